/**
 * The part of Supabase Auth (GoTrue, `/auth/v1`) the staff inbox calls through supabase-js, answering
 * as hosted Auth does: password sign-in and refresh (`POST /token`), the signed-in user (`GET
 * /user`), TOTP enrolment, challenge and verification (`/factors`), sign-out (`POST /logout`), and
 * for the service role creating a user (`POST /admin/users`, what the seed uses) and inviting one
 * (`POST /invite`, what `npm run staff:invite` uses): the invitation e-mail's link (`GET /verify`)
 * signs the invitee in without a password, who then chooses one (`PUT /user`). Sign-up is not
 * served: staff are invited, never sign themselves up.
 *
 * Access tokens are HS256 JWTs with GoTrue's claims (sub, role authenticated, session_id, aal, amr),
 * signed with the local stack's public JWT secret; REST accepts them (verifyAccessToken) and sets
 * `request.jwt.claims` from them, so the migrations' checks of `aal` and `auth.sessions` decide.
 * Sessions, factors, challenges and refresh tokens live in PGlite's auth schema (supabase/platform/supabase.sql).
 *
 * Where hosted Auth is stricter than a plain implementation, this follows it (supabase/auth
 * `internal/api`): per-address rate limits with GoTrue's token buckets (`options.go`, `token.go`,
 * `api.go`), no new factor at aal1 once one is verified (`mfa.go` validateFactors), a challenge
 * bound to the address that asked for it, and a verification that ends the user's aal1 sessions.
 * Where hosted is weaker, this is as weak, so no test passes only because the stand-in is kinder:
 * a wrong code leaves the challenge usable, and a TOTP code may be used again on a new challenge
 * within its 90 seconds (GoTrue records no used codes), and an unknown address is answered without
 * a password hash, as hosted answers it, so its timing differs from a wrong password's.
 */
