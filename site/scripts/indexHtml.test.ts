import { readFileSync } from 'node:fs';
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
});
