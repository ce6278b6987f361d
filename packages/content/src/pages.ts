import type { Department } from './department.ts';

/**
 * Every page of the site and its canonical Dutch path (docs/product-rules.md §2.1): the one place
 * a page's path is written. Links name a page by its id through `hrefFor`, so a renamed path
 * changes here alone and a mistyped id is a type error. The site's route table
 * (site/src/routes.ts) takes its canonical paths from here and adds the aliases, redirects and
 * page modules; links stay Dutch and get their language prefix where they are rendered
 * (`localizedPath`).
 */
export const pagePaths = {
  home: '/',
  about: '/over-ons',
  missionVision: '/missie-en-visie',
  team: '/team',
  careers: '/werken-bij',
  waitingTimes: '/wachttijd',
  childOffer: '/kind-jeugd/behandelaanbod',
  adultOffer: '/volwassenen/behandelaanbod',
  childFinancing: '/kind-jeugd/financiering',
  adultFinancing: '/volwassenen/financiering',
  childWaitingTime: '/kind-jeugd/wachttijd',
  adultWaitingTime: '/volwassenen/wachttijd',
  childTreatments: '/kind-jeugd/behandelingen',
  adultTreatments: '/volwassenen/behandelingen',
  childApproach: '/kind-jeugd/werkwijze',
  adultApproach: '/volwassenen/werkwijze',
  referrers: '/verwijzers',
  registrationChooser: '/aanmelden',
  childRegistration: '/aanmelden-kind-jeugd',
  adultRegistration: '/aanmelden-volwassenen',
  contact: '/contact',
  complaints: '/klachten',
  qualityStatute: '/kwaliteitsstatuut',
  faq: '/faq',
  privacy: '/privacy',
  terms: '/algemene-voorwaarden',
  disclaimer: '/disclaimer',
  accessibility: '/toegankelijkheid',
} as const satisfies Record<string, `/${string}`>;

/** A page a link can lead to. */
export type LinkedPageId = keyof typeof pagePaths;

/** Every page, including the not-found page, which has no path of its own. */
export type PageId = LinkedPageId | 'notFound';

export const pageIds: readonly PageId[] = [...(Object.keys(pagePaths) as LinkedPageId[]), 'notFound'];

/** A page's canonical Dutch path, for a link: `hrefFor('faq')` is '/faq'. */
export function hrefFor(page: LinkedPageId): string {
  return pagePaths[page];
}

/**
 * The pages each department has one of, by what they are about, for links built per department
 * (the menus, the links between a department's pages).
 */
export const departmentPages = {
  children: {
    offer: 'childOffer',
    financing: 'childFinancing',
    waitingTime: 'childWaitingTime',
    treatments: 'childTreatments',
    approach: 'childApproach',
    registration: 'childRegistration',
  },
  adults: {
    offer: 'adultOffer',
    financing: 'adultFinancing',
    waitingTime: 'adultWaitingTime',
    treatments: 'adultTreatments',
    approach: 'adultApproach',
    registration: 'adultRegistration',
  },
} as const satisfies Record<Department, Record<string, LinkedPageId>>;

export type DepartmentPage = keyof (typeof departmentPages)[Department];
