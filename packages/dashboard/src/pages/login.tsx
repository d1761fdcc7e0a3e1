import { useState } from 'preact/hooks';
import { signIn, type Session } from '../api/session.js';
import { submitting, useAction } from '../ui/load.js';
import { ErrorNotice } from '../ui/parts.js';

export function Login({ onSignedIn, notice }: { onSignedIn: (s: Session) => void; notice?: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const action = useAction(() => signIn(email.trim(), password));
  document.title = 'Sign in · Contract Analysis';
  return (
    <main class="center" id="main">
      <form
        class="card login"
        onSubmit={submitting(action, onSignedIn)}
      >
        <h1>Sign in</h1>
        {notice && <p class="notice" role="status">{notice}</p>}
        <label>
          Email
          <input type="email" name="email" autocomplete="username" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
        </label>
        <label>
          Password
          <input type="password" name="password" autocomplete="current-password" required value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
        </label>
        <ErrorNotice failure={action.failure} />
        <button type="submit" disabled={action.busy}>{action.busy ? 'Signing in…' : 'Sign in'}</button>
      </form>
    </main>
  );
}
