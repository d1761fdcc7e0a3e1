// What a change does to the suggested redlines, for reading: the redlines of a baseline engine and of this one on
// the round trip's corpora (CUAD contracts of types with playbooks, the Common Paper NDA, ContractNLI dev) and on
// every CUAD contract with the MSA, NDA and general playbooks. Counts the redlines that change, are lost or are
// added (matched by document, playbook and check), by kind (moved to another place, only the new clause's number,
// its number and heading, other words), and prints the changed words of up to N of them, one per document (for one
// that moved, what it wrote where, before and after), so that a change of wording can be read rather than only counted.
//
//   node eval/redline-diff.ts --baseline <an engine's dist/index.js> [--show N] [--only cuad|commonpaper|nli]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { diffWordsWithSpace } from 'diff';
import { commonPaperDocs, cuadDocs, cuadPlaybookDocs, nliDocs, type Doc } from './roundtrip.ts';

interface ReviewEngine {
  review: (input: { text: string; document_type: string; playbook?: unknown; options?: Record<string, boolean> }) => {
    review: { issues: { id: string; check_id: string; redline_id?: string }[]; redlines?: { id: string; issue_id: string; suggested_text: string; original_text: string; rationale: string; operations: { op: string; text: string }[] }[] };
  };
  getBuiltInPlaybook: (id: string) => unknown;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : undefined;
}

function jobs(only?: string): Doc[] {
  const out: Doc[] = [];
  if (!only || only === 'cuad') out.push(...cuadDocs(), ...cuadPlaybookDocs());
  if (!only || only === 'commonpaper') out.push(...commonPaperDocs());
  if (!only || only === 'nli') out.push(...nliDocs());
  return out;
}

interface Seen {
  suggested: string;
  original: string;
  rationale: string;
  /** The words it writes (its insertions, joined). */
  written: string;
  /** How many issues point to it (a redline that carries the changes of several issues of one clause). */
  issues: number;
}

/** Each redline of each job, keyed by job and check. */
function redlines(engine: ReviewEngine, all: Doc[]): Map<string, Seen> {
  const out = new Map<string, Seen>();
  for (const j of all) {
    const r = engine.review({ text: j.text, document_type: j.type, ...(j.playbook ? { playbook: engine.getBuiltInPlaybook(j.playbook) } : {}), options: { suggest_redlines: true } });
    // by the issues that point to a redline (several, where one redline carries the changes of several issues), and by
    // the issue a redline names (engines before that)
    const byId = new Map((r.review.redlines ?? []).map((x) => [x.id, x]));
    const pointing = (id: string) => r.review.issues.filter((i) => i.redline_id === id).length;
    const put = (check: string, x: { id: string; suggested_text: string; original_text: string; rationale: string; operations: { op: string; text: string }[] }) => {
      const written = x.operations.filter((o) => o.op === 'insert').map((o) => o.text).join(' … ');
      // (a redline of another place for the same issue, a restriction far from the right it gives: a key of its own)
      let key = `${j.name}\t${check}`;
      while (out.has(key)) key += ' (part)';
      out.set(key, { suggested: x.suggested_text, original: x.original_text, rationale: x.rationale, written, issues: pointing(x.id) });
    };
    const check = new Map(r.review.issues.map((i) => [i.id, i.check_id]));
    for (const x of r.review.redlines ?? []) put(check.get(x.issue_id)!, x);
    for (const i of r.review.issues) {
      const x = i.redline_id ? byId.get(i.redline_id) : undefined;
      if (x && x.issue_id !== i.id && !out.has(`${j.name}\t${i.check_id}`)) put(i.check_id, x);
    }
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
/** A new clause's number at the start of what a redline writes: "3A. ", "Section 4.2 ", "ARTICLE IIIA\n", "(e) ", "**5. ". */
const LABEL_RE = /^(\s*)(?:\*\*|__)?(?:(?:Section|SECTION|Article|ARTICLE|Clause)\s+)?(?:\d{1,3}(?:\.\d{1,3})*[A-Z]?|[IVXLC]{1,7}[A-Z]?|\([a-zA-Z]{1,2}\))[.:)]?(?=\s)\s*/;

/**
 * What changed: 'moved' (another place), 'number' (only the new clause's number), 'heading' (its number and heading:
 * the words after the first line or run-in heading are the same), else 'words'.
 */
function kindOf(a: Seen, b: Seen): string {
  // (this round's kinds: a restriction of the right the redline grants changed with it; several issues' changes in one)
  const lifted = (x: Seen) => /restricted this right elsewhere/.test(x.rationale);
  if (lifted(b) && !lifted(a)) return 'restriction lifted';
  if (b.issues > a.issues) return 'merged';
  if (a.original !== b.original) return 'moved';
  const bare = (t: string) => t.replace(LABEL_RE, '$1');
  if (bare(a.written) === bare(b.written)) return 'number';
  const body = (t: string) => bare(t).replace(/^\s*(?:\*\*|__)?[A-Z][A-Za-z'’ ,&-]{2,60}(?:\.(?:\*\*|__)?\s|(?:\*\*|__)?\.?\s*\n)/, '').trim();
  if (body(a.written) === body(b.written) || body(a.written) === bare(b.written).trim() || bare(a.written).trim() === body(b.written)) return 'heading';
  return 'words';
}

const kinds = new Map<string, number>();
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
  const kind = kindOf(a, b);
  kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  if (shown.size < show && !shown.has(doc)) {
    shown.add(doc);
    // a redline that moved to another place: what it wrote before and after, and where (its clause's first words)
    const what = kind === 'moved' ? `at "${a.original.slice(0, 60).replace(/\s+/g, ' ')}…" wrote: ${a.written.slice(0, 300)}\n      now at "${b.original.slice(0, 60).replace(/\s+/g, ' ')}…" writes: ${b.written.slice(0, 300)}` : changes(a.suggested, b.suggested);
    console.log(`${key.replace('\t', '  ')}  [${kind}]\n      ${what}${a.rationale !== b.rationale ? `\n      rationale: ${b.rationale}` : ''}`);
  }
}
for (const key of before.keys()) if (!after.has(key)) {
  lost.push(key);
  docs.add(key.split('\t')[0]);
}
for (const k of lost) console.log(`lost: ${k.replace('\t', '  ')}`);
for (const k of added) console.log(`added: ${k.replace('\t', '  ')}`);
console.log(`${all.length} reviews, ${before.size} issues with a redline before, ${after.size} after: ${changed} changed (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}), ${lost.length} lost, ${added.length} added, in ${docs.size} reviews`);
