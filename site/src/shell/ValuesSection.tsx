import { Grid, IconTile } from '@ankerlicht/ui';
import type { ValueCard } from '@ankerlicht/content';
import { useContentLanguage } from '../i18n/useContentLanguage.ts';
import { Glossed } from '../i18n/Glossed.tsx';
import { Section } from './Section.tsx';

/** A titled grid of value cards, each an icon, a title and a sentence (the about and team pages). */
export function ValuesSection({ title, values }: { title: string; values: readonly ValueCard[] }) {
  const language = useContentLanguage();
  return (
    <Section title={title}>
      <Grid as="ul" columns={{ mobile: 1, tablet: 3 }}>
        {values.map((value) => (
          <IconTile key={value.id} as="li" icon={value.icon} title={value.title[language]}>
            <p>
              <Glossed>{value.description[language]}</Glossed>
            </p>
          </IconTile>
        ))}
      </Grid>
    </Section>
  );
}
