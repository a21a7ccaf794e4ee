import { ButtonLink } from '../ui/ButtonLink';
import { Container } from '../ui/Container';
import { DesktopNav, MenuNavList } from './HeaderNav';
import { Logo } from './Logo';
import { MenuToggle } from './MenuToggle';
import { START_SCAN, stickyHeaderLinks } from './nav-links';
import { useMenu } from './useMenu';

const MENU_ID = 'site-menu';

/**
 * The header of every marketing page except the landing page (D-13): sticks to the top while
 * scrolling; below md the links drop down from a menu toggle. Open or closed is the header's
 * data-open attribute (islands/attach-menu.ts), which the `group-data-open:` classes follow.
 */
export function StickyHeader() {
  const headerRef = useMenu();

  return (
    // No backdrop-filter here: it would make the fixed menu below position itself against the
    // header instead of the viewport.
    <header
      ref={headerRef}
      data-menu=""
      className="group sticky top-0 z-40 border-b border-line bg-canvas/95"
    >
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <DesktopNav links={stickyHeaderLinks} />
        <MenuToggle controls={MENU_ID} />
      </Container>

      {/* The menu, then the backdrop filling the rest of the screen below it. As in FixedHeader:
        visibility animates only on close so focus can move in on open. */}
      <div className="invisible fixed inset-x-0 top-16 bottom-0 z-40 flex flex-col transition-[visibility] duration-200 group-data-open:visible group-data-open:transition-none md:hidden">
        <div
          id={MENU_ID}
          data-menu-panel=""
          className="max-h-full -translate-y-2 overflow-y-auto border-b border-line bg-surface opacity-0 shadow-raised transition duration-200 ease-out group-data-open:translate-y-0 group-data-open:opacity-100"
        >
          <MenuNavList links={stickyHeaderLinks} />
          <div className="p-4">
            <ButtonLink to={START_SCAN.to} fullWidth size="lg">
              {START_SCAN.label}
            </ButtonLink>
          </div>
        </div>
        <div
          aria-hidden="true"
          data-menu-close=""
          className="flex-1 bg-ink/40 opacity-0 transition-opacity duration-200 group-data-open:opacity-100"
        />
      </div>
    </header>
  );
}
