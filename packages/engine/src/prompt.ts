/**
 * What a drafting prompt asks for, read from natural phrasing: the parties and their roles, mutual or
 * one-way, the term, renewal, notice periods, governing law, purpose, the liability cap, restrictive
 * covenants, payment and breach-notification periods, amounts (salary, rent) and any clause asked for
 * or refused by name. Durations are attributed to the nearest term they qualify ("a 12-month
 * non-solicit", "auto-renews for one-year terms unless 60 days' notice is given").
 */
import { jurisdictionNameFromCode, normaliseJurisdiction, parseDate, parseDurations, parseNumber } from './keyterms.js';
import { clauseTaxonomy } from './taxonomy.js';
import { findAmounts } from './money.js';
import { durationWords } from './words.js';
import escapeRegExp from 'escape-string-regexp';

/** The two sides of a contract: `a` buys, licenses, rents, controls, employs or discloses; `b` is the other. */
export type Side = 'a' | 'b';

export interface PromptParty {
  name: string;
  /** The role word the prompt gave ("customer", "licensor", "discloses"), lower case; null when none. */
  role: string | null;
  side: Side | null;
}

export interface PromptCap {
  /** Months of fees ("the fees paid in the twelve months before the claim"). */
  months_of_fees?: number;
  amount?: { value: number; currency: string };
}

export interface PromptFacts {
  parties: PromptParty[];
  mutual: boolean | null;
  term_months: number | null;
  /** Renewal asked for: automatic or not, and the length of each renewal term in months. */
  renewal: { automatic: boolean; months: number | null } | null;
  renewal_notice_days: number | null;
  /** Notice to terminate (for convenience), in days. */
  notice_days: number | null;
  survival_months: number | null;
  non_solicit_months: number | null;
  non_compete_months: number | null;
  payment_days: number | null;
  breach_notice_hours: number | null;
  governing_law: string | null;
  purpose: string | null;
  cap: PromptCap | null;
  salary: { value: number; currency: string } | null;
  rent: { value: number; currency: string } | null;
  job_title: string | null;
  /** The effective or start date (YYYY-MM-DD) the prompt gives. */
  effective_date: string | null;
  /** Each duration the prompt gave, in words as it gave them ("twelve (12) months"), by what it is for. */
  stated: Partial<Record<'term' | 'renewal' | 'renewal_notice' | 'notice' | 'survival' | 'non_solicit' | 'non_compete' | 'payment' | 'cap', string>>;
  /** Clause types the prompt asks to include, by name ("with a force majeure clause", "audit rights"). */
  include: string[];
  /** Clause types the prompt asks to leave out ("no non-compete", "without a residuals clause"). */
  exclude: string[];
}

const SUFFIX = String.raw`(?:,?\s+(?:Inc\.?|Incorporated|L\.?L\.?C\.?|Ltd\.?|Limited|Corp\.?|Corporation|Co\.|GmbH|AG|SE|S\.A\.?|SAS|SARL|B\.V\.|N\.V\.|plc|PLC|LLP|L\.P\.|LP|Pty\.? Ltd\.?|Pte\.? Ltd\.?|N\.A\.|S\.p\.A\.|S\.r\.l\.|Oy|AB|ApS|KK)(?![A-Za-z]))`;
const CAP_WORD = String.raw`(?:[A-Z]\.(?:[A-Z]\.)+|[A-Z][A-Za-z0-9'’&\-]*\.?)`;
const NAME = String.raw`(?:${CAP_WORD}(?:\s+(?:${CAP_WORD}|&|of|de|du|van|von|der|la))*${SUFFIX}?)`;

