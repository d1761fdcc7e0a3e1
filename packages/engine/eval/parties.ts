// The parties a review names (key_terms.parties, with each party's defined term) against CUAD's annotated spans
// (master_clauses.csv `Parties`: names and defined terms, unordered, e.g. ['2THEMART.COM, INC.', '2TheMart', 'i-Escrow',
// 'I-ESCROW, INC.']), contract by contract, on two parts: the 52 texts held out by TEST7 to TEST11 (as
// eval/lawyer/diff.ts leaves them out: scored, never read for errors) and the rest (tuning: errors may be read).
//
//   node eval/parties.ts                  both parts
//   node eval/parties.ts --errors         the tuning part's contracts with a party missed, extra or misnamed
//   node eval/parties.ts --sides          the sample of 30 tuning contracts with each party's side, against the sides
//                                         read by hand (eval/parties-sides.json; --engine <dist/index.js> to score another build)
//   --engine <dist/index.js>              score another build (the start's: /work/base21/packages/engine/dist/index.js)
//
// The gold: CUAD's spans grouped into entities. A span the text quotes ('("2TheMart")', '"the Customer"') is a defined
// term; it joins the name span that ends nearest before its quotation (within 600 characters; else the name that follows it within 200), or stands alone (a
// party the contract names only by its term, or whose name CUAD left blank). A span naming the parties together
// ("... individually a "Party" and collectively the "Parties"") is no party. An engine party matches a gold entity
// when its name and one of the entity's names are equal or one holds the other as whole words (beyond a legal form),
// or its defined term is one of the entity's terms or names; each gold entity is matched at most once.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dataPath, hasData } from './data.ts';
import { fileKey, normName } from './keyterms.ts';
import { cuadType } from './lawyer/diff.ts';
import { TEST7, TEST7_MORE, TEST8, TEST8_MORE, TEST9, TEST9_MORE, TEST10, TEST10_MORE, TEST11 } from './lawyer/suite.ts';

interface Entity { names: string[]; terms: string[]; show: string }
interface EnginePart { name: string; defined_as?: string }

