// Party sides over CUAD: which side (customer, provider or unknown) the review reads each party on, per contract
// (scope.ts partySides, as a review computes it). SIDES_OUT=file writes one JSON line per contract; SIDES_BEFORE=file
// (a run made before a change) lists the contracts whose sides differ, with the words each party was read by.
// Run: pnpm --filter @contract-analysis/engine build && node eval/party-sides.ts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildContext } from '../dist/index.js';
import { providerScore } from '../dist/scope.js';
import { dataPath } from './data.ts';

const dir = dataPath('cuad', 'full_contract_txt');
const files = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort();
type Row = { doc: string; parties: { name: string; as?: string; side: string | null }[] };
const rows: Row[] = [];
const texts = new Map<string, string>();
for (const doc of files) {
  const ctx = buildContext(readFileSync(`${dir}/${doc}`, 'utf8'));
  texts.set(doc, ctx.plain);
  rows.push({ doc, parties: ctx.keyTerms.parties.map((p, i) => ({ name: p.name, as: p.defined_as, side: ctx.lex.sides[i] })) });
}
if (process.env.SIDES_OUT) writeFileSync(process.env.SIDES_OUT, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
const read = rows.filter((r) => r.parties.some((p) => p.side)).length;
console.log(JSON.stringify({ documents: rows.length, withParties: rows.filter((r) => r.parties.length).length, withASide: read }));
if (process.env.SIDES_BEFORE) {
  const before = new Map(readFileSync(process.env.SIDES_BEFORE, 'utf8').split('\n').filter(Boolean).map((l) => { const r = JSON.parse(l) as Row; return [r.doc, r]; }));
  let changed = 0;
  for (const r of rows) {
    const b = before.get(r.doc);
    if (!b || b.parties.map((p) => p.side).join() === r.parties.map((p) => p.side).join()) continue;
    changed++;
    console.log(`\n${r.doc}`);
    r.parties.forEach((p, i) => {
      const cues: string[] = [];
      providerScore(texts.get(r.doc)!, [p.as, p.name.replace(/[,.]?\s+(?:inc|llc|ltd|l\.?p|corp(?:oration)?|co)\.?$/i, '')].filter((n): n is string => !!n && n.length >= 3), cues);
      console.log(`  ${p.name} (${p.as ?? '-'}): ${b.parties[i]?.side ?? 'unknown'} -> ${p.side ?? 'unknown'}  [${cues.map((c) => c.replace(/\s+/g, ' ')).join('; ').slice(0, 300)}]`);
    });
  }
  console.log(`\n${changed} of ${rows.length} contracts changed`);
}
