/**
 * Seventh blind hold-out (issue 11, 2026-11-24, written in the eleventh session's first hour): pairs written before
 * reading any rule code or the earlier hold-outs' wording (only the harness, `positions.ts`, `sides.ts`, `cases.ts`'s
 * types, the *format* of `holdout6.ts` and the built-in playbooks' public check ids, titles and positions were read;
 * reading the format showed a few of `holdout6.ts`'s and `cases.ts`'s clauses, whose situations were not reused).
 * Each pair is a clause a lawyer acting for the playbook's side (the customer, client, licensee, tenant, employer,
 * controller; both parties of a mutual NDA) would flag, and a benign twin sharing most of its words that a naive
 * matcher would flag too. Eight are short whole agreements with the hostile clause among ordinary terms; the rest are
 * excerpts read alone: a clause, an order form, a statement of work, a schedule of special conditions and riders that
 * override an earlier clause, one in Markdown, one in HTML and one as text extracted from a PDF. All 51 pairs (the 41
 * and the ten more) were written before either was scored. Scored once on bdeafec (engine README "Seventh blind
 * hold-out"). Kept as written: do not tune rules on these pairs or edit them to pass.
 */
import type { AdverseCase } from './cases.js';
import { bad, badOrMissing, fill, good, swap } from './sides.js';

// ---------------------------------------------------------------- whole documents ----------------------------------

const MSA_DOC = `MASTER SERVICES AGREEMENT

This Master Services Agreement (this "Agreement") is entered into as of March 2, 2026 (the "Effective Date") by and between Calloway Freight Inc., a Delaware corporation ("Calloway"), and Tessaract Systems LLC, an Ohio limited liability company ("Vendor").

1. SERVICES. Vendor shall perform the route-optimization and fleet-telemetry integration services described in each Statement of Work executed by the parties (the "Services"). Each Statement of Work is governed by this Agreement.

2. FEES AND PAYMENT. Calloway shall pay the fees set out in each Statement of Work. Vendor shall invoice monthly in arrears, and Calloway shall pay undisputed amounts within thirty (30) days after receipt of a correct invoice.

3. OWNERSHIP. Calloway shall own all deliverables prepared specifically for Calloway under a Statement of Work. Vendor retains ownership of its pre-existing tools and know-how and grants Calloway a perpetual, royalty-free license to use them as incorporated in the deliverables.

4. CONFIDENTIALITY. Each party shall hold the other party's Confidential Information in confidence and use it only to perform or receive the Services. This obligation survives termination of this Agreement for three (3) years.

5. TERM AND TERMINATION. This Agreement begins on the Effective Date and continues for three (3) years. Calloway may terminate this Agreement or any Statement of Work for convenience on thirty (30) days' written notice. Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days after written notice.

6. WARRANTY. Vendor warrants that the Services will be performed in a professional and workmanlike manner by qualified personnel.

{{LIABILITY}}

8. GENERAL. This Agreement is governed by the laws of the State of New York. Neither party may assign this Agreement without the other party's prior written consent, except to a successor to all or substantially all of its business. Any amendment must be in writing and signed by both parties.
`;

const SAAS_DOC = `CLOUD SUBSCRIPTION AGREEMENT

This Cloud Subscription Agreement is made on 11 February 2026 between Lumio Health Software, Inc. ("Lumio") and Ostrander Dental Group, P.C. ("Subscriber").

1. Subscription. Lumio grants Subscriber a non-exclusive right during the Subscription Term to access and use the Lumio practice-management platform (the "Platform") for Subscriber's dental practices.

2. Subscriber Data. Subscriber owns all data it uploads to the Platform. Lumio shall process Subscriber Data only to provide the Platform, shall protect it with industry-standard security measures, shall notify Subscriber of any security breach affecting it without undue delay, and shall return or delete it at the end of the Subscription Term.

3. Availability. Lumio shall make the Platform available 99.9% of the time in each calendar month, excluding scheduled maintenance, and shall credit Subscriber in accordance with the Service Level Exhibit if it does not.

{{FEES}}

5. Term. The Subscription Term is twelve (12) months from the date of this Agreement. It renews for successive one-year periods unless either party gives notice of non-renewal at least thirty (30) days before the end of the then-current period.

6. Liability. Each party's aggregate liability under this Agreement is limited to the fees paid or payable by Subscriber in the twelve (12) months before the event giving rise to the claim, except for breach of confidentiality, a party's indemnification obligations or its wilful misconduct.

7. Governing Law. This Agreement is governed by the laws of the State of Illinois.
`;

const LICENCE_DOC = `THIS LICENCE AGREEMENT is dated 6 January 2026

BETWEEN

(1) FENWICK INSTRUMENTS LIMITED, incorporated in England and Wales with company number 04471182, whose registered office is at 12 Kiln Lane, Cambridge CB4 2QT (the "Licensor"); and

(2) ORLA DIAGNOSTICS LIMITED, incorporated in England and Wales with company number 11290455, whose registered office is at Unit 3, Harbour Court, Bristol BS1 6FL (the "Licensee").

1. DEFINITIONS
In this Agreement "Licensed Technology" means the spectral-analysis software and algorithms described in Schedule 1, and "Improvement" means any modification, enhancement or derivative work of the Licensed Technology.

2. GRANT
The Licensor grants to the Licensee a non-exclusive licence in the United Kingdom and the European Economic Area to use, reproduce and modify the Licensed Technology, and to incorporate it into the Licensee's diagnostic products and distribute those products.

3. FEES
The Licensee shall pay the Licensor a licence fee of forty thousand pounds (£40,000) a year, payable annually in advance. The fee is fixed for the first three years of the Term.

{{IMPROVEMENTS}}

5. ASSIGNMENT
Neither party may assign or transfer this Agreement without the prior written consent of the other, except to a successor to all or substantially all of its business or assets.

6. TERM
This Agreement continues for five (5) years from its date. The Licensee may terminate it for convenience on thirty (30) days' written notice.

7. GOVERNING LAW
This Agreement and any dispute arising out of it are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.
`;

const SERVICES_DOC = `AGREEMENT FOR THE SUPPLY OF SERVICES

Date: 19 January 2026

Parties: Whitlow Housing Association Limited (the "Customer") and Brackenridge Digital Ltd (the "Supplier").

1. The Services. The Supplier shall design, build and deploy the tenant-repairs portal described in the Specification (the "Deliverables") and provide the related services (the "Services").

2. Standard of performance. The Supplier shall perform the Services with reasonable skill and care, using suitably qualified staff.

{{ACCEPTANCE}}

4. Charges. The Customer shall pay the charges in the Specification. The Supplier shall invoice at the end of each month, and the Customer shall pay each undisputed invoice within thirty (30) days of receiving it. The Customer may withhold any amount it disputes in good faith.

5. Intellectual property. All intellectual property rights in the Deliverables shall vest in the Customer on creation. The Supplier keeps its pre-existing materials and grants the Customer a perpetual, royalty-free licence to use them as part of the Deliverables.

6. Confidentiality. Each party shall keep confidential the other party's confidential information, and this clause shall survive termination.

7. Termination. The Customer may terminate this agreement at any time on thirty (30) days' written notice.

8. Law. This agreement is governed by the law of England and Wales.
`;

