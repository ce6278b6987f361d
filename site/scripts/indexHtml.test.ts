import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const indexHtml = readFileSync(fileURLToPath(new URL('../index.html', import.meta.url)), 'utf8');
const usePress = readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-aria/package.json')),
    'dist/private/interactions/usePress.mjs',
  ),
  'utf8',
);

/** CSS text with its whitespace collapsed, so the two ways of writing one rule compare equal. */
const compact = (css: string) =>
  css
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;])\s*/g, '$1')
    .trim();

describe('site/index.html', () => {
  it("carries React Aria's pressable rule under the id and with the text the installed React Aria adds", () => {
    // usePress adds its <style> only when no element has this id (see the comment in index.html).
    const id = /const [\w$]+STYLE_ID = '([^']+)';/.exec(usePress)?.[1];
    const attribute = /const [\w$]+PRESSABLE_ATTRIBUTE = '([^']+)';/.exec(usePress)?.[1];
    const template = /style\.textContent = `([^`]+)`/.exec(usePress)?.[1];
    expect(id).toBe('react-aria-pressable-style');
    expect(attribute).toBeDefined();
    expect(template).toBeDefined();
    const theirs = compact(template!.replace(/\$\{[\w$]+PRESSABLE_ATTRIBUTE\}/, attribute!));

    const ours = new RegExp(`<style id="${id!}">([^<]*)</style>`).exec(indexHtml)?.[1];
    expect(ours).toBeDefined();
    expect(compact(ours!)).toBe(theirs);
  });

  it('holds no script of its own: each is a module of src/boot, inlined by the build at its placeholder', () => {
    const scripts = [...indexHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes, text]) => ({ src: /\bsrc=/.test(attributes!), text: text!.trim() }))).toEqual([
      { src: true, text: '' },
    ]);
    const placeholders = [...indexHtml.matchAll(/<!--boot:(\w+)-->/g)].map((match) => match[1]);
    expect(placeholders).toEqual(['languageRedirect', 'submitGuard', 'earlyPressRecorder']);
    for (const name of placeholders) expect(existsSync(new URL(`../src/boot/${name!}.ts`, import.meta.url))).toBe(true);
    // The redirect runs before anything is painted: ahead of every stylesheet.
    expect(indexHtml.indexOf('<!--boot:languageRedirect-->')).toBeLessThan(indexHtml.search(/<style|<link rel="stylesheet"/));
  });
});
