export function TermsPage() {
  return (
    <main>
      <h1>Terms</h1>
    </main>
  );
}
