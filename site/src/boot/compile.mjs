// @ts-check
// Compiles a boot script (one of this folder's inline scripts, whose exported function runs before
// the app: submitGuard.ts, earlyPressRecorder.ts, languageRedirect.ts, pageLoader.ts; the folder's
// other modules are the app's side of the hand-over, bundled with the app) for inlining in a page:
// bundled with what it imports, minified, for ES2017, and wrapped in a function of its own so it
// leaves no globals. Its runtime parameters are never written into its code: the inline script
// calls the compiled function with them as a JSON argument. site/vite.config.ts inlines the head's
// scripts into index.html (dev server and build), site/scripts/prerender.mjs the page loader.
// Plain JavaScript (checked by tsc), so the prerender reads it without a TypeScript loader.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const bootDir = fileURLToPath(new URL('.', import.meta.url));

/** The compiled code's name for its argument: unbound in the bundle, so the minifier keeps it. */
const argumentName = 'bootArgument';

/**
 * JSON as a JavaScript expression inside an HTML <script>: no "</script" or "<!--" can end the
 * element or change how it is parsed, and no line separator can end a string in an old parser.
 *
 * @param {unknown} value
 */
function inlineJson(value) {
  const json = JSON.stringify(value);
  if (json === undefined) throw new Error('A boot script argument must be JSON');
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The boot script's exported function, compiled; what it returns writes the `<script>` element
 * that calls it with its argument.
 *
 * @template {(argument: never) => void} F the exported function's type, for its argument's
 * @param {string} name the module in this folder (`${name}.ts`) and the function it exports
 * @returns {Promise<(...argument: Parameters<F>) => string>}
 */
export async function bootScript(name) {
  const file = `${name}.ts`;
  const result = await build({
    stdin: {
      contents: `import { ${name} } from './${file}';\n${name}(${argumentName});\n`,
      resolveDir: bootDir,
      sourcefile: `boot:${name}`,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2017',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error(`Compiling ${file} gave no code`);
  // Inline, the code is the <script> element's text: nothing in it may end the element early.
  if (/<\/script|<!--|<script/i.test(code)) throw new Error(`${file} compiles to code that cannot be inlined in a <script>`);
  return (...argument) =>
    `<script>(function(${argumentName}){${code}})(${argument.length ? inlineJson(argument[0]) : ''})</script>`;
}
