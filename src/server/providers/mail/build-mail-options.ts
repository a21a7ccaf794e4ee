import type { SendMailOptions } from 'nodemailer';
import { z } from 'zod';
import { deriveMessageId } from './derive-message-id';
import { MailDeliveryError, type OutgoingMail } from './mailer';

const singleAddress = z.email();

/**
 * The nodemailer message both transports send, so the outbox holds exactly the MIME that SMTP
 * would carry. Throws a MailDeliveryError (without the address) when `to` is not one address:
 * a comma list would quietly turn one delivery into several.
 */
export function buildMailOptions(
  mail: OutgoingMail,
  from: string,
  date: Date,
): SendMailOptions & { messageId: string } {
  if (!singleAddress.safeParse(mail.to).success) {
    throw new MailDeliveryError('The recipient is not a single e-mail address', {
      code: 'EADDRESS',
      permanent: true,
    });
  }
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    date,
    messageId: deriveMessageId(mail.deliveryKey, from),
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      content: attachment.content,
      contentType: attachment.contentType,
      contentDisposition: 'attachment',
    })),
  };
}

/** Attachments are Buffers only: nodemailer must never read a file path or fetch a URL for us. */
export const CONTENT_ACCESS = { disableFileAccess: true, disableUrlAccess: true } as const;
