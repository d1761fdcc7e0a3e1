/**
 * Sixth blind hold-out (issue 11, 2026-11-24, written in the tenth session's first hour): pairs written before reading
 * any rule code or the earlier hold-outs' wording (only the harness, `positions.ts`, `cases.ts`'s types, the *format*
 * of `holdout5.ts` and the playbooks' public check ids, titles and positions were read). Each pair is a clause a lawyer
 * acting for the playbook's side would flag, and a benign twin sharing its words that a naive matcher would flag too.
 * Eight are short whole agreements with the hostile clause among ordinary terms; the rest are excerpts (a clause, a
 * schedule of special conditions, an order form, a rider that overrides an earlier clause, one in Markdown and one as
 * text extracted from a PDF), read alone. Scored on main at the start of the session and, unread in between by the
 * engineers changing the review method, on final main at its end (engine README "Sixth blind hold-out"). Kept as
 * written: do not tune rules on these pairs or edit them to pass.
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, fill, good, noLaw, swap } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

const NDA_DOC = `CONFIDENTIALITY AGREEMENT

THIS AGREEMENT is dated 14 January 2026.

PARTIES

(1) HARROWGATE SYSTEMS LIMITED, a company incorporated in England and Wales with company number 08812345, whose registered office is at 4 Mercer Yard, Leeds LS1 4DW ("Harrowgate"); and

(2) PETREL MARINE AS, a company incorporated in Norway with organisation number 998 112 334, whose registered office is at Strandkaien 12, 5013 Bergen ("Petrel").

BACKGROUND

The parties intend to discuss a possible collaboration for the retrofitting of hybrid propulsion control units to coastal vessels (the "Project") and will exchange information for that purpose.

1. DEFINITIONS AND INTERPRETATION

1.1 In this Agreement "Confidential Information" means all information of a confidential nature, whether technical, commercial, financial or operational, disclosed (whether before or after the date of this Agreement, in writing, orally, visually or by any other means) by one party (the "Discloser") to the other party (the "Recipient") in connection with the Project.

1.2 Clause headings do not affect the interpretation of this Agreement.

2. CONFIDENTIALITY UNDERTAKINGS

2.1 The Recipient shall keep the Discloser's Confidential Information secret and confidential, shall not use it for any purpose other than the evaluation and performance of the Project, and shall not disclose it to any person except to those of its employees, officers and professional advisers who need to know it for that purpose and who are informed of its confidential nature.

2.2 The Recipient shall be responsible for any breach of this clause 2 by any person to whom it discloses Confidential Information.

3. EXCEPTIONS

Clause 2 shall not apply to Confidential Information which (a) is or becomes generally available to the public other than as a result of a breach of this Agreement; (b) was lawfully in the Recipient's possession before it was disclosed by the Discloser; (c) is lawfully received by the Recipient from a third party free to disclose it; or (d) is developed by or for the Recipient independently of the Confidential Information.

4. REQUIRED DISCLOSURE

The Recipient may disclose Confidential Information to the extent required by law, by any governmental or regulatory authority or by a court of competent jurisdiction, provided that, to the extent it is legally permitted to do so, it gives the Discloser as much notice of the disclosure as possible.

5. RETURN OF INFORMATION

On the Discloser's written request the Recipient shall promptly return or destroy the Discloser's Confidential Information and all copies of it.

{{RESIDUALS}}

7. DURATION

This Agreement shall continue in force for three (3) years from its date.

8. GOVERNING LAW AND JURISDICTION

This Agreement and any dispute or claim arising out of or in connection with it shall be governed by the law of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction.

This Agreement has been entered into on the date stated at the beginning of it.

Signed by Alice Hebden, director, for and on behalf of HARROWGATE SYSTEMS LIMITED ____________________

Signed by Erik Solberg, daglig leder, for and on behalf of PETREL MARINE AS ____________________`;

const MSA_DOC = `MASTER SERVICES AGREEMENT

This Master Services Agreement (the "Agreement") is made effective as of April 1, 2026 (the "Effective Date") between Corvid Logistics, Inc., a Washington corporation ("Customer"), and Halberd Cloud Services LLC, a Delaware limited liability company ("Supplier").

1. SERVICES. Supplier shall perform the services described in each statement of work executed by both parties (each, an "SOW"). Each SOW is incorporated into and governed by this Agreement.

2. FEES AND PAYMENT. Customer shall pay the fees set forth in each SOW. Supplier shall invoice monthly in arrears, and Customer shall pay each undisputed invoice within forty-five (45) days after receipt.

3. TERM AND TERMINATION. This Agreement commences on the Effective Date and continues until terminated. Customer may terminate this Agreement or any SOW for convenience upon thirty (30) days' prior written notice. Either party may terminate this Agreement upon written notice if the other party materially breaches it and fails to cure the breach within thirty (30) days after notice.

4. CONFIDENTIALITY. Each party shall hold the other party's Confidential Information in confidence, use it only to perform or receive the Services, and not disclose it except to its employees and contractors who need to know it and are bound by written obligations at least as protective. These obligations survive for five (5) years after termination.

5. WARRANTIES. Supplier warrants that the Services will be performed in a professional and workmanlike manner consistent with generally accepted industry standards.

6. INDEMNIFICATION. Supplier shall defend Customer against any third-party claim alleging that the Services or any deliverable infringe or misappropriate any patent, copyright, trademark or trade secret, and shall pay any damages finally awarded or agreed in settlement.

7. LIMITATION OF LIABILITY.

{{LIABILITY}}

8. ASSIGNMENT. Neither party may assign this Agreement without the other party's prior written consent, except to a successor to all or substantially all of its business or assets to which this Agreement relates.

9. GOVERNING LAW. This Agreement is governed by the laws of the State of New York, without regard to its conflict-of-laws rules, and the parties submit to the exclusive jurisdiction of the state and federal courts located in New York County.

10. ENTIRE AGREEMENT. This Agreement, together with all SOWs, is the entire agreement of the parties about its subject matter and may be amended only in a writing signed by both parties.

CORVID LOGISTICS, INC.                HALBERD CLOUD SERVICES LLC
By: ____________________              By: ____________________`;

const SAAS_DOC = `ONLINE SUBSCRIPTION AGREEMENT

This agreement is between Quillfeather Software Limited, a company registered in Ireland (number 654321) ("Provider"), and the customer named in the Order Form ("Customer").

1. Subscription. Subject to this agreement, Provider grants Customer a non-exclusive, non-transferable right for its Authorised Users to access and use the Service during the Subscription Term set out in the Order Form.

2. Customer Data. Customer owns all data it uploads to the Service ("Customer Data"). Provider shall process Customer Data only to provide the Service, shall protect it with appropriate technical and organisational measures, and shall make it available for export for thirty (30) days after the agreement ends.

3. Fees. Customer shall pay the fees stated in the Order Form annually in advance within thirty (30) days of the invoice date. Fees are exclusive of VAT.

{{SUSPENSION}}

5. Service levels. Provider shall make the Service available 99.9% of the time in each calendar month, excluding planned maintenance notified at least forty-eight hours in advance. If it does not, Customer shall receive the service credits set out in the Service Level Schedule.

6. Term. The agreement starts on the date of the Order Form and continues for the Subscription Term. It then renews for further periods of twelve months unless either party gives the other at least thirty (30) days' notice of non-renewal.

7. Liability. Each party's total liability under this agreement in any twelve-month period is limited to the fees paid and payable by Customer in that period. Neither party limits its liability for fraud, death or personal injury caused by negligence, or breach of clause 2.

8. Governing law. This agreement is governed by the laws of Ireland and the Irish courts have exclusive jurisdiction.`;

const LICENCE_DOC = `SOFTWARE LICENCE AGREEMENT

Dated: 9 February 2026

Between:
(1) Ardent Geodata GmbH, Hohenzollernring 21, 50672 Köln, Germany (the "Licensor"); and
(2) Fenwick Surveying Pty Ltd (ACN 612 345 678), 40 Flinders Lane, Melbourne VIC 3000, Australia (the "Licensee").

1. Licence. The Licensor grants the Licensee a non-exclusive, worldwide licence for the term of this Agreement to install, use, copy and modify the GeoStitch software, in object and source code form (the "Software"), for the Licensee's internal business purposes, including the processing of survey data for its clients.

2. Fees. The Licensee shall pay the annual licence fee of EUR 42,000 within thirty (30) days of each invoice.

{{IMPROVEMENTS}}

4. Support. The Licensor shall provide the maintenance and support services described in Schedule 2, including new releases, during the term of this Agreement.

5. Intellectual property indemnity. The Licensor shall defend and indemnify the Licensee against any claim by a third party that the use of the Software in accordance with this Agreement infringes that party's intellectual property rights.

6. Liability. Each party's total liability under this Agreement is limited to the licence fees paid in the twelve (12) months preceding the claim, except for liability under clause 5 and liability which cannot lawfully be limited.

7. Term and termination. This Agreement continues for an initial term of three (3) years and then from year to year. The Licensee may terminate it for convenience on thirty (30) days' written notice. Either party may terminate it for the other's material breach which remains unremedied thirty (30) days after notice.

8. Law. This Agreement is governed by the laws of England and Wales. The courts of England and Wales have non-exclusive jurisdiction.

Signed for the Licensor: ____________________     Signed for the Licensee: ____________________`;

const CONSULTING_DOC = `INDEPENDENT CONSULTING AGREEMENT

This Independent Consulting Agreement is entered into as of May 4, 2026, by and between Tidewater Health Systems, Inc., a Virginia nonstock corporation (the "Client"), and Marrow & Finch Advisory LLC, a Virginia limited liability company (the "Consultant").

1. Services. The Consultant shall provide the revenue-cycle advisory services described in Exhibit A (the "Services") at the times and places reasonably requested by the Client.

{{FEES}}

3. Independent Contractor. The Consultant is an independent contractor and not an employee, partner or agent of the Client. The Consultant is solely responsible for all taxes, insurance and benefits of its personnel and has no authority to bind the Client.

4. Work Product. All reports, analyses and other materials prepared by the Consultant for the Client under this Agreement are works made for hire and shall be the sole property of the Client. The Consultant retains its pre-existing methodologies and tools and grants the Client a perpetual, royalty-free license to use them as part of the work product.

5. Confidentiality. Each party shall keep confidential all non-public information received from the other party and shall use it only for the purposes of this Agreement, during its term and for three (3) years after it ends.

6. Insurance. The Consultant shall maintain professional liability insurance of not less than $2,000,000 per claim and commercial general liability insurance of not less than $1,000,000 per occurrence, and shall furnish certificates on request.

7. Term and Termination. This Agreement begins on its date and continues until the Services are complete. The Client may terminate this Agreement for any reason on fifteen (15) days' written notice, and shall pay for Services performed through the date of termination.

8. Governing Law. This Agreement is governed by the laws of the Commonwealth of Virginia.

TIDEWATER HEALTH SYSTEMS, INC.            MARROW & FINCH ADVISORY LLC
By: ______________________                 By: ______________________`;

const DPA_DOC = `DATA PROCESSING AGREEMENT

between Lindqvist Retail AB, Sveavägen 44, 111 34 Stockholm, Sweden (the "Controller") and Parcelwise B.V., Keizersgracht 180, 1016 DW Amsterdam, the Netherlands (the "Processor"), under Article 28 of Regulation (EU) 2016/679 (the "GDPR").

1. Subject matter. The Processor processes the personal data of the Controller's customers listed in Annex 1 in order to provide parcel tracking and delivery notification services under the Services Agreement of 1 March 2026.

2. Instructions. The Processor shall process the personal data only on documented instructions from the Controller, including with regard to transfers of personal data to a third country, and shall immediately inform the Controller if, in its opinion, an instruction infringes the GDPR.

3. Confidentiality. The Processor shall ensure that persons authorised to process the personal data have committed themselves to confidentiality or are under an appropriate statutory obligation of confidentiality.

4. Security. The Processor shall implement the technical and organisational measures described in Annex 2, which meet the requirements of Article 32 GDPR, and shall not reduce their overall level of protection during the term of this Agreement.

5. Sub-processors. The Processor shall not engage another processor without the prior specific or general written authorisation of the Controller. In the case of general written authorisation, the Processor shall inform the Controller of any intended changes at least thirty (30) days in advance, giving the Controller the opportunity to object.

{{BREACH}}

7. Assistance. Taking into account the nature of the processing, the Processor shall assist the Controller by appropriate technical and organisational measures in responding to requests from data subjects and in meeting its obligations under Articles 32 to 36 GDPR.

8. End of processing. At the end of the services the Processor shall, at the choice of the Controller, delete or return all the personal data and delete existing copies unless Union or Member State law requires their storage.

9. Audits. The Processor shall make available to the Controller all information necessary to demonstrate compliance with this Agreement and shall allow for and contribute to audits, including inspections, conducted by the Controller or another auditor mandated by it.

10. Transfers. The Processor shall not transfer the personal data outside the European Economic Area without the Controller's prior written consent and the Standard Contractual Clauses adopted by the European Commission.

11. Law. This Agreement is governed by the laws of Sweden.`;

const EMPLOYMENT_DOC = `STATEMENT OF MAIN TERMS OF EMPLOYMENT

Employer: Oakhurst Precision Engineering Limited, Unit 7, Brindley Park, Coventry CV3 4FX (the "Company")
Employee: Priya Natarajan (the "Employee")

1. Start date and job title. The employment begins on 2 March 2026. The Employee is employed as Senior Controls Engineer and shall report to the Head of Engineering.

2. Place of work. The Employee's normal place of work is the Company's premises in Coventry, with hybrid working as permitted by the Company's policy from time to time.

3. Salary. The Employee's salary is £68,000 per year, payable monthly in arrears on or about the 25th day of each month by credit transfer. The Employee may be eligible for a discretionary bonus under the Company's bonus scheme.

4. Hours. The Employee's normal hours are 9.00 am to 5.30 pm, Monday to Friday, with one hour for lunch.

5. Holidays. The Employee is entitled to 25 days' paid holiday in each holiday year in addition to the usual public holidays in England.

6. Notice. After the probationary period of six months, either party may terminate the employment by giving the other three (3) months' written notice. The Company may terminate the employment without notice for gross misconduct.

7. Confidentiality. The Employee shall not, during the employment or at any time after it ends, use or disclose any confidential information of the Company or its customers, except in the proper performance of the Employee's duties or as required by law.

8. Intellectual property. All inventions, designs, software and other work created by the Employee in the course of the employment belong to the Company, and the Employee shall do all things reasonably requested to confirm the Company's ownership.

{{RESTRICTIONS}}

10. Governing law. This statement and the employment are governed by the law of England and Wales.

Signed for the Company: ____________________     Signed by the Employee: ____________________`;

const LEASE_DOC = `RETAIL LEASE

THIS LEASE is made as of June 1, 2026, between GRANITE ROW PROPERTIES LP, an Oregon limited partnership ("Landlord"), and BLUEBELL BAKERY CO., an Oregon corporation ("Tenant").

1. Premises. Landlord leases to Tenant the ground-floor retail unit known as Suite 110, 2215 NW Quimby Street, Portland, Oregon, containing approximately 1,850 rentable square feet (the "Premises").

2. Term. The term of this Lease is five (5) years, commencing on July 1, 2026 (the "Commencement Date").

3. Base Rent. Tenant shall pay Base Rent of Seven Thousand Five Hundred Dollars ($7,500.00) per month, in advance, on the first day of each calendar month.

{{ESCALATION}}

5. Security Deposit. Tenant has deposited $15,000 with Landlord as security for its obligations. Landlord shall return the deposit within thirty (30) days after the end of the term, less any amounts Tenant owes under this Lease, with an itemized statement of any deductions.

6. Use. Tenant shall use the Premises only as a bakery and café and for no other purpose without Landlord's consent.

7. Repairs. Landlord shall maintain the roof, foundation, structural elements, exterior walls and building systems. Tenant shall keep the interior of the Premises in good order and repair, ordinary wear and tear excepted.

8. Insurance. Landlord shall insure the Building against fire and other casualty. Tenant shall carry commercial general liability insurance of at least $1,000,000 per occurrence and insure its own fixtures and inventory.

9. Assignment. Tenant shall not assign this Lease or sublet the Premises without Landlord's written consent, which shall not be unreasonably withheld, conditioned or delayed.

10. Governing Law. This Lease is governed by the laws of the State of Oregon.

LANDLORD: GRANITE ROW PROPERTIES LP        TENANT: BLUEBELL BAKERY CO.
By: ______________________                  By: ______________________`;

/** Text as pdftotext gives it: hard line breaks inside sentences, indented continuation lines and runs of spaces. */
const extracted = (text: string) => text.replace(/\n/g, '\n      ');

