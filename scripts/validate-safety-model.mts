/**
 * `npm run validate:safety [-- <batch>]`: how the safety reader's two model thresholds were
 * chosen (docs/decisions/011). The statistical reader is trained on the tuning split without one
 * batch (default `t6`, which the frames were not fitted to), and the frames and model together
 * are measured on that batch, placed in the tuning couples, for each pair of thresholds. Held-out
 * batches are not used here.
 */
import { assessCoupleSafety } from '../src/engine/safety/assess-couple-safety';
import { placeAll } from '../src/engine/safety/corpus/load-corpus';
import { trainSafetyModel } from '../src/engine/safety/model/train-model';
import { trainingTexts } from '../src/engine/safety/model/training-texts';
import { readSafety } from '../src/engine/safety/read-safety';
import { readDocument } from '../src/engine/text/read-text';

const batch = process.argv[2] ?? 't6';
const inBatch = (id: string) => id.startsWith(`${batch}-`);
const weights = trainSafetyModel(trainingTexts(inBatch));
const placed = placeAll('tune').filter(({ entry }) => inBatch(entry.id));
const read = placed.map(({ input }) => ({
  person1: input.person1Answers.map(readDocument),
  person2: input.person2Answers.map(readDocument),
  input,
}));

console.log(
  `validation batch ${batch}: ${placed.length} entries; veto below / alone at -> recall, false alarms`,
);
const grid = [0, 0.01, 0.02, 0.05].flatMap((frameVetoBelow) =>
  [0.05, 0.1, 0.2].map((vetoBelow) => ({ frameVetoBelow, vetoBelow })),
);
for (const { frameVetoBelow, vetoBelow } of grid) {
  const row: string[] = [];
  for (const aloneAt of [0.8, 0.85, 0.9, 0.95, 0.98, 1.01]) {
    const model = { weights, vetoBelow, frameVetoBelow, aloneAt };
    let tp = 0;
    let fp = 0;
    let n = 0;
    placed.forEach(({ entry }, i) => {
      const couple = read[i];
      if (!couple) return;
      const flagged = assessCoupleSafety(couple.input, {
        person1: readSafety(couple.person1, { partnerName: couple.input.person2.name, model }),
        person2: readSafety(couple.person2, { partnerName: couple.input.person1.name, model }),
      }).flagged;
      if (entry.label === 'disclosure') {
        n += 1;
        if (flagged) tp += 1;
      } else if (flagged) fp += 1;
    });
    const harmless = placed.length - n;
    row.push(
      `${aloneAt > 1 ? 'off' : aloneAt}: ${((100 * tp) / n).toFixed(1)}/${((100 * fp) / harmless).toFixed(1)}`,
    );
  }
  console.log(`frames veto ${frameVetoBelow}, cues veto ${vetoBelow}  ${row.join('  ')}`);
}
