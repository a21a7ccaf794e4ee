import {
  type ProductId,
  priceOf,
  products,
  QUESTIONNAIRE_PRODUCTS,
  type QuestionnaireProduct,
} from '../catalog';
import { detonationHref } from '../routes';
import { speedClaims } from './claims';

/**
 * Plan cards (docs/product.md §3 "Plan card"), built from the catalog so that names, prices and
 * features are never typed twice (D-01). Where a button leads depends on the page
 * (docs/product.md §2).
 */

/** The free plan opens the external scan host (D-05), known only at run time. */
export type PlanHref = { kind: 'scanHost' } | { kind: 'route'; to: string };

export type PlanVariant = 'landing' | 'pricing';

export type PlanCard = {
  id: ProductId;
  /** The tier name of docs/product.md §3 for the card: free, detonation or detonation_plus. */
  tier: 'free' | 'detonation' | 'detonation_plus';
  title: string;
  priceText: string;
  priceNote: string;
  description: string;
  features: readonly string[];
  isPopular: boolean;
  buttonText: string;
  href: PlanHref;
};

type PlanCopy = Omit<PlanCard, 'id' | 'title' | 'priceText' | 'features' | 'href'>;

/** Each plan's words; a tier added to the catalog needs its entry here. */
const copy: Record<QuestionnaireProduct, PlanCopy> = {
  storm: {
    tier: 'free',
    priceNote: 'no card needed',
    description: 'A five-question gut check you both answer by text. Your result shows on screen.',
    isPopular: false,
    buttonText: 'Start the Free Scan',
  },
  detonation: {
    tier: 'detonation',
    priceNote: 'one time, per couple',
    description:
      'The full couple report: ten questions each, graded and e-mailed to you as a branded PDF.',
    isPopular: true,
    buttonText: 'Get Detonation',
  },
  detonation_fosm: {
    tier: 'detonation_plus',
    priceNote: 'one time, per couple',
    description:
      'Everything in Detonation plus the full honesty meter, a verdict, a forecast and an action plan.',
    isPopular: false,
    buttonText: 'Get Max',
  },
};

const PLAN_ORDER = QUESTIONNAIRE_PRODUCTS;

function hrefFor(id: QuestionnaireProduct, variant: PlanVariant): PlanHref {
  if (id === 'storm') return { kind: 'scanHost' };
  // Landing: /checkout/<tier> (which redirects); /pricing: straight to /detonation
  // (docs/product.md §2). Both arrive with the plan's report preselected.
  if (variant === 'landing') return { kind: 'route', to: `/checkout/${copy[id].tier}` };
  return { kind: 'route', to: detonationHref({ tier: id }) };
}

export function planCards(variant: PlanVariant): readonly PlanCard[] {
  return PLAN_ORDER.map((id) => ({
    id,
    ...copy[id],
    title: products[id].name,
    priceText: priceOf(id),
    features: products[id].features,
    href: hrefFor(id, variant),
  }));
}

/** The delivery and refund note under the /pricing cards (docs/product.md §2, §9). */
export const deliveryAndRefundNote = {
  title: 'Delivery and refunds',
  items: [
    'The Free Quick Scan shows its result on screen only; nothing is e-mailed.',
    `Paid reports arrive by e-mail as a branded PDF, usually within minutes and always ${speedClaims.thankYou}. Use the same e-mail address for your answers and your payment so we can match them.`,
    'Card payments are processed by our payment provider. You pay once; there is no subscription.',
    'No refunds after your report has been delivered. We refund duplicate purchases and reports that never arrived.',
  ],
} as const;
