/**
 * The dev servers (`npm start`: the site's and the staff inbox's) must never hand out the local
 * backend's data through `/@fs/…`: stored letters, `.eml` files with BSNs, the database files.
 * Checked against each app's own Vite config, with the function Vite's file server itself asks.
 */
import path from 'node:path';
import { isFileLoadingAllowed, resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { supabaseDir } from './config.ts';

const repoRoot = path.resolve(supabaseDir, '..');

describe.each([
  { app: 'site', source: 'site/src/main.tsx' },
  { app: 'staff', source: 'staff/src/main.tsx' },
])('the $app dev server', ({ app, source }) => {
  it('serves the sources but not supabase/.local-data, and keeps Vite’s default denials', async () => {
    const config = await resolveConfig(
      { configFile: path.join(repoRoot, app, 'vite.config.ts'), root: path.join(repoRoot, app), logLevel: 'silent' },
      'serve',
    );
    const allowed = (file: string) => isFileLoadingAllowed(config, path.join(repoRoot, file));

    expect(allowed(source)).toBe(true);
    expect(allowed('packages/ui/src/index.ts')).toBe(true);

    for (const file of [
      'supabase/.local-data',
      'supabase/.local-data/storage/referral_letters/adults/jan_example_nl/1767225600000.pdf',
      'supabase/.local-data/mail/abc.eml',
      'supabase/.local-data/pgdata/pg_wal/000000010000000000000001',
      'supabase/.LOCAL-DATA/mail/abc.eml',
      '.env',
      '.git/config',
    ]) {
      expect(allowed(file), file).toBe(false);
    }
  });
});
