// Reviews a few long CUAD texts with redlines, for a CPU profile of the verification contexts (not a figure to report).
//   node --cpu-prof --cpu-prof-dir=<dir> bench/long-contexts.ts [--engine <dist/index.js>] [--playbook msa] [--times 3]
import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.CONTRACT_DATA_DIR ?? resolve(here, '..', '..', '..', '..', 'shared', 'data');
const arg = (n: string, f: string) => (process.argv.indexOf(n) > 0 ? process.argv[process.argv.indexOf(n) + 1] : f);
const engine = (await import(pathToFileURL(resolve(arg('--engine', resolve(here, '..', 'dist', 'index.js')))).href)) as typeof import('../dist/index.js');
const names = [
  'PhasebioPharmaceuticalsInc_20200330_10-K_EX-10.21_12086810_EX-10.21_Development Agreement.txt',
  'HarpoonTherapeuticsInc_20200312_10-K_EX-10.18_12051356_EX-10.18_Development Agreement.txt',
  'ZogenixInc_20190509_10-Q_EX-10.2_11663313_EX-10.2_Distributor Agreement.txt',
];
const pb = arg('--playbook', 'msa') as 'msa';
const times = Number(arg('--times', '3'));
for (const n of names) {
  const text = readFileSync(resolve(dataDir, 'cuad', 'full_contract_txt', n), 'utf8');
  let ms = 0;
  let redlines = 0;
  for (let k = 0; k < times; k++) {
    const c0 = process.cpuUsage();
    const r = engine.review({ text, document_type: pb, options: { suggest_redlines: true } });
    const c = process.cpuUsage(c0);
    ms += (c.user + c.system) / 1000;
    redlines = r.review.redlines?.length ?? 0;
  }
  console.log(`${n.slice(0, 40)} ${(text.length / 1000).toFixed(0)} kB: ${redlines} redlines, ${(ms / times).toFixed(0)} CPU-ms per review`);
}
