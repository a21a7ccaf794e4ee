export function HowItWorksPage() {
  return (
    <main>
      <h1>HowItWorks</h1>
    </main>
  );
}
