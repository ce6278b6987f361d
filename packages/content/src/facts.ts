import type { Localized } from './locale.ts';
import { formatEuros, perLocale, yearFacts } from './yearFacts.ts';

/**
 * The business facts of docs/product-rules.md §9 as typed constants. Pages read numbers from here, and the
 * prepared sentences next to them, so a fact is stated the same way everywhere.
 */

export type NumberRange = { readonly min: number; readonly max: number };

/** A time of day, 24-hour clock, "HH:MM". */
export type ClockTime = `${number}${number}:${number}${number}`;
export type TimeSlot = { readonly from: ClockTime; readonly to: ClockTime };

/**
 * When the phone line is staffed. The spec gives two readings (09:00 and 08:30 for the
 * morning start, and once 9:00-17:00); the Dutch source text wins: 09:00-12:00 and
 * 13:00-16:30, Monday to Friday. Lunch break in between.
 */
export const phoneHours = {
  /** ISO weekday numbers, Monday = 1. */
  weekdays: [1, 2, 3, 4, 5],
  slots: [
    { from: '09:00', to: '12:00' },
    { from: '13:00', to: '16:30' },
  ],
  text: {
    nl: 'Op werkdagen van 09.00 tot 12.00 uur en van 13.00 tot 16.30 uur',
    en: 'Weekdays from 09:00 to 12:00 and from 13:00 to 16:30',
    tr: 'Hafta içi 09.00–12.00 ve 13.00–16.30 saatleri arasında',
  },
  /** Short form for a side panel or footer. */
  shortText: {
    nl: 'Ma t/m vr 09.00–12.00 en 13.00–16.30 uur',
    en: 'Mon–Fri 09:00–12:00 and 13:00–16:30',
    tr: 'Pzt–Cum 09.00–12.00 ve 13.00–16.30',
  },
} as const satisfies {
  weekdays: readonly number[];
  slots: readonly TimeSlot[];
  text: Localized;
  shortText: Localized;
};

/** Treatment sessions: about 45 minutes, weekly or every two weeks. */
export const session = {
  minutes: 45,
  frequencies: ['weekly', 'biweekly'],
  text: {
    nl: 'Een gesprek duurt ongeveer 45 minuten. Meestal zien we elkaar één keer per week of één keer per twee weken.',
    en: 'A session lasts about 45 minutes. Usually we meet once a week or once every two weeks.',
    tr: 'Bir seans yaklaşık 45 dakika sürer. Genellikle haftada bir ya da iki haftada bir görüşürüz.',
  },
} as const satisfies { minutes: number; frequencies: readonly string[]; text: Localized };

/**
 * Cancelling: free up to 24 hours ahead. Later, or not coming, may be charged, and the
 * insurer or municipality does not pay it. The fee itself is not a product rule: it is a tariff of
 * the year, so it lives with the other year-bound facts.
 */
const { lateCancellationFeeEuros } = yearFacts;
export const cancellation = {
  freeUntilHoursBefore: 24,
  lateCancellationFeeEuros,
  text: {
    nl: `Kunt u niet komen? Zeg uw afspraak dan uiterlijk 24 uur van tevoren af. Dat is gratis. Zegt u later af of komt u niet, dan kunnen we ${formatEuros(lateCancellationFeeEuros, 'nl')} in rekening brengen. Dat bedrag vergoedt de zorgverzekeraar of gemeente niet.`,
    en: `Can’t make it? Please cancel at least 24 hours in advance; this is free of charge. If you cancel later or do not come, we may charge ${formatEuros(lateCancellationFeeEuros, 'en')}. Your health insurer or municipality does not pay this amount.`,
    tr: `Randevunuza gelemeyecekseniz lütfen en geç 24 saat önceden iptal edin. Bu ücretsizdir. Daha geç iptal ederseniz ya da gelmezseniz ${formatEuros(lateCancellationFeeEuros, 'tr')} ücret alabiliriz. Bu tutarı sağlık sigortanız veya belediye karşılamaz.`,
  },
} as const satisfies {
  freeUntilHoursBefore: number;
  lateCancellationFeeEuros: number;
  text: Localized;
};

