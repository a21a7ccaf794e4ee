import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/Button';
import { LoadingPanel } from '../../components/ui/StatusPanel';
import { ScanProviders } from '../../lib/providers';
import { AdminFrame } from './AdminFrame';
import { forgetAdminToken, useAdminSession } from './admin-session';
import { adminKeys } from './api/admin-keys';
import { useVerifyToken } from './api/verify-token';
import { ProblemPanel } from './components/ProblemPanel';
import { Title } from './components/Title';
import { Dashboard } from './Dashboard';
import { LoginScreen } from './LoginScreen';

/**
 * /admin (docs/product.md §2, §4, §5, §8 Admin; D-14, D-15): the login form, the optional 2FA step,
 * then the dashboard. The token lives in localStorage ('adminToken') and is checked with the server
 * on load; a refused token is removed and the login form shows.
 */
export function AdminPage() {
  return (
    <ScanProviders>
      <AdminGate />
    </ScanProviders>
  );
}

function AdminGate() {
  const { token, notice } = useAdminSession();
  const queryClient = useQueryClient();

  // Signed out (by the admin, a 401 or another tab): nothing of the last session stays cached.
  useEffect(() => {
    if (token === null) queryClient.removeQueries({ queryKey: adminKeys.all });
  }, [token, queryClient]);

  if (token === null) return <LoginScreen notice={notice} />;
  return <VerifiedDashboard token={token} />;
}

function VerifiedDashboard({ token }: { token: string }) {
  const verify = useVerifyToken(token);
  if (verify.isPending) {
    return (
      <AdminFrame>
        <Title title="Admin" />
        <LoadingPanel label="Checking your session…" />
      </AdminFrame>
    );
  }
  if (verify.isError) {
    // A 401 already removed the token (the login form replaces this); anything else is a failure
    // to reach the server: the token may still be good, so it is kept.
    return (
      <AdminFrame>
        <Title title="Admin" />
        <div className="mx-auto max-w-xl">
          <ProblemPanel
            title="We couldn't check your session"
            onRetry={() => void verify.refetch()}
            retrying={verify.isFetching}
            headingLevel={1}
            extra={
              <Button variant="secondary" onClick={() => forgetAdminToken(null, token)}>
                <LogIn aria-hidden="true" className="size-5" />
                Log in again
              </Button>
            }
          >
            The server did not answer. Check your connection and try again.
          </ProblemPanel>
        </div>
      </AdminFrame>
    );
  }
  return <Dashboard username={verify.data.username} expiresAt={verify.data.expiresAt} />;
}
