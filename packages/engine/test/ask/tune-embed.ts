// Dumps the e5 vectors a learned re-reader is fitted on (tools/train/ask-adapter.py): for every tuning question its
// query vector, and for each of the lexical method's best K sentences (the ones `askRanked` re-reads) the lexical score,
// whether its citation overlaps the gold, definition / recital flags and the index of its passage vector. Vectors are
// written once per distinct text, as little-endian float32 in base64. Suites: those of tune-cases.ts (never a held-out
// suite); --nli adds ContractNLI dev hypotheses as questions; --cuad adds CUAD's category descriptions as questions with
// their answer spans as gold, on the tuning suites' own CUAD contracts only (suite "cuad", with the suites that read the
// contract, so leave-one-suite-out can leave them out with it). Each question also records `gr`, the rank of its first
// gold sentence in the whole lexical ranking (-1 when none is quotable), for the candidate-recall split; --all embeds
// every quotable sentence of the contract, not only the best K (the encoder as a retriever, "`ask` round 11").
//   pnpm --filter @contract-analysis/engine build && pnpm exec node test/ask/tune-embed.ts <out.json> [--nli] [--cuad] [--all]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { lexicalRanking } from '../../dist/ask.js';
import { parseCsvObjects, parsePyList } from '../../dist/csv.js';
import { CUAD_DIR } from './paraphrase.ts';
import { loadEncoder } from '../../dist/learned/ask-encoder.js';
import { tuningCases, type TuningCase } from './tune-cases.ts';

const out = process.argv[2];
if (!out || out.startsWith('--')) throw new Error('usage: tune-embed.ts <out.json> [--nli]');
const K = process.argv.includes('--all') ? Infinity : 30;
const encoder = await loadEncoder();
if (!encoder) throw new Error('no encoder: run tools/ask-models.sh');

const cases: (TuningCase & { suites?: string[] })[] = await tuningCases(process.argv.includes('--nli'));
if (process.argv.includes('--cuad')) {
  const suitesOf = new Map<string, Set<string>>();
  for (const c of cases) if (c.suite !== 'nli') suitesOf.set(c.text, (suitesOf.get(c.text) ?? new Set()).add(c.suite));
  const described = parseCsvObjects(readFileSync(resolve(CUAD_DIR, '..', 'category_descriptions.csv'), 'utf8').replace(/^\uFEFF/, ''));
  const questions = new Map(described.map((d) => [Object.values(d)[0].replace(/^Category:\s*/, '').trim(), Object.values(d)[1].replace(/^Description:\s*/, '').trim()]));
  for (const row of parseCsvObjects(readFileSync(resolve(CUAD_DIR, '..', 'master_clauses.csv'), 'utf8'))) {
    const file = resolve(CUAD_DIR, row.Filename.replace(/\.pdf$/i, '.txt'));
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const suites = suitesOf.get(text);
    if (!suites) continue;
    for (const [category, question] of questions) {
      if (category === 'Document Name' || !(category in row)) continue;
      const spans = parsePyList(row[category]).map((g) => { const a = text.indexOf(g); return [a, a + g.length] as [number, number]; }).filter(([a]) => a >= 0);
      if (spans.length) cases.push({ suite: 'cuad', suites: [...suites], text, question, spans });
    }
  }
}

const b64 = (v: Float32Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64');
const passageAt = new Map<string, number>();
const passages: string[] = [];
const rows = [];
const t0 = performance.now();
for (const [n, c] of cases.entries()) {
  const whole = lexicalRanking({ text: c.text, question: c.question }, 'sentence');
  if (!whole) { rows.push({ suite: c.suite, suites: c.suites, question: c.question, q: null, ranked: null }); continue; }
  const ranked = whole.slice(0, K);
  const gr = whole.findIndex((r) => c.spans.some(([a, b]) => r.start < b && a < r.end));
  const [q] = await encoder.embedQueries([c.question]);
  const vs = await encoder.embedPassages(ranked.map((r) => r.passage));
  rows.push({
    suite: c.suite, suites: c.suites, question: c.question, q: b64(q), gr,
    ranked: ranked.map((r, j) => {
      let at = passageAt.get(r.passage);
      if (at === undefined) { at = passages.length; passageAt.set(r.passage, at); passages.push(b64(vs[j])); }
      return {
        i: r.i, s: Math.round(r.score * 1e4) / 1e4, g: c.spans.some(([a, b]) => r.start < b && a < r.end) ? 1 : 0, p: at,
        def: /["\u201c][^"\u201d]{1,60}["\u201d]\)?\s+(?:shall )?(?:mean|means|refers?|includes?|has the meaning)\b/i.test(r.passage) ? 1 : 0,
        rec: /^\s*(?:WHEREAS|RECITALS?\b|[A-H]\.\s+(?:The|Each|Both)\b)/.test(r.passage) ? 1 : 0,
      };
    }),
  });
  if (n % 100 === 0) console.log(`${n}/${cases.length} ${((performance.now() - t0) / 1000).toFixed(0)} s, ${passages.length} passages`);
}
writeFileSync(out, JSON.stringify({ dim: 384, rows, passages }));
console.log(`${rows.length} questions, ${passages.length} passage vectors dumped to ${out} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
