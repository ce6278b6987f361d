import type { Localized } from './locale.ts';
import { departments, type Department } from './department.ts';
import { brand } from './brand.ts';
import { cancellation, deductible } from './facts.ts';
import { formatEuros } from './yearFacts.ts';
import { formatWaitSpan, headlineSpan, waitingTimeFigures } from './waitingTimeFigures.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/faq.ts').default>('faq', (locale) => import(`./${locale}/faq.ts`));

export const faqCategoryIds = ['algemeen', 'aanmelding', 'kosten', 'behandeling', 'privacy'] as const;
export type FaqCategoryId = (typeof faqCategoryIds)[number];

/** The FAQ's department filter: one department, or 'all'. */
export const faqFilters = ['all', ...departments] as const;
export type FaqFilter = (typeof faqFilters)[number];

/** The category the FAQ page opens on. */
export const defaultFaqCategory: FaqCategoryId = 'algemeen';

export type FaqCategory = { id: FaqCategoryId; name: Localized };

export type FaqEntry = {
  id: string;
  category: FaqCategoryId;
  /** Whom the entry is for; 'all' entries show under every filter. */
  department: Department | 'all';
  question: Localized;
  answer: Localized;
};

export const faqCategories: readonly FaqCategory[] = [
  { id: 'algemeen', name: text((t) => t.faqCategories.algemeen.name) },
  { id: 'aanmelding', name: text((t) => t.faqCategories.aanmelding.name) },
  { id: 'kosten', name: text((t) => t.faqCategories.kosten.name) },
  { id: 'behandeling', name: text((t) => t.faqCategories.behandeling.name) },
  { id: 'privacy', name: text((t) => t.faqCategories.privacy.name) },
];

export const faqFilterLabels: Readonly<Record<FaqFilter, Localized>> = {
  all: text((t) => t.faqFilterLabels.all),
  adults: text((t) => t.faqFilterLabels.adults),
  children: text((t) => t.faqFilterLabels.children),
};

/** Spec §5: a department filter shows that department's entries and the 'all' entries. */
export function faqEntryShownFor(entry: FaqEntry, filter: FaqFilter): boolean {
  return filter === 'all' || entry.department === 'all' || entry.department === filter;
}

