import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';

// Everyday drafting that the checks must read wherever a contract comes from: each row is one clause, written for
// this test, placed in a short services agreement between a named supplier and client, and the reading it must get.
const agreement = (clause: string) => `MASTER SERVICES AGREEMENT

This Agreement is made between Quillon Consulting Ltd ("Supplier") and Northgate Retail plc ("Client").

1. Services. The Supplier shall provide the services to the Client.

2. ${clause}
`;

const cases: { check: string; clause: string; outcome: string; position: string; type?: string }[] = [
  // a cap written as "in no event shall X's liability exceed ..."
  { check: 'msa.limitation_of_liability', clause: "Liability. In no event shall either party's liability arising out of this Agreement exceed the fees paid in the twelve (12) months before the claim.", outcome: 'entailed', position: 'preferred' },
  { check: 'msa.limitation_of_liability', clause: 'Liability. In no event shall either party be liable for any indirect or consequential damages.', outcome: 'not_mentioned', position: 'missing' },
  // payment days written as a hyphenated number word
  { check: 'msa.payment_terms', clause: 'Payment. Invoices are due and payable within forty-five (45) days of the invoice date.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.payment_terms', clause: 'Payment. Invoices are due and payable within seven (7) days of the invoice date.', outcome: 'contradicted', position: 'unacceptable' },
  // a sentence that opens with its clause number ("2.1 The Supplier may assign ...")
  { check: 'msa.assignment', clause: "ASSIGNMENT\n2.1 The Supplier may assign or subcontract any of its rights or obligations under this Agreement without the Client's consent.", outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.assignment', clause: "ASSIGNMENT\n2.1 Neither party may assign or subcontract any of its rights or obligations under this Agreement without the other party's prior written consent.", outcome: 'entailed', position: 'preferred' },
  // a processor that engages sub-processors "at its discretion" needs no authorisation
  { type: 'dpa', check: 'dpa.sub_processors', clause: 'Sub-processors. The Processor may engage sub-processors at its discretion and will publish a list of its current sub-processors on its website.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'dpa', check: 'dpa.sub_processors', clause: 'Sub-processors. The Processor may engage sub-processors at its discretion, provided that it gives the Controller thirty (30) days\' notice of any new sub-processor and the Controller may object.', outcome: 'entailed', position: 'preferred' },
  // a lease's break ("may end this Lease ... by giving ... notice") and a landlord's covenant to insure
  { type: 'lease', check: 'lease.termination_for_convenience', clause: "Break Clause. The Tenant may end this Lease on the fifth anniversary of the date of this Lease by giving the Landlord not less than six (6) months' written notice.", outcome: 'entailed', position: 'preferred' },
  { type: 'lease', check: 'lease.termination_for_convenience', clause: "Forfeiture. The Landlord may end this Lease by giving the Tenant notice if the rent is unpaid for twenty-one (21) days.", outcome: 'not_mentioned', position: 'missing' },
  { type: 'lease', check: 'lease.insurance', clause: 'Insurance. The Landlord shall insure the building against the usual risks and the Tenant shall pay a fair proportion of the premium.', outcome: 'entailed', position: 'preferred' },
  // ownership that "vests"
  { check: 'msa.ip_ownership', clause: 'Intellectual Property. All Intellectual Property Rights in the Deliverables shall vest in the Client on creation.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.ip_ownership', clause: 'Intellectual Property. All Intellectual Property Rights in the Deliverables shall vest in the Supplier.', outcome: 'contradicted', position: 'acceptable' },
  // governing law in every common verb form, not only "governed by" (issue 11, TEST4)
  { check: 'msa.governing_law', clause: 'Governing Law. This Agreement is to be construed according to the laws of the State of Illinois.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.governing_law', clause: 'Governing Law. This Agreement shall be construed, and the legal relations between the parties determined, in accordance with the laws of Ontario.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.governing_law', clause: 'Governing Law. This Agreement shall be interpreted in conformity with the laws of the State of Georgia.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.governing_law', clause: 'Waiver. No failure to enforce a term shall be construed as a waiver of any right under this Agreement or at law.', outcome: 'not_mentioned', position: 'missing' },
  // a confidentiality duty without the word "confidential", or with a negative subject
  { check: 'msa.confidentiality', clause: 'Secrecy. The Supplier shall keep in confidence all technical and commercial information of the Client and use it only to perform this Agreement.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.confidentiality', clause: 'Information. Neither party nor its affiliates shall at any time during or after this Agreement disclose any confidential information of the other.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.confidentiality', clause: 'Information. Neither party shall be required to disclose confidential information of its other customers to the other.', outcome: 'not_mentioned', position: 'missing' },
  { check: 'msa.confidentiality', clause: 'Records. The Supplier shall keep records of the services in a safe place for one year.', outcome: 'not_mentioned', position: 'missing' },
  // termination for convenience under a heading glued to its sentence, and "terminate Agreement" with no article
  { check: 'msa.termination_for_convenience', clause: 'Termination by Client: The Client may terminate this Agreement for any reason upon giving the Supplier thirty (30) days written notice.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.termination_for_convenience', clause: 'Termination by Supplier: The Supplier may terminate this Agreement for any reason upon giving the Client thirty (30) days written notice.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.termination_for_convenience', clause: 'Termination. Whatever the term, the Client can terminate Agreement with at least thirty (30) days written notice.', outcome: 'entailed', position: 'preferred' },
  // notice periods: counts in words of any size, and the digits first with the words in brackets
  { check: 'msa.termination_for_convenience', clause: 'Termination. The Client may terminate this Agreement at any time on one hundred eighty days written notice.', outcome: 'entailed', position: 'unacceptable' },
  { check: 'msa.termination_for_convenience', clause: 'Termination. The Client may terminate this Agreement at any time, by 6 (six) months prior notice in writing.', outcome: 'entailed', position: 'unacceptable' },
  { check: 'msa.termination_for_convenience', clause: 'Termination. The Client may terminate this Agreement at any time, by 3 (three) weeks prior notice in writing.', outcome: 'entailed', position: 'preferred' },
  // a renewal term named in passing is no renewal clause
  { check: 'msa.auto_renewal', clause: 'Samples. The Supplier will, during the Term of this Agreement (and any renewal term), provide the Client with five samples a month.', outcome: 'not_mentioned', position: 'preferred' },
  { check: 'msa.auto_renewal', clause: 'Term. This Agreement runs for one year and then continues for a renewal term of one year, and so on.', outcome: 'contradicted', position: 'unacceptable' },
  // a customer-only indemnity, with the provider named just before the customer's promise
  { check: 'msa.indemnification', clause: 'Indemnity. The Client is responsible for its use of the rights granted by the Supplier to the Client, and the Client shall defend, indemnify and hold the Supplier harmless from any third party claim arising from that use.', outcome: 'not_mentioned', position: 'missing' },
  { check: 'msa.indemnification', clause: 'Indemnity. The Supplier shall defend, indemnify and hold the Client harmless from any third party claim that the services infringe any intellectual property right.', outcome: 'entailed', position: 'preferred' },
  // the two parties' promise to each other is mutual, not the customer's alone
  { check: 'msa.indemnification', clause: 'Indemnification. The Supplier and the Client agree to indemnify, defend and hold each other harmless from any claims arising out of any violation by either of them of the intellectual property rights of third parties.', outcome: 'entailed', position: 'preferred' },
  // an exclusion of consequential damages with a negative subject and no cap: the general playbook's fallback
  { type: 'other', check: 'general.limitation_of_liability', clause: 'Damages. Neither party shall be liable to the other for any indirect, incidental or consequential damages, including but not limited to lost profits.', outcome: 'entailed', position: 'acceptable' },
  { type: 'other', check: 'general.limitation_of_liability', clause: "Liability. Neither party shall be liable for any indirect damages, and each party's aggregate liability shall not exceed the fees paid in the twelve (12) months before the claim.", outcome: 'entailed', position: 'preferred' },
  // a measured service standard (an on-time or service-level percentage) is a warranty of results, the fallback
  { type: 'services', check: 'services.services_warranty', clause: 'Service Standard. The Supplier agrees to provide the services at an on time performance level of no less than ninety-five percent (95%) of the scheduled delivery times.', outcome: 'entailed', position: 'acceptable' },
  { type: 'services', check: 'services.services_warranty', clause: 'Reports. The Supplier shall provide monthly reports of the on time performance rate, which last month was 92%.', outcome: 'not_mentioned', position: 'missing' },
  { type: 'services', check: 'services.services_warranty', clause: 'Service Standard. The Supplier shall perform the services in a professional and workmanlike manner and at an on time performance level of no less than ninety-five percent (95%).', outcome: 'entailed', position: 'preferred' },
  // a price cap the provider may go beyond is no cap; the customer's right to leave if prices rise beyond it keeps it
  // a confidentiality duty that ends with the agreement, and one carried past it
  { check: 'msa.confidentiality', clause: "Confidentiality. The Supplier will keep the Client's business information in confidence until the expiry of this Agreement.", outcome: 'entailed', position: 'unacceptable' },
  { check: 'msa.confidentiality', clause: "Confidentiality. The Supplier will keep the Client's business information in confidence until the expiry of this Agreement and for five (5) years after it.", outcome: 'entailed', position: 'preferred' },
  // suspension whenever the provider thinks it right, the opinion stated first
  { type: 'saas', check: 'saas.suspension', clause: 'Suspension. If the Supplier decides that a suspension is warranted, the Supplier may suspend the Client\'s access to the services.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'saas', check: 'saas.suspension', clause: 'Suspension. If the Supplier decides that a suspension is warranted because invoices are overdue, the Supplier may suspend the Client\'s access to the services.', outcome: 'entailed', position: 'preferred' },
  // the customer's data used for the provider's own ends, whatever the contract calls the customer
  { type: 'saas', check: 'saas.data_protection', clause: 'Client Data. The Supplier may use Client Data in aggregated form to improve its services.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'saas', check: 'saas.data_protection', clause: 'Client Data. The Supplier may use Client Data only to provide the services and shall keep it secure.', outcome: 'entailed', position: 'preferred' },
  { type: 'saas', check: 'saas.data_protection', clause: 'Client Data. The Supplier will keep Client Data secure and will inform the Client of any breach affecting it upon completion of the Supplier\'s forensic investigation.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'saas', check: 'saas.data_protection', clause: 'Client Data. The Supplier will keep Client Data secure and will inform the Client of any breach affecting it without undue delay, with a full report upon completion of the Supplier\'s forensic investigation.', outcome: 'entailed', position: 'preferred' },
  { type: 'saas', check: 'saas.data_protection', clause: 'Client Data. The Supplier will keep Client Data secure. On termination of this Agreement all Client Data will be permanently erased.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'saas', check: 'saas.data_protection', clause: 'Client Data. The Supplier will keep Client Data secure. On termination of this Agreement all Client Data will be permanently erased once the Client has had thirty days to export it.', outcome: 'entailed', position: 'preferred' },
  // the customer indemnifying the provider for the provider's own fault
  { type: 'services', check: 'services.indemnification', clause: "Indemnity. The Client shall defend and indemnify the Supplier against all claims arising out of the Supplier's negligence.", outcome: 'contradicted', position: 'unacceptable' },
  { type: 'services', check: 'services.indemnification', clause: "Indemnity. The Supplier shall defend and indemnify the Client against all claims arising out of the Supplier's negligence.", outcome: 'entailed', position: 'acceptable' },
  { type: 'saas', check: 'saas.price_increases', clause: 'Fees. The Supplier may change its rates for any renewal term, but rates may not increase by more than five percent (5%). If circumstances require the Supplier to raise its rates more than five percent (5%), the Supplier will provide the Client with supporting documentation.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'saas', check: 'saas.price_increases', clause: 'Fees. The Supplier may change its rates for any renewal term, but rates may not increase by more than five percent (5%). If the Supplier needs to raise its rates more than five percent (5%), the Client may terminate this Agreement.', outcome: 'entailed', position: 'preferred' },
];

describe('everyday wording', () => {
  it.each(cases)('$check reads "$clause" as $outcome / $position', ({ check, clause, outcome, position, type }) => {
    const c = review({ text: agreement(clause), document_type: type ?? 'msa', options: { suggest_redlines: false } }).review.checks.find((x) => x.check_id === check)!;
    expect([c.outcome, c.position]).toEqual([outcome, position]);
  });
});
