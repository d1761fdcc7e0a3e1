/**
 * Liability round 19 (session 16): what a lawyer for the playbook's side checks in a cap beyond its size, read over the
 * whole document for review.ts's evaluateCap. Each reading is one item of that checklist: the cap measured by a defined
 * term, given to one party only by another sentence, carved out for the reader's own breaches alone, a fixed sum far
 * below the price the contract states, a short time bar on the reader's claims. The patterns are in liability.ts.
 */
import type { DocContext } from './review.js';
import { gateFor } from './gate.js';
import { definitionsIn } from './definitions.js';
import { capFeeMonths, capOnlyFor, capTerm, carveOutHolders, nominalCap, PRICE_WORDS, timeBar } from './liability.js';
import { inSection, roleIn, type Role } from './scope.js';
import { findAmounts } from './money.js';

/** The sentences that may hold a gate's words (all of them when the gate cannot tell). */
function candidates(ctx: DocContext, words: string): number[] {
  const g = gateFor(words);
  const c = g ? ctx.pieces.spansWith(g) : null;
  return c ?? ctx.sentenceText.map((_t, i) => i);
}

/**
 * A cap measured by a term the contract defines ("shall not exceed the Liability Cap"; '"Liability Cap" means the
 * Subscription Fees paid ... for the one (1) month ...'): the months of fees or the nominal sum the definition states,
 * and the definition's sentence.
 */
export function capByDefinition(ctx: DocContext, t: string): { months: number | null; nominal: string | null; at: number } | null {
  const term = capTerm(t);
  if (!term) return null;
  const want = term.toLowerCase();
  const def = definitionsIn(ctx).find((d) => d.term.toLowerCase() === want);
  if (!def) return null;
  const months = capFeeMonths(def.text);
  // (a sentence may be split after "Rs.": the sum's currency is then the last word before the definition's sentence)
  const start = ctx.sentences[def.sentence].start;
  const cut = /\b(?:Rs|INR|No)\.\s*$/.exec(ctx.plain.slice(Math.max(0, start - 8), start));
  const money = def.text.startsWith(ctx.sentenceText[def.sentence].slice(0, 12)) && cut ? `${cut[0]}${def.text}` : def.text;
  const nominal = months === null ? nominalCap(money, findAmounts(money, 0)) : null;
  return months === null && nominal === null ? null : { months, nominal, at: def.sentence };
}

/** The one party a cap is given to by another sentence ("Clause 14.1 shall operate solely for the benefit of the Supplier"), and that sentence. */
export function capGivenToOne(ctx: DocContext, capIdx: number[]): { role: Role; at: number } | null {
  for (const i of candidates(ctx, 'only|solely|exclusively|sole|alone')) {
    const t = ctx.sentenceText[i];
    if (!/\b(?:only|solely|exclusively|sole|alone)\b/i.test(t) || !/\bappl(?:y|ies)\b|\boperat|\bbenefit\b|\bfavou?r\b|\bintended\b/i.test(t)) continue;
    const o = capOnlyFor(t);
    if (!o) continue;
    // (a numbered clause must be the cap's own; a limit, cap or limitation named in words is)
    if (o.section && !capIdx.some((c) => { const cl = ctx.clauseById.get(ctx.sentences[c].clause_id); return !!cl && inSection(cl, o.section!, ctx.sentenceText[c]); })) continue;
    if (!o.section && !/\b(?:limit|cap|exclusion)/i.test(t)) continue;
    const role = roleIn(o.party, ctx.lex);
    if (role && role !== 'both') return { role, at: i };
  }
  return null;
}

/**
 * Carve-outs from the cap that reach only one side's liability: the first sentence whose carve-outs name `side`'s
 * breaches and no breach of the other side or of either party, where no other sentence carves out the other side's.
 * (A party's obligation to pay the fees is left out of the reading: carving it out is usual.) `whole` when the carve-out
 * is every claim the other side brings ("any claim brought by Vendor against Calloway"): `side` is then uncapped.
 */
export function oneSidedCarveOut(ctx: DocContext, capIdx: number[], side: Role): { at: number; whole: boolean } | null {
  const role = (w: string) => roleIn(w, ctx.lex);
  let at: { at: number; whole: boolean } | null = null;
  let others = false;
  const look = (i: number) => {
    const h = carveOutHolders(ctx.sentenceText[i], role);
    if (h.has('both') || [...h].some((r) => r !== side && r !== 'whole')) others = true;
    else if (h.has(side) && (at === null || (h.has('whole') && !at.whole))) at = { at: i, whole: h.has('whole') };
  };
  for (const i of capIdx) look(i);
  for (const i of candidates(ctx, 'apply|extend')) {
    if (capIdx.includes(i) || !/\bnot\s+(?:apply|extend)\s+to\b/i.test(ctx.sentenceText[i])) continue;
    look(i);
  }
  return others && !(at as { whole: boolean } | null)?.whole ? null : at;
}

/**
 * A cap in a fixed sum far below the price the contract states (under a tenth of it): "limited to AUD 7,500" beside "the
 * Contract Sum of AUD 950,000". The cap's sum and the price as written; null when the contract states no price, or a
 * cap sentence is measured in fees or is "the greater of" a sum and something else.
 */
