import { describe, expect, it } from 'vitest';
import {
  review, evaluateCheck, buildContext, getBuiltInPlaybook, listBuiltInPlaybooks, applyPlaybookOverrides, toPublicPlaybook,
  aggregateRisk, riskLevel, redlineOperations, withDetection, defaultPlaybookFor, type CheckOutcome,
  DOCUMENT_TYPES,
} from '../src/index.js';
import { SAMPLE_NDA, RISKY_NDA } from './fixtures.js';

const nda = getBuiltInPlaybook('pbk_nda_standard')!;

function outcome(checkId: string, text: string): CheckOutcome {
  const check = nda.checks.find((c) => c.check_id === checkId)!;
  return evaluateCheck(check, buildContext(text)).outcome;
}

// [check, text, expected outcome] — one positive and one opposite or silent case per check
const CASES: [string, string, CheckOutcome][] = [
  ['nda.explicit_identification', 'Confidential Information shall be protected only if it is marked as "Confidential" at the time of disclosure.', 'entailed'],
  ['nda.explicit_identification', 'Information is Confidential Information whether or not marked as such.', 'contradicted'],
  ['nda.technical_information_only', '"Confidential Information" means technical drawings and specifications of the Product.', 'entailed'],
  ['nda.technical_information_only', '"Confidential Information" means business plans, customer lists and financial information.', 'contradicted'],
  ['nda.oral_information_included', 'Confidential Information includes information disclosed orally or visually.', 'entailed'],
  ['nda.oral_information_included', 'The Recipient shall keep all documents in a locked cabinet.', 'not_mentioned'],
  ['nda.limited_use', 'The Recipient shall use the Confidential Information solely for the purpose of evaluating the Transaction.', 'entailed'],
  ['nda.limited_use', 'The Recipient may use the Confidential Information for any purpose whatsoever.', 'contradicted'],
  ['nda.sharing_with_employees', 'The Recipient may disclose Confidential Information to its employees who need to know it.', 'entailed'],
  ['nda.sharing_with_third_parties', 'The Recipient may disclose Confidential Information to its attorneys and accountants who need to know it.', 'entailed'],
  ['nda.sharing_with_third_parties', 'The Recipient shall not disclose any Confidential Information to any third party.', 'contradicted'],
  ['nda.compelled_disclosure_notice', 'If the Recipient is required by law or subpoena to disclose Confidential Information, it shall promptly notify the Discloser.', 'entailed'],
  ['nda.compelled_disclosure_notice', 'The Recipient shall keep the Confidential Information confidential.', 'not_mentioned'],
  ['nda.confidentiality_of_agreement', 'Neither party shall disclose the existence of this Agreement or the fact that discussions are taking place.', 'entailed'],
  ['nda.no_reverse_engineering', 'The Recipient shall not reverse engineer, decompile or disassemble any sample.', 'entailed'],
  ['nda.independent_development', 'Confidential Information does not include information independently developed by the Recipient.', 'entailed'],
  ['nda.third_party_acquisition', 'Confidential Information does not include information rightfully received from a third party without restriction.', 'entailed'],
  ['nda.no_license_granted', 'No license to any patent or other intellectual property right is granted by this Agreement.', 'entailed'],
  ['nda.return_or_destroy', 'Upon termination of this Agreement the Recipient shall return or destroy all Confidential Information.', 'entailed'],
  ['nda.return_or_destroy', 'Upon request the Recipient shall return all Confidential Information.', 'not_mentioned'],
  ['nda.permitted_copies', 'The Recipient shall not copy any Confidential Information without the prior written consent of the Discloser.', 'contradicted'],
  ['nda.permitted_copies', 'The Recipient may make copies of Confidential Information only as necessary for the Purpose.', 'entailed'],
  ['nda.no_solicitation', 'For one year the Recipient shall not solicit or hire any employees of the Discloser.', 'entailed'],
  ['nda.no_solicitation', 'The Recipient shall keep the Confidential Information confidential.', 'not_mentioned'],
  ['nda.survival_of_obligations', 'The obligations of this Agreement shall survive its termination.', 'entailed'],
  ['nda.retention_after_return', 'The Recipient shall return all Confidential Information, provided that it may retain one archival copy.', 'entailed'],
  ['nda.retention_after_return', 'All Confidential Information shall be returned and shall not thereafter be retained in any form.', 'contradicted'],
  ['nda.mutuality', 'This Mutual Non-Disclosure Agreement is between A and B.', 'entailed'],
  ['nda.governing_law', 'This Agreement is governed by the laws of the State of Delaware.', 'entailed'],
  ['nda.governing_law', 'The parties shall act in good faith.', 'not_mentioned'],
  ['nda.residuals', 'The Recipient may use residuals retained in the unaided memory of its employees.', 'contradicted'],
  ['nda.injunctive_relief', 'The Discloser shall be entitled to injunctive relief for any breach.', 'entailed'],
  ['nda.liability_not_limited', 'Neither party shall be liable for any indirect or consequential damages.', 'entailed'],
  ['nda.liability_not_limited', 'The Recipient\'s liability for any breach of this Agreement shall not exceed $10,000.', 'contradicted'],
  ['nda.assignment', 'Neither party may assign this Agreement without the prior written consent of the other party.', 'entailed'],
  ['nda.assignment', 'Either party may assign this Agreement without the consent of the other party.', 'contradicted'],
  ['nda.non_compete', 'The Recipient shall not compete with the Discloser in the United States.', 'contradicted'],
  ['nda.standard_exclusions', 'Confidential Information does not include information in the public domain.', 'entailed'],
  ['nda.definition_breadth', '"Confidential Information" means all information disclosed hereunder, whether or not it is confidential.', 'contradicted'],
  ['nda.term_length', 'This Agreement shall continue for a period of three (3) years.', 'entailed'],
];

