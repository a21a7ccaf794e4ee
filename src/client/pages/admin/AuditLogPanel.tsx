import { History, RefreshCw, ScrollText, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { AuditEvent } from '../../../shared/api/admin';
import { Button } from '../../components/ui/Button';
import { controlClasses } from '../../components/ui/FieldFrame';
import { actionLabel, detailPairs, formatDateTimeSeconds, plural } from './admin-format';
import { useAuditLog } from './api/get-audit-log';
import { EmptyNote, Panel, PanelLoading } from './components/Panel';
import { ProblemPanel } from './components/ProblemPanel';

/**
 * 'View Logs' (D-14): the audit log, newest first, filtered by action, older pages on request
 * ('Load older' follows `nextBefore`). A table on wide screens, one card per event on phones.
 */
export function AuditLogPanel({ onClose }: { onClose: () => void }) {
  const filterId = useId();
  const [action, setAction] = useState('');
  const log = useAuditLog(action);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The filter's choices stay put while another action's events load.
  const [actions, setActions] = useState<string[]>([]);
  const firstPage = log.data?.pages[0];

  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  useEffect(() => {
    if (firstPage) setActions(firstPage.actions);
  }, [firstPage]);

  const events = log.data?.pages.flatMap((page) => page.events) ?? [];
  const refreshing = log.isFetching && !log.isFetchingNextPage && !log.isPending;

  return (
    <Panel
      id="audit-log-title"
      icon={ScrollText}
      title="Audit log"
      headingRef={headingRef}
      lead={<p>Logins, purges, exports, payments and report deliveries, newest first.</p>}
      controls={
        <>
          <Button
            variant="secondary"
            onClick={() => void log.refetch()}
            busy={refreshing}
            disabled={log.isPending}
          >
            {refreshing ? null : <RefreshCw aria-hidden="true" className="size-5" />}
            Refresh
          </Button>
          <Button variant="ghost" onClick={onClose}>
            <X aria-hidden="true" className="size-5" />
            Close
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2 sm:max-w-sm">
        <label htmlFor={filterId} className="font-semibold">
          Action
        </label>
        <select
          id={filterId}
          value={action}
          onChange={(event) => setAction(event.target.value)}
          className={controlClasses(false).replace('mt-2 ', '')}
        >
          <option value="">All actions</option>
          {/* The chosen action stays listed even before the server's list arrives. */}
          {(actions.includes(action) || action === '' ? actions : [action, ...actions]).map(
            (item) => (
              <option key={item} value={item}>
                {actionLabel(item)}
              </option>
            ),
          )}
        </select>
      </div>

      <div className="mt-5">
        {log.isPending ? (
          <PanelLoading>Loading the audit log…</PanelLoading>
        ) : log.isError && events.length === 0 ? (
          <ProblemPanel
            title="We couldn't load the audit log"
            onRetry={() => void log.refetch()}
            retrying={log.isFetching}
          >
            The events are safe on the server; try again in a moment.
          </ProblemPanel>
        ) : events.length === 0 ? (
          <EmptyNote icon={History}>
            {action ? `No ${actionLabel(action)} events yet.` : 'No events recorded yet.'}
          </EmptyNote>
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-muted">
              Showing {plural(events.length, 'event')}
              {action ? ` for ${actionLabel(action)}` : ''}.
            </p>
            <EventCards events={events} />
            <EventTable events={events} />
          </>
        )}
      </div>

      {log.hasNextPage ? (
        <div className="mt-5 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void log.fetchNextPage()}
            busy={log.isFetchingNextPage}
          >
            {log.isFetchingNextPage ? 'Loading...' : 'Load older'}
          </Button>
        </div>
      ) : events.length > 0 ? (
        <p className="mt-5 text-center text-sm text-muted">That is the oldest event.</p>
      ) : null}
      {log.isFetchNextPageError ? (
        <p role="alert" className="mt-3 text-center text-sm font-semibold text-danger">
          We couldn't load older events. Try again.
        </p>
      ) : null}
    </Panel>
  );
}

function Details({ event }: { event: AuditEvent }) {
  const pairs = detailPairs(event.detail);
  if (pairs.length === 0) return <span className="text-muted">–</span>;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-0.5">
      {pairs.map((pair) => (
        <li key={pair} className="font-mono text-xs break-all">
          {pair}
        </li>
      ))}
    </ul>
  );
}

/** Phones: one card per event, every value with its label. */
function EventCards({ events }: { events: AuditEvent[] }) {
  return (
    <ol className="grid gap-3 sm:hidden" aria-label="Audit events">
      {events.map((event) => (
        <li key={event.id} className="rounded-lg bg-canvas p-4 ring-1 ring-line">
          <p className="font-semibold">{actionLabel(event.action)}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">Time</dt>
            <dd>
              <time dateTime={event.occurredAt}>{formatDateTimeSeconds(event.occurredAt)}</time>
            </dd>
            <dt className="text-muted">Actor</dt>
            <dd className="break-all">{event.actor ?? '–'}</dd>
            <dt className="text-muted">Details</dt>
            <dd>
              <Details event={event} />
            </dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** Wider screens: a table. */
function EventTable({ events }: { events: AuditEvent[] }) {
  return (
    <table className="hidden w-full text-left text-sm sm:table">
      <caption className="sr-only">Audit events, newest first</caption>
      <thead>
        <tr className="border-b border-line text-muted">
          <th scope="col" className="py-2 pr-4 font-semibold">
            Time
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            Action
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            Actor
          </th>
          <th scope="col" className="py-2 font-semibold">
            Details
          </th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id} className="border-b border-line align-top last:border-0">
            <td className="py-2.5 pr-4 whitespace-nowrap">
              <time dateTime={event.occurredAt}>{formatDateTimeSeconds(event.occurredAt)}</time>
            </td>
            <td className="py-2.5 pr-4 font-semibold">
              <span title={event.action}>{actionLabel(event.action)}</span>
            </td>
            <td className="py-2.5 pr-4 break-all">{event.actor ?? '–'}</td>
            <td className="py-2.5">
              <Details event={event} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
