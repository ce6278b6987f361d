// Writes static HTML for every route in every language (/, /en/…, /tr/…) after `vite build` and the SSR build:
// each page with its title, description and Open Graph tags; redirect pages that work without
// JavaScript; 404.html; _redirects for hosts that read it; sitemap.xml.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaultLocale, localeDescriptors, localizedPath } from '@ankerlicht/content/locales.js';
import { contentStringsLocale, messagePartId } from '@ankerlicht/vite-config';
import { bootScript } from '../src/boot/compile.mjs';
import { fillPageTemplate, htmlStart } from './pageTemplate.mjs';

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const [dist = join(siteDir, 'dist'), serverDir = join(siteDir, 'dist-server')] = process.argv.slice(2);
const serverEntry = join(serverDir, 'entry-server.js');
const { render, notFoundRoute, outOfDateFacts, pageRoutes, redirects, siteUrl } = await import(pathToFileURL(serverEntry).href);

// Dated facts past due are a warning in the build's output (packages/content/src/contentDates.ts).
for (const warning of outOfDateFacts(new Date())) console.warn(`Warning: ${warning}`);

// Vite links the entry's stylesheets at the end of <head>, after its script and module preloads.
// They move up, ahead of every preload: they are what blocks the first paint, and on a slow
// connection a stylesheet queued behind thirty JavaScript files paints the page a second later.
const builtTemplate = readFileSync(join(dist, 'index.html'), 'utf8');
const stylesheetLink = /\s*<link rel="stylesheet"[^>]*>/g;
const entryStyles = [...builtTemplate.matchAll(stylesheetLink)].map((match) => match[0].trim());
// The app's scripts start after the first paint (see `appLoader`): Vite's entry script and its
// module preloads come out of the template.
const entryScript = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
const entryPreload = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;
const entryFile = entryScript.exec(builtTemplate)?.[1];
if (!entryFile) throw new Error('No entry script in the built index.html');
const template = builtTemplate.replace(stylesheetLink, '').replace(entryScript, '').replace(entryPreload, '');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Every chunk a manifest entry needs, so the browser fetches them in parallel, not in a waterfall. */
function chunkClosure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of entry.imports ?? []) chunkClosure(imported, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryChunks = chunkClosure(entryKey);
/**
 * The chunk of a part of the messages in a language: the shell's, or a page's own
 * (@ankerlicht/vite-config splits them; site/src/i18n/messageBundles.ts loads them).
 */
function messageChunk(locale, page) {
  const id = messagePartId(locale, page);
  const key = Object.keys(manifest).find((name) => name.endsWith(id));
  if (!key) throw new Error(`No chunk of ${id} in the manifest`);
  return `/${manifest[key].file}`;
}

// Preload the text font (regular and bold) in the subsets the page's text needs, so text paints once, in
// its final font: its language's (the descriptor's fontSubsets) and any other a word on the page needs,
// such as a Turkish name on a Dutch page (ş and ğ are in latin-ext). The font is font-display: optional,
// so a subset the browser finds only while it lays the page out comes too late to be used: those
// letters would stay in the fallback font, in the middle of a name set in the text font.
const assets = join(dist, 'assets');
const fontFiles = readdirSync(assets);
const textFontFile = /^atkinson-hyperlegible-next-([a-z-]+)-(400|700)-normal-[\w-]+\.woff2$/;

/** A unicode-range token ('U+100-2BA', 'U+131', 'U+??') as [first, last] code point. */
function codePointRange(token) {
  const value = token.trim().replace(/^U\+/i, '');
  if (value.includes('?')) return [parseInt(value.replace(/\?/g, '0'), 16), parseInt(value.replace(/\?/g, 'F'), 16)];
  const [first, last = first] = value.split('-');
  return [parseInt(first, 16), parseInt(last, 16)];
}

/** Each subset of the text font with its unicode-range, from the built stylesheets' @font-face rules. */
const subsetRanges = new Map();
for (const file of fontFiles.filter((name) => name.endsWith('.css'))) {
  for (const [, rule] of readFileSync(join(assets, file), 'utf8').matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const subset = /atkinson-hyperlegible-next-([a-z-]+)-\d+-normal/.exec(rule)?.[1];
    const range = /unicode-range:([^;]*)/.exec(rule)?.[1];
    if (subset && range) subsetRanges.set(subset, range.split(',').map(codePointRange));
  }
}
if (!subsetRanges.has('latin-ext'))
  throw new Error('No @font-face rule with a unicode-range for the text font in the built stylesheets');

/** The text the page paints: its HTML outside tags, scripts and styles (React escapes only ASCII). */
const paintedText = (html) => html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '').replace(/<[^>]*>/g, '');

/** The text font files (regular and bold) in the subsets of a page's language and of its text. */
function fontsOf(locale, html) {
  const subsets = new Set(localeDescriptors.find(({ code }) => code === locale).fontSubsets);
  const codePoints = new Set([...paintedText(html)].map((character) => character.codePointAt(0)));
  for (const [subset, ranges] of subsetRanges) {
    if ([...codePoints].some((point) => ranges.some(([first, last]) => point >= first && point <= last))) subsets.add(subset);
  }
  return fontFiles.filter((file) => subsets.has(textFontFile.exec(file)?.[1]));
}

// The app's loader, last in every page's <body>: it requests the page's modules after the first
// contentful paint, a few per task, and adds the entry once they have settled (site/src/boot/pageLoader.ts).
const preloadBatch = 3;
const pageLoader = await bootScript('pageLoader');
const appLoader = (modules) => pageLoader({ entry: entryFile, modules, batch: preloadBatch });

