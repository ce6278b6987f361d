/**
 * supabase-js in Node, for the tests, the bench and scripts/staff-invite.ts: no session to keep
 * or refresh, and no realtime. supabase-js runs here under Node 20 (it declares Node >= 22), which
 * has no WebSocket: realtime needs a transport, and nothing here subscribes.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/** A transport that is never opened: connecting would throw. */
class NoWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly readyState = 3;
  constructor() {
    throw new Error('realtime is not used');
  }
}

/**
 * A client of the backend at `backend.url` with `key`; `global` for a `fetch` from another address
 * (test-client-address.ts) or forged headers.
 */
export function localClient(
  backend: { url: string },
  key: string,
  global: { fetch?: typeof fetch; headers?: Record<string, string> } = {},
): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
    global,
  });
}
