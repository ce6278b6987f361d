import type { SyntheticEvent } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { Check } from 'lucide-react';
import { FieldDescription, FieldErrorMessage, RequiredMark, splitFieldProps, type FieldProps } from '../private/Field/index.ts';
import * as styles from './Checkbox.css.ts';

export type CheckboxProps = FieldProps<CheckboxFieldProps, 'isIndeterminate'>;

/**
 * A single checkbox, such as the consent to the terms. The `label` sits beside the box and may hold links
 * (to the terms and the privacy statement); following a link does not tick the box. Hint and error come
 * above the box, in the shared field order. `isSelected` / `onChange` hold the state; `id` lands on the input.
 */
export function Checkbox(props: CheckboxProps) {
  // The label sits beside the box, not above it: the header's parts are placed one by one.
  const {
    rest,
    root,
    header: { label, description, errorMessage, isRequired },
  } = splitFieldProps(props);
  return (
    <CheckboxField {...rest} {...root}>
      {description != null && description !== false && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <CheckboxButton className={styles.checkbox}>
        <span aria-hidden="true" className={styles.box}>
          <Check className={styles.tick} />
        </span>
        {label != null && (
          <span
            className={styles.label}
            onPointerDown={keepLinkPressesToTheLink}
            onMouseDown={keepLinkPressesToTheLink}
            onPointerUp={keepLinkPressesToTheLink}
            onMouseUp={keepLinkPressesToTheLink}
            onClick={keepLinkPressesToTheLink}
          >
            {label}
            {isRequired && <RequiredMark />}
          </span>
        )}
      </CheckboxButton>
    </CheckboxField>
  );
}

/**
 * A press on a link inside the label would reach React Aria's press handling on the <label> and tick the box.
 * Stop it at the label text: the link still does its own thing (its handlers ran first; stopping propagation
 * does not cancel navigation), and a press anywhere else on the text still ticks the box.
 */
function keepLinkPressesToTheLink(event: SyntheticEvent) {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation();
}
