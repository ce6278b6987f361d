/**
 * The part of Supabase Storage (`/storage/v1/object`) the project calls, answering as Storage does:
 * upload (the site; never an overwrite) by both routes, the plain one and the signed-upload pair,
 * download and delete (the e-mail function), and signed URLs (the staff-letter function signs one,
 * the staff member's browser follows it). Bucket limits (size, MIME types) are enforced here as
 * Storage enforces them; whether the caller may read, sign or delete an object is decided by the
 * migrations' policies (asRole). An upload follows hosted Storage's contract: the caller's INSERT
 * policies are asked in a trial insert that is always rolled back, then Storage's superuser writes
 * the row (docs/platform-contract.md). Object bytes live under <dataDir>/storage/<bucket>/<key>,
 * owner-only.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LOCAL_JWT_SECRET, LOCAL_KEYS, LOCAL_SERVICE_ROLE_KEY } from './config.ts';
import { asRole, isPgError, type RequestScope } from './database.ts';
import { Refusal, readLimited, type Answer } from './rest.ts';

/** `[storage] file_size_limit` of config.toml: the limit for buckets without their own. */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** An error as Storage answers it: HTTP 400 (or 500), the real status in the body. */
const storageError = (statusCode: number, error: string, message: string) =>
  new Refusal({ status: statusCode === 500 ? 500 : 400, body: { statusCode: String(statusCode), error, message } });

/** A refusal, or a database error as Storage renders it (storage-api DBError.fromDBError). */
function refusal(error: unknown): Answer {
  if (error instanceof Refusal) return error.answer;
  if (!isPgError(error)) throw error;
  if (error.code === '42501') return storageError(403, 'Unauthorized', 'new row violates row-level security policy').answer;
  if (error.code === '23505') return storageError(409, 'Duplicate', 'The resource already exists').answer;
  return storageError(500, 'DatabaseError', `database error, code: ${error.code}`).answer;
}

type Bucket = { file_size_limit: number | null; allowed_mime_types: string[] | null };

/**
 * What signs and checks signed URLs: hosted Storage uses the project's JWT secret (HS256), so here
 * the local stack's. An Auth access token signed with the same secret has no `url` claim, and a
 * URL's token no `role`: neither passes for the other.
 */
const urlSigningSecret = new TextEncoder().encode(LOCAL_JWT_SECRET);

/** A jose failure in the words of the jsonwebtoken library hosted Storage verifies with. */
function jwtMessage(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'jwt expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'invalid signature';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'invalid algorithm';
  return 'jwt malformed';
}

/** How long a signed upload URL lasts: supabase-js documents "valid for 2 hours" for hosted Storage. */
const SIGNED_UPLOAD_URL_SECONDS = 2 * 60 * 60;

/** The object's owner as Storage takes it: the caller's JWT `sub` (none for the API keys). */
function ownerOf(scope: RequestScope): string | null {
  return typeof scope.claims.sub === 'string' && scope.claims.sub !== '' ? scope.claims.sub : null;
}

/** Storage's `owner` column takes only a uuid (`owner_id` takes any subject). */
const ownerUuid = (owner: string | null) =>
  owner !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(owner) ? owner : null;

/**
 * The request as Storage's superuser connection runs it (TenantConnection.asSuperUser): the
 * service key's role and claims, the caller's headers, method and path.
 */
function asStorageSuperUser(scope: RequestScope): RequestScope {
  const service = LOCAL_KEYS.get(LOCAL_SERVICE_ROLE_KEY);
  return { ...scope, role: 'service_role', claims: { ...service?.claims }, jwt: LOCAL_SERVICE_ROLE_KEY };
}

/** Storage's Content-Disposition for `?download` (its renderer's handleDownload). */
function contentDisposition(download: string): string {
  if (download === '') return 'attachment;';
  const name = encodeURIComponent(download);
  return `attachment; filename=${name}; filename*=UTF-8''${name};`;
}

export class LocalStorage {
  constructor(
    private readonly db: PGlite,
    private readonly root: string,
  ) {}

