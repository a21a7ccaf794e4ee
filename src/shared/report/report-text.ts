import { products } from '../catalog';
import { fosmClaim } from '../content/claims';
import { disclaimers as siteDisclaimers } from '../content/limits';
import { BAND_LEGEND } from './bands';
import { fosmLevelName } from './fosm-levels';
import { questionTextOf } from './question-text';
import type { FosmReading, PersonKey, Quote, ReportModel, ThemeVerdict } from './report-model';

/**
 * The report's words, shared by the PDF (server/report/pdf) and the report page (client/pages/
 * report), so the two say the same thing in the same order (docs/report.md). Only the words live
 * here; each renderer lays them out its own way.
 */

export type Names = Record<PersonKey, string>;

export function namesOf(model: ReportModel): Names {
  return { person1: model.couple.person1.name, person2: model.couple.person2.name };
}

/** 'Detonation · couple report' above the couple's names on the cover. */
export function coverEyebrow(model: ReportModel): string {
  return `${products[model.product].name} · couple report`;
}

/** The cover's line under the names: relationship status and duration, when given. */
export function coverDetails(model: ReportModel): string | null {
  const { relationshipStatus, duration } = model.couple;
  const details = [relationshipStatus, duration].filter((part): part is string => Boolean(part));
  return details.length > 0 ? details.join(' · ') : null;
}

export const SCORE_CARD = { eyebrow: 'Your score', gradeScale: 'Grade, A+ to F' } as const;

export function gaugeCaption(grade: string): string {
  return `out of 100 · grade ${grade}`;
}

export const CONTENTS_TITLE = 'What is in this report';

/** The cover's 'What is in this report' paragraph. */
export function contentsText(model: ReportModel): string {
  const parts = [
    'your score and grade',
    'the dimensions, for the two of you and for each of you',
    'your answers side by side, theme by theme',
    'trauma bond check',
    'red flags',
    'dynamics',
    'honesty insights',
  ];
  if (model.max) {
    parts.push(
      'traffic lights',
      'the full honesty meter',
      'shadow work',
      'a forecast',
      'a verdict',
      'an action plan',
      'a score for each of you',
    );
  }
  parts.push('and every variable behind it');
  return `The engine's reading of the answers you both wrote: ${parts.join(', ')}. Quotes are your own words, each with the question it answers. ${siteDisclaimers.guidance} ${siteDisclaimers.entertainment}`;
}

/** The safety rule's report (D-22): the same for both partners. */
export const SAFETY_TEXT = {
  eyebrow: 'About this report',
  title: 'Why this report has no score',
  helpTitle: 'Where to get help',
} as const;

/** The report when answers could not be read (D-24). */
export const NOT_GRADED_TEXT = {
  eyebrow: 'About this report',
  title: 'This report was not graded',
  problemsTitle: 'The answers we could not read',
  whatToDoTitle: 'What to do',
  /** After 'Write to <support address>'. */
  whatToDoAfter: ': we will look at your answers with you and tell you what can be done.',
} as const;

export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function notGradedWhose(notGraded: NonNullable<ReportModel['notGraded']>, names: Names) {
  return `Whose answers: ${joinNames(notGraded.people.map((person) => names[person]))}'s. No score and no grade.`;
}

/** Each answer that could not be read, with its question (the reason may already quote it). */
export function notGradedProblems(
  notGraded: NonNullable<ReportModel['notGraded']>,
  names: Names,
): string[] {
  return notGraded.problems.map((problem) => {
    const question = questionTextOf(problem.person, problem.question);
    const which = problem.reason.includes(question)
      ? `question ${problem.question}`
      : `question ${problem.question} (${question})`;
    return `${names[problem.person]}, ${which}: ${problem.reason}`;
  });
}

/** The heading of each section: the eyebrow above it, the title, the lead under it. */
export type SectionText = { eyebrow: string; title: string; lead?: string };

export const OVERVIEW: SectionText = {
  eyebrow: 'At a glance',
  title: 'Where you stand',
  lead: 'Each dimension scored from what you both wrote, out of 100: the two of you together, then each of you on your own.',
};

export const PARTNER_SCORES_TITLE = 'A score for each of you';
export const AVERAGE_LABEL = 'Average';
export const TRAFFIC_LIGHTS_TITLE = 'Traffic lights';

/** The couple's bar on a dimension: 'Together 74 · Strong'. */
export function togetherText(score: number, word: string): string {
  return `Together ${score} · ${word}`;
}

/** A traffic light in words: 'Amber · mixed'. */
export function trafficText(light: string, word: string): string {
  return `${light} · ${word.toLowerCase()}`;
}

/** The drawn mark on the couple's bar, explained under the chart. */
export const HALFWAY_MARK = 'The white tick on the thick bar marks the halfway point.';

/**
 * Why 'together' may sit above or below both people's bars: it starts from their mean and moves
 * with what the two sets of answers show side by side (docs/scoring.md, 'Scores').
 */
export const TOGETHER_NOTE =
  'Together starts from your two scores and moves with how your answers fit each other, so it can sit above or below both.';

/** Under the dimensions chart; `marks` says what the drawing adds (HALFWAY_MARK). */
export function dimensionChartNote(marks = ''): string {
  return `Scores out of 100: the thick bar is the two of you together, the thin ones each person's own answers. ${TOGETHER_NOTE} ${BAND_LEGEND}.${marks === '' ? '' : ` ${marks}`}`;
}

