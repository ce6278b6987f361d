/**
 * `npm run check:supabase-cli` with a faked `supabase --version` (the CLI is not installed on the
 * machines that run the tests): the comparison and the operator's message.
 */
import { describe, expect, it } from 'vitest';
import { MINIMUM_SUPABASE_CLI, compareVersions, judgeCliVersion, main, parseCliVersion } from './check-supabase-cli.mjs';

type Faked = { stdout?: string; status?: number | null; error?: NodeJS.ErrnoException };

function runWith(faked: Faked, env: Record<string, string> = {}) {
  const lines: { out: string[]; err: string[]; bins: string[] } = { out: [], err: [], bins: [] };
  const code = main({
    env,
    run: (bin: string) => {
      lines.bins.push(bin);
      return { stdout: faked.stdout ?? '', status: faked.status ?? 0, error: faked.error };
    },
    out: (line: string) => lines.out.push(line),
    err: (line: string) => lines.err.push(line),
  });
  return { code, ...lines };
}

describe('check:supabase-cli', () => {
  it('states the minimum the lockfile needs', () => {
    expect(MINIMUM_SUPABASE_CLI).toBe('2.84.1');
  });

  it('reads the version however the CLI prints it', () => {
    expect(parseCliVersion('2.84.1\n')).toEqual([2, 84, 1]);
    expect(parseCliVersion('v2.100.0')).toEqual([2, 100, 0]);
    expect(parseCliVersion('2.90.3\nA new version of Supabase CLI is available: v2.95.0')).toEqual([2, 90, 3]);
    expect(parseCliVersion('command not found')).toBeNull();
  });

  it('compares numerically, not as text', () => {
    expect(compareVersions([2, 100, 0], [2, 84, 1])).toBeGreaterThan(0);
    expect(compareVersions([2, 84, 0], [2, 84, 1])).toBeLessThan(0);
    expect(compareVersions([2, 84, 1], [2, 84, 1])).toBe(0);
    expect(compareVersions([3, 0, 0], [2, 84, 1])).toBeGreaterThan(0);
  });

  it.each(['2.84.1', '2.84.2', '2.85.0', '2.100.0', '3.0.0'])('accepts %s', (version) => {
    const run = runWith({ stdout: `${version}\n` });
    expect(run.code).toBe(0);
    expect(run.out.join('\n')).toContain(`Supabase CLI ${version}: fine`);
    expect(run.err).toEqual([]);
  });

  it.each(['2.84.0', '2.83.9', '2.40.7', '1.200.3'])('refuses %s and says why and how to update', (version) => {
    const run = runWith({ stdout: `${version}\n` });
    expect(run.code).toBe(1);
    const message = run.err.join('\n');
    expect(message).toContain(`Supabase CLI ${version} is too old: 2.84.1 or later is needed`);
    expect(message).toContain("Unsupported lockfile version '5'");
    // Supabase does not support a global npm install of its CLI: the hint names the ways it does.
    expect(message).not.toContain('npm install -g');
    expect(message).toContain('brew upgrade supabase');
    expect(message).toContain('scoop update supabase');
    expect(message).toContain('npm i -D supabase@latest');
    expect(message).toContain('npx supabase');
  });

  it('says so when the CLI is not installed', () => {
    const error = Object.assign(new Error('spawnSync supabase ENOENT'), { code: 'ENOENT' });
    const run = runWith({ error, status: null });
    expect(run.code).toBe(1);
    expect(run.err.join('\n')).toContain('is not installed or not on PATH');
    expect(run.err.join('\n')).toContain('2.84.1 or later');
  });

  it('fails on output without a version', () => {
    expect(judgeCliVersion({ stdout: 'error: unknown flag', status: 1 }).ok).toBe(false);
  });

  it('runs SUPABASE_BIN when set (for example a CLI outside PATH)', () => {
    const run = runWith({ stdout: '2.90.0' }, { SUPABASE_BIN: '/opt/supabase/bin/supabase' });
    expect(run.bins).toEqual(['/opt/supabase/bin/supabase']);
    expect(run.code).toBe(0);
  });
});
