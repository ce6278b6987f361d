/**
 * `npm run staff:invite -- <email> [--role screener|admin]`: adds someone to the screening team.
 * Staff are invited, never sign themselves up (issue 30).
 *
 * Against the project at SUPABASE_URL with a secret key (SUPABASE_SECRET_KEY, or the legacy
 * SUPABASE_SERVICE_ROLE_KEY); with neither set, against the local backend (`npm start` / `npm run
 * backend`: http://127.0.0.1:54321, or LOCAL_BACKEND_PORT, with its public local secret key).
 *
 * - A hosted project: Auth e-mails an invitation (`auth.admin.inviteUserByEmail`; the project's
 *   SMTP settings and Site URL, or STAFF_APP_URL as the link's target, which must be among Auth's
 *   redirect URLs). No password exists until the invitee sets one.
 * - The local backend sends no invitations: the user is created confirmed with a random 24-character
 *   password (`auth.admin.createUser`), printed once to this terminal and kept nowhere else.
 *
 * Then the membership: `rpc('admin_add_staff', { p_user_id, p_role })` (migrations/*_staff_admin.sql;
 * private.staff is not exposed over the Data API). An address that already has a user is refused
 * and nothing is changed. The output names the user by id, never by address.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { localClient } from '../supabase/local/test-client.ts';
import { LOCAL_HOST, LOCAL_SECRET_KEY } from '../supabase/local/config.ts';

export const ROLES = ['screener', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const USAGE = 'usage: npm run staff:invite -- <email> [--role screener|admin]';
const LOCAL_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export type Io = {
  /** What the operator reads (the local password included): the terminal, never a file of ours. */
  out: (line: string) => void;
  err: (line: string) => void;
  /** For tests: the fetch supabase-js uses. */
  fetch?: typeof fetch;
};

const consoleIo: Io = { out: (line) => console.info(line), err: (line) => console.error(line) };

type Target = { url: string; key: string; local: boolean };

export function isLocalUrl(url: string): boolean {
  try {
    return LOCAL_HOSTNAMES.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** Where to invite: SUPABASE_URL and a secret key, or the local backend when neither is set. */
export function targetFromEnv(env: Record<string, string | undefined>): Target | string {
  const url = env.SUPABASE_URL?.trim() || '';
  const key = env.SUPABASE_SECRET_KEY?.trim() || env.SUPABASE_SERVICE_ROLE_KEY?.trim() || '';
  if (url === '' && key === '') {
    const port = env.LOCAL_BACKEND_PORT?.trim() || '54321';
    return { url: `http://${LOCAL_HOST}:${port}`, key: LOCAL_SECRET_KEY, local: true };
  }
  if (url === '') return 'SUPABASE_URL is not set (the project URL, https://<ref>.supabase.co), though a key is.';
  if (!/^https?:\/\/[^/]+/.test(url)) return 'SUPABASE_URL is not an http(s) URL.';
  const local = isLocalUrl(url);
  // The local backend's key is public; a hosted project's never is.
  if (key === '' && !local)
    return 'SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY) is not set: a secret key of the project is needed.';
  if (key.startsWith('sb_publishable_')) return 'That is a publishable key: staff:invite needs a secret key (sb_secret_…).';
  return { url: url.replace(/\/+$/, ''), key: key || LOCAL_SECRET_KEY, local };
}

type Parsed = { email: string; role: Role } | { help: true } | { error: string };

export function parseArgs(argv: string[]): Parsed {
  const rest = argv.filter((arg) => arg !== '--');
  let role: string = 'screener';
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] as string;
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--role') {
      role = rest[(i += 1)] ?? '';
    } else if (arg.startsWith('--role=')) {
      role = arg.slice('--role='.length);
    } else if (arg.startsWith('-')) {
      return { error: `unknown option ${arg}` };
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1) return { error: 'give exactly one e-mail address' };
  const email = (positional[0] as string).trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return { error: 'that is not an e-mail address' };
  if (!(ROLES as readonly string[]).includes(role)) return { error: `--role must be ${ROLES.join(' or ')}` };
  return { email, role: role as Role };
}

