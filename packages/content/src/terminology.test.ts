import { describe, expect, it } from 'vitest';
import { locales, type Locale } from './locale.ts';
import { findTerm, informalTurkishMarkers, terminology } from './terminology.ts';
import { visitorFacingStrings, type Place } from './visitorFacingStrings.testing.ts';
import { formatEuros } from './yearFacts.ts';

/** The matched variants in a text (terminology.ts's matcher, shared with tests/e2e/terminology.spec.ts). */
const findVariant = findTerm;

type Violation = string;

function rejectedVariantsIn(places: readonly Place[], locale: Locale): Violation[] {
  const violations: Violation[] = [];
  for (const term of terminology) {
    const rule = term[locale];
    if (!rule) continue;
    for (const variant of rule.rejected) {
      for (const { place, text } of places) {
        for (const found of findVariant(text, variant, locale)) {
          violations.push(`${place}: "${found}" (term ${term.id}: write "${rule.preferred}")`);
        }
      }
    }
  }
  return violations;
}

function informalAddressIn(places: readonly Place[]): Violation[] {
  return places.flatMap(({ place, text }) =>
    informalTurkishMarkers.flatMap((marker) =>
      findVariant(text, marker, 'tr').map((found) => `${place}: "${found}" (informal sen: address the reader with siz)`),
    ),
  );
}

const strings = visitorFacingStrings();

