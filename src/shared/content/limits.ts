/**
 * Limits the product promises (docs/product.md §9): small on purpose, because the site frame
 * (footer) on every page imports it and with it whatever else sits in the same module.
 */
export const privacyLimits = {
  retentionDays: 30,
  dataRequestResponse: 'within 24 hours',
  termsChangeNoticeDays: 30,
  minimumAge: 18,
} as const;

export const disclaimers = {
  guidance: 'Guidance, not therapy.',
  entertainment: 'For entertainment purposes only.',
  retention: `Your answers are deleted after ${privacyLimits.retentionDays} days.`,
  /** The one-line version for footers and fine print. */
  short: `mSoul is guidance, not therapy, and is for entertainment purposes only. Your answers are deleted after ${privacyLimits.retentionDays} days.`,
  accuracy:
    'Accuracy figures compare our readings with what couples later told us about their relationships. They are not a clinical measure.',
} as const;