export const HOLDOUT6: AdverseCase[] = [
  // ---------------- NDA (5) ----------------
  {
    id: 'h6-nda-doc-residuals-free-to-use-or-disclaimed',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.residuals',
    adverse: bad(fill(NDA_DOC, 'RESIDUALS', `6. RESIDUAL KNOWLEDGE

Each party shall be free to use, for any purpose, the Residuals resulting from access to or work with the other party's Confidential Information. "Residuals" means information in intangible form which may be retained in the unaided memory of persons who have had access to Confidential Information, including ideas, concepts, know-how and techniques contained in it. Neither party shall be obliged to pay royalties or other consideration for the use of Residuals.`)),
    benign: good(fill(NDA_DOC, 'RESIDUALS', `6. RESIDUAL KNOWLEDGE

For the avoidance of doubt, neither party shall be free to use or disclose the other party's Confidential Information on the ground that it has been retained in the unaided memory of persons who have had access to it, including ideas, concepts, know-how and techniques contained in it, and no "residuals" exception applies to this Agreement.`)),
  },
  {
    id: 'h6-nda-undertakings-for-fifteen-years-or-five',
    pattern: 'position',
    type: 'nda',
    check: 'nda.term_length',
    adverse: bad(`8. Duration

8.1 This Agreement shall commence on the Effective Date. The obligations of each Receiving Party under clause 3 shall continue in force for a period of fifteen (15) years from the date on which the relevant Confidential Information was last disclosed, notwithstanding the earlier completion or abandonment of the Project.`),
    benign: good(`8. Duration

8.1 This Agreement shall commence on the Effective Date. The obligations of each Receiving Party under clause 3 shall continue in force for a period of five (5) years from the date on which the relevant Confidential Information was last disclosed, notwithstanding the earlier completion or abandonment of the Project, save that in respect of any trade secret they shall continue for as long as it remains a trade secret.`),
  },
  {
    id: 'h6-nda-exceptions-only-if-the-discloser-confirms-or-proved-by-records',
    pattern: 'override',
    type: 'nda',
    check: 'nda.standard_exclusions',
    adverse: badOrMissing(`5. Exceptions. The undertakings in clause 4 shall not apply to Confidential Information which the Recipient can show (a) is in, or has entered, the public domain other than by breach of this Agreement; (b) was lawfully in its possession before disclosure by the Discloser; (c) has been obtained from a third party entitled to disclose it without restriction; or (d) was independently developed without access to the Confidential Information; provided always that no exception in this clause 5 may be relied upon by the Recipient unless and until the Discloser has confirmed in writing, in its absolute discretion, that the exception applies.`),
    benign: good(`5. Exceptions. The undertakings in clause 4 shall not apply to Confidential Information which the Recipient can show (a) is in, or has entered, the public domain other than by breach of this Agreement; (b) was lawfully in its possession before disclosure by the Discloser; (c) has been obtained from a third party entitled to disclose it without restriction; or (d) was independently developed without access to the Confidential Information; provided always that the Recipient bears the burden of proving, by contemporaneous written records, that an exception in this clause 5 applies.`),
  },
  {
    id: 'h6-nda-licence-to-build-interoperable-products-or-for-the-purpose-only',
    pattern: 'override',
    type: 'nda',
    check: 'nda.no_license_granted',
    adverse: bad(`7. No Licence. Save as expressly provided in this clause 7, no licence under any patent, copyright, trade secret or other right is granted by this Agreement. Each Discloser hereby grants the Recipient a non-exclusive, perpetual, irrevocable, worldwide, royalty-free licence to use the Confidential Information disclosed to it in designing, developing, making and selling products which interoperate with the Discloser's products.`),
    benign: good(`7. No Licence. Save as expressly provided in this clause 7, no licence under any patent, copyright, trade secret or other right is granted by this Agreement. Each Discloser grants the Recipient a non-exclusive, non-transferable, revocable licence to use the Confidential Information disclosed to it solely for the Purpose and only for the duration of this Agreement.`),
  },
  {
    id: 'h6-nda-one-way-non-solicit-of-staff-and-customers-or-mutual-year',
    pattern: 'position',
    type: 'nda',
    check: 'nda.no_solicitation',
    adverse: bad(`9. Non-Solicitation. For a period of twenty-four (24) months from the date of this Agreement, the Recipient shall not, and shall procure that its Affiliates shall not, directly or indirectly solicit, employ or engage any employee, consultant or customer of the Company or any of its subsidiaries, whether or not such person became known to the Recipient in connection with the Proposed Transaction.`),
    benign: good(`9. Non-Solicitation. For a period of twelve (12) months from the date of this Agreement, neither party shall directly solicit for employment any employee of the other party with whom it first had contact in connection with the Proposed Transaction; provided that this clause shall not restrict general solicitations of employment not specifically directed at such employees, such as advertisements in the press or online, nor the hiring of any person who responds to them.`),
  },

  // ---------------- MSA (5) ----------------
  {
    id: 'h6-msa-doc-cap-lesser-of-a-months-fees-or-greater-of-a-years',
    pattern: 'position',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: bad(fill(MSA_DOC, 'LIABILITY', `7.1 EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS OR BREACH OF SECTION 4, IN NO EVENT WILL EITHER PARTY BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES.

7.2 SUBJECT TO SECTION 7.1, EACH PARTY'S TOTAL CUMULATIVE LIABILITY ARISING OUT OF OR RELATED TO THIS AGREEMENT WILL NOT EXCEED THE LESSER OF (A) THE FEES PAID BY CUSTOMER UNDER THE APPLICABLE SOW IN THE ONE (1) MONTH PRECEDING THE EVENT GIVING RISE TO THE CLAIM AND (B) FIVE THOUSAND DOLLARS (US$5,000).`)),
    benign: good(fill(MSA_DOC, 'LIABILITY', `7.1 EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS OR BREACH OF SECTION 4, IN NO EVENT WILL EITHER PARTY BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES.

7.2 SUBJECT TO SECTION 7.1, EACH PARTY'S TOTAL CUMULATIVE LIABILITY ARISING OUT OF OR RELATED TO THIS AGREEMENT WILL NOT EXCEED THE GREATER OF (A) THE FEES PAID OR PAYABLE BY CUSTOMER UNDER THIS AGREEMENT IN THE TWELVE (12) MONTHS PRECEDING THE EVENT GIVING RISE TO THE CLAIM AND (B) FIVE HUNDRED THOUSAND DOLLARS (US$500,000).`)),
  },
  {
    id: 'h6-msa-terms-changed-by-posting-or-policies-on-notice-with-exit',
    pattern: 'position',
    type: 'msa',
    check: 'msa.unilateral_changes',
    adverse: bad(`14.3 Changes. Supplier reserves the right, in its sole discretion, to modify this Agreement, the Service Descriptions and the Supplier Policies at any time by posting the modified version at https://legal.halberd.example/terms. Modifications are effective upon posting, and Customer's continued use of any Service after that date shall constitute its acceptance of the modified terms.`),
    benign: good(`14.3 Changes. Supplier may update the Supplier Policies from time to time by giving Customer not less than thirty (30) days' prior written notice. If an update materially and adversely affects Customer, Customer may terminate the affected SOW by written notice before the update takes effect and shall receive a pro-rata refund of any prepaid fees. Any other modification of this Agreement shall be effective only if made in writing and signed by authorized representatives of both parties.`),
  },
  {
    id: 'h6-msa-renews-for-three-years-unless-six-months-notice-or-a-year-on-thirty-days',
    pattern: 'position',
    type: 'msa',
    check: 'msa.auto_renewal',
    adverse: bad(`3.2 Renewal. Upon expiry of the Initial Term, this Agreement shall be renewed automatically for successive renewal terms of thirty-six (36) months each (each a "Renewal Term") unless Customer delivers written notice of non-renewal to Supplier no later than one hundred and eighty (180) days before the expiry of the then-current term, time being of the essence.`),
    benign: good(`3.2 Renewal. Upon expiry of the Initial Term, this Agreement shall be renewed automatically for successive renewal terms of twelve (12) months each (each a "Renewal Term") unless either party delivers written notice of non-renewal to the other no later than thirty (30) days before the expiry of the then-current term.`),
  },
  {
    id: 'h6-msa-customer-barred-from-rival-suppliers-two-years-or-term-only-in-territory',
    pattern: 'position',
    type: 'msa',
    check: 'msa.non_compete',
    adverse: bad(`11. Exclusivity. During the Term and for a period of two (2) years thereafter, Customer shall not, directly or through any Affiliate, purchase, license or otherwise obtain from any third party, anywhere in the world, any services that are the same as or substantially similar to the Services.`),
    benign: good(`11. Exclusivity. During the Term only, Customer shall not resell or distribute within the Territory any products that directly compete with the Products supplied by Supplier under this Agreement. Nothing in this Section restricts Customer after the Term ends, or restricts Customer from purchasing competing products for its own use.`),
  },
  {
    id: 'h6-msa-law-the-supplier-notifies-later-or-english-law',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.governing_law',
    adverse: noLaw(`18. Governing Law and Jurisdiction. This Agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it or its subject matter shall be governed by the law of such jurisdiction as Supplier may notify to Customer in writing from time to time, and each party irrevocably submits to the exclusive jurisdiction of the courts of that jurisdiction.`),
    benign: good(`18. Governing Law and Jurisdiction. This Agreement and any dispute or claim (including non-contractual disputes or claims) arising out of or in connection with it or its subject matter shall be governed by the law of England and Wales, and each party irrevocably submits to the exclusive jurisdiction of the courts of England and Wales, save that Supplier may seek interim relief in any court of competent jurisdiction.`),
  },

  // ---------------- SaaS (6) ----------------
  {
    id: 'h6-saas-doc-suspension-without-notice-or-after-notice-and-only-as-needed',
    pattern: 'position',
    type: 'saas',
    check: 'saas.suspension',
    adverse: bad(fill(SAAS_DOC, 'SUSPENSION', `4. Suspension. Provider may suspend Customer's and any Authorised User's access to all or any part of the Service, without prior notice and without liability, if any amount owed by Customer is overdue, or if Provider believes that Customer's use of the Service may adversely affect the Service, Provider's systems or any other customer.`)),
    benign: good(fill(SAAS_DOC, 'SUSPENSION', `4. Suspension. Provider may suspend Customer's access to the Service if any undisputed amount remains unpaid fifteen (15) days after Provider gives Customer written notice of non-payment, or immediately, and only to the extent necessary, to prevent an imminent threat to the security of the Service or any other customer. Provider shall restore access promptly once the cause of the suspension has been remedied.`)),
  },
  {
    id: 'h6-saas-order-form-fees-reset-to-list-price-or-capped-at-three-percent',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.price_increases',
    adverse: bad(`ORDER FORM No. 2026-041

Customer: Marlowe Foods plc
Subscription: Enterprise Plan, 250 Named Users
Subscription Term: 36 months from the Start Date
Subscription Fees: GBP 96,000 per annum, invoiced annually in advance
Fee Adjustment: Provider may, on each anniversary of the Start Date, adjust the Subscription Fees to Provider's then-current list price for the Enterprise Plan.

This Order Form is governed by the Master Subscription Agreement between the parties dated 2 February 2025.`),
    benign: good(`ORDER FORM No. 2026-041

Customer: Marlowe Foods plc
Subscription: Enterprise Plan, 250 Named Users
Subscription Term: 36 months from the Start Date
Subscription Fees: GBP 96,000 per annum, invoiced annually in advance
Fee Adjustment: The Subscription Fees are fixed for the first twelve (12) months. Thereafter Provider may, on each anniversary of the Start Date, increase the Subscription Fees by no more than three per cent (3%).

This Order Form is governed by the Master Subscription Agreement between the parties dated 2 February 2025.`),
  },
  {
    id: 'h6-saas-customer-data-licensed-for-model-training-or-used-only-to-serve',
    pattern: 'role',
    type: 'saas',
    check: 'saas.data_protection',
    adverse: bad(`5.2 Licence to Customer Data. Customer grants Provider and its Affiliates a worldwide, perpetual, irrevocable, royalty-free licence to use, copy, modify, aggregate and create derivative works of Customer Data, including to train, test and improve Provider's machine-learning models and to develop new products and services, and to commercialise the results.`),
    benign: good(`5.2 Licence to Customer Data. Customer grants Provider a non-exclusive, worldwide licence during the Subscription Term to host, copy and process Customer Data solely to provide the Services to Customer. Provider shall not use Customer Data to train, test or improve any machine-learning model or to develop new products and services, and shall protect it with industry-standard technical and organisational security measures.`),
  },
  {
    id: 'h6-saas-no-refund-even-when-provider-walks-away-or-pro-rata-refund',
    pattern: 'override',
    type: 'saas',
    check: 'saas.refunds',
    adverse: bad(`8.4 Except as expressly set out in this Agreement, all Fees are non-cancellable and non-refundable. For the avoidance of doubt, no refund of prepaid Fees shall be due where Provider terminates this Agreement for convenience under clause 12.2 or discontinues the Service, or where Customer terminates this Agreement for any reason.`),
    benign: good(`8.4 Except as expressly set out in this Agreement, all Fees are non-cancellable and non-refundable. Notwithstanding the foregoing, where Provider terminates this Agreement for convenience under clause 12.2 or discontinues the Service, or where Customer terminates this Agreement for Provider's uncured material breach, Provider shall refund to Customer the prepaid Fees attributable to the remainder of the Subscription Term.`),
  },
  {
    id: 'h6-saas-provider-capped-at-a-hundred-dollars-customer-unlimited-or-mutual',
    pattern: 'position',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: bad(`10.2 IN NO EVENT SHALL PROVIDER'S AGGREGATE LIABILITY ARISING OUT OF OR RELATED TO THIS AGREEMENT, WHETHER IN CONTRACT, TORT OR UNDER ANY OTHER THEORY OF LIABILITY, EXCEED ONE HUNDRED U.S. DOLLARS (US$100). THE FOREGOING LIMITATION SHALL NOT APPLY TO CUSTOMER'S PAYMENT OBLIGATIONS OR TO CUSTOMER'S INDEMNIFICATION OBLIGATIONS, FOR WHICH CUSTOMER'S LIABILITY SHALL BE UNLIMITED.`),
    benign: good(`10.2 IN NO EVENT SHALL EITHER PARTY'S AGGREGATE LIABILITY ARISING OUT OF OR RELATED TO THIS AGREEMENT, WHETHER IN CONTRACT, TORT OR UNDER ANY OTHER THEORY OF LIABILITY, EXCEED THE TOTAL AMOUNT PAID AND PAYABLE BY CUSTOMER HEREUNDER IN THE TWELVE (12) MONTHS PRECEDING THE INCIDENT. THE FOREGOING LIMITATION SHALL NOT APPLY TO A PARTY'S INDEMNIFICATION OBLIGATIONS OR ITS BREACH OF SECTION 6 (CONFIDENTIALITY), FOR WHICH ITS LIABILITY SHALL BE UNLIMITED.`),
  },
  {
    id: 'h6-saas-provider-may-walk-away-customer-locked-in-or-the-reverse',
    pattern: 'role',
    type: 'saas',
    check: 'saas.termination_for_convenience',
    adverse: bad(`12.2 Termination for Convenience. Provider may terminate this Agreement, or any Subscription, for convenience at any time by giving Customer thirty (30) days' written notice. Customer acknowledges that Subscriptions are purchased for the full Subscription Term and that Customer may not terminate this Agreement or any Subscription before the end of the Subscription Term other than under clause 12.3 (Termination for Breach).`),
    benign: good(`12.2 Termination for Convenience. Customer may terminate this Agreement, or any Subscription, for convenience at any time by giving Provider thirty (30) days' written notice. Provider acknowledges that Subscriptions are sold for the full Subscription Term and that Provider may not terminate this Agreement or any Subscription before the end of the Subscription Term other than under clause 12.3 (Termination for Breach).`),
  },

  // ---------------- licence (5) ----------------
  {
    id: 'h6-licence-doc-modifications-assigned-to-licensor-or-licensed-back',
    pattern: 'role',
    type: 'license',
    check: 'license.improvements',
    adverse: bad(fill(LICENCE_DOC, 'IMPROVEMENTS', `3. Modifications. The Licensee hereby assigns to the Licensor, with full title guarantee, all right, title and interest in and to any modifications, enhancements, adaptations and derivative works of the Software made by or for the Licensee, and shall promptly disclose each of them to the Licensor together with its source code.`)),
    benign: good(fill(LICENCE_DOC, 'IMPROVEMENTS', `3. Modifications. As between the parties, the Licensee owns all modifications, enhancements, adaptations and derivative works of the Software made by or for the Licensee. If the Licensee chooses to disclose any of them to the Licensor, the Licensee grants the Licensor a non-exclusive, royalty-free licence to use them to improve the Software.`)),
  },
  {
    id: 'h6-licence-change-of-control-deemed-an-assignment-or-expressly-not',
    pattern: 'polarity',
    type: 'license',
    check: 'license.change_of_control',
    adverse: bad(`15.4 Any Change of Control of the Licensee shall be deemed to be an assignment of this Licence requiring the Licensor's prior written consent, and if that consent has not been obtained before the Change of Control takes effect, this Licence shall terminate automatically on that date.`),
    benign: good(`15.4 A Change of Control of the Licensee shall not be deemed to be an assignment of this Licence and shall not require the Licensor's consent, and this Licence shall not terminate because of it; the Licensee shall notify the Licensor of the Change of Control within thirty (30) days after it takes effect.`),
  },
  {
    id: 'h6-licence-audit-at-any-time-at-licensee-cost-or-yearly-on-notice',
    pattern: 'position',
    type: 'license',
    check: 'license.royalties_audit',
    adverse: bad(`8.3 Audit. The Licensor or its nominated auditor may inspect and audit the Licensee's books, records, systems and premises relating to the use of the Software and the calculation of royalties at any time and as often as the Licensor considers necessary, without prior notice, and the Licensee shall bear the cost of every such audit.`),
    benign: good(`8.3 Audit. The Licensor or its nominated auditor may inspect and audit the Licensee's books and records relating to the calculation of royalties no more than once in any twelve (12) month period, on at least thirty (30) days' written notice and during normal business hours. The Licensor shall bear the cost of each audit unless it reveals an underpayment of more than five per cent (5%), in which case the Licensee shall bear the cost of that audit.`),
  },
  {
    id: 'h6-licence-licensee-indemnifies-even-for-infringement-or-licensor-does',
    pattern: 'role',
    type: 'license',
    check: 'license.indemnification',
    adverse: bad(`9.1 Licensee shall defend, indemnify and hold harmless Licensor and its Affiliates, officers and employees from and against any and all losses, damages, costs and expenses (including reasonable attorneys' fees) arising out of any claim by a third party relating to the Licensed Software or its use by Licensee, including any claim that the Licensed Software infringes or misappropriates any patent, copyright, trade secret or other intellectual property right.

9.2 Licensor shall have no obligation to defend or indemnify Licensee against any claim.`),
    benign: good(`9.1 Licensor shall defend, indemnify and hold harmless Licensee and its Affiliates, officers and employees from and against any and all losses, damages, costs and expenses (including reasonable attorneys' fees) arising out of any claim by a third party that the Licensed Software infringes or misappropriates any patent, copyright, trade secret or other intellectual property right.

9.2 Licensee shall defend and indemnify Licensor against any claim by a third party arising out of Licensee's use of the Licensed Software in breach of this Agreement.`),
  },
  {
    id: 'h6-licence-liability-limited-to-a-months-fee-licensee-unlimited-or-a-years',
    pattern: 'position',
    type: 'license',
    check: 'license.limitation_of_liability',
    adverse: bad(`12. Limitation of liability

12.1 Nothing in this Licence limits or excludes liability for death or personal injury caused by negligence, or for fraud.

12.2 Subject to clause 12.1, the Licensor's total liability to the Licensee, whether in contract, tort (including negligence), breach of statutory duty or otherwise, arising under or in connection with this Licence shall be limited to the Licence Fee paid by the Licensee in respect of the calendar month in which the claim arose.

12.3 Nothing in this clause 12 limits the Licensee's liability for any breach of clause 4 (Licence restrictions), which shall be unlimited.`),
    benign: good(`12. Limitation of liability

12.1 Nothing in this Licence limits or excludes liability for death or personal injury caused by negligence, or for fraud.

12.2 Subject to clause 12.1, each party's total liability to the other, whether in contract, tort (including negligence), breach of statutory duty or otherwise, arising under or in connection with this Licence shall be limited to one hundred and twenty-five per cent (125%) of the Licence Fees paid or payable in the twelve (12) months preceding the date on which the claim arose.

12.3 Nothing in this clause 12 limits either party's liability for any breach of clause 10 (Confidentiality), which shall be unlimited.`),
  },

  // ---------------- services and consulting (5) ----------------
  {
    id: 'h6-consulting-doc-invoiced-in-advance-due-in-seven-days-or-thirty-in-arrears',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.payment_terms',
    adverse: bad(fill(CONSULTING_DOC, 'FEES', `2. Fees and Invoicing. The Client shall pay the Consultant the fees set forth in Exhibit A. The Consultant will invoice the Client on the first day of each month for the Services to be performed during that month, and each invoice is payable in full within seven (7) days of its date, without set-off or deduction of any kind, including for any amount the Client disputes.`)),
    benign: good(fill(CONSULTING_DOC, 'FEES', `2. Fees and Invoicing. The Client shall pay the Consultant the fees set forth in Exhibit A. The Consultant will invoice the Client monthly in arrears for the Services performed during the preceding month, and each invoice is payable within thirty (30) days of receipt, except for any amount the Client disputes in good faith, which the Client may withhold until the dispute is resolved.`)),
  },
  {
    id: 'h6-consulting-contractor-who-may-bind-the-client-or-may-not',
    pattern: 'polarity',
    type: 'consulting',
    check: 'consulting.independent_contractor',
    adverse: bad(`6. Status. The Consultant is engaged as an independent contractor; however, the Consultant is authorised to negotiate and conclude contracts in the Client's name, and the Client shall be responsible for all income tax, national insurance contributions and benefits in respect of the Consultant and its personnel.`),
    benign: good(`6. Status. The Consultant is engaged as an independent contractor and is solely responsible for all income tax, national insurance contributions and benefits in respect of the Consultant and its personnel; the Consultant is not authorised to negotiate or conclude contracts in the Client's name.`),
  },
  {
    id: 'h6-services-deemed-accepted-in-two-days-or-fifteen-business-days',
    pattern: 'position',
    type: 'services',
    check: 'services.acceptance',
    adverse: bad(`5.3 Acceptance. Each Deliverable shall be deemed accepted by Customer on delivery unless Customer notifies Provider in writing of a material non-conformity within two (2) Business Days after delivery, and in any event upon Customer's first use of the Deliverable in a production environment.`),
    benign: good(`5.3 Acceptance. Each Deliverable shall be deemed accepted by Customer if Customer does not notify Provider in writing of a material non-conformity with the acceptance criteria within fifteen (15) Business Days after delivery. Provider shall correct any Deliverable so rejected at its own cost and resubmit it for acceptance.`),
  },
  {
    id: 'h6-services-warranty-deleted-by-special-conditions-or-lengthened',
    pattern: 'disapplied',
    type: 'services',
    check: 'services.services_warranty',
    adverse: bad(`7.1 Provider warrants that the Services will be performed with reasonable skill and care by appropriately qualified personnel, and that each Deliverable will conform to its Specification for thirty (30) days after acceptance; Provider's sole obligation for a breach of this warranty is to re-perform the non-conforming Services.

SCHEDULE 4 - SPECIAL CONDITIONS

The following Special Conditions prevail over the General Conditions.

1. Clause 7.1 (Warranty) is deleted in its entirety, and the Services and Deliverables are provided on an "as is" basis.`),
    benign: good(`7.1 Provider warrants that the Services will be performed with reasonable skill and care by appropriately qualified personnel, and that each Deliverable will conform to its Specification for thirty (30) days after acceptance; Provider's sole obligation for a breach of this warranty is to re-perform the non-conforming Services.

SCHEDULE 4 - SPECIAL CONDITIONS

The following Special Conditions prevail over the General Conditions.

1. In clause 7.1 (Warranty), "thirty (30) days" is replaced with "ninety (90) days", and "re-perform the non-conforming Services" is replaced with "re-perform the non-conforming Services or, at Customer's option, refund the Charges paid for them".`),
  },
  {
    id: 'h6-services-exit-on-six-months-and-the-remaining-charges-or-one-month',
    pattern: 'position',
    type: 'services',
    check: 'services.termination_for_convenience',
    adverse: bad(`16.3 The Customer may terminate this Agreement for convenience by giving the Provider not less than six (6) months' written notice, provided that on or before the date of termination the Customer pays the Provider a termination fee equal to the Charges that would have been payable for the remainder of the Initial Term.`),
    benign: good(`16.3 The Customer may terminate this Agreement for convenience by giving the Provider not less than one (1) month's written notice, provided that on or before the date of termination the Customer pays the Provider the Charges for Services properly performed up to that date.`),
  },

  // ---------------- DPA (5) ----------------
  {
    id: 'h6-dpa-doc-breach-notice-in-five-business-days-or-forty-eight-hours',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.breach_notification',
    adverse: bad(fill(DPA_DOC, 'BREACH', `6. Personal data breaches. The Processor shall notify the Controller of any personal data breach within five (5) business days after the Processor has confirmed that the breach has occurred and determined its cause, and shall provide such information about it as the Processor considers appropriate.`)),
    benign: good(fill(DPA_DOC, 'BREACH', `6. Personal data breaches. The Processor shall notify the Controller of any personal data breach without undue delay and in any event within forty-eight (48) hours after becoming aware of it, and shall provide the information referred to in Article 33(3) GDPR, in phases where it is not all available at once.`)),
  },
  {
    id: 'h6-dpa-markdown-sub-processors-added-by-web-page-or-on-notice-with-objection',
    pattern: 'markup',
    type: 'dpa',
    check: 'dpa.sub_processors',
    adverse: bad(`### 5. Sub-processors

**5.1** The Controller grants the Processor a general written authorisation to engage Sub-processors.

**5.2** The Processor may engage new or replacement Sub-processors at any time by updating the list published at *trust.parcelwise.example/subprocessors*. The Controller shall have no right to object to any Sub-processor, and its continued use of the Services constitutes its approval.

**5.3** The Processor shall impose on each Sub-processor the same data protection obligations as are set out in this DPA and remains fully liable to the Controller for their performance.`),
    benign: good(`### 5. Sub-processors

**5.1** The Controller grants the Processor a general written authorisation to engage Sub-processors.

**5.2** The Processor shall inform the Controller of any intended addition or replacement of a Sub-processor at least thirty (30) days in advance. The Controller may object on reasonable data protection grounds within that period; if the parties cannot resolve the objection, the Controller may terminate the affected Services without penalty.

**5.3** The Processor shall impose on each Sub-processor the same data protection obligations as are set out in this DPA and remains fully liable to the Controller for their performance.`),
  },
  {
    id: 'h6-dpa-transfers-wherever-facilities-are-or-only-with-consent-and-sccs',
    pattern: 'polarity',
    type: 'dpa',
    check: 'dpa.international_transfers',
    adverse: bad(`10. International transfers. The Controller acknowledges that the Processor and its Sub-processors may transfer, store and process Personal Data in any country in which they maintain facilities, including countries outside the European Economic Area and the United Kingdom, and the Controller authorises all such transfers.`),
    benign: good(`10. International transfers. The Processor shall not transfer, store or process Personal Data in any country outside the European Economic Area and the United Kingdom unless the Controller has given its prior written consent and the transfer is covered by an adequacy decision or by the Standard Contractual Clauses.`),
  },
  {
    id: 'h6-dpa-data-kept-for-processors-own-purposes-or-returned-then-deleted',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.deletion_return',
    adverse: bad(`12. Return and deletion. Upon termination or expiry of the Agreement, the Processor may retain Personal Data for as long as it considers necessary for its legitimate business purposes, including analytics and the development of its products, and shall delete it once those purposes have been fulfilled.`),
    benign: good(`12. Return and deletion. Upon termination or expiry of the Agreement, the Processor shall, at the Controller's choice, return or delete all Personal Data within thirty (30) days and delete existing copies, unless Union or Member State law requires their storage, in which case the Processor may retain them only for as long as that law requires.`),
  },
  {
    id: 'h6-dpa-audit-satisfied-by-a-report-alone-or-report-first-then-on-site',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.audits',
    adverse: bad(`9. Audits. The Controller's rights of audit under Article 28(3)(h) GDPR shall be satisfied solely by the Processor providing, on request, a summary of its most recent SOC 2 Type II report. The Controller shall have no right to conduct, or to have any third party conduct, any audit or inspection of the Processor.`),
    benign: good(`9. Audits. The Processor shall first make available, on request, its current ISO 27001 certificate and its most recent SOC 2 Type II report. If these do not reasonably answer the Controller's questions, the Controller or an auditor mandated by it may conduct an on-site audit of the Processor no more than once a year on thirty (30) days' notice.`),
  },

  // ---------------- employment, from the employer's side (5) ----------------
  {
    id: 'h6-employment-doc-worldwide-three-year-non-compete-or-six-months-in-the-uk',
    pattern: 'position',
    type: 'employment',
    check: 'employment.non_compete',
    adverse: bad(fill(EMPLOYMENT_DOC, 'RESTRICTIONS', `9. Restrictions after employment. For a period of thirty-six (36) months after the employment ends the Employee shall not, anywhere in the world, directly or indirectly be employed or engaged in, or be concerned or interested in, any business which competes or is preparing to compete with any business carried on by the Company or any Group Company.`)),
    benign: good(fill(EMPLOYMENT_DOC, 'RESTRICTIONS', `9. Restrictions after employment. For a period of six (6) months after the employment ends the Employee shall not, within the United Kingdom, be employed or engaged in a capacity similar to that in which the Employee worked during the final twelve (12) months of the employment by any business which competes with a business of the Company in which the Employee was materially involved during that period.`)),
  },
  {
    id: 'h6-employment-company-notice-two-years-employee-one-week-or-three-months-each',
    pattern: 'position',
    type: 'employment',
    check: 'employment.notice_period',
    adverse: bad(`14. Termination by notice

14.1 After the end of the Probationary Period, the Company may terminate the Employee's employment only by giving the Employee not less than twenty-four (24) months' written notice, and the Employee may terminate it by giving the Company one (1) week's written notice.

14.2 The Company may, in its discretion, pay basic salary in lieu of all or part of any period of notice.`),
    benign: good(`14. Termination by notice

14.1 After the end of the Probationary Period, either party may terminate the employment by giving the other not less than three (3) months' written notice.

14.2 The Company may, in its discretion, pay basic salary in lieu of all or part of any period of notice.`),
  },
  {
    id: 'h6-employment-cause-only-a-felony-after-ninety-day-cure-or-defined-list',
    pattern: 'position',
    type: 'employment',
    check: 'employment.termination_for_cause',
    adverse: bad(`15. Termination for Cause. The Company may terminate the Executive's employment for Cause only after it has given the Executive written notice describing the alleged Cause in reasonable detail and the Executive has failed to cure it within ninety (90) days after receiving that notice. For this purpose, "Cause" means solely the Executive's conviction of a felony involving the theft of the Company's property.`),
    benign: good(`15. Termination for Cause. The Company may terminate the Executive's employment immediately by written notice for Cause. For this purpose, "Cause" means (i) gross misconduct; (ii) a material breach of this Agreement which, if capable of cure, the Executive has failed to cure within ten (10) days after receiving written notice of it; (iii) fraud or dishonesty in connection with the Executive's duties; or (iv) the Executive's conviction of a felony.`),
  },
  {
    id: 'h6-employment-confidentiality-excludes-what-the-employee-finds-useful-or-only-public',
    pattern: 'override',
    type: 'employment',
    check: 'employment.confidentiality',
    adverse: bad(`9. Confidential Information

9.1 The Employee shall not, during the employment or at any time after it ends, use or disclose any Confidential Information, except in the proper performance of the Employee's duties.

9.2 Clause 9.1 shall not apply to (a) information which is or becomes public other than through the Employee's breach; (b) the Employee's general skill and knowledge; or (c) any information concerning the Company's customers, suppliers, pricing, margins or business plans which the Employee reasonably considers useful in any subsequent employment or business.`),
    benign: good(`9. Confidential Information

9.1 The Employee shall not, during the employment or at any time after it ends, use or disclose any Confidential Information, except in the proper performance of the Employee's duties.

9.2 Clause 9.1 shall not apply to (a) information which is or becomes public other than through the Employee's breach; or (b) any disclosure required by law; and nothing in this Agreement prevents the Employee from making a protected disclosure within the meaning of the Employment Rights Act 1996 or reporting a possible breach of law to any regulator.`),
  },
  {
    id: 'h6-employment-employee-keeps-after-hours-work-or-statutory-carve-out-only',
    pattern: 'override',
    type: 'employment',
    check: 'employment.ip_assignment',
    adverse: bad(`12. Inventions

12.1 The Employee hereby assigns to the Company all intellectual property rights in all inventions and work product made by the Employee in the course of the employment, and shall do all things reasonably requested to register them.

12.2 Notwithstanding clause 12.1, the Company acknowledges that the Employee shall retain all right, title and interest in any invention, software or other work created by the Employee outside normal working hours, whether or not it relates to the business of the Company or was made using the Company's equipment or Confidential Information.`),
    benign: good(`12. Inventions

12.1 The Employee hereby assigns to the Company all intellectual property rights in all inventions and work product made by the Employee in the course of the employment, and shall do all things reasonably requested to register them.

12.2 Clause 12.1 does not apply to any invention that the Employee develops entirely on the Employee's own time without using the Company's equipment, supplies, facilities or trade secret information, except an invention that relates to the Company's business or to its actual or demonstrably anticipated research or development, or that results from work performed by the Employee for the Company (California Labor Code section 2870).`),
  },

  // ---------------- lease, from the tenant's side (5) ----------------
  {
    id: 'h6-lease-doc-rent-up-by-at-least-eight-percent-or-at-most-three',
    pattern: 'position',
    type: 'lease',
    check: 'lease.rent_increases',
    adverse: bad(fill(LEASE_DOC, 'ESCALATION', `4. Rent Adjustment. Commencing on the first anniversary of the Commencement Date and on each anniversary thereafter, Base Rent shall be increased by the greater of (a) eight percent (8%) and (b) the percentage increase in the Consumer Price Index for All Urban Consumers over the preceding twelve (12) months.`)),
    benign: good(fill(LEASE_DOC, 'ESCALATION', `4. Rent Adjustment. Commencing on the first anniversary of the Commencement Date and on each anniversary thereafter, Base Rent shall be increased by the lesser of (a) three percent (3%) and (b) the percentage increase in the Consumer Price Index for All Urban Consumers over the preceding twelve (12) months.`)),
  },
  {
    id: 'h6-lease-extracted-full-repairing-covenant-or-interior-only',
    pattern: 'layout',
    type: 'lease',
    check: 'lease.repairs',
    adverse: bad(extracted(`THE TENANT COVENANTS WITH THE LANDLORD:
3.6   Repair. To keep the Premises (including, without limitation, the roof,
foundations, main structure and exterior and all plant and Conducting Media
serving them) in good and substantial repair and condition, and to put them
into such repair and condition where necessary, whether or not the want of
repair is due to an inherent defect, and there shall be no exception for
fair wear and tear.`)),
    benign: good(extracted(`THE TENANT COVENANTS WITH THE LANDLORD:
3.6   Repair. To keep the interior of the Premises (excluding the roof,
foundations, main structure and exterior and the plant and Conducting Media
serving them, which the Landlord shall keep in good and substantial repair
and condition under clause 5.3) in good repair and condition, fair wear
and tear excepted.`)),
  },
  {
    id: 'h6-lease-deposit-forfeited-as-consideration-or-returned-in-thirty-days',
    pattern: 'polarity',
    type: 'lease',
    check: 'lease.deposit',
    adverse: bad(`6. Security Deposit. Upon execution of this Lease Tenant shall deposit with Landlord the sum of Twenty Thousand Dollars ($20,000.00) (the "Security Deposit"). The Security Deposit shall be non-refundable and shall be retained by Landlord, upon the expiration or earlier termination of this Lease, as consideration for Landlord's entering into this Lease.`),
    benign: good(`6. Security Deposit. Upon execution of this Lease Tenant shall deposit with Landlord the sum of Twenty Thousand Dollars ($20,000.00) (the "Security Deposit"). The Security Deposit shall not be treated as prepaid rent, and Landlord shall return it to Tenant, without interest, within thirty (30) days after the expiration or earlier termination of this Lease, less only amounts Tenant owes and Landlord has documented in an itemized statement.`),
  },
  {
    id: 'h6-lease-consent-in-absolute-discretion-or-not-unreasonably-withheld',
    pattern: 'position',
    type: 'lease',
    check: 'lease.assignment_subletting',
    adverse: bad(`4.12 Alienation. The Tenant shall not assign, underlet, charge or part with or share possession or occupation of the whole or any part of the Premises without the prior written consent of the Landlord, which the Landlord may give or withhold in its absolute discretion. Any change of control of the Tenant shall be treated as an assignment for the purposes of this clause.`),
    benign: good(`4.12 Alienation. The Tenant shall not assign, underlet, charge or part with or share possession or occupation of the whole or any part of the Premises without the prior written consent of the Landlord, such consent not to be unreasonably withheld, conditioned or delayed; but no consent is needed for an assignment of the whole of the Premises to a Group Company of the Tenant.`),
  },
  {
    id: 'h6-lease-no-right-to-renew-or-option-on-nine-months-notice',
    pattern: 'polarity',
    type: 'lease',
    check: 'lease.renewal_option',
    adverse: bad(`28. Renewal. Tenant acknowledges that it has no option or right to renew or extend the Term. Any renewal shall be at Landlord's sole discretion, on such terms and at such rent as Landlord may then specify, and Landlord shall be under no obligation to negotiate with Tenant.`),
    benign: good(`28. Renewal. Provided that Tenant is not then in default beyond any applicable cure period, Tenant shall have the option to renew this Lease for one (1) further term of five (5) years on the same terms and conditions, save that Base Rent shall be the fair market rent determined under Exhibit D, by giving Landlord written notice not less than nine (9) months before the Expiration Date. Landlord shall be under no obligation to grant any further renewal.`),
  },
];

