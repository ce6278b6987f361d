/**
 * The staff inbox settles its Supabase project by the site's rule (supabaseTarget, one function for
 * both apps; the site's own tests are in site/scripts/supabaseTarget.test.ts): the publishable key
 * or the legacy anon key, and a production build without them stops with a message naming the
 * staff app's variables and files.
 */
import { fileURLToPath } from 'node:url';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { missingSupabaseSettings } from './index.js';

/** The staff app, read by path as Vite reads it (a package may not import another's files). */
const staffDir = fileURLToPath(new URL('../../../staff/', import.meta.url));

const PROJECT_URL = 'https://abcdefghijklmnopqrst.supabase.co';
const PUBLISHABLE = 'sb_publishable_abc123';
/** A legacy anon key of a hosted project (role anon; the signature does not matter here). */
const ANON_JWT = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ role: 'anon', iss: 'supabase' })).toString('base64url')}.x`;
const VARIABLES = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_PUBLISHABLE_KEY', 'VITE_SUPABASE_ANON_KEY', 'STAFF_BACKEND'];

describe('the staff app’s Vite config', () => {
  afterEach(() => vi.unstubAllEnvs());
  /** The production build's resolved config (its `define`s), or the error that stops it. */
  const build = async () =>
    (
      await resolveConfig(
        { configFile: `${staffDir}vite.config.ts`, root: staffDir, mode: 'production', logLevel: 'silent' },
        'build',
      )
    ).define as Record<string, string>;
  const clear = () => VARIABLES.forEach((name) => vi.stubEnv(name, ''));

  it('takes the legacy anon key as the site does, and the publishable key when both are set', async () => {
    clear();
    vi.stubEnv('VITE_SUPABASE_URL', PROJECT_URL);
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', ANON_JWT);
    expect(await build()).toMatchObject({
      'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(PROJECT_URL),
      'import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY': JSON.stringify(ANON_JWT),
    });
    vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', PUBLISHABLE);
    expect((await build())['import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY']).toBe(JSON.stringify(PUBLISHABLE));
  });

  it('stops a production build without a URL or a key, naming the variables, the staff app’s files and its local build', async () => {
    clear();
    await expect(build()).rejects.toThrow(missingSupabaseSettings('staff'));
    vi.stubEnv('VITE_SUPABASE_URL', PROJECT_URL);
    await expect(build()).rejects.toThrow(missingSupabaseSettings('staff'));
    const message = missingSupabaseSettings('staff');
    for (const part of [...VARIABLES.slice(0, 3), 'staff/.env.production.local', 'npm run build:local -w @ankerlicht/staff']) {
      expect(message).toContain(part);
    }
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'sb_secret_abc123');
    await expect(build()).rejects.toThrow(/key for the staff is a secret key/);
  });
});
