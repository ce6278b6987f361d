import { Grid, IconTile, type ResponsiveColumns } from '@ankerlicht/ui';
import type { TreatmentMethod } from '@ankerlicht/content';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';

/** A department's methods as a list of tiles: on the treatments pages (TreatmentMethods) and the treatment offer's (OfferSections). */
export function MethodTiles({ methods, columns }: { methods: readonly TreatmentMethod[]; columns: ResponsiveColumns }) {
  const language = useContentLanguage();
  return (
    <Grid as="ul" columns={columns}>
      {methods.map((method) => (
        <IconTile key={method.id} as="li" icon={method.icon} title={method.title[language]}>
          {method.description[language]}
        </IconTile>
      ))}
    </Grid>
  );
}
