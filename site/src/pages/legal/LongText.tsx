import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, Stack } from '@ankerlicht/ui';
import { formatLongDate, type LongText } from '@ankerlicht/content';
import { Page } from '../../shell/Page.tsx';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import * as styles from './LongText.css.ts';
import type { MessageValue, NoMessageValues } from 'react-intl';
import { Glossed } from '../../i18n/Glossed.tsx';

/** The page's title (its h1 and the start of the document title) and its meta description. */
const pageTitles = defineMessages({
  privacy: { id: 'page.privacy.title', defaultMessage: 'Privacyverklaring' },
  terms: { id: 'page.terms.title', defaultMessage: 'Algemene voorwaarden' },
  disclaimer: { id: 'page.disclaimer.title', defaultMessage: 'Disclaimer' },
  accessibility: { id: 'page.accessibility.title', defaultMessage: 'Toegankelijkheidsverklaring' },
});

const pageDescriptions = defineMessages({
  privacy: { id: 'page.privacy.description', defaultMessage: 'Hoe we omgaan met uw persoonsgegevens en welke rechten u hebt.' },
  terms: { id: 'page.terms.description', defaultMessage: 'De algemene voorwaarden van onze behandelovereenkomst.' },
  disclaimer: { id: 'page.disclaimer.description', defaultMessage: 'Over het gebruik van de informatie op deze website.' },
  accessibility: {
    id: 'page.accessibility.description',
    defaultMessage: 'Hoe toegankelijk deze website is, hoe we dat testen en hoe u een probleem meldt.',
  },
});

const messages = defineMessages<{ readonly lastUpdated: { readonly date: MessageValue }; readonly contents: NoMessageValues }>({
  lastUpdated: { id: 'page.legal.lastUpdated', defaultMessage: 'Laatst bijgewerkt: {date}' },
  contents: { id: 'page.legal.contents', defaultMessage: 'Inhoud' },
});

export type LongTextPageProps = {
  /** The page whose title and description to use. */
  pageId: 'privacy' | 'terms' | 'disclaimer' | 'accessibility';
  text: LongText;
};

/** A long static text (privacy, terms, disclaimer, accessibility): a table of contents, the date, then every section. */
export function LongTextPage({ pageId, text }: LongTextPageProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const contentsId = useId();
  return (
    <Page
      title={intl.formatMessage(pageTitles[pageId])}
      description={intl.formatMessage(pageDescriptions[pageId])}
      intro={text.intro[locale]}
    >
      <Stack gap="xl" className={styles.text}>
        <LastUpdated isoDate={text.lastUpdated} />
        <nav aria-labelledby={contentsId} className={styles.contents}>
          <h2 id={contentsId} className={styles.contentsHeading}>
            {intl.formatMessage(messages.contents)}
          </h2>
          <ol className={styles.contentsList}>
            {text.sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`}>{section.title[locale]}</Link>
              </li>
            ))}
          </ol>
        </nav>
        <LongTextSections text={text} headingLevel={2} />
      </Stack>
    </Page>
  );
}

/** The date a text took effect, as the visitor's language writes it (British English for English). */
export function LastUpdated({ isoDate }: { isoDate: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const date = formatLongDate(isoDate, locale);
  return <p className={styles.updated}>{intl.formatMessage(messages.lastUpdated, { date })}</p>;
}

/** The sections of a long text, each with its anchor id on the heading. Also used inside the quality statute's box. */
export function LongTextSections({ text, headingLevel }: { text: LongText; headingLevel: 2 | 3 }) {
  const { locale } = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Stack gap="xl">
      {text.sections.map((section) => (
        <Stack gap="sm" key={section.id}>
          <Heading id={section.id} className={headingLevel === 2 ? styles.sectionHeading : styles.subsectionHeading}>
            {section.title[locale]}
          </Heading>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>
              <Glossed>{paragraph[locale]}</Glossed>
            </p>
          ))}
          {section.bullets && (
            <ul className={styles.bullets}>
              {section.bullets.map((bullet, index) => (
                <li key={index}>
                  <Glossed>{bullet[locale]}</Glossed>
                </li>
              ))}
            </ul>
          )}
          {section.closing?.map((paragraph, index) => (
            <p key={index}>
              <Glossed>{paragraph[locale]}</Glossed>
            </p>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
