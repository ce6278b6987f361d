export { FormField, type FormFieldProps, type FormFieldState, type FormFieldStore } from './FormField.tsx';
export { useSignalValue, type ReadableSignal } from './useSignalValue.ts';
