// A mutual cap beside a sentence that takes one party's liability out of it in other words than "unlimited": "The
// Licensee's liability is not limited", "nothing limits the Customer's liability", "is not capped". Found in the Word
// redline of the lead's licence (session 14): the one-sided cap was rewritten as mutual and "The Customer's liability is
// not limited." stayed, read as agreeing with it. Rows written before the fix; twins are carve-outs of one head of
// liability, which stay the preferred mutual cap.
import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';

const licence = (cap: string) => `SOFTWARE LICENCE AGREEMENT\n\nThis Agreement is made between Tallis Systems Ltd ("Licensor") and Brackwater Foods Ltd ("Licensee").\n\n1. Licence. Licensor grants Licensee a non-exclusive licence to use the Software.\n\n2. Liability. ${cap}\n\n3. Law. This Agreement is governed by the laws of England and Wales.\n`;
const cap = (text: string) => {
  const c = review({ text: licence(text), document_type: 'license' }).review.checks.find((x) => x.check_id === 'license.limitation_of_liability')!;
  return [c.outcome, c.position];
};

describe('one party\'s liability taken out of a mutual cap in other words', () => {
  it.each([
    'Each party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid in the twelve months preceding the claim. The Licensee\'s liability is not limited.',
    'The aggregate liability of either party shall not exceed the fees paid in the preceding year, but nothing limits the Licensee\'s liability.',
    'The liability of each party is capped at the fees paid in the prior twelve months; the liability of the Licensee, however, is not capped.',
  ])('%s', (text) => expect(cap(text)).toEqual(['contradicted', 'unacceptable']));
  it.each([
    'Each party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid in the twelve months preceding the claim. Nothing limits either party\'s liability for death or personal injury caused by negligence, or for fraud.',
    'Each party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid in the twelve months preceding the claim. The Licensee\'s liability to pay the fees is not limited by this clause.',
  ])('benign twin: %s', (text) => expect(cap(text)).toEqual(['entailed', 'preferred']));
});
