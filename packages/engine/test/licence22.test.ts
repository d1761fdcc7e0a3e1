import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
import { bad, good, row, rows } from './judge-rows.js';

/*
 * Session 18, licence22: what a licensee's lawyer still found in session 17's lead licence, each a class of drafting
 * written here in new wordings (US, English, Australian, Indian, Canadian), each with a benign twin.
 */

/** A short licence between a vendor and a licensee whose homes the opening gives. */
const licence = (opening: string, clause: string) => `SOFTWARE LICENCE AGREEMENT

This Agreement is made on 4 May 2026 between ${opening}.

1. Licence
1.1 The licensor grants the licensee a perpetual, non-exclusive licence to use the Software for its internal business purposes.

8. Indemnity and warranty
${clause}

12. Law
12.1 This Agreement is governed by the law of the place where the licensor has its registered office.
`;
const IRISH = 'Harrowgate Software, Inc., a Delaware corporation with offices at 200 Lavaca Street, Austin, Texas ("Licensor"), and Calder Mills Limited, a company incorporated in Ireland with its registered office in Cork ("Licensee")';
const AUSSIE = 'Fellside Systems Limited, a company registered in England with its registered office in Leeds ("Supplier"), and Bunya Freight Pty Ltd (ACN 123 456 789), a company incorporated in Queensland, Australia ("Customer")';
const INDIAN = 'Straits Data Pte. Ltd., a company incorporated in Singapore ("Vendor"), and Kaveri Textiles Private Limited, a company incorporated under the laws of India having its registered office at Coimbatore ("Client")';
const PLAIN = 'Harrowgate Software Inc. ("Licensor") and Calder Mills Limited ("Licensee")';
const IND = 'license.indemnification';
const position = (text: string, check: string, type: 'license' | 'services' = 'license') => review({ text, document_type: type }).review.checks.find((c) => c.check_id === check)!;

// ---- 1a. An infringement indemnity limited to one country's rights, the licensee based in another ----
// (liability round 20 counted such a limit only where the contract named another place outside the parties' seats; the
// licensee's own home, read in the opening, is such a place: it operates there, and the indemnity does not reach it)
rows('an indemnity for one country\'s rights, the customer based in another, is narrower than preferred (indemnification)', [
  [row('license', IND, licence(IRISH, '8.1 Licensor shall defend Licensee against any claim that the Software infringes a United States patent or copyright, and shall pay any damages and settlement amounts arising from that claim.'), 'acceptable'),
    good('license', IND, licence(IRISH, '8.1 Licensor shall defend Licensee against any claim that the Software infringes a patent or copyright, and shall pay any damages and settlement amounts arising from that claim.'))],
  [row('license', IND, licence(AUSSIE, '8.1 The Supplier will indemnify the Customer against all losses arising from any claim that the use of the Software in the United Kingdom infringes the intellectual property rights of a third party.'), 'acceptable'),
    good('license', IND, licence(AUSSIE, '8.1 The Supplier will indemnify the Customer against all losses arising from any claim that the use of the Software in Australia infringes the intellectual property rights of a third party.'))],
  [row('license', IND, licence(INDIAN, '8.1 The Vendor shall hold the Client harmless from every third-party claim alleging that the Software infringes any intellectual property right registered in Singapore.'), 'acceptable'),
    good('license', IND, licence(INDIAN, '8.1 The Vendor shall hold the Client harmless from every third-party claim alleging that the Software infringes any intellectual property right, wherever registered.'))],
]);

describe('a one-country indemnity with neither party\'s home read stays preferred (the spent sets\' lawyers read it so)', () => {
  it('no homes in the opening', () => {
    expect(position(licence(PLAIN, '8.1 Licensor shall defend Licensee against any claim that the Software infringes a United States patent or copyright, and shall pay any damages and settlement amounts arising from that claim.'), IND).position).toBe('preferred');
  });
});

// ---- 1b. Paid only what a court finally awards: no settlement, and (where it does not defend) no defence costs ----
rows('an indemnity that pays only damages finally awarded, with no settlement named, is narrower than preferred (indemnification)', [
  [row('license', IND, licence(PLAIN, '8.1 Licensor shall defend Licensee against any claim that the Software infringes any patent or copyright, and shall pay the damages finally awarded against Licensee by a court in respect of that claim.'), 'acceptable'),
    good('license', IND, licence(PLAIN, '8.1 Licensor shall defend Licensee against any claim that the Software infringes any patent or copyright, and shall pay the damages finally awarded against Licensee, or agreed by Licensor in settlement, in respect of that claim.'))],
  [row('license', IND, licence(AUSSIE, '8.1 The Supplier shall indemnify the Customer against all damages awarded against the Customer in a final judgment of a court of competent jurisdiction on any claim that the Software infringes the intellectual property rights of a third party.'), 'acceptable'),
    good('license', IND, licence(AUSSIE, '8.1 The Supplier shall indemnify the Customer against all damages awarded against the Customer in a final judgment, all sums paid in settlement and all reasonable legal costs, on any claim that the Software infringes the intellectual property rights of a third party.'))],
  [row('license', IND, licence(INDIAN, '8.1 The Vendor will indemnify the Client against any third-party claim that the Software infringes any intellectual property right by bearing the amounts finally adjudged against the Client.'), 'acceptable'),
    good('license', IND, licence(INDIAN, '8.1 The Vendor will indemnify the Client against any third-party claim that the Software infringes any intellectual property right by bearing the amounts finally adjudged against the Client and any amount payable under a settlement the Vendor approves.'))],
]);

