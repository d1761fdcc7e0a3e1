/**
 * Sums of money: the one reader of them (key_terms.amounts, the nominal cap, the cap checklist's price, deposits, the
 * drafting prompt's facts). A sum is a figure with a currency before it ("US$100", "AUD 7,500", "Rs. 5,00,000/-",
 * "₹2 lakh", "€2.5bn") or after it ("100 dollars", "10,000 Canadian dollars", "500 CHF"), or a number in words with the
 * currency after it ("five hundred thousand dollars"). The currency is the ISO 4217 code the text gives or its sign
 * stands for; a bare "$" or "dollars" is read as USD, as the key terms always have. The codes known are the runtime's
 * own list (Intl.supportedValuesOf), less those that are also English words or common abbreviations written in capitals.
 */
import type { Amount } from './types.js';
import { ONES, TENS } from './as-written.js';

/** Codes of the runtime's list that a contract writes as something else ("ALL 5 Products", "PHP 8", "KGS"). */
const NOT_MONEY_CODES = new Set(['ALL', 'AMD', 'BAM', 'BOB', 'BSD', 'COP', 'CRC', 'CUP', 'CVE', 'ERN', 'GEL', 'IRR', 'KGS', 'MAD', 'MDL', 'MGA', 'MNT', 'MOP', 'PEN', 'PHP', 'RON', 'SDG', 'SHP', 'SOS', 'SVC', 'TOP', 'TRY', 'XSU', 'XDR']);
const ISO_CODES: readonly string[] = Intl.supportedValuesOf('currency').filter((c) => /^[A-Z]{3}$/.test(c) && !NOT_MONEY_CODES.has(c));
const CODE_SET = new Set(ISO_CODES);
/** The codes as a pattern's alternation. */
export const CODE = `(?:${ISO_CODES.join('|')})`;

/** A sign and the letters written before it: "US$", "U.S.$", "A$", "AU$", "C$", "CA$", "Cdn$", "S$", "HK$", "NZ$", "R$". */
const SIGNS: Record<string, string> = {
  $: 'USD', US$: 'USD', USD$: 'USD', A$: 'AUD', AU$: 'AUD', AUD$: 'AUD', C$: 'CAD', CA$: 'CAD', CAD$: 'CAD', CDN$: 'CAD',
  NZ$: 'NZD', NZD$: 'NZD', S$: 'SGD', SG$: 'SGD', SGD$: 'SGD', HK$: 'HKD', HKD$: 'HKD', R$: 'BRL', MX$: 'MXN',
  '€': 'EUR', '£': 'GBP', '₹': 'INR', RS: 'INR',
};
/** Currency names written after a sum, with the country word that may come before "dollars" or "rupees". */
const DOLLAR_OF: Record<string, string> = { australian: 'AUD', canadian: 'CAD', singapore: 'SGD', 'hong kong': 'HKD', 'new zealand': 'NZD' };

const SIGN = String.raw`\b(?:U\.S\.|US|USD|AUD?|CAD?|Cdn|NZD?|SGD?|HKD?|MX)\s?\$|\b[ACSR]\$|\$|€|£|₹|\bRs\b\.?`;
/**
 * A figure: "1,000,000", grouped by spaces or apostrophes ("50 000 000", "1'000'000"), Indian grouping "5,00,000",
 * European "1.000.000" or "1.500,00", plain "2500"; its decimals in the next group.
 */
