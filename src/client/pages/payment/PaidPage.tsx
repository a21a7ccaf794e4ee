import { FileText, Inbox, LoaderCircle, MessageCircleHeart, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearch } from 'wouter';
import type { SessionConfirmResponse } from '../../../shared/api/payments';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { StatusPanel } from '../../components/ui/StatusPanel';
import { IconListItem } from '../../components/ui/StatusParts';
import { useToast } from '../../lib/toast';
import { useSessionConfirmation } from './api/confirm-session-payment';
import { useSession } from './api/get-session';
import { PaidHeading, PaymentPage, SupportLine } from './PaymentFrame';
import {
  AnalysisStatus,
  ConfirmationFailed,
  NOT_CONFIRMED_REASON,
  NotConfirmed,
} from './PaymentStates';
import { type AnalysisReading, param, readingFromConfirm, TOASTS } from './payment-text';
import { useInvalidPayment } from './use-invalid-payment';

/**
 * /paid/<refId>?cs=<checkout id>: where the provider sends a paid couple session
 * (docs/product.md §2, §4, §8; D-12, D-19). It asks the server to confirm the checkout and says
 * only what the answer says: 'Payment Successful!' only for a paid checkout, 'Analysis Sent!' once
 * the mail server accepted the e-mails. A failed confirmation shows the fixed toast
 * (docs/product.md §11), but never the success layout: the product must not claim a payment it
 * cannot see (docs/decisions/006).
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
  const unpaid = confirmation.data?.paid === false;
  // Only for an unpaid checkout: the session may be paid another way, or ready to pay again.
  const session = useSession(refId, { enabled: unpaid });
  useConfirmationToasts(confirmation.data, confirmation.isError);
  const [lastChecked, setLastChecked] = useState<Date | null>(null);
  const checkAgain = () => {
    void confirmation
      .refetch()
      .then((answer) => (answer.data?.paid === false ? session.refetch() : null))
      .then(() => setLastChecked(new Date()));
  };
  const check = { checking: confirmation.isFetching, lastChecked, onCheck: checkAgain };

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
    return (
      <ConfirmationFailed
        error={confirmation.error}
        explanation="This link doesn't match a payment for an analysis we know. It may be incomplete or mistyped, or it's older than 30 days and was deleted. If you paid, write to us and we'll sort it out."
        {...check}
      />
    );
  }
  const reading = readingFromConfirm(confirmation.data);
  if (!reading) {
    return <NotConfirmed reason={NOT_CONFIRMED_REASON} session={session.data ?? null} {...check} />;
  }
  return <PaidLayout refId={refId} reading={reading} {...check} />;
}

/**
 * The fixed toasts (docs/product.md §11), once per outcome: 'Payment Confirmed!' only once the
 * e-mail went out, 'Confirmation Error' when the confirmation failed.
 */
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
  reading: AnalysisReading;
  checking: boolean;
  lastChecked: Date | null;
  onCheck: () => void;
};

function PaidLayout({ refId, reading, checking, lastChecked, onCheck }: PaidLayoutProps) {
  return (
    <div className="grid gap-6 sm:gap-8">
      <PaidHeading title="Payment Successful!">
        <p>Thank you. Your relationship analysis is paid for.</p>
      </PaidHeading>

      <AnalysisStatus
        refId={refId}
        reading={reading}
        checking={checking}
        lastChecked={lastChecked}
        onCheck={onCheck}
      />

      <section
        aria-labelledby="next-title"
        className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
      >
        <h2 id="next-title" className="text-xl font-bold">
          What's next
        </h2>
        <ul className="mt-4 grid gap-4">
          <IconListItem icon={Inbox} title="Check your inbox">
            The report arrives by e-mail from mSoul. If you can't find it, look in the spam folder.
          </IconListItem>
          <IconListItem icon={FileText} title="Open the PDF report">
            Your full compatibility report is attached as a PDF to keep and come back to.
          </IconListItem>
          <IconListItem icon={MessageCircleHeart} title="Read it together">
            It is guidance, not therapy: a starting point for an honest conversation.
          </IconListItem>
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
