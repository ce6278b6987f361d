/**
 * What the browser-facing functions (send-registration-email, staff-letter) answer alike: CORS for
 * the same origins, JSON that is never cached, a body read up to a limit, and the start of every
 * call. Kept in one place so that the two functions cannot drift apart in how they treat a
 * browser. Web-standard Request/Response only: it runs in Supabase's Deno edge runtime and in Node.
 */

/**
 * The headers supabase-js sends (as its own `@supabase/supabase-js/cors` lists them, plus
 * x-region); a browser asks for them in the preflight.
 */
export const CORS_ALLOWED_HEADERS =
  'authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage, x-region';

export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.some((allowed) => {
    if (allowed === '*') return true;
    if (allowed.endsWith(':*')) {
      const prefix = allowed.slice(0, -2);
      return origin === prefix || new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:[0-9]{1,5}$`).test(origin);
    }
    return origin === allowed;
  });
}

/** CORS for a browser's call from one of `allowedOrigins` (both functions answer the same way). */
export function corsHeaders(origin: string | null, allowedOrigins: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = { vary: 'Origin' };
  if (origin !== null && isOriginAllowed(origin, allowedOrigins)) {
    headers['access-control-allow-origin'] = origin;
    headers['access-control-allow-headers'] = CORS_ALLOWED_HEADERS;
    headers['access-control-allow-methods'] = 'POST, OPTIONS';
    headers['access-control-max-age'] = '86400';
  }
  return headers;
}

/** Every answer: JSON, never cached (a signed URL, in the letter function's, is a credential for its lifetime). */
export function json(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** The body as text, or null when it is larger than `limit` bytes (declared or actual). */
export async function readBodyLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

/** Whether a Content-Type header names JSON (any parameters, such as a charset, aside). */
export function isJsonContentType(value: string | null): boolean {
  return value !== null && value.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The start of every call from a browser: the CORS headers for its origin, whether that origin is
 * refused, the preflight's answer, and `answer`, which logs the outcome (through `logAnswer`, the
 * function's own log line) and answers in JSON. Both cancel what is left of the request's body
 * first: a call answered before its body was read should not leave the upload open.
 */
export function browserCall<Outcome extends string>(
  request: Request,
  allowedOrigins: readonly string[],
  logAnswer: (outcome: Outcome, status: number) => void,
) {
  const origin = request.headers.get('origin');
  const cors = corsHeaders(origin, allowedOrigins);
  const originRefused = origin !== null && !isOriginAllowed(origin, allowedOrigins);

  async function answer(
    status: number,
    outcome: Outcome,
    body: Record<string, unknown>,
    extra: Record<string, string> = {},
  ): Promise<Response> {
    await request.body?.cancel().catch(() => undefined);
    logAnswer(outcome, status);
    return json(status, body, { ...cors, ...extra });
  }

  /** OPTIONS: 403 for an origin that is not allowed, otherwise 200 with the CORS headers. */
  async function preflight(): Promise<Response> {
    await request.body?.cancel().catch(() => undefined);
    return originRefused
      ? new Response(null, { status: 403, headers: cors })
      : new Response('ok', { status: 200, headers: cors });
  }

  return { cors, originRefused, answer, preflight };
}
