// The User-Agent names the client and its version, the spec it was generated from and the Node.js version.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ContractAnalysis, USER_AGENT } from '../../src/index.js';
import { json } from './helpers.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const spec = JSON.parse(readFileSync(new URL('../../../../spec/dist/openapi.json', import.meta.url), 'utf8'));

describe('User-Agent', () => {
  it("is the package's version, the bundle's info.version and Node's version", () => {
    expect(USER_AGENT).toBe(`contract-analysis-node/${pkg.version} (spec ${spec.info.version}; node ${process.versions.node})`);
  });

  it('goes with every request', async () => {
    const seen: Request[] = [];
    const client = new ContractAnalysis({ apiKey: 'cas_test_k', fetch: async (url, init) => (seen.push(new Request(url, init)), json(200, { object: 'list', data: [], has_more: false, next_cursor: null })) });
    await client.contracts.list({ limit: 1 });
    expect(seen[0].headers.get('user-agent')).toBe(USER_AGENT);
  });
});
