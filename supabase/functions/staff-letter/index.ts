/**
 * Deno entry of the staff-letter edge function (Supabase Edge Runtime, or
 * `deno run --allow-net --allow-env --allow-read index.ts`, which listens on DENO_SERVE_ADDRESS or
 * port 8000). All logic lives in handler.ts so Node can run it too.
 */
import { serveFromEnv } from '../_shared/serve.ts';
import { configFromEnv, createHandler } from './handler.ts';

serveFromEnv('staff-letter', (env) => createHandler(configFromEnv(env)));
