// Suggested language read as a lawyer's edit of this document: it names the document as the document names
// itself, and a rewrite that removes the only use of a defined term removes the definition too.
import { describe, expect, it } from 'vitest';
import { applyRedlines, getBuiltInPlaybook, review, type DocumentType } from '../src/index.js';

function reviewed(text: string, document_type: DocumentType) {
  const out = review({ text, document_type, options: { suggest_redlines: true } });
  const redlines = out.review.redlines ?? [];
  const checkOf = (id: string) => out.review.issues.find((i) => i.id === id)?.check_id;
  const inserted = redlines.flatMap((r) => r.operations.filter((o) => o.op === 'insert').map((o) => o.text)).join('\n');
  return { out, redlines, checkOf, inserted, accepted: applyRedlines(text, out.clauses, redlines).text };
}

/** A short NDA that calls itself "this CNDA", lets each party use what its people remember, and lacks several clauses. */
function cnda(residualsAlsoIn22 = false): string {
  return `CONFIDENTIAL NON-DISCLOSURE AGREEMENT

This Confidential Non-Disclosure Agreement ("CNDA") is made on 4 May 2026 between Alder Labs Ltd. and Birch Analytics Inc. (each a "Party" and together the "Parties").

1. Definitions

1.1 "Confidential Information" means all non-public business, technical and financial information that a Party discloses to the other Party under this CNDA, whether in writing or orally.

1.2 "Residual Knowledge" means general ideas, concepts and know-how retained in the unaided memory of a Party's employees after access to Confidential Information.

1.3 "Purpose" means evaluating a possible joint research programme between the Parties.

2. Obligations

2.1 Each Party shall keep the other Party's Confidential Information confidential and use it only for the Purpose.

2.2 Each Party may disclose Confidential Information to its employees who need to know it for the Purpose and who are bound by duties of confidentiality no less protective than this CNDA.${residualsAlsoIn22 ? ' Each Party shall remind those employees that Residual Knowledge remains subject to Section 2.1.' : ''}

3. Residuals

3.1 Either Party may use Residual Knowledge for any purpose, including the development of its own products.

4. Term

4.1 This CNDA begins on the date above and continues for two (2) years. Either Party may end this CNDA by thirty (30) days' written notice.

5. General

5.1 This CNDA is governed by the laws of England and Wales.

5.2 This CNDA is the entire agreement between the Parties about its subject.
`;
}

