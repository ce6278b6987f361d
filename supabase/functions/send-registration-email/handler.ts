/**
 * send-registration-email: announces a saved registration to the provider by e-mail.
 *
 * Written against web-standard Request/Response so the same code runs in Supabase's Deno edge
 * runtime (index.ts) and in Node (the embedded local backend, the tests). Imports resolve through
 * supabase/functions/deno.json in Deno (`npm:` only) and through node_modules in Node.
 *
 * Never logs personal data: a log line carries only the registration type, the outcome and the
 * HTTP status.
 */
import nodemailer from 'nodemailer';
import * as v from 'valibot';
import { brand } from '../../../packages/content/src/brand.ts';
import {
  REGISTRATION_EMAIL_BODY_MAX_BYTES,
  RegistrationEmailBodySchema,
  referralLetterExtension,
  referralLetterMimeTypeByExtension,
  toRegistrationIssues,
  type RegistrationEmailBody,
  type RegistrationIssue,
  type RegistrationRecord,
  type RegistrationType,
} from '../_shared/registration.ts';

// ---------------------------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------------------------

export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

export type MailMessage = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
};

/** Delivers one message or throws. */
export type MailSender = (message: MailMessage) => Promise<void>;

export type LogEntry = {
  event: 'registration-email';
  outcome: 'sent' | 'invalid' | 'mail-failed' | 'not-configured' | 'too-large' | 'origin-refused';
  status: number;
  registration_type?: RegistrationType;
};

export type FunctionConfig = {
  /** Exact origins, `*`, or `scheme://host:*` for any port. */
  allowedOrigins: string[];
  mailTo: string;
  mailFrom: string;
  /** null when neither SMTP nor Resend is configured: requests then fail with 500. */
  sender: MailSender | null;
  transport: 'smtp' | 'resend' | 'none';
  log?: (entry: LogEntry) => void;
};

export type Env = Record<string, string | undefined>;

function envValue(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function domainOf(address: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'localhost';
}

/**
 * Reads the function's settings. SMTP when SMTP_HOST is set (SMTP_PORT default 465, SMTP_SECURE
 * default true on 465 and false otherwise, SMTP_USER/SMTP_PASS optional), otherwise Resend when
 * RESEND_API_KEY is set, otherwise no transport.
 */
export function configFromEnv(env: Env): FunctionConfig {
  const mailTo = envValue(env, 'MAIL_TO') ?? brand.email;
  const mailFrom = envValue(env, 'MAIL_FROM') ?? `${brand.name} website <${brand.email}>`;
  const allowedOrigins = (envValue(env, 'ALLOWED_ORIGINS') ?? brand.siteUrl)
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');

  const smtpHost = envValue(env, 'SMTP_HOST');
  if (smtpHost !== undefined) {
    const port = Number(envValue(env, 'SMTP_PORT') ?? '465');
    const secureSetting = envValue(env, 'SMTP_SECURE');
    const secure = secureSetting === undefined ? port === 465 : /^(1|true|yes)$/i.test(secureSetting);
    const user = envValue(env, 'SMTP_USER');
    const pass = envValue(env, 'SMTP_PASS');
    return {
      allowedOrigins,
      mailTo,
      mailFrom,
      transport: 'smtp',
      sender: createSmtpSender({
        host: smtpHost,
        port,
        secure,
        auth: user !== undefined ? { user, pass: pass ?? '' } : undefined,
        name: envValue(env, 'SMTP_NAME') ?? domainOf(mailFrom),
      }),
    };
  }
  const resendKey = envValue(env, 'RESEND_API_KEY');
  if (resendKey !== undefined) {
    return { allowedOrigins, mailTo, mailFrom, transport: 'resend', sender: createResendSender(resendKey) };
  }
  return { allowedOrigins, mailTo, mailFrom, transport: 'none', sender: null };
}

export type SmtpOptions = {
  host: string;
  port: number;
  secure: boolean;
  auth?: { user: string; pass: string } | undefined;
  /** Name for EHLO (avoids os.hostname(), which Deno would need --allow-sys for). */
  name: string;
};

export function createSmtpSender(options: SmtpOptions): MailSender {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure,
    auth: options.auth,
    name: options.name,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return async (message) => {
    await transport.sendMail({
      from: message.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.contentBase64,
        encoding: 'base64',
      })),
    });
  };
}

