import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
import type { DocumentType } from '../src/types.js';
import { rows, type Row } from './judge-rows.js';

/*
 * What users saw, round 11: defects the lead read in reviews and downloaded Word redlines of realistic agreements,
 * each fixed as a class and tested here on wordings of our own (given a text, want what a user reads), with the three
 * agreements of test/fixtures/users11 read whole at the end.
 */
const row = (type: DocumentType, check: string, text: string, position: string): Row => ({ type, check, text, position, issue: position === 'unacceptable' || position === 'missing' });
const fixture = (name: string) => readFileSync(new URL(`./fixtures/users11/${name}`, import.meta.url), 'utf8');

// ---- 5. A permission given to the other side that removes the protection: unacceptable, not missing ----
rows('a free hand for the processor over sub-processors is unacceptable, not missing', [
  [row('dpa', 'dpa.sub_processors', 'Sub-processors. Vendor is free to engage or change sub-processors without informing Customer.', 'unacceptable'),
    row('dpa', 'dpa.sub_processors', 'Sub-processors. Vendor is free to engage or change sub-processors after informing Customer at least thirty days in advance, and Customer may object to any change.', 'preferred')],
  [row('dpa', 'dpa.sub_processors', 'Subcontracting. The Supplier may at its sole discretion appoint, replace or remove subprocessors and need not notify the Client.', 'unacceptable'),
    row('dpa', 'dpa.sub_processors', 'Subcontracting. The Supplier may appoint, replace or remove subprocessors only with the Client\'s prior written consent.', 'preferred')],
  [row('dpa', 'dpa.sub_processors', 'Sub-processing. The Processor is at liberty to use any sub-processor it selects and is not required to tell the Controller of any change.', 'unacceptable'),
    row('dpa', 'dpa.sub_processors', 'Sub-processing. The Processor is at liberty to use a sub-processor it selects once it has told the Controller of the change in writing and given the Controller thirty days to object.', 'preferred')],
  [row('dpa', 'dpa.sub_processors', 'Provider shall be entitled to change its sub-processors at any time without consulting Customer.', 'unacceptable'),
    row('dpa', 'dpa.sub_processors', 'Provider shall be entitled to change its sub-processors on thirty days\' written notice to Customer, who may object to the change.', 'preferred')],
]);

rows('a free hand for the processor over transfers abroad is unacceptable, not missing', [
  [row('dpa', 'dpa.international_transfers', 'Location of data. Vendor is free to move the personal data to any country without informing Customer.', 'unacceptable'),
    row('dpa', 'dpa.international_transfers', 'Location of data. Vendor shall not move the personal data outside the United Kingdom without Customer\'s prior written consent and the International Data Transfer Agreement.', 'preferred')],
  [row('dpa', 'dpa.international_transfers', 'The Processor may, at its discretion, transfer Personal Data outside the EEA and need not inform the Controller of the transfer.', 'unacceptable'),
    row('dpa', 'dpa.international_transfers', 'The Processor may transfer Personal Data outside the EEA only with the Controller\'s prior written consent and under the Standard Contractual Clauses.', 'preferred')],
  [row('dpa', 'dpa.international_transfers', 'Transfers. Supplier is at liberty to transfer Client personal data to third countries without seeking Client\'s consent.', 'unacceptable'),
    row('dpa', 'dpa.international_transfers', 'Transfers. Supplier may transfer Client personal data to third countries only after obtaining Client\'s written consent and putting the Standard Contractual Clauses in place.', 'preferred')],
]);

rows('a free hand for the other party to assign is unacceptable, not an absent clause', [
  [row('msa', 'msa.assignment', 'Assignment. Provider is free to assign this Agreement to any person without informing Customer.', 'unacceptable'),
    row('msa', 'msa.assignment', 'Assignment. Provider is free to assign this Agreement to any person after informing Customer and obtaining its written consent.', 'acceptable')],
  [row('msa', 'msa.assignment', 'Assignment. The Supplier may at its sole discretion transfer or assign its rights and obligations under this Agreement and need not notify the Customer.', 'unacceptable'),
    row('msa', 'msa.assignment', 'Assignment. The Supplier may transfer or assign its rights and obligations under this Agreement only with the consent of the Customer.', 'acceptable')],
  [row('msa', 'msa.assignment', 'Transfer of this Agreement. Provider shall be at liberty to assign this Agreement without consulting Customer.', 'unacceptable'),
    row('msa', 'msa.assignment', 'Transfer of this Agreement. Provider shall not assign this Agreement without the prior written consent of Customer.', 'preferred')],
]);

describe('an issue raised by a free hand names the party that holds it', () => {
  it.each([
    ['Assignment. Provider is free to assign this Agreement to any person without informing Customer.', 'Provider may assign the agreement without consent'],
    ['Transfer of this Agreement. Provider shall be at liberty to assign this Agreement without consulting Customer.', 'Provider may assign the agreement without consent'],
  ])('%s', (text, title) => {
    const issue = review({ text, document_type: 'msa' }).review.issues.find((i) => i.check_id === 'msa.assignment');
    expect(issue?.title).toBe(title);
  });
});
