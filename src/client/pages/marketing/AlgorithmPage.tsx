export function AlgorithmPage() {
  return (
    <main>
      <h1>Algorithm</h1>
    </main>
  );
}
