// The bare React 19 page the bench sets beside the product's pages (issue 30 item 5): a sign-in form
// and nothing else, so its Lighthouse figures are what React itself costs on this machine.
import { createRoot } from 'react-dom/client';

function SignIn() {
  return (
    <main style={{ maxWidth: 360, margin: '48px auto', padding: '0 16px', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Sign in</h1>
      <form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: 12 }}>
        <label htmlFor="email">E-mail</label>
        <input id="email" type="email" autoComplete="email" required />
        <label htmlFor="password">Password</label>
        <input id="password" type="password" autoComplete="current-password" required />
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<SignIn />);
