/**
 * send-registration-email: tells the provider of a saved registration, trusting only the database.
 *
 * Two kinds of call:
 *
 * - The visitor's browser (anon key), right after its insert: `{ "registrationId": "<uuid>" }`.
 *   The function claims the registration's notification (unknown id 404, older than the window
 *   410, already sent or being sent 409), loads the stored row and the stored letter with the
 *   service role, builds the e-mail only from those, sends it and records the outcome: 200, or
 *   502 with the failure recorded for the schedule to retry. Whatever the caller sends besides the
 *   id is ignored, so the function is no relay: it can only ever announce a stored registration,
 *   once.
 * - The schedule (pg_cron + pg_net in production, the local backend's timer locally), with the
 *   service-role key: `{ "task": "scheduled" }` retries due notifications with backoff, sends one
 *   alert to ALERT_TO for registrations that failed every retry, deletes registrations the staff
 *   closed longer ago than the retention period (purge_closed_registrations), and deletes referral
 *   letters that no registration points to after orphan_letter_hours. Held registrations (a flood,
 *   an unreadable client address) have their letters inspected all the same and are named in one
 *   held summary at most once an hour; a claim whose runs keep dying is given up after
 *   notification_dead_runs and alerted (migration 20261201150000). With any other key: 403.
 *
 * Written against web-standard Request/Response so the same code runs in Supabase's Deno edge
 * runtime (index.ts) and in Node (the embedded local backend, the tests). Everything it imports
 * lives under supabase/functions (the CLI bundles nothing else); `npm:` imports resolve through
 * supabase/functions/deno.json in Deno and through node_modules in Node.
 *
 * Logs one JSON line per request (and per retried registration): the outcome, the HTTP status and
 * the first 8 characters of the registration id. Never personal data, never an error message.
 */
import * as v from 'valibot';
import { brand } from '../_shared/brand.ts';
import { allowedOriginsFromEnv, envValue, serviceKeysFromEnv, type Env } from '../_shared/settings.ts';
import { browserCall, isJsonContentType, json, readBodyLimited } from '../_shared/http.ts';
import { createHttpIntakeStore, type ClaimResult, type IntakeStore, type LetterInfo } from '../_shared/intake-store.ts';
import { inspectLetter, type LetterVerdict } from '../_shared/referral-letter.ts';
import { RequestWork } from '../_shared/letter-budget.ts';
import {
  REFERRAL_LETTER_MAX_BYTES,
  REGISTRATION_NOTIFY_BODY_MAX_BYTES,
  RegistrationNotifyRequestSchema,
  ScheduledTaskRequestSchema,
  StoredRegistrationSchema,
  isRegistrationId,
  referralLetterExtension,
  referralLetterMimeTypeByExtension,
  registrationReference,
  type StoredRegistration,
} from '../_shared/registration.ts';
import {
  buildAlertEmail,
  buildFloodAlertEmail,
  buildHeldSummaryEmail,
  buildRegistrationEmail,
  buildStaleScheduleAlertEmail,
  buildUnknownClientAlertEmail,
  bytesToBase64,
  type EmailContent,
  type LetterForEmail,
} from './email.ts';
import { createResendSender, createSmtpSender, mailErrorClass, type MailMessage, type MailSender } from './mail.ts';

export { buildAlertEmail, buildRegistrationEmail, bytesToBase64, escapeHtml, formatTimestamp } from './email.ts';
export type { EmailContent, LetterForEmail } from './email.ts';
export { MailSendError, createResendSender, createSmtpSender, mailErrorClass } from './mail.ts';
export type { MailAttachment, MailMessage, MailSender, SmtpOptions } from './mail.ts';
export type { IntakeStore } from '../_shared/intake-store.ts';

// ---------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------

export type LogOutcome =
  | 'sent'
  | 'mail-failed'
  | 'invalid'
  | 'unknown'
  | 'expired'
  | 'already-sent'
  | 'in-progress'
  | 'store-failed'
  | 'not-configured'
  | 'too-large'
  | 'unsupported-media-type'
  | 'method-not-allowed'
  | 'origin-refused'
  | 'forbidden'
  | 'alert-sent'
  | 'alert-failed'
  | 'held'
  | 'not-due'
  | 'flood-alert-sent'
  | 'flood-alert-failed'
  | 'stale-alert-sent'
  | 'stale-alert-failed'
  | 'given-up'
  | 'held-checked'
  | 'held-summary-sent'
  | 'held-summary-failed'
  | 'unknown-client-alert-sent'
  | 'unknown-client-alert-failed'
  | 'health'
  | 'scheduled';

