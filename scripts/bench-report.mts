/**
 * Benchmark, not a test: scoring + PDF for one couple, repeated.
 *   npm run bench:report [-- <sample|fixture.json>] [--runs 30] [--warmup 5] [--letter]
 * Without a fixture it scores the engine's first fixture (src/engine/report/fixtures/aligned.json).
 * Prints the median and p95 per step, peak RSS (sampled and the OS's maxRSS) and the number
 * of variables in the model. Then, for an engine input, the same work through the render threads
 * the server uses (docs/decisions/017): one report at a time (what a report waits for when the
 * pool is free), and `--runs` reports at once on one thread per core (how many a second the pool
 * renders); `--no-pool` leaves that out.
 *
 * `--distinct 400` then renders that many reports of different couples (the engine's fixtures
 * in turn, each with its own names and answers) and prints the heap in use after a full garbage
 * collection as it goes: what a render thread keeps between reports (caches, and anything that
 * leaks).
 *
 * It renders as production does (NODE_ENV=production, docs/operations.md), like the other
 * benchmarks: React's development build checks every element and costs the PDF about a fifth
 * more. NODE_ENV=development in the environment measures that build instead.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { CoupleInput } from '../src/engine/report/couple-input';
import type { PdfPageSize } from '../src/server/report/pdf/theme';
import type { ReportModel } from '../src/shared/report/report-model';

// Set before React loads: the engine and the renderer are imported here, after it, not hoisted.
process.env.NODE_ENV ??= 'production';
const nodeEnv = process.env.NODE_ENV;
const { scoreCouple } = await import('../src/engine/report/score-couple');
const { renderReportPdf } = await import('../src/server/report/pdf/index');
const { loadWork } = await import('./report-sample.mjs');

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const runs = option('runs', 30);
const warmup = option('warmup', 5);
const pageSize: PdfPageSize = args.includes('--letter') ? 'LETTER' : 'A4';
const fixtureArg = args.find(
  (arg, index) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'),
);

const fixturesDir = fileURLToPath(new URL('../src/engine/report/fixtures', import.meta.url));

/** What to score: the fixture given, else the engine's first fixture. */
function pickWork(): { label: string; input: CoupleInput | null; model: ReportModel } {
  if (fixtureArg) {
    const { model, input } = loadWork(fixtureArg);
    return { label: fixtureArg, input, model };
  }
  const first = readdirSync(fixturesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()[0];
  if (!first) throw new Error(`no engine fixture in ${fixturesDir}`);
  const { model, input } = loadWork(join(fixturesDir, first));
  return {
    label: `src/engine/report/fixtures/${first}`,
    input,
    model,
  };
}

const work = pickWork();
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
  if (work.input !== null) model = scoreCouple(work.input);
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

const scored = work.input !== null;
console.log(
  `bench:report, ${work.label}, ${pageSize}, NODE_ENV=${nodeEnv}, ${warmup} warm-up + ${runs} measured runs`,
);
console.log(
  scored
    ? `  scoring (engine ${model.engineVersion}): median ${ms(quantile(score, 0.5))}, p95 ${ms(quantile(score, 0.95))}`
    : '  scoring: not measured (the fixture is a report model)',
);
console.log(
  `  PDF:     median ${ms(quantile(pdf, 0.5))}, p95 ${ms(quantile(pdf, 0.95))} (${(pdfBytes / 1024).toFixed(0)} kB)`,
);
console.log(`  total:   median ${ms(quantile(total, 0.5))}, p95 ${ms(quantile(total, 0.95))}`);
console.log(
  `  peak RSS: ${mb(peakRss)} sampled, ${mb(process.resourceUsage().maxRSS * 1024)} maxRSS (OS)`,
);
console.log(`  variables in the model: ${model.variables.length}`);

if (work.input !== null && !args.includes('--no-pool')) {
  const { availableParallelism } = await import('node:os');
  const { openRenderPool } = await import('../src/server/report/render-pool');
  const threads = availableParallelism();
  const pool = openRenderPool({ threads });
  const task = { input: work.input, scoring: {}, pdf: { pageSize, generatedOn: '2026-03-12' } };
  const all = () => Promise.all(Array.from({ length: runs }, () => pool.scoreAndRender(task)));
  for (let run = 0; run < warmup; run += 1) {
    await Promise.all(Array.from({ length: threads }, () => pool.scoreAndRender(task)));
  }
  const one: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await pool.scoreAndRender(task);
    one.push(performance.now() - start);
  }
  const start = performance.now();
  await all();
  const perSecond = runs / ((performance.now() - start) / 1000);
  await pool.close();
  console.log(
    `  through the render threads: one at a time median ${ms(quantile(one, 0.5))}, p95 ${ms(quantile(one, 0.95))}; ${runs} at once on ${threads} threads: ${perSecond.toFixed(1)} reports/s`,
  );
}

const distinct = option('distinct', 0);
if (distinct > 0) {
  // A full collection on demand, without starting node with --expose-gc.
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const inputs = readdirSync(fixturesDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => loadWork(join(fixturesDir, name)).input)
    .filter((input): input is CoupleInput => input !== null);
  const couple = (n: number): CoupleInput => {
    const base = inputs[n % inputs.length] as CoupleInput;
    return {
      ...base,
      person1: { ...base.person1, name: `Alex${n}` },
      person2: { name: `Sam${n}` },
      person1Answers: base.person1Answers.map((answer, i) => `${answer} Week ${n}, note ${i}.`),
    };
  };
  const heapMb = () => {
    collect();
    return (process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0);
  };
  const marks = [`0: ${heapMb()} MB`];
  for (let n = 1; n <= distinct; n += 1) {
    await renderReportPdf(scoreCouple(couple(n)), { pageSize, generatedOn: '2026-03-12' });
    if (n % Math.max(1, Math.round(distinct / 4)) === 0 || n === distinct) {
      marks.push(`${n}: ${heapMb()} MB`);
    }
  }
  console.log(
    `  heap in use after a full collection, by distinct reports rendered: ${marks.join(', ')}`,
  );
}
