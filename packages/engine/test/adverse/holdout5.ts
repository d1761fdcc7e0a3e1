/**
 * Fifth blind hold-out (issue 11, 2026-11-24, written in the session's first hour): pairs written before reading any
 * rule code or the earlier hold-outs' wording (only the harness, positions.ts, cases.ts's types, the *format* of
 * holdout4.ts and the playbooks' public check ids, titles and positions were read). Each pair is a clause a lawyer
 * acting for the playbook's side would flag, and a benign twin sharing its words that a naive matcher would flag too.
 * Seven are short whole agreements with the hostile clause among ordinary terms; the rest are excerpts (a clause, a
 * schedule, an order-form line or special terms that override an earlier clause, read alone). Scored on main at the
 * start of the session and, unread in between by the engineers changing the review method, on final main at its end
 * (engine README "Fifth blind hold-out"). Kept as written: do not tune rules on these pairs or edit them to pass.
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, fill, good, noLaw, swap } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

const NDA_DOC = `MUTUAL CONFIDENTIALITY AGREEMENT

This Mutual Confidentiality Agreement (this "Agreement") is entered into as of March 3, 2026 (the "Effective Date") by and between Brightwater Analytics, Inc., a Delaware corporation ("Brightwater"), and Keel & Rudder LLC, a New York limited liability company ("Keel"). Brightwater and Keel are each a "Party" and together the "Parties".

1. Purpose. The Parties wish to evaluate a possible joint venture for the supply of fleet analytics software (the "Transaction"). In that connection each Party (in that capacity, the "Discloser") may disclose Confidential Information to the other Party (in that capacity, the "Recipient").

2. Confidential Information. "Confidential Information" means all non-public business, financial, technical and other information disclosed by the Discloser to the Recipient, in any form or medium, whether or not marked as confidential, that a reasonable person would understand to be confidential given its nature and the circumstances of disclosure.

3. Obligations of the Recipient. The Recipient shall (a) use Confidential Information solely to evaluate the Transaction; (b) disclose it only to its directors, officers, employees and professional advisers who need to know it for that purpose and who are bound by duties of confidentiality no less protective than this Agreement; and (c) protect it with at least the degree of care it uses for its own information of like kind, and in no event less than reasonable care.

4. Exclusions. The obligations in Section 3 do not apply to information that (a) is or becomes publicly available through no fault of the Recipient; (b) was known to the Recipient before its disclosure hereunder; (c) is rightfully received by the Recipient from a third party without a duty of confidentiality; or (d) is independently developed by the Recipient without use of the Confidential Information.

5. Compelled Disclosure. If the Recipient is required by law, regulation or court order to disclose any Confidential Information, it shall, where lawful, give the Discloser prompt written notice so that the Discloser may seek a protective order, and shall disclose only the portion it is legally required to disclose.

6. {{COMPETITION}}

7. Return of Materials. Upon the Discloser's written request, the Recipient shall promptly return or destroy all Confidential Information in its possession and, on request, certify the destruction in writing.

8. Term. This Agreement expires two (2) years after the Effective Date. The Recipient's obligations under Section 3 survive for three (3) years after expiry.

9. Remedies. Each Party acknowledges that a breach of this Agreement may cause the Discloser irreparable harm, and that the Discloser may seek injunctive relief in addition to any other remedy available to it.

10. Governing Law. This Agreement is governed by the laws of the State of New York, and the state and federal courts located in New York County have exclusive jurisdiction over any dispute arising out of it.

IN WITNESS WHEREOF, the Parties have executed this Agreement as of the Effective Date.

BRIGHTWATER ANALYTICS, INC.          KEEL & RUDDER LLC
By: ______________________           By: ______________________`;

const SAAS_DOC = `SUBSCRIPTION TERMS OF SERVICE

These Subscription Terms govern each order form signed by Tallyhaw, Inc. ("Tallyhaw") and the customer named in it ("Customer"). The order form and these Subscription Terms together form the "Agreement".

1. The Service. Tallyhaw will make its hosted scheduling platform (the "Service") available to Customer and its authorised users during the Subscription Term, in accordance with the Documentation and Schedule A (Service Levels).

2. Fees and Payment. Customer will pay the fees stated in the order form ("Fees") within thirty (30) days of the invoice date. Fees are fixed for the Initial Subscription Term.

3. Customer Data. As between the parties, Customer owns all data it submits to the Service ("Customer Data"). Tallyhaw will process Customer Data only to provide the Service to Customer, will protect it using industry-standard administrative, physical and technical safeguards, and will return or delete it at the end of the Subscription Term.

4. Acceptable Use. Customer will not, and will not permit any user to, (a) resell or sublicense the Service; (b) upload malicious code; (c) use the Service in violation of applicable law; or (d) interfere with the integrity or performance of the Service.

5. {{SUSPENSION}}

6. Term and Renewal. The Initial Subscription Term is stated in the order form. Thereafter the Agreement renews for successive twelve-month periods unless either party gives notice of non-renewal at least thirty (30) days before the end of the then-current term.

7. Limitation of Liability. Each party's aggregate liability arising out of or relating to the Agreement will not exceed the Fees paid or payable by Customer in the twelve (12) months preceding the event giving rise to the claim. This limit does not apply to a party's indemnification obligations or to its breach of confidentiality.

8. Indemnification. Tallyhaw will defend Customer against any third-party claim alleging that the Service infringes a patent, copyright or trademark, and will pay any damages finally awarded against Customer on such a claim.

9. General. The Agreement is governed by the laws of the State of California, and the courts located in San Francisco County have exclusive jurisdiction. Neither party may assign the Agreement without the other's prior written consent, except to a successor to substantially all of its business.`;

const LICENCE_DOC = `SOFTWARE LICENCE AGREEMENT

THIS AGREEMENT is made on 2 February 2026

BETWEEN

(1) QUILLON SYSTEMS GMBH, a company incorporated in Germany whose registered office is at Hafenstraße 12, 20457 Hamburg (the "Licensor"); and

(2) MARROW FOODS PLC, a company incorporated in England and Wales under number 04417723 (the "Licensee").

1. DEFINITIONS
In this Agreement: "Affiliate" means any entity that controls, is controlled by or is under common control with the Licensee; "Software" means the warehouse planning software described in Schedule 1, in object code form, together with its documentation; and "Term" means the period described in clause 8.

2. GRANT
The Licensor grants to the Licensee a non-exclusive, non-transferable licence for the Term to install and use the Software at the Licensee's sites in the United Kingdom and Ireland for the purposes of the Licensee's business.

3. {{SUBLICENCE}}

4. FEES
The Licensee shall pay the annual licence fee set out in Schedule 2 within thirty (30) days of receipt of a valid invoice.

5. INTELLECTUAL PROPERTY
All intellectual property rights in the Software remain vested in the Licensor or its licensors. The Licensee shall not decompile or reverse engineer the Software except to the extent permitted by law.

6. INDEMNITY
The Licensor shall defend the Licensee against any claim that the Licensee's use of the Software in accordance with this Agreement infringes the intellectual property rights of a third party, and shall indemnify the Licensee against the damages and costs finally awarded on such a claim.

7. LIABILITY
Subject to clause 6, each party's total liability under this Agreement in any contract year shall not exceed the licence fees paid in that year.

8. TERM AND TERMINATION
This Agreement continues for an initial period of three years and then from year to year. The Licensee may terminate it at any time on thirty (30) days' written notice. Either party may terminate it on written notice if the other commits a material breach which it fails to remedy within thirty (30) days of being asked to do so.

9. GOVERNING LAW
This Agreement and any non-contractual obligations arising out of it are governed by the law of England and Wales, and the courts of England have exclusive jurisdiction.`;

const CONSULTING_DOC = `CONSULTING AGREEMENT

This Consulting Agreement (the "Agreement") is made effective as of April 1, 2026 between Northgate Health, Inc., a Massachusetts corporation (the "Client"), and Priya Raman, doing business as Raman Advisory (the "Consultant").

1. Services. The Consultant shall provide the data-governance advisory services described in each statement of work signed by both parties (the "Services").

2. Fees. The Client shall pay the Consultant USD 1,450 per day of Services performed. The Consultant shall invoice monthly in arrears, and the Client shall pay each undisputed invoice within thirty (30) days of receipt.

3. Independent Contractor. The Consultant is an independent contractor and not an employee, partner or agent of the Client. The Consultant is solely responsible for her own taxes, insurance and benefits and has no authority to bind the Client.

4. {{OWNERSHIP}}

5. Confidentiality. Each party shall keep the other's confidential information in confidence and use it only for the purposes of this Agreement, during its term and for five (5) years thereafter.

6. Warranty. The Consultant warrants that the Services will be performed with reasonable skill and care and in accordance with generally recognised industry standards.

7. Insurance. The Consultant shall maintain professional liability insurance of not less than USD 1,000,000 per claim and shall provide a certificate of insurance on request.

8. Term and Termination. This Agreement continues until terminated. The Client may terminate it for any reason on fifteen (15) days' written notice, and either party may terminate it on written notice if the other materially breaches it and fails to cure the breach within fifteen (15) days.

9. Limitation of Liability. Except for breach of Section 5, neither party's liability under this Agreement shall exceed the fees paid or payable in the twelve (12) months preceding the claim.

10. Governing Law. This Agreement is governed by the laws of the Commonwealth of Massachusetts.`;

const DPA_DOC = `DATA PROCESSING AGREEMENT

This Data Processing Agreement ("DPA") forms part of the services agreement dated 9 March 2026 (the "Principal Agreement") between Verhoeven Retail B.V., Amsterdam (the "Controller"), and Cloudmere Limited, Dublin (the "Processor"). Capitalised terms have the meaning given in Regulation (EU) 2016/679 (the "GDPR").

1. Subject Matter. The Processor processes the customer and loyalty-programme Personal Data described in Annex 1 on behalf of the Controller for the duration of the Principal Agreement.

2. Instructions. The Processor shall process Personal Data only on the documented instructions of the Controller, including with regard to transfers, and shall immediately inform the Controller if in its opinion an instruction infringes the GDPR.

3. Personnel. The Processor shall ensure that every person authorised to process the Personal Data has committed himself or herself to confidentiality or is under an appropriate statutory obligation of confidentiality.

4. Security. The Processor shall implement the technical and organisational measures set out in Annex 2, which meet the requirements of Article 32 GDPR, and shall not reduce their overall level during the term.

5. Sub-processors. The Processor shall not engage another processor without the Controller's prior written authorisation. The Controller authorises the sub-processors listed in Annex 3. The Processor shall give the Controller at least thirty (30) days' notice of any intended addition or replacement, during which the Controller may object; the Processor shall impose the same data protection obligations on each sub-processor and remain fully liable for its performance.

6. {{TRANSFERS}}

7. Assistance. Taking into account the nature of the processing, the Processor shall assist the Controller by appropriate technical and organisational measures in responding to requests from Data Subjects and in meeting its obligations under Articles 32 to 36 GDPR.

8. Personal Data Breaches. The Processor shall notify the Controller without undue delay, and in any event within forty-eight (48) hours, after becoming aware of a Personal Data Breach, with the information required by Article 33(3) GDPR.

9. Deletion or Return. At the end of the provision of the services, the Processor shall, at the Controller's choice, delete or return all Personal Data and delete existing copies, unless Union or Member State law requires their storage.

10. Audits. The Processor shall make available to the Controller all information necessary to demonstrate compliance with this DPA and shall allow for and contribute to audits, including inspections, conducted by the Controller or another auditor mandated by it.

11. Governing Law. This DPA is governed by the laws of the Netherlands, and the courts of Amsterdam have exclusive jurisdiction.`;

const EMPLOYMENT_DOC = `CONTRACT OF EMPLOYMENT

This Agreement is made on 12 January 2026 between HALDEN MARINE LIMITED, registered in England under number 07731842 (the "Company"), and THOMAS ASHBY of 4 Quay Lane, Falmouth (the "Employee").

1. Appointment. The Company shall employ the Employee as Head of Commercial Sales from 2 February 2026. The Employee shall report to the Managing Director.

2. Salary. The Company shall pay the Employee a salary of £72,000 a year, payable in equal monthly instalments in arrears on or about the last working day of each month. Any bonus is at the Company's absolute discretion.

3. Hours and Place of Work. The Employee's normal hours are 9.00 am to 5.30 pm, Monday to Friday, at the Company's offices in Falmouth, together with such additional hours as are necessary for the proper performance of his duties.

4. Holidays. The Employee is entitled to twenty-eight (28) days' paid holiday in each holiday year, including bank holidays.

5. Notice. Either party may terminate the employment by giving the other not less than three (3) months' written notice.

6. Summary Termination. The Company may terminate the employment with immediate effect and without notice or payment in lieu if the Employee commits any act of gross misconduct, commits a serious or repeated breach of this Agreement, or is convicted of a criminal offence (other than a minor road traffic offence).

7. Confidentiality. The Employee shall not, during the employment or at any time after it ends, use or disclose any confidential information of the Company or any Group Company, except in the proper performance of his duties or as required by law.

8. Intellectual Property. All inventions, designs and other works made by the Employee in the course of his employment shall belong to the Company, and the Employee shall, at the Company's expense, do all things necessary to vest them in the Company.

9. Restrictions after Employment.
{{RESTRICTIONS}}

10. Governing Law. This Agreement is governed by the law of England and Wales, and the English courts have exclusive jurisdiction.`;

const LEASE_DOC = `OFFICE LEASE

This Office Lease (this "Lease") is dated June 1, 2026 between CARROW STREET PARTNERS LLC, an Illinois limited liability company ("Landlord"), and FINCHLEY DESIGN STUDIO, INC., a Delaware corporation ("Tenant").

1. Premises. Landlord leases to Tenant Suite 400 on the fourth floor of the building at 220 North Carrow Street, Chicago, Illinois (the "Premises").

2. Term. The term of this Lease is five (5) years, beginning on July 1, 2026 (the "Commencement Date").

3. Base Rent. Tenant shall pay base rent of $8,500.00 per month, in advance, on the first day of each calendar month, without demand.

4. Rent Adjustment. On each anniversary of the Commencement Date, the monthly base rent shall increase by three percent (3%) over the base rent payable in the preceding year.

5. Security Deposit. Tenant has deposited $17,000.00 with Landlord as security for its obligations. Landlord shall return the deposit to Tenant within thirty (30) days after the end of the term, less any amounts properly applied to cure Tenant's defaults, shown in an itemized statement.

6. Repairs. Landlord shall maintain and repair the roof, structure, exterior walls, common areas and base building systems. Tenant shall keep the interior of the Premises in good condition, reasonable wear and tear excepted.

7. {{ACCESS}}

8. Assignment and Subletting. Tenant shall not assign this Lease or sublet the Premises without Landlord's prior written consent, which Landlord shall not unreasonably withhold, condition or delay.

9. Insurance. Landlord shall insure the building against casualty. Tenant shall insure its personal property and carry commercial general liability insurance of not less than $1,000,000 per occurrence.

10. Default. If Tenant fails to pay rent within ten (10) days after written notice that it is due, or fails to cure any other default within thirty (30) days after written notice, Landlord may terminate this Lease.

11. Governing Law. This Lease is governed by the laws of the State of Illinois.`;

export const HOLDOUT5: AdverseCase[] = [
  // ---------------- NDA (5) ----------------
  {
    id: 'h5-nda-doc-non-competition-or-freedom-to-compete',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.non_compete',
    adverse: bad(fill(NDA_DOC, 'COMPETITION', '6. Non-Competition. During the term of this Agreement and for eighteen (18) months thereafter, neither Party shall, directly or indirectly, develop, market or offer any fleet analytics product that competes with the products of the other Party evaluated in connection with the Transaction.')),
    benign: good(fill(NDA_DOC, 'COMPETITION', '6. Freedom to Compete. Each Party acknowledges that the other Party may already develop, or may in future develop, market or offer, fleet analytics products that compete with its own, and nothing in this Agreement restricts either Party from doing so, provided that it does not use the other Party\'s Confidential Information.')),
  },
  {
    id: 'h5-nda-exclusions-overridden-by-a-later-clause',
    pattern: 'override',
    type: 'nda',
    check: 'nda.standard_exclusions',
    adverse: badOrMissing(`4.2 The obligations in clause 4.1 do not extend to information which (a) is or becomes generally available to the public other than through a breach of this Agreement; (b) was lawfully in the possession of the Receiving Party before its disclosure; (c) is received from a third party who is free to disclose it; or (d) is independently developed by the Receiving Party without reference to it.

4.3 Notwithstanding clause 4.2, the obligations in clause 4.1 shall apply to all Confidential Information, whether or not it has entered the public domain, was already known to the Receiving Party or was obtained from any other source.`),
    benign: good(`4.2 The obligations in clause 4.1 do not extend to information which (a) is or becomes generally available to the public other than through a breach of this Agreement; (b) was lawfully in the possession of the Receiving Party before its disclosure; (c) is received from a third party who is free to disclose it; or (d) is independently developed by the Receiving Party without reference to it.

4.3 Subject to clause 4.2, the obligations in clause 4.1 shall apply to all Confidential Information, whether it was disclosed before or after the date of this Agreement and whether it was disclosed directly or through any other source acting for the Disclosing Party.`),
  },
  {
    id: 'h5-nda-confidence-for-fifteen-years-or-five',
    pattern: 'position',
    type: 'nda',
    check: 'nda.term_length',
    adverse: bad('12. Duration. This Agreement shall come into force on the date of the last signature below. The obligations of each party under clauses 3 to 6 shall continue in force for a period of fifteen years from that date, notwithstanding the earlier completion or abandonment of the Project.'),
    benign: good('12. Duration. This Agreement shall come into force on the date of the last signature below. The obligations of each party under clauses 3 to 6 shall continue in force for a period of five years from that date, notwithstanding the earlier completion or abandonment of the Project, and in respect of any trade secret for so long as it remains a trade secret.'),
  },
  {
    id: 'h5-nda-unaided-memory-permitted-or-not',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.residuals',
    adverse: bad('7. Retained Knowledge. Each party shall be free to use, for any purpose, any ideas, concepts, know-how or techniques retained in the unaided memory of its personnel who have had access to the other party\'s Confidential Information, and shall owe no royalty or other obligation to the other party in respect of such use.'),
    benign: good('7. Retained Knowledge. For the avoidance of doubt, ideas, concepts, know-how or techniques retained in the unaided memory of a party\'s personnel who have had access to the other party\'s Confidential Information remain Confidential Information, and nothing in this Agreement permits either party to use them for any purpose other than the Purpose.'),
  },
  {
    id: 'h5-nda-law-chosen-later-by-the-discloser',
    pattern: 'position',
    type: 'nda',
    check: 'nda.governing_law',
    adverse: noLaw('15. Law and Jurisdiction. This Agreement shall be governed by and construed in accordance with the laws of such jurisdiction as the Disclosing Party may designate by written notice at the time a dispute arises, and the Receiving Party submits to the jurisdiction of the courts of that place.'),
    benign: good('15. Law and Jurisdiction. This Agreement shall be governed by and construed in accordance with the laws of England and Wales, and the Receiving Party submits to the exclusive jurisdiction of the English courts, save that the Disclosing Party may seek an injunction in the courts of any place where a breach occurs.'),
  },

  // ---------------- MSA (6) ----------------
  {
    id: 'h5-msa-cap-a-quarter-of-a-years-fees',
    pattern: 'position',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: bad('11.2 Subject to Section 11.1, the total aggregate liability of each party arising out of or in connection with this Agreement, whether in contract, tort (including negligence) or otherwise, shall not exceed an amount equal to twenty-five per cent (25%) of the Fees paid by Customer in the twelve (12) months immediately preceding the event giving rise to the claim.'),
    benign: good('11.2 Subject to Section 11.1, the total aggregate liability of each party arising out of or in connection with this Agreement, whether in contract, tort (including negligence) or otherwise, shall not exceed an amount equal to one hundred and fifty per cent (150%) of the Fees paid by Customer in the twelve (12) months immediately preceding the event giving rise to the claim.'),
  },
  {
    id: 'h5-msa-indemnity-given-only-by-the-customer',
    pattern: 'role',
    type: 'msa',
    check: 'msa.indemnification',
    adverse: badOrMissing('9. INDEMNIFICATION. Customer shall defend, indemnify and hold harmless Supplier and its officers, directors and employees from and against any and all losses, damages, costs and expenses (including reasonable attorneys\' fees) arising out of any third-party claim that the Customer Materials or Customer\'s use of the Services infringes or misappropriates any intellectual property right, or arising out of Customer\'s breach of this Agreement.'),
    benign: good('9. INDEMNIFICATION. Supplier shall defend, indemnify and hold harmless Customer and its officers, directors and employees from and against any and all losses, damages, costs and expenses (including reasonable attorneys\' fees) arising out of any third-party claim that the Services or Deliverables infringe or misappropriate any intellectual property right. Customer shall do the same for Supplier in respect of any third-party claim that the Customer Materials infringe any such right.'),
  },
  {
    id: 'h5-msa-renewal-for-three-years-or-twelve-months',
    pattern: 'layout',
    type: 'msa',
    check: 'msa.auto_renewal',
    adverse: bad(`14.1   Term.   This Agreement shall commence on the Effective Date and continue for an initial term of three (3) years.   Thereafter this
Agreement shall renew automatically for successive renewal terms of three (3) years each, unless either party gives
written notice of non-renewal to the other not less than one hundred and eighty (180) days before the expiry of the
then-current term.`),
    benign: good(`14.1   Term.   This Agreement shall commence on the Effective Date and continue for an initial term of three (3) years.   Thereafter this
Agreement shall renew automatically for successive renewal terms of twelve (12) months each, unless either party gives
written notice of non-renewal to the other not less than thirty (30) days before the expiry of the
then-current term.`),
  },
  {
    id: 'h5-msa-order-form-payment-terms-override',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.payment_terms',
    adverse: bad(`6.2 Invoices. Except as otherwise stated in an Order Form, Customer shall pay each undisputed invoice within thirty (30) days after receipt.

ORDER FORM No. 2026-114
Services: implementation and managed support (Schedule 1)
Payment Terms: Net 7 from the invoice date. Customer shall not withhold, set off or deduct any amount, whether or not disputed. These Payment Terms prevail over Section 6.2 of the Master Services Agreement.`),
    benign: good(`6.2 Invoices. Except as otherwise stated in an Order Form, Customer shall pay each undisputed invoice within thirty (30) days after receipt.

ORDER FORM No. 2026-114
Services: implementation and managed support (Schedule 1)
Payment Terms: Net 45 from receipt of a correct invoice. Customer may withhold any amount it disputes in good faith pending resolution of the dispute. These Payment Terms prevail over Section 6.2 of the Master Services Agreement.`),
  },
  {
    id: 'h5-msa-supplier-free-to-assign',
    pattern: 'role',
    type: 'msa',
    check: 'msa.assignment',
    adverse: bad('17.3 Assignment. The Customer may not assign, novate or otherwise transfer any of its rights or obligations under this Agreement without the prior written consent of Orrin Digital Ltd. Orrin Digital Ltd may assign, novate or subcontract any or all of its rights and obligations under this Agreement to any person at any time without the Customer\'s consent.'),
    benign: good('17.3 Assignment. Neither party may assign, novate or otherwise transfer any of its rights or obligations under this Agreement without the prior written consent of the other, such consent not to be unreasonably withheld, save that either party may assign this Agreement without consent to a successor to all or substantially all of its business in connection with a merger or sale.'),
  },
  {
    id: 'h5-msa-confidentiality-binding-the-customer-only',
    pattern: 'role',
    type: 'msa',
    check: 'msa.confidentiality',
    adverse: bad('8. Confidentiality. Customer shall hold all non-public information received from Provider in strict confidence, shall use it only for the purposes of this Agreement, and shall continue to do so for five (5) years after this Agreement ends. Provider may use and disclose any information received from Customer in the course of performing the Services for any purpose, including in aggregated case studies and marketing materials.'),
    benign: good('8. Confidentiality. Each party shall hold all non-public information received from the other in strict confidence, shall use it only for the purposes of this Agreement, and shall continue to do so for five (5) years after this Agreement ends. Provider may disclose information received from Customer to its subcontractors who need it to perform the Services and are bound by written obligations no less protective, and remains responsible for them.'),
  },

  // ---------------- SaaS (6) ----------------
  {
    id: 'h5-saas-doc-suspension-at-will-or-for-cause',
    pattern: 'position',
    type: 'saas',
    check: 'saas.suspension',
    adverse: bad(fill(SAAS_DOC, 'SUSPENSION', '5. Suspension. Tallyhaw may suspend or limit Customer\'s access to all or any part of the Service at any time, without prior notice and without liability to Customer, if Tallyhaw believes in good faith that Customer or any user has breached Section 4 or any other provision of these Subscription Terms.')),
    benign: good(fill(SAAS_DOC, 'SUSPENSION', '5. Suspension. Tallyhaw may suspend Customer\'s access to the Service only (a) if undisputed Fees remain unpaid fifteen (15) days after Tallyhaw has given written notice of non-payment, or (b) to the extent and for so long as reasonably necessary to prevent an imminent threat to the security of the Service or a use that breaches Section 4(c), in which case it will notify Customer promptly. Tallyhaw will restore access promptly once the cause of the suspension has been resolved.')),
  },
  {
    id: 'h5-saas-terms-changed-by-posting-or-by-amendment',
    pattern: 'position',
    type: 'saas',
    check: 'saas.unilateral_changes',
    adverse: bad('13.4 Changes. Vendor may revise these Terms of Service, the Acceptable Use Policy and the Support Policy from time to time by posting the revised version on its website. Revisions take effect on posting, and Customer\'s continued use of the Service after that date constitutes its acceptance of them.'),
    benign: good('13.4 Changes. Vendor may revise the Acceptable Use Policy and the Support Policy from time to time by giving Customer at least thirty (30) days\' written notice. If a revision materially reduces Customer\'s rights, Customer may terminate the affected subscription before the revision takes effect and receive a pro-rata refund of prepaid Fees. These Terms of Service may be amended only by a written agreement signed by both parties.'),
  },
  {
    id: 'h5-saas-renewal-uplift-fifteen-percent-or-capped',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.price_increases',
    adverse: bad(`ORDER FORM — Enterprise Plan
Subscription Term: 36 months from the Start Date
Annual Subscription Fee: USD 84,000, invoiced annually in advance
Pricing: Vendor may increase the Annual Subscription Fee with effect from each anniversary of the Start Date by up to fifteen percent (15%) of the fee for the preceding year, by notice on the invoice.`),
    benign: good(`ORDER FORM — Enterprise Plan
Subscription Term: 36 months from the Start Date
Annual Subscription Fee: USD 84,000, invoiced annually in advance
Pricing: The Annual Subscription Fee is fixed for the Subscription Term. On any renewal, Vendor may increase it by no more than the lesser of four percent (4%) and the change in CPI over the preceding year.`),
  },
  {
    id: 'h5-saas-customer-data-for-model-training-or-service-only',
    pattern: 'position',
    type: 'saas',
    check: 'saas.data_protection',
    adverse: bad('5.2 Licence to Customer Data. Customer grants Provider a worldwide, perpetual, irrevocable, royalty-free licence to use, copy, store, modify, aggregate and create derivative works of Customer Data, including to train and improve Provider\'s machine-learning models and for any other business purpose of Provider, and this licence survives termination of the Agreement.'),
    benign: good('5.2 Licence to Customer Data. Customer grants Provider a worldwide, non-exclusive, royalty-free licence to use, copy, store and process Customer Data solely to provide the Service to Customer in accordance with Customer\'s instructions. Provider shall not use Customer Data to train any machine-learning model, shall secure it to industry standards, and shall return or delete it when the Agreement ends.'),
  },
  {
    id: 'h5-saas-availability-commitment-taken-back',
    pattern: 'disapplied',
    type: 'saas',
    check: 'saas.service_levels',
    adverse: badOrMissing(`2.1 Availability. Vendor shall make the Service available 99.9% of the time in each calendar month, measured as set out in Schedule 2 (Service Levels).

2.2 Notwithstanding clause 2.1 and Schedule 2, Vendor gives no commitment as to the availability of the Service; no service credit shall be payable and Vendor shall have no liability for any period during which the Service is unavailable.`),
    benign: good(`2.1 Availability. Vendor shall make the Service available 99.9% of the time in each calendar month, measured as set out in Schedule 2 (Service Levels).

2.2 If availability in any month falls below the level in clause 2.1, Vendor shall credit Customer the percentage of that month's Fees set out in Schedule 2, and if it falls below 99.0% in any three months of a rolling twelve-month period, Customer may terminate the Agreement on written notice.`),
  },
  {
    id: 'h5-saas-only-the-vendor-may-walk-away',
    pattern: 'role',
    type: 'saas',
    check: 'saas.termination_for_convenience',
    adverse: badOrMissing('10.2 Termination for Convenience. Provider may terminate this Agreement for convenience on thirty (30) days\' written notice to Customer. Customer may not terminate this Agreement or any Subscription before the end of the Subscription Term, and all Fees for the Subscription Term are non-cancellable and non-refundable.'),
    benign: good('10.2 Termination for Convenience. Customer may terminate this Agreement for convenience on thirty (30) days\' written notice to Provider and receive a refund of any prepaid Fees for the period after termination. Provider may terminate this Agreement only for Customer\'s material breach that remains uncured thirty (30) days after notice.'),
  },

  // ---------------- licence (5) ----------------
  {
    id: 'h5-licence-doc-no-use-by-affiliates-or-contractors',
    pattern: 'position',
    type: 'license',
    check: 'license.sublicensing',
    adverse: bad(fill(LICENCE_DOC, 'SUBLICENCE', '3. RESTRICTIONS\nThe Licensee shall not sub-license the Software, and shall not allow any Affiliate, contractor or outsourcing provider to access or use it, whether on the Licensee\'s behalf or otherwise.')),
    benign: good(fill(LICENCE_DOC, 'SUBLICENCE', '3. SUB-LICENSING\nThe Licensee shall not sub-license the Software to any person other than its Affiliates and contractors acting on its behalf, for whose acts and omissions in relation to the Software the Licensee remains responsible.')),
  },
  {
    id: 'h5-licence-improvements-assigned-or-licensed-back',
    pattern: 'role',
    type: 'license',
    check: 'license.improvements',
    adverse: bad('8.1 Improvements. The Licensee hereby assigns to the Licensor, by way of present assignment of future rights, all right, title and interest in any improvement, modification or derivative work of the Licensed Technology made by or on behalf of the Licensee during the Term, and shall execute any document the Licensor requires to perfect that assignment.'),
    benign: good('8.1 Improvements. All right, title and interest in any improvement, modification or derivative work of the Licensed Technology made by or on behalf of the Licensee during the Term shall belong to the Licensee. The Licensee grants the Licensor a non-exclusive, royalty-free licence to use any such improvement that the Licensee elects to deliver to it.'),
  },
  {
    id: 'h5-licence-ends-on-any-change-of-control-or-a-competitor',
    pattern: 'position',
    type: 'license',
    check: 'license.change_of_control',
    adverse: bad('19. Change of Control. This Licence shall terminate automatically, without notice, upon any change in the control of the Licensee (including by merger, sale of shares or sale of substantially all of its assets) unless the Licensor has consented to it in writing beforehand.'),
    benign: good('19. Change of Control. A change in the control of the Licensee (including by merger, sale of shares or sale of substantially all of its assets) shall not terminate this Licence or require the Licensor\'s consent, save that where the person acquiring control is a direct competitor of the Licensor, the Licensor may terminate this Licence on ninety (90) days\' written notice.'),
  },
  {
    id: 'h5-licence-audits-at-will-or-once-a-year',
    pattern: 'position',
    type: 'license',
    check: 'license.royalties_audit',
    adverse: bad('6.4 Audit. Licensor or its nominated accountants may audit Licensee\'s books, records and systems at any time and as often as Licensor considers necessary, without prior notice, to verify the royalties payable, and Licensee shall bear the cost of every such audit.'),
    benign: good('6.4 Audit. Licensor or its nominated accountants may audit Licensee\'s books and records not more than once in any twelve-month period, on thirty (30) days\' prior written notice and during normal business hours, to verify the royalties payable. Licensor shall bear the cost of the audit unless it reveals an underpayment of more than five percent (5%), in which case Licensee shall reimburse it.'),
  },
  {
    id: 'h5-licence-barred-from-competing-software-or-free',
    pattern: 'polarity',
    type: 'license',
    check: 'license.exclusivity',
    adverse: bad('12. Competing Products. During the Term and for two (2) years after it ends, the Licensee shall not license, use, distribute or develop any software that performs substantially the same functions as the Licensed Software, whether alone or with any third party.'),
    benign: good('12. Competing Products. The Licensee is free, during the Term and after it ends, to license, use, distribute or develop any software, including software that performs substantially the same functions as the Licensed Software, whether alone or with any third party, provided that it does not use the Licensor\'s Confidential Information in doing so.'),
  },

  // ---------------- services and consulting (5) ----------------
  {
    id: 'h5-consulting-doc-consultant-keeps-the-work-product',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.ip_ownership',
    adverse: bad(fill(CONSULTING_DOC, 'OWNERSHIP', '4. Intellectual Property. All reports, software and other work product created by the Consultant under this Agreement ("Work Product"), and all intellectual property rights in it, shall vest in and remain the property of the Consultant. Subject to payment in full, the Consultant grants the Client a non-exclusive, non-transferable licence to use the Work Product for its internal business purposes during the term of this Agreement.')),
    benign: good(fill(CONSULTING_DOC, 'OWNERSHIP', '4. Intellectual Property. All reports, software and other work product created by the Consultant under this Agreement ("Work Product"), and all intellectual property rights in it, shall vest in and be the property of the Client upon creation, and the Consultant hereby assigns them to the Client. The Consultant\'s pre-existing materials remain her property, and she grants the Client a non-exclusive, perpetual, royalty-free licence to use them as part of the Work Product.')),
  },
  {
    id: 'h5-services-acceptance-by-use-or-after-review',
    pattern: 'position',
    type: 'services',
    check: 'services.acceptance',
    adverse: bad('7.3 Acceptance. Each Deliverable shall be deemed accepted by the Customer upon delivery, and any use of a Deliverable by the Customer in its business shall constitute final and irrevocable acceptance of it, whether or not it meets the Acceptance Criteria.'),
    benign: good('7.3 Acceptance. Each Deliverable shall be deemed accepted by the Customer only if it meets the Acceptance Criteria, or if the Customer has not notified a failure to meet them within thirty (30) Business Days after delivery; the Provider shall correct any Deliverable so rejected at its own cost and re-submit it for acceptance.'),
  },
  {
    id: 'h5-services-provider-excludes-all-liability',
    pattern: 'position',
    type: 'services',
    check: 'services.limitation_of_liability',
    adverse: bad('10.1 The Provider shall not be liable to the Customer for any loss or damage whatsoever arising out of or in connection with the Services or this Agreement, save to the extent that such liability cannot be excluded by law.'),
    benign: good('10.1 Neither party shall be liable to the other for any indirect or consequential loss arising out of or in connection with the Services or this Agreement. Subject to that, each party\'s total liability for all other loss shall not exceed the Charges paid or payable in the twelve (12) months preceding the claim, save to the extent that such liability cannot be limited by law.'),
  },
  {
    id: 'h5-consulting-exit-after-two-years-or-on-a-month',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.termination_for_convenience',
    adverse: bad('16.2 The Client may terminate this Agreement for convenience by giving the Consultant not less than six (6) months\' written notice, provided that no such notice may expire before the second anniversary of the Commencement Date.'),
    benign: good('16.2 The Client may terminate this Agreement for convenience at any time by giving the Consultant not less than thirty (30) days\' written notice; the Consultant may terminate it for convenience by giving the Client not less than six (6) months\' written notice.'),
  },
  {
    id: 'h5-services-warranty-disclaimed-in-capitals',
    pattern: 'polarity',
    type: 'services',
    check: 'services.services_warranty',
    adverse: bad('12. WARRANTIES. THE SERVICES AND DELIVERABLES ARE PROVIDED "AS IS". TO THE MAXIMUM EXTENT PERMITTED BY LAW, VENDOR DISCLAIMS ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING ANY WARRANTY THAT THE SERVICES WILL BE PERFORMED WITH REASONABLE SKILL AND CARE OR THAT ANY DELIVERABLE WILL CONFORM TO ITS SPECIFICATION.'),
    benign: good('12. WARRANTIES. VENDOR WARRANTS THAT THE SERVICES WILL BE PERFORMED WITH REASONABLE SKILL AND CARE BY SUITABLY QUALIFIED PERSONNEL AND THAT EACH DELIVERABLE WILL CONFORM TO ITS SPECIFICATION FOR NINETY (90) DAYS AFTER ACCEPTANCE, FAILING WHICH VENDOR SHALL RE-PERFORM THE SERVICES OR REFUND THE FEES PAID FOR THEM. EXCEPT AS EXPRESSLY STATED IN THIS SECTION, VENDOR DISCLAIMS ALL OTHER WARRANTIES, EXPRESS OR IMPLIED.'),
  },

  // ---------------- DPA (6) ----------------
  {
    id: 'h5-dpa-doc-transfers-anywhere-or-within-the-eea',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.international_transfers',
    adverse: bad(fill(DPA_DOC, 'TRANSFERS', '6. International Transfers. The Processor and its sub-processors may store and process Personal Data in any country in which they maintain facilities, and the Controller hereby consents to every such transfer.')),
    benign: good(fill(DPA_DOC, 'TRANSFERS', '6. International Transfers. The Processor and its sub-processors may store and process Personal Data only within the European Economic Area. Any transfer outside it requires the Controller\'s prior written consent and may take place only under an adequacy decision or the Standard Contractual Clauses.')),
  },
  {
    id: 'h5-dpa-breach-notice-five-business-days-or-seventy-two-hours',
    pattern: 'markup',
    type: 'dpa',
    check: 'dpa.breach_notification',
    adverse: bad('### 9. Personal Data Breach\n\n**9.1** The Processor shall notify the Controller of a *Personal Data Breach* within five (5) business days after the Processor has confirmed, following its internal investigation, that a Personal Data Breach has occurred.'),
    benign: good('### 9. Personal Data Breach\n\n**9.1** The Processor shall notify the Controller of a *Personal Data Breach* without undue delay and in any event within seventy-two (72) hours after becoming aware of it, and shall provide the information required by Article 33(3) of the GDPR as it becomes available.'),
  },
  {
    id: 'h5-dpa-new-sub-processors-without-objection',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.sub_processors',
    adverse: bad('Clause 7 (Sub-processing). The Controller grants the Processor a general authorisation to engage sub-processors. The Processor may add or replace sub-processors at any time by updating the list on its website, and the Controller shall have no right to object to any such change.'),
    benign: good('Clause 7 (Sub-processing). The Controller grants the Processor a general authorisation to engage the sub-processors on the list on its website. The Processor shall notify the Controller at least thirty (30) days before it adds or replaces a sub-processor; the Controller may object on reasonable grounds and, if the objection is not resolved, terminate the affected Services. The Processor shall impose the same data protection obligations on each sub-processor and remain fully liable for it.'),
  },
  {
    id: 'h5-dpa-data-kept-for-the-processors-purposes',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.deletion_return',
    adverse: bad('12. End of Processing. Upon termination of the Agreement, the Processor may retain the Personal Data for as long as it considers necessary for its legitimate business purposes, including analytics and the improvement of its products, and shall thereafter delete it in accordance with its standard retention schedule.'),
    benign: good('12. End of Processing. Upon termination of the Agreement, the Processor shall, at the Controller\'s choice, delete or return all Personal Data within thirty (30) days and delete existing copies, save where Union or Member State law requires their storage, in which case it may retain those copies only for as long as that law requires.'),
  },
  {
    id: 'h5-dpa-audit-satisfied-by-a-report-alone',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.audits',
    adverse: bad('Section 10 – Audits. The Controller\'s rights of audit under Article 28(3)(h) GDPR shall be satisfied exclusively by the Processor providing, on request, a copy of its most recent SOC 2 Type II report. No on-site audit or inspection of the Processor\'s premises or systems shall be permitted in any circumstances.'),
    benign: good('Section 10 – Audits. The Controller\'s rights of audit under Article 28(3)(h) GDPR shall be satisfied in the first instance by the Processor providing, on request, a copy of its most recent SOC 2 Type II report. If that report does not reasonably answer the Controller\'s questions, the Controller or its auditor may carry out one on-site audit per year on thirty (30) days\' notice.'),
  },
  {
    id: 'h5-dpa-controller-liability-left-unlimited',
    pattern: 'role',
    type: 'dpa',
    check: 'dpa.limitation_of_liability',
    adverse: bad('14. Liability. The Processor\'s total liability arising out of or in connection with this DPA shall not exceed the fees paid by the Controller under the Principal Agreement in the twelve (12) months before the claim. Nothing in this DPA limits the liability of the Controller, which shall be unlimited.'),
    benign: good('14. Liability. Each party\'s total liability arising out of or in connection with this DPA shall not exceed the fees paid by the Controller under the Principal Agreement in the twelve (12) months before the claim. Nothing in this DPA limits either party\'s liability for fraud or for any liability which cannot be limited by law.'),
  },

  // ---------------- employment (5, from the employer's side) ----------------
  {
    id: 'h5-employment-doc-solicitation-ban-for-thirty-months',
    pattern: 'position',
    type: 'employment',
    check: 'employment.non_solicit',
    adverse: bad(fill(EMPLOYMENT_DOC, 'RESTRICTIONS', '9.1 For a period of thirty (30) months after the Termination Date, the Employee shall not, directly or indirectly, solicit or entice away from the Company any employee, customer or client of the Company or of any Group Company.')),
    benign: good(fill(EMPLOYMENT_DOC, 'RESTRICTIONS', '9.1 For a period of twelve (12) months after the Termination Date, the Employee shall not, directly or indirectly, solicit or entice away from the Company any senior employee with whom he worked, or any customer or client with whom he had material dealings, in the twelve (12) months before the Termination Date.')),
  },
  {
    id: 'h5-employment-inventions-left-with-the-employee',
    pattern: 'role',
    type: 'employment',
    check: 'employment.ip_assignment',
    adverse: bad('5. Inventions. Any invention, improvement or work of authorship conceived or made by the Employee during the period of employment, whether or not during working hours or with the use of the Employer\'s resources, shall remain the sole and exclusive property of the Employee, who grants the Employer a non-exclusive licence to use it in the Employer\'s business.'),
    benign: good('5. Inventions. Any invention, improvement or work of authorship conceived or made by the Employee during the period of employment that relates to the Employer\'s business or results from work performed for the Employer is the sole and exclusive property of the Employer, and the Employee hereby assigns it to the Employer; an invention developed entirely on the Employee\'s own time without use of the Employer\'s resources remains the property of the Employee, as California Labor Code Section 2870 provides.'),
  },
  {
    id: 'h5-employment-non-compete-three-years-worldwide-or-six-months',
    pattern: 'position',
    type: 'employment',
    check: 'employment.non_compete',
    adverse: bad('18.2 The Executive covenants that for a period of thirty-six (36) months following the Termination Date he will not, anywhere in the world, be engaged, concerned or interested in any business which competes with any business carried on by the Company or any Group Company.'),
    benign: good('18.2 The Executive covenants that for a period of six (6) months following the Termination Date he will not, within the United Kingdom, be engaged, concerned or interested in any business which competes with a business of the Company in which he was materially involved in the twelve (12) months before the Termination Date.'),
  },
  {
    id: 'h5-employment-confidentiality-ends-with-the-job',
    pattern: 'polarity',
    type: 'employment',
    check: 'employment.confidentiality',
    adverse: bad('11. Confidential Information. During the employment the Employee must not use or disclose any Confidential Information of the Company except in the proper performance of the Employee\'s duties. The Employee\'s obligations under this clause cease upon the termination of the employment for any reason.'),
    benign: good('11. Confidential Information. During the employment the Employee must not use or disclose any Confidential Information of the Company except in the proper performance of the Employee\'s duties. The Employee\'s obligations under this clause continue after the termination of the employment for any reason, without limit in time, but cease to apply to information that becomes public other than through the Employee\'s default.'),
  },
  {
    id: 'h5-employment-year-of-notice-from-the-company',
    pattern: 'position',
    type: 'employment',
    check: 'employment.notice_period',
    adverse: bad('14. Termination. The Company may terminate the Employee\'s employment only by giving the Employee not less than twelve (12) months\' written notice, or by paying the Employee\'s full remuneration for that period in lieu of notice. The Employee may terminate the employment by giving the Company four (4) weeks\' written notice.'),
    benign: good('14. Termination. Either the Company or the Employee may terminate the Employee\'s employment by giving the other not less than three (3) months\' written notice, and the Company may instead pay the Employee\'s basic salary for that period in lieu of notice. Nothing in this clause affects the Company\'s right to terminate summarily for gross misconduct.'),
  },

  // ---------------- lease (5, from the tenant's side) ----------------
  {
    id: 'h5-lease-doc-entry-at-any-time-or-on-notice',
    pattern: 'position',
    type: 'lease',
    check: 'lease.landlord_access',
    adverse: bad(fill(LEASE_DOC, 'ACCESS', '7. Entry by Landlord. Landlord and its agents may enter the Premises at any time, with or without notice, to inspect, repair or alter them or to show them to prospective tenants, purchasers or lenders, and Tenant shall have no claim for any resulting interference with its business.')),
    benign: good(fill(LEASE_DOC, 'ACCESS', '7. Entry by Landlord. Landlord and its agents may enter the Premises at reasonable times on not less than twenty-four (24) hours\' notice to Tenant to inspect or repair them or to show them to prospective tenants, purchasers or lenders, and at any time without notice in an emergency, causing as little interference with Tenant\'s business as practicable.')),
  },
  {
    id: 'h5-lease-upward-only-review-or-open-market',
    pattern: 'position',
    type: 'lease',
    check: 'lease.rent_increases',
    adverse: bad('Schedule 4 (Rent Review). 1. The rent shall be reviewed on each Review Date to the higher of (a) the rent payable immediately before that Review Date and (b) the open market rent on that Review Date, as determined by the Landlord\'s surveyor, whose determination shall be final.'),
    benign: good('Schedule 4 (Rent Review). 1. The rent shall be reviewed on each Review Date to the open market rent on that Review Date, which may be higher or lower than the rent payable immediately before it, as agreed between the parties or, failing agreement, determined by an independent surveyor acting as an expert.'),
  },
  {
    id: 'h5-lease-landlord-break-or-tenant-break',
    pattern: 'role',
    type: 'lease',
    check: 'lease.termination_for_convenience',
    adverse: bad('8.5 Break Clause. The Landlord may determine this Lease at any time by giving the Tenant not less than three months\' written notice, and on the expiry of that notice the Term shall end, without prejudice to any claim by either party for an earlier breach.'),
    benign: good('8.5 Break Clause. The Tenant may determine this Lease on the third anniversary of the Term Commencement Date by giving the Landlord not less than six months\' written notice, and on that date the Term shall end, without prejudice to any claim by either party for an earlier breach. The Landlord may not determine this Lease except under clause 9 (Forfeiture).'),
  },
  {
    id: 'h5-lease-deposit-held-four-months-at-discretion',
    pattern: 'position',
    type: 'lease',
    check: 'lease.deposit',
    adverse: bad('Article 6 — Security Deposit. Landlord shall return the Security Deposit, without interest, within one hundred twenty (120) days after the expiration of the Term, less any amount that Landlord in its sole discretion considers to be owed to it.'),
    benign: good('Article 6 — Security Deposit. Landlord shall return the Security Deposit within thirty (30) days after the expiration of the Term, less only such amounts as are then due from Tenant under this Lease, itemized in a written statement delivered with the balance.'),
  },
  {
    id: 'h5-lease-consent-in-absolute-discretion-or-reasonable',
    pattern: 'position',
    type: 'lease',
    check: 'lease.assignment_subletting',
    adverse: bad('4.12 Alienation. The Tenant shall not assign, underlet, charge or part with possession of the whole or any part of the Premises without the prior written consent of the Landlord, which the Landlord may give or withhold in its absolute discretion.'),
    benign: good('4.12 Alienation. The Tenant shall not assign, underlet, charge or part with possession of the whole or any part of the Premises without the prior written consent of the Landlord, such consent not to be unreasonably withheld or delayed, save that no consent is needed to share occupation with a Group Company.'),
  },
];

/**
 * Ten more pairs (2026-11-24), written the same way after the 43 had been scored (their per-pair readings seen, the
 * rules still unread), none on a check the 43 missed, and scored once on the same main; reported separately and
 * together with the 43 (README "Fifth blind hold-out"). Four are the 43's whole agreements with another clause changed.
 */
