/**
 * The scheduled task's part in issue 50: held registrations have their letters inspected, are named
 * once in the held summary after the flood, keep health unhealthy until then; a claim whose run
 * keeps dying is given up and alerted; a scheduled call pg_net reports as refused makes health
 * unhealthy. Against the fake store (fakes.ts), which follows migration 20261201150000.
 */
import { describe, expect, it } from 'vitest';
import { RequestWork } from '../_shared/letter-budget.ts';
import { handPdf, letterPdfObjects } from '../_shared/test-fixtures/letters.ts';
import { FakeIntakeStore, FakeMail, PERSON } from './fakes.ts';
import { createHandler, type FunctionConfig, type LogEntry } from './handler.ts';

const SITE = 'https://www.ankerlicht-ggz.nl';
const ALERT_TO = 'storing@ankerlicht.test';
const SERVICE_KEY = 'service-role-key-for-tests-0123456789abcdef';
const INBOX = 'https://aanmeldingen.ankerlicht.test';

function setup(overrides: Partial<FunctionConfig> = {}) {
  const store = new FakeIntakeStore();
  store.scheduleStaleMinutes = Number.POSITIVE_INFINITY;
  const mail = new FakeMail();
  const logs: LogEntry[] = [];
  const config: FunctionConfig = {
    allowedOrigins: [SITE],
    mailTo: 'aanmeldingen@ankerlicht.test',
    mailFrom: 'Ankerlicht GGZ website <no-reply@ankerlicht.test>',
    alertTo: ALERT_TO,
    sender: mail.sender,
    transport: 'smtp',
    store,
    serviceKeys: [SERVICE_KEY],
    healthToken: null,
    alertWebhookUrl: null,
    windowMinutes: 15,
    retryDelays: [60, 300, 1800],
    emailContent: 'minimal',
    staffInboxUrl: INBOX,
    log: (entry) => logs.push(entry),
    ...overrides,
  };
  return { store, mail, logs, handler: createHandler(config) };
}

const post = (body: object, key?: string) =>
  new Request('http://functions.local/send-registration-email', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      ...(key !== undefined ? { authorization: `Bearer ${key}` } : {}),
    },
    body: JSON.stringify(body),
  });
const scheduled = () => post({ task: 'scheduled' }, SERVICE_KEY);
const health = () =>
  new Request('http://functions.local/send-registration-email', { headers: { authorization: `Bearer ${SERVICE_KEY}` } });

describe('a flood, then a real visitor', () => {
  it('inspects every held letter, sends one summary after the flood and no second, and health says so', async () => {
    const { store, mail, handler } = setup();
    store.floodThreshold = 5;
    const hostile = handPdf(letterPdfObjects('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'));
    const ids: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      const id = store.addRegistration(
        { referral_letter_path: `adults/person_${index}/${1767225600000 + index}.pdf` },
        { letter: index < 7 ? hostile : undefined },
      );
      ids.push(id);
      await handler(post({ registrationId: id }));
    }
    const held = ids.filter((id) => store.notification(id).status === 'held');
    expect(held).toHaveLength(4);
    expect(held.every((id) => store.notification(id).held_reason === 'flood')).toBe(true);
    expect((await handler(health())).status).toBe(503);

    // The schedule during the flood: letters inspected, no summary yet.
    const during = (await (await handler(scheduled())).json()) as Record<string, number>;
    expect(during).toMatchObject({ heldChecked: 4, heldSummarised: 0 });
    // The attacker's JavaScript PDFs flagged, the real visitor's letter passed: not "not checked yet".
    const verdicts = held.map((id) => store.letterChecks.get(id));
    expect(verdicts.slice(0, 3).every((verdict) => verdict !== undefined && verdict !== 'ok')).toBe(true);
    expect(verdicts[3]).toBe('ok');
    const summaries = () => mail.to(ALERT_TO).filter((message) => /vastgehouden aanmeldingen/.test(message.subject));

    // Eleven minutes on, the flood is over: one summary names every held registration.
    store.advance(11 * 60);
    // The flood is over but the held ones are not announced yet: still not healthy.
    expect(await (await handler(health())).json()).toMatchObject({ healthy: false, floodActive: false, held: 4 });
    expect(await (await handler(scheduled())).json()).toMatchObject({ heldChecked: 0, heldSummarised: 4 });
    expect(summaries()).toHaveLength(1);
    const summary = summaries()[0]!;
    expect(summary.subject).toMatch(/^4 vastgehouden aanmeldingen/);
    for (const id of held) expect(summary.text).toContain(id.slice(0, 8));
    expect(summary.text).toContain(INBOX);
    for (const value of Object.values(PERSON)) if (String(value).length > 3) expect(summary.text).not.toContain(String(value));
    expect(held.every((id) => store.notification(id).status === 'sent')).toBe(true);

    // Later runs: nothing more, and health is healthy again.
    store.advance(2 * 3600);
    await handler(scheduled());
    expect(summaries()).toHaveLength(1);
    // No e-mail per held registration either.
    expect(mail.sent.filter((message) => held.some((id) => message.text.includes(id.slice(0, 8)))).length).toBe(1);
    expect((await handler(health())).status).toBe(200);
  });

  it('gives the hour back when the summary could not be sent, and names them next run', async () => {
    const { store, mail, handler } = setup();
    store.floodThreshold = 2;
    const ids = [store.addRegistration(), store.addRegistration(), store.addRegistration()];
    for (const id of ids) await handler(post({ registrationId: id }));
    store.advance(11 * 60);
    mail.failures = 1;
    mail.failing = new Set([ALERT_TO]);
    expect((await handler(scheduled())).status).toBe(503);
    expect(store.notification(ids[2]!).status).toBe('held');
    expect(await (await handler(scheduled())).json()).toMatchObject({ heldSummarised: 3 });
  });
});

