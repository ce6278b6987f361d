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

export const MISSING_SUPABASE_SETTINGS =
  'A production build needs the Supabase project it sends registrations to. Set VITE_SUPABASE_URL ' +
  '(https://<project>.supabase.co) and VITE_SUPABASE_PUBLISHABLE_KEY (sb_publishable_…), or instead of ' +
  'the publishable key the legacy VITE_SUPABASE_ANON_KEY, in the environment or in site/.env.production.local. ' +
  'For a build against the local backend (tests, preview): npm run build:local.';

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
 */
/**
 * @param {{ command: 'build' | 'serve', localBackend: boolean, env: Record<string, string | undefined> }} options
 * @returns {{ url: string, key: string }}
 */
export function supabaseTarget({ command, localBackend, env }) {
  // A local-backend build ignores the shell's settings: tests must never reach a real project.
  if (localBackend) return { url: LOCAL_SUPABASE_URL, key: LOCAL_ANON_KEY };
  const url = env.VITE_SUPABASE_URL?.trim() || undefined;
  const key = env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() || env.VITE_SUPABASE_ANON_KEY?.trim() || undefined;
  if (key !== undefined && isSecretKey(key)) {
    throw new Error(
      'The Supabase key for the site is a secret key (sb_secret_… or the service_role key), which bypasses ' +
        'row-level security and must never reach a browser. Use the publishable key (sb_publishable_…) or the legacy anon key.',
    );
  }
  if (command === 'serve') return { url: url ?? LOCAL_SUPABASE_URL, key: key ?? LOCAL_ANON_KEY };
  if (url === undefined || key === undefined) throw new Error(MISSING_SUPABASE_SETTINGS);
  return { url, key };
}
