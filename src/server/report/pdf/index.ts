export { type RenderReportPdfOptions, renderReportPdf } from './render-report-pdf';
export type { PdfPageSize } from './theme';