/** One log line: nothing else, ever (no type, no address, no error text). */
export type LogEntry = {
  event: 'registration-email';
  outcome: LogOutcome;
  status: number;
  /** The first 8 characters of a well-formed registration id. */
  ref?: string;
};

export type FunctionConfig = {
  /** Exact origins, `*`, or `scheme://host:*` for any port. */
  allowedOrigins: string[];
  /** The registration inbox (MAIL_TO). */
  mailTo: string;
  mailFrom: string;
  /** Second address for registrations whose e-mail failed every retry (ALERT_TO). */
  alertTo: string;
  /** null when neither SMTP nor Resend is configured: requests then fail with 500. */
  sender: MailSender | null;
  transport: 'smtp' | 'resend' | 'none';
  /** The database and the letter bucket; null without SUPABASE_URL/SUPABASE_SERVICE_ROLE_KEY (500). */
  store: IntakeStore | null;
  /**
   * The bearers a scheduled call may carry: the project's secret keys (SUPABASE_SECRET_KEYS,
   * SUPABASE_SECRET_KEY) and the legacy SUPABASE_SERVICE_ROLE_KEY. Empty: no scheduled calls.
   */
  serviceKeys: string[];
  /** A bearer an uptime monitor may use for the health check only (HEALTH_CHECK_TOKEN). */
  healthToken: string | null;
  /**
   * The alerts' second channel (ALERT_WEBHOOK_URL): a webhook that does not depend on the mail
   * path (a chat or paging service's incoming webhook). null: alerts go by e-mail only.
   */
  alertWebhookUrl: string | null;
  /** For the webhook; the store brings its own. */
  fetch?: typeof fetch;
  /** A visitor's call may claim a registration up to this many minutes old (NOTIFY_WINDOW_MINUTES). */
  windowMinutes: number;
  /** Seconds to wait after attempt k (1-based) before the next: delays[k-1]; beyond the list: give up. */
  retryDelays: number[];
  /** REGISTRATION_EMAIL_CONTENT (default: minimal with a staff inbox, full without). */
  emailContent: EmailContent;
  /** STAFF_INBOX_URL: the screening team's inbox, which the e-mail links each registration to; null without one. */
  staffInboxUrl: string | null;
  /** Notifications one scheduled run retries at most (default 25). */
  scheduledBatchSize?: number;
  /**
   * A scheduled run claims no further registration after this long (default 40 s, so it answers
   * well inside pg_net's 55 s timeout on the scheduled call and the caller sees how it went).
   */
  scheduledTimeBudgetMs?: number;
  /**
   * The account of one request's work on the letter checks (default: a RequestWork on the CPU
   * clock, see letter-budget.ts); a test passes its own clock.
   */
  requestWork?: () => RequestWork;
  /** Orphan letters one scheduled run deletes at most (default 100). */
  orphanBatchSize?: number;
  /** Closed registrations one scheduled run purges at most (default 100). */
  purgeBatchSize?: number;
  log?: (entry: LogEntry) => void;
};

export const DEFAULT_NOTIFY_WINDOW_MINUTES = 15;
export const DEFAULT_NOTIFY_RETRY_DELAYS: readonly number[] = [60, 300, 1800, 7200, 21600];

function domainOf(address: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

/** A whole number of minutes, at least 1. Throws (naming the setting only) when malformed. */
function parseWindowMinutes(value: string | undefined): number {
  if (value === undefined) return DEFAULT_NOTIFY_WINDOW_MINUTES;
  if (!/^[0-9]{1,6}$/.test(value) || Number(value) < 1)
    throw new Error('NOTIFY_WINDOW_MINUTES must be a whole number of minutes (at least 1)');
  return Number(value);
}

/** `60,300,1800`: seconds, comma separated. Throws (naming the setting only) when malformed. */
export function parseRetryDelays(value: string | undefined): number[] {
  if (value === undefined) return [...DEFAULT_NOTIFY_RETRY_DELAYS];
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length > 50 || parts.some((part) => !/^[0-9]{1,7}$/.test(part))) {
    throw new Error('NOTIFY_RETRY_DELAYS must be whole seconds, comma separated (e.g. 60,300,1800)');
  }
  return parts.map(Number);
}

/**
 * STAFF_INBOX_URL: where the screening team's inbox (staff/) runs, e.g. https://aanmeldingen.ankerlicht-ggz.nl.
 * With it, an e-mail is a doorbell: by default minimal, with a link to the registration in the inbox.
 */
