/**
 * Ninth blind hold-out (issue 11, 2026-11-25, written in the thirteenth session's first hour): pairs written before
 * reading any rule code, tuning file or earlier hold-out's clauses (only the harness, `sides.ts`, `cases.ts`'s types,
 * the *format* of `holdout8.ts` (its header, exports, one pair's shape and its wiring; a glance at its pair ids, whose
 * situations were not reused) and the built-in playbooks' public check ids, titles and preferred and fallback
 * positions, printed from `toPublicPlaybook`, were read). Each pair is a clause a lawyer acting for the playbook's
 * side (the customer, client, licensee, tenant, employer, controller; both parties of a mutual NDA) would flag, and a
 * benign twin sharing most of its words that a naive matcher would flag too. Eight are short whole agreements with the
 * hostile clause among ordinary terms; the rest are excerpts read alone: an amendment letter, an order form and a
 * schedule of special conditions that change an earlier clause, one in Markdown with a table, one in HTML, one as text
 * extracted from a PDF (hard line breaks, running header, page number) and one with sub-clauses numbered (a), (i), (A).
 * All 51 pairs (the 41 and the ten more) were written before either was scored. Scored once on af998f0 (engine README
 * "Ninth blind hold-out"). Kept as written: do not tune rules on these pairs or edit them to pass.
 */
import type { AdverseCase } from './cases.js';
import { bad, fill, good, noLaw } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

const NDA_DOC = `MUTUAL NON-DISCLOSURE AGREEMENT

This Agreement is dated 3 March 2026 and is made between ARDMORE ANALYTICS DESIGNATED ACTIVITY COMPANY, a company incorporated in Ireland with registered number 644120 ("Ardmore"), and CORRIB MARINE LIMITED, a company incorporated in Ireland with registered number 519377 ("Corrib"). Each of them may disclose information to the other (as "Discloser") and receive it (as "Recipient") for the purpose of evaluating a joint bid for the offshore survey tender issued by the Marine Institute (the "Purpose").

1. Definition. {{DEFINITION}}

2. Exclusions. The obligations in clause 3 do not extend to information which (a) is or becomes generally available to the public other than through a breach of this Agreement; (b) was lawfully in the Recipient's possession before disclosure; (c) is lawfully received by the Recipient from a third party not bound by an obligation of confidence; or (d) is independently developed by the Recipient without use of the Confidential Information.

3. Undertakings. The Recipient shall hold the Confidential Information in confidence, use it solely for the Purpose, and disclose it only to those of its directors, employees and professional advisers who need to know it for the Purpose and who are bound by obligations of confidentiality no less protective than these.

4. Disclosure required by law. {{COMPELLED}}

5. Return. Within ten (10) days after a written request from the Discloser, the Recipient shall return or destroy all documents containing Confidential Information and, if asked, confirm in writing that it has done so.

6. Term. The obligations in this Agreement continue for three (3) years from the date of this Agreement.

7. Remedies. Each party acknowledges that damages alone may not be an adequate remedy for a breach of this Agreement and that the Discloser may seek an injunction or other equitable relief.

8. Governing law. This Agreement is governed by the laws of Ireland and the courts of Ireland have exclusive jurisdiction.
`;

const NDA_DEFINITION_OK = `"Confidential Information" means all information of a commercial, financial or technical nature disclosed by the Discloser to the Recipient in connection with the Purpose, whether in writing, orally or by demonstration, and whether or not it is marked as confidential, provided that a reasonable person would understand it to be confidential.`;
const NDA_COMPELLED_OK = `The Recipient may disclose Confidential Information to the extent required by law, by a court of competent jurisdiction or by a regulatory authority, provided that, where lawful, it gives the Discloser prompt written notice so that the Discloser may seek a protective order, and discloses only the part that it is legally required to disclose.`;

const MSA_DOC = `MASTER SERVICES AGREEMENT

This Master Services Agreement is entered into as of February 2, 2026 (the "Effective Date") by and between Brightline Logistics, Inc., an Ohio corporation ("Customer"), and Tessaract Systems LLC, a Delaware limited liability company ("Provider").

1. Definitions. {{FEES}}

2. Services. Provider shall perform the route-optimization and fleet-telemetry services described in each Statement of Work executed by both parties (the "Services").

3. Payment. Provider shall invoice the Fees monthly in arrears. Customer shall pay each undisputed invoice within forty-five (45) days after receipt.

4. Confidentiality. Each party shall protect the other party's Confidential Information with at least reasonable care, use it only to perform or receive the Services, and not disclose it except to its personnel and advisors who need to know it. These obligations survive for three (3) years after termination.

5. Intellectual Property. Customer owns all deliverables that Provider creates specifically for Customer under a Statement of Work. Provider retains its pre-existing tools and grants Customer a perpetual, non-exclusive, royalty-free license to use them as incorporated in the deliverables.

6. Indemnification. {{INDEMNITY}}

7. Limitation of Liability. Except for a party's indemnification obligations and breach of Section 4, neither party's aggregate liability under this Agreement shall exceed the Fees paid or payable in the twelve (12) months preceding the claim, and neither party is liable for indirect, consequential or special damages or lost profits.

8. Term and Termination. This Agreement continues for three (3) years from the Effective Date. Customer may terminate this Agreement or any Statement of Work for convenience on thirty (30) days' written notice. Either party may terminate for a material breach not cured within thirty (30) days after written notice.

9. Assignment. Neither party may assign this Agreement without the other party's prior written consent, except to a successor to all or substantially all of its business.

10. Governing Law. This Agreement is governed by the laws of the State of Ohio.
`;

const MSA_FEES_OK = `"Fees" means the charges set out in a Statement of Work, which may be changed only by a written change order signed by authorized representatives of both parties.`;
const MSA_INDEMNITY_OK = `Provider shall defend Customer against any third-party claim alleging that the Services or any deliverable infringes or misappropriates that third party's intellectual property rights, and shall indemnify Customer against all damages, costs and reasonable attorneys' fees finally awarded or agreed in settlement.`;

const SAAS_DOC = `SUBSCRIPTION AGREEMENT

Parties: Wattle Payroll Pty Ltd (ACN 611 204 587) of Level 9, 120 Collins Street, Melbourne VIC 3000 ("Supplier") and the customer named in the Order ("Customer").

1. Subscription. Supplier grants the Customer a non-exclusive right for its personnel to access and use the hosted payroll platform (the "Service") during the Subscription Period.

2. Fees. The Customer must pay the subscription fees stated in the Order annually in advance, within thirty (30) days after the date of each tax invoice. The fees are fixed for the Initial Period.

3. Service levels. Supplier will make the Service available 99.9% of each month, excluding scheduled maintenance notified at least 48 hours in advance, and will credit 5% of the monthly fee for each 0.5% shortfall.

4. Customer Data. The Customer owns all data it uploads to the Service ("Customer Data"). Supplier will process Customer Data only to provide the Service, protect it with security measures meeting ISO/IEC 27001, and notify the Customer of any unauthorised access to it without undue delay. {{DATA_END}}

5. Term. The initial subscription period is twelve (12) months from the start date in the Order (the "Initial Period"). {{RENEWAL}}

6. Liability. Each party's total liability under this Agreement is limited to the fees paid or payable in the twelve (12) months before the event giving rise to the claim, except for liability that cannot be limited under the Australian Consumer Law.

7. Governing law. This Agreement is governed by the laws of Victoria, Australia.
`;

