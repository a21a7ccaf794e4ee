import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { applyMigrations, migrationsFolder } from '../../src/server/db/migrate';
import { auditEvents, questions } from '../../src/server/db/schema';
import { startQueue } from '../../src/server/jobs/queue';
import { seedQuestions } from '../../src/server/modules/questions/question-repository';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createEmptyPostgresDatabase } from '../helpers/empty-postgres-database';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

describe('database and job queue', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('applies the committed migrations, and applying them again changes nothing', async () => {
    await applyMigrations(t.database);
    const { db } = t.database;
    await db.insert(auditEvents).values({ action: 'test.event', detail: { count: 1 } });
    const rows = await db.select().from(auditEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'test.event', detail: { count: 1 } });
    const applied = await db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const count = (applied as unknown as { rows: { n: number }[] }).rows[0]?.n;
    expect(count).toBeGreaterThanOrEqual(1);
  });

  it('seeds the question sets idempotently', async () => {
    const { db } = t.database;
    const before = await db.select().from(questions);
    expect(before.filter((q) => q.tier === 'storm')).toHaveLength(5);
    expect(before.filter((q) => q.tier === 'detonation')).toHaveLength(10);
    await seedQuestions(db);
    await seedQuestions(db);
    const after = await db.select().from(questions);
    expect(after).toHaveLength(before.length);
    expect(after.map((q) => [q.id, q.position, q.text])).toEqual(
      expect.arrayContaining(before.map((q) => [q.id, q.position, q.text])),
    );
  });

  it('seeding a current table writes no row (every row keeps its version)', async () => {
    const { db } = t.database;
    const versions = async () =>
      rowsOf<{ id: string; xmin: string }>(
        await db.execute(sql`select id, xmin::text as xmin from questions order by id`),
      );
    const before = await versions();
    await seedQuestions(db);
    expect(await versions()).toEqual(before);
  });

  it('runs pg-boss on the same database: a job sent is a job worked', async () => {
    const boss = await startQueue(t.database, pino({ level: 'silent' }));
    try {
      await boss.createQueue('test.echo');
      const seen = new Promise<unknown>((resolve) => {
        void boss.work<{ n: number }>(
          'test.echo',
          { pollingIntervalSeconds: 0.5 },
          async ([job]) => {
            resolve(job?.data);
          },
        );
      });
      await boss.send('test.echo', { n: 7 });
      expect(await seen).toEqual({ n: 7 });
    } finally {
      await boss.stop({ graceful: false });
    }
  });
});

/**
 * Several app processes starting at once against one PostgreSQL server (issue 8): each runs the
 * start-up of main.ts (migrations, question sets, job queue) on its own connection pool, as
 * separate processes would. PGlite admits one process, so this needs a server.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('start-up of several processes at once', () => {
  const migrationCount = (
    JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;

  it('migrates once, seeds once and starts pg-boss once on an empty database', async () => {
    const empty = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL ?? '', 'startup');
    const processes: Database[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        processes.push(await openDatabase({ kind: 'pg', url: empty.url, poolSize: 2 }));
      }
      await Promise.all(
        processes.map(async (database) => {
          await applyMigrations(database);
          await seedQuestions(database.db);
        }),
      );
      const bosses = await Promise.all(
        processes.map((database) => startQueue(database, pino({ level: 'silent' }))),
      );
      await Promise.all(bosses.map((boss) => boss.createQueue('test.startup')));
      await Promise.all(bosses.map((boss) => boss.stop({ graceful: false })));

      const { db } = processes[0] as Database;
      const applied = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      expect(applied[0]?.n).toBe(migrationCount);
      const seeded = await db.select().from(questions);
      expect(seeded).toHaveLength(15);
      const boss = rowsOf<{ versions: number; queues: number }>(
        await db.execute(
          sql`select (select count(*)::int from pgboss.version) as versions,
                     (select count(*)::int from pgboss.queue where name = 'test.startup') as queues`,
        ),
      );
      expect(boss[0]).toEqual({ versions: 1, queues: 1 });
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await empty.drop();
    }
  });
});
