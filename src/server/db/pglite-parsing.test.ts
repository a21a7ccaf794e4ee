import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { customType, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { byteaParser, serializeBytea, shareParsing } from './pglite-parsing';
import { drizzleOn } from './pglite-views';

const probe = pgTable('parsing_probe', { at: timestamp('at', { withTimezone: true }).notNull() });
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });
const blobs = pgTable('parsing_blobs', { bytes: bytea('bytes').notNull() });
/** Every byte value, then a PDF's worth of bytes. */
const ALL_BYTES = Uint8Array.from({ length: 256 }, (_, i) => i);
const LARGE = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 31 + 7) % 256);
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
    await pglite.exec('create table parsing_blobs (bytes bytea not null)');
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

  it('bytea goes in and comes back byte for byte, in bytes that own their buffer', async () => {
    // Through drizzle's prepared statements, then pg-boss's view.
    await database.db.insert(blobs).values([{ bytes: ALL_BYTES }, { bytes: new Uint8Array() }]);
    await database.pgliteDefaultParsing.query('insert into parsing_blobs values ($1)', [LARGE]);
    const viaDrizzle = await database.db.select().from(blobs);
    const viaDefault = await database.pgliteDefaultParsing.query<{ bytes: Uint8Array }>(
      'select bytes from parsing_blobs',
    );
    for (const rows of [viaDrizzle, viaDefault.rows]) {
      expect(rows.map((row) => Buffer.from(row.bytes).toString('hex'))).toEqual(
        [ALL_BYTES, new Uint8Array(), LARGE].map((bytes) => Buffer.from(bytes).toString('hex')),
      );
      for (const { bytes } of rows) {
        expect(bytes).toBeInstanceOf(Uint8Array);
        expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
      }
    }
    // What PostgreSQL stored is the bytes, not their text: its own functions agree.
    const [stored] = await database.db
      .execute<{ sum: string }>(
        sql`select sum(get_byte(bytes, 255))::text as sum from parsing_blobs where length(bytes) = 256`,
      )
      .then((result) => result.rows);
    expect(stored?.sum).toBe('255');
  });

  it('bytea refuses a value that is not bytes, as PGlite did', async () => {
    await expect(
      database.pgliteDefaultParsing.query('insert into parsing_blobs values ($1)', ['text']),
    ).rejects.toThrow(/Invalid input for bytea type/);
  });

  it("bytea runs through Node's hex codec, not PGlite's byte-by-byte one", () => {
    expect(pglite.serializers[types.BYTEA]).toBe(serializeBytea);
    expect(serializeBytea(new Uint8Array([0, 15, 255]))).toBe('\\x000fff');
    const fallback = vi.fn((value: string) => `fallback ${value}`);
    const parse = byteaParser(fallback);
    expect([...(parse('\\x000fff') as Uint8Array)]).toEqual([0, 15, 255]);
    // The 'escape' output format, should an operator set bytea_output: PGlite's parser reads it.
    expect(parse('abc\\000')).toBe('fallback abc\\000');
    expect(fallback).toHaveBeenCalledTimes(1);
  });
});
