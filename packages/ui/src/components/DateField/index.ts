export { DateField, parseIsoDate, type DateFieldProps } from './DateField.tsx';
