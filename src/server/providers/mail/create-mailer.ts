import type { MailConfig } from '../../config';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** The mailer MAIL_TRANSPORT names: the outbox folder by default, SMTP in production. */
export function createMailer(config: MailConfig): Mailer {
  if (config.transport === 'smtp') {
    return createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.from });
  }
  return createOutboxMailer({ outboxDir: config.outboxDir, from: config.from });
}
