import type { Department } from './department.ts';

/** Where a page's link stands in the main navigation: at its top level, or in one of its menus. */
export type MenuPlace = 'top' | 'about' | 'children' | 'adults' | 'register' | 'contact';

/** One page of the site: everything about it but its component, its words and its tests. */
export type PageRecord = {
  /** The canonical Dutch path, the one place it is written; every language has it behind its prefix. */
  readonly path: `/${string}`;
  /** Other paths that show the same page, without a redirect. */
  readonly aliases?: readonly `/${string}`[];
  /** The page's module under site/src: the route loads it, the prerender maps it to its chunk and messages. */
  readonly module: `./pages/${string}Page.tsx`;
  /** For a module both departments share. */
  readonly department?: Department;
  /** Its link in the main navigation, if it has one. */
  readonly menu?: MenuPlace;
  /** Whether the footer's information column links to it. */
  readonly footer?: true;
  /**
   * The JavaScript the route downloads before the first interaction, in KB of gzip -9, with its
   * heaviest language (tests/e2e/budget.spec.ts): `ceilingKB` is its size when last set plus a
   * small margin, `targetKB` issue 29's target (160 for the forms and the pages with a filter, 130
   * for every other page), which no ceiling may exceed. A commit that changes a ceiling says in its
   * message which routes, by how much and why, so this file's log records the ceilings (the budget
   * test's comment records them up to 2026-12-05).
   */
  readonly javascript: { readonly ceilingKB: number; readonly targetKB: 130 | 160 };
};

/**
 * Every page of the site (docs/product-rules.md §2.1), one record each: its path, module, place in
 * the navigation and JavaScript budget. The route table, the prerender's pages and sitemap, the
 * main navigation, the footer, the bench and the budget test read it; links name a page by its id
 * through `hrefFor`, so a renamed path changes here alone and a mistyped id is a type error. Links
 * stay Dutch and get their language prefix where they are rendered (`localizedPath`).
 *
 * The order is the navigation's (docs/product-rules.md §2.2): a menu lists its pages in this order,
 * and the main navigation's top level shows each menu where its first page stands.
 * A page's title and description are not here: they are messages in its own module, so each page's
 * messages part holds only its own (every page's titles in the shell's part cost every route
 * 1.8 to 2.1 KB, measured on 2026-11-29).
 */
