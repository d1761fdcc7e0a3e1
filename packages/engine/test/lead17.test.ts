import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
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
