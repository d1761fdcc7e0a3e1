// KeyTerms.sources and notice_period_given_by (spec 1.x, additive): typed from the spec, carried through the client
// as the server sends them, and optional, so a contract reviewed before the server reported them still reads.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '../../src/index.js';
import { CONTRACT, json, mockClient } from './helpers.js';

type KeyTerms = components['schemas']['KeyTerms'];
type KeyTermSource = components['schemas']['KeyTermSource'];

const KEY_TERMS = {
  parties: ['Acme Corp.', 'Beta LLC'],
  mutual: true,
  effective_date: null,
  term: null,
  survival: null,
  governing_law: null,
  jurisdiction: null,
  notice_period: 'P30D',
  liability_cap: null,
  notice_period_given_by: 'either_party',
  sources: {
    governing_law: { kind: 'by_reference', reference: 'the Cover Page', quote: '[Governing Law]' },
    term: { kind: 'blank', reference: null, quote: '[●] years' },
  },
} satisfies KeyTerms;

describe('key terms stated by reference, left blank, and whose notice', () => {
  it('types the new fields as optional, with the kinds the spec names', () => {
    expectTypeOf<KeyTerms['notice_period_given_by']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<KeyTermSource['kind']>().toEqualTypeOf<'by_reference' | 'blank'>();
    expectTypeOf<KeyTermSource['reference']>().toEqualTypeOf<string | null>();
    expectTypeOf<NonNullable<KeyTerms['sources']>['governing_law']>().toEqualTypeOf<KeyTermSource | undefined>();
    // a KeyTerms without them (a contract reviewed before) is still a KeyTerms
    const before: KeyTerms = { parties: [], mutual: null, effective_date: null, term: null, survival: null, governing_law: null, jurisdiction: null, notice_period: null, liability_cap: null };
    expect(before.sources).toBeUndefined();
  });

  it('reads them from a contract as the server sends them', async () => {
    const { client } = mockClient(() => json(200, { ...CONTRACT, key_terms: KEY_TERMS }));
    const contract = await client.contracts.retrieve('ctr_1');
    expect(contract.key_terms?.notice_period_given_by).toBe('either_party');
    expect(contract.key_terms?.sources?.governing_law).toEqual({ kind: 'by_reference', reference: 'the Cover Page', quote: '[Governing Law]' });
    expect(contract.key_terms?.sources?.term?.kind).toBe('blank');
    expect(contract.key_terms?.sources?.survival).toBeUndefined();
  });

  it('reads the parties\' source when the list is empty (identified elsewhere, or left to fill)', async () => {
    const parties: NonNullable<KeyTerms['sources']>['parties'] = { kind: 'by_reference', reference: 'the Cover Page', quote: 'Each party is identified on the Cover Page' };
    const { client } = mockClient(() => json(200, { ...CONTRACT, key_terms: { ...KEY_TERMS, parties: [], sources: { parties } } }));
    const contract = await client.contracts.retrieve('ctr_1');
    expect(contract.key_terms?.parties).toEqual([]);
    expect(contract.key_terms?.sources?.parties).toEqual(parties);
  });
});
