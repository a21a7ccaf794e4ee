/**
 * The note of a report under the safety rule (decision D-22). Both partners receive the same
 * report, so it never says what was written, by whom, or about whom: only why a couple reading is
 * not the right tool for these answers, and that help is there.
 */
export const SAFETY_NOTE =
  'Some of what was written in these answers goes beyond compatibility. Scoring it, comparing your answers or turning them into advice for the two of you could do more harm than good, so this report has no score, no grade and none of your answers. Both of you receive exactly the same report, and it does not say who wrote what. Everyone deserves to feel safe with the person they are with. If anything in your relationship worries you, you do not have to work it out alone: the people listed below listen in confidence, and talking to them does not commit you to anything.';

/** The headline of a report under the safety rule: no names, no grade. */
export const SAFETY_HEADLINE =
  'This report has no score: a couple reading is not the right tool for these answers.';

/** The safety section: under the rule, the note and where to get help; otherwise empty. */
export function safetySection(flagged: boolean, resources: readonly string[]) {
  if (!flagged) return { flagged: false, note: null, resources: [] };
  return { flagged: true, note: SAFETY_NOTE, resources: [...resources] };
}
