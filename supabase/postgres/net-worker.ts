/**
 * The pg_net stand-in's background worker, for the real-PostgreSQL fixture (server.ts): it really
 * sends the requests `net.http_post` queued (platform-extra.sql) and records each answer as pg_net does,
 * so a test sees what the scheduled call was answered (a 401 from a wrong key in Vault, a 500).
 *
 * What pg_net itself does (supabase/pg_net, src/core.c and src/worker.c): a background worker takes
 * a batch of rows from net.http_request_queue, deleting them as it takes them
 * (consume_request_queue: `delete … returning id, method, url, timeout_milliseconds, headers,
 * body`, oldest id first), sends each with libcurl within its timeout_milliseconds, and inserts one
 * row per request into net._http_response (insert_response: id, status_code, content, headers,
 * content_type, timed_out false; or, when no answer came, timed_out and error_msg). Debian has no
 * pg_net package and this fixture builds no C extension, so this worker is a small Node loop over
 * the same two tables instead of a background worker inside the server. Not copied: pg_net's TTL
 * (pg_net.ttl, 6 hours) that deletes old answers, its address blacklist, and redirects beyond what
 * fetch follows by default.
 *
 * Opt-in and on demand: a test starts it (startNetWorker) and calls drain() when it wants the
 * queued requests sent, so it knows when the answers are in; without it the queue only records them.
 * pg_net's worker also wakes by itself; no test waits for that, so this one does not poll.
 */
import type pg from 'pg';

export type NetWorker = {
  /** Sends everything queued now and records the answers; resolves with how many it took. */
  drain(): Promise<number>;
  stop(): Promise<void>;
};

type QueuedRequest = {
  id: string | number;
  method: string;
  url: string;
  timeout_milliseconds: number;
  headers: Record<string, string> | null;
  body: Buffer | null;
};

/** Pulls up to `batchSize` queued requests as pg_net's worker does (consume_request_queue). */
const TAKE = `
  with rows as (select id from net.http_request_queue order by id limit $1)
  delete from net.http_request_queue q using rows where q.id = rows.id
  returning q.id, q.method, q.url, q.timeout_milliseconds, q.headers, q.body`;

const RECORD = `
  insert into net._http_response (id, status_code, content, headers, content_type, timed_out, error_msg)
  values ($1, $2, $3, $4, $5, $6, $7)`;

/**
 * Opens the worker's own connection, made with `connect` as the cluster's superuser (pg_net's
 * worker runs as the bootstrap superuser by default).
 */
export async function startNetWorker(
  connect: (user: string) => Promise<pg.Client>,
  options: { batchSize?: number; fetch?: typeof fetch } = {},
): Promise<NetWorker> {
  const client = await connect('supabase_admin');
  const fetchImpl = options.fetch ?? fetch;
  const batchSize = options.batchSize ?? 200;
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;

  async function send(request: QueuedRequest): Promise<unknown[]> {
    const id = String(request.id);
    try {
      const response = await fetchImpl(request.url, {
        method: request.method,
        headers: request.headers ?? {},
        ...(request.body !== null && request.method !== 'GET' ? { body: new Uint8Array(request.body) } : {}),
        signal: AbortSignal.timeout(Math.max(1, request.timeout_milliseconds)),
      });
      const content = await response.text();
      const headers = Object.fromEntries(response.headers);
      return [id, response.status, content === '' ? null : content, headers, response.headers.get('content-type'), false, null];
    } catch (error) {
      const timedOut = (error as Error)?.name === 'TimeoutError';
      // A short class, as curl_easy_strerror gives; never the request's headers (the key is there).
      const message = timedOut ? `Timeout of ${request.timeout_milliseconds} ms reached` : "Couldn't connect to server";
      return [id, null, null, null, null, timedOut, message];
    }
  }

  async function batch(): Promise<number> {
    if (stopped) return 0;
    await client.query('begin');
    let taken: QueuedRequest[];
    try {
      taken = (await client.query<QueuedRequest>(TAKE, [batchSize])).rows;
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    const answers = await Promise.all(taken.map(send));
    for (const answer of answers) await client.query(RECORD, answer);
    return taken.length;
  }

  const next = () => {
    const run = running.then(batch);
    running = run.catch(() => 0);
    return run;
  };

  return {
    async drain() {
      let total = 0;
      for (;;) {
        const taken = await next();
        total += taken;
        if (taken === 0) return total;
      }
    },
    async stop() {
      await running;
      stopped = true;
      await client.end().catch(() => undefined);
    },
  };
}
