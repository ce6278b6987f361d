import { defineMessages, useIntl, type MessageValue, type NoMessageValues } from 'react-intl';
import { Accordion, AccordionItem, Badge, Card, Link, Stack } from '@ankerlicht/ui';
import { brand, coreValues, initiallyOpenVacancySections, mailtoHref, trainingInstitution, vacancy } from '@ankerlicht/content';
import { Page } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { Section } from '../../shell/Section.tsx';
import * as styles from './CareersPage.css.ts';
import { Glossed } from '../../i18n/Glossed.tsx';

const messages = defineMessages<{
  readonly title: { readonly name: MessageValue };
  readonly description: NoMessageValues;
  readonly intro: NoMessageValues;
  readonly openingsHeading: NoMessageValues;
  readonly location: NoMessageValues;
  readonly hours: NoMessageValues;
  readonly salary: NoMessageValues;
  readonly coreValues: NoMessageValues;
  readonly developmentHeading: NoMessageValues;
}>({
  title: { id: 'page.careers.title', defaultMessage: 'Werken bij {name}' },
  description: {
    id: 'page.careers.description',
    defaultMessage: 'Vacatures en werken in een divers, cultuursensitief team. Erkende opleidingsinstelling voor GZ-psychologen.',
  },
  intro: {
    id: 'page.careers.intro',
    defaultMessage: 'Werk mee aan goede, cultuursensitieve zorg in een divers en betrokken team.',
  },
  openingsHeading: { id: 'page.careers.openingsHeading', defaultMessage: 'Vacatures' },
  location: { id: 'page.careers.location', defaultMessage: 'Locatie' },
  hours: { id: 'page.careers.hours', defaultMessage: 'Uren' },
  salary: { id: 'page.careers.salary', defaultMessage: 'Salaris' },
  // The values speak to clients ("u") inside a vacancy in "je": the heading says so (copy review nl25).
  coreValues: { id: 'page.careers.coreValues', defaultMessage: 'Onze kernwaarden: zo werken we met cliënten' },
  developmentHeading: { id: 'page.careers.developmentHeading', defaultMessage: 'Ontwikkeling' },
});

/** Work at the practice (docs/product-rules.md §2.7): the current opening, its sections, how to apply, training. */
export default function CareersPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  const { contact, interested } = vacancy;
  return (
    <Page
      title={intl.formatMessage(messages.title, { name: brand.name })}
      description={intl.formatMessage(messages.description)}
      intro={intl.formatMessage(messages.intro)}
    >
      <Section title={intl.formatMessage(messages.openingsHeading)}>
        <Stack gap="xl">
          <Card
            as="article"
            variant="raised"
            headingLevel={3}
            eyebrow={<Badge tone="brand">{vacancy.badge[language]}</Badge>}
            heading={<Glossed>{vacancy.title[language]}</Glossed>}
          >
            <p>
              <Glossed>{vacancy.subtitle[language]}</Glossed>
            </p>
            <dl className={styles.facts}>
              <div>
                <dt className={styles.factLabel}>{intl.formatMessage(messages.location)}</dt>
                <dd>
                  <Glossed>{vacancy.location[language]}</Glossed>
                </dd>
              </div>
              <div>
                <dt className={styles.factLabel}>{intl.formatMessage(messages.hours)}</dt>
                <dd>
                  <Glossed>{vacancy.hoursText[language]}</Glossed>
                </dd>
              </div>
              <div>
                <dt className={styles.factLabel}>{intl.formatMessage(messages.salary)}</dt>
                <dd>
                  <Glossed>{vacancy.salary.text[language]}</Glossed>
                </dd>
              </div>
            </dl>
          </Card>

          <Accordion allowsMultipleExpanded defaultExpandedKeys={initiallyOpenVacancySections}>
            {vacancy.sections.map((section) => (
              <AccordionItem key={section.id} id={section.id} title={section.title[language]} headingLevel={3}>
                <Stack gap="sm">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph[language]}>
                      <Glossed>{paragraph[language]}</Glossed>
                    </p>
                  ))}
                  {section.bullets && (
                    <ul className={styles.bullets}>
                      {section.bullets.map((bullet) => (
                        <li key={bullet[language]}>
                          <Glossed>{bullet[language]}</Glossed>
                        </li>
                      ))}
                    </ul>
                  )}
                  {section.id === 'about' && (
                    <>
                      <h4>{intl.formatMessage(messages.coreValues)}</h4>
                      <ul className={styles.bullets}>
                        {coreValues.map((value) => (
                          <li key={value.id}>
                            <strong>{value.title[language]}</strong>
                            <br />
                            {value.description[language]}
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </Stack>
              </AccordionItem>
            ))}
          </Accordion>

          <Card as="section" variant="subtle" headingLevel={3} heading={interested.title[language]}>
            <Stack gap="sm">
              <p>
                <Glossed>{interested.text[language]}</Glossed>
              </p>
              <p>
                <strong>{contact.name}</strong>
                <br />
                {contact.title[language]}
                <br />
                <Link href={mailtoHref(contact.email)}>{contact.email}</Link>
              </p>
              <p className={styles.muted}>
                <Glossed>{interested.closing[language]}</Glossed>
              </p>
            </Stack>
          </Card>
        </Stack>
      </Section>

      <Section title={intl.formatMessage(messages.developmentHeading)}>
        <Card variant="outlined" headingLevel={3} heading={trainingInstitution.title[language]}>
          <p>
            <Glossed>{trainingInstitution.text[language]}</Glossed>
          </p>
        </Card>
      </Section>
    </Page>
  );
}
