// Key terms against CUAD's own answers (master_clauses.csv): parties, agreement and effective date, term, renewal
// term, notice to stop a renewal, governing law, field by field, on two halves of the 510 contracts split once by
// document: TUNE (errors may be read) and TEST (only scored).
//
//   node eval/keyterms.ts                 both halves
//   node eval/keyterms.ts --tune          TUNE alone (while rules are being changed)
//   node eval/keyterms.ts --errors parties  TUNE's errors of one field (never TEST's)
//   node eval/keyterms.ts --kinds-errors    TUNE's contracts whose term_kind disagrees with CUAD's labels
//
// The engine's values are the review's key_terms (toPublicKeyTerms of extractKeyTermsDetailed, as review() gives
// them); the renewal term, the parties' defined names and the renewal notice come from the detailed form, which
// carries them.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// The gold is read with this file's own small parsers (and the unchanged ISO table), never with the extraction under
// test, so that any build of the engine (main's, this one's) is scored against the same answers.
import { extractKeyTermsDetailed, toPublicKeyTerms, parseCsvObjects, parsePyList, jurisdictionCode } from '../dist/index.js';
import { wholeMonths } from '../dist/keyterms.js';
import { dataPath, hasData } from './data.ts';

export type Half = 'tune' | 'test';

/**
 * The split, made once: the 510 file names (the CSV's `Filename`) sorted by the SHA-256 of the name (hex); the first
 * half is TUNE, the second TEST.
 */
export function cuadHalves(names: string[]): Map<string, Half> {
  const sha = (s: string) => createHash('sha256').update(s).digest('hex');
  const sorted = [...names].sort((a, b) => (sha(a) < sha(b) ? -1 : sha(a) > sha(b) ? 1 : 0));
  return new Map(sorted.map((n, i) => [n, i < Math.ceil(sorted.length / 2) ? 'tune' : 'test']));
}

/** Lower case, accents and punctuation dropped, spaces collapsed: "I-ESCROW,  INC." → "i escrow inc". */
export function normName(s: string): string {
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

interface GoldParty { text: string; aliases: string[] }

const QUOTED_RE = /["“”'‘’]([^"“”'‘’]{1,60})["“”'‘’]/g;
/** A CUAD answer segment that names the parties together, not one party. */
const COLLECTIVE_RE = /\b(?:individually|collectively|together|each\s+a|each\s+of\s+them)\b/i;

/** CUAD's Parties answer ("I-ESCROW, INC. ("i-Escrow"); 2THEMART.COM, INC. ("2TheMart")") → one entry per party. */
export function goldParties(answer: string): GoldParty[] {
  const out: GoldParty[] = [];
  for (const seg of answer.split(';').map((s) => s.trim()).filter(Boolean)) {
    if (COLLECTIVE_RE.test(seg)) continue;
    const aliases = [...seg.matchAll(QUOTED_RE)].map((m) => normName(m[1])).filter((a) => a && !/^(?:the )?part(?:y|ies)$/.test(a));
    const name = normName(seg.replace(/\([^)]*\)?/g, ' ').replace(QUOTED_RE, ' '));
    if (!name && !aliases.length) continue;
    const party = { text: normName(seg), aliases: name ? [name, ...aliases] : aliases };
    // the same party again (an alias shared, or the same name) or the parties named together ("X and Y")
    const same = out.find((p) => p.aliases.some((a) => party.aliases.includes(a)));
    if (same) { same.text += ` ${party.text}`; continue; }
    const both = /^(.+?) and (.+)$/.exec(name);
    if (both && out.some((p) => p.text.includes(both[1])) && out.some((p) => p.text.includes(both[2]))) continue;
    out.push(party);
  }
  return out;
}

/** Whether `inner` occurs in `outer` as whole words. */
function containsWords(outer: string, inner: string): boolean {
  return inner.length >= 2 && ` ${outer} `.includes(` ${inner} `);
}

