import { partnerQuestions } from '../../../shared/questions/partner';
import { LOVE_LANGUAGE_LEXICON, LOVE_LANGUAGES, OPTION_STANCES, THEME_STANCES } from '../lexicons';
import type { PersonRead } from '../match';
import { type VarValue, variable } from './define';

function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The stances person 2's free-text answer to question `q` (1-based) shows, by the engine's reading. */
function answerStances(person: PersonRead, q: number): Set<string> | null {
  const mapping = OPTION_STANCES[q];
  if (!mapping || mapping.theme === null) return null;
  const shown = new Set<string>();
  if (mapping.theme === 'loveLanguage') {
    for (const ll of LOVE_LANGUAGES) {
      if (person.hits[LOVE_LANGUAGE_LEXICON[ll]].some((hit) => hit.question === q)) shown.add(ll);
    }
    return shown;
  }
  const theme = mapping.theme;
  for (const stance of Object.keys(THEME_STANCES[theme])) {
    if (person.stanceByAnswer[theme][stance]?.has(q)) shown.add(stance);
  }
  return shown;
}

/**
 * Match of person 2's answer to one question with person 1's intake option: 1 same option (or,
 * for free text, person 1's stance is shown), 0 another option (or only other stances shown),
 * 0.5 when the free text cannot be read on that question.
 */
function questionMatch(person: PersonRead, q: number, option: number): number {
  const answer = person.answers[q - 1];
  if (!answer) return 0.5;
  if (answer.stated && answer.stated.question === q) return answer.stated.option === option ? 1 : 0;
  const wanted = OPTION_STANCES[q]?.stances[option];
  const shown = answerStances(person, q);
  if (!wanted || !shown || shown.size === 0) return 0.5;
  return shown.has(wanted) ? 1 : 0;
}

/**
 * Person 1's intake choices (question id -> option text) against person 2's answers to the same
 * /p2 questions. Without an intake: agreement 0.5 (neutral), nothing answered.
 */
export function intakeVariables(
  intake: Readonly<Record<string, string>> | undefined,
  partner: PersonRead,
): VarValue[] {
  let answered = 0;
  let matched = 0;
  partnerQuestions.forEach((question, index) => {
    const chosen = intake?.[question.id];
    if (chosen === undefined) return;
    const option = question.options.findIndex((text) => normalise(text) === normalise(chosen));
    if (option === -1) return;
    answered += 1;
    matched += questionMatch(partner, index + 1, option);
  });
  return [
    variable(
      'intake_choice_agreement',
      "Person 2's answers match person 1's intake choices (0.5 without an intake)",
      answered ? matched / answered : 0.5,
      0,
      1,
    ),
    variable('intake_answered', 'Questions person 1 answered in the intake', answered, 0, 10),
  ];
}
