import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
import { bad, good, rows } from './judge-rows.js';

/*
 * What the lead saw in session 16, reviewing a US provider's SaaS subscription agreement as a UK customer's lawyer
 * (issue 11): two misreadings, each a class, in wordings written for this file, each with its twin.
 */

/** A short SaaS agreement: a definitions clause written in one of three styles, then the operative clauses. */
const saas = (definitions: string, clauses: string) => `SUBSCRIPTION AGREEMENT

This Agreement is made between Lumen Rota Pty Ltd ("Provider") and Kestrel Freight Ltd ("Customer").

1. Definitions
${definitions}

2. Services
2.1 Provider shall make the Services available to Customer during the Term.

3. Data
${clauses}

4. General
4.1 This Agreement is governed by the laws of New South Wales.
`;

// ---- 1. A cited definition pulled its neighbours in: every later definition of the list read as its continuation ----
// (each item of a definitions list ends with ";", which otherwise marks a sentence cut mid-thought)
const DEFINITION_STYLES: [string, string][] = [
  ['quoted "means", each item ending with ";"', `"Customer Data" means the data that Customer or its users enter into the Services;
"Documentation" means the user guides Provider makes available online;
"Fees" means the fees stated in the Order Form;
"Order Form" means the ordering document signed by both parties;`],
  ['unquoted, as Australian drafting writes them', `Customer Data means the data that Customer or its users enter into the Services;
Documentation means the user guides Provider makes available online;
Fees means the fees stated in the Order Form;
Order Form means the ordering document signed by both parties;`],
  ['numbered, "shall mean"', `1.1 "Customer Data" shall mean the data that Customer or its users enter into the Services;
1.2 "Documentation" shall mean the user guides Provider makes available online;
1.3 "Fees" shall mean the fees stated in the Order Form; and
1.4 "Order Form" shall mean the ordering document signed by both parties.`],
];

