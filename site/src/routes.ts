import { unlocalizedPath, type Department } from '@ankerlicht/content';

/**
 * The route table: plain data, shared by the app, the prerender and the tests.
 * Every page of the site (docs/product-rules.md §2.1). `paths[0]` is canonical; the others are aliases. */
export const pageIds = [
  'home',
  'about',
  'missionVision',
  'team',
  'careers',
  'waitingTimes',
  'childOffer',
  'adultOffer',
  'childFinancing',
  'adultFinancing',
  'childWaitingTime',
  'adultWaitingTime',
  'childTreatments',
  'adultTreatments',
  'childApproach',
  'adultApproach',
  'referrers',
  'registrationChooser',
  'childRegistration',
  'adultRegistration',
  'contact',
  'complaints',
  'qualityStatute',
  'faq',
  'privacy',
  'terms',
  'disclaimer',
  'accessibility',
  'notFound',
] as const;
export type PageId = (typeof pageIds)[number];

export type PageRoute = {
  id: PageId;
  paths: readonly string[];
  /** The page's module under site/src, which the prerender maps to its chunk. */
  module: string;
  /** For pages shared by both departments. */
  department?: Department;
};

export const pageRoutes: readonly PageRoute[] = [
  { id: 'home', paths: ['/'], module: './pages/home/HomePage.tsx' },
  { id: 'about', paths: ['/over-ons'], module: './pages/about/AboutPage.tsx' },
  { id: 'missionVision', paths: ['/missie-en-visie'], module: './pages/mission-vision/MissionVisionPage.tsx' },
  { id: 'team', paths: ['/team'], module: './pages/team/TeamPage.tsx' },
  { id: 'careers', paths: ['/werken-bij'], module: './pages/careers/CareersPage.tsx' },
  { id: 'waitingTimes', paths: ['/wachttijd'], module: './pages/waiting-times/WaitingTimesPage.tsx' },
  {
    id: 'childOffer',
    paths: ['/kind-jeugd/behandelaanbod'],
    department: 'children',
    module: './pages/department/TreatmentOfferPage.tsx',
  },
  {
    id: 'adultOffer',
    paths: ['/volwassenen/behandelaanbod'],
    department: 'adults',
    module: './pages/department/TreatmentOfferPage.tsx',
  },
  {
    id: 'childFinancing',
    paths: ['/kind-jeugd/financiering'],
    department: 'children',
    module: './pages/department/FinancingPage.tsx',
  },
  {
    id: 'adultFinancing',
    paths: ['/volwassenen/financiering'],
    department: 'adults',
    module: './pages/department/FinancingPage.tsx',
  },
  {
    id: 'childWaitingTime',
    paths: ['/kind-jeugd/wachttijd'],
    department: 'children',
    module: './pages/department/DepartmentWaitingTimePage.tsx',
  },
  {
    id: 'adultWaitingTime',
    paths: ['/volwassenen/wachttijd'],
    department: 'adults',
    module: './pages/department/DepartmentWaitingTimePage.tsx',
  },
  {
    id: 'childTreatments',
    paths: ['/kind-jeugd/behandelingen'],
    department: 'children',
    module: './pages/department/TreatmentsPage.tsx',
  },
  {
    id: 'adultTreatments',
    paths: ['/volwassenen/behandelingen'],
    department: 'adults',
    module: './pages/department/TreatmentsPage.tsx',
  },
  {
    id: 'childApproach',
    paths: ['/kind-jeugd/werkwijze'],
    department: 'children',
    module: './pages/department/ApproachPage.tsx',
  },
  { id: 'adultApproach', paths: ['/volwassenen/werkwijze'], department: 'adults', module: './pages/department/ApproachPage.tsx' },
  { id: 'referrers', paths: ['/verwijzers'], module: './pages/referrers/ReferrersPage.tsx' },
  { id: 'registrationChooser', paths: ['/aanmelden'], module: './pages/registration-chooser/RegistrationChooserPage.tsx' },
  {
    id: 'childRegistration',
    paths: ['/aanmelden-kind-jeugd', '/kind-jeugd/aanmelden'],
    department: 'children',
    module: './pages/registration/RegistrationPage.tsx',
  },
  {
    id: 'adultRegistration',
    paths: ['/aanmelden-volwassenen', '/volwassenen/aanmelden'],
    department: 'adults',
    module: './pages/registration/RegistrationPage.tsx',
  },
  { id: 'contact', paths: ['/contact'], module: './pages/contact/ContactPage.tsx' },
  { id: 'complaints', paths: ['/klachten'], module: './pages/complaints/ComplaintsPage.tsx' },
  { id: 'qualityStatute', paths: ['/kwaliteitsstatuut'], module: './pages/quality-statute/QualityStatutePage.tsx' },
  { id: 'faq', paths: ['/faq', '/faq-2'], module: './pages/faq/FaqPage.tsx' },
  { id: 'privacy', paths: ['/privacy'], module: './pages/legal/PrivacyPage.tsx' },
  { id: 'terms', paths: ['/algemene-voorwaarden'], module: './pages/legal/TermsPage.tsx' },
  { id: 'disclaimer', paths: ['/disclaimer'], module: './pages/legal/DisclaimerPage.tsx' },
  { id: 'accessibility', paths: ['/toegankelijkheid'], module: './pages/accessibility/AccessibilityPage.tsx' },
];

export const notFoundRoute: PageRoute = {
  id: 'notFound',
  paths: [],
  module: './pages/not-found/NotFoundPage.tsx',
};

/** Permanent redirects (docs/product-rules.md §2.1), as Dutch paths: each language has them behind its prefix. */
export const redirects: Readonly<Record<string, string>> = {
  '/wie-zijn-wij': '/missie-en-visie',
  '/volwassenen': '/volwassenen/behandelaanbod',
  '/kind-jeugd': '/kind-jeugd/behandelaanbod',
  '/kind-jeugd/vraagstukken': '/kind-jeugd/behandelaanbod',
  '/volwassenen/vraagstukken': '/volwassenen/behandelaanbod',
};

export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The page at a path in any language ('/en/faq' and '/faq' are the FAQ). */
export function findRoute(pathname: string): PageRoute {
  const path = unlocalizedPath(normalisePath(pathname));
  return pageRoutes.find((route) => route.paths.includes(path)) ?? notFoundRoute;
}
