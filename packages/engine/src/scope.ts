/**
 * Scope: reading a clause together with what modifies it.
 *
 * - Party roles. Who holds a right or carries an obligation: the customer side (customer, client,
 *   licensee, subscriber, buyer), the provider side (provider, supplier, vendor, licensor,
 *   contractor, consultant), or both ("each party", "either party", "neither party"). A party
 *   defined as a role ('Northwind Software Inc. ("Provider")') counts for it under its name too; a
 *   party known by its own name takes the side opposite its counterparty's role, or the side the
 *   text gives it (who supplies, grants and is paid against who pays, buys and distributes).
 * - Polarity. Whether a permission is negated ("may not", "in no event", "nothing in this
 *   Agreement permits", "is not entitled to").
 * - Overrides. Sentences anywhere in the document (schedules, special conditions, order forms) that
 *   disapply or delete a section ("Section 9 shall not apply", "the exclusions in 3.2 shall not
 *   apply", "Clause 12 is deleted") or remove an obligation "notwithstanding" what it says.
 */
import type { Clause, Party } from './types.js';
import escapeRegExp from 'escape-string-regexp';
import { CAP_DISAPPLIED, EXONERATION_RE } from './liability.js';
import type { TextMemo } from './memo.js';
import { RECORDED_DATA } from './playbooks/shared.js';

export type Role = 'customer' | 'provider' | 'both';
export type Side = 'customer' | 'provider';

