import { describe, expect, it } from 'vitest';
import { noticeAfterAct, readStruck } from '../src/redline-dependants.js';
import { issueOf, redlinesOf, reviewed } from './redlined.js';

/*
 * Session 20, redline24: redlines and issue notes a lawyer would sign (issue 11), each a class of drafting found on a
 * real contract and written here in wordings of this file's own, with a twin that must keep working.
 */

type Doc = 'nda' | 'saas' | 'services' | 'msa' | 'lease';
// ---- 1. A redline (and the note's quote) is operative language, never an entry of a table of contents ----
// (Zogenix's distributor agreement as filed: the contents are headings run together on one line, "Grant of Rights 2.1
// Grant of Rights to Distributor ... 2.5 Non-Compete Covenant ...", with no dot leaders and the page numbers on a line
// apart; the NDA's non-compete check cited that line and its redline rewrote the contents)
describe('a table of contents is no clause', () => {
  const nda = (contents: string, parties: [string, string], clause: string, heading = 'Restrictions') => `MUTUAL NON-DISCLOSURE AGREEMENT

${contents}

THIS AGREEMENT is made between ${parties[0]} and ${parties[1]}.

1. Definitions
1.1 "Confidential Information" means all information disclosed by one party to the other, in any form.

2. Confidentiality Obligations
2.1 Each party shall keep the other party's Confidential Information confidential and use it only to evaluate the proposed transaction.

3. ${heading}
3.1 ${clause}

4. Term
4.1 This Agreement continues for three years from the date of signature.
`;
  const cases: [string, string, [string, string], string][] = [
    ['US filing, "Section" labels run together',
      'Table of Contents\n\nSection 1. Definitions Section 2. Confidentiality Obligations 2.1 Use of Information 2.2 Permitted Disclosures Section 3. Restrictions 3.1 No Other Rights; Other Limitations 3.2 Non-Compete Covenant 3.3 No Activities Outside the Territory Section 4. Term 4.1 Duration 4.2 Survival\n\ni',
      ['Albion Widgets Inc. ("Albion")', 'Kestrel Data LLC ("Kestrel")'],
      'During the term of this Agreement and for two years after it, Kestrel shall not engage in any business that competes with Albion.'],
    ['English, "Clause" labels with their page numbers on one line',
      'CONTENTS\n\nClause 1 Definitions 1 Clause 2 Confidentiality Obligations 2 Clause 3 Restrictions 3 3.1 Exclusivity 3 3.2 Non-Compete Undertaking 4 3.3 Non-Solicitation 4 Clause 4 Term 5',
      ['Harrow Instruments Limited ("Harrow")', 'Quayside Analytics Limited ("Quayside")'],
      'For eighteen months after the date of this Agreement, Quayside shall not, directly or indirectly, carry on or be concerned in any business which competes with Harrow.'],
    ['Canadian, capitals for articles, the heading in the same paragraph',
      'TABLE OF CONTENTS ARTICLE 1 DEFINITIONS 1.1 Defined Terms ARTICLE 2 CONFIDENTIALITY 2.1 Obligations 2.2 Exceptions ARTICLE 3 RESTRICTIVE COVENANTS 3.1 Non-Compete Covenant 3.2 Non-Solicitation Covenant ARTICLE 4 TERM',
      ['Maple Ridge Software Corp. ("Maple Ridge")', 'Lakehead Consulting Inc. ("Lakehead")'],
      'For a period of twelve months following the date hereof, Lakehead shall not, anywhere in Ontario, engage in a business competitive with that of Maple Ridge.'],
  ];
  it.each(cases)('%s: the non-compete is cited and redlined in its clause, the contents not at all', (_n, contents, parties, clause) => {
    const out = reviewed(nda(contents, parties, clause), 'nda');
    const issue = issueOf(out, 'nda.non_compete');
    expect(issue).toBeDefined();
    const toc = contents.split('\n').filter((l) => l.length > 40).pop()!;
    for (const c of issue!.citations) expect(toc.includes(c.quote.slice(0, 40))).toBe(false);
    expect(issue!.explanation).toContain(clause.slice(0, 40));
    const rl = redlinesOf(out, 'nda.non_compete');
    expect(rl.length).toBeGreaterThan(0);
    for (const r of rl) {
      expect(r.original_text).not.toMatch(/contents/i);
      expect(r.original_text).toContain(clause.slice(0, 40));
    }
  });

  // the twin: an operative sentence that names several numbered sections is language, cited and redlined as before
  it.each([
    ['Subject to Sections 2.1, 2.2 and 4.1, Kestrel shall not engage in any business that competes with Albion for two years after the date of this Agreement.', ['Albion Widgets Inc. ("Albion")', 'Kestrel Data LLC ("Kestrel")']],
    ['Save as provided in clauses 1.1, 2.1 and 4.1, Quayside shall not carry on any business which competes with Harrow during the term of this Agreement.', ['Harrow Instruments Limited ("Harrow")', 'Quayside Analytics Limited ("Quayside")']],
    ['Except under clause 2.1 Confidentiality Obligations, clause 4.1 Term and clause 1.1 Definitions, the Recipient must not compete with the Discloser in Queensland for two years.', ['Coral Sea Mining Pty Ltd (Discloser)', 'Birrong Advisory Pty Ltd (Recipient)']],
  ] as [string, [string, string]][])('twin: "%s" is still the non-compete', (clause, parties) => {
    const out = reviewed(nda('', parties, clause), 'nda');
    const issue = issueOf(out, 'nda.non_compete');
    expect(issue).toBeDefined();
    expect(issue!.explanation).toContain(clause.slice(0, 40));
    const rl = redlinesOf(out, 'nda.non_compete');
    expect(rl.length).toBeGreaterThan(0);
    expect(rl[0].original_text).toContain(clause.slice(0, 40));
  });
});

