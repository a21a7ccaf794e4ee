import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cx } from './cx';
import { useModalDialog } from './use-modal-dialog';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A sentence under the title, read with it when the dialog opens. */
  description?: ReactNode;
  /** 'alertdialog' for a confirmation that interrupts (the purge). */
  role?: 'dialog' | 'alertdialog';
  /** Buttons at the bottom, right-aligned on wide screens. */
  actions?: ReactNode;
  children?: ReactNode;
  size?: 'md' | 'lg';
};

/**
 * A modal dialog with a title, a close button and actions, on the native <dialog> (see
 * useModalDialog). Focus goes to the control marked `data-autofocus` (else the first one) and
 * back to the opener on close.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  role = 'dialog',
  actions,
  children,
  size = 'md',
}: DialogProps) {
  const modal = useModalDialog({ open, onClose });
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      {...modal}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cx(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] overflow-y-auto rounded-xl bg-surface p-5 text-ink shadow-raised backdrop:bg-plum/60 sm:p-8',
        size === 'lg' ? 'max-w-3xl' : 'max-w-lg',
      )}
    >
      {open ? (
        <div className="flex flex-col gap-5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 id={titleId} className="text-xl font-bold text-balance break-words sm:text-2xl">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-2 text-pretty text-muted">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-plum-soft hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {children}
          {actions ? (
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{actions}</div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
