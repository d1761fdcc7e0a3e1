import { describe, expect, it } from 'vitest';
import {
  draft, review, parsePrompt, getBuiltInPlaybook, applyPlaybookOverrides, clauseTaxonomy, defaultPlaybookFor, draftableClauseTypes,
  ClauseTypeNotDraftableError, detectClauseTypes, segment, type DocumentType,
} from '../src/index.js';
import { recognisedAs } from '../src/llm.js';

const TYPES: DocumentType[] = ['nda', 'msa', 'saas', 'dpa', 'employment', 'consulting', 'services', 'license', 'lease', 'other'];

describe('draft: a complete document for every document type', () => {
  for (const type of TYPES) {
    it(`${type}: reviewed with its own playbook, the draft is at the lowest risk level with no issues`, () => {
      const playbook = defaultPlaybookFor(type);
      const d = draft({ prompt: `A ${type} agreement between Northwind Analytics, Inc. and Bluefin Robotics Ltd., governed by New York law`, kind: 'document', document_type: type });
      expect(d.document_type).toBe(type);
      const r = review({ text: d.text, document_type: type, playbook });
      expect(r.review.issues.map((i) => i.title), type).toEqual([]);
      expect(r.review.risk_level).toBe('low');
      expect(r.review.risk_score).toBe(0);
      // every enabled check of the playbook finds its clause at the preferred position or one it accepts
      for (const c of r.review.checks) expect(['preferred', 'acceptable'], `${type} ${c.check_id}`).toContain(c.position);
      // a first draft a practitioner recognises: numbered clauses, boilerplate, a signature block
      expect(d.clauses.length, type).toBeGreaterThanOrEqual(12);
      d.clauses.forEach((c, i) => expect(d.text).toContain(`${i + 1}. ${c.heading}. ${c.text}`));
      for (const t of ['governing_law', 'notices', 'severability', 'counterparts']) expect(d.clauses.map((c) => c.clause_type), `${type} ${t}`).toContain(t);
      expect(d.text).toMatch(/IN WITNESS WHEREOF[\s\S]*Northwind Analytics, Inc\.[\s\S]*Bluefin Robotics Ltd\./);
      expect(d.text).toContain('the laws of the State of New York');
      expect(d.text).not.toMatch(/\{\{|\}\}/);
      // the engine's own segmentation finds the numbered clauses
      expect(segment(d.text).length).toBeGreaterThanOrEqual(d.clauses.length);
    });
  }

  it('one-way NDAs round-trip too, and each party is named once, with its defined role', () => {
    const d = draft({ prompt: 'Acme Robotics, Inc. discloses and Bob Smith Consulting LLC receives; NDA under Delaware law to evaluate a supply deal', kind: 'document' });
    expect(d.document_type).toBe('nda');
    expect(d.title).toBe('Non-Disclosure Agreement');
    expect(d.text).toContain('Acme Robotics, Inc. (the "Disclosing Party")');
    expect(d.text).toContain('Bob Smith Consulting LLC (the "Receiving Party")');
    expect(d.text).not.toContain('[Party');
    const r = review({ text: d.text, document_type: 'nda' });
    expect(r.key_terms.mutual).toBe(false);
    expect(r.review.issues).toEqual([]);
    const msa = draft({ prompt: 'MSA between Northwind Analytics, Inc. (customer) and Bluefin Robotics Ltd. (provider)', kind: 'document' });
    expect(msa.text).toContain('Northwind Analytics, Inc. ("Customer") and Bluefin Robotics Ltd. ("Provider")');
    expect(msa.text).not.toMatch(/\(customer\)/);
  });

  it('the msa has services and statements of work, warranties and notices', () => {
    const d = draft({ prompt: 'msa', kind: 'document', document_type: 'msa' });
    const types = d.clauses.map((c) => c.clause_type);
    for (const t of ['services', 'warranty', 'notices', 'payment_terms', 'cap_on_liability', 'indemnification', 'termination', 'entire_agreement']) expect(types).toContain(t);
    expect(d.text).toMatch(/Statement of Work/);
  });

  it('names in warnings what it filled from defaults, and what departs from the playbook', () => {
    const d = draft({ prompt: 'an NDA with a perpetual term and a residuals clause', kind: 'document' });
    const w = d.warnings.join(' ');
    expect(d.document_type).toBe('nda');
    expect(w).toMatch(/no parties/);
    expect(w).toMatch(/No governing law/);
    expect(w).toMatch(/residuals clause/);
    expect(w).toMatch(/perpetual confidentiality/);
    expect(w).toMatch(/Fill in before use: .*\[Party A\]/);
    expect(d.text).toContain('[Party A]');
    const auto = draft({ prompt: 'SaaS agreement between Buyer Inc (customer) and Cloudy LLC (provider) that renews automatically with no way to opt out', kind: 'document' });
    expect(auto.text).toMatch(/renews automatically/);
  });
});

