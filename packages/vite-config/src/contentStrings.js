import { createRequire } from 'node:module';
import path from 'node:path';
import MagicString from 'magic-string';
import { parseAst } from 'vite';
import { localeDescriptors } from '@ankerlicht/content/locales.js';
import { objectLiterals, plainPropertyKey } from './objectLiterals.js';

/** packages/content/src, found through its package (a realpath, as Vite's module ids are). */
const contentDir = path.dirname(createRequire(import.meta.url).resolve('@ankerlicht/content/locales.js'));
/** The runtime the rewritten modules register their tables with (@ankerlicht/content's contentStrings.ts). */
const runtimeFile = path.join(contentDir, 'contentStrings.ts');
const tablePrefix = 'virtual:content-strings/';
/** @type {readonly string[]} */
const codes = localeDescriptors.map((descriptor) => descriptor.code);

/**
 * `virtual:content-strings/<module>.<locale>`: the id of one content module's strings in one
 * language. Its chunk is named after the module (`faq-<hash>.js`, the bundler drops the `.en`),
 * not after the language as the messages' chunks are (`en-<hash>.js`).
 *
 * @param {string} moduleKey a content module's path under packages/content/src, without extension ('legal/privacy')
 * @param {string} locale
 */
export function contentStringsId(moduleKey, locale) {
  return `${tablePrefix}${moduleKey}.${locale}`;
}

/**
 * The language of a content-strings table, from its id or its key in the build's manifest; undefined
 * for anything else.
 *
 * @param {string} id
 * @returns {string | undefined}
 */
export function contentStringsLocale(id) {
  const start = id.indexOf(tablePrefix);
  if (start !== 0 && !(start === 1 && id.startsWith('\0'))) return undefined;
  const locale = id.slice(id.lastIndexOf('.') + 1);
  return codes.includes(locale) ? locale : undefined;
}

/**
 * @typedef {import('estree').Node & { start: number; end: number }} Node
 * @typedef {string | string[]} TableEntry  a plain string, or the text between a template literal's expressions
 * @typedef {{ code: string; map: import('magic-string').SourceMap; tables: Record<string, TableEntry[]> }} Extracted
 */

/**
 * The locale-keyed object literals of a module (own keys exactly the locale codes, in the
 * descriptor's order; every value a string literal or an untagged template literal), outermost
 * first; objects inside one are left alone.
 *
 * @param {import('estree').Program} program
 * @param {readonly string[]} locales
 */
function localizedLiterals(program, locales) {
  return objectLiterals(program, (object) => isLocalized(object, locales));
}

/**
 * @param {import('estree').ObjectExpression} object
 * @param {readonly string[]} locales
 */
function isLocalized(object, locales) {
  if (object.properties.length !== locales.length) return false;
  return object.properties.every((property, index) => {
    if (plainPropertyKey(property) !== locales[index] || property.type !== 'Property') return false;
    const value = property.value;
    return (value.type === 'Literal' && typeof value.value === 'string') || value.type === 'TemplateLiteral';
  });
}

/**
 * Moves a content module's visitor-facing text into one table per language. Every locale-keyed
 * object literal becomes `__contentStrings(index)`, an object with the same keys whose getters read
 * the language's table; a template literal's text goes to the table too and its expressions stay,
 * in a function per language evaluated on first read (so a template that reads another Localized
 * value no longer reads every language while the module is evaluated). Objects built at run time
 * (perLocale) and anything else stay as they are. Returns null for a module without such objects.
 *
 * Exported for its unit test; `contentStrings()` applies it to the client's content modules.
 *
 * @param {string} code JavaScript (TypeScript already stripped)
 * @param {{ moduleKey: string; locales?: readonly string[]; runtime?: string }} options
 * @returns {Extracted | null}
 */
