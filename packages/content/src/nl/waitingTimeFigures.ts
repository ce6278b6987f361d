// The words of ../waitingTimeFigures.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  aboutWord: 'ongeveer',
  rangeWord: 'tot',
} as const;
