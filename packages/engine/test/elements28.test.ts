// The conditions a fallback names (session 28, elements28): a playbook's fallback often accepts an adverse right only
// with a condition that makes it tolerable ("Changes to policies on at least thirty days' notice, with a right to
// terminate"; "General authorisation for a published list, with 30 days' notice of changes and a right to terminate if
// the controller objects"; "Termination on a change of control only where the acquirer is a direct competitor"). A
// clause that grants the right without the condition is below the fallback; with it, it is the fallback; with the
// condition held by the wrong side (the provider's right to terminate, not the customer's) or made discretionary, it is
// still below it. Rows of our own (US, English, Australian, Indian, Canadian, plain-English drafting), written before the
// fix: each adverse wording with a benign twin carrying the condition, and one wording whose condition is held by the
// wrong side or given at the other side's discretion.
import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../src/types.js';
import { evaluation } from './judge-rows.js';

interface Pair { type: DocumentType; check: string; adverse: string; benign: string }

/** `off`: the wordings (1-based) that only the class's conditions read, expected to fail where those are not set on the check. */
function pairs(name: string, list: Pair[], { off = [] as number[] } = {}) {
  describe(name, () => {
    it('has at least three wordings, each with a benign twin', () => expect(list.length).toBeGreaterThanOrEqual(3));
    list.forEach((p, k) => {
      (off.includes(k + 1) ? it.fails : it)(`wording ${k + 1}: ${p.check} flags the clause without the condition`, () => {
        const { c, issue } = evaluation({ type: p.type, check: p.check, text: p.adverse });
        expect(`${c.outcome}/${c.position}/${Boolean(issue)}`).toMatch(/\/unacceptable\/true$/);
      });
      it(`wording ${k + 1}: ${p.check} passes the twin with the condition`, () => {
        const { c, issue } = evaluation({ type: p.type, check: p.check, text: p.benign });
        expect(Boolean(issue), `${c.outcome}/${c.position}`).toBe(false);
        expect(['preferred', 'acceptable']).toContain(c.position);
      });
    });
  });
}

const dpa = (body: string) =>
  `DATA PROCESSING ADDENDUM\n\nThis addendum is made between Tromsø Fjord Clinics AS (the "Controller") and Polar Ledger Hosting Ltd (the "Processor").\n\n1. Subject matter. The Processor processes patient booking data for the Controller only on its documented instructions.\n\n2. Security. The Processor shall implement appropriate technical and organisational measures.\n\n3. ${body}\n\n4. Law. This addendum is governed by the laws of Norway.`;

const dpaIn = (body: string) =>
  `DATA PROCESSING AGREEMENT\n\nThis Agreement is made between Coimbatore Textile Mills Private Limited (hereinafter the "Controller") and Nilgiri Payroll Cloud Private Limited (hereinafter the "Processor").\n\n1. Processing. The Processor shall process the employee data only for the purpose of running the Controller's payroll.\n\n2. Confidentiality. The Processor shall ensure that its staff are bound by a duty of confidence.\n\n3. ${body}\n\n4. Governing law. This Agreement shall be governed by the laws of India.`;

const licence = (body: string) =>
  `SOFTWARE LICENCE AGREEMENT\n\nThis agreement is made between Saskatoon Grain Terminals Ltd. (the "Licensee") and Prairie Weighbridge Software Inc. (the "Licensor").\n\n1. Licence. The Licensor grants the Licensee a non-exclusive licence to use the weighbridge software at its terminals for the term of this agreement.\n\n2. Fees. The Licensee shall pay the annual licence fee within thirty (30) days of each invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of the Province of Saskatchewan.`;

const licenceUk = (body: string) =>
  `LICENCE AGREEMENT\n\nThis licence is granted by Severn Tide Modelling Limited (the "Licensor") to Bristol Harbour Pilots Limited (the "Licensee").\n\n1. Grant. The Licensor grants to the Licensee a non-exclusive licence to use the tide-modelling software within the Port of Bristol.\n\n2. Fees. The Licensee shall pay the licence fee quarterly in advance.\n\n3. ${body}\n\n4. Law. This licence is governed by the law of England and Wales.`;

const saas = (body: string) =>
  `SUBSCRIPTION AGREEMENT\n\nThis agreement is between Wagga Wagga Livestock Exchange Pty Ltd (the "Customer") and Riverina Auction Cloud Pty Ltd (the "Provider").\n\n1. Service. The Provider will make its online auction platform (the "Service") available to the Customer.\n\n2. Fees. The Customer will pay the subscription fees annually in advance within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of New South Wales.`;

const msa = (body: string) =>
  `MASTER SERVICES AGREEMENT\n\nThis agreement is made between Toledo Glass Works, Inc. (the "Customer") and Maumee Furnace Controls LLC (the "Provider").\n\n1. Services. The Provider shall maintain the Customer's furnace control systems as described in each Statement of Work.\n\n2. Fees. The Customer shall pay each undisputed invoice within thirty (30) days of receipt.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of the State of Ohio.`;

