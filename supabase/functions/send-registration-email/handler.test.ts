/**
 * send-registration-email, in Node (the handler imported) and in Deno (index.ts spawned), sending
 * to a real SMTP server: maildev, read back through its API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brand } from '../../../packages/content/src/brand.ts';
import { REGISTRATION_EMAIL_BODY_MAX_BYTES } from '../_shared/registration.ts';
import { freePort, startMaildev, type CaughtMail, type MailCatcher } from '../../local/mail.ts';
import { FAKE, PDF_BYTES, sampleBody, sampleRecord } from '../../local/test-data.ts';
import {
  buildRegistrationEmail,
  configFromEnv,
  createHandler,
  createResendSender,
  escapeHtml,
  type Handler,
  type LogEntry,
  type MailMessage,
} from './handler.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const SITE = 'https://www.ankerlicht-ggz.nl';
const MAIL_TO = 'aanmeldingen@ankerlicht.test';

let mailDir: string;
let mail: MailCatcher;

beforeAll(async () => {
  mailDir = await mkdtemp(path.join(os.tmpdir(), 'ankerlicht-mail-'));
  mail = await startMaildev({ smtpPort: 0, webPort: 0, mailDir });
});

afterAll(async () => {
  await mail?.stop();
  await rm(mailDir, { recursive: true, force: true });
});

function smtpEnv(): Record<string, string> {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.smtpPort),
    SMTP_SECURE: 'false',
    MAIL_TO,
    ALLOWED_ORIGINS: `${SITE},http://localhost:*`,
  };
}

async function waitForMail(count: number): Promise<CaughtMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const list = await mail.list();
    if (list.length >= count || Date.now() > deadline) return list;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function post(body: string | object, headers: Record<string, string> = {}): Request {
  return new Request('http://functions.local/send-registration-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Sends to any function URL: the Node handler (via Request) or the Deno server (via fetch). */
type Send = (request: Request) => Promise<Response>;