/** The mandatory deductible of the Dutch basic health insurance (none under 18), for `yearFacts.year`. */
export const deductible = {
  year: yearFacts.year,
  euros: yearFacts.deductibleEuros,
  /** No deductible below this age. */
  appliesFromAge: 18,
  text: perLocale((locale) => {
    const amount = formatEuros(yearFacts.deductibleEuros, locale);
    return {
      nl: `Vanaf 18 jaar betaalt u eerst het verplicht eigen risico. In ${yearFacts.year} is dat ${amount} per kalenderjaar. Hebt u een vrijwillig eigen risico gekozen, dan komt dat erbij. Voor kinderen onder de 18 geldt geen eigen risico.`,
      en: `From the age of 18, you first pay the mandatory deductible (eigen risico). In ${yearFacts.year} this is ${amount} per calendar year. If you have also chosen a voluntary deductible, that comes on top. Children under 18 pay no deductible.`,
      tr: `18 yaşından itibaren önce zorunlu kendi payını (eigen risico) ödersiniz. ${yearFacts.year} yılında bu tutar, takvim yılı başına ${amount} olarak belirlenmiştir. Ayrıca gönüllü bir kendi payı seçtiyseniz o da buna eklenir. 18 yaşından küçük çocuklar için kendi payı ödenmez.`,
    }[locale];
  }),
} as const satisfies { year: number; euros: number; appliesFromAge: number; text: Localized };

/** Who pays: the municipality of residence under 18, the health insurer from 18. */
export const funding = {
  municipalityPaysUnderAge: 18,
  text: {
    nl: 'Tot 18 jaar betaalt de gemeente waar uw kind woont de behandeling. Vanaf 18 jaar betaalt de zorgverzekeraar uit de basisverzekering.',
    en: 'Up to the age of 18, the municipality where your child lives pays for treatment. From 18, the health insurer pays, through basic health insurance.',
    tr: '18 yaşına kadar tedavi masraflarını çocuğunuzun yaşadığı belediye karşılar. 18 yaşından itibaren masrafları, temel sağlık sigortası kapsamında sağlık sigortası şirketi karşılar.',
  },
} as const satisfies { municipalityPaysUnderAge: number; text: Localized };

/**
 * The screening call after registration. The spec gives 2-4 weeks and, elsewhere, 2-3 weeks;
 * 2-4 weeks is used everywhere.
 */
export const screeningCall = {
  withinWeeks: { min: 2, max: 4 },
  text: {
    nl: 'Binnen 2 tot 4 weken na uw aanmelding belt iemand van ons screeningsteam u voor een kort telefonisch gesprek.',
    en: 'Within 2 to 4 weeks of your registration, someone from our screening team will give you a short phone call.',
    tr: 'Başvurunuzdan sonraki 2 ila 4 hafta içinde ön değerlendirme ekibimizden biri sizi kısa bir telefon görüşmesi için arar.',
  },
} as const satisfies { withinWeeks: NumberRange; text: Localized };

/**
 * The intake: usually 1-3 weeks after screening once a place is free. For adults
 * the waiting list comes first (3-6 months from registration, see waitingTimes.ts).
 */
export const intake = {
  weeksAfterScreening: { min: 1, max: 3 },
  text: {
    nl: 'Als er plek is, volgt het intakegesprek meestal 1 tot 3 weken na de screening.',
    en: 'Once a place is available, the intake usually takes place 1 to 3 weeks after the screening.',
    tr: 'Yer açıldığında ilk değerlendirme görüşmesi (intake) genellikle ön değerlendirmeden 1 ila 3 hafta sonra yapılır.',
  },
} as const satisfies { weeksAfterScreening: NumberRange; text: Localized };

/** A short treatment: about 8-12 sessions over 3-6 months. */
export const shortTreatment = {
  sessions: { min: 8, max: 12 },
  months: { min: 3, max: 6 },
  text: {
    nl: 'Een korte behandeling bestaat uit ongeveer 8 tot 12 gesprekken, verspreid over 3 tot 6 maanden. Is er meer nodig, dan kijken we samen wat bij u past.',
    en: 'A short treatment consists of about 8 to 12 sessions spread over 3 to 6 months. If more is needed, we decide together what suits you.',
    tr: 'Kısa süreli bir tedavi, 3 ila 6 aya yayılan yaklaşık 8 ila 12 seanstan oluşur. Daha fazlası gerekirse size uygun olanı birlikte belirleriz.',
  },
} as const satisfies { sessions: NumberRange; months: NumberRange; text: Localized };

/** Emergencies: we try to see urgent cases within a week. */
export const urgentAppointment = {
  withinWeeks: 1,
  text: {
    nl: 'Bij spoed proberen we u binnen een week te zien. Bel ons dan direct, of laat uw verwijzer bellen.',
    en: 'In urgent cases we try to see you within a week. Call us directly, or ask your referrer to call.',
    tr: 'Acil durumlarda sizi bir hafta içinde görmeye çalışırız. Bu durumda bizi hemen arayın ya da sizi sevk eden kişiden bizi aramasını isteyin.',
  },
} as const satisfies { withinWeeks: number; text: Localized };

