import { beforeAll, describe, expect, it } from 'vitest';
import { gradeLabels } from '../../../../tests/helpers/grade-labels';
import { loadFixture } from '../../../engine/report/fixtures/load';
import { scoreCouple } from '../../../engine/report/score-couple';
import { fosmClaim } from '../../../shared/content/claims';
import { type ReportModel, reportModelSchema } from '../../../shared/report/report-model';
import { NOT_ENOUGH } from '../../../shared/report/score-band';
import { BANDS } from '../bands';
import { notGradedFrom, withThemes, withUnreadDimensions } from '../fixtures/model-shapes';
import { sampleInput, sampleReport } from '../fixtures/samples';
import { type PdfPage, pageFill, pdfText, readPdf } from './read-pdf';
import { parseReportDate, printSafe, renderReportPdf } from './render-report-pdf';
import type { PdfPageSize } from './theme';

/** The engine's reports (samples are engine inputs scored now), plus shapes it does not write yet. */
const detonation = sampleReport('sample');
const max = sampleReport('sample-max');
const safety = sampleReport('sample-safety');
const aligned = scoreCouple(loadFixture('aligned'));
const shapes = withUnreadDimensions(withThemes(max, sampleInput('sample-max')));
/** The engine's not-graded report (keyboard mash), and a hand-made one on a graded report. */
const engineNotGraded = sampleReport('sample-not-graded');
const notGraded = notGradedFrom(sampleReport('sample'));
/** The same report at three grades, to see the cover change colour with the grade. */
const atGrade = (score: number, grade: string) =>
  reportModelSchema.parse({ ...detonation, score, grade });
const good = atGrade(83, 'A-');
const middling = atGrade(64, 'C+');
const failing = atGrade(30, 'F');
/** A report whose engine found no theme to pair. */
const noThemes = reportModelSchema.parse({ ...max, themes: [] });

const graded: ReadonlyArray<[string, ReportModel, PdfPageSize]> = [
  ['Detonation A4', detonation, 'A4'],
  ['Detonation Letter', detonation, 'LETTER'],
  ['Max A4', max, 'A4'],
  ['Max Letter', max, 'LETTER'],
  ['Aligned Letter', aligned, 'LETTER'],
  ['Themes and unread dimensions A4', shapes, 'A4'],
  ['Good grade A4', good, 'A4'],
  ['Middling grade A4', middling, 'A4'],
  ['Failing grade A4', failing, 'A4'],
  ['No themes A4', noThemes, 'A4'],
];
const neutral: ReadonlyArray<[string, ReportModel, PdfPageSize]> = [
  ['Safety A4', safety, 'A4'],
  ['Safety Letter', safety, 'LETTER'],
];
const ungraded: ReadonlyArray<[string, ReportModel, PdfPageSize]> = [
  ['Not graded (engine) A4', engineNotGraded, 'A4'],
  ['Not graded (engine) Letter', engineNotGraded, 'LETTER'],
  ['Not graded (hand-made) A4', notGraded, 'A4'],
];
const cases = [...graded, ...neutral, ...ungraded];

const MEDIA_BOX = {
  A4: /\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/,
  LETTER: /\/MediaBox \[0 0 612 792\]/,
} as const;

const pdfs = new Map<string, Buffer>();
const read = new Map<string, PdfPage[]>();

function pagesOf(label: string): PdfPage[] {
  const pages = read.get(label);
  if (!pages) throw new Error(`no PDF for ${label}`);
  return pages;
}
const textOf = (label: string) => pdfText(pagesOf(label));
const contentLines = (label: string) =>
  pagesOf(label).flatMap((page) => page.content.map((line) => line.text));

/** Whether the content ends with the help line, starting on a line of its own. */
function endsWithHelpLine(label: string, model: ReportModel): boolean {
  const lines = contentLines(label);
  for (let start = lines.length - 1; start >= 0; start -= 1) {
    const tail = lines.slice(start).join(' ').replace(/\s+/g, ' ');
    if (tail === model.helpLine) return true;
    if (tail.length > model.helpLine.length) return false;
  }
  return false;
}

beforeAll(async () => {
  for (const [label, model, pageSize] of cases) {
    const pdf = await renderReportPdf(model, { pageSize, generatedOn: '2026-03-12' });
    pdfs.set(label, pdf);
    read.set(label, await readPdf(pdf));
  }
}, 120_000);

