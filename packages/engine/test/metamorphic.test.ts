import { describe, expect, it } from 'vitest';
import { review, type DocumentType } from '../src/index.js';
import { REWRITES } from '../eval/metamorphic.js';
import { consulting, license, msa, nda, services } from './adverse/contracts.js';

// The same clause typed differently reads the same (issue 11, eval/metamorphic.ts): each row is a contract, a rewrite
// that changes how it is typed and not what it says, and the check whose reading (outcome, position, issue) must not
// change. Every row read differently before the change that fixed its rewrite.
const survival = 'The obligations of confidentiality in Section 2 shall survive for fifteen (15) years after termination of this Agreement.';
const rows: { rewrite: string; type: DocumentType; check: string; text: string }[] = [
  // a party known by its own name ("Contoso") is read as the role its patterns are written for ("Customer")
  { rewrite: 'party-names', type: 'msa', check: 'msa.ip_ownership', text: msa() },
  { rewrite: 'party-names', type: 'license', check: 'license.improvements', text: license('Improvements. All enhancements and derivative works created by Licensee shall be the sole and exclusive property of Licensor.') },
  // a count written figure first
  { rewrite: 'number-figure-first', type: 'msa', check: 'msa.payment_terms', text: msa() },
  { rewrite: 'number-figure-first', type: 'consulting', check: 'consulting.payment_terms', text: consulting('Records. Consultant shall keep records of the time spent on the Services.') },
  // "will" for "shall"
  { rewrite: 'modal-will', type: 'msa', check: 'msa.limitation_of_liability', text: msa({ cap: "In no event shall either party's liability arising out of this Agreement exceed the fees paid in the twelve (12) months before the claim." }) },
  // a heading on its own line, ended by a colon, or in capitals glued to its sentence
  // (the heading of the next clause is not read as part of this one's window: "5. Term" / "... after termination")
  { rewrite: 'heading-own-line', type: 'nda', check: 'nda.return_or_destroy', text: nda({ term: survival }) },
  { rewrite: 'heading-colon', type: 'nda', check: 'nda.return_or_destroy', text: nda({ term: survival }) },
  { rewrite: 'heading-caps-glued', type: 'nda', check: 'nda.return_or_destroy', text: nda({ term: survival }) },
  // hard wrapping at 72 columns: a count's figure under its words, a run-in heading before text in capitals
  { rewrite: 'wrap-72', type: 'consulting', check: 'consulting.termination_for_convenience', text: consulting("Termination. Client may terminate this Agreement at any time on six (6) months' written notice to Consultant.") },
  { rewrite: 'wrap-72', type: 'services', check: 'services.services_warranty', text: services('Warranty. THE SERVICES ARE PROVIDED "AS IS" AND PROVIDER DISCLAIMS ALL WARRANTIES.') },
  { rewrite: 'wrap-72-indented', type: 'services', check: 'services.services_warranty', text: services('Warranty. THE SERVICES ARE PROVIDED "AS IS" AND PROVIDER DISCLAIMS ALL WARRANTIES.') },
];

function reading(text: string, type: DocumentType, check: string) {
  const out = review({ text, document_type: type, options: { suggest_redlines: false } });
  const c = out.review.checks.find((x) => x.check_id === check)!;
  // citations slice the text exactly, however it is typed
  for (const e of c.evidence) expect(text.slice(e.start, e.end)).toBe(e.quote);
  return { outcome: c.outcome, position: c.position, issue: out.review.issues.some((i) => i.check_id === check) };
}

describe('metamorphic robustness', () => {
  it.each(rows)('$check reads the same under $rewrite', ({ rewrite, type, check, text }) => {
    const rw = REWRITES.find((r) => r.name === rewrite)!;
    const variant = rw.apply(text);
    expect(variant).not.toBe(text);
    expect(reading(variant, type, check)).toEqual(reading(text, type, check));
  });

  it('keeps its rewrites meaning-preserving where a reader can check it mechanically', () => {
    const text = msa();
    // the defined short name replaces the role everywhere, the definition included
    const named = REWRITES.find((r) => r.name === 'party-names')!.apply(text);
    expect(named).toContain('Contoso Retail Ltd. ("Contoso")');
    expect(named).not.toMatch(/\bCustomer\b/);
    // counts keep their value
    expect(REWRITES.find((r) => r.name === 'number-digits')!.apply('within forty-five (45) days')).toBe('within 45 days');
    expect(REWRITES.find((r) => r.name === 'number-figure-first')!.apply('within forty-five (45) days')).toBe('within 45 (forty-five) days');
    // "shall not be required" is no promise to agree to
    expect(REWRITES.find((r) => r.name === 'modal-agrees-to')!.apply('Licensor shall not be required to defend.')).toBe('Licensor shall not be required to defend.');
    // clause numbers stay where the text refers to them
    const refers = nda({ extra: 'The exclusions in Section 3 shall not apply.' });
    expect(REWRITES.find((r) => r.name === 'no-numbers')!.apply(refers)).toBe(refers);
  });
});
