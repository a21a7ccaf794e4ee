import { request } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import type pg from 'pg';
import { z } from 'zod';
import { freeScanIntake } from '../../scripts/free-scan-intake';
import { capabilityDigest } from '../../src/server/security/capability-id';
import {
  assessmentStatusSchema,
  createAssessmentResponseSchema,
} from '../../src/shared/api/assessments';
import { apiErrorSchema } from '../../src/shared/api/error';
import { type QuestionList, questionListSchema } from '../../src/shared/api/questions';
import {
  answersFromList,
  person2SubmitResponseSchema,
  startSessionResponseSchema,
  submitResponseSchema,
} from '../../src/shared/api/sessions';
import { stormSubmitResponseSchema } from '../../src/shared/api/storm';

/**
 * The answer-saving flows of the product driven over real HTTP against a running server (the
 * free scan: create, answer, partner answers; a couple session: start, person 1, person 2), for
 * the system tests that break things underneath: every answer the server accepted (2xx) is
 * recorded, so that the test can look for it in the database afterwards.
 */

/** One HTTP answer; `status` 0 when no answer came (refused, reset, timed out). */
export type Reply = {
  status: number;
  body: unknown;
  retryAfter: string | null;
  /** For status 0: why no answer came (e.g. ECONNREFUSED). */
  failure?: string;
};

export type Method = 'GET' | 'POST' | 'PATCH';

const REQUEST_TIMEOUT_MS = 15_000;

function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : '';
  return code || error.name || error.message;
}

/** One request; a request that gets no answer within 15 s counts as a failure (status 0). */
export async function call(
  baseURL: string,
  method: Method,
  path: string,
  body?: unknown,
): Promise<Reply> {
  try {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Kept as text: the caller's check reports a body that is not JSON.
    }
    return {
      status: response.status,
      body: parsed,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    return { status: 0, body: null, retryAfter: null, failure: failureOf(error) };
  }
}

/**
 * GET `path` on a connection of its own (fetch would reuse a kept-alive one): what a new client
 * gets. A refused connection is status 0 with failure 'ECONNREFUSED'.
 */
export function callOnNewConnection(baseURL: string, path: string): Promise<Reply> {
  return new Promise((resolve) => {
    const req = request(`${baseURL}${path}`, { agent: false, timeout: REQUEST_TIMEOUT_MS });
    req.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Kept as text.
        }
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, body, retryAfter: retryAfter ?? null });
      });
    });
    req.on('timeout', () => req.destroy(new Error('TimeoutError')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, body: null, retryAfter: null, failure: error.code ?? error.message }),
    );
    req.end();
  });
}

/** True for the one error format with the given code. */
export function isErrorBody(body: unknown, code: string): boolean {
  const parsed = apiErrorSchema.safeParse(body);
  return parsed.success && parsed.data.error.code === code && parsed.data.error.message.length > 0;
}

/** An answer the server accepted, as it should now be in the database. */
export type Accepted =
  | { kind: 'assessment'; id: string; responses: Record<string, string> }
  | { kind: 'storm'; token: string; answers: string[] }
  | { kind: 'person1'; refId: string; submissionId: string; answers: string[] }
  | { kind: 'person2'; refId: string; answers: string[] };

/**
 * Sends one step of a flow and returns its 2xx answer, or null when the flow should stop (the
 * caller decides what else is acceptable, and whether to try again).
 */
export type Step = (method: Method, path: string, body: unknown) => Promise<Reply | null>;

export async function fetchStormQuestions(baseURL: string): Promise<QuestionList> {
  const reply = await call(baseURL, 'GET', '/api/questions/storm');
  return questionListSchema.parse(reply.body);
}

/** The free scan's intake for person `n`: a new address each time (one would reuse its user). */

