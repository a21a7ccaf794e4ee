export function ProofPage() {
  return (
    <main>
      <h1>Proof</h1>
    </main>
  );
}
