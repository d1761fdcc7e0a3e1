import { describe, expect, it } from 'vitest';
import { applyRedlines, review, type DocumentType } from '../src/index.js';

// Every issue that can be mended gets a redline, and accepting every redline resolves each and raises none. The
// agreements are written for these tests; each class failed on the engine before this round.

const MAINTENANCE = (term: string, liability: string) => `EQUIPMENT MAINTENANCE AGREEMENT

This Equipment Maintenance Agreement is made on 14 April 2026 between Fenwick Medical Devices Inc. ("Fenwick") and Larchmont Clinic LLC ("Customer").

1. SERVICES
1.1 Fenwick shall maintain the imaging equipment listed in the Schedule and repair any fault within two (2) business days of notice.

2. FEES
2.1 Customer shall pay the quarterly maintenance fee within thirty (30) days of each invoice.

3. TERM
${term}

4. LIABILITY
4.1 ${liability}

5. GENERAL
5.1 This Agreement is governed by the laws of the State of New Jersey.
`;

function roundTrip(text: string, document_type: DocumentType) {
  const out = review({ text, document_type, options: { suggest_redlines: true } });
  const redlines = out.review.redlines ?? [];
  const all = applyRedlines(text, out.clauses, redlines);
  expect(all.skipped).toEqual([]);
  const again = review({ text: all.text, document_type }).review.issues.map((i) => i.check_id);
  for (const i of out.review.issues) {
    expect(i.redline_id, `a redline for ${i.check_id}`).toBeDefined();
    expect(again, `${i.check_id} resolved`).not.toContain(i.check_id);
  }
  // and no new issue
  expect(again.filter((id) => !out.review.issues.some((i) => i.check_id === id))).toEqual([]);
  return { out, redlines, text: all.text };
}

describe('the redlines are verified as the review reads the contract', () => {
  it('an automatic renewal the customer\'s termination right can stop stays acceptable: the missing clauses get their redlines', () => {
    const text = MAINTENANCE(
      '3.1 This Agreement starts on the date above for one (1) year and renews automatically for further one-year terms unless a party gives notice of non-renewal at least one hundred and twenty (120) days before the end of the current term.\n3.2 Customer may terminate this Agreement for convenience at any time on thirty (30) days\' written notice to Fenwick.',
      'Each party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid or payable in the twelve (12) months preceding the claim. Neither party shall be liable for any indirect or consequential loss.',
    );
    const { out, text: after } = roundTrip(text, 'msa');
    // (ownership of deliverables is no issue here since benign 22: maintaining equipment makes nothing anyone could own)
    expect(out.review.issues.map((i) => i.check_id)).toEqual(expect.arrayContaining(['msa.confidentiality', 'msa.indemnification']));
    // the renewal clause is left as it was
    expect(after).toContain('renews automatically for further one-year terms');
  });
});

describe('a sentence that states two matters', () => {
  it('rewritten for the cap keeps the exclusion of indirect loss it also stated, in the playbook\'s words', () => {
    const text = MAINTENANCE(
      '3.1 This Agreement starts on the date above and continues for three (3) years.',
      'Except for its indemnity obligations, Fenwick shall not be liable for any lost profits or other indirect or consequential loss and its total liability for any cause whatsoever shall not exceed one (1) month\'s fees.',
    );
    const { out, redlines } = roundTrip(text, 'msa');
    const issue = out.review.issues.find((i) => i.check_id === 'msa.limitation_of_liability')!;
    const rl = redlines.find((r) => r.id === issue.redline_id)!;
    expect(rl.suggested_text).toMatch(/each party's aggregate liability/i);
    expect(rl.suggested_text).toMatch(/neither party shall be liable for any indirect/i);
    expect(rl.suggested_text).not.toContain('one (1) month');
    expect(rl.rationale).toMatch(/also dealt with "Consequential damages excluded for both parties"/);
  });
});
