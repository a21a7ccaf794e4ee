/**
 * Writes a sample PDF report so anyone can look at it:
 *   npm run report:sample -- <sample|file.json> <out.pdf> [--letter] [--date YYYY-MM-DD]
 *     [--product detonation|detonation_fosm]
 * A sample name is an engine input scored by the engine now (src/server/report/fixtures/samples.ts):
 * `sample` (Detonation), `sample-max` (Max), `sample-safety` (the neutral report of the safety
 * rule), `sample-not-graded` (answers the engine cannot read). A JSON file is an engine input
 * (e.g. src/engine/report/fixtures/aligned.json), scored the same way, or a report model,
 * rendered as it is (for shapes the engine does not write yet). `--product` scores an input as
 * the other product, so one couple can be seen as Detonation and as Max.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CoupleInput, coupleInputSchema } from '../src/engine/report/couple-input';
import { scoreCouple } from '../src/engine/report/score-couple';
import { isSampleName, SAMPLE_NAMES, sampleInput } from '../src/server/report/fixtures/samples';
import { renderReportPdf } from '../src/server/report/pdf/index';
import { PAID_PRODUCTS } from '../src/shared/catalog';
import { type ReportModel, reportModelSchema } from '../src/shared/report/report-model';

type Product = (typeof PAID_PRODUCTS)[number];

/** What to render: a report model, and the engine input it was scored from (null for a model file). */
export type SampleWork = { model: ReportModel; input: CoupleInput | null };

/** A sample name, an engine input file or a report model file, scored by the engine when an input. */
export function loadWork(fixture: string, product?: Product): SampleWork {
  const json: unknown = isSampleName(fixture)
    ? sampleInput(fixture)
    : JSON.parse(readFileSync(resolve(fixture), 'utf8'));
  const asInput = coupleInputSchema.safeParse(json);
  if (asInput.success) {
    const input = product ? { ...asInput.data, product } : asInput.data;
    return { model: scoreCouple(input), input };
  }
  const asModel = reportModelSchema.safeParse(json);
  if (asModel.success) return { model: asModel.data, input: null };
  throw new Error(
    `${fixture} is neither a sample (${SAMPLE_NAMES.join(', ')}), an engine input nor a report model:\n${asInput.error.message}`,
  );
}

/** The value after `--name`, if any. */
function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const letter = args.includes('--letter');
  const generatedOn = option(args, 'date');
  const productArg = option(args, 'product');
  const positional = args.filter(
    (arg, index) =>
      !arg.startsWith('--') && !['--date', '--product'].includes(args[index - 1] ?? ''),
  );
  const [fixture, out] = positional;
  const product = PAID_PRODUCTS.find((id) => id === productArg);
  if (!fixture || !out || (productArg !== undefined && !product)) {
    console.error(
      `usage: npm run report:sample -- <${SAMPLE_NAMES.join('|')}|file.json> <out.pdf> [--letter] [--date YYYY-MM-DD] [--product ${PAID_PRODUCTS.join('|')}]`,
    );
    process.exit(2);
  }
  const { model } = loadWork(fixture, product);
  const started = performance.now();
  const pdf = await renderReportPdf(model, {
    pageSize: letter ? 'LETTER' : 'A4',
    generatedOn: generatedOn ?? new Date().toISOString().slice(0, 10),
  });
  writeFileSync(out, pdf);
  const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
  const shape = model.graded
    ? `${model.score}/100 ${model.grade}`
    : model.safety.flagged
      ? 'safety rule'
      : 'not graded';
  console.log(
    `report:sample: ${out} (${model.product}, ${shape}, ${letter ? 'Letter' : 'A4'}, ${pages} pages, ${(pdf.length / 1024).toFixed(0)} kB, ${(performance.now() - started).toFixed(0)} ms)`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
