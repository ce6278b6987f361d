/**
 * The headers the staff app is served with, by its preview server here and by the host in
 * production (the build writes them to `dist/_headers`, the format Netlify and Cloudflare Pages
 * read; README, Deploying, for another host).
 *
 * The Content-Security-Policy lets the page run only its own scripts (no inline script, no eval),
 * talk only to its Supabase project, show only its own images and the authenticator app's QR code
 * (a data: SVG), and be framed by nobody. An injected `<script>` or a script from elsewhere does not
 * run, and what a script could read is sent nowhere but the project. React sets styles through the
 * CSSOM, which style-src does not govern; the stylesheets are the build's own files, and the one
 * `<style>` element React Aria adds (usePress: `touch-action` for pressable elements) is allowed by
 * its hash. Should React Aria change that text, the browser refuses it and every staff end-to-end
 * test fails on the console error that names the new hash.
 */
const REACT_ARIA_PRESSABLE_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

export function staffHeaders(supabaseUrl: string): Record<string, string> {
  const project = new URL(supabaseUrl).origin;
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' ${REACT_ARIA_PRESSABLE_STYLE}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${project}`,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Robots-Tag': 'noindex, nofollow',
  };
}

/** The same headers for every path, as `_headers` writes them. */
export function headersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join('')}`;
}
