import type { LucideIcon } from 'lucide-react';
import { CircleCheck, FileText, Info, Mail, Receipt, Search } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { readText } from '../../lib/session-storage';
import { CopyValue, HeadingIcon, PageHeading, PaymentPage, SupportLine } from './PaymentFrame';
import { thankYouReference } from './payment-text';
import { NextStep } from './StatusParts';

/** The single page's record after a submit (spec §3; pages/detonation/single-page-storage.ts). */
const SINGLE_PAGE_SUBMISSION_KEY = 'msoul:single-page:submission';

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

/** /thank-you and /success (D-11: the same page): the payment went through (spec §2). */
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
  const [reference] = useState(() =>
    thankYouReference(search, readText(SINGLE_PAGE_SUBMISSION_KEY)),
  );

  return (
    <div className="grid gap-6 sm:gap-8">
      <PageHeading
        icon={
          <HeadingIcon tone="success">
            <CircleCheck className="size-9" />
          </HeadingIcon>
        }
        title="Payment Successful"
      >
        <p>Thank you. Your payment went through and your answers are in.</p>
      </PageHeading>

      {reference ? (
        <CopyValue value={reference} label="Reference ID" />
      ) : (
        <p className="rounded-lg bg-canvas p-4 text-pretty text-muted ring-1 ring-line">
          We don't know your reference ID on this device. That's fine: we match your payment by your
          email address, and the confirmation email names it.
        </p>
      )}

      <section
        aria-labelledby="steps-title"
        className="rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8"
      >
        <h2 id="steps-title" className="text-xl font-bold">
          What happens next
        </h2>
        <ol className="mt-4 grid gap-4">
          {STEPS.map((step) => (
            <NextStep key={step.title} icon={step.icon} title={step.title}>
              {step.text}
            </NextStep>
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
