import { z } from 'zod';
import type { CoupleInput } from '../../engine/report/couple-input';
import { type ScoreCoupleOptions, scoreCouple } from '../../engine/report/score-couple';
import type { ReportModel } from '../../shared/report/report-model';
import {
  type RenderedReportEmail,
  type RenderReportEmailOptions,
  renderReportEmail,
} from './email/render-report-email';
import { type RenderReportPdfOptions, renderReportPdf } from './pdf/render-report-pdf';

/**
 * The CPU-heavy, pure steps of the report pipeline (docs/architecture.md §4), as plain data in
 * and plain data out, so that they can run on a render thread (report/render-pool.ts) as well as
 * in the calling thread. Nothing here touches the database, the clock or the network.
 */

/** What each render thread is handed when it starts (render-pool.ts -> render-worker.ts). */
export const renderThreadDataSchema = z.object({
  /** Practice reports rendered before the first task (warm-up.ts); 0 for none. */
  warmUpRenders: z.number().int().min(0),
});
export type RenderThreadData = z.infer<typeof renderThreadDataSchema>;

/** Job `report.generate`'s work: the engine's report model and its PDF. */
export type ScoreAndRenderTask = {
  input: CoupleInput;
  scoring: ScoreCoupleOptions;
  pdf: RenderReportPdfOptions;
};

/** What comes back from a thread: the PDF's bytes in an ArrayBuffer of their own (transferred). */
export type ScoredReportBytes = { model: ReportModel; pdf: ArrayBuffer };

/** Job `report.deliver`'s work: one recipient's e-mail. */
export type RenderEmailTask = { model: ReportModel; email: RenderReportEmailOptions };

export async function scoreAndRenderReport(task: ScoreAndRenderTask): Promise<ScoredReportBytes> {
  const model = scoreCouple(task.input, task.scoring);
  const pdf = await renderReportPdf(model, task.pdf);
  return { model, pdf: ownArrayBuffer(pdf) };
}

export function renderEmailTask(task: RenderEmailTask): Promise<RenderedReportEmail> {
  return renderReportEmail(task.model, task.email);
}

/**
 * The bytes in an ArrayBuffer that holds nothing else: a Buffer may be a view on a shared slab
 * (Node's pool for small buffers), and transferring that slab would hand over, and detach, more
 * than the PDF.
 */
export function ownArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  if (
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer
  ) {
    return bytes.buffer;
  }
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return copy;
}
