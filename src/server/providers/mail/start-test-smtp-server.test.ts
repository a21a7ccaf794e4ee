import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleMail } from './sample-mail';
import { createSmtpMailer } from './smtp-mailer';
import { startTestSmtpServer, type TestSmtpServer } from './start-test-smtp-server';

let server: TestSmtpServer;

beforeEach(async () => {
  server = await startTestSmtpServer();
});

afterEach(async () => {
  await server.close();
});

/** Resolves with everything read once `pattern` shows up in what the server sent. */
function readUntil(socket: Socket, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (!pattern.test(text)) return;
      socket.off('data', onData);
      resolve(text);
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

/**
 * Opens a transaction by hand, sends part of the message body and resets the connection, the way
 * the socket of a process killed mid-send ends: the server reads ECONNRESET inside a
 * transaction, which smtp-server re-emits on the server object.
 */
async function sendHalfAMessageAndReset(url: string, attempt: number): Promise<void> {
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  await readUntil(socket, /^220 /m);
  socket.write('EHLO killed.test\r\n');
  await readUntil(socket, /^250 /m);
  socket.write('MAIL FROM:<reports@msoul.app>\r\n');
  await readUntil(socket, /^250 /m);
  socket.write(`RCPT TO:<cut.off.${attempt}@example.com>\r\n`);
  await readUntil(socket, /^250 /m);
  socket.write('DATA\r\n');
  await readUntil(socket, /^354 /m);
  await new Promise<void>((resolve) => {
    socket.write('Subject: half a message\r\n\r\nThe process dies here', () => resolve());
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.resetAndDestroy();
}

describe('test SMTP server', () => {
  it('carries on when senders reset their connections in the middle of a message', async () => {
    // Twice: the first error could be absorbed by a listener left over from start-up.
    for (const attempt of [1, 2]) await sendHalfAMessageAndReset(server.url, attempt);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const mailer = createSmtpMailer({ smtpUrl: server.url, from: 'mSoul <reports@msoul.app>' });
    try {
      await mailer.send(sampleMail({ to: 'after@example.com' }));
    } finally {
      await mailer.close();
    }
    expect(server.received.map((mail) => mail.envelopeTo)).toEqual([['after@example.com']]);
  });
});
