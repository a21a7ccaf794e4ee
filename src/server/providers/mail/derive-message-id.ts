import { createHash } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';

/** Hex SHA-256 of the delivery key: the key may hold a capability id, which stays out of mail. */
export function hashDeliveryKey(deliveryKey: string): string {
  return createHash('sha256').update(deliveryKey, 'utf8').digest('hex');
}

/**
 * The Message-ID for a delivery: the same key always gives the same id, so a retried send (or a
 * copy in the outbox) is recognisable as the same delivery. The domain is the sender's.
 */
export function deriveMessageId(deliveryKey: string, from: string): string {
  return `<${hashDeliveryKey(deliveryKey).slice(0, 32)}@${senderDomain(from)}>`;
}

function senderDomain(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  const domain = first?.address?.split('@')[1] ?? '';
  return /^[A-Za-z0-9.-]+$/.test(domain) ? domain.toLowerCase() : 'localhost';
}
