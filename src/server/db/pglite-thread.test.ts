import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteThread, type PgliteThread } from './pglite-thread';
import { drizzleOn } from './pglite-views';

const probe = pgTable('thread_probe', {
  name: text('name').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
const AT = '2026-11-21 10:00:00.123+00';

describe('PGlite on its own thread', () => {
  let thread: PgliteThread;
  const names = async () =>
    (
      await thread.forDrizzle.query<{ name: string }>('select name from thread_probe order by name')
    ).rows.map((row) => row.name);

  beforeAll(async () => {
    thread = await openPgliteThread(null);
    await thread.forDrizzle.exec(
      'create table thread_probe (name text primary key, at timestamptz not null)',
    );
  }, 30_000);
  afterAll(() => thread.close());

  it('serves drizzle (text dates, mapped to Date) and pg-boss (Date objects) from one instance', async () => {
    const db = drizzleOn(thread.forDrizzle);
    await db.insert(probe).values({ name: 'a', at: new Date('2026-11-21T10:00:00.123Z') });
    expect(await db.select().from(probe)).toEqual([
      { name: 'a', at: new Date('2026-11-21T10:00:00.123Z') },
    ]);
    expect(await db.execute(sql`select at from thread_probe`)).toMatchObject({
      rows: [{ at: AT }],
    });
    const byDefault = await thread.withDefaultParsing.query<{ at: unknown }>(
      'select at from thread_probe where name = $1',
      ['a'],
    );
    expect(byDefault.rows[0]?.at).toEqual(new Date('2026-11-21T10:00:00.123Z'));
    const [executed] = await thread.withDefaultParsing.exec('select 1 as one; select 2 as two');
    expect(executed?.rows).toEqual([{ one: 1 }]);
    await db.delete(probe);
  });

  it("rejects with PostgreSQL's SQLSTATE and message, and the next query works", async () => {
    await thread.forDrizzle.query('insert into thread_probe values ($1, now())', ['dup']);
    const failed = thread.forDrizzle.query('insert into thread_probe values ($1, now())', ['dup']);
    await expect(failed).rejects.toMatchObject({
      code: '23505',
      constraint: 'thread_probe_pkey',
      message: expect.stringContaining('duplicate key'),
    });
    expect(await names()).toEqual(['dup']);
    await thread.forDrizzle.query('delete from thread_probe');
  });

  it('commits a transaction, and queries from outside wait until it ends', async () => {
    let outsideSaw: string[] | null = null;
    let outside: Promise<void> = Promise.resolve();
    await thread.forDrizzle.transaction(async (tx) => {
      await tx.query(`insert into thread_probe values ('in tx', now())`);
      outside = names().then((seen) => {
        outsideSaw = seen;
      });
      await new Promise((wait) => setTimeout(wait, 50));
      expect(outsideSaw).toBeNull();
    });
    await outside;
    expect(outsideSaw).toEqual(['in tx']);
    await thread.forDrizzle.query('delete from thread_probe');
  });

  it('rolls back on a throw, on tx.rollback(), and when a statement failed inside', async () => {
    const thrown = thread.forDrizzle.transaction(async (tx) => {
      await tx.query(`insert into thread_probe values ('thrown', now())`);
      throw new Error('changed my mind');
    });
    await expect(thrown).rejects.toThrow('changed my mind');
    await thread.forDrizzle.transaction(async (tx) => {
      await tx.query(`insert into thread_probe values ('rolled back', now())`);
      await tx.rollback();
    });
    const aborted = thread.forDrizzle.transaction(async (tx) => {
      await tx.query(`insert into thread_probe values ('aborted', now())`);
      await tx.query('select 1 / 0').catch(() => {});
    });
    await expect(aborted).rejects.toMatchObject({ name: 'TransactionAborted' });
    expect(await names()).toEqual([]);
    // drizzle's own rollback goes through the same path.
    const db = drizzleOn(thread.forDrizzle);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(probe).values({ name: 'drizzle', at: new Date() });
        tx.rollback();
      }),
    ).rejects.toThrow('Rollback');
    expect(await names()).toEqual([]);
  });

  it('answers many concurrent queries each with its own rows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        thread.forDrizzle.query<{ n: number }>('select $1::int * 2 as n', [i]),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(
      Array.from({ length: 200 }, (_, i) => i * 2),
    );
  });

  it('refuses what it cannot carry across threads (per-query parsers); the pg-boss view has no transactions', async () => {
    await expect(
      thread.forDrizzle.query('select 1', [], { parsers: { 23: (value: string) => value } }),
    ).rejects.toThrow('cannot cross to the PGlite thread');
    // Its type (db/pglite-views.ts) has no transaction, and neither has the object.
    expect(Object.keys(thread.withDefaultParsing).sort()).toEqual(['exec', 'query']);
  });

  it('after close, every call rejects at once; closing twice is harmless', async () => {
    const closing = await openPgliteThread(null);
    await closing.close();
    await expect(closing.forDrizzle.query('select 1')).rejects.toThrow('closed');
    await closing.close();
  }, 30_000);
});
