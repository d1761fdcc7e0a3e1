/**
 * Measurable tiers (session 28, tiers28): the quantity a check's preferred position or fallback names (a percentage, a
 * number of hours, days or business days, a number of times a year), read from the sentences that decide the check and
 * compared with the playbook's tiers (`detection.tiers`, types.ts `QuantityTier`). One reader for every check and unit:
 * durations as keyterms.ts reads them (numbers in words, in figures or both, "thirty (30) days"), plus hours, business
 * days kept apart from calendar days, ordinals ("on the tenth (10th) working day"), percentages ("twelve per cent",
 * "99.5%", "7,5 %") and multipliers ("the previous year's fee multiplied by 1.08"), and frequencies ("twice in any
 * calendar year", "quarterly", "once every two years").
 */
import type { QuantityTier } from './types.js';
import { NUM, parseNumber } from './keyterms.js';
import { countWords } from './words.js';

/** One quantity a sentence states, in the tier's unit, with where it stands in the sentence. */
export interface Stated { value: number; label: string; at: number; ceiling?: boolean; /** the words' length where the label says more than them */ length?: number }

/** Hours in each unit of time a contract counts in (a business day is a calendar day and two-fifths: five in a week; a month thirty days). */
const HOURS: Record<string, number> = { hour: 1, business_hour: 1, day: 24, business_day: 24 * 7 / 5, week: 168, month: 720, year: 8760 };
const TIER_HOURS: Record<string, number> = { hours: 1, days: 24, business_days: 24 * 7 / 5, months: 720 };

const UNIT = String.raw`(business\s+hours?|working\s+hours?|hours?|business\s+days?|working\s+days?|banking\s+days?|calendar\s+days?|days?|weeks?|months?|years?)`;
/** "ninety-six (96) hours", "4 (four) days", "two (2) weeks", "twelve months", "one-year", "10 Business Days". */
const COUNT_RE = new RegExp(String.raw`\b(${NUM})\s*(?:\(\s*(${NUM})\s*\))?[\s-]*(?:(?:full|clear|consecutive)\s+)?${UNIT}\b`, 'gi');
const ORDINAL_WORDS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11,
  twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19,
  twentieth: 20, thirtieth: 30, sixtieth: 60, ninetieth: 90,
};
/** "the second (2nd) Business Day after", "the 10th working day following". */
const TENS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const ORDINAL_RE = new RegExp(String.raw`\b((?:(?:${TENS})[\s-])?(?:${Object.keys(ORDINAL_WORDS).join('|')})|\d{1,3}(?:st|nd|rd|th))\s*(?:\(\s*(\d{1,3})(?:st|nd|rd|th)?\s*\))?\s+(?:full\s+)?${UNIT}\s+(?:after|following|from|of)\b`, 'gi');
const TENS_VALUE: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
/** "twenty-first" 21, "tenth" 10, "21st" 21. */
function ordinalValue(w: string): number {
  const t = w.toLowerCase().split(/[\s-]+/);
  if (t.length === 2) return (TENS_VALUE[t[0]] ?? 0) + (ORDINAL_WORDS[t[1]] ?? 0);
  return ORDINAL_WORDS[t[0]] ?? parseInt(t[0], 10);
}

function unitKey(u: string): string {
  const t = u.toLowerCase().replace(/\s+/g, ' ');
  if (/^(?:business|working) hours?$/.test(t)) return 'business_hour';
  if (t.startsWith('hour')) return 'hour';
  if (/^(?:business|working|banking) days?$/.test(t)) return 'business_day';
  if (/days?$/.test(t)) return 'day';
  if (t.startsWith('week')) return 'week';
  if (t.startsWith('month')) return 'month';
  return 'year';
}

