import { defineMessages, useIntl } from 'react-intl';
import { Card, Grid, IconTile, LinkButton, Stack } from '@ankerlicht/ui';
import { brand, coreValueCards, hrefFor } from '@ankerlicht/content';
import { PageFromMessages } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { Section } from '../../shell/Section.tsx';
import * as styles from './MissionVisionPage.css.ts';
import type { NoMessageValues, MessageValue } from 'react-intl';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly description: NoMessageValues;
  readonly intro: NoMessageValues;
  readonly missionHeading: NoMessageValues;
  readonly missionText: NoMessageValues;
  readonly visionHeading: NoMessageValues;
  readonly visionText: NoMessageValues;
  readonly visionQuote: NoMessageValues;
  readonly visionQuoteSource: { readonly name: MessageValue };
  readonly teamHeading: NoMessageValues;
  readonly teamText: NoMessageValues;
  readonly teamLink: NoMessageValues;
  readonly contactHeading: NoMessageValues;
  readonly contactText: NoMessageValues;
  readonly contactLink: NoMessageValues;
}>({
  title: { id: 'page.missionVision.title', defaultMessage: 'Missie en visie' },
  description: {
    id: 'page.missionVision.description',
    defaultMessage: 'Onze missie en visie: zorg die verbindt, diversiteit die we omarmen en behandeling op maat.',
  },
  intro: {
    id: 'page.missionVision.intro',
    defaultMessage:
      'Waar we voor staan en waar we naartoe willen: zorg die verbindt, iedereen welkom heet en past bij wie u bent.',
  },
  missionHeading: { id: 'page.missionVision.missionHeading', defaultMessage: 'Onze missie' },
  missionText: {
    id: 'page.missionVision.missionText',
    defaultMessage:
      'We bieden goede psychologische zorg aan iedereen die dat nodig heeft, in de eigen buurt en waar het kan in de eigen taal. Drie waarden geven daarbij richting:',
  },
  visionHeading: { id: 'page.missionVision.visionHeading', defaultMessage: 'Onze visie' },
  visionText: {
    id: 'page.missionVision.visionText',
    defaultMessage:
      'Psychische klachten hangen samen met iemands leven, omgeving en cultuur. We geloven dat zorg het beste werkt als die daar rekening mee houdt. Daarom luisteren we eerst, kijken we naar de hele mens en zoeken we samen met u wat helpt.',
  },
  visionQuote: {
    id: 'page.missionVision.visionQuote',
    defaultMessage: 'Goede zorg begint niet bij een diagnose, maar bij de vraag wie u bent en wat u nodig hebt.',
  },
  visionQuoteSource: { id: 'page.missionVision.visionQuoteSource', defaultMessage: 'Het team van {name}' },
  teamHeading: { id: 'page.missionVision.teamHeading', defaultMessage: 'Ons team' },
  teamText: {
    id: 'page.missionVision.teamText',
    defaultMessage:
      'Achter deze missie staat een divers team van psychologen, therapeuten, psychiaters en ondersteuners. Samen spreken we meer dan vijf talen.',
  },
  teamLink: { id: 'page.missionVision.teamLink', defaultMessage: 'Maak kennis met ons team' },
  contactHeading: { id: 'page.missionVision.contactHeading', defaultMessage: 'Wilt u met ons praten?' },
  contactText: {
    id: 'page.missionVision.contactText',
    defaultMessage: 'Hebt u een vraag, of wilt u weten wat we voor u kunnen doen? Neem gerust contact op.',
  },
  contactLink: { id: 'page.missionVision.contactLink', defaultMessage: 'Neem contact op' },
});

/** Mission and vision (docs/product-rules.md §2.1): three values, a vision with a quote, the team, and contact. */
export default function MissionVisionPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  return (
    <PageFromMessages messages={messages}>
      <Section title={intl.formatMessage(messages.missionHeading)}>
        <Stack gap="lg">
          <p className={styles.text}>{intl.formatMessage(messages.missionText)}</p>
          <Grid as="ul" columns={{ mobile: 1, tablet: 3 }}>
            {coreValueCards.map((value) => (
              <IconTile key={value.id} as="li" icon={value.icon} title={value.title[language]}>
                <p>{value.description[language]}</p>
              </IconTile>
            ))}
          </Grid>
        </Stack>
      </Section>

      <Section title={intl.formatMessage(messages.visionHeading)}>
        <Stack gap="lg">
          <p className={styles.text}>{intl.formatMessage(messages.visionText)}</p>
          <figure className={styles.quote}>
            <blockquote>
              <p className={styles.quoteText}>{intl.formatMessage(messages.visionQuote)}</p>
            </blockquote>
            <figcaption className={styles.quoteCaption}>
              {intl.formatMessage(messages.visionQuoteSource, { name: brand.name })}
            </figcaption>
          </figure>
        </Stack>
      </Section>

      <Section title={intl.formatMessage(messages.teamHeading)}>
        <Stack gap="md" align="start" className={styles.text}>
          <p>{intl.formatMessage(messages.teamText)}</p>
          <LinkButton href={hrefFor('team')} variant="secondary">
            {intl.formatMessage(messages.teamLink)}
          </LinkButton>
        </Stack>
      </Section>

      <div className={styles.contact}>
        <Card as="section" variant="subtle" headingLevel={2} heading={intl.formatMessage(messages.contactHeading)}>
          <Stack gap="md" align="start">
            <p>{intl.formatMessage(messages.contactText)}</p>
            <LinkButton href={hrefFor('contact')}>{intl.formatMessage(messages.contactLink)}</LinkButton>
          </Stack>
        </Card>
      </div>
    </PageFromMessages>
  );
}
