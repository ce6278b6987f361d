/**
 * supabase/config.toml and the README's deploy steps against what the Supabase CLI does with them
 * (issue 50, "Deploying as the README says breaks Auth on day one"): the file is local settings,
 * never pushed as they are; the CLI reads it for every command, so it must stay loadable.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supabaseDir } from '../supabase/local/config.ts';

const toml = await readFile(path.join(supabaseDir, 'config.toml'), 'utf8');
const readme = await readFile(path.join(supabaseDir, '..', 'README.md'), 'utf8');

/** The body of one `[table]` of config.toml, up to the next header. */
function table(name: string): string {
  const header = name.replace(/[.[\]]/g, '\\$&');
  return new RegExp(`^\\[${header}\\]\\s*$([\\s\\S]*?)(?=^\\[|(?![\\s\\S]))`, 'm').exec(toml)?.[1] ?? '';
}
const setting = (tableName: string, key: string) =>
  new RegExp(`^${key}\\s*=\\s*(.+?)\\s*(#.*)?$`, 'm').exec(table(tableName))?.[1];

describe('supabase/config.toml', () => {
  it('keeps sign-ups off but the e-mail provider on (the CLI passes [auth.email] enable_signup as GOTRUE_EXTERNAL_EMAIL_ENABLED)', () => {
    // supabase/cli internal/start/start.go and pkg/config/auth.go (external_email_enabled):
    // false here stops every password sign-in with "Email logins are disabled"
    // (supabase/auth internal/api/token.go), staff included.
    expect(setting('auth', 'enable_signup')).toBe('false');
    expect(setting('auth.email', 'enable_signup')).toBe('true');
  });

  it('says it is local settings, never to be pushed as they are', () => {
    expect(toml).toContain('Never `supabase config push` this file to the hosted project');
  });

  it('has no SMTP settings in the base (they would make `supabase start` send real e-mail)', () => {
    expect(toml).not.toMatch(/^\[auth\.email\.smtp\]/m);
  });

  it('has only [remotes] blocks the CLI can load: project_id a 20-letter ref (pkg/config/config.go refPattern), never a placeholder', () => {
    const remotes = [...toml.matchAll(/^\[remotes\.([^.\]]+)\]\s*$/gm)].map((match) => match[1] as string);
    for (const name of remotes) expect(setting(`remotes.${name}`, 'project_id'), name).toMatch(/^"[a-z]{20}"$/);
  });
});

describe("README's deploy steps", () => {
  it('never tell the operator to run `supabase config push`', () => {
    const mentions = readme.split('\n').filter((line) => line.includes('config push'));
    expect(mentions.length).toBeGreaterThan(0);
    for (const line of mentions) expect(line, line).toMatch(/never|Never|Why not/);
  });

  it('set STAFF_APP_URL wherever they invite staff to a hosted project', () => {
    const invites = readme.split('\n').filter((line) => line.includes('npm run staff:invite --') && !line.startsWith('|'));
    const hosted = invites.filter((line) => !line.includes('Add more staff'));
    expect(hosted.length).toBeGreaterThan(0);
    for (const line of hosted) expect(line, line).toContain('STAFF_APP_URL=');
  });

  it('state the minimum Supabase CLI and the command that checks it', () => {
    expect(readme).toContain('2.84.1 or later');
    expect(readme).toContain('npm run check:supabase-cli');
  });

  it('configure custom SMTP for Auth and run the post-deploy check', () => {
    expect(readme).toMatch(/custom SMTP/);
    expect(readme).toContain('npm run deploy:check');
  });
});
