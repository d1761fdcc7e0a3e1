// The contexts of edited texts alone (speed round 30): for every Nth CUAD text, the review's own context is built through
// a recording memo, then texts with a redline's kind of edits (a paragraph inserted at a line's start, words replaced,
// two edits at once) are built through that memo's reader with the edits as a hint, as redline verification builds
// them, by this build and another in one process, the order swapped each text. CPU milliseconds of the edited
// contexts only (the review's own context is not counted). Not a figure to report alone: throughput.ts measures.
//   node bench/edited-contexts.ts --baseline <other engine package dir> [--every 4] [--from 0] [--times 2]
import { readdirSync, readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.CONTRACT_DATA_DIR ?? resolve(here, '..', '..', '..', '..', 'shared', 'data');
const dir = resolve(dataDir, 'cuad', 'full_contract_txt');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
};
const every = Number(arg('--every', '4'));
const from = Number(arg('--from', '0'));
const times = Number(arg('--times', '2'));
const other = resolve(arg('--baseline', ''));

interface Engine { index: { buildContext: Function; applyEdits: Function }; memo: { TextMemo: { create(): { reader(): unknown } } }; seg: { forgetSegmentations(): void } }
async function load(root: string): Promise<Engine> {
  const at = (f: string) => import(pathToFileURL(resolve(root, 'dist', f)).href);
  return { index: await at('index.js'), memo: await at('memo.js'), seg: await at('segment.js') };
}
const engines: [string, Engine][] = [['this', await load(resolve(here, '..'))], ['baseline', await load(other)]];
const files = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().filter((_, i) => i % every === from);
const cpu = new Map<string, number>(engines.map(([n]) => [n, 0]));
let contexts = 0;
files.forEach((f, k) => {
  const text = readFileSync(resolve(dir, f), 'utf8');
  const L = text.length;
  const ls = (x: number) => text.lastIndexOf('\n', x) + 1;
  const a = ls(Math.floor(L * 0.35));
  const b = Math.floor(L * 0.7);
  const sets = [
    [{ start: a, end: a, insert: 'The Supplier shall keep complete and accurate records of the Services.\n\n' }],
    [{ start: b, end: Math.min(L, b + 60), insert: ' within thirty (30) days of receipt of a valid invoice' }],
    [{ start: a, end: a, insert: 'Either party may terminate this Agreement on ninety days notice.\n\n' }, { start: b, end: Math.min(L, b + 60), insert: ' reasonable' }],
  ].filter((s) => s.every((e) => e.start <= e.end && e.end <= L));
  const order = k % 2 ? [...engines].reverse() : engines;
  for (const [name, e] of order) {
    e.seg.forgetSegmentations();
    const memo = e.memo.TextMemo.create();
    e.index.buildContext(text, memo);
    const edited = sets.map((s) => e.index.applyEdits(text, s) as string);
    const t0 = process.cpuUsage();
    for (let r = 0; r < times; r++) sets.forEach((s, i) => e.index.buildContext(edited[i], memo.reader(), false, undefined, s));
    const t = process.cpuUsage(t0);
    cpu.set(name, cpu.get(name)! + (t.user + t.system) / 1000);
    if (name === 'this') contexts += sets.length * times;
  }
});
console.log(`${files.length} texts, ${contexts} edited contexts each: this ${cpu.get('this')!.toFixed(0)} ms, baseline ${cpu.get('baseline')!.toFixed(0)} ms, ratio (baseline / this) ${(cpu.get('baseline')! / cpu.get('this')!).toFixed(3)}x`);