const CONSULTING_DOC = `CONSULTING SERVICES AGREEMENT

This Consulting Services Agreement is dated April 7, 2026, between Birchwood Capital Partners LP ("Client") and Meridian Advisory Group LLC ("Consultant").

1. Engagement. Client engages Consultant to advise on the integration of two portfolio companies' finance functions, as described in Exhibit A (the "Services").

2. Independent Contractor. Consultant is an independent contractor. Consultant is responsible for its own taxes, insurance and employee benefits and has no authority to bind Client.

3. Compensation. Client shall pay Consultant $350 per hour. Consultant shall invoice monthly, and Client shall pay each undisputed invoice within thirty (30) days of receipt.

4. Insurance. Consultant shall maintain professional liability insurance of not less than $1,000,000 per claim and commercial general liability insurance of not less than $2,000,000 in the aggregate, and shall provide certificates of insurance on request.

5. Work Product. All reports, models and other work product prepared for Client under this Agreement belong to Client.

{{PERSONNEL}}

7. Term. This Agreement continues until the Services are complete. Client may terminate it at any time on fifteen (15) days' written notice.

8. Governing Law. This Agreement is governed by the laws of the State of New York.
`;

const DPA_DOC = `DATA PROCESSING AGREEMENT

This Data Processing Agreement is made on 2 March 2026 between HAVERFORD INSURANCE PLC (the "Controller") and QUILLON CLOUD LIMITED (the "Processor"), and forms part of the hosting agreement between them dated the same day (the "Principal Agreement").

1. Processing. The Processor shall process the personal data described in Annex 1 only on the documented instructions of the Controller, including with regard to transfers of personal data to a third country, and shall inform the Controller immediately if in its opinion an instruction infringes the UK GDPR.

2. Confidentiality. The Processor shall ensure that every person authorised to process the personal data is subject to a written duty of confidentiality.

3. Security. The Processor shall implement the technical and organisational measures in Annex 2, which meet the requirements of Article 32 of the UK GDPR, and shall not reduce them during the term of the Principal Agreement.

{{SUBPROCESSORS}}

5. Personal data breaches. The Processor shall notify the Controller of any personal data breach without undue delay and in any event within forty-eight (48) hours of becoming aware of it.

6. Deletion. On termination of the Principal Agreement the Processor shall, at the Controller's choice, delete or return all the personal data and delete existing copies unless the law requires their storage.

7. Audit. The Processor shall make available to the Controller all information necessary to demonstrate compliance with this Agreement and allow for and contribute to audits, including inspections, conducted by the Controller or an auditor it mandates.

8. Law. This Agreement is governed by the law of England and Wales.
`;

const EMPLOYMENT_DOC = `EMPLOYMENT AGREEMENT

This Employment Agreement is entered into on May 4, 2026 between Redfern Biologics, Inc., a Massachusetts corporation ("Redfern"), and Priya Venkataraman (the "Employee").

1. Position. Redfern employs the Employee as Senior Scientist, Assay Development, reporting to the Vice President of Research.

2. Compensation. Redfern shall pay the Employee a base salary of $168,000 per year, payable in equal bi-weekly installments, and the Employee is eligible for an annual bonus of up to fifteen percent (15%) of base salary at Redfern's discretion.

3. At-Will Employment. The Employee's employment is at will, and either party may end it at any time, with or without cause, on two (2) weeks' written notice.

4. Confidential Information. During and after the employment, the Employee shall not use or disclose Redfern's confidential information except in the performance of the Employee's duties. This obligation continues without time limit for trade secrets.

{{INVENTIONS}}

6. Non-Solicitation. For twelve (12) months after the employment ends, the Employee shall not solicit any employee of Redfern to leave its employ, or solicit any customer of Redfern with whom the Employee dealt in the last year of employment.

7. Governing Law. This Agreement is governed by the laws of the Commonwealth of Massachusetts.
`;

const LEASE_DOC = `LEASE OF COMMERCIAL PREMISES

Date: 1 April 2026

Landlord: Cavendish Estates Limited (company number 02231847)
Tenant: Pippin & Rye Bakery Limited (company number 13380921)
Premises: Ground floor unit 4, Salter's Yard, 22-30 Market Street, York YO1 8SS
Term: ten (10) years from and including the date of this Lease

1. Rent. The Tenant shall pay a yearly rent of thirty-two thousand pounds (£32,000) by equal quarterly payments in advance on the usual quarter days.

2. Rent review. On the fifth anniversary of the term date the rent shall be reviewed to the open market rent, upwards or downwards, determined by an independent surveyor if the parties do not agree it.

{{SERVICE_CHARGE}}

4. Repair. The Landlord shall keep the structure, roof, foundations, exterior and common parts of the building in good repair. The Tenant shall keep the interior of the Premises in good and clean condition, fair wear and tear excepted.

5. Alienation. The Tenant may assign or underlet the whole of the Premises with the Landlord's consent, which shall not be unreasonably withheld, conditioned or delayed.

6. Insurance. The Landlord shall insure the building against the insured risks and the Tenant shall pay a fair proportion of the premium. The Tenant shall insure its own contents and carry public liability insurance.

7. Law. This Lease is governed by the law of England and Wales.
`;

/** Text as pdftotext gives it: lines broken mid-sentence at a fixed width, a running page header and footer between pages. */
const extracted = (text: string, header: string) => {
  const lines: string[] = [];
  for (const para of text.split('\n\n')) {
    let line = '';
    for (const word of para.split(/\s+/)) {
      if (line && line.length + word.length + 1 > 78) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line, '');
  }
  const page = Math.ceil(lines.length / 2);
  return [...lines.slice(0, page), `                                          Page 4 of 11`, '\f' + header, '', ...lines.slice(page)].join('\n');
};

