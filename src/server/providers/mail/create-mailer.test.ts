import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './create-mailer';
import { sampleMail } from './sample-mail';
import { startTestSmtpServer, type TestSmtpServer } from './start-test-smtp-server';

const from = 'mSoul <reports@msoul.app>';

let root: string;
let server: TestSmtpServer;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'msoul-mailer-'));
  server = await startTestSmtpServer();
});

afterEach(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

/** The MIME with what differs on every build (multipart boundaries, the Date) made neutral. */
function normalise(raw: Buffer): string {
  let text = raw.toString('latin1').replace(/^Date: .*\r\n/m, '');
  const boundaries = [...text.matchAll(/boundary="([^"]+)"/g)].map((match) => match[1] ?? '');
  boundaries.forEach((boundary, index) => {
    text = text.replaceAll(boundary, `BOUNDARY-${index}`);
  });
  return text.trimEnd();
}

describe('createMailer', () => {
  it('picks the transport MAIL_TRANSPORT names, and both put the same MIME out', async () => {
    const outbox = createMailer({ transport: 'outbox', outboxDir: join(root, 'outbox'), from });
    const smtp = createMailer({ transport: 'smtp', smtpUrl: server.url, from });
    expect(outbox.kind).toBe('outbox');
    expect(smtp.kind).toBe('smtp');

    const viaOutbox = await outbox.send(sampleMail());
    const viaSmtp = await smtp.send(sampleMail());
    await Promise.all([outbox.close(), smtp.close()]);

    expect(viaOutbox.messageId).toBe(viaSmtp.messageId);
    const [fileName = ''] = await readdir(join(root, 'outbox'));
    const written = await readFile(join(root, 'outbox', fileName));
    const received = server.received[0]?.raw ?? Buffer.alloc(0);
    expect(normalise(written)).toBe(normalise(received));
  });
});
