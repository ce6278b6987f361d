/**
 * The part of Supabase Storage (`/storage/v1`) the project uses, answering as Storage does:
 *
 *   POST|PUT /object/<bucket>/<key>    upload (the site; PUT and x-upsert: true overwrite)
 *   GET      /object/<bucket>/<key>    download (the e-mail function, as service_role)
 *   DELETE   /object/<bucket>          {prefixes: [...]}: delete (the schedule's orphan cleanup)
 *   POST     /object/list/<bucket>, GET|POST /bucket, object/move|copy|sign, object/public:
 *            only as far as the tests need to show anon being refused.
 *
 * Bucket limits (size, MIME types) are enforced here as Storage enforces them; whether the caller
 * may write, read, list, overwrite or delete an object is decided by the database: each
 * storage.objects statement runs under the caller's role and request settings (request.headers
 * and friends, as Storage's setScope sets them), so the migrations' policies and triggers decide
 * (service_role bypasses row-level security, as on Supabase). Like Storage, errors are HTTP 400
 * (or 500) with the real status in the body's `statusCode`. Object bytes live under
 * <dataDir>/storage/<bucket>/<key>, owner-only.
 */
import { randomUUID, createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import busboy from 'busboy';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { isPgError, type RequestScope } from './database.ts';
import { BodyTooLargeError, drain, header, readBody, sendJson } from './http.ts';

/** `[storage] file_size_limit` of config.toml: the limit for buckets without their own. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

type Bucket = { id: string; public: boolean; file_size_limit: number | string | null; allowed_mime_types: string[] | null };

class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

const bucketNotFound = () => new StorageError(404, 'Bucket not found', 'Bucket not found');
const objectNotFound = () => new StorageError(404, 'not_found', 'Object not found');
const internal = () => new StorageError(500, 'internal', 'Internal Server Error');
const noRoute = (method: string, rest: string) =>
  new StorageError(404, 'Not Found', `Route ${method}:/storage/v1/${rest} not found`);

/** A database error as Storage renders it (storage-api DBError.fromDBError). */
function fromPgError(error: unknown): StorageError {
  if (!isPgError(error)) return internal();
  switch (error.code) {
    case '42501':
      return new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
    case '23505':
      return new StorageError(409, 'Duplicate', 'The resource already exists');
    case '23503':
      return new StorageError(404, 'Not Found', 'The related resource does not exist');
    default:
      return new StorageError(500, 'DatabaseError', `database error, code: ${error.code}`);
  }
}

/** Storage's own key rule, plus no empty, `.` or `..` segments. */
export function isValidObjectKey(key: string): boolean {
  if (key === '' || key.length > 1024) return false;
  if (!/^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function mimeAllowed(type: string, allowed: string[] | null): boolean {
  if (allowed === null || allowed.length === 0) return true;
  const base = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return allowed.some((entry) => {
    const pattern = entry.toLowerCase();
    return pattern.endsWith('/*') ? base.startsWith(pattern.slice(0, -1)) : base === pattern;
  });
}

type Upload = { bytes: Buffer; contentType: string; cacheControl: string };

const tooLarge = () => new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');

function parseMultipart(req: IncomingMessage, limit: number): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // busboy reports 'limit' on reaching fileSize bytes, so allow one more: limit + 1 is too large.
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: limit + 1, fields: 10 } });
    } catch {
      reject(new StorageError(400, 'InvalidRequest', 'Invalid multipart body'));
      return;
    }
    let cacheControl = '3600';
    let file: Omit<Upload, 'cacheControl'> | null = null;
    let failure: StorageError | null = null;
    parser.on('field', (name, value) => {
      if (name === 'cacheControl') cacheControl = value;
    });
    parser.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = tooLarge();
      });
      stream.on('close', () => {
        if (failure === null) file = { bytes: Buffer.concat(chunks), contentType: info.mimeType };
      });
    });
    parser.on('error', () => reject(new StorageError(400, 'InvalidRequest', 'Invalid multipart body')));
    parser.on('close', () => {
      if (failure !== null) reject(failure);
      else if (file === null) reject(new StorageError(400, 'InvalidRequest', 'No file in the request'));
      else resolve({ ...file, cacheControl });
    });
    req.pipe(parser);
  });
}

