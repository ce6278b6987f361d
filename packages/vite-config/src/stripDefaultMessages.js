import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import { parseAst } from 'vite';
import { objectLiterals, plainPropertyKey } from './objectLiterals.js';

/** The workspace's own code (packages/*, site), not node_modules. */
const workspaceDir = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A react-intl message descriptor: an `id` given as a string and a `defaultMessage` given as a
 * string (the form `formatjs/enforce-default-message` enforces), as `defineMessages`,
 * `formatMessage` and `<FormattedMessage>` (its props after the JSX transform) take them.
 *
 * @param {import('estree').ObjectExpression} object
 */
function isDescriptor(object) {
  const valueOf = (/** @type {string} */ name) => {
    const property = object.properties.find((candidate) => plainPropertyKey(candidate) === name);
    return property?.type === 'Property' ? property.value : undefined;
  };
  const id = valueOf('id');
  const defaultMessage = valueOf('defaultMessage');
  const isText = (/** @type {import('estree').Node | undefined} */ value) =>
    (value?.type === 'Literal' && typeof value.value === 'string') || value?.type === 'TemplateLiteral';
  return isText(id) && isText(defaultMessage);
}

/**
 * A module without its message descriptors' `defaultMessage`s (JavaScript in), null when it has
 * none. `{ id: 'a', defaultMessage: 'b' }` becomes `{ id: 'a',  }`.
 *
 * @param {string} code
 * @returns {{ code: string; map: import('magic-string').SourceMap } | null}
 */
export function withoutDefaultMessages(code) {
  if (!code.includes('defaultMessage')) return null;
  const program = /** @type {import('estree').Program} */ (/** @type {unknown} */ (parseAst(code)));
  const descriptors = objectLiterals(program, isDescriptor);
  if (descriptors.length === 0) return null;
  const output = new MagicString(code);
  for (const { properties } of descriptors) {
    properties.forEach((property, index) => {
      if (plainPropertyKey(property) !== 'defaultMessage') return;
      const { start, end } = /** @type {import('estree').Node & { start: number; end: number }} */ (property);
      // Up to the next property, comma included; the last one leaves a trailing comma, which is valid.
      const next = /** @type {{ start: number } | undefined} */ (/** @type {unknown} */ (properties[index + 1]));
      output.remove(start, next?.start ?? end);
    });
  }
  return { code: output.toString(), map: output.generateMap({ hires: true }) };
}

/**
 * The client build without the Dutch `defaultMessage` of every message in the code: the browser
 * never shows one. Each language's messages chunk holds every message, a message missing from a
 * translation filled in from translations/nl.json when it is compiled (compiledMessages), and
 * `npm run i18n:check` keeps nl.json equal to what the code declares; the client has no message
 * parser to format a default string with anyway (site/vite.config.ts). The prerender, the dev
 * server, Storybook and Vitest keep them: the dev server falls back to them, and
 * `npm run i18n:extract` reads them from the source.
 *
 * @returns {import('vite').Plugin}
 */
export function stripDefaultMessages() {
  return {
    name: 'ankerlicht:strip-default-messages',
    apply: 'build',
    // After TypeScript and JSX are compiled, so the module parses as JavaScript and
    // <FormattedMessage>'s props are an object literal.
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(workspaceDir) || file.includes(`${path.sep}node_modules${path.sep}`)) return null;
      if (!/\.(ts|tsx)$/.test(file)) return null;
      return withoutDefaultMessages(code);
    },
  };
}
