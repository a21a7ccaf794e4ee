import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { NEW_TAB_HINT_ID } from '../ui/ButtonLink';
import { FixedHeader } from './FixedHeader';
import { Footer } from './Footer';
import { StickyHeader } from './StickyHeader';

type MarketingLayoutProps = {
  /** 'fixed' for the landing page, 'sticky' for every other marketing page (D-13). */
  header: 'fixed' | 'sticky';
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
      {header === 'fixed' ? <FixedHeader /> : <StickyHeader />}
      {/* The fixed header floats over the page, so the landing page makes room for it. */}
      <main id="main" tabIndex={-1} className={header === 'fixed' ? 'flex-1 pt-16 outline-none' : 'flex-1 outline-none'}>
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
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, navigationType]);
}
