/**
 * The landing hero illustration: two people as two circles, the overlap is the relationship.
 * Purely decorative, drawn in code (no stock photos, docs/product.md §11).
 */
export function HeroArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 480 420" className="h-auto w-full" fill="none">
      <circle cx="240" cy="210" r="200" fill="#fdebd8" />
      <circle cx="180" cy="210" r="120" fill="#c8234a" />
      <circle cx="300" cy="210" r="120" fill="#f6a45a" />
      <path d="M240 106.1A120 120 0 0 1 240 313.9A120 120 0 0 1 240 106.1z" fill="#2e1a3b" />
      <path
        d="M240 244c-2 0-28-16-28-34a14 14 0 0 1 28-5a14 14 0 0 1 28 5c0 18-26 34-28 34z"
        fill="#ffffff"
      />
      <g fill="#ffffff" fillOpacity="0.95">
        <rect x="40" y="60" width="132" height="44" rx="22" />
        <rect x="320" y="330" width="120" height="44" rx="22" />
      </g>
      <g fill="#2e1a3b">
        <circle cx="66" cy="82" r="7" />
        <rect x="82" y="76" width="72" height="12" rx="6" fillOpacity="0.25" />
        <circle cx="346" cy="352" r="7" fill="#157a3c" />
        <rect x="362" y="346" width="60" height="12" rx="6" fillOpacity="0.25" />
      </g>
      <circle cx="418" cy="96" r="14" fill="#c8234a" fillOpacity="0.25" />
      <circle cx="62" cy="330" r="9" fill="#2e1a3b" fillOpacity="0.2" />
    </svg>
  );
}
