import { describe, expect, it } from 'vitest';
import { parseRoute } from '../../src/router.js';

describe('parseRoute', () => {
  it('reads every page from the fragment', () => {
    expect(parseRoute('')).toEqual({ page: 'contracts' });
    expect(parseRoute('#/contracts?after=ctr_1&limit=5')).toEqual({ page: 'contracts', cursor: 'ctr_1', limit: 5 });
    expect(parseRoute('#/contracts/ctr_a%2Fb')).toEqual({ page: 'contract', id: 'ctr_a/b' });
    expect(parseRoute('#/webhooks/whk_1')).toEqual({ page: 'webhook', id: 'whk_1' });
    expect(parseRoute('#/playbooks')).toEqual({ page: 'playbooks' });
    expect(parseRoute('#/settings/api-keys')).toEqual({ page: 'api-keys' });
  });

  it('ignores a limit out of range and names unknown paths', () => {
    expect(parseRoute('#/contracts?limit=0')).toEqual({ page: 'contracts' });
    expect(parseRoute('#/contracts?limit=101')).toEqual({ page: 'contracts' });
    expect(parseRoute('#/contracts?limit=abc')).toEqual({ page: 'contracts' });
    expect(parseRoute('#/settings')).toEqual({ page: 'not-found', path: '/settings' });
    expect(parseRoute('#/contracts/a/b')).toEqual({ page: 'not-found', path: '/contracts/a/b' });
  });
});
