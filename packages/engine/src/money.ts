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
 * A figure: "1,000,000", Indian grouping "5,00,000", European "1.000.000" or "1.500,00", plain "2500"; its decimals in
 * the next group.
 */
const FIGURE = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3}|\d{1,3}(?:\.\d{3})+,\d{2}(?!\d)|\d{1,3}(?:\.\d{3}){2,}(?![\d,])|\d+)(?:\.(\d+))?`;
const SCALE = String.raw`(?:\s*(million|billion|thousand|lakhs?|lacs?|crores?)\b|\s?(mn|bn|m|k)\b)?`;
/** A currency named after the sum; "pounds" of a weight are no money ("5,000 pounds of the Product"). */
const NAMED = String.raw`(?:(?:U\.S\.|US|United\s+States|American|Australian|Canadian|Singapore|Hong\s+Kong|New\s+Zealand)\s+)?dollars?\b|(?:Indian\s+)?rupees?\b|euros?\b|pounds?\s+sterling\b|pounds?\b(?!\s+(?:of|per|in\s+weight|weight|net|gross)\b)|sterling\b`;
const WORD = `(?:${[...ONES.slice(1), ...TENS.slice(2), 'hundred', 'thousand', 'million', 'billion', 'lakhs?', 'crores?'].join('|')})`;
const WORDS = String.raw`\b(${WORD}(?:(?:\s+and\s+|[\s-]+)${WORD})*)\s+(?:\(\s*[^()\s]{1,20}\s*\)\s+)?`;

/**
 * Groups: 1 sign or code, 2-5 the figure, its decimals and scale, 6 a code or name after it; 7-10 a figure with the
 * currency after it (11); 12 a number in words, 13 its currency.
 */
const MONEY_RE = new RegExp(
  String.raw`(?:(${SIGN}|\b${CODE}\b\s?)\s?${FIGURE}${SCALE}(?:(?:\/-)|\s(${CODE})\b)?)` +
    String.raw`|(?:\b${FIGURE}${SCALE}\s*(\b${CODE}\b|${NAMED}))` +
    String.raw`|(?:${WORDS}(${NAMED}))`,
  'gi',
);
/** The words that name a currency (with the signs and "Rs", what a text needs to hold a sum). */
export const CURRENCY_WORDS = String.raw`\b(?:dollars?|euros?|pounds?|sterling|rupees?|${CODE})\b`;
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
  const n = /\.\d{3}/.test(whole) ? Number(whole.replace(/\./g, '').replace(',', '.')) : Number(whole.replace(/,/g, '') + (decimals ? `.${decimals}` : ''));
  return n * (scale ? SCALES[scale.toLowerCase()] ?? 1 : 1);
}

/** "five hundred thousand" → 500000, "two million five hundred thousand", "one hundred and twenty", "ten lakh". */
export function wordsValue(words: string): number | null {
  let total = 0;
  let current = 0;
  for (const w of words.toLowerCase().split(/[\s-]+/)) {
    if (w === 'and' || !w) continue;
    if (w in WORD_VALUES) current += WORD_VALUES[w];
    else if (w === 'hundred') current = (current || 1) * 100;
    else if (w in SCALES) {
      total += (current || 1) * SCALES[w];
      current = 0;
    } else return null;
  }
  return total + current || null;
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
  return !/^[a-z]/i.test(w) || w === w.toUpperCase() || w === 'Rs' || w === 'Cdn' || /^(?:USD|EUR|GBP)$/i.test(w);
}

/**
 * The sums of money in a text, in order, with offsets from `base`. A sum stated twice, in words and in figures beside
 * each other ("five hundred thousand dollars ($500,000)", "$10,000 (ten thousand dollars)"), is one sum: the figures'.
 */
export function findAmounts(t: string, base: number): Amount[] {
  if (!MONEY_HINT_RE.test(t)) return [];
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
      if (!writtenAsCode(m[1]) || (m[6] !== undefined && !writtenAsCode(m[6]))) {
        MONEY_RE.lastIndex = at + 1;
        continue;
      }
      value = figureValue(m[2], m[3], m[4] ?? m[5]);
      currency = currencyOf(m[6] ?? m[1]);
    } else if (m[7] !== undefined) {
      // a code after a figure that is itself the next sum's ("... 2020 EUR 500 ..."), or written in lower case; the
      // year of a date ("as of March 1, 2021 USD rates")
      if ((CODE_SET.has(m[11].toUpperCase()) && (!writtenAsCode(m[11]) || /^\s?\d/.test(t.slice(end)))) || DATE_BEFORE_RE.test(t.slice(Math.max(0, at - 24), at))) {
        MONEY_RE.lastIndex = at + m[0].length - m[11].length;
        continue;
      }
      value = figureValue(m[7], m[8], m[9] ?? m[10]);
      currency = currencyOf(m[11]);
    } else {
      const v = wordsValue(m[12]);
      if (v === null) continue;
      value = v;
      currency = currencyOf(m[13]);
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
