import { defineMessages, useIntl } from 'react-intl';
import { CallToAction, Card, Grid, IconTile, LinkButton, Stack } from '@ankerlicht/ui';
import { adultTreatmentExclusionTiles, adultTreatmentMethods, exclusionIntro, hrefFor, icons } from '@ankerlicht/content';
import { Page } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { callToActionContent } from './content.ts';
import { Section } from '../../shell/Section.tsx';
import { DepartmentLinks } from './DepartmentLinks.tsx';
import { TreatmentMethods } from './TreatmentMethods.tsx';
import * as styles from './Section.css.ts';

const messages = defineMessages({
  title: { id: 'page.adultTreatments.title', defaultMessage: 'Behandelingen voor volwassenen' },
  description: {
    id: 'page.adultTreatments.description',
    defaultMessage: 'Behandelmethoden voor volwassenen, wanneer we niet de juiste plek zijn en onze persoonlijke aanpak.',
  },
  exclusionsHeading: { id: 'page.treatments.exclusionsHeading', defaultMessage: 'Wanneer zijn wij niet de juiste plek?' },
  personalHeading: { id: 'page.treatments.personalHeading', defaultMessage: 'Een persoonlijke aanpak' },
  personalText: {
    id: 'page.treatments.personalText',
    defaultMessage:
      'Geen twee mensen zijn hetzelfde. Uw behandelaar kiest samen met u de methode die past bij uw klachten, uw doelen en uw achtergrond, in het Nederlands, Engels of Turks. Twijfelt u of wij u kunnen helpen? Neem gerust contact met ons op.',
  },
  contactLink: { id: 'page.treatments.contactLink', defaultMessage: 'Neem contact op' },
});

/** The adult treatments overview (docs/product-rules.md §2.6). */
export default function AdultTreatmentsPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  return (
    <Page title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)}>
      <TreatmentMethods methods={adultTreatmentMethods} />

      <Section title={intl.formatMessage(messages.exclusionsHeading)}>
        <p className={styles.text}>{exclusionIntro[language]}</p>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, wide: 3 }}>
          {adultTreatmentExclusionTiles.map((tile) => (
            <IconTile key={tile.id} as="li" layout="inline" icon={tile.icon ?? icons.ShieldAlert} title={tile.title[language]}>
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

      <CallToAction {...callToActionContent('adults', language)} showWaitingTime className={styles.callToAction} />
      <DepartmentLinks department="adults" current="treatments" />
    </Page>
  );
}
