import { insurerGroups } from '@ankerlicht/content/insurer-groups';

/**
 * The insurers the inbox can filter on: every name the site's insurer list knows (each group's
 * brands, and the group's own name where no brand carries it), keyed by a plain slug. Only such a
 * key, or 'overig', goes into the address: the insurer field is free text a visitor typed, and the
 * address is no place for it (nor for anything personal).
 *
 * A row names one of these only when its whole text is the name, after folding case, accents,
 * punctuation and spaces ("zilveren  kruis" and "Zilveren-Kruis" are Zilveren Kruis). Reading more
 * into free text is not clean: "CZ" lies inside "CZdirect", "Zilveren Kruis (Achmea)" names two,
 * and a typo names none. So the filter offers the known list only, and every other text is
 * 'overig' ("Overig"): the column shows what was typed.
 */
const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('nl')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const slugOf = (name: string): string => fold(name).replace(/ /g, '-');

const names = insurerGroups
  .flatMap((group) => [...group.brands, group.name])
  .filter((name, index, all) => all.findIndex((other) => fold(other) === fold(name)) === index);

/** Each known insurer's key (for the address) and its name as the site's list writes it. */
export const knownInsurers: ReadonlyMap<string, string> = new Map(
  names.map((name) => [slugOf(name), name] as const).sort(([, a], [, b]) => a.localeCompare(b, 'nl')),
);

export const OTHER_INSURER = 'overig';

const byFolded = new Map(names.map((name) => [fold(name), slugOf(name)]));

/** The key of the insurer a row's typed text names, or 'overig' for anything else (empty included). */
export function insurerKeyOf(typed: string): string {
  return byFolded.get(fold(typed)) ?? OTHER_INSURER;
}
