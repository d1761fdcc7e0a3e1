/**
 * Realistic contract skeletons for the adverse-terms suite, written for this package. Each case
 * changes one clause, or adds the special condition, schedule or order-form line that modifies an
 * earlier clause; the rest of the contract stays market-standard.
 */

export interface NdaParts {
  exceptions?: string;
  term?: string;
  law?: string;
  extra?: string;
}

export function nda(p: NdaParts = {}): string {
  return `MUTUAL NON-DISCLOSURE AGREEMENT

This Mutual Non-Disclosure Agreement (the "Agreement") is entered into as of March 1, 2026 by Alpha Robotics Inc., a Delaware corporation, and Beta Analytics LLC, a New York limited liability company (each a "Party").

1. Confidential Information. "Confidential Information" means all non-public business, financial and technical information that one Party (the "Discloser") discloses to the other Party (the "Recipient") in connection with the evaluation of a possible collaboration (the "Purpose").

2. Obligations. The Recipient shall use Confidential Information solely for the Purpose and shall not disclose it to any third party, except to its employees and advisers who need to know it for the Purpose and are bound by confidentiality obligations no less protective than this Agreement.

3. Exceptions. ${p.exceptions ?? 'The obligations in Section 2 do not apply to information that: (a) is or becomes publicly available through no fault of the Recipient; (b) was known to the Recipient before disclosure without a duty of confidentiality; (c) is rightfully received from a third party without a duty of confidentiality; or (d) is independently developed by the Recipient without use of the Confidential Information.'}

4. Return of Materials. On the Discloser's written request, the Recipient shall return or destroy the Discloser's Confidential Information.

5. Term. ${p.term ?? 'This Agreement continues for two (2) years from its date, and the obligations in Section 2 survive for three (3) years after it ends.'}

6. Governing Law. ${p.law ?? 'This Agreement is governed by the laws of the State of Delaware.'}

7. Remedies. A breach of this Agreement may cause irreparable harm, and the Discloser may seek injunctive relief in addition to any other remedy.
${p.extra ? `\n8. Special Conditions. ${p.extra}\n` : ''}`;
}

export interface MsaParts {
  cap?: string;
  indemnity?: string;
  termination?: string;
  extra?: string;
  title?: string;
}

export function msa(p: MsaParts = {}): string {
  return `${p.title ?? 'MASTER SERVICES AGREEMENT'}

This Agreement is entered into as of January 15, 2026 between Northwind Software Inc. ("Provider") and Contoso Retail Ltd. ("Customer").

1. Services. Provider shall provide the services described in each Statement of Work (the "Services").

2. Fees. Customer shall pay undisputed invoices within thirty (30) days after receipt.

3. Confidentiality. Each party shall keep the other party's Confidential Information confidential and shall not disclose it except to personnel who need to know it.

4. Ownership. All deliverables created specifically for Customer under a Statement of Work shall be owned by Customer on payment.

5. Limitation of Liability. ${p.cap ?? 'Except for breaches of confidentiality or indemnification obligations, each party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the claim. Neither party shall be liable for indirect or consequential damages.'}

6. Indemnification. ${p.indemnity ?? 'Provider shall defend, indemnify and hold harmless Customer against any third-party claim alleging that the Services infringe any intellectual property right.'}

7. Term and Termination. This Agreement continues for three (3) years from its date. ${p.termination ?? 'Customer may terminate this Agreement for convenience on thirty (30) days\' written notice.'}

8. Publicity. Neither party shall use the other party's name or logo in any publicity without its prior written consent.

9. Governing Law. This Agreement is governed by the laws of the State of New York.

10. Assignment. Neither party may assign this Agreement without the prior written consent of the other party.
${p.extra ? `\nORDER FORM - SPECIAL CONDITIONS\n\n${p.extra}\n` : ''}`;
}

export function license(grant: string, extra = ''): string {
  return `SOFTWARE LICENSE AGREEMENT

This Software License Agreement is made on February 2, 2026 between Orbit Systems GmbH ("Licensor") and Harbor Logistics Inc. ("Licensee").

1. Grant. Licensor hereby grants to Licensee a non-exclusive, worldwide licence to install and use the Licensed Software for Licensee's internal business purposes during the Term.

2. Fees. Licensee shall pay the annual licence fee within thirty (30) days after each invoice.

3. Term. This Agreement has an initial term of three (3) years.

4. Indemnity. Licensor shall defend and indemnify Licensee against any third-party claim that the Licensed Software infringes a patent, copyright or trade secret.

5. Liability. Each party's aggregate liability under this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim.

6. Governing Law. This Agreement is governed by the laws of England and Wales.

7. ${grant}
${extra ? `\n8. ${extra}\n` : ''}`;
}

export function dpa(clause: string): string {
  return `DATA PROCESSING AGREEMENT

This Data Processing Agreement forms part of the services agreement between Meridian Health B.V. ("Controller") and CloudNine Services Ltd. ("Processor").

1. Processing. Processor shall process Personal Data only on the documented instructions of Controller.

2. Personnel. Processor shall ensure that persons authorised to process Personal Data are bound by obligations of confidentiality.

3. Security. Processor shall implement appropriate technical and organisational measures as required by Article 32 GDPR.

4. Sub-processors. Processor shall not engage another processor without the prior written authorisation of Controller, and shall inform Controller of any intended changes so that Controller may object.

5. Assistance. Processor shall assist Controller in responding to requests from data subjects exercising their rights.

6. Breaches. Processor shall notify Controller of any Personal Data Breach without undue delay and in any event within forty-eight (48) hours.

7. End of Processing. At the end of the services, Processor shall delete or return all Personal Data at Controller's choice.

8. Audits. Processor shall make available all information necessary to demonstrate compliance and allow for audits, including inspections, by Controller.

9. Transfers. Processor shall not transfer Personal Data outside the European Economic Area except under the Standard Contractual Clauses.

10. Governing Law. This Agreement is governed by the laws of the Netherlands.

11. Additional Terms. ${clause}
`;
}

