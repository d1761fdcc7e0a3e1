/**
 * Defined terms read into the checks (session 14, issue 11): pairs whose hurt lies in a definition, not in the clause
 * that uses the term ("Charges" that the supplier may raise at will, "Losses" that leave out the costs of defending a
 * claim, "Gross Negligence" that only an intent to harm meets, an "Affiliate" that takes in any buyer, "Confidential
 * Information" that covers only what is marked). Written for this round before the mechanism (`reads_definitions`) was
 * built, after reading the ninth hold-out's two "Fees" misses; fitted data, not a hold-out. Each class has two or three
 * wordings (British and US drafting, "means" / "shall mean" / a parenthesis / a term unquoted at a line's start, the
 * definitions clause first or in a schedule after the signature lines), each with a benign twin whose definition is an
 * ordinary one.
 */
import type { AdverseCase } from './cases.js';
import { bad, fill, good } from './sides.js';

/** An English services agreement whose definitions open it (`{{DEFS}}`: quoted terms with "means"). */
const ENGLISH = `SERVICES AGREEMENT

This agreement is dated 12 May 2026 and is made between HALDANE DATA SERVICES LIMITED, a company registered in England with number 08812345 (the "Supplier"), and KESTREL HOMEWARE LIMITED, a company registered in England with number 05566778 (the "Customer").

1. Interpretation

1.1 In this agreement the following words have these meanings:

"Business Day" means a day other than a Saturday, Sunday or public holiday in England.

{{DEFS}}

"Services" means the data hosting and support services described in Schedule 1.

2. Services. The Supplier shall provide the Services with reasonable skill and care from the start date in Schedule 1.

3. Charges. The Customer shall pay the Charges within thirty (30) days of receiving a valid invoice.

4. Confidentiality. Each party shall keep the other's Confidential Information confidential and use it only to perform or receive the Services.

5. Indemnity. The Supplier shall indemnify the Customer against all Losses arising from any claim by a third party that the Services infringe that third party's intellectual property rights.

6. Liability. Except in the case of fraud, Gross Negligence or Wilful Misconduct, each party's total liability under this agreement shall not exceed the Charges paid in the twelve (12) months before the claim.

7. Assignment. Neither party may assign or transfer this agreement without the other's prior written consent, except that either party may assign it to an Affiliate on written notice.

8. Variation. No variation of this agreement is effective unless it is in writing and signed by both parties.

9. Law. This agreement is governed by the law of England and Wales.
`;

/** A US master agreement whose definitions stand in an exhibit after the signature lines (`{{DEFS}}`: "shall mean"). */
const AMERICAN = `MASTER SERVICES AGREEMENT

This Master Services Agreement (this "Agreement") is entered into as of March 9, 2026 by and between Quarry Peak Software, Inc., a Colorado corporation ("Vendor"), and Ridgeline Health Partners, LLC, a Utah limited liability company ("Client"). Capitalized terms have the meanings given in Exhibit A.

1. Engagement. Vendor shall perform the Services described in each Order in a professional and workmanlike manner.

2. Payment. Client shall pay the Fees stated in each Order within thirty (30) days after receipt of a correct invoice.

3. Confidential Information. Each party shall protect the Confidential Information of the other party using at least reasonable care and shall not disclose it to any third party except to its employees and advisors who need to know it.

4. Indemnification. Vendor shall defend Client against any third-party claim alleging that the Services infringe a United States patent, copyright or trademark, and shall indemnify Client against all Damages arising from such claim.

5. Limitation of Liability. EXCEPT FOR A PARTY'S GROSS NEGLIGENCE OR WILLFUL MISCONDUCT, IN NO EVENT SHALL EITHER PARTY'S AGGREGATE LIABILITY UNDER THIS AGREEMENT EXCEED THE FEES PAID OR PAYABLE IN THE TWELVE (12) MONTHS PRECEDING THE CLAIM.

6. Assignment. Neither party may assign this Agreement without the other party's prior written consent, provided that either party may assign this Agreement to an Affiliate without consent.

7. Amendment. This Agreement may be amended only by a written instrument signed by authorized representatives of both parties.

8. Governing Law. This Agreement is governed by the laws of the State of Utah.

IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.

QUARRY PEAK SOFTWARE, INC.    By: ______________________

RIDGELINE HEALTH PARTNERS, LLC    By: ______________________

EXHIBIT A - DEFINITIONS

A.1 "Order" shall mean an ordering document signed by both parties that references this Agreement.

{{DEFS}}

A.9 "Services" shall mean the software implementation and support services described in an Order.
`;

