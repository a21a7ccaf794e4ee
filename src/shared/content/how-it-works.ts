import {
  priceOf,
  products,
  QUESTIONNAIRE_PRODUCTS,
  type QuestionnaireProduct,
  tierContents,
} from '../catalog';
import { algorithmClaim, journeyClaims, speedClaims } from './claims';

export type HowStep = {
  id: 'intake' | 'analysis' | 'depth' | 'report';
  title: string;
  duration: string;
  body: string;
};

/**
 * The four steps on /how-it-works (docs/product.md §2): intake, AI analysis, choose depth, receive
 * report.
 */
export const howSteps: readonly HowStep[] = [
  {
    id: 'intake',
    title: 'Intake',
    duration: journeyClaims.intake,
    body: 'A few basics about you and the relationship: how long, how it is labelled, how you each give and receive love. No essays yet.',
  },
  {
    id: 'analysis',
    title: 'AI analysis',
    duration: speedClaims.howItWorks,
    body: `You and your partner answer separately. The algorithm v${algorithmClaim.version} weighs ${algorithmClaim.variables} variables and runs the honesty meter over both sets of answers.`,
  },
  {
    id: 'depth',
    title: 'Choose your depth',
    duration: 'your call',
    body: 'Stop at the free Quick Scan, or go deeper with Detonation or Detonation + FOSM (Max). You only pay if you want the full report.',
  },
  {
    id: 'report',
    title: 'Receive your report',
    duration: 'by e-mail',
    body: 'The free result appears on screen. Paid reports arrive as a branded PDF: grade, red flags, dynamics and, with Max, a verdict and an action plan.',
  },
];

/** The four-step journey strip: the same path in one glance. */
export const journeyStrip = {
  title: `The whole journey takes ${journeyClaims.journey}`,
  steps: ['Answer', 'Invite your partner', 'Get analysed', 'Read your report'],
} as const;

export type ComparisonRow = {
  feature: string;
  /** Per plan: true = included, false = not included, a string = included with this detail. */
  values: Readonly<Record<QuestionnaireProduct, boolean | string>>;
};

export const comparisonPlans = QUESTIONNAIRE_PRODUCTS;

/** Short names keep the four-column table readable on a 375 px screen. */
const shortNames: Record<QuestionnaireProduct, string> = {
  storm: 'Quick Scan',
  detonation: 'Detonation',
  detonation_fosm: 'Max',
};

export const comparisonColumns = comparisonPlans.map((id) => ({
  id,
  name: products[id].name,
  shortName: shortNames[id],
  price: priceOf(id),
}));

function notHonesty(feature: string): boolean {
  return !/honesty/i.test(feature);
}

/** Tier comparison (docs/product.md §1 tier contents via the catalog's tierContents). */
export const comparisonRows: readonly ComparisonRow[] = [
  {
    feature: 'Questions',
    values: { storm: '5', detonation: '10 per person', detonation_fosm: '10 per person' },
  },
  {
    feature: 'Delivery',
    values: { storm: 'On screen', detonation: 'PDF by e-mail', detonation_fosm: 'PDF by e-mail' },
  },
  {
    feature: 'Honesty meter (FOSM)',
    values: {
      storm: 'Sample, 3 of 5 levels',
      detonation: 'Honesty insights',
      detonation_fosm: 'Full meter, 5 levels',
    },
  },
  // The honesty items are summarised in the row above, so they are not listed twice.
  ...tierContents.detonation.filter(notHonesty).map(
    (feature): ComparisonRow => ({
      feature,
      values: { storm: false, detonation: true, detonation_fosm: true },
    }),
  ),
  ...tierContents.detonation_fosm.filter(notHonesty).map(
    (feature): ComparisonRow => ({
      feature,
      values: { storm: false, detonation: false, detonation_fosm: true },
    }),
  ),
];
