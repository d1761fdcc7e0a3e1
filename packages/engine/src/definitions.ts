// The terms a contract defines, and what each definition says: one index per document, read by every check that reads a
// definition (review.ts: a check's `limited` reading and its `reads_definitions`). Split from review.ts, unchanged.
import type { DocContext } from './review.js';
import type { Gate } from './gate.js';

/** A sentence that defines a term (sentence i), with the items of its list. */
export function definitionOf(ctx: DocContext, i: number): string {
  const items: string[] = [];
  for (let j = i + 1; j < ctx.lead.length && ctx.lead[j] === i; j++) items.push(ctx.sentenceText[j]);
  return items.length ? [ctx.sentenceText[i], ...items].join(' ') : ctx.sentenceText[i];
}

/** A term of a check's data matched whole against a defined term ("fees|charges" reads "Fees", not "Late Fees"). */
export function wholeTerm(x: string): RegExp {
  return new RegExp(String.raw`^(?:the\s+)?(?:${x})$`, 'i');
}

/**
 * A term defined in the document: the term as written, the sentence that defines it, and what the definition says (from
 * the term to the next term the sentence defines, with the items of its list; for a term defined in brackets, the
 * words before the bracket).
 */
export interface DefinedTerm { term: string; sentence: number; text: string }

/**
 * The ways a contract defines a term: quoted, then "means" ('"Fees" means', '"Fees" shall mean', '"Fees": means',
 * '"Fees" has the meaning'); in brackets after what it names ('(the "Charges")', '(hereinafter "Services")'); a
 * capitalised term opening its line without quotes ("Fees means ...", "**Gross Negligence** means ...", as Australian
 * and English drafting write a definitions clause), also after the clause's own heading word run into it ("Definitions
 * IP Claim means ...": the term is "IP Claim"); a quoted term narrowed in place of "means" ('"Indemnified Claim" is
 * limited to ...', session 27).
 */
