// Speed round 21. A check's `fallback_when` patterns (liability round 20's grounds: an indemnity paid only on final
// judgments, without defence costs, for one country, under the cap, lost for late notice; a cap clause that reaches the
// indemnities, read in any sentence) now run only where the sentences of a cue text hold their gates' pieces, their
// answers are kept in the review's memo by cue text (by sentence for those read anywhere), and the places a contract
// names are read once per context (territory.ts). These rows compare each reading with the same check made ungated (a
// branch that never matches, `|(?!)`, added to every pattern: no gate can be derived, and the copy has memo tables of
// its own), read without a memo, on texts written for this test and on CUAD agreements; and read through one memo after
// another text that shares sentences with it, as the redline verification reads.
import { describe, expect, it } from 'vitest';
import { buildContext, evaluateCheck, getBuiltInPlaybook, type CheckEvaluation, type PlaybookCheck } from '../src/index.js';
import { transientContext } from '../src/review.js';
import { TextMemo } from '../src/memo.js';
import { cuadDocs } from '../eval/roundtrip.ts';

/** The built-in checks that read a `fallback_when`, once each by id. */
const CHECKS: PlaybookCheck[] = [...new Map(['pbk_msa_standard', 'pbk_saas_standard', 'pbk_license_standard', 'pbk_services_standard', 'pbk_consulting_standard']
  .flatMap((id) => getBuiltInPlaybook(id)?.checks ?? [])
  .filter((c) => c.detection?.fallback_when)
  .map((c) => [c.check_id, c])).values()];

/** The check with every fallback pattern ungated (a branch that cannot match defeats the gate) and a fresh compilation. */
function ungated(check: PlaybookCheck): PlaybookCheck {
  const d = check.detection!;
  const fw = d.fallback_when!;
  const never = (p: string) => `${p}|(?!)`;
  return { ...check, detection: { ...d, fallback_when: { ...fw, patterns: fw.patterns.map(never), ...(fw.anywhere ? { anywhere: fw.anywhere.map(never) } : {}) } } };
}

const reading = (e: CheckEvaluation) => ({ outcome: e.outcome, position: e.position, note: e.note, sentences: e.sentenceIdx, evidence: e.evidence.map((c) => [c.start, c.end]) });

// Written for this test: a supplier's IP indemnity, then one sentence that narrows it on one ground, in several
// draftings; the places named elsewhere decide the one-country ground.
const INDEMNITY = (supplier: string, customer: string) => `${supplier} shall defend ${customer} against any claim by a third party that the Deliverables infringe that party's intellectual property rights, and shall indemnify ${customer} against all damages, costs and expenses finally awarded or agreed in settlement.`;
const GROUNDS: [string, string][] = [
  ['final judgment', 'The Supplier shall only be liable for sums ordered to be paid in a final judgment from which no appeal lies.'],
  ['no defence costs', 'This indemnity shall not extend to attorneys\' fees incurred by the Buyer in defending any such claim.'],
  ['one country', 'The indemnity applies only to claims of infringement of a patent issued in the United States.'],
  ['under the cap', 'The Supplier\'s obligations under this clause are subject to the limitation of liability in clause 14.'],
  ['late notice', 'Failure by the Buyer to notify the Supplier of a claim within ten (10) days shall relieve the Supplier of all obligations under this clause.'],
  ['benign', 'The Buyer shall give the Supplier prompt written notice of the claim and reasonable assistance at the Supplier\'s cost.'],
];
const CAP_REACHES = '14.2 The limits in clause 14.1 apply to all liability under this Agreement, including liability under the indemnity in clause 9.';
const contract = (ground: string, extra: string[] = []) => [
  'SUPPLY AGREEMENT',
  '1. Definitions\n\n1.1 "Deliverables" means the software and documents the Supplier provides under an Order.',
  `9. Indemnity\n\n9.1 ${INDEMNITY('The Supplier', 'the Buyer')}\n\n9.2 ${ground}`,
  `14. Liability\n\n14.1 Each party's total liability under this Agreement shall not exceed the fees paid in the twelve (12) months before the claim.${extra.length ? `\n\n${extra.join('\n\n')}` : ''}`,
  '20. Notices\n\n20.1 Notices shall be sent to the address of the receiving party set out above, or by courier to its registered office in Toronto, Canada.',
].join('\n\n');

