/**
 * The first word of a name: what travels to the other partner's pages and the status answers,
 * never the full name.
 */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
