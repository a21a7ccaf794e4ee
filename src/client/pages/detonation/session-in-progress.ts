import { z } from 'zod';
import { readJson, removeKey, writeJson } from '../../lib/session-storage';
import { TWO_STEP_PRODUCTS } from './couple-products';

/**
 * The two-step flow's session in progress, kept per tab once person 1's answers are sent (D-08,
 * D-21): the draft is cleared then, but leaving the checkout (a cancel, a payment not confirmed)
 * must not send /detonation back to the start. It holds ids only, no answers or addresses; the
 * server says what the submission can still do (GET /api/submissions/<id>).
 *
 * The one place that knows how /detonation finds a session to resume: a resume link or a
 * server-side draft can add another source here without the page changing.
 */
const IN_PROGRESS_KEY = 'msoul:detonation:in-progress';

const sessionInProgressSchema = z.object({
  refId: z.string().min(1),
  submissionId: z.string().min(1),
  product: z.enum(TWO_STEP_PRODUCTS),
});
export type SessionInProgress = z.infer<typeof sessionInProgressSchema>;

function isSessionInProgress(value: unknown): value is SessionInProgress {
  return sessionInProgressSchema.safeParse(value).success;
}

/** The session this tab sent answers for and may still pay or follow up, or null. */
export function readSessionInProgress(): SessionInProgress | null {
  return readJson(IN_PROGRESS_KEY, isSessionInProgress);
}

/** Remembers a submitted session (before leaving for its checkout, or when none could open). */
export function rememberSessionInProgress(session: SessionInProgress): void {
  writeJson(IN_PROGRESS_KEY, session);
}

/** 'Start a new report', or a session the server no longer knows. */
export function forgetSessionInProgress(): void {
  removeKey(IN_PROGRESS_KEY);
}