/** Periods of time a sentence states, in hours, with their words and where they stand. */
function periods(s: string): { hours: number; label: string; at: number; end: number }[] {
  const out: { hours: number; label: string; at: number; end: number }[] = [];
  COUNT_RE.lastIndex = 0;
  for (let m: RegExpExecArray | null; (m = COUNT_RE.exec(s)); ) {
    const n = m[2] && /^\d/.test(m[2]) ? Number(m[2]) : parseNumber(m[1]);
    if (n === null || !Number.isFinite(n) || n <= 0) continue;
    out.push({ hours: n * HOURS[unitKey(m[3])], label: m[0].trim(), at: m.index, end: m.index + m[0].length });
  }
  ORDINAL_RE.lastIndex = 0;
  for (let m: RegExpExecArray | null; (m = ORDINAL_RE.exec(s)); ) {
    // (the digits in brackets decide where both are given: "the twenty-first (21st) working day")
    const n = m[2] ? Number(m[2]) : ordinalValue(m[1]);
    if (!Number.isFinite(n) || n <= 0 || out.some((p) => p.at < m!.index + m![0].length && p.end > m!.index)) continue;
    out.push({ hours: n * HOURS[unitKey(m[3])], label: m[0].replace(/\s+(?:after|following|from|of)$/i, '').trim(), at: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** "12%", "7,5 %", "twelve per cent", "ninety-nine point five per cent (99.5%)" (the figures), "seven and a half percent". */
const PERCENT_RE = /\b(\d{1,3}(?:[.,]\d{1,3})?)\s*(?:%|per\s?cent\b|percent\b)/gi;
const PERCENT_WORDS_RE = new RegExp(String.raw`(?<!\bpoint\s)\b(${NUM})(\s+and\s+a\s+half)?\s+(?:per\s?cent|percent)\b(?!\s*\(\s*\d)`, 'gi');
/** "multiplied by 1.08", "multiplied by 1,50", "times 1.1": an increase of the multiplier less one. */
const MULTIPLIER_RE = /\b(?:multiplied\s+by|times)\s+(\d(?:[.,]\d{1,4}))\b/gi;

function percents(s: string): { value: number; label: string; at: number }[] {
  const out: { value: number; label: string; at: number }[] = [];
  PERCENT_RE.lastIndex = 0;
  for (let m: RegExpExecArray | null; (m = PERCENT_RE.exec(s)); ) out.push({ value: Number(m[1].replace(',', '.')), label: m[0].trim(), at: m.index });
  PERCENT_WORDS_RE.lastIndex = 0;
  for (let m: RegExpExecArray | null; (m = PERCENT_WORDS_RE.exec(s)); ) {
    const n = parseNumber(m[1]);
    if (n !== null && n > 0) out.push({ value: n + (m[2] ? 0.5 : 0), label: m[0].trim(), at: m.index });
  }
  MULTIPLIER_RE.lastIndex = 0;
  for (let m: RegExpExecArray | null; (m = MULTIPLIER_RE.exec(s)); ) {
    const x = Number(m[1].replace(',', '.'));
    const value = Math.round((x - 1) * 10000) / 100;
    // (where the multiplier stands, after the words that cue it)
    if (x > 1 && x < 3) out.push({ value, label: `${m[0].trim()} (${value}%)`, at: m.index + m[0].lastIndexOf(m[1]) });
  }
  return out;
}

/** How often a sentence lets something happen, in times a year: "twice in any calendar year", "quarterly", "once every two years". */
const FREQUENCY_RES: [RegExp, (m: RegExpExecArray) => number | null][] = [
  [new RegExp(String.raw`\b(once|twice|thrice|(${NUM})\s*(?:\(\s*\d+\s*\)\s*)?times?)\s+(?:(?:in|during|per|a|an|each|every|in\s+any|in\s+each|within\s+any)\s+)+(?:(?:calendar|contract|financial|fiscal|licen[cs]e)\s+)?(?:(${NUM})\s*(?:\(\s*\d+\s*\)\s*)?[\s-]*)?(years?|months?|quarters?)\b`, 'gi'),
    (m) => {
      const times = /^once/i.test(m[1]) ? 1 : /^twice/i.test(m[1]) ? 2 : /^thrice/i.test(m[1]) ? 3 : parseNumber(m[2] ?? '');
      const span = m[3] ? parseNumber(m[3]) : 1;
      if (times === null || span === null || span <= 0) return null;
      const perYear = /^year/i.test(m[4]) ? 1 : /^quarter/i.test(m[4]) ? 4 : 12;
      return (times * perYear) / span;
    }],
  [/\b(?:once|one\s+time)\s+(?:only\s+)?(?:during|in|over)\s+(?:the|its|this|each)\s+(?:\w+\s+)?(?:term|agreement)\b/gi, () => 0],
  // ("at any time" and "from time to time" are not read: they often mean whenever the other limits allow)
  [/\b(annually|yearly|every\s+year|each\s+year|semi-?annually|bi-?annually|half-?yearly|every\s+six\s+months|quarterly|every\s+quarter|monthly|every\s+month|each\s+month|weekly|every\s+week)\b/gi,
    (m) => {
      const w = m[1].toLowerCase().replace(/\s+/g, ' ');
      if (/^(?:annually|yearly|every year|each year)$/.test(w)) return 1;
      if (/^(?:semi-?annually|bi-?annually|half-?yearly|every six months)$/.test(w)) return 2;
      if (/quarter/.test(w)) return 4;
      if (/month/.test(w)) return 12;
      return 52;
    }],
];

function frequencies(s: string): { value: number; label: string; at: number }[] {
  const out: { value: number; label: string; at: number }[] = [];
  for (const [re, value] of FREQUENCY_RES) {
    re.lastIndex = 0;
    for (let m: RegExpExecArray | null; (m = re.exec(s)); ) {
      if (out.some((o) => o.at <= m!.index && m!.index < o.at + o.label.length)) continue;
      const v = value(m);
      if (v !== null) out.push({ value: v, label: m[0].trim(), at: m.index });
    }
  }
  return out;
}

const compiled = new WeakMap<QuantityTier, { cue: RegExp; not: RegExp | null; notAfter: RegExp | null; ceiling: RegExp | null; sentence: RegExp | null; within: RegExp | null }>();
function compiledOf(t: QuantityTier) {
  let c = compiled.get(t);
  if (!c) {
    c = {
      cue: new RegExp(t.cue, 'i'),
      not: t.not ? new RegExp(t.not, 'i') : null,
      notAfter: t.not_after ? new RegExp(t.not_after, 'i') : null,
      ceiling: t.ceiling ? new RegExp(t.ceiling, 'i') : null,
      sentence: t.sentence ? new RegExp(t.sentence, 'i') : null,
      within: t.within ? new RegExp(t.within, 'i') : null,
    };
    compiled.set(t, c);
  }
  return c;
}

/**
 * The quantities of the tier's kind a sentence states, in the tier's unit: each one that follows the tier's cue within
 * its window (default 120 characters, not across a semicolon) and has none of its `not` words around it.
 */
export function statedQuantities(s: string, tier: QuantityTier): Stated[] {
  const c = compiledOf(tier);
  if (c.sentence && !c.sentence.test(s)) return [];
  const monthsOf = tier.months_of ? new RegExp(String.raw`^['’]?s?\s*(?:\(\s*\w+\s*\)\s*)?(?:of\s+)?(?:[\w'’-]+\s+){0,5}?(?:${tier.months_of})`, 'i') : null;
  const found = tier.unit === 'percent' ? [...percents(s), ...(monthsOf ? periods(s).filter((p) => p.hours >= HOURS.month * 0.9 && monthsOf.test(s.slice(p.end))).map((p) => {
    const value = Math.round((p.hours / HOURS.month / 12) * 1000) / 10;
    return { value, label: `${p.label} (${value}% of a year)`, at: p.at, length: p.end - p.at };
  }) : [])]
    : tier.unit === 'per_year' ? frequencies(s)
    : periods(s).map((p) => ({ value: p.hours / TIER_HOURS[tier.unit], label: p.label, at: p.at }));
  const window = tier.window ?? 120;
  return found.filter((q: Stated) => {
    const len = q.length ?? q.label.length;
    const before = s.slice(Math.max(0, q.at - window), q.at);
    const clause = before.slice(before.lastIndexOf(';') + 1);
    const after = tier.cue_after ? s.slice(q.at + len, q.at + len + tier.cue_after) : '';
    if (!c.cue.test(clause) && !(after && c.cue.test(after.slice(0, (after.indexOf(';') + 1 || after.length + 1) - 1)))) return false;
    if (c.not && c.not.test(s.slice(Math.max(0, q.at - 40), q.at + len + 40))) return false;
    if (c.notAfter && c.notAfter.test(s.slice(q.at + len, q.at + len + 40))) return false;
    if (tier.range && (q.value < tier.range[0] || q.value > tier.range[1])) return false;
    return true;
  }).map((q) => (c.ceiling && c.ceiling.test(s.slice(Math.max(0, q.at - 120), q.at)) ? { ...q, ceiling: true } : q));
}

/** A sentence that is only a heading: "3. Survival.", "12.4 Rent Review", "ACCESS". */
export function headingOnly(s: string): boolean {
  return HEADING_ONLY_RE.test(s);
}
const HEADING_ONLY_RE = /^\s*(?:(?:section|clause|article)\s+)?(?:[\dA-Za-z]{1,3}(?:\.\d{1,3})*[.)]?\s+)?[A-Z][\w'’&-]*(?:\s+(?:of|and|the|to|for|on|[A-Z][\w'’&-]*)){0,5}\s*[.:]?\s*$/;

/** The sentences a tier reads: the check's topic sentences, and with `within` every sentence of the tier's own kind. */
export function tierSentences(tier: QuantityTier, sentences: readonly string[], topic: readonly number[]): readonly number[] {
  const within = compiledOf(tier).within;
  // (a topic sentence that is only a heading, "3. Survival.", states its quantity in the sentence under it)
  const headed = topic.filter((i) => HEADING_ONLY_RE.test(sentences[i]) && i + 1 < sentences.length).map((i) => i + 1);
  if (!within && !headed.length) return topic;
  const read = new Set([...topic, ...headed]);
  if (!within) return [...read].sort((a, b) => a - b);
  sentences.forEach((t, k) => { if (within.test(t)) read.add(k); });
  return [...read].sort((a, b) => a - b);
}

/** The position a quantity reaches against the tiers: beyond the fallback, beyond the preferred, or within it. */
export function tierPosition(tier: QuantityTier, q: Stated, noticeDays: number | null): 'preferred' | 'acceptable' | 'unacceptable' {
  const beyond = (limit: number) => (tier.direction === 'max' ? q.value > limit + 1e-9 : q.value < limit - 1e-9);
  if (tier.preferred !== undefined && !beyond(tier.preferred)) return 'preferred';
  if (tier.fallback !== undefined) return beyond(tier.fallback) ? 'unacceptable' : 'acceptable';
  // (a ceiling the clause sets is a cap, however far beyond the preferred one: the fallback)
  if (q.ceiling) return 'acceptable';
  // (no fallback quantity: beyond the preferred is the fallback only on the notice it names)
  if (tier.notice_days !== undefined) return noticeDays !== null && noticeDays >= tier.notice_days ? 'acceptable' : 'unacceptable';
  // (the fallback is another mechanism, an open-market review: a fixed quantity beyond the preferred is beyond it)
  if (tier.other_fallback) return 'unacceptable';
  return 'acceptable';
}

/** The longest period of notice a sentence states, in days, where it speaks of notice ("notified ... at least 60 days before"). */
export function statedNoticeDays(s: string): number | null {
  if (!/\bnoti(?:ce|f\w*)|\bin\s+advance\b|\bbeforehand\b/i.test(s)) return null;
  const days = periods(s).filter((p) => p.hours < HOURS.year).map((p) => p.hours / 24);
  return days.length ? Math.max(...days) : null;
}

const UNIT_WORDS: Record<QuantityTier['unit'], string> = { hours: 'hours', days: 'days', business_days: 'business days', months: 'months', percent: '%', per_year: 'a year' };

/** A tier in words: "at most seventy-two (72) hours", "at least 99.5 %", "at most twice a year". */
export function tierWords(tier: QuantityTier, n: number): string {
  const bound = tier.direction === 'max' ? 'at most' : 'at least';
  if (tier.unit === 'percent') return `${bound} ${n}%`;
  if (tier.unit === 'per_year') return `${bound} ${n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`} a year`;
  return `${bound} ${Number.isInteger(n) ? countWords(n) : n} ${UNIT_WORDS[tier.unit]}`;
}

/**
 * The note of a quantity beyond the fallback: what the clause states, and the playbook's tiers ("The conformity warranty
 * runs fourteen (14) days after delivery; the fallback is at least thirty (30) days, the preferred at least ninety (90) days").
 */
export function tierNote(tier: QuantityTier, stated: Stated, problem: string): string {
  const tiers = [
    tier.fallback !== undefined ? `the fallback is ${tierWords(tier, tier.fallback)}` : tier.notice_days !== undefined ? `the fallback needs at least ${countWords(tier.notice_days)} days' notice` : '',
    tier.preferred !== undefined ? `the preferred ${tierWords(tier, tier.preferred)}` : '',
  ].filter(Boolean).join(', ');
  return `${problem}: ${tier.measure} ${stated.label}${tiers ? `; ${tiers}` : ''}`;
}
