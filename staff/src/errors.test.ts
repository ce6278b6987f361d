import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Session } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import {
  invitationFailure,
  invitationIn,
  MINIMUM_PASSWORD_LENGTH,
  needsPassword,
  signInMethods,
} from './auth/ChoosePassword.tsx';
import { endsTheSession, messageOf, refusalMessages, refusalReason } from './errors.ts';
import { placeOf, hrefOf } from './navigation.ts';

// The client needs the build's settings; nothing here calls it.
vi.mock('./supabase.ts', () => ({ supabase: {} }));

describe('endsTheSession', () => {
  it('is true for a session gone, past its time-box or idle too long, and for nothing else', () => {
    expect(endsTheSession({ message: 'staff_session_ended', code: '42501' })).toBe(true);
    expect(endsTheSession({ message: 'staff_session_idle', code: '42501' })).toBe(true);
    expect(endsTheSession({ message: 'staff_second_factor_required', code: '42501' })).toBe(false);
    expect(endsTheSession({ message: 'TypeError: Failed to fetch' })).toBe(false);
    expect(endsTheSession(null)).toBe(false);
  });
});

describe('refusalReason', () => {
  it('names the staff functions’ reasons (PostgREST message) and Auth’s codes', () => {
    expect(refusalReason({ message: 'staff_second_factor_required', code: '42501' })).toBe('staff_second_factor_required');
    expect(refusalReason({ message: 'Invalid login credentials', code: 'invalid_credentials' })).toBe('invalid_credentials');
    expect(messageOf({ message: 'staff_session_ended' })).toBe(refusalMessages.staff_session_ended);
    // A session idle for longer than the database allows (migration *_staff_inactivity.sql) is told so.
    expect(refusalReason({ message: 'staff_session_idle', code: '42501' })).toBe('staff_session_idle');
    expect(messageOf({ message: 'staff_session_idle', code: '42501' })).toBe(refusalMessages.staff_session_idle);
  });

  it('tells a rate limit, a missing second factor and an unlogged read apart from a lost connection', () => {
    const rateLimited = { message: 'Request rate limit reached', code: 'over_request_rate_limit' };
    expect(refusalReason(rateLimited)).toBe('over_request_rate_limit');
    expect(refusalReason({ message: 'AAL2 required', code: 'insufficient_aal' })).toBe('insufficient_aal');
    // Auth's missing second factor says what the database's does, in one message.
    expect(messageOf({ message: 'AAL2 required', code: 'insufficient_aal' })).toBe(refusalMessages.staff_second_factor_required);
    expect(refusalReason({ message: 'staff_read_not_begun', code: '42501' })).toBe('staff_read_not_begun');
    expect(refusalReason({ message: 'staff_second_factor_reused', code: '42501' })).toBe('staff_second_factor_reused');
    // An account without a password (migration *_staff_password_required.sql) is told so, not "try again".
    expect(refusalReason({ message: 'staff_password_required', code: '42501' })).toBe('staff_password_required');
    expect(messageOf({ message: 'staff_password_required', code: '42501' })).toBe(refusalMessages.staff_password_required);
    expect(messageOf(rateLimited)).not.toBe(refusalMessages.unknown);
  });

  it('says “try again” for anything else, a prototype key included', () => {
    expect(refusalReason({ message: 'constructor' })).toBe('unknown');
    expect(refusalReason(null)).toBe('unknown');
    expect(refusalReason({ message: 'relation does not exist', code: '42P01' })).toBe('unknown');
  });

  it('names a weak password and a failed invitation link', () => {
    expect(messageOf({ message: 'Password should be at least 8 characters.', code: 'weak_password' })).toBe(
      refusalMessages.weak_password,
    );
    expect(invitationFailure('otp_expired')).toBe(refusalMessages.otp_expired);
    // Any other reason a link gives is still "expired or used, ask for a new one".
    expect(invitationFailure('access_denied')).toBe(refusalMessages.otp_expired);
    expect(invitationFailure('')).toBe(refusalMessages.otp_expired);
  });

  it('names every refusal of publishing the waiting times in words (its newest definition in the migrations)', () => {
    const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../supabase/migrations');
    // The function as the last migration that defines it leaves it (*_waiting_time_locations.sql replaced it).
    const definitions = readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .flatMap((name) => readFileSync(path.join(migrations, name), 'utf8').split(/(?=create (?:or replace )?function )/))
      .filter((part) => /^create (or replace )?function public\.admin_publish_waiting_times\(/.test(part));
    expect(definitions.length).toBe(2);
    const newest = definitions.at(-1) ?? '';
    const publish = newest.slice(0, newest.indexOf('$$;'));
    const reasons = new Set([...publish.matchAll(/errcode = '22023', message = '([a-z_]+)'/g)].map((match) => match[1] ?? ''));
    expect([...reasons].sort()).toEqual([
      'waiting_times_figures_invalid',
      'waiting_times_month_not_over',
      'waiting_times_month_older',
      'waiting_times_reason_required',
      'waiting_times_reasons_invalid',
    ]);
    for (const reason of reasons) expect(refusalReason({ message: reason, code: '22023' })).toBe(reason);
  });

  it('names every refusal of the contact log and urgency in words (migration *_contact_log_urgency.sql)', () => {
    const sql = readFileSync(
      path.resolve(
        path.dirname(fileURLToPath(import.meta.url)),
        '../../supabase/migrations/20261202190000_contact_log_urgency.sql',
      ),
      'utf8',
    );
    const reasons = [...sql.matchAll(/errcode = '22023', message = '([a-z_]+)'/g)].map((match) => match[1] ?? '');
    expect(reasons.length).toBe(7);
    for (const reason of reasons) expect(refusalReason({ message: reason, code: '22023' })).toBe(reason);
  });
});

/** An access token with these claims (unsigned: the app only reads them). */
function sessionWith(claims: Record<string, unknown>): Session {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return { access_token: `${part({ alg: 'HS256' })}.${part(claims)}.c2ln` } as Session;
}

describe('an invitation', () => {
  const fragment = '#access_token=a.b.c&expires_at=1&expires_in=3600&refresh_token=r1&token_type=bearer&type=invite';

  it('reads the session of an invitation link, and its failure', () => {
    expect(invitationIn(fragment)).toEqual({ kind: 'session', accessToken: 'a.b.c', refreshToken: 'r1' });
    expect(
      invitationIn('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'),
    ).toEqual({ kind: 'failed', code: 'otp_expired' });
    // Nothing else is taken from the address: no fragment, another type, no refresh token.
    expect(invitationIn('')).toBeNull();
    // The e-mail's own link: the token, not used yet.
    expect(invitationIn('#token_hash=abc123&type=invite')).toEqual({ kind: 'pending', tokenHash: 'abc123' });
    expect(invitationIn('#token_hash=abc123&type=recovery')).toBeNull();
    expect(invitationIn('#token_hash=&type=invite')).toBeNull();
    expect(invitationIn(fragment.replace('type=invite', 'type=magiclink'))).toBeNull();
    expect(invitationIn('#access_token=a.b.c&type=invite')).toBeNull();
  });

  it('asks for a password while the session came from the link (amr otp) and none was chosen in it', () => {
    const invited = sessionWith({ session_id: 's1', amr: [{ method: 'otp', timestamp: 1 }] });
    expect(signInMethods(invited.access_token)).toEqual(['otp']);
    expect(needsPassword(invited, { getItem: () => null })).toBe(true);
    expect(needsPassword(invited, { getItem: () => 's0' })).toBe(true);
    expect(needsPassword(invited, { getItem: () => 's1' })).toBe(false);
    const byPassword = sessionWith({ session_id: 's2', amr: [{ method: 'password', timestamp: 1 }] });
    expect(needsPassword(byPassword, { getItem: () => null })).toBe(false);
    expect(needsPassword(sessionWith({ session_id: 's3' }), { getItem: () => null })).toBe(false);
    expect(needsPassword({ access_token: 'not a jwt' } as Session, { getItem: () => null })).toBe(false);
  });

  it('names the minimum length Auth is configured with (supabase/config.toml)', () => {
    const config = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../supabase/config.toml'), 'utf8');
    const auth = /^\[auth\]$([\s\S]*?)^\[/m.exec(config)?.[1] ?? '';
    expect(Number(/^minimum_password_length = (\d+)$/m.exec(auth)?.[1])).toBe(MINIMUM_PASSWORD_LENGTH);
  });
});

describe('placeOf', () => {
  it('knows the inbox and one registration, and nothing else', () => {
    const id = '0b6c4f0e-3f6a-4a43-9c1e-2f1d8c0a9b7e';
    expect(placeOf('/')).toEqual({ name: 'inbox' });
    expect(placeOf(`/registraties/${id}`)).toEqual({ name: 'registration', id });
    expect(placeOf(hrefOf({ name: 'registration', id }))).toEqual({ name: 'registration', id });
    expect(placeOf('/registraties/not-an-id')).toEqual({ name: 'inbox' });
  });
});
