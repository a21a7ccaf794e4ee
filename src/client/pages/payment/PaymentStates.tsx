import type { LucideIcon } from 'lucide-react';
import {
  BadgeCheck,
  CircleAlert,
  CreditCard,
  Hourglass,
  Link2Off,
  MailCheck,
  RefreshCw,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { SessionView } from '../../../shared/api/sessions';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { StatusPanel } from '../../components/ui/StatusPanel';
import { CheckedAt, CheckRow, StatusBox } from '../../components/ui/StatusParts';
import { isApiError } from '../../lib/api-client';
import { DocumentTitle, HeadingIcon, PageHeading, SupportLine } from './PaymentFrame';
import {
  type AnalysisReading,
  canPayNow,
  isSessionPaid,
  sessionCheckoutPath,
  sharePath,
} from './payment-text';

/**
 * The states the payment pages share when there is no payment to celebrate: an unknown
 * reference, a payment not confirmed (yet), a session another checkout already paid, and where
 * a paid session's report stands. Each says only what the server answered.
 */

export type CheckProps = { checking: boolean; lastChecked: Date | null; onCheck: () => void };

export function CheckAgainButton({
  checking,
  onCheck,
  variant = 'secondary',
}: Pick<CheckProps, 'checking' | 'onCheck'> & { variant?: 'primary' | 'secondary' }) {
  return (
    <Button variant={variant} onClick={onCheck} busy={checking} className="max-sm:w-full">
      {checking ? null : <RefreshCw aria-hidden="true" className="size-5" />}
      Check again
    </Button>
  );
}

/** A status panel as the whole page, then the support address (docs/product.md §2 '{email}'). */
function PanelWithSupport({
  icon,
  tone,
  title,
  actions,
  children,
}: {
  icon: LucideIcon;
  tone: 'accent' | 'warm' | 'danger';
  title: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-8">
      <DocumentTitle title={title} />
      <StatusPanel icon={icon} tone={tone} title={title} actions={actions}>
        {children}
      </StatusPanel>
      <SupportLine />
    </div>
  );
}

/** The server does not know this reference (D-06: unknown, malformed and purged alike). */
export function ReferenceNotFound({
  title,
  children,
  action = (
    <ButtonLink to="/" variant="secondary">
      Return to Home
    </ButtonLink>
  ),
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <PanelWithSupport icon={Link2Off} tone="warm" title={title} actions={action}>
      {children}
    </PanelWithSupport>
  );
}

/** Why /api/session-confirm answered without a payment (NotConfirmed's reason). */
export const NOT_CONFIRMED_REASON = 'The payment provider has not confirmed this payment.';

/**
 * A payment confirmation that failed: the checkout is unknown (404: `explanation`, then any
 * `children` such as a reference), or the server could not be asked.
 */
export function ConfirmationFailed({
  error,
  explanation,
  children,
  ...check
}: CheckProps & { error: unknown; explanation: string; children?: ReactNode }) {
  if (!isApiError(error, 404)) return <CouldNotCheck {...check} />;
  return (
    <ReferenceNotFound title="We couldn't find this payment">
      <p>{explanation}</p>
      {children}
    </ReferenceNotFound>
  );
}

/** The server could not be asked (a network error, a 5xx): nothing is claimed either way. */
export function CouldNotCheck({ checking, lastChecked, onCheck }: CheckProps) {
  return (
    <PanelWithSupport
      icon={CircleAlert}
      tone="danger"
      title="We couldn't check your payment"
      actions={
        <>
          <CheckAgainButton checking={checking} onCheck={onCheck} variant="primary" />
          <ButtonLink to="/" variant="secondary">
            Return to Home
          </ButtonLink>
        </>
      }
    >
      <p>
        Our side didn't answer just now, so we can't say whether the payment went through. If you
        paid, nothing is lost: check again in a moment. You are never charged twice.
      </p>
      <CheckedAt lastChecked={checking ? null : lastChecked} />
    </PanelWithSupport>
  );
}

type NotConfirmedProps = CheckProps & {
  /** Why, in one sentence: what the server answered about this checkout. */
  reason: string;
  /** The session, when known: it may be paid through another checkout, or ready to pay. */
  session: SessionView | null;
  /**
   * The way to pay, when the page has its own (the pay-first submission's checkout); otherwise
   * /session-checkout is offered when it can take the payment.
   */
  payAction?: ReactNode;
  children?: ReactNode;
};

/**
 * The payment is not confirmed. When the session is paid anyway (another checkout), that is
 * what the page says; otherwise it offers 'Check again' and, when one exists, a way to pay.
 */
export function NotConfirmed({
  reason,
  session,
  checking,
  lastChecked,
  onCheck,
  payAction,
  children,
}: NotConfirmedProps) {
  if (session && isSessionPaid(session)) return <AlreadyPaid refId={session.refId} />;
  const sessionCheckout =
    session && canPayNow(session) ? (
      <ButtonLink to={sessionCheckoutPath(session.refId)}>
        <CreditCard aria-hidden="true" className="size-5" />
        Try Payment Again
      </ButtonLink>
    ) : null;
  return (
    <PanelWithSupport
      icon={Hourglass}
      tone="warm"
      title="Payment not confirmed yet"
      actions={
        <>
          {payAction ?? sessionCheckout}
          <CheckAgainButton checking={checking} onCheck={onCheck} />
          <ButtonLink to="/" variant="secondary">
            Return to Home
          </ButtonLink>
        </>
      }
    >
      <p>
        {reason} Your answers are saved. If you completed the payment, check again in a moment; you
        are never charged twice.
      </p>
      {children}
      <CheckedAt lastChecked={checking ? null : lastChecked} />
    </PanelWithSupport>
  );
}

/** This checkout was not paid, but the session is: nothing more to pay (no double charge). */
export function AlreadyPaid({ refId }: { refId: string }) {
  return (
    <PanelWithSupport
      icon={BadgeCheck}
      tone="accent"
      title="This analysis is already paid"
      actions={
        <>
          <ButtonLink to={sessionCheckoutPath(refId)}>See where it stands</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Return to Home
          </ButtonLink>
        </>
      }
    >
      <p>
        This checkout wasn't used to pay, but your analysis is already paid for. There's nothing
        more to pay.
      </p>
    </PanelWithSupport>
  );
}

type AnalysisStatusProps = {
  refId: string;
  reading: AnalysisReading;
  checking: boolean;
  lastChecked: Date | null;
  onCheck?: () => void;
};

/** Where a paid session's analysis stands, exactly as the server said (D-12, D-19). */
export function AnalysisStatus({
  refId,
  reading,
  checking,
  lastChecked,
  onCheck,
}: AnalysisStatusProps) {
  const checkButton = onCheck ? <CheckAgainButton checking={checking} onCheck={onCheck} /> : null;
  switch (reading.analysis) {
    case 'sent':
      return (
        <StatusBox icon={MailCheck} tone="success" title="Analysis Sent!">
          <p>{reading.sentText}</p>
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
    case 'waiting_for_partner':
      return (
        <StatusBox icon={Hourglass} tone="warm" title={`Waiting for ${reading.partner}'s answers`}>
          <p>
            Your analysis will be sent as soon as {reading.partner} answers. Send them the questions
            from the sharing page.
          </p>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
            <ButtonLink to={sharePath(refId)}>Invite your partner</ButtonLink>
            {checkButton}
          </div>
          <CheckedAt lastChecked={checking ? null : lastChecked} />
        </StatusBox>
      );
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

/**
 * The heading of a checkout left although the analysis is paid: it claims no 'no charges were
 * made', and says there is nothing more to pay.
 */
export function LeftButPaidHeading({ title, extra }: { title: string; extra?: string }) {
  return (
    <>
      <DocumentTitle title="Already paid" />
      <PageHeading
        icon={
          <HeadingIcon tone="success">
            <BadgeCheck className="size-9" />
          </HeadingIcon>
        }
        title={title}
      >
        <p>
          You left a checkout, but this analysis is already paid for, so there's nothing more to
          pay.{extra ? ` ${extra}` : ''}
        </p>
      </PageHeading>
    </>
  );
}
