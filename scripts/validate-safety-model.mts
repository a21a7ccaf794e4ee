/**
 * `npm run validate:safety [-- <batch>]`: how the safety reader's two model thresholds were
 * chosen (docs/decisions/011). The statistical reader is trained on the tuning split without one
 * batch (default `t6`, which the frames were not fitted to), and the frames and model together
 * are measured on that batch, placed in the tuning couples, for each pair of thresholds, and on
 * people made of ordinary answers also kept out of training (ten answers each, one per question).
 * Held-out batches are not used here.
 */
import { assessCoupleSafety } from '../src/engine/safety/assess-couple-safety';
import { loadOrdinaryAnswers, placeAll } from '../src/engine/safety/corpus/load-corpus';
import { trainSafetyModel } from '../src/engine/safety/model/train-model';
import { trainingTexts } from '../src/engine/safety/model/training-texts';
import { readSafety } from '../src/engine/safety/read-safety';
import { readDocument } from '../src/engine/text/read-text';

const batch = process.argv[2] ?? 't6';
const inBatch = (id: string) => id.startsWith(`${batch}-`);
// Every fifth ordinary answer is kept out too, and read as people who disclose nothing.
const aside = (id: string) => /^o\d*-/.test(id) && Number(id.split('-')[1]) % 5 === 0;
const weights = trainSafetyModel(trainingTexts((id) => inBatch(id) || aside(id)));
const asideAnswers = loadOrdinaryAnswers().filter(({ id }) => aside(id));
const byQuestion = Array.from({ length: 10 }, (_, q) =>
  asideAnswers.filter(({ question }) => question === q + 1).map(({ text }) => text),
);
const people = Array.from({ length: Math.min(...byQuestion.map((list) => list.length)) }, (_, k) =>
  byQuestion.map((list) => readDocument(list[k] ?? '')),
);
const placed = placeAll('tune').filter(({ entry }) => inBatch(entry.id));
const read = placed.map(({ input }) => ({
  person1: input.person1Answers.map(readDocument),
  person2: input.person2Answers.map(readDocument),
  input,
}));

console.log(
  `validation batch ${batch}: ${placed.length} entries, ${people.length} ordinary people kept out`,
);
console.log('model alone at -> recall % / false alarms % / ordinary people stopped');
const grid = [0, 0.01, 0.02].flatMap((frameVetoBelow) =>
  [0.1, 0.2].map((vetoBelow) => ({ frameVetoBelow, vetoBelow })),
);
for (const { frameVetoBelow, vetoBelow } of grid) {
  const row: string[] = [];
  for (const aloneAt of [0.7, 0.8, 0.9, 0.95, 0.97, 0.98, 0.99, 1.01]) {
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
    const stopped = people.filter(
      (answers) => readSafety(answers, { partnerName: 'Sam', model }).length > 0,
    ).length;
    row.push(
      `${aloneAt > 1 ? 'off' : aloneAt}: ${((100 * tp) / n).toFixed(1)}/${((100 * fp) / harmless).toFixed(1)}/${stopped}`,
    );
  }
  console.log(`frames veto ${frameVetoBelow}, cues veto ${vetoBelow}  ${row.join('  ')}`);
}
