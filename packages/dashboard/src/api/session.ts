import { DashboardError, failureFromProblem } from './problem.js';

/** The dashboard's internal API (served by the server under /dashboard/api; not part of the public API). */
export const DASHBOARD_API = '/dashboard/api';

export interface Session {
  user: { id: string; email: string };
  account: { id: string; name: string };
  csrf_token: string;
}

export interface PublicToken {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

let csrfToken: string | undefined;
const signedOutListeners = new Set<() => void>();

/** Called when the server says the session is gone (signed out elsewhere, expired). */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method === 'POST') {
    if (csrfToken) headers['x-csrf-token'] = csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(DASHBOARD_API + path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new DashboardError({ message: 'The service could not be reached. Check your connection and try again.' });
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    const failure = failureFromProblem(res.status, data, res.headers);
    if (res.status === 429) {
      const after = res.headers.get('retry-after');
      if (after && /^\d+$/.test(after)) failure.message = `${failure.message} Try again in ${after} s.`;
    }
    if (res.status === 401 && path !== '/login') {
      csrfToken = undefined;
      dropToken();
      for (const l of signedOutListeners) l();
    }
    throw new DashboardError(failure);
  }
  return { status: res.status, data: data as T };
}

/** The current session, or null when not signed in. */
export async function currentSession(): Promise<Session | null> {
  try {
    const { data } = await call<Session>('GET', '/session');
    csrfToken = data.csrf_token;
    return data;
  } catch (err) {
    if (err instanceof DashboardError && err.failure.status === 401) return null;
    throw err;
  }
}

export async function signIn(email: string, password: string): Promise<Session> {
  const { data } = await call<Session>('POST', '/login', { email, password });
  csrfToken = data.csrf_token;
  dropToken();
  return data;
}

async function endSession(path: '/logout' | '/logout-all'): Promise<void> {
  try {
    await call('POST', path);
  } finally {
    csrfToken = undefined;
    dropToken();
  }
}

export const signOut = () => endSession('/logout');
/** Ends every session of this user, on every device. */
export const signOutEverywhere = () => endSession('/logout-all');

// The short-lived bearer token for /v1, renewed a minute before it expires (or at 90 % of a shorter life).
let token: { value: string; renewAt: number } | undefined;
let pending: Promise<string> | undefined;

export function dropToken(): void {
  token = undefined;
}

export async function publicApiToken(): Promise<string> {
  if (token && Date.now() < token.renewAt) return token.value;
  pending ??= call<PublicToken>('POST', '/token')
    .then(({ data }) => {
      const life = data.expires_in * 1000;
      token = { value: data.access_token, renewAt: Date.now() + life - Math.min(60_000, life / 10) };
      return data.access_token;
    })
    .finally(() => (pending = undefined));
  return pending;
}
