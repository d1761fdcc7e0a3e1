/**
 * Redlines: the edits a review suggests, made the way a drafter would make them.
 *
 * - Replacement, not accretion. For a contradicted or unacceptable term, the offending words go:
 *   first the smallest part of the offending sentence (a comma, semicolon or bracket segment) whose
 *   deletion makes the check acceptable, else the sentence is rewritten to the playbook's language
 *   (shown as a word-level edit). Every further sentence that still contradicts is dealt with the
 *   same way, up to a few rounds.
 * - Placement. Missing language goes after the contract's own clause of the same type, at the end
 *   of its numbered section with a number in the contract's scheme that moves no other (a new 7.4 after
 *   7.3, "3A." between sections 3 and 4, "ARTICLE IIIA", "(e)": redline-numbering.ts), so cross-references
 *   stay right, under a heading written as the contract writes its own; without such a clause, at the end
 *   of the last substantive section before the boilerplate. Never after the signature block, in an
 *   exhibit, schedule or annex, or after a page footer.
 * - The clause library's clause for a check (preferred, then fallback) where it has one, else the check's
 *   suggested_language (clause-library.ts, checkClause).
 * - The contract's words. The playbook's generic terms (Receiving Party, Customer, Licensor,
 *   Confidential Information, Statement of Work, Services, Party ...) become the contract's own
 *   defined terms and capitalisation; a term the contract does not define is not introduced: a role
 *   becomes the plain noun ("the customer"), an alternative naming an undefined document ("or any
 *   Statement of Work") is dropped, and any other undefined term is written in lower case, as
 *   ordinary words.
 * - Verified. Each candidate edit is applied, together with the edits already accepted, and the
 *   playbook is run on the result: a candidate is taken only if it makes its check acceptable (or
 *   preferred) and raises no issue the contract did not have. Edits never overlap, so every redline
 *   can be accepted or rejected on its own and all of them together.
 *
 * A redline's `original_text` starts at the start of its clause (`clause_id`) and covers whole
 * clauses; `operations` is the word-level diff from it to `suggested_text`.
 */
import { FOOTER_RE, footerLines } from './page-lines.js';
import { BRACKETED_ITEM, ROMAN, SUB_CLAUSE_NUMBER } from './labels.js';
/** A paragraph of a sub-clause as segmentation numbers it: "4.2¶1". */
const SUB_CLAUSE_PARAGRAPH_RE = new RegExp(`^(${SUB_CLAUSE_NUMBER})¶\\d*$`);
import { diffWordsWithSpace } from 'diff';
import escapeRegExp from 'escape-string-regexp';
import type { Clause, DiffOperation, Issue, Playbook, PlaybookCheck, Redline, Severity } from './types.js';
import { transientContext, withPlaybook, evaluateCheck, evaluateLocated, sidesSettled, topicPatterns, contentsRun, headedSentence, isOperative, clauseOfType, type CheckEvaluation, type DocContext } from './review.js';
import { clauseTaxonomy } from './taxonomy.js';
import { TextMemo } from './memo.js';
import { checkClause, libraryHeading, matterProviso } from './clause-library.js';
import { isCarveOut, UNLIMITED_RE } from './liability.js';
import { inPluralSelf } from './contract-prose.js';
import { depositCut } from './deposit.js';
import { dataRegimes, inGoverningLaw, paidInKind, paymentNoun, subjectNoun, withOwnAttachments, withSubject, type DataRegime, type Subject } from './redline-contract-words.js';
import { looksLikeHeading, rowValueStart } from './segment.js';
import { numberWords } from './words.js';
import { roleIn, type Role } from './scope.js';
import { previousWord } from './text-scan.js';
import { asksPriorNotice, dependence, noticeAfterAct, readStruck, standsAlone, type Struck } from './redline-dependants.js';
import { keepingQualifiers } from './redline-qualifiers.js';
import { grantedRight, grantsOtherParty, grantsPermissionTo, permissionHolder, restriction } from './redline-rights.js';
import { leavesFragment, restatesTerm } from './redline-siblings.js';
import { citedFirstProbe, contextsProbe, type CitedFirstProbe } from './redline-probe.js';
import { breaksList, listEnd } from './redline-lists.js';
import { fromRoman, insertedSection, lastTypedSection, nextLettered, nextSection, nextSubClause, readLead, typedSections, writeLabel, type Lead, type NewLabel } from './redline-numbering.js';

/** A change of the original text: `text.slice(start, end)` is replaced by `insert`. */
export interface TextEdit {
  start: number;
  end: number;
  insert: string;
}

/** An edit tagged with the redline it comes from. */
export interface RedlineEdit extends TextEdit {
  redline_id: string;
}

// ---------------------------------------------------------------------------------------------
// Diff operations and applying redlines

/**
 * Word-level diff operations from original to suggested text (jsdiff, whitespace kept as tokens so that
 * the equal+delete parts rebuild the original and equal+insert parts the suggestion exactly). The
 * common head and tail, cut at whitespace so that no word is split, are equal without being diffed:
 * a redline changes one sentence or appends one, and diffing a whole clause word by word is slow.
 */
export function redlineOperations(original: string, suggested: string): DiffOperation[] {
  const max = Math.min(original.length, suggested.length);
  let head = 0;
  while (head < max && original.charCodeAt(head) === suggested.charCodeAt(head)) head++;
  if (head === original.length && head === suggested.length) return original ? [{ op: 'equal', text: original }] : [];
  while (head > 0 && !isWhitespace(original.charCodeAt(head - 1))) head--;
  let tail = 0;
  while (tail < max - head && original.charCodeAt(original.length - 1 - tail) === suggested.charCodeAt(suggested.length - 1 - tail)) tail++;
  while (tail > 0 && !isWhitespace(original.charCodeAt(original.length - tail))) tail--;
  const ops: DiffOperation[] = [];
  const push = (op: DiffOperation['op'], text: string) => {
    if (!text) return;
    const last = ops[ops.length - 1];
    if (last && last.op === op) last.text += text;
    else ops.push({ op, text });
  };
  push('equal', original.slice(0, head));
  const before = original.slice(head, original.length - tail);
  const after = suggested.slice(head, suggested.length - tail);
  // texts that differ in more than REDLINE_MAX_EDIT words are shown as a plain replacement
  const parts = diffWordsWithSpace(before, after, { maxEditLength: REDLINE_MAX_EDIT });
  if (parts) for (const part of parts) push(part.added ? 'insert' : part.removed ? 'delete' : 'equal', part.value);
  else {
    push('delete', before);
    push('insert', after);
  }
  push('equal', original.slice(original.length - tail));
  return phrases(wholeNumbers(ops));
}

const NUMBER_TAIL_RE = /[£$€]?\d[\d,.]*$|[£$€]$/;
const NUMBER_HEAD_RE = /^[\d,.]*\d/;
const NUMBER_RE = /^[£$€]?\d[\d,.]*\d$|^[£$€]?\d$/;

/**
 * A changed figure shown whole: "£[-15-][+5+],000" (the word diff splits a number at its separators) is
 * "[-£15,000-][+£5,000+]", as a reader marks a changed sum. Only where the change is inside a figure on both sides.
 */
function wholeNumbers(ops: DiffOperation[]): DiffOperation[] {
  const out = ops.map((o) => ({ ...o }));
  for (let i = 0; i < out.length; i++) {
    if (out[i].op === 'equal') continue;
    let j = i;
    while (j + 1 < out.length && out[j + 1].op !== 'equal') j++;
    const prev = i > 0 ? out[i - 1] : undefined;
    const next = j + 1 < out.length ? out[j + 1] : undefined;
    const del = out.slice(i, j + 1).filter((o) => o.op === 'delete').map((o) => o.text).join('');
    const ins = out.slice(i, j + 1).filter((o) => o.op === 'insert').map((o) => o.text).join('');
    const head = prev ? NUMBER_TAIL_RE.exec(prev.text)?.[0] ?? '' : '';
    const tail = next ? NUMBER_HEAD_RE.exec(next.text)?.[0] ?? '' : '';
    const d = head + del + tail;
    const n = head + ins + tail;
    if ((head || tail) && del && ins && NUMBER_RE.test(d) && NUMBER_RE.test(n)) {
      if (prev) prev.text = prev.text.slice(0, prev.text.length - head.length);
      if (next) next.text = next.text.slice(tail.length);
      out.splice(i, j - i + 1, { op: 'delete', text: d }, { op: 'insert', text: n });
      j = i + 1;
    }
    i = j;
  }
  return out.filter((o) => o.text);
}

/**
 * Edits a reader can follow: a run of changes with only a word or two kept between them ("[-the-]
 * [+a+] of [-no-][+any+]") is shown as one deletion and one insertion of the whole phrase.
 */
function phrases(ops: DiffOperation[]): DiffOperation[] {
  const out: DiffOperation[] = [];
  let del = '';
  let ins = '';
  const flush = () => {
    if (del) out.push({ op: 'delete', text: del });
    if (ins) out.push({ op: 'insert', text: ins });
    del = ins = '';
  };
  for (let i = 0; i < ops.length; i++) {
    const o = ops[i];
    if (o.op === 'delete') del += o.text;
    else if (o.op === 'insert') ins += o.text;
    else {
      const between = (del || ins) && i + 1 < ops.length && ops.slice(i + 1).some((x) => x.op !== 'equal') && ops[i + 1].op !== 'equal';
      if (between && o.text.trim().split(/\s+/).length <= 2 && o.text.length < 16) {
        del += o.text;
        ins += o.text;
        continue;
      }
      flush();
      out.push({ ...o });
    }
  }
  flush();
  return out;
}

const REDLINE_MAX_EDIT = 400;

function isWhitespace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13 || c === 12 || c === 11 || c === 160;
}

/** Where a redline's original text starts in the document: at its clause's start, else where it occurs. */
function redlineStart(text: string, clauses: Map<string, Clause>, r: Redline): number {
  const c = clauses.get(r.clause_id);
  if (c && text.startsWith(r.original_text, c.start)) return c.start;
  const at = text.indexOf(r.original_text, c ? Math.max(0, c.start - 2000) : 0);
  return at >= 0 ? at : text.indexOf(r.original_text);
}

/**
 * The edits of every redline in document offsets, sorted, each a deletion, an insertion or a
 * replacement (a deletion with the insertion that follows it). Redlines whose original text is not in
 * the document, or whose edits would overlap an earlier redline's, are returned as `skipped`.
 */
export function redlineEdits(text: string, clauses: Clause[], redlines: Redline[]): { edits: RedlineEdit[]; skipped: string[] } {
  const byId = new Map(clauses.map((c) => [c.id, c]));
  const edits: RedlineEdit[] = [];
  const skipped: string[] = [];
  for (const r of redlines) {
    const base = redlineStart(text, byId, r);
    if (base < 0) {
      skipped.push(r.id);
      continue;
    }
    const own: RedlineEdit[] = [];
    let pos = base;
    for (const op of r.operations) {
      if (op.op === 'equal') pos += op.text.length;
      else if (op.op === 'delete') {
        own.push({ start: pos, end: pos + op.text.length, insert: '', redline_id: r.id });
        pos += op.text.length;
      } else {
        const last = own[own.length - 1];
        if (last && last.end === pos && !last.insert) last.insert = op.text;
        else own.push({ start: pos, end: pos, insert: op.text, redline_id: r.id });
      }
    }
    if (own.some((e) => edits.some((x) => overlaps(e, x)))) skipped.push(r.id);
    else edits.push(...own);
  }
  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  return { edits, skipped };
}

/** Two edits touch the same text (insertions at one point do not: they go in order). */
function overlaps(a: TextEdit, b: TextEdit): boolean {
  if (a.start === a.end || b.start === b.end) return a.start > b.start && a.start < b.end || b.start > a.start && b.start < a.end;
  return a.start < b.end && b.start < a.end;
}

/** Apply sorted, non-overlapping edits. */
/**
 * The order edits apply in: by place; at one point, words that run on in the line (" Customer may terminate ...") before
 * new paragraphs ("\n\n1A. ..."), which would otherwise take them in; else as given.
 */
function editOrder(a: TextEdit, b: TextEdit): number {
  return a.start - b.start || a.end - b.end || (a.start === a.end && b.start === b.end ? Number(/^\s*\n/.test(a.insert)) - Number(/^\s*\n/.test(b.insert)) : 0);
}

export function applyEdits(text: string, edits: TextEdit[]): string {
  const sorted = [...edits].sort(editOrder);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    out += text.slice(at, e.start) + e.insert;
    at = e.end;
  }
  return out + text.slice(at);
}

/** The text with every redline accepted (the redlines that cannot be applied are left out and named). */
export function applyRedlines(text: string, clauses: Clause[], redlines: Redline[]): { text: string; skipped: string[] } {
  const { edits, skipped } = redlineEdits(text, clauses, redlines);
  return { text: applyEdits(text, edits), skipped };
}

// ---------------------------------------------------------------------------------------------
// Where the operative body ends, and footers

const SIGNATURE_RE = /\b(?:IN WITNESS,? WHEREOF|In Witness,? Whereof|in witness,? whereof)\b|^[ \t]*(?:SIGNED\b|Signed (?:by|for and on behalf)|EXECUTED\b|AGREED AND ACCEPTED|ACCEPTED AND AGREED)/m;
const SIGN_LINE_RE = /^[ \t]*(?:By|Signature|Signed)\s*:\s*(?:_{3,}|$)|^[ \t]*_{8,}[ \t]*$/m;
const ATTACHMENT_RE = /^[ \t#*]*(?:EXHIBIT|SCHEDULE|ANNEX|APPENDIX|ATTACHMENT|ADDENDUM|Exhibit|Schedule|Annex|Appendix|Attachment|Addendum)[ \t]+(?:[A-Z]{1,2}|\d{1,3}(?:\.\d{1,2})?|[IVX]{1,5})\b[^\n]{0,100}$/m;

/**
 * Where the operative body of the contract ends: the first signature block, attachment heading
 * (exhibit, schedule, annex, appendix) or signature line found in the last two thirds of the text.
 * Nothing is inserted at or after it.
 */
export function bodyEnd(ctx: Pick<DocContext, 'plain' | 'clauses'>): number {
  const text = ctx.plain;
  const from = Math.floor(text.length / 3);
  let end = text.length;
  const sig = ctx.clauses.find((c) => c.clause_type === 'signature' && c.start >= from);
  if (sig) end = Math.min(end, sig.start);
  for (const re of [WITNESS_AT_RE, SIGNED_LINE_AT_RE, ATTACHMENT_LINE_RE, SIGN_LINE_AT_RE]) {
    let m: RegExpExecArray | null;
    if (re.sticky) m = atLineStart(re, text, from);
    else {
      re.lastIndex = from;
      m = re.exec(text);
    }
    if (m && m.index < end) end = m.index + (m[0].length - m[0].trimStart().length);
  }
  return end;
}

// the line patterns, tried at line starts only (the scan of every position for `^` was the most of bodyEnd);
// SIGNATURE_RE in its two branches, the words looked for anywhere and the line tried at line starts: the first match
// of either is the pattern's first (they cannot start at one place: one starts with "I", "i" or a blank, the other not)
const [WITNESS_AT_RE, SIGNED_LINE_AT_RE] = (() => {
  const source = SIGNATURE_RE.source;
  const cut = source.indexOf('|^');
  return [new RegExp(source.slice(0, cut), 'g'), new RegExp(source.slice(cut + 1), 'my')];
})();
const ATTACHMENT_LINE_RE = new RegExp(ATTACHMENT_RE.source, 'my');
const SIGN_LINE_AT_RE = new RegExp(SIGN_LINE_RE.source, 'my');
const LINE_BREAK_RE = /[\n\r\u2028\u2029]/g;

/**
 * What `exec` of a multiline pattern every branch of which starts with `^` finds from `from`, trying only the
 * line starts (`re` is that pattern with the flags m and y).
 */
function atLineStart(re: RegExp, text: string, from: number): RegExpExecArray | null {
  let p = from;
  for (;;) {
    const c = p > 0 ? text.charCodeAt(p - 1) : 10;
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) {
      re.lastIndex = p;
      const m = re.exec(text);
      if (m) return m;
    }
    LINE_BREAK_RE.lastIndex = p;
    const b = LINE_BREAK_RE.exec(text);
    if (!b) return null;
    p = b.index + 1;
  }
}

/** The end of a clause's own text, before trailing page furniture and blank lines. */
function contentEnd(text: string, start: number, end: number, footers: Set<string>): number {
  // a clause that ends inside a line ends with that line
  let e = end;
  const eol = text.indexOf('\n', e);
  if (eol > e && eol - e < 24) e = eol;
  for (;;) {
    while (e > start && isWhitespace(text.charCodeAt(e - 1))) e--;
    const lineStart = Math.max(start, text.lastIndexOf('\n', e - 1) + 1);
    const line = text.slice(lineStart, e).trim();
    if (!footers.has(line) && !FOOTER_RE.test(line)) return e;
    if (lineStart <= start) return start; // all page furniture
    e = lineStart;
  }
}

// ---------------------------------------------------------------------------------------------
// The contract's own words

/** A role word of the playbooks' language, by side (the side lists of scope.ts). */
const ROLE_SIDE: Record<string, 'customer' | 'provider'> = {
  Customer: 'customer', Client: 'customer', Licensee: 'customer', Tenant: 'customer', Controller: 'customer', Company: 'customer', Buyer: 'customer',
  Provider: 'provider', Consultant: 'provider', Licensor: 'provider', Landlord: 'provider', Processor: 'provider', Employee: 'provider', Supplier: 'provider',
};
const CUSTOMER_WORDS = /^(?:customer|client|licensee|subscriber|buyer|purchaser|tenant|lessee|controller|company|employer|distributor|reseller|franchisee|recipient)$/i;
const PROVIDER_WORDS = /^(?:provider|service provider|supplier|vendor|licensor|contractor|consultant|seller|landlord|lessor|processor|employee|executive|agency|manufacturer|franchisor|developer)$/i;

/** Generic defined terms of the playbooks' language, with the names contracts commonly give the same thing. */
const SYNONYMS: Record<string, string[]> = {
  'Receiving Party': ['Receiving Party', 'Recipient', 'Receiver', 'Receiving Company', 'Confidant', 'Investor'],
  'Disclosing Party': ['Disclosing Party', 'Discloser', 'Disclosing Company', 'Owner'],
  'Confidential Information': ['Confidential Information', 'Proprietary Information', 'Evaluation Material', 'Confidential Material', 'Confidential Materials', 'Information'],
  Purpose: ['Purpose', 'Permitted Purpose', 'Permitted Use', 'Business Purpose', 'Transaction', 'Proposed Transaction', 'Project'],
  Services: ['Services', 'Service', 'Work', 'Consulting Services', 'Professional Services'],
  Service: ['Service', 'Services', 'Subscription Service', 'Platform', 'Hosted Services'],
  'Statement of Work': ['Statement of Work', 'SOW', 'Order Form', 'Order', 'Work Order', 'Purchase Order'],
  Deliverable: ['Deliverable', 'Work Product'],
  'Licensed Materials': ['Licensed Materials', 'Licensed Software', 'Licensed Technology', 'Licensed Products', 'Software', 'Licensed Patents', 'Technology', 'Products'],
  'Licensed Software': ['Licensed Software', 'Software', 'Licensed Materials', 'Licensed Products'],
  'Customer Data': ['Customer Data', 'Client Data', 'Data'],
  'Personal Data': ['Personal Data', 'Personal Information'],
  'Effective Date': ['Effective Date', 'Commencement Date', 'Start Date'],
  'Commencement Date': ['Commencement Date', 'Effective Date'],
  'Initial Term': ['Initial Term', 'Term'],
  Term: ['Term', 'Initial Term'],
  Affiliates: ['Affiliates', 'Affiliate'],
  Premises: ['Premises', 'Property', 'Leased Premises'],
  Building: ['Building', 'Property'],
  'Security Deposit': ['Security Deposit', 'Security Bond', 'Rental Bond', 'Rent Deposit', 'Tenancy Bond', 'Bond', 'Deposit'],
};
/**
 * The words a contract may use, in lower case and undefined, for what a playbook's term names: a lease's "security bond"
 * or "rental bond" (Australia, New Zealand) and "rent deposit" (England) for the language's "Security Deposit".
 */
const ORDINARY_WORDING: Record<string, string[]> = {
  // (then the bare noun the contract gives it, "the deposit", "the bond", where it has no longer name)
  'Security Deposit': ['security deposit', 'security bond', 'rental bond', 'rent deposit', 'tenancy bond', 'deposit', 'bond'],
};

