/**
 * Eleventh blind hold-out (issue 11, 2026-11-25, written in the fifteenth session's first hour): pairs written before
 * reading any rule code, tuning file, judge-round test or earlier hold-out's clauses (only the harness, `sides.ts`,
 * `cases.ts`'s types, the *format* of `holdout10.ts` (its header, exports, one pair's shape and its wiring), the pair
 * ids of hold-outs 1-10, whose situations were avoided, and the built-in playbooks' public check ids, titles and
 * preferred and fallback positions, printed from `listBuiltInPlaybooks()`, were read). Each pair is a clause a lawyer
 * acting for the playbook's side (the customer, client, licensee, tenant, employer, controller; both parties of a
 * mutual NDA) would flag, and a benign twin sharing most of its words that a naive matcher would flag too.
 *
 * Written as practitioners in different places draft: a German company's translated-sounding NDA, a big-law MSA with
 * defined-term chains and an order-of-precedence clause, a US company's online terms in Markdown, an Indian services
 * agreement, a UK public-sector contract as text extracted from a PDF (running header, page numbers, hard line breaks),
 * a startup's one-page consulting letter, an employment contract that incorporates a staff handbook, a New Zealand
 * lease with a schedule, a DPA in the EU Standard Contractual Clauses' vocabulary, a licence whose royalty schedule is
 * an HTML table. The hurt sits where lawyers find it: in a definition, an order-of-precedence clause, a schedule's
 * table, a survival list, a carve-out list, a policy "as updated from time to time", a sentence whose roles swap.
 * Eight are short whole agreements with the hostile clause among ordinary terms; the rest are excerpts read alone.
 * All 51 pairs (the 41 and the ten more) were written before either was scored. Scored once on 305e1fe (engine README
 * "Eleventh blind hold-out"). Do not tune rules on these pairs or edit them to pass.
 *
 * Audited by a second reader before any rule change (2026-11-25, from the text and the playbooks' check definitions
 * alone, without reading rule code or why a pair was missed; every pair re-read against its check's preferred and
 * fallback positions and its side). Changes:
 * - h11-employment-bonus-guaranteed-at-half-of-salary-... DROPPED: employment.compensation asks whether pay is stated,
 *   and its preferred position keeps bonuses discretionary "unless agreed otherwise"; a guaranteed bonus is a commercial
 *   term the employer agreed, stated clearly, not a failure of that check. Replaced by a pair of the same type,
 *   h11-employment-remote-contract-law-follows-wherever-the-employee-lives-or-english-law-with-local-mandatory-rules
 *   (employment.governing_law, employer's side: a remote employee's contract whose law and courts follow the
 *   employee's residence "from time to time", so no law the employer can know at signing, expected missing or
 *   unacceptable; the twin chooses English law and courts, keeping the mandatory rules of the place of work).
 * - h11-employment-doc-handbook-restrictions-switched-off-...: expected position widened from unacceptable to
 *   unacceptable or missing (`badOrMissing`): disapplying the only post-employment non-solicit leaves the protection
 *   absent, and a reader may fairly call that missing; the side is still expected flagged.
 * - h11-saas-usage-data-defined-to-swallow-...: both sides gain the same 5.3 (security, breach notice, return or
 *   deletion): saas.data_protection also asks for those, and the benign twin was silent on them, so it could fairly be
 *   read as short of the preferred position; the adverse side's hurt (Usage Data swallowing Customer Data) is unchanged.
 * - h11-dpa-doc-scc-general-authorisation-...: both sides gain the same flow-down sentence: the whole DPA had no
 *   flow-down of data protection obligations to sub-processors, which dpa.sub_processors' preferred position requires,
 *   so the benign twin was not clearly acceptable; the adverse side's hurt (notice after the event, no objection) is
 *   unchanged.
 * Kept after review, including the writer's doubts: the "mutual" undertaking binding one party (both parties disclose,
 * so the one-way fallback, which needs only the other party to disclose, does not reach it); the personal licence
 * (the twin's "personal" sentence is about assignment, and it says expressly that a change of control neither ends the
 * licence nor needs consent, which is the preferred position); the £5,000 mutual cap on a £1.84m contract (far below
 * the fallback's six months' fees). The figures in the engine README are after this audit; the pre-audit ones are
 * given beside them.
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, fill, good, noLaw } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

const NDA_DOC = `MUTUAL NON-DISCLOSURE AGREEMENT

between

Brenner Antriebstechnik GmbH, Industriestrasse 12, 70565 Stuttgart, Germany, represented by its managing directors ("Brenner")

and

Castellan Robotics Ltd., 4 Harbour Road, Belfast BT3 9DT, United Kingdom ("Castellan")

- each a "Contracting Party" and together the "Contracting Parties" -

Preamble
The Contracting Parties intend to examine a possible cooperation in the field of servo drives for collaborative robots (the "Project"). For this purpose, each Contracting Party will make available to the other Contracting Party information which it regards as confidential.

§ 1 Confidential Information
(1) "Confidential Information" in the sense of this Agreement is all information, documents, drawings, samples, know-how and data of a technical or commercial nature which one Contracting Party (the "Disclosing Party") makes accessible to the other Contracting Party (the "Receiving Party") in connection with the Project, regardless of whether in written, electronic or oral form.
(2) Not covered is information which is or becomes generally known without breach of this Agreement, which was already known to the Receiving Party lawfully, which the Receiving Party receives lawfully from a third party without obligation of confidentiality, or which the Receiving Party has developed independently.

§ 2 Obligation of Secrecy
(1) The Receiving Party is obliged to treat the Confidential Information as strictly confidential and to use it exclusively for the Project.
(2) The Receiving Party may make Confidential Information accessible to its employees only insofar as they require it for the Project and are obliged to secrecy.

§ 3 Passing on to Third Parties
{{THIRD}}

§ 4 Return
Upon request of the Disclosing Party, the Receiving Party shall return or destroy all Confidential Information, including all copies, and confirm this in writing.

§ 5 No Rights
The transfer of Confidential Information does not grant any rights of use, licences or other rights to the Receiving Party. All rights remain with the Disclosing Party.

§ 6 Duration
This Agreement enters into force upon signature by both Contracting Parties. The obligations of secrecy end three (3) years after the end of the Project discussions.

§ 7 Final Provisions
(1) This Agreement is subject to German law. Place of jurisdiction is Stuttgart.
(2) Amendments and additions to this Agreement require written form.
`;

const MSA_DOC = `MASTER SERVICES AGREEMENT

This Master Services Agreement (this "Agreement") is entered into as of April 1, 2026 (the "Effective Date") by and between Halvorsen Freight Holdings, Inc., a Delaware corporation ("Customer"), and Quillon Systems Integration LLC, a New York limited liability company ("Supplier").

1. DEFINITIONS. "Affiliate" means any entity that controls, is controlled by or is under common control with a party. "Statement of Work" or "SOW" means a statement of work executed by the parties referencing this Agreement. "Services" means the services described in a SOW. "Deliverables" means all materials furnished by Supplier to Customer under a SOW. "Fees" means the fees set forth in a SOW. "Contract Documents" means this Agreement, each SOW and the Supplier Terms. "Supplier Terms" means the document titled "Quillon Standard Commercial Terms" attached as Exhibit C.

2. SERVICES. Supplier shall perform the Services in a professional and workmanlike manner in accordance with each SOW.

3. FEES AND PAYMENT. Customer shall pay undisputed Fees within forty-five (45) days after receipt of a correct invoice.

4. CONFIDENTIALITY. Each party shall hold the other's Confidential Information in confidence during the term and for five (5) years thereafter.

5. OWNERSHIP. Upon payment, Customer shall own all Deliverables. Supplier retains its pre-existing materials and grants Customer a perpetual, royalty-free licence to use them as part of the Deliverables.

6. LIMITATION OF LIABILITY. Except for breaches of Section 4 and a party's indemnification obligations, each party's aggregate liability under the Contract Documents shall not exceed the Fees paid or payable in the twelve (12) months preceding the event giving rise to the claim.

7. ORDER OF PRECEDENCE. {{PRECEDENCE}}

8. TERM AND TERMINATION. This Agreement continues until terminated. Customer may terminate this Agreement or any SOW for convenience on thirty (30) days' written notice.

9. GOVERNING LAW. This Agreement is governed by the laws of the State of New York.

EXHIBIT C - QUILLON STANDARD COMMERCIAL TERMS
C.1 Supplier's personnel shall comply with Customer's site rules when on Customer premises.
C.2 {{EXHIBIT}}
C.3 Supplier may use subcontractors, remaining responsible for their performance.
`;

const SAAS_DOC = `# Lumora Terms of Service

_Last updated: March 2, 2026_

These Terms of Service ("**Terms**") are an agreement between Lumora Labs, Inc. ("**Lumora**", "**we**", "**us**") and the organization that accepts them ("**Customer**", "**you**"). By clicking "I agree" or using the Service, you accept these Terms.

## 1. The Service
We will provide the Lumora analytics platform (the "**Service**") to you during your Subscription Term in accordance with the Documentation.

## 2. Your Data
You own all data you upload to the Service ("**Customer Data**"). We process Customer Data only to provide the Service, keep it secure using industry-standard safeguards, and notify you of any security breach affecting it.

## 3. Fees
You will pay the fees in your Order Form annually in advance. Fees are fixed for your initial Subscription Term.

## 4. Term and Termination
Each Subscription Term lasts twelve (12) months. Either party may terminate for the other's material breach not cured within thirty (30) days of notice. We may also terminate your subscription for convenience on thirty (30) days' notice.

## 5. Refunds
{{REFUND}}

## 6. Limitation of Liability
Each party's total liability is limited to the fees you paid in the twelve (12) months before the claim.

## 7. Governing Law
These Terms are governed by the laws of the State of California.
`;

const SERVICES_DOC = `SERVICES AGREEMENT

This Services Agreement is executed at Bengaluru on this 12th day of January 2026

BY AND BETWEEN

Tarangini Textiles Private Limited, a company incorporated under the Companies Act, 2013, having its registered office at 18 Residency Road, Bengaluru 560025 (hereinafter referred to as the "Client", which expression shall, unless repugnant to the context, include its successors and permitted assigns) of the ONE PART;

AND

Sankhya Digital Services LLP, a limited liability partnership having its office at 7th Floor, Cyber Towers, Hitec City, Hyderabad 500081 (hereinafter referred to as the "Service Provider") of the OTHER PART.

WHEREAS the Client wishes to engage the Service Provider to migrate its order management system to a cloud platform, and the Service Provider has agreed to render such services on the terms hereinafter appearing.

NOW THEREFORE THIS AGREEMENT WITNESSETH AS FOLLOWS:

1. SCOPE. The Service Provider shall render the services described in Annexure A (the "Services") with due care, skill and diligence, through qualified personnel.

2. CONSIDERATION. The Client shall pay the fees set out in Annexure B within thirty (30) days of receipt of a valid GST-compliant invoice, and may withhold any amount disputed in good faith.

3. CONFIDENTIALITY. Each Party shall keep confidential the other Party's confidential information, and this obligation shall survive the termination of this Agreement for a period of three (3) years.

4. INTELLECTUAL PROPERTY. All deliverables prepared exclusively for the Client shall vest in the Client upon payment.

5. TERM AND TERMINATION.
5.1 This Agreement shall remain in force for a period of two (2) years from the date hereof.
5.2 {{TERMINATION}}
5.3 Either Party may terminate this Agreement if the other Party commits a material breach and fails to remedy the same within thirty (30) days of written notice.

6. GOVERNING LAW AND JURISDICTION. This Agreement shall be governed by the laws of India, and the courts at Bengaluru shall have exclusive jurisdiction.

7. ARBITRATION. Any dispute shall be referred to a sole arbitrator under the Arbitration and Conciliation Act, 1996, seated at Bengaluru.

IN WITNESS WHEREOF the Parties have set their hands on the day and year first above written.
`;

const CONSULTING_LETTER = `Wren & Partners Growth Advisory
Level 2, 55 Clarence St, Sydney NSW 2000

3 February 2026

Priya Natarajan, CEO
Tidewell Pty Ltd

Hi Priya,

Thanks for the chat last week. This letter sets out how I'll work with Tidewell on your go-to-market plan. If it all looks right, sign below and we're off.

What I'll do. I'll run customer interviews, map your pricing against three competitors and deliver a written go-to-market plan by 31 March 2026.

Fees. $9,500 a month plus GST, invoiced at the start of each month and payable within 30 days.

Who owns what. Tidewell owns the plan and everything else I produce for you. I keep my own templates and frameworks, and you can use them forever, free, as part of the plan.

Confidentiality. I'll keep anything you tell me about Tidewell confidential, during the engagement and after it ends, and so will you with my materials.

Liability. {{LIABILITY}}

Ending it. Either of us can end this engagement on 30 days' written notice.

Status. I'm an independent contractor, not an employee, and I look after my own tax, super and insurance.

Law. This letter is governed by the law of New South Wales.

Cheers,
Olivia Wren
Principal, Wren & Partners Growth Advisory

Agreed for Tidewell Pty Ltd: ____________________
`;

const EMPLOYMENT_DOC = `STATEMENT OF MAIN TERMS OF EMPLOYMENT

Employer: Ashgrove Veterinary Group Limited (the "Company")
Employee: Dr Callum Reid
Job title: Clinical Director, Northern Region
Start date: 1 May 2026

1. Incorporation of the Staff Handbook. The Ashgrove Staff Handbook (the "Handbook") contains further terms of your employment. Sections 4 (Sickness), 6 (Expenses) and 7 (Restrictions after Employment) of the Handbook are contractual and form part of this Statement; the rest of the Handbook is guidance only and may be changed by the Company.

2. Salary. Your salary is £118,000 a year, paid monthly in arrears on the last working day of each month, and reviewed each April at the Company's discretion.

3. Hours and place of work. Your normal hours are 40 a week. You will work from the Company's Leeds hospital and such other sites in the Northern Region as the Company reasonably requires.

4. Holidays. You are entitled to 30 days' paid holiday a year plus bank holidays.

5. Notice. Either party may end your employment by giving the other three months' written notice.

6. Confidentiality. You must not, during or after your employment, use or disclose any confidential information of the Company, including client records, fee schedules and referral arrangements.

7. Inventions. Any invention, clinical protocol or software you create in the course of your employment belongs to the Company.

8. Restrictions after employment. {{RESTRICT}}

9. Law. This Statement is governed by the law of England and Wales.
`;

const LEASE_DOC = `DEED OF LEASE - COMMERCIAL PREMISES

LANDLORD: Kōwhai Property Trustee Limited
TENANT: Southern Alps Outdoor Gear Limited
PREMISES: Ground floor, Unit 4, 210 Moorhouse Avenue, Christchurch, including 6 car parks
TERM: Six (6) years from 1 July 2026
RIGHTS OF RENEWAL: Two (2) further terms of three (3) years each
FINAL EXPIRY DATE: 30 June 2038
ANNUAL RENT: $96,000 plus GST, payable by equal monthly instalments in advance on the 1st day of each month
RENT REVIEW: {{REVIEW}}
PERMITTED USE: Retail sale of outdoor clothing and equipment
OUTGOINGS: The Tenant's proportion (18%) of rates, building insurance premiums and common area cleaning and lighting

1. Payment of rent. The Tenant shall pay the annual rent by direct credit, without deduction, on the days stated above.

2. Outgoings. The Tenant shall pay its proportion of the outgoings within twenty (20) working days of receiving an invoice with reasonable supporting detail.

3. Repairs. The Landlord shall keep the building's structure, roof, exterior and building services in good repair. The Tenant shall keep the interior of the premises in the same condition as at the start of the term, fair wear and tear excepted.

4. Insurance. The Landlord shall insure the building for its full replacement value. The Tenant shall insure its own stock and fit-out and hold public liability insurance of at least $2,000,000.

5. Assignment. The Tenant may assign or sublet with the Landlord's prior written consent, which shall not be unreasonably withheld or delayed.

6. Renewal. If the Tenant gives written notice to renew at least three months before the end of the current term and is not then in breach, the Landlord shall grant a new lease for the next renewal term on the same terms, save for rent.

7. Law. This lease is governed by the law of New Zealand.
`;

const DPA_DOC = `DATA PROCESSING AGREEMENT
(Controller to Processor - based on Module Two of the Standard Contractual Clauses)

Data exporter: Vallée Verte Assurances SA, Lyon, France (controller)
Data importer: Northbeam Cloud Solutions Inc., Austin, Texas, United States (processor)

Clause 1 - Purpose and scope
The data importer processes personal data on behalf of the data exporter to provide the claims-handling platform described in Annex I.B (the "Services").

Clause 2 - Instructions
The data importer shall process the personal data only on documented instructions from the data exporter, including with regard to transfers to a third country, and shall immediately inform the data exporter if it is unable to follow those instructions.

Clause 3 - Security of processing
The data importer shall implement at least the technical and organisational measures specified in Annex II to ensure the security of the personal data.

Clause 4 - Confidentiality
The data importer shall grant access to the personal data only to members of its personnel to the extent strictly necessary, and shall ensure that persons authorised to process the personal data have committed themselves to confidentiality.

Clause 5 - Use of sub-processors
{{SUB}}

Clause 6 - Personal data breach
The data importer shall notify the data exporter without undue delay, and in any event within forty-eight (48) hours, after having become aware of a personal data breach.

Clause 7 - Documentation and audit
The data importer shall make available to the data exporter all information necessary to demonstrate compliance and shall allow for and contribute to audits of its processing activities by the data exporter or an auditor it mandates.

Clause 8 - End of processing
At the end of the provision of the Services, the data importer shall, at the choice of the data exporter, delete all personal data and certify to the data exporter that it has done so, or return the personal data to the data exporter and delete existing copies.

Clause 9 - Governing law
These Clauses shall be governed by the law of France.
`;

// ---------------------------------------------------------------- the 41 ------------------------------------------

export const HOLDOUT11: AdverseCase[] = [
  // NDA
  {
    id: 'h11-nda-doc-translated-passing-on-to-subcontractors-unbound-or-need-to-know-and-bound',
    pattern: 'position',
    type: 'nda',
    check: 'nda.sharing_with_third_parties',
    adverse: bad(fill(NDA_DOC, 'THIRD', `The Receiving Party is entitled to pass on Confidential Information to its affiliated companies, its subcontractors and any other third parties commissioned by it, without it being necessary that these are obliged to secrecy, and the Receiving Party shall not be responsible for their conduct.`)),
    benign: good(fill(NDA_DOC, 'THIRD', `The Receiving Party is entitled to pass on Confidential Information to its affiliated companies, its subcontractors and its professional advisers only insofar as they require it for the Project and are obliged to secrecy at least to the extent of this Agreement, and the Receiving Party shall be responsible for their conduct.`)),
  },
  {
    id: 'h11-nda-survival-list-obligations-outlive-termination-by-six-months-or-four-years',
    pattern: 'position',
    type: 'nda',
    check: 'nda.survival_of_obligations',
    adverse: bad(`10. Term. This Agreement commences on the Effective Date and continues for one (1) year, unless terminated earlier by either party on thirty (30) days' written notice.

11. Survival. Sections 2 (Non-Use and Non-Disclosure), 5 (Return of Materials) and 9 (Remedies) shall survive any expiration or termination of this Agreement for six (6) months, after which neither party shall have any further obligation with respect to Confidential Information received under this Agreement.`),
    benign: good(`10. Term. This Agreement commences on the Effective Date and continues for one (1) year, unless terminated earlier by either party on thirty (30) days' written notice.

11. Survival. Sections 2 (Non-Use and Non-Disclosure), 5 (Return of Materials) and 9 (Remedies) shall survive any expiration or termination of this Agreement for four (4) years, and for any trade secret for so long as it remains a trade secret under applicable law.`),
  },
  {
    id: 'h11-nda-exclusions-list-cut-to-public-domain-alone-or-all-four',
    pattern: 'position',
    type: 'nda',
    check: 'nda.standard_exclusions',
    adverse: bad(`2.2 Exceptions. The obligations in Section 2.1 do not apply to information that was in the public domain on the date it was disclosed. No other exception applies: information remains Confidential Information even if it later becomes public, was already in the possession of the Receiving Party, is received from a third party, or is developed by the Receiving Party's own staff.`),
    benign: good(`2.2 Exceptions. The obligations in Section 2.1 do not apply to information that (a) was in the public domain on the date it was disclosed or later becomes public through no fault of the Receiving Party; (b) was already in the lawful possession of the Receiving Party; (c) is lawfully received from a third party free of any duty of confidence; or (d) is developed by the Receiving Party's own staff without use of the Confidential Information.`),
  },
  {
    id: 'h11-nda-definition-protects-only-marked-and-confirmed-in-ten-days-or-reasonably-understood',
    pattern: 'position',
    type: 'nda',
    check: 'nda.explicit_identification',
    adverse: bad(`1.3 "Proprietary Information" means information disclosed by either party that is (i) in writing and bears a legend "Proprietary" at the time of disclosure, or (ii) disclosed orally or visually, identified as proprietary at the time of disclosure and confirmed as such in a written summary delivered within ten (10) days. Information not so legended or confirmed is not Proprietary Information, however sensitive its nature.`),
    benign: good(`1.3 "Proprietary Information" means information disclosed by either party that is (i) in writing and bears a legend "Proprietary" at the time of disclosure, (ii) disclosed orally or visually and identified as proprietary at the time of disclosure, or (iii) of a nature that a reasonable person would understand to be proprietary, whether or not it is legended or identified as such.`),
  },
  {
    id: 'h11-nda-titled-mutual-but-only-one-party-bound-though-both-disclose-or-each-bound',
    pattern: 'role',
    type: 'nda',
    check: 'nda.mutuality',
    adverse: bad(`MUTUAL CONFIDENTIALITY UNDERTAKING

Orchard Lane Foods Ltd ("Orchard") and Peakform Packaging Ltd ("Peakform") will exchange recipes, packaging specifications, volumes and pricing in order to evaluate a co-packing arrangement (the "Evaluation").

1. Peakform shall keep confidential all information it receives from Orchard in connection with the Evaluation, shall use it only for the Evaluation and shall return it on request.

2. Orchard may use and disclose any information it receives from Peakform in connection with the Evaluation without restriction.

3. This undertaking lasts for three (3) years and is governed by the law of England and Wales.`),
    benign: good(`MUTUAL CONFIDENTIALITY UNDERTAKING

Orchard Lane Foods Ltd ("Orchard") and Peakform Packaging Ltd ("Peakform") will exchange recipes, packaging specifications, volumes and pricing in order to evaluate a co-packing arrangement (the "Evaluation").

1. Each of Orchard and Peakform shall keep confidential all information it receives from the other in connection with the Evaluation, shall use it only for the Evaluation and shall return it on request.

2. Neither Orchard nor Peakform may use or disclose any information it receives from the other in connection with the Evaluation except as clause 1 allows.

3. This undertaking lasts for three (3) years and is governed by the law of England and Wales.`),
  },
  {
    id: 'h11-nda-pdf-extracted-no-hire-of-any-staff-for-three-years-or-introduced-staff-twelve-months',
    pattern: 'layout',
    type: 'nda',
    check: 'nda.no_solicitation',
    adverse: bad(`CONFIDENTIAL - Project Heron NDA                                    Execution Version

   8.  Non-Solicitation. For a period of thirty-six (36) months
       from the date of this Agreement, neither party shall,
       directly or indirectly, solicit, employ or engage any
       officer or employee of the other party or of any of its
       affiliates, whether or not that person was involved in
       the Transaction or approached the hiring party first.

                                  - 4 -
`),
    benign: good(`CONFIDENTIAL - Project Heron NDA                                    Execution Version

   8.  Non-Solicitation. For a period of twelve (12) months
       from the date of this Agreement, neither party shall
       solicit for employment any employee of the other party
       with whom it had contact in connection with the
       Transaction, but this does not restrict general
       advertisements or hiring anyone who responds to them.

                                  - 4 -
`),
  },
  // MSA
  {
    id: 'h11-msa-doc-order-of-precedence-lets-supplier-terms-cap-win-or-agreement-wins',
    pattern: 'override',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: bad(fill(fill(MSA_DOC, 'PRECEDENCE', `In the event of any conflict among the Contract Documents, the Supplier Terms shall control, then the applicable SOW, then this Agreement.`), 'EXHIBIT', `Supplier's aggregate liability arising out of or relating to the Services shall in no event exceed Five Thousand Dollars ($5,000), and Customer's liability shall not be limited.`)),
    benign: good(fill(fill(MSA_DOC, 'PRECEDENCE', `In the event of any conflict among the Contract Documents, this Agreement shall control, then the applicable SOW, then the Supplier Terms.`), 'EXHIBIT', `Supplier's aggregate liability arising out of or relating to the Services shall be limited as set out in Section 6 of the Agreement, which applies equally to Customer.`)),
  },
  {
    id: 'h11-msa-defined-term-chain-excludes-all-service-claims-from-indemnity-or-only-customer-caused',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.indemnification',
    adverse: bad(`12.1 Indemnity. Vendor shall defend, indemnify and hold harmless Client and its Affiliates from and against all Losses arising from any Covered Claim.

12.2 Definitions. "Third-Party Claim" means any claim, suit or proceeding brought by a person other than a party or its Affiliates. "Covered Claim" means any Third-Party Claim alleging that the Services or Deliverables infringe or misappropriate such person's intellectual property rights, other than an Excluded Claim. "Excluded Claim" means any Third-Party Claim to the extent it relates to the Deliverables, to software or content furnished by Vendor, or to any use of the Services by Client.`),
    benign: good(`12.1 Indemnity. Vendor shall defend, indemnify and hold harmless Client and its Affiliates from and against all Losses arising from any Covered Claim.

12.2 Definitions. "Third-Party Claim" means any claim, suit or proceeding brought by a person other than a party or its Affiliates. "Covered Claim" means any Third-Party Claim alleging that the Services or Deliverables infringe or misappropriate such person's intellectual property rights, other than an Excluded Claim. "Excluded Claim" means any Third-Party Claim to the extent it relates to materials furnished by Client, to modifications not made by Vendor, or to any use of the Services by Client in breach of this Agreement.`),
  },
  {
    id: 'h11-msa-consequential-exclusion-for-vendor-only-customer-liable-for-lost-profits-or-both-excluded',
    pattern: 'role',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: bad(`14. EXCLUSION OF DAMAGES. IN NO EVENT SHALL CONTRACTOR BE LIABLE TO COMPANY FOR ANY INDIRECT, INCIDENTAL, SPECIAL, PUNITIVE OR CONSEQUENTIAL DAMAGES, OR FOR LOSS OF PROFITS, REVENUE OR DATA, HOWEVER CAUSED. COMPANY SHALL BE LIABLE TO CONTRACTOR FOR ALL DAMAGES ARISING FROM COMPANY'S BREACH, INCLUDING CONSEQUENTIAL DAMAGES AND CONTRACTOR'S LOST PROFITS.`),
    benign: good(`14. EXCLUSION OF DAMAGES. IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER FOR ANY INDIRECT, INCIDENTAL, SPECIAL, PUNITIVE OR CONSEQUENTIAL DAMAGES, OR FOR LOSS OF PROFITS, REVENUE OR DATA, HOWEVER CAUSED, EXCEPT FOR A PARTY'S BREACH OF ITS CONFIDENTIALITY OBLIGATIONS OR ITS INDEMNIFICATION OBLIGATIONS.`),
  },
  {
    id: 'h11-msa-schedule-table-renews-for-three-years-unless-twelve-months-notice-or-yearly-thirty-days',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.auto_renewal',
    adverse: bad(`SCHEDULE 1 - COMMERCIAL TERMS

| Item | Term |
|---|---|
| Initial Term | 36 months from the Commencement Date |
| Renewal | This Agreement renews automatically for successive periods of 36 months unless the Customer gives written notice of non-renewal at least twelve (12) months before the end of the then-current term |
| Payment | 30 days from receipt of invoice |
| Governing law | Singapore |

The terms in this Schedule form part of the Master Services Agreement between Straits Harbour Logistics Pte. Ltd. (the "Customer") and Meranti Tech Services Pte. Ltd. (the "Provider").`),
    benign: good(`SCHEDULE 1 - COMMERCIAL TERMS

| Item | Term |
|---|---|
| Initial Term | 36 months from the Commencement Date |
| Renewal | This Agreement renews automatically for successive periods of 12 months unless either party gives written notice of non-renewal at least thirty (30) days before the end of the then-current term |
| Payment | 30 days from receipt of invoice |
| Governing law | Singapore |

The terms in this Schedule form part of the Master Services Agreement between Straits Harbour Logistics Pte. Ltd. (the "Customer") and Meranti Tech Services Pte. Ltd. (the "Provider").`),
  },
  {
    id: 'h11-msa-payment-seven-days-from-invoice-date-no-set-off-even-if-disputed-or-thirty-days-disputes-withheld',
    pattern: 'position',
    type: 'msa',
    check: 'msa.payment_terms',
    adverse: bad(`7.3 The Customer shall pay each tax invoice within seven (7) days from the date of the invoice. All payments shall be made in full without any set-off, counterclaim or withholding, including in respect of any amount the Customer disputes; any dispute shall be raised separately after payment.`),
    benign: good(`7.3 The Customer shall pay each tax invoice within thirty (30) days from receipt of the invoice. The Customer may withhold any amount it disputes in good faith by notice before the due date, and shall pay the undisputed balance; the parties shall resolve the dispute under clause 19.`),
  },
  {
    id: 'h11-msa-survival-list-drops-confidentiality-at-termination-or-keeps-it',
    pattern: 'disapplied',
    type: 'msa',
    check: 'msa.confidentiality',
    adverse: bad(`14. Confidentiality. Each party shall keep the other party's Confidential Information confidential and shall use it only to perform or receive the Services.

[...]

22.6 Survival. Clauses 9 (Charges owed), 16 (Limitation of Liability) and 24 (Governing Law) survive termination or expiry of this Agreement. Every other clause, including clause 14, ceases to have effect on termination or expiry.`),
    benign: good(`14. Confidentiality. Each party shall keep the other party's Confidential Information confidential and shall use it only to perform or receive the Services.

[...]

22.6 Survival. Clauses 9 (Charges owed), 14 (Confidentiality), 16 (Limitation of Liability) and 24 (Governing Law) survive termination or expiry of this Agreement. Every other clause ceases to have effect on termination or expiry.`),
  },
  // SaaS
  {
    id: 'h11-saas-markdown-doc-nothing-refunded-even-when-provider-ends-for-convenience-or-pro-rata-refund',
    pattern: 'markup',
    type: 'saas',
    check: 'saas.refunds',
    adverse: bad(fill(SAAS_DOC, 'REFUND', `All fees are **non-refundable**. If we terminate your subscription for any reason, including for convenience under Section 4, you will not receive a refund of any prepaid fees for the remainder of the Subscription Term.`)),
    benign: good(fill(SAAS_DOC, 'REFUND', `Fees are non-refundable, **except** that if we terminate your subscription for convenience under Section 4, or you terminate for our uncured breach, we will refund the prepaid fees for the remainder of the Subscription Term.`)),
  },
  {
    id: 'h11-saas-usage-data-defined-to-swallow-customer-data-owned-by-provider-or-metrics-only',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.data_protection',
    adverse: bad(`5.1 Customer Data. As between the parties, Customer owns Customer Data, and Provider shall process Customer Data only to provide the Subscription Services.
5.2 Usage Data. "Usage Data" means all data generated by or derived from Customer's use of the Subscription Services, including the content of Customer Data as processed, enriched or aggregated by the Subscription Services. Provider owns all Usage Data and may use, license and disclose it for any purpose, including to third parties, during and after the term.
5.3 Security and return. Provider shall protect Customer Data using industry-standard safeguards, notify Customer of any security breach affecting it without undue delay, and at the end of the term return or delete it at Customer's choice.`),
    benign: good(`5.1 Customer Data. As between the parties, Customer owns Customer Data, and Provider shall process Customer Data only to provide the Subscription Services.
5.2 Usage Data. "Usage Data" means technical metrics about the performance and operation of the Subscription Services, such as uptime, latency and feature counts, and does not include Customer Data or any information identifying Customer or its users. Provider owns Usage Data and may use it to maintain and improve the Subscription Services.
5.3 Security and return. Provider shall protect Customer Data using industry-standard safeguards, notify Customer of any security breach affecting it without undue delay, and at the end of the term return or delete it at Customer's choice.`),
  },
  {
    id: 'h11-saas-fee-schedule-footnote-revision-at-providers-discretion-or-fixed-then-five-percent',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.price_increases',
    adverse: bad(`ANNEXURE 2 - SUBSCRIPTION FEES

Plan: Enterprise (500 named users)
Annual subscription fee*: INR 42,00,000
Implementation fee: INR 6,50,000 (one-time)
Initial Term: 3 years

* Subscription fees are subject to revision by the Provider at the start of each year of the Initial Term and of any renewal term, at the Provider's sole discretion, on thirty (30) days' notice to the Customer.`),
    benign: good(`ANNEXURE 2 - SUBSCRIPTION FEES

Plan: Enterprise (500 named users)
Annual subscription fee*: INR 42,00,000
Implementation fee: INR 6,50,000 (one-time)
Initial Term: 3 years

* Subscription fees are fixed for the Initial Term. At the start of any renewal term they may be revised by the Provider on ninety (90) days' notice to the Customer, by not more than five per cent (5%) over the fees of the previous year.`),
  },
  {
    id: 'h11-saas-liability-cap-defined-as-one-months-fees-or-twelve',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: bad(`1.14 "Liability Cap" means an amount equal to the Subscription Fees paid by Customer for the one (1) month immediately preceding the event giving rise to the claim.

[...]

11.2 Except for a party's liability that cannot be limited by law, each party's aggregate liability arising out of or related to this Agreement shall not exceed the Liability Cap.`),
    benign: good(`1.14 "Liability Cap" means an amount equal to the Subscription Fees paid or payable by Customer for the twelve (12) months immediately preceding the event giving rise to the claim.

[...]

11.2 Except for a party's liability that cannot be limited by law, each party's aggregate liability arising out of or related to this Agreement shall not exceed the Liability Cap.`),
  },
  {
    id: 'h11-saas-convenience-exit-priced-at-all-remaining-fees-or-only-fees-accrued',
    pattern: 'position',
    type: 'saas',
    check: 'saas.termination_for_convenience',
    adverse: bad(`9.4 Termination for convenience. Customer may terminate this Agreement for convenience on thirty (30) days' written notice to Provider, provided that Customer shall, as a condition of such termination, pay Provider all Subscription Fees that would have become payable for the remainder of the Subscription Term had this Agreement not been terminated.`),
    benign: good(`9.4 Termination for convenience. Customer may terminate this Agreement for convenience on thirty (30) days' written notice to Provider, provided that Customer shall pay Provider all Subscription Fees that have accrued for the Services provided up to the effective date of termination, and no others.`),
  },
  {
    id: 'h11-saas-suspension-for-any-breach-of-the-aup-however-minor-or-only-security-threat',
    pattern: 'position',
    type: 'saas',
    check: 'saas.suspension',
    adverse: bad(`6. Suspension. Provider may suspend Customer's and its Users' access to the Platform immediately and without notice upon any breach of the Acceptable Use Policy, however minor and whether or not it affects the Platform or other customers, and keep the suspension in place until Provider, acting in its sole judgment, is satisfied that the breach will not recur. Fees continue to accrue during any suspension.`),
    benign: good(`6. Suspension. Provider may suspend Customer's and its Users' access to the Platform immediately upon a breach of the Acceptable Use Policy that poses an imminent threat to the security of the Platform or other customers, only to the extent needed to stop the threat, and shall notify Customer promptly and restore access as soon as the threat has ended. For any other breach Provider shall first give notice and ten (10) days to cure.`),
  },
  // licence
  {
    id: 'h11-licence-html-royalty-schedule-minimum-rises-twenty-percent-a-year-or-cpi-capped-at-five',
    pattern: 'markup',
    type: 'license',
    check: 'license.price_increases',
    adverse: bad(`<h2>Schedule 2 &ndash; Royalties</h2>
<p>The Licensee shall pay the Licensor the following royalties for the Licensed Software.</p>
<table>
  <tr><th>Item</th><th>Amount</th></tr>
  <tr><td>Running royalty</td><td>4% of Net Sales of Licensed Products</td></tr>
  <tr><td>Minimum Annual Royalty (Year 1)</td><td>EUR 60,000</td></tr>
  <tr><td>Minimum Annual Royalty (Year 2 onward)</td><td>the previous year's Minimum Annual Royalty increased by 20%</td></tr>
  <tr><td>Payment</td><td>within 45 days after the end of each calendar quarter</td></tr>
</table>
<p>All amounts are exclusive of VAT.</p>`),
    benign: good(`<h2>Schedule 2 &ndash; Royalties</h2>
<p>The Licensee shall pay the Licensor the following royalties for the Licensed Software.</p>
<table>
  <tr><th>Item</th><th>Amount</th></tr>
  <tr><td>Running royalty</td><td>4% of Net Sales of Licensed Products</td></tr>
  <tr><td>Minimum Annual Royalty (Year 1)</td><td>EUR 60,000</td></tr>
  <tr><td>Minimum Annual Royalty (Year 2 onward)</td><td>the previous year's Minimum Annual Royalty adjusted by CPI, capped at 5%</td></tr>
  <tr><td>Payment</td><td>within 45 days after the end of each calendar quarter</td></tr>
</table>
<p>All amounts are exclusive of VAT.</p>`),
  },
  {
    id: 'h11-licence-licensed-technology-defined-to-include-licensees-improvements-owned-by-licensor-or-licensors-own',
    pattern: 'reference',
    type: 'license',
    check: 'license.improvements',
    adverse: bad(`1.7 "Improvement" means any modification, enhancement or derivative work of the Licensed Technology.
1.8 "Licensed Technology" means the software, algorithms and documentation listed in Schedule 1, together with all Improvements, by whomever made, including Improvements made by or for Licensee.

[...]

6.1 Ownership. Licensor is and shall remain the sole and exclusive owner of the Licensed Technology, and Licensee hereby assigns to Licensor any right it may acquire in it.`),
    benign: good(`1.7 "Improvement" means any modification, enhancement or derivative work of the Licensed Technology.
1.8 "Licensed Technology" means the software, algorithms and documentation listed in Schedule 1, together with all Improvements made by or for Licensor, but not Improvements made by or for Licensee, which Licensee owns.

[...]

6.1 Ownership. Licensor is and shall remain the sole and exclusive owner of the Licensed Technology, and Licensee does not assign to Licensor any right in its own Improvements.`),
  },
  {
    id: 'h11-licence-personal-licence-ends-when-licensee-changes-control-or-survives-it',
    pattern: 'polarity',
    type: 'license',
    check: 'license.change_of_control',
    adverse: bad(`15.2 This licence is personal to the Licensee. For the purposes of this clause, the Licensee shall be treated as a different person if a Change of Control of the Licensee occurs, and this licence shall then terminate automatically without notice. "Change of Control" includes any transfer of ten per cent (10%) or more of the Licensee's voting shares.`),
    benign: good(`15.2 This licence is personal to the Licensee. For the purposes of this clause, the Licensee shall not be treated as a different person if a Change of Control of the Licensee occurs, and this licence shall then continue without the Licensor's consent. "Change of Control" includes any transfer of ten per cent (10%) or more of the Licensee's voting shares.`),
  },
  {
    id: 'h11-licence-key-details-warranty-period-ten-days-or-ninety',
    pattern: 'reference',
    type: 'license',
    check: 'license.warranty',
    adverse: bad(`KEY DETAILS
Licensed Software: FleetCore Telematics Server v7
Licence Fee: NZD 85,000 one-off
Warranty Period: ten (10) days from delivery

9. Warranty. The Licensor warrants that, during the Warranty Period, the Licensed Software will perform materially in accordance with its Documentation. After the Warranty Period the Licensed Software is supplied "as is", and the Licensor gives no warranty of any kind.`),
    benign: good(`KEY DETAILS
Licensed Software: FleetCore Telematics Server v7
Licence Fee: NZD 85,000 one-off
Warranty Period: ninety (90) days from delivery

9. Warranty. The Licensor warrants that, during the Warranty Period, the Licensed Software will perform materially in accordance with its Documentation and will be free of viruses and other malicious code, and the Licensor shall repair or replace any non-conforming Licensed Software.`),
  },
  // services
  {
    id: 'h11-services-doc-indian-provider-may-terminate-for-convenience-client-only-for-breach-or-client-may',
    pattern: 'role',
    type: 'services',
    check: 'services.termination_for_convenience',
    adverse: bad(fill(SERVICES_DOC, 'TERMINATION', `The Service Provider may terminate this Agreement at any time without assigning any reason by giving thirty (30) days' written notice to the Client. The Client shall not be entitled to terminate this Agreement before the expiry of its term save under clause 5.3.`)),
    benign: good(fill(SERVICES_DOC, 'TERMINATION', `The Client may terminate this Agreement at any time without assigning any reason by giving thirty (30) days' written notice to the Service Provider. The Service Provider shall not be entitled to terminate this Agreement before the expiry of its term save under clause 5.3.`)),
  },
  {
    id: 'h11-services-pdf-extracted-public-sector-cap-five-thousand-pounds-or-one-hundred-twenty-five-percent',
    pattern: 'layout',
    type: 'services',
    check: 'services.limitation_of_liability',
    adverse: bad(`Contract for the Provision of Highways Condition Survey Services          OFFICIAL
Contract Ref: WCC/HW/2026/014                  Contract Price: £1,840,000

   11.   LIMITATIONS ON LIABILITY
   11.1  Subject to clause 11.3, each Party's total aggregate
         liability in respect of all Losses arising under or in
         connection with this Contract, whether in contract,
         tort (including negligence) or otherwise, shall in no
         event exceed five thousand pounds (£5,000).
   11.2  Neither Party shall be liable for any indirect Losses.

Page 14 of 38
`),
    benign: good(`Contract for the Provision of Highways Condition Survey Services          OFFICIAL
Contract Ref: WCC/HW/2026/014                  Contract Price: £1,840,000

   11.   LIMITATIONS ON LIABILITY
   11.1  Subject to clause 11.3, each Party's total aggregate
         liability in respect of all Losses arising under or in
         connection with this Contract, whether in contract,
         tort (including negligence) or otherwise, shall in no
         event exceed one hundred and twenty-five per cent
         (125%) of the Charges paid or payable in the twelve
         (12) months preceding the event giving rise to the
         Losses.
   11.2  Neither Party shall be liable for any indirect Losses.

Page 14 of 38
`),
  },
  {
    id: 'h11-services-no-hire-of-any-personnel-two-years-fee-of-full-salary-or-mutual-twelve-months-active-solicitation',
    pattern: 'position',
    type: 'services',
    check: 'services.non_solicitation',
    adverse: bad(`16. Personnel. During the term and for twenty-four (24) months after it ends, the Customer shall not employ, engage or contract with, directly or through any agency, any person who is or was at any time employed by the Provider, whether or not that person was involved in the Services or applied in response to a public advertisement. If the Customer does so, it shall pay the Provider a placement fee equal to one hundred per cent (100%) of that person's annual remuneration with the Customer.`),
    benign: good(`16. Personnel. During the term and for twelve (12) months after it ends, neither party shall actively solicit for employment any person employed by the other party who was involved in the Services, except through a general public advertisement not aimed at that person. If a party does so, it shall pay the other a placement fee equal to twenty per cent (20%) of that person's first-year base salary.`),
  },
  {
    id: 'h11-services-deliverables-vest-in-provider-with-term-only-licence-or-in-customer-on-creation',
    pattern: 'position',
    type: 'services',
    check: 'services.ip_ownership',
    adverse: bad(`10.1 All Intellectual Property Rights in the Deliverables, including all reports, designs, source code and data models created by the Service Provider specifically for the Customer, shall vest in the Service Provider upon creation. The Service Provider grants the Customer a non-exclusive, non-transferable licence to use the Deliverables for its internal purposes for so long as this Agreement remains in force.`),
    benign: good(`10.1 All Intellectual Property Rights in the Deliverables, including all reports, designs, source code and data models created by the Service Provider specifically for the Customer, shall vest in the Customer upon creation. The Service Provider retains its Background IP and grants the Customer a non-exclusive, perpetual, royalty-free licence to use any Background IP incorporated in the Deliverables.`),
  },
  // consulting
  {
    id: 'h11-consulting-letter-consultants-liability-one-weeks-fees-clients-uncapped-or-both-twelve-months',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.limitation_of_liability',
    adverse: bad(fill(CONSULTING_LETTER, 'LIABILITY', `If something goes wrong, the most I'll be liable for, in total, is one week's fees. There's no limit on what Tidewell is liable for to me.`)),
    benign: good(fill(CONSULTING_LETTER, 'LIABILITY', `If something goes wrong, the most either of us will be liable for, in total, is the fees paid in the twelve months before the claim, except for breaches of confidentiality.`)),
  },
  {
    id: 'h11-consulting-minimum-commitment-balance-payable-on-early-exit-or-time-worked-only',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.termination_for_convenience',
    adverse: bad(`8. TERMINATION
8.1 The Client may terminate this Engagement for convenience by giving the Consultant thirty (30) days' written notice.
8.2 The Client has committed to a minimum of 600 consulting hours under Schedule 1 (the "Minimum Commitment"). If the Client terminates under clause 8.1, it shall pay, in addition to fees for hours worked, the fees for the unused balance of the Minimum Commitment at the rates in Schedule 1.`),
    benign: good(`8. TERMINATION
8.1 The Client may terminate this Engagement for convenience by giving the Consultant thirty (30) days' written notice.
8.2 The Client has estimated a requirement of 600 consulting hours under Schedule 1 (the "Estimate"). If the Client terminates under clause 8.1, it shall pay fees only for hours worked up to the date of termination, at the rates in Schedule 1, and no amount for the unused balance of the Estimate.`),
  },
  {
    id: 'h11-consulting-consultants-website-terms-as-updated-prevail-or-only-signed-schedule',
    pattern: 'reference',
    type: 'consulting',
    check: 'consulting.unilateral_changes',
    adverse: bad(`2. Terms. This engagement is governed by this letter and by the Consultant's General Terms of Business published at www.harrowgateadvisory.co.uk/terms, as updated from time to time. The version in force when any Services are performed applies to those Services and, if it conflicts with this letter, prevails over it.`),
    benign: good(`2. Terms. This engagement is governed by this letter and by the Consultant's General Terms of Business dated 1 January 2026, a copy of which is attached. Later versions published at www.harrowgateadvisory.co.uk/terms do not apply unless both parties agree them in writing, and this letter prevails over the General Terms of Business if they conflict.`),
  },
  {
    id: 'h11-consulting-consultant-may-subcontract-or-assign-without-notice-or-only-with-consent',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.assignment',
    adverse: bad(`12. Assignment and subcontracting. The Consultant may assign this Agreement, or subcontract or delegate the performance of all or any part of the Services, to any third party without the Client's consent and without notice to the Client. The Client may not assign this Agreement without the Consultant's prior written consent.`),
    benign: good(`12. Assignment and subcontracting. Neither party may assign this Agreement, and the Consultant may not subcontract or delegate the performance of all or any part of the Services, to any third party without the other party's prior written consent, except that either party may assign it to a successor in a merger or sale of its business.`),
  },
  // employment
  {
    id: 'h11-employment-doc-handbook-restrictions-switched-off-after-leaving-or-applied-for-twelve-months',
    pattern: 'disapplied',
    type: 'employment',
    check: 'employment.non_solicit',
    adverse: badOrMissing(fill(EMPLOYMENT_DOC, 'RESTRICT', `Despite clause 1, section 7 of the Handbook (which prevents employees from soliciting the Company's clients and staff) does not apply to you once your employment ends, and you are free to approach any client or member of staff of the Company from your last day.`)),
    benign: good(fill(EMPLOYMENT_DOC, 'RESTRICT', `Under clause 1, section 7 of the Handbook (which prevents employees from soliciting the Company's clients and staff) applies to you for twelve months after your employment ends, as to clients and staff you dealt with in your last year, as if set out here in full.`)),
  },
  {
    id: 'h11-employment-remote-contract-law-follows-wherever-the-employee-lives-or-english-law-with-local-mandatory-rules',
    pattern: 'position',
    type: 'employment',
    check: 'employment.governing_law',
    adverse: noLaw(`CONTRACT OF EMPLOYMENT (REMOTE ROLE)

Employer: Fenwick Analytics Ltd, 40 Leman Street, London E1 8EU (the "Company")
Employee: Ines Carvalho
Role: Senior Data Engineer
Place of work: the Employee's home, currently in Lisbon, Portugal; the Employee may relocate on notice to the Company

18. Governing law and jurisdiction. This Contract is governed by the law of the country in which the Employee is habitually resident from time to time, as notified by the Employee to the Company, and the courts of that country shall have exclusive jurisdiction over any dispute arising out of or in connection with it.`),
    benign: good(`CONTRACT OF EMPLOYMENT (REMOTE ROLE)

Employer: Fenwick Analytics Ltd, 40 Leman Street, London E1 8EU (the "Company")
Employee: Ines Carvalho
Role: Senior Data Engineer
Place of work: the Employee's home, currently in Lisbon, Portugal; the Employee may relocate on notice to the Company

18. Governing law and jurisdiction. This Contract is governed by the law of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction over any dispute arising out of or in connection with it, save that nothing in this clause deprives the Employee of the protection of the mandatory rules of the law of the country in which the Employee habitually works.`),
  },
  {
    id: 'h11-employment-ninety-day-cure-before-any-dismissal-for-cause-even-dishonesty-or-short-cure-for-curable',
    pattern: 'position',
    type: 'employment',
    check: 'employment.termination_for_cause',
    adverse: bad(`9.2 "Cause" means the Executive's (a) gross misconduct, (b) dishonesty or fraud against the Company, (c) conviction of a criminal offence, or (d) material breach of this Agreement. Before terminating the Executive's employment for Cause, the Company shall give the Executive written notice describing the conduct and ninety (90) days in which to cure it, whether or not the conduct is capable of cure, and may terminate for Cause only if it is not cured within that period.`),
    benign: good(`9.2 "Cause" means the Executive's (a) gross misconduct, (b) dishonesty or fraud against the Company, (c) conviction of a criminal offence, or (d) material breach of this Agreement. The Company may terminate the Executive's employment for Cause immediately by written notice, except that for a breach under (d) that is capable of cure the Company shall first give written notice and ten (10) days in which to cure it.`),
  },
  {
    id: 'h11-employment-confidential-information-carves-out-customers-pricing-and-suppliers-or-includes-them',
    pattern: 'position',
    type: 'employment',
    check: 'employment.confidentiality',
    adverse: bad(`11. Confidential Information. The Employee shall not, during or after employment, disclose any Confidential Information. For the purposes of this clause, Confidential Information does not include (a) the identity and requirements of the Company's customers, (b) the Company's pricing, margins and discount structures, (c) the Company's suppliers and the terms on which it buys from them, or (d) any information the Employee learns in the course of employment and can remember without notes.`),
    benign: good(`11. Confidential Information. The Employee shall not, during or after employment, disclose any Confidential Information. For the purposes of this clause, Confidential Information includes (a) the identity and requirements of the Company's customers, (b) the Company's pricing, margins and discount structures, and (c) the Company's suppliers and the terms on which it buys from them, but does not include information that is generally known in the industry other than through the Employee's breach.`),
  },
  // lease
  {
    id: 'h11-lease-doc-nz-fixed-review-eight-percent-each-year-or-cpi-capped-at-three',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.rent_increases',
    adverse: bad(fill(LEASE_DOC, 'REVIEW', `Fixed increase of eight per cent (8%) on each anniversary of the commencement date, including each renewal date`)),
    benign: good(fill(LEASE_DOC, 'REVIEW', `CPI adjustment on each anniversary of the commencement date, capped at three per cent (3%) a year`)),
  },
  {
    id: 'h11-lease-outgoings-include-capital-works-and-plant-replacement-uncapped-or-exclude-them',
    pattern: 'position',
    type: 'lease',
    check: 'lease.service_charges',
    adverse: bad(`7. Service Charge
7.1 The Tenant shall pay the Service Charge, being 22% of the Landlord's Costs for each service charge year, quarterly in advance on account.
7.2 "Landlord's Costs" means all costs incurred by the Landlord in relation to the Building, including the cost of capital improvements, of replacing the roof, lifts and heating plant at the end of their life, and a management fee of fifteen per cent (15%) of those costs, without any limit on the amount in any year.`),
    benign: good(`7. Service Charge
7.1 The Tenant shall pay the Service Charge, being 22% of the Landlord's Costs for each service charge year, quarterly in advance on account.
7.2 "Landlord's Costs" means the reasonable and properly incurred costs of the Landlord in running, cleaning, lighting and maintaining the common parts of the Building, excluding the cost of capital improvements and of replacing the roof, lifts and heating plant, and the Service Charge in any year shall not exceed the previous year's by more than five per cent (5%).`),
  },
  {
    id: 'h11-lease-tenant-indemnity-reaches-landlords-own-negligence-or-excludes-it',
    pattern: 'position',
    type: 'lease',
    check: 'lease.tenant_indemnity',
    adverse: bad(`14. Indemnity. The Tenant shall indemnify the Landlord against all claims, liabilities, losses and costs arising from or in connection with the Premises, the Building or this Lease, including any arising from the negligence or wilful default of the Landlord, its employees or contractors.`),
    benign: good(`14. Indemnity. The Tenant shall indemnify the Landlord against all claims, liabilities, losses and costs arising from the Tenant's use of the Premises or its breach of this Lease, except any arising from the negligence or wilful default of the Landlord, its employees or contractors.`),
  },
  {
    id: 'h11-lease-schedule-table-roof-and-structure-repaired-by-tenant-or-landlord',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.repairs',
    adverse: bad(`10. Repair. Each party shall keep in good and substantial repair, and renew where necessary, the parts of the Building allocated to it in Schedule 3.

SCHEDULE 3 - REPAIRING RESPONSIBILITIES

| Element | Responsible party |
|---|---|
| Roof, structure and foundations | Tenant |
| External walls and windows | Tenant |
| Lifts, heating and ventilation plant | Tenant |
| Internal decorations and floor coverings | Tenant |`),
    benign: good(`10. Repair. Each party shall keep in good and substantial repair, and renew where necessary, the parts of the Building allocated to it in Schedule 3.

SCHEDULE 3 - REPAIRING RESPONSIBILITIES

| Element | Responsible party |
|---|---|
| Roof, structure and foundations | Landlord |
| External walls and windows | Landlord |
| Lifts, heating and ventilation plant | Landlord |
| Internal decorations and floor coverings | Tenant |`),
  },
  // DPA
  {
    id: 'h11-dpa-doc-scc-general-authorisation-changes-told-afterwards-no-objection-or-thirty-days-ahead',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.sub_processors',
    adverse: bad(fill(DPA_DOC, 'SUB', `The data importer has the data exporter's general authorisation for the engagement of sub-processors. The data importer shall inform the data exporter of any addition or replacement of sub-processors after it has taken effect, by updating the list on its website. The data exporter shall have no right to object to any sub-processor. The data importer shall impose on each sub-processor, by written contract, the same data protection obligations as bind it under these Clauses.`)),
    benign: good(fill(DPA_DOC, 'SUB', `The data importer has the data exporter's general authorisation for the engagement of sub-processors from an agreed list. The data importer shall inform the data exporter in writing of any intended addition or replacement of sub-processors at least thirty (30) days in advance, thereby giving the data exporter sufficient time to object, and remains fully responsible for each sub-processor. The data importer shall impose on each sub-processor, by written contract, the same data protection obligations as bind it under these Clauses.`)),
  },
  {
    id: 'h11-dpa-precedence-main-agreement-wins-even-on-data-protection-or-dpa-and-sccs-win',
    pattern: 'override',
    type: 'dpa',
    check: 'dpa.precedence',
    adverse: bad(`12. Order of precedence. This DPA forms part of the Master Subscription Agreement (the "Main Agreement"). In the event of any conflict or inconsistency between this DPA, the Standard Contractual Clauses and the Main Agreement, the Main Agreement shall prevail in all respects, including in relation to the processing of personal data, liability and audit rights.`),
    benign: good(`12. Order of precedence. This DPA forms part of the Master Subscription Agreement (the "Main Agreement"). In the event of any conflict or inconsistency between this DPA, the Standard Contractual Clauses and the Main Agreement, the Standard Contractual Clauses shall prevail, then this DPA, then the Main Agreement, including in relation to the processing of personal data, liability and audit rights.`),
  },
  {
    id: 'h11-dpa-processor-capped-at-one-thousand-euros-controller-unlimited-or-both-twelve-months',
    pattern: 'role',
    type: 'dpa',
    check: 'dpa.limitation_of_liability',
    adverse: bad(`13. Liability. The Processor's total aggregate liability arising out of or in connection with this DPA, including for any breach of data protection law, shall not exceed one thousand euros (EUR 1,000). The Controller's liability to the Processor under this DPA is not limited.`),
    benign: good(`13. Liability. Each party's total aggregate liability arising out of or in connection with this DPA, including for any breach of data protection law, shall not exceed the fees paid or payable under the Main Agreement in the twelve (12) months before the claim. Neither party's liability for fines it is ordered to pay is shifted to the other.`),
  },
];

// ---------------------------------------------------------------- the ten more ------------------------------------

export const HOLDOUT11_EXTRA: AdverseCase[] = [
  {
    id: 'h11x-nda-nothing-restricts-assignment-or-nothing-permits-it-without-consent',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.assignment',
    adverse: bad(`13. Assignment. Nothing in this Agreement restricts either party from assigning or transferring this Agreement, or any of its rights under it, to any person, and no consent of the other party is required for any such assignment.`),
    benign: good(`13. Assignment. Nothing in this Agreement permits either party to assign or transfer this Agreement, or any of its rights under it, to any person without the prior written consent of the other party, except to a successor to all or substantially all of its business.`),
  },
  {
    id: 'h11x-msa-supplier-service-policies-as-updated-prevail-or-version-attached-changed-by-variation',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.unilateral_changes',
    adverse: bad(`3.4 Supplier Policies. The Supplier's Service Policies, as published at https://trust.corvinatech.com/policies and as updated by the Supplier from time to time, are incorporated into and form part of this Agreement. In the event of any conflict between the Supplier's Service Policies and this Agreement, the Supplier's Service Policies shall prevail.`),
    benign: good(`3.4 Supplier Policies. The Supplier's Service Policies, in the version attached as Annex 4 on the date of this Agreement, are incorporated into and form part of this Agreement, and may be changed only by a written variation signed by both parties. In the event of any conflict between the Supplier's Service Policies and this Agreement, this Agreement shall prevail.`),
  },
  {
    id: 'h11x-saas-customer-defends-provider-against-claims-the-service-infringes-or-provider-defends-customer',
    pattern: 'role',
    type: 'saas',
    check: 'saas.indemnification',
    adverse: bad(`10.1 Infringement claims. Customer will defend Provider against any claim by a third party alleging that the Service, as used by Customer and its Users, infringes that third party's patent, copyright or trademark, and will pay any damages and costs finally awarded against Provider or agreed in settlement.`),
    benign: good(`10.1 Infringement claims. Provider will defend Customer against any claim by a third party alleging that the Service, as used by Customer and its Users in accordance with this Agreement, infringes that third party's patent, copyright or trademark, and will pay any damages and costs finally awarded against Customer or agreed in settlement.`),
  },
  {
    id: 'h11x-licence-cap-in-clause-applies-to-licensor-only-or-to-each-party',
    pattern: 'role',
    type: 'license',
    check: 'license.limitation_of_liability',
    adverse: bad(`12.1 The aggregate liability arising under or in connection with this Licence Agreement shall not exceed the Licence Fees paid in the twelve (12) months preceding the claim.
12.2 The limitation in clause 12.1 applies to the liability of the Licensor only. The liability of the Licensee, including for any use of the Software outside the scope of the licence, is not limited.`),
    benign: good(`12.1 The aggregate liability arising under or in connection with this Licence Agreement shall not exceed the Licence Fees paid in the twelve (12) months preceding the claim.
12.2 The limitation in clause 12.1 applies to the liability of each of the Licensor and the Licensee, except for liability for fraud or for death or personal injury caused by negligence, which is not limited.`),
  },
  {
    id: 'h11x-services-provider-may-assign-to-anyone-including-receivables-buyers-or-only-with-consent',
    pattern: 'position',
    type: 'services',
    check: 'services.assignment',
    adverse: bad(`18. ASSIGNMENT. The Service Provider may assign, novate or otherwise transfer this Agreement or any of its rights and obligations under it to any person, including any of its Affiliates and any purchaser of its receivables, without the consent of the Client. The Client shall execute any novation agreement the Service Provider reasonably requests.`),
    benign: good(`18. ASSIGNMENT. Neither Party may assign, novate or otherwise transfer this Agreement or any of its rights and obligations under it to any person without the prior written consent of the other Party, except to a successor to substantially all of its business. The Parties shall execute any novation agreement reasonably needed for a permitted transfer.`),
  },
  {
    id: 'h11x-consulting-invoices-due-in-five-days-and-monthly-in-advance-or-thirty-days-after-receipt',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.payment_terms',
    adverse: bad(`5. Fees and invoicing. The Consultant will invoice the monthly retainer in advance on the first day of each month. The Client shall pay each invoice within five (5) days of the invoice date, whether or not it disputes any part of it, and interest accrues on late amounts at two per cent (2%) per month.`),
    benign: good(`5. Fees and invoicing. The Consultant will invoice the monthly retainer in arrears on the last day of each month. The Client shall pay each invoice within thirty (30) days of receiving it, except for any part it disputes in good faith and notifies to the Consultant, and interest accrues on late undisputed amounts at the statutory rate.`),
  },
  {
    id: 'h11x-employment-non-compete-twenty-four-months-across-asia-pacific-or-six-months-singapore-direct-competitors',
    pattern: 'position',
    type: 'employment',
    check: 'employment.non_compete',
    adverse: bad(`15. Non-competition. For twenty-four (24) months after the Termination Date, the Employee shall not, anywhere in the Asia-Pacific region, be employed by, engaged in or hold any interest in any business that carries on, or intends to carry on, any activity of a kind carried on by any member of the Group, in any capacity.`),
    benign: good(`15. Non-competition. For six (6) months after the Termination Date, the Employee shall not, in Singapore, be employed by or engaged in a direct competitor of the Company in a role similar to the one the Employee held in the last twelve (12) months of employment.`),
  },
  {
    id: 'h11x-lease-tenant-insures-building-and-landlord-carries-no-insurance-or-landlord-insures-and-recovers-share',
    pattern: 'position',
    type: 'lease',
    check: 'lease.insurance',
    adverse: bad(`12. Insurance. The Tenant shall insure the whole Building, including the structure and common parts, for its full reinstatement value and the Landlord's loss of rent for three years, with an insurer approved by the Landlord. The Landlord has no obligation to insure anything, and any loss or damage not covered by the Tenant's insurance is at the Tenant's risk.`),
    benign: good(`12. Insurance. The Landlord shall insure the whole Building, including the structure and common parts, for its full reinstatement value and the Landlord's loss of rent for three years, and the Tenant shall pay a fair proportion of the premium. The Tenant shall insure its own contents and hold public liability insurance, and the Landlord shall reinstate any damage covered by its insurance.`),
  },
  {
    id: 'h11x-dpa-security-measures-on-website-reducible-at-will-or-annex-ii-not-reduced',
    pattern: 'reference',
    type: 'dpa',
    check: 'dpa.security',
    adverse: bad(`Clause 8 - Security of processing
The technical and organisational measures applied by the data importer are those described at https://northbeam.io/security, which the data importer may modify at any time in its discretion, including by removing or replacing measures, without notice to the data exporter and whether or not the overall level of security is thereby reduced.`),
    benign: good(`Clause 8 - Security of processing
The technical and organisational measures applied by the data importer are those described in Annex II, which the data importer may update to reflect technical progress, provided that it gives notice to the data exporter and that no update reduces the overall level of security of the personal data.`),
  },
  {
    id: 'h11x-dpa-end-of-processing-importer-chooses-delete-or-retain-or-exporter-chooses-delete-or-return',
    pattern: 'role',
    type: 'dpa',
    check: 'dpa.deletion_return',
    adverse: bad(`Clause 10 - End of processing
At the end of the provision of the processing services, the data importer shall, at the choice of the data importer, delete all personal data processed on behalf of the data exporter or retain it for as long as the data importer considers appropriate, in which case it shall continue to protect it in accordance with these Clauses.`),
    benign: good(`Clause 10 - End of processing
At the end of the provision of the processing services, the data importer shall, at the choice of the data exporter, delete all personal data processed on behalf of the data exporter and certify to the data exporter that it has done so, or return all the personal data to the data exporter and delete existing copies within thirty (30) days.`),
  },
];

/** Pairs missed on 305e1fe at the first scoring (the 41 and the ten more together): check and side only. */
export const HOLDOUT11_MISSES: Record<string, string> = {
  'h11-saas-usage-data-defined-to-swallow-customer-data-owned-by-provider-or-metrics-only': 'saas.data_protection: adverse side read preferred, not flagged',
  'h11-saas-fee-schedule-footnote-revision-at-providers-discretion-or-fixed-then-five-percent': 'saas.price_increases: adverse side read acceptable, not flagged',
  'h11-licence-personal-licence-ends-when-licensee-changes-control-or-survives-it': 'license.change_of_control: both sides read as unacceptable and flagged',
  'h11-consulting-letter-consultants-liability-one-weeks-fees-clients-uncapped-or-both-twelve-months': 'consulting.limitation_of_liability: adverse side read as missing and flagged (the benign twin read since plain29)',
  'h11-consulting-minimum-commitment-balance-payable-on-early-exit-or-time-worked-only': 'consulting.termination_for_convenience: adverse side read preferred, not flagged',
  'h11-consulting-consultants-website-terms-as-updated-prevail-or-only-signed-schedule': 'consulting.unilateral_changes: adverse side read preferred, not flagged',
  'h11-lease-schedule-table-roof-and-structure-repaired-by-tenant-or-landlord': 'lease.repairs: both sides read as missing and flagged',
  // the ten more
  // (flagged on session 15's merged tree: commercial round 18's reading of a document the provider updates by its own act)
};
