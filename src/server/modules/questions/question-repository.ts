import { asc, eq } from 'drizzle-orm';
import type { ProductId } from '../../../shared/catalog';
import { partnerQuestions } from '../../../shared/questions/partner';
import { stormQuestions } from '../../../shared/questions/storm';
import type { Question } from '../../../shared/questions/types';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema';

type QuestionSetTier = 'storm' | 'detonation';

/** Both paid tiers answer the same set (spec §3 "Question sets"). */
export function questionSetTier(product: Exclude<ProductId, 'dual_scan'>): QuestionSetTier {
  return product === 'storm' ? 'storm' : 'detonation';
}

const SETS: Record<QuestionSetTier, readonly Question[]> = {
  storm: stormQuestions,
  detonation: partnerQuestions,
};

/**
 * Writes the question sets from src/shared into the Question table: inserts new questions,
 * updates changed ones, removes retired ones. Safe to run on every start-up.
 */
export async function seedQuestions(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [tier, set] of Object.entries(SETS)) {
      const keep = new Set(set.map((question) => question.id));
      const existing = await tx
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.tier, tier));
      for (const { id } of existing) {
        if (!keep.has(id)) await tx.delete(questions).where(eq(questions.id, id));
      }
      for (const [position, question] of set.entries()) {
        const row = { tier, position, text: question.text, options: [...question.options] };
        await tx
          .insert(questions)
          .values({ id: question.id, ...row })
          .onConflictDoUpdate({ target: questions.id, set: row });
      }
    }
  });
}

export type StoredQuestion = { id: string; text: string; options: string[] };

export async function listQuestions(db: Db, tier: QuestionSetTier): Promise<StoredQuestion[]> {
  return db
    .select({ id: questions.id, text: questions.text, options: questions.options })
    .from(questions)
    .where(eq(questions.tier, tier))
    .orderBy(asc(questions.position));
}
