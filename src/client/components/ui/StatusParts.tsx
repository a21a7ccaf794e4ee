import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * Small pieces the payment pages and /session-checkout share: status boxes, 'Checked at',
 * rows of an icon with a title and a line.
 */

const boxTones = {
  success: { box: 'bg-success-soft ring-success/20', icon: 'text-success' },
  warm: { box: 'bg-warm-soft ring-warm/30', icon: 'text-warning' },
  danger: { box: 'bg-danger-soft ring-danger/20', icon: 'text-danger' },
} as const;

export function StatusBox({
  icon: Icon,
  tone,
  title,
  titleId = 'analysis-title',
  children,
}: {
  icon: LucideIcon;
  tone: keyof typeof boxTones;
  title: string;
  /** The heading's id, which names the box; two boxes on one page need two. */
  titleId?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cx('rounded-xl p-5 ring-1 sm:p-6', boxTones[tone].box)}
    >
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-bold">
        <Icon aria-hidden="true" className={cx('size-6 shrink-0', boxTones[tone].icon)} />
        {title}
      </h2>
      <div className="mt-2 grid gap-2 text-pretty">{children}</div>
    </section>
  );
}

export function CheckRow({ button, lastChecked }: { button: ReactNode; lastChecked: Date | null }) {
  return (
    <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <CheckedAt lastChecked={lastChecked} />
      {button}
    </div>
  );
}

/** D-19: the page says when it last asked the server; empty (and hidden) before the first ask. */
export function CheckedAt({
  lastChecked,
  className,
}: {
  lastChecked: Date | null;
  className?: string;
}) {
  return (
    <p role="status" className={cx('text-sm font-semibold empty:hidden', className)}>
      {lastChecked
        ? `Checked at ${lastChecked.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}.`
        : ''}
    </p>
  );
}

/** One item of a list of what comes next or what is included: an icon, a title, a line. */
export function IconListItem({
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
