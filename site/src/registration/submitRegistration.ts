import type { SupabaseClient } from '@supabase/supabase-js';
import supabaseJsUrl from '@supabase/supabase-js?chunk-url';
import { retryableImport } from '@ankerlicht/content';
import {
  REFERRAL_LETTER_BUCKET,
  REFERRAL_LETTER_CACHE_CONTROL,
  RESERVE_LETTER_UPLOAD_RPC,
  REGISTRATIONS_TABLE,
  SEND_REGISTRATION_EMAIL_FUNCTION,
  referralLetterExtension,
  referralLetterPath,
  toRegistrationRecord,
  type RegistrationFormValues,
  type RegistrationType,
} from './schema.ts';

/** The part of supabase-js the pipeline uses, so tests can pass a fake. */
export type RegistrationClient = Pick<SupabaseClient, 'storage' | 'from' | 'functions' | 'rpc'>;

let supabaseJs: Promise<typeof import('@supabase/supabase-js')> | null = null;
// Its chunk imports nothing, so a fresh URL is all a retry needs.
const importSupabaseJs = retryableImport(() => import('@supabase/supabase-js'), supabaseJsUrl);

/**
 * supabase-js is fetched on the first submission, so the form renders and takes input without
 * it. A failed fetch is forgotten, so the next submission tries again, at a fresh URL.
 */
function loadSupabaseJs() {
  supabaseJs ??= importSupabaseJs().catch((error: unknown) => {
    supabaseJs = null;
    throw error;
  });
  return supabaseJs;
}

let client: SupabaseClient | null = null;

/**
 * Created on first use, never at import time (pages are prerendered on the server). The project's
 * URL and publishable (or legacy anon) key come from site/vite.config.ts, which stops a production
 * build without them and gives the local backend's only to `npm run build:local` and the dev
 * server. No fallback here, so a bundle can never quietly talk to 127.0.0.1: without them
 * createClient throws ("supabaseUrl is required"), an unexpected failure.
 */
