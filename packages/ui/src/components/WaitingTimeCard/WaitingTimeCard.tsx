import { useId, type ReactNode } from 'react';
import { Label } from 'react-aria-components';
import { defineMessages, useIntl, type MessageValue, type NoMessageValues } from 'react-intl';
import { Card, type CardElement } from '../Card/Card.tsx';
import { Link } from '../Link/Link.tsx';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import { waitingTimeFill, type WaitingTimeStatus, type WaitingTimeUnit } from './waitingTime.ts';
import { WaitingTimeBreakdown, type WaitingTimeBreakdownPart } from './WaitingTimeBreakdown.tsx';
import * as styles from './WaitingTimeCard.css.ts';
import { asOf as asOfStyle } from './WaitingTimeBreakdown.css.ts';
import { cx } from '../../styles/cx.ts';

const messages = defineMessages<{
  readonly months: { readonly duration: MessageValue };
  readonly month: { readonly duration: MessageValue };
  readonly weeks: { readonly duration: MessageValue };
  readonly week: { readonly duration: MessageValue };
  readonly approximately: { readonly amount: MessageValue };
  readonly meterLabel: NoMessageValues;
  readonly low: NoMessageValues;
  readonly medium: NoMessageValues;
  readonly high: NoMessageValues;
  readonly urgent: NoMessageValues;
}>({
  months: { id: 'ui.waitingTimeCard.months', defaultMessage: '{duration} maanden' },
  month: { id: 'ui.waitingTimeCard.month', defaultMessage: '{duration} maand' },
  weeks: { id: 'ui.waitingTimeCard.weeks', defaultMessage: '{duration} weken' },
  // An upper bound of 1 takes the singular: "0–1 week".
  week: { id: 'ui.waitingTimeCard.week', defaultMessage: '{duration} week' },
  approximately: { id: 'ui.waitingTimeCard.approximately', defaultMessage: 'ongeveer {amount}' },
  meterLabel: { id: 'ui.waitingTimeCard.meterLabel', defaultMessage: 'Hoe lang de wachttijd is' },
  low: { id: 'ui.waitingTimeCard.statusLow', defaultMessage: 'Korte wachttijd' },
  medium: { id: 'ui.waitingTimeCard.statusMedium', defaultMessage: 'Middellange wachttijd' },
  high: { id: 'ui.waitingTimeCard.statusHigh', defaultMessage: 'Lange wachttijd' },
  urgent: { id: 'ui.waitingTimeCard.statusUrgent', defaultMessage: 'Spoed' },
});

export type WaitingTimeCardProps = {
  /** Who the waiting time is for: "Volwassenen", "Kinderen en jongeren", "Spoed". */
  title: ReactNode;
  /** The number part as displayed: "3–6", "1", "0–1". */
  duration: string;
  unit: WaitingTimeUnit;
  /** Says "ongeveer" before the duration ("about 1 month"). */
  isApproximate?: boolean;
  /**
   * The duration as words for screen readers when the digits read badly ("3 tot 6 maanden"
   * instead of "3–6"); the visible text is then hidden from them.
   */
  accessibleDuration?: string;
  /** Drives the bar (low 30 %, medium 60 %, high and urgent 90 %) and the status words. */
  status: WaitingTimeStatus;
  /** One line under the duration, such as "Vanaf de aanmelding tot het begin van de intake". */
  description?: ReactNode;
  /** The wait split into its parts (registration wait, treatment wait), shown under the description. */
  breakdown?: readonly WaitingTimeBreakdownPart[];
  /** The date the figures hold for, in words: "Cijfers van 1 november 2026". */
  asOf?: ReactNode;
  /** The waiting-time page this card summarises. */
  link?: { href: string; label: ReactNode };
  headingLevel?: 2 | 3 | 4;
  /** `li` inside a list Grid. */
  as?: CardElement;
  className?: string;
};

/** The current waiting time for one group: duration, status in words and as a bar, and a link to more. */
export function WaitingTimeCard({
  title,
  duration,
  unit,
  isApproximate,
  accessibleDuration,
  status,
  description,
  breakdown,
  asOf,
  link,
  headingLevel = 3,
  as,
  className,
}: WaitingTimeCardProps) {
  const intl = useIntl();
  const amount = intl.formatMessage(messages[unit], { duration });
  const durationText = isApproximate ? intl.formatMessage(messages.approximately, { amount }) : amount;
  const statusText = intl.formatMessage(messages[status]);
  const fill = waitingTimeFill(status);
  const labelId = useId();
  return (
    <Card heading={title} headingLevel={headingLevel} as={as} className={className}>
      <p className={styles.duration}>
        {accessibleDuration ? (
          <>
            <span aria-hidden="true">{durationText}</span>
            <span className={visuallyHidden}>{accessibleDuration}</span>
          </>
        ) : (
          durationText
        )}
      </p>
      {description && <div className={styles.description}>{description}</div>}
      {/*
        The meter's role and values written out, as React Aria's Meter renders them: its Meter also
        formats a number we never show (the status words are the value text), and that formatter
        alone was most of the card's code on every page that shows one (the registration forms too).
        The name is React Aria's Label, as in every field.
      */}
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuenow={fill}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={statusText}
        className={styles.meter}
      >
        <Label id={labelId} elementType="span" className={visuallyHidden}>
          {intl.formatMessage(messages.meterLabel)}
        </Label>
        {/* The status in words: the bar's colour and length are never the only cue. */}
        <span className={styles.status}>{statusText}</span>
        <span className={styles.track}>
          <span className={cx(styles.fill, styles.fillTone[status])} style={{ width: `${fill}%` }} />
        </span>
      </div>
      {breakdown && breakdown.length > 0 ? (
        <WaitingTimeBreakdown parts={breakdown} asOf={asOf} />
      ) : (
        asOf && <p className={asOfStyle}>{asOf}</p>
      )}
      {link && (
        <p className={styles.linkLine}>
          <Link href={link.href}>{link.label}</Link>
        </p>
      )}
    </Card>
  );
}
