// Writes what the engine's rules read in each ContractNLI NDA, as JSON lines on stdout, so that the NLI
// reviser (train_nli.py) is trained on the engine's own sentences and rule signals:
// { id, sentences: [{ start, end, text, heading }], checks: { <check_id>: { hyp, outcome, evidence, topic,
//   entail, contradict, gold, gold_spans } } }. Reads the shared data in place (CONTRACT_DATA_DIR).
import { buildContext, evaluateCheck, getBuiltInPlaybook } from '../../packages/engine/dist/index.js';
import { loadContractNli, NLI_CHECKS } from '../../packages/engine/eval/data.ts';

const split = process.argv[2] ?? 'dev';
const playbook = getBuiltInPlaybook('pbk_nda_standard')!;
const LABEL: Record<string, string> = { Entailment: 'entailed', Contradiction: 'contradicted', NotMentioned: 'not_mentioned' };
for (const doc of loadContractNli(split).documents) {
  const ctx = buildContext(doc.text);
  const sentences = ctx.sentences.map((s, i) => ({ start: s.start, end: s.end, text: ctx.sentenceText[i], heading: ctx.clauseById.get(s.clause_id)?.heading ?? '' }));
  const checks: Record<string, unknown> = {};
  const ann = doc.annotation_sets[0].annotations;
  for (const [hyp, checkId] of Object.entries(NLI_CHECKS)) {
    const a = ann[hyp];
    if (!a) continue;
    const ev = evaluateCheck(playbook.checks.find((c) => c.check_id === checkId)!, ctx);
    checks[checkId] = {
      hyp,
      outcome: ev.outcome,
      evidence: ev.sentenceIdx,
      topic: ev.cues?.topic ?? [],
      entail: ev.cues?.entail ?? [],
      contradict: ev.cues?.contradict ?? [],
      gold: LABEL[a.choice],
      gold_spans: a.spans.map((i) => doc.spans[i]),
    };
  }
  process.stdout.write(`${JSON.stringify({ id: doc.id, sentences, checks })}\n`);
}
