import { describe, expect, it } from 'vitest';
import { messageOf, refusalMessages, refusalReason } from './errors.ts';
import { placeOf, hrefOf } from './navigation.ts';

describe('refusalReason', () => {
  it('names the staff functions’ reasons (PostgREST message) and Auth’s codes', () => {
    expect(refusalReason({ message: 'staff_second_factor_required', code: '42501' })).toBe('staff_second_factor_required');
    expect(refusalReason({ message: 'Invalid login credentials', code: 'invalid_credentials' })).toBe('invalid_credentials');
    expect(messageOf({ message: 'staff_session_ended' })).toBe(refusalMessages.staff_session_ended);
  });

  it('says “try again” for anything else, a prototype key included', () => {
    expect(refusalReason({ message: 'constructor' })).toBe('unknown');
    expect(refusalReason(null)).toBe('unknown');
    expect(refusalReason({ message: 'relation does not exist', code: '42P01' })).toBe('unknown');
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
