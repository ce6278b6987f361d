/**
 * send-registration-email against a fake store and a fake mail sender: the visitor path, the
 * scheduled path, hostile input, and what the e-mails contain.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { REGISTRATION_NOTIFY_BODY_MAX_BYTES } from '../_shared/registration.ts';
import { letterRejections, letterVerdicts } from '../_shared/referral-letter.ts';
import { handPdf, letterPdfObjects } from '../_shared/test-fixtures/letters.ts';
import type { LetterForEmail } from './email.ts';
import { DOC, DOCX, FakeIntakeStore, FakeMail, JPEG, PDF, PERSON, PNG, newId } from './fakes.ts';
import {
  buildAlertEmail,
  configFromEnv,
  createHandler,
  createResendSender,
  escapeHtml,
  letterVerdict,
  mailErrorClass,
  MailSendError,
  parseRetryDelays,
  retryDelayAfter,
  type FunctionConfig,
  type LogEntry,
  type MailMessage,
} from './handler.ts';

const SITE = 'https://www.ankerlicht-ggz.nl';
const MAIL_TO = 'aanmeldingen@ankerlicht.test';
const ALERT_TO = 'storing@ankerlicht.test';
const MAIL_FROM = 'Ankerlicht GGZ website <no-reply@ankerlicht.test>';
const SERVICE_KEY = 'service-role-key-for-tests-0123456789abcdef';
const ANON_KEY = 'anon-key-for-tests-0123456789abcdef';
const DELAYS = [60, 300, 1800];
const PERSONAL = Object.values(PERSON);

type Context = ReturnType<typeof setup>;

function setup(overrides: Partial<FunctionConfig> = {}) {
  const store = new FakeIntakeStore();
  // The schedule's heartbeat is tested on its own ('the safety net'); elsewhere it never goes stale.
  store.scheduleStaleMinutes = Number.POSITIVE_INFINITY;
  const mail = new FakeMail();
  const logs: LogEntry[] = [];
  const config: FunctionConfig = {
    allowedOrigins: [SITE, 'http://localhost:*'],
    mailTo: MAIL_TO,
    mailFrom: MAIL_FROM,
    alertTo: ALERT_TO,
    sender: mail.sender,
    transport: 'smtp',
    store,
    serviceKeys: [SERVICE_KEY],
    healthToken: null,
    alertWebhookUrl: null,
    windowMinutes: 15,
    retryDelays: DELAYS,
    emailContent: 'full',
    staffInboxUrl: null,
    log: (entry) => logs.push(entry),
    ...overrides,
  };
  return { store, mail, logs, config, handler: createHandler(config) };
}

function request(
  body: string | object | null,
  init: { method?: string; headers?: Record<string, string>; key?: string } = {},
): Request {
  const method = init.method ?? 'POST';
  return new Request('http://functions.local/send-registration-email', {
    method,
    headers: {
      'content-type': 'application/json',
      apikey: init.key ?? ANON_KEY,
      authorization: `Bearer ${init.key ?? ANON_KEY}`,
      ...init.headers,
    },
    body: method === 'GET' || method === 'HEAD' || body === null ? null : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const notify = (id: string, headers: Record<string, string> = {}) =>
  request({ registrationId: id }, { headers: { origin: SITE, ...headers } });
const scheduled = (key = SERVICE_KEY) => request({ task: 'scheduled' }, { key });

async function answer(response: Response): Promise<{ status: number; body: Record<string, unknown> }> {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function expectNoPersonalData(text: string): void {
  for (const value of PERSONAL) expect(text).not.toContain(value);
}

afterEach(() => {
  // No test may have polluted Object.prototype.
  expect(({} as Record<string, unknown>).registrationId).toBeUndefined();
  expect(({} as Record<string, unknown>).task).toBeUndefined();
});

// ---------------------------------------------------------------------------------------------

describe('the visitor’s call', () => {
  it('sends one e-mail built from the stored row, with the stored letter attached', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    const response = await ctx.handler(notify(id));
    expect(await answer(response)).toEqual({ status: 200, body: { ok: true } });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(ctx.mail.sent).toHaveLength(1);
    const [message] = ctx.mail.sent as [MailMessage];
    expect(message.to).toBe(MAIL_TO);
    expect(message.from).toBe(MAIL_FROM);
    expect(message.replyTo).toBe(PERSON.email);
    expect(message.subject).toContain('Volwassenen');
    expect(message.subject).toContain('Zaandam');
    expect(message.subject).toContain(id.slice(0, 8));
    expectNoPersonalData(message.subject);
    for (const value of [PERSON.name, PERSON.bsn, PERSON.email, PERSON.phone, PERSON.message, '09-03-1988', '1503 AB', 'Turks']) {
      expect(message.text).toContain(value);
    }
    expect(message.text).toContain('23-11-2026 13:00'); // created_at 12:00 UTC, Amsterdam winter time
    expect(message.html).toContain(escapeHtml(PERSON.name));
    expect(message.attachments).toEqual([
      {
        filename: `verwijsbrief-${id.slice(0, 8)}.pdf`,
        contentType: 'application/pdf',
        contentBase64: Buffer.from(PDF).toString('base64'),
      },
    ]);
    const notification = ctx.store.notification(id);
    expect(notification).toMatchObject({ status: 'sent', attempts: 1, claimed_until: null, last_error: null });
    expect(notification.sent_at).toEqual(ctx.store.now);
    expect(ctx.logs).toEqual([{ event: 'registration-email', outcome: 'sent', status: 200, ref: id.slice(0, 8) }]);
  });

  it('claims with the window of NOTIFY_WINDOW_MINUTES', async () => {
    const ctx = setup({ windowMinutes: 5 });
    const id = ctx.store.addRegistration();
    ctx.store.advance(4 * 60);
    expect((await ctx.handler(notify(id))).status).toBe(200);
    const late = ctx.store.addRegistration();
    ctx.store.advance(5 * 60 + 1);
    expect(await answer(await ctx.handler(notify(late)))).toEqual({ status: 410, body: { error: 'expired' } });
    expect(ctx.mail.sent).toHaveLength(1);
  });

  it('builds a child registration with child and guardian', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration(
      {
        registration_type: 'children',
        child_name: 'Ayla Kind',
        parent_guardian_name: PERSON.name,
        preferred_language: 'farsi',
        location: 'amsterdam',
        referral_letter_path: 'children/testpersoon_zonnebloem_example_nl/1767225600000.docx',
      },
      { letter: DOCX, mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    );
    expect((await ctx.handler(notify(id))).status).toBe(200);
    const [message] = ctx.mail.sent as [MailMessage];
    expect(message.subject).toContain('Kind en jeugd');
    expect(message.subject).toContain('Amsterdam');
    // Whose each detail is: the child's, or the parent's who filled in the form.
    expect(message.text).toContain('Naam van het kind: Ayla Kind');
    expect(message.text).toContain(`Naam van de ouder of voogd: ${PERSON.name}`);
    expect(message.text).toMatch(/^Geboortedatum van het kind: /m);
    expect(message.text).toMatch(/^BSN van het kind: /m);
    expect(message.text).toMatch(/^Geslacht van het kind: /m);
    expect(message.text).toContain('Voorkeurstaal: Farsi');
    expect(message.attachments[0]).toMatchObject({
      filename: `verwijsbrief-${id.slice(0, 8)}.docx`,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it.each([
    ['png', PNG, 'image/png'],
    ['jpg', JPEG, 'image/jpeg'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['doc', DOC, 'application/msword'],
  ] as const)('attaches a .%s letter whose bytes match', async (extension, bytes, type) => {
    const ctx = setup();
    const id = ctx.store.addRegistration(
      { referral_letter_path: `adults/x_example_nl/1767225600000.${extension}` },
      { letter: bytes, mimetype: type },
    );
    expect((await ctx.handler(notify(id))).status).toBe(200);
    expect(ctx.mail.sent[0]?.attachments).toEqual([
      {
        filename: `verwijsbrief-${id.slice(0, 8)}.${extension}`,
        contentType: type,
        contentBase64: Buffer.from(bytes).toString('base64'),
      },
    ]);
  });

  it('sends exactly one e-mail however often it is invoked, one after the other or at once', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    const first = await ctx.handler(notify(id));
    const second = await ctx.handler(notify(id));
    expect(first.status).toBe(200);
    expect(await answer(second)).toEqual({ status: 409, body: { error: 'already-notified' } });

    const other = ctx.store.addRegistration();
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => ctx.handler(notify(other))));
    const statuses = results.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect(ctx.mail.sent).toHaveLength(2);
    expect(ctx.store.notification(other).attempts).toBe(1);
  });

  it('records a failed send with the first retry delay and answers 502', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    ctx.mail.failures = 1;
    expect(await answer(await ctx.handler(notify(id)))).toEqual({ status: 502, body: { error: 'mail-failed' } });
    expect(ctx.mail.sent).toHaveLength(0);
    const notification = ctx.store.notification(id);
    expect(notification).toMatchObject({ status: 'failed', attempts: 1, claimed_until: null, last_error: 'smtp:EENVELOPE:550' });
    expect(notification.next_attempt_at).toEqual(new Date(ctx.store.now.getTime() + DELAYS[0]! * 1000));
    expectNoPersonalData(JSON.stringify([...ctx.store.notifications]));
    expect(ctx.logs).toEqual([{ event: 'registration-email', outcome: 'mail-failed', status: 502, ref: id.slice(0, 8) }]);
  });

  it('answers 500 not-configured without a mail transport or a store, and changes nothing', async () => {
    for (const overrides of [{ sender: null, transport: 'none' as const }, { store: null }]) {
      const ctx = setup(overrides);
      const id = ctx.store.addRegistration();
      const before = ctx.store.snapshot();
      expect(await answer(await ctx.handler(notify(id)))).toEqual({ status: 500, body: { error: 'not-configured' } });
      expect(await answer(await ctx.handler(scheduled()))).toEqual({ status: 500, body: { error: 'not-configured' } });
      expect(ctx.store.snapshot()).toBe(before);
      expect(ctx.mail.attempts).toHaveLength(0);
    }
  });

  it('answers 503 when the database cannot be reached, and sends nothing', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    ctx.store.failures.claim = 1;
    expect(await answer(await ctx.handler(notify(id)))).toEqual({ status: 503, body: { error: 'unavailable' } });
    expect(ctx.mail.attempts).toHaveLength(0);
    expect(ctx.store.notification(id).status).toBe('pending');
  });

  it('retries recording a sent e-mail, so it is not sent again', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    ctx.store.failures.finish = 2;
    expect((await ctx.handler(notify(id))).status).toBe(200);
    expect(ctx.store.notification(id).status).toBe('sent');
    ctx.store.advance(600);
    await ctx.handler(scheduled());
    expect(ctx.mail.sent).toHaveLength(1);
  });

  it('fails the attempt (and retries later) when Storage fails while loading the letter', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    ctx.store.failures.downloadLetter = 1;
    expect((await ctx.handler(notify(id))).status).toBe(502);
    expect(ctx.mail.attempts).toHaveLength(0);
    expect(ctx.store.notification(id)).toMatchObject({ status: 'failed', last_error: 'letter-unavailable' });
    ctx.store.advance(DELAYS[0]!);
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ status: 200, body: { retried: 1, sent: 1 } });
    expect(ctx.mail.sent[0]?.attachments).toHaveLength(1);
  });

  it('records a verdict the staff inbox knows for every state of a letter', () => {
    const states: LetterForEmail[] = [
      ...letterRejections.map((reason) => ({ state: 'flagged' as const, reason })),
      { state: 'missing' },
      { state: 'too-large' },
      { state: 'mismatch', extension: 'pdf' },
      { state: 'attached', attachment: { filename: 'x.pdf', contentType: 'application/pdf', contentBase64: '' } },
    ];
    for (const state of states) expect(letterVerdicts).toContain(letterVerdict(state));
    expect(letterVerdict({ state: 'not-included' })).toBeNull();
  });

  it('records the letter check for the staff inbox; when that fails, fails the attempt and retries later', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    ctx.store.failures.recordLetterCheck = 1;
    expect((await ctx.handler(notify(id))).status).toBe(502);
    expect(ctx.mail.attempts).toHaveLength(0);
    expect(ctx.store.letterChecks.has(id)).toBe(false);
    ctx.store.advance(DELAYS[0]!);
    await ctx.handler(scheduled());
    expect(ctx.store.letterChecks.get(id)).toBe('ok');
    expect(ctx.mail.sent).toHaveLength(1);
  });

  it('gives up at once on a stored row it cannot read, so the alert tells the staff', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    (ctx.store.registrations.get(id) as unknown as Record<string, unknown>).bsn_number = 123;
    expect((await ctx.handler(notify(id))).status).toBe(502);
    expect(ctx.store.notification(id)).toMatchObject({ status: 'failed', last_error: 'invalid-row', next_attempt_at: null });
    await ctx.handler(scheduled());
    expect(ctx.mail.to(ALERT_TO)).toHaveLength(1);
    expect(ctx.mail.to(MAIL_TO)).toHaveLength(0);
  });
});

// ---------------------------------------------------------------------------------------------

describe('the schedule', () => {
  it('retries with the configured backoff until sent', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    ctx.mail.failures = 2;
    expect((await ctx.handler(notify(id))).status).toBe(502);

    ctx.store.advance(DELAYS[0]! - 1);
    expect(await answer(await ctx.handler(scheduled()))).toEqual({
      status: 200,
      body: {
        retried: 0,
        sent: 0,
        failed: 0,
        alerted: 0,
        heldChecked: 0,
        heldSummarised: 0,
        floodAlerted: 0,
        registrationsPurged: 0,
        orphansDeleted: 0,
      },
    });
    ctx.store.advance(1);
    expect(await answer(await ctx.handler(scheduled()))).toEqual({
      status: 200,
      body: {
        retried: 1,
        sent: 0,
        failed: 1,
        alerted: 0,
        heldChecked: 0,
        heldSummarised: 0,
        floodAlerted: 0,
        registrationsPurged: 0,
        orphansDeleted: 0,
      },
    });
    const notification = ctx.store.notification(id);
    expect(notification).toMatchObject({ status: 'failed', attempts: 2 });
    expect(notification.next_attempt_at).toEqual(new Date(ctx.store.now.getTime() + DELAYS[1]! * 1000));

    ctx.store.advance(DELAYS[1]!);
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ status: 200, body: { retried: 1, sent: 1, failed: 0 } });
    expect(ctx.store.notification(id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(ctx.mail.to(MAIL_TO)).toHaveLength(1);
    expect(ctx.mail.to(ALERT_TO)).toHaveLength(0);
  });

  it('gives up after the last delay and sends exactly one alert, with no personal data', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    ctx.mail.failures = 100;
    ctx.mail.failing.add(MAIL_TO);
    expect((await ctx.handler(notify(id))).status).toBe(502);
    for (const wait of DELAYS) {
      ctx.store.advance(wait);
      await ctx.handler(scheduled());
    }
    const notification = ctx.store.notification(id);
    expect(notification).toMatchObject({ status: 'failed', attempts: DELAYS.length + 1, next_attempt_at: null });
    expect(notification.alerted_at).toEqual(ctx.store.now);
    const alerts = ctx.mail.to(ALERT_TO);
    expect(alerts).toHaveLength(1);
    const [alert] = alerts as [MailMessage];
    expect(alert.subject).toMatch(/^E-mail over 1 aanmelding niet verstuurd – /);
    expect(alert.text).toContain('De e-mail over de aanmelding hieronder kon na alle pogingen niet worden verstuurd.');
    expect(alert.text).toContain(`Kenmerk: ${id.slice(0, 8)}\n`);
    // Without a staff app the whole id finds the row in Supabase.
    expect(alert.text).toContain(`Id in Supabase: ${id}`);
    expect(alert.text).toContain('Afdeling: Volwassenen');
    expect(alert.text).toContain('Zaandam');
    expect(alert.text).toContain(`Pogingen: ${DELAYS.length + 1}`);
    expect(alert.text).toContain('smtp:EENVELOPE:550');
    expect(alert.attachments).toEqual([]);
    expect(alert.replyTo).toBeUndefined();
    expectNoPersonalData(JSON.stringify(alert));

    ctx.store.advance(86_400);
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ body: { retried: 0, alerted: 0 } });
    expect(ctx.mail.to(ALERT_TO)).toHaveLength(1);
    expect(ctx.mail.to(MAIL_TO)).toHaveLength(0);
    expectNoPersonalData(JSON.stringify(ctx.logs));
  });

  it('retries the alert when it could not be sent', async () => {
    const ctx = setup({ retryDelays: [] });
    const id = ctx.store.addRegistration();
    ctx.mail.failures = 2; // the registration e-mail, then the alert
    expect((await ctx.handler(notify(id))).status).toBe(502);
    expect(ctx.store.notification(id).next_attempt_at).toBeNull();
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({
      status: 503,
      body: { error: 'unavailable', alerted: 0 },
    });
    expect(ctx.store.notification(id).alerted_at).toBeNull();
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ status: 200, body: { alerted: 1 } });
    expect(ctx.mail.to(ALERT_TO)).toHaveLength(1);
  });

  it('sends one alert for several given-up registrations', async () => {
    const ctx = setup({ retryDelays: [] });
    const ids = [
      ctx.store.addRegistration(),
      ctx.store.addRegistration({
        registration_type: 'children',
        child_name: 'Kind',
        parent_guardian_name: 'Ouder',
        referral_letter_path: 'children/a_b/1767225600000.pdf',
      }),
    ];
    ctx.mail.failures = 2;
    for (const id of ids) await ctx.handler(notify(id));
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ status: 200, body: { alerted: 2 } });
    const [alert] = ctx.mail.to(ALERT_TO) as [MailMessage];
    expect(alert.subject).toMatch(/^E-mails over 2 aanmeldingen niet verstuurd – /);
    expect(alert.text).toContain('De e-mails over de 2 aanmeldingen hieronder konden na alle pogingen niet worden verstuurd.');
    expect(alert.text).toContain('De aanmeldingen zelf zijn veilig opgeslagen.');
    for (const id of ids) expect(alert.text).toContain(id);
  });

  it('announces registrations the browser never announced, after their head start', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    ctx.store.advance(60);
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ body: { retried: 0 } });
    ctx.store.advance(60);
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ body: { retried: 1, sent: 1 } });
    expect(ctx.store.notification(id).status).toBe('sent');
    // A visitor call after that: already notified, no second e-mail.
    expect((await ctx.handler(notify(id))).status).toBe(409);
    expect(ctx.mail.sent).toHaveLength(1);
  });

  it('takes over a claim that was never finished (the worker died)', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    await ctx.store.claim(id, 15);
    expect((await ctx.handler(notify(id))).status).toBe(409);
    ctx.store.advance(121);
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ body: { retried: 1, sent: 1 } });
    expect(ctx.store.notification(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('deletes orphan letters and keeps every letter a registration points to', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    ctx.store.putObject('adults/lost_example_nl/1767225600001.pdf', PDF, 'application/pdf', 25 * 3600);
    ctx.store.putObject('adults/recent_example_nl/1767225600002.pdf', PDF, 'application/pdf', 3600);
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ status: 200, body: { orphansDeleted: 1 } });
    expect([...ctx.store.objects.keys()].sort()).toEqual(
      [ctx.store.registrations.get(id)!.referral_letter_path, 'adults/recent_example_nl/1767225600002.pdf'].sort(),
    );
    ctx.store.advance(23 * 3600 + 1);
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ body: { orphansDeleted: 1 } });
    expect([...ctx.store.objects.keys()]).toEqual([ctx.store.registrations.get(id)!.referral_letter_path]);
  });

  it('purges registrations closed longer ago than the retention period, and their letters in the same run', async () => {
    const ctx = setup();
    const add = (n: number) =>
      ctx.store.addRegistration({ referral_letter_path: `adults/case_${n}_example_nl/176722560000${n}.pdf` });
    const [old, recent, open] = [add(1), add(2), add(3)];
    const letter = ctx.store.registrations.get(old)!.referral_letter_path;
    ctx.store.advance(2 * 86_400);
    ctx.store.closedAt.set(old, new Date(ctx.store.now.getTime() - 366 * 86_400_000));
    ctx.store.closedAt.set(recent, new Date(ctx.store.now.getTime() - 364 * 86_400_000));
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({
      status: 200,
      body: { registrationsPurged: 1, orphansDeleted: 1 },
    });
    expect([...ctx.store.registrations.keys()].sort()).toEqual([recent, open].sort());
    expect(ctx.store.objects.has(letter)).toBe(false);
    expect(ctx.store.calls.indexOf('purgeClosedRegistrations')).toBeLessThan(ctx.store.calls.indexOf('orphanLetters'));
  });

  it('keeps going when one step fails, and says so', async () => {
    const ctx = setup();
    ctx.store.putObject('adults/lost_example_nl/1767225600001.pdf', PDF, 'application/pdf', 25 * 3600);
    ctx.store.failures.due = 1;
    expect(await answer(await ctx.handler(scheduled()))).toEqual({
      status: 503,
      body: {
        error: 'unavailable',
        retried: 0,
        sent: 0,
        failed: 0,
        alerted: 0,
        heldChecked: 0,
        heldSummarised: 0,
        floodAlerted: 0,
        registrationsPurged: 0,
        orphansDeleted: 1,
      },
    });
  });

  it('stops claiming when its time budget is spent; the rest stay due', async () => {
    const ctx = setup({ scheduledTimeBudgetMs: -1 });
    const id = ctx.store.addRegistration();
    ctx.store.advance(121);
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ body: { retried: 0 } });
    expect(ctx.store.notification(id).status).toBe('pending');
  });
});

// ---------------------------------------------------------------------------------------------

/** A webhook receiver in front of the handler's own fetch: records what the second channel got. */
function webhook(status = 200) {
  const received: string[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url !== 'https://hooks.example/alerts') throw new Error(`unexpected fetch of ${url}`);
    received.push(String(init?.body ?? ''));
    return new Response(null, { status });
  }) as typeof fetch;
  return { received, fetchImpl };
}

