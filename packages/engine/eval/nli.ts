// ContractNLI eval: compare the NDA playbook's check outcomes and evidence to the expert labels, for two
// sources: the rules alone (evaluateCheck on every dev NDA), and the shipped pipeline (rules + learned
// evidence ranker) as cross-validated by tools/train/train_nli.py (data/nli.cv.json: each document's
// evidence from a ranker that never saw it). The shipped model's own figures on dev are fitted and not printed.
import { readFileSync } from 'node:fs';
import { buildContext, evaluateCheck, getBuiltInPlaybook, ask, type CheckOutcome } from '../dist/index.js';
import { loadContractNli, NLI_CHECKS, NLI_QUESTIONS, type NliDoc } from './data.ts';

/** One check's outcome and cited spans for one document. */
export type Predict = (doc: NliDoc, checkId: string) => { outcome: CheckOutcome; evidence: { start: number; end: number }[] };

/** The rules alone: evaluateCheck of pbk_nda_standard, without the learned evidence ranker. */
export function rulesOnly(): Predict {
  const playbook = getBuiltInPlaybook('pbk_nda_standard')!;
  let last: { doc: NliDoc; ctx: ReturnType<typeof buildContext> } | null = null;
  return (doc, checkId) => {
    if (last?.doc !== doc) last = { doc, ctx: buildContext(doc.text) };
    const ev = evaluateCheck(playbook.checks.find((c) => c.check_id === checkId)!, last.ctx);
    return { outcome: ev.outcome, evidence: ev.evidence };
  };
}

/** The shipped pipeline's out-of-fold predictions (data/nli.cv.json, written by tools/train/train_nli.py). */
export function crossValidated(): Predict {
  const cv = JSON.parse(readFileSync(new URL('../data/nli.cv.json', import.meta.url), 'utf8')) as {
    documents: Record<string, Record<string, { outcome: CheckOutcome; evidence: [number, number][] }>>;
  };
  return (doc, checkId) => {
    const p = cv.documents[String(doc.id)]?.[checkId];
    if (!p) throw new Error(`no cross-validated prediction for document ${doc.id}, ${checkId}: re-run tools/train/run.sh`);
    return { outcome: p.outcome, evidence: p.evidence.map(([start, end]) => ({ start, end })) };
  };
}

/** What tools/train/nli-label.py wrote: the label model's out-of-sample outcomes and how they were chosen. */
export interface LabelModelRun {
  protocol: { folds: number; chosen: { features: string; C: number; margin: number; tune_cv_accuracy: number }; search: unknown[] };
  /** fitted on TUNE with the setting chosen inside TUNE, scored on TEST once */
  test: Record<string, Record<string, CheckOutcome>>;
  /** 10-fold cross-validation by document over all of dev, same setting */
  cv: Record<string, Record<string, CheckOutcome>>;
}

export function labelModelRun(): LabelModelRun {
  return JSON.parse(readFileSync(new URL('../data/nli-label.cv.json', import.meta.url), 'utf8')) as LabelModelRun;
}

/**
 * The label model's out-of-sample outcomes (`test` or `cv` of data/nli-label.cv.json) with the shipped
 * pipeline's cross-validated evidence; an outcome of not mentioned cites nothing.
 */
export function labelModel(which: 'test' | 'cv', run = labelModelRun(), evidence: Predict = crossValidated()): Predict {
  return (doc, checkId) => {
    const outcome = run[which][String(doc.id)]?.[checkId];
    if (!outcome) throw new Error(`no label-model outcome (${which}) for document ${doc.id}, ${checkId}: re-run tools/train/nli-label.py`);
    return { outcome, evidence: outcome === 'not_mentioned' ? [] : evidence(doc, checkId).evidence };
  };
}

/** The label model's honest figures next to the rules' on the same documents (issue 11's protocol). */
export function printLabelModel(): void {
  const run = labelModelRun();
  const c = run.protocol.chosen;
  // the rules' outcomes with the same (cross-validated) evidence, so that only the outcomes differ
  const cv = crossValidated();
  const testRules = runNli('dev', cv, false, 'test');
  const testModel = runNli('dev', labelModel('test', run, cv), false, 'test');
  const better = testModel.accuracy > testRules.accuracy;
  console.log(`Learned label model (tools/train/nli-label.py), measured only, not in the shipped pipeline: on TEST it ${better ? 'beats' : 'does not beat'} the rules`);
  console.log(`  setting chosen by ${run.protocol.folds}-fold CV by document inside TUNE: ${c.features}, C=${c.C}, margin ${c.margin} (TUNE CV ${c.tune_cv_accuracy.toFixed(3)})`);
  printHalves([
    ['TEST rules', testRules],
    ['TEST model', testModel],
    ['all rules', runNli('dev', cv, false)],
    ['all model', runNli('dev', labelModel('cv', run, cv), false)],
  ]);
  console.log('  TEST model: fitted on TUNE, scored once; all model: 10-fold CV by document over the 61 (each fold never sees its documents).');
  console.log('  The rules the model reads were written with dev in view (TUNE errors read), so only TEST is a held-out comparison.');
}

