// Dumps, for every tuning question, what a fusion of the lexical ranking and the sentence encoder needs, so fusions can
// be compared offline (test/ask/tune-fusion.ts) without re-running the encoder: each quotable sentence's lexical score,
// whether its citation overlaps the gold, and the encoder's cosine with the question for each passage form.
// Suites: the old paraphrase (51, fitted) and NETGEAR questions, unseen DEV/TEST/TEST2, TEST3-TEST6 (all tuning data
// now) and ContractNLI dev hypotheses as questions. Never a held-out suite.
//   pnpm --filter @contract-analysis/engine build && pnpm exec node test/ask/tune-dump.ts <out.json> [--nli]
import { writeFileSync } from 'node:fs';
import { expandQuestion, lexicalRanking } from '../../dist/ask.js';
import { conceptsOf, everydayTerms } from '../../dist/concepts.js';
import { loadEncoder, dot } from '../../dist/learned/ask-encoder.js';
import { tuningCases } from './tune-cases.ts';

const out = process.argv[2];
if (!out || out.startsWith('--')) throw new Error('usage: tune-dump.ts <out.json> [--nli]');
// --encoder=<name> (default e5-small-v2-q); --views=sentence,heading,context,sym,win (default all)
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const encoder = await loadEncoder((arg('encoder') ?? 'e5-small-v2-q') as Parameters<typeof loadEncoder>[0]);
if (!encoder) throw new Error('no encoder: run tools/ask-models.sh');
const VIEWS = (arg('views') ?? 'sentence,heading,context,sym,win').split(',');
const PASSAGES = (['sentence', 'heading', 'context'] as const).filter((p) => VIEWS.includes(p) || (p === 'sentence' && VIEWS.some((v) => v === 'sym' || v === 'win')));
/** Word windows of a long sentence (WINDOW words, half overlapping); a short one is its own window. */
const WINDOW = 30;
const windows = (t: string): string[] => {
  const w = t.split(/\s+/).filter(Boolean);
  if (w.length <= WINDOW * 1.5) return [t];
  const out: string[] = [];
  for (let a = 0; a < w.length - WINDOW / 2; a += WINDOW / 2) out.push(w.slice(a, a + WINDOW).join(' '));
  return out;
};

const cases = await tuningCases(process.argv.includes('--nli'));

const rows = [];
const symCache = new Map<string, Float32Array>();
const t0 = performance.now();
for (const [n, c] of cases.entries()) {
  const ranked = lexicalRanking({ text: c.text, question: c.question }, 'sentence');
  if (!ranked) { rows.push({ suite: c.suite, question: c.question, ranked: null }); continue; }
  // the question as asked, with the contract words of the concepts and everyday phrases it names, with its synonyms
  const concept = [...new Set([...conceptsOf(c.question).flatMap((x) => x.terms.split(' ')), ...everydayTerms(c.question).flatMap((t) => t.split(' '))])].join(' ');
  const syn = expandQuestion(c.question).expanded.join(' ');
  const queries: Record<string, string> = { q: c.question, qc: concept ? `${c.question} (${concept})` : c.question, qs: syn ? `${c.question} (${syn})` : c.question };
  const qv = Object.fromEntries(await Promise.all(Object.entries(queries).map(async ([k, t]) => [k, (await encoder.embedQueries([t]))[0]] as const)));
  const cos: Record<string, number[]> = {};
  const texts: Record<string, string[]> = {};
  for (const p of PASSAGES) {
    texts[p] = p === 'sentence' ? ranked.map((r) => r.passage) : lexicalRanking({ text: c.text, question: c.question }, p)!.map((r) => r.passage);
    const vs = await encoder.embedPassages(texts[p]);
    if (VIEWS.includes(p)) for (const k of Object.keys(queries)) if (p !== 'context' || k === 'q') cos[`${p}:${k}`] = vs.map((v) => Math.round(dot(qv[k], v) * 1e5) / 1e5);
  }
  if (VIEWS.includes('win')) {
    // the best of a long sentence's windows (mean pooling over a long sentence blurs the part that answers)
    const wins = texts.sentence.map(windows);
    const flat = await encoder.embedPassages(wins.flat());
    let at = 0;
    const best = wins.map((ws) => { const vs = flat.slice(at, at + ws.length); at += ws.length; return vs; });
    for (const k of ['q', 'qc']) cos[`win:${k}`] = best.map((vs) => Math.round(Math.max(...vs.map((v) => dot(qv[k], v))) * 1e5) / 1e5);
  }
  // symmetric: the sentence read as a query too (e5's advice for like-to-like comparisons)
  if (VIEWS.includes('sym')) for (const t of texts.sentence) if (!symCache.has(t)) symCache.set(t, (await encoder.embedQueries([t]))[0]);
  if (VIEWS.includes('sym')) cos['sym:q'] = texts.sentence.map((t) => Math.round(dot(qv.q, symCache.get(t)!) * 1e5) / 1e5);
  rows.push({
    suite: c.suite, question: c.question,
    ranked: ranked.map((r, j) => ({
      i: r.i, s: Math.round(r.score * 1e4) / 1e4, g: c.spans.some(([a, b]) => r.start < b && a < r.end) ? 1 : 0,
      len: r.passage.length, def: /["\u201c][^"\u201d]{1,60}["\u201d]\)?\s+(?:shall )?(?:mean|means|refers?|includes?|has the meaning)\b/i.test(r.passage) ? 1 : 0,
      rec: /^\s*(?:WHEREAS|RECITALS?\b|[A-H]\.\s+(?:The|Each|Both)\b)/.test(r.passage) ? 1 : 0,
      ...Object.fromEntries(Object.entries(cos).map(([k, v]) => [k, v[j]])),
    })),
  });
  if (n % 50 === 0) console.log(`${n}/${cases.length} ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
writeFileSync(out, JSON.stringify(rows));
console.log(`${rows.length} questions dumped to ${out} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
