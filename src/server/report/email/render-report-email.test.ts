import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../engine/report/fixtures/load';
import { scoreCouple } from '../../../engine/report/score-couple';
import { fosmClaim } from '../../../shared/content/claims';
import { GRADES, type ReportModel, reportModelSchema } from '../../../shared/report/report-model';
import { NOT_ENOUGH } from '../../../shared/report/score-band';
import { BANDS } from '../bands';
import { notGradedFrom, withUnreadDimensions } from '../fixtures/model-shapes';
import { sampleReport } from '../fixtures/samples';
import { topFindings } from './ReportEmail';
import { renderReportEmail } from './render-report-email';

const REPORT_URL = 'https://msoul.test/report/rpt_0123456789ABCDEFGHIJab';
const options = { recipientName: 'Jess', pdfFileName: 'msoul-report.pdf', reportUrl: REPORT_URL };

const SEVERITY_RANK = { high: 0, medium: 1, low: 2 } as const;
const rank = (severity: keyof typeof SEVERITY_RANK) => SEVERITY_RANK[severity];

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

/** Engine reports (the samples are engine inputs), plus the not-graded shape it does not write yet. */
const sampleDetonationReport = sampleReport('sample');
const sampleMaxReport = sampleReport('sample-max');
const sampleSafetyReport = sampleReport('sample-safety');
const alignedReport = scoreCouple(loadFixture('aligned'));
const notGradedReport = notGradedFrom(sampleReport('sample-not-graded'));

const neutralModels: ReadonlyArray<[string, ReportModel]> = [
  ['the engine, default help', sampleSafetyReport],
  [
    'the engine, the operator’s help',
    scoreCouple(loadFixture('coercive'), { safetyResources: ['Local helpline: 0800 000 000'] }),
  ],
];

describe('renderReportEmail', () => {
  it('summarises the report: names, score, grade, headline, the attached PDF, disclaimers', async () => {
    const email = await renderReportEmail(sampleMaxReport, options);
    expect(email.subject).toBe('Your mSoul report for Jess & Ryan');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Jess');
      expect(part).toContain('Ryan');
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
      notGradedReport,
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

  it.each([
    ['graded', sampleMaxReport],
    ['safety', sampleSafetyReport],
    ['not graded', notGradedReport],
  ] as const)(
    'links the recipient to their report page (%s), in the HTML and the text',
    async (_, model) => {
      const email = await renderReportEmail(model, options);
      expect(email.html).toContain(`href="${REPORT_URL}"`);
      expect(email.html).toContain('Read your report online');
      expect(email.text).toContain(REPORT_URL);
      expect(email.text).toContain("This link is yours alone: please don't forward it.");
    },
  );

  it('lists at most three findings, the most serious first', () => {
    expect(topFindings(sampleSafetyReport)).toEqual([]);
    const high = scoreCouple(loadFixture('high-conflict'));
    const findings = topFindings(high);
    expect(findings).toHaveLength(3);
    const flags = [...high.redFlags].sort((a, b) => rank(a.severity) - rank(b.severity));
    if (high.traumaBond?.detected) expect(findings[0]?.title).toBe('A trauma-bond pattern');
    else expect(findings[0]?.title).toBe(`${flags[0]?.title} (${flags[0]?.severity} severity)`);
    const bonded: ReportModel = {
      ...sampleMaxReport,
      traumaBond: {
        detected: true,
        summary: 'A cycle of hurt and warmth. More here.',
        evidence: [],
      },
    };
    expect(topFindings(bonded)[0]).toEqual({
      title: 'A trauma-bond pattern',
      detail: 'A cycle of hurt and warmth.',
    });
  });

  it('colours the grade by its band and says it in words: A- green, C+ amber, F red', async () => {
    const atGrade = (score: number, grade: string) =>
      reportModelSchema.parse({ ...alignedReport, score, grade });
    const cases: ReadonlyArray<[ReportModel, keyof typeof BANDS]> = [
      [atGrade(83, 'A-'), 'green'],
      [atGrade(64, 'C+'), 'amber'],
      [atGrade(30, 'F'), 'red'],
    ];
    for (const [model, band] of cases) {
      const email = await renderReportEmail(model, options);
      const score = email.html.slice(email.html.indexOf('data-section="score"'));
      expect(score).toContain(`background-color:${BANDS[band].fill}`);
      expect(email.html).toContain(BANDS[band].gradeWord);
      expect(email.text).toContain(BANDS[band].gradeWord);
      for (const other of Object.values(BANDS).filter((style) => style !== BANDS[band]))
        expect(score.slice(0, 2000)).not.toContain(`background-color:${other.fill}`);
    }
  });

  it('lists the dimensions with their band in words, and says when there is not enough', async () => {
    const model = withUnreadDimensions(sampleMaxReport);
    const email = await renderReportEmail(model, options);
    for (const dimension of model.dimensions) expect(email.text).toContain(dimension.label);
    expect(email.text).toContain(NOT_ENOUGH);
    expect(email.text).toMatch(/\((Green|Amber|Red): (strong|mixed|under strain)\)/);
  });

  it('runs the honesty meter one way: 1 full of it to 5 straight talk (D-26)', async () => {
    const email = await renderReportEmail(sampleMaxReport, options);
    expect(email.text).toContain(`Honesty, on the ${fosmClaim.name}`);
    expect(email.text).toContain('1 full of it to 5 straight talk, the higher the more candid');
    const { person1 } = sampleMaxReport.honesty ?? {};
    expect(email.text).toContain(`Jess ${person1?.level} of 5, ${person1?.name}`);
  });

  it('says plainly a report was not graded, why, for whom and where to write (D-24)', async () => {
    const email = await renderReportEmail(notGradedReport, options);
    for (const part of [email.html.replaceAll('&#x27;', "'"), email.text]) {
      expect(part.toLowerCase()).toContain('this report was not graded');
      expect(part).toContain(notGradedReport.notGraded?.reason);
      expect(part).toContain(notGradedReport.notGraded?.support);
      expect(part).toContain("Whose answers: Robin's. No score and no grade.");
      expect(part).not.toMatch(/\/\s*100/);
      expect(part.toLowerCase()).not.toContain('your score');
      expect(part.toLowerCase()).not.toContain('three things from your report');
      expect(gradeLabels(part)).toEqual([]);
    }
    expect(email.html).not.toContain('data-section="score"');
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
