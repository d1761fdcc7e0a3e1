import { describe, expect, it } from 'vitest';
import { extractKeyTerms, review } from '../src/index.js';
import { bad, good, rows } from './judge-rows.js';

/*
 * What the lead saw in session 17, reviewing a US vendor's on-premise software licence as an Irish licensee's lawyer
 * (issue 11): misreadings, each a class, in wordings written for this file, each with its twin.
 */

/** A short licence: the operative clause under test among ordinary terms. */
const licence = (clause: string) => `SOFTWARE LICENCE AGREEMENT

This Agreement is made between Harrowgate Software Inc. ("Licensor") and Calder Mills Limited ("Licensee").

1. Licence
1.1 Licensor grants Licensee a non-exclusive licence to use the Software for its internal business purposes.

2. Charges
${clause}

3. Law
3.1 This Agreement is governed by the laws of England and Wales.
`;
const PRICE = 'license.price_increases';
const issueTitle = (text: string, check: string) => review({ text, document_type: 'license' }).review.issues.find((i) => i.check_id === check)?.title;

// ---- 1. A cap on the licensor's increases stated one sentence after the right, read as "no cap" ----
// ("Licensor may increase the annual support fee ... on 30 days' notice. Any such increase shall not exceed 12% ...":
// the issue said "Licensor may raise prices without a cap"; a cap within the playbook's tolerance is the preferred
// position, one above ten per cent a time is still unacceptable, and the issue says which)
rows('a cap on increases stated in the next sentence is read with the right it limits (license.price_increases)', [
  [bad('license', PRICE, licence("2.1 Licensor may increase the annual support fee on each anniversary of the Effective Date on thirty days' notice. Any such increase shall not exceed 15% of the fee for the preceding year.")),
    good('license', PRICE, licence("2.1 Licensor may increase the annual support fee on each anniversary of the Effective Date on thirty days' notice. Any such increase shall not exceed 3% of the fee for the preceding year."))],
  [bad('license', PRICE, licence('2.1 The Licensor may revise the Maintenance Charges once in each Contract Year. The increase shall be no more than twenty per cent (20%) of the Maintenance Charges then payable.')),
    good('license', PRICE, licence('2.1 The Licensor may revise the Maintenance Charges once in each Contract Year. The increase shall be no more than the percentage rise in the Consumer Prices Index over the previous twelve months.'))],
  [bad('license', PRICE, licence('2.1 The Licensor shall be entitled to revise the annual licence fee with effect from each anniversary of the Commencement Date. Such revision shall not exceed eighteen per cent over the fee of the preceding year.')),
    good('license', PRICE, licence('2.1 The Licensor shall be entitled to revise the annual licence fee with effect from each anniversary of the Commencement Date. Such revision shall not exceed five per cent over the fee of the preceding year.'))],
  [bad('license', PRICE, licence("2.1 Licensor may adjust the Support Fees annually on 30 days' notice. No adjustment may exceed 12.5 per cent of the previous year's Support Fees.")),
    good('license', PRICE, licence("2.1 Licensor may adjust the Support Fees annually on 30 days' notice. No adjustment may exceed 2.5 per cent of the previous year's Support Fees."))],
]);

describe('a high cap on increases is named as a high cap, not as no cap', () => {
  const texts = [
    licence("2.1 Licensor may increase the annual support fee on each anniversary on thirty days' notice. Any such increase shall not exceed 15% of the fee for the preceding year."),
    licence("2.1 Licensor may increase the Fees by up to fifteen percent (15%) in each year on thirty days' notice."),
  ];
  for (const text of texts) {
    it(text.split('2.1 ')[1].slice(0, 70), () => {
      const title = issueTitle(text, PRICE);
      expect(title).toBeDefined();
      expect(title).not.toMatch(/without a cap/);
      expect(title).toMatch(/more than 10%/);
    });
  }
  it('an increase with no limit anywhere is still "without a cap"', () => {
    expect(issueTitle(licence("2.1 Licensor may increase the annual support fee on each anniversary on thirty days' notice. Invoices are payable within 30 days."), PRICE)).toMatch(/without a cap/);
  });
});

// ---- 2. What the licensee builds for use with the software, assigned to the licensor, read as preferred ----
// ("Licensee hereby assigns to Licensor all rights in any ... configurations, scripts and interfaces that Licensee
// creates": the check cited an indemnity's exclusion of "any modification not made by Licensor ... made available to
// Licensee" as the licensee owning its improvements, the word "Licensee" read as a licence)
const IMPROVE = 'license.improvements';
rows('what the licensee creates for use with the software, whatever it is called, is its own (license.improvements)', [
  [bad('license', IMPROVE, licence('2.1 Licensee hereby assigns to Licensor all rights in any configurations, scripts and interfaces that Licensee creates for use with the Software.')),
    good('license', IMPROVE, licence('2.1 Licensee owns all configurations, scripts and interfaces that Licensee creates for use with the Software.'))],
  [bad('license', IMPROVE, licence('2.1 Any reports, templates or integrations developed by the Licensee in connection with the Software shall become the property of the Licensor.')),
    good('license', IMPROVE, licence('2.1 Any reports, templates or integrations developed by the Licensee in connection with the Software shall be owned by the Licensee.'))],
  [bad('license', IMPROVE, licence("2.1 All work product that Licensee's engineers build using the Software, including custom workflows and connectors, is owned by Licensor, and Licensee hereby assigns it to Licensor.")),
    good('license', IMPROVE, licence("2.1 All work product that Licensee's engineers build using the Software, including custom workflows and connectors, is owned by Licensee, which retains all rights in it."))],
]);

