// The words of ../director.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  role: 'Directeur-bestuurder',
} as const;
