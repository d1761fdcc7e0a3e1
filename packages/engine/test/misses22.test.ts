// Hold-out 22's misses as classes (session 27): hold-out 22 was scored blind in session 26 and is spent. Each class
// below is a legal reading that more than one spent hold-out's misses share, written as rows of our own (other verbs,
// order, party names; US, English, Australian, Indian, Canadian drafting), each adverse wording with a benign twin
// sharing its words, written before the fix. The hold-outs' own sentences are not among them.
import { describe } from 'vitest';
import { eachPlaybook, rows } from './support/class-rows.js';

const msa = (body: string) =>
  `MASTER SERVICES AGREEMENT\n\nThis agreement is made between Duluth Ore Docks, Inc. (the "Customer") and Superior Conveyor Controls LLC (the "Provider").\n\n1. Services. The Provider shall maintain the Customer's conveyor control systems as described in each Statement of Work.\n\n2. Fees. The Customer shall pay each undisputed invoice within thirty (30) days of receipt.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of the State of Minnesota.`;

const services = (body: string) =>
  `SERVICES AGREEMENT\n\nThis agreement is made between Grimsby Fish Merchants Limited (the "Customer") and Humber Refrigeration Services Limited (the "Provider").\n\n1. Services. The Provider shall service the Customer's cold stores as described in Schedule 1.\n\n2. Fees. The Customer shall pay the fees in Schedule 2 within thirty (30) days of invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of England and Wales.`;

const saas = (body: string) =>
  `SUBSCRIPTION TERMS\n\nThese terms are between Bundaberg Cane Haulage Pty Ltd ("you") and Hinkler Fleet Software Pty Ltd ("we", "us").\n\n1. Service. We will make our haul-tracking platform (the "Service") available to you.\n\n2. Fees. You will pay the subscription fees annually in advance within thirty (30) days of our invoice.\n\n3. ${body}\n\n4. Law. These terms are governed by the laws of Queensland.`;

const consulting = (body: string) =>
  `CONSULTANCY AGREEMENT\n\nThis agreement is made between Nashik Grape Exporters Private Limited (the "Client") and Pune Cold Chain Advisory LLP (the "Consultant").\n\n1. Services. The Consultant shall advise the Client on pre-cooling and export packing as set out in the Schedule.\n\n2. Fees. The Client shall pay the Consultant's fees within thirty (30) days of each invoice.\n\n3. ${body}\n\n4. Law. This agreement is governed by the laws of India, and the courts at Nashik have jurisdiction.`;

