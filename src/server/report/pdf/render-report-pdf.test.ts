import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradeLabels } from '../../../../tests/helpers/grade-labels';
import { loadFixture } from '../../../engine/report/fixtures/load';
import { scoreCouple } from '../../../engine/report/score-couple';
import { products } from '../../../shared/catalog';
import type { ReportModel } from '../../../shared/report/report-model';
import {
  sampleDetonationReport,
  sampleMaxReport,
  sampleSafetyReport,
} from '../fixtures/sample-report';
import { parseReportDate, printSafe, renderReportPdf } from './render-report-pdf';
import type { PdfPageSize } from './theme';

const HAS_PDFTOTEXT = spawnSync('pdftotext', ['-v']).error === undefined;
const NO_PDFTOTEXT =
  'skipped: pdftotext (poppler-utils) is not installed on this machine, so the PDF text cannot be extracted';

/** The engine's neutral report for a couple whose answers raise the safety rule (D-22). */
const engineSafetyReport = scoreCouple(loadFixture('coercive'));
/** The engine's report for a couple whose answers do not. */
const engineAlignedReport = scoreCouple(loadFixture('aligned'));

const graded: ReadonlyArray<[string, ReportModel, PdfPageSize]> = [
  ['Detonation A4', sampleDetonationReport, 'A4'],
  ['Detonation Letter', sampleDetonationReport, 'LETTER'],
  ['Max A4', sampleMaxReport, 'A4'],
  ['Max Letter', sampleMaxReport, 'LETTER'],
  ['Engine aligned Letter', engineAlignedReport, 'LETTER'],
];
const neutral: ReadonlyArray<[string, ReportModel, PdfPageSize]> = [
  ['Safety A4', sampleSafetyReport, 'A4'],
  ['Safety Letter', sampleSafetyReport, 'LETTER'],
  ['Engine safety Letter', engineSafetyReport, 'LETTER'],
];
const cases = [...graded, ...neutral];

const MEDIA_BOX = {
  A4: /\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/,
  LETTER: /\/MediaBox \[0 0 612 792\]/,
} as const;

const pdfs = new Map<string, Buffer>();
let dir = '';

