// Round trip of the suggested redlines: review a contract with redlines, accept every redline, review the
// result. A redlined issue is resolved when the second review has no issue for its check; a new issue is
// one whose check had none in the first review. Insertions (new text not replacing any) are checked
// against where the operative body ends (signature block, exhibits) and page footers, by this file's
// own reading of the text, independent of the engine's.
//
// The corpus: the NDAs of the ContractNLI dev split, the CUAD contracts whose type has a playbook
// (by the type in their file name), the Common Paper mutual NDA (Markdown), and the adverse-terms suite's contracts (both sides of each pair).
//
// With --wide, every CUAD contract is also reviewed with the MSA, NDA and general playbooks (as eval/redline-diff.ts
// does): more issues of more kinds, for counting the issues that get no redline.
//
//   node eval/roundtrip.ts [--engine <path to an engine's dist/index.js>] [--limit N] [--only <corpus>] [--wide] [--verbose]
//     [--by-check]   (the issues left without a redline, by check and position)
//     [--placements <file.json>]   (where each inserted missing clause landed, for reading)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cuadTypeOf, dataPath, hasData, loadContractNli } from './data.ts';

export interface Engine {
  review: (input: { text: string; document_type: string; playbook?: unknown; options?: Record<string, boolean> }) => {
    clauses: { id: string; start: number; end: number; section?: string; heading?: string; clause_type?: string }[];
    review: {
      issues: { id?: string; check_id: string; redline_id?: string; citations?: unknown[] }[];
      redlines?: { id: string; issue_id?: string; clause_id: string; original_text: string; suggested_text?: string; operations: { op: string; text: string }[] }[];
      checks?: { check_id: string; position?: string }[];
    };
  };
  getBuiltInPlaybook?: (id: string) => unknown;
}

/** What the placement count reads (an engine's exports; the engine under test may be an older build without them). */
export interface PlacementReader {
  defaultPlaybookFor: (type: string) => { checks: { check_id: string; detection?: { clause_type?: string } }[] };
  relatedClauseTypes: (type: string) => string[];
  detectClauseTypes: (body: string, heading?: string) => string[];
  splitSentences: (text: string, from: number, to: number) => [number, number][];
  statesReplacedPosition: (check: { check_id: string }, sentence: string) => boolean;
  grantedRight: (language: string) => unknown;
  restriction: (right: never, sentence: string) => unknown;
}

export interface Doc {
  name: string;
  type: string;
  text: string;
  /** A built-in playbook to review it with instead of its type's. */
  playbook?: string;
}

export function cuadDocs(limit = Infinity): Doc[] {
  if (!hasData('cuad', 'full_contract_txt')) return [];
  const dir = dataPath('cuad', 'full_contract_txt');
  const out: Doc[] = [];
  for (const f of readdirSync(dir).sort()) {
    // the agreement's title, after the file name's last '-'; only types with a playbook of their own
    const type = cuadTypeOf(f.replace(/\.txt$/, '').split('-').slice(-1)[0] ?? f, true);
    if (!type) continue;
    out.push({ name: `cuad/${f}`, type, text: readFileSync(`${dir}/${f}`, 'utf8') });
    if (out.length >= limit) break;
  }
  return out;
}

/** Every CUAD contract with the MSA, NDA and general playbooks, whatever its type. */
export function cuadPlaybookDocs(): Doc[] {
  if (!hasData('cuad', 'full_contract_txt')) return [];
  const dir = dataPath('cuad', 'full_contract_txt');
  const out: Doc[] = [];
  for (const f of readdirSync(dir).sort()) {
    const text = readFileSync(`${dir}/${f}`, 'utf8');
    for (const [playbook, type] of [['pbk_msa_standard', 'msa'], ['pbk_nda_standard', 'nda'], ['pbk_general', 'other']]) out.push({ name: `${playbook}:cuad/${f}`, type, text, playbook });
  }
  return out;
}

/** The Common Paper mutual NDA's standard terms (Markdown). */
export function commonPaperDocs(): Doc[] {
  if (!hasData('commonpaper-mnda', 'Mutual-NDA.md')) return [];
  return [{ name: 'commonpaper/Mutual-NDA.md', type: 'nda', text: readFileSync(dataPath('commonpaper-mnda', 'Mutual-NDA.md'), 'utf8') }];
}