describe('hold-out 22\'s misses as classes', () => {
  // ---- the other side's transfer to a transferee the playbooks do not accept (the customer's side) ----

  // One side needs the other's consent to transfer the agreement; the other side may transfer it without consent (on
  // notice, at any time, or unless the customer objects within hours) to an open class: its designee or nominee, "any
  // person", anyone who buys any part of its assets. The playbooks accept a successor to the whole business (preferred)
  // and an affiliate (fallback) without consent; no other transferee. Not a transfer to a successor to all or
  // substantially all of the business, nor one that still needs the customer's consent. (Hold-outs 12, 13 and 22.)
  const assign = eachPlaybook('assignment');
  rows('the other side\'s transfer to a transferee the playbooks do not accept', [
    [assign('msa', msa, 'Assignment. Customer may not assign this Agreement without Provider\'s prior written consent. Provider may assign or transfer this Agreement, in whole or in part, to its nominee by written notice to Customer.', 'unacceptable'),
      assign('msa', msa, 'Assignment. Customer may not assign this Agreement without Provider\'s prior written consent. Provider may assign or transfer this Agreement, in whole, to the successor to all or substantially all of its business by written notice to Customer.', 'preferred')],
    [assign('services', services, 'Assignment. The Customer shall not assign this agreement without the Provider\'s consent. The Provider may novate this agreement to any of its Affiliates or to any person who buys any part of its plant or vehicles, without the Customer\'s consent.', 'unacceptable'),
      assign('services', services, 'Assignment. The Customer shall not assign this agreement without the Provider\'s consent. The Provider may novate this agreement to any of its Affiliates or to any person who buys all or substantially all of its business, without the Customer\'s consent.', 'preferred')],
    [assign('saas', saas, 'Transfer. You must not transfer these terms without our written consent. We may transfer these terms to any other company by a notice in the platform, and the transfer takes effect unless you object within 12 hours.', 'unacceptable'),
      assign('saas', saas, 'Transfer. You must not transfer these terms without our written consent. We may transfer these terms to any other company that acquires all or substantially all of our business, by a notice in the platform.', 'preferred')],
    [assign('consulting', consulting, 'Assignment. The Client shall not assign this Agreement save with the prior written consent of the Consultant. The Consultant shall be entitled to assign this Agreement to its designee at any time, and such designee need not assume the Consultant\'s obligations.', 'unacceptable'),
      assign('consulting', consulting, 'Assignment. The Client shall not assign this Agreement save with the prior written consent of the Consultant. The Consultant shall be entitled to assign this Agreement to its designee with the prior written consent of the Client, and such designee shall assume the Consultant\'s obligations.', 'preferred')],
  ]);
  // ---- a governing law one party picks later (the playbook's side, either way) ----

  // The clause names no law that is known at signing: one party picks it later, from a list of laws ("whichever of the
  // laws of X or the laws of Y the Landlord elects", "English law or Scots law, as the Supplier may elect") or from a
  // kind of place qualified by a country ("such State of India as the Company may designate", "the State or Territory of
  // Australia which the Lessor chooses"). No law is chosen until a dispute, and the side that picks it chooses the one
  // that suits that dispute. Not a law named outright beside a forum or a notice one party picks. (Hold-outs 14 and 22;
  // hold-out 16's Galway was the same reading by a kind of place.)
  const law = (type: 'msa' | 'services' | 'saas' | 'consulting', make: (body: string) => string, body: string, position: string) =>
    eachPlaybook('governing_law')(type, (b) => make(b).replace(/\n\n4\. Law\.[\s\S]*$/, ''), body, position);
  rows('a governing law one party picks later', [
    [law('consulting', consulting, 'Governing law. This Agreement shall be governed by the laws of such State of India as the Consultant may designate by notice to the Client at the time a dispute arises.', 'missing'),
      law('consulting', consulting, 'Governing law. This Agreement shall be governed by the laws of India, and the Consultant may designate by notice to the Client the place of any meeting at the time a dispute arises.', 'preferred')],
    [law('msa', msa, 'Governing Law. This Agreement is governed by whichever of the laws of the State of Delaware or the laws of the State of New York Provider elects by written notice after a claim is made.', 'missing'),
      law('msa', msa, 'Governing Law. This Agreement is governed by the laws of the State of Delaware, and a claim may be brought in the courts of the State of New York or of the State of Delaware as Provider elects by written notice after a claim is made.', 'preferred')],
    [law('saas', saas, 'Governing law. These terms are governed by Queensland law or New South Wales law, as we may elect when proceedings are issued.', 'missing'),
      law('saas', saas, 'Governing law. These terms are governed by Queensland law, and proceedings may be issued in Queensland or New South Wales, as we may elect when proceedings are issued.', 'preferred')],
    [law('services', services, 'Law. This agreement is governed by the law of the part of the United Kingdom which the Provider chooses in a notice given after a dispute arises.', 'missing'),
      law('services', services, 'Law. This agreement is governed by the law of England and Wales, and any notice of a dispute shall be given in the manner which the Provider chooses in a notice given after a dispute arises.', 'preferred')],
  ]);
  // ---- losses the customer suffers directly deemed indirect (the customer's side) ----

  // A clause that classes named heads the customer suffers directly (its spoilt stock or rejected consignments, its
  // data, its repairs, downtime and overtime, the cost of a replacement service or of re-testing) as indirect or
  // consequential loss ("are indirect loss", "shall be deemed consequential damages", "are treated as consequential
  // loss"): the exclusion then takes away the claims a customer actually has. Not the same heads said to be direct, nor
  // said not to be indirect. (Hold-outs 18 and 22.)
  const deemed = eachPlaybook('consequential_damages');
  rows('losses the customer suffers directly deemed indirect', [
    [deemed('services', services, 'Excluded loss. Neither party is liable for indirect or consequential loss. For the purposes of this clause, spoilt stock and the cost of emergency hire of replacement cold stores are indirect loss, whatever their cause.', 'unacceptable'),
      deemed('services', services, 'Excluded loss. Neither party is liable for indirect or consequential loss. For the purposes of this clause, spoilt stock and the cost of emergency hire of replacement cold stores are direct loss, whatever their cause.', 'acceptable')],
    [deemed('saas', saas, 'Consequential loss. Neither of us is liable to the other for consequential loss. Loss or corruption of your data and the cost of restoring it are treated as consequential loss.', 'unacceptable'),
      deemed('saas', saas, 'Consequential loss. Neither of us is liable to the other for consequential loss. Loss or corruption of your data and the cost of restoring it are not treated as consequential loss.', 'acceptable')],
    [deemed('msa', msa, 'Damages. Neither party shall be liable for any indirect, incidental or consequential damages. Downtime of Customer\'s conveyors, overtime wages and the cost of repairs to Customer\'s equipment shall be deemed consequential damages for purposes of this Section.', 'unacceptable'),
      deemed('msa', msa, 'Damages. Neither party shall be liable for any indirect, incidental or consequential damages. Downtime of Customer\'s conveyors, overtime wages and the cost of repairs to Customer\'s equipment shall be deemed direct damages for purposes of this Section.', 'preferred')],
    [deemed('consulting', consulting, 'Indirect loss. Neither party shall be liable for any indirect or consequential loss. It is clarified that the cost of re-testing or re-packing rejected export consignments shall be deemed to be indirect loss.', 'unacceptable'),
      deemed('consulting', consulting, 'Indirect loss. Neither party shall be liable for any indirect or consequential loss. It is clarified that the cost of re-testing or re-packing rejected export consignments shall be deemed to be direct loss.', 'acceptable')],
  ]);
});
