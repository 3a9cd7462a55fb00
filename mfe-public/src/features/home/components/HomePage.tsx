import { Button } from 'shared_ui/Button';

export function HomePage() {
  return (
    <main style={{ padding: '2rem 1rem', maxWidth: 960, margin: '0 auto' }}>
      <h1>Welcome home</h1>
      <p>Ask a question, share a prayer request or tell us your testimony.</p>
      <Button to="/forms?tab=question">Ask a question</Button>
    </main>
  );
}
