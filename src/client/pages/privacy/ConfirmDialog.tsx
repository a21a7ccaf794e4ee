import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../components/ui/Button';

/**
 * A yes/no confirmation in the look of components/ui/AlertDialog (which has one 'OK' button):
 * a native modal <dialog>, so the page behind is inert, Escape cancels, and no injected <style>
 * meets the strict CSP. Focus starts on the safe choice and returns where it was on close.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const detailId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        const active = document.activeElement;
        returnTo.current = active instanceof HTMLElement ? active : null;
        dialog.showModal();
        cancelRef.current?.focus();
      }
      return;
    }
    if (dialog.open) {
      dialog.close();
      returnTo.current?.focus();
      returnTo.current = null;
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={detailId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[calc(100%-2.5rem)] max-w-md rounded-xl bg-surface p-6 text-ink shadow-raised backdrop:bg-plum/60 sm:p-8"
    >
      <div className="flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="inline-flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger"
        >
          <TriangleAlert className="size-6" />
        </span>
        <h2 id={titleId} className="mt-4 text-xl font-bold text-balance">
          {title}
        </h2>
        <div id={detailId} className="mt-2 text-pretty wrap-anywhere text-muted">
          {children}
        </div>
        <div className="mt-6 flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          {/* Button has no danger look: the same shape, in the danger colour. */}
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-danger px-5 py-2.5 text-base font-semibold text-white shadow-card transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-50"
          >
            {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
