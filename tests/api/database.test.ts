import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '../../src/server/db/migrate';
import { auditEvents, questions } from '../../src/server/db/schema';
import { startQueue } from '../../src/server/jobs/queue';
import { seedQuestions } from '../../src/server/modules/questions/question-repository';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

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
