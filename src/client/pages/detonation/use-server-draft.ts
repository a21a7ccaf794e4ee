import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResumeLinkState } from '../../../shared/api/drafts';
import { isApiError } from '../../lib/api-client';
import { createDraft, saveDraft } from './api/drafts';
import { clearResumeState, readResumeState, writeResumeState } from './resume-storage';
import { toServerDraft } from './server-draft';
import type { TwoStepDraft } from './two-step-storage';

/** A pause in typing this long saves; a step change saves at once. */
export const SAVE_DELAY_MS = 1200;
/** After a failed save, the next try (sooner if the person types on). */
const RETRY_DELAY_MS = 5000;

/**
 * Where the server copy of the form stands: `restored` (the e-mailed link just filled this tab),
 * `saving`, `saved` (with the resume e-mail's state), `failed` (kept in this tab, retried),
 * `local` (no server draft for this session: kept in this tab only), `closed` (the answers are
 * sent; nothing more to save).
 */
export type DraftSaveStatus =
  | { kind: 'idle' | 'restored' | 'saving' | 'failed' | 'local' | 'closed' }
  | { kind: 'saved'; link: ResumeLinkState };

export type ServerDraft = {
  status: DraftSaveStatus;
  /** The answers are being sent: no save meanwhile (the server would refuse one after them). */
  pause: () => void;
  /** Sending failed: saving goes on, starting with what changed meanwhile. */
  resume: () => void;
  /** The answers are in: saving ends for good. */
  stop: () => void;
};

/**
 * Saves the two-step form on the server while person 1 types (docs/decisions/015): the session's
 * first save creates the draft and sends the resume link to the profile's address; later ones
 * replace it, after a pause in typing or at once on a step change, one request at a time.
 */
export function useServerDraft(draft: TwoStepDraft): ServerDraft {
  const [initial] = useState((): 'restored' | 'local' | 'idle' => {
    const resume = readResumeState(draft.refId);
    if (resume?.restored) return 'restored';
    // A session this tab holds without a server draft (started before, or its answers already
    // sent once): it stays in this tab, as it always did.
    return draft.refId !== null && resume === null ? 'local' : 'idle';
  });
  const restored = initial === 'restored';
  const [status, setStatus] = useState<DraftSaveStatus>({ kind: initial });
  const latest = useRef(draft);
  latest.current = draft;
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef(false);
  const again = useRef(false);
  const stopped = useRef(false);
  const paused = useRef(false);
  // A tab the link just filled holds what the server has: nothing to save until it changes.
  const lastSaved = useRef<string | null>(restored ? JSON.stringify(toServerDraft(draft)) : null);
  const lastStep = useRef(draft.step);
  /**
   * The session whose draft is not on the server: one this page did not start (the first draft
   * goes with the start), or whose draft could not be created.
   */
  const noServerDraft = useRef<string | null>(initial === 'local' ? draft.refId : null);

  const schedule = useCallback((delay: number, run: () => Promise<void>) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void run(), delay);
  }, []);

  const flush = useCallback(async (): Promise<void> => {
    const current = latest.current;
    const refId = current.refId;
    if (stopped.current || paused.current) return;
    if (refId === null || noServerDraft.current === refId) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const body = toServerDraft(current);
    const text = JSON.stringify(body);
    const resume = readResumeState(refId);
    if (resume && text === lastSaved.current) return;
    inFlight.current = true;
    // Quiet: once something is saved, the line keeps saying so while the next save runs, so
    // screen readers are not told of every pause in typing.
    setStatus((previous) => (previous.kind === 'saved' ? previous : { kind: 'saving' }));
    try {
      let link: ResumeLinkState;
      if (resume) {
        ({ link } = await saveDraft(resume.resumeId, { draft: body }));
        if (resume.restored) writeResumeState({ refId, resumeId: resume.resumeId });
      } else {
        const created = await createDraft({ refId, email: current.profile.email, draft: body });
        writeResumeState({ refId, resumeId: created.resumeId });
        link = created.link;
      }
      lastSaved.current = text;
      if (!stopped.current) setStatus({ kind: 'saved', link });
    } catch (error) {
      if (isApiError(error) && error.code === 'draft_closed') {
        stopped.current = true;
        setStatus({ kind: 'closed' });
      } else if (
        isApiError(error) &&
        (error.status === 404 || error.status === 409 || error.status === 400)
      ) {
        // No server draft for this session (one exists already, the link is gone, or the
        // address is refused): the tab keeps the answers, as before.
        if (resume) clearResumeState();
        noServerDraft.current = refId;
        setStatus({ kind: 'local' });
      } else {
        setStatus({ kind: 'failed' });
        schedule(RETRY_DELAY_MS, flush);
      }
    } finally {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        void flush();
      }
    }
  }, [schedule]);

  useEffect(() => {
    if (draft.refId === null || stopped.current || paused.current) return;
    const stepChanged = draft.step !== lastStep.current;
    lastStep.current = draft.step;
    schedule(stepChanged ? 0 : SAVE_DELAY_MS, flush);
  }, [draft, flush, schedule]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const stop = useCallback(() => {
    stopped.current = true;
    window.clearTimeout(timer.current);
    clearResumeState();
  }, []);

  const pause = useCallback(() => {
    paused.current = true;
    window.clearTimeout(timer.current);
  }, []);

  const resume = useCallback(() => {
    paused.current = false;
    schedule(0, flush);
  }, [flush, schedule]);

  return { status, pause, resume, stop };
}
