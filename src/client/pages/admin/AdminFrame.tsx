import { type ReactNode, useEffect } from 'react';
import { Logo } from '../../components/layout/Logo';
import { Badge } from '../../components/ui/Badge';
import { Container } from '../../components/ui/Container';

/**
 * The frame of /admin: skip link, a slim header (the wordmark, 'Admin', and the signed-in
 * admin's controls), and the content column. No marketing navigation or footer.
 */
export function AdminFrame({ header, children }: { header?: ReactNode; children: ReactNode }) {
  useNoIndex();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-accent px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="border-b border-line bg-surface">
        <Container className="flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
          <div className="flex items-center gap-3">
            <Logo />
            <Badge tone="plum">Admin</Badge>
          </div>
          {header}
        </Container>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Container className="py-8 sm:py-12">{children}</Container>
      </main>
    </div>
  );
}

/**
 * Keeps search engines off the admin area. The app shell the server sends for /admin already says
 * `noindex` (scripts/prerender.mjs) and robots.txt disallows /admin; this also covers arriving
 * here by client-side navigation from an indexed page.
 */
function useNoIndex(): void {
  useEffect(() => {
    const existing = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const meta = existing ?? document.createElement('meta');
    const previous = existing?.getAttribute('content') ?? null;
    if (!existing) {
      meta.name = 'robots';
      document.head.append(meta);
    }
    meta.content = 'noindex, nofollow';
    return () => {
      if (!existing) meta.remove();
      else if (previous !== null) meta.content = previous;
    };
  }, []);
}
