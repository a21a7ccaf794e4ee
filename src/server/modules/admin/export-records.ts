import { gte } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Db } from '../../db/client';
import {
  assessments,
  auditEvents,
  coupleSessions,
  reportDeliveries,
  reports,
  secureSubmissions,
  sessionPayments,
  stormInvites,
  users,
} from '../../db/schema';
import { retentionCutoff } from '../retention/public';
import { toCsv } from './to-csv';

export type ExportFile = { fileName: string; contentType: string; body: Buffer };

/**
 * 'Export' (D-14): every record still within retention, one entity per table. Report PDFs stay
 * out (each is a derived document of up to a few hundred kB); admin accounts, tokens and
 * attempts are not records of the service's users and are never exported.
 */
export async function readExportRecords(
  db: Db,
  now: Date = new Date(),
): Promise<Record<string, Record<string, unknown>[]>> {
  const since = retentionCutoff(now);
  const reportColumns = {
    refDigest: reports.refDigest,
    status: reports.status,
    attempts: reports.attempts,
    lastError: reports.lastError,
    createdAt: reports.createdAt,
    updatedAt: reports.updatedAt,
    generatedAt: reports.generatedAt,
  };
  return {
    users: await db.select().from(users).where(gte(users.createdAt, since)),
    assessments: await db.select().from(assessments).where(gte(assessments.createdAt, since)),
    storm_invites: await db.select().from(stormInvites).where(gte(stormInvites.createdAt, since)),
    couple_sessions: await db
      .select()
      .from(coupleSessions)
      .where(gte(coupleSessions.createdAt, since)),
    secure_submissions: await db
      .select()
      .from(secureSubmissions)
      .where(gte(secureSubmissions.createdAt, since)),
    session_payments: await db
      .select()
      .from(sessionPayments)
      .where(gte(sessionPayments.createdAt, since)),
    reports: await db.select(reportColumns).from(reports).where(gte(reports.createdAt, since)),
    report_deliveries: await db.select().from(reportDeliveries),
    audit_events: await db.select().from(auditEvents).where(gte(auditEvents.occurredAt, since)),
  };
}

/** The export as one JSON document or a zip of CSV files, named with the day it was made. */
export async function exportRecords(
  db: Db,
  format: 'json' | 'csv',
  now: Date = new Date(),
): Promise<ExportFile & { counts: Record<string, number> }> {
  const entities = await readExportRecords(db, now);
  const counts = Object.fromEntries(
    Object.entries(entities).map(([name, rows]) => [name, rows.length]),
  );
  const stamp = now.toISOString().slice(0, 10);
  if (format === 'json') {
    const document = { exportedAt: now.toISOString(), entities };
    return {
      fileName: `msoul-export-${stamp}.json`,
      contentType: 'application/json; charset=utf-8',
      body: Buffer.from(JSON.stringify(document, null, 2)),
      counts,
    };
  }
  const files = Object.fromEntries(
    Object.entries(entities).map(([name, rows]) => [`${name}.csv`, strToU8(toCsv(rows))]),
  );
  return {
    fileName: `msoul-export-${stamp}.zip`,
    contentType: 'application/zip',
    body: Buffer.from(zipSync(files)),
    counts,
  };
}
