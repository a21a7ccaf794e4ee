/**
 * The five levels of the Full of 💩 Meter (decision D-26, docs/product.md): 1 is full of it, 5 is
 * straight talk, so the higher the level, the more candid the answers. The engine, the PDF, the
 * e-mail and the marketing pages all read their names from here.
 */
export const FOSM_LEVELS = [
  {
    level: 1,
    name: 'Full of it',
    meaning: 'The answers tell a story that the rest of the answers do not support.',
  },
  {
    level: 2,
    name: 'Heavy polish',
    meaning: 'Mostly what you wish were true. Worth a second, braver draft.',
  },
  {
    level: 3,
    name: 'Half and half',
    meaning: 'Honest in places, guarded in others. Very human.',
  },
  {
    level: 4,
    name: 'Mostly candid',
    meaning: 'Clear and specific, with a few soft edges.',
  },
  {
    level: 5,
    name: 'Straight talk',
    meaning: 'Candid, specific and consistent. Rare, and a very good sign.',
  },
] as const;

export type FosmLevel = (typeof FOSM_LEVELS)[number];

/** The name of level `level` (1..5). */
export function fosmLevelName(level: number): string {
  return FOSM_LEVELS.find((l) => l.level === level)?.name ?? FOSM_LEVELS[2].name;
}
