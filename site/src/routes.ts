import { matchRoutes, type RouteObject } from 'react-router-dom';
import { hrefFor, localizedPath, locales, pagePaths, type Department, type LinkedPageId, type PageId } from '@ankerlicht/content';

export { pageIds, type PageId } from '@ankerlicht/content';

/**
 * The route table: plain data, shared by the app, the prerender and the tests.
 * Every page of the site (docs/product-rules.md §2.1). `paths[0]` is canonical and comes from
 * `pagePaths` (@ankerlicht/content), where links find it too; the others are aliases. */
export type PageRoute = {
  id: PageId;
  paths: readonly string[];
  /** The page's module under site/src, which the prerender maps to its chunk. */
  module: string;
  /** For pages shared by both departments. */
  department?: Department;
};

type RouteDetails = {
  module: string;
  /** Other paths that show the same page, without a redirect. */
  aliases?: readonly string[];
  department?: Department;
};

/** Each page's module, aliases and department; `satisfies` makes a page without a route a type error. */
const routeDetails = {
  home: { module: './pages/home/HomePage.tsx' },
  about: { module: './pages/about/AboutPage.tsx' },
  missionVision: { module: './pages/mission-vision/MissionVisionPage.tsx' },
  team: { module: './pages/team/TeamPage.tsx' },
  careers: { module: './pages/careers/CareersPage.tsx' },
  waitingTimes: { module: './pages/waiting-times/WaitingTimesPage.tsx' },
  childOffer: { module: './pages/department/ChildOfferPage.tsx', department: 'children' },
  adultOffer: { module: './pages/department/AdultOfferPage.tsx', department: 'adults' },
  childFinancing: { module: './pages/department/FinancingPage.tsx', department: 'children' },
  adultFinancing: { module: './pages/department/FinancingPage.tsx', department: 'adults' },
  childWaitingTime: { module: './pages/department/DepartmentWaitingTimePage.tsx', department: 'children' },
  adultWaitingTime: { module: './pages/department/DepartmentWaitingTimePage.tsx', department: 'adults' },
  childTreatments: { module: './pages/department/ChildTreatmentsPage.tsx', department: 'children' },
  adultTreatments: { module: './pages/department/AdultTreatmentsPage.tsx', department: 'adults' },
  childApproach: { module: './pages/department/ApproachPage.tsx', department: 'children' },
  adultApproach: { module: './pages/department/ApproachPage.tsx', department: 'adults' },
  referrers: { module: './pages/referrers/ReferrersPage.tsx' },
  registrationChooser: { module: './pages/registration-chooser/RegistrationChooserPage.tsx' },
  childRegistration: {
    module: './pages/registration/RegistrationPage.tsx',
    aliases: ['/kind-jeugd/aanmelden'],
    department: 'children',
  },
  adultRegistration: {
    module: './pages/registration/RegistrationPage.tsx',
    aliases: ['/volwassenen/aanmelden'],
    department: 'adults',
  },
  contact: { module: './pages/contact/ContactPage.tsx' },
  complaints: { module: './pages/complaints/ComplaintsPage.tsx' },
  qualityStatute: { module: './pages/quality-statute/QualityStatutePage.tsx' },
  faq: { module: './pages/faq/FaqPage.tsx', aliases: ['/faq-2'] },
  privacy: { module: './pages/legal/PrivacyPage.tsx' },
  terms: { module: './pages/legal/TermsPage.tsx' },
  disclaimer: { module: './pages/legal/DisclaimerPage.tsx' },
  accessibility: { module: './pages/accessibility/AccessibilityPage.tsx' },
} satisfies Record<LinkedPageId, RouteDetails>;

export const pageRoutes: readonly PageRoute[] = (Object.keys(pagePaths) as LinkedPageId[]).map((id) => {
  const { aliases = [], ...details }: RouteDetails = routeDetails[id];
  return { id, paths: [pagePaths[id], ...aliases], ...details };
});

export const notFoundRoute: PageRoute = {
  id: 'notFound',
  paths: [],
  module: './pages/not-found/NotFoundPage.tsx',
};

/** Permanent redirects (docs/product-rules.md §2.1), as Dutch paths: each language has them behind its prefix. */
export const redirects: Readonly<Record<string, string>> = {
  '/wie-zijn-wij': hrefFor('missionVision'),
  '/volwassenen': hrefFor('adultOffer'),
  '/kind-jeugd': hrefFor('childOffer'),
  '/kind-jeugd/vraagstukken': hrefFor('childOffer'),
  '/volwassenen/vraagstukken': hrefFor('adultOffer'),
};

/** What a path of React Router's route table shows: a page, or a redirect to a path in the same language. */
export type RouteHandle = { page: PageRoute } | { redirect: string };

/**
 * React Router's route table, as data (App.tsx gives each route its element): every page's paths
 * and every redirect, in every language ('/en/faq' is the FAQ in English). Case-sensitive, as the
 * static files the prerender writes are; anything else is the 404.
 */
export const routeTable: readonly (RouteObject & { handle: RouteHandle })[] = locales.flatMap((locale) => [
  ...pageRoutes.flatMap((page) =>
    page.paths.map((path) => ({ path: localizedPath(locale, path), caseSensitive: true, handle: { page } })),
  ),
  ...Object.entries(redirects).map(([from, to]) => ({
    path: localizedPath(locale, from),
    caseSensitive: true,
    handle: { redirect: localizedPath(locale, to) },
  })),
]);

export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** What React Router's table shows at a path, or undefined for the 404 (repeated trailing slashes are one). */
export function matchPath(pathname: string): RouteHandle | undefined {
  return matchRoutes([...routeTable], normalisePath(pathname))?.[0]?.route.handle;
}

/** The page at a path in any language ('/en/faq' and '/faq' are the FAQ); the 404 for a redirect or an unknown path. */
export function findRoute(pathname: string): PageRoute {
  const handle = matchPath(pathname);
  return handle && 'page' in handle ? handle.page : notFoundRoute;
}
