/**
 * Session 20 (saas24): an exclusion of indirect and consequential loss graded from the playbook's side, for the checks
 * whose detection data sets `exclusion` (the SaaS customer's): whom it spares, what it lists as "indirect" that the
 * reader will suffer directly (its data, the cost of a replacement service), and which carve-outs it keeps. The sentences
 * it grades are the ones the shared reader of `consequential_damages` (playbooks/msa.ts COMMERCIAL_CHECKS) found; the
 * terms (the position of a one-sided exclusion, the carve-outs the preferred tier asks, the losses that may not be
 * excluded) are the playbook's data.
 */
import type { DocContext } from './review.js';
import type { ExclusionTerms, Party } from './types.js';
import { inSection, liabilityHolder, roleIn, type Role } from './scope.js';

/**
 * A carve-out that leads the exclusion: "EXCEPT FOR A PARTY'S BREACH OF SECTION 7 ..., IN NO EVENT SHALL EITHER PARTY
 * ..."; it runs to the words that open the exclusion itself. Not "Subject to clause 12.3", which names one elsewhere.
 */
const LEADING_RE = /^\W*(?:[\d.]+\s+)?(?:[A-Z][\w ]{0,40}[.:]\s+)?(?:except(?:ing)?|other\s+than|excluding|save|with\s+the\s+exception\s+of)\b/i;
const EXCLUSION_OPENS_RE = /\b(?:in\s+no\s+event|under\s+no\s+circumstances|neither|(?:each|either|no|any)\s+party(?!['’])|(?:the\s+)?[\w&.-]+\s+(?:shall|will|is|are|does|do)\s+not\b|(?:the\s+)?[\w&.-]+\s+(?:shall|will)\s+(?:have|bear|incur)\s+no\b)/i;
/** A carve-out after the exclusion: "..., save in respect of breach of Clause 11", "except to the extent arising from ...". */
const TRAILING_RE = /\b(?:except|excepting|save|other\s+than|apart\s+from|but\s+excluding|provided\s+(?:,?\s*however,?\s+)?that\s+(?:this|the\s+foregoing|such)\b[^.;]{0,40}?\bnot\s+apply)\b/i;
/**
 * Another sentence that takes heads out of the exclusion: "Clause 14.2 does not apply to ...", "The exclusions in this
 * Section 10 shall not apply to ...", "Nothing in this Agreement limits or excludes liability for ...", the heads an exclusion
 * names by a term ("Except for the excluded claims in clause 9.3, ..." and "The excluded claims are: ...").
 */
const DISAPPLY_RE = /\b(?:excluded|excepted|uncapped)\s+(?:claims|matters|liabilit(?:y|ies)|losses)["”]?\s+(?:are|means|shall\s+mean|include)\b|\b(?:do(?:es)?|shall|will)\s+not\s+(?:apply|extend|limit|exclude|restrict)\s+(?:to\b|(?:a\s+|any\s+|either\s+)?part(?:y|ies)['’]s?\s+liabilit\w*)|\bnothing\s+in\s+(?:this|these|the)\b[^.;]{0,80}?\b(?:(?:shall|will|is\s+intended\s+to|operates?\s+to)\s+)?(?:limits?|excludes?|restricts?)\b/i;
/** What such a sentence must name to reach the exclusion rather than the cap alone. */
const NAMES_EXCLUSION_RE = /\bexclu\w*|\bconsequential\b|\bindirect\b|\blimitations?\s+(?:and|&)\s+exclusions?\b|\blimitations?\s+(?:of|on)\s+liabilit\w*|\bthis\s+(?:section|clause|article)\b|\bforegoing\b|\bnothing\b/i;
const SECTION_REF_RE = /\b(?:sections?|clauses?|articles?|paragraphs?|sub-?clauses?)\s+(\d+(?:\.\d+)*(?:\s*\([a-z0-9]+\))?)(?:\s*(?:,|and|or)\s*(\d+(?:\.\d+)*))?/gi;

/** A defined kind of excluded loss listing its heads: '"Consequential Loss" means loss of revenue, loss of data, ...'. */
/**
 * Heads declared outside the exclusion (session 27, misses22): "loss of your data and the cost of replacement services
 * are not indirect loss", "are direct loss", "are not treated as consequential loss", "shall not be deemed excluded". A
 * sentence so worded gives back the heads it names, as a carve-out does.
 */
const DECLARED_DIRECT_RE = /\b(?:are|is|shall\s+be|will\s+be)\s+(?:(?:deemed|treated\s+as|regarded\s+as|taken\s+as|considered)\s+(?:to\s+be\s+)?)?(?:an?\s+)?direct\s+(?:loss|losses|damages?)\b|\b(?:are|is|shall|will)\s+not\s+(?:be\s+)?(?:(?:deemed|treated|regarded|taken|considered)\s+(?:to\s+be\s+|as\s+)?)?(?:an?\s+)?(?:indirect|consequential|excluded)\b/i;
const LOSS_DEFINED_RE = /["“]?(?:consequential|indirect|excluded)\s+loss(?:es)?["”]?\s+(?:means|includes|shall\s+(?:mean|include)|has\s+the\s+meaning)\b/i;

export interface ExclusionGrade {
  /** 'one_sided': spares only the other side; 'swallows': lists the reader's direct losses; 'carve_outs': mutual, some carve-outs missing; 'preferred'; 'theirs': spares only the reader's side. */
  kind: 'one_sided' | 'swallows' | 'carve_outs' | 'preferred' | 'theirs';
  /** The names of what is missing or swallowed. */
  heads: string[];
  /** The sentences that show it, to cite. */
  at: number[];
  /** Of those, the sentences apart from the exclusion that take a head away on their own (struck by a redline, not rewritten). */
  apart?: number[];
}

/** The carve-out passages of a sentence, as [start, end) spans. */
function carveOutSpans(t: string): [number, number][] {
  const out: [number, number][] = [];
  const lead = LEADING_RE.exec(t);
  if (lead) {
    const rest = t.slice(lead.index + lead[0].length);
    const open = EXCLUSION_OPENS_RE.exec(rest);
    out.push([lead.index, open ? lead.index + lead[0].length + open.index : t.length]);
  }
  const from = out.length ? out[0][1] : 0;
  const trail = TRAILING_RE.exec(t.slice(from));
  if (trail) out.push([from + trail.index, t.length]);
  return out;
}

/** The text of a sentence outside the given spans. */
function outside(t: string, spans: [number, number][]): string {
  let out = '', at = 0;
  for (const [a, b] of spans) { out += `${t.slice(at, a)} `; at = b; }
  return out + t.slice(at);
}

/** Whose breach a carve-out head is: the party named in its own list element before it ("the Customer's breach of"). */
function headOwner(text: string, at: number, ctx: DocContext): Role | null {
  const before = text.slice(0, at);
  const start = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':'));
  return roleIn(before.slice(start + 1), ctx.lex);
}

/** The whole of a sentence that introduces a list: itself and its items. */
function withItems(ctx: DocContext, i: number): string {
  const end = ctx.listEnd[i];
  if (end === undefined || end < 0) return ctx.sentenceText[i];
  return ctx.sentenceText.slice(i, end).join(' ');
}

/**
 * The side of a party the subject names by its own name or defined term, where the role words do not place it ("i-on
 * will not be liable", the host "i-on interactive" beside "Centrack International (the "Customer")"): the other party
 * of two, when that one is placed on one side.
 */
const escaped = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function partyNamed(ctx: DocContext, subject: string): Role | null {
  const parties = ctx.keyTerms.parties;
  if (parties.length !== 2) return null;
  const words = (p: Party) => [p.defined_as, p.name, p.name.split(/\s+/)[0]].filter((w): w is string => !!w && w.length > 1 && !/^(?:the|a|an|and|of)$/i.test(w));
  const names = (p: Party) => words(p).some((w) => new RegExp(`(?:^|[^\\w-])${escaped(w)}(?![\\w-])`, 'i').test(subject));
  const k = parties.findIndex(names);
  if (k < 0 || names(parties[1 - k])) return null;
  const other = parties[1 - k];
  const side = roleIn(other.defined_as ?? '', ctx.lex) ?? (other.role ? roleIn(other.role, ctx.lex) : null);
  return side === 'customer' ? 'provider' : side === 'provider' ? 'customer' : null;
}

const SPARED_VERB_RE = /\b(?:(?:is|are|shall|will)\s+not\s+(?:\w+\s+){0,3}?(?:be\s+)?(?:held\s+)?(?:liable|responsible)|(?:shall|will)\s+(?:have|bear|incur|accept)\s+no\s+(?:\w+\s+)?liabilit|(?:has|have|accepts?|bears?|incurs?)\s+no\s+(?:\w+\s+)?liabilit|(?:hereby\s+)?(?:excludes?|disclaims?)\s+(?:all|any))/i;

/** Who an exclusion spares, read from one of its sentences, or its lead-in's when it is a list item that names nobody. */
function sparedBy(ctx: DocContext, i: number): Role | 'unplaced' | null {
  const own = sparedIn(ctx, ctx.sentenceText[i]);
  if ((own && own !== 'unplaced') || ctx.lead[i] < 0) return own;
  return sparedIn(ctx, ctx.sentenceText[ctx.lead[i]]) ?? own;
}

function sparedIn(ctx: DocContext, t: string): Role | 'unplaced' | null {
  const h = liabilityHolder(t, ctx.lex);
  if (h && h !== 'unplaced') return h;
  // ("the Provider is not liable to the Subscriber", "The Supplier accepts no liability for"): the words before the verb
  const m = SPARED_VERB_RE.exec(t);
  if (!m) return h;
  const before = t.slice(Math.max(0, m.index - 80), m.index);
  const subject = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(';')) + 1);
  return roleIn(subject, ctx.lex) ?? partyNamed(ctx, subject) ?? h;
}

