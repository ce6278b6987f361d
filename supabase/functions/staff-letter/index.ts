/**
 * Deno entry of the staff-letter edge function (Supabase Edge Runtime, or
 * `deno run --allow-net --allow-env --allow-read index.ts`, which listens on DENO_SERVE_ADDRESS or
 * port 8000). All logic lives in handler.ts so Node can run it too.
 */
import { configFromEnv, createHandler, type Handler } from './handler.ts';

// A minimal view of the Deno global, so the Node typecheck needs no Deno types.
declare const Deno: {
  env: { toObject(): Record<string, string> };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

let handler: Handler;
try {
  handler = createHandler(configFromEnv(Deno.env.toObject()));
} catch (error) {
  // A malformed setting: the message names the setting, never a value. Every call answers 500
  // until it is fixed.
  console.error(JSON.stringify({ event: 'staff-letter', outcome: 'not-configured', error: (error as Error).message }));
  handler = async () =>
    new Response(JSON.stringify({ error: 'not-configured' }), {
      status: 500,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
}

Deno.serve(handler);
