import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useSignalValue, type ReadableSignal } from './useSignalValue.ts';

/** The part of a @modular-forms/react field store (the first argument of `<Field>`'s children) this reads. */
export type FormFieldStore<TValue> = {
  name: string;
  value: ReadableSignal<TValue | null | undefined>;
  error: ReadableSignal<string>;
};

/** Plain props for a ui field: spread them (`{...state}`) and map `value`/`onChange` to the field's own types. */
export type FormFieldState<TValue> = {
  name: string;
  value: TValue | null | undefined;
  /** The validation message, or undefined when there is none. */
  errorMessage: string | undefined;
  isInvalid: boolean;
};

export type FormFieldProps<TValue> = {
  field: FormFieldStore<TValue>;
  children: (state: FormFieldState<TValue>) => ReactNode;
};

/**
 * Binds one form-library field to a ui field and re-renders it when its value or error changes — the one place
 * where signals meet React in this package. The ui fields themselves stay plain (value, onChange, errorMessage).
 *
 * ```tsx
 * <Field name="firstName">
 *   {(field) => (
 *     <FormField field={field}>
 *       {({ value, ...state }) => (
 *         <TextField {...state} id="firstName" label={…} autoComplete="given-name"
 *           value={value ?? ''} onChange={(next) => setValue(form, 'firstName', next)} />
 *       )}
 *     </FormField>
 *   )}
 * </Field>
 * ```
 */
export function FormField<TValue>({ field, children }: FormFieldProps<TValue>) {
  const value = useSignalValue(field.value);
  // A submit puts an error on many fields at once. Rendering them all before the next paint made
  // the press wait (an empty registration form: most of 400 ms on a slow phone). So a new error
  // renders in a later, lower-priority render (usually after that paint), while the error summary,
  // which takes focus, shows at once; the value, which the visitor is typing, always renders at once.
  const error = useDeferredValue(useSignalValue(field.error));
  const { name } = field;
  // The render that only notices a new error does not render the field again, as long as the
  // caller's `children` keeps its identity (a memoised caller; an inline function is new each time
  // the caller renders). So `children` must be pure: it is called inside useMemo.
  const rendered = useMemo(
    () => children({ name, value, errorMessage: error || undefined, isInvalid: error !== '' }),
    [children, name, value, error],
  );
  return <>{rendered}</>;
}
