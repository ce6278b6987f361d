/**
 * The e-mail function's only way into the database and the letter bucket: the RPC functions of
 * migrations `20261123120000_intake.sql` and `20261126120000_intake_abuse.sql` and two Storage
 * calls, over plain HTTP with a secret key (hosted Supabase gives every function `SUPABASE_URL`,
 * `SUPABASE_SECRET_KEYS` and, while legacy keys are on, `SUPABASE_SERVICE_ROLE_KEY`).
 *
 * Plain `fetch`, injectable for tests; no supabase-js (nothing here needs its weight, and the
 * function runs in Deno and in Node alike). Errors carry an HTTP status and a PostgREST/Storage
 * code, never a message or a body: those may echo personal data.
 */
import * as v from 'valibot';
import { REFERRAL_LETTER_BUCKET, RegistrationIdSchema } from './registration.ts';

// ---------------------------------------------------------------------------------------------
// What the RPCs answer
// ---------------------------------------------------------------------------------------------

/**
 * `held`: saved during a flood, so not e-mailed on its own (the flood alert covers it);
 * `not-due`: a later attempt than the visitor's first, or one whose backoff is not over;
 * `given-up`: its runs died too often (migration 20261201150000): failed now, and alerted.
 */
export const claimOutcomes = [
  'claimed',
  'unknown',
  'expired',
  'already-sent',
  'in-progress',
  'held',
  'not-due',
  'given-up',
] as const;
export type ClaimOutcome = (typeof claimOutcomes)[number];

/** storage.objects metadata of the registration's letter (size is text in the metadata JSON). */
const LetterInfoSchema = v.object({
  name: v.string(),
  mimetype: v.nullish(v.string(), null),
  size: v.nullish(
    v.union([
      v.number(),
      v.pipe(
        v.string(),
        v.regex(/^[0-9]{1,15}$/),
        v.transform((value) => Number(value)),
      ),
    ]),
    null,
  ),
});
export type LetterInfo = v.InferOutput<typeof LetterInfoSchema>;

export const ClaimResultSchema = v.object({
  outcome: v.picklist(claimOutcomes),
  attempts: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  /** The row as `to_jsonb(registrations)`; read with StoredRegistrationSchema. */
  registration: v.nullish(v.record(v.string(), v.unknown()), null),
  letter: v.nullish(LetterInfoSchema, null),
});
export type ClaimResult = v.InferOutput<typeof ClaimResultSchema>;

export const FailedNotificationSchema = v.object({
  registration_id: RegistrationIdSchema,
  registration_type: v.nullish(v.string(), null),
  location: v.nullish(v.string(), null),
  created_at: v.nullish(v.string(), null),
  attempts: v.nullish(v.number(), null),
  last_error: v.nullish(v.string(), null),
});
export type FailedNotification = v.InferOutput<typeof FailedNotificationSchema>;

/** `claim_flood_alert`: due once an hour while a flood lasts. */
export const FloodAlertSchema = v.union([
  v.object({ due: v.literal(false) }),
  v.object({ due: v.literal(true), held: v.number(), registrationsLastHour: v.number() }),
]);
export type FloodAlert = v.InferOutput<typeof FloodAlertSchema>;

/** `claim_stale_schedule_alert`: due once per silence of the schedule. */
export const StaleScheduleAlertSchema = v.union([
  v.object({ due: v.literal(false) }),
  v.object({ due: v.literal(true), lastRunAt: v.nullable(v.string()) }),
]);
export type StaleScheduleAlert = v.InferOutput<typeof StaleScheduleAlertSchema>;

/** pg_net's answer to the schedule's latest call (net._http_response), where it can be read. */
const ScheduleCallSchema = v.object({
  requestId: v.number(),
  at: v.string(),
  status: v.nullable(v.number()),
  timedOut: v.boolean(),
  error: v.boolean(),
  ok: v.boolean(),
});

