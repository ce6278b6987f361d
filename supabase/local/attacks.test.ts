/**
 * The attacks of issue 26, through the real pipeline: supabase-js against the local backend, whose
 * gateway knows a client by its socket (as hosted Supabase's edge does), so every client here
 * connects from its own loopback address. Production limits, the function's own code, real mail
 * (maildev) and a webhook receiver for the alerts' second channel.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REFERRAL_LETTER_CACHE_CONTROL,
  REGISTRATIONS_TABLE,
  SEND_REGISTRATION_EMAIL_FUNCTION,
  referralLetterPath,
} from '@ankerlicht/registration';
import { DOCX, PDF, PNG, handPdf, letterPdfObjects } from '@ankerlicht/registration/test-fixtures/letters';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from './config.ts';
import { uploadLetterAsSite } from './letter-upload.ts';
import { fetchFrom } from './test-client-address.ts';
import { localClient } from './test-client.ts';
import { startLocalBackend, type LocalBackend } from './server.ts';
import { sampleRecord } from './test-data.ts';
import { caughtMail, clearMail } from './test-mail.ts';

/** A visitor's supabase-js, connecting from `address`, with a key of the backend's. */
function visitor(backend: LocalBackend, address: string, key = LOCAL_PUBLISHABLE_KEY): SupabaseClient {
  return localClient(backend, key, { fetch: fetchFrom(address) });
}

