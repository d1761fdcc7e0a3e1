// The careful redline path with and without reading a candidate's cited check first (redline.ts `assessCited`, switched by redline-probe.ts, speed
// round 28), in one process, document by document, the order swapped each document: CPU-seconds of each and their ratio
// (not a figure to report alone: throughput.ts measures against a baseline build; this one isolates the change).
//   node bench/cited-first.ts [--playbooks msa,nda] [--every 4] [--from 1] [--rounds 1]
import { readFileSync, readdirSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { review, type DocumentType } from '../dist/index.js';
import { probingCitedFirst } from '../dist/redline-probe.js';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.CONTRACT_DATA_DIR ?? resolve(here, '..', '..', '..', '..', 'shared', 'data');
const arg = (n: string, f: string) => (process.argv.indexOf(n) > 0 ? process.argv[process.argv.indexOf(n) + 1] : f);
const dir = resolve(dataDir, 'cuad', 'full_contract_txt');
const every = Number(arg('--every', '4'));
const from = Number(arg('--from', '1'));
const texts = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().filter((_, i) => i % every === from % every).map((f) => readFileSync(resolve(dir, f), 'utf8'));
for (const pb of arg('--playbooks', 'msa,nda').split(',') as DocumentType[]) {
  for (let r = 0; r < Number(arg('--rounds', '1')); r++) {
    const cpu = [0, 0];
    let cut = 0;
    texts.forEach((text, i) => {
      for (const on of (i + r) % 2 ? [true, false] : [false, true]) {
        const c = process.cpuUsage();
        const { probe } = probingCitedFirst({ on }, () => review({ text, document_type: pb, options: { suggest_redlines: true } }));
        const d = process.cpuUsage(c);
        if (on) cut += probe.cut;
        cpu[on ? 0 : 1] += (d.user + d.system) / 1e6;
      }
    });
    console.log(`${pb} round ${r + 1}, ${texts.length} texts: on ${cpu[0].toFixed(2)} CPU-s, off ${cpu[1].toFixed(2)} CPU-s, off / on ${(cpu[1] / cpu[0]).toFixed(3)}x; candidates cut ${cut}`);
  }
}