const SAAS_DATA_END_OK = `On expiry or termination, Supplier will make the Customer Data available to the Customer for export in CSV format for sixty (60) days and will then delete it from its systems.`;
const SAAS_RENEWAL_OK = `It then renews automatically for further periods of twelve (12) months unless either party gives the other written notice of non-renewal at least thirty (30) days before the end of the current period.`;

const LICENCE_DOC = `SOFTWARE LICENCE AGREEMENT

THIS AGREEMENT is made the 15th day of January, 2026.

BETWEEN: MAPLEGRID SOFTWARE CORP., a corporation incorporated under the laws of Ontario (the "Licensor")

AND: LAURENTIAN FREIGHT INC., a corporation incorporated under the laws of Canada (the "Licensee")

1. Grant. The Licensor grants the Licensee a non-exclusive, non-transferable licence to install and use the yard-management software described in Schedule A (the "Software") at the Licensee's terminals in Canada for its internal business purposes during the Term.

2. Fees. The Licensee shall pay the annual licence fee set out in Schedule A, plus applicable HST, within thirty (30) days after receipt of invoice.

3. Royalties and records. The Licensee shall pay a royalty of two per cent (2%) of freight revenue processed through the Software and keep accurate records of that revenue. {{AUDIT}}

4. Improvements. {{IMPROVEMENTS}}

5. Warranty. The Licensor warrants that for ninety (90) days after delivery the Software will perform materially in accordance with its documentation.

6. Term. This Agreement has a term of three (3) years from its date.

7. Governing law. This Agreement is governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein.
`;

const LICENCE_AUDIT_OK = `The Licensor may audit those records not more than once in any twelve (12) month period, on thirty (30) days' written notice, during normal business hours, at the Licensor's expense unless the audit reveals an underpayment of more than five per cent (5%).`;
const LICENCE_IMPROVEMENTS_OK = `All improvements, modifications and derivative works of the Software made by or for the Licensee belong to the Licensee, and nothing in this Agreement assigns them, or grants any exclusive right in them, to the Licensor.`;

const SERVICES_DOC = `AGREEMENT FOR THE PROVISION OF SERVICES

THIS AGREEMENT is dated 9 February 2026

PARTIES

(1) PELHAM FACILITIES LIMITED incorporated and registered in England and Wales with company number 08837142 (the "Supplier")

(2) GREYFRIARS HOUSING ASSOCIATION LIMITED incorporated and registered in England and Wales with company number 04129955 (the "Customer")

1. Services. The Supplier shall provide the planned maintenance survey and asset database services described in the Specification (the "Services") with reasonable skill and care.

2. Charges. The Customer shall pay the Charges within thirty (30) days of receipt of a valid VAT invoice.

3. Intellectual property. {{IP}}

4. Liability. Each party's total liability in contract, tort (including negligence) or otherwise arising in connection with this Agreement shall be limited to the total Charges paid or payable in the twelve (12) months preceding the claim. Nothing in this Agreement limits liability for death or personal injury caused by negligence, or for fraud.

5. Insurance. The Supplier shall maintain professional indemnity insurance of not less than £2,000,000 and public liability insurance of not less than £5,000,000.

6. Termination. The Customer may terminate this Agreement on one (1) month's written notice to the Supplier.

7. Law. This Agreement is governed by the law of England and Wales.
`;

const EMPLOYMENT_DOC = `STATEMENT OF TERMS AND CONDITIONS OF EMPLOYMENT

Employer: Fenwick & Hale Retail Limited, 40 Grey Street, Newcastle upon Tyne NE1 6AE (the "Employer")
Employee: Priya Ramaswamy (the "Employee")

1. Job title. The Employee is employed as Head of Merchandising, starting on 6 April 2026.

2. Salary. The Employee's salary is £78,000 a year, payable monthly in arrears on the last working day of each month.

3. Notice. Either party may end the employment by giving the other not less than three (3) months' written notice.

4. Summary termination. The Employer may end the employment immediately without notice or payment in lieu if there is Cause. {{CAUSE}}

5. Inventions. {{INVENTIONS}}

6. Confidentiality. The Employee shall not, during or after the employment, use or disclose any confidential information of the Employer except in the proper performance of the Employee's duties.

7. Law. These terms are governed by the law of England and Wales.
`;

const EMPLOYMENT_CAUSE_OK = `"Cause" means gross misconduct, a serious or repeated breach of these terms, dishonesty, conduct bringing the Employer into disrepute, or conviction of a criminal offence other than a minor road traffic offence.`;
const EMPLOYMENT_INVENTIONS_OK = `All inventions, designs and works made by the Employee in the course of the employment belong to the Employer, and the Employee assigns them to the Employer. Inventions made wholly in the Employee's own time, without the Employer's equipment or information and unrelated to the Employer's business, belong to the Employee.`;

const LEASE_DOC = `RETAIL LEASE

Landlord: Yarra Bend Property Trust Pty Ltd (ABN 41 602 118 774) (the "Landlord")
Tenant: Bluegum Coffee Roasters Pty Ltd (ABN 77 133 908 215) (the "Tenant")
Premises: Shop 3, 212 Smith Street, Collingwood VIC 3066

1. Term. Five (5) years commencing on 1 July 2026.

2. Rent. The Tenant must pay rent of $96,000 a year plus GST, by equal monthly instalments in advance on the first day of each month.

3. Rent review. {{REVIEW}}

4. Outgoings. The Tenant must pay a fair proportion of the reasonable outgoings of the building, excluding capital works and structural repairs.

5. Repairs. The Landlord must keep the structure, roof and common areas in good repair. The Tenant must keep the interior of the Premises clean and in good order, fair wear and tear excepted.

6. Access. {{ACCESS}}

7. Assignment. The Tenant may assign or sublet with the Landlord's consent, which must not be unreasonably withheld or delayed.

8. Governing law. This lease is governed by the laws of Victoria.
`;

const LEASE_REVIEW_OK = `On each anniversary of the commencement date the rent is increased by the percentage change in the Consumer Price Index (All Groups, Melbourne) over the preceding year, but by no more than three per cent (3%) in any year.`;
const LEASE_ACCESS_OK = `The Landlord may enter the Premises at reasonable times on at least twenty-four (24) hours' written notice to inspect, repair or show them to prospective purchasers, and at any time without notice only in an emergency.`;

