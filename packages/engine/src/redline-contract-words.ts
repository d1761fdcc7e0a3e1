/**
 * The contract's own words for what the playbooks' language names generically: what it pays ("fees", "charges" for
 * the playbooks' "royalties"), what it is about ("the Software" for "the services" in a software licence), and the
 * territory and law of its governing law ("the United Kingdom" and "the UK GDPR" for "the European Economic Area" and
 * "the GDPR" in a data processing agreement under English law). redline.ts's adaptToContract applies them.
 */
import { jurisdictionCode } from './countries.js';

/** The nouns a contract may use for what it pays, in place of the playbooks' "royalties". */
const PAYMENT_NOUNS = ['fees', 'charges'];

/**
 * A contract's plural noun for what it pays, when it never speaks of royalties: the one of PAYMENT_NOUNS it uses most
 * as a payment ("pay the annual licence fee", "charges payable"), not in passing ("attorney's fees", "subscriber fees"
 * of a revenue share).
 */
export function paymentNoun(text: string): string | undefined {
  if (/\broyalt(?:y|ies)\b/i.test(text)) return undefined;
  const uses = PAYMENT_USES.map(({ noun, stem, use }) => {
    // (every use holds the noun: a text without it has none, and is not searched with the whole pattern)
    return [noun, stem.test(text) ? text.match(use)?.length ?? 0 : 0] as const;
  }).filter(([, k]) => k > 0);
  return uses.sort((a, b) => b[1] - a[1])[0]?.[0];
}
/** Per payment noun, its singular and the pattern of its uses as a payment, compiled once (a new pattern starts in V8's interpreter). */
const PAYMENT_USES = PAYMENT_NOUNS.map((noun) => {
  const one = noun.replace(/s$/, '');
  return {
    noun,
    stem: new RegExp(one, 'i'),
    use: new RegExp(String.raw`\b(?:pay|pays|paid|paying|invoice[sd]?)\b[^.;]{0,60}\b${one}s?\b|\b${one}s?\s+(?:are\s+|is\s+)?(?:payable|due|invoiced|paid)\b|\b(?:licen[cs]e|subscription|service|annual|monthly|quarterly)\s+${one}s?\b`, 'gi'),
  };
});

/**
 * A consideration a contract gives in shares, not money: its defined term ("Share Consideration", "Consideration
 * Shares", "Equity Consideration"), where the contract pays no fee, charge, price or royalty in money. A cap measured in
 * the fees paid is then a cap of nothing.
 */
const IN_KIND_TERM_RE = /["“]((?:[A-Z][\w-]*\s+){0,2}(?:Shares?|Stock|Equity|Securities)\s+Consideration|Consideration\s+(?:Shares|Stock|Securities))["”]/;
const MONEY_PAID_RE = /\b(?:pay|pays|paid|paying|payable)\b[^.;]{0,60}?(?:\b(?:fees?|charges?|royalt(?:y|ies)|price)\b|[$£€]|\b(?:USD|GBP|EUR|INR|AUD|CAD|Rs)\b)|\b(?:fees?|charges?|royalt(?:y|ies)|price)\s+(?:of|shall\s+be|is|are|will\s+be)\s+(?:[A-Z]{2,3}\s?)?[$£€\d]/gi;
export function paidInKind(text: string): string | undefined {
  if (!text.includes('Consideration')) return undefined;
  const m = IN_KIND_TERM_RE.exec(text);
  if (!m) return undefined;
  // (not the charges, taxes and fees a party owes others: "Licensor has paid or will pay all charges, taxes, license fees
  // and other amounts ... to any third party")
  for (const p of text.matchAll(MONEY_PAID_RE)) if (!/\btax(?:es)?\b|\bthird[- ]part/i.test(text.slice(p.index!, p.index! + p[0].length + 120))) return undefined;
  return m[1];
}