export const HOLDOUT7: AdverseCase[] = [
  // ---------------- NDA (5) ----------------
  {
    id: 'h7-nda-markdown-sharing-with-anyone-it-sees-fit-or-advisers-who-need-to-know',
    pattern: 'markup',
    type: 'nda',
    check: 'nda.sharing_with_third_parties',
    adverse: bad(`## 3. Permitted Recipients

**3.1** Each *Receiving Party* may share the other party's Confidential Information with its own employees who need to know it for the Evaluation.

**3.2** Each *Receiving Party* may also share the other party's Confidential Information with such consultants, financing sources and other third parties as it thinks fit, and shall tell them that the information is confidential.
`),
    benign: good(`## 3. Permitted Recipients

**3.1** Each *Receiving Party* may share the other party's Confidential Information with its own employees who need to know it for the Evaluation.

**3.2** Each *Receiving Party* may also share the other party's Confidential Information with its professional advisers and consultants who need to know it for the Evaluation and are bound by written duties of confidentiality no less protective than this Agreement, and it remains responsible for any breach by them.
`),
  },
  {
    id: 'h7-nda-rider-no-notice-of-any-compelled-disclosure-or-only-routine-examinations',
    pattern: 'override',
    type: 'nda',
    check: 'nda.compelled_disclosure_notice',
    adverse: bad(`6. Disclosure required by law. If the Recipient is required by law, regulation or court order to disclose any Confidential Information, it shall, where lawful, notify the Discloser promptly so that the Discloser may seek a protective order, and shall disclose only the part that it is legally required to disclose.

RIDER 1 (forming part of this Agreement)

Notwithstanding clause 6, the Recipient shall have no obligation to notify the Discloser of any requirement to disclose Confidential Information, or of any disclosure made under it, whether the requirement arises from a court, a regulator or any other authority.
`),
    benign: good(`6. Disclosure required by law. If the Recipient is required by law, regulation or court order to disclose any Confidential Information, it shall, where lawful, notify the Discloser promptly so that the Discloser may seek a protective order, and shall disclose only the part that it is legally required to disclose.

RIDER 1 (forming part of this Agreement)

Notwithstanding clause 6, the Recipient shall have no obligation to notify the Discloser of a disclosure made to a banking regulator in the course of a routine supervisory examination that is not targeted at the Discloser or the Evaluation.
`),
  },
  {
    id: 'h7-nda-samples-may-be-reverse-engineered-or-may-not',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.no_reverse_engineering',
    adverse: bad(`7. Samples. The Company may lend the Investor prototype sensor modules and firmware images for evaluation. The Investor and its engineers may test, take apart, analyse, decompile and reverse engineer any such prototype or firmware for the purposes of their technical due diligence.`),
    benign: good(`7. Samples. The Company may lend the Investor prototype sensor modules and firmware images for evaluation. The Investor and its engineers may test them in the ordinary way, but may not take apart, analyse the composition of, decompile or reverse engineer any such prototype or firmware.`),
  },
  {
    id: 'h7-nda-equitable-relief-barred-or-available-without-bond',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.injunctive_relief',
    adverse: bad(`11. Remedies. The parties agree that monetary damages are an adequate remedy for any breach of this Agreement, and that neither party shall seek or be entitled to an injunction, specific performance or other equitable relief in respect of any actual or threatened breach.`),
    benign: good(`11. Remedies. The parties agree that monetary damages may not be an adequate remedy for a breach of this Agreement, and that each party shall be entitled to seek an injunction, specific performance or other equitable relief in respect of any actual or threatened breach, without posting a bond, in addition to any other remedy.`),
  },
  {
    id: 'h7-nda-spoken-information-never-protected-or-protected-if-identified',
    pattern: 'polarity',
    type: 'nda',
    check: 'nda.oral_information_included',
    adverse: bad(`2. Confidential Information. "Confidential Information" means information relating to the business of either party that is disclosed to the other in writing or in electronic form. Information disclosed by either party orally, visually or during site visits shall not constitute Confidential Information.`),
    benign: good(`2. Confidential Information. "Confidential Information" means information relating to the business of either party that is disclosed to the other in writing or in electronic form. Information disclosed by either party orally, visually or during site visits shall also constitute Confidential Information if it is identified as confidential when it is disclosed.`),
  },

  // ---------------- MSA (5) ----------------
  {
    id: 'h7-msa-doc-cap-disapplied-for-every-claim-by-vendor-or-only-for-fees-and-indemnities',
    pattern: 'disapplied',
    type: 'msa',
    check: 'msa.limitation_of_liability',
    adverse: bad(fill(MSA_DOC, 'LIABILITY', `7. LIMITATION OF LIABILITY. Except as set out below, each party's total liability arising out of or relating to this Agreement shall not exceed the fees paid or payable by Calloway under this Agreement in the twelve (12) months preceding the event giving rise to the claim. The foregoing limitation shall not apply to any amount owed by Calloway to Vendor or to any claim brought by Vendor against Calloway, for which Calloway's liability shall be unlimited.`)),
    benign: good(fill(MSA_DOC, 'LIABILITY', `7. LIMITATION OF LIABILITY. Except as set out below, each party's total liability arising out of or relating to this Agreement shall not exceed the fees paid or payable by Calloway under this Agreement in the twelve (12) months preceding the event giving rise to the claim. The foregoing limitation shall not apply to Calloway's obligation to pay fees properly due, to either party's breach of Section 4 or to either party's gross negligence or willful misconduct.`)),
  },
  {
    id: 'h7-msa-order-form-due-on-receipt-or-in-forty-five-days',
    pattern: 'override',
    type: 'msa',
    check: 'msa.payment_terms',
    adverse: bad(`ORDER FORM No. 3 under the Master Services Agreement dated 9 January 2026 between Greyline Robotics Corp. ("Greyline") and Anselm Packaging Co. ("Client")

Services: preventive maintenance of twelve palletizing cells at the Client's Reno facility
Fees: USD 18,400 per quarter, invoiced quarterly in advance
Payment terms: Notwithstanding Section 4.2 of the Master Services Agreement, each invoice under this Order Form is due and payable upon receipt, and amounts not paid within five (5) days of the invoice date bear interest at 1.5% per month.
`),
    benign: good(`ORDER FORM No. 3 under the Master Services Agreement dated 9 January 2026 between Greyline Robotics Corp. ("Greyline") and Anselm Packaging Co. ("Client")

Services: preventive maintenance of twelve palletizing cells at the Client's Reno facility
Fees: USD 18,400 per quarter, invoiced quarterly in advance
Payment terms: Notwithstanding Section 4.2 of the Master Services Agreement, each undisputed invoice under this Order Form is due and payable within forty-five (45) days of receipt, and amounts not paid when due bear interest at 1% per month.
`),
  },
  {
    id: 'h7-msa-renews-for-two-years-unless-customer-objects-six-months-ahead-or-either-thirty-days',
    pattern: 'position',
    type: 'msa',
    check: 'msa.auto_renewal',
    adverse: bad(`12.1 Term. This Agreement commences on the Effective Date and continues for an initial term of two (2) years. Thereafter this Agreement shall renew automatically for successive renewal terms of two (2) years each unless the Customer notifies the Supplier in writing of its intention not to renew at least one hundred and eighty (180) days before the end of the then-current term.`),
    benign: good(`12.1 Term. This Agreement commences on the Effective Date and continues for an initial term of two (2) years. Thereafter this Agreement shall renew automatically for successive renewal terms of one (1) year each unless either party notifies the other in writing of its intention not to renew at least thirty (30) days before the end of the then-current term.`),
  },
  {
    id: 'h7-msa-vendor-owns-deliverables-licence-for-term-only-or-perpetual',
    pattern: 'position',
    type: 'msa',
    check: 'msa.ip_ownership',
    adverse: bad(`9. Intellectual Property. As between the parties, Contractor shall own all right, title and interest in and to the Deliverables, including all intellectual property rights in them. Contractor grants Hollis Foods a non-exclusive, non-transferable licence to use the Deliverables during the term of this Agreement, which licence terminates automatically when this Agreement ends.`),
    benign: good(`9. Intellectual Property. As between the parties, Contractor shall own all right, title and interest in and to the Deliverables, including all intellectual property rights in them. Contractor grants Hollis Foods a non-exclusive, perpetual, irrevocable and royalty-free licence to use, copy and modify the Deliverables, which licence survives the end of this Agreement.`),
  },
  {
    id: 'h7-msa-html-terms-changed-by-posting-or-policy-change-with-exit',
    pattern: 'markup',
    type: 'msa',
    check: 'msa.unilateral_changes',
    adverse: bad(`<section id="changes">
<h3>14. Changes to these Terms</h3>
<p>Supplier may revise these Terms, the Support Policy and the Acceptable Use Policy at any time by publishing the revised version at <a href="https://example.com/legal">example.com/legal</a>. The revised version binds Customer from the date of publication, and Customer&rsquo;s continued use of the Services after that date constitutes acceptance.</p>
</section>`),
    benign: good(`<section id="changes">
<h3>14. Changes to these Terms</h3>
<p>Supplier may revise the Support Policy and the Acceptable Use Policy by giving Customer at least thirty (30) days&rsquo; written notice. If a revision is materially adverse to Customer, Customer may terminate the affected Services before it takes effect and receive a pro rata refund of prepaid fees. These Terms may be amended only in a writing signed by both parties.</p>
</section>`),
  },

  // ---------------- SaaS (5) ----------------
  {
    id: 'h7-saas-doc-fees-raised-at-will-or-fixed-then-capped',
    pattern: 'position',
    type: 'saas',
    check: 'saas.price_increases',
    adverse: bad(fill(SAAS_DOC, 'FEES', `4. Fees. Subscriber shall pay the subscription fees set out in the Order. Lumio may change the subscription fees at any time by giving Subscriber thirty (30) days' notice by email, and the changed fees apply from the next invoice.`)),
    benign: good(fill(SAAS_DOC, 'FEES', `4. Fees. Subscriber shall pay the subscription fees set out in the Order. The fees are fixed for the first Subscription Term; Lumio may change them for a renewal period by giving Subscriber sixty (60) days' notice by email, by no more than three percent (3%) over the fees for the preceding period.`)),
  },
  {
    id: 'h7-saas-no-availability-commitment-or-three-nines-with-credits',
    pattern: 'position',
    type: 'saas',
    check: 'saas.service_levels',
    adverse: bad(`8. Availability. Provider will use reasonable endeavours to make the Service available, but does not commit to any level of availability or uptime. Provider shall have no liability for any period during which the Service is unavailable, and no service credits are payable.`),
    benign: good(`8. Availability. Provider will make the Service available at least 99.9% of the time in each calendar month, excluding scheduled maintenance notified in advance. If it does not, service credits are payable under Schedule 2, and if availability falls below that level in three months in any twelve, the Customer may terminate this Agreement.`),
  },
  {
    id: 'h7-saas-customer-data-for-any-purpose-or-only-to-provide-the-service',
    pattern: 'role',
    type: 'saas',
    check: 'saas.data_protection',
    adverse: bad(`6. Customer Data. Customer retains all rights in the data it submits to the Platform ("Customer Data"). Kinetica may use, copy, aggregate and analyse Customer Data for any purpose, including to train and improve its machine-learning models and to develop new products, and may keep Customer Data after this Agreement ends.`),
    benign: good(`6. Customer Data. Customer retains all rights in the data it submits to the Platform ("Customer Data"). Kinetica may use, copy and analyse Customer Data only to provide the Platform to Customer and on Customer's instructions, shall protect it with industry-standard security measures, and shall return or delete Customer Data when this Agreement ends.`),
  },
  {
    id: 'h7-saas-order-form-no-exit-for-three-years-or-exit-on-sixty-days',
    pattern: 'override',
    type: 'saas',
    check: 'saas.termination_for_convenience',
    adverse: bad(`ORDER FORM

Customer: Stellan Logistics GmbH
Service: Fleetwise Dispatch, Enterprise edition, 250 named users
Subscription Term: thirty-six (36) months from the Start Date
Special terms: Section 11.2 of the Subscription Terms (Termination for Convenience) does not apply to this Order Form. Customer may not terminate this Order Form before the end of the Subscription Term, and all fees for the Subscription Term are committed and non-cancellable.
`),
    benign: good(`ORDER FORM

Customer: Stellan Logistics GmbH
Service: Fleetwise Dispatch, Enterprise edition, 250 named users
Subscription Term: thirty-six (36) months from the Start Date
Special terms: In place of Section 11.2 of the Subscription Terms (Termination for Convenience), Customer may terminate this Order Form for convenience at any time on sixty (60) days' written notice, and shall pay the fees accrued up to the date of termination.
`),
  },
  {
    id: 'h7-saas-extracted-cap-of-one-hundred-dollars-or-twelve-months-fees',
    pattern: 'layout',
    type: 'saas',
    check: 'saas.limitation_of_liability',
    adverse: bad(extracted(`10. LIMITATION OF LIABILITY

10.1 EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS, IN NO EVENT SHALL EITHER PARTY'S AGGREGATE LIABILITY ARISING OUT OF OR RELATED TO THIS AGREEMENT, WHETHER IN CONTRACT, TORT OR OTHERWISE, EXCEED ONE HUNDRED U.S. DOLLARS (US $100).

10.2 IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY LOST PROFITS OR FOR ANY INDIRECT, SPECIAL, INCIDENTAL OR CONSEQUENTIAL DAMAGES.`, 'Brightfold Inc. - Subscription Services Agreement (rev. 2026-01)')),
    benign: good(extracted(`10. LIMITATION OF LIABILITY

10.1 EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS, IN NO EVENT SHALL EITHER PARTY'S AGGREGATE LIABILITY ARISING OUT OF OR RELATED TO THIS AGREEMENT, WHETHER IN CONTRACT, TORT OR OTHERWISE, EXCEED THE AMOUNTS PAID OR PAYABLE BY CUSTOMER HEREUNDER IN THE TWELVE (12) MONTHS PRECEDING THE EVENT GIVING RISE TO THE CLAIM.

10.2 IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY LOST PROFITS OR FOR ANY INDIRECT, SPECIAL, INCIDENTAL OR CONSEQUENTIAL DAMAGES.`, 'Brightfold Inc. - Subscription Services Agreement (rev. 2026-01)')),
  },

  // ---------------- licence (5) ----------------
  {
    id: 'h7-licence-doc-improvements-granted-back-exclusively-or-non-exclusively',
    pattern: 'position',
    type: 'license',
    check: 'license.improvements',
    adverse: bad(fill(LICENCE_DOC, 'IMPROVEMENTS', `4. IMPROVEMENTS
The Licensee shall own the Improvements it makes. The Licensee shall disclose each Improvement to the Licensor within thirty (30) days of making it and hereby grants the Licensor an exclusive, perpetual, worldwide, royalty-free licence to use and exploit each such Improvement for all purposes, excluding the Licensee itself.`)),
    benign: good(fill(LICENCE_DOC, 'IMPROVEMENTS', `4. IMPROVEMENTS
The Licensee shall own the Improvements it makes. The Licensee shall disclose each Improvement to the Licensor within thirty (30) days of making it and hereby grants the Licensor a non-exclusive, perpetual, worldwide, royalty-free licence to use each such Improvement for the purpose of supporting and developing the Licensed Technology.`)),
  },
  {
    id: 'h7-licence-licensee-barred-from-rival-software-or-licensor-from-rival-licensees',
    pattern: 'role',
    type: 'license',
    check: 'license.exclusivity',
    adverse: bad(`3.4 Exclusivity. During the Term and for one (1) year after it, the Licensee shall not use, license, resell or develop any software that performs functions similar to, or competes with, the Platform Software, whether for itself or for any third party.`),
    benign: good(`3.4 Exclusivity. During the Term, the Licensor shall not license, resell or supply to any third party in the Territory any software that performs functions similar to, or competes with, the Platform Software for use in the hospitality sector.`),
  },
  {
    id: 'h7-licence-audits-four-times-a-year-unannounced-or-once-on-notice',
    pattern: 'position',
    type: 'license',
    check: 'license.royalties_audit',
    adverse: bad(`8.3 Audit. The Licensor or its appointed auditors may enter the Licensee's premises and inspect and copy the Licensee's books, records and systems relating to royalties up to four (4) times in any calendar year, without prior notice, and the Licensee shall reimburse the Licensor's costs of every such audit.`),
    benign: good(`8.3 Audit. The Licensor or its appointed auditors may inspect and copy the Licensee's books and records relating to royalties not more than once in any calendar year, on thirty (30) days' prior written notice and during normal business hours. The Licensor shall bear the cost of the audit unless it reveals an underpayment of more than five per cent (5%).`),
  },
  {
    id: 'h7-licence-software-as-is-or-warranted-ninety-days',
    pattern: 'polarity',
    type: 'license',
    check: 'license.warranty',
    adverse: bad(`10. Warranty. The Software is licensed "as is". Vantor does not warrant that the Software will perform in accordance with the Documentation or be free from errors or malicious code, and all warranties, express or implied, are excluded to the fullest extent permitted by law.`),
    benign: good(`10. Warranty. Vantor warrants that for ninety (90) days from delivery the Software will perform materially in accordance with the Documentation and will be free from malicious code. If it does not, Vantor shall repair or replace the Software or, if it cannot, refund the licence fees paid for it.`),
  },
  {
    id: 'h7-licence-special-conditions-affiliate-use-withdrawn-or-confirmed',
    pattern: 'override',
    type: 'license',
    check: 'license.sublicensing',
    adverse: bad(`SCHEDULE 5 - SPECIAL CONDITIONS

These Special Conditions prevail over the Standard Terms in the event of conflict.

SC1. Clause 4.2 of the Standard Terms (Use by Affiliates and Contractors) is deleted. The Licensee shall not sublicense any of its rights and shall not permit any Affiliate, outsourcer or contractor to access or use the Licensed Software, even on the Licensee's behalf.

SC2. The Territory is the United Kingdom and Ireland.
`),
    benign: good(`SCHEDULE 5 - SPECIAL CONDITIONS

These Special Conditions prevail over the Standard Terms in the event of conflict.

SC1. Clause 4.2 of the Standard Terms (Use by Affiliates and Contractors) is deleted and replaced by the following: the Licensee may sublicense its rights to its Affiliates and may permit its outsourcers and contractors to access and use the Licensed Software on the Licensee's behalf, and the Licensee is responsible for their acts and omissions.

SC2. The Territory is the United Kingdom and Ireland.
`),
  },

  // ---------------- services (4) ----------------
  {
    id: 'h7-services-doc-deemed-accepted-in-two-days-untested-or-only-on-passing-tests',
    pattern: 'position',
    type: 'services',
    check: 'services.acceptance',
    adverse: bad(fill(SERVICES_DOC, 'ACCEPTANCE', `3. Acceptance. Each Deliverable shall be deemed accepted by the Customer on the second (2nd) Business Day after the Supplier delivers it, whether or not the Customer has tested it, and any defect found afterwards shall be dealt with as a change request at the Customer's cost.`)),
    benign: good(fill(SERVICES_DOC, 'ACCEPTANCE', `3. Acceptance. Each Deliverable shall be accepted by the Customer only when it has passed the acceptance tests in the Specification. If a Deliverable fails those tests, the Supplier shall correct it at the Supplier's own cost and deliver it again for re-testing.`)),
  },
  {
    id: 'h7-services-customer-indemnifies-supplier-for-infringement-or-the-reverse',
    pattern: 'role',
    type: 'services',
    check: 'services.indemnification',
    adverse: bad(`11. Indemnity. The Customer shall defend and indemnify the Supplier against any claim by a third party that the Deliverables or the Supplier's performance of the Services infringe that third party's intellectual property rights, except to the extent the claim arises from materials supplied by the Supplier.`),
    benign: good(`11. Indemnity. The Supplier shall defend and indemnify the Customer against any claim by a third party that the Deliverables or the Supplier's performance of the Services infringe that third party's intellectual property rights, except to the extent the claim arises from materials supplied by the Customer.`),
  },
  {
    id: 'h7-services-no-insurance-required-or-stated-minimums',
    pattern: 'polarity',
    type: 'services',
    check: 'services.insurance',
    adverse: bad(`15. Insurance. The Contractor shall not be required to take out or maintain any particular insurance in connection with this agreement, and the Client shall not be entitled to ask for evidence of any insurance that the Contractor holds.`),
    benign: good(`15. Insurance. The Contractor shall take out and maintain professional indemnity insurance of not less than two million pounds (£2,000,000) for each claim and public liability insurance of not less than five million pounds (£5,000,000), and shall give the Client evidence of that insurance on request.`),
  },
  {
    id: 'h7-services-sow-switches-the-warranty-off-or-extends-it',
    pattern: 'disapplied',
    type: 'services',
    check: 'services.services_warranty',
    adverse: bad(`8.1 Warranty. Provider warrants that the Services will be performed with reasonable skill and care by appropriately qualified personnel, and that each Deliverable will conform to its specification for thirty (30) days after delivery. Provider shall re-perform any Services that do not meet this warranty.

STATEMENT OF WORK No. 2 (data-warehouse migration)

1. Scope: migration of the client's reporting warehouse to the new cloud tenancy.
2. Section 8.1 of the Agreement shall not apply to the Services or the Deliverables under this Statement of Work, which are provided as is and without any warranty.
`),
    benign: good(`8.1 Warranty. Provider warrants that the Services will be performed with reasonable skill and care by appropriately qualified personnel, and that each Deliverable will conform to its specification for thirty (30) days after delivery. Provider shall re-perform any Services that do not meet this warranty.

STATEMENT OF WORK No. 2 (data-warehouse migration)

1. Scope: migration of the client's reporting warehouse to the new cloud tenancy.
2. Section 8.1 of the Agreement shall apply to the Services and the Deliverables under this Statement of Work, save that the period of thirty (30) days is replaced by ninety (90) days.
`),
  },

  // ---------------- consulting (4) ----------------
  {
    id: 'h7-consulting-doc-three-year-no-hire-with-full-salary-fee-or-mutual-during-term',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.non_solicitation',
    adverse: bad(fill(CONSULTING_DOC, 'PERSONNEL', `6. Personnel. During the term of this Agreement and for three (3) years after it ends, Client shall not hire, engage or solicit any employee or subcontractor of Consultant. If Client does so, Client shall pay Consultant a placement fee equal to one hundred percent (100%) of that person's annual compensation.`)),
    benign: good(fill(CONSULTING_DOC, 'PERSONNEL', `6. Personnel. During the term of this Agreement, neither party shall actively solicit for employment any employee of the other party who worked on the Services. A general advertisement or job posting not directed at those employees is not a solicitation, and hiring a person who responds to one is permitted.`)),
  },
  {
    id: 'h7-consulting-consultant-keeps-work-product-internal-licence-or-client-owns-it',
    pattern: 'role',
    type: 'consulting',
    check: 'consulting.ip_ownership',
    adverse: bad(`9. Work Product. The Adviser shall retain all right, title and interest in the reports, models, software and other materials prepared for the Company under this Agreement (the "Work Product"). The Adviser grants the Company a non-exclusive, non-transferable licence to use the Work Product for its internal purposes while this Agreement is in force.`),
    benign: good(`9. Work Product. The Company shall own all right, title and interest in the reports, models, software and other materials prepared for the Company under this Agreement (the "Work Product"). The Adviser retains its pre-existing materials and grants the Company a non-exclusive, perpetual licence to use them as part of the Work Product.`),
  },
  {
    id: 'h7-consulting-consultant-capped-at-five-thousand-client-unlimited-or-both-capped',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.limitation_of_liability',
    adverse: bad(`12. Limitation of Liability. Consultant's total liability arising out of or in connection with this Agreement, whether in contract, tort or otherwise, shall not exceed five thousand dollars ($5,000). Nothing in this Agreement limits the liability of Client.`),
    benign: good(`12. Limitation of Liability. Each party's total liability arising out of or in connection with this Agreement, whether in contract, tort or otherwise, shall not exceed the fees paid to Consultant in the twelve (12) months before the claim, except for breach of confidentiality or wilful misconduct.`),
  },
  {
    id: 'h7-consulting-law-wherever-the-consultant-moves-or-named-state',
    pattern: 'reference',
    type: 'consulting',
    check: 'consulting.governing_law',
    adverse: badOrMissing(`14. Governing Law. This Agreement shall be governed by the laws of the state or country in which Consultant maintains its principal place of business from time to time, and any dispute shall be brought in the courts of that place.`),
    benign: good(`14. Governing Law. This Agreement shall be governed by the laws of the State of New York, and any dispute shall be brought in the state or federal courts located in New York County.`),
  },

  // ---------------- employment (4) ----------------
  {
    id: 'h7-employment-doc-employee-keeps-inventions-or-only-own-time-ones',
    pattern: 'role',
    type: 'employment',
    check: 'employment.ip_assignment',
    adverse: bad(fill(EMPLOYMENT_DOC, 'INVENTIONS', `5. Inventions. The Employee shall own all inventions, discoveries and works of authorship that the Employee conceives or develops during the employment, whether or not using Redfern's time, equipment or information, and grants Redfern a non-exclusive license to use them in its business.`)),
    benign: good(fill(EMPLOYMENT_DOC, 'INVENTIONS', `5. Inventions. The Employee shall own only those inventions that the Employee develops entirely on the Employee's own time without using Redfern's equipment or information and that do not relate to Redfern's business. The Employee hereby assigns to Redfern all other inventions, discoveries and works of authorship that the Employee conceives or develops during the employment, and shall assist Redfern to register them.`)),
  },
  {
    id: 'h7-employment-free-to-poach-after-leaving-or-bound-for-a-year',
    pattern: 'polarity',
    type: 'employment',
    check: 'employment.non_solicit',
    adverse: bad(`14. After employment. Nothing in this contract prevents you, once your employment has ended, from approaching, soliciting or dealing with any client of the Company or from inviting any member of the Company's staff to join you elsewhere.`),
    benign: good(`14. After employment. For twelve (12) months after your employment has ended, you must not approach, solicit or deal with any client of the Company with whom you dealt in your last year of employment, or invite any member of the Company's staff to join you elsewhere.`),
  },
  {
    id: 'h7-employment-cause-only-a-fraud-conviction-or-the-usual-list',
    pattern: 'position',
    type: 'employment',
    check: 'employment.termination_for_cause',
    adverse: bad(`7.2 Termination for Cause. The Company may terminate the Executive's employment for Cause. For this purpose "Cause" means only the Executive's conviction, after all appeals have been exhausted, of a felony involving fraud against the Company, and no other conduct of the Executive shall constitute Cause.`),
    benign: good(`7.2 Termination for Cause. The Company may terminate the Executive's employment for Cause with immediate effect. For this purpose "Cause" means the Executive's conviction of a felony, gross misconduct, dishonesty in the performance of the Executive's duties, or material breach of this Agreement that is not cured within fifteen (15) days after written notice.`),
  },
  {
    id: 'h7-employment-employer-locked-in-for-a-year-or-mutual-three-months',
    pattern: 'role',
    type: 'employment',
    check: 'employment.notice_period',
    adverse: bad(`12. Notice. The Employee may end the employment at any time without giving notice. The Employer may end the employment only by giving the Employee not less than twelve (12) months' written notice, or by paying the Employee's full salary and benefits for that period in lieu of notice.`),
    benign: good(`12. Notice. The Employee may end the employment by giving the Employer three (3) months' written notice. The Employer may end the employment by giving the Employee three (3) months' written notice, or by paying the Employee's salary for that period in lieu of notice.`),
  },

  // ---------------- lease (5) ----------------
  {
    id: 'h7-lease-doc-service-charge-recovers-structural-renewals-uncapped-or-excludes-them',
    pattern: 'position',
    type: 'lease',
    check: 'lease.service_charges',
    adverse: bad(fill(LEASE_DOC, 'SERVICE_CHARGE', `3. Service charge. The Tenant shall pay as a service charge a fair proportion of all costs the Landlord incurs in respect of the building, including the cost of improving, renewing, rebuilding or replacing the structure, roof and plant, with no limit on the amount recoverable in any year.`)),
    benign: good(fill(LEASE_DOC, 'SERVICE_CHARGE', `3. Service charge. The Tenant shall pay as a service charge a fair proportion of the reasonable and properly incurred costs the Landlord incurs in running the building, excluding the cost of improving, renewing, rebuilding or replacing the structure, roof and plant, and the charge shall not increase by more than five per cent (5%) in any year.`)),
  },
  {
    id: 'h7-lease-entry-at-any-time-for-any-purpose-or-on-a-days-notice',
    pattern: 'position',
    type: 'lease',
    check: 'lease.landlord_access',
    adverse: bad(`18. Landlord's Entry. Landlord and its agents, contractors and prospective purchasers or tenants may enter the Premises at any time, with or without notice to Tenant, for any purpose Landlord considers appropriate.`),
    benign: good(`18. Landlord's Entry. Landlord and its agents and contractors may enter the Premises at reasonable times, on not less than twenty-four (24) hours' written notice to Tenant (or without notice in an emergency), to inspect, repair or show the Premises, accompanied by Tenant's representative if Tenant wishes.`),
  },
  {
    id: 'h7-lease-deposit-back-in-four-months-at-landlords-discretion-or-thirty-days-documented',
    pattern: 'position',
    type: 'lease',
    check: 'lease.deposit',
    adverse: bad(`5. Security Deposit. Tenant has deposited Twenty Thousand Dollars ($20,000) with Landlord as security for its obligations. Landlord shall return the deposit within one hundred twenty (120) days after this Lease expires, less any amounts that Landlord, in its sole discretion, determines are owed to it.`),
    benign: good(`5. Security Deposit. Tenant has deposited Twenty Thousand Dollars ($20,000) with Landlord as security for its obligations. Landlord shall return the deposit within thirty (30) days after this Lease expires, less only amounts that Tenant owes under this Lease and that Landlord documents with invoices or receipts.`),
  },
  {
    id: 'h7-lease-rider-landlord-redevelopment-break-or-tenant-break',
    pattern: 'role',
    type: 'lease',
    check: 'lease.termination_for_convenience',
    adverse: bad(`2. Term. The term of this Lease is seven (7) years commencing on the Commencement Date.

RIDER TO LEASE

R-3. Notwithstanding Section 2, Landlord may terminate this Lease at any time on ninety (90) days' written notice to Tenant if Landlord elects to redevelop or sell the Building, and Tenant shall vacate the Premises on the termination date without compensation.
`),
    benign: good(`2. Term. The term of this Lease is seven (7) years commencing on the Commencement Date.

RIDER TO LEASE

R-3. Notwithstanding Section 2, Tenant may terminate this Lease at any time after the third (3rd) anniversary of the Commencement Date on one hundred eighty (180) days' written notice to Landlord, and shall vacate the Premises on the termination date.
`),
  },
  {
    id: 'h7-lease-indemnity-even-for-landlords-negligence-or-except-it',
    pattern: 'position',
    type: 'lease',
    check: 'lease.tenant_indemnity',
    adverse: bad(`9. Indemnity. The Tenant shall indemnify the Landlord against all claims, losses and expenses arising from the use of the Premises or the building, including those caused by the negligence or default of the Landlord or its employees or contractors.`),
    benign: good(`9. Indemnity. The Tenant shall indemnify the Landlord against all claims, losses and expenses arising from the Tenant's use of the Premises or its breach of this Lease, except to the extent caused by the negligence or default of the Landlord or its employees or contractors.`),
  },

  // ---------------- DPA (4) ----------------
  {
    id: 'h7-dpa-doc-any-sub-processor-without-notice-or-listed-with-objection-right',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.sub_processors',
    adverse: bad(fill(DPA_DOC, 'SUBPROCESSORS', `4. Sub-processors. The Controller gives the Processor general authorisation to engage any sub-processor it chooses. The Processor keeps a list of its current sub-processors on its website and may change that list at any time without notice to the Controller.`)),
    benign: good(fill(DPA_DOC, 'SUBPROCESSORS', `4. Sub-processors. The Controller gives the Processor general authorisation to engage the sub-processors listed in Annex 3. The Processor shall give the Controller at least thirty (30) days' notice of any intended addition or replacement, during which the Controller may object, shall impose on each sub-processor the same data protection obligations as this Agreement, and remains liable for each of them.`)),
  },
  {
    id: 'h7-dpa-report-is-the-only-audit-or-report-then-onsite',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.audits',
    adverse: bad(`9. Audits. The Controller's sole right of audit under this DPA and the Data Protection Laws is to receive, once a year on request, a copy of the Processor's most recent SOC 2 Type II report. The Processor shall not be required to permit any inspection of its premises, systems or records.`),
    benign: good(`9. Audits. The Processor shall provide, once a year on request, a copy of its most recent SOC 2 Type II report. If that report does not reasonably answer the Controller's questions about compliance with this DPA, the Processor shall permit one inspection of its premises, systems and records in that year by the Controller or its auditor.`),
  },
  {
    id: 'h7-dpa-kept-as-long-as-the-processor-likes-or-deleted-or-returned',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.deletion_return',
    adverse: bad(`11. End of processing. When the Services end, the Supplier may retain the Client Personal Data for as long as the Supplier considers necessary for its own legitimate business purposes, and shall delete it thereafter.`),
    benign: good(`11. End of processing. When the Services end, the Supplier shall, at the Client's choice, delete or return the Client Personal Data, and shall delete remaining copies unless the law requires the Supplier to keep them.`),
  },
  {
    id: 'h7-dpa-main-agreement-prevails-or-dpa-prevails-on-data',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.precedence',
    adverse: bad(`15. Order of precedence. In the event of any conflict or inconsistency between this Data Processing Addendum and the Master Agreement, the Master Agreement shall prevail in all respects, including as regards the processing of Personal Data.`),
    benign: good(`15. Order of precedence. In the event of any conflict or inconsistency between this Data Processing Addendum and the Master Agreement, this Data Processing Addendum shall prevail as regards the processing of Personal Data, and the Master Agreement shall prevail in all other respects.`),
  },
];

