import { coupleInputSchema } from '../../engine/report/couple-input';
import idealising from '../../engine/report/fixtures/idealising.json';
import mismatched from '../../engine/report/fixtures/mismatched.json';
import { renderEmailTask, type ScoreAndRenderTask, scoreAndRenderReport } from './render-tasks';

/**
 * Practice renders for a render thread that has just started (docs/decisions/018). A new thread
 * runs the engine and react-pdf cold: its first reports are interpreted code while V8 compiles
 * the hot paths on the side, so a burst of payments soon after a start (a deploy, a restart)
 * waited on that. Rendering made-up couples first, before the thread takes its first task,
 * pays the cost before a customer does.
 *
 * Two engine fixtures, one per product (Detonation, and Max with its honesty meter) and paper size, so both products' sections and both page
 * sizes are among the warmed paths. Imported, not read from disk, so the server bundle carries
 * them. Nothing here is about a real person, and nothing leaves the thread.
 */
const PRACTICE: ScoreAndRenderTask[] = [
  {
    input: coupleInputSchema.parse(mismatched),
    scoring: {},
    pdf: { pageSize: 'A4', generatedOn: '2026-01-15' },
  },
  {
    input: coupleInputSchema.parse(idealising),
    scoring: {},
    pdf: { pageSize: 'LETTER', generatedOn: '2026-01-15' },
  },
];

export type WarmUpResult = { rendered: number; failed: number };

/**
 * Scores and renders `count` practice reports and their e-mails, one after the other. A failure
 * is counted, not thrown: warming is an optimisation, and a thread that could not practise can
 * still take real work (whose own failure is reported through its job).
 */
export async function warmUpRenders(count: number): Promise<WarmUpResult> {
  const result: WarmUpResult = { rendered: 0, failed: 0 };
  for (let index = 0; index < count; index++) {
    const task = PRACTICE[index % PRACTICE.length] as ScoreAndRenderTask;
    try {
      const { model } = await scoreAndRenderReport(task);
      await renderEmailTask({
        model,
        email: {
          recipientName: task.input.person1.name,
          pdfFileName: 'practice.pdf',
          reportUrl: 'https://practice.invalid/report/practice',
        },
      });
      result.rendered += 1;
    } catch {
      result.failed += 1;
    }
  }
  return result;
}