/** A consulting agreement whose definitions are unquoted terms at the start of their lines (`{{DEFS}}`). */
const CONSULTING = `CONSULTANCY AGREEMENT

Date: 4 August 2026
Parties: Tamsin Rowe Advisory Pty Ltd (ACN 611 204 587) (Consultant) and Wattle Grove Councils Shared Services (Client)

1. Definitions

In this agreement:

Deliverables means the reports and other materials described in the Brief.

{{DEFS}}

Brief means the description of the engagement in Schedule 1.

2. Engagement. The Consultant shall provide the services described in the Brief with due care and skill.

3. Payment. The Client shall pay the Fees within twenty-one (21) days after receiving a correct tax invoice.

4. Liability. Except for Gross Negligence, each party's liability under this agreement is limited to the Fees paid in the twelve (12) months before the claim.

5. Indemnity. The Consultant indemnifies the Client against all Losses arising from a claim by a third party that the Deliverables infringe the third party's intellectual property rights.

6. Assignment. Neither party may assign its rights under this agreement without the other's written consent, except to an Affiliate.

7. Variation. This agreement may be varied only in writing signed by both parties.

8. Governing law. This agreement is governed by the laws of New South Wales.
`;

const english = (defs: string) => fill(ENGLISH, 'DEFS', defs);
const american = (defs: string) => fill(AMERICAN, 'DEFS', defs);
const consulting = (defs: string) => fill(CONSULTING, 'DEFS', defs);