// ---------------------------------------------------------------- ten more --------------------------------------
// Written with the 41 and before either was scored. Eight are the 41's whole agreements, as their benign sides have
// them, with another clause changed; two are excerpts.

/** The whole agreement as the benign side of the named pair has it. */
const agreedDoc = (id: string): string => {
  const pair = HOLDOUT7.find((k) => k.id === id);
  if (!pair) throw new Error(`no pair ${id}`);
  return pair.benign.text;
};
const MSA_AGREED = agreedDoc('h7-msa-doc-cap-disapplied-for-every-claim-by-vendor-or-only-for-fees-and-indemnities');
const SAAS_AGREED = agreedDoc('h7-saas-doc-fees-raised-at-will-or-fixed-then-capped');
const LICENCE_AGREED = agreedDoc('h7-licence-doc-improvements-granted-back-exclusively-or-non-exclusively');
const SERVICES_AGREED = agreedDoc('h7-services-doc-deemed-accepted-in-two-days-untested-or-only-on-passing-tests');
const CONSULTING_AGREED = agreedDoc('h7-consulting-doc-three-year-no-hire-with-full-salary-fee-or-mutual-during-term');
const DPA_AGREED = agreedDoc('h7-dpa-doc-any-sub-processor-without-notice-or-listed-with-objection-right');
const EMPLOYMENT_AGREED = agreedDoc('h7-employment-doc-employee-keeps-inventions-or-only-own-time-ones');
const LEASE_AGREED = agreedDoc('h7-lease-doc-service-charge-recovers-structural-renewals-uncapped-or-excludes-them');

