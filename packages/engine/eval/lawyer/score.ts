// Scores an engine's reviews against the lawyer-read suite (eval/lawyer/suite.ts): per-check agreement on
// position and outcome, false issues (raised where the reader would not) and missed issues, whether the first
// cited evidence overlaps the operative language the reader located, and the parties found; TUNE, TEST and the
// held-out sets TEST2 to TEST15B (TEST6 to TEST11 each in two parts, apart and together) apart.
//   node eval/lawyer/score.ts [--engine <dist/index.js>] [--verbose] [--only <half>,...]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dataPath, hasData } from '../data.ts';
import { SUITE, TEST2, TEST3, TEST4, TEST5, TEST6, TEST6_MORE, TEST7, TEST7_MORE, TEST8, TEST8_MORE, TEST9, TEST9_MORE, TEST10, TEST10_MORE, TEST11, TEST11_MORE, TEST12A, TEST12B, TEST13A, TEST13B, TEST14A, TEST14B, TEST15A, TEST15B, type SuiteContract } from './suite.ts';
import type { DocumentType } from '../../src/types.ts';

export interface Judgement { outcome: string; position: string; issue: boolean; spans: [number, number][] }

export function parseJudgement(s: string): Judgement {
  const [outcome, position, ...rest] = s.trim().split(/\s+/);
  const spans: [number, number][] = [];
  let issue = position === 'unacceptable' || position === 'missing';
  for (const r of rest) {
    if (r.startsWith('@')) for (const p of r.slice(1).split(',')) { const [a, b] = p.split('-').map(Number); spans.push([a, b]); }
    else if (r === 'noissue') issue = false;
    else if (r === 'issue') issue = true;
    else throw new Error(`bad judgement: ${s}`);
  }
  return { outcome, position, issue, spans };
}

/** A ContractNLI entry's data file and document id ('dev.json#10'). */
function nliRef(c: SuiteContract): { file: string; id: number } {
  const m = /^([\w-]+\.json)#(\d+)$/.exec(c.file);
  if (!m) throw new Error(`a ContractNLI suite entry names its file and id as 'dev.json#10', not ${c.file}`);
  return { file: m[1], id: Number(m[2]) };
}

const nliFiles = new Map<string, Map<number, string>>();
function nliText(c: SuiteContract): string {
  const { file, id } = nliRef(c);
  let docs = nliFiles.get(file);
  if (!docs) {
    const data = JSON.parse(readFileSync(dataPath('contractnli', file), 'utf8')) as { documents: { id: number; text: string }[] };
    docs = new Map(data.documents.map((d) => [d.id, d.text]));
    nliFiles.set(file, docs);
  }
  const text = docs.get(id);
  if (text === undefined) throw new Error(`no document ${id} in contractnli/${file}`);
  return text;
}

/**
 * A suite contract's text: the shared CUAD text; for `source: 'own'` the text the judge wrote in eval/lawyer/own/; for
 * `source: 'contractnli'` the text of a ContractNLI document, read in place from the shared data.
 */
export function suiteText(c: SuiteContract): string {
  if (c.source === 'own') return readFileSync(fileURLToPath(new URL(`./own/${c.file}`, import.meta.url)), 'utf8');
  if (c.source === 'contractnli') return nliText(c);
  return readFileSync(dataPath('cuad', 'full_contract_txt', c.file), 'utf8');
}

/** Whether a suite contract's text is here: the shared data may be absent (a judge's own text always is here). */
export function suiteTextPresent(c: SuiteContract): boolean {
  if (c.source === 'own') return true;
  if (c.source === 'contractnli') return hasData('contractnli', nliRef(c).file);
  return hasData('cuad', 'full_contract_txt', c.file);
}

export const split = (i: number): 'test' | 'tune' => (i % 3 === 2 ? 'test' : 'tune');
export type Half = 'tune' | 'test' | 'test2' | 'test3' | 'test4' | 'test5' | 'test6' | 'test6more' | 'test7' | 'test7more' | 'test8' | 'test8more' | 'test9' | 'test9more' | 'test10' | 'test10more' | 'test11' | 'test11more' | 'test12a' | 'test12b' | 'test13a' | 'test13b' | 'test14a' | 'test14b' | 'test15a' | 'test15b';

