import {
  CircleAlert,
  CircleCheck,
  FileText,
  Hourglass,
  Inbox,
  LoaderCircle,
  MailCheck,
  MessageCircleHeart,
  RefreshCw,
  TriangleAlert,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearch } from 'wouter';
import type { SessionConfirmResponse } from '../../../shared/api/payments';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { StatusPanel } from '../../components/ui/StatusPanel';
import { useToast } from '../../lib/toast';
import { useSessionConfirmation } from './api/confirm-session-payment';
import { DocumentTitle, HeadingIcon, PageHeading, PaymentPage, SupportLine } from './PaymentFrame';
import { analysisSentText, param, sharePath, TOASTS } from './payment-text';
import { CheckedAt, CheckRow, NextStep, StatusBox } from './StatusParts';
import { useInvalidPayment } from './use-invalid-payment';

/**
 * /paid/<refId>?cs=<checkout id>: where the provider sends a paid couple session (spec §2, §4,
 * §8; D-12, D-19). It asks the server to confirm the checkout and says only what the answer
 * says: 'Analysis Sent!' once the mail server accepted the e-mails, otherwise where it stands.
 */
export function PaidPage() {
  return (
    <PaymentPage title="Confirming Payment">
      <PaidScreen />
    </PaymentPage>
  );
}

function PaidScreen() {
  const { refId = '' } = useParams<{ refId: string }>();
  const cs = param(useSearch(), 'cs') ?? '';
  const invalid = refId.trim() === '' || cs === '';
  useInvalidPayment(invalid);
  const confirmation = useSessionConfirmation(refId, cs, { enabled: !invalid });
  useConfirmationToasts(confirmation.data, confirmation.isError);
  const [lastChecked, setLastChecked] = useState<Date | null>(null);
  const checkAgain = () => {
    void confirmation.refetch().then(() => setLastChecked(new Date()));
  };

  if (invalid) {
    return (
      <StatusPanel
        icon={TriangleAlert}
        tone="warm"
        title="Missing payment information"
        actions={<ButtonLink to="/pricing">Back to Pricing</ButtonLink>}
      >
        <p>This page needs the link the payment page sent you to. Taking you to pricing…</p>
      </StatusPanel>
    );
  }
  if (confirmation.isPending) {
    return (
      <div className="flex min-h-[40dvh] flex-col items-center justify-center gap-4 text-center">
        <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-accent" />
        <p role="status" className="text-2xl font-bold">
          Confirming Payment...
        </p>
        <p className="text-muted">This takes a few seconds. Please keep this page open.</p>
      </div>
    );
  }
  if (confirmation.isError) {
    // Spec §4: the success layout, without the sent box, after the 'Confirmation Error' toast.
    return <PaidLayout refId={refId} confirm={null} />;
  }
  const confirm = confirmation.data;
  if (!confirm.paid) {
    return (
      <>
        <DocumentTitle title="Payment not confirmed yet" />
        <StatusPanel
          icon={Hourglass}
          tone="warm"
          title="Payment not confirmed yet"
          actions={
            <>
              <Button onClick={checkAgain} busy={confirmation.isFetching}>
                {confirmation.isFetching ? null : (
                  <RefreshCw aria-hidden="true" className="size-5" />
                )}
                Check again
              </Button>
              <ButtonLink to="/" variant="secondary">
                Return to Home
              </ButtonLink>
            </>
          }
        >
          <p>
            The payment provider has not confirmed this payment yet. If you completed the payment,
            check again in a moment; nothing is charged twice.
          </p>
          <CheckedAt lastChecked={confirmation.isFetching ? null : lastChecked} />
        </StatusPanel>
        <div className="mt-8">
          <SupportLine />
        </div>
      </>
    );
  }
  return (
    <PaidLayout
      refId={refId}
      confirm={confirm}
      checking={confirmation.isFetching}
      lastChecked={lastChecked}
      onCheck={checkAgain}
    />
  );
}

/** The spec's toasts, once per outcome: 'Payment Confirmed!' only once the e-mail went out. */
function useConfirmationToasts(confirm: SessionConfirmResponse | undefined, failed: boolean) {
  const { toast } = useToast();
  const toasted = useRef<'sent' | 'error' | null>(null);
  const sent = confirm?.paid === true && confirm.analysis === 'sent';
  useEffect(() => {
    if (sent && toasted.current !== 'sent') {
      toasted.current = 'sent';
      toast({ ...TOASTS.confirmed, tone: 'success' });
    } else if (failed && toasted.current === null) {
      toasted.current = 'error';
      toast({ ...TOASTS.confirmError, tone: 'error' });
    }
  }, [sent, failed, toast]);
}

