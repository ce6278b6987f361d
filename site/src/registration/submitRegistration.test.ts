import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newPendingSubmission, newRegistrationId, submitRegistration, type RegistrationClient } from './submitRegistration.ts';
import { RESERVE_LETTER_UPLOAD_RPC, type RegistrationFormValues } from './schema.ts';
import { sampleFormValues } from '@ankerlicht/registration/test-fixtures/registrations';

const letter = new File(['%PDF-1.4 test'], 'Verwijsbrief.PDF', { type: 'application/pdf' });

// The e-mail in capitals and the letter's extension in capitals: the storage path lower-cases both.
const values: RegistrationFormValues = sampleFormValues('adults', { email: 'Jan.Jansen@example.nl', referralLetter: letter });

const ID = '0b5f3c1e-8d2a-4c6b-9e7f-1a2b3c4d5e6f';
const PATH = 'adults/jan_jansen_example_nl/1767225600000.pdf';

/** What each call answers, one entry per attempt (the last one repeats). */
type Answers = { reserve?: unknown[]; upload?: unknown[]; insert?: unknown[]; invoke?: unknown[]; throwAt?: 'upload' };

/** The reservation's refusal as supabase-js hands it over: PostgREST's 429 body, the seconds in details. */
const uploadLimit = (details: string | null) => ({
  status: 429,
  error: { code: 'rate_limited', message: 'Too many uploads, try again later', details, hint: null },
});

/** supabase-js's FunctionsHttpError: the function's Response as `context`. */
const functionsHttpError = (status: number, body: unknown) =>
  Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    name: 'FunctionsHttpError',
    context: new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  });

/** storage-js's StorageApiError for a path that holds a file already. */
const duplicate = Object.assign(new Error('The resource already exists'), {
  name: 'StorageApiError',
  status: 409,
  statusCode: '409',
});

function fakeClient(answers: Answers = {}) {
  const steps: string[] = [];
  const answer = (list: unknown[] | undefined, call: number) => (list ? list[Math.min(call, list.length - 1)] : null);
  // The upload's own path must have been reserved first (not a step of its own: the steps below
  // read as the three calls the spec names).
  const reserved: string[] = [];
  const rpc = vi.fn(async (name: string, args: { p_path: string }) => {
    const refusal = answer(answers.reserve, rpc.mock.calls.length - 1) as ReturnType<typeof uploadLimit> | null;
    if (refusal) return { data: null, ...refusal };
    if (name === RESERVE_LETTER_UPLOAD_RPC) reserved.push(args.p_path);
    return { data: { path: args.p_path, expiresAt: null }, error: null, status: 200 };
  });
  const upload = vi.fn(async (path: string, _file: unknown, _options: unknown) => {
    steps.push(reserved.includes(path) ? 'upload' : 'upload without a reservation');
    if (answers.throwAt === 'upload') throw new Error('network');
    const error = answer(answers.upload, upload.mock.calls.length - 1);
    return error ? { data: null, error } : { data: { path }, error: null };
  });
  const insert = vi.fn(async (_row: unknown) => {
    steps.push('insert');
    return { data: null, error: answer(answers.insert, insert.mock.calls.length - 1) };
  });
  const invoke = vi.fn(async (_name: string, _options: unknown) => {
    steps.push('email');
    return { data: null, error: answer(answers.invoke, invoke.mock.calls.length - 1) };
  });
  const from = vi.fn(() => ({ insert }));
  const client = {
    storage: { from: vi.fn(() => ({ upload })) },
    from,
    functions: { invoke },
    rpc,
  } as unknown as RegistrationClient;
  return { client, steps, rpc, upload, insert, invoke, from };
}

const now = () => 1767225600000;

// supabase-js is fetched on the first submission; this stands in for that fetch.
const supabaseJs = vi.hoisted(() => ({ offline: false, client: null as unknown }));
vi.mock('@supabase/supabase-js', () => {
  if (supabaseJs.offline) throw new Error('Failed to fetch dynamically imported module');
  return { createClient: () => supabaseJs.client };
});

