import { describe, expect, it } from 'vitest';
import { applyRedlines, grantedRight, restriction, review, type DocumentType } from '../src/index.js';

// A redline that grants or changes a right over the contract (to end it, to assign it) leaves no sentence behind that
// denies or restricts that right, wherever it sits; sentences on other matters, and the other party's restrictions,
// stay. The agreements are written for these tests.

/** The customer's right to terminate for convenience, as the playbooks' language grants it. */
const tfc = grantedRight('Customer may terminate this Agreement for convenience at any time upon thirty (30) days\' prior written notice to Provider.')!;

function accepted(text: string, document_type: DocumentType, check: string) {
  const out = review({ text, document_type, options: { suggest_redlines: true } });
  const redlines = out.review.redlines ?? [];
  const issue = out.review.issues.find((i) => i.check_id === check);
  expect(issue?.redline_id, `a redline for ${check}`).toBeDefined();
  const rl = redlines.find((r) => r.id === issue!.redline_id)!;
  // the redlines of the same issue in other places (a restriction lifted in another clause)
  const parts = redlines.filter((r) => r !== rl && r.issue_id === issue!.id);
  const all = applyRedlines(text, out.clauses, redlines);
  expect(all.skipped).toEqual([]);
  // accepting every redline resolves every redlined issue and raises none
  const again = review({ text: all.text, document_type });
  expect(again.review.issues.map((i) => i.check_id)).toEqual(out.review.issues.filter((i) => !i.redline_id).map((i) => i.check_id));
  return { rl, parts, text: all.text };
}

const CONSULTING = `CONSULTING AGREEMENT

This Consulting Agreement is made on 2 February 2026 between Northwind Analytics Ltd (the "Client") and Bramble Advisory LLP (the "Consultant").

1. SERVICES
1.1 The Consultant shall provide the strategy and data advisory services described in the Schedule (the "Services").
1.2 The Consultant shall perform the Services with reasonable skill and care and in accordance with good industry practice.

2. FEES
2.1 The Client shall pay the Consultant's invoices within thirty (30) days of receipt.

3. TERM AND TERMINATION
3.1 This Agreement starts on the date above and continues until the Services are complete.
3.2 The Client may terminate this Agreement only for material breach by the Consultant that is not remedied within thirty (30) days of written notice.
3.3 The Consultant may terminate this Agreement only if the Client fails to pay an undisputed invoice within sixty (60) days of its due date.
3.4 On termination the Client shall pay for the Services performed up to the date of termination.

4. INTELLECTUAL PROPERTY
4.1 All reports and other deliverables produced by the Consultant in performing the Services shall belong to the Client on payment.

5. CONFIDENTIALITY
5.1 Each party shall keep the other party's confidential information confidential and use it only to perform this Agreement.

6. LIABILITY
6.1 Each party's aggregate liability arising out of this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the claim.

7. GENERAL
7.1 The Consultant is an independent contractor and not an employee, agent or partner of the Client, is responsible for its own taxes, insurance and benefits, and has no authority to bind the Client.
7.2 Neither party may assign this Agreement without the prior written consent of the other party.
7.3 This Agreement is governed by the laws of England and Wales.
`;

const DISTRIBUTION = `DISTRIBUTION AGREEMENT

This Distribution Agreement is made on 10 March 2026 between Larkspur Devices GmbH (the "Supplier") and Orchard Retail Ltd (the "Distributor").

1. APPOINTMENT
1.1 The Supplier appoints the Distributor as its non-exclusive distributor of the Products in the Territory.
1.2 The Distributor shall use reasonable efforts to promote and sell the Products in the Territory.

2. ORDERS AND PRICES
2.1 The Distributor shall order Products by written purchase order and pay each invoice within forty-five (45) days.

3. TERM AND TERMINATION
3.1 This Agreement starts on the date above and continues for three (3) years.
3.2 Either party may terminate this Agreement by written notice if the other party materially breaches it and does not remedy the breach within thirty (30) days after notice.

4. ASSIGNMENT
4.1 The Supplier may assign or transfer this Agreement at any time without the consent of the Distributor.

5. LIABILITY
5.1 Each party's aggregate liability arising out of this Agreement shall not exceed the amounts paid or payable under this Agreement in the twelve (12) months preceding the claim, and neither party is liable for indirect or consequential damages.

6. GENERAL
6.1 The Distributor may not assign, transfer or subcontract any of its rights or obligations under this Agreement without the Supplier's prior written consent.
6.2 This Agreement is governed by the laws of Ireland.
6.3 This Agreement is the entire agreement between the parties.
`;

