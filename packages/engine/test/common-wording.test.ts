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
  // ownership that "vests"
  { check: 'msa.ip_ownership', clause: 'Intellectual Property. All Intellectual Property Rights in the Deliverables shall vest in the Client on creation.', outcome: 'entailed', position: 'preferred' },
  { check: 'msa.ip_ownership', clause: 'Intellectual Property. All Intellectual Property Rights in the Deliverables shall vest in the Supplier.', outcome: 'contradicted', position: 'acceptable' },
];

describe('everyday wording', () => {
  it.each(cases)('$check reads "$clause" as $outcome / $position', ({ check, clause, outcome, position, type }) => {
    const c = review({ text: agreement(clause), document_type: type ?? 'msa', options: { suggest_redlines: false } }).review.checks.find((x) => x.check_id === check)!;
    expect([c.outcome, c.position]).toEqual([outcome, position]);
  });
});
