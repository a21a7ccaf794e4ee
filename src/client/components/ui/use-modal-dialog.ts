import { type SyntheticEvent, useEffect, useRef } from 'react';

type ModalDialogOptions = {
  open: boolean;
  /** Asks the owner to set `open` to false: Escape, or the browser closing the dialog itself. */
  onClose: () => void;
  /** False while a step runs that must not be walked away from: Escape then does nothing. */
  dismissible?: boolean;
  /** Where focus goes on close; the element focused before opening by default. */
  returnFocusTo?: HTMLElement | null;
};

/**
 * The behaviour of a modal on the native <dialog>, which makes the page behind inert and needs
 * no injected <style> (the strict CSP blocks it, the reason Radix is not used). `open` drives
 * `showModal()`/`close()`; focus goes to the control marked `data-autofocus` (else the browser's
 * first one) and back on close. Spread the result onto the <dialog>.
 */
export function useModalDialog({
  open,
  onClose,
  dismissible = true,
  returnFocusTo,
}: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  // returnFocusTo is read on opening only: a new one while open or shut changes nothing here.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        const active = document.activeElement;
        returnTo.current = returnFocusTo ?? (active instanceof HTMLElement ? active : null);
        dialog.showModal();
        dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      }
      return;
    }
    if (dialog.open) dialog.close();
    // Also after the browser closed it itself (the close event below), when it is already shut.
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  }, [open, returnFocusTo]);

  return {
    ref,
    // Escape: keep React's state the source of truth, so focus is returned the same way.
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      if (dismissible) onClose();
    },
    // The browser may close it without a cancellable cancel (Escape pressed twice): follow it.
    onClose: () => {
      if (open) onClose();
    },
  };
}
