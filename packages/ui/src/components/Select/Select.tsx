import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { Check, ChevronDown } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { FieldHeader, cx, fieldStyles, splitFieldProps, type FieldProps } from '../private/Field/index.ts';
import * as styles from './Select.css.ts';

const messages = defineMessages({
  placeholder: { id: 'ui.select.placeholder', defaultMessage: 'Maak een keuze' },
});

export type SelectProps<T extends object = object> = FieldProps<AriaSelectProps<T, 'single'>, 'selectionMode' | 'placeholder'> & {
  /** `SelectItem`s, or a function rendering one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Entries with an `id`, for a long or generated list. */
  items?: Iterable<T>;
  /** Shown while nothing is chosen; "Maak een keuze" in the visitor's language by default. */
  placeholder?: string;
};

/**
 * One choice out of a longer list (insurer, preferred language) in a button that opens a list box.
 * `value` / `onChange` hold the chosen item's id. Type-ahead and scrolling are React Aria's (see Select.md).
 */
export function Select<T extends object = object>({ placeholder, items, children, ...props }: SelectProps<T>) {
  const intl = useIntl();
  const field = splitFieldProps(props);
  return (
    <AriaSelect<T, 'single'>
      {...field.rest}
      {...field.root}
      placeholder={placeholder ?? intl.formatMessage(messages.placeholder)}
    >
      {/* A button cannot carry aria-required, so "required" is also said in hidden words in the label. */}
      <FieldHeader {...field.header} announceRequired />
      <Button className={cx(fieldStyles.control, styles.trigger)}>
        <SelectValue className={styles.value} />
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </Button>
      <Popover className={styles.popover}>
        <ListBox<T> items={items} className={styles.listBox}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export type SelectItemProps<T extends object = object> = Omit<ListBoxItemProps<T>, 'className' | 'style' | 'children'> & {
  children: ReactNode;
  className?: string;
};

/** One option of a Select. Give `textValue` when the content is not plain text, for type-ahead. */
export function SelectItem<T extends object = object>({ children, className, ...props }: SelectItemProps<T>) {
  return (
    <ListBoxItem<T>
      {...props}
      textValue={props.textValue ?? (typeof children === 'string' ? children : undefined)}
      className={cx(styles.item, className)}
    >
      {({ isSelected }) => (
        <>
          <span className={styles.itemText}>{children}</span>
          {isSelected && <Check aria-hidden="true" className={styles.check} />}
        </>
      )}
    </ListBoxItem>
  );
}
