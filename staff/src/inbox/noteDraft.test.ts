import { afterEach, describe, expect, it } from 'vitest';
import { claimDrafts, clearDrafts, readDraft, saveDraft } from './noteDraft.ts';

afterEach(() => window.sessionStorage.clear());

describe('note drafts on a shared workstation', () => {
  it('keeps the drafts for the account that typed them, signing in again', () => {
    expect(claimDrafts('anna')).toBe(false);
    saveDraft('registration-1', 'Teruggebeld, voicemail');
    expect(claimDrafts('anna')).toBe(false);
    expect(readDraft('registration-1')).toBe('Teruggebeld, voicemail');
  });

  it('removes them unread when another account signs in to the tab, and says the tab was not theirs', () => {
    claimDrafts('anna');
    saveDraft('registration-1', 'Teruggebeld, voicemail');
    saveDraft('registration-2', 'Moeder belt terug');
    expect(claimDrafts('bram')).toBe(true);
    expect(readDraft('registration-1')).toBe('');
    expect(readDraft('registration-2')).toBe('');
    // Bram's own drafts are his from now on.
    saveDraft('registration-1', 'Intake gepland');
    expect(claimDrafts('bram')).toBe(false);
    expect(readDraft('registration-1')).toBe('Intake gepland');
  });

  it('after signing out on purpose, the tab is no one’s', () => {
    claimDrafts('anna');
    saveDraft('registration-1', 'Teruggebeld');
    clearDrafts();
    expect(readDraft('registration-1')).toBe('');
    expect(claimDrafts('bram')).toBe(false);
  });
});
