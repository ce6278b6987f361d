import type { Ref } from 'react';
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldHeader, fieldStyles, splitFieldProps, type FieldProps } from '../private/Field/index.ts';
import { cx } from '../../styles/cx.ts';
import * as styles from './TextField.css.ts';

export type TextFieldProps = FieldProps<AriaTextFieldProps> & {
  /** Shown in the empty box. Never a replacement for the label or the hint. */
  placeholder?: string;
  /** The input element, for focusing it from elsewhere. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A one-line text field: label, hint, error, input. Pass `type` (email, tel…), `autoComplete`
 * (given-name, email, postal-code…) and `inputMode` so browsers fill it in and phones show the right keyboard.
 * `id` lands on the input, so an error summary can link to it.
 */
export function TextField({ placeholder, inputRef, ...props }: TextFieldProps) {
  const field = splitFieldProps(props);
  return (
    <AriaTextField {...field.rest} {...field.root}>
      <FieldHeader {...field.header} />
      <Input ref={inputRef} placeholder={placeholder} className={cx(fieldStyles.control, styles.input)} />
    </AriaTextField>
  );
}