describe('the safety net (issue 26)', () => {
  it('enforces the backoff whoever calls: anonymous calls after a failure send nothing', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    ctx.mail.failures = 100;
    expect((await ctx.handler(notify(id))).status).toBe(502);
    expect(ctx.store.notification(id)).toMatchObject({ status: 'failed', attempts: 1 });
    for (let call = 0; call < 6; call += 1) {
      expect(await answer(await ctx.handler(notify(id)))).toEqual({ status: 409, body: { error: 'retry-scheduled' } });
    }
    expect(ctx.mail.attempts).toHaveLength(1);
    expect(ctx.store.notification(id).attempts).toBe(1);
    // The schedule before the backoff is over does not try either; after it, it does.
    ctx.store.advance(DELAYS[0]! - 1);
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ body: { retried: 0 } });
    ctx.store.advance(1);
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ body: { retried: 1, failed: 1 } });
    expect(ctx.store.notification(id).attempts).toBe(2);
  });

  it('with SMTP down, the alert arrives by the webhook, once', async () => {
    const hook = webhook();
    const ctx = setup({ alertWebhookUrl: 'https://hooks.example/alerts', fetch: hook.fetchImpl, retryDelays: [0] });
    const id = ctx.store.addRegistration();
    ctx.mail.failures = 1000; // every address, the alert's too
    expect((await ctx.handler(notify(id))).status).toBe(502);
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ body: { retried: 1, failed: 1, alerted: 1 } });
    expect(hook.received).toHaveLength(1);
    const text = hook.received[0]!;
    expect(text).toContain(id.slice(0, 8));
    expectNoPersonalData(text);
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ body: { alerted: 0 } });
    expect(hook.received).toHaveLength(1);
  });

  it('keeps the alert pending when no channel takes it', async () => {
    const hook = webhook(500);
    const ctx = setup({ alertWebhookUrl: 'https://hooks.example/alerts', fetch: hook.fetchImpl, retryDelays: [0] });
    const id = ctx.store.addRegistration();
    ctx.mail.failures = 1000;
    await ctx.handler(notify(id));
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ status: 503, body: { alerted: 0 } });
    ctx.mail.failures = 0;
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ status: 200, body: { alerted: 1 } });
    expect(ctx.mail.to(ALERT_TO)).toHaveLength(1);
  });

  it('holds the e-mails of a flood and tells the staff once, by every channel', async () => {
    const hook = webhook();
    const ctx = setup({ alertWebhookUrl: 'https://hooks.example/alerts', fetch: hook.fetchImpl });
    ctx.store.floodThreshold = 5;
    const ids = Array.from({ length: 12 }, () => ctx.store.addRegistration());
    const answers = [];
    for (const id of ids) answers.push((await ctx.handler(notify(id))).status);
    // Visitors see success: their registrations are saved; the staff review the held ones.
    expect(answers.every((status) => status === 202)).toBe(true);
    expect(ctx.mail.to(MAIL_TO)).toHaveLength(0);
    expect(ctx.mail.to(ALERT_TO)).toHaveLength(1);
    expect(ctx.mail.to(ALERT_TO)[0]!.text).toContain('12');
    expect(hook.received).toHaveLength(1);
    expect(ids.every((id) => ctx.store.notification(id).status === 'held')).toBe(true);
    // The schedule neither e-mails held registrations nor alerts again within the hour.
    ctx.store.advance(5 * 60);
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ body: { retried: 0, floodAlerted: 0 } });
    expect(ctx.mail.sent).toHaveLength(1);
  });

  it('leaves a heartbeat on every scheduled run; a stale one raises the alert once', async () => {
    const ctx = setup({ healthToken: 'uptime-monitor-token-0123456789' });
    ctx.store.scheduleStaleMinutes = 5;
    const health = (key: string) => request(null, { method: 'GET', key });
    expect(await answer(await ctx.handler(scheduled()))).toMatchObject({ status: 200 });
    expect(await answer(await ctx.handler(health('uptime-monitor-token-0123456789')))).toMatchObject({
      status: 200,
      body: { healthy: true, scheduleStale: false, unsent: 0 },
    });
    ctx.store.advance(6 * 60);
    expect(await answer(await ctx.handler(health('uptime-monitor-token-0123456789')))).toMatchObject({
      status: 503,
      body: { healthy: false, scheduleStale: true },
    });
    expect(ctx.mail.to(ALERT_TO)).toHaveLength(1);
    expect(ctx.mail.to(ALERT_TO)[0]!.subject).toContain('Geplande taak');
    // Once per silence, whoever asks: the monitor again, a visitor's call.
    await ctx.handler(health(SERVICE_KEY));
    await ctx.handler(notify(ctx.store.addRegistration()));
    expect(ctx.mail.to(ALERT_TO)).toHaveLength(1);
    // The schedule runs again: healthy, and a later silence is alerted anew.
    await ctx.handler(scheduled());
    expect((await ctx.handler(health(SERVICE_KEY))).status).toBe(200);
    ctx.store.advance(6 * 60);
    await ctx.handler(health(SERVICE_KEY));
    expect(ctx.mail.to(ALERT_TO)).toHaveLength(2);
  });

  it('answers the health check only with its token or a service key', async () => {
    const ctx = setup({ healthToken: 'uptime-monitor-token-0123456789' });
    for (const key of [ANON_KEY, 'sb_publishable_abc', 'uptime-monitor-token-012345678']) {
      expect((await ctx.handler(request(null, { method: 'GET', key }))).status).toBe(403);
    }
    expect(ctx.store.calls).not.toContain('health');
  });

  it('a visitor’s forged id raises nothing, not even a stale-schedule alert', async () => {
    const ctx = setup();
    ctx.store.scheduleStaleMinutes = 0;
    ctx.store.advance(60);
    expect((await ctx.handler(notify(newId()))).status).toBe(404);
    expect(ctx.mail.attempts).toHaveLength(0);
  });

  it('accepts today’s secret keys and the legacy service_role key for the schedule, nothing else', async () => {
    const config = configFromEnv({
      SUPABASE_URL: 'https://ref.supabase.co',
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_current0123456789', rotated: 'sb_secret_next0123456789' }),
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
    });
    expect(config.serviceKeys).toEqual(['sb_secret_current0123456789', 'sb_secret_next0123456789', SERVICE_KEY]);
    for (const key of config.serviceKeys) {
      const ctx = setup({ serviceKeys: config.serviceKeys });
      expect((await ctx.handler(scheduled(key))).status).toBe(200);
    }
    const ctx = setup({ serviceKeys: config.serviceKeys });
    for (const key of ['sb_publishable_current0123456789', ANON_KEY, 'sb_secret_current012345678', '']) {
      expect((await ctx.handler(scheduled(key))).status).toBe(403);
    }
    expect(configFromEnv({ SUPABASE_URL: 'https://x', SUPABASE_SECRET_KEY: 'sb_secret_self_hosted' }).serviceKeys).toEqual([
      'sb_secret_self_hosted',
    ]);
    expect(() => configFromEnv({ SUPABASE_SECRET_KEYS: 'sb_secret_not_json' })).toThrow(/SUPABASE_SECRET_KEYS/);
  });

  it('uses a secret key for its own calls when the project has one', async () => {
    const calls: Array<Record<string, string>> = [];
    const fetchImpl = (async (_input: string | URL | Request, init?: RequestInit) => {
      calls.push(Object.fromEntries(new Headers(init?.headers).entries()));
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const config = configFromEnv(
      {
        SUPABASE_URL: 'https://ref.supabase.co',
        SUPABASE_SECRET_KEYS: '{"default":"sb_secret_abc"}',
        SUPABASE_SERVICE_ROLE_KEY: 'legacy',
      },
      { fetch: fetchImpl },
    );
    await config.store!.due(1);
    expect(calls[0]).toMatchObject({ apikey: 'sb_secret_abc', authorization: 'Bearer sb_secret_abc' });
  });

  it('answers CORS for the site at both of its hosts by default', () => {
    expect(configFromEnv({}).allowedOrigins).toEqual(['https://ankerlicht-ggz.nl', 'https://www.ankerlicht-ggz.nl']);
  });
});