describe("a scheduled run within its request's CPU budget", () => {
  /** Four registrations held in a flood, each with a letter, and one ordinary one due for a retry. */
  async function heldAndDue(overrides: Partial<FunctionConfig>, withDue = true) {
    const context = setup(overrides);
    context.store.floodThreshold = 1;
    const letter = handPdf(letterPdfObjects());
    const held: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const id = context.store.addRegistration(
        { referral_letter_path: `adults/person_${index}/${1767225600000 + index}.pdf` },
        { letter },
      );
      await context.handler(post({ registrationId: id }));
      if (context.store.notification(id).status === 'held') held.push(id);
    }
    expect(held).toHaveLength(4);
    const due = withDue ? context.store.addRegistration() : null;
    context.store.advance(121);
    return { ...context, held, due };
  }

  it('starts no letter check once the budget is spent: the held letters and the due e-mail wait', async () => {
    const { store, handler, held, due } = await heldAndDue({ requestWork: () => new RequestWork(0) });
    expect(await (await handler(scheduled())).json()).toMatchObject({ heldChecked: 0, retried: 0 });
    expect(held.some((id) => store.letterChecks.has(id))).toBe(false);
    expect(store.notification(due as string).status).toBe('pending');
  });

  it('checks letters while the budget lasts and leaves the rest, unclaimed, for the next run', async () => {
    // Each reading of the clock is 400 ms of work: the first check starts (400 < 750), none after.
    let clock = 0;
    const { store, handler, held } = await heldAndDue(
      { requestWork: () => new RequestWork(750, () => (clock += 400) - 400) },
      false,
    );
    expect(await (await handler(scheduled())).json()).toMatchObject({ heldChecked: 1 });
    expect(held.filter((id) => store.letterChecks.has(id))).toHaveLength(1);
    clock = 0;
    expect(await (await handler(scheduled())).json()).toMatchObject({ heldChecked: 1 });
    expect(held.filter((id) => store.letterChecks.has(id))).toHaveLength(2);
    // Nothing was claimed and left: no dead run counted against a letter that merely waited.
    expect(held.every((id) => store.notification(id).status === 'held')).toBe(true);
  });
});

describe('registrations whose client address could not be read', () => {
  it('alert the staff once, then are named in the held summary', async () => {
    const { store, mail, handler } = setup();
    const id = store.addRegistration();
    // As the registration trigger leaves it (migration 20261201125000_client_key.sql).
    Object.assign(store.notification(id), { status: 'held', held_reason: 'unknown-client', next_attempt_at: null });
    store.unknownClientLastAt = store.now;
    store.advance(60);
    expect((await handler(scheduled())).status).toBe(200);
    const subjects = mail.to(ALERT_TO).map((message) => message.subject);
    expect(subjects.filter((subject) => /met onbekend internetadres/.test(subject))).toHaveLength(1);
    expect(subjects.filter((subject) => /vastgehouden aanmelding/.test(subject))).toHaveLength(1);
    expect(store.notification(id).status).toBe('sent');
    store.advance(2 * 3600);
    await handler(scheduled());
    expect(mail.to(ALERT_TO)).toHaveLength(2);
  });
});

describe('a registration whose run dies every time', () => {
  it('is given up after three dead runs and the failure alert names it in the same run', async () => {
    const { store, mail, handler } = setup();
    const id = store.addRegistration();
    // Three runs claimed it and were killed (over the edge runtime's CPU limit) before finishing.
    for (let run = 0; run < 3; run += 1) {
      store.advance(180);
      const claim = await store.claim(id, run === 0 ? 15 : null);
      expect(claim.outcome).toBe('claimed');
    }
    store.advance(180);
    const body = (await (await handler(scheduled())).json()) as Record<string, number>;
    expect(body).toMatchObject({ alerted: 1 });
    expect(store.notification(id)).toMatchObject({ status: 'failed', next_attempt_at: null, last_error: 'run-died' });
    const alert = mail.to(ALERT_TO).find((message) => /niet verstuurd/.test(message.subject));
    expect(alert?.text).toContain(id.slice(0, 8));
    expect(alert?.text).toContain('run-died');
    // It never comes back.
    store.advance(3600);
    await handler(scheduled());
    expect(store.calls.filter((call) => call === 'claim')).toHaveLength(4);
  });
});

describe('health', () => {
  it('is unhealthy while pg_net reports the scheduled call refused', async () => {
    const { store, handler } = setup();
    const real = store.health.bind(store);
    store.health = async () => ({
      ...(await real()),
      scheduleLastCall: { requestId: 7, at: new Date().toISOString(), status: 401, timedOut: false, error: false, ok: false },
      scheduleCallFailing: true,
    });
    const response = await handler(health());
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ healthy: false, scheduleCallFailing: true, scheduleLastCall: { status: 401 } });
  });
});
