/**
 * The build's Supabase settings (vite.config.ts): a production build without a project URL and key
 * stops with a message naming the variables, instead of shipping a site that posts registrations
 * to the visitor's own 127.0.0.1.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConfigEnv, UserConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL, MISSING_SUPABASE_SETTINGS, supabaseTarget } from '@ankerlicht/vite-config';
import config, { LOCAL_BACKEND_ENV } from '../vite.config.ts';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const URL = 'https://abcdefghijklmnopqrst.supabase.co';
const PUBLISHABLE = 'sb_publishable_abc123';
/** A legacy anon key of a hosted project (role anon; the signature does not matter here). */
const ANON_JWT = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ role: 'anon', iss: 'supabase' })).toString('base64url')}.x`;
const SERVICE_ROLE_JWT = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url')}.x`;

const build = (env: Record<string, string | undefined>, localBackend = false) =>
  supabaseTarget({ command: 'build', localBackend, env });

describe('supabaseTarget', () => {
  it('stops a production build without a URL or a key, naming the variables and the alternatives', () => {
    for (const env of [
      {},
      { VITE_SUPABASE_URL: URL },
      { VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE },
      { VITE_SUPABASE_URL: ' ' },
    ]) {
      expect(() => build(env)).toThrow(MISSING_SUPABASE_SETTINGS);
    }
    for (const name of [
      'VITE_SUPABASE_URL',
      'VITE_SUPABASE_PUBLISHABLE_KEY',
      'VITE_SUPABASE_ANON_KEY',
      'npm run build:local',
      'site/.env.production.local',
    ]) {
      expect(MISSING_SUPABASE_SETTINGS).toContain(name);
    }
  });

  it('takes the publishable key, or the legacy anon key, with the URL', () => {
    expect(build({ VITE_SUPABASE_URL: URL, VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE })).toEqual({ url: URL, key: PUBLISHABLE });
    expect(build({ VITE_SUPABASE_URL: URL, VITE_SUPABASE_ANON_KEY: ANON_JWT })).toEqual({ url: URL, key: ANON_JWT });
    // Both set: the publishable key, the one that outlives the legacy keys.
    expect(
      build({ VITE_SUPABASE_URL: URL, VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE, VITE_SUPABASE_ANON_KEY: ANON_JWT }),
    ).toEqual({
      url: URL,
      key: PUBLISHABLE,
    });
  });

  it('refuses a secret key, which would hand every visitor row-level-security-free access', () => {
    for (const key of ['sb_secret_abc123', SERVICE_ROLE_JWT]) {
      expect(() => build({ VITE_SUPABASE_URL: URL, VITE_SUPABASE_PUBLISHABLE_KEY: key })).toThrow(/secret key/);
      expect(() => supabaseTarget({ command: 'serve', localBackend: false, env: { VITE_SUPABASE_ANON_KEY: key } })).toThrow(
        /secret key/,
      );
    }
  });

  it('gives the local backend to `npm run build:local` only, whatever the shell holds', () => {
    const local = { url: LOCAL_SUPABASE_URL, key: LOCAL_ANON_KEY };
    expect(build({}, true)).toEqual(local);
    expect(build({ VITE_SUPABASE_URL: URL, VITE_SUPABASE_PUBLISHABLE_KEY: PUBLISHABLE }, true)).toEqual(local);
    expect(LOCAL_SUPABASE_URL).toBe('http://localhost:54321');
  });

  it('lets the dev server fall back to the local backend, or use the settings it is given', () => {
    expect(supabaseTarget({ command: 'serve', localBackend: false, env: {} })).toEqual({
      url: LOCAL_SUPABASE_URL,
      key: LOCAL_ANON_KEY,
    });
    expect(
      supabaseTarget({
        command: 'serve',
        localBackend: false,
        env: { VITE_SUPABASE_URL: URL, VITE_SUPABASE_ANON_KEY: ANON_JWT },
      }),
    ).toEqual({ url: URL, key: ANON_JWT });
  });
});

describe('vite.config.ts', () => {
  afterEach(() => vi.unstubAllEnvs());
  const resolve = (env: ConfigEnv) =>
    (config as (env: ConfigEnv) => UserConfig)(env) as UserConfig & { define: Record<string, string> };

  it('stops a production build when the environment has no settings', () => {
    for (const name of ['VITE_SUPABASE_URL', 'VITE_SUPABASE_PUBLISHABLE_KEY', 'VITE_SUPABASE_ANON_KEY', LOCAL_BACKEND_ENV]) {
      vi.stubEnv(name, '');
    }
    expect(() => resolve({ command: 'build', mode: 'production', isSsrBuild: false })).toThrow(MISSING_SUPABASE_SETTINGS);
    expect(() => resolve({ command: 'build', mode: 'production', isSsrBuild: true })).toThrow(MISSING_SUPABASE_SETTINGS);
  });

  it('puts the settings from the environment into the bundle', () => {
    vi.stubEnv('VITE_SUPABASE_URL', URL);
    vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', PUBLISHABLE);
    expect(resolve({ command: 'build', mode: 'production', isSsrBuild: false }).define).toEqual({
      'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(URL),
      'import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY': JSON.stringify(PUBLISHABLE),
      // The client loads content's text in the page's language only (@ankerlicht/content's contentStrings.ts).
      __ANKERLICHT_ONE_CONTENT_LANGUAGE__: 'true',
    });
    vi.stubEnv(LOCAL_BACKEND_ENV, 'local');
    expect(resolve({ command: 'build', mode: 'production', isSsrBuild: false }).define).toEqual({
      'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(LOCAL_SUPABASE_URL),
      'import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY': JSON.stringify(LOCAL_ANON_KEY),
      __ANKERLICHT_ONE_CONTENT_LANGUAGE__: 'true',
    });
    // The prerender renders every language.
    expect(resolve({ command: 'build', mode: 'production', isSsrBuild: true }).define).toMatchObject({
      __ANKERLICHT_ONE_CONTENT_LANGUAGE__: 'false',
    });
  });
});

describe('npm run build', () => {
  it('exits with the message before building anything when the settings are missing', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, SITE_DIST: 'dist-never-written' };
    for (const name of ['VITE_SUPABASE_URL', 'VITE_SUPABASE_PUBLISHABLE_KEY', 'VITE_SUPABASE_ANON_KEY', LOCAL_BACKEND_ENV])
      delete env[name];
    const { code, output } = await new Promise<{ code: number | null; output: string }>((done) => {
      const child = execFile(
        process.execPath,
        [path.join(siteDir, 'scripts/build.mjs')],
        { cwd: siteDir, env },
        (error, stdout, stderr) => done({ code: error ? (child.exitCode ?? 1) : 0, output: stdout + stderr }),
      );
    });
    expect(code).not.toBe(0);
    expect(output).toContain('VITE_SUPABASE_PUBLISHABLE_KEY');
    expect(output).toContain('npm run build:local');
  }, 60_000);
});
