import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local fake of the part of Stripe's API the product uses (docs/architecture.md §1.6): Checkout
 * Sessions (create, retrieve) with Bearer auth and Idempotency-Key replay, plus webhook events
 * signed with the real SDK helper. There is no stripe-mock in our registries, so tests run the real
 * SDK over HTTP against this. One Node event loop serves it, so concurrent requests are handled one
 * at a time and the outcome does not depend on timing.
 */

const SECRET_KEY = 'sk_test_fake_stripe_secret_key';
const WEBHOOK_SECRET = 'whsec_fake_stripe_webhook_secret';
/** Stripe's Checkout Sessions expire after 24 hours by default. */
const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  /** The hosted page; null once the session is complete or expired, as on Stripe. */
  url: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
};

export type FakeStripeRequest = {
  method: string;
  /** The path without the query string, e.g. `/v1/checkout/sessions`. */
  path: string;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  /** The form body in Stripe's bracket notation, e.g. `line_items[0][price_data][unit_amount]`. */
  params: Record<string, string>;
  /** The status the fake answered with. */
  status: number;
};

export type SignedWebhook = { id: string; body: string; header: string };

export type FakeStripe = {
  /** e.g. `http://127.0.0.1:41234`: STRIPE_API_BASE for the app under test. */
  apiBase: string;
  /** The only key the fake accepts (Authorization: Bearer ...). */
  secretKey: string;
  /** A signing secret to configure the app with; any secret works with signedEvent. */
  webhookSecret: string;
  /** Every Checkout Session created, by id. */
  sessions: ReadonlyMap<string, FakeCheckoutSession>;
  /** Every API request received, in order (the Authorization header is not kept). */
  requests: FakeStripeRequest[];
  /** What a customer finishing the hosted page does; again later settles an async payment. */
  complete(
    id: string,
    options?: { paymentStatus?: FakeCheckoutSession['payment_status'] },
  ): FakeCheckoutSession;
  /** Expires an open session, as Stripe does after 24 hours or on POST .../expire. */
  expire(id: string): FakeCheckoutSession;
  /** Makes the next `count` API requests answer 500 api_error (to exercise SDK retries). */
  failNext(count: number): void;
  /** A Stripe event about a Checkout Session (a snapshot of it), signed like Stripe does. */
  signedEvent(
    type: string,
    sessionId: string,
    webhookSecret: string,
    options?: { timestamp?: number; eventId?: string },
  ): SignedWebhook;
  close(): Promise<void>;
};

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

type StripeErrorBody = {
  type: 'invalid_request_error' | 'idempotency_error' | 'api_error';
  message: string;
  code?: string;
  param?: string;
};

function stripeError(status: number, error: StripeErrorBody): Reply {
  return { status, body: { error } };
}

