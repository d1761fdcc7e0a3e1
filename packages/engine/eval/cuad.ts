// CUAD clause-type eval: for each contract and each CUAD category, does the engine's clause map contain
// the category's clause type (any clause whose detected types include it)? Precision / recall per category,
// against the presence of expert-labelled spans in master_clauses.csv.
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ruleClauseTypes, cuadCategoryMap, parseCsvObjects, parsePyList } from '../dist/index.js';
import { dataPath } from './data.ts';

const YES_NO_EXCLUDED = new Set(['Document Name', 'Parties', 'Agreement Date', 'Effective Date']);

export interface CuadRow { category: string; clause_type: string; support: number; predicted: number; precision: number; recall: number; f1: number }

export function runCuad(limit = Infinity): { docs: number; rows: CuadRow[]; micro: { precision: number; recall: number; f1: number } } {
  const rows = parseCsvObjects(readFileSync(dataPath('cuad', 'master_clauses.csv'), 'utf8'));
  const map = cuadCategoryMap();
  const keys = Object.keys(rows[0]);
  const stats = new Map<string, { tp: number; fp: number; fn: number }>();
  let docs = 0;
  for (const row of rows) {
    if (docs >= limit) break;
    const file = dataPath('cuad', 'full_contract_txt', row.Filename.replace(/\.pdf$/i, '.txt'));
    if (!existsSync(file)) continue;
    docs++;
    const text = readFileSync(file, 'utf8');
    const found = new Set(ruleClauseTypes(text));
    for (const [cat, type] of Object.entries(map)) {
      if (YES_NO_EXCLUDED.has(cat)) continue;
      const key = keys.find((k) => k.toLowerCase() === cat.toLowerCase());
      if (!key) continue;
      const gold = parsePyList(row[key] ?? '').length > 0;
      const pred = found.has(type);
      const s = stats.get(cat) ?? { tp: 0, fp: 0, fn: 0 };
      stats.set(cat, s);
      if (gold && pred) s.tp++;
      else if (pred) s.fp++;
      else if (gold) s.fn++;
    }
  }
  const out: CuadRow[] = [];
  let TP = 0, FP = 0, FN = 0;
  for (const [cat, s] of stats) {
    TP += s.tp; FP += s.fp; FN += s.fn;
    const p = s.tp + s.fp ? s.tp / (s.tp + s.fp) : 0;
    const r = s.tp + s.fn ? s.tp / (s.tp + s.fn) : 0;
    out.push({ category: cat, clause_type: map[cat], support: s.tp + s.fn, predicted: s.tp + s.fp, precision: p, recall: r, f1: p + r ? (2 * p * r) / (p + r) : 0 });
  }
  const P = TP / (TP + FP), R = TP / (TP + FN);
  return { docs, rows: out, micro: { precision: P, recall: R, f1: (2 * P * R) / (P + R) } };
}

export function printCuad(r: ReturnType<typeof runCuad>): void {
  const f = (x: number) => x.toFixed(3);
  console.log(`\nCUAD clause types, rules only: ${r.docs} contracts (document-level presence of each category; the rules were written with CUAD in view, so this is not a held-out figure)`);
  console.log('category                              clause_type                        support  precision  recall    f1');
  for (const x of r.rows) console.log(`${x.category.padEnd(37)} ${x.clause_type.padEnd(34)} ${String(x.support).padStart(7)}  ${f(x.precision).padStart(9)}  ${f(x.recall).padStart(6)}  ${f(x.f1)}`);
  console.log(`micro precision ${f(r.micro.precision)}  recall ${f(r.micro.recall)}  f1 ${f(r.micro.f1)}`);
}

interface Prf { tp: number; fp: number; fn: number; precision: number; recall: number; f1: number }
interface CvReport {
  method: string;
  contracts: number;
  systems: Record<string, string>;
  categories: ({ category: string; clause_type: string; support: number } & Record<string, Prf>)[];
  micro: Record<string, Prf>;
}

/**
 * The learned model's figures. The shipped model was fitted on every CUAD contract, so measuring it here
 * would report fitted data: the figures are the training script's nested cross-validation by contract
 * (data/clause-types.cv.json, written by tools/train/train_clause_types.py).
 */
export function printCuadCv(): void {
  const file = fileURLToPath(new URL('../data/clause-types.cv.json', import.meta.url));
  if (!existsSync(file)) {
    console.log('\nCUAD learned clause types: data/clause-types.cv.json missing (run tools/train/run.sh)');
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8')) as CvReport;
  const f = (x: number) => x.toFixed(3);
  const names = Object.keys(r.systems);
  console.log(`\nCUAD clause types, learned: ${r.contracts} contracts, ${r.method}`);
  for (const n of names) console.log(`  ${n.padEnd(10)} ${r.systems[n]}`);
  console.log(`${'category'.padEnd(37)} ${'support'.padStart(7)}  ${names.map((n) => `${n} P / R`.padStart(18)).join('  ')}`);
  for (const c of r.categories) {
    console.log(`${c.category.padEnd(37)} ${String(c.support).padStart(7)}  ${names.map((n) => `${f(c[n].precision)} / ${f(c[n].recall)}`.padStart(18)).join('  ')}`);
  }
  for (const n of names) {
    const m = r.micro[n];
    const how = n === 'rules' ? 'the rules, on every contract' : 'cross-validated by contract';
    console.log(`micro ${n.padEnd(10)} precision ${f(m.precision)}  recall ${f(m.recall)}  f1 ${f(m.f1)}   (${how})`);
  }
}