const SIDE_A_ROLES = ['customer', 'client', 'buyer', 'purchaser', 'licensee', 'tenant', 'lessee', 'controller', 'employer', 'company', 'discloser', 'disclosing party', 'subscriber'];
const SIDE_B_ROLES = ['provider', 'service provider', 'vendor', 'supplier', 'contractor', 'consultant', 'licensor', 'landlord', 'lessor', 'processor', 'employee', 'executive', 'recipient', 'receiving party'];
/** A word matched in either case, for patterns that must stay case-sensitive elsewhere (names start with a capital). */
const anyCase = (w: string) => w.replace(/[a-z]/g, (ch) => `[${ch}${ch.toUpperCase()}]`);
const ROLE = String.raw`(?:${[...SIDE_A_ROLES, ...SIDE_B_ROLES].sort((x, y) => y.length - x.length).map(anyCase).join('|')})`;
const VERB_ROLES: [RegExp, string][] = [
  [/^[\s),]*(?:discloses|will disclose|is disclosing|shares|will share|is sharing)\b/i, 'discloser'],
  [/^[\s),]*(?:receives|will receive|is receiving)\b/i, 'recipient'],
  [/^[\s),]*(?:licenses|licences|grants|is licensing|will license)\b/i, 'licensor'],
  [/^[\s),]*(?:hires?|employs?|is hiring|will employ|will hire)\b/i, 'employer'],
  [/^[\s),]*(?:leases|lets|rents out|is leasing)\b/i, 'landlord'],
  [/^[\s),]*(?:rents|is renting|takes a lease)\b/i, 'tenant'],
  [/^[\s),]*(?:provides?|supplies|supply|will provide|will supply|is providing|delivers?)\b/i, 'provider'],
  [/^[\s),]*(?:buys?|purchases?|subscribes?|engages?|retains?|is buying|will buy)\b/i, 'customer'],
  [/^[\s),]*(?:processes|will process)\b/i, 'processor'],
];
const NOT_NAMES = /^(?:NDA|MSA|SaaS|DPA|SOW|SLA|GDPR|Mutual|Non|One|Two|Draft|Please|Create|Write|A|An|The|This|Our|We|I|It|Master|Services?|Agreement|Consulting|Employment|Lease|Licen[cs]e|Data|Processing|Software|Standard|Delaware|New|English|Governed|Under|With|For|Between|And|Each|Either|Customer|Provider|Client|Licensee|Licensor|Tenant|Landlord|Controller|Processor|Employer|Employee|Company)$/;

const ABBREVIATION_END = /(?:\b(?:Inc|Ltd|Corp|Co|Pty|Bros|Jr|Sr|St)|\b[A-Z]\.[A-Z]|\.[A-Z])\.$/;

/** A job title ("Chief Financial Officer", "Senior Data Engineer"). */
const JOB_TITLE = String.raw`(?:[A-Z][a-z]+\s+){0,4}(?:Officer|Engineer|Manager|Director|Developer|Designer|Analyst|Counsel|Lead|Head of [A-Z][a-z]+|President|Scientist|Architect|Specialist|Associate|Representative|Accountant|Administrator|Coordinator|Nurse|Technician)`;

/** Capitalised words that open a sentence or name a document rather than begin a party's name. */
const LEADING_WORDS = /^(?:(?:Employing|Hiring|Engaging|Retaining|Draft|Drafting|Create|Prepare|Write|Make|Need|Please|Lease|Licen[cs]e|Consultancy|Consulting|Professional|Commercial|Patent|Software|Services?|Mutual|One-way|NDA|MSA|SaaS|DPA|An?|The|Our|We|Employment|Master)(?:\s+|$))+/;

function cleanName(s: string): string {
  let n = s.replace(/^(?:the|The)\s+/, '').replace(/[\s,]+$/, '').trim();
  if (n.endsWith('.') && !ABBREVIATION_END.test(n)) n = n.slice(0, -1);
  return n;
}

function sideOf(role: string | null): Side | null {
  if (!role) return null;
  if (SIDE_A_ROLES.includes(role)) return 'a';
  if (SIDE_B_ROLES.includes(role)) return 'b';
  return null;
}

function plausibleName(name: string): boolean {
  if (!name || name.length < 2) return false;
  const words = name.split(/\s+/);
  if (words.every((w) => NOT_NAMES.test(w.replace(/[,.]$/, '')))) return false;
  if (normaliseJurisdiction(name) === name) return false;
  return !NOT_NAMES.test(words[0]) || words.length > 1 && /[A-Z]/.test(words[1][0] ?? '');
}

