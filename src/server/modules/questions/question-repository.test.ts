import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerQuestions } from '../../../shared/questions/partner';
import { stormQuestions } from '../../../shared/questions/storm';
import { type Database, openDatabase } from '../../db/client';
import { applyMigrations } from '../../db/migrate';
import { listQuestions, questionChanges, seedQuestions } from './question-repository';

const row = (id: string, position: number, text = `Question ${id}?`) => ({
  id,
  tier: 'storm',
  position,
  text,
  options: ['Yes', 'No'],
});

describe('questionChanges', () => {
  it('changes nothing when the stored rows are the wanted ones', () => {
    const rows = [row('s1', 0), row('s2', 1)];
    expect(
      questionChanges(
        rows,
        rows.map((r) => ({ ...r, options: [...r.options] })),
      ),
    ).toEqual({
      remove: [],
      write: [],
    });
  });

  it('writes new and changed questions and removes retired ones', () => {
    const stored = [row('s1', 0), row('s2', 1), row('s3', 2)];
    const wanted = [row('s2', 0), row('s1', 1), row('s4', 2, 'A new one?')];
    expect(questionChanges(stored, wanted)).toEqual({
      remove: ['s3'],
      write: [row('s2', 0), row('s1', 1), row('s4', 2, 'A new one?')],
    });
    const reworded = [{ ...row('s1', 0), options: ['Yes', 'No', 'Maybe'] }];
    expect(questionChanges([row('s1', 0)], reworded).write).toEqual(reworded);
  });
});

describe('listQuestions (read once per database handle)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await applyMigrations(database);
    await seedQuestions(database.db);
  });
  afterAll(() => database.close());

  it('answers later calls from the first read', async () => {
    const first = await listQuestions(database.db, 'storm');
    expect(first.map((question) => question.id)).toEqual(stormQuestions.map(({ id }) => id));
    expect(await listQuestions(database.db, 'storm')).toBe(first);
  });

  it('reads again after seeding, which may have changed the sets', async () => {
    const before = await listQuestions(database.db, 'storm');
    await database.db.execute(
      sql`update questions set text = 'Changed?' where id = ${stormQuestions[0]?.id}`,
    );
    expect((await listQuestions(database.db, 'storm'))[0]?.text).toBe(before[0]?.text);
    await seedQuestions(database.db);
    const after = await listQuestions(database.db, 'storm');
    expect(after).not.toBe(before);
    expect(after).toEqual(before);
  });

  it('does not keep a failed read', async () => {
    await seedQuestions(database.db);
    await database.db.execute(sql`alter table questions rename to questions_away`);
    try {
      await expect(listQuestions(database.db, 'detonation')).rejects.toThrow();
    } finally {
      await database.db.execute(sql`alter table questions_away rename to questions`);
    }
    expect(await listQuestions(database.db, 'detonation')).toHaveLength(partnerQuestions.length);
  });
});
