import type { Locale } from './locale.ts';

/**
 * What the product says in each language, as the tests check it: the words a person who knows the
 * language writes down once, when the language is added (docs/how-to.md, "Add a language"). The
 * tests loop over the locale descriptor and take their expectations from here, so a language
 * without its record fails typecheck, naming the language. Each field says which test reads it.
 *
 * Only words: the tests keep the rules, the fixtures and the numbers. Only for tests: nothing the
 * site or the staff app ships imports this file (eslint.config.js, `testingModules`).
 */
export type LanguageWords = {
  /** The copy rules (copyRules.test.ts). */
  readonly copy: {
    /** Time units in the plural: never after an upper bound of 1 ("0-1 weken" is "0-1 week"). */
    readonly pluralUnits: readonly string[];
    /** Words that join the last item of a list ("A, B en C"); "or" for a list of alternatives. */
    readonly listJoiners: readonly string[];
    /** A clause that limits or excludes our liability (docs/product-rules.md, "Liability"). */
    readonly liabilityLimit: RegExp;
  };
  /**
   * Dutch words that are also words of this language, and so prove nothing on its pages (the
   * detector of Dutch text, tests/support/dutchText.ts). Dutch itself: none.
   */
  readonly alsoDutch: ReadonlySet<string>;
  /** A chosen file's size in bytes, with the language's plural (FilePicker's formatFileSize.test.ts). */
  readonly byteCounts: { readonly 0: string; readonly 1: string; readonly 5: string; readonly 15: string };
  /** The provider's official numbers' names (brand.test.ts). */
  readonly providerIdentifiers: { readonly kvk: string; readonly agb: string };
  /** The crisis numbers and the footer's legal links (HomePage.test.tsx, Footer.test.tsx). */
  readonly footer: {
    /** The heading over the crisis numbers, on the home page and in the footer. */
    readonly crisisHeading: string;
    /** Calling 112, then 113 (not free) or 0800-0113 (free). */
    readonly calls: readonly [string, string];
    /** The word for free of charge: only 0800-0113 may use it, never a line beside 113. */
    readonly free: string;
    readonly terms: string;
    readonly disclaimer: string;
  };
  /** Money and dates as the year's facts write them (facts.test.ts): 385 euros, and 1 September 2025. */
  readonly facts: { readonly euros385: string; readonly september1st2025: string };
  /** Waiting times (waitingTimes.test.ts). */
  readonly waitingTimes: {
    /** Spans in words. */
    readonly spans: {
      readonly threeToSixMonths: string;
      readonly aboutOneMonth: string;
      readonly zeroToOneWeek: string;
      readonly twoToFourWeeks: string;
      readonly aboutOneToThreeWeeks: string;
      readonly twoWeeks: string;
    };
    /** The date the figures hold for, given the date written out ("1 November 2026"). */
    readonly figuresAsOf: (date: string) => string;
    /** The same, when the figures are past due but no newer ones exist. */
    readonly newestFigures: (date: string) => string;
    /** What to do while waiting, on every status. */
    readonly adviceWhileWaiting: string;
    /** What the adult page adds while the wait is wholly over the Treeknorm. */
    readonly longWait: string;
    /** The care-mediation paragraph's words for a wait wholly over the Treeknorm ("is longer"), and partly ("may be longer"). */
    readonly mediation: { readonly over: RegExp; readonly partly: RegExp };
    /** The explanation's names of the two parts, the wait for an intake before the wait for treatment. */
    readonly partNames: RegExp;
  };
};

