import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { partnerQuestions } from '../../shared/questions/partner';
import { type ReportModel, reportModelSchema } from '../../shared/report/report-model';
import { readDocument } from '../text/read-text';
import type { CoupleInput } from './couple-input';
import { swapCouple as swap } from './fixtures/generate';
import { FIXTURE_NAMES, loadFixture } from './fixtures/load';
import { scoreCouple } from './score-couple';

const RED_FLAG = 'He checks my phone and I am scared of what he will do.';
/** A second disclosure, as a partner might paste it on /p2paste. */
const DISCLOSURE = 'He checks my phone every night and I am scared of what he will do.';

/** A deterministic pseudo-random sequence (mulberry32), so the variations are the same every run. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Variations: fixtures with answers shuffled between couples and /p2 options picked at random. */
function variations(): CoupleInput[] {
  const fixtures = FIXTURE_NAMES.map(loadFixture);
  const next = sequence(27);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const out: CoupleInput[] = [];
  for (let i = 0; i < 6; i += 1) {
    const base = pick(fixtures);
    out.push({
      ...base,
      product: i % 2 === 0 ? 'detonation' : 'detonation_fosm',
      person1Answers: base.person1Answers.map((_, q) => pick(fixtures).person1Answers[q] ?? ''),
      person2Answers: partnerQuestions.map((question) => pick(question.options)),
    });
  }
  return out;
}

/** One couple with an intake, so the variable checks also cover a couple whose intake is present. */
function withIntake(): CoupleInput {
  const base = loadFixture('aligned');
  return {
    ...base,
    person1Intake: Object.fromEntries(
      partnerQuestions.map((question, q) => [question.id, question.options[q % 4] ?? '']),
    ),
  };
}

const inputs: CoupleInput[] = [...FIXTURE_NAMES.map(loadFixture), ...variations(), withIntake()];

function withSentence(answer: string, sentence = RED_FLAG): string {
  const trimmed = answer.trimEnd();
  return `${/[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`} ${sentence}`;
}

/** Every string anywhere in the model, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

/** Every sentence of both people's answers: as the engine reads them, and split at . ! ? too. */
function sentencesOf(input: CoupleInput): string[] {
  const out = new Set<string>();
  for (const answer of [...input.person1Answers, ...input.person2Answers]) {
    for (const sentence of readDocument(answer).sentences) out.add(sentence.text.trim());
    for (const part of answer.split(/(?<=[.!?])\s+|\n+/)) out.add(part.trim());
  }
  return [...out].filter((sentence) => sentence.length > 0);
}

/** What a report under the safety rule must be, whoever wrote what. */
function expectNeutral(model: ReportModel, input: CoupleInput): void {
  reportModelSchema.parse(model);
  expect(model.safety.flagged).toBe(true);
  expect(model.score).toBeNull();
  expect(model.grade).toBeNull();
  expect(model.max?.partnerScores).toBeUndefined();
  const texts = strings(model).filter(([path]) => !path.startsWith('.couple.'));
  for (const sentence of sentencesOf(input)) {
    for (const [path, text] of texts)
      expect(text, `${path} quotes "${sentence}"`).not.toContain(sentence);
  }
}

describe('scoreCouple properties', () => {
  it('is deterministic', () => {
    for (const input of inputs) expect(scoreCouple(input)).toEqual(scoreCouple(input));
  });

  it('a disclosure in any answer of either person gives the same neutral report, quoting no one', {
    timeout: 60_000,
  }, () => {
    for (const input of inputs.slice(0, 7)) {
      let first: ReportModel | null = null;
      for (const sentence of [RED_FLAG, DISCLOSURE]) {
        for (let q = 0; q < 10; q += 1) {
          for (const side of ['person1Answers', 'person2Answers'] as const) {
            const answers = input[side].map((a, i) => (i === q ? withSentence(a, sentence) : a));
            const disclosed = { ...input, [side]: answers };
            const model = scoreCouple(disclosed);
            expectNeutral(model, disclosed);
            // Nothing in it depends on which answer, or whose, raised the rule.
            first ??= model;
            expect(model).toEqual(first);
          }
        }
      }
    }
  });

  it('the neutral report is the same report after swapping the partners, but for the names', () => {
    for (const input of inputs) {
      const disclosed = {
        ...input,
        person2Answers: input.person2Answers.map((a, i) => (i === 0 ? withSentence(a) : a)),
      };
      const a = scoreCouple(disclosed);
      const b = scoreCouple(swap(disclosed));
      expect(b).toEqual({
        ...a,
        couple: { ...a.couple, person1: a.couple.person2, person2: a.couple.person1 },
      });
    }
  });

  it('quotes no sentence in the fixtures that raise the safety rule', () => {
    const flagged = inputs.filter((input) => scoreCouple(input).safety.flagged);
    expect(flagged.length).toBeGreaterThan(0);
    for (const input of flagged) expectNeutral(scoreCouple(input), input);
  });

  it('keeps every score in range and every variable within its bounds', () => {
    for (const input of inputs) {
      const r = reportModelSchema.parse(scoreCouple(input));
      for (const d of r.dimensions) if (d.score !== null) expect(d.score).toBeGreaterThanOrEqual(0);
      for (const v of r.variables) {
        if (v.value === null) continue;
        expect(v.min).toBeLessThanOrEqual(v.value);
        expect(v.value).toBeLessThanOrEqual(v.max);
      }
      const names = new Set(r.variables.map((v) => v.name));
      if (!r.safety.flagged) expect(names.size).toBeGreaterThanOrEqual(50);
      // The same variables every time, person variables for both people.
      const p1 = r.variables.filter((v) => v.scope === 'person1').map((v) => v.name);
      const p2 = r.variables.filter((v) => v.scope === 'person2').map((v) => v.name);
      expect(p2).toEqual(p1);
    }
  });

  it('reports the same variable names for every couple, and none under the safety rule', () => {
    const reports = inputs.map((input) => scoreCouple(input));
    const names = reports
      .filter((r) => !r.safety.flagged)
      .map((r) => r.variables.map((v) => `${v.scope}:${v.name}`).join(','));
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(1);
    for (const r of reports.filter((r) => r.safety.flagged)) expect(r.variables).toEqual([]);
  });
});

describe('docs/scoring.md', () => {
  it('documents every variable', () => {
    const docs = readFileSync(
      fileURLToPath(new URL('../../../docs/scoring.md', import.meta.url)),
      'utf8',
    );
    const names = new Set(scoreCouple(inputs[0] as CoupleInput).variables.map((v) => v.name));
    for (const name of names) expect(docs, name).toContain(`| \`${name}\` |`);
  });
});
