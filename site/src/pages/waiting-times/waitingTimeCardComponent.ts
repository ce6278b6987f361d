// The design system's WaitingTimeCard is not yet exported from '@ankerlicht/ui' (work in
// progress there); once it is, import it from the package and delete this file.
export { WaitingTimeCard } from '../../../../packages/ui/src/components/WaitingTimeCard/index.ts';
