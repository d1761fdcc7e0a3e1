import { describe, expect, it } from 'vitest';
import { applyRedlines, review } from '../src/index.js';
import { bad, good, read, rows } from './judge-rows.js';

/*
 * What the lead saw in session 19, reviewing a vendor's SaaS subscription terms (an order form and its terms) as the
 * customer's lawyer (issue 11): misreadings and redlines, each a class, in wordings written for this file, each with its
 * twin. Every adverse row failed on 5e40894.
 */

/** A short subscription agreement with the data clause under test as 3.2. */
const saas = (clause: string) => `SUBSCRIPTION AGREEMENT

This Agreement is between Larchfield Software Inc. ("Provider") and Dunmore Freight Ltd. ("Customer").

1. Service
1.1 Provider shall make the Service available to Customer during the Subscription Term.

2. Fees
2.1 Customer shall pay the fees within thirty (30) days of invoice.

3. Customer Data
3.1 Customer owns all data it submits to the Service ("Customer Data").
${clause}

4. Governing law
4.1 This Agreement is governed by the laws of the State of New York.
`;
const DATA = 'saas.data_protection';

// ---- 1. A duty the check asks of the other side, stated only to be denied ----
// ("Provider has no obligation to return or export Customer Data" beside a deletion: the data check's cue, "return ...
// Customer Data", was read as the duty itself; scope.ts dutyDenied reads the denial for every check whose entailing cue
// states a duty, where the denial binds the other side and is not limited to some cases)
rows('a duty denied to the other side reads as refused (saas.data_protection)', [
  [bad('saas', DATA, saas('3.2 Provider need not return Customer Data when this Agreement ends.')),
    good('saas', DATA, saas('3.2 Provider shall return Customer Data when this Agreement ends.'))],
  [bad('saas', DATA, saas('3.2 On termination the Provider is not required to return, or provide any copy of, Customer Data.')),
    good('saas', DATA, saas('3.2 On termination the Provider is required to return, or provide a copy of, Customer Data.'))],
  [bad('saas', DATA, saas('3.2 Provider shall be under no obligation to encrypt or otherwise secure Customer Data.')),
    good('saas', DATA, saas('3.2 Provider shall encrypt and otherwise secure Customer Data.'))],
  // (a denial limited to some cases leaves the duty in the rest; a duty denied to the playbook's own side is no refusal)
  [bad('saas', DATA, saas('3.2 Provider has no duty to return Customer Data at the end of the Subscription Term.')),
    good('saas', DATA, saas('3.2 Provider need not return Customer Data that Customer has already exported before this Agreement ends.'))],
  [bad('saas', DATA, saas('3.2 Provider is not bound to return Customer Data at the end of the Subscription Term.')),
    good('saas', DATA, saas('3.2 Provider shall return Customer Data at the end of the Subscription Term, including data Provider received from third parties who are not bound to return Customer Data.'))],
  [bad('saas', DATA, saas('3.2 Provider is not obliged to return Customer Data, and may delete it when this Agreement ends.')),
    good('saas', DATA, saas('3.2 Customer is not required to export Customer Data before termination, and Provider shall return Customer Data on request.'))],
]);

// (a cue that reads a negation itself is no denied duty: the NDA's "nothing ... obliges ... to enter into" cue met in
// "shall have no obligation to enter into a contract", WaterNow's distributor agreement under the NDA playbook, read by a
// first version as a non-compete)
describe('a cue written to read a negation is not turned by the denial it contains', () => {
  for (const text of [
    'Neither party shall have any obligation to enter into any further agreement or transaction with the other party.',
    'The Discloser shall have no obligation to enter into a contract with the Recipient regarding any new territory.',
    'Nothing in this Agreement obliges either party to enter into any business relationship with the other.',
  ]) it(text.slice(0, 60), () => expect(read(good('nda', 'nda.non_compete', `MUTUAL NON-DISCLOSURE AGREEMENT\n\n1. ${text}\n`)))
    .toEqual({ position: 'preferred', issue: false }));
});

// ---- 2. The document named with words before its noun ----
// ("Provider may amend these Subscription Terms by posting a revised version" read as nothing: the check knew "these
// Terms", "this Agreement", not "these Subscription Terms", "this Master Supply Agreement", "these General Terms of
// Business")
rows('a document named by a longer title, changed by one side (unilateral_changes)', [
  [bad('saas', 'saas.unilateral_changes', saas('3.2 Provider may amend these Subscription Terms by posting a revised version on its website.')),
    good('saas', 'saas.unilateral_changes', saas('3.2 Provider may propose amendments to these Subscription Terms, which take effect only when signed by both parties.'))],
  [bad('msa', 'msa.unilateral_changes', 'MASTER SUPPLY AGREEMENT\n\n1. Variation\n1.1 Supplier may vary this Master Supply Agreement by notice published on its supplier portal.\n'),
    good('msa', 'msa.unilateral_changes', 'MASTER SUPPLY AGREEMENT\n\n1. Variation\n1.1 Supplier may vary this Master Supply Agreement only by a written amendment signed by both parties.\n')],
  [bad('services', 'services.unilateral_changes', 'SERVICES AGREEMENT\n\n1. Changes\n1.1 The Contractor may revise these General Terms of Business from time to time.\n'),
    good('services', 'services.unilateral_changes', "SERVICES AGREEMENT\n\n1. Changes\n1.1 The Contractor may revise these General Terms of Business only with the Client's signed written agreement.\n")],
]);

