/**
 * Benchmark, not a test (issue 6, docs/architecture.md §6): payment confirmed -> every e-mail
 * accepted by SMTP.
 *   npm run bench:fulfilment [-- --sessions 50] [--every 500]
 * One in-process app (embedded PGlite in memory, the built-in test checkout, the real job queue
 * and report pipeline) sends through nodemailer to a real SMTP server on 127.0.0.1. Answers, each
 * couple's own, are stored through the API first; then one payment every `--every` ms is
 * confirmed through the test checkout's Pay route, and each session's time until the mail server
 * holds both e-mails is measured. Prints median, p95 and max (budget: p95 < 3 s), and the
 * process's CPU time (all its threads) from the first payment to the last e-mail, per report.
 * Renders as production does (NODE_ENV=production), on the render threads the server starts
 * (REPORT_THREADS in the environment sets how many, by default one per core;
 * REPORT_WARMUP_RENDERS their practice renders at start, by default 4 as in the server).
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';

// Set before React loads (the imports below are dynamic, not hoisted): the report renders as in
// production, like bench:report; NODE_ENV=development in the environment measures React's
// development build instead. The render threads inherit it.
process.env.NODE_ENV ??= 'production';
const nodeEnv = process.env.NODE_ENV;
const { buildApp } = await import('../src/server/app');
const { DEFAULT_WARMUP_RENDERS, envSchema } = await import('../src/server/config');
const { openDatabase } = await import('../src/server/db/client');
const { applyMigrations } = await import('../src/server/db/migrate');
const { loggerOptions } = await import('../src/server/logger');
const { seedQuestions } = await import('../src/server/modules/questions/question-repository');
const { startTestSmtpServer } = await import('../src/server/providers/mail/start-test-smtp-server');
const { startServices } = await import('../src/server/services');
const { partnerQuestions } = await import('../src/shared/questions/partner');

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const sessions = option('sessions', 50);
const everyMs = option('every', 500);

const keyed = (list: readonly string[]) =>
  Object.fromEntries(list.map((answer, i) => [`q${i + 1}`, answer]));
// Every couple writes its own sentences, as real couples do: the renderer keeps text layouts and
// shaped words between reports (docs/decisions/019), and one set of answers repeated 50 times
// would measure those caches, not the reports.
const TOPICS = ['money', 'our time', 'family', 'chores', 'friends'];
const HOW = ['openly', 'kindly', 'calmly', 'honestly', 'gently', 'plainly', 'warmly', 'briefly'];
const WHEN = ['most evenings', 'on Sundays', 'every week', 'after dinner', 'on long walks'];
const answersFor = (n: number) =>
  Array.from(
    { length: 10 },
    (_, i) =>
      `We talk about ${TOPICS[i % TOPICS.length]} ${HOW[(n + i) % HOW.length]} and ${
        HOW[(n * 3 + i + 1) % HOW.length]
      }, ${WHEN[(n + 2 * i) % WHEN.length]}, ${i < 5 ? 'mostly' : 'usually'} for ${
        (n % 7) + 2
      } minutes.`,
  );

const smtp = await startTestSmtpServer();
const logger = pino(loggerOptions('warn'), new Writable({ write: (_c, _e, done) => done() }));
const database = await openDatabase({ kind: 'pglite', dataDir: null });
await applyMigrations(database);
await seedQuestions(database.db);
const config = {
  publicUrl: 'http://bench.local',
  scanHostUrl: '/start-scan',
  supportEmail: 'help@bench.local',
  secretKey: 'bench-secret-key-bench-secret-key-0123',
  rateLimitMultiplier: 1000,
  apiDocs: false,
  adminTotpOptional: true,
};
// Read and checked as the server reads them (config.ts), with the server's defaults.
const threads = envSchema.shape.REPORT_THREADS.parse(process.env.REPORT_THREADS);
const warmUpRenders =
  envSchema.shape.REPORT_WARMUP_RENDERS.parse(process.env.REPORT_WARMUP_RENDERS) ??
  DEFAULT_WARMUP_RENDERS;
const services = await startServices(
  {
    ...config,
    ...(threads ? { reportThreads: threads } : {}),
    reportWarmUpRenders: warmUpRenders,
    payments: { provider: 'local' },
    mail: { from: 'mSoul <reports@bench.local>', transport: 'smtp', smtpUrl: smtp.url },
  },
  database,
  logger,
);
// As the server does at start-up (main.ts): the render threads load while sessions are prepared.
services.renderer.warm();
const app = await buildApp({
  config,
  database,
  services,
  clientDir: null,
  logger,
  confirmWaitMs: 0,
});
await app.ready();

async function post(url: string, payload?: object) {
  const res = await app.inject({ method: 'POST', url, payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A fully answered session with an open checkout; returns the checkout id and both addresses. */
