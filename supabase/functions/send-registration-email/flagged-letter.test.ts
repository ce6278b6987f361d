/**
 * A referral letter that fails the safety check (inspectLetter) is not attached: the e-mail says
 * so in Dutch, names the reason and where the letter stays, and the logs stay free of personal data.
 */
import { describe, expect, it } from 'vitest';
import type { StoredRegistration } from '../_shared/registration.ts';
import { concatBytes, docxBytes, handPdf, letterPdfObjects, pngBytes } from '../_shared/test-fixtures/letters.ts';
import { FakeIntakeStore, FakeMail, PERSON, newId, sampleRow } from './fakes.ts';
import { buildRegistrationEmail, configFromEnv, createHandler, type LogEntry, type MailMessage } from './handler.ts';

const SITE = 'https://www.ankerlicht-ggz.nl';
const MAIL_TO = 'aanmeldingen@ankerlicht.test';
const PATH = 'adults/testpersoon_zonnebloem_example_nl/1767225600000.pdf';

const html = new TextEncoder().encode('<html><body><script>alert(1)</script></body></html>');

function row(): StoredRegistration {
  return {
    id: newId(),
    created_at: '2026-11-23T12:00:00.000Z',
    ...sampleRow({ referral_letter_path: PATH }),
  } as StoredRegistration;
}

describe('the e-mail for a flagged letter', () => {
  it('attaches nothing and says why, where the letter is and how to treat it', () => {
    const message = buildRegistrationEmail(
      row(),
      { state: 'flagged', reason: 'pdf-javascript' },
      { from: 'website <no-reply@ankerlicht.test>', to: MAIL_TO, content: 'full' },
    );
    expect(message.attachments).toEqual([]);
    expect(message.subject).toContain('verwijsbrief controleren');
    for (const text of [message.text, message.html]) {
      expect(text).toContain('Niet bijgevoegd: veiligheidscontrole niet doorstaan (de pdf bevat JavaScript)');
      expect(text).toContain('niet bijgevoegd, omdat hij de veiligheidscontrole niet heeft doorstaan');
      expect(text).toContain('Reden: de pdf bevat JavaScript.');
      expect(text).toContain(`bucket referral_letters) onder ${PATH}`);
      expect(text).toContain('Open hem alleen op een afgeschermde werkplek, niet op uw gewone computer.');
    }
  });

  it('calls a letter too complex to check unchecked, not failed', () => {
    const message = buildRegistrationEmail(
      row(),
      { state: 'flagged', reason: 'too-complex' },
      { from: 'website <no-reply@ankerlicht.test>', to: MAIL_TO, content: 'full' },
    );
    expect(message.attachments).toEqual([]);
    for (const text of [message.text, message.html]) {
      expect(text).toContain('Niet bijgevoegd: niet gecontroleerd (bestand te ingewikkeld om automatisch te controleren)');
      expect(text).toContain('omdat hij te ingewikkeld is om automatisch te controleren');
      expect(text).not.toContain('veiligheidscontrole niet doorstaan');
      expect(text).not.toContain('niet heeft doorstaan');
    }
  });

  it('says nothing of the letter in a minimal e-mail', () => {
    const message = buildRegistrationEmail(
      row(),
      { state: 'flagged', reason: 'docx-macro' },
      { from: 'website <no-reply@ankerlicht.test>', to: MAIL_TO, content: 'minimal' },
    );
    expect(message.attachments).toEqual([]);
    expect(message.text).not.toContain('macro');
    expect(message.subject).not.toContain('verwijsbrief controleren');
  });
});

describe('send-registration-email with a hostile letter', () => {
  it.each([
    [
      'a PDF that runs JavaScript when opened',
      'pdf',
      handPdf(letterPdfObjects('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>')),
      'application/pdf',
      'de pdf bevat JavaScript',
    ],
    [
      'a DOCX holding a program',
      'docx',
      docxBytes({ 'word/setup.exe': new Uint8Array([0x4d, 0x5a]) }),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'onderdelen die er niet in horen',
    ],
    [
      'a PNG with a page after its end',
      'png',
      concatBytes(pngBytes(), html),
      'image/png',
      'naast de eigenlijke inhoud nog iets anders',
    ],
  ] as const)('sends the e-mail without %s, and flags it', async (_name, extension, bytes, mimetype, reasonText) => {
    const store = new FakeIntakeStore();
    const mail = new FakeMail();
    const logs: LogEntry[] = [];
    const handler = createHandler({
      ...configFromEnv({ MAIL_TO, ALLOWED_ORIGINS: SITE }),
      store,
      sender: mail.sender,
      transport: 'smtp',
      log: (entry) => logs.push(entry),
    });
    const path = `adults/testpersoon_zonnebloem_example_nl/1767225600000.${extension}`;
    const id = store.addRegistration({ referral_letter_path: path }, { letter: bytes, mimetype });

    const response = await handler(
      new Request('http://functions.local/send-registration-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE, apikey: 'anon', authorization: 'Bearer anon' },
        body: JSON.stringify({ registrationId: id }),
      }),
    );
    expect(response.status).toBe(200);
    const message = mail.sent.find((sent) => sent.to === MAIL_TO) as MailMessage;
    expect(message.attachments).toEqual([]);
    expect(message.subject).toContain('verwijsbrief controleren');
    expect(message.text).toContain('veiligheidscontrole niet heeft doorstaan');
    expect(message.text).toContain(reasonText);
    expect(message.text).toContain(path);
    expect(store.notification(id).status).toBe('sent');
    // The inbox marks it, and asks a second step before it hands the letter out.
    expect(store.letterChecks.get(id)).toMatch(/^(pdf|docx|polyglot)/);
    // The letter stays where it is, for the staff to look at.
    expect(await store.downloadLetter(path)).toEqual(bytes);

    const logText = JSON.stringify(logs);
    for (const value of Object.values(PERSON)) expect(logText).not.toContain(value);
    expect(logText).not.toContain('zonnebloem');
  });
});

describe('what a visitor typed, in the full e-mail', () => {
  it('shows a right-to-left override and hidden characters by their code point, and sets no Reply-To for such an address', () => {
    const message = buildRegistrationEmail(
      { ...row(), phone: '06\u202E87654321', email: 'anna\u200B@example.nl', message: 'Graag\u2066 bellen' },
      { state: 'missing' },
      { from: 'website <no-reply@ankerlicht.test>', to: MAIL_TO, content: 'full' },
    );
    for (const text of [message.text, message.html]) {
      expect(text).toContain('06[U+202E]87654321');
      expect(text).toContain('anna[U+200B]@example.nl');
      expect(text).toContain('Graag[U+2066] bellen');
      expect(text).not.toMatch(/[\u202E\u200B\u2066]/);
    }
    expect(message.html).toContain('<td dir="auto"');
    expect(message.replyTo).toBeUndefined();
  });
});
