/**
 * Eighth blind hold-out (issue 11, 2026-11-24, written in the twelfth session's first hour): pairs written before
 * reading any rule code or the earlier hold-outs' clauses (only the harness, `positions.ts`, `sides.ts`, `cases.ts`'s
 * types, the *format* of `holdout7.ts` and the built-in playbooks' public check ids, titles and preferred and fallback
 * positions, printed from `toPublicPlaybook`, were read; reading the format showed a few of `holdout7.ts`'s clauses,
 * whose situations were not reused). Each pair is a clause a lawyer acting for the playbook's side (the customer,
 * client, licensee, tenant, employer, controller; both parties of a mutual NDA) would flag, and a benign twin sharing
 * most of its words that a naive matcher would flag too. Eight are short whole agreements with the hostile clause among
 * ordinary terms; the rest are excerpts read alone: clauses, an amendment, an order form, a rider, a side letter and a
 * schedule of special conditions that change an earlier clause, one in Markdown, one in HTML, one as text extracted
 * from a PDF and one with numbered sub-clauses. All 51 pairs (the 41 and the ten more) were written before either was
 * scored. Scored once on c7270ef (engine README "Eighth blind hold-out"). Kept as written: do not tune rules on these
 * pairs or edit them to pass.
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, fill, good, swap } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

const NDA_DOC = `THIS MUTUAL CONFIDENTIALITY AGREEMENT is made on 14 April 2026

BETWEEN

(1) HARROWGATE BIOSCIENCES LIMITED, a company registered in England and Wales under number 10482263 ("Harrowgate"); and

(2) QUILLON DEVICES PLC, a company registered in England and Wales under number 06618240 ("Quillon"),

each a "party". The parties wish to exchange information in order to assess a possible joint development of a wearable glucose sensor (the "Project").

1. Confidential Information. "Confidential Information" means all information of a confidential nature, whether business, financial, commercial or technical, and whether disclosed in writing, orally, visually or in any other form, that one party (the "Discloser") discloses to the other (the "Recipient") in connection with the Project.

2. Exclusions. Clause 3 does not apply to information that (a) is or becomes public other than through the Recipient's breach; (b) the Recipient already lawfully held before disclosure; (c) the Recipient lawfully receives from a third party free of any duty of confidence; or (d) the Recipient develops independently without using the Confidential Information.

3. Obligations. The Recipient shall keep the Confidential Information confidential, shall use it only for the Project, and may disclose it only to its employees, officers and professional advisers who need to know it for the Project and are bound by duties of confidence no less strict than this Agreement, for whom it remains responsible.

{{RESIDUALS}}

5. No Licence. All Confidential Information remains the property of the Discloser. Nothing in this Agreement grants the Recipient any licence or other right in it, other than to use it for the Project.

6. Return. On written request, the Recipient shall promptly return or destroy all Confidential Information and certify in writing that it has done so, save that it may keep copies which it is required by law to retain, and those copies remain confidential.

7. Duration. This Agreement lasts for two (2) years from its date, and the obligations in Clause 3 continue for five (5) years after it ends.

8. Law. This Agreement and any dispute arising from it are governed by the laws of England and Wales, and the courts of England have exclusive jurisdiction.
`;

const MSA_DOC = `MASTER SERVICES AGREEMENT

This Master Services Agreement (the "Agreement") is made as of January 20, 2026 by and between ACME Industrial Supply Co., a Pennsylvania corporation ("ACME"), and Norvale Data Services, Inc., a Delaware corporation ("Norvale").

1. Services. Norvale shall provide the data-warehousing and reporting services described in each Statement of Work signed by both parties (the "Services").

2. Fees. ACME shall pay the fees stated in each Statement of Work. Norvale shall invoice monthly, and ACME shall pay each undisputed invoice within thirty (30) days after receipt.

3. Confidentiality. Each party shall hold the other party's Confidential Information in confidence, use it only for the purposes of this Agreement and disclose it only to personnel who need to know it. These obligations survive termination for three (3) years.

4. Ownership. ACME owns all deliverables created specifically for ACME under a Statement of Work. Norvale retains its pre-existing software and methods and grants ACME a perpetual, royalty-free license to use them as part of the deliverables.

5. Term and Termination. This Agreement has a term of two (2) years from the date above. ACME may terminate this Agreement or any Statement of Work for convenience on thirty (30) days' written notice. Either party may terminate this Agreement if the other materially breaches it and does not cure the breach within thirty (30) days after written notice.

6. Liability. Each party's aggregate liability under this Agreement shall not exceed the fees paid or payable in the twelve (12) months before the event giving rise to the claim, except for breach of confidentiality, indemnification obligations and willful misconduct.

{{CHANGES}}

8. General. This Agreement is governed by the laws of the State of New York. Neither party may assign this Agreement without the other's prior written consent, except to a successor to all or substantially all of its business.
`;

const SAAS_DOC = `SOFTWARE-AS-A-SERVICE AGREEMENT

This Agreement is entered into on March 9, 2026 between Ferrow Cloud Systems, Inc. ("Ferrow") and Brennock County Credit Union ("the Credit Union").

1. Access. Ferrow grants the Credit Union a non-exclusive right, during the Subscription Term, to access and use Ferrow's loan-origination platform (the "Service") for its internal business purposes.

2. Credit Union Data. The Credit Union owns all data it submits to the Service. Ferrow shall process that data only to provide the Service, shall secure it in accordance with industry standards, shall notify the Credit Union of any security breach affecting it without undue delay, and shall return or delete it at the end of the Subscription Term.

3. Availability. Ferrow shall make the Service available at least 99.9% of each calendar month, excluding scheduled maintenance notified in advance, and shall issue the service credits in Exhibit B if it does not.

4. Fees. The subscription fees in Exhibit A are fixed for the initial Subscription Term; on any renewal they may increase by no more than three percent (3%).

5. Term. The initial Subscription Term is twenty-four (24) months. It then renews for one-year periods unless either party gives notice of non-renewal at least thirty (30) days before the end of the current period.

{{SUSPENSION}}

7. Liability. Each party's aggregate liability under this Agreement is limited to the fees paid or payable by the Credit Union in the twelve (12) months before the event giving rise to the claim, except for breach of confidentiality, indemnification obligations or willful misconduct.

8. Governing Law. This Agreement is governed by the laws of the Commonwealth of Massachusetts.
`;

const LICENCE_DOC = `THIS SOFTWARE LICENCE AGREEMENT is dated 2 February 2026

PARTIES

(1) STRATHMORE GEOSPATIAL LIMITED, incorporated in Scotland with company number SC512904 (the "Licensor"); and

(2) PENRITH WATER SERVICES LIMITED, incorporated in England and Wales with company number 08831176 (the "Licensee").

1. Grant. The Licensor grants the Licensee a non-exclusive, non-transferable licence to install, use, configure and copy (for back-up purposes) the Strathmore NetworkMap software (the "Software") for the Licensee's business in the United Kingdom.

2. Fees. The Licensee shall pay the annual licence fee of £60,000 (the "Licence Fee"). The Licence Fee is fixed for the first three (3) years and may then increase once a year by no more than the change in CPI.

3. Audit. The Licensor may audit the Licensee's use of the Software no more than once a year, on thirty (30) days' notice and during business hours, at the Licensor's cost unless the audit shows an underpayment of more than five per cent (5%).

4. Warranty. The Licensor warrants that for ninety (90) days from delivery the Software will perform materially in accordance with its documentation, and shall repair or replace it, or refund the Licence Fee, if it does not.

5. Term. This Agreement lasts for five (5) years from its date. The Licensee may terminate this Agreement for convenience on thirty (30) days' written notice.

{{CONTROL}}

7. Assignment. Neither party may assign or transfer this Agreement without the prior written consent of the other, except to a successor to all or substantially all of its business.

8. Law. This Agreement is governed by the law of England and Wales.
`;

const CONSULTING_DOC = `CONSULTING AGREEMENT

This Consulting Agreement is made as of April 1, 2026 between Marisol Pharmaceuticals, Inc., a New Jersey corporation (the "Company"), and Tobias Wren, an individual residing in Princeton, New Jersey (the "Consultant").

1. Services. The Consultant shall advise the Company on regulatory submissions for its oncology pipeline as described in Exhibit A (the "Services").

2. Fees. The Company shall pay the Consultant $225 per hour. The Consultant shall invoice monthly, and the Company shall pay each undisputed invoice within thirty (30) days after receipt.

{{STATUS}}

4. Work Product. The Company owns all reports, analyses and other deliverables the Consultant prepares for the Company. The Consultant keeps his pre-existing materials and grants the Company a perpetual, royalty-free license to use them as part of the deliverables.

5. Confidentiality. Each party shall keep the other's confidential information confidential during this Agreement and for five (5) years after it ends.

6. Insurance. The Consultant shall maintain professional liability insurance of not less than $1,000,000 per claim and shall provide a certificate of insurance on request.

7. Termination. The Company may terminate this Agreement at any time on fifteen (15) days' written notice.

8. Assignment. Neither party may assign this Agreement without the prior written consent of the other party, except to a successor to all or substantially all of its business.

9. Governing Law. This Agreement is governed by the laws of the State of New Jersey.
`;

const EMPLOYMENT_DOC = `CONTRACT OF EMPLOYMENT

This contract is made on 3 March 2026 between Aldwych Marine Insurance Brokers Limited, whose registered office is at 40 Fenchurch Street, London EC3M 3BY ("the Employer"), and Ms Priya Natarajan ("the Employee").

1. Appointment. The Employer employs the Employee as Senior Marine Underwriter from 1 April 2026. No previous employment counts as continuous employment.

2. Salary. The Employer shall pay the Employee a salary of £72,000 a year, in equal monthly instalments in arrears on the last working day of each month. Any bonus is at the Employer's discretion.

3. Hours. The Employee's normal hours are 9.00 am to 5.30 pm, Monday to Friday, and such further hours as the role reasonably requires.

4. Confidentiality. During the employment and after it ends, without limit of time, the Employee shall not use or disclose any confidential information of the Employer or its clients, except as the role requires or the law compels.

5. Intellectual Property. All inventions, works and other intellectual property the Employee creates in the course of the employment belong to the Employer, and the Employee hereby assigns them to the Employer and shall sign any document the Employer reasonably requests to register or protect them.

{{NOTICE}}

7. Restrictions. For six (6) months after the employment ends, the Employee shall not solicit any client of the Employer with whom the Employee dealt in the last twelve (12) months of the employment.

8. Law. This contract is governed by the law of England and Wales.
`;

const LEASE_DOC = `OFFICE LEASE

This Lease is made as of February 1, 2026 between Halvorsen Property Partners LP, an Illinois limited partnership ("Landlord"), and Cinder & Pine Design Studio LLC, an Illinois limited liability company ("Tenant").

1. Premises. Landlord leases to Tenant Suite 400 of the building at 212 West Kinzie Street, Chicago, Illinois (the "Building"), comprising approximately 3,600 rentable square feet (the "Premises").

2. Term. The term of this Lease is five (5) years from March 1, 2026 (the "Term"). Tenant may renew this Lease for one further term of five (5) years by written notice to Landlord given at least six (6) months before the Term expires, at the then fair market rent.

3. Base Rent. Tenant shall pay Base Rent of $8,250 per month, in advance on the first day of each month. Base Rent increases by three percent (3%) on each anniversary of the commencement of the Term.

4. Security Deposit. Tenant shall deposit with Landlord two (2) months' Base Rent, which Landlord shall return within thirty (30) days after the Term ends, less only documented amounts Tenant owes.

5. Repairs. Landlord shall repair and maintain the structure, roof, exterior, common areas and building systems. Tenant shall keep the interior of the Premises in good condition, ordinary wear and tear excepted.

6. Use. Tenant shall use the Premises only as a design studio and for general office purposes.

{{ACCESS}}

8. Insurance. Landlord shall insure the Building, and Tenant shall insure its own property and carry commercial general liability insurance of not less than $1,000,000 per occurrence.

9. Assignment and Subletting. Tenant may assign this Lease or sublet the Premises with Landlord's consent, which shall not be unreasonably withheld, conditioned or delayed.

10. Governing Law. This Lease is governed by the laws of the State of Illinois.
`;

const DPA_DOC = `DATA PROCESSING AGREEMENT

This Data Processing Agreement is made on 10 February 2026 between Veldhoven Retail B.V., having its seat in Eindhoven, the Netherlands ("the Controller"), and Skyrill Marketing Technologies Ltd, a company registered in Ireland ("the Processor"), and forms part of the email marketing services agreement between them (the "Services Agreement").

1. Subject Matter. The Processor processes the contact details and purchase history of the Controller's customers in order to send the Controller's newsletters, as described in Annex 1.

2. Instructions. The Processor shall process Personal Data only on the Controller's documented instructions, including with regard to transfers, and shall tell the Controller at once if in its opinion an instruction infringes data protection law.

3. Personnel. The Processor shall ensure that every person it authorises to process Personal Data has committed to confidentiality or is under a statutory obligation of confidentiality.

4. Security. The Processor shall implement the technical and organisational measures in Annex 2, which meet Article 32 GDPR, and shall not reduce them during the term.

5. Sub-processors. The Processor may engage the sub-processors listed in Annex 3. It shall give the Controller thirty (30) days' notice of any new sub-processor, during which the Controller may object; it shall impose on each sub-processor the same data protection obligations as this Agreement and remains liable for each of them.

{{BREACH}}

7. Assistance. The Processor shall assist the Controller, by appropriate technical and organisational measures, in responding to data subject requests and in meeting its obligations under Articles 32 to 36 GDPR.

8. Deletion and Return. At the end of the services, the Processor shall, at the Controller's choice, delete or return all Personal Data and delete existing copies, unless Union or Member State law requires their storage.

9. Audits. The Processor shall make available to the Controller all information necessary to demonstrate compliance with this Agreement and shall allow for and contribute to audits, including inspections, by the Controller or an auditor it mandates.

10. Liability. Each party's aggregate liability under this Agreement is limited to the fees paid or payable under the Services Agreement in the twelve (12) months before the claim.

11. Law. This Agreement is governed by the laws of the Netherlands.
`;

/**
 * Text as a PDF-to-text tool leaves it: each paragraph broken into lines of at most `width` characters, and a page
 * break (footer with the page number, a form feed, the running header) after the middle line of the excerpt.
 */
