// Computes market benchmark figures from CUAD v1 (read in place from ../shared/data/cuad) and writes
// packages/engine/data/benchmarks.json. The corpus is never copied; only derived figures are written.
// Run: pnpm --filter @contract-analysis/engine corpus   (builds the engine first)
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  parseCsvObjects, parsePyList, parseDurations, normaliseJurisdiction, jurisdictionCode, cuadCategoryMap, distributionFigure, quartileFigure,
  quartileAndValuesFigure, shareFigure, type BenchmarkRow, type BenchmarkSource, type Figure,
} from '../../packages/engine/dist/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
const dataDir = process.env.CONTRACT_DATA_DIR ?? resolve(repo, '..', 'shared', 'data');
const cuadDir = resolve(dataDir, 'cuad');
const outFile = resolve(repo, 'packages', 'engine', 'data', 'benchmarks.json');

// The API's BenchmarkSource, stated once in the file; the engine attaches it to every row it serves.
const SOURCE: BenchmarkSource = {
  corpus: 'cuad_v1',
  name: 'CUAD v1 (The Atticus Project, 2021)',
  license: 'CC BY 4.0',
  url: 'https://www.atticusprojectai.org/cuad',
  note: 'Figures derived by the Contract Analysis Service from the 510 commercial contracts (SEC EDGAR filings) of the Contract Understanding Atticus Dataset. CUAD has no industry field; the contract type named in the file name stands in for the industry, and "all" covers every contract.',
};
type Row = Omit<BenchmarkRow, 'source'>;

// The 25 CUAD contract types, matched against the file name (first match wins).
const TYPES: [RegExp, string][] = [
  [/non[- ]?compete|non[- ]?solicit|non[- ]?disparagement/i, 'non_compete'],
  [/strategic alliance/i, 'strategic_alliance'],
  [/joint venture/i, 'joint_venture'],
  [/co-?branding|branding/i, 'co_branding'],
  [/collaboration|cooperation/i, 'collaboration'],
  [/sponsorship/i, 'sponsorship'],
  [/endorsement/i, 'endorsement'],
  [/distribut/i, 'distributor'],
  [/reseller|remarketing/i, 'reseller'],
  [/franchise/i, 'franchise'],
  [/hosting/i, 'hosting'],
  [/outsourcing/i, 'outsourcing'],
  [/transportation/i, 'transportation'],
  [/manufactur/i, 'manufacturing'],
  [/supply/i, 'supply'],
  [/maintenance/i, 'maintenance'],
  [/consulting/i, 'consulting'],
  [/development/i, 'development'],
  [/promotion/i, 'promotion'],
  [/marketing/i, 'marketing'],
  [/agency/i, 'agency'],
  [/affiliate/i, 'affiliate'],
  [/intellectual property|\bip agreement|trademark|patent/i, 'ip'],
  [/licen[cs]e/i, 'license'],
  [/servic/i, 'service'],
];

function contractType(filename: string): string {
  const name = filename.replace(/\.(pdf|txt)$/i, '');
  const tail = name.split(/[-_]/).slice(-2).join(' ');
  for (const [re, t] of TYPES) if (re.test(tail)) return t;
  for (const [re, t] of TYPES) if (re.test(name)) return t;
  return 'other';
}

// Every statistic (quartiles, shares, distributions, and the minimum sample each needs) comes from the
// engine's statistics.ts, the same code the server's live figures use.
function row(clause_type: string, industry: string, metric: string, unit: string, figure: Figure): Row {
  return { clause_type, industry, metric, unit, ...figure };
}

/** "successive 1 year", "30 days", "6 months" → months */
function answerMonths(s: string): number | null {
  const d = parseDurations(s)[0];
  return d ? Math.round(d.months * 100) / 100 : null;
}

function answerDays(s: string): number | null {
  const d = parseDurations(s)[0];
  if (!d) return null;
  return d.unit === 'D' ? d.value : d.unit === 'W' ? d.value * 7 : d.unit === 'M' ? d.value * 30 : d.value * 365;
}

