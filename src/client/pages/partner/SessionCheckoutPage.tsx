import {
  ArrowLeft,
  BadgeCheck,
  CircleCheck,
  CreditCard,
  FileText,
  Hourglass,
  ListChecks,
  Mail,
  RefreshCw,
  ShieldCheck,
} from 'lucide-react';
import { useState } from 'react';
import type { SessionView } from '../../../shared/api/sessions';
import { priceOf, products } from '../../../shared/catalog';
import { PAYMENT_ERROR, paymentErrorOf } from '../../components/payment/SubmissionPayButton';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { CheckRow, IconListItem, StatusBox } from '../../components/ui/StatusParts';
import { isApiError } from '../../lib/api-client';
import { useToast } from '../../lib/toast';
import { useCheckAgain } from './AnswerStatus';
import { useStartSessionCheckout } from './api/start-session-checkout';
import { type LoadedSession, SessionPage } from './PartnerFrame';
import {
  isPaid,
  missingAnswers,
  paidReportText,
  paymentWaitsText,
  reportRecipients,
  sentenceStart,
  sharePath,
} from './partner-text';
import { SupportNote } from './SessionProblem';

/**
 * /session-checkout/<refId>: the hand-off to payment (docs/product.md §2, §4, §8, D-08, D-12,
 * D-19).
 */
export function SessionCheckoutPage() {
  return (
    <SessionPage title="Ready for Your Relationship Analysis" loadingLabel="Loading your session…">
      {(loaded) => <CheckoutScreen {...loaded} />}
    </SessionPage>
  );
}

function CheckoutScreen({ refId, session, refreshing, refresh }: LoadedSession) {
  const check = useCheckAgain(refresh);
  return (
    <CheckoutView
      refId={refId}
      session={session}
      checking={refreshing}
      lastChecked={check.lastChecked}
      onCheck={check.run}
    />
  );
}

type CheckoutViewProps = {
  refId: string;
  session: SessionView;
  checking: boolean;
  lastChecked: Date | null;
  onCheck: () => void;
};

function CheckoutView({ refId, session, checking, lastChecked, onCheck }: CheckoutViewProps) {
  const { toast } = useToast();
  const checkout = useStartSessionCheckout();
  const [leaving, setLeaving] = useState(false);
  const product = products[session.productType];
  const missing = missingAnswers(session);
  const paid = isPaid(session);
  const busy = checkout.isPending || leaving;

  // Payment opens once both have answered (the server refuses it before, 409 answers_missing).
  const waiting = missing.length > 0;

  const pay = () => {
    if (waiting) return;
    checkout.mutate(
      { refId },
      {
        onSuccess: ({ url }) => {
          if (!url) {
            toast({ ...PAYMENT_ERROR, tone: 'error' });
            return;
          }
          // Stays locked while the browser leaves for the payment page.
          setLeaving(true);
          window.location.assign(url);
        },
        onError: (error) => {
          // The server's own sentence when it said why (answers missing, paid, not for sale).
          toast({ ...paymentErrorOf(error), tone: 'error' });
          // A 409 means the session changed (answers missing, or paid): show what it says now.
          if (isApiError(error, 409)) onCheck();
        },
      },
    );
  };

  return (
    <div className="grid gap-6 sm:gap-8">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-strong">
          {product.name} · {priceOf(session.productType)}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          Ready for Your Relationship Analysis
        </h1>
        {missing.length === 0 ? (
          <p className="mt-4 flex items-center gap-2 text-lg font-semibold text-success">
            <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
            Both partners have answered.
          </p>
        ) : null}
      </div>

      {missing.length > 0 ? (
        <MissingAnswers
          refId={refId}
          missing={missing}
          paid={paid}
          checking={checking}
          lastChecked={lastChecked}
          onCheck={onCheck}
        />
      ) : null}

      {paid ? <PaidNotice session={session} /> : null}

      <section
        aria-labelledby="benefits-title"
        className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
      >
        <h2 id="benefits-title" className="text-xl font-bold">
          What you get
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          <IconListItem icon={ShieldCheck} title="Secure payment">
            Card payment on a secure, hosted checkout page.
          </IconListItem>
          <IconListItem icon={Mail} title="Instant analysis by email">
            Sent to {reportRecipients(session)} as soon as payment is confirmed and both sets of
            answers are in.
          </IconListItem>
          <IconListItem icon={ListChecks} title="Full compatibility report">
            Everything in {product.name}, read from both partners' answers together.
          </IconListItem>
          <IconListItem icon={FileText} title="PDF report">
            A branded PDF to keep and come back to.
          </IconListItem>
        </ul>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <ButtonLink to={sharePath(refId)} variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back to Partner Sharing
        </ButtonLink>
        {paid ? null : (
          <div className="flex flex-col gap-2 sm:items-end">
            <Button
              size="lg"
              onClick={pay}
              busy={busy}
              disabled={waiting}
              aria-describedby={waiting ? 'pay-waiting' : undefined}
            >
              {busy ? null : <CreditCard aria-hidden="true" className="size-5" />}
              {busy ? 'Processing...' : 'Proceed to Payment'}
            </Button>
            {waiting ? (
              <p
                id="pay-waiting"
                className="text-sm text-pretty text-muted sm:max-w-xs sm:text-right"
              >
                {paymentWaitsText(missing)}
              </p>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}

type MissingAnswersProps = {
  refId: string;
  missing: string[];
  paid: boolean;
  checking: boolean;
  lastChecked: Date | null;
  onCheck: () => void;
};

/** Which answers the report still waits for, truthfully, with the way to get them (D-19). */
function MissingAnswers({
  refId,
  missing,
  paid,
  checking,
  lastChecked,
  onCheck,
}: MissingAnswersProps) {
  return (
    <StatusBox icon={Hourglass} tone="warm" title="Still missing" titleId="missing-title">
      <p className="text-muted">
        {paid
          ? 'The report is written as soon as these are in:'
          : 'The report needs both partners. Before it can be written, these are still to come:'}
      </p>
      <ul className="grid gap-2">
        {missing.map((item) => (
          <li key={item} className="flex flex-wrap items-center justify-between gap-x-4">
            <span className="font-semibold">{sentenceStart(item)}</span>
            <ButtonLink to={sharePath(refId)} variant="text" className="text-accent-strong">
              Get {item}
            </ButtonLink>
          </li>
        ))}
      </ul>
      <CheckRow
        lastChecked={checking ? null : lastChecked}
        button={
          <Button
            variant="secondary"
            onClick={onCheck}
            busy={checking}
            className="shrink-0 max-sm:w-full sm:ml-auto"
          >
            {checking ? null : <RefreshCw aria-hidden="true" className="size-5" />}
            Check again
          </Button>
        }
      />
    </StatusBox>
  );
}

/**
 * A paid session offers no second payment (the product must never charge twice), and says where
 * its report stands exactly as the session does: 'e-mailed' only once it was sent (D-12).
 */
function PaidNotice({ session }: { session: SessionView }) {
  return (
    <StatusBox
      icon={BadgeCheck}
      tone="success"
      title="This session is already paid"
      titleId="paid-title"
    >
      <p className="text-muted">{paidReportText(session)}</p>
      {session.analysis === 'failed' ? <SupportNote lead="Write to us at" /> : null}
    </StatusBox>
  );
}
