/**
 * The local backend through @supabase/supabase-js, as the site calls it, plus the refusals a
 * visitor must get and the test-only fault switch.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REFERRAL_LETTER_BUCKET,
  REFERRAL_LETTER_CACHE_CONTROL,
  REFERRAL_LETTER_MAX_BYTES,
  REGISTRATIONS_TABLE,
  SEND_REGISTRATION_EMAIL_FUNCTION,
  referralLetterPath,
  type RegistrationRecord,
} from '../functions/_shared/registration.ts';
import { LOCAL_ANON_KEY, migrationsDir } from './config.ts';
import { listMigrations } from './database.ts';
import { startLocalBackend, type LocalBackend } from './server.ts';
import { FAKE, PDF_BASE64, PDF_BYTES, sampleRecord } from './test-data.ts';

/** supabase-js wants a WebSocket for realtime; Node 20 has none and the site never subscribes. */
class NoWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly readyState = 3;
  constructor() {
    throw new Error('realtime is not used');
  }
}

function localClient(backend: { url: string; anonKey: string }, key = backend.anonKey): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });
}

let backend: LocalBackend;
let supabase: SupabaseClient;
let stamp = 1767225600000;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, fresh: true, faults: true, quiet: true, mail: { smtpPort: 0, webPort: 0 } });
  supabase = localClient(backend);
});

afterAll(async () => {
  await backend?.stop();
});

const pdfBlob = (bytes: Uint8Array = PDF_BYTES, type = 'application/pdf') => new Blob([bytes as BlobPart], { type });
const nextPath = (type: 'adults' | 'children' = 'adults', extension = 'pdf') =>
  referralLetterPath(type, FAKE.email, (stamp += 1), extension);
const upload = (path: string, blob: Blob = pdfBlob(), upsert = false, client: SupabaseClient = supabase) =>
  client.storage.from(REFERRAL_LETTER_BUCKET).upload(path, blob, {
    cacheControl: REFERRAL_LETTER_CACHE_CONTROL,
    upsert,
    contentType: blob.type,
  });

async function inspect(): Promise<{ rows: RegistrationRecord[]; objects: Array<{ bucket_id: string; name: string }> }> {
  return (await fetch(`${backend.url}/__inspect/registrations`)).json() as never;
}

