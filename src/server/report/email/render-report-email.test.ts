import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../engine/report/fixtures/load';
import { scoreCouple } from '../../../engine/report/score-couple';
import { GRADES, type ReportModel } from '../../../shared/report/report-model';
import {
  sampleDetonationReport,
  sampleMaxReport,
  sampleSafetyReport,
} from '../fixtures/sample-report';
import { topFindings } from './ReportEmail';
import { renderReportEmail } from './render-report-email';

const options = { recipientName: 'Maya', pdfFileName: 'msoul-report.pdf' };

/** The plain-text alternative's last non-empty line. */
function lastLine(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines[lines.length - 1] ?? '';
}

/** Grade labels: 'grade X', or a letter with its plus or minus. */
function gradeLabels(text: string): string[] {
  return [
    ...[...text.matchAll(/\bgrade\s+([A-F][+-]?)(?![A-Za-z])/gi)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(/(?:^|[\s>])([A-F][+-])(?=[\s<,.]|$)/g)].map((m) => m[1] ?? ''),
    ...[...text.matchAll(/>\s*([A-F][+-]?)\s*</g)].map((m) => m[1] ?? ''),
  ].filter((grade) => (GRADES as readonly string[]).includes(grade));
}

const neutralModels: ReadonlyArray<[string, ReportModel]> = [
  ['the sample', sampleSafetyReport],
  ['the engine', scoreCouple(loadFixture('coercive'))],
];

describe('renderReportEmail', () => {
  it('summarises the report: names, score, grade, headline, the attached PDF, disclaimers', async () => {
    const email = await renderReportEmail(sampleMaxReport, options);
    expect(email.subject).toBe('Your mSoul report for Maya & Jordan');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Maya');
      expect(part).toContain('Jordan');
      expect(part).toContain(String(sampleMaxReport.score));
      expect(part).toContain(sampleMaxReport.grade);
      expect(part).toContain('msoul-report.pdf');
      expect(part).toContain('Guidance, not therapy.');
      expect(part).toContain('For entertainment purposes only.');
    }
    expect(email.html).toContain(sampleMaxReport.headline);
    expect(email.html).not.toMatch(/<script/i);
    expect(email.html).not.toContain('Why this report has no score');
    expect(gradeLabels(email.html)).toContain(sampleMaxReport.grade);
  });

  it('ends every e-mail with the help line, graded or not', async () => {
    for (const model of [
      sampleDetonationReport,
      sampleMaxReport,
      ...neutralModels.map((m) => m[1]),
    ]) {
      const email = await renderReportEmail(model, options);
      expect(lastLine(email.text)).toBe(model.helpLine);
      const help = email.html.indexOf('data-section="help-line"');
      expect(help).toBeGreaterThan(0);
      expect(email.html.slice(help)).toContain(model.helpLine);
      expect(email.html.lastIndexOf('</p>')).toBeGreaterThan(email.html.indexOf(model.helpLine));
      expect(email.html.slice(email.html.indexOf(model.helpLine))).not.toMatch(/<p\b/);
    }
  });

  it.each(neutralModels)(
    'under the safety rule (%s): the note and where to get help; no score, grade or finding',
    async (_, model) => {
      const email = await renderReportEmail(model, { ...options, recipientName: 'Sam' });
      expect(email.subject).toBe(
        `Your mSoul report for ${model.couple.person1.name} & ${model.couple.person2.name}`,
      );
      // The plain-text alternative writes headings in capitals.
      for (const part of [email.html, email.text]) {
        const lower = part.toLowerCase();
        expect(lower).toContain('why this report has no score');
        expect(part).toContain(model.safety.note);
        for (const resource of model.safety.resources) expect(part).toContain(resource);
        expect(part).not.toContain('/100');
        expect(part).not.toMatch(/\/\s*100/);
        expect(lower).not.toContain('your score');
        expect(lower).not.toContain('three things from your report');
        expect(gradeLabels(part)).toEqual([]);
      }
      expect(email.html).not.toContain('data-section="score"');
      expect(email.html).not.toMatch(/<script/i);
    },
  );

  it.each(neutralModels)(
    'under the safety rule (%s): both partners get the same e-mail but for the greeting',
    async (_, model) => {
      const { person1, person2 } = model.couple;
      const one = await renderReportEmail(model, { ...options, recipientName: person1.name });
      const two = await renderReportEmail(model, { ...options, recipientName: person2.name });
      expect(two.subject).toBe(one.subject);
      const greeting = (name: string) => new RegExp(`Hi ${name},`, 'g');
      expect(two.html.replace(greeting(person2.name), 'Hi,')).toBe(
        one.html.replace(greeting(person1.name), 'Hi,'),
      );
      expect(two.text.replace(greeting(person2.name), 'Hi,')).toBe(
        one.text.replace(greeting(person1.name), 'Hi,'),
      );
    },
  );

  it('lists at most three findings, the most serious first', () => {
    expect(topFindings(sampleSafetyReport)).toEqual([]);
    const bonded: ReportModel = {
      ...sampleMaxReport,
      traumaBond: {
        detected: true,
        summary: 'A cycle of hurt and warmth. More here.',
        evidence: [],
      },
    };
    expect(topFindings(bonded).map((finding) => finding.title)).toEqual([
      'A trauma-bond pattern',
      'Going quiet in arguments (medium severity)',
      'Purchases kept quiet (low severity)',
    ]);
    expect(topFindings(sampleDetonationReport)).toHaveLength(3);
    expect(topFindings(sampleDetonationReport)[0]?.title).toBe(
      'Going quiet in arguments (medium severity)',
    );
  });

  it('escapes what the answers contain', async () => {
    const model = {
      ...sampleDetonationReport,
      headline: '<script>alert(1)</script> & more',
    };
    const email = await renderReportEmail(model, options);
    expect(email.html).not.toMatch(/<script/i);
    expect(email.html).toContain('&lt;script&gt;');
  });
});
