/**
 * The one products catalog (decisions D-01, D-02, D-03). Every price, name and feature list
 * shown on a page or charged by the server comes from here. It imports no zod, so that pages
 * showing prices stay light; the API schemas for product ids are in api/products.ts.
 */
export const PRODUCT_IDS = ['storm', 'detonation', 'detonation_fosm', 'dual_scan'] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export type Product = {
  id: ProductId;
  name: string;
  /** Price in US cents; 0 means free. */
  priceCents: number;
  /** Whether a checkout can be started for it without operator configuration (D-03). */
  purchasable: boolean;
  /** Everything the product contains, including what cheaper tiers contain. */
  features: readonly string[];
};

const DETONATION_CONTENTS = [
  'Grade and compatibility score',
  'Trauma bond detection',
  'Red flags',
  'Dynamics report',
  'Honesty insights',
] as const;

const MAX_CONTENTS = [
  'Traffic light system',
  'Shadow work opportunities',
  'Full honesty meter (FOSM, 5 levels)',
  'Future forecast',
  'Verdict',
  'Action plan',
  'Partner-level score',
  'Average score',
] as const;

export const products: Readonly<Record<ProductId, Product>> = {
  storm: {
    id: 'storm',
    name: 'Free Quick Scan',
    priceCents: 0,
    purchasable: true,
    features: [
      '5 questions',
      'Share by text with your partner',
      'Alignment shown on screen',
      'FOSM sample (3 of 5 levels)',
    ],
  },
  detonation: {
    id: 'detonation',
    name: 'Detonation',
    priceCents: 999,
    purchasable: true,
    features: ['10 questions per person', 'Branded PDF report by e-mail', ...DETONATION_CONTENTS],
  },
  detonation_fosm: {
    id: 'detonation_fosm',
    name: 'Detonation + FOSM (Max)',
    priceCents: 1995,
    purchasable: true,
    features: ['Everything in Detonation', ...MAX_CONTENTS],
  },
  dual_scan: {
    id: 'dual_scan',
    name: 'Dual Scan + Compatibility',
    priceCents: 2700,
    purchasable: false,
    features: ['Both partners scanned', 'Compatibility report'],
  },
};

/** Tier contents as spec §1 lists them, for comparison tables. */
export const tierContents = {
  detonation: DETONATION_CONTENTS,
  detonation_fosm: MAX_CONTENTS,
} as const;

const ALIASES: Readonly<Record<string, ProductId>> = {
  free: 'storm',
  storm: 'storm',
  detonation: 'detonation',
  detonation_plus: 'detonation_fosm',
  detonation_fosm: 'detonation_fosm',
  detonation_max: 'detonation_fosm',
  max: 'detonation_fosm',
  fosm: 'detonation_fosm',
  dual_scan: 'dual_scan',
};

/** The only place a tier or productType alias is resolved (D-02). Unknown values give null. */
export function resolveProductId(value: string): ProductId | null {
  return Object.hasOwn(ALIASES, value) ? (ALIASES[value] ?? null) : null;
}

export function formatPrice(priceCents: number): string {
  if (priceCents === 0) return 'Free';
  return `$${(priceCents / 100).toFixed(2)}`;
}

export function priceOf(id: ProductId): string {
  return formatPrice(products[id].priceCents);
}
