import type { Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHeader, cx, fieldStyles, splitFieldProps, type FieldProps } from '../private/Field/index.ts';
import * as styles from './TextArea.css.ts';

export type TextAreaProps = FieldProps<AriaTextFieldProps, 'type' | 'inputMode'> & {
  /** Visible lines; the registration message field has 4. The visitor can make it taller. */
  rows?: number;
  textAreaRef?: Ref<HTMLTextAreaElement>;
};

/** Free text over several lines: label, hint, error, text area. `id` lands on the text area. */
export function TextArea({ rows = 4, textAreaRef, ...props }: TextAreaProps) {
  const field = splitFieldProps(props);
  return (
    <AriaTextField {...field.rest} {...field.root}>
      <FieldHeader {...field.header} />
      {/* The browser scrolls only the caret's line into view on focus: the whole box (and the error
          below it) is shown, as far as it fits, so a visitor tabbing in sees the field they type in. */}
      <AriaTextArea
        ref={textAreaRef}
        rows={rows}
        className={cx(fieldStyles.control, styles.textArea)}
        onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest' })}
      />
    </AriaTextField>
  );
}
