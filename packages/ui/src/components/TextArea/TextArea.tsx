import type { Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHeader, cx, fieldStyles, resolveInvalid, type FieldBaseProps } from '../private/Field/index.ts';
import * as styles from './TextArea.css.ts';

export type TextAreaProps = Omit<
  AriaTextFieldProps,
  | 'className'
  | 'style'
  | 'children'
  | 'isInvalid'
  | 'validationBehavior'
  | 'aria-label'
  | 'aria-labelledby'
  | 'type'
  | 'inputMode'
> &
  FieldBaseProps & {
    className?: string;
    /** Visible lines; the registration message field has 4. The visitor can make it taller. */
    rows?: number;
    textAreaRef?: Ref<HTMLTextAreaElement>;
  };

/** Free text over several lines: label, hint, error, text area. `id` lands on the text area. */
export function TextArea({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  className,
  rows = 4,
  textAreaRef,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      isInvalid={resolveInvalid({ isInvalid, errorMessage })}
      validationBehavior="aria"
      className={cx(fieldStyles.field, className)}
    >
      <FieldHeader label={label} description={description} errorMessage={errorMessage} isRequired={isRequired} />
      <AriaTextArea ref={textAreaRef} rows={rows} className={cx(fieldStyles.control, styles.textArea)} />
    </AriaTextField>
  );
}
