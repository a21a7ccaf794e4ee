import { constants } from 'node:fs';
import { lstat, open, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type AddressObject, type EmailAddress, simpleParser } from 'mailparser';
import { isOutboxFileName, timeFromOutboxFileName } from './outbox-files';
import { systemErrorCode } from './system-error-code';

export type OutboxEntry = {
  fileName: string;
  subject: string;
  recipients: string[];
  /** The message's Date header; the file's modification time when it has none. */
  date: Date;
  size: number;
};

type OutboxFile = { fileName: string; size: number; mtimeMs: number };

/** Enough for any header block we write; the body (and its PDF) is never read for a listing. */
const HEADER_READ_BYTES = 64 * 1024;
const PARALLEL_READS = 8;

/**
 * The messages in the outbox, newest first, for the admin area. Headers are parsed with
 * mailparser (3.9.31, the version that installs here) rather than a hand-written reader, so
 * encoded subjects and address lists decode as a mail client would show them; only the header
 * block of each file is read.
 */
export async function listOutbox(
  outboxDir: string,
  options: { limit?: number } = {},
): Promise<OutboxEntry[]> {
  const names = (await readNames(outboxDir)).filter(isOutboxFileName);
  const files = (await Promise.all(names.map((name) => statFile(outboxDir, name)))).filter(
    (file): file is OutboxFile => file !== null,
  );
  const newest = files.sort(compareNewestFirst).slice(0, options.limit ?? files.length);
  const entries: OutboxEntry[] = [];
  for (let start = 0; start < newest.length; start += PARALLEL_READS) {
    const batch = newest.slice(start, start + PARALLEL_READS);
    entries.push(...(await Promise.all(batch.map((file) => describeFile(outboxDir, file)))));
  }
  return entries;
}

/** Newest first: the time in our file names (ms precision), then mtime, then name. */
export function compareNewestFirst(a: OutboxFile, b: OutboxFile): number {
  const timeA = timeFromOutboxFileName(a.fileName) ?? a.mtimeMs;
  const timeB = timeFromOutboxFileName(b.fileName) ?? b.mtimeMs;
  if (timeA !== timeB) return timeB - timeA;
  if (a.mtimeMs !== b.mtimeMs) return b.mtimeMs - a.mtimeMs;
  return a.fileName < b.fileName ? 1 : a.fileName > b.fileName ? -1 : 0;
}

async function readNames(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    // No message sent yet: the outbox is created by the first send.
    if (systemErrorCode(error) === 'ENOENT') return [];
    throw error;
  }
}

async function statFile(dir: string, fileName: string): Promise<OutboxFile | null> {
  try {
    const stats = await lstat(join(dir, fileName));
    return stats.isFile() ? { fileName, size: stats.size, mtimeMs: stats.mtimeMs } : null;
  } catch (error) {
    // Removed between readdir and lstat (e.g. by the 30-day purge): not an error.
    if (systemErrorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

async function describeFile(dir: string, file: OutboxFile): Promise<OutboxEntry> {
  const headers = await simpleParser(await readHeaderBlock(join(dir, file.fileName)), {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    skipTextLinks: true,
  });
  return {
    fileName: file.fileName,
    subject: headers.subject ?? '',
    recipients: [...addressesOf(headers.to), ...addressesOf(headers.cc)],
    date: headers.date ?? new Date(file.mtimeMs),
    size: file.size,
  };
}

/** The header block of a message, closed by an empty line so it parses as a message alone. */
async function readHeaderBlock(path: string): Promise<Buffer> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const buffer = Buffer.alloc(HEADER_READ_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_READ_BYTES, 0);
    const start = buffer.subarray(0, bytesRead);
    const crlfEnd = start.indexOf('\r\n\r\n');
    const end = crlfEnd >= 0 ? crlfEnd : start.indexOf('\n\n');
    return Buffer.concat([end >= 0 ? start.subarray(0, end) : start, Buffer.from('\r\n\r\n')]);
  } finally {
    await handle.close();
  }
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.flatMap(flattenAddress));
}

function flattenAddress(address: EmailAddress): string[] {
  if (address.group) return address.group.flatMap(flattenAddress);
  return address.address ? [address.address] : [];
}
