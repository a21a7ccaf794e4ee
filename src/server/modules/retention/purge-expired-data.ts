import { asc, inArray, lt } from 'drizzle-orm';
import type { PurgeReport } from '../../../shared/api/admin';
import type { Db } from '../../db/client';
import {
  adminTokens,
  assessments,
  auditEvents,
  authAttempts,
  coupleSessions,
  dataRequests,
  idempotentRequests,
  paymentEvents,
  users,
} from '../../db/schema';
import { IDEMPOTENT_ANSWER_MAX_AGE_MS } from '../../http/idempotency';
import { recordAuditEvent } from '../audit/public';
import { describeFailure } from './describe-failure';
import {
  findOldOutboxMessages,
  findStaleOutboxTempFiles,
  removeOutboxFiles,
} from './outbox-retention';
import { retentionCutoff } from './retention-policy';
import {
  eraseAssessments,
  eraseCoupleSessions,
  eraseDataRequests,
  eraseUsers,
  oldAssessments,
  oldCoupleSessions,
  oldDataRequests,
  oldUsers,
} from './retention-repository';

export const DEFAULT_PURGE_BATCH_SIZE = 500;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Login attempts only feed the rate limits, which look back less than a day. */
const AUTH_ATTEMPT_MAX_AGE_MS = DAY_MS;
/** The audit trail holds no personal data (ids and counts), so it is kept a year. */
const AUDIT_EVENT_MAX_AGE_MS = 365 * DAY_MS;

export type PurgeStep =
  | 'couple_sessions'
  | 'users'
  | 'assessments'
  | 'data_requests'
  | 'payment_events'
  | 'admin_tokens'
  | 'auth_attempts'
  | 'idempotent_requests'
  | 'audit_events'
  | 'outbox';

export type PurgeDeps = {
  db: Db;
  outboxDir: string | null;
  /** The clock; defaults to the current time. */
  now?: Date;
  /** Rows per transaction (default 500): short transactions, as PGlite has one connection. */
  batchSize?: number;
  /** Who ran it, for the audit log: an admin's username, 'schedule' or 'cli'. */
  actor: string;
  /** Test-only: called after each committed batch; a test throws here to stop a run mid-way. */
  afterBatch?: (step: PurgeStep) => void | Promise<void>;
};

/** Everything a run counts; the report shows the personal records, the audit log all of it. */
const TOTAL_KEYS = [
  'users',
  'assessments',
  'anonymized',
  'coupleSessions',
  'dataRequests',
  'outboxMessages',
  'outboxTempFiles',
  'paymentEvents',
  'adminTokens',
  'authAttempts',
  'idempotentRequests',
  'auditEvents',
] as const;
type Totals = Record<(typeof TOTAL_KEYS)[number], number>;
type BatchResult = Partial<Totals> & { seen: number };

/**
 * The 30-day purge (issue 7): the hourly job and the admin's button both run this. Everything
 * personal created before the cutoff goes; paid records stay, anonymised, for accounting.
 *
 * Each step works in batches, each selected and erased in its own short transaction, until a
 * batch comes back short. A crash mid-way leaves only whole batches done and the next run picks
 * up the rest, so running it again is always safe (and finds nothing once it has finished). A
 * failing step is reported in `errors` (a code, no personal data) and the other steps still run.
 */
