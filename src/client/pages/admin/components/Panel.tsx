import type { LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cx } from '../../../components/ui/cx';

/** A titled card of the dashboard: an icon, the <h2> (its name), optional controls, content. */
export function Panel({
  id,
  icon: Icon,
  title,
  lead,
  controls,
  children,
  headingRef,
  className,
}: {
  /** The heading's id; the section is named by it. */
  id: string;
  icon: LucideIcon;
  title: string;
  lead?: ReactNode;
  /** Buttons beside the heading (Refresh, Close). */
  controls?: ReactNode;
  children: ReactNode;
  /** For moving focus to the heading when the panel opens or changes. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cx('rounded-xl bg-surface p-5 shadow-card ring-1 ring-line sm:p-8', className)}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2
            id={id}
            ref={headingRef}
            tabIndex={-1}
            className="flex items-center gap-2 text-xl font-extrabold tracking-tight outline-none sm:text-2xl"
          >
            <Icon aria-hidden="true" className="size-6 shrink-0 text-accent" />
            {title}
          </h2>
          {lead ? <div className="mt-2 text-pretty text-muted">{lead}</div> : null}
        </div>
        {controls ? <div className="flex shrink-0 flex-wrap gap-2">{controls}</div> : null}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The empty state inside a panel: one calm sentence. */
export function EmptyNote({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg bg-canvas px-4 py-8 text-center text-muted ring-1 ring-line">
      <Icon aria-hidden="true" className="size-8 text-muted" />
      <p className="max-w-md text-pretty">{children}</p>
    </div>
  );
}

/** The loading state inside a panel, announced politely. */
export function PanelLoading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-3 py-4 text-muted">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-line border-t-accent"
      />
      {children}
    </p>
  );
}