const NDA_NO_COMPETITION_CLAUSE = fill(NDA_DOC, 'COMPETITION', '6. No Obligation. Neither Party is obliged to proceed with the Transaction or to disclose any particular information.');
const SAAS_SUPPORT = fill(SAAS_DOC, 'SUSPENSION', '5. Support. Tallyhaw will provide support by email during business hours as described in the Documentation.');
const CONSULTING_CLIENT_OWNS = fill(CONSULTING_DOC, 'OWNERSHIP', '4. Work Product. All work product created by the Consultant for the Client under this Agreement shall belong to the Client upon payment.');
const LEASE_QUIET_ENJOYMENT = fill(LEASE_DOC, 'ACCESS', '7. Quiet Enjoyment. Tenant, on paying the rent and performing its obligations under this Lease, shall peaceably enjoy the Premises without interruption by Landlord.');
const NDA_SHARING = '(b) disclose it only to its directors, officers, employees and professional advisers who need to know it for that purpose and who are bound by duties of confidentiality no less protective than this Agreement;';
const SAAS_RENEWAL = 'Thereafter the Agreement renews for successive twelve-month periods unless either party gives notice of non-renewal at least thirty (30) days before the end of the then-current term.';
const CONSULTING_INSURANCE = '7. Insurance. The Consultant shall maintain professional liability insurance of not less than USD 1,000,000 per claim and shall provide a certificate of insurance on request.';
const LEASE_REPAIRS = '6. Repairs. Landlord shall maintain and repair the roof, structure, exterior walls, common areas and base building systems. Tenant shall keep the interior of the Premises in good condition, reasonable wear and tear excepted.';

