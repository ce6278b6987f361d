/**
 * A note being typed, kept in this tab's sessionStorage until it is added, so an idle sign-out
 * does not lose it: signing in again returns to the same registration and the note is still there.
 * sessionStorage ends with the tab; signing out on purpose removes every draft at once. The drafts
 * are the account's that typed them: another account signing in to the tab gets none (claimDrafts).
 */
const PREFIX = 'ankerlicht-staff-note:';
const OWNER = 'ankerlicht-staff-note-owner';

export function readDraft(registrationId: string): string {
  try {
    return window.sessionStorage.getItem(PREFIX + registrationId) ?? '';
  } catch {
    return '';
  }
}

export function saveDraft(registrationId: string, text: string): void {
  try {
    if (text === '') window.sessionStorage.removeItem(PREFIX + registrationId);
    else window.sessionStorage.setItem(PREFIX + registrationId, text);
  } catch {
    // Storage refused (private mode, full): the note stays in the form only.
  }
}

export function clearDrafts(): void {
  try {
    for (const key of Object.keys(window.sessionStorage)) if (key.startsWith(PREFIX)) window.sessionStorage.removeItem(key);
    window.sessionStorage.removeItem(OWNER);
  } catch {
    // Nothing stored.
  }
}

/**
 * Makes `userId` the owner of this tab's drafts as they sign in. Drafts another account left (signed
 * out for inactivity on a shared workstation) are removed unread: a colleague must not find, or add
 * under their own name, a note someone else was typing. True when the tab was another account's.
 */
export function claimDrafts(userId: string): boolean {
  try {
    const owner = window.sessionStorage.getItem(OWNER);
    if (owner === userId) return false;
    clearDrafts();
    window.sessionStorage.setItem(OWNER, userId);
    return owner !== null;
  } catch {
    return false;
  }
}
