import { Gauge, type Registry } from 'prom-client';
import type { BusinessSnapshot } from './collect-business-metrics';

export type BusinessGauges = {
  databaseUp: Gauge;
  sessions: Gauge<'state'>;
  reports: Gauge<'status'>;
  oldestQueuedReport: Gauge;
  deliveriesPending: Gauge;
  queueWaiting: Gauge<'queue'>;
  queueActive: Gauge<'queue'>;
  collectionErrors: Gauge;
};

/** The product's own gauges (prefix `msoul_`), set from a snapshot at each scrape. */
export function createBusinessGauges(registry: Registry): BusinessGauges {
  const registers = [registry];
  return {
    databaseUp: new Gauge({
      name: 'msoul_database_up',
      help: 'Whether the database answered the readiness ping (1) or not (0) at this scrape.',
      registers,
    }),
    sessions: new Gauge({
      name: 'msoul_couple_sessions',
      help: 'Couple sessions in the database, by state.',
      labelNames: ['state'] as const,
      registers,
    }),
    reports: new Gauge({
      name: 'msoul_reports',
      help: 'Couple reports in the database, by status (queued, generated, delivered, failed).',
      labelNames: ['status'] as const,
      registers,
    }),
    oldestQueuedReport: new Gauge({
      name: 'msoul_report_oldest_queued_age_seconds',
      help: 'Seconds since the oldest report still queued for generation was queued (0 when none).',
      registers,
    }),
    deliveriesPending: new Gauge({
      name: 'msoul_report_deliveries_pending',
      help: 'Report e-mails (one per recipient) not yet accepted by the mail server.',
      registers,
    }),
    queueWaiting: new Gauge({
      name: 'msoul_job_queue_depth',
      help: 'Jobs waiting in a pg-boss queue (created, or waiting for a retry), by queue.',
      labelNames: ['queue'] as const,
      registers,
    }),
    queueActive: new Gauge({
      name: 'msoul_job_queue_active',
      help: 'Jobs being worked on in a pg-boss queue, by queue.',
      labelNames: ['queue'] as const,
      registers,
    }),
    collectionErrors: new Gauge({
      name: 'msoul_metrics_collection_errors',
      help: 'Business metric queries that failed at this scrape (their series are left out).',
      registers,
    }),
  };
}

/**
 * Sets the gauges from one scrape's snapshot. A part that could not be collected is not shown
 * with an old value as if it were current: labelled series are left out, and a gauge without
 * labels (always present in prom-client's output) reads NaN.
 */
export function updateBusinessGauges(gauges: BusinessGauges, snapshot: BusinessSnapshot): void {
  gauges.databaseUp.set(snapshot.databaseUp ? 1 : 0);
  gauges.collectionErrors.set(snapshot.databaseUp ? snapshot.failed.length : 0);

  gauges.sessions.reset();
  if (snapshot.sessionsByState) {
    for (const [state, n] of Object.entries(snapshot.sessionsByState)) {
      gauges.sessions.set({ state }, n);
    }
  }

  gauges.reports.reset();
  for (const [status, n] of Object.entries(snapshot.reports?.byStatus ?? {})) {
    gauges.reports.set({ status }, n);
  }
  gauges.oldestQueuedReport.set(snapshot.reports?.oldestQueuedSeconds ?? Number.NaN);
  gauges.deliveriesPending.set(snapshot.deliveriesPending ?? Number.NaN);

  gauges.queueWaiting.reset();
  gauges.queueActive.reset();
  for (const { queue, waiting, active } of snapshot.queues ?? []) {
    gauges.queueWaiting.set({ queue }, waiting);
    gauges.queueActive.set({ queue }, active);
  }
}
