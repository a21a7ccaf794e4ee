import { useEffect } from 'react';

/**
 * The tab title of a page that is not in the marketing site map (those get theirs from
 * app/PageMeta.tsx). Runs after PageMeta's effect, so it wins for these pages.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | mSoul`;
  }, [title]);
}
