// Re-ranks a dump (test/ask/tune-dump.ts) with other weights of the lexical method, keeping the encoder's cosines (they
// do not depend on the lexical side), and writes a dump test/ask/tune-fusion.ts reads: how the lexical side should be
// weighed once the encoder re-reads it.
//   pnpm exec node test/ask/tune-lexical.ts <dump.json> <out.json> '{"paraphrase":25}' [--nli]
import { readFileSync, writeFileSync } from 'node:fs';
import { lexicalRanking } from '../../dist/ask.js';
import { tuningCases } from './tune-cases.ts';

const [from, to, json] = process.argv.slice(2);
const weights = JSON.parse(json ?? '{}');
const rows: { suite: string; question: string; ranked: ({ i: number; s: number } & Record<string, number>)[] | null }[] = JSON.parse(readFileSync(from, 'utf8'));
const cases = await tuningCases(process.argv.includes('--nli'));
if (cases.length !== rows.length) throw new Error(`the dump has ${rows.length} questions, the suites ${cases.length}`);
const out = cases.map((c, n) => {
  const row = rows[n];
  if (row.question !== c.question) throw new Error(`question ${n} differs`);
  const ranked = lexicalRanking({ text: c.text, question: c.question }, 'sentence', weights);
  if (!ranked || !row.ranked) return { ...row, ranked: ranked && row.ranked };
  const byI = new Map(row.ranked.map((x) => [x.i, x]));
  return { ...row, ranked: ranked.map((r) => ({ ...byI.get(r.i)!, s: r.score })) };
});
writeFileSync(to, JSON.stringify(out));