/** `intake_health`: what a monitor needs, no personal data. */
export const IntakeHealthSchema = v.object({
  scheduleLastRunAt: v.nullable(v.string()),
  scheduleLastComplete: v.nullable(v.boolean()),
  scheduleStale: v.boolean(),
  /** null where no answer can be read (no pg_net: the embedded backend). */
  scheduleLastCall: v.optional(v.nullable(ScheduleCallSchema), null),
  /** The latest scheduled call was answered with an error status, or not at all. */
  scheduleCallFailing: v.optional(v.boolean(), false),
  oldestUnsentAt: v.nullable(v.string()),
  unsent: v.number(),
  failedUnalerted: v.number(),
  /** Held and not yet announced to the staff (the held summary announces them). */
  held: v.number(),
  heldOldestAt: v.optional(v.nullable(v.string()), null),
  /** Held ones whose letter has no verdict yet. */
  heldUnchecked: v.optional(v.number(), 0),
  floodActive: v.boolean(),
});
export type IntakeHealth = v.InferOutput<typeof IntakeHealthSchema>;

/** `claim_held_letter_checks`: held registrations whose letter the schedule inspects (no e-mail). */
export const HeldLetterCheckSchema = v.object({
  registration: v.record(v.string(), v.unknown()),
  letter: v.nullish(LetterInfoSchema, null),
});
export type HeldLetterCheck = v.InferOutput<typeof HeldLetterCheckSchema>;

/** `claim_held_summary`: due at most once an hour while held registrations wait to be announced. */
export const HeldSummarySchema = v.union([
  v.object({ due: v.literal(false) }),
  v.object({
    due: v.literal(true),
    floodActive: v.boolean(),
    total: v.number(),
    items: v.array(
      v.object({
        registration_id: RegistrationIdSchema,
        created_at: v.nullish(v.string(), null),
        held_reason: v.nullish(v.string(), null),
      }),
    ),
  }),
]);
export type HeldSummary = v.InferOutput<typeof HeldSummarySchema>;

/** `claim_unknown_client_alert`: requests whose client address could not be read. */
export const UnknownClientAlertSchema = v.union([
  v.object({ due: v.literal(false) }),
  v.object({
    due: v.literal(true),
    previousAlertAt: v.nullable(v.string()),
    count: v.number(),
    lastAt: v.nullable(v.string()),
    held: v.number(),
  }),
]);
export type UnknownClientAlert = v.InferOutput<typeof UnknownClientAlertSchema>;

// ---------------------------------------------------------------------------------------------
// The store
// ---------------------------------------------------------------------------------------------

/** Everything the function reads or changes. `createHttpIntakeStore` in production. */
export type IntakeStore = {
  /** `claim_registration_notification`: null maxAgeMinutes means no window (scheduled retries). */
  claim(registrationId: string, maxAgeMinutes: number | null): Promise<ClaimResult>;
  /** `finish_registration_notification`: retryAfterSeconds null when not sent means given up. */
  finish(
    registrationId: string,
    result: { sent: true } | { sent: false; error: string; retryAfterSeconds: number | null },
  ): Promise<void>;
  /** `due_registration_notifications`: ids to retry, oldest first. */
  due(limit: number): Promise<string[]>;
  /** `unalerted_failed_notifications`: given up and nobody told yet. */
  unalertedFailed(): Promise<FailedNotification[]>;
  /** `mark_notification_alerted`. */
  markAlerted(registrationId: string): Promise<void>;
  /**
   * `purge_closed_registrations`: deletes registrations closed longer ago than the retention
   * period (their letters become orphans); how many.
   */
  purgeClosedRegistrations(limit: number): Promise<number>;
  /** `orphan_referral_letters`: object names with no registration after orphan_letter_hours. */
  orphanLetters(limit: number): Promise<string[]>;
  /** The letter's bytes, or null when there is no such object. */
  downloadLetter(path: string): Promise<Uint8Array | null>;
  /**
   * `record_referral_letter_check`: the safety check's verdict on a registration's letter ('ok' or
   * a short reason code), which the staff inbox marks and asks a second step for.
   */
  recordLetterCheck(registrationId: string, verdict: string): Promise<void>;
  /** Removes these objects from the bucket. */
  deleteLetters(names: readonly string[]): Promise<void>;
  /** `claim_flood_alert` / `release_flood_alert` (when no channel took the alert). */
  claimFloodAlert(): Promise<FloodAlert>;
  releaseFloodAlert(): Promise<void>;
  /** `record_schedule_run`: the schedule's heartbeat. */
  recordScheduleRun(complete: boolean): Promise<void>;
  /** `claim_stale_schedule_alert` / `release_stale_schedule_alert`. */
  claimStaleScheduleAlert(): Promise<StaleScheduleAlert>;
  releaseStaleScheduleAlert(): Promise<void>;
  /** `intake_health`. */
  health(): Promise<IntakeHealth>;
  /** `claim_held_letter_checks`: held registrations to inspect, each claimed for two minutes. */
  claimHeldLetterChecks(limit: number): Promise<HeldLetterCheck[]>;
  /** `claim_held_summary` / `mark_held_summarised` / `release_held_summary`. */
  claimHeldSummary(): Promise<HeldSummary>;
  markHeldSummarised(registrationIds: readonly string[]): Promise<void>;
  releaseHeldSummary(): Promise<void>;
  /** `claim_unknown_client_alert` / `release_unknown_client_alert` (back to the previous time). */
  claimUnknownClientAlert(): Promise<UnknownClientAlert>;
  releaseUnknownClientAlert(previousAlertAt: string | null): Promise<void>;
};

