// Reading aid for rule changes: every check reading that differs between two engines over the 510 CUAD texts, so
// that each changed reading can be read and judged before a change is adopted. Each text is reviewed with the
// playbook its file name names (licence, consulting, services, hosting, supply / distribution, ...; `other`
// where none), or with every listed type (--types msa,license,...). A reading is a check's outcome, position and
// whether an issue is raised (a check only one engine has is 'absent' in the other); a change is printed with the
// first evidence each engine cites. Every suite set up to TEST6 has been read to fix rules or had its errors listed,
// so none of them is left out; the held-out TEST7 to TEST10 (both parts of each) and TEST11 (its CUAD part; its second
// part is not CUAD's) are, so that rule rounds never read their contracts.
//   node eval/lawyer/diff.ts --base <dist/index.js> [--engine <dist/index.js>] [--types a,b] [--only <check suffix>]
import { readdirSync, readFileSync } from 'node:fs';
import { cuadTypeOf, dataPath, hasData } from '../data.ts';
import { TEST7, TEST7_MORE, TEST8, TEST8_MORE, TEST9, TEST9_MORE, TEST10, TEST10_MORE, TEST11 } from './suite.ts';

/** The playbook type a CUAD file name names; `other` where none. */
export function cuadType(file: string): string {
  return cuadTypeOf(file) ?? 'other';
}

type Review = (i: { text: string; document_type: string; options?: Record<string, boolean> }) => {
  review: { checks: { check_id: string; outcome: string; position: string; evidence: { start: number; end: number; quote: string }[] }[]; issues: { check_id: string }[] };
};

interface Reading { outcome: string; position: string; issue: boolean; quote: string }
function readings(review: Review, text: string, type: string): Map<string, Reading> {
  const r = review({ text, document_type: type, options: { suggest_redlines: false } });
  const issued = new Set(r.review.issues.map((i) => i.check_id));
  return new Map(r.review.checks.map((c) => [c.check_id, { outcome: c.outcome, position: c.position, issue: issued.has(c.check_id), quote: c.evidence[0] ? `[${c.evidence[0].start}] ${c.evidence[0].quote.replace(/\s+/g, ' ').slice(0, 240)}` : '' }]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!hasData('cuad', 'full_contract_txt')) { console.error('CUAD data not found; set CONTRACT_DATA_DIR'); process.exit(1); }
  const args = process.argv.slice(2);
  const arg = (k: string) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
  const base: Review = (await import(arg('--base')!)).review;
  const next: Review = (await import(arg('--engine') ?? '../../dist/index.js')).review;
  const types = arg('--types')?.split(',');
  const only = arg('--only');
  const dir = dataPath('cuad', 'full_contract_txt');
  let docs = 0, total = 0, changed = 0;
  const heldOut = new Set([...TEST7, ...TEST7_MORE, ...TEST8, ...TEST8_MORE, ...TEST9, ...TEST9_MORE, ...TEST10, ...TEST10_MORE, ...TEST11].map((c) => c.file));
  for (const f of readdirSync(dir).sort()) {
    if (heldOut.has(f)) continue;
    const text = readFileSync(`${dir}/${f}`, 'utf8');
    docs++;
    for (const type of types ?? [cuadType(f)]) {
      const a = readings(base, text, type), b = readings(next, text, type);
      // a check only one engine has (added or removed) is 'absent' in the other
      const none: Reading = { outcome: 'absent', position: '-', issue: false, quote: '' };
      for (const id of new Set([...a.keys(), ...b.keys()])) {
        if (only && !id.endsWith(`.${only}`)) continue;
        total++;
        const x = a.get(id) ?? none;
        const y = b.get(id) ?? none;
        if (x.outcome === y.outcome && x.position === y.position && x.issue === y.issue) continue;
        changed++;
        console.log(`${f.slice(0, 70)} ${id}: ${x.outcome}/${x.position}${x.issue ? ' (issue)' : ''} -> ${y.outcome}/${y.position}${y.issue ? ' (issue)' : ''}`);
        console.log(`   before ${x.quote}`);
        console.log(`   after  ${y.quote}`);
      }
    }
  }
  console.log(`${docs} CUAD texts (the ${heldOut.size} held out by TEST7 to TEST11 left out), ${total} readings, ${changed} changed`);
}
