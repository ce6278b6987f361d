/**
 * index.ts in Deno, as Supabase's edge runtime runs it: `npm:` imports through deno.json, the
 * database and the bucket over HTTP (a fake Supabase in this process), the e-mail through real
 * SMTP (maildev, read back through its API).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startMaildev, type MailCatcher } from '../../local/mail.ts';
import { caughtMail, clearMail, type CaughtMail } from '../../local/test-mail.ts';
import { runDeno, serveFunctionInDeno, type ServedFunction } from '../_shared/test-fixtures/deno.ts';
import { handPdf, letterPdfObjects } from '../_shared/test-fixtures/letters.ts';
import { FakeIntakeStore, PDF, PERSON, startFakeSupabase, type FakeSupabase } from './fakes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE = 'https://www.ankerlicht-ggz.nl';
const MAIL_TO = 'aanmeldingen@ankerlicht.test';
const ALERT_TO = 'storing@ankerlicht.test';
const SERVICE_KEY = 'service-role-key-for-the-deno-test';

let mailDir: string;
let mail: MailCatcher;
let store: FakeIntakeStore;
let supabase: FakeSupabase;
let served: ServedFunction | null = null;
let baseUrl = '';

beforeAll(async () => {
  mailDir = await mkdtemp(path.join(os.tmpdir(), 'ankerlicht-mail-'));
  mail = await startMaildev({ smtpPort: 0, webPort: 0, mailDir });
  store = new FakeIntakeStore();
  supabase = await startFakeSupabase(store, SERVICE_KEY);

  served = await serveFunctionInDeno(here, await freePort(), {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.smtpPort),
    SMTP_SECURE: 'false',
    MAIL_TO,
    ALERT_TO,
    ALLOWED_ORIGINS: `${SITE},http://localhost:*`,
    SUPABASE_URL: supabase.url,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
  });
  baseUrl = served.baseUrl;
}, 60_000);

afterAll(async () => {
  await served?.stop();
  await supabase?.stop();
  await mail?.stop();
  await rm(mailDir, { recursive: true, force: true });
});

async function waitForMail(count: number): Promise<CaughtMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const list = await caughtMail(mail);
    if (list.length >= count || Date.now() > deadline) return list;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function post(body: object, key = 'anon-key', headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}/send-registration-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: key, authorization: `Bearer ${key}`, ...headers },
    body: JSON.stringify(body),
  });
}

describe('index.ts in Deno', () => {
  it('type-checks with Deno (deno check)', async () => {
    const { code, combined } = await runDeno(here, ['check', '--node-modules-dir=manual', 'index.ts']);
    expect(combined).not.toContain('error');
    expect(code).toBe(0);
  }, 120_000);

  it('sends one e-mail for a stored registration, with the stored letter, and no second one', async () => {
    const id = store.addRegistration();
    const response = await post({ registrationId: id }, 'anon-key', { origin: SITE });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);

    const messages = await waitForMail(1);
    expect(messages).toHaveLength(1);
    const [message] = messages as [CaughtMail];
    expect(message.to.map((to) => to.address)).toEqual([MAIL_TO]);
    expect(message.subject).toContain(id.slice(0, 8));
    expect(message.subject).not.toContain(PERSON.name);
    expect(message.text).toContain(PERSON.bsn);
    const [attached] = message.attachments ?? [];
    expect(attached?.fileName).toBe(`verwijsbrief-${id.slice(0, 8)}.pdf`);
    expect(attached?.contentType).toBe('application/pdf');
    const attachment = await fetch(
      `http://127.0.0.1:${mail.webPort}/email/${message.id}/attachment/${encodeURIComponent(attached?.generatedFileName ?? '')}`,
    );
    expect(new Uint8Array(await attachment.arrayBuffer())).toEqual(PDF);
    expect(store.notification(id).status).toBe('sent');

    const again = await post({ registrationId: id });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'already-notified' });
    expect(await caughtMail(mail)).toHaveLength(1);
  });

  it('refuses a forged id and the schedule with the anon key', async () => {
    const forged = await post({ registrationId: '5f0c7a52-3b9e-4d1c-9a1e-7c2b6d8e9f01', formData: { full_name: 'Aanvaller' } });
    expect(forged.status).toBe(404);
    expect(await forged.json()).toEqual({ error: 'unknown-registration' });
    const schedule = await post({ task: 'scheduled' });
    expect(schedule.status).toBe(403);
    await schedule.body?.cancel();
  });

  it('runs the schedule with the service-role key: a failed-before registration is retried', async () => {
    await clearMail(mail);
    const id = store.addRegistration({ referral_letter_path: 'adults/tweede_example_nl/1767225600001.pdf' });
    store.advance(121);
    const response = await post({ task: 'scheduled' }, SERVICE_KEY);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      retried: 1,
      sent: 1,
      failed: 0,
      alerted: 0,
      heldChecked: 0,
      heldSummarised: 0,
      floodAlerted: 0,
      registrationsPurged: 0,
      orphansDeleted: 0,
    });
    expect(await waitForMail(1)).toHaveLength(1);
    expect(store.notification(id).status).toBe('sent');
  });

  it('does not attach a letter that fails the safety check, and says so', async () => {
    await clearMail(mail);
    const hostile = handPdf(letterPdfObjects('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'));
    const id = store.addRegistration(
      { referral_letter_path: 'adults/derde_example_nl/1767225600002.pdf' },
      { letter: hostile, mimetype: 'application/pdf' },
    );
    const response = await post({ registrationId: id }, 'anon-key', { origin: SITE });
    expect(response.status).toBe(200);
    await response.body?.cancel();
    const [message] = (await waitForMail(1)) as [CaughtMail];
    expect(message.attachments ?? []).toEqual([]);
    expect(message.subject).toContain('verwijsbrief controleren');
    expect(message.text).toContain('veiligheidscontrole niet heeft doorstaan');
    expect(message.text).toContain('de pdf bevat JavaScript');
  });

  it('inspects every type of letter with the npm: libraries of deno.json', async () => {
    // Clean letters of all five types and a hostile one of each, built and judged inside Deno.
    const script = `
      import { inspectLetter } from '../_shared/referral-letter.ts';
      import * as letters from '../_shared/test-fixtures/letters.ts';
      const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
      const cases = {
        pdf: await inspectLetter(letters.PDF, 'pdf'),
        docx: await inspectLetter(letters.DOCX, 'docx'),
        doc: await inspectLetter(letters.DOC, 'doc'),
        png: await inspectLetter(letters.PNG, 'png'),
        jpg: await inspectLetter(letters.JPEG, 'jpg'),
        hostilePdf: await inspectLetter(letters.handPdf(letters.letterPdfObjects('/Open#41ction << /S /GoTo /D [3 0 R /Fit] >>')), 'pdf'),
        htmlPdf: await inspectLetter(letters.concatBytes(new TextEncoder().encode('%PDF-1.7\\n'), html), 'pdf'),
        hostileDocx: await inspectLetter(letters.docxBytes({ 'word/vbaProject.bin': new Uint8Array(8) }), 'docx'),
        hostileDoc: await inspectLetter(letters.docBytes({ 'Macros/VBA/dir': new Uint8Array(8) }), 'doc'),
        hostilePng: await inspectLetter(letters.concatBytes(letters.PNG, html), 'png'),
        hostileJpg: await inspectLetter(letters.concatBytes(letters.JPEG.subarray(0, 4), html), 'jpg'),
      };
      console.log(JSON.stringify(cases));
    `;
    const { code, stdout, stderr } = await runDeno(here, ['eval', '--node-modules-dir=manual', '--ext=ts', script]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      pdf: { ok: true },
      docx: { ok: true },
      doc: { ok: true },
      png: { ok: true },
      jpg: { ok: true },
      hostilePdf: { ok: false, reason: 'pdf-action' },
      htmlPdf: { ok: false, reason: 'pdf-structure' },
      hostileDocx: { ok: false, reason: 'docx-macro' },
      hostileDoc: { ok: false, reason: 'doc-macro' },
      hostilePng: { ok: false, reason: 'polyglot' },
      hostileJpg: { ok: false, reason: 'image-decode' },
    });
  }, 120_000);

  it('logs without personal data', () => {
    const output = served?.output() ?? '';
    for (const value of Object.values(PERSON)) expect(output).not.toContain(value);
    expect(output).toContain('"outcome":"sent"');
    expect(output).toContain('"outcome":"forbidden"');
  });
});