/** The Resend HTTP API (https://resend.com/docs/api-reference/emails/send-email). */
export function createResendSender(apiKey: string, fetchImpl: typeof fetch = fetch): MailSender {
  return async (message) => {
    const response = await fetchImpl('https://api.resend.com/emails', {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: message.from,
        to: [message.to],
        reply_to: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments.map((attachment) => ({
          filename: attachment.filename,
          content: attachment.contentBase64,
          content_type: attachment.contentType,
        })),
      }),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`Resend answered ${response.status}`);
    }
    await response.body?.cancel();
  };
}

// ---------------------------------------------------------------------------------------------
// The e-mail
// ---------------------------------------------------------------------------------------------

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

const typeLabels: Record<RegistrationType, string> = { adults: 'Volwassenen', children: 'Kind en jeugd' };
const genderLabels: Record<string, string> = { male: 'Man', female: 'Vrouw', other: 'Anders' };
const locationLabels: Record<string, string> = { amsterdam: 'Amsterdam', zaandam: 'Zaandam' };
const languageLabels: Record<string, string> = {
  dutch: 'Nederlands',
  english: 'Engels',
  turkish: 'Turks',
  bulgarian: 'Bulgaars',
  farsi: 'Farsi',
};

function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

/** A safe file name for the attachment, ending in an accepted extension. */
export function attachmentFileName(fileName: string | null | undefined, record: RegistrationRecord, fileType?: string | null): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/^[.\s]+/, '')
    .slice(-120);
  if (cleaned !== '' && referralLetterExtension(cleaned) !== null) return cleaned;
  const fromType = Object.entries(referralLetterMimeTypeByExtension).find(([, type]) => type === fileType)?.[0];
  const fromPath = referralLetterExtension(record.referral_letter_path);
  return `verwijsbrief.${fromPath ?? fromType ?? 'pdf'}`;
}

/** The provider's e-mail for one registration: HTML (every value escaped) and plain text. */
export function buildRegistrationEmail(
  body: RegistrationEmailBody,
  addresses: { from: string; to: string },
): MailMessage {
  const record = body.formData;
  const isChild = record.registration_type === 'children';
  const rows: Array<[string, string]> = [
    ['Soort aanmelding', typeLabels[record.registration_type]],
    ...(isChild
      ? ([
          ['Naam kind/jongere', record.child_name ?? ''],
          ['Ouder/verzorger', record.parent_guardian_name ?? record.full_name],
        ] as Array<[string, string]>)
      : ([['Naam', record.full_name]] as Array<[string, string]>)),
    [isChild ? 'Geboortedatum kind/jongere' : 'Geboortedatum', formatDate(record.date_of_birth)],
    ['Geslacht', genderLabels[record.gender] ?? record.gender],
    ['BSN', record.bsn_number],
    ['E-mail', record.email],
    ['Telefoon', record.phone],
    ['Adres', `${record.street_name} ${record.house_number}`],
    ['Postcode en plaats', `${record.postal_code} ${record.city}`],
    ['Zorgverzekeraar', record.insurance_company],
    ['Locatie', locationLabels[record.location] ?? record.location],
    ['Voorkeurstaal', languageLabels[record.preferred_language] ?? record.preferred_language],
    ['Verwijsbrief (opslag)', record.referral_letter_path],
    ['Bericht', record.message ?? ''],
  ];

  const attachments: MailAttachment[] = [];
  if (typeof body.fileBase64 === 'string' && body.fileBase64 !== '') {
    const filename = attachmentFileName(body.fileName, record, body.fileType);
    const extension = referralLetterExtension(filename);
    const contentType = body.fileType ?? (extension !== null ? referralLetterMimeTypeByExtension[extension] : 'application/octet-stream');
    attachments.push({ filename, contentType, contentBase64: body.fileBase64 });
  }
  const attachmentNote =
    attachments.length > 0
      ? 'De verwijsbrief zit als bijlage bij dit bericht.'
      : 'De verwijsbrief kon niet worden bijgevoegd; hij staat in de opslag (bucket referral_letters).';

  const title = `Nieuwe aanmelding: ${typeLabels[record.registration_type]}`;
  const subject = `${title} (${locationLabels[record.location] ?? record.location}) - ${brand.name}`;

  const text = [
    title,
    '',
    ...rows.map(([label, value]) => `${label}: ${value.includes('\n') ? `\n${value}` : value}`),
    '',
    attachmentNote,
    '',
    `Verstuurd door het aanmeldformulier van ${brand.siteUrl}`,
  ].join('\n');

  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
    )
    .join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="nl"><head><meta charset="utf-8"><title>' + escapeHtml(title) + '</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">',
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1>`,
    `<table role="presentation" cellspacing="0" cellpadding="0">${htmlRows}</table>`,
    `<p>${escapeHtml(attachmentNote)}</p>`,
    `<p style="color:#666">Verstuurd door het aanmeldformulier van ${escapeHtml(brand.siteUrl)}</p>`,
    '</body></html>',
  ].join('\n');

  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: record.email,
    subject,
    text,
    html,
    attachments,
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------

/**
 * The headers supabase-js sends (as its own `@supabase/supabase-js/cors` lists them, plus
 * x-region); a browser asks for them in the preflight.
 */
export const CORS_ALLOWED_HEADERS =
  'authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage, x-region';

export function isOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.some((allowed) => {
    if (allowed === '*') return true;
    if (allowed.endsWith(':*')) {
      const prefix = allowed.slice(0, -2);
      return origin === prefix || new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:[0-9]{1,5}$`).test(origin);
    }
    return origin === allowed;
  });
}

