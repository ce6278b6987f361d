/**
 * The production schedule's HTTP call, end to end on the real PostgreSQL fixture (issue 50): the
 * pg_cron job's own SQL queues the call through the pg_net stand-in, its worker (net-worker.ts)
 * really sends it to an HTTP server and records the answer in net._http_response as pg_net does,
 * and intake_health reports that answer. A call refused with 401 (the key in Vault is not one the
 * gateway accepts) or failing with 500 never runs the function, so the heartbeat alone would only
 * show it five minutes later as silence; health names it at once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNetWorker, type NetWorker } from '../postgres/net-worker.ts';
import { startPostgres, type RealPostgres } from '../postgres/server.ts';
import { asRequest, pglite, type TestDatabase } from './test-databases.ts';

type Health = {
  scheduleLastCall: { status: number | null; ok: boolean; timedOut: boolean; error: boolean } | null;
  scheduleCallFailing: boolean;
};

describe('on PostgreSQL with the pg_net stand-in', () => {
  let db: RealPostgres;
  let worker: NetWorker;
  let server: http.Server;
  let baseUrl = '';
  let answerStatus = 200;
  const received: Array<{ path: string; authorization: string | undefined; body: string }> = [];

  beforeAll(async () => {
    db = await startPostgres();
    worker = await startNetWorker((user) => db.connect(user));
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
        res.writeHead(answerStatus, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answerStatus === 401 ? { msg: 'Invalid JWT' } : { ok: answerStatus < 300 }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await worker?.stop();
    await new Promise((resolve) => server?.close(resolve));
    await db?.stop();
  });

  /** One tick of pg_cron: the job's own command, as its owner (postgres) runs it. */
  async function runJob(): Promise<void> {
    const job = await db.query<{ command: string; username: string }>(
      `select command, username from cron.job where jobname = 'registration-notifications'`,
    );
    expect(job.rows[0]?.username).toBe('postgres');
    await db.exec(job.rows[0]!.command);
    await worker.drain();
  }

  async function health(): Promise<Health> {
    return asRequest(
      db as TestDatabase,
      'service_role',
      async (tx) => (await tx.query<{ h: Health }>('select public.intake_health() as h')).rows[0]!.h,
    );
  }

  async function vault(url: string, key: string): Promise<void> {
    await db.exec('delete from vault.secrets where true');
    await db.query(`select vault.create_secret($1, 'project_url')`, [url]);
    await db.query(`select vault.create_secret($1, 'service_role_key')`, [key]);
  }

  it('reports no call before the schedule made one', async () => {
    expect(await health()).toMatchObject({ scheduleLastCall: null, scheduleCallFailing: false });
  });

  it('the scheduled call answered 401 shows in health', async () => {
    await vault(baseUrl, 'sb_secret_not_the_projects');
    answerStatus = 401;
    await runJob();
    expect(received.at(-1)).toEqual({
      path: '/functions/v1/send-registration-email',
      authorization: 'Bearer sb_secret_not_the_projects',
      body: '{"task": "scheduled"}',
    });
    const recorded = await db.query<{ status_code: number; content: string }>(
      'select status_code, content from net._http_response order by id desc limit 1',
    );
    expect(recorded.rows[0]).toEqual({ status_code: 401, content: '{"msg":"Invalid JWT"}' });
    expect(await health()).toMatchObject({ scheduleLastCall: { status: 401, ok: false }, scheduleCallFailing: true });
  });

  it('a 500 shows too; the next call answered 200 clears it', async () => {
    answerStatus = 500;
    await runJob();
    expect(await health()).toMatchObject({ scheduleLastCall: { status: 500, ok: false }, scheduleCallFailing: true });
    answerStatus = 200;
    await runJob();
    expect(await health()).toMatchObject({ scheduleLastCall: { status: 200, ok: true }, scheduleCallFailing: false });
  });

  it('a call nobody answers shows as failing', async () => {
    // A port nothing listens on: the closed server's.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await vault(`http://127.0.0.1:${port}`, 'sb_secret_any');
    await runJob();
    expect(await health()).toMatchObject({
      scheduleLastCall: { status: null, ok: false, error: true },
      scheduleCallFailing: true,
    });
  });

  it('reads only the schedule’s own requests, not another request pg_net made', async () => {
    await vault(baseUrl, 'sb_secret_any');
    answerStatus = 200;
    await runJob();
    answerStatus = 500;
    await db.query(`select net.http_post($1, '{}'::jsonb)`, [`${baseUrl}/elsewhere`]);
    await worker.drain();
    expect(await health()).toMatchObject({ scheduleLastCall: { status: 200 }, scheduleCallFailing: false });
  });
});

describe('on PGlite (no pg_net: the embedded backend runs the schedule itself)', () => {
  it('reports no scheduled call, and does not fail for it', async () => {
    const db = await pglite.open();
    try {
      const result = await asRequest(
        db,
        'service_role',
        async (tx) => (await tx.query<{ h: Health }>('select public.intake_health() as h')).rows[0]!.h,
      );
      expect(result).toMatchObject({ scheduleLastCall: null, scheduleCallFailing: false });
    } finally {
      await db.close();
    }
  });
});
