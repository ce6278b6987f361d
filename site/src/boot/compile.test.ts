// @vitest-environment node
// The compiled boot scripts as a page runs them: inlined, in a browser window (jsdom), with their
// arguments. Each module's own behaviour is tested beside it.
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { bootScript } from './compile.mjs';
import type { earlyPressRecorder } from './earlyPressRecorder.ts';
import type { languageRedirect } from './languageRedirect.ts';
import type { pageLoader } from './pageLoader.ts';
import type { submitGuard } from './submitGuard.ts';

/** jsdom (no types installed): a window of its own per page, running its scripts. */
type JSDOMConstructor = new (
  html: string,
  options: { url?: string; runScripts: 'dangerously'; pretendToBeVisual: boolean },
) => { window: Window & typeof globalThis };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JSDOMConstructor };

const redirectOptions = { key: 'ankerlicht.preferredLanguage', prefixes: { nl: '', en: '/en', tr: '/tr' }, defaultLocale: 'nl' };
const loaderOptions = { entry: '/assets/index.js', modules: ['/assets/en.js', '/assets/a.js'], batch: 3 };

let scripts: string[];
beforeAll(async () => {
  scripts = [
    (await bootScript<typeof languageRedirect>('languageRedirect'))(redirectOptions),
    (await bootScript<typeof submitGuard>('submitGuard'))(),
    (await bootScript<typeof earlyPressRecorder>('earlyPressRecorder'))(),
    (await bootScript<typeof pageLoader>('pageLoader'))(loaderOptions),
  ];
});

/** A page with the four scripts where the build puts them, at `path`. */
function page(path: string) {
  const [redirect, guard, recorder, loader] = scripts;
  const html = `<!doctype html><html lang="en"><head>${redirect}${guard}${recorder}</head>
    <body><button type="button" id="menu">Menu</button>${loader}</body></html>`;
  const errors: unknown[] = [];
  const dom = new JSDOM(html, { url: `http://localhost${path}`, runScripts: 'dangerously', pretendToBeVisual: true });
  dom.window.addEventListener('error', (event: ErrorEvent) => errors.push(event.error));
  return { dom, window: dom.window, errors };
}

describe('the compiled boot scripts', () => {
  it('are each one function called with its JSON argument, with nothing that could end the <script> early', () => {
    for (const script of scripts) {
      expect(script).toMatch(/^<script>\(function\(bootArgument\)\{[^]*\}\)\([^]*\)<\/script>$/);
      expect(script.slice('<script>'.length, -'</script>'.length)).not.toMatch(/<\/script|<!--|<script/i);
    }
    expect(scripts[3]).toContain(`})(${JSON.stringify(loaderOptions)})</script>`);
  });

  it('escape an argument that holds markup', async () => {
    const script = (await bootScript<typeof pageLoader>('pageLoader'))({ ...loaderOptions, entry: '</script><!--' });
    expect(script).toContain('"\\u003c/script>\\u003c!--"');
  });

  it('run in a page without errors and leave no globals', () => {
    const bare = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
    });
    const { window, errors } = page('/en/faq');
    expect(errors).toEqual([]);
    const added = Object.keys(window).filter((name) => !(name in bare.window));
    expect(added).toEqual([]);
  });

  it('note a button pressed before the app started, on the shared global', () => {
    const { window } = page('/en/faq');
    window.document.getElementById('menu')!.click();
    expect(window.ankerlichtEarlyPresses).toEqual([window.document.getElementById('menu')]);
  });

  it('start the app without the Paint Timing API (jsdom has none), and without module preloads add the entry', async () => {
    const { window } = page('/en/faq');
    await new Promise((resolve) => window.setTimeout(resolve, 10));
    const entry = window.document.head.querySelector('script[type=module]');
    expect(entry?.getAttribute('src')).toBe('/assets/index.js');
  });

  it('store a language pressed, and drop the empty query', () => {
    const { window } = page('/en/faq?');
    expect(window.location.href).toBe('http://localhost/en/faq');
    // The selector's buttons submit its GET form (jsdom cannot follow it); the recorder leaves them alone.
    window.document.body.insertAdjacentHTML(
      'beforeend',
      '<form method="get"><button type="submit" formaction="/tr/faq" data-language="tr">TR</button></form>',
    );
    window.addEventListener('submit', (event: Event) => event.preventDefault());
    window.document.querySelector<HTMLElement>('[data-language]')!.click();
    expect(window.localStorage.getItem(redirectOptions.key)).toBe('tr');
  });
});