export function nliDocs(limit = Infinity): Doc[] {
  if (!hasData('contractnli', 'dev.json')) return [];
  return loadContractNli('dev').documents.slice(0, limit).map((d) => ({ name: `nli/${d.file_name}`, type: 'nda', text: d.text }));
}

/** Where the operative body ends, read independently of the engine: signature block or first attachment. */
export function tailStart(text: string): number {
  const from = Math.floor(text.length / 3);
  let end = text.length;
  const res = [/IN WITNESS WHEREOF/gi, /^[ \t#*]*(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX|ATTACHMENT)[ \t]+[A-Z0-9]{1,4}\b.{0,80}$/gim, /^[ \t]*By:[ \t]*_{3,}/gm];
  for (const re of res) {
    re.lastIndex = from;
    const m = re.exec(text);
    if (m && m.index < end) end = m.index;
  }
  return end;
}

function repeatedLines(text: string): Set<string> {
  const n = new Map<string, number>();
  for (const l of text.split('\n')) {
    const t = l.trim();
    if (t.length >= 3 && t.length <= 80) n.set(t, (n.get(t) ?? 0) + 1);
  }
  return new Set([...n].filter(([t, k]) => k >= 3 || /^source:/i.test(t)).map(([t]) => t));
}

export interface Result {
  docs: number;
  /** Issues of the first reviews, and how many of them carry a redline. */
  issues: number;
  redlined: number;
  resolved: number;
  newIssues: number;
  insertions: number;
  badInsertions: number;
  conflicts: number;
  /** Insertions that open with a clause number ("3A. ", "Section 7.4 ", "ARTICLE IIIA", "(e) "), and how many of those
   * numbers the contract already gives a clause of its own (read here, from the text: the number at a line start or
   * after a sentence's end, followed by a capitalised word). */
  numbered: number;
  numberTaken: number;
  /** Rewrites (of an issue that cites the contract), and those of a cap whose suggested clause still has a sentence that,
   * read alone, states the cap the rewrite replaces (a one-sided cap beside the new mutual one, "Nothing in this Section
   * limits Client's liability"): the clause contradicts itself although the review of the whole text reads the issue
   * as resolved. */
  rewrites: number;
  selfContradicting: number;
  contradictions: string[];
  /** Redlines whose new words grant or change a right over the contract (to end it, to assign it), and those after
   * which the accepted contract still has a sentence of its own that denies or restricts that right for a holder the
   * new words cover ("The Client may terminate this Agreement only for material breach" beside a new right to terminate
   * for convenience): the contract contradicts itself although the review reads the issue as resolved. */
  grants: number;
  restricted: number;
  restrictions: string[];
  /** Those numbers, by document ("name: 5.4"). */
  taken: string[];
  /** Inserted missing clauses (of a check with a clause type), and how many land in or right after a clause of
   * that type or a related one, or in the top-level section of such a clause ("12.6" after "12.5", beside "12.4"): by the
   * engine's clause type, and by the clauses' own words (their bodies read without their headings, markup removed). */
  placed: number;
  placedByType: number;
  placedByWords: number;
  /** Of those, how many are in a contract that has a clause of the type or a related one (by clause type). */
  placeable: number;
  placements: { doc: string; check: string; type: string; could: boolean; after: string; byType: boolean; byWords: boolean; at: number }[];
  /** Issues left without a redline, by check and position ("msa.confidentiality unacceptable"). */
  /** Redlines whose text overlaps another redline's; those whose text is over 3,000 characters; documents where pasting
   * every redline's suggested text over its original text does not give the text with every redline accepted. */
  overlapping: number;
  long: number;
  /** Redlines whose text holds, between two of their edits, a clause that none of them changes. */
  wide: number;
  pasteDiffers: number;
  unredlined: Map<string, number>;
  /** Each of them: the document, check and position, and what the issue cites. */
  unredlinedAt: string[];
  failures: { doc: string; unresolved: string[]; fresh: string[]; bad: string[] }[];
}

export function roundTrip(engine: Engine, docs: Doc[], reader?: PlacementReader): Result {
  const r: Result = { docs: 0, issues: 0, redlined: 0, resolved: 0, newIssues: 0, insertions: 0, badInsertions: 0, conflicts: 0, numbered: 0, numberTaken: 0, rewrites: 0, selfContradicting: 0, contradictions: [], grants: 0, restricted: 0, restrictions: [], taken: [], placed: 0, placeable: 0, placedByType: 0, placedByWords: 0, placements: [], overlapping: 0, long: 0, wide: 0, pasteDiffers: 0, unredlined: new Map(), unredlinedAt: [], failures: [] };
  for (const doc of docs) {
    r.docs++;
    const playbook = doc.playbook ? { playbook: engine.getBuiltInPlaybook!(doc.playbook) } : {};
    const first = engine.review({ text: doc.text, document_type: doc.type, ...playbook, options: { suggest_redlines: true } });
    const redlines = first.review.redlines ?? [];
    const clauses = new Map(first.clauses.map((c) => [c.id, c]));
    const edits: { start: number; end: number; insert: string }[] = [];
    const tail = tailStart(doc.text);
    const furniture = repeatedLines(doc.text);
    const bad: string[] = [];
    for (const rl of redlines) {
      const c = clauses.get(rl.clause_id);
      if (!c || !doc.text.startsWith(rl.original_text, c.start)) {
        r.conflicts++;
        continue;
      }
      const own: { start: number; end: number; insert: string }[] = [];
      let pos = c.start;
      rl.operations.forEach((op, k) => {
        if (op.op === 'equal') pos += op.text.length;
        else if (op.op === 'delete') {
          own.push({ start: pos, end: pos + op.text.length, insert: '' });
          pos += op.text.length;
        } else {
          const last = own[own.length - 1];
          if (last && last.end === pos && !last.insert) last.insert = op.text;
          else {
            own.push({ start: pos, end: pos, insert: op.text });
            // a pure insertion of new text (not next to a deletion)
            if (rl.operations[k + 1]?.op !== 'delete' && op.text.trim().length > 40) {
              r.insertions++;
              const lineStart = doc.text.lastIndexOf('\n', pos - 1) + 1;
              const prevLine = doc.text.slice(doc.text.lastIndexOf('\n', Math.max(0, lineStart - 2)) + 1, lineStart).trim();
              const thisLine = doc.text.slice(lineStart, pos).trim();
              if (pos > tail || furniture.has(thisLine) || (!thisLine && furniture.has(prevLine))) {
                r.badInsertions++;
                bad.push(`${rl.id}@${pos}`);
              }
              if (reader) countPlacement(r, reader, doc, first, rl.id, pos);
              const label = NEW_NUMBER_RE.exec(op.text)?.[1];
              if (label) {
                r.numbered++;
                if (numberTaken(doc.text.slice(0, tail), label)) {
                  r.numberTaken++;
                  r.taken.push(`${doc.name}: ${label}`);
                }
              }
            }
          }
        }
      });
      // a clause inside the redline's text, between two of its edits, that none of them changes: the redline carries
      // text it does not change between distant places
      if (own.length > 1 && first.clauses.some((cl) => cl.start > own[0].end && cl.end < own[own.length - 1].start && !own.some((e) => e.start <= cl.end && e.end >= cl.start))) r.wide++;
      if (reader) countContradiction(r, reader, doc, first, rl);
      const clash = own.some((e) => edits.some((x) => (e.start < x.end && x.start < e.end) || (e.start === e.end && e.start > x.start && e.start < x.end)));
      if (clash) r.conflicts++;
      else edits.push(...own);
    }
    edits.sort((a, b) => a.start - b.start || a.end - b.end);
    let text = '';
    let at = 0;
    for (const e of edits) {
      text += doc.text.slice(at, e.start) + e.insert;
      at = e.end;
    }
    text += doc.text.slice(at);
    countPasting(r, doc.text, text, redlines.map((rl) => ({ rl, at: clauses.get(rl.clause_id)?.start ?? -1 })));
    if (reader) countRestrictions(r, reader, doc, text, redlines, tail);
    const before = new Set(first.review.issues.map((i) => i.check_id));
    const after = new Set(engine.review({ text, document_type: doc.type, ...playbook }).review.issues.map((i) => i.check_id));
    const redlinedChecks = first.review.issues.filter((i) => i.redline_id).map((i) => i.check_id);
    const unresolved = redlinedChecks.filter((c) => after.has(c));
    const fresh = [...after].filter((c) => !before.has(c));
    r.issues += first.review.issues.length;
    const position = new Map((first.review.checks ?? []).map((c) => [c.check_id, c.position]));
    for (const i of first.review.issues) {
      if (i.redline_id) continue;
      const key = `${i.check_id} ${position.get(i.check_id) ?? (i.citations?.length ? 'cited' : 'missing')}`;
      r.unredlined.set(key, (r.unredlined.get(key) ?? 0) + 1);
      r.unredlinedAt.push(`${doc.name} ${key}: ${((i.citations ?? []) as { quote?: string }[]).map((c) => (c.quote ?? '').replace(/\s+/g, ' ').slice(0, 200)).join(' | ')}`);
    }
    r.redlined += redlinedChecks.length;
    r.resolved += redlinedChecks.length - unresolved.length;
    r.newIssues += fresh.length;
    if (unresolved.length || fresh.length || bad.length) r.failures.push({ doc: doc.name, unresolved, fresh, bad });
  }
  return r;
}

/**
 * Whether the redlines can be pasted: no redline's text overlaps another's, and pasting each one's suggested text over its
 * original text, in the document's order, gives the text with every edit accepted (what the Word download tracks).
 */
function countPasting(r: Result, original: string, accepted: string, placed: { rl: { original_text: string; suggested_text?: string }; at: number }[]): void {
  const spans = placed.filter((p) => p.at >= 0).sort((a, b) => a.at - b.at);
  let overlap = false;
  spans.forEach((p, k) => {
    const end = p.at + p.rl.original_text.length;
    if (spans.some((q, j) => j !== k && q.at < end && p.at < q.at + q.rl.original_text.length)) {
      r.overlapping++;
      overlap = true;
    }
    if (p.rl.original_text.length > 3000) r.long++;
  });
  if (overlap || spans.some((p) => p.rl.suggested_text === undefined)) {
    if (spans.length) r.pasteDiffers++;
    return;
  }
  let out = '';
  let at = 0;
  for (const p of spans) {
    out += original.slice(at, p.at) + p.rl.suggested_text;
    at = p.at + p.rl.original_text.length;
  }
  if (out + original.slice(at) !== accepted) r.pasteDiffers++;
}

/** Whether a rewrite's suggested clause keeps a sentence that states the position it replaces (read by this checkout's engine). */
function countContradiction(r: Result, reader: PlacementReader, doc: Doc, first: ReturnType<Engine['review']>, rl: { id: string; issue_id?: string; original_text: string; operations: { op: string; text: string }[] }): void {
  // the issue the redline was made for (another issue it resolves on the way has its own clause to read)
  const issue = first.review.issues.find((i) => (rl.issue_id ? i.id === rl.issue_id : i.redline_id === rl.id));
  if (!issue?.citations?.length || !rl.operations.some((o) => o.op === 'delete')) return;
  const check = reader.defaultPlaybookFor(doc.type).checks.find((c) => c.check_id === issue.check_id);
  if (!check) return;
  r.rewrites++;
  const suggested = rl.operations.filter((o) => o.op !== 'delete').map((o) => o.text).join('');
  // the sentences the redline leaves as they were (its own words are the playbook's)
  const kept = reader.splitSentences(suggested, 0, suggested.length).map(([a, b]) => suggested.slice(a, b)).filter((t) => rl.original_text.includes(t.trim()));
  const stale = kept.find((t) => /[a-z]{3}/i.test(t) && reader.statesReplacedPosition(check, t.replace(/^\s*(?:\d{1,3}(?:\.\d{1,3})*\.?|\([a-z0-9]{1,4}\))\s+/i, '')));
  if (stale) {
    r.selfContradicting++;
    r.contradictions.push(`${doc.name} ${issue.check_id}: ${stale.trim().slice(0, 160)}`);
  }
}

/**
 * Whether the accepted text keeps a sentence of the contract's own (unchanged by any redline) that denies or restricts a
 * right a redline's new words grant or change (read by this checkout's engine: grantedRight, restriction).
 */
function countRestrictions(r: Result, reader: PlacementReader, doc: Doc, text: string, redlines: { id: string; operations: { op: string; text: string }[] }[], tail: number): void {
  const own = reader.splitSentences(text, 0, text.length).map(([a, b]) => text.slice(a, b).trim()).filter((t) => /[a-z]{3}/.test(t) && doc.text.slice(0, tail).includes(t));
  for (const rl of redlines) {
    const right = reader.grantedRight(rl.operations.filter((o) => o.op === 'insert').map((o) => o.text).join(' '));
    if (!right) continue;
    r.grants++;
    const stale = own.find((t) => reader.restriction(right as never, t.replace(/^\s*(?:(?:section|clause|article)\s+)?(?:\d{1,3}(?:\.\d{1,3})*[A-Z]?\.?|\([a-z0-9]{1,4}\))\s+/i, '')));
    if (stale) {
      r.restricted++;
      r.restrictions.push(`${doc.name} ${rl.id}: ${stale.slice(0, 160)}`);
    }
  }
}

/** The number a new clause opens with. */
const NEW_NUMBER_RE = /^\s*(?:\*\*|__)?(?:(?:Section|SECTION|Article|ARTICLE|Clause|CLAUSE)\s+)?(\d{1,3}(?:\.\d{1,3})*[A-Z]?|[IVXLC]{1,7}[A-Z]?|\([a-z]{1,2}\))[.):]?\s/;

/** Whether the contract already numbers a clause `label`: the number at a line start or after a sentence's end, then a capitalised word (not "Section 3.6" named in a sentence). */
function numberTaken(text: string, label: string): boolean {
  const n = label.replace(/[.()]/g, (c) => `\\${c}`);
  return new RegExp(`(?:^|\\n|[.;:]\\s+)[ \\t#*]*(?:(?:Section|SECTION|Article|ARTICLE|Clause|CLAUSE)\\s+)?${n}(?![\\dA-Za-z])[.):]?\\s+[A-Z(“"]`).test(text);
}

/** Markdown emphasis and HTML tags out of a clause's text, for reading its words. */
function words(text: string): string {
  return text.replace(/<[^>]{1,200}>/g, ' ').replace(/[*_]{1,3}(?=\S)|(?<=\S)[*_]{1,3}/g, '');
}

/** Whether an insertion of a missing clause at `pos` lands in or right after a clause of the check's type or a related one. */
function countPlacement(r: Result, reader: PlacementReader, doc: Doc, first: ReturnType<Engine['review']>, redlineId: string, pos: number): void {
  const issue = first.review.issues.find((i) => i.redline_id === redlineId);
  if (!issue || issue.citations?.length) return; // a rewrite's addition, not a missing clause
  const type = reader.defaultPlaybookFor(doc.type).checks.find((c) => c.check_id === issue.check_id)?.detection?.clause_type;
  if (!type) return;
  // the clause the new text ends or follows: the one that holds `pos` or ends right before it, else the last to start before it
  const before = [...first.clauses].filter((c) => c.start < pos).sort((a, b) => b.start - a.start);
  const after = before.find((c) => pos <= c.end + 2) ?? before[0];
  if (!after) return;
  const related = new Set(reader.relatedClauseTypes(type));
  // that clause and the clauses of its top-level section before it ("12.6" added after "12.5" is in section 12,
  // beside "12.4"), with their items and loose paragraphs
  const top = (s?: string) => /^(?:(?:article|section|clause)\s+)?(\d{1,3}|[IVXLC]{1,6})\b/i.exec(s ?? '')?.[1];
  const key = top(after.section);
  const ordered = [...first.clauses].sort((a, b) => a.start - b.start);
  const host = [after];
  for (let k = ordered.indexOf(after) - 1; key && k >= 0; k--) {
    const s = ordered[k].section ?? '';
    if (top(s) === key) host.push(ordered[k]);
    else if (!/^[(¶]/.test(s)) break;
  }
  const byType = host.some((c) => related.has(c.clause_type ?? ''));
  const byWords = host.some((c) => {
    let body = doc.text.slice(c.start, c.end);
    if (c.heading) body = body.replace(c.heading, ' ');
    return reader.detectClauseTypes(words(body)).some((t) => related.has(t));
  });
  // whether the contract has a clause of the type or a related one at all (before its signatures)
  const tail = tailStart(doc.text);
  const could = first.clauses.some((c) => c.start < tail && related.has(c.clause_type ?? ''));
  r.placed++;
  if (could) r.placeable++;
  if (byType) r.placedByType++;
  if (byWords) r.placedByWords++;
  r.placements.push({ doc: doc.name, check: issue.check_id, type, could, after: `${after.section ?? ''} ${after.heading ?? ''} [${after.clause_type ?? '-'}]`.trim(), byType, byWords, at: pos });
}

export function report(name: string, r: Result): string {
  const pct = r.redlined ? ((100 * r.resolved) / r.redlined).toFixed(1) : 'n/a';
  return `${name}: ${r.docs} documents, ${r.issues} issues, ${r.redlined} redlined, ${r.resolved} resolved (${pct} %), ${r.newIssues} new issues, ${r.insertions} insertions (${r.badInsertions} after the body or after a footer), ${r.conflicts} redlines not applicable, ${r.overlapping} overlapping another (${r.pasteDiffers} documents where pasting every suggested text differs from accepting every edit), ${r.long} over 3,000 characters, ${r.wide} carrying an unchanged clause between two of their changes, ${r.numbered} numbered (${r.numberTaken} with a number the contract already uses), ${r.rewrites} rewrites (${r.selfContradicting} of a cap leaving a sentence that states the replaced cap), ${r.grants} granting or changing a right to end or assign the contract (${r.restricted} leaving a sentence that restricts it)${r.placed ? `; missing clauses inserted: ${r.placed} (${r.placeable} in a contract with a clause of their own or a related type), after a clause of their own or a related type ${r.placedByType} by clause type, ${r.placedByWords} by its words` : ''}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--engine');
  const enginePath = at >= 0 ? args[at + 1] : new URL('../dist/index.js', import.meta.url).pathname;
  const li = args.indexOf('--limit');
  const limit = li >= 0 ? Number(args[li + 1]) : Infinity;
  if (!existsSync(enginePath)) throw new Error(`no engine at ${enginePath}`);
  const engine = (await import(enginePath)) as Engine;
  // the placement count reads through this checkout's engine, so that an older engine is counted alike
  const reader = (await import(new URL('../dist/index.js', import.meta.url).pathname)) as PlacementReader;
  const only = args.indexOf('--only');
  const corpora: [string, Doc[]][] = [['ContractNLI dev NDAs', nliDocs(limit)], ['CUAD (types with playbooks)', cuadDocs(limit)], ['Common Paper mutual NDA', commonPaperDocs()]];
  if (args.includes('--wide')) corpora.push(['CUAD (every contract, MSA, NDA and general playbooks)', cuadPlaybookDocs().slice(0, limit)]);
  const placements: Result['placements'] = [];
  // the adverse suite's documents are TypeScript test sources: test/roundtrip.test.ts runs all three corpora
  for (const [name, docs] of corpora.filter(([n]) => only < 0 || n.toLowerCase().includes(args[only + 1].toLowerCase()))) {
    const t0 = performance.now();
    const r = roundTrip(engine, docs, reader);
    placements.push(...r.placements);
    console.log(`${report(name, r)} [${((performance.now() - t0) / 1000).toFixed(1)} s]`);
    if (args.includes('--by-check')) for (const [k, n] of [...r.unredlined].sort((a, b) => b[1] - a[1])) console.log(`   no redline: ${n} ${k}`);
    if (args.includes('--verbose')) for (const t of r.unredlinedAt) console.log('   no redline:', t);
    if (args.includes('--verbose')) for (const f of r.failures.slice(0, 40)) console.log('  ', JSON.stringify(f));
    if (args.includes('--verbose')) for (const t of r.taken) console.log('   number already used:', t);
    if (args.includes('--verbose')) for (const t of r.contradictions) console.log('   still states the replaced cap:', t);
    if (args.includes('--verbose')) for (const t of r.restrictions) console.log('   still restricts the right granted:', t);
  }
  const pi = args.indexOf('--placements');
  if (pi >= 0) writeFileSync(args[pi + 1], JSON.stringify(placements, null, 1));
}
