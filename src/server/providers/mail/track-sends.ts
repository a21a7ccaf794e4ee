import { MailDeliveryError } from './mailer';

/**
 * Counts sends in flight so close() can wait for them: a graceful shutdown must not cut a
 * message that is half-way into the outbox or the SMTP pool. Sends after close() reject.
 */
export function trackSends() {
  const pending = new Set<Promise<unknown>>();
  let closed = false;
  return {
    async run<T>(send: () => Promise<T>): Promise<T> {
      if (closed) {
        throw new MailDeliveryError('The mailer is closed', { code: 'ECLOSED', permanent: false });
      }
      const sending = send();
      pending.add(sending);
      try {
        return await sending;
      } finally {
        pending.delete(sending);
      }
    },
    async close(): Promise<void> {
      closed = true;
      await Promise.allSettled([...pending]);
    },
  };
}