type PaidLayoutProps = {
  refId: string;
  /** null when the confirmation failed: the success layout without the sent box (spec §4). */
  confirm: SessionConfirmResponse | null;
  checking?: boolean;
  lastChecked?: Date | null;
  onCheck?: () => void;
};

function PaidLayout({
  refId,
  confirm,
  checking = false,
  lastChecked = null,
  onCheck,
}: PaidLayoutProps) {
  return (
    <div className="grid gap-6 sm:gap-8">
      <DocumentTitle title="Payment Successful!" />
      <PageHeading
        icon={
          <HeadingIcon tone="success">
            <CircleCheck className="size-9" />
          </HeadingIcon>
        }
        title="Payment Successful!"
      >
        <p>Thank you. Your relationship analysis is paid for.</p>
      </PageHeading>

      {confirm ? (
        <AnalysisStatus
          refId={refId}
          confirm={confirm}
          checking={checking}
          lastChecked={lastChecked}
          onCheck={onCheck}
        />
      ) : null}

      <section
        aria-labelledby="next-title"
        className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
      >
        <h2 id="next-title" className="text-xl font-bold">
          What's next
        </h2>
        <ul className="mt-4 grid gap-4">
          <NextStep icon={Inbox} title="Check your inbox">
            The report arrives by e-mail from mSoul. If you can't find it, look in the spam folder.
          </NextStep>
          <NextStep icon={FileText} title="Open the PDF report">
            Your full compatibility report is attached as a PDF to keep and come back to.
          </NextStep>
          <NextStep icon={MessageCircleHeart} title="Read it together">
            It is guidance, not therapy: a starting point for an honest conversation.
          </NextStep>
        </ul>
      </section>

      <div className="flex justify-center">
        <ButtonLink to="/" size="lg">
          Return to Home
        </ButtonLink>
      </div>
      <SupportLine />
    </div>
  );
}

type AnalysisStatusProps = {
  refId: string;
  confirm: SessionConfirmResponse;
  checking: boolean;
  lastChecked: Date | null;
  onCheck?: () => void;
};

/** Where the analysis stands, exactly as the server said (D-12, D-19). */
function AnalysisStatus({ refId, confirm, checking, lastChecked, onCheck }: AnalysisStatusProps) {
  const checkButton = onCheck ? (
    <Button variant="secondary" onClick={onCheck} busy={checking} className="max-sm:w-full">
      {checking ? null : <RefreshCw aria-hidden="true" className="size-5" />}
      Check again
    </Button>
  ) : null;

  switch (confirm.analysis) {
    case 'sent':
      return (
        <StatusBox icon={MailCheck} tone="success" title="Analysis Sent!">
          <p>{analysisSentText(confirm)}</p>
        </StatusBox>
      );
    case 'preparing':
      return (
        <StatusBox icon={Hourglass} tone="warm" title="Your analysis is being prepared">
          <p>
            It is being written now and will arrive by e-mail shortly. This page doesn't refresh on
            its own.
          </p>
          <CheckRow button={checkButton} lastChecked={checking ? null : lastChecked} />
        </StatusBox>
      );
    case 'waiting_for_partner': {
      const partner = confirm.partnerName?.trim() || 'your partner';
      return (
        <StatusBox icon={Hourglass} tone="warm" title={`Waiting for ${partner}'s answers`}>
          <p>
            Your analysis will be sent as soon as {partner} answers. Send them the questions from
            the sharing page.
          </p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
            <ButtonLink to={sharePath(refId)}>Invite your partner</ButtonLink>
            {checkButton}
          </div>
          <CheckedAt lastChecked={checking ? null : lastChecked} />
        </StatusBox>
      );
    }
    case 'failed':
      return (
        <StatusBox icon={CircleAlert} tone="danger" title="We couldn't send your analysis">
          <p>
            Your payment is safe, but sending the report failed. Please write to our support address
            below and we will send it to you by hand.
          </p>
        </StatusBox>
      );
  }
}
