/**
 * Words for people: jurisdictions, durations, numbers and amounts written as a lawyer writes them
 * ("the laws of the State of New York", "five (5) years", "twelve (12) months", "one hundred thousand
 * United States dollars (US$100,000)"). Drafts, `ask` answers, issue notes and redline text use these;
 * machine-readable fields (KeyTerms, benchmarks) keep their ISO codes.
 */
import { ONES, TENS } from './as-written.js';
import { jurisdictionCode, jurisdictionNameFromCode, normaliseJurisdiction } from './keyterms.js';

const SCALES: [number, string][] = [[1e9, 'billion'], [1e6, 'million'], [1e3, 'thousand']];

/** A whole number in words ("forty-eight", "one hundred and twenty", "two million"). Fractions are given in figures. */
export function numberWords(n: number): string {
  if (!Number.isFinite(n) || n < 0 || !Number.isInteger(n) || n >= 1e12) return String(n);
  if (n < 20) return ONES[n];
  if (n < 100) return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
  if (n < 1000) return `${ONES[Math.floor(n / 100)]} hundred${n % 100 ? ` and ${numberWords(n % 100)}` : ''}`;
  for (const [size, name] of SCALES) {
    if (n >= size) {
      const rest = n % size;
      return `${numberWords(Math.floor(n / size))} ${name}${rest ? (rest < 100 ? ' and ' : ' ') + numberWords(rest) : ''}`;
    }
  }
  return String(n);
}

/** "12" → "twelve (12)". */
export function countWords(n: number): string {
  return Number.isInteger(n) && n >= 0 && n < 1e12 ? `${numberWords(n)} (${n})` : String(n);
}

export type DurationUnit = 'year' | 'month' | 'week' | 'day' | 'business day' | 'hour';
const ISO_UNITS: Record<string, DurationUnit> = { Y: 'year', M: 'month', W: 'week', D: 'day' };

/** A count with its unit, pluralised ("1 month", "3 months"); for machine-made prose such as benchmark units. */
export function plural(n: number, unit: string): string {
  return `${n} ${n === 1 ? unit : unit.endsWith('s') ? unit : `${unit}s`}`;
}

/** "five (5) years", "one (1) month", "forty-eight (48) hours". */
export function durationWords(value: number, unit: DurationUnit): string {
  return `${countWords(value)} ${value === 1 ? unit : `${unit}s`}`;
}

/** An ISO 8601 duration ("P5Y", "P12M", "P30D", "P1Y6M") in words, or the input unchanged when it is not one. */
export function isoDurationWords(iso: string): string {
  const m = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/.exec(iso);
  if (!m || iso === 'P') return iso;
  const parts: string[] = [];
  (['Y', 'M', 'W', 'D'] as const).forEach((u, i) => {
    const v = m[i + 1];
    if (v !== undefined) parts.push(durationWords(Number(v), ISO_UNITS[u]));
  });
  return parts.join(' and ');
}

/** A number of months in the largest whole unit: 24 → "two (2) years", 18 → "eighteen (18) months". */
export function monthsWords(months: number): string {
  return months >= 12 && months % 12 === 0 ? durationWords(months / 12, 'year') : durationWords(months, 'month');
}

const COMMONWEALTHS = new Set(['Massachusetts', 'Pennsylvania', 'Virginia', 'Kentucky']);
const PROVINCES = new Set(['Ontario', 'British Columbia', 'Quebec', 'Alberta', 'Manitoba', 'Saskatchewan', 'New Brunswick', 'Nova Scotia', 'Prince Edward Island', 'Newfoundland and Labrador']);
const AU_STATES = new Set(['New South Wales', 'Victoria', 'Queensland', 'Western Australia', 'South Australia', 'Tasmania']);
const WITH_ARTICLE = new Set(['Netherlands', 'United Kingdom', 'United States', 'Cayman Islands', 'United Arab Emirates', 'Philippines', 'Czech Republic', "People's Republic of China", 'Australian Capital Territory', 'Northern Territory', 'Northwest Territories']);

