import type { ReactNode } from 'react';
import { disclaimers } from '../../../../shared/content/limits';
import { Section } from '../../../components/ui/Section';

type CtaBandProps = {
  id: string;
  title: string;
  lead: string;
  /** One or two ButtonLinks (use the 'inverse' variants: they sit on the accent colour). */
  children: ReactNode;
};

/** The closing call to action: an accent card with the honest small print under it. */
export function CtaBand({ id, title, lead, children }: CtaBandProps) {
  return (
    <Section labelledBy={id}>
      <div
        data-tone="accent"
        className="relative overflow-hidden rounded-xl bg-accent px-6 py-12 text-center text-white shadow-raised sm:px-12 sm:py-16"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 200 200"
          className="pointer-events-none absolute -top-20 -left-20 size-64 opacity-20"
          fill="none"
        >
          <circle cx="80" cy="100" r="70" fill="#f6a45a" />
          <circle cx="130" cy="100" r="70" fill="#2e1a3b" />
        </svg>
        <div className="relative mx-auto max-w-2xl">
          <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-white">{lead}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            {children}
          </div>
          <p className="mt-6 text-sm text-white">
            {disclaimers.guidance} {disclaimers.retention}
          </p>
        </div>
      </div>
    </Section>
  );
}
