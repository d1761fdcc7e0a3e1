// Reviews a few long CUAD texts with redlines: the texts whose redlines' verification contexts cost most (a context is
// the contract with its edits, read again). For a CPU profile of them, or CPU per review against another build, the two
// engines in one process, the order swapped each round (not a figure to report: throughput.ts measures).
//   node --cpu-prof --cpu-prof-dir=<dir> bench/long-contexts.ts [--playbook msa] [--times 3]
//   node bench/long-contexts.ts --baseline <other build's dist/index.js> [--times 6]
import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.CONTRACT_DATA_DIR ?? resolve(here, '..', '..', '..', '..', 'shared', 'data');
const arg = (n: string, f: string) => (process.argv.indexOf(n) > 0 ? process.argv[process.argv.indexOf(n) + 1] : f);
type Engine = typeof import('../dist/index.js');
const load = async (p: string) => (await import(pathToFileURL(resolve(p)).href)) as Engine;
const engines: [string, Engine][] = [['this', await load(arg('--engine', resolve(here, '..', 'dist', 'index.js')))]];
if (process.argv.includes('--baseline')) engines.push(['baseline', await load(arg('--baseline', ''))]);
const names = [
  'PhasebioPharmaceuticalsInc_20200330_10-K_EX-10.21_12086810_EX-10.21_Development Agreement.txt',
  'HarpoonTherapeuticsInc_20200312_10-K_EX-10.18_12051356_EX-10.18_Development Agreement.txt',
  'ZogenixInc_20190509_10-Q_EX-10.2_11663313_EX-10.2_Distributor Agreement.txt',
];
const pb = arg('--playbook', 'msa') as 'msa';
const times = Number(arg('--times', '3'));
const texts = names.map((n) => readFileSync(resolve(dataDir, 'cuad', 'full_contract_txt', n), 'utf8'));
const ms = new Map<string, number[]>(engines.map(([k]) => [k, texts.map(() => 0)]));
const redlines = new Map<string, number[]>(engines.map(([k]) => [k, texts.map(() => 0)]));
for (let k = 0; k < times; k++) {
  texts.forEach((text, i) => {
    for (const [name, engine] of k % 2 ? [...engines].reverse() : engines) {
      const c0 = process.cpuUsage();
      const r = engine.review({ text, document_type: pb, options: { suggest_redlines: true } });
      const c = process.cpuUsage(c0);
      ms.get(name)![i] += (c.user + c.system) / 1000 / times;
      redlines.get(name)![i] = r.review.redlines?.length ?? 0;
    }
  });
}
texts.forEach((text, i) => {
  const row = engines.map(([name]) => `${name} ${ms.get(name)![i].toFixed(0)} ms (${redlines.get(name)![i]} redlines)`).join(', ');
  console.log(`${names[i].slice(0, 28)} ${(text.length / 1000).toFixed(0)} kB: ${row}`);
});
if (engines.length > 1) {
  const sum = (k: string) => ms.get(k)!.reduce((a, b) => a + b, 0);
  console.log(`CPU this / baseline: ${(sum('this') / sum('baseline')).toFixed(3)}`);
}
