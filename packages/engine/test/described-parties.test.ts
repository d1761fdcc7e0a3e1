// A party the opening describes rather than names, because a form names it elsewhere: "the customer named in the Order
// Form ("Customer")". Its name is not in the document: it is not the place that names it (the lead's reading of a
// processor's DPA form gave "Order Form" as a party, session 14; rows written before the fix), and, as with an opening
// "between the Landlord and the Tenant", a role word alone is no name.
import { describe, expect, it } from 'vitest';
import { extractKeyTerms } from '../src/index.js';

describe('a party described by the place that names it', () => {
  // given: the opening; want: the parties' names (the described one has none here)
  const rows: [string, string[]][] = [
    ['This Data Processing Addendum forms part of the agreement between Kestrel Analytics Ltd ("Kestrel") and the customer named in the Order Form ("Customer").', ['Kestrel Analytics Ltd']],
    ['These Terms are agreed between Brightwater Systems Limited ("Provider") and the entity identified on the Cover Page ("Client").', ['Brightwater Systems Limited']],
    ['This Licence Agreement is made between Norfell Software GmbH (the "Licensor") and the licensee specified in Schedule 1 (the "Licensee").', ['Norfell Software GmbH']],
    ['THIS AGREEMENT is made between the supplier set out in the Purchase Order ("Supplier") and Moorland Foods plc ("Buyer").', ['Moorland Foods plc']],
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
