/**
 * Liability round 20: the countries a contract names, for an indemnity limited to one of them ("infringes a United States
 * patent"). Such a limit costs the customer only where it trades beyond the places the limit names; the contract shows
 * that when it names another country anywhere else (an address, a territory, its law, a place of use).
 */
import type { DocContext } from './review.js';

/** The countries and regions contracts here are written in or for, each with the code its names share. */
const PLACES: [string, RegExp][] = [
  ['US', /\b(?:united\s+states(?:\s+of\s+america)?|u\.s\.(?:a\.)?(?!\w)|usa\b|american\b)/gi],
  ['GB', /\b(?:united\s+kingdom|u\.k\.(?!\w)|uk|great\s+britain|britain|british|england(?:\s+and\s+wales)?|english\s+law|scotland|scottish|wales)\b/gi],
  ['IE', /\b(?:ireland|irish)\b/gi],
  ['CA', /\b(?:canada|canadian|ontario|quebec|british\s+columbia|alberta)\b/gi],
  ['AU', /\b(?:australia|australian|new\s+south\s+wales|victoria|queensland)\b/gi],
  ['NZ', /\bnew\s+zealand\b/gi],
  ['IN', /\b(?:india|indian)\b/gi],
  ['SG', /\bsingapore\b/gi],
  ['HK', /\bhong\s+kong\b/gi],
  ['DE', /\b(?:germany|german)\b/gi],
  ['FR', /\b(?:france|french)\b/gi],
  ['JP', /\b(?:japan|japanese)\b/gi],
  ['CN', /\b(?:china|chinese|prc)\b/gi],
  ['IL', /\b(?:israel|israeli)\b/gi],
  ['ZA', /\bsouth\s+africa\b/gi],
  ['MX', /\b(?:mexico|mexican)\b/gi],
  ['EU', /\b(?:european\s+(?:union|economic\s+area)|europe|eu|eea)\b/gi],
];

/** The codes of the places a text names. */
export function placesIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const [code, re] of PLACES) {
    re.lastIndex = 0;
    if (re.test(text)) out.add(code);
  }
  return out;
}

/**
 * A party's seat or where notices go ("whose address is ..., FONTAINEBLEAU, FRANCE", "organized under the laws of",
 * "sent by certified United States or Canadian mail"): where a party sits says little of where the customer uses what it
 * buys. TEST9's Imageware agreement with Sagem Morpho, a French company, limits the indemnity to US rights, and its
 * lawyer read it as preferred.
 */
const SEAT_RE = /\b(?:address(?:es|ed)?|located\s+at|place\s+of\s+business|principal\s+(?:office|place)|registered\s+(?:office|address)|head\s+office|incorporated|organi[sz]ed\s+(?:and\s+existing\s+)?under|existing\s+under|a\s+corporation|a\s+company|mail|courier|notices?|attn|attention|fax|telephone|tel)\b/i;

/**
 * Whether the contract names a place beyond those sentence `at` names (the places its limit keeps), in any other sentence
 * that is not a party's seat or a notice address.
 */
export function namesPlaceBeyond(ctx: DocContext, at: number): boolean {
  const kept = placesIn(ctx.sentenceText[at]);
  if (!kept.size) return false;
  // (sentence `at` itself names only places it keeps, so the places of every such sentence, `at` among them, will do)
  for (const code of placesNamed(ctx)) if (!kept.has(code)) return true;
  return false;
}

/** The codes of the places a sentence names, space-separated ('' for a party's seat or a notice address). */
function sentencePlaces(t: string): string {
  return SEAT_RE.test(t) ? '' : [...placesIn(t)].join(' ');
}

/** The memo table's owner (memo.ts): sentencePlaces, by sentence text. */
const SENTENCE_PLACES = {};
/** Per context: the places its sentences name, those of seats and notice addresses left out. */
const namedPlaces = new WeakMap<DocContext, Set<string>>();

function placesNamed(ctx: DocContext): Set<string> {
  let out = namedPlaces.get(ctx);
  if (!out) {
    out = new Set();
    const read = ctx.memo?.lookup<string>(SENTENCE_PLACES);
    for (const t of ctx.sentenceText) {
      const codes = read ? read(t, () => sentencePlaces(t)) : sentencePlaces(t);
      if (codes) for (const code of codes.split(' ')) out.add(code);
    }
    namedPlaces.set(ctx, out);
  }
  return out;
}

/** The European Union's members a contract here may name for a party's home (an EU-wide limit keeps them). */
const EU_MEMBERS = new Set(['IE', 'DE', 'FR', 'NL', 'BE', 'LU', 'IT', 'ES', 'PT', 'AT', 'SE', 'DK', 'FI', 'PL', 'CZ', 'GR', 'HU', 'CY', 'MT']);

/**
 * Session 18 (licence22): whether sentence `at` keeps to places that leave out `home`, the protected side's home country
 * (ISO 3166-1, read in the opening: keyterms.ts `partyHomes`). An indemnity for "a United States patent" given to a
 * licensee incorporated in Ireland does not reach where it operates, whatever else the contract names.
 */
export function leavesOutHome(ctx: DocContext, at: number, home: string | null): boolean {
  if (!home) return false;
  const kept = placesIn(ctx.sentenceText[at]);
  if (!kept.size || kept.has(home)) return false;
  return !(kept.has('EU') && EU_MEMBERS.has(home));
}
