import type { ReactNode } from 'react';
import type { WaitingTimeBreakdownPart, WaitingTimeCardProps } from '@ankerlicht/ui';
import type { Locale, WaitingTimeBreakdownRow, WaitingTimeCard } from '@ankerlicht/content';

/** A department's wait split into its parts, as the ui's breakdown rows in one language. */
export function breakdownParts(rows: readonly WaitingTimeBreakdownRow[], language: Locale): WaitingTimeBreakdownPart[] {
  return rows.map((row) => ({ id: row.part, label: row.label[language], value: row.value[language] }));
}

/**
 * A summary card's props in one language, the same wherever the card is shown (/wachttijd, the
 * referrers page, the registration forms): the headline, the split into its parts and the date
 * the figures hold for (`WaitingTimesAsOf` of the same figures, figures.ts).
 */
export function waitingTimeCardProps(
  card: WaitingTimeCard,
  language: Locale,
  asOf: ReactNode,
): Omit<WaitingTimeCardProps, 'headingLevel' | 'as' | 'className'> {
  return {
    title: card.title[language],
    duration: card.duration,
    unit: card.unit,
    isApproximate: card.approximate,
    accessibleDuration: card.durationText[language],
    status: card.status,
    description: card.description[language],
    breakdown: card.breakdown && breakdownParts(card.breakdown, language),
    asOf: card.breakdown && asOf,
    link: { href: card.href, label: card.linkLabel[language] },
  };
}