export const pages = {
  home: { path: '/', module: './pages/home/HomePage.tsx', menu: 'top', javascript: { ceilingKB: 126, targetKB: 130 } },
  about: {
    path: '/over-ons',
    module: './pages/about/AboutPage.tsx',
    menu: 'about',
    javascript: { ceilingKB: 125.5, targetKB: 130 },
  },
  missionVision: {
    path: '/missie-en-visie',
    module: './pages/mission-vision/MissionVisionPage.tsx',
    menu: 'about',
    javascript: { ceilingKB: 120, targetKB: 130 },
  },
  team: { path: '/team', module: './pages/team/TeamPage.tsx', menu: 'about', javascript: { ceilingKB: 151, targetKB: 160 } },
  careers: {
    path: '/werken-bij',
    module: './pages/careers/CareersPage.tsx',
    menu: 'about',
    javascript: { ceilingKB: 123, targetKB: 130 },
  },
  waitingTimes: {
    path: '/wachttijd',
    module: './pages/waiting-times/WaitingTimesPage.tsx',
    javascript: { ceilingKB: 125, targetKB: 130 },
  },
  childOffer: {
    path: '/kind-jeugd/behandelaanbod',
    module: './pages/department/ChildOfferPage.tsx',
    department: 'children',
    menu: 'children',
    javascript: { ceilingKB: 130, targetKB: 130 },
  },
  adultOffer: {
    path: '/volwassenen/behandelaanbod',
    module: './pages/department/AdultOfferPage.tsx',
    department: 'adults',
    menu: 'adults',
    javascript: { ceilingKB: 128, targetKB: 130 },
  },
  childFinancing: {
    path: '/kind-jeugd/financiering',
    module: './pages/department/FinancingPage.tsx',
    department: 'children',
    menu: 'children',
    javascript: { ceilingKB: 127.5, targetKB: 130 },
  },
  adultFinancing: {
    path: '/volwassenen/financiering',
    module: './pages/department/FinancingPage.tsx',
    department: 'adults',
    menu: 'adults',
    javascript: { ceilingKB: 127.5, targetKB: 130 },
  },
  childWaitingTime: {
    path: '/kind-jeugd/wachttijd',
    module: './pages/department/DepartmentWaitingTimePage.tsx',
    department: 'children',
    menu: 'children',
    javascript: { ceilingKB: 130, targetKB: 130 },
  },
  adultWaitingTime: {
    path: '/volwassenen/wachttijd',
    module: './pages/department/DepartmentWaitingTimePage.tsx',
    department: 'adults',
    menu: 'adults',
    javascript: { ceilingKB: 130, targetKB: 130 },
  },
  childTreatments: {
    path: '/kind-jeugd/behandelingen',
    module: './pages/department/ChildTreatmentsPage.tsx',
    department: 'children',
    javascript: { ceilingKB: 127, targetKB: 130 },
  },
  adultTreatments: {
    path: '/volwassenen/behandelingen',
    module: './pages/department/AdultTreatmentsPage.tsx',
    department: 'adults',
    javascript: { ceilingKB: 128, targetKB: 130 },
  },
  childApproach: {
    path: '/kind-jeugd/werkwijze',
    module: './pages/department/ApproachPage.tsx',
    department: 'children',
    javascript: { ceilingKB: 128.5, targetKB: 130 },
  },
  adultApproach: {
    path: '/volwassenen/werkwijze',
    module: './pages/department/ApproachPage.tsx',
    department: 'adults',
    javascript: { ceilingKB: 128.5, targetKB: 130 },
  },
  referrers: {
    path: '/verwijzers',
    module: './pages/referrers/ReferrersPage.tsx',
    menu: 'top',
    javascript: { ceilingKB: 126.5, targetKB: 130 },
  },
  registrationChooser: {
    path: '/aanmelden',
    module: './pages/registration-chooser/RegistrationChooserPage.tsx',
    menu: 'register',
    javascript: { ceilingKB: 123, targetKB: 130 },
  },
  adultRegistration: {
    path: '/aanmelden-volwassenen',
    aliases: ['/volwassenen/aanmelden'],
    module: './pages/registration/RegistrationPage.tsx',
    department: 'adults',
    menu: 'register',
    javascript: { ceilingKB: 160, targetKB: 160 },
  },
  childRegistration: {
    path: '/aanmelden-kind-jeugd',
    aliases: ['/kind-jeugd/aanmelden'],
    module: './pages/registration/RegistrationPage.tsx',
    department: 'children',
    menu: 'register',
    javascript: { ceilingKB: 160, targetKB: 160 },
  },
  contact: {
    path: '/contact',
    module: './pages/contact/ContactPage.tsx',
    menu: 'contact',
    footer: true,
    javascript: { ceilingKB: 121, targetKB: 130 },
  },
  faq: {
    path: '/faq',
    aliases: ['/faq-2'],
    module: './pages/faq/FaqPage.tsx',
    menu: 'contact',
    footer: true,
    javascript: { ceilingKB: 144, targetKB: 160 },
  },
  privacy: {
    path: '/privacy',
    module: './pages/legal/PrivacyPage.tsx',
    footer: true,
    javascript: { ceilingKB: 122, targetKB: 130 },
  },
  complaints: {
    path: '/klachten',
    module: './pages/complaints/ComplaintsPage.tsx',
    menu: 'contact',
    footer: true,
    javascript: { ceilingKB: 125.5, targetKB: 130 },
  },
  qualityStatute: {
    path: '/kwaliteitsstatuut',
    module: './pages/quality-statute/QualityStatutePage.tsx',
    menu: 'contact',
    footer: true,
    javascript: { ceilingKB: 126.5, targetKB: 130 },
  },
  accessibility: {
    path: '/toegankelijkheid',
    module: './pages/accessibility/AccessibilityPage.tsx',
    footer: true,
    javascript: { ceilingKB: 118, targetKB: 130 },
  },
  terms: {
    path: '/algemene-voorwaarden',
    module: './pages/legal/TermsPage.tsx',
    footer: true,
    javascript: { ceilingKB: 121, targetKB: 130 },
  },
  disclaimer: {
    path: '/disclaimer',
    module: './pages/legal/DisclaimerPage.tsx',
    footer: true,
    javascript: { ceilingKB: 117.5, targetKB: 130 },
  },
} as const satisfies Record<string, PageRecord>;

/** A page a link can lead to. */
export type LinkedPageId = keyof typeof pages;

/** Every page, including the not-found page, which has no path of its own. */
export type PageId = LinkedPageId | 'notFound';

/** The pages with a path, in the record's order. */
export const linkedPageIds = Object.keys(pages) as LinkedPageId[];

export const pageIds: readonly PageId[] = [...linkedPageIds, 'notFound'];

/** A page's canonical Dutch path, for a link: `hrefFor('faq')` is '/faq'. */
export function hrefFor(page: LinkedPageId): string {
  return pages[page].path;
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
