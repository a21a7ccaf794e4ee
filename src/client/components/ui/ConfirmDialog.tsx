import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { AlertFrame } from './AlertDialog';
import { Button } from './Button';

/**
 * A yes/no confirmation in the look of AlertDialog (which has one 'OK' button). Focus starts on
 * the safe choice; while `busy`, neither button nor Escape does anything.
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
  const detailId = useId();
  return (
    <AlertFrame
      open={open}
      onClose={onCancel}
      dismissible={!busy}
      icon={TriangleAlert}
      title={title}
      describedBy={detailId}
    >
      <div id={detailId} className="mt-2 text-pretty wrap-anywhere text-muted">
        {children}
      </div>
      <div className="mt-6 flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
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
    </AlertFrame>
  );
}