const DPA_DOC = `DATA PROCESSING ADDENDUM

This Data Processing Addendum ("DPA") forms part of the Services Agreement dated 1 April 2026 between Liffey Health Clinics Limited (the "Controller") and Nimbus Scheduling B.V. (the "Processor").

1. Instructions. The Processor shall process Personal Data only on the documented instructions of the Controller, including with regard to transfers, and shall inform the Controller if in its opinion an instruction infringes the GDPR.

2. Confidentiality. The Processor shall ensure that persons authorised to process the Personal Data have committed themselves to confidentiality.

3. Security. The Processor shall implement appropriate technical and organisational measures in accordance with Article 32 GDPR, as described in Annex II.

4. Sub-processors. {{SUBPROCESSORS}}

5. Personal data breaches. {{BREACH}}

6. Deletion. At the choice of the Controller, the Processor shall delete or return all Personal Data at the end of the provision of the services, and delete existing copies unless Union or Member State law requires their storage.

7. Audits. The Processor shall make available all information necessary to demonstrate compliance with Article 28 GDPR and allow for audits, including inspections, by the Controller or an auditor it mandates.

8. Precedence. In the event of a conflict between this DPA and the Services Agreement, this DPA prevails.

9. Governing law. This DPA is governed by the laws of Ireland.
`;

const DPA_SUBPROCESSORS_OK = `The Controller gives general written authorisation for the Processor to engage the sub-processors listed in Annex III. The Processor shall notify the Controller at least thirty (30) days before adding or replacing a sub-processor, the Controller may object on reasonable grounds, and the Processor shall impose the same data protection obligations on each sub-processor and remain fully liable for it.`;
const DPA_BREACH_OK = `The Processor shall notify the Controller of any Personal Data Breach without undue delay and in any event within forty-eight (48) hours after becoming aware of it, with the information required by Article 33(3) GDPR.`;

// ---------------------------------------------------------------- excerpts in other layouts -------------------------

const servicesFeesMarkdown = (due: string, disputes: string) => `## Schedule 2 — Charges and payment

| Item | Amount | Payment |
| --- | --- | --- |
| Discovery workshop | £12,500 | ${due} |
| Monthly managed service | £8,200 per month | ${due} |
| Change requests | Day rate £950 | ${due} |

**2.1** The Supplier shall invoice the Customer for each item in the table above when it falls due.

**2.2** ${disputes}
`;

const dpaHtml = (retention: string) => `<html><body>
<h2>Clause 11 &ndash; Return and deletion of Personal Data</h2>
<p>11.1 ${retention}</p>
<p>11.2 The Processor shall ensure that each Sub-processor complies with clause 11.1.</p>
</body></html>`;

const licencePdf = (licensorCap: string, licenseeCap: string) => `                                               Halcyon / Tidewater — Licence Agreement
12.   LIMITATION OF LIABILITY
12.1  ${licensorCap}
12.2  ${licenseeCap}
12.3  Neither party excludes liability for fraud or for death or personal
      injury caused by its negligence.
                                  Page 7 of 11
                                               Halcyon / Tidewater — Licence Agreement`;

const consultingNested = (retained: string) => `14.  INTELLECTUAL PROPERTY
14.1 Definitions. In this clause 14:
     (a) "Background IP" means intellectual property owned by a party before the Commencement Date or developed independently of this Agreement; and
     (b) "Deliverables" means the reports, models and software produced by the Consultant for the Client under a Work Order.
14.2 Ownership.
     (a) Each party retains its Background IP.
     (b) In respect of the Deliverables:
         (i) ${retained}
         (ii) the Consultant grants the Client a non-exclusive, perpetual, royalty-free licence to use the Consultant's Background IP to the extent it is embedded in the Deliverables, which licence:
              (A) extends to the Client's affiliates; and
              (B) survives termination of this Agreement.`;

// ---------------------------------------------------------------- the 41 pairs --------------------------------------

