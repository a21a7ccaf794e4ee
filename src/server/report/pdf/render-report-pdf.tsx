import type { ReportModel } from '../../../shared/report/report-model';
import { POO } from './emoji';
import { loadPdfFonts } from './fonts';
import { ReportDocument } from './ReportDocument';
import { renderDocument } from './render-document';
import type { PdfPageSize } from './theme';

export type RenderReportPdfOptions = {
  pageSize: PdfPageSize;
  /** ISO date (YYYY-MM-DD, or a full ISO timestamp) the report is dated: no clock inside. */
  generatedOn: string;
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;

/** Parses the ISO date as a calendar day in UTC; throws on anything else. */
export function parseReportDate(generatedOn: string): Date {
  const match = ISO_DATE.exec(generatedOn);
  if (!match) throw new Error(`generatedOn must be an ISO date, got '${generatedOn}'`);
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) {
    throw new Error(`generatedOn is not a real date: '${generatedOn}'`);
  }
  return date;
}

/** '12 March 2026' on A4, 'March 12, 2026' on Letter: the paper hints at the reader's locale. */
export function formatReportDate(date: Date, pageSize: PdfPageSize): string {
  return new Intl.DateTimeFormat(pageSize === 'A4' ? 'en-GB' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

const PICTOGRAPH = /\p{Extended_Pictographic}\uFE0F?/gu;

/**
 * Inter has no emoji and react-pdf would fetch an emoji source over the network, so text is
 * made print-safe: the 💩 of the 'Full of 💩 Meter' stays (the PDF draws it from Twemoji's SVG,
 * `EmojiText` in emoji.tsx), every other pictograph is dropped.
 */
export function printSafe(text: string): string {
  return text
    .replace(PICTOGRAPH, (match) => (match.startsWith(POO) ? POO : ''))
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

function mapStrings<T>(value: T): T {
  if (typeof value === 'string') return printSafe(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item)]),
    ) as T;
  }
  return value;
}

/** Renders the branded PDF report. Fonts come from an npm package; no network, no clock. */
export async function renderReportPdf(
  model: ReportModel,
  options: RenderReportPdfOptions,
): Promise<Buffer> {
  await loadPdfFonts();
  const date = parseReportDate(options.generatedOn);
  return renderDocument(
    <ReportDocument
      model={mapStrings(model)}
      pageSize={options.pageSize}
      dateLabel={formatReportDate(date, options.pageSize)}
      generatedOn={date}
    />,
  );
}
