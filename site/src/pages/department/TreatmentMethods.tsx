import { defineMessages, useIntl } from 'react-intl';
import type { TreatmentMethod } from '@ankerlicht/content';
import { Section } from '../../shell/Section.tsx';
import { MethodTiles } from './MethodTiles.tsx';

const messages = defineMessages({
  methodsHeading: { id: 'page.treatments.methodsHeading', defaultMessage: 'Hoe we behandelen' },
});

/** The methods section both departments' treatments pages (ChildTreatmentsPage, AdultTreatmentsPage) open with. */
export function TreatmentMethods({ methods }: { methods: readonly TreatmentMethod[] }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(messages.methodsHeading)}>
      <MethodTiles methods={methods} columns={{ mobile: 1, tablet: 2, wide: 3 }} />
    </Section>
  );
}
