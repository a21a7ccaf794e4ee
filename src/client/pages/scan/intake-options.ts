import {
  DURATIONS,
  GENDERS,
  type INTAKE_FIELDS,
  LOVE_LANGUAGES,
  RELATIONSHIP_STATUSES,
} from '../../../shared/intake';

export type IntakeField = (typeof INTAKE_FIELDS)[number];

export type Option = { value: string; label: string };

const labelled = <T extends string>(values: readonly T[], labels: Record<T, string>): Option[] =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * Human labels for the documented allowed values (docs/product.md §3); the values themselves are
 * what is stored.
 */
export const genderOptions = labelled(GENDERS, {
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
  'prefer-not-to-say': 'Prefer not to say',
});

export const relationshipStatusOptions = labelled(RELATIONSHIP_STATUSES, {
  dating: 'Dating',
  'in-relationship': 'In a relationship',
  engaged: 'Engaged',
  married: 'Married',
  complicated: "It's complicated",
  other: 'Other',
});

export const durationOptions = labelled(DURATIONS, {
  'less-than-1-month': 'Less than 1 month',
  '1-6-months': '1–6 months',
  '6-months-1-year': '6 months – 1 year',
  '1-3-years': '1–3 years',
  '3-5-years': '3–5 years',
  '5-plus-years': '5+ years',
});

export const loveLanguageOptions = labelled(LOVE_LANGUAGES, {
  'words-of-affirmation': 'Words of affirmation',
  'quality-time': 'Quality time',
  'receiving-gifts': 'Receiving gifts',
  'acts-of-service': 'Acts of service',
  'physical-touch': 'Physical touch',
});
