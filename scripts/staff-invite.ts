/**
 * `npm run staff:invite -- <email> [--role screener|admin]`: adds someone to the screening team.
 * Staff are invited, never sign themselves up (issue 30).
 *
 * Against the project at SUPABASE_URL with a secret key (SUPABASE_SECRET_KEY, or the legacy
 * SUPABASE_SERVICE_ROLE_KEY); with neither set, against the local backend (`npm start` / `npm run
 * backend`: http://127.0.0.1:54321, or LOCAL_BACKEND_PORT, with its public local secret key).
 *
 * Either way Auth e-mails an invitation (`auth.admin.inviteUserByEmail`), whose link signs the
 * invitee in to the staff app once, without a password; the app then asks them to choose one and to
 * link an authenticator app. The link leads to STAFF_APP_URL, else (locally) the staff app's dev
 * server http://127.0.0.1:5174, else the project's Site URL; Auth accepts only its redirect URLs.
 * - A hosted project: the project's SMTP settings deliver it.
 * - The local backend: its mail catcher (maildev) catches it; this prints where to read it
 *   (http://localhost:1080, or MAILDEV_WEB_PORT).
 *
 * Then the membership: `rpc('admin_add_staff', { p_user_id, p_role })` (migrations/*_staff_admin.sql;
 * private.staff is not exposed over the Data API). An address that already has a user is refused
 * and nothing is changed. The output names the user by id, never by address.
 */
import { pathToFileURL } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { localClient } from '../supabase/local/test-client.ts';
import { LOCAL_HOST, LOCAL_SECRET_KEY } from '../supabase/local/config.ts';

export const ROLES = ['screener', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const USAGE = 'usage: npm run staff:invite -- <email> [--role screener|admin]';
const LOCAL_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export type Io = {
  /** What the operator reads: the terminal, never a file of ours. */
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

/** Where a local invitation leads without STAFF_APP_URL: the staff app's dev server (`npm start`). */
export const LOCAL_STAFF_APP_URL = 'http://127.0.0.1:5174';

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
  if (error.status === 500) {
    return target.local
      ? 'the local backend could not send the invitation e-mail (is its mail catcher running?); no user was created.'
      : "Auth could not send the invitation e-mail (check the project's SMTP settings); no user was created.";
  }
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

  const redirectTo = env.STAFF_APP_URL?.trim() || (target.local ? LOCAL_STAFF_APP_URL : '');
  const created = await client.auth.admin.inviteUserByEmail(email, redirectTo ? { redirectTo } : {});
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
  if (target.local) {
    const inbox = `http://localhost:${env.MAILDEV_WEB_PORT?.trim() || '1080'}`;
    io.out(`Invited ${who} (user ${userId}) to the local backend at ${target.url}.`);
    io.out(`The invitation e-mail is in the local mail inbox: ${inbox}`);
  } else {
    io.out(`Invited ${who} (user ${userId}) to ${target.url}: Auth has e-mailed the invitation.`);
  }
  const lifetime = target.local ? ', for a day,' : " (within Auth's e-mail OTP expiry)";
  io.out(`Its link works once${lifetime} and leads to ${redirectTo || "the project's Site URL"}.`);
  io.out('Next: the invitee opens the link, chooses a password, and links an authenticator app (TOTP);');
  io.out('the staff functions answer only after that second factor.');
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main(process.argv.slice(2));