const fromPdf = (text: string, header: string, pageNo: number, width = 72): string => {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\n+/)) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    let current = '';
    for (const w of words) {
      if (current && (current + ' ' + w).length > width) {
        out.push(current);
        current = w;
      } else {
        current = current ? current + ' ' + w : w;
      }
    }
    if (current) out.push(current);
    out.push('');
  }
  const cut = Math.floor(out.length / 2);
  const pageBreak = ['', `${' '.repeat(30)}- ${pageNo} -`, `\f${header}`, ''];
  return [...out.slice(0, cut), ...pageBreak, ...out.slice(cut)].join('\n');
};

const CONSULTANCY_LIABILITY = (clientLiability: string) => fromPdf(`10. LIMITATION OF LIABILITY

10.1 Nothing in this Agreement limits any liability which cannot lawfully be limited, including liability for death or personal injury caused by negligence, or for fraud or fraudulent misrepresentation.

10.2 Subject to clause 10.1, the Consultant's total liability to the Client arising under or in connection with this Agreement, whether in contract, tort (including negligence), breach of statutory duty or otherwise, shall not exceed the total fees paid by the Client under this Agreement in the twelve (12) months preceding the date on which the claim arose.

${clientLiability}

10.4 Neither party shall be liable to the other for any loss of profit, loss of goodwill or any indirect or consequential loss arising under or in connection with this Agreement.

11. TERMINATION

11.1 The Client may terminate this Agreement at any time by giving the Consultant not less than one (1) month's written notice.`, 'Ebbsfleet Engineering Ltd / K. Osei Consulting Ltd - Consultancy Agreement (execution version)', 7);

