// Reading aid for the lawyer-read suite: every check of a contract's review with its outcome, position and
// first evidence (offsets and text), so that a reader can compare it with the contract.
//   node eval/lawyer/dump.ts <CUAD file name> <document_type> [--engine <dist/index.js>]
import { readFileSync } from 'node:fs';
import { dataPath } from '../data.ts';

const args = process.argv.slice(2);
const ei = args.indexOf('--engine');
const engine = await import(ei >= 0 ? args[ei + 1] : '../../dist/index.js');
const [file, type] = args;
const text = readFileSync(dataPath('cuad', 'full_contract_txt', file), 'utf8');
const out = engine.review({ text, document_type: type, options: { suggest_redlines: false } });
console.log('parties', JSON.stringify(out.key_terms.parties), 'law', out.key_terms.governing_law);
for (const c of out.review.checks) {
  const e = c.evidence[0];
  console.log(`${c.check_id} ${c.outcome} ${c.position}${e ? ` [${e.start},${e.end}] ${JSON.stringify(e.quote.slice(0, 220))}` : ''}`);
}
for (const i of out.review.issues) console.log(`ISSUE ${i.check_id} ${i.severity}: ${i.title}`);