// ---- 2. A suspension redline asks for notice before the suspension, not after it ----
// (a clause where the provider may suspend and "will notify Customer after the suspension" got the clause library's
// language, which asks for prior notice, with the after-the-fact notice kept beside it)
describe('a suspension redline does not keep "notify after suspension"', () => {
  const saas = (clause: string, provider = 'Provider', customer = 'Customer') => `SUBSCRIPTION AGREEMENT

This Agreement is between Brightwave Software Inc. ("${provider}") and Elm Street Dental LLC ("${customer}").

1. Services
1.1 ${provider} shall make the Service available to ${customer} during the Term.

2. Fees
2.1 ${customer} shall pay the fees within thirty (30) days of invoice.

3. Suspension
3.1 ${clause}

4. Term
4.1 This Agreement continues for one year from the Effective Date.
`;
  const cases: [string, string, string, string, Doc][] = [
    ['US, after the suspension',
      'Provider may, in its sole discretion, suspend Customer\'s account without notice; Provider will notify Customer after the suspension and restore access when the cause is remedied.', 'Provider', 'Customer', 'saas'],
    ['English, as soon as practicable after suspending',
      'The Supplier may suspend the Customer\'s access to the Service if the Supplier considers that the Customer\'s use may expose the Supplier to risk. The Supplier shall inform the Customer as soon as reasonably practicable after suspending access.', 'Supplier', 'Customer', 'saas'],
    ['Canadian, within days following any suspension',
      'The Vendor may suspend the Services at any time for any reason. The Vendor will send the Client written notice within two (2) business days following any suspension of the Services.', 'Vendor', 'Client', 'saas'],
  ];
  it.each(cases)('%s', (_n, clause, provider, customer, type) => {
    const out = reviewed(saas(clause, provider, customer), type);
    const rl = redlinesOf(out, `${type}.suspension`);
    expect(rl.length).toBeGreaterThan(0);
    const s = rl.map((r) => r.suggested_text).join(' ');
    expect(s).toMatch(/prior written notice/);
    // the after-the-fact notice of the contract is not carried forward
    expect(s).not.toMatch(/(?:notify|inform|send)[^.]{0,60}(?:after the suspension|after suspending|following any suspension)/i);
    // the emergency exception stays as the fallback
    expect(s).toMatch(/impracticable, notice as soon as possible after it/);
  });

  // the reader alone: a notice of the act after it, in other words and for other acts; and its twins, a notice before
  // it and words that only look like notice ("Confidential Information ... following the termination", a sibling of a
  // termination rewrite in a CUAD alliance agreement that the first version of the rule struck)
  it.each([
    ['Provider may suspend the Service on prior written notice.', 'Provider will notify Customer after the suspension.', true],
    ['Landlord may enter the Premises on 24 hours\' prior notice.', 'Landlord shall inform Tenant promptly after entering the Premises.', true],
    ['The Supplier may terminate this Agreement on 90 days\' prior written notice.', 'The Supplier will send the Customer written notice within 5 days following any termination.', true],
    ['Provider may suspend the Service on prior written notice.', 'Provider shall give Customer prior written notice before any suspension.', false],
    ['Customer may terminate this Agreement on thirty days\' prior written notice.', 'This Section 10.1 shall terminate with respect to Confidential Information two years following the termination of this Agreement.', false],
    ['Provider may suspend the Service on prior written notice.', 'Provider will notify Customer when access is restored.', false],
  ] as [string, string, boolean][])('"%s" / "%s": notice after the act %s', (language, sibling, want) => {
    expect(noticeAfterAct(sibling, readStruck(language)!)).toBe(want);
  });

  // the twin: a notice after the service is restored is another matter and stays
  it.each([
    ['Provider may, in its sole discretion, suspend Customer\'s account without notice. Provider will notify Customer when access is restored.', 'Provider', 'Customer', /notify Customer when access is restored/],
    ['The Supplier may suspend the Customer\'s access to the Service at any time for any reason. The Supplier shall keep a written record of every suspension and give a copy to the Customer on request.', 'Supplier', 'Customer', /written record of every suspension/],
    ['The Vendor may suspend the Services at any time for any reason. Following any suspension, the Client shall remain liable for all fees.', 'Vendor', 'Client', /remain liable for all fees/],
  ] as [string, string, string, RegExp][])('twin: %s', (clause, provider, customer, kept) => {
    const out = reviewed(saas(clause, provider, customer), 'saas');
    const rl = redlinesOf(out, 'saas.suspension');
    expect(rl.length).toBeGreaterThan(0);
    const after = rl.reduce((t, r) => t.replace(r.original_text, r.suggested_text), saas(clause, provider, customer));
    expect(after).toMatch(kept);
  });
});