export const HOLDOUT8: AdverseCase[] = [
  // ---------------- NDA (5) ----------------
  {
    id: 'h8-nda-doc-residuals-reach-trade-secrets-or-only-general-skills',
    pattern: 'position',
    type: 'nda',
    check: 'nda.residuals',
    adverse: bad(fill(NDA_DOC, 'RESIDUALS', `4. Residuals. Either party may use for any purpose any information, including trade secrets and know-how, that is retained in the unaided memory of its personnel who had access to the other party's Confidential Information, and neither party shall be obliged to pay royalties for such use or to restrict the work assignments of those personnel.`)),
    benign: good(fill(NDA_DOC, 'RESIDUALS', `4. Residuals. Either party may use the general skills and experience retained in the unaided memory of its personnel who had access to the other party's Confidential Information, provided that this Clause does not extend to trade secrets, grants no licence under any patent or copyright of the other party, and does not permit disclosure of the source of any information.`)),
  },
  {
    id: 'h8-nda-obligations-lapse-six-months-after-the-disclosure-period-or-three-years',
    pattern: 'position',
    type: 'nda',
    check: 'nda.term_length',
    adverse: bad(`9. Term. This Agreement governs disclosures made during the twelve (12) months following its date (the "Disclosure Period"). The Recipient's obligations under Clauses 3 to 6 shall expire six (6) months after the end of the Disclosure Period, whether or not the Confidential Information has by then entered the public domain.`),
    benign: good(`9. Term. This Agreement governs disclosures made during the twelve (12) months following its date (the "Disclosure Period"). The Recipient's obligations under Clauses 3 to 6 shall expire three (3) years after the end of the Disclosure Period, except that in respect of trade secrets they continue for as long as the information remains a trade secret.`),
  },
  {
    id: 'h8-nda-recipient-barred-from-competing-products-or-free-to-build-them',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.non_compete',
    adverse: bad(`7. Competing Activities. The Recipient acknowledges that the Company's product roadmap forms part of the Confidential Information. Accordingly, for a period of eighteen (18) months after the date hereof, the Recipient shall not design, develop, market or sell any product that competes with any product described in the Confidential Information.`),
    benign: good(`7. Competing Activities. The Recipient acknowledges that the Company's product roadmap forms part of the Confidential Information. Nothing in this Agreement shall prevent the Recipient from designing, developing, marketing or selling any product that competes with any product described in the Confidential Information, provided that it does so without use of the Confidential Information.`),
  },
  {
    id: 'h8-nda-amendment-deletes-prior-knowledge-and-independent-development-or-requires-records',
    pattern: 'disapplied',
    type: 'nda',
    check: 'nda.standard_exclusions',
    adverse: bad(`AMENDMENT No. 1 TO MUTUAL NON-DISCLOSURE AGREEMENT

This Amendment is made as of September 8, 2026 between Ardent Robotics, Inc. ("Ardent") and Pellham Instruments Corp. ("Pellham") and amends the Mutual Non-Disclosure Agreement between them dated June 3, 2025 (the "NDA").

1. Section 4 of the NDA (Exclusions) provides that the obligations of confidentiality do not apply to information that (a) is or becomes publicly available through no fault of the receiving party, (b) was known to the receiving party before its disclosure, (c) is received from a third party without restriction, or (d) is independently developed by the receiving party.

2. With effect from the date of this Amendment, Sections 4(b) and 4(d) of the NDA are deleted, and the obligations of confidentiality shall apply to such information.

3. Except as amended above, the NDA remains in full force and effect.
`),
    benign: good(`AMENDMENT No. 1 TO MUTUAL NON-DISCLOSURE AGREEMENT

This Amendment is made as of September 8, 2026 between Ardent Robotics, Inc. ("Ardent") and Pellham Instruments Corp. ("Pellham") and amends the Mutual Non-Disclosure Agreement between them dated June 3, 2025 (the "NDA").

1. Section 4 of the NDA (Exclusions) provides that the obligations of confidentiality do not apply to information that (a) is or becomes publicly available through no fault of the receiving party, (b) was known to the receiving party before its disclosure, (c) is received from a third party without restriction, or (d) is independently developed by the receiving party.

2. With effect from the date of this Amendment, Sections 4(b) and 4(d) of the NDA apply only where the receiving party can show the prior knowledge or the independent development by contemporaneous written records.

3. Except as amended above, the NDA remains in full force and effect.
`),
  },
  {
    id: 'h8-nda-three-year-no-hire-of-all-staff-counting-adverts-or-twelve-month-no-solicit',
    pattern: 'position',
    type: 'nda',
    check: 'nda.no_solicitation',
    adverse: bad(`8. Non-Solicitation. For a period of three (3) years from the date of this Agreement, neither party shall, directly or indirectly, solicit, hire or engage any person who is or was during that period an employee or contractor of the other party, whether or not that person was involved in the Transaction, and a hire made in response to a general advertisement shall be treated as a breach of this Section.`),
    benign: good(`8. Non-Solicitation. For a period of twelve (12) months from the date of this Agreement, neither party shall, directly or indirectly, solicit any employee of the other party with whom it first had contact in connection with the Transaction, but a hire made in response to a general advertisement not directed at such employees shall not be a breach of this Section.`),
  },

  // ---------------- MSA (5) ----------------
  {
    id: 'h8-msa-doc-terms-changed-by-posting-or-only-policy-on-notice-with-exit',
    pattern: 'position',
    type: 'msa',
    check: 'msa.unilateral_changes',
    adverse: bad(fill(MSA_DOC, 'CHANGES', `7. Changes. Norvale may modify this Agreement, the service descriptions and its Acceptable Use Policy at any time by posting the modified version at norvale.com/legal, and ACME's continued use of the Services after the posting constitutes acceptance of the modified terms.`)),
    benign: good(fill(MSA_DOC, 'CHANGES', `7. Changes. Norvale may modify its Acceptable Use Policy by posting the modified version at norvale.com/legal and giving ACME at least thirty (30) days' written notice; if a modification is materially adverse to ACME, ACME may terminate the affected Statement of Work and receive a pro-rata refund of prepaid fees. Any other change to this Agreement requires a written amendment signed by both parties.`)),
  },
  {
    id: 'h8-msa-rider-cap-narrowed-to-supplier-only-or-lengthened-for-both',
    pattern: 'override',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: bad(`RIDER A TO THE MASTER SERVICES AGREEMENT

This Rider amends the Master Services Agreement dated 12 January 2026 between Holloway Retail Group plc (the "Customer") and Serrat Consulting LLP (the "Supplier"). If this Rider conflicts with the Agreement, this Rider prevails.

Clause 12.1 of the Agreement reads: "Each party's total aggregate liability arising out of or in connection with this Agreement shall not exceed the Charges paid or payable in the twelve (12) months before the event giving rise to the claim."

R1. Clause 12.1 is amended by replacing the words "Each party's" with "The Supplier's", and nothing in this Agreement shall limit the Customer's liability to the Supplier.

R2. All other terms of the Agreement continue unchanged.
`),
    benign: good(`RIDER A TO THE MASTER SERVICES AGREEMENT

This Rider amends the Master Services Agreement dated 12 January 2026 between Holloway Retail Group plc (the "Customer") and Serrat Consulting LLP (the "Supplier"). If this Rider conflicts with the Agreement, this Rider prevails.

Clause 12.1 of the Agreement reads: "Each party's total aggregate liability arising out of or in connection with this Agreement shall not exceed the Charges paid or payable in the twelve (12) months before the event giving rise to the claim."

R1. Clause 12.1 is amended by replacing the words "twelve (12) months" with "eighteen (18) months", and the cap continues to apply to each party's liability to the other.

R2. All other terms of the Agreement continue unchanged.
`),
  },
  {
    id: 'h8-msa-only-provider-spared-lost-profits-or-both-with-carve-outs',
    pattern: 'role',
    type: 'msa',
    check: 'msa.consequential_damages',
    adverse: bad(`10.2 IN NO EVENT SHALL PROVIDER BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, OR FOR ANY LOST PROFITS, REVENUE OR DATA, ARISING OUT OF OR RELATING TO THIS AGREEMENT. CUSTOMER SHALL BE LIABLE TO PROVIDER FOR ALL DAMAGES CAUSED BY CUSTOMER'S BREACH, INCLUDING PROVIDER'S LOST PROFITS.`),
    benign: good(`10.2 IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER FOR ANY INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, OR FOR ANY LOST PROFITS, REVENUE OR DATA, ARISING OUT OF OR RELATING TO THIS AGREEMENT, EXCEPT FOR DAMAGES ARISING FROM A PARTY'S BREACH OF CONFIDENTIALITY, ITS INDEMNIFICATION OBLIGATIONS OR ITS WILLFUL MISCONDUCT.`),
  },
  {
    id: 'h8-msa-provider-assigns-freely-while-customer-needs-consent-or-both-need-consent',
    pattern: 'role',
    type: 'msa',
    check: 'msa.assignment',
    adverse: bad(`14. Assignment. Provider may assign, delegate or otherwise transfer this Agreement, or any of its rights or obligations under it, to any person without Customer's consent. Customer shall not assign, delegate or otherwise transfer this Agreement without Provider's prior written consent.`),
    benign: good(`14. Assignment. Neither party may assign, delegate or otherwise transfer this Agreement, or any of its rights or obligations under it, without the other party's prior written consent, except that either party may assign this Agreement to a successor to all or substantially all of its business by merger or sale.`),
  },
  {
    id: 'h8-msa-convenience-exit-held-by-provider-or-by-customer',
    pattern: 'role',
    type: 'msa',
    check: 'msa.termination_for_convenience',
    adverse: badOrMissing(`15.2 Termination for Convenience. Provider may terminate this Agreement, or any Statement of Work, for convenience upon thirty (30) days' prior written notice to Customer. Customer may terminate this Agreement only if Provider materially breaches it and fails to cure the breach within thirty (30) days after notice.`),
    benign: good(`15.2 Termination for Convenience. Customer may terminate this Agreement, or any Statement of Work, for convenience upon thirty (30) days' prior written notice to Provider. Provider may terminate this Agreement only if Customer materially breaches it and fails to cure the breach within thirty (30) days after notice.`),
  },

  // ---------------- SaaS (5) ----------------
  {
    id: 'h8-saas-doc-suspension-at-discretion-without-notice-or-only-for-unpaid-fees-and-threats',
    pattern: 'position',
    type: 'saas',
    check: 'saas.suspension',
    adverse: bad(fill(SAAS_DOC, 'SUSPENSION', `6. Suspension. Ferrow may suspend the Credit Union's access to the Service, in whole or in part, at any time and without notice if Ferrow believes, in its sole discretion, that suspension is appropriate.`)),
    benign: good(fill(SAAS_DOC, 'SUSPENSION', `6. Suspension. Ferrow may suspend the Credit Union's access to the Service, in whole or in part, only (a) if undisputed fees remain unpaid fifteen (15) days after written notice to the Credit Union, or (b) to the extent necessary to prevent an imminent threat to the security of the Service, and shall restore access promptly once the cause has been remedied.`)),
  },
  {
    id: 'h8-saas-order-form-fees-never-refunded-even-for-breach-or-refund-clause-kept',
    pattern: 'override',
    type: 'saas',
    check: 'saas.refunds',
    adverse: bad(`ORDER FORM No. 2026-0417

Customer: Daventry Veterinary Partners LLP
Provider: Quayside Analytics Ltd
Subscription: Clinic Insights Professional, 40 named users
Subscription Term: thirty-six (36) months from 1 May 2026
Fees: £48,000 per year, invoiced annually in advance

Special Terms: This Order Form is governed by the Provider's Subscription Terms. Section 9.4 of the Subscription Terms (Refund on Termination) provides that, on termination by the Customer for the Provider's material breach, the Provider refunds the prepaid Fees for the period after termination. Notwithstanding Section 9.4, all Fees under this Order Form are non-cancellable and non-refundable in all circumstances, including termination by the Customer for the Provider's breach.
`),
    benign: good(`ORDER FORM No. 2026-0417

Customer: Daventry Veterinary Partners LLP
Provider: Quayside Analytics Ltd
Subscription: Clinic Insights Professional, 40 named users
Subscription Term: thirty-six (36) months from 1 May 2026
Fees: £48,000 per year, invoiced annually in advance

Special Terms: This Order Form is governed by the Provider's Subscription Terms. Section 9.4 of the Subscription Terms (Refund on Termination) provides that, on termination by the Customer for the Provider's material breach, the Provider refunds the prepaid Fees for the period after termination. Section 9.4 applies to this Order Form; save as provided in Section 9.4, all Fees under this Order Form are non-cancellable and non-refundable.
`),
  },
  {
    id: 'h8-saas-perpetual-licence-to-exploit-customer-data-or-term-licence-to-serve-it',
    pattern: 'position',
    type: 'saas',
    check: 'saas.data_protection',
    adverse: bad(`5.3 Use of Customer Data. Customer grants Provider a worldwide, perpetual, irrevocable, royalty-free licence to use, copy, modify, aggregate and commercially exploit Customer Data, and any data derived from it, for any purpose, and this licence survives the termination of this Agreement.`),
    benign: good(`5.3 Use of Customer Data. Customer grants Provider a worldwide, non-exclusive, royalty-free licence during the Subscription Term to use, copy and modify Customer Data solely to provide the Service to Customer, and Provider shall return or delete Customer Data within thirty (30) days after the termination of this Agreement.`),
  },
  {
    id: 'h8-saas-no-availability-commitment-or-credits-or-a-commitment-with-credits',
    pattern: 'polarity',
    type: 'saas',
    check: 'saas.service_levels',
    adverse: badOrMissing(`8. Service Levels. Provider will use commercially reasonable efforts to make the Platform available, but does not guarantee any level of availability, and no service credits or other remedy shall be available to Customer for any downtime.`),
    benign: good(`8. Service Levels. Provider will use commercially reasonable efforts to exceed its commitment of 99.9% availability in each calendar month; if availability in a month falls below that commitment, Customer shall receive the service credits set out in Exhibit B, and Customer may terminate this Agreement if availability falls below it in three consecutive months.`),
  },
  {
    id: 'h8-saas-only-provider-may-stop-renewal-or-either-party-may',
    pattern: 'role',
    type: 'saas',
    check: 'saas.auto_renewal',
    adverse: bad(`12.1 Renewal. At the end of the Initial Term, this Agreement renews automatically for successive renewal terms of twelve (12) months each unless the Provider notifies the Customer, at least thirty (30) days before the end of the then-current term, that it does not wish to renew. The right not to renew belongs to the Provider alone.`),
    benign: good(`12.1 Renewal. At the end of the Initial Term, this Agreement renews automatically for successive renewal terms of twelve (12) months each unless either party notifies the other, at least thirty (30) days before the end of the then-current term, that it does not wish to renew. The right not to renew belongs to each party equally.`),
  },

  // ---------------- licence (5) ----------------
  {
    id: 'h8-licence-doc-ends-automatically-on-change-of-control-or-survives-it',
    pattern: 'position',
    type: 'license',
    check: 'license.change_of_control',
    adverse: bad(fill(LICENCE_DOC, 'CONTROL', `6. Change of Control. This Agreement shall terminate automatically, without notice, on the date on which any person acquires control (within the meaning of section 1124 of the Corporation Tax Act 2010) of the Licensee.`)),
    benign: good(fill(LICENCE_DOC, 'CONTROL', `6. Change of Control. This Agreement shall not terminate, and no consent of the Licensor shall be required, on the date on which any person acquires control (within the meaning of section 1124 of the Corporation Tax Act 2010) of the Licensee; the Licensee shall notify the Licensor of the change within thirty (30) days.`)),
  },
  {
    id: 'h8-licence-side-letter-audits-anytime-at-licensee-cost-or-by-independent-accountant',
    pattern: 'override',
    type: 'license',
    check: 'license.royalties_audit',
    adverse: bad(`SIDE LETTER

To: Corvina Pharma Inc. (the "Licensee")
From: Delphic Software GmbH (the "Licensor")
Date: 19 January 2026

Re: Software Licence Agreement dated 5 January 2026 (the "Licence")

Clause 11.2 of the Licence provides that the Licensor may audit the Licensee's use of the Software and its royalty records once in each calendar year, on thirty (30) days' written notice, during normal business hours, at the Licensor's cost unless the audit shows an underpayment of more than five per cent (5%).

In consideration of the discount in Schedule 3, the parties agree that, with effect from the date of this letter, Clause 11.2 is replaced as follows: the Licensor, or any auditor it appoints, may audit the Licensee's use of the Software and its royalty records at any time and as often as the Licensor considers necessary, with or without notice, and the Licensee shall bear the costs of every audit.

Signed for the Licensor: ____________   Agreed for the Licensee: ____________
`),
    benign: good(`SIDE LETTER

To: Corvina Pharma Inc. (the "Licensee")
From: Delphic Software GmbH (the "Licensor")
Date: 19 January 2026

Re: Software Licence Agreement dated 5 January 2026 (the "Licence")

Clause 11.2 of the Licence provides that the Licensor may audit the Licensee's use of the Software and its royalty records once in each calendar year, on thirty (30) days' written notice, during normal business hours, at the Licensor's cost unless the audit shows an underpayment of more than five per cent (5%).

In consideration of the discount in Schedule 3, the parties agree that, with effect from the date of this letter, Clause 11.2 is supplemented as follows: any audit under Clause 11.2 shall be carried out by an independent accountant bound by a duty of confidentiality, who shall report to the Licensor only whether the royalties were correctly paid.

Signed for the Licensor: ____________   Agreed for the Licensee: ____________
`),
  },
  {
    id: 'h8-licence-improvements-made-before-or-after-assigned-to-licensor-or-owned-with-licence-back',
    pattern: 'role',
    type: 'license',
    check: 'license.improvements',
    adverse: bad(`9. Improvements. The Licensee hereby assigns to the Licensor, with full title guarantee, all right, title and interest in any improvement, modification or derivative work of the Licensed Technology made by or for the Licensee, whether made before or after the date of this Agreement.`),
    benign: good(`9. Improvements. The Licensee shall own all right, title and interest in any improvement, modification or derivative work of the Licensed Technology made by or for the Licensee, whether made before or after the date of this Agreement, and grants the Licensor a non-exclusive, royalty-free licence to use such improvements.`),
  },
  {
    id: 'h8-licence-licensee-tied-to-licensor-beyond-the-term-or-licensor-exclusive-to-licensee',
    pattern: 'role',
    type: 'license',
    check: 'license.exclusivity',
    adverse: bad(`4. Exclusivity. During the Term and for two (2) years after it ends, the Licensee shall not license, use or distribute any software that competes with the Software, and shall obtain all of its network-planning software from the Licensor.`),
    benign: good(`4. Exclusivity. During the Term, the Licensor shall not license the Software, or any software that competes with it, to any other water utility in the Territory; the Licensee remains free to license, use or distribute any software, including software that competes with the Software.`),
  },
  {
    id: 'h8-licence-as-is-with-no-performance-warranty-or-ninety-day-warranty',
    pattern: 'polarity',
    type: 'license',
    check: 'license.warranty',
    adverse: badOrMissing(`10. Warranty. The Software is licensed "as is". The Licensor does not warrant that the Software will perform in accordance with the Documentation or that it will be free of errors or malicious code, and the Licensee's sole remedy for any defect is to stop using the Software.`),
    benign: good(`10. Warranty. The Licensor warrants that for ninety (90) days from delivery the Software will perform materially in accordance with the Documentation and is free of malicious code; the Licensor does not warrant that the Software will be free of errors, and the Licensee's sole remedy for a breach of this warranty is repair or replacement of the Software or, failing that, a refund of the fees paid.`),
  },

  // ---------------- services (5) ----------------
  {
    id: 'h8-services-markdown-insurance-if-any-as-supplier-sees-fit-or-stated-minimums',
    pattern: 'markup',
    type: 'services',
    check: 'services.insurance',
    adverse: badOrMissing(`## 14. Insurance

**14.1** The *Supplier* shall maintain such insurance (if any) as it considers appropriate from time to time.

**14.2** The *Supplier* is not required to provide the *Customer* with evidence of any insurance policy or to notify the *Customer* if a policy lapses.
`),
    benign: good(`## 14. Insurance

**14.1** The *Supplier* shall maintain, during the term and for six (6) years after it, professional indemnity insurance of not less than £2,000,000 for each claim and public liability insurance of not less than £5,000,000 for each occurrence.

**14.2** The *Supplier* shall provide the *Customer* with evidence of each insurance policy on request and shall notify the *Customer* if a policy lapses.
`),
  },
  {
    id: 'h8-services-mutual-cap-at-one-months-charges-or-twelve',
    pattern: 'position',
    type: 'services',
    check: 'services.limitation_of_liability',
    adverse: bad(`12.2 Subject to clause 12.1, the Supplier's total liability to the Customer, and the Customer's total liability to the Supplier, arising under or in connection with this Agreement shall not exceed an amount equal to the Charges paid in the one (1) month immediately preceding the event giving rise to the claim.`),
    benign: good(`12.2 Subject to clause 12.1, the Supplier's total liability to the Customer, and the Customer's total liability to the Supplier, arising under or in connection with this Agreement shall not exceed an amount equal to the Charges paid in the twelve (12) months immediately preceding the event giving rise to the claim.`),
  },
  {
    id: 'h8-services-deliverables-stay-with-supplier-on-a-paying-licence-or-vest-in-customer',
    pattern: 'role',
    type: 'services',
    check: 'services.ip_ownership',
    adverse: bad(`15.1 All Deliverables, and all Intellectual Property Rights in them, shall remain the property of the Supplier. The Supplier grants the Customer a non-exclusive licence to use the Deliverables for its internal purposes for so long as this Agreement remains in force and the Customer has paid the Charges.`),
    benign: good(`15.1 All Deliverables, and all Intellectual Property Rights in them, shall become the property of the Customer on creation. The Supplier's pre-existing materials remain the property of the Supplier, which grants the Customer a perpetual, non-exclusive licence to use them as part of the Deliverables.`),
  },
  {
    id: 'h8-services-convenience-exit-locked-for-two-years-with-remaining-charges-or-pay-for-work-done',
    pattern: 'position',
    type: 'services',
    check: 'services.termination_for_convenience',
    adverse: bad(`18.3 The Customer may terminate this Agreement for convenience by giving the Supplier not less than thirty (30) days' written notice, provided that no such notice may be given before the second anniversary of the Commencement Date, and provided further that on any such termination the Customer shall pay the Supplier a termination charge equal to the Charges that would have fallen due for the remainder of the Initial Term.`),
    benign: good(`18.3 The Customer may terminate this Agreement for convenience by giving the Supplier not less than thirty (30) days' written notice, provided that on any such termination the Customer shall pay the Supplier the Charges for Services properly performed up to the date of termination.`),
  },
  {
    id: 'h8-services-supplier-varies-charges-and-conditions-by-notice-or-only-for-legal-compliance',
    pattern: 'position',
    type: 'services',
    check: 'services.unilateral_changes',
    adverse: bad(`20. Variation. The Supplier may vary the Services, the Charges or these Conditions at any time by giving notice to the Customer, and any such variation shall take effect on the date stated in the notice.`),
    benign: good(`20. Variation. The Supplier may vary the Services by giving notice to the Customer only where the variation is needed to comply with law and does not materially affect the nature or quality of the Services; any other variation of the Services, the Charges or these Conditions shall take effect only if agreed in writing and signed by both parties.`),
  },

  // ---------------- consulting (4) ----------------
  {
    id: 'h8-consulting-doc-consultant-treated-as-employee-or-independent-contractor',
    pattern: 'polarity',
    type: 'consulting',
    check: 'consulting.independent_contractor',
    adverse: badOrMissing(fill(CONSULTING_DOC, 'STATUS', `3. Relationship. For all purposes, including federal and state tax withholding, the Consultant shall be treated as an employee of the Company, and the Company shall be responsible for all payroll taxes, benefits and insurance in respect of the Consultant.`)),
    benign: good(fill(CONSULTING_DOC, 'STATUS', `3. Relationship. For all purposes, including federal and state tax withholding, the Consultant is an independent contractor and not an employee of the Company; the Consultant shall be responsible for all taxes, benefits and insurance in respect of the Consultant and has no authority to bind the Company.`)),
  },
  {
    id: 'h8-consulting-extracted-client-liability-unlimited-or-capped-as-the-consultants',
    pattern: 'layout',
    type: 'consulting',
    check: 'consulting.limitation_of_liability',
    adverse: bad(CONSULTANCY_LIABILITY(`10.3 The Client's liability to the Consultant under or in connection with this Agreement shall not be limited in any way, and clause 10.2 shall not apply to it.`)),
    benign: good(CONSULTANCY_LIABILITY(`10.3 Subject to clause 10.1, the Client's total liability to the Consultant under or in connection with this Agreement shall be limited in the same way and to the same amount as the Consultant's under clause 10.2.`)),
  },
  {
    id: 'h8-consulting-ten-days-with-no-withholding-of-disputes-or-thirty-days-with-it',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.payment_terms',
    adverse: bad(`4.2 The Client shall pay each invoice in full within ten (10) days of the invoice date, without any deduction, withholding or set-off, including in respect of any amount the Client disputes.`),
    benign: good(`4.2 The Client shall pay each undisputed invoice in full within thirty (30) days of receiving it, without any deduction or set-off, and may withhold only an amount it disputes in good faith, giving written reasons.`),
  },
  {
    id: 'h8-consulting-no-skill-and-care-warranty-or-ninety-day-warranty',
    pattern: 'polarity',
    type: 'consulting',
    check: 'consulting.services_warranty',
    adverse: badOrMissing(`6. Warranties. The Consultant does not warrant that the Services will be performed with any particular degree of skill or care or that any Deliverable will conform to its Specification, and all warranties implied by law are excluded.`),
    benign: good(`6. Warranties. The Consultant warrants that the Services will be performed with reasonable skill and care by suitably qualified personnel, and that each Deliverable will conform to its Specification for ninety (90) days after delivery; if it does not, the Consultant shall re-perform the Services or refund the fees for them. All other warranties implied by law are excluded.`),
  },

  // ---------------- employment (4, the employer's side) ----------------
  {
    id: 'h8-employment-doc-employee-leaves-without-notice-employer-gives-a-year-or-three-months-each',
    pattern: 'position',
    type: 'employment',
    check: 'employment.notice_period',
    adverse: bad(fill(EMPLOYMENT_DOC, 'NOTICE', `6. Notice. The Employee may terminate the employment at any time without giving notice. The Employer may terminate the employment only by giving the Employee not less than twelve (12) months' written notice, save in the case of gross misconduct.`)),
    benign: good(fill(EMPLOYMENT_DOC, 'NOTICE', `6. Notice. Either party may terminate the employment by giving the other not less than three (3) months' written notice, save that the Employer may terminate the employment without notice in the case of gross misconduct.`)),
  },
  {
    id: 'h8-employment-sub-clauses-cause-narrowed-with-ninety-day-cure-or-defined-with-short-cure',
    pattern: 'position',
    type: 'employment',
    check: 'employment.termination_for_cause',
    adverse: bad(`8. Termination for Cause.

(a) The Company may terminate the Executive's employment for Cause only by giving the Executive written notice describing the conduct said to constitute Cause and a period of not less than ninety (90) days in which to cure it, whether or not the conduct is capable of cure.

(b) For purposes of this Agreement, "Cause" means only:

(i) the Executive's conviction of a felony involving fraud against the Company, after all appeals have been exhausted; or

(ii) the Executive's willful refusal, for more than sixty (60) days after written demand by the Board, to perform the Executive's material duties.

(c) Any dispute as to whether Cause exists shall be finally decided by arbitration before the termination takes effect.
`),
    benign: good(`8. Termination for Cause.

(a) The Company may terminate the Executive's employment for Cause immediately by giving the Executive written notice describing the conduct said to constitute Cause; where the conduct is capable of cure, the Company shall first give the Executive fifteen (15) days in which to cure it.

(b) For purposes of this Agreement, "Cause" means:

(i) the Executive's conviction of, or plea of guilty to, a felony or any crime involving fraud or dishonesty;

(ii) gross misconduct, or the Executive's willful refusal to perform the Executive's material duties; or

(iii) a material breach of this Agreement or of the Company's written policies.

(c) Any dispute as to whether Cause existed may be referred to arbitration after the termination takes effect.
`),
  },
  {
    id: 'h8-employment-confidentiality-ends-with-the-employment-or-continues-after-it',
    pattern: 'position',
    type: 'employment',
    check: 'employment.confidentiality',
    adverse: bad(`5. Confidential Information. During the employment the Employee shall not disclose any Confidential Information of the Employer to any person. The Employee's obligations under this clause end when the employment ends, and the Employee may after that use and disclose any information acquired during the employment.`),
    benign: good(`5. Confidential Information. During the employment and after it ends, without limit of time, the Employee shall not disclose any Confidential Information of the Employer to any person, except as required by law. The Employee may after the employment ends use the general skill and knowledge acquired during the employment.`),
  },
  {
    id: 'h8-employment-worldwide-three-year-non-compete-or-six-months-local',
    pattern: 'position',
    type: 'employment',
    check: 'employment.non_compete',
    adverse: bad(`12. Non-Competition. For a period of thirty-six (36) months after the Employee's employment ends for any reason, the Employee shall not, anywhere in the world, be employed by, consult for or hold any interest in any business that is engaged in any line of business in which the Company is engaged or plans to engage.`),
    benign: good(`12. Non-Competition. For a period of six (6) months after the Employee's employment ends for any reason, the Employee shall not, within the counties in which the Employee worked during the last twelve (12) months of employment, be employed by or consult for a direct competitor of the Company in a role similar to the Employee's.`),
  },

  // ---------------- lease (4, the tenant's side) ----------------
  {
    id: 'h8-lease-doc-landlord-enters-any-time-for-any-purpose-or-on-a-days-notice',
    pattern: 'position',
    type: 'lease',
    check: 'lease.landlord_access',
    adverse: bad(fill(LEASE_DOC, 'ACCESS', `7. Access. Landlord and its agents, employees and contractors may enter the Premises at any time, with or without notice to Tenant, for any purpose Landlord considers appropriate, and Tenant shall have no claim for any resulting interference with its business.`)),
    benign: good(fill(LEASE_DOC, 'ACCESS', `7. Access. Landlord and its agents, employees and contractors may enter the Premises at reasonable times, on at least twenty-four (24) hours' prior written notice to Tenant, to inspect, repair or show the Premises, and may enter without notice only in an emergency; Landlord shall minimise any interference with Tenant's business.`)),
  },
  {
    id: 'h8-lease-special-conditions-replace-cpi-cap-with-upward-only-greater-of-or-keep-it',
    pattern: 'override',
    type: 'lease',
    check: 'lease.rent_increases',
    adverse: bad(`SCHEDULE 4 - SPECIAL CONDITIONS

These Special Conditions form part of the Lease of Unit 7, Wharfside Trading Estate, Gravesend, between Kingsmere Estates Limited ("the Landlord") and Orla Print Solutions Ltd ("the Tenant"). If there is any conflict between these Special Conditions and the Lease, these Special Conditions prevail.

Clause 5.2 of the Lease provides that the Rent shall be increased on each anniversary of the Term Commencement Date by the percentage increase in CPI over the previous year, subject to a maximum of three per cent (3%).

SC1. Clause 5.2 of the Lease shall not apply. Instead, on each anniversary of the Term Commencement Date the Rent shall be increased to the greater of (a) the Rent then payable increased by seven and a half per cent (7.5%) and (b) the open market rent, and the Rent shall never be reduced on a review.

SC2. The Tenant may display signage of a size and design approved by the Landlord on the front elevation of the Unit.
`),
    benign: good(`SCHEDULE 4 - SPECIAL CONDITIONS

These Special Conditions form part of the Lease of Unit 7, Wharfside Trading Estate, Gravesend, between Kingsmere Estates Limited ("the Landlord") and Orla Print Solutions Ltd ("the Tenant"). If there is any conflict between these Special Conditions and the Lease, these Special Conditions prevail.

Clause 5.2 of the Lease provides that the Rent shall be increased on each anniversary of the Term Commencement Date by the percentage increase in CPI over the previous year, subject to a maximum of three per cent (3%).

SC1. Clause 5.2 of the Lease shall apply, save that no increase shall be made on the first anniversary of the Term Commencement Date.

SC2. The Tenant may display signage of a size and design approved by the Landlord on the front elevation of the Unit.
`),
  },
  {
    id: 'h8-lease-tenant-indemnity-covers-landlord-negligence-or-excludes-it',
    pattern: 'position',
    type: 'lease',
    check: 'lease.tenant_indemnity',
    adverse: bad(`9.4 The Tenant shall indemnify the Landlord and keep the Landlord indemnified against all losses, claims, costs and liabilities arising in any way out of the Premises or the Building, including those caused by the negligence or breach of covenant of the Landlord or its employees.`),
    benign: good(`9.4 The Tenant shall indemnify the Landlord and keep the Landlord indemnified against all losses, claims, costs and liabilities arising out of the Tenant's use of the Premises or any breach of the Tenant's covenants, except to the extent caused by the negligence or breach of covenant of the Landlord or its employees.`),
  },
  {
    id: 'h8-lease-six-months-deposit-held-a-year-after-or-two-months-returned-in-thirty-days',
    pattern: 'position',
    type: 'lease',
    check: 'lease.deposit',
    adverse: bad(`4. Security Deposit. On signing this Lease, Tenant shall deposit with Landlord a sum equal to six (6) months' Base Rent. Landlord may hold the deposit until twelve (12) months after the expiration of the Term and may apply any part of it to any amount Landlord, in its sole judgment, considers Tenant owes.`),
    benign: good(`4. Security Deposit. On signing this Lease, Tenant shall deposit with Landlord a sum equal to two (2) months' Base Rent. Landlord shall return the deposit within thirty (30) days after the expiration of the Term, less only amounts Tenant owes under this Lease, itemized in a written statement with supporting documents.`),
  },

  // ---------------- DPA (4, the controller's side) ----------------
  {
    id: 'h8-dpa-doc-breach-notice-seven-days-after-investigation-or-forty-eight-hours',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.breach_notification',
    adverse: bad(fill(DPA_DOC, 'BREACH', `6. Personal Data Breaches. The Processor shall notify the Controller of a Personal Data Breach within seven (7) days after the Processor has completed its internal investigation of the breach, and may decide at its discretion what information to include in the notification.`)),
    benign: good(fill(DPA_DOC, 'BREACH', `6. Personal Data Breaches. The Processor shall notify the Controller of a Personal Data Breach without undue delay and in any event within forty-eight (48) hours after becoming aware of it, and shall include in the notification the information listed in Article 33(3) GDPR, providing it in phases where it is not all available at once.`)),
  },
  {
    id: 'h8-dpa-html-data-kept-for-processors-purposes-after-termination-or-returned-or-deleted',
    pattern: 'markup',
    type: 'dpa',
    check: 'dpa.deletion_return',
    adverse: bad(`<h3>Clause 11 &ndash; Return and Deletion of Personal Data</h3>
<p>11.1 On termination or expiry of the Principal Agreement, the Processor shall cease processing the Customer Personal Data on behalf of the <strong>Controller</strong>.</p>
<p>11.2 The Processor may retain the Customer Personal Data after termination for as long as it considers useful for its own legitimate business purposes, including analytics and product development, and is not required to delete it.</p>
`),
    benign: good(`<h3>Clause 11 &ndash; Return and Deletion of Personal Data</h3>
<p>11.1 On termination or expiry of the Principal Agreement, the Processor shall cease processing the Customer Personal Data on behalf of the <strong>Controller</strong>.</p>
<p>11.2 Within thirty (30) days after termination, the Processor shall, at the Controller's choice, return the Customer Personal Data to the Controller or delete it, and shall delete existing copies unless Union or Member State law requires their storage.</p>
`),
  },
  {
    id: 'h8-dpa-transfers-anywhere-pre-authorised-or-only-with-consent-and-sccs',
    pattern: 'polarity',
    type: 'dpa',
    check: 'dpa.international_transfers',
    adverse: bad(`9. International Transfers. The Controller hereby authorises the Processor to transfer Personal Data to any country in which the Processor, its Affiliates or its Sub-processors operate, and the Processor shall not be required to obtain the Controller's consent or to put in place the Standard Contractual Clauses for any such transfer.`),
    benign: good(`9. International Transfers. The Processor shall not transfer Personal Data to any country outside the European Economic Area without the Controller's prior written consent, and shall put in place the Standard Contractual Clauses for any such transfer to a country without an adequacy decision.`),
  },
  {
    id: 'h8-dpa-no-duty-to-assist-and-paid-if-given-or-duty-to-assist',
    pattern: 'polarity',
    type: 'dpa',
    check: 'dpa.assistance',
    adverse: badOrMissing(`7. Assistance. The Processor is under no obligation to assist the Controller in responding to requests from data subjects or in meeting its obligations under Articles 32 to 36 of the GDPR. Any assistance the Processor chooses to provide will be charged at its then-current professional services rates.`),
    benign: good(`7. Assistance. Taking into account the nature of the processing, the Processor shall assist the Controller by appropriate technical and organisational measures in responding to requests from data subjects and in meeting its obligations under Articles 32 to 36 of the GDPR. Assistance beyond what the law requires will be charged at the Processor's reasonable cost.`),
  },
];

