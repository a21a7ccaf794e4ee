import { accuracyClaims, algorithmClaim, journeyClaims } from './claims';

export type StatTile = {
  value: string;
  label: string;
  detail: string;
};

/** The four stat tiles on the landing page (docs/product.md §2). Figures come from claims.ts. */
export const landingStats: readonly StatTile[] = [
  {
    value: algorithmClaim.trainedOn,
    label: 'relationship outcomes',
    detail: 'The patterns the algorithm learned from.',
  },
  {
    value: algorithmClaim.variables,
    label: 'variables per couple',
    detail: 'From how you fight to how you say sorry.',
  },
  {
    value: accuracyClaims.landing,
    label: 'accuracy',
    detail: 'Readings that matched what couples later told us.',
  },
  {
    value: journeyClaims.journeyShort,
    label: 'start to finish',
    detail: `The whole journey takes ${journeyClaims.journey}.`,
  },
];
