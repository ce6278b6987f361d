// Serves a folder of prerendered HTML the way a static host (CDN) does: /path → /path/index.html,
// unknown paths → 404.html with status 404, gzip for text. Used by the e2e tests and the benchmark.
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';

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
    let file = find(url.pathname);
    let status = 200;
    if (!file) {
      status = 404;
      file = join(base, '404.html');
      if (!existsSync(file)) {
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
  return new Promise((resolvePromise) => {
    server.listen(port, host, () => resolvePromise(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root = 'site/dist', port = '4173'] = process.argv.slice(2);
  await serveStatic(root, { port: Number(port) });
  console.info(`Serving ${root} at http://127.0.0.1:${port}`);
}