/** The last word of a contract's name for what it supplies: "the Software", "the Licensed Materials", "the Orrin Platform". */
const SUBJECT_NOUN = String.raw`(?:Software|Products?|Platform|Materials|Technology|Application|System|Solution|Equipment|Goods)`;
const SUBJECT_RE = new RegExp(String.raw`\bthe\s+((?:[A-Z][\w&'’-]*\s+){0,3}${SUBJECT_NOUN})\b`, 'g');
/** "the services" (or "the Maintenance Services", "the service") a contract speaks of: not its service credits or levels. */
const SERVICES_RE = /\bthe\s+(?:[A-Z][\w&'’-]*\s+){0,3}services?\b(?!\s+(?:credits?|levels?))/gi;

/** Whether a global pattern matches `text` twice or more (`text.match(re).length >= 2`, the search stopped at the second). */
function atLeastTwo(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  let n = 0;
  for (let m: RegExpExecArray | null; n < 2 && (m = re.exec(text)); ) {
    n++;
    if (m[0] === '') re.lastIndex++;
  }
  re.lastIndex = 0;
  return n >= 2;
}

export interface Subject {
  /** The contract's name for it, as it writes it after "the": "Software", "Orrin Platform", "service". */
  name: string;
  /** Whether it takes a singular verb ("the Software infringes"). */
  singular: boolean;
}

/**
 * What the contract supplies when it is no services: the name it uses most after "the", a capitalised name ending in a
 * subject noun ("the Software", "the Licensed Materials", "the Orrin Platform") used at least twice; undefined when it
 * names none, or when it speaks of services twice or more ("the Services", "the hosting services", "the service": then
 * what it supplies is services, and a warranty that "the services" are performed with skill and care stays so). The
 * playbooks' "the services" becomes that name, so a software licence's IP indemnity covers the software, not services
 * it does not have.
 */
export function subjectNoun(text: string): Subject | undefined {
  // a contract that speaks of services (of maintenance, of hosting, "the Services") supplies them: its warranty, SLA and
  // indemnity language keeps "the services"
  if (atLeastTwo(SERVICES_RE, text)) return undefined;
  const count = new Map<string, number>();
  for (const m of text.matchAll(SUBJECT_RE)) {
    const name = m[1].replace(/\s+/g, ' ');
    count.set(name, (count.get(name) ?? 0) + 1);
  }
  let best: string | undefined;
  for (const [name, n] of count) if (n >= 2 && (!best || n > count.get(best)!)) best = name;
  if (!best) return undefined;
  const last = best.split(' ').pop()!;
  return { name: best, singular: !/s$/.test(last) };
}

/** What the playbooks' language says of "the services" as a thing supplied (it infringes, contains, conforms), in the plural. */
const THING_VERB = String.raw`(?:infringe|misappropriate|violate|contain|conform|comply|operate|fail)`;
const SINGULAR: Record<string, string> = { comply: 'complies' };

/**
 * `language` with "the services" as the contract's subject where the language speaks of it as the thing supplied, its
 * verbs agreeing ("the Software infringes or misappropriates"); not where services are performed or provided ("the
 * services will be performed", "to provide the service"), which a subject noun would make nonsense of.
 */
export function withSubject(language: string, subject: Subject | undefined): string {
  if (!subject) return language;
  const one = (w: string) => (subject.singular ? SINGULAR[w] ?? `${w}s` : w);
  const re = new RegExp(String.raw`\bthe services\b(\s+)(${THING_VERB})\b(?:(\s+(?:or|and)\s+)(${THING_VERB})\b)?`, 'g');
  return language.replace(re, (_m, sp: string, v: string, join?: string, v2?: string) => `the ${subject.name}${sp}${one(v)}${join && v2 ? `${join}${one(v2)}` : ''}`);
}

/** Codes of governing laws under the UK GDPR: England and Wales, Scotland, Northern Ireland. */
const UK_LAW_RE = /^GB(?:-(?:ENG|WLS|SCT|NIR))?$/;
/** Codes of the European Economic Area's laws, where the language's EU words are the law's own. */
const EEA = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR EL HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO EU'.split(' '));

/** The EU words of the playbooks' data protection language and their UK counterparts (UK GDPR, Data Protection Act 2018). */
export const UK_WORDS: [RegExp, string][] = [
  [/\bbenefits from an adequacy decision\b/g, 'is covered by adequacy regulations made under the UK GDPR'],
  [/\bthe Standard Contractual Clauses adopted by the European Commission\b/g, 'the International Data Transfer Agreement or the International Data Transfer Addendum to the Standard Contractual Clauses issued by the Information Commissioner'],
  [/\ba country outside the European Economic Area\b/g, 'a country outside the United Kingdom'],
  [/\bthe European Economic Area\b/g, 'the United Kingdom'],
  [/\boutside the EEA\b/g, 'outside the United Kingdom'],
  [/\bUnion or Member State law\b/g, 'domestic law'],
  [/\b(Articles? [\d, to]*\d+) GDPR\b/g, '$1 of the UK GDPR'],
  [/\b(?<!UK )GDPR\b/g, 'UK GDPR'],
];
/** Words of EU law in the language, which a contract under another law should not take as they are. */
const EU_WORDS_RE = /\b(?:GDPR|European Economic Area|EEA|European Commission|Union or Member State law)\b/;

/** A data protection regime a DPA can be made under: the UK's (UK GDPR, Data Protection Act 2018), the EU's, Switzerland's. */
export type DataRegime = 'uk' | 'eu' | 'ch';
const REGIMES: DataRegime[] = ['uk', 'eu', 'ch'];

/** The UK's data protection law named: the UK GDPR, the Data Protection Act 2018. */
const UK_DATA_LAW_RE = /\bUK\s+GDPR\b|\bUnited Kingdom General Data Protection Regulation\b|\bData Protection Act 2018\b/;
/** The EU's named as a law the contract is under: "the EU GDPR", "Regulation (EU) 2016/679", "GDPR (EU) 2016/679". */
const EU_DATA_LAW_RE = /\bEU\s+GDPR\b|\(EU\)\s*2016\/679\b|\bEU General Data Protection Regulation\b/;
/** Switzerland's: the Federal Act on Data Protection (FADP, revFADP, nFADP), the Swiss Data Protection Act. */
const CH_DATA_LAW_RE = /\bFederal Act on Data Protection\b|\b(?:rev|n)?FADP\b|\bSwiss\s+(?:Federal\s+)?Data\s+Protection\s+(?:Act|Law)\b/;
/** Words one of which every match of UK_DATA_LAW_RE, EU_DATA_LAW_RE and CH_DATA_LAW_RE holds, as written (the patterns take no i flag). */
const NAMES_A_REGIME = ['GDPR', 'Data Protection', '2016/679', 'FADP', 'Swiss'];

/**
 * The data protection regimes a contract is made under, in the order uk, eu, ch: those it names itself (the UK GDPR or
 * the Data Protection Act 2018; the EU GDPR or Regulation (EU) 2016/679; the Swiss FADP), whatever law governs it (a
 * UK GDPR DPA under Delaware law speaks of the UK; an EU DPA under English law of the EEA; one naming both, of both);
 * where it names none, its governing law's (the UK's, an EEA state's, Switzerland's); else none (a DPA under New York
 * law that speaks only of "the GDPR"), and the language's EU words are left for a lawyer to fit.
 */
export function dataRegimes(text: string, law: string | null | undefined): DataRegime[] {
  // (the cheap test first: every match of the three patterns holds one of these words)
  const named = NAMES_A_REGIME.some((w) => text.includes(w)) ? REGIMES.filter((r) => (r === 'uk' ? UK_DATA_LAW_RE : r === 'eu' ? EU_DATA_LAW_RE : CH_DATA_LAW_RE).test(text)) : [];
  if (named.length) return named;
  const code = law ? jurisdictionCode(law) : '';
  if (UK_LAW_RE.test(code)) return ['uk'];
  if (code && EEA.has(code.split('-')[0])) return ['eu'];
  if (code === 'CH' || code.startsWith('CH-')) return ['ch'];
  return [];
}

/**
 * Whether a contract's data protection law is the UK's alone (dataRegimes): it names the UK GDPR or the Data Protection
 * Act 2018 and not the EU's GDPR or the FADP, or it names none and a law of the UK governs it.
 */
export function ukDataLaw(text: string, law: string | null | undefined): boolean {
  const r = dataRegimes(text, law);
  return r.length === 1 && r[0] === 'uk';
}

/** "a", "a and b", "a, b and c". */
function joined(items: string[], conj: string): string {
  return items.length < 3 ? items.join(` ${conj} `) : `${items.slice(0, -1).join(', ')} ${conj} ${items[items.length - 1]}`;
}

/** Per regime: its territory, in full and short, its adequacy finding, its law as the language's "Union or Member State law", its GDPR's name. */
const REGIME_WORDS: Record<DataRegime, { land: string; short: string; adequate: string; adequacy: string; law: string; act: string }> = {
  uk: { land: 'the United Kingdom', short: 'the UK', adequate: 'is covered by adequacy regulations made under the UK GDPR', adequacy: 'UK adequacy regulations', law: 'the law of the United Kingdom', act: 'the UK GDPR' },
  eu: { land: 'the European Economic Area', short: 'the EEA', adequate: 'benefits from an adequacy decision of the European Commission', adequacy: 'an EU adequacy decision', law: 'Union or Member State law', act: 'the EU GDPR' },
  ch: { land: 'Switzerland', short: 'Switzerland', adequate: 'is recognised by the Swiss Federal Council as giving adequate protection', adequacy: 'a Swiss adequacy finding', law: 'Swiss law', act: 'the FADP' },
};

/**
 * The language's EU words in those of several regimes, or of Switzerland's (a single UK regime takes UK_WORDS, a
 * single EU one keeps the language): each territory, finding, instrument and law named, so that a DPA under both the UK
 * GDPR and the EU GDPR asks for transfers outside "the United Kingdom and the European Economic Area". One pass over the
 * language, so that no replacement is read again as EU words.
 */
function regimeWords(regimes: DataRegime[], prose: boolean): [RegExp, (m: string, ...g: string[]) => string][] {
  const w = regimes.map((r) => REGIME_WORDS[r]);
  const has = (r: DataRegime) => regimes.includes(r);
  const acts = w.map((x) => x.act);
  const scc = (): string => {
    const eu = has('eu') || has('ch');
    if (!eu) return 'the International Data Transfer Agreement or the International Data Transfer Addendum to the Standard Contractual Clauses issued by the Information Commissioner';
    let s = 'the Standard Contractual Clauses adopted by the European Commission';
    if (has('ch')) s += has('eu') ? ' (as adapted for Swiss law for transfers from Switzerland)' : ' as adapted for Swiss law';
    if (has('uk')) s += ', with the International Data Transfer Addendum issued by the Information Commissioner for transfers from the United Kingdom';
    return s;
  };
  const many = regimes.length > 1 ? ' (as applicable)' : '';
  const rules: [RegExp, (m: string, ...g: string[]) => string][] = [
    [/\bbenefits from an adequacy decision\b/, () => `${joined(w.map((x) => x.adequate), 'or')}${many}`],
    [/\bthe Standard Contractual Clauses adopted by the European Commission\b/, scc],
    [/\bthe European Economic Area\b/, () => joined(w.map((x) => x.land), 'and')],
    [/\bthe EEA\b/, () => joined(w.map((x) => x.short), 'and')],
    [/\bUnion or Member State law\b/, () => (regimes.length === 1 && has('ch') ? 'Swiss law' : joined(w.map((x) => x.law), 'or'))],
    // the FADP numbers its articles otherwise: under it alone the article goes
    [/\b(Articles? [\d, to]*\d+) GDPR\b/, (_m, art) => (regimes.length === 1 && has('ch') ? 'the FADP' : `${art} of ${joined(acts, 'or')}`)],
    [/\bthe GDPR\b/, () => joined(acts, 'and')],
    [/\b(?<!(?:UK|EU) )GDPR\b/, () => joined(acts, 'and').replace(/^the /, '')],
  ];
  if (prose) {
    rules.push(
      [/\ban adequacy decision\b/, () => joined(w.map((x) => x.adequacy), 'or')],
      [/\bthe Standard Contractual Clauses\b(?! (?:issued|adopted))/, () => (has('eu') || has('ch') ? `the Standard Contractual Clauses${has('uk') ? ' (with the UK Addendum for transfers from the UK)' : ''}` : 'the International Data Transfer Agreement or the UK Addendum to the Standard Contractual Clauses')],
    );
  }
  return rules;
}

/** `s` with every rule's matches replaced in one pass (no replacement is matched again). */
function onePass(s: string, rules: [RegExp, (m: string, ...g: string[]) => string][]): string {
  const all = new RegExp(rules.map(([re]) => `(${re.source.replace(/\((?!\?)/g, '(?:')})`).join('|'), 'g');
  return s.replace(all, (m: string) => {
    for (const [re, to] of rules) {
      const hit = new RegExp(`^(?:${re.source})$`).exec(m);
      if (hit) return to(m, ...hit.slice(1));
    }
    return m;
  });
}

/**
 * `s` (language, or with `prose` a note a user reads) with the EU territory, instrument and law words in those of the
 * contract's data protection regimes (dataRegimes): unchanged under the EU's alone, the UK's words (UK_WORDS) under the
 * UK's alone, both or all named under several ("the United Kingdom and the European Economic Area").
 */
export function inDataRegimes(s: string, regimes: DataRegime[], prose = false): string {
  if (!regimes.length || (regimes.length === 1 && regimes[0] === 'eu')) return s;
  if (regimes.length === 1 && regimes[0] === 'uk') return [...UK_WORDS, ...(prose ? UK_PROSE : [])].reduce((t, [re, to]) => t.replace(re, to), s);
  return onePass(s, regimeWords(regimes, prose));
}

/** The EU's transfer instruments as a note names them, and the UK's (the redline language has its own: UK_WORDS). */
const UK_PROSE: [RegExp, string][] = [
  [/\ban adequacy decision\b/g, 'UK adequacy regulations'],
  [/\bthe Standard Contractual Clauses\b(?! issued)/g, 'the International Data Transfer Agreement or the UK Addendum to the Standard Contractual Clauses'],
];

/**
 * `language` with EU territory and law words in those of the contract's data protection regimes (`regimes`, from
 * dataRegimes; when not given, read from the governing law `law` alone), and a note for the rationale when the language
 * speaks of EU law and the contract names no regime and is under a law the library cannot adapt to (a DPA governed by
 * New York law that speaks only of "the GDPR"): the words are left for a lawyer to fit.
 */
export function inGoverningLaw(language: string, law: string | null | undefined, regimes?: DataRegime[]): { text: string; note?: string } {
  if (!EU_WORDS_RE.test(language)) return { text: language };
  const r = regimes ?? dataRegimes('', law);
  if (r.length) return { text: inDataRegimes(language, r) };
  if (!law) return { text: language };
  return { text: language, note: `The language speaks of EU law (the GDPR, the European Economic Area); the contract names no data protection law of its own and is governed by another law (${law}), whose own terms a lawyer should put in.` };
}

/** The attachments the playbooks' language refers to, by the number the EU's clauses give them and what they hold. */
const PLAYBOOK_ATTACHMENTS: { ref: string; holds: RegExp }[] = [
  { ref: 'Annex II', holds: /\b(?:security|technical\s+and\s+organi[sz]ational|TOMs?)\b/i },
  { ref: 'Annex I', holds: /\b(?:details?|description|particulars|scope)\s+of\s+(?:the\s+)?(?:data\s+)?processing\b|\bprocessing\s+(?:details|particulars|activities)\b/i },
];
const ATTACHMENT_WORD = String.raw`(?:Schedule|Annex|Annexure|Appendix|Exhibit|Attachment|SCHEDULE|ANNEX|ANNEXURE|APPENDIX|EXHIBIT|ATTACHMENT)`;
const ATTACHMENT_ID = String.raw`(?:[A-Z]{1,2}|\d{1,3}|[IVX]{1,5})`;
/** An attachment's own heading line: "SCHEDULE 2 - SECURITY MEASURES", "Appendix B: Technical and Organisational Measures". */
const ATTACHMENT_HEADING_RE = new RegExp(String.raw`^[ \t#*]*(${ATTACHMENT_WORD})[ \t]+(${ATTACHMENT_ID})\b[ \t]*(?:[-–—:.(][ \t]*)?([^\n]{0,100})$`, 'gm');
/** A reference to one in the body: "described in Schedule 2 (Security Measures)", "set out in Appendix B". */
const ATTACHMENT_REF_RE = new RegExp(String.raw`\b(${ATTACHMENT_WORD})[ \t]+(${ATTACHMENT_ID})\b`, 'g');

/** "SCHEDULE" → "Schedule"; an id as written ("2", "B", "II"). */
function attachmentName(word: string, id: string): string {
  return `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()} ${id}`;
}

/**
 * The contract's own attachment that holds what `holds` describes: the one whose heading says so ("SCHEDULE 2 -
 * SECURITY MEASURES"), else the one a body sentence refers to beside those words ("the technical and organisational
 * measures ... are described in Schedule 2"); undefined when it has none.
 */
export function ownAttachment(text: string, holds: RegExp): string | undefined {
  for (const m of text.matchAll(ATTACHMENT_HEADING_RE)) if (holds.test(m[3])) return attachmentName(m[1], m[2]);
  for (const sentence of text.split(/(?<=[.;])\s+/)) {
    if (!holds.test(sentence)) continue;
    const ref = ATTACHMENT_REF_RE.exec(sentence);
    ATTACHMENT_REF_RE.lastIndex = 0;
    if (ref) {
      // several attachments named in the sentence: the one beside the words
      const all = [...sentence.matchAll(ATTACHMENT_REF_RE)];
      const at = holds.exec(sentence)!.index;
      const near = all.sort((a, b) => Math.abs(a.index - at) - Math.abs(b.index - at))[0];
      return attachmentName(near[1], near[2]);
    }
  }
  return undefined;
}

/**
 * `language` with the attachments the playbooks number as the EU's clauses do ("the measures set out in Annex II") as
 * the contract's own ("Schedule 2"), or, where it has none, without the reference (", including the measures set out
 * in Annex II" goes), so that a redline never points to an annex the contract does not have.
 */
export function withOwnAttachments(language: string, text: string): string {
  let s = language;
  for (const { ref, holds } of PLAYBOOK_ATTACHMENTS) {
    const re = new RegExp(String.raw`\b${ref}\b(?!I)`);
    if (!re.test(s)) continue;
    const own = ownAttachment(text, holds);
    if (own) s = s.replace(new RegExp(String.raw`\b${ref}\b(?!I)`, 'g'), own);
    else s = s.replace(new RegExp(String.raw`,?\s*(?:including|in particular)?\s*(?:the\s+[\w\s]{0,40}?\s+)?(?:set out|described|listed|specified)\s+in\s+${ref}\b(?!I)`, 'g'), '');
  }
  return s;
}
