/**
 * Publishing the waiting times to the site (issue 54, item 3; migration
 * *_waiting_time_publications.sql): the figures as the site shows them, the form's draft of them,
 * and the three functions: `published_waiting_times` (the newest publication's figures, for
 * everyone), `admin_waiting_time_publications` (every publication, admins) and
 * `admin_publish_waiting_times` (admins; a figure the inbox does not back needs a reason).
 */
import { registrationLocations, type RegistrationLocation } from '@ankerlicht/registration';
import type { Rpc } from '../inbox/auditedRead.ts';
import { daysBetween } from '../inbox/age.ts';

export const departments = ['adults', 'children'] as const;
export type Department = (typeof departments)[number];

/** A wait as the site writes it: whole weeks or months, one figure (min = max) or a range. */
export type WaitSpan = { min: number; max: number; unit: 'week' | 'month'; approximate?: boolean };

/** A location's own figures: the two parts (the headline, and a total, are the department's only). */
export const locationParts = ['registration', 'treatment'] as const;
export type LocationPart = (typeof locationParts)[number];
export type LocationFigures = Record<LocationPart, WaitSpan>;

/** One department's figures; the headline is what the site's summary card shows in large. */
export type DepartmentFigures = {
  registration: WaitSpan;
  treatment: WaitSpan;
  headline: 'registration' | 'treatment' | { total: WaitSpan };
  /**
   * Each location's figures, only where the waits differ per location (both locations, then): the
   * site shows them under the department's, which stay and span both locations (the summary card).
   */
  locations?: Record<RegistrationLocation, LocationFigures>;
};

/** What the site shows: `asOf` is the first day after the month whose figures were reviewed. */
export type PublishedFigures = {
  asOf: string;
  adults: DepartmentFigures;
  children: DepartmentFigures;
  urgent: WaitSpan;
};

/**
 * A figure the form edits, and a reason's key: `<department>.<part>`, the total only for a headline
 * that is one; and `<department>.<location>.<part>` for a location's figure, only where that
 * department's figures are given per location.
 */
export const figureParts = ['registration', 'treatment', 'total'] as const;
export type FigurePart = (typeof figureParts)[number];
export type DepartmentFigureKey = `${Department}.${FigurePart}`;
export type LocationFigureKey = `${Department}.${RegistrationLocation}.${LocationPart}`;
export type FigureKey = DepartmentFigureKey | LocationFigureKey;

/** One publication as admin_waiting_time_publications returns it, newest first. */
export type Publication = {
  id: number;
  published_at: string;
  /** The admin who published; null for the first publication, made by a migration. */
  published_by: string | null;
  /** The month reviewed, its first day (`YYYY-MM-DD`). */
  month: string;
  figures: PublishedFigures;
  /** The inbox's rows of that month when it was published; null for the first. */
  computed: unknown[] | null;
  reasons: Partial<Record<FigureKey, string>>;
};

/** A span as typed: the numbers as text until they are checked. */
export type SpanDraft = { min: string; max: string; unit: 'week' | 'month'; approximate: boolean };

/** The form: per figure its span, per figure a reason (empty: none). */
export type Draft = {
  /** Which part each department's headline is (not edited here): the total has a span of its own. */
  headlines: Record<Department, 'registration' | 'treatment' | 'total'>;
  /**
   * Whether each department's figures are given per location too. Off, its locations' spans and
   * reasons stay in the draft (on again, they are back) but are neither checked nor sent.
   */
  perLocation: Record<Department, boolean>;
  spans: Partial<Record<FigureKey, SpanDraft>>;
  reasons: Partial<Record<FigureKey, string>>;
};

/** The longest reason the database takes. */
export const REASON_MAX_LENGTH = 1000;

export const figureKey = (department: Department, part: FigurePart): DepartmentFigureKey => `${department}.${part}`;

export const locationFigureKey = (
  department: Department,
  location: RegistrationLocation,
  part: LocationPart,
): LocationFigureKey => `${department}.${location}.${part}`;

/** A department's location figures, in the form's order: per location its two parts. */
const locationKeysOf = (department: Department): LocationFigureKey[] =>
  registrationLocations.flatMap((location) => locationParts.map((part) => locationFigureKey(department, location, part)));

