/**
 * Storage's SQL, replayed on a test database (PGlite or the real PostgreSQL) the way hosted Storage
 * runs it for an upload, so the SQL tests meet the same contract as a hosted project
 * (docs/platform-contract.md):
 *   1. the caller's trial insert, under its role, JWT claims and request headers, always rolled
 *      back (supabase/storage src/storage/uploader.ts Uploader.canUpload →
 *      src/storage/database/pg.ts StoragePgDB.testPermission): the INSERT policies decide, and
 *      nothing they write survives;
 *   2. the write itself as Storage's superuser, the service key's role (Uploader.completeUpload →
 *      db.asSuperUser()), refused with 23505 when the path holds an object (no upsert).
 * On the signed-upload route step 1 runs when the URL is signed and step 2 when it is used
 * (ObjectStorage.signUploadObjectUrl, uploadSignedObject.ts): `signUpload` and `storeSigned`.
 */
import type { Queryable, TestDatabase } from './test-databases.ts';

export type Caller = {
  role: 'anon' | 'authenticated' | 'service_role';
  /** The request's headers (lower-case names), as the gateway passes them on. */
  headers?: Record<string, string>;
  /** Extra JWT claims (a signed-in user's `sub`). */
  claims?: Record<string, string>;
};

export type StoredObject = { bucket: string; name: string; metadata?: Record<string, unknown> };

const TRIAL_ROLLBACK = new Error('trial insert rolled back');

async function setScope(tx: Queryable, caller: Caller, operation: string): Promise<void> {
  const claims = { role: caller.role, ...caller.claims };
  await tx.query(
    `select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true),
            set_config('request.jwt.claim.role', $3, true), set_config('storage.operation', $4, true)`,
    [JSON.stringify(claims), JSON.stringify(caller.headers ?? {}), caller.role, operation],
  );
  await tx.exec(`set local role ${caller.role}`);
}

/** Step 1: the caller's trial insert, always rolled back; throws what the policies or indexes refuse. */
export async function trialInsert(db: TestDatabase, object: StoredObject, caller: Caller, operation = 'storage.object.upload') {
  try {
    await db.transaction(async (tx) => {
      await setScope(tx, caller, operation);
      await tx.query(`insert into storage.objects (bucket_id, name, owner_id, metadata, version) values ($1, $2, $3, $4, '1')`, [
        object.bucket,
        object.name,
        caller.claims?.sub ?? null,
        object.metadata ?? {},
      ]);
      throw TRIAL_ROLLBACK;
    });
  } catch (error) {
    if (error !== TRIAL_ROLLBACK) throw error;
  }
}

/** Step 2: the write as Storage's superuser (the service key), with the caller's headers; 23505 on a stored path. */
export async function superuserWrite(
  db: TestDatabase,
  object: StoredObject,
  caller: Caller,
  operation = 'storage.object.upload',
) {
  await db.transaction(async (tx) => {
    await setScope(tx, { role: 'service_role', headers: caller.headers }, operation);
    await tx.query(`insert into storage.objects (bucket_id, name, owner_id, metadata, version) values ($1, $2, $3, $4, $5)`, [
      object.bucket,
      object.name,
      caller.claims?.sub ?? null,
      object.metadata ?? { size: 1 },
      crypto.randomUUID(),
    ]);
  });
}

/** An upload on `POST /object/<bucket>/<name>`: the trial insert decides, then the superuser writes. */
export async function uploadAsStorage(db: TestDatabase, object: StoredObject, caller: Caller): Promise<void> {
  await trialInsert(db, object, caller);
  await superuserWrite(db, object, caller);
}

/** `POST /object/upload/sign/<bucket>/<name>`: only the trial insert (the URL is the permission afterwards). */
export function signUpload(db: TestDatabase, object: StoredObject, caller: Caller): Promise<void> {
  return trialInsert(db, object, caller, 'storage.object.sign_upload_url');
}

/** `PUT /object/upload/sign/<bucket>/<name>?token=…`: the superuser's write alone. */
export function storeSigned(db: TestDatabase, object: StoredObject, caller: Caller): Promise<void> {
  return superuserWrite(db, object, caller, 'storage.object.upload_signed');
}

/** The site's first call: `POST /rest/v1/rpc/reserve_referral_letter_upload` as anon from `headers`. */
export async function reserveUpload(db: TestDatabase, name: string, headers?: Record<string, string>): Promise<unknown> {
  return db.transaction(async (tx) => {
    await setScope(tx, { role: 'anon', headers }, '');
    return (await tx.query<{ result: unknown }>('select public.reserve_referral_letter_upload($1) as result', [name])).rows[0]
      ?.result;
  });
}

/** A letter as the site stores it: reserve the path, then upload it the hosted way; as anon from `headers`. */
export async function uploadLetter(
  db: TestDatabase,
  name: string,
  headers?: Record<string, string>,
  metadata: Record<string, unknown> = { mimetype: 'application/pdf', size: 1234 },
): Promise<void> {
  await reserveUpload(db, name, headers);
  await uploadAsStorage(db, { bucket: 'referral_letters', name, metadata }, { role: 'anon', headers });
}
