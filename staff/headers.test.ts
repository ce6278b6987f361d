import { describe, expect, it } from 'vitest';
import { headersFile, staffHeaders } from './headers.ts';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('the staff app’s headers', () => {
  const headers = staffHeaders('https://abcdefgh.supabase.co/');
  const policy = directives(headers['Content-Security-Policy'] ?? '');

  it('run only the app’s own scripts, talk only to the project, and are framed by nobody', () => {
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(['https://abcdefgh.supabase.co']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    // No way around it: nothing inline, no eval, no wildcard anywhere.
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-|\*|https?:(?!\/\/abcdefgh)/);
  });

  it('keep the app out of search engines and referrers, and its files their declared types', () => {
    expect(headers).toMatchObject({
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('are written for the host as one rule for every path', () => {
    const file = headersFile({ A: '1', B: 'two words' });
    expect(file).toBe('/*\n  A: 1\n  B: two words\n');
  });
});