/** The parties named in the prompt, in order of appearance, with the roles it gives them. */
function parseParties(prompt: string): PromptParty[] {
  const found: { name: string; role: string | null; at: number }[] = [];
  const add = (name: string, role: string | null, at: number) => {
    const n = cleanName(name);
    if (!plausibleName(n)) return;
    const prev = found.find((f) => f.name === n || f.name.startsWith(n) || n.startsWith(f.name));
    if (prev) {
      if (n.length > prev.name.length) prev.name = n;
      prev.role ??= role;
      return;
    }
    found.push({ name: n, role, at });
  };
  const roleParen = String.raw`(?:\s*\((?:[Tt]he\s+|as\s+(?:the\s+)?)?(${ROLE})\)|,?\s+as\s+(?:the\s+)?(${ROLE})\b|,\s+the\s+(${ROLE})\b)?`;
  const between = new RegExp(String.raw`\b[Bb]etween\s+(?:the\s+)?(?:(${ROLE})\s+)?(${NAME})${roleParen}\s*,?\s+and\s+(?:the\s+)?(?:(${ROLE})\s+)?(${NAME})${roleParen}`);
  const b = between.exec(prompt);
  if (b) {
    add(b[2], (b[1] ?? b[3] ?? b[4] ?? b[5])?.toLowerCase() ?? null, b.index);
    add(b[7], (b[6] ?? b[8] ?? b[9] ?? b[10])?.toLowerCase() ?? null, b.index + 1);
  }
  // "Acme Inc. discloses", "Beta LLC (provider)", "Gamma Ltd as licensor", "Landlord: Delta LLC", "with Jane Doe"
  const nameRe = new RegExp(NAME, 'g');
  let m: RegExpExecArray | null;
  while ((m = nameRe.exec(prompt))) {
    let name = m[0];
    let at = m.index;
    const lead = LEADING_WORDS.exec(name);
    if (lead) {
      name = name.slice(lead[0].length);
      at += lead[0].length;
      if (!name) continue;
    }
    const after = prompt.slice(at + name.length, at + name.length + 60);
    const before = prompt.slice(Math.max(0, at - 40), at);
    let role: string | null = null;
    const paren = new RegExp(String.raw`^\s*(?:\((?:the\s+|as\s+(?:the\s+)?)?(${ROLE})\)|,?\s+as\s+(?:the\s+|its\s+)?(${ROLE})\b|,\s+the\s+(${ROLE})\b|\s+is\s+the\s+(${ROLE})\b)`, 'i').exec(after);
    if (paren) role = (paren[1] ?? paren[2] ?? paren[3] ?? paren[4]).toLowerCase();
    const verb = VERB_ROLES.find(([re]) => re.test(after));
    if (!role && verb) role = verb[1];
    const pre = new RegExp(String.raw`\b(${ROLE})\s*(?::|is|will be|being)?\s*(?:the\s+)?$`, 'i').exec(before);
    if (!role && pre && !/\band\s*$/.test(before)) role = pre[1].toLowerCase();
    const objectOf = /\b(?:hires?|employs?|engages?|retains?|employing|hiring|engaging|retaining)\s+$/i.exec(before);
    const speaker = /\b(?:we|us|I)\s*[,(]\s*$/i.test(before);
    const toWhom = /\b(?:to|from)\s+$/i.exec(before);
    const withWhom = /\b(?:with|for|at|and)\s+$/i.exec(before);
    // the object of "hires" is an employee when a person, a provider when a company
    if (!role && objectOf) role = /employ/i.test(objectOf[0]) || (/hir/i.test(objectOf[0]) && !new RegExp(`${SUFFIX}$`).test(name)) ? 'employee' : 'provider';
    if (!role && new RegExp(String.raw`^,?\s+as\s+(?:an?\s+|the\s+|our\s+)?${JOB_TITLE}`).test(after)) role = 'employee';
    if (role || objectOf || toWhom || speaker || (withWhom && new RegExp(`${SUFFIX}$`).test(name))) add(name, role, at);
  }
  // "leases ... to X": X is the tenant; "licenses ... to X": the licensee; "discloses ... to X": the recipient
  const to = new RegExp(String.raw`\b(leases?|lets|licen[cs]es?|discloses?|provides?|supplies)\b[^.;]{0,80}?\bto\s+(?:the\s+)?(${NAME})`, 'g');
  while ((m = to.exec(prompt))) {
    const role = /leas|let/i.test(m[1]) ? 'tenant' : /licen/i.test(m[1]) ? 'licensee' : /disclos/i.test(m[1]) ? 'recipient' : 'customer';
    const f = found.find((x) => x.name === cleanName(m![2]));
    if (f && !f.role) f.role = role;
  }
  found.sort((x, y) => x.at - y.at);
  return found.slice(0, 4).map((f) => ({ name: f.name, role: f.role, side: sideOf(f.role) }));
}

type Slot = 'term' | 'renewal' | 'renewal_notice' | 'notice' | 'survival' | 'non_solicit' | 'non_compete' | 'payment' | 'breach' | 'cap' | 'warranty' | 'other';

/** Words that say what a nearby duration is for, most specific first. */
const SLOT_WORDS: [RegExp, Slot][] = [
  [/non-?solicit\w*|no[- ]solicit\w*|solicit\w*|poach\w*/gi, 'non_solicit'],
  [/non-?compet\w*|restrictive covenant|compet\w*/gi, 'non_compete'],
  [/renewal term|renew\w*|extension/gi, 'renewal'],
  [/surviv\w*|confidential for|after (?:termination|expiry|it ends)/gi, 'survival'],
  [/\bnotice\b|notify\w*|\bnotif\w*/gi, 'notice'],
  [/\bnet\b|payment|pay\b|paid|invoice\w*/gi, 'payment'],
  [/breach\w*|incident\w*/gi, 'breach'],
  [/\bcap\w*|liabilit\w*|fees/gi, 'cap'],
  [/warrant\w*/gi, 'warranty'],
  [/\bterm\b|duration|\blast\w*|\bfor\s*$|\bperiod\b|expir\w*/gi, 'term'],
];

interface Located { slot: Slot; at: number }

function slotsIn(phrase: string): Located[] {
  const out: Located[] = [];
  for (const [re, slot] of SLOT_WORDS) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(phrase))) {
      if (!out.some((o) => Math.abs(o.at - m!.index) < 3)) out.push({ slot, at: m.index });
      if (m[0].length === 0) re.lastIndex++;
    }
  }
  return out;
}

