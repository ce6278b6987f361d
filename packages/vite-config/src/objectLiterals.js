/**
 * @typedef {import('estree').Node & { start: number; end: number }} Node
 * @typedef {Node & import('estree').ObjectExpression} ObjectNode
 */

/**
 * The object literals of a parsed module that pass `test`, outermost first; objects inside one
 * that passes are left alone. For the build's rewrites of a module's literals (contentStrings.js,
 * stripDefaultMessages.js).
 *
 * @param {import('estree').Program} program
 * @param {(object: import('estree').ObjectExpression) => boolean} test
 * @returns {ObjectNode[]}
 */
export function objectLiterals(program, test) {
  /** @type {ObjectNode[]} */
  const found = [];
  /** @param {unknown} node */
  const walk = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
      return;
    }
    const candidate = /** @type {Node} */ (node);
    if (candidate.type === 'ObjectExpression' && test(candidate)) {
      found.push(/** @type {ObjectNode} */ (candidate));
      return;
    }
    for (const key of Object.keys(candidate)) if (key !== 'parent') walk(/** @type {Record<string, unknown>} */ (candidate)[key]);
  };
  walk(program);
  return found;
}

/**
 * A property's name when it is a plain `key: value` with a name or a string as its key.
 *
 * @param {import('estree').ObjectExpression['properties'][number]} property
 * @returns {unknown}
 */
export function plainPropertyKey(property) {
  if (property.type !== 'Property' || property.kind !== 'init' || property.computed || property.method || property.shorthand)
    return undefined;
  return property.key.type === 'Identifier'
    ? property.key.name
    : property.key.type === 'Literal'
      ? property.key.value
      : undefined;
}