export const DEFINED_TERMS: AdverseCase[] = [
  // ---- 1. the price term's definition lets the provider raise it by itself (unilateral_changes) ----
  {
    id: 'def-charges-supplier-may-increase-by-notice-or-fixed-for-term', pattern: 'reference', type: 'msa', check: 'msa.unilateral_changes',
    adverse: bad(english(`"Charges" means the charges in Schedule 2, together with such indexation uplifts and third-party pass-through costs as the Supplier may apply from time to time by notice to the Customer.`)),
    benign: good(english(`"Charges" means the charges in Schedule 2, which are fixed for the initial term and may change only by a variation under clause 8.`)),
  },
  {
    id: 'def-fees-vendor-adjusts-rate-card-or-order-prices', pattern: 'reference', type: 'msa', check: 'msa.unilateral_changes',
    adverse: bad(american(`A.4 "Fees" shall mean the amounts set forth in an Order, as adjusted by Vendor in its sole discretion upon publication of a revised rate card, plus an administrative surcharge of ten percent (10%).`)),
    benign: good(american(`A.4 "Fees" shall mean the amounts set forth in an Order, including any administrative charge stated in that Order, which shall not be adjusted during the Order's term.`)),
  },
  {
    id: 'def-fees-consultant-revises-daily-rates-or-agreed-rates', pattern: 'reference', type: 'consulting', check: 'consulting.unilateral_changes',
    adverse: bad(consulting(`Fees means the daily rates in Schedule 2, which the Consultant may revise at any time by giving the Client written notice, together with any expenses the Consultant reasonably incurs.`)),
    benign: good(consulting(`Fees means the daily rates in Schedule 2, together with any expenses the Client approves in advance in writing.`)),
  },
  // ---- 2. the indemnity's measure of loss defined to leave out what a claim costs (indemnification) ----
  {
    id: 'def-losses-exclude-legal-costs-and-settlements-or-include-them', pattern: 'reference', type: 'msa', check: 'msa.indemnification',
    adverse: bad(english(`"Losses" means damages finally awarded against the Customer by a court, but excluding legal fees, costs of defence and any sums paid in settlement of a claim.`)),
    benign: good(english(`"Losses" means damages finally awarded against the Customer by a court, together with reasonable legal fees, costs of defence and any sums paid in settlement of a claim.`)),
  },
  {
    id: 'def-damages-do-not-include-attorneys-fees-or-do', pattern: 'reference', type: 'msa', check: 'msa.indemnification',
    adverse: bad(american(`A.3 "Damages" shall mean amounts actually paid to a third party under a final, non-appealable judgment, and shall not include attorneys' fees, expert costs, settlement amounts or any other costs of defending a claim.`)),
    benign: good(american(`A.3 "Damages" shall mean amounts paid to a third party under a judgment or an approved settlement, and shall include reasonable attorneys' fees, expert costs and other costs of defending a claim.`)),
  },
  {
    id: 'def-losses-unquoted-other-than-defence-costs-or-including', pattern: 'reference', type: 'consulting', check: 'consulting.indemnification',
    adverse: bad(consulting(`Losses means liabilities and damages payable to a third party, other than legal costs, defence costs and amounts agreed in any settlement.`)),
    benign: good(consulting(`Losses means liabilities and damages payable to a third party, including legal costs on a full indemnity basis, defence costs and amounts agreed in any settlement.`)),
  },
  // ---- 3. the cap's carve-out emptied by a narrow definition (limitation_of_liability) ----
  {
    id: 'def-gross-negligence-needs-intent-to-harm-or-reckless-disregard', pattern: 'reference', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: bad(english(`"Gross Negligence" means only an act or omission committed with the deliberate intention of causing harm to the other party, as established by a criminal conviction.`)),
    benign: good(english(`"Gross Negligence" means a serious failure to exercise reasonable care, showing reckless disregard for the foreseeable consequences to the other party.`)),
  },
  {
    id: 'def-willful-misconduct-admitted-by-officer-or-intentional-wrongful-act', pattern: 'reference', type: 'msa', check: 'msa.limitation_of_liability',
    adverse: bad(american(`A.6 "Gross Negligence or Willful Misconduct" shall mean solely conduct that an officer of the breaching party has admitted in writing was undertaken with the specific intent to injure the other party.`)),
    benign: good(american(`A.6 "Gross Negligence or Willful Misconduct" shall mean an intentional wrongful act, or a conscious and voluntary disregard of the need to use reasonable care, that is likely to cause foreseeable grave injury or harm.`)),
  },
  {
    id: 'def-gross-negligence-unquoted-only-fraud-or-serious-want-of-care', pattern: 'reference', type: 'consulting', check: 'consulting.limitation_of_liability',
    adverse: bad(consulting(`Gross Negligence means fraud by the Consultant's directors that is proven in court, and nothing else.`)),
    benign: good(consulting(`Gross Negligence means a serious want of care by a party, or a reckless indifference to the consequences of its acts.`)),
  },
  // ---- 4. "Affiliate" defined to let the other side assign to anyone (assignment) ----
  {
    id: 'def-affiliate-includes-any-purchaser-or-controlled-entity', pattern: 'reference', type: 'msa', check: 'msa.assignment',
    adverse: bad(english(`"Affiliate" means any company controlling, controlled by or under common control with a party, and any person that acquires all or part of the business or assets of the Supplier.`)),
    benign: good(english(`"Affiliate" means any company controlling, controlled by or under common control with a party, for so long as that control continues.`)),
  },
  {
    id: 'def-affiliate-any-entity-vendor-designates-or-majority-owned', pattern: 'reference', type: 'msa', check: 'msa.assignment',
    adverse: bad(american(`A.2 "Affiliate" shall mean any entity that directly or indirectly controls, is controlled by or is under common control with Vendor, and any other entity that Vendor designates by notice to Client, including a successor or acquirer of Vendor.`)),
    benign: good(american(`A.2 "Affiliate" shall mean any entity that directly or indirectly controls, is controlled by or is under common control with a party, where control means ownership of more than fifty percent (50%) of the voting interests.`)),
  },
  // ---- 5. "Confidential Information" defined so narrowly that little is protected (confidentiality) ----
  {
    id: 'def-confidential-information-only-marked-or-whether-or-not-marked', pattern: 'reference', type: 'msa', check: 'msa.confidentiality',
    adverse: bad(english(`"Confidential Information" means only information that is disclosed in writing and marked "confidential" at the time of disclosure, and does not include information disclosed orally.`)),
    benign: good(english(`"Confidential Information" means all information of a confidential nature disclosed by one party to the other, whether in writing or orally and whether or not marked "confidential".`)),
  },
  {
    id: 'def-confidential-information-limited-to-trade-secrets-or-business-information', pattern: 'reference', type: 'msa', check: 'msa.confidentiality',
    adverse: bad(american(`A.5 "Confidential Information" shall mean solely a party's trade secrets as defined under applicable law, and no other information.`)),
    benign: good(american(`A.5 "Confidential Information" shall mean a party's trade secrets and all other non-public business, technical and financial information disclosed under this Agreement.`)),
  },
];

/** Pairs the mechanism does not read yet, with why (expected to fail until a rule reads them). */
export const DEFINED_TERMS_MISSES: Record<string, string> = {};