describe('hostile input: nothing sent, nothing changed', () => {
  type Case = {
    name: string;
    status: number;
    /** Runs before the snapshot: the state the attack meets. */
    prepare?: (ctx: Context, id: string) => Promise<void> | void;
    request: (ctx: Context, id: string) => Request;
  };

  const forged = '5f0c7a52-3b9e-4d1c-9a1e-7c2b6d8e9f01';
  const big = (size: number) => JSON.stringify({ registrationId: forged, pad: 'A'.repeat(size) });
  const streamed = (text: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        for (let offset = 0; offset < bytes.byteLength; offset += 1 << 20)
          controller.enqueue(bytes.subarray(offset, offset + (1 << 20)));
        controller.close();
      },
    });

  const cases: Case[] = [
    { name: 'a forged id never stored', status: 404, request: () => notify(forged) },
    { name: 'the nil uuid', status: 404, request: () => notify('00000000-0000-0000-0000-000000000000') },
    { name: 'the max uuid', status: 404, request: () => notify('ffffffff-ffff-ffff-ffff-ffffffffffff') },
    {
      name: 'a stored id in upper case for a row already notified',
      status: 409,
      prepare: async (ctx, id) => void (await ctx.handler(notify(id))),
      request: (_ctx, id) => notify(id.toUpperCase()),
    },
    {
      name: 'a row older than the window',
      status: 410,
      prepare: (ctx) => ctx.store.advance(15 * 60 + 1),
      request: (_ctx, id) => notify(id),
    },
    {
      name: 'a row already notified',
      status: 409,
      prepare: async (ctx, id) => void (await ctx.handler(notify(id))),
      request: (_ctx, id) => notify(id),
    },
    {
      name: 'a replay of the very same request',
      status: 409,
      prepare: async (ctx, id) =>
        void (await ctx.handler(
          request({ registrationId: id }, { headers: { origin: SITE, 'x-client-info': 'supabase-js/2' } }),
        )),
      request: (_ctx, id) => request({ registrationId: id }, { headers: { origin: SITE, 'x-client-info': 'supabase-js/2' } }),
    },
    {
      name: 'a row another call is sending',
      status: 409,
      prepare: async (ctx, id) => void (await ctx.store.claim(id, 15)),
      request: (_ctx, id) => notify(id),
    },
    { name: 'the scheduled task with the anon key', status: 403, request: () => scheduled(ANON_KEY) },
    {
      name: 'the scheduled task without authorization',
      status: 403,
      request: () =>
        new Request('http://f.local/x', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"task":"scheduled"}',
        }),
    },
    {
      name: 'the scheduled task with a key one character off',
      status: 403,
      request: () => scheduled(`${SERVICE_KEY.slice(0, -1)}X`),
    },
    { name: 'the scheduled task with the service key as a prefix', status: 403, request: () => scheduled(`${SERVICE_KEY}x`) },
    {
      name: 'the scheduled task with the service key only in apikey',
      status: 403,
      request: () => request({ task: 'scheduled' }, { headers: { apikey: SERVICE_KEY } }),
    },
    {
      name: 'the scheduled task with the key but no Bearer',
      status: 403,
      request: () => request({ task: 'scheduled' }, { headers: { authorization: SERVICE_KEY } }),
    },
    {
      name: 'a task beside a real id with the anon key',
      status: 403,
      request: (_ctx, id) => request({ task: 'scheduled', registrationId: id }),
    },
    { name: 'another task name with the anon key', status: 403, request: () => request({ task: 'delete-everything' }) },
    {
      name: 'another task name with the service key',
      status: 400,
      request: () => request({ task: 'Scheduled' }, { key: SERVICE_KEY }),
    },
    { name: 'a body over the limit', status: 413, request: () => request(big(REGISTRATION_NOTIFY_BODY_MAX_BYTES)) },
    {
      name: 'a declared length over the limit',
      status: 413,
      request: (_ctx, id) =>
        request({ registrationId: id }, { headers: { 'content-length': String(REGISTRATION_NOTIFY_BODY_MAX_BYTES + 1) } }),
    },
    {
      name: 'a body over the limit (streamed, no length)',
      status: 413,
      request: () =>
        new Request('http://f.local/x', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: streamed(big(REGISTRATION_NOTIFY_BODY_MAX_BYTES)),
          duplex: 'half',
        } as RequestInit),
    },
    { name: 'malformed JSON', status: 400, request: () => request('{"registrationId": ') },
    { name: 'an empty body', status: 400, request: () => request('') },
    { name: 'JSON null', status: 400, request: () => request('null') },
    { name: 'a JSON string holding an id', status: 400, request: () => request(JSON.stringify(forged)) },
    { name: 'a JSON array of requests', status: 400, request: (_ctx, id) => request([{ registrationId: id }]) },
    { name: 'an id that is no uuid', status: 400, request: () => request({ registrationId: 'abc' }) },
    { name: 'an id with SQL in it', status: 400, request: (_ctx, id) => request({ registrationId: `${id}' or '1'='1` }) },
    { name: 'an id with a trailing newline', status: 400, request: (_ctx, id) => request({ registrationId: `${id}\n` }) },
    {
      name: 'an id with full-width digits',
      status: 400,
      request: (_ctx, id) => request({ registrationId: id.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d))) }),
    },
    { name: 'an id as a number', status: 400, request: () => request({ registrationId: 12345 }) },
    { name: 'an id as a query operator', status: 400, request: () => request({ registrationId: { $ne: null } }) },
    { name: 'an id as an array', status: 400, request: (_ctx, id) => request({ registrationId: [id, forged] }) },
    { name: 'the id under __proto__', status: 400, request: (_ctx, id) => request(`{"__proto__":{"registrationId":"${id}"}}`) },
    {
      name: 'the id under constructor.prototype',
      status: 400,
      request: (_ctx, id) => request({ constructor: { prototype: { registrationId: id } } }),
    },
    { name: 'deeply nested JSON', status: 400, request: () => request(`${'['.repeat(4_000)}${']'.repeat(4_000)}`) },
    {
      name: 'the spec’s old body: a forged record and attachment, no id (the open relay)',
      status: 400,
      request: () =>
        request({
          formData: {
            full_name: 'Aanvaller',
            email: 'evil@example.com',
            bsn_number: '111222333',
            message: '<a href="https://evil.example">klik</a>',
          },
          fileBase64: Buffer.from('<html><script>alert(1)</script>').toString('base64'),
          fileName: 'verwijsbrief.pdf',
          fileType: 'application/pdf',
        }),
    },
    {
      name: 'a forged record beside the id of a row already notified',
      status: 409,
      prepare: async (ctx, id) => void (await ctx.handler(notify(id))),
      request: (_ctx, id) => request({ registrationId: id, formData: { full_name: 'Aanvaller', email: 'evil@example.com' } }),
    },
    {
      name: 'text/plain (a form post without preflight)',
      status: 415,
      request: (_ctx, id) => request(JSON.stringify({ registrationId: id }), { headers: { 'content-type': 'text/plain' } }),
    },
    {
      name: 'a urlencoded form',
      status: 415,
      request: (_ctx, id) =>
        request(`registrationId=${id}`, { headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    },
    { name: 'GET (the health check) with the anon key', status: 403, request: () => request(null, { method: 'GET' }) },
    { name: 'PUT', status: 405, request: (_ctx, id) => request({ registrationId: id }, { method: 'PUT' }) },
    { name: 'DELETE', status: 405, request: (_ctx, id) => request({ registrationId: id }, { method: 'DELETE' }) },
    { name: 'PATCH', status: 405, request: (_ctx, id) => request({ registrationId: id }, { method: 'PATCH' }) },
    { name: 'a disallowed origin', status: 403, request: (_ctx, id) => notify(id, { origin: 'https://evil.example' }) },
    {
      name: 'a look-alike origin',
      status: 403,
      request: (_ctx, id) => notify(id, { origin: 'https://www.ankerlicht-ggz.nl.evil.example' }),
    },
    {
      name: 'a localhost origin with a path-like port',
      status: 403,
      request: (_ctx, id) => notify(id, { origin: 'http://localhost:80.evil.example' }),
    },
    {
      name: 'a preflight from a disallowed origin',
      status: 403,
      request: () =>
        new Request('http://f.local/x', {
          method: 'OPTIONS',
          headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
        }),
    },
  ];

  it('has at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases.map((testCase) => [testCase.name, testCase] as const))('%s', async (_name, testCase) => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    await testCase.prepare?.(ctx, id);
    const sentBefore = ctx.mail.attempts.length;
    const before = ctx.store.snapshot();
    ctx.logs.length = 0;

    const response = await ctx.handler(testCase.request(ctx, id));
    expect(response.status).toBe(testCase.status);
    const text = await response.text();
    expect(ctx.mail.attempts.length).toBe(sentBefore);
    expect(ctx.store.snapshot()).toBe(before);
    expect(response.headers.get('access-control-allow-origin') ?? SITE).toBe(SITE);
    expectNoPersonalData(text);
    expectNoPersonalData(JSON.stringify(ctx.logs));
    if (response.status !== 403 || response.headers.get('content-type') !== null) {
      if (text !== '') expect(JSON.parse(text)).toHaveProperty('error');
    }
    for (const entry of ctx.logs) {
      expect(Object.keys(entry).sort()).toEqual(
        entry.ref === undefined ? ['event', 'outcome', 'status'] : ['event', 'outcome', 'ref', 'status'],
      );
      if (entry.ref !== undefined) expect(entry.ref).toMatch(/^[0-9a-f]{8}$/);
    }
  });
});