describe('an indemnity exclusion that mentions a modification is no term about improvements', () => {
  const exclusions = [
    '2.1 Licensor has no obligation for any claim arising from any modification not made by Licensor, or from use of a version other than the latest made available to Licensee.',
    '2.1 The indemnity does not apply to claims caused by modifications of the Software by anyone other than Licensor or by combination with products not licensed to Licensee.',
    '2.1 Licensor shall not be liable for infringement resulting from an adaptation of the Software requested by Licensee.',
  ];
  for (const clause of exclusions) {
    it(clause.slice(4, 70), () => {
      const c = review({ text: licence(clause), document_type: 'license' }).review.checks.find((x) => x.check_id === IMPROVE)!;
      expect(c.evidence).toEqual([]);
      expect(c.outcome).toBe('not_mentioned');
    });
  }
});

// ---- 3. An audit on five business days' notice, at the licensee's cost, titled "without notice or limits" ----
// (the title named one ground for every adverse audit clause; each ground is now named as the clause states it)
describe('an adverse audit clause is titled by the ground it states (license.royalties_audit)', () => {
  const AUDIT = 'license.royalties_audit';
  const cases: [string, RegExp][] = [
    ["2.1 Licensor may inspect Licensee's records on five business days' notice. Licensee shall bear the costs of any audit.", /cost of every audit/],
    ['2.1 Harrowgate may examine the books of Calder Mills once a year on written notice, and the Licensee will reimburse the Licensor for the expenses of each audit.', /cost of every audit/],
    ['2.1 Licensor may audit Licensee at any time without prior notice to verify the number of users.', /without notice/],
    ['2.1 The Licensor may carry out unannounced audits of the Licensee\'s use of the Software.', /without notice/],
    ["2.1 Licensor may audit Licensee's books and records relating to the Software.", /no limit on frequency, notice or cost/],
  ];
  for (const [clause, title] of cases) it(clause.slice(4, 70), () => expect(issueTitle(licence(clause), AUDIT)).toMatch(title));
  it('an audit limited as the playbook prefers raises no issue', () => {
    expect(issueTitle(licence("2.1 Licensor may, at its own cost and no more than once a year, on thirty days' written notice and during business hours, audit Licensee's records."), AUDIT)).toBeUndefined();
  });
});

// ---- 4. Texas law and courts for an Irish licensee, read as the preferred position ----
// (the playbooks prefer "the law and courts of our home jurisdiction" and fall back to "a neutral, well-developed
// commercial law"; the other side's home law, where the two are based in different countries, is worse than both. The
// parties' homes are read in the opening, as a lawyer reads them)
const agreement = (title: string, opening: string, law: string) => `${title}

This Agreement is made on 2 March 2026 between ${opening}.

1. Services
1.1 The supplier shall perform its obligations with reasonable skill and care.

2. Law
2.1 ${law}
`;
const IRISH = 'Harrowgate Software, Inc., a Delaware corporation with offices at 200 Lavaca Street, Austin, Texas ("Licensor"), and Calder Mills Limited, a company incorporated in Ireland with its registered office in Cork ("Licensee")';
const ANZ = 'Kauri Cloud Limited, a company registered in New Zealand ("Provider"), and Brightwater Foods Pty Ltd (ACN 123 456 789), a company incorporated in Queensland, Australia ("Customer")';
const INDIA = 'Straits Data Pte. Ltd., a company incorporated in Singapore ("Service Provider"), and Kaveri Textiles Private Limited, a company incorporated under the laws of India having its registered office at Coimbatore ("Client")';
rows('the other side\'s home law and courts, the parties based in different countries, is not the preferred law (governing_law)', [
  [bad('license', 'license.governing_law', agreement('SOFTWARE LICENCE AGREEMENT', IRISH, 'This Agreement is governed by the laws of the State of Delaware.')),
    good('license', 'license.governing_law', agreement('SOFTWARE LICENCE AGREEMENT', IRISH, 'This Agreement is governed by the laws of Ireland.'))],
  [bad('saas', 'saas.governing_law', agreement('SUBSCRIPTION AGREEMENT', ANZ, 'This Agreement is governed by New Zealand law and the parties submit to the courts of Auckland.')),
    good('saas', 'saas.governing_law', agreement('SUBSCRIPTION AGREEMENT', ANZ, 'This Agreement is governed by the laws of Queensland and the parties submit to the courts of Brisbane.'))],
  [bad('services', 'services.governing_law', agreement('MASTER SERVICES AGREEMENT', INDIA, 'This Agreement shall be governed by and construed in accordance with the laws of Singapore.')),
    good('services', 'services.governing_law', agreement('MASTER SERVICES AGREEMENT', INDIA, 'This Agreement shall be governed by and construed in accordance with the laws of India.'))],
]);