// ---- 3. The automatic renewal note says how long each renewal runs and the notice that stops it ----
describe('the auto-renewal note states the renewal period and the notice, quoted', () => {
  const msa = (clause: string, a = 'Northgate Analytics Ltd ("Provider")', b = 'Harbour Freight Pty Ltd ("Customer")') => `MASTER SERVICES AGREEMENT

This Agreement is between ${a} and ${b}.

1. Services
1.1 Provider shall provide the Services described in each Statement of Work.

2. Term
2.1 ${clause}

3. Fees
3.1 Customer shall pay the fees within thirty (30) days of invoice.
`;
  const cases: [string, string, RegExp, RegExp, RegExp][] = [
    ['US, three-year renewals, 120 days',
      'This Agreement commences on the Effective Date and continues for an initial term of two (2) years. Thereafter it shall automatically renew for successive renewal periods of three (3) years each unless either party gives the other written notice of non-renewal at least one hundred and twenty (120) days before the end of the then-current term.',
      /each renewal runs (?:for )?three (?:\(3\) )?years/i, /“[^”]*three \(3\) years[^”]*”/, /120 days/],
    ['English, further periods of two years, six months',
      'This Agreement shall continue for an initial period of one year and shall then be renewed automatically for further periods of two years unless either party gives not less than six months\' written notice before the end of the then current period.',
      /each renewal runs (?:for )?two (?:\(2\) )?years/i, /“[^”]*two years[^”]*”/, /six (?:\(6\) )?months/],
    ['Indian, renewed automatically for five years, 150 days',
      'The term of this Agreement shall be three (3) years, and shall be renewed automatically for a further term of five (5) years each time unless the Company notifies the Service Provider in writing at least one hundred and fifty (150) days prior to the expiry of the then current term.',
      /each renewal runs (?:for )?five (?:\(5\) )?years/i, /“[^”]*five \(5\) years[^”]*”/, /150 days/],
  ];
  it.each(cases)('%s', (_n, clause, runs, quoted, notice) => {
    const issue = issueOf(reviewed(msa(clause), 'msa'), 'msa.auto_renewal');
    expect(issue).toBeDefined();
    expect(issue!.explanation).toMatch(runs);
    expect(issue!.explanation).toMatch(quoted);
    expect(issue!.explanation).toMatch(notice);
    // the fallback fitted to the clause: one-year renewals instead of the contract's, the notice brought within 90 days
    const fallback = issue!.recommendation.slice(issue!.recommendation.indexOf('Fallback:'));
    expect(fallback).toMatch(/one-year/);
    expect(fallback).toMatch(/instead of|rather than|from/);
    expect(fallback).toMatch(/90 days/);
  });

  // the twins: a renewal with no length stated gets none made up; a one-year renewal keeps the fallback's length
  it('twin: a renewal with no period stated says none', () => {
    const issue = issueOf(reviewed(msa('This Agreement continues for two (2) years and shall renew automatically thereafter unless terminated by either party on one hundred and eighty (180) days\' written notice before the end of the term.'), 'msa'), 'msa.auto_renewal');
    expect(issue).toBeDefined();
    expect(issue!.explanation).not.toMatch(/each renewal runs/i);
    expect(issue!.explanation).toMatch(/\(180\) days/);
  });
  it('twin: one-year renewals with a long notice: only the notice is to change', () => {
    const issue = issueOf(reviewed(msa('This Agreement shall automatically renew for successive one (1) year terms unless either party gives at least one hundred and twenty (120) days\' written notice of non-renewal before the end of the then-current term.'), 'msa'), 'msa.auto_renewal');
    expect(issue).toBeDefined();
    expect(issue!.explanation).toMatch(/each renewal runs (?:for )?one (?:\(1\) )?year/i);
    const fallback = issue!.recommendation.slice(issue!.recommendation.indexOf('Fallback:'));
    expect(fallback).not.toMatch(/one \(1\) year instead of/);
    expect(fallback).toMatch(/\(120\) days/);
  });
  it('twin: a renewal that needs both parties\' agreement raises no issue', () => {
    const issue = issueOf(reviewed(msa('This Agreement continues for two (2) years and may be renewed for further periods of three (3) years only if both parties agree in writing.'), 'msa'), 'msa.auto_renewal');
    expect(issue).toBeUndefined();
  });
});

