/**
 * Fourth blind hold-out (issue 11, 2026-11-24, written in the session's first hour): 41 pairs written before
 * reading any rule code or the earlier hold-outs' wording (only the harness, positions.ts and the *format* of
 * holdout3.ts were read, and the playbooks' check ids, titles and positions). Each pair is a clause a lawyer acting
 * for the playbook's side would flag, and a benign twin sharing its words that a naive matcher would flag too.
 * Seven are short whole agreements with the hostile clause among ordinary terms; the rest are excerpts (a clause, a
 * schedule, an order-form line or special terms that override an earlier clause, read alone). Scored on main at the
 * start of the session and, unread in between, on final main at its end (engine README "Fourth blind hold-out").
 * Kept as written: do not tune rules on these pairs or edit them to pass.
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, fill, good, noLaw, swap } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

const NDA_DOC = `CONFIDENTIALITY AGREEMENT

THIS AGREEMENT is dated 14 January 2026 and made BETWEEN:

(1) KINGFISHER BIOTECH LIMITED, a company incorporated in England and Wales (company number 08812345) ("Kingfisher"); and
(2) ARDEN INSTRUMENTS PLC, a company incorporated in England and Wales (company number 03345678) ("Arden"),

each a "party". The parties intend to discuss a possible joint development of point-of-care assay readers (the "Project").

1. DEFINITIONS
1.1 "Confidential Information" means all information of a confidential nature, in whatever form, that a party (the "Discloser") or its Representatives disclose to the other party (the "Recipient") in connection with the Project, whether before or after the date of this Agreement.
1.2 "Representatives" means a party's directors, employees, professional advisers and group companies.

2. UNDERTAKINGS
2.1 The Recipient shall keep the Discloser's Confidential Information secret, use it only to evaluate and carry out the Project, and not disclose it except to those of its Representatives who need to know it for that purpose and are told of its confidential nature.
2.2 The Recipient shall be responsible for any act of its Representatives that would be a breach of this Agreement if done by the Recipient.

3. EXCEPTIONS
3.1 Clause 2 shall not apply to information which (a) is or becomes generally available to the public other than through a breach of this Agreement; (b) was lawfully in the Recipient's possession before disclosure; (c) is received from a third party entitled to disclose it; or (d) is developed by or for the Recipient independently of the Confidential Information.
3.2 The Recipient may disclose Confidential Information to the extent required by law or by any court or regulator of competent jurisdiction, after giving the Discloser as much notice as is lawful and practicable.

4. RETURN OF INFORMATION
On the Discloser's written request the Recipient shall promptly return or destroy the Discloser's Confidential Information, save for copies held in routine electronic back-ups.

5. NO LICENCE
All Confidential Information remains the property of the Discloser. Nothing in this Agreement grants the Recipient any licence or other right in it.

6. DURATION
The obligations in this Agreement shall continue for five (5) years from the date of this Agreement.

7. GENERAL
7.1 Damages alone may not be an adequate remedy for a breach of this Agreement, and the Discloser may seek an injunction or specific performance.
7.2 No party may assign this Agreement without the prior written consent of the other.
{{SPECIAL}}
8. LAW AND JURISDICTION
This Agreement and any dispute arising out of it shall be governed by the law of England and Wales, and the courts of England shall have exclusive jurisdiction.

Signed for and on behalf of KINGFISHER BIOTECH LIMITED .......................
Signed for and on behalf of ARDEN INSTRUMENTS PLC .......................
`;

const SAAS_DOC = `SUBSCRIPTION SERVICES AGREEMENT

This Subscription Services Agreement (the "Agreement") is entered into as of April 2, 2026 (the "Effective Date") by and between Lumen Ledger, Inc., a Delaware corporation ("Lumen"), and Pinecrest Dental Group, P.C., an Oregon professional corporation ("Subscriber").

SECTION 1. THE SERVICE
1.1 Subscription. Subject to this Agreement, Lumen will make its hosted practice-accounting platform (the "Service") available to Subscriber during the Subscription Term set out in the Order Form.
1.2 Restrictions. Subscriber shall not resell the Service, attempt to reverse engineer it, or use it in breach of applicable law.
{{CHANGES}}

SECTION 2. FEES
2.1 Subscriber shall pay the fees set out in the Order Form annually in advance. Invoices are due within thirty (30) days of receipt.
2.2 Fees exclude sales and use taxes, which Subscriber shall pay except for taxes on Lumen's income.

SECTION 3. SUBSCRIBER DATA
3.1 As between the parties, Subscriber owns all data it submits to the Service ("Subscriber Data"). Lumen will process Subscriber Data only to provide the Service and as Subscriber instructs in writing.
3.2 Lumen will maintain administrative, physical and technical safeguards consistent with SOC 2 Type II, and will notify Subscriber of any unauthorized access to Subscriber Data without undue delay.

SECTION 4. AVAILABILITY
Lumen will make the Service available 99.9% of the time in each calendar month, excluding scheduled maintenance, and will provide the service credits described in Exhibit B if it does not.

SECTION 5. WARRANTIES AND LIABILITY
5.1 Lumen warrants that the Service will perform materially in accordance with its Documentation.
5.2 Except for a party's indemnification obligations or breach of Section 3, neither party's aggregate liability under this Agreement will exceed the fees paid or payable by Subscriber in the twelve (12) months before the event giving rise to liability, and neither party will be liable for lost profits or consequential damages.

SECTION 6. TERM AND TERMINATION
6.1 This Agreement continues until all Subscription Terms have expired.
6.2 Subscriber may terminate this Agreement for convenience on thirty (30) days' written notice, and either party may terminate it if the other materially breaches it and does not cure the breach within thirty (30) days after notice.

SECTION 7. GENERAL
7.1 This Agreement is governed by the laws of the State of Oregon.
7.2 Neither party may assign this Agreement without the other's prior written consent, except to a successor to its entire business.
`;

const LICENCE_DOC = `SOFTWARE LICENCE AGREEMENT

DATE: 3 March 2026

PARTIES
(A) Tessaract Vision GmbH, Leopoldstraße 90, 80802 Munich, Germany (the "Licensor").
(B) Meadowgate Logistics Ltd, 12 Wharf Road, Bristol BS1 6AB, United Kingdom (the "Licensee").

ARTICLE 1 - LICENCE
1.1 The Licensor grants to the Licensee a non-exclusive, non-transferable licence, for the Term, to install, use and configure the route-optimisation software described in Schedule 1 (the "Licensed Technology") for the Licensee's own business in the United Kingdom and Ireland.
1.2 The Licensee may permit its group companies and contractors to use the Licensed Technology on its behalf, and shall remain responsible for them.

ARTICLE 2 - FEES
The Licensee shall pay the annual licence fee in Schedule 2 within forty-five (45) days after each invoice.

ARTICLE 3 - SUPPORT
The Licensor shall provide the support services in Schedule 3 and shall correct reproducible errors in the Licensed Technology within the response times set out there.

ARTICLE 4 - DEVELOPMENTS
{{DEVELOPMENTS}}

ARTICLE 5 - IP INDEMNITY
The Licensor shall defend the Licensee against any claim that the Licensed Technology infringes the intellectual property rights of a third party and shall pay any damages and costs finally awarded against the Licensee.

ARTICLE 6 - LIABILITY
Save for Article 5, each party's total liability under this Agreement in any contract year is limited to the licence fees paid or payable in that year.

ARTICLE 7 - TERM
This Agreement continues for an initial period of two (2) years and then until terminated by either party on ninety (90) days' written notice.

ARTICLE 8 - LAW
This Agreement is governed by the laws of Ireland.
`;

const CONSULTING_DOC = `CONSULTANCY AGREEMENT

This Consultancy Agreement is made on 20 February 2026 between Brightwater Housing Association, a registered society (the "Client"), and Osei & Partners LLP (the "Consultant").

1. Engagement. The Client engages the Consultant to review the Client's asset-management strategy and to prepare the reports described in the Schedule (the "Work Product"). The Consultant is an independent contractor and is responsible for its own tax and national insurance.

2. Standard of Work. The Consultant shall perform the services with the reasonable skill, care and diligence of a qualified asset-management consultant.

3. Fees. The Client shall pay the fixed fee of £48,000 in three equal instalments, each within thirty (30) days after receipt of a valid invoice.

4. Ownership. {{OWNERSHIP}}

5. Confidentiality. Each party shall keep confidential the other party's confidential information and shall use it only for the purposes of this Agreement, during its term and for three (3) years afterwards.

6. Insurance. The Consultant shall maintain professional indemnity insurance of not less than £2,000,000 for each claim and shall produce evidence of it on request.

7. Liability. Each party's aggregate liability under this Agreement is limited to the total fees payable under it, except for liability that cannot be limited by law.

8. Termination. The Client may terminate this Agreement on twenty-one (21) days' written notice at any time.

9. Law. This Agreement is governed by the law of England and Wales.
`;

const DPA_DOC = `DATA PROCESSING AGREEMENT

between Vireo Travel S.L., Calle de Alcalá 120, Madrid (the "Controller"), and Stratus Mailworks Ltd, Dublin (the "Processor"), supplementing the Email Services Agreement dated 5 January 2026 (the "Main Agreement").

Article 1 - Subject matter. The Processor processes the personal data of the Controller's customers (names, email addresses, booking references) to send transactional and marketing emails on the Controller's behalf ("Controller Personal Data").

Article 2 - Instructions. The Processor shall process Controller Personal Data only on the documented instructions of the Controller, including with regard to transfers, and shall immediately inform the Controller if, in its opinion, an instruction infringes the GDPR.
{{OWN_USE}}

Article 3 - Confidentiality. The Processor shall ensure that persons authorised to process Controller Personal Data have committed themselves to confidentiality.

Article 4 - Security. The Processor shall implement the technical and organisational measures set out in Annex II.

Article 5 - Sub-processors. The Processor shall not engage a sub-processor without the Controller's prior specific written authorisation.

Article 6 - Breaches. The Processor shall notify the Controller of any personal data breach without undue delay and in any event within thirty-six (36) hours after becoming aware of it.

Article 7 - End of processing. At the end of the Main Agreement the Processor shall, at the Controller's choice, return or delete Controller Personal Data.

Article 8 - Audit. The Processor shall make available to the Controller all information necessary to demonstrate compliance and allow for audits, including inspections, by the Controller or its mandated auditor.

Article 9 - Transfers. No Controller Personal Data shall be transferred outside the EEA without the Controller's prior written consent.

Article 10 - Law. This Agreement is governed by the laws of Spain.
`;

const EMPLOYMENT_DOC = `EMPLOYMENT AGREEMENT

This Employment Agreement (this "Agreement") is made as of May 4, 2026 between Halcyon Freight Systems, Inc., an Illinois corporation ("Halcyon"), and Marcus Oyelaran ("Employee").

1. Employment. Halcyon hereby employs Employee as Director of Carrier Partnerships, reporting to the Chief Operating Officer, beginning on June 1, 2026.

2. Compensation. Halcyon shall pay Employee a base salary of $168,000 per annum, payable in equal bi-weekly installments, and Employee shall be eligible for an annual discretionary bonus.

3. At-Will Employment. Employee's employment is at will: either Halcyon or Employee may end it at any time, with or without cause, on two (2) weeks' written notice.

4. Confidentiality. Employee shall not, during employment or at any time thereafter, disclose or use any Confidential Information of Halcyon except as required in the performance of Employee's duties.

5. Work Product. Employee agrees that all inventions and work product created within the scope of employment belong to Halcyon, and hereby assigns them to Halcyon.

6. Restrictive Covenants. {{COVENANT}}

7. Non-Solicitation. For twelve (12) months after the employment ends, Employee shall not solicit any customer or carrier with whom Employee had material contact in the last year of employment, nor solicit any employee of Halcyon to leave.

8. Governing Law. This Agreement shall be governed by the laws of the State of Illinois.
`;

const LEASE_DOC = `LEASE OF OFFICE PREMISES

Date: 1 July 2026
Landlord: Corvid Estates Limited (company number 04455667)
Tenant: Fenwick Analytics Limited (company number 11223344)
Premises: Suite 4B, Fourth Floor, Minster House, 18 Coppergate, York YO1 9NR
Term: ten (10) years from and including 1 July 2026
Annual Rent: £86,500, payable by equal quarterly payments in advance on the usual quarter days

1. INTERPRETATION
1.1 "Building" means Minster House, of which the Premises form part, and "Common Parts" means those parts of the Building that the Landlord makes available for common use.
1.2 "Conducting Media" means the drains, pipes, wires, cables and ducts serving the Building.

2. RENT
The Tenant shall pay the Annual Rent and the service charge under Schedule 2 without any deduction or set-off.

3. REPAIR
{{REPAIR}}

4. USE
The Tenant shall use the Premises as offices only and shall not cause a nuisance to other occupiers of the Building.

5. ALIENATION
The Tenant shall not assign or underlet the whole of the Premises without the Landlord's consent, such consent not to be unreasonably withheld or delayed, and shall not assign or underlet part only.

6. ACCESS
The Landlord may enter the Premises on not less than forty-eight (48) hours' notice (except in an emergency) to inspect them or to carry out its obligations under this Lease.

7. INSURANCE
The Landlord shall insure the Building against the Insured Risks, and the Tenant shall pay a fair proportion of the premium as part of the service charge.

8. BREAK
The Tenant may terminate this Lease on 1 July 2031 by giving the Landlord not less than six (6) months' written notice.

9. LAW
This Lease is governed by the law of England and Wales.
`;

// ---------------------------------------------------------------- the pairs ------------------------------------------

export const HOLDOUT4: AdverseCase[] = [
  // ---------------- NDA (5) ----------------
  {
    id: 'h4-nda-exclusions-withdrawn-for-technical-data',
    pattern: 'override',
    type: 'nda',
    check: 'nda.standard_exclusions',
    adverse: bad(fill(NDA_DOC, 'SPECIAL', `7.3 Notwithstanding clause 3.1, the exceptions in that clause shall not apply to any Confidential Information comprising assay chemistry, source code, calibration data or manufacturing know-how, which the Recipient shall keep confidential in all circumstances.\n`)),
    benign: good(fill(NDA_DOC, 'SPECIAL', `7.3 Notwithstanding clause 3.1, where the Recipient relies on an exception in that clause in respect of assay chemistry, source code, calibration data or manufacturing know-how, it shall bear the burden of showing by reasonable evidence that the exception applies.\n`)),
  },
  {
    id: 'h4-nda-unaided-memory-licence-or-acknowledgement',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.residuals',
    adverse: bad(`9. Retained Knowledge. Nothing in this Agreement shall restrict either party from using, for any purpose whatsoever, the ideas, concepts, know-how and techniques of a general nature retained in the unaided memory of its personnel who have had access to Confidential Information, and neither party shall be obliged to pay royalties or otherwise account for such use.`),
    benign: good(`9. Retained Knowledge. The parties acknowledge that personnel who have had access to Confidential Information will inevitably retain in their unaided memory general skills and experience. Such acknowledgement confers no right to use or disclose any Confidential Information, and nothing in this clause limits clause 2.`),
  },
  {
    id: 'h4-nda-non-compete-or-freedom-to-compete',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.non_compete',
    adverse: bad(`6. Protection of the Opportunity. During the Evaluation Period and for eighteen (18) months thereafter, the Receiving Party shall not, directly or through any Affiliate, develop, market or sell any product that performs substantially the same function as the Disclosing Party's Products, whether or not it makes use of any Confidential Information in doing so.`),
    benign: good(`6. Freedom to Operate. The Disclosing Party acknowledges that the Receiving Party may now or in future develop, market or sell products that perform substantially the same function as the Disclosing Party's Products, and nothing in this Agreement shall prevent it from doing so during the Evaluation Period or thereafter, provided that it does not make use of any Confidential Information in doing so.`),
  },
  {
    id: 'h4-nda-compelled-disclosure-silence-or-notice',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.compelled_disclosure_notice',
    adverse: bad(`4.2 Legally Required Disclosure. The Recipient may disclose Confidential Information to the extent it is required to do so by law, by any securities exchange, or by the order of any court or governmental body, and the Recipient shall be under no obligation to inform the Discloser of any such requirement or of the disclosure made.`),
    benign: good(`4.2 Legally Required Disclosure. If the Recipient is required by law, by any securities exchange, or by the order of any court or governmental body to disclose Confidential Information, it shall, unless prohibited by law, inform the Discloser promptly in writing so that the Discloser may seek a protective order, and shall disclose only the part that it is legally required to disclose; the Recipient shall be under no obligation to resist the requirement itself.`),
  },
  {
    id: 'h4-nda-all-obligations-cease-on-termination',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.survival_of_obligations',
    adverse: bad(`10. TERM. THIS AGREEMENT SHALL TERMINATE ON THE EARLIER OF (I) THE SECOND ANNIVERSARY OF THE EFFECTIVE DATE AND (II) THE EXECUTION OF A DEFINITIVE AGREEMENT BETWEEN THE PARTIES, WHEREUPON ALL OBLIGATIONS OF THE PARTIES UNDER THIS AGREEMENT SHALL CEASE AND NEITHER PARTY SHALL HAVE ANY FURTHER LIABILITY TO THE OTHER.`),
    benign: good(`10. TERM. THIS AGREEMENT SHALL TERMINATE ON THE EARLIER OF (I) THE SECOND ANNIVERSARY OF THE EFFECTIVE DATE AND (II) THE EXECUTION OF A DEFINITIVE AGREEMENT BETWEEN THE PARTIES; HOWEVER, THE OBLIGATIONS OF THE PARTIES UNDER SECTIONS 2 TO 5 SHALL SURVIVE ANY SUCH TERMINATION FOR THREE (3) YEARS, AND NEITHER PARTY SHALL BE RELEASED FROM LIABILITY FOR AN EARLIER BREACH.`),
  },

  // ---------------- MSA (5) ----------------
  {
    id: 'h4-msa-cap-disapplied-to-the-customer',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: bad(`12. LIMITATION OF LIABILITY\n12.1 Subject to Clause 12.3, each party's total aggregate liability arising under or in connection with this Agreement, whether in contract, tort (including negligence) or otherwise, shall not exceed the Charges paid or payable in the twelve (12) months preceding the event giving rise to the claim.\n12.2 Neither party shall be liable for any loss of profit or any indirect or consequential loss.\n12.3 Clauses 12.1 and 12.2 shall not apply to the Customer.`),
    benign: good(`12. LIMITATION OF LIABILITY\n12.1 Subject to Clause 12.3, each party's total aggregate liability arising under or in connection with this Agreement, whether in contract, tort (including negligence) or otherwise, shall not exceed the Charges paid or payable in the twelve (12) months preceding the event giving rise to the claim.\n12.2 Neither party shall be liable for any loss of profit or any indirect or consequential loss.\n12.3 Clause 12.1 shall not apply to the Customer's obligation to pay the Charges properly due under this Agreement.`),
  },
  {
    id: 'h4-msa-client-indemnifies-vendor-for-deliverables',
    pattern: 'role',
    type: 'msa',
    check: 'msa.indemnification',
    adverse: bad(`Section 9 (Indemnity). The Client shall indemnify, defend and hold harmless Vendor and its officers, employees and subcontractors from and against all claims, losses, liabilities and expenses (including reasonable attorneys' fees) arising out of or relating to the Services or any Deliverable, including any claim that a Deliverable infringes or misappropriates the intellectual property rights of a third party.`),
    benign: good(`Section 9 (Indemnity). Vendor shall indemnify, defend and hold harmless the Client and its officers, employees and contractors from and against all claims, losses, liabilities and expenses (including reasonable attorneys' fees) arising out of any claim that a Deliverable infringes or misappropriates the intellectual property rights of a third party, except to the extent the claim arises from materials supplied by the Client.`),
  },
  {
    id: 'h4-msa-order-form-renewal-notice-window',
    pattern: 'layout',
    type: 'msa',
    check: 'msa.auto_renewal',
    adverse: bad(`ORDER FORM No. 2026-014\nCustomer: Granite Peak Outfitters, LLC\nServices: Managed network operations (per SOW-7)\nInitial Term: thirty-six (36) months from the Service Start Date\nRenewal: The Term shall renew automatically for successive periods equal to the Initial Term unless either party gives written notice of non-renewal at least one hundred and eighty (180) days before the end of the then-current Term.\nThis Order Form is governed by the Master Services Agreement between the parties dated March 3, 2025.`),
    benign: good(`ORDER FORM No. 2026-014\nCustomer: Granite Peak Outfitters, LLC\nServices: Managed network operations (per SOW-7)\nInitial Term: thirty-six (36) months from the Service Start Date\nRenewal: The Term shall renew automatically for successive periods of twelve (12) months unless either party gives written notice of non-renewal at least thirty (30) days before the end of the then-current Term.\nThis Order Form is governed by the Master Services Agreement between the parties dated March 3, 2025.`),
  },
  {
    id: 'h4-msa-invoices-due-in-a-week',
    pattern: 'position',
    type: 'msa',
    check: 'msa.payment_terms',
    adverse: bad(`5.3 Payment. Each invoice is due and payable upon receipt and in any event no later than seven (7) days after the invoice date. Amounts not received by the due date shall bear interest at the rate of one and one-half percent (1.5%) per month until paid.`),
    benign: good(`5.3 Payment. Each invoice is due and payable within forty-five (45) days after receipt of a correct invoice. Amounts not received within seven (7) days after a written reminder following the due date shall bear interest at the rate of one and one-half percent (1.5%) per month until paid.`),
  },
  {
    id: 'h4-msa-supplier-free-to-assign',
    pattern: 'role',
    type: 'msa',
    check: 'msa.assignment',
    adverse: bad(`20.1 The Supplier may assign, novate, subcontract or otherwise transfer any or all of its rights and obligations under this Agreement to any person at any time without the consent of the Customer. The Customer shall not assign or transfer this Agreement without the Supplier's prior written consent.`),
    benign: good(`20.1 Neither party may assign, novate or otherwise transfer any of its rights or obligations under this Agreement without the prior written consent of the other party, save that either party may assign this Agreement without such consent to a successor to all or substantially all of its business and assets, on written notice to the other.`),
  },

  // ---------------- SaaS (6) ----------------
  {
    id: 'h4-saas-terms-revised-by-posting',
    pattern: 'polarity',
    type: 'saas',
    check: 'saas.unilateral_changes',
    adverse: bad(fill(SAAS_DOC, 'CHANGES', `1.3 Updates. Lumen may revise this Agreement, the Documentation and its Acceptable Use Policy from time to time by posting the revised version at https://lumenledger.example/legal. Revised terms take effect when posted, and Subscriber's continued use of the Service after that date constitutes acceptance of them.`)),
    benign: good(fill(SAAS_DOC, 'CHANGES', `1.3 Updates. Lumen may revise the Documentation from time to time by posting the revised version at https://lumenledger.example/legal, provided that no revision materially diminishes the functionality or security of the Service. Any change to this Agreement or to the Acceptable Use Policy binds Subscriber only if set out in a written amendment signed by both parties.`)),
  },
  {
    id: 'h4-saas-suspension-in-providers-judgment',
    pattern: 'position',
    type: 'saas',
    check: 'saas.suspension',
    adverse: bad(`7.4 Suspension. Access to the Platform may be suspended or restricted by Provider, in whole or in part, whenever in Provider's sole judgment Customer's use of the Platform may expose Provider or any third party to risk, and Provider shall have no liability for any such suspension.`),
    benign: good(`7.4 Suspension. Access to the Platform may be suspended or restricted by Provider, in whole or in part, only (a) if undisputed fees remain unpaid fifteen (15) days after written notice to Customer, or (b) to the extent strictly necessary to prevent an imminent threat to the security or integrity of the Platform, in which case Provider shall notify Customer promptly and restore access as soon as the threat has been removed.`),
  },
  {
    id: 'h4-saas-customer-data-licence-for-model-training',
    pattern: 'polarity',
    type: 'saas',
    check: 'saas.data_protection',
    adverse: bad(`4.2 Licence to Customer Data. Customer grants Provider a worldwide, perpetual, irrevocable, royalty-free licence to use, copy, modify, aggregate and commercially exploit Customer Data for the purposes of developing, training and improving Provider's products and services, including machine-learning models made available to Provider's other customers.`),
    benign: good(`4.2 Licence to Customer Data. Customer grants Provider a worldwide, non-exclusive, royalty-free licence, for the Subscription Term only, to host, copy and process Customer Data solely to provide the Services to Customer in accordance with Customer's instructions. Provider shall not use Customer Data for developing or training machine-learning models made available to Provider's other customers.`),
  },
  {
    id: 'h4-saas-renewal-price-at-list',
    pattern: 'override',
    type: 'saas',
    check: 'saas.price_increases',
    adverse: bad(`ORDER FORM\nProduct: Lumen Ledger Professional, 40 named users\nSubscription Fee: USD 52,800 per year\nSubscription Term: 12 months, renewing for further 12-month periods unless either party gives 30 days' notice\nRenewal Pricing: Fees for each renewal period shall be Provider's then-current list price for the subscribed products.`),
    benign: good(`ORDER FORM\nProduct: Lumen Ledger Professional, 40 named users\nSubscription Fee: USD 52,800 per year\nSubscription Term: 12 months, renewing for further 12-month periods unless either party gives 30 days' notice\nRenewal Pricing: Fees for each renewal period shall be Provider's then-current list price for the subscribed products, provided that no such increase shall exceed five per cent (5%) of the fees for the preceding period.`),
  },
  {
    id: 'h4-saas-cap-the-lesser-or-the-greater',
    pattern: 'position',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: bad(`10.1 Each party's aggregate liability arising out of or related to this Agreement shall not exceed the lesser of (a) the fees paid or payable by Customer in the twelve (12) months preceding the incident giving rise to liability and (b) five hundred U.S. dollars (US$500).`),
    benign: good(`10.1 Each party's aggregate liability arising out of or related to this Agreement shall not exceed the greater of (a) the fees paid or payable by Customer in the twelve (12) months preceding the incident giving rise to liability and (b) five hundred thousand U.S. dollars (US$500,000).`),
  },
  {
    id: 'h4-saas-floating-choice-of-law',
    pattern: 'position',
    type: 'saas',
    check: 'saas.governing_law',
    adverse: noLaw(`15.8 Governing Law. This Agreement shall be governed by the laws of the jurisdiction in which Provider has its principal place of business at the time the relevant claim is brought, as Provider may notify Customer from time to time.`),
    benign: good(`15.8 Governing Law. This Agreement shall be governed by the laws of the State of Delaware, without regard to its conflict-of-laws rules. Provider may nevertheless bring proceedings to recover unpaid fees in the courts of the place where Customer has its principal place of business.`),
  },

  // ---------------- licence (5) ----------------
  {
    id: 'h4-licence-improvements-vest-in-licensor',
    pattern: 'role',
    type: 'license',
    check: 'license.improvements',
    adverse: bad(fill(LICENCE_DOC, 'DEVELOPMENTS', `4.1 All modifications, enhancements and derivative works of the Licensed Technology made by or for the Licensee ("Developments") shall vest in the Licensor upon creation, and the Licensee hereby assigns to the Licensor, with full title guarantee, all right, title and interest in them.\n4.2 The Licensee shall disclose each Development to the Licensor within thirty (30) days after it is made.`)),
    benign: good(fill(LICENCE_DOC, 'DEVELOPMENTS', `4.1 All modifications, enhancements and derivative works of the Licensed Technology made by or for the Licensee ("Developments") shall vest in the Licensee upon creation, and the Licensor shall have no right, title or interest in them.\n4.2 The Licensee grants the Licensor a non-exclusive, royalty-free licence to use any Development that the Licensee chooses to disclose to it.`)),
  },
  {
    id: 'h4-licence-schedule-non-compete-or-exclusive-grant',
    pattern: 'role',
    type: 'license',
    check: 'license.exclusivity',
    adverse: bad(`SCHEDULE 2 - SPECIAL CONDITIONS\n1. Territory: the European Economic Area.\n2. Field: warehouse management.\n3. Dealings with competing products: during the Term and for one (1) year thereafter, the Licensee shall not license, use, resell or distribute any software that competes with the Licensed Software in the Field.`),
    benign: good(`SCHEDULE 2 - SPECIAL CONDITIONS\n1. Territory: the European Economic Area.\n2. Field: warehouse management.\n3. Dealings with competing licensees: during the Term, the Licensor shall not license the Licensed Software to any other person in the Field and Territory, and the Licensee remains free to use or distribute any other software.`),
  },
  {
    id: 'h4-licence-audit-at-any-time-or-annually',
    pattern: 'position',
    type: 'license',
    check: 'license.royalties_audit',
    adverse: bad(`11. Verification. The Licensor or its nominated auditors may enter the Licensee's premises at any time, without prior notice and as often as the Licensor deems necessary, to audit the Licensee's use of the Software and the records of the royalties due; the Licensee shall bear the costs of every audit.`),
    benign: good(`11. Verification. The Licensor or its nominated auditors may, no more than once in any twelve (12) month period and on not less than thirty (30) days' prior written notice, audit the Licensee's use of the Software and the records of the royalties due during normal business hours; the Licensor shall bear the costs of the audit unless it reveals an underpayment of more than five per cent (5%).`),
  },
  {
    id: 'h4-licence-change-of-control-deemed-assignment',
    pattern: 'reference',
    type: 'license',
    check: 'license.change_of_control',
    adverse: bad(`14.3 Any Change of Control of the Licensee shall be deemed an assignment of this Agreement requiring the Licensor's prior written consent under clause 14.1, and if such consent is not obtained the Licensor may terminate this Agreement with immediate effect.`),
    benign: good(`14.3 No Change of Control of the Licensee shall be deemed an assignment of this Agreement for the purposes of clause 14.1, and no Change of Control shall require the Licensor's consent or entitle the Licensor to terminate this Agreement.`),
  },
  {
    id: 'h4-licence-only-licensor-may-walk-away',
    pattern: 'role',
    type: 'license',
    check: 'license.termination_for_convenience',
    adverse: bad(`16. Termination. 16.1 Licensor may terminate this Agreement at any time, for any reason or no reason, upon thirty (30) days' written notice to Licensee. 16.2 Licensee may terminate this Agreement only for Licensor's material breach that remains uncured sixty (60) days after written notice describing the breach.`),
    benign: good(`16. Termination. 16.1 Licensee may terminate this Agreement at any time, for any reason or no reason, upon thirty (30) days' written notice to Licensor. 16.2 Licensor may terminate this Agreement only for Licensee's material breach that remains uncured sixty (60) days after written notice describing the breach.`),
  },

  // ---------------- services / consulting (5) ----------------
  {
    id: 'h4-consulting-work-product-kept-revocable-licence',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.ip_ownership',
    adverse: bad(fill(CONSULTING_DOC, 'OWNERSHIP', `All intellectual property rights in the Work Product shall remain vested in the Consultant. Subject to payment of the fees in full, the Consultant grants the Client a non-exclusive licence to use the Work Product for its internal purposes, which the Consultant may terminate on written notice if the Client fails to pay any sum when due or engages another consultant to implement the Work Product.`)),
    benign: good(fill(CONSULTING_DOC, 'OWNERSHIP', `All intellectual property rights in the Work Product shall vest in the Client on payment of the relevant instalment. The Consultant retains the rights in its pre-existing methodologies and templates and grants the Client a non-exclusive, perpetual, royalty-free licence to use them as part of the Work Product; that licence shall not terminate if the Client engages another consultant to implement the Work Product.`)),
  },
  {
    id: 'h4-services-supplied-as-is-or-warranted-then-as-is',
    pattern: 'override',
    type: 'services',
    check: 'services.services_warranty',
    adverse: bad(`8. WARRANTIES\n8.1 The Services and all Deliverables are supplied "as is" and "as available". The Supplier gives no warranty, condition or representation of any kind, whether as to the skill and care with which the Services are performed, fitness for purpose, satisfactory quality or otherwise, all of which are excluded to the fullest extent permitted by law.`),
    benign: good(`8. WARRANTIES\n8.1 The Supplier warrants that the Services will be performed with reasonable skill and care by suitably qualified personnel, and that each Deliverable will conform to its Specification for ninety (90) days after acceptance.\n8.2 Save as expressly set out in clause 8.1, the Services and Deliverables are supplied "as is", and all other warranties, conditions and representations, whether as to fitness for purpose, satisfactory quality or otherwise, are excluded to the fullest extent permitted by law.`),
  },
  {
    id: 'h4-services-deemed-acceptance-on-delivery-or-after-silence',
    pattern: 'position',
    type: 'services',
    check: 'services.acceptance',
    adverse: bad(`6.2 Acceptance. Each Deliverable shall be deemed accepted by the Customer on the date on which it is delivered, and any defect notified by the Customer after that date shall be remedied only as a Change Request at the Customer's cost.`),
    benign: good(`6.2 Acceptance. Each Deliverable shall be deemed accepted by the Customer if the Customer has not, within fifteen (15) Business Days after delivery, notified the Provider in writing that the Deliverable fails to meet the Acceptance Criteria; the Provider shall correct any such failure at its own cost and resubmit the Deliverable for testing.`),
  },
  {
    id: 'h4-consulting-disclosure-wherever-useful-or-need-to-know',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.confidentiality',
    adverse: bad(`7. Confidential Information. The Consultant shall treat the Client's Confidential Information as confidential, save that the Consultant may disclose it to its affiliates, subcontractors, referral partners and any other third party where the Consultant considers the disclosure reasonably useful for its business.`),
    benign: good(`7. Confidential Information. The Consultant shall treat the Client's Confidential Information as confidential, save that the Consultant may disclose it to its personnel and the subcontractors approved by the Client who need to know it to perform the Services and are bound by written obligations of confidentiality no less protective than this clause; these obligations survive termination.`),
  },
  {
    id: 'h4-services-special-terms-switch-off-the-ip-indemnity',
    pattern: 'override',
    type: 'services',
    check: 'services.indemnification',
    adverse: bad(`10. Indemnity. 10.1 The Provider shall defend and indemnify the Customer against any claim that the Deliverables infringe the intellectual property rights of a third party, and shall pay all damages, costs and settlements arising from it.\n\nSCHEDULE 4 - SPECIAL TERMS FOR STATEMENT OF WORK 3\n(a) The Project Manager for the Provider is Ilse Varga.\n(b) Clause 10.1 shall not apply to this Statement of Work or to any Deliverable supplied under it.`),
    benign: good(`10. Indemnity. 10.1 The Provider shall defend and indemnify the Customer against any claim that the Deliverables infringe the intellectual property rights of a third party, and shall pay all damages, costs and settlements arising from it.\n\nSCHEDULE 4 - SPECIAL TERMS FOR STATEMENT OF WORK 3\n(a) The Project Manager for the Provider is Ilse Varga.\n(b) Clause 10.1 shall not apply to any claim to the extent it arises from materials supplied by the Customer under this Statement of Work.`),
  },

  // ---------------- DPA (5) ----------------
  {
    id: 'h4-dpa-processor-own-purposes-as-controller',
    pattern: 'polarity',
    type: 'dpa',
    check: 'dpa.instructions',
    adverse: bad(fill(DPA_DOC, 'OWN_USE', `Article 2a - Own purposes. Notwithstanding Article 2, the Processor may also process Controller Personal Data for its own legitimate business purposes, including product development, deliverability benchmarking and analytics, and shall act as an independent controller in respect of that processing.`)),
    benign: good(fill(DPA_DOC, 'OWN_USE', `Article 2a - Own purposes. For the avoidance of doubt, the Processor shall not process Controller Personal Data for its own business purposes, including product development, deliverability benchmarking or analytics, and shall not act as an independent controller in respect of any of it.`)),
  },
  {
    id: 'h4-dpa-breach-clock-starts-after-investigation',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.breach_notification',
    adverse: bad(`7.1 The Processor shall notify the Controller of a Personal Data Breach within seventy-two (72) hours after the Processor has confirmed, on completion of its internal investigation, that a Personal Data Breach has occurred.`),
    benign: good(`7.1 The Processor shall notify the Controller of a Personal Data Breach without undue delay and in any event within twenty-four (24) hours after becoming aware of it, and shall supplement that notice with further information as its internal investigation proceeds.`),
  },
  {
    id: 'h4-dpa-sub-processors-of-its-choosing',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.sub_processors',
    adverse: bad(`Clause 6 (Sub-processing). The Controller grants a general authorisation for the Processor to appoint sub-processors of its choosing. The Processor will maintain a list of its current sub-processors on its website, which it may update at any time.`),
    benign: good(`Clause 6 (Sub-processing). The Controller grants a general authorisation for the Processor to appoint the sub-processors listed on its website. The Processor shall notify the Controller at least thirty (30) days before adding or replacing a sub-processor, and the Controller may object on reasonable data-protection grounds; if the parties cannot resolve the objection, the Controller may terminate the affected Services. The Processor shall impose the obligations of this Agreement on each sub-processor and remain liable for it.`),
  },
  {
    id: 'h4-dpa-processing-in-any-country',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.international_transfers',
    adverse: bad(`9. Location of processing. The Controller acknowledges that the Processor and its sub-processors may store and process Personal Data in any country in which they or their affiliates maintain facilities.`),
    benign: good(`9. Location of processing. The Controller acknowledges that the Processor and its sub-processors may store and process Personal Data in the countries listed in Annex 3, and only where the country benefits from an adequacy decision or the transfer is made under the Standard Contractual Clauses.`),
  },
  {
    id: 'h4-dpa-retention-for-as-long-as-useful',
    pattern: 'override',
    type: 'dpa',
    check: 'dpa.deletion_return',
    adverse: bad(`12.1 On termination of the Services the Processor shall delete the Personal Data within thirty (30) days, save that the Processor may retain copies in pseudonymised form, together with any Personal Data held in its archives, for as long as it considers them useful for its business.`),
    benign: good(`12.1 On termination of the Services the Processor shall delete the Personal Data within thirty (30) days, save that the Processor may retain copies that Union or Member State law requires it to store, for as long as that law requires, and shall keep them confidential and process them for no other purpose.`),
  },

  // ---------------- employment, employer's side (5) ----------------
  {
    id: 'h4-employment-three-year-continental-non-compete',
    pattern: 'position',
    type: 'employment',
    check: 'employment.non_compete',
    adverse: bad(fill(EMPLOYMENT_DOC, 'COVENANT', `For a period of thirty-six (36) months after the employment ends for any reason, Employee shall not, anywhere in North America, be employed by, consult for or hold any interest in any business that competes with Halcyon.`)),
    benign: good(fill(EMPLOYMENT_DOC, 'COVENANT', `For a period of six (6) months after the employment ends for any reason, Employee shall not, within any state in which Employee worked during the final twelve (12) months of employment, be employed by a direct competitor of Halcyon in a role similar to Employee's role with Halcyon.`)),
  },
  {
    id: 'h4-employment-inventions-stay-with-the-employee',
    pattern: 'polarity',
    type: 'employment',
    check: 'employment.ip_assignment',
    adverse: bad(`8. Inventions. All inventions, works of authorship and other developments conceived or made by the Employee, whether or not during working hours, shall remain the property of the Employee, and the Company shall be entitled only to a non-exclusive licence to use any of them that relate to its business.`),
    benign: good(`8. Inventions. All inventions, works of authorship and other developments conceived or made by the Employee in the course of the employment shall be the property of the Company, and the Employee hereby assigns them to the Company. Inventions developed entirely on the Employee's own time without using the Company's equipment or trade secrets, and unrelated to the Company's business, shall remain the property of the Employee, as California Labor Code section 2870 requires.`),
  },
  {
    id: 'h4-employment-confidentiality-lapses-on-termination-date',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.confidentiality',
    adverse: bad(`9. CONFIDENTIALITY\n9.1 The Employee shall not use or disclose any Confidential Information, except in the proper performance of their duties or as required by law.\n9.2 Clause 9.1 shall cease to apply on the Termination Date, save in respect of any breach committed before that date.`),
    benign: good(`9. CONFIDENTIALITY\n9.1 The Employee shall not use or disclose any Confidential Information, except in the proper performance of their duties or as required by law.\n9.2 Clause 9.1 shall continue to apply after the Termination Date without limit in time, save in respect of information that has become public other than through the Employee's breach.`),
  },
  {
    id: 'h4-employment-twelve-months-notice-which-way',
    pattern: 'role',
    type: 'employment',
    check: 'employment.notice_period',
    adverse: bad(`14. Notice. After the probationary period, the Company may terminate the employment by giving the Employee not less than twelve (12) months' written notice, and the Employee may terminate it by giving the Company not less than one (1) month's written notice.`),
    benign: good(`14. Notice. After the probationary period, the Employee may terminate the employment by giving the Company not less than twelve (12) months' written notice, and the Company may terminate it by giving the Employee not less than one (1) month's written notice.`),
  },
  {
    id: 'h4-employment-cause-only-a-final-fraud-conviction',
    pattern: 'position',
    type: 'employment',
    check: 'employment.termination_for_cause',
    adverse: bad(`5(b) Termination for Cause. The Company may terminate Executive's employment for Cause. For purposes of this Agreement, "Cause" means only Executive's conviction of a felony involving fraud against the Company, as established by a final, non-appealable judgment of a court of competent jurisdiction.`),
    benign: good(`5(b) Termination for Cause. The Company may terminate Executive's employment for Cause. For purposes of this Agreement, "Cause" means (i) Executive's conviction of, or plea of no contest to, any felony; (ii) fraud, embezzlement or dishonesty toward the Company; (iii) gross misconduct; or (iv) a material breach of this Agreement not cured within fifteen (15) days after written notice.`),
  },

  // ---------------- lease, tenant's side (5) ----------------
  {
    id: 'h4-lease-tenant-repairs-the-structure',
    pattern: 'role',
    type: 'lease',
    check: 'lease.repairs',
    adverse: bad(fill(LEASE_DOC, 'REPAIR', `3.1 The Tenant shall keep the Premises, including the roof, foundations, main structure and exterior walls of the Building and all Conducting Media, in good and substantial repair and condition, and shall make good any inherent defect in them.`)),
    benign: good(fill(LEASE_DOC, 'REPAIR', `3.1 The Tenant shall keep the interior of the Premises in good repair and condition, fair wear and tear excepted.\n3.2 The Landlord shall keep the roof, foundations, main structure and exterior walls of the Building, the Common Parts and all Conducting Media in good and substantial repair and condition, and shall make good any inherent defect in them.`)),
  },
  {
    id: 'h4-lease-review-to-the-higher-or-either-way',
    pattern: 'polarity',
    type: 'lease',
    check: 'lease.rent_increases',
    adverse: bad(`4.2 Rent Review. On each Review Date the Annual Rent shall be reviewed to the higher of (a) the Annual Rent payable immediately before that Review Date and (b) the open market rent determined in accordance with Schedule 3.`),
    benign: good(`4.2 Rent Review. On each Review Date the Annual Rent shall be reviewed to the open market rent determined in accordance with Schedule 3, whether that rent is higher or lower than the Annual Rent payable immediately before that Review Date, and any dispute shall be referred to an independent surveyor acting as an expert.`),
  },
  {
    id: 'h4-lease-absolute-discretion-beyond-the-group',
    pattern: 'override',
    type: 'lease',
    check: 'lease.assignment_subletting',
    adverse: bad(`9.2 Subject to clause 9.3, the Tenant shall not assign or underlet the whole of the Premises without the prior written consent of the Landlord, such consent not to be unreasonably withheld or delayed.\n9.3 Notwithstanding clause 9.2, the Landlord may withhold its consent in its absolute discretion where the proposed assignee or undertenant is not a Group Company of the Tenant.`),
    benign: good(`9.2 Subject to clause 9.3, the Tenant shall not assign or underlet the whole of the Premises without the prior written consent of the Landlord, such consent not to be unreasonably withheld or delayed.\n9.3 Notwithstanding clause 9.2, no consent shall be required where the proposed assignee or undertenant is a Group Company of the Tenant.`),
  },
  {
    id: 'h4-lease-entry-at-any-time-or-on-notice',
    pattern: 'position',
    type: 'lease',
    check: 'lease.landlord_access',
    adverse: bad(`Rights reserved to the Landlord: the right for the Landlord and all persons authorised by it to enter the Premises at any time, with or without workmen and equipment, for any purpose connected with the Building or the Landlord's interest in it.`),
    benign: good(`Rights reserved to the Landlord: the right for the Landlord and persons authorised by it to enter the Premises at reasonable times on not less than forty-eight (48) hours' written notice (or at any time in an emergency) to inspect or carry out repairs, causing as little disruption to the Tenant's business as reasonably practicable.`),
  },
  {
    id: 'h4-lease-break-for-the-landlord-alone',
    pattern: 'role',
    type: 'lease',
    check: 'lease.termination_for_convenience',
    adverse: bad(`12. Break Clause. The Landlord may terminate this Lease on any date after the second anniversary of the Term Commencement Date by giving the Tenant not less than six (6) months' written notice, and the Term shall end on the expiry of that notice.`),
    benign: good(`12. Break Clause. The Tenant may terminate this Lease on any date after the third anniversary of the Term Commencement Date by giving the Landlord not less than six (6) months' written notice, and the Term shall end on the expiry of that notice.`),
  },
];

/**
 * Ten more pairs (2026-11-24), written the same way after the first 41 were scored (their per-pair readings seen, the
 * rules still unread), none on a check or wording the 41 missed, and scored once on the same main; reported
 * separately and together with the 41 (README "Fourth blind hold-out").
 */
