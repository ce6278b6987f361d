/**
 * The Dutch of the e-mails and alerts to the screening team: a count agrees with its noun and
 * verb, the registration is named by its kenmerk, the staff app by its name (`Aanmeldingen`), a
 * row by the staff app's label for the same field, and quotation marks are Dutch (‘…’).
 */
import { describe, expect, it } from 'vitest';
import type { FailedNotification } from '../_shared/intake-store.ts';
import {
  buildAlertEmail,
  buildFloodAlertEmail,
  buildHeldSummaryEmail,
  buildRegistrationEmail,
  buildStaleScheduleAlertEmail,
  buildUnknownClientAlertEmail,
} from './email.ts';
import type { MailMessage } from './mail.ts';
import type { StoredRegistration } from '../_shared/registration.ts';
import { sampleRecord } from '../_shared/test-fixtures/registrations.ts';

const OPTIONS = { from: 'website <no-reply@ankerlicht.test>', to: 'team@ankerlicht.test' };
const INBOX = 'https://aanmeldingen.ankerlicht.test';
const ID = '0d3f1c2a-1111-4222-8333-944455556666';

const ROW: StoredRegistration = {
  // Every stored column from the one sample module, so a new field needs no line here.
  ...sampleRecord('children', {
    registration_type: 'children',
    child_name: 'Ayla Kind',
    full_name: 'Jan Ouder',
    parent_guardian_name: 'Jan Ouder',
    date_of_birth: '2015-03-09',
    gender: 'female',
    bsn_number: '123456782',
    email: 'jan@example.nl',
    phone: '0612345678',
    street_name: 'Kleurrijkplein',
    house_number: '12',
    postal_code: '1503 AB',
    city: 'Zaandam',
    insurance_company: 'Zilveren Kruis',
    location: 'zaandam',
    preferred_language: 'farsi',
    referral_letter_path: 'children/jan_example_nl/1767225600000.pdf',
    message: null,
  }),
  id: ID,
  created_at: '2026-11-23T12:00:00Z',
};

function failed(count: number): FailedNotification[] {
  return Array.from({ length: count }, (_, index) => ({
    registration_id: `${index}d3f1c2a-1111-4222-8333-944455556666`.slice(-36),
    registration_type: 'adults',
    location: 'amsterdam',
    created_at: '2026-11-23T12:00:00Z',
    attempts: 4,
    last_error: 'smtp:ECONNECTION',
  }));
}

function held(total: number, listed = total) {
  return {
    floodActive: false,
    total,
    items: Array.from({ length: listed }, () => ({ registration_id: ID, created_at: ROW.created_at, held_reason: 'flood' })),
  };
}

/** Every message these builders make, for the checks that hold for all of them. */
function everyMessage(): MailMessage[] {
  return [
    buildRegistrationEmail(ROW, { state: 'flagged', reason: 'docx-macro' }, { ...OPTIONS, content: 'full' }),
    buildRegistrationEmail(ROW, { state: 'flagged', reason: 'too-complex' }, { ...OPTIONS, content: 'full', inboxUrl: INBOX }),
    buildRegistrationEmail(ROW, { state: 'mismatch', extension: 'pdf' }, { ...OPTIONS, content: 'full' }),
    buildRegistrationEmail(ROW, { state: 'missing' }, { ...OPTIONS, content: 'full' }),
    buildRegistrationEmail(ROW, { state: 'too-large' }, { ...OPTIONS, content: 'full' }),
    buildRegistrationEmail(ROW, { state: 'not-included' }, { ...OPTIONS, content: 'minimal' }),
    buildRegistrationEmail(ROW, { state: 'not-included' }, { ...OPTIONS, content: 'minimal', inboxUrl: INBOX }),
    buildAlertEmail(failed(1), OPTIONS),
    buildAlertEmail(failed(2), { ...OPTIONS, inboxUrl: INBOX }),
    buildFloodAlertEmail({ held: 12, registrationsLastHour: 80 }, OPTIONS),
    buildFloodAlertEmail({ held: 12, registrationsLastHour: 80 }, { ...OPTIONS, inboxUrl: INBOX }),
    buildStaleScheduleAlertEmail(null, OPTIONS),
    buildHeldSummaryEmail(held(1), { ...OPTIONS, inboxUrl: null }),
    buildHeldSummaryEmail(held(3, 2), { ...OPTIONS, inboxUrl: INBOX }),
    buildUnknownClientAlertEmail({ count: 3, lastAt: ROW.created_at, held: 2 }, OPTIONS),
  ];
}

