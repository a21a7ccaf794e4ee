/**
 * `npm run safety:explain -- "<text>" ...`: how the safety reader tags each sentence (the
 * partner as @p, anyone else as @o), which frames match it, what each match's checks decide, and
 * which domains it reads. For reviewing a miss or a false alarm of the tuning split; the
 * partner's name is 'Sam'.
 */
import { explainText } from '../src/engine/safety/explain-sentence';

for (const text of process.argv.slice(2)) console.log(explainText(text, 'sam').join('\n'));
