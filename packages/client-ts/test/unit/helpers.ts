import { ContractAnalysis, type ClientOptions } from '../../src/index.js';

export type Handler = (request: Request, attempt: number) => Response | Promise<Response>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const problem = status >= 400;
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': problem ? 'application/problem+json' : 'application/json',
      'Request-Id': 'req_unit0001',
      ...headers,
    },
  });
}

export function problem(status: number, code: string, headers: Record<string, string> = {}): Response {
  return json(status, { type: `https://docs.contract-analysis.example/errors/${code}`, title: 'x', status, code, detail: `${code} detail`, request_id: 'req_problem01' }, headers);
}

export const CONTRACT = {
  id: 'ctr_1',
  object: 'contract',
  status: 'completed',
  document_type: 'nda',
  filename: null,
  size_bytes: 1,
  sha256: 'x',
  pages: null,
  text_length: 1,
  clauses: [],
  key_terms: null,
  review: null,
  error: null,
  metadata: {},
  livemode: false,
  created_at: '2026-11-20T09:40:00Z',
  completed_at: null,
};

/** A client whose fetch is `handler`; `requests` records what was sent (bodies already read). */
export function mockClient(handler: Handler, options: ClientOptions = {}) {
  const requests: { request: Request; body: string; signal: AbortSignal | undefined }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    // Recorded on arrival; the body is read before the reply.
    const request = new Request(url, init);
    const recorded = { request, body: '', signal: init.signal ?? undefined };
    requests.push(recorded);
    const n = requests.length;
    recorded.body = await request.clone().text();
    return handler(request, n);
  };
  const client = new ContractAnalysis({ apiKey: 'cas_test_unit', baseURL: 'http://api.test/v1', fetch, ...options });
  return { client, requests };
}
