/**
 * The dev servers' (the site's and the staff inbox's) `server.fs.deny`. A dev server may serve any
 * file of the workspace through /@fs/, and a list set here replaces Vite's default, so that default
 * comes first. Then the local backend's data: stored letters, `.eml` files with BSNs, the database
 * (supabase/.local-data). Patterns with a slash match the absolute path (picomatch, dot files
 * included, case-insensitive).
 */
export const DEV_SERVER_FS_DENY = Object.freeze([
  '.env',
  '.env.*',
  '*.{crt,pem,key,p12,pfx,cer,der}',
  '.npmrc',
  '.yarnrc.yml',
  '**/.git/**',
  '**/supabase/.local-data',
  '**/supabase/.local-data/**',
]);
