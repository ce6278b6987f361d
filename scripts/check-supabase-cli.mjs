/**
 * `npm run check:supabase-cli`: is the Supabase CLI on this machine new enough to deploy the
 * functions? Runs `supabase --version` (or `$SUPABASE_BIN --version`) and compares.
 *
 * Why 2.84.1: supabase/functions/deno.lock is lockfile version 5 (Deno 2.3 and later). The edge
 * runtime a CLI bundles reads v5 only from supabase/edge-runtime#673 on (edge-runtime 1.73.0);
 * older ones stop `supabase functions deploy` and `serve` with "Unsupported lockfile version '5'"
 * (supabase/edge-runtime#615, reported with CLI 2.40.7). CLI 2.84.1 is the first to bundle it.
 * See supabase/README.md, "Minimum Supabase CLI".
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const MINIMUM_SUPABASE_CLI = '2.84.1';

// Supabase installs its CLI through a package manager or as a project's dev dependency; it does not
// support a global npm install (`npm install -g supabase` fails), so that is never suggested.
const UPDATE_HINT =
  'Update it: `brew upgrade supabase` (macOS, Linux), `scoop update supabase` (Windows), the .deb, .rpm or .apk ' +
  'of the latest release (Linux), or as a dev dependency: `npm i -D supabase@latest`, then run it as ' +
  '`npx supabase …` (check it with `SUPABASE_BIN=node_modules/.bin/supabase npm run check:supabase-cli`) ' +
  '(https://supabase.com/docs/guides/local-development/cli/getting-started).';

/** The first `major.minor.patch` in what `supabase --version` printed, or null. */
export function parseCliVersion(output) {
  const match = /(\d+)\.(\d+)\.(\d+)/.exec(String(output));
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Negative, zero or positive, as `a` is older than, equal to or newer than `b`. */
export function compareVersions(a, b) {
  for (let i = 0; i < 3; i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The verdict on one `supabase --version` run: `{ ok, message }`.
 * @param {VersionRun} result what spawnSync gave (`error` set when the program could not be started at all)
 * @param {string} [bin] the program that was run, named in the message
 */
export function judgeCliVersion(result, bin = 'supabase') {
  if (result.error) {
    const missing = result.error.code === 'ENOENT';
    return {
      ok: false,
      message: missing
        ? `The Supabase CLI (\`${bin}\`) is not installed or not on PATH. Deploying the functions needs ` +
          `Supabase CLI ${MINIMUM_SUPABASE_CLI} or later. ${UPDATE_HINT}`
        : `Could not run \`${bin} --version\` (${result.error.code ?? result.error.message}).`,
    };
  }
  const printed = `${result.stdout ?? ''}`.trim();
  const version = parseCliVersion(printed);
  if (result.status !== 0 || version === null) {
    return {
      ok: false,
      message: `\`${bin} --version\` did not print a version (exit ${result.status}). Deploying the functions needs Supabase CLI ${MINIMUM_SUPABASE_CLI} or later.`,
    };
  }
  const found = version.join('.');
  const minimum = parseCliVersion(MINIMUM_SUPABASE_CLI);
  if (compareVersions(version, minimum) < 0) {
    return {
      ok: false,
      message:
        `Supabase CLI ${found} is too old: ${MINIMUM_SUPABASE_CLI} or later is needed. Its edge runtime cannot read ` +
        'supabase/functions/deno.lock (lockfile v5), so `supabase functions deploy` stops with "Unsupported lockfile version \'5\'". ' +
        UPDATE_HINT,
    };
  }
  return { ok: true, message: `Supabase CLI ${found}: fine (${MINIMUM_SUPABASE_CLI} or later).` };
}

/**
 * @typedef {{ stdout?: string; status?: number | null; error?: NodeJS.ErrnoException }} VersionRun
 *   what running `<bin> --version` gave (spawnSync's result, or a test's fake)
 */

/**
 * Runs the check; the exit code (0 new enough, 1 not). `run` is replaceable for tests.
 * @param {{ env?: Record<string, string | undefined>; run?: (bin: string) => VersionRun; out?: (line: string) => void; err?: (line: string) => void }} [options]
 */
export function main({
  env = process.env,
  run = (bin) => spawnSync(bin, ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' }),
  out = (line) => console.info(line),
  err = (line) => console.error(line),
} = {}) {
  const bin = env.SUPABASE_BIN?.trim() || 'supabase';
  const verdict = judgeCliVersion(run(bin), bin);
  (verdict.ok ? out : err)(verdict.message);
  return verdict.ok ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main();
}
