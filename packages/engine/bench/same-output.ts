// Does a change for speed leave the review output as it was? Reviews every CUAD text (510) and every
// ContractNLI dev NDA (61) with the MSA, NDA and general playbooks, redlines on, with this engine and with a
// baseline engine (a built engine package directory, or its dist/index.js), and compares the whole output
// (clauses, key terms, checks, issues, redlines) document by document.
//
//   node bench/same-output.ts --baseline <engine> [--playbooks msa,nda,general]   (any of msa, nda, general, saas, dpa,
//       lease, license, employment, services, consulting)
//
// Each engine runs in its own child process and prints one digest per (playbook, document); the parent
// compares the digests and, for a document that differs, prints the first differing path of the output.
// Exits 1 when anything differs.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import type { DocumentType } from '../dist/index.js';

type Engine = typeof import('../dist/index.js');

const here = dirname(fileURLToPath(import.meta.url));
const dataDir = process.env.CONTRACT_DATA_DIR ?? resolve(here, '..', '..', '..', '..', 'shared', 'data');
const ownEngine = resolve(here, '..', 'dist', 'index.js');
const PLAYBOOKS: Record<string, { id: string; type: DocumentType }> = {
  msa: { id: 'pbk_msa_standard', type: 'msa' },
  nda: { id: 'pbk_nda_standard', type: 'nda' },
  general: { id: 'pbk_general', type: 'other' },
  // (not run unless asked for: --playbooks msa,nda,general,saas,dpa,lease,license)
  saas: { id: 'pbk_saas_standard', type: 'saas' },
  dpa: { id: 'pbk_dpa_standard', type: 'dpa' },
  lease: { id: 'pbk_lease_standard', type: 'lease' },
  license: { id: 'pbk_license_standard', type: 'license' },
  employment: { id: 'pbk_employment_standard', type: 'employment' },
  services: { id: 'pbk_services_standard', type: 'services' },
  consulting: { id: 'pbk_consulting_standard', type: 'consulting' },
};

function documents(): { name: string; text: string }[] {
  const cuad = resolve(dataDir, 'cuad', 'full_contract_txt');
  const out = readdirSync(cuad).filter((f) => f.endsWith('.txt')).sort().map((f) => ({ name: `cuad/${f}`, text: readFileSync(resolve(cuad, f), 'utf8') }));
  const nli = resolve(dataDir, 'contractnli', 'dev.json');
  if (existsSync(nli)) {
    for (const d of JSON.parse(readFileSync(nli, 'utf8')).documents as { file_name: string; text: string }[]) out.push({ name: `contractnli/${d.file_name}`, text: d.text });
  }
  return out;
}

function engineEntry(path: string): string {
  const p = resolve(path);
  for (const c of [p, resolve(p, 'index.js'), resolve(p, 'dist', 'index.js'), resolve(p, 'packages', 'engine', 'dist', 'index.js')]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  throw new Error(`no built engine at ${path} (build it first: its dist/index.js is missing)`);
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : undefined;
}

async function outputs(entry: string, playbook: string, each: (name: string, json: string) => void): Promise<void> {
  const engine = (await import(pathToFileURL(entry).href)) as Engine;
  const { id, type } = PLAYBOOKS[playbook];
  const pb = engine.getBuiltInPlaybook(id);
  if (!pb) throw new Error(`no playbook ${id}`);
  for (const d of documents()) each(d.name, JSON.stringify(engine.review({ text: d.text, document_type: type, playbook: pb, options: { suggest_redlines: true } })));
}

/** The first path at which two JSON values differ. */
function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b) || (a === null) !== (b === null)) return `${path}: ${JSON.stringify(a)?.slice(0, 200)} vs ${JSON.stringify(b)?.slice(0, 200)}`;
  if (a && typeof a === 'object') {
    const ka = Object.keys(a as object);
    const kb = Object.keys(b as object);
    for (const k of new Set([...ka, ...kb])) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
      if (d) return d;
    }
    return null;
  }
  return a === b ? null : `${path}: ${JSON.stringify(a).slice(0, 200)} vs ${JSON.stringify(b).slice(0, 200)}`;
}

const child = arg('--child');
if (child) {
  // digests, or (with --doc) one document's whole output
  const only = arg('--doc');
  const lines: string[] = [];
  await outputs(child, arg('--playbook')!, (name, json) => {
    if (only === undefined) lines.push(`${name}\t${createHash('sha256').update(json).digest('hex')}`);
    else if (name === only) lines.push(json);
  });
  process.stdout.write(`${lines.join('\n')}\n`);
} else {
  const base = arg('--baseline');
  if (!base) throw new Error('usage: node bench/same-output.ts --baseline <built engine> [--playbooks msa,nda,general]');
  const baseEntry = engineEntry(base);
  const run = (entry: string, pb: string, doc?: string) => execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--child', entry, '--playbook', pb, ...(doc ? ['--doc', doc] : [])], { encoding: 'utf8', maxBuffer: 1 << 28 });
  let differ = 0;
  let total = 0;
  for (const pb of (arg('--playbooks') ?? 'msa,nda,general').split(',')) {
    const mine = new Map(run(ownEngine, pb).trim().split('\n').map((l) => l.split('\t') as [string, string]));
    const theirs = new Map(run(baseEntry, pb).trim().split('\n').map((l) => l.split('\t') as [string, string]));
    const changed = [...mine.keys()].filter((k) => mine.get(k) !== theirs.get(k));
    total += mine.size;
    differ += changed.length;
    console.log(`${pb}: ${mine.size} documents, ${changed.length} with a different output`);
    for (const name of changed.slice(0, 5)) {
      console.log(`  ${name}: ${firstDifference(JSON.parse(run(ownEngine, pb, name)), JSON.parse(run(baseEntry, pb, name)))}`);
    }
  }
  console.log(differ ? `${differ} of ${total} reviews differ` : `all ${total} reviews identical`);
  process.exitCode = differ ? 1 : 0;
}
