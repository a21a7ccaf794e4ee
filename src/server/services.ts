import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from './config';
import type { Database } from './db/client';
import { type PartnerNotices, registerNoticeJobs } from './jobs/notice-jobs';
import { registerPrivacyJobs } from './jobs/privacy-jobs';
import { registerPurgeJobs } from './jobs/purge-jobs';
import { startQueue } from './jobs/queue';
import { type ReportJobOptions, type ReportQueue, registerReportJobs } from './jobs/report-jobs';
import { registerResumeJobs } from './jobs/resume-jobs';
import { createMailer } from './providers/mail/create-mailer';
import type { Mailer } from './providers/mail/mailer';
import { createLocalProvider } from './providers/payments/local-provider';
import type { PaymentProvider } from './providers/payments/payment-provider';
import { createStripeProvider } from './providers/payments/stripe-provider';
import { openRenderPool, type RenderPool } from './report/render-pool';
import { createSubmissionSigner, type SubmissionSigner } from './security/submission-signature';

/**
 * The product's external services and background work, behind their seams
 * (docs/architecture.md §1.6).
 */
export type Services = {
  payments: PaymentProvider;
  mailer: Mailer;
  signer: SubmissionSigner;
  reports: ReportQueue;
  /** The partner's link e-mail, its one reminder and person 1's notice (jobs/notice-jobs.ts). */
  notices: PartnerNotices;
  /** Where the outbox mailer writes (MAIL_TRANSPORT=outbox); null when mail goes over SMTP. */
  outboxDir: string | null;
  /** The job queue, for feature areas that register their own jobs and schedules. */
  boss: PgBoss;
  /** The report's render threads (docs/decisions/017): scoring, PDF and e-mail. */
  renderer: RenderPool;
  stop(): Promise<void>;
};

export type ServicesConfig = Pick<Config, 'publicUrl' | 'secretKey' | 'payments' | 'mail'> &
  Partial<
    Pick<Config, 'safetyResources' | 'supportEmail' | 'reportThreads' | 'reportWarmUpRenders'>
  >;

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Starts what the HTTP app and the jobs share: the payment provider from PAYMENTS_PROVIDER, the
 * mailer from MAIL_TRANSPORT, the report's render threads (REPORT_THREADS; they start with the
 * first report, or at `renderer.warm()`, which main.ts calls), the job queue with the report
 * pipeline. Used by main.ts and by the API tests, so both run the same code.
 */
export async function startServices(
  config: ServicesConfig,
  database: Database,
  logger: FastifyBaseLogger,
  /** The report jobs' retry schedule; tests shorten it, production keeps the default. */
  reportJobs: ReportJobOptions = {},
): Promise<Services> {
  const payments =
    config.payments.provider === 'stripe'
      ? createStripeProvider(config.payments)
      : createLocalProvider(database.db);
  const mailer = createMailer(config.mail);
  const signer = createSubmissionSigner(config.secretKey);
  const renderer = openRenderPool({
    threads: config.reportThreads,
    warmUpRenders: config.reportWarmUpRenders,
  });
  const boss: PgBoss = await startQueue(database, logger);
  const reports = await registerReportJobs(
    boss,
    {
      db: database.db,
      signer,
      mailer,
      renderer,
      logger,
      today,
      safetyResources: config.safetyResources,
      supportEmail: config.supportEmail,
      secretKey: config.secretKey,
      publicUrl: config.publicUrl,
    },
    reportJobs,
  );
  await registerPurgeJobs(boss, {
    db: database.db,
    outboxDir: config.mail.transport === 'outbox' ? config.mail.outboxDir : null,
    logger,
  });
  await registerPrivacyJobs(boss, {
    db: database.db,
    mailer,
    logger,
    secretKey: config.secretKey,
    publicUrl: config.publicUrl,
  });
  await registerResumeJobs(boss, {
    db: database.db,
    mailer,
    logger,
    secretKey: config.secretKey,
    publicUrl: config.publicUrl,
  });
  const notices = await registerNoticeJobs(boss, {
    db: database.db,
    signer,
    mailer,
    logger,
    secretKey: config.secretKey,
    publicUrl: config.publicUrl,
  });
  return {
    payments,
    mailer,
    signer,
    reports,
    notices,
    outboxDir: config.mail.transport === 'outbox' ? config.mail.outboxDir : null,
    boss,
    renderer,
    async stop() {
      // The jobs first: a report being rendered finishes before its threads end.
      await boss.stop({ graceful: true, timeout: 10_000 });
      await renderer.close();
      await mailer.close();
    },
  };
}
