import { lstat, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { hashDeliveryKey } from '../../providers/mail/derive-message-id';
import { listOutbox } from '../../providers/mail/list-outbox';
import { isOutboxFileName, timeFromOutboxFileName } from '../../providers/mail/outbox-files';
import { systemErrorCode } from '../../providers/mail/system-error-code';
import type { CapabilityDigest } from '../../security/capability-id';
import { noticeDeliveryKeys } from '../notices/public';

/**
 * The outbox folder's share of retention (MAIL_TRANSPORT=outbox): every .eml holds a person's
 * name, address and report PDF, so it goes after the retention period like the rows it came from.
 */

/** A write that has not been renamed into place after this long was cut off by a crash. */
const TEMP_FILE_MAX_AGE_MS = 60 * 60 * 1000;

/** The hidden name the outbox mailer writes under first (outboxTempName: `.<name>.<id>.tmp`). */
const TEMP_NAME = /^\.[A-Za-z0-9][A-Za-z0-9._-]*\.eml\.[A-Za-z0-9-]+\.tmp$/;

type FileInfo = { name: string; mtimeMs: number };

/** Names of the messages whose time (from the name, else the file's mtime) is before cutoff. */
export async function findOldOutboxMessages(dir: string, cutoff: Date): Promise<string[]> {
  const files = await regularFiles(dir, isOutboxFileName);
  return files
    .filter((file) => (timeFromOutboxFileName(file.name) ?? file.mtimeMs) < cutoff.getTime())
    .map((file) => file.name);
}

/** Leftover temp files of interrupted writes, older than an hour (a younger one may be live). */
export async function findStaleOutboxTempFiles(dir: string, now: Date): Promise<string[]> {
  const files = await regularFiles(dir, (name) => TEMP_NAME.test(name));
  return files
    .filter((file) => file.mtimeMs < now.getTime() - TEMP_FILE_MAX_AGE_MS)
    .map((file) => file.name);
}

/** The messages addressed (To or Cc) to one person, read from their headers. */
export async function findOutboxMessagesTo(dir: string, email: string): Promise<string[]> {
  const wanted = email.trim().toLowerCase();
  const entries = await listOutbox(dir);
  return entries
    .filter((entry) => entry.recipients.some((address) => address.toLowerCase() === wanted))
    .map((entry) => entry.fileName);
}

/**
 * The report e-mails of these couple sessions, to either partner, found by name: each is written
 * as `<time>-<hash of refDigest:role>.eml` (providers/mail/outbox-files.ts), so the partner's copy
 * goes with the session even though it is not addressed to the person erasing it. The session's
 * notices (the partner's link and reminder, person 1's notice) are named the same way.
 */
export async function findOutboxMessagesOfSessions(
  dir: string,
  refDigests: readonly CapabilityDigest[],
): Promise<string[]> {
  const suffixes = new Set(
    refDigests.flatMap((refDigest) =>
      [`${refDigest}:person1`, `${refDigest}:person2`, ...noticeDeliveryKeys(refDigest)].map(
        (key) => `-${hashDeliveryKey(key).slice(0, 12)}.eml`,
      ),
    ),
  );
  const files = await regularFiles(dir, isOutboxFileName);
  return files.map((file) => file.name).filter((name) => suffixes.has(name.slice(-17)));
}

/** Deletes the named files from the outbox; answers how many it removed. */
export async function removeOutboxFiles(dir: string, names: string[]): Promise<number> {
  let removed = 0;
  for (const name of names) {
    try {
      await unlink(join(dir, name));
      removed += 1;
    } catch (error) {
      // Already gone (another purge, or the person's own erasure): nothing left to do.
      if (systemErrorCode(error) !== 'ENOENT') throw error;
    }
  }
  return removed;
}

async function regularFiles(dir: string, accept: (name: string) => boolean): Promise<FileInfo[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    // No message sent yet: the folder is created by the first send.
    if (systemErrorCode(error) === 'ENOENT') return [];
    throw error;
  }
  const files: FileInfo[] = [];
  for (const name of names.filter(accept)) {
    try {
      // lstat: a symbolic link is never ours, and is never followed out of the folder.
      const stats = await lstat(join(dir, name));
      if (stats.isFile()) files.push({ name, mtimeMs: stats.mtimeMs });
    } catch (error) {
      if (systemErrorCode(error) !== 'ENOENT') throw error;
    }
  }
  return files;
}