/** The behaviour both runtimes must show. */
function behaves(name: string, getSend: () => Send) {
  describe(name, () => {
    beforeEach(async () => {
      await mail.clear();
    });

    it('sends exactly one e-mail, with the referral letter attached, for a valid body', async () => {
      const response = await getSend()(post(sampleBody(), { origin: SITE }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
      const messages = await waitForMail(1);
      expect(messages).toHaveLength(1);
      const [message] = messages as [CaughtMail];
      expect(message.to.map((to) => to.address)).toEqual([MAIL_TO]);
      expect(message.subject).toContain('Volwassenen');
      expect(message.subject).not.toContain(FAKE.name);
      expect(message.text).toContain(FAKE.bsn);
      expect(message.html).toContain(escapeHtml(FAKE.name));
      expect(message.attachments).toHaveLength(1);
      const [attached] = message.attachments ?? [];
      expect(attached?.fileName).toBe('verwijsbrief huisarts.pdf');
      expect(attached?.contentType).toBe('application/pdf');
      const attachment = await fetch(
        `http://127.0.0.1:${mail.webPort}/email/${message.id}/attachment/${encodeURIComponent(attached?.generatedFileName ?? '')}`,
      );
      expect(new Uint8Array(await attachment.arrayBuffer())).toEqual(PDF_BYTES);
    });

    it('escapes HTML in every value', async () => {
      const injection = '<script>alert(1)</script><img src=x onerror=alert(2)> & "quotes"';
      const body = sampleBody({
        formData: sampleRecord({ message: `Hallo\n${injection}`, city: '<b>Zaandam</b>', house_number: '"7"' }),
        fileBase64: null,
      });
      const response = await getSend()(post(body));
      expect(response.status).toBe(200);
      const [message] = (await waitForMail(1)) as [CaughtMail];
      expect(message.html).not.toContain('<script>');
      expect(message.html).not.toContain('<img');
      expect(message.html).not.toContain('<b>Zaandam');
      expect(message.html).toContain('&lt;b&gt;Zaandam&lt;/b&gt;');
      expect(message.text).toContain(injection);
      expect(message.attachments ?? []).toHaveLength(0);
    });

    it.each([
      ['invalid JSON', '{"formData": ', 400, 'Invalid JSON'],
      ['a JSON string', '"hello"', 400, 'Invalid registration'],
      ['an empty object', '{}', 400, 'Invalid registration'],
      ['null', 'null', 400, 'Invalid registration'],
    ])('answers %s (%s) with %i', async (_label, body, status, error) => {
      const response = await getSend()(post(body));
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error });
      expect(await mail.list()).toHaveLength(0);
    });

    it('names each wrong or missing field by path and code', async () => {
      const formData: Record<string, unknown> = { ...sampleRecord(), bsn_number: 123456782, postal_code: '1234ab', extra: 1 };
      delete formData.email;
      const response = await getSend()(post({ formData, fileBase64: 'not base64!', fileType: 'text/html' }));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; issues: Array<{ path: string; code: string }> };
      expect(body.error).toBe('Invalid registration');
      expect(body.issues).toEqual(
        expect.arrayContaining([
          { path: 'formData.email', code: 'invalidEmail' },
          { path: 'formData.bsn_number', code: 'bsnRequired' },
          { path: 'formData.postal_code', code: 'postalCodeInvalid' },
          { path: 'formData.extra', code: 'unknownField' },
          { path: 'fileBase64', code: 'attachmentInvalid' },
          { path: 'fileType', code: 'referralLetterType' },
        ]),
      );
      expect(await mail.list()).toHaveLength(0);
    });

    it('refuses an oversized body with 413', async () => {
      const big = JSON.stringify(sampleBody({ fileBase64: 'A'.repeat(REGISTRATION_EMAIL_BODY_MAX_BYTES) }));
      const response = await getSend()(post(big));
      expect(response.status).toBe(413);
      expect(await mail.list()).toHaveLength(0);
    });

    it('answers the CORS preflight for allowed origins only', async () => {
      const preflight = (origin: string) =>
        getSend()(
          new Request('http://functions.local/send-registration-email', {
            method: 'OPTIONS',
            headers: {
              origin,
              'access-control-request-method': 'POST',
              'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
            },
          }),
        );
      const allowed = await preflight('http://localhost:5173');
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      const allowedHeaders = allowed.headers.get('access-control-allow-headers') ?? '';
      for (const name of ['authorization', 'x-client-info', 'apikey', 'content-type']) expect(allowedHeaders).toContain(name);
      const refused = await preflight('https://evil.example');
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      const post403 = await getSend()(post(sampleBody(), { origin: 'https://evil.example' }));
      expect(post403.status).toBe(403);
    });

    it('refuses other methods', async () => {
      const response = await getSend()(new Request('http://functions.local/send-registration-email', { method: 'GET' }));
      expect(response.status).toBe(405);
    });
  });
}

// ---------------------------------------------------------------------------------------------

let logs: LogEntry[] = [];
let nodeHandler: Handler;