/** A failed call: which one, the HTTP status and the service's error code. No message. */
export class IntakeStoreError extends Error {
  readonly operation: string;
  readonly status: number;
  readonly code: string | null;

  constructor(operation: string, status: number, code: string | null = null) {
    super(`intake store: ${operation} failed (${status}${code !== null ? ` ${code}` : ''})`);
    this.name = 'IntakeStoreError';
    this.operation = operation;
    this.status = status;
    this.code = code;
  }
}

export type HttpIntakeStoreOptions = {
  /** SUPABASE_URL, e.g. `https://<ref>.supabase.co` or the local backend's URL. */
  url: string;
  /** A secret key (`sb_secret_…`) or the legacy service_role JWT. */
  serviceRoleKey: string;
  fetch?: typeof fetch;
  /** Per-request timeout; default 15 s. */
  timeoutMs?: number;
};

/** A code that is safe to keep: PostgREST's `PGRST…`/SQLSTATE or Storage's `not_found`. */
function safeCode(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value);
  return /^[A-Za-z0-9_.-]{1,40}$/.test(text) ? text : null;
}

async function errorCode(response: Response): Promise<string | null> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Record<string, unknown> | null;
    if (body === null || typeof body !== 'object') return null;
    return safeCode(body.code) ?? safeCode(body.error) ?? safeCode(body.statusCode);
  } catch {
    return null;
  }
}

/** `adults/x_y/1.pdf` → `adults/x_y/1.pdf` with each segment URL-encoded; null for `..` tricks. */
export function objectUrlPath(name: string): string | null {
  const segments = name.split('/');
  if (name === '' || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return segments.map((segment) => encodeURIComponent(segment)).join('/');
}

/** PostgREST answers `setof uuid` / `setof text` as an array of values (older: of one-key objects). */
function scalarArray(body: unknown, operation: string): string[] {
  if (!Array.isArray(body)) throw new IntakeStoreError(operation, 200, 'shape');
  return body.map((item) => {
    if (typeof item === 'string') return item;
    if (item !== null && typeof item === 'object') {
      const values = Object.values(item as Record<string, unknown>);
      if (values.length === 1 && typeof values[0] === 'string') return values[0];
    }
    throw new IntakeStoreError(operation, 200, 'shape');
  });
}

function parsed<S extends v.GenericSchema>(schema: S, body: unknown, operation: string): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (!result.success) throw new IntakeStoreError(operation, 200, 'shape');
  return result.output;
}

