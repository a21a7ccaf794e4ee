/**
 * `npm run train:safety`: fits the statistical safety reader to the tuning split of the corpus
 * and writes src/engine/safety/model/safety-model.json (docs/decisions/011). Deterministic: the
 * same corpus always writes the same file, and a unit test checks the committed file is it.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { trainSafetyModel } from '../src/engine/safety/model/train-model';
import { trainingTexts } from '../src/engine/safety/model/training-texts';

const model = trainSafetyModel(trainingTexts());
const file = fileURLToPath(
  new URL('../src/engine/safety/model/safety-model.json', import.meta.url),
);
writeFileSync(file, `${JSON.stringify(model)}\n`);
const count = Object.keys(model.disclosure.weights).length;
console.log(`wrote ${file}: ${count} disclosure weights`);