const MSA_EXIT = `Calloway may terminate this Agreement or any Statement of Work for convenience on thirty (30) days' written notice.`;
const SAAS_RENEWAL = `It renews for successive one-year periods unless either party gives notice of non-renewal at least thirty (30) days before the end of the then-current period.`;
const LICENCE_ASSIGNMENT = `Neither party may assign or transfer this Agreement without the prior written consent of the other, except to a successor to all or substantially all of its business or assets.`;
const SERVICES_CHARGES = `The Supplier shall invoice at the end of each month, and the Customer shall pay each undisputed invoice within thirty (30) days of receiving it. The Customer may withhold any amount it disputes in good faith.`;
const CONSULTING_INSURANCE = `4. Insurance. Consultant shall maintain professional liability insurance of not less than $1,000,000 per claim and commercial general liability insurance of not less than $2,000,000 in the aggregate, and shall provide certificates of insurance on request.`;
const DPA_SECURITY = `3. Security. The Processor shall implement the technical and organisational measures in Annex 2, which meet the requirements of Article 32 of the UK GDPR, and shall not reduce them during the term of the Principal Agreement.`;
const EMPLOYMENT_PAY = `Redfern shall pay the Employee a base salary of $168,000 per year, payable in equal bi-weekly installments,`;
const LEASE_ALIENATION = `5. Alienation. The Tenant may assign or underlet the whole of the Premises with the Landlord's consent, which shall not be unreasonably withheld, conditioned or delayed.`;

