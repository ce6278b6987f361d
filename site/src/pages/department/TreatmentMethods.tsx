import { defineMessages, useIntl } from 'react-intl';
import { Grid, IconTile } from '@ankerlicht/ui';
import type { TreatmentMethod } from '@ankerlicht/content';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { Section } from '../../shell/Section.tsx';

const messages = defineMessages({
  methodsHeading: { id: 'page.treatments.methodsHeading', defaultMessage: 'Hoe we behandelen' },
});

/** The methods section both departments' treatments pages (ChildTreatmentsPage, AdultTreatmentsPage) open with. */
export function TreatmentMethods({ methods }: { methods: readonly TreatmentMethod[] }) {
  const intl = useIntl();
  const language = useContentLanguage();
  return (
    <Section title={intl.formatMessage(messages.methodsHeading)}>
      <Grid as="ul" columns={{ mobile: 1, tablet: 2, wide: 3 }}>
        {methods.map((method) => (
          <IconTile key={method.id} as="li" icon={method.icon} title={method.title[language]}>
            {method.description[language]}
          </IconTile>
        ))}
      </Grid>
    </Section>
  );
}