const QUOTED_DEFINITION_RE = /["“]\s*([A-Z][^"”\n]{0,60}?)\s*["”]\s*(?:\)\s*)?[:,]?\s*(?:shall\s+|will\s+)?(?:means?|mean|includes?|shall\s+include|(?:has|shall\s+have)\s+the\s+meaning|refers?\s+to|is\s+defined\s+as|(?:is|are|shall\s+be|will\s+be)\s+(?:limited|restricted|confined)\s+(?:only\s+|solely\s+)?to)\b|\(\s*(?:(?:hereinafter|together|collectively|jointly|each|individually)[\w\s,]{0,30}?)?(?:(?:a|an|the|each|any)\s+)?["“]\s*([A-Z][^"”\n]{0,60}?)\s*["”]\s*\)/g;
const UNQUOTED_DEFINITION_RE = /^(?:\s*(?:\d{1,3}(?:\.\d{1,3})*\.?|\(?[a-z]{1,3}\)|[A-Z]\.\d{1,3}\.?)\s+)?(?:(?:DEFINITIONS|Definitions|INTERPRETATION|Interpretation|GLOSSARY|Glossary|Defined\s+[Tt]erms|Words\s+we\s+use)(?:\s+and\s+[Ii]nterpretation)?[.:]?\s+)?(?:\*\*|__)?(?!(?:The|This|That|These|Those|Each|Either|Any|Such|An?|It|Its|No|All|Neither)\s)([A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|of|or|and|the|for)){0,4})(?:\*\*|__)?\s+(?:means|shall\s+mean|has\s+the\s+meaning)\b/;
/** What a sentence must hold to define a term in one of those ways (a cheap test before the patterns). */
const MAY_DEFINE_RE = /["“]|\bmean|\bmeaning\b/;
const definitionsMemo = new WeakMap<DocContext, DefinedTerm[]>();
type TermAt = { term: string; at: number; end: number; bracket: boolean };
const NONE_DEFINED: TermAt[] = [];
/** The terms one sentence defines, by its text (kept while there are not too many: a redline's verification reads the same sentences again). */
const termsMemo = new Map<string, TermAt[]>();
function termsDefinedIn(t: string): TermAt[] {
  if (!MAY_DEFINE_RE.test(t)) return NONE_DEFINED;
  let found = termsMemo.get(t);
  if (found) return found;
  found = [];
  const lead = UNQUOTED_DEFINITION_RE.exec(t);
  if (lead) found.push({ term: lead[1], at: lead.index + lead[0].indexOf(lead[1]), end: lead.index + lead[0].length, bracket: false });
  if (/["“]/.test(t)) {
    for (const m of t.matchAll(QUOTED_DEFINITION_RE)) {
      const term = (m[1] ?? m[2]).trim();
      if (term) found.push({ term, at: m.index, end: m.index + m[0].length, bracket: m[2] !== undefined });
    }
  }
  found.sort((a, b) => a.at - b.at);
  if (termsMemo.size >= 20_000) termsMemo.clear();
  termsMemo.set(t, found.length ? found : NONE_DEFINED);
  return found;
}

/** Only a clause number or emphasis before the term: the sentence opens by defining it ('1.2 "Fees" means ...'). */
const BEFORE_OPENING_TERM_RE = /^\s*(?:(?:\d{1,3}(?:\.\d{1,3})*\.?|\(?[a-z]{1,4}\)|\*\*|__)\s*)*$/i;

/**
 * Whether a sentence opens with the definition of a term, as each item of a definitions clause does: an item of its own,
 * never the rest of the sentence before it (a definitions list ends every item with ";").
 */
export function opensDefinition(t: string): boolean {
  const first = termsDefinedIn(t)[0];
  return !!first && !first.bracket && BEFORE_OPENING_TERM_RE.test(t.slice(0, first.at));
}

/**
 * The terms the document defines, read once per document (every check that reads a definition looks it up here: a
 * check's `limited` reading and its `reads_definitions`).
 */
export function definitionsIn(ctx: DocContext): DefinedTerm[] {
  let out = definitionsMemo.get(ctx);
  if (!out) {
    out = [];
    for (let i = 0; i < ctx.sentenceText.length; i++) out.push(...definitionsAt(ctx, i));
    definitionsMemo.set(ctx, out);
  }
  return out;
}

/** The terms sentence i defines, with what each definition says (see DefinedTerm); kept per document and sentence. */
const definedAtMemo = new WeakMap<DocContext, Map<number, DefinedTerm[]>>();
function definitionsAt(ctx: DocContext, i: number): DefinedTerm[] {
  const t = ctx.sentenceText[i];
  const found = termsDefinedIn(t);
  if (!found.length) return [];
  let byIndex = definedAtMemo.get(ctx);
  if (!byIndex) definedAtMemo.set(ctx, (byIndex = new Map()));
  let out = byIndex.get(i);
  if (out) return out;
  out = [];
  const whole = definitionOf(ctx, i);
  for (let k = 0; k < found.length; k++) {
    const f = found[k];
    // a term in brackets names the words before it (back to the previous definition); one with "means", the words after
    // it up to the next term defined with "means" (the items of its list with it, when it is the sentence's last)
    const next = found.slice(k + 1).find((x) => !x.bracket);
    const text = f.bracket
      ? t.slice(k > 0 ? found[k - 1].end : 0, f.end)
      : next ? t.slice(f.at, next.at) : whole.slice(f.at);
    out.push({ term: f.term, sentence: i, text });
  }
  byIndex.set(i, out);
  return out;
}

/**
 * The definitions of one term of a check's data: read in the sentences that hold the term's words (its gate, from the
 * document's index of word pieces), else in every sentence, through the same per-sentence reading as definitionsIn.
 */
export function definitionsOfTerm(ctx: DocContext, term: RegExp, gate: Gate | null): DefinedTerm[] {
  const candidates = gate ? ctx.pieces.spansWith(gate) : null;
  if (!candidates) return definitionsIn(ctx).filter((x) => term.test(x.term));
  const out: DefinedTerm[] = [];
  for (const i of candidates) for (const x of definitionsAt(ctx, i)) if (term.test(x.term)) out.push(x);
  return out;
}
