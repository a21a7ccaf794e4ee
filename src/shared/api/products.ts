import { z } from 'zod';
import { PRODUCT_IDS, resolveProductId } from '../catalog';

/** A canonical product id (decision D-02). */
export const productIdSchema = z.enum(PRODUCT_IDS);

/** Any accepted alias of a tier or productType, turned into its canonical id (D-02). */
export const productAliasSchema = z.string().transform((value, ctx) => {
  const id = resolveProductId(value);
  if (id === null) {
    ctx.addIssue({ code: 'custom', message: `Unknown product: ${value}` });
    return z.NEVER;
  }
  return id;
});
