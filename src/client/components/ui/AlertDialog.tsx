import { CircleAlert, type LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from './Button';
import { useModalDialog } from './use-modal-dialog';

export type AlertContent = {
  /**
   * The fixed alert text (docs/product.md §11), word for word (D-18): the dialog's accessible name.
   */
  title: string;
  /** A second line, e.g. that the answers are saved. */
  detail?: string;
  /** Where focus goes on close (the field to fix); the element focused before by default. */
  focusAfter?: HTMLElement | null;
};

/**
 * The fixed alerts (docs/product.md §11) as an accessible alert dialog (D-18), on the native
 * <dialog> (see useModalDialog): the page behind is inert and Escape closes it. Focus starts on
 * 'OK'.
 */
export function AlertDialog({
  content,
  onClose,
}: {
  content: AlertContent | null;
  onClose: () => void;
}) {
  const detailId = useId();
  return (
    <AlertFrame
      open={content !== null}
      onClose={onClose}
      returnFocusTo={content?.focusAfter}
      icon={CircleAlert}
      title={content?.title ?? ''}
      describedBy={content?.detail ? detailId : undefined}
    >
      {content?.detail ? (
        <p id={detailId} className="mt-2 text-pretty text-muted">
          {content.detail}
        </p>
      ) : null}
      <Button onClick={onClose} fullWidth className="mt-6" data-autofocus>
        OK
      </Button>
    </AlertFrame>
  );
}

/**
 * The look of the alert dialogs (this one and ConfirmDialog): a modal alertdialog with a danger
 * icon and the title centred, then the caller's detail (with the id `describedBy`) and buttons.
 */
export function AlertFrame({
  open,
  onClose,
  dismissible,
  returnFocusTo,
  icon: Icon,
  title,
  describedBy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  dismissible?: boolean;
  returnFocusTo?: HTMLElement | null;
  icon: LucideIcon;
  title: string;
  describedBy?: string;
  children: ReactNode;
}) {
  const modal = useModalDialog({ open, onClose, dismissible, returnFocusTo });
  const titleId = useId();
  return (
    <dialog
      {...modal}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className="m-auto w-[calc(100%-2.5rem)] max-w-md rounded-xl bg-surface p-6 text-ink shadow-raised backdrop:bg-plum/60 sm:p-8"
    >
      {open ? (
        <div className="flex flex-col items-center text-center">
          <span
            aria-hidden="true"
            className="inline-flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger"
          >
            <Icon className="size-6" />
          </span>
          <h2 id={titleId} className="mt-4 text-xl font-bold text-balance">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
