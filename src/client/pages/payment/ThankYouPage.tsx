import type { LucideIcon } from 'lucide-react';
import { FileText, Info, Mail, Receipt, Search } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { LoadingPanel } from '../../components/ui/StatusPanel';
import { IconListItem } from '../../components/ui/StatusParts';
import { isApiError } from '../../lib/api-client';
import { readText } from '../../lib/session-storage';
import { useSession } from './api/get-session';
import { CopyValue, PaidHeading, PaymentPage, SupportLine } from './PaymentFrame';
import { CouldNotCheck, NotConfirmed, ReferenceNotFound } from './PaymentStates';
import { isSessionPaid, pageReference, SINGLE_PAGE_SUBMISSION_KEY } from './payment-text';

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Search,
    title: 'Submission matching',
    text: 'We match your payment to your answers by your email address.',
  },
  {
    icon: Mail,
    title: 'Analysis',
    text: 'The mSoul algorithm reads both sets of answers together.',
  },
  {
    icon: FileText,
    title: 'PDF report',
    text: 'Your report arrives by email as a PDF within 24 hours.',
  },
  {
    icon: Receipt,
    title: 'Payment receipt',
    text: 'The payment provider emails your receipt separately.',
  },
];

/**
 * /thank-you and /success (D-11: the same page), where a hosted payment link returns
 * (docs/product.md §2). 'Payment Successful' shows only once the server says the session is paid; a
 * reference it does not know, or no reference at all, is said plainly.
 */
export function ThankYouPage() {
  return (
    <PaymentPage title="Payment Successful">
      <ThankYouScreen />
    </PaymentPage>
  );
}

function ThankYouScreen() {
  const search = useSearch();
  // Read once: the stored record is only a fallback when the URL names no reference.
  const [reference] = useState(() => pageReference(search, readText(SINGLE_PAGE_SUBMISSION_KEY)));
  const session = useSession(reference ?? '');
  const [lastChecked, setLastChecked] = useState<Date | null>(null);
  const check = {
    checking: session.isFetching,
    lastChecked,
    onCheck: () => void session.refetch().then(() => setLastChecked(new Date())),
  };
  const shown = reference ? (
    <p className="mt-3 text-sm">
      Reference ID: <code className="font-mono font-semibold break-all">{reference}</code>
    </p>
  ) : null;

  if (!reference) {
    return (
      <ReferenceNotFound title="We can't check your payment from here">
        <p>
          This page doesn't know which analysis you paid for, so it can't look the payment up. If
          you paid, nothing is lost: your report arrives by email once the payment is confirmed. No
          email within 24 hours? Write to us and we'll sort it out.
        </p>
      </ReferenceNotFound>
    );
  }
  if (session.isPending) return <LoadingPanel label="Checking your payment…" />;
  if (session.isError) {
    return isApiError(session.error, 404) ? (
      <ReferenceNotFound title="We couldn't find this reference">
        <p>
          No analysis goes by this reference, so there is no payment to show. It may be incomplete,
          or it's older than 30 days and was deleted. If you paid, write to us with it.
        </p>
        {shown}
      </ReferenceNotFound>
    ) : (
      <CouldNotCheck {...check} />
    );
  }
  if (!isSessionPaid(session.data)) {
    return (
      <NotConfirmed
        reason="We haven't had the payment confirmation for this analysis yet; it can take a moment to arrive."
        session={session.data}
        {...check}
      >
        {shown}
      </NotConfirmed>
    );
  }

  return (
    <div className="grid gap-6 sm:gap-8">
      <PaidHeading title="Payment Successful">
        <p>Thank you. Your payment went through and your answers are in.</p>
      </PaidHeading>

      <CopyValue value={reference} label="Reference ID" />

      <section
        aria-labelledby="steps-title"
        className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
      >
        <h2 id="steps-title" className="text-xl font-bold">
          What happens next
        </h2>
        <ol className="mt-4 grid gap-4">
          {STEPS.map((step) => (
            <IconListItem key={step.title} icon={step.icon} title={step.title}>
              {step.text}
            </IconListItem>
          ))}
        </ol>
      </section>

      <p className="flex items-start gap-2 rounded-lg bg-warm-soft p-4 text-pretty ring-1 ring-warm/30">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
        <span>
          Use the same email address for the form and for the payment, so we can match them.
        </span>
      </p>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to="/" size="lg">
          Return to Home
        </ButtonLink>
        <ButtonLink to="/detonation" size="lg" variant="secondary">
          Start another analysis
        </ButtonLink>
      </div>
      <SupportLine />
    </div>
  );
}
