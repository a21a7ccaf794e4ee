export function NotFoundPage() {
  return (
    <main>
      <h1>NotFound</h1>
    </main>
  );
}
