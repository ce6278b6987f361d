// The Supabase project a browser app (the site, the staff inbox) talks to, settled in its Vite
// config so the bundle never decides for itself.

/** The local backend's API (`npm run backend` or `supabase start`, supabase/config.toml). */
export const LOCAL_SUPABASE_URL = 'http://localhost:54321';
/**
 * The Supabase CLI's well-known local anon key (supabase/local/config.ts): a JWT signed with the
 * public demo secret, only valid against a local backend, so it is no secret.
 */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/**
 * Why a production build of `app` stops: the variables it needs, where to put them, and the build
 * against the local backend instead.
 * @param {'site' | 'staff'} app
 */
export function missingSupabaseSettings(app) {
  const localBuild = app === 'site' ? 'npm run build:local' : 'npm run build:local -w @ankerlicht/staff';
  const sends = app === 'site' ? 'sends registrations to' : 'signs staff in to';
  return (
    `A production build of the ${app} needs the Supabase project it ${sends}. Set VITE_SUPABASE_URL ` +
    '(https://<project>.supabase.co) and VITE_SUPABASE_PUBLISHABLE_KEY (sb_publishable_…), or instead of ' +
    `the publishable key the legacy VITE_SUPABASE_ANON_KEY, in the environment or in ${app}/.env.production.local. ` +
    `For a build against the local backend (tests, preview): ${localBuild}.`
  );
}

/** The site's message (missingSupabaseSettings('site')). */
export const MISSING_SUPABASE_SETTINGS = missingSupabaseSettings('site');

/**
 * True for a key the browser must never hold: a secret key, or a legacy JWT with the service_role role.
 * @param {string} key
 */
function isSecretKey(key) {
  if (key.startsWith('sb_secret_')) return true;
  const payload = key.split('.')[1];
  if (key.split('.').length !== 3 || payload === undefined) return false;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).role === 'service_role';
  } catch {
    return false;
  }
}

/**
 * The Supabase project the app talks to, settled when Vite starts, so the bundle never decides
 * for itself. A production build without a URL and a key stops here: falling back to the local
 * backend would ship a site that sends every registration to the visitor's own 127.0.0.1. The
 * local backend only when asked for (`localBackend`) or in the dev server without settings.
 *
 * Both apps take the same variables by this one rule: the publishable key, or the legacy anon key
 * (VITE_SUPABASE_ANON_KEY) when a project still uses it; the publishable key wins if both are set.
 * `app` only names the app in the messages (default the site).
 *
 * @param {{ command: 'build' | 'serve', localBackend: boolean, env: Record<string, string | undefined>, app?: 'site' | 'staff' }} options
 * @returns {{ url: string, key: string }}
 */
export function supabaseTarget({ command, localBackend, env, app = 'site' }) {
  // A local-backend build ignores the shell's settings: tests must never reach a real project.
  if (localBackend) return { url: LOCAL_SUPABASE_URL, key: LOCAL_ANON_KEY };
  const url = env.VITE_SUPABASE_URL?.trim() || undefined;
  const key = env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() || env.VITE_SUPABASE_ANON_KEY?.trim() || undefined;
  if (key !== undefined && isSecretKey(key)) {
    throw new Error(
      `The Supabase key for the ${app} is a secret key (sb_secret_… or the service_role key), which bypasses ` +
        'row-level security and must never reach a browser. Use the publishable key (sb_publishable_…) or the legacy anon key.',
    );
  }
  if (command === 'serve') return { url: url ?? LOCAL_SUPABASE_URL, key: key ?? LOCAL_ANON_KEY };
  if (url === undefined || key === undefined) throw new Error(missingSupabaseSettings(app));
  return { url, key };
}
