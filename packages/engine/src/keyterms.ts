/**
 * Key-term extraction and normalisation: parties, mutuality, dates, durations (ISO 8601),
 * governing law, jurisdiction, notice periods and amounts.
 */
import type { Amount, Clause, KeyTerms, KeyTermsDetailed, KeyTermSource, NoticePeriod, Party, TermKind } from './types.js';
import { segmentDetailed, sentenceIndex, labelledRow, type Segmentation } from './segment.js';
import { gateFor, mergeSorted } from './gate.js';
import { JURISDICTION_NAMES, jurisdictionCode } from './countries.js';
import escapeRegExp from 'escape-string-regexp';
import type { TextMemo } from './memo.js';
import { ONES, TENS } from './as-written.js';
import { coverFields, type CoverField } from './cover-fields.js';
import { CODE, findAmounts, isCurrencyCode, MONEY_HINT_RE } from './money.js';

/** Number words and their values (as-written.ts holds the words), with "a"/"an"/"single" for one. */
const NUMBER_WORDS: Record<string, number> = {
  ...Object.fromEntries(ONES.slice(1).map((w, i) => [w, i + 1])),
  ...Object.fromEntries(TENS.slice(2).map((w, i) => [w, (i + 2) * 10])),
  fortyfive: 45, hundred: 100, a: 1, an: 1, single: 1,
};

/** "two (2)", "24", "twenty-four", "thirty" → number */
export function parseNumber(s: string): number | null {
  const t = s.toLowerCase().replace(/[()]/g, ' ').trim();
  const digits = /(\d+(?:\.\d+)?)/.exec(t);
  if (digits) return Number(digits[1]);
  const words = t.split(/[\s-]+/).filter(Boolean);
  let total = 0;
  let seen = false;
  for (const w of words) {
    if (w === 'and') continue;
    const v = NUMBER_WORDS[w];
    if (v === undefined) return seen ? total : null;
    if (v === 100) total = (total || 1) * 100;
    else total += v;
    seen = true;
  }
  return seen ? total : null;
}

const UNITS = ONES.slice(1, 10).join('|');
const BELOW_100 = String.raw`(?:(?:${TENS.slice(2).join('|')})(?:[- ](?:${UNITS}))?|${ONES.slice(10).join('|')}|${UNITS})`;
/** A count in digits or in words of any size below a thousand ("one hundred eighty", "two hundred and seventy-five"). */
export const NUM = String.raw`(?:\d+|(?:(?:${UNITS}|a|one) hundred)(?:(?: and)? ${BELOW_100})?|${BELOW_100}|a|an)`;
/** A count with its other spelling in brackets: "ninety (90)", "6 (six)", "one hundred eighty (180)"; "twelve (12) full calendar months", "one-year". */
const DURATION_RE = new RegExp(String.raw`\b(${NUM})\s*(?:\(\s*(${NUM})\s*\))?[\s-]*(?:(?:full|calendar|consecutive|additional|successive) )*(business days?|working days?|banking days?|days?|weeks?|months?|years?)\b`, 'gi');

export interface Duration {
  value: number;
  unit: 'D' | 'W' | 'M' | 'Y';
  iso: string;
  months: number;
  index: number;
  length: number;
}

export function parseDurations(s: string): Duration[] {
  const out: Duration[] = [];
  DURATION_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = DURATION_RE.exec(s))) {
    // the digits where both spellings are given, whichever comes first
    const n = m[2] && /^\d/.test(m[2]) ? Number(m[2]) : parseNumber(m[1]);
    if (n === null || !Number.isFinite(n) || n <= 0) continue;
    const u = m[3].toLowerCase();
    // ("working days" are days, not weeks)
    const unit = /days?$/.test(u) ? 'D' : u.startsWith('y') ? 'Y' : u.startsWith('m') ? 'M' : u.startsWith('w') ? 'W' : 'D';
    const months = unit === 'Y' ? n * 12 : unit === 'M' ? n : unit === 'W' ? n / 4.345 : n / 30.44;
    out.push({ value: n, unit, iso: `P${n}${unit}`, months, index: m.index, length: m[0].length });
  }
  return out;
}

