// The lawyer-read suite (eval/lawyer/suite.ts): 24 CUAD contracts judged by hand, reviewed by the engine and
// scored per check. Skipped when the shared CUAD data is not beside the repository. The thresholds are the
// figures this engine reaches (README, "Lawyer-read suite"); TEST contracts were never read to fix a rule.
import { describe, expect, it } from 'vitest';
import { review } from '../src/index.js';
import { hasData } from '../eval/data.ts';
import { parseJudgement, scoreSuite, split } from '../eval/lawyer/score.ts';
import { SUITE } from '../eval/lawyer/suite.ts';

describe('lawyer-read suite: the judgements file', () => {
  it('covers at least 24 contracts across the non-NDA types, a third of them held out', () => {
    expect(SUITE.length).toBeGreaterThanOrEqual(24);
    expect(new Set(SUITE.map((c) => c.type))).toEqual(new Set(['license', 'consulting', 'msa', 'services', 'saas', 'employment', 'lease']));
    expect(SUITE.filter((_, i) => split(i) === 'test').length).toBe(Math.floor(SUITE.length / 3));
    expect(new Set(SUITE.map((c) => c.file)).size).toBe(SUITE.length);
  });
  it('states every judgement in the parsable form', () => {
    for (const c of SUITE) for (const s of Object.values(c.checks)) {
      const j = parseJudgement(s);
      expect(['entailed', 'contradicted', 'not_mentioned']).toContain(j.outcome);
      expect(['preferred', 'acceptable', 'unacceptable', 'missing']).toContain(j.position);
      for (const [a, b] of j.spans) expect(b).toBeGreaterThan(a);
    }
  });
});

describe.skipIf(!hasData('cuad', 'full_contract_txt'))('lawyer-read suite: the engine against the judgements', () => {
  const r = scoreSuite(review);
  it('agrees with the reader on the TUNE contracts', () => {
    expect(r.tune.position / r.tune.checks).toBeGreaterThanOrEqual(0.93);
    expect(r.tune.outcome / r.tune.checks).toBeGreaterThanOrEqual(0.95);
    expect(r.tune.falseIssues).toBeLessThanOrEqual(4);
    expect(r.tune.missedIssues).toBeLessThanOrEqual(4);
    expect(r.tune.evidenceRight / r.tune.evidenceChecked).toBeGreaterThanOrEqual(0.95);
    expect(r.tune.partiesRight).toBeGreaterThanOrEqual(15);
  });
  it('agrees with the reader on the held-out TEST contracts', () => {
    expect(r.test.position / r.test.checks).toBeGreaterThanOrEqual(0.89);
    expect(r.test.outcome / r.test.checks).toBeGreaterThanOrEqual(0.91);
    expect(r.test.falseIssues).toBeLessThanOrEqual(5);
    expect(r.test.missedIssues).toBeLessThanOrEqual(1);
    expect(r.test.evidenceRight / r.test.evidenceChecked).toBeGreaterThanOrEqual(0.8);
    expect(r.test.partiesRight).toBeGreaterThanOrEqual(5);
  });
});