function parseStaffInboxUrl(value: string | undefined): string | null {
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('STAFF_INBOX_URL must be an http(s) URL');
  }
  if (!/^https?:$/.test(url.protocol) || url.search !== '' || url.hash !== '') {
    throw new Error('STAFF_INBOX_URL must be an http(s) URL without a query or fragment');
  }
  return url.href.replace(/\/+$/, '');
}

/** Without REGISTRATION_EMAIL_CONTENT: minimal when staff have an inbox to read the rest in, else full. */
function parseEmailContent(value: string | undefined, staffInboxUrl: string | null): EmailContent {
  if (value === undefined) return staffInboxUrl === null ? 'full' : 'minimal';
  const lower = value.toLowerCase();
  if (lower === 'full' || lower === 'minimal') return lower;
  throw new Error('REGISTRATION_EMAIL_CONTENT must be full or minimal');
}

/**
 * Reads the function's settings. Mail: SMTP when SMTP_HOST is set (SMTP_PORT default 465,
 * SMTP_SECURE default true on 465 and false otherwise, SMTP_USER/SMTP_PASS optional), otherwise
 * Resend when RESEND_API_KEY is set, otherwise none. Database: SUPABASE_URL and a service key
 * (serviceKeysFromEnv; hosted Supabase sets them). Throws on a malformed NOTIFY_*,
 * SUPABASE_SECRET_KEYS or REGISTRATION_EMAIL_CONTENT value rather than guess.
 */
