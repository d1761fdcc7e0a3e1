// `ask` latency on the server's path (askRanked with the e5 encoder and the shipped adapter) over the 40 kB NDA
// (bench/nda40.ts) and, with --cuad <file>, a CUAD contract: the first question (the contract's index and its
// candidates' vectors built), then every question of the tuning suites asked once (new questions: each embeds the
// candidates not yet cached) and once more (repeated). Prints p50/p99 of the wall and CPU time of each pass.
//   pnpm --filter @contract-analysis/engine build && pnpm exec node bench/ask-latency.ts [--k 30] [--cuad <file.txt>]
import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { askRanked, loadEncoder } from '../dist/index.js';
import { nda40 } from './nda40.ts';
import { PARAPHRASE_CASES, HELDOUT_CASES } from '../test/ask/paraphrase.ts';
import { UNSEEN_DEV } from '../test/ask/unseen.ts';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.CONTRACT_DATA_DIR ?? resolve(here, '..', '..', '..', '..', 'shared', 'data');
const arg = (name: string) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
const k = Number(arg('--k') ?? 30);
const cuad = arg('--cuad');
const doc = cuad ? readFileSync(resolve(dataDir, 'cuad', 'full_contract_txt', cuad), 'utf8') : nda40(dataDir);
if (doc === null) throw new Error('ContractNLI dev split not found');
const encoder = await loadEncoder();
if (!encoder) throw new Error('no encoder: run tools/ask-models.sh');
const questions = [...new Set([...PARAPHRASE_CASES, ...HELDOUT_CASES, ...UNSEEN_DEV].map((c) => c.question))];
const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const time = async (question: string) => {
  const c = process.cpuUsage();
  const a = performance.now();
  await askRanked({ text: doc, question }, encoder, { k });
  const d = process.cpuUsage(c);
  return [performance.now() - a, (d.user + d.system) / 1000];
};
const [w0, c0] = await time(questions[0]);
console.log(`${(Buffer.byteLength(doc) / 1000).toFixed(1)} kB, K ${k}: first question ${w0.toFixed(0)} ms wall, ${c0.toFixed(0)} ms CPU`);
for (const pass of ['new questions', 'repeated']) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const question of questions.slice(pass === 'new questions' ? 1 : 0)) {
    const [w, c] = await time(question);
    wall.push(w);
    cpu.push(c);
  }
  console.log(`  ${pass.padEnd(14)} x ${wall.length}: wall p50 ${q(wall, 0.5).toFixed(1)} / p99 ${q(wall, 0.99).toFixed(1)} ms, CPU p50 ${q(cpu, 0.5).toFixed(1)} / p99 ${q(cpu, 0.99).toFixed(1)} ms`);
}
