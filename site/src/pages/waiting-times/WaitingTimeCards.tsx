import { Grid, gridColumnCounts, Stack, WaitingTimeCard } from '@ankerlicht/ui';
import { waitingTimeCards, waitingTimePartsExplanation, waitingTimeTypes, type WaitingTimeType } from '@ankerlicht/content';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import * as sectionStyles from '../department/Section.css.ts';
import { waitingTimeCardProps } from './waitingTimeCardProps.ts';

/**
 * The current waiting-time summary cards as a list: stacked on mobile, all in one row from
 * tablet width up. `types` picks which cards to show; they keep the content's order. A short
 * explanation of the two parts of the wait (registration wait, treatment wait) comes first.
 */
export function WaitingTimeCards({ types = waitingTimeTypes }: { types?: readonly WaitingTimeType[] }) {
  const language = useContentLanguage();
  const cards = waitingTimeCards.filter((card) => types.includes(card.type));
  const tabletColumns = gridColumnCounts.find((count) => count === cards.length) ?? 1;
  return (
    <Stack gap="lg">
      <p className={sectionStyles.text}>{waitingTimePartsExplanation[language]}</p>
      <Grid as="ul" columns={{ mobile: 1, tablet: tabletColumns }}>
        {cards.map((card) => (
          <WaitingTimeCard key={card.type} as="li" {...waitingTimeCardProps(card, language)} />
        ))}
      </Grid>
    </Stack>
  );
}