import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import type { Env, Hono } from 'hono';
import { jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { MailSender } from '../functions/send-registration-email/mail.ts';
import { configSetting, LOCAL_JWT_SECRET, LOCAL_KEYS, LOCAL_MAIL_FROM, supabaseDir } from './config.ts';
import type { Answer } from './rest.ts';
import { socketAddress } from './socket-address.ts';

/** GoTrue's default jwt_expiry. */
const ACCESS_TOKEN_SECONDS = 3600;
/** How long a TOTP challenge may be verified (GoTrue's mfa.challenge_expiry_duration). */
const CHALLENGE_SECONDS = 300;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * How long an invitation link may be followed, once: GoTrue's mailer OTP expiry (`[auth.email]
 * otp_expiry`, an hour by default, a day at most). config.toml sets a day, so an invitation sent in
 * the afternoon still works the next morning, as the e-mail says; the hosted value is the dashboard's.
 */
export const INVITATION_SECONDS = Number(configSetting('auth.email', 'otp_expiry') ?? 3600);
const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);
const derive = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

/** A number from config.toml, or GoTrue's default when the setting is absent. */
const numberSetting = (name: string, table: string, fallback: number) => Number(configSetting(table, name) ?? fallback);

/** `[auth] minimum_password_length` (GoTrue's default 6 when unset). */
export const MINIMUM_PASSWORD_LENGTH = Number(configSetting('auth', 'minimum_password_length') ?? 6);
/** `[auth] site_url`: where Auth sends a browser whose redirect_to is not allowed. */
export const SITE_URL = configSetting('auth', 'site_url') ?? 'http://127.0.0.1:5173';

/**
 * Auth's per-address rate limits, as GoTrue builds them (supabase/auth `internal/api/options.go`
 * NewLimiterOptions; tollbooth token buckets): each bucket holds 30 requests and refills at the
 * configured number per period. The Supabase CLI passes `[auth.rate_limit]` on as
 * GOTRUE_RATE_LIMIT_TOKEN_REFRESH (token_refresh), _OTP (sign_in_sign_ups) and _VERIFY
 * (token_verifications) (supabase/cli `internal/start/start.go`, `pkg/config/auth.go`); the
 * defaults are GoTrue's (`internal/conf/configuration.go`). Password sign-in is counted with token
 * refreshes in one bucket (`token.go` Token: `limiterOpts.Token` for every grant but web3), not
 * under sign_in_sign_ups, whatever its name suggests (supabase/auth#2333). MFA challenges and
 * verifications have 15 a minute each (GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY, not in
 * config.toml).
 */
export const AUTH_RATE_LIMITS = {
  /** POST /token (password and refresh_token grants): token_refresh per 5 minutes. */
  token: { perSecond: numberSetting('token_refresh', 'auth.rate_limit', 150) / 300, burst: 30 },
  /** GET/POST /verify (the invitation link): token_verifications per 5 minutes. */
  verify: { perSecond: numberSetting('token_verifications', 'auth.rate_limit', 30) / 300, burst: 30 },
  /** PUT /user (a new password): sign_in_sign_ups per 5 minutes. */
  user: { perSecond: numberSetting('sign_in_sign_ups', 'auth.rate_limit', 30) / 300, burst: 30 },
  /** POST /factors/:id/challenge and /verify, each: 15 a minute. */
  factorChallenge: { perSecond: 15 / 60, burst: 30 },
  factorVerify: { perSecond: 15 / 60, burst: 30 },
} as const;

/** `[auth.mfa] max_enrolled_factors` (GoTrue's default 10); verified factors are capped at 10 too. */
const MAX_ENROLLED_FACTORS = numberSetting('max_enrolled_factors', 'auth.mfa', 10);
const MAX_VERIFIED_FACTORS = 10;
/** An unverified factor older than this is deleted at the next enrolment (GoTrue's mfa.factor_expiry_duration). */
const UNVERIFIED_FACTOR_SECONDS = 300;

/**
 * Per-client token buckets, as tollbooth keeps them for GoTrue: a client starts with `burst`
 * requests, each request takes one, and they come back at `perSecond`; a refused request takes
 * none. `now` (seconds) is for tests.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limit: { perSecond: number; burst: number },
    private readonly now: () => number = () => performance.now() / 1000,
  ) {}

  take(client: string): boolean {
    const at = this.now();
    const previous = this.buckets.get(client);
    const tokens = Math.min(
      this.limit.burst,
      previous ? previous.tokens + (at - previous.at) * this.limit.perSecond : this.limit.burst,
    );
    const allowed = tokens >= 1;
    this.buckets.set(client, { tokens: allowed ? tokens - 1 : tokens, at });
    if (this.buckets.size > 10_000) this.forgetFull(at);
    return allowed;
  }

  /** Drops clients whose bucket has filled up again: they start full anyway. */
  private forgetFull(at: number): void {
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + (at - bucket.at) * this.limit.perSecond >= this.limit.burst) this.buckets.delete(client);
    }
  }
}

/**
 * The redirect targets Auth accepts (hosted: the Site URL and Auth's redirect URLs): the staff
 * app's local origins (dev server 5174, preview 4174), STAFF_INBOX_URL / STAFF_APP_URL when set,
 * and the site URL. Compared by origin.
 */
function allowedOrigins(): Set<string> {
  const origins = ['http://127.0.0.1:5174', 'http://localhost:5174', 'http://127.0.0.1:4174', 'http://localhost:4174', SITE_URL];
  for (const name of ['STAFF_INBOX_URL', 'STAFF_APP_URL']) {
    const value = process.env[name]?.trim();
    if (value) origins.push(value);
  }
  return new Set(origins.flatMap((url) => (URL.canParse(url) ? [new URL(url).origin] : [])));
}

/** `redirect_to` if Auth allows it, else the site URL (as GoTrue falls back). */
export function redirectTarget(redirectTo: string | undefined): string {
  if (redirectTo && URL.canParse(redirectTo)) {
    const url = new URL(redirectTo);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && allowedOrigins().has(url.origin)) return url.href;
  }
  return SITE_URL;
}

/** `target` with `params` as its fragment, as GoTrue's implicit-flow redirects carry them. */
function withFragment(target: string, params: Record<string, string | number>): string {
  const url = new URL(target);
  url.hash = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return url.href;
}

/** Invitation tokens are kept only as this hash: a copy of the database opens no invitation. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The invitation e-mail as config.toml's `[auth.email.template.invite]` sets it (the subject, and
 * the HTML file at content_path, with GoTrue's template fields `{{ .ConfirmationURL }}` (the
 * GET /verify link), `{{ .TokenHash }}` (the token that link carries), `{{ .RedirectTo }}`,
 * `{{ .SiteURL }}` and `{{ .Email }}`, as GoTrue's InviteMail fills them; escaped as Go's
 * html/template escapes them). The text part is the same message with each link written out. The
 * address is the recipient only.
 */
function invitationMail(to: string, fields: { ConfirmationURL: string; TokenHash: string; RedirectTo: string }) {
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;').replace(/'/g, '&#39;');
  const values: Record<string, string> = { ...fields, SiteURL: SITE_URL, Email: to };
  const template = readFileSync(
    path.resolve(path.dirname(supabaseDir), configSetting('auth.email.template.invite', 'content_path') ?? ''),
    'utf8',
  );
  const html = template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (_all, name: string) => escape(values[name] ?? ''));
  // One line per paragraph, a blank line between them, the link written out after its words.
  const text = html
    .replace(/\s+/g, ' ')
    .replace(/<\/(?:p|h\d)>/g, '\n\n')
    .replace(/<a href="([^"]*)">([^<]*)<\/a>/g, '$2: $1')
    .replace(/<[^>]+>/g, '')
    .replace(/&#34;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/ *\n */g, '\n')
    .trim();
  return {
    from: LOCAL_MAIL_FROM,
    to,
    subject: configSetting('auth.email.template.invite', 'subject') ?? 'You have been invited',
    text: `${text}\n`,
    html,
    attachments: [],
  };
}

/**
 * An Auth error as GoTrue answers it with API version 2024-01-01: `{ code, message }`, the version
 * header exposed to the browser (supabase-js reads the code only when it can see it).
 */
const authError = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code, message },
  headers: { 'x-supabase-api-version': '2024-01-01', 'access-control-expose-headers': 'x-supabase-api-version' },
});

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${(await derive(password, salt, 32)).toString('base64')}`;
}

