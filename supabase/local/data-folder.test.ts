/**
 * A data folder outlives the code that made it. A new migration is applied on top; a changed
 * platform schema (supabase/platform/supabase.sql, the stand-ins for Supabase's own schemas) cannot be, so opening such a folder says
 * what to do instead of failing later on a missing relation.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { StalePlatformError, openDatabase } from './database.ts';

let dataDir = '';

afterEach(async () => {
  if (dataDir !== '') await rm(dataDir, { recursive: true, force: true });
});

it('reopens a folder made with this platform schema, and refuses one made with another, naming the fix', async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ankerlicht-data-'));
  const first = await openDatabase(dataDir);
  await first.query(`insert into auth.users (id, email) values (gen_random_uuid(), 'kept@example.nl')`);
  await first.close();

  const again = await openDatabase(dataDir);
  expect((await again.query('select email from auth.users')).rows).toEqual([{ email: 'kept@example.nl' }]);
  // As a folder made before the platform changed.
  await again.query(`update supabase_migrations.local_platform set sha256 = 'an older platform schema'`);
  await again.close();

  const refused = openDatabase(dataDir);
  await expect(refused).rejects.toBeInstanceOf(StalePlatformError);
  await expect(refused).rejects.toThrow(/delete that folder .* or point LOCAL_BACKEND_DATA at a new one/);
});
