// Serves a folder of prerendered HTML the way a static host (CDN) does: /path and /path/ →
// /path/index.html, unknown paths → the 404.html of the path's language (/en/… → en/404.html)
// with status 404, gzip for text. `npm run preview`, the e2e tests and the benchmark all serve
// the build through it, so they see what a visitor sees. The files are sirv's to find and send,
// the compression is the `compression` middleware's; what is the site's own is the 404 page per
// language and the headers.
//
//   node scripts/serve-static.mjs [folder] [port] [--port N] [--host H]
//
// The folder defaults to what `npm run build` wrote: site/dist, or site/$SITE_DIST.
import { createServer } from 'node:http';
import { createReadStream, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';
import { localeDescriptors, localeOfPath } from '@ankerlicht/content/locales.js';

const securityHeaders = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' };

export function serveStatic(root, { port = 4173, host = '127.0.0.1' } = {}) {
  const base = resolve(root);
  /** The language's 404 page, with status 404, for a path no file answers. */
  const notFound = (request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const { pathPrefix } = localeDescriptors.find(({ code }) => code === localeOfPath(pathname));
    const file = [join(base, pathPrefix, '404.html'), join(base, '404.html')].find((candidate) => existsSync(candidate));
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Not found');
    }
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...securityHeaders });
    if (request.method === 'HEAD') return response.end();
    createReadStream(file).pipe(response);
  };
  const files = sirv(base, {
    // Looks each request up on disk, so a build made while the server runs is served as it is.
    dev: true,
    // Only the exact file: '/404' or '/index' are not pages (sirv would try '/404.html').
    extensions: [],
    setHeaders(response, pathname) {
      response.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
    },
    onNoMatch: notFound,
  });
  const compress = compression();
  const server = createServer((request, response) => {
    let url;
    try {
      // Not as a base: '//faq' would be read as a host named faq.
      url = new URL(`http://localhost${request.url ?? '/'}`);
      // sirv looks a malformed escape such as /%E0%A4%A up as written; a host answers 400.
      decodeURI(url.pathname);
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Bad request');
    }
    // Repeated slashes are one, as a host's path normalisation makes them; a path whose last
    // segment has no extension is a folder's index.html ('/faq', '/faq/' → '/faq/index.html').
    const pathname = url.pathname.replace(/\/{2,}/g, '/');
    request.url = (/\.[^/]*$/.test(pathname) ? pathname : `${pathname.replace(/\/$/, '')}/index.html`) + url.search;
    // Gzip, as the budget test and earlier bench runs measure (compression would prefer brotli).
    request.headers['accept-encoding'] = (request.headers['accept-encoding'] ?? '').replace(/\bbr\b/g, '');
    compress(request, response, () => files(request, response));
  });
  // Node closes an idle keep-alive socket after 5 s; a client (Playwright's route.fetch) that
  // reuses it at that moment gets ECONNRESET. Keep idle sockets longer than any test pauses.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise(server);
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { port: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' } },
  });
  const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'site');
  const root = resolve(positionals[0] ?? resolve(siteDir, process.env.SITE_DIST ?? 'dist'));
  const port = Number(values.port ?? positionals[1] ?? 4173);
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`Nothing to serve: ${root} has no index.html. Build the site first: npm run build`);
    process.exit(1);
  }
  try {
    await serveStatic(root, { port, host: values.host });
  } catch (error) {
    const inUse = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
    console.error(inUse ? `Port ${port} is in use: choose another with --port <number>.` : error);
    process.exit(1);
  }
  const shownHost = values.host.includes(':') ? `[${values.host}]` : values.host;
  console.info(`Serving ${root} at http://${shownHost}:${port}/`);
}
