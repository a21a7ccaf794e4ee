/**
 * Load benchmark, not a test (issue 8, docs/architecture.md §6): autocannon against the production
 * build on loopback, in one run.
 *
 *   npm run bench:load                                # full run: 10 s a scenario, 300 s soak
 *   npm run bench:load -- --duration 5 --soak 30      # a quicker look
 *   npx tsx scripts/bench-load.mts --only pglite --scenario burst --duration 10   # the burst alone
 *   options: --connections 50 --warmup 10 --sample 1 --log-level info --only pglite|postgres
 *            --pairs 3 --json out.json (raw figures) --scenario flow (only the scenarios whose
 *            name has it; the soak runs when its name, 'soak: free-scan flow', has it)
 *            --burst 20 (couple sessions paid at once in the burst scenario)
 *            --cpu-prof dir (the server writes a V8 CPU profile there when it stops)
 *
 * The reference is a bare Fastify route in a child process of its own (plain node, logger off)
 * answering the same JSON as GET /api/questions/storm, measured right before each database's
 * scenarios. The hot read is compared with it in `--pairs` alternating pairs (reference, read,
 * reference, read, ...) and the median pair's ratio counts: on this shared 2-core machine the
 * reference alone swung between 30,000 and 41,000 req/s from one minute to the next.
 *
 * For each database (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL names a server:
 * `npm run bench:load` runs under scripts/with-postgres.sh), dist/server/main.js runs
 * with NODE_ENV=production and takes GET /api/questions/storm, POST /api/start-session, the
 * free-scan flow (create, answer, partner submit, result, looped per connection) and a soak of
 * that flow during which the server's memory is sampled from /metrics (allowed on loopback), and
 * the report burst: the hot read's p99 while `--burst` couple reports are scored, rendered and
 * e-mailed, beside its p99 without them, in `--pairs` alternating pairs (see measureBurst). All
 * load comes from one address, so the server runs with RATE_LIMIT_MULTIPLIER=100000: the
 * per-address limits (20 creations a minute) would answer 429 otherwise.
 * Prints req/s, p50, p99, errors (non-2xx + socket errors + timeouts) and the ratio to the
 * reference, then a verdict per target. The exit code is 0 unless the benchmark cannot run.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import type { z } from 'zod';
import {
  assessmentStatusSchema,
  type CreateAssessmentBody,
  createAssessmentResponseSchema,
  type SaveResponsesBody,
} from '../src/shared/api/assessments';
import { apiErrorSchema } from '../src/shared/api/error';
import { testCheckoutActionResponseSchema } from '../src/shared/api/payments';
import {
  answersFromList,
  type Person2SubmitBody,
  person2SubmitResponseSchema,
  type StartSessionBody,
  type SubmitBody,
  type sessionCheckoutBodySchema,
  sessionCheckoutResponseSchema,
  startSessionResponseSchema,
  submitResponseSchema,
} from '../src/shared/api/sessions';
import type { StormSubmitBody } from '../src/shared/api/storm';
import { partnerQuestions } from '../src/shared/questions/partner';
import { stormQuestions } from '../src/shared/questions/storm';
import { type MailSink, startMailSink } from './bench-mail-sink';
import { PROJECT_ROOT, SERVER_ENTRY, startBuiltServer } from './built-server.mjs';
import { freeScanIntake } from './free-scan-intake';

// ---------------------------------------------------------------------------------------------
// autocannon 9 ships no types: the subset used here, typed once.

type Method = 'GET' | 'POST' | 'PATCH';
type Context = Record<string, string>;
type Request = {
  method: Method;
  path: string;
  headers?: Record<string, string>;
  body?: string;
};
type FlowRequest = Request & {
  /** Returns the request to send, or undefined to restart the flow (a step before failed). */
  setupRequest?: (request: Request, context: Context) => Request | undefined;
  onResponse?: (status: number, body: string, context: Context) => void;
};
type CannonOptions = {
  url: string;
  connections: number;
  duration: number;
  requests: FlowRequest[];
};
type CannonResult = {
  errors: number;
  timeouts: number;
  non2xx: number;
  resets: number;
  statusCodeStats: Record<string, { count: number }>;
};
type CannonClient = { requestIterator: { currentRequestIndex: number } };
type CannonInstance = PromiseLike<CannonResult> & {
  on(
    event: 'response',
    listener: (client: CannonClient, status: number, bytes: number, ms: number) => void,
  ): void;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: CannonOptions,
) => CannonInstance;

// ---------------------------------------------------------------------------------------------
// Options

const args = process.argv.slice(2);
function option(name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}
function numberOption(name: string, fallback: number): number {
  const value = Number(option(name));
  return Number.isFinite(value) && value >= 0 && option(name) !== undefined ? value : fallback;
}

const settings = {
  duration: numberOption('duration', 10),
  warmup: numberOption('warmup', 10),
  connections: numberOption('connections', 50),
  soak: numberOption('soak', 300),
  sampleEvery: numberOption('sample', 1),
  pairs: Math.max(1, Math.round(numberOption('pairs', 3))),
  logLevel: option('log-level') ?? 'info',
  only: ((value) => {
    if (value === undefined || value === 'pglite' || value === 'postgres') return value;
    throw new Error(`--only takes pglite or postgres, not ${value}`);
  })(option('only')),
  json: option('json'),
  scenario: option('scenario'),
  burst: Math.max(1, Math.round(numberOption('burst', 20))),
  cpuProfileDir: option('cpu-prof'),
};
const RATE_LIMIT_MULTIPLIER = 100_000;

