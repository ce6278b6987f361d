export { DateField, dateFromParts, type DateFieldProps, type DatePart } from './DateField.tsx';
