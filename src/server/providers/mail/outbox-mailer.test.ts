import { mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deriveMessageId } from './derive-message-id';
import { MailDeliveryError } from './mailer';
import {
  createOutboxMailer,
  listOutbox,
  OutboxFileNameError,
  readOutboxMessage,
} from './outbox-mailer';
import { sampleMail, samplePdf } from './sample-mail';

const FROM = 'mSoul <reports@msoul.app>';

let root: string;
let outboxDir: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'msoul-outbox-'));
  outboxDir = join(root, 'outbox');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A clock that moves one second per reading, from a fixed start. */
function steppingClock(startIso: string): () => Date {
  let next = Date.parse(startIso);
  return () => {
    const now = new Date(next);
    next += 1000;
    return now;
  };
}

describe('outbox mailer', () => {
  it('writes an .eml that parses back to the same message, in a private folder', async () => {
    const mailer = createOutboxMailer({
      outboxDir,
      from: FROM,
      now: () => new Date('2025-11-21T10:13:00.123Z'),
    });
    const mail = sampleMail();
    const sent = await mailer.send(mail);
    await mailer.close();

    expect(mailer.kind).toBe('outbox');
    expect(sent.messageId).toBe(deriveMessageId(mail.deliveryKey, FROM));
    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    const [fileName = ''] = files;
    expect(fileName).toMatch(/^2025-11-21T101300\.123Z-[0-9a-f]{12}\.eml$/);
    expect((await stat(join(outboxDir, fileName))).mode & 0o777).toBe(0o600);

    const raw = await readFile(join(outboxDir, fileName));
    expect(raw.includes('\r\n')).toBe(true);
    const parsed = await simpleParser(raw);
    expect(parsed.messageId).toBe(sent.messageId);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value : []).toEqual([
      { name: '', address: 'partner.one@example.com' },
    ]);
    expect(parsed.from?.value).toEqual([{ name: 'mSoul', address: 'reports@msoul.app' }]);
    expect(parsed.date?.toISOString()).toBe('2025-11-21T10:13:00.000Z');
    expect(parsed.text?.trim()).toBe(mail.text);
    expect(parsed.html).toContain('<strong>attached</strong>');
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]?.filename).toBe('msoul-report.pdf');
    expect(parsed.attachments[0]?.contentType).toBe('application/pdf');
    expect(parsed.attachments[0]?.content.equals(samplePdf())).toBe(true);
  });

  it('leaves no temp files behind, even with concurrent sends', async () => {
    const mailer = createOutboxMailer({ outboxDir, from: FROM });
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        mailer.send(sampleMail({ deliveryKey: `ref-${index}:person1` })),
      ),
    );
    await mailer.close();

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(10);
    expect(files.every((name) => /^[^.].*\.eml$/.test(name))).toBe(true);
  });

  it('rejects without personal data when the outbox cannot be written, leaving nothing', async () => {
    // A file where the folder should be: mkdir fails.
    await writeFile(outboxDir, 'not a folder');
    const mailer = createOutboxMailer({ outboxDir, from: FROM });
    const error = await mailer.send(sampleMail()).catch((reason: unknown) => reason);
    await mailer.close();

    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).message).toMatch(
      /^Could not write the message to the outbox \(E[A-Z]+\)$/,
    );
    expect((error as MailDeliveryError).code).toBe('EOUTBOX');
    expect(await readdir(root)).toEqual(['outbox']);
  });

  it('refuses sends after close()', async () => {
    const mailer = createOutboxMailer({ outboxDir, from: FROM });
    await mailer.close();
    await expect(mailer.send(sampleMail())).rejects.toMatchObject({ code: 'ECLOSED' });
  });
});

describe('listOutbox', () => {
  it('lists messages newest first with subject, recipients, date and size', async () => {
    const mailer = createOutboxMailer({
      outboxDir,
      from: FROM,
      now: steppingClock('2025-11-21T10:00:00.000Z'),
    });
    for (const [index, to] of ['first@example.com', 'second@example.com', 'third@example.com'].map(
      (address, position) => [position, address] as const,
    )) {
      await mailer.send(sampleMail({ to, subject: `Report ${index + 1} ✓`, deliveryKey: to }));
    }
    await mailer.close();
    // Not messages: ignored by the listing.
    await writeFile(join(outboxDir, 'notes.txt'), 'x');
    await writeFile(join(outboxDir, '.half-written.eml.1234.tmp'), 'x');

    const entries = await listOutbox(outboxDir);

    expect(entries.map((entry) => entry.subject)).toEqual([
      'Report 3 ✓',
      'Report 2 ✓',
      'Report 1 ✓',
    ]);
    expect(entries.map((entry) => entry.recipients)).toEqual([
      ['third@example.com'],
      ['second@example.com'],
      ['first@example.com'],
    ]);
    expect(entries.map((entry) => entry.date.toISOString())).toEqual([
      '2025-11-21T10:00:02.000Z',
      '2025-11-21T10:00:01.000Z',
      '2025-11-21T10:00:00.000Z',
    ]);
    for (const entry of entries) {
      expect(entry.size).toBe((await stat(join(outboxDir, entry.fileName))).size);
      expect(entry.size).toBeGreaterThan(samplePdf().length);
    }
    expect((await listOutbox(outboxDir, { limit: 2 })).map((entry) => entry.subject)).toEqual([
      'Report 3 ✓',
      'Report 2 ✓',
    ]);
  });

  it('is empty before the first message', async () => {
    expect(await listOutbox(outboxDir)).toEqual([]);
  });
});

describe('readOutboxMessage', () => {
  it('returns the raw .eml of a listed message, null for an unknown one', async () => {
    const mailer = createOutboxMailer({ outboxDir, from: FROM });
    await mailer.send(sampleMail());
    await mailer.close();
    const [entry] = await listOutbox(outboxDir);
    const fileName = entry?.fileName ?? '';

    const raw = await readOutboxMessage(outboxDir, fileName);
    expect(raw?.equals(await readFile(join(outboxDir, fileName)))).toBe(true);
    expect(await readOutboxMessage(outboxDir, 'missing.eml')).toBeNull();
  });

  it.each([
    '../x.eml',
    'a/b.eml',
    'x.txt',
    '',
    '.hidden.eml',
    '..',
    'a\\b.eml',
    '/etc/passwd.eml',
    'x.eml\0',
  ])('refuses the name %j', async (name) => {
    await expect(readOutboxMessage(outboxDir, name)).rejects.toBeInstanceOf(OutboxFileNameError);
  });

  it('does not follow a symbolic link out of the outbox', async () => {
    const mailer = createOutboxMailer({ outboxDir, from: FROM });
    await mailer.send(sampleMail());
    await mailer.close();
    await writeFile(join(root, 'secret.eml'), 'outside');
    await symlink(join(root, 'secret.eml'), join(outboxDir, 'link.eml'));

    expect(await readOutboxMessage(outboxDir, 'link.eml')).toBeNull();
    expect((await listOutbox(outboxDir)).map((entry) => entry.fileName)).not.toContain('link.eml');
  });
});
