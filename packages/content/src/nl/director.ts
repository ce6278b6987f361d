// The words of ../director.ts in Dutch, the source: the other languages have this structure and order.
export default {
  role: 'Directeur-bestuurder',
} as const;
