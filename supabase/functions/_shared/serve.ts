/**
 * What each function's index.ts does in Deno (Supabase's edge runtime, or `deno run`, which listens
 * on DENO_SERVE_ADDRESS or port 8000): serve the handler its settings make. Shared so that every
 * function survives a malformed setting the same way.
 */
import { json } from './http.ts';

// A minimal view of the Deno global, so the Node typecheck needs no Deno types.
declare const Deno: {
  env: { toObject(): Record<string, string> };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

/**
 * Serves `handlerFor(the environment)`. A malformed setting (handlerFor throws) is logged once,
 * under the function's log `event`, by its message, which names the setting, never a value; then
 * every call answers 500 `not-configured` until it is fixed, rather than the worker failing to
 * start with nothing said to the caller.
 */
export function serveFromEnv(
  event: string,
  handlerFor: (env: Record<string, string>) => (request: Request) => Promise<Response>,
): void {
  let handler: (request: Request) => Promise<Response>;
  try {
    handler = handlerFor(Deno.env.toObject());
  } catch (error) {
    console.error(JSON.stringify({ event, outcome: 'not-configured', error: (error as Error).message }));
    handler = async () => json(500, { error: 'not-configured' }, {});
  }
  Deno.serve(handler);
}