export const HOLDOUT9: AdverseCase[] = [
  // NDA
  {
    id: 'h9-nda-doc-information-protected-only-if-marked-or-also-if-obviously-confidential',
    pattern: 'position',
    type: 'nda',
    check: 'nda.explicit_identification',
    adverse: bad(fill(fill(NDA_DOC, 'DEFINITION', `"Confidential Information" means only information of a commercial, financial or technical nature disclosed by the Discloser to the Recipient in connection with the Purpose that is clearly marked "CONFIDENTIAL" at the time of disclosure; information disclosed orally or by demonstration is not Confidential Information unless it is summarised in a document so marked and delivered to the Recipient within three (3) days.`), 'COMPELLED', NDA_COMPELLED_OK)),
    benign: good(fill(fill(NDA_DOC, 'DEFINITION', NDA_DEFINITION_OK), 'COMPELLED', NDA_COMPELLED_OK)),
  },
  {
    id: 'h9-nda-doc-disclosure-to-any-authority-on-request-without-notice-or-required-by-law-after-notice',
    pattern: 'position',
    type: 'nda',
    check: 'nda.compelled_disclosure_notice',
    adverse: bad(fill(fill(NDA_DOC, 'DEFINITION', NDA_DEFINITION_OK), 'COMPELLED', `The Recipient may disclose Confidential Information to any court, governmental or regulatory authority that requests it, whether or not the disclosure is legally required, and need not notify the Discloser of the request or of the disclosure.`)),
    benign: good(fill(fill(NDA_DOC, 'DEFINITION', NDA_DEFINITION_OK), 'COMPELLED', NDA_COMPELLED_OK)),
  },
  {
    id: 'h9-nda-only-one-party-bound-though-both-disclose-or-each-party-bound',
    pattern: 'role',
    type: 'nda',
    check: 'nda.mutuality',
    adverse: bad(`4. Obligations of confidence. Both Northwind Robotics, Inc. ("Northwind") and Hollis Aerospace Corp. ("Hollis") expect to disclose Confidential Information under this Agreement. Northwind shall hold all Confidential Information disclosed by Hollis in strict confidence and use it only for the Purpose. Hollis shall have no obligation of confidence or restriction on use in respect of any information disclosed to it by Northwind.`),
    benign: good(`4. Obligations of confidence. Both Northwind Robotics, Inc. ("Northwind") and Hollis Aerospace Corp. ("Hollis") expect to disclose Confidential Information under this Agreement. Northwind shall hold all Confidential Information disclosed by Hollis in strict confidence and use it only for the Purpose, and Hollis shall hold all Confidential Information disclosed by Northwind in strict confidence and use it only for the Purpose.`),
  },
  {
    id: 'h9-nda-definition-limited-to-source-code-or-including-business-information',
    pattern: 'position',
    type: 'nda',
    check: 'nda.technical_information_only',
    adverse: bad(`1.2 "Confidential Information" means only the source code, object code, algorithms and technical specifications of the Discloser's software disclosed for the Purpose, and does not include the Discloser's business plans, pricing, customer lists, financial information or any other non-technical information.`),
    benign: good(`1.2 "Confidential Information" means the source code, object code, algorithms and technical specifications of the Discloser's software, together with its business plans, pricing, customer lists, financial information and any other non-public information disclosed for the Purpose.`),
  },
  {
    id: 'h9-nda-retained-copies-freed-from-confidence-or-still-confidential',
    pattern: 'position',
    type: 'nda',
    check: 'nda.retention_after_return',
    adverse: bad(`9. Retention. Notwithstanding clause 8, each party may retain copies of the other's Confidential Information in its archives and backup systems, and once this Agreement expires those retained copies are no longer subject to any obligation of confidentiality or restriction on use.`),
    benign: good(`9. Retention. Notwithstanding clause 8, each party may retain copies of the other's Confidential Information in its automatic backup systems and where required by law, and those retained copies remain subject to the obligations of confidentiality and restriction on use in this Agreement for as long as they are kept.`),
  },
  // MSA
  {
    id: 'h9-msa-doc-fees-definition-adds-surcharge-and-provider-increases-or-changed-only-by-signed-order',
    pattern: 'override',
    type: 'msa',
    check: 'msa.unilateral_changes',
    adverse: bad(fill(fill(MSA_DOC, 'FEES', `"Fees" means the charges set out in a Statement of Work, plus an administrative surcharge of twelve percent (12%), as Provider may revise from time to time by posting an updated rate card on its customer portal, effective on posting.`), 'INDEMNITY', MSA_INDEMNITY_OK)),
    benign: good(fill(fill(MSA_DOC, 'FEES', MSA_FEES_OK), 'INDEMNITY', MSA_INDEMNITY_OK)),
  },
  {
    id: 'h9-msa-doc-customer-indemnifies-provider-for-ip-claims-or-provider-indemnifies-customer',
    pattern: 'role',
    type: 'msa',
    check: 'msa.indemnification',
    adverse: bad(fill(fill(MSA_DOC, 'FEES', MSA_FEES_OK), 'INDEMNITY', `Customer shall defend Provider against any third-party claim arising from Customer's use of the Services or any deliverable, including any claim that the Services or any deliverable infringes or misappropriates that third party's intellectual property rights, and shall indemnify Provider against all damages, costs and reasonable attorneys' fees. Provider has no obligation to defend or indemnify Customer.`)),
    benign: good(fill(fill(MSA_DOC, 'FEES', MSA_FEES_OK), 'INDEMNITY', MSA_INDEMNITY_OK)),
  },
  {
    id: 'h9-msa-amendment-letter-cuts-payment-to-ten-days-or-extends-to-forty-five',
    pattern: 'override',
    type: 'msa',
    check: 'msa.payment_terms',
    adverse: bad(`AMENDMENT NO. 2 TO MASTER SERVICES AGREEMENT

Dear Ms. Alvarez,

We refer to the Master Services Agreement dated June 1, 2025 between Corvid Health Partners, Inc. ("Customer") and Stratagem IT Services, LLC ("Provider"). With effect from the date of your countersignature, Section 6.3 of the Agreement is amended by replacing "thirty (30) days after receipt" with "ten (10) days after the invoice date", and Customer waives any right to withhold payment of an invoice on the ground that it is disputed. All other terms of the Agreement remain in full force and effect.

Signed for Provider: ______  Countersigned for Customer: ______`),
    benign: good(`AMENDMENT NO. 2 TO MASTER SERVICES AGREEMENT

Dear Ms. Alvarez,

We refer to the Master Services Agreement dated June 1, 2025 between Corvid Health Partners, Inc. ("Customer") and Stratagem IT Services, LLC ("Provider"). With effect from the date of your countersignature, Section 6.3 of the Agreement is amended by replacing "thirty (30) days after receipt" with "forty-five (45) days after receipt", and Customer may withhold payment of any amount it disputes in good faith. All other terms of the Agreement remain in full force and effect.

Signed for Provider: ______  Countersigned for Customer: ______`),
  },
  {
    id: 'h9-msa-law-chosen-later-by-provider-or-named-state',
    pattern: 'reference',
    type: 'msa',
    check: 'msa.governing_law',
    adverse: noLaw(`18. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of such jurisdiction as Provider may designate in writing from time to time, without regard to its conflict of laws principles.`),
    benign: good(`18. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to its conflict of laws principles.`),
  },
  {
    id: 'h9-msa-provider-may-exploit-customer-information-in-aggregate-or-only-anonymised-statistics',
    pattern: 'override',
    type: 'msa',
    check: 'msa.confidentiality',
    adverse: bad(`11.4 Notwithstanding Section 11.1, Provider may use, disclose, sell and otherwise commercially exploit any information it receives from Customer, in aggregated or any other form, for any purpose, and Section 11 shall not apply to that information.`),
    benign: good(`11.4 Notwithstanding Section 11.1, Provider may compile aggregated statistics about the performance of the Services that neither identify Customer nor contain any of Customer's Confidential Information, and use them only to improve the Services; all other information received from Customer remains subject to Section 11.`),
  },
  // SaaS
  {
    id: 'h9-saas-doc-three-year-renewal-unless-customer-gives-six-months-notice-or-yearly-on-thirty-days',
    pattern: 'position',
    type: 'saas',
    check: 'saas.auto_renewal',
    adverse: bad(fill(fill(SAAS_DOC, 'DATA_END', SAAS_DATA_END_OK), 'RENEWAL', `It then renews automatically for further periods of thirty-six (36) months unless the Customer gives Supplier written notice of non-renewal at least one hundred and eighty (180) days before the end of the current period.`)),
    benign: good(fill(fill(SAAS_DOC, 'DATA_END', SAAS_DATA_END_OK), 'RENEWAL', SAAS_RENEWAL_OK)),
  },
  {
    id: 'h9-saas-doc-data-deleted-at-once-without-export-or-exported-then-deleted',
    pattern: 'position',
    type: 'saas',
    check: 'saas.data_protection',
    adverse: bad(fill(fill(SAAS_DOC, 'DATA_END', `On expiry or termination, Supplier may immediately delete all Customer Data from its systems and has no obligation to return it or to make it available to the Customer for export.`), 'RENEWAL', SAAS_RENEWAL_OK)),
    benign: good(fill(fill(SAAS_DOC, 'DATA_END', SAAS_DATA_END_OK), 'RENEWAL', SAAS_RENEWAL_OK)),
  },
  {
    id: 'h9-saas-order-form-fees-raised-any-time-on-short-notice-or-fixed-then-capped',
    pattern: 'reference',
    type: 'saas',
    check: 'saas.price_increases',
    adverse: bad(`ORDER FORM No. OF-2291

Customer: Halden Veterinary Group Ltd    Provider: Clinicbeam Cloud Ltd
Service: Clinicbeam Practice Manager, Enterprise tier, 140 seats
Subscription Term: 24 months from 1 May 2026
Subscription Fees: £61,600 per year, invoiced annually in advance

Special terms: These special terms prevail over the Terms of Service. Provider may increase the Subscription Fees at any time during the Subscription Term, by any amount, on fourteen (14) days' notice by email.`),
    benign: good(`ORDER FORM No. OF-2291

Customer: Halden Veterinary Group Ltd    Provider: Clinicbeam Cloud Ltd
Service: Clinicbeam Practice Manager, Enterprise tier, 140 seats
Subscription Term: 24 months from 1 May 2026
Subscription Fees: £61,600 per year, invoiced annually in advance

Special terms: These special terms prevail over the Terms of Service. The Subscription Fees are fixed for the Subscription Term; on any renewal Provider may increase them by no more than four per cent (4%) on ninety (90) days' notice by email.`),
  },
  {
    id: 'h9-saas-suspension-for-any-reason-without-notice-or-only-unpaid-fees-and-threats',
    pattern: 'position',
    type: 'saas',
    check: 'saas.suspension',
    adverse: bad(`7. Suspension. Provider may suspend or restrict Customer's access to all or part of the Service immediately, with or without notice, for any reason or for no reason, and shall have no liability to Customer for any suspension.`),
    benign: good(`7. Suspension. Provider may suspend or restrict Customer's access to all or part of the Service only (a) if undisputed fees remain unpaid fifteen (15) days after written notice, or (b) to the extent necessary to prevent an imminent threat to the security of the Service, and shall restore access promptly once the cause is resolved.`),
  },
  {
    id: 'h9-saas-provider-may-withdraw-features-at-will-or-may-only-add-them',
    pattern: 'polarity',
    type: 'saas',
    check: 'saas.unilateral_changes',
    adverse: bad(`4.3 Changes to the Service. Provider may modify, reduce or discontinue any feature, module or functionality of the Service at any time, without notice and without any reduction in the Fees, and Customer's continued use of the Service constitutes acceptance of the change.`),
    benign: good(`4.3 Changes to the Service. Provider may add features, modules or functionality to the Service at any time, but shall not materially reduce or discontinue any feature, module or functionality of the Service during the Subscription Term without Customer's written agreement.`),
  },
  // Licence
  {
    id: 'h9-licence-doc-licensee-improvements-assigned-to-licensor-or-kept-by-licensee',
    pattern: 'role',
    type: 'license',
    check: 'license.improvements',
    adverse: bad(fill(fill(LICENCE_DOC, 'AUDIT', LICENCE_AUDIT_OK), 'IMPROVEMENTS', `All improvements, modifications and derivative works of the Software made by or for the Licensee shall vest in the Licensor on creation, and the Licensee hereby assigns to the Licensor all right, title and interest in them without further consideration.`)),
    benign: good(fill(fill(LICENCE_DOC, 'AUDIT', LICENCE_AUDIT_OK), 'IMPROVEMENTS', LICENCE_IMPROVEMENTS_OK)),
  },
  {
    id: 'h9-licence-doc-audit-any-time-at-licensees-cost-or-yearly-on-notice',
    pattern: 'position',
    type: 'license',
    check: 'license.royalties_audit',
    adverse: bad(fill(fill(LICENCE_DOC, 'AUDIT', `The Licensor and its agents may enter any premises of the Licensee at any time, without notice and as often as the Licensor wishes, to inspect and copy those records and the Licensee's computer systems, and the Licensee shall bear all costs of every audit.`), 'IMPROVEMENTS', LICENCE_IMPROVEMENTS_OK)),
    benign: good(fill(fill(LICENCE_DOC, 'AUDIT', LICENCE_AUDIT_OK), 'IMPROVEMENTS', LICENCE_IMPROVEMENTS_OK)),
  },
  {
    id: 'h9-licence-pdf-licensor-capped-at-three-months-licensee-unlimited-or-both-twelve',
    pattern: 'layout',
    type: 'license',
    check: 'license.limitation_of_liability',
    adverse: bad(licencePdf(`The total liability of Halcyon Software Pty Ltd (the "Licensor") under
      or in connection with this Agreement shall not exceed the licence fees
      paid by the Licensee in the three (3) months before the claim.`, `The liability of Tidewater Ports Authority (the "Licensee") under or in
      connection with this Agreement is not limited in amount.`)),
    benign: good(licencePdf(`The total liability of Halcyon Software Pty Ltd (the "Licensor") under
      or in connection with this Agreement shall not exceed the licence fees
      paid by the Licensee in the twelve (12) months before the claim.`, `The liability of Tidewater Ports Authority (the "Licensee") under or in
      connection with this Agreement is limited in the same way as in 12.1.`)),
  },
  {
    id: 'h9-licence-affiliates-and-contractors-may-not-use-or-may-use',
    pattern: 'polarity',
    type: 'license',
    check: 'license.sublicensing',
    adverse: bad(`2.4 The Licensee shall not sublicense the Software, and shall not permit any of its affiliates, contractors or outsourcing providers to access or use the Software, even for the Licensee's own benefit.`),
    benign: good(`2.4 The Licensee may sublicense the Software to its affiliates, and may permit its contractors and outsourcing providers to access and use the Software for the Licensee's own benefit, remaining responsible for their compliance with this Agreement.`),
  },
  {
    id: 'h9-licence-licensee-barred-from-competing-software-or-licensor-barred-from-licensing-rivals',
    pattern: 'role',
    type: 'license',
    check: 'license.exclusivity',
    adverse: bad(`3.2 Exclusivity. During the Term the Licensee shall obtain all of its warehouse-control software exclusively from the Licensor, and shall not license, evaluate or use any software that competes with the Software.`),
    benign: good(`3.2 Exclusivity. During the Term the Licensor shall not license the Software to any competitor of the Licensee in the Territory; the Licensee remains free to license, evaluate and use any software that competes with the Software.`),
  },
  // Services
  {
    id: 'h9-services-doc-customer-assigns-its-own-materials-and-deliverables-or-receives-deliverables',
    pattern: 'role',
    type: 'services',
    check: 'services.ip_ownership',
    adverse: bad(fill(SERVICES_DOC, 'IP', `The Customer hereby assigns to the Supplier all intellectual property rights in the Deliverables and in all data, documents and materials supplied by the Customer for the purposes of the Services (the "Customer Materials"), and the Supplier grants the Customer a licence to use the Deliverables for the duration of this Agreement.`)),
    benign: good(fill(SERVICES_DOC, 'IP', `The Supplier hereby assigns to the Customer all intellectual property rights in the Deliverables. All data, documents and materials supplied by the Customer for the purposes of the Services (the "Customer Materials") remain the property of the Customer, and the Supplier may use them only to perform the Services.`)),
  },
  {
    id: 'h9-services-markdown-table-payment-in-seven-days-without-dispute-or-thirty-days-with',
    pattern: 'markup',
    type: 'services',
    check: 'services.payment_terms',
    adverse: bad(servicesFeesMarkdown('Within 7 days of invoice date', 'The Customer shall pay every invoice in full by its due date and shall not withhold, set off or delay any payment on the ground that the invoice or the work is disputed.')),
    benign: good(servicesFeesMarkdown('Within 30 days of receipt of invoice', 'The Customer shall pay every undisputed invoice in full by its due date and may withhold only the amount it disputes in good faith, notifying the Supplier of the dispute before the due date.')),
  },
  {
    id: 'h9-services-three-year-no-hire-with-full-salary-fee-or-term-only-no-poaching',
    pattern: 'position',
    type: 'services',
    check: 'services.non_solicitation',
    adverse: bad(`15. Non-solicitation. During the term and for three (3) years afterwards, the Customer shall not employ, engage or solicit any individual who was employed by the Provider at any time during the term, whether or not that individual approached the Customer, and shall pay the Provider a fee equal to one hundred per cent (100%) of that individual's annual salary for each breach.`),
    benign: good(`15. Non-solicitation. During the term only, neither party shall actively solicit for employment any individual employed by the other who worked on the Services, but hiring an individual who responds to a general advertisement or approaches a party on their own initiative is not a breach and no fee is payable.`),
  },
  {
    id: 'h9-services-deliverables-deemed-accepted-on-delivery-or-tested-against-criteria',
    pattern: 'position',
    type: 'services',
    check: 'services.acceptance',
    adverse: bad(`8. Acceptance. Each Deliverable is deemed accepted by the Customer on delivery. The Customer may not reject a Deliverable, and any defect is to be reported as a support request under the Provider's standard support terms.`),
    benign: good(`8. Acceptance. Each Deliverable is accepted by the Customer only when it meets the acceptance criteria in the Statement of Work. The Customer may reject a Deliverable that does not meet them by notice within ten (10) business days, and the Provider shall correct it at its own cost.`),
  },
  // Consulting
  {
    id: 'h9-consulting-nested-consultant-owns-deliverables-with-revocable-licence-or-client-owns',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.ip_ownership',
    adverse: bad(consultingNested(`all intellectual property rights in the Deliverables vest in and remain with the Consultant, and the Client receives a non-exclusive licence to use the Deliverables for its internal purposes for twelve (12) months, revocable by the Consultant on notice if any invoice is unpaid; and`)),
    benign: good(consultingNested(`all intellectual property rights in the Deliverables vest in the Client on creation, and the Consultant hereby assigns those rights to the Client and waives any moral rights in the Deliverables; and`)),
  },
  {
    id: 'h9-consulting-fees-definition-uplifted-at-consultants-discretion-or-fixed-for-term',
    pattern: 'override',
    type: 'consulting',
    check: 'consulting.unilateral_changes',
    adverse: bad(`1.1 In this Agreement, "Fees" means the daily rates set out in Schedule 1, plus a project management uplift of fifteen percent (15%), as the Consultant may increase from time to time by notice to the Client, such increase taking effect on the date of the notice.`),
    benign: good(`1.1 In this Agreement, "Fees" means the daily rates set out in Schedule 1, which are fixed for the term of this Agreement and may be varied only by a written amendment signed by both the Consultant and the Client.`),
  },
  {
    id: 'h9-consulting-consultant-under-clients-control-as-employee-or-own-methods',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.independent_contractor',
    adverse: bad(`5. Status. The Consultant shall work the hours set by the Client at the Client's offices, under the supervision and control of the Client's line managers, using equipment supplied by the Client, shall be entitled to the Client's employee benefits and paid leave, and the Client shall deduct income tax and social contributions from the Fees.`),
    benign: good(`5. Status. The Consultant is an independent contractor and decides the hours, place and method of its work, using its own equipment; it is not entitled to the Client's employee benefits or paid leave, and is solely responsible for its own income tax and social contributions on the Fees.`),
  },
  {
    id: 'h9-consulting-deemed-acceptance-after-two-days-or-after-criteria-met',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.acceptance',
    adverse: bad(`9. Acceptance of Deliverables. A Deliverable shall be deemed accepted by the Client unless the Client rejects it in writing within two (2) business days after delivery, and use of a Deliverable for any purpose, including testing, constitutes acceptance.`),
    benign: good(`9. Acceptance of Deliverables. A Deliverable shall be accepted by the Client only when it meets the acceptance criteria in the Work Order; the Client may reject it in writing within fifteen (15) business days after delivery, and the Consultant shall correct it at its own cost.`),
  },
  // Employment
  {
    id: 'h9-employment-doc-cause-only-conviction-after-appeals-or-usual-definition',
    pattern: 'position',
    type: 'employment',
    check: 'employment.termination_for_cause',
    adverse: bad(fill(fill(EMPLOYMENT_DOC, 'CAUSE', `"Cause" means only the Employee's conviction, after all rights of appeal have been exhausted, of an offence of fraud against the Employer for which a sentence of imprisonment is imposed.`), 'INVENTIONS', EMPLOYMENT_INVENTIONS_OK)),
    benign: good(fill(fill(EMPLOYMENT_DOC, 'CAUSE', EMPLOYMENT_CAUSE_OK), 'INVENTIONS', EMPLOYMENT_INVENTIONS_OK)),
  },
  {
    id: 'h9-employment-doc-employee-keeps-inventions-made-at-work-or-employer-owns-them',
    pattern: 'role',
    type: 'employment',
    check: 'employment.ip_assignment',
    adverse: bad(fill(fill(EMPLOYMENT_DOC, 'CAUSE', EMPLOYMENT_CAUSE_OK), 'INVENTIONS', `All inventions, designs and works made by the Employee during the employment belong to the Employee, unless the Employer commissioned them in writing in advance, and the Employee is free to license or sell them to any person.`)),
    benign: good(fill(fill(EMPLOYMENT_DOC, 'CAUSE', EMPLOYMENT_CAUSE_OK), 'INVENTIONS', EMPLOYMENT_INVENTIONS_OK)),
  },
  {
    id: 'h9-employment-confidentiality-ends-with-employment-or-continues-after',
    pattern: 'position',
    type: 'employment',
    check: 'employment.confidentiality',
    adverse: bad(`12. Confidential information. During the employment the Employee shall not use or disclose the trade secrets or confidential information of the Company, but this obligation ends on the date the employment ends and the Employee is then free to use and disclose that information.`),
    benign: good(`12. Confidential information. The Employee shall not use or disclose the trade secrets or confidential information of the Company, either during the employment or at any time after the date the employment ends, except as required by law or in the proper performance of the Employee's duties.`),
  },
  {
    id: 'h9-employment-no-restriction-on-poaching-after-leaving-or-twelve-months',
    pattern: 'polarity',
    type: 'employment',
    check: 'employment.non_solicit',
    adverse: bad(`14. Clients and staff. While employed, the Employee shall not solicit any client or employee of the Employer away from the Employer. Nothing in this agreement restricts the Employee, once the employment has ended, from soliciting or dealing with any client or employee of the Employer.`),
    benign: good(`14. Clients and staff. For twelve (12) months after the employment ends, the Employee shall not solicit any client of the Employer with whom the Employee dealt in the last year of employment, or any employee of the Employer with whom the Employee worked, away from the Employer.`),
  },
  // Lease
  {
    id: 'h9-lease-doc-upward-only-market-review-with-floor-or-cpi-capped',
    pattern: 'position',
    type: 'lease',
    check: 'lease.rent_increases',
    adverse: bad(fill(fill(LEASE_DOC, 'REVIEW', `On each anniversary of the commencement date the rent is reviewed to the greater of the current market rent and the rent payable immediately before the review increased by six per cent (6%), and the rent may never decrease on a review.`), 'ACCESS', LEASE_ACCESS_OK)),
    benign: good(fill(fill(LEASE_DOC, 'REVIEW', LEASE_REVIEW_OK), 'ACCESS', LEASE_ACCESS_OK)),
  },
  {
    id: 'h9-lease-doc-landlord-enters-any-time-without-notice-or-on-24-hours',
    pattern: 'position',
    type: 'lease',
    check: 'lease.landlord_access',
    adverse: bad(fill(fill(LEASE_DOC, 'REVIEW', LEASE_REVIEW_OK), 'ACCESS', `The Landlord and any person authorised by it may enter the Premises at any time and without notice for any purpose the Landlord thinks fit, and may remain there for as long as it wishes.`)),
    benign: good(fill(fill(LEASE_DOC, 'REVIEW', LEASE_REVIEW_OK), 'ACCESS', LEASE_ACCESS_OK)),
  },
  {
    id: 'h9-lease-special-conditions-consent-in-absolute-discretion-or-not-unreasonably-withheld',
    pattern: 'override',
    type: 'lease',
    check: 'lease.assignment_subletting',
    adverse: bad(`SCHEDULE 4 — SPECIAL CONDITIONS

The following special conditions vary the Standard Lease Terms and prevail over them to the extent of any inconsistency.

SC1. Clause 14.1 of the Standard Lease Terms is deleted and replaced with: "The Tenant must not assign, sublet, part with possession of or share occupation of the Premises without the Landlord's prior written consent, which the Landlord may withhold in its absolute discretion and without giving reasons."

SC2. The permitted use of the Premises is a physiotherapy clinic.`),
    benign: good(`SCHEDULE 4 — SPECIAL CONDITIONS

The following special conditions vary the Standard Lease Terms and prevail over them to the extent of any inconsistency.

SC1. Clause 14.1 of the Standard Lease Terms is deleted and replaced with: "The Tenant must not assign, sublet, part with possession of or share occupation of the Premises without the Landlord's prior written consent, which the Landlord must not unreasonably withhold or delay, except that no consent is needed for an assignment to a related body corporate of the Tenant."

SC2. The permitted use of the Premises is a physiotherapy clinic.`),
  },
  {
    id: 'h9-lease-tenant-pays-capital-and-structural-costs-uncapped-or-excluded-and-capped',
    pattern: 'position',
    type: 'lease',
    check: 'lease.service_charges',
    adverse: bad(`7. Service Charge. The Tenant shall pay the Service Charge, being a due proportion of all costs incurred by the Landlord in respect of the Building, including the cost of replacing the roof, structure and plant, capital improvements and the Landlord's management fee, without any limit on the amount in any year.`),
    benign: good(`7. Service Charge. The Tenant shall pay the Service Charge, being a fair proportion of the reasonable costs properly incurred by the Landlord in running the Building, excluding the cost of replacing the roof, structure and plant and any capital improvements, and increasing by no more than five per cent (5%) in any year.`),
  },
  // DPA
  {
    id: 'h9-dpa-doc-sub-processors-added-at-will-without-notice-or-listed-with-objection',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.sub_processors',
    adverse: bad(fill(fill(DPA_DOC, 'SUBPROCESSORS', `The Processor may engage, add or replace sub-processors at its discretion without notice to the Controller. The Controller has no right to object to any sub-processor, and the Processor is not responsible for the acts or omissions of its sub-processors.`), 'BREACH', DPA_BREACH_OK)),
    benign: good(fill(fill(DPA_DOC, 'SUBPROCESSORS', DPA_SUBPROCESSORS_OK), 'BREACH', DPA_BREACH_OK)),
  },
  {
    id: 'h9-dpa-doc-breach-notice-after-investigation-ends-or-within-48-hours',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.breach_notification',
    adverse: bad(fill(fill(DPA_DOC, 'SUBPROCESSORS', DPA_SUBPROCESSORS_OK), 'BREACH', `The Processor shall notify the Controller of a Personal Data Breach within seven (7) days after the Processor has completed its internal investigation of it, and only if the Processor concludes that the breach is likely to cause harm to data subjects.`)),
    benign: good(fill(fill(DPA_DOC, 'SUBPROCESSORS', DPA_SUBPROCESSORS_OK), 'BREACH', DPA_BREACH_OK)),
  },
  {
    id: 'h9-dpa-html-data-kept-for-processors-own-use-or-deleted-or-returned',
    pattern: 'markup',
    type: 'dpa',
    check: 'dpa.deletion_return',
    adverse: bad(dpaHtml(`On termination of the Agreement, the Processor may retain the Personal Data for as long as it considers useful for its own business purposes, and is not obliged to return or delete it.`)),
    benign: good(dpaHtml(`On termination of the Agreement, the Processor shall, at the Controller&rsquo;s choice, return the Personal Data to the Controller or delete it within thirty (30) days, and delete any remaining copies unless applicable law requires their storage.`)),
  },
  {
    id: 'h9-dpa-processor-uses-data-for-own-product-development-or-only-on-instructions',
    pattern: 'polarity',
    type: 'dpa',
    check: 'dpa.instructions',
    adverse: bad(`3.1 In addition to processing Personal Data to provide the Services, the Processor may process the Personal Data for its own purposes, including developing and training its products, benchmarking and creating aggregated datasets which it may license to third parties.`),
    benign: good(`3.1 The Processor shall process Personal Data only to provide the Services and on the Controller's documented instructions, and shall not process the Personal Data for its own purposes, including developing and training its products, benchmarking or creating aggregated datasets.`),
  },
  {
    id: 'h9-dpa-main-agreement-prevails-over-dpa-or-dpa-prevails',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.precedence',
    adverse: bad(`14. Order of precedence. If there is any conflict or inconsistency between this DPA and the Master Agreement, including in relation to the processing of Personal Data, the Master Agreement shall prevail.`),
    benign: good(`14. Order of precedence. If there is any conflict or inconsistency between this DPA and the Master Agreement in relation to the processing of Personal Data, this DPA shall prevail, save that the Standard Contractual Clauses prevail over both.`),
  },
];

