import { defineMessages, useIntl } from 'react-intl';
import { Link, LinkButton, Stack, StepList, localizedSteps } from '@ankerlicht/ui';
import { careJourney, coreValueCards, treatmentLanguages, hrefFor } from '@ankerlicht/content';
import { PageFromMessages } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { Section } from '../../shell/Section.tsx';
import { ValuesSection } from '../../shell/ValuesSection.tsx';
import * as styles from './AboutPage.css.ts';
import { Glossed } from '../../i18n/Glossed.tsx';

const messages = defineMessages({
  title: { id: 'page.about.title', defaultMessage: 'Over ons' },
  description: {
    id: 'page.about.description',
    defaultMessage:
      'Wie we zijn, waar we voor staan en hoe we werken: een multidisciplinair team voor psychologische zorg in Amsterdam en Zaandam.',
  },
  intro: {
    id: 'page.about.intro',
    defaultMessage:
      'Ankerlicht GGZ biedt psychologische zorg zonder opname in Amsterdam en Zaandam. We helpen kinderen, jongeren en volwassenen, dicht bij huis.',
  },
  overviewHeading: { id: 'page.about.overviewHeading', defaultMessage: 'Wie we zijn' },
  overviewText: {
    id: 'page.about.overviewText',
    defaultMessage:
      'Bij ons werken psychologen, therapeuten, psychiaters en ondersteuners samen in één team. We kennen de wijken waar we werken, en we weten dat hulp vragen niet altijd makkelijk is. Daarom maken we de drempel zo laag mogelijk.',
  },
  missionHeading: { id: 'page.about.missionHeading', defaultMessage: 'Onze missie' },
  missionText: {
    id: 'page.about.missionText',
    defaultMessage:
      'Iedereen verdient goede psychologische zorg, ongeacht achtergrond, taal of geloof. We willen dat u zich bij ons gehoord en begrepen voelt, en dat u weer verder kunt.',
  },
  visionHeading: { id: 'page.about.visionHeading', defaultMessage: 'Onze visie' },
  visionText: {
    id: 'page.about.visionText',
    defaultMessage:
      'Psychische klachten staan nooit op zichzelf. Ze hebben te maken met uw leven, uw omgeving en uw cultuur. Wie dat begrijpt, kan beter helpen. Daarom kijken we naar de hele mens, niet alleen naar de klacht.',
  },
  missionVisionLink: { id: 'page.about.missionVisionLink', defaultMessage: 'Lees meer over onze missie en visie' },
  approachHeading: { id: 'page.about.approachHeading', defaultMessage: 'Onze aanpak' },
  approachText: {
    id: 'page.about.approachText',
    defaultMessage: 'We werken stap voor stap en samen met u. Zo verloopt uw traject bij ons:',
  },
  valuesHeading: { id: 'page.about.valuesHeading', defaultMessage: 'Onze kernwaarden' },
  careersHeading: { id: 'page.about.careersHeading', defaultMessage: 'Werken bij ons' },
  careersText: {
    id: 'page.about.careersText',
    defaultMessage:
      'Wilt u meebouwen aan zorg die aansluit bij iedereen? We zoeken regelmatig nieuwe collega’s en leiden ook GZ-psychologen op.',
  },
  careersLink: { id: 'page.about.careersLink', defaultMessage: 'Bekijk onze vacatures' },
});

/** About us (docs/product-rules.md §2.1): who we are, mission, vision, approach, core values, and working here. */
export default function AboutPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  return (
    <PageFromMessages messages={messages}>
      <Section title={intl.formatMessage(messages.overviewHeading)}>
        <Stack gap="md" className={styles.text}>
          <p>{intl.formatMessage(messages.overviewText)}</p>
          <p>
            <Glossed>{treatmentLanguages.text[language]}</Glossed>
          </p>
        </Stack>
      </Section>

      <Section title={intl.formatMessage(messages.missionHeading)}>
        <p className={styles.text}>{intl.formatMessage(messages.missionText)}</p>
      </Section>

      <Section title={intl.formatMessage(messages.visionHeading)}>
        <Stack gap="md" className={styles.text}>
          <p>{intl.formatMessage(messages.visionText)}</p>
          <p>
            <Link href={hrefFor('missionVision')}>{intl.formatMessage(messages.missionVisionLink)}</Link>
          </p>
        </Stack>
      </Section>

      <Section title={intl.formatMessage(messages.approachHeading)}>
        <Stack gap="lg">
          <p className={styles.text}>{intl.formatMessage(messages.approachText)}</p>
          <StepList steps={localizedSteps(careJourney, language)} />
        </Stack>
      </Section>

      <ValuesSection title={intl.formatMessage(messages.valuesHeading)} values={coreValueCards} />

      <Section title={intl.formatMessage(messages.careersHeading)}>
        <Stack gap="md" align="start" className={styles.text}>
          <p>
            <Glossed>{intl.formatMessage(messages.careersText)}</Glossed>
          </p>
          <LinkButton href={hrefFor('careers')} variant="secondary">
            {intl.formatMessage(messages.careersLink)}
          </LinkButton>
        </Stack>
      </Section>
    </PageFromMessages>
  );
}
