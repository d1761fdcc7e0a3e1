// Precision of the checks on real contracts: every issue a check raises over the CUAD full texts of the kinds the
// licence, services and consulting playbooks read (the playbook the file name names, `cuadType`), so that a reader can
// judge each issue right or false. Texts of every lawyer-read suite (SUITE to TEST9_MORE) are left out, and so are the
// files named in any `--exclude <list>` (one file name per line, tab-separated columns allowed, '#' comments). The
// issues are split by SHA-256 of the file name into sample A (read to fix rules) and sample B (held out, read once to
// measure), before anyone reads them.
// With --types, every text (not only those of the kinds) is read with each playbook listed, as diff.ts --types does;
// --kinds keeps only the texts whose file name holds one of the words listed (case-insensitive), e.g. the supply,
// distribution and hosting agreements read with --types msa,saas (round 12, eval/lawyer/precision-msa-b-labels.json).
//   node eval/lawyer/precision.ts [--engine <dist/index.js>] [--exclude <list>] [--sample A|B] [--checks a,b] [--all]
//        [--types license,services,consulting] [--kinds supply,distribut,hosting]
//        [--labels <json> [--base <dist/index.js>]]
// Without --all only the checks added in judge rounds 12, 12b and 12c are listed (`NEWER`). With --labels (a JSON array
// of { file, check, right: boolean, arguable?: true }; an arguable issue counts as not right), prints per check how many
// of the engine's issues in the sample are judged, right and false, and precision; with --base too, the same for a second
// engine and the judged-right issues it raised that the engine does not (recall given up). Issues of absence (position
// 'missing') are counted apart and not judged. eval/lawyer/precision-b-labels.json holds the judgements of sample B
// (session 11), read once with bdeafec's engine and the session's final one.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dataPath, hasData } from '../data.ts';
import { cuadType } from './diff.ts';
import { SUITE, TEST2, TEST3, TEST4, TEST5, TEST6, TEST6_MORE, TEST7, TEST7_MORE, TEST8, TEST8_MORE, TEST9, TEST9_MORE } from './suite.ts';

/** The checks added by judge rounds 12, 12b and 12c to the playbooks read here. */
export const NEWER = [
  'license.warranty', 'license.price_increases', 'license.auto_renewal', 'license.confidentiality',
  'services.payment_terms', 'services.unilateral_changes', 'services.non_solicitation',
  'consulting.acceptance', 'consulting.indemnification', 'consulting.unilateral_changes', 'consulting.non_solicitation',
  'lease.service_charges', 'lease.tenant_indemnity', 'dpa.precedence',
];
const TYPES = new Set(['license', 'services', 'consulting', 'lease', 'dpa']);

/** Sample A (fix) or B (measure) of a file: the first hex digit of the SHA-256 of its name, 0-7 A, 8-f B. */
export const sampleOf = (file: string): 'A' | 'B' => (parseInt(createHash('sha256').update(file).digest('hex')[0], 16) < 8 ? 'A' : 'B');

type Review = (i: { text: string; document_type: string; options?: Record<string, boolean> }) => {
  review: { checks: { check_id: string; outcome: string; position: string; evidence: { start: number; end: number; quote: string }[] }[]; issues: { check_id: string; title: string }[] };
};
export interface Issue { file: string; sample: 'A' | 'B'; check: string; position: string; title: string; quote: string }

