import { hydrateRoot } from 'react-dom/client';
import { ManageDataForm } from '../pages/marketing/ManageDataForm';

/**
 * Hydrates the 'Manage my data' form of the static /privacy-ethics page on its own (an island,
 * docs/decisions/016); returns the function that unmounts it.
 */
export function hydrateManageData(container: HTMLElement): () => void {
  const root = hydrateRoot(container, <ManageDataForm />);
  return () => root.unmount();
}