const CUSTOMER_WORDS = ['customer', 'client', 'licensee', 'subscriber', 'buyer', 'purchaser', 'tenant', 'lessee', 'controller', 'employer'];
const PROVIDER_WORDS = ['provider', 'service provider', 'supplier', 'vendor', 'licensor', 'contractor', 'consultant', 'seller', 'landlord', 'lessor', 'processor', 'employee', 'agency'];
const BOTH_RE = /\b(?:each|either|neither|both|any) (?:party|parties)\b|\bthe parties\b|\bno party\b|\bparties['’]|\b(?:each|either|neither|both|any) of (?:us|our)\b|\b(?:you|we) (?:and|or|nor) (?:we|you|us)\b/i;

export interface RoleLexicon {
  customer: RegExp;
  provider: RegExp;
  /** The parties' own names ("Lucid", "ArTara") whose side is known, and the side of each (lower case); null when none. */
  named: RegExp | null;
  sideOfName: Map<string, Side>;
  /** Each party's side, in the order of the parties (partySides). */
  sides: (Side | null)[];
  /** The names of the parties whose side the contract does not tell (own names and defined terms); null when none. */
  unplaced: RegExp | null;
  /**
   * An NDA's sides by the parties' own names, where the document defines one party as the recipient and the other as
   * the discloser ('Northwind Software Ltd ("Northwind" or the "Recipient")'); null where it does not (a mutual NDA).
   */
  recipient?: RegExp | null;
  discloser?: RegExp | null;
}

function words(ws: string[]): string {
  return ws.map((w) => escapeRegExp(w).replace(/ /g, '\\s+')).join('|');
}

/**
 * Words that put a party on a side when the opening defines it by them ('X ("Distributor")'), beyond
 * the role words above. They are not read as roles wherever they occur in the text ("its agents",
 * "the manufacturer's warranty"), only as the defined name of a party.
 */
const CUSTOMER_DEFINED = ['distributor', 'reseller', 'dealer', 'agent', 'franchisee', 'sponsor', 'owner', 'charterer'];
const PROVIDER_DEFINED = ['manufacturer', 'producer', 'developer', 'executive', 'principal', 'manager', 'carrier'];

/** Role words also read as roles wherever they occur: the reselling side buys from the provider. */
const CUSTOMER_TEXT_WORDS = [...CUSTOMER_WORDS, 'distributor', 'reseller'];

/** The side a defined term names, if it is a role. "Company" is a side only against its counterpart (see partySides). */
function sideOfTerm(term: string): Side | null {
  return roleOfTerm(term)?.side ?? null;
}

/**
 * The side a defined term names and whether the name settles it: a role word ("Customer", "Licensor") does;
 * a defined-name role ("Distributor", "Agent") only when the text does not say otherwise.
 */
function roleOfTerm(term: string): { side: Side; firm: boolean } | null {
  const t = term.toLowerCase().replace(/^the\s+/, '');
  if (t === 'company') return null;
  if (CUSTOMER_WORDS.includes(t)) return { side: 'customer', firm: true };
  if (PROVIDER_WORDS.includes(t)) return { side: 'provider', firm: true };
  if (CUSTOMER_DEFINED.includes(t)) return { side: 'customer', firm: false };
  if (PROVIDER_DEFINED.includes(t)) return { side: 'provider', firm: false };
  return null;
}

/** The names a party goes by: its name without the company suffix, its first word when distinctive, its defined term. */
/**
 * Two-letter words and abbreviations a defined party name of two capitals must not be ("IT", "US", "OR", "AM": read
 * case-insensitively in the text, each would be taken for the party wherever the word stands).
 */
const TWO_LETTER_WORDS = new Set('AD AH AM AN AS AT AX BE BY DO EH GO HA HE HI HM IF IN IS IT LO ME MY NO OF OH OK ON OR OX PM SO TO UH UM UP US WE YE YO AI EU UK IP HR PR TV ID VS CO'.split(' '));
/** A party defined by two capitals ("FG", "AZ"), not an ordinary word or a common abbreviation. */
function twoCapitals(def: string): boolean {
  return def.length === 2 && /^[A-Z]{2}$/.test(def) && !TWO_LETTER_WORDS.has(def);
}

export function namesOf(party: Party): string[] {
  const name = party.name.replace(/[,.]?\s+(?:inc|llc|ltd|limited|corp|corporation|gmbh(?:\s*&\s*co\.?\s*kg)?|ag|kg|plc|as|asa|ab|oy|b\.?v|n\.?v|s\.?a|s\.?r\.?l|s\.?p\.?a|sarl|pty(?:\s+ltd)?|n\.a|l\.p|lp|co)\b\.?$/i, '').trim();
  const out: string[] = [];
  // a proper name: capitalised, or a brand written with a small first letter ("eGain")
  const proper = (w: string) => w.length >= 3 && (/^[A-Z]/.test(w) || /^[a-z]{1,2}[A-Z]/.test(w));
  if (proper(name)) {
    out.push(name);
    // "Northwind Software" is also called "Northwind"
    const first = name.split(/\s+/)[0];
    if (first.length >= 4 && first !== name && !/^(?:The|This|Each|Bank|First|National|United|American|General|Global|International)$/i.test(first)) out.push(first);
  }
  const def = (party.defined_as ?? '').replace(/^the\s+/i, '').trim();
  if ((proper(def) || twoCapitals(def)) && !out.includes(def)) out.push(def);
  // a party a form labels "Party A:" and the body calls so ("Party B shall provide Party A with ...")
  const label = /^party\s+([a-d])$/i.exec(party.role ?? '');
  if (label && !def) out.push(`Party ${label[1].toUpperCase()}`);
  return out;
}

/**
 * Every name the parties go by, in lower case: each party's full name, its defined term without "the" and what namesOf
 * reads (a first word, two capitals such as "FG"). The one party-name reader of the review and of `ask`, which keeps a
 * party's definition from lending its words to the sentences that name the party.
 */
export function partyNameSet(parties: readonly Party[]): Set<string> {
  const out = new Set<string>();
  for (const p of parties) {
    for (const n of [p.name, (p.defined_as ?? '').replace(/^the\s+/i, ''), ...namesOf(p)]) if (n.trim()) out.add(n.trim().toLowerCase());
  }
  return out;
}

/*
 * What a party does in the text, as its subject or object: a provider supplies, grants, licenses, lets,
 * leases or charters out, manufactures, invoices and is paid, engaged, hired or employed; a customer pays, purchases,
 * hires, employs, engages, distributes, resells, leases from and is supplied, granted or leased to ("retain" is read only as "wishes to
 * retain": a party that "shall retain" keeps something). What either side provides (notices,
 * reports, help: PAPERWORK) says nothing.
 */
const MODAL = String.raw`(?:shall|will|must|agrees? to|undertakes? to)\s+(?:(?:at all times|at its (?:own )?(?:cost|expense)|promptly|also|itself|directly|exclusively|hereby)\s+)?`;
/** What either side provides: notices, reports, help ("provide Supplier with a forecast", "deliver a copy"). */
const PAPERWORK = String.raw`\s+(?:to\s+)?(?:[\w-]+\s+){0,3}?(?:with|notices?|notifications?|reports?|information|assistance|cooperation|forecasts?|cop(?:y|ies)|evidence|statements?|certificates?|access|documentation|records?|drafts?|data|details|updates?|lists?)\b`;
const BE_A = String.raw`(?:is|will be|shall be|acts? as|as)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,4}?`;
const PROVIDER_SUBJECT = String.raw`(?:hereby\s+)?(?:grants?|licen[cs]es|appoints?|lets|supplies|sells|manufactures|invoices)\b|(?:(?:hereby\s+)?(?:leases|rents|demises|sub-?lets|subleases)|${MODAL}(?:lease|rent|demise|sub-?let|sublease))\b(?![^.;]{0,80}\bfrom\b)|(?:is|shall be|will be)\s+employed\s+by\b|${MODAL}(?:manufacture|supply|sell|invoice|let|charter\s+out)\b|['’]s\s+provision\s+of\b|${MODAL}(?:produce|provide|deliver|perform|render|host)\b(?!${PAPERWORK})|${BE_A}(?:manufacturer|producer|developer|supplier|provider|licensor|operator)\b|is\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,4}?owner\b`;
const CUSTOMER_SUBJECT = String.raw`${MODAL}(?:pay|purchase|buy|order|distribute|resell|hire|charter|engage|employ)\b(?!\s+(?:out|in)\b)|(?:hereby\s+)?employs\b|(?:(?:hereby\s+)?(?:leases|rents|takes|subleases)|${MODAL}(?:lease|rent|take|sublease))\b(?=[^.;]{0,80}\bfrom\b)|(?:hereby\s+)?engages\b(?!\s+in\b)|(?:wishes|desires|intends|wants)\s+to\s+(?:purchase|buy|obtain|acquire|distribute|resell|market|license|use|hire|charter|retain|engage)\b|${BE_A}(?:distributor|reseller|customer|purchaser|licensee|charterer)\b`;
const CUSTOMER_OBJECT = String.raw`(?:(?:grants?|licen[cs]es|appoints?|supply|supplies|sell|sells|provide|provides|deliver|delivers)\s+(?:to\s+)?|(?:leases?|lets?|rents?|demises?|sub-?lets?|subleases?)\s+(?:[\w-]+\s+){0,8}?to\s+|(?:is|shall be|will be)\s+employed\s+by\s+)(?:the\s+)?`;
const PROVIDER_OBJECT = String.raw`(?:pay|pays|(?:paid|payable|remitted)\s+to|(?:purchase[sd]?|buy|order(?:ed)?|hire[sd]?|charter(?:ed|s)?)\s+from|(?:lease[sd]?|rent(?:s|ed)?)\s+(?:[\w-]+\s+){0,8}?from|engages?|hires?|employs?)\s+(?:to\s+)?(?:the\s+)?`;

// (nor a name used as the product's: "provide the Bluepine appointment platform")
const NOT_THE_PARTY_RE = /^['’]?\s+(?:with\b|[A-Z][a-z]|(?:[a-z-]+\s+)?(?:platform|software|app|application|products?|system|technology|brand)\b)/;

const MIN_MARGIN = 2;

/** What a party does after its name (sticky: read at the end of a mention) and what is done to it before its name. */
const SUBJECT_RE = new RegExp(String.raw`\s+(?:(${PROVIDER_SUBJECT})|${CUSTOMER_SUBJECT})`, 'iy');
const OBJECT_RE = new RegExp(String.raw`\b(?:(${CUSTOMER_OBJECT})|${PROVIDER_OBJECT})$`, 'i');

/**
 * A case-insensitive global regular expression of a source, kept by the source (the role and name patterns of a
 * document are asked for again by every sentence and every context built from it). Callers set `lastIndex` first.
 */
const globalRes = new Map<string, RegExp>();
function globalOf(source: string): RegExp {
  let re = globalRes.get(source);
  if (!re) {
    if (globalRes.size >= 256) globalRes.clear();
    globalRes.set(source, (re = new RegExp(source, 'gi')));
  }
  return re;
}

/**
 * A lexicon's pattern, kept by its source and flags: the contexts built to verify a document's redlines read the same
 * parties, and a pattern compiled once runs as machine code from then on (a new one starts in V8's interpreter).
 * Only `named` is global; its users (`String.prototype.replace`) start it at 0.
 */
const keptRes = new Map<string, RegExp>();
function keptRegExp(source: string, flags: string): RegExp {
  const key = `${flags}/${source}`;
  let re = keptRes.get(key);
  if (!re) {
    if (keptRes.size >= 256) keptRes.clear();
    keptRes.set(key, (re = new RegExp(source, flags)));
  }
  return re;
}

/** The last match of `source` in `s` (case-insensitive), as `[...s.matchAll(new RegExp(source, 'gi'))].pop()` gives it. */
function lastMatch(source: string, s: string): RegExpExecArray | undefined {
  const re = globalOf(source);
  re.lastIndex = 0;
  let last: RegExpExecArray | undefined;
  for (let m: RegExpExecArray | null; (m = re.exec(s)); ) {
    last = m;
    if (m[0] === '') re.lastIndex++;
  }
  return last;
}

/**
 * How strongly the text puts a party on the provider side (positive) or the customer side (negative):
 * at each mention of its names, what it does (the words after) or what is done to it (the words just before).
 * `cues`, when given, collects the words read ("Owner will invoice", "pay to Owner").
 */
export function providerScore(text: string, names: string[], cues?: string[], tally?: { provider: number; customer: number }): number {
  if (!names.length) return 0;
  const mention = globalOf(String.raw`\b(?:${words(names)})\b`);
  const subject = SUBJECT_RE;
  const object = OBJECT_RE;
  let score = 0;
  mention.lastIndex = 0;
  for (let m: RegExpExecArray | null; (m = mention.exec(text)); ) {
    const pronoun = /^(?:we|you)$/i.test(m[0]);
    const sub = pronoun ? PRONOUN_SUBJECT_RE : subject;
    sub.lastIndex = m.index + m[0].length;
    const s = sub.exec(text) ?? (pronoun ? (subject.lastIndex = m.index + m[0].length, subject.exec(text)) : null);
    if (s) {
      score += s[1] !== undefined ? 1 : -1;
      if (tally) tally[s[1] !== undefined ? 'provider' : 'customer']++;
      cues?.push(`${m[0]}${s[0]}`);
      continue;
    }
    // not a name used as a word of another ("sell the McDATA Products"), nor one given paperwork ("provide Acme with")
    if (NOT_THE_PARTY_RE.test(text.slice(m.index + m[0].length, m.index + m[0].length + 40))) continue;
    const o = object.exec(text.slice(Math.max(0, m.index - 60), m.index));
    if (o) score += o[1] !== undefined ? -1 : 1;
    if (o && tally) tally[o[1] !== undefined ? 'customer' : 'provider']++;
    if (o) cues?.push(`${o[0]}${m[0]}`);
  }
  return score;
}

/**
 * Which side each party is on. A party defined by a role word ("Customer", "Licensor") is on that side.
 * Otherwise the text decides first: who supplies, grants, lets out and is paid against who pays, buys,
 * hires and distributes; then the role its defined name suggests ("Distributor", "Agent"). In a
 * two-party contract the counterpart of a party with a side takes the opposite one. Returns one entry
 * per party: its side, or null where the contract does not say (never a guess).
 */
/** A collaboration's title: research, development or commercialisation shared by the parties, a joint venture. */
const COLLABORATION_RE = /\b(?:collaboration|co-?development|joint\s+development|joint\s+venture|co-?promotion|co-?commerciali[sz]ation)\s+agreement\b/i;

/**
 * A licence a regulator issued ("owns and operates the Station pursuant to licenses issued by the Federal Communications
 * Commission", "under a licence granted by the Office of Communications"): a party defined as the "Licensee" for it holds
 * a broadcasting or operating licence, and is no licensee of the other party's rights (session 25: Emmis's station owner,
 * paid for airtime, read as the customer).
 */
const REGULATOR_LICENCE_RE = /\blicen[cs]es?\s+(?:(?:issued|granted)\s+(?:to\s+(?:it|[A-Z][\w&]*)\s+)?by|from)\s+(?:the\s+)?(?:(?:[A-Z][\w&]*|and|of|for)\s+){0,6}?(?:Commission|Authority|Office|Ministry|Department|Regulator|Agency|Government|FCC|Ofcom|ACMA|CRTC|TRAI)\b/;

export function partySides(parties: Party[], text = ''): (Side | null)[] {
  const head = text.slice(0, 6000);
  const regulated = !!text && REGULATOR_LICENCE_RE.test(head);
  const roles = parties.map((p) => (regulated && /^(?:the\s+)?licensee$/i.test(p.defined_as ?? '') ? null : roleOfTerm(p.defined_as ?? '')));
  const firm = roles.map((r) => (r?.firm ? r.side : null));
  // what the parties do, read before the roles their defined names suggest ("Owner", "Agent", "Distributor");
  // one cue is not enough: a side needs a margin of two (a collaboration where each supplies something stays unknown)
  let read: (Side | null)[] = parties.map(() => null);
  if (text && parties.length <= 4 && !firm.every((s) => s !== null)) {
    const pronouns = pronounsOf(text, parties);
    const tallies = parties.map(() => ({ provider: 0, customer: 0 }));
    const scores = parties.map((p, i) => (firm[i] ? 0 : providerScore(text, [...namesOf(p), ...pronouns[i]], undefined, tallies[i]) + paidAsPronoun(text, pronouns[i], tallies[i]) + employedAsPronoun(text, pronouns[i], tallies[i])));
    // a collaboration in which each party supplies and each pays ("Helix hereby grants ...", "Nordlicht shall provide
    // ...", each "shall pay" the other) is no sale: neither side is read from what they do
    const mutual = parties.length === 2 && COLLABORATION_RE.test(text.slice(0, 3000)) && tallies.every((t) => t.provider > 0 && t.customer > 0);
    if (mutual) read = parties.map(() => null);
    else if (parties.length === 2) {
      const d = scores[0] - scores[1];
      // a side read against a party's role word is a misreading: the role word stands
      if (Math.abs(d) >= MIN_MARGIN && !firm.some((s) => s)) read = d > 0 ? ['provider', 'customer'] : ['customer', 'provider'];
    } else read = scores.map((n) => (n >= MIN_MARGIN ? 'provider' : n <= -MIN_MARGIN ? 'customer' : null));
  }
  const sides = parties.map((_, i) => firm[i] ?? read[i] ?? roles[i]?.side ?? null);
  if (parties.length === 2 && sides.filter((s) => s !== null).length === 1) {
    // the counterpart of a Consultant, Distributor or Licensee is on the other side ("the Company" included)
    const k = sides[0] ?? sides[1]!;
    return sides.map((s) => s ?? (k === 'customer' ? 'provider' : 'customer'));
  }
  return sides;
}

/**
 * The pronouns a contract defines as a party's other name, on that party's side: 'Halcyon Cloud Limited ("Halcyon",
 * "we")' puts "we" and "us" on Halcyon's side, '("you" or "the Customer")' puts "you" on the customer's. Online terms
 * are written so ("We may suspend ...", "You may terminate ..."); a pronoun the contract does not define stays no one's.
 */
const PRONOUN_DEF_RE = /\(([^()]{0,80}?["“](?:we|us|you)["”][^()]{0,80}?)\)/gi;
/** What the pronoun definitions say: per definition, the pronoun kind ('we' or 'you'), the names beside it and where it stands. */
function pronounDefs(text: string): { kind: 'we' | 'you'; names: string[]; at: number }[] {
  const out: { kind: 'we' | 'you'; names: string[]; at: number }[] = [];
  if (!text || !/["“](?:we|us|you)["”]/i.test(text.slice(0, 6000))) return out;
  for (const m of text.slice(0, 6000).matchAll(PRONOUN_DEF_RE)) {
    const quoted = [...m[1].matchAll(/["“]([^"”]{1,60})["”]/g)].map((q) => q[1].trim().replace(/[,;]$/, ''));
    const words = quoted.filter((q) => /^(?:we|us|you)$/i.test(q));
    if (!words.length) continue;
    out.push({ kind: /^you$/i.test(words[0]) ? 'you' : 'we', names: quoted.filter((q) => !/^(?:we|us|you|our|ours|your|yours)$/i.test(q)), at: m.index });
  }
  return out;
}

/** The party a pronoun definition is about: a name defined beside the pronoun, else the party named just before it. */
function partyOfDef(text: string, parties: Party[], d: { names: string[]; at: number }): number {
  for (const n of d.names) {
    const i = parties.findIndex((x) => [x.defined_as, x.name].some((v) => v && v.replace(/^the\s+/i, '').toLowerCase() === n.replace(/^the\s+/i, '').toLowerCase()));
    if (i >= 0) return i;
  }
  const before = text.slice(Math.max(0, d.at - 150), d.at);
  let best = -1, at = -1;
  parties.forEach((x, i) => { const k = before.lastIndexOf(x.name); if (k > at) { at = k; best = i; } });
  return best;
}

/** The pronouns each party is defined as ('Karri Telematics Pty Ltd ("we", "us", "our")' → we, us, our), read as its names. */
function pronounsOf(text: string, parties: Party[]): string[][] {
  const out = parties.map(() => [] as string[]);
  for (const d of pronounDefs(text)) {
    const i = partyOfDef(text, parties, d);
    if (i >= 0) out[i].push(...(d.kind === 'you' ? ['you'] : ['we', 'us']));
  }
  return out;
}

/**
 * For a party called "we" or "you": how often the other is to pay its invoices, fees or charges ("We will pay your
 * invoices within thirty days", "you will pay our fees"), each a sign that it is the one paid (session 24: an engagement
 * letter from "we" to "you" says no more of who supplies than "You will review ... and deliver the report").
 */
const PAID_POSSESSIVE_RE = /\bpay\s+(your|our)\s+(?:[\w-]+\s+)?(?:invoices?|fees?|charges?|bills?)\b/gi;
function paidAsPronoun(text: string, pronouns: string[], tally: { provider: number; customer: number }): number {
  if (!pronouns.length || !/\bpay\s+(?:your|our)\b/i.test(text)) return 0;
  const own = pronouns.includes('you') ? 'your' : 'our';
  let n = 0;
  for (const m of text.matchAll(PAID_POSSESSIVE_RE)) if (m[1].toLowerCase() === own) n++;
  tally.provider += n;
  return n;
}

/**
 * For a party called "we" or "you": how often the text says it is the one employed ("your employment", "your salary",
 * "you will work as ...", "you are employed as ..."), each a sign that it is the employee, on the provider side of the
 * role words (session 28, plain28: an employment letter between "we" and "you" put neither on a side, so "We own all
 * inventions you make ... and you assign them to us" had no employer in it).
 */
const EMPLOYED_PRONOUN_RE = /\b(?:(your|our)\s+(?:employment|salary|wages|remuneration)\b|(you|we)\s+(?:will\s+|shall\s+)?(?:work\s+(?:as|for)\b|(?:be|are)\s+employed\b))/gi;
function employedAsPronoun(text: string, pronouns: string[], tally: { provider: number; customer: number }): number {
  if (!pronouns.length || !/\b(?:your|our|you|we)\s+(?:employment|salary|wages|remuneration|will|shall|work|are|be)\b/i.test(text)) return 0;
  const you = pronouns.includes('you');
  let n = 0;
  for (const m of text.matchAll(EMPLOYED_PRONOUN_RE)) {
    const w = (m[1] ?? m[2]).toLowerCase();
    if (you ? w === 'your' || w === 'you' : w === 'our' || w === 'we') n++;
  }
  tally.provider += n;
  return n;
}

/** What a party called "we" or "you" does: the base form of the verbs PROVIDER_SUBJECT and CUSTOMER_SUBJECT read. */
const PRONOUN_SUBJECT_RE = /\s+(?:(?:will|shall|must|agree\s+to|undertake\s+to)\s+)?(?:(?:also|promptly)\s+)?(?:(grant|license|licence|supply|sell|manufacture|invoice|provide|deliver|perform|render|host)\b(?!\s+(?:you|us)\s+(?:with\s+)?(?:notice|a\s+report|information|details|access\s+to\s+your))|(?:pay|purchase|buy|order|subscribe|hire|engage)\b(?!\s+(?:out|in|you)\b))/iy;

/**
 * The pronouns a contract defines as a party's other name, on that party's side: 'Halcyon Cloud Limited ("Halcyon",
 * "we")' puts "we", "us" and "our" on Halcyon's side, '("you" or "the Customer")' puts "you" and "your" on the
 * customer's. Online terms are written so ("We may suspend ...", "You may terminate ..."); a pronoun the contract does
 * not define stays no one's. With one side placed, the other pronoun defined is the other side's (a contract between
 * "us" and "you", where the "you" is a party the opening describes and does not name).
 */
/**
 * An employment contract written as "we" to "you": a pronoun employed (EMPLOYED_PRONOUN_RE, which places the employee), or
 * the document saying what it is ("we employ you", "your job title", "offer of employment", "employment agreement").
 */
const EMPLOYS_YOU_RE = new RegExp(String.raw`${EMPLOYED_PRONOUN_RE.source}|\b(?:we\s+(?:will\s+)?employ\s+you|your\s+(?:job\s+title|position\s+as)|offer\s+(?:of\s+)?(?:you\s+)?employment|employment\s+(?:agreement|contract|letter|offer))\b`, 'i');
function pronounSides(text: string, parties: Party[], sides: (Side | null)[]): { customer: string[]; provider: string[] } {
  const out = { customer: [] as string[], provider: [] as string[] };
  const defs = pronounDefs(text);
  if (!defs.length) return out;
  const kinds: Partial<Record<'we' | 'you', Side>> = {};
  for (const d of defs) {
    let side: Side | null = null;
    for (const n of d.names) {
      const i = parties.findIndex((x) => [x.defined_as, x.name].some((v) => v && v.replace(/^the\s+/i, '').toLowerCase() === n.replace(/^the\s+/i, '').toLowerCase()));
      side = (i >= 0 ? sides[i] : null) ?? sideOfTerm(n);
      if (side) break;
    }
    if (!side) {
      const i = partyOfDef(text, parties, d);
      side = i >= 0 ? sides[i] : null;
    }
    if (side && !kinds[d.kind]) kinds[d.kind] = side;
  }
  const other = (s: Side): Side => (s === 'customer' ? 'provider' : 'customer');
  // commercial terms written as "we" to "you" whose parties' sides nothing else tells: the writer is the side that drafts
  // the form, the supplier of what "you" buy (lead28: 54 of the spent hold-outs' 78 pairs drafted so read neither pronoun
  // as a party). Not an employment contract: read so, an employer's "we" moved two employment pairs of the spent hold-outs
  // the wrong way (Galway's and Sandakan's notice, Sandakan's work product), which the employment checks' own
  // pronoun readings get right unplaced; left as it was.
  if (!kinds.we && !kinds.you && defs.some((d) => d.kind === 'we') && defs.some((d) => d.kind === 'you') && !EMPLOYS_YOU_RE.test(text.slice(0, 6000))) kinds.we = 'provider';
  if (kinds.we && !kinds.you && defs.some((d) => d.kind === 'you')) kinds.you = other(kinds.we);
  if (kinds.you && !kinds.we && defs.some((d) => d.kind === 'we')) kinds.we = other(kinds.you);
  if (kinds.we && kinds.we === kinds.you) return out;
  if (kinds.we) (kinds.we === 'customer' ? out.customer : out.provider).push('we', 'us', 'our');
  if (kinds.you) (kinds.you === 'customer' ? out.customer : out.provider).push('you', 'your');
  return out;
}

/**
 * Which party an NDA's opening or definitions make the recipient and which the discloser, by the role terms defined
 * with each party ('Northwind Software Ltd ("Northwind" or the "Recipient")', 'ACME Corp. ("ACME"), as the party
 * receiving it (the "Receiving Party")', '"Recipient" means Northwind Software Ltd'). One-way only: where every party
 * is defined as both, or the definitions do not tell the two apart, null.
 */
const NDA_ROLE_TERM_RE = /["“](?:the\s+)?(receiving\s+party|recipient|receiver|disclosing\s+party|discloser)["”]/gi;
const NDA_ROLE_MEANS_RE = /["“](?:the\s+)?(receiving\s+party|recipient|receiver|disclosing\s+party|discloser)["”]\s+(?:means|shall\s+mean|refers\s+to|is)\s+([^.;]{1,120})/gi;
/** A party described in the opening by what it does with the information: "which will disclose", "who is to receive". */
const NDA_ROLE_VERB_RE = /\b(?:which|who|that)\s+(?:will|shall|may|is\s+to|intends\s+to|wishes\s+to|proposes\s+to|is\s+going\s+to)\s+(disclose|receive)\b/gi;
const NDA_ROLE_VERB_ONE_RE = new RegExp(NDA_ROLE_VERB_RE.source, 'i');
function ndaRoles(parties: Party[], text: string): ('recipient' | 'discloser' | null)[] {
  const none = parties.map(() => null);
  if (parties.length !== 2 || !text) return none;
  const head = text.slice(0, 6000);
  if (!/\b(?:recipient|receiving\s+party|receiver)\b/i.test(text) && !NDA_ROLE_VERB_ONE_RE.test(head)) return none;
  const roleOf = (w: string) => (/^(?:receiv|recipient)/i.test(w) ? 'recipient' : 'discloser') as 'recipient' | 'discloser';
  const found: Set<'recipient' | 'discloser'>[] = parties.map(() => new Set());
  // the role terms defined in each party's own stretch of the opening: from its name to the next party's name
  const at = parties.map((p) => head.indexOf(p.name));
  parties.forEach((_, i) => {
    if (at[i] < 0) return;
    const next = Math.min(...at.filter((a) => a > at[i]), at[i] + 400);
    for (const m of head.slice(at[i], next).matchAll(NDA_ROLE_TERM_RE)) found[i].add(roleOf(m[1]));
    // (or described by what it does, in its own stretch: 'Kestrel Turbines Limited ("Kestrel"), which will disclose
    // information, and Marlow ..., which will receive it')
    for (const m of head.slice(at[i], next).matchAll(NDA_ROLE_VERB_RE)) found[i].add(/^receiv/i.test(m[1]) ? 'recipient' : 'discloser');
  });
  // a definition: '"Recipient" means Northwind Software Ltd'
  for (const m of head.matchAll(NDA_ROLE_MEANS_RE)) {
    const i = parties.findIndex((p) => namesOf(p).some((n) => m[2].includes(n)));
    if (i >= 0) found[i].add(roleOf(m[1]));
  }
  const roles = found.map((f) => (f.size === 1 ? [...f][0] : null));
  if (roles[0] === roles[1]) return none;
  // (the counterpart of the one defined is the other)
  return roles.map((r, i) => r ?? (roles[1 - i] === 'recipient' ? 'discloser' : 'recipient'));
}

/**
 * Role words, extended with the parties' names on the side each is on (see partySides): a party
 * defined as a role ('Contoso Retail Ltd. ("Customer")') is that role under its own name too, and
 * "Lucid" in a distributor agreement is the provider. `text`, when given, lets the sides of parties
 * known only by their names be read from what they do.
 */
export function roleLexicon(parties: Party[] = [], text = ''): RoleLexicon {
  const c = [...CUSTOMER_TEXT_WORDS];
  const p = [...PROVIDER_WORDS];
  const sides = partySides(parties, text);
  const sideOfName = new Map<string, Side>();
  const unplaced: string[] = [];
  const pronouns = pronounSides(text, parties, sides);
  c.push(...pronouns.customer);
  p.push(...pronouns.provider);
  parties.forEach((party, i) => {
    const side = sides[i];
    const names = namesOf(party);
    if (!side) {
      unplaced.push(...names.filter((n) => !sideOfTerm(n)));
      return;
    }
    (side === 'customer' ? c : p).push(...names);
    // own names only: a role word ("Customer", "the Company") already reads as one
    for (const n of names) if (!sideOfTerm(n)) sideOfName.set(n.toLowerCase(), side);
  });
  // the pronouns a contract defines for a party are that party's names in the checks' role words too ("We may suspend the
  // Service" reads "the Provider may suspend the Service", "your data" reads "the Customer's data": lead28); their
  // possessive forms with them
  for (const [side, words] of [['customer', pronouns.customer], ['provider', pronouns.provider]] as [Side, string[]][]) {
    for (const w of words) for (const f of PRONOUN_FORMS[w.toLowerCase()] ?? []) if (!sideOfName.has(f)) sideOfName.set(f, side);
  }
  const nda = ndaRoles(parties, text);
  const ndaNames = (role: 'recipient' | 'discloser') => parties.flatMap((party, i) => (nda[i] === role ? namesOf(party).filter((n) => !RECIPIENT_RE.test(n) && !/\bdisclos/i.test(n)) : []));
  const [recipients, disclosers] = [ndaNames('recipient'), ndaNames('discloser')];
  return {
    recipient: recipients.length ? keptRegExp(`\\b(?:${words(recipients)})\\b`, 'i') : null,
    discloser: disclosers.length ? keptRegExp(`\\b(?:${words(disclosers)})\\b`, 'i') : null,
    customer: keptRegExp(`\\b(?:${words(c)})\\b`, 'i'),
    provider: keptRegExp(`\\b(?:${words(p)})\\b`, 'i'),
    named: sideOfName.size ? keptRegExp(`\\b(?:${words([...sideOfName.keys()].sort((a, b) => b.length - a.length))})\\b`, 'gi') : null,
    sideOfName,
    sides,
    // longest first, so that a name is quoted whole ("Dynamic Hearing", not "Dynamic")
    unplaced: unplaced.length ? keptRegExp(`\\b(?:${words(unplaced.sort((a, b) => b.length - a.length))})\\b`, 'i') : null,
  };
}

/** Each pronoun a contract defines, with the forms it takes (its possessives read as "<role>'s"). */
const PRONOUN_FORMS: Record<string, string[]> = { we: ['we', 'us', 'our', 'ours'], us: ['we', 'us', 'our', 'ours'], our: ['we', 'us', 'our', 'ours'], you: ['you', 'your', 'yours'], your: ['you', 'your', 'yours'] };
const POSSESSIVE_PRONOUNS = new Set(['our', 'ours', 'your', 'yours']);
const PRONOUN_KEYS = new Set(['we', 'us', 'our', 'ours', 'you', 'your', 'yours']);
// (the data a plain-English contract names by what it is, "your test results", "your samples' readings": RECORDED_DATA; plain29)
const OWNED_DATA_RE = new RegExp(String.raw`^\s+(?:[\w-]+['’]?\s+){0,2}?(?:${RECORDED_DATA}|materials|consent|approval|permission)\b`, 'i');
/** Both parties under pronouns: "each of us", "either of us", "neither of you and us", "both of us". */
const PRONOUN_BOTH_RE = /\b(each|either|neither|both|any|one|none)\s+of\s+(?:us|you)(?:\s+(?:and|or|nor)\s+(?:us|you))?\b/gi;

/**
 * A sentence with the parties' own names put in role words ("ArTara agrees to defend University"
 * → "Customer agrees to defend Provider"), for patterns written in role words (a playbook's
 * cues and exclusions; `words` are the role words a check's patterns use, "Tenant" and "Landlord" in a lease's). The
 * sentence unchanged when no party is known by its own name.
 */
export function inRoleWords(sentence: string, lex: RoleLexicon, words: readonly [customer: string, provider: string] = ['Customer', 'Provider']): string {
  if (!lex.named) return sentence;
  // "each of us", "either of you and us": both parties, not one of them
  const t = lex.sideOfName.has('we') || lex.sideOfName.has('you') ? sentence.replace(PRONOUN_BOTH_RE, (_m, q: string) => `${q} ${/^both$/i.test(q) ? 'parties' : 'party'}`) : sentence;
  return t.replace(lex.named, (m, at: number, whole: string) => {
    // (the United States is no one's pronoun)
    if (m === 'US') return m;
    const key = m.toLowerCase().replace(/\s+/g, ' ');
    const role = lex.sideOfName.get(key) === 'customer' ? words[0] : words[1];
    // (a pronoun as "the Provider", which patterns written for "the Supplier" or for "we" ("the day we post it") read alike)
    if (!PRONOUN_KEYS.has(key)) return role;
    if (!POSSESSIVE_PRONOUNS.has(key)) return `the ${role}`;
    // (a possessive only before the data it owns or the consent it gives, "your data" as "the Customer's data", "without
    // your consent" as "without the Customer's consent": elsewhere "your employment", "our
    // website" are read as they stand, which the checks' own pronoun patterns ("end your employment") are written for;
    // read so everywhere, an employment letter's notice clause was lost: plain28, lead28)
    return OWNED_DATA_RE.test(whole.slice(at + m.length, at + m.length + 40)) ? `the ${role}'s` : m;
  });
}

/** The role named in a phrase: both, customer, provider, or null. The last one named wins ("Customer shall pay Provider" → customer when asked about the subject, so callers pass the subject only). */
export function roleIn(phrase: string, lex: RoleLexicon): Role | null {
  if (BOTH_RE.test(phrase)) return 'both';
  const c = lex.customer.exec(phrase);
  const p = lex.provider.exec(phrase);
  if (c && p) return c.index < p.index ? 'customer' : 'provider';
  return c ? 'customer' : p ? 'provider' : null;
}

const MODAL_RE = /\b(?:may|can|shall|will|must|is entitled to|are entitled to|shall be entitled to|has the right to|have the right to|shall have the right to|reserves the right to|retains the right to|is permitted to)\b/i;

/**
 * The holder of the right or duty expressed by `verb` in a sentence: the role named in the words
 * just before the modal that governs the verb ("Provider may terminate" → provider), "both" for
 * two parties joined as one subject, else null (unknown).
 */
export function holderOf(sentence: string, verb: RegExp, lex: RoleLexicon): Role | null {
  const m = verb.exec(sentence);
  if (!m) return null;
  const before = sentence.slice(0, m.index);
  // the subject: the text since the last clause break before the verb
  const scope = before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf(':')) + 1);
  const modal = lastMatch(MODAL_RE.source, scope);
  const subject = modal ? scope.slice(Math.max(0, modal.index - 80), modal.index) : scope.slice(-120);
  // "The Company or the Contractor may terminate": two parties joined as one subject
  const pair = /(\b[A-Z][\w-]*\s+)?\b([A-Z][\w-]*)\s+(?:or|and)\s+(?:the\s+)?([A-Z][\w-]*)\s*$/.exec(subject.replace(/\s+(?:each|either|both)\s*$/, ''));
  // (a term of two capitalised words that is no party, "the Effective Date", beside a party: that party alone)
  if (pair && !(pair[1] && !/^the\s/i.test(pair[1]) && !roleIn(`${pair[1]}${pair[2]}`, lex) && !roleIn(pair[2], lex) && roleIn(pair[3], lex))) return 'both';
  // the nearest role before the modal
  let best: { role: Role; at: number } | null = null;
  for (const [role, re] of [['both', BOTH_RE], ['customer', lex.customer], ['provider', lex.provider]] as [Role, RegExp][]) {
    const last = lastMatch(re.source, subject);
    if (last && (!best || last.index > best.at)) best = { role, at: last.index };
  }
  // no role in the subject: unknown (a role named elsewhere in the sentence is an object, not the holder)
  return best?.role ?? null;
}

/**
 * Whose liability a sentence speaks of: "Customer's liability", "the liability of (incurred by) Provider", "in no
 * event shall Provider be liable"; `unplaced` when it is a party named in the contract whose side the contract does
 * not tell ("AJR's liability" where nothing says whether AJR supplies or pays); null when no party is named.
 */
const CAP_DISAPPLIED_BY_RE = new RegExp(`${CAP_DISAPPLIED}([^,.;]{1,40})`, 'i');
const LIABILITY_WORDS = String.raw`['’]s?\s+(?:(?:total|aggregate|cumulative|entire|maximum|overall)\s+)*liabilit(?:y|ies)\b`;
const TWO_LIABILITIES_RE = /liabilit[^.;]*?liabilit/i;
const PAIRED_LIABILITIES_RE = new RegExp(String.raw`((?:[\w\s]|\.(?=\w)){0,40}?)${LIABILITY_WORDS}(?:(?!\b(?:shall|will|is|are|may|must|does|do)\b)[^.;]){0,60}?\band\s+((?:[\w\s]|\.(?=\w)){0,40}?)${LIABILITY_WORDS}`, 'i');
/** "liability of A (to B)(,) and|or (of) C": a holder's name of up to four words, owed to a name of up to four, then a second holder. */
const HOLDER_NAME = String.raw`(?:the\s+)?[\w.&'’-]+(?:\s+(?!(?:and|or|to)\b)[\w.&'’-]+){0,3}?`;
const OF_TWO_HOLDERS_RE = new RegExp(String.raw`^liabilit(?:y|ies)\s+(?:of|incurred by|on the part of)\s+(?:either\s+)?(${HOLDER_NAME})(?:\s+to\s+${HOLDER_NAME})?,?\s+(?:and|or)\s+(?:of\s+)?(${HOLDER_NAME})(?=\s+(?:to|towards|for|under|in|with|arising|hereunder|shall|will|is|are|may|must|does|do)\b|\s*[,;.]|$)`, 'i');
export function liabilityHolder(sentence: string, lex: RoleLexicon): Role | 'unplaced' | null {
  const read = (...phrases: string[]): Role | 'unplaced' | null => {
    for (const p of phrases) { const r = roleIn(p, lex); if (r) return r; }
    if (!lex.unplaced) return null;
    // "the liability of Kestrel or of Marlowe": two parties named together are both of them
    const named = new Set(phrases.flatMap((p) => [...p.matchAll(new RegExp(lex.unplaced!.source, 'gi'))].map((m) => m[0].toLowerCase())));
    return named.size > 1 ? 'both' : named.size ? 'unplaced' : null;
  };
  // a cap disapplied for any breach "by Customer": the party named is the one left uncapped
  const disapplied = CAP_DISAPPLIED_BY_RE.exec(sentence);
  if (disapplied) { const r = read(disapplied[1]); if (r) return r; }
  // "the Supplier's total liability to the Customer, and the Customer's total liability to the Supplier, ... shall not
  // exceed": two parties' liabilities as one subject, no verb between them (benign21)
  const pair = TWO_LIABILITIES_RE.test(sentence) ? PAIRED_LIABILITIES_RE.exec(sentence) : null;
  if (pair) {
    const a = read(pair[1]!.split(/\b(?:and|or)\b/).pop() ?? '', pair[1]!);
    const b = read(pair[2]!);
    if ((a === 'customer' && b === 'provider') || (a === 'provider' && b === 'customer')) return 'both';
  }
  // "X's or its licensors' liability": the chain's head is the holder
  // (and "Cisco's or its suppliers' or licensors' liability": the chain may go on)
  // (a name with a full stop in it, "Net.Works's liability", is read whole)
  const possessive = /((?:[\w\s]|\.(?=\w)){0,40}?)['’]s?\s+(?:(?:or|and)\s+(?:its|his|her|their)\s+[\w\s]{0,30}?['’]s?\s+(?:(?:or|and)\s+[\w\s]{0,30}?['’]s?\s+){0,3})?(?:total |aggregate |cumulative |entire |maximum |sole )*liabilit/i.exec(sentence);
  if (possessive) return read(possessive[1].split(/\b(?:and|or)\b/).pop() ?? '', possessive[1]);
  // "Our total liability to you", "your liability to us": a possessive pronoun the contract defines ("each of our" is both)
  const ours = /(?:\b(each|either|neither|both) of\s+)?\b(our|your)\s+(?:(?:total|aggregate|cumulative|entire|maximum|overall|sole)\s+)*liabilit/i.exec(sentence);
  if (ours) return ours[1] ? 'both' : roleIn(ours[2], lex);
  const of = /liabilit(?:y|ies)\s+(?:of|incurred by|on the part of)\s+((?:[^,.;]|\.(?=\w)){0,60})/i.exec(sentence);
  if (of) {
    // two holders joined as one: "the liability of the Consultant and of the Client", "of either the Consultant or the
    // Client", "of the Consultant to the Client, and of the Client to the Consultant" (lead28)
    const two = OF_TWO_HOLDERS_RE.exec(sentence.slice(of.index));
    if (two) {
      const a = read(two[1]!), b = read(two[2]!);
      if ((a === 'customer' && b === 'provider') || (a === 'provider' && b === 'customer')) return 'both';
    }
    // the holder is the phrase up to whom or what the liability is owed: "the liability of BNL to VIP for any reason"
    return read(of[1].split(/\s(?:to|towards|for|under|in|with|arising|hereunder)\s/i)[0]);
  }
  // "The Supplier excludes all liability ...", "Provider hereby disclaims any liability ...": the subject is the holder
  const excludes = /([^,.;]{0,60}?)\s+(?:hereby\s+)?(?:excludes?|disclaims?)\s+(?:all|any)\s+(?:of\s+)?(?:its\s+)?liabilit/i.exec(sentence);
  if (excludes) { const r = read(excludes[1]); if (r) return r; }
  const at = sentence.search(/\b(?:liable|responsible)\b|\bsubject to any liability\b|\bno liability\b|(?<=\b(?:have|has|incur|bear)\s+)any liability\b/i);
  if (at < 0) return null;
  // "neither the Adviser nor its officers ... shall be liable": the first named
  const neither = /\bneither\s+([^,.;]{1,60}?)\s+nor\b/i.exec(sentence.slice(0, at));
  if (neither && !/\bparty\b/i.test(neither[1])) { const r = read(neither[1]); if (r) return r; }
  // (also "shall not be held liable")
  // (and "Provider is liable for no more than", "the parties are only liable")
  // (a condition set between the modal and "be", "Owner shall not, unless otherwise expressly provided, be responsible",
  // is read past)
  const before = sentence.slice(Math.max(0, at - 150), at).replace(/\s*,[^,.;]{1,80},\s*(?=be\s+(?:held\s+)?$)/, ' ').slice(-90);
  const liable = /(?:shall|will)\s+([^,.;]{0,60}?)\s*be\s+(?:held\s+)?$|([^,.;]{0,60}?)\s+(?:(?:shall|will)\s+(?:not\s+)?(?:be(?:\s+held)?|remain|have|incur|bear)|(?:is|are)(?:\s+not)?(?:\s+only)?|has|have|incurs?|bears?|accepts?)\s+$/i.exec(before);
  // one named party relieved of liability save its gross negligence or bad faith ("The Sponsor shall not be liable ...
  // except for wilful misfeasance"): one-sided whoever it is, even where the contract does not say which side it is on
  // ("The Contractor shall not in any circumstances be liable": the words between the modal and "be" name nobody, and
  // the subject before the modal is the holder)
  const subject = liable?.[1] !== undefined ? /([^,.;]{0,60}?)\s+(?:shall|will)\s+[^,.;]{0,60}?$/i.exec(before) : null;
  if (liable) return read(liable[1] ?? liable[2]) ?? (subject ? read(subject[1]) : null) ?? (EXONERATION_RE.test(sentence) && /\b[A-Z][a-z]+/.test(liable[1] ?? liable[2]) && !/\b(?:party|parties|either|each|neither|both)\b/i.test(liable[1] ?? liable[2]) ? 'unplaced' : null);
  return null;
}

/** A negated permission or a prohibition around the cue: "may not", "nothing ... permits", "in no event", "is not entitled to". */
const NEGATION_RE = /\b(?:nothing\b[^.;]{0,80}\b(?:permits?|allows?|authori[sz]es?|entitles?|grants?|(?:shall|will) be (?:construed|deemed)|confers?|gives?)|(?:may|shall|will|must|can|does|do|is|are) not\b|(?:shall|will|may) in no (?:event|circumstances?)|in no (?:event|case|circumstances?)|not (?:be )?(?:permitted|entitled|allowed|authori[sz]ed|free)|no (?:right|licen[cs]e|permission)|neither\b[^.;]{0,40}\bnor\b|\b(?:neither|no)\s+party\s+(?:may|shall|will|can|is\s+entitled\s+to|has\s+(?:the|any)\s+right\s+to)\b|(?:prohibited|forbidden|barred) from|refrain from|cannot|without (?:the )?(?:prior )?(?:written )?(?:consent|approval))/i;

export function negated(phrase: string): boolean {
  return NEGATION_RE.test(phrase);
}

// ---- a duty denied: "need not return", "is not required to secure", "has no obligation to insure" ----

/** Words that deny a duty, ending where the duty's verb starts: "is not required to", "shall be under no obligation to", "need not". */
const DUTY_DENIED = String.raw`\b(?:(?:is|are|shall|will|does|do|should)\s+not\s+(?:be\s+)?(?:required|obliged|obligated|bound|responsible)\s+(?:to|for)|(?:has|have|bears?|owes?|(?:shall|will)\s+(?:have|bear|owe))\s+no\s+(?:obligation|duty|responsibility)\s+(?:whatsoever\s+)?(?:to|for)|(?:is|are|(?:shall|will)\s+be)\s+(?:under\s+no|not\s+under\s+any)\s+(?:obligation|duty)\s+(?:whatsoever\s+)?to|need\s+not)\b`;
/** The cheap test: does a text deny any duty at all. */
export const DUTY_DENIED_RE = new RegExp(DUTY_DENIED, 'i');
const DUTY_DENIED_ALL_RE = new RegExp(DUTY_DENIED, 'gi');
/** What limits a denial to some cases, leaving the duty in the rest: "need not return data that Customer has exported", "... unless requested". */
const DENIAL_LIMITED_RE = /\b(?:unless|except|save|other than|caused by|arising from|to the extent|where|if|provided that|beyond|until|before|after|more than|that|which|who|whose|any\s+(?:further|additional|other)|further|additional)\b/i;

const CUE_NEGATES_RE = /\b(?:not|no|nothing|never|neither|nor|without|cannot|none)\b/i;

/**
 * Whether the duty a check's entailing cue states is denied to the other side wherever the cue occurs in `text`: every
 * match of the cues (`cues`, global) starts in the scope of a denial ("Provider need not return Customer Data", "The
 * Landlord shall not be required to insure the Building") whose subject is the other side (the provider side of the
 * role lexicon: the playbook's side has the duty's benefit), within the denial's own clause (no ". ; :" between), and the
 * denial is not limited to some cases ("unless", "that Customer has exported", "caused by the Tenant"). A cue met
 * outside such a denial, or none at all, is no denial; nor is a cue whose own words hold a negation (it was written to
 * read it: "nothing ... shall oblige ... to enter into").
 */
export function dutyDenied(text: string, cues: RegExp[], lex: RoleLexicon): boolean {
  const denials: { start: number; end: number }[] = [];
  for (const d of text.matchAll(DUTY_DENIED_ALL_RE)) {
    const start = d.index!;
    const end = start + d[0].length;
    const before = text.slice(0, start);
    // the subject: the last words before the denial, in its own clause ("... obtained by VIP from third parties which are
    // not obligated to": the third parties', not VIP's)
    const clause = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf(':'), before.lastIndexOf(',')) + 1);
    const subject = /(?:\S+\s+){0,5}\S*\s*$/.exec(clause)![0];
    if (/\b(?:which|who|that|whom)\s*$/i.test(subject) || roleIn(subject, lex) !== 'provider') continue;
    const rest = /^[^.;:]*/.exec(text.slice(end))![0];
    if (DENIAL_LIMITED_RE.test(rest)) continue;
    denials.push({ start, end: end + rest.length });
  }
  if (!denials.length) return false;
  let denied = 0;
  for (const re of cues) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      if (!m[0]) continue;
      // (a cue that reads a negation itself, "nothing ... restricts ... enter into", already means what it says)
      if (CUE_NEGATES_RE.test(m[0])) return false;
      if (!denials.some((d) => m.index! >= d.start && m.index! < d.end && !/[.;:]/.test(text.slice(d.start, m.index!)))) return false;
      denied++;
    }
  }
  return denied > 0;
}