export const HOLDOUT7_EXTRA: AdverseCase[] = [
  {
    id: 'h7x-msa-doc-exit-on-six-months-with-a-fee-for-the-rest-or-thirty-days',
    pattern: 'position',
    type: 'msa',
    check: 'msa.termination_for_convenience',
    adverse: bad(swap(MSA_AGREED, MSA_EXIT, `Calloway may terminate this Agreement or any Statement of Work for convenience on one hundred eighty (180) days' written notice, and shall on termination pay Vendor an early-termination fee equal to all fees that would have been payable for the remainder of the term.`)),
    benign: good(MSA_AGREED),
  },
  {
    id: 'h7x-saas-doc-renews-for-three-years-unless-stopped-four-months-ahead-or-yearly',
    pattern: 'position',
    type: 'saas',
    check: 'saas.auto_renewal',
    adverse: bad(swap(SAAS_AGREED, SAAS_RENEWAL, `It renews for successive periods of thirty-six (36) months unless Subscriber gives notice of non-renewal at least one hundred twenty (120) days before the end of the then-current period.`)),
    benign: good(SAAS_AGREED),
  },
  {
    id: 'h7x-licence-doc-licensee-may-not-assign-even-on-a-sale-or-either-may-to-a-successor',
    pattern: 'role',
    type: 'license',
    check: 'license.assignment',
    adverse: bad(swap(LICENCE_AGREED, LICENCE_ASSIGNMENT, `The Licensor may assign or transfer this Agreement at any time without the Licensee's consent. The Licensee may not assign or transfer this Agreement, including to a successor to all or substantially all of its business or assets, without the prior written consent of the Licensor, which the Licensor may withhold in its absolute discretion.`)),
    benign: good(LICENCE_AGREED),
  },
  {
    id: 'h7x-services-doc-seven-days-no-set-off-or-thirty-days-with-disputes',
    pattern: 'position',
    type: 'services',
    check: 'services.payment_terms',
    adverse: bad(swap(SERVICES_AGREED, SERVICES_CHARGES, `The Supplier shall invoice at the end of each month, and the Customer shall pay each invoice in full within seven (7) days of the date of the invoice. The Customer may not withhold or set off any amount, even if it disputes it.`)),
    benign: good(SERVICES_AGREED),
  },
  {
    id: 'h7x-consulting-doc-insurance-at-consultants-choice-or-stated-limits',
    pattern: 'position',
    type: 'consulting',
    check: 'consulting.insurance',
    adverse: bad(swap(CONSULTING_AGREED, CONSULTING_INSURANCE, `4. Insurance. Consultant may, but is not obliged to, maintain such professional liability and general liability insurance as Consultant in its discretion considers appropriate, and shall have no obligation to provide certificates of insurance.`)),
    benign: good(CONSULTING_AGREED),
  },
  {
    id: 'h7x-dpa-doc-measures-may-be-reduced-at-will-or-never-reduced',
    pattern: 'position',
    type: 'dpa',
    check: 'dpa.security',
    adverse: bad(swap(DPA_AGREED, DPA_SECURITY, `3. Security. The Processor shall implement the technical and organisational measures in Annex 2. The Processor may modify, replace or reduce any of those measures at any time in its sole discretion without notice to the Controller.`)),
    benign: good(DPA_AGREED),
  },
  {
    id: 'h7x-employment-doc-salary-left-to-the-employer-or-stated',
    pattern: 'reference',
    type: 'employment',
    check: 'employment.compensation',
    adverse: badOrMissing(swap(EMPLOYMENT_AGREED, EMPLOYMENT_PAY, `Redfern shall pay the Employee such base salary as Redfern may determine and notify to the Employee from time to time,`)),
    benign: good(EMPLOYMENT_AGREED),
  },
  {
    id: 'h7x-lease-doc-no-dealings-at-landlords-absolute-discretion-or-consent-not-unreasonably-withheld',
    pattern: 'polarity',
    type: 'lease',
    check: 'lease.assignment_subletting',
    adverse: bad(swap(LEASE_AGREED, LEASE_ALIENATION, `5. Alienation. The Tenant shall not assign, underlet, share or part with possession of the whole or any part of the Premises without the Landlord's consent, which the Landlord may withhold in its absolute discretion and without giving reasons.`)),
    benign: good(LEASE_AGREED),
  },
  {
    id: 'h7x-dpa-transfers-anywhere-or-only-with-consent-and-sccs',
    pattern: 'polarity',
    type: 'dpa',
    check: 'dpa.international_transfers',
    adverse: bad(`7. International transfers. The Vendor and its sub-processors may transfer, store and access the Customer Personal Data in any country in which they operate, and the Customer consents in advance to every such transfer.`),
    benign: good(`7. International transfers. The Vendor and its sub-processors may transfer, store and access the Customer Personal Data outside the European Economic Area only with the Customer's prior written consent and under the Standard Contractual Clauses or an adequacy decision.`),
  },
  {
    id: 'h7x-nda-recipient-keeps-whatever-it-likes-or-legal-and-backup-copies',
    pattern: 'position',
    type: 'nda',
    check: 'nda.retention_after_return',
    adverse: bad(`9. Return of information. Within ten (10) days after the Discloser's written request, the Recipient shall return or destroy the Discloser's Confidential Information, except that the Recipient may keep any copies it wishes to keep for its own records.`),
    benign: good(`9. Return of information. Within ten (10) days after the Discloser's written request, the Recipient shall return or destroy the Discloser's Confidential Information, except that the Recipient may keep copies that it is required by law to keep and copies held in automatic electronic backups, which remain subject to this Agreement.`),
  },
];

