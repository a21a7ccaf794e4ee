/**
 * Marketing claims, shown as docs/product.md states them and per page where docs/product.md says
 * they differ (docs/product.md §1, decision D-04). This is the one place an operator edits them;
 * pages never type a claim by hand.
 */

export const algorithmClaim = {
  name: 'mSoul algorithm',
  version: '2.7',
  variables: '50+',
  trainedOn: '50,000+',
} as const;

export const fosmClaim = {
  name: 'Full of 💩 Meter',
  short: 'FOSM',
  levels: 5,
  /** The free Quick Scan shows a sample of the meter (docs/product.md §9). */
  freeSampleLevels: 3,
} as const;

/**
 * docs/product.md shows a different accuracy figure on different pages; each page reads its own.
 */
export const accuracyClaims = {
  landing: '92.7%',
  algorithm: '94%',
  proof: '91%',
} as const;

/**
 * Report speed claims differ by page in docs/product.md. Marketing pages use the first two; the
 * payment pages (owned elsewhere) read the rest from here so that they stay editable in one file.
 */
export const speedClaims = {
  landing: 'under 2 minutes',
  howItWorks: 'under 3 minutes',
  paymentProcessing: 'within 10-15 minutes',
  thankYou: 'within 24 hours',
  submission: 'within 24-48 hours',
} as const;

export const journeyClaims = {
  journey: 'under 5 minutes',
  /** The same claim, short enough for a stat tile. */
  journeyShort: '< 5 min',
  intake: '2-3 minutes',
} as const;

/**
 * Shown wherever the product talks about red flags or trauma bonds. Serious moment: no jokes.
 * The hotline is the US National Domestic Violence Hotline.
 */
export const safetyNote = {
  title: 'If you feel unsafe',
  body: 'If you are afraid of your partner, or someone is hurting you, a compatibility score is not the answer. Call your local emergency number if you are in danger. In the US, the National Domestic Violence Hotline is free and confidential, day and night: call 1-800-799-7233 or text START to 88788.',
} as const;