const FIGURE = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,3}(?:['’\u00a0 ]\d{3})+(?!\d)|\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:\.\d{3})+,\d{2}(?!\d)|\d{1,3}(?:\.\d{3}){2,}(?![\d,])|\d+)(?:\.(\d+))?`;
const SCALE = String.raw`(?:\s*(million|billion|thousand|lakhs?|lacs?|crores?)\b|\s?(mn|bn|m|k)\b)?`;
/**
 * A currency named after the sum ("dollars", "Canadian dollars", "Dollars US", "pounds sterling", "rupees"); "pounds" of
 * a weight or a pressure are no money ("5,000 pounds of the Product", "500 pounds per square inch", "a per-100 pound
 * basis").
 */
const NAMED = String.raw`(?:(?:U\.S\.|US|United\s+States|American|Australian|Canadian|Singapore|Hong\s+Kong|New\s+Zealand)\s+)?dollars?(?:\s+U\.?S\b\.?)?\b|(?:Indian\s+)?rupees?\b|euros?\b|pounds?\s+sterling\b|pounds?\b(?!\s+(?:of|per|in\s+weight|weight|net|gross|basis|square)\b)`;
/** A number's words; the first is a unit, teen or ten ("hundred thousand" alone, "million dollars" alone are no sum). */
const FIRST_WORD = `(?:${[...ONES.slice(1), ...TENS.slice(2)].join('|')})`;
const WORD = `(?:${[...ONES.slice(1), ...TENS.slice(2), 'hundred', 'thousands?', 'millions?', 'billions?', 'lakhs?', 'crores?'].join('|')})`;
/** Between a number's words: a space, a hyphen (or a soft one), "and", and the figure in brackets ("three (3) million"). */
const WORD_GAP = String.raw`(?:\s+and\s+|[\s\u00ad-]+)(?:\(\s*[\d,.]{1,20}\s*\)\s+)?`;
/**
 * A sum in words: "five hundred thousand dollars", "Four Hundred Eighty Thousand and 00/100 Dollars", "Four Dollars and
 * Forty One Cents", "one hundred ($100) US dollars".
 */
const WORDS = String.raw`\b(${FIRST_WORD}(?:${WORD_GAP}${WORD})*)(?:\s+and\s+(\d{1,2})\/100)?\s+(?:\(\s*[^()\s]{1,20}\s*\)\s+)?`;
const FIRST_WORD_RE = new RegExp(String.raw`\b${FIRST_WORD}\b`, 'i');
const CENTS = String.raw`(?:\s+and\s+(${FIRST_WORD}(?:[\s\u00ad-]+${WORD})*)\s+cents?\b)?`;

/**
 * Groups: 1 sign or code, 2-5 the figure, its decimals and scale, 6 a code after it (not the next sum's); 7-10 a figure
 * with the currency after it (11); 12 a number in words, 13 cents in figures, 14 its currency, 15 cents in words.
 */
const MONEY_RE = new RegExp(
  String.raw`(?:(${SIGN}|\b${CODE}(?![a-z])\s?)\s?${FIGURE}${SCALE}(?:(?:\/-)|\s?(${CODE})\b(?!\s?\d))?)` +
    String.raw`|(?:\b${FIGURE}${SCALE}\s*(\b${CODE}\b|${NAMED}))` +
    String.raw`|(?:${WORDS}(${NAMED})${CENTS})`,
  'gi',
);
/** The codes read before a lone digit ("EUR 5"): another code so placed is a name's ("KES 7 Capital Inc."). */
const MAJOR_CODES = new Set(['USD', 'EUR', 'GBP', 'AUD', 'CAD', 'NZD', 'SGD', 'HKD', 'INR', 'JPY', 'CHF', 'CNY']);
/** The words that name a currency (with the signs and "Rs", what a text needs to hold a sum). */
export const CURRENCY_WORDS = String.raw`\b(?:dollars?|euros?|pounds?|rupees?|${CODE})(?![a-z])`;
/** Whether a word in capitals is a currency's code ("CHF", "ZAR"), for finding the sentences that name one. */
export function isCurrencyCode(word: string): boolean {
  return CODE_SET.has(word);
}
/** A cheap test: a text without one of these holds no sum. */
export const MONEY_HINT_RE = new RegExp(String.raw`[$€£₹]|\bR[sS]\b|${CURRENCY_WORDS}`, 'i');
/** A second sum of a range, its currency the first's: "$5-10 million", "US$500 to 1,000". */
const RANGE_TAIL_RE = new RegExp(String.raw`\s*(?:-|–|—|to)\s*${FIGURE}${SCALE}(?![\d%]|\s*(?:per\s?cent|percent|days?|weeks?|months?|years?|hours?)\b)`, 'iy');

/** The month (and day) of a date, before its year. */
const DATE_BEFORE_RE = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?$|\d[/.-]$/i;

const SCALES: Record<string, number> = { thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, mn: 1e6, billion: 1e9, bn: 1e9, lakh: 1e5, lakhs: 1e5, lac: 1e5, lacs: 1e5, crore: 1e7, crores: 1e7 };
const WORD_VALUES: Record<string, number> = Object.fromEntries([...ONES.slice(1).map((w, i) => [w, i + 1]), ...TENS.slice(2).map((w, i) => [w, (i + 2) * 10])]);

function figureValue(whole: string, decimals: string | undefined, scale: string | undefined): number {
  // (European grouping: dots between the thousands and a comma before the cents)
  const n = /\.\d{3}/.test(whole) ? Number(whole.replace(/\./g, '').replace(',', '.')) : Number(whole.replace(/[,'’\u00a0 ]/g, '') + (decimals ? `.${decimals}` : ''));
  return n * (scale ? SCALES[scale.toLowerCase()] ?? 1 : 1);
}

/**
 * "five hundred thousand" → 500000, "two million five hundred thousand", "one hundred and twenty", "ten lakh", "three
 * (3) million"; null for words that are no number ("five one nine two", "several").
 */
export function wordsValue(words: string): number | null {
  let total = 0;
  // the group below the next scale word, and the part of it below a hundred
  let group = 0;
  let small = 0;
  let seen = false;
  for (const w of words.toLowerCase().replace(/\([^()]*\)/g, ' ').split(/[\s\u00ad-]+/)) {
    if (w === 'and' || !w) continue;
    const scale = SCALES[w] ?? SCALES[w.replace(/s$/, '')];
    if (w in WORD_VALUES) {
      const v = WORD_VALUES[w];
      // a unit only after a ten ("forty four"); nothing else after a unit, teen or ten
      if (small && !(small % 10 === 0 && small >= 20 && v < 10)) return null;
      small += v;
      group += v;
    } else if (w === 'hundred') {
      if (group >= 100 || small === 0 && group === 0 && seen) return null;
      group = (group || 1) * 100;
      small = 0;
    } else if (scale && w.length > 2) {
      total += (group || 1) * scale;
      group = 0;
      small = 0;
    } else return null;
    seen = true;
  }
  return seen ? total + group : null;
}

function currencyOf(written: string): string {
  const w = written.replace(/[\s.]+/g, '').toUpperCase();
  if (SIGNS[w]) return SIGNS[w];
  if (CODE_SET.has(w)) return w;
  if (/POUND|STERLING/.test(w)) return 'GBP';
  if (/EURO/.test(w)) return 'EUR';
  if (/RUPEE/.test(w)) return 'INR';
  const country = /^(.*?)\s*dollars?$/i.exec(written.replace(/\s+/g, ' ').trim());
  return (country && DOLLAR_OF[country[1].toLowerCase()]) ?? 'USD';
}

/** Whether a code or a sign "Rs" is written as one (in capitals, or "Rs"): "all 5", "rs 5" are no money. */
function writtenAsCode(sign: string): boolean {
  const w = sign.replace(/[\s.$]+/g, '');
  return !/^[a-z]/i.test(w) || w === w.toUpperCase() || w === 'Rs' || w === 'Cdn' || /^(?:USD|EUR|GBP|US)$/i.test(w);
}

/**
 * The sums of money in a text, in order, with offsets from `base`. A sum stated twice, in words and in figures beside
 * each other ("five hundred thousand dollars ($500,000)", "$10,000 (ten thousand dollars)"), is one sum: the figures'.
 */
export function findAmounts(t: string, base: number): Amount[] {
  if (!MONEY_HINT_RE.test(t) || (!/\d/.test(t) && !FIRST_WORD_RE.test(t))) return [];
  const out: (Amount & { words?: boolean })[] = [];
  MONEY_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = MONEY_RE.exec(t))) {
    const at = m.index;
    let value: number;
    let currency: string;
    let words = false;
    let end = at + m[0].length;
    if (m[1] !== undefined) {
      // (a code of a lesser currency before a lone digit names something: "KES 7 Capital Inc.")
      const code = m[1].trim().toUpperCase();
      if (!writtenAsCode(m[1]) || (m[6] !== undefined && !writtenAsCode(m[6])) || (CODE_SET.has(code) && !MAJOR_CODES.has(code) && /^\d$/.test(m[2]) && !m[3] && !(m[4] ?? m[5]))) {
        MONEY_RE.lastIndex = at + 1;
        continue;
      }
      value = figureValue(m[2], m[3], m[4] ?? m[5]);
      currency = currencyOf(m[6] ?? m[1]);
    } else if (m[7] !== undefined) {
      // a code after a figure that is itself the next sum's ("... 2020 EUR 500 ..."), or written in lower case; the
      // year of a date ("as of March 1, 2021 USD rates")
      // a weight counted per hundred pounds ("12 cents per 100 pounds")
      const before = t.slice(Math.max(0, at - 24), at);
      if ((CODE_SET.has(m[11].toUpperCase()) && (!writtenAsCode(m[11]) || /^\s?\d/.test(t.slice(end)))) || DATE_BEFORE_RE.test(before) || (/^pound/i.test(m[11]) && /\bper[\s-]*$/i.test(before))) {
        MONEY_RE.lastIndex = at + m[0].length - m[11].length;
        continue;
      }
      value = figureValue(m[7], m[8], m[9] ?? m[10]);
      currency = currencyOf(m[11]);
    } else {
      const v = wordsValue(m[12]);
      const cents = m[13] ? Number(m[13]) : m[15] ? wordsValue(m[15]) : 0;
      if (v === null || cents === null || cents >= 100) continue;
      value = v + cents / 100;
      currency = currencyOf(m[14]);
      words = true;
    }
    const first: Amount & { words?: boolean } = { value, currency, quote: m[0], start: base + at, end: base + end, words };
    out.push(first);
    // the second sum of a range after a sign ("$5-10 million"): the first takes its scale when it has none
    if (m[1] !== undefined && m[6] === undefined && !m[0].endsWith('/-')) {
      RANGE_TAIL_RE.lastIndex = end;
      const r = RANGE_TAIL_RE.exec(t);
      if (r) {
        const scale = r[3] ?? r[4];
        const second = figureValue(r[1], r[2], scale);
        if (scale && !(m[4] ?? m[5]) && first.value * SCALES[scale.toLowerCase()] <= second) first.value *= SCALES[scale.toLowerCase()];
        const s = end + r[0].search(/\d/);
        end += r[0].length;
        out.push({ value: second, currency, quote: t.slice(s, end), start: base + s, end: base + end });
        MONEY_RE.lastIndex = end;
      }
    }
  }
  // one sum in words and figures: the words go when the figures of the same value stand in brackets beside them
  const kept = out.filter((a, i) => {
    if (!a.words) return true;
    const near = (b: Amount | undefined, gap: string) => !!b && !('words' in b && (b as { words?: boolean }).words) && Math.abs(b.value - a.value) < 0.005 && /^\s*\(?\s*$|^\s*\)?\s*$/.test(gap);
    const next = out[i + 1];
    const prev = out[i - 1];
    return !(near(next, next ? t.slice(a.end - base, next.start - base) : '') || near(prev, prev ? t.slice(prev.end - base, a.start - base) : ''));
  });
  return kept.map(({ words: _w, ...a }) => a);
}