export function extractContentStrings(code, { moduleKey, locales = codes, runtime = runtimeFile }) {
  const program = /** @type {import('estree').Program} */ (/** @type {unknown} */ (parseAst(code)));
  const literals = localizedLiterals(program, locales);
  if (literals.length === 0) return null;
  if (code.includes('__contentStrings')) throw new Error(`${moduleKey}: the name __contentStrings is taken`);
  const s = new MagicString(code);
  /** @type {Record<string, TableEntry[]>} */
  const tables = Object.fromEntries(locales.map((locale) => [locale, []]));
  literals.forEach((object, index) => {
    /** @type {string[]} */
    const templates = [];
    object.properties.forEach((property, position) => {
      const locale = /** @type {string} */ (locales[position]);
      const value = /** @type {import('estree').Property} */ (property).value;
      const table = /** @type {TableEntry[]} */ (tables[locale]);
      if (value.type === 'Literal') {
        table.push(/** @type {string} */ (value.value));
        return;
      }
      const template = /** @type {import('estree').TemplateLiteral} */ (value);
      if (template.expressions.length === 0) {
        table.push(template.quasis[0]?.value.cooked ?? '');
        return;
      }
      table.push(template.quasis.map((quasi) => quasi.value.cooked ?? ''));
      const parts = template.quasis.map((_quasi, part) => {
        const expression = /** @type {Node | undefined} */ (template.expressions[part]);
        return `\${__q[${part}]}${expression ? `\${${code.slice(expression.start, expression.end)}}` : ''}`;
      });
      templates.push(`${JSON.stringify(locale)}: (__q) => \`${parts.join('')}\``);
    });
    const { start, end } = /** @type {Node} */ (/** @type {unknown} */ (object));
    const fill = templates.length > 0 ? `, { ${templates.join(', ')} }` : '';
    s.overwrite(start, end, `/*#__PURE__*/ __contentStrings(${index}${fill})`);
  });
  const loaders = locales.map(
    (locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(contentStringsId(moduleKey, locale))})`,
  );
  s.prepend(
    `import { registerContentStrings as __registerContentStrings } from ${JSON.stringify(runtime)};\n` +
      `const __contentStrings = /*#__PURE__*/ __registerContentStrings(${JSON.stringify(moduleKey)}, { ${loaders.join(', ')} });\n`,
  );
  return { code: s.toString(), map: s.generateMap({ hires: 'boundary' }), tables };
}

/**
 * One language per visit for content: in the production client build, a content module's strings
 * live in one table per language, loaded on demand (`loadContentStrings` in @ankerlicht/content),
 * so a visitor downloads only their language's content, as they do its messages. The server build
 * (prerender), Storybook and Vitest do not use it: they keep the modules as written.
 *
 * Nor does the dev server: React's development build reads the values nested in a component's
 * changed props (to show prop changes in the browser's Performance panel), every language of a
 * Localized included, so a table not loaded would either throw there or have to stay silent,
 * hiding a missed load. The production build has no such reads: a string read before its table is
 * loaded throws, and the e2e tests, which open every route in every language, would see it.
 *
 * @returns {import('vite').Plugin}
 */
export function contentStrings() {
  /** Each module's tables, from its transform. @type {Map<string, Record<string, TableEntry[]>>} */
  const tablesByModule = new Map();
  return {
    name: 'ankerlicht:content-strings',
    apply: 'build',
    // After TypeScript is stripped, so the module parses as JavaScript.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(id) {
      return contentStringsLocale(id) ? `\0${id}` : undefined;
    },
    load(id) {
      const locale = contentStringsLocale(id);
      if (!locale || !id.startsWith('\0')) return undefined;
      const moduleKey = id.slice(1 + tablePrefix.length, id.lastIndexOf('.'));
      // The module's transform, which imports the table, filled it.
      const table = tablesByModule.get(moduleKey)?.[locale];
      if (!table) throw new Error(`No ${locale} content strings for ${moduleKey}`);
      return `export default ${JSON.stringify(table)};`;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(`${contentDir}${path.sep}`) || !file.endsWith('.ts') || file.endsWith('.test.ts')) return null;
      if (file === runtimeFile) return null;
      const moduleKey = path.relative(contentDir, file).slice(0, -'.ts'.length).split(path.sep).join('/');
      const extracted = extractContentStrings(code, { moduleKey });
      if (!extracted) return null;
      tablesByModule.set(moduleKey, extracted.tables);
      return { code: extracted.code, map: extracted.map };
    },
  };
}
