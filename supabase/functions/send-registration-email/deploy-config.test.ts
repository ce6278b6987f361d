/**
 * What `supabase functions deploy` reads besides the code, checked before a deploy finds out:
 * each function's own deno.json (the CLI uploads it as the function's import map, and nothing
 * else maps its imports), the lockfile's format against the Supabase version supabase/README.md
 * names, and the function's section of config.toml.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const functionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const supabaseDir = path.dirname(functionsDir);
const repoRoot = path.dirname(supabaseDir);

/**
 * The oldest Supabase edge runtime that reads lockfile v5 (it converts v5 to v4 on reading,
 * deno/args/lockfile.rs), as supabase/README.md states it; before it, the runtime's lockfile
 * reader (deno_lockfile 0.23) stopped at v4 and a deploy failed with "Unsupported lockfile
 * version '5'" (supabase/edge-runtime#615).
 */
const MINIMUM = {
  statement: 'supabase/edge-runtime#673',
  lockfileVersionsRead: ['3', '4', '5'],
};

type DenoJson = { imports?: Record<string, string>; workspace?: string[] };
type DenoLock = {
  version: string;
  specifiers?: Record<string, string>;
  workspace?: { dependencies?: string[]; members?: Record<string, { dependencies?: string[] }> };
};

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

async function functionNames(): Promise<string[]> {
  return (await readdir(functionsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .filter((entry) => existsSync(path.join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name);
}

/** The bare specifiers (no ./, ../, node:, npm:, jsr:) of every file index.ts reaches by relative imports. */
async function bareImports(entry: string): Promise<Map<string, string>> {
  const bare = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    // Comments out (keeping `://` inside strings), then static, side-effect and dynamic imports.
    const code = (await readFile(file, 'utf8')).replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
    const patterns = [
      /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
      /\bimport\s*['"]([^'"]+)['"]/g,
      /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    ];
    for (const pattern of patterns) {
      for (const [, specifier] of code.matchAll(pattern)) {
        if (specifier === undefined) continue;
        if (specifier.startsWith('./') || specifier.startsWith('../')) queue.push(path.resolve(path.dirname(file), specifier));
        else if (!/^(node|npm|jsr):/.test(specifier)) bare.set(specifier, path.relative(functionsDir, file));
      }
    }
  }
  return bare;
}

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('each function’s deno.json', () => {
  it('exists for every function and maps every bare import its code reaches, pinned to node_modules', async () => {
    const names = await functionNames();
    expect(names).toContain('send-registration-email');
    for (const name of names) {
      const configFile = path.join(functionsDir, name, 'deno.json');
      expect(existsSync(configFile), `${name}/deno.json`).toBe(true);
      const imports = (await readJson<DenoJson>(configFile)).imports ?? {};
      const missing = [...(await bareImports(path.join(functionsDir, name, 'index.ts')))]
        .filter(([specifier]) => !Object.hasOwn(imports, specifier) && !Object.hasOwn(imports, packageOf(specifier)))
        .map(([specifier, file]) => `${specifier} (${file})`);
      expect(missing, `imports ${name}/deno.json does not map`).toEqual([]);
      for (const [specifier, target] of Object.entries(imports)) {
        // Exact versions: the deploy resolves them, the Node and Deno tests run node_modules'.
        const pinned = /^npm:((?:@[^/@]+\/)?[^/@]+)@(\d+\.\d+\.\d+[^/]*)$/.exec(target);
        expect(pinned, `${name}/deno.json: ${specifier} → ${target}`).not.toBeNull();
        const [, pkg, version] = pinned as RegExpExecArray;
        const installed = await readJson<{ version: string }>(path.join(repoRoot, 'node_modules', pkg as string, 'package.json'));
        expect(`${pkg}@${version}`).toBe(`${pkg}@${installed.version}`);
      }
    }
  });

  it('catches an unmapped import', async () => {
    const bare = await bareImports(path.join(functionsDir, 'send-registration-email', 'index.ts'));
    // The function's code really is walked, _shared included.
    expect([...bare.keys()]).toEqual(expect.arrayContaining(['valibot', 'nodemailer']));
  });

  it('is a member of the workspace, so Deno uses the shared deno.lock and writes no lock of its own', async () => {
    const root = await readJson<DenoJson>(path.join(functionsDir, 'deno.json'));
    for (const name of await functionNames()) {
      expect(root.workspace ?? [], 'supabase/functions/deno.json "workspace"').toContain(`./${name}`);
      expect(existsSync(path.join(functionsDir, name, 'deno.lock')), `${name}/deno.lock`).toBe(false);
    }
  });
});

describe('deno.lock', () => {
  it('has a version the minimum Supabase version in supabase/README.md reads', async () => {
    const lock = await readJson<DenoLock>(path.join(functionsDir, 'deno.lock'));
    expect(MINIMUM.lockfileVersionsRead).toContain(lock.version);
    const readme = await readFile(path.join(supabaseDir, 'README.md'), 'utf8');
    expect(readme).toContain(MINIMUM.statement);
  });

  it('locks every import of every function', async () => {
    const lock = await readJson<DenoLock>(path.join(functionsDir, 'deno.lock'));
    for (const name of await functionNames()) {
      const imports = Object.values((await readJson<DenoJson>(path.join(functionsDir, name, 'deno.json'))).imports ?? {});
      expect(lock.workspace?.members?.[name]?.dependencies ?? [], `deno.lock workspace.members.${name}`).toEqual(
        [...imports].sort(),
      );
      for (const target of imports) expect(Object.keys(lock.specifiers ?? {}), 'deno.lock specifiers').toContain(target);
    }
  });
});

describe('config.toml', () => {
  it('deploys each function with its own deno.json and without the gateway’s JWT check', async () => {
    const toml = await readFile(path.join(supabaseDir, 'config.toml'), 'utf8');
    for (const name of await functionNames()) {
      const section = new RegExp(`^\\[functions\\.${name}\\]\\n([\\s\\S]*?)(?=^\\[|(?![\\s\\S]))`, 'm').exec(toml)?.[1] ?? '';
      const settings = section.replace(/#.*$/gm, '');
      expect(settings, `[functions.${name}]`).toMatch(/^verify_jwt = false$/m);
      expect(settings, `[functions.${name}]`).not.toMatch(/^import_map\b/m);
    }
  });
});