/** The figures of a department the form shows, in order: the two parts, and the total when the headline is one. */
export function partsOf(draft: Draft, department: Department): FigurePart[] {
  return draft.headlines[department] === 'total' ? ['registration', 'treatment', 'total'] : ['registration', 'treatment'];
}

/**
 * Every figure the form shows, in the form's order (the order errors are focused in): per
 * department its own figures, then, when given per location, each location's two parts.
 */
export function figureKeysOf(draft: Draft): FigureKey[] {
  return departments.flatMap((department) => [
    ...partsOf(draft, department).map((part) => figureKey(department, part)),
    ...(draft.perLocation[department] ? locationKeysOf(department) : []),
  ]);
}

const spanDraftOf = (span: WaitSpan): SpanDraft => ({
  min: String(span.min),
  max: String(span.max),
  unit: span.unit,
  approximate: span.approximate === true,
});

/** The form filled in with a publication's figures, no reasons; per location where the publication has them. */
export function draftOf(figures: PublishedFigures): Draft {
  const draft: Draft = {
    headlines: { adults: 'registration', children: 'registration' },
    perLocation: { adults: false, children: false },
    spans: {},
    reasons: {},
  };
  for (const department of departments) {
    const given = figures[department];
    draft.headlines[department] = typeof given.headline === 'string' ? given.headline : 'total';
    draft.spans[figureKey(department, 'registration')] = spanDraftOf(given.registration);
    draft.spans[figureKey(department, 'treatment')] = spanDraftOf(given.treatment);
    if (typeof given.headline !== 'string') draft.spans[figureKey(department, 'total')] = spanDraftOf(given.headline.total);
    if (given.locations !== undefined) {
      draft.perLocation[department] = true;
      for (const location of registrationLocations)
        for (const part of locationParts)
          draft.spans[locationFigureKey(department, location, part)] = spanDraftOf(given.locations[location][part]);
    }
  }
  return draft;
}

/**
 * The draft with a department's figures given per location (`on`) or not. Turned on the first
 * time, each location starts from the department's spans as they are typed; after that, from what
 * was typed for it (turning off forgets nothing).
 */
export function withPerLocation(draft: Draft, department: Department, on: boolean): Draft {
  const spans = { ...draft.spans };
  if (on)
    for (const location of registrationLocations)
      for (const part of locationParts)
        spans[locationFigureKey(department, location, part)] ??= { ...(draft.spans[figureKey(department, part)] as SpanDraft) };
  return { ...draft, perLocation: { ...draft.perLocation, [department]: on }, spans };
}

/** What is wrong with a typed span, by the field it is about; the rules are the database's (private.is_wait_span). */
export type SpanProblem = {
  field: 'min' | 'max';
  problem: 'wholeNumber' | 'maxAtLeastOne' | 'maxBelowMin' | 'outsideDepartment';
};

const WHOLE = /^\d{1,2}$/;

export function spanProblem(span: SpanDraft): SpanProblem | null {
  const min = span.min.trim();
  const max = span.max.trim();
  if (!WHOLE.test(min)) return { field: 'min', problem: 'wholeNumber' };
  if (!WHOLE.test(max)) return { field: 'max', problem: 'wholeNumber' };
  if (Number(max) < 1) return { field: 'max', problem: 'maxAtLeastOne' };
  if (Number(min) > Number(max)) return { field: 'max', problem: 'maxBelowMin' };
  return null;
}

/** A unit in days, as the database counts it (private.span_agrees, private.span_days). */
const unitDays = { week: 7, month: 365.25 / 12 } as const;

/**
 * Whether a location's span (checked) lies within its department's (checked), as the database
 * requires (private.is_department_waits): each bound within the department's span, half a unit of
 * the department's either side. The site shows them one under the other.
 */
export function locationSpanProblem(location: SpanDraft, department: SpanDraft): SpanProblem | null {
  const days = (span: SpanDraft, bound: 'min' | 'max') => Number(span[bound].trim()) * unitDays[span.unit];
  const slack = unitDays[department.unit] / 2;
  if (days(location, 'min') < days(department, 'min') - slack) return { field: 'min', problem: 'outsideDepartment' };
  if (days(location, 'max') > days(department, 'max') + slack) return { field: 'max', problem: 'outsideDepartment' };
  return null;
}

