// A governing law chosen in another document the contract names ("the laws of the state specified in the first SOW",
// "the jurisdiction identified in the applicable Order", "the law named in the Order Form governs"): issue 11 asks for
// "stated by reference", never "not addressed". The review's check reads it as addressed (acceptable: the place is
// not in this document), and key terms carry the place in `sources.governing_law`.
import { describe, expect, it } from 'vitest';
import { extractKeyTerms, review, type DocumentType } from '../src/index.js';

const doc = (clause: string) =>
  `SERVICES AGREEMENT\n\nThis Agreement is made between Larkspur Digital Ltd ("Provider") and Oakmere Hotels plc ("Customer").\n\n1. Services. Provider shall perform the services in each statement of work.\n\n2. Law. ${clause}\n`;

const lawCheck = (text: string, type: DocumentType = 'services') => review({ text, document_type: type }).review.checks.find((c) => c.check_id.endsWith('.governing_law'))!;

describe('governing law chosen in a document the contract names', () => {
  // given: the clause; want: the place named, as key terms give it
  const rows: [string, string][] = [
    ['This Agreement is governed by the laws of the state specified in the first SOW.', 'the SOW'],
    ['The law of the jurisdiction identified in the applicable Order shall govern this Agreement.', 'the Order'],
    ['This Agreement is governed by the laws of the country designated in the Purchase Order.', 'the Purchase Order'],
    ['This Agreement shall be governed by the laws of the jurisdiction set forth in the Statement of Work.', 'the Statement of Work'],
    ['Governing law: the law named in the Order Form governs this Agreement.', 'the Order Form'],
    ['These Terms are governed by the laws of the territory selected in the Customer Proposal.', 'the Customer Proposal'],
  ];
  it.each(rows)('%s', (clause, place) => {
    const k = extractKeyTerms(doc(clause));
    expect(k.governing_law).toBeNull();
    expect(k.sources?.governing_law).toMatchObject({ kind: 'by_reference', reference: place });
    const c = lawCheck(doc(clause));
    expect([c.outcome, c.position]).toEqual(['entailed', 'acceptable']);
  });

  // benign twins: a law named outright still wins; a duty to comply with laws a document lists chooses no law
  it('keeps a law named outright, and reads no governing law into a duty to comply with listed laws', () => {
    const named = doc('This Agreement is governed by the laws of the State of New York, and the services are performed as specified in the first SOW.');
    expect(extractKeyTerms(named).governing_law).toBe('US-NY');
    expect(lawCheck(named).position).toBe('preferred');
    const comply = doc('Provider shall comply with all laws specified in the Order Form and all laws that apply to the services.');
    expect(extractKeyTerms(comply).governing_law).toBeNull();
    expect(extractKeyTerms(comply).sources?.governing_law).toBeUndefined();
    expect(lawCheck(comply).outcome).toBe('not_mentioned');
  });
});

// A document that supplements another (a DPA, an addendum, an order) often takes that agreement's law without naming
// it: "governed by the law that governs the Agreement". That is stated by reference to the other agreement, never
// "not addressed" (found by the lead's reading of a processor's DPA form, session 14; rows written before the fix).
describe('governing law taken from the agreement this document supplements', () => {
  const addendum = (clause: string) =>
    `DATA PROCESSING ADDENDUM\n\nThis Addendum forms part of the Master Services Agreement between Larkspur Digital Ltd ("Processor") and Oakmere Hotels plc ("Controller").\n\n1. Processing. Processor shall process Personal Data only on Controller's documented instructions.\n\n2. Law. ${clause}\n`;
  // given: the clause; want: the agreement named, as key terms give it
  const rows: [string, string][] = [
    ['This Addendum is governed by the law that governs the Agreement.', 'the Agreement'],
    ['This Addendum shall be governed by and construed in accordance with the governing law of the Master Services Agreement.', 'the Master Services Agreement'],
    ['The laws applicable to the Principal Agreement shall also govern this Addendum.', 'the Principal Agreement'],
    ['This Addendum is governed by the same law as the Main Agreement, and the courts named there have jurisdiction.', 'the Main Agreement'],
  ];
  it.each(rows)('%s', (clause, agreement) => {
    const k = extractKeyTerms(addendum(clause));
    expect(k.governing_law).toBeNull();
    expect(k.sources?.governing_law).toMatchObject({ kind: 'by_reference', reference: agreement });
    const c = lawCheck(addendum(clause), 'dpa');
    expect([c.outcome, c.position]).toEqual(['entailed', 'acceptable']);
  });

  // benign twins: a law named outright wins over the mention of the other agreement
  it('keeps a law named outright', () => {
    const named = addendum('This Addendum is governed by the laws of Ireland, and not by the law that governs the Agreement.');
    expect(extractKeyTerms(named).governing_law).toBe('IE');
    const same = addendum('This Addendum is governed by the law of England and Wales, which is also the law governing the Agreement.');
    expect(extractKeyTerms(same).governing_law).toBe('GB');
  });
});
