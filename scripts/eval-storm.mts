/**
 * `npm run eval:storm [-- --misses | --tune | --cross]`: the free scan's stance reading on both
 * splits of the labelled answer pairs (src/engine/storm/corpus): accuracy of agree / differ /
 * unclear, the confusion matrix and, per tuning writer, the accuracy and the false agreements
 * (a difference or an unclear answer read as agreement, the worst error). `--misses` lists the
 * tuning split's misses; the held-out split is only ever counted, so that nobody tunes against it
 * by reading it here (docs/scoring.md); `--tune` skips it altogether.
 *
 * `--cross`: leave one writer out. For each tuning writer (A = tune.json, B = tune-b.json,
 * C = tune-c.json) what is fitted from data (which broad cues to drop, corpus/prune-cues.ts) is
 * fitted on the other two, and the third is read: the reader as shipped, and with that fitted
 * selection. The held-out split is not read.
 */
import { formatConfusion, readPair, scoreSplit } from '../src/engine/storm/corpus/evaluate';
import {
  loadWriterPairs,
  STORM_SPLITS,
  STORM_WRITERS,
  type StormWriter,
} from '../src/engine/storm/corpus/load-corpus';
import {
  broadCueGains,
  type PreparedPair,
  preparePairs,
  pruneBroadCues,
  type Tally,
  tallyPairs,
} from '../src/engine/storm/corpus/prune-cues';

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const tallyText = (tally: Tally) =>
  `${percent(tally.correct, tally.total)} (${tally.correct}/${tally.total}), false agree ${tally.falseAgree}`;

function crossWriter(): void {
  const prepared = Object.fromEntries(
    STORM_WRITERS.map((writer) => [writer, preparePairs(loadWriterPairs(writer))]),
  ) as Record<StormWriter, PreparedPair[]>;
  console.log('Leave one writer out: fit on two tuning writers, read the third.');
  for (const writer of STORM_WRITERS) {
    const others = STORM_WRITERS.filter((other) => other !== writer);
    const dropped = pruneBroadCues(others.flatMap((other) => prepared[other]));
    const shipped = tallyPairs(prepared[writer], new Set());
    const fitted = tallyPairs(prepared[writer], new Set(dropped));
    console.log(`writer ${writer} (fit on ${others.join('+')}):`);
    console.log(`  reader as shipped:            ${tallyText(shipped)}`);
    console.log(`  broad cues pruned on ${others.join('+')}:   ${tallyText(fitted)}`);
    console.log(`  cues that pruning drops: ${dropped.length ? dropped.join(', ') : 'none'}`);
  }
  const gains = broadCueGains(prepared);
  const helping = (gain: (typeof gains)[number]) =>
    STORM_WRITERS.filter((writer) => (gain.gains[writer] ?? 0) > 0);
  const hurting = gains.filter((gain) => STORM_WRITERS.some((w) => (gain.gains[w] ?? 0) < 0));
  const idle = gains.filter((gain) => helping(gain).length === 0 && !hurting.includes(gain));
  console.log(`\nBroad cues (${gains.length}): what each adds on each writer's pairs.`);
  for (const writer of STORM_WRITERS) {
    const only = gains.filter((gain) => helping(gain).join() === writer);
    console.log(`  help writer ${writer} alone: ${only.length}`);
  }
  const several = gains.filter((gain) => helping(gain).length > 1);
  console.log(`  help two or three writers: ${several.length}`);
  console.log(`  change no reading: ${idle.length}`);
  console.log(
    `  cost some writer a reading: ${hurting.map((g) => `${g.key} ${JSON.stringify(g.gains)}`).join(', ') || 'none'}`,
  );
}

function splits(): void {
  const showMisses = process.argv.includes('--misses');
  // `--tune` measures the tuning split alone (while tuning, so that the held-out one is not watched).
  const chosen = process.argv.includes('--tune') ? (['tune'] as const) : STORM_SPLITS;
  for (const split of chosen) {
    const score = scoreSplit(split);
    console.log(
      `${split}: accuracy ${percent(score.correct, score.total)} (${score.correct}/${score.total})`,
    );
    console.log(formatConfusion(score.confusion));
    if (split === 'tune') {
      for (const writer of STORM_WRITERS) {
        const pairs = loadWriterPairs(writer);
        const said = pairs.map((pair) => ({ pair, said: readPair(pair).said }));
        const correct = said.filter(({ pair, said: s }) => s === pair.label).length;
        const falseAgree = said.filter(
          ({ pair, said: s }) => s === 'agree' && pair.label !== 'agree',
        );
        console.log(
          `  writer ${writer}: ${percent(correct, pairs.length)} (${correct}/${pairs.length}), false agree ${falseAgree.length}`,
        );
      }
    }
    if (showMisses && split === 'tune') {
      for (const { pair, said, stance } of score.misses) {
        console.log(
          `  MISS ${pair.id} ${pair.question} p1=${pair.p1} expected ${pair.label} (stance ${pair.stance}), read ${said} (stance ${stance}): ${pair.text}`,
        );
      }
    }
    console.log('');
  }
}

if (process.argv.includes('--cross')) crossWriter();
else splits();
