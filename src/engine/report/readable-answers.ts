import { openQuestions } from '../../shared/questions/open';
import { partnerQuestions } from '../../shared/questions/partner';
import type { PersonKey, ReportModel } from '../../shared/report/report-model';
import { answersReadability, type ReadabilityCode } from '../../shared/validation/readability';
import { countWords, MIN_ANSWER_WORDS } from '../../shared/validation/words';
import type { CoupleInput } from './couple-input';

type NotGraded = NonNullable<ReportModel['notGraded']>;
type Problem = NotGraded['problems'][number];

/** Why an answer cannot be read, as the report says it (D-24). */
const WHY: Record<ReadabilityCode | 'too_short', string> = {
  keyboard_mash: 'looks like random keys, not words',
  padded_word: 'is one word repeated',
  repeated: 'is the same as another of the answers',
  copied_question: 'repeats the question',
  emoji_only: 'is emoji only',
  not_english: 'is not in English (the report reads English only for now)',
  too_short: `is under ${MIN_ANSWER_WORDS} words`,
};

/** One person's unreadable answers: the same rule the forms apply (shared/validation). */
function problemsOf(
  person: PersonKey,
  answers: readonly string[],
  questions: readonly { text: string; options?: readonly string[] }[],
): Problem[] {
  const texts = questions.map((q) => q.text);
  const readability = answersReadability(answers, texts);
  return answers.flatMap((answer, i) => {
    const question = questions[i];
    // A /p2 option chosen as it is written is a real answer, however short.
    if (question?.options?.includes(answer.trim())) return [];
    const code = countWords(answer) < MIN_ANSWER_WORDS ? 'too_short' : readability[i]?.code;
    if (!code) return [];
    return [
      {
        person,
        question: i + 1,
        reason: `The answer to '${question?.text ?? `question ${i + 1}`}' ${WHY[code]}.`,
      },
    ];
  });
}

/**
 * D-24, the engine's last line of defence: answers the forms should have refused (keyboard mash,
 * one word padded out, repeated, the question copied back, emoji only, not English, too short).
 * Null when every answer can be read; otherwise whose answers, which, and why.
 */
export function unreadableAnswers(
  input: CoupleInput,
  names: { person1: string; person2: string },
): Omit<NotGraded, 'support'> | null {
  const problems = [
    ...problemsOf('person1', input.person1Answers, openQuestions),
    ...problemsOf('person2', input.person2Answers, partnerQuestions),
  ];
  if (problems.length === 0) return null;
  const people = (['person1', 'person2'] as const).filter((p) =>
    problems.some((x) => x.person === p),
  );
  const whose = people.map((p) => names[p]).join(' and ');
  const count = problems.length;
  return {
    reason: `${count} of the answers (${whose}'s) could not be read, so this report gives no score, no grade and no reading: a grade from answers it cannot read would be made up.`,
    people,
    problems,
  };
}
