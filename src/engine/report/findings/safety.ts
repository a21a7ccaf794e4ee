import type { ReportContext } from '../context';

export const SAFETY_RESOURCES: readonly string[] = [
  'If you are in immediate danger, call your local emergency number.',
  'US: National Domestic Violence Hotline, 1-800-799-7233 (24/7), or text START to 88788.',
  'UK: National Domestic Abuse Helpline, 0808 2000 247 (24/7).',
  'Elsewhere: a local domestic abuse service or your doctor can help you find support in confidence.',
];

export const SAFETY_NOTE =
  'Some of these answers describe feeling afraid, watched or controlled. That matters more than any score, and it is not a compatibility issue for the two of you to work on. Everyone deserves to feel safe at home. If any of this is true for you, you do not have to handle it alone: the people below listen in confidence, and talking to them does not commit you to anything.';

/** The safety rule: any control or fear marker in either account. */
export function safetySection(context: ReportContext) {
  if (!context.safetyFlagged) return { flagged: false, note: null, resources: [] };
  return { flagged: true, note: SAFETY_NOTE, resources: [...SAFETY_RESOURCES] };
}
