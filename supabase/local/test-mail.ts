/** What maildev caught (local/mail.ts), through its REST API: for tests and the bench. */
import type { MailCatcher } from './mail.ts';

export type CaughtMail = {
  id: string;
  subject: string;
  to: Array<{ address: string }>;
  html?: string;
  text?: string;
  attachments?: Array<{ fileName: string; generatedFileName: string; contentType: string; length?: number }> | null;
};

/** Every caught message (none without a mail catcher). */
export async function caughtMail(catcher: MailCatcher | null): Promise<CaughtMail[]> {
  if (catcher === null) return [];
  return (await (await fetch(`http://127.0.0.1:${catcher.webPort}/email`)).json()) as CaughtMail[];
}

/**
 * The first caught message to `address`, waiting for it: maildev answers SMTP before it has parsed
 * and listed the message, so a read right after the send can miss it.
 */
export async function mailTo(catcher: MailCatcher | null, address: string, timeoutMs = 10_000): Promise<CaughtMail | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await caughtMail(catcher)).find((mail) => mail.to.some((to) => to.address === address));
    if (found !== undefined || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function clearMail(catcher: MailCatcher | null): Promise<void> {
  if (catcher === null) return;
  await (await fetch(`http://127.0.0.1:${catcher.webPort}/email/all`, { method: 'DELETE' })).body?.cancel();
}
