import { CircleAlert, CircleCheck, Trash2 } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import type { AdminStats, PurgeReport } from '../../../shared/api/admin';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useToast } from '../../lib/toast';
import { formatDateTime, plural } from './admin-format';
import { ADMIN_TOASTS } from './admin-text';
import { endedSession, isServerAnswer } from './api/admin-request';
import { usePurgeData } from './api/purge-data';
import { Panel } from './components/Panel';

/**
 * docs/product.md §3 Purge report, §8: the manual purge behind a confirmation, then what it
 * removed.
 */
export function PurgePanel({ stats }: { stats: AdminStats | undefined }) {
  const { toast } = useToast();
  const purge = usePurgeData();
  const [confirming, setConfirming] = useState(false);
  const [report, setReport] = useState<{ report: PurgeReport; at: string } | null>(null);
  const reportRef = useRef<HTMLHeadingElement>(null);
  const days = stats?.retentionDays ?? 30;

  useEffect(() => {
    if (report) reportRef.current?.focus();
  }, [report]);

  const run = () => {
    setConfirming(false);
    purge.mutate(undefined, {
      onSuccess: (result) => {
        setReport({ report: result, at: new Date().toISOString() });
        toast({
          title: 'Purge Complete',
          description:
            result.errors.length > 0
              ? `Finished with ${plural(result.errors.length, 'error')}; see the report.`
              : 'The purge report is below.',
          tone: result.errors.length > 0 ? 'error' : 'success',
        });
      },
      onError: (error) => {
        if (endedSession(error)) return;
        toast(isServerAnswer(error) ? ADMIN_TOASTS.purgeFailed : ADMIN_TOASTS.purgeError);
      },
    });
  };

  return (
    <Panel
      id="purge-title"
      icon={Trash2}
      title="Data purge"
      lead={
        <p>
          Everything older than {days} days is deleted, and paid records are anonymised, by the
          hourly purge
          {stats ? <> (next run {formatDateTime(stats.nextPurgeDate)})</> : null}. Run it now to
          clear {stats ? plural(stats.oldDataCount, 'old record') : 'the old records'} at once.
        </p>
      }
    >
      <Button onClick={() => setConfirming(true)} busy={purge.isPending}>
        {purge.isPending ? null : <Trash2 aria-hidden="true" className="size-5" />}
        {purge.isPending ? 'Purging...' : 'Purge Old Data'}
      </Button>

      {report ? (
        <PurgeReportView report={report.report} at={report.at} headingRef={reportRef} />
      ) : null}

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        title="Purge old data now?"
        description={`This deletes every record older than ${days} days and anonymises old payments. It cannot be undone.`}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} data-autofocus>
              Cancel
            </Button>
            <Button onClick={run}>
              <Trash2 aria-hidden="true" className="size-5" />
              Purge Data
            </Button>
          </>
        }
      />
    </Panel>
  );
}

function PurgeReportView({
  report,
  at,
  headingRef,
}: {
  report: PurgeReport;
  at: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const rows: [string, number][] = [
    ['Users deleted', report.purgedUsers],
    ['Assessments deleted', report.purgedAssessments],
    ['Records anonymised', report.anonymizedRecords],
    ['Couple sessions deleted', report.purgedCoupleSessions],
    ['Outbox messages deleted', report.purgedOutboxMessages],
  ];
  return (
    <section
      aria-labelledby="purge-report-title"
      className="mt-6 rounded-lg bg-canvas p-4 ring-1 ring-line sm:p-6"
    >
      <h3
        id="purge-report-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold outline-none"
      >
        Purge report
      </h3>
      <p className="mt-1 text-sm text-muted">
        Run at <time dateTime={at}>{formatDateTime(at)}</time>; everything created before{' '}
        <time dateTime={report.cutoff}>{formatDateTime(report.cutoff)}</time> was in scope.
      </p>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-4 border-b border-line py-1.5"
          >
            <dt>{label}</dt>
            <dd className="font-mono text-lg font-bold">{value.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 ? (
        <div className="mt-4">
          <h4 className="flex items-center gap-2 font-bold text-danger">
            <CircleAlert aria-hidden="true" className="size-5" />
            {plural(report.errors.length, 'error')}
          </h4>
          <ul className="mt-2 grid list-disc gap-1 pl-6 text-sm">
            {report.errors.map((error, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the report's errors are a fixed list and can repeat
              <li key={index} className="break-words">
                {error}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-4 flex items-center gap-2 font-semibold text-success">
          <CircleCheck aria-hidden="true" className="size-5" />
          No errors.
        </p>
      )}
    </section>
  );
}