const PRICE_RE = new RegExp(PRICE_WORDS, 'gi');
export function capFarBelowPrice(ctx: DocContext, capIdx: number[]): { cap: string; price: string; at: number } | null {
  let best: { value: number; quote: string; at: number } | null = null;
  for (const i of capIdx) {
    const t = ctx.sentenceText[i];
    if (capFeeMonths(t) !== null || /\b(?:greater|higher|larger)\s+of\b|\bper\s+(?!cent\b)\w+|\bfor (?:each|every)\b|%|\bper\s?cent/i.test(t)) return null;
    for (const a of findAmounts(t, 0)) if (!best || a.value > best.value) best = { value: a.value, quote: a.quote, at: i };
  }
  if (!best) return null;
  // the price: a sum right after the words that name the contract's price or yearly fees, outside the cap's sentences
  let price: { value: number; quote: string } | null = null;
  for (const p of ctx.plain.matchAll(PRICE_RE)) {
    const end = p.index + p[0].length;
    if (capIdx.some((i) => end >= ctx.sentences[i].start && end <= ctx.sentences[i].end)) continue;
    const a = findAmounts(ctx.plain.slice(end, end + 40), 0)[0];
    if (a && a.start <= 12 && (!price || a.value > price.value)) price = a;
  }
  return price && best.value < price.value / 10 ? { cap: best.quote, price: price.quote, at: best.at } : null;
}

/** The shortest time bar on claims `side` brings (its own, or either party's), in months, and its sentence. */
export function shortestTimeBar(ctx: DocContext, side: Role): { months: number; at: number } | null {
  const role = (w: string) => roleIn(w, ctx.lex);
  let out: { months: number; at: number } | null = null;
  for (const i of candidates(ctx, 'brought|commenced|instituted|issued|filed|notified|initiated')) {
    const t = ctx.sentenceText[i];
    if (!/\b(?:brought|commenced|instituted|issued|filed|notified|initiated)\b/i.test(t)) continue;
    const b = timeBar(t, role);
    if (b && (b.claimant === side || b.claimant === 'both') && (!out || b.months < out.months)) out = { months: b.months, at: i };
  }
  return out;
}

/**
 * Service credits that count towards the cap (liability round 20): "Any service credits issued to Customer shall count
 * toward and reduce the limit in Section 9.1", "shall be deducted from the maximum aggregate liability", "The cap ... is
 * reduced by the total of all Service Credits"; not "shall not count toward", "is not reduced by". The sentence, or null.
 */
const SERVICE_CREDITS = /\b(?:service(?:\s+level)?|sla|availability|performance|uptime)\s+credits?\b/i;
const CAP_WORD = String.raw`(?:cap|limit\w*|maximum|ceiling|(?:aggregate|total|maximum)\s+liability|liability)`;
const COUNTS_AGAINST_CAP = new RegExp(String.raw`^(?![\s\S]*\b(?:not|never)\s+(?:\w+\s+){0,2}?(?:count|reduc|deduct|subtract|set\s+off|appl|taken|be\s+(?:counted|deducted|taken|applied)|erode)\w*)(?:[\s\S]*\b(?:count(?:s|ed)?|appl(?:y|ies|ied)|credited)\s+(?:towards?|against)\b(?:[^.;]|\.\d){0,80}?\b${CAP_WORD}\b|[\s\S]*\b(?:deducted|subtracted|set\s+off)\s+(?:from|against)\b(?:[^.;]|\.\d){0,60}?\b${CAP_WORD}\b|[\s\S]*\b${CAP_WORD}\b(?:[^.;]|\.\d){0,80}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:\w+\s+)?(?:reduced|diminished|eroded)\s+by\b|[\s\S]*\b(?:reduce|reduces|reducing|erode|erodes|diminish|diminishes)\s+(?:the\s+)?(?:\w+\s+){0,2}?${CAP_WORD}\b)`, 'i');
export function creditsReduceCap(ctx: DocContext): number | null {
  for (const i of candidates(ctx, 'credit|credits')) {
    const t = ctx.sentenceText[i];
    if (SERVICE_CREDITS.test(t) && COUNTS_AGAINST_CAP.test(t)) return i;
  }
  return null;
}

/**
 * A cap that says it reaches the indemnities (session 23, the lead's reading of a supply agreement): "each party's
 * maximum aggregate liability ..., whether or not pursuant to the indemnification provisions contained in Section 12,
 * shall be limited to $...", "including its liability under the indemnities", "its indemnity obligations included". The
 * playbook's preferred cap carves the indemnities out; one that takes them in is the fallback at best. Not a cap that
 * carves them out ("except for ... indemnification obligations", "other than", "excluding"). The cap's sentence, or null.
 */
const CAP_TAKES_INDEMNITIES = /^(?![\s\S]*\b(?:except|excluding|other\s+than|save|does\s+not\s+apply|shall\s+not\s+apply|will\s+not\s+apply|not\s+(?:be\s+)?(?:subject|limited))\b[^.;]{0,120}?\bindemn)[\s\S]*(?:\b(?:including|inclusive\s+of|whether\s+or\s+not\s+(?:pursuant\s+to|under|arising\s+(?:under|from))|whether\s+(?:arising\s+)?(?:under|pursuant\s+to)|regardless\s+of\s+whether\s+(?:arising\s+)?(?:under|pursuant\s+to))\s+(?:(?:any|its|their|the|all)\s+)?(?:(?:liability|liabilities|obligations?|amounts?(?:\s+payable)?|claims?)\s+(?:under|for|pursuant\s+to)\s+(?:(?:any|its|their|the|all)\s+)?)?indemn\w*|\bindemn\w*(?:\s+obligations?)?\s+(?:included|inclusive)\b)/i;
export function capTakesIndemnities(ctx: DocContext, capIdx: number[]): number | null {
  for (const i of capIdx) if (/indemn/i.test(ctx.sentenceText[i]) && CAP_TAKES_INDEMNITIES.test(ctx.sentenceText[i])) return i;
  return null;
}
