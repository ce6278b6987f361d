/**
 * Delivering a message: SMTP (nodemailer) or the Resend HTTP API. A sender resolves or throws;
 * `mailErrorClass` turns what it threw into a short class that is safe to store and log (an
 * SMTP reply or an error message may echo addresses).
 */
import nodemailer from 'nodemailer';

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

/** What a sender throws when the service refused: `errorClass` is safe to store. */
export class MailSendError extends Error {
  readonly errorClass: string;

  constructor(errorClass: string) {
    super(`mail not sent (${errorClass})`);
    this.name = 'MailSendError';
    this.errorClass = errorClass;
  }
}

/** The Resend HTTP API (https://resend.com/docs/api-reference/emails/send-email). */
export function createResendSender(apiKey: string, fetchImpl: typeof fetch = fetch): MailSender {
  return async (message) => {
    let response: Response;
    try {
      response = await fetchImpl('https://api.resend.com/emails', {
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
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      throw new MailSendError('resend:network');
    }
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) throw new MailSendError(`resend:${response.status}`);
  };
}

/**
 * A short, personal-data-free class for a send failure: `smtp:ECONNECTION`, `smtp:EENVELOPE:550`,
 * `resend:422`, or `send-failed`. Stored as the notification's last_error and named in alerts.
 */
export function mailErrorClass(error: unknown): string {
  if (error instanceof MailSendError) return error.errorClass;
  if (error !== null && typeof error === 'object') {
    const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,31}$/.test(code)) {
      return typeof responseCode === 'number' && Number.isInteger(responseCode) && responseCode >= 200 && responseCode < 600
        ? `smtp:${code}:${responseCode}`
        : `smtp:${code}`;
    }
  }
  return 'send-failed';
}
