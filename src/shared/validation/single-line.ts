import { z } from 'zod';

/**
 * Control characters, line breaks and tabs included: a name, an e-mail address or a phone
 * number is one line, and a CR/LF in one would reach e-mail headers and PDF covers.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
export const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** A trimmed one-line field of at most `max` characters. */
export function singleLine(max: number) {
  return z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), {
      message: 'must be one line, without control characters',
    });
}
