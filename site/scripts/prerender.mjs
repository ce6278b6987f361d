// Writes static HTML for every route (Dutch) after `vite build` and the SSR build:
// each page with its title, description and Open Graph tags; redirect pages that work without
// JavaScript; 404.html; _redirects for hosts that read it; sitemap.xml.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaultLocale, localeDescriptors, localizedPath } from '@ankerlicht/content/locales.js';

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const [dist = join(siteDir, 'dist'), serverDir = join(siteDir, 'dist-server')] = process.argv.slice(2);
const serverEntry = join(serverDir, 'entry-server.js');
const { render, pageRoutes, redirects, siteUrl } = await import(pathToFileURL(serverEntry).href);

/** The languages, from the locale descriptor (@ankerlicht/content/locales.js). Pages are Dutch for now. */
const pageLocale = localeDescriptors.find((descriptor) => descriptor.code === defaultLocale);
const htmlStart = `<html lang="${pageLocale.lang}" dir="${pageLocale.dir}">`;

// Vite links the entry's stylesheets at the end of <head>, after its script and module preloads.
// They move up, ahead of every preload: they are what blocks the first paint, and on a slow
// connection a stylesheet queued behind thirty JavaScript files paints the page a second later.
const builtTemplate = readFileSync(join(dist, 'index.html'), 'utf8');
const stylesheetLink = /\s*<link rel="stylesheet"[^>]*>/g;
const entryStyles = [...builtTemplate.matchAll(stylesheetLink)].map((match) => match[0].trim());
const template = builtTemplate.replace(stylesheetLink, '').replace(/<html[^>]*>/, htmlStart);
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
const messageChunks = Object.fromEntries(
  localeDescriptors.map(({ code: locale }) => {
    const key = Object.keys(manifest).find((name) => name.includes(`virtual:messages/${locale}`));
    if (!key) throw new Error(`No ${locale} message chunk in the manifest`);
    return [locale, `/${manifest[key].file}`];
  }),
);
// Preloads the messages of the visitor's stored language only, before the app asks for them.
const messagesPreload = `<script>(function(){var c=${JSON.stringify(messageChunks)},l;try{l=localStorage.getItem('ankerlicht.preferredLanguage')}catch(e){}var k=document.createElement('link');k.rel='modulepreload';k.href=c[l]||c.${defaultLocale};document.head.appendChild(k)})()</script>`;

// Preload the text fonts (regular and bold, Latin) so text paints once, in its final font.
const fontFiles = readdirSync(join(dist, 'assets')).filter((file) =>
  /^atkinson-hyperlegible-next-latin-(400|700)-normal-.*\.woff2$/.test(file),
);

function preloadTags(route) {
  const pageKey = `src/${route.module.replace(/^\.\//, '')}`;
  const chunks = chunkClosure(pageKey);
  for (const key of entryChunks) chunks.delete(key);
  // The page's own styles, linked in the HTML: loaded only by JavaScript they would arrive late
  // and the prerendered page would shift.
  const entryStylesheets = new Set([...entryChunks].flatMap((key) => manifest[key].css ?? []));
  const stylesheets = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))].filter(
    (file) => !entryStylesheets.has(file),
  );
  return {
    head: [
      messagesPreload,
      ...fontFiles.map(fontPreload),
      ...[...chunks].map((key) => `<link rel="modulepreload" href="/${manifest[key].file}" />`),
    ].join('\n    '),
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

/** The page's HTML: its own head (title, meta), every stylesheet, then the preloads. */
function page(html, head, pageStyles = [], preloads = '') {
  const styles = [...entryStyles, ...pageStyles].join('\n    ');
  return template
    .replace('<!--app-head-->', [head, styles, preloads].filter(Boolean).join('\n    '))
    .replace('<!--app-html-->', html);
}

let count = 0;
for (const route of pageRoutes) {
  for (const path of route.paths) {
    const { html, head } = await render(path, route.paths[0]);
    const tags = preloadTags(route);
    write(path, page(html, head, tags.styles, tags.head));
    count += 1;
  }
}

// The 404 page, served by the host for any unknown path.
const notFound = await render('/404');
writeFileSync(join(dist, '404.html'), page(notFound.html, `${notFound.head}\n    <meta name="robots" content="noindex" />`));

// Redirects: a static page that forwards without JavaScript, plus a rules file for hosts that read it.
for (const [from, to] of Object.entries(redirects)) {
  const target = new URL(to, siteUrl).href;
  write(
    from,
    `<!doctype html>
${htmlStart}
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
  Object.entries(redirects)
    .map(([from, to]) => `${from} ${to} 301`)
    .join('\n') + '\n',
);

const urls = pageRoutes.map(
  (route) => `  <url><loc>${new URL(localizedPath(pageLocale.code, route.paths[0]), siteUrl).href}</loc></url>`,
);
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
);

// The server bundle is only needed to prerender.
rmSync(serverDir, { recursive: true, force: true });
console.info(`Prerendered ${count} pages, ${Object.keys(redirects).length} redirects and 404.html.`);
