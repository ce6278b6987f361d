import { Grid, gridColumnCounts, Stack } from '@ankerlicht/ui';
import { waitingTimePartsExplanation, waitingTimeTypes, type WaitingTimeType } from '@ankerlicht/content';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import * as sectionStyles from '../department/Section.css.ts';
import { CurrentWaitingTimeCard } from './CurrentCard.tsx';

/**
 * The current waiting-time summary cards as a list: stacked on mobile, all in one row from
 * tablet width up. `types` picks which cards to show; they keep the content's order. A short
 * explanation of the two parts of the wait (registration wait, treatment wait) comes first.
 */
export function WaitingTimeCards({ types = waitingTimeTypes }: { types?: readonly WaitingTimeType[] }) {
  const language = useContentLanguage();
  const shown = waitingTimeTypes.filter((type) => types.includes(type));
  const tabletColumns = gridColumnCounts.find((count) => count === shown.length) ?? 1;
  return (
    <Stack gap="lg">
      <p className={sectionStyles.text}>{waitingTimePartsExplanation[language]}</p>
      <Grid as="ul" columns={{ mobile: 1, tablet: tabletColumns }}>
        {shown.map((type) => (
          <CurrentWaitingTimeCard key={type} type={type} as="li" />
        ))}
      </Grid>
    </Stack>
  );
}