/** Clause types a prompt may ask for by name: the taxonomy's titles and types, and a few common synonyms. */
const REQUEST_SYNONYMS: [RegExp, string][] = [
  [/non-?solicit\w*|no[- ]solicit\w*/i, 'non_solicitation'],
  [/non-?compet\w*/i, 'non_compete'],
  [/residuals?\b/i, 'residuals'],
  [/audit (?:rights?|clause)|right to audit|\baudits?\b/i, 'audit_rights'],
  [/force majeure/i, 'force_majeure'],
  [/escrow/i, 'source_code_escrow'],
  [/\bexclusiv\w*/i, 'exclusivity'],
  [/most[- ]favou?red/i, 'most_favored_nation'],
  [/\binsurance\b/i, 'insurance'],
  [/non-?disparag\w*/i, 'non_disparagement'],
  [/right of first (?:refusal|offer|negotiation)/i, 'rofr_rofo_rofn'],
  [/\bpublicity\b|press releases?/i, 'publicity'],
  [/\barbitrat\w*|\bmediat\w*|dispute resolution/i, 'dispute_resolution'],
  [/service levels?|\bsla\b|uptime/i, 'service_levels'],
  [/liquidated damages/i, 'liquidated_damages'],
  [/change of control/i, 'change_of_control'],
  [/indemni\w*/i, 'indemnification'],
  [/transition (?:assistance|services)|post-termination services/i, 'post_termination_services'],
  [/third[- ]party beneficiar\w*/i, 'third_party_beneficiary'],
  [/\bwarrant(?:y|ies)\b/i, 'warranties'],
  [/\bcounterparts\b/i, 'counterparts'],
  [/covenant not to sue/i, 'covenant_not_to_sue'],
  [/revenue shar\w*|profit shar\w*|royalt\w*/i, 'revenue_profit_sharing'],
  [/minimum (?:commitment|purchase|order)/i, 'minimum_commitment'],
  [/joint(?:ly)? own\w*/i, 'joint_ip_ownership'],
  [/source code/i, 'source_code_escrow'],
];

