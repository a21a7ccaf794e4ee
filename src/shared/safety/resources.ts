/**
 * Where to get help, shown in every report and free scan result (decision 010). The operator sets
 * the list with SAFETY_RESOURCES (entries separated by '|'); these are the defaults.
 */
export const DEFAULT_SAFETY_RESOURCES: readonly string[] = [
  'US National Domestic Violence Hotline: 1-800-799-7233 (24/7), or text START to 88788.',
  'In immediate danger: call your local emergency number.',
];

/** Separates SAFETY_RESOURCES entries. */
export const SAFETY_RESOURCES_SEPARATOR = '|';

/** The one line every report and scan result ends with, flagged or not. */
export function safetyHelpLine(resources: readonly string[]): string {
  const where = resources
    .map((entry, i) => {
      const trimmed = entry.trim().replace(/[.\s]+$/, '');
      // 'In immediate danger' reads on after a semicolon as 'in immediate danger'; 'US' stays.
      return i > 0 && /^[A-Z][a-z]/.test(trimmed)
        ? trimmed[0]?.toLowerCase() + trimmed.slice(1)
        : trimmed;
    })
    .join('; ');
  return `If anyone in this relationship feels afraid, help is there: ${where}.`;
}