// ---- overrides: sections disapplied or deleted ----

const SECTION_REF = String.raw`(?:\b(?:sections?|clauses?|articles?|paragraphs?)\s*|§\s*)?(\d{1,2}(?:\.\d{1,3}){0,3}(?:\s?\([a-z0-9]{1,4}\))?)`;
/** A section that stops applying from some point on: "shall cease to apply", "will no longer have effect". */
const CEASE_VERB = String.raw`(?:(?:shall|will)\s+(?:(?:automatically|immediately)\s+)?(?:cease\s+to|no\s+longer)\s+(?:apply|have (?:any )?effect|bind)|ceases?\s+to\s+(?:apply|have (?:any )?effect)|(?:no\s+longer\s+appl(?:y|ies)))`;
const CEASE_VERB_RE = new RegExp(`^${CEASE_VERB}`, 'i');
export const DISAPPLY_VERB = String.raw`(?:(?:shall|will|does|do|is|are)\s+not\s+(?:apply|be applicable|have (?:any )?effect)|(?:is|are|shall be|will be)\s+(?:hereby\s+)?(?:deleted|removed|struck(?: out)?|omitted|disapplied|void|of no (?:force or )?effect)|(?:shall|will)\s+(?:be\s+)?(?:deemed\s+)?(?:deleted|disapplied|inapplicable)|${CEASE_VERB})`;
/** The words one of the sentences findOverrides reads holds (for gating its candidates). */
export const DISAPPLY_WORDS = String.raw`${DISAPPLY_VERB}|\b(?:waive|disapply|exclude|delete|revoke|strike|remove)s?\b|\b(?:waived|revoked|excluded|superseded|replaced|substituted|amended)\b|\bform\s+(?:a\s+)?part\b|\bin\s+place\s+of\b|\bin\s+substitution\s+for\b|\binstead\s+of\b|\bnotwithstanding\b`;
/**
 * A disapplication that takes effect when the relationship ends: "... shall cease to apply on the Termination Date",
 * "... shall not apply if the Company terminates the employment", "... upon expiry of this Agreement". A protection
 * that lapses then is gone when it is needed, not partial (unlike "... shall not apply where the information is public").
 */
