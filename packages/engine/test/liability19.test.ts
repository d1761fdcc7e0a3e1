/**
 * Liability round 19 (session 16, issue 11): the checklist a lawyer for the playbook's side (the customer, client,
 * licensee) runs over a cap, an indemnity and an exclusion of consequential loss, each item written as fresh pairs of our
 * own before any rule change: an adverse clause and a benign twin sharing most of its words, in US, English, Australian,
 * Indian and Canadian drafting (schedules, defined-term chains, a cap's words split over two clauses). No blind set was
 * read to write them. A pair whose adverse side reads below the preferred tier but above the fallback is written with
 * `below` (acceptable, not flagged), as the check's tiers put it.
 */
import { describe, expect, it } from 'vitest';
import { read } from './judge-rows.js';
import type { Side } from './adverse/cases.js';
import { bad, good } from './adverse/sides.js';

/** Below the preferred tier, at the fallback's: read acceptable, not flagged. */
const below = (text: string): Side => ({ text, position: 'acceptable', issue: false });

type Pair = { id: string; type: 'msa' | 'saas' | 'services' | 'license' | 'consulting'; check: string; adverse: Side; benign: Side };

export const PAIRS: Pair[] = [
  // ---------------------------------------------------------------- caps: carve-outs that favour one party only
  // (a mutual cap of twelve months' fees with carve-outs for one side's breaches meets the fallback, "a mutual cap of at
  // least the fees paid in the previous 6 months", not the preferred carve-outs for both: acceptable, and the note says
  // why; first written as adverse, turned to the fallback once a lawyer's reading of the same drafting, TEST3's Gopage
  // licence, read it acceptable)
  {
    id: 'cap-carve-outs-name-only-the-customers-breaches-us',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: below(`10.1 EXCEPT FOR CUSTOMER'S BREACH OF SECTION 7 (CONFIDENTIALITY), CUSTOMER'S INDEMNIFICATION OBLIGATIONS AND CUSTOMER'S INFRINGEMENT OF PROVIDER'S INTELLECTUAL PROPERTY RIGHTS, IN NO EVENT SHALL EITHER PARTY'S AGGREGATE LIABILITY ARISING OUT OF OR RELATED TO THIS AGREEMENT EXCEED THE FEES PAID OR PAYABLE BY CUSTOMER IN THE TWELVE (12) MONTHS PRECEDING THE EVENT GIVING RISE TO THE CLAIM.`),
    benign: good(`10.1 EXCEPT FOR A PARTY'S BREACH OF SECTION 7 (CONFIDENTIALITY), A PARTY'S INDEMNIFICATION OBLIGATIONS AND EITHER PARTY'S INFRINGEMENT OF THE OTHER'S INTELLECTUAL PROPERTY RIGHTS, IN NO EVENT SHALL EITHER PARTY'S AGGREGATE LIABILITY ARISING OUT OF OR RELATED TO THIS AGREEMENT EXCEED THE FEES PAID OR PAYABLE BY CUSTOMER IN THE TWELVE (12) MONTHS PRECEDING THE EVENT GIVING RISE TO THE CLAIM.`),
  },
  {
    id: 'cap-disapplied-for-the-clients-heads-only-english',
    type: 'services',
    check: 'services.limitation_of_liability',
    adverse: below(`12.2 Subject to clause 12.3, the total liability of each party under or in connection with this Agreement, whether in contract, tort (including negligence) or otherwise, shall not exceed an amount equal to the Charges paid in the twelve (12) months preceding the claim.
12.3 The limit in clause 12.2 shall not apply to the Client's liability for breach of clause 9 (Confidentiality), for breach of clause 10 (Data Protection) or under the indemnity in clause 11.`),
    benign: good(`12.2 Subject to clause 12.3, the total liability of each party under or in connection with this Agreement, whether in contract, tort (including negligence) or otherwise, shall not exceed an amount equal to the Charges paid in the twelve (12) months preceding the claim.
12.3 The limit in clause 12.2 shall not apply to the Client's obligation to pay the Charges, nor to either party's liability for breach of clause 9 (Confidentiality) or clause 10 (Data Protection).`),
  },
  {
    id: 'cap-does-not-apply-to-any-liability-of-the-licensee-for-misuse-australian',
    type: 'license',
    check: 'license.limitation_of_liability',
    adverse: below(`15.1 Each party's aggregate liability to the other under or in connection with this Licence is limited to the Licence Fees paid in the twelve (12) months before the claim arose.
15.2 The cap in clause 15.1 does not apply to any liability of the Licensee arising from a breach of clause 8 (Confidentiality) or from use of the Software outside the scope of the licence.`),
    benign: good(`15.1 Each party's aggregate liability to the other under or in connection with this Licence is limited to the Licence Fees paid in the twelve (12) months before the claim arose.
15.2 The cap in clause 15.1 does not apply to any liability of either party arising from a breach of clause 8 (Confidentiality) or from fraud.`),
  },
  {
    id: 'cap-disapplied-for-every-claim-the-supplier-brings-english',
    type: 'services',
    check: 'services.limitation_of_liability',
    adverse: bad(`9.1 Each party's aggregate liability under this Agreement shall not exceed the Charges paid in the twelve (12) months before the claim.
9.2 Clause 9.1 shall not apply to any claim made by the Supplier against the Customer.`),
    benign: good(`9.1 Each party's aggregate liability under this Agreement shall not exceed the Charges paid in the twelve (12) months before the claim.
9.2 Clause 9.1 shall not apply to any claim made by either party for unpaid Charges.`),
  },
  // ---------------------------------------------------------------- caps: the cap applied to one party by another sentence
  {
    id: 'cap-applies-only-for-the-benefit-of-the-supplier-english',
    type: 'services',
    check: 'services.limitation_of_liability',
    adverse: bad(`14.1 The aggregate liability arising under or in connection with this Agreement shall not exceed the Charges paid in the twelve (12) months before the claim.
14.2 Clause 14.1 shall operate solely for the benefit of the Supplier.`),
    benign: good(`14.1 The aggregate liability arising under or in connection with this Agreement shall not exceed the Charges paid in the twelve (12) months before the claim.
14.2 Clause 14.1 shall operate for the benefit of each party.`),
  },
  {
    id: 'cap-limits-the-vendors-liability-only-us',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: bad(`9.1 Total liability under this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim.
9.2 Section 9.1 applies only to the liability of Vendor.`),
    benign: good(`9.1 Total liability under this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim.
9.2 Section 9.1 applies to the liability of Vendor and of Client alike.`),
  },
  // ---------------------------------------------------------------- caps: measured in a defined term or a schedule
  {
    id: 'cap-defined-term-maximum-amount-is-one-month-english',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: bad(`1.1 "Maximum Amount" means the Subscription Fees paid by the Customer in respect of the one (1) month before the event giving rise to the claim.
11.1 Each party's total liability under this Agreement shall be limited to the Maximum Amount.`),
    benign: good(`1.1 "Maximum Amount" means the Subscription Fees paid by the Customer in respect of the twelve (12) months before the event giving rise to the claim.
11.1 Each party's total liability under this Agreement shall be limited to the Maximum Amount.`),
  },
  {
    id: 'cap-bracketed-defined-cap-is-a-nominal-sum-indian',
    type: 'services',
    check: 'services.limitation_of_liability',
    adverse: bad(`13.1 The Service Provider and the Client agree that a sum of Rs. 500/- (Rupees Five Hundred only) (hereinafter the "Liability Ceiling") represents a genuine pre-estimate of the loss either may suffer.
13.2 The aggregate liability of either Party under this Agreement shall in no event exceed the Liability Ceiling.`),
    benign: good(`13.1 The Service Provider and the Client agree that a sum equal to the fees paid in the twelve (12) months before the claim (hereinafter the "Liability Ceiling") represents a fair limit of the loss either may suffer.
13.2 The aggregate liability of either Party under this Agreement shall in no event exceed the Liability Ceiling.`),
  },
  // ---------------------------------------------------------------- caps: measured in weeks or days of fees
  {
    id: 'cap-two-weeks-of-fees-canadian',
    type: 'consulting',
    check: 'consulting.limitation_of_liability',
    adverse: bad(`8. Limitation. Each party's total liability under this Agreement shall not exceed the fees paid to the Consultant in the two (2) weeks preceding the claim.`),
    benign: good(`8. Limitation. Each party's total liability under this Agreement shall not exceed the fees paid to the Consultant in the fifty-two (52) weeks preceding the claim.`),
  },
  {
    id: 'cap-thirty-days-of-charges-us',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: bad(`11. Each party's cumulative liability arising out of this Agreement shall not exceed the charges paid during the thirty (30) days immediately preceding the event giving rise to the claim.`),
    benign: good(`11. Each party's cumulative liability arising out of this Agreement shall not exceed the charges paid during the three hundred sixty-five (365) days immediately preceding the event giving rise to the claim.`),
  },
  // ---------------------------------------------------------------- caps: a fixed sum far below the contract's price
  {
    id: 'cap-fixed-sum-against-a-stated-contract-price-australian',
    type: 'services',
    check: 'services.limitation_of_liability',
    adverse: bad(`1. Contract Sum. The Customer shall pay the Supplier the Contract Sum of AUD 950,000 (excluding GST) in the instalments set out in Schedule 2.
2. Liability. The total liability of each party arising under or in connection with this Agreement is limited to AUD 7,500.`),
    benign: good(`1. Contract Sum. The Customer shall pay the Supplier the Contract Sum of AUD 950,000 (excluding GST) in the instalments set out in Schedule 2.
2. Liability. The total liability of each party arising under or in connection with this Agreement is limited to AUD 1,000,000.`),
  },
  {
    id: 'cap-fixed-sum-against-stated-annual-fees-us',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: bad(`4.1 Fees. Customer shall pay annual subscription fees of $480,000, invoiced annually in advance.
9.1 In no event shall either party's aggregate liability arising out of this Agreement exceed Ten Thousand Dollars ($10,000).`),
    benign: good(`4.1 Fees. Customer shall pay annual subscription fees of $480,000, invoiced annually in advance.
9.1 In no event shall either party's aggregate liability arising out of this Agreement exceed Five Hundred Thousand Dollars ($500,000).`),
  },
  // ---------------------------------------------------------------- caps: liability only for gross negligence or wilful default
  {
    id: 'cap-liable-only-for-gross-negligence-or-wilful-default-english',
    type: 'services',
    check: 'services.limitation_of_liability',
    adverse: bad(`10.1 The Supplier shall be liable to the Customer only for loss caused by the Supplier's gross negligence or wilful default.
10.2 The Customer's liability under this Agreement shall not exceed the Charges paid in the twelve (12) months before the claim.`),
    benign: good(`10.1 The Supplier shall be liable to the Customer for loss caused by the Supplier's negligence or breach of this Agreement.
10.2 Each party's liability under this Agreement shall not exceed the Charges paid in the twelve (12) months before the claim.`),
  },
  {
    id: 'cap-liability-limited-to-losses-from-fraud-or-wilful-misconduct-us',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: bad(`12. Vendor's liability under this Agreement is limited to losses resulting from Vendor's fraud or willful misconduct. Client's liability shall not exceed the fees paid in the twelve (12) months preceding the claim.`),
    benign: good(`12. Each party's liability under this Agreement, other than for fraud or willful misconduct, shall not exceed the fees paid in the twelve (12) months preceding the claim.`),
  },
  // ---------------------------------------------------------------- caps: a very short time bar on claims
  {
    id: 'cap-claims-against-the-provider-barred-after-three-months-us',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: bad(`10.1 Each party's aggregate liability arising out of this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim.
10.2 No action arising out of this Agreement may be brought by Customer more than three (3) months after the cause of action arose.`),
    benign: good(`10.1 Each party's aggregate liability arising out of this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim.
10.2 No action arising out of this Agreement may be brought by either party more than two (2) years after the cause of action arose.`),
  },
  {
    id: 'cap-supplier-not-liable-unless-proceedings-issued-within-ninety-days-english',
    type: 'services',
    check: 'services.limitation_of_liability',
    adverse: bad(`16.1 Each party's total liability under this Agreement shall not exceed the Charges paid in the twelve (12) months preceding the claim.
16.2 The Supplier shall have no liability for any claim unless the Customer has issued proceedings within ninety (90) days of becoming aware of the circumstances giving rise to it.`),
    benign: good(`16.1 Each party's total liability under this Agreement shall not exceed the Charges paid in the twelve (12) months preceding the claim.
16.2 The Supplier shall have no liability for any claim unless the Customer has issued proceedings within eighteen (18) months of becoming aware of the circumstances giving rise to it.`),
  },
  // ---------------------------------------------------------------- caps: a sub-cap for data far below the general cap
  {
    id: 'cap-data-protection-sub-cap-of-one-months-fees-australian',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: bad(`13.1 Each party's aggregate liability under this Agreement is limited to the Subscription Fees paid in the twelve (12) months before the claim.
13.2 Despite clause 13.1, the Provider's aggregate liability for any breach of clause 9 (Privacy and Data Security) is limited to the Subscription Fees paid in the one (1) month before the claim.`),
    benign: good(`13.1 Each party's aggregate liability under this Agreement is limited to the Subscription Fees paid in the twelve (12) months before the claim.
13.2 Despite clause 13.1, the Provider's aggregate liability for any breach of clause 9 (Privacy and Data Security) is limited to the Subscription Fees paid in the thirty-six (36) months before the claim.`),
  },
  // ---------------------------------------------------------------- indemnities: exclusions that take the indemnity away
  {
    id: 'indemnity-excluded-for-any-use-by-the-licensee-us',
    type: 'license',
    check: 'license.indemnification',
    adverse: bad(`9.1 Licensor shall defend Licensee against any third-party claim alleging that the Software infringes a patent, copyright or trade secret, and shall pay the damages finally awarded.
9.2 Licensor shall have no obligation under Section 9.1 for any claim arising from (a) any modification of the Software, (b) any combination of the Software with any other product, whether or not supplied by Licensor, or (c) any use of the Software by Licensee.`),
    benign: good(`9.1 Licensor shall defend Licensee against any third-party claim alleging that the Software infringes a patent, copyright or trade secret, and shall pay the damages finally awarded.
9.2 Licensor shall have no obligation under Section 9.1 for any claim arising from (a) any modification of the Software not made by Licensor, (b) any combination of the Software with any product not supplied by Licensor, or (c) any use of the Software by Licensee in breach of this Agreement.`),
  },
  {
    id: 'indemnity-does-not-cover-claims-relating-to-the-services-themselves-english',
    type: 'msa',
    check: 'msa.indemnification',
    adverse: bad(`11.1 The Supplier shall indemnify the Customer against all losses arising from any claim by a third party that the Services infringe that third party's Intellectual Property Rights.
11.2 The indemnity in clause 11.1 does not extend to any claim to the extent it relates to the Services or the Deliverables as supplied by the Supplier.`),
    benign: good(`11.1 The Supplier shall indemnify the Customer against all losses arising from any claim by a third party that the Services infringe that third party's Intellectual Property Rights.
11.2 The indemnity in clause 11.1 does not extend to any claim to the extent it relates to materials supplied by the Customer or to changes made to the Deliverables by the Customer.`),
  },
  {
    id: 'indemnity-excluded-claim-defined-to-take-in-all-client-use-canadian',
    type: 'services',
    check: 'services.indemnification',
    adverse: bad(`14.1 The Contractor shall indemnify and save harmless the Client from and against all Losses arising from any Indemnified Claim.
14.2 "Indemnified Claim" means any claim by a third party that the Work Product infringes its intellectual property rights, other than an Excepted Claim.
14.3 "Excepted Claim" means any claim to the extent it arises from any use of the Work Product by the Client or its personnel.`),
    benign: good(`14.1 The Contractor shall indemnify and save harmless the Client from and against all Losses arising from any Indemnified Claim.
14.2 "Indemnified Claim" means any claim by a third party that the Work Product infringes its intellectual property rights, other than an Excepted Claim.
14.3 "Excepted Claim" means any claim to the extent it arises from any use of the Work Product by the Client in breach of this Agreement.`),
  },
  // ---------------------------------------------------------------- consequential loss: one-sided, with nothing to balance it
  {
    // (a provider-only exclusion with no cap beside it stays the fallback: the provider's direct liability is open; see
    // test/balanced-exclusion.test.ts. Written first as adverse, and turned round once that earlier reading was found.)
    id: 'consequential-excluded-for-supplier-only-and-no-cap-is-the-fallback-english',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: { text: `15.1 The Supplier shall not be liable to the Customer for any indirect or consequential loss, loss of profit, loss of data or wasted expenditure, however arising.
15.2 The Customer shall pay the Charges in accordance with clause 6.`, position: 'acceptable', issue: false },
    benign: good(`15.1 Neither party shall be liable to the other for any indirect or consequential loss, however arising, except for a breach of clause 9 (Confidentiality) or clause 10 (Data Protection).
15.2 The Customer shall pay the Charges in accordance with clause 6.`),
  },
  {
    id: 'consequential-contractor-spared-the-owner-liable-for-all-including-lost-profits-australian',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: bad(`19.1 The Contractor is not liable to the Principal for any indirect or consequential loss or any loss of profit, revenue or opportunity.
19.2 The Principal is liable to the Contractor for all loss the Contractor suffers because of the Principal's breach, including indirect and consequential loss and the Contractor's loss of profit.`),
    benign: good(`19.1 Neither the Contractor nor the Principal is liable to the other for any indirect or consequential loss or any loss of profit, revenue or opportunity.
19.2 Each party is liable to the other for direct loss the other suffers because of its breach.`),
  },
  {
    id: 'consequential-vendor-spared-client-bears-them-us',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: bad(`12. IN NO EVENT WILL VENDOR BE LIABLE FOR ANY INDIRECT, SPECIAL, INCIDENTAL OR CONSEQUENTIAL DAMAGES OR LOST PROFITS ARISING OUT OF THIS AGREEMENT. CLIENT SHALL BE LIABLE TO VENDOR FOR ALL DAMAGES CAUSED BY ITS BREACH, INCLUDING LOST PROFITS.`),
    benign: good(`12. IN NO EVENT WILL EITHER PARTY BE LIABLE FOR ANY INDIRECT, SPECIAL, INCIDENTAL OR CONSEQUENTIAL DAMAGES OR LOST PROFITS ARISING OUT OF THIS AGREEMENT, EXCEPT FOR A PARTY'S BREACH OF ITS CONFIDENTIALITY OBLIGATIONS.`),
  },
  {
    id: 'consequential-service-provider-spared-the-client-answers-for-all-losses-indian',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: bad(`17.1 The Service Provider shall not in any circumstances be liable to the Client for any loss of profit, loss of business or any indirect or consequential loss, howsoever arising.
17.2 The Client shall be responsible to the Service Provider for any and all losses arising out of a breach by the Client, including loss of profit and consequential loss.`),
    benign: good(`17.1 Neither the Service Provider nor the Client shall in any circumstances be liable to the other for any loss of profit, loss of business or any indirect or consequential loss, howsoever arising.
17.2 The Client shall be responsible to the Service Provider for direct losses arising out of a breach by the Client.`),
  },
];

/** The side's position and issue, as the judge rounds' harness reads them. */
function expectSide(side: Side, p: Pair) {
  const got = read({ type: p.type, check: p.check, text: side.text });
  expect(Array.isArray(side.position) ? side.position : [side.position]).toContain(got.position);
  expect(got.issue).toBe(side.issue);
}

describe('liability round 19: the checklist of caps, indemnities and consequential loss', () => {
  for (const p of PAIRS) {
    describe(p.id, () => {
      it('benign twin', () => expectSide(p.benign, p));
      it('adverse side', () => expectSide(p.adverse, p));
    });
  }
});
