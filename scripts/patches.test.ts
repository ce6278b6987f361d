/**
 * The patches in patches/ are applied to what is installed (the root postinstall runs
 * patch-package). Without them nothing fails to build: React Aria only renders again after
 * hydration, which tests/e2e/hydration.spec.ts would catch much later. This says it at once, naming
 * the file, and checks that each patch is for the version installed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const patchesDir = path.join(repoRoot, 'patches');
const require = createRequire(import.meta.url);

/** Each patch file: its package, the version it was made for, and the lines it adds per file. */
const patches = readdirSync(patchesDir)
  .filter((file) => file.endsWith('.patch'))
  .map((file) => {
    const [, name = '', version = ''] = /^(.+)\+([^+]+)\.patch$/.exec(file) ?? [];
    const added = new Map<string, string[]>();
    let current = '';
    for (const line of readFileSync(path.join(patchesDir, file), 'utf8').split('\n')) {
      const target = /^\+\+\+ b\/(.+)$/.exec(line);
      if (target) {
        current = target[1] ?? '';
        added.set(current, []);
      } else if (line.startsWith('+') && !line.startsWith('+++')) added.get(current)?.push(line.slice(1));
    }
    return { file, name: name.replace(/\+/g, '/'), version, added };
  });

describe('patches', () => {
  it('has the React Aria patch', () => {
    expect(patches.map((patch) => patch.name)).toContain('react-aria');
  });

  describe.each(patches)('$file', ({ name, version, added }) => {
    const packageDir = path.dirname(require.resolve(`${name}/package.json`));

    it('is for the installed version', () => {
      const installed = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
      expect(installed, `${name} ${installed} is installed; remake the patch for it (patches/README.md)`).toBe(version);
    });

    it('is applied to every file it changes', () => {
      expect(added.size).toBeGreaterThan(0);
      for (const [file, lines] of added) {
        const installed = readFileSync(path.join(repoRoot, file), 'utf8').split('\n');
        for (const line of lines) expect(installed, `${file} lacks the patch's line: npm ci applies it`).toContain(line);
      }
    });
  });
});
