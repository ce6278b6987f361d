/**
 * The messages the function sends, built only from what the database holds:
 *
 * - the registration e-mail to MAIL_TO, `full` (the spec's record and the letter attached) or
 *   `minimal` (reference, type, location, preferred language, time: what NTA 7516 expects when
 *   health data would otherwise travel by e-mail);
 * - the alerts to ALERT_TO (failed e-mails, a flood, held registrations, a silent schedule, unknown
 *   client addresses), with no personal data.
 *
 * The Dutch words follow the staff app: it is called `Aanmeldingen` (STAFF_APP), a registration's
 * reference is its `kenmerk` (the first 8 characters of its id, as the app heads a registration
 * "Aanmelding {kenmerk} van {datum}" and searches on it), and the registration's rows and their
 * labels are the app's own (registrationRows and registrationOptionLabels, both from
 * registrationFields). Quotation marks are Dutch single quotes ‘…’.
 *
 * Every value goes through escapeHtml in the HTML part; labels are looked up as own properties
 * only, so a stored `__proto__` or `constructor` is shown as text, never resolved.
 */
import { brand } from '../_shared/brand.ts';
import type { FailedNotification } from '../_shared/intake-store.ts';
import type { LetterRejection } from '../_shared/referral-letter.ts';
import {
  isOptionColumn,
  optionLabel,
  registrationReference,
  registrationRows,
  rowText,
  type RegistrationFieldDefinition,
  type StoredRegistration,
} from '../_shared/registration.ts';
import { revealHiddenCharacters } from '../_shared/visible-text.ts';
import type { MailAttachment, MailMessage } from './mail.ts';

export type EmailContent = 'full' | 'minimal';

/** The staff app's name, as its header and the invitation e-mail show it (a proper name: capitalised). */
const STAFF_APP = 'Aanmeldingen';
/** The staff app, named the first time in a text, for a reader who may not know it by its name. */
const STAFF_APP_INTRODUCED = `${STAFF_APP}, de beveiligde omgeving van het screeningsteam`;
/** Where the stored rows are when there is no staff app (STAFF_INBOX_URL unset). */
const DATABASE_HINT = 'de beveiligde omgeving (Supabase, tabel registrations)';
/** The row that carries the whole registration id, to look it up in Supabase. */
const DATABASE_ID_LABEL = 'Id in Supabase';

/** `1 aanmelding`, `2 aanmeldingen`. */
function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The label of a stored code, or '' for none. */
function codeLabel(column: 'registration_type' | 'location', value: string | null | undefined): string {
  return value === null || value === undefined ? '' : optionLabel(column, value);
}

/** For a header line: one line, short. */
function headerText(value: string, max = 60): string {
  return value.replace(/[\r\n\t]+/g, ' ').slice(0, max);
}

function formatDateOfBirth(isoDate: string): string {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(isoDate);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : isoDate;
}

