import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * U+0000 or a UTF-16 surrogate without its pair (text that has no place in PostgreSQL), or any
 * other control character but the tab and the line breaks answers are written with.
 */
const UNSTORABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL's text and jsonb cannot hold U+0000, and jsonb refuses an unpaired surrogate (text
 * columns would silently store U+FFFD instead, under a signature computed on the original). Such
 * text passes the zod contracts and failed in the database as a 500 (found by
 * tests/api/fuzz.test.ts); no field has a use for it, so every route refuses it up front.
 */
export function registerTextGuard(app: FastifyInstance): void {
  // A callback hook: it runs on every request, and an async one costs a promise and a tick.
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      holdsUnstorableText(request.params) ||
      holdsUnstorableText(request.query) ||
      holdsUnstorableText(request.body)
    ) {
      done(
        AppError.badRequest(
          'Text must be valid Unicode without control characters (tabs and line breaks are fine in answers).',
          'invalid_request',
        ),
      );
      return;
    }
    done();
  });
}

/** Whether a string or key anywhere in a parsed value is unstorable (no recursion: bodies nest). */
export function holdsUnstorableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') {
      if (UNSTORABLE.test(node)) return true;
    } else if (Array.isArray(node)) {
      for (const item of node) stack.push(item);
    } else if (node !== null && typeof node === 'object' && !Buffer.isBuffer(node)) {
      for (const [key, item] of Object.entries(node)) {
        if (UNSTORABLE.test(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}
