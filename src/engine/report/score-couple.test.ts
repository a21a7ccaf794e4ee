import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { partnerQuestions } from '../../shared/questions/partner';
import { GRADES, reportModelSchema } from '../../shared/report/report-model';
import { FIXTURE_NAMES, loadFixture } from './fixtures/load';
import { scoreCouple } from './score-couple';

/** Golden files: `UPDATE_GOLDEN=1 npx vitest run src/engine/report` rewrites them. */
function goldenPath(name: string): string {
  return fileURLToPath(new URL(`./__golden__/${name}.json`, import.meta.url));
}

const report = (name: (typeof FIXTURE_NAMES)[number]) => scoreCouple(loadFixture(name));

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
    expect(aligned.score).toBeGreaterThan(conflict.score);
    expect(GRADES.indexOf(aligned.grade)).toBeLessThan(GRADES.indexOf(conflict.grade));
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

  it('puts the idealising partner at FOSM level 4 or more, with the evidence explained', () => {
    const idealising = report('idealising');
    expect(idealising.honesty.person1.level).toBeGreaterThanOrEqual(4);
    expect(
      idealising.honesty.person1.evidence.some((line) => line.startsWith('Idealisation')),
    ).toBe(true);
    expect(idealising.honesty.person2.level).toBeLessThanOrEqual(2);
  });

  it('leads the coercive couple with safety: flagged, verdict is the note, a quoted high red flag', () => {
    const coercive = report('coercive');
    expect(coercive.safety.flagged).toBe(true);
    expect(coercive.safety.note).toBeTruthy();
    expect(coercive.safety.resources.join(' ')).toContain('1-800-799-7233');
    expect(coercive.safety.resources.join(' ')).toContain('emergency number');
    expect(coercive.max?.verdict).toBe(coercive.safety.note);
    const high = coercive.redFlags.find((f) => f.severity === 'high');
    expect(high?.id).toBe('fear-or-control');
    expect(high?.evidence.length).toBeGreaterThan(0);
    expect(high?.evidence.some((q) => q.text.includes('checks my phone'))).toBe(true);
    expect(coercive.traumaBond.detected).toBe(true);
    expect(coercive.traumaBond.evidence.length).toBeGreaterThan(0);
    expect(coercive.headline).not.toMatch(/[A-F][+-]?\./);
  });

  it('gives Detonation no Max section and Max partner scores with their average', () => {
    expect(report('mismatched').max).toBeNull();
    for (const name of ['aligned', 'idealising', 'high-conflict', 'coercive'] as const) {
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
    expect(same.score).toBeGreaterThanOrEqual(without.score);
    expect(value(opposite, 'intake_choice_agreement')).toBeLessThan(1);
    expect(opposite.score).toBeLessThanOrEqual(same.score);
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