const dpaPlain = (body: string) =>
  `DATA PROCESSING TERMS\n\nThese terms are between Ōtaki Surf School Limited ("you") and Kapiti Bookings Cloud Limited ("we", "us").\n\n1. What we do. We process the personal data of your students only to run the booking service for you.\n\n2. Security. We keep the personal data secure with appropriate technical and organisational measures.\n\n3. ${body}\n\n4. Law. These terms are governed by the laws of New Zealand.`;

const consulting = (body: string) =>
  `CONSULTANCY AGREEMENT\n\nThis Agreement is made between Jodhpur Handloom Exports Private Limited (hereinafter the "Client") and Marwar Quality Advisory LLP (hereinafter the "Consultant").\n\n1. Services. The Consultant shall advise the Client on export quality certification as set out in the Schedule.\n\n2. Fees. The Client shall pay the Consultant's fees within thirty (30) days of each invoice.\n\n3. ${body}\n\n4. Governing law. This Agreement shall be governed by the laws of India.`;

const saasCa = (body: string) =>
  `SOFTWARE SUBSCRIPTION AGREEMENT\n\nThis agreement is made between Moncton Lobster Co-operative Ltd. (the "Subscriber") and Fundy Traceability Systems Inc. (the "Provider").\n\n1. Service. The Provider shall make its catch-traceability platform available to the Subscriber.\n\n2. Fees. The Subscriber shall pay the annual subscription fee in advance.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of the Province of New Brunswick.`;

