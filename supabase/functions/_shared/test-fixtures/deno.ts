/**
 * Deno for the functions' Deno tests (deno.test.ts beside each index.ts): the repository's own
 * Deno (the `deno` devDependency), a one-off command, and a function served by `deno run` as
 * Supabase's edge runtime serves it. Node only; never imported by an edge function.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const DENO = path.join(repoRoot, 'node_modules/.bin/deno');

/** What every Deno process here runs with; a served function gets its settings on top. */
export const DENO_ENV = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? os.tmpdir(),
  // Deno's compile cache, kept between runs (git-ignored).
  DENO_DIR: path.join(repoRoot, 'node_modules/.cache/deno'),
  NO_COLOR: '1',
};

/** Runs a one-off Deno command in `cwd`; `combined` is stdout and stderr as they arrived. */
export async function runDeno(
  cwd: string,
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string; combined: string }> {
  const child = spawn(DENO, args, { cwd, env: DENO_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let combined = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    combined += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
    combined += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr, combined };
}

export type ServedFunction = {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** Everything the function has written to stdout and stderr so far: its log lines. */
  output(): string;
  stop(): Promise<void>;
};

/**
 * Serves the index.ts in `cwd` with `deno run` on `port` (DENO_SERVE_ADDRESS), `settings` as its
 * environment, and resolves once it answers. `--node-modules-dir=manual`: the npm: imports resolve
 * from the repository's node_modules (the versions package-lock.json pins), so a test never
 * downloads; CI's network intercepts TLS with a CA that Deno's bundled roots do not trust.
 */
export async function serveFunctionInDeno(cwd: string, port: number, settings: Record<string, string>): Promise<ServedFunction> {
  const args = ['run', '--node-modules-dir=manual', '--allow-net', '--allow-env', '--allow-read', 'index.ts'];
  const deno = spawn(DENO, args, {
    cwd,
    env: { ...DENO_ENV, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  deno.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  deno.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const stop = async () => {
    if (deno.exitCode !== null || deno.signalCode !== null) return;
    const exited = new Promise((resolve) => deno.once('exit', resolve));
    deno.kill('SIGTERM');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  // Within the minute the tests' beforeAll allows.
  const deadline = Date.now() + 55_000;
  for (;;) {
    if (deno.exitCode !== null) throw new Error(`deno exited: ${output}`);
    const up = await fetch(baseUrl, { method: 'OPTIONS' }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`deno did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, output: () => output, stop };
}
