import { readFile } from 'node:fs/promises';
import type { Plugin, ViteDevServer } from 'vite';
import { localeDescriptors, localeOfPath } from '@ankerlicht/content/locales.js';
import { fillPageTemplate } from './pageTemplate.mjs';

type ServerEntry = typeof import('../src/entry-server.tsx');

/** A request for a page: a GET or HEAD that accepts HTML, at a path without a file extension. */
function isPageRequest(method: string | undefined, accept: string | undefined, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && Boolean(accept?.includes('text/html')) && !/\.[^/]*$/.test(pathname);
}

/**
 * The dev server answers a page's URL as the built site does: the page rendered on the server
 * (entry-server.tsx, the prerender's renderer, through Vite's SSR module loader, so an edit shows
 * on the next load) in the URL's language, which the browser then hydrates (main.tsx), so a
 * hydration mismatch shows in `npm start`. A redirect is a 301, as the host's `_redirects`; an
 * unknown path is the 404 page with status 404. docs/architecture.md lists what still differs.
 */
export function devServerRender(indexHtml: string): Plugin {
  async function answer(server: ViteDevServer, url: string, pathname: string) {
    const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
    const handle = entry.matchPath(pathname);
    if (handle && 'redirect' in handle) return { status: 301, location: handle.redirect };
    const descriptor = localeDescriptors.find(({ code }) => code === localeOfPath(pathname))!;
    const notFound = !handle;
    const { html, head } = await entry.render(pathname);
    const template = await server.transformIndexHtml(url, await readFile(indexHtml, 'utf8'));
    return {
      status: notFound ? 404 : 200,
      body: fillPageTemplate(template, descriptor, {
        head: notFound ? `${head}\n    <meta name="robots" content="noindex" />` : head,
        html,
      }),
    };
  }

  return {
    name: 'ankerlicht:dev-server-render',
    apply: 'serve',
    configureServer(server) {
      // Ahead of Vite's own HTML handling, which would serve index.html's empty placeholder.
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '/';
        const { pathname } = new URL(url, 'http://dev.invalid');
        if (!isPageRequest(request.method, request.headers.accept, pathname) || pathname.startsWith('/@')) return next();
        answer(server, url, pathname).then(
          (result) => {
            response.statusCode = result.status;
            if (result.location !== undefined) {
              response.setHeader('Location', result.location);
              response.end();
              return;
            }
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(request.method === 'HEAD' ? undefined : result.body);
          },
          (error: Error) => {
            server.ssrFixStacktrace(error);
            next(error);
          },
        );
      });
    },
  };
}
