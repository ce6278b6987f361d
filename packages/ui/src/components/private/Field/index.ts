export {
  FieldDescription,
  FieldErrorMessage,
  FieldHeader,
  FieldLabel,
  RequiredMark,
  cx,
  resolveInvalid,
  type FieldBaseProps,
  type FieldLabelling,
  type FieldMessageProps,
} from './Field.tsx';
export { ariaLocaleFor } from './ariaLocale.ts';
export * as fieldStyles from './Field.css.ts';
