import { defineMessages, useIntl } from 'react-intl';
import { Stack } from '@ankerlicht/ui';
import { exclusionIntro, type ExclusionCriterion, type TreatmentMethod } from '@ankerlicht/content';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { Section } from '../../shell/Section.tsx';
import { MethodTiles } from './MethodTiles.tsx';
import * as styles from './Section.css.ts';

/** What both departments' treatment offer pages (ChildOfferPage, AdultOfferPage) show alike. */
const messages = defineMessages({
  methodsHeading: { id: 'page.treatmentOffer.methodsHeading', defaultMessage: 'Onze behandelmethoden' },
  exclusionsHeading: { id: 'page.treatmentOffer.exclusionsHeading', defaultMessage: 'Wanneer zijn wij niet de juiste plek?' },
});

/** The department's methods, as tiles. */
export function OfferMethods({ methods }: { methods: readonly TreatmentMethod[] }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(messages.methodsHeading)}>
      <MethodTiles methods={methods} columns={{ mobile: 1, tablet: 3 }} />
    </Section>
  );
}

/** When we are not the right place: the intro, then the department's criteria. */
export function OfferExclusions({ criteria }: { criteria: readonly ExclusionCriterion[] }) {
  const intl = useIntl();
  const language = useContentLanguage();
  return (
    <Section title={intl.formatMessage(messages.exclusionsHeading)}>
      <Stack gap="md">
        <p className={styles.text}>{exclusionIntro[language]}</p>
        <ul className={styles.bulletList}>
          {criteria.map((criterion) => (
            <li key={criterion.id}>
              <span className={styles.label}>{criterion.title[language]}</span>
              {criterion.description && <p>{criterion.description[language]}</p>}
            </li>
          ))}
        </ul>
      </Stack>
    </Section>
  );
}
