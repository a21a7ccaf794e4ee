import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';
const DESKTOP_QUERY = '(min-width: 768px)';

export type MenuControls = {
  open: boolean;
  toggle: () => void;
  close: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
};

/**
 * Open/close state for the mobile menus (both header variants): Escape closes, focus moves into
 * the panel on open and back to the toggle on close, the page behind does not scroll, and
 * `trapFocus` keeps Tab inside a drawer that covers the page.
 */
export function useMenu({ trapFocus = false }: { trapFocus?: boolean } = {}): MenuControls {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Only a close that the person asked for returns focus (not the first render).
  const returnFocus = useRef(false);

  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  const toggle = useCallback(() => {
    if (open) close();
    else setOpen(true);
  }, [open, close]);

  useEffect(() => {
    if (!open) {
      if (returnFocus.current) toggleRef.current?.focus();
      returnFocus.current = false;
      return;
    }
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const root = document.documentElement;
    root.classList.add('overflow-hidden');

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (!trapFocus || event.key !== 'Tab' || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Growing past the md breakpoint hides the toggle, so a left-open menu must close.
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onBreakpoint = () => {
      if (desktop.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onBreakpoint);
    return () => {
      root.classList.remove('overflow-hidden');
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onBreakpoint);
    };
  }, [open, close, trapFocus]);

  return { open, toggle, close, toggleRef, panelRef };
}
