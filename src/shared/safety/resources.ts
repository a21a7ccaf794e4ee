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

/**
 * The one line every report and scan result ends with, flagged or not. The operator's entries
 * are kept as written, each a sentence of its own.
 */
export function safetyHelpLine(resources: readonly string[]): string {
  const where = resources
    .map((entry) => entry.trim())
    .map((entry) => (/[.!?]$/.test(entry) ? entry : `${entry}.`))
    .join(' ');
  return `If anyone in this relationship feels afraid, help is there: ${where}`;
}
