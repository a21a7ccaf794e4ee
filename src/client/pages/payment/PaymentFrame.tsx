import { Check, CircleCheck, Copy, LifeBuoy } from 'lucide-react';
import type { ReactNode } from 'react';
import { MarketingLayout } from '../../components/layout/MarketingLayout';
import { StickyHeader } from '../../components/layout/StickyHeader';
import { Button } from '../../components/ui/Button';
import { Container } from '../../components/ui/Container';
import { cx } from '../../components/ui/cx';
import { ScanProviders } from '../../lib/providers';
import { supportEmail } from '../../lib/runtime-settings';
import { useCopy } from '../../lib/use-copy';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The frame of the payment pages: providers inside the page's own lazy chunk (lib/providers.tsx),
 * the site header and footer, and one content column.
 */
export function PaymentPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ScanProviders>
      <MarketingLayout header={<StickyHeader />}>
        <Container className="py-8 sm:py-14">
          <div className="mx-auto max-w-3xl">
            <DocumentTitle title={title} />
            {children}
          </div>
        </Container>
      </MarketingLayout>
    </ScanProviders>
  );
}

/** A component so that a page can change its title with its state. */
export function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** The support address from SUPPORT_EMAIL, as a mail link (docs/product.md §2 '{email}'). */
export function SupportLine({ children = 'Questions? Write to us at' }: { children?: ReactNode }) {
  const email = supportEmail();
  return (
    <p className="flex items-start justify-center gap-2 text-center text-pretty text-muted">
      <LifeBuoy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-strong" />
      <span>
        {children}{' '}
        <a
          href={`mailto:${email}`}
          className="font-semibold break-all text-accent-strong underline underline-offset-4"
        >
          {email}
        </a>
      </span>
    </p>
  );
}

type CopyValueProps = {
  /** What is shown and copied, e.g. the reference ID. */
  value: string;
  label: string;
  /** The button's name before copying, e.g. 'Copy'. */
  buttonLabel?: string;
  /** Called after a successful copy (the newer page toasts, docs/product.md §2). */
  onCopied?: () => void;
};

/**
 * An ID shown in a monospace box with a copy button that says 'Copied!' for 2 seconds
 * (docs/product.md §9). A refused copy toasts 'Copy Failed' (useCopy) and selects the ID for
 * copying by hand.
 */
export function CopyValue({ value, label, buttonLabel = 'Copy', onCopied }: CopyValueProps) {
  const { copied, copy } = useCopy();
  const valueId = `copy-value-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const run = async () => {
    if (await copy(value)) {
      onCopied?.();
      return;
    }
    const element = document.getElementById(valueId);
    const selection = window.getSelection();
    if (element && selection) selection.selectAllChildren(element);
  };
  return (
    <div className="rounded-lg bg-canvas p-4 ring-1 ring-line">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <code id={valueId} className="font-mono text-base font-semibold break-all text-ink">
          {value}
        </code>
        <Button variant={copied ? 'secondary' : 'primary'} onClick={run} className="shrink-0">
          {copied ? (
            <Check aria-hidden="true" className="size-5 text-success" />
          ) : (
            <Copy aria-hidden="true" className="size-5" />
          )}
          {copied ? 'Copied!' : buttonLabel}
        </Button>
      </div>
      <span role="status" className="sr-only">
        {copied ? `${label} copied.` : ''}
      </span>
    </div>
  );
}

/** A heading block shared by the pages: an icon, the h1 and a lead sentence. */
export function PageHeading({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center text-center">
      {icon}
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </h1>
      {children ? (
        <div className="mt-3 max-w-2xl text-lg text-pretty text-muted">{children}</div>
      ) : null}
    </div>
  );
}

/** The tab title and the heading of a payment that went through: a green tick above the h1. */
export function PaidHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <DocumentTitle title={title} />
      <PageHeading
        icon={
          <HeadingIcon tone="success">
            <CircleCheck className="size-9" />
          </HeadingIcon>
        }
        title={title}
      >
        {children}
      </PageHeading>
    </>
  );
}

/** The round icon above a page heading. */
export function HeadingIcon({
  children,
  tone,
}: {
  children: ReactNode;
  tone: 'success' | 'warm' | 'accent' | 'danger';
}) {
  const tones = {
    success: 'bg-success-soft text-success',
    warm: 'bg-warm-soft text-warning',
    accent: 'bg-accent-soft text-accent-strong',
    danger: 'bg-danger-soft text-danger',
  } as const;
  return (
    <span
      aria-hidden="true"
      className={cx('inline-flex size-16 items-center justify-center rounded-full', tones[tone])}
    >
      {children}
    </span>
  );
}
