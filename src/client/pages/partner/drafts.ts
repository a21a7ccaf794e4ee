import type { Question } from '../../../shared/questions/types';
import { isStringArray, readJson, removeKey, writeJson } from '../../lib/session-storage';

/**
 * The partner's unsent answers per session, kept per tab until a submit succeeds (D-21): the
 * chosen options of /p2 (with the optional e-mail) and the texts of /p2paste.
 */
const choiceKey = (refId: string) => `msoul:p2-choice:${refId}`;
const pasteKey = (refId: string) => `msoul:p2-paste:${refId}`;

export type ChoiceDraft = { answers: string[]; email: string };

function isChoiceDraft(value: unknown): value is ChoiceDraft {
  return (
    typeof value === 'object' &&
    value !== null &&
    'answers' in value &&
    isStringArray(value.answers) &&
    'email' in value &&
    typeof value.email === 'string'
  );
}

/** One entry per question; a stored choice that is no longer one of its options is dropped. */
export function readChoiceDraft(refId: string, questions: readonly Question[]): ChoiceDraft {
  const stored = readJson(choiceKey(refId), isChoiceDraft);
  const answers = questions.map((question, i) => {
    const answer = stored?.answers[i] ?? '';
    return question.options.includes(answer) ? answer : '';
  });
  return { answers, email: stored?.email ?? '' };
}

export function writeChoiceDraft(refId: string, draft: ChoiceDraft): void {
  writeJson(choiceKey(refId), draft);
}

export function clearChoiceDraft(refId: string): void {
  removeKey(choiceKey(refId));
}

export function readPasteDraft(refId: string, count: number): string[] {
  const stored = readJson(pasteKey(refId), isStringArray) ?? [];
  return Array.from({ length: count }, (_, i) => stored[i] ?? '');
}

export function writePasteDraft(refId: string, answers: readonly string[]): void {
  writeJson(pasteKey(refId), answers);
}

export function clearPasteDraft(refId: string): void {
  removeKey(pasteKey(refId));
}

/** Where /p2 resumes after a reload: the first unanswered question, else the last one. */
export function firstOpenIndex(answers: readonly string[]): number {
  const open = answers.indexOf('');
  return open === -1 ? Math.max(answers.length - 1, 0) : open;
}

/** Where each partner page keeps its draft (usePartnerAnswers); stable, so effects run once. */
export const choiceDrafts = { write: writeChoiceDraft, clear: clearChoiceDraft };
export const pasteDrafts = { write: writePasteDraft, clear: clearPasteDraft };
