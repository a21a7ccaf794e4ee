import { partnerQuestions } from '../../shared/questions/partner';
import { readPersonSafety, type SafetySignal, type TraumaBondSignal } from '../safety/read-safety';
import { readDocument, type SentenceToken } from '../text/read-text';
import {
  LEXICONS,
  type LexiconName,
  OPTION_STANCES,
  THEME_STANCES,
  type ThemeName,
} from './lexicons';

/** A cue ready to match: the stems of its words. */
export type Cue = { phrase: string; stems: readonly string[] };

/** Extra words allowed inside a phrase. */
const MAX_GAP = 2;

export function compileCue(phrase: string): Cue {
  const stems: string[] = [];
  for (const sentence of readDocument(phrase).sentences) {
    for (const token of sentence.tokens) if (!token.isBreak) stems.push(token.stem);
  }
  return { phrase, stems };
}

/** Negating words, as stems (read-text turns "n't" into 'not'). */
const NEGATORS: ReadonlySet<string> = new Set(['not', 'never', 'no', 'nor', 'neither', 'without']);

/** How far back a negation reaches for the report's cues, in tokens. */
const NEGATION_REACH = 5;

/**
 * Whether a token the reader marks negated really sits under a nearby negation. wink's negation
 * runs to the end of the clause, so in 'When I am not okay I need someone to listen' it would
 * swallow 'listen'; the report's cues only count a negation a few words back.
 */
function underNegation(tokens: readonly SentenceToken[], i: number): boolean {
  if (!tokens[i]?.negated) return false;
  for (let j = i - 1; j >= 0 && j >= i - NEGATION_REACH; j -= 1) {
    const token = tokens[j];
    if (!token || token.isBreak) return false;
    if (NEGATORS.has(token.stem)) return true;
  }
  return false;
}

/** True when the cue is said (not negated) in the sentence. */
export function cueInSentence(
  tokens: readonly SentenceToken[],
  stemSet: ReadonlySet<string>,
  cue: Cue,
): boolean {
  const [first] = cue.stems;
  if (first === undefined || !stemSet.has(first)) return false;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === undefined || token.stem !== first || underNegation(tokens, i)) continue;
    let position = i;
    let gapLeft = MAX_GAP;
    let ok = true;
    for (const stem of cue.stems.slice(1)) {
      position += 1;
      while (position < tokens.length && tokens[position]?.stem !== stem) {
        if (tokens[position]?.isBreak || gapLeft === 0) break;
        gapLeft -= 1;
        position += 1;
      }
      if (position >= tokens.length || tokens[position]?.stem !== stem) {
        ok = false;
        break;
      }
    }
    if (ok) return true;
  }
  return false;
}

const COMPILED: Record<LexiconName, readonly Cue[]> = Object.fromEntries(
  Object.entries(LEXICONS).map(([name, phrases]) => [name, phrases.map(compileCue)]),
) as unknown as Record<LexiconName, readonly Cue[]>;

const COMPILED_STANCES: Record<ThemeName, Record<string, readonly Cue[]>> = Object.fromEntries(
  Object.entries(THEME_STANCES).map(([theme, stances]) => [
    theme,
    Object.fromEntries(
      Object.entries(stances).map(([stance, list]) => [stance, list.map(compileCue)]),
    ),
  ]),
) as unknown as Record<ThemeName, Record<string, readonly Cue[]>>;

/** One place a lexicon matched: which answer (1-based), which sentence, which cue. */
export type Hit = { question: number; sentence: number; cue: string };

/** A multiple-choice option recognised in an answer. */
export type OptionChoice = { question: number; option: number };

export type SentenceRead = {
  text: string;
  tokens: readonly SentenceToken[];
  stems: ReadonlySet<string>;
  sentiment: number;
};

export type AnswerRead = {
  question: number;
  text: string;
  sentences: readonly SentenceRead[];
  wordCount: number;
  sentiment: number;
  /** Distinct lower-case words, for repetition and variety. */
  words: ReadonlySet<string>;
  /** Set when the answer is exactly one of the /p2 option texts. */
  option: OptionChoice | null;
  /** Set when the answer is an option text or starts with one (option plus the person's words). */
  stated: OptionChoice | null;
};

export type PersonRead = {
  answers: readonly AnswerRead[];
  /** Every lexicon's hits, each cue counted once per answer. */
  hits: Record<LexiconName, readonly Hit[]>;
  /** Theme stance evidence: theme -> stance -> weight. */
  stances: Record<ThemeName, Record<string, number>>;
  /** Stance evidence by question, for contradictions inside one person's answers. */
  stanceByAnswer: Record<ThemeName, Record<string, ReadonlySet<number>>>;
  /** Sentences that disclose harm by the partner (the safety reader, src/engine/safety). */
  safety: readonly SafetySignal[];
  /** Sentences of a trauma-bond pattern (the same reader). */
  traumaBond: readonly TraumaBondSignal[];
};

