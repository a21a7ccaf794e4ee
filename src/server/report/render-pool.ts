import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { RenderedReportEmail } from './email/render-report-email';
import type {
  RenderEmailTask,
  RenderThreadData,
  ScoreAndRenderTask,
  ScoredReportBytes,
} from './render-tasks';
import type { ReportRenderer } from './report-renderer';
import type { WarmUpResult } from './warm-up';

/** The report's render threads, and how to stop them (at shutdown, after the jobs). */
export type RenderPool = ReportRenderer & {
  /** How many threads render (REPORT_THREADS, by default the machine's cores). */
  readonly threads: number;
  /**
   * Starts the threads now rather than with the first task: the server does at start-up, so
   * that the first paid report does not wait for them to load. Returns at once.
   */
  warm(): void;
  /** How many tasks the threads have finished (tests, diagnostics). */
  readonly completed: number;
  /** How the practice renders of the thread that takes this call went (tests, diagnostics). */
  warmUpResult(): Promise<WarmUpResult>;
  /** Lets the tasks under way finish, then ends every thread. */
  close(): Promise<void>;
};

/**
 * Run from source (tests, npm run dev, the benchmarks) this file is TypeScript and the thread goes
 * through a loader for it; in the server bundle both are JavaScript side by side in dist/server.
 */
function workerFile(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(
    fromSource ? './render-worker-from-source.mjs' : './render-worker.js',
    import.meta.url,
  );
}

/**
 * A fixed pool of render threads (piscina) for the report pipeline's scoring, PDF and e-mail
 * (docs/decisions/017), so that the server's event loop never renders. The threads start
 * together, at `warm()` or with the first task, and each loads the engine and the renderers a
 * single time; a thread that dies is replaced and its task fails (the job is retried). Idle
 * threads do not keep the process alive.
 */
export function openRenderPool(
  options: {
    threads?: number | undefined;
    /** Practice reports each thread renders before its first task (REPORT_WARMUP_RENDERS). */
    warmUpRenders?: number | undefined;
  } = {},
): RenderPool {
  const threads = options.threads ?? availableParallelism();
  const workerData: RenderThreadData = { warmUpRenders: options.warmUpRenders ?? 0 };
  let pool: Piscina | null = null;
  let closed = false;
  const started = (): Piscina => {
    if (closed) throw new Error('the render threads are closed');
    pool ??= new Piscina({
      filename: workerFile().href,
      minThreads: threads,
      maxThreads: threads,
      // Fixed size: a thread is never let go when idle, so nothing is loaded twice.
      idleTimeout: Number.POSITIVE_INFINITY,
      workerData,
    });
    return pool;
  };
  return {
    threads,
    warm() {
      started();
    },
    get completed() {
      return pool?.completed ?? 0;
    },
    async scoreAndRender(task: ScoreAndRenderTask) {
      const result = await started().run(task, { name: 'scoreAndRender' });
      const { model, pdf } = result as ScoredReportBytes;
      return { model, pdf: Buffer.from(pdf) };
    },
    async renderEmail(task: RenderEmailTask) {
      return (await started().run(task, { name: 'renderEmail' })) as RenderedReportEmail;
    },
    async warmUpResult() {
      return (await started().run(null, { name: 'warmUp' })) as WarmUpResult;
    },
    async close() {
      closed = true;
      await pool?.close();
    },
  };
}
