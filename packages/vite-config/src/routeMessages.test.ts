import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageSets } from './routeMessages.js';

/**
 * A small app on disk and the bundler's view of its graph: each module's source names message ids
 * as string literals; `imports` and `dynamicImports` are what `this.load` reports.
 */
function app(modules: Record<string, { source: string; imports?: string[]; dynamicImports?: string[] }>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-messages-'));
  const file = (name: string) => path.join(dir, name);
  for (const [name, { source }] of Object.entries(modules)) writeFileSync(file(name), source);
  const context = {
    load: ({ id }: { id: string }) => {
      const module = modules[path.basename(id)];
      if (!module) throw new Error(`No module ${id}`);
      return Promise.resolve({
        importedIds: (module.imports ?? []).map(file),
        dynamicallyImportedIds: (module.dynamicImports ?? []).map(file),
      });
    },
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return { context: context as never, file };
}

const ids = new Set(['shell.nav', 'home.title', 'faq.title', 'shared.more', 'faq.filter']);
const skip = () => false;

describe('messageSets', () => {
  it('gives the shell what the entry reaches and each page what only it reaches, lazy parts included', async () => {
    const { context, file } = app({
      'main.tsx': {
        source: "const nav = { id: 'shell.nav' };",
        imports: ['Shell.tsx'],
        dynamicImports: ['HomePage.tsx', 'FaqPage.tsx'],
      },
      'Shell.tsx': { source: '// no messages; "not.a.message" is a string' },
      'HomePage.tsx': { source: "defineMessages({ title: { id: 'home.title' } });", imports: ['More.tsx', 'main.tsx'] },
      'FaqPage.tsx': { source: 'const t = { id: "faq.title" };', imports: ['More.tsx'], dynamicImports: ['Filter.tsx'] },
      'More.tsx': { source: 'const more = { id: `shared.more` };' },
      'Filter.tsx': { source: "const filter = { id: 'faq.filter' };" },
    });
    const { shell, byPage } = await messageSets(context, {
      entry: file('main.tsx'),
      pages: [file('HomePage.tsx'), file('FaqPage.tsx')],
      ids,
      skip,
    });
    expect([...shell]).toEqual(['shell.nav']);
    // The home page reaches the entry again (a page imports the router); the shell's message is not repeated.
    expect([...(byPage.get(file('HomePage.tsx')) ?? [])].sort()).toEqual(['home.title', 'shared.more']);
    expect([...(byPage.get(file('FaqPage.tsx')) ?? [])].sort()).toEqual(['faq.filter', 'faq.title', 'shared.more']);
  });

  it('stops the build when a page imports another page, whose messages would be in neither part', async () => {
    const { context, file } = app({
      'main.tsx': { source: '', dynamicImports: ['PrivacyPage.tsx', 'LongTextPage.tsx'] },
      'PrivacyPage.tsx': { source: '', imports: ['LongTextPage.tsx'] },
      'LongTextPage.tsx': { source: "const title = { id: 'home.title' };" },
    });
    await expect(
      messageSets(context, { entry: file('main.tsx'), pages: [file('PrivacyPage.tsx'), file('LongTextPage.tsx')], ids, skip }),
    ).rejects.toThrow(/PrivacyPage\.tsx imports the page .*LongTextPage\.tsx/);
  });
});