describe('draft: every clause type of the taxonomy', () => {
  it('drafts every clause type from the library, recognised as that type by the engine', () => {
    const taxonomy = clauseTaxonomy().map((t) => t.clause_type);
    expect(draftableClauseTypes()).toEqual(expect.arrayContaining(taxonomy));
    const unrecognised: string[] = [];
    for (const type of taxonomy) {
      const d = draft({ prompt: `a ${type.replace(/_/g, ' ')} clause`, kind: 'clause', clause_type: type, variables: { effective_date: 'March 1, 2027' }, jurisdiction: 'US-CA' });
      expect(d.clauses).toHaveLength(1);
      expect(d.clauses[0].clause_type).toBe(type);
      expect(d.text.length, type).toBeGreaterThan(10);
      expect(d.text, type).not.toMatch(/\{\{|\}\}/);
      // by the taxonomy's rules (heading and body, as segmentation classifies a clause) or the learned model
      if (!detectClauseTypes(d.text, d.clauses[0].heading).includes(type) && !recognisedAs(type, d.text)) unrecognised.push(type);
    }
    expect(unrecognised).toEqual([]);
  });

  it('a clause type outside the taxonomy is clause_type_not_draftable, naming the draftable types', () => {
    let err: unknown;
    try {
      draft({ prompt: 'x', kind: 'clause', clause_type: 'bogus_type' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ClauseTypeNotDraftableError);
    expect(err).toBeInstanceOf(RangeError);
    expect((err as ClauseTypeNotDraftableError).code).toBe('clause_type_not_draftable');
    expect((err as Error).message).toMatch(/force_majeure/);
    expect(draft({ prompt: 'force majeure', kind: 'clause', clause_type: 'force_majeure' }).text).toMatch(/beyond its reasonable control/);
  });

  it('uses customised playbook language, and single clauses name the parties given', () => {
    const c = draft({ prompt: 'a limitation of liability clause', kind: 'clause', document_type: 'msa', parties: ['Buyer Inc', 'Vendor Inc'] });
    expect(c.clauses[0].clause_type).toBe('cap_on_liability');
    expect(c.text).toMatch(/shall not exceed the fees paid or payable/);
    const pb = applyPlaybookOverrides(getBuiltInPlaybook('pbk_nda_standard')!, [{ check_id: 'nda.governing_law', suggested_language: 'This Agreement is governed by the laws of {{governing_law}} only.' }]);
    const g = draft({ prompt: 'governing law clause', kind: 'clause', clause_type: 'governing_law', jurisdiction: 'Ontario', playbook: pb });
    expect(g.text).toBe('This Agreement is governed by the laws of the Province of Ontario only.');
    const ind = draft({ prompt: 'indemnity', kind: 'clause', clause_type: 'indemnification', parties: ['Buyer Inc', 'Vendor Inc'] });
    expect(ind.text).toMatch(/^Vendor Inc shall defend, indemnify and hold harmless Buyer Inc/);
  });
});

describe('parsePrompt', () => {
  it('reads parties, mutuality, term, law and purpose', () => {
    const f = parsePrompt('One-way NDA between Acme Corp and Beta LLC to evaluate a software licence, 3-year term, governed by the laws of California');
    expect(f.parties.map((p) => p.name)).toEqual(['Acme Corp', 'Beta LLC']);
    expect(f.mutual).toBe(false);
    expect(f.term_months).toBe(36);
    expect(f.governing_law).toBe('California');
    expect(f.purpose).toBe('to evaluate a software licence');
  });

  it('attributes each duration to what it qualifies', () => {
    const f = parsePrompt('Mutual NDA, two-year term, a 12-month non-solicit, automatic renewal for one-year periods unless 60 days notice of non-renewal, obligations survive 4 years');
    expect(f.term_months).toBe(24);
    expect(f.non_solicit_months).toBe(12);
    expect(f.renewal).toEqual({ automatic: true, months: 12 });
    expect(f.renewal_notice_days).toBe(60);
    expect(f.survival_months).toBe(48);
    expect(f.stated.non_solicit).toBe('twelve (12) months');
  });

  it('reads roles from parentheses, "as", verbs and objects', () => {
    expect(parsePrompt('MSA between Northwind Analytics, Inc. (customer) and Bluefin Robotics Ltd. (provider)').parties).toEqual([
      { name: 'Northwind Analytics, Inc.', role: 'customer', side: 'a' },
      { name: 'Bluefin Robotics Ltd.', role: 'provider', side: 'b' },
    ]);
    expect(parsePrompt('Licence where Orbital Media GmbH licenses its catalogue to Harbor Films LLC').parties.map((p) => [p.name, p.side])).toEqual([['Orbital Media GmbH', 'b'], ['Harbor Films LLC', 'a']]);
    expect(parsePrompt('Kestrel Foods Inc. hires Maria Lopez as Chief Financial Officer').parties.map((p) => [p.name, p.role])).toEqual([['Kestrel Foods Inc.', 'employer'], ['Maria Lopez', 'employee']]);
    expect(parsePrompt('Lease between Granite Tower LLC as landlord and Pixel Works Inc. as tenant').parties.map((p) => p.side)).toEqual(['b', 'a']);
  });
});
