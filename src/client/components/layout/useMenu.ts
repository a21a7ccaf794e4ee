import { type RefObject, useEffect, useRef } from 'react';
import { attachMenu } from '../../islands/attach-menu';

/**
 * The mobile menu's behaviour (islands/attach-menu.ts, shared with the static marketing pages)
 * on a header React rendered: put the returned ref on the header element.
 */
export function useMenu(): RefObject<HTMLElement | null> {
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = headerRef.current;
    return header ? attachMenu(header) : undefined;
  }, []);
  return headerRef;
}
