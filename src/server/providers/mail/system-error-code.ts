import { z } from 'zod';

const withCode = z.object({ code: z.string().regex(/^E[A-Z0-9_]{1,30}$/) });

/**
 * The `code` of a Node or nodemailer error (ENOENT, ECONNREFUSED, EENVELOPE...) when it has the
 * usual form; such codes say what failed without quoting paths, addresses or server replies.
 */
export function systemErrorCode(error: unknown): string | undefined {
  const parsed = withCode.safeParse(error);
  return parsed.success ? parsed.data.code : undefined;
}
