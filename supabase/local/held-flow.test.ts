/**
 * A flood on the embedded local backend, end to end through the real function and its HTTP store
 * (issue 50): held registrations are inspected by the schedule, named once in the held summary
 * after the flood, and health is unhealthy until then.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handPdf, letterPdfObjects } from '@ankerlicht/registration/test-fixtures/letters';
import { LOCAL_ALERT_TO, LOCAL_SECRET_KEY } from './config.ts';
import { startLocalBackend, type LocalBackend } from './server.ts';
import { localClient } from './test-client.ts';
import { FAKE, PDF_BYTES, sampleRecord } from './test-data.ts';
import { caughtMail } from './test-mail.ts';

const INBOX = 'https://inbox.example.test';

describe('a flood on the local backend', () => {
  let backend: LocalBackend;

  beforeAll(async () => {
    backend = await startLocalBackend({
      port: 0,
      fresh: true,
      quiet: true,
      scheduleSeconds: 0,
      mail: { smtpPort: 0, webPort: 0 },
      functionEnv: { STAFF_INBOX_URL: INBOX },
    });
    await backend.db.exec(`update private.intake_settings set value = 5 where name = 'flood_registrations_per_10_minutes'`);
  });

  afterAll(async () => {
    await backend?.stop();
  });

  it('inspects the held letters, sends one summary after it, and health follows', async () => {
    const service = localClient(backend, LOCAL_SECRET_KEY);
    const hostile = handPdf(letterPdfObjects('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'));
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      const id = randomUUID();
      const record = sampleRecord({
        email: FAKE.email,
        referral_letter_path: `adults/flood_${index}/${1767225600000 + index}.pdf`,
      });
      // The letter through Storage (the service key: the upload limits are not what this is about).
      const bytes = index < 6 ? hostile : PDF_BYTES;
      const uploaded = await service.storage
        .from('referral_letters')
        .upload(record.referral_letter_path, new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      expect(uploaded.error).toBeNull();
      const row = { ...record, id };
      const columns = Object.keys(row).join(', ');
      await backend.db.query(
        `insert into public.registrations (${columns}) select ${columns} from json_populate_record(null::public.registrations, $1::json)`,
        [JSON.stringify(row)],
      );
      ids.push(id);
      // The visitor's call right after the insert.
      await fetch(`${backend.url}/functions/v1/send-registration-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
        body: JSON.stringify({ registrationId: id }),
      });
    }
    const held = (
      await backend.db.query<{ registration_id: string; held_reason: string }>(
        `select registration_id, held_reason from private.registration_notifications where status = 'held' order by created_at`,
      )
    ).rows;
    expect(held.map((row) => row.held_reason)).toEqual(['flood', 'flood', 'flood']);
    const health = () =>
      fetch(`${backend.url}/functions/v1/send-registration-email`, { headers: { authorization: `Bearer ${LOCAL_SECRET_KEY}` } });
    expect((await health()).status).toBe(503);

    // The schedule during the flood: the letters inspected, no summary.
    expect(await backend.runSchedule()).toMatchObject({ heldChecked: 3, heldSummarised: 0 });
    const verdicts = await backend.db.query<{ verdict: string }>(
      `select k.verdict from private.referral_letter_checks k
         join private.registration_notifications n using (registration_id) where n.status = 'held' order by n.created_at`,
    );
    expect(verdicts.rows.map((row) => row.verdict === 'ok')).toEqual([false, false, true]);

    // The flood is over: one summary, named once.
    await backend.db.exec(`update public.registrations set created_at = created_at - interval '11 minutes' where true`);
    expect(await backend.runSchedule()).toMatchObject({ heldSummarised: 3 });
    expect(await backend.runSchedule()).toMatchObject({ heldSummarised: 0 });
    const summaries = (await caughtMail(backend.mail)).filter(
      (mail) => mail.to.some((to) => to.address === LOCAL_ALERT_TO) && /vastgehouden aanmeldingen/.test(mail.subject),
    );
    expect(summaries).toHaveLength(1);
    for (const row of held) expect(summaries[0]!.text).toContain(row.registration_id.slice(0, 8));
    expect(summaries[0]!.text).toContain(INBOX);
    expect(summaries[0]!.text).not.toContain(FAKE.email);
    // The notifications, once the oldest unsent is done too, leave health healthy.
    await backend.db.exec(
      `update private.registration_notifications set next_attempt_at = now() where status in ('pending', 'failed')`,
    );
    await backend.runSchedule();
    const after = await health();
    expect(await after.json()).toMatchObject({ held: 0, floodActive: false });
  });
});