describe('the words of the e-mails to the team', () => {
  it('has one word for the reference (kenmerk) and one name for the staff app (Aanmeldingen)', () => {
    for (const message of everyMessage()) {
      const text = `${message.subject}\n${message.text}`;
      expect(text).not.toMatch(/registratie-id|referentie|\[ref /i);
      expect(text).not.toMatch(/aanmeldingenoverzicht|aanmeldingen-inbox|\binbox\b|\boverzicht van aanmeldingen\b/i);
      // Dutch quotation marks and no shouting in the middle of a label or sentence.
      expect(text).not.toMatch(/["']/);
      // (The error class of a failed e-mail is shown as stored.)
      const shouted =
        text
          .replace(/^Laatste fout: .*$/gm, '')
          .replaceAll('supabase/README.md', '')
          .match(/\b[A-Z]{3,}\b/g) ?? [];
      expect(shouted.filter((word) => !['LET', 'GGZ', 'BSN', 'XFA', 'DDE', 'INCLUDEPICTURE'].includes(word))).toEqual([]);
      expect(message.subject).not.toMatch(/ - /);
    }
  });

  it('agrees the failed-delivery alert with its count', () => {
    const one = buildAlertEmail(failed(1), OPTIONS);
    expect(one.subject).toBe('E-mail over 1 aanmelding niet verstuurd – Ankerlicht GGZ');
    expect(one.text).toContain('De e-mail over de aanmelding hieronder kon na alle pogingen niet worden verstuurd.');
    expect(one.text).toContain('De aanmelding zelf is veilig opgeslagen. Zoek haar op');
    expect(one.text).toContain('neem contact op met de aanmelder.');

    const two = buildAlertEmail(failed(2), { ...OPTIONS, inboxUrl: INBOX });
    expect(two.subject).toBe('E-mails over 2 aanmeldingen niet verstuurd – Ankerlicht GGZ');
    expect(two.text).toContain('De e-mails over de 2 aanmeldingen hieronder konden na alle pogingen niet worden verstuurd.');
    expect(two.text).toContain(
      `De aanmeldingen zelf zijn veilig opgeslagen. Zoek ze op in Aanmeldingen (${INBOX}) met het kenmerk`,
    );
    expect(two.text).toContain('neem contact op met de aanmelders.');
    // With the staff app the kenmerk finds them: the whole id is not needed.
    expect(two.text).not.toContain('Id in Supabase');
    expect(two.text.match(/^Kenmerk: /gm)).toHaveLength(2);
  });

  it('agrees the held summary with its count', () => {
    const one = buildHeldSummaryEmail(held(1), { ...OPTIONS, inboxUrl: INBOX });
    expect(one.subject).toBe('1 vastgehouden aanmelding – Ankerlicht GGZ');
    expect(one.text).toContain('Deze aanmelding kwam binnen');
    expect(one.text).toContain('kreeg daarom geen eigen e-mail. Ze is opgeslagen en staat in Aanmeldingen');
    expect(one.text).toMatch(/^Kenmerk: 0d3f1c2a {2}23-11-2026 13:00 {2}ongewone drukte$/m);

    const many = buildHeldSummaryEmail(held(3, 2), { ...OPTIONS, inboxUrl: INBOX });
    expect(many.subject).toBe('3 vastgehouden aanmeldingen – Ankerlicht GGZ');
    expect(many.text).toContain('Deze aanmeldingen kwamen binnen');
    expect(many.text).toContain('kregen daarom geen eigen e-mail. Ze zijn opgeslagen en staan in Aanmeldingen');
    expect(many.text).toContain('met het label ‘Vastgehouden’. Kies daar bij ‘Vastgehouden’ voor ‘Alleen vastgehouden’.');
    expect(many.text).toContain('Kenmerken:');
    expect(many.text).toContain('… en nog 1 (zie Aanmeldingen)');
  });

  it('labels each row as the staff app labels the same field, the address as one row', () => {
    const message = buildRegistrationEmail(ROW, { state: 'flagged', reason: 'pdf-javascript' }, { ...OPTIONS, content: 'full' });
    expect(message.text).toContain('Kenmerk: 0d3f1c2a\n');
    expect(message.text).toContain(`Id in Supabase: ${ID}\n`);
    expect(message.text).toContain('Afdeling: Kind en jeugd\n');
    expect(message.text).toContain('Naam van het kind: Ayla Kind\n');
    expect(message.text).toContain('Naam van de ouder of voogd: Jan Ouder\n');
    expect(message.text).toContain('E-mailadres: jan@example.nl\n');
    expect(message.text).toContain('Telefoonnummer: 0612345678\n');
    expect(message.text).toContain('Adres: \nKleurrijkplein 12\n1503 AB Zaandam\n');
    expect(message.html).toContain('<th align="left" valign="top" style="padding:4px 12px 4px 0">Adres</th>');
    expect(message.html).toContain('Kleurrijkplein 12<br>1503 AB Zaandam');
    expect(message.text).not.toMatch(/Postcode en (woon)?plaats/);
    expect(message.text).toContain(
      'Verwijsbrief: Niet bijgevoegd: veiligheidscontrole niet doorstaan (de pdf bevat JavaScript)\n',
    );
    expect(message.text).toContain(`Plek van de verwijsbrief in de opslag: ${ROW.referral_letter_path}\n`);
    expect(message.text).toMatch(/^Wat de aanmelder nog wil laten weten: /m);
    expect(message.subject).toBe(
      'Nieuwe aanmelding: Kind en jeugd (Zaandam) – Ankerlicht GGZ [kenmerk 0d3f1c2a] – verwijsbrief controleren',
    );
  });

  it('keeps the doorbell e-mail to the kenmerk, type, location, language and time', () => {
    const message = buildRegistrationEmail(ROW, { state: 'not-included' }, { ...OPTIONS, content: 'minimal', inboxUrl: INBOX });
    const rows = message.text
      .split('\n')
      .slice(1)
      .filter((line) => /^[A-Z][^:.]*: /.test(line))
      .map((line) => line.split(':')[0]);
    expect(rows).toEqual(['Kenmerk', 'Afdeling', 'Locatie', 'Voorkeurstaal', 'Ontvangen', 'Openen']);
    for (const value of ['Ayla', 'Jan', 'Kleurrijkplein', '1503', '123456782', 'jan@example', '0612345678', 'Zilveren']) {
      expect(JSON.stringify(message)).not.toContain(value);
    }
  });
});
