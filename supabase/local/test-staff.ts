/**
 * What the SQL tests of the staff functions set up the same way: members of the team with a live
 * session, and registrations stored as the site stores them. For the test databases of
 * test-databases.ts, written as their owner.
 */
import { sampleRecord } from '@ankerlicht/registration/test-fixtures/registrations';
import { asRequest, type TestDatabase } from './test-databases.ts';

/** The session a member signs in with in the tests (asSignedIn takes it as the JWT's claims). */
export type TestSession = { sub: string; session_id: string; aal: 'aal1' | 'aal2' };

/**
 * A member of the team: an Auth user who has chosen a password (any non-empty hash: the staff
 * functions refuse an account without one), a current member with the role, and the session live.
 */
export async function addMember(db: TestDatabase, session: TestSession, role: 'screener' | 'admin'): Promise<void> {
  await db.query(`insert into auth.users (id, email, encrypted_password) values ($1, $2, 'a password hash')`, [
    session.sub,
    `${session.sub}@example.nl`,
  ]);
  await db.query('insert into private.staff (user_id, role) values ($1, $2)', [session.sub, role]);
  await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [session.session_id, session.sub]);
}

let stored = 0;

/**
 * A registration as the site stores it: the letter's object first, then the row as anon. `fields`:
 * what differs from the sample (its type, another BSN, location…). Its id.
 */
export async function storeRegistration(db: TestDatabase, fields: Parameters<typeof sampleRecord>[1] = {}): Promise<string> {
  stored += 1;
  const type = fields.registration_type === 'children' ? 'children' : 'adults';
  const row = {
    ...sampleRecord(type, fields),
    id: crypto.randomUUID(),
    referral_letter_path: `${type}/stored_${stored}/${1767225600000 + stored}.pdf`,
  };
  await db.query('insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)', [
    'referral_letters',
    row.referral_letter_path,
    { mimetype: 'application/pdf', size: 1234 },
  ]);
  const columns = Object.keys(row)
    .map((key) => `"${key}"`)
    .join(', ');
  await asRequest(db, 'anon', (tx) =>
    tx.query(
      `insert into public.registrations (${columns}) select ${columns} from json_populate_recordset(null::public.registrations, $1::json)`,
      [JSON.stringify([row])],
    ),
  );
  return row.id;
}

/** A citizen service number that passes the elevenproof: the first from `from` (eight digits) on. */
export function bsn(from: number): string {
  for (let first8 = from; ; first8 += 1) {
    const sum = [...String(first8)].reduce((total, digit, index) => total + (9 - index) * Number(digit), 0);
    if (sum % 11 <= 9) return `${first8}${sum % 11}`;
  }
}