function requestedTypes(prompt: string): { include: string[]; exclude: string[] } {
  const include: string[] = [];
  const exclude: string[] = [];
  const probes: [RegExp, string][] = [...REQUEST_SYNONYMS];
  for (const t of clauseTaxonomy()) {
    const title = t.title.toLowerCase().replace(/\s*\(.*\)$/, '');
    if (title.split(' ').length >= 2) probes.push([new RegExp(`\\b${escapeRegExp(title)}\\b`, 'i'), t.clause_type]);
  }
  for (const [re, type] of probes) {
    const m = re.exec(prompt);
    if (!m) continue;
    const before = prompt.slice(Math.max(0, m.index - 30), m.index);
    const negated = /\b(?:no|without|exclude|excluding|omit|omitting|not include|leave out|drop|remove|but not)\s+(?:an?\s+|any\s+|the\s+)?(?:[\w-]+\s+)?$/i.test(before);
    const list = negated ? exclude : include;
    if (!list.includes(type) && !(negated ? include : exclude).includes(type)) list.push(type);
  }
  return { include, exclude };
}

/** Adjectives for a jurisdiction's law ("German law", "English law"). */
const LAW_ADJECTIVES: Record<string, string> = {
  English: 'England and Wales', British: 'England and Wales', Scottish: 'Scotland', Irish: 'Ireland', German: 'Germany', French: 'France',
  Dutch: 'Netherlands', Swiss: 'Switzerland', Swedish: 'Sweden', Norwegian: 'Norway', Danish: 'Denmark', Finnish: 'Finland', Spanish: 'Spain',
  Portuguese: 'Portugal', Italian: 'Italy', Austrian: 'Austria', Belgian: 'Belgium', Luxembourgish: 'Luxembourg', Canadian: 'Canada',
  Australian: 'Australia', Singaporean: 'Singapore', Japanese: 'Japan', Chinese: 'China', Indian: 'India', Israeli: 'Israel', Brazilian: 'Brazil',
  Mexican: 'Mexico', Polish: 'Poland', Greek: 'Greece', Cypriot: 'Cyprus', Maltese: 'Malta', Korean: 'Korea',
};

