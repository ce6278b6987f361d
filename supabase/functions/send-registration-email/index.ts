/**
 * Deno entry of the send-registration-email edge function (Supabase Edge Runtime, or
 * `deno run --allow-net --allow-env --allow-read index.ts`, which listens on DENO_SERVE_ADDRESS or
 * port 8000). All logic lives in handler.ts so Node can run it too.
 */
import { configFromEnv, createHandler } from './handler.ts';

// A minimal view of the Deno global, so the Node typecheck needs no Deno types.
declare const Deno: {
  env: { toObject(): Record<string, string> };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

Deno.serve(createHandler(configFromEnv(Deno.env.toObject())));
