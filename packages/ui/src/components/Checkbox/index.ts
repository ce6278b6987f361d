export { Checkbox, type CheckboxProps } from './Checkbox.tsx';
