export {
  DateField,
  dateFromParts,
  dateParts,
  partsFromDate,
  type DateFieldProps,
  type DatePart,
  type DateParts,
} from './DateField.tsx';
