/** What a disclosure is about (docs/decisions/010: the domains of published screening instruments). */
export const SAFETY_DOMAINS = [
  'physical',
  'threat',
  'threat_self_harm',
  'threat_children_pets',
  'threat_expose',
  'monitoring',
  'isolation',
  'economic',
  'sexual',
  'fear',
] as const;
export type SafetyDomain = (typeof SAFETY_DOMAINS)[number];
