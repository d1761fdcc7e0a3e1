// Measures `ask` on every question suite from the built engine (dist): hit@3, time per question, the tables' load time
// and how many citations quote a bare heading.
//   pnpm --filter @contract-analysis/engine build && pnpm exec node test/ask/measure.ts [--test] [--test2] [--test3] [--test4] [--test5] [--test6] [--misses] [--nli]
// TEST (the third of test/ask/unseen.ts held back) is run only with --test, TEST2 with --test2 TEST3 (test/ask/test3.ts)
// with --test3 and TEST4 (test/ask/test4.ts) with --test4 (each held out once; all are tuning data now).
import { ask, isOperative } from '../../dist/index.js';
import { embed } from '../../dist/learned/ask-wordllama.js';
import { textVector } from '../../dist/learned/ask-vectors.js';

// loading the shipped tables (once per process, on a contract's first question)
{
  let t = performance.now();
  embed(['load']);
  const wl = performance.now() - t;
  t = performance.now();
  textVector(['load']);
  console.log(`load: paraphrase embedding (ask.wordllama.json) ${wl.toFixed(0)} ms, CUAD word vectors (ask.vectors.json) ${(performance.now() - t).toFixed(0)} ms`);
}
import { HELDOUT_CASES, PARAPHRASE_CASES, paraphraseDocs, paraphraseHitAt3 } from './paraphrase.ts';
import { UNSEEN_DEV, UNSEEN_TEST, UNSEEN_TEST2, unseenDocs } from './unseen.ts';
import { TEST3_CASES, test3Docs } from './test3.ts';
import { TEST4_CASES, test4Docs } from './test4.ts';
import { TEST5_CASES, test5Docs } from './test5.ts';
import { TEST6_CASES, test6Docs } from './test6.ts';