describe('hostile stored content: one safe e-mail', () => {
  it('escapes HTML and script in every stored field', async () => {
    const ctx = setup();
    const injection = '<script>alert(1)</script><img src=x onerror=alert(2)> & "quotes" \'single\'';
    const id = ctx.store.addRegistration({
      full_name: `Jan ${injection}`,
      message: `Hallo\n${injection}`,
      city: '<b>Zaandam</b>',
      house_number: '"7"><svg onload=alert(3)>',
      insurance_company: '<iframe src=https://evil.example>',
    });
    expect((await ctx.handler(notify(id))).status).toBe(200);
    const [message] = ctx.mail.sent as [MailMessage];
    for (const raw of ['<script>', '<img', '<b>Zaandam', '<svg', '<iframe', '"7">']) expect(message.html).not.toContain(raw);
    expect(message.html).toContain('&lt;b&gt;Zaandam&lt;/b&gt;');
    expect(message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(message.text).toContain(injection);
    expect(message.subject).not.toContain('<');
  });

  it('shows a stored __proto__ or constructor code as text, never as an object', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration({
      location: '__proto__',
      gender: 'constructor',
      preferred_language: 'toString',
      registration_type: 'hasOwnProperty',
    });
    expect((await ctx.handler(notify(id))).status).toBe(200);
    const [message] = ctx.mail.sent as [MailMessage];
    expect(message.text).toContain('Locatie: __proto__');
    expect(message.text).toContain('Geslacht: constructor');
    expect(message.text).toContain('Voorkeurstaal: toString');
    expect(message.text).not.toContain('[object');
    expect(message.text).not.toContain('function');
  });

  it('keeps header lines single: no Reply-To for a stored address with a line break', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration({
      email: 'a@example.nl\r\nBcc: everyone@example.com',
      location: 'zaandam\r\nBcc: x@example.com',
    });
    expect((await ctx.handler(notify(id))).status).toBe(200);
    const [message] = ctx.mail.sent as [MailMessage];
    expect(message.replyTo).toBeUndefined();
    expect(message.subject).not.toMatch(/[\r\n]/);
  });

  it.each([
    ['HTML sent as a .pdf', 'pdf', new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'application/pdf'],
    [
      'an SVG with a script sent as a .png',
      'png',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/png',
    ],
    ['a PDF named .docx', 'docx', PDF, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a ZIP named .doc', 'doc', DOCX, 'application/msword'],
    ['a PNG named .jpg', 'jpg', PNG, 'image/jpeg'],
    ['an empty file', 'pdf', new Uint8Array(), 'application/pdf'],
    ['a truncated signature', 'png', PNG.subarray(0, 4), 'image/png'],
  ] as const)('does not attach %s, and flags it', async (_name, extension, bytes, type) => {
    const ctx = setup();
    const id = ctx.store.addRegistration(
      { referral_letter_path: `adults/x_example_nl/1767225600000.${extension}` },
      { letter: bytes, mimetype: type },
    );
    expect((await ctx.handler(notify(id))).status).toBe(200);
    const [message] = ctx.mail.sent as [MailMessage];
    expect(message.attachments).toEqual([]);
    expect(message.subject).toContain('verwijsbrief controleren');
    expect(message.text).toContain(`past niet bij het bestandstype (.${extension})`);
    expect(message.html).toContain('LET OP');
    expect(ctx.store.notification(id).status).toBe('sent');
  });

  it('flags a letter that is not in the bucket', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration({}, { letter: null });
    expect((await ctx.handler(notify(id))).status).toBe(200);
    const [message] = ctx.mail.sent as [MailMessage];
    expect(message.attachments).toEqual([]);
    expect(message.subject).toContain('verwijsbrief controleren');
    expect(message.text).toContain('niet gevonden in de opslag');
    expect(ctx.store.calls).not.toContain('downloadLetter');
  });

  it('flags a letter that vanished between the claim and the download', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    const original = ctx.store.downloadLetter.bind(ctx.store);
    ctx.store.downloadLetter = async (path) => {
      ctx.store.objects.delete(path);
      return original(path);
    };
    expect((await ctx.handler(notify(id))).status).toBe(200);
    expect(ctx.mail.sent[0]?.text).toContain('niet gevonden in de opslag');
  });

  it('does not download a letter larger than the bucket allows', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    const original = ctx.store.claim.bind(ctx.store);
    ctx.store.claim = async (...args) => {
      const result = await original(...args);
      return { ...result, letter: result.letter && { ...result.letter, size: 10 * 1024 * 1024 + 1 } };
    };
    expect((await ctx.handler(notify(id))).status).toBe(200);
    expect(ctx.mail.sent[0]?.attachments).toEqual([]);
    expect(ctx.mail.sent[0]?.text).toContain('te groot');
    expect(ctx.store.calls).not.toContain('downloadLetter');
  });
});

