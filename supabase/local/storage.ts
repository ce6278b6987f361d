/**
 * The part of Supabase Storage (`/storage/v1`) the site uses, answering as Storage does.
 * Bucket limits (size, MIME types) are enforced here as Storage enforces them; whether anon may
 * write, read, list, overwrite or delete an object is decided by the database: the
 * storage.objects statement runs under SET LOCAL ROLE anon, so the migration's policies decide.
 * Object bytes live under <dataDir>/storage/<bucket>/<key>.
 */
import { randomUUID, createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import busboy from 'busboy';
import type { PGlite } from '@electric-sql/pglite';
import { asAnon, isPgError } from './database.ts';
import { BodyTooLargeError, drain, header, readBody, sendJson } from './http.ts';

/** `[storage] file_size_limit` of config.toml: the limit for buckets without their own. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

type Bucket = {
  id: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
};

type StorageErrorBody = { statusCode: string; error: string; message: string };

class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
  body(): StorageErrorBody {
    return { statusCode: String(this.status), error: this.error, message: this.message };
  }
}

const bucketNotFound = () => new StorageError(404, 'Bucket not found', 'Bucket not found');
const objectNotFound = () => new StorageError(404, 'not_found', 'Object not found');
const rlsRefused = () => new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');

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
    let file: Upload | null = null;
    let failure: StorageError | null = null;
    parser.on('field', (name, value) => {
      if (name === 'cacheControl') cacheControl = value;
    });
    parser.on('file', (_name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
      });
      stream.on('close', () => {
        if (failure === null) file = { bytes: Buffer.concat(chunks), contentType: info.mimeType, cacheControl };
      });
    });
    parser.on('error', () => reject(new StorageError(400, 'InvalidRequest', 'Invalid multipart body')));
    parser.on('close', () => {
      if (failure !== null) reject(failure);
      else if (file === null) reject(new StorageError(400, 'InvalidRequest', 'No file in the request'));
      else resolve({ ...(file as Upload), cacheControl });
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
    if (error instanceof BodyTooLargeError) {
      throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');
    }
    throw error;
  }
}

async function jsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  try {
    const text = (await readBody(req, limit)).toString('utf8');
    return text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new StorageError(400, 'InvalidRequest', 'Invalid JSON body');
  }
}

export type StorageFaults = { takeUploadFault(): boolean };

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
    // Storage looks the bucket up with its own (service) connection, then applies the user's RLS
    // to storage.objects. Like Storage, keep found buckets for a few seconds.
    const cached = this.buckets.get(id);
    if (cached !== undefined && cached.until > Date.now()) return cached.bucket;
    const result = await this.db.query<Bucket>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    const bucket = result.rows[0];
    if (bucket === undefined) throw bucketNotFound();
    this.buckets.set(id, { bucket, until: Date.now() + 5000 });
    return bucket;
  }

  /** Handles a request below /storage/v1; `rest` is the path after it, e.g. `object/b/k`. */
  async handle(req: IncomingMessage, res: ServerResponse, rest: string, cors: Record<string, string>): Promise<void> {
    try {
      await this.route(req, res, rest, cors);
    } catch (error) {
      drain(req);
      if (error instanceof StorageError) {
        sendJson(res, error.status, error.body(), cors);
      } else if (isPgError(error) && error.code === '42501') {
        sendJson(res, 403, rlsRefused().body(), cors);
      } else if (isPgError(error) && error.code === '23505') {
        sendJson(res, 409, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }, cors);
      } else {
        sendJson(res, 500, { statusCode: '500', error: 'internal', message: 'Internal Server Error' }, cors);
      }
    }
  }

  private async route(req: IncomingMessage, res: ServerResponse, rest: string, cors: Record<string, string>): Promise<void> {
    const method = req.method ?? 'GET';
    const segments = rest.split('/').map((segment) => decodeURIComponent(segment));
    const [area, second, ...others] = segments;

    if (area === 'bucket') {
      // Buckets are visible to anon only through policies on storage.buckets (there are none).
      if (method === 'GET' && (second === undefined || second === '')) {
        const rows = await asAnon(this.db, async (tx) => (await tx.query('select id, name, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets')).rows);
        sendJson(res, 200, rows, cors);
        return;
      }
      if (method === 'GET' && second !== undefined) {
        const rows = await asAnon(this.db, async (tx) => (await tx.query('select id, name, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets where id = $1', [second])).rows);
        if (rows[0] === undefined) throw bucketNotFound();
        sendJson(res, 200, rows[0], cors);
        return;
      }
      if (method === 'POST' && (second === undefined || second === '')) {
        const body = (await jsonBody(req, 64 * 1024)) as { id?: string; name?: string; public?: boolean };
        const id = body.id ?? body.name ?? '';
        await asAnon(this.db, (tx) =>
          tx.query('insert into storage.buckets (id, name, public) values ($1, $2, $3)', [id, body.name ?? id, body.public ?? false]),
        );
        sendJson(res, 200, { name: id }, cors);
        return;
      }
      if (method === 'DELETE' && second !== undefined) {
        const rows = await asAnon(this.db, async (tx) => (await tx.query('delete from storage.buckets where id = $1 returning id', [second])).rows);
        if (rows.length === 0) throw bucketNotFound();
        sendJson(res, 200, { message: 'Successfully deleted' }, cors);
        return;
      }
      throw new StorageError(404, 'Not Found', `Route ${method}:/storage/v1/${rest} not found`);
    }

    if (area !== 'object' || second === undefined) {
      throw new StorageError(404, 'Not Found', `Route ${method}:/storage/v1/${rest} not found`);
    }

    // object/list/<bucket>
    if (second === 'list' && method === 'POST') {
      const bucket = others[0] ?? '';
      await this.bucket(bucket);
      const body = (await jsonBody(req, 64 * 1024)) as { prefix?: string; limit?: number; offset?: number };
      const prefix = (body.prefix ?? '').replace(/^\/+/, '');
      const rows = await asAnon(this.db, async (tx) =>
        (
          await tx.query(
            `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
             where bucket_id = $1 and name like $2 order by name limit $3 offset $4`,
            [bucket, `${prefix.replace(/[\\%_]/g, '\\$&')}${prefix === '' || prefix.endsWith('/') ? '' : '/'}%`, body.limit ?? 100, body.offset ?? 0],
          )
        ).rows,
      );
      sendJson(res, 200, rows, cors);
      return;
    }

    // object/public/<bucket>/<key>, object/authenticated/<bucket>/<key>
    if ((second === 'public' || second === 'authenticated') && (method === 'GET' || method === 'HEAD')) {
      const [bucketId = '', ...keyParts] = others;
      const bucket = await this.bucket(bucketId);
      const key = keyParts.join('/');
      if (second === 'public') {
        if (!bucket.public) throw bucketNotFound();
        const row = (await this.db.query<{ metadata: { mimetype?: string } | null }>('select metadata from storage.objects where bucket_id = $1 and name = $2', [bucketId, key])).rows[0];
        if (row === undefined) throw objectNotFound();
        await this.sendObject(res, bucketId, key, row.metadata?.mimetype, method === 'HEAD', cors);
        return;
      }
      await this.download(res, bucketId, key, method === 'HEAD', cors);
      return;
    }

    // object/move, object/copy: need select/update on the source, which anon does not have.
    if ((second === 'move' || second === 'copy') && method === 'POST') {
      const body = (await jsonBody(req, 64 * 1024)) as { bucketId?: string; sourceKey?: string; destinationKey?: string };
      await this.bucket(body.bucketId ?? '');
      if (second === 'move') {
        const moved = await asAnon(this.db, async (tx) =>
          (await tx.query('update storage.objects set name = $3, updated_at = now() where bucket_id = $1 and name = $2 returning id', [body.bucketId, body.sourceKey, body.destinationKey])).rows,
        );
        if (moved.length === 0) throw objectNotFound();
        sendJson(res, 200, { message: 'Successfully moved' }, cors);
      } else {
        const source = await asAnon(this.db, async (tx) =>
          (await tx.query('select id from storage.objects where bucket_id = $1 and name = $2', [body.bucketId, body.sourceKey])).rows,
        );
        if (source.length === 0) throw objectNotFound();
        throw new StorageError(501, 'NotImplemented', 'Copy is not supported by the local backend');
      }
      return;
    }

    // object/sign/<bucket>/<key>: creating a signed URL needs select on the object.
    if (second === 'sign' && method === 'POST') {
      const [bucketId = '', ...keyParts] = others;
      await this.bucket(bucketId);
      const rows = await asAnon(this.db, async (tx) =>
        (await tx.query('select id from storage.objects where bucket_id = $1 and name = $2', [bucketId, keyParts.join('/')])).rows,
      );
      if (rows.length === 0) throw objectNotFound();
      throw new StorageError(501, 'NotImplemented', 'Signed URLs are not supported by the local backend');
    }

    // object/<bucket> with {prefixes}: bulk delete
    if (method === 'DELETE' && others.length === 0) {
      await this.bucket(second);
      const body = (await jsonBody(req, 1024 * 1024)) as { prefixes?: string[] };
      const names = Array.isArray(body.prefixes) ? body.prefixes.map(String) : [];
      const deleted = await asAnon(this.db, async (tx) =>
        (await tx.query<{ name: string; id: string }>('delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning name, id', [second, names])).rows,
      );
      await Promise.all(deleted.map((row) => rm(this.filePath(second, row.name), { force: true })));
      sendJson(res, 200, deleted, cors);
      return;
    }

    // object/<bucket>/<key>
    const bucketId = second;
    const key = others.join('/');
    if (method === 'POST' || method === 'PUT') {
      await this.upload(req, res, bucketId, key, method === 'PUT' || /^true$/i.test(header(req, 'x-upsert') ?? ''), cors);
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      await this.bucket(bucketId);
      await this.download(res, bucketId, key, method === 'HEAD', cors);
      return;
    }
    if (method === 'DELETE') {
      await this.bucket(bucketId);
      const deleted = await asAnon(this.db, async (tx) =>
        (await tx.query<{ name: string }>('delete from storage.objects where bucket_id = $1 and name = $2 returning name', [bucketId, key])).rows,
      );
      if (deleted.length === 0) throw objectNotFound();
      await rm(this.filePath(bucketId, key), { force: true });
      sendJson(res, 200, { message: 'Successfully deleted' }, cors);
      return;
    }
    throw new StorageError(404, 'Not Found', `Route ${method}:/storage/v1/${rest} not found`);
  }

  private async download(res: ServerResponse, bucketId: string, key: string, headOnly: boolean, cors: Record<string, string>): Promise<void> {
    // Reading the row as anon: without a select policy RLS hides it, as on Supabase.
    const rows = await asAnon(this.db, async (tx) =>
      (await tx.query<{ metadata: { mimetype?: string } | null }>('select metadata from storage.objects where bucket_id = $1 and name = $2', [bucketId, key])).rows,
    );
    const row = rows[0];
    if (row === undefined) throw objectNotFound();
    await this.sendObject(res, bucketId, key, row.metadata?.mimetype, headOnly, cors);
  }

  private async sendObject(
    res: ServerResponse,
    bucketId: string,
    key: string,
    mimetype: string | undefined,
    headOnly: boolean,
    cors: Record<string, string>,
  ): Promise<void> {
    const bytes = await readFile(this.filePath(bucketId, key)).catch(() => null);
    if (bytes === null) throw objectNotFound();
    res.writeHead(200, { ...cors, 'content-type': mimetype ?? 'application/octet-stream', 'content-length': bytes.length });
    res.end(headOnly ? undefined : bytes);
  }

  private async upload(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    key: string,
    upsert: boolean,
    cors: Record<string, string>,
  ): Promise<void> {
    const bucket = await this.bucket(bucketId);
    if (!isValidObjectKey(key)) throw new StorageError(400, 'InvalidKey', `Invalid key: ${key}`);
    const limit = Math.min(Number(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT), GLOBAL_FILE_SIZE_LIMIT);

    // The declared type of a raw body is known before reading it.
    const declaredType = header(req, 'content-type') ?? '';
    if (!declaredType.toLowerCase().startsWith('multipart/form-data') && declaredType !== '' && !mimeAllowed(declaredType, bucket.allowed_mime_types)) {
      throw new StorageError(415, 'invalid_mime_type', `mime type ${declaredType} is not supported`);
    }
    const upload = await readUpload(req, limit);
    if (!mimeAllowed(upload.contentType, bucket.allowed_mime_types)) {
      throw new StorageError(415, 'invalid_mime_type', `mime type ${upload.contentType} is not supported`);
    }

    if (this.faults.takeUploadFault()) {
      throw new StorageError(500, 'internal', 'Internal Server Error');
    }

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
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(temporary, upload.bytes);
    let moved = false;
    try {
      const objectId = await asAnon(this.db, async (tx) => {
        let rowId: string = id;
        if (upsert) {
          // An upsert needs select and update rights on the existing object (policies decide).
          const updated = await tx.query<{ id: string }>(
            'update storage.objects set metadata = $3, updated_at = now(), version = $4 where bucket_id = $1 and name = $2 returning id',
            [bucketId, key, metadata, randomUUID()],
          );
          if (updated.rows[0] !== undefined) {
            rowId = updated.rows[0].id;
          } else {
            await tx.query('insert into storage.objects (id, bucket_id, name, metadata, version) values ($1, $2, $3, $4, $5)', [id, bucketId, key, metadata, randomUUID()]);
          }
        } else {
          await tx.query('insert into storage.objects (id, bucket_id, name, metadata, version) values ($1, $2, $3, $4, $5)', [id, bucketId, key, metadata, randomUUID()]);
        }
        await rename(temporary, target);
        moved = true;
        return rowId;
      });
      sendJson(res, 200, { Id: objectId, Key: `${bucketId}/${key}` }, cors);
    } catch (error) {
      if (moved) await rm(target, { force: true });
      else await rm(temporary, { force: true });
      throw error;
    }
  }

  /** Names of every object (for the test-only inspect endpoint). */
  async objectNames(): Promise<Array<{ bucket_id: string; name: string }>> {
    return (await this.db.query<{ bucket_id: string; name: string }>('select bucket_id, name from storage.objects order by created_at, name')).rows;
  }
}
