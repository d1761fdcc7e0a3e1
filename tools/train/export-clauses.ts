// Writes the engine's own segmentation of every CUAD contract as JSON lines on stdout
// ({ file, clauses: [{ start, end, heading, types, reads }], rules: [clause types the rules find] }), so that the classifier is trained on the same
// units the engine classifies; `reads` lists the clause-located types whose reading (learned/locator.ts, as the check
// named in TRAINED_AS reads it) decides on the clause, and `unread` the located types whose check the rules leave
// with nothing, for train_locator.py. Run by train_clause_types.py; reads the
// shared data in place.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { segmentDetailed, clauseRuleTypes, cuadCategoryMap } from '../../packages/engine/dist/index.js';
import { buildContext, evaluateCheck } from '../../packages/engine/dist/review.js';
import { builtInCheck } from '../../packages/engine/dist/playbooks/index.js';
import { readsClause, rulesFoundNothing, TRAINED_AS } from '../../packages/engine/dist/learned/locator.js';

// the clause-located types, each read as the check that stands for it in training
const CLAUSE_TYPES = ['governing_law', 'cap_on_liability', 'license_grant'];
const checks = CLAUSE_TYPES.map((type) => [type, builtInCheck(TRAINED_AS[type])!.detection!] as const);

const dir = process.argv[2];
// first line: the CUAD category -> clause type map
process.stdout.write(`${JSON.stringify({ categories: cuadCategoryMap() })}\n`);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
  const text = readFileSync(resolve(dir, file), 'utf8');
  const seg = segmentDetailed(text);
  const types = clauseRuleTypes(text);
  const ctx = buildContext(text);
  const clauses = seg.clauses.map((c, i) => ({
    start: c.start, end: c.end, heading: c.heading ?? seg.context[i] ?? '', types: types[i],
    reads: checks.filter(([, d]) => readsClause(ctx, d, i)).map(([type]) => type),
  }));
  // the located types whose check (as TRAINED_AS names it) the rules leave with nothing: the locator's situation
  const unread = Object.entries(TRAINED_AS).filter(([, id]) => { const c = builtInCheck(id)!; return rulesFoundNothing(c.detection!, evaluateCheck(c, ctx)); }).map(([type]) => type);
  // the clause types the rules find anywhere in the document, as the CUAD eval counts them
  process.stdout.write(`${JSON.stringify({ file, clauses, rules: [...new Set(types.flat())].sort(), unread })}\n`);
}