// ---------------------------------------------------------------- ten more --------------------------------------
// Written with the 41 and before either was scored. Eight are the 41's whole agreements, as their benign sides have
// them, with another clause changed; two are excerpts.

/** The whole agreement as the benign side of the named pair has it. */
const benignDocOf = (id: string): string => {
  const found = HOLDOUT8.find((k) => k.id === id);
  if (!found) throw new Error(`no hold-out 8 pair ${id}`);
  return found.benign.text;
};
const NDA_OK = benignDocOf('h8-nda-doc-residuals-reach-trade-secrets-or-only-general-skills');
const MSA_OK = benignDocOf('h8-msa-doc-terms-changed-by-posting-or-only-policy-on-notice-with-exit');
const SAAS_OK = benignDocOf('h8-saas-doc-suspension-at-discretion-without-notice-or-only-for-unpaid-fees-and-threats');
const LICENCE_OK = benignDocOf('h8-licence-doc-ends-automatically-on-change-of-control-or-survives-it');
const CONSULTING_OK = benignDocOf('h8-consulting-doc-consultant-treated-as-employee-or-independent-contractor');
const EMPLOYMENT_OK = benignDocOf('h8-employment-doc-employee-leaves-without-notice-employer-gives-a-year-or-three-months-each');
const LEASE_OK = benignDocOf('h8-lease-doc-landlord-enters-any-time-for-any-purpose-or-on-a-days-notice');
const DPA_OK = benignDocOf('h8-dpa-doc-breach-notice-seven-days-after-investigation-or-forty-eight-hours');