const LABEL: Record<string, CheckOutcome> = { Entailment: 'entailed', Contradiction: 'contradicted', NotMentioned: 'not_mentioned' };
const CLASSES: CheckOutcome[] = ['entailed', 'contradicted', 'not_mentioned'];

function overlaps(a: [number, number], b: { start: number; end: number }): boolean {
  return a[0] < b.end && b.start < a[1];
}

/** True positives, false negatives and F1 of one class from a gold->pred confusion count. */
function classCounts(confusion: Record<string, number>, c: CheckOutcome): { tp: number; fn: number; f1: number } {
  let tp = 0, fp = 0, fn = 0;
  for (const [k, v] of Object.entries(confusion)) {
    const [g, p] = k.split('->');
    if (g === c && p === c) tp += v;
    else if (p === c) fp += v;
    else if (g === c) fn += v;
  }
  const prec = tp + fp ? tp / (tp + fp) : 0;
  const rec = tp + fn ? tp / (tp + fn) : 0;
  return { tp, fn, f1: prec + rec ? (2 * prec * rec) / (prec + rec) : 0 };
}

export interface NliReport {
  docs: number;
  accuracy: number;
  f1: Record<CheckOutcome, number>;
  macro_f1: number;
  evidence_recall: number;
  per_check: { hyp: string; check_id: string; accuracy: number; evidence_recall: number | null; confusion: Record<string, number> }[];
  /**
   * The ContractNLI paper's scoring (Koreeda & Manning 2021): for each class, F1 of that class per
   * hypothesis, averaged over the hypotheses whose gold labels contain the class.
   */
  paper_f1: Record<CheckOutcome, number>;
  ask_recall_at_3: number | null;
  ask_hit_at_3: number | null;
  errors: { doc: number; hyp: string; gold: CheckOutcome; pred: CheckOutcome }[];
}

/**
 * The fixed halves of dev for honest rule work: document ids sorted numerically, then alternated
 * (1st, 3rd, 5th, ... TUNE; 2nd, 4th, ... TEST). Error analysis reads TUNE only; TEST is scored, never read.
 */
export type Half = 'tune' | 'test';
export function halfOf(ids: number[]): Map<number, Half> {
  const sorted = [...ids].sort((a, b) => a - b);
  return new Map(sorted.map((id, k) => [id, k % 2 === 0 ? 'tune' : 'test']));
}

export function runNli(split = 'dev', predict: Predict = rulesOnly(), withAsk = true, half?: Half): NliReport {
  const data = loadContractNli(split);
  if (half) {
    const halves = halfOf(data.documents.map((d) => d.id));
    data.documents = data.documents.filter((d) => halves.get(d.id) === half);
  }
  const confusion: Record<string, number> = {};
  const perCheck = new Map<string, { n: number; ok: number; gold: number; hit: number; confusion: Record<string, number> }>();
  let n = 0, ok = 0, goldSpans = 0, hitSpans = 0;
  let askGold = 0, askHit = 0, askCases = 0, askCaseHit = 0;
  const errors: NliReport['errors'] = [];
  for (const doc of data.documents) {
    const ann = doc.annotation_sets[0].annotations;
    for (const [hyp, checkId] of Object.entries(NLI_CHECKS)) {
      const a = ann[hyp];
      if (!a) continue;
      const gold = LABEL[a.choice];
      const res = predict(doc, checkId);
      const pred = res.outcome;
      const pc = perCheck.get(hyp) ?? { n: 0, ok: 0, gold: 0, hit: 0, confusion: {} };
      perCheck.set(hyp, pc);
      pc.n++; n++;
      if (pred === gold) { pc.ok++; ok++; } else errors.push({ doc: doc.id, hyp, gold, pred });
      const key = `${gold}->${pred}`;
      confusion[key] = (confusion[key] ?? 0) + 1;
      pc.confusion[key] = (pc.confusion[key] ?? 0) + 1;
      if (gold !== 'not_mentioned') {
        const spans = a.spans.map((i) => doc.spans[i]);
        for (const sp of spans) {
          pc.gold++; goldSpans++;
          if (res.evidence.some((c) => overlaps(sp, c))) { pc.hit++; hitSpans++; }
        }
        if (!withAsk) continue;
        const q = ask({ text: doc.text, question: NLI_QUESTIONS[hyp] });
        const top = q.citations.slice(0, 3);
        askCases++;
        let any = false;
        for (const sp of spans) {
          askGold++;
          if (top.some((c) => overlaps(sp, c))) { askHit++; any = true; }
        }
        if (any) askCaseHit++;
      }
    }
  }
  const f1 = {} as Record<CheckOutcome, number>;
  for (const c of CLASSES) f1[c] = classCounts(confusion, c).f1;
  const paper_f1 = {} as Record<CheckOutcome, number>;
  for (const c of CLASSES) {
    const per: number[] = [];
    for (const v of perCheck.values()) {
      const s = classCounts(v.confusion, c);
      if (s.tp + s.fn === 0) continue; // the class is not among this hypothesis's gold labels
      per.push(s.f1);
    }
    paper_f1[c] = per.length ? per.reduce((a, b) => a + b, 0) / per.length : 0;
  }
  return {
    docs: data.documents.length,
    accuracy: ok / n,
    f1,
    paper_f1,
    macro_f1: (f1.entailed + f1.contradicted + f1.not_mentioned) / 3,
    evidence_recall: goldSpans ? hitSpans / goldSpans : 0,
    per_check: [...perCheck.entries()].map(([hyp, v]) => ({ hyp, check_id: NLI_CHECKS[hyp], accuracy: v.ok / v.n, evidence_recall: v.gold ? v.hit / v.gold : null, confusion: v.confusion })),
    ask_recall_at_3: withAsk ? (askGold ? askHit / askGold : 0) : null,
    ask_hit_at_3: withAsk ? (askCases ? askCaseHit / askCases : 0) : null,
    errors,
  };
}