/** A jurisdiction's name from an ISO 3166 code or a name ("US-NY" → "New York", "Ontario" → "Ontario"). */
export function jurisdictionName(codeOrName: string): string {
  const t = codeOrName.trim();
  return jurisdictionNameFromCode(t) ?? normaliseJurisdiction(t) ?? t;
}

/**
 * The jurisdiction as it follows "the laws of": "the State of New York", "the Commonwealth of
 * Massachusetts", "England and Wales", "the Province of Ontario", "the Netherlands". Accepts a code or a name.
 */
export function jurisdictionWords(codeOrName: string): string {
  const name = jurisdictionName(codeOrName);
  const code = jurisdictionCode(name);
  if (name === 'District of Columbia') return 'the District of Columbia';
  if (code.startsWith('US-')) return `${COMMONWEALTHS.has(name) ? 'the Commonwealth' : 'the State'} of ${name}`;
  if (PROVINCES.has(name)) return `the Province of ${name}`;
  if (AU_STATES.has(name)) return `the State of ${name}`;
  if (WITH_ARTICLE.has(name)) return `the ${name}`;
  return name;
}

/** "the laws of the State of New York". */
export function lawWords(codeOrName: string): string {
  return `the laws of ${jurisdictionWords(codeOrName)}`;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An ISO date ("2027-03-01") as "March 1, 2027"; anything else unchanged. */
export function dateWords(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${MONTH_NAMES[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : iso;
}

const CURRENCIES: Record<string, { name: string; symbol: string }> = {
  USD: { name: 'United States dollars', symbol: 'US$' },
  EUR: { name: 'euros', symbol: '€' },
  GBP: { name: 'pounds sterling', symbol: '£' },
  CAD: { name: 'Canadian dollars', symbol: 'C$' },
  AUD: { name: 'Australian dollars', symbol: 'A$' },
};

/** An amount in words with its figure: (100000, "USD") → "one hundred thousand United States dollars (US$100,000)". */
export function amountWords(value: number, currency: string): string {
  const c = CURRENCIES[currency.toUpperCase()] ?? { name: currency.toUpperCase(), symbol: `${currency.toUpperCase()} ` };
  const whole = Math.trunc(value);
  const figure = value.toLocaleString('en-US', { minimumFractionDigits: whole === value ? 0 : 2, maximumFractionDigits: 2 });
  const words = whole === value ? numberWords(whole) : figure;
  return `${words} ${c.name} (${c.symbol}${figure})`;
}

const ISO_DURATION_IN_TEXT = /\bP(?=\d)(?:\d+Y)?(?:\d+M)?(?:\d+W)?(?:\d+D)?\b/g;
const SUBDIVISION_IN_TEXT = /\b(?:US|CA|AU|GB|AE)-[A-Z]{2,3}\b/g;

/**
 * A sentence made for people with any ISO 8601 duration or ISO 3166-2 code in it written out
 * ("term P5Y" → "term five (5) years"; "US-NY" → "the State of New York"). For text the engine
 * composes from key terms; it does not touch quotations of the contract.
 */
export function forPeople(text: string): string {
  return text
    .replace(ISO_DURATION_IN_TEXT, (m) => isoDurationWords(m))
    .replace(SUBDIVISION_IN_TEXT, (m) => (jurisdictionNameFromCode(m) ? jurisdictionWords(m) : m));
}

/** Finds raw ISO durations and jurisdiction codes in human-facing text (for tests and checks). */
export function rawCodesIn(text: string, extraCodes: string[] = []): string[] {
  const found = [...(text.match(ISO_DURATION_IN_TEXT) ?? []), ...(text.match(SUBDIVISION_IN_TEXT) ?? [])];
  for (const c of extraCodes) if (new RegExp(`(?:laws? of|law|Governing law:)\\s+${c}\\b`).test(text)) found.push(c);
  return found;
}
