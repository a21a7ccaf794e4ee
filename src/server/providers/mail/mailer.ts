/**
 * The mail seam (docs/architecture.md §1.6): an SMTP server in production, .eml files in
 * DATA_DIR/outbox by default. Both build the same MIME with nodemailer, so what the outbox shows is
 * what SMTP sends.
 */

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type OutgoingMail = {
  /** One bare address (`person@example.com`): one message per recipient, never a list. */
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  /**
   * Stable per delivery, e.g. '<refId>:<recipient-role>' hashed: becomes the Message-ID so a
   * retried send is recognisable.
   */
  deliveryKey: string;
};

export type SentMail = { messageId: string };

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  /**
   * Resolves once the message was accepted (SMTP 250 for every recipient, or the .eml file fully
   * written and renamed into place); otherwise rejects with a MailDeliveryError.
   */
  send(mail: OutgoingMail): Promise<SentMail>;
  /** Waits for sends in flight, then releases connections; later sends reject. */
  close(): Promise<void>;
}

/**
 * A send that did not go through. The message says what failed but never carries addresses or
 * content (docs/architecture.md §5: personal data is never logged), so it is safe to log as it is;
 * the transport's own error is deliberately not kept as `cause` because its text quotes the
 * server's reply, which often names the recipient.
 */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
  /** nodemailer's code (EENVELOPE, ECONNECTION, ETIMEDOUT...) or ours (EOUTBOX, ECLOSED...). */
  readonly code: string;
  readonly responseCode: number | undefined;
  /** The same message would be refused again (an SMTP 5xx reply, a bad address); a hint only. */
  readonly permanent: boolean;

  constructor(
    message: string,
    details: { code: string; responseCode?: number | undefined; permanent: boolean },
  ) {
    super(message);
    this.code = details.code;
    this.responseCode = details.responseCode;
    this.permanent = details.permanent;
  }
}