// ---- 1c. No indemnity for use with whatever the software must run with: hardware, operating systems, data ----
// (an exclusion of combinations with "any hardware, software or data not supplied by" the vendor takes in the licensee's
// ordinary use; the usual exclusion is kept for combinations but for which there would be no claim, or with things the
// documentation does not call for)
const GRANT = '8.1 Licensor shall defend Licensee against any claim that the Software infringes any patent or copyright, and shall pay all damages, costs and settlement amounts arising from it.';
rows('an indemnity that excludes use with the hardware, software or data ordinary use needs covers little (indemnification)', [
  [bad('license', IND, licence(PLAIN, `${GRANT}\n8.2 Licensor has no obligation under clause 8.1 for any claim arising from use of the Software in combination with any hardware, software or data not supplied by Licensor.`)),
    good('license', IND, licence(PLAIN, `${GRANT}\n8.2 Licensor has no obligation under clause 8.1 for any claim arising from use of the Software in combination with any hardware, software or data not supplied by Licensor, where the claim would not have arisen but for that combination.`))],
  [bad('license', IND, licence(AUSSIE, `${GRANT.replace(/Licensor/g, 'the Supplier').replace(/Licensee/g, 'the Customer')}\n8.2 Clause 8.1 shall not apply to any Claim which results from the Software being operated with equipment, an operating system or data that the Supplier did not provide.`)),
    good('license', IND, licence(AUSSIE, `${GRANT.replace(/Licensor/g, 'the Supplier').replace(/Licensee/g, 'the Customer')}\n8.2 Clause 8.1 shall not apply to any Claim which results from the Software being operated with equipment, an operating system or data that the Supplier did not provide, other than those specified in the Documentation.`))],
  [bad('license', IND, licence(INDIAN, `${GRANT.replace(/Licensor/g, 'the Vendor').replace(/Licensee/g, 'the Client')}\n8.2 The Vendor will not be liable for any claim based on the combination of the Software with any other programs, computers or databases of the Client.`)),
    good('license', IND, licence(INDIAN, `${GRANT.replace(/Licensor/g, 'the Vendor').replace(/Licensee/g, 'the Client')}\n8.2 The Vendor will not be liable for any claim based on the combination of the Software with any other programs, computers or databases of the Client, to the extent the claim would have been avoided without that combination.`))],
]);