export const HOLDOUT8_EXTRA: AdverseCase[] = [
  {
    id: 'h8x-nda-doc-discloser-licenses-its-information-for-any-use-or-no-licence',
    pattern: 'position',
    type: 'nda',
    check: 'nda.no_license_granted',
    adverse: bad(swap(NDA_OK, `5. No Licence. All Confidential Information remains the property of the Discloser. Nothing in this Agreement grants the Recipient any licence or other right in it, other than to use it for the Project.`, `5. Licence. All Confidential Information remains the property of the Discloser, but the Discloser grants the Recipient a perpetual, irrevocable, royalty-free licence to use it for any purpose, including in the Recipient's own products.`)),
    benign: good(NDA_OK),
  },
  {
    id: 'h8x-msa-doc-confidentiality-binds-acme-alone-or-both',
    pattern: 'role',
    type: 'msa',
    check: 'msa.confidentiality',
    adverse: bad(swap(MSA_OK, `3. Confidentiality. Each party shall hold the other party's Confidential Information in confidence, use it only for the purposes of this Agreement and disclose it only to personnel who need to know it. These obligations survive termination for three (3) years.`, `3. Confidentiality. ACME shall hold Norvale's Confidential Information in confidence, use it only for the purposes of this Agreement and disclose it only to personnel who need to know it. These obligations survive termination for three (3) years. Norvale has no obligation of confidentiality in respect of information it receives from ACME.`)),
    benign: good(MSA_OK),
  },
  {
    id: 'h8x-saas-doc-mutual-cap-at-two-months-fees-or-twelve',
    pattern: 'position',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: bad(swap(SAAS_OK, `in the twelve (12) months before the event giving rise to the claim`, `in the two (2) months before the event giving rise to the claim`)),
    benign: good(SAAS_OK),
  },
  {
    id: 'h8x-licence-doc-convenience-exit-accelerates-all-remaining-fees-or-plain-notice',
    pattern: 'position',
    type: 'license',
    check: 'license.termination_for_convenience',
    adverse: bad(swap(LICENCE_OK, `The Licensee may terminate this Agreement for convenience on thirty (30) days' written notice.`, `The Licensee may terminate this Agreement for convenience on thirty (30) days' written notice, provided that the Licence Fees for the whole of the remaining term shall then become immediately due and payable and no part of any Licence Fee shall be refunded.`)),
    benign: good(LICENCE_OK),
  },
  {
    id: 'h8x-consulting-doc-consultant-assigns-and-subcontracts-freely-or-consent-both-ways',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.assignment',
    adverse: bad(swap(CONSULTING_OK, `8. Assignment. Neither party may assign this Agreement without the prior written consent of the other party, except to a successor to all or substantially all of its business.`, `8. Assignment. The Company may not assign this Agreement without the prior written consent of the Consultant. The Consultant may assign this Agreement, or subcontract any of the Services, to any person without the Company's consent.`)),
    benign: good(CONSULTING_OK),
  },
  {
    id: 'h8x-employment-doc-inventions-only-negotiated-on-request-or-assigned-now',
    pattern: 'position',
    type: 'employment',
    check: 'employment.ip_assignment',
    adverse: badOrMissing(swap(EMPLOYMENT_OK, `5. Intellectual Property. All inventions, works and other intellectual property the Employee creates in the course of the employment belong to the Employer, and the Employee hereby assigns them to the Employer and shall sign any document the Employer reasonably requests to register or protect them.`, `5. Intellectual Property. The inventions, works and other intellectual property the Employee creates in the course of the employment belong to the Employee, save that, if the Employer so requests, the Employee shall negotiate in good faith, on terms to be agreed, an assignment of any of them to the Employer.`)),
    benign: good(EMPLOYMENT_OK),
  },
  {
    id: 'h8x-lease-doc-renewal-option-held-by-landlord-or-by-tenant',
    pattern: 'role',
    type: 'lease',
    check: 'lease.renewal_option',
    adverse: badOrMissing(swap(LEASE_OK, `Tenant may renew this Lease for one further term of five (5) years by written notice to Landlord given at least six (6) months before the Term expires, at the then fair market rent.`, `Landlord may renew this Lease for one further term of five (5) years by written notice to Tenant given at least six (6) months before the Term expires, at the then fair market rent, and Tenant shall be bound by the renewal.`)),
    benign: good(LEASE_OK),
  },
  {
    id: 'h8x-dpa-doc-processor-capped-controller-unlimited-or-both-capped',
    pattern: 'role',
    type: 'dpa',
    check: 'dpa.limitation_of_liability',
    adverse: bad(swap(DPA_OK, `10. Liability. Each party's aggregate liability under this Agreement is limited to the fees paid or payable under the Services Agreement in the twelve (12) months before the claim.`, `10. Liability. The Processor's aggregate liability under this Agreement is limited to the fees paid or payable under the Services Agreement in the twelve (12) months before the claim. The Controller's liability to the Processor is not limited.`)),
    benign: good(DPA_OK),
  },
  {
    id: 'h8x-msa-customer-barred-from-competing-products-for-three-years-or-expressly-free',
    pattern: 'polarity',
    type: 'msa',
    check: 'msa.non_compete',
    adverse: bad(`9.3 During the Term and for three (3) years after it ends, Customer shall not purchase, use or develop any product or service that competes with the Services.`),
    benign: good(`9.3 During the Term and for three (3) years after it ends, Provider shall not use Customer's Confidential Information to develop any product or service that competes with Customer's business; nothing in this Agreement restricts Customer from purchasing, using or developing any product or service that competes with the Services.`),
  },
  {
    id: 'h8x-lease-tenant-insures-the-building-or-landlord-insures-it',
    pattern: 'role',
    type: 'lease',
    check: 'lease.insurance',
    adverse: bad(`11. Insurance. The Tenant shall insure the Building, including its structure, against all usual risks for its full reinstatement value in the Tenant's own name, and the Landlord shall have no obligation to insure.`),
    benign: good(`11. Insurance. The Landlord shall insure the Building, including its structure, against all usual risks for its full reinstatement value, and the Tenant shall pay a fair proportion of the premium and insure its own contents and public liability.`),
  },
];