describe('a registration through supabase-js', () => {
  it('uploads, inserts and e-mails exactly once', async () => {
    await backend.mail?.clear();
    const before = await inspect();
    const path1 = nextPath();
    const uploaded = await upload(path1);
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path: path1, fullPath: `${REFERRAL_LETTER_BUCKET}/${path1}` });

    const record = sampleRecord({ referral_letter_path: path1 });
    const inserted = await supabase.from(REGISTRATIONS_TABLE).insert(record);
    expect(inserted.error).toBeNull();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toBeNull();

    const invoked = await supabase.functions.invoke(SEND_REGISTRATION_EMAIL_FUNCTION, {
      body: { formData: record, fileBase64: PDF_BASE64, fileName: 'brief.pdf', fileType: 'application/pdf' },
    });
    expect(invoked.error).toBeNull();
    expect(invoked.data).toEqual({ ok: true });

    const after = await inspect();
    expect(after.rows).toHaveLength(before.rows.length + 1);
    expect(after.rows.filter((row) => row.referral_letter_path === path1)).toHaveLength(1);
    expect(after.rows.at(-1)).toMatchObject({ ...record, date_of_birth: record.date_of_birth });
    expect(after.objects).toContainEqual({ bucket_id: REFERRAL_LETTER_BUCKET, name: path1 });
    expect(await readFile(path.join(backend.dataDir, 'storage', REFERRAL_LETTER_BUCKET, ...path1.split('/')))).toEqual(
      Buffer.from(PDF_BYTES),
    );

    const mails = (await backend.mail?.list()) ?? [];
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments?.map((attachment) => attachment.fileName)).toEqual(['brief.pdf']);
  });

  it('uploads a raw ArrayBuffer body with its content type', async () => {
    const target = nextPath('children', 'png');
    const { data, error } = await supabase.storage
      .from(REFERRAL_LETTER_BUCKET)
      .upload(target, new Uint8Array([137, 80, 78, 71]).buffer, { contentType: 'image/png', cacheControl: '3600', upsert: false });
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`${REFERRAL_LETTER_BUCKET}/${target}`);
  });

  it('reports a row the database refuses as a PostgREST error', async () => {
    const bad = await supabase.from(REGISTRATIONS_TABLE).insert(sampleRecord({ bsn_number: '123456789', referral_letter_path: nextPath() }));
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: '23514' });
    expect(bad.error?.message).toContain('registrations_bsn_number_check');
    expect(Object.keys(bad.error ?? {})).toEqual(expect.arrayContaining(['code', 'details', 'hint', 'message']));

    const unknown = await supabase.from(REGISTRATIONS_TABLE).insert({ ...sampleRecord({ referral_letter_path: nextPath() }), terms_accepted: true });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('PGRST204');

    const twice = sampleRecord({ referral_letter_path: nextPath() });
    expect((await supabase.from(REGISTRATIONS_TABLE).insert(twice)).error).toBeNull();
    const duplicate = await supabase.from(REGISTRATIONS_TABLE).insert(twice);
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');

    const noTable = await supabase.from('patients').insert({ a: 1 });
    expect(noTable.status).toBe(404);
  });

  it('the function refuses an invalid record with 400', async () => {
    const { error } = await supabase.functions.invoke(SEND_REGISTRATION_EMAIL_FUNCTION, {
      body: { formData: { ...sampleRecord(), email: 'nope' } },
    });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ path: 'formData.email', code: 'invalidEmail' }] });
  });
});

