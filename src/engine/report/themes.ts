import { openQuestions } from '../../shared/questions/open';
import { partnerQuestions } from '../../shared/questions/partner';
import type { PersonKey, ThemeComparison, ThemeVerdict } from '../../shared/report/report-model';
import type { Pair } from './context';
import { OPTION_STANCES, type THEME_STANCES, type ThemeName } from './lexicons';
import { type AnswerRead, answerStances, type PersonRead } from './match';

/**
 * D-25: the themes on which person 1's open questions and the partner's /p2 questions are
 * compared (docs/scoring.md, "Themes"). `person1` is the open question (1-based) that asks about
 * the theme, or null when the open set has none: then person 1's intake answer to the same /p2
 * question is used, or else the written answer that speaks to the theme most.
 */
export const THEME_PAIRS = [
  { id: 'intimacy', title: 'Intimacy', theme: 'intimacy', person1: 3, person2: 8 },
  { id: 'money', title: 'Money', theme: 'money', person1: 5, person2: 7 },
  { id: 'freedom', title: 'Time together and apart', theme: 'freedom', person1: 10, person2: 5 },
  { id: 'care', title: 'When one of you is struggling', theme: 'care', person1: 9, person2: 6 },
  { id: 'routine', title: 'The everyday rhythm', theme: 'routine', person1: 7, person2: 10 },
  { id: 'conflict', title: 'Disagreements', theme: 'conflict', person1: null, person2: 1 },
  { id: 'family', title: 'Family and friends', theme: 'family', person1: null, person2: 9 },
] as const satisfies readonly {
  id: string;
  title: string;
  theme: ThemeName;
  person1: number | null;
  person2: number;
}[];

export type ThemePair = (typeof THEME_PAIRS)[number];

/** What each theme is about, for 'does not say ...' lines. */
const TOPICS: Record<ThemeName, string> = {
  intimacy: 'what intimacy means to them',
  money: 'how they would handle money',
  freedom: 'how much time apart they need',
  care: 'what helps when they are struggling',
  routine: 'whether routine or spontaneity suits them',
  conflict: 'how they handle a disagreement',
  family: 'what should happen when family or friends come between you',
};

/** How a stance reads in a sentence ('leans towards ...'). */
export const STANCE_WORDS: { [T in ThemeName]: Record<keyof (typeof THEME_STANCES)[T], string> } = {
  conflict: {
    talk: 'talking it through straight away',
    coolOff: 'cooling off first, then talking',
    letGo: 'letting things go to keep the peace',
    sayIt: 'saying it strongly, then moving on',
  },
  care: {
    listen: 'being listened to',
    fix: 'practical help',
    space: 'space until they are ready',
    closeness: 'closeness and reassurance',
  },
  freedom: { independence: 'regular time of their own', togetherness: 'time together' },
  routine: { routine: 'routine', spontaneity: 'spontaneity' },
  money: { shared: 'sharing money', separate: 'keeping money separate' },
  intimacy: {
    sharing: 'sharing fears and feelings',
    understood: 'being understood without explaining',
    deepTalk: 'deep conversations',
    beingMyself: 'being completely themselves',
  },
  family: {
    united: 'backing each other up',
    middle: 'finding a middle ground',
    separate: 'each handling their own family',
    wait: 'giving it time',
  },
};

/** Answers are shown at most this long, cut at a word. */
const MAX_SHOWN = 280;

/** The top stance must have at least this much evidence and twice the next one's. */
const MIN_STANCE_EVIDENCE = 1;
const DOMINANCE = 2;

