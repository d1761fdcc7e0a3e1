import { describe, expect, it } from 'vitest';
import { getBuiltInPlaybook, review } from '../src/index.js';

const msa = getBuiltInPlaybook('pbk_msa_standard')!;
const run = (text: string) => review({ text, document_type: 'msa', playbook: msa, options: { suggest_redlines: true } }).review;

// A vessel charter: the Owner lets the vessel out and is paid; only the Owner may end the charter at will.
const CHARTER = `TIME CHARTER AGREEMENT

This Time Charter Agreement is made between Northsea Tankers AS, a Norwegian company ("Owner"), and Halden Fuels Ltd, an English company ("Charterer").

1. VESSEL. Owner agrees to let, and Charterer agrees to hire, the motor tanker Skarv for the carriage of refined products. Owner shall at all times provide a master and crew for the Vessel.

2. HIRE. Charterer shall pay to Owner hire of USD 12,000 per day. Owner will invoice the hire monthly and Charterer will pay each invoice within 15 days.

3. TERMINATION. Owner may terminate this Agreement for convenience at any time on thirty (30) days' written notice to Charterer.

4. GOVERNING LAW. This Agreement is governed by English law.
`;

describe('party sides in a review', () => {
  it('gives the customer\'s right to the party that hires, not to the owner that lets out', () => {
    const result = run(CHARTER);
    const issue = result.issues.find((i) => i.check_id === 'msa.termination_for_convenience');
    expect(issue).toBeDefined();
    const redline = result.redlines!.find((r) => r.id === issue!.redline_id)!;
    expect(redline.suggested_text).toMatch(/Charterer may terminate this Agreement for convenience/);
    expect(redline.suggested_text).not.toMatch(/Owner may terminate this Agreement for convenience at any time upon/);
    expect(issue!.explanation).not.toMatch(/cannot be read/);
  });

  it('says so when the contract does not tell which party is the customer', () => {
    const text = CHARTER.replace('("Owner")', '("Northsea")').replace('("Charterer")', '("Halden")')
      .replace(/^1\. VESSEL[^\n]*\n\n2\. HIRE[^\n]*\n\n/m, '')
      .replace(/\bOwner\b/g, 'Northsea').replace(/\bCharterer\b/g, 'Halden')
      .replace('thirty (30) days', 'one hundred and twenty (120) days');
    const issue = run(text).issues.find((i) => i.check_id === 'msa.termination_for_convenience');
    expect(issue).toBeDefined();
    expect(issue!.explanation).toMatch(/Which party is the customer cannot be read from this contract/);
  });
});