/** Pairs missed on c7270ef when first scored (the 41 and the ten more together): check and side only. */
export const HOLDOUT8_MISSES: Record<string, string> = {
  'h8-nda-doc-residuals-reach-trade-secrets-or-only-general-skills': 'nda.residuals: benign side flagged as unacceptable',
  'h8-nda-obligations-lapse-six-months-after-the-disclosure-period-or-three-years': 'nda.term_length: adverse side read preferred, not flagged',
  'h8-nda-amendment-deletes-prior-knowledge-and-independent-development-or-requires-records': 'nda.standard_exclusions: adverse side read preferred, not flagged',
  'h8-saas-only-provider-may-stop-renewal-or-either-party-may': 'saas.auto_renewal: adverse side read acceptable, not flagged',
  'h8-consulting-no-skill-and-care-warranty-or-ninety-day-warranty': 'consulting.services_warranty: adverse side read preferred, not flagged',
  'h8-lease-tenant-indemnity-covers-landlord-negligence-or-excludes-it': 'lease.tenant_indemnity: adverse side read preferred, not flagged',
  // the ten more
  'h8x-msa-doc-confidentiality-binds-acme-alone-or-both': 'msa.confidentiality: adverse side read preferred, not flagged',
  'h8x-licence-doc-convenience-exit-accelerates-all-remaining-fees-or-plain-notice': 'license.termination_for_convenience: adverse side read preferred, not flagged',
  'h8x-lease-doc-renewal-option-held-by-landlord-or-by-tenant': 'lease.renewal_option: adverse side read as not mentioned, not flagged',
};
