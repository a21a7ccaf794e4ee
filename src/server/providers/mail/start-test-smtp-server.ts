import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';

/**
 * For tests only (smtp-server is a dev dependency): a real SMTP server in this process on a free
 * 127.0.0.1 port (docs/architecture.md §1.6), which keeps what it accepts and can be told to refuse
 * for a while. A message is acknowledged (250) only after it was parsed and stored, so once a send
 * resolves the message is in `received`.
 */
export type ReceivedMail = {
  envelopeFrom: string | null;
  envelopeTo: string[];
  raw: Buffer;
  parsed: ParsedMail;
};

/** Refuse at RCPT TO or after DATA with this reply code; the reply text names the recipient. */
export type Refusal = { at: 'rcpt' | 'data'; responseCode: number };

export type TestSmtpServer = {
  url: string;
  received: ReceivedMail[];
  refuse(refusal: Refusal | null): void;
  openConnections(): number;
  close(): Promise<void>;
};

export async function startTestSmtpServer(
  options: { auth?: { user: string; pass: string } } = {},
): Promise<TestSmtpServer> {
  const { auth } = options;
  const received: ReceivedMail[] = [];
  let refusal: Refusal | null = null;

  const server = new SMTPServer({
    logger: false,
    // Plain SMTP on loopback; the login is allowed without TLS for the auth test only.
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    closeTimeout: 500,
    onAuth(credentials, _session, callback) {
      if (auth && credentials.username === auth.user && credentials.password === auth.pass) {
        callback(null, { user: credentials.username });
        return;
      }
      callback(replyError('Invalid username or password', 535));
    },
    onRcptTo(address, _session, callback) {
      if (refusal?.at === 'rcpt') {
        callback(replyError(`<${address.address}> cannot take mail now`, refusal.responseCode));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        if (refusal?.at === 'data') {
          callback(replyError(`message for ${to.join(', ')} refused`, refusal.responseCode));
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            const from = session.envelope.mailFrom;
            received.push({
              envelopeFrom: from ? from.address : null,
              envelopeTo: to,
              raw,
              parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  // A client that goes away mid-message (a killed process, a timed-out bench) resets its
  // connection, and smtp-server re-emits that on the server; unheard, it would crash the host.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const credentials = auth
    ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@`
    : '';

  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    refuse(next) {
      refusal = next;
    },
    openConnections: () => server.connections.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function replyError(message: string, responseCode: number): SMTPServerError {
  return Object.assign(new Error(message), { responseCode });
}
