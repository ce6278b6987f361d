/**
 * `npm run bench:registrations`: N concurrent registrations (default 200, BENCH_COUNT) against a
 * throwaway local backend, each as the site does it through supabase-js: upload the referral
 * letter, insert the row, invoke send-registration-email with the letter attached. Reports
 * throughput and latency, and counts that every row, file and e-mail arrived.
 *
 * This measures the embedded stand-in (single-connection PGlite, maildev), not production.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import {
  REFERRAL_LETTER_BUCKET,
  REFERRAL_LETTER_CACHE_CONTROL,
  REGISTRATIONS_TABLE,
  SEND_REGISTRATION_EMAIL_FUNCTION,
  referralLetterPath,
  type RegistrationRecord,
} from '../functions/_shared/registration.ts';
import { startLocalBackend } from './server.ts';
import { sampleRecord } from './test-data.ts';

const COUNT = Number(process.env.BENCH_COUNT ?? 200);
const FILE_BYTES = Number(process.env.BENCH_FILE_BYTES ?? 16 * 1024);

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used');
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

async function countFiles(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (entry.isDirectory()) count += await countFiles(path.join(dir, entry.name));
    else if (!entry.name.includes('.upload-')) count += 1;
  }
  return count;
}

type Timing = { total: number; upload: number; insert: number; email: number; ok: boolean; failure?: string };

const backend = await startLocalBackend({ port: 0, fresh: true, faults: false, quiet: true, mail: { smtpPort: 0, webPort: 0 } });
try {
  const supabase = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });

  const letter = new Uint8Array(FILE_BYTES);
  letter.set(new TextEncoder().encode('%PDF-1.4\n'));
  for (let index = 9; index < letter.length; index += 1) letter[index] = 32 + (index % 90);
  const letterBase64 = Buffer.from(letter).toString('base64');
  const base = Date.now();

  async function register(index: number): Promise<Timing> {
    const email = index < 0 ? 'warmup@example.nl' : `bench.${index}@example.nl`;
    const type = index % 2 === 0 ? 'adults' : 'children';
    const filePath = referralLetterPath(type, email, base + index, 'pdf');
    const record: RegistrationRecord = sampleRecord({
      email,
      registration_type: type,
      child_name: type === 'children' ? 'Kind Bench' : null,
      parent_guardian_name: type === 'children' ? 'Ouder Bench' : null,
      referral_letter_path: filePath,
    });
    const t0 = performance.now();
    const uploaded = await supabase.storage
      .from(REFERRAL_LETTER_BUCKET)
      .upload(filePath, new Blob([letter], { type: 'application/pdf' }), {
        cacheControl: REFERRAL_LETTER_CACHE_CONTROL,
        upsert: false,
        contentType: 'application/pdf',
      });
    const t1 = performance.now();
    if (uploaded.error) return { total: t1 - t0, upload: t1 - t0, insert: 0, email: 0, ok: false, failure: 'upload' };
    const inserted = await supabase.from(REGISTRATIONS_TABLE).insert(record);
    const t2 = performance.now();
    if (inserted.error) return { total: t2 - t0, upload: t1 - t0, insert: t2 - t1, email: 0, ok: false, failure: 'insert' };
    const invoked = await supabase.functions.invoke(SEND_REGISTRATION_EMAIL_FUNCTION, {
      body: { formData: record, fileBase64: letterBase64, fileName: 'verwijsbrief.pdf', fileType: 'application/pdf' },
    });
    const t3 = performance.now();
    return {
      total: t3 - t0,
      upload: t1 - t0,
      insert: t2 - t1,
      email: t3 - t2,
      ok: invoked.error === null,
      ...(invoked.error === null ? {} : { failure: 'email' }),
    };
  }

  // Warm-up (not counted): JIT, first connections, maildev.
  await register(-1);
  // maildev stores a message just after accepting it: wait for the warm-up one, then clear.
  for (let tries = 0; tries < 100 && ((await backend.mail?.list())?.length ?? 1) < 1; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await backend.mail?.clear();

  const started = performance.now();
  const timings = await Promise.all(Array.from({ length: COUNT }, (_, index) => register(index)));
  const elapsed = (performance.now() - started) / 1000;

  // Let maildev finish storing the last messages.
  let emails = 0;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    emails = (await backend.mail?.list())?.length ?? 0;
    if (emails >= COUNT) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const rows =
    (await backend.db.query<{ n: number }>(`select count(*)::int as n from public.registrations where email <> 'warmup@example.nl'`)).rows[0]?.n ?? 0;
  const objects =
    (
      await backend.db.query<{ n: number }>(`select count(*)::int as n from storage.objects where bucket_id = $1 and split_part(name, '/', 2) <> 'warmup_example_nl'`, [
        REFERRAL_LETTER_BUCKET,
      ])
    ).rows[0]?.n ?? 0;
  const files = (await countFiles(path.join(backend.dataDir, 'storage', REFERRAL_LETTER_BUCKET))) - 1; // minus the warm-up
  const mails = (await backend.mail?.list()) ?? [];
  const withAttachment = mails.filter((mail) => (mail.attachments ?? []).length === 1).length;

  const ms = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(sorted, 95).toFixed(0).padStart(5)} ms   max ${percentile(sorted, 100).toFixed(0).padStart(5)} ms`;
  };
  const ok = timings.filter((timing) => timing.ok);
  const failures = timings.filter((timing) => !timing.ok).map((timing) => timing.failure);

  console.info(
    [
      `Registrations benchmark: ${COUNT} concurrent registrations, ${FILE_BYTES} byte letters, local backend (PGlite + maildev)`,
      `  wall time        ${elapsed.toFixed(2)} s`,
      `  throughput       ${(COUNT / elapsed).toFixed(1)} registrations/s`,
      `  registration     ${ms(timings.map((timing) => timing.total))}`,
      `    upload         ${ms(timings.map((timing) => timing.upload))}`,
      `    insert         ${ms(timings.map((timing) => timing.insert))}`,
      `    e-mail         ${ms(timings.map((timing) => timing.email))}`,
      `  succeeded        ${ok.length}/${COUNT}${failures.length > 0 ? `  (failed at: ${failures.join(', ')})` : ''}`,
      `  rows             ${rows}/${COUNT}`,
      `  objects (db)     ${objects}/${COUNT}`,
      `  files (disk)     ${files}/${COUNT}`,
      `  e-mails          ${emails}/${COUNT} (with attachment: ${withAttachment})`,
    ].join('\n'),
  );
  const complete = ok.length === COUNT && rows === COUNT && objects === COUNT && files === COUNT && emails === COUNT && withAttachment === COUNT;
  console.info(complete ? 'All registrations arrived exactly once.' : 'MISSING OR EXTRA DATA: see the counts above.');
  process.exitCode = complete ? 0 : 1;
} finally {
  await backend.stop();
}
