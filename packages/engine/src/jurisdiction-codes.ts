/**
 * ISO 3166 codes of the jurisdictions the engine names itself, both ways ("New York" ↔ "US-NY"): the US states, the
 * sub-national jurisdictions with their own law, and the names contracts give a legal system ("England and Wales").
 * Every other country is read by countries.ts, from i18n-iso-countries. This module imports nothing, so that the
 * dashboard can name a key term's jurisdiction without loading the engine (package export "./jurisdiction-codes"; a
 * country code it names with the browser's own country names).
 */

const US_STATE_CODES: Record<string, string> = {
  Alabama: 'AL', Alaska: 'AK', Arizona: 'AZ', Arkansas: 'AR', California: 'CA', Colorado: 'CO', Connecticut: 'CT', Delaware: 'DE',
  Florida: 'FL', Georgia: 'GA', Hawaii: 'HI', Idaho: 'ID', Illinois: 'IL', Indiana: 'IN', Iowa: 'IA', Kansas: 'KS', Kentucky: 'KY',
  Louisiana: 'LA', Maine: 'ME', Maryland: 'MD', Massachusetts: 'MA', Michigan: 'MI', Minnesota: 'MN', Mississippi: 'MS',
  Missouri: 'MO', Montana: 'MT', Nebraska: 'NE', Nevada: 'NV', 'New Hampshire': 'NH', 'New Jersey': 'NJ', 'New Mexico': 'NM',
  'New York': 'NY', 'North Carolina': 'NC', 'North Dakota': 'ND', Ohio: 'OH', Oklahoma: 'OK', Oregon: 'OR', Pennsylvania: 'PA',
  'Rhode Island': 'RI', 'South Carolina': 'SC', 'South Dakota': 'SD', Tennessee: 'TN', Texas: 'TX', Utah: 'UT', Vermont: 'VT',
  Virginia: 'VA', Washington: 'WA', 'West Virginia': 'WV', Wisconsin: 'WI', Wyoming: 'WY', 'District of Columbia': 'DC',
};

/** ISO 3166-1 alpha-2 codes, and ISO 3166-2 codes for sub-national jurisdictions with their own law. */
const JURISDICTION_CODES: Record<string, string> = {
  'England and Wales': 'GB', England: 'GB', 'United Kingdom': 'GB', Scotland: 'GB-SCT', 'Northern Ireland': 'GB-NIR',
  Ireland: 'IE', Germany: 'DE', France: 'FR', Switzerland: 'CH', Netherlands: 'NL', Belgium: 'BE', Sweden: 'SE', Norway: 'NO',
  Denmark: 'DK', Finland: 'FI', Spain: 'ES', Portugal: 'PT', Italy: 'IT', Austria: 'AT', Luxembourg: 'LU', Canada: 'CA',
  Ontario: 'CA-ON', 'British Columbia': 'CA-BC', Quebec: 'CA-QC', Alberta: 'CA-AB',
  // (the other provinces and the territories: session 24, misses19)
  Manitoba: 'CA-MB', Saskatchewan: 'CA-SK', 'New Brunswick': 'CA-NB', 'Nova Scotia': 'CA-NS', 'Prince Edward Island': 'CA-PE',
  'Newfoundland and Labrador': 'CA-NL', Yukon: 'CA-YT', 'Northwest Territories': 'CA-NT', Nunavut: 'CA-NU', Australia: 'AU', 'New South Wales': 'AU-NSW',
  Victoria: 'AU-VIC', Queensland: 'AU-QLD', 'Western Australia': 'AU-WA', 'South Australia': 'AU-SA', Tasmania: 'AU-TAS',
  'Australian Capital Territory': 'AU-ACT', 'Northern Territory': 'AU-NT', 'New Zealand': 'NZ', Singapore: 'SG', 'Hong Kong': 'HK', India: 'IN', Japan: 'JP', China: 'CN',
  "People's Republic of China": 'CN', Israel: 'IL', 'South Africa': 'ZA', Brazil: 'BR', Mexico: 'MX', 'Cayman Islands': 'KY',
  Bermuda: 'BM', Korea: 'KR', Taiwan: 'TW', 'United States': 'US', Greece: 'GR', Cyprus: 'CY', Malta: 'MT', Poland: 'PL',
  'Czech Republic': 'CZ', Hungary: 'HU', Romania: 'RO', Turkey: 'TR', 'United Arab Emirates': 'AE', Dubai: 'AE-DU',
  Philippines: 'PH', Malaysia: 'MY', Thailand: 'TH', Indonesia: 'ID', Kenya: 'KE', Nigeria: 'NG', Argentina: 'AR', Chile: 'CL',
  Colombia: 'CO', Peru: 'PE', 'Puerto Rico': 'PR', 'British Virgin Islands': 'VG',
};

/** The names of JURISDICTION_CODES (countries.ts adds every other country's). */
export const OWN_JURISDICTION_NAMES: readonly string[] = Object.keys(JURISDICTION_CODES);

/**
 * A jurisdiction name (as normaliseJurisdiction() gives it) → its ISO 3166 code: `US-DE` for a US state,
 * `GB` for England and Wales, `CA-ON` for Ontario. A name without a code is returned unchanged.
 */
export function jurisdictionCode(name: string): string {
  const us = US_STATE_CODES[name];
  if (us) return `US-${us}`;
  return JURISDICTION_CODES[name] ?? name;
}

let NAME_BY_CODE: Map<string, string> | null = null;

/** The inverse of jurisdictionCode(): `US-NY` → "New York", `GB` → "England and Wales"; null for an unknown code. */
export function jurisdictionNameFromCode(code: string): string | null {
  if (!NAME_BY_CODE) {
    NAME_BY_CODE = new Map();
    for (const [name, c] of Object.entries(US_STATE_CODES)) NAME_BY_CODE.set(`US-${c}`, name);
    for (const [name, c] of Object.entries(JURISDICTION_CODES)) if (!NAME_BY_CODE.has(c)) NAME_BY_CODE.set(c, name);
  }
  return NAME_BY_CODE.get(code) ?? null;
}

/**
 * Countries whose code stands for one of their legal systems, not for a law of the whole country: `GB` is the code the
 * engine gives English law (England and Wales); Scotland and Northern Ireland have codes of their own.
 */
const LEGAL_SYSTEM_OF_COUNTRY: Record<string, string> = { GB: 'England and Wales' };

/**
 * A jurisdiction code as a lawyer names its legal system: a state or province by its name ("US-NY" → "New York",
 * "GB-SCT" → "Scotland", "CA-ON" → "Ontario"), `GB` as "England and Wales", another country by `countryName` (the
 * caller's; "DE" → "Germany"), else by the engine's name. A code that is not ISO 3166 in form is returned unchanged;
 * a subdivision the engine does not know keeps its code after its country ("United States (US-GU)").
 */
export function jurisdictionDisplayName(code: string, countryName: (alpha2: string) => string | undefined): string {
  const m = /^([A-Z]{2})(?:-([A-Z0-9]{1,3}))?$/.exec(code);
  if (!m) return code;
  if (!m[2]) return LEGAL_SYSTEM_OF_COUNTRY[code] ?? countryName(code) ?? jurisdictionNameFromCode(code) ?? code;
  const name = jurisdictionNameFromCode(code);
  if (name) return name;
  const country = countryName(m[1]);
  return country ? `${country} (${code})` : code;
}
