import { LifeBuoy } from 'lucide-react';
import { safetyNote } from '../../../../shared/content/claims';

/** The serious note about safety: plain words, no jokes (docs/product.md §11). */
export function SafetyNote({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <aside
      aria-labelledby="safety-note-title"
      className="flex flex-col gap-4 rounded-xl bg-surface p-6 ring-1 ring-line sm:flex-row sm:p-8"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-plum-soft text-plum"
      >
        <LifeBuoy className="size-6" />
      </span>
      <div>
        <Heading id="safety-note-title" className="text-xl font-extrabold">
          {safetyNote.title}
        </Heading>
        <p className="mt-2 text-muted">{safetyNote.body}</p>
      </div>
    </aside>
  );
}
