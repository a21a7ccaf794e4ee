import { isNotEnglish, wordsOf } from './language';

/**
 * D-24 'Graded only when readable' (docs/product.md §5, docs/scoring.md 'Readable answers
 * (D-24)'): an answer the report cannot read is refused where it is typed, with a message that
 * says why and what to do. The pages and the server run this one rule, after the word rule
 * (words.ts): an empty or short answer is the word rule's business, not this one's.
 */
export const READABILITY_CODES = [
  'keyboard_mash',
  'padded_word',
  'repeated',
  'copied_question',
  'emoji_only',
  'not_english',
] as const;
export type ReadabilityCode = (typeof READABILITY_CODES)[number];
export type ReadabilityProblem = { code: ReadabilityCode; message: string };

/** The messages (brand voice: plain, kind, says why and what to do). */
export const READABILITY_MESSAGES = {
  keyboard_mash:
    'This looks like random keys, not words. Tell us in your own words, even briefly: the report can only read real answers.',
  padded_word:
    'This is one word repeated to fill the space. Say what you mean in a few different words, so the report has something to read.',
  copied_question:
    'This repeats the question. Answer it in your own words, so the report has something of yours to read.',
  emoji_only:
    'Emoji alone are hard to read. Add a few words about what you mean; one emoji beside them is fine.',
  not_english:
    'The report reads English only for now. Please write this answer in English, even if it is simple.',
} as const satisfies Record<Exclude<ReadabilityCode, 'repeated'>, string>;

/** 'repeated' names the question that already has this answer (1-based). */
export function repeatedMessage(sameAs: number): string {
  return `This is the same answer as question ${sameAs}. Each question needs its own answer, so the report can read them apart.`;
}

/**
 * The message for answer number `n` (1-based) where a form shows several answers: the single
 * page's 'Q3: ...', like its word rule (couple-rules.ts singlePageAnswerMessage). The server
 * answers with the same text.
 */
export function numberedReadabilityMessage(n: number, problem: ReadabilityProblem): string {
  return `Q${n}: ${problem.message}`;
}

/**
 * The single page's message for the partner's pasted reply number `n` (1-based), apart from
 * person 1's own answers on the same page.
 */
export function partnerReplyReadabilityMessage(n: number, problem: ReadabilityProblem): string {
  return `Your partner's answer ${n}: ${problem.message}`;
}

/** The first problem of a set in question order, with its number (1-based); null when none. */
export function firstReadabilityProblem(
  answers: readonly string[],
  questions: readonly string[],
): { number: number; problem: ReadabilityProblem; message: string } | null {
  const problems = answersReadability(answers, questions);
  const index = problems.findIndex((problem) => problem !== null);
  const problem = problems[index];
  if (index === -1 || !problem) return null;
  return { number: index + 1, problem, message: numberedReadabilityMessage(index + 1, problem) };
}

// ---------------------------------------------------------------------------------------------
// Emoji only

/** Emoji and what joins or modifies them: keycaps, skin tones, flags, ZWJ, variation selectors. */
const EMOJI_PARTS =
  /[0-9#*]\uFE0F?\u20E3|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200D|\uFE0E|\uFE0F|\u20E3/gu;

function hasEmoji(text: string): boolean {
  return /[\p{Extended_Pictographic}\p{Regional_Indicator}]|\u20E3/u.test(text);
}

/** Letters or digits once the emoji are gone. */
function hasWordCharacters(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text.replace(EMOJI_PARTS, ''));
}

// ---------------------------------------------------------------------------------------------
// Keyboard mash

/** Runs of four keys along a keyboard row, both ways, less the ones English words hold (erty). */
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const KEY_WALKS = new Set(
  KEY_ROWS.flatMap((row) => {
    const walks: string[] = [];
    for (const line of [row, [...row].reverse().join('')]) {
      for (let i = 0; i + 4 <= line.length; i += 1) walks.push(line.slice(i, i + 4));
    }
    return walks;
  }).filter((walk) => !['erty', 'trew', 'wert', 'rtyu'].includes(walk)),
);

/** Letter pairs English words hardly ever hold, and keyboard mash often does. */
const RARE_PAIRS =
  /j[bcdfghjklmnpqrstvwxz]|[cfghkqsvwxz]j|q[^u]|[vz]x|x[vz]|[fgkpvxz]q|v[bkmnpw]|kd/g;

/** Vowel-free words of four letters or more that are real: abbreviations and sounds. */
const VOWELLESS_WORDS = new Set([
  'ptsd',
  'lgbt',
  'lgbtq',
  'nsfw',
  'tldr',
  'pfft',
  'psst',
  'shhh',
  'hmmm',
  'brrr',
  'grrr',
  'mgmt',
  'mths',
  'bffs',
]);

/** Laughter and song-like repeats ('hahaha', 'lalala', 'xoxo') are words, not mash. */
const REPEAT_UNITS = new Set(['ha', 'he', 'hi', 'ho', 'ah', 'eh', 'lo', 'ol', 'xo', 'ox', 'la']);