// ---------------------------------------------------------------- ten more -------------------------------------------

export const HOLDOUT9_EXTRA: AdverseCase[] = [
  {
    id: 'h9x-nda-recipient-alone-may-assign-freely-or-neither-without-consent',
    pattern: 'role',
    type: 'nda',
    check: 'nda.assignment',
    adverse: bad(`11. Assignment. Kiltegan Foods Ltd may assign or transfer this Agreement, or any of its rights under it, to any person at any time without the consent of Braemar Dairies Ltd. Braemar Dairies Ltd may not assign this Agreement without the prior written consent of Kiltegan Foods Ltd.`),
    benign: good(`11. Assignment. Neither Kiltegan Foods Ltd nor Braemar Dairies Ltd may assign or transfer this Agreement, or any of its rights under it, without the prior written consent of the other, except to a successor to the whole or substantially the whole of its business.`),
  },
  {
    id: 'h9x-saas-no-availability-commitment-or-ninety-nine-point-nine-with-credits',
    pattern: 'position',
    type: 'saas',
    check: 'saas.service_levels',
    adverse: bad(`5. Availability. Provider will use reasonable efforts to keep the Platform available, but makes no commitment as to availability or uptime, and the Customer is not entitled to any service credit, refund or other remedy for unavailability.`),
    benign: good(`5. Availability. Provider will keep the Platform available at least 99.9% of each calendar month, excluding pre-announced maintenance, and for each month it falls short the Customer is entitled to a service credit of ten per cent (10%) of that month's fees.`),
  },
  {
    id: 'h9x-saas-fees-never-refundable-even-on-provider-exit-or-pro-rata-refund',
    pattern: 'position',
    type: 'saas',
    check: 'saas.refunds',
    adverse: bad(`12.5 All Fees are non-cancellable and non-refundable in all circumstances, including where the Provider terminates this Agreement for convenience or the Customer terminates it for the Provider's material breach.`),
    benign: good(`12.5 Fees are non-cancellable, but where the Provider terminates this Agreement for convenience or the Customer terminates it for the Provider's material breach, the Provider shall refund the prepaid Fees for the remainder of the Subscription Term on a pro-rata basis.`),
  },
  {
    id: 'h9x-services-doc-supplier-keeps-ip-with-term-licence-or-assigns-deliverables',
    pattern: 'role',
    type: 'services',
    check: 'services.ip_ownership',
    adverse: bad(fill(SERVICES_DOC, 'IP', `All intellectual property rights in the Deliverables belong to the Supplier. The Customer may use the Deliverables only while this Agreement is in force and only for so long as it pays the Charges; the licence ends automatically on termination.`)),
    benign: good(fill(SERVICES_DOC, 'IP', `All intellectual property rights in the Deliverables belong to the Customer on creation, and the Supplier assigns them to the Customer. The Supplier retains its pre-existing materials and grants the Customer a perpetual, royalty-free licence to use them as part of the Deliverables, which survives termination.`)),
  },
  {
    id: 'h9x-consulting-client-no-hire-for-two-years-with-penalty-or-none',
    pattern: 'polarity',
    type: 'consulting',
    check: 'consulting.non_solicitation',
    adverse: bad(`16. Personnel. For twenty-four (24) months after the last Work Order ends, the Client shall not hire or engage, directly or through an agency, any person the Consultant introduced to the Client, and shall pay the Consultant liquidated damages of CAD $150,000 for each person so hired.`),
    benign: good(`16. Personnel. Nothing in this Agreement restricts the Client from hiring or engaging, directly or through an agency, any person the Consultant introduced to the Client, and no fee or liquidated damages are payable to the Consultant for any person so hired.`),
  },
  {
    id: 'h9x-employment-guaranteed-half-salary-bonus-or-discretionary-bonus',
    pattern: 'position',
    type: 'employment',
    check: 'employment.compensation',
    adverse: bad(`4. Remuneration. The Employer shall pay the Employee a base salary of $185,000 per annum in fortnightly instalments, together with an annual bonus of not less than fifty percent (50%) of base salary, which is guaranteed and payable whether or not any performance target is met and even if the Employee has given notice.`),
    benign: good(`4. Remuneration. The Employer shall pay the Employee a base salary of $185,000 per annum in fortnightly instalments. The Employee is eligible for an annual bonus of up to fifty percent (50%) of base salary, payable at the Employer's discretion by reference to performance targets set each year.`),
  },
  {
    id: 'h9x-lease-doc-upward-only-by-reference-to-schedule-or-cpi-capped',
    pattern: 'reference',
    type: 'lease',
    check: 'lease.rent_increases',
    adverse: bad(fill(fill(LEASE_DOC, 'REVIEW', `The rent is reviewed on each anniversary of the commencement date in the manner set out in Item 7 of the Schedule.

Schedule, Item 7 (Rent review): the rent is increased by the greater of ten per cent (10%) and the percentage change in the Consumer Price Index over the preceding year, and is never reduced.`), 'ACCESS', LEASE_ACCESS_OK)),
    benign: good(fill(fill(LEASE_DOC, 'REVIEW', `The rent is reviewed on each anniversary of the commencement date in the manner set out in Item 7 of the Schedule.

Schedule, Item 7 (Rent review): the rent is increased by the percentage change in the Consumer Price Index over the preceding year, capped at three per cent (3%).`), 'ACCESS', LEASE_ACCESS_OK)),
  },
  {
    id: 'h9x-lease-deposit-of-a-years-rent-forfeited-or-two-months-returned',
    pattern: 'position',
    type: 'lease',
    check: 'lease.deposit',
    adverse: bad(`5. Security Deposit. On signing, the Tenant shall pay the Landlord a security deposit equal to twelve (12) months' rent. The Landlord may retain the whole deposit when this Lease ends, whether or not any amount is owed by the Tenant.`),
    benign: good(`5. Security Deposit. On signing, the Tenant shall pay the Landlord a security deposit equal to two (2) months' rent. The Landlord shall return the deposit within thirty (30) days after this Lease ends, less only amounts the Tenant owes and the Landlord documents.`),
  },
  {
    id: 'h9x-dpa-no-audit-only-summary-at-discretion-or-audits-and-reports',
    pattern: 'polarity',
    type: 'dpa',
    check: 'dpa.audits',
    adverse: bad(`9. Audits. The Controller shall not audit or inspect the Processor, its premises or its systems. The Processor may, at its discretion, provide the Controller with a summary of its most recent security certification on request.`),
    benign: good(`9. Audits. The Controller may audit or inspect the Processor, its premises and its systems once a year on thirty (30) days' notice, or after a Personal Data Breach. The Processor shall also provide the Controller with its most recent ISO 27001 certificate and SOC 2 report on request.`),
  },
  {
    id: 'h9x-msa-doc-customer-alone-indemnifies-for-all-claims-or-mutual-for-own-negligence',
    pattern: 'role',
    type: 'msa',
    check: 'msa.indemnification',
    adverse: bad(fill(fill(MSA_DOC, 'FEES', MSA_FEES_OK), 'INDEMNITY', `Customer shall indemnify, defend and hold harmless Provider and its affiliates from and against any and all claims, losses and expenses of any kind arising out of or relating to this Agreement or the Services, however caused, including by Provider's own negligence.`)),
    benign: good(fill(fill(MSA_DOC, 'FEES', MSA_FEES_OK), 'INDEMNITY', `Each party shall indemnify, defend and hold harmless the other party and its affiliates from and against any third-party claims, losses and expenses arising out of its own negligence or breach of this Agreement, and Provider shall in addition defend Customer against any third-party claim that the Services infringe intellectual property rights.`)),
  },
];

