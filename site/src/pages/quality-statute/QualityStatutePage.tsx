import { Fragment, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Card, DisclosureBox, Grid, Stack } from '@ankerlicht/ui';
import {
  certificationName,
  providerIdentifiers,
  qualityCertifications,
  qualityStatute,
  qualityStatuteInfo,
} from '@ankerlicht/content';
import { PageFromMessages } from '../../shell/Page.tsx';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { LastUpdated, LongTextSections } from '../legal/LongText.tsx';
import * as styles from '../legal/LongText.css.ts';
import * as pageStyles from './QualityStatutePage.css.ts';
import { Glossed } from '../../i18n/Glossed.tsx';

const messages = defineMessages({
  title: { id: 'page.qualityStatute.title', defaultMessage: 'Kwaliteitsstatuut' },
  description: {
    id: 'page.qualityStatute.description',
    defaultMessage: 'Ons kwaliteitsstatuut: hoe we de kwaliteit van onze zorg borgen, met onze keurmerken.',
  },
  intro: {
    id: 'page.qualityStatute.intro',
    defaultMessage: 'Goede zorg moet u kunnen controleren. Hier leest u hoe wij de kwaliteit van onze zorg bewaken.',
  },
  certifications: { id: 'page.qualityStatute.certifications', defaultMessage: 'Keurmerken en erkenningen' },
  fullTextLabel: { id: 'page.qualityStatute.fullTextLabel', defaultMessage: 'Volledige tekst van het kwaliteitsstatuut' },
  identifiers: { id: 'page.qualityStatute.identifiers', defaultMessage: 'Onze officiële gegevens' },
});

/**
 * Spec §2.12: four information sections, four certifications, and the full statute collapsed;
 * with the KvK number and AGB code, which a statute names the provider by.
 */
export default function QualityStatutePage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const certificationsId = useId();
  const statuteId = useId();
  return (
    <PageFromMessages messages={messages}>
      <Stack gap="xxl">
        <Grid columns={{ mobile: 1, tablet: 2 }} gap="lg">
          {qualityStatuteInfo.map((info) => (
            <Card key={info.id} as="section" heading={info.title[locale]} headingLevel={2} variant="subtle">
              <p>
                <Glossed>{info.text[locale]}</Glossed>
              </p>
            </Card>
          ))}
        </Grid>

        <section aria-labelledby={certificationsId}>
          <h2 id={certificationsId} className={styles.sectionHeading}>
            {intl.formatMessage(messages.certifications)}
          </h2>
          <Grid as="ul" columns={{ mobile: 1, tablet: 2 }} gap="lg">
            {qualityCertifications.map((certification) => (
              <Card
                key={certification.id}
                as="li"
                heading={<Glossed>{certificationName(certification, locale)}</Glossed>}
                headingLevel={3}
              >
                <p>
                  <Glossed>{certification.description[locale]}</Glossed>
                </p>
              </Card>
            ))}
          </Grid>
        </section>

        <Card
          as="section"
          heading={intl.formatMessage(messages.identifiers)}
          headingLevel={2}
          variant="subtle"
          className={styles.text}
        >
          <dl className={pageStyles.identifiers}>
            {providerIdentifiers.map((identifier) => (
              <Fragment key={identifier.id}>
                <dt>{identifier.label[locale]}</dt>
                <dd>{identifier.value}</dd>
              </Fragment>
            ))}
          </dl>
        </Card>

        <section aria-labelledby={statuteId} className={styles.text}>
          <Stack gap="md">
            <h2 id={statuteId} className={styles.sectionHeading}>
              {qualityStatute.title[locale]}
            </h2>
            <p>
              <Glossed>{qualityStatute.intro[locale]}</Glossed>
            </p>
            <LastUpdated isoDate={qualityStatute.lastUpdated} />
            <DisclosureBox label={intl.formatMessage(messages.fullTextLabel)}>
              <LongTextSections text={qualityStatute} headingLevel={3} />
            </DisclosureBox>
          </Stack>
        </section>
      </Stack>
    </PageFromMessages>
  );
}
