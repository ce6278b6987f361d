import { defineMessages, useIntl } from 'react-intl';
import { CallToAction, Grid, IconTile } from '@ankerlicht/ui';
import { adultComplaintAreas, adultExclusionCriteria, adultOfferMethods } from '@ankerlicht/content';
import { Page } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { callToActionContent } from './content.ts';
import { Section } from '../../shell/Section.tsx';
import { DepartmentLinks } from './DepartmentLinks.tsx';
import { OfferExclusions, OfferMethods } from './OfferSections.tsx';
import * as styles from './Section.css.ts';

const messages = defineMessages({
  title: { id: 'page.adultOffer.title', defaultMessage: 'Behandelaanbod volwassenen' },
  description: {
    id: 'page.adultOffer.description',
    defaultMessage:
      'Behandeling voor volwassenen vanaf 23 jaar: methoden, klachten waarbij we helpen en wanneer we niet de juiste plek zijn.',
  },
  complaintsHeading: { id: 'page.treatmentOffer.complaintsHeading', defaultMessage: 'Klachten waarbij wij helpen' },
});

/** The adult treatment offer (docs/product-rules.md §2.6). */
export default function AdultOfferPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  return (
    <Page title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)}>
      <OfferMethods methods={adultOfferMethods} />

      <Section title={intl.formatMessage(messages.complaintsHeading)}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 3 }}>
          {adultComplaintAreas.map((area) => (
            <IconTile key={area.id} as="li" layout="inline" icon={area.icon} title={area.title[language]}>
              {area.description[language]}
            </IconTile>
          ))}
        </Grid>
      </Section>

      <OfferExclusions criteria={adultExclusionCriteria} />

      <DepartmentLinks department="adults" current="offer" />
      <CallToAction {...callToActionContent('adults', language)} showWaitingTime className={styles.callToAction} />
    </Page>
  );
}
