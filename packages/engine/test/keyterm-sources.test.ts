// Key terms that are not a plain value: stated by reference to a place the document does not carry, a blank left to
// fill in a form, and whose notice the notice period is (the API's KeyTerms.sources and notice_period_given_by). Also:
// a defined term for a property or asset that follows the parties' definitions is no party.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractKeyTerms, review } from '../src/index.js';

const CP = resolve(process.env.CONTRACT_DATA_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'shared', 'data'), 'commonpaper-mnda', 'Mutual-NDA.md');

const law = (clause: string) => extractKeyTerms(clause);

describe('governing law by reference or left blank', () => {
  // given: the clause; want: its source
  const rows: [string, { kind: 'by_reference' | 'blank'; reference: string | null; quote: string }][] = [
    ['This Agreement shall be governed by the laws of the State of [Fill in state].', { kind: 'blank', reference: null, quote: '[Fill in state]' }],
    ['This Agreement is governed by the laws of [●].', { kind: 'blank', reference: null, quote: '[●]' }],
    ['This Agreement shall be governed by and construed in accordance with the laws of _____________.', { kind: 'blank', reference: null, quote: '_____________' }],
    ['The construction of this Deed is governed by the law of [insert jurisdiction], without regard to its conflict rules.', { kind: 'blank', reference: null, quote: '[insert jurisdiction]' }],
    // a bracketed label with no place named for it is a form's blank too
    ['This Agreement will be governed by the laws of the State of [State].', { kind: 'blank', reference: null, quote: '[State]' }],
    ['This Agreement is governed by the laws of the jurisdiction specified in the Order Form.', { kind: 'by_reference', reference: 'the Order Form', quote: 'in the Order Form' }],
    ['This Contract shall be governed by and interpreted under the laws set out in Schedule 2.', { kind: 'by_reference', reference: 'Schedule 2', quote: 'in Schedule 2' }],
  ];
  it.each(rows)('%s', (clause, want) => {
    const k = law(clause);
    expect(k.governing_law).toBeNull();
    expect(k.sources?.governing_law).toEqual(want);
  });

  it('names a numbered part without an article, wherever the form says its terms are given', () => {
    const t = 'GENERAL CONDITIONS\n\n1. Words in capitals have the meanings set out in Schedule 1.\n\n2. This Agreement and any dispute arising from it shall be construed in accordance with the laws of [Governing Law].';
    expect(law(t).sources?.governing_law).toMatchObject({ kind: 'by_reference', reference: 'Schedule 1' });
  });

  it('names the place where a form defines its bracketed terms', () => {
    const t = 'Standard Terms\n\n1. Capitalised terms have the meanings given on the Cover Page.\n\n2. This Agreement is governed by the laws of the State of [Governing Law], without regard to its conflict of laws rules.';
    expect(law(t).sources?.governing_law).toEqual({ kind: 'by_reference', reference: 'the Cover Page', quote: '[Governing Law]' });
  });

  it('lists no source for a law stated plainly, nor for a document that names none', () => {
    const k = law('This Agreement is governed by the laws of the State of Delaware.');
    expect(k.governing_law).toBe('US-DE');
    expect(k.sources).toEqual({});
    expect(law('The Supplier shall deliver the goods on time.').sources).toEqual({});
  });

  it.skipIf(!existsSync(CP))('reads the Common Paper NDA (Standard Terms without their Cover Page): law and survival stated on the Cover Page', () => {
    const text = readFileSync(CP, 'utf8');
    const r = review({ text, document_type: 'nda' });
    expect(r.key_terms.governing_law).toBeNull();
    expect(r.key_terms.sources?.governing_law).toMatchObject({ kind: 'by_reference', reference: 'the Cover Page' });
    expect(r.key_terms.sources?.survival).toEqual({ kind: 'by_reference', reference: 'the Cover Page', quote: 'the Term of Confidentiality' });
    // the same reading as the review's check, which says "stated by reference"
    const check = r.review.checks.find((c) => c.check_id === 'nda.governing_law')!;
    expect(check.outcome).toBe('entailed');
    expect(check.position).toBe('acceptable');
  });
});

