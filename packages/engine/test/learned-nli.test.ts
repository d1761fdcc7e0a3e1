// The learned evidence ranker for the ContractNLI checks: TypeScript inference must score sentences exactly
// as the Python trainer did (tools/train/train_nli.py exports the vectors in fixtures/nli-parity.json), and
// review must keep the rules' outcome while citing the ranker's best uncited sentence.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bestUncited, buildContext, evaluateCheck, evidenceRanker, getBuiltInPlaybook, review, sentenceScore, windowFeatures, type SentenceFlag } from '../src/index.js';
import { forEachTokenBucket, headingBuckets } from '../src/learned/features.js';

const parity = JSON.parse(readFileSync(new URL('./fixtures/nli-parity.json', import.meta.url), 'utf8')) as {
  buckets: number;
  cases: { text: string; heading: string; flags: SentenceFlag[]; buckets: number[]; value: number; scores: Record<string, number> }[];
};

describe('learned evidence ranker', () => {
  it('hashes sentences as the Python trainer does', () => {
    expect(parity.cases.length).toBeGreaterThanOrEqual(4);
    for (const c of parity.cases) {
      const f = windowFeatures(c.text, c.heading, parity.buckets, c.flags)[0];
      expect(f.buckets).toEqual(c.buckets);
      expect(f.value).toBeCloseTo(c.value, 12);
    }
  });

  it('hashes sentences on the fast path exactly as windowFeatures does', () => {
    const texts = [
      ...parity.cases.map((c) => c.text),
      'ALL CAPS Words, digits 123 and 4.5; “curly” quotes — dashes',
      'İstanbul KELVIN \u212a sign and ÉCOLE café',
      Array.from({ length: 420 }, (_, k) => `Tok${k}`).join(' '),
      '',
    ];
    for (const t of texts) {
      for (const heading of ['', 'Return of Materials', 'Ünïcode Heading']) {
        const set = new Set<number>(headingBuckets(heading, parity.buckets));
        forEachTokenBucket(t, parity.buckets, (b) => set.add(b));
        expect([...set].sort((a, b) => a - b)).toEqual(windowFeatures(t, heading, parity.buckets)[0].buckets);
      }
    }
  });

  it('gives the same sentence scores as the Python trainer, for the 17 ContractNLI checks', () => {
    const model = evidenceRanker();
    expect(model.buckets).toBe(parity.buckets);
    expect(model.index.size).toBe(17);
    for (const c of parity.cases) {
      for (const [checkId, v] of Object.entries(c.scores)) expect(sentenceScore(checkId, c.text, c.heading, c.flags, model)).toBeCloseTo(v, 9);
    }
    expect(sentenceScore('msa.indemnification', 'text', '', [])).toBeNull();
  });

  // Written for this test (not from ContractNLI).
  const NDA = `MUTUAL CONFIDENTIALITY AGREEMENT

1. Confidential Information. "Confidential Information" means any information a party discloses to the other in connection with the Project.

2. Use. The Recipient will use Confidential Information only to evaluate the Project.

3. Materials. When the Project ends, or earlier at the Discloser's request, the Recipient will hand back every document containing Confidential Information.

4. Certification. An officer of the Recipient will certify in writing that no Confidential Information remains in its possession, custody or control.

5. Law. This Agreement is governed by the laws of Ontario.
`;

  it('keeps the rules’ outcome and cites the best sentence the rules did not cite', () => {
    const playbook = getBuiltInPlaybook('pbk_nda_standard')!;
    const ctx = buildContext(NDA);
    const check = playbook.checks.find((c) => c.check_id === 'nda.return_or_destroy')!;
    const rules = evaluateCheck(check, ctx);
    const out = review({ text: NDA, document_type: 'nda' }).review.checks.find((c) => c.check_id === 'nda.return_or_destroy')!;
    expect(out.outcome).toBe(rules.outcome);
    if (rules.outcome === 'not_mentioned') {
      expect(out.evidence).toEqual([]);
      return;
    }
    const doc = { sentenceText: ctx.sentenceText, heading: (i: number) => ctx.clauseById.get(ctx.sentences[i].clause_id)?.heading ?? '' };
    const extra = bestUncited('nda.return_or_destroy', doc, { ...rules.cues!, cited: rules.sentenceIdx });
    expect(extra).not.toBeNull();
    expect(rules.sentenceIdx).not.toContain(extra);
    const s = ctx.sentences[extra!];
    expect(out.evidence.some((c) => c.start <= s.start && s.end <= c.end)).toBe(true);
    for (const c of out.evidence) expect(NDA.slice(c.start, c.end)).toBe(c.quote);
    expect(out.evidence.length).toBeGreaterThan(rules.evidence.length - 1);
  });

  it('cites nothing more for a check the rules find not mentioned, and leaves other playbooks alone', () => {
    const out = review({ text: NDA, document_type: 'nda' }).review.checks;
    for (const c of out) if (c.outcome === 'not_mentioned') expect(c.evidence).toEqual([]);
    const msa = review({ text: NDA, document_type: 'msa' }).review.checks;
    const ctx = buildContext(NDA);
    const playbook = getBuiltInPlaybook('pbk_msa_standard')!;
    for (const c of msa) {
      const check = playbook.checks.find((k) => k.check_id === c.check_id)!;
      expect(c.evidence).toEqual(evaluateCheck(check, ctx).evidence);
    }
  });
});
