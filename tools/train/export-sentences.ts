// Writes the engine's own sentences of every CUAD contract as JSON lines on stdout ({ file, sentences: [{ start, end,
// text, heading, reads }], rules: [clause types the rules find] }): each sentence as the learned locator reads it (with
// the lead-ins of the list it is an item of) and the heading of its clause, so that the sentence models of
// train_locator.py are trained on the units the engine scores; `reads` lists the clause types whose reading decides on
// the sentence (for the check named in the locator's TRAINED_AS), so that thresholds are chosen on the sentences the engine would use.
// Reads the shared data in place.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { clauseRuleTypes } from '../../packages/engine/dist/index.js';
import { builtInCheck } from '../../packages/engine/dist/playbooks/index.js';
import { buildContext } from '../../packages/engine/dist/review.js';
import { readsSentence, sentenceAsLocated, TRAINED_AS } from '../../packages/engine/dist/learned/locator.js';

// the sentence-located types, each read as the check that stands for it in training
const SENTENCE_TYPES = ['termination_for_convenience', 'ip_ownership_assignment', 'non_compete'];
const checks = SENTENCE_TYPES.map((type) => [type, builtInCheck(TRAINED_AS[type])!.detection!] as const);

const dir = process.argv[2];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
  const text = readFileSync(resolve(dir, file), 'utf8');
  const ctx = buildContext(text);
  const sentences = ctx.sentences.map((s, i) => ({
    start: s.start, end: s.end, ...sentenceAsLocated(ctx, i),
    reads: checks.filter(([, d]) => readsSentence(ctx, d, i)).map(([type]) => type),
  }));
  process.stdout.write(`${JSON.stringify({ file, sentences, rules: [...new Set(clauseRuleTypes(text).flat())].sort() })}\n`);
}