// ---------------------------------------------------------------- ten more --------------------------------------
// Written after the 41 had been scored (their per-pair readings seen, the rules still unread), none on a check the 41
// missed. Eight are the 41's whole agreements, as their benign sides have them, with another clause changed.

/** The whole agreement as the benign side of the named pair has it. */
const agreedDoc = (id: string): string => {
  const pair = HOLDOUT6.find((k) => k.id === id);
  if (!pair) throw new Error(`no pair ${id}`);
  return pair.benign.text;
};
const NDA_AGREED = agreedDoc('h6-nda-doc-residuals-free-to-use-or-disclaimed');
const MSA_AGREED = agreedDoc('h6-msa-doc-cap-lesser-of-a-months-fees-or-greater-of-a-years');
const SAAS_AGREED = agreedDoc('h6-saas-doc-suspension-without-notice-or-after-notice-and-only-as-needed');
const LICENCE_AGREED = agreedDoc('h6-licence-doc-modifications-assigned-to-licensor-or-licensed-back');
const CONSULTING_AGREED = agreedDoc('h6-consulting-doc-invoiced-in-advance-due-in-seven-days-or-thirty-in-arrears');
const DPA_AGREED = agreedDoc('h6-dpa-doc-breach-notice-in-five-business-days-or-forty-eight-hours');
const EMPLOYMENT_AGREED = agreedDoc('h6-employment-doc-worldwide-three-year-non-compete-or-six-months-in-the-uk');
const LEASE_AGREED = agreedDoc('h6-lease-doc-rent-up-by-at-least-eight-percent-or-at-most-three');

