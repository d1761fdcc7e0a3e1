import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractAnalysis } from '../../src/index.js';
import { CONTRACT, json } from './helpers.js';

afterEach(() => vi.useRealTimers());

describe('OAuth client credentials', () => {
  it('fetches a token once, reuses it, and renews it before it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
    let issued = 0;
    const sent: Request[] = [];
    const bodies: string[] = [];
    const client = new ContractAnalysis({
      baseURL: 'http://api.test/v1',
      oauth: { clientId: 'cli_1', clientSecret: 's3cr:et', scope: 'contracts:read' },
      fetch: async (url, init) => {
        const r = new Request(url, init);
        sent.push(r);
        if (new URL(r.url).pathname === '/v1/oauth/token') {
          bodies.push(await r.text());
          issued++;
          return json(200, { access_token: `tok_${issued}`, token_type: 'Bearer', expires_in: 900, scope: 'contracts:read' });
        }
        return json(200, CONTRACT);
      },
    });

    await Promise.all([client.contracts.retrieve('ctr_1'), client.contracts.retrieve('ctr_1')]);
    expect(issued).toBe(1); // concurrent calls share one token request
    const token = sent.find((r) => r.url.endsWith('/oauth/token'))!;
    expect(token.method).toBe('POST');
    expect(token.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(token.headers.get('authorization')).toBe(`Basic ${Buffer.from('cli_1:s3cr%3Aet').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(bodies[0]))).toEqual({ grant_type: 'client_credentials', scope: 'contracts:read' });

    const api = () => sent.filter((r) => r.url.includes('/contracts/')).map((r) => r.headers.get('authorization'));
    expect(api()).toEqual(['Bearer tok_1', 'Bearer tok_1']);

    vi.setSystemTime(new Date('2026-11-20T10:13:59Z')); // 839 s: still fresh
    await client.contracts.retrieve('ctr_1');
    expect(issued).toBe(1);

    vi.setSystemTime(new Date('2026-11-20T10:14:01Z')); // 841 s: within a minute of expiry -> renew
    await client.contracts.retrieve('ctr_1');
    expect(issued).toBe(2);
    expect(api().at(-1)).toBe('Bearer tok_2');
  });
});