describe('what a visitor cannot do (and the limits of what they can)', () => {
  it('read registrations', async () => {
    await supabase.from(REGISTRATIONS_TABLE).insert(sampleRecord({ referral_letter_path: nextPath() }));
    const { data, error, status } = await supabase.from(REGISTRATIONS_TABLE).select('*');
    expect(data).toBeNull();
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    const filtered = await supabase.from(REGISTRATIONS_TABLE).select('full_name, bsn_number').eq('email', FAKE.email);
    expect(filtered.data).toBeNull();
    const raw = await fetch(`${backend.url}/rest/v1/registrations?select=*`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(raw.status).toBe(403);
    expect(await raw.text()).not.toContain(FAKE.bsn);
  });

  it('get the inserted row back', async () => {
    const { data, error } = await supabase.from(REGISTRATIONS_TABLE).insert(sampleRecord({ referral_letter_path: nextPath() })).select();
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('change or delete registrations', async () => {
    const before = (await inspect()).rows.length;
    const updated = await supabase.from(REGISTRATIONS_TABLE).update({ city: 'Elders' }).eq('email', FAKE.email);
    expect(updated.error?.code).toBe('42501');
    const deleted = await supabase.from(REGISTRATIONS_TABLE).delete().eq('email', FAKE.email);
    expect(deleted.error?.code).toBe('42501');
    const upserted = await supabase.from(REGISTRATIONS_TABLE).upsert(sampleRecord({ referral_letter_path: nextPath() }), { onConflict: 'referral_letter_path' });
    expect(upserted.error?.code).toBe('42501');
    const after = await inspect();
    expect(after.rows.length).toBe(before);
    expect(after.rows.every((row) => row.city !== 'Elders')).toBe(true);
  });

  it('read, list, overwrite or delete referral letters', async () => {
    const target = nextPath();
    expect((await upload(target)).error).toBeNull();
    const bucket = supabase.storage.from(REFERRAL_LETTER_BUCKET);

    const download = await bucket.download(target);
    expect(download.data).toBeNull();
    expect(download.error).not.toBeNull();

    const listed = await bucket.list('adults');
    expect(listed.data).toEqual([]);
    const listedRoot = await bucket.list();
    expect(listedRoot.data).toEqual([]);

    const overwrite = await upload(target, pdfBlob(new TextEncoder().encode('%PDF-1.4 replaced')));
    expect(overwrite.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const upsert = await upload(target, pdfBlob(new TextEncoder().encode('%PDF-1.4 replaced')), true);
    expect(upsert.error).not.toBeNull();
    const update = await bucket.update(target, pdfBlob(new TextEncoder().encode('%PDF-1.4 replaced')));
    expect(update.error).not.toBeNull();

    const removed = await bucket.remove([target]);
    expect(removed.data).toEqual([]);
    const moved = await bucket.move(target, nextPath());
    expect(moved.error).not.toBeNull();
    const signed = await bucket.createSignedUrl(target, 60);
    expect(signed.error).not.toBeNull();
    const publicFile = await fetch(bucket.getPublicUrl(target).data.publicUrl, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(publicFile.ok).toBe(false);

    // Still there, unchanged.
    expect((await inspect()).objects).toContainEqual({ bucket_id: REFERRAL_LETTER_BUCKET, name: target });
    expect(await readFile(path.join(backend.dataDir, 'storage', REFERRAL_LETTER_BUCKET, ...target.split('/')))).toEqual(Buffer.from(PDF_BYTES));
  });

  it('see or create buckets', async () => {
    const { data } = await supabase.storage.listBuckets();
    expect(data ?? []).toEqual([]);
    const created = await supabase.storage.createBucket('mine', { public: true });
    expect(created.error).not.toBeNull();
  });

  it.each([
    ['outside the path shape', 'seniors/x_example_nl/1767225600000.pdf', pdfBlob(), '403'],
    ['at the bucket root', '1767225600000.pdf', pdfBlob(), '403'],
    ['with a path traversal', 'adults/x/../../1767225600000.pdf', pdfBlob(), '403'],
    ['with a disallowed type', 'adults/x_example_nl/1767225600001.pdf', pdfBlob(new TextEncoder().encode('<html>'), 'text/html'), '415'],
    ['over the size limit', 'adults/x_example_nl/1767225600002.pdf', pdfBlob(new Uint8Array(REFERRAL_LETTER_MAX_BYTES + 1)), '413'],
  ])('upload %s', async (_label, target, blob, statusCode) => {
    const before = (await inspect()).objects.length;
    const { data, error } = await upload(target, blob);
    expect(data).toBeNull();
    expect(error).toMatchObject({ statusCode });
    expect((await inspect()).objects.length).toBe(before);
  });

  it('upload exactly the size limit: accepted', async () => {
    const { error } = await upload(nextPath(), pdfBlob(new Uint8Array(REFERRAL_LETTER_MAX_BYTES)));
    expect(error).toBeNull();
  });

  it('upload into another bucket', async () => {
    const { error } = await supabase.storage.from('avatars').upload('adults/x_example_nl/1767225600000.pdf', pdfBlob());
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('call anything without the anon key', async () => {
    const wrong = localClient(backend, 'not-the-key');
    const inserted = await wrong.from(REGISTRATIONS_TABLE).insert(sampleRecord({ referral_letter_path: nextPath() }));
    expect(inserted.status).toBe(401);
    const uploaded = await wrong.storage.from(REFERRAL_LETTER_BUCKET).upload(nextPath(), pdfBlob());
    expect(uploaded.error).not.toBeNull();
    const invoked = await wrong.functions.invoke(SEND_REGISTRATION_EMAIL_FUNCTION, { body: {} });
    expect(((invoked.error as FunctionsHttpError).context as Response).status).toBe(401);
    const none = await fetch(`${backend.url}/rest/v1/registrations`, { method: 'POST', body: '{}' });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: 'No API key found in request' });
  });
});

describe('CORS', () => {
  const preflight = (target: string, origin: string) =>
    fetch(`${backend.url}${target}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,x-client-info,apikey,content-type,x-upsert',
      },
    });

  it('answers preflights for REST and Storage like the gateway', async () => {
    for (const target of ['/rest/v1/registrations', '/storage/v1/object/referral_letters/adults/x/1.pdf']) {
      const response = await preflight(target, 'http://localhost:5173');
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    }
  });

  it('lets the function answer its own preflight, for the site origins only', async () => {
    const ok = await preflight('/functions/v1/send-registration-email', 'http://localhost:5173');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const refused = await preflight('/functions/v1/send-registration-email', 'https://elsewhere.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the test-only fault switch', () => {
  const fault = (body: object) =>
    fetch(`${backend.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('fails the next upload like Storage would, then recovers', async () => {
    const before = (await inspect()).objects.length;
    expect((await fault({ upload: true })).status).toBe(200);
    const failed = await upload(nextPath());
    expect(failed.error).toMatchObject({ statusCode: '500' });
    expect((await inspect()).objects.length).toBe(before);
    expect((await upload(nextPath())).error).toBeNull();
  });

  it('fails the next insert like PostgREST would, then recovers', async () => {
    const before = (await inspect()).rows.length;
    await fault({ insert: true });
    const failed = await supabase.from(REGISTRATIONS_TABLE).insert(sampleRecord({ referral_letter_path: nextPath() }));
    expect(failed.status).toBe(500);
    expect(failed.error).toMatchObject({ code: 'XX000' });
    expect((await inspect()).rows.length).toBe(before);
    expect((await supabase.from(REGISTRATIONS_TABLE).insert(sampleRecord({ referral_letter_path: nextPath() }))).error).toBeNull();
  });

  it('fails the next function call with 500, then recovers', async () => {
    await backend.mail?.clear();
    await fault({ email: true });
    const body = { formData: sampleRecord({ referral_letter_path: nextPath() }) };
    const failed = await supabase.functions.invoke(SEND_REGISTRATION_EMAIL_FUNCTION, { body });
    expect(((failed.error as FunctionsHttpError).context as Response).status).toBe(500);
    expect(await backend.mail?.list()).toHaveLength(0);
    expect((await supabase.functions.invoke(SEND_REGISTRATION_EMAIL_FUNCTION, { body })).error).toBeNull();
  });

  it('does not exist without LOCAL_BACKEND_FAULTS; data persists across restarts', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ankerlicht-restart-'));
    try {
      const plain = await startLocalBackend({ port: 0, dataDir, faults: false, quiet: true, mail: false });
      try {
        expect(plain.mailWebUrl).toBeNull();
        expect((await fetch(`${plain.url}/__faults`, { method: 'POST', body: '{"insert":true}' })).status).toBe(404);
        expect((await fetch(`${plain.url}/__inspect/registrations`)).status).toBe(404);
        const client = localClient(plain);
        expect((await client.from(REGISTRATIONS_TABLE).insert(sampleRecord())).error).toBeNull();
        expect((await upload(sampleRecord().referral_letter_path, pdfBlob(), false, client)).error).toBeNull();
        // One backend per data folder.
        await expect(startLocalBackend({ port: 0, dataDir, quiet: true, mail: false })).rejects.toThrow('in use');
      } finally {
        await plain.stop();
      }
      const again = await startLocalBackend({ port: 0, dataDir, faults: false, quiet: true, mail: false });
      try {
        const count = async (sql: string) => (await again.db.query<{ n: number }>(sql)).rows[0]?.n;
        expect(await count('select count(*)::int as n from public.registrations')).toBe(1);
        expect(await count('select count(*)::int as n from storage.objects')).toBe(1);
        expect(await count('select count(*)::int as n from supabase_migrations.schema_migrations')).toBe(
          (await listMigrations(migrationsDir)).length,
        );
      } finally {
        await again.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
