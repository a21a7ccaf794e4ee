import { ButtonLink } from '../ui/ButtonLink';
import { Container } from '../ui/Container';
import { cx } from '../ui/cx';
import { DesktopNav, MenuNavList } from './HeaderNav';
import { Logo } from './Logo';
import { MenuToggle } from './MenuToggle';
import { START_SCAN, stickyHeaderLinks } from './nav-links';
import { useMenu } from './useMenu';

const MENU_ID = 'site-menu';

/**
 * The header of every marketing page except the landing page (D-13): sticks to the top while
 * scrolling; below md the links drop down from a menu toggle.
 */
export function StickyHeader() {
  const menu = useMenu({ trapFocus: true });

  return (
    // No backdrop-filter here: it would make the fixed menu below position itself against the
    // header instead of the viewport.
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/95">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <DesktopNav links={stickyHeaderLinks} />
        <MenuToggle
          open={menu.open}
          controls={MENU_ID}
          onClick={menu.toggle}
          buttonRef={menu.toggleRef}
        />
      </Container>

      {/* The menu, then the backdrop filling the rest of the screen below it. */}
      <div
        className={cx(
          'fixed inset-x-0 top-16 bottom-0 z-40 flex flex-col md:hidden',
          // As in FixedHeader: visibility animates only on close so focus can move in on open.
          menu.open ? 'visible' : 'invisible transition-[visibility] duration-200',
        )}
      >
        <div
          id={MENU_ID}
          ref={menu.panelRef}
          className={cx(
            'max-h-full overflow-y-auto border-b border-line bg-surface shadow-raised transition duration-200 ease-out',
            menu.open ? 'translate-y-0 opacity-100' : '-translate-y-2 opacity-0',
          )}
        >
          <MenuNavList links={stickyHeaderLinks} onNavigate={menu.close} />
          <div className="p-4">
            <ButtonLink to={START_SCAN.to} fullWidth size="lg">
              {START_SCAN.label}
            </ButtonLink>
          </div>
        </div>
        <div
          aria-hidden="true"
          onClick={menu.close}
          className={cx(
            'flex-1 bg-ink/40 transition-opacity duration-200',
            menu.open ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
    </header>
  );
}