describe('NDA checks', () => {
  it.each(CASES)('%s on "%s" is %s', (checkId, text, expected) => {
    expect(outcome(checkId, text)).toBe(expected);
  });

  it('covers every check of the NDA playbook with at least one case', () => {
    const covered = new Set(CASES.map((c) => c[0]));
    for (const c of nda.checks) expect(covered.has(c.check_id), c.check_id).toBe(true);
  });
});

describe('review', () => {
  const out = review({ text: SAMPLE_NDA, document_type: 'nda', options: { suggest_redlines: true } });

  it('reports every enabled check with citations that slice to their quotes', () => {
    expect(out.review.checks.map((c) => c.check_id)).toEqual(nda.checks.map((c) => c.check_id));
    for (const c of out.review.checks) {
      for (const e of c.evidence) expect(SAMPLE_NDA.slice(e.start, e.end)).toBe(e.quote);
      if (c.outcome === 'not_mentioned') expect(c.evidence).toEqual([]);
      else expect(c.evidence.length).toBeGreaterThan(0);
    }
    expect(out.review.playbook).toEqual({ id: 'pbk_nda_standard', version: getBuiltInPlaybook('pbk_nda_standard')!.version });
  });

  it('finds the sample NDA mostly in line with the playbook', () => {
    const byId = Object.fromEntries(out.review.checks.map((c) => [c.check_id, c]));
    expect(byId['nda.limited_use'].outcome).toBe('entailed');
    expect(byId['nda.compelled_disclosure_notice'].outcome).toBe('entailed');
    expect(byId['nda.explicit_identification'].outcome).toBe('contradicted');
    expect(byId['nda.explicit_identification'].position).toBe('preferred');
    // the sample says nothing on licences or injunctions: two omissions; and its $50,000 cap on each party's liability
    // under it leaves a leak of the information with a capped remedy (high); scored by the documented formula
    expect(out.review.issues.map((i) => i.check_id).sort()).toEqual(['nda.injunctive_relief', 'nda.liability_not_limited', 'nda.no_license_granted']);
    expect(out.review.risk_score).toBe(aggregateRisk(['high', 'medium', 'low']));
    expect(out.review.risk_level).toBe('high');
    expect(out.review.category_scores.find((c) => c.category === 'ownership')!.score).toBe(18);
    expect(out.review.category_scores.find((c) => c.category === 'scope')!.score).toBe(0);
  });

  it('raises issues with ids, severities and redlines for a risky NDA', () => {
    const r = review({ text: RISKY_NDA, document_type: 'nda', options: { suggest_redlines: true } }).review;
    const ids = r.issues.map((i) => i.check_id);
    expect(ids).toEqual(expect.arrayContaining(['nda.residuals', 'nda.non_compete', 'nda.technical_information_only']));
    r.issues.forEach((iss, n) => expect(iss.id).toBe(`iss_${n + 1}`));
    expect(r.issues.find((i) => i.check_id === 'nda.residuals')!.severity).toBe('high');
    // an adverse term gets the check's severity; a missing one is one level lower
    expect(r.issues.find((i) => i.check_id === 'nda.limited_use')!.severity).toBe('high');
    expect(r.issues.find((i) => i.check_id === 'nda.compelled_disclosure_notice')!.severity).toBe('low');
    expect(r.risk_score).toBe(aggregateRisk(r.issues.map((i) => i.severity)));
    expect(['high', 'critical']).toContain(r.risk_level);
    expect(r.redlines!.length).toBeGreaterThan(0);
    r.redlines!.forEach((rl, n) => {
      expect(rl.id).toBe(`rdl_${n + 1}`);
      const issue = r.issues.find((i) => i.id === rl.issue_id)!;
      expect(issue.redline_id).toBe(rl.id);
      expect(rl.operations.filter((o) => o.op !== 'insert').map((o) => o.text).join('')).toBe(rl.original_text);
      expect(rl.operations.filter((o) => o.op !== 'delete').map((o) => o.text).join('')).toBe(rl.suggested_text);
    });
    // the redline for a contradicted check replaces the offending sentence, adapted to the defined terms
    const res = r.redlines!.find((x) => x.id === r.issues.find((i) => i.check_id === 'nda.residuals')!.redline_id)!;
    expect(res.original_text).toContain('unaided memory');
    expect(res.suggested_text).not.toContain('for any purpose (the residuals)');
    expect(res.suggested_text).toMatch(/the Recipient/i);
  });

  it('omits redlines unless asked and can switch scoring off', () => {
    const r = review({ text: RISKY_NDA, document_type: 'nda' }).review;
    expect(r.redlines).toBeUndefined();
    expect(r.issues.every((i) => i.redline_id === undefined)).toBe(true);
    const off = review({ text: RISKY_NDA, document_type: 'nda', options: { risk_scoring: false } }).review;
    expect(off.risk_score).toBeNull();
    expect(off.risk_level).toBeNull();
    expect(off.category_scores).toEqual([]);
    expect(off.issues.length).toBe(r.issues.length);
    expect(off.summary).not.toMatch(/Risk \d/);
  });

  it('lists issues most severe first, numbered in that order', () => {
    const r = review({ text: RISKY_NDA, document_type: 'nda', options: { suggest_redlines: true } }).review;
    const rank = ['low', 'medium', 'high', 'critical'];
    for (let i = 1; i < r.issues.length; i++) expect(rank.indexOf(r.issues[i - 1].severity)).toBeGreaterThanOrEqual(rank.indexOf(r.issues[i].severity));
    r.issues.forEach((iss, n) => expect(iss.id).toBe(`iss_${n + 1}`));
  });

  it('gives every document type its own playbook of at least 8 checks, and pbk_general to other', () => {
    for (const t of DOCUMENT_TYPES) {
      const p = defaultPlaybookFor(t);
      if (t === 'other') expect(p.id).toBe('pbk_general');
      else {
        expect(p.document_type).toBe(t);
        expect(p.checks.length).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('reviews other documents with pbk_general', () => {
    const o = review({ text: SAMPLE_NDA, document_type: 'other' });
    expect(o.review.playbook).toEqual({ id: 'pbk_general', version: getBuiltInPlaybook('pbk_general')!.version });
    expect(o.review.checks.map((c) => c.check_id)).toEqual(['general.governing_law', 'general.term', 'general.termination', 'general.assignment', 'general.limitation_of_liability']);
    const by = Object.fromEntries(o.review.checks.map((c) => [c.check_id, c]));
    expect(by['general.governing_law'].outcome).toBe('entailed');
    expect(by['general.term'].outcome).toBe('entailed');
    expect(by['general.termination'].outcome).toBe('entailed');
    expect(by['general.limitation_of_liability'].outcome).toBe('entailed');
    expect(by['general.assignment'].outcome).toBe('not_mentioned');
    expect(o.clauses.length).toBeGreaterThan(5);
    expect(o.key_terms.governing_law).toBe('US-NY');
    expect(o.review.summary).toMatch(/pbk_general/);
    const bare = review({ text: 'Contract number 1.\n\n1. Term. One year.', document_type: 'other' }).review;
    expect(bare.playbook.id).toBe('pbk_general');
    expect(bare.issues.map((i) => i.check_id)).toContain('general.limitation_of_liability');
    expect(defaultPlaybookFor('employment').id).toBe('pbk_employment_standard');
    expect(defaultPlaybookFor('msa').id).toBe('pbk_msa_standard');
  });
});

describe('risk aggregation', () => {
  it('combines severities as independent risks', () => {
    expect(aggregateRisk([])).toBe(0);
    expect(aggregateRisk(['low'])).toBe(8);
    expect(aggregateRisk(['high', 'high'])).toBe(Math.round(100 * (1 - 0.65 * 0.65)));
    expect(aggregateRisk(Array(30).fill('critical'))).toBeLessThanOrEqual(100);
  });
  it('maps scores to levels and lifts critical issues', () => {
    expect(riskLevel(10)).toBe('low');
    expect(riskLevel(30)).toBe('medium');
    expect(riskLevel(60)).toBe('high');
    expect(riskLevel(80)).toBe('critical');
    expect(riskLevel(20, ['critical'])).toBe('high');
  });
});

describe('redline operations', () => {
  it('are word-level and merge adjacent parts', () => {
    const ops = redlineOperations('The term is five years.', 'The term is two years.');
    expect(ops).toEqual([
      { op: 'equal', text: 'The term is ' },
      { op: 'delete', text: 'five' },
      { op: 'insert', text: 'two' },
      { op: 'equal', text: ' years.' },
    ]);
  });
});

describe('playbooks', () => {
  it('lists the built-ins with the resource shape', () => {
    const ids = listBuiltInPlaybooks().map((p) => p.id);
    expect(ids).toEqual(['pbk_nda_standard', 'pbk_msa_standard', 'pbk_saas_standard', 'pbk_dpa_standard', 'pbk_employment_standard', 'pbk_consulting_standard', 'pbk_services_standard', 'pbk_license_standard', 'pbk_lease_standard', 'pbk_general']);
    expect(new Set(listBuiltInPlaybooks().flatMap((p) => p.checks.map((c) => c.check_id))).size).toBe(listBuiltInPlaybooks().reduce((n, p) => n + p.checks.length, 0));
    expect(getBuiltInPlaybook('pbk_general')!.document_type).toBe('other');
    for (const p of listBuiltInPlaybooks()) {
      expect(p).toMatchObject({ object: 'playbook', built_in: true, based_on: null });
      expect(Number.isInteger(p.version) && p.version >= 1).toBe(true);
      for (const c of p.checks) expect(c.detection).toBeDefined();
    }
    expect(nda.checks).toHaveLength(27);
  });

  it('applies overrides without touching the built-in', () => {
    const p = applyPlaybookOverrides(nda, [
      { check_id: 'nda.residuals', severity: 'critical' },
      { check_id: 'nda.non_compete', enabled: false },
    ]);
    expect(getBuiltInPlaybook('pbk_nda_standard')!.checks.find((c) => c.check_id === 'nda.residuals')!.severity).toBe('high');
    const r = review({ text: RISKY_NDA, document_type: 'nda', playbook: p }).review;
    expect(r.issues.find((i) => i.check_id === 'nda.residuals')!.severity).toBe('critical');
    expect(r.checks.some((c) => c.check_id === 'nda.non_compete')).toBe(false);
    expect(() => applyPlaybookOverrides(nda, [{ check_id: 'nda.nope', enabled: false }])).toThrow(RangeError);
  });

  it('strips detection data for the public form and restores it for review', () => {
    const pub = toPublicPlaybook(nda);
    expect(JSON.stringify(pub)).not.toContain('detection');
    expect(Object.keys(pub.checks[0]).sort()).toEqual(['category', 'check_id', 'description', 'enabled', 'fallbacks', 'preferred_position', 'severity', 'suggested_language', 'title']);
    const back = withDetection(pub);
    expect(review({ text: RISKY_NDA, document_type: 'nda', playbook: back }).review.issues.length).toBe(review({ text: RISKY_NDA, document_type: 'nda' }).review.issues.length);
  });

  it('reviews commercial contracts with the msa and saas playbooks', () => {
    const msa = `MASTER SERVICES AGREEMENT\n\n1. Fees. Customer shall pay each invoice upon receipt.\n2. Liability. Customer's total liability shall not exceed the fees paid.\n3. Renewal. This Agreement shall automatically renew for successive one-year terms.\n`;
    const r = review({ text: msa, document_type: 'msa' }).review;
    const byId = Object.fromEntries(r.checks.map((c) => [c.check_id, c]));
    expect(byId['msa.payment_terms'].position).toBe('unacceptable');
    expect(byId['msa.auto_renewal'].outcome).toBe('contradicted');
    expect(byId['msa.limitation_of_liability'].outcome).toBe('contradicted');
    expect(byId['msa.indemnification'].position).toBe('missing');
    const s = review({ text: 'Provider shall make the Service available 99.9% of the time, with service credits.', document_type: 'saas' }).review;
    expect(s.checks.find((c) => c.check_id === 'saas.service_levels')!.outcome).toBe('entailed');
  });
});

describe('built-in playbooks are consistent with themselves', () => {
  it('the suggested language of every check satisfies the check', () => {
    const failing: string[] = [];
    for (const p of listBuiltInPlaybooks()) {
      for (const c of p.checks) {
        const text = `AGREEMENT\n\nThis Agreement is between Acme Inc. ("Customer") and Beta LLC ("Provider").\n\n1. Terms. ${c.suggested_language.replace(/\{\{governing_law\}\}/g, 'the State of Delaware')}\n`;
        const ev = evaluateCheck(c, buildContext(text));
        if (ev.position === 'unacceptable' || ev.position === 'missing') failing.push(`${c.check_id}: ${ev.outcome}/${ev.position}`);
      }
    }
    expect(failing).toEqual([]);
  });
});