function shorten(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= MAX_SHOWN) return trimmed;
  const cut = trimmed.slice(0, MAX_SHOWN);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_SHOWN - 40)).trimEnd()}…`;
}

/** The stance an answer clearly takes on a theme, or null when none (or two) stand out. */
export function dominantStance(weights: Readonly<Record<string, number>>): string | null {
  const ranked = Object.entries(weights).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const [top, next] = ranked;
  if (!top || top[1] < MIN_STANCE_EVIDENCE) return null;
  if (next && next[1] * DOMINANCE > top[1]) return null;
  return top[0];
}

type Side = { question: number; questionText: string; text: string; stance: string | null };

function sideOf(answer: AnswerRead, questionText: string, theme: ThemeName): Side {
  return {
    question: answer.question,
    questionText,
    text: answer.text,
    stance: dominantStance(answerStances(answer, theme)),
  };
}

/**
 * Person 1's side of a theme their open set does not ask about: their own intake answer to the
 * partner's question when there is one, else the written answer that says most about the theme.
 */
function person1Fallback(
  read: PersonRead,
  pair: ThemePair,
  intake: Readonly<Record<string, string>> | undefined,
): Side | null {
  const question = partnerQuestions[pair.person2 - 1];
  const chosen = question ? intake?.[question.id] : undefined;
  if (question && chosen !== undefined) {
    const option = question.options.findIndex(
      (text) => text.trim().toLowerCase() === chosen.trim().toLowerCase(),
    );
    const stance = option >= 0 ? (OPTION_STANCES[pair.person2]?.stances[option] ?? null) : null;
    return { question: pair.person2, questionText: question.text, text: chosen, stance };
  }
  // Only an answer about the theme counts: 'I would spend it right away' is not about conflict.
  // The one that takes the clearest stance is shown; one that mentions the theme without taking
  // a stance is shown too, so the report never says a person did not write about it when they did.
  let best: { side: Side; weight: number } | null = null;
  for (const answer of read.answers) {
    if (answer.option || !TOPIC_WORDS[pair.theme]?.test(answer.text)) continue;
    const side = sideOf(answer, openQuestions[answer.question - 1]?.text ?? '', pair.theme);
    const weight = side.stance ? (answerStances(answer, pair.theme)[side.stance] ?? 0) : 0;
    if (!best || weight > best.weight) best = { side, weight };
  }
  return best?.side ?? null;
}

/** Words that show an answer is about a theme the open set does not ask about. */
const TOPIC_WORDS: Readonly<Partial<Record<ThemeName, RegExp>>> = {
  conflict:
    /\b(disagree\w*|argu\w*|fight\w*|rows?|conflicts?|fall(?:ing)? out|yell\w*|shout\w*|scream\w*|blows? up)\b/i,
  family:
    /\b(family|families|parents?|mum|mom|dad|mother|father|in-laws?|sisters?|brothers?|friends?)\b/i,
};

function stanceWords(theme: ThemeName, stance: string | null): string | null {
  if (stance === null) return null;
  return (STANCE_WORDS[theme] as Record<string, string>)[stance] ?? null;
}

function verdictOf(one: Side | null, two: Side | null): ThemeVerdict {
  if (!one?.stance || !two?.stance) return 'cannot_compare';
  return one.stance === two.stance ? 'agree' : 'differ';
}

function summaryOf(
  pair: ThemePair,
  verdict: ThemeVerdict,
  sides: Pair<Side | null>,
  names: Pair<string>,
): string {
  const topic = TOPICS[pair.theme];
  const r1 = stanceWords(pair.theme, sides.person1?.stance ?? null);
  const r2 = stanceWords(pair.theme, sides.person2?.stance ?? null);
  if (verdict === 'agree') return `You both lean towards ${r1}.`;
  if (verdict === 'differ')
    return `${names.person1} leans towards ${r1}; ${names.person2} towards ${r2}. A difference to talk through on purpose, not in the middle of a row.`;
  const unclear = (['person1', 'person2'] as const).filter((p) => !sides[p]?.stance);
  const parts = unclear.map((person) =>
    sides[person] === null
      ? `${names[person]} was not asked about this and does not write about it elsewhere`
      : `${names[person]}'s answer does not say clearly ${topic}`,
  );
  return `${parts.join('; ')}, so the two cannot be compared here.`;
}

export type ThemeTally = { agreed: number; differed: number; comparable: number };

/** D-25: both people's words on each theme, side by side, with a verdict. */
export function compareThemes(
  reads: Pair<PersonRead>,
  names: Pair<string>,
  intake: Readonly<Record<string, string>> | undefined,
): ThemeComparison[] {
  return THEME_PAIRS.map((pair) => {
    const p1Answer = pair.person1 === null ? undefined : reads.person1.answers[pair.person1 - 1];
    const p2Answer = reads.person2.answers[pair.person2 - 1];
    const sides: Pair<Side | null> = {
      person1: p1Answer
        ? sideOf(p1Answer, openQuestions[p1Answer.question - 1]?.text ?? '', pair.theme)
        : person1Fallback(reads.person1, pair, intake),
      person2: p2Answer
        ? sideOf(p2Answer, partnerQuestions[p2Answer.question - 1]?.text ?? '', pair.theme)
        : null,
    };
    const verdict = verdictOf(sides.person1, sides.person2);
    const shown = (key: PersonKey) => {
      const side = sides[key];
      if (!side) return null;
      return {
        question: side.question,
        questionText: side.questionText,
        answer: shorten(side.text),
        reading: stanceWords(pair.theme, side.stance),
      };
    };
    return {
      id: pair.id,
      title: pair.title,
      person1: shown('person1'),
      person2: shown('person2'),
      verdict,
      summary: summaryOf(pair, verdict, sides, names),
    };
  });
}

export function tallyThemes(themes: readonly ThemeComparison[]): ThemeTally {
  const agreed = themes.filter((t) => t.verdict === 'agree').length;
  const differed = themes.filter((t) => t.verdict === 'differ').length;
  return { agreed, differed, comparable: agreed + differed };
}
