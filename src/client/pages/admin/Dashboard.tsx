import { Download, LogOut, ScrollText } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../lib/toast';
import { AdminFrame } from './AdminFrame';
import { AuditLogPanel } from './AuditLogPanel';
import { formatDateTime } from './admin-format';
import { forgetAdminToken } from './admin-session';
import { isServerAnswer } from './api/admin-request';
import { useStats } from './api/get-stats';
import { useLogout } from './api/logout';
import { Title } from './components/Title';
import { ExportDialog } from './ExportDialog';
import { FailedReportsPanel } from './FailedReportsPanel';
import { OutboxPanel } from './OutboxPanel';
import { PurgePanel } from './PurgePanel';
import { RevokeLinkPanel } from './RevokeLinkPanel';
import { StatTiles, TwoFactorWarning } from './StatTiles';

/**
 * The admin dashboard (docs/product.md §2 Admin; D-14, D-15): the numbers and the 2FA warning,
 * 'View Logs' and 'Export', the manual purge, failed reports with 'Retry', revoking a report link,
 * and the mail outbox.
 */
export function Dashboard({ username, expiresAt }: { username: string; expiresAt: string }) {
  const stats = useStats();
  const [logsOpen, setLogsOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const viewLogsRef = useRef<HTMLButtonElement>(null);

  return (
    <AdminFrame header={<LogOutButton />}>
      <Title title="Admin dashboard" />
      <div className="grid gap-6 sm:gap-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
              Admin
            </p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">Dashboard</h1>
            <p className="mt-2 text-pretty text-muted">
              Signed in as <strong className="font-semibold text-ink">{username}</strong>. Session
              valid until{' '}
              <time dateTime={expiresAt} className="font-semibold text-ink">
                {formatDateTime(expiresAt)}
              </time>
              .
            </p>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <Button
              ref={viewLogsRef}
              variant={logsOpen ? 'primary' : 'secondary'}
              aria-expanded={logsOpen}
              aria-controls="audit-log"
              onClick={() => setLogsOpen((open) => !open)}
            >
              <ScrollText aria-hidden="true" className="size-5" />
              View Logs
            </Button>
            <Button variant="secondary" onClick={() => setExportOpen(true)}>
              <Download aria-hidden="true" className="size-5" />
              Export
            </Button>
          </div>
        </div>

        {stats.data && stats.data.adminsWithout2fa.length > 0 ? (
          <TwoFactorWarning usernames={stats.data.adminsWithout2fa} />
        ) : null}

        <StatTiles stats={stats} />

        {logsOpen ? (
          <div id="audit-log">
            <AuditLogPanel
              onClose={() => {
                setLogsOpen(false);
                viewLogsRef.current?.focus();
              }}
            />
          </div>
        ) : null}

        <PurgePanel stats={stats.data} />
        <FailedReportsPanel />
        <RevokeLinkPanel />
        <OutboxPanel />
      </div>
      <ExportDialog open={exportOpen} onClose={() => setExportOpen(false)} />
    </AdminFrame>
  );
}

/** 'Log out': POST logout, forget the token, back to the login form. */
function LogOutButton() {
  const logout = useLogout();
  const { toast } = useToast();
  const run = () =>
    logout.mutate(undefined, {
      onSettled: (_data, error) => {
        if (error && !isServerAnswer(error)) {
          toast({
            title: 'Logged out on this device',
            description:
              "We couldn't reach the server, so the session ends on its own when it expires.",
            tone: 'info',
          });
        }
        forgetAdminToken('logged-out');
      },
    });
  return (
    <Button variant="secondary" onClick={run} busy={logout.isPending}>
      {logout.isPending ? null : <LogOut aria-hidden="true" className="size-5" />}
      Log out
    </Button>
  );
}
