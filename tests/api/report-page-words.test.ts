/**
 * The report page says what the PDF says (docs/report.md, 'The report page'): the same report
 * model rendered both ways, the page's text holds every line of the PDF's text, for the graded
 * reports (Detonation, Max with its themes), the safety rule's neutral report (D-22) and the
 * not-graded one (D-24). The PDF's lines are read back with unpdf (pure JavaScript); the page is
 * rendered to HTML with React on the server, as it is built.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReportArticle } from '../../src/client/pages/report/ReportPage';
import { notGradedFrom, withThemes } from '../../src/server/report/fixtures/model-shapes';
import { sampleInput, sampleReport } from '../../src/server/report/fixtures/samples';
import { readPdf } from '../../src/server/report/pdf/read-pdf';
import {
  formatReportDate,
  parseReportDate,
  renderReportPdf,
} from '../../src/server/report/pdf/render-report-pdf';
import type { ReportModel } from '../../src/shared/report/report-model';

const GENERATED_ON = '2026-11-21';

function flat(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Text compared without spaces, bullets and case: the PDF spaces out the letters of its
 * eyebrows and breaks lines where the page does not.
 */
function squeeze(text: string): string {
  // The PDF draws the 💩 of the meter's name as a picture, not text.
  return text.replace(/[\s•]+|\p{Extended_Pictographic}/gu, '').toLowerCase();
}

/** The page's own controls around the report: the download and what the link is. */
const PAGE_ONLY =
  /Download PDF|This page is private to your link\.[^;]*; then the report is deleted with your answers\./g;

/** The page's text as a reader gets it: tags dropped, entities decoded, spaces collapsed. */
function pageText(model: ReportModel): string {
  const html = renderToStaticMarkup(
    createElement(ReportArticle, {
      linkId: 'rpt_0123456789ABCDEFGHIJab',
      data: {
        report: model,
        dateLabel: formatReportDate(parseReportDate(GENERATED_ON), 'LETTER'),
        availableUntil: '2026-12-21T00:00:00.000Z',
      },
    }),
  );
  const text = html
    .replace(/<(br|\/p|\/li|\/h\d|\/div|\/td|\/th|\/dt|\/dd|\/figcaption|\/blockquote)>/g, ' $&')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
  return flat(text.replace(PAGE_ONLY, ' '));
}

/**
 * The PDF's text in drawing order (each block's lines in turn, so side-by-side columns come one
 * after the other), cut into sentences; the footer and page numbers left out.
 */
async function pdfSentences(model: ReportModel): Promise<string[]> {
  const pdf = await renderReportPdf(model, { pageSize: 'LETTER', generatedOn: GENERATED_ON });
  const pages = await readPdf(pdf);
  const chrome =
    /Page \d+ of \d+|mSoul · [^\n]*? & \S+|Guidance, not therapy\. For entertainment purposes only\./g;
  return pages
    .flatMap((page) => page.flow.replace(chrome, ' ').split(/(?<=[.!?”])\s+/))
    .map(flat)
    .filter((sentence) => sentence.length > 0);
}

const graded = {
  detonation: sampleReport('sample'),
  max: withThemes(sampleReport('sample-max'), sampleInput('sample-max')),
};

describe('the report page and the PDF say the same', () => {
  it.each([
    ['the safety rule (D-22)', sampleReport('sample-safety')],
    ['not graded (D-24)', notGradedFrom(sampleReport('sample-not-graded'))],
  ] as const)('%s: every sentence of the PDF is on the page', async (_, model) => {
    const page = pageText(model);
    const sentences = await pdfSentences(model);
    expect(sentences.length).toBeGreaterThan(5);
    const missing = sentences.filter((sentence) => !squeeze(page).includes(squeeze(sentence)));
    expect(missing).toEqual([]);
    // Nothing graded on either.
    expect(page).not.toMatch(/out of 100|Your score|Where you stand/);
  });

  it.each(Object.entries(graded))(
    'graded (%s): the PDF’s sections and sentences are on the page',
    async (_, model) => {
      const page = squeeze(pageText(model));
      const sentences = await pdfSentences(model);
      // The drawings are laid out differently: the PDF writes a person's bar as 'name number'
      // (the page adds the band's word), the partner scores number first, the meter's scale
      // beside it, and a variable as one run of text (the page: labelled rows and a table).
      // Every other sentence of the PDF is on the page word for word.
      const drawn = new Set<string>();
      for (const variable of model.variables) drawn.add(variable.name);
      const laidOutOtherwise = (line: string) =>
        [...drawn].some((name) => line.includes(name)) ||
        /^\d+ · /.test(line) ||
        /Together \d+ · /.test(line) ||
        /^A score for each of you/.test(line) ||
        /1 · Full of it 2 · Heavy polish/.test(line) ||
        /\(\d+(\.\d+)? ?to ?\d+/.test(line);
      const compared = sentences.filter((line) => !laidOutOtherwise(line));
      expect(compared.length).toBeGreaterThan(40);
      const missing = compared.filter((line) => !page.includes(squeeze(line)));
      expect(missing).toEqual([]);
    },
  );
});
