import { count, eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import { SESSION_STATES, type SessionState } from '../../../shared/api/sessions';
import type { Db } from '../../db/client';
import { coupleSessions, reportDeliveries, reports } from '../../db/schema';

/** The report statuses (the reports_status_check constraint in db/schema.ts). */
export const REPORT_STATUSES = ['queued', 'generated', 'delivered', 'failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** pg-boss's schema: jobs/queue.ts starts pg-boss with its default. */
const PGBOSS_SCHEMA = 'pgboss';

/** How long one query of a scrape may take before its part is reported as not collected. */
const DEFAULT_TIMEOUT_MS = 5_000;

export type BusinessMetricsSource = {
  db: Db;
  /** The same check /readyz uses: resolves when the database answers. */
  ping: () => Promise<void>;
  boss: Pick<PgBoss, 'getDb'>;
  timeoutMs?: number;
};

export type QueueDepth = { queue: string; waiting: number; active: number };

/**
 * What one scrape read from the database. A part is null when its query failed (or the
 * database is down): the scrape still answers with the parts it could collect.
 */
export type BusinessSnapshot = {
  databaseUp: boolean;
  sessionsByState: Record<SessionState, number> | null;
  reports: {
    byStatus: Record<ReportStatus, number>;
    /** Seconds since the oldest queued report was queued; 0 when none is queued. */
    oldestQueuedSeconds: number;
  } | null;
  deliveriesPending: number | null;
  queues: QueueDepth[] | null;
  /** The parts that could not be collected (names only, for the log). */
  failed: string[];
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function zeroed<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

function isOneOf<K extends string>(keys: readonly K[], value: string): value is K {
  return (keys as readonly string[]).includes(value);
}

/** Couple sessions by state: one grouped count. */
async function readSessionsByState(db: Db): Promise<Record<SessionState, number>> {
  const rows = await db
    .select({ state: coupleSessions.state, n: count() })
    .from(coupleSessions)
    .groupBy(coupleSessions.state);
  const byState = zeroed(SESSION_STATES);
  for (const { state, n } of rows) if (isOneOf(SESSION_STATES, state)) byState[state] = n;
  return byState;
}

/**
 * Reports by status, and the age of the oldest queued one, in one grouped query. The age is
 * measured by the database's clock from `updated_at`, which changes only when the status does
 * (created as queued; queued again by the admin's Retry).
 */
async function readReports(db: Db): Promise<NonNullable<BusinessSnapshot['reports']>> {
  const rows = await db
    .select({
      status: reports.status,
      n: count(),
      oldestSeconds: sql<
        string | number | null
      >`extract(epoch from (now() - min(${reports.updatedAt})))`,
    })
    .from(reports)
    .groupBy(reports.status);
  const byStatus = zeroed(REPORT_STATUSES);
  let oldestQueuedSeconds = 0;
  for (const { status, n, oldestSeconds } of rows) {
    if (!isOneOf(REPORT_STATUSES, status)) continue;
    byStatus[status] = n;
    if (status === 'queued' && oldestSeconds !== null) {
      oldestQueuedSeconds = Math.max(0, Number(oldestSeconds));
    }
  }
  return { byStatus, oldestQueuedSeconds };
}

async function readDeliveriesPending(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reportDeliveries)
    .where(eq(reportDeliveries.status, 'pending'));
  return row?.n ?? 0;
}

const queueRowsSchema = z.array(
  z.object({ queue: z.string(), waiting: z.coerce.number(), active: z.coerce.number() }),
);

/**
 * Jobs per pg-boss queue, counted live from its job table (the counts `getQueues()` caches are
 * refreshed only once a minute): waiting = created or retry (a retry's back-off included),
 * active = being worked on. pg-boss's own internal queues are left out.
 */
async function readQueueDepths(boss: Pick<PgBoss, 'getDb'>): Promise<QueueDepth[]> {
  const { rows } = await boss.getDb().executeSql(
    `select q.name as queue,
            count(j.id) filter (where j.state < 'active') as waiting,
            count(j.id) filter (where j.state = 'active') as active
       from ${PGBOSS_SCHEMA}.queue q
       left join ${PGBOSS_SCHEMA}.job j on j.name = q.name and j.state <= 'active'
      where not starts_with(q.name, '__pgboss__')
      group by q.name
      order by q.name`,
  );
  const parsed: unknown = rows;
  return queueRowsSchema.parse(parsed);
}

/**
 * Reads the business gauges at scrape time (docs/architecture.md §2, metrics), one round-trip each,
 * after the same ping /readyz uses. When the ping fails nothing else is tried and `databaseUp` is
 * false; a failing query leaves only its own part empty. Never throws.
 */
export async function collectBusinessMetrics(
  source: BusinessMetricsSource,
): Promise<BusinessSnapshot> {
  const ms = source.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const empty: BusinessSnapshot = {
    databaseUp: false,
    sessionsByState: null,
    reports: null,
    deliveriesPending: null,
    queues: null,
    failed: [],
  };
  try {
    await withTimeout(source.ping(), ms, 'ping');
  } catch {
    return { ...empty, failed: ['database'] };
  }
  const [sessions, reportCounts, pending, queues] = await Promise.allSettled([
    withTimeout(readSessionsByState(source.db), ms, 'sessions'),
    withTimeout(readReports(source.db), ms, 'reports'),
    withTimeout(readDeliveriesPending(source.db), ms, 'deliveries'),
    withTimeout(readQueueDepths(source.boss), ms, 'queues'),
  ]);
  const value = <T>(result: PromiseSettledResult<T>, part: string, failed: string[]): T | null => {
    if (result.status === 'fulfilled') return result.value;
    failed.push(part);
    return null;
  };
  const failed: string[] = [];
  return {
    databaseUp: true,
    sessionsByState: value(sessions, 'sessions', failed),
    reports: value(reportCounts, 'reports', failed),
    deliveriesPending: value(pending, 'deliveries', failed),
    queues: value(queues, 'queues', failed),
    failed,
  };
}