function adminClient(target: Target, io: Io): SupabaseClient {
  return localClient(target, target.key, io.fetch ? { fetch: io.fetch } : {});
}

/** 24 characters from 18 random bytes (base64url). */
export const randomPassword = (): string => randomBytes(18).toString('base64url');

type AuthFailure = { status?: number; code?: string; name?: string; message?: string };

/** Why Auth refused, in words that hold no personal data. */
function authFailure(error: AuthFailure, target: Target): string {
  const exists =
    error.code === 'email_exists' || error.code === 'user_already_exists' || /already been registered/i.test(error.message ?? '');
  if (exists) {
    return (
      'a user with this e-mail address exists already; nothing was changed. To make an existing user a ' +
      "member again, an administrator runs select public.admin_add_staff('<user id>', 'screener'); in the SQL editor."
    );
  }
  if (error.status === 401 || error.status === 403)
    return 'the key was refused: staff:invite needs a secret key of this project.';
  if (error.name === 'AuthRetryableFetchError' || !error.status) {
    return `could not reach ${target.url}${target.local ? ' (is `npm start` or `npm run backend` running?)' : ''}.`;
  }
  return `Auth refused the request (${error.status} ${error.code ?? ''}).`.replace(' )', ')');
}

/** Runs the command; the process's exit code (0 done, 1 refused or failed, 2 usage). */
export async function main(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  io: Io = consoleIo,
): Promise<number> {
  const parsed = parseArgs(argv);
  if ('help' in parsed) {
    io.out(USAGE);
    return 0;
  }
  if ('error' in parsed) {
    io.err(`staff:invite: ${parsed.error}\n${USAGE}`);
    return 2;
  }
  const target = targetFromEnv(env);
  if (typeof target === 'string') {
    io.err(`staff:invite: ${target}`);
    return 2;
  }
  const { email, role } = parsed;
  const client = adminClient(target, io);

  const password = target.local ? randomPassword() : null;
  const redirectTo = env.STAFF_APP_URL?.trim();
  const created =
    password === null
      ? await client.auth.admin.inviteUserByEmail(email, redirectTo ? { redirectTo } : {})
      : await client.auth.admin.createUser({ email, password, email_confirm: true });
  const userId = created.data.user?.id;
  if (created.error || !userId) {
    io.err(`staff:invite: ${created.error ? authFailure(created.error, target) : 'Auth answered without a user.'}`);
    return 1;
  }

  const added = await client.rpc('admin_add_staff', { p_user_id: userId, p_role: role });
  if (added.error) {
    // The user is left as it is: deleting it could delete someone invited before (Auth invites an
    // unconfirmed address again), and the local backend cannot delete users.
    const missing = added.error.code === 'PGRST202' ? ' The migration *_staff_admin.sql is not applied: supabase db push.' : '';
    io.err(
      `staff:invite: the user ${userId} exists, but the membership could not be added ` +
        `(${added.error.code ?? 'error'}: ${added.error.message}).${missing} ` +
        `Add it with a secret key, e.g. in the SQL editor: select public.admin_add_staff('${userId}', '${role}');`,
    );
    return 1;
  }

  const who = role === 'admin' ? 'an admin' : 'a screener';
  if (password === null) {
    io.out(`Invited ${who} (user ${userId}) to ${target.url}: Auth has e-mailed the invitation.`);
    io.out('Next: the invitee opens the link, sets a password, and enrols an authenticator app (TOTP) at the first sign-in;');
    io.out('the staff functions answer only after that second factor.');
  } else {
    io.out(`Added ${who} (user ${userId}) to the local backend at ${target.url}.`);
    io.out(
      'The local backend sends no invitations. Sign in with the address you gave and this password (shown once, kept nowhere):',
    );
    io.out(`  ${password}`);
    io.out(
      'Next: sign in to the staff app, enrol an authenticator app (TOTP) when it asks; the staff functions answer only after',
    );
    io.out('that second factor (`npx tsx scripts/totp.ts <secret>` prints the current code for a secret).');
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main(process.argv.slice(2));
