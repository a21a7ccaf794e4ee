export type NavItem = { to: string; label: string };

/** Fixed header (landing page, D-13): docs/product.md §2 link order. */
export const fixedHeaderLinks: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/why', label: 'Why' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/algorithm', label: 'Algorithm' },
];

/** Sticky header (every other marketing page, D-13): docs/product.md §2 link order. */
export const stickyHeaderLinks: readonly NavItem[] = [
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/algorithm', label: 'Algorithm' },
  { to: '/why', label: 'Why' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/proof', label: 'Proof' },
];

export const START_SCAN = { to: '/start-scan', label: 'Start Your Scan' } as const;
