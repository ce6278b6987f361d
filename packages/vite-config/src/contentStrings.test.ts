import { describe, expect, it } from 'vitest';
import { contentStringsId, contentStringsLocale, extractContentStrings } from './contentStrings.js';

const options = { moduleKey: 'legal/example', runtime: '/runtime.ts' };

describe('extractContentStrings', () => {
  it('moves string and template literals of locale-keyed objects into one table per language', () => {
    const code = [
      "const name = 'Ankerlicht';",
      "export const a = { nl: 'Hallo', en: 'Hello', tr: 'Merhaba' };",
      'export const b = { title: { nl: `Plain`, en: `Plain en`, tr: `Plain tr` }, text: { nl: `Dag ${name}!`, en: "Hi", tr: `Selam ${name}, ${1 + 1}` } };',
    ].join('\n');
    const result = extractContentStrings(code, options);
    expect(result?.tables).toEqual({
      nl: ['Hallo', 'Plain', ['Dag ', '!']],
      en: ['Hello', 'Plain en', 'Hi'],
      tr: ['Merhaba', 'Plain tr', ['Selam ', ', ', '']],
    });
    const out = result?.code ?? '';
    // No language's text is left in the module; the expressions stay, in a function per language.
    for (const text of ['Hallo', 'Hello', 'Merhaba', 'Plain en', 'Dag ', 'Selam ']) expect(out).not.toContain(text);
    expect(out).toContain('import { registerContentStrings as __registerContentStrings } from "/runtime.ts";');
    expect(out).toContain(`"tr": () => import("${contentStringsId('legal/example', 'tr')}")`);
    expect(out).toContain('export const a = /*#__PURE__*/ __contentStrings(0);');
    expect(out).toContain('title: /*#__PURE__*/ __contentStrings(1)');
    expect(out).toContain(
      'text: /*#__PURE__*/ __contentStrings(2, { "nl": (__q) => `${__q[0]}${name}${__q[1]}`, "tr": (__q) => `${__q[0]}${name}${__q[1]}${1 + 1}${__q[2]}` })',
    );
  });

  it('leaves objects that are not exactly the languages, in order, with literal values', () => {
    const code = [
      "export const partial = { nl: 'Alleen', en: 'Only' };",
      "export const extra = { nl: 'a', en: 'b', tr: 'c', note: 'd' };",
      "export const reordered = { en: 'b', nl: 'a', tr: 'c' };",
      "const computed = 'nl';",
      "export const key = { [computed]: 'a', en: 'b', tr: 'c' };",
      "const nl = 'a';",
      "export const shorthand = { nl, en: 'b', tr: 'c' };",
      "export const call = { nl: String(1), en: 'b', tr: 'c' };",
      'export const tagged = { nl: String.raw`a`, en: `b`, tr: `c` };',
      "export const spread = { ...partial, tr: 'c' };",
      "export const method = { nl() { return 'a'; }, en: 'b', tr: 'c' };",
    ].join('\n');
    expect(extractContentStrings(code, options)).toBeNull();
  });

  it('rewrites the outer object only and keeps what surrounds it', () => {
    const code = "export const list = [{ id: 'x', label: { nl: 'Een', en: 'One', tr: 'Bir' } }, { id: 'y' }] as unknown;".replace(
      ' as unknown',
      '',
    );
    const out = extractContentStrings(code, options)?.code ?? '';
    expect(out).toContain("export const list = [{ id: 'x', label: /*#__PURE__*/ __contentStrings(0) }, { id: 'y' }];");
  });

  it('names tables by module and language, and knows their language back', () => {
    const id = contentStringsId('legal/privacy', 'en');
    expect(id).toBe('virtual:content-strings/legal/privacy.en');
    expect(contentStringsLocale(id)).toBe('en');
    expect(contentStringsLocale(`\0${id}`)).toBe('en');
    expect(contentStringsLocale('virtual:messages/en')).toBeUndefined();
    expect(contentStringsLocale('virtual:content-strings/faq.de')).toBeUndefined();
  });
});