describe('submitRegistration', () => {
  // The failures warn (without personal data, as the tests below check): keep the output quiet.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('uploads, inserts under the chosen id and asks for the e-mail of that id only, in that order', async () => {
    const fake = fakeClient();
    const result = await submitRegistration('adults', values, { client: fake.client, now, pending: newPendingSubmission(ID) });
    expect(result).toEqual({ status: 'success' });
    expect(fake.steps).toEqual(['upload', 'insert', 'email']);
    expect(fake.upload).toHaveBeenCalledWith(PATH, letter, {
      cacheControl: '3600',
      upsert: false,
      contentType: 'application/pdf',
    });
    expect(fake.from).toHaveBeenCalledWith('registrations');
    expect(fake.insert.mock.calls[0]?.[0]).toMatchObject({
      id: ID,
      full_name: 'Jan Jansen',
      registration_type: 'adults',
      referral_letter_path: PATH,
      message: null,
    });
    expect(fake.invoke).toHaveBeenCalledWith('send-registration-email', { body: { registrationId: ID } });
  });

  it('never chains a select on the insert', async () => {
    const fake = fakeClient();
    await submitRegistration('adults', values, { client: fake.client, now });
    // The fake's insert answers a plain promise: a .select() after it would have thrown.
    expect(fake.steps).toEqual(['upload', 'insert', 'email']);
  });

  it('chooses a v4 uuid for each form fill', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newPendingSubmission().id).toMatch(uuid);
    expect(newPendingSubmission().id).not.toBe(newPendingSubmission().id);
    // Outside a secure context (a plain-http address) the browser has no crypto.randomUUID.
    const randomUUID = vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new Error('not used');
    });
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    try {
      expect(newRegistrationId()).toMatch(uuid);
      expect(newRegistrationId()).not.toBe(newRegistrationId());
    } finally {
      randomUUID.mockRestore();
    }
  });

  describe('a retry of the same form fill', () => {
    it('after a failed insert re-sends the same id and path, and does not upload the stored letter again', async () => {
      const fake = fakeClient({ insert: [{ message: 'boom' }, null] });
      const pending = newPendingSubmission(ID);
      let clock = 1767225600000;
      const ticking = () => (clock += 1000);
      expect(await submitRegistration('adults', values, { client: fake.client, now: ticking, pending })).toEqual({
        status: 'insert-failed',
      });
      expect(await submitRegistration('adults', values, { client: fake.client, now: ticking, pending })).toEqual({
        status: 'success',
      });
      expect(fake.steps).toEqual(['upload', 'insert', 'insert', 'email']);
      const [first, second] = fake.insert.mock.calls.map(([row]) => row as { id: string; referral_letter_path: string });
      expect(second?.id).toBe(ID);
      expect(second?.id).toBe(first?.id);
      expect(second?.referral_letter_path).toBe(first?.referral_letter_path);
      expect(fake.invoke).toHaveBeenCalledWith('send-registration-email', { body: { registrationId: ID } });
    });

    it("counts the insert's 23505 on the primary key as saved (the first answer was lost)", async () => {
      const pkey = {
        code: '23505',
        message: 'duplicate key value violates unique constraint "registrations_pkey"',
        details: `Key (id)=(${ID}) already exists.`,
        hint: null,
      };
      const fake = fakeClient({ insert: [{ code: 'XX000', message: 'internal error' }, pkey] });
      const pending = newPendingSubmission(ID);
      expect(await submitRegistration('adults', values, { client: fake.client, now, pending })).toEqual({
        status: 'insert-failed',
      });
      expect(await submitRegistration('adults', values, { client: fake.client, now, pending })).toEqual({ status: 'success' });
      expect(fake.steps).toEqual(['upload', 'insert', 'insert', 'email']);
      expect(fake.invoke).toHaveBeenCalledWith('send-registration-email', { body: { registrationId: ID } });
    });

    it('does not count another unique violation as saved', async () => {
      const other = {
        code: '23505',
        message: 'duplicate key value violates unique constraint "registrations_referral_letter_path_key"',
        details: null,
        hint: null,
      };
      const fake = fakeClient({ insert: [other] });
      expect(await submitRegistration('adults', values, { client: fake.client, now })).toEqual({ status: 'insert-failed' });
      expect(fake.steps).toEqual(['upload', 'insert']);
    });

    it('after a failed upload uploads to the same path again', async () => {
      const fake = fakeClient({ upload: [{ message: 'boom', status: 500, statusCode: '500' }, null] });
      const pending = newPendingSubmission(ID);
      let clock = 1767225600000;
      const ticking = () => (clock += 1000);
      expect(await submitRegistration('adults', values, { client: fake.client, now: ticking, pending })).toEqual({
        status: 'upload-failed',
      });
      expect(await submitRegistration('adults', values, { client: fake.client, now: ticking, pending })).toEqual({
        status: 'success',
      });
      expect(fake.upload.mock.calls.map(([path]) => path)).toEqual([
        'adults/jan_jansen_example_nl/1767225601000.pdf',
        'adults/jan_jansen_example_nl/1767225601000.pdf',
      ]);
    });

    it("counts the upload's 409 Duplicate for its own path as stored (the first answer was lost)", async () => {
      const fake = fakeClient({ upload: [{ message: 'Failed to fetch' }, duplicate] });
      const pending = newPendingSubmission(ID);
      expect(await submitRegistration('adults', values, { client: fake.client, now, pending })).toEqual({
        status: 'upload-failed',
      });
      expect(await submitRegistration('adults', values, { client: fake.client, now, pending })).toEqual({ status: 'success' });
      expect(fake.steps).toEqual(['upload', 'upload', 'insert', 'email']);
      expect(fake.insert.mock.calls[0]?.[0]).toMatchObject({ id: ID, referral_letter_path: PATH });
    });

    it('counts a Duplicate answered as HTTP 400 with statusCode 409 (hosted Storage) as stored too', async () => {
      const fake = fakeClient({ upload: [{ message: 'The resource already exists', status: 400, statusCode: '409' }] });
      expect(await submitRegistration('adults', values, { client: fake.client, now })).toEqual({ status: 'success' });
    });

    it('with another file, or an e-mail address corrected in between, uploads to a new path under the same id', async () => {
      const fake = fakeClient({ insert: [{ message: 'boom' }, { message: 'boom' }, null] });
      const pending = newPendingSubmission(ID);
      let clock = 1767225600000;
      const ticking = () => (clock += 1000);
      await submitRegistration('adults', values, { client: fake.client, now: ticking, pending });
      const otherLetter = new File(['%PDF-1.4 other'], 'brief.pdf', { type: 'application/pdf' });
      await submitRegistration(
        'adults',
        { ...values, referralLetter: otherLetter },
        { client: fake.client, now: ticking, pending },
      );
      await submitRegistration(
        'adults',
        { ...values, referralLetter: otherLetter, email: 'jan@example.nl' },
        { client: fake.client, now: ticking, pending },
      );
      expect(fake.upload.mock.calls.map(([path]) => path)).toEqual([
        'adults/jan_jansen_example_nl/1767225601000.pdf',
        'adults/jan_jansen_example_nl/1767225602000.pdf',
        'adults/jan_example_nl/1767225603000.pdf',
      ]);
      expect(fake.insert.mock.calls.map(([row]) => (row as { id: string }).id)).toEqual([ID, ID, ID]);
    });
  });

  it('stops after a failed upload', async () => {
    const fake = fakeClient({ upload: [{ message: 'boom' }] });
    expect(await submitRegistration('adults', values, { client: fake.client, now })).toEqual({ status: 'upload-failed' });
    expect(fake.steps).toEqual(['upload']);
  });

  it('stops after a failed insert', async () => {
    const fake = fakeClient({ insert: [{ message: 'boom' }] });
    expect(await submitRegistration('adults', values, { client: fake.client, now })).toEqual({ status: 'insert-failed' });
    expect(fake.steps).toEqual(['upload', 'insert']);
  });

  describe('a registration refused by the connection’s hourly limit (429)', () => {
    it('is rate-limited with the seconds the trigger puts in details, and sends no e-mail', async () => {
      const limited = { code: 'rate_limited', message: 'Too many registrations, try again later', details: '1800', hint: null };
      const fake = fakeClient({ insert: [limited] });
      expect(await submitRegistration('adults', values, { client: fake.client, now })).toEqual({
        status: 'rate-limited',
        retryAfterSeconds: 1800,
      });
      expect(fake.steps).toEqual(['upload', 'insert']);
    });

    it('comes through supabase-js as the server answers it; a 429 without our body has no time', async () => {
      const { createClient } = await vi.importActual<typeof import('@supabase/supabase-js')>('@supabase/supabase-js');
      const answers = [
        new Response(
          JSON.stringify({
            code: 'rate_limited',
            message: 'Too many registrations, try again later',
            details: '754',
            hint: null,
          }),
          {
            status: 429,
            headers: { 'content-type': 'application/json', 'retry-after': '754' },
          },
        ),
        new Response('Too Many Requests', { status: 429 }),
      ];
      const fetch = vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes('/storage/v1/object/')) {
          return new Response(JSON.stringify({ Key: `referral_letters/${PATH}`, Id: ID }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
        }
        if (url.includes(`/rest/v1/rpc/${RESERVE_LETTER_UPLOAD_RPC}`)) {
          return new Response(JSON.stringify({ path: PATH, expiresAt: null }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
        }
        if (url.includes('/rest/v1/registrations')) return answers.shift() ?? new Response(null, { status: 500 });
        return new Response(null, { status: 500 });
      });
      const client = createClient('https://project.example', 'sb_publishable_test', {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch },
      });
      expect(await submitRegistration('adults', values, { client, now })).toEqual({
        status: 'rate-limited',
        retryAfterSeconds: 754,
      });
      expect(await submitRegistration('adults', values, { client, now })).toEqual({
        status: 'rate-limited',
        retryAfterSeconds: null,
      });
      expect(fetch.mock.calls.some(([input]) => String(input).includes('/functions/v1/'))).toBe(false);
    });
  });

  describe('the letter’s upload slot (one of this connection’s hourly allowance)', () => {
    it('is reserved for the letter’s own path just before the upload', async () => {
      const fake = fakeClient();
      await submitRegistration('adults', values, { client: fake.client, now, pending: newPendingSubmission(ID) });
      expect(fake.rpc).toHaveBeenCalledWith(RESERVE_LETTER_UPLOAD_RPC, { p_path: PATH });
      expect(fake.steps).toEqual(['upload', 'insert', 'email']);
    });

    it('refused (429) is rate-limited with the seconds the server puts in details; nothing is uploaded', async () => {
      const fake = fakeClient({ reserve: [uploadLimit('2400')] });
      expect(await submitRegistration('adults', values, { client: fake.client, now })).toEqual({
        status: 'rate-limited',
        retryAfterSeconds: 2400,
      });
      expect(fake.steps).toEqual([]);
      const unknown = fakeClient({ reserve: [uploadLimit(null)] });
      expect(await submitRegistration('adults', values, { client: unknown.client, now })).toEqual({
        status: 'rate-limited',
        retryAfterSeconds: null,
      });
    });

    it('refused otherwise is a failed upload, tried again (same path) with the next attempt', async () => {
      const fake = fakeClient({ reserve: [{ status: 0, error: { message: 'TypeError: Failed to fetch' } }, null] });
      const pending = newPendingSubmission(ID);
      expect(await submitRegistration('adults', values, { client: fake.client, now, pending })).toEqual({
        status: 'upload-failed',
      });
      expect(fake.steps).toEqual([]);
      expect(await submitRegistration('adults', values, { client: fake.client, now, pending })).toEqual({ status: 'success' });
      expect(fake.rpc.mock.calls.map(([, args]) => args)).toEqual([{ p_path: PATH }, { p_path: PATH }]);
    });

    it('is asked for the same path again on a retry whose upload answer was lost, and not once the letter is known stored', async () => {
      const fake = fakeClient({ upload: [{ message: 'Failed to fetch' }, duplicate], insert: [{ message: 'boom' }, null] });
      const pending = newPendingSubmission(ID);
      await submitRegistration('adults', values, { client: fake.client, now, pending });
      await submitRegistration('adults', values, { client: fake.client, now, pending });
      await submitRegistration('adults', values, { client: fake.client, now, pending });
      expect(fake.rpc.mock.calls.map(([, args]) => args)).toEqual([{ p_path: PATH }, { p_path: PATH }]);
      expect(fake.steps).toEqual(['upload', 'upload', 'insert', 'insert', 'email']);
    });
  });

  it("counts the function's 409 already-notified as success", async () => {
    const fake = fakeClient({ invoke: [functionsHttpError(409, { error: 'already-notified' })] });
    expect(await submitRegistration('adults', values, { client: fake.client, now })).toEqual({ status: 'success' });
  });

  it.each([
    ['a failed send', functionsHttpError(502, { error: 'mail-failed' })],
    ['a send in progress', functionsHttpError(409, { error: 'in-progress' })],
    ['an expired registration', functionsHttpError(410, { error: 'expired' })],
    ['an answer that is not JSON', Object.assign(new Error('500'), { context: new Response('oops', { status: 500 }) })],
    [
      'no answer at all',
      Object.assign(new Error('Failed to send a request to the Edge Function'), { name: 'FunctionsFetchError' }),
    ],
  ])('counts %s of the e-mail function as saved, with the e-mail failed', async (_, error) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeClient({ invoke: [error] });
    expect(await submitRegistration('adults', values, { client: fake.client, now })).toEqual({
      status: 'success-but-email-failed',
    });
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/Jan|example|111222333/);
  });

  it.each([
    ['e-mail address', { email: '' }],
    ['full name', { firstName: ' ', familyName: '' }],
    ['phone number', { phone: '' }],
    ['referral letter', { referralLetter: undefined }],
  ])('refuses a registration without its %s before any call', async (_, missing) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeClient();
    supabaseJs.client = fake.client;
    const incomplete = { ...values, ...missing } as unknown as RegistrationFormValues;
    expect(await submitRegistration('adults', incomplete, { client: fake.client, now })).toEqual({ status: 'missing-fields' });
    expect(await submitRegistration('adults', incomplete, { now })).toEqual({ status: 'missing-fields' });
    expect(fake.steps).toEqual([]);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/Jan|example|111222333/);
  });

  it('reports anything thrown as unexpected, without logging personal data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeClient({ throwAt: 'upload' });
    expect(await submitRegistration('adults', values, { client: fake.client, now })).toEqual({ status: 'unexpected' });
    expect(warn).toHaveBeenCalledWith('[registration] unexpected error while submitting');
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/Jan|example|111222333/);
  });

  it('reports supabase-js that cannot be fetched like a failed upload, and fetches it again on the next submission', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeClient();
    supabaseJs.client = fake.client;
    supabaseJs.offline = true;
    expect(await submitRegistration('adults', values, { now })).toEqual({ status: 'upload-failed' });
    expect(fake.steps).toEqual([]);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/Jan|example|111222333/);

    supabaseJs.offline = false;
    expect(await submitRegistration('adults', values, { now })).toEqual({ status: 'success' });
    expect(fake.steps).toEqual(['upload', 'insert', 'email']);
  });

  it('stores a child registration with the parent as guardian', async () => {
    const fake = fakeClient();
    await submitRegistration(
      'children',
      { ...values, childName: 'Pim', preferredLanguage: 'farsi' },
      { client: fake.client, now },
    );
    expect(fake.insert.mock.calls[0]?.[0]).toMatchObject({
      registration_type: 'children',
      child_name: 'Pim',
      parent_guardian_name: 'Jan Jansen',
      referral_letter_path: 'children/jan_jansen_example_nl/1767225600000.pdf',
    });
  });
});
