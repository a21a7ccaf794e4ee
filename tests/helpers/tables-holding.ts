import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/**
 * Every table, in every schema but the catalogs (the job queue's included), with a row whose
 * text holds `needle`, case-insensitively: what a read of the database or a backup would find.
 */
export async function tablesHolding(db: Db, needle: string): Promise<string[]> {
  const tables = (await db.execute(
    sql`select table_schema as s, table_name as n from information_schema.tables
        where table_type = 'BASE TABLE'
        and table_schema not in ('pg_catalog', 'information_schema')`,
  )) as unknown as { rows: { s: string; n: string }[] };
  const found: string[] = [];
  for (const { s, n } of tables.rows) {
    const hits = (await db.execute(
      sql`select count(*)::int as c from ${sql.identifier(s)}.${sql.identifier(n)} t
          where lower(t::text) like ${`%${needle.toLowerCase()}%`}`,
    )) as unknown as { rows: { c: number }[] };
    if ((hits.rows[0]?.c ?? 0) > 0) found.push(`${s}.${n}`);
  }
  return found;
}
