/**
 * The HTTP store on the wire: PostgREST RPC calls and Storage object calls with the service role,
 * against a fake Supabase that records each request (and against a scripted fetch for the
 * answers a real service gives that the fake does not).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeIntakeStore, PDF, startFakeSupabase, type FakeSupabase } from './fakes.ts';
import { createHttpIntakeStore, IntakeStoreError, objectUrlPath } from '../_shared/intake-store.ts';

const KEY = 'service-role-key-for-tests';

let fake: FakeSupabase;
let store: FakeIntakeStore;

beforeAll(async () => {
  store = new FakeIntakeStore();
  fake = await startFakeSupabase(store, KEY);
});

afterAll(async () => {
  await fake.stop();
});

function scripted(status: number, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(status === 204 ? null : body, { status, headers });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('createHttpIntakeStore', () => {
  it('calls each RPC with named arguments and the service role, and reads the answers', async () => {
    const http = createHttpIntakeStore({ url: `${fake.url}/`, serviceRoleKey: KEY });
    const id = store.addRegistration();
    fake.requests.length = 0;

    const claim = await http.claim(id, 15);
    expect(claim).toMatchObject({
      outcome: 'claimed',
      attempts: 1,
      letter: { name: store.registrations.get(id)!.referral_letter_path, size: PDF.byteLength },
    });
    expect(claim.registration).toMatchObject({ id, bsn_number: store.registrations.get(id)!.bsn_number });
    expect(await http.claim(id, 15)).toMatchObject({ outcome: 'in-progress', registration: null });

    expect(await http.downloadLetter(store.registrations.get(id)!.referral_letter_path)).toEqual(PDF);
    await http.recordLetterCheck(id, 'pdf-javascript');
    expect(store.letterChecks.get(id)).toBe('pdf-javascript');
    await http.finish(id, { sent: false, error: 'smtp:ECONNECTION', retryAfterSeconds: 60 });
    expect(store.notification(id)).toMatchObject({ status: 'failed', last_error: 'smtp:ECONNECTION' });
    store.advance(60);
    expect(await http.due(10)).toEqual([id]);
    await http.claim(id, null);
    await http.finish(id, { sent: false, error: 'smtp:ECONNECTION', retryAfterSeconds: null });
    expect(await http.unalertedFailed()).toEqual([
      expect.objectContaining({
        registration_id: id,
        registration_type: 'adults',
        location: 'zaandam',
        attempts: 2,
        last_error: 'smtp:ECONNECTION',
      }),
    ]);
    await http.markAlerted(id);
    expect(await http.unalertedFailed()).toEqual([]);

    store.putObject('adults/old_example_nl/1767225600009.pdf', PDF, 'application/pdf', 25 * 3600);
    expect(await http.orphanLetters(5)).toEqual(['adults/old_example_nl/1767225600009.pdf']);
    await http.deleteLetters(['adults/old_example_nl/1767225600009.pdf']);
    expect(store.objects.has('adults/old_example_nl/1767225600009.pdf')).toBe(false);
    await http.deleteLetters([]);

    for (const recorded of fake.requests) {
      expect(recorded.headers.apikey).toBe(KEY);
      expect(recorded.headers.authorization).toBe(`Bearer ${KEY}`);
    }
    const summary = fake.requests.map((recorded) => `${recorded.method} ${recorded.path}`);
    expect(summary).toEqual([
      'POST /rest/v1/rpc/claim_registration_notification',
      'POST /rest/v1/rpc/claim_registration_notification',
      `GET /storage/v1/object/referral_letters/${store.registrations.get(id)!.referral_letter_path}`,
      'POST /rest/v1/rpc/record_referral_letter_check',
      'POST /rest/v1/rpc/finish_registration_notification',
      'POST /rest/v1/rpc/due_registration_notifications',
      'POST /rest/v1/rpc/claim_registration_notification',
      'POST /rest/v1/rpc/finish_registration_notification',
      'POST /rest/v1/rpc/unalerted_failed_notifications',
      'POST /rest/v1/rpc/mark_notification_alerted',
      'POST /rest/v1/rpc/unalerted_failed_notifications',
      'POST /rest/v1/rpc/orphan_referral_letters',
      'DELETE /storage/v1/object/referral_letters',
    ]);
    const bodies = fake.requests
      .filter((recorded) => recorded.method !== 'GET')
      .map((recorded) => JSON.parse(recorded.body) as unknown);
    expect(bodies).toEqual([
      { p_registration_id: id, p_max_age_minutes: 15 },
      { p_registration_id: id, p_max_age_minutes: 15 },
      { p_registration_id: id, p_verdict: 'pdf-javascript' },
      { p_registration_id: id, p_sent: false, p_error: 'smtp:ECONNECTION', p_retry_after_seconds: 60 },
      { p_limit: 10 },
      { p_registration_id: id, p_max_age_minutes: null },
      { p_registration_id: id, p_sent: false, p_error: 'smtp:ECONNECTION', p_retry_after_seconds: null },
      {},
      { p_registration_id: id },
      {},
      { p_limit: 5 },
      { prefixes: ['adults/old_example_nl/1767225600009.pdf'] },
    ]);
    const contentTypes = fake.requests
      .filter((recorded) => recorded.method !== 'GET')
      .map((recorded) => recorded.headers['content-type']);
    expect(new Set(contentTypes)).toEqual(new Set(['application/json']));
  });

  it('sends a sent result without error or delay', async () => {
    const { calls, fetchImpl } = scripted(204, '');
    await createHttpIntakeStore({ url: 'https://ref.supabase.co', serviceRoleKey: KEY, fetch: fetchImpl }).finish('x', {
      sent: true,
    });
    expect(calls[0]?.url).toBe('https://ref.supabase.co/rest/v1/rpc/finish_registration_notification');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      p_registration_id: 'x',
      p_sent: true,
      p_error: null,
      p_retry_after_seconds: null,
    });
  });

  it('answers null for a letter that is not there (404, or Storage’s legacy 400 with statusCode 404)', async () => {
    const http = createHttpIntakeStore({ url: fake.url, serviceRoleKey: KEY });
    expect(await http.downloadLetter('adults/nobody_example_nl/1767225600000.pdf')).toBeNull();
    const { fetchImpl } = scripted(404, '{"statusCode":"404","error":"not_found","message":"Object not found"}');
    expect(
      await createHttpIntakeStore({ url: 'https://x', serviceRoleKey: KEY, fetch: fetchImpl }).downloadLetter('a/b/1.pdf'),
    ).toBeNull();
    const legacy = scripted(400, '{"statusCode":"404","error":"Not Found","message":"The resource was not found"}');
    expect(
      await createHttpIntakeStore({ url: 'https://x', serviceRoleKey: KEY, fetch: legacy.fetchImpl }).downloadLetter('a/b/1.pdf'),
    ).toBeNull();
  });

  it('never asks Storage for a path that climbs out of the bucket', async () => {
    const { calls, fetchImpl } = scripted(200, 'x');
    const http = createHttpIntakeStore({ url: 'https://x', serviceRoleKey: KEY, fetch: fetchImpl });
    for (const path of ['../other/x.pdf', 'adults/../../x.pdf', 'adults//x.pdf', '', 'adults/./x.pdf']) {
      expect(await http.downloadLetter(path)).toBeNull();
    }
    expect(calls).toHaveLength(0);
    expect(objectUrlPath('adults/a b#?/1.pdf')).toBe('adults/a%20b%23%3F/1.pdf');
  });

  it('accepts setof answers as plain values or one-key objects', async () => {
    const values = scripted(200, '["a","b"]');
    expect(await createHttpIntakeStore({ url: 'https://x', serviceRoleKey: KEY, fetch: values.fetchImpl }).due(2)).toEqual([
      'a',
      'b',
    ]);
    const objects = scripted(200, '[{"due_registration_notifications":"a"}]');
    expect(await createHttpIntakeStore({ url: 'https://x', serviceRoleKey: KEY, fetch: objects.fetchImpl }).due(2)).toEqual([
      'a',
    ]);
  });

  it.each([
    ['an error status', 500, '{"code":"XX000","message":"boom with jan@example.nl","details":"BSN 123456782"}', 'XX000'],
    ['a denial', 401, '{"code":"42501","message":"permission denied for function claim_registration_notification"}', '42501'],
    ['a body that is no JSON', 200, '<html>', 'json'],
    ['an unknown outcome', 200, '{"outcome":"maybe","attempts":1}', 'shape'],
    ['a registration that is no object', 200, '{"outcome":"claimed","attempts":1,"registration":"x","letter":null}', 'shape'],
  ])('throws an IntakeStoreError without the message for %s', async (_name, status, body, code) => {
    const { fetchImpl } = scripted(status, body);
    const error = (await createHttpIntakeStore({ url: 'https://x', serviceRoleKey: KEY, fetch: fetchImpl })
      .claim('x', 15)
      .catch((caught: unknown) => caught)) as IntakeStoreError;
    expect(error).toBeInstanceOf(IntakeStoreError);
    expect(error.code).toBe(code);
    expect(error.message).not.toMatch(/jan@|123456782|permission/);
  });

  it('throws a network error as such', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const error = (await createHttpIntakeStore({ url: 'https://x', serviceRoleKey: KEY, fetch: fetchImpl })
      .due(1)
      .catch((caught: unknown) => caught)) as IntakeStoreError;
    expect(error).toMatchObject({ operation: 'due_registration_notifications', status: 0, code: 'network' });
  });

  it('reads a letter size that the metadata JSON holds as text', async () => {
    const { fetchImpl } = scripted(
      200,
      '{"outcome":"claimed","attempts":1,"registration":{},"letter":{"name":"a/b/1.pdf","mimetype":"application/pdf","size":"1234"}}',
    );
    const claim = await createHttpIntakeStore({ url: 'https://x', serviceRoleKey: KEY, fetch: fetchImpl }).claim('x', 15);
    expect(claim.letter).toEqual({ name: 'a/b/1.pdf', mimetype: 'application/pdf', size: 1234 });
  });
});
