import type { Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHeader, fieldStyles, splitFieldProps, type FieldProps } from '../private/Field/index.ts';
import { cx } from '../../styles/cx.ts';
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
      {/* On focus the browser shows only the caret's line: the whole field (label, box, error below)
          comes into view as far as it fits. 'nearest' on the field, as ErrorSummary's jump scrolls it to
          the start first: a field already in view, or at the top, stays where it is. */}
      <AriaTextArea
        ref={textAreaRef}
        rows={rows}
        className={cx(fieldStyles.control, styles.textArea)}
        onFocus={(event) =>
          (event.currentTarget.closest(`.${fieldStyles.field}`) ?? event.currentTarget).scrollIntoView({ block: 'nearest' })
        }
      />
    </AriaTextField>
  );
}
