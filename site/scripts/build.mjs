// Builds the site: the client bundle, the server bundle used only for prerendering, then the
// prerendered HTML. SITE_DIST chooses the output folder (default site/dist), so several builds
// can exist side by side. `--local-backend` (npm run build:local) builds against the local backend;
// without it the build needs the Supabase project's settings (vite.config.ts says which).
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(siteDir, process.env.SITE_DIST ?? 'dist');
const serverOutDir = `${outDir}-server`;
if (process.argv.includes('--local-backend')) process.env.SITE_BACKEND = 'local';

await build({
  root: siteDir,
  configFile: join(siteDir, 'vite.config.ts'),
  build: { outDir, emptyOutDir: true },
  logLevel: 'warn',
});
await build({
  root: siteDir,
  configFile: join(siteDir, 'vite.config.ts'),
  build: { ssr: 'src/entry-server.tsx', outDir: serverOutDir, emptyOutDir: true, manifest: false },
  logLevel: 'warn',
});
execFileSync(process.execPath, [join(siteDir, 'scripts/prerender.mjs'), outDir, serverOutDir], { stdio: 'inherit' });