// ---- 4. The service charge note and redline say what is wrong with the clause at hand ----
// (a charge that passed on the landlord's capital costs got no redline: the charging sentence "shall pay ... a fair
// proportion of the Service Costs" was read as creating what the language only speaks of, so the language went into a
// sentence beside it and the capital costs stayed)
describe('the service charge redline and note fit the clause', () => {
  const lease = (clause: string, names: [string, string] = ['Landlord', 'Tenant']) => `LEASE

This Lease is made between Carrow Estates Limited ("${names[0]}") and Pennine Print Limited ("${names[1]}").

1. Premises
1.1 ${names[0]} lets to ${names[1]} Unit 4, Carrow Business Park (the "Premises") for a term of ten years.

2. Rent
2.1 ${names[1]} shall pay a yearly rent of £48,000 by equal quarterly payments in advance.

3. Service Charge
3.1 ${clause}

4. Repairs
4.1 ${names[1]} shall keep the interior of the Premises in good repair. ${names[0]} shall keep the roof, structure and exterior of the Building in good repair.

5. Law
5.1 This Lease is governed by the law of England and Wales.
`;
  const cases: [string, string, [string, string], RegExp, RegExp, RegExp][] = [
    ['English, Service Costs include rebuilding the structure',
      'Tenant shall pay Landlord on demand a fair proportion of the Service Costs, which include the costs of repairing, rebuilding and replacing the roof, structure and plant of the Building. Landlord\'s certificate of the Service Costs shall be conclusive.',
      ['Landlord', 'Tenant'], /rebuilding and replacing the roof/, /no cap/i, /excluding any capital expenditure/],
    ['US, operating expenses include capital expenditures',
      'Lessee shall pay as Additional Rent its Pro Rata Share of all Operating Expenses of the Property, including capital expenditures and structural repairs.',
      ['Lessor', 'Lessee'], /capital expenditures and structural repairs/, /no cap/i, /excluding any capital expenditure/],
    ['Australian, outgoings with a cap but capital works in them',
      'The Tenant must pay its proportion of the Outgoings, which include the cost of replacing plant and any sinking fund, but the Outgoings payable in any year will not exceed those for the previous year by more than 4%.',
      ['Landlord', 'Tenant'], /replacing plant and any sinking fund/, /^(?![\s\S]*\bno cap\b)(?![\s\S]*uncapped)/i, /previous year by more than 4%/],
  ];
  it.each(cases)('%s', (_n, clause, names, capital, cap, limited) => {
    const out = reviewed(lease(clause, names), 'lease');
    const issue = issueOf(out, 'lease.service_charges');
    expect(issue).toBeDefined();
    // the note quotes the words that pass on the capital costs and says whether the charge is capped
    expect(`${issue!.title}. ${issue!.explanation}`).toMatch(capital);
    expect(`${issue!.title}. ${issue!.explanation}`).toMatch(cap);
    expect(issue!.title).toMatch(/capital/i);
    // a redline rewrites the charging sentence
    const rl = redlinesOf(out, 'lease.service_charges');
    expect(rl.length).toBeGreaterThan(0);
    const after = rl.reduce((t, r) => t.replace(r.original_text, r.suggested_text), lease(clause, names));
    expect(after).not.toMatch(capital);
    // the capital costs struck, or the charge rewritten without them; a cap of the contract's own that is lower stays
    expect(after).toMatch(limited);
    // and what the note says the clause lacks goes in: a statement of the actual costs and a right to inspect them
    expect(after).toMatch(/statement of the costs actually incurred/);
    expect(after).toMatch(/inspect the invoices/);
  });

  // the twins: a charge already limited to running costs and capped raises no issue
  it.each([
    'Tenant shall pay a fair proportion of the reasonable and proper costs of running the Building, excluding any capital expenditure and structural repairs, and the charge in any year shall not exceed that for the previous year by more than 5%.',
    'Lessee shall pay its Pro Rata Share of Operating Expenses, which shall not include capital expenditures or structural repairs, and controllable Operating Expenses shall not increase by more than five percent (5%) per year.',
    'The Tenant must pay its proportion of the Outgoings, other than capital costs and the cost of replacing plant, capped at the amount for the previous year plus 4%.',
  ])('twin: %s', (clause) => {
    const issue = issueOf(reviewed(lease(clause), 'lease'), 'lease.service_charges');
    expect(issue).toBeUndefined();
  });
});
