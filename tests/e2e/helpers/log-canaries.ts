/**
 * The log canary check of the browser tests (issue 8, 'Bad input tried'): the personal data and
 * secrets the tests type or see are recorded as canaries (one JSON line each, in the file that
 * global-setup.ts provides as 'canaryFile'); at the end of the run, global-setup.ts looks for
 * each of them, and for anything shaped like an e-mail address, a phone number, a bearer token or
 * a capability id, in every line the servers under test logged. The e-mail addresses the tests
 * use carry CANARY_TAG in their local part, so that an echo of one is found however it is cut.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { z } from 'zod';

/** In the local part of every e-mail address the browser tests use (`sam.logcanary@…`). */
export const CANARY_TAG = 'logcanary';

const canaryKinds = [
  'email',
  'phone',
  'name',
  'answer',
  'password',
  'admin token',
  'data link token',
  'capability id',
  'totp code',
  'totp secret',
] as const;

const canarySchema = z.object({ kind: z.enum(canaryKinds), value: z.string() });
export type Canary = z.infer<typeof canarySchema>;
export type CanaryKind = Canary['kind'];

/**
 * Records values for the check at the end of the run; call it wherever a test types or receives
 * one. Runs in the test workers (the file name comes from the global setup).
 */
export function recordCanaries(kind: CanaryKind, values: readonly string[]): void {
  const lines = values.map((value) => `${JSON.stringify({ kind, value })}\n`).join('');
  if (lines) appendFileSync(inject('canaryFile'), lines);
}

/** The canaries recorded so far, each once. */
export function readCanaries(file: string): Canary[] {
  if (!existsSync(file)) return [];
  const seen = new Map<string, Canary>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const canary = canarySchema.parse(JSON.parse(line));
    seen.set(`${canary.kind}\0${canary.value}`, canary);
  }
  return [...seen.values()];
}

/** Shapes that no log line may contain, whoever typed them. */
const GENERIC_PATTERNS: readonly { what: string; pattern: RegExp }[] = [
  { what: 'the canary tag', pattern: new RegExp(CANARY_TAG, 'i') },
  {
    what: 'an e-mail address',
    pattern: /[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/,
  },
  { what: 'a phone number', pattern: /\+\d{1,3}[\s().-]{0,2}\d[\d\s().-]{5,}\d/ },
  { what: 'a bearer token', pattern: /\bbearer\s+[\w.~+/=-]{8,}/i },
  // newCapabilityId: a readable prefix and 22 base62 characters (refIds, submissions, checkouts).
  {
    what: 'a capability id',
    pattern: /(?<![A-Za-z0-9])[a-z]+(?:_[a-z]+)*_[0-9A-Za-z]{22}(?![0-9A-Za-z])/,
  },
  // Assessment ids (the free scan's capability) are UUIDs.
  {
    what: 'a UUID (assessment id)',
    pattern: /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i,
  },
  // newBearerToken: 32 random bytes in base64url (admin tokens, data links).
  { what: 'a 43-character token', pattern: /(?<![\w-])[\w-]{43}(?![\w-])/ },
];

/** Six-digit codes are matched as whole numbers; everything else as text, in any case. */
function containsValue(line: string, canary: Canary): boolean {
  if (canary.kind === 'totp code') {
    return new RegExp(`(?<!\\d)${canary.value}(?!\\d)`).test(line);
  }
  const lower = line.toLowerCase();
  const forms = [canary.value, JSON.stringify(canary.value).slice(1, -1)];
  return forms.some((form) => lower.includes(form.toLowerCase()));
}

export type Leak = { lineNumber: number; what: string; line: string };

/** Every log line that holds a recorded canary or a generic shape; empty when the log is clean. */
export function findLeaks(log: string, canaries: readonly Canary[]): Leak[] {
  // Values shorter than this are not distinctive enough to search for (except TOTP codes).
  const searchable = canaries.filter((c) => c.kind === 'totp code' || c.value.length >= 6);
  const leaks: Leak[] = [];
  log.split('\n').forEach((line, index) => {
    const recorded = searchable.find((canary) => containsValue(line, canary));
    const generic = GENERIC_PATTERNS.find(({ pattern }) => pattern.test(line));
    const what = recorded ? `a recorded ${recorded.kind}` : generic?.what;
    if (what) leaks.push({ lineNumber: index + 1, what, line });
  });
  return leaks;
}

/** The failure message: which lines, what was found, where the whole log is. */
export function describeLeaks(leaks: readonly Leak[], logFile: string, shown = 20): string {
  const lines = leaks
    .slice(0, shown)
    .map(({ lineNumber, what, line }) => `  line ${lineNumber}: ${what}: ${line.slice(0, 300)}`);
  const more = leaks.length > shown ? [`  … and ${leaks.length - shown} more`] : [];
  return [
    `Log canary check failed: ${leaks.length} server log line(s) hold personal data or secrets ` +
      `the browser tests typed or saw (never log them; see src/server/logger.ts).`,
    ...lines,
    ...more,
    `The whole log: ${logFile}`,
  ].join('\n');
}
