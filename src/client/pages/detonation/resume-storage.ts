import { z } from 'zod';
import { readJson, removeKey, writeJson } from '../../lib/session-storage';

/**
 * The two-step flow's server draft in this tab (docs/decisions/015): which session it belongs to
 * and the resume id it is saved under. Apart from the form's own draft (two-step-storage.ts), so
 * each keeps its own shape. `restored` marks a tab the e-mailed link just filled.
 */
const RESUME_KEY = 'msoul:detonation:resume';

const resumeSchema = z.object({
  refId: z.string().min(1),
  resumeId: z.string().min(1),
  restored: z.boolean().optional(),
});
export type ResumeState = z.infer<typeof resumeSchema>;

function isResumeState(value: unknown): value is ResumeState {
  return resumeSchema.safeParse(value).success;
}

/** The server draft of this session, or null (none yet, or one of another session). */
export function readResumeState(refId: string | null): ResumeState | null {
  const stored = readJson(RESUME_KEY, isResumeState);
  return stored && refId !== null && stored.refId === refId ? stored : null;
}

export function writeResumeState(state: ResumeState): void {
  writeJson(RESUME_KEY, state);
}

export function clearResumeState(): void {
  removeKey(RESUME_KEY);
}
