import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deriveMessageId } from './derive-message-id';
import { MailDeliveryError, type Mailer } from './mailer';
import { sampleMail, samplePdf } from './sample-mail';
import { createSmtpMailer } from './smtp-mailer';
import { startTestSmtpServer, type TestSmtpServer } from './start-test-smtp-server';

const FROM = 'mSoul <reports@msoul.app>';

let server: TestSmtpServer;
let mailer: Mailer;

beforeEach(async () => {
  server = await startTestSmtpServer();
  mailer = createSmtpMailer({ smtpUrl: server.url, from: FROM });
});

afterEach(async () => {
  await mailer.close();
  await server.close();
});

/** The rejection of a send, checked to be ours and free of personal data. */
async function failureOf(sending: Promise<unknown>): Promise<MailDeliveryError> {
  const error = await sending.then(
    () => {
      throw new Error('the send was expected to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(MailDeliveryError);
  const failure = error as MailDeliveryError;
  expect(failure.message).not.toMatch(/@|example|partner|report/i);
  expect(failure.cause).toBeUndefined();
  return failure;
}

async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SMTP mailer against a real SMTP server', () => {
  it('delivers subject, text, html and a byte-identical PDF, with the derived Message-ID', async () => {
    const mail = sampleMail();
    const sent = await mailer.send(mail);

    expect(mailer.kind).toBe('smtp');
    expect(sent.messageId).toBe(deriveMessageId(mail.deliveryKey, FROM));
    expect(server.received).toHaveLength(1);
    const [message] = server.received;
    expect(message?.envelopeFrom).toBe('reports@msoul.app');
    expect(message?.envelopeTo).toEqual(['partner.one@example.com']);
    const parsed = message?.parsed;
    expect(parsed?.messageId).toBe(sent.messageId);
    expect(parsed?.subject).toBe(mail.subject);
    expect(parsed?.text?.trim()).toBe(mail.text);
    expect(parsed?.html).toContain('<strong>attached</strong>');
    expect(parsed?.from?.value).toEqual([{ name: 'mSoul', address: 'reports@msoul.app' }]);
    expect(parsed?.attachments).toHaveLength(1);
    const attachment = parsed?.attachments[0];
    expect(attachment?.filename).toBe('msoul-report.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.content.equals(samplePdf())).toBe(true);
  });

  it('gives a retried send of the same delivery the same Message-ID', async () => {
    const first = await mailer.send(sampleMail());
    const retry = await mailer.send(sampleMail());
    const other = await mailer.send(sampleMail({ deliveryKey: 'ref-0123456789abcdef:person2' }));

    expect(retry.messageId).toBe(first.messageId);
    expect(other.messageId).not.toBe(first.messageId);
    expect(server.received.map((message) => message.parsed.messageId)).toEqual([
      first.messageId,
      first.messageId,
      other.messageId,
    ]);
  });

  it.each([
    { at: 'rcpt', responseCode: 550, permanent: true, step: 'RCPT TO' },
    // smtp-server hangs up after a 421, which nodemailer reports on the connection.
    { at: 'rcpt', responseCode: 421, permanent: false, step: '(RCPT TO|CONN)' },
    { at: 'data', responseCode: 550, permanent: true, step: 'DATA' },
    { at: 'data', responseCode: 451, permanent: false, step: 'DATA' },
    { at: 'data', responseCode: 421, permanent: false, step: 'DATA' },
  ] as const)(
    'rejects without personal data when the server refuses with $responseCode at $at, then recovers',
    async ({ at, responseCode, permanent, step }) => {
      server.refuse({ at, responseCode });
      const failure = await failureOf(mailer.send(sampleMail()));
      expect(failure.message).toMatch(
        new RegExp(`^SMTP server refused the message \\(${responseCode}, ${step}\\)$`),
      );
      expect(failure.responseCode).toBe(responseCode);
      expect(failure.permanent).toBe(permanent);
      expect(server.received).toHaveLength(0);

      server.refuse(null);
      const sent = await mailer.send(sampleMail());
      expect(server.received.map((message) => message.parsed.messageId)).toEqual([sent.messageId]);
    },
  );

  it('sends 20 messages concurrently over the pool, each arriving exactly once', async () => {
    const mails = Array.from({ length: 20 }, (_, index) =>
      sampleMail({ to: `person${index}@example.com`, deliveryKey: `ref-${index}:person1` }),
    );
    const sent = await Promise.all(mails.map((mail) => mailer.send(mail)));

    const arrived = server.received.map((message) => message.parsed.messageId).sort();
    expect(arrived).toEqual(sent.map((result) => result.messageId).sort());
    expect(new Set(arrived).size).toBe(20);
    expect(server.received.map((message) => message.envelopeTo[0]).sort()).toEqual(
      mails.map((mail) => mail.to).sort(),
    );
    // Pooled: a handful of connections carried the 20 messages.
    expect(server.openConnections()).toBeLessThanOrEqual(5);
  });

  it('close() lets a send in flight finish, closes the pool and refuses later sends', async () => {
    const sending = mailer.send(sampleMail());
    await mailer.close();
    await expect(sending).resolves.toMatchObject({ messageId: expect.any(String) });
    expect(server.received).toHaveLength(1);
    await waitFor(() => server.openConnections() === 0);

    const failure = await failureOf(mailer.send(sampleMail()));
    expect(failure.code).toBe('ECLOSED');
  });

  it('refuses a recipient that is not one address before talking to the server', async () => {
    const failure = await failureOf(
      mailer.send(sampleMail({ to: 'partner.one@example.com, other@example.com' })),
    );
    expect(failure.code).toBe('EADDRESS');
    expect(failure.permanent).toBe(true);
    expect(server.openConnections()).toBe(0);
  });
});

describe('SMTP mailer when the server is unreachable or slow', () => {
  it('rejects with the network error code when nothing listens on the port', async () => {
    const port = await freePort();
    const unreachable = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM });
    try {
      const failure = await failureOf(unreachable.send(sampleMail()));
      expect(failure.message).toMatch(
        /^Could not reach the SMTP server \(E[A-Z]+.*ECONNREFUSED\)$/,
      );
      expect(failure.permanent).toBe(false);
    } finally {
      await unreachable.close();
    }
  });

  it('gives up on a server that never greets after the greeting timeout', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const slow = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      timeouts: { greetingMs: 200 },
    });
    try {
      const started = Date.now();
      const failure = await failureOf(slow.send(sampleMail()));
      expect(failure.message).toBe('SMTP server did not answer in time (ETIMEDOUT)');
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await slow.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('SMTP mailer with a login', () => {
  it('logs in with the credentials in SMTP_URL, and reports a refused login without them', async () => {
    const guarded = await startTestSmtpServer({ auth: { user: 'mailer', pass: 's3cret/pass' } });
    const good = createSmtpMailer({ smtpUrl: guarded.url, from: FROM });
    const bad = createSmtpMailer({
      smtpUrl: guarded.url.replace('s3cret%2Fpass', 'wrong'),
      from: FROM,
    });
    try {
      await good.send(sampleMail());
      expect(guarded.received).toHaveLength(1);

      const failure = await failureOf(bad.send(sampleMail()));
      expect(failure.message).toMatch(/^SMTP server refused the login \(535/);
      expect(failure.message).not.toContain('wrong');
      expect(failure.permanent).toBe(true);
    } finally {
      await good.close();
      await bad.close();
      await guarded.close();
    }
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}
