/**
 * The contract's own words for what the playbooks' language names generically: what it pays ("fees", "charges" for
 * the playbooks' "royalties"), what it is about ("the Software" for "the services" in a software licence), and the
 * territory and law of its governing law ("the United Kingdom" and "the UK GDPR" for "the European Economic Area" and
 * "the GDPR" in a data processing agreement under English law). redline.ts's adaptToContract applies them.
 */
import { jurisdictionCode } from './jurisdiction-codes.js';

/** The nouns a contract may use for what it pays, in place of the playbooks' "royalties". */
const PAYMENT_NOUNS = ['fees', 'charges'];

/**
 * A contract's plural noun for what it pays, when it never speaks of royalties: the one of PAYMENT_NOUNS it uses most
 * as a payment ("pay the annual licence fee", "charges payable"), not in passing ("attorney's fees", "subscriber fees"
 * of a revenue share).
 */
export function paymentNoun(text: string): string | undefined {
  if (/\broyalt(?:y|ies)\b/i.test(text)) return undefined;
  const uses = PAYMENT_NOUNS.map((n) => {
    const one = n.replace(/s$/, '');
    const re = new RegExp(String.raw`\b(?:pay|pays|paid|paying|invoice[sd]?)\b[^.;]{0,60}\b${one}s?\b|\b${one}s?\s+(?:are\s+|is\s+)?(?:payable|due|invoiced|paid)\b|\b(?:licen[cs]e|subscription|service|annual|monthly|quarterly)\s+${one}s?\b`, 'gi');
    return [n, text.match(re)?.length ?? 0] as const;
  }).filter(([, k]) => k > 0);
  return uses.sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The last word of a contract's name for what it supplies: "the Software", "the Licensed Materials", "the Orrin Platform". */
const SUBJECT_NOUN = String.raw`(?:Software|Products?|Platform|Materials|Technology|Application|System|Solution|Equipment|Goods)`;
const SUBJECT_RE = new RegExp(String.raw`\bthe\s+((?:[A-Z][\w&'’-]*\s+){0,3}${SUBJECT_NOUN})\b`, 'g');
/** "the services" (or "the Maintenance Services", "the service") a contract speaks of: not its service credits or levels. */
const SERVICES_RE = /\bthe\s+(?:[A-Z][\w&'’-]*\s+){0,3}services?\b(?!\s+(?:credits?|levels?))/gi;

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
  if ((text.match(SERVICES_RE)?.length ?? 0) >= 2) return undefined;
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
const UK_WORDS: [RegExp, string][] = [
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

/**
 * `language` with EU territory and law words in those of the contract's governing law (`law`, a jurisdiction code)
 * where the clause library knows them (the UK's), and a note for the rationale when the language speaks of EU law
 * under a law it cannot adapt to (a DPA governed by New York law): the words are left for a lawyer to fit.
 */
export function inGoverningLaw(language: string, law: string | null | undefined): { text: string; note?: string } {
  if (!law || !EU_WORDS_RE.test(language)) return { text: language };
  const code = jurisdictionCode(law);
  if (UK_LAW_RE.test(code)) return { text: UK_WORDS.reduce((t, [re, to]) => t.replace(re, to), language) };
  if (EEA.has(code.split('-')[0])) return { text: language };
  return { text: language, note: `The language speaks of EU law (the GDPR, the European Economic Area); the contract is governed by another law (${law}), whose own terms a lawyer should put in.` };
}
