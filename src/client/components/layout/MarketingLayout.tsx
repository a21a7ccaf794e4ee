import { type ReactElement, type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { NEW_TAB_HINT_ID } from '../ui/ButtonLink';
import type { FixedHeader } from './FixedHeader';
import { Footer } from './Footer';
import type { StickyHeader } from './StickyHeader';

type MarketingLayoutProps = {
  /**
   * <FixedHeader /> on the landing page, <StickyHeader /> on every other marketing page (D-13).
   * Passed in rather than chosen here, so that each page downloads only its own header.
   */
  header: ReactElement<unknown, typeof FixedHeader | typeof StickyHeader>;
  children: ReactNode;
};

/** Skip link, header, <main>, footer: the frame of every marketing page. */
export function MarketingLayout({ header, children }: MarketingLayoutProps) {
  useScrollOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-accent px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {header}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <span id={NEW_TAB_HINT_ID} hidden>
        Opens in a new tab
      </span>
    </div>
  );
}

/**
 * Client-side navigation keeps the old scroll position; a new page should start at its top, or
 * at its #anchor (the footer's /#pricing). Back/forward (POP) is left to the browser.
 */
let cameFromHistory = false;
if (typeof window !== 'undefined') {
  // Registered before the router subscribes, so the flag is set when the page re-renders.
  window.addEventListener('popstate', () => {
    cameFromHistory = true;
  });
}

function useScrollOnNavigate() {
  const [pathname] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger: two unknown paths render the same page without remounting it
  useEffect(() => {
    if (cameFromHistory) {
      cameFromHistory = false;
      return;
    }
    const { hash } = window.location;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