const SAAS_NO_CHANGES = fill(SAAS_DOC, 'CHANGES', '1.3 Documentation. Lumen will keep the Documentation current.');
const LEASE_STANDARD_REPAIR = fill(LEASE_DOC, 'REPAIR', '3.1 The Tenant shall keep the interior of the Premises in good repair, fair wear and tear excepted; the Landlord shall repair the structure and the Common Parts.');
const CONSULTING_CLIENT_OWNS = fill(CONSULTING_DOC, 'OWNERSHIP', 'The Work Product shall belong to the Client on payment.');

export const HOLDOUT4_EXTRA: AdverseCase[] = [
  {
    id: 'h4x-saas-renewal-notice-by-registered-mail',
    pattern: 'layout',
    type: 'saas',
    check: 'saas.auto_renewal',
    adverse: bad(swap(SAAS_NO_CHANGES, '6.1 This Agreement continues until all Subscription Terms have expired.', `6.1 Each Subscription Term shall renew automatically for a further term equal in length to the expiring term unless Subscriber gives notice of non-renewal by registered mail received by Lumen not less than one hundred twenty (120) days before the expiry of the then-current term; notices given by email shall be of no effect.`)),
    benign: good(swap(SAAS_NO_CHANGES, '6.1 This Agreement continues until all Subscription Terms have expired.', `6.1 Each Subscription Term shall renew automatically for a further term of twelve (12) months unless either party gives notice of non-renewal, by email or in writing, not less than thirty (30) days before the expiry of the then-current term.`)),
  },
  {
    id: 'h4x-lease-deposit-forfeited-on-break',
    pattern: 'position',
    type: 'lease',
    check: 'lease.deposit',
    adverse: bad(swap(LEASE_STANDARD_REPAIR, '7. INSURANCE', `6A. RENT DEPOSIT\nThe Tenant has paid the Landlord a deposit of £21,625 (the "Deposit"). The Deposit shall be held by the Landlord throughout the Term and shall be forfeited to the Landlord absolutely if the Tenant terminates this Lease under clause 8 or pays any sum due under this Lease late.\n\n7. INSURANCE`)),
    benign: good(swap(LEASE_STANDARD_REPAIR, '7. INSURANCE', `6A. RENT DEPOSIT\nThe Tenant has paid the Landlord a deposit of £21,625 (the "Deposit"). The Deposit shall be held by the Landlord throughout the Term and repaid to the Tenant within thirty (30) days after the Term ends, including where the Tenant terminates this Lease under clause 8, less only any arrears of Annual Rent properly due and evidenced to the Tenant.\n\n7. INSURANCE`)),
  },
  {
    id: 'h4x-dpa-audit-by-certificate-summary-alone',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.audits',
    adverse: bad(`10. Audits. The Controller's rights of audit under Article 28(3)(h) GDPR shall be satisfied exclusively by the Processor making available, on written request, a summary of its most recent ISO/IEC 27001 certificate, and the Controller waives any right to inspect the Processor's premises, systems or records.`),
    benign: good(`10. Audits. The Processor shall make available, on written request, its most recent ISO/IEC 27001 certificate and SOC 2 Type II report. If these do not reasonably answer the Controller's questions, the Controller or an auditor it mandates may inspect the Processor's premises, systems and records once in any twelve-month period on thirty (30) days' notice.`),
  },
  {
    id: 'h4x-employment-non-solicit-falls-away-on-dismissal',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.non_solicit',
    adverse: bad(`11.1 For twelve (12) months after the Termination Date the Employee shall not solicit or entice away from the Company any employee, or any customer with whom the Employee dealt in the last year of employment.\n11.2 Clause 11.1 shall not apply if the Company terminates the Employee's employment for any reason other than gross misconduct.`),
    benign: good(`11.1 For twelve (12) months after the Termination Date the Employee shall not solicit or entice away from the Company any employee, or any customer with whom the Employee dealt in the last year of employment.\n11.2 Clause 11.1 shall not apply to general advertisements for employment that are not targeted at the Company's employees.`),
  },
  {
    id: 'h4x-licence-no-use-by-outsourcers',
    pattern: 'position',
    type: 'license',
    check: 'license.sublicensing',
    adverse: bad(`3.4 Licensee shall not permit any person other than its own employees to access or use the Licensed Software and, in particular, shall not permit access by any Affiliate, outsourcer or contractor, even where acting solely on Licensee's behalf.`),
    benign: good(`3.4 Licensee shall not sublicense the Licensed Software, but may permit its Affiliates, outsourcers and contractors to access and use it solely on Licensee's behalf, and shall be responsible for their compliance with this Agreement.`),
  },
  {
    id: 'h4x-nda-use-for-any-business-purpose',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.limited_use',
    adverse: bad(`2.1 Use. The Recipient may use the Discloser's Confidential Information for the Purpose and for any other purpose connected with its business, including the development and improvement of its own products.`),
    benign: good(`2.1 Use. The Recipient may use the Discloser's Confidential Information for the Purpose only, and not in connection with its business generally or for the development or improvement of its own products.`),
  },
  {
    id: 'h4x-saas-refund-instead-of-defence',
    pattern: 'override',
    type: 'saas',
    check: 'saas.indemnification',
    adverse: badOrMissing(`9. Infringement. If the Service becomes, or in Provider's opinion is likely to become, the subject of a claim that it infringes a third party's intellectual property rights, Provider may, at its option, modify the Service so that it is non-infringing or terminate the affected subscription and refund any prepaid fees for the remainder of the term. This Section 9 states Customer's sole and exclusive remedy for any such claim.`),
    benign: good(`9. Infringement. Provider shall defend Customer against any claim that the Service infringes a third party's intellectual property rights and pay any amounts finally awarded or agreed in settlement. If the Service becomes the subject of such a claim, Provider may in addition, at its option, modify the Service so that it is non-infringing or terminate the affected subscription and refund any prepaid fees for the remainder of the term. This Section 9 states Provider's entire liability for any such claim.`),
  },
  {
    id: 'h4x-consulting-convenience-at-the-price-of-the-whole-fee',
    pattern: 'override',
    type: 'consulting',
    check: 'consulting.termination_for_convenience',
    adverse: bad(swap(CONSULTING_CLIENT_OWNS, '8. Termination. The Client may terminate this Agreement on twenty-one (21) days\' written notice at any time.', `8. Termination. The Client may terminate this Agreement on twenty-one (21) days' written notice at any time, provided that it pays the Consultant, as a termination fee, all instalments of the fixed fee that would have fallen due had the Agreement run its course.`)),
    benign: good(swap(CONSULTING_CLIENT_OWNS, '8. Termination. The Client may terminate this Agreement on twenty-one (21) days\' written notice at any time.', `8. Termination. The Client may terminate this Agreement on twenty-one (21) days' written notice at any time, provided that it pays the Consultant for the services performed up to the date of termination and any non-cancellable expenses properly incurred.`)),
  },
  {
    id: 'h4x-msa-termination-leaves-the-sows-running',
    pattern: 'override',
    type: 'msa',
    check: 'msa.termination_for_convenience',
    adverse: badOrMissing(`17.2 Customer may terminate this Agreement for convenience on thirty (30) days' written notice to Supplier. No such termination shall affect any Statement of Work then in force, each of which shall continue until its stated end date and remain subject to the terms of this Agreement.`),
    benign: good(`17.2 Customer may terminate this Agreement, or any Statement of Work, for convenience on thirty (30) days' written notice to Supplier. On termination of this Agreement each Statement of Work then in force shall also terminate, and Customer shall pay for the Services performed up to the date of termination.`),
  },
  {
    id: 'h4x-lease-renewal-option-at-landlords-discretion',
    pattern: 'override',
    type: 'lease',
    check: 'lease.renewal_option',
    adverse: bad(`15. Option to Renew. The Tenant shall have an option to renew this Lease for a further term of five (5) years, exercisable by notice given not less than six (6) months before the end of the Term, provided that the renewal and the rent payable during the renewed term are agreed by the Landlord in its sole discretion.`),
    benign: good(`15. Option to Renew. The Tenant shall have an option to renew this Lease for a further term of five (5) years, exercisable by notice given not less than six (6) months before the end of the Term, at a rent agreed between the parties or, failing agreement, determined by an independent surveyor as the open market rent.`),
  },
];

/**
 * The pairs main's rules (a36a84c) got wrong on the first scoring, 2026-11-24 (20 of the 41, 8 of the ten more;
 * one side or both):
 * expected failures until a rule reads them; when one starts to pass, take it off the list. Each reason names only
 * the check and the side, not the wording. Judge round 11 (spent data by then) took 25 off: the classes it fixed read them; judge round 12 two more (a bar on
 * outsourcers' use without the word "sublicense", a termination for convenience that leaves the SOWs running).
 */
export const HOLDOUT4_MISSES: Record<string, string> = {
  // the ten more pairs, scored once on the same main
  'h4x-saas-renewal-notice-by-registered-mail': 'saas.auto_renewal: adverse side read as acceptable, not flagged',
};