// ---- 2. The licensor's use of the licensee's data: usage data, telemetry, what the licensee enters ----
const DATA = 'license.data_use';
rows('the licensor free to use the licensee\'s data for any purpose, sell it or share it (license.data_use)', [
  [bad('license', DATA, licence(PLAIN, '8.1 Licensor may collect Usage Data and use, copy and disclose it for any purpose, during and after the term of this Agreement.')),
    good('license', DATA, licence(PLAIN, '8.1 Licensor may collect Usage Data and use it only to provide and support the Software for Licensee.'))],
  [bad('license', DATA, licence(AUSSIE, '8.1 The Supplier shall be entitled to gather telemetry from the Software and to share it with its affiliates and other third parties.')),
    good('license', DATA, licence(AUSSIE, '8.1 The Supplier may gather telemetry from the Software solely for the purpose of providing maintenance and support services to the Customer.'))],
  [bad('license', DATA, licence(INDIAN, '8.1 The Vendor may use any data the Client enters into the Software to train its machine learning models, and may sell that data to third parties.')),
    good('license', DATA, licence(INDIAN, '8.1 The Vendor may use data the Client enters into the Software only to perform its support obligations under this Agreement.'))],
]);
rows('the licensee\'s data used only in aggregated, de-identified form to improve the product is the fallback (license.data_use)', [
  [row('license', DATA, licence(PLAIN, '8.1 Licensor may use Usage Data, in aggregated and de-identified form, to improve and develop the Software.'), 'acceptable'),
    good('license', DATA, licence(PLAIN, '8.1 Licensor may use Usage Data to provide and support the Software.'))],
  [row('license', DATA, licence(AUSSIE, '8.1 The Supplier may analyse anonymised statistics derived from the Customer\'s use of the Software for the purpose of enhancing its products.'), 'acceptable'),
    good('license', DATA, licence(AUSSIE, '8.1 The Supplier may analyse statistics on the Customer\'s use of the Software only to resolve support requests.'))],
  [row('license', DATA, licence(INDIAN, '8.1 The Vendor may compile de-identified, aggregated data about the Client\'s usage of the Software and use it for benchmarking and product improvement.'), 'acceptable'),
    bad('license', DATA, licence(INDIAN, '8.1 The Vendor may compile data about the Client\'s usage of the Software and sell it to third parties for benchmarking.'))],
]);
describe('a licence silent on the licensee\'s data leaves the licensor no right to it (license.data_use)', () => {
  it('not mentioned, preferred', () => {
    const c = position(licence(PLAIN, '8.1 Licensor shall keep the Software free of malicious code.'), DATA);
    expect([c.outcome, c.position]).toEqual(['not_mentioned', 'preferred']);
  });
  it('a confidentiality clause about the other party\'s information is not a data-use term', () => {
    const c = position(licence(PLAIN, '8.1 Each party shall use the other party\'s confidential information only for the purposes of this Agreement.'), DATA);
    expect(c.outcome).toBe('not_mentioned');
  });
  it('the services playbook reads it too', () => {
    const text = licence(AUSSIE, '8.1 The Supplier shall be entitled to gather telemetry from the Customer\'s systems and to share it with its affiliates and other third parties.');
    expect(position(text, 'services.data_use', 'services').position).toBe('unacceptable');
  });
});

// ---- 3. A warranty whose only remedy is the vendor's efforts to correct: no repair, replacement or refund ----
const WARRANTY = 'license.warranty';
const PERFORMS = '8.1 Licensor warrants that for ninety (90) days after delivery the Software will perform substantially in accordance with the Documentation.';
rows('a warranty whose sole remedy is the vendor\'s efforts to correct is below the fallback (license.warranty)', [
  [bad('license', WARRANTY, licence(PLAIN, `${PERFORMS} Licensee's sole remedy for breach of this warranty is for Licensor to use reasonable efforts to correct the non-conformity.`)),
    good('license', WARRANTY, licence(PLAIN, `${PERFORMS} Licensee's sole remedy for breach of this warranty is for Licensor to repair or replace the Software or, if it cannot, to refund the licence fee.`))],
  [bad('license', WARRANTY, licence(AUSSIE, `${PERFORMS.replace('Licensor', 'The Supplier')}\n8.2 The Supplier's only obligation in respect of any breach of the warranty in clause 8.1 shall be to use commercially reasonable endeavours to remedy the defect.`)),
    good('license', WARRANTY, licence(AUSSIE, `${PERFORMS.replace('Licensor', 'The Supplier')}\n8.2 The Supplier's only obligation in respect of any breach of the warranty in clause 8.1 shall be to use commercially reasonable endeavours to remedy the defect and, failing that within thirty days, to refund the licence fee.`))],
  [bad('license', WARRANTY, licence(INDIAN, `${PERFORMS.replace('Licensor', 'The Vendor')}\n8.2 As the Client's exclusive remedy for any non-conformity, the Vendor shall endeavour to rectify errors reported during the warranty period.`)),
    good('license', WARRANTY, licence(INDIAN, `${PERFORMS.replace('Licensor', 'The Vendor')}\n8.2 As the Client's exclusive remedy for any non-conformity, the Vendor shall rectify errors reported during the warranty period or, at the Client's option, accept return of the Software and refund the fees paid.`))],
]);
describe('the services warranty grades the remedy too (services.services_warranty)', () => {
  it('re-performance by efforts alone is below the fallback', () => {
    const text = licence(AUSSIE, "8.1 The Supplier warrants that the Services will be performed with reasonable skill and care. The Customer's sole remedy for breach of this warranty is for the Supplier to use reasonable efforts to correct the deficiency.");
    expect(position(text, 'services.services_warranty', 'services').position).toBe('unacceptable');
  });
  it('re-performance promised is not', () => {
    const text = licence(AUSSIE, "8.1 The Supplier warrants that the Services will be performed with reasonable skill and care. The Customer's sole remedy for breach of this warranty is for the Supplier to re-perform the deficient Services at no charge.");
    expect(position(text, 'services.services_warranty', 'services').position).toBe('preferred');
  });
});

