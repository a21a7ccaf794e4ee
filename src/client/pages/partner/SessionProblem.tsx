import { Link2Off, LockKeyhole } from 'lucide-react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { cx } from '../../components/ui/cx';
import { LoadFailedPanel } from '../../components/ui/LoadFailedPanel';
import { StatusPanel } from '../../components/ui/StatusPanel';
import { isApiError } from '../../lib/api-client';
import { supportEmail } from '../../lib/runtime-settings';

/**
 * Why a session could not be shown: the server answers the same 404 for unknown, malformed and
 * expired links (D-06), so they get one state; anything else can be retried.
 */
export function SessionProblem({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (isApiError(error, 404)) return <LinkNotWorking />;
  return (
    <LoadFailedPanel onRetry={onRetry} retrying={retrying}>
      Nothing you sent is lost. It's us, not you: try again in a moment.
    </LoadFailedPanel>
  );
}

function LinkNotWorking() {
  return (
    <StatusPanel
      icon={Link2Off}
      tone="warm"
      title="This link does not work"
      actions={<ButtonLink to="/">Back to home</ButtonLink>}
    >
      <p>
        It may be incomplete or mistyped, or the session is older than 30 days and has been deleted.
        Check that the whole link was copied, or ask for it again.
      </p>
      <SupportNote className="mt-3" />
    </StatusPanel>
  );
}

/** The support address (SUPPORT_EMAIL) as a mail link, for the states that need a person. */
export function SupportNote({
  className,
  lead = 'Stuck? Write to us at',
}: {
  className?: string;
  lead?: string;
}) {
  const email = supportEmail();
  return (
    <p className={cx('text-sm text-pretty', className)}>
      {lead}{' '}
      <a
        href={`mailto:${email}`}
        className="font-semibold break-all text-accent-strong underline underline-offset-4"
      >
        {email}
      </a>
    </p>
  );
}

/** The partner pages once the session is paid and fully answered (person2CanAnswer false). */
export function AnswersLocked({ checkoutPath }: { checkoutPath: string }) {
  return (
    <StatusPanel
      icon={LockKeyhole}
      tone="plum"
      title="These answers can no longer be changed"
      actions={
        <>
          <ButtonLink to={checkoutPath}>See the session</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Back to home
          </ButtonLink>
        </>
      }
    >
      <p>
        Both partners have answered and the report is paid for, so the answers are final. Nothing
        more is needed from you.
      </p>
    </StatusPanel>
  );
}
