import type { StormQuestion } from '../../shared/questions/types';
import {
  GENERAL_TIPS,
  riskLine,
  ruledOutLine,
  stormCopy,
  strengthLine,
  type ThemeCopy,
  unclearTipLine,
  unknownChoiceLine,
  unsaidLine,
} from './copy';
import type { ThemeReading, ThemeRelation } from './read-theme';
import { stormStances } from './stances';

export const MIN_TIPS = 2;
export const MAX_TIPS = 4;

type ThemeView = { question: StormQuestion; reading: ThemeReading; copy: ThemeCopy };

function copyFor(questionId: string): ThemeCopy {
  const copy = stormCopy[questionId];
  if (!copy) throw new Error(`No storm result copy for question "${questionId}".`);
  return copy;
}

function stanceSummary(questionId: string, stance: number | null): string {
  const summary = stance === null ? undefined : stormStances[questionId]?.stances[stance]?.summary;
  return summary ?? 'a different way';
}

export function toViews(
  questions: readonly StormQuestion[],
  readings: readonly ThemeReading[],
): ThemeView[] {
  return readings.map((reading, i) => {
    const question = questions[i];
    if (!question) throw new Error(`No storm question for reading ${i}.`);
    return { question, reading, copy: copyFor(question.id) };
  });
}

export function strengths(views: readonly ThemeView[]): string[] {
  return views
    .filter(({ reading }) => reading.relation === 'agree')
    .map(({ question, reading, copy }) =>
      strengthLine(question.theme, stanceSummary(question.id, reading.p1Stance), copy.strengthWhy),
    );
}

export function risks(views: readonly ThemeView[]): string[] {
  return views
    .filter(({ reading }) => reading.relation === 'differ')
    .map(({ question, reading, copy }) =>
      reading.p2Stance === null
        ? ruledOutLine(question.theme, stanceSummary(question.id, reading.p1Stance), copy.riskWhy)
        : riskLine(
            question.theme,
            stanceSummary(question.id, reading.p1Stance),
            stanceSummary(question.id, reading.p2Stance),
            copy.riskWhy,
          ),
    );
}

/**
 * The themes that were not compared, said plainly: never shown as an agreement or a difference.
 */
export function unclear(views: readonly ThemeView[]): string[] {
  return views
    .filter(({ reading }) => reading.relation === 'unclear')
    .map(({ question, reading, copy }) =>
      reading.p1Stance === null
        ? unknownChoiceLine(question.theme)
        : unsaidLine(question.theme, copy.unsaid),
    );
}

/** Which themes earn a tip, most pressing first. */
const TIP_ORDER: readonly ThemeRelation[] = ['differ', 'unclear'];

function themeTips(views: readonly ThemeView[]): string[] {
  return TIP_ORDER.flatMap((relation) =>
    views
      .filter(({ reading }) => reading.relation === relation)
      .map(({ question, copy }) =>
        relation === 'unclear' ? unclearTipLine(question.theme, copy.ask) : copy.tip,
      ),
  );
}

/** 2-4 next steps: the themes, most pressing first, topped up if few. */
export function tips(views: readonly ThemeView[]): string[] {
  const chosen = themeTips(views).slice(0, MAX_TIPS);
  for (const filler of GENERAL_TIPS) {
    if (chosen.length >= MIN_TIPS) break;
    chosen.push(filler);
  }
  return chosen;
}
