import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { partnerQuestions } from '../../shared/questions/partner';
import { GRADES, type ReportModel, reportModelSchema } from '../../shared/report/report-model';
import { DEFAULT_SAFETY_RESOURCES, safetyHelpLine } from '../../shared/safety/resources';
import { FIXTURE_NAMES, loadFixture } from './fixtures/load';
import { scoreCouple } from './score-couple';

/** Golden files: `UPDATE_GOLDEN=1 npx vitest run src/engine/report` rewrites them. */
function goldenPath(name: string): string {
  return fileURLToPath(new URL(`./__golden__/${name}.json`, import.meta.url));
}

const report = (name: (typeof FIXTURE_NAMES)[number]) => scoreCouple(loadFixture(name));

/** The score and grade of a report that is not under the safety rule. */
function graded(model: ReportModel): { score: number; grade: (typeof GRADES)[number] } {
  if (model.score === null || model.grade === null) throw new Error('the report has no score');
  return { score: model.score, grade: model.grade };
}

/** Every string anywhere in a value, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

describe('scoreCouple golden files', () => {
  for (const name of FIXTURE_NAMES) {
    it(`${name} matches its golden file byte for byte`, () => {
      const text = `${JSON.stringify(reportModelSchema.parse(report(name)), null, 2)}\n`;
      const path = goldenPath(name);
      if (process.env.UPDATE_GOLDEN === '1' || !existsSync(path)) writeFileSync(path, text);
      expect(text).toBe(readFileSync(path, 'utf8'));
    });
  }
});

describe('scoreCouple expected properties', () => {
  it('grades the aligned couple better than the high-conflict couple', () => {
    const aligned = report('aligned');
    const conflict = report('high-conflict');
    expect(graded(aligned).score).toBeGreaterThan(graded(conflict).score);
    expect(GRADES.indexOf(graded(aligned).grade)).toBeLessThan(
      GRADES.indexOf(graded(conflict).grade),
    );
    expect(aligned.safety.flagged).toBe(false);
    expect(aligned.redFlags.filter((f) => f.severity === 'high')).toEqual([]);
  });

  it('finds the Four Horsemen in the high-conflict couple, with quotes', () => {
    const conflict = report('high-conflict');
    const contempt = conflict.redFlags.find((f) => f.id === 'contempt');
    expect(contempt?.evidence.length).toBeGreaterThan(0);
    expect(contempt?.evidence.some((q) => q.text.includes('pathetic'))).toBe(true);
    expect(conflict.dimensions.find((d) => d.id === 'communication')?.trafficLight).toBe('red');
  });

  it('puts the idealising partner at FOSM level 2 or less (D-26), with the evidence explained', () => {
    const idealising = report('idealising');
    expect(idealising.honesty?.person1.level).toBeLessThanOrEqual(2);
    expect(
      idealising.honesty?.person1.evidence.some((line) => line.startsWith('Idealisation')),
    ).toBe(true);
    expect(idealising.honesty?.person2.level).toBeGreaterThanOrEqual(4);
  });

  it('gives the coercive couple the neutral report: no score, no reading, where to get help', () => {
    const coercive = report('coercive');
    expect(coercive.safety.flagged).toBe(true);
    expect(coercive.safety.note).toBeTruthy();
    expect(coercive.safety.resources).toEqual([...DEFAULT_SAFETY_RESOURCES]);
    expect(coercive.safety.resources.join(' ')).toContain('1-800-799-7233');
    expect(coercive.safety.resources.join(' ')).toContain('emergency number');
    expect(coercive.score).toBeNull();
    expect(coercive.grade).toBeNull();
    expect(coercive.max).toBeNull();
    expect(coercive.traumaBond).toBeNull();
    expect(coercive.honesty).toBeNull();
    expect(coercive.redFlags).toEqual([]);
    expect(coercive.dynamics).toEqual([]);
    expect(coercive.dimensions).toEqual([]);
    expect(coercive.variables).toEqual([]);
    expect(coercive.headline).not.toMatch(/\b[A-F][+-]?\./);
    // Nothing names either person outside the couple's names themselves.
    const { person1, person2 } = coercive.couple;
    for (const [path, text] of strings(coercive)) {
      if (path.startsWith('.couple.')) continue;
      expect(text, path).not.toContain(person1.name);
      expect(text, path).not.toContain(person2.name);
      expect(text, path).not.toMatch(/person ?[12]/i);
    }
  });

  it("takes the operator's resources: listed under the safety rule, behind every help line", () => {
    const safetyResources = ['Helpline Example: 0800 000 000.', 'Emergency: 112.'];
    const flagged = scoreCouple(loadFixture('coercive'), { safetyResources });
    expect(flagged.safety.resources).toEqual(safetyResources);
    expect(flagged.helpLine).toBe(safetyHelpLine(safetyResources));
    const plain = scoreCouple(loadFixture('aligned'), { safetyResources });
    expect(plain.safety.resources).toEqual([]);
    expect(plain.helpLine).toBe(safetyHelpLine(safetyResources));
    expect(plain.helpLine).toContain('0800 000 000');
  });

  it('ends every report with the help line of the default resources', () => {
    for (const name of FIXTURE_NAMES)
      expect(report(name).helpLine).toBe(safetyHelpLine(DEFAULT_SAFETY_RESOURCES));
  });

  it('offers no blanket reassurance: absence is said as what the answers show', () => {
    const reassurance =
      /no red flags|deal-breaker|no signs of|real strength|nothing alarming|clearly working|not detected/i;
    for (const name of FIXTURE_NAMES) {
      for (const [path, text] of strings(report(name))) expect(text, path).not.toMatch(reassurance);
    }
    expect(report('aligned').traumaBond?.summary).toContain(
      'A questionnaire cannot see everything.',
    );
  });

  it('gives Detonation no Max section and Max partner scores with their average', () => {
    expect(report('mismatched').max).toBeNull();
    for (const name of ['aligned', 'idealising', 'high-conflict'] as const) {
      const max = report(name).max;
      expect(max).not.toBeNull();
      const scores = max?.partnerScores;
      expect(scores?.average).toBe(
        Math.round(((scores?.person1 ?? 0) + (scores?.person2 ?? 0)) / 2),
      );
      expect(max?.forecast.startsWith('Based on what you both wrote')).toBe(true);
    }
  });

  it("counts person 1's intake: the same choices agree fully, opposite choices less", () => {
    const base = {
      ...loadFixture('mismatched'),
      person2Answers: partnerQuestions.map((q, i) => q.options[i % 4] ?? ''),
    };
    const intake = (shift: number) =>
      Object.fromEntries(partnerQuestions.map((q, i) => [q.id, q.options[(i + shift) % 4] ?? '']));
    const value = (r: ReturnType<typeof scoreCouple>, name: string) =>
      r.variables.find((v) => v.name === name)?.value;
    const without = scoreCouple(base);
    const same = scoreCouple({ ...base, person1Intake: intake(0) });
    const opposite = scoreCouple({ ...base, person1Intake: intake(2) });
    expect(value(without, 'intake_choice_agreement')).toBe(0.5);
    expect(value(without, 'intake_answered')).toBe(0);
    expect(value(same, 'intake_choice_agreement')).toBe(1);
    expect(value(same, 'intake_answered')).toBe(10);
    expect(graded(same).score).toBeGreaterThanOrEqual(graded(without).score);
    expect(value(opposite, 'intake_choice_agreement')).toBeLessThan(1);
    expect(graded(opposite).score).toBeLessThanOrEqual(graded(same).score);
  });

  it('always carries the disclaimers and engine version 2.7', () => {
    for (const name of FIXTURE_NAMES) {
      const r = report(name);
      expect(r.engineVersion).toBe('2.7');
      expect(r.disclaimers).toContain('Guidance, not therapy.');
      expect(r.disclaimers).toContain('For entertainment purposes only.');
    }
  });
});
