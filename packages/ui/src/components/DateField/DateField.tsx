import { useContext, useEffect, useState } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useIsSSR } from 'react-aria';
import {
  DateField as AriaDateField,
  DateFieldStateContext,
  DateInput,
  DateSegment,
  I18nProvider,
  type DateFieldProps as AriaDateFieldProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldHeader, ariaLocaleFor, cx, fieldStyles, splitFieldProps, type FieldProps } from '../private/Field/index.ts';
import * as styles from './DateField.css.ts';

/** 'YYYY-MM-DD' to a calendar date; anything else (the empty string, a half date) is no date. */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

export type DateFieldProps = FieldProps<
  AriaDateFieldProps<CalendarDate>,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'placeholderValue'
  | 'granularity'
  | 'hourCycle'
  | 'hideTimeZone'
> & {
  /** The date as an ISO string, 'YYYY-MM-DD', or '' while no complete date is entered. */
  value?: string;
  defaultValue?: string;
  /** Called with 'YYYY-MM-DD' once day, month and year are all filled in, and with '' as soon as one is empty. */
  onChange?: (value: string) => void;
  /** Earliest and latest allowed dates, 'YYYY-MM-DD'. */
  minValue?: string;
  maxValue?: string;
};

/**
 * A date typed as day, month and year (a date of birth): no calendar popup to scroll back decades in.
 * The order and separators of the segments follow the visitor's language (nl 31-12-1990, en 31/12/1990,
 * tr 31.12.1990); each segment is a labelled spin button. The value is an ISO date string for the form.
 */
export function DateField({
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  shouldForceLeadingZeros = true,
  ...props
}: DateFieldProps) {
  const intl = useIntl();
  const field = splitFieldProps(props);
  // Read-only in the prerendered HTML and while React hydrates it: digits typed into the page's own
  // editable segments before then were thrown away when React took them over (a text mismatch), and
  // the early-input recorder cannot carry them over as it does a text field's value.
  const isSSR = useIsSSR();
  // React Aria keeps its last complete date while a segment is erased; the form must then hold '' instead,
  // without React Aria wiping the segments the visitor left. So React Aria's date and the form's string are
  // kept apart, and the form's value only resets React Aria's when the form itself changes it (a reset).
  const [formValue, setFormValue] = useState(value ?? defaultValue ?? '');
  const [ariaValue, setAriaValue] = useState(() => parseIsoDate(value ?? defaultValue));
  if (value !== undefined && value !== formValue) {
    setFormValue(value);
    setAriaValue(parseIsoDate(value));
  }
  const report = (next: string) => {
    if (next === formValue) return;
    setFormValue(next);
    onChange?.(next);
  };
  return (
    // React Aria reads the segment order and its segment names from its own locale: keep it in step with the site's.
    <I18nProvider locale={ariaLocaleFor(intl.locale)}>
      <AriaDateField<CalendarDate>
        {...field.rest}
        {...field.root}
        isReadOnly={isSSR || props.isReadOnly}
        value={ariaValue}
        onChange={(date) => {
          setAriaValue(date);
          report(date ? date.toString() : '');
        }}
        minValue={parseIsoDate(minValue) ?? undefined}
        maxValue={parseIsoDate(maxValue) ?? undefined}
        granularity="day"
        // 04-07-1985, the way the placeholder dd-mm-jjjj reads.
        shouldForceLeadingZeros={shouldForceLeadingZeros}
      >
        <FieldHeader {...field.header} />
        <DateInput className={cx(fieldStyles.control, styles.input)}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <CompletenessWatcher onChange={(isComplete) => report(isComplete && ariaValue ? ariaValue.toString() : '')} />
      </AriaDateField>
    </I18nProvider>
  );
}

/** Tells whether every segment is filled in: React Aria only reports complete dates, not a segment being erased. */
function CompletenessWatcher({ onChange }: { onChange: (isComplete: boolean) => void }) {
  const state = useContext(DateFieldStateContext);
  const isComplete = state ? state.segments.every((segment) => !segment.isEditable || !segment.isPlaceholder) : true;
  useEffect(() => {
    onChange(isComplete);
    // Only a change in completeness matters; onChange is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isComplete]);
  return null;
}
