import { render } from '@react-email/render';
import type { ReportModel } from '../../../shared/report/report-model';
import { reportDisclaimers } from '../report-disclaimers';
import { ReportEmail } from './ReportEmail';

export type RenderReportEmailOptions = {
  /** Who this copy goes to (person 1 or person 2, D-12). */
  recipientName: string;
  /** The attachment's file name, as the mailer attaches it. */
  pdfFileName: string;
  /** This recipient's own link to the report page (docs/report.md). */
  reportUrl: string;
};

export type RenderedReportEmail = { subject: string; html: string; text: string };

/** The report e-mail: a short HTML summary plus its plain-text alternative; the PDF is attached. */
export async function renderReportEmail(
  model: ReportModel,
  options: RenderReportEmailOptions,
): Promise<RenderedReportEmail> {
  const { person1, person2 } = model.couple;
  const element = (
    <ReportEmail
      model={model}
      recipientName={options.recipientName}
      pdfFileName={options.pdfFileName}
      reportUrl={options.reportUrl}
      disclaimers={reportDisclaimers(model)}
    />
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: `Your mSoul report for ${person1.name} & ${person2.name}`, html, text };
}
