import type { SortDescriptor } from 'react-aria-components';
import { statuses } from '../labels.ts';

/**
 * What the inbox shows: its filters and its order. Kept in the address's query (`/?status=all&held=held`),
 * so opening a registration and coming back (the back link, the browser's Back, a reload) finds the
 * list as it was left: the inbox is unmounted while a registration is open.
 */
export type InboxView = {
  status: string;
  type: string;
  held: string;
  sort: SortDescriptor;
};

export const defaultView: InboxView = {
  status: 'open',
  type: 'all',
  held: 'all',
  sort: { column: 'created_at', direction: 'descending' },
};

const allowed = {
  status: ['open', 'all', ...statuses],
  type: ['all', 'adults', 'children'],
  held: ['all', 'held', 'not-held'],
  sort: ['created_at', 'name', 'registration_type', 'location', 'status'],
  order: ['ascending', 'descending'],
} as const;

/** The view a query names; anything unknown or missing is the default (a hand-edited address included). */
export function viewOf(search: string): InboxView {
  const query = new URLSearchParams(search);
  const pick = (key: keyof typeof allowed, fallback: string): string => {
    const value = query.get(key);
    return value !== null && (allowed[key] as readonly string[]).includes(value) ? value : fallback;
  };
  return {
    status: pick('status', defaultView.status),
    type: pick('type', defaultView.type),
    held: pick('held', defaultView.held),
    sort: {
      column: pick('sort', String(defaultView.sort.column)),
      direction: pick('order', defaultView.sort.direction ?? 'descending') as SortDescriptor['direction'],
    },
  };
}

/** The query for a view: only what differs from the default, so the plain inbox stays at `/`. */
export function searchOf(view: InboxView): string {
  const query = new URLSearchParams();
  if (view.status !== defaultView.status) query.set('status', view.status);
  if (view.type !== defaultView.type) query.set('type', view.type);
  if (view.held !== defaultView.held) query.set('held', view.held);
  if (view.sort.column !== defaultView.sort.column) query.set('sort', String(view.sort.column));
  if (view.sort.direction !== defaultView.sort.direction) query.set('order', String(view.sort.direction));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
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
