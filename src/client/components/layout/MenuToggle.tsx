import { Menu, X } from 'lucide-react';
import type { RefObject } from 'react';

type MenuToggleProps = {
  open: boolean;
  controls: string;
  onClick: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

/** The mobile menu button. Its name stays 'Open menu'; aria-expanded carries the state. */
export function MenuToggle({ open, controls, onClick, buttonRef }: MenuToggleProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label="Open menu"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-plum-soft md:hidden"
    >
      {open ? (
        <X aria-hidden="true" className="size-6" />
      ) : (
        <Menu aria-hidden="true" className="size-6" />
      )}
    </button>
  );
}