const TEXTS: [string, string][] = [
  ...GROUNDS.map(([name, ground]): [string, string] => [name, contract(ground)]),
  ['one country, another place named', contract(GROUNDS[2][1], ['14.3 The Buyer may use the Deliverables in the United States, Canada and the United Kingdom.'])],
  ['cap clause reaching the indemnity', contract(GROUNDS[5][1], [CAP_REACHES])],
  ['cap clause with an exception', contract(GROUNDS[5][1], ['14.2 The limits in clause 14.1 apply to all liability, including under the indemnity in clause 9, except for wilful misconduct.'])],
];

describe('fallback_when gated and kept in the memo reads as the ungated patterns do', () => {
  it('covers the fallback grounds on the texts written for it', () => {
    expect(CHECKS.length).toBeGreaterThan(1);
    const msa = CHECKS.find((c) => c.check_id === 'msa.indemnification')!;
    const notes = new Set(TEXTS.map(([, t]) => evaluateCheck(msa, buildContext(t)).note));
    // (each ground's own note, and none for the benign twin)
    expect(notes.size).toBeGreaterThanOrEqual(5);
  });

  it.each(TEXTS)('%s', (_, text) => {
    for (const check of CHECKS) {
      const want = reading(evaluateCheck(ungated(check), buildContext(text)));
      const memo = TextMemo.create();
      // read twice through one memo: the second reading is the memo's
      expect(reading(evaluateCheck(check, buildContext(text, memo)))).toEqual(want);
      expect(reading(evaluateCheck(check, transientContext(text, memo)))).toEqual(want);
    }
  });

  it('a text read through the memo of another that shares its sentences reads as when read alone', () => {
    const msa = CHECKS.find((c) => c.check_id === 'msa.indemnification')!;
    for (const [, a] of TEXTS) {
      for (const [, b] of TEXTS) {
        const memo = TextMemo.create();
        evaluateCheck(msa, buildContext(a, memo));
        expect(reading(evaluateCheck(msa, transientContext(b, memo)))).toEqual(reading(evaluateCheck(ungated(msa), buildContext(b))));
      }
    }
  });

  it('the places a contract names are its own, whatever was read before it', () => {
    const msa = CHECKS.find((c) => c.check_id === 'msa.indemnification')!;
    const alone = TEXTS.find(([name]) => name === 'one country')![1];
    const beyond = TEXTS.find(([name]) => name === 'one country, another place named')![1];
    for (const order of [[alone, beyond, alone], [beyond, alone, beyond]]) {
      const memo = TextMemo.create();
      const got = order.map((t, k) => evaluateCheck(msa, k ? transientContext(t, memo) : buildContext(t, memo)).position);
      expect(got).toEqual(order.map((t) => (t === alone ? 'preferred' : 'acceptable')));
    }
  });

  it('a ground read from a list\'s lead-in keeps its own cue text in the memo', () => {
    // the same item under two lead-ins: the one that makes it a ground, and one that does not
    const msa = CHECKS.find((c) => c.check_id === 'msa.indemnification')!;
    const item = '(a) damages awarded against the Buyer in a final, non-appealable judgment; and\n\n(b) interest on those damages.';
    const under = (lead: string) => contract(`${GROUNDS[5][1]}\n\n9.3 ${lead}\n\n${item}`);
    const narrow = under('The Supplier\'s payments under clause 9.1 shall be limited only to the following:');
    const open = under('The Supplier\'s payments under clause 9.1 shall include the following:');
    const notes = [narrow, open].map((t) => evaluateCheck(msa, buildContext(t)).note);
    expect(notes[0]).toBeDefined();
    expect(notes[1]).toBeUndefined();
    for (const [first, second] of [[narrow, open], [open, narrow]]) {
      const memo = TextMemo.create();
      evaluateCheck(msa, buildContext(first, memo));
      expect(reading(evaluateCheck(msa, transientContext(second, memo)))).toEqual(reading(evaluateCheck(ungated(msa), buildContext(second))));
    }
  });

  it('reads the first CUAD agreements as the ungated patterns do', () => {
    const docs = cuadDocs(60);
    if (!docs.length) return;
    let granted = 0;
    for (const doc of docs) {
      const memo = TextMemo.create();
      const ctx = buildContext(doc.text, memo);
      for (const check of CHECKS) {
        const got = reading(evaluateCheck(check, ctx));
        expect(got, `${doc.name} ${check.check_id}`).toEqual(reading(evaluateCheck(ungated(check), buildContext(doc.text))));
        if (got.note && got.outcome === 'entailed') granted++;
      }
    }
    // (the fallback path is taken on some of them, not only skipped)
    expect(granted).toBeGreaterThan(0);
  });
});
