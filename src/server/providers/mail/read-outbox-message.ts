import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { isOutboxFileName } from './outbox-files';
import { systemErrorCode } from './system-error-code';

/** The name asked for is not a plain .eml file name in the outbox (e.g. '../x.eml'). */
export class OutboxFileNameError extends Error {
  override name = 'OutboxFileNameError';
}

/**
 * The raw .eml of one outbox message, for the admin area to open; null when there is no such
 * message. The name comes from a request, so only a plain file name directly in the outbox is
 * accepted (no separators, no dot-dot, .eml only) and symbolic links are not followed.
 */
export async function readOutboxMessage(
  outboxDir: string,
  fileName: string,
): Promise<Buffer | null> {
  if (!isOutboxFileName(fileName)) {
    throw new OutboxFileNameError('Not the name of a message in the outbox');
  }
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(join(outboxDir, fileName), constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    const code = systemErrorCode(error);
    // ELOOP: the name is a symbolic link, which we never write.
    if (code === 'ENOENT' || code === 'ELOOP') return null;
    throw error;
  }
  try {
    const stats = await handle.stat();
    return stats.isFile() ? await handle.readFile() : null;
  } finally {
    await handle.close();
  }
}
