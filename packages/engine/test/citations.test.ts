import { describe, expect, it } from 'vitest';
import { buildContext, evaluateCheck, getBuiltInPlaybook, isOperative, review } from '../src/index.js';

// Sub-numbered sections whose headings stand on lines of their own, a run-in sub-heading, and a page number
// printed inside a sentence that continues over a page break.
const DISTRIBUTION = `DISTRIBUTION AGREEMENT

3. INDEMNIFICATION

3.1 Indemnity by Supplier.

The Supplier shall indemnify, defend and hold harmless the Distributor against any third-party claim arising from the Products.

4. LIMITATION OF LIABILITY

4.1 In no event shall either party's aggregate liability exceed the fees paid in the twelve (12) months before the claim.

5. CONFIDENTIALITY

5.1 Confidential Information. Each party shall keep the other party's Confidential Information confidential and use it only to perform this Agreement, and shall not disclose it to any third party, except:

(a) to its employees who need to know it; or

-4-

(b) as required by law, after prompt notice to the other party.

8. GOVERNING LAW

8.1 This Agreement is governed by the laws of the State of New York.
`;

const HEADED = `SUPPLY AGREEMENT

8. TERMINATION

8.3 Termination for Change of Control.

By written notice, the Customer may end this Agreement at once if a competitor of the Customer acquires the Supplier.

9. RETURN OF MATERIALS

9.1 Return or Destruction of Confidential Information.

Within ten days after the end of this Agreement, each party shall deliver up to the other everything it holds that came from the other.

10. INTELLECTUAL PROPERTY

10.2 No Licence.

Nothing in this Agreement transfers to the Distributor any right in the Supplier's patents or trade marks.

11. NON-SOLICITATION

11.1 Non-Solicitation of Employees.

During the term, neither party shall approach any person employed by the other to offer them employment.
`;

const PLAYBOOKS = ['pbk_msa_standard', 'pbk_nda_standard', 'pbk_license_standard', 'pbk_services_standard'].map((id) => getBuiltInPlaybook(id)!);

describe('isOperative', () => {
  it('tells operative language from headings, page lines and filing banners', () => {
    for (const s of ['12. LIMITATION OF LIABILITY', '3.1 Indemnity by Supplier.', '(vii) Subsidiaries.', 'Section 4.2 Term', '18. Successors and Assigns ........ 9']) expect(isOperative(s), s).toBe(false);
    for (const s of ['-4-', '- 32 -', '11   - 11 -', 'Page 14', 'Section 10.01.', 'ARTICLE X', 'Source: ACME HOLDINGS INC, 10-K, 3/30/2020']) expect(isOperative(s), s).toBe(false);
    for (const s of ['Neither party may assign this Agreement.', '• timelines of such activities', '(b) Affiliates; and', 'The Supplier shall deliver the Goods.']) expect(isOperative(s), s).toBe(true);
  });
});

describe('citations quote operative language', () => {
  const ctx = buildContext(DISTRIBUTION);

  it('cites the clause a heading locates by its words, not by the heading', () => {
    // each check's cue is in a sub-heading; the sentence under it says the same in other words
    const headed = buildContext(HEADED);
    const cited = (playbook: number, id: string) => evaluateCheck(PLAYBOOKS[playbook].checks.find((c) => c.check_id === id)!, headed).evidence.map((e) => e.quote);
    expect(cited(2, 'license.change_of_control')).toEqual([expect.stringMatching(/^By written notice, the Customer may end/)]);
    expect(cited(1, 'nda.no_license_granted')).toEqual([expect.stringMatching(/^Nothing in this Agreement transfers/)]);
    expect(cited(1, 'nda.return_or_destroy')).toEqual([expect.stringMatching(/^Within ten days after the end/)]);
    expect(cited(1, 'nda.no_solicitation')).toEqual([expect.stringMatching(/^During the term, neither party shall approach/)]);
  });

  it('follows a sentence over a page number without citing the page number', () => {
    const limited = PLAYBOOKS[1].checks.find((c) => c.check_id === 'nda.sharing_with_employees')!;
    const quotes = evaluateCheck(limited, ctx).evidence.map((e) => e.quote);
    expect(quotes.some((q) => q.startsWith('(b) as required by law'))).toBe(true);
    expect(quotes).not.toContain('-4-');
  });

  it('never cites a bare heading or page line, in any check of the commercial and NDA playbooks', () => {
    const quotes: string[] = [];
    for (const playbook of PLAYBOOKS) for (const text of [DISTRIBUTION, HEADED]) {
      const out = review({ text, document_type: playbook.document_type, playbook });
      quotes.push(...[...out.review.checks.flatMap((c) => c.evidence), ...out.review.issues.flatMap((i) => i.citations)].map((e) => e.quote));
    }
    expect(quotes.length).toBeGreaterThan(20);
    for (const q of quotes) expect(isOperative(q), q).toBe(true);
  });
});
