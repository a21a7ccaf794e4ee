/**
 * `npm run eval:safety [-- --misses | --explain]`: the safety rule's recall and false alarms on both splits
 * of the labelled corpus (src/engine/safety/corpus), each sentence placed in an ordinary couple.
 * `--misses` lists the tuning split's misses and false alarms; the held-out split is only ever
 * counted, so that nobody tunes against it by reading it here. `--explain` adds how the reader
 * saw each of them (explain-sentence.ts).
 */
import { assessCoupleSafety } from '../src/engine/safety/assess-couple-safety';
import { ordinaryCouples, placeAll, type Split } from '../src/engine/safety/corpus/load-corpus';
import { explainText } from '../src/engine/safety/explain-sentence';

const explain = process.argv.includes('--explain');
const showMisses = explain || process.argv.includes('--misses');

for (const split of ['tune', 'holdout'] as Split[]) {
  const placed = placeAll(split);
  const started = performance.now();
  const byDomain = new Map<string, { n: number; fired: number }>();
  // Lines whose writer marked them plainly 'plain' or 'subtle' (holdout-2.jsonl).
  const byVoice = new Map<string, { n: number; fired: number }>();
  // Each batch (file) on its own: batches were written at different times (docs/scoring.md).
  const byBatch = new Map<string, { n: number; fired: number }>();
  let tp = 0;
  let fn = 0;
  let fp = 0;
  let tn = 0;
  for (const { entry, input } of placed) {
    const flagged = assessCoupleSafety(input).flagged;
    const stat = byDomain.get(`${entry.label}/${entry.domain}`) ?? { n: 0, fired: 0 };
    stat.n += 1;
    if (flagged) stat.fired += 1;
    byDomain.set(`${entry.label}/${entry.domain}`, stat);
    const batchKey = `${entry.id.split('-')[0]} ${entry.label}`;
    const batch = byBatch.get(batchKey) ?? { n: 0, fired: 0 };
    batch.n += 1;
    if (flagged) batch.fired += 1;
    byBatch.set(batchKey, batch);
    if (entry.voice === 'plain' || entry.voice === 'subtle') {
      const voice = byVoice.get(`${entry.label}/${entry.voice}`) ?? { n: 0, fired: 0 };
      voice.n += 1;
      if (flagged) voice.fired += 1;
      byVoice.set(`${entry.label}/${entry.voice}`, voice);
    }
    if (entry.label === 'disclosure') flagged ? tp++ : fn++;
    else flagged ? fp++ : tn++;
    if (showMisses && split === 'tune' && flagged !== (entry.label === 'disclosure')) {
      console.log(
        `${flagged ? 'FALSE ALARM' : 'MISS'} ${entry.id} [${entry.domain}] ${entry.text}`,
      );
      if (explain)
        console.log(explainText(entry.text.replaceAll('{partner}', 'Sam'), 'sam').join('\n'));
    }
  }
  const ms = performance.now() - started;
  console.log(
    `${split}: recall ${((100 * tp) / (tp + fn)).toFixed(1)} % (${tp}/${tp + fn}), false alarms ${((100 * fp) / (fp + tn)).toFixed(1)} % (${fp}/${fp + tn}), ${(ms / placed.length).toFixed(1)} ms per couple`,
  );
  for (const [key, stat] of [...byDomain].sort()) console.log(`  ${key}: ${stat.fired}/${stat.n}`);
  for (const [key, stat] of [...byBatch].sort()) {
    console.log(
      `  batch ${key}: ${stat.fired}/${stat.n} (${((100 * stat.fired) / stat.n).toFixed(1)} %)`,
    );
  }
  for (const [key, stat] of [...byVoice].sort()) {
    console.log(
      `  voice ${key}: ${stat.fired}/${stat.n} (${((100 * stat.fired) / stat.n).toFixed(1)} %)`,
    );
  }
}

const ordinary = ordinaryCouples();
const stopped = ordinary.filter((couple) => assessCoupleSafety(couple).flagged).length;
console.log(
  `ordinary couples (held out): ${stopped}/${ordinary.length} stopped by the safety rule`,
);
