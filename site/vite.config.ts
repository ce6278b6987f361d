import { defineConfig } from 'vite';
import { sharedPlugins } from '../vite.shared.ts';

export default defineConfig({
  plugins: sharedPlugins(),
  server: { port: 5173, strictPort: true },
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
});