export function configFromEnv(env: Env, options: { fetch?: typeof fetch } = {}): FunctionConfig {
  const mailTo = envValue(env, 'MAIL_TO') ?? brand.email;
  const mailFrom = envValue(env, 'MAIL_FROM') ?? `${brand.name} website <${brand.email}>`;
  const allowedOrigins = allowedOriginsFromEnv(env);

  const supabaseUrl = envValue(env, 'SUPABASE_URL');
  const serviceKeys = serviceKeysFromEnv(env);
  const storeKey = serviceKeys[0];
  const store =
    supabaseUrl !== undefined && storeKey !== undefined
      ? createHttpIntakeStore({
          url: supabaseUrl,
          serviceRoleKey: storeKey,
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
      : null;
  const alertWebhookUrl = envValue(env, 'ALERT_WEBHOOK_URL') ?? null;
  if (alertWebhookUrl !== null && !/^https?:\/\//.test(alertWebhookUrl)) {
    throw new Error('ALERT_WEBHOOK_URL must be an http(s) URL');
  }

  const staffInboxUrl = parseStaffInboxUrl(envValue(env, 'STAFF_INBOX_URL'));
  const common = {
    allowedOrigins,
    mailTo,
    mailFrom,
    alertTo: envValue(env, 'ALERT_TO') ?? brand.alertEmail,
    store,
    serviceKeys,
    healthToken: envValue(env, 'HEALTH_CHECK_TOKEN') ?? null,
    alertWebhookUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    windowMinutes: parseWindowMinutes(envValue(env, 'NOTIFY_WINDOW_MINUTES')),
    retryDelays: parseRetryDelays(envValue(env, 'NOTIFY_RETRY_DELAYS')),
    staffInboxUrl,
    emailContent: parseEmailContent(envValue(env, 'REGISTRATION_EMAIL_CONTENT'), staffInboxUrl),
  };

  const smtpHost = envValue(env, 'SMTP_HOST');
  if (smtpHost !== undefined) {
    const port = Number(envValue(env, 'SMTP_PORT') ?? '465');
    const secureSetting = envValue(env, 'SMTP_SECURE');
    const secure = secureSetting === undefined ? port === 465 : /^(1|true|yes)$/i.test(secureSetting);
    const user = envValue(env, 'SMTP_USER');
    const pass = envValue(env, 'SMTP_PASS');
    return {
      ...common,
      transport: 'smtp',
      sender: createSmtpSender({
        host: smtpHost,
        port,
        secure,
        auth: user !== undefined ? { user, pass: pass ?? '' } : undefined,
        name: envValue(env, 'SMTP_NAME') ?? domainOf(mailFrom),
      }),
    };
  }
  const resendKey = envValue(env, 'RESEND_API_KEY');
  if (resendKey !== undefined) {
    return { ...common, transport: 'resend', sender: createResendSender(resendKey, options.fetch) };
  }
  return { ...common, transport: 'none', sender: null };
}

// ---------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------

const encoder = new TextEncoder();

/** Compares a presented secret with the expected one in time independent of where they differ. */
function sameSecret(presented: string, expected: string): boolean {
  const a = encoder.encode(presented);
  const b = encoder.encode(expected);
  let difference = a.byteLength ^ b.byteLength;
  for (let index = 0; index < b.byteLength; index += 1) difference |= (a[index] ?? 0) ^ (b[index] as number);
  return difference === 0;
}

/** Whether the request's bearer is one of these secrets (compared in constant time each). */
function carriesBearer(request: Request, secrets: readonly string[]): boolean {
  const match = /^Bearer ([^\s]+)$/.exec(request.headers.get('authorization') ?? '');
  if (match === null) return false;
  let found = false;
  for (const secret of secrets) found = sameSecret(match[1] as string, secret) || found;
  return found;
}

function defaultLog(entry: LogEntry): void {
  console.info(JSON.stringify(entry));
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------------------------------------
// Delivering one registration's notification
// ---------------------------------------------------------------------------------------------

type Delivery = 'sent' | 'mail-failed' | 'store-failed' | Exclude<ClaimResult['outcome'], 'claimed'>;

const visitorAnswers: Record<Delivery, { status: number; body: Record<string, unknown> }> = {
  sent: { status: 200, body: { ok: true } },
  'mail-failed': { status: 502, body: { error: 'mail-failed' } },
  'store-failed': { status: 503, body: { error: 'unavailable' } },
  unknown: { status: 404, body: { error: 'unknown-registration' } },
  expired: { status: 410, body: { error: 'expired' } },
  'already-sent': { status: 409, body: { error: 'already-notified' } },
  'in-progress': { status: 409, body: { error: 'in-progress' } },
  // Saved during a flood: the staff learn of it through the flood alert, the visitor sees success.
  held: { status: 202, body: { ok: true } },
  // A later attempt is the schedule's, after its backoff (the visitor's call makes only the first).
  'not-due': { status: 409, body: { error: 'retry-scheduled' } },
  // Only the schedule meets it: the runs holding this registration died too often; it is failed
  // now, and the failure alert names it.
  'given-up': { status: 409, body: { error: 'given-up' } },
};

/** The seconds to wait after attempt `attempts` (1-based), or null: that was the last one. */
export function retryDelayAfter(attempts: number, retryDelays: readonly number[]): number | null {
  const index = Math.max(attempts, 1) - 1;
  return index < retryDelays.length ? (retryDelays[index] as number) : null;
}

async function loadLetter(store: IntakeStore, row: StoredRegistration, info: LetterInfo | null): Promise<LetterForEmail> {
  const path = row.referral_letter_path;
  const extension = referralLetterExtension(path);
  if (info === null) return { state: 'missing' };
  if (info.size !== null && info.size > REFERRAL_LETTER_MAX_BYTES) return { state: 'too-large' };
  // Throws when Storage fails: the attempt then fails and is retried.
  const bytes = await store.downloadLetter(path);
  if (bytes === null) return { state: 'missing' };
  if (bytes.byteLength > REFERRAL_LETTER_MAX_BYTES) return { state: 'too-large' };
  if (extension === null) {
    return { state: 'mismatch', extension: /\.([A-Za-z0-9]{1,8})$/.exec(path)?.[1] ?? 'onbekend' };
  }
  // What the bytes are, not how they start: a letter that fails stays in Storage, unattached.
  const inspection = await inspectLetter(bytes, extension);
  if (!inspection.ok) {
    if (inspection.reason === 'type-mismatch') return { state: 'mismatch', extension };
    return { state: 'flagged', reason: inspection.reason };
  }
  return {
    state: 'attached',
    attachment: {
      filename: `verwijsbrief-${registrationReference(row.id)}.${extension}`,
      contentType: referralLetterMimeTypeByExtension[extension],
      contentBase64: bytesToBase64(bytes),
    },
  };
}

/** The verdict the staff inbox shows for a letter: 'ok', or why it was not attached. */
export function letterVerdict(letter: LetterForEmail): LetterVerdict | null {
  switch (letter.state) {
    case 'attached':
      return 'ok';
    case 'flagged':
      return letter.reason;
    case 'mismatch':
      return 'type-mismatch';
    case 'missing':
    case 'too-large':
      return letter.state;
    case 'not-included':
      return null;
  }
}

export type Handler = (request: Request) => Promise<Response>;

export function createHandler(config: FunctionConfig): Handler {
  const log = config.log ?? defaultLog;
  const batchSize = config.scheduledBatchSize ?? 25;
  const timeBudgetMs = config.scheduledTimeBudgetMs ?? 40_000;
  const requestWork = config.requestWork ?? (() => new RequestWork());
  const orphanBatchSize = config.orphanBatchSize ?? 100;
  const purgeBatchSize = config.purgeBatchSize ?? 100;

  /**
   * Tells the staff by every channel configured: the webhook (which does not depend on the mail
   * path) and the alert address. True when at least one took it.
   */
  async function alertStaff(sender: MailSender, message: MailMessage): Promise<boolean> {
    const attempts: Array<Promise<unknown>> = [sender(message)];
    if (config.alertWebhookUrl !== null) {
      const fetchImpl = config.fetch ?? fetch;
      attempts.push(
        fetchImpl(config.alertWebhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // `text` is what Slack, Mattermost, Teams and most chat and paging webhooks read.
          body: JSON.stringify({ text: `${message.subject}\n\n${message.text}` }),
          signal: AbortSignal.timeout(10_000),
        }).then(async (response) => {
          await response.body?.cancel().catch(() => undefined);
          if (!response.ok) throw new Error(`webhook answered ${response.status}`);
        }),
      );
    }
    const results = await Promise.allSettled(attempts);
    return results.some((result) => result.status === 'fulfilled');
  }

  /** The flood alert, when one is due (at most one an hour while a flood lasts). */
  async function alertFloodIfDue(store: IntakeStore, sender: MailSender): Promise<boolean> {
    try {
      const flood = await store.claimFloodAlert();
      if (!flood.due) return false;
      if (
        await alertStaff(
          sender,
          buildFloodAlertEmail(flood, { from: config.mailFrom, to: config.alertTo, inboxUrl: config.staffInboxUrl }),
        )
      ) {
        log({ event: 'registration-email', outcome: 'flood-alert-sent', status: 200 });
        return true;
      }
      log({ event: 'registration-email', outcome: 'flood-alert-failed', status: 502 });
      await store.releaseFloodAlert();
    } catch {
      // The next call or run tries again.
    }
    return false;
  }

  /** The stale-schedule alert, once per silence of the schedule. */
  async function alertStaleScheduleIfDue(store: IntakeStore, sender: MailSender): Promise<void> {
    try {
      const stale = await store.claimStaleScheduleAlert();
      if (!stale.due) return;
      if (
        await alertStaff(sender, buildStaleScheduleAlertEmail(stale.lastRunAt, { from: config.mailFrom, to: config.alertTo }))
      ) {
        log({ event: 'registration-email', outcome: 'stale-alert-sent', status: 200 });
        return;
      }
      log({ event: 'registration-email', outcome: 'stale-alert-failed', status: 502 });
      await store.releaseStaleScheduleAlert();
    } catch {
      // The next call tries again.
    }
  }

  /**
   * Inspects held registrations' letters within the run's time budget and its request's work
   * budget, claiming one at a time: a claim taken and then left for want of budget would count as
   * a dead run.
   */
  async function checkHeldLetters(store: IntakeStore, started: number, work: RequestWork): Promise<number> {
    let checked = 0;
    while (Date.now() - started <= timeBudgetMs && work.mayStartLetterCheck()) {
      const batch = await store.claimHeldLetterChecks(1);
      if (batch.length === 0) break;
      for (const item of batch) {
        const row = v.safeParse(StoredRegistrationSchema, item.registration);
        if (!row.success) continue;
        // A failure leaves the letter unchecked; the claim lapses and a later run tries again.
        await checkLetter(store, row.output, item.letter)
          .then(() => {
            checked += 1;
            log({ event: 'registration-email', outcome: 'held-checked', status: 200, ref: registrationReference(row.output.id) });
          })
          .catch(() => undefined);
      }
    }
    return checked;
  }

  /** The unknown-client alert when one is due. False only when it was due and no channel took it. */
  async function alertUnknownClientsIfDue(store: IntakeStore, sender: MailSender): Promise<boolean> {
    try {
      const alert = await store.claimUnknownClientAlert();
      if (!alert.due) return true;
      if (await alertStaff(sender, buildUnknownClientAlertEmail(alert, { from: config.mailFrom, to: config.alertTo }))) {
        log({ event: 'registration-email', outcome: 'unknown-client-alert-sent', status: 200 });
        return true;
      }
      log({ event: 'registration-email', outcome: 'unknown-client-alert-failed', status: 502 });
      await store.releaseUnknownClientAlert(alert.previousAlertAt);
    } catch {
      // The next run tries again.
    }
    return false;
  }

  /**
   * The held summary when one is due: how many registrations it named, or null when it failed. The
   * names are marked after the message went, so a run that dies in between names them again next
   * hour (at least once, never lost).
   */
  async function sendHeldSummaryIfDue(store: IntakeStore, sender: MailSender): Promise<number | null> {
    try {
      const summary = await store.claimHeldSummary();
      if (!summary.due) return 0;
      const message = buildHeldSummaryEmail(summary, {
        from: config.mailFrom,
        to: config.alertTo,
        inboxUrl: config.staffInboxUrl,
      });
      if (!(await alertStaff(sender, message))) {
        log({ event: 'registration-email', outcome: 'held-summary-failed', status: 502 });
        await store.releaseHeldSummary();
        return null;
      }
      log({ event: 'registration-email', outcome: 'held-summary-sent', status: 200 });
      await store.markHeldSummarised(summary.items.map((item) => item.registration_id));
      return summary.items.length;
    } catch {
      return null;
    }
  }

  /**
   * Inspects the letter and records the verdict for the staff inbox; the letter as the full e-mail
   * carries it (attached or flagged). Throws when Storage or the database fails.
   */
  async function checkLetter(store: IntakeStore, row: StoredRegistration, info: LetterInfo | null): Promise<LetterForEmail> {
    const letter = await loadLetter(store, row, info);
    const verdict = letterVerdict(letter);
    if (verdict !== null) await store.recordLetterCheck(row.id, verdict);
    return letter;
  }

  /** Records the outcome; tries three times, because an unrecorded send would be sent again. */
  async function finish(
    store: IntakeStore,
    registrationId: string,
    result: Parameters<IntakeStore['finish']>[1],
  ): Promise<boolean> {
    for (const wait of [0, 250, 1000]) {
      if (wait > 0) await delay(wait);
      try {
        await store.finish(registrationId, result);
        return true;
      } catch {
        // try again
      }
    }
    log({ event: 'registration-email', outcome: 'store-failed', status: 503, ref: registrationReference(registrationId) });
    return false;
  }

  /** Claim, build from the stored row and letter, send, record. Exactly one e-mail per registration. */
  async function deliver(
    store: IntakeStore,
    sender: MailSender,
    registrationId: string,
    maxAgeMinutes: number | null,
  ): Promise<Delivery> {
    let claim: ClaimResult;
    try {
      claim = await store.claim(registrationId, maxAgeMinutes);
    } catch {
      return 'store-failed';
    }
    if (claim.outcome !== 'claimed') return claim.outcome;

    // Claimed: from here on every path records an outcome.
    const retryAfterSeconds = retryDelayAfter(claim.attempts, config.retryDelays);
    const row = v.safeParse(StoredRegistrationSchema, claim.registration);
    if (!row.success || row.output.id !== registrationId) {
      // Nothing a retry would change: give up at once, so the alert tells the staff.
      await finish(store, registrationId, { sent: false, error: 'invalid-row', retryAfterSeconds: null });
      return 'mail-failed';
    }

    let message: MailMessage;
    try {
      // Full: the letter is checked before the e-mail, which carries it; a failure is retried.
      const letter: LetterForEmail =
        config.emailContent === 'full' ? await checkLetter(store, row.output, claim.letter) : { state: 'not-included' };
      message = buildRegistrationEmail(row.output, letter, {
        from: config.mailFrom,
        to: config.mailTo,
        content: config.emailContent,
        inboxUrl: config.staffInboxUrl,
      });
    } catch {
      await finish(store, registrationId, { sent: false, error: 'letter-unavailable', retryAfterSeconds });
      return 'mail-failed';
    }

    try {
      await sender(message);
    } catch (error) {
      await finish(store, registrationId, { sent: false, error: mailErrorClass(error), retryAfterSeconds });
      return 'mail-failed';
    }
    await finish(store, registrationId, { sent: true });
    // Minimal: the doorbell holds nothing of the letter, so it goes first, and the check (a large
    // photo's decoding may take long) comes after. A check that fails or is cut off leaves the
    // letter "not checked yet" in the inbox, which asks the same second step as a flagged one.
    if (config.emailContent === 'minimal') await checkLetter(store, row.output, claim.letter).catch(() => undefined);
    return 'sent';
  }

  type ScheduledCounts = {
    retried: number;
    sent: number;
    failed: number;
    alerted: number;
    heldChecked: number;
    heldSummarised: number;
    floodAlerted: number;
    registrationsPurged: number;
    orphansDeleted: number;
  };

  async function runScheduled(store: IntakeStore, sender: MailSender): Promise<{ counts: ScheduledCounts; complete: boolean }> {
    const counts: ScheduledCounts = {
      retried: 0,
      sent: 0,
      failed: 0,
      alerted: 0,
      heldChecked: 0,
      heldSummarised: 0,
      floodAlerted: 0,
      registrationsPurged: 0,
      orphansDeleted: 0,
    };
    let complete = true;
    const started = Date.now();
    // Each delivery and each held letter may check a letter: none starts once the request has
    // used its share of the edge runtime's CPU limit. What is left waits for the next run.
    const work = requestWork();

    // 1. Retries: failed ones whose backoff is over, pending ones the browser never announced,
    //    and claims that were never finished.
    try {
      const due = await store.due(batchSize);
      for (const id of due) {
        if (Date.now() - started > timeBudgetMs || !work.mayStartLetterCheck()) break;
        if (!isRegistrationId(id)) continue;
        const registrationId = id.toLowerCase();
        const outcome = await deliver(store, sender, registrationId, null);
        if (outcome === 'sent' || outcome === 'mail-failed') {
          counts.retried += 1;
          counts[outcome === 'sent' ? 'sent' : 'failed'] += 1;
        }
        if (outcome === 'store-failed') complete = false;
        log({
          event: 'registration-email',
          outcome,
          status: visitorAnswers[outcome].status,
          ref: registrationReference(registrationId),
        });
      }
    } catch {
      complete = false;
    }

    // 1b. Held registrations get no e-mail of their own, but their letters are inspected like any
    //     other, so the inbox shows an attacker's letter as flagged rather than "not checked yet".
    //     Each is claimed first: a run that dies inside a check does not retry it forever.
    try {
      counts.heldChecked = await checkHeldLetters(store, started, work);
    } catch {
      complete = false;
    }

    // 2. One alert for every registration that failed its last attempt and nobody was told of.
    try {
      const failed = await store.unalertedFailed();
      if (failed.length > 0) {
        const alertSent = await alertStaff(
          sender,
          buildAlertEmail(failed, { from: config.mailFrom, to: config.alertTo, inboxUrl: config.staffInboxUrl }),
        );
        if (!alertSent) {
          complete = false;
          log({ event: 'registration-email', outcome: 'alert-failed', status: 502 });
        }
        if (alertSent) {
          for (const item of failed) {
            try {
              await store.markAlerted(item.registration_id);
              counts.alerted += 1;
              log({
                event: 'registration-email',
                outcome: 'alert-sent',
                status: 200,
                ref: registrationReference(item.registration_id),
              });
            } catch {
              complete = false;
            }
          }
        }
      }
    } catch {
      complete = false;
    }

    // 3. Retention: registrations closed longer ago than the privacy statement's period. Before the
    //    orphan sweep, so their letters go in this same run.
    try {
      counts.registrationsPurged = await store.purgeClosedRegistrations(purgeBatchSize);
    } catch {
      complete = false;
    }

    // 4. Letters no registration points to (the insert failed or was abandoned, or was purged).
    try {
      const names = (await store.orphanLetters(orphanBatchSize)).filter(
        (name) => typeof name === 'string' && name !== '' && !name.split('/').some((part) => part === '..' || part === '.'),
      );
      if (names.length > 0) {
        await store.deleteLetters(names);
        counts.orphansDeleted = names.length;
      }
    } catch {
      complete = false;
    }

    // 5. A flood: one alert an hour, whoever else is busy.
    if (await alertFloodIfDue(store, sender)) counts.floodAlerted = 1;

    // 5b. Requests whose client address could not be read: once a day at most. Their held
    //     registrations are announced by the summary only after this alert went.
    if (!(await alertUnknownClientsIfDue(store, sender))) complete = false;

    // 5c. The held summary: every held registration named once, at most one message an hour.
    const summarised = await sendHeldSummaryIfDue(store, sender);
    if (summarised === null) complete = false;
    else counts.heldSummarised = summarised;

    // 6. The heartbeat: a schedule that stops (or is refused) goes stale, and that is alerted.
    try {
      await store.recordScheduleRun(complete);
    } catch {
      complete = false;
    }

    return { counts, complete };
  }

  /** GET with HEALTH_CHECK_TOKEN or a service key: the intake's health, 200 healthy, 503 not. */
  async function healthCheck(request: Request, cors: Record<string, string>): Promise<Response> {
    const secrets = config.healthToken === null ? config.serviceKeys : [config.healthToken, ...config.serviceKeys];
    if (!carriesBearer(request, secrets)) {
      log({ event: 'registration-email', outcome: 'forbidden', status: 403 });
      return json(403, { error: 'forbidden' }, cors);
    }
    if (config.store === null || config.sender === null) {
      log({ event: 'registration-email', outcome: 'not-configured', status: 500 });
      return json(500, { error: 'not-configured' }, cors);
    }
    let health;
    try {
      health = await config.store.health();
    } catch {
      log({ event: 'registration-email', outcome: 'store-failed', status: 503 });
      return json(503, { error: 'unavailable' }, cors);
    }
    if (health.scheduleStale) await alertStaleScheduleIfDue(config.store, config.sender);
    const oldestUnsentMinutes = health.oldestUnsentAt === null ? 0 : (Date.now() - Date.parse(health.oldestUnsentAt)) / 60_000;
    // Not healthy while registrations are held and not yet announced (the held summary names them
    // within the hour after a flood), nor while pg_net reports the scheduled call refused or failing.
    const healthy =
      !health.scheduleStale &&
      !health.scheduleCallFailing &&
      !health.floodActive &&
      health.held === 0 &&
      health.failedUnalerted === 0 &&
      oldestUnsentMinutes < 30;
    const status = healthy ? 200 : 503;
    log({ event: 'registration-email', outcome: 'health', status });
    return json(status, { healthy, ...health }, cors);
  }

  return async function handler(request: Request): Promise<Response> {
    const {
      cors,
      originRefused,
      answer: refuse,
      preflight,
    } = browserCall<LogOutcome>(request, config.allowedOrigins, (outcome, status) =>
      log({ event: 'registration-email', outcome, status }),
    );

    if (request.method === 'OPTIONS') return preflight();
    if (request.method === 'GET') return healthCheck(request, cors);
    if (request.method !== 'POST') {
      return refuse(405, 'method-not-allowed', { error: 'method-not-allowed' }, { allow: 'GET, POST, OPTIONS' });
    }
    if (originRefused) return refuse(403, 'origin-refused', { error: 'origin-not-allowed' });
    if (!isJsonContentType(request.headers.get('content-type'))) {
      return refuse(415, 'unsupported-media-type', { error: 'invalid-request' });
    }

    const text = await readBodyLimited(request, REGISTRATION_NOTIFY_BODY_MAX_BYTES);
    if (text === null) return refuse(413, 'too-large', { error: 'too-large', maxBytes: REGISTRATION_NOTIFY_BODY_MAX_BYTES });

    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      return refuse(400, 'invalid', { error: 'invalid-request' });
    }

    // The schedule: service role only, whatever else the body says.
    if (payload !== null && typeof payload === 'object' && !Array.isArray(payload) && Object.hasOwn(payload, 'task')) {
      if (!carriesBearer(request, config.serviceKeys)) return refuse(403, 'forbidden', { error: 'forbidden' });
      if (!v.is(ScheduledTaskRequestSchema, payload)) return refuse(400, 'invalid', { error: 'invalid-request' });
      if (config.store === null || config.sender === null) return refuse(500, 'not-configured', { error: 'not-configured' });
      const { counts, complete } = await runScheduled(config.store, config.sender);
      const status = complete ? 200 : 503;
      log({ event: 'registration-email', outcome: 'scheduled', status });
      return json(status, complete ? counts : { error: 'unavailable', ...counts }, cors);
    }

    const parsed = v.safeParse(RegistrationNotifyRequestSchema, payload);
    if (!parsed.success) return refuse(400, 'invalid', { error: 'invalid-request' });
    if (config.store === null || config.sender === null) return refuse(500, 'not-configured', { error: 'not-configured' });

    const registrationId = parsed.output.registrationId;
    const outcome = await deliver(config.store, config.sender, registrationId, config.windowMinutes);
    const answer = visitorAnswers[outcome];
    log({ event: 'registration-email', outcome, status: answer.status, ref: registrationReference(registrationId) });
    // A stored registration (never a forged id) also checks that the safety net is alive, so a
    // dead schedule or a flood is reported even when nothing else runs.
    if (outcome !== 'unknown' && outcome !== 'store-failed') {
      if (outcome === 'held') await alertFloodIfDue(config.store, config.sender);
      await alertStaleScheduleIfDue(config.store, config.sender);
    }
    return json(answer.status, answer.body, cors);
  };
}
