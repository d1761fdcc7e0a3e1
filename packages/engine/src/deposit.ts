/**
 * A lease's deposit measured in months of rent, wherever the lease states each: "a deposit equal to six (6) months'
 * Base Rent" in the deposit's own sentence, or a sum there ("a deposit of £15,000") against the rent stated in
 * another sentence or clause ("a rent of £2,500 per month", "an annual rent of £120,000", "$48,000 per annum").
 */
import { parseNumber } from './keyterms.js';
import { findAmounts } from './money.js';
import { countWords } from './words.js';

const NUMBER = String.raw`(\d+(?:\.\d+)?|(?:(?:twenty|thirty)[- ])?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty|twenty-four|thirty-six))`;
/** "six (6) months' rent", "3 months of Base Rent", "two months' basic rent", "three months' Annual Rent". */
const MONTHS_OF_RENT_RE = new RegExp(String.raw`\b${NUMBER}\s*(?:\(\d+(?:\.\d+)?\)\s*)?(?:calendar\s+)?months?['’]?\s+(?:of\s+(?:the\s+)?)?(?:(?:base|basic|monthly|annual|yearly|initial|current|then[- ]current|passing|minimum)\s+)?rent\b`, 'i');
/** "rent for six months", "rent for a period of three (3) months". */
const RENT_FOR_MONTHS_RE = new RegExp(String.raw`\brent\s+(?:payable\s+)?for\s+(?:a\s+period\s+of\s+)?${NUMBER}\s*(?:\(\d+\)\s*)?months?\b`, 'i');
/** A deposit, or a bond as Australian and New Zealand leases call it ("Bond: six months' rent"). */
const DEPOSIT_RE = /\b(?:deposit|bond)\b/i;

