// ESLint rule `ankerlicht/package-boundaries`: a relative import never leaves its package.
//
// A file's package is the nearest folder above it with a package.json: the repository root
// (tooling, tests, .storybook, supabase/local), each workspace (packages/*, site, translations,
// supabase/functions/_shared). Code in another package is imported by that package's name, through
// the `exports` of its package.json, so each package says what it offers and the dependencies
// run one way.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folder → the folder of the package it belongs to. */
const packageRoots = new Map();

function packageRootOf(dir) {
  const known = packageRoots.get(dir);
  if (known !== undefined) return known;
  const parent = path.dirname(dir);
  const root = existsSync(path.join(dir, 'package.json')) || parent === dir ? dir : packageRootOf(parent);
  packageRoots.set(dir, root);
  return root;
}

function packageName(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).name ?? root;
  } catch {
    return root;
  }
}

/** The package a resolved import target belongs to ('../content' may name a package's folder). */
function targetPackageRoot(target) {
  let isDirectory = false;
  try {
    isDirectory = statSync(target).isDirectory();
  } catch {
    // A missing file still belongs to the folder it would be in.
  }
  return packageRootOf(isDirectory ? target : path.dirname(target));
}

/**
 * Supabase shares code between edge functions through relative imports of
 * supabase/functions/_shared, and deploys a function with exactly the files it imports that way
 * (an import map to a local folder has broken deploys: supabase/cli#1338, #1303). So the one
 * relative import allowed across a package is a function's own import of `_shared`;
 * send-registration-email/imports.test.ts keeps that graph inside supabase/functions.
 */
function isEdgeFunctionImportOfShared(file, target, functionsDir) {
  const fromFunction = path.relative(functionsDir, file).split(path.sep);
  const toShared = path.relative(path.join(functionsDir, '_shared'), target);
  return (
    fromFunction.length > 1 &&
    fromFunction[0] !== '..' &&
    !fromFunction[0].startsWith('_') &&
    !toShared.startsWith('..') &&
    !path.isAbsolute(toShared)
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export const packageBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A relative import stays inside its package; other packages are imported by name.' },
    schema: [
      {
        type: 'object',
        properties: { functionsDir: { type: 'string' } },
        required: ['functionsDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      leaves:
        "'{{specifier}}' leaves {{from}} for {{to}}: import {{to}} by its package name, through the exports of its package.json.",
    },
  },
  create(context) {
    const { functionsDir } = context.options[0];
    const file = context.filename;
    const fromRoot = packageRootOf(path.dirname(file));

    function check(node) {
      if (!node) return;
      let specifier;
      if (node.type === 'Literal' && typeof node.value === 'string') specifier = node.value;
      else if (node.type === 'TemplateLiteral' && node.expressions.length === 0) specifier = node.quasis[0]?.value.cooked;
      if (specifier === undefined || !(specifier.startsWith('./') || specifier.startsWith('../'))) return;
      const target = path.resolve(path.dirname(file), specifier.replace(/[?#].*$/, ''));
      const toRoot = targetPackageRoot(target);
      if (toRoot === fromRoot || isEdgeFunctionImportOfShared(file, target, functionsDir)) return;
      context.report({
        node,
        messageId: 'leaves',
        data: { specifier, from: packageName(fromRoot), to: packageName(toRoot) },
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression(node) {
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        // vi.mock('../x'), vi.importActual('../x'): vitest resolves these like imports.
        const isVitestImport =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock'].includes(callee.property.name);
        if (isRequire || isVitestImport) check(node.arguments[0]);
      },
    };
  },
};