/** What is wrong with a figure of the draft: its own numbers, and a location's span beside its department's. */
export function figureSpanProblem(draft: Draft, key: FigureKey): SpanProblem | null {
  const span = draft.spans[key] as SpanDraft;
  const own = spanProblem(span);
  const [department, , part] = key.split('.');
  if (own !== null || part === undefined) return own;
  const departmentSpan = draft.spans[`${department}.${part}` as FigureKey] as SpanDraft;
  // A department's span that is itself wrong is said at the department's figure.
  return spanProblem(departmentSpan) === null ? locationSpanProblem(span, departmentSpan) : null;
}

/** A checked span as the site writes it: `approximate` only when true, as the first publication has it. */
function spanOf(span: SpanDraft): WaitSpan {
  const written: WaitSpan = { min: Number(span.min.trim()), max: Number(span.max.trim()), unit: span.unit };
  if (span.approximate) written.approximate = true;
  return written;
}

/** admin_publish_waiting_times's p_figures and p_reasons for a checked draft (spanProblem null for each). */
export function publicationArguments(draft: Draft): {
  p_figures: Record<Department, DepartmentFigures>;
  p_reasons: Partial<Record<FigureKey, string>>;
} {
  const span = (key: FigureKey) => spanOf(draft.spans[key] as SpanDraft);
  const locationFiguresOf = (department: Department, location: RegistrationLocation): LocationFigures => ({
    registration: span(locationFigureKey(department, location, 'registration')),
    treatment: span(locationFigureKey(department, location, 'treatment')),
  });
  const figuresOf = (department: Department): DepartmentFigures => {
    const headline = draft.headlines[department];
    const figures: DepartmentFigures = {
      registration: span(figureKey(department, 'registration')),
      treatment: span(figureKey(department, 'treatment')),
      headline: headline === 'total' ? { total: span(figureKey(department, 'total')) } : headline,
    };
    // Only when on: the key's presence is what says the waits differ per location.
    if (draft.perLocation[department])
      figures.locations = Object.fromEntries(
        registrationLocations.map((location) => [location, locationFiguresOf(department, location)]),
      ) as Record<RegistrationLocation, LocationFigures>;
    return figures;
  };
  const reasons: Partial<Record<FigureKey, string>> = {};
  for (const key of figureKeysOf(draft)) {
    const reason = draft.reasons[key]?.trim() ?? '';
    if (reason !== '') reasons[key] = reason;
  }
  return { p_figures: { adults: figuresOf('adults'), children: figuresOf('children') }, p_reasons: reasons };
}

/** The figures the database says need a reason (waiting_times_reason_required's detail), known keys only. */
export function requiredReasons(details: string | null | undefined): FigureKey[] {
  const known = new Set<string>(
    departments.flatMap((department) => [
      ...figureParts.map((part) => figureKey(department, part)),
      ...locationKeysOf(department),
    ]),
  );
  return (details ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key): key is FigureKey => known.has(key));
}

/** The first day of the month after `month` (`YYYY-MM-01`): the date the site shows its figures for. */
export function asOfFor(month: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const next = new Date(Date.UTC(year, monthNumber, 1));
  return next.toISOString().slice(0, 10);
}

/** How old the site's figures may be before admins are reminded to publish: a month, and a few days to do it. */
export const REMINDER_AFTER_DAYS = 35;

/** Whether figures that hold for `asOf` are more than REMINDER_AFTER_DAYS old on `today` (Amsterdam's date). */
export function isOutdated(asOf: string, today: string): boolean {
  return daysBetween(asOf, today) > REMINDER_AFTER_DAYS;
}

type Failure = { message?: string; code?: string; details?: string | null };

export function readPublished(rpc: Rpc) {
  return rpc('published_waiting_times', {}) as PromiseLike<{ data: PublishedFigures | null; error: Failure | null }>;
}

export function readPublications(rpc: Rpc) {
  return rpc('admin_waiting_time_publications', {}) as PromiseLike<{ data: Publication[] | null; error: Failure | null }>;
}

export function publish(rpc: Rpc, month: string, draft: Draft) {
  return rpc('admin_publish_waiting_times', { p_month: month, ...publicationArguments(draft) }) as PromiseLike<{
    data: number | null;
    error: Failure | null;
  }>;
}
