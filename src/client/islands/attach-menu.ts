/**
 * The mobile menu of both site headers (D-13), without a framework, so that the static
 * marketing pages (docs/decisions/016) and the React app share one behaviour: the header's
 * React components render the markup and call this from an effect; the marketing pages' small
 * script calls it on the prerendered HTML.
 *
 * Markup: the header carries `data-menu`; inside it, the toggle `[data-menu-toggle]` (a button
 * with aria-expanded), the panel `[data-menu-panel]`, and `[data-menu-close]` on whatever closes
 * it (the backdrop, a close button). The state is the header's `data-open` attribute; the styles
 * follow it (Tailwind `group-data-open:` variants), so nothing is rendered again.
 *
 * Escape closes, focus moves into the panel on open and back to the toggle on close, the page
 * behind does not scroll, Tab stays inside the panel, a link in the panel closes it, and growing
 * past the md breakpoint (where the toggle is hidden) closes it.
 */

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';
const DESKTOP_QUERY = '(min-width: 768px)';

/** Wires one header's menu; returns the function that closes it and removes every listener. */
export function attachMenu(header: HTMLElement): () => void {
  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const panel = header.querySelector<HTMLElement>('[data-menu-panel]');
  if (!toggle || !panel) return () => {};
  const root = document.documentElement;
  const desktop = window.matchMedia(DESKTOP_QUERY);

  const isOpen = () => header.hasAttribute('data-open');

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'Tab' || !panel) return;
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
  }

  function onBreakpoint() {
    if (desktop.matches) close(false);
  }

  function open() {
    header.setAttribute('data-open', '');
    toggle?.setAttribute('aria-expanded', 'true');
    root.classList.add('overflow-hidden');
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onBreakpoint);
    panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }

  function close(returnFocus: boolean) {
    if (!isOpen()) return;
    header.removeAttribute('data-open');
    toggle?.setAttribute('aria-expanded', 'false');
    root.classList.remove('overflow-hidden');
    document.removeEventListener('keydown', onKeyDown);
    desktop.removeEventListener('change', onBreakpoint);
    if (returnFocus) toggle?.focus();
  }

  const onToggle = () => {
    if (isOpen()) close(true);
    else open();
  };
  const onHeaderClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-menu-close]')) close(true);
    // A link leaves the page (or the app shows another one): focus goes there, not to the toggle.
    else if (target?.closest('a[href]') && panel.contains(target)) close(false);
  };

  toggle.addEventListener('click', onToggle);
  header.addEventListener('click', onHeaderClick);
  return () => {
    close(false);
    toggle.removeEventListener('click', onToggle);
    header.removeEventListener('click', onHeaderClick);
  };
}