/** Months of rent per period word: the period a rent sum is stated for. */
const PER: [RegExp, number][] = [
  [/^\s*(?:per|a|each|every)\s+(?:calendar\s+)?month\b|^\s*(?:pcm|p\.c\.m\.)|^\s*monthly\b(?!\s+(?:in|by|on))/i, 1],
  [/^\s*(?:per|a|each|every)\s+(?:annum|year)\b|^\s*(?:p\.a\.|pa\b)|^\s*(?:annually|yearly)\b(?!\s+(?:in|by|on))/i, 12],
  [/^\s*(?:per|a|each|every)\s+quarter\b|^\s*quarterly\b(?!\s+(?:in|by|on))/i, 3],
  [/^\s*(?:per|a|each|every)\s+week\b|^\s*weekly\b(?!\s+(?:in|by|on))/i, 12 / 52],
];
/** The period named before the sum: "an annual rent of", "Monthly Base Rent:", "monthly instalments of". */
const BEFORE: [RegExp, number][] = [
  [/\b(?:monthly|month['’]s)\s+(?:(?:base|basic|gross|net)\s+)?(?:rent|rental|instal(?:l)?ments?|payments?)\b[^.;\d$£€]{0,25}$/i, 1],
  [/\b(?:annual|yearly|year['’]s)\s+(?:(?:base|basic|gross|net)\s+)?(?:rent|rental)\b[^.;\d$£€]{0,25}$/i, 12],
  [/\bquarterly\s+(?:(?:base|basic)\s+)?(?:rent|rental|instal(?:l)?ments?|payments?)\b[^.;\d$£€]{0,25}$/i, 3],
  [/\bweekly\s+(?:rent|rental)\b[^.;\d$£€]{0,25}$/i, 12 / 52],
];

/** The rent a month, from the first sentence that states a rent sum and the period it is for; with its currency. */
function monthlyRent(sentences: string[]): { value: number; currency: string } | null {
  for (const t of sentences) {
    if (!/\brent/i.test(t) || DEPOSIT_RE.test(t)) continue;
    for (const a of findAmounts(t, 0)) {
      if (a.value <= 0) continue;
      const after = t.slice(a.end, a.end + 40).replace(/^\s*(?:\([^)]{0,40}\)|(?:plus|exclusive of|excluding|inclusive of)\s+VAT\b|\(?\s*(?:GBP|USD|EUR)\s*\)?)\s*,?/i, '');
      const before = t.slice(Math.max(0, a.start - 60), a.start);
      const per = PER.find(([re]) => re.test(after))?.[1] ?? BEFORE.find(([re]) => re.test(before))?.[1];
      if (per !== undefined) return { value: a.value / per, currency: a.currency };
    }
  }
  return null;
}

export interface DepositSize {
  /** The deposit in months of rent. */
  months: number;
  /** The deposit's sentence, by its index in the sentences given as the deposit's. */
  at: number;
}

/**
 * The deposit's size in months of rent: stated so in a deposit sentence (`deposit`, the check's topic sentences), or its
 * sum there divided by the monthly rent stated anywhere in `all`; null when neither can be read.
 */
export function depositMonths(deposit: string[], all: string[]): DepositSize | null {
  let rent: { value: number; currency: string } | null | undefined;
  for (let k = 0; k < deposit.length; k++) {
    const t = deposit[k];
    if (!DEPOSIT_RE.test(t)) continue;
    const stated = MONTHS_OF_RENT_RE.exec(t) ?? RENT_FOR_MONTHS_RE.exec(t);
    const n = stated ? parseNumber(stated[1]) : null;
    if (n !== null && n > 0) return { months: n, at: k };
    const sum = findAmounts(t, 0).find((a) => a.value > 0);
    if (!sum) continue;
    if (rent === undefined) rent = monthlyRent(all);
    if (!rent || rent.currency !== sum.currency) return null;
    return { months: Math.round((sum.value / rent.value) * 10) / 10, at: k };
  }
  return null;
}

/**
 * The edit that brings a deposit down to `months` of rent, in the first of `spans` (offsets in `text`) that states it:
 * the months stated ("six (6) months' Base Rent" → "two (2) months' Base Rent"), else its sum ("£15,000" → "£5,000", the
 * rent a month read from `all` as depositMonths reads it); null when the deposit is stated neither way.
 */
export function depositCut(text: string, spans: [number, number][], all: string[], months: number): { start: number; end: number; insert: string } | null {
  for (const [s, e] of spans) {
    const t = text.slice(s, e);
    if (!DEPOSIT_RE.test(t)) continue;
    const stated = MONTHS_OF_RENT_RE.exec(t) ?? RENT_FOR_MONTHS_RE.exec(t);
    if (stated && parseNumber(stated[1]) !== null) {
      const at = s + stated.index + stated[0].indexOf(stated[1]);
      const tail = /^[^\s]*\s*(?:\(\d+(?:\.\d+)?\))?/.exec(text.slice(at + stated[1].length))![0];
      const end = at + stated[1].length + (/\(\d/.test(tail) ? tail.length : 0);
      return { start: at, end, insert: /^\d/.test(stated[1]) ? String(months) : countWords(months) };
    }
    // (a deposit sentence with no sum, "The deposit shall be repaid ...", is passed over for the one that states it)
    const sum = findAmounts(t, 0).find((a) => a.value > 0);
    if (!sum) continue;
    const rent = monthlyRent(all);
    if (!rent || rent.currency !== sum.currency) return null;
    const value = Math.round(rent.value * months * 100) / 100;
    const figure = value.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(value) ? 0 : 2 });
    const numeric = /\d[\d,]*(?:\.\d+)?(?:\s*(?:million|thousand|billion|m|k)\b)?/i.exec(sum.quote);
    // (nor is a sum already within the months changed to itself)
    if (!numeric || numeric[0] === figure) return null;
    return { start: s + sum.start + numeric.index, end: s + sum.start + numeric.index + numeric[0].length, insert: figure };
  }
  return null;
}
