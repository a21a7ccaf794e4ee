import { type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ManageDataForm } from '../pages/marketing/ManageDataForm';

/** Calls `onHydrated` once React has taken over its children (after the commit). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return children;
}

/**
 * Hydrates the 'Manage my data' form of the static /privacy-ethics page on its own (an island,
 * docs/decisions/016), keeping what was typed before. Resolves, with the function that unmounts
 * it, once React handles the form's events.
 */
export function hydrateManageData(container: HTMLElement): Promise<() => void> {
  const typed = container.querySelector<HTMLInputElement>('input[name="email"]')?.value ?? '';
  return new Promise((resolve) => {
    const root = hydrateRoot(
      container,
      <Hydrated onHydrated={() => resolve(() => root.unmount())}>
        <ManageDataForm initialEmail={typed} />
      </Hydrated>,
    );
  });
}
