export {
  FieldDescription,
  FieldErrorMessage,
  FieldHeader,
  FieldLabel,
  RequiredMark,
  cx,
  resolveInvalid,
  splitFieldProps,
  type FieldBaseProps,
  type FieldLabelling,
  type FieldMessageProps,
  type FieldOwnedProps,
  type FieldProps,
} from './Field.tsx';
export { ariaLocaleFor } from './ariaLocale.ts';
export * as fieldStyles from './Field.css.ts';