const csv = readFileSync(resolve(cuadDir, 'master_clauses.csv'), 'utf8');
const rows = parseCsvObjects(csv);
const txtFiles = new Set(readdirSync(resolve(cuadDir, 'full_contract_txt')));
const categories = cuadCategoryMap();
const catKey = (cat: string) => Object.keys(rows[0]).find((k) => k.toLowerCase() === cat.toLowerCase());

interface Rec { type: string; row: Record<string, string> }
const recs: Rec[] = rows.map((row) => ({ type: contractType(row.Filename), row }));
const groups = new Map<string, Rec[]>([['all', recs]]);
for (const r of recs) {
  if (!groups.has(r.type)) groups.set(r.type, []);
  groups.get(r.type)!.push(r);
}

const out: Row[] = [];
const YES_NO = new Set(['Most Favored Nation', 'Competitive Restriction Exception', 'Non-Compete', 'Exclusivity', 'No-Solicit Of Customers', 'No-Solicit Of Employees', 'Non-Disparagement', 'Termination For Convenience', 'Rofr/Rofo/Rofn', 'Change Of Control', 'Anti-Assignment', 'Revenue/Profit Sharing', 'Price Restrictions', 'Minimum Commitment', 'Volume Restriction', 'Ip Ownership Assignment', 'Joint Ip Ownership', 'License Grant', 'Non-Transferable License', 'Affiliate License-Licensor', 'Affiliate License-Licensee', 'Unlimited/All-You-Can-Eat-License', 'Irrevocable Or Perpetual License', 'Source Code Escrow', 'Post-Termination Services', 'Audit Rights', 'Uncapped Liability', 'Cap On Liability', 'Liquidated Damages', 'Warranty Duration', 'Insurance', 'Covenant Not To Sue', 'Third Party Beneficiary']);

