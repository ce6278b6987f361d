// The words of ../tariffs.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  title: 'Tarieven',
  text: 'Een behandeling bestaat uit losse gesprekken (consulten). Elk consult heeft een tarief. Dat hangt af van hoe lang het gesprek duurt en van het beroep van de behandelaar, bijvoorbeeld psycholoog of psychiater. Voor zorg die wordt vergoed, betaalt uw zorgverzekeraar of de gemeente ons het tarief dat we met hen hebben afgesproken. Betaalt u zelf, bijvoorbeeld voor zorg die niet wordt vergoed? Dan rekenen we de maximumtarieven die de Nederlandse Zorgautoriteit (NZa) elk jaar vaststelt.',
  finderLabel: 'Alle maximumtarieven in de tarievenzoeker van de NZa',
} as const;