export interface Tally {
  checks: number; position: number; outcome: number; falseIssues: number; missedIssues: number; deserved: number;
  evidenceChecked: number; evidenceRight: number; partiesRight: number; contracts: number;
}
export const empty = (): Tally => ({ checks: 0, position: 0, outcome: 0, falseIssues: 0, missedIssues: 0, deserved: 0, evidenceChecked: 0, evidenceRight: 0, partiesRight: 0, contracts: 0 });

type Review = (i: { text: string; document_type: DocumentType; options?: { suggest_redlines?: boolean } }) => {
  key_terms: { parties: string[] };
  review: { checks: { check_id: string; outcome: string; position?: string; evidence: { start: number; end: number }[] }[]; issues: { check_id: string }[] };
};

export function scoreSuite(review: Review, log?: (line: string) => void): Record<Half, Tally> {
  const out: Record<Half, Tally> = { tune: empty(), test: empty(), test2: empty(), test3: empty(), test4: empty(), test5: empty(), test6: empty(), test6more: empty(), test7: empty(), test7more: empty(), test8: empty(), test8more: empty(), test9: empty(), test9more: empty(), test10: empty(), test10more: empty(), test11: empty(), test11more: empty(), test12a: empty(), test12b: empty(), test13a: empty(), test13b: empty(), test14a: empty(), test14b: empty(), test15a: empty(), test15b: empty() };
  SUITE.forEach((c, i) => scoreContract(review, c, split(i), out[split(i)], log));
  for (const c of TEST2) scoreContract(review, c, 'test2', out.test2, log);
  for (const c of TEST3) scoreContract(review, c, 'test3', out.test3, log);
  for (const c of TEST4) scoreContract(review, c, 'test4', out.test4, log);
  for (const c of TEST5) scoreContract(review, c, 'test5', out.test5, log);
  for (const c of TEST6) scoreContract(review, c, 'test6', out.test6, log);
  for (const c of TEST6_MORE) scoreContract(review, c, 'test6more', out.test6more, log);
  for (const c of TEST7) scoreContract(review, c, 'test7', out.test7, log);
  for (const c of TEST7_MORE) scoreContract(review, c, 'test7more', out.test7more, log);
  for (const c of TEST8) scoreContract(review, c, 'test8', out.test8, log);
  for (const c of TEST8_MORE) scoreContract(review, c, 'test8more', out.test8more, log);
  for (const c of TEST9) scoreContract(review, c, 'test9', out.test9, log);
  for (const c of TEST9_MORE) scoreContract(review, c, 'test9more', out.test9more, log);
  for (const c of TEST10) scoreContract(review, c, 'test10', out.test10, log);
  for (const c of TEST10_MORE) scoreContract(review, c, 'test10more', out.test10more, log);
  for (const c of TEST11) scoreContract(review, c, 'test11', out.test11, log);
  for (const c of TEST11_MORE) scoreContract(review, c, 'test11more', out.test11more, log);
  // (its ContractNLI documents are skipped, as the CUAD texts are, when that data is not beside the repository)
  for (const c of TEST12A) if (suiteTextPresent(c)) scoreContract(review, c, 'test12a', out.test12a, log);
  for (const c of TEST12B) scoreContract(review, c, 'test12b', out.test12b, log);
  for (const c of TEST13A) if (suiteTextPresent(c)) scoreContract(review, c, 'test13a', out.test13a, log);
  for (const c of TEST13B) scoreContract(review, c, 'test13b', out.test13b, log);
  for (const c of TEST14A) if (suiteTextPresent(c)) scoreContract(review, c, 'test14a', out.test14a, log);
  for (const c of TEST14B) scoreContract(review, c, 'test14b', out.test14b, log);
  for (const c of TEST15A) if (suiteTextPresent(c)) scoreContract(review, c, 'test15a', out.test15a, log);
  for (const c of TEST15B) scoreContract(review, c, 'test15b', out.test15b, log);
  return out;
}

