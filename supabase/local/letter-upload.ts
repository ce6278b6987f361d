/**
 * A referral letter uploaded the way the site uploads it (site/src/registration/submitRegistration.ts),
 * for the tests, the bench and the e2e fixtures: reserve the path first
 * (`public.reserve_referral_letter_upload`, one slot of the client's hourly upload allowance; 429
 * beyond it), then upload it to Storage. Storage alone cannot count uploads: it asks the upload
 * policy only in a trial insert it rolls back (docs/platform-contract.md).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { REFERRAL_LETTER_BUCKET, RESERVE_LETTER_UPLOAD_RPC } from '@ankerlicht/registration';

export type LetterUploadResult = {
  /** null when stored; else the reservation's PostgREST error or Storage's error. */
  error: { message: string; code?: string; details?: string | null; statusCode?: string } | null;
  /** Which call refused it. */
  refusedBy: 'reserve' | 'upload' | null;
  /** The reservation's HTTP status when it refused (429: over the hourly limit). */
  status: number | null;
};

export async function uploadLetterAsSite(
  client: SupabaseClient,
  path: string,
  body: Blob | ArrayBuffer,
  /** `upsert`: false as the site sends it; true only for a test of what Storage does with an overwrite. */
  options: { cacheControl?: string; contentType?: string; upsert?: boolean } = {},
): Promise<LetterUploadResult> {
  const reserved = await client.rpc(RESERVE_LETTER_UPLOAD_RPC, { p_path: path });
  if (reserved.error) return { error: reserved.error, refusedBy: 'reserve', status: reserved.status };
  const { error } = await client.storage.from(REFERRAL_LETTER_BUCKET).upload(path, body, { upsert: false, ...options });
  return error
    ? { error: error as LetterUploadResult['error'], refusedBy: 'upload', status: null }
    : { error: null, refusedBy: null, status: null };
}
