/**
 * Client-side navigation from a static marketing page (docs/decisions/016): a click on a link to
 * another page of the site loads the app (once), which renders that page in place, as it did
 * when every marketing page was hydrated. The app's code is fetched when a link is first pointed
 * at, touched or focused, so that it is usually there by the click. Should it not load (a
 * dropped request, a deploy that replaced it), the browser follows the link as a plain one.
 */

type AppModule = typeof import('../app/start-app');

let loading: Promise<AppModule> | null = null;

function loadApp(): Promise<AppModule> {
  if (!loading) {
    loading = import('../app/start-app');
    // A failed load is tried again by the next click or hover, not remembered.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Where a link event leads when the app should show it; null when the browser follows it. */
function appTarget(event: Event): URL | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const target = new URL(link.href);
  const here = window.location;
  if (target.origin !== here.origin || target.pathname.startsWith('/api/')) return null;
  // Anchors (the skip link, '/#pricing') scroll, which the browser does itself.
  if (link.getAttribute('href')?.includes('#')) return null;
  // The page itself: the browser loads it again, as a plain link would.
  if (target.pathname === here.pathname && target.search === here.search) return null;
  return target;
}

/**
 * Hands clicks on the site's links to the app. `beforeTakeOver` runs once the next page is
 * ready, just before the app replaces the static one (menus and islands let go of it there).
 */
export function followLinksInApp(doc: Document, beforeTakeOver: () => void): void {
  const listening = new AbortController();
  const { signal } = listening;

  const warm = (event: Event) => {
    if (appTarget(event)) loadApp().catch(() => {});
  };
  doc.addEventListener('pointerover', warm, { passive: true, signal });
  doc.addEventListener('touchstart', warm, { passive: true, signal });
  doc.addEventListener('focusin', warm, { signal });

  let navigating = false;
  doc.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = appTarget(event);
      if (!target) return;
      event.preventDefault();
      if (navigating) return;
      navigating = true;
      loadApp()
        .then(async ({ takeOverAt }) => {
          const root = doc.getElementById('root');
          if (!root) throw new Error('#root is missing from the page');
          await takeOverAt(root, target.href, () => {
            // From here on the app's router handles links and history.
            listening.abort();
            beforeTakeOver();
          });
        })
        .catch(() => {
          window.location.assign(target.href);
        });
    },
    { signal },
  );
}
