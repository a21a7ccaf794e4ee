/**
 * GET /metrics (docs/architecture.md §2: "Prometheus text at /metrics", issue 8): the Prometheus
 * text format on the app's own registry, HTTP requests by route PATTERN (never a capability URL),
 * business gauges read from the database at scrape time, msoul_database_up, and who may read it
 * (METRICS_TOKEN, else loopback only).
 */

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newCapabilityId } from '../../src/server/security/capability-id';
import { answersFromList } from '../../src/shared/api/sessions';
import { partnerQuestions } from '../../src/shared/questions/partner';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Sample = { name: string; labels: Record<string, string>; value: number };
type Exposition = { help: Map<string, string>; types: Map<string, string>; samples: Sample[] };

const SAMPLE_LINE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*)\})? (\S+)(?: \d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Parses the Prometheus text format strictly: every line is HELP, TYPE, a sample or empty. */
function parseExposition(text: string): Exposition {
  const help = new Map<string, string>();
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      const [, kind, name = '', rest = ''] = comment;
      if (kind === 'HELP') help.set(name, rest);
      else {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(rest);
        types.set(name, rest);
      }
      continue;
    }
    const sample = SAMPLE_LINE.exec(line);
    expect(sample, `not a Prometheus sample line: ${line}`).not.toBeNull();
    if (!sample) continue;
    const labels = Object.fromEntries(
      [...(sample[2] ?? '').matchAll(LABEL)].map((match) => [match[1], match[2]]),
    );
    const raw = sample[3] ?? '';
    // Go's ParseFloat, which Prometheus uses, takes NaN and Inf in any case (prom-client: 'Nan').
    const value = /^nan$/i.test(raw)
      ? Number.NaN
      : /^\+?inf$/i.test(raw)
        ? Infinity
        : /^-inf$/i.test(raw)
          ? -Infinity
          : Number(raw);
    expect(Number.isNaN(value) && !/^nan$/i.test(raw), `bad value in: ${line}`).toBe(false);
    samples.push({ name: sample[1] ?? '', labels, value });
  }
  return { help, types, samples };
}