export const HOLDOUT5_EXTRA: AdverseCase[] = [
  {
    id: 'h5x-nda-doc-disclosure-to-any-business-contact-or-need-to-know',
    pattern: 'position',
    type: 'nda',
    check: 'nda.sharing_with_third_parties',
    adverse: bad(swap(NDA_NO_COMPETITION_CLAUSE, NDA_SHARING, '(b) disclose it to any third party with which it has a business relationship, as the Recipient sees fit, without notice to the Discloser;')),
    benign: good(swap(NDA_NO_COMPETITION_CLAUSE, NDA_SHARING, '(b) disclose it only to its Affiliates, directors, employees, professional advisers and contractors who need to know it for that purpose and who are bound by written duties of confidentiality no less protective than this Agreement, the Recipient remaining responsible for any breach by them;')),
  },
  {
    id: 'h5x-nda-disclosure-on-request-or-when-required',
    pattern: 'position',
    type: 'nda',
    check: 'nda.compelled_disclosure_notice',
    adverse: bad('5.3 The Receiving Party may disclose Confidential Information to any governmental, regulatory or judicial authority that requests it, without notice to the Disclosing Party and without limiting the disclosure to what is legally required.'),
    benign: good('5.3 If a governmental, regulatory or judicial authority of competent jurisdiction requires the Receiving Party by law to disclose Confidential Information, the Receiving Party may do so, provided that, where lawful, it first gives the Disclosing Party prompt written notice and discloses only what is legally required.'),
  },
  {
    id: 'h5x-msa-charges-varied-on-notice-or-by-agreement',
    pattern: 'position',
    type: 'msa',
    check: 'msa.unilateral_changes',
    adverse: bad('5.4 Variation of Charges. The Supplier may vary the Charges at any time by giving the Customer not less than fourteen (14) days\' notice in writing, and the varied Charges shall apply from the date stated in the notice.'),
    benign: good('5.4 Variation of Charges. The Charges may be varied only by a written agreement signed by both parties. The Supplier may propose a variation by giving the Customer not less than ninety (90) days\' notice in writing, and the proposal shall have no effect unless the Customer accepts it in writing.'),
  },
  {
    id: 'h5x-msa-exit-on-six-months-with-a-fee-or-two',
    pattern: 'position',
    type: 'msa',
    check: 'msa.termination_for_convenience',
    adverse: bad('15.2 Customer may terminate this Agreement for convenience by giving Provider one hundred and eighty (180) days\' written notice, and shall on termination pay Provider an early-termination fee equal to the Fees that would have been payable for the remainder of the Term.'),
    benign: good('15.2 Customer may terminate this Agreement for convenience by giving Provider sixty (60) days\' written notice, and shall on termination pay Provider only for the Services performed up to the termination date.'),
  },
  {
    id: 'h5x-saas-doc-renewal-stoppable-only-by-the-customer-early',
    pattern: 'position',
    type: 'saas',
    check: 'saas.auto_renewal',
    adverse: bad(swap(SAAS_SUPPORT, SAAS_RENEWAL, 'Thereafter the Agreement renews automatically for successive periods equal in length to the Initial Subscription Term unless Customer gives notice of non-renewal at least one hundred twenty (120) days before the end of the then-current term.')),
    benign: good(swap(SAAS_SUPPORT, SAAS_RENEWAL, 'Thereafter the Agreement renews automatically for successive twelve-month periods unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term.')),
  },
  {
    id: 'h5x-licence-evaluation-on-one-machine-or-the-business',
    pattern: 'position',
    type: 'license',
    check: 'license.grant_scope',
    adverse: bad('2.1 Licence. Subject to the terms of this Agreement, Licensor grants Licensee a non-exclusive, non-transferable licence, revocable by Licensor at any time, to use the Software on a single designated computer for evaluation purposes only.'),
    benign: good('2.1 Licence. Subject to the terms of this Agreement, Licensor grants Licensee a non-exclusive, non-transferable, perpetual licence, revocable only for Licensee\'s uncured material breach, to install, use, copy and modify the Software on any number of computers for Licensee\'s business purposes throughout the world.'),
  },
  {
    id: 'h5x-consulting-doc-no-insurance-or-insured',
    pattern: 'polarity',
    type: 'consulting',
    check: 'consulting.insurance',
    adverse: badOrMissing(swap(CONSULTING_CLIENT_OWNS, CONSULTING_INSURANCE, '7. Insurance. The Consultant shall not be required to maintain professional liability or any other insurance in connection with the Services, and shall not be obliged to provide any certificate of insurance.')),
    benign: good(swap(CONSULTING_CLIENT_OWNS, CONSULTING_INSURANCE, '7. Insurance. The Consultant shall maintain professional liability insurance of not less than USD 1,000,000 per claim and general liability insurance of not less than USD 2,000,000, during the term and for three (3) years thereafter, and shall not be required to provide a certificate of insurance more than once a year.')),
  },
  {
    id: 'h5x-dpa-processing-for-the-processors-own-purposes',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.instructions',
    adverse: bad('3.1 The Processor shall process Personal Data on the Controller\'s instructions and may also process it for its own purposes, including product development, benchmarking and the compilation of aggregated statistics.'),
    benign: good('3.1 The Processor shall process Personal Data only on the Controller\'s documented instructions, which include the compilation of aggregated statistics about the Controller\'s use of the services solely in order to report them to the Controller.'),
  },
  {
    id: 'h5x-employment-cause-only-on-conviction-or-defined',
    pattern: 'position',
    type: 'employment',
    check: 'employment.termination_for_cause',
    adverse: bad('7.2 The Company may terminate the Employee\'s employment for Cause without notice. "Cause" means only the Employee\'s conviction of a felony involving the property of the Company; no other conduct, including gross misconduct, dishonesty or material breach of this Agreement, shall constitute Cause.'),
    benign: good('7.2 The Company may terminate the Employee\'s employment for Cause without notice. "Cause" means the Employee\'s gross misconduct, dishonesty, material breach of this Agreement or conviction of a felony; where a breach is capable of remedy, the Company shall first give the Employee fifteen (15) days to remedy it.'),
  },
  {
    id: 'h5x-lease-doc-tenant-repairs-the-structure-or-the-interior',
    pattern: 'role',
    type: 'lease',
    check: 'lease.repairs',
    adverse: bad(swap(LEASE_QUIET_ENJOYMENT, LEASE_REPAIRS, '6. Repairs. Tenant shall keep the whole of the Premises, including the roof, structure, exterior walls and base building systems serving them, in good and substantial repair and condition, and shall put them into such repair where necessary, whatever the cause of the disrepair and whether or not it existed at the Commencement Date.')),
    benign: good(swap(LEASE_QUIET_ENJOYMENT, LEASE_REPAIRS, '6. Repairs. Tenant shall keep the interior of the Premises in good repair and condition, reasonable wear and tear excepted. Landlord shall keep the roof, structure, exterior walls, common areas and base building systems in good and substantial repair and condition, whatever the cause of the disrepair.')),
  },
];

/**
 * The pairs main's rules (32dc29f) got wrong on the first scoring, 2026-11-24 (15 of the 43, 4 of the ten more; one side or both):
 * expected failures until a rule reads them; when one starts to pass, take it off the list. Each reason names only the
 * check and the side, not the wording. Judge round 12 (spent data by then) took all 18 off: the classes of drafting it
 * fixed read them (test/judge12.test.ts holds its own wordings of each class).
 */
export const HOLDOUT5_MISSES: Record<string, string> = {};