const AT_THE_END_RE = /^\s*,?\s*(?:(?:up)?on|at|with|if|when|where|once|in the event(?:\s+(?:of|that))?)\s+(?:[\w'’-]+\s+){0,6}?(?:terminat\w*|expir\w*|dismiss\w*|cessation|ends?\b|ending|leaves?\b)/i;
/** A cessation with no time of its own: the sentence ends, or goes on with a saving ("save in respect of an earlier breach"). */
const NO_TIME_RE = /^\s*(?:[.;]|$|,?\s*(?:save|except|other than|but)\b)/i;
/** "Section 9 shall not apply", "the exclusions in Section 3.2 shall not apply", "Clause 12 (Indemnity) is deleted". */
const DISAPPLY_RE = new RegExp(String.raw`(?:^|[^\w])(?:(?:sections?|clauses?|articles?|paragraphs?|§)\s*\d|(?:(?:exclusions?|exceptions?|carve-?outs?|limitations?|provisions?|obligations?|terms?)\s+(?:in|of|under|set (?:out|forth) in|contained in)\s+)(?:(?:sections?|clauses?|articles?|paragraphs?|§)\s*)?\d)`, 'i');

/**
 * What follows a disapplying verb when the disapplication is partial: "... shall not apply to
 * information relating to X", "... with respect to any loss", "... where the recipient can prove
 * that:", "... to information: (a) ..." (the exclusions' own lead-in), "... to any disclosure the Employee is
 * required by law to make" (a disclosure the law compels), "... to a party's indemnification obligations ... or its gross
 * negligence", "... to a breach of clause 8 (Confidentiality)" (the usual carve-outs from an exclusion of liability). As a pattern source, for use
 * after a verb inside other patterns (a negative lookahead).
 */
export const PARTIAL_TAIL = String.raw`(?:\s+(?:where|if|when|insofar|to the extent|in (?:the )?(?:case|event))\b|\s+to\s+(?:any\s+|a\s+)?disclosures?\b[^.;]{0,60}?\b(?:required|compelled|ordered|demanded)\b|\s+(?:to|with respect to|in respect of|as to)\s+[^.;]{0,50}?(?::|\b(?:relat\w*|concern\w*|regarding|about|that|which|personal (?:data|information)|trade secrets?|the extent|loss\w*|liabilit\w*|claims?|damages?|expenses?|if|where|when|unless|except|indemni\w*|fraud\w*|(?:gross(?:ly)?\s+)?negligen\w*|(?:wil|wilf|will)ful\w*|misconduct|breach(?:es)?\s+of\s+(?:clauses?|sections?|articles?|paragraphs?|its|their))\b))`;
const PARTIAL_RE = new RegExp(`^${PARTIAL_TAIL}`, 'i');

export interface Override {
  /** The sentence index of the overriding sentence. */
  sentence: number;
  /** The sections it disapplies ("3.2", "9"). */
  sections: string[];
  /**
   * Whether it takes them away whole: nothing follows the verb but "to this Agreement", "in full" and the like (or they
   * lapse when the relationship ends), not "... shall not apply to the Customer" or "... to the Customer's obligation to
   * pay", which leave them standing for the rest.
   */
  full: boolean;
  /**
   * Whether the sentence does nothing else than take them away ("Clause 4 (Audit) is deleted.", "The parties waive the
   * Audit clause."): nothing of its own to read once they are gone (not "In place of clause 7, ...", nor a clause
   * "replaced by the following").
   */
  bare?: boolean;
}

/**
 * Sentences that disapply or delete numbered sections, with the sections they name. `candidates`
 * (ascending sentence indexes) limits the search to sentences that can contain the verb. A sentence
 * that only says a section "shall not apply to" one kind of information still counts: the section
 * no longer protects that information, which a reviewer needs to see.
 */
const DISAPPLY_VERB_RE = new RegExp(DISAPPLY_VERB, 'i');
/** Global: read with matchAll, which copies it. */
const SECTION_REF_RE = new RegExp(SECTION_REF, 'gi');

export function findOverrides(sentenceText: string[], candidates: number[] | null = null, memo?: TextMemo): Override[] {
  const out: Override[] = [];
  // what a sentence disapplies depends on its text alone: kept by it (memo.ts)
  const kept = memo?.lookup<{ sections: string[]; full: boolean; bare?: boolean } | null>(disappliedSections);
  const n = candidates ? candidates.length : sentenceText.length;
  for (let k = 0; k < n; k++) {
    const i = candidates ? candidates[k] : k;
    const t = sentenceText[i];
    const found = kept ? kept(t, () => disappliedSections(t)) : disappliedSections(t);
    if (found) out.push({ sentence: i, sections: found.sections, full: found.full, ...(found.bare ? { bare: true } : {}) });
  }
  return out;
}

/**
 * The word orders that name the section after what removes it, each at the start of its sentence (after its own number,
 * a label ending with a colon, "Special terms:", or an opening phrase of time, "With effect from the date of this Rider,"):
 * - the parties remove it: "The parties waive clause 7", "The parties agree to disapply Section 7", "Customer and
 *   Provider hereby exclude clause 7";
 * - it is replaced by what follows: "In place of clause 7, ...", "In substitution for Section 7 the following applies";
 * - "notwithstanding" it, it binds nobody: "Notwithstanding clause 7, nothing in clause 7 binds either party",
 *   "Notwithstanding clause 7 of the Agreement, neither party shall be bound by that clause".
 * A section removed in part ("... waive clause 7 in respect of X", "nothing in clause 7 applies to X") is not gone.
 */
const OPENING = String.raw`^\W*(?:(?:\d{1,2}(?:\.\d{1,3}){0,2}\.?|\(?[a-z]{1,3}\))\s+)?(?:[\w-]+(?:\s+[\w-]+){0,4}\s*:\s*)?(?:(?:with effect from|from|as from|on and from|for the purposes of)\b[^,.;]{1,60},\s*)?`;
const SECTION_AT = String.raw`(?:the\s+(?:whole\s+of|provisions\s+of|operation\s+of|terms\s+of)\s+)?(?:sections?|clauses?|articles?|paragraphs?|§)\s*(\d{1,2}(?:\.\d{1,3}){0,3}(?:\s?\([a-z0-9]{1,4}\))?)`;
/** A word of a subject that names who acts, not a modal verb, a negation or an infinitive's "to" ("Either party may waive"). */
const SUBJECT_WORD = String.raw`(?!(?:may|shall|will|can|cannot|must|need|not|never|to|does|do|did|would|should|could|might)\b)[\w-]+`;
const PARTIES_REMOVE_RE = new RegExp(String.raw`${OPENING}(?:the\s+)?(?:${SUBJECT_WORD}(?:\s+(?:and\s+)?${SUBJECT_WORD}){0,3})\s+(?:hereby\s+)?(?:(?:(?:irrevocably|expressly)\s+)?(?:agree|have agreed)\s+(?:to\s+)?)?(?:hereby\s+)?(?:waive|disapply|exclude|delete|revoke|strike out|remove)s?\s+${SECTION_AT}`, 'i');
const IN_PLACE_RE = new RegExp(String.raw`${OPENING}(?:in\s+place\s+of|in\s+substitution\s+for|instead\s+of)\s+${SECTION_AT}`, 'i');
const NOTWITHSTANDING_GONE_RE = new RegExp(String.raw`${OPENING}notwithstanding\s+(?:anything\s+(?:to\s+the\s+contrary\s+)?in\s+)?${SECTION_AT}(?:\s+of\s+(?:the|this|these)\s+[\w ]{1,30}?)?\s*,\s*(?:nothing\s+in\s+(?:it|(?:that|such|the said|this)\s+(?:section|clause|article|paragraph)|${SECTION_AT})(?:\s+of\s+(?:the|this|these)\s+[\w ]{1,30}?)?\s+(?:shall\s+|will\s+)?(?:binds?|appl(?:y|ies)|ha(?:s|ve)\s+effect|(?:is|be)\s+binding)|(?:neither|no)\s+party\s+(?:shall|will|is|need)\s+(?:be\s+)?(?:bound\s+by|obliged\s+to\s+comply\s+with|required\s+to\s+comply\s+with)\s+(?:it|(?:that|such|the said|this)\s+(?:section|clause|article|paragraph)|${SECTION_AT}))`, 'i');

/**
 * The section itself the subject of a verb that removes or replaces it ("Clause 7 is waived", "Section 7 is replaced in
 * full by the following: ...", "Clause 7 (Audit) is amended to read: ...", "Clause 7 shall not form part of this
 * Agreement"): only as the subject, since such verbs say something else of what a section names ("liability under
 * Section 9 is excluded").
 */
const SECTION_SUBJECT_RE = new RegExp(String.raw`${OPENING}${SECTION_AT}(?:\s*\([^)]{1,40}\))?(?:\s+of\s+(?:the|this|these)\s+[\w ]{1,30}?)?\s+(?:(?:is|are|shall\s+be|will\s+be)\s+(?:hereby\s+)?(?:(?:deemed\s+)?(?:waived|revoked|excluded|superseded)|(?:(?:deleted|omitted)\s+and\s+)?(?:replaced|substituted)(?:\s+in\s+(?:full|its entirety))?\s+(?:by|with)|amended\s+(?:so\s+as\s+)?to\s+read)|(?:shall|will|does|do)\s+not\s+form\s+(?:a\s+|any\s+)?part\s+of)`, 'i');

function sectionNamedFirst(sentence: string): { sections: string[]; bare: boolean } | null {
  // the sentence, or what follows a label line run into it ("Customer: Harbourside Ltd Special terms: Clause 7 ...")
  for (const t of [sentence, ...[...sentence.matchAll(/[:;]\s+/g)].slice(0, 4).map((m) => sentence.slice(m.index + m[0].length))]) {
    const found = namedFirstIn(t);
    if (found !== undefined) return found;
  }
  return null;
}

/** sectionNamedFirst on one stretch of text: the sections, null (named but removed in part only), undefined (none). */
function namedFirstIn(t: string): { sections: string[]; bare: boolean } | null | undefined {
  for (const re of [SECTION_SUBJECT_RE, PARTIES_REMOVE_RE, IN_PLACE_RE, NOTWITHSTANDING_GONE_RE]) {
    const m = re.exec(t);
    if (!m) continue;
    // a removal of part of it: "... waive clause 7 in respect of late payment", "nothing in clause 7 applies to X"
    if (re !== IN_PLACE_RE && !/replaced|substituted|amended/i.test(m[0]) && PARTIAL_RE.test(t.slice(m.index + m[0].length).replace(/^\s*(?:in\s+(?:full|its entirety)|(?:of|in)\s+(?:the|this|these)\s+[\w ]{1,30}?(?=[\s,.;]))/i, ''))) return null;
    const bare = re !== IN_PLACE_RE && !/replaced|substituted|amended/i.test(m[0]) && WHOLE_TAIL_RE.test(t.slice(m.index + m[0].length).replace(/^\s*\([^)]{1,40}\)/, ''));
    return { sections: [m[1].replace(/\s+/g, '')], bare };
  }
  return undefined;
}

/** The sections a sentence disapplies or deletes (see findOverrides); null when none. */
/** What may follow a verb that takes a section away whole: "to this Agreement", "for the purposes of this Order", "in full". */
const WHOLE_TAIL_RE = /^\s*(?:(?:(?:to|in respect of|for the purposes of|under|with respect to)\s+(?:this|these|the)\s+(?:[\w-]+\s+){0,2}?(?:agreement|order(?:\s+form)?|terms|contract|lease|licen[cs]e|parties|schedule|statement of work|sow)\b|in\s+(?:full|its entirety)|(?:in\s+)?any\s+(?:way|respect)|whatsoever)\s*,?\s*)*(?:[.;]|$|\band\b|\bwith effect\b|\bfrom\b)/i;

const BARE_HEAD_RE = /^[\s\d.()]*(?:[\w-]+(?:\s+[\w-]+){0,4}\s*:\s*)?(?:the\s+(?:whole\s+of\s+|provisions\s+of\s+)?)?(?:(?:sections?|clauses?|articles?|paragraphs?|§)\s*\d[\d.]*(?:\s?\([a-z0-9]{1,4}\))?(?:\s*\([^)]{1,40}\))?(?:\s*(?:,|and|or)\s*)?)+(?:\s*(?:of|in)\s+(?:the|this|these)\s+[\w ]{1,30}?)?\s*$/i;
function disappliedSections(t: string): { sections: string[]; full: boolean; bare?: boolean } | null {
  if (!DISAPPLY_RE.test(t)) return null;
  const first = sectionNamedFirst(t);
  if (first) return { sections: first.sections, full: true, bare: first.bare };
  const v = DISAPPLY_VERB_RE.exec(t);
  if (!v) return null;
  const tail = t.slice(v.index + v[0].length, v.index + v[0].length + 120);
  const atTheEnd = AT_THE_END_RE.test(tail);
  // a section that ceases to apply after a period of its own ("three years after termination") is a survival period,
  // not a disapplication: only one that ceases when the relationship ends, or with no time given, counts
  if (CEASE_VERB_RE.test(v[0]) && !atTheEnd && !NO_TIME_RE.test(tail)) return null;
  // "... shall not apply to information relating to X" disapplies for one kind of information only
  if (!atTheEnd && PARTIAL_RE.test(tail)) return null;
  // the sections named before the disapplying verb, in the same clause of the sentence
  const head = t.slice(0, v.index);
  const lastBreak = Math.max(head.lastIndexOf(';'), head.lastIndexOf(':'));
  const scope = head.slice(lastBreak + 1);
  // "except", "unless", "if", "so long as": a condition or an exception, not a disapplication
  if (/\b(?:except|unless|other than|if|so long as|provided|in the event|where|when|until)\b/i.test(scope)) return null;
  const sections: string[] = [];
  for (const m of scope.matchAll(SECTION_REF_RE)) {
    // the section must be what the sentence is about, named near its start ("The exclusions in Section 3 ..."),
    // not a section mentioned along the way ("Any transfer of the interests described in Section 15.4 ... is void")
    if (!sections.length && m.index > 60) break;
    const before = scope.slice(Math.max(0, m.index - 14), m.index);
    // a number is a section reference when it is named as one ("Section 3") or listed after one ("in 3.2", "3 and 4")
    if (!/^(?:sections?|clauses?|articles?|paragraphs?|§)/i.test(m[0]) && !/(?:sections?|clauses?|articles?|paragraphs?|§|\bin|\bof|\bunder|\band|\bor|,)\s*$/i.test(before)) continue;
    if (/[$€£]\s*$|\d[,.]$/.test(before)) continue;
    sections.push(m[1].replace(/\s+/g, ''));
  }
  // nothing before the verb but the sections ("Clause 4 (Audit) is deleted.") and nothing after it: a bare removal
  const bare = WHOLE_TAIL_RE.test(tail) && BARE_HEAD_RE.test(scope);
  return sections.length ? { sections, full: atTheEnd || WHOLE_TAIL_RE.test(tail), ...(bare ? { bare } : {}) } : null;
}