describe('a cited definition is cited alone, not with the definitions listed after it', () => {
  for (const [style, definitions] of DEFINITION_STYLES) {
    it(style, () => {
      const text = saas(definitions, '3.1 Customer grants Provider a perpetual and irrevocable licence to use Customer Data for any purpose.');
      const out = review({ text, document_type: 'saas' });
      const c = out.review.checks.find((x) => x.check_id === 'saas.data_protection')!;
      expect(c.position).toBe('unacceptable');
      const quotes = c.evidence.map((e) => e.quote);
      expect(quotes.some((q) => /licence to use Customer Data/.test(q))).toBe(true);
      // the definition of the term the clause is about may be cited; the unrelated ones after it are not
      for (const q of quotes) expect(q).not.toMatch(/Documentation"?\s+(?:shall\s+)?means?|Fees"?\s+(?:shall\s+)?means?|Order Form"?\s+(?:shall\s+)?means?/);
    });
  }

  it('still cites the rest of a sentence that runs on after ";" when it is no new definition', () => {
    const text = saas(DEFINITION_STYLES[0][1], `3.1 Provider may use Customer Data for any purpose;
provided that it shall first remove anything that identifies Customer.`);
    const c = review({ text, document_type: 'saas' }).review.checks.find((x) => x.check_id === 'saas.data_protection')!;
    expect(c.evidence.map((e) => e.quote).join(' ')).toMatch(/provided that it shall first remove/);
  });
});

// ---- 2. A refund of prepaid fees for the rest of the term read as an exit priced at the rest of the term ----
// (the fees for the remainder paid back to the customer are the opposite of an early-termination charge)
const withExit = (clause: string) => saas(DEFINITION_STYLES[0][1], `3.1 Provider shall keep Customer Data secure.

5. Term
5.1 Customer may terminate this Agreement for convenience on thirty (30) days' written notice to Provider.
5.2 ${clause}`);

rows('a refund of the fees for the rest of the term is no price on the customer\'s exit (saas.termination_for_convenience)', [
  [bad('saas', 'saas.termination_for_convenience', withExit('On any termination under clause 5.1, Customer shall pay the Fees for the remainder of the Term.')),
    good('saas', 'saas.termination_for_convenience', withExit('If the Services fail to conform, Provider may terminate the affected Services and refund any prepaid Fees for the remainder of the Term.'))],
  [bad('saas', 'saas.termination_for_convenience', withExit('Upon such termination all instalments that would have fallen due had the Agreement run its course become payable at once.')),
    good('saas', 'saas.termination_for_convenience', withExit('Upon such termination Provider shall repay the instalments already paid for the remainder of the Term.'))],
  [bad('saas', 'saas.termination_for_convenience', withExit('If Customer terminates early, the balance of the Fees for the remainder of the Subscription Term becomes immediately due.')),
    good('saas', 'saas.termination_for_convenience', withExit('If Provider terminates the Services early, Customer shall receive a credit of the Fees paid for the remainder of the Subscription Term.'))],
]);

// ---- 3. A duty struck whole for the version clause on its end ----
// ("Provider shall process Personal Data only on Customer's instructions and in accordance with the DPA at <url>, as
// updated by Provider from time to time" became "[Reserved.]": the customer lost the processing duty; only the words
// that let the provider change the document should go)
const policyDocs: [string, string, RegExp][] = [
  ['3.1 Provider shall process Personal Data only on Customer\'s documented instructions and in accordance with the data processing addendum at lumenrota.com/dpa, as updated by Provider from time to time.',
    'process Personal Data only on Customer\'s documented instructions and in accordance with the data processing addendum at lumenrota.com/dpa', /as updated by Provider/],
  ['3.1 The Supplier must keep Customer Data secure in line with its Security Policy, as amended by the Supplier from time to time.',
    'keep Customer Data secure in line with its Security Policy', /as amended by the Supplier/],
  ['3.1 Provider will protect Customer Data in accordance with the security standards published at lumenrota.com/security, as they may be revised by Provider at any time.',
    'protect Customer Data in accordance with the security standards published at lumenrota.com/security', /as they may be revised/],
];

describe('a policy incorporated "as updated by Provider from time to time" loses the version clause, not the duty', () => {
  for (const [clause, kept, gone] of policyDocs) {
    it(clause.slice(4, 60), async () => {
      const { applyRedlines } = await import('../src/index.js');
      const text = saas(DEFINITION_STYLES[0][1], `${clause}\n3.2 Customer owns all Customer Data.`);
      const out = review({ text, document_type: 'saas', options: { suggest_redlines: true } });
      expect(out.review.issues.map((i) => i.check_id)).toContain('saas.unilateral_changes');
      const after = applyRedlines(text, out.clauses, out.review.redlines ?? []).text;
      expect(after).toContain(kept);
      expect(after).not.toMatch(gone);
      // and the redlined contract no longer raises the issue
      expect(review({ text: after, document_type: 'saas' }).review.issues.map((i) => i.check_id)).not.toContain('saas.unilateral_changes');
    });
  }
});

// ---- 4. A term given by the name of a period an order form states, reported as not stated at all ----
// ("continues for the initial Subscription Term stated in it": the dashboard showed "Term —"; the key term is stated by
// reference to the Order Form, as issue 11 asks of every cross-reference)
describe('a term named by a period that an order form states is stated by reference', () => {
  const rows: [string, string, string][] = [
    ['This Agreement starts on the date of the first Order Form and continues for the initial Subscription Term stated in it.\n"Subscription Term" means the period stated in the Order Form together with any renewal period.', 'the Order Form', 'Subscription Term'],
    ['The Agreement shall continue for the Initial Term unless terminated earlier.\n"Initial Term" means the period specified in Schedule 1.', 'Schedule 1', 'Initial Term'],
    ['This Contract remains in force for the first Service Term, as set out in the Order Form.', 'the Order Form', 'Service Term'],
  ];
  it.each(rows)('%s', async (text, reference, quote) => {
    const { extractKeyTerms } = await import('../src/index.js');
    const k = extractKeyTerms(text);
    expect(k.term).toBeNull();
    expect(k.sources?.term).toEqual({ kind: 'by_reference', reference, quote });
  });
  it('and a term whose length is stated stays a plain value', async () => {
    const { extractKeyTerms } = await import('../src/index.js');
    const k = extractKeyTerms('This Agreement continues for the Initial Term.\n"Initial Term" means the period of three (3) years from the Effective Date stated in the Order Form.');
    expect(k.term).toBe('P3Y');
    expect(k.sources?.term).toBeUndefined();
  });
});

// ---- 5. "a court of competent jurisdiction" read as the contract's choice of courts ----
// (the SaaS agreement's IP indemnity, "... infringes that third party's United States patent ... damages finally awarded
// by a court of competent jurisdiction", came before its forum clause, and the key term said "United States")
describe('a court of competent jurisdiction is no choice of forum', () => {
  const rows: [string, string | null][] = [
    ['9.1 Provider shall pay any damages finally awarded by a court of competent jurisdiction for infringement of a United States patent.\n12.4 The courts of Travis County, Texas have exclusive jurisdiction.', 'Texas'],
    ['If any provision is held invalid by a tribunal of competent jurisdiction in Germany, the rest remains in force.\nEach party submits to the exclusive jurisdiction of the courts of England and Wales.', 'England and Wales'],
    ['Either party may seek injunctive relief from any competent court in Singapore.', null],
    ['Any order of a court or other authority of competent jurisdiction in Ontario shall be complied with.', null],
  ];
  it.each(rows)('%s', async (text, want) => {
    const { extractKeyTerms } = await import('../src/index.js');
    expect(extractKeyTerms(text).jurisdiction).toBe(want);
  });
});

// ---- 6. Whose notice, behind a decimal clause number ----
// ("11.3 Paywise may terminate ... on sixty (60) days' written notice" gave no `notice_period_given_by`: the subject was
// read as "3 Paywise")
describe('the notice period\'s giver is read behind a decimal clause number', () => {
  const opening = 'This Agreement is made between Paywise Cloud, Inc. ("Paywise") and Hartwell Logistics Limited (the "Customer").\n\n';
  const rows: [string, string][] = [
    ["11.3 Paywise may terminate this Agreement for convenience on sixty (60) days' written notice.", 'Paywise'],
    ["14.2.1 The Customer may terminate this Agreement at any time by giving ninety (90) days' notice.", 'Customer'],
    ["7.4. Either party may terminate this Agreement on thirty (30) days' written notice to the other.", 'either_party'],
  ];
  it.each(rows)('%s', async (clause, want) => {
    const { extractKeyTerms } = await import('../src/index.js');
    expect(extractKeyTerms(opening + clause).notice_period_given_by).toBe(want);
  });
});