/**
 * A head of loss excluded in a sentence of its own, apart from the exclusion of consequential loss (session 21, the lead's
 * reading of a hosting provider's form): "Under no circumstances is IBM ... liable for any of the following: ... loss of,
 * or damage to, Customer's records or data", "The Supplier accepts no liability for lost data".
 */
/** What every such sentence holds (EXCLUDES_HEAD_RE's words): a test far cheaper than the pattern, for each sentence of a text. */
const EXCLUDES_HEAD_GATE_RE = /liab|respons|exclud|disclaim/i;
const EXCLUDES_HEAD_RE = new RegExp(`${SPARED_VERB_RE.source}|\\b(?:under\\s+no\\s+circumstances|in\\s+no\\s+event)\\b[^.;]{0,120}?\\b(?:liable|responsible)\\b`, 'i');
/** Such an exclusion that holds only in some cases (the reader's own failure, its backups): no head taken from the reader. */
const ONLY_IN_SOME_CASES_RE = /\b(?:to\s+the\s+extent|caused\s+by|result\w*\s+from|aris\w*\s+(?:out\s+of|from)|due\s+to|attributable\s+to|unless|where|if)\b/i;

/**
 * A cause that widens an exclusion rather than narrowing it (session 25, misses20): "even if caused by the Provider's
 * breach", "even where its own default made them necessary", "however caused", "whether or not caused by its negligence".
 * Such a passage is no condition: the exclusion holds in every case.
 */
