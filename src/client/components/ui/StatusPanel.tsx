import type { LucideIcon } from 'lucide-react';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from './Container';
import { cx } from './cx';

const toneClasses = {
  accent: 'bg-accent-soft text-accent-strong',
  warm: 'bg-warm-soft text-warning',
  plum: 'bg-plum-soft text-plum',
  danger: 'bg-danger-soft text-danger',
} as const;

type StatusPanelProps = {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  tone?: keyof typeof toneClasses;
  /** h1 when the panel is the whole page, h2 inside a page that has its own h1. */
  headingLevel?: 1 | 2;
};

/** A centred card for the empty, error, not-found and waiting states of the app pages. */
export function StatusPanel({
  icon: Icon,
  title,
  children,
  actions,
  tone = 'accent',
  headingLevel = 1,
}: StatusPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-xl bg-surface p-8 text-center shadow-card ring-1 ring-line sm:p-10">
      <span
        aria-hidden="true"
        className={cx(
          'inline-flex size-14 items-center justify-center rounded-full',
          toneClasses[tone],
        )}
      >
        <Icon className="size-7" />
      </span>
      <Heading className="mt-5 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
        {title}
      </Heading>
      {children ? <div className="mt-3 text-pretty text-muted">{children}</div> : null}
      {actions ? (
        <div className="mt-7 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          {actions}
        </div>
      ) : null}
    </div>
  );
}

/** The loading state of an app page: a spinner and a sentence, announced politely. */
export function LoadingPanel({ label }: { label: string }) {
  return (
    <Container className="flex min-h-[50dvh] items-center justify-center py-16">
      <p role="status" className="flex items-center gap-3 text-lg text-muted">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-accent" />
        {label}
      </p>
    </Container>
  );
}
