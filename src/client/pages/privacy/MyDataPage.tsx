import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, Download, Link2Off, Trash2, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useParams } from 'wouter';
import type {
  PrivacyAccessResponse,
  PrivacyData,
  PrivacyEraseResponse,
} from '../../../shared/api/privacy';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Container } from '../../components/ui/Container';
import { LoadFailedPanel } from '../../components/ui/LoadFailedPanel';
import { LoadingPanel, StatusPanel } from '../../components/ui/StatusPanel';
import { isApiError } from '../../lib/api-client';
import { ScanProviders } from '../../lib/providers';
import { supportEmail } from '../../lib/runtime-settings';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { eraseMyData, forgetAccess, getPrivacyData, openAccess } from './api/privacy-api';
import { CorrectionForm } from './CorrectionForm';
import { DataSummary } from './DataSummary';
import { privacyKeys } from './privacy-keys';

/** Where a new link is asked for. */
const REQUEST_PATH = '/privacy-ethics#manage-my-data';

/**
 * /my-data/<token>: the page the e-mailed link opens (issue 7). It exchanges the link once for a
 * 30-minute grant kept in this tab, then shows what we hold, downloads it as JSON, corrects the
 * name and phone, and deletes everything behind a confirmation.
 */
export function MyDataPage() {
  useDocumentTitle('Your data');
  return (
    <ScanProviders>
      <MarketingLayout header={<StickyHeader />}>
        <Container className="py-8 sm:py-14">
          <div className="mx-auto max-w-3xl">
            <MyDataScreen />
          </div>
        </Container>
      </MarketingLayout>
    </ScanProviders>
  );
}

function MyDataScreen() {
  const { token = '' } = useParams<{ token: string }>();
  const [erased, setErased] = useState<(PrivacyEraseResponse & { email: string }) | null>(null);
  const [expired, setExpired] = useState(false);
  // A query, so that StrictMode's second effect run shares the one exchange (the link works once).
  const access = useQuery({
    queryKey: privacyKeys.access(token),
    queryFn: () => openAccess(token),
    enabled: token !== '' && erased === null,
    gcTime: Number.POSITIVE_INFINITY,
  });

  if (erased) return <ErasedState result={erased} />;
  if (expired) return <AccessExpired />;
  if (access.isPending) return <LoadingPanel label="Opening your data…" />;
  if (access.isError) {
    if (isApiError(access.error, 404)) return <LinkNotValid />;
    return (
      <LoadFailedPanel onRetry={() => void access.refetch()} retrying={access.isFetching}>
        Your link has not been used up: try again in a moment.
      </LoadFailedPanel>
    );
  }
  return (
    <DataScreen
      access={access.data}
      onExpired={() => {
        forgetAccess();
        setExpired(true);
      }}
      onErased={(result) => {
        forgetAccess();
        setErased({ ...result, email: access.data.email });
      }}
    />
  );
}