// ---- 5. Suggested language that names a term structure the contract does not have ----
// (the price check's language fixes fees "for the Initial Term" and caps rises "for a renewal term ... before the
// renewal": a perpetual licence, an agreement that runs until terminated, or one of a fixed term that never renews has
// no such terms; the language is fitted to the structure the contract has)
const priceRedline = (text: string, type: 'license' | 'services' | 'saas' = 'license') => {
  const out = review({ text, document_type: type, options: { suggest_redlines: true } });
  const issue = out.review.issues.find((i) => /price_increases$/.test(i.check_id));
  return out.review.redlines?.find((r) => r.issue_id === issue?.id)?.suggested_text;
};
const contract = (opening: string, term: string, price: string) => `SOFTWARE LICENCE AND SUPPORT AGREEMENT

This Agreement is made on 4 May 2026 between ${opening}.

1. Licence
1.1 The licensor grants the licensee a non-exclusive licence to use the Software for its internal business purposes.

2. Term
${term}

3. Fees
${price}
`;
describe('price language fitted to the term structure the contract has (license.price_increases)', () => {
  const open = [
    contract(PLAIN, '2.1 This Agreement starts on the Effective Date and continues until terminated by either party.', '3.1 Licensor may increase the annual support fee at any time by notice to Licensee.'),
    contract(AUSSIE.replace('"Supplier"', '"Licensor"').replace('"Customer"', '"Licensee"'), '2.1 The licence granted under this Agreement is perpetual.', '3.1 The Licensor may revise the Maintenance Charges from time to time as it sees fit.'),
    contract(INDIAN.replace('"Vendor"', '"Licensor"').replace('"Client"', '"Licensee"'), '2.1 This Agreement shall remain in force for three (3) years from the Effective Date and shall then expire.', '3.1 The Licensor shall be entitled to raise the support charges on written notice, without limit.'),
  ];
  for (const text of open) {
    it(text.split('\n3.1 ')[1].slice(0, 60), () => {
      const s = priceRedline(text);
      expect(s).toBeDefined();
      expect(s).not.toMatch(/renewal|Initial Term/i);
      expect(s).toMatch(/five percent \(5%\)/);
    });
  }
  it('a contract with an initial term and renewals keeps the language that names them', () => {
    const text = contract(PLAIN, '2.1 This Agreement has an initial term of three (3) years (the "Initial Term") and renews automatically for successive one-year renewal terms unless either party gives notice.', '3.1 Licensor may increase the annual support fee at any time by notice to Licensee.');
    const s = priceRedline(text);
    expect(s).toMatch(/Initial Term/);
    expect(s).toMatch(/renewal/);
  });
});

describe('the redline of an efforts-only warranty remedy mends the remedy, not the warranty (license.warranty)', () => {
  const remedies = [
    `${PERFORMS} Licensee's sole remedy for breach of this warranty is for Licensor to use reasonable efforts to correct the non-conformity.`,
    `${PERFORMS}\n8.2 Licensor's only obligation in respect of any breach of the warranty in clause 8.1 shall be to use commercially reasonable endeavours to remedy the defect.`,
  ];
  for (const clause of remedies) {
    it(clause.split('. ').pop()!.slice(0, 60), () => {
      const out = review({ text: licence(PLAIN, clause), document_type: 'license', options: { suggest_redlines: true } });
      const issue = out.review.issues.find((i) => i.check_id === WARRANTY)!;
      const redline = out.review.redlines!.find((r) => r.issue_id === issue.id)!;
      expect(redline.suggested_text).toMatch(/refunded/);
      expect(redline.suggested_text.match(/\bwarrants\b/g) ?? []).toHaveLength(redline.original_text.match(/\bwarrants\b/g)?.length ?? 0);
    });
  }
});

// ---- merge (session 18): a vendor's promise not to sell or use the data otherwise is no permission to ----
// (the data-use check's own suggested language, "... only to provide, maintain and support the Software ..., and shall
// not sell or disclose that data or use it for any other purpose", read as a sale for any purpose)
rows('a negated sale or other purpose is no permission (license.data_use)', [
  [bad('license', 'license.data_use', licence(PLAIN, 'Licensor may collect usage data and may sell it or use it for any other purpose.')),
    good('license', 'license.data_use', licence(PLAIN, 'Licensor may collect usage data only to support the Software, and shall not sell it or use it for any other purpose.'))],
  [bad('license', 'license.data_use', licence(PLAIN, 'The Licensor may compile statistics on the Licensee\'s use of the Software and may commercialise them without restriction.')),
    good('license', 'license.data_use', licence(PLAIN, 'The Licensor may compile statistics on the Licensee\'s use of the Software solely to maintain it, and will never commercialise them or use them without restriction.'))],
  [bad('license', 'license.data_use', licence(PLAIN, 'Licensor may use any data Licensee enters into the Software for its own purposes.')),
    good('license', 'license.data_use', licence(PLAIN, 'Licensor may use any data Licensee enters into the Software only to provide the support services, and not for its own purposes.'))],
]);
