// The learned label model's measurement (tools/train/nli-label.py → data/nli-label.cv.json) must follow
// issue 11's protocol: the setting is the best of the search inside TUNE, TEST holds exactly the documents
// that eval/nli.ts calls TEST, every (document, check) pair of dev has an out-of-sample outcome, and the eval
// scores those outcomes with the shipped pipeline's evidence (none when not mentioned).
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataPath } from '../eval/data.ts';
import { halfOf, labelModel, labelModelRun, type Predict } from '../eval/nli.ts';

const run = labelModelRun();
const CHECKS = 17;
type Setting = { features: string; C: number; margin: number; tune_cv_accuracy: number };

describe('learned label model: measurement protocol', () => {
  it('has out-of-sample outcomes for TEST (fitted on TUNE) and for every document under 10-fold CV', () => {
    const all = Object.keys(run.cv).map(Number);
    expect(all.length).toBe(61);
    const halves = halfOf(all);
    const test = Object.keys(run.test).map(Number).sort((a, b) => a - b);
    expect(test).toEqual(all.filter((id) => halves.get(id) === 'test').sort((a, b) => a - b));
    for (const per of [...Object.values(run.cv), ...Object.values(run.test)]) {
      expect(Object.keys(per).length).toBe(CHECKS);
      for (const o of Object.values(per)) expect(['entailed', 'contradicted', 'not_mentioned']).toContain(o);
    }
    expect(run.protocol.folds).toBe(10);
  });

  it('chose the setting with the best cross-validated accuracy inside TUNE, ties to the most conservative', () => {
    const search = run.protocol.search as Setting[];
    expect(search.length).toBeGreaterThan(1);
    const best = Math.max(...search.map((s) => s.tune_cv_accuracy));
    const chosen = run.protocol.chosen;
    expect(chosen.tune_cv_accuracy).toBe(best);
    // among the ties, none has a larger margin, or the same margin and a smaller C
    for (const s of search.filter((x) => x.tune_cv_accuracy === best)) {
      expect(s.margin > chosen.margin || (s.margin === chosen.margin && s.C < chosen.C)).toBe(false);
    }
  });

  it('scores the outcomes with the given evidence, and cites nothing when not mentioned', () => {
    const [docId, per] = Object.entries(run.cv).find(([, p]) => Object.values(p).includes('not_mentioned') && Object.values(p).some((o) => o !== 'not_mentioned'))!;
    const doc = { id: Number(docId) } as Parameters<Predict>[0];
    const evidence: Predict = () => ({ outcome: 'entailed', evidence: [{ start: 3, end: 9 }] });
    const predict = labelModel('cv', run, evidence);
    for (const [checkId, outcome] of Object.entries(per)) {
      const p = predict(doc, checkId);
      expect(p.outcome).toBe(outcome);
      expect(p.evidence).toEqual(outcome === 'not_mentioned' ? [] : [{ start: 3, end: 9 }]);
    }
    expect(() => labelModel('test', run, evidence)({ id: -1 } as Parameters<Predict>[0], 'nda.limited_use')).toThrow(/no label-model outcome/);
  });

  it.skipIf(!existsSync(dataPath('contractnli', 'dev.json')))('covers the ContractNLI dev documents', async () => {
    const { loadContractNli } = await import('../eval/data.ts');
    const ids = loadContractNli('dev').documents.map((d) => d.id).sort((a, b) => a - b);
    expect(Object.keys(run.cv).map(Number).sort((a, b) => a - b)).toEqual(ids);
  });
});
