import { z } from 'zod';

/** The body of every non-2xx API response. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string().describe('Stable, machine-readable error code, e.g. not_found'),
    message: z.string().describe('A sentence that can be shown to a person'),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
