import { z } from 'zod';

export const questionSchema = z.object({
  id: z.string(),
  text: z.string(),
  options: z.array(z.string()).length(4),
});

/** GET /api/questions/<tier>: the tier's questions in order (docs/product.md §7). */
export const questionListSchema = z.array(questionSchema);
export type QuestionList = z.infer<typeof questionListSchema>;

export const tierParamsSchema = z.object({ tier: z.string().max(40) });
