import { defineMessages, useIntl, type IntlShape, type MessageValue } from 'react-intl';
import type { FigurePart, WaitSpan } from './publication.ts';

type V = MessageValue;
const spanMessages = defineMessages<{
  readonly amount: { readonly unit: V; readonly count: V };
  readonly range: { readonly min: V; readonly upper: V };
  readonly approximate: { readonly span: V };
}>({
  // A wait as the site writes it in Dutch: "1 week", "6 maanden", "3 tot 6 maanden", "ongeveer 1 maand".
  amount: {
    id: 'staff.waitSpan.amount',
    defaultMessage:
      '{unit, select, week {{count, plural, one {# week} other {# weken}}} other {{count, plural, one {# maand} other {# maanden}}}}',
  },
  range: { id: 'staff.waitSpan.range', defaultMessage: '{min} tot {upper}' },
  approximate: { id: 'staff.waitSpan.approximate', defaultMessage: 'ongeveer {span}' },
});

/** The names of the figures, as a label ("Aanmeldingswachttijd") and inside a sentence. */
export const figureLabels = defineMessages({
  registration: { id: 'staff.waitingTimesFigure.registration', defaultMessage: 'Aanmeldingswachttijd' },
  treatment: { id: 'staff.waitingTimesFigure.treatment', defaultMessage: 'Behandelingswachttijd' },
  // The whole wait, both parts together: the site's summary card shows it in large for a department
  // whose headline is a total.
  total: { id: 'staff.waitingTimesFigure.total', defaultMessage: 'Totale wachttijd (van aanmelding tot start behandeling)' },
}) satisfies Record<FigurePart, unknown>;

export const figureInlineLabels = defineMessages({
  registration: { id: 'staff.waitingTimesFigure.registrationInline', defaultMessage: 'aanmeldingswachttijd' },
  treatment: { id: 'staff.waitingTimesFigure.treatmentInline', defaultMessage: 'behandelingswachttijd' },
  total: { id: 'staff.waitingTimesFigure.totalInline', defaultMessage: 'totale wachttijd' },
}) satisfies Record<FigurePart, unknown>;

/** A wait in Dutch words, as the site shows it ("3 tot 6 maanden"). */
export function useSpanText(): (span: WaitSpan) => string {
  const intl = useIntl();
  return (span) => {
    const upper = intl.formatMessage(spanMessages.amount, { unit: span.unit, count: span.max });
    const amount =
      span.min === span.max ? upper : intl.formatMessage(spanMessages.range, { min: intl.formatNumber(span.min), upper });
    return span.approximate === true ? intl.formatMessage(spanMessages.approximate, { span: amount }) : amount;
  };
}

/** A month's name, "november 2026", for its first day (`YYYY-MM-01`). */
export const monthNameOf = (intl: IntlShape, month: string) =>
  intl.formatDate(`${month}T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A day in words, "1 december 2026" (`YYYY-MM-DD`, a day, not a moment: read as UTC so no time zone moves it). */
export const dayOf = (intl: IntlShape, day: string) =>
  intl.formatDate(`${day}T12:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