function randomId(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The Stripe-Signature header for a raw body, from the real SDK helper (Unix seconds). */
export function signStripeBody(body: string, webhookSecret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: webhookSecret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}

/** Any payload as JSON with its signature header; `timestamp` in Unix seconds (default now). */
export function signStripePayload(
  payload: unknown,
  webhookSecret: string,
  timestamp?: number,
): { body: string; header: string } {
  const body = JSON.stringify(payload);
  return { body, header: signStripeBody(body, webhookSecret, timestamp) };
}

/** A Stripe event envelope around a snapshot of `object`, as webhooks deliver it. */
export function stripeEvent(type: string, object: unknown, eventId = randomId('evt_')) {
  return {
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

/** Same parameters in any order give the same fingerprint (Stripe compares parameters). */
function fingerprint(method: string, path: string, params: Record<string, string>): string {
  const sorted = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([method, path, sorted]);
}

function metadataOf(params: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const match = /^metadata\[([^\]]+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

/** Sums quantity x unit_amount over line_items[i]; a Reply when a parameter is wrong. */
function lineItemsTotal(
  params: Record<string, string>,
): { amount: number; currency: string } | Reply {
  let amount = 0;
  let currency: string | undefined;
  for (let i = 0; params[`line_items[${i}][price_data][currency]`] !== undefined; i++) {
    const base = `line_items[${i}]`;
    const unitAmount = Number(params[`${base}[price_data][unit_amount]`]);
    const quantity = Number(params[`${base}[quantity]`] ?? '1');
    if (!Number.isInteger(unitAmount) || unitAmount < 0) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        param: `${base}[price_data][unit_amount]`,
        message: 'Invalid integer',
      });
    }
    amount += unitAmount * quantity;
    currency ??= params[`${base}[price_data][currency]`];
  }
  if (currency === undefined) {
    return stripeError(400, {
      type: 'invalid_request_error',
      code: 'parameter_missing',
      param: 'line_items',
      message: 'line_items is required in payment mode.',
    });
  }
  return { amount, currency };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const requests: FakeStripeRequest[] = [];
  /** Idempotency-Key -> the first request's fingerprint and the response it got (replayed). */
  const idempotent = new Map<string, { fingerprint: string; reply: Reply }>();
  let failures = 0;
  let apiBase = '';

  function createSession(params: Record<string, string>): Reply {
    if (params.mode !== 'payment') {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: params.mode === undefined ? 'parameter_missing' : 'parameter_invalid_string',
        param: 'mode',
        message: 'The fake supports mode=payment only.',
      });
    }
    const total = lineItemsTotal(params);
    if ('status' in total) return total;
    const id = randomId('cs_test_');
    const created = nowSeconds();
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: total.amount,
      currency: total.currency,
      url: `${apiBase}/pay/${id}`,
      client_reference_id: params.client_reference_id ?? null,
      customer_email: params.customer_email ?? null,
      metadata: metadataOf(params),
      success_url: params.success_url ?? null,
      cancel_url: params.cancel_url ?? null,
      created,
      expires_at: created + SESSION_LIFETIME_SECONDS,
      livemode: false,
    };
    sessions.set(id, session);
    // A copy: an idempotent replay answers what the first request got, not the current state.
    return { status: 200, body: structuredClone(session) };
  }

  /** Stripe replays the first response for a key; other parameters with it are an error. */
  function createIdempotently(
    key: string | null,
    print: string,
    params: Record<string, string>,
  ): Reply {
    if (key === null) return createSession(params);
    const earlier = idempotent.get(key);
    if (earlier && earlier.fingerprint !== print) {
      return stripeError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    if (earlier) {
      return { ...earlier.reply, headers: { 'Idempotent-Replayed': 'true' } };
    }
    const reply = createSession(params);
    // Like Stripe, a request that failed validation saves no result for its key.
    if (reply.status === 200) idempotent.set(key, { fingerprint: print, reply });
    return reply;
  }

  function route(request: IncomingMessage, path: string, params: Record<string, string>): Reply {
    const method = request.method ?? 'GET';
    if (header(request, 'authorization') !== `Bearer ${SECRET_KEY}`) {
      return stripeError(401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided.',
      });
    }
    if (failures > 0) {
      failures--;
      return stripeError(500, { type: 'api_error', message: 'Fake Stripe: injected failure.' });
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const key = header(request, 'idempotency-key');
      return createIdempotently(key, fingerprint(method, path, params), params);
    }
    const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expiring?.[1]) {
      const session = sessions.get(decodeURIComponent(expiring[1]));
      if (!session) {
        return stripeError(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'session',
          message: 'No such checkout.session',
        });
      }
      // Stripe: only an open session can be expired.
      if (session.status !== 'open') {
        return stripeError(400, {
          type: 'invalid_request_error',
          message: `Only Checkout Sessions with a status in ["open"] can be expired.`,
        });
      }
      session.status = 'expired';
      session.url = null;
      return { status: 200, body: structuredClone(session) };
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && match?.[1]) {
      const id = decodeURIComponent(match[1]);
      const session = sessions.get(id);
      if (session) return { status: 200, body: session };
      return stripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'session',
        message: `No such checkout.session: '${id}'`,
      });
    }
    return stripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  /** The hosted page a session's url points at: enough for a browser to land somewhere. */
  function payPage(path: string): Reply | null {
    const match = /^\/pay\/([^/]+)$/.exec(path);
    const session = match?.[1] ? sessions.get(match[1]) : undefined;
    if (!session) return null;
    return {
      status: 200,
      body: `<!doctype html><title>Fake Stripe Checkout</title><p>${session.id}: ${session.amount_total} ${session.currency}, ${session.status}</p>`,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const raw = await readBody(request);
    const page = request.method === 'GET' ? payPage(path) : null;
    if (page) return send(response, page);
    const params = Object.fromEntries(new URLSearchParams(raw));
    const reply = route(request, path, params);
    requests.push({
      method: request.method ?? 'GET',
      path,
      idempotencyKey: header(request, 'idempotency-key'),
      stripeVersion: header(request, 'stripe-version'),
      params,
      status: reply.status,
    });
    send(response, reply);
  }

  function send(response: ServerResponse, reply: Reply): void {
    const isText = typeof reply.body === 'string';
    response.writeHead(reply.status, {
      'Content-Type': 'application/json',
      'Request-Id': randomId('req_'),
      ...reply.headers,
    });
    response.end(isText ? reply.body : JSON.stringify(reply.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function sessionOrThrow(id: string): FakeCheckoutSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake Stripe: no checkout session ${id}`);
    return session;
  }

  return {
    apiBase,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    sessions,
    requests,
    complete(id, options = {}) {
      const session = sessionOrThrow(id);
      if (session.status === 'expired') throw new Error(`fake Stripe: ${id} has expired`);
      session.status = 'complete';
      session.payment_status = options.paymentStatus ?? 'paid';
      session.url = null;
      return session;
    },
    expire(id) {
      const session = sessionOrThrow(id);
      if (session.status !== 'open') throw new Error(`fake Stripe: ${id} is not open`);
      session.status = 'expired';
      session.url = null;
      return session;
    },
    failNext(count) {
      failures = count;
    },
    signedEvent(type, sessionId, webhookSecret, options = {}) {
      // An unknown id still makes an event: a webhook may point at a session we never made.
      const snapshot = sessions.get(sessionId) ?? { id: sessionId, object: 'checkout.session' };
      const event = stripeEvent(type, structuredClone(snapshot), options.eventId);
      return { id: event.id, ...signStripePayload(event, webhookSecret, options.timestamp) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps connections alive; close them so the port is released now.
        server.closeAllConnections();
      }),
  };
}