let stamp = 1767225600000;
const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** As the site uploads: reserve the path (one of the client's hourly uploads), then upload. */
function upload(client: SupabaseClient, path: string, bytes: Uint8Array = PDF) {
  const extension = path.split('.').pop() ?? 'pdf';
  return uploadLetterAsSite(client, path, new Blob([bytes as BlobPart], { type: MIME[extension] }), {
    cacheControl: REFERRAL_LETTER_CACHE_CONTROL,
    contentType: MIME[extension],
  });
}

/** A whole registration as the site makes it; the step that failed, or the function's status. */
async function register(
  client: SupabaseClient,
  options: { email?: string; letter?: Uint8Array; extension?: string; headers?: Record<string, string> } = {},
): Promise<{ step: 'upload' | 'insert' | 'done'; status: number; id: string }> {
  const id = crypto.randomUUID();
  const email = options.email ?? `visitor.${stamp}@example.nl`;
  const path = referralLetterPath('adults', email, (stamp += 1), options.extension ?? 'pdf');
  const uploaded = await upload(client, path, options.letter);
  if (uploaded.error) return { step: 'upload', status: 0, id };
  const inserted = await client
    .from(REGISTRATIONS_TABLE)
    .insert({ id, ...sampleRecord({ email, referral_letter_path: path }) })
    .setHeader('x-forwarded-for', options.headers?.['x-forwarded-for'] ?? '')
    .setHeader('cf-connecting-ip', options.headers?.['cf-connecting-ip'] ?? '');
  if (inserted.error) return { step: 'insert', status: inserted.status, id };
  const invoked = await client.functions.invoke(SEND_REGISTRATION_EMAIL_FUNCTION, { body: { registrationId: id } });
  const status = invoked.error ? ((invoked.error as { context?: Response }).context?.status ?? 0) : 200;
  return { step: 'done', status, id };
}

/** The alerts' second channel: records what it is sent. */
async function startWebhook(): Promise<{ url: string; received: string[]; stop(): Promise<void> }> {
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push(body);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('with the production limits', () => {
  let backend: LocalBackend;

  beforeAll(async () => {
    backend = await startLocalBackend({
      port: 0,
      fresh: true,
      quiet: true,
      scheduleSeconds: 0,
      mail: { smtpPort: 0, webPort: 0 },
    });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('1000 uploads from one client, then a real visitor from another address registers', async () => {
    const attacker = visitor(backend, '127.0.10.1');
    let stored = 0;
    for (let index = 0; index < 1000; index += 1) {
      const result = await upload(attacker, referralLetterPath('adults', `x${index}@example.nl`, (stamp += 1), 'pdf'));
      if (!result.error) stored += 1;
    }
    // uploads_per_client_per_hour (40 since 20261201125000_client_key.sql), counted by the reservation.
    expect(stored).toBe(40);
    const real = await register(visitor(backend, '127.0.10.2'), { email: 'echte.bezoeker@example.nl' });
    expect(real).toMatchObject({ step: 'done', status: 200 });
    const mails = await until(
      () => caughtMail(backend.mail),
      (list) => list.length >= 1,
    );
    expect(mails.filter((mail) => (mail.attachments ?? []).length === 1)).toHaveLength(1);
  }, 120_000);

  it('rotating x-forwarded-for and cf-connecting-ip does not make a new client', async () => {
    const rotating = visitor(backend, '127.0.10.3');
    const steps: string[] = [];
    // The production limit is 20 registrations an hour per connection (20261201125000_client_key.sql).
    for (let index = 0; index < 24; index += 1) {
      const address = `198.51.100.${index + 1}`;
      steps.push((await register(rotating, { headers: { 'x-forwarded-for': address, 'cf-connecting-ip': address } })).step);
    }
    expect(steps.filter((step) => step === 'done')).toHaveLength(20);
    expect(steps.slice(20)).toEqual(['insert', 'insert', 'insert', 'insert']);
  }, 60_000);

  it('uploads into a named person’s folder do not block that person', async () => {
    const attacker = visitor(backend, '127.0.10.4');
    for (let index = 0; index < 25; index += 1) {
      await upload(attacker, referralLetterPath('adults', 'patient@example.nl', (stamp += 1), 'pdf'));
    }
    const patient = await register(visitor(backend, '127.0.10.5'), { email: 'patient@example.nl' });
    expect(patient).toMatchObject({ step: 'done', status: 200 });
  }, 60_000);

  it('a hostile letter is flagged and not attached; clean PDF, DOCX and PNG are attached', async () => {
    await clearMail(backend.mail);
    const client = visitor(backend, '127.0.10.6');
    const hostile = handPdf(letterPdfObjects('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '));
    for (const [letter, extension] of [
      [hostile, 'pdf'],
      [PDF, 'pdf'],
      [DOCX, 'docx'],
      [PNG, 'png'],
    ] as const) {
      expect(await register(client, { letter, extension })).toMatchObject({ step: 'done', status: 200 });
    }
    const mails = await until(
      () => caughtMail(backend.mail),
      (list) => list.length >= 4,
    );
    expect(mails).toHaveLength(4);
    const attached = mails.filter((mail) => (mail.attachments ?? []).length === 1);
    expect(attached).toHaveLength(3);
    const flagged = mails.find((mail) => (mail.attachments ?? []).length === 0);
    expect(flagged?.text).toMatch(/veiligheidscontrole|controle/i);
  }, 60_000);
});

describe('with SMTP down, today’s keys only, and a webhook', () => {
  let backend: LocalBackend;
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  const HEALTH_TOKEN = 'uptime-monitor-token-for-tests-0123456789';

  beforeAll(async () => {
    webhook = await startWebhook();
    // A port nothing listens on: every send fails, the alert's too.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const smtpPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    backend = await startLocalBackend({
      port: 0,
      fresh: true,
      quiet: true,
      scheduleSeconds: 0,
      legacyKeys: false,
      mail: false,
      functionEnv: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        SMTP_SECURE: 'false',
        ALERT_WEBHOOK_URL: webhook.url,
        HEALTH_CHECK_TOKEN: HEALTH_TOKEN,
        NOTIFY_RETRY_DELAYS: '2',
      },
    });
  });
  afterAll(async () => {
    await backend?.stop();
    await webhook?.stop();
  });

  const attempts = async (id: string) =>
    (
      await backend.db.query<{ attempts: number; status: string }>(
        'select attempts, status from private.registration_notifications where registration_id = $1',
        [id],
      )
    ).rows[0];

  it('anonymous calls cannot spend the retries; the backoff holds; the alert arrives by the webhook', async () => {
    const client = visitor(backend, '127.0.11.1');
    const first = await register(client);
    expect(first).toMatchObject({ step: 'done', status: 502 });
    for (let call = 0; call < 6; call += 1) {
      const again = await client.functions.invoke(SEND_REGISTRATION_EMAIL_FUNCTION, { body: { registrationId: first.id } });
      expect((again.error as { context?: Response }).context?.status).toBe(409);
    }
    expect(await attempts(first.id)).toEqual({ attempts: 1, status: 'failed' });
    // The schedule, with today's secret key, before the backoff is over: nothing.
    expect(await backend.runSchedule()).toMatchObject({ retried: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await backend.runSchedule()).toMatchObject({ retried: 1, failed: 1, alerted: 1 });
    expect(await attempts(first.id)).toEqual({ attempts: 2, status: 'failed' });
    expect(webhook.received).toHaveLength(1);
    expect(webhook.received[0]).toContain(first.id.slice(0, 8));
    expect(webhook.received[0]).not.toContain('Zonnebloem');
  }, 30_000);

  it('accepts the secret key for the scheduled call and refuses the publishable one', async () => {
    const call = (key: string) =>
      fetch(`${backend.url}/functions/v1/${SEND_REGISTRATION_EMAIL_FUNCTION}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: key, authorization: `Bearer ${key}` },
        body: JSON.stringify({ task: 'scheduled' }),
      });
    expect((await call(LOCAL_SECRET_KEY)).status).toBe(200);
    expect((await call(LOCAL_PUBLISHABLE_KEY)).status).toBe(403);
    expect((await call(LOCAL_SERVICE_ROLE_KEY)).status).toBe(403);
  });

  it('a stale heartbeat raises the alert, once, and the health check says so', async () => {
    const health = () =>
      fetch(`${backend.url}/functions/v1/${SEND_REGISTRATION_EMAIL_FUNCTION}`, {
        headers: { authorization: `Bearer ${HEALTH_TOKEN}` },
      });
    expect((await health()).status).toBe(200);
    await backend.db.query(`update private.intake_state set schedule_last_run_at = now() - interval '10 minutes'`);
    const before = webhook.received.length;
    const stale = await health();
    expect(stale.status).toBe(503);
    expect(await stale.json()).toMatchObject({ healthy: false, scheduleStale: true });
    expect(webhook.received).toHaveLength(before + 1);
    expect(webhook.received.at(-1)).toContain('Geplande taak');
    await health();
    expect(webhook.received).toHaveLength(before + 1);
    expect(
      (await fetch(`${backend.url}/functions/v1/${SEND_REGISTRATION_EMAIL_FUNCTION}`, { headers: { authorization: 'Bearer x' } }))
        .status,
    ).toBe(403);
  });
});
