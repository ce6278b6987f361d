/**
 * A note being typed, kept in this tab's sessionStorage until it is added, so an idle sign-out
 * does not lose it: signing in again returns to the same registration and the note is still there.
 * sessionStorage ends with the tab; signing out on purpose removes every draft at once.
 */
const PREFIX = 'ankerlicht-staff-note:';

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
  } catch {
    // Nothing stored.
  }
}
