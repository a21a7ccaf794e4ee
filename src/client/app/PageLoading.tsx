/** What shows while a page's chunk loads, or while the page reloads to fetch the current build. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-muted">
      Loading…
    </div>
  );
}