describe('in Node', () => {
  beforeAll(() => {
    const config = configFromEnv(smtpEnv());
    config.log = (entry) => logs.push(entry);
    nodeHandler = createHandler(config);
  });

  behaves('the handler', () => (request) => nodeHandler(request));

  it('logs only the registration type and the outcome, never personal data', async () => {
    logs = [];
    await nodeHandler(post(sampleBody()));
    await nodeHandler(post({ formData: { ...sampleRecord(), email: 'broken' } }));
    expect(logs).toEqual([
      { event: 'registration-email', outcome: 'sent', status: 200, registration_type: 'adults' },
      { event: 'registration-email', outcome: 'invalid', status: 400 },
    ]);
    const text = JSON.stringify(logs);
    for (const value of Object.values(FAKE)) expect(text).not.toContain(value);
  });

  it('answers 502 when the mail server cannot be reached', async () => {
    const closedPort = await freePort();
    const config = configFromEnv({ ...smtpEnv(), SMTP_PORT: String(closedPort) });
    config.log = () => undefined;
    const response = await createHandler(config)(post(sampleBody()));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'The e-mail could not be sent' });
  });

  it('answers 500 when no mail transport is configured', async () => {
    const config = configFromEnv({});
    config.log = () => undefined;
    expect(config.transport).toBe('none');
    expect((await createHandler(config)(post(sampleBody()))).status).toBe(500);
  });

  it('reads its settings from the environment', () => {
    expect(configFromEnv({})).toMatchObject({ mailTo: brand.email, allowedOrigins: [brand.siteUrl], transport: 'none' });
    expect(configFromEnv({ SMTP_HOST: 'smtp.example', SMTP_USER: 'u', SMTP_PASS: 'p' }).transport).toBe('smtp');
    expect(configFromEnv({ RESEND_API_KEY: 're_test' }).transport).toBe('resend');
    expect(configFromEnv({ SMTP_HOST: 'smtp.example', RESEND_API_KEY: 're_test' }).transport).toBe('smtp');
    expect(configFromEnv({ ALLOWED_ORIGINS: ' https://a.example , http://localhost:* ' }).allowedOrigins).toEqual([
      'https://a.example',
      'http://localhost:*',
    ]);
  });

  it('sends through the Resend API when configured that way', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{"id":"x"}', { status: 200 });
    }) as unknown as typeof fetch;
    const message: MailMessage = buildRegistrationEmail(sampleBody() as never, { from: 'a@b.nl', to: MAIL_TO });
    await createResendSender('re_test', fakeFetch)(message);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://api.resend.com/emails');
    const sent = JSON.parse(String(calls[0]?.init.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ from: 'a@b.nl', to: [MAIL_TO], subject: message.subject });
    expect(sent.attachments).toEqual([{ filename: 'verwijsbrief huisarts.pdf', content: sampleBody().fileBase64, content_type: 'application/pdf' }]);
    const failing = (async () => new Response('no', { status: 422 })) as unknown as typeof fetch;
    await expect(createResendSender('re_test', failing)(message)).rejects.toThrow('422');
  });

  it('builds a child registration e-mail with child and guardian', () => {
    const message = buildRegistrationEmail(
      {
        formData: sampleRecord({
          registration_type: 'children',
          child_name: 'Kind <Test>',
          parent_guardian_name: FAKE.name,
          referral_letter_path: 'children/x_example_nl/1767225600000.docx',
        }),
        fileBase64: PDF_BASE64_DOCX,
        fileName: '../../etc/passwd',
        fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      { from: 'a@b.nl', to: MAIL_TO },
    );
    expect(message.subject).toContain('Kind en jeugd');
    expect(message.html).toContain('Kind &lt;Test&gt;');
    expect(message.text).toContain('Ouder/verzorger: ' + FAKE.name);
    expect(message.attachments[0]?.filename).toBe('verwijsbrief.docx');
    expect(message.replyTo).toBe(FAKE.email);
  });
});

const PDF_BASE64_DOCX = Buffer.from('PK docx test').toString('base64');

// ---------------------------------------------------------------------------------------------

describe('in Deno', () => {
  let deno: ChildProcess | null = null;
  let baseUrl = '';
  let output = '';

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // --node-modules-dir=manual: the npm: imports resolve from the repository's node_modules
    // (same versions, pinned by package-lock.json), so the test never downloads. CI's network
    // intercepts TLS with a CA that Deno's bundled roots do not trust.
    const args = ['run', '--node-modules-dir=manual', '--allow-net', '--allow-env', '--allow-read', 'index.ts'];
    deno = spawn(path.join(repoRoot, 'node_modules/.bin/deno'), args, {
      cwd: here,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        // Deno's compile cache, kept between runs (git-ignored).
        DENO_DIR: path.join(repoRoot, 'node_modules/.cache/deno'),
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        NO_COLOR: '1',
        ...smtpEnv(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    deno.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    deno.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const deadline = Date.now() + 55_000;
    for (;;) {
      if (deno.exitCode !== null) throw new Error(`deno exited: ${output}`);
      const up = await fetch(baseUrl, { method: 'OPTIONS' }).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`deno did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 60_000);

  afterAll(async () => {
    if (deno !== null && deno.exitCode === null) {
      const exited = new Promise((resolve) => deno?.once('exit', resolve));
      deno.kill('SIGTERM');
      await exited;
    }
  });

  behaves('index.ts', () => (request) => {
    const url = new URL(request.url);
    return fetch(`${baseUrl}${url.pathname}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      duplex: 'half',
    } as RequestInit);
  });

  it('logs without personal data', () => {
    for (const value of Object.values(FAKE)) expect(output).not.toContain(value);
    expect(output).toContain('"outcome":"sent"');
  });
});
