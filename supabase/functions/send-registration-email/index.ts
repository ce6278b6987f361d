/**
 * Deno entry of the send-registration-email edge function (Supabase Edge Runtime, or
 * `deno run --allow-net --allow-env --allow-read index.ts`, which listens on DENO_SERVE_ADDRESS or
 * port 8000). All logic lives in handler.ts so Node can run it too.
 */
import { serveFromEnv } from '../_shared/serve.ts';
import { configFromEnv, createHandler } from './handler.ts';

// With a malformed setting every call answers 500 until it is fixed: the browser shows the spec's
// message, and the schedule retries.
serveFromEnv('registration-email', (env) => createHandler(configFromEnv(env)));
