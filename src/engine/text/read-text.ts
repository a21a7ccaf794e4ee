import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

/** One token of a reading: its stem, whether a negation governs it, and whether it ends a clause. */
export type ReadToken = {
  stem: string;
  negated: boolean;
  /** Punctuation: phrases never match across it. */
  isBreak: boolean;
};

export type TextReading = {
  tokens: readonly ReadToken[];
  /** wink's document sentiment, -1 (negative) .. 1 (positive); negation-aware. */
  sentiment: number;
};

// The model is loaded once; it is read-only after loading, so the engine stays pure. Only the
// steps the readings use: part-of-speech tags and entities (the default pipe's 'pos', 'ner',
// 'cer') change no token, stem, negation or sentiment, and cost a fifth of the reading time.
const nlp = winkNLP(model, ['sbd', 'negation', 'sentiment']);
const its = nlp.its;
// its.stem is the model's stemmer applied to the token's text. Called here directly, so each word's
// stem is computed once: stemming was half of a reading's time, and most words recur.
const porterStem = stemmerOf(model.addons.stem);
/** Bounds the memory of the remembered stems (about 5 MB) whatever text arrives. */
const STEM_MEMO_LIMIT = 50_000;
const stemMemo = new Map<string, string>();

function stemmerOf(addon: unknown): (word: string) => unknown {
  if (typeof addon !== 'function') throw new Error('wink-eng-lite-web-model has no stemmer.');
  return (word) => addon(word);
}

/**
 * The same stem as its.stem, computed once per distinct token text. What is kept is single words
 * and their stems, tied to no one.
 */
function stemOf(value: string): string {
  let stem = stemMemo.get(value);
  if (stem === undefined) {
    stem = String(porterStem(value));
    if (stemMemo.size >= STEM_MEMO_LIMIT) stemMemo.clear();
    stemMemo.set(value, stem);
  }
  return stem;
}

/** Words that end a negation's reach before the clause does ("I don't yell but I talk"). */
const NEGATION_STOPS = new Set([
  'but',
  'instead',
  'rather',
  'though',
  'although',
  'however',
  'so',
  'yet',
]);

/** Joining marks inside a phrase ('fifty-fifty', '50/50'): skipped, not clause breaks. */
const JOINERS = new Set(['-', '/']);

/** Reads free text into stems, negation flags and sentiment with wink-nlp. */
export function readText(text: string): TextReading {
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens();
  const stems = tokens.out(its.value).map((value) => stemOf(String(value)));
  const normals = tokens.out(its.normal).map(String);
  const types = tokens.out(its.type).map(String);
  const flags = tokens.out(its.negationFlag).map((flag) => flag === true);
  const negated = narrowNegation(flags, normals);
  const sentiment = doc.out(its.sentiment);
  const read: ReadToken[] = [];
  stems.forEach((stem, i) => {
    const normal = normals[i] ?? '';
    const type = types[i] ?? '';
    if (JOINERS.has(normal)) return;
    read.push({
      // "n't" stems to itself; reading it as 'not' lets cues like 'not allowed' match it.
      stem: normal === 'not' ? 'not' : stem,
      negated: negated[i] === true,
      isBreak: type === 'punctuation' || type === 'tabCRLF',
    });
  });
  return {
    tokens: read,
    sentiment: typeof sentiment === 'number' && Number.isFinite(sentiment) ? sentiment : 0,
  };
}

/**
 * wink flags every token from a negation to the next punctuation; a contrasting word ends that
 * reach earlier, so "I don't shout but talk it out" still reads "talk it out" as meant.
 */
function narrowNegation(flags: readonly boolean[], normals: readonly string[]): boolean[] {
  let stopped = false;
  return flags.map((flag, i) => {
    if (!flag) {
      stopped = false;
      return false;
    }
    if (NEGATION_STOPS.has(normals[i] ?? '')) stopped = true;
    return !stopped;
  });
}

/** The stems of a descriptor phrase, read by the same pipeline as the partner's text. */
export function stemPhrase(phrase: string): string[] {
  return readText(phrase)
    .tokens.filter((token) => !token.isBreak)
    .map((token) => token.stem);
}

/** A token of a sentence read for the couple report: a ReadToken plus its lower-case form. */
export type SentenceToken = ReadToken & { normal: string; isWord: boolean };

/** One sentence of an answer, as written, with its tokens and wink's sentiment. */
export type SentenceReading = {
  text: string;
  tokens: readonly SentenceToken[];
  /** -1 (negative) .. 1 (positive); negation-aware. */
  sentiment: number;
};

/** A whole answer read once: its sentences, word count and document sentiment. */
export type DocumentReading = {
  sentences: readonly SentenceReading[];
  wordCount: number;
  sentiment: number;
};

function finite(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * Reads an answer once into sentences (for quoting evidence), with the same stems, negation and
 * joiner rules as `readText`. Used by the couple report engine (src/engine/report).
 */
export function readDocument(text: string): DocumentReading {
  const doc = nlp.readDoc(text);
  const sentences: SentenceReading[] = [];
  let wordCount = 0;
  const all = doc.sentences();
  for (let s = 0; s < all.length(); s += 1) {
    const sentence = all.itemAt(s);
    const tokens = sentence.tokens();
    const stems = tokens.out(its.value).map((value) => stemOf(String(value)));
    const normals = tokens.out(its.normal).map(String);
    const types = tokens.out(its.type).map(String);
    const flags = tokens.out(its.negationFlag).map((flag: unknown) => flag === true);
    const negated = narrowNegation(flags, normals);
    const read: SentenceToken[] = [];
    stems.forEach((stem: string, i: number) => {
      const normal = normals[i] ?? '';
      const type = types[i] ?? '';
      if (JOINERS.has(normal)) return;
      const isWord = type === 'word' || type === 'number';
      if (isWord) wordCount += 1;
      read.push({
        stem: normal === 'not' || normal === "n't" ? 'not' : stem,
        normal,
        negated: negated[i] === true,
        isBreak: type === 'punctuation' || type === 'tabCRLF',
        isWord,
      });
    });
    sentences.push({
      text: sentence.out().trim(),
      tokens: read,
      sentiment: finite(sentence.out(its.sentiment)),
    });
  }
  return { sentences, wordCount, sentiment: finite(doc.out(its.sentiment)) };
}