/**
 * inSection's readings of a section number and of a sentence's opening, kept by their text (speed round 31: a reader
 * that walks every sentence for a section it names, amendments.ts `prevailing`, called inSection 35,000 times on 64
 * CUAD texts, each normalising the clause's number with two replacements and compiling a pattern anew). Pure functions
 * of the string; the tables are emptied when they grow large.
 */
const SECTION_KEYS = new Map<string, string>();
const REF_KEYS = new Map<string, string>();
const OPENS_WITH = new Map<string, RegExp>();
const KEPT_MAX = 4096;
const sectionKey = (section: string) => section.replace(/^Article\s+/i, '').replace(/[()]/g, '');
const refKey = (ref: string) => ref.replace(/[()]/g, '');
/** A sentence that opens with sub-number `r`, after a heading at most (no flag holds state: one RegExp serves every call). */
const opensWith = (r: string) => new RegExp(String.raw`^(?:[^.;]{0,60}?[.:]\s+)?${escapeRegExp(r)}\.?\s+\S`);
function kept<T>(table: Map<string, T>, key: string, read: (key: string) => T): T {
  let v = table.get(key);
  if (v === undefined) {
    if (table.size >= KEPT_MAX) table.clear();
    table.set(key, (v = read(key)));
  }
  return v;
}

/**
 * Whether a clause lies in (or is) a referenced section: "3" covers 3, 3.1, 3(a), 3a. With `sentence`, a sentence of
 * the clause that opens with the referenced sub-number counts too: "10. Indemnity. 10.1 The Provider shall ..." is one
 * clause "10" to the segmenter, and "Clause 10.1 shall not apply" disapplies that sentence.
 */
export function inSection(clause: Clause, ref: string, sentence?: string): boolean {
  const s = kept(SECTION_KEYS, clause.section, sectionKey);
  const r = kept(REF_KEYS, ref, refKey);
  if (s === r) return true;
  if (s.startsWith(r)) return /^[.¶a-z]/i.test(s.slice(r.length));
  if (!sentence || !r.startsWith(`${s}.`)) return false;
  return kept(OPENS_WITH, r, opensWith).test(sentence.slice(0, 100).replace(/^\s*\d+\.\s+/, ''));
}

// ---- overrides of a section named by its heading ----

/** A heading as named in a sentence, quoted or not: "Audit", "'Non-Solicitation'", "“Exclusivity”". */
const Q_OPEN = String.raw`["“'‘]?`;
const Q_CLOSE = String.raw`["”'’]?`;
/** Words that point to a section without naming its heading ("this clause", "the foregoing section"). */
const NOT_A_HEADING = /^(?:this|that|these|those|the|such|said|foregoing|preceding|following|above|below|previous|next|relevant|same|other|last|first|whole|entire|present|above-mentioned|aforementioned)$/i;
/** A heading after "headed", "entitled": quoted, or up to five words before the verb or the sentence's end. */
const NAMED_AFTER = String.raw`(?:["“'‘]([^"”'’]{2,60})["”'’]|((?:(?!(?:is|are|shall|will|does|do|must|may|of|in|to|under|with|and\s+(?:is|are|shall|will))\b)[\w&-]+\s*){1,5}?)(?=\s*(?:[.;,]|$)|\s+(?:is|are|shall|will|does|do|of|in)\b))`;
const HEADED_REF = String.raw`(?:the\s+)?(?:sections?|clauses?|articles?|paragraphs?|provisions?)\s+(?:(?:which\s+is|that\s+is)\s+)?(?:headed|entitled|titled|captioned|called|named|under\s+the\s+(?:heading|title|caption))\s+${NAMED_AFTER}`;
const TITLE_REF = String.raw`the\s+${Q_OPEN}([A-Za-z][\w&-]*(?:\s+(?:[A-Za-z][\w&-]*)){0,4}?)${Q_CLOSE}\s+(?:sections?|clauses?|articles?|paragraphs?|provisions?)`;
const HEADING_REF = String.raw`(?:${HEADED_REF}|${TITLE_REF})`;
const GONE_VERB = String.raw`(?:${DISAPPLY_VERB}|(?:is|are|shall\s+be|will\s+be)\s+(?:hereby\s+)?(?:deemed\s+)?(?:waived|revoked|excluded|superseded|deleted)|(?:shall|will|does|do)\s+not\s+form\s+(?:a\s+|any\s+)?part\s+of)`;
const HEADING_SUBJECT_RE = new RegExp(String.raw`${OPENING}${HEADING_REF}(?:\s+(?:of|in)\s+(?:the|this|these)\s+[\w ]{1,30}?)?\s*,?\s+${GONE_VERB}`, 'i');
const HEADING_REMOVED_RE = new RegExp(String.raw`${OPENING}(?:the\s+)?(?:${SUBJECT_WORD}(?:\s+(?:and\s+)?${SUBJECT_WORD}){0,3})\s+(?:hereby\s+)?(?:(?:(?:irrevocably|expressly)\s+)?(?:agree|have agreed)\s+(?:to\s+)?)?(?:hereby\s+)?(?:waive|disapply|exclude|delete|revoke|strike out|remove)s?\s+${HEADING_REF}`, 'i');
const HEADING_GATE_RE = /\b(?:headed|entitled|titled|captioned|called|named|heading|title|caption|sections?|clauses?|articles?|paragraphs?|provisions?)\b/i;

/**
 * The heading of a section a sentence takes away whole by naming it, not its number: "The Audit clause is deleted",
 * "The section headed 'Non-Solicitation' shall not apply", "The parties waive the clause entitled “Exclusivity”",
 * "The provisions under the heading Service Credits shall not form part of this Agreement". Null when it names none, or
 * takes it away in part only ("... shall not apply to the Customer's affiliates where ...").
 */
export function disappliedHeading(t: string): { name: string; bare: boolean } | null {
  if (!HEADING_GATE_RE.test(t)) return null;
  for (const re of [HEADING_SUBJECT_RE, HEADING_REMOVED_RE]) {
    const m = re.exec(t);
    if (!m) continue;
    const name = (m[1] ?? m[2] ?? m[3] ?? '').trim();
    // a heading named in lower case ("the audit clause") names one only where the document has that heading
    // (headingOverrides); words that point to a section without naming it ("the relevant clause") name none
    if (!name || name.split(/\s+/).every((w) => NOT_A_HEADING.test(w))) continue;
    const tail = t.slice(m.index + m[0].length).replace(/^\s*(?:in\s+(?:full|its entirety)|(?:of|in)\s+(?:the|this|these)\s+[\w ]{1,30}?(?=[\s,.;]))/i, '');
    if (PARTIAL_RE.test(tail)) return null;
    // ("... shall not form part of this Addendum.": the document it is no part of)
    return { name, bare: WHOLE_TAIL_RE.test(/\bof$/i.test(m[0]) ? tail.replace(/^\s*(?:the|this|these)\s+(?:[\w-]+\s+){0,3}?(?:agreement|addendum|contract|terms|schedule|lease|licen[cs]e|order|deed|dpa)\b/i, '') : tail) };
  }
  return null;
}

