/**
 * Thirteenth blind hold-out (issue 11, 2026-11-25, written in the seventeenth session's first hour): pairs written
 * before reading any rule code, tuning file, judge-round test or earlier hold-out's clauses. Read were only the harness
 * (`adverse.test.ts`), `sides.ts`, `positions.ts`, `cases.ts`'s types, the *format* of `holdout12.ts` (its header,
 * exports, the shape of a pair and its wiring), the pair ids of hold-outs 1-12 (whose situations were avoided), a count
 * of how often hold-outs 1-12 used each check id (the least-used checks were preferred; seven of them had never been
 * used), and the built-in playbooks' public check ids, titles, preferred and fallback positions, printed from
 * `listBuiltInPlaybooks()`. Each pair is a clause a lawyer acting for the playbook's side (the customer, client,
 * licensee, tenant, employer, controller; both parties of a mutual NDA) would flag, and a benign twin sharing most of
 * its words that a naive matcher would flag too.
 *
 * Written as practitioners in places hold-outs 1-12 did not draft: a mutual NDA from a biotech licensing deal (English
 * law), a Texas oil-field master service agreement as text extracted from a PDF (running header, page numbers, hard
 * line breaks), a German company's translated SaaS terms (AGB style, "§", Destatis index) in Markdown, an Irish
 * software reseller agreement in HTML, a Hong Kong logistics services contract (general lien, HK$), an Indian IT
 * outsourcing statement of work (GST invoices, lakh), an NHS-style consulting call-off (Buyer / Supplier, Working Days),
 * a Californian startup's offer letter with its PIIA and prior-inventions exhibit, a New Zealand commercial lease with
 * an ADLS-form flavour (First Schedule, bond, GST, ratchet), a Dutch processor agreement after the Dutch model
 * (ISAE 3402), a Nigerian distribution licence, a Ghanaian software licence (cedi) and a Swiss-law licence ("good
 * cause", registered letter). The hurt sits in a definition, a schedule's table, a "general" clause near the end, a
 * survival list, an entire-agreement clause that drops a promise, a role swap, a number, a conditional right. Eight
 * are short whole agreements with the hostile clause among ordinary terms; the rest are excerpts read alone. All 51
 * pairs (the 41 and the ten more) were written before either was scored. Scored once on 6a87b51 (engine README
 * "Thirteenth blind hold-out"). Do not tune rules on these pairs or edit them to pass.
 *
 * Audited by a second reader before any rule change (2026-11-25, from the pairs' text and the playbooks' public check
 * ids, titles, descriptions and positions only; no rule code read, the engine's readings not used in judging), all 51
 * reviewed: three pairs mended, none dropped. Changed:
 * - h13-nda-doc-biotech-general-clause-caps-all-liability-at-ten-thousand-or-carves-out-confidentiality, benign twin:
 *   it left the £10,000 cap on a breach of clause 4 (return or destruction of the Discloser's information and samples),
 *   a breach of the NDA a discloser's lawyer would not have capped under nda.liability_not_limited; the carve-out now
 *   names clauses 2 and 4.
 * - h13-nda-definition-reaches-everything-ever-disclosed-and-exclusions-switched-off-or-bounded-by-the-purpose,
 *   adverse side: "clause 4 (Exceptions) shall not limit this definition" switched nothing off, since clause 4 lifts
 *   the obligations, not the definition, so the exclusions still applied and the clause sat on the fallback ("all
 *   information disclosed", if the standard exclusions apply); it now says clause 4 shall not apply to any information
 *   within the definition.
 * - h13-employment-piia-confidentiality-ends-twelve-months-after-leaving-even-for-trade-secrets-or-lasts, adverse side,
 *   renamed h13-employment-piia-confidentiality-ends-when-employment-ends-even-for-trade-secrets-or-lasts: twelve months
 *   after leaving is "a stated period after employment ends", the check's own fallback, so the expected unacceptable
 *   did not match the tiers; the duty now ends with the employment, trade secrets included (beyond the fallback).
 * The writer's doubts were kept as fair: general.term's preferred tier asks for a clear way to end the contract, and
 * an open-ended term that ends only if both agree is no way for either party to end it (the fallback needs an end on
 * notice by either); twelve months' notice binding a Californian employer against seven days for the employee is far
 * outside the notice check's tiers (one to three months, or at will) for the employer's side; deletion on the last day
 * with no export fails the SaaS data check, whose title and description ask for the data to be returned (the "returns
 * or deletes" of its preferred tier is the processor formula, at the customer's choice); a landlord's break at any time
 * on six months' notice is what the lease check's preferred tier excludes; the Texas release is a one-sided
 * consequential-loss exclusion with no cap to balance it (the fallback needs one); an excerpt that ends the side NDA
 * leaves no confidentiality at all, and its twin incorporates the NDA, the check's fallback; seven days to pay with no
 * dispute right (MSA) and seven days with 24 % interest from the invoice date (services) are below the fallback of 15
 * days with good-faith dispute rights, the twins at 45 days within the preferred 30 to 60. Scored again once after the
 * audit on 6a87b51: the rates did not move (the 41: 56.1 % / 12.2 %, 18 right; all 51: 56.9 % / 13.7 %, 23 right).
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, fill, good, noLaw } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

const BIOTECH_NDA = `MUTUAL CONFIDENTIALITY AGREEMENT

THIS AGREEMENT is dated 3 February 2026 and made between:
(1) CARRAIG THERAPEUTICS LIMITED, incorporated in England and Wales (company no. 09876543), whose registered office is at 4 Station Yard, Cambridge CB1 2JH ("Carraig"); and
(2) VELDHOEN BIOLOGICS B.V., a private company incorporated in the Netherlands, whose registered office is at Bio Science Park, Leiden ("Veldhoen").

BACKGROUND
Carraig owns a pre-clinical antibody programme directed at the IL-36 receptor (the "Programme"). The parties wish to exchange information so that Veldhoen can decide whether to take an exclusive licence of the Programme (the "Purpose").

1. Confidential Information. "Confidential Information" means all information of a scientific, technical, regulatory, financial or commercial nature relating to the Programme or to a party's business that one party (the "Discloser") or its Affiliates disclose to the other party (the "Recipient") in connection with the Purpose, in any form.

2. Obligations. The Recipient shall keep the Discloser's Confidential Information confidential and use it only for the Purpose. It may disclose it to its Affiliates, officers, employees and professional advisers who need to know it for the Purpose and are bound by duties of confidentiality no less strict than this Agreement.

3. Exclusions. Clause 2 does not apply to information that the Recipient can show (a) is or becomes public other than through a breach of this Agreement; (b) was lawfully known to it before disclosure; (c) is received from a third party entitled to disclose it without restriction; or (d) is developed by or for it independently of the Confidential Information.

4. Return. Within thirty (30) days of the Discloser's written request, the Recipient shall return or destroy the Discloser's Confidential Information and confirm in writing that it has done so.

5. Term. This Agreement continues for two (2) years from its date, and the obligations in clause 2 continue for five (5) years after it ends.

6. General.
6.1 No licence. No licence under any patent, know-how or other right is granted by this Agreement.
6.2 {{LIABILITY}}
6.3 Entire agreement. This Agreement is the whole agreement between the parties about its subject matter.
6.4 Law. This Agreement is governed by the law of England and Wales, and the English courts have exclusive jurisdiction.

Signed for Carraig: ____________   Signed for Veldhoen: ____________
`;

const TEXAS_MSA = `LONE MESQUITE OPERATING, LLC - MASTER SERVICE AGREEMENT                MSA No. LMO-2026-117

MASTER SERVICE AGREEMENT

This Master Service Agreement ("MSA") is entered into effective March 2, 2026
by Lone Mesquite Operating, LLC, a Texas limited liability company ("Company"),
and Permian Basin Well Services, Inc., a Texas corporation ("Contractor").

1. WORK. Contractor shall perform the well servicing, workover, hot oiling and
related work described in each work order issued by Company (the "Work"). Each
work order is governed by this MSA.

2. STANDARD OF PERFORMANCE. Contractor shall perform the Work in a good and
workmanlike manner, using qualified personnel and equipment in good operating
condition, and in compliance with all applicable laws and Railroad Commission
of Texas rules.

3. INVOICES AND PAYMENT. Contractor shall invoice Company monthly, attaching
signed field tickets. Company shall pay each undisputed invoice within forty-
five (45) days after receipt.

                                   Page 1 of 3
LONE MESQUITE OPERATING, LLC - MASTER SERVICE AGREEMENT                MSA No. LMO-2026-117

4. INSURANCE. Contractor shall carry the insurance described in Exhibit A and
name Company Group as additional insureds.

5. INDEMNITY. Contractor shall release, defend and indemnify Company Group from
claims for injury to Contractor Group's personnel and damage to Contractor
Group's property, and Company shall release, defend and indemnify Contractor
Group from claims for injury to Company Group's personnel and damage to
Company Group's property, in each case regardless of the fault of the
indemnified party.

6. {{CONSEQUENTIAL}}

7. TERM. This MSA continues until terminated by either party on thirty (30)
days' written notice; termination does not affect work orders then in
progress.

                                   Page 2 of 3
LONE MESQUITE OPERATING, LLC - MASTER SERVICE AGREEMENT                MSA No. LMO-2026-117

8. GOVERNING LAW. This MSA is governed by the laws of the State of Texas.
Venue lies in Midland County, Texas.

9. ENTIRE AGREEMENT. This MSA and the work orders are the entire agreement of
the parties about the Work.

COMPANY: ____________________        CONTRACTOR: ____________________

                                   Page 3 of 3
`;

const GERMAN_SAAS = `# General Terms and Conditions for the Use of the Software Service "Lagerblick"

**Wolkenwerk GmbH**, Hafenstraße 12, 20457 Hamburg, Germany (the "Provider")

*Version 4.2 - translated from the German original*

## § 1 Scope of application

(1) These General Terms and Conditions ("GTC") apply to all contracts for the use of the warehouse management software "Lagerblick" as Software-as-a-Service between the Provider and business customers within the meaning of § 14 BGB (the "Customer").

(2) Conflicting terms of the Customer do not apply, even if the Provider does not expressly object to them.

## § 2 Subject matter of the contract

(1) The Provider makes the software available to the Customer for use via the internet for the duration of the contract.

(2) The Provider hosts the software and the Customer Data in data centres in the Federal Republic of Germany.

## § 3 Remuneration

(1) The Customer pays the monthly fee stated in the order form, monthly in advance, plus statutory VAT.

(2) {{PRICES}}

## § 4 Term

The contract runs for an initial term of twelve (12) months from the date stated in the order form.

## § 5 Confidentiality

Each party shall keep confidential all information of the other party that it receives in connection with the contract, also after the contract ends.

## § 6 Final provisions

(1) The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods.

(2) The exclusive place of jurisdiction is Hamburg.
`;

const IRISH_RESELLER = `<html>
<head><title>Software Reseller Agreement</title></head>
<body>
<h1>Software Reseller Agreement</h1>
<p>This Agreement is made on 12 January 2026 between <b>Ardmore Logic Limited</b>, a company incorporated in Ireland with registered number 612345, having its registered office at 3 Grand Canal Quay, Dublin 2 (the "<b>Vendor</b>"), and <b>Slaney Systems Limited</b>, a company incorporated in Ireland with registered number 554433, having its registered office at Enniscorthy, Co. Wexford (the "<b>Reseller</b>").</p>
<h2>1. Appointment</h2>
<p>The Vendor appoints the Reseller as a non-exclusive reseller of the Vendor's "Tidewater" payroll software (the "Software") in Ireland, and grants the Reseller a non-exclusive licence to use, install, configure and demonstrate the Software for that purpose.</p>
<h2>2. Localisations and Integrations</h2>
<p>{{IMPROVEMENTS}}</p>
<h2>3. Prices</h2>
<p>The Reseller shall pay the Vendor the prices in the Vendor's price list in force at the date of this Agreement, within thirty (30) days of invoice.</p>
<h2>4. Term</h2>
<p>This Agreement continues for three (3) years from its date.</p>
<h2>5. Confidentiality</h2>
<p>Each party shall keep confidential the other party's confidential information during this Agreement and for three (3) years after it ends.</p>
<h2>6. Governing Law</h2>
<p>This Agreement is governed by the laws of Ireland and the parties submit to the exclusive jurisdiction of the Irish courts.</p>
</body>
</html>
`;

const HK_LOGISTICS = `LOGISTICS SERVICES AGREEMENT

THIS AGREEMENT is made on 6 April 2026 BETWEEN:
(1) TSING YI CONSOLIDATED LOGISTICS LIMITED, a company incorporated in Hong Kong whose registered office is at 18 Container Port Road, Kwai Chung, New Territories (the "Provider"); and
(2) PEARL DELTA HOMEWARES LIMITED, a company incorporated in Hong Kong whose registered office is at 88 Hung To Road, Kwun Tong, Kowloon (the "Customer").

1. Services. The Provider shall receive, store, pick, pack and deliver the Customer's goods at its Kwai Chung warehouse and deliver them to the Customer's retail stores in Hong Kong, as described in Schedule 1 (the "Services").

2. Standard. The Provider shall perform the Services with reasonable skill, care and diligence and in accordance with good industry practice.

3. Charges. The Customer shall pay the charges in Schedule 2 in Hong Kong dollars within thirty (30) days after receipt of each monthly invoice.

4. Term. {{TERM}}

5. Insurance. The Provider shall maintain warehouse legal liability insurance of not less than HK$20,000,000 for each occurrence.

6. Governing law. This Agreement is governed by the laws of the Hong Kong Special Administrative Region, and the parties submit to the non-exclusive jurisdiction of the Hong Kong courts.

Signed by the Provider: ____________   Signed by the Customer: ____________
`;

const NHS_CALLOFF = `CALL-OFF CONTRACT FOR CONSULTANCY SERVICES

Buyer: Wessex Community Health NHS Trust (the "Buyer")
Supplier: Greyfriars Health Analytics Ltd (the "Supplier")
Call-Off Start Date: 1 May 2026
Call-Off Expiry Date: 31 October 2026

1. Services. The Supplier shall provide the demand and capacity modelling described in the Specification at Annex 1 and deliver the Deliverables listed there (the "Deliverables").

2. Charges. The Buyer shall pay the Charges in Annex 2 within thirty (30) days of receipt of a valid, undisputed invoice.

3. Acceptance. {{ACCEPTANCE}}

4. Staff. The Supplier shall provide the Key Staff named in Annex 3 and shall not replace them without the Buyer's approval.

5. Information governance. The Supplier shall comply with the Data Security and Protection Toolkit standards and the Buyer's information governance policies.

6. Termination. The Buyer may terminate this Call-Off Contract at any time by giving the Supplier thirty (30) days' written notice.

7. Law. This Call-Off Contract is governed by the law of England and Wales and the courts of England and Wales have exclusive jurisdiction.

Signed for the Buyer: ____________   Signed for the Supplier: ____________
`;

const CA_OFFER = `HALFMOON ROBOTICS, INC.
2150 Shattuck Avenue, Berkeley, CA 94704

February 17, 2026

Dear Priya Raman,

Halfmoon Robotics, Inc. (the "Company") is delighted to offer you the position of Senior Perception Engineer, reporting to our VP of Engineering, starting on March 9, 2026.

Compensation. You will be paid a base salary at the annual rate of $182,000, paid semi-monthly under the Company's standard payroll schedule, and you will be eligible for the Company's standard benefits.

Equity. Subject to approval by the Board, you will be granted an option to purchase 40,000 shares of the Company's common stock under the 2024 Equity Incentive Plan.

At-will employment. Your employment with the Company is at will: you or the Company may end it at any time, with or without cause or notice.

Confidentiality and inventions. As a condition of employment you must sign the Company's Proprietary Information and Inventions Agreement (the "PIIA") below.

This letter is governed by the laws of the State of California.

Very truly yours,
Dana Whitlock, Chief Executive Officer

PROPRIETARY INFORMATION AND INVENTIONS AGREEMENT

1. Confidentiality. I will hold the Company's Proprietary Information in strict confidence during and after my employment and will not use or disclose it except for the Company's benefit.

2. Assignment of Inventions. I assign to the Company all my right, title and interest in any inventions, works of authorship, developments and trade secrets that I make or conceive during my employment that relate to the Company's business or result from my work for the Company ("Company Inventions"), except inventions listed in Exhibit A ("Prior Inventions") and inventions that qualify fully for protection under California Labor Code Section 2870.

3. Assistance. I will help the Company obtain and enforce patents and other rights in the Company Inventions, at the Company's expense.

EXHIBIT A - PRIOR INVENTIONS

The following is a list of all inventions that I made before my employment with the Company, that belong to me, and that are excluded from Section 2:

{{PRIOR}}

Signature: ____________   Date: ____________
`;

const NZ_LEASE = `DEED OF LEASE (commercial premises)

FIRST SCHEDULE

Landlord: Kōwhai Street Properties Limited
Tenant: Tui Bay Coffee Roasters Limited
Premises: Unit 3, 41 Kōwhai Street, Onehunga, Auckland, with two car parks
Term: Six (6) years from the Commencement Date
Commencement Date: 1 June 2026
Annual Rent: $84,000.00 plus GST, payable by equal monthly instalments in advance on the first working day of each month
Rent Review Dates: each anniversary of the Commencement Date (CPI review)
Outgoings: the Tenant's proportion of the outgoings listed in the Second Schedule
Business Use: coffee roasting, packing and wholesale distribution
{{BOND}}

SECOND SCHEDULE - OUTGOINGS
1. Rates and charges of the local authority.
2. Insurance premiums for the building, in the proportion that the Premises bear to the building.
3. Cleaning, lighting and maintenance of the common areas.

THIRD SCHEDULE - TERMS OF LEASE
1. Payment of rent. The Tenant shall pay the annual rent by the instalments and on the days stated in the First Schedule, without deduction.
2. Use. The Tenant shall use the Premises only for the Business Use.
3. Repairs. The Landlord shall keep the building's structure, roof and exterior and the building services in good repair; the Tenant shall keep the interior of the Premises in good repair, fair wear and tear excepted.
4. Landlord's entry. The Landlord may enter the Premises at reasonable times on not less than 24 hours' notice to inspect or repair them.
5. Law. This lease is governed by the law of New Zealand.
`;

export const HOLDOUT13: AdverseCase[] = [
  // ------------------------------------------------------------------ NDA (6) ----------------------------------------
  {
    id: 'h13-nda-doc-biotech-general-clause-caps-all-liability-at-ten-thousand-or-carves-out-confidentiality',
    pattern: 'position',
    type: 'nda',
    check: 'nda.liability_not_limited',
    adverse: bad(fill(BIOTECH_NDA, 'LIABILITY', `Limitation. The total liability of each party under or in connection with this Agreement, including for any breach of clause 2, shall not exceed ten thousand pounds (£10,000).`)),
    benign: good(fill(BIOTECH_NDA, 'LIABILITY', `Limitation. Nothing in this Agreement limits either party's liability for a breach of clause 2 or clause 4; the total liability of each party for any other matter under this Agreement shall not exceed ten thousand pounds (£10,000).`)),
  },
  {
    id: 'h13-nda-purpose-defined-to-include-any-other-development-of-the-recipient-or-only-the-licence-decision',
    pattern: 'position',
    type: 'nda',
    check: 'nda.limited_use',
    adverse: bad(`1.4 "Purpose" means the evaluation by the Recipient of whether to enter into a licence of the Programme and, in addition, any research, development or commercial activity of the Recipient or its Affiliates in the field of inflammatory skin disease.

2.1 The Recipient shall use the Confidential Information only for the Purpose.`),
    benign: good(`1.4 "Purpose" means the evaluation by the Recipient of whether to enter into a licence of the Programme and, if one is entered into, the negotiation of its terms, and no research, development or commercial activity of the Recipient or its Affiliates in the field of inflammatory skin disease.

2.1 The Recipient shall use the Confidential Information only for the Purpose.`),
  },
  {
    id: 'h13-nda-definition-limited-to-chemistry-and-assay-data-or-also-regulatory-and-commercial',
    pattern: 'position',
    type: 'nda',
    check: 'nda.technical_information_only',
    adverse: bad(`1.2 "Confidential Information" means the chemical structures, sequences, cell lines, assay protocols and pre-clinical study data relating to the Compounds that the Discloser discloses to the Recipient. Business plans, pricing, regulatory correspondence, deal terms and other commercial information are not Confidential Information.`),
    benign: good(`1.2 "Confidential Information" means the chemical structures, sequences, cell lines, assay protocols and pre-clinical study data relating to the Compounds that the Discloser discloses to the Recipient, and its business plans, pricing, regulatory correspondence, deal terms and other commercial information.`),
  },
  {
    id: 'h13-nda-recipient-keeps-everything-with-no-duty-to-return-or-returns-on-request-and-certifies',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.return_or_destroy',
    adverse: bad(`8. Materials. The Recipient is under no obligation to return or destroy any Confidential Information, samples or documents it has received, whether on request or when this Agreement ends, and may keep them for as long as it chooses provided it continues to treat them as confidential.`),
    benign: good(`8. Materials. The Recipient shall, within fourteen (14) days of the Discloser's written request or of the end of this Agreement, return or destroy all Confidential Information, samples and documents it has received and certify in writing that it has done so, save that it may keep one archival copy for as long as it continues to treat it as confidential.`),
  },
  {
    id: 'h13-nda-recipient-may-copy-and-summarise-freely-and-copies-fall-outside-or-copies-as-needed-stay-confidential',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.permitted_copies',
    adverse: bad(`5. Copies. The Recipient may make as many copies, extracts, notes and summaries of the Confidential Information as it sees fit, and notes and summaries prepared by the Recipient's own staff are the Recipient's property and are not Confidential Information.`),
    benign: good(`5. Copies. The Recipient may make only such copies, extracts, notes and summaries of the Confidential Information as are reasonably necessary for the Purpose, and all copies, notes and summaries, including those prepared by the Recipient's own staff, are Confidential Information.`),
  },
  {
    id: 'h13-nda-definition-reaches-everything-ever-disclosed-and-exclusions-switched-off-or-bounded-by-the-purpose',
    pattern: 'disapplied',
    type: 'nda',
    check: 'nda.definition_breadth',
    adverse: bad(`1.1 "Confidential Information" means all information of any kind disclosed by or on behalf of either party to the other at any time, whether before or after the date of this Agreement and whether or not connected with the Proposed Transaction, and clause 4 (Exceptions) shall not apply to any information within this definition.

4. Exceptions. The obligations in clause 3 do not apply to information that is public other than through a breach of this Agreement, was already known to the Recipient, was received from a third party free to disclose it, or was independently developed.`),
    benign: good(`1.1 "Confidential Information" means all non-public information of any kind disclosed by or on behalf of either party to the other in connection with the Proposed Transaction, whether before or after the date of this Agreement and in any form, subject to clause 4 (Exceptions).

4. Exceptions. The obligations in clause 3 do not apply to information that is public other than through a breach of this Agreement, was already known to the Recipient, was received from a third party free to disclose it, or was independently developed.`),
  },

  // ------------------------------------------------------------------ MSA (6) ----------------------------------------
  {
    id: 'h13-msa-doc-texas-pdf-consequential-loss-released-for-contractor-only-or-mutually',
    pattern: 'layout',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: bad(fill(TEXAS_MSA, 'CONSEQUENTIAL', `CONSEQUENTIAL LOSS. Company shall release, defend and indemnify Contractor
Group from any loss of production, loss of or damage to the reservoir or
underground formation, loss of use, loss of profit and any other indirect or
consequential loss suffered by Company Group, regardless of cause. Nothing in
this MSA limits Contractor's right to recover its own such losses from Company.`)),
    benign: good(fill(TEXAS_MSA, 'CONSEQUENTIAL', `CONSEQUENTIAL LOSS. Company shall release, defend and indemnify Contractor
Group from any loss of production, loss of or damage to the reservoir or
underground formation, loss of use, loss of profit and any other indirect or
consequential loss suffered by Company Group, and Contractor shall release,
defend and indemnify Company Group from any such loss suffered by Contractor
Group, in each case regardless of cause.`)),
  },
  {
    id: 'h13-msa-texas-field-tickets-due-seven-days-from-the-ticket-or-forty-five-after-invoice',
    pattern: 'position',
    type: 'msa',
    check: 'msa.payment_terms',
    adverse: bad(`3. INVOICES AND PAYMENT. Contractor shall submit field tickets daily and invoice Company
weekly. Company shall pay each invoice in full within seven (7) days after the date of the
earliest field ticket it covers, and may not withhold payment of any amount it disputes.`),
    benign: good(`3. INVOICES AND PAYMENT. Contractor shall submit field tickets daily and invoice Company
monthly. Company shall pay each invoice within forty-five (45) days after receipt, and may
withhold payment of any amount it disputes in good faith while the dispute is resolved.`),
  },
  {
    id: 'h13-msa-contractor-rate-schedule-as-posted-from-time-to-time-or-as-attached-at-signing',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.unilateral_changes',
    adverse: bad(`2. Rates and Terms. The Work is charged at the rates in Contractor's Rate Schedule and is subject to Contractor's Standard Operating Terms, each as published on Contractor's website and as Contractor may revise them from time to time, and each revision applies to all Work performed after it is published.`),
    benign: good(`2. Rates and Terms. The Work is charged at the rates in Contractor's Rate Schedule and is subject to Contractor's Standard Operating Terms, each in the version attached as Exhibit B on the date of this MSA; a revision applies only if Company agrees to it in a writing signed by both parties.`),
  },
  {
    id: 'h13-msa-customer-may-end-only-after-the-current-programme-and-paying-six-months-or-any-time-on-thirty-days',
    pattern: 'position',
    type: 'msa',
    check: 'msa.termination_for_convenience',
    adverse: bad(`14.2 Termination for convenience. Customer may terminate this Agreement for convenience only if the then-current Programme of Work has been completed, and only after giving Supplier one hundred and eighty (180) days' written notice and paying a termination fee equal to six (6) months' Charges.`),
    benign: good(`14.2 Termination for convenience. Customer may terminate this Agreement for convenience at any time by giving Supplier thirty (30) days' written notice, and shall pay the Charges for Work performed up to the date of termination; no termination fee is payable.`),
  },
  {
    id: 'h13-msa-supplier-may-transfer-to-any-buyer-of-its-equipment-or-needs-consent-save-whole-business',
    pattern: 'position',
    type: 'msa',
    check: 'msa.assignment',
    adverse: bad(`19. Assignment. Customer may not assign this Agreement without Supplier's prior written consent. Supplier may assign or novate this Agreement, in whole or in part, without Customer's consent to any Affiliate or to any person that acquires any of the rigs, vehicles or other equipment used to perform the Services.`),
    benign: good(`19. Assignment. Neither party may assign this Agreement without the other party's prior written consent, except that either party may assign it without consent to a person that acquires all or substantially all of its business and assets and agrees in writing to be bound by it.`),
  },
  {
    id: 'h13-msa-entire-agreement-supersedes-the-side-nda-with-no-confidentiality-left-or-preserves-it',
    pattern: 'override',
    type: 'msa',
    check: 'msa.confidentiality',
    adverse: badOrMissing(`24. Entire Agreement. This Agreement, together with its Schedules and each Statement of Work, constitutes the entire agreement between the parties and supersedes all prior agreements, arrangements and understandings between them, including the Mutual Non-Disclosure Agreement between the parties dated 4 August 2025, which shall cease to have effect on the Effective Date.`),
    benign: good(`24. Entire Agreement. This Agreement, together with its Schedules and each Statement of Work, constitutes the entire agreement between the parties and supersedes all prior agreements, arrangements and understandings between them, except the Mutual Non-Disclosure Agreement between the parties dated 4 August 2025, which is incorporated into this Agreement, applies to all information exchanged under it and survives its termination.`),
  },

  // ------------------------------------------------------------------ SaaS (6) ---------------------------------------
  {
    id: 'h13-saas-doc-markdown-german-gtc-yearly-increase-up-to-twenty-five-percent-or-destatis-index-capped-at-five',
    pattern: 'markup',
    type: 'saas',
    check: 'saas.price_increases',
    adverse: bad(fill(GERMAN_SAAS, 'PRICES', `The Provider is entitled to increase the fees once per contract year, with effect from the start of the next contract year, by up to **25 %**, by giving notice in text form (§ 126b BGB). The Customer has no right of special termination on account of such an increase.`)),
    benign: good(fill(GERMAN_SAAS, 'PRICES', `The Provider is entitled to increase the fees once per contract year, with effect from the start of the next contract year, by the percentage change in the consumer price index for Germany published by the Federal Statistical Office (Destatis), and by no more than **5 %**, by giving notice in text form (§ 126b BGB).`)),
  },
  {
    id: 'h13-saas-german-liability-capped-at-the-fee-of-the-month-before-the-damage-or-twelve-months',
    pattern: 'position',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: bad(`§ 9 Liability
(1) The parties are liable without limitation for intent and gross negligence and for injury to life, body or health.
(2) In case of slight negligence, the Provider is liable only for the breach of a cardinal obligation, and its liability is limited per damaging event to the fee paid by the Customer for the calendar month preceding the damaging event. The Customer's liability remains unlimited.`),
    benign: good(`§ 9 Liability
(1) The parties are liable without limitation for intent and gross negligence and for injury to life, body or health.
(2) In case of slight negligence, each party is liable only for the breach of a cardinal obligation, and its total liability is limited to the fees paid or payable by the Customer for the twelve calendar months preceding the damaging event.`),
  },
  {
    id: 'h13-saas-service-level-table-ninety-five-percent-a-year-no-credits-or-three-nines-a-month-with-credits',
    pattern: 'position',
    type: 'saas',
    check: 'saas.service_levels',
    adverse: bad(`SCHEDULE 3 - SERVICE LEVELS

| Service level item     | Commitment                                             |
|------------------------|--------------------------------------------------------|
| Availability           | 95.0 % measured over each contract year                |
| Measurement            | Provider's own monitoring                              |
| Service credits        | None                                                   |
| Customer remedies      | The Provider will use reasonable efforts to restore the service; no other remedy |`),
    benign: good(`SCHEDULE 3 - SERVICE LEVELS

| Service level item     | Commitment                                             |
|------------------------|--------------------------------------------------------|
| Availability           | 99.9 % measured over each calendar month               |
| Measurement            | Provider's own monitoring, reported monthly            |
| Service credits        | 5 % of the monthly fee for each 0.1 % below target, up to 50 % |
| Customer remedies      | Customer may terminate if availability is missed in three months of any six |`),
  },
  {
    id: 'h13-saas-prepaid-fees-forfeited-even-on-termination-for-provider-breach-or-refunded-pro-rata',
    pattern: 'override',
    type: 'saas',
    check: 'saas.refunds',
    adverse: bad(`11.4 Consequences of termination. On termination of the Subscription for any reason, including termination by the Customer under clause 11.2 for the Provider's material breach, all fees paid in advance are forfeited and all fees for the remainder of the Subscription Term become immediately due.`),
    benign: good(`11.4 Consequences of termination. On termination of the Subscription by the Customer under clause 11.2 for the Provider's material breach, or by the Provider without cause, the Provider shall refund the fees paid in advance for the remainder of the Subscription Term, pro rata; on any other termination fees paid in advance are not refunded.`),
  },
  {
    id: 'h13-saas-customer-data-deleted-at-end-without-export-or-exportable-for-thirty-days-then-deleted',
    pattern: 'position',
    type: 'saas',
    check: 'saas.data_protection',
    adverse: bad(`12. Customer Data at the end of the contract. The Customer's access ends on the date the contract ends, and the Provider will permanently delete all Customer Data on that date. The Provider is not obliged to provide an export or copy of the Customer Data, before or after that date.`),
    benign: good(`12. Customer Data at the end of the contract. The Customer's access ends on the date the contract ends. For thirty (30) days after that date the Provider will, on request, provide an export of all Customer Data in CSV format, and it will then permanently delete all Customer Data and confirm the deletion in writing.`),
  },
  {
    id: 'h13-saas-german-contract-extends-by-twenty-four-months-unless-six-months-notice-or-twelve-months-unless-one-month',
    pattern: 'position',
    type: 'saas',
    check: 'saas.auto_renewal',
    adverse: bad(`§ 4 Term and termination
(1) The contract runs for an initial term of twenty-four (24) months.
(2) The contract is extended automatically by a further twenty-four (24) months each time unless it is terminated by either party with six (6) months' notice to the end of the then-current term.`),
    benign: good(`§ 4 Term and termination
(1) The contract runs for an initial term of twelve (12) months.
(2) The contract is extended automatically by a further twelve (12) months each time unless it is terminated by either party with one (1) month's notice to the end of the then-current term.`),
  },

  // ------------------------------------------------------------------ licence (4) ------------------------------------
  {
    id: 'h13-licence-doc-html-irish-reseller-localisations-vest-in-vendor-or-in-reseller-with-licence-back',
    pattern: 'markup',
    type: 'license',
    check: 'license.improvements',
    adverse: bad(fill(IRISH_RESELLER, 'IMPROVEMENTS', `All localisations, integrations, connectors, report templates and other modifications of or additions to the Software made by or for the Reseller ("<b>Improvements</b>") shall vest in the Vendor on creation, and the Reseller hereby assigns to the Vendor all intellectual property rights in them, without payment.`)),
    benign: good(fill(IRISH_RESELLER, 'IMPROVEMENTS', `All localisations, integrations, connectors, report templates and other modifications of or additions to the Software made by or for the Reseller ("<b>Improvements</b>") shall vest in the Reseller on creation, and the Reseller grants the Vendor a non-exclusive, royalty-free licence to use them.`)),
  },
  {
    id: 'h13-licence-nigerian-distribution-licensor-may-assign-to-anyone-or-neither-without-consent',
    pattern: 'role',
    type: 'license',
    check: 'license.assignment',
    adverse: bad(`17. Assignment. The Licensee shall not assign, transfer or charge any of its rights or obligations under this Agreement without the prior written consent of the Licensor. The Licensor may assign, novate or transfer this Agreement, or any of its rights under it, to any person without the consent of the Licensee, and the Licensee shall execute any document the Licensor requires for that purpose.`),
    benign: good(`17. Assignment. Neither party shall assign, transfer or charge any of its rights or obligations under this Agreement without the prior written consent of the other party, save that either party may assign it to a successor to the whole of its business in a merger or reorganisation approved under the Companies and Allied Matters Act 2020.`),
  },
  {
    id: 'h13-licence-ghana-fee-rises-by-the-greater-of-twenty-five-percent-and-cedi-depreciation-or-capped-at-cpi',
    pattern: 'position',
    type: 'license',
    check: 'license.price_increases',
    adverse: bad(`6.3 Annual adjustment. On each anniversary of the Effective Date the Licence Fee shall increase by the greater of (a) twenty-five per cent (25%) and (b) the percentage depreciation of the Ghana cedi against the United States dollar over the preceding twelve months, as published by the Bank of Ghana.`),
    benign: good(`6.3 Annual adjustment. On each anniversary of the Effective Date the Licence Fee may increase by the lesser of (a) five per cent (5%) and (b) the percentage change in the consumer price index over the preceding twelve months, as published by the Ghana Statistical Service.`),
  },
  {
    id: 'h13-licence-swiss-licensee-may-end-only-for-good-cause-during-ten-years-or-on-thirty-days-notice',
    pattern: 'role',
    type: 'license',
    check: 'license.termination_for_convenience',
    adverse: bad(`Art. 14 Duration and termination
14.1 This Agreement is concluded for a fixed term of ten (10) years. Ordinary termination by the Licensee is excluded during the fixed term; the Licensee may terminate only for good cause. The Licensor may terminate this Agreement at any time by registered letter with thirty (30) days' notice.`),
    benign: good(`Art. 14 Duration and termination
14.1 This Agreement is concluded for a fixed term of ten (10) years. Ordinary termination by the Licensor is excluded during the fixed term; the Licensor may terminate only for good cause. The Licensee may terminate this Agreement at any time by registered letter with thirty (30) days' notice.`),
  },

  // ------------------------------------------------------------------ services (4) -----------------------------------
  {
    id: 'h13-services-doc-hong-kong-renews-for-three-years-unless-customer-gives-twelve-months-or-yearly-on-thirty-days',
    pattern: 'position',
    type: 'services',
    check: 'services.auto_renewal',
    adverse: bad(fill(HK_LOGISTICS, 'TERM', `This Agreement runs for three (3) years from its date and then renews automatically for successive periods of three (3) years unless the Customer gives the Provider not less than twelve (12) months' written notice before the end of the then-current period.`)),
    benign: good(fill(HK_LOGISTICS, 'TERM', `This Agreement runs for one (1) year from its date and then renews automatically for successive periods of one (1) year unless either party gives the other not less than thirty (30) days' written notice before the end of the then-current period.`)),
  },
  {
    id: 'h13-services-hong-kong-general-lien-and-stop-for-any-sum-even-disputed-or-undisputed-after-notice',
    pattern: 'position',
    type: 'services',
    check: 'services.suspension',
    adverse: bad(`9. Lien and suspension. The Provider shall have a general lien on all goods and documents of the Customer in its possession for all sums owed to it by the Customer on any account, whether or not disputed, and may without notice suspend the Services and refuse to release any goods until every such sum has been paid.`),
    benign: good(`9. Lien and suspension. The Provider shall have a particular lien on goods of the Customer in its possession for the charges for storing and handling those goods, and may suspend the Services only for undisputed sums that remain unpaid fourteen (14) days after the Provider gives the Customer written notice of the non-payment.`),
  },
  {
    id: 'h13-services-indian-sow-gst-invoices-due-in-seven-days-with-twenty-four-percent-interest-or-forty-five-days',
    pattern: 'position',
    type: 'services',
    check: 'services.payment_terms',
    adverse: bad(`7. Payment Terms. The Service Provider shall raise a tax invoice under the CGST Act, 2017 at the end of each month. The Client shall pay each invoice within seven (7) days of the invoice date without any set-off or deduction, failing which interest at twenty-four per cent (24%) per annum shall accrue from the invoice date.`),
    benign: good(`7. Payment Terms. The Service Provider shall raise a tax invoice under the CGST Act, 2017 at the end of each month. The Client shall pay each undisputed invoice within forty-five (45) days of receipt, failing which interest at nine per cent (9%) per annum shall accrue on the overdue amount from the due date.`),
  },
  {
    id: 'h13-services-indian-sow-provider-materials-defined-as-all-code-written-by-its-staff-or-only-pre-existing-tools',
    pattern: 'position',
    type: 'services',
    check: 'services.ip_ownership',
    adverse: bad(`1.3 "Provider Materials" means all software, code, scripts, tools, documentation and know-how developed or used by the Service Provider's personnel, whether before or during this SOW, including all code written under this SOW.

8.1 The Client shall own the Deliverables, excluding any Provider Materials, which remain the property of the Service Provider. The Service Provider grants the Client a non-exclusive licence to use the Provider Materials during the term of the MSA.`),
    benign: good(`1.3 "Provider Materials" means the software, code, scripts, tools, documentation and know-how that the Service Provider owned or developed before this SOW, or develops independently of it, excluding all code written under this SOW.

8.1 The Client shall own the Deliverables, excluding any Provider Materials, which remain the property of the Service Provider. The Service Provider grants the Client a perpetual, royalty-free licence to use the Provider Materials with the Deliverables.`),
  },

  // ------------------------------------------------------------------ consulting (4) ---------------------------------
  {
    id: 'h13-consulting-doc-nhs-call-off-deemed-accepted-unless-rejected-in-two-working-days-or-on-buyer-confirmation',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.acceptance',
    adverse: bad(fill(NHS_CALLOFF, 'ACCEPTANCE', `Each Deliverable is deemed accepted by the Buyer on delivery unless the Buyer rejects it by written notice within two (2) Working Days, giving full reasons. A Deliverable deemed accepted may not later be rejected, and any correction is chargeable at the Supplier's day rates.`)),
    benign: good(fill(NHS_CALLOFF, 'ACCEPTANCE', `Each Deliverable is accepted when the Buyer confirms in writing that it meets the acceptance criteria in the Specification. If the Buyer rejects it by written notice, giving reasons, the Supplier shall correct it at its own cost and deliver it again within ten (10) Working Days.`)),
  },
  {
    id: 'h13-consulting-ipr-indemnity-excludes-any-claim-from-the-buyers-use-or-only-unapproved-modifications',
    pattern: 'override',
    type: 'consulting',
    check: 'consulting.indemnification',
    adverse: bad(`12.1 The Supplier shall indemnify the Buyer against all losses arising from any claim that the Deliverables infringe the Intellectual Property Rights of a third party.
12.2 Clause 12.1 does not apply to any claim arising from the use, copying or distribution of the Deliverables by the Buyer or by any other NHS body.`),
    benign: good(`12.1 The Supplier shall indemnify the Buyer against all losses arising from any claim that the Deliverables infringe the Intellectual Property Rights of a third party.
12.2 Clause 12.1 does not apply to any claim arising from a modification of the Deliverables made by the Buyer or by any other NHS body without the Supplier's approval.`),
  },
  {
    id: 'h13-consulting-call-off-insurance-table-says-not-required-or-sets-five-million-professional-indemnity',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.insurance',
    adverse: bad(`ANNEX 4 - REQUIRED INSURANCES

Type of insurance                    Minimum level of cover
Professional indemnity insurance     Not required for this Call-Off Contract
Public liability insurance           Not required for this Call-Off Contract
Employer's liability insurance       As required by law`),
    benign: good(`ANNEX 4 - REQUIRED INSURANCES

Type of insurance                    Minimum level of cover
Professional indemnity insurance     £5,000,000 for each and every claim
Public liability insurance           £10,000,000 for each and every claim
Employer's liability insurance       As required by law; certificates to the Buyer on request`),
  },
  {
    id: 'h13-consulting-supplier-may-vary-specification-and-day-rates-by-notice-or-only-by-agreed-variation',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.unilateral_changes',
    adverse: bad(`9. Variation. The Supplier may vary the Specification, the Key Staff and the day rates in Annex 2 by giving the Buyer fourteen (14) days' written notice, and the variation takes effect at the end of that period. The Buyer may request a variation, which takes effect only if the Supplier agrees in writing.`),
    benign: good(`9. Variation. The Buyer may request a variation to the Specification, the Key Staff or the day rates in Annex 2 by giving the Supplier written notice, and a variation takes effect only when it is recorded in a Variation Form signed by both parties.`),
  },

  // ------------------------------------------------------------------ employment (4) ---------------------------------
  {
    id: 'h13-employment-doc-california-piia-exhibit-excludes-all-future-ml-work-or-lists-one-app',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.ip_assignment',
    adverse: bad(fill(CA_OFFER, 'PRIOR', `1. All machine-learning models, perception algorithms, training code and related techniques that I have developed or will develop, whether before or during my employment and whether or not related to the Company's business.`)),
    benign: good(fill(CA_OFFER, 'PRIOR', `1. "TrailMap", a route-planning mobile application for hikers, with its source code as it stood on February 17, 2026, described in the one-page summary attached; it is unrelated to the Company's business.`)),
  },
  {
    id: 'h13-employment-california-company-bound-to-twelve-months-notice-employee-seven-days-or-at-will',
    pattern: 'role',
    type: 'employment',
    check: 'employment.notice_period',
    adverse: bad(`Termination. The Company may terminate your employment only for Cause or by giving you twelve (12) months' written notice or pay in lieu, and you may resign at any time by giving the Company seven (7) days' written notice.`),
    benign: good(`Termination. Your employment is at will: you or the Company may end it at any time, with or without Cause or notice, though we ask that you give the Company fourteen (14) days' written notice if you resign.`),
  },
  {
    id: 'h13-employment-piia-confidentiality-ends-when-employment-ends-even-for-trade-secrets-or-lasts',
    pattern: 'position',
    type: 'employment',
    check: 'employment.confidentiality',
    adverse: bad(`1. Confidentiality. I will hold the Company's Proprietary Information, including its trade secrets, in strict confidence during my employment only; once it ends I will have no further obligation in respect of any of it.`),
    benign: good(`1. Confidentiality. I will hold the Company's Proprietary Information in strict confidence during my employment and for five (5) years after it ends, and will hold its trade secrets in confidence for as long as they remain trade secrets.`),
  },
  {
    id: 'h13-employment-cause-defined-as-felony-conviction-after-appeals-or-misconduct-dishonesty-and-breach',
    pattern: 'position',
    type: 'employment',
    check: 'employment.termination_for_cause',
    adverse: bad(`"Cause" means only your conviction, after all rights of appeal have been exhausted, of a felony involving the theft of Company funds. The Company may terminate your employment for Cause immediately; no other conduct, however serious, is Cause.`),
    benign: good(`"Cause" means your gross misconduct, dishonesty or fraud in connection with your work, your material breach of the PIIA, or your conviction of a felony. The Company may terminate your employment for Cause immediately.`),
  },

  // ------------------------------------------------------------------ lease (4) --------------------------------------
  {
    id: 'h13-lease-doc-nz-first-schedule-bond-of-six-months-returned-at-landlords-discretion-or-two-months-in-thirty-days',
    pattern: 'position',
    type: 'lease',
    check: 'lease.deposit',
    adverse: bad(fill(NZ_LEASE, 'BOND', `Bond: six (6) months' rent plus GST, to be held by the Landlord and repaid, if at all, at the Landlord's discretion after the Tenant has vacated`)),
    benign: good(fill(NZ_LEASE, 'BOND', `Bond: two (2) months' rent plus GST, to be held by the Landlord and repaid within thirty (30) days after the Tenant has vacated, less only amounts the Tenant owes under this lease`)),
  },
  {
    id: 'h13-lease-nz-cpi-review-with-a-floor-of-seven-and-a-half-percent-or-a-cap-of-three',
    pattern: 'position',
    type: 'lease',
    check: 'lease.rent_increases',
    adverse: bad(`Rent review. On each Rent Review Date the annual rent shall be increased by the greater of (a) the percentage movement in the Consumers Price Index (All Groups) published by Stats NZ over the preceding year and (b) seven and a half per cent (7.5%).`),
    benign: good(`Rent review. On each Rent Review Date the annual rent shall be adjusted by the lesser of (a) the percentage movement in the Consumers Price Index (All Groups) published by Stats NZ over the preceding year and (b) three per cent (3%).`),
  },
  {
    id: 'h13-lease-nz-consent-in-absolute-discretion-and-share-sale-deemed-assignment-or-not-unreasonably-withheld',
    pattern: 'position',
    type: 'lease',
    check: 'lease.assignment_subletting',
    adverse: bad(`Assignment and subletting. The Tenant shall not assign, sublet or part with possession of the premises without the Landlord's prior written consent, which the Landlord may withhold in its absolute discretion and without giving reasons. Any change in the legal or beneficial ownership of the Tenant's shares shall be deemed an assignment.`),
    benign: good(`Assignment and subletting. The Tenant shall not assign, sublet or part with possession of the premises without the Landlord's prior written consent, which the Landlord shall not unreasonably withhold or delay. A change in the ownership of the Tenant's shares to a related company shall not be deemed an assignment.`),
  },
  {
    id: 'h13-lease-nz-landlord-may-cancel-for-redevelopment-on-six-months-or-tenant-may-break-after-year-three',
    pattern: 'role',
    type: 'lease',
    check: 'lease.termination_for_convenience',
    adverse: bad(`Early termination. If at any time during the term the Landlord decides to demolish, refurbish or redevelop the building, the Landlord may cancel this lease by giving the Tenant six (6) months' written notice, and the Tenant shall have no claim for compensation.`),
    benign: good(`Early termination. If at any time after the third anniversary of the Commencement Date the Tenant decides to relocate its business, the Tenant may cancel this lease by giving the Landlord six (6) months' written notice, and the Landlord shall have no claim for compensation.`),
  },

  // ------------------------------------------------------------------ DPA (3) ----------------------------------------
  {
    id: 'h13-dpa-dutch-processor-may-change-annex-measures-at-discretion-even-downward-or-only-keeping-the-level',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.security',
    adverse: bad(`Article 7 Security
7.1 The Processor shall take the technical and organisational security measures described in Annex 2.
7.2 The Processor may amend the measures in Annex 2 at its own discretion, including by withdrawing or replacing any of them, without informing the Controller.`),
    benign: good(`Article 7 Security
7.1 The Processor shall take the technical and organisational security measures described in Annex 2, which meet the requirements of Article 32 GDPR.
7.2 The Processor may amend the measures in Annex 2 only where the amended measures provide at least the same level of protection, and shall inform the Controller of each amendment.`),
  },
  {
    id: 'h13-dpa-dutch-audit-only-once-per-term-if-the-isae-report-is-three-years-old-or-yearly-if-questions-remain',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.audits',
    adverse: bad(`Article 11 Audit
11.1 The Controller may have the Processor's compliance with this Processing Agreement audited only once during the term of the Agreement, and only if the Processor's most recent ISAE 3402 Type II report is more than three (3) years old. The Controller shall pay the Processor's time at €2,500 per auditor-day.`),
    benign: good(`Article 11 Audit
11.1 The Controller may have the Processor's compliance with this Processing Agreement audited once a year, if the Processor's most recent ISAE 3402 Type II report does not answer the Controller's reasonable questions, and at any time after a Personal Data Breach. Each party bears its own costs.`),
  },
  {
    id: 'h13-dpa-dutch-sub-processors-engaged-without-notice-list-on-request-or-thirty-days-notice-and-objection',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.sub_processors',
    adverse: bad(`Article 8 Sub-processors
8.1 The Controller hereby grants the Processor general permission to engage sub-processors. The Processor is not required to notify the Controller of any new or replacement sub-processor, and will provide a list of its current sub-processors on request.`),
    benign: good(`Article 8 Sub-processors
8.1 The Controller hereby grants the Processor general permission to engage the sub-processors on the list in Annex 3. The Processor shall notify the Controller at least thirty (30) days before engaging any new or replacement sub-processor; the Controller may object, and may terminate the Agreement if the objection is not resolved. Each sub-processor is bound by the same data protection obligations as the Processor.`),
  },
];

/** Ten more pairs, written with the 41 and scored with them, reported apart (as the twelfth hold-out's were). */
export const HOLDOUT13_EXTRA: AdverseCase[] = [
  {
    id: 'h13x-nda-law-of-the-claimants-choice-at-the-time-of-suit-or-england-and-wales',
    pattern: 'position',
    type: 'nda',
    check: 'nda.governing_law',
    adverse: noLaw(`9. Governing law and jurisdiction. This Agreement and any dispute arising from it shall be governed by the law of whichever country the party bringing the claim chooses when it brings proceedings, and the courts of that country shall have jurisdiction.`),
    benign: good(`9. Governing law and jurisdiction. This Agreement and any dispute arising from it shall be governed by the law of England and Wales, and the courts of England shall have exclusive jurisdiction, whichever party brings the proceedings.`),
  },
  {
    id: 'h13x-msa-customer-owns-deliverables-defined-to-exclude-anything-built-on-supplier-tools-or-only-the-tools',
    pattern: 'position',
    type: 'msa',
    check: 'msa.ip_ownership',
    adverse: bad(`1.6 "Deliverables" means the reports and drawings specified in a Statement of Work, but does not include any software, model, workflow or other item created using, or incorporating any part of, the Supplier Tools.

11.1 Customer owns all Intellectual Property Rights in the Deliverables. All other materials created under this Agreement belong to Supplier.`),
    benign: good(`1.6 "Deliverables" means the reports, drawings, software, models and workflows specified in a Statement of Work or created for Customer under it, but does not include the Supplier Tools themselves.

11.1 Customer owns all Intellectual Property Rights in the Deliverables. Supplier keeps the Supplier Tools and grants Customer a perpetual, royalty-free licence to use them with the Deliverables.`),
  },
  {
    id: 'h13x-saas-provider-may-end-for-convenience-customer-locked-for-thirty-six-months-or-the-reverse',
    pattern: 'role',
    type: 'saas',
    check: 'saas.termination_for_convenience',
    adverse: bad(`§ 10 Ordinary termination
(1) The minimum term is thirty-six (36) months. Ordinary termination by the Customer is excluded during the minimum term.
(2) The Provider may terminate the contract at any time without giving reasons with thirty (30) days' notice in text form.`),
    benign: good(`§ 10 Ordinary termination
(1) The minimum term is thirty-six (36) months. Ordinary termination by the Provider is excluded during the minimum term.
(2) The Customer may terminate the contract at any time without giving reasons with thirty (30) days' notice in text form.`),
  },
  {
    id: 'h13x-licence-ghana-law-of-the-licensors-seat-when-a-dispute-arises-or-fixed-at-signing',
    pattern: 'position',
    type: 'license',
    check: 'license.governing_law',
    adverse: noLaw(`22. Governing law. This Agreement shall be governed by the law of the country in which the Licensor has its principal place of business at the time a dispute arises, and the courts of that country shall have exclusive jurisdiction.`),
    benign: good(`22. Governing law. This Agreement shall be governed by the laws of the Republic of Ghana, and the High Court of Justice (Commercial Division) in Accra shall have exclusive jurisdiction, wherever the Licensor has its principal place of business.`),
  },
  {
    id: 'h13x-services-hong-kong-survival-list-leaves-out-confidentiality-or-includes-it',
    pattern: 'disapplied',
    type: 'services',
    check: 'services.confidentiality',
    adverse: bad(`8. Confidentiality. Each party shall keep confidential all information relating to the other party's business, customers and pricing that it obtains under this Agreement, and shall use it only to perform this Agreement.

15.4 Survival. On expiry or termination of this Agreement, clauses 3 (Charges), 10 (Liability), 11 (Lien) and 16 (Governing law) survive, and all other clauses cease to have effect.`),
    benign: good(`8. Confidentiality. Each party shall keep confidential all information relating to the other party's business, customers and pricing that it obtains under this Agreement, and shall use it only to perform this Agreement.

15.4 Survival. On expiry or termination of this Agreement, clauses 3 (Charges), 8 (Confidentiality), 10 (Liability), 11 (Lien) and 16 (Governing law) survive, and all other clauses cease to have effect.`),
  },
  {
    id: 'h13x-consulting-call-off-extends-itself-unless-buyer-gives-six-months-or-extends-only-at-buyer-option',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.auto_renewal',
    adverse: bad(`2. Extension. This Call-Off Contract shall extend automatically on the Call-Off Expiry Date for successive further periods of twelve (12) months unless the Buyer gives the Supplier at least six (6) months' written notice that it is not to be extended.`),
    benign: good(`2. Extension. This Call-Off Contract may be extended on the Call-Off Expiry Date for one further period of up to twelve (12) months only if the Buyer gives the Supplier written notice that it is to be extended and the Supplier agrees in writing.`),
  },
  {
    id: 'h13x-employment-piia-assigns-only-inventions-the-company-claims-in-thirty-days-or-all-with-release-option',
    pattern: 'position',
    type: 'employment',
    check: 'employment.ip_assignment',
    adverse: bad(`2. Inventions. I will disclose to the Company each invention I make during my employment. An invention belongs to the Company only if the Company claims it by written notice to me within thirty (30) days of my disclosure; every invention not so claimed belongs to me.`),
    benign: good(`2. Inventions. I will disclose to the Company each invention I make during my employment, and I assign all of them to the Company. The Company may release to me by written notice within thirty (30) days of my disclosure any invention it does not wish to keep.`),
  },
  {
    id: 'h13x-lease-nz-tenant-repairs-structure-roof-and-services-or-only-interior',
    pattern: 'role',
    type: 'lease',
    check: 'lease.repairs',
    adverse: bad(`Repairs. The Tenant shall at its own cost keep the premises, including the structure, roof, foundations, exterior walls and all building services, in good order and repair, and shall replace any of them that wears out, whatever the cause.`),
    benign: good(`Repairs. The Landlord shall at its own cost keep the structure, roof, foundations, exterior walls and building services in good order and repair, and the Tenant shall keep the interior of the premises in good order and repair, fair wear and tear excepted.`),
  },
  {
    id: 'h13x-dpa-dutch-processing-in-any-country-with-a-facility-or-eea-only-unless-consent-and-sccs',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.international_transfers',
    adverse: bad(`Article 9 Location of the processing
9.1 The Processor may process the Personal Data in any country in which the Processor or its sub-processors maintain facilities, and the Controller hereby consents to every such transfer.`),
    benign: good(`Article 9 Location of the processing
9.1 The Processor shall process the Personal Data only within the European Economic Area. It may transfer Personal Data to a country outside it only with the Controller's prior written consent and under the Standard Contractual Clauses.`),
  },
  {
    id: 'h13x-general-agreement-continues-until-terminated-but-only-by-mutual-agreement-or-by-either-on-three-months-notice',
    pattern: 'reference',
    type: 'other',
    check: 'general.term',
    adverse: badOrMissing(`COOPERATION AGREEMENT

This Agreement is made on 2 March 2026 between Harrow Seed Company Limited ("Harrow") and Ilesha Agro Processing Limited ("Ilesha").

1. Cooperation. Harrow shall supply certified maize seed to Ilesha's outgrower farmers, and Ilesha shall buy their harvest at the prices in Schedule 1.

2. Duration. This Agreement commences on its date and continues until it is terminated under clause 6.

6. Termination. This Agreement may be terminated only by agreement in writing signed by both parties.

7. Governing law. This Agreement is governed by the laws of the Federal Republic of Nigeria.`),
    benign: good(`COOPERATION AGREEMENT

This Agreement is made on 2 March 2026 between Harrow Seed Company Limited ("Harrow") and Ilesha Agro Processing Limited ("Ilesha").

1. Cooperation. Harrow shall supply certified maize seed to Ilesha's outgrower farmers, and Ilesha shall buy their harvest at the prices in Schedule 1.

2. Duration. This Agreement commences on its date and continues until it is terminated under clause 6.

6. Termination. Either party may terminate this Agreement by giving the other not less than three (3) months' written notice.

7. Governing law. This Agreement is governed by the laws of the Federal Republic of Nigeria.`),
  },
];