function scoreContract(review: Review, c: SuiteContract, half: Half, t: Tally, log?: (line: string) => void): void {
  const text = suiteText(c);
  const r = review({ text, document_type: c.type, options: { suggest_redlines: false } });
  t.contracts++;
  if (r.key_terms.parties.length === c.parties && r.key_terms.parties.every((p) => text.includes(p))) t.partiesRight++;
  else log?.(`${half} ${c.file.slice(0, 40)} parties ${JSON.stringify(r.key_terms.parties)} (want ${c.parties})`);
  const issued = new Set(r.review.issues.map((x) => x.check_id));
  const prefix = r.review.checks[0]?.check_id.split('.')[0];
  for (const [id, s] of Object.entries(c.checks)) {
    const j = parseJudgement(s);
    const check = r.review.checks.find((x) => x.check_id === `${prefix}.${id}`);
    if (!check) throw new Error(`no check ${prefix}.${id} in the review of ${c.file}`);
    t.checks++;
    const posOk = check.position === j.position;
    if (posOk) t.position++;
    if (check.outcome === j.outcome) t.outcome++;
    const has = issued.has(check.check_id);
    if (j.issue) t.deserved++;
    if (has && !j.issue) t.falseIssues++;
    if (!has && j.issue) t.missedIssues++;
    let ev = '';
    if (j.spans.length && check.outcome !== 'not_mentioned' && check.evidence.length) {
      t.evidenceChecked++;
      const e = check.evidence[0];
      const right = j.spans.some(([a, b]) => e.start < b && a < e.end);
      if (right) t.evidenceRight++;
      else ev = ` evidence [${e.start},${e.end}] ${JSON.stringify(text.slice(e.start, Math.min(e.end, e.start + 100)))}`;
    }
    if (!posOk || check.outcome !== j.outcome || ev || has !== j.issue)
      log?.(`${half} ${c.file.slice(0, 40)} ${check.check_id}: got ${check.outcome}/${check.position}${has ? ' (issue)' : ''}, want ${j.outcome}/${j.position}${j.issue ? ' (issue)' : ''}${ev}`);
  }
}

/** Two tallies added up (a held-out set's two parts together). */
export function addTallies(a: Tally, b: Tally): Tally {
  const out = empty();
  for (const k of Object.keys(out) as (keyof Tally)[]) out[k] = a[k] + b[k];
  return out;
}

export function formatTally(name: string, t: Tally): string {
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : 'n/a');
  return `${name}: ${t.contracts} contracts, ${t.checks} checks | position agreement ${pct(t.position, t.checks)} (${t.position}) | outcome agreement ${pct(t.outcome, t.checks)} | false issues ${t.falseIssues} | missed issues ${t.missedIssues} of ${t.deserved} deserved | first evidence right ${pct(t.evidenceRight, t.evidenceChecked)} (${t.evidenceRight}/${t.evidenceChecked}) | parties right ${t.partiesRight}/${t.contracts}`;
}

/**
 * The aggregate line of every set of a scored suite, in the suite's order (TUNE, TEST, TEST2 ...): a set judged in two
 * parts gives each part, then both together. Read from the result's own sets, so a set added to the suite is printed.
 */
export function tallyLines(r: Record<Half, Tally>): string[] {
  const lines: string[] = [];
  const sets = r as Record<string, Tally>;
  for (const half of Object.keys(sets)) {
    if (half.endsWith('more')) continue;
    const name = half.toUpperCase();
    const more = sets[`${half}more`];
    lines.push(formatTally(name, sets[half]));
    if (more) lines.push(formatTally(`${name} more`, more), formatTally(`${name} all`, addTallies(sets[half], more)));
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!hasData('cuad', 'full_contract_txt')) { console.error('CUAD data not found; set CONTRACT_DATA_DIR'); process.exit(1); }
  const args = process.argv.slice(2);
  const ei = args.indexOf('--engine');
  const engine = await import(ei >= 0 ? args[ei + 1] : '../../dist/index.js');
  // --only limits the --verbose lines to some sets (e.g. `--only test6,test6more`), so that reading one held-out
  // set's disagreements does not show another's
  const oi = args.indexOf('--only');
  const only = oi >= 0 ? new Set(args[oi + 1].split(',')) : undefined;
  const log = (l: string) => { if (!only || only.has(l.split(' ')[0])) console.log(l); };
  const r = scoreSuite(engine.review, args.includes('--verbose') ? log : undefined);
  for (const line of tallyLines(r)) console.log(line);
}