export const THEMES: SectionText = {
  eyebrow: 'Side by side',
  title: 'Your answers, theme by theme',
  lead: 'You each answered a different set of questions. Here they are paired by theme, in your own words, with what the engine read in them.',
};

export const VERDICT_WORDS: Record<ThemeVerdict, string> = {
  agree: 'You agree',
  differ: 'You differ',
  cannot_compare: 'Cannot compare',
};

export const NOT_ASKED = 'Not asked in this question set.';
export const READ_AS = 'Read as: ';

export function questionLine(question: number, text: string): string {
  return `Question ${question}: ${text}`;
}

/** Who wrote a quote and what it answers, after their name: ', answering question 1: ...'. */
export function quoteSource(quote: Quote): string {
  return `, answering question ${quote.question}: ${quote.questionText}`;
}

export function traumaBondText(detected: boolean): SectionText & { pill: string } {
  return {
    eyebrow: 'Trauma bond check',
    title: detected ? 'A trauma-bond pattern' : 'What this check looked for',
    lead: 'A trauma bond is the pull of a cycle: painful lows followed by intense relief.',
    pill: detected ? 'Detected' : 'Not in these answers',
  };
}

export const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;
export const SEVERITY_WORDS = { low: 'Low', medium: 'Medium', high: 'High' } as const;

export function severityText(severity: keyof typeof SEVERITY_WORDS): string {
  return `${SEVERITY_WORDS[severity]} severity`;
}

/** The red flags, most serious first. */
export function sortedRedFlags(model: ReportModel): ReportModel['redFlags'] {
  return [...model.redFlags].sort(
    (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity],
  );
}

export function redFlagsText(count: number): SectionText {
  return {
    eyebrow: 'Red flags',
    title: count > 0 ? `Red flags (${count})` : 'Red flags',
    lead:
      count > 0
        ? 'Patterns worth taking seriously, most serious first, with the words that raised them.'
        : 'None of the patterns this report looks for appear in these answers; a questionnaire cannot see everything.',
  };
}

export const DYNAMICS: SectionText = {
  eyebrow: 'Dynamics',
  title: 'How you two work',
  lead: 'Based on what you both wrote, and on the variables in the appendix.',
};

export function honestyText(full: boolean): SectionText {
  return {
    eyebrow: 'Honesty',
    title: full ? `The ${fosmClaim.name}` : 'Honesty insights',
    lead: `How candid the answers read: idealising, low effort, hedging and contradictions. Five levels, from 1 (${fosmLevelName(1)}) to 5 (${fosmLevelName(5)}): the higher, the more candid.`,
  };
}

/** A person's honesty level in words: 'Level 4 of 5 · Mostly candid'. */
export function fosmLevelText(reading: FosmReading): string {
  return reading.level === null ? reading.name : `Level ${reading.level} of 5 · ${reading.name}`;
}

export function fosmEvidenceTitle(reading: FosmReading): string {
  return reading.level === null ? 'Why there is no level' : 'Why this level';
}

export const SHADOW_WORK: SectionText = {
  eyebrow: 'Shadow work',
  title: 'Shadow-work opportunities',
  lead: 'Questions for each of you to sit with, alone, before talking them through.',
};
export const FORECAST: SectionText = { eyebrow: 'Forecast', title: 'Looking ahead' };
export const VERDICT: SectionText = { eyebrow: 'Verdict', title: 'The verdict' };
export const ACTION_PLAN: SectionText = { eyebrow: 'Action plan', title: 'What to try next' };

export function appendixText(model: ReportModel): SectionText {
  return {
    eyebrow: 'Appendix',
    title: `The variables (${model.variables.length})`,
    lead: `Everything the engine measured in your answers (engine version ${model.engineVersion}): what it measures, its value and range, and its name in the scoring notes.`,
  };
}

export const KEEP_IN_MIND = 'Please keep in mind';

export function engineLine(model: ReportModel): string {
  return `mSoul engine ${model.engineVersion} · ${products[model.product].name}`;
}

export const COUPLE_VARIABLES_TITLE = 'The two of you';
export const MEASURES_HEADING = 'What it measures';

export function personVariablesTitle(count: number): string {
  return `Each of you (${count} each)`;
}

/** A variable without a value, in the couple's list and in each person's column. */
export const VARIABLE_MISSING = 'not enough in your answers to say';
export const VARIABLE_MISSING_SHORT = 'not enough to say';

export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return String(Math.round(value * 100) / 100);
}

/** A variable's range, '(0 to 100)'; `space` keeps it on one line where the renderer needs it. */
export function rangeText(variable: { min: number; max: number }, space = ' '): string {
  return `(${formatNumber(variable.min)}${space}to${space}${formatNumber(variable.max)})`;
}

/** The footer line of every page, after the product and the couple. */
export const FOOTER_LINE = `${siteDisclaimers.guidance} ${siteDisclaimers.entertainment}`;

/** Every disclaimer the model carries, plus the two every report must show, each once. */
export function reportDisclaimers(model: ReportModel): string[] {
  const all = [siteDisclaimers.guidance, siteDisclaimers.entertainment, ...model.disclaimers];
  return [...new Set(all.map((line) => line.trim()).filter((line) => line.length > 0))];
}
