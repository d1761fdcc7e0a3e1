// Leave-one-suite-out for `ask`'s question adapter, scored by `askRanked` itself (not the offline scorer): each tuning
// suite is asked with the adapter fitted on the other suites (`python tools/train/ask-adapter.py <dump> --folds <dir>`
// writes <dir>/<suite>.json), beside round 9's method (no adapter). Tuning suites only; never a held-out suite.
//   pnpm --filter @contract-analysis/engine build && pnpm exec node test/ask/tune-adapter.ts <dir>
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { askRanked } from '../../dist/ask.js';
import { loadEncoder } from '../../dist/learned/ask-encoder.js';
import { adapterOf, type QueryAdapter } from '../../dist/learned/ask-adapter.js';
import { tuningCases } from './tune-cases.ts';

const dir = process.argv[2];
if (!dir || dir.startsWith('--')) throw new Error('usage: tune-adapter.ts <dir of leave-one-suite-out adapters>');
const encoder = await loadEncoder();
if (!encoder) throw new Error('no encoder: run tools/ask-models.sh');

const folds = new Map<string, QueryAdapter>();
const fold = (suite: string): QueryAdapter => {
  let a = folds.get(suite);
  if (!a) {
    const f = JSON.parse(readFileSync(resolve(dir, `${suite}.json`), 'utf8')) as { encoder: string; dims: number; scale: number; vectors: string };
    a = adapterOf(f.encoder, f.dims, new Int8Array(Buffer.from(f.vectors, 'base64').buffer.slice(0)), f.scale);
    folds.set(suite, a);
  }
  return a;
};

const per = new Map<string, { n: number; off: number; on: number }>();
for (const c of await tuningCases(false)) {
  const hit = async (adapter: false | QueryAdapter) => (await askRanked({ text: c.text, question: c.question }, encoder, { adapter })).citations
    .slice(0, 3).some((t) => c.spans.some(([a, b]) => t.start < b && a < t.end));
  const x = per.get(c.suite) ?? { n: 0, off: 0, on: 0 };
  x.n++;
  if (await hit(false)) x.off++;
  if (await hit(fold(c.suite))) x.on++;
  per.set(c.suite, x);
}
const beside = [...per].filter(([s]) => s !== 'paraphrase');
for (const [s, x] of per) console.log(`${s.padEnd(12)} ${String(x.n).padStart(4)}   round 9 ${String(x.off).padStart(3)}   adapter left out of its fit ${String(x.on).padStart(3)}`);
console.log(`the ${beside.reduce((a, [, x]) => a + x.n, 0)} beside the fitted 51: round 9 ${beside.reduce((a, [, x]) => a + x.off, 0)}, leave-one-suite-out ${beside.reduce((a, [, x]) => a + x.on, 0)}`);
