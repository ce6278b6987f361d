import { hrefFor } from './pages.ts';
import type { Localized } from './locale.ts';
import type { Department } from './department.ts';
import { formatWaitSpan, headlineSpan, waitingTimeFigures } from './waitingTimeFigures.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/registration.ts').default>(
  'registration',
  (locale) => import(`./${locale}/registration.ts`),
);

export const registrationFormHrefs: Readonly<Record<Department, string>> = {
  adults: hrefFor('adultRegistration'),
  children: hrefFor('childRegistration'),
};

export const waitingTimeHrefs: Readonly<Record<Department, string>> = {
  adults: hrefFor('adultWaitingTime'),
  children: hrefFor('childWaitingTime'),
};

export type DepartmentCallToAction = {
  title: Localized;
  text: Localized;
  registerLabel: Localized;
  registerHref: string;
  waitingTimeLabel: Localized;
  waitingTimeHref: string;
  /** One line about the current waiting time, for when the block shows it. */
  waitingTimeInfo: Localized;
};

/** Texts of the shared call-to-action block, per department (docs/product-rules.md §2.6). */
export const departmentCallsToAction: Readonly<Record<Department, DepartmentCallToAction>> = {
  adults: {
    title: text((t) => t.departmentCallsToAction.adults.title),
    text: text((t) => t.departmentCallsToAction.adults.text),
    registerLabel: text((t) => t.departmentCallsToAction.adults.registerLabel),
    registerHref: registrationFormHrefs.adults,
    waitingTimeLabel: text((t) => t.departmentCallsToAction.adults.waitingTimeLabel),
    waitingTimeHref: waitingTimeHrefs.adults,
    waitingTimeInfo: text(
      (t) => t.departmentCallsToAction.adults.waitingTimeInfo,
      (locale) => ({ waitingTime: formatWaitSpan(waitingTimeFigures.adults.registration, locale) }),
    ),
  },
  children: {
    title: text((t) => t.departmentCallsToAction.children.title),
    text: text((t) => t.departmentCallsToAction.children.text),
    registerLabel: text((t) => t.departmentCallsToAction.children.registerLabel),
    registerHref: registrationFormHrefs.children,
    waitingTimeLabel: text((t) => t.departmentCallsToAction.children.waitingTimeLabel),
    waitingTimeHref: waitingTimeHrefs.children,
    waitingTimeInfo: text(
      (t) => t.departmentCallsToAction.children.waitingTimeInfo,
      (locale) => ({ waitingTime: formatWaitSpan(headlineSpan('children'), locale) }),
    ),
  },
};

export type ReferralRequirements = {
  /** Who may refer. */
  referrers: readonly Localized[];
  /** A limit on that list, shown right under it: from 18 only the GP or a medical specialist (children). */
  referrersNote?: Localized;
  /** What the letter must state. */
  letterMustInclude: readonly Localized[];
  /** A note under the lists. */
  note: Localized;
};

/** What a referral letter needs, per department (docs/product-rules.md §5, referrers page, forms). */
export const referralRequirements: Readonly<Record<Department, ReferralRequirements>> = {
  adults: {
    referrers: [text((t) => t.referralRequirements.adults.referrers[0])],
    letterMustInclude: [
      text((t) => t.referralRequirements.adults.letterMustInclude[0]),
      text((t) => t.referralRequirements.adults.letterMustInclude[1]),
      text((t) => t.referralRequirements.adults.letterMustInclude[2]),
      text((t) => t.referralRequirements.adults.letterMustInclude[3]),
    ],
    note: text((t) => t.referralRequirements.adults.note),
  },
  children: {
    referrers: [
      text((t) => t.referralRequirements.children.referrers[0]),
      text((t) => t.referralRequirements.children.referrers[1]),
      text((t) => t.referralRequirements.children.referrers[2]),
      text((t) => t.referralRequirements.children.referrers[3]),
    ],
    // From 18 youth care is no longer Jeugdwet but Zorgverzekeringswet: only a GP or a medical
    // specialist may refer (docs/product-rules.md, "Referral and payment at 18" under "Legal and factual statements").
    referrersNote: text((t) => t.referralRequirements.children.referrersNote),
    letterMustInclude: [
      text((t) => t.referralRequirements.children.letterMustInclude[0]),
      text((t) => t.referralRequirements.children.letterMustInclude[1]),
      text((t) => t.referralRequirements.children.letterMustInclude[2]),
      text((t) => t.referralRequirements.children.letterMustInclude[3]),
    ],
    note: text((t) => t.referralRequirements.children.note),
  },
};
