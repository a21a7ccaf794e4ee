import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const cases: ReadonlyArray<[string, ReportModel, PdfPageSize]> = [
  ['Detonation A4', sampleDetonationReport, 'A4'],
  ['Detonation Letter', sampleDetonationReport, 'LETTER'],
  ['Max A4', sampleMaxReport, 'A4'],
  ['Max Letter', sampleMaxReport, 'LETTER'],
  ['Safety A4', sampleSafetyReport, 'A4'],
];

const MEDIA_BOX = {
  A4: /\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/,
  LETTER: /\/MediaBox \[0 0 612 792\]/,
} as const;

const pdfs = new Map<string, Buffer>();
let dir = '';

/** The PDF's text in reading order, whitespace collapsed. */
function pdfText(label: string): string {
  const pdf = pdfs.get(label);
  if (!pdf) throw new Error(`no PDF for ${label}`);
  const file = join(dir, `${label.replaceAll(' ', '-')}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .replace(/\s+/g, ' ')
    .trim();
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
  it.each(cases)('%s is a PDF of more than 3 pages in its paper size', (label, _, pageSize) => {
    const pdf = pdfs.get(label);
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const source = pdf?.toString('latin1') ?? '';
    expect(source.match(/\/Type \/Page\b/g)?.length ?? 0).toBeGreaterThan(3);
    expect(source).toMatch(MEDIA_BOX[pageSize]);
  });

  it.skipIf(!HAS_PDFTOTEXT).each(cases)(
    `%s shows the names, grade, disclaimers and page numbers (${HAS_PDFTOTEXT ? 'pdftotext' : NO_PDFTOTEXT})`,
    (label, model) => {
      const text = pdfText(label);
      expect(text).toContain(model.couple.person1.name);
      expect(text).toContain(model.couple.person2.name);
      expect(text).toContain(model.grade);
      expect(text).toContain('Guidance, not therapy.');
      expect(text).toContain('For entertainment purposes only.');
      expect(text).toContain('Page 1 of');
      const pages =
        pdfs
          .get(label)
          ?.toString('latin1')
          .match(/\/Type \/Page\b/g)?.length ?? 0;
      expect(text).toContain(`Page ${pages} of ${pages}`);
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
    `puts the safety note before the score when safety is flagged (${HAS_PDFTOTEXT ? 'pdftotext' : NO_PDFTOTEXT})`,
    () => {
      const text = pdfText('Safety A4');
      const note = text.indexOf('Your safety comes first');
      // The score gauge's caption ('YOUR SCORE' is letter-spaced, so pdftotext splits it).
      const score = text.indexOf('out of 100');
      expect(note).toBeGreaterThanOrEqual(0);
      expect(score).toBeGreaterThan(note);
      expect(text.indexOf(sampleSafetyReport.headline.slice(0, 30))).toBeGreaterThan(note);
      const plain = pdfText('Detonation A4');
      expect(plain).not.toContain('Your safety comes first');
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