/** A building's own name: up to three capitalised words and a building noun ("Calverley House", "the Meridian Building", "Riverside Centre"), not after a street number. */
const BUILDING_NAME_RE = /(?<!\d[\s,]*)\b((?:[A-Z][a-z'’]+\s+){1,3}(?:House|Tower|Building|Centre|Center|Court|Plaza|Chambers|Exchange|Mill|Works|Hall|Point|Park))\b/g;
/** Capitalised words that begin no building's name: a sentence's determiners, the registry. */
const NOT_BUILDING_RE = /^(?:The|This|That|Each|Any|Such|All|Every|No|Companies|Landlord|Tenant|Lessor|Lessee)\s/;

/**
 * The name the contract gives the building the premises are in, used twice or more ("Calverley House"), with whether
 * it writes it after "the" ("the Meridian Building"); undefined when it names none. The language's generic "the
 * Building" becomes it, as the contract's own defined terms replace the language's.
 */
function buildingName(plain: string): { name: string; article: boolean } | undefined {
  if (!/(?:House|Tower|Building|Centre|Center|Court|Plaza|Chambers|Exchange|Mill|Works|Hall|Point|Park)\b/.test(plain)) return undefined;
  const uses = new Map<string, { n: number; the: number }>();
  for (const m of plain.matchAll(BUILDING_NAME_RE)) {
    if (NOT_BUILDING_RE.test(m[1])) continue;
    const name = m[1].replace(/\s+/g, ' ');
    const u = uses.get(name) ?? { n: 0, the: 0 };
    u.n++;
    if (/\bthe\s+$/i.test(plain.slice(Math.max(0, m.index - 4), m.index))) u.the++;
    uses.set(name, u);
  }
  let best: [string, { n: number; the: number }] | undefined;
  for (const e of uses) if (e[1].n >= 2 && (!best || e[1].n > best[1].n)) best = e;
  return best && { name: best[0], article: best[1].the * 2 > best[1].n };
}

/** The first of a term's ordinary wordings the contract uses in running text (not in capitals alone), if any. */
function ordinaryWording(t: string, plain: string): string | undefined {
  return ORDINARY_WORDING[t]?.find((w) => new RegExp(String.raw`\b${w.replace(/ /g, '\\s+')}\b`, 'i').test(plain.replace(/\b[A-Z]{2,}(?:\s+[A-Z]{2,})+\b/g, '')));
}
/** What a supplementing document (a DPA, an addendum) defines the agreement it supplements as (not its own name). */
const MAIN_AGREEMENT_TERMS = ['Main Agreement', 'Principal Agreement', 'Master Agreement', 'Underlying Agreement', 'Services Agreement', 'Service Agreement', 'Agreement'];
/** Documents that may be named as alternatives ("this Agreement or any Statement of Work"). */
const DOCUMENT_TERMS = new Set(['Statement of Work', 'Order Form', 'Service Level Agreement', 'Purchase Order']);
/** Capitalised words that are not defined terms: proper names, statutes, months. */
const PROPER = /^(?:GDPR|Union|Member States?|European Commission|European Union|EU|UK|US|USA|Standard Contractual Clauses|Consumer Price Index|Articles?|Annex|Section|Clause|Schedule|Exhibit|I|January|February|March|April|May|June|July|August|September|October|November|December)\b/;

export interface ContractWords {
  /** Terms the contract defines or uses as defined terms, as it spells them. */
  defined: Set<string>;
  /** Lower-cased defined term → its spelling in the contract. */
  spelling: Map<string, string>;
  /** The contract's own name for each side, when its parties are defined by role. */
  side: { customer?: string; provider?: string };
  /** What the contract calls itself ("Agreement", "Lease", "Contract", "Terms"). */
  self: string;
  /** Whether it calls itself by a plural ("these Terms"). */
  selfPlural?: boolean;
  /** Whether "Party" is a defined term (else "party"). */
  party: boolean;
  /** The contract's names for the receiving and the disclosing party of a one-way disclosure. */
  receiving?: string;
  disclosing?: string;
  /** What the contract pays under it, when it pays no royalties: its own plural noun ("fees", "charges"), else undefined. */
  payment?: string;
  /** The contract's term for a consideration given in shares, not money ("Share Consideration"; redline-contract-words.ts paidInKind). */
  inKind?: string;
  /** What the contract supplies, for the playbooks' "the services" (redline-contract-words.ts). */
  subject?: Subject;
  /** The contract's governing law (a jurisdiction code), for the territory and law words of the language. */
  law?: string | null;
  /** The data protection regimes it is made under (redline-contract-words.ts dataRegimes). */
  regimes?: DataRegime[];
  /** Terms already looked up in the text (definedSpelling), with the answer. */
  seen: Map<string, string | undefined>;
  /** The party terms the contract writes after "the" ("the Tenant"), for the language's "Tenant". */
  articled?: Set<string>;
}

// (white space inside the quotes is markup blanked in the plain view: '"*Recipient*"', '(“**MNDA**”)')
const QUOTED_TERM_RE = /[("“]\s*(?:the\s+|each\s+(?:a|an)\s+|collectively,?\s+(?:the\s+)?)?["“] *([A-Z][A-Za-z0-9'’&\- ]{1,60}?) *["”]|["“] *([A-Z][A-Za-z0-9'’&\- ]{1,60}?) *["”]\s+(?:shall\s+)?(?:means?|has\s+the\s+meaning|includes?|refers\s+to)\b/g;

/** The defined terms of a contract: quoted definitions, and capitalised phrases used as terms mid-sentence. */
export function contractWords(ctx: Pick<DocContext, 'plain' | 'keyTerms' | 'lex'>): ContractWords {
  const text = ctx.plain;
  const defined = new Set<string>();
  for (const m of text.matchAll(QUOTED_TERM_RE)) defined.add((m[1] ?? m[2]).trim());
  for (const p of ctx.keyTerms.parties) if (p.defined_as) defined.add(p.defined_as);
  const spelling = new Map<string, string>();
  for (const d of defined) spelling.set(d.toLowerCase(), d);
  const side: ContractWords['side'] = {};
  // each party on the side the review reads it on (scope.ts: "the Company" opposite a Customer is the provider)
  ctx.keyTerms.parties.forEach((p, i) => {
    const s = ctx.lex.sides[i];
    if (p.defined_as && s && !side[s]) side[s] = p.defined_as;
  });
  // Parties defined by their names ("Acme") take the side the preamble gives their role
  for (const p of ctx.keyTerms.parties) {
    if (!p.defined_as || !p.role) continue;
    if (!side.customer && CUSTOMER_WORDS.test(p.role) && p.defined_as !== side.provider) side.customer = p.defined_as;
    if (!side.provider && PROVIDER_WORDS.test(p.role) && p.defined_as !== side.customer) side.provider = p.defined_as;
  }
  // one-way disclosure between two named parties: the one defined as recipient, and the other one
  const named = ctx.keyTerms.parties.filter((p) => p.defined_as);
  const recv = named.find((p) => /^(?:recipient|receiving party|receiver|confidant)$/i.test(p.defined_as!));
  const disc = named.find((p) => /^(?:discloser|disclosing party|owner)$/i.test(p.defined_as!));
  const receiving = recv?.defined_as ?? (disc && named.length === 2 ? named.find((p) => p !== disc)!.defined_as : undefined);
  const disclosing = disc?.defined_as ?? (recv && named.length === 2 ? named.find((p) => p !== recv)!.defined_as : undefined);
  // two named parties, one known by its side: the other one is the other side
  if (named.length === 2) {
    const other = (name?: string) => named.find((p) => p.defined_as !== name)?.defined_as;
    if (side.customer && !side.provider) side.provider = other(side.customer);
    else if (side.provider && !side.customer) side.customer = other(side.provider);
  }
  const { name: self, plural: selfPlural } = selfName(text, defined);
  const party = defined.has('Party') || defined.has('Parties') || partyAsTerm(text);
  return { defined, spelling, side, self, selfPlural, party, receiving, disclosing, payment: paymentNoun(text), inKind: paidInKind(text), subject: subjectNoun(text), law: ctx.keyTerms.governing_law, regimes: dataRegimes(text, ctx.keyTerms.governing_law), seen: new Map(), articled: articledTerms(text, [side.customer, side.provider, receiving, disclosing]) };
}

/** A document's name for itself: a noun of this kind, alone or ending a longer title ("Mutual Non-Disclosure Agreement"). */
const SELF_NOUN = String.raw`(?:Agreement|Contract|Lease|Licen[cs]e|Addendum|Deed)`;
/** The plural names a document of terms calls itself by, after "these": "these Terms", "these Terms and Conditions". */
const SELF_PLURAL = String.raw`(?:(?:[A-Z][A-Za-z'’-]*\s+){0,3}(?:Terms(?:\s+(?:and|&)\s+Conditions|\s+of\s+(?:Service|Use|Business|Sale|Supply))?|Conditions(?:\s+of\s+(?:Sale|Supply|Business|Purchase))?))`;
const THIS_NAME_RE = new RegExp(String.raw`\b[Tt]his\s+((?:[A-Z][A-Za-z'’-]*\s+){0,5}${SELF_NOUN}|[A-Z]{2,6})\b|\b[Tt]hese\s+(${SELF_PLURAL})\b`, 'g');
const FIRST_SELF_RE = new RegExp(String.raw`\bth(?:is|e)\s+(${SELF_NOUN})\b`);
/** Short names of a kind of document that name the document itself after "this" even undefined: "this DPA forms part of ...". */
const DOCUMENT_ACRONYM = /^(?:DPA|MSA|EULA)$/;

/**
 * What the contract calls itself: the name it uses most after "this" ("this MNDA" fourteen times, "This Mutual
 * Non-Disclosure Agreement" once) or "these" ("these Terms": `plural`), among its self-nouns, titles ending in one, and
 * short names it defines in quotes ("CNDA") or that name a kind of document (a "DPA" used so twice); without any, a
 * defined "Agreement", else the first "this/the Lease" (or the like), else "Agreement".
 */
export function selfName(text: string, defined: Set<string>): { name: string; plural: boolean } {
  const count = new Map<string, number>();
  const plural = new Set<string>();
  for (const m of text.matchAll(THIS_NAME_RE)) {
    const name = (m[1] ?? m[2]).replace(/\s+/g, ' ');
    if (m[2]) plural.add(name);
    count.set(name, (count.get(name) ?? 0) + 1);
  }
  // "this NDA" names the document only when it defines it, or when it is a kind of document named so twice
  for (const [name, n] of count) if (/^[A-Z]{2,6}$/.test(name) && !defined.has(name) && !(DOCUMENT_ACRONYM.test(name) && n >= 2)) count.delete(name);
  let best: string | undefined;
  // the most used; on a tie the defined name, else the earlier one
  for (const [name, n] of count) if (!best || n > count.get(best)! || (n === count.get(best)! && defined.has(name) && !defined.has(best))) best = name;
  if (best) return { name: best, plural: plural.has(best) };
  if (defined.has('Agreement')) return { name: 'Agreement', plural: false };
  // a document that calls itself in lower case ("this lease", "this deed", as Australian and English leases do), and
  // never "this agreement": its own word, as it writes it
  const lower = lowerSelfName(text);
  if (lower) return { name: lower, plural: false };
  return { name: FIRST_SELF_RE.exec(text)?.[1] ?? 'Agreement', plural: false };
}

const LOWER_SELF_RE = /\b[Tt]his\s+(lease|deed|licen[cs]e|contract|agreement)\b/g;

/** The lower-case noun a document names itself by most after "this" (not "agreement", nor when it says "this agreement" at all). */
function lowerSelfName(text: string): string | undefined {
  const count = new Map<string, number>();
  for (const m of text.matchAll(LOWER_SELF_RE)) count.set(m[1], (count.get(m[1]) ?? 0) + 1);
  if (count.has('agreement')) return undefined;
  let best: string | undefined;
  for (const [name, n] of count) if (!best || n > count.get(best)!) best = name;
  return best;
}

const PARTY_RE = /\b(?:each|either|neither|the other|a) Party\b/y;

/** Whether the text says "each Party", "either Party", "the other Party" ...: PARTY_RE tried only where " Party" occurs. */
function partyAsTerm(text: string): boolean {
  for (let at = text.indexOf(' Party'); at >= 0; at = text.indexOf(' Party', at + 1)) {
    for (const back of [1, 4, 6, 7, 9]) {
      if (at < back) continue;
      PARTY_RE.lastIndex = at - back;
      if (PARTY_RE.test(text)) return true;
    }
  }
  return false;
}

/** A term's spelling in the contract, if the contract uses it as a defined term. */
function definedSpelling(words: ContractWords, plain: string, term: string): string | undefined {
  const s = words.spelling.get(term.toLowerCase());
  if (s) return s;
  if (words.seen.has(term)) return words.seen.get(term);
  const found = usedAsTerm(plain, term);
  words.seen.set(term, found);
  return found;
}

const AFTER_LOWER_RE = /(?:^|[^A-Za-z])[a-z]+[,;]? (?:the |any |all |such |its |each )?$/;

function usedAsTerm(plain: string, term: string): string | undefined {
  // used capitalised mid-sentence three times or more: a defined term even where its definition is not quoted
  // (after a word in lower case, so that "Information" is not counted inside "Confidential Information")
  let n = 0;
  for (let at = plain.indexOf(term); at >= 0 && n < 3; at = plain.indexOf(term, at + term.length)) {
    if (/[A-Za-z]/.test(plain.charAt(at + term.length))) continue;
    // (AFTER_LOWER_RE ends in a space: only a use with one before it can count)
    if (at > 0 && plain.charCodeAt(at - 1) === 32 && AFTER_LOWER_RE.test(plain.slice(Math.max(0, at - 24), at))) n++;
  }
  return n >= 3 ? term : undefined;
}

const TERM_RE = /\b(?:[A-Z][a-z]+|[A-Z]{2,})(?:\s+(?:of\s+)?(?:[A-Z][a-z]+))*\b/g;

/**
 * The playbook's language in the contract's words: `{{vars}}` filled, roles and generic terms
 * mapped to the contract's defined terms, and no term introduced that the contract does not define.
 */
/**
 * The party terms a contract mostly writes after "the" ("the Tenant shall", "to the Landlord"), not bare ("Tenant
 * shall"): a name ("Acme") or a term written bare is neither.
 */
function articledTerms(plain: string, terms: (string | undefined)[]): Set<string> {
  const out = new Set<string>();
  for (const term of new Set(terms)) {
    if (!term) continue;
    let withThe = 0;
    let bare = 0;
    // each use of the term, and the word before it read backwards (a pattern with a leading optional word was tried at
    // every position of the text)
    for (const m of plain.matchAll(new RegExp(String.raw`\b${escapeRegExp(term)}\b`, 'g'))) {
      const word = previousWord(plain, m.index, 80);
      const start = m.index - word.length;
      if (/^the\s/i.test(word)) withThe++;
      else if (!/^(?:a|an|each|any|such|its|this|that|every|either|no)\s/i.test(word) && !/["“(]\s*$/.test(plain.slice(Math.max(0, start - 2), m.index))) bare++;
    }
    if (withThe >= 2 && withThe > bare) out.add(term);
  }
  return out;
}

/**
 * A party's term as the contract writes it: with "the" where it mostly does (`words.articled`), unless the language
 * already has a determiner there ("the", "each", "any", "such", "its"); "The" at a sentence's start.
 */
function withArticle(term: string, words: ContractWords, s: string, at: number, sentenceStart: boolean): string {
  if (!words.articled?.has(term)) return term;
  const before = s.slice(Math.max(0, at - 8), at);
  if (/\b(?:the|a|an|each|any|such|its|their|this|that|every|either|no)\s$/i.test(before)) return term;
  return sentenceStart ? `The ${term}` : `the ${term}`;
}

/**
 * Session 18 (licence22): language fitted to the term structure the contract has. A playbook's language may tie a
 * promise to an initial term or a renewal ("Fees are fixed for the Initial Term. Provider may increase fees for a
 * renewal term ... before the renewal"); a perpetual licence, an agreement that runs until terminated, or one of a fixed
 * term that never renews has neither. Where the contract never speaks of an initial term (and the language does not
 * define one), "the Initial Term" is the contract's own "Term" where it defines one, else the sentence that names it
 * goes; where the contract never speaks of renewal, a rise "for a renewal term" is one a year at most, "before the
 * renewal" before it takes effect.
 */
function fitTermStructure(s: string, words: ContractWords, plain: string): string {
  if (!/\b(?:initial\s+term|renewal)\b/i.test(s)) return s;
  if (!/\binitial\s+(?:term|period)\b/i.test(plain) && !/["“]Initial Term["”]/.test(s)) {
    const term = definedSpelling(words, plain, 'Term');
    s = term
      ? s.replace(/\bthe\s+initial\s+term\b/gi, `the ${term}`)
      : s.split(/(?<=[.!?])\s+/).filter((x) => !/\binitial\s+term\b/i.test(x)).join(' ');
  }
  if (!/\brenew/i.test(plain)) {
    s = s.replace(/\bfor\s+(?:a|any|each)\s+renewal\s+term\b/gi, 'no more than once in any twelve (12) month period')
      .replace(/\bbefore\s+the\s+renewal\b/gi, 'before it takes effect');
  }
  return s;
}

/** A cap measured in the fees paid: "the fees paid or payable under this Agreement in the twelve (12) months preceding the event giving rise to the claim". */
const FEES_CAP_RE = /\bthe\s+(?:fees|amounts|charges)\s+paid\s+(?:or\s+payable\s+)?(?:under\s+[^.;,]{1,60}?\s+)?(?:in|during)\s+the\s+[^.;,]{1,40}?months?\s+(?:preceding|before)\s+the\s+(?:event\s+giving\s+rise\s+to\s+the\s+)?claim\b/gi;

export function adaptToContract(language: string, words: ContractWords, plain: string, vars: Record<string, string>): string {
  let s = fitTermStructure(language.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => vars[k] ?? `[${k.replace(/_/g, ' ')}]`), words, plain);
  // a term the language defines itself ('(the "Receiving Party")') is defined in the same edit
  const ownDefs = new Set([...s.matchAll(/["“]([A-Z][A-Za-z ]{1,40})["”]/g)].map((m) => m[1]));
  const cache = new Map<string, string | undefined>();
  const own = (t: string) => {
    if (!cache.has(t)) cache.set(t, definedSpelling(words, plain, t) ?? (ownDefs.has(t) ? t : undefined) ?? otherNumber(t));
    return cache.get(t);
  };
  // the singular of a term the contract defines in the plural, or the plural of one it defines in the singular ("each
  // Deliverable" where it defines "Deliverables"), as the contract spells it
  function otherNumber(t: string): string | undefined {
    const other = /s$/.test(t) ? t.slice(0, -1) : `${t}s`;
    const s = words.spelling.get(other.toLowerCase());
    if (!s) return undefined;
    return /s$/.test(t) ? `${s}s` : s.replace(/s$/, '');
  }
  // "or any Statement of Work": an alternative naming a document the contract does not have goes
  s = s.replace(/\s+(?:or|and) (?:any|each|the) ((?:[A-Z][a-z]+)(?:\s+(?:of\s+)?[A-Z][a-z]+)*)\b/g, (m, t: string) => (DOCUMENT_TERMS.has(t) && !synonymIn(t, own) ? '' : m));
  s = s.replace(TERM_RE, (t: string, at: number) => {
    // the playbooks' "this Agreement" / "this Lease": the contract's own name for itself
    if (/^(?:This )?(?:Agreement|Contract|Lease)$/.test(t) && (t.startsWith('This') || /\bthis $/.test(s.slice(Math.max(0, at - 5), at)))) return t.replace(/(?:Agreement|Contract|Lease)$/, words.self);
    if (t === 'Agreement') return words.self;
    if (t === 'Party' || t === 'Parties') return words.party ? t : t.toLowerCase();
    if (PROPER.test(t) || /^[A-Z]{2,}$/.test(t)) return t;
    // (a semicolon joins two clauses of one sentence: "...; the Consultant retains ...")
    const sentenceStart = at === 0 || /[.:]\s*$/.test(s.slice(Math.max(0, at - 3), at));
    const role = ROLE_SIDE[t];
    if (role) {
      const mine = words.side[role] ?? own(t);
      if (mine) return withArticle(mine, words, s, at, sentenceStart);
      // not defined here: the plain noun, with an article; a data protection role keeps its capital, as the name of
      // the party that acts in it ("the Processor"), not the law's general concept ("a processor")
      const noun = /^(?:Controller|Processor)$/.test(t) ? t : t.toLowerCase();
      const before = s.slice(Math.max(0, at - 5), at);
      if (/\b(?:the|a|an|its|each|any)\s$/i.test(before)) return noun;
      return sentenceStart ? `The ${noun}` : `the ${noun}`;
    }
    const party = t === 'Receiving Party' ? words.receiving : t === 'Disclosing Party' ? words.disclosing : undefined;
    if (party) return withArticle(party, words, s, at, sentenceStart);
    const mine = synonymIn(t, own);
    if (mine) return mine;
    if (sentenceStart) {
      // a sentence's first word: a term only if the rest of the phrase is one
      const words2 = t.split(/\s+/);
      if (words2.length === 1) return t;
      const rest = words2.slice(1).join(' ');
      if (rest === 'Party' || rest === 'Parties') return `${words2[0]} ${words.party ? rest : rest.toLowerCase()}`;
      const restOwn = synonymIn(rest, own);
      return `${words2[0]} ${restOwn ?? (SYNONYMS[rest] ? rest.toLowerCase() : rest)}`;
    }
    // the language's generic "Building" the contract does not define: the name it gives the building, if any (marked, so
    // that the language's "the" before it goes where the contract writes the name without one)
    if (t === 'Building') {
      if (!words.seen.has('\u0000building')) {
        const b = buildingName(plain);
        words.seen.set('\u0000building', b && `${b.article ? '' : '\u0001'}${b.name}`);
      }
      const b = words.seen.get('\u0000building');
      if (b) return b;
    }
    // an undefined generic term is written as ordinary words: the contract's own, where it has them
    const ordinary = ordinaryWording(t, plain);
    if (ordinary) return ordinary;
    return SYNONYMS[t] || /^(?:Deliverables?|Services?|Cause|Confidential Information|Receiving Party|Disclosing Party)$/.test(t) ? t.toLowerCase() : t;
  });
  // (a building's name the contract writes without "the": "insure Calverley House", "Calverley House is damaged")
  if (s.includes('\u0001')) s = s.replace(/\b(?:the|The)\s+\u0001/g, '').replace(/\u0001/g, '');
  // a phrase of two or more words the contract defines, written in lower case by the language ("its pre-existing
  // materials", "fifteen (15) business days"): as the contract spells it, in the number the language uses
  s = inDefinedPhrases(s, words);
  // a party named by its own name takes no article ("Acme shall", not "the Acme shall")
  for (const name of [words.receiving, words.disclosing, words.side.customer, words.side.provider]) {
    if (name && !CUSTOMER_WORDS.test(name) && !PROVIDER_WORDS.test(name) && !/^(?:recipient|receiving party|receiver|confidant|discloser|disclosing party|owner)$/i.test(name)) {
      s = s.replace(new RegExp(`\\b[Tt]he (${escapeRegExp(name)})\\b`, 'g'), '$1');
    }
  }
  // "royalties" where the contract pays none: its own word for what it pays ("royalty-free" is no payment and stays)
  if (words.payment) s = s.replace(/\broyalties\b(?!-)/g, words.payment);
  // a cap measured in the fees paid, where the contract pays in shares ("the Share Consideration"): a sum for the parties
  // to set, as the fees are nil
  if (words.inKind) s = s.replace(FEES_CAP_RE, '[amount]');
  // "the services" as what the contract supplies ("the Software"), EU territory and law words in its governing law's
  s = inGoverningLaw(withSubject(s, words.subject), words.law, words.regimes).text;
  // the annexes the language numbers as the EU's clauses do ("Annex II"): the contract's own schedule, or none
  s = withOwnAttachments(s, plain);
  // "the principal agreement it supplements": the contract's defined name for it ("the Main Agreement")
  const main = MAIN_AGREEMENT_TERMS.map((t) => words.spelling.get(t.toLowerCase())).find((t) => t && t !== words.self);
  if (main) s = s.replace(/\bthe principal agreement it supplements\b/gi, `the ${main}`);
  if (words.selfPlural) s = inPluralSelf(s, words.self);
  // "the the customer"
  return s.replace(/\b(the|a|an)\s+the\s+/gi, '$1 ').replace(/\s{2,}/g, ' ');
}

/**
 * `s` with the lower-case phrases of two or more words that the contract defines ("Pre-existing Materials", "Business
 * Day", "Intellectual Property Rights") written as it spells them, singular or plural as `s` has them; not the parties'
 * names nor the contract's name for itself.
 */
function inDefinedPhrases(s: string, words: ContractWords): string {
  const parties = new Set([words.side.customer, words.side.provider, words.receiving, words.disclosing, words.self].filter((x): x is string => !!x).map((x) => x.toLowerCase()));
  for (const [lower, spelled] of words.spelling) {
    if (!/[\s-]/.test(lower) || parties.has(lower) || !/^[a-z][a-z\s-]+$/.test(lower)) continue;
    const stem = lower.replace(/s$/, '');
    if (!s.includes(stem)) continue;
    const base = spelled.replace(/s$/, '');
    s = s.replace(new RegExp(`\\b${escapeRegExp(stem)}(s?)\\b`, 'g'), (_m, plural: string) => base + plural);
  }
  return s;
}

function synonymIn(term: string, own: (t: string) => string | undefined): string | undefined {
  for (const alt of SYNONYMS[term] ?? [term]) {
    const s = own(alt);
    if (s) return s;
  }
  return undefined;
}

/** The contract's party terms (kept for the public `definedTerms` of earlier versions). */
export function definedTerms(text: string): Record<string, string> {
  const head = text.length > 30000 ? text.slice(0, 30000) : text;
  const out: Record<string, string> = {};
  const find = (re: RegExp) => re.exec(head)?.[1];
  const recv = find(/["“](Receiving Party|Recipient|Receiver|Receiving Company|Confidant|Investor)["”]/);
  const disc = find(/["“](Disclosing Party|Discloser|Disclosing Company|Owner|Provider)["”]/);
  const ci = find(/["“](Confidential Information|Proprietary Information|Evaluation Material|Confidential Materials?|Information)["”]/);
  const purpose = find(/["“](Purpose|Permitted Purpose|Permitted Use|Transaction|Proposed Transaction|Business Purpose|Project)["”]/);
  if (recv) out['Receiving Party'] = recv;
  if (disc) out['Disclosing Party'] = disc;
  if (ci) out['Confidential Information'] = ci;
  if (purpose) out.Purpose = purpose;
  return out;
}

/** Replace terms and fill `{{vars}}` (the plain substitution of earlier versions). */
export function adaptLanguage(language: string, terms: Record<string, string>, vars: Record<string, string> = {}): string {
  let s = language;
  for (const [from, to] of Object.entries(terms)) if (from !== to) s = s.split(from).join(to);
  return s.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => vars[k] ?? `[${k.replace(/_/g, ' ')}]`);
}

// ---------------------------------------------------------------------------------------------
// Numbering and placement

const BOILERPLATE = new Set(['governing_law', 'jurisdiction', 'dispute_resolution', 'notices', 'entire_agreement', 'severability', 'amendment', 'counterparts', 'force_majeure', 'anti_assignment', 'third_party_beneficiary', 'signature', 'independent_contractor']);
const FRONT = new Set(['document_name', 'parties', 'agreement_date', 'effective_date', 'recitals', 'definitions']);
const BOILERPLATE_HEADING = /^(?:miscellaneous|general(?: provisions)?|notices?|governing law|applicable law|jurisdiction|language|entire agreement|severab|counterparts?|waiver|amendments?|assignment|force majeure|headings|interpretation|relationship of the parties|independent contractors?|further assurances|costs|expenses|no partnership|third[- ]part|execution|signatures?|construction|successors)/i;
/** Where language of a type goes when the contract has no clause of that type: beside a related one. */
const RELATED: Record<string, string[]> = {
  standard_exclusions: ['definition_confidential_information', 'confidentiality_obligations'],
  definition_confidential_information: ['standard_exclusions', 'confidentiality_obligations', 'definitions'],
  permitted_disclosure: ['confidentiality_obligations'],
  compelled_disclosure: ['permitted_disclosure', 'confidentiality_obligations'],
  confidentiality_of_agreement: ['confidentiality_obligations'],
  return_or_destruction: ['confidentiality_obligations', 'term'],
  no_license: ['confidentiality_obligations', 'ip_ownership_assignment'],
  residuals: ['confidentiality_obligations'],
  remedies: ['confidentiality_obligations', 'termination'],
  survival: ['term', 'termination'],
  term: ['termination', 'renewal_term'],
  renewal_term: ['term'],
  termination_for_convenience: ['termination', 'term'],
  termination: ['term', 'termination_for_convenience'],
  cap_on_liability: ['uncapped_liability', 'indemnification', 'warranties'],
  indemnification: ['cap_on_liability', 'warranties'],
  insurance: ['indemnification', 'cap_on_liability'],
  warranties: ['warranty_duration', 'indemnification'],
  warranty: ['warranties', 'warranty_duration'],
  ip_ownership_assignment: ['license_grant', 'joint_ip_ownership'],
  license_grant: ['ip_ownership_assignment', 'non_transferable_license'],
  payment_terms: ['price_restrictions', 'minimum_commitment'],
  price_restrictions: ['payment_terms'],
  audit_rights: ['payment_terms'],
  confidentiality_obligations: ['permitted_disclosure', 'definition_confidential_information'],
  data_protection: ['confidentiality_obligations'],
  service_levels: ['warranties'],
  acceptance: ['warranties'],
  non_compete: ['no_solicit_of_employees', 'non_solicitation', 'exclusivity'],
  no_solicit_of_employees: ['non_compete', 'non_solicitation'],
  non_solicitation: ['no_solicit_of_employees', 'non_compete'],
  governing_law: ['jurisdiction', 'dispute_resolution'],
  anti_assignment: ['change_of_control'],
  change_of_control: ['anti_assignment'],
  exclusivity: ['license_grant', 'non_compete'],
};

/** A clause type and the types whose clauses its language may stand beside. */
export function relatedClauseTypes(type: string): string[] {
  return [type, ...(RELATED[type] ?? [])];
}

function isBoilerplate(c: Clause): boolean {
  return BOILERPLATE.has(c.clause_type ?? '') || BOILERPLATE_HEADING.test(c.heading ?? '');
}

const LABEL_RE = /^([ \t]*(?:#{1,6}[ \t]+)?(?:\*\*)?)((?:Section|SECTION|Clause|CLAUSE)\s+)?(\d{1,3}(?:\.\d{1,3})*)(\.?\)?)([ \t]+)/;

interface Placement {
  /** Where the new text goes (an offset of the original text). */
  at: number;
  /** The clause whose redline carries the insertion. */
  clause: Clause;
  /**
   * The text to insert at `at`, separators included: with a heading where the section's clauses have one, as theirs
   * are written (`headed` true), run in before the text ('run-in'), or without one (false).
   */
  make: (language: string, headed?: Headed) => string;
}

type Headed = boolean | 'run-in';

function decimalParts(section: string): number[] | null {
  return /^\d{1,3}(?:\.\d{1,3})*$/.test(section) ? section.split('.').map(Number) : null;
}

/** Language that adds to a term's definition, and the term: "Confidential Information includes ...", "“Personal Data” does not include ...". */
const AMENDS_DEFINITION_RE = /^(?:the\s+)?["“]?([A-Z][A-Za-z'’&-]*(?:\s+(?:of\s+)?[A-Z][A-Za-z'’&-]*){0,5})["”]?\s+(?:(?:also|shall|will|does|do)\s+)?(?:not\s+)?(?:means?|includes?|excludes?|refers?\s+to)\b/;

/** The body clause that defines `term`: where the body first puts it in quotes ('("Confidential Information")', '"Confidential Information" means', 'is "Confidential Information"'). */
function definingClause(ctx: DocContext, term: string, body: Clause[]): Clause | undefined {
  // (white space inside the quotes is markup blanked in the plain view: '(“**Confidential Information**”)')
  for (const m of ctx.plain.matchAll(new RegExp(`["“] *(?:the +)?${escapeRegExp(term)} *["”]`, 'g'))) {
    const c = body.find((x) => x.start <= m.index && m.index < x.end);
    if (c) return c;
  }
  return undefined;
}

/**
 * Where missing language goes. Language that adds to a term's definition: at the end of the clause that
 * defines the term (the definition's own clause, whatever its heading reads as), first for a definition's
 * check, else after the clauses of the check's type. With a clause of the check's type in the body: at the
 * end of that clause's numbered section, numbered next in its scheme; else at the end of the last
 * substantive section before the boilerplate. Null when the body offers no place (then no redline is made).
 */
function placeMissing(ctx: DocContext, type: string | undefined, heading: string, language: string, end: number, footers: Set<string>, free: (at: number) => boolean, earlier: (at: number) => string[], topic: string[] = []): Placement | null {
  // the operative body: from the first numbered clause (the title and the preamble are no place for terms)
  // (a first numbered clause late in the body is one the segmenter found in text read as a few long lines)
  const firstNumbered = ctx.clauses.find((c) => decimalParts(c.section) || /^[IVXLC]+$/.test(c.section));
  const from = firstNumbered && firstNumbered.start < end / 2 ? firstNumbered.start : (ctx.clauses[1]?.start ?? 0);
  const body = ctx.clauses.filter((c) => c.start < end && c.start >= from);
  // (a clause headed with the type among others whose words are about it counts as of the type: clauseOfType)
  const ofType = (t: string) => (FRONT.has(t) ? [] : body.filter((c) => clauseOfType(ctx, c, t)).reverse());

  // the clause of the same type, else of a related type, else the last substantive clause before the boilerplate
  let anchors = type ? [...ofType(type), ...(RELATED[type] ?? []).flatMap(ofType)] : [];
  const topical = new Set(anchors.slice(0, 8));
  const same = new Set(type ? ofType(type) : []);
  anchors = [...anchors.slice(0, 8), ...body.filter((c) => !isBoilerplate(c) && !FRONT.has(c.clause_type ?? '') && c.end - c.start > 60).reverse().slice(0, 12)];
  // a document read as one clause up to its signature (its type read from its opening words): that clause
  if (!anchors.length) anchors = ctx.clauses.filter((c) => c.start < end).slice(-1);
  const tries: [Clause, Fit][] = anchors.map((c) => [c, same.has(c) ? 'topical' : topical.has(c) ? 'related' : undefined]);
  // a clause headed with the check's topic ("7. International transfers" for a transfers clause, in a DPA whose every
  // clause is of one type) comes first: the new words go where the contract already deals with the matter
  // (the last clause of the headed section: "29 CONFIDENTIALITY" on its line is followed by 29.1 and 29.2)
  const lastOf = (c: Clause) => body.filter((x) => x.section === c.section || (!!c.section && /^[.(¶]/.test(x.section.slice(c.section.length)) && x.section.startsWith(c.section))).pop() ?? c;
  const headed = topic.length ? body.filter((c) => headingOfTopic(ctx, c, topic)).reverse() : [];
  if (headed.length) tries.unshift(...headed.slice(0, 2).map((c): [Clause, Fit] => [lastOf(c), 'topical']));
  // language that adds to a definition: at the end of the definition, first for a definition's check, else
  // after the clauses of the check's own type
  const term = AMENDS_DEFINITION_RE.exec(language.trim())?.[1];
  const defining = term ? definingClause(ctx, term, body) : undefined;
  if (defining) tries.splice(type && (type === 'definitions' || type.startsWith('definition_')) ? 0 : ofType(type ?? '').slice(0, 8).length, 0, [defining, 'definition']);
  // (what the language does, its first modal's verb: a lettered list takes it as its next item only where the item
  // before says the same, "(b) The parties may terminate ..." before "(c) Vapotherm may terminate ...")
  const act = MODAL_VERB_RE.exec(language)?.[1]?.toLowerCase().slice(0, 6);
  for (const [anchor, fit] of tries) {
    const p = placeAfter(ctx, anchor, heading, end, footers, earlier, fit, act);
    if (p && p.at <= end && free(p.at)) return p;
  }
  return null;
}

/** Words a heading's topic is not read from. */
const TOPIC_STOP = new Set(['of', 'and', 'the', 'for', 'to', 'in', 'on', 'a', 'an', 'with', 'by', 'or', 'its', 'data', 'personal', 'party', 'parties']);

/** The topic words of a heading or a check: lower case, cut to their first six letters ("transfers" and "transfer" alike). */
export function topicWords(text: string): string[] {
  return [...new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length > 2 && !TOPIC_STOP.has(w)).map((w) => w.slice(0, 6)))];
}

/**
 * Whether a clause's heading (the segmenter's, else a heading line after its number: "7. International transfers") is
 * of the topic: its words are the topic's ("International transfers" for the check international_transfers; not
 * "Obligations" for survival_of_obligations, nor "TERMINATION" for termination_for_convenience).
 */
function headingOfTopic(ctx: DocContext, c: Clause, topic: string[]): boolean {
  let h = c.heading;
  if (!h) {
    const label = LABEL_RE.exec(ctx.plain.slice(c.start, c.start + 40));
    const at = c.start + (label?.[0].length ?? 0);
    const n = label ? headingLine(ctx.plain.slice(at, Math.min(c.end, at + 100))) : 0;
    h = n ? ctx.plain.slice(at, at + n) : undefined;
  }
  // (a heading that ends in a page number is an entry of a table of contents)
  const words = h && !/\s\d{1,3}\s*$/.test(h) ? topicWords(h) : [];
  if (words.length !== topic.length || !words.every((w) => topic.includes(w))) return false;
  // not an entry of a table of contents ("29 CONFIDENTIALITY ....... 30"): lines that end in page numbers
  return (ctx.plain.slice(c.start, Math.min(c.end, c.start + 2000)).match(/\S[ \t.]{2,}\d{1,3}[ \t]*$/gm)?.length ?? 0) < 2;
}

/** A line that starts an item of a list: "(a) ...", "b) ...", "- ...". */
const ITEM_START_RE = new RegExp(String.raw`^[ \t]*(?:${BRACKETED_ITEM}|[-*•])\s`);
const FINISHED_RE = /[.!?]["”’)\]]?$/;
/** What continues a sentence or a list after a stop: a word in lower case, the next item's label ("b) ...", "(iv) ..."). */
const CONTINUES_RE = new RegExp(String.raw`^\s*(?:[a-z]|${BRACKETED_ITEM}\s)`);
/** A section's number, with or without its heading, at the end of a text: "3. Notices.", "Section 4.2 Fees.", "3.". */
const RUN_IN_HEADING_RE = /(?:^|\s)(?:(?:Section|SECTION|Article|ARTICLE|Clause)\s+)?(?:\d{1,3}(?:\.\d{1,3})*\.?|\(?[a-zA-Z]\)|[A-Z]\.|[IVX]{1,4}\.)(?:\s+[A-Z][A-Za-z&,;'’ -]{0,50})?\.$/;
/** The sentence before the signatures: "By signing below, the parties accept ...", "Executed as of the date first written above." */
const SIGN_LEAD_RE = /\b(?:sign(?:ing|ed|atures?)|execut(?:ing|ed|ion))\b[^.]{0,120}\b(?:below|hereunder|first (?:above )?written|as of the date)\b/i;

/** Whether `s` occurs at least `n` times in `text`. */
function repeats(text: string, s: string, n: number): boolean {
  let k = 0;
  for (let at = text.indexOf(s); at >= 0 && k < n; at = text.indexOf(s, at + s.length)) k++;
  return k >= n;
}

/** A full stop that ends an abbreviation or an initial, not a sentence ("Tel.", "Inc.", "Exhibit A."). */
const ABBREVIATION_END_RE = /(?:^|[^A-Za-z])(?:Tel|Fax|No|Nos|Attn|Inc|Ltd|Co|Corp|St|Ave|Rd|Ste|Dept|Mr|Ms|Mrs|Dr|Jr|Sr|[A-Z])\.$/;

/**
 * The end of the last finished sentence in [from, to) that a new clause can follow: a sentence of some
 * length (not "Inc." of a signature line), not a lead-in, not followed by a further item of its list;
 * `from` when there is none.
 */
function lastFullStop(ctx: DocContext, from: number, to: number): number {
  for (let i = ctx.sentences.length - 1; i >= 0; i--) {
    const s = ctx.sentences[i];
    if (s.end > to) continue;
    if (s.start < from) break;
    const e = trimEnd(ctx.plain, s.start, s.end);
    // a list's last item ends the sentence that leads in to the list
    const from0 = ctx.lead[i] >= 0 ? ctx.sentences[ctx.lead[i]].start : s.start;
    if (e - from0 < 60 || !FINISHED_RE.test(ctx.plain.slice(e - 3, e)) || ABBREVIATION_END_RE.test(ctx.plain.slice(e - 8, e)) || ctx.listEnd[i] >= 0) continue;
    // not a section's number and heading run into the sentence before it ("... to trade. 3. Notices."),
    // nor the words that lead in to the signatures
    if (RUN_IN_HEADING_RE.test(ctx.plain.slice(Math.max(from0, e - 70), e)) || SIGN_LEAD_RE.test(ctx.plain.slice(s.start, e))) continue;
    // nor page furniture: a sentence repeated on every page (a redaction legend, a running header)
    if (repeats(ctx.plain, ctx.plain.slice(s.start, e), 3)) continue;
    // not before a continuation or the next item of a list ("b) ...", "(iv) ..."), which it would split
    if (CONTINUES_RE.test(ctx.plain.slice(e, e + 8))) continue;
    // prose, not a heading or an address line: most of its words are in lower case
    const ws = ctx.plain.slice(from0, e).match(/[A-Za-z]+/g) ?? [];
    if (ws.filter((w) => /^[a-z]/.test(w)).length * 2 < ws.length) continue;
    return e;
  }
  return from;
}

type Fit = 'topical' | 'related' | 'definition' | undefined;

/**
 * The placement after `anchor`'s section, numbered in its scheme. `fit`: language of the section's topic
 * ('topical'), or language that adds to the definition `anchor` gives ('definition': at the end of that
 * clause and its items, unnumbered and without a heading, in its paragraph when it is one paragraph).
 */
/** A modal and the verb after it ("may terminate", "shall not exceed", "shall maintain"): the verb. */
const MODAL_VERB_RE = /\b(?:shall|will|may|must)\s+(?:not\s+)?(?:be\s+)?([a-z]{3,})/i;

function placeAfter(ctx: DocContext, anchor: Clause, heading: string, end: number, footers: Set<string>, earlier: (at: number) => string[], fit: Fit, act?: string): Placement | null {
  const { text, clauses } = ctx;
  // a loose paragraph of words, not a page number between two pages of the section
  const prose = (c: Clause) => /[a-z]{3,}(?:\s+\S+){3}/.test(ctx.plain.slice(c.start, c.end));
  const idx = clauses.indexOf(anchor);
  // a list item belongs to the numbered clause that introduces it: place after that clause's last item
  let host = idx;
  while (host > 0 && /^\(/.test(clauses[host].section) && clauses[host - 1].end <= clauses[host].start + 1) host--;
  let hostClause = clauses[host];
  // a loose paragraph of a numbered sub-clause ("13.4.2¶2", after a page break or a note) belongs to it: a new clause
  // after it is numbered in its scheme, not a further paragraph of it
  const para = fit !== 'definition' ? SUB_CLAUSE_PARAGRAPH_RE.exec(hostClause.section) : null;
  if (para) {
    const k = clauses.findLastIndex((c, i) => i < host && c.section === para[1]);
    if (k >= 0 && clauses.slice(k + 1, host).every((c) => c.section.startsWith(para[1]))) {
      host = k;
      hostClause = clauses[k];
    }
  }
  // a paragraph of an article ("III¶2") belongs to the article: its number is the article's
  const article = /^(?:Article )?([IVXLC]+|\d{1,3})(?:¶\d*)?$/.exec(hostClause.section);
  if (article && /¶/.test(hostClause.section)) {
    const k = clauses.findLastIndex((c, i) => i < host && c.section === `Article ${article[1]}`);
    if (k >= 0) {
      host = k;
      hostClause = clauses[k];
    }
  }
  // language of another topic after a sub-clause ("7.1" under "7. INTELLECTUAL PROPERTY"): a section of its own after
  // that section (7A), not a sub-clause of it
  const sub = fit === undefined ? decimalParts(hostClause.section) : null;
  if (sub && sub.length >= 2) {
    const k = clauses.findLastIndex((c, i) => i < host && c.section === String(sub[0]));
    if (k >= 0 && clauses[k].heading && clauses.slice(k + 1, host).every((c) => decimalParts(c.section)?.[0] === sub[0] || /^[(¶]/.test(c.section))) {
      host = k;
      hostClause = clauses[k];
    }
  }
  // language of the section's own type continues it; of a related type, it does so in a section without a heading of
  // its own topic ("3. Warranty." takes a limitation of liability as a new clause 3A, not as a paragraph of the warranty)
  const topical = fit === 'topical' || fit === 'definition' || (fit === 'related' && !hostClause.heading);
  const articleNumber = /^Article /.test(hostClause.section) && article ? (fromRoman(article[1]) ?? Number(article[1])) : null;
  const parts = decimalParts(hostClause.section) ?? (articleNumber ? [articleNumber] : null);
  // the host's section scheme: its parent and the last clause of the parent's numbering
  let last = host;
  let label: NewLabel | null = null;
  // (the next item of the host's list: written as the host is, without a heading)
  let item = false;
  if (fit === 'definition') {
    for (let k = host + 1; k < clauses.length && clauses[k].start < end && /^\(/.test(clauses[k].section); k++) last = k;
  } else if (parts && parts.length >= 2) {
    const parent = parts.slice(0, -1).join('.');
    let max = parts[parts.length - 1];
    for (let k = host + 1; k < clauses.length && clauses[k].start < end; k++) {
      const s = clauses[k].section;
      const kp = decimalParts(s);
      if (kp && kp.length >= parts.length && kp.slice(0, parts.length - 1).join('.') === parent) {
        last = k;
        if (kp.length === parts.length) max = Math.max(max, kp[kp.length - 1]);
      } else if (kp === null && (/^\(|^¶/.test(s) || (s.startsWith(`${parent}.`) && /¶\d*$|\(/.test(s)))) {
        if (prose(clauses[k])) last = k; // its items, its sub-clauses' items (3.15(a)) and loose paragraphs (not a page number between its pages)
      } else break;
    }
    label = nextSubClause(parent, max, hostClause.section);
  } else if (parts && parts.length === 1) {
    // a top-level section (or article): with subsections, the next subsection; else a paragraph at its end
    let max = 0;
    let like = '';
    for (let k = host + 1; k < clauses.length && clauses[k].start < end; k++) {
      const kp = decimalParts(clauses[k].section);
      if (kp && kp.length >= 2 && kp[0] === parts[0]) {
        last = k;
        if (kp.length === 2 && kp[1] >= max) {
          max = kp[1];
          like = clauses[k].section;
        }
      } else if (kp === null && (/^\(/.test(clauses[k].section) || clauses[k].section.startsWith(`${articleNumber !== null ? article![1] : parts[0]}¶`) || (clauses[k].section.startsWith(`${parts[0]}.`) && /¶\d*$/.test(clauses[k].section)))) {
        if (prose(clauses[k])) last = k;
      } else break;
    }
    if (max > 0 && (topical || fit !== undefined)) label = nextSubClause(String(parts[0]), max, like);
    else if (!topical) {
      // language of another topic: after the last section, the next section; between two sections, an inserted
      // one (3A between 3 and 4), so that no number moves
      const roman = articleNumber !== null && /^[IVXLC]+$/.test(article![1]);
      // (a later section: an article, or any clause numbered beyond this section, "5.1" under a heading line "5. Term")
      const isTop = (c: Clause) => (articleNumber !== null ? /^Article /.test(c.section) : (decimalParts(c.section)?.[0] ?? 0) > parts[0]);
      const followed = clauses.some((c) => c.start > hostClause.start && c.start < end && isTop(c));
      label = followed ? insertedSection(roman ? article![1] : String(parts[0])) : nextSection(parts[0], roman);
    }
  } else {
    for (let k = host + 1; k < clauses.length && clauses[k].start < end && /^\(/.test(clauses[k].section); k++) last = k;
    // clauses lettered (a), (b), (c) at the top of the document, each under its heading: the next letter
    const items = clauses.slice(host + 1, last + 1);
    const lastItem = items[items.length - 1];
    const letter = /^\(([a-zA-Z])\)$/.exec(lastItem?.section ?? '');
    if (!topical && letter && items.every((c) => /^\([a-zA-Z]\)$/.test(c.section)) && items.filter((c) => c.heading).length * 2 > items.length) label = nextLettered(letter[1]);
    // language of the clause's own kind after the last lettered item of a clause ("13.2(b)", its list's last) that says
    // what it says (its modal verb, `act`): the list's next item, "(c)", not a loose paragraph after it; not an item of a
    // list of other things ("(b) Wildform will return ...", "(c) the Sub-Advisor is guilty of ...")
    const own = /^(.*)\(([a-hj-uwyzA-HJ-UWYZ])\)$/.exec(hostClause.section);
    const says = !!act && new RegExp(String.raw`\b(?:shall|will|may|must|can)\s+(?:not\s+)?(?:be\s+)?${act}`, 'i').test(ctx.plain.slice(hostClause.start, hostClause.end));
    if (!label && own && says && (fit === 'topical' || fit === 'related') && last === host && !clauses[host + 1]?.section.startsWith(`${own[1]}(`)) {
      label = nextLettered(own[2]);
      item = true;
    }
  }
  const lastClause = clauses[last];
  let at = Math.min(contentEnd(text, lastClause.start, lastClause.end, footers), end);
  // only after a finished sentence: never inside a list ("; and"), a lead-in (":") or an address block;
  // when the section's text runs on past its last full stop (a page number glued to its last line, a
  // document read as one line) or ends with the words that lead in to the signatures, after its last
  // full stop before them, the rest moved below the new clause
  let rest = '';
  const lastSentence = ctx.plain.slice(Math.max(hostClause.start, at - 240), at).split(/(?<=[.!?])\s+/).pop() ?? '';
  if (!FINISHED_RE.test(ctx.plain.slice(Math.max(0, at - 3), at)) || SIGN_LEAD_RE.test(lastSentence)) {
    const sectionEnd = at;
    at = lastFullStop(ctx, hostClause.start, at);
    rest = /^[ \t]*\n/.test(text.slice(at)) ? '' : '\n\n';
    // numbered next only at the section's end (what runs on is a page number or a note, not more clauses)
    if (ctx.plain.slice(at, sectionEnd).trim().length > 60 || clauses.some((c) => c.start >= at && c.start < sectionEnd && decimalParts(c.section))) label = null;
  }
  if (at <= hostClause.start) return null;
  // a stretch the segmenter read as one clause may type further sections ("4. Confidentiality 4.1 ... 5. Term 5.1 ...
  // 15.6 Governing Law. ... 15.7 Arbitration. ..."): the new clause is numbered from the last of them before it, and
  // from what is typed or numbered after it
  if (label && articleNumber === null && parts) label = afterTyped(ctx, label, parts[0], hostClause, at, end);
  // new clauses already placed here take the next numbers; a further paragraph of the section cannot follow them (it
  // would read as part of the last), so it is a new clause too
  const placedLeads = earlier(at).map((t) => readLead(t.replace(/^\s+/, ''))).filter((l) => l !== null);
  // (and a sub-clause cannot follow a lettered section already placed here: "3.2, 3A, 3.3" reads out of order)
  const afterLettered = label !== null && label.depth > 1 && placedLeads.some((l) => /^\d+[A-Z]+$/.test(l.number));
  if (afterLettered && parts) label = insertedSection(String(parts[0]));
  else if (!label && placedLeads.length && topical && fit !== 'definition' && parts?.length === 1) label = insertedSection(articleNumber !== null && /^[IVXLC]+$/.test(article![1]) ? article![1] : String(parts[0]));
  // (counted among those numbered the same way: a lettered section after a new sub-clause "6.4" is 6A, not 6B)
  const shape = (n: string) => n.replace(/[()]/g, '').replace(/\d+/g, '9').replace(/[A-Z]+/g, 'A').replace(/[a-z]+/g, 'a');
  const placed = label ? placedLeads.filter((l) => shape(l.number) === shape(label!.at(0))).length : 0;
  const own = label?.at(placed) ?? null;
  // the separator and label style of the clause numbered like the new one
  // (else the nearest clause so numbered before it: a lettered section after sub-clauses is styled as the sections are)
  const model = item ? hostClause : label ? clauses.slice(host, last + 1).reverse().find((c) => depthOf(c.section) === label!.depth) ?? clauses.slice(0, host).reverse().find((c) => depthOf(c.section) === label!.depth) ?? hostClause : hostClause;
  const lead = labelLead(text, model);
  // language added to a definition ends the definition's last paragraph (one of prose, not an item of a list)
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  // (a line that starts an item of a list only when that item is the definition's own clause)
  const inParagraph = fit === 'definition' && !rest && last === host && lineStart >= hostClause.start && at - lineStart > 120 && (!ITEM_START_RE.test(text.slice(lineStart, lineStart + 12)) || !text.slice(hostClause.start, lineStart).trim());
  // (a new section after one of sub-clauses: spaced as the sections are, "7. IP\n7.1 ...\n\n8. ...")
  const sectionGap = label?.depth === 1 && host !== last && /\n[ \t]*\n/.test(text.slice(Math.max(0, hostClause.start - 4), hostClause.start + 1));
  const gap = inParagraph ? ' ' : sectionGap || /\n[ \t]*\n/.test(text.slice(Math.max(0, lastClause.start - 4), lastClause.start + 1)) || /\n\s*\n/.test(text.slice(hostClause.end - 2, hostClause.end + 3)) ? '\n\n' : '\n';
  // language of the section's own topic added to a numbered section without subsections is a further
  // paragraph of it, without a heading (a heading would make it look like a clause left unnumbered)
  // a new section whose neighbour has no heading is headed as the document's other sections of its depth are
  const styled = model.heading ? model : headingBelowLabel(text, model) ?? (label?.depth === 1 ? headedSection(ctx, host, end) : undefined);
  const withHeading = !!styled && fit !== 'definition' && !item && !(topical && !label && parts?.length === 1);
  // a heading on its own line, or run in ("7.3 Remedies. A breach ..."): its first 40 characters, then the line's end
  const headLine = withHeading && styled!.heading !== undefined && new RegExp(`${escapeRegExp(styled!.heading.slice(0, 40))}[^\\n]{0,3}\\n`).test(text.slice(styled!.start, styled!.start + 200));
  // (and a blank line under it where the contract leaves one: "ARTICLE III\nCONFIDENTIALITY\n\nEach party ...")
  const blankUnder = headLine && new RegExp(`${escapeRegExp(styled!.heading!.slice(0, 40))}[^\\n]{0,3}\\n[ \\t]*\\n`).test(text.slice(styled!.start, styled!.start + 200));
  // in Markdown, the emphasis of the contract's headings: "1. **Term**. ...", "**1. Term.** ...", "**Term**" on its line
  const emph = withHeading && styled!.heading !== undefined ? headingEmphasis(text, styled as Clause) : null;
  const aroundLabel = !!emph && !!lead && lead.open.endsWith(emph.mark);
  return {
    at,
    clause: lastClause,
    make: (language: string, headed: Headed = true) => {
      // in the case of the contract's headings: "LIMITATION OF LIABILITY" among capitals
      const h = /^[^a-z]*[A-Z]{3}[^a-z]*$/.test(styled?.heading ?? '') ? heading.toUpperCase() : heading;
      const head = withHeading && headed ? emphasised(h, headed === 'run-in' ? false : headLine, emph, !!own && aroundLabel) + (blankUnder && headed === true ? '\n' : '') : '';
      // a label inside the heading's emphasis keeps it when the heading closes it
      if (own) return `${gap}${writeLabel(lead, own, !!head && aroundLabel)}${head}${language}${rest}`;
      return `${gap}${head}${language}${rest}`;
    },
  };
}

/** How a clause's heading is emphasised in Markdown: the marker, and whether its full stop is inside it ("**Term.**"). */
function headingEmphasis(text: string, c: Clause): { mark: string; stopInside: boolean } | null {
  // from its line's start (a clause may start after the emphasis that opens its line)
  const lineStart = text.lastIndexOf('\n', c.start - 1) + 1;
  const win = text.slice(c.start - lineStart <= 4 ? lineStart : c.start, c.start + 300);
  const i = c.heading ? win.indexOf(c.heading) : -1;
  if (i < 0) return null;
  const close = /^([.:]?)(\*\*|__|\*(?!\*)|_(?!_))/.exec(win.slice(i + c.heading!.length));
  if (!close) return null;
  // opened right before the heading, or before its number ("**1. Term.**")
  const before = win.slice(0, i);
  if (!before.endsWith(close[2]) && !new RegExp(`^[ \\t#]*${close[2].replace(/\*/g, '\\*')}`).test(before)) return null;
  return { mark: close[2], stopInside: !!close[1] };
}

/** A new heading as the contract writes its own: on its line or run in, emphasised alike; `opened` when its label opened the emphasis. */
function emphasised(h: string, ownLine: boolean, emph: { mark: string; stopInside: boolean } | null, opened: boolean): string {
  if (!emph) return ownLine ? `${h}\n` : `${h}. `;
  const m = emph.mark;
  if (ownLine) return `${opened ? '' : m}${h}${emph.stopInside ? '.' : ''}${m}\n`;
  return emph.stopInside ? `${opened ? '' : m}${h}.${m} ` : `${opened ? '' : m}${h}${m}. `;
}

/**
 * A new clause's number where the segmenter read several typed sections as one clause: the last section typed before
 * the insertion point is the one in force. A new top-level clause after it is the next section when no higher
 * section follows (typed or numbered), else an inserted one (6A); a sub-clause continues the typed sequence (15.8
 * after 15.7). Where the next number is already taken further on ("6.1" typed before it and "6.2" after), none.
 */
function afterTyped(ctx: DocContext, label: NewLabel, host: number, hostClause: Clause, at: number, end: number): NewLabel | null {
  const { text, clauses } = ctx;
  const typed = lastTypedSection(text.slice(hostClause.start + 1, at));
  if (!typed) return label;
  const [a, b] = label.at(0).split(/[.A-Z]/).filter(Boolean).map(Number);
  // the numbers used after the insertion point: the clauses' and those typed in the text
  const after = [...clauses.filter((c) => c.start >= at && c.start < end).map((c) => decimalParts(c.section)).filter((p): p is number[] => !!p), ...typedSections(text.slice(at, end))];
  const taken = (p: number[]) => after.some((x) => x.length === p.length && x.every((v, i) => v === p[i]));
  if (label.depth === 1) {
    if (typed[0] <= host) return label;
    // inside a typed section that goes on after the insertion point ("6.1" before it, "6.2" after): no number fits
    if (typed.length === 2 && taken([typed[0], typed[1] + 1])) return null;
    return after.some((x) => x[0] > typed[0]) ? insertedSection(String(typed[0])) : nextSection(typed[0], false);
  }
  if (typed[0] > a || (typed[0] === a && typed.length === 2 && typed[1] >= b)) {
    if (typed.length !== 2 || taken([typed[0], typed[1] + 1])) return null;
    return nextSubClause(String(typed[0]), typed[1], '');
  }
  return label;
}

/** How a clause's number is written: at its start, or at the start of its numbered line under a heading line above it. */
function labelLead(text: string, c: Clause): Lead | null {
  // from its line's start when only markup opens the line before it ("**1. Term.**": the plain view blanks the "**")
  const lineStart = text.lastIndexOf('\n', c.start - 1) + 1;
  const from = /^[ \t]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?$/.test(text.slice(lineStart, c.start)) ? lineStart : c.start;
  const at = readLead(text.slice(from, c.start + 40));
  if (at || !c.heading) return at;
  const nl = text.indexOf('\n', c.start);
  return nl > 0 && nl < c.end ? readLead(text.slice(nl + 1, nl + 41).replace(/^\s+/, '')) : null;
}

/** How deep a section's number is: 2 for "3.1", 1 for "3", "Article III" or a lettered clause "(c)"; 0 for a paragraph. */
function depthOf(section: string): number {
  return decimalParts(section)?.length ?? (/^Article |^\([a-zA-Z]{1,2}\)$/.test(section) ? 1 : 0);
}

/** The heading on the line under a label that stands alone on its line ("ARTICLE III" / "CONFIDENTIALITY"), when the clause has no heading of its own. */
function headingBelowLabel(text: string, c: Clause): Pick<Clause, 'heading' | 'start'> | undefined {
  const lead = c.heading ? null : readLead(text.slice(c.start, c.start + 40));
  if (!lead || !lead.space.includes('\n')) return undefined;
  const from = c.start + lead.open.length + lead.word.length + lead.number.length + lead.after.length + lead.space.length;
  const line = text.slice(from, text.indexOf('\n', from) < 0 ? text.length : text.indexOf('\n', from)).trim();
  return line.length <= 60 && /^[A-Z][A-Za-z0-9 ,&'’-]+$/.test(line) && !/\b(?:shall|will|may|must|is|are)\b/.test(line) ? { heading: line, start: c.start } : undefined;
}

/** A typed top-level section with its heading run into its text: "11. Term and Termination 11.1 This ...", "8. Insurance. Each ...". */
const TYPED_HEADING_RE = /(?:^|[.;:!?]\s+)\d{1,2}\.\s+((?:[A-Z][A-Za-z'’-]*|of|and|the|for|to|or|in|on)(?:\s+(?:[A-Z][A-Za-z'’-]*|of|and|the|for|to|or|in|on)){0,5})(?:\.\s+|\s+\d{1,2}\.\d)/gm;

/**
 * The heading style for a new top-level section whose neighbour has none: the nearest top-level section before it
 * that has a heading; else, when the sections the text runs together carry their headings run in ("11. Term and
 * Termination 11.1 ...", at least two of them), a run-in heading; else none.
 */
function headedSection(ctx: DocContext, host: number, end: number): Pick<Clause, 'heading' | 'start'> | undefined {
  for (let k = host - 1; k >= 0; k--) if (depthOf(ctx.clauses[k].section) === 1 && (ctx.clauses[k].heading || headingBelowLabel(ctx.text, ctx.clauses[k]))) return headingBelowLabel(ctx.text, ctx.clauses[k]) ?? ctx.clauses[k];
  let n = 0;
  for (const m of ctx.plain.slice(0, end).matchAll(TYPED_HEADING_RE)) if (!/^(?:The|This|Each|Either|Any|All|If|In|No)$/.test(m[1]) && ++n >= 2) return { start: ctx.clauses[host].start };
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Planning and verification

export interface RedlineFinding {
  check: PlaybookCheck;
  ev: CheckEvaluation;
  issue: Issue;
}

/** A whole text verified once (assess): its context and the checks read without evidence, by check id. */
interface Assessed {
  ctx: DocContext;
  uncited: Map<string, CheckEvaluation>;
}

/**
 * What the playbook finds in a text: the check ids with an issue, and the evaluation of `check` with its
 * evidence (the others are read for their positions only). `assessed`: the texts one review's redlines verified already
 * (the careful path reads a text again with another check cited: an earlier redline's text for each later finding, and
 * the final re-read).
 */
function assess(text: string, playbook: Playbook, memo: TextMemo, check?: PlaybookCheck, assessed?: Map<string, Assessed>, edits?: readonly TextEdit[]): { issues: Set<string>; ev?: CheckEvaluation; ctx: DocContext } {
  // (a text read before, for another check: its context and the checks read uncited are the same)
  let seen = assessed?.get(text);
  if (!seen) {
    // (`edits` made it from the review's text: what lies outside them is not read again, segment.ts)
    contextsProbe()?.(text, memo, edits);
    seen = { ctx: transientContext(text, memo, undefined, edits), uncited: new Map() };
    assessed?.set(text, seen);
  }
  const { ctx, uncited } = seen;
  const issues = new Set<string>();
  let own: CheckEvaluation | undefined;
  const reads = new Map<string, CheckEvaluation>();
  for (const c of playbook.checks) {
    if (!c.enabled) continue;
    // (the cited check is read afresh each time: its evaluation is handed on)
    let read = c === check ? undefined : uncited.get(c.check_id);
    if (!read) {
      read = evaluateLocated(c, ctx, c === check);
      if (c !== check) uncited.set(c.check_id, read);
    }
    reads.set(c.check_id, read);
  }
  for (const c of playbook.checks) {
    if (!c.enabled) continue;
    // (as the review reads it: a renewal that a termination right can stop is acceptable, an exclusion no cap balances is not)
    const ev = withPlaybook(ctx, c, reads);
    if (c === check) own = ev;
    if (ev.position === 'unacceptable' || ev.position === 'missing') issues.add(c.check_id);
  }
  return { issues, ev: own ?? (check && evaluateCheck(check, ctx)), ctx };
}

/** What a verification answers, for the probe's audit (redline-probe.ts): its verdict, the cited check's reading and the new issues. */
function verdict(r: { ok: boolean; ev: CheckEvaluation; fresh: boolean; freshIds?: string[] }): string {
  return JSON.stringify({ ok: r.ok, fresh: r.fresh, freshIds: r.freshIds, ev: r.ev });
}

/**
 * assess for one cited check, reading the playbook's other checks only when the cited one's issue is resolved (`issues`
 * absent otherwise: the caller that asks which issues a failed candidate brings reads them with assess). The same
 * readings as assess: the checks are read in assess's order until the context's readings no longer depend on that order
 * (review.ts `sidesSettled`), then the cited check; a check bound by another (`ended_by`, `balanced_by`) is read by
 * assess whole.
 */
function assessCited(text: string, playbook: Playbook, memo: TextMemo, check: PlaybookCheck, assessed: Map<string, Assessed>, edits: readonly TextEdit[], probe: CitedFirstProbe | null): { ev: CheckEvaluation; ctx: DocContext; issues?: Set<string> } {
  if ((probe && !probe.on) || !check.enabled || check.detection?.ended_by || check.detection?.balanced_by) return assess(text, playbook, memo, check, assessed, edits) as { ev: CheckEvaluation; ctx: DocContext; issues: Set<string> };
  let seen = assessed.get(text);
  if (!seen) {
    contextsProbe()?.(text, memo, edits);
    seen = { ctx: transientContext(text, memo, undefined, edits), uncited: new Map() };
    assessed.set(text, seen);
  }
  const { ctx, uncited } = seen;
  let read: CheckEvaluation | undefined;
  // (in assess's order, each check not read yet, until the order no longer matters)
  for (const c of playbook.checks) {
    if (sidesSettled(ctx)) break;
    if (!c.enabled) continue;
    if (c === check) read = evaluateLocated(c, ctx, true);
    else if (!uncited.has(c.check_id)) uncited.set(c.check_id, evaluateLocated(c, ctx, false));
  }
  read ??= evaluateLocated(check, ctx, true);
  // (a check bound by no other reads only its own evaluation: withPlaybook)
  const own = withPlaybook(ctx, check, new Map([[check.check_id, read]]));
  if (sidesSettled(ctx) && (own.position === 'unacceptable' || own.position === 'missing')) {
    if (probe) probe.cut++;
    return { ev: own, ctx };
  }
  // the rest as assess reads it (the checks read so far are those assess would have read first, in its order; or the
  // order no longer matters)
  const reads = new Map<string, CheckEvaluation>();
  for (const c of playbook.checks) {
    if (!c.enabled) continue;
    let r = c === check ? read : uncited.get(c.check_id);
    if (!r) uncited.set(c.check_id, (r = evaluateLocated(c, ctx, false)));
    reads.set(c.check_id, r);
  }
  const issues = new Set<string>();
  for (const c of playbook.checks) {
    if (!c.enabled) continue;
    const ev = c === check ? own : withPlaybook(ctx, c, reads);
    if (ev.position === 'unacceptable' || ev.position === 'missing') issues.add(c.check_id);
  }
  return { ev: own, ctx, issues };
}

const ROUNDS = 4;
const CUT_RE = /\s*(?:[,;]|\((?=[a-z]))\s*/g;
/** A segment that opens a clause joined by a coordinating conjunction: ", and ...", "; or ...". */
const COORDINATED_RE = /^[,;]?\s*(?:and|or|but)\b/i;
/** What follows a comma that is one of a list's own: one to three words, then "and" / "or" and the list's last item. */
const SPLITS_LIST_RE = /^\s*,\s*(?!(?:and|or|but|including|excluding|which|whether|provided|except|unless)\b)[\w'’-]+(?:\s+[\w'’-]+){0,2}\s+(?:and|or|and\/or)\s+(?!(?:the|a|an|any|all|each|its|their)\s)[\w'’-]+/i;
/** A segment that can go without breaking the sentence: it adds a condition, an alternative or a further clause. */
// (and a document incorporated "as updated by the Supplier from time to time", "as amended from time to time", "as may be
// revised": the version clause goes, the incorporation and the duty it carries stay)
const DETACHABLE_RE = /^(?:[;]\s*|,\s*|\s*)(?:\(|(?:and|or|but|provided(?: that| however)?|except|excluding|including|unless|which|whether|so long as|as well as|together with|whereupon|in which case|as\s+(?:(?:it|they|the\s+same)\s+)?(?:(?:may|shall)\s+be\s+|is\s+|are\s+)?(?:updated|amended|modified|revised|changed|varied|supplemented|replaced|posted|published|in\s+force))\b)/i;

/**
 * Candidate deletions inside one sentence: a bracketed aside, or a comma or semicolon segment that
 * starts with a conjunction or subordinator ("; and Company may use ...", ", including for any purpose"),
 * so that what remains still reads as the sentence it was.
 */
function segmentCuts(plain: string, s: number, e: number): TextEdit[] {
  const t = plain.slice(s, e);
  const bounds: number[] = [0];
  for (const m of t.matchAll(CUT_RE)) bounds.push(m.index!);
  bounds.push(t.replace(/[.;:]\s*$/, '').length);
  const out: TextEdit[] = [];
  for (let i = 1; i < bounds.length - 1; i++) {
    const a = bounds[i];
    // a segment runs to the next separator, or with its further segments to the sentence's end; a clause joined by
    // "and" / "or" / "but" runs on to the next such clause ("..., and any breach during the Term, whether or not
    // remedied, means the option cannot be exercised": not cut at "Term," leaving "whether ... means ..." behind)
    const coordinated = COORDINATED_RE.test(t.slice(a));
    const nextJoins = i + 1 < bounds.length - 1 && /^[,;(\s]*(?:and|or|but)\b|^\s*;/i.test(t.slice(bounds[i + 1]));
    for (const b of coordinated && !nextJoins ? [bounds[bounds.length - 1]] : [bounds[i + 1], bounds[bounds.length - 1]]) {
      if (b - a < 4 || b - a > t.length * 0.7) continue;
      const seg = t.slice(a, b);
      if (!DETACHABLE_RE.test(seg)) continue;
      // a bracket segment ends at its closing bracket
      const close = seg.trimStart().startsWith('(') ? seg.indexOf(')') : -1;
      // (never one that ends inside a list: "..., including works to the roof, structure and plant, and ..." cut at
      // "roof" leaves "structure and plant" to the words before it)
      if (close < 0 && b < bounds[bounds.length - 1] && SPLITS_LIST_RE.test(t.slice(b))) continue;
      const cut = { start: s + a, end: s + (close > 0 ? a + close + 1 : b), insert: '' };
      // (never one that leaves the sentence hanging: "... or permit any third party." with "to use the Software" cut off)
      if (leavesFragment(plain.slice(s, cut.start) + plain.slice(cut.end, e))) continue;
      if (!out.some((x) => x.start === cut.start && x.end === cut.end)) out.push(cut);
    }
  }
  return out;
}

function severityRank(s: Severity): number {
  return ['low', 'medium', 'high', 'critical'].indexOf(s);
}

/**
 * The redlines for a review's findings (most severe first), each verified against the playbook.
 * Findings whose issue no edit resolves get no redline; an issue resolved by an earlier redline
 * points to it. `words`: how the contract names things (contractWords), when the caller has read them already.
 */
export function planRedlines(ctx: DocContext, playbook: Playbook, findings: RedlineFinding[], vars: Record<string, string>, words: ContractWords = contractWords(ctx)): Redline[] {
  const end = bodyEnd(ctx);
  const footers = footerLines(ctx.plain);
  const baseline = new Set(findings.map((f) => f.check.check_id));
  const titles = new Map(clauseTaxonomy().map((t) => [t.clause_type, t.title]));
  const head = ctx.text.slice(0, Math.min(3000, ctx.clauses.find((c) => decimalParts(c.section))?.start ?? 1500));
  const accepted: RedlineEdit[] = [];
  const redlines: Redline[] = [];
  const byFinding = new Map<RedlineFinding, string>();
  /** A redline's parts in other places (restrictions of the right it gives, far from it). */
  const partsOf = new Map<string, string[]>();
  let made = 0;
  // the edited texts are mostly the review's own clauses and sentences: they are read through its memo, which keeps
  // what they add too (the preamble's cut last clause and each edited clause, read again by every later candidate and
  // by the final re-read); it is dropped with the review
  const memo = ctx.memo ?? TextMemo.create();
  // (the whole texts verified, each read once: dropped with the review)
  const assessed = new Map<string, Assessed>();
  // (tests and benches only: whether the cited check is read first, and the verifications it answers; null when shipped)
  const probe = citedFirstProbe();
  const full: Resolve = (f, edits) => {
    const r = fullRead(f, edits);
    // (for tests: each verification against assess's, on a context of its own)
    if (probe?.audit) {
      const a = assess(applyEdits(ctx.text, edits), playbook, memo, f.check, new Map(), edits);
      const ok = a.ev!.position !== 'unacceptable' && a.ev!.position !== 'missing';
      const freshIds = [...a.issues].filter((id) => !baseline.has(id));
      probe.audit(verdict(r), verdict({ ok: ok && !freshIds.length, ev: a.ev!, fresh: freshIds.length > 0, freshIds }));
    }
    return r;
  };
  const fullRead: Resolve = (f, edits) => {
    const text = applyEdits(ctx.text, edits);
    const r = assessCited(text, playbook, memo, f.check, assessed, edits, probe);
    const ev = r.ev;
    if (!r.issues) {
      // (the finding's own issue stays: the other checks are read only for a caller that asks which issues are new)
      let ids: string[] | undefined;
      const freshIds = () => (ids ??= [...assess(text, playbook, memo, f.check, assessed, edits).issues].filter((id) => !baseline.has(id)));
      return { ok: false, ev, ctx: r.ctx, get fresh() { return freshIds().length > 0; }, get freshIds() { return freshIds(); } };
    }
    const ok = ev.position !== 'unacceptable' && ev.position !== 'missing';
    const freshIds = [...r.issues].filter((id) => !baseline.has(id));
    return { ok: ok && !freshIds.length, ev, ctx: r.ctx, fresh: freshIds.length > 0, freshIds };
  };
  // first reading, cheap: each candidate judged on the contract's preamble and the text it writes
  const local: Resolve = (f, edits) => {
    const own = edits.filter((e) => !accepted.includes(e as RedlineEdit));
    const pieces = own.map((e) => {
      const c = clauseAt(ctx.clauses, e.start) ?? { start: e.start, end: e.end };
      const a = Math.min(c.start, e.start);
      const b = Math.max(c.end, e.end);
      return applyEdits(ctx.text.slice(a, b), own.filter((x) => x.start >= a && x.end <= b).map((x) => ({ ...x, start: x.start - a, end: x.end - a })));
    });
    // (with the whole contract's sides: a party the body shows paying is the customer though the preamble's defined name,
    // "the Manager", alone would read it as a provider)
    const mini = transientContext(`${head}\n\n${[...new Set(pieces)].join('\n\n')}`, memo, ctx.lex);
    // a first reading's evaluation is read for its position only (rewriteOffending takes no evidence from it)
    const ev = evaluateCheck(f.check, mini, false);
    return { ok: ev.position !== 'unacceptable' && ev.position !== 'missing', ev, ctx: mini, fresh: false, local: true };
  };
  // the language of another check of the playbook, in the contract's words
  const languageOf: LanguageOf = (id) => {
    const c = playbook.checks.find((x) => x.check_id === id);
    const preferred = c && checkClause(c).preferred;
    return preferred ? { text: adaptToContract(preferred, words, ctx.plain, vars), title: c.title, type: c.detection?.clause_type } : undefined;
  };
  const otherChecks: OtherChecks = {
    languageOf,
    sharing: (f, e) => {
      const type = f.check.detection?.clause_type;
      if (!type) return [];
      return findings.filter((g) => g !== f && g.check.detection?.clause_type === type
        && statingSentences(g.ev).some((i) => ctx.sentences[i].start < e.end && e.start < ctx.sentences[i].end)).map((g) => g.check.check_id);
    },
  };
  const plan = (f: RedlineFinding, resolve: Resolve): boolean => {
    // the clause library's clause for the check (preferred, then fallback), else its suggested_language
    const clause = checkClause(f.check);
    if (!clause.preferred) return true;
    const language = adaptToContract(clause.preferred, words, ctx.plain, vars);
    const fallback = clause.fallback ? adaptToContract(clause.fallback, words, ctx.plain, vars) : undefined;
    const free = (e: TextEdit) => !accepted.some((x) => overlaps(e, x));
    const earlier = (at: number) => accepted.filter((x) => x.start === at && x.end === at).map((x) => x.insert);
    let usedFallback = false;
    let found: TextEdit[] | null;
    const said: string[] = [];
    if (isMissing(f)) {
      const alternatives = [shortSelf(clause.preferred, words, ctx.plain, vars, language), fallback].filter((x): x is string => !!x);
      // (a clause type that most checks of the playbook share, as a DPA's are all data protection, is the document's
      // own subject: it tells neither where the new clause goes nor what it is headed, the check's own topic does; a type
      // a few checks share, the NDA's exclusions, the MSA's cap and indirect loss, still puts them together)
      const type = f.check.detection?.clause_type;
      const enabled = playbook.checks.filter((c) => c.enabled);
      const shared = !!type && enabled.filter((c) => c.detection?.clause_type === type).length * 2 > enabled.length;
      found = insertMissing(ctx, f, language, end, footers, titles, free, earlier, resolve, accepted, alternatives, clause.heading ?? (shared ? topicHeading(f.check.check_id) : undefined), shared);
      usedFallback = !!found && !!fallback && found.some((e) => e.insert.includes(fallback));
    } else {
      found = rewriteOffending(ctx, f, language, free, resolve, accepted, otherChecks, said);
      if (!found && fallback) {
        found = rewriteOffending(ctx, f, fallback, free, resolve, accepted, otherChecks, said);
        usedFallback = !!found;
      }
    }
    if (!found) return false;
    // a definition a rewrite leaves without use goes with it
    const { edits: defsDone, notes } = isMissing(f) ? { edits: found, notes: [] as string[] } : withUnusedDefinitions(ctx, words, f, found, accepted, free, resolve);
    notes.unshift(...said);
    // EU law words the contract's governing law has no counterpart for in the library: said, for a lawyer to fit
    const lawNote = inGoverningLaw(clause.preferred, words.law, words.regimes).note;
    if (lawNote) notes.push(lawNote);
    // sentences elsewhere that still deny or restrict the right the language grants are mended or go with it
    const { edits: withLifted, lifted } = withRestrictionsLifted(ctx, f, usedFallback && fallback ? fallback : language, defsDone, accepted, free, end, resolve, notes);
    // a qualifier the contract already gave our side ("such consent not to be unreasonably withheld") that the edits
    // delete stays, in the new text that asks for the consent again (redline-qualifiers.ts), when the issue stays resolved
    const kept = keepingQualifiers(ctx.plain, withLifted, ctx.lex);
    if (kept && resolve(f, [...accepted, ...kept]).ok) {
      kept.forEach((e, k) => { withLifted[k].insert = e.insert; });
      notes.push('The consent stays not to be unreasonably withheld, as the contract already has it.');
    }
    if (words.inKind && FEES_CAP_RE.test(clause.preferred)) notes.push(`The consideration is the ${words.inKind}, not money: a cap measured in the fees paid would be nil, so the cap is a sum for the parties to set ([amount]).`);
    FEES_CAP_RE.lastIndex = 0;
    if (usedFallback) notes.unshift(`The preferred clause does not resolve the issue in this contract, so this is the fallback position${f.check.fallbacks?.[0] ? `: ${f.check.fallbacks[0]}` : '.'}`);
    // one redline per place: the edits that change the same clauses are one redline, and the redline of the place of
    // the finding's own first edit is the issue's; a further sentence that says the same far from it, a restriction of
    // the right it gives or a definition it leaves without use is changed in a redline of its own place, for the same
    // issue, so that no redline carries the text between two distant changes
    const places = byPlace(ctx.clauses, withLifted);
    const home = places.find((g) => g.includes(found![0])) ?? places[0];
    const others = places.filter((g) => g !== home);
    if (others.length) notes.push(`The same issue needs ${others.length === 1 ? 'a change in one other place' : `changes in ${others.length} other places`} too (${others.map((g) => placeName(ctx, g[0].start)).join(', ')}), each in a redline of its own: accept them with this one.`);
    // (ids only grow: a redline undone below leaves a gap, never an id that a later one would take again)
    const id = `rdl_${++made}`;
    const rl = toRedline(ctx, id, f, home, notes);
    if (!rl) return false;
    const parts: Redline[] = [];
    for (const g of others) {
      const why = g.some((e) => lifted.includes(e)) ? 'which gives this right: the words changed here restrict it'
        : g.some((e) => found!.includes(e)) ? 'on the same matter: the words changed here say otherwise, and would contradict it if they stayed'
        : 'which leaves the definition here without use';
      const part = toRedline(ctx, `rdl_${++made}`, f, g, [`This change goes with the redline for ${f.issue.id} (${placeName(ctx, home[0].start)}), ${why}. Accept both or neither.`]);
      if (!part) return false;
      parts.push(part);
    }
    redlines.push(rl, ...parts);
    accepted.push(...home.map((e) => ({ ...e, redline_id: id })));
    parts.forEach((part, k) => accepted.push(...others[k].map((e) => ({ ...e, redline_id: part.id }))));
    byFinding.set(f, id);
    if (parts.length) partsOf.set(id, parts.map((x) => x.id));
    return true;
  };
  // language an earlier redline wrote may already satisfy a check ("Confidential Information does not
  // include ... (d) independently developed ..." covers independent development): judged on that text
  const covered = new Map<RedlineFinding, string>();
  const writtenCtx = new Map<string, DocContext | null>();
  const coveredBy = (f: RedlineFinding): string | undefined => {
    for (const r of redlines) {
      if (!writtenCtx.has(r.id)) {
        const written = r.operations.filter((o) => o.op === 'insert').map((o) => o.text).join(' ');
        writtenCtx.set(r.id, written.trim() ? transientContext(`${head}\n\n${written}`, memo) : null);
      }
      const wctx = writtenCtx.get(r.id);
      if (!wctx) continue;
      const ev = evaluateCheck(f.check, wctx, false);
      if (ev.position !== 'unacceptable' && ev.position !== 'missing') return r.id;
    }
    return undefined;
  };
  // a finding read from the whole text that cites no sentence (obligations read as lasting indefinitely from the key
  // terms) is no missing clause: the sentences that, read alone, give the same finding are the ones to rewrite
  for (const f of findings) {
    if (f.ev.sentenceIdx.length || f.ev.position !== 'unacceptable' || f.ev.outcome === 'not_mentioned') continue;
    const alone = offendingAlone(ctx, f.check);
    if (alone.length) f.ev = { ...f.ev, sentenceIdx: alone };
  }
  const ordered = [...findings].sort((a, b) => severityRank(b.issue.severity) - severityRank(a.issue.severity));
  const deferred: RedlineFinding[] = [];
  for (const f of ordered) {
    if (!f.check.suggested_language) continue;
    const by = f.ev.position === 'missing' ? coveredBy(f) : undefined;
    if (by) covered.set(f, by);
    // an insertion the cheap reading refuses would not satisfy the check in the whole text either;
    // a rewrite may need further rounds, which only the whole text shows
    else if (!plan(f, local) && !isMissing(f)) deferred.push(f);
  }
  // then the whole contract with every redline accepted, once: a redline that leaves its issue, or
  // any new issue, sends the findings to the careful path, each candidate verified on the whole text
  // (with no redline made, nothing is accepted: the text is the review's own and nothing is undone, so it is not read again)
  const reread = () => assess(applyEdits(ctx.text, accepted), playbook, memo, undefined, assessed, accepted).issues;
  let issues = byFinding.size || covered.size ? reread() : new Set<string>();
  const fresh = [...issues].some((id) => !baseline.has(id));
  const undone = fresh ? [...byFinding.keys()] : [...byFinding.keys()].filter((f) => issues.has(f.check.check_id));
  const uncovered = [...covered.keys()].filter((f) => fresh || issues.has(f.check.check_id));
  for (const f of uncovered) covered.delete(f);
  const retry = [...undone, ...deferred, ...uncovered];
  if (retry.length) {
    for (const f of undone) {
      const main = byFinding.get(f)!;
      byFinding.delete(f);
      for (const id of [main, ...(partsOf.get(main) ?? [])]) {
        redlines.splice(redlines.findIndex((r) => r.id === id), 1);
        for (let i = accepted.length - 1; i >= 0; i--) if (accepted[i].redline_id === id) accepted.splice(i, 1);
      }
    }
    for (const f of ordered.filter((x) => retry.includes(x))) {
      // an earlier redline may already have resolved this finding
      if (accepted.length && full(f, accepted).ok) continue;
      plan(f, full);
    }
    // (read below only when something is accepted)
    if (accepted.length) issues = reread();
  }
  // ids in order, and every issue resolved by the redlines points to the one that resolves it
  redlines.sort((a, b) => Number(a.id.slice(4)) - Number(b.id.slice(4)));
  const rename = new Map(redlines.map((r, i) => [r.id, `rdl_${i + 1}`]));
  for (const r of redlines) r.id = rename.get(r.id)!;
  for (const e of accepted) e.redline_id = rename.get(e.redline_id) ?? e.redline_id;
  for (const f of ordered) {
    const own = byFinding.get(f) ?? covered.get(f);
    if (own) f.issue.redline_id = rename.get(own);
    else if (accepted.length && f.check.suggested_language && !issues.has(f.check.check_id)) {
      const by = lastTouching(accepted, f, ctx);
      if (by) f.issue.redline_id = by;
    }
  }
  // an issue points to its redline, and a redline to the issue it was made for
  for (const f of ordered) {
    const own = byFinding.get(f);
    if (own) redlines.find((r) => r.id === rename.get(own))!.issue_id = f.issue.id;
  }
  return mergeSameClause(ctx, redlines, accepted, ordered.map((f) => f.issue));
}

/**
 * A redline's edits with the mending or deletion of every sentence of the body (before `end`) that denies or restricts
 * the right its language grants or changes (redline-rights.ts): "only" struck before a ground, the right's verbs taken
 * out of a list of acts that stay restricted, else the sentence deleted (a numbered clause keeps its number as
 * "[Reserved.]"). Kept when the issue stays resolved with them and they raise no new issue; the rationale names where.
 */
function withRestrictionsLifted(ctx: DocContext, f: RedlineFinding, language: string, edits: TextEdit[], accepted: TextEdit[], free: (e: TextEdit) => boolean, end: number, resolve: Resolve, notes: string[]): { edits: TextEdit[]; lifted: TextEdit[] } {
  const right = grantedRight(language);
  if (!right) return { edits, lifted: [] };
  const out: TextEdit[] = [];
  const where: string[] = [];
  // (asked for every sentence of the body: the three lists are read where they are, not copied into one)
  const hits = (a: number, b: number) => (e: TextEdit) => (e.start < b && a < e.end) || (e.start === e.end && e.start > a && e.start < b);
  const touched = (a: number, b: number) => {
    const hit = hits(a, b);
    return edits.some(hit) || out.some(hit) || accepted.some(hit);
  };
  for (const sen of ctx.sentences) {
    if (sen.start >= end) break;
    if (touched(sen.start, sen.end)) continue;
    const s = afterLabel(ctx, sen.start, sen.end);
    const e = trimEnd(ctx.plain, s, sen.end);
    const r = restriction(right, ctx.plain.slice(s, e));
    if (!r) continue;
    const edit = r.mend ? { start: s + r.mend.start, end: s + r.mend.end, insert: r.mend.insert } : sentenceDeletion(ctx, [s, e], /\S/.test(ctx.plain.slice(sen.start, s)), touched);
    if (!edit || !free(edit) || touched(edit.start, edit.end)) continue;
    out.push(edit);
    where.push(placeName(ctx, s, e));
  }
  if (!out.length) return { edits, lifted: [] };
  const all = [...edits, ...out];
  if (resolve(f, [...accepted, ...all]).ok) {
    notes.push(`What restricted this right elsewhere (${where.join(', ')}) is changed with it, so that the contract does not contradict itself.`);
    return { edits: all, lifted: out };
  }
  notes.push(`The contract still restricts this right elsewhere (${where.join(', ')}); change that too, or the clauses contradict each other.`);
  return { edits, lifted: [] };
}

/**
 * The operations of edits of `original` (each shown as redlineOperations shows one change), the text between them
 * equal. Two clauses added at one place stay two insertions (the Word download lays each out as a clause of its own).
 */
function editOperations(original: string, edits: TextEdit[]): DiffOperation[] {
  const ops: DiffOperation[] = [];
  const push = (o: DiffOperation, join = true) => {
    const last = ops[ops.length - 1];
    if (!o.text) return;
    if (last && last.op === o.op && (join || o.op !== 'insert')) last.text += o.text;
    else ops.push({ ...o });
  };
  let at = 0;
  for (const e of [...edits].sort(editOrder)) {
    push({ op: 'equal', text: original.slice(at, e.start) });
    redlineOperations(original.slice(e.start, e.end), e.insert).forEach((o, i) => push(o, i > 0));
    at = e.end;
  }
  push({ op: 'equal', text: original.slice(at) });
  return ops;
}

/**
 * Redlines that touch the same clause (or whose clauses overlap) made one: one redline carries every change of that
 * clause, so that its `suggested_text` is the clause as it reads with all of them, and accepting it (or pasting it)
 * keeps each change. Its issue is the first (most severe) one's; every issue of the merged redlines points to it and
 * its rationale gives each one's. Ids run rdl_1... again in order.
 */
function mergeSameClause(ctx: DocContext, redlines: Redline[], accepted: RedlineEdit[], issues: Issue[]): Redline[] {
  if (redlines.length < 2) return redlines;
  const span = (r: Redline) => {
    const c = ctx.clauses.find((x) => x.id === r.clause_id);
    const a = c && ctx.text.startsWith(r.original_text, c.start) ? c.start : Math.min(...accepted.filter((e) => e.redline_id === r.id).map((e) => e.start));
    return [a, a + r.original_text.length] as const;
  };
  // Redlines join when their edits change the same clause (an edit belongs to the clause it falls in, an insertion at a
  // clause's end to that clause), or when their texts overlap (an edit that runs into the next clause): each redline
  // is one place (planRedlines splits the changes of one issue in distant clauses), so that joining never makes one
  // redline of distant clauses, and the redlines of a review never overlap.
  const clauseAt = (pos: number) => ctx.clauses.find((c) => pos >= c.start && pos <= c.end)?.id;
  const touched = new Map(redlines.map((r) => [r, new Set([r.clause_id, ...accepted.filter((e) => e.redline_id === r.id).map((e) => clauseAt(e.start) ?? r.clause_id)])] as const));
  const groups: { members: Redline[]; lo: number; hi: number; clauses: Set<string> }[] = [];
  for (const [r, a, b] of redlines.map((x) => [x, ...span(x)] as const).sort((x, y) => x[1] - y[1] || x[2] - y[2])) {
    const own = touched.get(r)!;
    const joined = groups.filter((g) => (a < g.hi && g.lo < b) || [...own].some((c) => g.clauses.has(c)));
    const g = joined[0] ?? { members: [], lo: a, hi: b, clauses: new Set<string>() };
    if (!joined.length) groups.push(g);
    // (a redline touching the clauses of two groups joins them all)
    for (const other of joined.slice(1)) {
      g.members.push(...other.members);
      g.lo = Math.min(g.lo, other.lo);
      g.hi = Math.max(g.hi, other.hi);
      for (const c of other.clauses) g.clauses.add(c);
      groups.splice(groups.indexOf(other), 1);
    }
    g.members.push(r);
    g.lo = Math.min(g.lo, a);
    g.hi = Math.max(g.hi, b);
    for (const c of own) g.clauses.add(c);
  }
  // each group in the order of its first redline's id, its members too
  const num = (r: Redline) => Number(r.id.slice(4));
  for (const g of groups) g.members.sort((x, y) => num(x) - num(y));
  groups.sort((x, y) => num(x.members[0]) - num(y.members[0]));
  if (groups.every((g) => g.members.length === 1)) return redlines;
  const rename = new Map<string, string>();
  const out: Redline[] = [];
  for (const g of groups) {
    const [first] = g.members;
    const id = `rdl_${out.length + 1}`;
    for (const m of g.members) rename.set(m.id, id);
    if (g.members.length === 1) {
      out.push({ ...first, id });
      continue;
    }
    const ids = new Set(g.members.map((m) => m.id));
    const edits = accepted.filter((e) => ids.has(e.redline_id));
    const original = ctx.text.slice(g.lo, g.hi);
    const own = edits.map((e) => ({ start: e.start - g.lo, end: e.end - g.lo, insert: e.insert }));
    const suggested = applyEdits(original, own);
    const clause = ctx.clauses.find((c) => c.start === g.lo) ?? ctx.clauses.find((c) => c.id === first.clause_id)!;
    out.push({
      id,
      issue_id: first.issue_id,
      clause_id: clause.id,
      original_text: original,
      suggested_text: suggested,
      operations: editOperations(original, own),
      rationale: `${g.members.map((m) => m.rationale).join(' ')} This redline makes the ${g.members.length} changes of this clause together, so that its text is the clause with all of them.`,
    });
  }
  for (const e of accepted) e.redline_id = rename.get(e.redline_id) ?? e.redline_id;
  for (const i of issues) if (i.redline_id) i.redline_id = rename.get(i.redline_id) ?? i.redline_id;
  return out;
}

/** A finding whose language is added (nothing to rewrite). */
function isMissing(f: RedlineFinding): boolean {
  return f.ev.position === 'missing' || f.ev.outcome === 'not_mentioned' || !f.ev.sentenceIdx.length;
}

/** The redline that most recently changed the text of a finding's evidence, if any. */
function lastTouching(accepted: RedlineEdit[], f: RedlineFinding, ctx: DocContext): string | undefined {
  for (const i of f.ev.sentenceIdx) {
    const s = ctx.sentences[i];
    const e = [...accepted].reverse().find((x) => x.start < s.end && x.end >= s.start);
    if (e) return e.redline_id;
  }
  return accepted[accepted.length - 1]?.redline_id;
}

/** Words a heading keeps in lower case. */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** The language of another check of the playbook, in the contract's words, and its title. */
type LanguageOf = (checkId: string) => { text: string; title: string; type?: string } | undefined;
/** The playbook's other checks, as a rewrite reads them: each one's language, and the findings whose topic sentence an edit rewrites. */
interface OtherChecks {
  languageOf: LanguageOf;
  /**
   * The other findings of `f`'s clause type whose deciding sentence the edit rewrites (their ids): the sentence states
   * their matter too. A sentence that only mentions their topic ("Kestrel and its Sub-processors may process data in
   * any country", rewritten for transfers, cited by the sub-processor check for its topic) does not take their
   * language: their issue is redlined where it is decided.
   */
  sharing: (f: RedlineFinding, e: TextEdit) => string[];
}

type Resolve = (f: RedlineFinding, edits: TextEdit[]) => { ok: boolean; ev: CheckEvaluation; ctx: DocContext; fresh: boolean; freshIds?: string[]; local?: boolean };

/** A heading from a check's id, for a check with no heading of its own: "dpa.international_transfers" → "International Transfers". */
function topicHeading(checkId: string): string {
  // (the library's heading for a kind of clause named as the check is: "breach_notification", "Personal Data Breaches")
  const own = libraryHeading(checkId.replace(/^[^.]*\./, ''));
  if (own) return own;
  return checkId.replace(/^[^.]*\./, '').split('_').map((w, i) => (i && MINOR_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(' ');
}

function insertMissing(ctx: DocContext, f: RedlineFinding, language: string, end: number, footers: Set<string>, titles: Map<string, string>, free: (e: TextEdit) => boolean, earlier: (at: number) => string[], resolve: Resolve, accepted: TextEdit[], alternatives: string[], ownHeading?: string, sharedType = false): TextEdit[] | null {
  const type = f.check.detection?.clause_type;
  // the clause library's heading for the check, else the taxonomy's title, capitalised as headings are ("Limitation of Liability")
  // (a type the taxonomy does not name takes the title of its nearest related type: "warranty", "Representations and warranties")
  const title = type && [type, ...(RELATED[type] ?? [])].map((t) => titles.get(t)).find(Boolean);
  const heading = ownHeading ?? (title ? title.replace(/(^|[\s-])([a-z])([a-z]*)/g, (m, pre: string, a: string, rest: string) => (pre && MINOR_WORDS.has(a + rest) ? m : pre + a.toUpperCase() + rest)) : (type && libraryHeading(type)) ?? f.check.title);
  // the check's topic: the words of its id ("international transfers")
  const topic = topicWords(f.check.check_id.replace(/^[^.]*\./, '').replace(/_/g, ' '));
  const place = placeMissing(ctx, sharedType ? undefined : type, heading, language, end, footers, (at) => free({ start: at, end: at, insert: 'x' }), earlier, topic);
  if (!place) return null;
  // with its heading as the document writes its own, else run in ("Termination for Convenience. Customer may ..."),
  // else without: a heading line glued to the clause's first words can hide who holds the right
  // (and in the language that names the document by the last word of its title, when the title's words are not read)
  // a sentence of the clause it follows that permits what the language forbids: the language takes its place
  const superseded = permittedBeside(ctx, place.at, language, free);
  for (const words of [language, ...alternatives]) {
    if (superseded.length) {
      const [first, ...rest] = superseded;
      const edits = [{ start: first[0], end: first[1], insert: words }, ...rest.map((e) => sentenceDeletion(ctx, e, false, () => false, false)).filter((e): e is TextEdit => !!e && free(e))];
      if (resolve(f, [...accepted, ...edits]).ok) return edits;
    }
    const tried = new Set<string>();
    for (const headed of [true, 'run-in', false] as const) {
      const edit: TextEdit = { start: place.at, end: place.at, insert: place.make(words, headed) };
      if (tried.has(edit.insert)) continue;
      tried.add(edit.insert);
      if (resolve(f, [...accepted, edit]).ok) return [edit];
    }
  }
  return null;
}

/** What a language forbids: "shall not transfer", "may not disclose", "will not engage" (the verb's first five letters). */
const FORBIDS_RE = /\b(?:shall|will|may|must)\s+not\s+([a-z]{4,})/gi;

/**
 * The words (start, end) of each sentence of the clause a new clause follows that permits, without a condition, an act the new
 * clause forbids ("Vendor and its Sub-processors may transfer Customer Personal Data to ... any country" above "Vendor
 * shall not transfer personal data to a country outside ... unless ..."): the two would contradict each other.
 */
function permittedBeside(ctx: DocContext, at: number, language: string, free: (e: TextEdit) => boolean): [number, number][] {
  const verbs = [...language.matchAll(FORBIDS_RE)].map((m) => m[1].toLowerCase().slice(0, 5));
  if (!verbs.length) return [];
  const clause = clauseAt(ctx.clauses, Math.max(0, at - 1));
  if (!clause) return [];
  const out: [number, number][] = [];
  for (const sen of ctx.sentences) {
    if (sen.start < clause.start || sen.end > clause.end) continue;
    const s = afterLabel(ctx, sen.start, sen.end);
    const e = trimEnd(ctx.plain, s, sen.end);
    const words = ctx.plain.slice(s, e);
    const m = /\bmay\s+(?:freely\s+)?([a-z]{4,})/i.exec(words);
    if (!m || !verbs.includes(m[1].toLowerCase().slice(0, 5)) || /\b(?:not|only|unless|subject to|provided that|if|consent|approv\w*|notice)\b/i.test(words)) continue;
    if (free({ start: s, end: e, insert: '' })) out.push([s, e]);
  }
  return out;
}

/**
 * The language naming the document by the last word of its title ("this Agreement" for "this Remarketing Agreement"),
 * when the document calls itself by a title of several words; else undefined.
 */
function shortSelf(text: string, words: ContractWords, plain: string, vars: Record<string, string>, language: string): string | undefined {
  if (!/\s/.test(words.self)) return undefined;
  // (a plural title is short by its first noun: "these Terms" for "these Terms of Service")
  const short = adaptToContract(text, { ...words, self: words.selfPlural ? /\b(?:Terms|Conditions)\b/.exec(words.self)![0] : words.self.split(/\s+/).pop()! }, plain, vars);
  return short !== language ? short : undefined;
}

/**
 * Whether a sentence grants the playbook's side (the customer side of the role lexicon) a licence: "Consultant grants
 * Client a non-exclusive license to use the Deliverables ...", "Customer receives a licence ...", "the Client is granted a
 * licence ...". Such a sentence that overrides a check (the licence ends with the term, or may be revoked) is mended by
 * the check's language, not struck alone, which would leave that side with no licence at all.
 */
const LICENCE_GRANT_RE = /\b(grants?|(?:is|are)\s+(?:hereby\s+)?granted|receives?|(?:shall|will)\s+(?:have|receive|be\s+granted))\b([^.;]{0,80}?)\blicen[cs]e\b/i;
function grantsLicenceToOwnSide(ctx: DocContext, t: string): boolean {
  const m = LICENCE_GRANT_RE.exec(t);
  if (!m) return false;
  const to = /^grants?$/i.test(m[1]) ? m[2] : t.slice(Math.max(0, m.index - 60), m.index);
  return roleIn(to, ctx.lex) === 'customer';
}

function rewriteOffending(ctx: DocContext, f: RedlineFinding, language: string, free: (e: TextEdit) => boolean, resolve: Resolve, accepted: TextEdit[], others: OtherChecks, said: string[], sized?: TextEdit): TextEdit[] | null {
  let ev = f.ev;
  // the sentences that create what the language only speaks of ("Tenant shall pay a deposit of £48,000", where the
  // language returns "the Security Deposit"): kept, so that the redline amends the term without taking the thing away,
  // while another cited sentence can take the language
  const creation = new Set(ev.sentenceIdx.filter((i) => createsPresupposed(f.check, ctx.sentenceText[i], language)));
  const keepCreation = creation.size > 0 && ev.sentenceIdx.some((i) => !creation.has(i));
  // a deposit too large comes down to the preferred months of rent: its sum or its months changed where it is stated,
  // the rest of the clause left as it is (and where that alone does not resolve the issue, the cut stays and the
  // language goes in the sentences that return or spend the deposit)
  const tiers = sized ? undefined : f.check.detection?.max_deposit_months;
  if (tiers) {
    const cut = depositCut(ctx.text, ev.sentenceIdx.map((i) => [ctx.sentences[i].start, ctx.sentences[i].end] as [number, number]), ctx.sentenceText, tiers.preferred);
    if (cut && free(cut) && resolve(f, [...accepted, cut]).ok) {
      said.push(`The deposit comes down to ${numberWords(tiers.preferred)} months' rent.`);
      return [cut];
    }
    if (cut && free(cut) && keepCreation) {
      const rest = rewriteOffending(ctx, f, language, (e) => free(e) && !overlaps(e, cut), resolve, [...accepted, cut], others, said, cut);
      if (rest) {
        said.push(`The deposit comes down to ${numberWords(tiers.preferred)} months' rent.`);
        return [cut, ...rest];
      }
    }
  }
  if (keepCreation) ev = { ...ev, sentenceIdx: [...ev.sentenceIdx.filter((i) => !creation.has(i)), ...ev.sentenceIdx.filter((i) => creation.has(i))] };
  // a definition that takes the clause away (review.ts readDefinitions) keeps its place and its term: only its adverse
  // words go, a segment cut ("..., as the Supplier may apply from time to time"); else no redline is offered, since the
  // clause's language in the definition's place would take away a term the contract uses
  if (ev.definedBy !== undefined) {
    const { start, end } = ctx.sentences[ev.definedBy];
    for (const cut of segmentCuts(ctx.plain, start, end)) {
      if (!free(cut)) continue;
      const edits = cohere(ctx, f, [cut], free);
      if (edits && resolve(f, [...accepted, ...edits]).ok) return edits;
    }
    return null;
  }
  // what overrides the clause elsewhere (a data-use clause against confidentiality, "Section 5 shall not apply") is
  // struck, alone when that is enough; else the language goes where the clause is and the override is struck after it
  const over = new Set(ev.overriddenBy ?? []);
  if (over.size) {
    // (not the playbook's own side's licence, too short or revocable: struck alone, it would leave that side none)
    const ownGrant = [...over].some((i) => grantsLicenceToOwnSide(ctx, ctx.sentenceText[i]));
    // (nor, struck whole, a sentence of the check's own clause that also states its term, "Licensee may not sublicense the
    // Software or permit any third party, including its affiliates, to use it": the clause's term would go with the
    // override, so unless a cut takes the override alone the sentence is rewritten below)
    const stated = new Set(ev.cues ? [...ev.cues.entail, ...ev.cues.contradict] : []);
    const ownClause = (i: number) => { const type = f.check.detection?.clause_type; const c = type ? ctx.clauseById.get(ctx.sentences[i].clause_id) : undefined; return !!c && clauseOfType(ctx, c, type!); };
    const struck = ownGrant ? null : strikeOverrides(ctx, f.check, [...over], free, new Set([...over].filter((i) => stated.has(i) && ownClause(i))));
    if (struck && resolve(f, [...accepted, ...struck]).ok) return struck;
    // (and where it is, the sentences of its clause on the check's topic come first: "Provider owns the Deliverables."
    // before the grant that lapses, so the language takes the place of both)
    const beside = ownGrant ? (ev.cues?.topic ?? []).filter((i) => !over.has(i) && !ev.sentenceIdx.includes(i) && [...over].some((o) => ctx.sentences[o].clause_id === ctx.sentences[i].clause_id)) : [];
    ev = { ...ev, sentenceIdx: [...beside, ...ev.sentenceIdx.filter((i) => !over.has(i)), ...ev.sentenceIdx.filter((i) => over.has(i))] };
  }
  // the language goes in the first evidence sentence; when that raises another issue (the sentence also states what
  // another check reads: an exclusion of lost profits cited before the cap beside it), in the next one instead
  // (where the playbook has the other side's own right replaced and that cannot be done, ours goes beside it as before)
  for (const replaceOthers of f.check.detection?.other_side_right === 'replaced' ? [true, false] : [false]) {
    if (!replaceOthers) said.splice(0, said.length, ...said.filter((x) => !x.includes(OTHER_SIDE_RIGHT_NOTE)));
    for (const i of languageMatterFirst(ctx, f.check, ownClauseFirst(ctx, f.check, [...new Set(offendingFirst(ctx, f.check, ev))]), language).filter((x) => !keepCreation || !creation.has(x)).slice(0, 3)) {
      const { edits, fresh } = rewriteFrom(ctx, f, { ...ev, sentenceIdx: [i, ...ev.sentenceIdx.filter((x) => x !== i)] }, language, free, resolve, accepted, others, said, replaceOthers, keepCreation);
      if (edits) return edits;
      if (!fresh) break;
    }
  }
  return null;
}

/** A party bound to pay in, lodge or provide something, and the indefinite thing or sum it provides: "shall pay the Landlord a deposit of", "must provide a bond", "shall deposit with Landlord a security deposit in the amount of". */
const CREATES_RE = /\b(?:shall|will|must|agrees?\s+to|(?:is|are)\s+to)\s+(?:(?:also|forthwith|promptly)\s+)?(?:pay|provide|deposit|lodge|give|furnish|post|deliver|put\s+up|procure)\b[^.;]{0,50}?\b(?:an?|the\s+(?:sum|amount)\s+of)\s/i;

/** Language that itself charges a party a share of costs ("Tenant shall pay ... its proportionate share of the ... costs"): it creates the charge it speaks of. */
const SHARE_PAID_RE = /\b(?:shall|will|must|agrees?\s+to)\s+(?:(?:also|promptly)\s+)?pay\b[^.;]{0,60}?\b(?:share|proportion|percentage|part)\s+of\b/i;

/**
 * Whether `sentence` creates the thing `language` only speaks of: it binds a party to pay in or provide something the
 * check is about (its topic: a deposit, a bond, a retainer, a premium), and the language binds no one to do so
 * (it returns "the Security Deposit"). Such a sentence is amended (its size: depositCut), not struck or replaced,
 * while the check cites another sentence the language can take the place of.
 */
function createsPresupposed(check: PlaybookCheck, sentence: string, language: string): boolean {
  if (CREATES_RE.test(language) || SHARE_PAID_RE.test(language) || !CREATES_RE.test(sentence)) return false;
  return topicPatterns(check).some((re) => re.test(sentence));
}

/**
 * For a check whose clause type is boilerplate (an amendment clause), evidence sentences with the first one in a clause
 * of another substantive type (not the check's, a related one or boilerplate) put after a cited sentence that the check, reading it alone, finds unacceptable and whose clause is of
 * no other type: the change of terms goes in the amendment clause it cites ("Orrin may amend these terms ..."), not in
 * the price clause that lets Orrin revise its prices, which then only loses its offending words. Else as cited.
 */
function ownClauseFirst(ctx: DocContext, check: PlaybookCheck, sentences: number[]): number[] {
  const type = check.detection?.clause_type;
  // (for language of a boilerplate type: the amendment, assignment or law clause is its home; a substantive check's
  // cited sentences keep their order, which a reading of another clause's type would only disturb)
  if (!type || !BOILERPLATE.has(type) || sentences.length < 2) return sentences;
  const other = (i: number) => {
    const c = ctx.clauseById.get(ctx.sentences[i].clause_id);
    const t = c?.clause_type;
    return !!t && !clauseOfType(ctx, c, type) && !BOILERPLATE.has(t) && !RELATED[type]?.includes(t);
  };
  if (!other(sentences[0])) return sentences;
  const k = sentences.findIndex((i) => !other(i) && offendsAlone(ctx, check, ctx.sentenceText[i]));
  return k < 0 ? sentences : [sentences[k], ...sentences.filter((_, j) => j !== k)];
}

/**
 * For a check of several matters (its topic patterns: the terms amended by one party, the service changed by it, its
 * prices), the cited sentences on the language's own matter first: the language (an amendments clause) goes in the
 * clause that amends the terms, not in the one that lets the provider withdraw features, which comes after it and is
 * mended on its own matter (its refusing words cut, else struck). Else as given.
 */
function languageMatterFirst(ctx: DocContext, check: PlaybookCheck, sentences: number[], language: string): number[] {
  if (sentences.length < 2) return sentences;
  const res = topicPatterns(check);
  if (res.length < 2) return sentences;
  const its = res.map((r, i) => (r.test(language) ? i : -1)).filter((i) => i >= 0);
  if (!its.length || its.length === res.length) return sentences;
  // (a sentence that, read alone, is itself unacceptable: not the amendments clause that already asks for signatures)
  const own = (i: number) => its.some((k) => res[k].test(ctx.sentenceText[i])) && offendsAlone(ctx, check, ctx.sentenceText[i]);
  if (own(sentences[0])) return sentences;
  const k = sentences.findIndex(own);
  return k < 0 ? sentences : [sentences[k], ...sentences.filter((_, j) => j !== k)];
}

/** Words of a sentence that may state a duration or its absence: only such sentences are read alone for a finding that cites none. */
const DURATION_WORDS_RE = /\b(?:years?|months?|indefinite\w*|perpetu\w*|surviv\w*|so long as|as long as|until|terminat\w*|expir\w*)\b/i;

/** The sentences of the body that the check, reading each alone, finds unacceptable (at most 3, in the text's order). */
function offendingAlone(ctx: DocContext, check: PlaybookCheck): number[] {
  const out: number[] = [];
  for (let i = 0; i < ctx.sentences.length && out.length < 3; i++) {
    const t = ctx.sentenceText[i];
    if (!DURATION_WORDS_RE.test(t) || contentsRun(ctx, i)) continue;
    if (offendsAlone(ctx, check, t)) out.push(i);
  }
  return out;
}

/**
 * Whether `check`, reading `sentence` alone, finds it unacceptable: a function of the two alone, kept in the review's
 * memo (ctx.memo) by check and sentence, since each round of a rewrite asks it again of the sentences it cites.
 */
function offendsAlone(ctx: DocContext, check: PlaybookCheck, sentence: string): boolean {
  const read = () => evaluateCheck(check, transientContext(sentence), false).position === 'unacceptable';
  return ctx.memo ? ctx.memo.get(check, 'offends alone', sentence, read) : read();
}

/** A sentence that opens with a section's number and a capital: "2.5 Non-Compete Covenant.", "Section 4 Term". */
const LABELLED_HEADING_RE = /^\s*(?:(?:section|article|clause)\s+)?\d{1,3}(?:\.\d{1,3})*\.?\s+([A-Z][\s\S]*?)[.:]?\s*$/i;
/** A numbered heading alone: its number, then words that read as a heading ("2.5 Non-Compete Covenant."), not a numbered sentence ("3.2 Customer grants Provider ..."). */
function labelledHeading(t: string): boolean {
  const m = LABELLED_HEADING_RE.exec(t);
  return !!m && looksLikeHeading(m[1]);
}
/**
 * The cited sentences, with the contradicting ones that the check, reading each alone, finds unacceptable first: a check
 * that reads a sentence with those after it (a clause's window) cites the clause's first sentence too ("Customer owns
 * all data it submits" before "Provider has no obligation to return Customer Data"), and may leave the offending one
 * uncited past its evidence count; the next round rewrites the sentence that offends, not its innocent neighbour.
 * Unchanged when none offends alone (the clause offends only read whole), and never an override first.
 */
function offendingFirst(ctx: DocContext, check: PlaybookCheck, ev: CheckEvaluation): number[] {
  const cited = ev.sentenceIdx;
  // (not what overrides the clause: that is struck after the language goes in the clause's own place)
  const over = new Set(ev.overriddenBy ?? []);
  // (nor a run of the table of contents that a cue found: no language goes there)
  // (and a numbered heading that a cue found, "2.5 Non-Compete Covenant.", stands for its clause's first operative
  // sentence, as a citation takes it: the language goes in place of the covenant, not of its heading)
  const cues = (ev.cues?.contradict ?? []).filter((i) => !contentsRun(ctx, i)).map((i) => (labelledHeading(ctx.sentenceText[i]) && !isOperative(ctx.sentenceText[i]) ? headedSentence(ctx, i) : i)).filter((i) => i >= 0);
  const candidates = [...new Set([...cited, ...cues])].filter((i) => !over.has(i));
  if (candidates.length < 2) return cited;
  const alone = candidates.filter((i) => offendsAlone(ctx, check, ctx.sentenceText[i]));
  return alone.length && alone.length < candidates.length ? [...alone, ...cited.filter((i) => !alone.includes(i))] : cited;
}

/**
 * Rewrites from the first evidence sentence of `ev`, round after round (rewriteOffending); `fresh` when the last try
 * raised an issue the contract did not have.
 */
function rewriteFrom(ctx: DocContext, f: RedlineFinding, first: CheckEvaluation, language: string, freeAny: (e: TextEdit) => boolean, resolve: Resolve, accepted: TextEdit[], others: OtherChecks, said: string[], replaceOthers = false, keepCreation = false): { edits: TextEdit[] | null; fresh: boolean } {
  // (no edit takes part of an inline enumeration: it takes the list whole or leaves it, redline-lists.ts)
  const free = (x: TextEdit) => freeAny(x) && !breaksList(ctx.plain, x);
  const mine: TextEdit[] = [];
  let ev = first;
  let cur = ctx;
  // the edits applied to the text `cur` was built on
  let applied: TextEdit[] = [];
  let usedLanguage = false;
  for (let round = 0; round < ROUNDS; round++) {
    // the first evidence sentence that is the contract's own text: map the current context's offsets back through the
    // edits it was built with (the sentence a round rewrote is cited first again when another one still contradicts
    // it: a data-use clause that overrides the new confidentiality clause)
    // (not a sentence that creates what the language only speaks of, while the check cites another: createsPresupposed)
    const span = ev.sentenceIdx.map((i) => originalSpan(cur, i, applied)).find((x) => x !== null && !(keepCreation && createsPresupposed(f.check, ctx.plain.slice(x[0], x[1]), language)));
    if (!span) break;
    // (a sentence that ends inside an inline enumeration begun in it, "from (i) ...; (ii) ... and/or (iii) ..." where
    // the segmentation ends it at an item, runs on to the list's end: the list is rewritten whole, redline-lists.ts)
    const [s0, e] = [span[0], listEnd(ctx.plain, span[0], span[1])];
    const s = afterLabel(ctx, s0, e);
    // a sentence that gives the other party the right the language gives ours keeps it: the language goes after it
    // ("Licensor may terminate ... for convenience ..." stays, and Licensee's own right follows)
    const eWords = trimEnd(ctx.plain, s, e);
    const othersRight = !usedLanguage && /[.!?]["”’)]?$/.test(ctx.plain.slice(s, eWords)) && grantsOtherParty(language, ctx.plain.slice(s, eWords));
    // (unless the playbook reads that right as the adverse term: then ours takes its place, redlineOtherSideRight)
    const beside = othersRight && !(replaceOthers && otherSideRightReplaced(f.check, said));
    const tries: TextEdit[] = [];
    if (!beside) for (const cut of segmentCuts(ctx.plain, s, e)) if (free(cut) && !mine.some((m) => overlaps(m, cut))) tries.push(cut);
    // the language once; a further sentence that still contradicts it is struck (a numbered clause that is nothing else
    // keeps its number as "[Reserved.]", so that no number moves)
    // a sentence on another of the check's matters than the language's (a price rise, where the language is the
    // amendments clause) is struck, not replaced, when that resolves the issue: the language would land in a clause
    // about something else (the limb that refuses, else the sentence)
    // a sentence on another of the check's matters than the language's (the provider's right to withdraw features,
    // where the language is an amendments clause) is mended on its own matter where a proviso for it is known
    // (clause-library.ts matterProviso), before it is struck or replaced by language that belongs elsewhere
    const proviso = beside ? undefined : matterProviso(f.check.check_id, ctx.plain.slice(s, eWords), language);
    const stop = proviso ? /[.;]["”’)]*$/.exec(ctx.plain.slice(s, eWords)) : null;
    if (proviso && stop) {
      const mend: TextEdit = { start: s + stop.index, end: s + stop.index, insert: `, ${proviso.text}` };
      if (free(mend) && !mine.some((m) => overlaps(m, mend))) {
        const edits = cohere(ctx, f, [...mine, mend], free);
        if (edits && resolve(f, [...accepted, ...edits]).ok) {
          said.push(proviso.note);
          return { edits, fresh: false };
        }
      }
    }
    if (!usedLanguage && !beside && otherMatter(f.check, ctx.plain.slice(s, eWords), language)) {
      const part = refusingPart(f.check, ctx.plain, s, eWords);
      const whole = sentenceDeletion(ctx, [s, eWords], s > s0, (a, b) => mine.some((m) => m.start < b && a < m.end), false);
      for (const cut of [part, whole]) {
        if (!cut || !free(cut) || mine.some((m) => overlaps(m, cut))) continue;
        const edits = cohere(ctx, f, [...mine, cut], free);
        if (edits && resolve(f, [...accepted, ...edits]).ok) {
          said.push(`${cut === part ? 'Only the words that raise the issue are struck, and the rest of the sentence stays' : 'The sentence is struck'}: it deals with another matter than the playbook's clause, which would not belong here.`);
          return { edits, fresh: false };
        }
      }
    }
    const struck = usedLanguage ? sentenceDeletion(ctx, [s, eWords], s > s0, (a, b) => mine.some((m) => m.start < b && a < m.end), false) : null;
    // a sentence led by a cross-reference that qualifies it ("Subject to clause 10.1, ...", "Except as set forth in
    // Section 9.3, ...") keeps it: the language follows it, so the carve-outs of the clause referred to still apply
    const q = usedLanguage || beside ? 0 : leadingQualifier(ctx.plain.slice(s, eWords));
    let rewrite: TextEdit = struck ?? (beside ? { start: eWords, end: eWords, insert: ` ${language}` } : { start: s + q, end: eWords, insert: usedLanguage ? '' : afterQualifier(stripFinal(language, ctx.plain.slice(s, e)), q > 0) });
    for (const cut of tries) {
      if (!quickFix(f.check, ctx.plain, s, e, cut)) continue;
      // (with the language's sentences that give what the clause lacks, `lacks`: the statement of a service charge's costs)
      const withLacking = lackingLanguage(ctx, f.check, s, eWords, cut, language);
      const edits = cohere(ctx, f, [...mine, ...withLacking], free);
      if (edits && resolve(f, [...accepted, ...edits]).ok) {
        if (withLacking.length > 1 || withLacking[0].insert !== cut.insert) said.push('Only the words that raise the issue are struck; the clause\'s other terms stay, and what it lacks is added from the playbook\'s clause.');
        return { edits, fresh: false };
      }
    }
    // a sentence that carries other terms beside the one the check refuses ("... for a fixed term of 36 months and
    // Customer may not terminate it before the end of that term, save that either party may terminate for material
    // breach"): only the refusing part goes and the language follows the sentence, so the other terms stay
    if (!usedLanguage && !beside) {
      const part = refusingPart(f.check, ctx.plain, s, eWords);
      // (not where the rest gives notice of the act only after it, which the language asks for before it)
      const rest = part ? ctx.plain.slice(s, part.start) + ctx.plain.slice(part.end, eWords) : '';
      if (part && free(part) && !mine.some((m) => overlaps(m, part)) && !afterNoticeOf(language, rest)) {
        const after: TextEdit = { start: eWords, end: eWords, insert: ` ${language}` };
        const edits = cohere(ctx, f, [...mine, part, after], free);
        if (edits && resolve(f, [...accepted, ...edits]).ok) {
          said.push('The rest of the sentence stays: only the words that refuse the right are struck, and the right follows.');
          return { edits, fresh: false };
        }
      }
    }
    // a deletion that meets one already made (the sentence after one `cohere` struck, with the space between) is one
    const joined = rewrite.insert === '' ? mine.findIndex((m) => m.insert === '' && m.end > m.start && overlaps(m, rewrite)) : -1;
    if (joined >= 0) {
      const [m] = mine.splice(joined, 1);
      rewrite = { start: Math.min(m.start, rewrite.start), end: Math.max(m.end, rewrite.end), insert: '' };
      // (at the end of its paragraph, with the space before it: no space is left at the clause's end)
      if (/^[ \t]*(?:\n|$)/.test(ctx.plain.slice(rewrite.end)) && /[ \t]$/.test(ctx.plain.slice(0, rewrite.start)) && !/[ \t]$/.test(ctx.plain.slice(0, rewrite.start - 1))) rewrite = { ...rewrite, start: rewrite.start - 1 };
    }
    if (!free(rewrite) || mine.some((m) => overlaps(m, rewrite))) break;
    // a sentence of two statements: the one the check accepts stays, the other is rewritten after it
    const head = usedLanguage || beside ? null : keptHead(f.check, ctx.plain, s, rewrite.end);
    if (head !== null) {
      const tail: TextEdit = { start: head, end: rewrite.end, insert: `. ${rewrite.insert.replace(/^[a-z]/, (c) => c.toUpperCase())}` };
      const edits = cohere(ctx, f, [...mine, tail], free);
      if (edits && resolve(f, [...accepted, ...edits]).ok) return { edits, fresh: false };
    }
    mine.push(rewrite);
    // the other side's right replaced by ours under a heading that names that side ("LANDLORD'S RIGHT TO END THE
    // LEASE"): the heading names ours, so that it neither misdescribes the clause nor reads as the right taken away
    if (!beside && !usedLanguage && f.check.detection?.other_side_right === 'replaced') {
      const retitle = headingRenamed(ctx, s0, s);
      if (retitle && free(retitle) && !mine.some((m) => overlaps(m, retitle))) mine.push(retitle);
    }
    usedLanguage = true;
    const edits = cohere(ctx, f, mine, free);
    if (!edits) break;
    mine.splice(0, mine.length, ...edits);
    const r = resolve(f, [...accepted, ...mine]);
    // the sentence rewritten also stated what another check of the same clause type reads (the exclusion of lost
    // profits in one sentence with the cap): the rewrite says that too, in the playbook's words (not the term of another
    // clause: an exclusion sentence is no place for a use restriction); whether that other check's issue is new here, or
    // was the review's own and cites the sentence rewritten
    const alsoSaying = (ids: string[]): TextEdit[] | null => {
      const also = ids.map(others.languageOf);
      if (!also.length || !also.every((x) => x && x.type && x.type === f.check.detection?.clause_type)) return null;
      const k = mine.indexOf(rewrite);
      const both = { ...rewrite, insert: `${rewrite.insert.replace(/[;,]$/, '.')} ${also.map((x) => x!.text).join(' ')}` };
      const withBoth = k >= 0 ? mine.map((m, j) => (j === k ? both : m)) : null;
      if (!withBoth || !resolve(f, [...accepted, ...withBoth]).ok) return null;
      said.push(`The words replaced also dealt with ${also.map((x) => `"${x!.title}"`).join(' and ')}; the new text keeps that, in the playbook's words.`);
      return withBoth;
    };
    if (r.ok) return { edits: (round === 0 && alsoSaying(others.sharing(f, rewrite))) || mine, fresh: false };
    const withFresh = round === 0 && r.freshIds ? alsoSaying(r.freshIds) : null;
    if (withFresh) return { edits: withFresh, fresh: false };
    if (r.fresh) return { edits: null, fresh: true };
    if (r.local) break;
    ev = r.ev.sentenceIdx.length ? { ...r.ev, sentenceIdx: offendingFirst(r.ctx, f.check, r.ev) } : { ...r.ev, sentenceIdx: offendingAlone(r.ctx, f.check) };
    cur = r.ctx;
    applied = [...accepted, ...mine];
  }
  return { edits: null, fresh: false };
}

/**
 * The edit that makes a heading between a clause's start `from` and its words `to` name this side where it names the
 * other by the contract's name for it ("LANDLORD'S RIGHT TO END THE LEASE" → "TENANT'S RIGHT TO END THE LEASE",
 * "Termination by Licensor" → "Termination by Licensee"), in the heading's case; null where it names neither.
 */
function headingRenamed(ctx: DocContext, from: number, to: number): TextEdit | null {
  // (the heading of the sentence's clause when it stands before the sentence on a line of its own: "3. Lessor's Break Right")
  const clause = clauseAt(ctx.clauses, to);
  if (clause && clause.start < from) from = clause.start;
  const head = ctx.plain.slice(from, to);
  if (head.length > 120 || /[.;:!?]\s+\S/.test(head.replace(/^\s*\d+(?:\.\d+)*\.?\s+/, ''))) return null;
  if (!head.trim()) return null;
  const name = (side: 'customer' | 'provider') => {
    const at = ctx.lex.sides.flatMap((x, i) => (x === side ? [i] : []));
    if (at.length !== 1) return undefined;
    const p = ctx.keyTerms.parties[at[0]];
    return p?.defined_as ?? undefined;
  };
  const ours = name('customer');
  const theirs = name('provider');
  if (!ours || !theirs) return null;
  const m = new RegExp(String.raw`\b${escapeRegExp(theirs)}\b`, 'i').exec(head);
  if (!m) return null;
  const insert = m[0] === m[0].toUpperCase() ? ours.toUpperCase() : ours;
  return { start: from + m.index, end: from + m.index + m[0].length, insert };
}

/**
 * Whether the playbook reads the other side's own right of the kind its check asks for as the adverse term
 * (`other_side_right: 'replaced'`, a licensor's right to end a licence at will): the rewrite then replaces that sentence
 * with this side's right, and the rationale says why.
 */
const OTHER_SIDE_RIGHT_NOTE = ': it is the term that leaves';
function otherSideRightReplaced(check: PlaybookCheck, said: string[]): boolean {
  if (check.detection?.other_side_right !== 'replaced') return false;
  const names = check.detection.names ?? { customer: 'Customer', provider: 'Provider' };
  const note = `${names.provider}'s own right to end the agreement at will goes${OTHER_SIDE_RIGHT_NOTE} ${names.customer} exposed, and ${names.customer}'s right takes its place.`;
  if (!said.includes(note)) said.push(note);
  return true;
}

/**
 * The edits that strike the sentences overriding a check: the detachable part of each that carries the override and ends
 * it ("; and Provider may use Customer Data for any purpose"), else the sentence (a numbered clause that is nothing else
 * keeps its number as "[Reserved.]"). Null when one cannot go (an edit already there).
 */
function strikeOverrides(ctx: DocContext, check: PlaybookCheck, sentences: number[], free: (e: TextEdit) => boolean, keptWhole: Set<number> = new Set()): TextEdit[] | null {
  const out: TextEdit[] = [];
  const touched = (a: number, b: number) => out.some((e) => e.start < b && a < e.end);
  for (const i of [...sentences].sort((a, b) => a - b)) {
    const sen = ctx.sentences[i];
    const s = afterLabel(ctx, sen.start, sen.end);
    // with the items of a list it leads in to ("will not apply (i) ... or (ii) ..."), which cannot stand without it
    let k = i;
    while (k + 1 < ctx.sentences.length && ctx.sentences[k + 1].clause_id === sen.clause_id && ITEM_START_RE.test(ctx.sentenceText[k + 1].replace(/^\s*(?:or|and)\s+/, ''))) k++;
    const e = trimEnd(ctx.plain, s, ctx.sentences[k].end);
    const overrides = (t: string) => !!evaluateCheck(check, transientContext(t), false).overriddenBy?.length;
    // (a part that runs to the sentence's end, so that what stays reads as it did: not "assumes no liability (i) ...")
    const tail = s + ctx.plain.slice(s, e).replace(/[.;:]\s*$/, '').length;
    const cut = segmentCuts(ctx.plain, s, e).find((c) => c.end === tail && !overrides(ctx.plain.slice(s, c.start) + ctx.plain.slice(c.end, e)));
    const edit = cut ?? (keptWhole.has(i) ? null : sentenceDeletion(ctx, [s, e], s > sen.start, touched, false));
    if (!edit || !free(edit) || touched(edit.start, edit.end)) return null;
    out.push(edit);
  }
  return out.length ? withDependants(ctx, out, free) : null;
}

/** The sentences that decide an evaluation (its entailing and contradicting cues), else those it cites. */
function statingSentences(ev: CheckEvaluation): number[] {
  const decided = ev.cues ? [...ev.cues.entail, ...ev.cues.contradict] : [];
  return decided.length ? decided : ev.sentenceIdx;
}

/** Clause types whose language states who is capped and at how much. */
const CAP_TYPES = new Set(['cap_on_liability', 'uncapped_liability']);

/**
 * Whether a sentence, read alone, still states the cap a rewrite for a cap check (`check`) replaces: the check reads it
 * as unacceptable (a one-sided cap, "the Distributor's liability shall not be limited"), or it leaves a party's
 * liability unlimited without naming a head of it. A sentence on another matter reads as neither; so does every
 * sentence for a check of another kind (there, a sentence the check objects to may still say other things: a
 * definition of "Term" that names the renewal terms, a survival clause, a back-up exception).
 */
export function statesReplacedPosition(check: PlaybookCheck, sentence: string): boolean {
  if (!CAP_TYPES.has(check.detection?.clause_type ?? '')) return false;
  if (UNLIMITED_RE.test(sentence) && !isCarveOut(sentence)) return true;
  return evaluateCheck(check, transientContext(sentence), false).position === 'unacceptable';
}

/**
 * A rewrite made coherent with the rest of its clause: the clause's other sentences that still state the replaced
 * position are deleted with it, namely those that state the replaced cap (the old cap beside the new one, "Nothing in
 * this Section limits Client's liability" after a mutual cap) and, for a check of any kind, a sentence the review cited
 * as the issue's evidence that grants the party the new language gives a right (permissionHolder) that right again,
 * in terms the check, reading the sentence alone, finds unacceptable (an unlimited inspection right left before the
 * limited audit that replaced the cost sentence beside it). Sentences on other matters stay, and so do cited ones that
 * are no such grant (a definition of the term, a back-up exception, the other party's right). Null when such a
 * sentence cannot go (an edit already there).
 */
function cohere(ctx: DocContext, f: RedlineFinding, edits: TextEdit[], free: (e: TextEdit) => boolean): TextEdit[] | null {
  const out = [...edits];
  const cited = new Set(f.ev.sentenceIdx);
  const holder = permissionHolder(edits.map((e) => e.insert).join(' '));
  const regrants = (i: number, words: string) => holder !== null && cited.has(i) && grantsPermissionTo(holder, words) && evaluateCheck(f.check, transientContext(words), false).position === 'unacceptable';
  // the language gives one side ownership of what is made under the agreement: a sentence that gives the other side
  // ownership of work it makes under it says the opposite (not its pre-existing materials or tools)
  const owners = ownersIn(edits.map((e) => e.insert).join(' '), ctx.lex);
  const ownsOpposite = (words: string) => owners.size === 1 && !owners.has('both') && MADE_UNDER_RE.test(words) && !OWN_MATERIALS_RE.test(words)
    && [...ownersIn(words, ctx.lex)].some((r) => r !== 'both' && !owners.has(r));
  const touched = (a: number, b: number) => out.some((e) => e.start < b && a < e.end);
  const restated = siblingRestates(ctx, f, edits);
  for (const c of ctx.clauses.filter((x) => edits.some((e) => x.start <= e.start && e.start < x.end))) {
    for (let i = 0; i < ctx.sentences.length; i++) {
      const sen = ctx.sentences[i];
      if (sen.start < c.start || sen.end > c.end || touched(sen.start, sen.end)) continue;
      const s = afterLabel(ctx, sen.start, sen.end);
      const words = ctx.plain.slice(s, sen.end).trim();
      if (!/[a-z]{3,}/i.test(words)) continue;
      if (!statesReplacedPosition(f.check, words) && !regrants(i, words) && !ownsOpposite(words)) {
        // (a sibling that only restates the term goes when it can, and stays when it cannot)
        const cut = restated(words) ? sentenceDeletion(ctx, [s, trimEnd(ctx.plain, s, sen.end)], false, touched) : null;
        if (cut && !cut.insert && free(cut) && !touched(cut.start, cut.end)) out.push(cut);
        continue;
      }
      const cut = sentenceDeletion(ctx, [s, trimEnd(ctx.plain, s, sen.end)], false, touched);
      if (!cut || !free(cut) || touched(cut.start, cut.end) || cut.insert) return null;
      out.push(cut);
    }
  }
  return withDependants(ctx, out, free);
}

/**
 * Whether a sibling sentence of the clause a rewrite changes states again, in figures of its own, a term the rewrite's
 * language states (redline-siblings.ts `restatesTerm`): the audit "on five (5) business days' notice" beside the new
 * audit on thirty days' notice, "Any such increase shall not exceed 12%" beside the new cap of 5%. The sibling is on
 * the language's matter when the check reads it (its topic) or when it refers back to the act the rewrite replaced
 * ("Such increase ...", redline-dependants.ts).
 */
function siblingRestates(ctx: DocContext, f: RedlineFinding, edits: TextEdit[]): (words: string) => boolean {
  const language = edits.map((e) => e.insert).join(' ').trim();
  if (!language) return () => false;
  const replaced = readStruck(edits.filter((e) => e.insert.trim() && e.end > e.start).map((e) => ctx.plain.slice(e.start, e.end)).join(' '));
  const sameSubject = (words: string) => (!!replaced && !!dependence(words, [replaced])) || evaluateCheck(f.check, transientContext(words), false).outcome !== 'not_mentioned';
  // (a notice of the act replaced given after it, "Provider will notify Customer after the suspension", beside language
  // that asks for notice before it: the language's notice, with its own exception where notice first is impracticable)
  return (words) => restatesTerm(language, words, sameSubject) || afterNoticeOf(language, words);
}

/**
 * Whether `words` give notice of the act `language` governs only after it ("Provider will notify Customer after the
 * suspension", "shall inform the Customer as soon as practicable after suspending access") where the language asks for
 * notice before it: the language's notice stands, with its own exception where notice first is impracticable.
 */
function afterNoticeOf(language: string, words: string): boolean {
  if (!asksPriorNotice(language)) return false;
  const act = readStruck(language);
  return !!act && noticeAfterAct(words, act);
}

/**
 * The sides a text gives ownership to: the subject of "owns", "shall own", "retains (all) right, title and interest
 * in", "retains ownership of"; the party after "the property of", "vests in", "belong(s) to", "owned by". Only parties
 * the role lexicon places.
 */
const OWNER_SUBJECT_RE = /([^.;]{0,80}?)\b(?:(?:shall|will)\s+(?:own|retain\s+(?:ownership|(?:all\s+)?(?:right|title)))|owns|retains?\s+(?:sole\s+|exclusive\s+)?(?:ownership|(?:all\s+)?(?:right|title)))\b/gi;
const OWNER_OBJECT_RE = /\b(?:the\s+(?:sole\s+|exclusive\s+)?property\s+of|vests?\s+(?:absolutely\s+)?in|belongs?\s+to|belong\s+to|owned\s+(?:solely\s+|exclusively\s+)?by)\s+((?:the\s+)?[\w&.-]+(?:\s+[\w&.-]+)?)/gi;
function ownersIn(text: string, lex: DocContext['lex']): Set<Role> {
  const out = new Set<Role>();
  for (const m of text.matchAll(OWNER_SUBJECT_RE)) {
    const r = roleIn(m[1].split(/[,:]/).pop() ?? '', lex);
    if (r) out.add(r);
  }
  for (const m of text.matchAll(OWNER_OBJECT_RE)) {
    const r = roleIn(m[1], lex);
    if (r) out.add(r);
  }
  return out;
}
/** Work made under the agreement: created, produced, developed or prepared in performing it, under it or in the course of the services; deliverables, work product. */
const MADE_UNDER_RE = /\b(?:creat|produc|develop|prepar|made|writ|generat|conceiv)\w*\b[^.;]{0,80}?\b(?:in\s+(?:performing|the\s+(?:course|performance)\s+of|connection\s+with)|under|pursuant\s+to|during|for\s+(?:the\s+)?(?:customer|client|company))\b|\b(?:deliverables?|work\s+product)\b/i;
/** A party's own materials: pre-existing, background, made independently or before the agreement, its own tools. */
const OWN_MATERIALS_RE = /\b(?:pre-?existing|background|independently|prior\s+to\s+(?:the|this)|before\s+the\s+(?:effective|commencement)|its\s+own\s+(?:tools|software|materials|methodolog\w*))\b/i;

/**
 * Edits with the deletion of each later sentence of the same clause that only makes sense with a sentence they strike
 * or replace (redline-dependants.ts): "Any increase shall take effect ..." after a struck "Halvorsen may increase its
 * Charges ...", "Such notice ...", "In that event ...", the items of a list the struck words lead in to. A sentence that
 * points at the one just before goes only when that one is struck too; one whose subject names the struck act or
 * thing goes when no kept sentence between names it again, and none that the new language names. A dependent sentence
 * that keeps a duty or liability of its own stays. Sentences that cannot go (an edit there already) are left.
 */
function withDependants(ctx: DocContext, edits: TextEdit[], free: (e: TextEdit) => boolean): TextEdit[] {
  const strikes = edits.filter((e) => e.end > e.start);
  if (!strikes.length) return edits;
  const out = [...edits];
  const touched = (a: number, b: number) => out.some((e) => e.start < b && a < e.end);
  const done = new Set<string>();
  for (const strike of strikes) {
    const clause = clauseAt(ctx.clauses, strike.start, true);
    if (!clause || done.has(`${clause.id}:${strike.start}`)) continue;
    done.add(`${clause.id}:${strike.start}`);
    const first = readStruck(ctx.plain.slice(strike.start, strike.end));
    if (!first) continue;
    const struck: Struck[] = [first];
    // (the new language written in this clause, which a later sentence may refer to instead)
    const inserted = edits.filter((e) => e.start >= clause.start && e.start <= clause.end).map((e) => e.insert).join(' ').toLowerCase();
    // whether the sentence just before the one read is struck; the words of the kept sentences read since
    let prevStruck = true;
    let keptWords = '';
    // (from the first sentence that starts at or after the strike's end and inside the clause: the sentences are in order)
    const from = Math.max(strike.end - 1, clause.start);
    let lo = 0;
    for (let hi = ctx.sentences.length; lo < hi;) {
      const mid = (lo + hi) >> 1;
      if (ctx.sentences[mid].start < from) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < ctx.sentences.length; i++) {
      const sen = ctx.sentences[i];
      if (sen.start >= clause.end) break;
      if (touched(sen.start, sen.end)) {
        // a sentence another edit of this redline struck whole counts as struck
        prevStruck = out.some((e) => e.start <= afterLabel(ctx, sen.start, sen.end) && e.end >= trimEnd(ctx.plain, sen.start, sen.end) - 1);
        continue;
      }
      const s = afterLabel(ctx, sen.start, sen.end);
      const e = trimEnd(ctx.plain, s, sen.end);
      const words = ctx.plain.slice(s, e);
      const dep = /[a-z]{3,}/i.test(words) ? dependence(words, struck) : null;
      const goes = !!dep && (dep.kind === 'adjacent' ? prevStruck : !!dep.noun && !new RegExp(`\\b${escapeRegExp(dep.noun)}`, 'i').test(keptWords) && !new RegExp(`\\b${escapeRegExp(dep.noun)}`).test(inserted)) && (dep.purpose || !standsAlone(words));
      let cut = goes ? sentenceDeletion(ctx, [s, e], false, touched) : null;
      // (the last sentence of its clause goes with the space before it, which a strike just before may have taken)
      const upTo = cut ? Math.max(cut.start, ...out.filter((x) => x.start < cut!.start + 1 && x.end > cut!.start).map((x) => x.end)) : 0;
      if (cut && upTo > cut.start && upTo <= s && !/\S/.test(ctx.plain.slice(cut.start, upTo))) cut = { ...cut, start: upTo };
      if (cut && !cut.insert && free(cut) && !touched(cut.start, cut.end)) {
        out.push(cut);
        const more = readStruck(words);
        if (more) struck.push(more);
        prevStruck = true;
      } else {
        prevStruck = false;
        keptWords += ` ${words}`;
      }
    }
    // the clause's last sentences struck: they go with the space before them (the clause then ends where the kept or new
    // words end), the cuts of one run made one
    const cEnd0 = trimEnd(ctx.plain, clause.start, clause.end);
    const tailCuts = out.filter((x) => !edits.includes(x) && x.start >= clause.start && x.end <= clause.end).sort((a, b) => a.start - b.start);
    const last = tailCuts[tailCuts.length - 1];
    if (last && last.end >= cEnd0) {
      let k = tailCuts.length - 1;
      while (k > 0 && tailCuts[k - 1].end === tailCuts[k].start) k--;
      let from = tailCuts[k].start;
      while (from > clause.start && isWhitespace(ctx.plain.charCodeAt(from - 1)) && !out.some((x) => x.start < from && from - 1 < x.end)) from--;
      const merged: TextEdit = { start: from, end: last.end, insert: '' };
      const run = tailCuts.slice(k);
      out.splice(0, out.length, ...out.filter((x) => !run.includes(x)), merged);
    }
    // a clause left with no words (an override struck with all that depended on it, or its sentences struck one round
    // after another) keeps its number as "[Reserved.]", as a clause struck whole does
    const mine = out.filter((e) => e.start >= clause.start && e.end <= clause.end);
    if (mine.length && mine.every((e) => !e.insert.trim())) {
      const cEnd = trimEnd(ctx.plain, clause.start, clause.end);
      const body = afterLabel(ctx, clause.start, cEnd);
      const rest = applyEdits(ctx.plain.slice(body, cEnd), mine.filter((e) => e.end > body && e.start < cEnd).map((e) => ({ ...e, start: Math.max(e.start, body) - body, end: Math.min(e.end, cEnd) - body })));
      const others = out.filter((e) => !mine.includes(e));
      const whole = /[a-z]{2,}/i.test(rest) ? null : sentenceDeletion(ctx, [body, cEnd], false, (a, b) => others.some((e) => e.start < b && a < e.end));
      if (whole && free(whole) && mine.every((e) => e.end <= whole.end && (e.start >= whole.start || !/\S/.test(ctx.plain.slice(e.start, whole.start))))) out.splice(0, out.length, ...others, whole);
    }
  }
  return out;
}

/**
 * A sentence that joins two statements ("shall continue for an initial period of five (5) years and shall thereafter
 * renew automatically ...", "... three (3) years, after which it renews automatically", ", whereupon it shall renew"):
 * where the second begins, when the first, read alone, says nothing the check reads.
 * Rewriting from there keeps the first (the initial term) and replaces only the second.
 */
/** The next item's label after a semicolon: "(iv) ", "(b) ", "(B) ", "(2) ". */
const NEXT_ITEM = String.raw`\((?:${ROMAN}|[a-zA-Z]|\d{1,2})\)\s`;
const JOIN_RE = new RegExp(String.raw`,?\s+and\s+(?=(?:shall|will|may|must|is|are|does|thereafter|then|after\s+that|automatically)\b)|,\s+(?=(?:after|following|upon|on)\s+(?:which|the\s+expiry\s+of\s+which)\b|whereupon\b|thereafter\b)|;\s+(?!and\b|or\b|${NEXT_ITEM})`, 'g');

/**
 * Where a sentence's statements meet: ", and" or "and" before a new subject and its verb ("... from the Effective Date
 * and Customer may not terminate it ..."), a proviso or saving (", save that", ", except that", ", provided that", ",
 * but"), a semicolon.
 */
const PART_RE = new RegExp(String.raw`,?\s+(?:and|but)\s+(?=(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?\s+(?:may|shall|will|must|can|cannot|is|are|has|have|agrees?)\b)|,\s+(?:save|except|provided|but)(?:\s+(?:that|where|always))?(?=\s)|;\s+(?!(?:and\s+|or\s+|and\/or\s+)?${NEXT_ITEM})`, 'g');

/**
 * The words of a sentence of several statements that refuse what the check asks (the check, reading them alone, finds
 * them unacceptable), with the separator before them, as an edit that strikes them; null when the sentence is one
 * statement, or what would remain says nothing (then the sentence is rewritten whole).
 */
function refusingPart(check: PlaybookCheck, plain: string, s: number, e: number): TextEdit | null {
  const t = plain.slice(s, e).replace(/[.;]\s*$/, '');
  const cuts = [...t.matchAll(PART_RE)].map((m) => ({ at: m.index!, words: m.index! + m[0].length, proviso: /^,\s+(?:save|except|provided|but)\b(?!\s+(?:the\s+)?[A-Z])/i.test(m[0]) }));
  if (!cuts.length) return null;
  const bounds = [{ at: 0, words: 0, proviso: false }, ...cuts, { at: t.length, words: t.length, proviso: false }];
  // (a later statement; the first only where a semicolon ends it and the next has a subject and verb of its own, "...
  // during the Initial Term; either party may terminate ...": elsewhere the first carries the sentence's subject, and
  // what follows may refer back to it)
  const own = (k: number) => k > 0 || (!cuts[0].proviso && /^(?:the\s+|either\s+|each\s+|any\s+|neither\s+)?[\w'’-]+(?:\s+[\w'’-]+)?\s+(?:may|shall|will|must|can|is|are|has|have)\b/i.test(t.slice(bounds[1].words)));
  for (let k = 0; k < bounds.length - 1; k++) {
    if (!own(k)) continue;
    const part = t.slice(bounds[k].words, bounds[k + 1].at);
    if (part.split(/\s+/).length < 4) continue;
    const part1 = part.charAt(0).toUpperCase() + part.slice(1);
    if (evaluateCheck(check, transientContext(`${part1}.`), false).position !== 'unacceptable') continue;
    // a later one goes with the separator before it; the first with the one after it, the next word capitalised
    const [a, b] = k ? [bounds[k].at, bounds[k + 1].at] : [0, bounds[1].words + 1];
    const rest = (t.slice(0, a) + t.slice(b)).trim();
    // what remains is a statement of its own (a subject and a verb), not a fragment
    if (rest.split(/\s+/).length < 6 || !/\b(?:may|shall|will|must|is|are|has|have|continues?|commences?|runs?)\b/.test(rest)) continue;
    return { start: s + a, end: s + b, insert: k ? '' : t.charAt(b - 1).toUpperCase() };
  }
  return null;
}

function keptHead(check: PlaybookCheck, plain: string, s: number, e: number): number | null {
  const t = plain.slice(s, e);
  for (const m of t.matchAll(JOIN_RE)) {
    const head = t.slice(0, m.index);
    if (head.split(/\s+/).length < 5 || !/\b(?:shall|will|may|must|is|are|continues?|commences?|begins?|remains?)\b/.test(head)) continue;
    // a restriction is kept only with its sentence ("shall not develop a similar platform and will not compete ..."
    // is one non-compete, though the check's words read only its second half)
    if (/\b(?:shall|will|may|must|can)\s+not\b|\bcannot\b|\b(?:shall|will)\s+(?:never|refrain)\b/i.test(head)) continue;
    // the kept statement says nothing the check reads (an initial term for a renewal check), not a milder form of it
    // ("EIT's liability will be limited to the contract value" kept before a mutual cap would be two caps again)
    const ev = evaluateCheck(check, transientContext(`${head}.`), false);
    if (ev.outcome === 'not_mentioned' && ev.position !== 'unacceptable') return s + m.index!;
  }
  return null;
}

/** Whether clauses come in order of start and of end (a segmentation's do): then clauseAt searches them by halves. */
const clausesInOrder = new WeakMap<Clause[], boolean>();

/**
 * The first clause that holds `pos` (`c.start <= pos`, and `pos <= c.end`, or `pos < c.end` when `endExclusive`): what
 * `clauses.find` gives, found by binary search when the clauses are in order (the clauses holding a position are then
 * a run: those starting at or before it and ending at or after it), else by `find`.
 */
function clauseAt(clauses: Clause[], pos: number, endExclusive = false): Clause | undefined {
  let ordered = clausesInOrder.get(clauses);
  if (ordered === undefined) {
    ordered = clauses.every((c, i) => i === 0 || (clauses[i - 1].start <= c.start && clauses[i - 1].end <= c.end));
    clausesInOrder.set(clauses, ordered);
  }
  const holds = (c: Clause) => c.start <= pos && (endExclusive ? pos < c.end : pos <= c.end);
  if (!ordered) return clauses.find(holds);
  // the first clause ending at or after pos (after it, when exclusive)
  let lo = 0;
  let hi = clauses.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (endExclusive ? clauses[mid].end > pos : clauses[mid].end >= pos) hi = mid;
    else lo = mid + 1;
  }
  return lo < clauses.length && holds(clauses[lo]) ? clauses[lo] : undefined;
}

/**
 * The length of a clause heading at the start of a text, with the white space and stop around it, as
 * `^\s*<heading>\s*[.:—–-]?\s*` matches it; -1 when the text does not open with the heading. Read by hand: a pattern
 * per heading would be compiled for every heading of every contract (a heading that opens with white space, which
 * the pattern's first `\s*` reads differently, is left to the pattern).
 */
function headingAtStart(text: string, h: string): number {
  if (!h || isReSpaceCode(h.charCodeAt(0))) {
    const m = new RegExp(`^\\s*${escapeRegExp(h)}\\s*[.:—–-]?\\s*`).exec(text);
    return m ? m[0].length : -1;
  }
  let i = 0;
  while (i < text.length && isReSpaceCode(text.charCodeAt(i))) i++;
  if (!text.startsWith(h, i)) return -1;
  i += h.length;
  while (i < text.length && isReSpaceCode(text.charCodeAt(i))) i++;
  const c = text.charCodeAt(i);
  if (c === 46 || c === 58 || c === 0x2014 || c === 0x2013 || c === 45) i++;
  while (i < text.length && isReSpaceCode(text.charCodeAt(i))) i++;
  return i;
}

/** White space as a regular expression's `\s` reads it. */
function isReSpaceCode(c: number): boolean {
  return (c >= 9 && c <= 13) || c === 32 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** The start of a sentence's words: after its clause's number and heading when it opens the clause. */
function afterLabel(ctx: DocContext, s: number, e: number): number {
  const clause = clauseAt(ctx.clauses, s);
  let at = s;
  const m = LABEL_RE.exec(ctx.plain.slice(at, Math.min(e, at + 40))) ?? /^[ \t]*\(?[a-zA-Z0-9]{1,4}[.)][ \t]+/.exec(ctx.plain.slice(at, Math.min(e, at + 12)));
  if (m && (!clause || clause.start === s || /^\s*(?:section|clause|\d)/i.test(m[0]))) at += m[0].length;
  // a run-in heading of capitals, with or without its label, mid-clause ("B. MAINTAINING CONFIDENTIALITY: The ...")
  else {
    const run = RUN_IN_CAPS_RE.exec(ctx.plain.slice(at, Math.min(e, at + 90)));
    if (run && at + run[0].length < e) at += run[0].length;
  }
  const h = clause?.heading;
  if (h) {
    const n = headingAtStart(ctx.plain.slice(at, Math.min(e, at + h.length + 8)), h);
    if (n >= 0) at += n;
  }
  // a heading line of capitals, set off by a blank line, that the sentence begins with ("LIMITATION OF LIABILITY")
  const line = HEADING_LINE_RE.exec(ctx.plain.slice(at, Math.min(e, at + 120)));
  if (line && at + line[0].length < e) at += line[0].length;
  // a heading on its own line right above the sentence, in any case ("Personal data breaches"): it is no part of it
  else if (at > s || (clause && clause.start === s)) at += headingLine(ctx.plain.slice(at, Math.min(e, at + 100)));
  // the label of a row of particulars stays ("Renewal pricing: ..."): what is rewritten is its value
  const value = rowValueStart(ctx.plain.slice(at, e));
  if (value > 0) at += value;
  return at < e ? at : s;
}

/** A short line of a few capitalised or lower-case words, no sentence (no verb of obligation, no full stop), above a line that opens a sentence. */
const SHORT_HEADING_RE = /^[ \t]*((?:[A-Z][\w'’&/-]*|\(?[a-z][\w'’&/-]*\)?)(?:[ \t]+(?:[A-Za-z][\w'’&/-]*|\([a-z]+\))){0,7})[ \t]*\n(?=[ \t]*(?:["“(]?[A-Z]|\d))/;
const NOT_HEADING_RE = /\b(?:shall|will|may|must|is|are|was|were|has|have|agrees?|means|includes?|acknowledges?|undertakes?|warrants?|represents?|confirms?|certif(?:y|ies))\b|\b(?:that|the|a|an|of|to|and|or|in|for|by|with|which|as|on|at|its|their|any|all|each|such)$/i;

/** The length of a heading line that text opens with (SHORT_HEADING_RE), else 0. */
function headingLine(text: string): number {
  const m = SHORT_HEADING_RE.exec(text);
  if (!m || m[1].length > 60 || NOT_HEADING_RE.test(m[1])) return 0;
  return m[0].length;
}

const RUN_IN_CAPS_RE = /^[ \t]*(?:\(?[A-Za-z0-9]{1,4}[.)][ \t]+)?[A-Z][A-Z0-9&'’()/-]+(?:[ \t]+[A-Z0-9&'’()/-]+){0,6}[ \t]*[:.][ \t]+(?=["“(]?[A-Z])/;
const HEADING_LINE_RE = /^[ \t]*(?:\d{1,3}(?:\.\d{1,3})*\.?[ \t]+)?[A-Z][A-Z0-9 ,&'’()/-]{2,80}[ \t]*\n[ \t]*\n\s*/;

/**
 * A cut, with the sentences of the check's language that give what the clause still lacks after it (the check's
 * `lacks`, read over the clause with the cut made): added after the sentence cut, so that the redline that strikes the
 * adverse words also writes in the statement of costs the clause has none of. The cut alone where nothing is lacking.
 */
function lackingLanguage(ctx: DocContext, check: PlaybookCheck, s: number, eWords: number, cut: TextEdit, language: string): TextEdit[] {
  const lacks = check.detection?.lacks;
  const clause = clauseAt(ctx.clauses, s);
  if (!lacks?.length || !clause) return [cut];
  const after = ctx.plain.slice(clause.start, cut.start) + cut.insert + ctx.plain.slice(cut.end, clause.end);
  const sentences = language.split(/(?<=[.;])\s+(?=[A-Z])/);
  const add: string[] = [];
  for (const l of lacks) {
    const re = new RegExp(l.pattern, 'i');
    if (re.test(after)) continue;
    const x = sentences.find((t) => re.test(t));
    if (x && !add.includes(x)) add.push(x);
  }
  if (!add.length) return [cut];
  const words = ` ${add.join(' ')}`;
  // (a cut that runs to the sentence's end takes the words itself)
  return cut.end >= eWords ? [{ ...cut, insert: `${cut.insert}${words}` }] : [cut, { start: eWords, end: eWords, insert: words }];
}

/**
 * A cut that leaves the sentence no longer contradicting the check, judged on the sentence alone (cheap). Where the
 * playbook names what else the clause must have (`lacks`: a service charge's cap, its statement of costs), a cut that
 * leaves the sentence short of the preferred position is no fix: the language, which has them, goes in.
 */
function quickFix(check: PlaybookCheck, plain: string, s: number, e: number, cut: TextEdit): boolean {
  const sentence = plain.slice(s, cut.start) + plain.slice(cut.end, e);
  const ev = evaluateCheck(check, transientContext(sentence), false);
  if (check.detection?.lacks?.length && ev.position !== 'preferred') return false;
  return ev.outcome !== 'contradicted' && ev.position !== 'unacceptable' && ev.position !== 'missing';
}

/** The end of a sentence's words, before its trailing space. */
function trimEnd(text: string, s: number, e: number): number {
  while (e > s && isWhitespace(text.charCodeAt(e - 1))) e--;
  return e;
}

/** The language without its final full stop when the replaced sentence ends otherwise (";" in a list). */
/**
 * The length of a cross-reference that leads a sentence and qualifies all of it: "Subject to clause 10.1, ", "Except as
 * set forth in Section 9.3, ", "Without prejudice to clauses 12.1 and 12.2, ", "Save as provided in paragraph 4(b), ";
 * 0 when there is none (a condition in words, "Subject to payment of the Fees, ", is no cross-reference and goes with
 * the sentence).
 */
const LEADING_QUALIFIER_RE = /^(?:subject\s+to|without\s+prejudice\s+to|(?:except|save)\s+(?:as\s+(?:(?:otherwise\s+)?(?:provided|set\s+(?:out|forth)|stated|specified)|expressly\s+(?:provided|set\s+(?:out|forth)))\s+(?:in|under)|for|in\s+respect\s+of))\s+(?:the\s+provisions\s+of\s+)?(?:clauses?|sections?|paragraphs?|articles?|sub-?clauses?)\s+\d[\w.()]*(?:\s*(?:,|and|or|to|-|–)\s*\d[\w.()]*)*(?:\s*\([^)]{1,60}\))?(?:\s+(?:above|below|of\s+this\s+(?:agreement|licence|license|contract)))?\s*,\s*/i;
/**
 * Whether a sentence states another of a check's matters than its language: the check's topic is a list of matters
 * (the terms changed by one party; its prices changed by it), the sentence is read by some and the language by others
 * only, and the words of the sentence's matter are not the language's. A check of one matter never is.
 */
function otherMatter(check: PlaybookCheck, sentence: string, language: string): boolean {
  const res = topicPatterns(check);
  if (res.length < 2) return false;
  const of = (t: string) => res.map((r, i) => (r.test(t) ? i : -1)).filter((i) => i >= 0);
  const mine = of(sentence);
  const its = of(language);
  if (!mine.length || !its.length || mine.some((i) => its.includes(i))) return false;
  // (and the words that make the sentence's matter, in small letters, are not the language's: "may not terminate" is
  // the same matter as "may terminate for convenience" however the topic reads it)
  const stems = (t: string) => (t.match(/\b[a-z]{5,}\b/g) ?? []).map((w) => w.slice(0, 5));
  const said = new Set(stems(language));
  return !mine.some((i) => stems(res[i].exec(sentence)?.[0] ?? '').some((w) => said.has(w)));
}

function leadingQualifier(sentence: string): number {
  return LEADING_QUALIFIER_RE.exec(sentence)?.[0].length ?? 0;
}

/** The language as it reads after a kept qualifier: its opening word in small letters unless it is a name or defined term ("except for ...", "each party's ...", but "Customer may ..."). */
function afterQualifier(language: string, qualified: boolean): string {
  if (!qualified) return language;
  return language.replace(/^(?:Except|Each|Neither|Either|No|Nothing|All|The|Any|If|A|An|Where|Unless|Save|In)\b/, (w) => w.toLowerCase());
}

function stripFinal(language: string, sentence: string): string {
  const t = sentence.trimEnd();
  const end = t.slice(-1);
  if (end === ';' || end === ',') return language.replace(/\.$/, end);
  if (end !== '.' && /[a-z]$/.test(end)) return language.replace(/\.$/, '');
  return language;
}

/** A sentence of a context built on edited text, in the original text's offsets; null when it is edited text. */
/** Nothing but a clause's number and the space after it: "4.3 ", "(b) ", "12. ". */
const LABEL_ONLY_RE = /^\s*(?:(?:Section|Clause)\s+)?(?:\d{1,3}(?:\.\d{1,3})*\.?|\(?[a-z]{1,2}\)|\(?[ivx]{1,5}\))\s*$/i;
function originalSpan(cur: DocContext, idx: number, edits: TextEdit[]): [number, number] | null {
  const s = cur.sentences[idx];
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let shift = 0;
  let from: number | undefined;
  for (const e of sorted) {
    const newStart = e.start + shift;
    const newEnd = newStart + e.insert.length;
    if (newEnd <= s.start) shift += e.insert.length - (e.end - e.start);
    else if (newStart >= s.end) break;
    // a sentence struck after its clause's number leaves the number to the next one ("4.3 [struck.] Provider has no
    // obligation ..."): that one is the contract's own words after the deletion
    else if (!e.insert && from === undefined && LABEL_ONLY_RE.test(cur.plain.slice(s.start, newStart))) {
      from = e.end;
      shift -= e.end - e.start;
    } else return null; // the sentence is (partly) text we wrote
  }
  const lo = from ?? s.start - shift;
  const hi = s.end - shift;
  return lo >= 0 && hi > lo ? [lo, hi] : null;
}

// ---------------------------------------------------------------------------------------------
// Definitions a rewrite leaves without use

/** The defining words of a term: '"Residual Information" means|shall mean|has the meaning|refers to ...'. */
const defRe = (term: string) => new RegExp(String.raw`["“] *${escapeRegExp(term)} *["”]\s*(?:,\s*)?(?:shall\s+|will\s+)?(?:means?|has\s+the\s+meaning|refers?\s+to|includes?)\b`, 'g');
/** A definition in brackets inside a sentence: ' (the "Residuals")', ' (hereinafter "Residual Information")'. */
const inlineDefRe = (term: string) => new RegExp(String.raw`\s*\((?:the\s+|hereinafter(?:\s+the)?\s+|collectively,?\s+(?:the\s+)?)?["“] *${escapeRegExp(term)} *["”]\s*\)`, 'g');
/** A sentence that explains the definition before it. */
const EXPLAINS_DEFINITION_RE = /\b(?:this|such|that|the (?:foregoing|above|preceding)) definition\b|\bthe term ["“]/i;
/** How far (in characters) a definition may be from the redline's own text to be deleted in the same redline. */
const DEFINITION_REACH = 2500;

interface Orphan {
  /** The edit that deletes the definition. */
  edit: TextEdit;
  /** What the rationale says when it is deleted, and when it is left. */
  said: string;
  note: string;
}

/** A defined term's uses (global: callers set lastIndex), kept by term: every rewrite tries each of the contract's terms. */
const termUses = new Map<string, RegExp>();
function termUse(term: string): RegExp {
  let re = termUses.get(term);
  if (!re) {
    if (termUses.size >= 1024) termUses.clear();
    termUses.set(term, (re = new RegExp(String.raw`\b${escapeRegExp(term)}s?\b`, 'g')));
  }
  return re;
}

/**
 * The definitions that a rewrite leaves without any use: a term the deleted words used, defined elsewhere in the
 * contract, and used nowhere else once the edits are made. A definition near the edit (its own sentence, or its
 * bracket in a sentence that stays) is deleted with it; one further away is named in the rationale instead, so
 * that the redline stays one place of the contract.
 */
function orphanedDefinitions(ctx: DocContext, words: ContractWords, edits: TextEdit[], accepted: TextEdit[], free: (e: TextEdit) => boolean): { deleted: Orphan[]; notes: string[] } {
  const out = { deleted: [] as Orphan[], notes: [] as string[] };
  const removed = edits.filter((e) => e.end > e.start).map((e) => ctx.plain.slice(e.start, e.end)).join('\n');
  if (!removed) return out;
  const parties = new Set(ctx.keyTerms.parties.map((p) => p.defined_as).filter(Boolean));
  const lo = Math.min(...edits.map((e) => e.start));
  const hi = Math.max(...edits.map((e) => e.end));
  const touches = (a: number, b: number) => edits.some((e) => e.start < b && a < e.end) || accepted.some((e) => e.start < b && a < e.end);
  let edited: string | undefined;
  for (const term of words.defined) {
    if (term.length < 3 || parties.has(term) || term === words.self || /^(?:Agreement|Parties|Party)$/.test(term)) continue;
    const use = termUse(term);
    use.lastIndex = 0;
    if (!use.test(removed)) continue;
    // its definition, outside the edited words: a sentence of its own, or a bracket in a sentence that stays
    let span: [number, number] | null = null;
    let whole = false;
    let labelled = false;
    for (const m of ctx.plain.matchAll(defRe(term))) {
      const i = ctx.sentences.findIndex((x) => x.start <= m.index && m.index < x.end);
      if (i < 0) continue;
      const sn = ctx.sentences[i];
      if (touches(sn.start, sn.end)) continue;
      // with the sentences after it that explain it ("For purposes of this definition, ...", 'the term "control" ...')
      let k = i;
      while (k + 1 < ctx.sentences.length && EXPLAINS_DEFINITION_RE.test(ctx.sentenceText[k + 1]) && !ITEM_START_RE.test(ctx.sentenceText[k + 1]) && !touches(ctx.sentences[k + 1].start, ctx.sentences[k + 1].end)) k++;
      span = [afterLabel(ctx, sn.start, sn.end), trimEnd(ctx.plain, sn.start, ctx.sentences[k].end)];
      labelled = /\S/.test(ctx.plain.slice(sn.start, span[0]));
      whole = true;
      break;
    }
    if (!span) {
      for (const m of ctx.plain.matchAll(inlineDefRe(term))) {
        if (touches(m.index, m.index + m[0].length)) continue;
        span = [m.index, m.index + m[0].length];
        break;
      }
    }
    if (!span) continue;
    // used nowhere else once the edits are made (the definition's own words aside)
    edited ??= applyEdits(ctx.plain, [...accepted, ...edits]);
    const uses = (edited.match(use) ?? []).length - (ctx.plain.slice(span[0], span[1]).match(use) ?? []).length;
    if (uses > 0) continue;
    const clause = ctx.clauses.find((c) => c.start <= span![0] && span![0] < c.end);
    const where = clause && clause.section && !/^¶/.test(clause.section) ? ` (section ${clause.section})` : '';
    const near = Math.max(hi, span[1]) - Math.min(lo, span[0]) <= DEFINITION_REACH + (hi - lo);
    const edit = whole ? sentenceDeletion(ctx, span, labelled, touches) : { start: span[0], end: span[1], insert: '' };
    if (!near || !edit || !free(edit) || touches(edit.start, edit.end)) {
      out.notes.push(`The definition of "${term}"${where} is no longer used once this change is made; delete it with this change.`);
      continue;
    }
    out.deleted.push({ edit, said: `The definition of "${term}"${where} goes too: nothing else uses it.`, note: `The definition of "${term}"${where} is no longer used once this change is made; delete it with this change.` });
  }
  return out;
}

/**
 * A rewrite's edits with the deletions of the definitions it leaves without use, when the issue is still resolved
 * with them, and what the rationale says of them.
 */
function withUnusedDefinitions(ctx: DocContext, words: ContractWords, f: RedlineFinding, edits: TextEdit[], accepted: TextEdit[], free: (e: TextEdit) => boolean, resolve: Resolve): { edits: TextEdit[]; notes: string[] } {
  const { deleted, notes } = orphanedDefinitions(ctx, words, edits, accepted, free);
  if (!deleted.length) return { edits, notes };
  const all = [...edits, ...deleted.map((d) => d.edit)];
  if (resolve(f, [...accepted, ...all]).ok) return { edits: all, notes: [...notes, ...deleted.map((d) => d.said)] };
  return { edits, notes: [...notes, ...deleted.map((d) => d.note)] };
}

/**
 * Deleting a definition's sentence [s, e): with the white space that separates it from the next sentence (or from
 * the one before, when it ends its clause); one that is a numbered item of its own (`labelled`) keeps its number and
 * reads "[Reserved.]". A definition that opens a clause the edits leave alone takes the clause (`takesClause`; any
 * sentence that is all its clause does): a numbered clause keeps its number and reads "[Reserved.]" (no number moves);
 * an unnumbered one goes with the white space after it.
 */
function sentenceDeletion(ctx: DocContext, [s, end]: [number, number], labelled: boolean, touches: (a: number, b: number) => boolean, takesClause = true): TextEdit | null {
  const text = ctx.plain;
  let e = end;
  const clause = ctx.clauses.find((c) => c.start <= s && s < c.end);
  if (!clause) return null;
  const cEnd = trimEnd(text, clause.start, clause.end);
  const label = LABEL_RE.exec(text.slice(clause.start, clause.start + 40)) ?? /^[ \t]*\(?[a-zA-Z0-9]{1,4}[.)][ \t]+/.exec(text.slice(clause.start, clause.start + 12));
  const bodyStart = clause.start + (label?.[0].length ?? 0);
  // a definition that opens its clause: the clause's further sentences explain it ("For the purposes of this
  // definition, ..."), so the whole clause goes, unless the edit itself is in it
  if (afterLabel(ctx, clause.start, cEnd) >= s && (e >= cEnd || (takesClause && !touches(clause.start, cEnd)))) {
    e = cEnd;
    if (label) return { start: bodyStart, end: e, insert: '[Reserved.]' };
    let next = cEnd;
    while (next < text.length && isWhitespace(text.charCodeAt(next))) next++;
    return { start: clause.start, end: next, insert: '' };
  }
  const itemEnds = e >= cEnd || LABEL_RE.test(text.slice(e, e + 40).replace(/^\s+/, ' ')) || ITEM_START_RE.test(text.slice(e, e + 12));
  // the whole body of a numbered item with a run-in heading, in a clause read as one ("3.3 Competing Lines. Distributor
  // shall not ... 3.4 Records. ..."): the heading goes too, its number stays, so that no heading is left without a body
  const head = itemEnds ? ORPHAN_HEADING_RE.exec(text.slice(Math.max(clause.start, s - 90), s)) : null;
  if (head && !touches(s - head[2].length, s)) return { start: s - head[2].length, end: e, insert: '[Reserved.]' };
  // a numbered item of its own inside a clause read as one ("1.2. "Affiliate" means ... 1.3. ..."): its number stays
  if (labelled && itemEnds) return { start: s, end: e, insert: '[Reserved.]' };
  let after = e;
  while (after < cEnd && isWhitespace(text.charCodeAt(after))) after++;
  if (after < cEnd) return { start: s, end: after, insert: '' };
  let before = s;
  while (before > bodyStart && isWhitespace(text.charCodeAt(before - 1))) before--;
  return { start: before, end: e, insert: '' };
}

/** A number (group 1) and a run-in heading after it (group 2) that end a text: " 3.3 Competing Lines. ", "(d) Exclusions from Indemnification. ". */
const ORPHAN_HEADING_RE = new RegExp(String.raw`(?:^|[\s.;:])((?:${SUB_CLAUSE_NUMBER}\.?|\d{1,3}\.|\([a-z]{1,2}\)|\([ivx]{1,5}\))[ \t]+)((?:[A-Z][\w'’&/-]*)(?:[ \t]+(?:[A-Z][\w'’&/-]*|of|and|the|for|to|on|in|or|from)){0,6}[.:][ \t]*(?:\n[ \t]*)?)$`);

/** A redline over the whole clauses that hold its edits. */
function toRedline(ctx: DocContext, id: string, f: RedlineFinding, edits: TextEdit[], notes: string[] = []): Redline | null {
  const lo = Math.min(...edits.map((e) => e.start));
  const hi = Math.max(...edits.map((e) => e.end));
  const clauses = ctx.clauses;
  const range = clauseRange(clauses, lo, hi);
  if (!range) return null;
  const [first, last] = range;
  const a = clauses[first].start;
  const b = Math.max(clauses[last].end, hi);
  const original = ctx.text.slice(a, b);
  const suggested = applyEdits(original, edits.map((e) => ({ start: e.start - a, end: e.end - a, insert: e.insert })));
  return {
    id,
    issue_id: f.issue.id,
    clause_id: clauses[first].id,
    original_text: original,
    suggested_text: suggested,
    operations: redlineOperations(original, suggested),
    rationale: [fitTermProse(positionStated(f.check), ctx.plain), ...notes].join(' '),
  };
}

/**
 * A rationale's position in the term structure the contract has, as fitTermStructure fits the language: where it never
 * speaks of an initial term, the part of the position about one goes ("Fees are fixed for the initial term; ..."), and
 * where it never speaks of renewal, "renewal increases" are increases and "on renewal" goes.
 */
function fitTermProse(s: string, plain: string): string {
  if (!/\b(?:initial\s+term|renewal)\b/i.test(s)) return s;
  const head = /^[^:]*:\s*/.exec(s)?.[0] ?? '';
  let body = s.slice(head.length);
  if (!/\binitial\s+(?:term|period)\b/i.test(plain)) {
    const parts = body.split(/(?<=[.;])\s+/);
    const kept = parts.filter((x) => !/\binitial\s+term\b/i.test(x));
    if (kept.length && kept.length < parts.length) body = kept.join(' ').replace(/^[a-z]/, (c) => c.toUpperCase());
  }
  if (!/\brenew/i.test(plain)) body = body.replace(/\brenewal\s+(increases?|rises?)\b/gi, '$1').replace(/,?\s+(?:on|upon|at)\s+renewal\b/gi, '');
  return `${head}${body.replace(/^[a-z]/, (c) => c.toUpperCase())}`;
}

/** The check's title and the position it prefers, the title once where the position only repeats it ("No residuals clause."). */
function positionStated(check: PlaybookCheck): string {
  const same = check.preferred_position.replace(/[.\s]+$/, '').toLowerCase() === check.title.toLowerCase();
  return same ? check.preferred_position : `${check.title}: ${check.preferred_position}`;
}

/** The clauses (first and last index) that text [lo, hi) lies in; an insertion at a clause's end belongs to that clause. */
function clauseRange(clauses: Clause[], lo: number, hi: number): [number, number] | null {
  let first = clauses.findIndex((c) => c.end >= lo && c.start <= lo);
  if (first < 0) first = clauses.findIndex((c) => c.start >= lo);
  if (first < 0) return null;
  if (lo === hi && first > 0 && clauses[first].start === lo) first--;
  let last = first;
  while (last + 1 < clauses.length && clauses[last].end < hi) last++;
  return [first, last];
}

/** Edits grouped by place, in text order: edits that change the same clause (or clauses that a longer edit spans) are one. */
function byPlace(clauses: Clause[], edits: TextEdit[]): TextEdit[][] {
  const ranged = edits.map((e) => ({ e, r: clauseRange(clauses, e.start, e.end) ?? [Infinity, Infinity] })).sort((x, y) => x.r[0] - y.r[0] || x.e.start - y.e.start);
  const groups: { edits: TextEdit[]; last: number }[] = [];
  for (const { e, r } of ranged) {
    const g = groups[groups.length - 1];
    if (g && r[0] <= g.last) {
      g.edits.push(e);
      g.last = Math.max(g.last, r[1]);
    } else groups.push({ edits: [e], last: r[1] });
  }
  return groups.map((g) => g.edits);
}

/** Where text at `s` is, for a rationale: its section ("section 8.2"), else its first words. */
function placeName(ctx: DocContext, s: number, e = s + 60): string {
  const clause = ctx.clauses.find((c) => c.start <= s && s <= c.end);
  if (clause?.section && !/^¶/.test(clause.section)) return `section ${clause.section}`;
  const t = ctx.plain.slice(s, e).trim();
  return `"${t.slice(0, 60)}${t.length > 60 ? ' ...' : ''}"`;
}