function lawOf(prompt: string): string | null {
  const adjective = new RegExp(`\\b(${Object.keys(LAW_ADJECTIVES).join('|')})\\s+(?:law|governing law)\\b`).exec(prompt);
  if (adjective) return LAW_ADJECTIVES[adjective[1]];
  const code = /\b((?:US|CA|AU|GB)-[A-Z]{2,3})\b/.exec(prompt);
  if (code && jurisdictionNameFromCode(code[1])) return jurisdictionNameFromCode(code[1]);
  const ctx = /(?:governed by|governing law|laws? of|under|choice of law)[:\s]+(?:the\s+)?(?:laws?\s+of\s+)?(?:the\s+)?(?:(?:state|commonwealth|province)\s+of\s+)?([A-Z][A-Za-z' ]+)/.exec(prompt)
    ?? /\b([A-Z][A-Za-z' ]+?)\s+(?:law|governing law)\b/.exec(prompt);
  if (ctx) {
    const j = normaliseJurisdiction(ctx[1]);
    if (j) return j;
  }
  // written in lower case ("new york law", "under the laws of delaware")
  const lower = /(?:governed by|governing law|laws? of|under)[:\s]+(?:the\s+)?(?:laws?\s+of\s+)?(?:the\s+)?(?:(?:state|commonwealth|province)\s+of\s+)?([a-z][a-z' ]{2,40})|\b([a-z][a-z' ]{2,30}?)\s+law\b/i.exec(prompt);
  if (lower) {
    const words = (lower[1] ?? lower[2]).replace(/\b[a-z]/g, (c) => c.toUpperCase()).replace(/\b(And|Of|The)\b/g, (w) => w.toLowerCase());
    const j = normaliseJurisdiction(words);
    if (j) return j;
  }
  return null;
}

/** What the prompt says. */
export function parsePrompt(prompt: string): PromptFacts {
  const parties = parseParties(prompt);
  const facts: PromptFacts = {
    parties, mutual: null, term_months: null, renewal: null, renewal_notice_days: null, notice_days: null, survival_months: null,
    non_solicit_months: null, non_compete_months: null, payment_days: null, breach_notice_hours: null, governing_law: lawOf(prompt),
    purpose: null, cap: null, salary: null, rent: null, job_title: null, effective_date: null, stated: {}, ...requestedTypes(prompt),
  };
  if (/\b(?:one[- ]way|unilateral|one[- ]sided)\b/i.test(prompt)) facts.mutual = false;
  else if (/\b(?:mutual|two[- ]way|bilateral|reciprocal)\b/i.test(prompt)) facts.mutual = true;
  else if (parties.some((p) => p.role === 'discloser' || p.role === 'recipient')) facts.mutual = false;
  const noRenewal = /\b(?:no|without|not)\s+(?:an?\s+)?(?:auto(?:matic(?:ally)?)?[- ]?)?renew\w*|\bnon-renewable\b/i.test(prompt);
  if (noRenewal) facts.renewal = null;
  else if (/\b(?:auto(?:matic(?:ally)?)?[- ]?renew\w*|renews? automatically|evergreen)\b/i.test(prompt)) facts.renewal = { automatic: true, months: null };
  else if (/\b(?:option to (?:renew|extend)|renewal option|renew\w*)\b/i.test(prompt)) facts.renewal = { automatic: false, months: null };

  // durations, each attributed to the nearest slot word in its phrase
  const norm = prompt.replace(/(\d+|\b[a-z]+)-(year|month|week|day|hour)s?\b/gi, '$1 $2');
  const phrases = norm.split(/[;,]|\.(?:\s|$)|\s+and\s+(?=(?:an?|the|with|\d|[a-z]+-?\w*\s+(?:year|month|day)))/i);
  let offset = 0;
  const durs: { words: string; months: number; days: number; unit: string; value: number; slot: Slot }[] = [];
  for (const phrase of phrases) {
    const slots = slotsIn(phrase);
    const hours = /\b(\d+|[a-z-]+)\s*(?:\(\d+\)\s*)?hours?\b/i.exec(phrase);
    if (hours && /breach|incident|notif/i.test(phrase)) facts.breach_notice_hours ??= parseNumber(hours[1]);
    for (const d of parseDurations(phrase)) {
      // a slot word right after the duration qualifies it ("12-month non-solicit", "60 days' notice");
      // else the nearest one before it in the phrase ("non-solicit for 12 months"); else "for" just before it
      const end = d.index + d.length;
      const following = slots.filter((x) => x.at >= end && /^[\s'’]*(?:of\s+)?$/.test(phrase.slice(end, x.at))).sort((x, y) => x.at - y.at)[0];
      const preceding = slots.filter((x) => x.at < d.index).sort((x, y) => y.at - x.at)[0];
      const bareFor = /\bfor\s+(?:a\s+|an\s+|the\s+)?(?:period of\s+|term of\s+)?$/i.test(phrase.slice(0, d.index));
      let slot: Slot = following?.slot ?? (preceding && !(bareFor && preceding.slot === 'term') ? preceding.slot : bareFor ? 'term' : 'other');
      if (slot === 'notice' && /renew/i.test(phrase)) slot = 'renewal_notice';
      if (slot === 'renewal' && d.unit === 'D') slot = 'renewal_notice';
      if (slot === 'notice' && (d.unit === 'Y')) slot = 'term';
      durs.push({ words: durationWords(d.value, d.unit === 'Y' ? 'year' : d.unit === 'M' ? 'month' : d.unit === 'W' ? 'week' : 'day'), months: d.months, days: Math.round(d.unit === 'D' ? d.value : d.unit === 'W' ? d.value * 7 : d.months * 30.44), unit: d.unit, value: d.value, slot });
    }
    offset += phrase.length;
  }
  void offset;
  for (const d of durs) {
    const months = Math.round(d.months);
    if (d.slot !== 'other' && d.slot !== 'breach' && d.slot !== 'warranty') facts.stated[d.slot] ??= d.words;
    else if (d.unit === 'Y' || d.unit === 'M') facts.stated.term ??= d.words;
    switch (d.slot) {
      case 'non_solicit': facts.non_solicit_months ??= months; break;
      case 'non_compete': facts.non_compete_months ??= months; break;
      case 'renewal': if (!noRenewal) facts.renewal = { automatic: facts.renewal?.automatic ?? true, months }; break;
      case 'renewal_notice': facts.renewal_notice_days ??= d.days; break;
      case 'notice': facts.notice_days ??= d.days; break;
      case 'survival': facts.survival_months ??= months; break;
      case 'payment': facts.payment_days ??= d.days; break;
      case 'breach': facts.breach_notice_hours ??= d.days * 24; break;
      case 'cap': facts.cap ??= { months_of_fees: months }; break;
      case 'warranty': break;
      default: if (d.unit === 'Y' || d.unit === 'M') facts.term_months ??= months;
    }
  }
  const net = /\bnet[- ](\d+)\b/i.exec(prompt);
  if (net) facts.payment_days ??= Number(net[1]);
  const times = /\b(\d+|one|two|three|four|five)\s*(?:x|times)\s+(?:the\s+)?(?:annual|yearly|12[- ]month)?\s*fees\b/i.exec(prompt);
  if (times && /cap|liabilit/i.test(prompt)) facts.cap = { months_of_fees: (parseNumber(times[1]) ?? 1) * 12 };
  for (const a of findAmounts(prompt, 0)) {
    const before = prompt.slice(Math.max(0, a.start - 60), a.start).toLowerCase();
    const after = prompt.slice(a.end, a.end + 30).toLowerCase();
    if (/cap|liabilit|limit/.test(before)) facts.cap = { amount: { value: a.value, currency: a.currency } };
    else if (/salary|pay(?:ing)?\b|compensation|paid/.test(before) || /per (?:year|annum)|a year|annually/.test(after)) facts.salary ??= { value: a.value, currency: a.currency };
    else if (/rent/.test(before) || /per month|a month|monthly/.test(after)) facts.rent ??= { value: a.value, currency: a.currency };
  }
  const start = /\b(?:effective|starting|commencing|beginning|start(?:s|ing)? on|dated|as of|from)\s+(?:on\s+|as of\s+)?([A-Z0-9][^;]{4,40})/.exec(prompt);
  if (start) facts.effective_date = parseDate(start[1]);
  const title = new RegExp(String.raw`\b(${JOB_TITLE})\b(?!\s+(?:LLC|Inc|Ltd))`).exec(prompt);
  if (title) facts.job_title = title[1];
  const purpose = /\b(?:(?:so (?:that )?(?:they|the parties|we|both parties) (?:can|may|could) |to )(?:evaluate|explore|discuss|assess|consider|negotiate|pursue|share|develop|review)|for the purpose of|purpose(?: is|:)|regarding|in connection with|about)\s+([^.;,]+?)(?=\s*(?:[.;,]|\s+governed|\s+under\s+(?:the\s+)?(?:laws?|[A-Z])|\s+with\s+(?:a|an|the)\b|\s+for (?:a|one|two|three|\d)|\s+and\s+(?:a|an)\s|$))/i.exec(prompt);
  if (purpose) {
    const p = purpose[0].trim();
    facts.purpose = /^to /i.test(p) ? p : /^so /i.test(p) ? `to ${p.replace(/^so (?:that )?\w+(?: parties)? \w+ /i, '')}` : `to evaluate ${p.replace(/^(?:for the purpose of|purpose(?: is|:)|regarding|in connection with|about)\s+/i, '')}`;
  }
  return facts;
}