async function readUpload(req: IncomingMessage, limit: number): Promise<Upload> {
  const contentType = header(req, 'content-type') ?? 'text/plain;charset=UTF-8';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) return parseMultipart(req, limit);
  try {
    const bytes = await readBody(req, limit);
    const cacheControl = /max-age=(\d+)/.exec(header(req, 'cache-control') ?? '')?.[1] ?? '3600';
    return { bytes, contentType, cacheControl };
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw tooLarge();
    throw error;
  }
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const text = (await readBody(req, 1024 * 1024)).toString('utf8');
    const body: unknown = text.trim() === '' ? {} : JSON.parse(text);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error();
    return body as Record<string, unknown>;
  } catch {
    throw new StorageError(400, 'InvalidRequest', 'Invalid JSON body');
  }
}

/** Who a Storage request runs as: the gateway's scope, with the JWT Storage was given ('' for none). */
export type StorageScope = RequestScope & { jwt?: string };

/** A Storage operation's name, as Storage sets it in `storage.operation` (policies may test it). */
type Operation =
  | 'bucket.list'
  | 'bucket.create'
  | 'object.list'
  | 'object.move'
  | 'object.copy'
  | 'object.sign'
  | 'object.get_public'
  | 'object.delete_many'
  | 'object.delete'
  | 'object.upload'
  | 'object.upload_update'
  | 'object.get_authenticated'
  | 'object.info_authenticated';

type Run = <T>(operation: Operation, work: (tx: Transaction) => Promise<T>) => Promise<T>;

/**
 * Runs `work` in a transaction under the caller's role and request, set as Supabase Storage's
 * setScope sets them (`set_config(…, true)`, one statement): the role, the JWT and its claims, the
 * request's headers, method and path, and the operation. Triggers and policies on storage.objects
 * see what they would see on hosted Supabase (the client's address in request.headers included).
 */