/** One line per half and the whole: accuracy, F1 contradicted (class and paper-style), evidence recall. */
export function printHalves(rows: [string, NliReport][]): void {
  const f = (x: number | null) => (x === null ? '    -' : x.toFixed(3));
  console.log('split         docs  accuracy  F1 contradicted  paper F1 Contradiction  evidence recall');
  for (const [name, r] of rows) {
    console.log(`${name.padEnd(12)} ${String(r.docs).padStart(5)}  ${f(r.accuracy).padStart(8)}  ${f(r.f1.contradicted).padStart(15)}  ${f(r.paper_f1.contradicted).padStart(22)}  ${f(r.evidence_recall).padStart(15)}`);
  }
}

export function printNli(r: NliReport, title: string): void {
  const f = (x: number) => x.toFixed(3);
  console.log(`ContractNLI dev, ${title}: ${r.docs} NDAs x 17 hypotheses`);
  console.log('hypothesis  check_id                          accuracy  evidence_recall  confusion (gold->pred)');
  for (const c of r.per_check) {
    console.log(`${c.hyp.padEnd(11)} ${c.check_id.padEnd(33)} ${f(c.accuracy).padStart(8)}  ${(c.evidence_recall === null ? '   -' : f(c.evidence_recall)).padStart(15)}  ${Object.entries(c.confusion).filter(([k]) => { const [g, p] = k.split('->'); return g !== p; }).map(([k, v]) => `${k.replace(/entailed/g, 'E').replace(/contradicted/g, 'C').replace(/not_mentioned/g, 'N')}:${v}`).join(' ')}`);
  }
  console.log(`NLI accuracy        ${f(r.accuracy)}   (goal >= 0.88)`);
  console.log(`F1 entailed         ${f(r.f1.entailed)}`);
  console.log(`F1 contradicted     ${f(r.f1.contradicted)}`);
  console.log(`F1 not_mentioned    ${f(r.f1.not_mentioned)}`);
  console.log(`macro F1            ${f(r.macro_f1)}`);
  console.log('paper-style F1 (Koreeda & Manning 2021: per hypothesis, averaged over the hypotheses whose gold labels contain the class)');
  console.log(`  F1 Contradiction  ${f(r.paper_f1.contradicted)}   (goal >= 0.40; published test: BERT-base 0.287, BERT-large 0.357, DeBERTa-v2-xlarge 0.405)`);
  console.log(`  F1 Entailment     ${f(r.paper_f1.entailed)}`);
  console.log(`  F1 NotMentioned   ${f(r.paper_f1.not_mentioned)}`);
  console.log(`evidence recall     ${f(r.evidence_recall)}   (goal >= 0.85)`);
  if (r.ask_recall_at_3 !== null) console.log(`ask recall@3        ${f(r.ask_recall_at_3)}   (share of gold evidence spans in the top 3 citations)`);
  if (r.ask_hit_at_3 !== null) console.log(`ask hit@3           ${f(r.ask_hit_at_3)}   (share of questions with a gold span in the top 3)`);
}
