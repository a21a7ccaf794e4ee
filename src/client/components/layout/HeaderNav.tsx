import { ButtonLink } from '../ui/ButtonLink';
import { HeaderNavLink } from './HeaderNavLink';
import { type NavItem, START_SCAN } from './nav-links';

/** The header's links and 'Start Your Scan' in a row, from md up. */
export function DesktopNav({ links }: { links: readonly NavItem[] }) {
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
      <ul className="flex items-center gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <HeaderNavLink to={link.to} label={link.label} />
          </li>
        ))}
      </ul>
      <ButtonLink to={START_SCAN.to} className="ml-3">
        {START_SCAN.label}
      </ButtonLink>
    </nav>
  );
}

/** The same links as full-width rows for the mobile menu; choosing one closes the menu. */
export function MenuNavList({ links }: { links: readonly NavItem[] }) {
  return (
    <nav aria-label="Main menu" className="px-3 pt-3 pb-1">
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <HeaderNavLink to={link.to} label={link.label} block />
          </li>
        ))}
      </ul>
    </nav>
  );
}
