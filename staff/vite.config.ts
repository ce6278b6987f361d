import { defineConfig, loadEnv, type Plugin } from 'vite';
import { headersFile, staffHeaders } from './headers.ts';
import { DEV_SERVER_FS_DENY, sharedPlugins, supabaseTarget } from '@ankerlicht/vite-config';

const staffDir = new URL('.', import.meta.url).pathname;

/**
 * The staff inbox: a single-page app on an origin of its own (port 5174 in development, 4174 for
 * its preview), so nothing on the public site can reach a staff session. Its backend is settled
 * here by the site's rule (supabaseTarget): a production build needs VITE_SUPABASE_URL and the
 * publishable key or, for a project on the legacy keys, VITE_SUPABASE_ANON_KEY, and stops with a
 * message naming them otherwise; `STAFF_BACKEND=local` (`npm run build:local -w @ankerlicht/staff`)
 * builds against the local backend. Whichever key it is, the bundle reads it as
 * VITE_SUPABASE_PUBLISHABLE_KEY (src/supabase.ts).
 */
export default defineConfig(({ command, mode }) => {
  const supabase = supabaseTarget({
    command,
    localBackend: process.env.STAFF_BACKEND === 'local',
    env: loadEnv(mode, staffDir, 'VITE_SUPABASE_'),
    app: 'staff',
  });
  const headers = staffHeaders(supabase.url);
  // The host's copy of the headers (headers.ts), beside index.html.
  const writeHeaders: Plugin = {
    name: 'ankerlicht-staff-headers',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
    },
  };
  return {
    define: {
      'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(supabase.url),
      'import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY': JSON.stringify(supabase.key),
      __ANKERLICHT_ONE_CONTENT_LANGUAGE__: 'false',
    },
    plugins: [...sharedPlugins(), writeHeaders],
    // Its dev server serves no data: never the local backend's letters and e-mails over /@fs/.
    server: { port: 5174, strictPort: true, fs: { deny: [...DEV_SERVER_FS_DENY] } },
    // The dev server sends none: Vite's hot reload runs inline scripts. The preview is the build as
    // the host serves it, headers included; the staff end-to-end tests run against it.
    preview: { port: 4174, strictPort: true, headers },
    build: { target: 'es2022', sourcemap: false },
  };
});
