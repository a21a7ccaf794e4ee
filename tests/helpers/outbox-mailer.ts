/**
 * A mailer of its own writing to a throwaway outbox, for tests that deliver reports themselves
 * and count only their own messages (the test app's jobs write to the app's outbox).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer } from '../../src/server/providers/mail/create-mailer';
import type { Mailer } from '../../src/server/providers/mail/mailer';

export type OutboxMailer = { mailer: Mailer; outboxDir: string; close(): Promise<void> };

export function createOutboxMailer(): OutboxMailer {
  const outboxDir = mkdtempSync(join(tmpdir(), 'msoul-outbox-'));
  const mailer = createMailer({
    from: 'mSoul <reports@msoul.test>',
    transport: 'outbox',
    outboxDir,
  });
  return {
    mailer,
    outboxDir,
    close: async () => {
      await mailer.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