const EVEN_IF_RE = /\b(?:even\s+(?:if|where|when|though)|whether\s+or\s+not|regardless\s+of\s+whether|however)\b[^.;,]{0,100}/gi;
/** Whether a passage excludes only in some cases or keeps a carve-out (not a cause named only to widen it: EVEN_IF_RE). */
const qualified = (t: string) => {
  const u = /\b(?:even|whether|regardless|however)\b/i.test(t) ? t.replace(EVEN_IF_RE, ' ') : t;
  return ONLY_IN_SOME_CASES_RE.test(u) || carveOutSpans(u).length > 0;
};

/**
 * The heads of `swallows` that sentences outside the exclusion (`topic`) exclude on their own, not in the reader's favour
 * alone; a lead-in's heads are its items, each read with its own conditions.
 */
function headsExcludedApart(ctx: DocContext, terms: ExclusionTerms, topic: number[]): { name: string; at: number }[] {
  const out: { name: string; at: number }[] = [];
  const res = terms.swallows.map((s) => ({ name: s.name, re: new RegExp(s.pattern, 'i') }));
  for (let i = 0; i < ctx.sentenceText.length; i++) {
    const t = ctx.sentenceText[i];
    if (!EXCLUDES_HEAD_GATE_RE.test(t) || topic.includes(i) || !EXCLUDES_HEAD_RE.test(t) || qualified(t) || sparedIn(ctx, t) === terms.side) continue;
    const parts = ctx.listEnd[i] > i ? [...Array(ctx.listEnd[i] - i - 1).keys()].map((k) => i + 1 + k).filter((j) => ctx.lead[j] === i) : [i];
    for (const j of parts) {
      const part = ctx.sentenceText[j];
      if (j !== i && qualified(part)) continue;
      // (cited where the head is named: the item, which brings its lead-in)
      for (const r of res) if (r.re.test(part) && !out.some((o) => o.name === r.name)) out.push({ name: r.name, at: j });
    }
  }
  return out;
}