// ---- 3. The redline of a clause whose offending sentences follow one another ----
// (the licence over Customer Data replaced, then the deletion and the refusal to return in the clause after it: the next
// round rewrote the clause's first, innocent sentence, which the check had cited through its window, and the sentence
// left with the number of the one struck before it was taken for text the redline wrote; no redline was offered for a
// high issue. Now the offending sentences go, and a clause left with no words reads "[Reserved.]".)
describe('a data clause with its offending sentences in a row gets one redline that resolves it', () => {
  const wordings = [
    ['3.2 Customer grants Provider a perpetual, irrevocable licence to use and commercialise Customer Data for any purpose.', '3.3 Upon termination, Provider may delete all Customer Data after 7 days. Provider has no obligation to return or export Customer Data.'],
    ['3.2 Provider may use Customer Data for its own purposes, including to train its models, under a perpetual and irrevocable licence granted by Customer.', '3.3 After expiry Provider may erase Customer Data within ten days. Provider is not required to return Customer Data.'],
    ['3.2 Customer grants Provider an irrevocable, perpetual licence to exploit Customer Data in any manner.', '3.3 Provider may delete Customer Data at the end of the Subscription Term. Provider shall be under no obligation to provide Customer with any copy of Customer Data.'],
  ];
  wordings.forEach(([licence, deletion], k) => {
    it(`wording ${k + 1}`, () => {
      const text = saas(`${licence}\n${deletion}`);
      const out = review({ text, document_type: 'saas', options: { suggest_redlines: true } });
      const issue = out.review.issues.find((i) => i.check_id === DATA)!;
      expect(issue).toBeDefined();
      expect(out.review.redlines!.some((r) => r.issue_id === issue.id)).toBe(true);
      // (a redline is one per clause: the strike in 3.3 may travel with another issue's language placed after it)
      const { text: after, skipped } = applyRedlines(text, out.clauses, out.review.redlines!);
      expect(skipped).toEqual([]);
      // the clause the licence stood in is untouched in number and the one after it keeps its number, with words
      expect(after).toMatch(/^3\.1 Customer owns all data/m);
      expect(after).not.toMatch(/^3\.\d\s*$/m);
      const again = review({ text: after, document_type: 'saas' });
      expect(again.review.checks.find((c) => c.check_id === DATA)!.position).toBe('preferred');
    });
  });
});

// ---- 4. A row of particulars keeps its label when its value is rewritten ----
// ("Renewal pricing: Provider's list price in effect at the start of each renewal term" became a bare sentence, "Provider
// may increase fees ...", the order form's label gone)
describe('the redline of a "Label: value" row rewrites the value and keeps the label', () => {
  const form = (row: string) => `ORDER FORM

Supplier: Brackwater Systems Pty Ltd
Customer: Orrin Health Group
Service: Brackwater Scheduling Cloud
Fees: AUD 9,000 per month
${row}

This Order Form is governed by the Supplier's Master Terms, which the Customer accepts by signing.

1. Confidentiality
1.1 Each party shall keep the other party's Confidential Information confidential.

2. Governing law
2.1 This Agreement is governed by the laws of New South Wales.
`;
  const wordings: [string, string][] = [
    ["Renewal pricing: Supplier's list price in effect at the start of each renewal term", 'Renewal pricing: '],
    ['Price review: Supplier may change the Fees at any time by notice', 'Price review: '],
    ["Fee increases: at Supplier's discretion on each renewal", 'Fee increases: '],
  ];
  wordings.forEach(([row, label], k) => {
    it(`wording ${k + 1}`, () => {
      const out = review({ text: form(row), document_type: 'saas', options: { suggest_redlines: true } });
      const issue = out.review.issues.find((i) => i.check_id === 'saas.price_increases')!;
      const redline = out.review.redlines!.find((r) => r.issue_id === issue.id)!;
      expect(redline.original_text.startsWith(label)).toBe(true);
      expect(redline.suggested_text.startsWith(label)).toBe(true);
      expect(redline.suggested_text).toMatch(/five percent \(5%\)/);
      expect(redline.operations[0]).toEqual({ op: 'equal', text: expect.stringMatching(new RegExp(`^${label}`)) });
    });
  });
});
