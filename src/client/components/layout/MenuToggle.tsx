import { Menu, X } from 'lucide-react';

/**
 * The mobile menu button. Its name stays 'Open menu'; aria-expanded carries the state, which
 * islands/attach-menu.ts sets, with the header's data-open that swaps the two icons.
 */
export function MenuToggle({ controls }: { controls: string }) {
  return (
    <button
      data-menu-toggle=""
      type="button"
      aria-label="Open menu"
      aria-expanded={false}
      aria-controls={controls}
      className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-plum-soft md:hidden"
    >
      <Menu aria-hidden="true" className="size-6 group-data-open:hidden" />
      <X aria-hidden="true" className="hidden size-6 group-data-open:block" />
    </button>
  );
}