describe('the conditions a fallback names', () => {
  // ---- a general authorisation of sub-processors: notice of changes and the controller's right to object ----
  // Fallback: "General authorisation for a published list, with 30 days' notice of changes and a right to terminate if
  // the controller objects." A general authorisation with no notice of changes, or with notice and no objection, or an
  // objection the processor alone may act on, is below it.
  // (its conditions were taken out of dpa.sub_processors at the merge, session 28: they flagged two fair clauses of earlier
  // rounds; the adverse wordings stay, expected to fail)
  pairs('sub-processors generally authorised: notice of changes and the controller\'s objection', [
    { type: 'dpa', check: 'dpa.sub_processors',
      adverse: dpa('Sub-processors. The Controller grants the Processor a general authorisation to engage sub-processors. The Processor may add or replace sub-processors from time to time and will update the list on its website.'),
      benign: dpa('Sub-processors. The Controller grants the Processor a general authorisation to engage sub-processors. The Processor may add or replace sub-processors on at least thirty (30) days\' prior written notice to the Controller, and the Controller may object to the change and terminate the affected services.') },
    { type: 'dpa', check: 'dpa.sub_processors',
      adverse: dpaIn('Sub-processing. The Controller hereby generally authorises the Processor to appoint sub-processors of its choosing, and the Processor shall be entitled to change such sub-processors without notice to the Controller.'),
      benign: dpaIn('Sub-processing. The Controller hereby generally authorises the Processor to appoint the sub-processors named in the Annexure, and the Processor shall give the Controller thirty days\' written notice of any change, within which the Controller may object to such change.') },
    { type: 'dpa', check: 'dpa.sub_processors',
      // the objection held by the wrong side: the processor decides whether to go on
      adverse: dpa('Sub-processors. The Processor has the Controller\'s general written authorisation to use sub-processors, and may change them at any time; the Processor may at its discretion notify the Controller of a change.'),
      benign: dpa('Sub-processors. The Processor has the Controller\'s general written authorisation to use sub-processors, and shall notify the Controller of any change at least 30 days in advance; the Controller may object to a new sub-processor on reasonable grounds.') },
    { type: 'dpa', check: 'dpa.sub_processors',
      // plain English: the objection is "yours"
      adverse: dpaPlain('Sub-processors. You give us a general authorisation to use sub-processors. We list them on our website, and the list may change whenever we need it to.'),
      benign: dpaPlain('Sub-processors. You give us a general authorisation to use sub-processors. We will email you at least 30 days before a new sub-processor starts. You may object to it within that time, and if we cannot agree a solution you may end the affected part of the service.') },
  ], { off: [1, 3, 4] });

  // ---- a licence ended by a change of control: only where the acquirer competes with the licensor ----
  // Fallback: "Termination on a change of control only where the acquirer is a direct competitor of the licensor."
  pairs('a licence ended on any change of control, or only where the acquirer competes', [
    { type: 'license', check: 'license.change_of_control',
      adverse: licence('Change of Control. If a person acquires control of the Licensee, this agreement terminates automatically on the date of that acquisition.'),
      benign: licence('Change of Control. If a direct competitor of the Licensor acquires control of the Licensee, the Licensor may terminate this agreement on ninety (90) days\' written notice.') },
    { type: 'license', check: 'license.change_of_control',
      adverse: licenceUk('Change of control. This licence shall end sixty days after any change of control of the Licensee unless the Licensor agrees in writing that it shall continue.'),
      benign: licenceUk('Change of control. This licence shall end ninety days after a change of control of the Licensee by which a competitor of the Licensor acquires control of it.') },
    { type: 'license', check: 'license.change_of_control',
      adverse: licence('Control. The Licensor may terminate this agreement by notice to the Licensee at any time after the Licensee undergoes a change of control.'),
      benign: licence('Control. The Licensor may terminate this agreement by ninety days\' notice to the Licensee if the Licensee undergoes a change of control in favour of a direct competitor of the Licensor.') },
  ]);

  // ---- a change to the terms on notice: the customer's right to terminate ----
  // Fallback: "Changes to policies on at least thirty days' notice, with a right to terminate and a pro-rata refund."
  pairs('changes to the terms on notice: the customer\'s right to end the agreement', [
    { type: 'saas', check: 'saas.unilateral_changes',
      adverse: saas('Changes. The Provider may amend the acceptable use policy from time to time by giving the Customer thirty (30) days\' notice by email.'),
      benign: saas('Changes. The Provider may amend the acceptable use policy from time to time by giving the Customer thirty (30) days\' notice by email, and if the change is materially adverse the Customer may terminate this agreement and receive a pro-rata refund of prepaid fees.') },
    { type: 'msa', check: 'msa.unilateral_changes',
      // the right to terminate held by the wrong side
      adverse: msa('Changes to Policies. Provider may modify its service policies upon thirty (30) days\' written notice to Customer, and Provider may terminate this Agreement if Customer does not accept the modified policies.'),
      benign: msa('Changes to Policies. Provider may modify its service policies upon thirty (30) days\' written notice to Customer, and Customer may terminate this Agreement if it does not accept the modified policies.') },
    { type: 'saas', check: 'saas.unilateral_changes',
      adverse: saas('Variation. The Provider may vary the service terms on its website on one month\'s notice to the Customer, and the varied terms bind the Customer from the end of that month.'),
      benign: saas('Variation. The Provider may vary the service terms on its website on one month\'s notice to the Customer; the Customer may, before the variation takes effect, end this agreement by written notice and receive a refund of prepaid fees for the remaining period.') },
    { type: 'consulting', check: 'consulting.unilateral_changes',
      adverse: consulting('Terms of engagement. The Consultant shall be entitled to revise its standard terms of engagement by giving the Client not less than one month\'s notice in writing, and the revised terms shall thereupon apply to this Agreement.'),
      benign: consulting('Terms of engagement. The Consultant shall be entitled to revise its standard terms of engagement by giving the Client not less than one month\'s notice in writing, and the Client shall be entitled to terminate this Agreement by notice before the revised terms apply.') },
  ]);

  // ---- prepaid fees kept: refunded where the provider ends the service or breaches ----
  // Fallback: "Fees non-refundable, except on termination for the provider's breach." Fees kept, forfeited or not
  // refunded on every ending (even the provider's breach) are below it; with a refund the provider makes on its own
  // breach or exit, anywhere in the contract, they are the fallback or better. Not a one-off fee, nor fees kept only on
  // the customer's own early ending.
  pairs('prepaid fees kept, or refunded on the provider\'s breach', [
    { type: 'saas', check: 'saas.refunds',
      adverse: saas('Ending. Either party may end this agreement for the other\'s material breach. On any ending of this agreement, subscription fees paid in advance are forfeited to the Provider.'),
      benign: saas('Ending. Either party may end this agreement for the other\'s material breach. If the Customer ends it for the Provider\'s breach, the Provider will refund the subscription fees paid in advance for the unused period; on any other ending they are forfeited to the Provider.') },
    { type: 'saas', check: 'saas.refunds',
      adverse: saasCa('Termination. The Provider may terminate this agreement on sixty (60) days\' notice for any reason. Fees prepaid by the Subscriber shall not be repaid in that event or on any other termination.'),
      benign: saasCa('Termination. The Provider may terminate this agreement on sixty (60) days\' notice for any reason, in which case the Provider shall refund the fees prepaid by the Subscriber for the remainder of the term. Fees shall not otherwise be repaid.') },
    { type: 'saas', check: 'saas.refunds',
      // the refund left to the provider's discretion
      adverse: saas('Fees. Prepaid fees are not refunded when this agreement ends, including where the Customer ends it for the Provider\'s breach, although the Provider may at its discretion offer a credit.'),
      benign: saas('Fees. Prepaid fees are not refunded when this agreement ends, except where the Customer ends it for the Provider\'s breach, in which case the Provider shall refund the unused part pro rata.') },
  ]);
});
