/**
 * A render thread (report/render-pool.ts, docs/decisions/017): piscina loads this file once when
 * the thread starts, so the engine (with its language model) and the PDF and e-mail renderers
 * are loaded once per thread, not per task. Each export is one kind of task, called by name; data
 * comes in and goes out by structured clone, and the PDF's bytes are transferred, not copied.
 */
import { move, transferableSymbol, valueSymbol, workerData } from 'piscina';
import type { RenderedReportEmail } from './email/render-report-email';
import { loadPdfFonts } from './pdf/fonts';
import {
  type RenderEmailTask,
  renderEmailTask,
  renderThreadDataSchema,
  type ScoreAndRenderTask,
  type ScoredReportBytes,
  scoreAndRenderReport,
} from './render-tasks';
import { type WarmUpResult, warmUpRenders } from './warm-up';

// The fonts are read and parsed now, while the thread starts, rather than by its first report;
// then the practice renders, before piscina gives the thread its first task.
await loadPdfFonts();
const warmedUp = await warmUpRenders(renderThreadDataSchema.parse(workerData).warmUpRenders);

export async function scoreAndRender(task: ScoreAndRenderTask): Promise<ScoredReportBytes> {
  const result = await scoreAndRenderReport(task);
  // piscina posts the value with the PDF's ArrayBuffer in the transfer list.
  return move({
    get [transferableSymbol]() {
      return [result.pdf];
    },
    get [valueSymbol]() {
      return result;
    },
  }) as unknown as ScoredReportBytes;
}

export function renderEmail(task: RenderEmailTask): Promise<RenderedReportEmail> {
  return renderEmailTask(task);
}

/** How this thread's practice renders went (tests, diagnostics). */
export function warmUp(): WarmUpResult {
  return warmedUp;
}
