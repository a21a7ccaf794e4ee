import { readDocument } from '../text/read-text';
import { CUES, FRAMES } from './frames';
import { framePattern, frameVerdict, readSentence, tagAnswers } from './read-safety';

/**
 * How the reader sees one text, for people reviewing a miss or a false alarm of the tuning split
 * (`npm run safety:explain`, `npm run eval:safety -- --misses`): each line as `readSafety` tags
 * it, the domains its frames read, and every frame that matched with the check that accepted or
 * turned it down.
 */
export function explainText(text: string, partnerName: string): string[] {
  const [lines = []] = tagAnswers([readDocument(text)], { partnerName });
  return lines.flatMap(({ tokens, context, read }) => {
    const joined = tokens.join(' ');
    const found = read ? readSentence(tokens, context).join(', ') || 'nothing' : 'skipped';
    const out = [`${joined} => ${found}`];
    for (const frame of [...FRAMES, ...CUES]) {
      const match = framePattern(frame, '').exec(joined);
      if (!match) continue;
      const verdict = frameVerdict(frame, tokens, joined, match, context);
      out.push(`  ${frame.domain} (${frame.who}) matches "${match[0]}": ${verdict}`);
    }
    return out;
  });
}