// ---------------------------------------------------------------------------------------------

describe('REGISTRATION_EMAIL_CONTENT=minimal', () => {
  it('leaks no BSN, no health text, no contact details and no attachment', async () => {
    const ctx = setup({ emailContent: 'minimal' });
    const id = ctx.store.addRegistration({
      registration_type: 'children',
      child_name: 'Ayla Kind',
      parent_guardian_name: PERSON.name,
      referral_letter_path: 'children/x_example_nl/1767225600000.pdf',
      preferred_language: 'farsi',
    });
    expect((await ctx.handler(notify(id))).status).toBe(200);
    const [message] = ctx.mail.sent as [MailMessage];
    const everything = JSON.stringify(message);
    expectNoPersonalData(everything);
    for (const value of ['Ayla', '09-03-1988', '1988-03-09', '1503 AB', 'testpersoon_zonnebloem', 'Kleurrijkplein'])
      expect(everything).not.toContain(value);
    expect(message.attachments).toEqual([]);
    expect(message.replyTo).toBeUndefined();
    for (const value of [id, 'Kind en jeugd', 'Zaandam', 'Farsi', '23-11-2026 13:00']) expect(message.text).toContain(value);
    // The letter is still inspected, for the staff inbox's mark, after the doorbell has gone.
    expect(ctx.store.letterChecks.get(id)).toBe('ok');
    expect(ctx.store.calls.indexOf('downloadLetter')).toBeGreaterThan(ctx.store.calls.indexOf('finish'));
    expect(ctx.store.notification(id).status).toBe('sent');
  });

  it('records a hostile letter as flagged for the inbox, and the e-mail says nothing of it', async () => {
    const ctx = setup({ emailContent: 'minimal' });
    const id = ctx.store.addRegistration({}, { letter: handPdf(letterPdfObjects('/OpenAction << /S /JavaScript /JS (x) >>')) });
    expect((await ctx.handler(notify(id))).status).toBe(200);
    expect(ctx.store.letterChecks.get(id)).toBe('pdf-javascript');
    expect(ctx.mail.sent[0]?.subject).not.toContain('verwijsbrief controleren');
  });

  it('sends the doorbell though Storage or the database fails the letter check (the inbox then says: not checked)', async () => {
    for (const failing of ['downloadLetter', 'recordLetterCheck'] as const) {
      const ctx = setup({ emailContent: 'minimal' });
      const id = ctx.store.addRegistration();
      ctx.store.failures[failing] = 1;
      expect((await ctx.handler(notify(id))).status).toBe(200);
      expect(ctx.store.notification(id).status).toBe('sent');
      expect(ctx.store.letterChecks.has(id)).toBe(false);
    }
  });

  it('with a staff inbox, is the default and links to the registration there', async () => {
    const config = configFromEnv({ STAFF_INBOX_URL: 'https://aanmeldingen.ankerlicht-ggz.nl/' });
    expect(config).toMatchObject({ emailContent: 'minimal', staffInboxUrl: 'https://aanmeldingen.ankerlicht-ggz.nl' });
    expect(
      configFromEnv({ STAFF_INBOX_URL: 'https://aanmeldingen.ankerlicht-ggz.nl', REGISTRATION_EMAIL_CONTENT: 'full' })
        .emailContent,
    ).toBe('full');
    for (const wrong of ['aanmeldingen.ankerlicht-ggz.nl', 'ftp://x.example', 'https://x.example/?id=1']) {
      expect(() => configFromEnv({ STAFF_INBOX_URL: wrong })).toThrow(/STAFF_INBOX_URL/);
    }

    const ctx = setup({ emailContent: 'minimal', staffInboxUrl: 'https://aanmeldingen.ankerlicht-ggz.nl' });
    const id = ctx.store.addRegistration();
    expect((await ctx.handler(notify(id))).status).toBe(200);
    const [message] = ctx.mail.sent as [MailMessage];
    expectNoPersonalData(JSON.stringify(message));
    expect(message.attachments).toEqual([]);
    expect(message.text).toContain(`https://aanmeldingen.ankerlicht-ggz.nl/registraties/${id}`);
    expect(message.html).toContain(`https://aanmeldingen.ankerlicht-ggz.nl/registraties/${id}`);
    // The staff app by the name it shows (‘Aanmeldingen – Ankerlicht’), and the registration by its kenmerk.
    expect(message.text).toContain('staan alleen in Aanmeldingen, de beveiligde omgeving van het screeningsteam.');
    // The link is in the table above the text, and the inbox heads the registration with its kenmerk.
    expect(message.text).toContain('met de link bij ‘Openen’');
    expect(message.text).not.toContain('hieronder');
    expect(message.text).toContain(`In Aanmeldingen heeft de aanmelding kenmerk ${id.slice(0, 8)}.`);
    expect(message.subject).toContain(`[kenmerk ${id.slice(0, 8)}]`);
    // The link carries the id: no second row with it.
    expect(message.text).not.toContain('Id in Supabase');
  });
});

