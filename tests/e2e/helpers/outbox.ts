/**
 * The e-mails the server under test wrote to its outbox (DATA_DIR/outbox, one .eml file each:
 * docs/operations.md), read as raw text for the browser tests to parse.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

export function outboxDir(): string {
  return join(inject('dataDir'), 'outbox');
}

/**
 * The raw e-mails addressed to `address`; with `subject`, only those whose subject starts with
 * it (person 1 gets partner notices as well as the report, for one).
 */
export function outboxMailsTo(address: string, subject?: string): string[] {
  const outbox = outboxDir();
  if (!existsSync(outbox)) return [];
  const to = new RegExp(`^To: ${escaped(address)}\\r?$`, 'm');
  const subjectLine = subject ? new RegExp(`^Subject: ${escaped(subject)}`, 'm') : null;
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((raw) => to.test(raw) && (subjectLine?.test(raw) ?? true));
}

/** The report e-mails to `address` (not the notices it may get before). */
export function reportMailsTo(address: string): string[] {
  return outboxMailsTo(address, 'Your mSoul report');
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
