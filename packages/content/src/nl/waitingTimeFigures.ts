// The words of ../waitingTimeFigures.ts in Dutch, the source: the other languages have this structure and order.
export default {
  aboutWord: 'ongeveer',
  rangeWord: 'tot',
} as const;
