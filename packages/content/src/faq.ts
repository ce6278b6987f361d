import type { Localized } from './locale.ts';
import { departments, type Department } from './department.ts';
import { brand } from './brand.ts';
import { cancellation, deductible } from './facts.ts';
import { formatEuros } from './yearFacts.ts';
import { formatWaitSpan, headlineSpan, waitingTimeFigures } from './waitingTimeFigures.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/faq.ts').default>('faq', {
  nl: () => import('./nl/faq.ts'),
  en: () => import('./en/faq.ts'),
  tr: () => import('./tr/faq.ts'),
});

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
  { id: 'algemeen', name: text((t) => t.faqCategories[0].name) },
  { id: 'aanmelding', name: text((t) => t.faqCategories[1].name) },
  { id: 'kosten', name: text((t) => t.faqCategories[2].name) },
  { id: 'behandeling', name: text((t) => t.faqCategories[3].name) },
  { id: 'privacy', name: text((t) => t.faqCategories[4].name) },
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
    question: text((t) => t.faqEntries[0].question),
    answer: text((t) => t.faqEntries[0].answer),
  },
  {
    id: 'languages',
    category: 'algemeen',
    department: 'all',
    question: text((t) => t.faqEntries[1].question),
    answer: text((t) => t.faqEntries[1].answer),
  },
  {
    id: 'locations',
    category: 'algemeen',
    department: 'all',
    question: text((t) => t.faqEntries[2].question),
    answer: text((t) => t.faqEntries[2].answer),
  },
  {
    id: 'online-sessions',
    category: 'algemeen',
    department: 'all',
    question: text((t) => t.faqEntries[3].question),
    answer: text((t) => t.faqEntries[3].answer),
  },
  {
    id: 'phone-hours',
    category: 'algemeen',
    department: 'all',
    question: text((t) => t.faqEntries[4].question),
    answer: text((t) => t.faqEntries[4].answer, { phone: brand.phone, email: brand.email }),
  },
  {
    id: 'crisis',
    category: 'algemeen',
    department: 'all',
    question: text((t) => t.faqEntries[5].question),
    answer: text((t) => t.faqEntries[5].answer),
  },
  {
    id: 'registered-practitioners',
    category: 'algemeen',
    department: 'all',
    question: text((t) => t.faqEntries[6].question),
    answer: text((t) => t.faqEntries[6].answer),
  },
  // Aanmelding
  {
    id: 'referral-adults',
    category: 'aanmelding',
    department: 'adults',
    question: text((t) => t.faqEntries[7].question),
    answer: text((t) => t.faqEntries[7].answer),
  },
  {
    id: 'referral-children',
    category: 'aanmelding',
    department: 'children',
    question: text((t) => t.faqEntries[8].question),
    answer: text((t) => t.faqEntries[8].answer),
  },
  {
    id: 'how-to-register',
    category: 'aanmelding',
    department: 'all',
    question: text((t) => t.faqEntries[9].question),
    answer: text((t) => t.faqEntries[9].answer),
  },
  {
    id: 'waiting-time',
    category: 'aanmelding',
    department: 'all',
    question: text((t) => t.faqEntries[10].question),
    answer: text(
      (t) => t.faqEntries[10].answer,
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
    question: text((t) => t.faqEntries[11].question),
    answer: text((t) => t.faqEntries[11].answer),
  },
  {
    id: 'what-to-have-ready',
    category: 'aanmelding',
    department: 'all',
    question: text((t) => t.faqEntries[12].question),
    answer: text((t) => t.faqEntries[12].answer),
  },
  {
    id: 'parents-consent',
    category: 'aanmelding',
    department: 'children',
    question: text((t) => t.faqEntries[13].question),
    answer: text((t) => t.faqEntries[13].answer),
  },
  {
    id: 'youth-up-to-23',
    category: 'aanmelding',
    department: 'children',
    question: text((t) => t.faqEntries[14].question),
    answer: text((t) => t.faqEntries[14].answer),
  },
  // Kosten
  {
    id: 'adult-costs',
    category: 'kosten',
    department: 'adults',
    question: text((t) => t.faqEntries[15].question),
    answer: text((t) => t.faqEntries[15].answer),
  },
  {
    id: 'deductible',
    category: 'kosten',
    department: 'adults',
    question: text((t) => t.faqEntries[16].question),
    answer: text(
      (t) => t.faqEntries[16].answer,
      (locale) => ({ year: deductible.year, amount: formatEuros(deductible.euros, locale) }),
    ),
  },
  {
    id: 'child-costs',
    category: 'kosten',
    department: 'children',
    question: text((t) => t.faqEntries[17].question),
    answer: text((t) => t.faqEntries[17].answer),
  },
  {
    id: 'insurer-contracts',
    category: 'kosten',
    department: 'adults',
    question: text((t) => t.faqEntries[18].question),
    answer: text((t) => t.faqEntries[18].answer),
  },
  {
    id: 'late-cancellation',
    category: 'kosten',
    department: 'all',
    question: text((t) => t.faqEntries[19].question),
    answer: text(
      (t) => t.faqEntries[19].answer,
      (locale) => ({ amount: formatEuros(cancellation.lateCancellationFeeEuros, locale) }),
    ),
  },
  {
    id: 'couples-therapy-coverage',
    category: 'kosten',
    department: 'adults',
    question: text((t) => t.faqEntries[20].question),
    answer: text((t) => t.faqEntries[20].answer),
  },
  // Behandeling
  {
    id: 'what-treatment-looks-like',
    category: 'behandeling',
    department: 'all',
    question: text((t) => t.faqEntries[21].question),
    answer: text((t) => t.faqEntries[21].answer),
  },
  {
    id: 'methods',
    category: 'behandeling',
    department: 'all',
    question: text((t) => t.faqEntries[22].question),
    answer: text((t) => t.faqEntries[22].answer),
  },
  {
    id: 'parent-involvement',
    category: 'behandeling',
    department: 'children',
    question: text((t) => t.faqEntries[23].question),
    answer: text((t) => t.faqEntries[23].answer),
  },
  {
    id: 'school-collaboration',
    category: 'behandeling',
    department: 'children',
    question: text((t) => t.faqEntries[24].question),
    answer: text((t) => t.faqEntries[24].answer),
  },
  {
    id: 'change-practitioner',
    category: 'behandeling',
    department: 'all',
    question: text((t) => t.faqEntries[25].question),
    answer: text((t) => t.faqEntries[25].answer),
  },
  {
    id: 'not-the-right-place',
    category: 'behandeling',
    department: 'all',
    question: text((t) => t.faqEntries[26].question),
    answer: text((t) => t.faqEntries[26].answer),
  },
  {
    id: 'bring-someone',
    category: 'behandeling',
    department: 'adults',
    question: text((t) => t.faqEntries[27].question),
    answer: text((t) => t.faqEntries[27].answer),
  },
  // Privacy
  {
    id: 'who-sees-my-file',
    category: 'privacy',
    department: 'all',
    question: text((t) => t.faqEntries[28].question),
    answer: text((t) => t.faqEntries[28].answer),
  },
  {
    id: 'retention',
    category: 'privacy',
    department: 'all',
    question: text((t) => t.faqEntries[29].question),
    answer: text((t) => t.faqEntries[29].answer),
  },
  {
    id: 'insurer-information',
    category: 'privacy',
    department: 'adults',
    question: text((t) => t.faqEntries[30].question),
    answer: text((t) => t.faqEntries[30].answer),
  },
  {
    id: 'gp-information',
    category: 'privacy',
    department: 'all',
    question: text((t) => t.faqEntries[31].question),
    answer: text((t) => t.faqEntries[31].answer),
  },
  {
    id: 'what-parents-hear',
    category: 'privacy',
    department: 'children',
    question: text((t) => t.faqEntries[32].question),
    answer: text((t) => t.faqEntries[32].answer),
  },
  {
    id: 'municipality-information',
    category: 'privacy',
    department: 'children',
    question: text((t) => t.faqEntries[33].question),
    answer: text((t) => t.faqEntries[33].answer),
  },
];
