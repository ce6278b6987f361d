import { describe, expect, it } from 'vitest';
import { contractedMunicipalities, insurerGroups, waitingTimeCards } from './index.ts';
import { locales, type Locale } from './locale.ts';
import { languageWords } from './languageWords.testing.ts';
import { messagesOf, visitorFacingStrings, type Place } from './visitorFacingStrings.testing.ts';

/**
 * Copy rules beyond terminology (terminology.test.ts), from the copy review of December 2026, over
 * every visitor-facing string in every language. Each rule is written once; what differs per
 * language is only its words, in languageWords.testing.ts.
 */

const words = (locale: Locale) => languageWords[locale].copy;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (list: readonly string[]) =>
  [...new Set(list)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

/** "0-1 weken", "0 tot 1 weeks", "1 maanden": a plural unit after an upper bound of 1. */
export function pluralAfterOne(text: string, locale: Locale): string[] {
  const pattern = new RegExp(
    `(?<![\\p{N}.,])(?:\\p{N}+\\s*(?:[-–]|\\p{L}+)\\s*)?1\\s+(?:${alternatives(words(locale).pluralUnits)})(?![\\p{L}])`,
    'giu',
  );
  return [...text.matchAll(pattern)].map(([found]) => found);
}

/**
 * "0-1 week", "3 - 6 maanden": a range of numbers with a hyphen, where every language's typography
 * takes an en dash ("0–1 week"). Phone numbers ("020-765 43 21", "0800-0113") and dates have
 * longer or more groups of digits and are not ranges.
 */
export function hyphenatedRanges(text: string): string[] {
  return [...text.matchAll(/(?<![\p{N}.,:/-])\p{N}{1,2} ?- ?\p{N}{1,2}(?![\p{N}-])/gu)].map(([found]) => found);
}

/** The names content lists in running text: insurers and their brands, the contracted municipalities. */
const listedNames = [...insurerGroups.flatMap((group) => [group.name, ...group.brands]), ...contractedMunicipalities];

/**
 * Lists of three or more of those names joined by commas alone ("ONVZ, Zorg en Zekerheid, Eno."):
 * the last one must follow "en" / "and" / "ve" (or "of" / "or" / "veya"). A Turkish suffix after a
 * name ("Eno’yla") is part of it.
 */
export function listsWithoutJoiner(text: string, locale: Locale): string[] {
  const name = `(?:${alternatives(listedNames)})(?:[’']\\p{L}+)?`;
  const run = new RegExp(`(?<![\\p{L}])${name}(?:, ${name})+`, 'gu');
  const joined = new RegExp(`^,? (?:${alternatives(words(locale).listJoiners)}) ${name}`, 'u');
  return [...text.matchAll(run)]
    .filter(([found]) => found.split(', ').length >= 3)
    .filter((match) => !joined.test(text.slice(match.index + match[0].length)))
    .map(([found]) => found);
}

/** A clause that limits our liability. */
export function liabilityLimits(text: string, locale: Locale): string[] {
  return [...text.matchAll(new RegExp(words(locale).liabilityLimit.source, 'giu'))].map(([found]) => found);
}

const strings = visitorFacingStrings();
const findIn = (places: readonly Place[], find: (text: string) => string[]) =>
  places.flatMap(({ place, text }) => find(text).map((found) => `${place}: "${found}"`));

describe('the copy rules themselves', () => {
  it('flag the examples of the copy review and leave their corrections alone', () => {
    expect(pluralAfterOne('Spoed: 0-1 weken', 'nl')).toEqual(['0-1 weken']);
    expect(pluralAfterOne('0 tot 1 weken; 1 maanden', 'nl')).toHaveLength(2);
    expect(pluralAfterOne('0-1 week; 2-4 weken; 11 weken; 3-6 maanden; 1 maand', 'nl')).toEqual([]);
    expect(pluralAfterOne('Urgent: 0-1 weeks', 'en')).toEqual(['0-1 weeks']);
    expect(pluralAfterOne('0–1 week; 10-12 weeks; 1 month', 'en')).toEqual([]);
    expect(pluralAfterOne('0-1 haftalar', 'tr')).toHaveLength(1);
    expect(pluralAfterOne('0-1 hafta; 3 ila 6 ay', 'tr')).toEqual([]);

    expect(hyphenatedRanges('Spoed: 0-1 week; volwassenen 3 - 6 maanden')).toEqual(['0-1', '3 - 6']);
    expect(hyphenatedRanges('0–1 week; bel 020-765 43 21 of 0800-0113; 2026-11-01; 01-11-2026')).toEqual([]);

    expect(listsWithoutJoiner('met Achmea, VGZ, CZ, Menzis, DSW, ONVZ, Zorg en Zekerheid, Eno.', 'nl')).toHaveLength(1);
    expect(listsWithoutJoiner('Diemen, Uithoorn, Ouder-Amstel, Zaanstreek-Waterland, Zuid-Kennemerland.', 'nl')).toHaveLength(1);
    expect(listsWithoutJoiner('met ONVZ, Zorg en Zekerheid en Eno.', 'nl')).toEqual([]);
    expect(listsWithoutJoiner('with ONVZ, Zorg en Zekerheid and Eno.', 'en')).toEqual([]);
    expect(listsWithoutJoiner('with ONVZ, Zorg en Zekerheid, Eno.', 'en')).toHaveLength(1);
    expect(listsWithoutJoiner('ONVZ, Zorg en Zekerheid ve Eno’yla', 'tr')).toEqual([]);
    expect(listsWithoutJoiner('ONVZ, Zorg en Zekerheid, Eno sağlık sigortası gruplarıyla', 'tr')).toHaveLength(1);
    // Two names with a comma are not a list of three.
    expect(listsWithoutJoiner('Menzis, Anderzorg.', 'nl')).toEqual([]);

    expect(
      liabilityLimits(
        'Ontstaat er door onze fout schade, dan is onze aansprakelijkheid beperkt tot het bedrag dat onze verzekering uitkeert.',
        'nl',
      ),
    ).toHaveLength(1);
    expect(liabilityLimits('If our mistake causes damage, our liability is limited to the amount …', 'en')).toHaveLength(1);
    expect(liabilityLimits('Hatamız yüzünden bir zarar oluşursa sorumluluğumuz … tutarla sınırlıdır.', 'tr')).toHaveLength(1);
    expect(liabilityLimits('Wij zijn verzekerd voor beroeps- en bedrijfsaansprakelijkheid.', 'nl')).toEqual([]);
    expect(liabilityLimits('We are insured for professional and public liability.', 'en')).toEqual([]);
    expect(liabilityLimits('Mesleki sorumluluk ve işletme sorumluluğu sigortamız vardır.', 'tr')).toEqual([]);
  });
});

describe.each(locales)('every visitor-facing string in %s', (locale) => {
  it('never puts a plural unit after an upper bound of 1 ("0-1 week", not "0-1 weken")', () => {
    expect(findIn(strings[locale], (text) => pluralAfterOne(text, locale))).toEqual([]);
  });

  it('says the waiting-time cards’ durations with the right number ("0-1 week")', () => {
    // The card joins its duration and a unit message when it renders (WaitingTimeCard), so the
    // strings above never hold "0-1 weken" as such: join them here as the card does.
    const messages = messagesOf(locale);
    const shown = waitingTimeCards.map((card) => ({
      place: `waitingTimeCards ${card.type}`,
      text: (messages[`ui.waitingTimeCard.${card.unit}`] ?? '').replace('{duration}', card.duration),
    }));
    expect(shown.filter(({ text }) => text === '' || text.includes('{duration}'))).toEqual([]);
    expect(findIn(shown, (text) => pluralAfterOne(text, locale))).toEqual([]);
    expect(findIn(shown, hyphenatedRanges)).toEqual([]);
  });

  it('joins the two ends of a range with an en dash ("3–6 maanden", not "3-6")', () => {
    expect(findIn(strings[locale], hyphenatedRanges)).toEqual([]);
  });

  it('joins a list of three or more names with a word before the last ("A, B en C")', () => {
    expect(findIn(strings[locale], (text) => listsWithoutJoiner(text, locale))).toEqual([]);
  });

  it('has terms and conditions that do not limit our liability (Art. 7:463 BW)', () => {
    const terms = strings[locale].filter(({ place }) => place.startsWith('content.termsAndConditions.'));
    expect(terms.length).toBeGreaterThan(10);
    expect(findIn(terms, (text) => liabilityLimits(text, locale))).toEqual([]);
  });
});
