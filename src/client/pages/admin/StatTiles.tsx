import type { UseQueryResult } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminStats } from '../../../shared/api/admin';
import { cx } from '../../components/ui/cx';
import { formatDateTime, formatRelative } from './admin-format';
import { PanelLoading } from './components/Panel';
import { ProblemPanel } from './components/ProblemPanel';

/**
 * docs/product.md §3 Admin stats as tiles with readable labels; the next purge for people and as
 * ISO.
 */
export function StatTiles({ stats }: { stats: UseQueryResult<AdminStats> }) {
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="text-xl font-extrabold tracking-tight sm:text-2xl">
        At a glance
      </h2>
      <div className="mt-4">
        <StatsBody stats={stats} />
      </div>
    </section>
  );
}

function StatsBody({ stats }: { stats: UseQueryResult<AdminStats> }) {
  if (stats.isPending) return <PanelLoading>Loading the numbers…</PanelLoading>;
  if (stats.isError) {
    return (
      <ProblemPanel
        title="We couldn't load the numbers"
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      >
        The rest of the dashboard still works.
      </ProblemPanel>
    );
  }
  const data = stats.data;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      <Tile label="Total users" value={data.totalUsers} hint="People who filled in the intake" />
      <Tile
        label="Total assessments"
        value={data.totalAssessments}
        hint="Scans and questionnaires"
      />
      <Tile label="Couple sessions" value={data.totalCoupleSessions} hint="The paid couple flows" />
      <Tile
        label="Old data"
        value={data.oldDataCount}
        hint={`Records past the ${data.retentionDays}-day retention`}
        tone={data.oldDataCount > 0 ? 'warn' : 'plain'}
      />
      <Tile
        label="Failed reports"
        value={data.failedFulfilments}
        hint="Deliveries that gave up"
        tone={data.failedFulfilments > 0 ? 'warn' : 'plain'}
        className="col-span-2 lg:col-span-1"
      />
      <Tile
        label="Next purge"
        value={formatDateTime(data.nextPurgeDate)}
        small
        hint={
          <>
            {formatRelative(data.nextPurgeDate)} ·{' '}
            <time dateTime={data.nextPurgeDate} className="font-mono text-xs break-all">
              {data.nextPurgeDate}
            </time>
          </>
        }
        className="col-span-2 lg:col-span-1"
      />
    </dl>
  );
}

function Tile({
  label,
  value,
  hint,
  small = false,
  tone = 'plain',
  className,
}: {
  label: string;
  value: number | string;
  hint: ReactNode;
  small?: boolean;
  tone?: 'plain' | 'warn';
  className?: string;
}) {
  return (
    <div
      className={cx(
        'flex min-w-0 flex-col rounded-lg bg-surface p-4 shadow-card ring-1 sm:p-5',
        tone === 'warn' ? 'ring-warning/40' : 'ring-line',
        className,
      )}
    >
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd
        className={cx(
          'order-first font-extrabold tracking-tight break-words',
          small ? 'text-xl sm:text-2xl' : 'text-3xl sm:text-4xl',
          tone === 'warn' ? 'text-warning' : 'text-ink',
        )}
      >
        {typeof value === 'number' ? value.toLocaleString() : value}
      </dd>
      <dd className="mt-1 text-sm text-pretty text-muted">{hint}</dd>
    </div>
  );
}

/** D-15: while any admin has no 2FA, the dashboard says who. */
export function TwoFactorWarning({ usernames }: { usernames: readonly string[] }) {
  const count = usernames.length;
  return (
    <section
      aria-labelledby="twofa-warning-title"
      className="rounded-xl bg-warning-soft p-5 ring-1 ring-warning/30 sm:p-6"
    >
      <h2
        id="twofa-warning-title"
        className="flex items-center gap-2 text-lg font-bold text-warning sm:text-xl"
      >
        <ShieldAlert aria-hidden="true" className="size-6 shrink-0" />
        {count === 1 ? '1 admin has no 2FA' : `${count} admins have no 2FA`}
      </h2>
      <p className="mt-2 text-pretty">
        A stolen password is all it takes to sign in as{' '}
        {count === 1 ? 'this admin' : 'these admins'}. Turn on two-factor authentication on the
        server with:
      </p>
      <code className="mt-2 block w-fit max-w-full rounded bg-surface px-2 py-1 font-mono text-sm">
        npm run admin -- enable-2fa &lt;username&gt;
      </code>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Admins without 2FA">
        {usernames.map((name) => (
          <li
            key={name}
            className="rounded-full bg-surface px-3 py-1 font-mono text-sm font-semibold ring-1 ring-warning/30"
          >
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}
