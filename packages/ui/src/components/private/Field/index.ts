export {
  FieldDescription,
  FieldErrorMessage,
  FieldErrorText,
  FieldHeader,
  FieldLabel,
  RequiredMark,
  resolveInvalid,
  splitFieldProps,
  usePlainFieldMessages,
  type FieldBaseProps,
  type FieldLabelling,
  type FieldMessageProps,
  type FieldOwnedProps,
  type FieldProps,
} from './Field.tsx';
export * as fieldStyles from './Field.css.ts';
