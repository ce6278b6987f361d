/**
 * The form's date of birth: the design system's DateField, whose code (React Aria's date field
 * and its calendar arithmetic) comes later than the page's (RegistrationForm's laterSlice).
 */
export { DateField as default } from '@ankerlicht/ui';
