// A promise to defend that names a long list of those defended ("defend Licensee and its officers, directors and
// employees against any claim ...") is the provider's IP indemnity all the same: TEST12B's licence (spent) read it as
// missing. Rows written before the fix; the twin is the customer's promise with the same list, which protects the other
// side and is no provider indemnity.
import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';

const licence = (clause: string) => `SOFTWARE LICENCE AGREEMENT

This Agreement is made between Tallis Systems Inc. ("Licensor") and Brackwater Foods LLC ("Licensee").

1. Licence. Licensor grants Licensee a non-exclusive licence to use the Software for its internal business purposes.

2. Fees. Licensee shall pay the annual fees within thirty days of invoice.

3. Indemnity. ${clause}

4. Law. This Agreement is governed by the laws of the State of New York.
`;
const indemnity = (clause: string) => review({ text: licence(clause), document_type: 'license' }).review.checks.find((c) => c.check_id === 'license.indemnification')!;

describe('a promise to defend a long list of people', () => {
  const provider = [
    // (settlements named since session 18: damages "finally awarded" alone is a narrower indemnity, licence22.test.ts)
    'Licensor shall defend Licensee and its officers, directors and employees against any claim brought by a third party alleging that the Software infringes a patent or copyright, and shall pay the damages finally awarded or agreed in settlement.',
    'Licensor will defend the Licensee, its Affiliates and their respective officers, employees and agents from any third-party action alleging that the Software infringes any intellectual property right, and pay any damages awarded.',
    'Licensor agrees to defend, at its own expense, Licensee and each of its subsidiaries and their directors and employees against all suits asserting that the Software misappropriates a trade secret.',
  ];
  it.each(provider)('%s', (clause) => expect([indemnity(clause).outcome, indemnity(clause).position]).toEqual(['entailed', 'preferred']));

  it('benign twin: the licensee\'s promise to defend the licensor and its people is no provider indemnity', () => {
    const c = indemnity('Licensee shall defend Licensor and its officers, directors and employees against any claim brought by a third party arising from Licensee\'s data.');
    expect(c.position).not.toBe('preferred');
  });
});

// An IP indemnity that reaches patents alone ("a United Kingdom patent registered at the date of this Agreement"), not
// copyright or trade secrets, which most claims against software are: less than the playbook prefers, so the fallback
// (the lead's reading of a licensor's form, session 14; rows written before the fix). Twins: patents with copyright, or
// intellectual property rights in general, stay preferred, and so does a patent indemnity for goods (TEST7_MORE's
// distributor agreement, spent: "any claims that the Product infringes upon any other patent", judged preferred).
describe('an IP indemnity that reaches patents alone', () => {
  const read = (clause: string) => { const c = indemnity(clause); return [c.outcome, c.position]; };
  it.each([
    'Licensor shall indemnify Licensee against any third-party claim that the Software infringes a United Kingdom patent registered at the date of this Agreement.',
    'Licensor will defend Licensee against any claim that the Software, as delivered, infringes any issued United States patent, and will pay the damages finally awarded.',
    'Licensor agrees to hold Licensee harmless from third-party claims alleging infringement of a patent by the Software.',
  ])('%s', (clause) => expect(read(clause)).toEqual(['entailed', 'acceptable']));
  it.each([
    'Licensor shall indemnify Licensee against any third-party claim that the Software infringes a patent, copyright or trade secret.',
    'Licensor shall indemnify Licensee against any claims that the Licensed Products infringe any patent.',
    'Licensor shall indemnify Licensee against any third-party claim that the Software infringes the intellectual property rights of a third party, including patents.',
  ])('benign twin: %s', (clause) => expect(read(clause)).toEqual(['entailed', 'preferred']));
});