describe('a term or notice period left blank', () => {
  const rows: [string, 'term' | 'notice_period', string][] = [
    ['This Agreement shall commence on the Effective Date and continue for a period of [●] years.', 'term', '[●] years'],
    ['The initial term of this Agreement is ____ (___) months from the Effective Date.', 'term', '____ (___) months'],
    ["Either party may terminate this Agreement upon [insert number] days' prior written notice.", 'notice_period', '[insert number] days'],
    ["The Tenant may end this Lease by giving the Landlord not less than _____ months' notice.", 'notice_period', '_____ months'],
    ['This Agreement may be terminated by either party on a notice period of [●] weeks.', 'notice_period', '[●] weeks'],
  ];
  it.each(rows)('%s', (sentence, term, quote) => {
    const k = extractKeyTerms(sentence);
    expect(k[term]).toBeNull();
    expect(k.sources?.[term]).toEqual({ kind: 'blank', reference: null, quote });
  });

  it('lists no blank when the value is stated, or the blank is another period', () => {
    expect(extractKeyTerms("Either party may terminate this Agreement on thirty (30) days' written notice.").sources).toEqual({});
    // a blank for how long records are kept is neither the term nor the notice
    expect(extractKeyTerms('The Supplier shall keep its records for [●] years.').sources).toEqual({});
  });
});

describe('whose notice the notice period is', () => {
  const OPENING = 'SERVICES AGREEMENT between Acme Corp. ("Acme") and Beta Trading LLC ("Beta").\n\n';
  const rows: [string, string | null][] = [
    ["Either party may terminate this Agreement on thirty (30) days' written notice to the other party.", 'either_party'],
    ['This Agreement may be terminated by either party upon sixty (60) days prior written notice.', 'either_party'],
    ["Each of the parties may end this Agreement by giving not less than three months' notice in writing.", 'either_party'],
    ["The Employer may terminate the Employee's employment by giving three months' notice in writing.", 'Employer'],
    [`${OPENING}Acme may terminate this Agreement on thirty (30) days' written notice to Beta.`, 'Acme'],
    [`${OPENING}This Agreement may be terminated by Beta at any time upon ninety (90) days notice.`, 'Beta'],
    [`${OPENING}Acme Corp. shall be entitled to terminate this Agreement on two (2) months' notice.`, 'Acme'],
    // the agreement is no party: the sentence does not say whose notice it is
    ["This Agreement shall terminate upon thirty (30) days' written notice.", null],
  ];
  it.each(rows)('%s', (sentence, want) => {
    const k = extractKeyTerms(sentence);
    expect(k.notice_period).not.toBeNull();
    expect(k.notice_period_given_by).toBe(want);
  });
});

describe('a defined property or asset is no party', () => {
  const rows: [string, string[]][] = [
    [
      'LEASE OF COMMERCIAL PREMISES\n\nThis Lease is dated 1 April 2025 and is made between Thornbury Estates LLP (the "Landlord") and Marlowe Coffee Company Limited (the "Tenant").\n\n1. Premises\n\n1.1 The Landlord lets to the Tenant the ground floor retail unit at 17 Market Place, Thornbury BS35 2AA (the "Premises").',
      ['Thornbury Estates LLP', 'Marlowe Coffee Company Limited'],
    ],
    [
      'RESIDENTIAL LEASE AGREEMENT\n\nThis Lease Agreement is made between Harold Finch ("Landlord") and Joss Carter ("Tenant").\n\n1. Property. Landlord rents to Tenant the house located at 12 Elm Street, Springfield (the "Property").',
      ['Harold Finch', 'Joss Carter'],
    ],
    [
      'EQUIPMENT LEASE\n\nThis Equipment Lease is entered into by Alpha Leasing LLC ("Lessor") and Beta Manufacturing Inc. ("Lessee").\n\n1. Lease. Lessor leases to Lessee the machinery described in Schedule A (the "Equipment").',
      ['Alpha Leasing LLC', 'Beta Manufacturing Inc.'],
    ],
    [
      // a role whose name begins with a property word is still a party
      'PROPERTY MANAGEMENT AGREEMENT\n\nThis Agreement is made between Harbour Lettings Ltd ("Property Manager") and Oakfield Holdings Limited ("Owner").',
      ['Harbour Lettings Ltd', 'Oakfield Holdings Limited'],
    ],
  ];
  it.each(rows)('%#', (text, want) => {
    expect(extractKeyTerms(text).parties).toEqual(want);
  });
});
