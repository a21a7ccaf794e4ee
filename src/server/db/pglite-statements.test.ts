import { PGlite, type Transaction } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_KEPT_STATEMENTS, preparedStatements, TransactionAborted } from './pglite-statements';

describe('PGlite queries as prepared statements', () => {
  let pglite: PGlite;
  let statements: ReturnType<typeof preparedStatements>;

  beforeEach(async () => {
    pglite = new PGlite();
    await pglite.exec(`create table note (
      id int primary key, body jsonb, at timestamptz, done boolean, tags text[], label text unique
    )`);
    statements = preparedStatements(pglite);
  });
  afterEach(() => pglite.close());

  it('describes a statement once, then runs it in one call, with the same rows as query', async () => {
    await pglite.query(`insert into note (id, label) values (1, 'a'), (2, 'b')`);
    const calls = vi.spyOn(pglite, 'execProtocol');
    const text = 'select id, label from note where id >= $1 order by id';
    const first = await statements.query(text, [1]);
    expect(calls).toHaveBeenCalledTimes(2);
    const second = await statements.query(text, [2]);
    expect(calls).toHaveBeenCalledTimes(3);
    expect(statements.size).toBe(1);
    expect(first.rows).toEqual((await pglite.query(text, [1])).rows);
    expect(second.rows).toEqual([{ id: 2, label: 'b' }]);
    expect(second.fields.map((field) => field.name)).toEqual(['id', 'label']);
    const arrays = await statements.query(text, [1], { rowMode: 'array' });
    expect(arrays.rows).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
  });

  it('serializes values by the types PostgreSQL reports, as query does', async () => {
    const at = new Date('2026-11-21T10:00:00.123Z');
    const inserted = await statements.query(
      'insert into note (id, body, at, done, tags, label) values ($1, $2, $3, $4, $5, $6) returning id',
      [7, { nested: { list: [1, 'two'] } }, at, false, ['x', 'y, z'], null],
    );
    expect(inserted.rows).toEqual([{ id: 7 }]);
    expect(inserted.affectedRows).toBe(1);
    const read = await pglite.query('select body, at, done, tags, label from note where id = 7');
    expect(read.rows).toEqual([
      { body: { nested: { list: [1, 'two'] } }, at, done: false, tags: ['x', 'y, z'], label: null },
    ]);
  });

  it('keeps only repeated statements, runs DDL unnamed, and stops keeping at the limit', async () => {
    await statements.query('create table other (id int)');
    expect(statements.size).toBe(0);
    for (let i = 0; i < MAX_KEPT_STATEMENTS + 10; i += 1) {
      const result = await statements.query(`select $1::int + ${i} as n`, [1]);
      expect(result.rows).toEqual([{ n: 1 + i }]);
    }
    expect(statements.size).toBe(MAX_KEPT_STATEMENTS);
  });

  it('a failing statement rejects with its SQL state, changes nothing, and the next one works', async () => {
    await statements.query(`insert into note (id, label) values ($1, $2)`, [1, 'taken']);
    await expect(
      statements.query(`insert into note (id, label) values ($1, $2)`, [2, 'taken']),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(statements.query('select from nowhere')).rejects.toMatchObject({
      code: '42P01',
    });
    const count = await statements.query('select count(*)::int as n from note');
    expect(count.rows).toEqual([{ n: 1 }]);
  });

  it('describes a statement again after DEALLOCATE or a schema change', async () => {
    await pglite.query(`insert into note (id, label) values (1, 'a')`);
    expect((await statements.query('select * from note where id = $1', [1])).rows).toHaveLength(1);
    await pglite.exec('deallocate all');
    expect((await statements.query('select * from note where id = $1', [1])).rows).toHaveLength(1);
    await pglite.exec('alter table note add column extra text');
    const changed = await statements.query('select * from note where id = $1', [1]);
    expect(changed.rows[0]).toMatchObject({ id: 1, label: 'a', extra: null });
  });

  it('runs a transaction that commits, and queries outside wait for it to end', async () => {
    const outside: Promise<unknown>[] = [];
    const kept = await statements.transaction(async (tx) => {
      await tx.query(`insert into note (id, label) values ($1, $2)`, [1, 'a']);
      // Queued behind the transaction: it must not land inside it.
      outside.push(statements.query('select count(*)::int as n from note'));
      await tx.exec(`insert into note (id, label) values (2, 'b'); update note set done = true`);
      const seen = await tx.sql`select count(*)::int as n from note where done = ${true}`;
      return seen.rows;
    });
    expect(kept).toEqual([{ n: 2 }]);
    expect(await Promise.all(outside)).toMatchObject([{ rows: [{ n: 2 }] }]);
  });

  it('rolls back when the callback throws, on tx.rollback(), and when a statement failed', async () => {
    await expect(
      statements.transaction(async (tx) => {
        await tx.query(`insert into note (id, label) values ($1, $2)`, [1, 'a']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await statements.transaction(async (tx) => {
      await tx.query(`insert into note (id, label) values ($1, $2)`, [2, 'b']);
      await tx.rollback();
      await expect(tx.query('select 1')).rejects.toThrow('Transaction is closed');
    });
    // A failed statement whose error the callback swallowed: COMMIT answers ROLLBACK.
    await expect(
      statements.transaction(async (tx) => {
        await tx.query(`insert into note (id, label) values ($1, $2)`, [3, 'c']);
        await tx.query('select from nowhere').catch(() => undefined);
      }),
    ).rejects.toBeInstanceOf(TransactionAborted);
    expect((await statements.query('select count(*)::int as n from note')).rows).toEqual([
      { n: 0 },
    ]);

    let finished: Transaction | undefined;
    await statements.transaction(async (tx) => {
      finished = tx;
    });
    if (!finished) throw new Error('no transaction');
    await expect(finished.query('select 1')).rejects.toThrow('Transaction is closed');
  });

  it('answers many concurrent queries each with its own rows', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2 === 0
          ? statements.query('select $1::int as n', [i])
          : statements.query(`insert into note (id, label) values ($1, $2) returning id`, [
              i,
              `l${i}`,
            ]),
      ),
    );
    results.forEach((result, i) => {
      expect(result.rows).toEqual([i % 2 === 0 ? { n: i } : { id: i }]);
    });
  });
});
