import { useDocumentTitle } from '../../../lib/use-document-title';

/** Sets the tab title ('<title> | mSoul'); a component so that each state can set its own. */
export function Title({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}
