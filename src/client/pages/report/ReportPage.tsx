import { useQuery } from '@tanstack/react-query';
import { Download, FileX, LockKeyhole } from 'lucide-react';
import { useParams } from 'wouter';
import {
  REPORT_LINK_LIFETIME,
  REPORT_PDF_NAME,
  type ReportPage as ReportPageData,
  reportPdfPath,
} from '../../../shared/api/report';
import { coverDetails, coverEyebrow, namesOf } from '../../../shared/report/report-text';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Container } from '../../components/ui/Container';
import { LoadFailedPanel } from '../../components/ui/LoadFailedPanel';
import { LoadingPanel, StatusPanel } from '../../components/ui/StatusPanel';
import { isApiError } from '../../lib/api-client';
import { ScanProviders } from '../../lib/providers';
import { supportEmail } from '../../lib/runtime-settings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { getReportPage } from './api/report-api';
import { ReportView } from './ReportView';

/**
 * /report/<linkId>: the couple report on the web (docs/report.md, 'The report page'), opened from
 * the link in each person's report e-mail: the same report as the PDF, readable on a phone and by
 * a screen reader, with the PDF to download again. The title says nothing of whose link it is.
 */
export function ReportPage() {
  useDocumentTitle('Your report');
  return (
    <ScanProviders>
      <MarketingLayout header={<StickyHeader />}>
        <Container className="py-8 sm:py-14">
          <div className="mx-auto max-w-3xl">
            <ReportScreen />
          </div>
        </Container>
      </MarketingLayout>
    </ScanProviders>
  );
}

function ReportScreen() {
  const { linkId = '' } = useParams<{ linkId: string }>();
  const page = useQuery({
    queryKey: ['report-page', linkId],
    queryFn: ({ signal }) => getReportPage(linkId, signal),
    retry: false,
  });
  if (page.isPending) return <LoadingPanel label="Opening your report…" />;
  if (page.isError) {
    if (isApiError(page.error, 404)) return <LinkNotFound />;
    return (
      <LoadFailedPanel onRetry={() => void page.refetch()} retrying={page.isFetching}>
        Your report is safe: try again in a moment.
      </LoadFailedPanel>
    );
  }
  return <ReportArticle linkId={linkId} data={page.data} />;
}

/** A wrong, expired or purged link: said plainly, without saying whether it ever worked. */
function LinkNotFound() {
  const support = supportEmail();
  return (
    <StatusPanel
      icon={FileX}
      tone="plum"
      title="This link does not open a report"
      actions={<ButtonLink to="/">Go to the home page</ButtonLink>}
    >
      <p>{REPORT_LINK_LIFETIME}</p>
      <p className="mt-3">
        {'Check that the whole link was copied from your e-mail. Questions? Write to '}
        <a
          href={`mailto:${support}`}
          className="font-semibold text-accent-strong underline underline-offset-4"
        >
          {support}
        </a>
        .
      </p>
    </StatusPanel>
  );
}

/** The report with its cover and the download; exported for the words test (tests/api). */
export function ReportArticle({ linkId, data }: { linkId: string; data: ReportPageData }) {
  const { report } = data;
  const names = namesOf(report);
  const details = coverDetails(report);
  const until = new Date(data.availableUntil).toLocaleDateString('en-US', {
    dateStyle: 'long',
  });
  return (
    <article aria-labelledby="report-title">
      <header
        data-tone="dark"
        className="rounded-b-[28px] rounded-t-xl bg-plum px-5 pt-6 pb-7 text-white sm:px-8 sm:pt-8"
      >
        <div className="flex items-start justify-between gap-3">
          <p className="text-lg font-extrabold">
            m<span className="text-warm">Soul</span>
          </p>
          <p className="text-sm text-plum-soft">{data.dateLabel}</p>
        </div>
        <p className="mt-6 text-sm font-bold tracking-wider text-warm uppercase">
          {coverEyebrow(report)}
        </p>
        <h1
          id="report-title"
          className="mt-1 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          {`${names.person1} & ${names.person2}`}
        </h1>
        {details ? <p className="mt-2 text-plum-soft">{details}</p> : null}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
          <a
            href={reportPdfPath(linkId)}
            download={REPORT_PDF_NAME}
            className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold whitespace-nowrap text-plum hover:bg-warm-soft"
          >
            <Download aria-hidden="true" className="size-5" />
            Download PDF
          </a>
          <p className="flex items-start gap-2 text-sm text-plum-soft">
            <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {`This page is private to your link. It works until ${until}; then the report is deleted with your answers.`}
          </p>
        </div>
      </header>
      <div className="mt-6">
        <ReportView model={report} />
      </div>
    </article>
  );
}
