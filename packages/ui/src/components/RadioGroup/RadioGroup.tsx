import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { FieldHeader, splitFieldProps, type FieldProps } from '../private/Field/index.ts';
import { cx } from '../../styles/cx.ts';
import * as styles from './RadioGroup.css.ts';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export type RadioGroupProps = FieldProps<AriaRadioGroupProps, 'orientation'> & {
  /** The `Radio` options. */
  children: ReactNode;
  /** vertical (default) stacks the options; horizontal puts two or three short ones side by side, wrapping. */
  orientation?: RadioGroupOrientation;
};

/**
 * One choice out of a few visible options (gender, location). The group label is the question;
 * the error sits between the hint and the options. `id` lands on the group; `value`/`onChange` hold the chosen value.
 */
export function RadioGroup({ orientation = 'vertical', children, ...props }: RadioGroupProps) {
  const field = splitFieldProps(props);
  return (
    <AriaRadioGroup {...field.rest} {...field.root} orientation={orientation}>
      <FieldHeader {...field.header} />
      <div className={styles.options[orientation]}>{children}</div>
    </AriaRadioGroup>
  );
}

export type RadioProps = Omit<AriaRadioProps, 'className' | 'style' | 'children'> & {
  children: ReactNode;
  className?: string;
};

/** One option of a RadioGroup; the whole row (circle and text) is the target. */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={cx(styles.radio, className)}>
      <span aria-hidden="true" className={styles.circle} />
      <span>{children}</span>
    </AriaRadio>
  );
}