/** An extracted party matches a CUAD party when the CUAD string contains its name or its defined alias (normalised). */
export function partyMatches(gold: GoldParty, name: string, alias?: string): boolean {
  const n = normName(name);
  const legalFormOnly = /^(?:inc|llc|ltd|corp|co|company|corporation|limited|the)?$/.test(n);
  if (!legalFormOnly && containsWords(gold.text, n)) return true;
  const a = alias ? normName(alias) : '';
  return a.length >= 2 && gold.aliases.includes(a);
}

/** "6/21/1999" → "1999-06-21"; null for a partial date ("[]/[]/2020") or none. */
export function goldDate(answer: string): string | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(answer);
  return m ? `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}` : null;
}

const WORD_COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, eighteen: 18, twenty: 20, thirty: 30, a: 1, an: 1 };
/** Years and months a CUAD span states ("three (3) years", "one-year", "24 months"), with what follows each. */
function spanPeriods(s: string): { months: number; after: string }[] {
  const out: { months: number; after: string }[] = [];
  for (const m of s.matchAll(/\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|a|an)\s*(?:\((\d{1,3})\))?[\s-]*(?:(?:full|calendar|consecutive|additional|successive)\s+)*(year|month)s?\b/gi)) {
    const n = m[2] ? Number(m[2]) : /^\d/.test(m[1]) ? Number(m[1]) : WORD_COUNTS[m[1].toLowerCase()];
    if (n) out.push({ months: m[3].toLowerCase() === 'year' ? n * 12 : n, after: s.slice(m.index + m[0].length, m.index + m[0].length + 30) });
  }
  return out;
}

/** Months of a duration phrase or ISO duration; days as days/30 only when a whole month. */
function monthsOf(d: { value: number; unit: string }): number | null {
  if (d.unit === 'Y') return d.value * 12;
  if (d.unit === 'M') return d.value;
  return null;
}
export function days(d: { value: number; unit: string }): number {
  return d.unit === 'Y' ? d.value * 365 : d.unit === 'M' ? d.value * 30 : d.unit === 'W' ? d.value * 7 : d.value;
}
function isoParts(iso: string | null | undefined): { value: number; unit: string } | null {
  const m = iso ? /^P(\d+(?:\.\d+)?)([YMWD])$/.exec(iso) : null;
  return m ? { value: Number(m[1]), unit: m[2] } : null;
}

/** Durations named in a CUAD answer ("successive 1 year", "60 days; 180 days"). */
export function answerDurations(answer: string): { value: number; unit: string }[] {
  return [...answer.matchAll(/(\d+(?:\.\d+)?)\s*(year|month|week|day)s?/gi)].map((m) => ({ value: Number(m[1]), unit: m[2][0].toUpperCase() }));
}

/** A field's gold for one contract: a value, none (`null`), or `undefined` when CUAD's answer gives no comparable value. */
type Gold<T> = T | null | undefined;

interface Row { file: string; half: Half; golds: Record<string, Gold<unknown>>; preds: Record<string, unknown>; right: Record<string, boolean | undefined>; kind?: { gold: KindGold | undefined; pred: string | undefined } }

export const FIELDS = ['parties', 'agreement_date', 'effective_date', 'term', 'renewal_term', 'renewal_notice', 'governing_law'] as const;
type Field = (typeof FIELDS)[number];

interface Tally { gold: number; pred: number; tpGold: number; tpPred: number; docs: number; allRight: number }

