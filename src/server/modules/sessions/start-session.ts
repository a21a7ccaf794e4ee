import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { startSessionBodySchema } from '../../../shared/api/sessions';
import { products } from '../../../shared/catalog';
import type { Db } from '../../db/client';
import { assessments, coupleSessions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { capabilityDigest, newCapabilityId } from '../../security/capability-id';
import { REF_ID_PREFIX } from './session-repository';

export const PAYMENT_UNAVAILABLE = new AppError(
  400,
  'payment_unavailable',
  'Payment option not available',
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens a couple session (docs/product.md §7 POST /api/start-session, D-08). A product that cannot
 * be bought (dual_scan, D-03) opens nothing. An intake assessment is linked when it exists (D-09);
 * an unknown one is ignored, since the session works without it.
 */
export async function startSession(
  db: Db,
  body: z.output<typeof startSessionBodySchema>,
): Promise<{ refId: string }> {
  if (body.website) throw AppError.rejected();
  if (!products[body.productType].purchasable) throw PAYMENT_UNAVAILABLE;
  let assessmentId: string | null = null;
  if (body.assessmentId && UUID.test(body.assessmentId)) {
    const [found] = await db
      .select({ id: assessments.id })
      .from(assessments)
      .where(eq(assessments.id, body.assessmentId));
    assessmentId = found?.id ?? null;
  }
  const refId = newCapabilityId(REF_ID_PREFIX);
  await db
    .insert(coupleSessions)
    .values({ refDigest: capabilityDigest(refId), productType: body.productType, assessmentId });
  return { refId };
}
