import { hashDeliveryKey } from './derive-message-id';

/**
 * Names in the outbox: `<ISO time without colons>-<12 hex of the delivery key's hash>.eml`, e.g.
 * `2025-11-21T101300.123Z-3f2a9c0d1e4b.eml`. Colons are left out because some file systems and
 * download dialogs refuse them.
 */
const OUR_NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z-[0-9a-f]{12}\.eml$/;

/** Any plain .eml name: no separators, no leading dot (temp files and '..' both start with one). */
const PLAIN_EML_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.eml$/;

export function outboxFileName(date: Date, deliveryKey: string): string {
  const time = date.toISOString().replaceAll(':', '');
  return `${time}-${hashDeliveryKey(deliveryKey).slice(0, 12)}.eml`;
}

/** A plain .eml file name directly in the outbox folder: what the admin area may open. */
export function isOutboxFileName(name: string): boolean {
  return PLAIN_EML_NAME.test(name);
}

/** The time written into one of our names, in ms; null for a name of another form. */
export function timeFromOutboxFileName(name: string): number | null {
  const match = OUR_NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  const time = Date.parse(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(time) ? null : time;
}

/** The hidden name a message is written under before it is renamed into place. */
export function outboxTempName(fileName: string, unique: string): string {
  return `.${fileName}.${unique}.tmp`;
}