export function employment(clause: string): string {
  return `EMPLOYMENT AGREEMENT

This Employment Agreement is made on April 1, 2026 between Solace Devices Inc. (the "Company") and Jordan Lee (the "Employee").

1. Position and Salary. The Company employs the Employee as Senior Engineer at a base salary of $150,000 per year, payable in accordance with the Company's payroll practices.

2. Termination. Either party may terminate the employment on one (1) month's written notice. The Company may terminate the employment immediately for cause, including gross misconduct.

3. Confidentiality. The Employee shall not disclose any confidential information of the Company during or after employment.

4. Inventions. The Employee hereby assigns to the Company all inventions and work product created in the course of employment.

5. Non-Solicitation. For twelve (12) months after the employment ends, the Employee shall not solicit any employee of the Company.

6. Governing Law. This Agreement is governed by the laws of the State of Washington.

7. Covenants. ${clause}
`;
}

export function lease(clause: string, rent = 'Tenant shall pay rent of $8,000 per month in advance on the first day of each month.'): string {
  return `COMMERCIAL LEASE

This Lease is made on May 1, 2026 between Granite Properties LLC ("Landlord") and Juniper Bakery Inc. ("Tenant").

1. Premises and Term. Landlord leases to Tenant the premises at 12 Market Street for a term of five (5) years.

2. Rent. ${rent}

3. Repairs. Landlord shall keep the roof, structure and building systems in good repair, and Tenant shall keep the interior in good condition, fair wear and tear excepted.

4. Assignment. Tenant may assign this Lease or sublet the Premises with Landlord's consent, not to be unreasonably withheld.

5. Insurance. Tenant shall maintain public liability insurance, and Landlord shall insure the Building.

6. Governing Law. This Lease is governed by the laws of the State of Oregon.

7. Additional Provisions. ${clause}
`;
}

export function services(clause: string, doc = 'PROFESSIONAL SERVICES AGREEMENT', parties = '"Provider") and Fairway Logistics Inc. ("Customer")'): string {
  return `${doc}

This Agreement is made on June 1, 2026 between Lumen Consulting LLC (${parties}.

1. Services. Provider shall perform the services described in each Statement of Work.

2. Fees. Customer shall pay undisputed invoices within thirty (30) days of receipt.

3. Acceptance. Customer may test each deliverable against its acceptance criteria and reject it if it does not conform.

4. Insurance. Provider shall maintain professional indemnity insurance of at least $2,000,000.

5. Liability. Each party's aggregate liability shall not exceed the fees paid in the twelve (12) months preceding the claim.

6. Governing Law. This Agreement is governed by the laws of the State of Texas.

7. ${clause}
`;
}

/** The services contract as a consulting agreement: Consultant and Client. */
export function consulting(clause: string): string {
  return services(clause, 'CONSULTING AGREEMENT').replace(/\bProvider\b/g, 'Consultant').replace(/\bCustomer\b/g, 'Client');
}

export interface SupplyParts {
  cap?: string;
  indemnity?: string;
  /** The opening's names: both parties by their own short names unless a role is given for the second. */
  buyerDefinedAs?: string;
}

/**
 * A supply and distribution agreement whose parties are defined by their own short names
 * ("Halvorsen", "Brightwater"): which side each is on shows only in the recitals and in who supplies
 * and who pays.
 */
export function supply(p: SupplyParts = {}): string {
  const buyer = p.buyerDefinedAs ?? 'Brightwater';
  return `SUPPLY AND DISTRIBUTION AGREEMENT

This Agreement is made on 3 February 2026 between Halvorsen Optics AS, a Norwegian company ("Halvorsen"), and Brightwater Medical LLC, a Colorado limited liability company ("${buyer}").

WHEREAS Halvorsen is a designer and manufacturer of ophthalmic imaging equipment; and WHEREAS ${buyer} wishes to distribute that equipment to clinics in the Territory;

NOW, THEREFORE, the parties agree as follows:

1. Appointment. Halvorsen appoints ${buyer} as its non-exclusive distributor of the Products in the Territory.

2. Supply. Halvorsen shall supply the Products ordered by ${buyer} in accordance with the delivery schedule in Exhibit B.

3. Price and Payment. ${buyer} shall pay each invoice within forty-five (45) days of the date of delivery.

4. Confidentiality. Each party shall keep the other party's Confidential Information confidential.

5. Indemnity. ${p.indemnity ?? `Halvorsen shall defend, indemnify and hold harmless ${buyer} against any third-party claim alleging that the Products infringe any patent or other intellectual property right.`}

6. Limitation of Liability. ${p.cap ?? 'In no event shall either party\'s aggregate liability under this Agreement exceed the amounts paid and payable under this Agreement in the twelve (12) months preceding the claim.'}

7. Term. This Agreement continues for three (3) years from its date, and either party may terminate it for convenience on ninety (90) days' written notice.

8. Governing Law. This Agreement is governed by the laws of the State of Colorado.
`;
}