function corsHeaders(origin: string | null, config: FunctionConfig): Record<string, string> {
  const headers: Record<string, string> = { vary: 'Origin' };
  if (origin !== null && isOriginAllowed(origin, config.allowedOrigins)) {
    headers['access-control-allow-origin'] = origin;
    headers['access-control-allow-headers'] = CORS_ALLOWED_HEADERS;
    headers['access-control-allow-methods'] = 'POST, OPTIONS';
    headers['access-control-max-age'] = '86400';
  }
  return headers;
}

function json(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  });
}

/** The body as text, or null when it is larger than `limit` bytes (declared or actual). */
async function readBodyLimited(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

function defaultLog(entry: LogEntry): void {
  console.info(JSON.stringify(entry));
}

export type Handler = (request: Request) => Promise<Response>;

export function createHandler(config: FunctionConfig): Handler {
  const log = config.log ?? defaultLog;

  return async function handler(request: Request): Promise<Response> {
    const origin = request.headers.get('origin');
    const cors = corsHeaders(origin, config);
    const originRefused = origin !== null && !isOriginAllowed(origin, config.allowedOrigins);

    if (request.method === 'OPTIONS') {
      if (originRefused) return new Response(null, { status: 403, headers: cors });
      return new Response('ok', { status: 200, headers: cors });
    }
    if (request.method !== 'POST') {
      await request.body?.cancel().catch(() => undefined);
      return json(405, { error: 'Method not allowed' }, { ...cors, allow: 'POST, OPTIONS' });
    }
    if (originRefused) {
      await request.body?.cancel().catch(() => undefined);
      log({ event: 'registration-email', outcome: 'origin-refused', status: 403 });
      return json(403, { error: 'Origin not allowed' }, cors);
    }

    const text = await readBodyLimited(request, REGISTRATION_EMAIL_BODY_MAX_BYTES);
    if (text === null) {
      log({ event: 'registration-email', outcome: 'too-large', status: 413 });
      return json(413, { error: 'Request body too large', maxBytes: REGISTRATION_EMAIL_BODY_MAX_BYTES }, cors);
    }

    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      log({ event: 'registration-email', outcome: 'invalid', status: 400 });
      return json(400, { error: 'Invalid JSON', issues: [] satisfies RegistrationIssue[] }, cors);
    }

    const parsed = v.safeParse(RegistrationEmailBodySchema, payload);
    if (!parsed.success) {
      log({ event: 'registration-email', outcome: 'invalid', status: 400 });
      return json(400, { error: 'Invalid registration', issues: toRegistrationIssues(parsed.issues) }, cors);
    }
    const registrationType = parsed.output.formData.registration_type;

    if (config.sender === null) {
      log({ event: 'registration-email', outcome: 'not-configured', status: 500, registration_type: registrationType });
      return json(500, { error: 'E-mail is not configured' }, cors);
    }

    const message = buildRegistrationEmail(parsed.output, { from: config.mailFrom, to: config.mailTo });
    try {
      await config.sender(message);
    } catch {
      // The error may echo addresses or server replies: log the outcome only.
      log({ event: 'registration-email', outcome: 'mail-failed', status: 502, registration_type: registrationType });
      return json(502, { error: 'The e-mail could not be sent' }, cors);
    }
    log({ event: 'registration-email', outcome: 'sent', status: 200, registration_type: registrationType });
    return json(200, { ok: true }, cors);
  };
}
