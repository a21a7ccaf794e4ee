import type { ReportModel } from '../../shared/report/report-model';
import type { RenderedReportEmail } from './email/render-report-email';
import {
  type RenderEmailTask,
  renderEmailTask,
  type ScoreAndRenderTask,
  scoreAndRenderReport,
} from './render-tasks';

/** A scored report and its PDF, as job `report.generate` stores them. */
export type ScoredReport = { model: ReportModel; pdf: Buffer };

/**
 * Where the report pipeline's CPU-heavy steps run (docs/decisions/017): the server passes its
 * render threads (report/render-pool.ts); direct callers of the fulfilment steps (tests, scripts)
 * may run them in their own thread with `inThreadRenderer`.
 */
export type ReportRenderer = {
  /** The engine's report model for a couple's answers, and its PDF. */
  scoreAndRender(task: ScoreAndRenderTask): Promise<ScoredReport>;
  /** One recipient's report e-mail (subject, HTML and text). */
  renderEmail(task: RenderEmailTask): Promise<RenderedReportEmail>;
};

/** The same steps in the calling thread: for tests and scripts, never the server's jobs. */
export const inThreadRenderer: ReportRenderer = {
  async scoreAndRender(task) {
    const { model, pdf } = await scoreAndRenderReport(task);
    return { model, pdf: Buffer.from(pdf) };
  },
  renderEmail: renderEmailTask,
};
