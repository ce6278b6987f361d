import type { IncomingMessage } from 'node:http';

/**
 * The connecting client's address as hosted Supabase's edge sees it (Cloudflare's
 * `cf-connecting-ip`): the socket's, an IPv4 client without the `::ffff:` a dual-stack socket
 * prefixes. One rule for the gateway's address headers (server.ts) and Auth's limits (auth.ts), so
 * both key on the same value.
 */
export function socketAddress(incoming: IncomingMessage | undefined): string | undefined {
  return incoming?.socket.remoteAddress?.replace(/^::ffff:/, '') || undefined;
}
