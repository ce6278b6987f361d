/**
 * staff-letter: a referral letter for a signed-in staff member (issue 30, items 3 and 5), as a
 * short-lived signed URL that downloads the file as an attachment, never rendered inline, and
 * never without the database's audit line.
 *
 * `POST { "registrationId": "<uuid>", "acceptFlagged"?: true }` with the staff member's own `Authorization: Bearer
 * <access token>` (supabase-js's `functions.invoke` sends it):
 *
 * 1. `POST /rest/v1/rpc/staff_begin_read` `{p_action: 'letter', …}`, then
 *    `POST /rest/v1/rpc/staff_referral_letter`, both with **the caller's bearer**, so PostgREST
 *    verifies the token (whatever keys the project signs with), `private.require_staff()` checks
 *    the session, membership and the second factor (aal2), and the `letter` line in the audit log
 *    is written as that user and committed before the path is handed out (the second call is
 *    refused without a committed first: *_platform_contract.sql). Any refusal is passed
 *    on with PostgREST's status and the SQL function's reason (`staff_second_factor_required`, …);
 *    an unknown registration is 404 `registration_not_found`. A letter that did not pass the
 *    intake's safety check (or has not had it) is 409 `staff_letter_flagged` unless the request
 *    says `acceptFlagged: true`, the app's deliberate second step; the database logs that download
 *    as `letter_flagged`.
 * 2. Only then, with the service key, `POST /storage/v1/object/sign/referral_letters/<path>`
 *    `{ expiresIn }` (STAFF_LETTER_URL_SECONDS, default 60): Storage signs a URL for that one
 *    object, and `&download=<name>` makes Storage serve it with `Content-Disposition: attachment`.
 *    Staff never hold a key that reads Storage themselves.
 *
 * Answers 200 `{ signedUrl }`. The URL contains the storage path, and the path contains the
 * sanitised e-mail address of the person registered: acceptable only because the URL is handed to
 * the one staff member the database just allowed and logged, works for seconds, and is never
 * logged here (the log has outcome codes and statuses only: no id, no path, no token).
 *
 * Deployed with `verify_jwt = false` (config.toml), like send-registration-email, though every
 * caller carries a user JWT: the gateway's JWT check knows only the legacy JWT secret and is
 * incompatible with Supabase's new JWT signing keys ("Securing Edge Functions",
 * supabase.com/docs/guides/functions/auth). Nothing is lost: this function never trusts the token
 * itself, it only forwards it, and PostgREST verifies it.
 *
 * Web-standard Request/Response: the same code runs in Supabase's Deno edge runtime (index.ts)
 * and in Node (the local backend, the tests).
 */
import * as v from 'valibot';
import {
  RegistrationIdSchema,
  referralLetterExtension,
  registrationReference,
  REFERRAL_LETTER_BUCKET,
} from '../_shared/registration.ts';
import { browserCall, isJsonContentType, readBodyLimited } from '../_shared/http.ts';
import { objectUrlPath } from '../_shared/intake-store.ts';
import { allowedOriginsFromEnv, envValue, keysFromEnv, serviceKeysFromEnv, type Env } from '../_shared/settings.ts';

export type { Env } from '../_shared/settings.ts';

export const STAFF_LETTER_FUNCTION = 'staff-letter';
export const DEFAULT_LETTER_URL_SECONDS = 60;
/** A signed URL cannot be revoked: "short-lived" is enforced, not only defaulted. */
export const MAX_LETTER_URL_SECONDS = 600;
/** `{ "registrationId": "<uuid>" }` is about 60 bytes. */
const BODY_MAX_BYTES = 4 * 1024;

export type LogOutcome =
  | 'signed'
  | 'refused'
  | 'unknown-registration'
  | 'flagged'
  | 'letter-missing'
  | 'invalid'
  | 'too-large'
  | 'unsupported-media-type'
  | 'method-not-allowed'
  | 'origin-refused'
  | 'store-failed'
  | 'not-configured';

/** One log line: nothing else, ever (no id, no path, no token, no error text). */
export type LogEntry = { event: 'staff-letter'; outcome: LogOutcome; status: number };

export type StaffLetterConfig = {
  /** SUPABASE_URL; null: every call answers 500 not-configured. */
  supabaseUrl: string | null;
  /**
   * The `apikey` beside the caller's bearer on the RPC call: the project's publishable key (or the
   * legacy anon key). The gateway wants a project key; the caller's token decides the role.
   */
  publishableKey: string | null;
  /** The key Storage signs with (service role): the first of serviceKeysFromEnv. */
  serviceKey: string | null;
  allowedOrigins: string[];
  /** How long a signed URL works, in seconds (STAFF_LETTER_URL_SECONDS). */
  urlSeconds: number;
  fetch?: typeof fetch;
  /** Per request to PostgREST and Storage; default 10 s. */
  timeoutMs?: number;
  log?: (entry: LogEntry) => void;
};