/** A span that names the parties together, or a sentence about them, not one party. */
const COLLECTIVE_RE = /\b(?:individually|collectively|jointly|severally|together\s+as|each\s+(?:a|an|of\s+them|and\s+both)|both\s+of\s+them|sometimes|referred\s+to\s+(?:herein\s+)?as\s+the\s+parties)\b|^(?:the\s+)?part(?:y|ies)$/i;
const QUOTED_RE = /["“”'‘’]\s*([^"“”‘’]{1,60}?)\s*[,.]?\s*["“”'‘’]/g;
const NOT_A_TERM_RE = /^(?:the\s+)?(?:part(?:y|ies)|we|us|our|you|your|agreement)$/i;

const norm = (s: string) => normName(s).replace(/^the /, '');
const LEGAL_FORM_RE = /^(?:inc|llc|ltd|corp|co|company|corporation|limited|the|l ?p|plc|s ?a|b ?v|n ?v|gmbh|ag)?$/;

function flexible(s: string): RegExp {
  const words = s.trim().split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(words.join('\\s+'), 'gi');
}

/** CUAD's spans for one contract → its parties, each a group of names and defined terms. */
export function goldEntities(spans: string[], text: string): Entity[] {
  const head = text.slice(0, 20000);
  type Item = { span: string; names: string[]; terms: string[]; at: number; end: number };
  const nameItems: Item[] = [];
  const termItems: Item[] = [];
  for (const raw of spans) {
    const span = raw.replace(/\s+/g, ' ').trim();
    if (!span || span.length > 160) continue;
    const quoted = [...span.matchAll(QUOTED_RE)].map((m) => m[1].trim()).filter((q) => q && !NOT_A_TERM_RE.test(q));
    if (COLLECTIVE_RE.test(span) && !quoted.length) continue;
    if (/\b(?:collectively|individually)\b/i.test(span) && quoted.every((q) => /part(?:y|ies)/i.test(q))) continue;
    // a span with quotation marks: its quoted words are terms ("hereinafter "AIRSOPURE""); a span with none is a term when
    // the text quotes it, else a name
    let terms = quoted;
    let names: string[] = [];
    if (!quoted.length) {
      const bare = span.replace(/^["“'‘(]+|["”'’)]+$/g, '').trim();
      if (NOT_A_TERM_RE.test(bare)) continue;
      const quotedInText = new RegExp(`["“'‘]\\s*(?:the\\s+)?${flexible(bare).source}\\s*[,.]?["”'’]`, 'i').exec(head);
      if (quotedInText) terms = [bare];
      else names = [bare];
    }
    if (!terms.length && !names.length) continue;
    const first = names[0] ?? terms[0];
    // where it stands: a name's first mention; a term's first quotation
    const re = names.length ? flexible(first) : new RegExp(`["“'‘]\\s*(?:the\\s+)?${flexible(first).source}`, 'i');
    const m = re.exec(head) ?? flexible(first).exec(head);
    const item = { span, names, terms, at: m ? m.index : -1, end: m ? m.index + m[0].length : -1 };
    (names.length ? nameItems : termItems).push(item);
  }
  const entities: (Entity & { ends: number[] })[] = [];
  for (const n of nameItems) {
    const key = norm(n.names[0]);
    if (!key) continue;
    // the same name again, with or without its legal form ("Centrack International", "CENTRACK INTERNATIONAL, INC.")
    const same = entities.find((e) => e.names.some((x) => x === key || strip(x) === strip(key)));
    // every mention's end, for the terms to find the name they follow
    const ends = [...head.matchAll(flexible(n.names[0]))].map((m) => m.index + m[0].length);
    if (same) { same.ends.push(...ends); continue; }
    entities.push({ names: [key], terms: [], show: n.span, ends });
  }
  for (const t of termItems.sort((a, b) => a.at - b.at)) {
    const keys = t.terms.map(norm).filter(Boolean);
    if (!keys.length) continue;
    let best: (typeof entities)[number] | undefined;
    let gap = 600;
    if (t.at >= 0) {
      for (const e of entities) {
        for (const end of e.ends) if (end <= t.at && t.at - end < gap) { gap = t.at - end; best = e; }
      }
      // (or a term defined before the name it stands for: '"Licensee": Coherus BioSciences, Inc.')
      if (!best) {
        let after = 200;
        for (const e of entities) {
          for (const end of e.ends) if (end > t.end && end - t.end < after) { after = end - t.end; best = e; }
        }
      }
    }
    const already = entities.find((e) => keys.some((k) => e.terms.includes(k) || e.names.includes(k)));
    if (already && !best) continue;
    if (best) {
      for (const k of keys) if (!best.terms.includes(k)) best.terms.push(k);
      best.show += ` (${t.terms.join(' / ')})`;
    } else entities.push({ names: [], terms: keys, show: `(${t.terms.join(' / ')})`, ends: [] });
  }
  return entities.map(({ names, terms, show }) => ({ names, terms, show }));
}

const strip = (s: string) => s.replace(/ (?:inc|llc|ltd|corp|corporation|limited|l ?p|plc|co|s ?a|b ?v|n ?v|gmbh|ag)$/g, '').trim();
const containsWords = (outer: string, inner: string) => inner.length >= 3 && !LEGAL_FORM_RE.test(inner) && ` ${outer} `.includes(` ${inner} `);

/** How well an engine party matches a gold entity: 3 by name, 2 by a name holding the other, 1 by defined term, 0 not. */
export function matchStrength(e: Entity, p: EnginePart): number {
  const n = norm(p.name);
  const d = p.defined_as ? norm(p.defined_as) : '';
  if (n && e.names.some((g) => g === n || strip(g) === strip(n))) return 3;
  if (n && e.names.some((g) => containsWords(g, n) || containsWords(n, g))) return 2;
  if (n && !e.names.length && e.terms.includes(n)) return 2;
  if (d && (e.terms.includes(d) || e.names.includes(d))) return 1;
  return 0;
}

export interface PartyScore { gold: number; pred: number; found: number; right: number; termsGold: number; termsRight: number; countRight: boolean; matches: [number, number][] }

export function scoreContract(gold: Entity[], pred: EnginePart[]): PartyScore {
  const pairs: { g: number; p: number; s: number }[] = [];
  gold.forEach((e, g) => pred.forEach((x, p) => { const s = matchStrength(e, x); if (s) pairs.push({ g, p, s }); }));
  pairs.sort((a, b) => b.s - a.s || a.p - b.p);
  const usedG = new Set<number>(), usedP = new Set<number>();
  const matches: [number, number][] = [];
  for (const { g, p } of pairs) {
    if (usedG.has(g) || usedP.has(p)) continue;
    usedG.add(g); usedP.add(p); matches.push([g, p]);
  }
  let termsGold = 0, termsRight = 0;
  for (const [g, p] of matches) {
    if (!gold[g].terms.length) continue;
    termsGold++;
    const d = pred[p].defined_as ? norm(pred[p].defined_as!) : '';
    if (d && gold[g].terms.includes(d)) termsRight++;
  }
  return { gold: gold.length, pred: pred.length, found: usedG.size, right: usedP.size, termsGold, termsRight, countRight: gold.length === pred.length, matches };
}

export const HELD_OUT = new Set([...TEST7, ...TEST7_MORE, ...TEST8, ...TEST8_MORE, ...TEST9, ...TEST9_MORE, ...TEST10, ...TEST10_MORE, ...TEST11].map((c) => c.file));

interface Row { file: string; txt: string; part: 'tuning' | 'held-out'; gold: Entity[]; pred: EnginePart[]; score: PartyScore; text: string }

export async function runParties(engine = '../dist/index.js'): Promise<Row[]> {
  const { extractKeyTermsDetailed, parseCsvObjects, parsePyList } = await import(engine);
  const dir = dataPath('cuad', 'full_contract_txt');
  const texts = new Map(readdirSync(dir).map((f) => [fileKey(f), f]));
  const seen = new Set<string>();
  const out: Row[] = [];
  for (const row of parseCsvObjects(readFileSync(dataPath('cuad', 'master_clauses.csv'), 'utf8')) as Record<string, string>[]) {
    const txt = texts.get(fileKey(row.Filename));
    if (!txt) throw new Error(`no text for ${row.Filename}`);
    if (seen.has(txt)) continue;
    seen.add(txt);
    const text = readFileSync(`${dir}/${txt}`, 'utf8');
    const gold = goldEntities(parsePyList(row.Parties ?? ''), text);
    const pred: EnginePart[] = extractKeyTermsDetailed(text).parties.map((p: EnginePart) => ({ name: p.name, defined_as: p.defined_as }));
    out.push({ file: row.Filename, txt, part: HELD_OUT.has(txt) ? 'held-out' : 'tuning', gold, pred, score: scoreContract(gold, pred), text });
  }
  return out;
}

export function summary(rows: Row[]) {
  const s = rows.reduce((a, r) => ({ gold: a.gold + r.score.gold, pred: a.pred + r.score.pred, found: a.found + r.score.found, right: a.right + r.score.right, termsGold: a.termsGold + r.score.termsGold, termsRight: a.termsRight + r.score.termsRight, count: a.count + (r.score.countRight ? 1 : 0), all: a.all + (r.score.countRight && r.score.found === r.score.gold && r.score.right === r.score.pred ? 1 : 0) }), { gold: 0, pred: 0, found: 0, right: 0, termsGold: 0, termsRight: 0, count: 0, all: 0 });
  const f = (x: number, y: number) => (y ? (x / y).toFixed(3) : '-');
  const recall = s.found / s.gold, precision = s.right / s.pred;
  return { contracts: rows.length, goldParties: s.gold, enginePartiesCount: s.pred, recall: f(s.found, s.gold), precision: f(s.right, s.pred), f1: (2 * recall * precision / (recall + precision)).toFixed(3), definedTermRight: `${s.termsRight}/${s.termsGold} (${f(s.termsRight, s.termsGold)})`, countRight: `${s.count}/${rows.length} (${f(s.count, rows.length)})`, contractsAllRight: `${s.all}/${rows.length} (${f(s.all, rows.length)})` };
}

/** The side sample: 30 tuning contracts with two or more gold parties, the first by the SHA-256 of the file name. */
export function sideSample(rows: Row[]): Row[] {
  const sha = (s: string) => createHash('sha256').update(`parties25:${s}`).digest('hex');
  return rows.filter((r) => r.part === 'tuning' && r.gold.length >= 2).sort((a, b) => (sha(a.txt) < sha(b.txt) ? -1 : 1)).slice(0, 30);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!hasData('cuad', 'master_clauses.csv')) { console.error('CUAD data not found; set CONTRACT_DATA_DIR'); process.exit(1); }
  const args = process.argv.slice(2);
  const arg = (k: string) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : undefined; };
  const engine = arg('--engine') ?? '../dist/index.js';
  const rows = await runParties(engine);
  if (args.includes('--errors')) {
    for (const r of rows.filter((x) => x.part === 'tuning')) {
      const s = r.score;
      const termWrong = s.matches.some(([g, p]) => r.gold[g].terms.length && !(r.pred[p].defined_as && r.gold[g].terms.includes(norm(r.pred[p].defined_as!))));
      if (s.found === s.gold && s.right === s.pred && s.countRight && !termWrong) continue;
      console.log(`${r.txt.slice(0, 80)}\n   engine ${JSON.stringify(r.pred.map((x) => (x.defined_as ? `${x.name} (${x.defined_as})` : x.name)))}\n   cuad   ${JSON.stringify(r.gold.map((x) => x.show))}`);
    }
  }
  if (args.includes('--sides')) {
    const { buildContext } = await import(engine);
    const labelsPath = new URL('./parties-sides.json', import.meta.url);
    let labels: Record<string, Record<string, string>> = {};
    try { labels = JSON.parse(readFileSync(labelsPath, 'utf8')); } catch { /* none yet */ }
    // each hand-labelled party: found by the engine or not; if found, its side agrees (a "none" party left unread
    // agrees), is left unread where the hand gives one, or is the wrong side (a side given to a "none" party included)
    let labelled = 0, missed = 0, agree = 0, unread = 0, wrong = 0;
    for (const r of sideSample(rows)) {
      const ctx = buildContext(r.text);
      const mine = labels[r.txt] ?? {};
      const parties: EnginePart[] = ctx.keyTerms.parties;
      console.log(`${r.txt.slice(0, 90)} [${cuadType(r.txt)}]`);
      const keyOf = (e: Entity) => e.names[0] ?? e.terms[0];
      const scored = scoreContract(r.gold, parties);
      for (const [key, want] of Object.entries(mine)) {
        labelled++;
        const g = r.gold.findIndex((e) => keyOf(e) === key);
        const pair = scored.matches.find(([gi]) => gi === g);
        if (!pair) { missed++; console.log(`   ${key}: not found  [hand: ${want}]`); continue; }
        const side = ctx.lex.sides[pair[1]] ?? 'none';
        if (side === want) agree++;
        else if (side === 'none') unread++;
        else wrong++;
        const p = parties[pair[1]];
        console.log(`   ${p.name}${p.defined_as ? ` (${p.defined_as})` : ''}: ${side}  [hand: ${want}]${side === want ? '' : '  <-'}`);
      }
    }
    console.log(JSON.stringify({ sideSample: 30, partiesLabelled: labelled, notFound: missed, sideAgrees: agree, leftUnread: unread, wrongSide: wrong }));
  }
  console.log(JSON.stringify({ engine, tuning: summary(rows.filter((r) => r.part === 'tuning')), heldOut: summary(rows.filter((r) => r.part === 'held-out')) }, null, 1));
}
