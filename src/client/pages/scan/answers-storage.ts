import { isStringRecord, readJson, removeKey, writeJson } from '../../lib/session-storage';

/** In-progress answers of one assessment, kept per tab until they are saved (D-21). */
const key = (assessmentId: string) => `msoul:answers:${assessmentId}`;

export function readAnswers(assessmentId: string | null): Record<string, string> {
  if (!assessmentId) return {};
  return readJson(key(assessmentId), isStringRecord) ?? {};
}

export function writeAnswers(assessmentId: string, answers: Record<string, string>): void {
  writeJson(key(assessmentId), answers);
}

export function clearAnswers(assessmentId: string): void {
  removeKey(key(assessmentId));
}