/**
 * The text in a language (packages/content/src/<locale>/<module>.ts, a chunk each) of the content
 * modules in these chunks: each content module awaits its text when it is evaluated, so it is
 * preloaded with the modules (@ankerlicht/content's contentStrings.ts).
 */
function contentStringChunks(keys, locale) {
  const tables = [...keys].flatMap((key) => manifest[key].dynamicImports ?? []);
  return [...new Set(tables)].filter((key) => contentStringsLocale(key) === locale).map((key) => `/${manifest[key].file}`);
}

function preloadTags(route, locale, html) {
  const pageKey = `src/${route.module.replace(/^\.\//, '')}`;
  const chunks = chunkClosure(pageKey);
  const strings = contentStringChunks(new Set([...entryChunks, ...chunks]), locale);
  for (const key of entryChunks) chunks.delete(key);
  // The page's own styles, linked in the HTML: loaded only by JavaScript they would arrive late
  // and the prerendered page would shift.
  const entryStylesheets = new Set([...entryChunks].flatMap((key) => manifest[key].css ?? []));
  const stylesheets = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))].filter(
    (file) => !entryStylesheets.has(file),
  );
  const modules = [...entryChunks, ...chunks].filter((key) => key !== entryKey).map((key) => `/${manifest[key].file}`);
  return {
    head: fontsOf(locale, html).map(fontPreload).join('\n    '),
    loader: appLoader([messageChunk(locale), messageChunk(locale, route.module), ...strings, ...modules]),
    // After the entry's stylesheets, so page styles win the cascade as they do when loaded by JavaScript.
    styles: stylesheets.map((file) => `<link rel="stylesheet" href="/${file}" />`),
  };
}

function fontPreload(file) {
  return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />`;
}

function write(path, html) {
  const file = path === '/' ? join(dist, 'index.html') : join(dist, path.replace(/^\//, ''), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

/** The page's HTML in its language: its own head (title, meta), every stylesheet, the font preloads; the app's loader last. */
function page(descriptor, html, head, pageStyles, preloads, loader) {
  const styles = [...entryStyles, ...pageStyles].join('\n    ');
  return fillPageTemplate(template, descriptor, {
    head: [head, styles, preloads].filter(Boolean).join('\n    '),
    html,
  }).replace('</body>', `  ${loader}\n  </body>`);
}

// Every page in every language: Dutch at the plain paths, the others behind their prefix.
let count = 0;
for (const descriptor of localeDescriptors) {
  for (const route of pageRoutes) {
    for (const path of route.paths) {
      const localized = localizedPath(descriptor.code, path);
      const { html, head } = await render(localized);
      const tags = preloadTags(route, descriptor.code, html);
      write(localized, page(descriptor, html, head, tags.styles, tags.head, tags.loader));
      count += 1;
    }
  }
}

// A 404 page per language, served by the host for an unknown path under the language's prefix.
const notFoundFile = (descriptor) => join(dist, descriptor.pathPrefix.replace(/^\//, ''), '404.html');
for (const descriptor of localeDescriptors) {
  const notFound = await render(localizedPath(descriptor.code, '/404'));
  const tags = preloadTags(notFoundRoute, descriptor.code, notFound.html);
  const file = notFoundFile(descriptor);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    page(
      descriptor,
      notFound.html,
      `${notFound.head}\n    <meta name="robots" content="noindex" />`,
      tags.styles,
      tags.head,
      tags.loader,
    ),
  );
}

// Redirects in every language: a static page that forwards without JavaScript, plus a rules file
// for hosts that read it (with each language's 404 page).
const localizedRedirects = localeDescriptors.flatMap((descriptor) =>
  Object.entries(redirects).map(([from, to]) => [
    descriptor,
    localizedPath(descriptor.code, from),
    localizedPath(descriptor.code, to),
  ]),
);
for (const [descriptor, from, to] of localizedRedirects) {
  const target = new URL(to, siteUrl).href;
  write(
    from,
    `<!doctype html>
${htmlStart(descriptor)}
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="refresh" content="0; url=${to}" />
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${target}" />
    <!-- Without it the browser asks for /favicon.ico, a 404, before the refresh happens. -->
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${to}</title>
  </head>
  <body>
    <p><a href="${to}">${to}</a></p>
  </body>
</html>
`,
  );
}
writeFileSync(
  join(dist, '_redirects'),
  [
    ...localizedRedirects.map(([, from, to]) => `${from} ${to} 301`),
    ...localeDescriptors
      .filter((descriptor) => descriptor.pathPrefix)
      .map((descriptor) => `${descriptor.pathPrefix}/* ${descriptor.pathPrefix}/404.html 404`),
  ].join('\n') + '\n',
);

// Every page in every language, each naming its other languages (Google's hreflang in sitemaps).
const urls = pageRoutes
  .map((route) => {
    const alternates = localeDescriptors.map(
      (descriptor) =>
        `    <xhtml:link rel="alternate" hreflang="${descriptor.lang}" href="${new URL(localizedPath(descriptor.code, route.paths[0]), siteUrl).href}" />`,
    );
    const xDefault = `    <xhtml:link rel="alternate" hreflang="x-default" href="${new URL(localizedPath(defaultLocale, route.paths[0]), siteUrl).href}" />`;
    return localeDescriptors.map(
      (descriptor) =>
        `  <url>\n    <loc>${new URL(localizedPath(descriptor.code, route.paths[0]), siteUrl).href}</loc>\n${[...alternates, xDefault].join('\n')}\n  </url>`,
    );
  })
  .flat();
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
);

// The server bundle is only needed to prerender.
rmSync(serverDir, { recursive: true, force: true });
console.info(
  `Prerendered ${count} pages, ${localizedRedirects.length} redirects and ${localeDescriptors.length} 404 pages in ${localeDescriptors.map(({ code }) => code).join(', ')}.`,
);