const SAAS = `SOFTWARE AS A SERVICE AGREEMENT

This Software as a Service Agreement is made on 5 January 2026 between Cloudberry Systems Inc. (the "Provider") and Meridian Health Partners LLC (the "Customer").

1. SERVICE
1.1 The Provider shall make the Service available to the Customer's users with an availability of 99.9% in each calendar month, and shall credit the Customer 10% of the monthly fee for each full percentage point below that level.
1.2 The Provider shall process Customer Data only on the Customer's documented instructions and shall comply with applicable data protection law.

2. FEES
2.1 The Customer shall pay the annual subscription fee within thirty (30) days of invoice. Subscriptions are non-cancellable by the Customer during the then-current term. The Provider may increase the fees once a year on ninety (90) days' notice by no more than three percent (3%).

3. TERM AND TERMINATION
3.1 This Agreement has an initial term of one (1) year and renews only if both parties agree in writing before the end of the then-current term.
3.2 Either party may terminate this Agreement for the other party's material breach not cured within thirty (30) days of notice.

4. CONFIDENTIALITY
4.1 Each party shall keep the other party's confidential information confidential and use it only to perform this Agreement.

5. LIABILITY
5.1 Each party's aggregate liability arising out of this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the claim.
5.2 The Provider shall defend and indemnify the Customer against any third-party claim that the Service infringes that third party's intellectual property rights.

6. GENERAL
6.1 The Customer may not terminate this Agreement before the end of the then-current term, and the Provider may not assign this Agreement without the Customer's consent.
6.2 This Agreement is governed by the laws of the State of New York.
`;

describe('a new right to terminate for convenience', () => {
  it('strikes "only" where the client may terminate only for breach: the breach right stays a right, the restriction goes; the consultant\'s own restriction stays', () => {
    const { rl, text } = accepted(CONSULTING, 'consulting', 'consulting.termination_for_convenience');
    expect(text).toMatch(/Client may terminate this Agreement for convenience/);
    expect(text).toContain('3.2 The Client may terminate this Agreement for material breach by the Consultant');
    expect(text).not.toMatch(/Client may terminate this Agreement only/);
    // the other party's restriction is not the client's right
    expect(text).toContain('3.3 The Consultant may terminate this Agreement only if the Client fails to pay');
    expect(rl.rationale).toMatch(/restricted this right elsewhere \(section 3\.2\)/);
  });

  it('deletes a restriction of the customer\'s right wherever it sits (a general section, a fees clause), keeping the rest of each clause', () => {
    const { rl, text } = accepted(SAAS, 'saas', 'saas.termination_for_convenience');
    expect(text).toMatch(/Customer may terminate this Agreement for convenience/);
    expect(text).not.toMatch(/non-cancellable/);
    expect(text).not.toMatch(/Customer may not terminate/);
    // the sentences beside them on other matters stay
    expect(text).toContain('The Customer shall pay the annual subscription fee within thirty (30) days of invoice.');
    expect(text).toContain('The Provider may increase the fees once a year');
    expect(text).toContain('3.2 Either party may terminate this Agreement for the other party\'s material breach');
    // (6.1's refusal is the sentence the issue cites since round 12: the right is written there, its other term kept,
    // and the restriction in 2.1 goes with it)
    expect(rl.original_text).toContain('6.1 The Customer may not terminate');
    expect(rl.suggested_text).toContain('The Provider may not assign this Agreement without the Customer\'s consent.');
    expect(rl.rationale).toMatch(/elsewhere \(section 2\.1\)/);
  });
});

describe('a new mutual assignment clause', () => {
  it('takes assignment out of the distributor\'s restriction in another section and keeps the subcontracting restriction', () => {
    const { rl, parts, text } = accepted(DISTRIBUTION, 'other', 'general.assignment');
    expect(text).toMatch(/Neither party may assign this Agreement without the prior written consent of the other party, except to a successor/);
    expect(text).toContain('6.1 The Distributor may not subcontract any of its rights or obligations under this Agreement without the Supplier\'s prior written consent.');
    // (in a redline of its own place, section 6, that goes with the assignment clause's)
    expect(rl.suggested_text).not.toContain('may not subcontract');
    const lifted = parts.find((p) => p.suggested_text.includes('may not subcontract'))!;
    expect(lifted.original_text).toMatch(/^6\.1/);
    expect(lifted.rationale).toMatch(/goes with the redline for iss_\d+ \(section \d\.\d\), which gives this right/);
  });
});

