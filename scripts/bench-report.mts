/**
 * Benchmark, not a test: scoring (when the engine exists) + PDF for one couple, repeated.
 *   npm run bench:report [-- <fixture.json|sample-max>] [--runs 30] [--warmup 5] [--letter]
 * Prints the median and p95 per step, peak RSS (sampled and the OS's maxRSS) and the number
 * of variables in the model.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleMaxReport } from '../src/server/report/fixtures/sample-report';
import { renderReportPdf } from '../src/server/report/pdf/index';
import { type ReportModel, reportModelSchema } from '../src/shared/report/report-model';
import { loadEngine, loadModel } from './report-sample.mjs';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const runs = option('runs', 30);
const warmup = option('warmup', 5);
const pageSize = args.includes('--letter') ? 'LETTER' : 'A4';
const fixtureArg = args.find(
  (arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'),
);

const scoreCouple = await loadEngine();
const fixturesDir = fileURLToPath(new URL('../src/engine/report/fixtures', import.meta.url));

/** What to score: the fixture given, else the engine's first fixture, else the Max sample model. */
async function pickWork(): Promise<{ label: string; input: unknown | null; model: ReportModel }> {
  if (fixtureArg) {
    if (scoreCouple && existsSync(fixtureArg)) {
      const json: unknown = JSON.parse(readFileSync(fixtureArg, 'utf8'));
      if (!reportModelSchema.safeParse(json).success) {
        return {
          label: fixtureArg,
          input: json,
          model: reportModelSchema.parse(scoreCouple(json)),
        };
      }
    }
    return { label: fixtureArg, input: null, model: await loadModel(fixtureArg) };
  }
  if (scoreCouple && existsSync(fixturesDir)) {
    const first = readdirSync(fixturesDir)
      .filter((name) => name.endsWith('.json'))
      .sort()[0];
    if (first) {
      const json: unknown = JSON.parse(readFileSync(join(fixturesDir, first), 'utf8'));
      return {
        label: `src/engine/report/fixtures/${first}`,
        input: json,
        model: reportModelSchema.parse(scoreCouple(json)),
      };
    }
  }
  return { label: 'built-in sample-max model', input: null, model: sampleMaxReport };
}

const work = await pickWork();
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 5);

const score: number[] = [];
const pdf: number[] = [];
const total: number[] = [];
let pdfBytes = 0;
let model = work.model;

for (let run = 0; run < warmup + runs; run += 1) {
  const start = performance.now();
  if (scoreCouple && work.input !== null) model = scoreCouple(work.input);
  const scored = performance.now();
  const buffer = await renderReportPdf(model, { pageSize, generatedOn: '2026-03-12' });
  const done = performance.now();
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  pdfBytes = buffer.length;
  if (run >= warmup) {
    score.push(scored - start);
    pdf.push(done - scored);
    total.push(done - start);
  }
}
clearInterval(sampler);

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const scored = scoreCouple !== null && work.input !== null;
console.log(`bench:report, ${work.label}, ${pageSize}, ${warmup} warm-up + ${runs} measured runs`);
console.log(
  scored
    ? `  scoring (engine ${model.engineVersion}): median ${ms(quantile(score, 0.5))}, p95 ${ms(quantile(score, 0.95))}`
    : '  scoring: not measured (src/engine/report/score-couple.ts does not exist yet, or the fixture is a report model)',
);
console.log(
  `  PDF:     median ${ms(quantile(pdf, 0.5))}, p95 ${ms(quantile(pdf, 0.95))} (${(pdfBytes / 1024).toFixed(0)} kB)`,
);
console.log(`  total:   median ${ms(quantile(total, 0.5))}, p95 ${ms(quantile(total, 0.95))}`);
console.log(
  `  peak RSS: ${mb(peakRss)} sampled, ${mb(process.resourceUsage().maxRSS * 1024)} maxRSS (OS)`,
);
console.log(`  variables in the model: ${model.variables.length}`);
