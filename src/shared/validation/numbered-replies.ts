import { hasEnoughWords, MIN_ANSWER_WORDS } from './words';

/** How many replies the partner's pasted block must hold (docs/product.md §5). */
export const PARTNER_REPLY_COUNT = 10;

/** docs/product.md §5's alert, shown by the page (D-18) and returned by the server in its 400. */
export const PARTNER_BLOCK_MESSAGE = `Paste your partner's answers as ${PARTNER_REPLY_COUNT} numbered replies (${MIN_ANSWER_WORDS}+ words each).`;

/**
 * A reply marker at the start of a line: a 1-2 digit number followed by ')' or '.', or a dash,
 * a number and a colon ('-3:'). Spaces before and after are allowed.
 */
const REPLY_MARKER = /^[ \t]*(?:\d{1,2}[.)]|-[ \t]*\d{1,2}[ \t]*:)[ \t]*/gm;

function clean(pieces: readonly string[]): string[] {
  return pieces.map((piece) => piece.trim()).filter((piece) => piece !== '');
}

/** The pieces between reply markers; text before the first marker is not a reply. */
function splitAtMarkers(block: string): string[] {
  const starts = [...block.matchAll(REPLY_MARKER)].map((match) => ({
    at: match.index,
    after: match.index + match[0].length,
  }));
  return clean(
    starts.map((start, i) => block.slice(start.after, starts[i + 1]?.at ?? block.length)),
  );
}

function splitAtBlankLines(block: string): string[] {
  return clean(block.split(/\n[ \t]*\n/));
}

/**
 * The partner's pasted answers as ten replies (docs/product.md §5): split at numbered line starts;
 * with fewer than ten pieces, split at blank lines instead; at least ten pieces are needed, the
 * first ten are used, each needs five words or more. The page and the server use this one parser.
 */
export function parseNumberedReplies(
  block: string,
): { ok: true; replies: string[] } | { ok: false; message: string } {
  const text = block.replace(/\r\n?/g, '\n');
  let pieces = splitAtMarkers(text);
  if (pieces.length < PARTNER_REPLY_COUNT) pieces = splitAtBlankLines(text);
  const replies = pieces.slice(0, PARTNER_REPLY_COUNT);
  if (replies.length < PARTNER_REPLY_COUNT || !replies.every((reply) => hasEnoughWords(reply))) {
    return { ok: false, message: PARTNER_BLOCK_MESSAGE };
  }
  return { ok: true, replies };
}

/**
 * Person 1's answers in the single-page e-mail format (docs/product.md §7): 'N. answer', blank
 * lines between. Line breaks inside an answer become spaces, so that no answer can look like the
 * start of the next one.
 */
export function formatNumberedReplies(answers: readonly string[]): string {
  return answers.map((answer, i) => `${i + 1}. ${answer.trim().replace(/\s+/g, ' ')}`).join('\n\n');
}

/** The server's message when answersP1 is not in the format above. */
export const NUMBERED_ANSWERS_FORMAT_MESSAGE =
  "Send person 1's answers as 10 numbered lines ('1. answer' to '10. answer') separated by blank lines.";

/**
 * Reads the format `formatNumberedReplies` writes, strictly: exactly ten pieces between blank
 * lines, numbered 1 to 10 in order. Answers may be empty here; the word rule is checked apart, so
 * that its message can name the question.
 */
export function parseNumberedAnswers(text: string): string[] | null {
  const pieces = text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n[ \t]*\n/);
  if (pieces.length !== PARTNER_REPLY_COUNT) return null;
  const answers: string[] = [];
  for (const [i, piece] of pieces.entries()) {
    const match = /^[ \t]*(\d{1,2})\.([\s\S]*)$/.exec(piece);
    if (!match || Number(match[1]) !== i + 1) return null;
    answers.push((match[2] ?? '').trim());
  }
  return answers;
}
