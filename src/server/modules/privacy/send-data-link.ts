import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataRequests } from '../../db/schema';
import type { Mailer } from '../../providers/mail/mailer';
import { deriveKey, open } from '../../security/secret-box';
import { LINK_KEY_PURPOSE } from './privacy-repository';
import { renderDataLinkEmail } from './render-data-link-email';

export type SendDataLinkDeps = {
  db: Db;
  mailer: Mailer;
  secretKey: string;
  publicUrl: string;
};

/** The page the e-mailed link opens (shared/routes.ts lists `/my-data/:token`). */
export function dataLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/my-data/${token}`;
}

/**
 * Job `privacy.send-link`: e-mails the one-time link of a data request, then forgets the token
 * (only its hash stays). A request already sent, used, expired or erased sends nothing, so
 * retries and duplicate jobs never send twice; the Message-ID comes from the request id, so a
 * send repeated after a crash is recognisably the same message.
 */
export async function sendDataLink(
  deps: SendDataLinkDeps,
  requestId: string,
  now: () => Date = () => new Date(),
): Promise<{ sent: boolean }> {
  const { db } = deps;
  const [request] = await db.select().from(dataRequests).where(eq(dataRequests.id, requestId));
  if (!request || request.sentAt !== null || request.linkTokenSealed === null) {
    return { sent: false };
  }
  const forget = () =>
    db.update(dataRequests).set({ linkTokenSealed: null }).where(eq(dataRequests.id, requestId));
  if (request.usedAt !== null || request.expiresAt <= now()) {
    await forget();
    return { sent: false };
  }
  const token = open(request.linkTokenSealed, deriveKey(deps.secretKey, LINK_KEY_PURPOSE));
  if (token === null) {
    // Sealed under another SECRET_KEY or changed: no retry can read it. The person asks again.
    await forget();
    throw new Error('a data request link could not be unsealed (SECRET_KEY changed?)');
  }
  const email = await renderDataLinkEmail(dataLinkUrl(deps.publicUrl, token));
  await deps.mailer.send({
    to: request.email,
    subject: email.subject,
    html: email.html,
    text: email.text,
    attachments: [],
    deliveryKey: `privacy-link:${requestId}`,
  });
  await db
    .update(dataRequests)
    .set({ linkTokenSealed: null, sentAt: now() })
    .where(eq(dataRequests.id, requestId));
  return { sent: true };
}
