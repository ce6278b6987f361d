import { defineMessages, useIntl } from 'react-intl';
import { Grid, IconTile, Link, LinkButton, StepList, Stack } from '@ankerlicht/ui';
import {
  adultApproachTimeline,
  ageGroupApproaches,
  cancellation,
  childAndYouthAgeScope,
  childApproachTimeline,
  deductible,
  departmentCallsToAction,
  session,
  youthConsent,
  type Department,
  hrefFor,
} from '@ankerlicht/content';
import { Page } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { Section } from '../../shell/Section.tsx';
import { DepartmentLinks } from './DepartmentLinks.tsx';
import * as styles from './Section.css.ts';
import { Glossed } from '../../i18n/Glossed.tsx';

/** The page's title (its h1 and the start of the document title) and its meta description. */
const pageTitles = defineMessages({
  childApproach: { id: 'page.childApproach.title', defaultMessage: 'Werkwijze kind en jeugd' },
  adultApproach: { id: 'page.adultApproach.title', defaultMessage: 'Werkwijze volwassenen' },
});

const pageDescriptions = defineMessages({
  childApproach: {
    id: 'page.childApproach.description',
    defaultMessage: 'Stap voor stap: zo verloopt de behandeling van kinderen en jongeren, samen met ouders en school.',
  },
  adultApproach: {
    id: 'page.adultApproach.description',
    defaultMessage:
      'Stap voor stap: zo verloopt de behandeling van volwassenen, met praktische informatie over afspraken en vergoeding.',
  },
});

const messages = defineMessages({
  timelineHeading: { id: 'page.approach.timelineHeading', defaultMessage: 'Stap voor stap' },
  ageGroupsHeading: { id: 'page.approach.ageGroupsHeading', defaultMessage: 'Aanpak per leeftijd' },
  collaborationHeading: { id: 'page.approach.collaborationHeading', defaultMessage: 'Samen met ouders en school' },
  collaborationText: {
    id: 'page.approach.collaborationText',
    defaultMessage:
      'Ouders zijn bij elke stap betrokken: bij de intake, het behandelplan en in vaste oudergesprekken. Met uw toestemming overleggen we ook met school, zodat uw kind overal dezelfde steun krijgt.',
  },
  privacyHeading: { id: 'page.approach.privacyHeading', defaultMessage: 'Privacy en toestemming' },
  privacyText: {
    id: 'page.approach.privacyText',
    defaultMessage:
      'Wat uw kind ons vertelt, behandelen we vertrouwelijk. We delen niets met school of anderen zonder uw toestemming.',
  },
  faqLink: { id: 'page.approach.faqLink', defaultMessage: 'Veelgestelde vragen' },
  practicalHeading: { id: 'page.approach.practicalHeading', defaultMessage: 'Praktische informatie' },
  reimbursementHeading: { id: 'page.approach.reimbursementHeading', defaultMessage: 'Vergoeding en verzekering' },
  reimbursementText: {
    id: 'page.approach.reimbursementText',
    defaultMessage: 'Uw behandeling valt onder de basisverzekering. U hebt een verwijsbrief van uw huisarts nodig.',
  },
  financingLink: { id: 'page.approach.financingLink', defaultMessage: 'Meer over vergoeding en zorgverzekeraars' },
  contactLink: { id: 'page.approach.contactLink', defaultMessage: 'Neem contact op' },
});

/** How treatment goes, step by step (docs/product-rules.md §2.6), with what each department needs to know around it. */
export default function ApproachPage({ department = 'adults' }: { department?: Department }) {
  const intl = useIntl();
  const language = useContentLanguage();
  const isChildren = department === 'children';
  const id = isChildren ? 'childApproach' : 'adultApproach';
  const timeline = isChildren ? childApproachTimeline : adultApproachTimeline;
  const register = departmentCallsToAction[department];
  return (
    <Page
      title={intl.formatMessage(pageTitles[id])}
      description={intl.formatMessage(pageDescriptions[id])}
      intro={isChildren ? childAndYouthAgeScope.treatmentsAndApproachPages.text[language] : undefined}
    >
      <Section title={intl.formatMessage(messages.timelineHeading)}>
        <StepList
          variant="timeline"
          steps={timeline.map((step) => ({
            id: step.id,
            title: step.title[language],
            icon: step.icon,
            description: (
              <Stack gap="xs">
                <p>
                  <Glossed>{step.description[language]}</Glossed>
                </p>
                {step.timing && (
                  <p className={styles.label}>
                    <Glossed>{step.timing[language]}</Glossed>
                  </p>
                )}
              </Stack>
            ),
          }))}
        />
      </Section>

      {isChildren ? (
        <>
          <Section title={intl.formatMessage(messages.ageGroupsHeading)}>
            <Grid as="ul" columns={{ mobile: 1, tablet: 3 }}>
              {ageGroupApproaches.map((group) => (
                <IconTile key={group.id} as="li" icon={group.icon} title={group.title[language]}>
                  <Stack gap="sm">
                    <p>
                      <Glossed>{group.description[language]}</Glossed>
                    </p>
                    <ul className={styles.bulletList}>
                      {group.points.map((point) => (
                        <li key={point[language]}>
                          <Glossed>{point[language]}</Glossed>
                        </li>
                      ))}
                    </ul>
                  </Stack>
                </IconTile>
              ))}
            </Grid>
          </Section>

          <Section title={intl.formatMessage(messages.collaborationHeading)}>
            <p className={styles.text}>{intl.formatMessage(messages.collaborationText)}</p>
          </Section>

          <Section title={intl.formatMessage(messages.privacyHeading)}>
            <p className={styles.text}>{intl.formatMessage(messages.privacyText)}</p>
            <p className={styles.text}>
              <Glossed>{youthConsent.text[language]}</Glossed>
            </p>
          </Section>
        </>
      ) : (
        <>
          <Section title={intl.formatMessage(messages.practicalHeading)}>
            <p className={styles.text}>
              <Glossed>{session.text[language]}</Glossed>
            </p>
            <p className={styles.text}>
              <Glossed>{cancellation.text[language]}</Glossed>
            </p>
          </Section>

          <Section title={intl.formatMessage(messages.reimbursementHeading)}>
            <p className={styles.text}>{intl.formatMessage(messages.reimbursementText)}</p>
            <p className={styles.text}>
              <Glossed>{deductible.text[language]}</Glossed>
            </p>
            <p>
              <Link href={hrefFor('adultFinancing')}>{intl.formatMessage(messages.financingLink)}</Link>
            </p>
          </Section>
        </>
      )}

      <div className={`${styles.actions} ${styles.callToAction}`}>
        <LinkButton href={register.registerHref}>{register.registerLabel[language]}</LinkButton>
        <LinkButton href={isChildren ? hrefFor('faq') : hrefFor('contact')} variant="secondary">
          {intl.formatMessage(isChildren ? messages.faqLink : messages.contactLink)}
        </LinkButton>
      </div>
      <DepartmentLinks department={department} current="approach" />
    </Page>
  );
}