  /** Storage's own key rule, plus no empty, `.` or `..` segments, and never outside the bucket's folder. */
  private filePath(bucket: string, key: string): string {
    const valid =
      key.length <= 1024 &&
      /^[\w/!\-.*'() &$@=;:+,?]+$/.test(key) &&
      key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
    const folder = path.resolve(this.root, bucket);
    const file = path.resolve(folder, ...key.split('/'));
    if (!valid || !file.startsWith(folder + path.sep)) throw storageError(400, 'InvalidKey', `Invalid key: ${key}`);
    return file;
  }

  /** Storage looks the bucket up with its own connection, then applies the caller's RLS to storage.objects. */
  private async bucket(id: string): Promise<Bucket> {
    const sql = 'select file_size_limit, allowed_mime_types from storage.buckets where id = $1';
    const { rows } = await this.db.query<Bucket>(sql, [id]);
    if (rows[0] === undefined) throw storageError(404, 'Bucket not found', 'Bucket not found');
    return rows[0];
  }

  private run<T>(scope: RequestScope, operation: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return asRole(this.db, { ...scope, operation: `storage.${operation}` }, work);
  }

  /**
   * The file of an upload request as hosted Storage takes it (uploader.ts fileUploadFromRequest):
   * a raw body with its Content-Type, or supabase-js's multipart form (one file). What Storage
   * checks before it asks the policy is checked here: the MIME type against the bucket's, and a
   * raw body's declared Content-Length against the size limit. The bytes come after the policy
   * (`bytes()`), with the size limit held as Storage holds it while it streams them: an oversized
   * multipart file is refused only then. Hosted streams; here a multipart body is read up to the
   * global limit first to find its file's type, and a larger one is refused before the policy.
   */
  private async incomingFile(
    bucket: Bucket,
    request: Request,
  ): Promise<{ type: string; declaredLength: number | null; bytes: () => Promise<Buffer> }> {
    const limit = Math.min(Number(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT), GLOBAL_FILE_SIZE_LIMIT);
    const declared = request.headers.get('content-type') ?? 'application/octet-stream';
    const contentLength = Number(request.headers.get('content-length') ?? Number.NaN);
    const declaredLength = Number.isFinite(contentLength) && contentLength >= 0 ? contentLength : null;
    const tooLarge = storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    const checkType = (type: string) => {
      const allowed = bucket.allowed_mime_types ?? [];
      const base = type.split(';')[0]?.trim().toLowerCase();
      if (allowed.length > 0 && !allowed.some((entry) => entry.toLowerCase() === base))
        throw storageError(415, 'invalid_mime_type', `mime type ${type} is not supported`);
    };
    if (!declared.toLowerCase().startsWith('multipart/form-data')) {
      checkType(declared);
      if (declaredLength !== null && declaredLength > limit) throw tooLarge;
      return {
        type: declared,
        declaredLength,
        bytes: async () => {
          const bytes = await readLimited(request, limit);
          if (bytes === null) throw tooLarge;
          return bytes;
        },
      };
    }
    const raw = await readLimited(request, GLOBAL_FILE_SIZE_LIMIT + 64 * 1024);
    if (raw === null) throw tooLarge;
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': declared } }).formData().catch(() => null);
    const file = [...(form?.values() ?? [])].find((value): value is File => typeof value !== 'string');
    if (file === undefined) throw storageError(400, 'InvalidRequest', 'Invalid multipart body');
    checkType(file.type);
    return {
      type: file.type,
      declaredLength,
      bytes: async () => {
        if (file.size > limit) throw tooLarge;
        return Buffer.from(await file.arrayBuffer());
      },
    };
  }

  /**
   * Whether the caller may add this object, as hosted Storage decides it (uploader.ts
   * Uploader.canUpload → pg.ts StoragePgDB.testPermission): a trial insert (an upsert with
   * `x-upsert: true`) of bucket, name, version `1`, owner and, on an upload, the metadata Storage
   * knows before the bytes, `{ mimetype, contentLength }` (the declared Content-Length), under the
   * caller's role and request settings, always rolled back. The INSERT policies decide; nothing
   * they write survives. Not copied: `user_metadata` (hosted passes the client's `x-metadata`; the
   * local storage.objects has no such column and no policy here reads it).
   */
  private async canUpload(
    bucketId: string,
    key: string,
    scope: RequestScope,
    operation: string,
    options: { owner: string | null; upsert: boolean; metadata: Record<string, unknown> | null },
  ): Promise<void> {
    const rollback = new Error('trial insert');
    const sql = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
                 values ($1, $2, $3, $4, $5, '1')${options.upsert ? ' on conflict (name, bucket_id) do update set version = excluded.version' : ''}`;
    const params = [bucketId, key, ownerUuid(options.owner), options.owner, options.metadata];
    await this.run(scope, operation, async (tx) => {
      await tx.query(sql, params);
      throw rollback;
    }).catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  }

  /**
   * Stores the file and its row as hosted Storage's completeUpload does: as its superuser (the
   * service key: row-level security does not apply), with the owner the caller's JWT named, as an
   * upsert. The caller's own request settings stay (Storage's superuser connection keeps the
   * request's headers, method and path). A path already stored is normally refused earlier, by the
   * trial insert's unique index (23505, 409); the check here is hosted's recheck under the object's
   * lock (supabase/storage#1392, September 2026: `!isUpsert && currentObj` → KeyAlreadyExists),
   * which refuses the second of two uploads racing to one new path instead of letting it overwrite
   * the first. PGlite runs one transaction at a time, so here the row lock stands for that lock.
   */
  private async completeUpload(
    bucketId: string,
    key: string,
    file: { bytes: Buffer; type: string },
    scope: RequestScope,
    operation: string,
    options: { owner: string | null; upsert: boolean },
  ): Promise<{ id: string }> {
    const target = this.filePath(bucketId, key);
    let written = false;
    try {
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      return await this.run(asStorageSuperUser(scope), operation, async (tx) => {
        const current = await tx.query<{ id: string }>(
          'select id from storage.objects where bucket_id = $1 and name = $2 for update',
          [bucketId, key],
        );
        if (current.rows[0] !== undefined && !options.upsert) throw storageError(409, 'Duplicate', 'The resource already exists');
        // Of the metadata Storage keeps, what the migrations read (the function's letter check).
        const metadata = { size: file.bytes.length, mimetype: file.type };
        const sql = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version)
                     values ($1, $2, $3, $4, $5, $6, $7)
                     on conflict (name, bucket_id) do update
                       set metadata = excluded.metadata, version = excluded.version, owner = excluded.owner,
                           owner_id = excluded.owner_id, updated_at = now()
                     returning id`;
        const params = [randomUUID(), bucketId, key, ownerUuid(options.owner), options.owner, metadata, randomUUID()];
        const [row] = (await tx.query<{ id: string }>(sql, params)).rows;
        // Written once the row is in (a refused write never touches a stored letter); readable once it commits.
        written = true;
        await writeFile(target, file.bytes, { mode: 0o600 });
        return { id: String(row?.id) };
      });
    } catch (error) {
      // The transaction failed after the file was written: the row was rolled back, so is the file.
      if (written) await rm(target, { force: true });
      throw error;
    }
  }

  /**
   * `POST /object/<bucket>/<key>` (supabase-js `upload`), in hosted Storage's order
   * (ObjectStorage.uploadFromRequest → Uploader.upload): the file's type and declared size, then
   * the caller's trial insert, then the bytes, then Storage's superuser stores them.
   */
  async upload(bucketId: string, key: string, request: Request, scope: RequestScope): Promise<Answer> {
    try {
      const bucket = await this.bucket(bucketId);
      this.filePath(bucketId, key);
      const incoming = await this.incomingFile(bucket, request);
      const options = { owner: ownerOf(scope), upsert: request.headers.get('x-upsert') === 'true' };
      const metadata = { mimetype: incoming.type, contentLength: incoming.declaredLength ?? undefined };
      await this.canUpload(bucketId, key, scope, 'object.upload', { ...options, metadata });
      const file = { bytes: await incoming.bytes(), type: incoming.type };
      const { id } = await this.completeUpload(bucketId, key, file, scope, 'object.upload', options);
      return { status: 200, body: { Id: id, Key: `${bucketId}/${key}` } };
    } catch (error) {
      return refusal(error);
    }
  }

  /**
   * `POST /object/upload/sign/<bucket>/<key>` (supabase-js `createSignedUploadUrl`): a URL whose
   * token lets its holder upload this one object without a key. As hosted
   * (ObjectStorage.signUploadObjectUrl), the caller's trial insert decides at signing time, so the
   * INSERT policies decide who may sign; the token is an HS256 JWT of `{ owner, url, upsert }`
   * valid for two hours (supabase-js documents "valid for 2 hours").
   */
  async createSignedUploadUrl(bucketId: string, key: string, request: Request, scope: RequestScope): Promise<Answer> {
    try {
      await this.bucket(bucketId);
      this.filePath(bucketId, key);
      const owner = ownerOf(scope);
      const upsert = request.headers.get('x-upsert') === 'true';
      // No file yet: the trial row has no metadata, as hosted's.
      await this.canUpload(bucketId, key, scope, 'object.sign_upload_url', { owner, upsert, metadata: null });
      const url = `${bucketId}/${key}`;
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ owner: owner ?? undefined, url, upsert })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + SIGNED_UPLOAD_URL_SECONDS)
        .sign(urlSigningSecret);
      return { status: 200, body: { url: `/object/upload/sign/${url}?token=${token}`, token } };
    } catch (error) {
      return refusal(error);
    }
  }

  /**
   * `PUT /object/upload/sign/<bucket>/<key>?token=…` (supabase-js `uploadToSignedUrl`): no key
   * needed, the token is the permission. As hosted (uploadSignedObject → verifyObjectSignature,
   * then asSuperUser().uploadFromRequest), the whole upload is the superuser's, its trial insert
   * included: no policy of the caller's runs now (it ran when the URL was signed), but the trial
   * still meets the unique index, so a stored path is 409 before the bytes are read. Answers
   * `{ Key }`.
   */
  async signedUpload(
    bucketId: string,
    key: string,
    token: string | undefined,
    request: Request,
    scope: RequestScope,
  ): Promise<Answer> {
    try {
      let claims: Record<string, unknown>;
      try {
        claims = (await jwtVerify(token ?? '', urlSigningSecret, { algorithms: ['HS256'] })).payload;
      } catch (error) {
        throw storageError(400, 'InvalidJWT', token === undefined ? 'jwt must be provided' : jwtMessage(error));
      }
      if (claims.url !== `${bucketId}/${key}`) throw storageError(400, 'InvalidSignature', 'The url do not match the signature');
      const bucket = await this.bucket(bucketId);
      this.filePath(bucketId, key);
      const incoming = await this.incomingFile(bucket, request);
      const options = { owner: typeof claims.owner === 'string' ? claims.owner : null, upsert: claims.upsert === true };
      const metadata = { mimetype: incoming.type, contentLength: incoming.declaredLength ?? undefined };
      await this.canUpload(bucketId, key, asStorageSuperUser(scope), 'object.upload_signed', { ...options, metadata });
      const file = { bytes: await incoming.bytes(), type: incoming.type };
      await this.completeUpload(bucketId, key, file, scope, 'object.upload_signed', options);
      return { status: 200, body: { Key: `${bucketId}/${key}` } };
    } catch (error) {
      return refusal(error);
    }
  }

  async download(bucketId: string, key: string, scope: RequestScope): Promise<Response | Answer> {
    try {
      await this.bucket(bucketId);
      const [row] = await this.run(scope, 'object.get_authenticated', async (tx) => {
        const sql = 'select metadata from storage.objects where bucket_id = $1 and name = $2';
        return (await tx.query<{ metadata: { mimetype?: string } | null }>(sql, [bucketId, key])).rows;
      });
      const bytes = row === undefined ? null : await readFile(this.filePath(bucketId, key)).catch(() => null);
      if (bytes === null) throw storageError(404, 'not_found', 'Object not found');
      return new Response(bytes, { headers: { 'content-type': row?.metadata?.mimetype ?? 'application/octet-stream' } });
    } catch (error) {
      return refusal(error);
    }
  }

  /**
   * `POST /object/sign/<bucket>/<key>` `{ expiresIn }`: a signed URL, relative to the Storage API,
   * for an object the caller may read. As hosted Storage (signObjectUrl), the object is looked up
   * with the caller's role first, so RLS decides who may sign: the service role; anon and staff
   * sessions, which may not read the bucket, get "Object not found". The token is an HS256 JWT of
   * `{ url: '<bucket>/<key>', iat, exp }`.
   */
  async sign(bucketId: string, key: string, request: Request, scope: RequestScope): Promise<Answer> {
    try {
      await this.bucket(bucketId);
      this.filePath(bucketId, key);
      const body = (await request.json().catch(() => null)) as { expiresIn?: unknown } | null;
      const expiresIn = body?.expiresIn;
      // Storage's body schema: expiresIn is an integer of at least 1 (seconds).
      if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1)
        throw storageError(400, 'InvalidRequest', 'body/expiresIn must be an integer of at least 1');
      const [row] = await this.run(scope, 'object.sign', async (tx) => {
        const sql = 'select id from storage.objects where bucket_id = $1 and name = $2';
        return (await tx.query(sql, [bucketId, key])).rows;
      });
      if (row === undefined) throw storageError(404, 'not_found', 'Object not found');
      const url = `${bucketId}/${key}`;
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ url })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + expiresIn)
        .sign(urlSigningSecret);
      return { status: 200, body: { signedURL: `/object/sign/${url}?token=${token}` } };
    } catch (error) {
      return refusal(error);
    }
  }

  /**
   * `GET /object/sign/<bucket>/<key>?token=…[&download[=name]]`: the object for whoever holds the
   * URL (no key: the browser follows it as a plain link), while its token is valid and was signed
   * for exactly this bucket and key, as hosted Storage's getSignedObject checks it. `download`
   * serves it as an attachment. A bad or expired token is 400 `InvalidJWT` with the verifier's
   * message (`jwt expired`); a token for another object is 400 `InvalidSignature`.
   */
  async signedDownload(
    bucketId: string,
    key: string,
    token: string | undefined,
    download: string | undefined,
  ): Promise<Response | Answer> {
    try {
      let claims: { url?: unknown; exp?: number };
      try {
        claims = (await jwtVerify(token ?? '', urlSigningSecret, { algorithms: ['HS256'] })).payload;
      } catch (error) {
        throw storageError(400, 'InvalidJWT', token === undefined ? 'jwt must be provided' : jwtMessage(error));
      }
      if (claims.url !== `${bucketId}/${key}`) throw storageError(400, 'InvalidSignature', 'Invalid signature');
      // The token is the permission: Storage reads the object as its superuser, not as a role.
      const sql = 'select metadata from storage.objects where bucket_id = $1 and name = $2';
      const [row] = (await this.db.query<{ metadata: { mimetype?: string } | null }>(sql, [bucketId, key])).rows;
      const bytes = row === undefined ? null : await readFile(this.filePath(bucketId, key)).catch(() => null);
      if (bytes === null) throw storageError(404, 'not_found', 'Object not found');
      const stored = row?.metadata?.mimetype ?? 'application/octet-stream';
      const headers: Record<string, string> = {
        // Storage never serves text/html as such (its renderer's normalizeContentType).
        'content-type': stored.includes('text/html') ? 'text/plain' : stored,
        'content-length': String(bytes.length),
        // Hosted Storage sends the token's expiry as Expires for a signed URL. no-store and nosniff
        // are the stand-in's own (issue 30): the staff app must not count on them from hosted.
        expires: new Date(Number(claims.exp) * 1000).toUTCString(),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      };
      if (download !== undefined) headers['content-disposition'] = contentDisposition(download);
      return new Response(bytes, { headers });
    } catch (error) {
      return refusal(error);
    }
  }

  /** Deletes the named objects the caller may delete (RLS decides); answers the deleted ones. */
  async remove(bucketId: string, request: Request, scope: RequestScope): Promise<Answer> {
    try {
      await this.bucket(bucketId);
      const body = (await request.json().catch(() => null)) as { prefixes?: unknown } | null;
      const names = Array.isArray(body?.prefixes) ? body.prefixes.map(String) : [];
      const deleted = await this.run(scope, 'object.delete_many', async (tx) => {
        // Storage's own deletes pass its storage.protect_delete trigger this way; SQL alone cannot.
        await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
        const sql = `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
                     returning id, bucket_id, name, metadata, created_at, updated_at, last_accessed_at`;
        return (await tx.query<{ name: string }>(sql, [bucketId, names])).rows;
      });
      await Promise.all(deleted.map((row) => rm(this.filePath(bucketId, row.name), { force: true })));
      return { status: 200, body: deleted };
    } catch (error) {
      return refusal(error);
    }
  }
}
