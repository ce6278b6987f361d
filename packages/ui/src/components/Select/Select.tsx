import {
  Children,
  cloneElement,
  isValidElement,
  useId,
  useState,
  type ChangeEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { RequiredMark, fieldStyles, usePlainFieldMessages, type FieldBaseProps } from '../private/Field/index.ts';
import { cx } from '../../styles/cx.ts';
import * as styles from './Select.css.ts';

const messages = defineMessages({
  placeholder: { id: 'ui.select.placeholder', defaultMessage: 'Maak een keuze' },
});

export type SelectItemProps = {
  /** What `value` and `onChange` hold when this option is chosen. */
  id: string;
  /** The option's words: plain text, as a native option shows nothing else. */
  children: string;
  isDisabled?: boolean;
};

export type SelectProps<T extends { id: string } = { id: string }> = FieldBaseProps & {
  /** `SelectItem`s, or a function rendering one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactElement<SelectItemProps>);
  /** Entries with an `id`, for a long or generated list. */
  items?: Iterable<T>;
  /** The chosen item's id (controlled); `null` or '' for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (id: string) => void;
  /** Shown while nothing is chosen; "Maak een keuze" in the visitor's language by default. */
  placeholder?: string;
  /** Lands on the select, so an error summary can focus it. */
  id?: string;
  name?: string;
  autoComplete?: string;
  isDisabled?: boolean;
  className?: string;
};

/**
 * One choice out of a list (a team, an insurer, a preferred language) in the platform's own
 * select, as GOV.UK and Braid build it: phones open their own picker, type-ahead and scrolling are
 * the browser's, screen readers know it everywhere, and it costs no JavaScript (React Aria's
 * listbox select weighed about 20 KB on the one page that used it). Styled like the other fields.
 */
export function Select<T extends { id: string } = { id: string }>({
  label,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  description,
  errorMessage,
  isInvalid: isInvalidProp,
  isRequired,
  isDisabled,
  children,
  items,
  value,
  defaultValue,
  onChange,
  placeholder,
  id,
  name,
  autoComplete,
  className,
}: SelectProps<T>) {
  const intl = useIntl();
  const ownId = useId();
  const selectId = id ?? `${ownId}-select`;
  const { isInvalid, describedBy, hintAndError } = usePlainFieldMessages({ description, errorMessage, isInvalid: isInvalidProp });
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const chosen = (value === undefined ? uncontrolled : value) ?? '';
  const options =
    typeof children === 'function'
      ? Array.from(items ?? [], (item) => cloneElement(children(item), { key: item.id }))
      : Children.toArray(children);

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    setUncontrolled(event.target.value);
    onChange?.(event.target.value);
  };

  return (
    <div className={cx(fieldStyles.field, className)} data-invalid={isInvalid || undefined}>
      {label != null && label !== false && (
        <label htmlFor={selectId} className={fieldStyles.label}>
          {label}
          {isRequired && <RequiredMark />}
        </label>
      )}
      {hintAndError}
      <div className={styles.control}>
        <select
          id={selectId}
          name={name}
          autoComplete={autoComplete}
          value={chosen}
          onChange={choose}
          disabled={isDisabled}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-describedby={describedBy}
          aria-required={isRequired || undefined}
          aria-invalid={isInvalid || undefined}
          // The shared control's invalid and disabled looks (forced colours included) key on these.
          data-invalid={isInvalid || undefined}
          data-disabled={isDisabled || undefined}
          className={cx(fieldStyles.control, styles.select)}
        >
          {/* Until something is chosen; a choice cannot be taken back to nothing, as with React Aria's. */}
          {chosen === '' && (
            <option value="" disabled>
              {placeholder ?? intl.formatMessage(messages.placeholder)}
            </option>
          )}
          {options.filter(isValidElement)}
        </select>
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </div>
    </div>
  );
}

/** One option of a Select. */
export function SelectItem({ id, children, isDisabled }: SelectItemProps) {
  return (
    <option value={id} disabled={isDisabled}>
      {children}
    </option>
  );
}
