/**
 * Writes a sample PDF report so anyone can look at it:
 *   npm run report:sample -- <fixture> <out.pdf> [--letter] [--date YYYY-MM-DD]
 * <fixture> is `sample` (Detonation), `sample-max`, `sample-safety`, or a JSON file holding a
 * report model or an engine input (scored with src/engine/report when it exists).
 * `sample-safety` is written by the engine from an input file (ENGINE_SAMPLES), so that it shows
 * the neutral report exactly as a couple would receive it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleReports } from '../src/server/report/fixtures/sample-report';
import { renderReportPdf } from '../src/server/report/pdf/index';
import { type ReportModel, reportModelSchema } from '../src/shared/report/report-model';

type ScoreCouple = (input: unknown) => ReportModel;

const enginePath = fileURLToPath(new URL('../src/engine/report/score-couple.ts', import.meta.url));

/** The engine, imported at run time so this script works before the engine exists. */
export async function loadEngine(): Promise<ScoreCouple | null> {
  if (!existsSync(enginePath)) return null;
  const engine: { scoreCouple?: unknown } = await import(enginePath);
  if (typeof engine.scoreCouple !== 'function') {
    throw new Error(`${enginePath} does not export scoreCouple`);
  }
  return engine.scoreCouple as ScoreCouple;
}

/** Samples the engine writes from an engine input file. */
const ENGINE_SAMPLES: Readonly<Record<string, string>> = {
  'sample-safety': fileURLToPath(
    new URL('../src/engine/report/fixtures/coercive.json', import.meta.url),
  ),
};

/** A sample name, a report model file or an engine input file, as a report model. */
export async function loadModel(fixture: string): Promise<ReportModel> {
  const engineSample = ENGINE_SAMPLES[fixture];
  if (engineSample) return loadModel(engineSample);
  if (fixture in sampleReports) return sampleReports[fixture as keyof typeof sampleReports];
  const json: unknown = JSON.parse(readFileSync(resolve(fixture), 'utf8'));
  const asModel = reportModelSchema.safeParse(json);
  if (asModel.success) return asModel.data;
  const scoreCouple = await loadEngine();
  if (!scoreCouple) {
    throw new Error(
      `${fixture} is not a valid report model, and the engine (src/engine/report/score-couple.ts) does not exist yet to score it as an input:\n${asModel.error.message}`,
    );
  }
  return reportModelSchema.parse(scoreCouple(json));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const letter = args.includes('--letter');
  const dateIndex = args.indexOf('--date');
  const generatedOn = dateIndex >= 0 ? args[dateIndex + 1] : undefined;
  const positional = args.filter(
    (arg, index) => !arg.startsWith('--') && (dateIndex < 0 || index !== dateIndex + 1),
  );
  const [fixture, out] = positional;
  if (!fixture || !out) {
    console.error(
      'usage: npm run report:sample -- <sample|sample-max|sample-safety|fixture.json> <out.pdf> [--letter] [--date YYYY-MM-DD]',
    );
    process.exit(2);
  }
  const model = await loadModel(fixture);
  const started = performance.now();
  const pdf = await renderReportPdf(model, {
    pageSize: letter ? 'LETTER' : 'A4',
    generatedOn: generatedOn ?? new Date().toISOString().slice(0, 10),
  });
  writeFileSync(out, pdf);
  const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
  console.log(
    `report:sample: ${out} (${model.product}, ${letter ? 'Letter' : 'A4'}, ${pages} pages, ${(pdf.length / 1024).toFixed(0)} kB, ${(performance.now() - started).toFixed(0)} ms)`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