/** Pairs missed on af998f0 when first scored (the 41 and the ten more together): check and side only. */
export const HOLDOUT9_MISSES: Record<string, string> = {
  'h9-msa-amendment-letter-cuts-payment-to-ten-days-or-extends-to-forty-five': 'msa.payment_terms: adverse side read acceptable (not mentioned), not flagged',
  'h9-msa-provider-may-exploit-customer-information-in-aggregate-or-only-anonymised-statistics': 'msa.confidentiality: both sides read as missing and flagged',
  'h9-saas-doc-data-deleted-at-once-without-export-or-exported-then-deleted': 'saas.data_protection: adverse side read preferred, not flagged',
  'h9-licence-licensee-barred-from-competing-software-or-licensor-barred-from-licensing-rivals': 'license.exclusivity: adverse side read preferred (not mentioned), not flagged',
  // the ten more
  'h9x-services-doc-supplier-keeps-ip-with-term-licence-or-assigns-deliverables': 'services.ip_ownership: adverse side flagged as missing, not read as unacceptable',
  'h9x-employment-guaranteed-half-salary-bonus-or-discretionary-bonus': 'employment.compensation: adverse side read preferred, not flagged',
  'h9x-dpa-no-audit-only-summary-at-discretion-or-audits-and-reports': 'dpa.audits: adverse side read preferred, not flagged',
};