export function createHttpIntakeStore(options: HttpIntakeStoreOptions): IntakeStore {
  const base = options.url.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const auth = { apikey: options.serviceRoleKey, authorization: `Bearer ${options.serviceRoleKey}` };

  async function call(operation: string, url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw new IntakeStoreError(operation, 0, 'network');
    }
    return response;
  }

  async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
    const response = await call(name, `${base}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(args),
    });
    if (!response.ok) throw new IntakeStoreError(name, response.status, await errorCode(response));
    const text = await response.text();
    if (text.trim() === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new IntakeStoreError(name, response.status, 'json');
    }
  }

  return {
    async claim(registrationId, maxAgeMinutes) {
      const body = await rpc('claim_registration_notification', {
        p_registration_id: registrationId,
        p_max_age_minutes: maxAgeMinutes,
      });
      const parsed = v.safeParse(ClaimResultSchema, body);
      if (!parsed.success) throw new IntakeStoreError('claim_registration_notification', 200, 'shape');
      return parsed.output;
    },

    async finish(registrationId, result) {
      await rpc('finish_registration_notification', {
        p_registration_id: registrationId,
        p_sent: result.sent,
        p_error: result.sent ? null : result.error,
        p_retry_after_seconds: result.sent ? null : result.retryAfterSeconds,
      });
    },

    async due(limit) {
      return scalarArray(await rpc('due_registration_notifications', { p_limit: limit }), 'due_registration_notifications');
    },

    async unalertedFailed() {
      const body = await rpc('unalerted_failed_notifications', {});
      const parsed = v.safeParse(v.nullable(v.array(FailedNotificationSchema)), body);
      if (!parsed.success) throw new IntakeStoreError('unalerted_failed_notifications', 200, 'shape');
      return parsed.output ?? [];
    },

    async markAlerted(registrationId) {
      await rpc('mark_notification_alerted', { p_registration_id: registrationId });
    },

    async purgeClosedRegistrations(limit) {
      const body = await rpc('purge_closed_registrations', { p_limit: limit });
      return parsed(v.pipe(v.number(), v.integer(), v.minValue(0)), body, 'purge_closed_registrations');
    },

    async orphanLetters(limit) {
      return scalarArray(await rpc('orphan_referral_letters', { p_limit: limit }), 'orphan_referral_letters');
    },

    async downloadLetter(path) {
      const urlPath = objectUrlPath(path);
      if (urlPath === null) return null;
      const response = await call('download', `${base}/storage/v1/object/${REFERRAL_LETTER_BUCKET}/${urlPath}`, {
        method: 'GET',
        headers: auth,
      });
      if (response.ok) return new Uint8Array(await response.arrayBuffer());
      const code = await errorCode(response);
      // Storage answers a missing object with 404, or (legacy) 400 and statusCode "404" in the body.
      if (response.status === 404 || code === '404' || code === 'not_found' || code === 'NoSuchKey') return null;
      throw new IntakeStoreError('download', response.status, code);
    },

    async recordLetterCheck(registrationId, verdict) {
      await rpc('record_referral_letter_check', { p_registration_id: registrationId, p_verdict: verdict });
    },

    async claimFloodAlert() {
      return parsed(FloodAlertSchema, await rpc('claim_flood_alert', {}), 'claim_flood_alert');
    },

    async releaseFloodAlert() {
      await rpc('release_flood_alert', {});
    },

    async recordScheduleRun(complete) {
      await rpc('record_schedule_run', { p_complete: complete });
    },

    async claimStaleScheduleAlert() {
      return parsed(StaleScheduleAlertSchema, await rpc('claim_stale_schedule_alert', {}), 'claim_stale_schedule_alert');
    },

    async releaseStaleScheduleAlert() {
      await rpc('release_stale_schedule_alert', {});
    },

    async health() {
      return parsed(IntakeHealthSchema, await rpc('intake_health', {}), 'intake_health');
    },

    async claimHeldLetterChecks(limit) {
      const body = await rpc('claim_held_letter_checks', { p_limit: limit });
      return parsed(v.array(HeldLetterCheckSchema), body ?? [], 'claim_held_letter_checks');
    },

    async claimHeldSummary() {
      return parsed(HeldSummarySchema, await rpc('claim_held_summary', {}), 'claim_held_summary');
    },

    async markHeldSummarised(registrationIds) {
      await rpc('mark_held_summarised', { p_registration_ids: registrationIds });
    },

    async releaseHeldSummary() {
      await rpc('release_held_summary', {});
    },

    async claimUnknownClientAlert() {
      return parsed(UnknownClientAlertSchema, await rpc('claim_unknown_client_alert', {}), 'claim_unknown_client_alert');
    },

    async releaseUnknownClientAlert(previousAlertAt) {
      await rpc('release_unknown_client_alert', { p_previous: previousAlertAt });
    },

    async deleteLetters(names) {
      if (names.length === 0) return;
      const response = await call('delete', `${base}/storage/v1/object/${REFERRAL_LETTER_BUCKET}`, {
        method: 'DELETE',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: names }),
      });
      if (!response.ok) throw new IntakeStoreError('delete', response.status, await errorCode(response));
      await response.body?.cancel().catch(() => undefined);
    },
  };
}
