import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { letterVerdicts } from '@ankerlicht/registration/referral-letter';
import { describe, expect, it } from 'vitest';
import {
  auditActionLabels,
  closingStatuses,
  contactChannelLabels,
  contactChannels,
  contactOutcomeLabels,
  contactOutcomes,
  letterCheckLabels,
  statuses,
  statusesNeedingReason,
  urgencies,
  urgencyLabels,
} from './labels.ts';

describe('the words for what the backend records', () => {
  it('name every verdict the e-mail function can record on a letter, and nothing else', () => {
    expect(Object.keys(letterCheckLabels).sort()).toEqual([...letterVerdicts].sort());
  });

  it('name every action the audit log allows', async () => {
    const actions = await lastDefinition(/audit_log_action_check check \(\s*action in \(([^)]*)\)/g);
    expect(actions.length).toBeGreaterThan(5);
    expect(Object.keys(auditActionLabels).sort()).toEqual([...actions].sort());
  });

  it('know every status the database allows, and which of them close a case and need a reason, as it does', async () => {
    const allowed = await lastDefinition(/registration_cases_status_check check \(\s*status in \(([^)]*)\)/g);
    expect([...statuses].sort()).toEqual(allowed.sort());
    const needReason = await lastDefinition(/status_needs_reason\(p_status text\)[\s\S]*?p_status in \(([^)]*)\)/g);
    expect([...statusesNeedingReason].sort()).toEqual(needReason.sort());
    expect([...closingStatuses].sort()).toEqual([...needReason, 'in_treatment'].sort());
  });

  it("know the contact log's channels and outcomes and the urgencies, in the database's order, each with its words", async () => {
    const channels = await lastDefinition(
      /create (?:or replace )?function private\.contact_channels\(\)[\s\S]*?select array\[([^\]]*)\]/g,
    );
    expect(channels.length).toBeGreaterThan(1);
    expect([...contactChannels]).toEqual(channels);
    expect(Object.keys(contactChannelLabels)).toEqual(channels);
    const outcomes = await lastDefinition(
      /create (?:or replace )?function private\.contact_outcomes\(\)[\s\S]*?select array\[([^\]]*)\]/g,
    );
    expect(outcomes.length).toBeGreaterThan(1);
    expect([...contactOutcomes]).toEqual(outcomes);
    expect(Object.keys(contactOutcomeLabels)).toEqual(outcomes);
    const allowed = await lastDefinition(/registration_cases_urgency_check check \(urgency in \(([^)]*)\)/g);
    expect([...urgencies]).toEqual(allowed);
    expect(Object.keys(urgencyLabels)).toEqual(allowed);
  });
});

/** The quoted words of the last match of `pattern` in the migrations, in order: the definition in force. */
async function lastDefinition(pattern: RegExp): Promise<string[]> {
  // The tests run from the repository's root (jsdom has no file: URL for this module).
  const dir = path.join(process.cwd(), 'supabase/migrations');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  const matches = migrations.join('\n').match(pattern) ?? [];
  return [...(matches.at(-1) ?? '').matchAll(/'([a-z_]+)'/g)].map((match) => match[1] ?? '');
}
