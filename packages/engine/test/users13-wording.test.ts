import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
import type { DocumentType } from '../src/types.js';
import { row, rows } from './judge-rows.js';
import { DPA_BASE, EMP_BASE, withOverride as doc } from './override-docs.js';

/*
 * What users saw, round 13: the wording of redlines and the reading of a section named in lower case (round 12's
 * "not done"), each on wordings of our own, given a text and wanting what a user reads.
 */
const redlinesOf = (text: string, type: DocumentType) => (review({ text, document_type: type, options: { suggest_redlines: true } }).review.redlines ?? []).map((r) => r.suggested_text).join('\n');

// ---- 1. The redline writes a party as the contract does: "the Tenant" where it writes "the Tenant" ----
const LEASE = `LEASE

1. Parties. This Lease is made between Harbourside Estates Limited (the "Landlord") and Marlow Tea Rooms Limited (the "Tenant").

2. Term. The Landlord lets the Premises to the Tenant for a term of ten years from 1 April 2026 and the Tenant has no right to end this Lease early.

3. Rent. The Tenant shall pay the rent of £2,000 a month to the Landlord in advance.
`;
const SERVICES = `SERVICES AGREEMENT

This Agreement is made between Fenwick Labs Inc. (the "Client") and Orbit Data LLC (the "Supplier").

1. Term. This Agreement runs for three years. The Client shall not be entitled to terminate this Agreement for convenience during the Initial Term.

2. Fees. The Client shall pay the Supplier's invoices within thirty days.

3. Confidentiality. The Supplier shall keep the Client's information confidential.
`;
const BARE = `SERVICES AGREEMENT

This Agreement is made between Fenwick Labs Inc. ("Client") and Orbit Data LLC ("Supplier").

1. Term. This Agreement runs for three years. Client shall not be entitled to terminate this Agreement for convenience during the Initial Term.

2. Fees. Client shall pay Supplier's invoices within thirty days.

3. Confidentiality. Supplier shall keep Client's information confidential.
`;
describe('a party is written with "the" where the contract writes it so', () => {
  it.each([
    ['a lease', LEASE, 'lease', /\bThe Tenant may terminate\b[^.]*\b(?:to|giving) the Landlord\b/],
    ['a services agreement', SERVICES, 'services', /\bThe Client may terminate\b[^.]*\bto the Supplier\b/],
  ] as const)('%s', (_n, text, type, want) => {
    const all = redlinesOf(text, type);
    expect(all).toMatch(want);
    expect(all).not.toMatch(/(?:^|[.]\s+)(?:Tenant|Client) may terminate/m);
    expect(all).not.toMatch(/\bthe the\b/i);
  });
  it('benign twin: a contract that writes its parties bare keeps them bare', () => {
    const all = redlinesOf(BARE, 'services');
    expect(all).toMatch(/\bClient may terminate\b/);
    expect(all).not.toMatch(/\bthe Client may terminate\b/i);
  });
});

// ---- 2. A section named by its heading in lower case ----
rows('a section named by its heading in lower case is taken away where the document has that heading', [
  [row('dpa', 'dpa.audits', doc(DPA_BASE, 'The audit clause is deleted.'), 'unacceptable'),
    row('dpa', 'dpa.audits', doc(DPA_BASE, 'The fees clause is deleted.'), 'preferred')],
  [row('employment', 'employment.non_solicit', doc(EMP_BASE, 'The non-solicitation section shall not apply.'), 'unacceptable'),
    row('employment', 'employment.non_solicit', doc(EMP_BASE, 'The non-compete section shall not apply.'), 'preferred')],
  [row('dpa', 'dpa.audits', doc(DPA_BASE, 'The parties hereby waive the audit provisions.'), 'unacceptable'),
    row('dpa', 'dpa.audits', doc(DPA_BASE, 'The relevant clause is deleted.'), 'preferred')],
]);

// ---- 3. Inserted data protection text names the roles as parties, capitalised, where the roles are not identified ----
describe('data protection roles the contract does not identify are written as the parties\' roles, capitalised', () => {
  const DPA = (body: string) => `DATA PROTECTION ADDENDUM

This Addendum is made on 3 February 2026 between Brightwater Analytics Limited ("Brightwater") and Kestrel Cloud Services Limited ("Kestrel").

${body}

3. This Addendum is governed by the laws of Ireland.
`;
  it.each([
    ['1. Each party shall comply with the Data Protection Legislation.\n\n2. The parties shall take appropriate technical and organisational measures under Article 32 GDPR, including encryption.'],
    ['1. The parties shall each observe applicable data protection law when handling personal data under this Addendum.'],
    ['1. Both parties will comply with the GDPR.\n\n2. Each party shall keep personal data confidential.'],
  ])('%s', (body) => {
    const all = redlinesOf(DPA(body), 'dpa');
    expect(all).toMatch(/\bthe Processor\b|\bThe Processor\b/);
    expect(all).not.toMatch(/\b[Tt]he processor\b/);
    expect(all).not.toMatch(/\b[Tt]he controller\b/);
  });
  it('benign twin: roles the contract identifies are its parties\' names', () => {
    const text = `DATA PROCESSING AGREEMENT

This Data Processing Agreement is made on 3 February 2026 between Brightwater Analytics Limited, a company registered in England ("Brightwater"), and Kestrel Cloud Services Limited, a company registered in England ("Kestrel").

1. DEFINITIONS
1.1 "Personal Data" has the meaning given in the UK GDPR.

2. PROCESSING
2.1 Kestrel shall process the Personal Data only on the documented instructions of Brightwater, including with regard to transfers.
2.2 Kestrel shall ensure that persons authorised to process the Personal Data have committed themselves to confidentiality.

3. SECURITY
3.1 Kestrel shall implement appropriate technical and organisational measures in accordance with Article 32 of the UK GDPR, including encryption and access controls.

4. GOVERNING LAW
4.1 This Agreement is governed by the laws of England and Wales.
`;
    const all = redlinesOf(text, 'dpa');
    expect(all).toMatch(/\bKestrel shall\b/);
    expect(all).not.toMatch(/\b[Tt]he Processor\b/);
  });
});
