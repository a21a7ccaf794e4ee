import type { LucideIcon } from 'lucide-react';
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
import { type ReactNode, useState } from 'react';
import type { SessionView } from '../../../shared/api/sessions';
import { priceOf, products } from '../../../shared/catalog';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { isApiError } from '../../lib/api-client';
import { useToast } from '../../lib/toast';
import { useCheckAgain } from './AnswerStatus';
import { useStartSessionCheckout } from './api/start-session-checkout';
import { type LoadedSession, SessionPage } from './PartnerFrame';
import {
  isPaid,
  missingAnswers,
  paidReportText,
  reportRecipients,
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

  const failed = () =>
    toast({
      title: 'Payment Error',
      description: 'Failed to start payment process. Please try again.',
      tone: 'error',
    });

  const pay = () => {
    checkout.mutate(
      { refId },
      {
        onSuccess: ({ url }) => {
          if (!url) {
            failed();
            return;
          }
          // Stays locked while the browser leaves for the payment page.
          setLeaving(true);
          window.location.assign(url);
        },
        onError: (error) => {
          failed();
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
          <Benefit icon={ShieldCheck} title="Secure payment">
            Card payment on a secure, hosted checkout page.
          </Benefit>
          <Benefit icon={Mail} title="Instant analysis by email">
            Sent to {reportRecipients(session)} as soon as payment is confirmed and both sets of
            answers are in.
          </Benefit>
          <Benefit icon={ListChecks} title="Full compatibility report">
            Everything in {product.name}, read from both partners' answers together.
          </Benefit>
          <Benefit icon={FileText} title="PDF report">
            A branded PDF to keep and come back to.
          </Benefit>
        </ul>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <ButtonLink to={sharePath(refId)} variant="secondary">
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back to Partner Sharing
        </ButtonLink>
        {paid ? null : (
          <Button size="lg" onClick={pay} busy={busy}>
            {busy ? null : <CreditCard aria-hidden="true" className="size-5" />}
            {busy ? 'Processing...' : 'Proceed to Payment'}
          </Button>
        )}
      </div>
    </div>
  );
}

function Benefit({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent-strong"
      >
        <Icon className="size-5" />
      </span>
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-pretty text-muted">{children}</span>
      </span>
    </li>
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
    <section
      aria-labelledby="missing-title"
      className="rounded-xl bg-warm-soft p-5 ring-1 ring-warm/30 sm:p-6"
    >
      <h2 id="missing-title" className="flex items-center gap-2 text-xl font-bold">
        <Hourglass aria-hidden="true" className="size-5 shrink-0 text-warning" />
        Still missing
      </h2>
      <p className="mt-1 text-pretty text-muted">
        {paid
          ? 'The report is written as soon as these are in:'
          : 'The report needs both partners. Before it can be written, these are still to come:'}
      </p>
      <ul className="mt-3 grid gap-2">
        {missing.map((item) => (
          <li key={item} className="flex flex-wrap items-center justify-between gap-x-4">
            <span className="font-semibold">{item}</span>
            <ButtonLink to={sharePath(refId)} variant="text" className="text-accent-strong">
              Get {item}
            </ButtonLink>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-sm font-semibold empty:hidden">
          {lastChecked && !checking
            ? `Checked at ${lastChecked.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}.`
            : ''}
        </p>
        <Button
          variant="secondary"
          onClick={onCheck}
          busy={checking}
          className="shrink-0 max-sm:w-full sm:ml-auto"
        >
          {checking ? null : <RefreshCw aria-hidden="true" className="size-5" />}
          Check again
        </Button>
      </div>
    </section>
  );
}

/**
 * A paid session offers no second payment (the product must never charge twice), and says where
 * its report stands exactly as the session does: 'e-mailed' only once it was sent (D-12).
 */
function PaidNotice({ session }: { session: SessionView }) {
  return (
    <section
      aria-labelledby="paid-title"
      className="flex items-start gap-4 rounded-xl bg-success-soft p-5 ring-1 ring-success/20 sm:p-6"
    >
      <BadgeCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-success" />
      <div>
        <h2 id="paid-title" className="text-xl font-bold">
          This session is already paid
        </h2>
        <p className="mt-1 text-pretty text-muted">{paidReportText(session)}</p>
        {session.analysis === 'failed' ? (
          <SupportNote className="mt-2" lead="Write to us at" />
        ) : null}
      </div>
    </section>
  );
}
