/**
 * Deployability: `supabase functions deploy` bundles only what lives under supabase/functions
 * (supabase/cli#3467). Follow every import from each function's index.ts and fail on a file
 * outside that folder, a missing file, or a bare specifier deno.json does not map.
 */
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const functionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The module specifiers a TypeScript file imports (static, side-effect, re-export and dynamic). */
export function importSpecifiers(source: string): { specifiers: string[]; unresolvable: number } {
  // Comments out (keeping `://` inside strings such as URLs).
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const specifiers = new Set<string>();
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) specifiers.add(match[1] as string);
  // `import(variable)` cannot be followed: count it so the test can refuse it.
  const unresolvable = [...code.matchAll(/\bimport\s*\(\s*(?!['"])/g)].length;
  return { specifiers: [...specifiers], unresolvable };
}

export type GraphProblem = { file: string; specifier: string; problem: string };

/** Every file reachable from `entry` by relative imports, and what is wrong with the graph. */
export async function importGraph(
  entry: string,
  root: string,
  importMap: Record<string, string>,
): Promise<{ files: string[]; problems: GraphProblem[] }> {
  const seen = new Set<string>();
  const problems: GraphProblem[] = [];
  const queue = [path.resolve(entry)];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const relativeFile = path.relative(root, file);
    const { specifiers, unresolvable } = importSpecifiers(await readFile(file, 'utf8'));
    if (unresolvable > 0)
      problems.push({ file: relativeFile, specifier: 'import(…)', problem: 'dynamic import of a computed name' });
    for (const specifier of specifiers) {
      if (specifier.startsWith('./') || specifier.startsWith('../')) {
        const target = path.resolve(path.dirname(file), specifier);
        const inside = target.startsWith(root + path.sep);
        if (!inside) problems.push({ file: relativeFile, specifier, problem: 'outside supabase/functions' });
        else if (!existsSync(target))
          problems.push({ file: relativeFile, specifier, problem: 'no such file (Deno needs the extension)' });
        else queue.push(target);
      } else if (/^(npm|jsr|node):/.test(specifier)) {
        // Resolved by Deno itself.
      } else if (Object.hasOwn(importMap, specifier)) {
        if (!/^(npm|jsr):/.test(importMap[specifier] as string))
          problems.push({ file: relativeFile, specifier, problem: 'mapped to neither npm: nor jsr:' });
      } else {
        problems.push({
          file: relativeFile,
          specifier,
          problem: path.isAbsolute(specifier) || specifier.startsWith('file:') ? 'absolute path' : 'not in deno.json imports',
        });
      }
    }
  }
  return { files: [...seen].map((file) => path.relative(root, file)).sort(), problems };
}

async function importMap(): Promise<Record<string, string>> {
  return (JSON.parse(await readFile(path.join(functionsDir, 'deno.json'), 'utf8')) as { imports: Record<string, string> })
    .imports;
}

describe('the functions’ import graph', () => {
  it('stays inside supabase/functions for every function', async () => {
    const entries = (await readdir(functionsDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
      .map((entry) => path.join(functionsDir, entry.name, 'index.ts'))
      .filter((entry) => existsSync(entry));
    expect(entries.map((entry) => path.relative(functionsDir, entry))).toContain('send-registration-email/index.ts');
    const map = await importMap();
    for (const entry of entries) {
      const { files, problems } = await importGraph(entry, functionsDir, map);
      expect(problems).toEqual([]);
      expect(files).toContain(path.relative(functionsDir, path.join(path.dirname(entry), 'handler.ts')));
      expect(files).toContain('_shared/registration.ts');
      expect(files.some((file) => file.endsWith('.test.ts') || file.endsWith('fakes.ts'))).toBe(false);
    }
  });

  it('catches an import from outside, a missing extension and an unmapped package', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'import-graph-'));
    try {
      const root = path.join(dir, 'functions');
      await mkdir(path.join(root, 'fn'), { recursive: true });
      await mkdir(path.join(root, '_shared'), { recursive: true });
      await writeFile(path.join(dir, 'outside.ts'), 'export const x = 1;\n');
      await writeFile(
        path.join(root, 'fn', 'index.ts'),
        [
          "import { a } from '../_shared/a.ts';",
          '// import { commented } from "../../commented.ts";',
          "const url = 'https://example.org/x'; // from 'nowhere'",
          'export {',
          '  a,',
          "} from '../_shared/a.ts';",
          "import '../_shared/side';",
          "const lazy = await import('../../outside.ts');",
          "import left from 'left-pad';",
          "import ok from 'npm:valibot@1';",
          'const name = "x"; await import(name);',
        ].join('\n'),
      );
      await writeFile(path.join(root, '_shared', 'a.ts'), "import type { x } from '../../outside.ts';\nexport const a = 1;\n");
      const { files, problems } = await importGraph(path.join(root, 'fn', 'index.ts'), root, {});
      expect(files).toEqual(['_shared/a.ts', 'fn/index.ts']);
      expect(problems).toEqual(
        expect.arrayContaining([
          { file: 'fn/index.ts', specifier: '../../outside.ts', problem: 'outside supabase/functions' },
          { file: '_shared/a.ts', specifier: '../../outside.ts', problem: 'outside supabase/functions' },
          { file: 'fn/index.ts', specifier: '../_shared/side', problem: 'no such file (Deno needs the extension)' },
          { file: 'fn/index.ts', specifier: 'left-pad', problem: 'not in deno.json imports' },
          { file: 'fn/index.ts', specifier: 'import(…)', problem: 'dynamic import of a computed name' },
        ]),
      );
      expect(problems).toHaveLength(5);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
