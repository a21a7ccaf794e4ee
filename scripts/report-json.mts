/**
 * `npm run report:json -- <file.jsonl>`: one engine input per line in (the couple input schema,
 * src/engine/report/couple-input.ts), one report model per line out on stdout, in order. Every
 * line is checked first: a line that is not a valid input stops the run with its line number and
 * what is wrong, and nothing is written. A flagged model has `safety.flagged: true`, `score: null`,
 * `grade: null` and no partner scores (docs/scoring.md, 'Safety first').
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type CoupleInput, coupleInputSchema } from '../src/engine/report/couple-input';
import { scoreCouple } from '../src/engine/report/score-couple';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run report:json -- <file.jsonl>  (one couple input per line)');
  process.exit(2);
}

const inputs: CoupleInput[] = [];
const problems: string[] = [];
readFileSync(resolve(file), 'utf8')
  .split('\n')
  .forEach((line, i) => {
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      problems.push(`line ${i + 1}: not JSON`);
      return;
    }
    const parsed = coupleInputSchema.safeParse(json);
    if (parsed.success) inputs.push(parsed.data);
    else {
      const where = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ');
      problems.push(`line ${i + 1}: ${where}`);
    }
  });

if (problems.length > 0) {
  console.error(`report:json: ${problems.length} invalid line(s), nothing written:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
for (const input of inputs) process.stdout.write(`${JSON.stringify(scoreCouple(input))}\n`);
