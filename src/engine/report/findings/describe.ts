import { LOVE_LANGUAGES, type LoveLanguage } from '../lexicons';
import type { Features } from '../variables/define';
import { get } from '../variables/define';

export const LOVE_LANGUAGE_WORDS: Record<LoveLanguage, string> = {
  words: 'kind words',
  acts: 'helpful acts',
  gifts: 'thoughtful gifts',
  time: 'time together',
  touch: 'touch',
};

/** The person's strongest love-language signal, or null when none shows. */
export function topLoveLanguage(f: Features): LoveLanguage | null {
  let best: LoveLanguage | null = null;
  let bestValue = 0;
  for (const ll of LOVE_LANGUAGES) {
    const value = get(f, `love_language_${ll}`);
    if (value > bestValue) {
      best = ll;
      bestValue = value;
    }
  }
  return best;
}
