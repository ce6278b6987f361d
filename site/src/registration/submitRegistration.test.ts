import { describe, expect, it, vi } from 'vitest';
import { submitRegistration, type RegistrationClient } from './submitRegistration.ts';
import type { RegistrationFormValues } from './schema.ts';

const letter = new File(['%PDF-1.4 test'], 'Verwijsbrief.PDF', { type: 'application/pdf' });

const values: RegistrationFormValues = {
  firstName: 'Jan',
  familyName: 'Jansen',
  email: 'Jan.Jansen@example.nl',
  phone: '0612345678',
  dob: '1990-05-01',
  bsnNumber: '111222333',
  gender: 'male',
  streetName: 'Damrak',
  houseNumber: '1',
  postalCode: '1012 AB',
  city: 'Amsterdam',
  insuranceCompany: 'Zilveren Kruis',
  location: 'amsterdam',
  preferredLanguage: 'dutch',
  message: '',
  referralLetter: letter,
  termsAccepted: true,
};

type Outcome = { upload?: unknown; insert?: unknown; email?: unknown; throwAt?: 'upload' };

function fakeClient(outcome: Outcome = {}) {
  const steps: string[] = [];
  const upload = vi.fn(async (path: string, _file: unknown, _options: unknown) => {
    steps.push('upload');
    if (outcome.throwAt === 'upload') throw new Error('network');
    return outcome.upload ? { data: null, error: outcome.upload } : { data: { path }, error: null };
  });
  const insert = vi.fn(async (_row: unknown) => {
    steps.push('insert');
    return { data: null, error: outcome.insert ?? null };
  });
  const invoke = vi.fn(async (_name: string, _options: unknown) => {
    steps.push('email');
    return { data: null, error: outcome.email ?? null };
  });
  const client = {
    storage: { from: vi.fn(() => ({ upload })) },
    from: vi.fn(() => ({ insert })),
    functions: { invoke },
  } as unknown as RegistrationClient;
  return { client, steps, upload, insert, invoke };
}

const now = () => 1767225600000;

// supabase-js is fetched on the first submission; this stands in for that fetch.
const supabaseJs = vi.hoisted(() => ({ offline: false, client: null as unknown }));
vi.mock('@supabase/supabase-js', () => {
  if (supabaseJs.offline) throw new Error('Failed to fetch dynamically imported module');
  return { createClient: () => supabaseJs.client };
});

describe('submitRegistration', () => {
  it('uploads, reads the file, inserts and sends the e-mail, in that order', async () => {
    const fake = fakeClient();
    const readFile = vi.fn(async () => {
      fake.steps.push('read');
      return 'JVBERi0=';
    });
    const result = await submitRegistration('adults', values, { client: fake.client, now, readFile });
    expect(result).toEqual({ status: 'success' });
    expect(fake.steps).toEqual(['upload', 'read', 'insert', 'email']);
    const path = 'adults/jan_jansen_example_nl/1767225600000.pdf';
    expect(fake.upload).toHaveBeenCalledWith(path, letter, { cacheControl: '3600', upsert: false, contentType: 'application/pdf' });
    expect(fake.insert.mock.calls[0]?.[0]).toMatchObject({ full_name: 'Jan Jansen', registration_type: 'adults', referral_letter_path: path, message: null });
    expect(fake.invoke).toHaveBeenCalledWith('send-registration-email', {
      body: { formData: fake.insert.mock.calls[0]?.[0], fileBase64: 'JVBERi0=', fileName: 'Verwijsbrief.PDF', fileType: 'application/pdf' },
    });
  });

  it('reads the real file as base64 without the data-URL prefix', async () => {
    const fake = fakeClient();
    await submitRegistration('adults', values, { client: fake.client, now });
    const body = (fake.invoke.mock.calls[0]?.[1] as { body: { fileBase64: string } }).body;
    expect(atob(body.fileBase64)).toBe('%PDF-1.4 test');
  });

  it('continues without the attachment when the file cannot be read', async () => {
    const fake = fakeClient();
    const result = await submitRegistration('adults', values, { client: fake.client, now, readFile: async () => null });
    expect(result).toEqual({ status: 'success' });
    expect(fake.invoke.mock.calls[0]?.[1]).toEqual({ body: { formData: fake.insert.mock.calls[0]?.[0] } });
  });

  it('stops after a failed upload', async () => {
    const fake = fakeClient({ upload: { message: 'boom' } });
    expect(await submitRegistration('adults', values, { client: fake.client, now })).toEqual({ status: 'upload-failed' });
    expect(fake.steps).toEqual(['upload']);
  });

  it('stops after a failed insert', async () => {
    const fake = fakeClient({ insert: { message: 'boom' } });
    expect(await submitRegistration('adults', values, { client: fake.client, now })).toEqual({ status: 'insert-failed' });
    expect(fake.steps).toEqual(['upload', 'insert']);
  });

  it('counts a failed e-mail as saved', async () => {
    const fake = fakeClient({ email: new Error('500') });
    expect(await submitRegistration('adults', values, { client: fake.client, now })).toEqual({ status: 'success-but-email-failed' });
  });

  it('reports anything thrown as unexpected, without logging personal data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakeClient({ throwAt: 'upload' });
    expect(await submitRegistration('adults', values, { client: fake.client, now })).toEqual({ status: 'unexpected' });
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
    expect(await submitRegistration('adults', values, { now, readFile: async () => null })).toEqual({ status: 'success' });
    expect(fake.steps).toEqual(['upload', 'insert', 'email']);
  });

  it('stores a child registration with the parent as guardian', async () => {
    const fake = fakeClient();
    await submitRegistration('children', { ...values, childName: 'Pim', preferredLanguage: 'farsi' }, { client: fake.client, now });
    expect(fake.insert.mock.calls[0]?.[0]).toMatchObject({
      registration_type: 'children',
      child_name: 'Pim',
      parent_guardian_name: 'Jan Jansen',
      referral_letter_path: 'children/jan_jansen_example_nl/1767225600000.pdf',
    });
  });
});