async function passwordMatches(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64');
  return timingSafeEqual(await derive(password, Buffer.from(salt, 'base64'), expected.length), expected);
}

/**
 * The client's address as the gateway sees it (the socket's, as server.ts's gatewayHeaders passes it
 * on as cf-connecting-ip), which GoTrue's limits key on via the gateway's header.
 */
function clientAddress(env: unknown): string {
  return socketAddress((env as { incoming?: IncomingMessage } | undefined)?.incoming) ?? 'unknown';
}

/** The TOTP a factor's secret yields, as authenticator apps compute it (SHA-1, 6 digits, 30 s). */
export function totpFor(base32Secret: string, issuer = 'Ankerlicht', label = ''): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(base32Secret) });
}

/** The claims of a valid access token whose role is authenticated, else null. */
export async function verifyAccessToken(token: string): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return payload.role === 'authenticated' && typeof payload.sub === 'string' ? payload : null;
  } catch {
    return null;
  }
}

type UserRow = {
  id: string;
  email: string;
  created_at: Date;
  last_sign_in_at: Date | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
};
type SessionRow = { id: string; user_id: string; aal: string; created_at: Date; not_after: Date | null };

export type AuthOptions = {
  /**
   * Delivers Auth's e-mail (the invitation), as a hosted project's SMTP settings do: the local
   * backend hands in maildev's. null: no mail catcher, so no invitation can be sent (Auth answers
   * 500, as GoTrue does when its mailer fails, and creates no user).
   */
  sendMail?: MailSender | null;
};

