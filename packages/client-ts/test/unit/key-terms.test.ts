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

describe('how the term ends: term_kind and renewal_term', () => {
  it('types term_kind as the spec\'s TermKind and both fields as optional', () => {
    expectTypeOf<NonNullable<KeyTerms['term_kind']>>().toEqualTypeOf<components['schemas']['TermKind']>();
    expectTypeOf<components['schemas']['TermKind']>().toEqualTypeOf<'fixed' | 'renewing' | 'until_terminated' | 'perpetual' | 'until_event' | 'not_stated'>();
    expectTypeOf<KeyTerms['renewal_term']>().toEqualTypeOf<string | null | undefined>();
  });

  it('reads them as the server sends them, and a contract reviewed before them without them', async () => {
    const open = { ...KEY_TERMS, term: null, term_kind: 'until_terminated', renewal_term: null } satisfies KeyTerms;
    const renewing = { ...KEY_TERMS, term: 'P2Y', term_kind: 'renewing', renewal_term: 'P1Y' } satisfies KeyTerms;
    const replies = [open, renewing, KEY_TERMS];
    const { client } = mockClient(() => json(200, { ...CONTRACT, key_terms: replies.shift() }));
    const a = await client.contracts.retrieve('ctr_1');
    expect([a.key_terms?.term, a.key_terms?.term_kind, a.key_terms?.renewal_term]).toEqual([null, 'until_terminated', null]);
    const b = await client.contracts.retrieve('ctr_1');
    expect([b.key_terms?.term, b.key_terms?.term_kind, b.key_terms?.renewal_term]).toEqual(['P2Y', 'renewing', 'P1Y']);
    const before = await client.contracts.retrieve('ctr_1');
    expect(before.key_terms?.term_kind).toBeUndefined();
    expect(before.key_terms?.renewal_term).toBeUndefined();
  });

  it('keeps a kind added after this client was built as the string the server sent', async () => {
    const { client } = mockClient(() => json(200, { ...CONTRACT, key_terms: { ...KEY_TERMS, term_kind: 'until_milestone' } }));
    expect((await client.contracts.retrieve('ctr_1')).key_terms?.term_kind).toBe('until_milestone');
  });
});
