import type { Ref } from 'react';
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldHeader, cx, fieldStyles, resolveInvalid, type FieldBaseProps } from '../private/Field/index.ts';
import * as styles from './TextField.css.ts';

export type TextFieldProps = Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children' | 'isInvalid' | 'validationBehavior' | 'aria-label' | 'aria-labelledby'
> &
  FieldBaseProps & {
    className?: string;
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
export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  className,
  placeholder,
  inputRef,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      isInvalid={resolveInvalid({ isInvalid, errorMessage })}
      // One schema validates the form (valibot); React Aria only shows the result.
      validationBehavior="aria"
      className={cx(fieldStyles.field, className)}
    >
      <FieldHeader label={label} description={description} errorMessage={errorMessage} isRequired={isRequired} />
      <Input ref={inputRef} placeholder={placeholder} className={cx(fieldStyles.control, styles.input)} />
    </AriaTextField>
  );
}
