/**
 * `npm run safety:explain -- "<sentence>" ...`: how the safety reader tags each sentence (the
 * partner as @p, anyone else as @o), which frames match it and which domains it reads. For
 * reviewing a miss or a false alarm of the tuning split; the partner's name is 'Sam'.
 */
import { CUES, FRAMES } from '../src/engine/safety/frames';
import { readSentence } from '../src/engine/safety/read-safety';
import { freshReferents, tagSentence } from '../src/engine/safety/tag-sentence';

for (const text of process.argv.slice(2)) {
  const { tokens, elsewhere } = tagSentence(text, ['sam'], freshReferents());
  const joined = tokens.join(' ');
  console.log(
    `${joined}${elsewhere ? ' (elsewhere)' : ''} => ${readSentence(tokens).join(', ') || 'nothing'}`,
  );
  for (const frame of [...FRAMES, ...CUES]) {
    const match = frame.pattern.exec(joined);
    if (match) console.log(`  ${frame.domain} (${frame.who}) matches "${match[0]}"`);
  }
}
