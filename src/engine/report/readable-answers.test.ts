import { describe, expect, it } from 'vitest';
import { reportModelSchema } from '../../shared/report/report-model';
import type { CoupleInput } from './couple-input';
import { FIXTURE_NAMES, loadFixture } from './fixtures/load';
import { scoreCouple } from './score-couple';

/** The couples a reviewer fed the engine (issue #23): none of them can be graded (D-24). */
const aligned = loadFixture('aligned');
const SUPPORT = 'help@example.test';

function withPerson1(answers: readonly string[]): CoupleInput {
  return { ...aligned, person1Answers: [...answers] };
}

const SPANISH = [
  'Quiero llegar a casa y encontrar calma, música suave y a Sam contándome su día.',
  'La gente piensa que soy tímida, pero solo necesito tiempo para confiar en alguien.',
  'La intimidad es poder compartir mis miedos sin sentirme juzgada por nadie.',
  'Mi abuela me enseñó que el amor se demuestra con pequeños gestos cada día.',
  'Lo guardaría en nuestra cuenta conjunta para el viaje que queremos hacer juntos.',
  'El compromiso es elegirnos también en los días aburridos y difíciles de la semana.',
  'Un martes tranquilo, café por la mañana, trabajo y un paseo después de cenar.',
  'El sábado pasado, cocinando con Sam y cantando mal sin ninguna vergüenza.',
  'Cuando no estoy bien me quedo callada y necesito que Sam me abrace un rato.',
  'La libertad es tener mis amigas y una tarde para mí, y volver siempre a casa.',
];

describe('graded only when readable (D-24), the engine side', () => {
  it.each([
    ['keyboard mash ten times', Array.from({ length: 10 }, () => 'asdf asdf asdf asdf asdf')],
    [
      'one-word answers',
      ['fine', 'nothing', 'love', 'money', 'trust', 'tuesday', 'home', 'yes', 'hugs', 'space'],
    ],
    [
      'the same sentence ten times',
      Array.from({ length: 10 }, () => 'We are very happy together and we love each other a lot.'),
    ],
    ['answers in Spanish', SPANISH],
  ])('%s: not graded, says why, for whom and where to write', (_name, answers) => {
    const model = reportModelSchema.parse(
      scoreCouple(withPerson1(answers), { supportEmail: SUPPORT }),
    );
    expect(model.graded).toBe(false);
    expect(model.score).toBeNull();
    expect(model.grade).toBeNull();
    expect(model.dimensions).toEqual([]);
    expect(model.themes).toEqual([]);
    expect(model.honesty).toBeNull();
    expect(model.max).toBeNull();
    expect(model.notGraded?.people).toEqual(['person1']);
    expect(model.notGraded?.support).toBe(SUPPORT);
    expect(model.notGraded?.reason).toContain('Maya');
    expect(model.notGraded?.problems.length).toBeGreaterThan(0);
    for (const problem of model.notGraded?.problems ?? []) {
      expect(problem.person).toBe('person1');
      // The question is named in words, never a bare number.
      expect(problem.reason).toMatch(/^The answer to '.+[?.]' /);
    }
    expect(model.helpLine).not.toBe('');
  });

  it('names the partner when it is the partner whose answers cannot be read', () => {
    const model = scoreCouple({ ...aligned, person2Answers: SPANISH });
    expect(model.notGraded?.people).toEqual(['person2']);
    expect(model.notGraded?.reason).toContain('Sam');
  });

  it('reads every fixture and the /p2 options as they are, however short', () => {
    for (const name of FIXTURE_NAMES) {
      const model = scoreCouple(loadFixture(name));
      expect(model.notGraded, name).toBeNull();
    }
    const shortOptions = {
      ...aligned,
      person2Answers: aligned.person2Answers.map((answer, i) =>
        i === 1 ? 'Kindness and patience.' : answer,
      ),
    };
    expect(scoreCouple(shortOptions).graded).toBe(true);
  });

  it('puts the safety rule first: a disclosure among unreadable answers gives the neutral report', () => {
    const answers = Array.from({ length: 10 }, () => 'asdf asdf asdf asdf asdf');
    answers[3] = 'He checks my phone every night and I am scared of what he will do.';
    const model = scoreCouple(withPerson1(answers));
    expect(model.safety.flagged).toBe(true);
    expect(model.notGraded).toBeNull();
  });
});
