import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process that records every message it accepts, and that can be
 * stopped (connections refused, open ones dropped) and started again on the same port, the way
 * a mail server goes down for a while. Each start is a new SMTPServer: one that was closed
 * answers 421 to every command, even when listening again.
 */
export type CapturedMail = {
  envelopeTo: string[];
  /** The Message-ID header as sent, e.g. `<abc@msoul.test>`; null when the message had none. */
  messageId: string | null;
  /** The Subject header as sent (unfolded, not decoded); null when the message had none. */
  subject: string | null;
};

/** The Subject header of a raw message, its folded lines joined. */
export function subjectOf(raw: string): string | null {
  const headers = (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const match = /^subject:[ \t]*(.*)$/im.exec(headers);
  return match?.[1]?.trim() ?? null;
}

export type SmtpCapture = {
  /** smtp://127.0.0.1:<port>, the same across stop and start. */
  url: string;
  received: CapturedMail[];
  /** Called after a message was stored and acknowledged (250). */
  onAccepted(listener: ((mail: CapturedMail) => void) | null): void;
  isUp(): boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** The Message-ID header of a raw message (headers end at the first empty line). */
export function messageIdOf(raw: string): string | null {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const match = /^message-id:\s*(<[^>\r\n]+>)/im.exec(headers);
  return match?.[1] ?? null;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: CapturedMail[] = [];
  let listener: ((mail: CapturedMail) => void) | null = null;
  let server: SMTPServer | null = null;
  let port = 0;

  const listen = async () => {
    const next = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      // Going down means at once: open connections are dropped, not given 30 s to finish.
      closeTimeout: 50,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('latin1');
          const mail: CapturedMail = {
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            messageId: messageIdOf(raw),
            subject: subjectOf(raw),
          };
          received.push(mail);
          callback();
          setImmediate(() => listener?.(mail));
        });
      },
    });
    // A sender killed mid-message resets its connection, and smtp-server re-emits that on the
    // server: without a listener it would be an uncaught exception in the test process. A mail
    // server shrugs it off; the message was never acknowledged, so the sender sends it again.
    next.on('error', () => {});
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };

  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    onAccepted(next) {
      listener = next;
    },
    isUp: () => server !== null,
    start: async () => {
      if (!server) await listen();
    },
    stop: async () => {
      const current = server;
      if (!current) return;
      server = null;
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
}
