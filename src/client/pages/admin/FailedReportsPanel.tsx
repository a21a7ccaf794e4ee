import { CircleCheck, FileWarning, RefreshCw, RotateCcw } from 'lucide-react';
import type { FailedFulfilment } from '../../../shared/api/admin';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../lib/toast';
import { formatDateTime } from './admin-format';
import { endedSession, isServerAnswer } from './api/admin-request';
import { useFailedFulfilments } from './api/get-failed-fulfilments';
import { useRetryFulfilment } from './api/retry-fulfilment';
import { EmptyNote, Panel, PanelLoading } from './components/Panel';
import { ProblemPanel } from './components/ProblemPanel';

/** Paid reports whose generation or delivery gave up, each with 'Retry'. */
export function FailedReportsPanel() {
  const failed = useFailedFulfilments();
  const refreshing = failed.isFetching && !failed.isPending;
  const { toast } = useToast();
  // Owned by the panel, not the row: a successful retry refetches the list, which unmounts the
  // row, and TanStack Query drops a mutate() call's callbacks when its component unmounts.
  const retry = useRetryFulfilment();
  const run = (reference: string) =>
    retry.mutate(reference, {
      onSuccess: ({ message }) =>
        toast({ title: 'Retry Started', description: message, tone: 'success' }),
      onError: (error) => {
        if (endedSession(error)) return;
        toast(
          isServerAnswer(error)
            ? {
                title: 'Retry Failed',
                description: error.serverMessage ?? 'Failed to retry the report',
                tone: 'error',
              }
            : { title: 'Retry Error', description: 'Failed to connect to server', tone: 'error' },
        );
      },
    });
  return (
    <Panel
      id="failed-reports-title"
      icon={FileWarning}
      title="Failed reports"
      lead={<p>Paid reports that could not be written or sent after every automatic attempt.</p>}
      controls={
        <Button variant="secondary" onClick={() => void failed.refetch()} busy={refreshing}>
          {refreshing ? null : <RefreshCw aria-hidden="true" className="size-5" />}
          Refresh
        </Button>
      }
    >
      {failed.isPending ? (
        <PanelLoading>Loading failed reports…</PanelLoading>
      ) : failed.isError ? (
        <ProblemPanel
          title="We couldn't load the failed reports"
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        >
          Try again in a moment.
        </ProblemPanel>
      ) : failed.data.fulfilments.length === 0 ? (
        <EmptyNote icon={CircleCheck}>
          Nothing has failed. A report that gives up after its automatic attempts shows here with a
          Retry button.
        </EmptyNote>
      ) : (
        <ul className="grid gap-3" aria-label="Failed reports">
          {failed.data.fulfilments.map((item) => (
            <FailedRow
              key={item.reference}
              item={item}
              onRetry={() => run(item.reference)}
              retrying={retry.isPending && retry.variables === item.reference}
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function FailedRow({
  item,
  onRetry,
  retrying,
}: {
  item: FailedFulfilment;
  onRetry: () => void;
  retrying: boolean;
}) {
  const refLabelId = `failed-${item.reference}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg bg-canvas p-4 ring-1 ring-line sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p id={refLabelId} className="font-mono text-sm font-semibold break-all">
          {item.reference}
        </p>
        <p className="mt-1 text-sm text-muted">
          {item.productType} · {item.attempts} attempt{item.attempts === 1 ? '' : 's'} · last try{' '}
          <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt)}</time>
        </p>
        {item.lastError ? (
          <p className="mt-1 text-sm break-words text-danger">{item.lastError}</p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        onClick={onRetry}
        busy={retrying}
        aria-describedby={refLabelId}
        className="shrink-0"
      >
        {retrying ? null : <RotateCcw aria-hidden="true" className="size-5" />}
        Retry
      </Button>
    </li>
  );
}
