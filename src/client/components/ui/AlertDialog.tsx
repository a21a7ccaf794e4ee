import { CircleAlert } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from './Button';

export type AlertContent = {
  /** The spec's alert text, word for word (D-18): the dialog's accessible name. */
  title: string;
  /** A second line, e.g. that the answers are saved. */
  detail?: string;
  /** Where focus goes on close (the field to fix); the element focused before by default. */
  focusAfter?: HTMLElement | null;
};

/**
 * The spec's alerts as an accessible alert dialog (D-18). A native modal <dialog>: the page
 * behind is inert, Escape closes it, and it needs no injected <style>, which the strict CSP
 * blocks (the reason Radix AlertDialog is not used here).
 */
export function AlertDialog({
  content,
  onClose,
}: {
  content: AlertContent | null;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const detailId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (content) {
      if (!dialog.open) {
        const active = document.activeElement;
        returnTo.current = content.focusAfter ?? (active instanceof HTMLElement ? active : null);
        dialog.showModal();
      }
      return;
    }
    if (dialog.open) dialog.close();
    returnTo.current?.focus();
    returnTo.current = null;
  }, [content]);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={content?.detail ? detailId : undefined}
      // Escape: keep React's state the source of truth, so focus is returned the same way.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (content) onClose();
      }}
      className="m-auto w-[calc(100%-2.5rem)] max-w-md rounded-xl bg-surface p-6 text-ink shadow-raised backdrop:bg-plum/60 sm:p-8"
    >
      {content ? (
        <div className="flex flex-col items-center text-center">
          <span
            aria-hidden="true"
            className="inline-flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger"
          >
            <CircleAlert className="size-6" />
          </span>
          <h2 id={titleId} className="mt-4 text-xl font-bold text-balance">
            {content.title}
          </h2>
          {content.detail ? (
            <p id={detailId} className="mt-2 text-pretty text-muted">
              {content.detail}
            </p>
          ) : null}
          <Button onClick={onClose} fullWidth className="mt-6">
            OK
          </Button>
        </div>
      ) : null}
    </dialog>
  );
}
