export { WaitingTimeCard, type WaitingTimeCardProps } from './WaitingTimeCard.tsx';
export {
  waitingTimeStatuses,
  waitingTimeUnits,
  waitingTimeFill,
  type WaitingTimeStatus,
  type WaitingTimeUnit,
} from './waitingTime.ts';
