/**
 * Dutch terms an English or Turkish text keeps as a gloss, as the visitor meets them in letters
 * from an insurer, GP or municipality: always beside a parenthesis, as in "deductible (eigen
 * risico)". The site marks each one as Dutch (`lang="nl"`, WCAG 3.1.2), so a screen reader says it
 * in Dutch, and the check for Dutch on English and Turkish pages allows exactly these.
 */
export const dutchGlossTerms: readonly string[] = [
  'eigen risico',
  'huisartsenpost',
  'privacyverklaring',
  'regiebehandelaar',
  'jeugdarts',
  'wijkteam',
  'zorgbemiddeling',
  'treeknorm',
  'GZ-psycholoog',
  'orthopedagoog',
  'functionaris gegevensbescherming',
  'Kwaliteitsstatuut GGZ',
];

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A gloss in its parentheses: "(eigen risico)", the term captured. */
const glossPattern = new RegExp(
  `\\((${[...dutchGlossTerms]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})\\)`,
  'giu',
);

/** A text cut into plain parts and glossed Dutch terms, in order ("deductible (", {gloss}, ")"). */
export function splitGlosses(text: string): Array<{ text: string; gloss: boolean }> {
  const parts: Array<{ text: string; gloss: boolean }> = [];
  let at = 0;
  for (const match of text.matchAll(glossPattern)) {
    const start = match.index + 1;
    const term = match[1]!;
    parts.push({ text: text.slice(at, start), gloss: false }, { text: term, gloss: true });
    at = start + term.length;
  }
  parts.push({ text: text.slice(at), gloss: false });
  return parts.filter((part) => part.text !== '');
}
