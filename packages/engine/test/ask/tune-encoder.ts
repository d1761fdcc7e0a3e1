// Tunes `askRanked` (the sentence encoder re-reading the lexical method's best K sentences) on the TUNING suites only:
// the old paraphrase and held-out suites, unseen DEV/TEST/TEST2, TEST3, TEST4 and ContractNLI dev hypotheses as
// questions. TEST5 is never loaded here. Needs the built engine and the models set-up installs.
//   pnpm --filter @contract-analysis/engine build && pnpm exec node test/ask/tune-encoder.ts [encoder] [--grid] [--nli]
import { ask, askRanked, loadEncoder, type EncoderName, type RerankOptions } from '../../dist/index.js';
import { HELDOUT_CASES, PARAPHRASE_CASES, paraphraseDocs, paraphraseHitAt3 } from './paraphrase.ts';
import { UNSEEN_DEV, UNSEEN_TEST, UNSEEN_TEST2, unseenDocs } from './unseen.ts';
import { TEST3_CASES, test3Docs } from './test3.ts';
import { TEST4_CASES, test4Docs } from './test4.ts';
import { nliCases } from './tune-cases.ts';

const args = process.argv.slice(2);
// one encoder, or several joined by "+" (their readings averaged)
const names = (args.find((a) => !a.startsWith('--')) ?? 'e5-small-v2-q').split('+') as EncoderName[];
let t = performance.now();
const encoder = await Promise.all(names.map(async (n) => {
  const e = await loadEncoder(n);
  if (!e) throw new Error(`no model files for ${n}: run tools/ask-models.sh ${n}`);
  return e;
}));
console.log(`${names.join(' + ')}: loaded in ${(performance.now() - t).toFixed(0)} ms`);

type Case = { doc: string; question: string; gold: string[] };
const suites: [string, Case[], Record<string, string | null>][] = [
  ['paraphrase', PARAPHRASE_CASES, paraphraseDocs()],
  ['held-out16', HELDOUT_CASES, paraphraseDocs()],
  ['unseenDEV', UNSEEN_DEV, unseenDocs()],
  ['unseenTEST', UNSEEN_TEST, unseenDocs()],
  ['unseenTEST2', UNSEEN_TEST2, unseenDocs()],
  ['TEST3', TEST3_CASES, test3Docs()],
  ['TEST4', TEST4_CASES, test4Docs()],
];
const nli = args.includes('--nli') ? await nliCases() : [];

async function score(opts: RerankOptions | null): Promise<string> {
  const row: string[] = [];
  let hits = 0, cases = 0;
  for (const [, suite, docs] of suites) {
    const got = new Map<string, { start: number; end: number }[]>();
    for (const c of suite) {
      const text = docs[c.doc];
      if (text === null) continue;
      got.set(`${c.doc}\u0000${c.question}`, (opts ? await askRanked({ text, question: c.question }, encoder, opts) : ask({ text, question: c.question })).citations);
    }
    const r = paraphraseHitAt3((_text, q) => got.get(`${suite.find((c) => c.question === q)!.doc}\u0000${q}`)!, suite, docs);
    row.push(r.hit_at_3.toFixed(3));
    if (suites[0][1] !== suite) { hits += r.hits; cases += r.cases; }
  }
  row.push(`| tuning w/o fitted ${(hits / cases).toFixed(3)} (${hits}/${cases})`);
  if (nli.length) {
    let h = 0;
    for (const c of nli) {
      const top = (opts ? await askRanked({ text: c.text, question: c.question }, encoder, opts) : ask(c)).citations.slice(0, 3);
      if (c.spans.some(([s, e]) => top.some((x) => x.start < e && s < x.end))) h++;
    }
    row.push(`NLI ${(h / nli.length).toFixed(3)}`);
  }
  return row.join(' ');
}

console.log(`columns: ${suites.map((s) => s[0]).join(' ')}`);
console.log(`lexical ask         ${await score(null)}`);
t = performance.now();
console.log(`default             ${await score({})}  (${((performance.now() - t) / 1000).toFixed(1)} s, first pass fills the cache)`);
if (args.includes('--grid')) {
  for (const passage of ['sentence', 'heading'] as const) {
    for (const fusion of ['minmax'] as const) {
      for (const k of [20, 30, 40]) {
        for (const weight of [0.3, 0.4, 0.5, 0.6]) {
          console.log(`${passage} ${fusion} k${k} w${weight}`.padEnd(26), await score({ passage, fusion, k, weight }));
        }
      }
    }
  }
}
