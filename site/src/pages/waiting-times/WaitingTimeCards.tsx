import { Grid, gridColumnCounts, WaitingTimeCard } from '@ankerlicht/ui';
import { waitingTimeCards, waitingTimeTypes, type WaitingTimeType } from '@ankerlicht/content';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';

/**
 * The current waiting-time summary cards as a list: stacked on mobile, all in one row from
 * tablet width up. `types` picks which cards to show; they keep the content's order.
 */
export function WaitingTimeCards({ types = waitingTimeTypes }: { types?: readonly WaitingTimeType[] }) {
  const language = useContentLanguage();
  const cards = waitingTimeCards.filter((card) => types.includes(card.type));
  const tabletColumns = gridColumnCounts.find((count) => count === cards.length) ?? 1;
  return (
    <Grid as="ul" columns={{ mobile: 1, tablet: tabletColumns }}>
      {cards.map((card) => (
        <WaitingTimeCard
          key={card.type}
          as="li"
          title={card.title[language]}
          duration={card.duration}
          unit={card.unit}
          isApproximate={card.approximate}
          accessibleDuration={card.durationText[language]}
          status={card.status}
          description={card.description[language]}
          link={{ href: card.href, label: card.linkLabel[language] }}
        />
      ))}
    </Grid>
  );
}
