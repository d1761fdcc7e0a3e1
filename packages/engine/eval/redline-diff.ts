// What a change does to the suggested redlines, for reading: the redlines of a baseline engine and of this one on
// the round trip's corpora (CUAD contracts of types with playbooks, the Common Paper NDA, ContractNLI dev) and on
// every CUAD contract with the MSA, NDA and general playbooks. Counts the redlines that change, are lost or are
// added (matched by document, playbook and check), and prints the changed words of up to N of them, one per
// document, so that a change of wording can be read rather than only counted.
//
//   node eval/redline-diff.ts --baseline <an engine's dist/index.js> [--show N] [--only cuad|commonpaper|nli]
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { diffWordsWithSpace } from 'diff';
import { dataPath, hasData } from './data.ts';
import { commonPaperDocs, cuadDocs, nliDocs, type Doc } from './roundtrip.ts';

interface ReviewEngine {
  review: (input: { text: string; document_type: string; playbook?: unknown; options?: Record<string, boolean> }) => {
    review: { issues: { id: string; check_id: string }[]; redlines?: { issue_id: string; suggested_text: string; original_text: string; rationale: string }[] };
  };
  getBuiltInPlaybook: (id: string) => unknown;
}

interface Job extends Doc {
  playbook?: string;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : undefined;
}

function jobs(only?: string): Job[] {
  const out: Job[] = [];
  if (!only || only === 'cuad') {
    out.push(...cuadDocs());
    if (hasData('cuad', 'full_contract_txt')) {
      const dir = dataPath('cuad', 'full_contract_txt');
      for (const f of readdirSync(dir).sort()) {
        const text = readFileSync(`${dir}/${f}`, 'utf8');
        for (const [playbook, type] of [['pbk_msa_standard', 'msa'], ['pbk_nda_standard', 'nda'], ['pbk_general', 'other']]) out.push({ name: `${playbook}:cuad/${f}`, type, text, playbook });
      }
    }
  }
  if (!only || only === 'commonpaper') out.push(...commonPaperDocs());
  if (!only || only === 'nli') out.push(...nliDocs());
  return out;
}

/** Each redline of each job, keyed by job and check. */
function redlines(engine: ReviewEngine, all: Job[]): Map<string, { suggested: string; rationale: string }> {
  const out = new Map<string, { suggested: string; rationale: string }>();
  for (const j of all) {
    const r = engine.review({ text: j.text, document_type: j.type, ...(j.playbook ? { playbook: engine.getBuiltInPlaybook(j.playbook) } : {}), options: { suggest_redlines: true } });
    const check = new Map(r.review.issues.map((i) => [i.id, i.check_id]));
    for (const x of r.review.redlines ?? []) out.set(`${j.name}\t${check.get(x.issue_id)}`, { suggested: x.suggested_text, rationale: x.rationale });
  }
  return out;
}

/** The words that change, each with a few words around it. */
function changes(a: string, b: string): string {
  const parts = diffWordsWithSpace(a, b);
  const out: string[] = [];
  parts.forEach((p, i) => {
    if (!p.added && !p.removed) return;
    const before = parts[i - 1] && !parts[i - 1].added && !parts[i - 1].removed ? parts[i - 1].value.slice(-40) : '';
    out.push(`${p.added ? '+' : '-'} …${before}[${p.value.length > 300 ? `${p.value.slice(0, 300)}…` : p.value}]`);
  });
  return out.join('\n      ');
}

const baseline = arg('--baseline');
if (!baseline) {
  console.error('usage: node eval/redline-diff.ts --baseline <an engine\'s dist/index.js> [--show N] [--only cuad|commonpaper|nli]');
  process.exit(2);
}
const show = Number(arg('--show') ?? 15);
const all = jobs(arg('--only'));
const before = redlines((await import(pathToFileURL(resolve(baseline)).href)) as ReviewEngine, all);
const after = redlines((await import(pathToFileURL(resolve(import.meta.dirname, '..', 'dist', 'index.js')).href)) as ReviewEngine, all);
let changed = 0;
const docs = new Set<string>();
const lost: string[] = [];
const added: string[] = [];
const shown = new Set<string>();
for (const [key, b] of after) {
  const a = before.get(key);
  const doc = key.split('\t')[0].replace(/^pbk_\w+:/, '');
  if (!a) {
    added.push(key);
    docs.add(key.split('\t')[0]);
    continue;
  }
  if (a.suggested === b.suggested) continue;
  changed++;
  docs.add(key.split('\t')[0]);
  if (shown.size < show && !shown.has(doc)) {
    shown.add(doc);
    console.log(`${key.replace('\t', '  ')}\n      ${changes(a.suggested, b.suggested)}${a.rationale !== b.rationale ? `\n      rationale: ${b.rationale}` : ''}`);
  }
}
for (const key of before.keys()) if (!after.has(key)) {
  lost.push(key);
  docs.add(key.split('\t')[0]);
}
for (const k of lost) console.log(`lost: ${k.replace('\t', '  ')}`);
for (const k of added) console.log(`added: ${k.replace('\t', '  ')}`);
console.log(`${all.length} reviews, ${before.size} redlines before, ${after.size} after: ${changed} changed, ${lost.length} lost, ${added.length} added, in ${docs.size} reviews`);