/** The value of one series (labels matched exactly), or undefined when it is absent. */
function seriesValue(
  exposition: Exposition,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels);
  return exposition.samples.find(
    (sample) =>
      sample.name === name &&
      Object.keys(sample.labels).length === wanted.length &&
      wanted.every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

const LOOPBACK = { remoteAddress: '127.0.0.1' };

async function scrape(
  t: TestApp,
  options: { remoteAddress?: string; headers?: Record<string, string> } = LOOPBACK,
) {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', ...options });
  expect(res.statusCode, res.body).toBe(200);
  return { res, metrics: parseExposition(res.body) };
}

let ip = 0;
const from = () => {
  ip += 1;
  return { remoteAddress: `10.7.${Math.floor(ip / 250)}.${ip % 250}` };
};

const P1 = Array.from({ length: 10 }, (_, i) => `My honest answer number ${i + 1} about us.`);
const P2_CHOICES = partnerQuestions.map((question) => question.options[2] ?? '');

describe('GET /metrics', () => {
  let t: TestApp;
  const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, payload, ...from() });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp({ confirmWaitMs: 20_000 });
  });
  afterAll(() => t.close());

  it('answers the Prometheus text format with process, HTTP and business metrics', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const { res, metrics } = await scrape(t);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(metrics.types.get('http_requests_total')).toBe('counter');
    expect(metrics.types.get('http_request_duration_seconds')).toBe('histogram');
    for (const name of [
      'msoul_database_up',
      'msoul_couple_sessions',
      'msoul_reports',
      'msoul_report_oldest_queued_age_seconds',
      'msoul_report_deliveries_pending',
      'msoul_job_queue_depth',
      'msoul_job_queue_active',
      'msoul_metrics_collection_errors',
    ]) {
      expect(metrics.types.get(name), name).toBe('gauge');
      expect(metrics.help.get(name), name).toBeTruthy();
    }
    // prom-client's process and runtime defaults, on this app's own registry.
    for (const name of [
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds',
      'nodejs_active_handles_total',
    ]) {
      expect(metrics.types.has(name), name).toBe(true);
    }
    expect(seriesValue(metrics, 'msoul_database_up')).toBe(1);
    expect(seriesValue(metrics, 'msoul_metrics_collection_errors')).toBe(0);
    expect(seriesValue(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(
      seriesValue(metrics, 'http_requests_total', {
        method: 'GET',
        route: '/healthz',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      seriesValue(metrics, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/healthz',
      }),
    ).toBeGreaterThanOrEqual(1);
    // Every queue the app created is there, pg-boss's internal ones are not.
    const queues = metrics.samples
      .filter((sample) => sample.name === 'msoul_job_queue_depth')
      .map((sample) => sample.labels.queue);
    expect(queues).toEqual(expect.arrayContaining(['report.generate', 'report.deliver']));
    expect(queues.some((queue) => queue?.startsWith('__pgboss__'))).toBe(false);
  });

  it('counts requests by route pattern, never by the URL they carried', async () => {
    const { refId } = await ok('POST', '/api/start-session', { productType: 'detonation' });
    const unknownRef = newCapabilityId('det_');
    const before = (await scrape(t)).metrics;
    const pattern = { method: 'GET', route: '/api/sessions/:refId' };
    const count = (m: Exposition, status: string) =>
      seriesValue(m, 'http_requests_total', { ...pattern, status }) ?? 0;

    await ok('GET', `/api/sessions/${refId}`);
    await ok('GET', `/api/sessions/${refId}`);
    const missing = await t.app.inject({ url: `/api/sessions/${unknownRef}`, ...from() });
    expect(missing.statusCode).toBe(404);
    await t.app.inject({ url: '/no/such/page/secret-in-path-7f3a', ...from() });

    const { res, metrics } = await scrape(t);
    expect(count(metrics, '200') - count(before, '200')).toBe(2);
    expect(count(metrics, '404') - count(before, '404')).toBe(1);
    expect(res.body).toContain('route="/api/sessions/:refId"');
    expect(res.body).toContain('route="(unmatched)"');
    expect(res.body).not.toContain(refId);
    expect(res.body).not.toContain(unknownRef);
    expect(res.body).not.toContain('secret-in-path');
    // The scrapes themselves are not counted.
    expect(metrics.samples.some((sample) => sample.labels.route === '/metrics')).toBe(false);
  });

  it('reads the business gauges from the database at each scrape', async () => {
    const sessions = (m: Exposition, state: string) =>
      seriesValue(m, 'msoul_couple_sessions', { state }) ?? Number.NaN;
    const reports = (m: Exposition, status: string) =>
      seriesValue(m, 'msoul_reports', { status }) ?? Number.NaN;
    const before = (await scrape(t)).metrics;
    for (const state of ['collecting', 'answered', 'paid_awaiting_answers', 'paid']) {
      expect(sessions(before, state), state).toBeGreaterThanOrEqual(0);
    }
    for (const status of ['queued', 'generated', 'delivered', 'failed']) {
      expect(reports(before, status), status).toBeGreaterThanOrEqual(0);
    }

    const { refId } = await ok('POST', '/api/start-session', { productType: 'detonation' });
    const created = (await scrape(t)).metrics;
    expect(sessions(created, 'collecting')).toBe(sessions(before, 'collecting') + 1);

    // Both answer, then pay on the built-in test checkout: the report is generated and sent.
    await ok('POST', '/api/submit', {
      refId,
      person1: { name: 'Iris', email: 'iris@example.com', partnerName: 'Theo' },
      answers: answersFromList(P1),
      productType: 'detonation',
      honeypot: '',
    });
    await ok('POST', '/api/person2/submit', {
      refId,
      answers: answersFromList(P2_CHOICES),
      source: 'choice',
      email: 'theo.iris@example.com',
    });
    const answered = (await scrape(t)).metrics;
    expect(sessions(answered, 'answered')).toBe(sessions(before, 'answered') + 1);
    expect(sessions(answered, 'collecting')).toBe(sessions(before, 'collecting'));

    const { url } = await ok('POST', '/api/session-checkout', { refId });
    const checkoutId = decodeURIComponent(url.split('/').pop() ?? '');
    await ok('POST', `/api/test-checkout/${checkoutId}/pay`);
    const confirmed = await ok('POST', '/api/session-confirm', {
      refId,
      checkoutSessionId: checkoutId,
    });
    expect(confirmed).toMatchObject({ paid: true, analysis: 'sent' });

    await vi.waitFor(
      async () => {
        const paid = (await scrape(t)).metrics;
        expect(reports(paid, 'delivered')).toBe(reports(before, 'delivered') + 1);
      },
      { timeout: 10_000, interval: 100 },
    );
    const paid = (await scrape(t)).metrics;
    expect(sessions(paid, 'paid')).toBe(sessions(before, 'paid') + 1);
    expect(sessions(paid, 'answered')).toBe(sessions(before, 'answered'));
    expect(reports(paid, 'queued')).toBe(0);
    expect(reports(paid, 'failed')).toBe(0);
    expect(seriesValue(paid, 'msoul_report_oldest_queued_age_seconds')).toBe(0);
    expect(seriesValue(paid, 'msoul_report_deliveries_pending')).toBe(0);
    expect(seriesValue(paid, 'msoul_job_queue_depth', { queue: 'report.generate' })).toBe(0);
  });

  it('is described in the OpenAPI document as text, not as a page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const metrics = doc.paths['/metrics'].get;
    expect(metrics.tags).toEqual(['operations']);
    expect(Object.keys(metrics.responses['200'].content)).toEqual(['text/plain']);
    expect(Object.keys(metrics.responses).sort()).toEqual(['200', '401', '404']);
  });

  it('without METRICS_TOKEN answers the loopback address only, a 404 JSON for anyone else', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      await scrape(t, { remoteAddress });
    }
    for (const remoteAddress of ['203.0.113.9', '10.0.0.1', '::ffff:203.0.113.9', '2001:db8::1']) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: 'Nothing at GET /metrics.' },
      });
      expect(res.body).not.toContain('msoul_');
    }
    // A token is no way in when none is configured.
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer anything-anything-anything-anything' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'metrics-token-for-tests-0123456789abcdef';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ settings: { metricsToken: token } });
  });
  afterAll(() => t.close());

  it('needs the bearer token, from any address; a wrong or missing one is a 401 JSON', async () => {
    const refused = [
      { remoteAddress: '127.0.0.1' },
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${token}x` } },
      { remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${token.slice(1)}` } },
      { remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer ' } },
      { remoteAddress: '127.0.0.1', headers: { authorization: `Basic ${token}` } },
      { remoteAddress: '127.0.0.1', headers: { authorization: token } },
    ];
    for (const request of refused) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', ...request });
      expect(res.statusCode, JSON.stringify(request)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({
        error: { code: 'unauthorized', message: 'Reading the metrics needs a valid bearer token.' },
      });
    }
    for (const remoteAddress of ['203.0.113.9', '127.0.0.1']) {
      const { metrics } = await scrape(t, {
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(seriesValue(metrics, 'msoul_database_up')).toBe(1);
    }
  });
});

describe('GET /metrics without a database', () => {
  it('still answers 200 with msoul_database_up 0 and the process metrics', async () => {
    const t = await createTestApp();
    await t.testDatabase.database.close();
    const { metrics } = await scrape(t);
    expect(seriesValue(metrics, 'msoul_database_up')).toBe(0);
    expect(seriesValue(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(metrics.samples.some((sample) => sample.name === 'msoul_couple_sessions')).toBe(false);
    expect(metrics.samples.some((sample) => sample.name === 'msoul_job_queue_depth')).toBe(false);
    expect(Number.isNaN(seriesValue(metrics, 'msoul_report_deliveries_pending'))).toBe(true);
    await t.app.close();
  });
});
