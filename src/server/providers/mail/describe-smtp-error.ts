import { z } from 'zod';
import { MailDeliveryError } from './mailer';
import { systemErrorCode } from './system-error-code';

/** The fields of a nodemailer error that say what failed; its message quotes the server. */
const smtpErrorFields = z.object({
  responseCode: z.number().int().min(200).max(599).optional(),
  command: z.string().optional(),
  originalCode: z.string().optional(),
});

/** SMTP verbs as nodemailer names them; anything else is left out of our message. */
const KNOWN_COMMAND = /^(CONN|EHLO|HELO|LHLO|STARTTLS|AUTH( [A-Z0-9-]+)?|MAIL FROM|RCPT TO|DATA)$/;
const NETWORK_CODES = new Set(['ECONNECTION', 'ESOCKET', 'EDNS', 'ETLS', 'EPROXY']);
const PERMANENT_CODES = new Set(['EAUTH', 'ENOAUTH', 'ECONFIG', 'EENVELOPE', 'EREQUIRETLS']);

/**
 * Turns a nodemailer failure into a MailDeliveryError whose message names the reply code, the
 * SMTP step and the error code, never the server's reply text (it often echoes the recipient).
 */
export function describeSmtpError(error: unknown): MailDeliveryError {
  const code = systemErrorCode(error) ?? 'ESMTP';
  const parsed = smtpErrorFields.safeParse(error);
  const fields = parsed.success ? parsed.data : {};
  const { responseCode } = fields;
  const command = fields.command && KNOWN_COMMAND.test(fields.command) ? fields.command : undefined;
  const permanent =
    responseCode === undefined
      ? PERMANENT_CODES.has(code)
      : responseCode >= 500 && responseCode !== 503; // 503: wrong session state, not the message
  return new MailDeliveryError(messageFor(code, responseCode, command, fields.originalCode), {
    code,
    responseCode,
    permanent,
  });
}

function messageFor(
  code: string,
  responseCode: number | undefined,
  command: string | undefined,
  originalCode: string | undefined,
): string {
  if (responseCode !== undefined) {
    const what = code === 'EAUTH' ? 'the login' : 'the message';
    return `SMTP server refused ${what} (${[responseCode, command].filter(Boolean).join(', ')})`;
  }
  const codes = [code, originalCode && /^E[A-Z0-9_]+$/.test(originalCode) ? originalCode : null]
    .filter(Boolean)
    .join(', ');
  if (code === 'ETIMEDOUT') return `SMTP server did not answer in time (${codes})`;
  if (code === 'EAUTH' || code === 'ENOAUTH') return `SMTP login failed (${codes})`;
  if (NETWORK_CODES.has(code)) return `Could not reach the SMTP server (${codes})`;
  return `SMTP send failed (${codes})`;
}
