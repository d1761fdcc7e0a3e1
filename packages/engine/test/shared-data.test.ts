// Tests on real contracts from ../shared/data (read in place). Skipped when the data is not beside the repo.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { review, ask } from '../src/index.js';

const dataDir = process.env.CONTRACT_DATA_DIR ?? resolve(__dirname, '..', '..', '..', '..', 'shared', 'data');
const mndaPath = resolve(dataDir, 'commonpaper-mnda', 'Mutual-NDA.md');
const nliPath = resolve(dataDir, 'contractnli', 'dev.json');

describe.skipIf(!existsSync(mndaPath))('Common Paper Mutual NDA', () => {
  const text = existsSync(mndaPath) ? readFileSync(mndaPath, 'utf8') : '';
  const out = review({ text, document_type: 'nda', options: { suggest_redlines: true } });
  const byId = Object.fromEntries(out.review.checks.map((c) => [c.check_id, c]));

  it('reads the market-standard terms as the playbook expects', () => {
    expect(out.key_terms.mutual).toBe(true);
    for (const id of ['nda.limited_use', 'nda.sharing_with_employees', 'nda.sharing_with_third_parties', 'nda.compelled_disclosure_notice', 'nda.independent_development', 'nda.third_party_acquisition', 'nda.standard_exclusions', 'nda.confidentiality_of_agreement']) {
      expect(byId[id].outcome, id).toBe('entailed');
    }
    expect(byId['nda.explicit_identification'].outcome).toBe('contradicted');
    expect(byId['nda.technical_information_only'].outcome).toBe('contradicted');
    expect(out.review.risk_level).not.toBe('critical');
  });

  it('cites exact offsets', () => {
    for (const c of out.review.checks) for (const e of c.evidence) expect(text.slice(e.start, e.end)).toBe(e.quote);
    for (const r of out.review.redlines ?? []) expect(text.slice(out.clauses.find((c) => c.id === r.clause_id)!.start, out.clauses.find((c) => c.id === r.clause_id)!.end)).toBe(r.original_text);
  });
});

describe.skipIf(!existsSync(nliPath))('ContractNLI sample (3 NDAs)', () => {
  it('agrees with the experts on most labels of the first three dev NDAs', () => {
    const data = JSON.parse(readFileSync(nliPath, 'utf8')) as { documents: { text: string; annotation_sets: { annotations: Record<string, { choice: string }> }[] }[] };
    const map: Record<string, string> = { 'nda-4': 'nda.limited_use', 'nda-8': 'nda.compelled_disclosure_notice', 'nda-11': 'nda.no_reverse_engineering', 'nda-12': 'nda.independent_development', 'nda-19': 'nda.survival_of_obligations' };
    const label: Record<string, string> = { Entailment: 'entailed', Contradiction: 'contradicted', NotMentioned: 'not_mentioned' };
    let ok = 0, n = 0;
    for (const doc of data.documents.slice(0, 3)) {
      const checks = review({ text: doc.text, document_type: 'nda' }).review.checks;
      for (const [hyp, id] of Object.entries(map)) {
        n++;
        if (checks.find((c) => c.check_id === id)!.outcome === label[doc.annotation_sets[0].annotations[hyp].choice]) ok++;
      }
      const a = ask({ text: doc.text, question: 'Is reverse engineering prohibited?' });
      for (const c of a.citations) expect(doc.text.slice(c.start, c.end)).toBe(c.quote);
    }
    expect(ok / n).toBeGreaterThanOrEqual(0.8);
  });
});
