/**
 * The paid couple flow over real HTTP against running servers (the production build), for the
 * system tests: each step of a session goes to the next server in the list, so a session that
 * starts on process A is answered, paid and confirmed on the others, as a load balancer without
 * sticky sessions would spread it. Payments use the built-in test checkout
 * (PAYMENTS_PROVIDER=local), the path a Stripe webhook takes.
 */
import type { z } from 'zod';
import {
  sessionConfirmResponseSchema,
  testCheckoutActionResponseSchema,
} from '../../src/shared/api/payments';
import {
  answersFromList,
  person2SubmitResponseSchema,
  sessionCheckoutResponseSchema,
  startSessionResponseSchema,
  submitResponseSchema,
} from '../../src/shared/api/sessions';
import { partnerQuestions } from '../../src/shared/questions/partner';

export type ApiAnswer = { status: number; headers: Headers; body: unknown };

/** One JSON request; every answer of the API is JSON (or empty, e.g. 204). */
export async function callApi(
  baseURL: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

/** A request that must succeed (2xx), its body parsed with the route's response schema. */
export async function callOk<S extends z.ZodType>(
  schema: S,
  baseURL: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<z.output<S>> {
  const answer = await callApi(baseURL, method, path, options);
  if (answer.status >= 300) {
    // The route pattern only: paths carry capability ids.
    const route = path.split('/').slice(0, 3).join('/');
    throw new Error(
      `${method} ${route}… on ${baseURL}: ${answer.status} ${JSON.stringify(answer.body)}`,
    );
  }
  return schema.parse(answer.body);
}

/** Person 1's ten open answers (five words or more each). */
const PERSON1_ANSWERS = Array.from(
  { length: 10 },
  (_, i) => `We talk about topic ${i + 1} calmly and honestly together.`,
);
const PARTNER_CHOICES = partnerQuestions.map((question) => question.options[1] ?? '');

export type PaidSessionPlan = {
  /** Picks the server of the first step (index modulo the number of servers). */
  index: number;
  /** Partner answers before the payment, or the payment comes first (D-08). */
  order: 'partner-first' | 'pay-first';
  person1: { name: string; email: string };
  /** The partner's address for a copy (D-12); null when they leave none. */
  partnerEmail: string | null;
};

export type PaidSession = {
  refId: string;
  checkoutId: string;
  /** The /paid page's confirmation as each server answered it, sent to all at once. */
  confirmations: z.output<typeof sessionConfirmResponseSchema>[];
};

/**
 * One paid couple session: start, person 1, partner, checkout, Pay, and finally the /paid
 * confirmation sent to every server at the same moment (a reload racing the first load).
 */
export async function runPaidSession(
  servers: readonly string[],
  plan: PaidSessionPlan,
): Promise<PaidSession> {
  let step = plan.index;
  const next = () => servers[step++ % servers.length] ?? '';
  const post = <S extends z.ZodType>(schema: S, path: string, body?: unknown) =>
    callOk(schema, next(), 'POST', path, { body });

  const { refId } = await post(startSessionResponseSchema, '/api/start-session', {
    productType: 'detonation',
  });
  const submitted = await post(submitResponseSchema, '/api/submit', {
    refId,
    person1: { ...plan.person1, partnerName: 'Sam' },
    answers: answersFromList(PERSON1_ANSWERS),
    productType: 'detonation',
    honeypot: '',
  });
  const partnerAnswers = () =>
    post(person2SubmitResponseSchema, '/api/person2/submit', {
      refId,
      answers: answersFromList(PARTNER_CHOICES),
      source: 'choice',
      ...(plan.partnerEmail ? { email: plan.partnerEmail } : {}),
    });

  let checkoutUrl = submitted.checkoutUrl;
  if (plan.order === 'partner-first') {
    await partnerAnswers();
    checkoutUrl = (await post(sessionCheckoutResponseSchema, '/api/session-checkout', { refId }))
      .url;
  }
  if (!checkoutUrl) throw new Error('no checkout URL: is PAYMENTS_PROVIDER=local?');
  // The local checkout's URL is relative (docs/operations.md, its opening).
  const checkoutPath = new URL(checkoutUrl, 'http://checkout.invalid').pathname;
  const checkoutId = decodeURIComponent(checkoutPath.split('/').pop() ?? '');
  await post(
    testCheckoutActionResponseSchema,
    `/api/test-checkout/${encodeURIComponent(checkoutId)}/pay`,
  );

  const confirm = (baseURL: string) =>
    callOk(sessionConfirmResponseSchema, baseURL, 'POST', '/api/session-confirm', {
      body: { refId, checkoutSessionId: checkoutId },
    });
  if (plan.order === 'pay-first') {
    const waiting = await confirm(next());
    if (waiting.analysis !== 'waiting_for_partner') {
      throw new Error(`paid before the partner answered, yet analysis is ${waiting.analysis}`);
    }
    await partnerAnswers();
  }
  const confirmations = await Promise.all(servers.map(confirm));
  return { refId, checkoutId, confirmations };
}

/** Runs `work` over `items`, at most `limit` at a time; the results in the items' order. */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let taken = 0;
  const worker = async () => {
    while (taken < items.length) {
      const index = taken++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