const OPTION_INDEX = new Map<string, OptionChoice>();
partnerQuestions.forEach((question, q) => {
  question.options.forEach((text, option) => {
    OPTION_INDEX.set(normaliseOption(text), { question: q + 1, option });
  });
});
const OPTION_LEADS = [...OPTION_INDEX].map(([text, choice]) => ({
  lead: text.replace(/[.!?]$/, ''),
  choice,
}));

function normaliseOption(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The option an answer states: exactly, or as its opening words. */
function statedOption(text: string): OptionChoice | null {
  const normal = normaliseOption(text);
  const exact = OPTION_INDEX.get(normal);
  if (exact) return exact;
  return OPTION_LEADS.find(({ lead }) => normal.startsWith(lead))?.choice ?? null;
}

/** Reads one answer once. */
export function readAnswer(text: string, question: number): AnswerRead {
  const doc = readDocument(text);
  const words = new Set<string>();
  const sentences = doc.sentences.map((sentence) => {
    for (const token of sentence.tokens) if (token.isWord) words.add(token.normal);
    return {
      text: sentence.text,
      tokens: sentence.tokens,
      stems: new Set(sentence.tokens.map((token) => token.stem)),
      sentiment: sentence.sentiment,
    };
  });
  return {
    question,
    text,
    sentences,
    wordCount: doc.wordCount,
    sentiment: doc.sentiment,
    words,
    option: OPTION_INDEX.get(normaliseOption(text)) ?? null,
    stated: statedOption(text),
  };
}

/**
 * Lexicons read in an answer chosen from the /p2 options too: a chosen option says how the person
 * shows love, but nothing about their tone, so every other lexicon reads written answers only.
 */
const READ_IN_OPTIONS: ReadonlySet<LexiconName> = new Set([
  'llWords',
  'llActs',
  'llGifts',
  'llTime',
  'llTouch',
]);

function scan(answers: readonly AnswerRead[], cues: readonly Cue[], inOptions: boolean): Hit[] {
  const hits: Hit[] = [];
  for (const answer of answers) {
    if (answer.option && !inOptions) continue;
    for (const cue of cues) {
      const at = answer.sentences.findIndex((s) => cueInSentence(s.tokens, s.stems, cue));
      if (at >= 0) hits.push({ question: answer.question, sentence: at, cue: cue.phrase });
    }
  }
  return hits;
}

/**
 * Reads a person's ten answers (each once), runs every lexicon over them and the safety reader;
 * `partnerName` is the other person's name, so that the reader knows who the partner is.
 */
export function readPerson(texts: readonly string[], partnerName?: string): PersonRead {
  const answers = texts.map((text, i) => readAnswer(text, i + 1));
  const { safety, traumaBond } = readPersonSafety(answers, { partnerName });
  const hits = Object.fromEntries(
    (Object.keys(COMPILED) as LexiconName[]).map((name) => [
      name,
      scan(answers, COMPILED[name], READ_IN_OPTIONS.has(name)),
    ]),
  ) as Record<LexiconName, Hit[]>;
  const stances = {} as Record<ThemeName, Record<string, number>>;
  const stanceByAnswer = {} as Record<ThemeName, Record<string, Set<number>>>;
  for (const theme of Object.keys(COMPILED_STANCES) as ThemeName[]) {
    stances[theme] = {};
    stanceByAnswer[theme] = {};
    for (const stance of Object.keys(COMPILED_STANCES[theme])) {
      stances[theme][stance] = 0;
      stanceByAnswer[theme][stance] = new Set();
    }
    // The same reading as each theme's paired answer (answerStances), summed over the answers.
    for (const answer of answers) {
      for (const [stance, weight] of Object.entries(answerStances(answer, theme))) {
        if (weight <= 0) continue;
        stances[theme][stance] = (stances[theme][stance] ?? 0) + weight;
        stanceByAnswer[theme][stance]?.add(answer.question);
      }
    }
  }
  return { answers, hits, stances, stanceByAnswer, safety, traumaBond };
}

/**
 * The stance evidence of one answer on one theme (D-25 reads each theme from its paired
 * question): cue weights in the person's own words (a phrase 1.5, a word 1), and 3 for the stance
 * of a /p2 option the answer states.
 */
export function answerStances(answer: AnswerRead, theme: ThemeName): Record<string, number> {
  const weights: Record<string, number> = {};
  for (const [stance, cues] of Object.entries(COMPILED_STANCES[theme])) {
    let weight = 0;
    if (!answer.option) {
      for (const cue of cues) {
        if (answer.sentences.some((s) => cueInSentence(s.tokens, s.stems, cue)))
          weight += cue.stems.length > 1 ? 1.5 : 1;
      }
    }
    weights[stance] = weight;
  }
  const mapping = answer.stated ? OPTION_STANCES[answer.stated.question] : undefined;
  const stated = answer.stated ? mapping?.stances[answer.stated.option] : undefined;
  if (mapping?.theme === theme && stated) weights[stated] = (weights[stated] ?? 0) + 3;
  return weights;
}

/** The sentence a hit points at, as a quote. */
export function quoteOf(person: PersonRead, hit: Hit): string {
  return person.answers[hit.question - 1]?.sentences[hit.sentence]?.text ?? '';
}
