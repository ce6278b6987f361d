import type { SortDescriptor } from 'react-aria-components';
import { registrationLocations, registrationTypes } from '@ankerlicht/registration';
import { statuses } from '../labels.ts';
import { knownInsurers, OTHER_INSURER } from './insurers.ts';

/**
 * What the inbox shows: its filters and its order. Kept in the address's query (`/?status=all&held=held`),
 * so opening a registration and coming back (the back link, the browser's Back, a reload) finds the
 * list as it was left: the inbox is unmounted while a registration is open. Only codes go in the
 * address, never anything a visitor typed: an insurer is a key of the site's list (insurers.ts), an
 * assignee a member's user id.
 */
export type InboxView = {
  status: string;
  type: string;
  held: string;
  location: string;
  /** An age group: '0-11', '12-17', '18-23' or '24-plus' (ageGroups). */
  age: string;
  /** A key of knownInsurers, or 'overig'. */
  insurer: string;
  /** 'all', 'me', 'none' or a member's user id. */
  assignee: string;
  /** Against the Treeknorm (treeknorm.ts): 'all', 'near' or 'over'. */
  wait: string;
  sort: SortDescriptor;
};

export const defaultView: InboxView = {
  status: 'open',
  type: 'all',
  held: 'all',
  location: 'all',
  age: 'all',
  insurer: 'all',
  assignee: 'all',
  wait: 'all',
  sort: { column: 'created_at', direction: 'descending' },
};

/** The age groups, each from and to a whole age in years (inclusive); the last has no end. */
export const ageGroups = [
  { id: '0-11', from: 0, to: 11 },
  { id: '12-17', from: 12, to: 17 },
  { id: '18-23', from: 18, to: 23 },
  { id: '24-plus', from: 24, to: Infinity },
] as const;

const allowed = {
  status: ['open', 'all', ...statuses],
  type: ['all', ...registrationTypes],
  held: ['all', 'held', 'not-held'],
  location: ['all', ...registrationLocations],
  age: ['all', ...ageGroups.map((group) => group.id)],
  insurer: ['all', ...knownInsurers.keys(), OTHER_INSURER],
  wait: ['all', 'near', 'over'],
  sort: ['created_at', 'name', 'registration_type', 'location', 'status'],
  order: ['ascending', 'descending'],
} as const;

/** A user id (auth.users.id): the only assignee the address may name besides 'all', 'me' and 'none'. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The filters a view and the default differ in (the order left out), in the address's words. */
const filterKeys = ['status', 'type', 'held', 'location', 'age', 'insurer', 'assignee', 'wait'] as const;

/** The view a query names; anything unknown or missing is the default (a hand-edited address included). */
export function viewOf(search: string): InboxView {
  const query = new URLSearchParams(search);
  const pick = (key: keyof typeof allowed, fallback: string): string => {
    const value = query.get(key);
    return value !== null && (allowed[key] as readonly string[]).includes(value) ? value : fallback;
  };
  const assignee = query.get('assignee');
  return {
    status: pick('status', defaultView.status),
    type: pick('type', defaultView.type),
    held: pick('held', defaultView.held),
    location: pick('location', defaultView.location),
    age: pick('age', defaultView.age),
    insurer: pick('insurer', defaultView.insurer),
    assignee:
      assignee !== null && (['all', 'me', 'none'].includes(assignee) || USER_ID.test(assignee)) ? assignee : defaultView.assignee,
    wait: pick('wait', defaultView.wait),
    sort: {
      column: pick('sort', String(defaultView.sort.column)),
      direction: pick('order', defaultView.sort.direction ?? 'descending') as SortDescriptor['direction'],
    },
  };
}

/** The query for a view: only what differs from the default, so the plain inbox stays at `/`. */
export function searchOf(view: InboxView): string {
  const query = new URLSearchParams();
  for (const key of filterKeys) if (view[key] !== defaultView[key]) query.set(key, view[key]);
  if (view.sort.column !== defaultView.sort.column) query.set('sort', String(view.sort.column));
  if (view.sort.direction !== defaultView.sort.direction) query.set('order', String(view.sort.direction));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The saved views (issue 51): each only a set of filters, so simply an address the inbox reads like
 * any other. Choosing one sets every filter to it and keeps the order.
 */
export const savedViews = [
  // Assigned to the signed-in member, still open.
  { id: 'mine', filters: { assignee: 'me' } },
  { id: 'new', filters: { status: 'new' } },
  // Open and waiting longer than the Treeknorm: more than four weeks since the registration
  // (TREEKNORM_DAYS, treeknorm.ts), in a status whose wait still counts.
  { id: 'overTreeknorm', filters: { wait: 'over' } },
] as const satisfies ReadonlyArray<{ id: string; filters: Partial<Record<(typeof filterKeys)[number], string>> }>;

export type SavedView = (typeof savedViews)[number];

/** The view a saved view makes of the current one: its filters, the rest of the filters default, the order kept. */
export function applySavedView(saved: SavedView, view: InboxView): InboxView {
  return { ...defaultView, ...saved.filters, sort: view.sort };
}

/** Whether the view shows exactly a saved view's filters (whatever its order). */
export function isSavedView(saved: SavedView, view: InboxView): boolean {
  const applied = applySavedView(saved, view);
  return filterKeys.every((key) => applied[key] === view[key]);
}

/**
 * The inbox's address as last left in this tab, for the registration's back link (which must not
 * drop the filters). In sessionStorage, so a reload of the registration keeps it; only filter
 * names, no personal data.
 */
const KEY = 'ankerlicht-staff-inbox-view';

export function rememberInboxSearch(search: string): void {
  try {
    window.sessionStorage.setItem(KEY, search);
  } catch {
    // Storage refused (private mode, full): the back link then shows the plain inbox.
  }
}

export function inboxHref(): string {
  let search: string | null;
  try {
    search = window.sessionStorage.getItem(KEY);
  } catch {
    search = null;
  }
  // Only what viewOf reads: a stored value is never taken as a path of its own.
  return `/${search === null ? '' : searchOf(viewOf(search))}`;
}

/**
 * The inbox's search, for the return from a registration: in this tab's memory only, never in
 * the address or storage (a term is often a BSN or a name). Gone on a reload and on signing out.
 */
let query: string | null = null;

export function rememberQuery(term: string | null): void {
  query = term;
}

export function rememberedQuery(): string | null {
  return query;
}
