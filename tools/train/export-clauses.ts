// Writes the engine's own segmentation of every CUAD contract as JSON lines on stdout
// ({ file, clauses: [{ start, end, heading }], rules: [clause types the rules find] }), so that the classifier is trained on the same
// units the engine classifies. Run by train_clause_types.py; reads the shared data in place.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { segmentDetailed, detectClauseTypes, cuadCategoryMap } from '../../packages/engine/dist/index.js';

const dir = process.argv[2];
// first line: the CUAD category -> clause type map
process.stdout.write(`${JSON.stringify({ categories: cuadCategoryMap() })}\n`);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
  const text = readFileSync(resolve(dir, file), 'utf8');
  const seg = segmentDetailed(text);
  const clauses = seg.clauses.map((c, i) => ({ start: c.start, end: c.end, heading: c.heading ?? seg.context[i] ?? '' }));
  // the clause types the rules find anywhere in the document, as the CUAD eval counts them
  const rules = new Set<string>();
  seg.clauses.forEach((c, i) => {
    for (const t of detectClauseTypes(text.slice(c.start, Math.min(c.end, c.start + 2000)), c.heading, seg.context[i])) rules.add(t);
  });
  process.stdout.write(`${JSON.stringify({ file, clauses, rules: [...rules].sort() })}\n`);
}
