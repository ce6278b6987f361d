/**
 * Publishing the waiting times to the site (issue 54, item 3; migration
 * *_waiting_time_publications.sql): the figures as the site shows them, the form's draft of them,
 * and the three functions: `published_waiting_times` (the newest publication's figures, for
 * everyone), `admin_waiting_time_publications` (every publication, admins) and
 * `admin_publish_waiting_times` (admins; a figure the inbox does not back needs a reason).
 */
import type { Rpc } from '../inbox/auditedRead.ts';
import { daysBetween } from '../inbox/age.ts';

export const departments = ['adults', 'children'] as const;
export type Department = (typeof departments)[number];

/** A wait as the site writes it: whole weeks or months, one figure (min = max) or a range. */
export type WaitSpan = { min: number; max: number; unit: 'week' | 'month'; approximate?: boolean };

/** One department's figures; the headline is what the site's summary card shows in large. */
export type DepartmentFigures = {
  registration: WaitSpan;
  treatment: WaitSpan;
  headline: 'registration' | 'treatment' | { total: WaitSpan };
};

/** What the site shows: `asOf` is the first day after the month whose figures were reviewed. */
export type PublishedFigures = {
  asOf: string;
  adults: DepartmentFigures;
  children: DepartmentFigures;
  urgent: WaitSpan;
};

/** A figure the form edits, and a reason's key: `<department>.<part>`, the total only for a headline that is one. */
export const figureParts = ['registration', 'treatment', 'total'] as const;
export type FigurePart = (typeof figureParts)[number];
export type FigureKey = `${Department}.${FigurePart}`;

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
  spans: Partial<Record<FigureKey, SpanDraft>>;
  reasons: Partial<Record<FigureKey, string>>;
};

/** The longest reason the database takes. */
export const REASON_MAX_LENGTH = 1000;

export const figureKey = (department: Department, part: FigurePart): FigureKey => `${department}.${part}`;

/** The figures of a department the form shows, in order: the two parts, and the total when the headline is one. */
export function partsOf(draft: Draft, department: Department): FigurePart[] {
  return draft.headlines[department] === 'total' ? ['registration', 'treatment', 'total'] : ['registration', 'treatment'];
}

/** Every figure the form shows, in the form's order (the order errors are focused in). */
export function figureKeysOf(draft: Draft): FigureKey[] {
  return departments.flatMap((department) => partsOf(draft, department).map((part) => figureKey(department, part)));
}

const spanDraftOf = (span: WaitSpan): SpanDraft => ({
  min: String(span.min),
  max: String(span.max),
  unit: span.unit,
  approximate: span.approximate === true,
});

/** The form filled in with a publication's figures, no reasons. */
export function draftOf(figures: PublishedFigures): Draft {
  const draft: Draft = { headlines: { adults: 'registration', children: 'registration' }, spans: {}, reasons: {} };
  for (const department of departments) {
    const given = figures[department];
    draft.headlines[department] = typeof given.headline === 'string' ? given.headline : 'total';
    draft.spans[figureKey(department, 'registration')] = spanDraftOf(given.registration);
    draft.spans[figureKey(department, 'treatment')] = spanDraftOf(given.treatment);
    if (typeof given.headline !== 'string') draft.spans[figureKey(department, 'total')] = spanDraftOf(given.headline.total);
  }
  return draft;
}

/** What is wrong with a typed span, by the field it is about; the rules are the database's (private.is_wait_span). */
export type SpanProblem = { field: 'min' | 'max'; problem: 'wholeNumber' | 'maxAtLeastOne' | 'maxBelowMin' };

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
  const span = (department: Department, part: FigurePart) => spanOf(draft.spans[figureKey(department, part)] as SpanDraft);
  const figuresOf = (department: Department): DepartmentFigures => {
    const headline = draft.headlines[department];
    return {
      registration: span(department, 'registration'),
      treatment: span(department, 'treatment'),
      headline: headline === 'total' ? { total: span(department, 'total') } : headline,
    };
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
  const known = new Set<string>(departments.flatMap((department) => figureParts.map((part) => figureKey(department, part))));
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
