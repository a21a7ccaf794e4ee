import { isStringArray, readJson, removeKey, writeJson } from '../../lib/session-storage';

/** The partner's unsent answers for one invite, kept per tab until submitted (D-21). */
const key = (token: string) => `msoul:storm-draft:${token}`;

export function readDraft(token: string, count: number): string[] {
  const stored = readJson(key(token), isStringArray) ?? [];
  return Array.from({ length: count }, (_, index) => stored[index] ?? '');
}

export function writeDraft(token: string, answers: readonly string[]): void {
  writeJson(key(token), answers);
}

export function clearDraft(token: string): void {
  removeKey(key(token));
}