/** The PDF's text in reading order, as pdftotext writes it. */
function rawPdfText(label: string): string {
  const pdf = pdfs.get(label);
  if (!pdf) throw new Error(`no PDF for ${label}`);
  const file = join(dir, `${label.replaceAll(' ', '-')}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** The PDF's text in reading order, whitespace collapsed. */
function pdfText(label: string): string {
  return rawPdfText(label).replace(/\s+/g, ' ').trim();
}

/** The content's lines: every line but the page chrome (footer and page number) and blanks. */
function contentLines(label: string, model: ReportModel): string[] {
  const { person1, person2 } = model.couple;
  const chrome = new Set([
    `mSoul · ${products[model.product].name} · ${person1.name} & ${person2.name}`,
    'Guidance, not therapy. For entertainment purposes only.',
  ]);
  return rawPdfText(label)
    .split(/[\n\f]/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !chrome.has(line) && !/^Page \d+ of \d+$/.test(line));
}

/** Whether the content ends with the help line, starting on a line of its own. */
function endsWithHelpLine(label: string, model: ReportModel): boolean {
  const lines = contentLines(label, model);
  for (let start = lines.length - 1; start >= 0; start -= 1) {
    const tail = lines.slice(start).join(' ').replace(/\s+/g, ' ');
    if (tail === model.helpLine) return true;
    if (tail.length > model.helpLine.length) return false;
  }
  return false;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'msoul-report-pdf-'));
  for (const [label, model, pageSize] of cases) {
    pdfs.set(label, await renderReportPdf(model, { pageSize, generatedOn: '2026-03-12' }));
  }
}, 30_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('renderReportPdf', () => {
  it.each(graded)('%s is a PDF of more than 3 pages in its paper size', (label, _, pageSize) => {
    const pdf = pdfs.get(label);
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const source = pdf?.toString('latin1') ?? '';
    expect(source.match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThan(3);
    expect(source).toMatch(MEDIA_BOX[pageSize]);
  });

  it.each(neutral)('%s is a PDF of one page in its paper size', (label, _, pageSize) => {
    const pdf = pdfs.get(label);
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const source = pdf?.toString('latin1') ?? '';
    expect(source.match(/\/Type \/Page\b/g)?.length ?? 0).toBe(1);
    expect(source).toMatch(MEDIA_BOX[pageSize]);
  });

  it.skipIf(!HAS_PDFTOTEXT).each(cases)(
    `%s shows the names, disclaimers and page numbers, and ends with the help line (${HAS_PDFTOTEXT ? 'pdftotext' : NO_PDFTOTEXT})`,
    (label, model) => {
      const text = pdfText(label);
      expect(text).toContain(model.couple.person1.name);
      expect(text).toContain(model.couple.person2.name);
      expect(text).toContain('Guidance, not therapy.');
      expect(text).toContain('For entertainment purposes only.');
      expect(text).toContain('Page 1 of');
      const pages =
        pdfs
          .get(label)
          ?.toString('latin1')
          .match(/\/Type \/Page\b/g)?.length ?? 0;
      expect(text).toContain(`Page ${pages} of ${pages}`);
      expect(endsWithHelpLine(label, model), contentLines(label, model).slice(-3).join(' / ')).toBe(
        true,
      );
    },
  );

  it.skipIf(!HAS_PDFTOTEXT).each(graded)(
    `%s shows the score and grade (${HAS_PDFTOTEXT ? 'pdftotext' : NO_PDFTOTEXT})`,
    (label, model) => {
      const text = pdfText(label);
      expect(model.grade).not.toBeNull();
      expect(text).toContain(`${model.grade}`);
      expect(text).toContain('out of 100');
      // The detector the neutral report is checked with finds the grade here.
      expect(gradeLabels(contentLines(label, model))).toContain(model.grade);
      expect(text).not.toContain('Why this report has no score');
    },
  );

  it.skipIf(!HAS_PDFTOTEXT).each(neutral)(
    `%s is the neutral report: the note and where to get help; no score, grade, chart or quote (${HAS_PDFTOTEXT ? 'pdftotext' : NO_PDFTOTEXT})`,
    (label, model) => {
      const text = pdfText(label);
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
      expect(gradeLabels(contentLines(label, model))).toEqual([]);
      // Nothing the engine read is quoted: the neutral report carries no sentence of the answers.
      const input = loadFixture('coercive');
      for (const answer of [...input.person1Answers, ...input.person2Answers]) {
        for (const sentence of answer.split(/(?<=[.!?])\s+/)) {
          if (sentence.trim().length > 0) expect(text).not.toContain(sentence.trim());
        }
      }
    },
  );

  it.skipIf(!HAS_PDFTOTEXT)(
    `lays out every variable of the appendix and every red flag (${HAS_PDFTOTEXT ? 'pdftotext' : NO_PDFTOTEXT})`,
    () => {
      const squeezed = pdfText('Max Letter').replace(/\s/g, '');
      for (const variable of sampleMaxReport.variables) {
        expect(squeezed).toContain(variable.name.replace(/\s/g, ''));
        expect(squeezed).toContain(variable.label.replace(/\s/g, ''));
      }
      for (const flag of sampleMaxReport.redFlags)
        expect(squeezed).toContain(flag.title.replace(/\s/g, ''));
      expect(squeezed).toContain(sampleMaxReport.max?.verdict.replace(/\s/g, ''));
    },
  );

  it.skipIf(!HAS_PDFTOTEXT)(
    `says what the answers show when no red flag is raised, not that all is well (${HAS_PDFTOTEXT ? 'pdftotext' : NO_PDFTOTEXT})`,
    () => {
      expect(engineAlignedReport.redFlags).toEqual([]);
      const text = pdfText('Engine aligned Letter');
      expect(text).toContain('None of the patterns this report looks for appear in these answers');
      expect(text).not.toMatch(/No red flags|Not detected|No trauma-bond pattern/);
    },
  );

  it('takes the date from its caller and rejects anything but an ISO date', () => {
    expect(parseReportDate('2026-03-12').toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(parseReportDate('2026-03-12T22:10:00Z').toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(() => parseReportDate('12/03/2026')).toThrow(/ISO date/);
    expect(() => parseReportDate('2026-02-30')).toThrow(/real date/);
  });

  it('makes text print-safe for a font without emoji', () => {
    expect(printSafe('Full of 💩 Meter')).toBe('Full of it Meter');
    expect(printSafe('Straight talker 😇 ok')).toBe('Straight talker ok');
  });
});
