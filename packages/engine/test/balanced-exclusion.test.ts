// The consequential-loss check's fallback is "a one-sided exclusion balanced by a cap that is at least 12 months' fees".
// An exclusion that spares only the provider is therefore the fallback only beside a cap of that size: beside a cap of
// fewer months' fees it is worse than every fallback and unacceptable. An exclusion that spares only the customer, or a
// provider-only exclusion with no cap at all (the provider's direct liability stays open), is not.
import { expect, it } from 'vitest';
import { review } from '../src/index.js';
import { row, rows } from './judge-rows.js';

const msa = (exclusion: string, cap: string) =>
  `MASTER SERVICES AGREEMENT\n\nThis Agreement is made between Halden Systems Ltd ("Provider") and Marrow Bakeries plc (the "Customer").\n\n1. Services. Provider shall provide the Services described in each Statement of Work.\n\n2. Fees. Customer shall pay each invoice within 30 days of receipt.\n\n3. Liability.\n3.1 ${exclusion}\n3.2 ${cap}\n\n4. Law. This Agreement is governed by the laws of England and Wales.\n`;

const check = 'msa.consequential_damages';
rows('a provider-only exclusion of consequential loss, read with the cap beside it', [
  [
    row('msa', check, msa('Provider shall not be liable to the Customer for any loss of profits or any indirect or consequential loss.', "Provider's total liability under this Agreement shall not exceed the fees paid by the Customer in the three months before the claim."), 'unacceptable'),
    row('msa', check, msa('Provider shall not be liable to the Customer for any loss of profits or any indirect or consequential loss.', "Each party's total liability under this Agreement shall not exceed the fees paid or payable in the twelve months before the claim."), 'acceptable'),
  ],
  [
    row('msa', check, msa('In no event shall Provider be liable for any indirect, incidental, special or consequential damages.', 'The aggregate liability of each party shall not exceed the fees paid in the three (3) months preceding the event giving rise to the claim.'), 'unacceptable'),
    row('msa', check, msa('In no event shall the Customer be liable for any indirect, incidental, special or consequential damages.', 'The aggregate liability of each party shall not exceed the fees paid in the three (3) months preceding the event giving rise to the claim.'), 'acceptable'),
  ],
  [
    row('msa', check, msa('Under no circumstances will Provider be responsible for lost profits or for special, indirect or consequential losses.', "Provider's liability is limited to the amounts paid by the Customer in the preceding 6 months. The Customer's liability is unlimited."), 'unacceptable'),
    row('msa', check, msa('Under no circumstances will Provider be responsible for lost profits or for special, indirect or consequential losses.', 'Provider shall perform the Services with reasonable skill and care.'), 'acceptable'),
  ],
]);

it("names the cap's months and the months that would balance it, in the check's own words", () => {
  const text = msa('Provider shall not be liable to the Customer for any loss of profits or any indirect or consequential loss.', "Provider's total liability under this Agreement shall not exceed the fees paid by the Customer in the three months before the claim.");
  const issue = review({ text, document_type: 'msa' }).review.issues.find((i) => i.check_id === check);
  expect(issue?.title).toBe('Only Provider is spared indirect and consequential losses, and its cap (3 months of fees) is below the 12 months that would balance it');
});