/** The first run's misses on 6a87b51 after the audit, as before it (41: 23, ten more: 5), each with what the engine read; expected to fail. */
export const HOLDOUT13_MISSES: Record<string, string> = {
  'h13-nda-purpose-defined-to-include-any-other-development-of-the-recipient-or-only-the-licence-decision': 'nda.limited_use: adverse side read preferred, not flagged',
  'h13-nda-definition-limited-to-chemistry-and-assay-data-or-also-regulatory-and-commercial': 'nda.technical_information_only: adverse side read acceptable, not flagged',
  'h13-nda-definition-reaches-everything-ever-disclosed-and-exclusions-switched-off-or-bounded-by-the-purpose': 'nda.definition_breadth: adverse side read preferred, not flagged',
  'h13-msa-doc-texas-pdf-consequential-loss-released-for-contractor-only-or-mutually': 'msa.consequential_damages: adverse side read acceptable, not flagged',
  'h13-msa-entire-agreement-supersedes-the-side-nda-with-no-confidentiality-left-or-preserves-it': 'msa.confidentiality: benign twin read missing and flagged',
  'h13-saas-customer-data-deleted-at-end-without-export-or-exportable-for-thirty-days-then-deleted': 'saas.data_protection: adverse side read preferred, not flagged',
  'h13-licence-doc-html-irish-reseller-localisations-vest-in-vendor-or-in-reseller-with-licence-back': 'license.improvements: adverse side read preferred, not flagged',
  'h13-services-indian-sow-provider-materials-defined-as-all-code-written-by-its-staff-or-only-pre-existing-tools': 'services.ip_ownership: adverse side read preferred, not flagged',
  'h13-consulting-ipr-indemnity-excludes-any-claim-from-the-buyers-use-or-only-unapproved-modifications': 'consulting.indemnification: adverse side read preferred, not flagged',
  'h13-employment-doc-california-piia-exhibit-excludes-all-future-ml-work-or-lists-one-app': 'employment.ip_assignment: benign twin read unacceptable and flagged',
  'h13-employment-piia-confidentiality-ends-when-employment-ends-even-for-trade-secrets-or-lasts': 'employment.confidentiality: both sides read as missing and flagged',
  // the ten more
  'h13x-services-hong-kong-survival-list-leaves-out-confidentiality-or-includes-it': 'services.confidentiality: adverse side read preferred, not flagged; benign twin read unacceptable and flagged',
  'h13x-employment-piia-assigns-only-inventions-the-company-claims-in-thirty-days-or-all-with-release-option': 'employment.ip_assignment: adverse side read preferred, not flagged',
  'h13x-general-agreement-continues-until-terminated-but-only-by-mutual-agreement-or-by-either-on-three-months-notice': 'general.term: adverse side read preferred, not flagged',
};
