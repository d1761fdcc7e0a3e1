// A party the opening describes rather than names, because a form names it elsewhere: "the customer named in the Order
// Form ("Customer")". Its name is not in the document, and it is not the place that names it (the lead's reading of a
// processor's DPA form gave "Order Form" as a party, session 14; rows written before the fix): the party is known by the
// description, and keeps its defined term, so that the review knows which side it is on.
import { describe, expect, it } from 'vitest';
import { extractKeyTerms, review } from '../src/index.js';

describe('a party described by the place that names it', () => {
  // given: the opening; want: the parties' names (the described one by its description)
  const rows: [string, string[]][] = [
    ['This Data Processing Addendum forms part of the agreement between Kestrel Analytics Ltd ("Kestrel") and the customer named in the Order Form ("Customer").', ['Kestrel Analytics Ltd', 'the customer named in the Order Form']],
    ['These Terms are agreed between Brightwater Systems Limited ("Provider") and the entity identified on the Cover Page ("Client").', ['Brightwater Systems Limited', 'the entity identified on the Cover Page']],
    ['This Licence Agreement is made between Norfell Software GmbH (the "Licensor") and the licensee specified in Schedule 1 (the "Licensee").', ['Norfell Software GmbH', 'the licensee specified in Schedule 1']],
    ['THIS AGREEMENT is made between the supplier set out in the Purchase Order ("Supplier") and Moorland Foods plc ("Buyer").', ['the supplier set out in the Purchase Order', 'Moorland Foods plc']],
  ];
  it.each(rows)('%s', (opening, names) => {
    const k = extractKeyTerms(`${opening}\n\n1. Services. The services are described in the Order Form.\n\n2. Fees. Fees are payable within thirty days of invoice.\n`);
    expect(k.parties).toEqual(names);
  });

  // benign twin: a party named in the opening keeps its name, though the Order Form is mentioned beside it
  it('keeps a name the opening gives', () => {
    const k = extractKeyTerms('This Agreement is made between Kestrel Analytics Ltd ("Kestrel") and Moorland Foods plc, the customer named in the Order Form ("Customer").\n\n1. Fees. Fees are payable within thirty days.\n');
    expect(k.parties).toEqual(['Kestrel Analytics Ltd', 'Moorland Foods plc']);
  });
});

// The described party keeps its side: a redline written in the playbook's words ("the prior written authorisation of
// Controller") names the customer, not the processor, when the processor is the one party named.
describe('the described party in a redline', () => {
  it('puts the customer\'s defined term where the playbook says Controller', () => {
    const text = `DATA PROCESSING ADDENDUM

This Addendum forms part of the agreement between Kestrel Analytics Ltd ("Kestrel") and the customer named in the Order Form ("Customer").

1. Processing. Kestrel shall process Customer Personal Data only on Customer's documented instructions.

2. Sub-processors. Customer gives Kestrel a general authorisation to engage sub-processors, which are listed on Kestrel's website. Customer's continued use of the Services after the list is updated constitutes Customer's acceptance of the new sub-processor.

3. Security. Kestrel shall implement appropriate technical and organisational measures.
`;
    const out = review({ text, document_type: 'dpa', options: { suggest_redlines: true } });
    const issue = out.review.issues.find((i) => i.check_id === 'dpa.sub_processors')!;
    const rl = out.review.redlines!.find((r) => r.id === issue.redline_id)!;
    expect(rl.suggested_text).toMatch(/authori[sz]ation of (?:the )?Customer/);
    expect(rl.suggested_text).not.toMatch(/authori[sz]ation of Kestrel/);
  });
});