export function issues(review: Review, files: string[], checks: (id: string) => boolean, types?: string[]): Issue[] {
  const dir = dataPath('cuad', 'full_contract_txt');
  const out: Issue[] = [];
  for (const file of files) {
    const text = readFileSync(`${dir}/${file}`, 'utf8');
    for (const type of types ?? [cuadType(file)]) {
    const r = review({ text, document_type: type, options: { suggest_redlines: false } });
    for (const i of r.review.issues) {
      if (!checks(i.check_id)) continue;
      const c = r.review.checks.find((x) => x.check_id === i.check_id);
      const e = c?.evidence[0];
      out.push({ file, sample: sampleOf(file), check: i.check_id, position: c?.position ?? '-', title: i.title, quote: e ? `[${e.start}] ${e.quote.replace(/\s+/g, ' ').slice(0, 400)}` : '' });
    }
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!hasData('cuad', 'full_contract_txt')) { console.error('CUAD data not found; set CONTRACT_DATA_DIR'); process.exit(1); }
  const args = process.argv.slice(2);
  const arg = (k: string) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
  const load = async (p: string): Promise<Review> => (await import(p.startsWith('/') ? p : new URL(`../../${p}`, import.meta.url).href)).review;
  const excluded = new Set<string>([SUITE, TEST2, TEST3, TEST4, TEST5, TEST6, TEST6_MORE, TEST7, TEST7_MORE, TEST8, TEST8_MORE, TEST9, TEST9_MORE].flat().map((c) => c.file));
  for (const list of args.flatMap((a, i) => (a === '--exclude' ? [args[i + 1]] : []))) {
    for (const line of readFileSync(list, 'utf8').split('\n')) {
      if (!line.trim() || line.startsWith('#')) continue;
      for (const col of line.split('\t')) if (col.endsWith('.txt')) excluded.add(col.trim());
    }
  }
  const sample = arg('--sample');
  const only = arg('--checks')?.split(',');
  const checks = (id: string) => (only ? only.includes(id) : args.includes('--all') ? true : NEWER.includes(id));
  const types = arg('--types')?.split(',');
  const kinds = arg('--kinds')?.split(',').map((k) => k.toLowerCase());
  const files = readdirSync(dataPath('cuad', 'full_contract_txt')).sort()
    .filter((f) => !excluded.has(f) && (types || TYPES.has(cuadType(f))) && (!sample || sampleOf(f) === sample))
    .filter((f) => !kinds || kinds.some((k) => f.toLowerCase().includes(k)));
  const engine = await load(arg('--engine') ?? 'dist/index.js');
  const mine = issues(engine, files, checks, types);
  const labelsPath = arg('--labels');
  if (!labelsPath) {
    for (const i of mine) console.log(`${i.sample} ${i.check} ${i.position} | ${i.file}\n   ${i.title}\n   ${i.quote}`);
    const per = new Map<string, number>();
    for (const i of mine) per.set(i.check, (per.get(i.check) ?? 0) + 1);
    console.log(`${files.length} texts${sample ? ` (sample ${sample})` : ''}, ${mine.length} issues: ${[...per].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  } else {
    const labels: { file: string; check: string; right: boolean }[] = JSON.parse(readFileSync(labelsPath, 'utf8'));
    const label = new Map(labels.map((l) => [`${l.file}\u0000${l.check}`, l.right]));
    const key = (i: Issue) => `${i.file}\u0000${i.check}`;
    // issues of absence (position 'missing': the contract says nothing of the matter) are counted apart, not judged
    const absent = (list: Issue[]) => list.filter((i) => i.position === 'missing').length;
    const tally = (list: Issue[]) => {
      const t = new Map<string, { n: number; right: number; wrong: number; unjudged: number }>();
      for (const i of list) {
        if (i.position === 'missing') continue;
        const x = t.get(i.check) ?? { n: 0, right: 0, wrong: 0, unjudged: 0 };
        x.n++;
        const l = label.get(key(i));
        if (l === undefined) x.unjudged++; else if (l) x.right++; else x.wrong++;
        t.set(i.check, x);
      }
      return t;
    };
    const pct = (x: { right: number; wrong: number }) => (x.right + x.wrong ? `${((100 * x.right) / (x.right + x.wrong)).toFixed(0)} %` : '-');
    const basePath = arg('--base');
    const base = basePath ? issues(await load(basePath), files, checks, types) : [];
    const a = tally(mine), b = tally(base);
    const have = new Set(mine.map(key));
    const lost = base.filter((i) => !have.has(key(i)) && label.get(key(i)) === true);
    console.log(`issues of absence (position missing), not judged: ${basePath ? `base ${absent(base)} -> ` : ''}engine ${absent(mine)}`);
    for (const id of [...new Set([...b.keys(), ...a.keys()])].sort()) {
      const z = { n: 0, right: 0, wrong: 0, unjudged: 0 };
      const x = a.get(id) ?? z, y = b.get(id) ?? z;
      const was = basePath ? `base ${y.n} issues, ${y.right} right ${y.wrong} false${y.unjudged ? ` ${y.unjudged} unjudged` : ''}, precision ${pct(y)} -> ` : '';
      console.log(`${id}: ${was}engine ${x.n} issues, ${x.right} right ${x.wrong} false${x.unjudged ? ` ${x.unjudged} unjudged` : ''}, precision ${pct(x)}${basePath ? `; right issues dropped ${lost.filter((i) => i.check === id).length}` : ''}`);
    }
    const sum = (t: Map<string, { n: number; right: number; wrong: number; unjudged: number }>) => [...t.values()].reduce((s, x) => ({ n: s.n + x.n, right: s.right + x.right, wrong: s.wrong + x.wrong, unjudged: s.unjudged + x.unjudged }), { n: 0, right: 0, wrong: 0, unjudged: 0 });
    const x = sum(a), y = sum(b);
    console.log(`all: ${basePath ? `base ${y.n} issues, ${y.right} right ${y.wrong} false, precision ${pct(y)} -> ` : ''}engine ${x.n} issues, ${x.right} right ${x.wrong} false${x.unjudged ? ` ${x.unjudged} unjudged` : ''}, precision ${pct(x)}${basePath ? `; right issues dropped ${lost.length}` : ''}`);
    for (const i of mine.filter((i) => i.position !== 'missing' && !label.has(key(i)))) console.log(`unjudged: ${i.check} | ${i.file}\n   ${i.quote}`);
  }
}