export const faqEntries: readonly FaqEntry[] = [
  // Algemeen
  {
    id: 'what-we-do',
    category: 'algemeen',
    department: 'all',
    question: text((t) => t.faqEntries['what-we-do'].question),
    answer: text((t) => t.faqEntries['what-we-do'].answer),
  },
  {
    id: 'languages',
    category: 'algemeen',
    department: 'all',
    question: text((t) => t.faqEntries.languages.question),
    answer: text((t) => t.faqEntries.languages.answer),
  },
  {
    id: 'locations',
    category: 'algemeen',
    department: 'all',
    question: text((t) => t.faqEntries.locations.question),
    answer: text((t) => t.faqEntries.locations.answer),
  },
  {
    id: 'online-sessions',
    category: 'algemeen',
    department: 'all',
    question: text((t) => t.faqEntries['online-sessions'].question),
    answer: text((t) => t.faqEntries['online-sessions'].answer),
  },
  {
    id: 'phone-hours',
    category: 'algemeen',
    department: 'all',
    question: text((t) => t.faqEntries['phone-hours'].question),
    answer: text((t) => t.faqEntries['phone-hours'].answer, { phone: brand.phone, email: brand.email }),
  },
  {
    id: 'crisis',
    category: 'algemeen',
    department: 'all',
    question: text((t) => t.faqEntries.crisis.question),
    answer: text((t) => t.faqEntries.crisis.answer),
  },
  {
    id: 'registered-practitioners',
    category: 'algemeen',
    department: 'all',
    question: text((t) => t.faqEntries['registered-practitioners'].question),
    answer: text((t) => t.faqEntries['registered-practitioners'].answer),
  },
  // Aanmelding
  {
    id: 'referral-adults',
    category: 'aanmelding',
    department: 'adults',
    question: text((t) => t.faqEntries['referral-adults'].question),
    answer: text((t) => t.faqEntries['referral-adults'].answer),
  },
  {
    id: 'referral-children',
    category: 'aanmelding',
    department: 'children',
    question: text((t) => t.faqEntries['referral-children'].question),
    answer: text((t) => t.faqEntries['referral-children'].answer),
  },
  {
    id: 'how-to-register',
    category: 'aanmelding',
    department: 'all',
    question: text((t) => t.faqEntries['how-to-register'].question),
    answer: text((t) => t.faqEntries['how-to-register'].answer),
  },
  {
    id: 'waiting-time',
    category: 'aanmelding',
    department: 'all',
    question: text((t) => t.faqEntries['waiting-time'].question),
    answer: text(
      (t) => t.faqEntries['waiting-time'].answer,
      (locale) => ({
        childrenWait: formatWaitSpan(headlineSpan('children'), locale),
        adultsWait: formatWaitSpan(waitingTimeFigures.adults.registration, locale),
      }),
    ),
  },
  {
    id: 'after-registration',
    category: 'aanmelding',
    department: 'all',
    question: text((t) => t.faqEntries['after-registration'].question),
    answer: text((t) => t.faqEntries['after-registration'].answer),
  },
  {
    id: 'what-to-have-ready',
    category: 'aanmelding',
    department: 'all',
    question: text((t) => t.faqEntries['what-to-have-ready'].question),
    answer: text((t) => t.faqEntries['what-to-have-ready'].answer),
  },
  {
    id: 'parents-consent',
    category: 'aanmelding',
    department: 'children',
    question: text((t) => t.faqEntries['parents-consent'].question),
    answer: text((t) => t.faqEntries['parents-consent'].answer),
  },
  {
    id: 'youth-up-to-23',
    category: 'aanmelding',
    department: 'children',
    question: text((t) => t.faqEntries['youth-up-to-23'].question),
    answer: text((t) => t.faqEntries['youth-up-to-23'].answer),
  },
  // Kosten
  {
    id: 'adult-costs',
    category: 'kosten',
    department: 'adults',
    question: text((t) => t.faqEntries['adult-costs'].question),
    answer: text((t) => t.faqEntries['adult-costs'].answer),
  },
  {
    id: 'deductible',
    category: 'kosten',
    department: 'adults',
    question: text((t) => t.faqEntries.deductible.question),
    answer: text(
      (t) => t.faqEntries.deductible.answer,
      (locale) => ({ year: deductible.year, amount: formatEuros(deductible.euros, locale) }),
    ),
  },
  {
    id: 'child-costs',
    category: 'kosten',
    department: 'children',
    question: text((t) => t.faqEntries['child-costs'].question),
    answer: text((t) => t.faqEntries['child-costs'].answer),
  },
  {
    id: 'insurer-contracts',
    category: 'kosten',
    department: 'adults',
    question: text((t) => t.faqEntries['insurer-contracts'].question),
    answer: text((t) => t.faqEntries['insurer-contracts'].answer),
  },
  {
    id: 'late-cancellation',
    category: 'kosten',
    department: 'all',
    question: text((t) => t.faqEntries['late-cancellation'].question),
    answer: text(
      (t) => t.faqEntries['late-cancellation'].answer,
      (locale) => ({ amount: formatEuros(cancellation.lateCancellationFeeEuros, locale) }),
    ),
  },
  {
    id: 'couples-therapy-coverage',
    category: 'kosten',
    department: 'adults',
    question: text((t) => t.faqEntries['couples-therapy-coverage'].question),
    answer: text((t) => t.faqEntries['couples-therapy-coverage'].answer),
  },
  // Behandeling
  {
    id: 'what-treatment-looks-like',
    category: 'behandeling',
    department: 'all',
    question: text((t) => t.faqEntries['what-treatment-looks-like'].question),
    answer: text((t) => t.faqEntries['what-treatment-looks-like'].answer),
  },
  {
    id: 'methods',
    category: 'behandeling',
    department: 'all',
    question: text((t) => t.faqEntries.methods.question),
    answer: text((t) => t.faqEntries.methods.answer),
  },
  {
    id: 'parent-involvement',
    category: 'behandeling',
    department: 'children',
    question: text((t) => t.faqEntries['parent-involvement'].question),
    answer: text((t) => t.faqEntries['parent-involvement'].answer),
  },
  {
    id: 'school-collaboration',
    category: 'behandeling',
    department: 'children',
    question: text((t) => t.faqEntries['school-collaboration'].question),
    answer: text((t) => t.faqEntries['school-collaboration'].answer),
  },
  {
    id: 'change-practitioner',
    category: 'behandeling',
    department: 'all',
    question: text((t) => t.faqEntries['change-practitioner'].question),
    answer: text((t) => t.faqEntries['change-practitioner'].answer),
  },
  {
    id: 'not-the-right-place',
    category: 'behandeling',
    department: 'all',
    question: text((t) => t.faqEntries['not-the-right-place'].question),
    answer: text((t) => t.faqEntries['not-the-right-place'].answer),
  },
  {
    id: 'bring-someone',
    category: 'behandeling',
    department: 'adults',
    question: text((t) => t.faqEntries['bring-someone'].question),
    answer: text((t) => t.faqEntries['bring-someone'].answer),
  },
  // Privacy
  {
    id: 'who-sees-my-file',
    category: 'privacy',
    department: 'all',
    question: text((t) => t.faqEntries['who-sees-my-file'].question),
    answer: text((t) => t.faqEntries['who-sees-my-file'].answer),
  },
  {
    id: 'retention',
    category: 'privacy',
    department: 'all',
    question: text((t) => t.faqEntries.retention.question),
    answer: text((t) => t.faqEntries.retention.answer),
  },
  {
    id: 'insurer-information',
    category: 'privacy',
    department: 'adults',
    question: text((t) => t.faqEntries['insurer-information'].question),
    answer: text((t) => t.faqEntries['insurer-information'].answer),
  },
  {
    id: 'gp-information',
    category: 'privacy',
    department: 'all',
    question: text((t) => t.faqEntries['gp-information'].question),
    answer: text((t) => t.faqEntries['gp-information'].answer),
  },
  {
    id: 'what-parents-hear',
    category: 'privacy',
    department: 'children',
    question: text((t) => t.faqEntries['what-parents-hear'].question),
    answer: text((t) => t.faqEntries['what-parents-hear'].answer),
  },
  {
    id: 'municipality-information',
    category: 'privacy',
    department: 'children',
    question: text((t) => t.faqEntries['municipality-information'].question),
    answer: text((t) => t.faqEntries['municipality-information'].answer),
  },
];