export async function registrationClient(): Promise<SupabaseClient> {
  const { createClient } = await loadSupabaseJs();
  client ??= createClient(import.meta.env.VITE_SUPABASE_URL as string, import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY as string, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}

export type SubmissionResult =
  | { status: 'success' }
  | { status: 'success-but-email-failed' }
  | { status: 'missing-fields' }
  | { status: 'upload-failed' }
  | { status: 'insert-failed' }
  /** Refused by this connection's hourly limit (HTTP 429); retryAfterSeconds: when it works again, if known. */
  | { status: 'rate-limited'; retryAfterSeconds: number | null }
  | { status: 'unexpected' };

/**
 * One form fill on its way to the server, kept across retries until it succeeds or the visitor
 * starts a new form: the registration's id, chosen here, and the letter's path. A retry after a
 * lost answer sends the same id and path again, and the server recognises both as already stored
 * (one row, one letter), whatever the network did.
 */
export type PendingSubmission = {
  /** The registration's id (a v4 uuid), sent with the insert and to the e-mail function. */
  readonly id: string;
  /** Where the letter goes, and which file and folder that path was chosen for. */
  letter: { path: string; file: Blob; folder: string } | null;
  /** The letter is known to be stored at that path: the retry skips the upload. */
  uploaded: boolean;
};

/** A v4 uuid; crypto.randomUUID where the page is a secure context, else from getRandomValues. */
export function newRegistrationId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function newPendingSubmission(id: string = newRegistrationId()): PendingSubmission {
  return { id, letter: null, uploaded: false };
}

/** The folder and extension of a letter path, without its timestamp. */
const folderOf = (path: string) => path.replace(/\/[0-9]+\./, '/.');

/** Storage's answer when the path holds a file already: ours, sent by an attempt whose answer was lost. */
function isDuplicate(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  return status === 409 || String(statusCode) === '409';
}

/**
 * The database's answer when a row with this id exists already: ours, stored by an attempt whose
 * answer was lost (PostgREST 409, 23505 on the primary key). Only the primary key counts: any other
 * unique violation is a real refusal.
 */
function isAlreadyStored(error: { code?: string; message?: string }): boolean {
  return error.code === '23505' && (error.message ?? '').includes('registrations_pkey');
}

/**
 * The insert's refusal by this connection's hourly limit: PostgREST's 429 with the body the
 * registration trigger raises (20261201125000_client_key.sql). supabase-js hands over the body, not
 * the retry-after header, so the trigger repeats the seconds in `details` ("1234").
 */
function insertRateLimit(status: number, error: { code?: string; details?: string | null }): SubmissionResult | null {
  if (status !== 429 && error.code !== 'rate_limited') return null;
  const details = (error.details ?? '').trim();
  return { status: 'rate-limited', retryAfterSeconds: /^[0-9]{1,7}$/.test(details) ? Number(details) : null };
}

/** The `error` code of a function's non-2xx JSON answer (supabase-js keeps the Response as `context`). */
async function functionErrorCode(error: unknown): Promise<string | null> {
  const response = (error as { context?: unknown } | null)?.context;
  if (!(response instanceof Response)) return null;
  try {
    const body = (await response.clone().json()) as { error?: unknown } | null;
    return typeof body?.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}

/** The registration helper's own check (docs/product-rules.md §5), before any call: e-mail, full name, phone, letter. */
function hasRequiredFields(values: RegistrationFormValues): boolean {
  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  return (
    filled(values.email) &&
    (filled(values.firstName) || filled(values.familyName)) &&
    filled(values.phone) &&
    values.referralLetter instanceof Blob
  );
}

/**
 * Spec §4/§7, with the server deciding what is true: (1) reserve the letter's path (one upload of
 * this connection's hourly allowance; over it, `rate-limited`) and upload the letter there, unless
 * an earlier attempt of this form fill stored it; (2) insert the row under the id this browser chose,
 * a row already stored under that id counting as saved (never followed by .select(): anon may not
 * read it back; not an upsert either, whose ON CONFLICT needs the SELECT privilege anon must not
 * have);
 * (3) ask the e-mail function to notify the screening team of that id. The function builds the
 * e-mail from what the database holds, so the browser sends nothing else, and the letter is not
 * read in the browser. Logs no personal data.
 */
export async function submitRegistration(
  variant: RegistrationType,
  values: RegistrationFormValues,
  options: { pending?: PendingSubmission; client?: RegistrationClient; now?: () => number } = {},
): Promise<SubmissionResult> {
  if (!hasRequiredFields(values)) {
    console.warn('[registration] refused: required fields are missing');
    return { status: 'missing-fields' };
  }
  const pending = options.pending ?? newPendingSubmission();
  if (!options.client) {
    try {
      await loadSupabaseJs();
    } catch {
      // Its code did not arrive (offline, or a new deploy replaced the file): to the visitor this
      // is an upload that cannot connect, so they get that message. Nothing was sent, and every
      // value stays in the form for another try.
      console.warn('[registration] the Supabase client could not be loaded');
      return { status: 'upload-failed' };
    }
  }
  try {
    const supabase = options.client ?? (await registrationClient());
    const file = values.referralLetter;

    // The same file for the same folder keeps its path, so a retry finds the letter it stored.
    // Another file, or an e-mail address corrected in between, gets a path of its own.
    const fresh = referralLetterPath(
      variant,
      values.email,
      (options.now ?? Date.now)(),
      referralLetterExtension(file.name) ?? 'pdf',
    );
    if (pending.letter?.file !== file || pending.letter.folder !== folderOf(fresh)) {
      pending.letter = { path: fresh, file, folder: folderOf(fresh) };
      pending.uploaded = false;
    }
    const path = pending.letter.path;

    if (!pending.uploaded) {
      // A retry re-sends the same path: the server counts it once.
      const reservation = await supabase.rpc(RESERVE_LETTER_UPLOAD_RPC, { p_path: path });
      if (reservation.error) {
        // The same 429 body as the registration insert's (the seconds in `details`).
        const limited = insertRateLimit(reservation.status, reservation.error);
        if (limited) {
          console.warn('[registration] refused: this connection is over its hourly upload limit');
          return limited;
        }
        console.warn('[registration] the referral letter upload could not be reserved');
        return { status: 'upload-failed' };
      }
      const upload = await supabase.storage.from(REFERRAL_LETTER_BUCKET).upload(path, file, {
        cacheControl: REFERRAL_LETTER_CACHE_CONTROL,
        upsert: false,
        contentType: file.type,
      });
      if (upload.error && !isDuplicate(upload.error)) {
        console.warn('[registration] referral letter upload failed');
        return { status: 'upload-failed' };
      }
      pending.uploaded = true;
    }

    const record = { id: pending.id, ...toRegistrationRecord(values, path) };
    const insert = await supabase.from(REGISTRATIONS_TABLE).insert(record);
    if (insert.error && !isAlreadyStored(insert.error)) {
      const limited = insertRateLimit(insert.status, insert.error);
      if (limited) {
        console.warn('[registration] refused: this connection is over its hourly limit');
        return limited;
      }
      console.warn('[registration] saving the registration failed');
      return { status: 'insert-failed' };
    }

    const email = await supabase.functions.invoke(SEND_REGISTRATION_EMAIL_FUNCTION, { body: { registrationId: pending.id } });
    if (email.error && (await functionErrorCode(email.error)) !== 'already-notified') {
      // Stored all the same: the server retries the e-mail on its schedule.
      console.warn(`[registration] saved, but the e-mail notification failed (reference ${pending.id.slice(0, 8)})`);
      return { status: 'success-but-email-failed' };
    }
    return { status: 'success' };
  } catch {
    console.warn('[registration] unexpected error while submitting');
    return { status: 'unexpected' };
  }
}
