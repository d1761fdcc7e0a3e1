// Writes the engine's own segmentation of every CUAD contract as JSON lines on stdout
// ({ file, clauses: [{ start, end, heading, types }], rules: [clause types the rules find] }), so that the classifier is trained on the same
// units the engine classifies. Run by train_clause_types.py; reads the shared data in place.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { segmentDetailed, clauseRuleTypes, cuadCategoryMap } from '../../packages/engine/dist/index.js';

const dir = process.argv[2];
// first line: the CUAD category -> clause type map
process.stdout.write(`${JSON.stringify({ categories: cuadCategoryMap() })}\n`);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
  const text = readFileSync(resolve(dir, file), 'utf8');
  const seg = segmentDetailed(text);
  const types = clauseRuleTypes(text);
  const clauses = seg.clauses.map((c, i) => ({ start: c.start, end: c.end, heading: c.heading ?? seg.context[i] ?? '', types: types[i] }));
  // the clause types the rules find anywhere in the document, as the CUAD eval counts them
  process.stdout.write(`${JSON.stringify({ file, clauses, rules: [...new Set(types.flat())].sort() })}\n`);
}
