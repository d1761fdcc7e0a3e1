// Measures `ask` on every question suite from the built engine (dist): hit@3, time per question, the tables' load time
// and how many citations quote a bare heading.
//   pnpm --filter @contract-analysis/engine build && pnpm exec node test/ask/measure.ts [--test] [--test2] [--test3] [--test4] [--test5] [--test6] [--test7] [--test8] [--test9] [--test10 [--only-test10]] [--test11 [--only-test11]] [--test12 [--only-test12]] [--test13 [--only-test13]] [--test14 [--only-test14]] [--test15 [--only-test15]] [--test16 [--only-test16]] [--test17 [--only-test17]] [--test18 [--only-test18]] [--misses] [--quick] [--nli] [--encoder[=name]] [--no-adapter] [--k N] [--passage sentence|heading|context|window]
// --misses lists each miss with its top three citations; --quick leaves out the latency and the bare-heading count,
// for tuning.
// --encoder measures `askRanked` with the sentence encoder set-up installs (learned/ask-encoder.ts; the server's path)
// instead of the lexical `ask`.
// TEST (the third of test/ask/unseen.ts held back) is run only with --test, TEST2 with --test2 TEST3 (test/ask/test3.ts)
// with --test3 and TEST4 (test/ask/test4.ts) with --test4 (each held out once; all are tuning data now).
import { ask as lexicalAsk, askRanked, isOperative, loadEncoder, DEFAULT_ENCODER, type AskInput, type AskOutput, type EncoderName } from '../../dist/index.js';
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
const encoderArg = process.argv.slice(2).find((a) => a.startsWith('--encoder'));
const encoder = encoderArg ? await (async () => {
  const name = (encoderArg.split('=')[1] ?? DEFAULT_ENCODER) as EncoderName;
  const t = performance.now();
  const e = await loadEncoder(name);
  if (!e) throw new Error(`no model files for ${name}: run tools/ask-models.sh ${name}`);
  console.log(`load: sentence encoder ${name} ${(performance.now() - t).toFixed(0)} ms; measuring askRanked`);
  return e;
})() : null;
// CPU time as well as wall time: the machine is shared, so wall time says little about the method's own cost
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
// --no-adapter: askRanked without the learned question adapter (round 9's method)
const adapter = !process.argv.includes('--no-adapter');
// --k N: the encoder re-reads the lexical method's best N sentences instead of 30 (round 11's wider pool)
const kAt = process.argv.indexOf('--k');
const k = kAt > 0 ? Number(process.argv[kAt + 1]) : undefined;
// --passage P: what the encoder reads for a candidate (sentence, heading, context, window: askRanked's RerankOptions)
const passageAt = process.argv.indexOf('--passage');
const passage = passageAt > 0 ? (process.argv[passageAt + 1] as 'sentence' | 'heading' | 'context' | 'window') : undefined;
const ask = (input: AskInput): Promise<AskOutput> => (encoder ? askRanked(input, encoder, { adapter, ...(k ? { k } : {}), ...(passage ? { passage } : {}) }) : Promise.resolve(lexicalAsk(input)));
import { HELDOUT_CASES, PARAPHRASE_CASES, paraphraseDocs, paraphraseHitAt3 } from './paraphrase.ts';
import { UNSEEN_DEV, UNSEEN_TEST, UNSEEN_TEST2, unseenDocs } from './unseen.ts';
import { TEST3_CASES, test3Docs } from './test3.ts';
import { TEST4_CASES, test4Docs } from './test4.ts';
// TEST5 (held out until round 7, tuning data since round 8) is loaded only with --test5
// TEST6 (held out) is loaded only with --test6, TEST7 (held out) only with --test7, TEST8 (held out) only with --test8,
// TEST9 (held out) only with --test9, TEST10 (held out in session 18) with --test10, TEST11 (held out in session 22) with
// --test11, TEST12 (held out in session 23) with --test12, TEST13 (held out in session 24) with --test13, TEST14 (held out in session 25) with --test14, TEST15 (held out in session 26) with
// --test15, TEST16 (held out in session 27) with --test16, TEST17 (held out in session 28) with --test17, TEST18 (held out in session 29) with --test18; --only-test10 /
// --only-test11 / --only-test12 / --only-test13 / --only-test14 / --only-test15 / --only-test16 / --only-test17 / --only-test18 measure the last
// suite named alone