const NDA_REQUIRED_DISCLOSURE = `4. REQUIRED DISCLOSURE

The Recipient may disclose Confidential Information to the extent required by law, by any governmental or regulatory authority or by a court of competent jurisdiction, provided that, to the extent it is legally permitted to do so, it gives the Discloser as much notice of the disclosure as possible.`;
const MSA_INDEMNITY = `6. INDEMNIFICATION. Supplier shall defend Customer against any third-party claim alleging that the Services or any deliverable infringe or misappropriate any patent, copyright, trademark or trade secret, and shall pay any damages finally awarded or agreed in settlement.`;
const SAAS_SERVICE_LEVELS = `5. Service levels. Provider shall make the Service available 99.9% of the time in each calendar month, excluding planned maintenance notified at least forty-eight hours in advance. If it does not, Customer shall receive the service credits set out in the Service Level Schedule.`;
const LICENCE_EXIT = `The Licensee may terminate it for convenience on thirty (30) days' written notice.`;
const CONSULTING_TERM = `7. Term and Termination. This Agreement begins on its date and continues until the Services are complete. The Client may terminate this Agreement for any reason on fifteen (15) days' written notice, and shall pay for Services performed through the date of termination.`;
const DPA_INSTRUCTIONS = `2. Instructions. The Processor shall process the personal data only on documented instructions from the Controller, including with regard to transfers of personal data to a third country, and shall immediately inform the Controller if, in its opinion, an instruction infringes the GDPR.`;
const EMPLOYMENT_LAW = `10. Governing law. This statement and the employment are governed by the law of England and Wales.`;
const LEASE_RENT = `3. Base Rent. Tenant shall pay Base Rent of Seven Thousand Five Hundred Dollars ($7,500.00) per month, in advance, on the first day of each calendar month.`;

