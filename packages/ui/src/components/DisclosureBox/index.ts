export { DisclosureBox, type DisclosureBoxProps } from './DisclosureBox.tsx';
