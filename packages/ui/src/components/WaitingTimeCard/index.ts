export { WaitingTimeCard, type WaitingTimeCardProps } from './WaitingTimeCard.tsx';
export {
  WaitingTimeBreakdown,
  waitingTimeBreakdownSizes,
  type WaitingTimeBreakdownPart,
  type WaitingTimeBreakdownProps,
  type WaitingTimeBreakdownSize,
} from './WaitingTimeBreakdown.tsx';
export {
  waitingTimeStatuses,
  waitingTimeUnits,
  waitingTimeFill,
  type WaitingTimeStatus,
  type WaitingTimeUnit,
} from './waitingTime.ts';