export const languageWords: Record<Locale, LanguageWords> = {
  nl: {
    copy: {
      pluralUnits: ['weken', 'maanden', 'dagen', 'jaren', 'uren'],
      listJoiners: ['en', 'of'],
      liabilityLimit: /aansprakelijk\p{L}*[^.]{0,80}(?:beperkt|uitgesloten)|(?:beperk|sluit)\p{L}*[^.]{0,80}aansprakelijk/iu,
    },
    alsoDutch: new Set(),
    facts: { euros385: '€\u00a0385', september1st2025: '1 september 2025' },
    byteCounts: { 0: '0 byte', 1: '1 byte', 5: '5 byte', 15: '15 byte' },
    providerIdentifiers: { kvk: 'KvK-nummer', agb: 'AGB-code' },
    footer: {
      crisisHeading: 'Hebt u nu meteen hulp nodig?',
      // Only 0800-0113 is free; 113 costs a normal call (copy review nl17, en11, tr19).
      calls: ['Bel 112', 'Bel 113 of gratis 0800-0113'],
      free: 'gratis',
      terms: 'Algemene voorwaarden',
      disclaimer: 'Disclaimer',
    },
    waitingTimes: {
      spans: {
        threeToSixMonths: '3 tot 6 maanden',
        aboutOneMonth: 'ongeveer 1 maand',
        zeroToOneWeek: '0 tot 1 week',
        twoToFourWeeks: '2 tot 4 weken',
        aboutOneToThreeWeeks: 'ongeveer 1 tot 3 weken',
        twoWeeks: '2 weken',
      },
      figuresAsOf: (date) => `Cijfers van ${date}`,
      newestFigures: (date) => `Deze cijfers zijn van ${date}. Er zijn nog geen nieuwere cijfers.`,
      adviceWhileWaiting: 'Worden uw klachten tijdens het wachten erger? Neem dan contact op met uw huisarts.',
      longWait: 'We vinden deze wachttijd lang en werken eraan om die korter te maken.',
      mediation: {
        over: /^Deze wachttijd is langer dan de Treeknorm: .* Wilt u niet zo lang wachten\?/,
        partly: /^Deze wachttijd kan langer zijn dan de Treeknorm: .* Wilt u niet zo lang wachten\?/,
      },
      // The official Dutch terms.
      partNames: /aanmeldwachttijd[\s\S]*behandelwachttijd/,
    },
  },
  en: {
    copy: {
      pluralUnits: ['weeks', 'months', 'days', 'years', 'hours'],
      listJoiners: ['and', 'or'],
      liabilityLimit: /liabilit\p{L}*[^.]{0,80}(?:limited|excluded)|(?:limit|exclude)\p{L}*[^.]{0,80}liabilit/iu,
    },
    alsoDutch: new Set([
      'angst',
      'arts',
      'bang',
      'bent',
      'datum',
      'die',
      'divers',
      'door',
      'dossier',
      'even',
      'gratis',
      'had',
      'heel',
      'in',
      'is',
      'kind',
      'laden',
      'mag',
      'met',
      'of',
      'over',
      'pas',
      'postcode',
      'vast',
      'want',
      'was',
      'week',
      'wet',
      'word',
    ]),
    facts: { euros385: '€385', september1st2025: '1 September 2025' },
    byteCounts: { 0: '0 bytes', 1: '1 byte', 5: '5 bytes', 15: '15 bytes' },
    providerIdentifiers: { kvk: 'Chamber of Commerce (KvK) number', agb: 'AGB code' },
    footer: {
      crisisHeading: 'Need help right now?',
      calls: ['Call 112', 'Call 113, or 0800-0113 free of charge'],
      free: 'free',
      terms: 'Terms and conditions',
      disclaimer: 'Disclaimer',
    },
    waitingTimes: {
      spans: {
        threeToSixMonths: '3 to 6 months',
        aboutOneMonth: 'about 1 month',
        zeroToOneWeek: '0 to 1 week',
        twoToFourWeeks: '2 to 4 weeks',
        aboutOneToThreeWeeks: 'about 1 to 3 weeks',
        twoWeeks: '2 weeks',
      },
      figuresAsOf: (date) => `Figures as of ${date}`,
      newestFigures: (date) => `These figures are from ${date}. There are no newer figures yet.`,
      adviceWhileWaiting: 'If your symptoms get worse while you wait, please contact your GP.',
      longWait: 'We know this is a long wait, and we are working to shorten it.',
      mediation: {
        over: /^Our waiting time is longer than .*\(Treeknorm\)/,
        partly: /^Our waiting time may be longer than .*\(Treeknorm\)/,
      },
      partNames: /wait for an intake[\s\S]*wait for treatment/,
    },
  },
  tr: {
    copy: {
      // Turkish counts with the singular ("2 hafta"): a plural suffix after a number is the mistake.
      pluralUnits: ['haftalar', 'aylar', 'günler', 'yıllar', 'saatler'],
      listJoiners: ['ve', 'veya', 'ya da'],
      // "sınırlı" (limited) or "hariç tutulur" (excluded) near sorumluluk (liability).
      liabilityLimit: /sorumlulu\p{L}*[^.]{0,160}(?:sınırl|hariç tut)|(?:sınırl|hariç tut)\p{L}*[^.]{0,160}sorumlulu/iu,
    },
    // 'de' (also), 'en' (most), 'kan' (blood), 'bel' (lower back), 'al' (take), 'hele' (especially),
    // 'beter' (worse), 'pas' (rust), 'bent' (clause), 'er' (soldier), 'gezin' (wander).
    alsoDutch: new Set(['al', 'bel', 'bent', 'beter', 'de', 'en', 'er', 'gezin', 'hele', 'kan', 'pas']),
    facts: { euros385: '€385', september1st2025: '1 Eylül 2025' },
    byteCounts: { 0: '0 bayt', 1: '1 bayt', 5: '5 bayt', 15: '15 bayt' },
    providerIdentifiers: { kvk: 'Ticaret Sicil (KvK) numarası', agb: 'AGB kodu' },
    footer: {
      crisisHeading: 'Hemen yardıma mı ihtiyacınız var?',
      calls: ['112 numarasını arayın', '113 veya ücretsiz 0800-0113 numarasını arayın'],
      free: 'ücretsiz',
      terms: 'Genel koşullar',
      disclaimer: 'Yasal uyarı',
    },
    waitingTimes: {
      spans: {
        threeToSixMonths: '3 ila 6 ay',
        aboutOneMonth: 'yaklaşık 1 ay',
        zeroToOneWeek: '0 ila 1 hafta',
        twoToFourWeeks: '2 ila 4 hafta',
        aboutOneToThreeWeeks: 'yaklaşık 1 ila 3 hafta',
        twoWeeks: '2 hafta',
      },
      figuresAsOf: (date) => `Rakamlar ${date} itibarıyladır`,
      newestFigures: (date) => `Bu rakamlar ${date} itibarıyladır. Daha yeni rakamlar henüz yok.`,
      adviceWhileWaiting: 'Beklerken şikâyetleriniz kötüleşirse lütfen aile hekiminize başvurun.',
      longWait: 'Bunun uzun bir bekleme süresi olduğunu biliyoruz ve kısaltmak için çalışıyoruz.',
      mediation: { over: /\(Treeknorm\) uzundur:/, partly: /\(Treeknorm\) uzun olabilir:/ },
      partNames: /Başvuru bekleme süresi[\s\S]*Tedavi bekleme süresi/,
    },
  },
};
