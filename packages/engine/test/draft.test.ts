import { describe, expect, it } from 'vitest';
import { draft, review, parsePrompt, getBuiltInPlaybook, applyPlaybookOverrides } from '../src/index.js';

describe('draft', () => {
  it('extracts parties, mutuality, term, law and purpose from the prompt', () => {
    const f = parsePrompt('One-way NDA between Acme Corp and Beta LLC to evaluate a software licence, 3-year term, governed by the laws of California');
    expect(f.parties).toEqual(['Acme Corp', 'Beta LLC']);
    expect(f.mutual).toBe(false);
    expect(f.term_months).toBe(36);
    expect(f.governing_law).toBe('California');
    expect(f.purpose).toBe('to evaluate a software licence');
  });

  it('round trip: a drafted NDA reviewed with the same playbook comes out at the lowest risk level', () => {
    const playbook = getBuiltInPlaybook('pbk_nda_standard')!;
    const d = draft({ prompt: 'Mutual NDA between Acme Corp and Beta LLC to explore a joint venture, two-year term, governed by New York law', kind: 'document', document_type: 'nda', playbook });
    expect(d.warnings).toEqual([]);
    expect(d.text).toContain('Acme Corp');
    expect(d.text).toContain('laws of New York');
    expect(d.text).toContain('two (2) years');
    const r = review({ text: d.text, document_type: 'nda', playbook });
    expect(r.review.issues).toEqual([]);
    expect(r.review.risk_level).toBe('low');
    expect(r.review.risk_score).toBe(0);
    expect(r.key_terms.mutual).toBe(true);
    expect(r.key_terms.term).toBe('P2Y');
    expect(r.key_terms.governing_law).toBe('US-NY');
  });

  it('round trip holds for one-way NDAs and for the msa and saas libraries', () => {
    const oneWay = draft({ prompt: 'one-way NDA', kind: 'document', document_type: 'nda', parties: ['Discloser Co', 'Recipient Co'], jurisdiction: 'Delaware' });
    expect(review({ text: oneWay.text, document_type: 'nda' }).review.risk_level).toBe('low');
    for (const t of ['msa', 'saas'] as const) {
      const d = draft({ prompt: `${t} between Buyer Inc and Vendor Inc, governed by Texas law`, kind: 'document', document_type: t });
      const r = review({ text: d.text, document_type: t });
      expect(r.review.risk_level, t).toBe('low');
      expect(r.review.issues, t).toEqual([]);
    }
  });

  it('warns when the prompt is silent or asks against the playbook', () => {
    const d = draft({ prompt: 'an NDA with a perpetual term and a residuals clause', kind: 'document' });
    expect(d.document_type).toBe('nda');
    expect(d.warnings.join(' ')).toMatch(/no parties/);
    expect(d.warnings.join(' ')).toMatch(/No governing law/);
    expect(d.warnings.join(' ')).toMatch(/residuals clause/);
    expect(d.text).toContain('[Party A]');
  });

  it('drafts a single clause, using customised playbook language', () => {
    const c = draft({ prompt: 'a limitation of liability clause', kind: 'clause', document_type: 'msa', parties: ['Buyer Inc', 'Vendor Inc'] });
    expect(c.clauses).toHaveLength(1);
    expect(c.clauses[0].clause_type).toBe('cap_on_liability');
    expect(c.text).toMatch(/shall not exceed the fees paid or payable/);
    const pb = applyPlaybookOverrides(getBuiltInPlaybook('pbk_nda_standard')!, [{ check_id: 'nda.governing_law', suggested_language: 'This Agreement is governed by the laws of {{governing_law}} only.' }]);
    const g = draft({ prompt: 'governing law clause', kind: 'clause', clause_type: 'governing_law', jurisdiction: 'Ontario', playbook: pb });
    expect(g.text).toBe('This Agreement is governed by the laws of Ontario only.');
    expect(() => draft({ prompt: 'x', kind: 'clause', clause_type: 'no_such_type' })).toThrow(RangeError);
  });
});
