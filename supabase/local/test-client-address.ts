/**
 * A `fetch` that connects from a chosen loopback address. On Linux all of 127.0.0.0/8 is this
 * machine, so tests and the bench can play many clients against the local backend, whose gateway
 * (like hosted Supabase's edge) knows a client only by the socket's address.
 */
import http from 'node:http';
import { Readable } from 'node:stream';

export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    // Serialising through Request gives FormData bodies their multipart boundary header.
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    return new Promise<Response>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: request.method,
          headers: Object.fromEntries(request.headers),
          localAddress,
        },
        (incoming) => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value === undefined) continue;
            for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
          }
          const status = incoming.statusCode ?? 500;
          const noBody = status === 204 || status === 304 || request.method === 'HEAD';
          if (noBody) incoming.resume();
          resolve(
            new Response(noBody ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>), {
              status,
              statusText: incoming.statusMessage,
              headers,
            }),
          );
        },
      );
      outgoing.on('error', reject);
      request.signal.addEventListener('abort', () => outgoing.destroy(new Error('aborted')));
      outgoing.end(body);
    });
  };
}
