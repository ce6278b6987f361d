// Serves a folder of prerendered HTML the way a static host (CDN) does: /path and /path/ →
// /path/index.html, unknown paths → the 404.html of the path's language (/en/… → en/404.html)
// with status 404, gzip for text. `npm run preview`,
// the e2e tests and the benchmark all serve the build through it, so they see what a visitor sees.
//
//   node scripts/serve-static.mjs [folder] [port] [--port N] [--host H]
//
// The folder defaults to what `npm run build` wrote: site/dist, or site/$SITE_DIST.
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { localeDescriptors, localeOfPath } from '@ankerlicht/content/locales.js';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml']);

export function serveStatic(root, { port = 4173, host = '127.0.0.1' } = {}) {
  const base = resolve(root);
  const find = (urlPath) => {
    const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
    for (const candidate of [join(base, clean), join(base, clean, 'index.html')]) {
      if (candidate.startsWith(base) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return undefined;
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file;
    try {
      file = find(url.pathname);
    } catch {
      // A malformed escape such as /%E0%A4%A: what a host answers, instead of the server crashing.
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Bad request');
    }
    let status = 200;
    if (!file) {
      status = 404;
      const { pathPrefix } = localeDescriptors.find(({ code }) => code === localeOfPath(url.pathname));
      file = [join(base, pathPrefix, '404.html'), join(base, '404.html')].find((candidate) => existsSync(candidate));
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        return response.end('Not found');
      }
    }
    const ext = extname(file);
    const headers = {
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    };
    const gzip = compressible.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) headers['content-encoding'] = 'gzip';
    response.writeHead(status, headers);
    if (request.method === 'HEAD') return response.end();
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
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
