// A CPU profile of reviews with redlines, for finding where the time goes (not a figure to report:
// `throughput.ts` measures). Reviews the first N CUAD texts (sorted by name) with one playbook.
//
//   node --cpu-prof --cpu-prof-dir=<dir> bench/profile.ts [--playbook msa] [--docs 250] [--engine <built engine's dist/index.js>]
//   node bench/profile.ts --summary <file.cpuprofile> [--top 40]    self and total time per function
import { readFileSync, readdirSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DocumentType } from '../dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.CONTRACT_DATA_DIR ?? resolve(here, '..', '..', '..', '..', 'shared', 'data');

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }

/** Self and total (inclusive, counted once per sample however deep the recursion) time per function. */
function summary(file: string, top: number): void {
  const prof = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  prof.samples.forEach((id, i) => {
    const dt = prof.timeDeltas[i] ?? 0;
    all += dt;
    const leaf = byId.get(id)!;
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let n: Node | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) {
      const k = name(n);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + dt);
    }
  });
  const show = (title: string, m: Map<string, number>) => {
    console.log(`${title} (of ${(all / 1e6).toFixed(2)} s)`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${((100 * v) / all).toFixed(1).padStart(5)} %  ${k}`);
  };
  show('self time', self);
  show('total time', total);
}

const file = arg('--summary', '');
if (file) summary(file, Number(arg('--top', '40')));
else {
  const engine = (await import(pathToFileURL(resolve(arg('--engine', resolve(here, '..', 'dist', 'index.js')))).href)) as typeof import('../dist/index.js');
  const pb = arg('--playbook', 'msa') as DocumentType;
  const dir = resolve(dataDir, 'cuad', 'full_contract_txt');
  const texts = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().slice(0, Number(arg('--docs', '250'))).map((f) => readFileSync(resolve(dir, f), 'utf8'));
  const t0 = process.cpuUsage();
  for (const t of texts) engine.review({ text: t, document_type: pb, options: { suggest_redlines: true } });
  const c = process.cpuUsage(t0);
  console.log(`${texts.length} reviews (${pb}) in ${((c.user + c.system) / 1e6).toFixed(2)} CPU-s`);
}
