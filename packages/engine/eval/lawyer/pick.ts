// Picks a held-out set for the lawyer-read suite mechanically, so that nobody chooses which contracts the rules are
// measured on. CUAD texts of 10-60 kB (`--size 60-120` moves the window, as for TEST11), amendments, addenda and
// escrow agreements left out; left out too when the company (the file name's prefix before the first '_' or '-',
// first eight characters, case-insensitive) occurs in the suite's sets or in any of the texts given (task briefs,
// READMEs, commit messages); the kind read from the file name; then the first of each kind
// in SHA-256 order of the file name (licence twice); places a kind cannot fill go to the next texts of the other kinds
// with a playbook.
//   node eval/lawyer/pick.ts [--size <min kB>-<max kB>] <file with the texts to exclude against>...
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dataPath } from '../data.ts';
import { SUITE, TEST2, TEST3, TEST4, TEST5, TEST6, TEST6_MORE, TEST7, TEST7_MORE, TEST8, TEST8_MORE, TEST9, TEST9_MORE, TEST10, TEST10_MORE, TEST11 } from './suite.ts';

/** The kinds a held-out set spreads over, in order, with the playbook type each is reviewed as. */
export const KINDS: { kind: string; re: RegExp; type: string; count: number }[] = [
  { kind: 'licence', re: /LICEN[CS]E/i, type: 'license', count: 2 },
  { kind: 'supply', re: /SUPPLY|MANUFACTURING/i, type: 'msa', count: 1 },
  { kind: 'distribution', re: /DISTRIBUT|RESELLER/i, type: 'msa', count: 1 },
  { kind: 'services', re: /SERVICES?\b|OUTSOURCING|MAINTENANCE/i, type: 'services', count: 1 },
  { kind: 'consulting', re: /CONSULTING/i, type: 'consulting', count: 1 },
  { kind: 'hosting', re: /HOSTING|\bSAAS\b|SUBSCRIPTION/i, type: 'saas', count: 1 },
  { kind: 'collaboration', re: /COLLABORATION|JOINT VENTURE|STRATEGIC ALLIANCE/i, type: 'other', count: 1 },
];

export const company = (file: string): string => file.split(/[_-]/)[0].slice(0, 8).toLowerCase();

export function pick(exclude: string, size: [number, number] = [10, 60]): { file: string; kind: string; type: string }[] {
  const dir = dataPath('cuad', 'full_contract_txt');
  const known = [...SUITE, ...TEST2, ...TEST3, ...TEST4, ...TEST5, ...TEST6, ...TEST6_MORE, ...TEST7, ...TEST7_MORE, ...TEST8, ...TEST8_MORE, ...TEST9, ...TEST9_MORE, ...TEST10, ...TEST10_MORE, ...TEST11].map((c) => company(c.file));
  const text = exclude.toLowerCase();
  const sha = (f: string) => createHash('sha256').update(f).digest('hex');
  const files = readdirSync(dir)
    .filter((f) => { const n = statSync(`${dir}/${f}`).size; return n >= size[0] * 1000 && n <= size[1] * 1000; })
    // amendments, and texts the file name says are an escrow agreement filed under a hosting title (schedules only)
    .filter((f) => !/AMEND|ESCROW/i.test(f))
    // an addendum or amendment filed under its base agreement's title, as its opening says (its checks live in the
    // agreement it changes)
    .filter((f) => !/\bADDENDUM TO\b|\bTHIS ADDENDUM\b|\bAMENDMENT (?:NO\b|NUMBER\b)/.test(readFileSync(`${dir}/${f}`, 'utf8').slice(0, 1500)))
    .filter((f) => !known.includes(company(f)) && !text.includes(company(f)))
    .sort((a, b) => (sha(a) < sha(b) ? -1 : 1));
  const out: { file: string; kind: string; type: string }[] = [];
  const taken = new Set<string>();
  for (const k of KINDS) {
    // a file whose name fits an earlier kind belongs to that kind
    const mine = files.filter((f) => !taken.has(f) && KINDS.find((x) => x.re.test(f.replace(/^[^-_]*/, '')))?.kind === k.kind);
    for (const f of mine.slice(0, k.count)) { out.push({ file: f, kind: k.kind, type: k.type }); taken.add(f); }
  }
  // a kind with too few texts left (hosting ran out at TEST7) gives its places to the next texts of the kinds with a
  // playbook of their own (not collaboration), in the same SHA-256 order, so a set keeps its size
  const places = KINDS.reduce((n, k) => n + k.count, 0);
  for (const f of files) {
    if (out.length >= places) break;
    const k = KINDS.find((x) => x.re.test(f.replace(/^[^-_]*/, '')));
    if (!k || k.type === 'other' || taken.has(f)) continue;
    out.push({ file: f, kind: k.kind, type: k.type }); taken.add(f);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const si = args.indexOf('--size');
  const size = si >= 0 ? (args.splice(si, 2)[1].split('-').map(Number) as [number, number]) : undefined;
  const exclude = args.map((p) => readFileSync(p, 'utf8')).join('\n');
  for (const p of pick(exclude, size)) console.log(`${p.kind}\t${p.type}\t${p.file}`);
}