function termGold(row: Record<string, string>, start: string | null): Gold<number> {
  const answer = (row['Expiration Date-Answer'] ?? '').trim();
  const spans = parsePyList(row['Expiration Date'] ?? '');
  if (!answer && !spans.length) return null;
  if (/perpetu|indefinite/i.test(answer)) return null;
  const end = goldDate(answer);
  if (end && start) {
    const m = wholeMonths(start, end);
    if (m) return m;
  }
  // the expiration clause's own durations (years or months, not a notice), when they agree (also where CUAD located the
  // clause and left its answer blank)
  const found = new Set<number>();
  for (const s of spans) {
    for (const d of spanPeriods(s)) {
      if (/^['’]?s?\s*(?:prior\s+|advance\s+)?(?:written\s+)?notice|^\s*(?:prior to|before)\b/i.test(d.after)) continue;
      found.add(d.months);
    }
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/**
 * What CUAD's labels say of how the term ends, where they say it: `open` when the expiration answer is "perpetual"
 * (CUAD gives it for agreements with no fixed end, whether they run until terminated or for ever), `renews` when a
 * stated expiration comes with a renewal term, `fixed` when it comes without one; `undefined` when CUAD labels no
 * expiration (silent, an event, or a span it did not resolve).
 */
export type KindGold = 'open' | 'renews' | 'fixed';
function kindGold(row: Record<string, string>, term: Gold<number>): KindGold | undefined {
  const answer = (row['Expiration Date-Answer'] ?? '').trim();
  if (/perpetu|indefinite/i.test(answer)) return 'open';
  if (term === null || term === undefined) return undefined;
  return (row['Renewal Term-Answer'] ?? '').trim() ? 'renews' : 'fixed';
}
/** The engine's kinds that agree with each of CUAD's. */
// (CUAD's "perpetual" is any term without an end date, an event-bound one too: "until the expiration of the Royalty Term";
// its renewal term counts options and renewals by agreement, which are `fixed` here, so `renews` agrees only in part)
const KIND_AGREES: Record<KindGold, readonly string[]> = { open: ['until_terminated', 'perpetual', 'until_event'], renews: ['renewing'], fixed: ['fixed'] };

function renewalGold(row: Record<string, string>): Gold<number> {
  const answer = (row['Renewal Term-Answer'] ?? '').trim();
  if (!answer) return null;
  const ds = answerDurations(answer).map(monthsOf).filter((x): x is number => x !== null);
  return ds.length ? ds[0] : undefined;
}

function noticeGold(row: Record<string, string>): Gold<number[]> {
  const answer = (row['Notice Period to Terminate Renewal-Answer'] ?? '').trim();
  if (!answer) return null;
  const ds = answerDurations(answer).map(days);
  return ds.length ? ds : undefined;
}

function lawGold(row: Record<string, string>): Gold<string> {
  const answer = (row['Governing Law-Answer'] ?? '').trim();
  if (!answer) return null;
  // the first place of the answer with an ISO 3166 code ("Ontario, Canada" → CA-ON, "England" → GB)
  for (const part of answer.split(/[;,]|\band\b/)) {
    const name = part.trim().replace(/^(?:the\s+)?(?:state|commonwealth|province)\s+of\s+/i, '').replace(/\b\w/g, (c) => c.toUpperCase()).replace(/'S\b/g, "'s").replace(/\bOf\b/g, 'of');
    const code = jurisdictionCode(name);
    if (/^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/.test(code)) return code;
  }
  return undefined;
}

/** A file name's key for matching the CSV's names to the texts' (".PDF", a trailing space, dash or quote, "&" and "'" written "_", accents composed or not). */
export function fileKey(name: string): string {
  return name.normalize('NFC').replace(/\.(?:pdf|txt)['"]?\s*$/i, '').replace(/[\s.'"-]+$/, '').replace(/[&']/g, '_').replace(/\s+/g, ' ').toLowerCase();
}

export function runKeyTerms(): Row[] {
  const dir = dataPath('cuad', 'full_contract_txt');
  const texts = new Map(readdirSync(dir).map((f) => [fileKey(f), f]));
  const rows = parseCsvObjects(readFileSync(dataPath('cuad', 'master_clauses.csv'), 'utf8'));
  const halves = cuadHalves(rows.map((r) => r.Filename));
  const out: Row[] = [];
  for (const row of rows) {
    const txt = texts.get(fileKey(row.Filename));
    if (!txt) throw new Error(`no text for ${row.Filename}`);
    const text = readFileSync(dataPath('cuad', 'full_contract_txt', txt), 'utf8');
    const detailed = extractKeyTermsDetailed(text);
    const k = toPublicKeyTerms(detailed);
    const agreement = goldDate(row['Agreement Date-Answer'] ?? '');
    const effectiveAnswer = (row['Effective Date-Answer'] ?? '').trim();
    const effective = effectiveAnswer ? goldDate(effectiveAnswer) ?? undefined : agreement;
    const renewalNotice = detailed.notice_periods.find((n: { purpose: string }) => n.purpose === 'renewal')?.duration ?? null;
    const golds: Row['golds'] = {
      parties: goldParties(row['Parties-Answer'] ?? ''),
      agreement_date: (row['Agreement Date-Answer'] ?? '').trim() ? agreement ?? undefined : null,
      effective_date: effectiveAnswer || (row['Agreement Date-Answer'] ?? '').trim() ? effective : null,
      term: termGold(row, effective ?? agreement ?? null),
      renewal_term: renewalGold(row),
      renewal_notice: noticeGold(row),
      governing_law: lawGold(row),
    };
    const preds: Row['preds'] = {
      parties: detailed.parties.map((p: { name: string; defined_as?: string }, i: number) => ({ name: k.parties[i], alias: p.defined_as })),
      agreement_date: k.effective_date,
      effective_date: k.effective_date,
      term: k.term,
      renewal_term: detailed.renewal_term,
      renewal_notice: renewalNotice,
      governing_law: k.governing_law,
    };
    out.push({ file: row.Filename, half: halves.get(row.Filename)!, golds, preds, right: {}, kind: { gold: kindGold(row, golds.term as Gold<number>), pred: k.term_kind } });
  }
  return out;
}

function score(rows: Row[], field: Field): Tally & { errors: string[] } {
  const t = { gold: 0, pred: 0, tpGold: 0, tpPred: 0, docs: 0, allRight: 0, errors: [] as string[] };
  for (const r of rows) {
    const gold = r.golds[field];
    if (gold === undefined) continue;
    t.docs++;
    const pred = r.preds[field];
    if (field === 'parties') {
      const g = gold as GoldParty[];
      const p = pred as { name: string; alias?: string }[];
      const used = new Set<number>();
      let predRight = 0;
      for (const x of p) {
        const i = g.findIndex((y, j) => !used.has(j) && partyMatches(y, x.name, x.alias));
        if (i >= 0) { used.add(i); predRight++; }
      }
      t.gold += g.length; t.pred += p.length; t.tpGold += used.size; t.tpPred += predRight;
      const ok = used.size === g.length && predRight === p.length;
      if (ok) t.allRight++;
      else t.errors.push(`${r.file.slice(0, 70)}\n   engine ${JSON.stringify(p.map((x) => x.alias ? `${x.name} (${x.alias})` : x.name))}\n   cuad   ${JSON.stringify(g.map((x) => x.text))}`);
      continue;
    }
    let right = false;
    if (field === 'term' || field === 'renewal_term') {
      const pm = isoParts(pred as string | null);
      right = gold === null ? pred === null : pm !== null && monthsOf(pm) === gold;
    } else if (field === 'renewal_notice') {
      const pm = isoParts(pred as string | null);
      right = gold === null ? pred === null : pm !== null && (gold as number[]).some((d) => Math.abs(d - days(pm)) <= 1);
    } else right = pred === gold;
    if (gold !== null) t.gold++;
    if (pred !== null && pred !== undefined) t.pred++;
    if (right && gold !== null) { t.tpGold++; t.tpPred++; }
    if (right) t.allRight++;
    else t.errors.push(`${r.file.slice(0, 70)}: engine ${JSON.stringify(pred)} cuad ${JSON.stringify(gold)}`);
  }
  return t;
}

export function printKeyTerms(rows: Row[], halves: readonly Half[] = ['tune', 'test']): void {
  const pct = (a: number, b: number) => (b ? (a / b).toFixed(3) : '  -  ');
  for (const half of halves) {
    const mine = rows.filter((r) => r.half === half);
    console.log(`\nKey terms against CUAD, ${half.toUpperCase()} (${mine.length} contracts)`);
    console.log(`${'field'.padEnd(16)} ${'scored'.padStart(6)} ${'gold'.padStart(5)} ${'pred'.padStart(5)}  precision  recall     f1   docs right`);
    for (const f of FIELDS) {
      const t = score(mine, f);
      const p = t.pred ? t.tpPred / t.pred : 0;
      const r = t.gold ? t.tpGold / t.gold : 0;
      const f1 = p + r ? (2 * p * r) / (p + r) : 0;
      console.log(`${f.padEnd(16)} ${String(t.docs).padStart(6)} ${String(t.gold).padStart(5)} ${String(t.pred).padStart(5)}  ${pct(t.tpPred, t.pred).padStart(9)}  ${pct(t.tpGold, t.gold).padStart(6)}  ${f1.toFixed(3)}   ${pct(t.allRight, t.docs)}`);
    }
  }
}

/**
 * `term_kind` against what CUAD's labels say of how the term ends (kindGold): per CUAD class, the engine's kinds and the
 * share that agrees. An engine without the field (a build before it) prints its counts under "absent".
 */
export function printTermKinds(rows: Row[], halves: readonly Half[] = ['tune', 'test']): void {
  const kinds = ['fixed', 'renewing', 'until_terminated', 'perpetual', 'until_event', 'not_stated', 'absent'];
  for (const half of halves) {
    console.log(`\nterm_kind against CUAD's expiration and renewal labels, ${half.toUpperCase()}`);
    console.log(`${'CUAD says'.padEnd(10)} ${'n'.padStart(4)}  ${kinds.map((k) => k.padStart(k.length)).join(' ')}  agrees`);
    for (const g of ['open', 'renews', 'fixed'] as const) {
      const mine = rows.filter((r) => r.half === half && r.kind?.gold === g);
      const counts = kinds.map((k) => mine.filter((r) => (r.kind?.pred ?? 'absent') === k).length);
      const agree = mine.filter((r) => KIND_AGREES[g].includes(r.kind?.pred ?? '')).length;
      console.log(`${g.padEnd(10)} ${String(mine.length).padStart(4)}  ${counts.map((c, i) => String(c).padStart(kinds[i].length)).join(' ')}  ${mine.length ? (agree / mine.length).toFixed(3) : '-'}`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!hasData('cuad', 'master_clauses.csv')) {
    console.error('CUAD data not found; set CONTRACT_DATA_DIR');
    process.exit(1);
  }
  const rows = runKeyTerms();
  const at = process.argv.indexOf('--errors');
  if (at >= 0) {
    const field = process.argv[at + 1] as Field;
    if (!FIELDS.includes(field)) throw new RangeError(`--errors takes one of ${FIELDS.join(', ')}`);
    // TUNE only: TEST's errors are never read
    for (const e of score(rows.filter((r) => r.half === 'tune'), field).errors) console.log(e);
  } else if (process.argv.includes('--kinds-errors')) {
    // TUNE only: the contracts whose term_kind disagrees with CUAD's class
    for (const r of rows) if (r.half === 'tune' && r.kind?.gold && !KIND_AGREES[r.kind.gold].includes(r.kind.pred ?? '')) console.log(`${r.file.slice(0, 70)}: engine ${r.kind.pred} cuad ${r.kind.gold}`);
  } else {
    const halves: Half[] = process.argv.includes('--tune') ? ['tune'] : ['tune', 'test'];
    printKeyTerms(rows, halves);
    printTermKinds(rows, halves);
  }
}
