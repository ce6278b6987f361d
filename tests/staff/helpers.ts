/**
 * What the staff app's end-to-end tests share: the e2e backend (playwright.config.ts starts it on
 * 54321, with maildev's inbox on 1080) and the invitation e-mail it catches.
 */
import { expect } from '../support/site.ts';

export const BACKEND = 'http://127.0.0.1:54321';
export const MAILDEV = 'http://127.0.0.1:1080';

type CaughtMail = { subject: string; to: Array<{ address: string }>; text?: string };

/** The link of the invitation e-mail maildev caught for `email`: the staff app, the token in the fragment. */
export async function invitationLink(email: string): Promise<string> {
  let link: string | undefined;
  // Polled: maildev answers SMTP before it lists the message.
  await expect
    .poll(
      async () => {
        const caught = (await (await fetch(`${MAILDEV}/email`)).json()) as CaughtMail[];
        const message = caught.find(
          (mail) =>
            mail.subject === 'Uitnodiging voor Aanmeldingen – Ankerlicht GGZ' && mail.to.some((to) => to.address === email),
        );
        link = /http:\/\/\S+#token_hash=[^\s"<]+/.exec(message?.text ?? '')?.[0];
        return link;
      },
      { message: 'the invitation e-mail with its link' },
    )
    .toBeDefined();
  return link as string;
}

/**
 * Lets these tests sign one account in again within seconds. The backend refuses two sessions of
 * one member whose TOTP verifications lie less than 90 seconds apart, as a code may have been
 * replayed (supabase/migrations/*_second_factor_reuse.sql); a real screener signs in a few times a
 * day, these tests a few times a minute. The check itself is held to real replays in
 * supabase/local/auth.test.ts and audited-reads.test.ts.
 */
export async function allowQuickSignIns(): Promise<void> {
  const response = await fetch(`${BACKEND}/__settings`, {
    method: 'POST',
    body: JSON.stringify({ second_factor_reuse_seconds: 0 }),
  });
  expect(response.ok).toBe(true);
}