// Targets (docs/architecture.md §6).
const HOT_READ_MAX_RATIO = 2;
const WRITE_P99_MAX_MS = 50;
/** Memory is 'flat' when the soak's last-quarter floor is within this above its first quarter's. */
const MEMORY_FLAT_MAX_GROWTH = 0.1;

// ---------------------------------------------------------------------------------------------
// Pure helpers

/** The storm questions exactly as GET /api/questions/storm returns them. */
const QUESTIONS_JSON = JSON.stringify(
  stormQuestions.map(({ id, text, options }) => ({ id, text, options })),
);

/** The pair of median ratio (of an even count, the higher middle one: the less flattering). */
function medianPair<T extends { ratio: number }>(pairs: readonly T[]): T {
  const sorted = [...pairs].sort((a, b) => a.ratio - b.ratio);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no pairs measured');
  return median;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const fixed = (value: number, digits = 1): string =>
  Number.isFinite(value) ? value.toFixed(digits) : '-';

/** A markdown-style table with padded columns (readable in a terminal and pasteable). */
function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((cell, i) =>
    Math.max(cell.length, ...rows.map((r) => r[i]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** One value of a Prometheus text exposition (unlabelled metrics only). */
function metricValue(text: string, name: string): number {
  const match = new RegExp(`^${name} ([0-9.e+]+)$`, 'm').exec(text);
  return match?.[1] ? Number(match[1]) : Number.NaN;
}

/** Every series of a metric with one label, as label value -> value. */
function labelledValues(text: string, name: string, label: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const match of text.matchAll(
    new RegExp(`^${name}\\{${label}="([^"]*)"\\} ([0-9.e+]+)$`, 'gm'),
  )) {
    if (match[1] !== undefined && match[2] !== undefined) values.set(match[1], Number(match[2]));
  }
  return values;
}

// ---------------------------------------------------------------------------------------------
// Scenarios

const json = { 'content-type': 'application/json' };
let serial = 0;

/** Request bodies typed by the API contracts (src/shared/api), so a changed contract shows here. */
const body = {
  create: (n: number): CreateAssessmentBody => freeScanIntake('bench', n),
  /** Person 1 picks another option per question each time, as different people would. */
  answer: (n: number): SaveResponsesBody => ({
    responses: Object.fromEntries(
      stormQuestions.map((q, i) => [q.id, q.options[(n + i) % q.options.length] ?? '']),
    ),
  }),
  partner: (): StormSubmitBody => ({
    answers: [
      'We talk it through the same evening, calmly, even when it is hard.',
      'I want a hug and a bit of quiet, then to talk about it together.',
      'We plan money together and share a budget we both agree on.',
      'Time together matters most to me, evenings and weekends as a pair.',
      'I want us to build a home and a family together in the next few years.',
    ],
    website: '',
  }),
  startSession: (): StartSessionBody => ({ productType: 'detonation', website: '' }),
};

/**
 * The free scan as person 1 and their partner go through it (docs/product.md §4, §7), one loop a
 * person.
 */
function freeScanFlow(): FlowRequest[] {
  return [
    {
      method: 'POST',
      path: '/api/assessments',
      headers: json,
      setupRequest: (request, context) => {
        serial += 1;
        context.n = String(serial);
        return { ...request, body: JSON.stringify(body.create(serial)) };
      },
      onResponse: (status, text, context) => {
        if (status === 201) context.id = createAssessmentResponseSchema.parse(JSON.parse(text)).id;
      },
    },
    {
      method: 'PATCH',
      path: '/api/assessments/:id',
      headers: json,
      setupRequest: (request, context) =>
        context.id
          ? {
              ...request,
              path: `/api/assessments/${context.id}`,
              body: JSON.stringify(body.answer(Number(context.n))),
            }
          : undefined,
      onResponse: (status, text, context) => {
        const token = status === 200 ? assessmentStatusSchema.parse(JSON.parse(text)).storm : null;
        if (token) context.token = token.token;
      },
    },
    {
      method: 'POST',
      path: '/api/storm/submit/:token',
      headers: json,
      setupRequest: (request, context) =>
        context.token
          ? {
              ...request,
              path: `/api/storm/submit/${context.token}`,
              body: JSON.stringify(body.partner()),
            }
          : undefined,
    },
    {
      method: 'GET',
      path: '/api/storm/result/:token',
      setupRequest: (request, context) =>
        context.token ? { ...request, path: `/api/storm/result/${context.token}` } : undefined,
    },
  ];
}

type Scenario = {
  name: string;
  kind: 'reference' | 'read' | 'write' | 'flow' | 'burst';
  requests: () => FlowRequest[];
};

const SCENARIOS: readonly Scenario[] = [
  {
    name: 'GET /api/questions/storm',
    kind: 'read',
    requests: () => [{ method: 'GET', path: '/api/questions/storm' }],
  },
  {
    name: 'POST /api/start-session',
    kind: 'write',
    requests: () => [
      {
        method: 'POST',
        path: '/api/start-session',
        headers: json,
        body: JSON.stringify(body.startSession()),
      },
    ],
  },
  { name: 'free-scan flow', kind: 'flow', requests: freeScanFlow },
  {
    // The hot read again, alone and during a burst of paid reports (measureBurst).
    name: 'report burst',
    kind: 'burst',
    requests: () => [{ method: 'GET', path: '/api/questions/storm' }],
  },
];

type StepFigures = { name: string; count: number; p50: number; p99: number; non2xx: number };
type RunFigures = {
  scenario: string;
  kind: Scenario['kind'];
  seconds: number;
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  /** The first response on each connection, left out of p50/p99 (see measure). */
  firstResponses: { count: number; p50: number; max: number };
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  flowRestarts: number;
  /** Responses by status code, as autocannon counted them. */
  statusCodes: Record<string, number>;
  steps: StepFigures[];
};

/**
 * Runs autocannon once and measures every response. Latency percentiles leave out the first
 * response on each connection: 50 connections opened at once against a saturated server wait
 * their turn to be read, one every few tens of ms on PGlite, up to seconds for the last
 * (whatever the route), which says how the load starts rather than how a route performs. Those
 * first responses are counted in req/s and errors and reported on their own (`firstResponses`).
 */
async function measure(baseURL: string, scenario: Scenario, seconds: number): Promise<RunFigures> {
  const requests = scenario.requests();
  const latencies: number[][] = requests.map(() => []);
  const failures: number[] = requests.map(() => 0);
  const firsts: number[] = [];
  const answered = new WeakSet<CannonClient>();
  const started = performance.now();
  const instance = autocannon({
    url: baseURL,
    connections: settings.connections,
    duration: seconds,
    requests,
  });
  instance.on('response', (client, status, _bytes, ms) => {
    const step = client.requestIterator.currentRequestIndex;
    if (status < 200 || status > 299) failures[step] = (failures[step] ?? 0) + 1;
    if (answered.has(client)) latencies[step]?.push(ms);
    else firsts.push(ms);
    answered.add(client);
  });
  const result = await instance;
  const elapsed = (performance.now() - started) / 1000;
  const all = latencies.flat().sort((a, b) => a - b);
  const steps = requests.map((request, i) => {
    const sorted = (latencies[i] ?? []).sort((a, b) => a - b);
    return {
      name: `${request.method} ${request.path}`,
      count: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      non2xx: failures[i] ?? 0,
    };
  });
  firsts.sort((a, b) => a - b);
  const responses = all.length + firsts.length;
  return {
    scenario: scenario.name,
    kind: scenario.kind,
    seconds: elapsed,
    requests: responses,
    reqPerSec: responses / elapsed,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    max: all.at(-1) ?? Number.NaN,
    firstResponses: {
      count: firsts.length,
      p50: percentile(firsts, 50),
      max: firsts.at(-1) ?? Number.NaN,
    },
    non2xx: result.non2xx,
    socketErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    flowRestarts: result.resets,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
    steps,
  };
}

const errorsOf = (run: RunFigures): number => run.non2xx + run.socketErrors + run.timeouts;

// ---------------------------------------------------------------------------------------------
// Processes

/** The reference: Fastify with nothing registered, one route, the same JSON; plain node. */
const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
const body = JSON.parse(process.env.BARE_BODY);
app.get('/api/questions/storm', async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(JSON.stringify({ port: app.server.address().port }) + '\\n');
`;

async function startBareServer(): Promise<{ baseURL: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', BARE_BODY: QUESTIONS_JSON },
  });
  const port = await new Promise<number>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the bare Fastify server exited (${code})`)));
    child.stdout?.once('data', (chunk: Buffer) => {
      done((JSON.parse(chunk.toString()) as { port: number }).port);
    });
  });
  return { baseURL: `http://127.0.0.1:${port}`, child };
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards. */
async function freshPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `msoul_bench_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

type MemorySample = { at: number; rssMb: number; heapMb: number; externalMb: number };

async function sampleMemory(baseURL: string, startedAt: number): Promise<MemorySample> {
  const text = await (await fetch(`${baseURL}/metrics`)).text();
  const mb = (name: string) => metricValue(text, name) / 1024 / 1024;
  return {
    at: (performance.now() - startedAt) / 1000,
    rssMb: mb('process_resident_memory_bytes'),
    heapMb: mb('nodejs_heap_size_used_bytes'),
    externalMb: mb('nodejs_external_memory_bytes'),
  };
}

type SoakFigures = {
  run: RunFigures;
  samples: MemorySample[];
  rss: { first: number; last: number; max: number; growth: number };
  heap: { first: number; last: number; max: number; growth: number };
  flat: boolean;
};

/**
 * Growth of the last quarter's floor (lowest sample) over the first quarter's. The heap climbs
 * between collections by up to ~250 MB in a minute of the flow, so a mean of a few samples rises or
 * falls by 20 % with where they land on the saw-tooth; the floor is what is left after a
 * collection, and that is what a leak raises. Samples come every second: at one in 5 s a quarter
 * held 15 and could miss the collections (floors 89-161 MB in one soak whose floors a minute,
 * sampled each second, stayed at 82-98 MB in another).
 */
function growth(values: readonly number[]): number {
  const quarter = Math.max(1, Math.floor(values.length / 4));
  const first = Math.min(...values.slice(0, quarter));
  return Math.min(...values.slice(-quarter)) / first - 1;
}

function summary(values: readonly number[]) {
  return {
    first: values[0] ?? Number.NaN,
    last: values.at(-1) ?? Number.NaN,
    max: Math.max(...values),
    growth: growth(values),
  };
}

/**
 * The soak: the free-scan flow at full speed for `seconds` (every iteration writes new rows, so
 * the database grows all along), the server's memory sampled every `sampleEvery` s.
 */
async function soak(baseURL: string, seconds: number): Promise<SoakFigures> {
  const startedAt = performance.now();
  const samples: MemorySample[] = [await sampleMemory(baseURL, startedAt)];
  const timer = setInterval(() => {
    sampleMemory(baseURL, startedAt).then(
      (sample) => samples.push(sample),
      () => undefined,
    );
  }, settings.sampleEvery * 1000);
  const flow = SCENARIOS.find((s) => s.kind === 'flow');
  if (!flow) throw new Error('no flow scenario');
  const run = await measure(baseURL, { ...flow, name: 'soak: free-scan flow' }, seconds);
  clearInterval(timer);
  samples.push(await sampleMemory(baseURL, startedAt));
  const rss = summary(samples.map((s) => s.rssMb));
  const heap = summary(samples.map((s) => s.heapMb));
  return {
    run,
    samples,
    rss,
    heap,
    flat: rss.growth <= MEMORY_FLAT_MAX_GROWTH && heap.growth <= MEMORY_FLAT_MAX_GROWTH,
  };
}

// ---------------------------------------------------------------------------------------------
// The report burst

/** One POST through the real API, its answer parsed with the route's response schema. */
async function post<S extends z.ZodType>(
  schema: S,
  baseURL: string,
  path: string,
  payload?: unknown,
): Promise<z.output<S>> {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    ...(payload === undefined ? {} : { headers: json, body: JSON.stringify(payload) }),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (!response.ok) {
    // The route's pattern and the error's code only: paths carry capability ids.
    let answer: unknown = null;
    try {
      answer = JSON.parse(text);
    } catch {
      // not JSON: the status alone
    }
    const error = apiErrorSchema.safeParse(answer);
    const code = error.success ? ` ${error.data.error.code}` : '';
    throw new Error(`POST ${path.split('/').slice(0, 3).join('/')}…: ${response.status}${code}`);
  }
  return schema.parse(JSON.parse(text));
}

let coupleSerial = 0;

// Ten answers that read as ten (the readability rule refuses one answer given twice).
const TOPICS = [
  'money',
  'our time',
  'family',
  'chores',
  'friends',
  'work',
  'holidays',
  'health',
  'our home',
  'the future',
];
const WHEN = ['most weeks', 'every month', 'each evening', 'on Sundays'];

/** Person 1's ten open answers and the partner's ten choices, a little different per couple. */
const coupleBody = {
  person1: (n: number): Omit<SubmitBody, 'refId'> => ({
    person1: { name: `Burst${n}`, email: `burst-${n}-p1@example.com`, partnerName: 'Sam' },
    answers: answersFromList(
      TOPICS.map(
        (topic) => `We talk about ${topic} calmly and honestly together, ${WHEN[n % WHEN.length]}.`,
      ),
    ),
    productType: 'detonation',
    honeypot: '',
  }),
  partner: (n: number): Omit<Person2SubmitBody, 'refId'> => ({
    answers: answersFromList(
      partnerQuestions.map((q, i) => q.options[(n + i) % q.options.length] ?? ''),
    ),
    source: 'choice',
    email: `burst-${n}-p2@example.com`,
  }),
};

/**
 * A couple session ready to pay, through the API as the pages drive it (start, person 1's
 * answers, the partner's answers with an address for their copy, checkout): the checkout's id.
 */
async function prepareCouple(baseURL: string): Promise<string> {
  coupleSerial += 1;
  const n = coupleSerial;
  const start: StartSessionBody = { productType: 'detonation', website: '' };
  const { refId } = await post(startSessionResponseSchema, baseURL, '/api/start-session', start);
  const person1: SubmitBody = { refId, ...coupleBody.person1(n) };
  await post(submitResponseSchema, baseURL, '/api/submit', person1);
  const partner: Person2SubmitBody = { refId, ...coupleBody.partner(n) };
  await post(person2SubmitResponseSchema, baseURL, '/api/person2/submit', partner);
  const checkout: z.input<typeof sessionCheckoutBodySchema> = { refId };
  const { url } = await post(
    sessionCheckoutResponseSchema,
    baseURL,
    '/api/session-checkout',
    checkout,
  );
  // The built-in test checkout's URL is relative (docs/operations.md): its last segment is the id.
  const path = new URL(url, 'http://checkout.invalid').pathname;
  return decodeURIComponent(path.split('/').pop() ?? '');
}

/** The test checkout's Pay: the payment is confirmed as a Stripe webhook would confirm it. */
async function pay(baseURL: string, checkoutId: string): Promise<void> {
  await post(
    testCheckoutActionResponseSchema,
    baseURL,
    `/api/test-checkout/${encodeURIComponent(checkoutId)}/pay`,
  );
}

/** What the server's /metrics says of the reports and its job queues. */
type ReportCounts = {
  /** Reports that reached 'generated' (generated, delivered or failed). */
  generated: number;
  delivered: number;
  failed: number;
  /** Jobs waiting or being worked on, over every queue. */
  jobs: number;
};

async function reportCounts(baseURL: string): Promise<ReportCounts> {
  const text = await (await fetch(`${baseURL}/metrics`)).text();
  if (metricValue(text, 'msoul_metrics_collection_errors') !== 0) {
    return { generated: Number.NaN, delivered: Number.NaN, failed: Number.NaN, jobs: Number.NaN };
  }
  const reports = labelledValues(text, 'msoul_reports', 'status');
  const sum = (values: Map<string, number>) => [...values.values()].reduce((a, b) => a + b, 0);
  const delivered = reports.get('delivered') ?? 0;
  const failed = reports.get('failed') ?? 0;
  return {
    generated: (reports.get('generated') ?? 0) + delivered + failed,
    delivered,
    failed,
    jobs:
      sum(labelledValues(text, 'msoul_job_queue_depth', 'queue')) +
      sum(labelledValues(text, 'msoul_job_queue_active', 'queue')),
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls /metrics every 250 ms until `done` holds or `seconds` pass; the last counts read. */
async function waitForCounts(
  baseURL: string,
  seconds: number,
  done: (counts: ReportCounts) => boolean,
): Promise<{ counts: ReportCounts; ok: boolean }> {
  const deadline = performance.now() + seconds * 1000;
  for (;;) {
    const counts = await reportCounts(baseURL);
    if (done(counts)) return { counts, ok: true };
    if (performance.now() > deadline) return { counts, ok: false };
    await sleep(250);
  }
}

/** The burst side of one pair: what the server did for the reports paid at the window's start. */
type BurstWindow = {
  sessions: number;
  /** Pay answered with an error (that report was never queued). */
  payFailures: number;
  /** From the window's start until the last Pay answered. */
  paidWithinSeconds: number;
  /** Reports that reached 'generated', and 'delivered', during the measured window (/metrics). */
  generatedInWindow: number;
  deliveredInWindow: number;
  /** Report e-mails the mail server accepted during the window (two a couple). */
  emailsInWindow: number;
  emailsExpected: number;
  /** From the window's start until the burst's last report e-mail; NaN when some never came. */
  lastEmailSeconds: number;
  windowSeconds: number;
};

type BurstPair = { without: RunFigures; with: RunFigures; ratio: number; burst: BurstWindow };

type BurstFigures = {
  sessions: number;
  /** One report paid and delivered before the pairs (fonts, the language model): seconds. */
  firstReportSeconds: number;
  pairs: BurstPair[];
  /** Notes on anything that did not go as planned (a queue not idle, reports not delivered). */
  notes: string[];
};

/**
 * The hot read with and without a burst of reports, in `--pairs` alternating pairs (without,
 * with, without, with, ...). Before each 'with' window, `--burst` couple sessions are answered
 * through the API and left at the checkout, and the job queues are let go idle (the partner's
 * answers queue person 1's 'your partner has answered' e-mail); the hot read is warmed up; then
 * every session is paid at once as the measured window opens, so the server scores, renders and
 * e-mails the reports while autocannon reads. The counts of /metrics at both ends of the window
 * and the e-mails the mail sink accepted within it show how much of the burst overlapped the
 * window. Each pair waits until the burst is delivered before the next 'without' run.
 */
async function measureBurst(
  baseURL: string,
  scenario: Scenario,
  sink: MailSink,
): Promise<BurstFigures> {
  const sessions = settings.burst;
  const notes: string[] = [];
  const drainSeconds = Math.max(120, sessions * 6);

  // A first report, outside any window: the first render in a process loads the fonts and the
  // language model.
  const firstStarted = performance.now();
  const before = await reportCounts(baseURL);
  await pay(baseURL, await prepareCouple(baseURL));
  const first = await waitForCounts(
    baseURL,
    drainSeconds,
    (c) => c.delivered + c.failed >= before.delivered + before.failed + 1,
  );
  const firstReportSeconds = (performance.now() - firstStarted) / 1000;
  if (!first.ok) notes.push(`the first report was not delivered within ${drainSeconds} s`);

  const alone: Scenario = { ...scenario, name: 'hot read, no burst' };
  const during: Scenario = { ...scenario, name: `hot read, ${sessions} reports paid at its start` };
  const pairs: BurstPair[] = [];
  for (let index = 0; index < settings.pairs; index++) {
    const without = await warmAndMeasure(baseURL, alone);

    const checkouts: string[] = [];
    for (let n = 0; n < sessions; n++) checkouts.push(await prepareCouple(baseURL));
    const idle = await waitForCounts(baseURL, 60, (c) => c.jobs === 0);
    if (!idle.ok) notes.push(`pair ${index + 1}: jobs still queued when the window opened`);
    if (settings.warmup > 0) await measure(baseURL, during, settings.warmup);

    const start = await reportCounts(baseURL);
    const emailsBefore = sink.reportTimes.length;
    const opened = performance.now();
    const reading = measure(baseURL, during, settings.duration);
    const paying = Promise.allSettled(checkouts.map((id) => pay(baseURL, id))).then((results) => ({
      results,
      at: performance.now(),
    }));
    const withBurst = await reading;
    const closed = performance.now();
    const end = await reportCounts(baseURL);
    const paid = await paying;
    const payFailures = paid.results.filter((p) => p.status === 'rejected').length;

    const expected = sessions - payFailures;
    const drained = await waitForCounts(
      baseURL,
      drainSeconds,
      (c) => c.delivered + c.failed >= start.delivered + start.failed + expected,
    );
    if (!drained.ok) {
      notes.push(`pair ${index + 1}: the burst was not delivered within ${drainSeconds} s`);
    }
    // Both partners left an address: two report e-mails a couple. Give the last ones a moment
    // to be reported by the sink after the database says delivered.
    const emailsExpected = expected * 2;
    const emailDeadline = performance.now() + 5_000;
    while (
      sink.reportTimes.length - emailsBefore < emailsExpected &&
      performance.now() < emailDeadline
    ) {
      await sleep(50);
    }
    const emails = sink.reportTimes.slice(emailsBefore);
    const burst: BurstWindow = {
      sessions,
      payFailures,
      paidWithinSeconds: (paid.at - opened) / 1000,
      generatedInWindow: end.generated - start.generated,
      deliveredInWindow: end.delivered - start.delivered,
      emailsInWindow: emails.filter((at) => at <= closed).length,
      emailsExpected,
      lastEmailSeconds:
        emails.length >= emailsExpected && emails.length > 0
          ? ((emails.at(-1) ?? opened) - opened) / 1000
          : Number.NaN,
      windowSeconds: (closed - opened) / 1000,
    };
    pairs.push({ without, with: withBurst, ratio: withBurst.p99 / without.p99, burst });
    console.log(
      `   burst ${index + 1}: ${burst.generatedInWindow} reports generated and ${burst.deliveredInWindow} delivered in the ${fixed(burst.windowSeconds)} s window, ${burst.emailsInWindow}/${emailsExpected} report e-mails; last e-mail at ${fixed(burst.lastEmailSeconds)} s`,
    );
  }
  return { sessions, firstReportSeconds, pairs, notes };
}

// ---------------------------------------------------------------------------------------------
// The run

/** A hot read measured right after the reference, as one of `--pairs` alternating pairs. */
type Pair = { reference: RunFigures; read: RunFigures; ratio: number };

type DatabaseFigures = {
  database: 'PGlite' | 'PostgreSQL';
  /**
   * The bare route: of the hot read's median pair, or (no hot read chosen) measured right before
   * this database's scenarios. Every "slower than bare" figure is against it.
   */
  reference: RunFigures;
  /** Every pair of the hot read, in the order measured; `runs` holds the median pair's read. */
  pairs: Pair[];
  runs: RunFigures[];
  /** The hot read with and without a report burst, when that scenario ran. */
  burst: BurstFigures | null;
  soak: SoakFigures | null;
};

const REFERENCE: Scenario = {
  name: 'bare Fastify (reference)',
  kind: 'reference',
  requests: () => [{ method: 'GET', path: '/api/questions/storm' }],
};

const chosenScenarios = () =>
  SCENARIOS.filter((s) => !settings.scenario || s.name.includes(settings.scenario));
const soakChosen = () =>
  settings.soak > 0 && (!settings.scenario || 'soak: free-scan flow'.includes(settings.scenario));

/** Warm-up (not counted), then the measured run. */
async function warmAndMeasure(baseURL: string, scenario: Scenario): Promise<RunFigures> {
  if (settings.warmup > 0) await measure(baseURL, scenario, settings.warmup);
  const run = await measure(baseURL, scenario, settings.duration);
  console.log(`   ${scenario.name}: ${fixed(run.reqPerSec, 0)} req/s, p99 ${fixed(run.p99)} ms`);
  return run;
}

/**
 * The hot read and the reference in alternation, `--pairs` times: each pair's reference is
 * measured right before its read, so a pair shares the machine's conditions of that minute.
 */
async function measurePairs(
  bareURL: string,
  serverURL: string,
  scenario: Scenario,
  firstReference: RunFigures,
): Promise<Pair[]> {
  const pairs: Pair[] = [];
  let reference = firstReference;
  for (let index = 0; index < settings.pairs; index++) {
    if (index > 0) reference = await warmAndMeasure(bareURL, REFERENCE);
    const read = await warmAndMeasure(serverURL, scenario);
    pairs.push({ reference, read, ratio: reference.reqPerSec / read.reqPerSec });
  }
  return pairs;
}

async function benchDatabase(
  database: DatabaseFigures['database'],
  databaseUrl: string | undefined,
  bareURL: string,
  sink: MailSink | null,
): Promise<DatabaseFigures> {
  console.log(`\n== ${database}: starting dist/server/main.js (NODE_ENV=production)`);
  const server = await startBuiltServer({
    label: 'bench-load',
    nodeEnv: 'production',
    nodeArgs: settings.cpuProfileDir
      ? ['--cpu-prof', `--cpu-prof-dir=${resolve(settings.cpuProfileDir)}`]
      : [],
    env: {
      RATE_LIMIT_MULTIPLIER: String(RATE_LIMIT_MULTIPLIER),
      LOG_LEVEL: settings.logLevel,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // The burst's reports go to the mail sink; built-server allows the test checkout.
      ...(sink ? { PAYMENTS_PROVIDER: 'local', MAIL_TRANSPORT: 'smtp', SMTP_URL: sink.url } : {}),
    },
  });
  try {
    let reference = await warmAndMeasure(bareURL, REFERENCE);
    let pairs: Pair[] = [];
    const runs: RunFigures[] = [];
    let burst: BurstFigures | null = null;
    for (const scenario of chosenScenarios()) {
      if (scenario.kind === 'burst') {
        if (!sink) throw new Error('the burst scenario needs the mail sink');
        burst = await measureBurst(server.baseURL, scenario, sink);
        continue;
      }
      if (scenario.kind !== 'read') {
        runs.push(await warmAndMeasure(server.baseURL, scenario));
        continue;
      }
      pairs = await measurePairs(bareURL, server.baseURL, scenario, reference);
      const median = medianPair(pairs);
      reference = median.reference;
      runs.push(median.read);
    }
    let soakFigures: SoakFigures | null = null;
    if (soakChosen()) {
      console.log(
        `   soak: ${settings.soak} s of the free-scan flow, memory every ${settings.sampleEvery} s`,
      );
      soakFigures = await soak(server.baseURL, settings.soak);
    }
    return { database, reference, pairs, runs, burst, soak: soakFigures };
  } finally {
    await server.stop();
  }
}

/** Every `step` s of the soak: the sample nearest to it, as 't s: RSS / heap MB'. */
function memoryTrend(samples: readonly MemorySample[], step: number): string {
  const last = samples.at(-1)?.at ?? 0;
  const points: string[] = [];
  for (let at = 0; at <= last + step / 2; at += step) {
    const nearest = samples.reduce((best, s) =>
      Math.abs(s.at - at) < Math.abs(best.at - at) ? s : best,
    );
    points.push(`${fixed(nearest.at, 0)} s ${fixed(nearest.rssMb, 0)}/${fixed(nearest.heapMb, 0)}`);
  }
  return points.join(', ');
}

function statusDetails(run: RunFigures): string {
  const parts = Object.entries(run.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${count} x ${code}`);
  if (run.socketErrors > 0) parts.push(`${run.socketErrors} socket errors`);
  if (run.timeouts > 0) parts.push(`${run.timeouts} timeouts`);
  if (run.flowRestarts > 0) parts.push(`${run.flowRestarts} flows restarted after a failed step`);
  return parts.join(', ');
}