// ---------------------------------------------------------------------------------------------

describe('logging', () => {
  it('logs only the outcome, the status and the reference, never personal data', async () => {
    const ctx = setup();
    const id = ctx.store.addRegistration();
    await ctx.handler(notify(id));
    await ctx.handler(notify(id));
    await ctx.handler(request({ registrationId: 'x', formData: { email: PERSON.email } }));
    ctx.mail.failures = 1;
    const other = ctx.store.addRegistration();
    await ctx.handler(notify(other));
    ctx.store.advance(DELAYS[0]!);
    await ctx.handler(scheduled());
    expect(ctx.logs).toEqual([
      { event: 'registration-email', outcome: 'sent', status: 200, ref: id.slice(0, 8) },
      { event: 'registration-email', outcome: 'already-sent', status: 409, ref: id.slice(0, 8) },
      { event: 'registration-email', outcome: 'invalid', status: 400 },
      { event: 'registration-email', outcome: 'mail-failed', status: 502, ref: other.slice(0, 8) },
      { event: 'registration-email', outcome: 'sent', status: 200, ref: other.slice(0, 8) },
      { event: 'registration-email', outcome: 'scheduled', status: 200 },
    ]);
  });

  it('writes JSON lines to the console by default', async () => {
    const lines: string[] = [];
    const original = console.info;
    console.info = (line: string) => void lines.push(line);
    try {
      const ctx = setup({ log: undefined });
      await ctx.handler(notify(ctx.store.addRegistration()));
    } finally {
      console.info = original;
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ event: 'registration-email', outcome: 'sent', status: 200 });
  });
});

