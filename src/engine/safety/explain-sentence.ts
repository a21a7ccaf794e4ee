import { CUES, FRAMES } from './frames';
import { frameVerdict, readSentence } from './read-safety';
import { freshReferents, tagSentence } from './tag-sentence';

/**
 * How the reader sees one text, for people reviewing a miss or a false alarm of the tuning split
 * (`npm run safety:explain`, `npm run eval:safety -- --misses`): each line as tagged, the domains
 * it reads, and every frame that matched with the check that accepted or turned it down.
 */
export function explainText(text: string, partnerName: string): string[] {
  const referents = freshReferents();
  return text.split(/\n+|(?<=[.!?])\s+/).flatMap((line) => {
    const { tokens, elsewhere } = tagSentence(line, [partnerName], referents);
    const joined = tokens.join(' ');
    const read = elsewhere ? 'skipped (elsewhere)' : readSentence(tokens).join(', ') || 'nothing';
    const out = [`${joined} => ${read}`];
    for (const frame of [...FRAMES, ...CUES]) {
      const match = new RegExp(frame.pattern.source).exec(joined);
      if (!match) continue;
      const verdict = frameVerdict(frame, tokens, joined, match, { consent: false });
      out.push(`  ${frame.domain} (${frame.who}) matches "${match[0]}": ${verdict}`);
    }
    return out;
  });
}