type Verdict = (ok: boolean, text: string, binding?: boolean) => void;

/** The burst's table: each pair's runs and what the server did for the reports in the window. */
function printBurst(figures: BurstFigures, reference: RunFigures, verdict: Verdict): void {
  const rows: string[][] = [];
  for (const [index, pair] of figures.pairs.entries()) {
    const { burst } = pair;
    const run = (label: string, r: RunFigures, extra: string[]) => [
      `${index + 1} ${label}`,
      fixed(r.reqPerSec, 0),
      fixed(r.p50),
      fixed(r.p99),
      String(errorsOf(r)),
      ...extra,
    ];
    rows.push(run('without', pair.without, ['', '', '', '']));
    rows.push(
      run('with', pair.with, [
        `${burst.generatedInWindow} / ${burst.deliveredInWindow}`,
        `${burst.emailsInWindow} of ${burst.emailsExpected}`,
        `${fixed(burst.paidWithinSeconds)} s`,
        `${fixed(burst.lastEmailSeconds)} s`,
      ]),
    );
  }
  console.log(
    `\nReport burst: ${figures.sessions} couple sessions answered beforehand, all paid as each 'with' window opens (${settings.duration} s), the hot read GET /api/questions/storm read throughout; pairs alternate without/with. The first report of the process took ${fixed(figures.firstReportSeconds)} s (before the pairs). Bare route ${fixed(reference.reqPerSec, 0)} req/s in this run.\n`,
  );
  console.log(
    table(
      [
        'pair',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'reports generated / delivered in window',
        'report e-mails in window',
        'all paid at',
        'last report e-mail at',
      ],
      rows,
    ),
  );
  const ratios = figures.pairs
    .map(
      (pair) =>
        `${fixed(pair.without.p99)} -> ${fixed(pair.with.p99)} ms = ${fixed(pair.ratio, 2)}x`,
    )
    .join('; ');
  console.log(`   hot read p99 without -> with the burst, per pair: ${ratios}`);
  for (const pair of figures.pairs) {
    if (pair.burst.payFailures > 0) {
      console.log(`   ${pair.burst.payFailures} payments failed in one pair (never queued)`);
    }
  }
  for (const note of figures.notes) console.log(`   note: ${note}`);
  if (figures.pairs.length === 0) return;
  const median = medianPair(figures.pairs);
  const overlapped = figures.pairs.every((pair) => pair.burst.generatedInWindow > 0);
  // docs/architecture.md §6 sets no target for a burst: the figures are for comparing builds.
  verdict(
    true,
    `hot read p99 during a burst of ${figures.sessions} reports: ${fixed(median.with.p99)} ms against ${fixed(median.without.p99)} ms without (${fixed(median.ratio, 2)}x, ${figures.pairs.length === 1 ? 'one pair' : `the median of ${figures.pairs.length} pairs`}); req/s ${fixed(median.with.reqPerSec, 0)} against ${fixed(median.without.reqPerSec, 0)}, ${fixed(reference.reqPerSec / median.with.reqPerSec, 2)}x slower than the bare route during the burst; ${median.burst.generatedInWindow} reports generated and ${median.burst.deliveredInWindow} delivered within that window${overlapped ? '' : ' (in some pair no report was generated within the window: the burst did not overlap it)'}`,
    false,
  );
}

