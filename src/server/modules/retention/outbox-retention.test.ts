import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxFileName, outboxTempName } from '../../providers/mail/outbox-files';
import {
  findOldOutboxMessages,
  findOutboxMessagesTo,
  findStaleOutboxTempFiles,
  removeOutboxFiles,
} from './outbox-retention';

const NOW = new Date('2026-06-30T12:00:00.000Z');
const CUTOFF = new Date('2026-05-31T12:00:00.000Z');

describe('outbox retention', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'msoul-outbox-retention-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function write(name: string, to: string, mtime?: Date) {
    await writeFile(join(dir, name), `To: ${to}\r\nSubject: Report\r\n\r\nHello.\r\n`);
    if (mtime) await utimes(join(dir, name), mtime, mtime);
  }

  it('finds messages older than the cutoff by the time in their name, else their mtime', async () => {
    const old = outboxFileName(new Date('2026-05-31T11:59:59.999Z'), 'a');
    const recent = outboxFileName(CUTOFF, 'b');
    await write(old, 'a@example.test');
    // The name's time wins over a fresh mtime.
    await write(recent, 'b@example.test', new Date('2020-01-01T00:00:00Z'));
    await write('imported.eml', 'c@example.test', new Date('2026-05-01T00:00:00Z'));
    await write('imported-new.eml', 'd@example.test', new Date('2026-06-29T00:00:00Z'));
    await write('notes.txt', 'e@example.test', new Date('2020-01-01T00:00:00Z'));
    await symlink(join(dir, old), join(dir, 'link.eml'));

    expect((await findOldOutboxMessages(dir, CUTOFF)).sort()).toEqual([old, 'imported.eml']);
  });

  it('finds temp files of interrupted writes once they are an hour old', async () => {
    const name = outboxFileName(NOW, 'x');
    const stale = outboxTempName(name, '6f1c2d3e-0000-4000-8000-000000000001');
    const live = outboxTempName(name, '6f1c2d3e-0000-4000-8000-000000000002');
    await write(stale, 'x@example.test', new Date(NOW.getTime() - 61 * 60 * 1000));
    await write(live, 'x@example.test', new Date(NOW.getTime() - 59 * 60 * 1000));
    await write('.hidden', 'x@example.test', new Date('2020-01-01T00:00:00Z'));

    expect(await findStaleOutboxTempFiles(dir, NOW)).toEqual([stale]);
  });

  it('finds the messages addressed to a person, whatever the case', async () => {
    const mine = outboxFileName(NOW, 'mine');
    const theirs = outboxFileName(NOW, 'theirs');
    await write(mine, 'Ana Example <Ana@Example.test>');
    await write(theirs, 'other@example.test');

    expect(await findOutboxMessagesTo(dir, 'ana@example.TEST')).toEqual([mine]);
  });

  it('removes files, counting only those it removed', async () => {
    const name = outboxFileName(NOW, 'gone');
    await write(name, 'x@example.test');

    expect(await removeOutboxFiles(dir, [name, 'never-there.eml'])).toBe(1);
    expect(await readdir(dir)).toEqual([]);
  });

  it('treats a missing outbox folder as empty', async () => {
    const missing = join(dir, 'not-yet');
    expect(await findOldOutboxMessages(missing, CUTOFF)).toEqual([]);
    expect(await findStaleOutboxTempFiles(missing, NOW)).toEqual([]);
  });
});
