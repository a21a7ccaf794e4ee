import { Link, useLocation } from 'wouter';
import { cx } from '../ui/cx';

type HeaderNavLinkProps = {
  to: string;
  label: string;
  /** Mobile menu rows are full width and taller. */
  block?: boolean;
};

/** A header link; marks the page you are on with aria-current="page". */
export function HeaderNavLink({ to, label, block = false }: HeaderNavLinkProps) {
  const [location] = useLocation();
  return (
    <Link
      to={to}
      aria-current={location === to ? 'page' : undefined}
      className={cx(
        'inline-flex min-h-11 items-center rounded-full font-semibold text-ink transition-colors hover:text-accent aria-[current=page]:text-accent',
        block ? 'w-full rounded-md px-4 text-lg hover:bg-plum-soft' : 'px-3 text-[15px]',
      )}
    >
      {label}
    </Link>
  );
}
