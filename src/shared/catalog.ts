/**
 * The one products catalog (decisions D-01, D-02, D-03). Every price, name and feature list
 * shown on a page or charged by the server comes from here. It imports no zod, so that pages
 * showing prices stay light; the API schemas for product ids are in api/products.ts.
 */
/** What a product is: the free scan, a paid couple report, or the couple scan not yet sold. */
export type ProductKind = 'free_scan' | 'couple_report' | 'couple_scan';
/** The question sets (src/shared/questions): the free scan's five, the paid reports' ten. */
export type QuestionSet = 'storm' | 'detonation';

export type ProductSpec = {
  id: string;
  name: string;
  /** Price in US cents; 0 means free. */
  priceCents: number;
  /** Whether a checkout can be started for it without operator configuration (D-03). */
  purchasable: boolean;
  kind: ProductKind;
  /** The questions each person answers; null when the product has no questionnaire. */
  questionSet: QuestionSet | null;
  /** Whether the report carries the Max section (FOSM levels, forecast, verdict, plan). */
  includesMax: boolean;
  /** The environment variable holding its Stripe Payment Link for the single page, if sold so. */
  paymentLinkVariable: string | null;
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

/**
 * The catalog. Adding a tier is an entry here (and its copy in src/shared/content): every list of
 * products below, the API enums, the database CHECK and the engine's gating derive from it.
 */
export const CATALOG = {
  storm: {
    id: 'storm',
    name: 'Free Quick Scan',
    priceCents: 0,
    purchasable: true,
    kind: 'free_scan',
    questionSet: 'storm',
    includesMax: false,
    paymentLinkVariable: null,
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
    kind: 'couple_report',
    questionSet: 'detonation',
    includesMax: false,
    paymentLinkVariable: 'STRIPE_PAYMENT_LINK_DETONATION',
    features: ['10 questions per person', 'Branded PDF report by e-mail', ...DETONATION_CONTENTS],
  },
  detonation_fosm: {
    id: 'detonation_fosm',
    name: 'Detonation + FOSM (Max)',
    priceCents: 1995,
    purchasable: true,
    kind: 'couple_report',
    questionSet: 'detonation',
    includesMax: true,
    paymentLinkVariable: 'STRIPE_PAYMENT_LINK_DETONATION_FOSM',
    features: ['Everything in Detonation', ...MAX_CONTENTS],
  },
  dual_scan: {
    id: 'dual_scan',
    name: 'Dual Scan + Compatibility',
    priceCents: 2700,
    purchasable: false,
    kind: 'couple_scan',
    questionSet: null,
    includesMax: false,
    paymentLinkVariable: null,
    features: ['Both partners scanned', 'Compatibility report'],
  },
} as const satisfies Record<string, ProductSpec>;

/** The ids of a catalog whose entries match `Condition`. */
type IdsWhere<C, Condition> = {
  [K in keyof C]: C[K] extends Condition ? K : never;
}[keyof C] &
  string;

/**
 * The lists every other module uses, derived from a catalog. Parametric so that a test can add a
 * tier to a copy and watch the lists, the types and the schemas follow.
 */
export function deriveProductLists<C extends Record<string, ProductSpec>>(catalog: C) {
  // Object.keys is typed string[]; the keys of C are exactly its entries.
  const ids = Object.keys(catalog) as (keyof C & string)[];
  return {
    ids,
    /** Sold through a checkout, with a report (the two-step flow, Payment Links). */
    paid: ids.filter(
      (id): id is IdsWhere<C, { kind: 'couple_report' }> => catalog[id]?.kind === 'couple_report',
    ),
    /** What a couple session can be for. */
    couple: ids.filter(
      (id): id is IdsWhere<C, { kind: 'couple_report' | 'couple_scan' }> =>
        catalog[id]?.kind !== 'free_scan',
    ),
    /** What the questionnaires (/questions) can be answered for. */
    questionnaire: ids.filter(
      (id): id is IdsWhere<C, { questionSet: QuestionSet }> => catalog[id]?.questionSet != null,
    ),
  };
}

const lists = deriveProductLists(CATALOG);

export type ProductId = keyof typeof CATALOG;
export type Product = (typeof CATALOG)[ProductId];
export const PRODUCT_IDS: readonly ProductId[] = lists.ids;
/** The paid couple reports: what a checkout or a Payment Link sells. */
export const PAID_PRODUCTS = lists.paid;
export type PaidProduct = (typeof PAID_PRODUCTS)[number];
/** What a couple session can be for (the single page lists them all). */
export const COUPLE_PRODUCTS = lists.couple;
export type CoupleProduct = (typeof COUPLE_PRODUCTS)[number];
/** What an assessment (/questions) can be for. */
export const QUESTIONNAIRE_PRODUCTS = lists.questionnaire;
export type QuestionnaireProduct = (typeof QUESTIONNAIRE_PRODUCTS)[number];

export const products: Readonly<Record<ProductId, Product>> = CATALOG;

export function isPaidProduct(id: string): id is PaidProduct {
  return PAID_PRODUCTS.some((paid) => paid === id);
}

export function isCoupleProduct(id: string): id is CoupleProduct {
  return COUPLE_PRODUCTS.some((couple) => couple === id);
}

export function isQuestionnaireProduct(id: string): id is QuestionnaireProduct {
  return QUESTIONNAIRE_PRODUCTS.some((product) => product === id);
}

/** The variable holding a paid product's Stripe Payment Link (the single page's checkout). */
export type PaymentLinkVariable = (typeof CATALOG)[PaidProduct]['paymentLinkVariable'];

export function paymentLinkVariableOf(id: PaidProduct): PaymentLinkVariable {
  return CATALOG[id].paymentLinkVariable;
}

/** The products that answer a question set (both paid reports share the ten questions). */
export function productsAnswering(set: QuestionSet): readonly QuestionnaireProduct[] {
  return QUESTIONNAIRE_PRODUCTS.filter((id) => CATALOG[id].questionSet === set);
}

/** A questionnaire product's question set. */
export function questionSetOf(id: QuestionnaireProduct): QuestionSet {
  return CATALOG[id].questionSet;
}

/** Tier contents as docs/product.md §1 lists them, for comparison tables. */
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
