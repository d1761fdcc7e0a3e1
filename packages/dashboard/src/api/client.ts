import { AuthenticationError, ContractAnalysis, type paths } from '@contract-analysis/client';
import createClient from 'openapi-fetch';
import { DashboardError, failureFromProblem } from './problem.js';
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

/**
 * openapi-fetch on the same spec types, for what the client's resource layer cannot do in a browser: uploads
 * (its document encoder uses Node's Buffer).
 */
export const raw = createClient<paths>({
  baseUrl: '/v1',
  fetch: async (request: Request) => {
    request.headers.set('authorization', `Bearer ${await publicApiToken()}`);
    if (request.method === 'POST' && !request.headers.has('idempotency-key')) {
      request.headers.set('idempotency-key', crypto.randomUUID());
    }
    let res = await fetch(request.clone());
    if (res.status === 401) {
      dropToken();
      request.headers.set('authorization', `Bearer ${await publicApiToken()}`);
      res = await fetch(request);
    }
    return res;
  },
});

/** The data of an openapi-fetch result, or a DashboardError with the problem's detail and request id. */
export function unwrap<D>(result: { data?: D; error?: unknown; response: Response }): D {
  if (!result.response.ok || result.data === undefined && result.response.status !== 204) {
    throw new DashboardError(failureFromProblem(result.response.status, result.error, result.response.headers));
  }
  return result.data as D;
}

/** Base64 of a file's bytes, in the browser (RFC 4648, padded). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}