// ---------------------------------------------------------------------------------------------

describe('CORS', () => {
  it('answers the preflight for allowed origins with the headers supabase-js sends', async () => {
    const { handler } = setup();
    const response = await handler(
      new Request('http://f.local/x', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
        },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    for (const name of ['authorization', 'x-client-info', 'apikey', 'content-type']) {
      expect(response.headers.get('access-control-allow-headers')).toContain(name);
    }
  });

  it('puts CORS headers on error answers for allowed origins too', async () => {
    const { handler } = setup();
    const response = await handler(notify(newId()));
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

// ---------------------------------------------------------------------------------------------

describe('settings', () => {
  it('reads its settings from the environment', () => {
    expect(configFromEnv({})).toMatchObject({
      mailTo: 'info@ankerlicht-ggz.nl',
      alertTo: 'aanmeldingen-storing@ankerlicht-ggz.nl',
      allowedOrigins: ['https://ankerlicht-ggz.nl', SITE],
      transport: 'none',
      store: null,
      serviceKeys: [],
      healthToken: null,
      alertWebhookUrl: null,
      windowMinutes: 15,
      retryDelays: [60, 300, 1800, 7200, 21600],
      emailContent: 'full',
      staffInboxUrl: null,
    });
    const config = configFromEnv({
      SUPABASE_URL: 'https://ref.supabase.co',
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
      ALERT_TO: ALERT_TO,
      NOTIFY_WINDOW_MINUTES: '30',
      NOTIFY_RETRY_DELAYS: '0, 0,0',
      REGISTRATION_EMAIL_CONTENT: 'Minimal',
    });
    expect(config).toMatchObject({
      alertTo: ALERT_TO,
      serviceKeys: [SERVICE_KEY],
      windowMinutes: 30,
      retryDelays: [0, 0, 0],
      emailContent: 'minimal',
    });
    expect(config.store).not.toBeNull();
    expect(configFromEnv({ SMTP_HOST: 'smtp.example', SMTP_USER: 'u', SMTP_PASS: 'p' }).transport).toBe('smtp');
    expect(configFromEnv({ RESEND_API_KEY: 're_test' }).transport).toBe('resend');
    expect(configFromEnv({ SMTP_HOST: 'smtp.example', RESEND_API_KEY: 're_test' }).transport).toBe('smtp');
    expect(configFromEnv({ SUPABASE_URL: 'https://ref.supabase.co' }).store).toBeNull();
    expect(configFromEnv({ ALLOWED_ORIGINS: ' https://a.example , http://localhost:* ' }).allowedOrigins).toEqual([
      'https://a.example',
      'http://localhost:*',
    ]);
  });

  it.each([
    ['NOTIFY_WINDOW_MINUTES', '0'],
    ['NOTIFY_WINDOW_MINUTES', 'fifteen'],
    ['NOTIFY_WINDOW_MINUTES', '-5'],
    ['NOTIFY_RETRY_DELAYS', '60,,300'],
    ['NOTIFY_RETRY_DELAYS', '60;300'],
    ['NOTIFY_RETRY_DELAYS', '-1'],
    ['REGISTRATION_EMAIL_CONTENT', 'everything'],
  ])('refuses %s=%s, naming the setting only', (name, value) => {
    expect(() => configFromEnv({ [name]: value })).toThrow(name);
  });

  it('gives the delay after attempt k, then gives up', () => {
    expect(parseRetryDelays(undefined)).toEqual([60, 300, 1800, 7200, 21600]);
    expect([1, 2, 3, 4].map((attempt) => retryDelayAfter(attempt, [10, 20, 30]))).toEqual([10, 20, 30, null]);
    expect(retryDelayAfter(1, [])).toBeNull();
  });
});

describe('senders', () => {
  const message: MailMessage = {
    from: 'a@b.nl',
    to: MAIL_TO,
    subject: 'Onderwerp',
    text: 'tekst',
    html: '<p>tekst</p>',
    attachments: [
      {
        filename: 'verwijsbrief-12345678.pdf',
        contentType: 'application/pdf',
        contentBase64: Buffer.from(PDF).toString('base64'),
      },
    ],
  };

  it('sends through the Resend API when configured that way', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{"id":"x"}', { status: 200 });
    }) as unknown as typeof fetch;
    await createResendSender('re_test', fakeFetch)(message);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://api.resend.com/emails');
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBe('Bearer re_test');
    const sent = JSON.parse(String(calls[0]?.init.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ from: 'a@b.nl', to: [MAIL_TO], subject: 'Onderwerp' });
    expect(sent.attachments).toEqual([
      { filename: 'verwijsbrief-12345678.pdf', content: message.attachments[0]?.contentBase64, content_type: 'application/pdf' },
    ]);
  });

  it('turns a refusal into a class that is safe to store', async () => {
    const failing = (async () =>
      new Response('{"message":"jan@example.nl is invalid"}', { status: 422 })) as unknown as typeof fetch;
    const error = await createResendSender('re_test', failing)(message).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MailSendError);
    expect(mailErrorClass(error)).toBe('resend:422');
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(mailErrorClass(await createResendSender('re_test', offline)(message).catch((caught: unknown) => caught))).toBe(
      'resend:network',
    );
    expect(mailErrorClass(Object.assign(new Error('Greeting never received from jan@example.nl'), { code: 'ETIMEDOUT' }))).toBe(
      'smtp:ETIMEDOUT',
    );
    expect(mailErrorClass(Object.assign(new Error('x'), { code: 'lowercase <jan@example.nl>' }))).toBe('send-failed');
    expect(mailErrorClass('a string')).toBe('send-failed');
  });

  it('sends through SMTP when SMTP_HOST is set (a closed port fails as a class)', async () => {
    const config = configFromEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '1', SMTP_SECURE: 'false' });
    const error = await config.sender!(message).catch((caught: unknown) => caught);
    expect(mailErrorClass(error)).toMatch(/^smtp:[A-Z]+$/);
  });

  it('builds an alert with a stored error text only when it is a class', () => {
    const alert = buildAlertEmail(
      [
        {
          registration_id: newId(),
          registration_type: 'adults',
          location: 'amsterdam',
          created_at: 'not a date',
          attempts: 6,
          last_error: `550 ${PERSON.email}`,
        },
      ],
      { from: MAIL_FROM, to: ALERT_TO },
    );
    expect(alert.text).toContain('Laatste fout: onbekend');
    expect(alert.text).toContain('Ontvangen: not a date');
    expectNoPersonalData(JSON.stringify(alert));
  });
});
