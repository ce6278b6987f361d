import { defineConfig } from 'vite';
import { sharedPlugins } from '../vite.shared.ts';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: sharedPlugins(),
  server: { port: 5173, strictPort: true },
  resolve: {
    // The browser gets every message precompiled to an ICU AST (vite.shared.ts), so it needs no
    // message parser. Only the client build drops it: the dev server keeps it so a message
    // missing from the translations still falls back to its Dutch defaultMessage string, and
    // the prerender does not ship to anyone.
    alias:
      command === 'build' && !isSsrBuild
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : [],
  },
  build: {
    // The manifest lets the prerender and the bundle budget test map routes to their chunks.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  ssr: {
    // Bundle everything into the prerender script so it runs in plain Node.
    noExternal: true,
  },
}));
