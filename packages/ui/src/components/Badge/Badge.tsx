import type { ReactNode } from 'react';
import * as styles from './Badge.css.ts';
import { cx } from '../../styles/cx.ts';

export const badgeTones = ['neutral', 'brand', 'success', 'warning', 'critical'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export type BadgeProps = {
  children: ReactNode;
  /** The colour family; the words must carry the meaning on their own (colour is a hint only). */
  tone?: BadgeTone;
  className?: string;
};

/** A short status label, such as "Actuele vacatures" on the careers card. Not interactive. */
export function Badge({ tone = 'neutral', className, children }: BadgeProps) {
  return <span className={cx(styles.badge, styles.tone[tone], className)}>{children}</span>;
}
