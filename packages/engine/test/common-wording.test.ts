import { describe, expect, it } from 'vitest';
import { buildContext, review } from '../src/index.js';
import type { DocumentType } from '../src/types.js';

// Everyday drafting that the checks must read wherever a contract comes from: each row is one clause, written for
// this test, placed in a short services agreement between a named supplier and client, and the reading it must get.
const agreement = (clause: string) => `MASTER SERVICES AGREEMENT

This Agreement is made between Quillon Consulting Ltd ("Supplier") and Northgate Retail plc ("Client").

1. Services. The Supplier shall provide the services to the Client.

2. ${clause}
`;

const cases: { check: string; clause: string; outcome: string; position: string; type?: DocumentType }[] = [
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
  // governing law "applied in accordance with the laws of" (issue 11, TEST5); not payments applied under applicable law
  { check: 'msa.governing_law', clause: 'Governing Law. This Agreement and the rights of the parties under it are to be applied in accordance with the laws of the State of Vermont.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.governing_law', clause: 'Payments. Amounts the Client pays shall be applied in accordance with applicable law to the oldest invoice first.', outcome: 'not_mentioned', position: 'missing' },
  // "at any time ... if the other party" is a ground, not a right at will (also a lead-in listing the grounds); a termination that only dates
  // another duty grants nothing
  { check: 'msa.termination_for_convenience', clause: 'Termination. This Agreement may be terminated at any time by either party, with effect on written notice, if the other party is declared bankrupt or ceases to trade.', outcome: 'not_mentioned', position: 'missing' },
  { check: 'msa.termination_for_convenience', clause: 'Termination. This Agreement may be terminated at any time by either party, with effect on written notice, if the other party:\n(a) is declared bankrupt; or\n(b) ceases to trade.', outcome: 'not_mentioned', position: 'missing' },
  { check: 'msa.termination_for_convenience', clause: 'Termination. Either party may terminate this Agreement at any time on thirty (30) days\' written notice, and if it does so the Client shall pay for services performed to the date of termination.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.termination_for_convenience', clause: 'Return of Materials. Each party agrees that, upon the expiration or termination of this Agreement, or at any time the other party may so request, it will return all materials of the other party.', outcome: 'not_mentioned', position: 'missing' },
  // a notice of a party's election to terminate, the service running to a later month end; not one at the end of a term
  { check: 'msa.termination_for_convenience', clause: 'Termination. The Supplier will continue to provide the services until the last day of the month following the month in which the Client gives the Supplier written notice of its election to terminate this Agreement.', outcome: 'entailed', position: 'acceptable' },
  { check: 'msa.termination_for_convenience', clause: 'Termination. The Supplier will continue to provide the services until the last day of the month in which the Client gives the Supplier written notice of its election to terminate this Agreement.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.termination_for_convenience', clause: 'Term. This Agreement renews each year unless the Client gives the Supplier written notice of its election to terminate this Agreement at the end of the then current year.', outcome: 'not_mentioned', position: 'missing' },
  // an indemnity only for a breach of the agreement, goods off warranty or inaccurate statements is the fallback, not the IP indemnity;
  // a list letter before the customer's own indemnity does not make it the provider's
  { check: 'msa.indemnification', clause: 'Indemnity. The Supplier shall defend, indemnify and hold harmless the Client from any claim of a third party arising out of any breach by the Supplier of any provision of this Agreement.', outcome: 'entailed', position: 'acceptable' },
  { check: 'msa.indemnification', clause: 'Indemnity. The Supplier agrees to indemnify the Client against any claim by a third party that goods supplied under this Agreement did not conform to the Supplier\'s warranty.', outcome: 'entailed', position: 'acceptable' },
  { check: 'msa.indemnification', clause: 'Indemnity. The Supplier shall indemnify the Client against all losses arising from any inaccurate or incomplete statement the Supplier provides for inclusion in the Client\'s public filings.', outcome: 'entailed', position: 'acceptable' },
  { check: 'msa.indemnification', clause: 'Indemnity. The Supplier shall indemnify the Client against any third party claim arising out of any breach by the Supplier of this Agreement or any claim that the services infringe the intellectual property rights of a third party.', outcome: 'entailed', position: 'preferred' },
  // (an indemnity for every claim arising from the client's own use of the services puts the services' own infringement on
  // it: the reversed indemnity since session 20, worse than none)
  { check: 'msa.indemnification', clause: 'Indemnity.\na. The Client shall indemnify and hold the Supplier harmless from all claims arising from the Client\'s use of the services.', outcome: 'contradicted', position: 'unacceptable' },
  // a mutual waiver only of what termination costs is not the general exclusion
  { check: 'msa.consequential_damages', clause: 'Effect of Termination. Neither party shall be liable to the other for any special or consequential damages arising out of the termination of this Agreement in accordance with its terms.', outcome: 'contradicted', position: 'acceptable' },
  { check: 'msa.consequential_damages', clause: 'Damages. Neither party shall be liable to the other for any special or consequential damages arising out of this Agreement or its termination.', outcome: 'entailed', position: 'preferred' },
  // caps: carve-outs in a long parenthesis, a chain of possessives ("the Supplier's or its licensors' liability"), and a party
  // relieved of all liability save its gross negligence or bad faith (read as a cap of that party alone; not one head, not consequential loss)
  { check: 'msa.limitation_of_liability', clause: 'Liability. In no event shall the liability of either party for any matter arising under or related to this Agreement (other than liability arising from a party\'s gross negligence, wilful misconduct or breach of its confidentiality obligations) exceed the fees paid in the twelve (12) months preceding the claim.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.limitation_of_liability', clause: 'Liability. In no event shall the Supplier\'s liability for any matter arising under or related to this Agreement (other than liability arising from the Supplier\'s gross negligence, wilful misconduct or breach of its confidentiality obligations) exceed the fees paid in the twelve (12) months preceding the claim.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'services', check: 'services.limitation_of_liability', clause: 'Liability. The Supplier shall not be liable for any error of judgment or for any loss suffered by the Client in connection with the services, except a loss resulting from the Supplier\'s wilful misconduct, bad faith or gross negligence.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'services', check: 'services.limitation_of_liability', clause: 'Liability. Neither party shall be liable for any indirect or consequential loss, except a loss resulting from its wilful misconduct or gross negligence.', outcome: 'not_mentioned', position: 'missing' },
  { type: 'services', check: 'services.limitation_of_liability', clause: 'Delivery. The Supplier shall have no liability to the Client as a result of any late delivery, except where the delay is caused by its wilful misconduct.', outcome: 'not_mentioned', position: 'missing' },
  { check: 'msa.limitation_of_liability', clause: 'Liability. In no event shall the Supplier\'s or its subcontractors\' or licensors\' liability to the Client exceed the fees paid for the services that gave rise to the claim.', outcome: 'contradicted', position: 'unacceptable' },
  // a bracketed drafting note that audit terms are still to be agreed is no audit right
  { type: 'license', check: 'license.royalties_audit', clause: '[Audit rights and the payment of any profit share to be agreed between the parties before signature.]', outcome: 'not_mentioned', position: 'preferred' },
  { type: 'license', check: 'license.royalties_audit', clause: 'Audit. The Licensor may audit the books and records of the Licensee at any time and without notice.', outcome: 'contradicted', position: 'unacceptable' },
  // payment days judged against tiers (30 preferred, 15 the fallback), in any count: twenty, twenty-five (not "five days"), fourteen
  { check: 'msa.payment_terms', clause: 'Payment. The Client shall pay each invoice within twenty (20) days of receipt.', outcome: 'entailed', position: 'acceptable' },
  { check: 'msa.payment_terms', clause: 'Payment. The Client shall pay each invoice within twenty-five days after the invoice date.', outcome: 'entailed', position: 'acceptable' },
  { check: 'msa.payment_terms', clause: 'Payment. The Client shall pay each invoice within fourteen (14) days of receipt.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.payment_terms', clause: 'Payment. Invoices are payable net 45.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.payment_terms', clause: 'Payment. The Client shall pay each invoice within thirty (30) days of receipt.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.payment_terms', clause: 'Payment. Invoices are payable upon receipt.', outcome: 'contradicted', position: 'unacceptable' },
  // an order cancelled at a party's discretion, a licence revoked at any time for any reason (not "only if" a ground)
  { check: 'msa.termination_for_convenience', clause: 'Orders. The Supplier may cancel any purchase order at its sole discretion on ten (10) days\' notice.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.termination_for_convenience', clause: 'Orders. The Client may cancel any purchase order at its sole discretion on ten (10) days\' notice.', outcome: 'entailed', position: 'preferred' },
  { type: 'license', check: 'license.termination_for_convenience', clause: 'Revocation. The Licensor may revoke this licence at any time for any reason on written notice.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'license', check: 'license.termination_for_convenience', clause: 'Revocation. The Licensor may revoke this licence only if the Licensee fails to pay the fees when due.', outcome: 'not_mentioned', position: 'missing' },
  // "Client owns all work product"; the provider keeping it with only a revocable licence is worse than the fallback
  { check: 'msa.ip_ownership', clause: 'Work Product. The Client owns all work product created under this Agreement.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.ip_ownership', clause: 'Work Product. The Supplier retains ownership of all work product and grants the Client a revocable licence to use it.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.ip_ownership', clause: 'Work Product. The Supplier retains ownership of all work product and grants the Client a perpetual, irrevocable licence to use it.', outcome: 'contradicted', position: 'acceptable' },
  // a cap disapplied for every breach by one party leaves that party uncapped; a named head does not
  { check: 'msa.limitation_of_liability', clause: 'Liability. Each party\'s total liability shall not exceed the fees paid in the twelve (12) months before the claim. This limitation does not apply to any breach of this Agreement by the Client.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.limitation_of_liability', clause: 'Liability. Each party\'s total liability shall not exceed the fees paid in the twelve (12) months before the claim. This limitation does not apply to either party\'s breach of its confidentiality obligations.', outcome: 'entailed', position: 'preferred' },
  // "consequential damages" defined to take in losses that flow directly from a breach
  { check: 'msa.consequential_damages', clause: 'Damages. Neither party shall be liable for consequential damages. For this purpose, consequential damages include lost profits and any damages that flow directly from a breach of this Agreement.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.consequential_damages', clause: 'Damages. Neither party shall be liable for consequential damages. For this purpose, lost profits that flow directly from a breach are direct damages and are not consequential damages.', outcome: 'entailed', position: 'preferred' },
  // NDA: the exceptions overridden without naming them; a duty lasting until the information becomes public; assignment to
  // a successor without consent is the MSA check's exception
  { type: 'nda', check: 'nda.third_party_acquisition', clause: 'Confidentiality. The Client\'s information remains confidential information even if the Supplier already knew it or later receives it from another source.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'nda', check: 'nda.third_party_acquisition', clause: 'Confidentiality. The Supplier\'s duty does not cover information it rightfully receives from a third party without a duty of confidentiality.', outcome: 'entailed', position: 'preferred' },
  { type: 'nda', check: 'nda.term_length', clause: 'Confidentiality. The Supplier\'s obligations of confidentiality continue until the information becomes publicly available.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'nda', check: 'nda.term_length', clause: 'Confidentiality. The Supplier\'s obligations of confidentiality continue for three (3) years, or until the information becomes publicly available, if earlier.', outcome: 'entailed', position: 'preferred' },
  { type: 'nda', check: 'nda.assignment', clause: 'Assignment. Either party may assign this Agreement without the other party\'s consent to a successor to all or substantially all of its business.', outcome: 'entailed', position: 'preferred' },
  { type: 'nda', check: 'nda.assignment', clause: 'Assignment. Either party may assign this Agreement without the other party\'s consent.', outcome: 'contradicted', position: 'unacceptable' },
  // a term stated beside a notice period (the sentence was skipped for naming a notice); the notice alone is no term
  { type: 'nda', check: 'nda.term_length', clause: 'Term. This Agreement shall continue for a period of three (3) years unless either party terminates it earlier on thirty (30) days\' written notice.', outcome: 'entailed', position: 'preferred' },
  { type: 'nda', check: 'nda.term_length', clause: 'Term. This Agreement shall continue until either party terminates it on six (6) months\' written notice.', outcome: 'not_mentioned', position: 'missing' },
  // a confidentiality duty kept for as long as the information remains confidential, beside a two-year term in the same sentence
  { type: 'nda', check: 'nda.term_length', clause: 'Term. This Agreement continues for two (2) years, provided that the confidentiality obligations remain in effect for so long as the Confidential Information remains confidential and non-public.', outcome: 'contradicted', position: 'unacceptable' },
  // a warranty that the supplier owns its products' IP allocates no deliverables; an assignment with the right to sue for past infringement
  // still assigns; a licence heading grants nothing
  { check: 'msa.ip_ownership', clause: 'Products. The Supplier represents and warrants that it owns all intellectual property rights in the Products it supplies.', outcome: 'not_mentioned', position: 'missing' },
  { check: 'msa.ip_ownership', clause: 'Work Product. The Supplier hereby assigns to the Client all intellectual property rights in the work product, together with the right to sue for past infringement.', outcome: 'entailed', position: 'preferred' },
  { type: 'license', check: 'license.grant_scope', clause: 'GRANT OF LICENSE\n2.1 Scope.', outcome: 'not_mentioned', position: 'missing' },
  // a cure period after a failure to pay is no payment term; a period to pay counted from termination is one
  { check: 'msa.payment_terms', clause: 'Default. If the Client fails to pay any amount due, the Supplier may terminate this Agreement if the failure is not cured within ten (10) days after written notice of it.', outcome: 'not_mentioned', position: 'acceptable' },
  { check: 'msa.payment_terms', clause: 'Fees on Termination. The Client shall pay the fees accrued as of the date of termination, with such payment to be made within thirty (30) days of the date of termination.', outcome: 'entailed', position: 'preferred' },
  // (judge9) a law named by its adjective or place in any verb, or as the subject ("X law governs / applies"); a law
  // that governs only one matter, or a dispute process with no law named, states no governing law
  { check: 'msa.governing_law', clause: 'Law. This Agreement and any dispute arising from it shall be determined in accordance with Danish law.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.governing_law', clause: 'Law. This Agreement shall be subject to Dutch law.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.governing_law', clause: 'Law. Any dispute between the parties shall be resolved under Delaware law.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.governing_law', clause: 'Law. The laws of British Columbia govern this Agreement.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.governing_law', clause: 'Law. Irish law applies to this Agreement and to any claim arising from it.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.governing_law', clause: 'Data. French law applies to the processing of personal data by the Supplier.', outcome: 'not_mentioned', position: 'missing' },
  { check: 'msa.governing_law', clause: 'Disputes. Any dispute shall be resolved by arbitration under the rules of the International Chamber of Commerce.', outcome: 'not_mentioned', position: 'missing' },
  // (judge9) a cap worded as liability refused beyond a sum; liability refused beyond a usage quota is no cap
  { check: 'msa.limitation_of_liability', clause: 'Liability. Neither party shall be liable for any damages exceeding the fees paid in the twelve (12) months preceding the claim.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.limitation_of_liability', clause: 'Liability. Neither party shall be liable for any damages exceeding the fees paid in the two (2) months preceding the claim.', outcome: 'entailed', position: 'unacceptable' },
  { check: 'msa.limitation_of_liability', clause: 'Usage. The Client shall not be liable for any usage exceeding the agreed volume unless it approved that usage in writing.', outcome: 'not_mentioned', position: 'missing' },
  { check: 'msa.limitation_of_liability', clause: 'Replacement. The Supplier shall pay the Client\'s costs of replacement goods, but shall not be liable for any such costs in excess of the price of the goods.', outcome: 'not_mentioned', position: 'missing' },
  // (judge9) a nominal sum capping both parties' liability is no real cap; a real sum is one
  { check: 'msa.limitation_of_liability', clause: 'Liability. Each party\'s total liability under this Agreement shall not exceed one hundred dollars ($100).', outcome: 'entailed', position: 'unacceptable' },
  { check: 'msa.limitation_of_liability', clause: 'Liability. Each party\'s total liability under this Agreement shall not exceed one million dollars ($1,000,000).', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.limitation_of_liability', clause: 'Liability. Each party\'s total liability under this Agreement shall not exceed the greater of one hundred dollars ($100) or the fees paid in the twelve (12) months preceding the claim.', outcome: 'entailed', position: 'preferred' },
  // (judge9) the other side free to assign to anyone while the customer needs consent; the customer's own freedom is not against it
  { check: 'msa.assignment', clause: 'Assignment. The Supplier may assign this Agreement to any third party. The Client may not assign this Agreement without the Supplier\'s prior written consent.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.assignment', clause: 'Assignment. The Client may assign this Agreement to any third party. The Supplier may not assign this Agreement without the Client\'s prior written consent.', outcome: 'entailed', position: 'preferred' },
  // (judge9) the customer side assigning its improvements to the supplier does not give the customer ownership (judge10:
  // and such a grant-back is worse than the fallback)
  { check: 'msa.ip_ownership', clause: 'Improvements. Any improvement made by the Client shall belong to the Supplier, and the Client hereby assigns all rights in it to the Supplier.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.ip_ownership', clause: 'Deliverables. Any deliverable made by the Supplier shall belong to the Client, and the Supplier hereby assigns all rights in it to the Client.', outcome: 'entailed', position: 'preferred' },
  // (judge9) a licence the licensor may revoke at will; revocation on a stated ground is not at will
  { type: 'license', check: 'license.grant_scope', clause: 'Licence. The Licensor grants the Licensee a non-exclusive licence to use the Software, and the Licensor may revoke that licence at its sole discretion.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'license', check: 'license.grant_scope', clause: 'Licence. The Licensor grants the Licensee a non-exclusive licence to use the Software, and the Licensor may revoke that licence if the Licensee fails to pay the fees within thirty days of notice.', outcome: 'entailed', position: 'preferred' },
  // (judge9) no sublicence and no affiliate or contractor use at all, below the fallback; with affiliates allowed it is not
  { type: 'license', check: 'license.sublicensing', clause: 'Use. The Licensee may not sublicense the Software and shall not allow any of its contractors to operate it.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'license', check: 'license.sublicensing', clause: 'Use. The Licensee may not sublicense the Software but may allow its contractors to operate it on its behalf.', outcome: 'contradicted', position: 'acceptable' },
  // (judge9) remembered information that stays confidential is no residuals clause; a right to use it is
  { type: 'nda', check: 'nda.residuals', clause: 'Memory. Information a party\'s employees retain in unaided memory may not be used or disclosed except as this Agreement allows.', outcome: 'not_mentioned', position: 'preferred' },
  { type: 'nda', check: 'nda.residuals', clause: 'Memory. A party\'s employees may use information they retain in unaided memory for any purpose.', outcome: 'contradicted', position: 'unacceptable' },
  // (judge9) obligations said to end with the agreement; ending with some kept, or with something else, is not that
  { type: 'nda', check: 'nda.survival_of_obligations', clause: 'End. All obligations of the parties under this Agreement shall terminate upon termination of this Agreement.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'nda', check: 'nda.survival_of_obligations', clause: 'End. All obligations of the parties under this Agreement shall terminate upon termination of this Agreement, except that the confidentiality obligations survive for three (3) years.', outcome: 'entailed', position: 'preferred' },
  // (judge9) a later term overriding the customer's ownership in the supplier's favour; the supplier keeping only its own tools
  { check: 'msa.ip_ownership', clause: 'Deliverables. The Client owns all deliverables. Notwithstanding the foregoing, the deliverables under any order shall be the sole property of the Supplier.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.ip_ownership', clause: 'Deliverables. The Client owns all deliverables. Notwithstanding the foregoing, the Supplier retains ownership of its pre-existing tools used to make them.', outcome: 'entailed', position: 'preferred' },
  // (lead) "agrees not to compete": the promise with no "that it shall" between (the patterns had wanted two spaces there)
  { type: 'nda', check: 'nda.non_compete', clause: 'Non-Competition. For five (5) years after the date of this Agreement, each party agrees not to compete with the other party anywhere in the world.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'nda', check: 'nda.non_compete', clause: 'Non-Competition. Nothing in this Agreement prevents either party from competing with the other.', outcome: 'not_mentioned', position: 'preferred' },
  // (lead, session 8) English drafting excludes "loss", not "damages"; a list of kinds before "loss" only
  { check: 'msa.consequential_damages', clause: 'Exclusions. Neither party is liable to the other for loss of profits or for any indirect, special or consequential loss.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.consequential_damages', clause: 'Backups. The Supplier shall take special care to prevent any loss of the Client\'s data.', outcome: 'not_mentioned', position: 'missing' },
  { check: 'msa.consequential_damages', clause: 'Default. The defaulting party shall compensate the other party for all direct and indirect losses arising from its default.', outcome: 'not_mentioned', position: 'missing' },
  { check: 'msa.consequential_damages', clause: 'Exclusions. Neither party shall be liable to the other for:\n(a) loss of profits; or\n(b) indirect or consequential losses.', outcome: 'entailed', position: 'preferred' },
  // (lead, session 8) a renewal named without "automatic": further periods, year to year, a notice of non-renewal
  { check: 'msa.auto_renewal', clause: 'Term. This Agreement lasts two (2) years and then continues for further periods of two (2) years each unless the Client gives notice of non-renewal at least nine (9) months before the end of the current period.', outcome: 'entailed', position: 'unacceptable' },
  { check: 'msa.auto_renewal', clause: 'Term. This Agreement shall continue from year to year until terminated by either party on thirty (30) days\' written notice.', outcome: 'entailed', position: 'acceptable' },
  { check: 'msa.auto_renewal', clause: 'Delay. The Supplier may extend a delivery date for a further period of ten (10) days by notice to the Client.', outcome: 'not_mentioned', position: 'preferred' },
  // (lead, session 8) the provider changing or withdrawing what the customer pays for, at will; with a promise not to
  // make it worse, or a right to improve the platform, it is not that
  { type: 'saas', check: 'saas.unilateral_changes', clause: 'Changes. The Provider may alter or withdraw any functionality of the Subscription Services at any time.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'saas', check: 'saas.unilateral_changes', clause: 'Changes. The Provider may alter any functionality of the Subscription Services from time to time, provided that it will not materially reduce the functionality of the Subscription Services.', outcome: 'not_mentioned', position: 'preferred' },
  { type: 'saas', check: 'saas.unilateral_changes', clause: 'Platform. The Provider may enhance or replace the hosting platform used to provide the Subscription Services at any time.', outcome: 'not_mentioned', position: 'preferred' },
  // (judge10) a negated duty to indemnify for any claim is no indemnity; a usual carve-out, or the customer's own duty, is not that
  { type: 'license', check: 'license.indemnification', clause: 'Indemnity. The Licensor has no obligation to indemnify the Licensee in respect of any third party claim relating to the Licensed Materials.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.indemnification', clause: 'Indemnity. The Supplier is under no duty to indemnify the Client for any claim made by a third party.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.indemnification', clause: 'Indemnity. The Supplier shall defend and indemnify the Client against any third party claim that the Services infringe any intellectual property right. The Supplier has no obligation to indemnify the Client for any claim arising from the Client\'s modification of the Services.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.indemnification', clause: 'Indemnity. The Supplier shall defend and indemnify the Client against any third party claim that the Services infringe any intellectual property right. The Client has no obligation to indemnify the Supplier for any claim made by a third party.', outcome: 'entailed', position: 'preferred' },
  // (judge10) no sublicence and no affiliate may use: below the fallback; a bar with a carve-out that permits sublicences is a permission
  { type: 'license', check: 'license.sublicensing', clause: 'Use. The Licensee may not sublicense its rights, and none of the Licensee\'s affiliates may use the Licensed Materials.', outcome: 'contradicted', position: 'unacceptable' },
  { type: 'license', check: 'license.sublicensing', clause: 'Use. The Licensee may not sublicense its rights, and the Licensee\'s affiliates may use the Licensed Materials.', outcome: 'contradicted', position: 'acceptable' },
  { type: 'license', check: 'license.sublicensing', clause: 'Use. The Licensee may not sublicense the Licensed Materials to any third party, except for sublicences to its own distributors in the Territory.', outcome: 'entailed', position: 'preferred' },
  { type: 'license', check: 'license.sublicensing', clause: 'Use. The Licensee may not sublicense the Licensed Materials to any third party, except with the prior written consent of the Licensor.', outcome: 'contradicted', position: 'acceptable' },
  // (judge10) a renewal "automatically extended", and notice counted back from "any renewal term"
  { check: 'msa.auto_renewal', clause: 'Term. This Agreement runs for three years and is then automatically extended for one (1) year periods unless either party gives written notice of its intention not to renew at least sixty (60) days before the end of the current period.', outcome: 'entailed', position: 'acceptable' },
  { check: 'msa.auto_renewal', clause: 'Term. This Agreement renews automatically for successive one-year terms unless either party gives written notice of its intention not to renew within one hundred and twenty (120) days prior to any renewal term.', outcome: 'entailed', position: 'unacceptable' },
  { check: 'msa.auto_renewal', clause: 'Term. This Agreement renews automatically for successive one-year terms unless either party gives notice of non-renewal at least sixty (60) days before the end of the current term.', outcome: 'entailed', position: 'acceptable' },
  // (judge10) a confidentiality duty that binds only the customer side leaves its own information unprotected
  { check: 'msa.confidentiality', clause: 'Confidentiality. The Client shall keep confidential all information disclosed to it by the Supplier and shall not disclose it to any third party.', outcome: 'entailed', position: 'unacceptable' },
  { check: 'msa.confidentiality', clause: 'Confidentiality. The Client shall keep confidential all information disclosed to it by the Supplier. The Supplier shall keep confidential all information disclosed to it by the Client.', outcome: 'entailed', position: 'preferred' },
  // (judge10) a permission to assign without consent whose list names the merger: neither free assignment nor a change-of-control bar
  { type: 'license', check: 'license.assignment', clause: 'Assignment. Neither party may assign this Agreement without the other party\'s prior written consent. Notwithstanding the foregoing, either party may assign this Agreement without the other party\'s consent to any of the following: (a) its successor in a merger or consolidation, (b) the purchaser of all or substantially all of its assets, or (c) an entity that controls it.', outcome: 'entailed', position: 'preferred' },
  { type: 'license', check: 'license.change_of_control', clause: 'Assignment. Neither party may assign this Agreement without the other party\'s prior written consent. Notwithstanding the foregoing, either party may assign this Agreement without the other party\'s consent to any of the following: (a) its successor in a merger or consolidation, (b) the purchaser of all or substantially all of its assets, or (c) an entity that controls it.', outcome: 'entailed', position: 'preferred' },
  { type: 'license', check: 'license.change_of_control', clause: 'Change of Control. The Licensee may not assign this Agreement, including by merger or a change of control, without the Licensor\'s prior written consent.', outcome: 'contradicted', position: 'unacceptable' },
  // (judge10) ... nor are the listed exceptions (an entity under common control, a lender taking collateral) and the notice after them
  { type: 'license', check: 'license.assignment', clause: 'Assignment. Neither party may assign this Agreement without the other party\'s prior written consent. Notwithstanding the foregoing, either party may assign this Agreement without the other party\'s consent to any of the following: (i) its successor in a merger, (ii) an entity under common control with it, or (iii) a lender, as collateral for credit extended to it. The assignor will give the other party written notice within thirty (30) days of any such assignment.', outcome: 'entailed', position: 'preferred' },
  // (judge10) effort in performing the services is a services standard; effort to reach another end is not
  { type: 'services', check: 'services.services_warranty', clause: 'Standard. The Supplier does not guarantee any result but shall use commercially reasonable efforts in performing the Services.', outcome: 'entailed', position: 'preferred' },
  { type: 'services', check: 'services.services_warranty', clause: 'Permits. The Supplier shall use commercially reasonable efforts to obtain the permits the Client needs.', outcome: 'not_mentioned', position: 'missing' },
  // (judge10) the customer's grant-back of its own improvements is worse than the provider keeping its work
  { check: 'msa.ip_ownership', clause: 'Improvements. The Client hereby assigns to the Supplier all rights in any improvement the Client makes to the Supplier\'s software.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.ip_ownership', clause: 'Improvements. The Supplier hereby assigns to the Client all rights in any improvement the Supplier makes to the Client\'s systems.', outcome: 'entailed', position: 'preferred' },
  // (judge10) the customer indemnifying the provider for every claim under the agreement "however caused"; for its own breach it is not that
  { check: 'msa.indemnification', clause: 'Indemnity. The Client shall indemnify and hold harmless the Supplier from all claims, losses and costs arising out of or relating to this Agreement or the Supplier\'s platform, however caused.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.indemnification', clause: 'Indemnity. The Client shall indemnify the Supplier against all claims arising out of the Client\'s breach of this Agreement, however caused.', outcome: 'not_mentioned', position: 'missing' },
  // (judge10) msa: prices or terms changed by the provider alone (the SaaS playbook's check, with prices); a capped rise is not that
  { check: 'msa.unilateral_changes', clause: 'Prices. The Supplier may revise its price list at any time by posting the new prices on its reseller portal.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.unilateral_changes', clause: 'Changes. The Supplier may amend these terms by giving the Client fourteen (14) days\' notice by email, and the Client\'s continuing to order Services after that is acceptance of the amended terms.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.unilateral_changes', clause: 'Prices. The Supplier may increase its prices once a year by no more than three percent (3%).', outcome: 'not_mentioned', position: 'preferred' },
  { type: 'saas', check: 'saas.unilateral_changes', clause: 'Prices. The Provider may revise its price list at any time by posting the new prices on its portal.', outcome: 'not_mentioned', position: 'preferred' },
  // (judge10) msa: a customer non-compete that outlasts the agreement; during the term only it is the fallback; the supplier's is not against the client
  { check: 'msa.non_compete', clause: 'Restrictions. For two (2) years after the termination of this Agreement, the Client shall not, anywhere in the world, sell or promote any product that competes with the Supplier\'s products.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.non_compete', clause: 'Restrictions. During the term of this Agreement the Client shall not sell or promote any product that competes with the Supplier\'s products in the Territory.', outcome: 'entailed', position: 'acceptable' },
  { check: 'msa.non_compete', clause: 'Restrictions. For two (2) years after the termination of this Agreement, the Supplier shall not sell any product that competes with the Client\'s products.', outcome: 'not_mentioned', position: 'preferred' },
  { check: 'msa.non_compete', clause: 'Restrictions. During the term and for two (2) years after its termination, the Client will not market any program which competes with the Supplier\'s products, including but not limited to accounting software.', outcome: 'contradicted', position: 'unacceptable' },
  // (judge10) msa: the provider free to use the customer's customer information for its own ends; use only to perform is not that
  { check: 'msa.confidentiality', clause: 'Data. The Supplier may use any customer information the Client provides for any purpose, including marketing the Supplier\'s own products. Each party shall keep the other\'s confidential information confidential.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.confidentiality', clause: 'Data. The Supplier may use customer information the Client provides only for the purpose of performing this Agreement. Each party shall keep the other\'s confidential information confidential.', outcome: 'entailed', position: 'preferred' },
  // (judge10) "Nothing in this Section limits X's liability" leaves X uncapped; naming a head of liability is a carve-out
  { check: 'msa.limitation_of_liability', clause: 'Liability. Each party\'s total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim. Nothing in this Section limits the Client\'s liability.', outcome: 'contradicted', position: 'unacceptable' },
  { check: 'msa.limitation_of_liability', clause: 'Liability. Each party\'s total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim. Nothing in this Section limits either party\'s liability for death or personal injury caused by its negligence.', outcome: 'entailed', position: 'preferred' },
];

describe('everyday wording', () => {
  it.each(cases)('$check reads "$clause" as $outcome / $position', ({ check, clause, outcome, position, type }) => {
    const c = review({ text: agreement(clause), document_type: type ?? 'msa', options: { suggest_redlines: false } }).review.checks.find((x) => x.check_id === check)!;
    expect([c.outcome, c.position]).toEqual([outcome, position]);
  });
});

// (judge10) a check whose grounds differ names the one it found
describe('the ground found', () => {
  it('titles a SaaS data issue by its own ground, not all of them', () => {
    const r = review({ text: agreement('Data. The Supplier may use Client Data for its own purposes, including improving its products.'), document_type: 'saas', options: { suggest_redlines: false } }).review;
    expect(r.issues.find((i) => i.check_id === 'saas.data_protection')!.title).toBe('Client Data is exposed: Supplier may use it for its own purposes');
  });
});

// (judge10) the parties' sides read from the verb of the agreement's own type
describe('sides from what the parties do', () => {
  const sides = (text: string) => { const c = buildContext(text); return c.keyTerms.parties.map((p, i) => [p.defined_as, c.lex.sides[i]]); };
  const lease = (s: string) => `LEASE\n\nThis Lease is made between Granite Holdings Ltd ("Granite") and Juniper Retail Ltd ("Juniper").\n\n1. Premises. ${s}\n`;
  it.each([
    [lease('Granite leases the shop at 4 Mill Street to Juniper for five years.'), [['Granite', 'provider'], ['Juniper', 'customer']]],
    [lease('Juniper leases the shop at 4 Mill Street from Granite for five years.'), [['Granite', 'provider'], ['Juniper', 'customer']]],
    ['EMPLOYMENT AGREEMENT\n\nThis Agreement is made between Solace Health Inc ("Solace") and Jordan Avery ("Jordan").\n\n1. Employment. Solace employs Jordan as Head of Finance from 1 March 2026.\n', [['Solace', 'customer'], ['Jordan', 'provider']]],
  ])('%#', (text, want) => {
    expect(sides(text as string)).toEqual(want);
  });
});