/** Pairs missed on bdeafec when first scored (the 41 and the ten more together): check and side only. */
export const HOLDOUT7_MISSES: Record<string, string> = {
  'h7-dpa-doc-any-sub-processor-without-notice-or-listed-with-objection-right': 'dpa.sub_processors: adverse side not flagged (elements28 read it; its conditions on this check were taken out at the merge, session 28)',
  'h7-msa-order-form-due-on-receipt-or-in-forty-five-days': 'msa.payment_terms: adverse side read as not mentioned, not flagged',
  'h7-saas-extracted-cap-of-one-hundred-dollars-or-twelve-months-fees': 'saas.limitation_of_liability: adverse side not flagged',
  'h7-licence-doc-improvements-granted-back-exclusively-or-non-exclusively': 'license.improvements: adverse side not flagged',
  'h7-services-customer-indemnifies-supplier-for-infringement-or-the-reverse': 'services.indemnification: adverse side flagged as missing, not unacceptable',
  'h7-employment-free-to-poach-after-leaving-or-bound-for-a-year': 'employment.non_solicit: adverse side not flagged',
  'h7-dpa-report-is-the-only-audit-or-report-then-onsite': 'dpa.audits: adverse side not flagged',
  // the ten more (the processor's measures reducible at will and the salary the employer fixes from time to time: read
  // since session 26's misses21)
};
