import { useMemo, type ReactNode } from 'react';
import { computed } from '@preact/signals-core';
import { getErrors, type FieldValues, type FormStore } from '@modular-forms/react';
import * as v from 'valibot';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { FormField, type FormFieldStore } from './FormField.tsx';
import { useSignalValue } from './useSignalValue.ts';

/* eslint-disable formatjs/no-literal-string-in-jsx -- sample Dutch labels, as in the story and the test that use these */
/**
 * For FormField's story and test only (not exported from the package): the parts of a registration
 * form they both build, so the test checks the same fields the story shows. Each caller still writes
 * its own form, `<Field>`s and `setValue`, the pattern FormField.md describes.
 */

/** The valibot rules of the fields both forms have; the messages would come from react-intl in the site. */
export const contactRules = {
  firstName: v.pipe(v.string(), v.nonEmpty('Voornaam is verplicht')),
  email: v.pipe(v.string(), v.email('Ongeldig e-mailadres')),
  termsAccepted: v.literal(true, 'U moet akkoord gaan met de voorwaarden'),
};

/** What an ErrorSummary needs from a form: every field error, kept in step with the fields by a computed signal. */
export function useErrorSummary<TValues extends FieldValues>(form: FormStore<TValues, undefined>) {
  const errorList = useMemo(
    () =>
      computed(() =>
        Object.entries<string | undefined>(getErrors(form)).map(([id, message]) => ({ id, message: message ?? '' })),
      ),
    [form],
  );
  return { errors: useSignalValue(errorList), submitCount: useSignalValue(form.submitCount) };
}

/** A field bound to its form, with the few props a caller may add (the story marks its fields required). */
type BoundFieldProps<TValue, TExtra = object> = TExtra & {
  /** The store `<Field>` hands over. */
  field: FormFieldStore<TValue>;
  /** Stores the value the visitor entered (`setValue(form, name, next)`). */
  onChange: (value: TValue) => void;
  isRequired?: boolean;
};

export function FirstNameField({ field, onChange, ...props }: BoundFieldProps<string>) {
  return (
    <FormField field={field}>
      {({ value, ...state }) => (
        <TextField
          {...state}
          id="firstName"
          label="Voornaam"
          {...props}
          autoComplete="given-name"
          value={value ?? ''}
          onChange={onChange}
        />
      )}
    </FormField>
  );
}

export function EmailField({ field, onChange, ...props }: BoundFieldProps<string, Pick<TextFieldProps, 'inputMode'>>) {
  return (
    <FormField field={field}>
      {({ value, ...state }) => (
        <TextField
          {...state}
          id="email"
          label="E-mailadres"
          {...props}
          type="email"
          autoComplete="email"
          value={value ?? ''}
          onChange={onChange}
        />
      )}
    </FormField>
  );
}

export function TermsField({ field, onChange, ...props }: BoundFieldProps<boolean, { label?: ReactNode }>) {
  return (
    <FormField field={field}>
      {({ value, ...state }) => (
        <Checkbox
          {...state}
          id="termsAccepted"
          label="Ik ga akkoord met de voorwaarden"
          {...props}
          isSelected={value ?? false}
          onChange={onChange}
        />
      )}
    </FormField>
  );
}
