import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  CATALOG,
  COUPLE_PRODUCTS,
  deriveProductLists,
  PAID_PRODUCTS,
  type PaidProduct,
  type ProductSpec,
  productsAnswering,
  QUESTIONNAIRE_PRODUCTS,
} from './catalog';

describe('the catalog is the one source of the product lists', () => {
  it('derives the lists the flows use from each entry', () => {
    expect(PAID_PRODUCTS).toEqual(['detonation', 'detonation_fosm']);
    expect(COUPLE_PRODUCTS).toEqual(['detonation', 'detonation_fosm', 'dual_scan']);
    expect(QUESTIONNAIRE_PRODUCTS).toEqual(['storm', 'detonation', 'detonation_fosm']);
    expect(productsAnswering('detonation')).toEqual(['detonation', 'detonation_fosm']);
    expectTypeOf<PaidProduct>().toEqualTypeOf<'detonation' | 'detonation_fosm'>();
  });

  it('takes a new tier into every list, type and schema from one entry', () => {
    const withPlatinum = {
      ...CATALOG,
      platinum: {
        id: 'platinum',
        name: 'Platinum',
        priceCents: 4900,
        purchasable: true,
        kind: 'couple_report',
        questionSet: 'detonation',
        includesMax: true,
        paymentLinkVariable: 'STRIPE_PAYMENT_LINK_PLATINUM',
        features: ['Everything in Max'],
      },
    } as const satisfies Record<string, ProductSpec>;
    const lists = deriveProductLists(withPlatinum);

    expect(lists.paid).toEqual(['detonation', 'detonation_fosm', 'platinum']);
    expect(lists.couple).toEqual(['detonation', 'detonation_fosm', 'dual_scan', 'platinum']);
    expect(lists.questionnaire).toEqual(['storm', 'detonation', 'detonation_fosm', 'platinum']);
    type Paid = (typeof lists.paid)[number];
    expectTypeOf<Paid>().toEqualTypeOf<'detonation' | 'detonation_fosm' | 'platinum'>();

    // The API schemas are enums over these lists: the new tier is accepted with its type.
    const paidSchema = z.enum(lists.paid);
    expect(paidSchema.parse('platinum')).toBe('platinum');
    expect(paidSchema.safeParse('storm').success).toBe(false);
    expectTypeOf<z.infer<typeof paidSchema>>().toEqualTypeOf<Paid>();
  });

  it('leaves a tier that is no couple report out of the paid lists', () => {
    const withTrial = {
      ...CATALOG,
      trial: { ...CATALOG.storm, id: 'trial', name: 'Trial scan' },
    } as const satisfies Record<string, ProductSpec>;
    const lists = deriveProductLists(withTrial);
    expect(lists.paid).not.toContain('trial');
    expect(lists.couple).not.toContain('trial');
    expect(lists.questionnaire).toContain('trial');
  });
});
