import { defineMessages, useIntl } from 'react-intl';
import { CallToAction, Card, Grid, IconTile, LinkButton, Stack } from '@ankerlicht/ui';
import {
  adultTreatmentExclusionTiles,
  adultTreatmentMethods,
  childAndYouthAgeScope,
  childComplaintTiles,
  childTreatmentMethods,
  departmentCallsToAction,
  exclusionIntro,
  icons,
  type Locale,
  type TreatmentMethod,
  type Department,
  hrefFor,
} from '@ankerlicht/content';
import { Page } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { callToActionContent } from './content.ts';
import { Section } from '../../shell/Section.tsx';
import { DepartmentLinks } from './DepartmentLinks.tsx';
import * as styles from './Section.css.ts';

/** The page's title (its h1 and the start of the document title) and its meta description. */
const pageTitles = defineMessages({
  childTreatments: { id: 'page.childTreatments.title', defaultMessage: 'Behandelingen voor kinderen en jongeren' },
  adultTreatments: { id: 'page.adultTreatments.title', defaultMessage: 'Behandelingen voor volwassenen' },
});

const pageDescriptions = defineMessages({
  childTreatments: {
    id: 'page.childTreatments.description',
    defaultMessage: 'Behandelmethodes en klachten bij kinderen en jongeren, en hoe we samenwerken met ouders en school.',
  },
  adultTreatments: {
    id: 'page.adultTreatments.description',
    defaultMessage: 'Behandelmethodes voor volwassenen, wanneer we niet de juiste plek zijn en onze persoonlijke aanpak.',
  },
});

const messages = defineMessages({
  methodsHeading: { id: 'page.treatments.methodsHeading', defaultMessage: 'Hoe we behandelen' },
  complaintsHeading: { id: 'page.treatments.complaintsHeading', defaultMessage: 'Waar we bij helpen' },
  schoolHeading: { id: 'page.treatments.schoolHeading', defaultMessage: 'Samenwerking met school' },
  schoolText: {
    id: 'page.treatments.schoolText',
    defaultMessage:
      'Veel kinderen laten op school iets anders zien dan thuis. Met uw toestemming praten we met de leerkracht, mentor of intern begeleider. Zo weten ook zij wat uw kind helpt, en sluiten thuis, school en behandeling op elkaar aan.',
  },
  parentsHeading: { id: 'page.treatments.parentsHeading', defaultMessage: 'Ouders doen mee' },
  parentsText: {
    id: 'page.treatments.parentsText',
    defaultMessage:
      'U kent uw kind het best. Daarom hebt u regelmatig oudergesprekken: we vertellen wat we zien, en u krijgt tips en oefeningen voor thuis. Bij jonge kinderen bent u soms bij de sessies; bij tieners maken we samen afspraken over wat we met u delen.',
  },
  approachLink: { id: 'page.treatments.approachLink', defaultMessage: 'Bekijk onze werkwijze' },
  exclusionsHeading: { id: 'page.treatments.exclusionsHeading', defaultMessage: 'Wanneer zijn wij niet de juiste plek?' },
  personalHeading: { id: 'page.treatments.personalHeading', defaultMessage: 'Een persoonlijke aanpak' },
  personalText: {
    id: 'page.treatments.personalText',
    defaultMessage:
      'Geen twee mensen zijn hetzelfde. Uw behandelaar kiest samen met u de methode die past bij uw klachten, uw doelen en uw achtergrond, in het Nederlands, Engels of Turks. Twijfelt u of wij u kunnen helpen? Neem gerust contact met ons op.',
  },
  contactLink: { id: 'page.treatments.contactLink', defaultMessage: 'Neem contact op' },
});

function MethodTiles({ methods, language }: { methods: readonly TreatmentMethod[]; language: Locale }) {
  return (
    <Grid as="ul" columns={{ mobile: 1, tablet: 2, wide: 3 }}>
      {methods.map((method) => (
        <IconTile key={method.id} as="li" icon={method.icon} title={method.title[language]}>
          {method.description[language]}
        </IconTile>
      ))}
    </Grid>
  );
}

/** A department's treatments overview (docs/product-rules.md §2.6). */
export default function TreatmentsPage({ department = 'adults' }: { department?: Department }) {
  const intl = useIntl();
  const language = useContentLanguage();
  const isChildren = department === 'children';
  const id = isChildren ? 'childTreatments' : 'adultTreatments';
  return (
    <Page
      title={intl.formatMessage(pageTitles[id])}
      description={intl.formatMessage(pageDescriptions[id])}
      intro={isChildren ? childAndYouthAgeScope.treatmentsAndApproachPages.text[language] : undefined}
    >
      <Section title={intl.formatMessage(messages.methodsHeading)}>
        <MethodTiles methods={isChildren ? childTreatmentMethods : adultTreatmentMethods} language={language} />
      </Section>

      {isChildren ? (
        <>
          <Section title={intl.formatMessage(messages.complaintsHeading)}>
            <Grid as="ul" columns={{ mobile: 1, tablet: 2, wide: 3 }}>
              {childComplaintTiles.map((tile) => (
                <IconTile key={tile.id} as="li" layout="inline" icon={tile.icon} title={tile.title[language]}>
                  {tile.description[language]}
                </IconTile>
              ))}
            </Grid>
          </Section>

          <Section title={intl.formatMessage(messages.schoolHeading)}>
            <p className={styles.text}>{intl.formatMessage(messages.schoolText)}</p>
          </Section>

          <Section title={intl.formatMessage(messages.parentsHeading)}>
            <p className={styles.text}>{intl.formatMessage(messages.parentsText)}</p>
          </Section>

          <div className={`${styles.actions} ${styles.callToAction}`}>
            <LinkButton href={departmentCallsToAction.children.registerHref}>
              {departmentCallsToAction.children.registerLabel[language]}
            </LinkButton>
            <LinkButton href={hrefFor('childApproach')} variant="secondary">
              {intl.formatMessage(messages.approachLink)}
            </LinkButton>
          </div>
        </>
      ) : (
        <>
          <Section title={intl.formatMessage(messages.exclusionsHeading)}>
            <p className={styles.text}>{exclusionIntro[language]}</p>
            <Grid as="ul" columns={{ mobile: 1, tablet: 2, wide: 3 }}>
              {adultTreatmentExclusionTiles.map((tile) => (
                <IconTile
                  key={tile.id}
                  as="li"
                  layout="inline"
                  icon={tile.icon ?? icons.ShieldAlert}
                  title={tile.title[language]}
                >
                  {tile.description?.[language]}
                </IconTile>
              ))}
            </Grid>
          </Section>

          <Card
            as="section"
            heading={intl.formatMessage(messages.personalHeading)}
            headingLevel={2}
            variant="subtle"
            className={styles.callToAction}
          >
            <Stack gap="md">
              <p className={styles.text}>{intl.formatMessage(messages.personalText)}</p>
              <div className={styles.actions}>
                <LinkButton href={hrefFor('contact')} variant="secondary">
                  {intl.formatMessage(messages.contactLink)}
                </LinkButton>
              </div>
            </Stack>
          </Card>

          <CallToAction {...callToActionContent(department, language)} showWaitingTime className={styles.callToAction} />
        </>
      )}
      <DepartmentLinks department={department} current="treatments" />
    </Page>
  );
}