/**
 * The grade of an exclusion found in sentences `topic` (indices), `mutual` when the shared reader found it mutual.
 */
export function gradeExclusion(ctx: DocContext, terms: ExclusionTerms, topic: number[], mutual: boolean): ExclusionGrade {
  const side: Role = terms.side;
  const other: Role = side === 'customer' ? 'provider' : 'customer';
  if (!mutual) {
    const spared = topic.map((i) => sparedBy(ctx, i));
    if (spared.includes(other) && !spared.some((h) => h === side || h === 'both')) return { kind: 'one_sided', heads: [], at: topic.filter((_, k) => spared[k] === other) };
    if (spared.includes(side) && !spared.some((h) => h === other || h === 'both')) return { kind: 'theirs', heads: [], at: topic };
  }
  // the exclusion's own words and its carve-outs
  const carveTexts: { text: string; at: number }[] = [];
  const excluded: { text: string; at: number }[] = [];
  for (const i of topic) {
    const t = withItems(ctx, ctx.lead[i] >= 0 ? ctx.lead[i] : i);
    const spans = carveOutSpans(t);
    for (const [a, b] of spans) carveTexts.push({ text: t.slice(a, b), at: i });
    excluded.push({ text: outside(t, spans), at: i });
  }
  const topicClauses = topic.map((i) => ctx.clauseById.get(ctx.sentences[i].clause_id)).filter((c) => !!c);
  for (let i = 0; i < ctx.sentenceText.length; i++) {
    const t = ctx.sentenceText[i];
    if (LOSS_DEFINED_RE.test(t)) excluded.push({ text: t, at: i });
    if (/direct|consequential|excluded/i.test(t) && DECLARED_DIRECT_RE.test(t)) carveTexts.push({ text: t, at: i });
    if (topic.includes(i)) continue;
    const m = DISAPPLY_RE.exec(t);
    if (!m) continue;
    const subject = t.slice(0, m.index + m[0].length);
    // (a numbered clause named must be the exclusion's own, or hold it; a cap named alone does not reach the exclusion)
    const refs = [...subject.matchAll(SECTION_REF_RE)].flatMap((x) => [x[1], x[2]].filter((y): y is string => !!y).map((y) => y.replace(/\s+/g, '')));
    const reaches = refs.length ? refs.some((ref) => topicClauses.some((cl) => inSection(cl, ref))) || NAMES_EXCLUSION_RE.test(subject) && !/\bcaps?\b|\blimit\b/i.test(subject) : NAMES_EXCLUSION_RE.test(subject);
    if (!reaches) continue;
    carveTexts.push({ text: withItems(ctx, i).slice(m.index), at: i });
  }
  // the carve-outs kept, each counted where it reaches a breach of the other side or of either party
  const kept = new Set<string>();
  for (const c of terms.carve_outs) {
    const re = new RegExp(c.pattern, 'gi');
    for (const { text } of carveTexts) {
      for (const m of text.matchAll(re)) {
        if (headOwner(text, m.index ?? 0, ctx) === side) continue;
        kept.add(c.name);
      }
    }
  }
  // losses the reader suffers directly, listed among those excluded, and not given back by a carve-out
  const swallowed: string[] = [];
  const swallowAt: number[] = [];
  for (const s of terms.swallows) {
    const re = new RegExp(s.pattern, 'i');
    const hit = excluded.find((x) => re.test(x.text));
    if (!hit) continue;
    if ((s.back ?? []).some((b) => kept.has(b)) || carveTexts.some((c) => re.test(c.text))) continue;
    swallowed.push(s.name);
    if (!swallowAt.includes(hit.at)) swallowAt.push(hit.at);
  }
  const apart: number[] = [];
  for (const h of headsExcludedApart(ctx, terms, topic)) {
    if (swallowed.includes(h.name)) continue;
    swallowed.push(h.name);
    if (!swallowAt.includes(h.at)) { swallowAt.push(h.at); apart.push(h.at); }
  }
  if (swallowed.length) return { kind: 'swallows', heads: swallowed, at: swallowAt, apart };
  const missing = terms.carve_outs.map((c) => c.name).filter((n) => !kept.has(n));
  return missing.length ? { kind: 'carve_outs', heads: missing, at: topic } : { kind: 'preferred', heads: [], at: topic };
}

/** "a, b and c". */
export function listed(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