/**
 * The publishable keys in the order this function prefers them: the values of
 * SUPABASE_PUBLISHABLE_KEYS (JSON, as hosted Supabase sets it), SUPABASE_PUBLISHABLE_KEY, then the
 * legacy SUPABASE_ANON_KEY (gone on a project that switched the legacy keys off).
 */
export function publishableKeysFromEnv(env: Env): string[] {
  return keysFromEnv(env, 'SUPABASE_PUBLISHABLE_KEYS', ['SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_ANON_KEY']);
}

function parseUrlSeconds(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LETTER_URL_SECONDS;
  if (!/^[0-9]{1,4}$/.test(value) || Number(value) < 1 || Number(value) > MAX_LETTER_URL_SECONDS) {
    throw new Error(`STAFF_LETTER_URL_SECONDS must be whole seconds from 1 to ${MAX_LETTER_URL_SECONDS}`);
  }
  return Number(value);
}

/**
 * Reads the settings: SUPABASE_URL and the keys (hosted Supabase sets them for every function),
 * ALLOWED_ORIGINS (as send-registration-email reads it) and STAFF_LETTER_URL_SECONDS. Throws,
 * naming the setting only, on a malformed value rather than guess.
 */
export function configFromEnv(env: Env, options: { fetch?: typeof fetch } = {}): StaffLetterConfig {
  return {
    supabaseUrl: envValue(env, 'SUPABASE_URL')?.replace(/\/+$/, '') ?? null,
    publishableKey: publishableKeysFromEnv(env)[0] ?? null,
    serviceKey: serviceKeysFromEnv(env)[0] ?? null,
    allowedOrigins: allowedOriginsFromEnv(env),
    urlSeconds: parseUrlSeconds(envValue(env, 'STAFF_LETTER_URL_SECONDS')),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------

const RequestSchema = v.object({
  registrationId: RegistrationIdSchema,
  acceptFlagged: v.optional(v.boolean(), false),
});

/** The JSON body of an answer, or null: only a code is read from it, never echoed whole. */
async function jsonOf(response: Response): Promise<Record<string, unknown> | null> {
  const body: unknown = await response.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** The staff functions' refusal reasons (private.require_staff): what the staff app translates. */
const STAFF_REASON = /^staff_[a-z_]{1,40}$/;

type Refusal = { status: number; outcome: LogOutcome; error: string };

/** PostgREST's refusal as this function answers it: the status, and a reason, never a message. */
function fromRpcRefusal(status: number, body: Record<string, unknown> | null): Refusal {
  const message = typeof body?.message === 'string' ? body.message : '';
  // P0002 from private.require_registration. PostgREST maps P0* to 500 (400 or 404 elsewhere):
  // whatever it gave, the answer here is 404.
  if (message === 'registration_not_found' || body?.code === 'P0002') {
    return { status: 404, outcome: 'unknown-registration', error: 'registration_not_found' };
  }
  if (message === 'staff_letter_flagged') return { status: 409, outcome: 'flagged', error: 'staff_letter_flagged' };
  if (status === 401 || status === 403) {
    // 401 without a reason: no user at all (anon's missing EXECUTE, or a token PostgREST refused).
    const reason = STAFF_REASON.test(message) ? message : status === 401 ? 'staff_sign_in_required' : 'forbidden';
    return { status, outcome: 'refused', error: reason };
  }
  return { status: 503, outcome: 'store-failed', error: 'unavailable' };
}

export type Handler = (request: Request) => Promise<Response>;

export function createHandler(config: StaffLetterConfig): Handler {
  const log = config.log ?? ((entry: LogEntry) => console.info(JSON.stringify(entry)));
  const fetchImpl = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 10_000;

  /** One staff function with the caller's own bearer: PostgREST's answer, or null if it could not be reached. */
  async function rpc(base: string, apikey: string, bearer: string, name: string, args: object): Promise<Response | null> {
    try {
      return await fetchImpl(`${base}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { apikey, authorization: `Bearer ${bearer}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(args),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return null;
    }
  }

  /**
   * The letter's path through the caller's own session, or a refusal. Two calls, each its own
   * transaction: staff_begin_read writes the audit line and commits; only then does
   * staff_referral_letter hand out the path (the database refuses it for a read not begun in a
   * committed transaction, so the line cannot be rolled back while the path is out).
   */
  async function letterPath(
    base: string,
    apikey: string,
    bearer: string,
    request: v.InferOutput<typeof RequestSchema>,
  ): Promise<string | Refusal> {
    const unavailable: Refusal = { status: 503, outcome: 'store-failed', error: 'unavailable' };
    const begun = await rpc(base, apikey, bearer, 'staff_begin_read', {
      p_action: 'letter',
      p_registration_id: request.registrationId,
      p_accept_flagged: request.acceptFlagged,
    });
    if (begun === null) return unavailable;
    if (!begun.ok) return fromRpcRefusal(begun.status, await jsonOf(begun));
    const response = await rpc(base, apikey, bearer, 'staff_referral_letter', {
      p_registration_id: request.registrationId,
      p_accept_flagged: request.acceptFlagged,
    });
    if (response === null) return unavailable;
    if (!response.ok) return fromRpcRefusal(response.status, await jsonOf(response));
    const path: unknown = await response.json().catch(() => undefined);
    // A registration always has a letter (the table's CHECK); null would be a row from elsewhere.
    if (path === null) return { status: 404, outcome: 'letter-missing', error: 'letter_not_found' };
    if (typeof path !== 'string') return { status: 503, outcome: 'store-failed', error: 'unavailable' };
    return path;
  }

  /** Storage's signed URL for the object (service role), absolute, or a refusal. */
  async function signedUrl(base: string, serviceKey: string, path: string, filename: string): Promise<string | Refusal> {
    const urlPath = objectUrlPath(path);
    if (urlPath === null) return { status: 404, outcome: 'letter-missing', error: 'letter_not_found' };
    let response: Response;
    try {
      response = await fetchImpl(`${base}/storage/v1/object/sign/${REFERRAL_LETTER_BUCKET}/${urlPath}`, {
        method: 'POST',
        headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ expiresIn: config.urlSeconds }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return { status: 503, outcome: 'store-failed', error: 'unavailable' };
    }
    const body = await jsonOf(response);
    if (!response.ok) {
      // Storage answers a missing object 400 with statusCode "404" (or 404 itself).
      const missing = response.status === 404 || body?.statusCode === '404' || body?.error === 'not_found';
      return missing
        ? { status: 404, outcome: 'letter-missing', error: 'letter_not_found' }
        : { status: 503, outcome: 'store-failed', error: 'unavailable' };
    }
    const signed = body?.signedURL;
    // Relative to the Storage API (`/object/sign/<bucket>/<path>?token=…`), as supabase-js reads it.
    if (typeof signed !== 'string' || !signed.startsWith('/object/sign/') || !signed.includes('?token=')) {
      return { status: 503, outcome: 'store-failed', error: 'unavailable' };
    }
    // encodeURI as supabase-js's createSignedUrl does (Storage answers the path decoded);
    // `download` makes Storage send Content-Disposition: attachment with this name.
    return `${encodeURI(`${base}/storage/v1${signed}`)}&download=${encodeURIComponent(filename)}`;
  }

  return async function handler(request: Request): Promise<Response> {
    const { originRefused, answer, preflight } = browserCall<LogOutcome>(request, config.allowedOrigins, (outcome, status) =>
      log({ event: 'staff-letter', outcome, status }),
    );

    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST')
      return answer(405, 'method-not-allowed', { error: 'method-not-allowed' }, { allow: 'POST, OPTIONS' });
    if (originRefused) return answer(403, 'origin-refused', { error: 'origin-not-allowed' });
    if (!isJsonContentType(request.headers.get('content-type'))) {
      return answer(415, 'unsupported-media-type', { error: 'invalid-request' });
    }

    const text = await readBodyLimited(request, BODY_MAX_BYTES);
    if (text === null) return answer(413, 'too-large', { error: 'too-large' });
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      return answer(400, 'invalid', { error: 'invalid-request' });
    }
    const parsed = v.safeParse(RequestSchema, payload);
    if (!parsed.success) return answer(400, 'invalid', { error: 'invalid-request' });
    const registrationId = parsed.output.registrationId;

    // No bearer, no user: nothing to ask the database on whose behalf.
    const bearer = /^Bearer (\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (bearer === undefined) return answer(401, 'refused', { error: 'staff_sign_in_required' });
    const { supabaseUrl, publishableKey, serviceKey } = config;
    if (supabaseUrl === null || publishableKey === null || serviceKey === null) {
      return answer(500, 'not-configured', { error: 'not-configured' });
    }

    const path = await letterPath(supabaseUrl, publishableKey, bearer, parsed.output);
    if (typeof path !== 'string') return answer(path.status, path.outcome, { error: path.error });
    const extension = referralLetterExtension(path);
    const filename = `verwijsbrief-${registrationReference(registrationId)}${extension === null ? '' : `.${extension}`}`;
    const url = await signedUrl(supabaseUrl, serviceKey, path, filename);
    if (typeof url !== 'string') return answer(url.status, url.outcome, { error: url.error });
    return answer(200, 'signed', { signedUrl: url });
  };
}