const args = new Set(process.argv.slice(2));
let calls = 0;
let hits = 0;
let cases = 0;
let ms = 0;
let cpuMs = 0;
const suites: [string, { doc: string; question: string; gold: string[] }[], Record<string, string | null>][] = [
  ['old paraphrase (51, fitted)', PARAPHRASE_CASES, paraphraseDocs()],
  ['old held-out (16, NETGEAR)', HELDOUT_CASES, paraphraseDocs()],
  ['unseen DEV', UNSEEN_DEV, unseenDocs()],
];
if (args.has('--test')) suites.push(['unseen TEST', UNSEEN_TEST, unseenDocs()]);
if (args.has('--test2')) suites.push(['unseen TEST2', UNSEEN_TEST2, unseenDocs()]);
if (args.has('--test3')) suites.push(['TEST3 (tuning since round 5)', TEST3_CASES, test3Docs()]);
if (args.has('--test4')) suites.push(['TEST4 (tuning since round 6)', TEST4_CASES, test4Docs()]);
if (args.has('--test5')) { const { TEST5_CASES, test5Docs } = await import('./test5.ts'); suites.push(['TEST5 (tuning since round 8)', TEST5_CASES, test5Docs()]); }
if (args.has('--test6')) { const { TEST6_CASES, test6Docs } = await import('./test6.ts'); suites.push(['held-out TEST6', TEST6_CASES, test6Docs()]); }
if (args.has('--test7')) { const { TEST7_CASES, test7Docs } = await import('./test7.ts'); suites.push(['held-out TEST7', TEST7_CASES, test7Docs()]); }
if (args.has('--test8')) { const { TEST8_CASES, test8Docs } = await import('./test8.ts'); suites.push(['held-out TEST8', TEST8_CASES, test8Docs()]); }
if (args.has('--test9')) { const { TEST9_CASES, test9Docs } = await import('./test9.ts'); suites.push(['held-out TEST9', TEST9_CASES, test9Docs()]); }
if (args.has('--test10')) { const { TEST10_CASES, test10Docs } = await import('./test10.ts'); suites.push(['held-out TEST10', TEST10_CASES, test10Docs()]); }
if (args.has('--test11')) { const { TEST11_CASES, test11Docs } = await import('./test11.ts'); suites.push(['held-out TEST11', TEST11_CASES, test11Docs()]); }
if (args.has('--test12')) { const { TEST12_CASES, test12Docs } = await import('./test12.ts'); suites.push(['held-out TEST12', TEST12_CASES, test12Docs()]); }
if (args.has('--test13')) { const { TEST13_CASES, test13Docs } = await import('./test13.ts'); suites.push(['held-out TEST13', TEST13_CASES, test13Docs()]); }
if (args.has('--test14')) { const { TEST14_CASES, test14Docs } = await import('./test14.ts'); suites.push(['held-out TEST14', TEST14_CASES, test14Docs()]); }
if (args.has('--test15')) { const { TEST15_CASES, test15Docs } = await import('./test15.ts'); suites.push(['held-out TEST15', TEST15_CASES, test15Docs()]); }
if (args.has('--test16')) { const { TEST16_CASES, test16Docs } = await import('./test16.ts'); suites.push(['held-out TEST16', TEST16_CASES, test16Docs()]); }
if (args.has('--test17')) { const { TEST17_CASES, test17Docs } = await import('./test17.ts'); suites.push(['held-out TEST17', TEST17_CASES, test17Docs()]); }
if (args.has('--test18')) { const { TEST18_CASES, test18Docs } = await import('./test18.ts'); suites.push(['held-out TEST18', TEST18_CASES, test18Docs()]); }
if (args.has('--only-test10') || args.has('--only-test11') || args.has('--only-test12') || args.has('--only-test13') || args.has('--only-test14') || args.has('--only-test15') || args.has('--only-test16') || args.has('--only-test17') || args.has('--only-test18')) suites.splice(0, suites.length - 1);
for (const [name, suite, docs] of suites) {
  // answered first (ask may be async), then scored
  const got = new Map<string, AskOutput['citations']>();
  for (const c of suite) {
    const text = docs[c.doc];
    if (text === null) continue;
    const t = performance.now(), u = cpu();
    got.set(`${c.doc}\u0000${c.question}`, (await ask({ text, question: c.question })).citations);
    ms += performance.now() - t;
    cpuMs += cpu() - u;
    calls++;
  }
  const r = paraphraseHitAt3((_text, q) => got.get(`${suite.find((c) => c.question === q)!.doc}\u0000${q}`)!, suite, docs);
  if (r.missingGold.length) console.log(`  missing gold: ${r.missingGold.join(' | ')}`);
  console.log(`${name.padEnd(30)} hit@3 ${r.hit_at_3.toFixed(3)} (${r.hits}/${r.cases})`);
  hits += r.hits;
  cases += r.cases;
  if (args.has('--misses')) {
    for (const m of r.misses) {
      const cited = got.get(`${m.doc}\u0000${m.question}`)!;
      console.log(`    miss [${m.doc}] ${m.question}\n      gold: ${m.gold.join(' | ').slice(0, 160)}`);
      if (!cited.length) console.log('      -> not addressed');
      for (const c of cited.slice(0, 3)) console.log(`      -> ${c.score} ${c.quote.replace(/\s+/g, ' ').slice(0, 150)}`);
    }
  }
}
console.log(`all suites: ${hits} of ${cases}`);
console.log(`time per question over the suites (a contract's index built on its first question): ${(ms / calls).toFixed(1)} ms wall, ${(cpuMs / calls).toFixed(1)} ms CPU over ${calls}`);
// latency: a contract's first question (index and sentence vectors built) and the next ones (cached index)
if (!args.has('--quick')) for (const [name, text] of Object.entries(unseenDocs())) {
  const qs = UNSEEN_DEV.filter((c) => c.doc === name).map((c) => c.question);
  if (!text || !qs.length) continue;
  const fresh = `${text}\n`; // a text the cache has not seen
  let t = performance.now(), u = cpu();
  await ask({ text: fresh, question: 'Who pays the taxes?' });
  const cold = performance.now() - t, coldCpu = cpu() - u;
  t = performance.now(); u = cpu();
  for (let r = 0; r < 5; r++) for (const q of qs) await ask({ text: fresh, question: q });
  console.log(`  ${name} (${text.length} chars): first question ${cold.toFixed(0)} ms (${coldCpu.toFixed(0)} ms CPU), then ${((performance.now() - t) / (5 * qs.length)).toFixed(1)} ms (${((cpu() - u) / (5 * qs.length)).toFixed(1)} ms CPU) per question`);
}
// a 160 kB CUAD contract (the one nearest that size) and the largest: the first question builds the document context,
// the index and the sentence vectors
if (!args.has('--quick')) {
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
    let t = performance.now(), u = cpu();
    await ask({ text, question: qs[0] });
    const cold = performance.now() - t, coldCpu = cpu() - u;
    // the other questions once each (their candidates mostly new to the encoder's cache), then all again (cached)
    t = performance.now(); u = cpu();
    for (const q of qs.slice(1)) await ask({ text, question: q });
    const next = (performance.now() - t) / (qs.length - 1), nextCpu = (cpu() - u) / (qs.length - 1);
    t = performance.now(); u = cpu();
    for (let r = 0; r < 5; r++) for (const q of qs) await ask({ text, question: q });
    console.log(`  CUAD ${largest.f.slice(0, 30)} (${(largest.size / 1000).toFixed(0)} kB): first question ${cold.toFixed(0)} ms (${coldCpu.toFixed(0)} ms CPU), a new question ${next.toFixed(0)} ms (${nextCpu.toFixed(0)} ms CPU), a repeated one ${((performance.now() - t) / (5 * qs.length)).toFixed(1)} ms (${((cpu() - u) / (5 * qs.length)).toFixed(1)} ms CPU)`);
  }
}
// bare headings among the citations (60 CUAD texts in name order, the held-out ones skipped, four questions each)
if (!args.has('--quick')) {
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
      for (const c of (await ask({ text, question: q })).citations) { n++; if (!isOperative(c.quote)) bare++; }
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
      const top = (await ask({ text: doc.text, question: NLI_QUESTIONS[hyp] })).citations.slice(0, 3);
      cases++;
      if (spans.some(([s, e]: [number, number]) => top.some((c) => c.start < e && s < c.end))) hit++;
    }
  }
  console.log(`ContractNLI hypotheses as questions (dev) hit@3 ${(hit / cases).toFixed(3)} (${hit}/${cases}), ${((performance.now() - t) / cases).toFixed(1)} ms/question`);
}
