export { type Finding, topFindings } from './ReportEmail';
export {
  type RenderedReportEmail,
  type RenderReportEmailOptions,
  renderReportEmail,
} from './render-report-email';