const amsterdamTime = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `23-11-2026 14:05` in Amsterdam time, or the text as stored when it is no timestamp. */
export function formatTimestamp(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = Object.fromEntries(amsterdamTime.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

/** Padded base64 of bytes, without Buffer (Deno) and without a 10 MB argument list. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let offset = 0; offset < bytes.byteLength; offset += chunk) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + chunk));
  }
  return btoa(binary);
}

/** What became of the referral letter for this e-mail. */
export type LetterForEmail =
  | { state: 'attached'; attachment: MailAttachment }
  /** No object at the row's path. */
  | { state: 'missing' }
  /** The bytes are not what the extension says: not attached. */
  | { state: 'mismatch'; extension: string }
  /** The content failed the safety check (inspectLetter): not attached. */
  | { state: 'flagged'; reason: LetterRejection }
  /** Larger than the bucket allows: not attached. */
  | { state: 'too-large' }
  /** Minimal e-mails carry no letter. */
  | { state: 'not-included' };

const STORAGE_HINT = 'hij staat in de beveiligde opslag (Supabase, bucket referral_letters)';

/** Each reason of the safety check in plain Dutch, for staff who decide what to do with the letter. */
const rejectionTexts: Record<LetterRejection, string> = {
  'type-mismatch': 'de inhoud past niet bij het bestandstype',
  'too-large': 'het bestand is groter dan toegestaan',
  polyglot: 'het bestand bevat naast de eigenlijke inhoud nog iets anders, zoals een webpagina of een ander bestand',
  'pdf-structure': 'het is geen geldig pdf-bestand',
  'pdf-encrypted': 'de pdf is versleuteld en kan daardoor niet gecontroleerd worden',
  'pdf-javascript': 'de pdf bevat JavaScript',
  'pdf-action': 'de pdf voert vanzelf acties uit, bijvoorbeeld bij het openen',
  'pdf-launch': 'de pdf probeert een programma of bestand te starten',
  'pdf-embedded-file': 'de pdf bevat ingesloten bestanden',
  'pdf-xfa': 'de pdf bevat een XFA-formulier',
  'pdf-rich-media': 'de pdf bevat multimedia (video, geluid, Flash of 3D)',
  'docx-structure': 'het is geen geldig Word-document (.docx)',
  'docx-too-large': 'het Word-document wordt na het uitpakken te groot of bestaat uit te veel onderdelen (mogelijk een zipbom)',
  'docx-macro': 'het Word-document bevat macro’s',
  'docx-embedded-object': 'het Word-document bevat ingesloten objecten of ActiveX-onderdelen',
  'docx-foreign-part': 'het Word-document bevat onderdelen die er niet in horen, zoals een programma of een webpagina',
  'docx-external-reference': 'het Word-document haalt bij het openen iets van internet op (bijvoorbeeld een sjabloon)',
  'doc-structure': 'het is geen geldig Word-document (.doc)',
  'doc-encrypted': 'het Word-document is versleuteld en kan daardoor niet gecontroleerd worden',
  'doc-macro': 'het Word-document bevat macro’s',
  'doc-embedded-object': 'het Word-document bevat ingesloten objecten',
  'image-decode': 'de afbeelding is beschadigd of geen echte afbeelding',
  'image-too-large': 'de afbeelding is te groot om te controleren',
  'docx-dangerous-field':
    'het Word-document bevat velden die bij het openen een programma starten of iets van internet ophalen (zoals DDE of INCLUDEPICTURE)',
  'too-complex': 'het bestand is te ingewikkeld om automatisch te controleren; de brief is dus niet gecontroleerd',
};

/** The Dutch text of a reason; an unknown code (a newer function version) is shown as the code. */
export function rejectionText(reason: string): string {
  return Object.hasOwn(rejectionTexts, reason) ? rejectionTexts[reason as LetterRejection] : reason;
}

/** What staff do with a letter that was not attached, in the staff app's words. */
const OPEN_WITH_CARE = 'Open hem alleen op een afgeschermde werkplek, niet op uw gewone computer.';
const ASK_AGAIN = 'Vraag de aanmelder of de verwijzer om de brief opnieuw te sturen.';

/**
 * The `Verwijsbrief` row (what became of the letter, in the words of the staff app's letter
 * column: ‘Veiligheidscontrole niet doorstaan’, ‘Niet gevonden’, …) and the paragraph under the rows.
 */
function letterNote(letter: LetterForEmail, path: string): { row: string; note: string; flagged: boolean } {
  switch (letter.state) {
    case 'attached':
      return {
        row: 'Bijgevoegd (veiligheidscontrole doorstaan)',
        note: 'De verwijsbrief zit als bijlage bij dit bericht.',
        flagged: false,
      };
    case 'missing':
      return {
        row: 'Niet gevonden',
        note: `LET OP: de verwijsbrief is niet gevonden in de opslag (bucket referral_letters). ${ASK_AGAIN}`,
        flagged: true,
      };
    case 'mismatch':
      return {
        row: `Niet bijgevoegd: de inhoud is geen .${letter.extension}-bestand`,
        note:
          `LET OP: de inhoud van de verwijsbrief past niet bij het bestandstype (.${letter.extension}). ` +
          `Hij is daarom niet bijgevoegd; ${STORAGE_HINT}. ${OPEN_WITH_CARE}`,
        flagged: true,
      };
    case 'flagged': {
      // Too complex to check is no failed check: the letter was not checked at all.
      const unchecked = letter.reason === 'too-complex';
      return {
        row: unchecked
          ? 'Niet bijgevoegd: niet gecontroleerd (bestand te ingewikkeld om automatisch te controleren)'
          : `Niet bijgevoegd: veiligheidscontrole niet doorstaan (${rejectionText(letter.reason)})`,
        note:
          (unchecked
            ? 'LET OP: de verwijsbrief is niet bijgevoegd, omdat hij te ingewikkeld is om automatisch te controleren. '
            : 'LET OP: de verwijsbrief is niet bijgevoegd, omdat hij de veiligheidscontrole niet heeft doorstaan. ' +
              `Reden: ${rejectionText(letter.reason)}. `) +
          `Hij blijft bewaard in de beveiligde opslag (Supabase, bucket referral_letters) onder ${path}. ` +
          `${OPEN_WITH_CARE} U kunt ook de aanmelder of de verwijzer vragen om de brief opnieuw te sturen.`,
        flagged: true,
      };
    }
    case 'too-large':
      return {
        row: 'Niet bijgevoegd: te groot',
        note: `De verwijsbrief is te groot om bij te voegen; ${STORAGE_HINT}.`,
        flagged: true,
      };
    case 'not-included':
      return {
        row: 'Niet meegestuurd',
        note: `De verwijsbrief wordt niet per e-mail verstuurd; ${STORAGE_HINT}.`,
        flagged: false,
      };
  }
}

/** The last line: who sent the message (a registration e-mail: the form; an alert: the system behind it). */
const FORM_FOOTER = `Verstuurd door het aanmeldformulier op ${brand.siteUrl}`;
const ALERT_FOOTER = `Automatisch bericht van het aanmeldformulier op ${brand.siteUrl}`;

function renderHtml(
  title: string,
  rows: Array<[string, string]>,
  paragraphs: string[],
  intro: string[] = [],
  footer = FORM_FOOTER,
): string {
  const htmlRows = rows
    .map(
      ([name, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(name)}</th>` +
        // dir="auto": a value in a right-to-left script is set apart from its label, not mixed with it.
        `<td dir="auto" style="padding:4px 0">${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
    )
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">',
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1>`,
    ...intro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<table role="presentation" cellspacing="0" cellpadding="0">${htmlRows}</table>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p style="color:#666">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
}

function renderText(
  title: string,
  rows: Array<[string, string]>,
  paragraphs: string[],
  intro: string[] = [],
  footer = FORM_FOOTER,
): string {
  return [
    title,
    '',
    ...intro.flatMap((paragraph) => [paragraph, '']),
    ...rows.map(([name, value]) => (name === '' ? '' : `${name}: ${value.includes('\n') ? `\n${value}` : value}`)),
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    footer,
  ].join('\n');
}

/** A plain address for Reply-To, or undefined when the stored text is not one (hidden characters included). */
function replyAddress(value: string): string | undefined {
  if (revealHiddenCharacters(value) !== value) return undefined;
  return /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[A-Za-z]{2,}$/.test(value) ? value : undefined;
}

/** A stored value as the e-mail shows it: a choice by its Dutch label, a date as dd-mm-yyyy. */
function emailValue(field: RegistrationFieldDefinition, value: string | null): string {
  if (value === null) return '';
  if (field.kind === 'date') return formatDateOfBirth(value);
  if (field.column !== null && isOptionColumn(field.column)) return optionLabel(field.column, value);
  // What the visitor typed, with bidirectional controls and other hidden characters shown.
  return revealHiddenCharacters(value);
}

/**
 * The registration's rows (registrationRows): a row's fields joined by a space, or by a line break
 * before one marked `newLine` (the address is street and number, then postcode and place).
 * `minimal`: only the rows the minimal e-mail shows. The letter's state (`letterRow`) comes right
 * before the letter's storage path.
 */
function recordRows(row: StoredRegistration, options: { minimal: boolean; letterRow: string }): Array<[string, string]> {
  return registrationRows(row, { minimal: options.minimal }).flatMap((shown): Array<[string, string]> => {
    const { label, parts } = shown;
    const value = rowText(shown, (part) => emailValue(part.field, part.value));
    return parts[0]?.field.kind === 'file'
      ? [
          ['Verwijsbrief', options.letterRow],
          [label, value],
        ]
      : [[label, value]];
  });
}

/**
 * The provider's e-mail for one stored registration. `full`: every field of the record, the
 * letter attached (or flagged); `minimal`: kenmerk, type, location, preferred language and
 * time only, no BSN, no health text, no letter, no Reply-To, and with `inboxUrl` a link to the
 * registration in the staff app. Without a staff app, the whole id is shown too (`Id in
 * Supabase`): the kenmerk alone does not find the row there.
 */
export function buildRegistrationEmail(
  row: StoredRegistration,
  letter: LetterForEmail,
  options: { from: string; to: string; content: EmailContent; inboxUrl?: string | null },
): MailMessage {
  const reference = registrationReference(row.id);
  // The registration in the staff app, where reading it is logged: the id only, no personal data.
  const inboxLink = options.inboxUrl ? `${options.inboxUrl}/registraties/${row.id}` : null;
  const typeLabel = codeLabel('registration_type', row.registration_type);
  const locationLabel = codeLabel('location', row.location);
  const letterInfo = letterNote(options.content === 'minimal' ? { state: 'not-included' } : letter, row.referral_letter_path);
  const title = `Nieuwe aanmelding: ${typeLabel}`;
  const subject =
    `Nieuwe aanmelding: ${headerText(typeLabel, 30)} (${headerText(locationLabel, 30)}) – ${brand.name} [kenmerk ${reference}]` +
    (letterInfo.flagged ? ' – verwijsbrief controleren' : '');
  const referenceRows: Array<[string, string]> = [
    ['Kenmerk', reference],
    ...(inboxLink === null ? ([[DATABASE_ID_LABEL, row.id]] as Array<[string, string]>) : []),
  ];

  if (options.content === 'minimal') {
    const rows: Array<[string, string]> = [
      ...referenceRows,
      ...recordRows(row, { minimal: true, letterRow: letterInfo.row }),
      ['Ontvangen', formatTimestamp(row.created_at)],
      ...(inboxLink === null ? [] : ([['Openen', inboxLink]] as Array<[string, string]>)),
    ];
    const withheld =
      'Er is een nieuwe aanmelding binnengekomen. Dit bericht bevat bewust geen persoonsgegevens: ' +
      'naam, BSN, contactgegevens, wat de aanmelder nog wil laten weten en de verwijsbrief staan alleen in ';
    const paragraphs = [
      inboxLink === null
        ? `${withheld}de beveiligde omgeving (Supabase: tabel registrations, bucket referral_letters). ` +
          `Zoek de aanmelding daar op met de waarde bij ‘${DATABASE_ID_LABEL}’.`
        : `${withheld}${STAFF_APP_INTRODUCED}. ` +
          'Open de aanmelding met de link bij ‘Openen’; u logt in met uw wachtwoord en de code uit uw authenticator-app. ' +
          `In ${STAFF_APP} heeft de aanmelding kenmerk ${reference}.`,
    ];
    return {
      from: options.from,
      to: options.to,
      subject,
      text: renderText(title, rows, paragraphs),
      html: renderHtml(title, rows, paragraphs),
      attachments: [],
    };
  }

  const rows: Array<[string, string]> = [
    ...referenceRows,
    ['Ontvangen', formatTimestamp(row.created_at)],
    ...recordRows(row, { minimal: false, letterRow: letterInfo.row }),
  ];
  const paragraphs = [letterInfo.note];
  const replyTo = replyAddress(row.email);
  return {
    from: options.from,
    to: options.to,
    ...(replyTo !== undefined ? { replyTo } : {}),
    subject,
    text: renderText(title, rows, paragraphs),
    html: renderHtml(title, rows, paragraphs),
    attachments: letter.state === 'attached' ? [letter.attachment] : [],
  };
}

/**
 * An alert to staff: the title (with the brand, also the subject), one paragraph saying what
 * happened and what to do, then the rows, and never an attachment.
 */
function alertMessage(
  title: string,
  intro: string,
  rows: Array<[string, string]>,
  options: { from: string; to: string },
): MailMessage {
  return {
    from: options.from,
    to: options.to,
    subject: `${title} – ${brand.name}`,
    text: renderText(title, rows, [], [intro], ALERT_FOOTER),
    html: renderHtml(title, rows, [], [intro], ALERT_FOOTER),
    attachments: [],
  };
}

/** `smtp:ECONNECTION`-like text only; anything else is shown as `onbekend`. */
function errorClassText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'onbekend';
  return /^[A-Za-z0-9:_.-]{1,64}$/.test(value) ? value : 'onbekend';
}

/** The staff app with its address, or null without one. */
function staffApp(inboxUrl: string | null | undefined): string | null {
  return inboxUrl ? `${STAFF_APP} (${inboxUrl})` : null;
}

/**
 * The alert for registrations whose e-mail could not be delivered after the last retry: one
 * message for all of them, with nothing but the kenmerk (and, without a staff app, the whole id),
 * type, location, time, attempts and the class of the last error.
 */
export function buildAlertEmail(
  items: readonly FailedNotification[],
  options: { from: string; to: string; inboxUrl?: string | null },
): MailMessage {
  const count = items.length;
  const one = count === 1;
  const app = staffApp(options.inboxUrl);
  const title = `${one ? 'E-mail' : 'E-mails'} over ${countOf(count, 'aanmelding', 'aanmeldingen')} niet verstuurd`;
  const lookUp = app === null ? `in ${DATABASE_HINT} met de waarde bij ‘${DATABASE_ID_LABEL}’` : `in ${app} met het kenmerk`;
  const intro = one
    ? 'De e-mail over de aanmelding hieronder kon na alle pogingen niet worden verstuurd. ' +
      `De aanmelding zelf is veilig opgeslagen. Zoek haar op ${lookUp}, en neem contact op met de aanmelder.`
    : `De e-mails over de ${count} aanmeldingen hieronder konden na alle pogingen niet worden verstuurd. ` +
      `De aanmeldingen zelf zijn veilig opgeslagen. Zoek ze op ${lookUp}, en neem contact op met de aanmelders.`;
  const rows: Array<[string, string]> = items.flatMap((item, index) => [
    ...(index > 0 ? ([['', '']] as Array<[string, string]>) : []),
    ['Kenmerk', registrationReference(item.registration_id)],
    ...(app === null ? ([[DATABASE_ID_LABEL, item.registration_id]] as Array<[string, string]>) : []),
    ['Afdeling', headerText(codeLabel('registration_type', item.registration_type), 40)],
    ['Locatie', headerText(codeLabel('location', item.location), 40)],
    ['Ontvangen', formatTimestamp(item.created_at)],
    ['Pogingen', String(item.attempts ?? '')],
    ['Laatste fout', errorClassText(item.last_error)],
  ]);
  return alertMessage(title, intro, rows, options);
}

/**
 * The flood alert: more registrations arrived than the provider could plausibly get, so their
 * e-mails are held rather than sent one by one. Counts only; staff review the held registrations
 * in the staff app (or the database, without one).
 */
export function buildFloodAlertEmail(
  flood: { held: number; registrationsLastHour: number },
  options: { from: string; to: string; inboxUrl?: string | null },
): MailMessage {
  const app = staffApp(options.inboxUrl);
  const title = 'Ongewoon veel aanmeldingen: e-mails vastgehouden';
  const intro =
    'Er komen veel meer aanmeldingen binnen dan gewoonlijk; mogelijk is dit een aanval. Alle aanmeldingen worden opgeslagen, ' +
    'maar zolang de drukte duurt, gaat er geen e-mail per aanmelding uit. De verwijsbrieven worden gewoon gecontroleerd. ' +
    (app === null
      ? `De vastgehouden aanmeldingen staan in ${DATABASE_HINT}. `
      : `In ${app} hebben de vastgehouden aanmeldingen het label ‘Vastgehouden’. `) +
    'U krijgt een overzicht met de kenmerken van de vastgehouden aanmeldingen, hooguit één per uur, ook zolang de drukte duurt. ' +
    'Er kunnen echte aanmelders tussen zitten: neem met hen contact op. Deze waarschuwing krijgt u hooguit één keer per uur.';
  const rows: Array<[string, string]> = [
    ['Aanmeldingen in het afgelopen uur', String(flood.registrationsLastHour)],
    ['Vastgehouden aanmeldingen', String(flood.held)],
  ];
  return alertMessage(title, intro, rows, options);
}

/** The stale-schedule alert: retries, alerts and clean-up have not run for a while. */
export function buildStaleScheduleAlertEmail(lastRunAt: string | null, options: { from: string; to: string }): MailMessage {
  const title = 'Geplande taak voor aanmeldingen loopt niet';
  const intro =
    'De geplande taak die mislukte e-mails opnieuw verstuurt, waarschuwingen en overzichten stuurt en oude bestanden opruimt, ' +
    'heeft zich te lang niet gemeld. Aanmeldingen worden nog wel opgeslagen, maar mislukte e-mails worden niet opnieuw verstuurd. ' +
    'Controleer de cron-taak ‘registration-notifications’ en de geheimen in Vault (zie supabase/README.md).';
  const rows: Array<[string, string]> = [['Laatst uitgevoerd', lastRunAt === null ? 'nooit' : formatTimestamp(lastRunAt)]];
  return alertMessage(title, intro, rows, options);
}

/** Why a registration was held, in the words of the staff app's label (‘Vastgehouden: ongewone drukte’). */
const heldReasonTexts: Record<string, string> = { flood: 'ongewone drukte', 'unknown-client': 'internetadres onbekend' };

/**
 * The held summary: registrations that got no e-mail of their own (held during a flood, or because
 * their client address could not be read), named once, at most one such message an hour. The
 * kenmerk, time and reason only: the registrations are read in the staff app, where they carry the
 * label ‘Vastgehouden’.
 */
export function buildHeldSummaryEmail(
  summary: {
    floodActive: boolean;
    total: number;
    items: ReadonlyArray<{ registration_id: string; created_at: string | null; held_reason: string | null }>;
  },
  options: { from: string; to: string; inboxUrl: string | null },
): MailMessage {
  const count = summary.total;
  const one = count === 1;
  const app = staffApp(options.inboxUrl);
  const title = countOf(count, 'vastgehouden aanmelding', 'vastgehouden aanmeldingen');
  const where =
    app === null
      ? `in ${DATABASE_HINT}, met de notificatiestatus ‘held’ (zie supabase/README.md).`
      : `in ${app}, met het label ‘Vastgehouden’. Kies daar bij ‘Vastgehouden’ voor ‘Alleen vastgehouden’.`;
  const intro = one
    ? 'Deze aanmelding kwam binnen tijdens ongewone drukte of met een onbekend internetadres (IP-adres), en kreeg daarom geen eigen e-mail. ' +
      `Ze is opgeslagen en staat ${where} ` +
      'Het kan een echte aanmelder zijn: bekijk de aanmelding en neem zo nodig contact op met de aanmelder. ' +
      'Over deze aanmelding komt geen ander bericht. U krijgt hooguit één zo’n overzicht per uur.'
    : 'Deze aanmeldingen kwamen binnen tijdens ongewone drukte of met een onbekend internetadres (IP-adres), en kregen daarom geen eigen e-mail. ' +
      `Ze zijn opgeslagen en staan ${where} ` +
      'Er kunnen echte aanmelders tussen zitten: bekijk de aanmeldingen en neem contact op met de echte aanmelders. ' +
      'Over deze aanmeldingen komt geen ander bericht. U krijgt hooguit één zo’n overzicht per uur.';
  const lines = summary.items.map(
    (item) =>
      `${registrationReference(item.registration_id)}  ${formatTimestamp(item.created_at)}  ` +
      (heldReasonTexts[item.held_reason ?? ''] ?? 'vastgehouden'),
  );
  if (summary.total > summary.items.length) {
    lines.push(`… en nog ${summary.total - summary.items.length} (zie ${app === null ? 'Supabase' : STAFF_APP})`);
  }
  const rows: Array<[string, string]> = [
    ['Vastgehouden aanmeldingen', String(count)],
    ['Drukte duurt nog', summary.floodActive ? 'ja' : 'nee'],
    [one ? 'Kenmerk' : 'Kenmerken', lines.join('\n')],
  ];
  return alertMessage(title, intro, rows, options);
}

/**
 * The unknown-client alert: requests arrived whose client address could not be read, so no
 * per-client limit counted them. Their registrations are held and named in the next held summary.
 */
export function buildUnknownClientAlertEmail(
  alert: { count: number; lastAt: string | null; held: number },
  options: { from: string; to: string },
): MailMessage {
  const title = 'Aanmeldingen met onbekend internetadres';
  const intro =
    'Er kwamen verzoeken binnen waarvan het internetadres (IP-adres) van de afzender onbekend was. Daardoor telden ze niet mee ' +
    'voor de limiet per internetadres. Dat wijst op een fout in de instellingen van het platform of op misbruik. ' +
    'De aanmeldingen uit deze verzoeken zijn opgeslagen en vastgehouden; ze staan in het volgende overzicht van vastgehouden aanmeldingen. ' +
    'Controleer welke headers aankomen (zie supabase/README.md). U krijgt hooguit één zo’n bericht per dag.';
  const rows: Array<[string, string]> = [
    ['Verzoeken met onbekend internetadres (totaal)', String(alert.count)],
    ['Laatste verzoek', alert.lastAt === null ? 'onbekend' : formatTimestamp(alert.lastAt)],
    ['Vastgehouden aanmeldingen', String(alert.held)],
  ];
  return alertMessage(title, intro, rows, options);
}