/** What follows a duration that is a period of notice: "30 days' prior written notice", "ninety days in advance". */
const NOTICE_AFTER_RE = /^['’]?s?\s*(?:\(\s*\d+\s*\)\s*)?(?:prior\s+|advance\s+|previous\s+)?(?:written\s+|express\s+)?(?:notice|notification)\b|^\s*(?:in advance|(?:prior\s+)?written notice)\b/i;
const NOTICE_OF_BREACH_RE = /^[^.;]{0,60}\b(?:breach|default|cure|fail|insolven|bankrupt)/i;
/**
 * What follows a duration counted back from the end of a term: "at least sixty (60) days before the end of the term", "prior to any renewal term", "before it ends", "before this Agreement expires", "before the Subscription Term ends";
 * or from the start of the next one (session 22, misses17): "before the next period begins", "before the start of the next term", "before the next season starts".
 */
const BEFORE_END_RE = /^\s*(?:\(\s*\d+\s*\)\s*)?(?:prior to|before|in advance of)\s+(?:(?:(?:the|any|each|a)\s+)?(?:(?:then[- ]current|current|initial|next|subsequent)\s+)?(?:end|expir\w*|anniversary|renewal|close)\b|(?:it|this\s+(?:agreement|contract|engagement|letter|licen[cs]e|lease)|the\s+(?:(?:then[- ]current|current|initial|subscription|renewal|service|licen[cs]e)\s+)?(?:agreement|contract|term|period|subscription))\s+(?:ends|expires|terminates|lapses|renews)\b|(?:the\s+)?(?:start|beginning|commencement)\s+of\s+(?:the|any|each|a)\s+(?:next|following|new|subsequent|renewal)\b|(?:the|any|each|a)\s+(?:next|following|new|subsequent)\s+(?:[\w-]+\s+){0,2}?(?:starts|begins|commences)\b)/i;
/** A period that runs from a party's notice: "ninety (90) days following the date the Company gives Consultant written notice". */
const AFTER_NOTICE_RE = /^\s*(?:\(\s*\d+\s*\)\s*)?(?:after|following|from)\s+(?:the\s+)?(?:date\s+(?:on\s+which\s+|that\s+)?)?[^.;]{0,40}?\b(?:gives?|giving|provides?|delivers?|serves?|receipt\s+of|receives?)\b[^.;]{0,30}?\bnotice\b/i;
/**
 * What precedes a duration that is a period of notice: "notice of ninety (90) days", "a notice period of three months",
 * or a row of a schedule labelled with it ("Notice Period: twelve months", "| Notice period | 3 months |").
 */
const NOTICE_BEFORE_RE = /\bnotice(?:\s+period)?\s+of\s+(?:at\s+least\s+|not\s+less\s+than\s+|no\s+less\s+than\s+|a\s+minimum\s+of\s+)?$|^[\s|]*(?:Item\s+\d{1,2}[A-Za-z]?\s*[-–—.:)]?\s*)?(?:[\w'’-]+\s+){0,3}notice\s+period\s*(?:[:|]|[-–—]\s|\t|\s{3,})\s*(?:at\s+least\s+|not\s+less\s+than\s+|a\s+minimum\s+of\s+)?$/i;

/**
 * The shortest period of notice a sentence states, in days (months as 30, weeks as 7, years as 365; business
 * days as calendar days), or null when it states none. Only a duration tied to the notice counts: "terminate on
 * ninety (90) days' written notice after the initial term of three (3) years" gives 90; a notice of a breach
 * ("thirty days' notice of an uncured breach") does not count.
 */
export function noticeDays(s: string): number | null {
  return noticeDaysIn(s).best;
}

/**
 * Who gives the notice stated at `at` in sentence `s`: the subject of its clause ("the Employer may terminate ... by
 * giving the Employee three months' notice" → "the Employer"; "Either party may ..." → "Either party"), the clause cut at
 * the last break before it ("; ", ", and ", ", whereas "); null when no clause subject governs it.
 */
export function noticeGiver(s: string, at: number): string | null {
  const before = s.slice(0, at);
  // (not the stop of an abbreviation in a name: "Acme Corp. shall ...")
  const breaks = [...before.matchAll(/;\s+|,\s+(?:and|but|while|whereas)\s+|(?<!\b(?:Corp|Inc|Ltd|Co|Bros|L\.?P|N\.A|S\.A|Mr|Mrs|Ms|Dr|St|No))\.\s+|:\s+/g)];
  const scope = breaks.length ? before.slice(breaks[breaks.length - 1].index + breaks[breaks.length - 1][0].length) : before;
  const modal = /^(.{1,80}?)\s+(?:may|shall|must|will|can|is entitled to|is required to|agrees to|has the right to)\b/i.exec(scope.replace(/^\s*(?:(?:\d+(?:\.\d+)+\.?|\(?[\divx]+[.)])\s*)+/i, '').replace(/^(?:after|following|during|subject to|save|except)\b[^,]{0,80},\s*/i, ''));
  return modal ? modal[1].trim() : null;
}

/**
 * The agent of a notice given in the passive, just before it in the same clause: "the Employment may be terminated by the
 * Company giving the Executive nine months' notice" → "the Company"; "may be ended by the Employer on twelve months'
 * notice and by the Executive on three" → the nearest one; null when none.
 */
export function noticeAgent(s: string, at: number): string | null {
  const before = s.slice(Math.max(0, at - 120), at);
  const clause = before.slice(before.lastIndexOf(';') + 1);
  let last: string | null = null;
  for (const m of clause.matchAll(/\bby\s+((?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})\s+(?:giving|on|upon|with|serving)\b/g)) last = m[1];
  return last;
}

/**
 * A notice that holds only during a probation or trial period ("during which either party may terminate the Employment
 * on one month's notice", "During the probationary period, either party may end the employment on one week's notice"):
 * not the notice of the employment once it is confirmed (a sentence that starts "After the probationary period" is).
 */
export const DURING_PROBATION_RE = /\b(?:during|in|within|throughout)\s+(?:the\s+|its\s+|his\s+|her\s+|their\s+|any\s+|such\s+)?(?:(?:initial|first)\s+)?(?:probation(?:ary)?|trial)(?:\s+period)?\b|\b(?:probation(?:ary)?|trial)\s+period\b[^.;]{0,60}?,?\s+(?:during|in)\s+which\b|\bwhile\b[^.;]{0,40}\bon\s+probation\b/i;

/**
 * Whose notice the one at `at` in sentence `s` is, for the key terms: `either_party` when either (or each, or any)
 * party gives it, else the party by its defined term or name (noticeGiver's subject, or the agent of a passive "may be
 * terminated by the Company"); null when the subject is no party ("This Agreement") or the sentence does not say.
 */
export function noticeGivenBy(s: string, at: number, parties: readonly Party[]): string | null {
  const subject = noticeGiver(s, at);
  const passive = PASSIVE_GIVER_RE.exec(s.slice(0, at + 160));
  for (const who of [subject, passive?.[1]]) {
    if (!who) continue;
    if (EITHER_PARTY_RE.test(who)) return 'either_party';
    const named = partyNamed(who, parties);
    if (named) return named;
  }
  return null;
}
const EITHER_PARTY_RE = /^(?:by\s+)?(?:either|each|any|both)\s+(?:of\s+the\s+)?part(?:y|ies)\b(?!\s+(?:that|which|who|whose)\b)/i;
/** The agent of a notice in the passive: "may be terminated by either party", "upon notice given by the Landlord". */
const PASSIVE_GIVER_RE = /\b(?:terminated|ended|cancell?ed|determined|given|served|delivered|provided|sent)\s+by\s+((?:either|each|any)\s+party|(?:the\s+)?[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})/;

/** The party a phrase names (its defined term, else its name), as the contract calls it; null when it names none. */
function partyNamed(phrase: string, parties: readonly Party[]): string | null {
  const p = phrase.replace(/^(?:the|by)\s+/i, '').replace(/\s+/g, ' ').trim();
  for (const party of parties) {
    for (const n of [party.defined_as, party.name]) {
      if (n && namePattern(n).test(p)) return party.defined_as ?? party.name;
    }
  }
  // a role word the contract capitalises as a defined term, when its parties were not read ("the Employer", "Tenant")
  return !parties.length && /^[A-Z][a-z]+$/.test(p) && ROLE_WORD_RE.test(p) ? p : null;
}
/** A party's name as a whole phrase, possessive or not; compiled once per name (partyNamed runs per notice read). */
const namePatterns = new Map<string, RegExp>();
function namePattern(n: string): RegExp {
  let re = namePatterns.get(n);
  if (!re) {
    if (namePatterns.size >= 4096) namePatterns.clear();
    namePatterns.set(n, (re = new RegExp(String.raw`^(?:${escapeRegExp(n)})(?:['’]s)?$`, 'i')));
  }
  return re;
}
const ROLE_WORD_RE = /^(?:employer|employee|executive|company|tenant|landlord|lessor|lessee|licensor|licensee|customer|client|supplier|vendor|provider|contractor|consultant|distributor|reseller|buyer|seller|purchaser|franchisor|franchisee|owner|manager|agent|principal)$/i;

/** The notices a sentence states, each in days with where it is, and the shortest (noticeDays). */
export function noticeDaysIn(s: string): { best: number | null; each: { days: number; at: number }[] } {
  let best: number | null = null;
  const each: { days: number; at: number }[] = [];
  for (const d of parseDurations(s)) {
    const after = s.slice(d.index + d.length, d.index + d.length + 40);
    const before = s.slice(Math.max(0, d.index - 50), d.index);
    // a period counted back from the end of the term is a notice when the sentence is about a notice, or about a
    // party ending it then ("unless terminated by Reseller within sixty (60) days prior to the expiration"), or about
    // stopping a renewal in other words ("can be switched off only by calling ... 120 days before the renewal date", "save
    // denunciation ... six months before the end of the period")
    // (or a party telling the other that it will not renew, session 22: "unless either party tells the other in writing,
    // at least thirty days before the next renewal year starts, that it will not renew")
    const beforeEnd = BEFORE_END_RE.test(after) && /\bnoti(?:ce|f)|\bterminated\s+by\b|\b(?:switch|turn)(?:ed|s|ing)?\s+off\b|\bdenunciat|\bopt(?:s|ed|ing)?\s+out\b|\b(?:will|shall|does|do)\s+not\s+(?:wish\s+to\s+)?renew\b/i.test(s);
    const fromNotice = AFTER_NOTICE_RE.test(s.slice(d.index + d.length, d.index + d.length + 120));
    if (!NOTICE_AFTER_RE.test(after) && !NOTICE_BEFORE_RE.test(before) && !beforeEnd && !fromNotice) continue;
    // a notice of a breach or default (a cure period) is not the notice that ends the contract at will
    if (NOTICE_OF_BREACH_RE.test(s.slice(d.index + d.length, d.index + d.length + 80))) continue;
    const days = d.unit === 'D' ? d.value : d.unit === 'W' ? d.value * 7 : d.unit === 'M' ? d.value * 30 : d.value * 365;
    each.push({ days, at: d.index });
    if (best === null || days < best) best = days;
  }
  // an end at a month's end counted from the notice: "until the last day of the month following the month in which
  // Client provides ... notice" runs up to two months (the month of the notice and the next), "the end of the calendar
  // month in which notice is given" up to one
  const monthEnd = best === null ? MONTH_END_NOTICE_RE.exec(s) : null;
  if (monthEnd) {
    best = 30 * (1 + (monthEnd[1] ? (monthEnd[2] ? ORDINAL_COUNT[monthEnd[2].toLowerCase()] ?? parseNumber(monthEnd[2]) ?? 1 : 1) : 0));
    each.push({ days: best, at: monthEnd.index });
  }
  return { best, each };
}
const ORDINAL_COUNT: Record<string, number> = { first: 1, next: 1, second: 2, third: 3 };
const MONTH_END_NOTICE_RE = /\b(?:last\s+day|end)\s+of\s+the\s+((?:(\w+)\s+)?(?:full\s+)?(?:calendar\s+)?months?\s+(?:following|after|next\s+following)\s+the\s+)?(?:calendar\s+)?month\s+in\s+which\b[^.;]{0,100}\bnotice\b/i;

/**
 * A term that yields to an order form or schedule: "Except as otherwise stated in an Order Form, Customer shall pay ...
 * within thirty (30) days", "unless otherwise specified in the applicable Statement of Work". Where the document also
 * states the term elsewhere (the order form itself), that statement governs.
 */
const DEFERS_RE = /\b(?:except\s+as|unless)\s+(?:otherwise\s+)?(?:expressly\s+)?(?:stated|provided|set\s+(?:out|forth)|specified|agreed|indicated)\s+(?:otherwise\s+)?in\s+(?:an?|the|any|each)\s+(?:(?:applicable|relevant|signed)\s+)?(?:order(?:\s+forms?)?|order\s+forms?|statements?\s+of\s+work|sows?|schedules?|quotes?|quotations?|purchase\s+orders?)\b/i;
export function defersToOrder(s: string): boolean {
  return DEFERS_RE.test(s);
}

/**
 * The days a sentence gives to pay: the shortest period counted "within", "no later than", "after" or "of" a date
 * ("within forty-five (45) days of the invoice date", "no later than twenty days after receipt"), or "net 30".
 */
export function paymentDays(s: string): number | null {
  let best: number | null = null;
  const net = /\bnet\s*(\d{1,3})\b/i.exec(s);
  if (net) best = Number(net[1]);
  // (a time to pay counted in hours is days all the same: "within seventy-two (72) hours", "48 business hours", a
  // business hour being one of a working day's eight, five working days to a week)
  const periods: { days: number; unit: string; index: number; length: number }[] = parseDurations(s).map((d) => ({
    days: d.unit === 'D' ? d.value : d.unit === 'W' ? d.value * 7 : d.value * 30, unit: d.unit, index: d.index, length: d.length,
  }));
  PAY_HOURS_RE.lastIndex = 0;
  for (let m: RegExpExecArray | null; (m = PAY_HOURS_RE.exec(s)); ) {
    const n = m[2] && /^\d/.test(m[2]) ? Number(m[2]) : parseNumber(m[1]);
    if (n === null || !Number.isFinite(n) || n <= 0) continue;
    periods.push({ days: m[3] ? (n / 8) * (7 / 5) : n / 24, unit: 'H', index: m.index, length: m[0].length });
  }
  for (const d of periods) {
    const before = s.slice(Math.max(0, d.index - 40), d.index);
    // the period must be the payer's: a payment word shortly before it, and no cure period, failure, late-payment
    // trigger ("if any payment is not made within twenty (20) days") or notice in between
    // (or counted after the invoice, with the payment word before it: "due and payable thirty (30) days after the invoice
    // date", "paid forty-five (45) days from the date of the invoice")
    const afterInvoice = PAID_AFTER_INVOICE_RE.test(s.slice(d.index + d.length, d.index + d.length + 60));
    if (d.unit === 'Y' || !(PAY_BY_RE.test(before) || afterInvoice) || /\bnot\s+(?:be\s+)?(?:made|paid|received)\s+within\s+$/i.test(before)) continue;
    const lead = s.slice(Math.max(0, d.index - 160), d.index);
    const pay = [...lead.matchAll(PAY_WORD_RE)].pop();
    if (!pay || NOT_PAYMENT_RE.test(lead.slice(pay.index))) continue;
    const days = Math.round(d.days * 10) / 10;
    if (best === null || days < best) best = days;
  }
  return best;
}
const PAY_HOURS_RE = new RegExp(String.raw`\b(${NUM})\s*(?:\(\s*(${NUM})\s*\))?[\s-]*(?:(?:full|clear|consecutive)\s+)?((?:business|working)\s+)?hours?\b`, 'gi');
// (also "due" before the period: "fees are due within 5 business days")
const PAY_WORD_RE = /\b(?:pay|pays|paid|payable|payments?|invoice[sd]?|invoicing|remit\w*|due(?=\s+(?:and\s+payable\s+)?(?:within|no\s+later\s+than)\b))\b/gi;
const NOT_PAYMENT_RE = /\b(?:cure[sd]?|fails?|failure|breach\w*|default\w*|terminat\w*|notice|underpaid|overpaid|audit\w*)\b/i;
/** A period counted from the invoice, after its number of days: "after the invoice date", "from the date of the invoice", "following receipt ... of such invoice" (paymentDays; the payment check's topic). */
export const AFTER_INVOICE = String.raw`(?:after|from|following)\s+(?:the\s+)?(?:date\s+of\s+(?:the\s+)?|receipt\s+(?:by\s+[\w-]+\s+)?of\s+(?:the\s+|an?\s+|each\s+|such\s+)?(?:correct\s+|valid\s+|proper\s+|undisputed\s+)?)?(?:invoice|bill)\w*`;
const PAID_AFTER_INVOICE_RE = new RegExp(String.raw`^\s*${AFTER_INVOICE}`, 'i');
const PAY_BY_RE = /\b(?:within|(?:no|not) later than|after|following|of|by|in|net)\s+(?:the\s+)?$/i;

/** ISO-8601 duration → months (approximate for days and weeks). */
export function durationMonths(iso: string): number | null {
  const m = /^P(\d+(?:\.\d+)?)([YMWD])$/.exec(iso);
  if (!m) return null;
  const n = Number(m[1]);
  return m[2] === 'Y' ? n * 12 : m[2] === 'M' ? n : m[2] === 'W' ? n / 4.345 : n / 30.44;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_RE = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
/** An ordinal's letters, also as a typed or scanned text splits them ("1st", "1s t", "15 th", "24t h"). */
const ORDINAL = String.raw`(?:\s?(?:s\s?t|n\s?d|r\s?d|t\s?h)\b)?`;
/**
 * Dates as written: "March 12, 1999", "July 11 , 2006", "March 12,1999", "the 1st day of June, 2004", "first (1st) day of
 * January, 1996", "16 day of August. 2012", "1 August 2019" (also run into the word before: "as of1 August 2019"), ISO
 * "2019-08-01", US "7/1/2019" or "12-23-2019" and, last, "7/1/98".
 */
const DATE_RES: [RegExp, (m: RegExpExecArray) => [number, number, number]][] = [
  [new RegExp(String.raw`\b(${MONTH_RE})\s+(\d{1,2})${ORDINAL}(?:\s*,\s*|\s+)((?:19|20)\d\d)\b`, 'i'), (m) => [Number(m[3]), monthIndex(m[1]), Number(m[2])]],
  [new RegExp(String.raw`(?<![\d/.,])\(?(\d{1,2})${ORDINAL}\)?\s+(?:(?:day\s+)?of\s+)?(${MONTH_RE})[.,]?\s+((?:19|20)\d\d)\b`, 'i'), (m) => [Number(m[3]), monthIndex(m[2]), Number(m[1])]],
  [/\b((?:19|20)\d\d)-(\d\d)-(\d\d)\b/, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]],
  [/\b(\d{1,2})([/-])(\d{1,2})\2((?:19|20)\d\d)\b/, (m) => [Number(m[4]), Number(m[1]), Number(m[3])]],
  [/\b(\d{1,2})\/(\d{1,2})\/(\d\d)\b(?![\/\d])/, (m) => [Number(m[3]) + (Number(m[3]) < 50 ? 2000 : 1900), Number(m[1]), Number(m[2])]],
];

function monthIndex(s: string): number {
  const k = s.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((x) => x.startsWith(k)) + 1;
}

/** What stands before the date of another agreement: "to the Supply Agreement dated", "amends the Distributor Agreement dated". */
const AMENDED_AGREEMENT_DATE_RE = /\b(?:to|amends?|amending|under|of)\s+(?:the|that\s+certain)\s+(?:[\w-]+\s+){0,8}?agreement,?\s+(?:dated|of|entered\s+into)(?:\s+(?:as\s+of|on))?\s*$/i;

/** The date a match of DATE_RES reads, as ISO, or null for a month or day out of range. */
function isoOf(m: RegExpExecArray, f: (m: RegExpExecArray) => [number, number, number]): string | null {
  let [y, mo, d] = f(m);
  // a numeric date whose first number cannot be a month is written day first ("13/07/05" is 13 July 2005)
  if (mo > 12 && d <= 12 && /^\d/.test(m[0])) [mo, d] = [d, mo];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= 31 ? `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}` : null;
}

/** DATE_RES for every match of a text (compiled once, not per call). */
const DATE_RES_ALL = DATE_RES.map(([re, f]) => [new RegExp(re.source, `${re.flags}g`), f] as const);

/** Every date of a text, in order, with its offset. */
function datesIn(s: string): { index: number; iso: string }[] {
  const out: { index: number; iso: string }[] = [];
  for (const [re, f] of DATE_RES_ALL) {
    for (const m of s.matchAll(re)) {
      if (out.some((d) => Math.abs(d.index - m.index) < 12)) continue;
      const iso = isoOf(m, f);
      if (iso) out.push({ index: m.index, iso });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

export function parseDate(s: string): string | null {
  for (const [re, f] of DATE_RES) {
    const m = re.exec(s);
    const iso = m && isoOf(m, f);
    if (iso) return iso;
  }
  return null;
}

const US_STATES = ['Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming', 'District of Columbia'];
// ("the Netherlands" as contracts write it; every other country and sub-national jurisdiction: countries.ts)
const COUNTRIES = ['the Netherlands', ...JURISDICTION_NAMES];
const US_STATE_IN_RE = new RegExp(`\\b(${US_STATES.map(escapeRegExp).join('|')})\\b`);
const JURISDICTIONS = [...US_STATES, ...COUNTRIES].sort((a, b) => b.length - a.length);
const JURISDICTION_RE = new RegExp(`\\b(${JURISDICTIONS.map(escapeRegExp).join('|')})\\b`);
/** The same names written in capitals ("THE LAWS OF THE STATE OF GEORGIA"), read back to their usual form. */
const JURISDICTION_ANY_CASE_RE = new RegExp(JURISDICTION_RE.source, 'gi');
const JURISDICTION_BY_LOWER = new Map(JURISDICTIONS.map((j) => [j.toLowerCase(), j]));
/** The first jurisdiction named as usual or in capitals (never in lower case: "china", "turkey", "jersey" are words). */
function jurisdictionIn(s: string): string | null {
  const m = JURISDICTION_RE.exec(s);
  if (m) return m[1];
  for (const c of s.matchAll(JURISDICTION_ANY_CASE_RE)) if (c[1] === c[1].toUpperCase()) return JURISDICTION_BY_LOWER.get(c[1].toLowerCase()) ?? null;
  return null;
}

/**
 * Every jurisdiction named in `s` (as usual or in capitals, in order, adjectives of law read as their place: "English
 * law" → England), each normalised as normaliseJurisdiction() gives it. For reading a clause the learned locator found
 * (learned/locator.ts), which may name a country and one of its states ("the laws of the United States of America and
 * of the State of Texas").
 */
export function jurisdictionsIn(s: string): string[] {
  const out: string[] = [];
  const adj = ADJECTIVE_LAW_RE.exec(s);
  if (adj) out.push(LAW_ADJECTIVES[adj[1].toLowerCase().replace(/\s+/g, ' ')]);
  for (const m of s.matchAll(JURISDICTION_ANY_CASE_RE)) {
    const j = m[1] === m[1].toUpperCase() || JURISDICTION_BY_LOWER.get(m[1].toLowerCase()) === m[1] ? JURISDICTION_BY_LOWER.get(m[1].toLowerCase()) : undefined;
    if (j) out.push(j);
  }
  return [...new Set(out.map((j) => normaliseJurisdiction(j) ?? j))];
}

/**
 * The country whose law a jurisdiction's is, for comparing homes: a state's or a province's country ("US-TX" → "US",
 * "GB-SCT" → "GB"), and a territory under its country's law for this purpose (Puerto Rico → "US").
 */
export function countryOf(jurisdiction: string): string {
  const c = jurisdictionCode(jurisdiction).split('-')[0];
  return c === 'PR' ? 'US' : c;
}

/**
 * Each party's home country, read in its own stretch of the opening (from its name to the next party's or the end of
 * the paragraph, at most 400 characters): where it is incorporated, organised or registered and where its offices are ("a Delaware corporation with
 * offices at ... Austin, Texas", "a company incorporated in Ireland"), as an ISO 3166-1 code ("US", "IE"). Null for a
 * party whose stretch names no place, or places in more than one country.
 */
export function partyHomes(plain: string, parties: Party[]): (string | null)[] {
  const head = plain.slice(0, 6000);
  const at = parties.map((p) => head.indexOf(p.name));
  return parties.map((_, i) => {
    if (at[i] < 0) return null;
    // (to the next party's name or the end of the paragraph: a short contract's governing law is not a party's home)
    const paragraph = head.slice(at[i]).search(/\n[ \t]*\n/);
    const next = Math.min(...at.filter((a) => a > at[i]), at[i] + 400, paragraph < 0 ? Infinity : at[i] + paragraph);
    const stretch = head.slice(at[i], next);
    const countries = new Set(jurisdictionsIn(stretch).map(countryOf).filter((c) => /^[A-Z]{2}$/.test(c)));
    // (and the country of a postcode in its address, where the address names a city only: "London EC3A 5BU")
    for (const [re, c] of POSTCODES) if (re.test(stretch)) countries.add(c);
    return countries.size === 1 ? [...countries][0] : null;
  });
}

/**
 * Postcodes whose shape tells their country, in capitals as addresses write them: the United Kingdom's ("EC3A 5BU",
 * "EH1 2AS": an outward code, a space, a digit and two letters of those the Royal Mail uses) and Canada's ("M5J 2T3").
 */
const POSTCODES: [RegExp, string][] = [
  [/\b[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}\b/, 'GB'],
  [/\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d\b/, 'CA'],
];

/** The laws named by an adjective ("English law", "the laws of ... " aside), by the jurisdiction they name. */
const LAW_ADJECTIVES: Record<string, string> = {
  english: 'England', scottish: 'Scotland', scots: 'Scotland', irish: 'Ireland', german: 'Germany', french: 'France', swiss: 'Switzerland',
  dutch: 'Netherlands', belgian: 'Belgium', swedish: 'Sweden', norwegian: 'Norway', danish: 'Denmark', finnish: 'Finland', spanish: 'Spain',
  portuguese: 'Portugal', italian: 'Italy', austrian: 'Austria', canadian: 'Canada', australian: 'Australia', singaporean: 'Singapore',
  japanese: 'Japan', chinese: 'China', israeli: 'Israel', brazilian: 'Brazil', mexican: 'Mexico', indian: 'India',
  polish: 'Poland', czech: 'Czech Republic', greek: 'Greece', hungarian: 'Hungary', turkish: 'Turkey', korean: 'Korea',
  cypriot: 'Cyprus', maltese: 'Malta', luxembourgish: 'Luxembourg',
  // (hold-out 18's misses, session 23: "governed by Romanian law" was no law at all; the countries whose adjective a
  // contract may use for their law, beyond western Europe)
  romanian: 'Romania', bulgarian: 'Bulgaria', serbian: 'Serbia', croatian: 'Croatia', slovenian: 'Slovenia', slovak: 'Slovakia',
  estonian: 'Estonia', latvian: 'Latvia', lithuanian: 'Lithuania', ukrainian: 'Ukraine', russian: 'Russia',
  armenian: 'Armenia', azerbaijani: 'Azerbaijan', kazakh: 'Kazakhstan', kazakhstani: 'Kazakhstan', uzbek: 'Uzbekistan', icelandic: 'Iceland',
  liechtenstein: 'Liechtenstein', monegasque: 'Monaco', bosnian: 'Bosnia and Herzegovina', montenegrin: 'Montenegro', albanian: 'Albania',
  egyptian: 'Egypt', moroccan: 'Morocco', tunisian: 'Tunisia', nigerian: 'Nigeria', kenyan: 'Kenya', ghanaian: 'Ghana',
  'south african': 'South Africa', namibian: 'Namibia', emirati: 'United Arab Emirates', saudi: 'Saudi Arabia', qatari: 'Qatar',
  omani: 'Oman', kuwaiti: 'Kuwait', bahraini: 'Bahrain', jordanian: 'Jordan', lebanese: 'Lebanon', pakistani: 'Pakistan',
  bangladeshi: 'Bangladesh', 'sri lankan': 'Sri Lanka', nepalese: 'Nepal', nepali: 'Nepal', thai: 'Thailand', vietnamese: 'Vietnam',
  indonesian: 'Indonesia', malaysian: 'Malaysia', philippine: 'Philippines', taiwanese: 'Taiwan', argentine: 'Argentina',
  argentinian: 'Argentina', chilean: 'Chile', colombian: 'Colombia', peruvian: 'Peru', bolivian: 'Bolivia', uruguayan: 'Uruguay',
  paraguayan: 'Paraguay', venezuelan: 'Venezuela', ecuadorian: 'Ecuador', 'costa rican': 'Costa Rica', panamanian: 'Panama',
  guatemalan: 'Guatemala',
};
const ADJECTIVE_LAW_RE = new RegExp(`\\b(${Object.keys(LAW_ADJECTIVES).map((k) => k.replace(' ', '\\s+')).join('|')})\\s+(?:substantive\\s+)?laws?\\b`, 'i');

/** Normalise a governing-law phrase to a jurisdiction name ("the State of New York" → "New York"). */
export function normaliseJurisdiction(s: string): string | null {
  // a law named by its adjective: "in accordance with English law"
  const adj = ADJECTIVE_LAW_RE.exec(s);
  if (adj) s = `${LAW_ADJECTIVES[adj[1].toLowerCase().replace(/\s+/g, ' ')]} ${s}`;
  let j = jurisdictionIn(s);
  if (!j) return null;
  if (j === 'the Netherlands') j = 'Netherlands';
  if (j === 'England') j = /England and Wales/.test(s) ? 'England and Wales' : 'England and Wales';
  // federal law with a state's beside it ("the laws of the United States and ... of the Commonwealth of Kentucky"): the state's
  // ("the United States of America" is the United States)
  if (jurisdictionCode(j) === 'US') j = US_STATE_IN_RE.exec(s.slice(s.search(/United States/) + 13))?.[1] ?? 'United States';
  return j;
}

export { jurisdictionCode, jurisdictionNameFromCode } from './countries.js';

/**
 * The verbs of a governing-law clause and the words that join them to the law, in every common order: "governed by",
 * "construed according to", "interpreted in conformity with", "construed, and legal relations ... determined, in
 * accordance with", "governed and construed exclusively under"; a second verb may follow the first with its own subject.
 * "Applied" only with a named law after it ("are to be applied in accordance with the laws of the State of New Jersey"),
 * not "applied in accordance with applicable law" or "applied under Section 4".
 */
const GOV_LAW_VERB = String.raw`(?:governed|construed|interpreted|enforced|determined|adjudicated|applied(?=[^.;]{0,40}\blaws?\s+of\b))`;
const GOV_LAW_JOIN = String.raw`(?:by|under|in accordance with|according to|pursuant to|in conformity with|in conformance with|consistent(?:ly)? with)`;
export const GOVERNING_LAW_PHRASE = String.raw`\b${GOV_LAW_VERB},?(?:\s+(?:and|or)\b[^.;]{0,80}?\b${GOV_LAW_VERB})?,?\s+(?:(?:exclusively|solely|only|entirely|wholly|in all respects)\s+)?${GOV_LAW_JOIN}\b`;
const GOV_LAW_RE = new RegExp(String.raw`(?:${GOVERNING_LAW_PHRASE}|subject to)[^.;]{0,80}?\blaws?\b([^.;]{0,120})`, 'i');
const PARTY_SUBJECT_TO_RE = /\b((?:corporation|company|entity|person|organi[sz]ation|business|bank|partnership),?\s+)subject\s+to\b/gi;
/** The laws of one field (patent, tax, export ...): what decides a question of that field, not what governs the agreement. */
const FIELD_LAWS_RE = /\b(?:patent|inventorship|securities|tax|export|import|antitrust|competition|bankruptcy|insolvency|intellectual\s+property|trademark|copyright|privacy|data\s+protection|immigration|environmental|employment|labou?r)\s+laws?\b/i;
const GOV_LAW_ALT_RE = /\blaws? of ([^.;]{0,80})(?:shall|will) (?:govern|apply)/i;
/**
 * A law named outright: by its adjective or its place ("Swedish law", "New York law", "Delaware substantive law") or as
 * "the laws of" a place ("the laws of the State of New York", "the law of England and Wales").
 */
const NAMED_LAW = String.raw`(?:(?:${[...Object.keys(LAW_ADJECTIVES), ...JURISDICTIONS.map(escapeRegExp)].join('|')})(?:\s+substantive)?\s+laws?|(?:the\s+)?(?:substantive\s+)?laws?\s+of\s+(?:the\s+)?(?:(?:State|Commonwealth|Province|Republic|Kingdom|Canton|Federal Republic)\s+of\s+)?(?:${JURISDICTIONS.map(escapeRegExp).join('|')}))\b`;
/**
 * A named law that the agreement or its disputes answer to, in the verbs "governed by" aside: "determined in accordance
 * with Swedish law", "subject to German law", "resolved under New York law". The law must be named: "subject to
 * applicable law" or "determined under the rules of arbitration" name none.
 */
const NAMED_LAW_CLAUSE_RE = new RegExp(String.raw`\b(?:governed|construed|interpreted|determined|resolved|decided|settled|adjudicated|enforced|subject|applied|judged)\b[^.;]{0,60}?\b(?:by|under|to|in accordance with|according to|pursuant to|in conformity with)\s+(?:the\s+)?(${NAMED_LAW})`, 'i');
/**
 * The named law as the subject: "The laws of Ontario govern this Agreement", "Swiss law applies to this Agreement",
 * "New York law shall govern": of the agreement, its terms or disputes (not "German law applies to the processing of
 * personal data").
 */
const LAW_GOVERNS_RE = new RegExp(String.raw`(${NAMED_LAW})\s+(?:(?:shall|will|does|is to|exclusively|solely|only)\s+)*(?:govern|governs|apply|applies|control|controls)\b(?=\s*(?:[.;]|$)|[^.;]{0,60}\b(?:(?:this|the)\s+(?:\w+\s+){0,2}(?:agreement|contract|terms|lease|licen[cs]e|order)|disputes?|claims?|hereto|hereunder|herein)\b)`, 'i');
/** The words that show a sentence states the governing law, for its evidence. */
export const GOVERNING_LAW_EVIDENCE_RE = new RegExp(String.raw`governed by|governing law|construed[^.;]{0,40}(?:accordance|under)|laws? of|${NAMED_LAW_CLAUSE_RE.source}|${LAW_GOVERNS_RE.source}`, 'i');
const COURT_RE = /\b(?:courts?|tribunals?)\b(?: (?:of|in|located in|sitting in|for|situated in|having jurisdiction (?:in|over)))?([^.;]{0,120})/i;

// The patterns that make a sentence worth reading for each key term.
const LAW_TRIGGER_RE = /\blaws?\b/i;
const FORUM_WORDS_RE = /\b(?:submit\w*|jurisdiction|venue|forum|brought\s+(?:only\s+|exclusively\s+|solely\s+)?(?:in|before|within))\b/i;
const COURT_TRIGGER_RE = /\b(?:jurisdiction|venue|courts?)\b/i;
/**
 * "This Agreement shall be for an initial period of ...", "the licence is to be for a term of ...": one source for the
 * term's trigger (TERM_TRIGGER_RE) and for what states the agreement's own term (STATES_AGREEMENT_TERM_RE, after "this"/"the").
 */
const FOR_A_PERIOD_OF = String.raw`(?:agreement|contract|licen[cs]e|appointment)\b[^.;]{0,80}?\b(?:shall|will|is\s+to)\s+be\s+for\s+an?\s+(?:(?:initial|fixed|original|minimum)\s+)?(?:period|term)\s+of\b`;
const TERM_TRIGGER_RE = new RegExp(String.raw`(?:anniversary|\b(?:the|its)\s+(?:(?:contract|agreement|initial|effective|original)\s+)?term\s+(?:is|shall\s+be|will\s+be)\b(?!\s+(?:defined|used|given|construed))|["“](?:initial\s+)?term["”]|\bremains?\s+effective\b|\b(?:is|shall\s+be|will\s+be)\s+valid\s+for\b|(?:^|\n)[ \t]*(?:[\d.]+[ \t]*)?(?:initial[ \t]+)?term[ \t]*:|\b(?:expire|end|terminate|conclude)s?\s+on\b|\b(?:continue|remain|extend)s?\b[^.;]{0,40}\buntil\b|term of this|the term|agreement (?:shall|will) (?:continue|remain|expire|terminate|be (?:in effect|effective))|remains? in (?:full )?(?:force|effect)|continues? (?:in (?:full )?(?:force|effect) )?for|shall expire|initial (?:[a-z-]+ ){0,2}term|for a (?:fixed )?(?:period|term) of|\b${FOR_A_PERIOD_OF}|\b(?:expire|end|terminate)s?\s+(?:\[\s*)?(?:\w+\s+){1,2}(?:\(\d+\)\s+)?(?:years?|months?)\b(?:\(s\))?\]?\s+(?:from|after)\s+(?:the\s+)?(?:effective|commencement|execution)\s+date|\b(?:cease[sd]?\s+to\s+(?:be\s+(?:effective|in\s+(?:force|effect))|have\s+(?:any\s+)?effect)|lapse[sd]?)\s+(?:\w+\s+){1,2}(?:\(\d+\)\s+)?(?:years?|months?)\s+(?:from|after)\s+(?:the\s+)?(?:date\s+(?:hereof|of\s+(?:this|the)\s+(?:agreement|deed))|(?:effective|commencement|execution)\s+date))`, 'i');
const SURVIVAL_TRIGGER_RE = /perpetu|indefinite|surviv|\bso long as\b|(?:after|following|beyond)[^.;]{0,40}(?:terminat|expir)|(?:obligations?|undertakings?)[^.;]{0,80}(?:for a period of|continue)/i;
const OVERRIDING_RE = /^\W*(?:\S+\s+){0,3}notwithstanding\b/i;

/** Restrictive covenants (non-compete, non-solicit) have their own periods, which are not the agreement's. */
const RESTRICTIVE_COVENANT_RE = /compet|solicit|\bhire\b|engage in|refrain|\bbe concerned in\b|\bnot\s+(?:\w+\s+)?work for\b/i;
/**
 * Sentences whose durations are not the agreement's term: a period during or after it, a definition, a restrictive
 * covenant's, how long records or books are kept, the term of some obligations ("the term of such confidentiality
 * obligations may only extend for five (5) years").
 */
const NOT_AGREEMENT_TERM_RE = new RegExp(`\\b(?:during|throughout)\\s+(?:the|each|any)\\s+(?:\\w+\\s+){0,2}term\\b|\\b(?:shall\\s+)?mean[s]?\\s+(?:each|the|a|any)\\b|surviv|after (?:the )?(?:termination|expiration)|\\bafter\\s+(?:the|this|its|his|her|their)\\s+(?:\\w+\\s+){1,2}?(?:ends|terminates|expires|ceases|is terminated)\\b|following (?:the )?(?:termination|expiration)|days? (?:after|following|of receipt)|liabil|fees|preceding|warrant|\\b(?:records|books|accounts)\\b|\\bterm of (?:such|the|its|their|these|those|any)\\s+(?:\\w+\\s+){0,2}?(?:obligations?|confidentiality|restrictions?|covenants?)\\b|${RESTRICTIVE_COVENANT_RE.source}`, 'i');
/**
 * A sentence that states the agreement's own term ("The term of this Agreement shall ...", "This Agreement shall continue
 * for ...", "(the "Initial Term")"): its period is taken over one an earlier sentence gave for something else (a
 * confidentiality period, a banner's run).
 */
const STATES_AGREEMENT_TERM_RE = new RegExp(String.raw`\b(?:initial\s+|original\s+)?term\s+of\s+(?:this|the)\s+(?:agreement|contract)\b|\b(?:this|the)\s+(?:agreement|contract)\s+(?:shall|will|is\s+to)\s+(?:\w+\s+){0,3}?(?:commence|continue|remain|become\s+effective|be\s+(?:valid|effective)\s+for|be\s+in\s+(?:full\s+)?(?:force|effect)|expire|terminate|extend|have\s+(?:an?|the)\s+(?:initial\s+)?term)|\b(?:this|the)\s+(?:agreement|contract)\s+is\s+valid\s+for\b|\b(?:the|its)\s+(?:(?:contract|agreement|initial|effective|original)\s+)?term\s+(?:is|shall\s+be|will\s+be)\b(?!\s+(?:defined|used|given|construed))|\b(?:this|the)\s+(?:agreement|contract)\s+(?:is|becomes)\s+effective\b[^.;]{0,80}\b(?:shall|will)\s+(?:terminate|expire|end|continue|remain)\b|(?:^|\n)[ \t]*(?:[\d.]+[ \t]*)?(?:initial[ \t]+)?term[ \t]*:|["“](?:initial\s+)?term["”]|\binitial\s+term\b|\b(?:this|the)\s+${FOR_A_PERIOD_OF}`, 'i');
const RENEW_TRIGGER_RE = /renew|extend|(?:year|month)[\s-]to[\s-](?:year|month)|annual|yearly|monthly|(?:further|successive|additional|subsequent)\s+(?:periods?|terms?)\s+of\b/i;
const NOTICE_TRIGGER_RE = /notice|notif/i;
const LIABILITY_TRIGGER_RE = /liabilit|liable/i;
const TRIGGER_GATES = [LAW_TRIGGER_RE, COURT_TRIGGER_RE, TERM_TRIGGER_RE, SURVIVAL_TRIGGER_RE, RENEW_TRIGGER_RE, NOTICE_TRIGGER_RE, LIABILITY_TRIGGER_RE].map((re) => gateFor(re.source));
/** The bit of each trigger, in TRIGGER_GATES' order: the reading it starts (lawIn, courtIn, ...) returns nothing without it. */
const [MAY_LAW, MAY_COURT, MAY_TERM, MAY_SURVIVAL, MAY_RENEW, MAY_NOTICE, MAY_LIABILITY] = TRIGGER_GATES.map((_g, k) => 1 << k);

/**
 * Currency names and the codes read in any case: with the currency signs, "Rs" and the codes in capitals
 * (CODE_IN_TEXT_RE), what a sentence needs to hold a sum.
 */
const CURRENCY_WORD_GATE = gateFor('dollar|euro|pound|rupee|usd|eur|gbp');

/** Three capitals alone: a currency's code when money.ts knows it. */
const CAPITALS_RE = /\b[A-Z]{3}(?![A-Za-z])/g;
/** The sentences that hold a match of a global pattern that `keep` accepts (one pass over the text). */
function sentencesMatching(text: string, sentences: readonly { start: number; end: number }[], re: RegExp, keep: (match: string) => boolean): number[] {
  const found: number[] = [];
  let s = 0;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (!keep(m[0])) continue;
    while (s < sentences.length && sentences[s].end <= m.index) s++;
    if (s >= sentences.length) break;
    if (m.index >= sentences[s].start && found[found.length - 1] !== s) found.push(s);
  }
  return found;
}

/** The sentences that contain one of the characters. */
function sentencesWithChar(text: string, sentences: readonly { start: number; end: number }[], chars: string[]): number[] {
  let out: number[] = [];
  for (const ch of chars) {
    const found: number[] = [];
    let s = 0;
    for (let at = text.indexOf(ch); at >= 0; at = text.indexOf(ch, at + 1)) {
      while (s < sentences.length && sentences[s].end <= at) s++;
      if (s >= sentences.length) break;
      if (at >= sentences[s].start && found[found.length - 1] !== s) found.push(s);
    }
    out = mergeSorted(out, found);
  }
  return out;
}

function textOf(text: string, c: { start: number; end: number }): string {
  return text.slice(c.start, c.end);
}

/**
 * Key terms in the spec's flat form (the API's `KeyTerms`). `clauses` is accepted for symmetry with
 * segment(); the segmentation is memoised, so passing it or not costs the same.
 */
export function extractKeyTerms(text: string, clauses?: Clause[]): KeyTerms {
  void clauses;
  return toPublicKeyTerms(extractKeyTermsDetailed(text));
}

/** The detailed form → the spec's flat form. */
export function toPublicKeyTerms(k: KeyTermsDetailed): KeyTerms {
  const notice = k.notice_periods.find((n) => n.purpose === 'termination') ?? k.notice_periods.find((n) => n.purpose === 'renewal');
  return {
    parties: k.parties.map((p) => p.name),
    mutual: k.mutual,
    effective_date: k.effective_date,
    term: k.term,
    survival: k.survival === 'indefinite' ? null : k.survival,
    governing_law: k.governing_law ? jurisdictionCode(k.governing_law) : null,
    jurisdiction: k.jurisdiction,
    notice_period: notice ? notice.duration : null,
    liability_cap: k.liability_cap_text ?? k.liability_cap?.quote ?? null,
    notice_period_given_by: notice?.given_by ?? null,
    term_kind: k.term_kind,
    renewal_term: k.renewal_term,
    sources: { ...k.sources },
  };
}

/**
 * The parties of a text's plain view, as its key terms give them (copies: a caller may change them), read from its
 * opening (through the memo by that opening). The parties' sides (scope.ts roleLexicon) need no more of the key terms.
 */
export function openingParties(plain: string, memo?: TextMemo): Party[] {
  const head = plain.slice(0, PARTIES_SPAN);
  if (!CONTENTS_HEADING_RE.test(head)) return (memo ? memo.get(extractParties, '', head, () => extractParties(head)) : extractParties(head)).map((p) => ({ ...p }));
  // (a first page with a table of contents: read with the text the opening after it may be in, keyed by that text)
  const upTo = plain.slice(0, CONTENTS_SPAN);
  const read = () => partiesOfOpening(head, openingAfterContents(upTo, head));
  return (memo ? memo.get(extractParties, 'after contents', upTo, read) : read()).map((p) => ({ ...p }));
}
const PARTIES_SPAN = 4000;

/** A table of contents' heading. */
const CONTENTS_HEADING_RE = /\b(?:TABLE\s+OF\s+CONTENTS?|Table\s+of\s+Contents?|CONTENTS|INDEX\s+OF\s+(?:CLAUSES|SECTIONS|ARTICLES))\b/;
/**
 * An opening sentence: "This Supply Agreement ... is entered into ... by and between", "THIS AGREEMENT is dated 4 May
 * 2022", "THIS DEED is made on ... between".
 */
const OPENING_SENTENCE_RE = /\b(?:This|THIS)\s+(?:[\w&'’,-]+\s+){0,8}?(?:Agreement|AGREEMENT|Contract|CONTRACT|Deed|DEED|Licen[cs]e|LICEN[CS]E|Lease|LEASE)\b(?:\s*\([^)]{0,60}\))?[^.]{0,300}?\b(?:between|BETWEEN|among|AMONG|amongst|is\s+dated|made\s+by|entered\s+into\s+by)\b/g;
/** How far past the contents an opening is looked for. */
const CONTENTS_SPAN = 60000;

/**
 * The opening after a table of contents, where the first page holds only a title (and perhaps the parties' names,
 * undefined): from `text` (the first CONTENTS_SPAN characters), the text from the first opening sentence after the
 * contents' heading; null when the first page has no contents, or none follows.
 */
function openingAfterContents(text: string, head: string): string | null {
  const at = head.search(CONTENTS_HEADING_RE);
  if (at < 0) return null;
  OPENING_SENTENCE_RE.lastIndex = at;
  const m = OPENING_SENTENCE_RE.exec(text);
  return m ? text.slice(m.index, m.index + PARTIES_SPAN) : null;
}

/**
 * The parties of the first page, or of the opening after the contents when the first page defines none of its parties
 * (a title page: "AGREEMENT between X and Y") and the opening names at least two, more of them or more defined.
 */
function partiesOfOpening(head: string, later: string | null): Party[] {
  const first = extractParties(head);
  if (later === null || first.some((p) => p.defined_as)) return first;
  const second = extractParties(later);
  const defined = (ps: Party[]) => ps.filter((p) => p.defined_as).length;
  return second.length >= 2 && (second.length > first.length || defined(second) > defined(first)) ? second : first;
}

/**
 * The richer internal form: party objects, every notice period, amounts with offsets, the law by name. `seg` is the
 * text's segmentation when the caller holds it (a context's), else the memoised one.
 */
export function extractKeyTermsDetailed(original: string, memo?: TextMemo, seg: Segmentation = segmentDetailed(original)): KeyTermsDetailed {
  // read through the plain view (markup blanked, same offsets)
  const text = seg.plain;
  const sentences = seg.sentences;
  const head = text.slice(0, 4000);
  const key: KeyTermsDetailed = {
    // the parties and mutuality are read from the opening, which the texts built to verify redlines mostly keep
    parties: openingParties(text, memo),
    mutual: null,
    effective_date: null,
    term: null,
    survival: null,
    renewal_term: null,
    term_kind: 'not_stated',
    governing_law: null,
    governing_law_reference: null,
    survival_reference: null,
    sources: {},
    jurisdiction: null,
    notice_periods: [],
    liability_cap: null,
    liability_cap_text: null,
    amounts: [],
  };
  key.mutual = memo ? memo.get(detectMutual, '', text.slice(0, MUTUAL_SPAN), () => detectMutual(text)) : detectMutual(text);

  // effective date: a sentence that says in so many words when this agreement takes effect, wherever it stands (the
  // gate's sentences only); else a date in a sentence naming the effective date, else the first date in the preamble
  // (read through the memo by the sentence's text, as the review first read it: see below)
  const statedAt = sentenceIndex(seg).spansWith(STATED_EFFECTIVE_GATE);
  for (const i of statedAt ?? sentences.keys()) {
    const d = statedEffectiveDate(seg.sentenceText?.raw[i] ?? textOf(text, sentences[i]));
    if (d) {
      key.effective_date = d;
      break;
    }
  }
  const dated = memo?.lookup<string | null>(effectiveDateIn);
  let ownDateBlank = false;
  for (let i = 0; i < sentences.length && !key.effective_date; i++) {
    const s = sentences[i];
    if (s.start > 6000) break;
    // (with the few characters after it: a month abbreviated or stopped, "16 day of August. 2012", ends a sentence early)
    const t = (seg.sentenceText?.raw[i] ?? textOf(text, s)) + text.slice(s.end, s.end + 7);
    const d = dated ? dated(t, () => effectiveDateIn(t)) : effectiveDateIn(t);
    // (this agreement's own date left to fill, "dated as of April __, 2005", "made on the ____ day of ______ 2019", "on
    // [insert date]": no date is stated, and a date that follows, such as the recitals' other agreement's, is not this
    // one's)
    const blank = OWN_DATE_BLANK_RE.exec(t);
    if (blank && !(d && datesIn(t).some((x) => x.index < blank.index + blank[0].length - blank[1].length))) {
      key.sources.effective_date = { kind: 'blank', reference: null, quote: blank[1].trim() };
      ownDateBlank = true;
      break;
    }
    if (d) {
      key.effective_date = d;
      break;
    }
  }
  // else the date the opening carries (a title page's or a letter's date), before its recitals or operative words
  if (!key.effective_date && !ownDateBlank) {
    const end = head.search(OPENING_END_RE);
    if (end > 0) key.effective_date = parseDate(head.slice(0, end));
  }

  // else, an opening that names no date: the date its title carries (an opening with no recitals to stop at), the day
  // the term begins ("The services shall commence on the 1st of March, 2019"), or, for an agreement dated where it is
  // signed ("effective as of the last date signed below"), the latest date of its signature block
  if (!key.effective_date && !ownDateBlank) key.effective_date = letterDate(head) ?? (OPENING_END_RE.test(head) ? null : titleDate(text, sentences)) ?? termStartDate(text, sentences, sentenceIndex(seg).spansWith(TERM_START_CUE_GATE)) ?? signedDate(text);

  // Only the sentences that can trigger one of the rules below are read (see gate.ts): those with a
  // word piece of a trigger pattern, and those with a currency sign or name.
  const index = sentenceIndex(seg);
  let candidates: number[] = [];
  // per sentence, a bit for each trigger it may match (TRIGGER_GATES' order): a reading whose trigger cannot match is null
  const may = new Uint8Array(sentences.length);
  TRIGGER_GATES.forEach((g, k) => {
    const list = index.spansWith(g);
    if (list) for (const i of list) may[i] |= 1 << k;
    else for (let i = 0; i < may.length; i++) may[i] |= 1 << k;
    candidates = mergeSorted(candidates, list ?? sentences.map((_s, i) => i));
  });
  candidates = mergeSorted(candidates, index.spansWith(CURRENCY_WORD_GATE) ?? sentences.map((_s, i) => i));
  // the sentences that may state a term that runs until an event (termUntilEvent), among the candidates
  const until = new Uint8Array(sentences.length);
  const untilList = index.spansWith(TERM_UNTIL_EVENT_GATE);
  if (untilList) for (const i of untilList) until[i] = 1;
  else until.fill(1);
  // the sentences that may state an open or event-bound term in words the term triggers do not hold (termOpenEnd)
  const openEnd = new Uint8Array(sentences.length);
  const openList = index.spansWith(OPEN_END_GATE);
  if (openList) for (const i of openList) openEnd[i] = 1;
  else openEnd.fill(1);
  candidates = mergeSorted(candidates, openList ?? sentences.map((_s, i) => i));
  candidates = mergeSorted(candidates, sentencesWithChar(text, sentences, ['$', '€', '£', '₹', 'Rs', 'RS']));
  candidates = mergeSorted(candidates, sentencesMatching(text, sentences, CAPITALS_RE, isCurrencyCode));
  const kept = memo?.lookup<SentenceReadings>(sentenceReader);
  let termStated = false;
  let termEnd: string | null = null;
  // how the term ends, as the sentence that states it says (fixed when it gives a length or a date)
  let kind: TermKind | null = null;
  // whether the renewal read renews by itself (not a party's option, nor by the parties' agreement)
  let renewsAuto = false;
  // the notices counted back from the end of the term that their own sentence does not tie to a renewal
  const endOfTermNotices: number[] = [];
  // the words that stand for the law when a clause gives it by reference or leaves a blank ("[Governing Law]", "[●]")
  let lawWords: { quote: string; blank: boolean } | null = null;
  // a blank left for the term or the notice period ("for [●] years", "on _____ days' notice"), when none is stated
  let termBlank: string | null = null;
  let noticeBlank: string | null = null;
  for (const i of candidates) {
    const s = sentences[i];
    // an option left unticked on a form ("- [ ] In perpetuity") is not a term of the contract
    // (a memo's segmentation gives the sentence as the string first read: the memo finds it by identity)
    const t = withoutUntickedOptions(seg.sentenceText?.raw[i] ?? textOf(text, s));
    const read = sentenceReader(t, kept);
    // a sentence that opens with "Notwithstanding ..." replaces what an earlier one said
    const overriding = OVERRIDING_RE.test(t);
    const m = may[i];
    if ((!key.governing_law || overriding) && m & MAY_LAW) {
      const law = read(lawIn);
      if (law?.name) key.governing_law = law.name;
      else if (law && !key.governing_law_reference && !lawWords) {
        key.governing_law_reference = law.reference;
        lawWords = law.words;
      }
    }
    if (!key.jurisdiction && m & MAY_COURT) key.jurisdiction = read(courtIn) ?? key.jurisdiction;
    // the first sentence that states the agreement's term, else the first with a term-like period
    if (!termStated || overriding) {
      // (a row of a cover page or particulars, "Term: 36 months", is the cover's field: read below with the order of
      // precedence, or where the clauses state no term)
      const term = m & MAY_TERM && !labelledRow(t) ? read(termIn) : null;
      const states = term !== null && read(statesAgreementTerm);
      if (term && (!key.term || states || overriding)) {
        key.term = term;
        kind = 'fixed';
      }
      termStated ||= states;
      // a term that runs until an event ("shall expire on the last day of the Royalty Term"), until a party ends it or
      // for ever has no length: the period an earlier sentence gave for something else is not the term, and no later one is
      // (the readings of termOpenEnd do not override a term an earlier sentence stated: "Notwithstanding Section 6.1, if the
      // well is completed, this Agreement shall continue for so long as ..." extends a fixed term on a condition)
      const open: TermKind | null = term !== null ? null : until[i] && read(termUntilEvent) ? 'until_event' : m & MAY_TERM && read(termPerpetual) ? read(openKind) : openEnd[i] && !termStated ? read(termOpenEnd) : null;
      if (open) {
        key.term = null;
        termStated = true;
        kind = open;
      }
      // a sentence that states the agreement's term by its end date ("The term of this Agreement shall end on December
      // 31, 2021"): counted from the effective date below, over a period an earlier sentence gave for something else
      if (!termStated && term === null && m & MAY_TERM && read(statesAgreementTerm)) {
        const end = read(termEndIn);
        if (end) {
          termEnd = end;
          key.term = null;
          termStated = true;
          kind = 'fixed';
        }
      }
    }
    if (!key.term && !termEnd && m & MAY_TERM) termEnd = read(termEndIn);
    if ((!key.survival || overriding) && m & MAY_SURVIVAL) key.survival = read(survivalIn) ?? key.survival;
    // survival for a period the contract names instead of stating it ("for the Term of Confidentiality")
    if (!key.survival && !key.survival_reference) key.survival_reference = read(survivalReferenceIn);
    // (the first renewal read is the renewal term; any that comes by itself makes the term renewing, though an option
    // to extend was read first)
    if ((!key.renewal_term || !renewsAuto) && m & MAY_RENEW) {
      const renewal = read(renewalIn);
      if (renewal) {
        // (a renewal that states no length of its own, "continues for two (2) years and shall renew automatically
        // thereafter", makes the term renewing with no renewal term)
        if (renewal !== UNSTATED) key.renewal_term ??= renewal;
        renewsAuto = read(renewsByItself);
      }
    }
    if (key.notice_periods.length < 20 && m & MAY_NOTICE) {
      for (const n of read(noticesIn)) {
        const start = s.start + n.index;
        if (n.endOfTerm && n.purpose !== 'renewal') endOfTermNotices.push(key.notice_periods.length);
        key.notice_periods.push({ duration: n.duration, purpose: n.purpose, quote: text.slice(start, start + n.length), start, end: start + n.length, given_by: noticeGivenBy(t, n.index, key.parties) });
      }
    }
    if (BLANK_RE.test(t)) {
      if (!noticeBlank && m & MAY_NOTICE) noticeBlank = blankDuration(t, 'notice');
      if (!termBlank && STATES_AGREEMENT_TERM_RE.test(t)) termBlank = blankDuration(t, 'term');
    }
    if (!key.liability_cap_text && m & MAY_LIABILITY) key.liability_cap_text = read(capTextIn) ?? (CAP_LEAD_IN_RE.test(t) || CAP_FOLLOWING_RE.test(t) ? capInItems(text, sentences, i) : null);
    if (key.amounts.length < 50) {
      const { amounts, cap } = read(amountsIn);
      for (const m of amounts) {
        const a: Amount = { value: m.value, currency: m.currency, quote: m.quote, start: s.start + m.start, end: s.start + m.end };
        key.amounts.push(a);
        if (!key.liability_cap && cap) key.liability_cap = a;
      }
    }
  }
  // in an agreement that renews, a notice counted back from the end of the term ("Such notice must be given ninety (90)
  // days prior to expiration of the original term", "notice of termination no later than 90 days prior to the expiration
  // of the relevant Term") is the notice that stops the renewal, though its sentence does not say "renew"
  if (key.renewal_term || key.notice_periods.some((n) => n.purpose === 'renewal')) for (const k of endOfTermNotices) key.notice_periods[k].purpose = 'renewal';
  // a term stated by its end date ("shall continue until December 31, 2020"), counted from the effective date
  if (!key.term && termEnd && key.effective_date) {
    const months = wholeMonths(key.effective_date, termEnd);
    if (months) key.term = monthsIso(months);
  }
  // the place where a form's defined terms are given ("as defined on the Cover Page"), when it names one
  const definedIn = (): string | null => {
    const where = DEFINED_IN_RE.exec(text);
    return where ? placeName(where[1].replace(/\s+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())) : null;
  };
  if (!key.survival && key.survival_reference) {
    // the named period as the document states it elsewhere (a cover page's "Term of Confidentiality" field)
    const stated = namedPeriod(text, key.survival_reference);
    if (stated) {
      key.survival = stated;
      key.survival_reference = null;
    } else {
      key.survival_reference = `the ${key.survival_reference}`;
      key.sources.survival = { kind: 'by_reference', reference: definedIn() ?? key.survival_reference, quote: key.survival_reference };
    }
  }
  if (!key.governing_law && key.governing_law_reference) {
    // the place referred to may be part of the document: "Governing Law: Delaware" on a cover page or order form
    // (or a definition of the term the clause uses: '"Governing Law" means the law of the Republic of Namibia')
    // (every such field, the first that names a place: a heading "GOVERNING LAW" over the clause that refers to the
    // schedule is no field, Pune's lease deed)
    let j: string | null = null;
    let later = false;
    for (const field of text.matchAll(LAW_FIELDS_RE)) {
      if ((j = normaliseJurisdiction(field[1]))) break;
      // (a field that gives the law as whatever one party's terms say as it changes them: no law stated, as
      // LAW_PICKED_LATER_RE reads it in a clause; "As per the Lessor's standard terms of business, as amended by the Lessor
      // from time to time")
      later ||= FIELD_PICKED_LATER_RE.test(field[1]);
    }
    if (!j && key.governing_law_reference === DEFINED_ELSEWHERE) {
      const defined = LAW_DEFINED_RE.exec(text);
      const value = defined ? defined[1].replace(/\s+/g, ' ') : '';
      j = value ? normaliseJurisdiction(value) : null;
      // (a definition that names no place but one a later fact or choice fixes, "the law of the country in which the
      // Contractor has its registered office on the date a claim is notified": no law stated, hold-out 17's Antofagasta)
      if (!j && LAW_OF_A_PLACE_TO_COME_RE.test(value)) later = true;
    }
    if (j) {
      key.governing_law = j;
      key.governing_law_reference = null;
    } else if (later) {
      key.governing_law_reference = null;
    } else if (key.governing_law_reference === DEFINED_ELSEWHERE) {
      // a defined term: name the place where the document says its terms are defined
      key.governing_law_reference = definedIn() ?? DEFINED_ELSEWHERE;
    }
    key.sources.governing_law = lawSource(key.governing_law_reference, lawWords);
  }
  if (!key.term && termBlank) key.sources.term = { kind: 'blank', reference: null, quote: termBlank };
  if (!key.parties.length || !key.effective_date || !key.term || !key.governing_law || !key.jurisdiction) fromCoverPage(original, text, key, definedIn);
  // a cover page that the document's order of precedence puts above its clauses: its values stand where they differ
  // (the names are looked for first as plain words: most contracts have no cover page, and the pattern is then skipped)
  if (COVER_NAME_RE.test(text) && COVER_PREVAILS_RE.test(text)) coverPrevails(original, key);
  // how the term ends: a length or an end date is fixed (renewing when a renewal comes by itself); else what the sentence
  // that states the term said, or a cover page's ticked option (fromCoverPage)
  if (key.term || termEnd || kind === 'fixed') key.term_kind = renewsAuto ? 'renewing' : 'fixed';
  else if (kind) key.term_kind = kind;
  else if (key.term_kind === 'not_stated' && renewsAuto) key.term_kind = 'renewing';
  if (!key.notice_periods.some((n) => n.purpose === 'termination' || n.purpose === 'renewal') && noticeBlank) key.sources.notice_period = { kind: 'blank', reference: null, quote: noticeBlank };
  return key;
}

const FIELD_PARTY_LABEL_RE = /^(?:the\s+)?(party\s*(?:[12AB]|one|two)|company|customer|client|supplier|provider|vendor|licensor|licensee|landlord|tenant|lessor|lessee|employer|consultant|contractor|buyer|seller|purchaser|discloser|recipient|disclosing\s+party|receiving\s+party|controller|processor)(?:['’]s)?(?:\s+(?:full\s+|legal\s+|registered\s+|company\s+)?name)?$/i;
/** The row of a table with one column per party that names them ("Company", "Legal name"), not a signatory's "Print Name". */
const PARTY_ROW_RE = /^(?:company|(?:company|legal|full|entity|party)\s+name|name\s+of\s+(?:party|company|entity)|party)$/i;
const DATE_LABEL_RE = /^(?:effective|commencement|start)\s+date$/i;
const TERM_LABEL_RE = /^(?:(?:initial|agreement|contract|subscription|services?|licen[cs]e|lease|order(?:\s+form)?)\s+)?term$/i;
const TERM_ACRONYM_LABEL_RE = /^[A-Z]{2,6}\s+Term$/;
const LAW_LABEL_RE = /^governing\s+law(?:\s*(?:&|and)\s*jurisdiction)?$/i;
const COURT_LABEL_RE = /^(?:jurisdiction|venue|courts?|forum)$/i;
/** A value of a form left to fill: empty, a blank ("[●]", "____", "[Fill in state]"), or a placeholder in brackets ("[Today’s date]"). */
function blankValue(v: string): string | null {
  const b = BLANK_RE.exec(v) ?? /\[\s*(?:fill|insert|enter|specify|state|select|choose|complete)\b[^\]\n]{0,160}\]/i.exec(v);
  return b ? b[0].trim() : null;
}
/** A placeholder in brackets with no value in it ("[Today’s date]"): a blank, once the field gives nothing else. */
const placeholder = (v: string): string | null => (/^\[[^\]\n]{1,120}\]$/.test(v.trim()) ? v.trim() : null);
/** A party's name as a field gives it: a capitalised name, not a blank, a date or a sentence. */
function partyValue(v: string): string | null {
  const name = v.split('\n')[0].trim();
  if (!name || blankValue(name) || !/^[A-Z0-9]/.test(name) || name.length > 100 || parseDate(name) || /[.;]\s+[A-Z]/.test(name)) return null;
  return name;
}
/** The ticked option of a field that offers several ("- [x] Expires [1 year(s)] ..."), else the field's words. */
const chosenOption = (v: string): string => {
  const ticked = v.split('\n').filter((l) => /\[[xX✓]\]|☒|☑/.test(l));
  return ticked.length ? ticked.join('\n') : withoutUntickedOptions(v);
};
/** A term the contract states by a name its cover page gives: "This MNDA ... expires at the end of the MNDA Term", "continues for the initial Subscription Term stated in it". */
const TERM_BY_NAME_RE = /\b(?:[Tt]his|[Tt]he)\s+(?:[A-Z]{2,6}|(?:[A-Z][\w-]*\s+){0,2}Agreement|agreement|[Cc]ontract)\b[^.;]{0,100}?\b(?:expires?|ends?|terminates?|continues?|remains?\s+in\s+(?:full\s+)?(?:force|effect)|(?:shall|will)\s+(?:expire|end|terminate|continue|remain\s+in\s+(?:full\s+)?(?:force|effect)))\b[^.;]{0,40}?\b(?:at\s+the\s+end\s+of|for|until\s+the\s+(?:end|expiry|expiration)\s+of|throughout)\s+the\s+(?:(?:initial|first|original)\s+)?((?:[A-Z][\w-]*\s+){0,3}Term)\b(?!\s+of\b)/;
/** Parties identified in another place: "Each party is identified on the Cover Page", "the parties named in the Order Form". */
const PARTIES_ELSEWHERE_RE = /\b(?:each\s+party|the\s+parties|the\s+parties\s+to\s+this\s+\w+)\s+(?:(?:is|are)\s+)?(?:identified|named|listed|set\s+out|specified|described)\s+(?:on|in)\s+(?:the\s+)?(cover\s+page|order\s+form|key\s+terms|signature\s+page|(?:schedule|annex|exhibit|appendix)\s+[A-Z0-9]{1,4})\b/i;
/** An effective date given by its defined name: "commences on the Effective Date", "from the Commencement Date". */
const DATE_BY_NAME_RE = /\b(?:commenc\w*|begins?|starts?|effective|takes?\s+effect)\s+(?:on|from|as\s+of)\s+the\s+(Effective\s+Date|Commencement\s+Date|Start\s+Date)\b/;
/** Courts given by a defined name: "the courts located in Jurisdiction". */
const COURT_BY_NAME_RE = /\bcourts?\b[^.;]{0,60}?\b(?:in|of|for)\s+(?:the\s+)?(Jurisdiction|Venue|Forum)\b(?!\s+of\b)/;

/**
 * What a cover page, order form or key-terms table gives for the key terms the sentences left unstated: its parties
 * (a field per party, or a row of names under party columns), effective date, term (the ticked option), governing law
 * and courts; a field left to fill is a `blank` source. With no such field, a term, effective date or court the
 * sentences give by a defined name, where the document says its terms are defined (the Cover Page), is `by_reference`.
 */
function fromCoverPage(original: string, text: string, key: KeyTermsDetailed, definedIn: () => string | null): void {
  const fields: CoverField[] = coverFields(original);
  const blankOf = (f: CoverField): string | null => (f.values.every((v) => !v.trim()) ? f.label : blankValue(f.values.join(' ').trim()) ?? placeholder(f.values.join(' ')));
  if (!key.parties.length) {
    const parties: Party[] = [];
    for (const f of fields) {
      if (f.columns.length && PARTY_ROW_RE.test(f.label)) {
        for (const v of f.values) {
          const name = partyValue(v);
          if (name) parties.push({ name });
        }
      } else if (!f.columns.length && f.values.length === 1) {
        const role = FIELD_PARTY_LABEL_RE.exec(f.label);
        const name = role && partyValue(f.values[0]);
        if (!name) continue;
        const r = role[1].toLowerCase().replace(/\s+/g, ' ');
        parties.push(/^(?:party|company)/.test(r) ? { name } : { name, defined_as: r.replace(/\b\w/g, (c) => c.toUpperCase()) });
      }
      if (parties.length >= 4) break;
    }
    if (parties.length >= 2) key.parties = parties.filter((p, i) => parties.findIndex((q) => q.name === p.name) === i);
    else {
      // no party named: a form's party fields left to fill ("| Company | | |"), else the place that identifies them
      const empty = fields.find((f) => (f.columns.length ? PARTY_ROW_RE.test(f.label) : FIELD_PARTY_LABEL_RE.test(f.label)) && blankOf(f));
      const elsewhere = empty ? null : PARTIES_ELSEWHERE_RE.exec(text);
      if (empty) key.sources.parties = { kind: 'blank', reference: null, quote: blankOf(empty)! };
      else if (elsewhere) key.sources.parties = { kind: 'by_reference', reference: placeName(elsewhere[1].replace(/\s+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())), quote: elsewhere[0].replace(/\s+/g, ' ') };
    }
  }
  if (!key.effective_date && !key.sources.effective_date) {
    for (const f of fields) {
      if (!DATE_LABEL_RE.test(f.label) || f.columns.length) continue;
      const d = parseDate(f.values[0]);
      const blank = d ? null : blankOf(f);
      if (d) key.effective_date = d;
      else if (blank) key.sources.effective_date = { kind: 'blank', reference: null, quote: blank };
      break;
    }
    const named = key.effective_date || key.sources.effective_date ? null : DATE_BY_NAME_RE.exec(text);
    const place = named && definedIn();
    if (named && place) key.sources.effective_date = { kind: 'by_reference', reference: place, quote: named[1].replace(/\s+/g, ' ') };
  }
  if (!key.term) {
    const named = TERM_BY_NAME_RE.exec(text);
    for (const f of fields) {
      if (!(TERM_LABEL_RE.test(f.label) || TERM_ACRONYM_LABEL_RE.test(f.label) || (named && f.label === named[1].replace(/\s+/g, ' '))) || f.columns.length) continue;
      const chosen = chosenOption(f.values[0]);
      const d = parseDurations(chosen).find((x) => x.unit === 'Y' || x.unit === 'M');
      const blank = d ? null : blankOf(f);
      if (d) {
        key.term = d.iso;
        delete key.sources.term;
      } else if (!blank && chosen.trim()) {
        // a ticked option with no length: "Continues until terminated", "In perpetuity"
        const open = openKindOf(chosen);
        if (open) key.term_kind = open;
      } else if (blank && !key.sources.term) key.sources.term = { kind: 'blank', reference: null, quote: blank };
      break;
    }
    // the named period defined with its length ('"Initial Term" means the period of three years ...')
    const defined = !key.term && !key.sources.term && named ? definedPeriod(text, named[1].replace(/\s+/g, ' ')) : null;
    if (defined) key.term = defined;
    const place = !key.term && !key.sources.term && named ? definedIn() : null;
    if (named && place) key.sources.term = { kind: 'by_reference', reference: place, quote: named[1].replace(/\s+/g, ' ') };
  }
  if (!key.governing_law) {
    for (const f of fields) {
      if (!LAW_LABEL_RE.test(f.label) || f.columns.length) continue;
      const filled = blankValue(f.values[0]) ? null : f.values[0];
      const j = filled && normaliseJurisdiction(filled);
      const blank = j ? null : blankOf(f);
      if (j) {
        key.governing_law = j;
        key.governing_law_reference = null;
        delete key.sources.governing_law;
      } else if (blank) key.sources.governing_law = { kind: 'blank', reference: null, quote: blank };
      if (j || blank) break;
    }
  }
  if (!key.jurisdiction && !key.sources.jurisdiction) {
    for (const f of fields) {
      if (!COURT_LABEL_RE.test(f.label) || f.columns.length) continue;
      const filled = blankValue(f.values[0]) ? null : f.values[0];
      const j = filled && normaliseJurisdiction(filled);
      const blank = j ? null : blankOf(f);
      if (j) key.jurisdiction = j;
      else if (blank) key.sources.jurisdiction = { kind: 'blank', reference: null, quote: blank };
      if (j || blank) break;
    }
    const named = key.jurisdiction || key.sources.jurisdiction ? null : COURT_BY_NAME_RE.exec(text);
    const place = named && definedIn();
    if (named && place) key.sources.jurisdiction = { kind: 'by_reference', reference: place, quote: named[1] };
  }
}

/** The names of a cover page, order form or particulars: the labelled fields of coverFields(). */
const COVER_NAME = String.raw`(?:Order\s+Form|Cover\s+(?:Page|Sheet)|Front\s+Sheet|Particulars|Key\s+(?:Terms|Details|Commercial\s+Terms))`;
/**
 * An order of precedence that puts the cover page first: "the Order Form shall prevail", "the Particulars take
 * precedence", "in the following order of precedence: (a) the Cover Page; (b) ...", "resolved in favour of the Key
 * Terms". Not one that puts it below ("this Addendum shall prevail over the Order Form": the form is not before the verb).
 */
const COVER_PREVAILS_RE = new RegExp(
  String.raw`\b(?:the\s+)?${COVER_NAME}\s+(?:shall|will|is\s+to|are\s+to|does|do)?\s*(?:prevails?|takes?\s+precedence|controls?|governs?)\b` +
    String.raw`|\b(?:precedence|prevail)\b[^.;]{0,80}?:\s*(?:\(?(?:a|i|1)\)\s*|1\.\s*)?(?:the\s+)?${COVER_NAME}\b` +
    String.raw`|\bin\s+favou?r\s+of\s+(?:the\s+)?${COVER_NAME}\b`,
);
/** A cover page named anywhere (the cheap test before COVER_PREVAILS_RE, each of whose readings names one). */
const COVER_NAME_RE = new RegExp(COVER_NAME);
const CAP_LABEL_RE = /^(?:liability\s+cap|cap\s+on\s+liability|limitation\s+of\s+liability|liability\s+limit|(?:aggregate|maximum)\s+liability|limit\s+of\s+liability)$/i;

/**
 * Where the order of precedence puts the cover page above the clauses and the two state a value differently (the
 * Order Form's "Term: 36 months" against a clause's twelve months), the cover page's value is the one that binds, as a
 * lawyer reads it: the term, effective date, governing law, courts and liability cap its fields state replace the
 * sentences'. A field left blank or stating nothing readable changes nothing.
 */
function coverPrevails(original: string, key: KeyTermsDetailed): void {
  const fields = coverFields(original).filter((f) => !f.columns.length && f.values.length === 1 && !blankValue(f.values[0]));
  for (const f of fields) {
    const v = f.values[0].trim();
    if (TERM_LABEL_RE.test(f.label) || TERM_ACRONYM_LABEL_RE.test(f.label)) {
      const d = parseDurations(chosenOption(v)).find((x) => x.unit === 'Y' || x.unit === 'M');
      if (d) {
        key.term = d.iso;
        delete key.sources.term;
      }
    } else if (DATE_LABEL_RE.test(f.label)) {
      const d = parseDate(v);
      if (d) key.effective_date = d;
    } else if (LAW_LABEL_RE.test(f.label)) {
      const j = normaliseJurisdiction(v);
      if (j) {
        key.governing_law = j;
        key.governing_law_reference = null;
        delete key.sources.governing_law;
      }
    } else if (COURT_LABEL_RE.test(f.label)) {
      const j = normaliseJurisdiction(v);
      if (j) key.jurisdiction = j;
    } else if (CAP_LABEL_RE.test(f.label) && v.length <= 300) {
      key.liability_cap_text = v;
    }
  }
}

/** The first date of an opening's first two sentences (its title lines), not the date of an agreement it amends. */
/** A letter's salutation on a line of its own: "Dear Gianluca:", "Dear Dr. Whitford,". */
const SALUTATION_RE = /^[ \t]*Dear\s+[^\n]{1,60}?[:,][ \t]*$/m;
/** A date standing alone on its line ("July 20, 2018", "20 July 2018"). */
const DATE_LINE_RE = /^[ \t]*([^\n]{6,30}?)[ \t]*$/gm;

/**
 * A letter agreement's own date: the last date standing alone on a line above its salutation ("July 20, 2018" then
 * "Gianluca Rotino" then "Dear Gianluca:"), whatever letterhead comes before it (an address, a telephone number).
 */
function letterDate(head: string): string | null {
  const dear = SALUTATION_RE.exec(head);
  if (!dear) return null;
  let last: string | null = null;
  for (const m of head.slice(0, dear.index).matchAll(DATE_LINE_RE)) {
    const d = datesIn(m[1])[0];
    if (d && d.index === 0) last = d.iso;
  }
  return last;
}

function titleDate(text: string, sentences: readonly { start: number; end: number }[]): string | null {
  for (const s of sentences.slice(0, 2)) {
    if (s.start > 600) break;
    const t = text.slice(s.start, s.end);
    // (not a date something ends or is due by: "shall end on December 31, 2021")
    const d = datesIn(t).find((x) => !AMENDED_AGREEMENT_DATE_RE.test(t.slice(Math.max(0, x.index - 120), x.index)) && !/\b(?:until|through|to|end\w*|expir\w*|terminat\w*|by|before|after|prior\s+to)\s+(?:on\s+)?$/i.test(t.slice(Math.max(0, x.index - 30), x.index)));
    if (d) return d.iso;
  }
  return null;
}

/** A sentence that states the day the agreement's term begins: "the term ... shall commence on", "12 months beginning", "the commencement date ... will be". */
const TERM_START_RE = /\b(?:term|agreement|contract|venture|duration|services?)\b[^.;]{0,100}?\b(?:commenc\w*|begin\w*|start\w*)\s+(?:on\s+|from\s+|as\s+of\s+)?(?:the\s+)?|\b(?:commencement|effective)\s+date\b[^.;]{0,40}?\b(?:is|will\s+be|shall\s+be|means)\s+(?:the\s+)?/gi;
const TERM_START_CUE_RE = /commenc|begin|start|effective/i;
/** The sentences that may hold TERM_START_CUE_RE (gate.ts): the others are not sliced or tested. */
const TERM_START_CUE_GATE = gateFor(TERM_START_CUE_RE.source);
/** `only`: the indexes of the sentences that may hold a cue (ascending; null: any may). */
function termStartDate(text: string, sentences: readonly { start: number; end: number }[], only: readonly number[] | null = null): string | null {
  const n = only ? only.length : sentences.length;
  for (let k = 0; k < n; k++) {
    const s = sentences[only ? only[k] : k];
    const t = text.slice(s.start, s.end);
    if (!TERM_START_CUE_RE.test(t)) continue;
    for (const m of t.matchAll(TERM_START_RE)) {
      const after = t.slice(m.index + m[0].length, m.index + m[0].length + 40);
      // the date right after the verb, not one further on ("commence on signature and end on May 1, 2020")
      const d = datesIn(after)[0];
      if (d && d.index <= 4) return d.iso;
    }
  }
  return null;
}

/** Where an agreement is signed: "IN WITNESS WHEREOF", "THUS DONE AND SIGNED", "SIGNED by/at", "Agreed to:", a conformed "/s/", "By:". */
const SIGNATURE_BLOCK_RE = /IN WITNESS WHEREOF|In Witness Whereof|\bTHUS\s+(?:DONE\s+AND\s+)?SIGNED\b|\bSIGNED\s+(?:by|at|for|on)\b|\bAgreed\s+(?:to|and\s+accepted)\s*:|\/s\/|(?:^|\n)[ \t]*By:/g;
/** An effective date that falls the day after the last signature. */
const DAY_AFTER_SIGNATURE_RE = /\bday\s+(?:after|following)\s+the\s+(?:date\s+of\s+)?(?:the\s+)?(?:last|final|later)\s+(?:signature|execution)/i;

/** The latest date of the signature block (the day the last party signed), a day on when the agreement says so. */
function signedDate(text: string): string | null {
  // the first signature block that carries a date (a sentence of the body may say "signed by the last party")
  let last: string | undefined;
  for (const m of text.matchAll(SIGNATURE_BLOCK_RE)) {
    // (the date a signatory writes beside or under the signature, or the sentence just above it: "Signed this 25th day of May")
    const dates = datesIn(text.slice(Math.max(0, m.index - 250), m.index + 500)).map((d) => d.iso).sort();
    last = dates[dates.length - 1];
    if (last) break;
  }
  if (!last || !DAY_AFTER_SIGNATURE_RE.test(text)) return last ?? null;
  const [y, mo, d] = last.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d + 1)).toISOString().slice(0, 10);
}

/** The date a sentence gives when it names the effective date ("dated", "as of", "entered into", ...), else null. */
/**
 * An agreement's own date left to fill, after the words that date it: a month with its day blank ("dated as of April __,
 * 2005"), a day and month blank ("made on the ______ day of ______ 2019", "on this ________, 20__"), or a bracketed
 * placeholder ("on [insert date]", "dated [Date]", "[●] 2024"); group 1 is the blank date. Not a redaction ("[***]").
 */
const OWN_DATE_BLANK_RE = new RegExp(String.raw`\b(?:dated|made|entered\s+into|executed|effective|agreed|concluded)\b(?:\s+(?:as\s+of|as\s+at|on|this|the|effective|with\s+effect\s+from|from)\b)*[\s,:]*((?:the\s+)?(?:${MONTH_RE}\s+_{2,}\s*,?\s*(?:\d{4}|(?:19|20)?_+)|_{2,}\s*(?:st|nd|rd|th)?\s+day\s+of\s+(?:${MONTH_RE}|_{2,})[\s,]*(?:\d{4}|(?:19|20)?_+)?|_{3,}\s*,?\s*(?:19|20)(?:\d{2}|_+)|\[\s*(?:insert\s+)?(?:date|day|month|effective\s+date|●|•|\s)\s*\](?:\s*,?\s*(?:\d{4}|(?:19|20)?_+))?))`, 'i');

/**
 * The date a sentence says this agreement takes effect, in so many words (session 24, the lead's reading of consulting
 * agreements): "this Consulting Agreement dated June 1, 2020, effective as of July 1, 2020", "THIS AGREEMENT is made on 3
 * March 2022 and takes effect from 1 April 2022", "This letter agreement will be effective as of July 1, 2018" (in a
 * letter's last clauses), "The Agreement shall become effective on January 1, 2016", "the effective date of this
 * Agreement shall be ...", "July 1, 2020 (the "Effective Date")". It names the effective date wherever it stands, before
 * the first date of an opening that also carries the signing date. Not another agreement's date ("the Supply Agreement,
 * effective as of ...", "under this Agreement, including that certain agreement effective as of ..."), nor the day a
 * termination takes effect ("may terminate this Agreement, effective as of December 31, 2023"), nor an amendment's (an
 * amendment filed with the agreement it amends says so in its own opening, which the sentences below read).
 */
const STATED_EFFECTIVE_RE = /(?<!\b(?:terminat\w*|cancel\w*|end|extend\w*|renew\w*|amend\w*|assign\w*|under|of|to)\s+)\bthis\s+(?:[\w-]+\s+){0,2}?(?:agreement|contract)\b(?:(?!\b(?:agreements?|contracts?|terminat\w*|cancel\w*|expir\w*|extend\w*|renew\w*)\b)[^.;]){0,100}?\b(?:(?:is|shall\s+be|will\s+be|becomes?|shall\s+become|will\s+become)\s+effective|(?:shall\s+|will\s+)?takes?\s+effect|effective)\s+(?:as\s+(?:of|from)|on|from|with\s+effect\s+from)\s+(?:the\s+)?|\bthe\s+(?:agreement|contract)\s+(?:shall|will)\s+(?:be(?:come)?\s+effective|take\s+effect)\s+(?:as\s+(?:of|from)|on|from)\s+(?:the\s+)?|\beffective\s+date\s+of\s+this\s+(?:[\w-]+\s+){0,2}?(?:agreement|contract)\s+(?:is|shall\s+be|will\s+be)\s+(?:the\s+)?/gi;
/** A date labelled as the effective date right after it: `July 1, 2020 (the "Effective Date")`. */
const EFFECTIVE_LABEL_AFTER_RE = /^\s*,?\s*\(\s*(?:the\s+|this\s+)?["“]Effective\s+Date["”]\s*\)/i;
const STATED_EFFECTIVE_CUE_RE = /effect/i;
/** The sentences that may hold STATED_EFFECTIVE_CUE_RE (gate.ts). */
const STATED_EFFECTIVE_GATE = gateFor(STATED_EFFECTIVE_CUE_RE.source);

/** The first date a sentence names as this agreement's effective date in so many words (STATED_EFFECTIVE_RE), or null. */
function statedEffectiveDate(t: string): string | null {
  if (!STATED_EFFECTIVE_CUE_RE.test(t)) return null;
  for (const m of t.matchAll(STATED_EFFECTIVE_RE)) {
    const d = datesIn(t.slice(m.index + m[0].length, m.index + m[0].length + 40))[0];
    if (d && d.index <= 4) return d.iso;
  }
  for (const d of datesIn(t)) {
    const year = /\d{4}/.exec(t.slice(d.index));
    if (year && EFFECTIVE_LABEL_AFTER_RE.test(t.slice(d.index + year.index + 4, d.index + year.index + 64))) return d.iso;
  }
  return null;
}

function effectiveDateIn(t: string): string | null {
  if (!/effective date|commencement date|dated|as of|entered into|\b(?:made|agreed|concluded) (?:on|this)\b|day of|\b(?:is|made|be|becomes?)\s+(?:and\s+)?effective\b/i.test(t)) return null;
  // not the date of the agreement an amendment amends ("to the Supply Agreement dated April 1, 2017"), when another is given
  const dates = datesIn(t);
  return (dates.find((x) => !AMENDED_AGREEMENT_DATE_RE.test(t.slice(Math.max(0, x.index - 120), x.index))) ?? dates[0])?.iso ?? null;
}

/**
 * What one sentence says of each key term, read from its text alone, each when the key term is first asked of
 * it (as before: reading one eagerly would give the same value). A review's memo keeps them by the sentence's
 * text, so the texts built to verify redlines re-read only their edited sentences (memo.ts); a reader fills in
 * what the review did not ask of a sentence it kept, which is as much a function of that text.
 */
type SentenceRead<T> = (t: string) => T;
type SentenceReadings = Map<SentenceRead<unknown>, unknown>;

function sentenceReader(t: string, kept: ((key: string, compute: () => SentenceReadings) => SentenceReadings) | undefined): <T>(f: SentenceRead<T>) => T {
  if (!kept) return (f) => f(t);
  const known = kept(t, () => new Map());
  return <T>(f: SentenceRead<T>) => {
    if (known.has(f)) return known.get(f) as T;
    const v = f(t);
    known.set(f, v);
    return v;
  };
}

/**
 * A law of a kind of place that a party picks, names or changes later (session 22, misses17): "the law of the EU Member
 * State that the Processor names in its records of processing, as updated by the Processor from time to time", "the laws
 * of the Australian State or Territory that Provider nominates by notice", "the country which the Supplier designates in
 * its invoices": no law is known at signing, whatever place the words name. Not a place fixed by a fact ("the State in
 * which the Premises are located"), nor a place named outright beside it ("the law of Latvia, the EU Member State in which
 * the Controller is established").
 */
const PICKS = String.raw`(?:chooses?|selects?|designates?|nominates?|elects?|decides?|picks?|names?|notifies)`;
const LAW_PICKED_LATER_RE = new RegExp(String.raw`\blaws?\s+of\s+(?:the\s+|a\s+|any\s+|whichever\s+|such\s+)?(?:[\w-]+\s+){0,3}?(?:member\s+states?|states?|countr(?:y|ies)|jurisdictions?|provinces?|territor(?:y|ies)|places?|parts?)(?:\s+or\s+(?:[\w-]+\s+)?(?:states?|countr(?:y|ies)|jurisdictions?|provinces?|territor(?:y|ies)))?(?:\s+of\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,2}?)?\s+(?:that|which|where|in\s+which|whose)\b[^.;]{0,160}?(?:\bfrom\s+time\s+to\s+time\b|\bas\s+(?:\w+\s+){0,2}?(?:updated|amended|changed|varied|determined|chosen|selected|designated|notified)\s+by\b|\b${PICKS}\b)` +
  // (session 27, misses22: "the laws of such province of Canada as the Company designates", "whichever of the laws of
  // the DIFC or the laws of the Emirate of Dubai the Landlord elects", "English law or Scots law, as the Supplier may
  // elect"; not a choice the parties make together, nor a forum one party picks beside a law named outright)
  String.raw`|\blaws?\s+of\s+such\s+(?:[\w-]+\s+){0,3}?(?:member\s+states?|states?|countr(?:y|ies)|jurisdictions?|provinces?|territor(?:y|ies)|places?|parts?)(?:\s+of\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,2}?)?\s+as\s+(?:the\s+)?(?!parties\b|both\b)[\w-]+(?:\s+[\w-]+)?\s+(?:may\s+|shall\s+)?(?:\w+\s+)?${PICKS}\b` +
  String.raw`|\b(?:whichever|such)\s+of\s+(?:the\s+)?(?:laws?|[\w-]+\s+law)\b[^.;]{0,160}?\b${PICKS}\b` +
  String.raw`|\b(?:laws?\s+of\s+(?:the\s+)?(?:[\w-]+\s+){1,6}?|(?:[\w-]+\s+){1,3}?law\s+)or\s+(?:(?:the\s+)?laws?\s+of\s+)?(?:the\s+)?(?:[\w-]+\s*){1,6}?,?\s*as\s+(?:the\s+)?(?!parties\b|both\b)[\w-]+\s+(?:may\s+|shall\s+)?(?:elects?|chooses?|selects?|designates?|decides?|determines?|nominates?|prefers?)\b`, 'i');

/** Whether a sentence's governing law is one a party picks, names or changes later (LAW_PICKED_LATER_RE), not a place the order form or cover page gives. */
export function lawPickedLater(t: string): boolean {
  const flat = t.replace(/\s+/g, ' ');
  return LAW_PICKED_LATER_RE.test(flat) && !LAW_REFERRED_RE.test(flat);
}

/** The governing law a sentence names, by name or (when it names none) by the place it refers to; null when it states no law. */
function lawIn(t: string): { name: string | null; reference: string | null; words: { quote: string; blank: boolean } | null } | null {
  if (!LAW_TRIGGER_RE.test(t)) return null;
  // spacing as typed ("governed  and  construed") does not change the law named
  // (a party described as subject to a law, "a corporation subject to the laws of ...", states no governing law)
  const flat = t.replace(/\s+/g, ' ').replace(PARTY_SUBJECT_TO_RE, '$1');
  // (a place chosen on the order form or cover page is a law by reference, read below)
  if (LAW_PICKED_LATER_RE.test(flat) && !LAW_REFERRED_RE.test(flat)) return null;
  const found = [GOV_LAW_RE.exec(flat), GOV_LAW_ALT_RE.exec(flat), LAW_REFERRED_GOVERNS_RE.exec(flat), LAW_OF_AGREEMENT_GOVERNS_RE.exec(flat)].filter((x): x is RegExpExecArray => x !== null && !FIELD_LAWS_RE.test(x[0]));
  const stated = found.length > 0 && /govern|constru|interpret|laws? of/i.test(flat);
  let j: string | null = null;
  if (stated) for (const m of found) j ??= normaliseJurisdiction(m[1] ?? m[0]) ?? normaliseJurisdiction(m[0]);
  // a law named outright in other words: "determined in accordance with Swedish law", "Swiss law applies to this Agreement"
  if (!j) {
    const named = NAMED_LAW_CLAUSE_RE.exec(flat) ?? LAW_GOVERNS_RE.exec(flat);
    if (named) j = normaliseJurisdiction(named[1]);
  }
  if (j) return { name: j, reference: null, words: null };
  return stated ? { name: null, reference: lawReference(found[0][0]), words: lawWordsIn(found[0][0]) } : null;
}

/** A court that no choice of forum names: "damages finally awarded by a court of competent jurisdiction". */
const ANY_COMPETENT_COURT_RE = /\b(?:courts?|tribunals?)\s+(?:or\s+(?:\w+\s+){1,2})?(?:of|having)\s+competent\s+jurisdiction\b|\bcompetent\s+(?:courts?|tribunals?)\b/gi;

function courtIn(sentence: string): string | null {
  // (not a sentence whose only court is any competent one: "infringes a United States patent ... awarded by a court of
  // competent jurisdiction" names no forum, and the country it names is the patent's)
  // (nor court costs or fees, an item of what is paid)
  const t = sentence.replace(ANY_COMPETENT_COURT_RE, ' ').replace(/\bcourt\s+(?:costs?|fees)\b/gi, ' ');
  if (!COURT_TRIGGER_RE.test(t) || !/(?:submit|exclusive|non-exclusive|jurisdiction|venue|brought|resolved|heard|litigated)/i.test(t)) return null;
  const m = COURT_RE.exec(t);
  if (!m) return null;
  // the place named with the court, else one named elsewhere in a sentence about the forum (not "damages awarded by a
  // court" in an indemnity for "claims brought in the United States", whose country is the claim's)
  return normaliseJurisdiction(m[1]) ?? (FORUM_WORDS_RE.test(t) ? normaliseJurisdiction(t) : null);
}

/**
 * Whether a sentence states the agreement's term as running until an event, with no length or end date: "The term of
 * this Agreement shall commence upon the Effective Date and ... shall expire on the last day of the Royalty Term".
 */
function termUntilEvent(t: string): boolean {
  return TERM_UNTIL_EVENT_RE.test(t) && !NOT_AGREEMENT_TERM_RE.test(t) && datesIn(t).length === 0;
}
const TERM_UNTIL_EVENT_RE = /\b(?:the\s+)?(?:initial\s+)?term\s+of\s+(?:this|the)\s+(?:agreement|contract)\b[^.;]{0,200}?\b(?:until|expire\s+(?:on|upon|at)|end\s+(?:on|upon))\s+(?:the\s+)?(?:last\s+day\s+of\s+the|expiration|expiry|end|termination|completion)\b/i;
const TERM_UNTIL_EVENT_GATE = gateFor(TERM_UNTIL_EVENT_RE.source);

/**
 * Whether a sentence states that the agreement runs with no end but its termination: "shall remain in effect ... and
 * perpetually thereafter", '"Term" means the period ... continuing indefinitely', "Your employment ... shall continue
 * unless and until either party gives notice".
 */
function termPerpetual(t: string): boolean {
  return PERPETUAL_TERM_RE.test(t) && !/surviv|confidential|obligations?\b/i.test(t) && !parseDurations(t).some((x) => (x.unit === 'Y' || x.unit === 'M') && !isNoticePeriod(t, x));
}
const PERPETUAL_TERM_RE = /(?:\b(?:this|the)\s+(?:agreement|contract)\b|\bemployment\b|["“]term["”]\s+means\b)[^.;]{0,160}?\b(?:continu\w*|remains?|in\s+(?:full\s+)?(?:force|effect))\b[^.;]{0,80}?(?:\b(?:perpetual(?:ly)?|indefinitely|in\s+perpetuity)\b|\bunless\s+and\s+until\s+(?:terminated|either|one|a)\b|\buntil\s+(?:it\s+is\s+|this\s+agreement\s+is\s+)?terminated\b)/i;

/**
 * Which open end a sentence gives the term: `until_terminated` when it names a way to end it (termination, a notice, a
 * party's ending it) or is an employment or appointment, which can always be ended; else `perpetual` ("in perpetuity",
 * "indefinitely").
 */
function openKind(t: string): TermKind {
  return openKindOf(t) ?? 'perpetual';
}
function openKindOf(t: string): TermKind | null {
  if (OPEN_BY_TERMINATION_RE.test(t)) return 'until_terminated';
  return /\b(?:perpetu\w*|indefinite(?:ly)?|unlimited)\b/i.test(t) ? 'perpetual' : null;
}
const OPEN_BY_TERMINATION_RE = /terminat|\bnotice\b|\buntil\s+(?:either|one|a|the\s+other)\s+(?:party|of\s+the\s+parties)\b|\bemploy|\bappointment\b|\bengagement\b|\bpermanent\b|\bongoing\b/i;

/**
 * A term with no length in words the term's other readings do not take: one that ends with a project, the services or
 * the works ("continue for the duration of the Project", "until the Services have been completed", "till the completion
 * of the assignment"), one of indefinite duration ("valid for an indefinite period", "for an indefinite term"), an
 * employment that is permanent or ongoing, or a term said to be perpetual ("The term of this Agreement is perpetual").
 * Not a duty that survives, a duty of confidence, insurance or a warranty kept for the project, nor a sentence that
 * gives a length (its term is fixed).
 */
function termOpenEnd(t: string): TermKind | null {
  if (!OPEN_END_CUE_RE.test(t) || !OPEN_END_RE.test(t) || OPEN_END_NOT_RE.test(t)) return null;
  if (parseDurations(t).some((x) => (x.unit === 'Y' || x.unit === 'M') && !isNoticePeriod(t, x))) return null;
  if (PROJECT_TERM_RE.test(t)) return 'until_event';
  if (INDEFINITE_TERM_RE.test(t) || PERMANENT_EMPLOYMENT_RE.test(t)) return openKind(t);
  return null;
}
const PROJECT_WORK = String.raw`(?:project|services|works?|assignment|engagement|programme|program|study|campaign|event|deliverables|consultancy)`;
/** The end of something other than the agreement's own term or a period of the calendar: "the Royalty Term", "the Strategic Alliance Agreement", "all Service Schedules". */
const OTHER_THING = String.raw`(?:the\s+|all\s+|each\s+|any\s+)?(?:last\s+)?(?!(?:(?:initial|then[- ]current|current|renewal|original|extended|relevant|applicable)\s+)*(?:term|period|agreement|contract)\b|this\b|such\s+(?:term|period)\b|(?:[\w-]+\s+)?(?:year|month|quarter|week|day)s?\b)[\w-]+`;
const EVENT_END = String.raw`(?:expiration|expiry|termination|end|completion|conclusion)(?:\s+(?:and|or|and\/or)\s+(?:expiration|expiry|termination))?\s+of\s+${OTHER_THING}`;
const PROJECT_TERM_RE = new RegExp(String.raw`\b(?:agreement|contract|deed|engagement|appointment)\b[^.;]{0,120}?(?:\b(?:continu\w*|remains?|be\s+in\s+(?:full\s+)?(?:force|effect)|(?:is|be)\s+(?:valid|effective)|in\s+(?:full\s+)?(?:force|effect)|last|run)\b[^.;]{0,80}?(?:\bfor\s+the\s+(?:whole\s+)?(?:duration|life)\s+of\s+the\s+${PROJECT_WORK}\b|\b(?:until|till)\s+(?:the\s+)?(?:completion|conclusion|end|finish|delivery|acceptance)\s+of\s+the\s+${PROJECT_WORK}\b|\b(?:until|till)\s+the\s+${PROJECT_WORK}\s+(?:(?:has|have)\s+been|(?:is|are)|(?:shall|will)\s+have\s+been)\s+(?:fully\s+)?(?:completed|performed|finished|delivered|accepted|concluded)\b|\b(?:until|till)\s+(?:the\s+)?${EVENT_END})|\bend(?:s|ing)?\s+(?:on|upon|with)\s+(?:the\s+)?${EVENT_END})|\b(?:this|the)\s+(?:agreement|contract|deed|engagement|appointment)\s+(?:shall|will|is\s+to)\s+[^.;]{0,80}?\b(?:continu\w*|remain)\b[^.;]{0,40}?(?:\bfor\s+(?:so|as)\s+long\s+as\b|\buntil\b[^.;]{0,60}?\bceases?\b)`, 'i');
const INDEFINITE_TERM_RE = /\b(?:agreement|contract|deed|employment|appointment|engagement)\b[^.;]{0,80}?\b(?:for|of)\s+an?\s+(?:indefinite|unlimited)\s+(?:period|term|duration)\b|\b(?:the\s+)?term\s+of\s+(?:this|the)\s+(?:agreement|contract|deed)\s+(?:is|shall\s+be|will\s+be)\s+(?:perpetual|indefinite|unlimited)\b|\b(?:agreement|contract|deed)\s+(?:shall|will|is\s+to)\s+(?:\w+\s+)?(?:continue|remain\s+in\s+(?:full\s+)?(?:force|effect))\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+)?(?:indefinitely|in\s+perpetuity|perpetually)\b|\b(?:agreement|contract|deed|appointment|engagement)\b[^.;]{0,80}?\b(?:remain|continue)s?\b[^.;]{0,40}?\b(?:unless\s+and\s+)?until\s+(?:(?:it\s+is\s+)?terminated\b|(?:either|one|a|the)\s+(?:party|parties|of\s+the\s+parties)\b[^.;]{0,30}?\b(?:terminat\w*|gives?|serves?|ends?|informs?|notif\w*|delivers?|provides?|sends?)\b)|\bterm\s+of\s+(?:this|the)\s+(?:agreement|contract)\b[^.;]{0,100}?\bends?\s+(?:on|upon)\b[^.;]{0,60}?\bnotice\b/i;
/** An employment that has no end date: "employed on a permanent basis", "a permanent, full-time position", "ongoing employment". */
const PERMANENT_EMPLOYMENT_RE = /\bemploy\w*\b[^.;]{0,80}?\b(?:permanent|ongoing)\b[,\s]+(?:(?:full|part)[- ]time[,\s]+)?(?:basis|position|role|employment|appointment)\b|\b(?:permanent|ongoing)[,\s]+(?:(?:full|part)[- ]time[,\s]+)?(?:employment|position|appointment)\b/i;
const OPEN_END_RE = new RegExp(`${PROJECT_TERM_RE.source}|${INDEFINITE_TERM_RE.source}|${PERMANENT_EMPLOYMENT_RE.source}`, 'i');
/**
 * The words one of which every reading of termOpenEnd holds ("until", "duration", "indefinite", "perpetual",
 * "permanent", "ends on", "for so long as"): the sentences read for it (the pattern's own pieces would be "agreement" and
 * "contract", nearly every sentence).
 */
const OPEN_END_CUE_RE = /\b(?:until|till|duration|life|long|indefinite\w*|unlimited|perpetu\w*|permanent|ongoing|end|ends|ending)\b/i;
const OPEN_END_GATE = gateFor(OPEN_END_CUE_RE.source);
const OPEN_END_NOT_RE = /surviv|confidential|\bobligations?\b|\binsur|\bwarrant|\b(?:after|following|by\s+reason\s+of)\s+(?:the\s+)?(?:termination|expiry|expiration)\b|\b(?:upon|on)\s+(?:the\s+)?(?:termination|expiry|expiration)\s+of\s+(?:this|the)\s+(?:agreement|contract)\b|\bduring\b/i;

/**
 * Whether the renewal a sentence states comes by itself ("renews automatically for successive one-year periods", "shall
 * continue on a year to year basis", "unless either party gives notice of non-renewal"), not by a party's option ("The
 * Tenant may renew", "an option to extend") nor by the parties' agreement ("may be renewed by mutual written agreement").
 */
function renewsByItself(t: string): boolean {
  if (NOT_RENEWING_RE.test(t)) return true;
  if (RENEW_BY_CHOICE_RE.test(t)) return false;
  return RENEWS_BY_ITSELF_RE.test(t);
}
const RENEW_BY_CHOICE_RE = /\bmay\b[^.;]{0,120}?\b(?:renew|extend)|\boption\b|\b(?:elect|request|wish|desire)\w*\s+(?:\w+\s+){0,2}to\s+(?:renew|extend)|\bmutual(?:ly)?\b|\bif\s+(?:both|the)\s+parties\s+(?:so\s+)?agree|\b(?:upon|by|with)\s+(?:the\s+)?(?:prior\s+)?(?:written\s+)?(?:agreement|consent)\s+of\s+(?:both|the)\s+parties\b|\bsubject\s+to\s+(?:the\s+)?(?:parties'?\s+)?(?:written\s+)?agreement\b/i;
const RENEWS_BY_ITSELF_RE = /automatic|auto-?renew|successive|\b(?:year|month)[\s-]to[\s-](?:year|month)\b|\b(?:shall|will)\s+(?:\w+\s+){0,2}(?:be\s+)?(?:renew|extend|continu)\w*|\bthereafter\b|\brenews\b|\bunless\b/i;

/** Whether a sentence states the agreement's term (STATES_AGREEMENT_TERM_RE), kept with the sentence's other readings. */
function statesAgreementTerm(t: string): boolean {
  return STATES_AGREEMENT_TERM_RE.test(t);
}

/** The agreement's term (years or months) a sentence states. */
function termIn(t: string): string | null {
  if (!TERM_TRIGGER_RE.test(t) || NOT_AGREEMENT_TERM_RE.test(t)) return null;
  // a sentence may speak of a notice and still state the term ("continues for three (3) years unless either party ends
  // it on six (6) months' notice"): the notice period, and a period counted back from the end, are not the term
  const stated = parseDurations(t).find((x) => (x.unit === 'Y' || x.unit === 'M') && !isNoticePeriod(t, x))?.iso;
  if (stated) return stated;
  // "until the fifth (5th) anniversary of the Effective Date"
  const anniversary = ANNIVERSARY_RE.exec(t);
  if (anniversary) {
    const n = ORDINAL_WORDS.indexOf(anniversary[1].toLowerCase()) + 1 || parseNumber(anniversary[1]);
    if (n) return `P${n}Y`;
  }
  // "shall commence on March 15, 2018 and will expire on March 14, 2020"
  const [from, to] = datesIn(t);
  const months = from && to && TERM_BOUNDS_RE.test(t) ? wholeMonths(from.iso, to.iso) : null;
  return months ? monthsIso(months) : null;
}
const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
const ANNIVERSARY_RE = new RegExp(String.raw`\b(?:until|through|on|to)\s+(?:the\s+(?:earlier|later|first|last)(?:\s+to\s+occur)?\s+of\s*:?\s*(?:\(?[a-z0-9]{1,4}\)\s*)?)?the\s+(${ORDINAL_WORDS.join('|')}|\d{1,2}(?:st|nd|rd|th)|${NUM})(?:\s*\([^)]{1,8}\))?[\s-]*(?:years?\s+|year[\s-])?anniversary\s+of\s+the\s+(?:effective|commencement|execution)\s+date\b`, 'i');
/** A sentence that bounds the term by dates: a start ("commence", "begin", "effective") and an end ("expire", "end", "until"). */
const TERM_BOUNDS_RE = /\b(?:commenc\w*|begin\w*|effective|start\w*)\b[^.;]*\b(?:expir\w*|end\w*|terminat\w*|until|through|conclud\w*)\b/i;

/** Whole months from one ISO date to another that ends that many months on, or the day before; else null. */
export function wholeMonths(from: string, to: string): number | null {
  const [y1, m1, d1] = from.split('-').map(Number);
  const [y2, m2, d2] = to.split('-').map(Number);
  let months: number | null = null;
  if (d2 === d1) months = (y2 - y1) * 12 + (m2 - m1);
  else {
    const next = new Date(Date.UTC(y2, m2 - 1, d2 + 1));
    if (next.getUTCDate() === d1) months = (next.getUTCFullYear() - y1) * 12 + (next.getUTCMonth() + 1 - m1);
  }
  return months !== null && months > 0 ? months : null;
}

function monthsIso(months: number): string {
  return months % 12 === 0 ? `P${months / 12}Y` : `P${months}M`;
}

/** The end date a term sentence gives ("shall continue until December 31, 2020"), for a term counted from the effective date. */
function termEndIn(t: string): string | null {
  if (!TERM_TRIGGER_RE.test(t) || NOT_AGREEMENT_TERM_RE.test(t) || !/\b(?:agreement|contract|term)\b/i.test(t)) return null;
  const m = TERM_END_RE.exec(t);
  return m ? parseDate(t.slice(m.index + m[0].length, m.index + m[0].length + 40)) : null;
}
const TERM_END_RE = /\b(?:continue|remain|extend)s?\b[^.;]{0,40}?\buntil\s+|\b(?:expire|end|terminate)s?\s+on\s+/i;

/** Whether a duration in a sentence is a notice period: "six (6) months' notice", "notice of at least three months", "three months before the end". */
function isNoticePeriod(t: string, d: Duration): boolean {
  const after = t.slice(d.index + d.length, d.index + d.length + 40);
  return NOTICE_AFTER_RE.test(after) || NOTICE_BEFORE_RE.test(t.slice(Math.max(0, d.index - 50), d.index)) || BEFORE_END_RE.test(after) || (/\bnoti(?:ce|f)/i.test(t) && /^\s*(?:prior|before|in advance)\b/i.test(after));
}

/** How long obligations survive, as a sentence states it: a duration, or "indefinite". */
function survivalIn(t: string): string | null {
  if (!SURVIVAL_TRIGGER_RE.test(t) || !/confiden|obligation|undertaking|surviv/i.test(t)) return null;
  // a perpetual duty limited to trade secrets is the market fallback, not an indefinite term
  if (/indefinite|in perpetuity|perpetual|without limit(?:ation)? (?:of|in|as to) time|no (?:fixed )?(?:time )?limit|shall not (?:terminate|expire)/i.test(t) && !/trade secret/i.test(t)) return 'indefinite';
  if (RESTRICTIVE_COVENANT_RE.test(t)) return null;
  // the confidentiality duty kept "for so long as such Confidential Information remains confidential and non-public",
  // even beside the agreement's own term in the same sentence, has no end the recipient controls: indefinite
  if (AS_LONG_AS_CONFIDENTIAL_RE.test(t)) return 'indefinite';
  // with no period stated, a duty that lasts "until the information falls within one of the exceptions" (or becomes
  // public) has no end the recipient controls either
  return parseDurations(t).find((x) => x.unit === 'Y' || x.unit === 'M')?.iso ?? (UNTIL_EXCEPTION_RE.test(t) ? 'indefinite' : null);
}
const UNTIL_EXCEPTION_RE = /\b(?:continue|remain|last|survive)s?\b[^.;]{0,60}\buntil\b[^.;]{0,60}\b(?:information|it|they)\b[^.;]{0,30}\b(?:falls?\s+within|comes?\s+within|becomes?\s+(?:public|publicly|generally)|enters?\s+the\s+public|ceases?\s+to\s+be\s+confidential|is\s+no\s+longer\s+confidential)/i;
const AS_LONG_AS_CONFIDENTIAL_RE = /\b(?:confidentiality\s+)?(?:obligations?|undertakings?|duty|duties)\b[^.;]{0,120}\b(?:for\s+)?(?:so|as)\s+long\s+as\b[^.;]{0,80}\b(?:information|it|they)\b[^.;]{0,20}\b(?:remains?|is|are)\s+(?:confidential|non-?public|secret)\b/i;

function survivalReferenceIn(t: string): string | null {
  // (not the agreement's own duration: "This agreement shall commence on the Commencement Date and shall continue for the
  // Initial Term" states its term, not a survival)
  if (AGREEMENT_CONTINUES_RE.test(t)) return null;
  return SURVIVAL_REFERENCE_RE.exec(t)?.[1] ?? null;
}
const AGREEMENT_CONTINUES_RE = /\b(?:this|the)\s+(?:agreement|contract|lease|licen[cs]e)\s+(?:(?:shall|will|is\s+to)\s+)?(?:commences?\b[^.;]{0,80}?\band\s+(?:shall\s+|will\s+)?)?(?:continues?|remains?\s+in\s+(?:force|effect))\b/i;

/**
 * A named period defined with its length in a definitions clause: '"Initial Term" means the period of three years from the
 * Commencement Date', '"Term" shall mean a period of twenty-four (24) months beginning on the Effective Date'.
 */
function definedPeriod(text: string, name: string): string | null {
  const m = new RegExp(`["“]${escapeRegExp(name)}["”]\\s+(?:means|shall\\s+mean|is)\\s+([^.;\\n]{0,160})`, 'i').exec(text);
  const d = m ? parseDurations(m[1]).find((x) => x.unit === 'Y' || x.unit === 'M') : undefined;
  return d ? d.iso : null;
}

/**
 * The renewal term a sentence states: the first period (years or months, not a notice) after the word that renews
 * ("an initial term of five (5) years, then renews for additional two (2) year terms" gives two years), "from year to
 * year" as a year, else its first period.
 */
function renewalIn(t: string): string | null {
  const p = renewalRead(t);
  return p === UNSTATED ? p : p?.iso ?? null;
}
/** renewalIn's reading of a renewal that states no length of its own. */
const UNSTATED = 'unstated';

/** A period read in a sentence: its ISO duration and where its words are (offsets in the sentence). */
export interface PeriodRead {
  iso: string;
  index: number;
  length: number;
}

/** renewalIn with where the period's words are: the one reader of a renewal's length (key terms, an issue's note). */
export function renewalPeriodIn(t: string): PeriodRead | null {
  const p = renewalRead(t);
  return p === UNSTATED ? null : p;
}
function renewalRead(t: string): PeriodRead | typeof UNSTATED | null {
  if (!RENEW_TRIGGER_RE.test(t)) return null;
  // without the word "renew": a term or agreement that is extended ("The term of this Agreement may be extended for an
  // additional two year period"), or that continues by the year or month ("continue on a year to year basis")
  if (/renew/i.test(t) ? !RENEWAL_CUE_RE.test(t) : !(EXTENDS_TERM_RE.test(t) || CONTINUES_BY_PERIOD_RE.test(t))) return null;
  if (!/renew/i.test(t) && !CONTINUES_BY_PERIOD_RE.test(t)) {
    // an extension: only the period it is extended for, right after it ("extended for an additional two year period"),
    // not a period of something else further on ("to extend the Term ... during a calendar year")
    const ext = EXTENDS_TERM_RE.exec(t)!;
    const win = t.slice(ext.index, ext.index + ext[0].length + 80);
    const p = parseDurations(win).find((x) => (x.unit === 'Y' || x.unit === 'M') && !isNoticePeriod(win, x) && /\bfor\b/i.test(win.slice(0, x.index)));
    if (p) return { iso: p.iso, index: ext.index + p.index, length: p.length };
    const each = EACH_PERIOD_RE.exec(win);
    return each ? { iso: /^(?:year|annual|yearly)/i.test(each[1] ?? each[2]) ? 'P1Y' : 'P1M', index: ext.index + each.index, length: each[0].length } : null;
  }
  const periods = parseDurations(t).filter((x) => (x.unit === 'Y' || x.unit === 'M') && !isNoticePeriod(t, x));
  const at = t.search(RENEWS_RE);
  const after = periods.find((x) => x.index > at);
  if (after) return { iso: after.iso, index: after.index, length: after.length };
  const yearly = YEAR_TO_YEAR_RE.exec(t) ?? EACH_PERIOD_RE.exec(t);
  if (yearly) return { iso: /^(?:year|annual|yearly)/i.test(yearly[1] ?? yearly[2]) ? 'P1Y' : 'P1M', index: yearly.index, length: yearly[0].length };
  // (not the initial term, stated before the renewal that names no length of its own: "continues for two (2) years and
  // shall renew automatically thereafter")
  const first = periods.find((x) => !INITIAL_TERM_BEFORE_RE.test(t.slice(Math.max(0, x.index - 60), x.index)));
  return first ? { iso: first.iso, index: first.index, length: first.length } : periods.length ? UNSTATED : null;
}
/** What precedes the initial term's length: "an initial term of", "continues for", "The term of this Agreement shall be". */
const INITIAL_TERM_BEFORE_RE = /\b(?:initial|original|first|primary|minimum)\s+(?:term|period)\s+(?:of\s+)?$|\b(?:continues?|remains?\s+in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?|commenc\w*\s+on\s+[^.;]{0,40}?\s+and\s+continu\w*)\s+for\s+(?:an?\s+(?:initial\s+)?(?:period|term)\s+of\s+)?$|\bterm\s+of\s+(?:this|the)\s+(?:agreement|contract|lease)\s+(?:shall\s+be|is|will\s+be)\s+(?:for\s+)?$/i;
const RENEWAL_CUE_RE = /automatic|successive|additional|renewal term|\brenew(?:ed|s)?\s+(?:\w+\s+){0,2}for\b|\b(?:from\s+)?(?:year|month)[\s-]to[\s-](?:year|month)\b/i;
const RENEWS_RE = /\brenew|\bsuccessive\b|\badditional\b|\bfurther\s+(?:periods?|terms?)\b|\bextended\b|\bextend\b|\b(?:year|month)[\s-]to[\s-]/i;
const YEAR_TO_YEAR_RE = /\b(year|month)[\s-]to[\s-](?:year|month)\b/i;
/** A renewal by the year or month without a count: "renew automatically each year", "for successive annual periods", "for monthly periods". */
const EACH_PERIOD_RE = /\b(?:each|every)\s+(year|month)\b|\b(annual|yearly|monthly)\s+(?:periods?|terms?|basis)\b/i;
/** The agreement's term extended (not a date, a licence's reach or a deadline): "the term ... may be extended for", "will extend this Agreement". */
const EXTENDS_TERM_RE = /\b(?:term|agreement|contract)\b[^.;]{0,40}?\b(?:be|is)\s+extended\b[^.;]{0,40}?\bfor\b|\bextend\w*\s+(?:the\s+term\s+of\s+)?(?:this|the)\s+(?:term|agreement|contract)\b|\b(?:this|the)\s+(?:agreement|contract|term)\s+(?:shall|will)\s+(?:\w+\s+)?extend\s+(?:\w+\s+)?for\b/i;
/**
 * The agreement that continues by the year or month after its term: "shall continue on a year to year basis", "continue
 * automatically for successive annual periods", "shall continue automatically for further periods of three years".
 */
const CONTINUES_BY_PERIOD_RE = /\b(?:continu\w*|remain\w*|thereafter)\b[^.;]{0,60}\b(?:(?:year|month)[\s-]to[\s-](?:year|month)|(?:successive\s+)?(?:annual|yearly|monthly)\s+(?:periods?|terms?|basis))\b|\b(?:continu\w*|remain\w*)\s+(?:in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\s+)?(?:automatically\s+)?for\s+(?:further|successive|additional|subsequent)\s+(?:periods?|terms?)\s+of\b/i;

const RENEWING_RE = /\brenew|\bextension\s+period|\bextended\s+term|\b(?:year|month)[\s-]to[\s-](?:year|month)\b|\b(?:automatically|shall|will)\s+(?:\w+\s+)?(?:be\s+)?extended\b|\bextended\s+automatically\b|\bnot\s+(?:\w+\s+){0,2}extend\s+(?:the|this|its)\s+(?:[\w-]+\s+){0,2}?(?:term|agreement|contract)\b|\bnon-?\s?extension\b/i;
/** A notice that a party will not renew (or extend), in the sentence: what stops a renewal. */
const NOT_RENEWING_RE = /\bnot\s+(?:\w+\s+){0,2}(?:renew|extend\s+(?:the|this|its)\s+(?:[\w-]+\s+){0,2}?(?:term|agreement|contract))\b|\bnon-?\s?(?:renewal|extension)\b/i;
/** What follows a period counted back from the end of the agreement's term: "before the expiry date", "prior to the end of the then-current term", "prior to the renewal date". */
const BEFORE_TERM_END_RE = /^\s*(?:\(\s*\d+\s*\)\s*)?(?:(?:prior\s+)?written\s+notice\s+)?(?:prior\s+to|before|in\s+advance\s+of|preceding)\s+(?:the\s+)?(?:(?:end|expir\w*|termination)\s+(?:date\s+)?of\s+(?:the|this|such|any|each|its|a)\s+(?:(?:then[- ]?current|current|initial|original|relevant|applicable|renewal|extension|subsequent|renewed|extended|next|[A-Z][\w-]*)\s+){0,3}(?:term|agreement|contract|(?:(?:then[- ]?current|current|initial|original|renewal|extension|subsequent)\s+)period)\b|(?:(?:applicable|relevant|scheduled|then[- ]?current|current|initial|original|renewal|expiry|expiration|anniversary)\s+)*(?:expiry|expiration|end|renewal|anniversary)\s+date\b|(?:expiry|expiration)\b(?!\s+of)|(?:expir\w*|end)\s+(?:thereof|hereof)\b)/i;
/** A sentence about an insurance policy: its "cancellation, non-renewal or material change" is the policy's, not the agreement's. */
const INSURANCE_RE = /\bcancel\w*,?\s+(?:or\s+)?non-?\s?renew\w*,?\s+(?:or\s+)?(?:material|reduction)|\binsur(?:ance|ers?|ed)\b|\bpolic(?:y|ies)\b[^.;]{0,80}\b(?:cancel\w*|non-?\s?renew\w*)|\b(?:cancel\w*|non-?\s?renew\w*)[^.;]{0,80}\bpolic(?:y|ies)\b/i;
/**
 * A notice that exercises an option to renew ("exercise its renewal option", "notice of your desire to renew", "elect to
 * extend"; "to exercise this option", an option to act before the term ends), not one that stops a renewal.
 */
const OPTION_TO_RENEW_RE = /\bexercis\w*\s+(?:\w+\s+){0,2}option\b|\bmay\b[^.;]{0,160}?\b(?:renew|extend)\s+(?:the\s+term\s+of\s+)?(?:this|the)\s+(?:term|agreement|contract)\b|\b(?:exercis\w*|elect\w*|desire|wish\w*|intent(?:ion)?|request\w*)\s+(?:\w+\s+){0,3}?(?:to\s+)?(?:renew|extend)\w*\b|\boption\s+to\s+(?:renew|extend)\b/i;

/**
 * A notice that ends the contract: "terminate", and what employment contracts and leases say for it ("end the
 * employment", "resign", "dismiss", "end this Lease", "break the lease").
 */
const ENDS_RE = /terminat|\bend(?:s|ing)?\s+(?:the|this|his|her|its|their)\s+(?:employment|engagement|appointment|lease|tenancy|contract|agreement)\b|\bresign|\bdismiss|\bbreak\s+(?:the\s+|this\s+)?lease\b/i;

/** The notice periods of a sentence, with their purpose and their offsets in it (`endOfTerm`: counted back from the end of the term). */
/** The notices a sentence states that stop a renewal (noticesIn's, for an issue's note): each period and where its words are. */
export function renewalNoticesIn(t: string): PeriodRead[] {
  return noticesIn(t).filter((n) => n.purpose === 'renewal' || n.endOfTerm).map((n) => ({ iso: n.duration, index: n.index, length: n.length }));
}

function noticesIn(t: string): { duration: string; purpose: NoticePeriod['purpose']; index: number; length: number; endOfTerm: boolean }[] {
  if (!NOTICE_TRIGGER_RE.test(t)) return [];
  const out: { duration: string; purpose: NoticePeriod['purpose']; index: number; length: number; endOfTerm: boolean }[] = [];
  // a sentence that renews the agreement: its notice counted back from the end of a term, or of non-renewal, stops a renewal
  const renews = RENEWING_RE.test(t);
  // an insurance policy's renewal, or a notice that exercises an option to renew, stops no renewal of the agreement
  const otherRenewal = INSURANCE_RE.test(t) || (OPTION_TO_RENEW_RE.test(t) && !NOT_RENEWING_RE.test(t));
  // in a renewing sentence, what follows "unless" (or "until") after the renewing word is the way out of the renewal
  const renewAt = renews ? t.search(RENEWING_RE) : -1;
  const unlessAt = renewAt >= 0 ? t.slice(renewAt).search(/\b(?:unless|until)\b/i) : -1;
  const wayOut = unlessAt >= 0 ? renewAt + unlessAt : -1;
  const anyNotice = /\bnoti(?:ce|f)/i.test(t);
  for (const d of parseDurations(t)) {
    // a year only as a notice period ("one (1) year written notice"), never a term beside a notice
    if (d.unit === 'Y' ? !isNoticePeriod(t, d) : d.unit !== 'D' && d.unit !== 'M' && d.unit !== 'W') continue;
    // nor the renewal's own period of months or weeks ("renews for further periods of six (6) months each unless ... notifies")
    if (renews && d.unit !== 'D' && !isNoticePeriod(t, d)) continue;
    const near = t.slice(Math.max(0, d.index - 80), d.index + d.length + 120);
    const after = t.slice(d.index + d.length, d.index + d.length + 80);
    // a period counted back from the end of the term, in a sentence that names a notice however far from it
    const endOfTerm = anyNotice && BEFORE_TERM_END_RE.test(after);
    if (!/notice|notif/i.test(near) && !endOfTerm) continue;
    const stopsRenewal = renews && (/^\s*(?:\(\s*\d+\s*\)\s*)?(?:prior\s+to|before|in\s+advance\s+of)\s+(?:the\s+)?(?:date\s+of\s+)?(?:end|expir\w*)/i.test(after) || endOfTerm || NOT_RENEWING_RE.test(t) || (wayOut >= 0 && d.index > wayOut));
    const purpose = !otherRenewal && (/renew/i.test(near) || stopsRenewal) ? 'renewal' : /cure|remed/i.test(near) ? 'cure' : ENDS_RE.test(near) && DURING_PROBATION_RE.test(t) ? 'probation' : ENDS_RE.test(near) ? 'termination' : /required by law|subpoena|compelled|legal process/i.test(near) ? 'compelled_disclosure' : 'general';
    out.push({ duration: d.iso, purpose, index: d.index, length: d.length, endOfTerm: endOfTerm && !otherRenewal });
  }
  return out;
}

/** The measure a cap's lead-in (sentence `i`) states in one of the few sentences after it ("c. ... any other actual direct damages, up to the greater of $100,000 or the charges paid ..."). */
function capInItems(text: string, sentences: readonly { start: number; end: number }[], i: number): string | null {
  for (let j = i + 1; j < Math.min(sentences.length, i + 7); j++) {
    const m = ITEM_MEASURE_RE.exec(textOf(text, sentences[j]));
    if (m && CAP_MEASURE_RE.test(m[1])) return m[1].replace(/\s+/g, ' ').trim();
  }
  return null;
}

/** The limitation of liability, as stated. */
function capTextIn(t: string): string | null {
  if (!LIABILITY_TRIGGER_RE.test(t)) return null;
  const m = CAP_RE.exec(t) ?? NOT_LIABLE_CAP_RE.exec(t);
  // (a measure that is "the following ...:" is stated in the items after it: capInItems)
  return m && CAP_MEASURE_RE.test(m[1]) && !FOLLOWING_RE.test(m[1]) ? m[1].replace(/\s+/g, ' ').trim() : null;
}

const NO_AMOUNTS = { amounts: [] as Amount[], cap: false };

/**
 * A kind of insurance named by the liability it covers ("employer's liability insurance", "commercial general liability
 * coverage", "public liability policy"): a cover, whose limit caps no one's liability.
 */
const LIABILITY_COVER_RE = /\bliability\s+(?:insurance|cover(?:age)?|polic(?:y|ies))\b/gi;
/** How a policy's limit is stated: per occurrence, each accident, a combined single limit, the policy limit. */
const INSURANCE_LIMIT_RE = /\b(?:per|each|any\s+one)\s+(?:occurrence|accident|event)\b|\bcombined\s+single\s+limit|\bpolicy\s+limits?\b/i;

/**
 * The amounts of a sentence (offsets in it), and whether it caps liability (its first amount is then the cap): not a
 * sentence whose only liability is an insurance cover's ("with limits of $1,000,000 per occurrence and $2,000,000 in the
 * aggregate").
 */
function amountsIn(t: string): { amounts: Amount[]; cap: boolean } {
  if (!MONEY_HINT_RE.test(t)) return NO_AMOUNTS;
  const amounts = findAmounts(t, 0);
  // (in a sentence on insurance, a cover's "limit of liability" is its limit too, and a sum per occurrence, per accident
  // or as a combined single limit is a policy's)
  const insurance = /\binsur/i.test(t);
  if (insurance && INSURANCE_LIMIT_RE.test(t)) return { amounts, cap: false };
  const own = insurance ? t.replace(LIABILITY_COVER_RE, '').replace(/\blimits?\s+of\s+liability\b/gi, '') : t;
  // (a sum a cover or a party must at least reach, "limits of not less than $5,000,000", "at least A$2,000,000", "a
  // minimum amount of", is a floor: the first amount so stated caps nothing, whatever the sentence says of liability)
  if (amounts.length > 0 && MINIMUM_BEFORE_RE.test(t.slice(Math.max(0, amounts[0].start - 40), amounts[0].start))) return { amounts, cap: false };
  return { amounts, cap: amounts.length > 0 && /liabil|liable/i.test(own) && /exceed|in excess of|limited to|cap|maximum|aggregate/i.test(t) };
}

/** A floor stated just before a sum: "not less than", "no less than", "at least", "a minimum (limit, amount) of". */
const MINIMUM_BEFORE_RE = /(?:\b(?:not|no)\s+less\s+than|\bat\s+least|\bminimum(?:\s+(?:limits?|amounts?|sums?|cover(?:age)?|levels?))?(?:\s+of)?)\s*(?:[A-Z][A-Za-z -]{0,30}\()?$/i;

/** The text with the lines of a form's options left unticked ("[ ] In perpetuity", "☐ 5 years") blanked, same offsets. */
function withoutUntickedOptions(t: string): string {
  return t.includes('[ ]') || t.includes('☐') ? t.replace(/^[^\n]*?(?:\[ \]|☐)[^\n]*$/gm, (line) => ' '.repeat(line.length)) : t;
}

/**
 * Obligations that last for a named, capitalised period rather than a stated one: "will survive for the Term of
 * Confidentiality", "shall continue throughout the Confidentiality Period".
 */
const SURVIVAL_REFERENCE_RE = /\b(?:[Ss]urviv\w*|[Cc]ontinu\w*|[Rr]emain\w*|(?:[Oo]bligations?|[Dd]uties|[Uu]ndertakings?)\b[^.;]{0,60}?\blast(?:s|ing)?)\b[^.;]{0,80}?\b(?:for|during|throughout|until the end of)\s+the\s+((?:[A-Z][\w-]*\s+){0,3}(?:Term|Period)(?:\s+of\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,2})?)\b/;

/**
 * A named period's duration where the document states it: the section under a heading or label of that name (a
 * cover page's "Term of Confidentiality" field), its ticked option ("[x]") when it offers several. "indefinite" for
 * a perpetual one; null when the document does not state it.
 */
function namedPeriod(text: string, name: string): string | null {
  const label = new RegExp(`^[ \\t#*>-]*${escapeRegExp(name)}[ \\t*]*:?[ \\t]*$`, 'm').exec(text);
  if (!label) return periodField(text, name);
  const rest = text.slice(label.index + label[0].length, label.index + label[0].length + 800);
  const next = /\n[ \t]*#{1,6}[ \t]|\n[ \t]*\n[ \t]*[A-Z][^\n]{0,60}\n/.exec(rest);
  const section = next ? rest.slice(0, next.index) : rest;
  const lines = section.split('\n');
  const ticked = lines.filter((l) => /\[[xX✓]\]|☒|☑/.test(l));
  const chosen = ticked.length ? ticked.join('\n') : withoutUntickedOptions(section);
  if (/\bperpetu|\bindefinite/i.test(chosen) && !parseDurations(chosen).length) return 'indefinite';
  const d = parseDurations(chosen).find((x) => x.unit === 'Y' || x.unit === 'M');
  return d ? d.iso : null;
}

/**
 * A named period given on the same line as its name, as key-terms pages and schedules set it out: a table row
 * ("| Confidentiality Period | twenty-five (25) years from the Effective Date |"), a field ("Secrecy Term: five years"),
 * a numbered item ("Item 4  Protected Period  2 years"), or a quoted definition ('"Confidentiality Period" means ...').
 */
function periodField(text: string, name: string): string | null {
  const field = new RegExp(`^[ \\t|#*>-]*(?:item\\s+\\d+[.:)]?[ \\t]+)?\\**${escapeRegExp(name)}\\**[ \\t]*(?:\\||:|\\t|[ ]{2,}|[-–—][ \\t])[ \\t]*([^|\\n]{2,200})`, 'im').exec(text);
  const value = field?.[1];
  if (!value) return definedPeriod(text, name);
  if (/\bperpetu|\bindefinite/i.test(value) && !parseDurations(value).length) return 'indefinite';
  return parseDurations(value).find((x) => x.unit === 'Y' || x.unit === 'M')?.iso ?? null;
}

/** A labelled field that states the law: "Governing Law: Delaware", "Governing law | England and Wales". */
// (also a cover sheet's row laid out in columns, label and value spaced apart with no colon: "Item 3   Governing law
// the law of Denmark", as PDF text gives it; session 24, misses19)
const LAW_FIELD_RE = /\bgoverning\s+law(?:\s*(?:&|and)\s*(?:jurisdiction|courts?|forum|venue|disputes))?(?:\s*(?:[:|]|\n)|[ \t]{3,})\s*([^\n|]{2,80})/i;
const LAW_FIELDS_RE = new RegExp(LAW_FIELD_RE.source, 'gi');
const FIELD_PICKED_LATER_RE = /\b(?:from\s+time\s+to\s+time|as\s+(?:\w+\s+){0,2}?(?:amended|updated|changed|varied|revised|notified)\s+by|(?:chooses?|selects?|designates?|nominates?|notifies|decides?|picks?|elects?)\b)/i;
/**
 * A law defined as a term: '"Governing Law" means the law of the Republic of Namibia', '"Applicable Law" means the laws of
 * Ontario' (hold-out 18's misses, session 23, and hold-out 17's Antofagasta twin): the definition's value, up to its end
 * or the next definition joined to it (", and "Courts" means ..."). Read only where the clause gives the law by that term.
 */
const LAW_DEFINED_RE = /["“](?:governing|applicable|proper)\s+law["”]\s+(?:means|shall\s+mean|is|refers\s+to)\s+((?:(?!,?\s+and\s+["“])[^;"“]){2,160})/i;
/** A law of a place named only by what will fix it: "the law of the country in which ...", "the laws of the State that ...". */
const LAW_OF_A_PLACE_TO_COME_RE = /\blaws?\s+of\s+(?:the\s+|a\s+|any\s+|whichever\s+|such\s+)?(?:[\w-]+\s+){0,3}?(?:member\s+states?|states?|countr(?:y|ies)|jurisdictions?|provinces?|territor(?:y|ies)|places?)\s+(?:that|which|where|in\s+which|whose)\b/i;
/** A law given by reference: "as specified on the Cover Page", "set out in the Order Form", "[Governing Law]". */
const LAW_PLACE_RE = /\b(?:on|in|at)\s+(?:the\s+)?((?:cover page|order form|key terms|statement of work|special conditions|particulars|(?:schedule|annex|exhibit|appendix|attachment)\s+[A-Z0-9]{1,4}|(?:schedule|annex|exhibit|appendix)\b))/i;
/**
 * A law chosen elsewhere, by a verb that points to a named document: "the laws of the state specified in the first SOW",
 * "the law of the jurisdiction identified in the applicable Order", "the country designated in the Purchase Order", "the law
 * specified in Item 5 of the Schedule" (an item of the document named first).
 * The document is a defined name (capitalised, up to four words) whose last word is a kind of contract document, or
 * the usual abbreviations (SOW, PO); group 1 is its name as written.
 */
const LAW_REFERRED_RE = /\b(?:specified|identified|designated|named|nominated|set\s+(?:out|forth)|stated|listed|indicated|selected|chosen|shown|elected|agreed)\s+(?:in|on|at|under|by)\s+(?:(?:[Ii]tem|[Pp]aragraph|[Pp]art|[Rr]ow|[Cc]lause|[Ss]ection)\s+[\w.]{1,6}\s+of\s+)?(?:(?:the|each|any|an?|that|such|its|their)\s+)?(?:(?:applicable|relevant|first|initial|original|governing|then[\s-]current|corresponding|executed|signed)\s+)?((?:[A-Z][\w&-]*\s+){0,3}(?:Order(?:\s+Form)?|Work\s+Order|Service\s+Order|Purchase\s+Order|Ordering\s+Document|Statement\s+of\s+Work|SOW|PO|Proposal|Quot(?:e|ation)|Cover\s+(?:Page|Sheet)|Key\s+Terms|Particulars|Details|Term\s+Sheet|Schedule|Annex|Exhibit|Appendix|Attachment|Addendum|Rider|Letter)\b(?:\s+(?:No\.?\s*)?[A-Z0-9]{1,4}\b)?)/;

/** Said to govern: "shall govern", "will also apply", "governs", "controls". */
const GOVERNS = String.raw`\b(?:(?:shall|will)\s+(?:also\s+)?(?:govern|apply|control)|(?:also\s+)?(?:governs|applies|controls))\b`;
/**
 * Another agreement, the one a document supplements or runs under ("the Main Agreement", "the Agreement", "that
 * Subscription Agreement", "the Terms of Service"), as a supplement names it; never "this Agreement".
 */
export const OTHER_AGREEMENT = String.raw`(?:the|that)\s+(?:(?:main|master|principal|underlying|commercial|services?|subscription|licen[cs]e|customer|framework|purchase|supply|head|parent|relevant)\s+(?:(?!this\b)[\w-]+\s+){0,2}?)?(?:agreement|contract|terms(?:\s+(?:of\s+(?:service|use)|and\s+conditions))?)\b`;
/**
 * A law taken from that other agreement: "the law that governs the Agreement", "the governing law of the Master
 * Services Agreement", "the laws applicable to the Principal Agreement", "the same law as the Main Agreement". Group 1
 * is the agreement as written.
 */
const LAW_OF_AGREEMENT_RE = new RegExp(String.raw`\b(?:laws?\s+(?:that|which)\s+(?:governs?|appl(?:y|ies)\s+to)|laws?\s+(?:governing|applicable\s+to)|governing\s+laws?\s+of|same\s+laws?\s+as)\s+(${OTHER_AGREEMENT})`, 'i');
/** "The law named in the Order Form governs this Agreement": the law chosen elsewhere, said to govern. */
const LAW_REFERRED_GOVERNS_RE = new RegExp(String.raw`\blaws?\b[^.;]{0,40}?${LAW_REFERRED_RE.source}[^.;]{0,40}?${GOVERNS}`);
/** "The laws applicable to the Main Agreement shall also govern this Addendum": the other agreement's law, said to govern. */
const LAW_OF_AGREEMENT_GOVERNS_RE = new RegExp(String.raw`${LAW_OF_AGREEMENT_RE.source}[^.;]{0,40}?${GOVERNS}`, 'i');
const LAW_PLACEHOLDER_RE = /\[[^\]]{1,40}\]|\b(?:Governing Law|Applicable Law|Jurisdiction|Territory|State)\b(?!\s+of)|_{3,}/;

const DEFINED_ELSEWHERE = 'a term defined elsewhere';

/** Where a form's defined terms are given: "capitalised terms have the meanings given on the Cover Page", "the period stated in the Order Form". */
const DEFINED_IN_RE = /\b(?:defined|meanings?\s+given|set\s+out|specified|stated|completed?)\b[^.;]{0,40}\b(?:on|in)\s+(?:(?:the|a|its)\s+)?(cover\s+page|order\s+form|key\s+terms|(?:schedule|annex|exhibit|appendix)\s+[A-Z0-9]{1,4}\b)/i;

/**
 * A blank left to fill in a form: a bracket of fill marks or of an instruction ("[●]", "[ * ]", "[___]", "[Fill in
 * state]", "[insert number]", "[TBD]"), a run of underscores or dots, or a bullet standing alone.
 */
const FILL_BRACKET = String.raw`\[\s*(?:[●•*_.…xX-]+|(?:fill(?:\s+in)?|insert|enter|specify|add|state|select|choose|complete|name\s+of|number\s+of)\b[^\]]{0,40}|tb[dc]|blank|__+[^\]]{0,30})\s*\]`;
const BLANK_RE = new RegExp(String.raw`${FILL_BRACKET}|_{3,}|\.{5,}|(?:^|\s)[●•](?=\s|$|[),.;])`, 'i');
/** A duration left blank ("[●] years", "_____ (___) days", "[insert number] months") and what follows it. */
const BLANK_DURATION_RE = new RegExp(String.raw`(?:${FILL_BRACKET}|\[[^\]]{1,30}\]|_{3,}|[●•])(?:\s*\(\s*(?:${FILL_BRACKET}|_{2,}|[●•])?\s*\))?\s*(?:calendar\s+|business\s+|working\s+)?(?:days?|weeks?|months?|years?)\b`, 'gi');

/** The blank duration of a sentence that is its notice period ('notice') or the agreement's term ('term'), as quoted. */
function blankDuration(t: string, what: 'notice' | 'term'): string | null {
  for (const d of t.matchAll(BLANK_DURATION_RE)) {
    if (!BLANK_RE.test(d[0])) continue;
    const after = t.slice(d.index + d[0].length, d.index + d[0].length + 40);
    const before = t.slice(Math.max(0, d.index - 50), d.index);
    const notice = NOTICE_AFTER_RE.test(after) || NOTICE_BEFORE_RE.test(before);
    if (what === 'notice' ? notice : !notice) return d[0];
  }
  return null;
}

/** The contract's words for a law given by reference or left blank, and whether they are a blank to fill. */
function lawWordsIn(clause: string): { quote: string; blank: boolean } | null {
  const tail = clause.replace(/^[\s\S]*?\blaws?\b/i, '');
  const fill = BLANK_RE.exec(tail);
  if (fill) return { quote: fill[0].trim(), blank: true };
  const place = LAW_PLACEHOLDER_RE.exec(tail) ?? LAW_PLACE_RE.exec(clause) ?? LAW_REFERRED_RE.exec(clause) ?? LAW_OF_AGREEMENT_RE.exec(clause);
  return place ? { quote: place[0].trim(), blank: false } : null;
}

/**
 * How a governing law without a value is addressed: a blank to fill when its words are one ("[Fill in state]", "[●]",
 * "_____"), or a bracketed label with no place named for it ("[State]"); else stated by reference to the place named.
 */
function lawSource(reference: string | null, words: { quote: string; blank: boolean } | null): KeyTermSource | undefined {
  if (!reference || !words) return undefined;
  const place = reference === DEFINED_ELSEWHERE ? null : reference;
  if (words.blank || (!place && words.quote.startsWith('['))) return { kind: 'blank', reference: null, quote: words.quote };
  return { kind: 'by_reference', reference: place, quote: words.quote };
}

/** A place of a document as a reader names it: "the Cover Page", but "Schedule 2" (a numbered part takes no article). */
function placeName(place: string): string {
  return /^(?:schedule|annex|exhibit|appendix|attachment)\s+[A-Z0-9]/i.test(place) ? place : `the ${place}`;
}

/** The place a governing-law clause refers to, or null when it refers to nothing recognisable. */
function lawReference(clause: string): string | null {
  const place = LAW_PLACE_RE.exec(clause);
  if (place) return placeName(place[1].replace(/\s+/g, ' ').replace(/^(\w)/, (c) => c.toUpperCase()));
  const referred = LAW_REFERRED_RE.exec(clause);
  if (referred) return placeName(referred[1].replace(/\s+/g, ' '));
  const agreement = LAW_OF_AGREEMENT_RE.exec(clause);
  if (agreement) return placeName(agreement[1].replace(/\s+/g, ' ').replace(/^(?:the|that)\s+/i, ''));
  // (an item of the cover sheet or schedule named bare: "governed by the law stated in Item 3", session 24, misses19)
  const item = LAW_ITEM_RE.exec(clause);
  if (item) return `Item ${item[1]}`;
  // (the law named by its defined term: "is governed by the Governing Law", "governed by Applicable Law")
  if (LAW_BY_DEFINED_TERM_RE.test(clause)) return DEFINED_ELSEWHERE;
  const tail = clause.replace(/^[\s\S]*?\blaws?\b/i, '');
  return LAW_PLACEHOLDER_RE.test(tail) ? DEFINED_ELSEWHERE : null;
}
const LAW_ITEM_RE = /\b(?:stated|specified|set\s+(?:out|forth)|shown|given|named|identified|listed|indicated)\s+(?:in|at|under)\s+[Ii]tem\s+(\d{1,2})\b/;
const LAW_BY_DEFINED_TERM_RE = /\b(?:governed|construed|interpreted)\s+(?:\w+\s+){0,3}?(?:by|under|in\s+accordance\s+with)\s+(?:the\s+)?(?:Governing|Applicable|Proper)\s+Law\b(?!\s+of)/;

const CAP_RE = /\bliabilit(?:y|ies)\b[^.;]{0,200}?\b(?:(?:shall|will|does|do|must|may|can) not(?: in (?:any|the) (?:event|aggregate))?(?: \w+)? exceed|not to exceed|in no event exceed|(?:is|are|be) (?:expressly )?limited to|capped at|exceed)\s+([^;]{3,240}?)(?=[.;](?:\s|$)|$|,? (?:except|provided|and (?:in no event|neither|notwithstanding)))/i;
/** A sum or measure of money a cap names ("the fees paid", "the aggregate amount", "US$100", "five thousand euros"), not a usage quota. */
const CAP_MEASURE = String.raw`(?=(?:(?:the|an?|any|such)\s+)?(?:(?:total|aggregate|sum|amounts?|greater|lesser|higher|lower|licen[cs]e|subscription|annual|fees|charges|price|compensation|royalt\w*)\b|[$€£₹]|\d|(?:US|Rs|${CODE})\b|[a-z]+(?:\s+[a-z]+)?\s+(?:hundred|thousand|million)\b))`;
/**
 * A number that counts time or things, not money ("more than thirty (30) days", "up to 5 users"): no cap's measure, but a
 * period of fees is ("more than 12 months' fees").
 */
const NOT_A_SUM = String.raw`(?!(?:the\s+)?\(?\d[\d,.]*\)?\s*(?:(?:business\s+)?days?|weeks?|months?|years?|hours?)\b(?!['’]?\s*(?:of\s+(?:the\s+)?)?(?:fees|charges))|(?:the\s+)?\(?\d[\d,.]*\)?\s*(?:users?|seats?|licen[cs]es?|units?|copies|%|per\s*cent)\b)`;
const REFUSED_BEYOND = String.raw`(?:\b(?:shall|will|is|are)\s+not\s+(?:be\s+)?(?:held\s+)?(?:liable|responsible)|\b(?:neither|in no event)\b[^.;]{0,80}?\b(?:shall|will)\s+(?:\w+\s+){0,4}?be\s+(?:held\s+)?(?:liable|responsible)|\b(?:have|has|bear|incur)\s+no\s+liability)\b(?:(?!\b(?:such|those|these|that)\b)[^.;]){0,80}?\b(?:exceeding|in excess of|(?:any\s+(?:amount|sum)\s+)?(?:more|greater|higher)\s+than)`;
const LIABLE_AT_MOST = String.raw`\b(?:is|are|(?:shall|will)\s+be)\s+(?:only\s+)?(?:liable\b[^.;:]{0,60}?\b(?:(?:no|not)\s+(?:more|greater)\s+than|(?:only\s+)?up\s+to(?:\s+a\s+maximum\s+of)?|(?:to\s+)?a\s+maximum\s+of)|responsible\b[^.;:]{0,60}?\b(?:no|not)\s+(?:more|greater)\s+than)`;
const LIABILITY_NO_MORE = String.raw`\bliabilit(?:y|ies)\b[^.;]{0,120}?\b(?:(?:is|are|(?:shall|will)\s+be)\s+(?:no|not)|(?:shall|will)\s+not\s+be)\s+(?:more|greater|higher)\s+than`;
/**
 * A cap worded as a ceiling on what a party is liable for (session 21, the lead's reading of a large provider's hosting
 * form). Liability refused beyond a sum: "Kestrel shall not be liable for any damages exceeding the licence fees paid in
 * the three (3) months preceding the claim", "Neither party shall be liable for amounts in excess of $50,000", "Supplier
 * shall have no liability in excess of EUR 5,000", "Neither of us will be responsible to the other for more than the
 * charges you paid", "shall not be liable for any amount greater than"; liability stated at most: "Provider is liable for
 * no more than the charges paid", "each party will be liable to the other only up to an amount equal to", "liability ...
 * will be no greater than", "shall not be more than", and a lead-in whose items state the measure ("IBM is liable for no
 * more than:"). liability.ts reads it as a cap; here its measure is taken. Not liability refused beyond a sum for one
 * head already named ("shall not be liable for any such amounts in excess of"), nor a period or a count ("for any delay
 * of more than 30 days").
 */
/**
 * A cap said in plain English as the most a party is liable for (plain29): "the most either of us will be liable for,
 * in total, is the fees paid in the twelve months before the claim", "The most we will ever have to pay you is",
 * "the most I'll be liable for is one week's fees".
 */
const THE_MOST_LIABLE = String.raw`\bthe\s+most\s+(?:that\s+)?(?:[\w'’-]+\s+){1,4}?(?:(?:will|shall|would|could|can|may)\s+)?(?:ever\s+)?(?:be\s+(?:held\s+)?(?:liable|responsible)|have\s+to\s+pay)\b[^.;:]{0,60}?\b(?:is|will\s+be|shall\s+be)`;
export const NOT_LIABLE_BEYOND = String.raw`(?:${REFUSED_BEYOND}|${LIABLE_AT_MOST}|${LIABILITY_NO_MORE}|${THE_MOST_LIABLE})\s*(?::|${NOT_A_SUM}${CAP_MEASURE})`;
const NOT_LIABLE_CAP_RE = new RegExp(String.raw`${NOT_LIABLE_BEYOND}([^;]{3,240}?)(?=[.;](?:\s|$)|$|,? (?:except|provided|and (?:in no event|neither|notwithstanding)))`, 'i');
const CAP_MEASURE_RE = /\d|fees|amounts?|paid|payable|price|charges|compensation|royalt|insurance|greater|lesser|times|multiple|dollars|euros?|pounds/i;
/** A cap that states its measure in the items after it: "IBM is liable for no more than:". */
const CAP_LEAD_IN_RE = new RegExp(String.raw`${NOT_LIABLE_BEYOND}\s*$`, 'i');
/** A measure that points to the items after it: "limited to the following events and the following amounts:". */
const FOLLOWING_RE = /^the\s+following\b[^.;]*:?\s*$/i;
/** ... and such a cap's lead-in: "shall be limited to the following amounts:", "shall not exceed the following sums:". */
const CAP_FOLLOWING_RE = /\bliabilit(?:y|ies)\b[^.;]{0,200}?\b(?:limited\s+to|exceed)\s+the\s+following\b[^.;]*:\s*$/i;
const ITEM_MEASURE_RE = /\b(?:up\s+to(?:\s+a\s+maximum\s+of)?|not\s+to\s+exceed|a\s+maximum\s+of)\s+([^;]{3,240}?)(?=[.;](?:\s|$)|$)/i;

/** How much of the text detectMutual reads. */
const MUTUAL_SPAN = 20000;

const BOTH_NAMED_DISCLOSE_RE = /\b[Bb]oth\s+(?:of\s+)?[A-Z](?:[^.;]|\.(?!\s+[A-Z]|\s*$)){0,160}?\band\s+[A-Z](?:[^.;]|\.(?!\s+[A-Z]|\s*$)){0,160}?\b(?:expects?|intends?|proposes?|wish(?:es)?|anticipates?|will|may|are\s+to|are\s+going)\s+(?:to\s+)?(?:disclose|exchange|share)\b|\b(?:disclose|exchange|share)\w*\b[^.;]{0,80}\binformation\b[^.;]{0,40}\b(?:with|to)\s+(?:each\s+other|one\s+another)\b/;
/**
 * "Mutual" said of the agreement or its obligations ("Mutual Non-Disclosure Agreement", "a mutual exchange"), not the
 * recital's "in consideration of the mutual covenants / promises / benefits" that any contract carries, nor a renewal or
 * change "by mutual written agreement" (session 20: a one-way software licence read as mutual for its recital).
 */
const MUTUAL_RE = /\bmutual\b(?!\s+(?:(?:and\s+)?(?:covenants?|promises?|agreements?|premises|benefits?|undertakings?|considerations?|understandings?|releases?|(?:written\s+)?(?:agreement|consent|approval)|obligations\s+(?:herein|hereinafter|hereunder|set\s+(?:forth|out)|contained))\b))/i;
function detectMutual(text: string): boolean | null {
  const head = text.slice(0, 3000);
  if (/\b(?:one-way|unilateral)\b/i.test(head)) return false;
  if (MUTUAL_RE.test(head)) return true;
  if (/(?:each|either|both) part(?:y|ies)[^.;]{0,100}(?:disclos|receiv)|(?:each|either) (?:party|of the parties) (?:may|will|shall) (?:be|act as) (?:a |the )?(?:disclosing|receiving)|as (?:the )?(?:case may be|disclosing party or (?:the )?receiving party)|(?:disclosing|receiving) party["”]?\)?\s*(?:shall )?means? (?:the|a|either|each) party/i.test(text.slice(0, MUTUAL_SPAN))) return true;
  // (two parties named as both disclosing: "Both Northwind Robotics, Inc. and Hollis expect to disclose", "Acme and
  // Zenith will exchange information with each other"; a company's "Inc." is no sentence end)
  if (BOTH_NAMED_DISCLOSE_RE.test(text.slice(0, MUTUAL_SPAN))) return true;
  if (/["“](?:recipient|receiving party|discloser|disclosing party|company|consultant|vendor|contractor)["”]/i.test(head)) return false;
  return null;
}

/**
 * The parties named in the opening: first by their definitions ('Acme Corp., a Delaware corporation
 * ("Acme")', 'BETWEEN: X (the "Company") AND: Y (the "Consultant")', '(1) X ... (the "Employer"); and (2) Y',
 * 'X ... hereinafter referred to as "Licensor"'), else by splitting the "between ... and ..." phrase.
 */
/**
 * A name a layout broke over a blank line after "between" ("concluded between:   EuroTel" over "Bratislava a.s.,
 * Stefanikova 17, ... Slovakia and Sicap Ltd, ..."): a first line that is a fragment of a name (no comma, bracket, "and"
 * or legal form in it) runs on into the long line after it.
 */
const BROKEN_NAME_RE = /(\bbetween\b[: \t]*)([A-Z][^\n,;()]{0,40}?)[ \t]*\n[ \t]*\n[ \t]*(?=[A-Z][^\n]{119,})/i;
function joinBrokenName(head: string): string {
  const m = BROKEN_NAME_RE.exec(head.slice(0, 6000));
  if (!m || /\s(?:and|&)\s|\b(?:Inc|Ltd|LLC|GmbH|AG|plc|Limited|Corporation|B\.?V|N\.?V|S\.?A)\.?\s*$/i.test(m[2])) return head;
  return head.slice(0, m.index) + m[1] + m[2] + ' ' + head.slice(m.index + m[0].length);
}

function extractParties(original: string): Party[] {
  const head = joinBrokenName(original);
  // (a role word alone is no name, unless the party is described by the place that names it: then the description is
  // all the document has)
  const byDefinition = partiesByDefinition(head).filter((p) => !ROLES_ONLY_RE.test(p.name) || DESCRIBED_BY_PLACE_RE.test(p.name));
  if (byDefinition.length >= 2) return byDefinition;
  // (an opening made "between the Landlord and the Tenant" names roles, not parties: the particulars name them)
  const bySplit = partiesBySplit(head).filter((p) => !ROLES_ONLY_RE.test(p.name));
  const found = bySplit.length > byDefinition.length ? bySplit : byDefinition;
  if (found.length >= 2) return found;
  // a form that gives the parties in labelled fields ("The Buyer: X Co., Ltd.", "Party A: Y"), beside a one-party opening
  const known = new Set(found.map((p) => p.name.toLowerCase()));
  const labelled = [...found, ...partiesByLabel(head).filter((p) => !known.has(p.name.toLowerCase()))].slice(0, MAX_PARTIES);
  if (labelled.length || !ABBREVIATIONS_HEADING_RE.test(head)) return labelled;
  // no opening at all: the companies of a table of abbreviations that the text calls by their short names
  const listed = partiesByAbbreviation(head);
  return listed.length >= 2 ? listed : labelled;
}

/** A table of abbreviations' heading. */
const ABBREVIATIONS_HEADING_RE = /^[ \t]*(?:(?:Acronyms|Abbreviations|Glossary)(?:\s+(?:and|&)\s+(?:Acronyms|Abbreviations|Definitions))?|ABBREVIATIONS|GLOSSARY|ACRONYMS)(?:[ \t:]*$|[ \t]{2,}[A-Z])/m;
/** A row of the table that names a company and its short name: "Datec PNG Limited   Datec", "Coral Coast Bank Ltd   CCB". */
// (the table's heading may run into its first row: "Abbreviations   Bank South Pacific Limited   BSP")
const ABBREVIATED_COMPANY_RE = /^[ \t]*(?:(?:Acronyms|Abbreviations|Glossary|ABBREVIATIONS|GLOSSARY|ACRONYMS)[ \t]{2,})?([A-Z][A-Za-z0-9&.,'’() -]{2,80}?\b(?:Private\s+Limited|Pte\.?\s+Ltd|Pty\.?\s+Ltd|Limited|LIMITED|Ltd|LTD|Inc|INC|LLC|Corporation|Corp|plc|PLC|GmbH|AG|B\.V|N\.V|S\.A)\.?)[ \t]{2,}([A-Z][A-Za-z0-9&-]{1,20})[ \t]*$/gm;

/**
 * The parties of a table of abbreviations (a document with no opening, the parties given only as "Bank South Pacific
 * Limited   BSP"): each company of the table whose short name the text uses at least twice outside the table.
 */
function partiesByAbbreviation(head: string): Party[] {
  const out: Party[] = [];
  for (const m of head.matchAll(ABBREVIATED_COMPANY_RE)) {
    const short = m[2];
    const uses = head.slice(0, m.index).concat(' ', head.slice(m.index + m[0].length)).match(new RegExp(String.raw`\b${escapeRegExp(short)}\b`, 'g'))?.length ?? 0;
    if (uses < 2 || out.some((p) => p.name === m[1])) continue;
    out.push({ name: m[1].replace(/\s+/g, ' ').trim(), defined_as: short });
    if (out.length >= MAX_PARTIES) break;
  }
  return out;
}

/** Role words of a party label or an opening's "between the Landlord and the Tenant". */
const LABEL_ROLES = String.raw`(?:party\s+[a-d]|buyer|seller|licensor|licensee|supplier|customer|client|vendor|distributor|reseller|company|consultant|contractor|manufacturer|purchaser|lessor|lessee|landlord|tenant|controller|processor|franchisor|franchisee|provider)`;
/** A "name" that is nothing but role words: "Landlord and the Tenant", "the Supplier and the Customer named above". */
const ROLES_ONLY_RE = new RegExp(String.raw`^(?:the\s+)?${LABEL_ROLES}(?:\s*(?:,|and|&)\s*(?:the\s+)?${LABEL_ROLES})*(?:\s+(?:(?:each\s+)?as\s+)?(?:named|identified|described|specified|set\s+out|referred\s+to|stated|defined)\b[^\n]*)?$`, 'i');

/** A party's role as a form labels its field: "The Buyer:", "Seller/Exporter:", "Party A:", "Company Name:". */
const PARTY_LABEL_RE = new RegExp(String.raw`(?:^|\n|\s{2,}|[.;:]\s+|\d\s+)(?:the\s+)?(${LABEL_ROLES})(?:\s*\/\s*[\w-]+)?(?:\s+name)?\s*:[ \t]*([A-Z][^\n:]{1,120}?)(?=\s+(?:ADD|Add(?:ress)?|Tel|Fax|Attn|Attention|E-?mail|Phone|Registered|Contact|Date)\b|[ \t]*\n|$|\s{3,})`, 'gi');

function partiesByLabel(head: string): Party[] {
  const out: Party[] = [];
  for (const m of head.slice(0, 2500).matchAll(PARTY_LABEL_RE)) {
    let name = m[2].replace(/\s+/g, ' ').trim();
    const suffix = COMPANY_SUFFIX_RE.exec(name);
    if (suffix) name = suffix[1];
    const clean = cleanPartyName(name.replace(/[\s,;]+$/, ''));
    if (!clean || /^(?:the\s+)?(?:parties|party|n\/?a)$/i.test(clean) || out.some((p) => p.name === clean)) continue;
    const party: Party = { name: clean, role: m[1].toLowerCase() };
    // a label the document goes on to use as the party's name ("Supplier: Lanternfield Ltd" and "the Supplier shall")
    // defines it so, as an order form or a lease's particulars do; a label used nowhere else only says the role
    const term = m[1].replace(/\s+/g, ' ').toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());
    if (!/^(?:Company|Party [A-D])$/i.test(term) && usesAsTerm(head, term)) party.defined_as = term;
    out.push(party);
  }
  return out;
}

/** Whether a text uses a role word as a party's name: in capitals after "the" or before a verb, not as a label ("Supplier:"). */
function usesAsTerm(text: string, term: string): boolean {
  return new RegExp(String.raw`\b(?:[Tt]he\s+${term}\b(?!\s*:)|${term}\s+(?:shall|will|may|must|agrees|covenants|warrants)\b)`).test(text);
}

const PARTY_DEF_RE = /\(\s*(?:[^()"“”]{0,100}?\b(?:referred\s+to|called|known)\s+(?:herein(?:after)?\s+)?as\s+)?(?:(?:the|this|hereinafter|hereafter|herein|referred to as|called|individually|each)\s+)*(?:["“‘]|'{1,2})([^"”'’()]{1,40})["”'’](?:\s*,?\s*|\s*(?:,|\band\b|\bor\b|;)[^()]{0,80})\)|\b(?:hereinafter|hereafter)\s+(?:referred to as\s*:?\s+|called\s*:?\s+)?(?:the\s+)?["“]([^"”]{1,40})["”]|\(\s*the\s+([A-Z][a-z]{2,20})\s*\)|\(\s*([A-Z][a-z]{2,20}(?:\s+[A-Z][a-z]{2,20})?)\s*\)(?=\s*(?:[.;]|\n|$|,?\s+and\b))/gi;
/** A party's entry in a numbered or lettered list: "(1) Orchard Lane ...", "2. Summit Capital ...", "(b) Harbor ...". */
const LISTED_PARTY_RE = /(?:^|\n|[.;:]\s)\s*(?:\(\d\)|\d[.)]|\([a-h]\)|[a-h]\))\s+[A-Z]/;
/** Pronouns a party is also defined as ('("you" or "Customer")'): the other term names it. */
const PRONOUN_TERM_RE = /^(?:you|your|we|us|our)$/i;
/** Defined terms of the opening that are not parties (also run together: "EffectiveDate"): the agreement and its short names ("MNDA"), its parts and subject. */
const NOT_A_PARTY_RE = /\b(?:agreement|amendment|addendum|date|term|terms|parties|party|effective|contract|m?nda|msa|sow|dpa|sla|eula|cover page|purpose|confidential|information)\b|effective\s*date/i;
/**
 * A defined term that names a property, an asset or a thing dealt in: its last word is one ("Premises", "Leased
 * Property", "Licensed Software"), not a role that ends it ("Property Manager", "Equipment Lessor").
 */
const ASSET_TERM_RE = /^(?:[\w-]+\s+){0,3}(?:premises|property|properties|equipment|goods|products?|land|lands|buildings?|site|unit|vehicles?|aircraft|vessel|assets?|software|hardware|materials|inventory|machinery|facility|facilities|plant|apartment|dwelling|house|parcel|patents?|marks|trademarks|technology|territory|units)$/i;
/** Where the opening ends: recitals or the operative words. */
const OPENING_END_RE = /\bWHEREAS\b|\bRECITALS?\b|\bBACKGROUND\b|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|\bNOW,? THEREFORE\b|\bagrees? as follows\b|\bAGREED TERMS\b|\bIN CONSIDERATION\b/;
/** What introduces the first party, with a list's first number or letter: "between", "BETWEEN: (a)", "the following parties: (a)", "(1)". */
const FIRST_PARTY_INTRO_RE = /\b(?:[Bb]etween|BETWEEN|[Aa]mong(?:st)?|AMONG(?:ST)?|[Ee]ntered into by|ENTERED INTO BY|[Mm]ade by|MADE BY|[Mm]ade on [^;()"“]{1,40}? by|PARTIES)\b\s*:?\s*(?:\(a\)\s*|a\)\s+)?|\b[Pp]arties\s*:\s*(?:\(a\)\s*|a\)\s+)?|\(1\)\s*|(?:^|\n)\s*1\)\s*/g;
/**
 * What separates one party from the next, right after the previous party's definition: "; and", "of the one part AND:",
 * "on the one hand, and", a list's comma, number or letter ("(2)", "2.", "(b)", "b)"), or the party's description first (", a Delaware
 * corporation; and"), or its description or address up to a list's next number ("..., 10 Sunset Blvd, Los Angeles; (b)").
 */
const NEXT_PARTY_NUMBER = String.raw`(?:\(\d\)\s*|\d[.)]\s+|\([b-h]\)\s*|[b-h]\)\s+)`;
/**
 * What may stand between a party's definition and the separator: the Indian "(which expression shall, unless repugnant
 * to the context, include its successors)", then "of the ONE PART" / "on the one hand" / "on the one side".
 */
const PARTY_TAIL = String.raw`(?:\(\s*(?:which|who|whose|including|together|and\s+its|its|his|her)\b[^()]{0,300}\)[\s,]*)?(?:(?:of|on|OF|ON|Of|On)\s+(?:the\s+|THE\s+)?(?:one|first|ONE|FIRST|One|First)\s+(?:part|hand|side|PART|HAND|SIDE|Part|Hand|Side)[\s,.;]*)?`;
/** A party's representative and mandate before "on the one side, and": ", in the person of its Director ..., acting on the basis of the Charter". */
const REPRESENTED_BY = String.raw`,\s*(?:in\s+the\s+person\s+of|represented\s+by|acting\s+(?:through|by|on))\b[^;"“]{0,300}?\b(?:on|of)\s+the\s+(?:one|first)\s+(?:side|part|hand)[\s,;]*(?:and|AND|And)\b,?\s*:?\s*`;
// (and a letter's addressee after its sender: "From: X ("we")" over "To: Y ("you")", session 24)
const NEXT_PARTY_RE = new RegExp(String.raw`^[\s,.)\-–—]*${PARTY_TAIL}(?:${REPRESENTED_BY}|[^;()"“]{0,300}?;\s*(?:and\s+)?${NEXT_PARTY_NUMBER}|(?:a|an|with|having|located|whose)\s+[^;()"“]{0,300}?(?:[,;]|\d)\s*(?:and|AND|And)\b,?\s*:?\s*${NEXT_PARTY_NUMBER}?|(?:;\s*)?(?:and|AND|And|&)\b(?:,|\s*[\-–—]+)?\s*:?\s*${NEXT_PARTY_NUMBER}?|;\s*${NEXT_PARTY_NUMBER}?|${NEXT_PARTY_NUMBER}|,\s*(?=(?:the\s+)?[A-Z])|(?<=\n[ \t]*)(?:To|TO)[ \t]*:[ \t]*(?=[A-Z]))`);
/** Where a party's name ends: its description, address or registration, or a column of padding before an address. */
const NAME_END_RE = /\s*(?:(?<![:\-\s]) {5,}(?=[A-Z]{2,}\b)|,(?!\s*(?:inc|llc|ltd|l\.?p|corp|co|n\.a|s\.a|plc|gmbh|b\.v)\b\.?)|\(|\n|\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}(?:corporation|company|limited|partnership|association|entity|organization|organisation|university|bank)\b|\s+(?:located|having|with (?:a|an|its) (?:place|principal|office|address|registered)|whose|is (?:a|an)\b|of \[|residing|organi[sz]ed|incorporated|registered)\b|\s+\d)/i;
const SUFFIX = String.raw`(?:Inc|INC|LLC|L\.L\.C|Ltd|LTD|Limited|LIMITED|Corp|CORP|Corporation|CORPORATION|Company|COMPANY|GmbH|AG|plc|PLC|L\.P|LP|S\.A|B\.V|N\.V|S\.p\.A|KG)\b\.?`;
/** A company's name up to its legal form, chained forms included ("... COMPANY, INC.", "... & COMPANY LIMITED"). */
const COMPANY_SUFFIX_RE = new RegExp(String.raw`^(.*?\b${SUFFIX}(?:,?\s+${SUFFIX})*)`);

/** The most parties read from an opening (an agency agreement may name a holding company, its bank, a mid-tier company and an agent). */
const MAX_PARTIES = 8;

function partiesByDefinition(head: string): Party[] {
  const endAt = head.slice(150).search(OPENING_END_RE);
  const region = endAt >= 0 ? head.slice(0, endAt + 150) : head.slice(0, 2500);
  const parties: Party[] = [];
  let prevEnd = 0;
  let lastWasParty = false;
  PARTY_DEF_RE.lastIndex = 0;
  for (let m: RegExpExecArray | null; (m = PARTY_DEF_RE.exec(region)) && parties.length < MAX_PARTIES; ) {
    // an unquoted definition counts only as a capitalised word: '(the Company)', not '(the date hereof)'
    if (m[3] !== undefined && !/^[A-Z][a-z]+$/.test(m[3])) continue;
    // a bare "(Supplier)" closing a party's entry in a numbered list of parties (English and Australian precedents print
    // the term in bold, unquoted) counts only when the text goes on to use it as a name ("the Supplier", "Supplier
    // shall"), which a place or a registration in brackets is not
    if (m[4] !== undefined && (!/^[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?$/.test(m[4]) || JURISDICTION_RE.test(m[4]) || !LISTED_PARTY_RE.test(region.slice(prevEnd, m.index)) || !usesAsTerm(head.slice(m.index + m[0].length), m[4]))) continue;
    let def = (m[1] ?? m[2] ?? m[3] ?? m[4]).trim().replace(/^the\s+/i, '');
    // '("you" or "Customer")': the role word, not the pronoun, is the party's term
    if (PRONOUN_TERM_RE.test(def)) {
      const other = [...m[0].matchAll(/["“]([^"”]{1,40})["”]/g)].map((q) => q[1].trim().replace(/^the\s+/i, '')).find((q) => !PRONOUN_TERM_RE.test(q));
      if (other) def = other;
    }
    const segment = region.slice(prevEnd, m.index);
    prevEnd = m.index + m[0].length;
    const afterParty = lastWasParty;
    lastWasParty = false;
    if (NOT_A_PARTY_RE.test(def) && !/^(?:the )?(?:company|contractor)$|^party\s+[a-d]$/i.test(def)) continue;
    // a defined term for what the contract is about, a property or an asset ("the Premises", "the Property", "the
    // Equipment"), is no party, though it follows the parties' definitions as a third would; after two parties it
    // ends the opening's list of them
    // (not a company's short name: 'Talent House LLC ("Talent House")', 'Greenhouse Holdings plc ("Greenhouse")')
    if (ASSET_TERM_RE.test(def) && !new RegExp(String.raw`\b${escapeRegExp(def).replace(/\s+/g, String.raw`\s+`)}\b[\s,]*${SUFFIX}[\s,]*$`).test(segment.slice(-160))) {
      if (parties.length >= 2) break;
      continue;
    }
    // past the opening: a third party must follow the second as the second followed the first
    if (parties.length >= 2 && (segment.length > 400 || !NEXT_PARTY_RE.test(segment))) break;
    // a second definition of the same party ('X ("LEADER"), a Nevada corporation (hereinafter "Leader")')
    if (afterParty && !NEXT_PARTY_RE.test(segment)) { lastWasParty = true; continue; }
    lastWasParty = true;
    // a party described by the place a form names it in ("the customer named in the Order Form ("Customer")") is
    // known by that description: its name is not in the document (and is not the place's name)
    const described = DESCRIBED_BY_PLACE_RE.exec(segment);
    const name = described ? described[1].replace(/\s+/g, ' ') : partyNameIn(segment, parties.length === 0);
    // no name before the definition (a heading, a statute): the next definition is not this one's second
    if (!name) lastWasParty = false;
    if (!name || parties.some((p) => p.name === name)) continue;
    // 'between X, a New York corporation, ... and [*] ("Distributor")': the definition names the blank counterparty, not X
    if (parties.length === 0 && /\b(?:and|AND|And)\s+\[[^\]]{0,40}\]\s*$/.test(segment)) {
      parties.push({ name });
      continue;
    }
    const party: Party = { name, defined_as: def };
    const role = PARTY_ROLE_RE.exec(`${def} ${segment.slice(-300)}`);
    if (role) party.role = role[0].toLowerCase();
    parties.push(party);
  }
  return parties;
}

/**
 * The end of an opening's words for a party it describes rather than names, the name being given elsewhere: "the
 * customer named in the Order Form", "the entity identified on the Cover Page", "the licensee specified in Schedule 1";
 * or by its signing (session 24): "the clinic that signs the Order Form", "you, the person or business signing below",
 * "the employer that accepts this agreement online". The description starts at a lower-case article, so a name before it ("Moorland Foods plc, the customer named in the
 * Order Form") keeps the name.
 */
const DESCRIBED_BY_PLACE_RE = /(?:^|\b(?:and|between|among|with|to)\s+|^[\s,;]*)((?:the|a|an|each|any)\s+(?:[a-z][\w-]*\s+){1,3}(?:named|identified|specified|set\s+(?:out|forth)|listed|described|stated|indicated|designated)\s+(?:in|on|at)\s+(?:the\s+|an?\s+|each\s+|any\s+)?(?:(?:applicable|relevant|signed|executed)\s+)?(?:[A-Z][\w-]*\s+){0,3}(?:[A-Z][\w-]*|\d{1,3})|(?:you,?\s+)?(?:the|a|an|each|any)\s+(?:[a-z][\w-]*\s+){1,4}?(?:(?:that|who|which)\s+(?:signs?|accepts?|executes?|completes?)|signing|accepting|executing)\b(?:\s+[\w-]+){0,5}?)\s*[,(]?\s*(?:the\s*)?$/;

/** The party's name in the text before its definition. */
function partyNameIn(segment: string, first: boolean): string | null {
  let from = 0;
  if (first) {
    let intro: RegExpExecArray | null = null;
    FIRST_PARTY_INTRO_RE.lastIndex = 0;
    for (let m: RegExpExecArray | null; (m = FIRST_PARTY_INTRO_RE.exec(segment)); ) intro = m;
    if (intro) from = intro.index + intro[0].length;
    else {
      const para = segment.search(/\n\s*\n(?![\s\S]*\n\s*\n)/);
      if (para >= 0) from = para + /\n\s*\n/.exec(segment.slice(para))![0].length;
    }
  } else {
    const sep = NEXT_PARTY_RE.exec(segment);
    if (sep) from = sep[0].length;
  }
  // (a name the opening quotes: 'between "Alpenblick Telecom Holding AG", a company ...')
  let text = segment.slice(from).replace(/^[\s,.;:)]+/, '').replace(/^["“](?=[A-Z][^"”\n]{1,100}["”])/, '');
  // (a description set off before the name by a comma: "between professional golfer, TOM WATSON, (hereinafter ...)",
  // "between recording artist, Jane Doe (the "Artist")")
  // (not the connector "on the one hand, ...", which other readers take the parties' sides from)
  const described = /^(?!(?:on|of)\s+the\s+(?:one|other|first|second)\b)(?:[a-z]+\s+){0,3}[a-z]+,\s+(?=[A-Z])/.exec(text);
  if (described) text = text.slice(described[0].length);
  // "... to retain Gianluca Rotino": the name is the capitalised run, not the words that lead to it
  const lead = /^(?:[a-z]+\s+)+(?=[A-Z])/.exec(text);
  if (lead && /^[A-Z]/.test(text.slice(lead[0].length))) text = text.slice(lead[0].length);
  const end = NAME_END_RE.exec(text);
  let name = (end ? text.slice(0, end.index) : text).replace(/\s+/g, ' ').trim();
  const suffix = COMPANY_SUFFIX_RE.exec(name);
  if (suffix) name = suffix[1];
  else {
    // a number inside a company's name ("WPP 2005 LIMITED (registered number ...)"), not an address after it
    const whole = COMPANY_SUFFIX_RE.exec((/^[^,(\n]{2,80}/.exec(text)?.[0] ?? '').replace(/\s+/g, ' ').trim());
    if (whole && whole[1].startsWith(name) && /^[\s\d]/.test(whole[1].slice(name.length))) name = whole[1];
  }
  name = name.replace(/[\s,;:'’"“”]+$/, '');
  if (name.length < 2 || name.length > 100 || !/[A-Za-z]/.test(name) || /^(?:the )?(?:parties|party)$/i.test(name)) return null;
  return cleanPartyName(name);
}

/**
 * A party's name without the date or term phrase glued to it in the opening ("THE SCOTTS COMPANY LLC Effective as
 * of September 30", "X and Y. The effective term is ..."); null when what is left is no name ("EffectiveDate",
 * "is effective this ___ day of", "Developer and Client on the Effective Date").
 */
export function cleanPartyName(name: string): string | null {
  // a list number, a label or the words that introduce the parties before the name ("1. ", "Party A: ", "by and between ")
  // (and a filing's source line run in after a title page's name: "... COMPANY Source: ASTORIA CERAMICS INC, 8-K")
  name = name.replace(/\s+dated\b(?:\s*:|\s+as\s+of|\s+\d|\s+(?=[A-Z]))[\s\S]*$/i, '').replace(/\s+Source:[\s\S]*$/, '').replace(NAME_LEAD_RE, '');
  if (/\beffective\s*date\b|\beffective as of\b|\bday of\b|^(?:is|was|dated|as of)\b|^effective\s*(?:date|as of|this|on)\b/i.test(name)) {
    const cut = /\s+(?:(?:is\s+)?effective\b|dated\b|as of\b|on the effective\s*date\b)/i.exec(name);
    if (!cut || cut.index === 0) return null;
    name = name.slice(0, cut.index);
  }
  name = name.replace(/\.\s+The\s+(?:effective|term)\b[\s\S]*$/, '').replace(/[\s,;:'’"“”]+$/, '');
  if (/\beffective\s*date\b|\bday of\b|^(?:is|was|dated|as of)\b|^effective\s*(?:date|as of|this|on)\b/i.test(name) || name.length < 2) return null;
  // a date run in, or a word of the description that follows ("NIGEL CROCKETT of")
  name = name.replace(TRAILING_DATE_RE, '').replace(/\s+(?:of|at)$/, '');
  if (NOT_A_NAME_RE.test(name) || ENDS_IN_FUNCTION_WORD_RE.test(name) || MONTH_ONLY_RE.test(name) || (/\bagreement\b/i.test(name) && !COMPANY_SUFFIX_RE.test(name))) return null;
  return name;
}

/** What may stand before a party's name and is no part of it: a list number, a label ("Party A:", "SPONSOR:"), "by and between". */
const NAME_LEAD_RE = /^(?:(?:\d{1,2}(?:\.\d{1,2})*\.?|\(\w{1,3}\)|[a-z]\))\s+(?=[A-Z])|[A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)?:\s+(?=[A-Z0-9])|(?:by\s+and\s+)?(?:between|among)\s+(?=\S))+/;
/** A date run into the name's end ("NORDVIK GROUP AG January 5, 2015"). */
const TRAILING_DATE_RE = new RegExp(String.raw`,?\s+${MONTH_RE}\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?$`, 'i');
/** A month alone, or a month and day ("January", "May 3"): the opening's date, not a party. */
const MONTH_ONLY_RE = new RegExp(String.raw`^${MONTH_RE}(?:\s+\d{1,2}(?:st|nd|rd|th)?)?(?:,?\s+\d{4})?$`, 'i');
/**
 * Words a name does not carry: a sentence's verbs and cross-references ("shall", "hereto", "set forth", "pursuant to"), a
 * heading ("Exhibit", "Section 2"), the connectors between parties ("on the other hand"), a statute ("... Act").
 */
const NOT_A_NAME_RE = /\b(?:shall|will|hereby|hereto|hereof|herein|hereunder|whereas|pursuant|means|set\s+forth|with\s+respect\s+to|in\s+accordance\s+with|desires?|agrees?)\b|^(?:exhibit|schedule|annex|appendix|attachment|section|article|(?:on|of)\s+the\s+(?:one|other|first|second)\s+(?:hand|part)|each\s+of)\b|\b(?:act|code)$/i;
/** A name does not end in a function word written in lower case ("... the Securities Exchange Act of"; "S.A" may end in "A"). */
const ENDS_IN_FUNCTION_WORD_RE = /\s(?:of|on|to|and|or|the|a|an|for|by|in|at|as|with|between|among)$/;

const PARTY_ROLE_RE = /(?:disclos|discloser|recipient|receiving|licensor|licensee|customer|vendor|supplier|provider|consultant|company|employer|employee)/i;

/**
 * A name read up to its first comma, with the legal form that follows it ("ORBITAL DEVICES" in "ORBITAL DEVICES, INC.
 * and ...") and without a place after an abbreviated form ("Tianhe Bio Ltd. of Guangzhou"; not "Insurance Company of
 * America", where the place is part of the name).
 */
function withLegalForm(name: string, part: string): string {
  const line = (/^\s*(?:\d\)\s*)?(?:the\s+)?([^(\n]{2,160})/.exec(part)?.[1] ?? '').replace(/\s+/g, ' ');
  const whole = COMPANY_SUFFIX_RE.exec(line);
  if (whole && whole[1].startsWith(name) && new RegExp(String.raw`^(?:,?\s+${SUFFIX})+$`).test(whole[1].slice(name.length))) return whole[1];
  const cut = COMPANY_SUFFIX_RE.exec(name);
  if (cut && /^\s+of\s+[A-Z]/.test(name.slice(cut[1].length)) && !/(?:company|corporation|limited)$/i.test(cut[1])) return cut[1];
  return name;
}

function partiesBySplit(head: string): Party[] {
  const m = /\bbetween\b[:\s]+([\s\S]{0,1400})/i.exec(head);
  if (!m) return [];
  // (a legal form's full stop, "B.V." or "Inc." at a line's end, is no sentence's end)
  const firstPara = m[1].split(/(?<!\b(?:[A-Z]\.[A-Z]|Inc|INC|Ltd|LTD|Corp|CORP|Co|CO|Pty|PTY))\.\s*\n|\n\s*\n(?=[^\n]{120,})/)[0];
  // (a title page's "by and between / X / and / Y" keeps its second party: no cut after a line that is only "and")
  const region = firstPara.split(/(?<!\n[ \t]*(?:and|AND|&)[ \t]*)\n\s*\n(?=[A-Z]{4,}|WHEREAS|RECITALS|NOW|BACKGROUND)|WHEREAS|RECITALS|\bNOW,? THEREFORE\b/)[0];
  const parts = region.split(/\)\s*[,;]?\s*(?:and|&)\s+|;\s*and\s+|,\s+and\s+(?=[A-Z])|(?<=\d{3})\s+and\s+(?=[A-Z])|\s+and\s+(?=[A-Z][A-Za-z&.,' ]+(?:Inc|LLC|Ltd|Limited|Corporation|Corp|Company|GmbH|plc|L\.P|LP|S\.A|B\.V|N\.V|AG)\b)|(?<=\b(?:INC|LLC|LTD|LIMITED|CORPORATION|CORP|COMPANY|GMBH|PLC|L\.P|LP|S\.A|B\.V|N\.V|AG)\.?)\s+(?:and|AND)\s+(?=[A-Z][A-Z&.,' ]+(?:INC|LLC|LTD|LIMITED|CORPORATION|CORP|COMPANY|GMBH|PLC|L\.P|LP|S\.A|B\.V|N\.V|AG)\b)|\n\s*(?:and|AND|&)\s*\n|\n\s*\d\)\s*/);
  const parties: Party[] = [];
  for (const p of parts.slice(0, 4)) {
    // (a name may open in lower case when a capital follows: "iBio Inc.", "eFashion Solutions")
    const nameMatch = /^\s*(?:\d\)\s*)?(?:the\s+)?((?:[A-Z<]|[a-z](?=[a-z]{0,3}[A-Z]))[^,(\n]{1,100}?)\s*(?:,|\(|\n|$|\b(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:[Cc]orporation|[Cc]ompany|[Ll]imited|[Pp]artnership|[Ee]ntity)\b|\s+located at\b|\s+(?:ABN|ACN|ARBN|CIN|UEN|CVR)\b)/.exec(p);
    if (!nameMatch) continue;
    const name = cleanPartyName(withLegalForm(nameMatch[1].replace(/\s+/g, ' ').trim().replace(/[,;'’]$/, ''), p));
    if (!name || /^(?:the )?(?:parties|party)$/i.test(name)) continue;
    const def = /\((?:[^()"“]{0,60})?["“]([^"”()]{1,40})["”]/.exec(p);
    const party: Party = { name };
    if (def && !NOT_A_PARTY_RE.test(def[1])) party.defined_as = def[1].trim();
    const role = PARTY_ROLE_RE.exec(p.slice(0, 400));
    if (role) party.role = role[0].toLowerCase();
    parties.push(party);
  }
  return parties;
}