describe('reading a right and its restrictions', () => {
  const assign = grantedRight('Neither Party may assign this Agreement without the prior written consent of the other Party, except to a successor to all or substantially all of its business.')!;

  it('reads a broad grant or a complete rule with exceptions, not a ground', () => {
    expect(tfc).toMatchObject({ holder: 'Customer', verbs: ['terminate'] });
    expect(assign).toMatchObject({ holder: null, verbs: ['assign'] });
    expect(grantedRight('Either Party may terminate this Agreement by written notice if the other Party materially breaches it.')).toBeNull();
    expect(grantedRight('Each Party shall keep the other Party\'s Confidential Information confidential.')).toBeNull();
  });

  it('finds restrictions of the holder\'s right, and nothing else', () => {
    // the contract itself, or every party: the restriction stays for the others, the holder's right carved out of it
    expect(restriction(tfc, 'This Agreement may not be terminated before the end of the Initial Term.')).toMatchObject({ mend: { start: 0, end: 1, insert: 'Except for Customer\'s right to terminate this Agreement for convenience, t' } });
    expect(restriction(tfc, 'Neither party may terminate this Agreement pending the decision of the expert, but either party may seek urgent relief.')).toMatchObject({ mend: { insert: 'Except for Customer\'s right to terminate this Agreement for convenience, n' } });
    expect(restriction(tfc, 'Customer shall not be entitled to terminate this Agreement for convenience.')).toMatchObject({ mend: null });
    expect(restriction(tfc, 'Either party may terminate this Agreement for material breach.')).toBeNull();
    expect(restriction(tfc, 'The Provider may terminate this Agreement only for non-payment.')).toBeNull();
    expect(restriction(tfc, 'On termination the Customer shall pay all fees due.')).toBeNull();
    expect(restriction(assign, 'The Licensee may not transfer any Personal Data outside the EEA.')).toBeNull();
    expect(restriction(assign, 'The Supplier shall not assign personnel to the project without approval.')).toBeNull();
    expect(restriction(assign, 'Licensee shall not assign this Agreement.')).toMatchObject({ mend: null });
  });
});

describe('what is not a restriction of the right', () => {
  it('leaves fees, stock and a ground with its own procedure alone', () => {
    // fees that are owed whatever happens, and stock on order, are not the contract
    expect(restriction(tfc, 'The License Fees are non-cancellable and non-refundable.')).toBeNull();
    expect(restriction(tfc, '100% of the cost of all inventory on order of Permitted Components, which is not cancelable according to Appendix A.')).toBeNull();
    // a ground with its own condition: "only" orders that ground
    expect(restriction(tfc, 'If the Force Majeure Period continues for more than twelve (12) months, either Party may terminate this Agreement, but only upon twelve (12) months\' notice.')).toBeNull();
    // the contract or an order as the subject is
    expect(restriction(tfc, 'Subscriptions are non-cancellable by the Customer during the then-current term.')).toMatchObject({ mend: null });
    expect(restriction(tfc, 'The Customer may terminate this Agreement, but only for cause.')).toMatchObject({ mend: { insert: '' } });
  });
});

describe('a restriction far from the new right', () => {
  it('is where the right is written, its other term kept (it is the refusal the issue cites)', () => {
    const filler = Array.from({ length: 8 }, (_, k) => `${k + 4}. SCHEDULE ${k + 1} SERVICES\n${k + 4}.1 The Provider shall provide the additional services described in Schedule ${k + 1} with reasonable skill and care, at the rates stated there, and shall keep records of the time its personnel spend on them for at least two (2) years after the services end.\n${k + 4}.2 The Customer shall give the Provider reasonable access to its premises, systems and personnel as needed for the services described in Schedule ${k + 1}.`).join('\n\n');
    const text = SAAS.replace('4. CONFIDENTIALITY', `${filler}\n\n4. CONFIDENTIALITY`).replace(' Subscriptions are non-cancellable by the Customer during the then-current term.', '');
    const out = review({ text, document_type: 'saas', options: { suggest_redlines: true } });
    const redlines = out.review.redlines ?? [];
    const issue = out.review.issues.find((i) => i.check_id === 'saas.termination_for_convenience')!;
    const main = redlines.find((r) => r.id === issue.redline_id)!;
    expect(main.suggested_text).toMatch(/Customer may terminate this Agreement for convenience/);
    // (since round 12 the refusal far away is what the issue cites, unacceptable: the right is written in its place,
    // striking only the refusing words and keeping the sentence's other term)
    expect(main.original_text).toContain('The Customer may not terminate this Agreement before the end of the then-current term');
    expect(main.suggested_text).toContain('The Provider may not assign this Agreement without the Customer\'s consent.');
    expect(main.suggested_text).not.toMatch(/Customer may not terminate/);
    expect(redlines.filter((r) => r !== main && r.issue_id === issue.id)).toEqual([]);
    const all = applyRedlines(text, out.clauses, redlines);
    expect(all.skipped).toEqual([]);
    expect(review({ text: all.text, document_type: 'saas' }).review.issues.map((i) => i.check_id)).not.toContain('saas.termination_for_convenience');
  });
});

