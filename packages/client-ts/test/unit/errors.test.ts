import { describe, expect, it } from 'vitest';
import {
  APIError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ContractAnalysis,
  ContractAnalysisError,
  InternalServerError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
  UnsupportedMediaTypeError,
} from '../../src/index.js';
import { CONTRACT, json, mockClient, problem } from './helpers.js';

describe('error mapping', () => {
  const cases = [
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [413, PayloadTooLargeError],
    [415, UnsupportedMediaTypeError],
    [422, UnprocessableEntityError],
    [429, RateLimitError],
    [500, InternalServerError],
    [503, InternalServerError],
  ] as const;

  for (const [status, Class] of cases) {
    it(`${status} -> ${Class.name}`, async () => {
      const { client } = mockClient(() => problem(status, 'some_code'), { maxRetries: 0 });
      const err = (await client.contracts.retrieve('ctr_1').catch((e: unknown) => e)) as APIError;
      expect(err).toBeInstanceOf(Class);
      expect(err).toBeInstanceOf(APIError);
      expect(err).toBeInstanceOf(ContractAnalysisError);
      expect(err.name).toBe(Class.name);
      expect(err.status).toBe(status);
      expect(err.request_id).toBe('req_problem01');
      expect(err.code).toBe('some_code');
      expect(err.error).toMatchObject({ status, code: 'some_code' });
      expect(err.headers?.get('request-id')).toBe('req_unit0001');
      expect(err.message).toContain(`${status} (some_code) some_code detail`);
    });
  }

  it('takes the request id from the header when the body is not a problem', async () => {
    const { client } = mockClient(() => new Response('upstream exploded', { status: 502, headers: { 'Request-Id': 'req_hdr1' } }), {
      maxRetries: 0,
    });
    const err = (await client.contracts.retrieve('ctr_1').catch((e: unknown) => e)) as APIError;
    expect(err).toBeInstanceOf(InternalServerError);
    expect(err.request_id).toBe('req_hdr1');
    expect(err.error).toBe('upstream exploded');
  });
});

describe('withResponse', () => {
  it('gives the raw response, its headers and the data', async () => {
    const { client } = mockClient(() => json(200, CONTRACT, { RateLimit: '"default";r=598;t=42' }));
    const { data, response, request_id } = await client.contracts.retrieve('ctr_1').withResponse();
    expect(data.id).toBe('ctr_1');
    expect(response.status).toBe(200);
    expect(response.headers.get('ratelimit')).toBe('"default";r=598;t=42');
    expect(request_id).toBe('req_unit0001');
  });
});

describe('configuration', () => {
  it('reads the key from CONTRACT_ANALYSIS_API_KEY, and sends User-Agent', async () => {
    const previous = process.env.CONTRACT_ANALYSIS_API_KEY;
    process.env.CONTRACT_ANALYSIS_API_KEY = 'cas_test_fromEnv';
    try {
      const seen: Request[] = [];
      const client = new ContractAnalysis({ fetch: async (url, init) => (seen.push(new Request(url, init)), json(200, CONTRACT)) });
      expect(client.baseURL).toBe('https://api.contract-analysis.example/v1');
      expect(client.maxRetries).toBe(2);
      await client.contracts.retrieve('ctr_1');
      expect(seen[0].url).toBe('https://api.contract-analysis.example/v1/contracts/ctr_1');
      expect(seen[0].headers.get('authorization')).toBe('Bearer cas_test_fromEnv');
      expect(seen[0].headers.get('user-agent')).toMatch(/^contract-analysis-node\/\d+\.\d+\.\d+\S* \(spec \d+\.\d+\.\d+; node \d+\.\d+\.\d+\)$/); // user-agent.test.ts
    } finally {
      if (previous === undefined) delete process.env.CONTRACT_ANALYSIS_API_KEY;
      else process.env.CONTRACT_ANALYSIS_API_KEY = previous;
    }
  });

  it('refuses to start without credentials', () => {
    const previous = process.env.CONTRACT_ANALYSIS_API_KEY;
    delete process.env.CONTRACT_ANALYSIS_API_KEY;
    try {
      expect(() => new ContractAnalysis()).toThrow(/No API key/);
    } finally {
      if (previous !== undefined) process.env.CONTRACT_ANALYSIS_API_KEY = previous;
    }
  });

  it('refuses to run in a browser unless told otherwise', () => {
    const g = globalThis as Record<string, unknown>;
    g.window = {};
    g.document = {};
    try {
      expect(() => new ContractAnalysis({ apiKey: 'k' })).toThrow(/browser/);
      expect(() => new ContractAnalysis({ apiKey: 'k', dangerouslyAllowBrowser: true })).not.toThrow();
    } finally {
      delete g.window;
      delete g.document;
    }
  });
});
