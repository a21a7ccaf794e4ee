export function PrivacyEthicsPage() {
  return (
    <main>
      <h1>PrivacyEthics</h1>
    </main>
  );
}
