/**
 * `npm run eval:storm [-- --misses]`: the free scan's stance reading on both splits of the
 * labelled answer pairs (src/engine/storm/corpus): accuracy of agree / differ / unclear and the
 * confusion matrix. `--misses` lists the tuning split's misses; the held-out split is only ever
 * counted, so that nobody tunes against it by reading it here (docs/scoring.md); `--tune` skips
 * it altogether.
 */
import { formatConfusion, scoreSplit } from '../src/engine/storm/corpus/evaluate';
import { STORM_SPLITS } from '../src/engine/storm/corpus/load-corpus';

const showMisses = process.argv.includes('--misses');
// `--tune` measures the tuning split alone (while tuning, so that the held-out one is not watched).
const splits = process.argv.includes('--tune') ? (['tune'] as const) : STORM_SPLITS;

for (const split of splits) {
  const score = scoreSplit(split);
  console.log(
    `${split}: accuracy ${(100 * score.accuracy).toFixed(1)} % (${score.correct}/${score.total})`,
  );
  console.log(formatConfusion(score.confusion));
  if (showMisses && split === 'tune') {
    for (const { pair, said, stance } of score.misses) {
      console.log(
        `  MISS ${pair.id} ${pair.question} p1=${pair.p1} expected ${pair.label} (stance ${pair.stance}), read ${said} (stance ${stance}): ${pair.text}`,
      );
    }
  }
  console.log('');
}