/** The free scan: person 1 starts and answers, the partner answers through the invitation. */
export async function freeScanFlow(
  step: Step,
  n: number,
  stormSet: QuestionList,
  accepted: Accepted[],
): Promise<void> {
  const created = await step('POST', '/api/assessments', freeScanIntake('scan', n));
  if (!created) return;
  const { id } = createAssessmentResponseSchema.parse(created.body);
  const responses = Object.fromEntries(
    stormSet.map((question, i) => [question.id, question.options[(n + i) % 4] ?? '']),
  );
  const saved = await step('PATCH', `/api/assessments/${id}`, { responses });
  if (!saved) return;
  accepted.push({ kind: 'assessment', id, responses });
  const token = assessmentStatusSchema.parse(saved.body).storm?.token;
  if (!token) throw new Error('a free scan answered without a partner invitation');
  const answers = Array.from(
    { length: 5 },
    (_, i) => `Partner of scan ${n} answers question ${i + 1} with care.`,
  );
  const sent = await step('POST', `/api/storm/submit/${token}`, { answers, website: '' });
  if (!sent) return;
  stormSubmitResponseSchema.parse(sent.body);
  accepted.push({ kind: 'storm', token, answers });
}

/** Ten answers of five words or more, unique to flow `n`. */
export function tenAnswers(who: string, n: number): string[] {
  return Array.from(
    { length: 10 },
    (_, i) => `${who} in session ${n} writes answer ${i + 1} plainly.`,
  );
}

/** A couple session up to both people's answers; returns the checkout to pay, if any. */
export async function coupleFlow(
  step: Step,
  n: number,
  accepted: Accepted[],
): Promise<{ refId: string; checkoutId: string } | null> {
  const started = await step('POST', '/api/start-session', { productType: 'detonation' });
  if (!started) return null;
  const { refId } = startSessionResponseSchema.parse(started.body);
  const p1 = tenAnswers('Person one', n);
  const submitted = await step('POST', '/api/submit', {
    refId,
    person1: { name: `Person ${n}`, email: `person-${n}@example.com`, partnerName: 'Partner' },
    answers: answersFromList(p1),
    productType: 'detonation',
    honeypot: '',
  });
  if (!submitted) return null;
  const submission = submitResponseSchema.parse(submitted.body);
  accepted.push({ kind: 'person1', refId, submissionId: submission.submissionId, answers: p1 });
  const p2 = tenAnswers('The partner', n);
  const answered = await step('POST', '/api/person2/submit', {
    refId,
    answers: answersFromList(p2),
    source: 'paste',
  });
  if (!answered) return null;
  person2SubmitResponseSchema.parse(answered.body);
  accepted.push({ kind: 'person2', refId, answers: p2 });
  const checkoutId = submission.checkoutUrl?.split('/test-checkout/')[1];
  return checkoutId ? { refId, checkoutId } : null;
}

const jsonRows = z.array(z.object({ value: z.unknown() }));

async function stored(client: pg.Client, query: string, key: string): Promise<unknown> {
  const result = await client.query(query, [key]);
  return jsonRows.parse(result.rows)[0]?.value ?? null;
}

/**
 * The accepted answers that the database does not hold as they were sent. A person 1 submission
 * may have been replaced by a later one of the same session (a retried request): then the
 * session's current submission must hold the same answers.
 */
/** The accepted answers the database does not hold (links are stored as digests, decision 013). */
export async function missingAnswers(client: pg.Client, accepted: readonly Accepted[]) {
  const missing: string[] = [];
  // jsonb keeps its own key order: compared as values.
  const same = isDeepStrictEqual;
  for (const item of accepted) {
    switch (item.kind) {
      case 'assessment': {
        const value = await stored(
          client,
          'select responses as value from assessments where id = $1',
          item.id,
        );
        if (!same(value, item.responses)) missing.push(`assessment ${item.id}`);
        break;
      }
      case 'storm': {
        const value = await stored(
          client,
          'select partner_answers as value from storm_invites where token = $1',
          capabilityDigest(item.token),
        );
        if (!same(value, item.answers)) missing.push(`storm answers ${item.token}`);
        break;
      }
      case 'person1': {
        const value = await stored(
          client,
          `select s.content->'answers' as value from couple_sessions c
             join secure_submissions s on s.submission_id = c.current_submission_id
            where c.ref_id = $1`,
          capabilityDigest(item.refId),
        );
        if (!same(value, item.answers)) missing.push(`person 1 answers ${item.refId}`);
        break;
      }
      case 'person2': {
        const value = await stored(
          client,
          'select p2_answers as value from couple_sessions where ref_id = $1',
          capabilityDigest(item.refId),
        );
        if (!same(value, item.answers)) missing.push(`person 2 answers ${item.refId}`);
        break;
      }
    }
  }
  return missing;
}