describe('the terminology list', () => {
  it('has unique ids', () => {
    const ids = terminology.map((term) => term.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('never rejects its own preferred term', () => {
    const clashes = terminology.flatMap((term) =>
      locales.flatMap((locale) => {
        const rule = term[locale];
        if (!rule || rule.preferred === '') return [];
        return rule.rejected
          .filter((variant) => findVariant(rule.preferred, variant, locale).length > 0)
          .map((variant) => `${term.id} (${locale}): ${String(variant)}`);
      }),
    );
    expect(clashes).toEqual([]);
  });

  it('catches its plain rejected variants, also with a Turkish suffix and a capital', () => {
    const missed = terminology.flatMap((term) =>
      locales.flatMap((locale) =>
        (term[locale]?.rejected ?? [])
          .filter((variant): variant is string => typeof variant === 'string')
          .filter((variant) => {
            const capitalised = variant.charAt(0).toLocaleUpperCase(locale) + variant.slice(1);
            const sample = `Zie ${capitalised}${locale === 'tr' ? 'ları' : ''} hier.`;
            return findVariant(sample, variant, locale).length === 0;
          })
          .map((variant) => `${term.id} (${locale}): ${variant}`),
      ),
    );
    expect(missed).toEqual([]);
  });

  it('flags the examples the issue names, and leaves their preferred forms alone', () => {
    const flagged = (text: string, locale: Locale) => rejectedVariantsIn([{ place: 'sample', text }], locale);
    expect(flagged('Kayıt formunu doldurun.', 'tr')).toHaveLength(1);
    expect(flagged('Şubelerimiz ve Merkezlerimiz', 'tr')).toHaveLength(1);
    expect(flagged('İki merkezimiz var.', 'tr')).toHaveLength(1);
    expect(flagged('Kalite beyanı', 'tr')).toHaveLength(1);
    expect(flagged('Gizlilik beyanımızda okuyun.', 'tr')).toHaveLength(1);
    expect(flagged('bir gizlilik beyanı formu (privacyverklaring) imzalayabilirsiniz', 'tr')).toEqual([]);
    expect(flagged('Genel şartlar', 'tr')).toHaveLength(1);
    expect(flagged('Diğerlerinin yanı sıra kaygı', 'tr')).toHaveLength(1);
    expect(flagged('18 yaşından küçük çocuklar için muafiyet yoktur.', 'tr')).toHaveLength(1);
    expect(flagged('Kişisel verileri kayıt altına alırız; BIG siciline kayıtlıdır.', 'tr')).toEqual([]);
    expect(flagged('The colour of the centre; the color of the center.', 'en')).toHaveLength(2);
    // The native review (one term per concept): location, children and young people, intake, u hebt, zorg.
    expect(flagged('Sessions take place at the practice or online.', 'en')).toHaveLength(1);
    expect(flagged('Slotervaart Health Centre; GPs and mental health practice nurses', 'en')).toEqual([]);
    expect(flagged('Our care for children and youth; the child and youth form', 'en')).toHaveLength(2);
    expect(flagged('After the waiting time you have an intake interview.', 'en')).toHaveLength(1);
    expect(flagged('Kliniğimizde; bir sağlık merkezinde', 'tr')).toHaveLength(2);
    expect(flagged('Klinik psikoloğumuz, Kleurrijk Sağlık Merkezi’nde', 'tr')).toEqual([]);
    expect(flagged('Çocuk ve genç', 'tr')).toHaveLength(1);
    expect(flagged('Çocuk ve gençler için', 'tr')).toHaveLength(1);
    expect(flagged('Çocuklara ve gençlere; çocuk ve genç formu; çocuk ve ergen psikiyatristi', 'tr')).toEqual([]);
    expect(flagged('Bakımımızdan memnun değil misiniz?', 'tr')).toHaveLength(1);
    expect(flagged('Heeft u een vraag? Welke rechten u heeft.', 'nl')).toHaveLength(2);
    expect(flagged('Heeft uw kind iets meegemaakt? Hebt u een vraag?', 'nl')).toEqual([]);
    expect(flagged('Last updated: September 1, 2025', 'en')).toHaveLength(1);
    // The copy review of December 2026 (nl9, nl10, nl19, nl28, en7, tr14): locatie, cliënt, BSN, ouder of voogd.
    expect(flagged('Gesprekken kunnen op de praktijk of online. We hebben praktijken in Zaandam.', 'nl')).toHaveLength(2);
    expect(flagged('Huisartsen en praktijkondersteuners GGZ; ervaren praktijkopleiders', 'nl')).toEqual([]);
    expect(flagged('Naam en geboortedatum van de patiënt', 'nl')).toHaveLength(1);
    expect(flagged('BSN-nummer is verplicht', 'nl')).toHaveLength(1);
    expect(flagged('BSN (burgerservicenummer) van het kind', 'nl')).toEqual([]);
    expect(flagged('Ouder of verzorger; ouders en verzorgers ook', 'nl')).toHaveLength(2);
    expect(flagged('U vult het formulier in als ouder of voogd.', 'nl')).toEqual([]);
    expect(flagged('The patient’s name and date of birth; outpatient care', 'en')).toHaveLength(1);
    expect(flagged('Hastanın adı; bir hastalık; hastane', 'tr')).toHaveLength(1);
  });

  it('flags informal Turkish and leaves formal Turkish alone', () => {
    const informal = (text: string) => informalAddressIn([{ place: 'sample', text }]);
    expect(informal('Sana uygun bir çalışma programını birlikte hazırlarız.')).toHaveLength(1);
    expect(informal('Çok farklı ailelerle kendini rahat hissediyorsun.').length).toBeGreaterThan(0);
    expect(informal('Ebeveynlerle yakın çalışırsın.')).toHaveLength(1);
    expect(informal('Bize katılmak ister misin?')).toHaveLength(1);
    expect(informal('Çocuk kendini oyunla ifade eder. Bizimle çalışmak ister misiniz? Sizi ararız.')).toEqual([]);
  });
});

describe.each(locales)('every visitor-facing string in %s', (locale) => {
  it('is found (the collection itself works)', () => {
    expect(strings[locale].length).toBeGreaterThan(900);
  });

  it('uses the preferred term, never a rejected variant', () => {
    expect(rejectedVariantsIn(strings[locale], locale)).toEqual([]);
  });

  it('writes amounts of money only as the one formatter does (yearFacts.formatEuros)', () => {
    // With the direction mark Intl puts before an amount in a right-to-left language ('\u200f385 €').
    const handTyped = strings[locale].flatMap(({ place, text }) =>
      [...text.matchAll(/[\u200e\u200f]?(?:€\s*\d(?:[\d.,]*\d)?|\d(?:[\d.,]*\d)?\s*(?:€|euro\b|avro\b))/giu)]
        .map(([amount]) => amount.trim())
        .filter((amount) => amount !== formatEuros(Number(amount.replace(/\D/g, '')), locale))
        .map((amount) => `${place}: ${amount}`),
    );
    expect(handTyped).toEqual([]);
  });
});

describe('every visitor-facing string in tr', () => {
  it('addresses the reader with the formal siz', () => {
    expect(informalAddressIn(strings.tr)).toEqual([]);
  });
});