export function asStorageCaller<T>(
  db: PGlite,
  scope: StorageScope,
  operation: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claim.role', $2, true),
              set_config('request.jwt', $3, true), set_config('request.jwt.claim.sub', $4, true),
              set_config('request.jwt.claims', $5, true), set_config('request.headers', $6, true),
              set_config('request.method', $7, true), set_config('request.path', $8, true),
              set_config('storage.operation', $9, true)`,
      [
        scope.role,
        typeof scope.claims.role === 'string' ? scope.claims.role : '',
        scope.jwt ?? '',
        typeof scope.claims.sub === 'string' ? scope.claims.sub : '',
        JSON.stringify(scope.claims),
        JSON.stringify(scope.headers ?? {}),
        scope.method ?? '',
        scope.path ?? '',
        operation,
      ],
    );
    return work(tx);
  });
}

export type StorageFaults = {
  /** Called before an upload is stored: 'fail' answers 500 with nothing stored, 'lose' answers 500 after storing it. */
  takeUploadFault(): 'fail' | 'lose' | null;
};

export class LocalStorage {
  constructor(
    private readonly db: PGlite,
    private readonly root: string,
    private readonly faults: StorageFaults,
  ) {}

  private filePath(bucket: string, key: string): string {
    const bucketDir = path.resolve(this.root, bucket);
    const file = path.resolve(bucketDir, ...key.split('/'));
    if (!file.startsWith(bucketDir + path.sep)) throw new StorageError(400, 'InvalidKey', `Invalid key: ${key}`);
    return file;
  }

  private readonly buckets = new Map<string, { bucket: Bucket; until: number }>();

  private async bucket(id: string): Promise<Bucket> {
    // Storage looks the bucket up with its own (service) connection, then applies the caller's
    // RLS to storage.objects. Like Storage, keep found buckets for a few seconds.
    const cached = this.buckets.get(id);
    if (cached !== undefined && cached.until > Date.now()) return cached.bucket;
    const bucket = (
      await this.db.query<Bucket>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [
        id,
      ])
    ).rows[0];
    if (bucket === undefined) throw bucketNotFound();
    this.buckets.set(id, { bucket, until: Date.now() + 5000 });
    return bucket;
  }

  /** Handles a request below /storage/v1; `rest` is the path after it, e.g. `object/b/k`. */
  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    rest: string,
    cors: Record<string, string>,
    scope: StorageScope,
  ): Promise<void> {
    try {
      await this.route(req, res, rest, cors, (operation, work) => asStorageCaller(this.db, scope, `storage.${operation}`, work));
    } catch (error) {
      drain(req);
      const refusal = error instanceof StorageError ? error : fromPgError(error);
      const body = { statusCode: String(refusal.statusCode), error: refusal.error, message: refusal.message };
      sendJson(res, refusal.statusCode === 500 ? 500 : 400, body, cors);
    }
  }

  private async route(
    req: IncomingMessage,
    res: ServerResponse,
    rest: string,
    cors: Record<string, string>,
    run: Run,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    const [area, second, ...others] = rest.split('/').map((segment) => decodeURIComponent(segment));

    if (area === 'bucket' && (second === undefined || second === '')) {
      // Buckets are visible and creatable only through policies on storage.buckets (there are none for anon).
      if (method === 'GET') {
        sendJson(
          res,
          200,
          await run(
            'bucket.list',
            async (tx) =>
              (
                await tx.query(
                  'select id, name, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets',
                )
              ).rows,
          ),
          cors,
        );
        return;
      }
      if (method === 'POST') {
        const body = await jsonBody(req);
        const id = String(body.id ?? body.name ?? '');
        await run('bucket.create', (tx) =>
          tx.query('insert into storage.buckets (id, name, public) values ($1, $1, $2)', [id, body.public === true]),
        );
        sendJson(res, 200, { name: id }, cors);
        return;
      }
    }
    if (area !== 'object' || second === undefined) throw noRoute(method, rest);

    // object/list/<bucket>: RLS hides what the caller may not select.
    if (second === 'list' && method === 'POST') {
      const bucketId = others[0] ?? '';
      await this.bucket(bucketId);
      const body = await jsonBody(req);
      const prefix = String(body.prefix ?? '').replace(/^\/+/, '');
      const pattern = `${prefix.replace(/[\\%_]/g, '\\$&')}${prefix === '' || prefix.endsWith('/') ? '' : '/'}%`;
      const rows = await run(
        'object.list',
        async (tx) =>
          (
            await tx.query(
              `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
              where bucket_id = $1 and name like $2 order by name limit $3 offset $4`,
              [bucketId, pattern, Number(body.limit ?? 100), Number(body.offset ?? 0)],
            )
          ).rows,
      );
      sendJson(res, 200, rows, cors);
      return;
    }

    // object/move, object/copy {bucketId, sourceKey}, object/sign/<bucket>/<key>, object/public/<bucket>/<key>:
    // Storage first reads the source object with the caller's rights; anon never finds it.
    if (['move', 'copy', 'sign', 'public'].includes(second)) {
      const body = second === 'move' || second === 'copy' ? await jsonBody(req) : {};
      const bucketId = String(body.bucketId ?? others[0] ?? '');
      const key = String(body.sourceKey ?? others.slice(1).join('/'));
      const bucket = await this.bucket(bucketId);
      if (second === 'public' && !bucket.public) throw bucketNotFound();
      const operations = { move: 'object.move', copy: 'object.copy', sign: 'object.sign', public: 'object.get_public' } as const;
      const found = await run(
        operations[second as keyof typeof operations],
        async (tx) => (await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucketId, key])).rows,
      );
      if (found.length === 0) throw objectNotFound();
      throw new StorageError(501, 'NotImplemented', `object/${second} is not supported by the local backend`);
    }

    // object/<bucket> with {prefixes}: delete those objects (RLS decides which the caller may delete).
    if (method === 'DELETE' && others.length === 0) {
      await this.bucket(second);
      const body = await jsonBody(req);
      const names = Array.isArray(body.prefixes) ? body.prefixes.map(String) : [];
      const deleted = await run(
        'object.delete_many',
        async (tx) =>
          (
            await tx.query<{ name: string }>(
              'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning id, bucket_id, name, metadata, created_at, updated_at, last_accessed_at',
              [second, names],
            )
          ).rows,
      );
      await Promise.all(deleted.map((row) => rm(this.filePath(second, row.name), { force: true })));
      sendJson(res, 200, deleted, cors);
      return;
    }

    // object/<bucket>/<key>, also object/authenticated/<bucket>/<key> for downloads
    const [bucketId, key] =
      second === 'authenticated' ? [others[0] ?? '', others.slice(1).join('/')] : [second, others.join('/')];
    if (method === 'POST' || method === 'PUT') {
      const upsert = method === 'PUT' || /^true$/i.test(header(req, 'x-upsert') ?? '');
      // PUT is Storage's update route; POST (also with x-upsert) its upload route.
      await this.upload(req, res, bucketId, key, upsert, method === 'PUT' ? 'object.upload_update' : 'object.upload', cors, run);
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      await this.bucket(bucketId);
      const row = (
        await run(
          method === 'HEAD' ? 'object.info_authenticated' : 'object.get_authenticated',
          async (tx) =>
            (
              await tx.query<{ metadata: { mimetype?: string } | null }>(
                'select metadata from storage.objects where bucket_id = $1 and name = $2',
                [bucketId, key],
              )
            ).rows,
        )
      )[0];
      const bytes = row === undefined ? null : await readFile(this.filePath(bucketId, key)).catch(() => null);
      if (bytes === null) throw objectNotFound();
      res.writeHead(200, {
        ...cors,
        'content-type': row?.metadata?.mimetype ?? 'application/octet-stream',
        'content-length': bytes.length,
      });
      res.end(method === 'HEAD' ? undefined : bytes);
      return;
    }
    if (method === 'DELETE') {
      await this.bucket(bucketId);
      const deleted = await run(
        'object.delete',
        async (tx) =>
          (await tx.query('delete from storage.objects where bucket_id = $1 and name = $2 returning name', [bucketId, key])).rows,
      );
      if (deleted.length === 0) throw objectNotFound();
      await rm(this.filePath(bucketId, key), { force: true });
      sendJson(res, 200, { message: 'Successfully deleted' }, cors);
      return;
    }
    throw noRoute(method, rest);
  }

  private async upload(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    key: string,
    upsert: boolean,
    operation: Operation,
    cors: Record<string, string>,
    run: Run,
  ): Promise<void> {
    const bucket = await this.bucket(bucketId);
    if (!isValidObjectKey(key)) throw new StorageError(400, 'InvalidKey', `Invalid key: ${key}`);
    const limit = Math.min(Number(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT), GLOBAL_FILE_SIZE_LIMIT);

    // The declared type of a raw body is known before reading it.
    const declaredType = header(req, 'content-type') ?? '';
    if (
      !declaredType.toLowerCase().startsWith('multipart/form-data') &&
      declaredType !== '' &&
      !mimeAllowed(declaredType, bucket.allowed_mime_types)
    ) {
      throw new StorageError(415, 'invalid_mime_type', `mime type ${declaredType} is not supported`);
    }
    const upload = await readUpload(req, limit);
    if (!mimeAllowed(upload.contentType, bucket.allowed_mime_types)) {
      throw new StorageError(415, 'invalid_mime_type', `mime type ${upload.contentType} is not supported`);
    }
    const fault = this.faults.takeUploadFault();
    if (fault === 'fail') throw internal();

    const id = randomUUID();
    const metadata = {
      eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
      size: upload.bytes.length,
      mimetype: upload.contentType,
      cacheControl: `max-age=${upload.cacheControl}`,
      lastModified: new Date().toISOString(),
      contentLength: upload.bytes.length,
      httpStatusCode: 200,
    };
    const target = this.filePath(bucketId, key);
    const temporary = `${target}.upload-${id}`;
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await writeFile(temporary, upload.bytes, { mode: 0o600 });
    let moved = false;
    try {
      const objectId = await run(operation, async (tx) => {
        // An upsert needs select and update rights on an existing object (policies decide).
        const updated = upsert
          ? (
              await tx.query<{ id: string }>(
                'update storage.objects set metadata = $3, updated_at = now(), version = $4 where bucket_id = $1 and name = $2 returning id',
                [bucketId, key, metadata, randomUUID()],
              )
            ).rows[0]
          : undefined;
        if (updated === undefined) {
          await tx.query('insert into storage.objects (id, bucket_id, name, metadata, version) values ($1, $2, $3, $4, $5)', [
            id,
            bucketId,
            key,
            metadata,
            randomUUID(),
          ]);
        }
        await rename(temporary, target);
        moved = true;
        return updated?.id ?? id;
      });
      if (fault === 'lose') throw internal();
      sendJson(res, 200, { Id: objectId, Key: `${bucketId}/${key}` }, cors);
    } catch (error) {
      if (!moved) await rm(temporary, { force: true });
      else if (!(error instanceof StorageError)) await rm(target, { force: true }); // the row was rolled back
      throw error;
    }
  }

  /** Every object (for the test-only inspect endpoint). */
  async objectNames(): Promise<Array<{ bucket_id: string; name: string }>> {
    return (
      await this.db.query<{ bucket_id: string; name: string }>(
        'select bucket_id, name from storage.objects order by created_at, name',
      )
    ).rows;
  }
}