function printDatabase(figures: DatabaseFigures): string[] {
  const { reference } = figures;
  const slower = (run: RunFigures) => reference.reqPerSec / run.reqPerSec;
  const row = (run: RunFigures, label = run.scenario) => [
    label,
    fixed(run.reqPerSec, 0),
    fixed(run.p50),
    fixed(run.p99),
    String(errorsOf(run)),
    `${fixed(slower(run), 2)}x`,
  ];
  const rows = [row(reference)];
  for (const run of figures.runs) {
    rows.push(row(run));
    if (run.kind === 'flow') {
      for (const step of run.steps) {
        rows.push([
          `  step ${step.name}`,
          fixed(step.count / run.seconds, 0),
          fixed(step.p50),
          fixed(step.p99),
          String(step.non2xx),
          '',
        ]);
      }
    }
  }
  const bare = `bare route ${fixed(reference.reqPerSec, 0)} req/s`;
  console.log(
    `\n${figures.database}, ${settings.connections} connections, ${settings.duration} s each (after ${settings.warmup} s of warm-up); the machine's ${bare}:\n`,
  );
  console.log(table(['scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'slower than bare'], rows));
  if (figures.pairs.length > 1) {
    const pairs = figures.pairs
      .map((pair) => {
        const [bare, read] = [pair.reference.reqPerSec, pair.read.reqPerSec];
        return `${fixed(bare, 0)}/${fixed(read, 0)} = ${fixed(pair.ratio, 2)}x`;
      })
      .join('; ');
    console.log(
      `   hot read against the reference in ${figures.pairs.length} alternating pairs (reference req/s, read req/s, ratio): ${pairs}. The table shows the median pair, and every "slower than bare" is against its reference.`,
    );
  }
  const measured = [
    ...(figures.pairs.length > 0
      ? figures.pairs.flatMap((pair) => [pair.reference, pair.read])
      : [reference]),
    ...figures.runs.filter((run) => run.kind !== 'read'),
  ];
  for (const run of measured) {
    const details = statusDetails(run);
    if (details) console.log(`   ${run.scenario}: ${details}`);
  }
  console.log(
    `   p50/p99 leave out the first response on each new connection (${settings.connections} a run); those took: ${[
      reference,
      ...figures.runs,
    ]
      .map(
        (run) =>
          `${run.scenario} p50 ${fixed(run.firstResponses.p50, 0)} / max ${fixed(run.firstResponses.max, 0)} ms`,
      )
      .join('; ')}`,
  );

  const verdicts: string[] = [];
  // docs/architecture.md §6 sets the write target on PGlite; PostgreSQL's figures are shown for
  // information.
  const writeTarget = figures.database === 'PGlite';
  const verdict = (ok: boolean, text: string, binding = true) => {
    const mark = binding ? (ok ? 'MET   ' : 'MISSED') : 'info  ';
    verdicts.push(`${mark} ${figures.database} (${bare}): ${text}`);
  };
  for (const run of figures.runs) {
    if (run.kind === 'read') {
      verdict(
        slower(run) <= HOT_READ_MAX_RATIO,
        `hot read ${run.scenario}: ${fixed(slower(run), 2)}x slower than the bare route (target <= ${HOT_READ_MAX_RATIO}x)`,
      );
    } else if (run.kind === 'write') {
      verdict(
        run.p99 < WRITE_P99_MAX_MS,
        `write ${run.scenario}: p99 ${fixed(run.p99)} ms at ${settings.connections} connections (target < ${WRITE_P99_MAX_MS} ms)`,
        writeTarget,
      );
    } else if (run.kind === 'flow') {
      for (const step of run.steps.filter((s) => !s.name.startsWith('GET'))) {
        verdict(
          step.p99 < WRITE_P99_MAX_MS,
          `write ${step.name} in the flow: p99 ${fixed(step.p99)} ms at ${settings.connections} connections (target < ${WRITE_P99_MAX_MS} ms)`,
          writeTarget,
        );
      }
    }
  }
  if (figures.burst) printBurst(figures.burst, reference, verdict);
  const allRuns = [
    ...measured.filter((run) => run.kind !== 'reference'),
    ...(figures.burst?.pairs.flatMap((pair) => [pair.without, pair.with]) ?? []),
    ...(figures.soak ? [figures.soak.run] : []),
  ];
  const errors = allRuns.reduce((sum, run) => sum + errorsOf(run), 0);
  const requests = allRuns.reduce((sum, run) => sum + run.requests, 0);
  verdict(errors === 0, `${errors} errors in ${requests} measured requests (target 0)`);

  if (figures.soak) {
    const { run, rss, heap, samples } = figures.soak;
    console.log(
      `\nSoak (${bare} before it): ${fixed(run.seconds, 0)} s of the free-scan flow at ${fixed(run.reqPerSec, 0)} req/s (p50 ${fixed(run.p50)} ms, p99 ${fixed(run.p99)} ms, ${errorsOf(run)} errors${statusDetails(run) ? `: ${statusDetails(run)}` : ''}); server memory from /metrics every ${settings.sampleEvery} s, ${samples.length} samples:\n`,
    );
    const mem = (name: string, s: SoakFigures['rss']) => [
      name,
      fixed(s.first),
      fixed(s.last),
      fixed(s.max),
      `${s.growth >= 0 ? '+' : ''}${fixed(s.growth * 100)} %`,
    ];
    console.log(
      table(
        ['memory', 'first MB', 'last MB', 'max MB', 'floor: last vs first quarter'],
        [mem('RSS', rss), mem('heap used', heap)],
      ),
    );
    console.log(
      `   RSS/heap MB over time: ${memoryTrend(samples, Math.max(settings.sampleEvery, Math.round(settings.soak / 10)))}`,
    );
    verdict(
      figures.soak.flat,
      `memory over the ${fixed(run.seconds, 0)} s soak: RSS ${mem('', rss)[4]}, heap used ${mem('', heap)[4]}, last quarter's floor vs the first quarter's (flat = at most ${MEMORY_FLAT_MAX_GROWTH * 100} % higher)`,
    );
  }
  console.log('');
  for (const line of verdicts) console.log(line);
  return verdicts;
}

async function main(): Promise<void> {
  if (!existsSync(SERVER_ENTRY)) {
    console.log('No build in dist/: running npm run build first');
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const postgresServer = process.env.TEST_DATABASE_URL;
  console.log(
    `bench:load ${new Date().toISOString()}: ${cpus().length} cores (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}), ` +
      `autocannon in this process shares them with the server. ${settings.connections} connections, ` +
      `${settings.warmup} s warm-up + ${settings.duration} s a scenario, ${soakChosen() ? `soak ${settings.soak} s` : 'no soak'}. ` +
      `Server: NODE_ENV=production, LOG_LEVEL=${settings.logLevel}, RATE_LIMIT_MULTIPLIER=${RATE_LIMIT_MULTIPLIER} (one client address).`,
  );

  const bare = await startBareServer();
  const sink = chosenScenarios().some((s) => s.kind === 'burst') ? await startMailSink() : null;
  const results: DatabaseFigures[] = [];
  try {
    if (settings.only !== 'postgres') {
      results.push(await benchDatabase('PGlite', undefined, bare.baseURL, sink));
    }
    if (settings.only !== 'pglite') {
      if (postgresServer) {
        const fresh = await freshPostgresDatabase(postgresServer);
        try {
          results.push(await benchDatabase('PostgreSQL', fresh.url, bare.baseURL, sink));
        } finally {
          await fresh.drop();
        }
      } else {
        console.log(
          '\nPostgreSQL: skipped, no TEST_DATABASE_URL (npm run bench:load starts one through scripts/with-postgres.sh)',
        );
      }
    }
  } finally {
    bare.child.kill('SIGTERM');
    sink?.stop();
  }

  const verdicts = results.flatMap(printDatabase);
  if (settings.json) {
    writeFileSync(settings.json, `${JSON.stringify({ settings, results, verdicts }, null, 2)}\n`);
  }
}

await main();