describe('the document\'s name for itself', () => {
  it('writes "this CNDA" where the document calls itself so, not the playbook\'s "this Agreement"', () => {
    const { inserted } = reviewed(cnda(), 'nda');
    expect(inserted).toMatch(/\bthis CNDA\b/);
    expect(inserted).not.toMatch(/\b[Tt]his Agreement\b/);
  });

  it('takes the name the document uses most, a title as much as a short name', () => {
    // one "this Contract" in passing; the document otherwise calls itself "this Supply Agreement"
    const text = `SUPPLY AGREEMENT

This Supply Agreement is made on 3 June 2026 between Granite Components Ltd. ("Supplier") and Harbour Tools plc ("Buyer").

1. Supply. Supplier shall supply the products in each purchase order accepted under this Supply Agreement. The prices are those of this Contract's price list.

2. Payment. Buyer shall pay each invoice within thirty (30) days. This Supply Agreement does not oblige Buyer to order any minimum quantity.

3. Term. This Supply Agreement begins on the date above and continues for three (3) years.

4. General. This Supply Agreement is governed by the laws of England and Wales.
`;
    const { inserted } = reviewed(text, 'msa');
    expect(inserted).toMatch(/\bthis Supply Agreement\b/);
    expect(inserted).not.toMatch(/\b[Tt]his (?:Agreement|Contract)\b/);
  });

  it('keeps a missing clause whose check reads only "this Agreement": the title\'s last word, where the title does not verify', () => {
    const text = `REMARKETING AGREEMENT

This Remarketing Agreement is made on 5 January 2026 between Larch Capital LLC and Spruce Brokers Inc.

1. Appointment. Spruce Brokers Inc. shall remarket the units described in the schedule on the terms of this Remarketing Agreement.

2. Fees. Larch Capital LLC shall pay a fee of two percent (2%) of the gross proceeds of each sale made under this Remarketing Agreement.

3. Records. Spruce Brokers Inc. shall keep accurate records of every sale under this Remarketing Agreement for three (3) years.

4. Law. This Remarketing Agreement is governed by the laws of the State of New York.
`;
    const out = review({ text, document_type: 'other', playbook: getBuiltInPlaybook('pbk_general')!, options: { suggest_redlines: true } });
    const added = (out.review.redlines ?? []).map((r) => r.suggested_text.slice(r.original_text.length));
    // the other clauses name the document by its title
    expect(added.some((t) => /\bthis Remarketing Agreement\b/.test(t))).toBe(true);
    // the term clause has a redline all the same
    const term = out.review.issues.find((i) => i.check_id === 'general.term');
    expect(term?.redline_id).toBeDefined();
    expect(added.some((t) => /\bThis Agreement begins\b/.test(t))).toBe(true);
  });

  it('gives a lease that calls itself "this Agreement" no "this Lease" of the playbook', () => {
    const text = `LEASE OF OFFICE SPACE

This Agreement is made on 1 July 2026 between Quayside Estates Ltd. (the "Landlord") and Fennel Design Ltd. (the "Tenant").

1. Premises. The Landlord lets to the Tenant the second floor of 12 Quay Street, Bristol (the "Premises").

2. Rent. The Tenant shall pay rent of GBP 4,000 per month in advance on the first day of each month.

3. Use. The Tenant shall use the Premises as offices only. The Tenant shall not assign this Agreement or sublet any part of the Premises under any circumstances.

4. Law. This Agreement is governed by the laws of England and Wales.
`;
    const { redlines } = reviewed(text, 'lease');
    const suggested = redlines.map((r) => r.suggested_text).join('\n');
    // the playbook's assignment clause ("Tenant may assign this Lease ...") names the document as it names itself
    expect(suggested).toMatch(/\bTenant may assign this Agreement or sublet\b/);
    expect(suggested).not.toMatch(/\b[Tt]his Lease\b/);
  });
});

describe('a definition the redline leaves without use', () => {
  it('goes with the residuals clause that was its only use, its number kept', () => {
    const { redlines, accepted, checkOf } = reviewed(cnda(), 'nda');
    const rl = redlines.find((r) => r.original_text.includes('may use Residual Knowledge'));
    expect(rl, 'a redline rewrites the residuals clause').toBeDefined();
    expect(accepted).not.toMatch(/Residual Knowledge/);
    expect(accepted).toMatch(/^1\.2 \[Reserved\.\]$/m);
    expect(accepted).toMatch(/^1\.3 "Purpose" means/m);
    expect(rl!.rationale).toMatch(/definition of "Residual Knowledge" \(section 1\.2\)/);
    // accepted, the contract raises no issue it did not have, and the residuals one is gone
    const before = new Set(reviewed(cnda(), 'nda').out.review.issues.map((i) => i.check_id));
    const after = review({ text: accepted, document_type: 'nda' }).review.issues.map((i) => i.check_id);
    for (const id of after) expect(before.has(id), id).toBe(true);
    expect(after).not.toContain(checkOf(rl!.issue_id));
  });

  it('stays when another clause still uses the term', () => {
    const text = cnda(true);
    const { redlines, accepted } = reviewed(text, 'nda');
    expect(redlines.some((r) => r.original_text.includes('may use Residual Knowledge'))).toBe(true);
    expect(accepted).toMatch(/^1\.2 "Residual Knowledge" means/m);
    expect(accepted).not.toMatch(/may use Residual Knowledge/);
  });

  it('stays, and the rationale says it is no longer used, when it is far from the edit', () => {
    // the same contract with long clauses between the definitions and the residuals clause
    const filler = Array.from({ length: 8 }, (_, k) => `2.${k + 3} Each Party shall keep records of each disclosure of Confidential Information made to its employees under Section 2.2, including the name of the employee, the date of the disclosure, a description of the information disclosed and the reason why the employee needed to know it, and shall keep those records for the term of this CNDA.`).join('\n\n');
    const text = cnda().replace('\n\n3. Residuals', `\n\n${filler}\n\n3. Residuals`);
    const { redlines, accepted } = reviewed(text, 'nda');
    const rl = redlines.find((r) => r.original_text.includes('may use Residual Knowledge'));
    expect(rl).toBeDefined();
    expect(rl!.original_text).not.toMatch(/"Residual Knowledge" means/);
    expect(accepted).toMatch(/^1\.2 "Residual Knowledge" means/m);
    expect(rl!.rationale).toMatch(/definition of "Residual Knowledge" \(section 1\.2\) is no longer used/);
  });

  it('goes as a sentence when the clause defines the term and then grants the residuals right', () => {
    const text = `NON-DISCLOSURE AGREEMENT

This Non-Disclosure Agreement (the "Agreement") is made on 9 March 2026 between Cobalt Freight Ltd. ("Discloser") and Delta Routing Inc. ("Recipient").

1. Confidential Information. "Confidential Information" means all non-public information the Discloser gives the Recipient about its routes, customers and prices.

2. Obligations. The Recipient shall keep Confidential Information confidential and use it only to prepare a routing proposal for the Discloser.

3. Residuals. "Retained Know-How" means ideas and techniques the Recipient's staff remember without notes. The Recipient may use Retained Know-How for any purpose.

4. Term. This Agreement lasts three (3) years from its date.

5. Law. This Agreement is governed by the laws of the State of New York.
`;
    const { redlines, accepted } = reviewed(text, 'nda');
    const rl = redlines.find((r) => r.original_text.includes('may use Retained Know-How'));
    expect(rl).toBeDefined();
    expect(accepted).not.toMatch(/Retained Know-How/);
    expect(accepted).toMatch(/^3\. Residuals\. \S/m);
    expect(accepted).not.toMatch(/\[Reserved\.\]/);
  });
});