/** A heading as compared: lower case, its own number, quotes and closing punctuation gone. */
const headingKey = (h: string) => h.toLowerCase().replace(/^\s*(?:(?:section|clause|article)\s+)?[\d.()a-z]{0,8}[.)]?\s+(?=[a-z])/, (m) => (/\d/.test(m) ? '' : m)).replace(/["“”'‘’]/g, '').replace(/[.:;,\s]+$/, '').replace(/\s+/g, ' ').trim();

/**
 * Sentences that take away a section named by its heading (disappliedHeading), with the numbers of the sections that
 * carry that heading in this document (none: the sentence names no section of this document, and is not an override).
 * `heading` reads one sentence as disappliedHeading does (a caller may pass one that keeps its verdicts by the sentence).
 */
export function headingOverrides(sentenceText: string[], clauses: Clause[], candidates: number[] | null = null, heading: (t: string) => ReturnType<typeof disappliedHeading> = disappliedHeading): Override[] {
  const out: Override[] = [];
  const n = candidates ? candidates.length : sentenceText.length;
  for (let k = 0; k < n; k++) {
    const i = candidates ? candidates[k] : k;
    const found = heading(sentenceText[i]);
    if (!found) continue;
    const want = headingKey(found.name);
    const sections = [...new Set(clauses.filter((c) => c.heading && c.section && /\d/.test(c.section) && (headingKey(c.heading) === want || headingKey(c.heading).replace(/\s+(?:rights?|obligations?|provisions?|clause|section)$/, '') === want)).map((c) => c.section.replace(/^Article\s+/i, '').replace(/\.$/, '')))];
    if (sections.length) out.push({ sentence: i, sections, full: true, ...(found.bare ? { bare: true } : {}) });
  }
  return out;
}

// ---- polarity: a protection handed to the other side as a permission, or a duty it is released from ----

/**
 * The act a protection forbids or requires, read from the check's own preferred clause: its first sentence whose
 * subject is the side the protection binds (the provider side, both parties, the receiving party; never the customer
 * side the playbooks take, whose own duties and rights are not protections of it) and whose verb is a prohibition
 * ("shall not reverse engineer", "Neither Party may assign", "Nothing ... permits the Receiving Party to use"), a duty
 * ("Provider shall notify", "shall defend, indemnify") or a permission held within limits ("may disclose ... only to
 * its advisers who need to know"). `verbs` matches the act in any of its usual words (a family of verbs: disclose,
 * share, divulge ...); `kind` says whether the act is forbidden (given away as a permission) or required (given away
 * as a release).
 */
export interface ProtectedAct {
  verbs: RegExp;
  kind: 'forbid' | 'require';
  /** A permission the protection holds within limits: given away only where it is given without bounds. */
  limited: boolean;
  /** Whom the protection binds: the receiving party (an NDA's sides are discloser and recipient), or a side of the deal. */
  binds: 'recipient' | 'party';
  /**
   * What the act is done to, where the preferred clause names it by a defined term ("assign this Agreement", "disclose
   * Confidential Information", "return the Security Deposit"): its last word, matched in the sentence read; null when
   * it names none or a party.
   */
  object: RegExp | null;
  /** Forbidden to either side acting alone (a statement: "No amendment is effective unless signed by both parties"): what the parties do together keeps it. */
  alone?: boolean;
  /** The clause's further acts ("shall give notice ..., and shall disclose only the portion legally required"). */
  more?: ProtectedAct[];
  /**
   * A remedy the clause gives the playbook's own side ("the Disclosing Party may seek injunctive or other equitable
   * relief"): taken away where it is denied to that side, to both, or stated unavailable (see remedyDenied).
   */
  remedy?: boolean;
  /** The act is held to a place ("transfer ... to a country outside the EEA"): only then does a place without bounds ("in any country") give it away. */
  place?: boolean;
}

/** Verbs that say the same act, as stems: the act of a protection in any of the words contracts use for it. */
const ACT_FAMILIES: string[][] = [
  ['disclos', 'shar', 'divulg', 'reveal', 'communicat', 'make available', 'pass(?:es|ed|ing)?\\b', 'disseminat', 'publish', 'releas'],
  ['us(?:e|es|ed|ing)\\b', 'exploit', 'utili[sz]'],
  ['assign', 'transfer', 'novat', 'delegat'],
  ['reverse engineer', 'decompil', 'disassembl', 'take apart', 'analy[sz]'],
  ['chang', 'modif', 'vary', 'varies', 'varied', 'varying', 'amend', 'alter', 'reduc', 'replac', 'withdraw', 'discontinu', 'downgrad'],
  ['engag', 'appoint', 'subcontract', 'authori[sz]e (?:any|a|another|other) sub'],
  ['notif', 'inform(?!ation)', 'tell', 'apprise', 'alert', 'giv(?:e|es|ing) (?:[\\w-]+ ){0,4}?(?:prompt |prior |written |advance )*notice'],
  ['terminat', 'cancel'],
  ['transfer', 'export', 'stor(?:e|ing)\\b', 'host', 'process(?!or)'],
  ['return', 'destroy', 'delet', 'eras'],
  ['retain', 'keep cop', 'keep any cop'],
  ['audit', 'inspect', 'permit (?:\\w+ )?(?:audits?|inspections?)'],
  ['insur', 'maintain (?:\\w+ )*insurance'],
  ['repair', 'keep\\b[^.;]{0,120}?\\bin (?:good|(?:good|tenantable|substantial) and (?:substantial|tenantable|good)) (?:repair|condition)'],
  ['indemnif', 'defend', 'hold (?:\\w+ )?harmless'],
  ["keep (?:[\\w'’-]+ )*confidential", 'hold (?:\\w+ )*in (?:strict )?confidence', 'protect', 'safeguard'],
  ['solicit', 'hire', 'recruit', 'entic', 'poach'],
  ['suspend'],
  ['increas', 'rais'],
  ['refund', 'repay'],
  ['implement', 'maintain', 'take (?:\\w+ )*measures'],
  ['assist', 'cooperat', 'co-operat', 'help'],
  ['make (?:\\w+ )*available', 'provide'],
  ['sign\\b', 'execut(?:e|es|ing)\\s+(?:any|all|such|the|each)\\s+(?:[\\w-]+\\s+){0,3}?(?:documents?|instruments?|deeds?|papers?)'],
];

/** The modal that opens a protection's verb in a preferred clause, and what kind of act follows it. */
const FORBID_RE = /^(.*?)\b(?:shall not|must not|may not|will not|cannot)\s+(.*)$/i;
const NEITHER_RE = /^(.*?\b(?:neither|no)\s+party)\s+(?:may|shall|will|can)\s+(.*)$/i;
const NOTHING_PERMITS_RE = /^\s*nothing\b[^.;]{0,60}\b(?:permits?|allows?|entitles?|authori[sz]es?)\s+(.{1,60}?)\s+to\s+(.*)$/i;
const LIMITED_PERMIT_RE = /^(.*?)\b(?:may)\s+(.*)$/i;
const DUTY_RE = /^(.*?)\b(?:shall|will|must|agrees? to|undertakes? to|covenants? to|undertakes? (?:and agrees )?that (?:it|they|he|she) (?:shall|will)|covenants? (?:and agrees )?that (?:it|they|he|she) (?:shall|will)|agrees? that (?:it|they|he|she) (?:shall|will)),?\s+(?!be\b|have\b|not\b|remain\b|survive\b|continue\b|apply\b|prevail\b|bind\b)(.*)$/i;
/** A duty stated without a modal: the act done by the words themselves ("hereby assigns", "hereby irrevocably transfers"). */
const HEREBY_RE = /^(.*?)\bhereby\s+(?:(?:irrevocably|absolutely|unconditionally|expressly)\s+(?:and\s+(?:irrevocably|absolutely|unconditionally)\s+)?)?((?:assigns?|transfers?|conveys?|waives?)\b.*)$/i;
/** A prohibition stated as an undertaking ("covenants not to", "undertakes not to", "agrees that it will not"). */
const COVENANT_NOT_RE = /^(.*?)\b(?:agrees?|undertakes?|covenants?)\s+(?:(?:and\s+(?:agrees?|undertakes?|covenants?)\s+)?not\s+to|(?:and\s+(?:agrees?|undertakes?|covenants?)\s+)?that\s+(?:it|they|he|she)\s+(?:shall|will)\s+not)\s+(.*)$/i;
/** Where a clause's next act begins: "..., and shall disclose only ...", "; it will also ...". */
const NEXT_ACT_RE = /(?:,?\s+and\s+|;\s*(?:and\s+)?(?:(?:it|they|he|she)\s+)?)(?=(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\b)/gi;
/** A permission that a preferred clause holds within limits: what it limits is the protection. */
const LIMITS_RE = /\b(?:only|solely|exclusively|who need to know|need-to-know|bound by|no less (?:protective|stringent)|with (?:the )?(?:\w+ )?(?:prior )?(?:written )?(?:consent|approval))\b/i;

/** A prohibition with a way through: the act allowed with consent, or to some. */
const WAY_THROUGH_RE = /\b(?:without\s+(?:the\s+)?(?:[\w'’-]+\s+){0,5}?(?:prior\s+)?(?:written\s+)?(?:consent|authori[sz]ation|approval|agreement)|except|other than|unless)\b/i;

/** The side a subject names, read for a protection: the binding side (other), the side the playbook takes (ours), or null. */
const RECIPIENT_RE = /\b(?:receiving\s+part(?:y|ies)|recipients?|receivers?)\b/i;
function protectionSide(subject: string, lex: RoleLexicon, binds: ProtectedAct['binds'] = 'party'): 'other' | 'ours' | null {
  if (RECIPIENT_RE.test(subject)) return 'other';
  if (/\b(?:disclosing\s+part(?:y|ies)|disclosers?)\b/i.test(subject)) return 'ours';
  // (a party the NDA defines as recipient or discloser, by its own name: "Northwind may share ...")
  if (lex.recipient?.test(subject)) return 'other';
  if (lex.discloser?.test(subject)) return 'ours';
  // (a protection of the discloser: the deal's sides, a buyer or a supplier, say nothing of who discloses)
  if (binds === 'recipient') return BOTH_RE.test(subject) ? 'other' : null;
  const r = roleIn(subject, lex);
  return r === 'provider' || r === 'both' ? 'other' : r === 'customer' ? 'ours' : null;
}

/** The words of a verb run ("reverse engineer, decompile, disassemble or analyse the ...") as one act's family. */
function actVerbs(run: string): RegExp | null {
  const head = run.replace(/^\s*,[^,]{0,40},\s*/, '').replace(/^(?:\s*(?:promptly|at all times|immediately|itself|directly|also|hereby|at its (?:own )?(?:cost|expense))\s*,?)+/i, '').slice(0, 200);
  const stems = new Set<string>();
  // (the verbs listed first: "reverse engineer, decompile or disassemble", not a word of their object)
  for (const fam of ACT_FAMILIES) if (fam.some((s) => new RegExp(String.raw`^(?:[\w-]+(?:\s+[\w-]+)?\s*(?:,\s*(?:or\s+|and\s+)?|\s+(?:or|and|and\/or)\s+)){0,5}${s}`, 'i').test(head))) fam.forEach((s) => stems.add(s));
  if (!stems.size) return null;
  return new RegExp(String.raw`\b(?:${[...stems].join('|')})`, 'i');
}

const GENERIC_LEX = roleLexicon([]);

/**
 * The act a check's preferred clause protects (see ProtectedAct), or null where the clause is no prohibition, duty or
 * limited permission of the side it binds (a definition, a right of the playbook's own side, a statement of law).
 */
export function protectedAct(preferred: string): ProtectedAct | null {
  // every act the clause protects, the first one read first (the notice of a compelled disclosure, then the
  // disclosure held to what is legally required)
  const acts: ProtectedAct[] = [];
  for (const sentence of preferred.split(/(?<=[.;])\s+(?=[A-Z])/).slice(0, 2)) {
    const first = firstAct(sentence);
    if (!first) continue;
    acts.push(first.act);
    // the clause's further acts, of the same subject: "..., and shall disclose only ...", "; it will also ..."
    const cuts = [...sentence.matchAll(NEXT_ACT_RE)].map((m) => m.index! + m[0].length).filter((i) => i > first.at);
    for (const cut of cuts) {
      const next = firstAct(`${first.subject} ${sentence.slice(cut)}`);
      if (next && !acts.some((a) => a.verbs.source === next.act.verbs.source)) acts.push(next.act);
    }
  }
  if (!acts.length) return remedyAct(preferred);
  return acts.length > 1 ? { ...acts[0], more: acts.slice(1) } : acts[0];
}

/**
 * Equitable remedies: a right of the playbook's own side that a protection consists of ("so the Disclosing Party may seek
 * injunctive or other equitable relief"). Other rights of our side (to terminate, to audit) are not read here: they
 * protect by being used, and their checks read them.
 */
const REMEDY = String.raw`(?:injunct\w*|interdict\w*|equitable\s+(?:relief|remed\w*)|specific\s+performance|interim\s+relief)`;
const REMEDY_RE = new RegExp(String.raw`\b${REMEDY}`, 'i');
const REMEDY_GIVEN_RE = new RegExp(String.raw`^(.*?)\b(?:may|shall\s+be\s+entitled\s+to|(?:is|are)\s+entitled\s+to|(?:has|have|shall\s+have)\s+the\s+right\s+to)\s+(?:seek|obtain|apply\s+for|pursue|be\s+granted)\b[^.;]{0,60}?\b${REMEDY}`, 'i');
function remedyAct(preferred: string): ProtectedAct | null {
  for (const sentence of preferred.split(/(?<=[.;])\s+(?=[A-Z])/).slice(0, 2)) {
    const m = REMEDY_GIVEN_RE.exec(sentence);
    if (!m) continue;
    const own = m[1].split(/[,;]/).pop()!;
    if (protectionSide(own, GENERIC_LEX) === 'other' && !BOTH_RE.test(own)) continue;
    return { verbs: REMEDY_RE, kind: 'require', limited: false, binds: 'party', object: null, remedy: true };
  }
  return null;
}
/** The remedy denied: stated unavailable or excluded, or refused or waived by a holder named before the denial. */
const REMEDY_UNAVAILABLE_RE = new RegExp(String.raw`\b${REMEDY}[^.;]{0,80}?\b(?:(?:is|are|shall|will)\s+not\s+(?:be\s+)?(?:available|permitted|granted|obtainable)|(?:is|are|shall\s+be|will\s+be)\s+(?:unavailable|excluded|waived)|(?:is|are|shall\s+be|will\s+be)\s+hereby\s+(?:excluded|waived))\b`, 'i');
/** Applying for a remedy, to a court or not: "apply for", "apply to any court for", "apply to the competent tribunal for". */
const APPLY_FOR = String.raw`apply\s+(?:to\s+(?:a|any|the|an?\s+appropriate|the\s+competent)\s+(?:[\w-]+\s+){0,2}?(?:courts?|tribunals?|judges?|authorit(?:y|ies))\s+)?for`;
const REMEDY_REFUSED_RE = new RegExp(String.raw`^(.*?)\b(?:(?:shall|will|may|can|does|do|is|are)\s+not\s+(?:be\s+)?(?:(?:entitled|permitted|allowed|able)\s+to(?:\s+(?:seek|obtain|${APPLY_FOR}|pursue|be\s+granted|claim))?|(?:seek|obtain|${APPLY_FOR}|pursue|be\s+granted|claim))|cannot\s+(?:seek|obtain|${APPLY_FOR}|pursue|claim)|(?<=\b(?:neither|no)\s+part(?:y|ies)\s+)(?:shall|may|will|can)\s+(?:be\s+entitled\s+to\s+|have\s+(?:the|any)\s+right\s+to\s+)?(?:seek|obtain|${APPLY_FOR}|pursue|claim)|(?:hereby\s+)?(?:irrevocably\s+)?waives?\s+(?:any|all|its|their|the)\s+(?:\w+\s+)?rights?\s+to(?:\s+(?:seek|obtain|${APPLY_FOR}|pursue|claim))?|(?:shall|will)\s+have\s+no\s+right\s+to(?:\s+(?:seek|obtain|${APPLY_FOR}|pursue|claim))?)\b[^.;]{0,60}?\b${REMEDY}`, 'i');
// (so does "a breach (or threatened breach) of this Agreement": any breach of it, not one kind)
const EVERY_CASE_RE = /\b(?:in respect of|with respect to|in relation to|for)\s+(?:(?:any|all|every|each)\b[^,.;]*|an?\s+(?:actual\s+or\s+threatened\s+|threatened\s+or\s+actual\s+)?breach(?:\s+or\s+(?:a\s+)?threatened\s+breach)?\s+of\s+this\s+(?:agreement|deed|contract)\b)/gi;
function remedyDenied(sentence: string, lex: RoleLexicon): boolean {
  // (an opening "Notwithstanding clause 3," points at what is taken away; it narrows nothing)
  const s = sentence.replace(/^\W*notwithstanding\b[^,]{0,120},\s*/i, '');
  let after: string;
  const stated = REMEDY_UNAVAILABLE_RE.exec(s);
  if (stated) {
    after = s.slice(stated.index + stated[0].length);
    // (unavailable to the other side only: "is not available to the Receiving Party")
    const to = /^\s+to\s+((?:the\s+)?[^.;,]{1,60})/i.exec(after);
    if (to && !BOTH_RE.test(to[1]) && protectionSide(to[1], lex) === 'other') return false;
  } else {
    const refused = REMEDY_REFUSED_RE.exec(s);
    if (!refused) return false;
    // refused to the bound side only ("The Receiving Party shall not seek ..."): the discloser's remedy stands
    const holder = refused[1].split(/[,;]/).pop()!;
    // (a waiver denied is none: "Neither party waives its right to seek ...", "Nothing ... waives")
    if (/^\s*(?:hereby\s+)?(?:irrevocably\s+)?waive/i.test(s.slice(refused[1].length)) && /\b(?:neither|no|nothing|not|never)\b/i.test(holder)) return false;
    if (!BOTH_RE.test(holder) && !/\bno\s+party\b/i.test(holder) && protectionSide(holder, lex) === 'other') return false;
    after = s.slice(refused[0].length);
  }
  // narrowed: a condition or an exception ("where damages would be an adequate remedy", "unless the breach is wilful");
  // "in respect of any breach" names every case, not one
  const head = s.slice(0, Math.max(0, s.length - after.length - 1)).replace(REMEDY_RE, '');
  return !RELEASE_KEEPS_RE.test(after.replace(EVERY_CASE_RE, ' ')) && !RELEASE_KEEPS_RE.test(head.replace(EVERY_CASE_RE, ' '));
}

/** The subject of a clause's first act, by name ("it" in "If the Receiving Party is required ..., it shall" is the party named before). */
function namedSubject(own: string, sentence: string): string {
  if (/\w/.test(own) && !/^\s*(?:it|they)\s*$/i.test(own)) return own.trim();
  const named = RECIPIENT_RE.exec(sentence) ?? GENERIC_LEX.provider.exec(sentence) ?? GENERIC_LEX.customer.exec(sentence);
  return named ? `The ${named[0]}` : own.trim();
}

/**
 * A preferred clause that states how the deal may change rather than binding a side to an act: "No amendment ... is
 * effective unless signed by both parties", "Any variation ... shall be binding only if agreed", "Fees are fixed for the
 * Initial Term". The act is the statement's own (amend, vary, change; for a fixed price, change or increase), forbidden
 * to either side acting alone, held within limits (the statement's way through: both parties' signature), and done to
 * what the deal consists of (its terms, services, fees).
 */
const CHANGE_STATEMENT_RE = /^\W*(?:no|any)\s+(?:amendments?|variations?|modifications?|changes?|alterations?)\b[^.;]{0,160}?\b(?:is|are|shall\s+be|will\s+be|becomes?|shall\s+become|will\s+become|has|have)\s+(?:\w+\s+){0,2}?(?:effective|valid|binding|enforceable|(?:any\s+)?(?:force|effect))\b[^.;]{0,40}?\b(?:unless|only\s+(?:if|when|where)|except)\b/i;
const FIXED_STATEMENT_RE = /^\W*(?:the\s+|all\s+)?(?:fees?|prices?|charges?|rates?|pricing)\b[^.;]{0,60}?\b(?:are|is|shall\s+be|will\s+be|shall\s+remain|will\s+remain|remain)\s+(?:fixed|firm)\b/i;
const DEAL_TERMS = String.raw`\b(?:agreement|terms|conditions|polic(?:y|ies)|services?|service\s+levels?|specifications?|features?|functionality|fees?|prices?|pricing|charges?|rates?)\b`;
function statementAct(sentence: string): ProtectedAct | null {
  const change = actVerbs('change');
  if (CHANGE_STATEMENT_RE.test(sentence) && change) return { verbs: change, kind: 'forbid', limited: true, binds: 'party', object: new RegExp(DEAL_TERMS, 'i'), alone: true };
  const fixed = actVerbs('change or increase');
  if (FIXED_STATEMENT_RE.test(sentence) && fixed) return { verbs: fixed, kind: 'forbid', limited: true, binds: 'party', object: /\b(?:fees?|prices?|pricing|charges?|rates?)\b/i, alone: true };
  return null;
}

function firstAct(sentence: string): { act: ProtectedAct; subject: string; at: number } | null {
  const stated = statementAct(sentence);
  if (stated) return { act: stated, subject: 'Either party', at: sentence.length };
  {
    const s = sentence.replace(/^(?:(?:if|where|upon|on|during|when|following)\b[^,]{0,160},\s*)/i, '');
    const tries: [RegExp, ProtectedAct['kind'], boolean][] = [[NOTHING_PERMITS_RE, 'forbid', false], [NEITHER_RE, 'forbid', false], [COVENANT_NOT_RE, 'forbid', false], [FORBID_RE, 'forbid', false], [LIMITED_PERMIT_RE, 'forbid', true], [HEREBY_RE, 'require', false], [DUTY_RE, 'require', false]];
    for (const [re, k, limited] of tries) {
      let kind = k;
      const m = re.exec(s);
      if (!m) continue;
      if (limited && !LIMITS_RE.test(m[2])) continue;
      // a duty held to a use ("shall use it solely for the Purpose"), or a prohibition with a way through ("without
      // the other party's consent", "except to a successor"), is a permission within limits: given away only unbounded
      const bounded = limited || (kind === 'require' && LIMITS_RE.test(m[2].split(/[,;]/)[0])) || (kind === 'forbid' && WAY_THROUGH_RE.test(m[2]));
      if (bounded && kind === 'require') kind = 'forbid';
      // the subject: "it" in "If the Receiving Party is required ..., it shall" is the party named before
      // (past an opening phrase: "At the choice of Controller, Processor shall ...")
      const own = m[1].replace(/^.*,/, '');
      const subject = /^\s*(?:it|they)\s*$/i.test(own) ? sentence : /\w/.test(own) ? own : m[1];
      if (protectionSide(subject, GENERIC_LEX) !== 'other' && !/\b(?:neither|no)\s+party\b/i.test(m[1])) continue;
      const verbs = actVerbs(m[2]);
      // (the act's own words, before any aside: "process ... only on the documented instructions of Controller", not
      // ", including with regard to transfers to a third country")
      const place = PLACE_LIMIT_RE.test(m[2].split(/[,;]/)[0]);
      if (verbs) return { act: { verbs, kind, limited: bounded, binds: RECIPIENT_RE.test(subject) ? 'recipient' : 'party', object: definedObject(m[2], verbs), ...(place ? { place } : {}) }, subject: namedSubject(own, sentence), at: sentence.length - s.length + m[1].length };
    }
  }
  return null;
}

/** A capitalised term, whole ("Confidential Information", not "Disclosing" of "Disclosing Party's"). */
const TERM_RE = /\b(?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*(?![\w'’-]|\s+[A-Z])/g;
const PARTY_WORD_RE = /^(?:party|parties|customer|client|buyer|purchaser|tenant|lessee|landlord|lessor|processor|controller|company|licensee|licensor|recipient|discloser|provider|supplier|vendor|seller|employee|employer|consultant|contractor|subscriber)$/i;
const isPartyTerm = (term: string) => PARTY_WORD_RE.test(term.split(/\s+/).pop()!) || roleIn(term, GENERIC_LEX) !== null;
/** The defined term the act is done to: within the first words after the verb ("return or destroy all Confidential Information"). */
function definedObject(run: string, verbs: RegExp): RegExp | null {
  const v = verbs.exec(run);
  if (!v) return null;
  const after = run.slice(v.index + v[0].length);
  const m = /^\s*(?:[\w'’-]+,?\s+){0,4}?((?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*)(?![\w'’-]|\s+[A-Z])/.exec(after);
  if (!m || isPartyTerm(m[1])) return null;
  const term = String.raw`\b${escapeRegExp(m[1].split(/\s+/).pop()!.replace(/s$/, ''))}`;
  // the object narrowed to a part of it ("Confidential Information retained in the unaided memory of its personnel"):
  // the act is done to that part only, so a sentence naming the whole ("may disclose Confidential Information to the
  // other") is not that act
  const part = NARROWED_RE.exec(after.slice(m.index + m[0].length));
  return new RegExp(part ? String.raw`${term}\w*\b[^.;]{0,60}?\b${part[1].slice(0, 5)}` : term, 'i');
}
/** A participle or relative clause that narrows an act's object to a part of it (not one that restates its source: "received from"). */
const NARROWED_RE = /^\s*,?\s*(?:(?:that|which)\s+(?:is|are|was|were|has been|have been)\s+)?(retained|remembered|stored|kept|held|derived|generated|created|developed|relating|related|concerning)\b/i;
/** What the act is done to in a sentence read: the protection's object, a pronoun for it, or another defined term. */
function objectMatches(after: string, act: ProtectedAct): boolean {
  if (!act.object) return true;
  const near = after.slice(0, 160);
  // (a statement's act is done to the deal itself: its terms, services or fees, named; "its Agreement Administrators" is not)
  if (act.alone) return [...near.slice(0, 80).matchAll(new RegExp(act.object.source, 'gi'))].some((m) => !/^\s+[A-Z]/.test(near.slice(m.index + m[0].length)));
  if (act.object.test(near) || /\b(?:it|them|the same|hereunder|thereunder)\b/i.test(near)) return true;
  for (const m of near.matchAll(TERM_RE)) if (!isPartyTerm(m[0])) return true;
  return false;
}

/** A permission: the act given ("may", "is free to", "is entitled to", "has the right to", "reserves the right to"). */
const GIVE_RE = /\b(?:may|can|(?:is|are|shall be|will be)\s+(?:free|entitled|permitted|authori[sz]ed|at liberty)\s+to|(?:has|have|shall have|will have|reserves?|retains?)\s+the\s+(?:sole\s+|unrestricted\s+|absolute\s+)?right\s+to)\b/gi;
/** A release: the required act dispensed with ("need not", "is not required to", "shall have no obligation to"). */
const RELEASE_RE = /\b(?:need not|(?:is|are|shall|will|be)\s+not\s+(?:be\s+)?(?:required|obliged|obligated|bound)\s+to|(?:has|have|shall have|will have|owes?|bears?)\s+no\s+(?:obligation|duty|responsibility)\s+to|(?:is|are|shall be|will be)\s+under\s+no\s+(?:obligation|duty)\s+to|(?:is|are|shall be|will be)\s+not\s+under\s+any\s+(?:obligation|duty)\s+to)\b/gi;
/** "Nothing in this Agreement restricts / prevents / limits X from <act>ing". */
const NOTHING_RESTRICTS_RE = /\bnothing\b[^.;]{0,80}?\b(?:restricts?|prevents?|prohibits?|limits?|precludes?|restrains?|shall\s+(?:restrict|prevent|prohibit|limit|preclude|restrain))\s+([^.;]{1,80}?)\s+from\s+/gi;
/** Words that narrow a permission or a release so that the protection stands. */
const KEEPS_RE = /\b(?:only|solely|exclusively|strictly|need to know|need-to-know|bound by|no less (?:protective|stringent|onerous)|subject to|provided(?: always)?(?:,\s*however,)? that|provided,\s*however\b|on condition|conditional|(?:prior|express|written)\s+(?:written\s+)?(?:consent|approval|agreement)|with the (?:\w+\s+){0,2}(?:consent|approval|agreement)|in accordance with|except|excepting|unless|other than|save|to the extent|if|where|when|whereby|required by (?:law|any law|applicable)|as required|compelled|affiliates?|subsidiar(?:y|ies)|group compan(?:y|ies)|successors?|merger|reorgani[sz]ation|restructuring|change (?:of|in) control|substantially all|(?:authority|ability|capacity|able|capable|qualified) to (?:fulfil|perform|carry out|meet)|(?:assumes?|assuming|agrees? in writing to (?:assume|be bound))\b)\b|\b(?:\d+|one|two|three|seven|ten|fourteen|fifteen|thirty|sixty|ninety)\s*(?:\(\d+\)\s*)?(?:business\s+|calendar\s+|working\s+)?(?:days?|weeks?|months?)['’]?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\b/i;
/** The defined purpose of an NDA, capitalised ("for the Purpose"): a use held to it. */
const FOR_THE_PURPOSE_RE = /\b(?:for|in connection with|to) the Purpose\b/;
/** Words that make a permission or release unbounded: "as it thinks fit", "at its discretion", "any third party". */
const UNBOUNDED_RE = /\b(?:as it (?:thinks|sees|deems|considers) fit|as it (?:chooses|wishes|likes|sees fit)|in its (?:sole |absolute |own )*discretion|at its (?:sole |absolute |own )*discretion|at any time|for any (?:purpose|reason)|without (?:any\s+)?(?:restriction|limitation|limit|notice|consent|the (?:\w+\s+)?consent|reference|prior)|any (?:third part|person|country|sub-?processor|purpose)|whatever|whomever|whoever|freely|in any (?:way|manner|country|circumstances?)|whether or not)/i;
/**
 * A place without bounds ("in any country in which it has facilities", "anywhere in the world"): it gives away only a
 * limit of place (a transfer held to the EEA), not one of purpose or instructions; and a limit of place, in the act's
 * own words.
 */
const UNBOUNDED_PLACE_RE = /\b(?:(?:in|to|into|from)\s+)?any\s+(?:country|countries|territor(?:y|ies)|jurisdictions?|locations?|regions?|place)\b|\banywhere\b|\bwherever\b/gi;
const UNBOUNDED_PLACE_ONE_RE = new RegExp(UNBOUNDED_PLACE_RE.source, 'i');
const PLACE_LIMIT_RE = /\b(?:countr(?:y|ies)|territor(?:y|ies)|jurisdictions?|locations?|regions?|outside|abroad|European Economic Area|EEA|United Kingdom|Switzerland)\b/i;
/** Whether the words a permission is given with leave it without bounds, for this act (a place only where the act is held to one). */
function unbounded(after: string, act: ProtectedAct): boolean {
  if (act.place) return UNBOUNDED_RE.test(after) || UNBOUNDED_PLACE_ONE_RE.test(after);
  return UNBOUNDED_RE.test(after.replace(UNBOUNDED_PLACE_RE, ' '));
}
/** What narrows a release of a duty: a condition or an exception ("to the extent that", "where", "unless"). */
// (also a release of what sits in back-ups or archives, or of what the law or an auditor requires kept: "need not destroy
// copies held in automatic electronic back-up systems", "Confidential Information that applicable law requires it to
// retain"; session 24, misses19)
const RELEASE_KEEPS_RE = /\b(?:to the extent|beyond|in excess of|more than|additional|further|except|excepting|unless|save|other than|provided(?: always)? that|subject to|if|where|when|whereby|in respect of|in relation to|with respect to|insofar|in so far|in the case of|for (?:such|those|that)|affiliates?|back-?ups?|archiv\w*|(?:law|regulation|auditors?|regulators?)\s+(?:requires?|must)\b[^.;]{0,30}?\b(?:retain|keep)|(?:required|obliged)\s+(?:by\s+(?:applicable\s+)?(?:law|regulation)\s+)?to\s+(?:retain|keep)|must\s+retain)\b/i;
/**
 * A release for one kind of case: a cause or a list named ("claims arising from", "(i) ..."), or the first case the
 * release names is one ("of a disclosure made to a regulator", "for such Rejected Product"), not all of them ("of any
 * requirement", "for any claims", "of a Personal Data Breach").
 */
const ONE_CAUSE_RE = /\b(?:arising|resulting|caused|based on|attributable|in the course of)\b|\((?:a|i|1)\)/i;
const FIRST_CASE_RE = /\b(?:of|for|in respect of|regarding|concerning|about|in relation to|with respect to)\s+(a|an|one|that|this|such|those|these|the following|any|all|every|each|whatever)\b/i;
function oneCase(after: string): boolean {
  if (ONE_CAUSE_RE.test(after)) return true;
  const first = FIRST_CASE_RE.exec(after);
  if (!first || /^(?:any|all|every|each|whatever)$/i.test(first[1])) return false;
  // "of a breach" is every breach; "of a disclosure made to a regulator" is one kind of it
  return !/^(?:a|an|one)$/i.test(first[1]) || /^(?:\s+[\w-]+){1,4}?\s+(?:made|given|sent|received|to|by|in|from|that|which|who|where|under|at|of|for|[a-z]+ing)\b/i.test(after.slice(first.index + first[0].length));
}

/** The verbs a modal governs before the act: "may test, take apart, analyse, decompile and [reverse engineer]". */
const VERB_LIST_RE = /^\s*(?:(?:also|otherwise|itself|hereby|at any time|[a-z]+ly)\s*,?\s*)*(?:[\w-]+(?:\s+[\w-]+)?\s*(?:,\s*(?:or\s+|and\s+|and\/or\s+)?|\s+(?:or|and|and\/or)\s+)(?:(?:also|otherwise|directly|indirectly)\s+)*){0,8}$/i;

const NEG_BEFORE_RE = /\b(?:not|no|never|neither|nor|nothing|cannot)\b[^.;,]{0,30}$/i;
/** A required act dispensed with inside a permission: "may disclose it ... without notifying the Discloser". */
const WITHOUT_ACT_RE = /\bwithout\s+(?:first\s+|prior\s+|previously\s+)?(?=[a-z]+ing\b)/gi;
/** The rights a duty to assign would pass, kept by the side bound to assign: "retains all right, title and interest in". */
const KEEPS_RIGHTS_RE = /\b(?:retains?|keeps?|(?:shall|will)\s+(?:retain|keep|remain\s+the\s+(?:sole\s+)?owner\s+of|own)|owns?|remains?\s+the\s+(?:sole\s+)?owner\s+of)\s+(?:all\s+|any\s+|the\s+(?:entire\s+)?|sole\s+|exclusive\s+)*(?:rights?|title|ownership|intellectual\s+property)\b/gi;
const KEEPS_RIGHTS_ONE_RE = new RegExp(KEEPS_RIGHTS_RE.source, 'i');
/** Work a party had before the engagement (its prior inventions, pre-existing or background IP), and work made during it. */
const PRIOR_WORK_RE = /\b(?:prior|pre-?existing|background)\b|\b(?:made|created|developed|conceived|owned|acquired)\s+(?:\w+\s+){0,3}?before\b/i;
const DURING_WORK_RE = /\b(?:during|in\s+the\s+course\s+of|in\s+connection\s+with)\s+(?:the\s+|his\s+|her\s+|its\s+|their\s+)?(?:employment|engagement|services|term)\b/i;
const ASSIGN_ACT = 'assign';
/** A released object held to one kind by how it came about: "inventions developed entirely / solely / outside ...". */
const QUALIFIED_OBJECT_RE = /^(?:(?!\b(?:any|all|every|each)\b)[^.;,])*?\b(?:[a-z]+ed|made|done|written|built|brought)\s+(?:entirely|solely|wholly|exclusively|only|outside|independently|without)\b/i;
/** The first modal or stated act of a sentence: the subject a second verb ("and may also ...") shares. */
const FIRST_VERB_RE = /\b(?:shall|will|must|may|can|agrees?\s+to|undertakes?\s+to|hereby\s+(?:[a-z]+ly\s+)?[a-z]+s)\b/i;

/**
 * Whether a sentence takes a protection away by its polarity: it gives the side the protection binds the act it forbids
 * ("The Recipient may share ... with such third parties as it thinks fit", "Provider may change the Services at any
 * time", "Nothing restricts the Licensor from ..."), or releases that side from the act it requires ("the Processor
 * need not notify the Controller of any breach"), with nothing that keeps the protection (a need-to-know limit, a
 * consent, a notice period, an exception). A permission or release held by the playbook's own side, or by no side the
 * sentence names, is not read.
 */
export function takesAwayProtection(sentence: string, act: ProtectedAct, lex: RoleLexicon): boolean {
  return [act, ...(act.more ?? [])].some((a) => polarityRead(sentence, a, lex).taken);
}

/**
 * Whether a sentence only gives the act a protection forbids to the playbook's own side ("The Disclosing Party may
 * reverse engineer its own samples", "Customer may assign this Agreement"): the words of a prohibition's opposite,
 * held by the side the prohibition protects, take nothing away from it.
 */
export function givenOnlyToOwnSide(sentence: string, act: ProtectedAct, lex: RoleLexicon): boolean {
  const { sides } = polarityRead(sentence, act, lex, true);
  return act.kind === 'forbid' && sides.length > 0 && sides.every((x) => x === 'ours');
}

function polarityRead(sentence: string, act: ProtectedAct, lex: RoleLexicon, givesOnly = false): { taken: boolean; sides: ('other' | 'ours' | null)[] } {
  const sides: ('other' | 'ours' | null)[] = [];
  if (act.remedy) return { taken: !givesOnly && REMEDY_RE.test(sentence) && remedyDenied(sentence, lex), sides };
  // every reading below needs the act's verbs within what a modal governs, a part of the sentence: where the sentence
  // has none of them there is nothing to read (the one test spares the modal scans of most topic sentences)
  // (but for the rights a duty to assign would pass, kept: "retains all right, title and interest in ...", no verb of it)
  if (!act.verbs.test(sentence) && !(act.kind === 'require' && act.verbs.test(ASSIGN_ACT) && KEEPS_RIGHTS_ONE_RE.test(sentence))) return { taken: false, sides };
  const at = (re: RegExp) => { re.lastIndex = 0; return [...sentence.matchAll(re)]; };
  const hits: { subject: string; after: string; before: string; release: boolean }[] = [];
  // a forbidden act given; a required act released; a duty held within limits ("shall use it solely for the Purpose")
  // given, or released from its limits ("need not use it solely for the Purpose")
  const modals = [...(act.kind === 'forbid' ? at(GIVE_RE).map((m) => ({ m, release: false })) : []), ...(act.kind === 'require' || act.limited ? at(RELEASE_RE).map((m) => ({ m, release: true })) : [])];
  for (const { m, release } of modals) {
    // (what the modal governs: to the end of its clause)
    const after = sentence.slice(m.index + m[0].length).split(/[;:]/)[0];
    // the act within the verbs the modal governs ("may test, take apart, analyse, decompile and reverse engineer")
    const v = act.verbs.exec(after.slice(0, 200));
    if (!v || v.index > 80 || !VERB_LIST_RE.test(after.slice(0, v.index))) continue;
    const before = sentence.slice(0, m.index);
    // "may not", "is not entitled to", "no party may": no permission
    if (act.kind === 'forbid' && (NEG_BEFORE_RE.test(before) || /^\s*not\b/i.test(after))) continue;
    const cut = Math.max(before.lastIndexOf(';'), before.lastIndexOf(':'), before.lastIndexOf(','));
    // the subject: the last words before the modal ("the Receiving Party may"), not a relative clause's ("from third
    // parties which are not obliged to protect it")
    let subject = before.slice(cut + 1).trim().split(/\s+/).slice(-6).join(' ');
    // a second verb of the same subject ("Processor shall process ... and may also process it for its own purposes"):
    // the subject of the first
    // (the first verb's conditions are its own: "it shall, where lawful, give notice ..., and need not ..." is read from
    // the "and")
    let own = before;
    if (/\b(?:and|or|but)\s*$/i.test(subject)) {
      own = before.slice(cut + 1);
      const first = FIRST_VERB_RE.exec(before);
      subject = first ? before.slice(0, first.index).split(/[;:,]/).pop()!.trim().split(/\s+/).slice(-6).join(' ') : subject;
    }
    if (/\b(?:which|who|that|whom|whose)\s*$/i.test(subject)) continue;
    // a pronoun holds for the party the sentence opens with ("If the Receiving Party is compelled ..., it need not")
    if (/^(?:it|they|he|she)$/i.test(subject.trim())) subject = before.slice(0, 160);
    hits.push({ subject, after, before: own, release });
  }
  if (act.kind === 'require') {
    // "may make any disclosure required by law without notifying the Discloser": the notice released
    for (const m of at(WITHOUT_ACT_RE)) {
      const after = sentence.slice(m.index + m[0].length).split(/[;:]/)[0];
      const v = act.verbs.exec(after.slice(0, 60));
      if (!v || v.index > 0) continue;
      const before = sentence.slice(0, m.index);
      const g = [...before.matchAll(GIVE_RE)].pop();
      if (!g || NEG_BEFORE_RE.test(before.slice(0, g.index))) continue;
      const head = before.slice(0, g.index);
      const subject = head.slice(Math.max(head.lastIndexOf(';'), head.lastIndexOf(':'), head.lastIndexOf(',')) + 1).trim().split(/\s+/).slice(-6).join(' ');
      // (what narrows it is what follows: the permission's own occasion, "required by law", is the clause's case)
      hits.push({ subject, after, before: '', release: true });
    }
    // "retains all right, title and interest in ...": the rights a duty to assign would pass, kept
    if (act.verbs.test(ASSIGN_ACT)) {
      for (const m of at(KEEPS_RIGHTS_RE)) {
        const before = sentence.slice(0, m.index);
        if (NEG_BEFORE_RE.test(before)) continue;
        // (not what the party brought with it: "retain ownership of the Prior Inventions ... developed before
        // Executive's employment", its pre-existing or background IP; unless what was made during it is kept too)
        const kept = sentence.slice(m.index, m.index + 240);
        if (PRIOR_WORK_RE.test(kept) && !DURING_WORK_RE.test(kept)) continue;
        const subject = before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf(':'), before.lastIndexOf(',')) + 1).trim().split(/\s+/).slice(-6).join(' ');
        hits.push({ subject, after: sentence.slice(m.index + m[0].length), before, release: true });
      }
    }
  }
  if (act.kind === 'forbid') {
    for (const m of at(NOTHING_RESTRICTS_RE)) {
      const after = sentence.slice(m.index + m[0].length);
      const v = act.verbs.exec(after.slice(0, 200));
      if (v && v.index < 40 && VERB_LIST_RE.test(after.slice(0, v.index))) hits.push({ subject: m[1], after: `${after} freely`, before: sentence.slice(0, m.index), release: false });
    }
  }
  if (givesOnly) return { taken: false, sides: hits.filter((h) => !h.release && objectMatches(h.after, act)).map((h) => protectionSide(h.subject, lex, act.binds)) };
  for (const h of hits) {
    if (protectionSide(h.subject, lex, act.binds) !== 'other' || !objectMatches(h.after, act)) continue;
    // (the parties together, or by their agreement, are the statement's own way through)
    if (act.alone && (/\b(?:the|both)\s+parties\b/i.test(h.subject) || /\b(?<!without\s+(?:the\s+)?)mutual(?:ly)?\b/i.test(h.after)) && !/\b(?:each|either|any)\s+party\b/i.test(h.subject)) continue;
    if (h.release) {
      // a release is narrowed by a condition or an exception (the words that describe the duty released, "only",
      // "who need to know", are what it releases)
      if (RELEASE_KEEPS_RE.test(h.before) || RELEASE_KEEPS_RE.test(h.after)) return { taken: false, sides };
      // (or by what it is released for: "inventions developed entirely on the Employee's own time", not "any invention")
      if (QUALIFIED_OBJECT_RE.test(h.after.slice(0, 120)) && !UNBOUNDED_RE.test(h.after)) return { taken: false, sides };
      // (nor is one released for one kind of case only: "of a disclosure made to a regulator", "for claims arising from")
      if (UNBOUNDED_RE.test(h.after) || !oneCase(h.after)) return { taken: true, sides };
      continue;
    }
    if (KEEPS_RE.test(sentence) || FOR_THE_PURPOSE_RE.test(sentence)) return { taken: false, sides };
    if (unbounded(h.after, act)) return { taken: true, sides };
    // a forbidden act permitted outright; a limited permission only when given without bounds
    if (!act.limited) return { taken: true, sides };
  }
  return { taken: false, sides };
}
