/** How long the wait is, as the progress bar and the status text show it (docs/product-rules.md §4). */
export const waitingTimeStatuses = ['low', 'medium', 'high', 'urgent'] as const;
export type WaitingTimeStatus = (typeof waitingTimeStatuses)[number];

/**
 * The unit after the duration: "3–6 maanden", "1 maand", "2–4 weken", "0–1 week". The singular
 * goes with an upper bound of 1 ("0–1 week", never "0–1 weken").
 */
export const waitingTimeUnits = ['months', 'month', 'weeks', 'week'] as const;
export type WaitingTimeUnit = (typeof waitingTimeUnits)[number];

const fillByStatus: Readonly<Record<WaitingTimeStatus, number>> = {
  low: 30,
  medium: 60,
  high: 90,
  urgent: 90,
};

/** How full the bar is, in percent: low 30, medium 60, high and urgent 90. */
export function waitingTimeFill(status: WaitingTimeStatus): number {
  return fillByStatus[status];
}