describe('renderReportPdf', () => {
  it.each(graded)('%s is a PDF of more than 3 pages in its paper size', (label, _, pageSize) => {
    const source = pdfs.get(label)?.toString('latin1') ?? '';
    expect(source.slice(0, 5)).toBe('%PDF-');
    expect(pagesOf(label).length).toBeGreaterThan(3);
    expect(source).toMatch(MEDIA_BOX[pageSize]);
  });

  it.each([...neutral, ...ungraded])(
    '%s is a PDF of one page in its paper size',
    (label, _, pageSize) => {
      const source = pdfs.get(label)?.toString('latin1') ?? '';
      expect(source.slice(0, 5)).toBe('%PDF-');
      expect(pagesOf(label)).toHaveLength(1);
      expect(source).toMatch(MEDIA_BOX[pageSize]);
    },
  );

  it.each(cases)(
    '%s shows the names, disclaimers and page numbers, and ends with the help line',
    (label, model) => {
      const text = textOf(label);
      const pages = pagesOf(label).length;
      expect(text).toContain(model.couple.person1.name);
      expect(text).toContain(model.couple.person2.name);
      expect(text).toContain('Guidance, not therapy.');
      expect(text).toContain('For entertainment purposes only.');
      expect(text).toContain('Page 1 of');
      expect(text).toContain(`Page ${pages} of ${pages}`);
      expect(endsWithHelpLine(label, model), contentLines(label).slice(-3).join(' / ')).toBe(true);
    },
  );

  it.each(graded)(
    '%s fills every page but the last to at least a third, and keeps the disclaimers with the appendix',
    (label) => {
      const pages = pagesOf(label);
      const fills = pages.map((page) => Math.round(pageFill(page) * 100));
      for (const page of pages.slice(0, -1)) {
        expect(pageFill(page), `page ${page.number} of ${fills.join(' ')}`).toBeGreaterThanOrEqual(
          1 / 3,
        );
      }
      const appendix = pages.find((page) =>
        page.content.some((line) => /^The variables \(\d+\)$/.test(line.text)),
      );
      expect(appendix, 'a page with the appendix heading').toBeDefined();
      const disclaimers = pages.find((page) =>
        page.content.some((line) => line.text === 'Please keep in mind'),
      );
      expect(disclaimers?.number).toBe(appendix?.number);
      // The help line never stands alone: the table's last line shares its page.
      const last = pages.at(-1);
      expect(last?.content.length ?? 0).toBeGreaterThan(1);
    },
  );

  it.each(graded)('%s shows the score and grade', (label, model) => {
    const text = textOf(label);
    expect(text).toContain(`${model.grade}`);
    expect(text).toContain('out of 100');
    expect(gradeLabels(contentLines(label))).toContain(model.grade);
    expect(text).not.toContain('Why this report has no score');
    expect(text).not.toContain('This report was not graded');
  });

  it('colours the grade by its band, with its words: A- green, C+ amber, F red', () => {
    const cover = (label: string) => pagesOf(label)[0] as PdfPage;
    const coverText = (label: string) => cover(label).flow;
    const cases = [
      ['Good grade A4', 'green'],
      ['Middling grade A4', 'amber'],
      ['Failing grade A4', 'red'],
    ] as const;
    for (const [label, band] of cases) {
      expect(cover(label).colours, label).toContain(BANDS[band].fill);
      expect(coverText(label)).toContain(BANDS[band].gradeWord);
      for (const other of (['green', 'amber', 'red'] as const).filter((b) => b !== band))
        expect(cover(label).colours, `${label} without ${other}`).not.toContain(BANDS[other].fill);
    }
  });

  it('draws both partners and the couple per dimension, each bar with its band', () => {
    const text = textOf('Max A4');
    for (const dimension of max.dimensions) {
      expect(text).toContain(dimension.label);
      expect(text).toContain(`Together ${dimension.score}`);
    }
    expect(text).toContain('Green 70+ strong');
    expect(text).toContain('Amber 45 to 69 mixed');
    expect(text).toContain('Red under 45 under strain');
  });

  it('says there is not enough to say for a dimension without a score, and draws no number', () => {
    const [unread, partial] = shapes.dimensions;
    expect(unread?.score).toBeNull();
    expect(partial?.byPerson.person2).toBeNull();
    const lines = contentLines('Themes and unread dimensions A4');
    const at = lines.indexOf(unread?.label ?? '');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines[at + 1]).toBe(NOT_ENOUGH);
    expect(textOf('Themes and unread dimensions A4')).not.toContain(`${unread?.label} ·`);
  });

  it('quotes each answer with the question it answers', () => {
    const quotes = max.redFlags.flatMap((flag) => flag.evidence);
    expect(quotes.length).toBeGreaterThan(0);
    const text = textOf('Max A4');
    for (const quote of quotes) {
      expect(text).toContain(`answering question ${quote.question}: ${quote.questionText}`);
    }
  });

  it('shows each theme side by side: the questions, both people’s words and the verdict', () => {
    const text = textOf('Themes and unread dimensions A4');
    expect(text).toContain('Your answers, theme by theme');
    for (const theme of shapes.themes) {
      expect(text).toContain(theme.title);
      expect(text).toContain(theme.summary);
      for (const side of [theme.person1, theme.person2]) {
        if (side) expect(text).toContain(`Question ${side.question}: ${side.questionText}`);
      }
    }
    expect(text).toContain('You agree');
    expect(text).toContain('You differ');
    expect(text).toContain('Cannot compare');
    expect(text).toContain('Not asked in this question set.');
    // The engine's own themes, and no section at all when there are none.
    expect(max.themes.length).toBeGreaterThan(0);
    for (const theme of max.themes) expect(textOf('Max A4')).toContain(theme.title);
    expect(textOf('No themes A4')).not.toContain('Your answers, theme by theme');
  });

  it('draws the 💩 of the Full of 💩 Meter instead of writing "it"', () => {
    const text = textOf('Max A4');
    expect(fosmClaim.name).toBe('Full of 💩 Meter');
    expect(text).toMatch(/The Full of\s*Meter/);
    expect(text).not.toContain('Full of it Meter');
    const page = pagesOf('Max A4').find((p) => p.lines.some((l) => /The Full of/.test(l.text)));
    // Twemoji's 💩: its brown body and its pink tongue.
    expect(page?.colours).toContain('#bf6952');
    expect(page?.colours).toContain('#f2abba');
  });

  it.each(neutral)(
    '%s is the neutral report: the note and where to get help; no score, grade, chart or quote',
    (label, model) => {
      const text = textOf(label);
      expect(text).toContain('Why this report has no score');
      expect(text).toContain(model.headline);
      for (const resource of model.safety.resources) expect(text).toContain(resource);
      expect(text).not.toContain('/100');
      expect(text).not.toContain('out of 100');
      expect(text).not.toMatch(/Y\s*O\s*U\s*R\s+S\s*C\s*O\s*R\s*E/);
      expect(text).not.toContain('Grade');
      expect(text).not.toContain('Red flags');
      expect(text).not.toContain('Trauma');
      expect(text).not.toContain('A score for each of you');
      expect(text).not.toContain('variables');
      expect(gradeLabels(contentLines(label))).toEqual([]);
      // Nothing the engine read is quoted: the neutral report carries no sentence of the answers.
      const input = loadFixture('coercive');
      for (const answer of [...input.person1Answers, ...input.person2Answers]) {
        for (const sentence of answer.split(/(?<=[.!?])\s+/)) {
          if (sentence.trim().length > 0) expect(text).not.toContain(sentence.trim());
        }
      }
    },
  );

  it.each(ungraded)(
    '%s says plainly it was not graded, why, for whom and where to write; no score or grade',
    (label, model) => {
      const text = textOf(label);
      expect(text).toContain('This report was not graded');
      expect(text).toContain(model.notGraded?.reason);
      expect(text).toContain(model.notGraded?.support);
      const person2 = model.couple.person2.name;
      expect(text).toContain(`Whose answers: ${person2}'s. No score and no grade.`);
      // Each answer that could not be read, with its question (quoted by the engine's reason, or
      // added beside the number).
      for (const problem of model.notGraded?.problems ?? []) {
        expect(text).toContain(`${person2}, question ${problem.question}`);
        expect(text).toContain(problem.reason);
      }
      if (model === notGraded) {
        expect(text).toContain(
          `${person2}, question 1 (When the two of you disagree, how do you usually handle it?)`,
        );
      }
      expect(text).not.toContain('out of 100');
      expect(text).not.toMatch(/Y\s*O\s*U\s*R\s+S\s*C\s*O\s*R\s*E/);
      expect(text).not.toContain('Why this report has no score');
      expect(gradeLabels(contentLines(label))).toEqual([]);
    },
  );

  it('lays out every variable of the appendix, label first, with its machine name', () => {
    const squeezed = textOf('Max Letter').replace(/\s/g, '');
    for (const variable of max.variables) {
      expect(squeezed).toContain(variable.name.replace(/\s/g, ''));
      expect(squeezed).toContain(variable.label.replace(/\s/g, ''));
    }
    for (const flag of max.redFlags) expect(squeezed).toContain(flag.title.replace(/\s/g, ''));
    expect(squeezed).toContain(max.max?.verdict.replace(/\s/g, ''));
    // A cell reads 'Label value (min to max)', then the machine name on a line of its own.
    const couple = max.variables.find((variable) => variable.name === 'couple_score');
    expect(textOf('Max Letter')).toContain(`Couple score ${couple?.value} (0 to 100) couple_score`);
  });

  it('says what the answers show when no red flag is raised, not that all is well', () => {
    expect(aligned.redFlags).toEqual([]);
    const text = textOf('Aligned Letter');
    expect(text).toContain('None of the patterns this report looks for appear in these answers');
    expect(text).not.toMatch(/No red flags|Not detected|No trauma-bond pattern/);
  });

  it('takes the date from its caller and rejects anything but an ISO date', () => {
    expect(parseReportDate('2026-03-12').toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(parseReportDate('2026-03-12T22:10:00Z').toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(() => parseReportDate('12/03/2026')).toThrow(/ISO date/);
    expect(() => parseReportDate('2026-02-30')).toThrow(/real date/);
  });

  it('keeps the 💩 (drawn) and drops every other pictograph, for a font without emoji', () => {
    expect(printSafe('Full of 💩 Meter')).toBe('Full of 💩 Meter');
    expect(printSafe('Straight talk 😇 ok')).toBe('Straight talk ok');
    expect(printSafe('Love ❤️ and 💩')).toBe('Love and 💩');
  });
});