export const HOLDOUT6_EXTRA: AdverseCase[] = [
  {
    id: 'h6x-nda-doc-disclosure-to-authorities-at-will-or-on-notice',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.compelled_disclosure_notice',
    adverse: bad(swap(NDA_AGREED, NDA_REQUIRED_DISCLOSURE, `4. REQUIRED DISCLOSURE

The Recipient may disclose Confidential Information to any governmental, regulatory or tax authority, or in the course of any legal proceedings, whenever it considers such disclosure appropriate, and shall be under no obligation to notify or consult the Discloser before or after doing so.`)),
    benign: good(NDA_AGREED),
  },
  {
    id: 'h6x-msa-doc-customer-defends-infringement-claims-or-supplier-does',
    pattern: 'role',
    type: 'msa',
    check: 'msa.indemnification',
    adverse: bad(swap(MSA_AGREED, MSA_INDEMNITY, `6. INDEMNIFICATION. Customer shall defend Supplier against any third-party claim alleging that the Services or any deliverable infringe or misappropriate any patent, copyright, trademark or trade secret, and shall pay any damages finally awarded or agreed in settlement, whether or not the claim arises from materials supplied by Supplier.`)),
    benign: good(swap(MSA_AGREED, MSA_INDEMNITY, `6. INDEMNIFICATION. Supplier shall defend Customer against any third-party claim alleging that the Services or any deliverable infringe or misappropriate any patent, copyright, trademark or trade secret, and shall pay any damages finally awarded or agreed in settlement, except to the extent the claim arises from materials supplied by Customer, for which Customer shall defend Supplier.`)),
  },
  {
    id: 'h6x-msa-consequential-loss-excluded-for-supplier-only-or-both',
    pattern: 'position',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: bad(`12.1 IN NO EVENT SHALL SUPPLIER BE LIABLE TO CUSTOMER FOR ANY INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY OR CONSEQUENTIAL DAMAGES, OR FOR ANY LOSS OF PROFITS, REVENUE, DATA OR GOODWILL, HOWEVER CAUSED.

12.2 CUSTOMER SHALL BE LIABLE TO SUPPLIER FOR ALL LOSSES ARISING FROM ITS BREACH OF THIS AGREEMENT, INCLUDING INDIRECT AND CONSEQUENTIAL LOSSES AND LOSS OF PROFITS.`),
    benign: good(`12.1 IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER FOR ANY INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY OR CONSEQUENTIAL DAMAGES, OR FOR ANY LOSS OF PROFITS, REVENUE, DATA OR GOODWILL, HOWEVER CAUSED.

12.2 SECTION 12.1 SHALL NOT APPLY TO A PARTY'S INDEMNIFICATION OBLIGATIONS, ITS BREACH OF SECTION 9 (CONFIDENTIALITY) OR ITS GROSS NEGLIGENCE OR WILFUL MISCONDUCT.`),
  },
  {
    id: 'h6x-saas-doc-uptime-an-aim-without-remedy-or-with-credits',
    pattern: 'polarity',
    type: 'saas',
    check: 'saas.service_levels',
    adverse: bad(swap(SAAS_AGREED, SAAS_SERVICE_LEVELS, `5. Service levels. Provider shall use reasonable endeavours to make the Service available 99.9% of the time in each calendar month, excluding planned maintenance notified at least forty-eight hours in advance. The availability target is an aim only: a failure to meet it shall not entitle Customer to any service credit, refund, damages or right to terminate.`)),
    benign: good(SAAS_AGREED),
  },
  {
    id: 'h6x-licence-doc-exit-on-a-years-notice-at-anniversaries-or-sixty-days',
    pattern: 'position',
    type: 'license',
    check: 'license.termination_for_convenience',
    adverse: bad(swap(LICENCE_AGREED, LICENCE_EXIT, `The Licensee may terminate it for convenience only with effect from the end of the initial term or of a later year, by giving the Licensor not less than twelve (12) months' written notice.`)),
    benign: good(swap(LICENCE_AGREED, LICENCE_EXIT, `The Licensee may terminate it for convenience with effect from the end of any month, by giving the Licensor not less than sixty (60) days' written notice.`)),
  },
  {
    id: 'h6x-consulting-doc-two-year-term-without-exit-or-exit-on-notice',
    pattern: 'polarity',
    type: 'consulting',
    check: 'consulting.termination_for_convenience',
    adverse: bad(swap(CONSULTING_AGREED, CONSULTING_TERM, `7. Term and Termination. This Agreement begins on its date and continues for a term of two (2) years. Neither party may terminate this Agreement before the end of that term, except for the other party's material breach that remains uncured thirty (30) days after written notice of it.`)),
    benign: good(CONSULTING_AGREED),
  },
  {
    id: 'h6x-dpa-doc-processor-also-uses-data-for-itself-or-instructions-only',
    pattern: 'override',
    type: 'dpa',
    check: 'dpa.instructions',
    adverse: bad(swap(DPA_AGREED, DPA_INSTRUCTIONS, `2. Instructions. The Processor shall process the personal data on documented instructions from the Controller and may, in addition, process it for its own purposes, including the improvement of its services, benchmarking and the development of new products, as an independent controller.`)),
    benign: good(DPA_AGREED),
  },
  {
    id: 'h6x-dpa-staff-access-without-confidentiality-or-bound-by-it',
    pattern: 'polarity',
    type: 'dpa',
    check: 'dpa.personnel_confidentiality',
    adverse: bad(`3.2 The Processor may permit any of its employees, contractors and agents to access the Personal Data as it sees fit, and shall not be required to ensure that they are bound by any obligation of confidentiality in respect of it.`),
    benign: good(`3.2 The Processor shall permit only those of its employees, contractors and agents who need access to the Personal Data to access it, and shall ensure that each of them is bound by a written obligation of confidentiality or is under an appropriate statutory obligation of confidentiality in respect of it.`),
  },
  {
    id: 'h6x-employment-doc-law-of-wherever-the-employee-lives-or-england',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.governing_law',
    adverse: noLaw(swap(EMPLOYMENT_AGREED, EMPLOYMENT_LAW, `10. Governing law. This statement and the employment are governed by the law of the country in which the Employee is habitually resident at the time any dispute arises, and the courts of that country have exclusive jurisdiction.`)),
    benign: good(swap(EMPLOYMENT_AGREED, EMPLOYMENT_LAW, `10. Governing law. This statement and the employment are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction, whichever country the Employee is resident in when a dispute arises.`)),
  },
  {
    id: 'h6x-lease-doc-rent-as-landlord-notifies-or-stated',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.rent',
    adverse: badOrMissing(swap(LEASE_AGREED, LEASE_RENT, `3. Base Rent. Tenant shall pay Base Rent in such amount as Landlord may notify to Tenant in writing from time to time, in advance, on the first day of each calendar month.`)),
    benign: good(LEASE_AGREED),
  },
];

/**
 * Pairs missed on main at 988be08 when first scored (the start of the session; the ten more likewise): check and side
 * only. Judge round 13a fixed the other 12 of the 14 as classes of drafting (the hold-out is fitted since; README "Judge
 * round 13a"). Left: the repairing covenant is read past its layout (the lead-in "THE TENANT COVENANTS WITH THE
 * LANDLORD:" is glued to the next heading, so the subjectless covenant under it has no tenant); the term with no early
 * exit is flagged, but as the right missing (read as refused, the redline would replace the refusing sentence whole
 * and drop the breach right it keeps).
 */
// (both fixed in round 12 of what users saw: the lead-in in capitals stays in its section, and the refused early exit
// is read as refused with a redline that keeps the breach right)
export const HOLDOUT6_MISSES: Record<string, string> = {};
