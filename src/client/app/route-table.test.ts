/**
 * The routes the server answers with the app shell (shared/routes.ts) are the routes the client
 * renders: AppRoutes.tsx is keyed by the same patterns (a type check), and here every pattern
 * leads to its own page, not to the not-found page.
 */
import { describe, expect, test } from 'vitest';
import { appRoutePatterns, marketingRoutes, matchesPattern } from '../../shared/routes';
import { appPageFor, notFoundPage } from './AppRoutes';
import { marketingPages } from './routes';

/** Whether the server answers `path` with the app shell: it serves every app pattern so. */
function isAppRoute(path: string): boolean {
  return appRoutePatterns.some((pattern) => matchesPattern(pattern, path));
}

/** A concrete path for a pattern: each `:name` segment becomes a sample value. */
function samplePath(pattern: string): string {
  return pattern.replace(/:[^/]+/g, 'sample-1');
}

describe('one route table', () => {
  test.each(appRoutePatterns.map((pattern) => [pattern]))(
    '%s: served with the app shell and rendered by its own page',
    (pattern) => {
      const path = samplePath(pattern);
      expect(isAppRoute(path), `the server answers ${path} with the app shell`).toBe(true);
      expect(appPageFor(path), `the client renders a page for ${path}`).not.toBe(notFoundPage);
    },
  );

  test('every marketing route has a page, and no app pattern takes a marketing path', () => {
    expect(Object.keys(marketingPages).sort()).toEqual(
      marketingRoutes.map((route) => route.path).sort(),
    );
    for (const { path } of marketingRoutes) expect(isAppRoute(path), path).toBe(false);
  });

  test('a path no pattern matches renders the not-found page', () => {
    expect(appPageFor('/no-such-page')).toBe(notFoundPage);
    expect(appPageFor('/checkout/basic/extra')).toBe(notFoundPage);
  });
});
