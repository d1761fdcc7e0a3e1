/**
 * Every country the engine reads a law or a forum of (session 21). A hand-kept list of seventy jurisdictions left "the
 * laws of Papua New Guinea", of Fiji or of Ghana unread and the governing law "not stated"; the countries' English names
 * now come from i18n-iso-countries' English locale, beside the engine's own names and codes (jurisdiction-codes.ts, which
 * the dashboard loads without this module). The locale's data alone is read: the library's module, with every code table
 * and its diacritics map, would hold about 2 MB more of each document worker's heap.
 */
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { OWN_JURISDICTION_NAMES, jurisdictionCode as ownCode, jurisdictionNameFromCode as ownName } from './jurisdiction-codes.js';

/** Each ISO 3166-1 alpha-2 code's English names, its short name first. */
const NAMES_BY_CODE: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(english.countries as Record<string, string | string[]>).map(([code, names]) => [code, typeof names === 'string' ? [names] : names]),
);

/**
 * Each country's English names as contracts write them, with its ISO 3166-1 alpha-2 code: the short name first, then
 * the others the library knows ("Czechia" beside "Czech Republic"); not abbreviations ("UK", "U.S.A."), inverted forms
 * ("Korea, Republic of") or names led by "The", and none the engine names itself.
 */
const COUNTRY_CODES: ReadonlyMap<string, string> = (() => {
  const own = new Set(OWN_JURISDICTION_NAMES);
  const out = new Map<string, string>();
  for (const [code, names] of Object.entries(NAMES_BY_CODE)) {
    for (const name of names) if (name.length >= 4 && !/[.,]|^The\s/.test(name) && !own.has(name) && !out.has(name)) out.set(name, code);
  }
  return out;
})();

/** Every jurisdiction outside the US states that the engine reads by name (keyterms.ts builds its patterns on them). */
export const JURISDICTION_NAMES: readonly string[] = [...OWN_JURISDICTION_NAMES, ...COUNTRY_CODES.keys()];

/** A jurisdiction name → its ISO 3166 code (the engine's own first, then the library's countries); unknown: unchanged. */
export function jurisdictionCode(name: string): string {
  const own = ownCode(name);
  return own !== name ? own : (COUNTRY_CODES.get(name) ?? name);
}

/** The inverse: the engine's own name for a code, else the library's short English name; null for an unknown code. */
export function jurisdictionNameFromCode(code: string): string | null {
  return ownName(code) ?? NAMES_BY_CODE[code]?.[0] ?? null;
}
