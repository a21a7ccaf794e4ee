import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { buildMailOptions, CONTENT_ACCESS } from './build-mail-options';
import { MailDeliveryError, type Mailer } from './mailer';
import { outboxFileName, outboxTempName } from './outbox-files';
import { systemErrorCode } from './system-error-code';
import { trackSends } from './track-sends';

// The admin area reads the outbox through these; they live in their own files.
export { listOutbox, type OutboxEntry } from './list-outbox';
export { OutboxFileNameError, readOutboxMessage } from './read-outbox-message';

export type OutboxMailerOptions = {
  outboxDir: string;
  from: string;
  /** The clock for the Date header and the file name; tests pin it. */
  now?: () => Date;
};

/**
 * The embedded mailer (MAIL_TRANSPORT=outbox): each message becomes an RFC 822 .eml file in
 * outboxDir. nodemailer's stream transport runs the same pipeline as SMTP sending and hands back
 * the finished MIME as a Buffer instead of putting it on the wire.
 */
export function createOutboxMailer({
  outboxDir,
  from,
  now = () => new Date(),
}: OutboxMailerOptions): Mailer {
  const transport = createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...CONTENT_ACCESS,
  });
  const sends = trackSends();
  return {
    kind: 'outbox',
    send: (mail) =>
      sends.run(async () => {
        const date = now();
        const options = buildMailOptions(mail, from, date);
        const message = await composeMessage(() => transport.sendMail(options));
        await writeIntoOutbox(outboxDir, outboxFileName(date, mail.deliveryKey), message);
        return { messageId: options.messageId };
      }),
    close: async () => {
      await sends.close();
      transport.close();
    },
  };
}

type Compose = () => Promise<{ message: Buffer | NodeJS.ReadableStream }>;

async function composeMessage(compose: Compose): Promise<Buffer> {
  try {
    const { message } = await compose();
    if (Buffer.isBuffer(message)) return message;
  } catch (error) {
    throw new MailDeliveryError(
      `Could not compose the message (${systemErrorCode(error) ?? 'unknown error'})`,
      { code: 'ECOMPOSE', permanent: true },
    );
  }
  throw new MailDeliveryError('Could not compose the message (no buffer)', {
    code: 'ECOMPOSE',
    permanent: true,
  });
}

/**
 * Writes under a hidden temp name, flushes, then renames: rename is atomic within a folder, so a
 * reader sees either no file or the whole message, and a crash leaves at most a stray temp file.
 */
async function writeIntoOutbox(dir: string, fileName: string, message: Buffer): Promise<void> {
  const temp = join(dir, outboxTempName(fileName, randomUUID()));
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(message);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, join(dir, fileName));
  } catch (error) {
    // Best effort: when the folder itself is the problem there is no temp file to remove.
    await rm(temp, { force: true }).catch(() => undefined);
    throw new MailDeliveryError(
      `Could not write the message to the outbox (${systemErrorCode(error) ?? 'unknown error'})`,
      { code: 'EOUTBOX', permanent: false },
    );
  }
  await syncDirectory(dir);
}

/** Makes the rename itself durable; best effort, since the message is already in place. */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms cannot fsync a directory; the file itself was synced before the rename.
  }
}
