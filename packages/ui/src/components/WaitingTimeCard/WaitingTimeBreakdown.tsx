import type { ReactNode } from 'react';
import * as styles from './WaitingTimeBreakdown.css.ts';
import { cx } from '../../styles/cx.ts';

export const waitingTimeBreakdownSizes = ['md', 'lg'] as const;
export type WaitingTimeBreakdownSize = (typeof waitingTimeBreakdownSizes)[number];

export type WaitingTimeBreakdownPart = {
  /** A stable key: "registration", "treatment". */
  id: string;
  /** What the part measures: "Van aanmelding tot intake". */
  label: ReactNode;
  /** The wait in words: "3 tot 6 maanden". */
  value: ReactNode;
};

export type WaitingTimeBreakdownProps = {
  /** The parts of the wait, in the order they happen. */
  parts: readonly WaitingTimeBreakdownPart[];
  /** The date the figures hold for, in words: "Cijfers van 1 november 2026". */
  asOf?: ReactNode;
  /** md inside a card; lg as the figures of a waiting-time page (side by side from tablet width). */
  size?: WaitingTimeBreakdownSize;
  className?: string;
};

/**
 * A wait split into its parts (registration wait, treatment wait) as a description list, with the
 * date the figures hold for.
 */
export function WaitingTimeBreakdown({ parts, asOf, size = 'md', className }: WaitingTimeBreakdownProps) {
  return (
    <div className={cx(styles.breakdown, className)}>
      <dl className={cx(styles.parts, styles.partsSize[size])}>
        {parts.map((part) => (
          <div key={part.id} className={styles.part}>
            <dt className={styles.label}>{part.label}</dt>
            <dd className={cx(styles.value, styles.valueSize[size])}>{part.value}</dd>
          </div>
        ))}
      </dl>
      {asOf && <p className={styles.asOf}>{asOf}</p>}
    </div>
  );
}
