import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type QuestionnaireProduct,
  type QuestionSet,
  questionSetOf,
} from '../../../shared/catalog';
import { partnerQuestions } from '../../../shared/questions/partner';
import { stormQuestions } from '../../../shared/questions/storm';
import type { Question } from '../../../shared/questions/types';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema';

export type QuestionSetTier = QuestionSet;

/** The set a product's questionnaire asks (the catalog's; both paid tiers answer the same). */
export function questionSetTier(product: QuestionnaireProduct): QuestionSetTier {
  return questionSetOf(product);
}

const SETS: Record<QuestionSetTier, readonly Question[]> = {
  storm: stormQuestions,
  detonation: partnerQuestions,
};

type QuestionRow = { id: string; tier: string; position: number; text: string; options: string[] };

/** What seeding must change so the stored rows of one tier equal `wanted`: nothing when equal. */
export function questionChanges(
  stored: readonly QuestionRow[],
  wanted: readonly QuestionRow[],
): { remove: string[]; write: QuestionRow[] } {
  const keep = new Set(wanted.map((row) => row.id));
  const byId = new Map(stored.map((row) => [row.id, row]));
  return {
    remove: stored.filter((row) => !keep.has(row.id)).map((row) => row.id),
    write: wanted.filter((row) => {
      const current = byId.get(row.id);
      return !current || !sameQuestion(current, row);
    }),
  };
}

function sameQuestion(a: QuestionRow, b: QuestionRow): boolean {
  return (
    a.tier === b.tier &&
    a.position === b.position &&
    a.text === b.text &&
    a.options.length === b.options.length &&
    a.options.every((option, i) => option === b.options[i])
  );
}

export type StoredQuestion = { id: string; text: string; options: string[] };

/**
 * The sets only change when a process seeds them at start-up, so each is read once per database
 * handle: a query per GET /api/questions and per saved questionnaire was most of their cost
 * under load (docs/performance.md, 'API under load'). A failed read is not kept.
 */
const listed = new WeakMap<Db, Map<QuestionSetTier, Promise<StoredQuestion[]>>>();

/** Serialises seeding across processes (pg_advisory_xact_lock; PGlite has one process anyway). */
const SEED_LOCK = 727_002;

/**
 * Writes the question sets from src/shared into the Question table: inserts new questions,
 * updates changed ones, removes retired ones, and writes nothing when the table is current. Safe
 * to run on every start-up, from several processes at once: they seed one after the other.
 */
export async function seedQuestions(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    for (const [tier, set] of Object.entries(SETS)) {
      const stored = await tx
        .select({
          id: questions.id,
          tier: questions.tier,
          position: questions.position,
          text: questions.text,
          options: questions.options,
        })
        .from(questions)
        .where(eq(questions.tier, tier));
      const wanted = set.map((question, position) => ({
        id: question.id,
        tier,
        position,
        text: question.text,
        options: [...question.options],
      }));
      const { remove, write } = questionChanges(stored, wanted);
      if (remove.length > 0) await tx.delete(questions).where(inArray(questions.id, remove));
      for (const { id, ...row } of write) {
        await tx
          .insert(questions)
          .values({ id, ...row })
          .onConflictDoUpdate({ target: questions.id, set: row });
      }
    }
  });
  listed.delete(db);
}

export function listQuestions(db: Db, tier: QuestionSetTier): Promise<StoredQuestion[]> {
  const sets = listed.get(db) ?? new Map<QuestionSetTier, Promise<StoredQuestion[]>>();
  listed.set(db, sets);
  const cached = sets.get(tier);
  if (cached) return cached;
  const read = db
    .select({ id: questions.id, text: questions.text, options: questions.options })
    .from(questions)
    .where(eq(questions.tier, tier))
    .orderBy(asc(questions.position))
    .then(
      (rows) => rows,
      (error: unknown) => {
        sets.delete(tier);
        throw error;
      },
    );
  sets.set(tier, read);
  return read;
}
