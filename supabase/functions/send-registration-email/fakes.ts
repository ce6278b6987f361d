/**
 * Test doubles for the function's tests (never imported by index.ts): an in-memory IntakeStore
 * that follows the contract of migrations 20261123120000_intake.sql and
 * 20261126120000_intake_abuse.sql, a mail sender that records or
 * fails, and a Node HTTP server that answers the store's RPC and Storage calls as PostgREST and
 * Storage do, so the HTTP store and the Deno entry can be tested over the wire.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ClaimResult,
  FailedNotification,
  FloodAlert,
  HeldLetterCheck,
  HeldSummary,
  IntakeHealth,
  IntakeStore,
  StaleScheduleAlert,
  UnknownClientAlert,
} from '../_shared/intake-store.ts';
import type { StoredRegistration } from '../_shared/registration.ts';
import { personRecord } from '../_shared/test-fixtures/registrations.ts';
import type { MailMessage, MailSender } from './mail.ts';

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

// Fake personal data (none of it may appear in a log line, an alert or a minimal e-mail) and its
// stored row: the sample registration every suite shares.
export { PERSON, personRecord as sampleRow } from '../_shared/test-fixtures/registrations.ts';

// Real, clean letters: the function inspects a letter before attaching it (referral-letter.ts).
import { PDF } from '../_shared/test-fixtures/letters.ts';
export { DOC, DOCX, JPEG, PDF, PNG } from '../_shared/test-fixtures/letters.ts';

// ---------------------------------------------------------------------------------------------
// The store
// ---------------------------------------------------------------------------------------------

type NotificationRow = {
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'held';
  attempts: number;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
  next_attempt_at: Date | null;
  claimed_until: Date | null;
  sent_at: Date | null;
  alerted_at: Date | null;
  held_reason?: 'flood' | 'unknown-client' | null;
  dead_runs?: number;
  letter_check_attempts?: number;
  letter_check_claimed_until?: Date | null;
};

type StoredObject = { bytes: Uint8Array; mimetype: string | null; created_at: Date };

let idCounter = 0;

/** A fresh v4-shaped uuid (deterministic order, random tail). */
export function newId(): string {
  idCounter += 1;
  const hex = (crypto.randomUUID().replace(/-/g, '') + idCounter.toString(16).padStart(8, '0')).slice(-32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** In-memory stand-in for the six RPCs and the letter bucket, with a clock of its own. */
export class FakeIntakeStore implements IntakeStore {
  now = new Date('2026-11-23T12:00:00.000Z');
  orphanLetterHours = 24;
  /** flood_registrations_per_10_minutes. */
  floodThreshold = 30;
  /** schedule_stale_minutes. */
  scheduleStaleMinutes = 5;
  readonly createdAt = new Date(this.now);
  floodAlertedAt: Date | null = null;
  scheduleLastRunAt: Date | null = null;
  scheduleLastComplete: boolean | null = null;
  scheduleStaleAlertedAt: Date | null = null;
  heldSummaryAt: Date | null = null;
  unknownClientLastAt: Date | null = null;
  unknownClientAlertedAt: Date | null = null;
  /** notification_dead_runs. */
  deadRunsCap = 3;
  readonly registrations = new Map<string, StoredRegistration>();
  readonly notifications = new Map<string, NotificationRow>();
  readonly objects = new Map<string, StoredObject>();
  /** record_referral_letter_check's verdicts, by registration. */
  readonly letterChecks = new Map<string, string>();
  /** When each closed case was closed (staff_set_status); closed_registration_retention_days. */
  readonly closedAt = new Map<string, Date>();
  retentionDays = 365;
  /** Every call, by name, in order. */
  readonly calls: string[] = [];
  /** The next n calls of an operation throw (a store outage). */
  readonly failures: Partial<Record<keyof IntakeStore, number>> = {};

  advance(seconds: number): void {
    this.now = new Date(this.now.getTime() + seconds * 1000);
  }

  private later(seconds: number): Date {
    return new Date(this.now.getTime() + seconds * 1000);
  }

  private enter(operation: keyof IntakeStore): void {
    this.calls.push(operation);
    const pending = this.failures[operation] ?? 0;
    if (pending > 0) {
      this.failures[operation] = pending - 1;
      throw new Error(`fake store: ${operation} is down`);
    }
  }

  /** A stored letter (upload), older than now by `ageSeconds`. */
  putObject(name: string, bytes: Uint8Array, mimetype: string | null = 'application/pdf', ageSeconds = 0): void {
    this.objects.set(name, { bytes, mimetype, created_at: this.later(-ageSeconds) });
  }

  /**
   * A saved registration as the site makes one: letter uploaded, row inserted (the trigger adds a
   * pending notification due in 2 minutes). `letter: null` stores no object.
   */
  addRegistration(
    overrides: Partial<StoredRegistration> = {},
    options: { letter?: Uint8Array | null; mimetype?: string | null } = {},
  ): string {
    const id = overrides.id ?? newId();
    const row: StoredRegistration = {
      id,
      created_at: this.now.toISOString().replace('Z', '+00:00'),
      ...personRecord(overrides),
      ...overrides,
    };
    this.registrations.set(id, row);
    const letter = options.letter === undefined ? PDF : options.letter;
    if (letter !== null)
      this.putObject(row.referral_letter_path, letter, options.mimetype === undefined ? 'application/pdf' : options.mimetype);
    this.notifications.set(id, {
      status: 'pending',
      attempts: 0,
      last_error: null,
      created_at: this.now,
      updated_at: this.now,
      next_attempt_at: this.later(120),
      claimed_until: null,
      sent_at: null,
      alerted_at: null,
    });
    return id;
  }

  notification(id: string): NotificationRow {
    const row = this.notifications.get(id);
    if (row === undefined) throw new Error('no such notification');
    return row;
  }

  /** Everything stored, as text: equal before and after means nothing changed. */
  snapshot(): string {
    const objects = [...this.objects].map(([name, object]) => [
      name,
      Array.from(object.bytes).join(','),
      object.mimetype,
      object.created_at,
    ]);
    return JSON.stringify({ registrations: [...this.registrations], notifications: [...this.notifications], objects });
  }

  async claim(registrationId: string, maxAgeMinutes: number | null): Promise<ClaimResult> {
    this.enter('claim');
    const notification = this.notifications.get(registrationId);
    const row = this.registrations.get(registrationId);
    if (notification === undefined || row === undefined)
      return { outcome: 'unknown', attempts: 0, registration: null, letter: null };
    const base = { attempts: notification.attempts, registration: null, letter: null };
    if (notification.status === 'sent') return { outcome: 'already-sent', ...base };
    if (notification.status === 'held') return { outcome: 'held', ...base };
    if (notification.status === 'sending' && notification.claimed_until !== null && notification.claimed_until > this.now) {
      return { outcome: 'in-progress', ...base };
    }
    const visitor = maxAgeMinutes !== null;
    if (visitor && !(notification.status === 'pending' && notification.attempts === 0)) {
      return { outcome: 'not-due', ...base };
    }
    const due =
      ((notification.status === 'pending' || notification.status === 'failed') &&
        notification.next_attempt_at !== null &&
        notification.next_attempt_at <= this.now) ||
      notification.status === 'sending';
    if (!visitor && !due) return { outcome: 'not-due', ...base };
    const deadRuns = (notification.dead_runs ?? 0) + (notification.status === 'sending' ? 1 : 0);
    if (deadRuns >= this.deadRunsCap) {
      Object.assign(notification, {
        status: 'failed',
        next_attempt_at: null,
        claimed_until: null,
        dead_runs: deadRuns,
        last_error: 'run-died',
      });
      return { outcome: 'given-up', ...base };
    }
    if (visitor && new Date(row.created_at).getTime() < this.now.getTime() - maxAgeMinutes * 60_000) {
      return { outcome: 'expired', ...base };
    }
    if (this.floodActive()) {
      notification.status = 'held';
      notification.held_reason ??= 'flood';
      if (deadRuns > 0) notification.dead_runs = deadRuns;
      notification.next_attempt_at = null;
      notification.claimed_until = null;
      return { outcome: 'held', ...base };
    }
    notification.status = 'sending';
    if (deadRuns > 0) notification.dead_runs = deadRuns;
    notification.claimed_until = this.later(120);
    notification.attempts += 1;
    notification.updated_at = this.now;
    const object = this.objects.get(row.referral_letter_path);
    return {
      outcome: 'claimed',
      attempts: notification.attempts,
      registration: { ...row },
      letter:
        object === undefined
          ? null
          : { name: row.referral_letter_path, mimetype: object.mimetype, size: object.bytes.byteLength },
    };
  }

  async finish(
    registrationId: string,
    result: { sent: true } | { sent: false; error: string; retryAfterSeconds: number | null },
  ): Promise<void> {
    this.enter('finish');
    const notification = this.notifications.get(registrationId);
    if (notification === undefined) return;
    notification.updated_at = this.now;
    notification.claimed_until = null;
    if (result.sent) {
      notification.status = 'sent';
      notification.sent_at = this.now;
    } else {
      notification.status = 'failed';
      notification.last_error = result.error;
      notification.next_attempt_at = result.retryAfterSeconds === null ? null : this.later(result.retryAfterSeconds);
    }
  }

  async recordLetterCheck(registrationId: string, verdict: string): Promise<void> {
    this.enter('recordLetterCheck');
    if (this.registrations.has(registrationId)) this.letterChecks.set(registrationId, verdict);
  }

  async due(limit: number): Promise<string[]> {
    this.enter('due');
    return (
      [...this.notifications]
        .filter(
          ([, n]) =>
            ((n.status === 'pending' || n.status === 'failed') && n.next_attempt_at !== null && n.next_attempt_at <= this.now) ||
            (n.status === 'sending' && n.claimed_until !== null && n.claimed_until < this.now),
        )
        // Lapsed claims last, as due_registration_notifications orders them.
        .sort(
          ([, a], [, b]) =>
            Number(a.status === 'sending') - Number(b.status === 'sending') || a.created_at.getTime() - b.created_at.getTime(),
        )
        .slice(0, limit)
        .map(([id]) => id)
    );
  }

  async unalertedFailed(): Promise<FailedNotification[]> {
    this.enter('unalertedFailed');
    return [...this.notifications]
      .filter(([, n]) => n.status === 'failed' && n.next_attempt_at === null && n.alerted_at === null)
      .map(([id, n]) => {
        const row = this.registrations.get(id);
        return {
          registration_id: id,
          registration_type: row?.registration_type ?? null,
          location: row?.location ?? null,
          created_at: row?.created_at ?? null,
          attempts: n.attempts,
          last_error: n.last_error,
        };
      });
  }

  async markAlerted(registrationId: string): Promise<void> {
    this.enter('markAlerted');
    const notification = this.notifications.get(registrationId);
    if (notification !== undefined) notification.alerted_at = this.now;
  }

  async purgeClosedRegistrations(limit: number): Promise<number> {
    this.enter('purgeClosedRegistrations');
    const cutoff = this.now.getTime() - this.retentionDays * 86_400_000;
    const due = [...this.closedAt]
      .filter(([, closed]) => closed.getTime() < cutoff)
      .slice(0, limit)
      .map(([id]) => id);
    for (const id of due) {
      this.registrations.delete(id);
      this.notifications.delete(id);
      this.closedAt.delete(id);
    }
    return due.length;
  }

  async orphanLetters(limit: number): Promise<string[]> {
    this.enter('orphanLetters');
    const paths = new Set([...this.registrations.values()].map((row) => row.referral_letter_path));
    const cutoff = this.now.getTime() - this.orphanLetterHours * 3600_000;
    return [...this.objects]
      .filter(([name, object]) => !paths.has(name) && object.created_at.getTime() < cutoff)
      .slice(0, limit)
      .map(([name]) => name);
  }

  async downloadLetter(path: string): Promise<Uint8Array | null> {
    this.enter('downloadLetter');
    return this.objects.get(path)?.bytes ?? null;
  }

  async deleteLetters(names: readonly string[]): Promise<void> {
    this.enter('deleteLetters');
    for (const name of names) this.objects.delete(name);
  }

  private floodActive(): boolean {
    const since = this.now.getTime() - 10 * 60_000;
    return (
      [...this.registrations.values()].filter((row) => new Date(row.created_at).getTime() > since).length >= this.floodThreshold
    );
  }

  private scheduleStale(): boolean {
    return (this.scheduleLastRunAt ?? this.createdAt).getTime() < this.now.getTime() - this.scheduleStaleMinutes * 60_000;
  }

  private count(status: NotificationRow['status'][]): number {
    return [...this.notifications.values()].filter((n) => status.includes(n.status)).length;
  }

  async claimFloodAlert(): Promise<FloodAlert> {
    this.enter('claimFloodAlert');
    if (!this.floodActive()) return { due: false };
    if (this.floodAlertedAt !== null && this.floodAlertedAt.getTime() >= this.now.getTime() - 3600_000) return { due: false };
    this.floodAlertedAt = this.now;
    const hourAgo = this.now.getTime() - 3600_000;
    return {
      due: true,
      held: this.count(['held']),
      registrationsLastHour: [...this.registrations.values()].filter((row) => new Date(row.created_at).getTime() > hourAgo)
        .length,
    };
  }

  async releaseFloodAlert(): Promise<void> {
    this.enter('releaseFloodAlert');
    this.floodAlertedAt = null;
  }

  async recordScheduleRun(complete: boolean): Promise<void> {
    this.enter('recordScheduleRun');
    this.scheduleLastRunAt = this.now;
    this.scheduleLastComplete = complete;
    this.scheduleStaleAlertedAt = null;
  }

  async claimStaleScheduleAlert(): Promise<StaleScheduleAlert> {
    this.enter('claimStaleScheduleAlert');
    if (!this.scheduleStale() || this.scheduleStaleAlertedAt !== null) return { due: false };
    this.scheduleStaleAlertedAt = this.now;
    return { due: true, lastRunAt: this.scheduleLastRunAt?.toISOString() ?? null };
  }

  async releaseStaleScheduleAlert(): Promise<void> {
    this.enter('releaseStaleScheduleAlert');
    this.scheduleStaleAlertedAt = null;
  }

  private heldAnnounceable(): Array<[string, NotificationRow]> {
    return [...this.notifications].filter(
      ([, n]) =>
        n.status === 'held' &&
        (n.held_reason !== 'unknown-client' ||
          (this.unknownClientAlertedAt !== null && this.unknownClientAlertedAt >= n.created_at)),
    );
  }

  async claimHeldLetterChecks(limit: number): Promise<HeldLetterCheck[]> {
    this.enter('claimHeldLetterChecks');
    const due = [...this.notifications]
      .filter(
        ([id, n]) =>
          n.status === 'held' &&
          (n.letter_check_attempts ?? 0) < this.deadRunsCap &&
          (n.letter_check_claimed_until == null || n.letter_check_claimed_until < this.now) &&
          !this.letterChecks.has(id),
      )
      .slice(0, limit);
    return due.map(([id, n]) => {
      n.letter_check_attempts = (n.letter_check_attempts ?? 0) + 1;
      n.letter_check_claimed_until = this.later(120);
      const row = this.registrations.get(id) as StoredRegistration;
      const object = this.objects.get(row.referral_letter_path);
      return {
        registration: { ...row },
        letter:
          object === undefined
            ? null
            : { name: row.referral_letter_path, mimetype: object.mimetype, size: object.bytes.byteLength },
      };
    });
  }

  async claimHeldSummary(): Promise<HeldSummary> {
    this.enter('claimHeldSummary');
    const flood = this.floodActive();
    const held = this.heldAnnounceable();
    const hourAgo = this.now.getTime() - 3600_000;
    if (!held.some(([, n]) => !flood || n.created_at.getTime() < hourAgo)) return { due: false };
    if (this.heldSummaryAt !== null && this.heldSummaryAt.getTime() >= hourAgo) return { due: false };
    this.heldSummaryAt = this.now;
    return {
      due: true,
      floodActive: flood,
      total: held.length,
      items: held.slice(0, 500).map(([id, n]) => ({
        registration_id: id,
        created_at: n.created_at.toISOString(),
        held_reason: n.held_reason ?? null,
      })),
    };
  }

  async markHeldSummarised(registrationIds: readonly string[]): Promise<void> {
    this.enter('markHeldSummarised');
    for (const id of registrationIds) {
      const n = this.notifications.get(id);
      if (n?.status === 'held') Object.assign(n, { status: 'sent', sent_at: this.now });
    }
  }

  async releaseHeldSummary(): Promise<void> {
    this.enter('releaseHeldSummary');
    this.heldSummaryAt = null;
  }

  async claimUnknownClientAlert(): Promise<UnknownClientAlert> {
    this.enter('claimUnknownClientAlert');
    const previous = this.unknownClientAlertedAt;
    if (
      this.unknownClientLastAt === null ||
      (previous !== null && (previous >= this.unknownClientLastAt || previous.getTime() > this.now.getTime() - 86_400_000))
    ) {
      return { due: false };
    }
    this.unknownClientAlertedAt = this.now;
    return {
      due: true,
      previousAlertAt: previous?.toISOString() ?? null,
      count: 1,
      lastAt: this.unknownClientLastAt.toISOString(),
      held: [...this.notifications.values()].filter((n) => n.status === 'held' && n.held_reason === 'unknown-client').length,
    };
  }

  async releaseUnknownClientAlert(previousAlertAt: string | null): Promise<void> {
    this.enter('releaseUnknownClientAlert');
    this.unknownClientAlertedAt = previousAlertAt === null ? null : new Date(previousAlertAt);
  }

  async health(): Promise<IntakeHealth> {
    this.enter('health');
    const unsent = [...this.notifications.values()].filter((n) => ['pending', 'sending', 'failed'].includes(n.status));
    const oldest = unsent.reduce<Date | null>((min, n) => (min === null || n.created_at < min ? n.created_at : min), null);
    return {
      scheduleLastRunAt: this.scheduleLastRunAt?.toISOString() ?? null,
      scheduleLastComplete: this.scheduleLastComplete,
      scheduleStale: this.scheduleStale(),
      oldestUnsentAt: oldest?.toISOString() ?? null,
      unsent: unsent.length,
      failedUnalerted: [...this.notifications.values()].filter(
        (n) => n.status === 'failed' && n.next_attempt_at === null && n.alerted_at === null,
      ).length,
      held: this.count(['held']),
      heldOldestAt: null,
      heldUnchecked: [...this.notifications].filter(([id, n]) => n.status === 'held' && !this.letterChecks.has(id)).length,
      scheduleLastCall: null,
      scheduleCallFailing: false,
      floodActive: this.floodActive(),
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Mail
// ---------------------------------------------------------------------------------------------

/** Records sent messages; fails the next `failures` sends to addresses in `failing` (all if empty). */
export class FakeMail {
  readonly sent: MailMessage[] = [];
  readonly attempts: MailMessage[] = [];
  failures = 0;
  failing = new Set<string>();

  readonly sender: MailSender = async (message) => {
    this.attempts.push(message);
    if (this.failures > 0 && (this.failing.size === 0 || this.failing.has(message.to))) {
      this.failures -= 1;
      // As nodemailer reports a refusal: the text echoes the envelope, the code does not.
      throw Object.assign(
        new Error(`550 mailbox unavailable for ${message.replyTo ?? message.to}: ${message.text.slice(0, 200)}`),
        {
          code: 'EENVELOPE',
          responseCode: 550,
        },
      );
    }
    this.sent.push(message);
  };

  to(address: string): MailMessage[] {
    return this.sent.filter((message) => message.to === address);
  }
}

// ---------------------------------------------------------------------------------------------
// Over HTTP: PostgREST's /rest/v1/rpc and Storage's object routes in front of a FakeIntakeStore
// ---------------------------------------------------------------------------------------------

export type RecordedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

export type FakeSupabase = {
  url: string;
  requests: RecordedRequest[];
  stop(): Promise<void>;
};

export async function startFakeSupabase(store: FakeIntakeStore, serviceRoleKey: string): Promise<FakeSupabase> {
  const requests: RecordedRequest[] = [];
  const send = (res: http.ServerResponse, status: number, body: unknown, type = 'application/json') => {
    const payload =
      body instanceof Uint8Array ? body : body === undefined ? new Uint8Array() : new TextEncoder().encode(JSON.stringify(body));
    res.writeHead(status, { 'content-type': type, 'content-length': String(payload.byteLength) });
    res.end(payload);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
      void (async () => {
        if (req.headers.apikey !== serviceRoleKey || req.headers.authorization !== `Bearer ${serviceRoleKey}`) {
          send(res, 401, { code: 'PGRST301', details: null, hint: null, message: 'JWT invalid' });
          return;
        }
        const rpc = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(url.pathname);
        if (rpc !== null && req.method === 'POST') {
          const args = JSON.parse(body || '{}') as Record<string, unknown>;
          try {
            switch (rpc[1]) {
              case 'claim_registration_notification':
                send(res, 200, await store.claim(args.p_registration_id as string, args.p_max_age_minutes as number | null));
                return;
              case 'finish_registration_notification':
                await store.finish(
                  args.p_registration_id as string,
                  args.p_sent === true
                    ? { sent: true }
                    : {
                        sent: false,
                        error: args.p_error as string,
                        retryAfterSeconds: args.p_retry_after_seconds as number | null,
                      },
                );
                res.writeHead(204).end();
                return;
              case 'due_registration_notifications':
                send(res, 200, await store.due(args.p_limit as number));
                return;
              case 'unalerted_failed_notifications':
                send(res, 200, await store.unalertedFailed());
                return;
              case 'mark_notification_alerted':
                await store.markAlerted(args.p_registration_id as string);
                res.writeHead(204).end();
                return;
              case 'record_referral_letter_check':
                await store.recordLetterCheck(args.p_registration_id as string, args.p_verdict as string);
                res.writeHead(204).end();
                return;
              case 'purge_closed_registrations':
                send(res, 200, await store.purgeClosedRegistrations(args.p_limit as number));
                return;
              case 'orphan_referral_letters':
                send(res, 200, await store.orphanLetters(args.p_limit as number));
                return;
              case 'claim_flood_alert':
                send(res, 200, await store.claimFloodAlert());
                return;
              case 'claim_stale_schedule_alert':
                send(res, 200, await store.claimStaleScheduleAlert());
                return;
              case 'intake_health':
                send(res, 200, await store.health());
                return;
              case 'record_schedule_run':
                await store.recordScheduleRun(args.p_complete === true);
                res.writeHead(204).end();
                return;
              case 'release_flood_alert':
                await store.releaseFloodAlert();
                res.writeHead(204).end();
                return;
              case 'release_stale_schedule_alert':
                await store.releaseStaleScheduleAlert();
                res.writeHead(204).end();
                return;
              case 'claim_held_letter_checks':
                send(res, 200, await store.claimHeldLetterChecks(args.p_limit as number));
                return;
              case 'claim_held_summary':
                send(res, 200, await store.claimHeldSummary());
                return;
              case 'mark_held_summarised':
                await store.markHeldSummarised(args.p_registration_ids as string[]);
                send(res, 200, 0);
                return;
              case 'release_held_summary':
                await store.releaseHeldSummary();
                res.writeHead(204).end();
                return;
              case 'claim_unknown_client_alert':
                send(res, 200, await store.claimUnknownClientAlert());
                return;
              case 'release_unknown_client_alert':
                await store.releaseUnknownClientAlert(args.p_previous as string | null);
                res.writeHead(204).end();
                return;
              default:
                send(res, 404, { code: 'PGRST202', details: null, hint: null, message: 'Could not find the function' });
                return;
            }
          } catch {
            send(res, 500, { code: 'XX000', details: null, hint: null, message: 'internal error with personal data in it' });
            return;
          }
        }
        const object = /^\/storage\/v1\/object\/referral_letters\/(.+)$/.exec(url.pathname);
        if (object !== null && req.method === 'GET') {
          try {
            const bytes = await store.downloadLetter(decodeURIComponent(object[1] as string));
            if (bytes === null) send(res, 400, { statusCode: '404', error: 'not_found', message: 'Object not found' });
            else send(res, 200, bytes, 'application/octet-stream');
          } catch {
            send(res, 500, { statusCode: '500', error: 'internal', message: 'storage down' });
          }
          return;
        }
        if (url.pathname === '/storage/v1/object/referral_letters' && req.method === 'DELETE') {
          const { prefixes } = JSON.parse(body) as { prefixes: string[] };
          await store.deleteLetters(prefixes);
          send(
            res,
            200,
            prefixes.map((name) => ({ name, bucket_id: 'referral_letters' })),
          );
          return;
        }
        send(res, 404, { message: 'no Route matched with those values' });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
