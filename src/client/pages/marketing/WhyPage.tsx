export function WhyPage() {
  return (
    <main>
      <h1>Why</h1>
    </main>
  );
}
