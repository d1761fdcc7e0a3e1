// How long an NDA's obligations last when the terms name a period instead of stating it ("survive for the Term of
// Confidentiality"), as cover-page agreements do: resolved from the document's own field for that period when it
// carries one (its ticked option), else "stated by reference": addressed, never "not addressed".
import { describe, expect, it } from 'vitest';
import { extractKeyTermsDetailed, review } from '../src/index.js';

const TERMS = `MUTUAL NON-DISCLOSURE AGREEMENT STANDARD TERMS

1. Confidential Information. "Confidential Information" means information one party discloses to the other that is marked confidential.

2. Use. The Receiving Party shall use Confidential Information only to evaluate the proposed transaction.

3. Term. This Agreement expires at the end of the Agreement Term. The Receiving Party's obligations will survive for the Term of Confidentiality, despite any expiration or termination of this Agreement.

4. Governing Law. This Agreement is governed by the laws of the State of New York.
`;
const cover = (options: string) => `COVER PAGE

Agreement Term
- [x] 1 year from the Effective Date.
- [ ] Until terminated.

Term of Confidentiality
${options}

Governing Law
New York
`;
const termCheck = (text: string) => {
  const r = review({ text, document_type: 'nda', options: { suggest_redlines: true } });
  const check = r.review.checks.find((c) => c.check_id === 'nda.term_length')!;
  return { check, issue: r.review.issues.find((i) => i.check_id === 'nda.term_length'), survival: r.key_terms.survival };
};

describe('obligations that survive for a named period', () => {
  it('reads the named period and says it is stated by reference when the document does not carry it', () => {
    expect(extractKeyTermsDetailed(TERMS).survival_reference).toBe('the Term of Confidentiality');
    const { check, issue, survival } = termCheck(TERMS);
    expect(check).toMatchObject({ outcome: 'entailed', position: 'acceptable' });
    expect(check.evidence[0].quote).toContain('survive for the Term of Confidentiality');
    expect(issue).toBeUndefined();
    expect(survival).toBeNull();
  });

  it('takes the ticked option of the field that states the period', () => {
    const { check, issue, survival } = termCheck(cover('- [ ] In perpetuity.\n- [x] 3 years from the Effective Date, and for trade secrets as long as they remain trade secrets.') + '\n' + TERMS);
    expect(survival).toBe('P3Y');
    expect(check).toMatchObject({ outcome: 'entailed', position: 'preferred' });
    expect(issue).toBeUndefined();
  });

  it('judges a ticked perpetual period as indefinite', () => {
    const { check, issue } = termCheck(cover('- [ ] 3 years from the Effective Date.\n- [x] In perpetuity.') + '\n' + TERMS);
    expect(check).toMatchObject({ outcome: 'contradicted', position: 'unacceptable' });
    expect(issue?.title).toMatch(/indefinitely/i);
  });

  it('leaves a stated survival period alone', () => {
    const stated = TERMS.replace('will survive for the Term of Confidentiality', 'will survive for two (2) years');
    expect(extractKeyTermsDetailed(stated)).toMatchObject({ survival: 'P2Y', survival_reference: null });
  });
});