/** Consent and sharing rules for children and youth. */
export const youthConsent = {
  /** Below this age, both parents with parental authority give consent. */
  bothParentsConsentUnderAge: 16,
  /** From this age, we agree with the young person what is shared with parents. */
  sharingAgreementsFromAge: 12,
  text: {
    nl: 'Is uw kind jonger dan 16 jaar? Dan hebben we toestemming nodig van beide ouders met gezag. Vanaf 12 jaar maken we samen met uw kind afspraken over wat we met u als ouders delen.',
    en: 'If your child is under 16, we need the consent of both parents with parental authority. From the age of 12, we agree with your child what we share with you as parents.',
    tr: 'Çocuğunuz 16 yaşından küçükse velayet sahibi her iki ebeveynin de onayı gerekir. 12 yaşından itibaren ebeveynlerle neleri paylaşacağımızı çocuğunuzla birlikte kararlaştırırız.',
  },
} as const satisfies {
  bothParentsConsentUnderAge: number;
  sharingAgreementsFromAge: number;
  text: Localized;
};

/** The medical file is kept 20 years (WGBO), counted from the last change to it. */
export const medicalFileRetention = {
  years: 20,
  text: {
    nl: 'We bewaren uw medisch dossier 20 jaar, gerekend vanaf de laatste wijziging. Dat is wettelijk verplicht.',
    en: 'We keep your medical file for 20 years, counted from the last change to it. The law requires this.',
    tr: 'Tıbbi dosyanızı son değişiklik tarihinden itibaren 20 yıl saklarız. Bu yasal bir zorunluluktur.',
  },
} as const satisfies { years: number; text: Localized };

/** Age groups the child and youth approach is tailored to (from-to, in years). */
export const childAgeGroups = [
  { from: 4, to: 8 },
  { from: 8, to: 12 },
  { from: 12, to: 18 },
] as const satisfies readonly { from: number; to: number }[];

/**
 * The spec states the child and youth age limit two ways; both are kept, named by where they
 * are used. "Up to" means younger than.
 */
export const childAndYouthAgeScope = {
  /** Offer, waiting-time and registration pages: up to 23; the adult form is from 23. */
  offerWaitingTimeAndRegistrationPages: {
    upToAge: 23,
    text: {
      nl: 'Voor kinderen en jongeren tot 23 jaar',
      en: 'For children and young people up to 23',
      tr: '23 yaşına kadar çocuklar ve gençler için',
    },
  },
  /** Child treatments overview and child approach pages: up to 18. */
  treatmentsAndApproachPages: {
    upToAge: 18,
    text: {
      nl: 'Voor kinderen en jongeren tot 18 jaar',
      en: 'For children and young people up to 18',
      tr: '18 yaşına kadar çocuklar ve gençler için',
    },
  },
} as const satisfies Record<string, { upToAge: number; text: Localized }>;

/** The adult registration form is for people from this age (docs/product-rules.md §1). */
export const adultAgeScope = {
  fromAge: 23,
  text: {
    nl: 'Voor volwassenen vanaf 23 jaar',
    en: 'For adults aged 23 and over',
    tr: '23 yaş ve üzeri yetişkinler için',
  },
} as const satisfies { fromAge: number; text: Localized };

/** Languages treatment is offered in, and the team's wider language skills (docs/product-rules.md §1). */
export const treatmentLanguages = {
  /** Treatment languages, as site locales. */
  locales: ['nl', 'en', 'tr'],
  text: {
    nl: 'U kunt bij ons behandeld worden in het Nederlands, Engels of Turks. Samen spreekt ons team meer dan vijf talen, waaronder ook Arabisch, Tarifit (Berbers), Farsi en Bulgaars.',
    en: 'You can be treated in Dutch, English or Turkish. Together our team speaks more than five languages, including Arabic, Tarifit (Berber), Farsi and Bulgarian.',
    tr: 'Tedavinizi Felemenkçe, İngilizce veya Türkçe alabilirsiniz. Ekibimiz toplamda beşten fazla dil konuşur; bunlar arasında Arapça, Tarifit (Berberice), Farsça ve Bulgarca da vardır.',
  },
} as const satisfies { locales: readonly ('nl' | 'en' | 'tr')[]; text: Localized };
