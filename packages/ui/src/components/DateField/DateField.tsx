import { useState, type ReactNode } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { RequiredMark, fieldStyles, usePlainFieldMessages, type FieldMessageProps } from '../private/Field/index.ts';
import { cx } from '../../styles/cx.ts';
import * as styles from './DateField.css.ts';

const messages = defineMessages({
  day: { id: 'ui.dateField.day', defaultMessage: 'Dag' },
  month: { id: 'ui.dateField.month', defaultMessage: 'Maand' },
  year: { id: 'ui.dateField.year', defaultMessage: 'Jaar' },
});

/** The three boxes, in the order all three of the site's languages write a date: day, month, year. */
export const dateParts = ['day', 'month', 'year'] as const;
export type DatePart = (typeof dateParts)[number];
export type DateParts = Record<DatePart, string>;

const noParts: DateParts = { day: '', month: '', year: '' };

/**
 * What was typed as the field's value: '' when nothing is, else 'year-month-day' with a one-digit
 * day or month given its leading zero. Typed in full that is an ISO date ('1985-07-04'); a half
 * date ('1985--04') or an impossible one ('1985-02-31') is not, and a form's schema says so.
 */
export function dateFromParts({ day, month, year }: DateParts): string {
  if (!day && !month && !year) return '';
  const twoDigits = (part: string) => (part.length === 1 ? `0${part}` : part);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** The boxes' contents for a value made by `dateFromParts` (or any 'year-month-day' string); empty for anything else. */
export function partsFromDate(value: string | null | undefined): DateParts {
  const [year, month, day, ...rest] = (value ?? '').split('-');
  if (year === undefined || month === undefined || day === undefined || rest.length > 0) return noParts;
  return { day, month, year };
}

export type DateFieldProps = FieldMessageProps & {
  /** The legend over the three boxes. */
  label: ReactNode;
  /** Lands on the day box, so an error summary can link to the field; the others get `-month` and `-year`. */
  id?: string;
  /** The boxes' names are `name-day`, `name-month` and `name-year`. */
  name?: string;
  /** 'YYYY-MM-DD', '' for no date, or a half-typed value from `dateFromParts`. */
  value?: string;
  defaultValue?: string;
  /** Called with `dateFromParts` of the boxes at every change that alters it. */
  onChange?: (value: string) => void;
  /** 'bday' for the visitor's own date of birth: the boxes then ask for bday-day, bday-month and bday-year. */
  autoComplete?: 'bday';
  isDisabled?: boolean;
  className?: string;
};

/**
 * A memorable date (a date of birth) typed as three numbers: day, month, year, each in a box of
 * its own with a visible label, as GOV.UK and the NL Design System ask for dates people know by
 * heart. No calendar and no spin buttons: phones show the number keypad, and every box is a plain
 * text input, so what is typed before the app has started is kept like any other field's.
 */
export function DateField({
  label,
  id,
  name,
  value,
  defaultValue,
  onChange,
  autoComplete,
  isDisabled,
  className,
  description,
  errorMessage,
  isInvalid: isInvalidProp,
  isRequired,
}: DateFieldProps) {
  const intl = useIntl();
  const { isInvalid, describedBy, hintAndError } = usePlainFieldMessages({ description, errorMessage, isInvalid: isInvalidProp });
  // The boxes hold what was typed; the value is derived from them. A value from outside (a reset,
  // what was typed before the app started) refills the boxes; the field's own reports do not, so a
  // typed "5" is not turned into "05" under the visitor's fingers.
  const [parts, setParts] = useState(() => partsFromDate(value ?? defaultValue));
  const [reported, setReported] = useState(value ?? defaultValue ?? '');
  if (value !== undefined && value !== reported) {
    setReported(value);
    setParts(partsFromDate(value));
  }
  const type = (part: DatePart, typed: string) => {
    // Digits only: a letter or a separator in a box could never make a date.
    const next = { ...parts, [part]: typed.replace(/\D/g, '') };
    setParts(next);
    const nextValue = dateFromParts(next);
    if (nextValue === reported) return;
    setReported(nextValue);
    onChange?.(nextValue);
  };

  return (
    <fieldset
      className={cx(fieldStyles.field, styles.fieldset, className)}
      data-invalid={isInvalid || undefined}
      disabled={isDisabled}
    >
      <legend className={cx(fieldStyles.label, styles.legend)}>
        {label}
        {isRequired && <RequiredMark />}
      </legend>
      {hintAndError}
      <div className={styles.parts}>
        {dateParts.map((part) => (
          <TextField
            key={part}
            id={part === 'day' ? id : id && `${id}-${part}`}
            name={name && `${name}-${part}`}
            value={parts[part]}
            onChange={(typed) => type(part, typed)}
            isRequired={isRequired}
            isInvalid={isInvalid}
            isDisabled={isDisabled}
            validationBehavior="aria"
            aria-describedby={describedBy}
            className={styles.part}
          >
            <Label className={styles.partLabel}>{intl.formatMessage(messages[part])}</Label>
            <Input
              inputMode="numeric"
              autoComplete={autoComplete && `${autoComplete}-${part}`}
              className={cx(fieldStyles.control, styles.input, part === 'year' ? styles.yearInput : styles.dayInput)}
            />
          </TextField>
        ))}
      </div>
    </fieldset>
  );
}