function DataScreen({
  access,
  onExpired,
  onErased,
}: {
  access: PrivacyAccessResponse;
  onExpired: () => void;
  onErased: (result: PrivacyEraseResponse) => void;
}) {
  const { accessToken } = access;
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const data = useQuery({
    queryKey: privacyKeys.data(accessToken),
    queryFn: ({ signal }) => getPrivacyData(accessToken, signal),
  });
  const erase = useMutation({
    mutationFn: () => eraseMyData(accessToken),
    onSuccess: (result) => {
      setConfirming(false);
      onErased(result);
      // The grant and the link are used up: a later visit shows the used-link state.
      queryClient.removeQueries({ queryKey: privacyKeys.all });
    },
    onError: (error) => {
      setConfirming(false);
      if (isApiError(error, 401)) {
        onExpired();
        return;
      }
      toast({
        title: "We couldn't delete your data",
        description: 'Nothing was deleted. Please try again in a moment.',
        tone: 'error',
      });
    },
  });
  const unauthorized = isApiError(data.error, 401);
  useEffect(() => {
    if (unauthorized) onExpired();
  }, [unauthorized, onExpired]);

  if (data.isPending || unauthorized) return <LoadingPanel label="Loading your data…" />;
  if (data.isError) {
    return (
      <LoadFailedPanel onRetry={() => void data.refetch()} retrying={data.isFetching}>
        Nothing has changed: try again in a moment.
      </LoadFailedPanel>
    );
  }
  const until = new Date(access.expiresAt).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
  });

  const download = async () => {
    const fresh = await data.refetch();
    if (fresh.data) {
      saveJson(fresh.data);
      toast({ title: 'Download started', description: 'Your data is saved as a JSON file.' });
    } else if (isApiError(fresh.error, 401)) {
      onExpired();
    } else {
      toast({
        title: "We couldn't prepare the download",
        description: 'Please try again in a moment.',
        tone: 'error',
      });
    }
  };

  return (
    <div className="grid gap-6 sm:gap-8">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          Your data
        </h1>
        <p className="mt-3 text-lg text-pretty wrap-anywhere text-muted">
          Everything mSoul holds for <strong className="text-ink">{access.email}</strong>.
        </p>
        <p className="mt-2 flex items-center gap-2 text-muted">
          <Clock aria-hidden="true" className="size-5 shrink-0 text-accent-strong" />
          This page works until {until}. After that, ask for a new link.
        </p>
      </div>

      <Panel id="held-title" title="What we hold">
        <DataSummary data={data.data} />
        <p className="mt-4 text-pretty text-muted">
          The download has every detail: your answers word for word, dates and statuses. Your
          partners' answers are theirs, so they are not in it.
        </p>
        <Button
          onClick={() => void download()}
          busy={data.isFetching}
          className="mt-5 max-sm:w-full"
        >
          {data.isFetching ? null : <Download aria-hidden="true" className="size-5" />}
          Download my data (JSON)
        </Button>
      </Panel>

      <Panel id="correct-title" title="Correct your details">
        {data.data.profile ? (
          <CorrectionForm
            accessToken={accessToken}
            profile={data.data.profile}
            onExpired={onExpired}
          />
        ) : (
          <p className="text-muted">
            We hold no name or phone number for this address, so there is nothing to correct.
          </p>
        )}
      </Panel>

      <Panel id="delete-title" title="Delete everything now">
        <p className="text-pretty text-muted">
          This erases your answers, your profile and your couple sessions right away, without
          waiting for the 30-day purge. Paid orders keep only an anonymous amount and date for our
          accounts. It cannot be undone.
        </p>
        <Button
          variant="secondary"
          onClick={() => setConfirming(true)}
          className="mt-5 max-sm:w-full"
        >
          <Trash2 aria-hidden="true" className="size-5 text-danger" />
          Delete everything now
        </Button>
      </Panel>

      <ConfirmDialog
        open={confirming}
        title="Delete everything now?"
        confirmLabel="Yes, delete everything"
        busy={erase.isPending}
        onConfirm={() => erase.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Everything we hold for {access.email} is erased right away. This cannot be undone, and
          this page stops working.
        </p>
      </ConfirmDialog>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
    >
      <h2 id={id} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Saves the data as a file through a Blob (nothing leaves the browser again). */
function saveJson(data: PrivacyData) {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `msoul-my-data-${data.generatedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

function LinkNotValid() {
  return (
    <StatusPanel
      icon={Link2Off}
      tone="warm"
      title="This link has expired or has already been used"
      actions={<ButtonLink to={REQUEST_PATH}>Ask for a new link</ButtonLink>}
    >
      <p>
        For your safety each link works once, for 24 hours. Ask for a new one on the Privacy &amp;
        Ethics page and we'll e-mail it to you.
      </p>
    </StatusPanel>
  );
}

function AccessExpired() {
  return (
    <StatusPanel
      icon={Clock}
      tone="warm"
      title="This page has expired"
      actions={<ButtonLink to={REQUEST_PATH}>Ask for a new link</ButtonLink>}
    >
      <p>
        The page works for 30 minutes after you open the link. Ask for a new link on the Privacy
        &amp; Ethics page and we'll e-mail it to you.
      </p>
    </StatusPanel>
  );
}

/** After the erasure: said plainly, with focus moved here so screen readers hear it. */
function ErasedState({ result }: { result: PrivacyEraseResponse & { email: string } }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The delete button sat low on the page: start this state from the top.
    window.scrollTo(0, 0);
    ref.current?.focus({ preventScroll: true });
  }, []);
  const email = supportEmail();
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      {result.complete ? (
        <StatusPanel
          icon={CircleCheck}
          title="Your data has been deleted"
          actions={<ButtonLink to="/">Back to home</ButtonLink>}
        >
          <p className="wrap-anywhere">
            Everything we held for {result.email} is gone: your answers, your profile and your
            sessions. Paid orders keep only an anonymous amount and date for our accounts.
          </p>
        </StatusPanel>
      ) : (
        <StatusPanel
          icon={TriangleAlert}
          tone="warm"
          title="Most of your data has been deleted"
          actions={<ButtonLink to="/">Back to home</ButtonLink>}
        >
          <p>
            {result.message}{' '}
            <a
              href={`mailto:${email}`}
              className="font-semibold break-all text-accent-strong underline underline-offset-4"
            >
              {email}
            </a>
          </p>
        </StatusPanel>
      )}
    </div>
  );
}