export function authRoutes<E extends Env>(
  app: Hono<E>,
  db: PGlite,
  issuer: () => string,
  reply: (answer: Answer) => Response,
  options: AuthOptions = {},
): void {
  const limiters = {
    token: new TokenBuckets(AUTH_RATE_LIMITS.token),
    verify: new TokenBuckets(AUTH_RATE_LIMITS.verify),
    user: new TokenBuckets(AUTH_RATE_LIMITS.user),
    factorChallenge: new TokenBuckets(AUTH_RATE_LIMITS.factorChallenge),
    factorVerify: new TokenBuckets(AUTH_RATE_LIMITS.factorVerify),
  };
  /** GoTrue's answer past a limit (`apierrors`: 429 over_request_rate_limit), or null within it. */
  const overLimit = (limiter: keyof typeof limiters, env: unknown): Answer | null =>
    limiters[limiter].take(clientAddress(env)) ? null : authError(429, 'over_request_rate_limit', 'Request rate limit reached');
  /**
   * The address each open challenge was asked from: GoTrue verifies a challenge only from the
   * address that created it (`mfa.go` validateChallenge). In memory: challenges live 5 minutes.
   */
  const challengeAddresses = new Map<string, { address: string; at: number }>();
  function rememberChallenge(id: string, address: string): void {
    const now = Date.now();
    for (const [key, { at }] of challengeAddresses) if (now - at > CHALLENGE_SECONDS * 1000) challengeAddresses.delete(key);
    challengeAddresses.set(id, { address, at: now });
  }

  async function userJson(userId: string): Promise<Record<string, unknown>> {
    const user = (await db.query<UserRow>('select * from auth.users where id = $1', [userId])).rows[0];
    const factors = (
      await db.query<{ id: string; friendly_name: string | null; status: string; created_at: Date; updated_at: Date }>(
        'select id, friendly_name, status, created_at, updated_at from auth.mfa_factors where user_id = $1 order by created_at',
        [userId],
      )
    ).rows.map((factor) => ({ ...factor, factor_type: 'totp' }));
    return {
      id: userId,
      aud: 'authenticated',
      role: 'authenticated',
      email: user?.email,
      email_confirmed_at: user?.email_confirmed_at,
      confirmed_at: user?.email_confirmed_at,
      ...(user?.invited_at ? { invited_at: user.invited_at } : {}),
      phone: '',
      last_sign_in_at: user?.last_sign_in_at,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [],
      factors,
      created_at: user?.created_at,
      updated_at: user?.created_at,
      is_anonymous: false,
    };
  }

  /** A new access token and refresh token for a session, as the session response GoTrue gives. */
  /**
   * Records how the session was signed in, as GoTrue's AddClaimToSession: one row per method, its
   * time updated when the method is used again in the same session.
   */
  async function addClaim(sessionId: string, method: 'password' | 'otp' | 'totp'): Promise<void> {
    await db.query(
      `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
      [sessionId, method],
    );
  }

  /** A new session of the user, signed in by `method`. */
  async function newSession(userId: string, method: 'password' | 'otp'): Promise<SessionRow> {
    const session = (
      await db.query<SessionRow>('insert into auth.sessions (id, user_id) values ($1, $2) returning *', [randomUUID(), userId])
    ).rows[0] as SessionRow;
    await addClaim(session.id, method);
    return session;
  }

  /**
   * Uses an invitation's token once, if it is known and in time: the address is confirmed and the
   * token gone (GoTrue's signupVerify). Whose it was, or undefined.
   */
  async function spendInvitation(token: string): Promise<{ id: string } | undefined> {
    const spent = await db.query<{ id: string }>(
      `update auth.users
          set confirmation_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now()
        where confirmation_token = $1 and confirmation_sent_at > now() - make_interval(secs => $2)
        returning id`,
      [tokenHash(token), INVITATION_SECONDS],
    );
    return spent.rows[0];
  }

  async function sessionAnswer(session: SessionRow): Promise<Answer> {
    const now = Math.floor(Date.now() / 1000);
    const user = await userJson(session.user_id);
    // The amr as GoTrue's CalculateAALAndAMR: each claim with the time it was made or last renewed
    // (a refresh adds none), the most recent first.
    const claims = await db.query<{ method: string; at: number }>(
      `select authentication_method as method, floor(extract(epoch from updated_at))::int as at
         from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
      [session.id],
    );
    const accessToken = await new SignJWT({
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: user.app_metadata,
      user_metadata: {},
      session_id: session.id,
      aal: session.aal,
      amr: claims.rows.map(({ method, at }) => ({ method, timestamp: at })),
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(session.user_id)
      .setIssuer(`${issuer()}/auth/v1`)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
      .sign(secret);
    const refreshToken = randomBytes(24).toString('base64url');
    await db.query('insert into auth.refresh_tokens (token, session_id) values ($1, $2)', [refreshToken, session.id]);
    await db.query('update auth.sessions set updated_at = now() where id = $1', [session.id]);
    const body = {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: now + ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken,
      user,
    };
    return { status: 200, body };
  }

  /** The bearer's live session, or the error GoTrue gives. */
  async function signedIn(request: Request): Promise<{ claims: Record<string, unknown>; session: SessionRow } | Answer> {
    const token = /^Bearer (\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    const claims = await verifyAccessToken(token);
    if (claims === null) return authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    const session = (
      await db.query<SessionRow>(
        'select * from auth.sessions where id = $1 and user_id = $2 and (not_after is null or not_after > now())',
        [String(claims.session_id ?? ''), claims.sub],
      )
    ).rows[0];
    if (session === undefined) return authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    return { claims, session };
  }

  const body = async (request: Request): Promise<Record<string, unknown>> => {
    const parsed: unknown = await request.json().catch(() => null);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  };

  /** Whether the bearer is a service key (secret or legacy service_role), as GoTrue's admin routes ask. */
  const isServiceKey = (request: Request) =>
    LOCAL_KEYS.get(/^Bearer (\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '')?.role === 'service_role';

  app.post('/auth/v1/token', async (c) => {
    const input = await body(c.req.raw);
    const grant = c.req.query('grant_type');
    // One bucket for both grants, counted before the credentials are looked at (token.go Token).
    if (grant === 'password' || grant === 'refresh_token') {
      const limited = overLimit('token', c.env);
      if (limited) return reply(limited);
    }
    if (grant === 'password') {
      const user = (
        await db.query<{ id: string; encrypted_password: string | null }>(
          'select id, encrypted_password from auth.users where lower(email) = lower($1)',
          [String(input.email ?? '')],
        )
      ).rows[0];
      // The same answer for an unknown address, one without a password yet (an invitation not
      // followed) and a wrong password. As hosted GoTrue (`token.go` ResourceOwnerPasswordGrant),
      // an unknown address is answered at once, without hashing: the time tells which addresses
      // exist, so the product must not count on staff addresses staying unknown.
      if (user === undefined || !(await passwordMatches(String(input.password ?? ''), user.encrypted_password))) {
        return reply(authError(400, 'invalid_credentials', 'Invalid login credentials'));
      }
      const session = await newSession(user.id, 'password');
      await db.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
      return reply(await sessionAnswer(session));
    }
    if (grant === 'refresh_token') {
      // One use per refresh token, as GoTrue rotates them; the session must still exist.
      const used = (
        await db.query<SessionRow>(
          `update auth.refresh_tokens t set revoked = true from auth.sessions s
            where t.token = $1 and not t.revoked and s.id = t.session_id and (s.not_after is null or s.not_after > now())
            returning s.*`,
          [String(input.refresh_token ?? '')],
        )
      ).rows[0];
      if (used === undefined)
        return reply(authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'));
      return reply(await sessionAnswer(used));
    }
    return reply(authError(400, 'validation_failed', 'Unsupported grant type'));
  });

  app.get('/auth/v1/user', async (c) => {
    const caller = await signedIn(c.req.raw);
    if ('status' in caller) return reply(caller);
    return reply({ status: 200, body: await userJson(caller.session.user_id) });
  });

  /**
   * GoTrue's checks before a new factor (`mfa.go` validateFactors), in its order: unverified
   * factors older than five minutes go; a name already used (an absent name counts as "", so a
   * second unnamed enrolment within those five minutes is refused too); at most
   * MAX_ENROLLED_FACTORS factors and MAX_VERIFIED_FACTORS verified; and once a factor is verified,
   * only an aal2 session may add one: a stolen password alone cannot link the thief's own app.
   */
  async function enrolmentRefusal(session: SessionRow, friendlyName: string): Promise<Answer | null> {
    await db.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - make_interval(secs => $2)`,
      [session.user_id, UNVERIFIED_FACTOR_SECONDS],
    );
    const factors = (
      await db.query<{ friendly_name: string | null; status: string }>(
        'select friendly_name, status from auth.mfa_factors where user_id = $1',
        [session.user_id],
      )
    ).rows;
    if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
      return authError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    const verified = factors.filter((factor) => factor.status === 'verified').length;
    if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_VERIFIED_FACTORS) {
      return authError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    if (verified > 0 && session.aal !== 'aal2') return authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    return null;
  }

  app.post('/auth/v1/factors', async (c) => {
    const caller = await signedIn(c.req.raw);
    if ('status' in caller) return reply(caller);
    const input = await body(c.req.raw);
    if (input.factor_type !== 'totp') return reply(authError(400, 'validation_failed', 'Only TOTP factors are served here'));
    const friendlyName = typeof input.friendly_name === 'string' ? input.friendly_name : null;
    const refused = await enrolmentRefusal(caller.session, friendlyName ?? '');
    if (refused) return reply(refused);
    const id = randomUUID();
    const factorSecret = new Secret({ size: 20 }).base32;
    await db.query('insert into auth.mfa_factors (id, user_id, friendly_name, secret) values ($1, $2, $3, $4)', [
      id,
      caller.session.user_id,
      friendlyName,
      factorSecret,
    ]);
    const issuerName = typeof input.issuer === 'string' ? input.issuer : 'Ankerlicht';
    const uri = totpFor(factorSecret, issuerName, String(caller.claims.email ?? '')).toString();
    // As GoTrue: the URI also as an SVG QR code (supabase-js hands it on as a data: URL to show).
    const qrCode = await QRCode.toString(uri, { type: 'svg', margin: 1 });
    return reply({
      status: 200,
      body: { id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret: factorSecret, uri } },
    });
  });

  /**
   * The factor in the path, as GoTrue's loadFactor middleware finds it (`admin.go`:
   * FindOwnedFactorByID): 404 for a malformed id or another user's factor. In GoTrue's router
   * (`api.go`) loadFactor is the `/factors/{factor_id}` route's own middleware and the MFA limit is
   * the handler's (`r.With(limitHandler)`), so a request for a factor not found is answered before
   * the limit counts it; here in the same order.
   */
  async function ownFactor(factorId: string, userId: string): Promise<{ id: string; secret: string } | Answer> {
    if (!UUID.test(factorId)) return authError(404, 'validation_failed', 'factor_id must be an UUID');
    const sql = 'select id, secret from auth.mfa_factors where id = $1 and user_id = $2';
    const factor = (await db.query<{ id: string; secret: string }>(sql, [factorId, userId])).rows[0];
    return factor ?? authError(404, 'mfa_factor_not_found', 'Factor not found');
  }

  app.post('/auth/v1/factors/:id/challenge', async (c) => {
    const caller = await signedIn(c.req.raw);
    if ('status' in caller) return reply(caller);
    const factor = await ownFactor(c.req.param('id'), caller.session.user_id);
    if ('status' in factor) return reply(factor);
    const limited = overLimit('factorChallenge', c.env);
    if (limited) return reply(limited);
    const id = randomUUID();
    await db.query('insert into auth.mfa_challenges (id, factor_id) values ($1, $2)', [id, c.req.param('id')]);
    rememberChallenge(id, clientAddress(c.env));
    return reply({ status: 200, body: { id, type: 'totp', expires_at: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS } });
  });

  app.post('/auth/v1/factors/:id/verify', async (c) => {
    const caller = await signedIn(c.req.raw);
    if ('status' in caller) return reply(caller);
    const input = await body(c.req.raw);
    const factor = await ownFactor(c.req.param('id'), caller.session.user_id);
    if ('status' in factor) return reply(factor);
    const limited = overLimit('factorVerify', c.env);
    if (limited) return reply(limited);
    // The challenge as GoTrue checks it (`mfa.go` validateChallenge): this factor's, not used,
    // asked from this address, in time (an expired one is deleted).
    const challengeId = String(input.challenge_id ?? '');
    const challenge = UUID.test(challengeId)
      ? (
          await db.query<{ verified_at: Date | null; expired: boolean }>(
            `select verified_at, created_at < now() - make_interval(secs => $3) as expired
               from auth.mfa_challenges where id = $1 and factor_id = $2`,
            [challengeId, factor.id, CHALLENGE_SECONDS],
          )
        ).rows[0]
      : undefined;
    if (challenge === undefined) {
      return reply(authError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'));
    }
    const mismatch = authError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    if (challenge.verified_at !== null || challengeAddresses.get(challengeId)?.address !== clientAddress(c.env)) {
      return reply(mismatch);
    }
    if (challenge.expired) {
      await db.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
      challengeAddresses.delete(challengeId);
      return reply(
        authError(
          422,
          'mfa_challenge_expired',
          `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
        ),
      );
    }
    // A wrong code leaves the challenge usable, and GoTrue records no used codes or time steps: a
    // code passes on every challenge while it is current (pquerna/otp ValidateCustom, skew 1).
    if (totpFor(factor.secret).validate({ token: String(input.code ?? ''), window: 1 }) === null) {
      return reply(authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'));
    }
    const used = await db.query('update auth.mfa_challenges set verified_at = now() where id = $1 and verified_at is null', [
      challengeId,
    ]);
    if (used.affectedRows === 0) return reply(mismatch);
    challengeAddresses.delete(challengeId);
    await db.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
    const session = (
      await db.query<SessionRow>(`update auth.sessions set aal = 'aal2', factor_id = $2 where id = $1 returning *`, [
        caller.session.id,
        factor.id,
      ])
    ).rows[0] as SessionRow;
    await addClaim(session.id, 'totp');
    // As GoTrue after a verification (InvalidateSessionsWithAALLessThan, DeleteUnverifiedFactors):
    // the user's sessions below aal2 end, and factors still unverified go.
    await db.query(`delete from auth.sessions where user_id = $1 and aal <> 'aal2'`, [session.user_id]);
    await db.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified'`, [session.user_id]);
    return reply(await sessionAnswer(session));
  });

  app.post('/auth/v1/admin/users', async (c) => {
    if (!isServiceKey(c.req.raw)) return reply(authError(403, 'not_admin', 'User not allowed'));
    const input = await body(c.req.raw);
    const email = String(input.email ?? '').trim();
    const password = String(input.password ?? '');
    if (!/^[^@\s]+@[^@\s]+$/.test(email) || password.length < 6) {
      return reply(authError(400, 'validation_failed', 'An e-mail address and a password of at least 6 characters are required'));
    }
    const taken = (await db.query('select 1 from auth.users where lower(email) = lower($1)', [email])).rows.length > 0;
    if (taken) return reply(authError(422, 'email_exists', 'A user with this email address has already been registered'));
    return reply({ status: 200, body: await userJson(await createUser(db, email, password)) });
  });

  /**
   * `auth.admin.inviteUserByEmail(email, { data, redirectTo })`: a user without a password whose
   * address is not confirmed (its encrypted_password the empty string, as GoTrue stores it:
   * internal/api/invite.go makes the user with SignupParams.ToUserModel and no password, and
   * models.NewUser keeps an empty hash; User.HasPassword() is false for it, and for null), and the invitation e-mailed through the project's mailer, with a
   * link to `GET /verify` that works once, for INVITATION_SECONDS. If the e-mail cannot be sent,
   * no user remains (GoTrue's invite runs in one transaction with the send).
   */
  app.post('/auth/v1/invite', async (c) => {
    if (!isServiceKey(c.req.raw)) return reply(authError(403, 'not_admin', 'User not allowed'));
    const input = await body(c.req.raw);
    const email = String(input.email ?? '')
      .trim()
      .toLowerCase();
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) {
      return reply(authError(400, 'validation_failed', 'Unable to validate email address: invalid format'));
    }
    const taken = (await db.query('select 1 from auth.users where lower(email) = lower($1)', [email])).rows.length > 0;
    if (taken) return reply(authError(422, 'email_exists', 'A user with this email address has already been registered'));
    if (!options.sendMail) return reply(authError(500, 'unexpected_failure', 'Error sending invite email'));

    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    await db.query(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at, invited_at, confirmation_token, confirmation_sent_at)
       values ($1, $2, '', null, now(), $3, now())`,
      [id, email, tokenHash(token)],
    );
    const redirectTo = redirectTarget(
      c.req.query('redirect_to') ?? (typeof input.redirect_to === 'string' ? input.redirect_to : undefined),
    );
    const link = new URL(`${issuer()}/auth/v1/verify`);
    link.search = new URLSearchParams({ token, type: 'invite', redirect_to: redirectTo }).toString();
    try {
      await options.sendMail(invitationMail(email, { ConfirmationURL: link.href, TokenHash: token, RedirectTo: redirectTo }));
    } catch {
      await db.query('delete from auth.users where id = $1', [id]);
      return reply(authError(500, 'unexpected_failure', 'Error sending invite email'));
    }
    return reply({ status: 200, body: await userJson(id) });
  });

  /**
   * The invitation link (opened in a browser, with no API key, as hosted Auth's is): once and in
   * time, it confirms the address and signs in (a session of aal1 whose amr is otp, as GoTrue
   * records it), then 303 to redirect_to with the session in the fragment (the implicit flow).
   * A used, unknown or expired token gets GoTrue's otp_expired error in the fragment instead.
   */
  app.get('/auth/v1/verify', async (c) => {
    const limited = overLimit('verify', c.env);
    if (limited) return reply(limited);
    const target = redirectTarget(c.req.query('redirect_to'));
    const see = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
    const user = c.req.query('type') === 'invite' ? await spendInvitation(c.req.query('token') ?? '') : undefined;
    if (user === undefined) {
      return see(
        withFragment(target, {
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        }),
      );
    }
    const session = await newSession(user.id, 'otp');
    const { body: tokens } = (await sessionAnswer(session)) as { body: Record<string, string | number> };
    return see(
      withFragment(target, {
        access_token: tokens.access_token as string,
        expires_at: tokens.expires_at as number,
        expires_in: tokens.expires_in as number,
        refresh_token: tokens.refresh_token as string,
        token_type: 'bearer',
        type: 'invite',
      }),
    );
  });

  /**
   * `supabase.auth.verifyOtp({ token_hash, type: 'invite' })`, what the staff app sends when the
   * invitee presses "Uitnodiging aannemen": the invitation e-mail's link carries the token in its
   * fragment (supabase/templates/invite.html), so opening the link spends nothing. As GoTrue's
   * verifyPost with a token hash (internal/api/verify.go): only type and token_hash; once and in
   * time it confirms the address and answers the session (aal1, amr otp), otherwise 403
   * otp_expired.
   */
  app.post('/auth/v1/verify', async (c) => {
    const limited = overLimit('verify', c.env);
    if (limited) return reply(limited);
    const input = await body(c.req.raw);
    if (typeof input.type !== 'string' || input.type === '') {
      return reply(authError(400, 'validation_failed', 'Verify requires a verification type'));
    }
    if (typeof input.token_hash !== 'string' || input.token_hash === '' || input.token !== undefined) {
      return reply(authError(400, 'validation_failed', 'Verify requires either a token or a token hash'));
    }
    if (input.email !== undefined || input.phone !== undefined || input.redirect_to !== undefined) {
      return reply(authError(400, 'validation_failed', 'Only the token_hash and type should be provided'));
    }
    // GoTrue finds both by the confirmation token (verifyTokenHash); the other types are not served here.
    if (input.type !== 'invite' && input.type !== 'signup') {
      return reply(authError(400, 'validation_failed', 'Invalid email verification type'));
    }
    const user = await spendInvitation(input.token_hash);
    if (user === undefined) return reply(authError(403, 'otp_expired', 'Email link is invalid or has expired'));
    return reply(await sessionAnswer(await newSession(user.id, 'otp')));
  });

  /**
   * `supabase.auth.updateUser({ password })`: the signed-in user's password, at least
   * MINIMUM_PASSWORD_LENGTH characters (weak_password) and not the current one (same_password).
   * Once a second factor is verified, only an aal2 session may change it (insufficient_aal), as
   * GoTrue requires: a stolen password alone cannot replace the password.
   */
  app.put('/auth/v1/user', async (c) => {
    const caller = await signedIn(c.req.raw);
    if ('status' in caller) return reply(caller);
    const limited = overLimit('user', c.env);
    if (limited) return reply(limited);
    const input = await body(c.req.raw);
    const userId = caller.session.user_id;
    if (typeof input.password === 'string') {
      const password = input.password;
      const verified = (await db.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'`, [userId]))
        .rows.length;
      if (verified > 0 && caller.session.aal !== 'aal2') {
        return reply(
          authError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.'),
        );
      }
      if ([...password].length < MINIMUM_PASSWORD_LENGTH) {
        const weak = authError(422, 'weak_password', `Password should be at least ${MINIMUM_PASSWORD_LENGTH} characters.`);
        return reply({ ...weak, body: { ...(weak.body as object), weak_password: { reasons: ['length'] } } });
      }
      const stored =
        (
          await db.query<{ encrypted_password: string | null }>('select encrypted_password from auth.users where id = $1', [
            userId,
          ])
        ).rows[0]?.encrypted_password ?? null;
      if (await passwordMatches(password, stored)) {
        return reply(authError(422, 'same_password', 'New password should be different from the old password.'));
      }
      await db.query('update auth.users set encrypted_password = $2 where id = $1', [userId, await hashPassword(password)]);
    }
    return reply({ status: 200, body: await userJson(userId) });
  });

  app.post('/auth/v1/logout', async (c) => {
    const caller = await signedIn(c.req.raw);
    if ('status' in caller) return reply(caller);
    const { id, user_id: userId } = caller.session;
    const scopes: Record<string, [string, string[]]> = {
      global: ['user_id = $1', [userId]],
      local: ['id = $1', [id]],
      others: ['user_id = $1 and id <> $2', [userId, id]],
    };
    const scope = scopes[c.req.query('scope') ?? 'global'];
    if (scope === undefined) return reply(authError(400, 'validation_failed', 'Unsupported logout scope'));
    await db.query(`delete from auth.sessions where ${scope[0]}`, scope[1]);
    return reply({ status: 204 });
  });
}

/** `POST /auth/v1/admin/users` (service role): a confirmed user with a password; its id. */
export async function createUser(db: PGlite, email: string, password: string): Promise<string> {
  const id = randomUUID();
  await db.query('insert into auth.users (id, email, encrypted_password) values ($1, $2, $3)', [
    id,
    email.toLowerCase(),
    await hashPassword(password),
  ]);
  return id;
}