const args = new Set(process.argv.slice(2));
let calls = 0;
let ms = 0;
const cite = (text: string, question: string) => {
  const t = performance.now();
  const c = ask({ text, question }).citations;
  ms += performance.now() - t;
  calls++;
  return c;
};
const suites: [string, { doc: string; question: string; gold: string[] }[], Record<string, string | null>][] = [
  ['old paraphrase (51, fitted)', PARAPHRASE_CASES, paraphraseDocs()],
  ['old held-out (16, NETGEAR)', HELDOUT_CASES, paraphraseDocs()],
  ['unseen DEV', UNSEEN_DEV, unseenDocs()],
];
if (args.has('--test')) suites.push(['unseen TEST', UNSEEN_TEST, unseenDocs()]);
if (args.has('--test2')) suites.push(['unseen TEST2', UNSEEN_TEST2, unseenDocs()]);
if (args.has('--test3')) suites.push(['TEST3 (tuning since round 5)', TEST3_CASES, test3Docs()]);
if (args.has('--test4')) suites.push(['TEST4 (tuning since round 6)', TEST4_CASES, test4Docs()]);
if (args.has('--test5')) suites.push(['held-out TEST5', TEST5_CASES, test5Docs()]);
if (args.has('--test6')) suites.push(['held-out TEST6', TEST6_CASES, test6Docs()]);
for (const [name, suite, docs] of suites) {
  const r = paraphraseHitAt3(cite, suite, docs);
  if (r.missingGold.length) console.log(`  missing gold: ${r.missingGold.join(' | ')}`);
  console.log(`${name.padEnd(30)} hit@3 ${r.hit_at_3.toFixed(3)} (${r.hits}/${r.cases})`);
  if (args.has('--misses')) for (const m of r.misses) console.log(`    miss [${m.doc}] ${m.question}`);
}
console.log(`time per question over the suites (a contract's index built on its first question): ${(ms / calls).toFixed(1)} ms over ${calls}`);
// latency: a contract's first question (index and sentence vectors built) and the next ones (cached index)
for (const [name, text] of Object.entries(unseenDocs())) {
  const qs = UNSEEN_DEV.filter((c) => c.doc === name).map((c) => c.question);
  if (!text || !qs.length) continue;
  const fresh = `${text}\n`; // a text the cache has not seen
  let t = performance.now();
  ask({ text: fresh, question: 'Who pays the taxes?' });
  const cold = performance.now() - t;
  t = performance.now();
  for (let r = 0; r < 5; r++) for (const q of qs) ask({ text: fresh, question: q });
  console.log(`  ${name} (${text.length} chars): first question ${cold.toFixed(0)} ms, then ${((performance.now() - t) / (5 * qs.length)).toFixed(1)} ms per question`);
}
// a 160 kB CUAD contract (the one nearest that size) and the largest: the first question builds the document context,
// the index and the sentence vectors
{
  const { readdirSync, readFileSync, statSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  const { CUAD_DIR } = await import('./paraphrase.ts');
  let files: string[] = [];
  try { files = readdirSync(CUAD_DIR).filter((f) => f.endsWith('.txt')); } catch { /* no shared data */ }
  const sized = files.map((f) => ({ f, size: statSync(resolve(CUAD_DIR, f)).size }));
  const near160 = [...sized].sort((a, b) => Math.abs(a.size - 160_000) - Math.abs(b.size - 160_000))[0];
  const largestOne = [...sized].sort((a, b) => b.size - a.size)[0];
  for (const largest of near160 ? [near160, largestOne] : []) {
    const text = readFileSync(resolve(CUAD_DIR, largest.f), 'utf8');
    const qs = ['Who pays the taxes?', 'Can we get out of the contract early?', 'How long does the agreement last?', 'What is the most either side could owe?', 'Can they hand the contract to another company?'];
    let t = performance.now();
    ask({ text, question: qs[0] });
    const cold = performance.now() - t;
    t = performance.now();
    for (let r = 0; r < 5; r++) for (const q of qs) ask({ text, question: q });
    console.log(`  CUAD ${largest.f.slice(0, 30)} (${(largest.size / 1000).toFixed(0)} kB): first question ${cold.toFixed(0)} ms, then ${((performance.now() - t) / (5 * qs.length)).toFixed(1)} ms per question`);
  }
}
// bare headings among the citations (60 CUAD texts in name order, the held-out ones skipped, four questions each)
{
  const { readdirSync, readFileSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  const { CUAD_DIR } = await import('./paraphrase.ts');
  const held = new Set(readFileSync(new URL('../../../../tools/train/ask-heldout.txt', import.meta.url), 'utf8').split('\n'));
  let files: string[] = [];
  try { files = readdirSync(CUAD_DIR).filter((f) => f.endsWith('.txt') && !held.has(f)).sort().slice(0, 60); } catch { /* no shared data */ }
  let n = 0, bare = 0;
  for (const f of files) {
    const text = readFileSync(resolve(CUAD_DIR, f), 'utf8');
    for (const q of ['Who pays the taxes?', 'Can we get out of the contract early?', 'How long does the agreement last?', 'Which law applies?']) {
      for (const c of ask({ text, question: q }).citations) { n++; if (!isOperative(c.quote)) bare++; }
    }
  }
  if (files.length) console.log(`bare headings or page lines cited (review.ts isOperative): ${bare} of ${n} citations on ${files.length} CUAD texts x 4 questions`);
}
if (args.has('--nli')) {
  const { loadContractNli, NLI_QUESTIONS } = await import('../../eval/data.ts');
  const data = loadContractNli('dev');
  let cases = 0, hit = 0;
  const t = performance.now();
  for (const doc of data.documents) {
    const ann = doc.annotation_sets[0].annotations;
    for (const hyp of Object.keys(NLI_QUESTIONS)) {
      const a = ann[hyp];
      if (!a || a.choice === 'NotMentioned') continue;
      const spans = a.spans.map((i: number) => doc.spans[i]);
      const top = ask({ text: doc.text, question: NLI_QUESTIONS[hyp] }).citations.slice(0, 3);
      cases++;
      if (spans.some(([s, e]: [number, number]) => top.some((c) => c.start < e && s < c.end))) hit++;
    }
  }
  console.log(`ContractNLI hypotheses as questions (dev) hit@3 ${(hit / cases).toFixed(3)} (${hit}/${cases}), ${((performance.now() - t) / cases).toFixed(1)} ms/question`);
}
