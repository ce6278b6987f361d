import type { SupabaseClient } from '@supabase/supabase-js';
import {
  REFERRAL_LETTER_BUCKET,
  REFERRAL_LETTER_CACHE_CONTROL,
  REGISTRATIONS_TABLE,
  SEND_REGISTRATION_EMAIL_FUNCTION,
  referralLetterExtension,
  referralLetterPath,
  toRegistrationRecord,
  type RegistrationFormValues,
  type RegistrationType,
} from './schema.ts';

/** The Supabase CLI's well-known local anon key (supabase/local/config.ts); only valid against a local backend. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SUPABASE_URL = 'http://localhost:54321';

/** The part of supabase-js the pipeline uses, so tests can pass a fake. */
export type RegistrationClient = Pick<SupabaseClient, 'storage' | 'from' | 'functions'>;

let supabaseJs: Promise<typeof import('@supabase/supabase-js')> | null = null;

/**
 * supabase-js is fetched on the first submission, so the form renders and takes input without
 * it. A failed fetch is forgotten, so the next submission tries again.
 */
function loadSupabaseJs() {
  supabaseJs ??= import('@supabase/supabase-js').catch((error: unknown) => {
    supabaseJs = null;
    throw error;
  });
  return supabaseJs;
}

let client: SupabaseClient | null = null;

/** Created on first use, never at import time (pages are prerendered on the server). */
export async function registrationClient(): Promise<SupabaseClient> {
  const { createClient } = await loadSupabaseJs();
  client ??= createClient(
    (import.meta.env.VITE_SUPABASE_URL as string | undefined) ?? LOCAL_SUPABASE_URL,
    (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) ?? LOCAL_ANON_KEY,
    { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } },
  );
  return client;
}

export type SubmissionResult =
  | { status: 'success' }
  | { status: 'success-but-email-failed' }
  | { status: 'upload-failed' }
  | { status: 'insert-failed' }
  | { status: 'unexpected' };

/** A file as base64 without the data-URL prefix; null when it cannot be read. */
export function readFileAsBase64(file: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    try {
      const reader = new FileReader();
      reader.onload = () => {
        const result = typeof reader.result === 'string' ? reader.result : '';
        const comma = result.indexOf(',');
        resolve(comma >= 0 ? result.slice(comma + 1) : null);
      };
      reader.onerror = () => resolve(null);
      reader.readAsDataURL(file);
    } catch {
      resolve(null);
    }
  });
}

/**
 * Spec §4/§7: (1) upload the referral letter, (2) read it as base64 (continue without it on failure),
 * (3) insert the row (never followed by .select(): anon may not read it back), (4) ask the e-mail
 * function to notify the screening team. Logs no personal data.
 */
export async function submitRegistration(
  variant: RegistrationType,
  values: RegistrationFormValues,
  options: { client?: RegistrationClient; now?: () => number; readFile?: (file: Blob) => Promise<string | null> } = {},
): Promise<SubmissionResult> {
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
    const extension = referralLetterExtension(file.name) ?? 'pdf';
    const path = referralLetterPath(variant, values.email, (options.now ?? Date.now)(), extension);

    const upload = await supabase.storage.from(REFERRAL_LETTER_BUCKET).upload(path, file, {
      cacheControl: REFERRAL_LETTER_CACHE_CONTROL,
      upsert: false,
      contentType: file.type,
    });
    if (upload.error) {
      console.warn('[registration] referral letter upload failed');
      return { status: 'upload-failed' };
    }

    const fileBase64 = await (options.readFile ?? readFileAsBase64)(file);

    const record = toRegistrationRecord(values, path);
    const insert = await supabase.from(REGISTRATIONS_TABLE).insert(record);
    if (insert.error) {
      console.warn('[registration] saving the registration failed');
      return { status: 'insert-failed' };
    }

    const email = await supabase.functions.invoke(SEND_REGISTRATION_EMAIL_FUNCTION, {
      body: fileBase64 === null
        ? { formData: record }
        : { formData: record, fileBase64, fileName: file.name, fileType: file.type },
    });
    if (email.error) {
      console.warn('[registration] saved, but the e-mail notification failed');
      return { status: 'success-but-email-failed' };
    }
    return { status: 'success' };
  } catch {
    console.warn('[registration] unexpected error while submitting');
    return { status: 'unexpected' };
  }
}