async function prepare(n: number) {
  const { refId } = await post('/api/start-session', { productType: 'detonation' });
  const p1 = `p1-${n}@bench.local`;
  const p2 = `p2-${n}@bench.local`;
  await post('/api/submit', {
    refId,
    person1: { name: `Person${n}`, email: p1, partnerName: 'Partner' },
    answers: keyed(answersFor(n)),
    productType: 'detonation',
    honeypot: '',
  });
  await post('/api/person2/submit', {
    refId,
    answers: keyed(
      partnerQuestions.map(
        (question, i) => question.options[(n + i) % question.options.length] ?? '',
      ),
    ),
    source: 'choice',
    email: p2,
  });
  const { url } = await post('/api/session-checkout', { refId });
  return { checkoutId: decodeURIComponent(url.split('/').pop() ?? ''), p1, p2 };
}

// The report e-mail: person 1 also gets a 'your partner has answered' before paying.
const delivered = (address: string) =>
  smtp.received.some(
    (mail) =>
      mail.envelopeTo.includes(address) && mail.parsed.subject?.startsWith('Your mSoul report'),
  );

process.stdout.write(`preparing ${sessions} answered sessions...\n`);
const prepared = [];
for (let n = 0; n < sessions; n++) prepared.push(await prepare(n));

// A server takes payments once it listens, before its threads have warmed up; here the sessions
// are prepared meanwhile, and the payments wait until a thread has answered after its warm-up
// (the threads start and practise together, so the others are then done or nearly).
await Promise.all(
  Array.from({ length: services.renderer.threads }, () => services.renderer.warmUpResult()),
);
process.stdout.write(`paying one every ${everyMs} ms...\n`);
// The whole process's CPU (every thread: server, database, render threads, V8's own) from the
// first payment to the last e-mail, per report: what one report costs the machine.
const cpuBefore = process.cpuUsage();
const latencies = await Promise.all(
  prepared.map(async (session, n) => {
    await new Promise((resolve) => setTimeout(resolve, n * everyMs));
    await post(`/api/test-checkout/${session.checkoutId}/pay`);
    const confirmedAt = performance.now();
    while (!(delivered(session.p1) && delivered(session.p2))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return performance.now() - confirmedAt;
  }),
);

const cpu = process.cpuUsage(cpuBefore);
const cpuPerReportMs = (cpu.user + cpu.system) / 1000 / sessions;
const sorted = [...latencies].sort((a, b) => a - b);
const at = (q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
process.stdout.write(
  [
    `sessions: ${sessions}, one payment every ${everyMs} ms, NODE_ENV=${nodeEnv}, ${services.renderer.threads} render threads (${warmUpRenders} practice renders each), e-mails accepted: ${smtp.received.length}`,
    `CPU from the first payment to the last e-mail, all threads: ${Math.round(cpuPerReportMs)} ms per report`,
    `payment confirmed -> both e-mails accepted by SMTP: median ${seconds(at(0.5))}, p95 ${seconds(at(0.95))}, max ${seconds(at(1))} (budget p95 < 3 s${at(0.95) < 3000 ? ', met' : ', MISSED'})`,
    '',
  ].join('\n'),
);

await app.close();
await services.stop();
await database.close();
await smtp.close();