describe('the home comparison needs both homes in different countries', () => {
  const cases: [string, string][] = [
    // both in the United States: another state's law is no foreign law
    ['Harrowgate Software, Inc., a Delaware corporation ("Licensor"), and Calder Mills, Inc., a California corporation ("Licensee")', 'This Agreement is governed by the laws of the State of Delaware.'],
    // one home unknown
    ['Harrowgate Software, Inc., a Delaware corporation ("Licensor"), and Calder Mills ("Licensee")', 'This Agreement is governed by the laws of the State of Delaware.'],
    // a third country's law: neutral
    [IRISH, 'This Agreement is governed by the laws of England and Wales.'],
    // a territory under its country's law: a Puerto Rico company and a Wisconsin one under New York law
    ['Harrowgate Financial Inc., a Puerto Rico financial holding company ("Licensee"), and Calder Systems Corporation, a Wisconsin corporation ("Licensor")', 'This Agreement is governed by the laws of the State of New York.'],
  ];
  for (const [opening, law] of cases) {
    it(`${opening.slice(0, 60)} / ${law.slice(33)}`, () => {
      const c = review({ text: agreement('SOFTWARE LICENCE AGREEMENT', opening, law), document_type: 'license' }).review.checks.find((x) => x.check_id === 'license.governing_law')!;
      expect(c.position).toBe('preferred');
    });
  }
  it('the issue names both homes and the redline proposes our own law', () => {
    const text = agreement('SOFTWARE LICENCE AGREEMENT', IRISH, 'This Agreement is governed by the laws of the State of Delaware.');
    const out = review({ text, document_type: 'license', options: { suggest_redlines: true } });
    const issue = out.review.issues.find((i) => i.check_id === 'license.governing_law')!;
    expect(issue.title).toMatch(/Delaware, in Licensor's home country; Licensee is based in Ireland/);
    const redline = out.review.redlines!.find((r) => r.issue_id === issue.id)!;
    expect(redline.suggested_text).toMatch(/laws of Ireland/);
    expect(redline.suggested_text).not.toMatch(/Delaware/);
  });
});

// ---- 5. The courts key term taken from an indemnity ----
// ("defend ... any claim brought by a third party in the United States ... and pay the damages finally awarded ... by a
// court" made the courts "United States" where the contract names the courts in Travis County, Texas; a place is the
// forum's only when the court names it, or the sentence is about where disputes go)
describe('the courts are the forum clause\'s, not a place an indemnity names beside "a court"', () => {
  const cases: [string, string | null][] = [
    ['5.1 Licensor shall defend Licensee against any claim brought by a third party in the United States and pay the damages awarded against Licensee by a court in respect of it.\n5.2 The state and federal courts in Travis County, Texas have exclusive jurisdiction over any dispute.', 'Texas'],
    ['5.1 The Supplier shall indemnify the Buyer against costs, including court costs, of any claim brought against the Buyer in Canada.', null],
    ['5.1 Any claim arising from this Agreement must be brought in England before the County Court or the High Court.', 'England and Wales'],
  ];
  for (const [clause, courts] of cases) it(clause.slice(4, 70), () => expect(extractKeyTerms(licence(clause.replace('5.1', '2.1'))).jurisdiction).toBe(courts));
});

// ---- 6. The governing-law redline left the other side's courts beside the new law ----
// ("This Agreement is governed by the laws of Ireland, and the courts of Ireland have exclusive jurisdiction ... The state
// and federal courts in Travis County, Texas have exclusive jurisdiction ...": a courts sentence naming other places, beside
// language that names the courts, goes with the rewrite; a court named by no place stays)
describe('the governing-law redline takes the other courts with the old law', () => {
  const cases: [string, boolean][] = [
    ['This Agreement is governed by the laws of the State of Delaware. The state and federal courts located in Wilmington, Delaware have exclusive jurisdiction over any dispute arising from it.', false],
    ['This Agreement is governed by the laws of the State of Delaware. Each party submits to the exclusive jurisdiction of the courts of the State of Delaware.', false],
    ['This Agreement is governed by the laws of the State of Delaware. Either party may seek injunctive relief in any court of competent jurisdiction.', true],
  ];
  for (const [law, kept] of cases) {
    it(law.slice(67, 140), async () => {
      const { applyRedlines } = await import('../src/index.js');
      const text = agreement('SOFTWARE LICENCE AGREEMENT', IRISH, law);
      const out = review({ text, document_type: 'license', options: { suggest_redlines: true } });
      const after = applyRedlines(text, out.clauses, out.review.redlines ?? []).text;
      const clause = after.slice(after.indexOf('2. Law'));
      expect(clause).toMatch(/laws of Ireland/);
      expect(clause).not.toMatch(/Delaware/);
      expect(clause.includes('any court of competent jurisdiction')).toBe(kept);
    });
  }
});
