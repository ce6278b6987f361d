/**
 * The part of Supabase Storage (`/storage/v1/object`) the project calls, answering as Storage does:
 * upload (the site; never an overwrite), download and delete (the e-mail function), and signed
 * URLs (the staff-letter function signs one, the staff member's browser follows it). Bucket limits
 * (size, MIME types) are enforced here as Storage enforces them; whether the caller may write,
 * read, sign or delete an object is decided by the migrations' policies (asRole). Object bytes
 * live under <dataDir>/storage/<bucket>/<key>, owner-only.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LOCAL_JWT_SECRET } from './config.ts';
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

  /** An upload: a raw body with its Content-Type, or supabase-js's multipart form (one file). */
  async upload(bucketId: string, key: string, request: Request, scope: RequestScope): Promise<Answer> {
    let written: string | null = null;
    try {
      const bucket = await this.bucket(bucketId);
      const target = this.filePath(bucketId, key);
      const limit = Math.min(Number(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT), GLOBAL_FILE_SIZE_LIMIT);
      const declared = request.headers.get('content-type') ?? 'text/plain;charset=UTF-8';
      const multipart = declared.toLowerCase().startsWith('multipart/form-data');
      const tooLarge = storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
      const raw = await readLimited(request, multipart ? limit + 64 * 1024 : limit);
      if (raw === null) throw tooLarge;
      let bytes: Buffer = raw;
      let type = declared;
      if (multipart) {
        const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': declared } })
          .formData()
          .catch(() => null);
        const file = [...(form?.values() ?? [])].find((value): value is File => typeof value !== 'string');
        if (file === undefined) throw storageError(400, 'InvalidRequest', 'Invalid multipart body');
        if (file.size > limit) throw tooLarge;
        bytes = Buffer.from(await file.arrayBuffer());
        type = file.type;
      }
      const allowed = bucket.allowed_mime_types ?? [];
      const base = type.split(';')[0]?.trim().toLowerCase();
      if (allowed.length > 0 && !allowed.some((entry) => entry.toLowerCase() === base))
        throw storageError(415, 'invalid_mime_type', `mime type ${type} is not supported`);

      const id = randomUUID();
      // Of the metadata Storage keeps, what the migrations read (the function's letter check).
      const metadata = { size: bytes.length, mimetype: type };
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await this.run(scope, 'object.upload', async (tx) => {
        const sql = 'insert into storage.objects (id, bucket_id, name, metadata, version) values ($1, $2, $3, $4, $5)';
        await tx.query(sql, [id, bucketId, key, metadata, randomUUID()]);
        // Written once the row is in (a duplicate never touches the stored letter); readable once it commits.
        written = target;
        await writeFile(target, bytes, { mode: 0o600 });
      });
      return { status: 200, body: { Id: id, Key: `${bucketId}/${key}` } };
    } catch (error) {
      // The transaction failed after the file was written: the row was rolled back, so is the file.
      if (written !== null) await rm(written, { force: true });
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
