import { simpleParser } from 'mailparser';
import type { OutboxList, OutboxMessage } from '../../../shared/api/admin';
import { AppError } from '../../http/app-error';
import {
  listOutbox,
  OutboxFileNameError,
  readOutboxMessage,
} from '../../providers/mail/outbox-mailer';

/** How many messages the viewer lists (newest first). */
const LIST_LIMIT = 200;

/** The mail outbox viewer's list; empty and `enabled: false` when mail goes over SMTP. */
export async function listOutboxMessages(outboxDir: string | null): Promise<OutboxList> {
  if (!outboxDir) return { enabled: false, messages: [] };
  const entries = await listOutbox(outboxDir, { limit: LIST_LIMIT });
  return {
    enabled: true,
    messages: entries.map((entry) => ({
      file: entry.fileName,
      sentAt: entry.date.toISOString(),
      to: entry.recipients.join(', '),
      subject: entry.subject,
      sizeBytes: entry.size,
    })),
  };
}

/** One message, parsed as a mail client would show it (text body, attachment names). */
export async function readOutboxEntry(
  outboxDir: string | null,
  file: string,
): Promise<OutboxMessage> {
  if (!outboxDir) throw AppError.notFound('No such message in the outbox.');
  let raw: Buffer | null;
  try {
    raw = await readOutboxMessage(outboxDir, file);
  } catch (error) {
    if (error instanceof OutboxFileNameError)
      throw AppError.notFound('No such message in the outbox.');
    throw error;
  }
  if (!raw) throw AppError.notFound('No such message in the outbox.');
  const mail = await simpleParser(raw);
  const addresses = (field: typeof mail.to) =>
    (field === undefined ? [] : Array.isArray(field) ? field : [field])
      .map((object) => object.text)
      .join(', ');
  return {
    file,
    sentAt: (mail.date ?? new Date(0)).toISOString(),
    from: addresses(mail.from),
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? 'attachment',
      contentType: attachment.contentType,
      sizeBytes: attachment.size,
    })),
  };
}