/** A letters-only word that reads as keys rather than a word. */
function isMashWord(word: string): boolean {
  // Long runs of one letter ('sooooo') count once.
  const squeezed = word.replace(/(.)\1{2,}/g, '$1$1');
  if (word.length >= 4 && squeezed.replace(/(.)\1+/g, '$1').length <= 1) return true;
  if (!/^[a-z]+$/.test(squeezed)) return false;
  if (squeezed.length >= 4 && !/[aeiouy]/.test(squeezed)) {
    return !VOWELLESS_WORDS.has(word) && !VOWELLESS_WORDS.has(squeezed);
  }
  if (/[bcdfghjklmnpqrstvwxz]{5,}/.test(squeezed)) return true;
  for (let i = 0; i + 4 <= squeezed.length; i += 1) {
    if (KEY_WALKS.has(squeezed.slice(i, i + 4))) return true;
  }
  // 'asdasd', 'erer', 'jfjfjf': a few keys struck again and again. A syllable said twice is a word
  // ('mama', 'murmur'); three times, only laughter and song ('hahaha', 'lalala').
  const repeat = /^([a-z]{2,4})(\1+)[a-z]{0,3}$/.exec(squeezed);
  if (repeat?.[1] && repeat[2]) {
    const unit = repeat[1];
    const times = 1 + repeat[2].length / unit.length;
    if (!/^[^aeiouy]+[aeiouy]+[^aeiouy]?$/.test(unit)) return true;
    if (times >= 3 && !REPEAT_UNITS.has(unit)) return true;
  }
  const pairs = squeezed.match(RARE_PAIRS)?.length ?? 0;
  return pairs >= 2 || (pairs === 1 && squeezed.length <= 6 && squeezed.length >= 4);
}

/** Most of the words are mash, or the answer is stray letters and no words. */
function isKeyboardMash(text: string): boolean {
  const words = wordsOf(text).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return false;
  const latin = words.filter((word) => /^[a-z]+$/.test(word));
  if (latin.length * 2 < words.length) return false;
  const mash = latin.filter(isMashWord).length;
  if (mash * 2 >= latin.length && mash > 0) return true;
  const strays = latin.filter((word) => word.length === 1 && word !== 'a' && word !== 'i');
  return latin.length >= 4 && strays.length * 5 >= latin.length * 4;
}

// ---------------------------------------------------------------------------------------------
// One word padded out

/** Runs of non-whitespace, as the word rule counts them (words.ts). */
const countTokens = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

function isPadded(text: string): boolean {
  const words = wordsOf(text);
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  if (counts.size === 0) return false;
  const filler = countTokens(text) - words.length;
  const most = Math.max(...counts.values());
  // 'Love . . . .', 'Love ❤️ ❤️ ❤️', 'yes yes yes': one or two words, the rest said again or filler.
  if (counts.size <= 2 && (most >= 3 || filler > counts.size)) return true;
  // 'I don't know I don't know I don't know': a phrase said over and over.
  return words.length >= 6 && counts.size / words.length <= 0.4;
}

// ---------------------------------------------------------------------------------------------
// The question copied back

function isCopiedQuestion(answer: string, question: string): boolean {
  const asked = new Set(wordsOf(question));
  if (asked.size === 0) return false;
  const words = wordsOf(answer);
  if (words.length < 3) return false;
  const own = words.filter((word) => !asked.has(word)).length;
  const covered = [...asked].filter((word) => words.includes(word)).length;
  return own < 3 && covered / asked.size >= 0.6;
}

// ---------------------------------------------------------------------------------------------
// The same answer given twice

/** What two answers are compared by: their words, in order, without case or punctuation. */
function comparable(answer: string): string[] {
  return wordsOf(answer);
}

function isSameAnswer(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  if (a.join(' ') === b.join(' ')) return true;
  if (a.length < 3 || b.length < 3) return false;
  const left = new Set(a);
  const right = new Set(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / (left.size + right.size - shared) >= 0.9;
}

// ---------------------------------------------------------------------------------------------

/** One answer against its question text; null when it reads as a real answer. */
export function answerReadability(answer: string, question: string): ReadabilityProblem | null {
  const text = answer.trim();
  if (text === '') return null;
  const problem = (code: Exclude<ReadabilityCode, 'repeated'>): ReadabilityProblem => ({
    code,
    message: READABILITY_MESSAGES[code],
  });
  if (!hasWordCharacters(text)) {
    return problem(hasEmoji(text) ? 'emoji_only' : 'keyboard_mash');
  }
  if (isKeyboardMash(text)) return problem('keyboard_mash');
  if (isPadded(text)) return problem('padded_word');
  if (isCopiedQuestion(text, question)) return problem('copied_question');
  if (isNotEnglish(text)) return problem('not_english');
  return null;
}

/**
 * A set of answers (in question order) with their question texts: per answer the problem or null;
 * 'repeated' = the same (normalised) answer given to another question of the set. The later
 * answer is the one refused, and its message names the earlier question.
 */
export function answersReadability(
  answers: readonly string[],
  questions: readonly string[],
): (ReadabilityProblem | null)[] {
  const seen: string[][] = [];
  return answers.map((answer, i) => {
    const words = comparable(answer);
    const own = answerReadability(answer, questions[i] ?? '');
    const earlier = own ? -1 : seen.findIndex((other) => isSameAnswer(words, other));
    seen.push(words);
    if (own) return own;
    if (earlier === -1) return null;
    return { code: 'repeated', message: repeatedMessage(earlier + 1) };
  });
}