for (const [industry, group] of groups) {
  // 1. prevalence of each clause type
  for (const [cat, clauseType] of Object.entries(categories)) {
    if (['Document Name', 'Parties', 'Agreement Date', 'Effective Date'].includes(cat)) continue;
    const key = catKey(cat);
    if (!key) continue;
    const present = group.map((r) => (YES_NO.has(cat) ? /^yes/i.test(r.row[`${key}-Answer`] ?? '') : parsePyList(r.row[key] ?? '').length > 0));
    const n = present.filter(Boolean).length;
    out.push(row(clauseType, industry, 'prevalence', 'share', shareFigure(n, group.length)));
  }
  // 2. governing law distribution
  const laws = group.map((r) => r.row[`${catKey('Governing Law')}-Answer`]?.trim()).filter((x): x is string => !!x)
    .map((x) => { const j = normaliseJurisdiction(x); return j ? jurisdictionCode(j) : x.replace(/\s+/g, ' '); });
  if (laws.length) out.push(row('governing_law', industry, 'governing_law', 'category', distributionFigure(laws)));
  // 3. renewal terms
  const renewals = group.map((r) => r.row[`${catKey('Renewal Term')}-Answer`]?.trim() ?? '').filter((x) => x && !/perpetual/i.test(x));
  const renewalMonths = renewals.map(answerMonths).filter((x): x is number => x !== null);
  if (renewalMonths.length) out.push(row('renewal_term', industry, 'renewal_term_months', 'months', quartileAndValuesFigure(renewalMonths, 'month')));
  // 4. notice periods to stop renewal
  const notices = group.map((r) => r.row[`${catKey('Notice Period To Terminate Renewal')}-Answer`]?.trim() ?? '').map(answerDays).filter((x): x is number => x !== null);
  if (notices.length) out.push(row('notice_to_terminate_renewal', industry, 'notice_period_days', 'days', quartileAndValuesFigure(notices, 'day')));
  // 5. initial term (expiration) where stated as a duration
  const terms = group.map((r) => parsePyList(r.row[catKey('Expiration Date')!] ?? '').join(' ')).map((s) => {
    const d = parseDurations(s).find((x) => x.unit === 'Y' || x.unit === 'M');
    return d ? Math.round(d.months * 100) / 100 : null;
  }).filter((x): x is number => x !== null);
  if (terms.length) out.push(row('term', industry, 'term_months', 'months', quartileFigure(terms)));
  const perpetual = group.filter((r) => /perpetual/i.test(r.row[`${catKey('Expiration Date')}-Answer`] ?? '')).length;
  out.push(row('term', industry, 'perpetual_term', 'share', shareFigure(perpetual, group.length, ['perpetual', 'fixed or not stated'])));
  // 6. liability caps: how the cap is expressed, and fixed amounts where stated
  const caps = group.filter((r) => /^yes/i.test(r.row[`${catKey('Cap On Liability')}-Answer`] ?? '')).map((r) => parsePyList(r.row[catKey('Cap On Liability')!] ?? '').join(' '));
  if (caps.length) {
    const kinds = caps.map((s) => (/(?:fees|amounts?|charges|price|compensation|royalt)[^.]{0,80}(?:paid|payable|received)|paid or payable/i.test(s) ? 'fees_paid_or_payable' : /\$\s?\d|\bdollars\b|USD/i.test(s) ? 'fixed_amount' : /(?:indirect|consequential|special|incidental|punitive)/i.test(s) ? 'damages_exclusion_only' : 'other'));
    out.push(row('cap_on_liability', industry, 'cap_basis', 'category', distributionFigure(kinds)));
    const lookback = caps.map((s) => /(?:preceding|prior|previous|during the)[^.]{0,30}?(\w+(?:\s*\(\d+\))?\s*(?:months?|years?))/i.exec(s)).filter((m): m is RegExpExecArray => !!m).map((m) => answerMonths(m[1])).filter((x): x is number => x !== null);
    if (lookback.length) out.push(row('cap_on_liability', industry, 'fees_lookback_months', 'months', quartileFigure(lookback)));
    const amounts = caps.map((s) => /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(million|thousand)?/i.exec(s)).filter((m): m is RegExpExecArray => !!m).map((m) => Number(m[1].replace(/,/g, '')) * (/million/i.test(m[2] ?? '') ? 1e6 : /thousand/i.test(m[2] ?? '') ? 1e3 : 1));
    if (amounts.length) out.push(row('cap_on_liability', industry, 'fixed_cap_amount', 'USD', quartileFigure(amounts)));
  }
  // 7. warranty duration
  const warranties = group.filter((r) => /^yes/i.test(r.row[`${catKey('Warranty Duration')}-Answer`] ?? '')).map((r) => {
    const d = parseDurations(parsePyList(r.row[catKey('Warranty Duration')!] ?? '').join(' '))[0];
    return d ? Math.round(d.months * 100) / 100 : null;
  }).filter((x): x is number => x !== null);
  if (warranties.length) out.push(row('warranty_duration', industry, 'warranty_months', 'months', quartileFigure(warranties)));
}

const file = {
  source: SOURCE,
  generated_by: 'tools/corpus/build-benchmarks.ts',
  corpus: { name: 'CUAD v1', contracts: rows.length, text_files_seen: txtFiles.size, licence: 'CC BY 4.0', attribution: 'The Atticus Project' },
  industries_note: 'industry = CUAD contract type (from the file name); "all" = every contract',
  rows: out,
};
// One row per line, `source` stated once at the top (the engine adds it to every row it serves).
const head = JSON.stringify({ ...file, rows: undefined }, null, 1).replace(/\n}$/, '');
const body = out.map((r) => `  ${JSON.stringify(r)}`).join(',\n');
writeFileSync(outFile, `${head},\n "rows": [\n${body}\n ]\n}\n`);
console.log(`wrote ${out.length} benchmark rows for ${groups.size} industries (${rows.length} contracts) to ${outFile}`);
