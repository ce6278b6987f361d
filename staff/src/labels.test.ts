import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { letterVerdicts } from '@ankerlicht/registration/referral-letter';
import { describe, expect, it } from 'vitest';
import { auditActionLabels, letterCheckLabels } from './labels.ts';

describe('the words for what the backend records', () => {
  it('name every verdict the e-mail function can record on a letter, and nothing else', () => {
    expect(Object.keys(letterCheckLabels).sort()).toEqual([...letterVerdicts].sort());
  });

  it('name every action the audit log allows', async () => {
    // The tests run from the repository's root (jsdom has no file: URL for this module).
    const dir = path.join(process.cwd(), 'supabase/migrations');
    const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
    const migrations = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
    // The last definition of the check constraint is the one in force.
    const checks = migrations.join('\n').match(/audit_log_action_check check \(\s*action in \(([^)]*)\)/g) ?? [];
    const actions = [...(checks.at(-1) ?? '').matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
    expect(actions.length).toBeGreaterThan(5);
    expect(Object.keys(auditActionLabels).sort()).toEqual([...actions].sort());
  });
});
