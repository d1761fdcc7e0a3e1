// How many CUAD reviews quote page furniture run into a clause (a filing banner "Source: ACME INC, 10-K, 3/1/2004", a
// page number "Page 3 of 7", a footer "Confidential ... Initials: ____") in an issue's citations or explanation, or in a
// check's evidence (session 21, leftovers25).
//   node eval/footers-quoted.ts [--engine <dist/index.js>] [--show N]
import { readdirSync, readFileSync } from 'node:fs';
import { dataPath } from './data.ts';
import { cuadType } from './lawyer/diff.ts';

const args = process.argv.slice(2);
const arg = (k: string) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
type Review = (i: { text: string; document_type: string; options?: Record<string, boolean> }) => {
  review: { checks: { check_id: string; evidence: { quote: string }[] }[]; issues: { check_id: string; explanation: string; citations: { quote: string }[] }[] };
};
const review: Review = (await import(arg('--engine') ?? '../dist/index.js')).review;
const show = Number(arg('--show') ?? 10);
/** Page furniture inside a quote. */
export const FURNITURE_RE = /\bsource:[^\n]{0,160}?\d{1,2}\/\d{1,2}\/\d{2,4}|\bpage[ \t]+\d{1,4}[ \t]+of[ \t]+\d{1,4}\b|\binitials?:?[ \t]*_{2,}/i;
const dir = dataPath('cuad', 'full_contract_txt');
let docs = 0, withIssue = 0, withEvidence = 0, issueQuotes = 0, evidenceQuotes = 0;
const shown: string[] = [];
for (const f of readdirSync(dir).filter((x) => x.endsWith('.txt')).sort()) {
  const text = readFileSync(`${dir}/${f}`, 'utf8');
  docs++;
  const r = review({ text, document_type: cuadType(f), options: { suggest_redlines: false } }).review;
  const iq = r.issues.flatMap((i) => [...i.citations.map((c) => c.quote), i.explanation]).filter((q) => FURNITURE_RE.test(q));
  const eq = r.checks.flatMap((c) => c.evidence.map((e) => e.quote)).filter((q) => FURNITURE_RE.test(q));
  if (iq.length) withIssue++;
  if (eq.length) withEvidence++;
  issueQuotes += iq.length;
  evidenceQuotes += eq.length;
  if (shown.length < show && (iq.length || eq.length)) shown.push(`${f.slice(0, 60)}: ${(iq[0] ?? eq[0]).replace(/\s+/g, ' ').match(new RegExp(`.{0,80}(?:${FURNITURE_RE.source}).{0,40}`, 'i'))?.[0]}`);
}
console.log(`${docs} CUAD texts; ${withIssue} reviews quote page furniture in an issue (${issueQuotes} quotes and explanations), ${withEvidence} in a check's evidence (${evidenceQuotes} quotes)`);
console.log(shown.join('\n'));