describe('what CUAD showed is not a restriction of the customer\'s right', () => {
  it('leaves stock orders, the other party named after a lead-in, and "Party A" alone', () => {
    expect(restriction(tfc, '(ii) The cost of materials on order which cannot be cancelled without charge.')).toBeNull();
    expect(restriction(tfc, 'Subcontractor shall report any open orders that cannot be cancelled to the supplier lead time.')).toBeNull();
    expect(restriction(tfc, 'All purchase orders are non-cancellable.')).toBeNull();
    expect(restriction(tfc, 'So long as Customer is progressing through the phases, Provider may not terminate this Agreement during them.')).toBeNull();
    expect(restriction(tfc, 'Party B shall have the right to terminate this Agreement by notice, but Party A may not terminate or rescind this Agreement.')).toBeNull();
  });
});

describe('a restriction in the clause the redline rewrites', () => {
  // the new right replaces the provider's in the same clause, and the next sentence there restricts it (no object named:
  // the contract is implied); written for this test
  const HOSTED = `HOSTED SERVICES AGREEMENT

This Hosted Services Agreement is made on 12 April 2026 between Quillon Cloud Ltd (the "Provider") and Ashgrove Veterinary Group plc (the "Customer").

1. SERVICES
1.1 The Provider shall make the hosted practice-management platform available to the Customer with an availability of 99.9% in each calendar month, and shall credit the Customer 10% of the monthly fee for each full percentage point below that level.
1.2 The Provider shall process Customer Data only on the Customer's documented instructions and shall comply with applicable data protection law.

2. FEES
2.1 The Customer shall pay the monthly fees within thirty (30) days of invoice.

3. TERM AND TERMINATION
3.1 This Agreement has an initial term of two (2) years and renews only if both parties agree in writing.
3.2 The Provider may end this Agreement for convenience by giving ninety (90) days' written notice. The Customer may terminate solely if the Provider commits a material breach and fails to remedy it within forty-five (45) days.
3.3 On termination the Provider shall return all Customer Data within thirty (30) days.

4. LIABILITY
4.1 Each party's aggregate liability arising out of this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the claim.
4.2 The Provider shall defend and indemnify the Customer against any third-party claim that the platform infringes that third party's intellectual property rights.

5. GENERAL
5.1 Each party shall keep the other party's confidential information confidential.
5.2 This Agreement is governed by the laws of England and Wales.
`;

  it('is lifted there too: the breach ground stays a ground, "solely" goes', () => {
    const { rl, text } = accepted(HOSTED, 'saas', 'saas.termination_for_convenience');
    expect(rl.original_text).toMatch(/^3\.2 /);
    expect(text).toMatch(/Customer may terminate this Agreement for convenience/);
    expect(text).toContain('The Customer may terminate if the Provider commits a material breach and fails to remedy it within forty-five (45) days.');
    expect(text).not.toMatch(/Customer may terminate solely/);
  });

  it('reads a right with the contract implied, not a passive transfer of something else', () => {
    const assign = grantedRight('Neither Party may assign this Agreement without the prior written consent of the other Party, except to a successor to all or substantially all of its business.')!;
    expect(restriction(tfc, 'Customer may terminate only for Provider\'s uncured material breach.')).toMatchObject({ mend: { start: 23, end: 28, insert: '' } });
    expect(restriction(tfc, 'The Customer may cancel solely if the Provider fails to deliver.')).toMatchObject({ mend: { insert: '' } });
    expect(restriction(tfc, 'The Customer may only terminate if the Provider fails to deliver.')).toMatchObject({ mend: { insert: '' } });
    // a condition without "only" restricts one ground in one case, not the right
    expect(restriction(tfc, 'Neither party may terminate if the other party\'s failure is de minimis.')).toBeNull();
    expect(restriction(tfc, 'The Customer may not terminate before the end of the Initial Term.')).toMatchObject({ mend: null });
    expect(restriction(assign, 'The Reseller may not assign or transfer without the Vendor\'s written approval.')).toMatchObject({ mend: null });
    // no object and no ground: a passive of another thing, an ending term, another party's restriction
    expect(restriction(assign, 'Customer Data may not be transferred outside the United Kingdom.')).toBeNull();
    expect(restriction(tfc, 'This Agreement may not be varied, terminated or waived except in a signed writing.')).toBeNull();
    // an insurance policy that ends, or may be cancelled, on notice is not the contract
    expect(restriction(tfc, 'The certificate shall confirm that the policy will not lapse or terminate without thirty (30) days\' notice to the Customer.')).toBeNull();
    expect(restriction(tfc, 'Such policies shall be cancellable only upon fifteen (15) days\' written notice to the Customer.')).toBeNull();
    expect(restriction(tfc, 'The Customer\'s subscription may not end before the renewal date.')).toBeNull();
    expect(restriction(tfc, 'The Provider may terminate only for non-payment.')).toBeNull();
  });
});
