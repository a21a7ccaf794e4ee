import { X } from 'lucide-react';
import { ButtonLink } from '../ui/ButtonLink';
import { Container } from '../ui/Container';
import { cx } from '../ui/cx';
import { DesktopNav, MenuNavList } from './HeaderNav';
import { Logo } from './Logo';
import { MenuToggle } from './MenuToggle';
import { fixedHeaderLinks, START_SCAN } from './nav-links';
import { useMenu } from './useMenu';

const DRAWER_ID = 'site-drawer';
/** The drawer and the backdrop share the screen, so a tap on the backdrop never lands on the drawer. */
const DRAWER_WIDTH = 'w-[min(20rem,85vw)]';

/**
 * The landing page header (D-13): fixed to the top, links inline from md up, and below md a
 * drawer that slides in from the right. Open or closed is the header's data-open attribute
 * (islands/attach-menu.ts), which the `group-data-open:` classes follow.
 */
export function FixedHeader() {
  const headerRef = useMenu();

  return (
    <>
      {/* The header floats over the page; this keeps the page's top from sliding under it. */}
      <div aria-hidden="true" className="h-16" />
      <header
        ref={headerRef}
        data-menu=""
        className="group fixed inset-x-0 top-0 z-40 border-b border-line bg-canvas/95"
      >
        <Container className="flex h-16 items-center justify-between gap-4">
          <Logo />
          <DesktopNav links={fixedHeaderLinks} />
          <MenuToggle controls={DRAWER_ID} />
        </Container>

        {/* Kept in the DOM so aria-controls always points somewhere; `invisible` hides it from
          everyone (and from Tab) once the slide-out transition has finished. Visibility
          transitions only on close (to let the slide-out play); on open it must flip at once,
          or focusing into the drawer fails. */}
        <div className="invisible transition-[visibility] duration-300 group-data-open:visible group-data-open:transition-none md:hidden">
          <div
            aria-hidden="true"
            data-menu-close=""
            className="fixed inset-y-0 left-0 right-[min(20rem,85vw)] z-50 bg-ink/50 opacity-0 transition-opacity duration-300 group-data-open:opacity-100"
          />
          <div
            id={DRAWER_ID}
            data-menu-panel=""
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            className={cx(
              'fixed inset-y-0 right-0 z-50 flex translate-x-full flex-col overflow-y-auto bg-surface shadow-raised transition-transform duration-300 ease-out group-data-open:translate-x-0',
              DRAWER_WIDTH,
            )}
          >
            <div className="flex h-16 items-center justify-between border-b border-line px-4">
              <span className="text-sm font-semibold uppercase tracking-wider text-muted">
                Menu
              </span>
              <button
                type="button"
                aria-label="Close menu"
                data-menu-close=""
                className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-plum-soft"
              >
                <X aria-hidden="true" className="size-6" />
              </button>
            </div>
            <MenuNavList links={fixedHeaderLinks} />
            <div className="mt-auto border-t border-line p-4">
              <ButtonLink to={START_SCAN.to} fullWidth size="lg">
                {START_SCAN.label}
              </ButtonLink>
              <p className="mt-3 text-center text-sm text-muted">
                Free to start. Answers deleted after 30 days.
              </p>
            </div>
          </div>
        </div>
      </header>
    </>
  );
}
