import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { shareParsing } from './pglite-parsing';
import { drizzleOn } from './pglite-views';

const probe = pgTable('parsing_probe', { at: timestamp('at', { withTimezone: true }).notNull() });
const STORED = '2026-11-21 10:00:00.123456+00';

describe('PGlite parsing shared by drizzle and pg-boss', () => {
  // In this thread: the views are what the PGlite thread serves (db/pglite-worker.ts).
  const pglite = new PGlite();
  const views = shareParsing(pglite);
  const database = {
    db: drizzleOn(views.forDrizzle),
    pgliteDefaultParsing: views.withDefaultParsing,
  };

  beforeAll(async () => {
    await pglite.exec(`create table parsing_probe (at timestamptz not null)`);
    await pglite.query('insert into parsing_probe values ($1)', [STORED]);
  });
  afterAll(() => pglite.close());

  it('drizzle reads timestamps as before: mapped columns as Date, raw SQL as text', async () => {
    const [row] = await database.db.select().from(probe);
    expect(row?.at).toEqual(new Date('2026-11-21T10:00:00.123Z'));
    const raw = await database.db.execute(
      sql`select at, '1 day'::interval as span from parsing_probe`,
    );
    expect(raw).toMatchObject({ rows: [{ at: STORED, span: '1 day' }] });
    const inTransaction = await database.db.transaction((tx) =>
      tx.execute(sql`select at from parsing_probe`),
    );
    expect(inTransaction).toMatchObject({ rows: [{ at: STORED }] });
  });

  it("drizzle's queries skip PGlite's query (and its per-query parser copy): prepared statements", async () => {
    const query = vi.spyOn(PGlite.prototype, 'query');
    const execProtocol = vi.spyOn(PGlite.prototype, 'execProtocol');
    try {
      await database.db.select().from(probe);
      await database.db.transaction((tx) => tx.select().from(probe));
      expect(query).not.toHaveBeenCalled();
      expect(execProtocol).toHaveBeenCalled();
    } finally {
      query.mockRestore();
      execProtocol.mockRestore();
    }
  });

  it("the default-parsing view (pg-boss) gets PGlite's own Date objects, arrays included", async () => {
    const view = database.pgliteDefaultParsing;
    const queried = await view.query<{ at: unknown; ats: unknown }>(
      'select at, array[at, at] as ats from parsing_probe where at = $1',
      [STORED],
    );
    expect(queried.rows[0]?.at).toBeInstanceOf(Date);
    expect(queried.rows[0]?.ats).toEqual([
      new Date('2026-11-21T10:00:00.123Z'),
      new Date('2026-11-21T10:00:00.123Z'),
    ]);
    const [executed] = await view.exec('select at from parsing_probe');
    expect(executed?.rows[0]).toEqual({ at: new Date('2026-11-21T10:00:00.123Z') });
  });
});