export async function purgeExpiredData(deps: PurgeDeps): Promise<PurgeReport> {
  const { db, outboxDir } = deps;
  const now = deps.now ?? new Date();
  const cutoff = retentionCutoff(now);
  const size = Math.max(1, Math.floor(deps.batchSize ?? DEFAULT_PURGE_BATCH_SIZE));
  const totals = Object.fromEntries(TOTAL_KEYS.map((key) => [key, 0])) as Totals;
  const add = (counts: Partial<Totals>) => {
    for (const key of TOTAL_KEYS) totals[key] += counts[key] ?? 0;
  };
  const errors: string[] = [];

  const step = async (name: PurgeStep, batch: (tx: Db) => Promise<BatchResult>) => {
    try {
      for (;;) {
        const { seen, ...counts } = await db.transaction((tx) => batch(tx));
        add(counts);
        await deps.afterBatch?.(name);
        if (seen < size) return;
      }
    } catch (error) {
      errors.push(`${name}: ${describeFailure(error)}; the next run continues`);
    }
  };

  await step('couple_sessions', async (tx) => {
    const rows = await tx
      .select({ id: coupleSessions.refDigest })
      .from(coupleSessions)
      .where(oldCoupleSessions(cutoff))
      .orderBy(asc(coupleSessions.createdAt))
      .limit(size);
    return { seen: rows.length, ...(await eraseCoupleSessions(tx, ids(rows))) };
  });

  await step('users', async (tx) => {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(oldUsers(cutoff))
      .orderBy(asc(users.createdAt))
      .limit(size);
    return { seen: rows.length, ...(await eraseUsers(tx, ids(rows), now)) };
  });

  await step('assessments', async (tx) => {
    // Anonymised ones drop out of this selection, so every batch makes progress.
    const rows = await tx
      .select({ id: assessments.id })
      .from(assessments)
      .where(oldAssessments(cutoff))
      .orderBy(asc(assessments.createdAt))
      .limit(size);
    return { seen: rows.length, ...(await eraseAssessments(tx, ids(rows), now)) };
  });

  await step('data_requests', async (tx) => {
    const rows = await tx
      .select({ id: dataRequests.id })
      .from(dataRequests)
      .where(oldDataRequests(cutoff, now))
      .limit(size);
    return { seen: rows.length, ...(await eraseDataRequests(tx, ids(rows))) };
  });

  await step('payment_events', async (tx) => {
    const batch = tx
      .select({ id: paymentEvents.eventId })
      .from(paymentEvents)
      .where(lt(paymentEvents.receivedAt, cutoff))
      .limit(size);
    const rows = await tx
      .delete(paymentEvents)
      .where(inArray(paymentEvents.eventId, batch))
      .returning({ id: paymentEvents.eventId });
    return { seen: rows.length, paymentEvents: rows.length };
  });

  await step('admin_tokens', async (tx) => {
    const batch = tx
      .select({ id: adminTokens.tokenHash })
      .from(adminTokens)
      .where(lt(adminTokens.expiresAt, now))
      .limit(size);
    const rows = await tx
      .delete(adminTokens)
      .where(inArray(adminTokens.tokenHash, batch))
      .returning({ id: adminTokens.tokenHash });
    return { seen: rows.length, adminTokens: rows.length };
  });

  await step('auth_attempts', async (tx) => {
    const batch = tx
      .select({ id: authAttempts.id })
      .from(authAttempts)
      .where(lt(authAttempts.attemptedAt, new Date(now.getTime() - AUTH_ATTEMPT_MAX_AGE_MS)))
      .limit(size);
    const rows = await tx
      .delete(authAttempts)
      .where(inArray(authAttempts.id, batch))
      .returning({ id: authAttempts.id });
    return { seen: rows.length, authAttempts: rows.length };
  });

  await step('idempotent_requests', async (tx) => {
    const batch = tx
      .select({ id: idempotentRequests.keyDigest })
      .from(idempotentRequests)
      .where(
        lt(idempotentRequests.createdAt, new Date(now.getTime() - IDEMPOTENT_ANSWER_MAX_AGE_MS)),
      )
      .limit(size);
    const rows = await tx
      .delete(idempotentRequests)
      .where(inArray(idempotentRequests.keyDigest, batch))
      .returning({ id: idempotentRequests.keyDigest });
    return { seen: rows.length, idempotentRequests: rows.length };
  });

  await step('audit_events', async (tx) => {
    const batch = tx
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(lt(auditEvents.occurredAt, new Date(now.getTime() - AUDIT_EVENT_MAX_AGE_MS)))
      .limit(size);
    const rows = await tx
      .delete(auditEvents)
      .where(inArray(auditEvents.id, batch))
      .returning({ id: auditEvents.id });
    return { seen: rows.length, auditEvents: rows.length };
  });

  if (outboxDir !== null) {
    try {
      const messages = await findOldOutboxMessages(outboxDir, cutoff);
      for (let start = 0; start < messages.length; start += size) {
        const names = messages.slice(start, start + size);
        add({ outboxMessages: await removeOutboxFiles(outboxDir, names) });
        await deps.afterBatch?.('outbox');
      }
      const temps = await findStaleOutboxTempFiles(outboxDir, now);
      add({ outboxTempFiles: await removeOutboxFiles(outboxDir, temps) });
    } catch (error) {
      errors.push(`outbox: ${describeFailure(error)}; the next run continues`);
    }
  }

  const report: PurgeReport = {
    purgedUsers: totals.users,
    purgedAssessments: totals.assessments,
    anonymizedRecords: totals.anonymized,
    purgedCoupleSessions: totals.coupleSessions,
    purgedOutboxMessages: totals.outboxMessages,
    cutoff: cutoff.toISOString(),
    errors,
  };
  try {
    await recordAuditEvent(db, 'purge.run', deps.actor, {
      cutoff: report.cutoff,
      ...totals,
      errors: errors.length,
    });
  } catch (error) {
    errors.push(`audit log: ${describeFailure(error)}`);
  }
  return report;
}

function ids<Id extends string>(rows: { id: Id }[]): Id[] {
  return rows.map((row) => row.id);
}
