/** Joins class names, skipping falsy ones (keeps conditional Tailwind classes readable). */
export function cx(...classes: readonly (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
