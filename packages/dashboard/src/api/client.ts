import { AuthenticationError, ContractAnalysis } from '@contract-analysis/client';
import { dropToken, publicApiToken } from './session.js';

/** The public API, on the origin that serves the dashboard. */
export const apiBase = () => `${location.origin}/v1`;

let cached: { token: string; client: ContractAnalysis } | undefined;

async function clientForToken(): Promise<ContractAnalysis> {
  const token = await publicApiToken();
  if (cached?.token !== token) {
    cached = {
      token,
      // The token is short-lived and bound to the signed-in session, which is what the browser guard is
      // about; no long-lived key ever reaches the page.
      client: new ContractAnalysis({ apiKey: token, baseURL: apiBase(), dangerouslyAllowBrowser: true, maxRetries: 1 }),
    };
  }
  return cached.client;
}

/**
 * Runs `fn` with the TypeScript client on a current token. A 401 (the token expired or its session was ended
 * elsewhere) gets one more try with a fresh token; if the session is gone, the token request itself fails 401
 * and the app returns to the sign-in page.
 */
export async function withApi<T>(fn: (client: ContractAnalysis) => Promise<T>): Promise<T> {
  try {
    return await fn(await clientForToken());
  } catch (err) {
    if (!(err instanceof AuthenticationError)) throw err;
    dropToken();
    return fn(await clientForToken());
  }
}
