import { useEffect, useState } from 'preact/hooks';
import { currentSession, onSignedOut, publicApiToken, signOut, signOutEverywhere, type Session } from './api/session.js';
import { toFailure, type Failure } from './api/problem.js';
import { useRoute, type Route } from './router.js';
import { ErrorNotice, Loading } from './ui/parts.js';
import { Login } from './pages/login.js';
import { ContractsPage } from './pages/contracts.js';
import { ReviewPage } from './pages/review.js';
import { WebhooksPage, WebhookPage } from './pages/webhooks.js';
import { PlaybooksPage, PlaybookPage } from './pages/playbooks.js';
import { ApiKeysPage } from './pages/api-keys.js';

type SessionState = { state: 'checking' } | { state: 'out'; notice?: string } | { state: 'in'; session: Session } | { state: 'error'; failure: Failure };

export function App() {
  const [s, setS] = useState<SessionState>({ state: 'checking' });
  useEffect(() => {
    currentSession().then(
      (session) => setS(session ? { state: 'in', session } : { state: 'out' }),
      (err) => setS({ state: 'error', failure: toFailure(err) }),
    );
    return onSignedOut(() => setS({ state: 'out', notice: 'Your session has ended. Sign in again.' }));
  }, []);

  if (s.state === 'checking') return <main class="center"><Loading label="Checking your session…" /></main>;
  if (s.state === 'error') return <main class="center"><ErrorNotice failure={s.failure} /></main>;
  if (s.state === 'out') return <Login notice={s.notice} onSignedIn={(session) => setS({ state: 'in', session })} />;
  return <Shell session={s.session} onSignedOut={() => setS({ state: 'out' })} />;
}

const NAV: { label: string; path: string; pages: Route['page'][] }[] = [
  { label: 'Contracts', path: '/contracts', pages: ['contracts', 'contract'] },
  { label: 'Webhooks', path: '/webhooks', pages: ['webhooks', 'webhook'] },
  { label: 'Playbooks', path: '/playbooks', pages: ['playbooks', 'playbook'] },
  { label: 'Settings · API keys', path: '/settings/api-keys', pages: ['api-keys'] },
];

function Shell({ session, onSignedOut }: { session: Session; onSignedOut: () => void }) {
  const route = useRoute();
  const [menuOpen, setMenuOpen] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  useEffect(() => {
    // Every page calls /v1: ask for the API token while the page renders rather than after.
    publicApiToken().catch(() => undefined);
  }, []);
  useEffect(() => {
    setMenuOpen(false);
    document.getElementById('page-title')?.focus({ preventScroll: true });
  }, [route]);
  const end = async (fn: () => Promise<void>) => {
    try {
      await fn();
      onSignedOut();
    } catch (err) {
      setFailure(toFailure(err));
    }
  };
  return (
    <>
      <a class="skip" href="#main" onClick={(e) => { e.preventDefault(); document.getElementById('main')?.focus(); }}>
        Skip to content
      </a>
      <header class="top">
        <span class="brand">Contract Analysis</span>
        <button type="button" class="menu-toggle secondary" aria-expanded={menuOpen} aria-controls="nav" onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </button>
        <nav id="nav" aria-label="Main" class={menuOpen ? 'open' : ''}>
          <ul>
            {NAV.map((n) => (
              <li key={n.path}>
                <a href={`#${n.path}`} aria-current={n.pages.includes(route.page) ? 'page' : undefined}>
                  {n.label}
                </a>
              </li>
            ))}
          </ul>
          <div class="who">
            <span class="small" title={session.account.id}>
              {session.user.email} · {session.account.name}
            </span>
            <button type="button" class="secondary" onClick={() => end(signOut)}>Sign out</button>
            <button type="button" class="secondary" onClick={() => end(signOutEverywhere)}>Sign out everywhere</button>
          </div>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <ErrorNotice failure={failure} />
        <Page route={route} />
      </main>
    </>
  );
}

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'contracts':
      return <ContractsPage cursor={route.cursor} limit={route.limit} />;
    case 'contract':
      return <ReviewPage id={route.id} />;
    case 'webhooks':
      return <WebhooksPage />;
    case 'webhook':
      return <WebhookPage id={route.id} />;
    case 'playbooks':
      return <PlaybooksPage />;
    case 'playbook':
      return <PlaybookPage id={route.id} />;
    case 'api-keys':
      return <ApiKeysPage />;
    case 'not-found':
      return (
        <section>
          <h1 id="page-title" tabIndex={-1}>Page not found</h1>
          <p>There is no page at <code>{route.path}</code>. <a href="#/contracts">Go to your contracts</a>.</p>
        </section>
      );
  }
}