describe('what the contract pays', () => {
  const licence = (payment: string) => `SOFTWARE LICENCE AGREEMENT

This Software Licence Agreement is made on 9 June 2026 between Torvald Geodata AS ("Licensor") and Pennine Surveying Ltd ("Licensee").

1. LICENCE
1.1 Licensor grants Licensee a non-exclusive licence to use the mapping software for Licensee's internal surveying work.

2. PAYMENT
2.1 ${payment}

3. AUDIT
3.1 Licensor may audit Licensee at any time and without notice, and Licensee shall bear the costs of every audit.

4. GENERAL
4.1 This Agreement is governed by the laws of England and Wales.
`;

  it('is written in the contract\'s own word where the playbook speaks of royalties the contract does not have', () => {
    const { redlines, checkOf } = reviewed(licence('Licensee shall pay the annual charges set out in the order. Charges are exclusive of VAT.'), 'license');
    const rl = redlines.find((r) => r.issue_id && checkOf(r.issue_id) === 'license.royalties_audit')!;
    expect(rl.suggested_text).toMatch(/records relating to charges payable/);
    expect(rl.suggested_text).not.toMatch(/royalt/i);
  });

  it('stays "royalties" where the contract\'s fees are no payment under it (a revenue share, the winner\'s attorney\'s fees)', () => {
    const { redlines, checkOf } = reviewed(licence('Licensee shall share with Licensor fifty percent (50%) of the net revenue from the software, less app-store and subscriber fees. The winning party in any dispute may recover its attorney\'s fees.'), 'license');
    const rl = redlines.find((r) => r.issue_id && checkOf(r.issue_id) === 'license.royalties_audit')!;
    expect(rl.suggested_text).toMatch(/records relating to royalties payable/);
  });

  it('stays "royalties" where the contract pays them', () => {
    const { redlines, checkOf } = reviewed(licence('Licensee shall pay Licensor royalties of five percent (5%) of net sales, and an annual fee.'), 'license');
    const rl = redlines.find((r) => r.issue_id && checkOf(r.issue_id) === 'license.royalties_audit')!;
    expect(rl.suggested_text).toMatch(/records relating to royalties payable/);
  });
});
