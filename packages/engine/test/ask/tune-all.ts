// The 270 tuning questions (every suite but the fitted 51 counted apart) with the sentence encoder, quickly: per-suite
// hit@3, the total, CPU per question, and with --misses each miss's top three citations.
//   pnpm exec node test/ask/tune-all.ts [--misses] [--lexical]
import { ask as lexicalAsk, askRanked, loadEncoder, DEFAULT_ENCODER, type AskInput, type AskOutput } from '../../dist/index.js';
import { HELDOUT_CASES, PARAPHRASE_CASES, paraphraseDocs, paraphraseHitAt3 } from './paraphrase.ts';
import { UNSEEN_DEV, UNSEEN_TEST, UNSEEN_TEST2, unseenDocs } from './unseen.ts';
import { TEST3_CASES, test3Docs } from './test3.ts';
import { TEST4_CASES, test4Docs } from './test4.ts';
import { TEST5_CASES, test5Docs } from './test5.ts';

const args = new Set(process.argv.slice(2));
const encoder = args.has('--lexical') ? null : await loadEncoder(DEFAULT_ENCODER);
const ask = (input: AskInput): Promise<AskOutput> => (encoder ? askRanked(input, encoder) : Promise.resolve(lexicalAsk(input)));
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const suites: [string, { doc: string; question: string; gold: string[] }[], Record<string, string | null>][] = [
  ['paraphrase 51 (fitted)', PARAPHRASE_CASES, paraphraseDocs()],
  ['NETGEAR 16', HELDOUT_CASES, paraphraseDocs()],
  ['DEV 41', UNSEEN_DEV, unseenDocs()],
  ['TEST 20', UNSEEN_TEST, unseenDocs()],
  ['TEST2 26', UNSEEN_TEST2, unseenDocs()],
  ['TEST3 51', TEST3_CASES, test3Docs()],
  ['TEST4 55', TEST4_CASES, test4Docs()],
  ['TEST5 61', TEST5_CASES, test5Docs()],
];
let total = 0, n = 0, cpuMs = 0;
const line: string[] = [];
for (const [name, suite, docs] of suites) {
  const got = new Map<string, AskOutput>();
  for (const c of suite) {
    const text = docs[c.doc];
    if (text === null) continue;
    const u = cpu();
    got.set(`${c.doc}\u0000${c.question}`, await ask({ text, question: c.question }));
    cpuMs += cpu() - u;
    n++;
  }
  const r = paraphraseHitAt3((_t, q) => got.get(`${suite.find((c) => c.question === q)!.doc}\u0000${q}`)!.citations, suite, docs);
  total += r.hits;
  line.push(`${name} ${r.hits}/${r.cases}`);
  if (args.has('--misses')) for (const m of r.misses) {
    const out = got.get(`${m.doc}\u0000${m.question}`)!;
    console.log(`MISS ${name} [${m.doc}] ${m.question}\n   gold: ${m.gold.join(' | ').slice(0, 160)}`);
    if (!out.citations.length) console.log('   -> NOT ADDRESSED');
    for (const c of out.citations.slice(0, 3)) console.log(`   -> ${c.score} ${c.quote.replace(/\s+/g, ' ').slice(0, 150)}`);
  }
}
console.log(line.join(' | '));
console.log(`all ${total} of ${n}; ${(cpuMs / n).toFixed(1)} ms CPU per question`);
