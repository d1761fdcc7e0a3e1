/**
 * Helpers shared by the built-in playbooks: the same commercial check seen by a licensee, a tenant
 * or a controller is the customer-side check with the sides renamed.
 */
import type { PlaybookCheck } from '../types.js';

export interface SideNames {
  customer: string;
  provider: string;
}

/** A copy of a customer-side check with "Customer" / "Provider" renamed in its prose and notes. */
export function renamed(check: PlaybookCheck, names: SideNames): PlaybookCheck {
  const swap = (s: string) =>
    s
      .replace(/\bCustomer\b/g, names.customer)
      .replace(/\bProvider\b/g, names.provider)
      .replace(/\bcustomer\b/g, names.customer.toLowerCase())
      .replace(/\bprovider\b/g, names.provider.toLowerCase());
  const out: PlaybookCheck = {
    ...check,
    title: swap(check.title),
    description: swap(check.description),
    preferred_position: swap(check.preferred_position),
    fallbacks: check.fallbacks.map(swap),
    suggested_language: swap(check.suggested_language),
  };
  if (check.detection) {
    const d = { ...check.detection, names };
    if (d.problem) d.problem = Object.fromEntries(Object.entries(d.problem).map(([k, v]) => [k, swap(v)]));
    if (d.contradict_problems) d.contradict_problems = d.contradict_problems.map(swap);
    if (d.override_problems) d.override_problems = d.override_problems.map(swap);
    if (d.reads_definitions) d.reads_definitions = d.reads_definitions.map((x) => ({ ...x, problem: swap(x.problem) }));
    if (d.exclusion) d.exclusion = { ...d.exclusion, notes: { one_sided: swap(d.exclusion.notes.one_sided), swallows: swap(d.exclusion.notes.swallows), carve_outs: swap(d.exclusion.notes.carve_outs) } };
    if (d.fallback_when) d.fallback_when = { ...d.fallback_when, note: swap(d.fallback_when.note), notes: d.fallback_when.notes?.map(swap) };
    out.detection = d;
  }
  return out;
}

/**
 * A check's description without its source notes: the data sets it was built from ("(ContractNLI nda-4)",
 * "(CUAD: License Grant)") say where a check comes from, not what it is about; with `law`, the legal source
 * ("(GDPR Art. 28(3)(a))") goes too.
 */
export function withoutSourceNotes(description: string, law = false): string {
  const sources = law ? 'ContractNLI|CUAD|GDPR' : 'ContractNLI|CUAD';
  return description.replace(new RegExp(String.raw`\s*\((?:${sources})\b(?:[^()]|\([^()]*\))*\)`, 'g'), '');
}

/**
 * The CUAD category (by its clause type) that locates a built-in check's clause when the rules find none
 * (learned/locator.ts reads the located clause; a category without a cross-validated threshold locates nothing).
 */
const LOCATED_CHECKS: Readonly<Record<string, readonly string[]>> = {
  governing_law: ['nda', 'msa', 'saas', 'dpa', 'employment', 'consulting', 'services', 'license', 'lease', 'general'].map((p) => `${p}.governing_law`),
  cap_on_liability: ['msa', 'saas', 'dpa', 'consulting', 'services', 'license', 'general'].map((p) => `${p}.limitation_of_liability`),
  termination_for_convenience: ['msa', 'saas', 'consulting', 'services', 'license', 'lease'].map((p) => `${p}.termination_for_convenience`),
  license_grant: ['license.grant_scope'],
  ip_ownership_assignment: ['msa.ip_ownership', 'services.ip_ownership', 'consulting.ip_ownership', 'employment.ip_assignment'],
  non_compete: ['employment.non_compete'],
};
export const LOCATED_BY: ReadonlyMap<string, string> = new Map(Object.entries(LOCATED_CHECKS).flatMap(([type, ids]) => ids.map((id) => [id, type] as [string, string])));

/** A playbook's checks with `detection.locate` set from LOCATED_BY. */
export function withLocators<P extends { checks: PlaybookCheck[] }>(p: P): P {
  return {
    ...p,
    checks: p.checks.map((c) => {
      const locate = LOCATED_BY.get(c.check_id);
      return locate && c.detection ? { ...c, detection: { ...c.detection, locate } } : c;
    }),
  };
}

const r = String.raw;

/** A value that switches a term off in a table or particulars: "None", "Nil", "N/A", "Not applicable", "Not required". */
const SWITCH_VALUE = r`(?:none|nil|n/a|not\s+(?:applicable|required|provided|included|offered|available|covered)|excluded)`;
/**
 * A row of a table or of particulars that says there is none of a term: as-written.ts reads "Service credits | None"
 * as "no Service credits | None" and "Insurance required: Not applicable" as "no Insurance required: Not applicable";
 * `term` is the label's words from its start. The label ends at its cell's edge (a pipe, a colon, a dash) or at the
 * switching value itself (a PDF's columns, their gap read as one space).
 */
export const switchedOff = (term: string): string => r`\bno\s+(?:${term})\b[^|:.;\n]{0,30}?(?:\s*[|:]|\s+[-–—]\s|\s+${SWITCH_VALUE}\b)`;

/**
 * A choice that is one party's alone, unqualified by reasonableness: "at its sole discretion", "in Provider's sole
 * judgment", "in its opinion", "of its choosing", "as it sees fit" (not "in its reasonable opinion", nor "at its option"
 * between stated remedies). Checks read it where the other side holds it over what the check protects.
 */
export const OWN_DISCRETION = r`(?:\b(?:at|in)\s+(?:its|their|our|his|her|the\s+[\w-]+['’]s|[\w-]+['’]s)\s+(?:(?:own|sole|absolute|unfettered|complete|entire|exclusive|unrestricted)\s+(?:and\s+(?:(?:own|sole|absolute|unfettered|complete|entire|exclusive|unrestricted)\s+)?)?)*(?:discretion|judge?ment|opinion|view)\b|\bof\s+(?:its|their|our)\s+(?:own\s+)?choos\w*|\bas\s+(?:it|they|we|the\s+[\w-]+)\s+(?:sees?|thinks?|deems?|considers?)\s+(?:fit|appropriate)\b)`;

/**
 * A free hand given to a party: "may", "is free to", "shall be at liberty to", "is entitled to", "has the right to",
 * "reserves the right to", "is permitted to". Read with what it frees the party from (WITHOUT_TELLING), a permission
 * that removes a protection is a term against the other side, not an absence of the term.
 */
export const FREE_TO = r`(?:may|can|(?:is|are|shall be|will be) (?:free|at liberty|entitled|permitted) to|(?:has|have|shall have) the right to|reserves? the right to)`;
/** What such a permission dispenses with: telling, consulting or asking the other side ("without informing Customer"). */
export const WITHOUT_TELLING = r`without\b[^.;]{0,40}?(?:notice|notif\w*|inform\w*|tell\w*|consult\w*|consent|authori[sz]ation|approval|permission|reference)`;

/**
 * A change taken as agreed because the other side goes on using what it pays for: "continued use of the Services after
 * the update constitutes acceptance", "by continuing to use the Platform, Customer is deemed to have approved it",
 * "further use shall be treated as consent", "its continuing use amounts to its authorisation". Not where the same
 * sentence keeps an objection or a way out ("if Customer does not object within 30 days, continued use is acceptance";
 * "otherwise Customer may terminate"): then silence after notice is the ordinary mechanism, not consent by use alone.
 */
export const CONSENT_BY_USE = r`^(?![^.;]*\b(?:object\w*|reject\w*|terminat\w*|withdraw\w*)\b)[^.;]*?\b(?:(?:continued|continuing|further)\s+(?:use|access)|continu(?:es|ing|e)\s+to\s+(?:use|access))\b[^.;]{0,100}?\b(?:constitutes?|deemed|signif(?:y|ies)|amounts?\s+to|(?:is|are|will\s+be|shall\s+be)\s+(?:treated|taken|regarded|considered)\s+as)\b[^.;]{0,40}?\b(?:accept\w*|consent\w*|approv\w*|agree\w*|authori[sz]\w*)`;

/**
 * Agreement inferred from silence: a change, a request or an assignment taken as accepted or consented to because the
 * other side did not object, reject or answer in time ("is deemed accepted by Buyer unless Buyer rejects it within two
 * days", "shall be treated as having consented unless it objects", "consent shall be deemed given if Customer does not
 * object", "Client's failure to object within that period constitutes its consent"; session 26, misses21: "is taken to
 * consent to any assignment ... that it does not object to within five days", consent "treated as given if you do not
 * object"). Not the denials ("a failure to
 * object does not constitute consent", "shall not be deemed to have consented", "silence is not acceptance").
 */
export const DEEMED_BY_SILENCE = r`(?:(?<!\b(?:not|never)\s+(?:be\s+)?)\b(?:deemed|taken|treated|regarded|considered)\s+(?:as\s+)?(?:to\s+(?:have\s+|be\s+)?|having\s+)?(?:been\s+)?(?:accept\w*|approv\w*|agree[ds]?\b|consent\w*|giv\w*\s+(?:its\s+|that\s+|such\s+|the\s+)?(?:consent|approval|acceptance))|(?<!\b(?:not|never)\s+(?:be\s+)?)\b(?:deemed|(?:treated|taken|regarded)\s+as)\s+(?:to\s+(?:have\s+been|be)\s+|having\s+been\s+)?(?:given|granted|obtained))[^.;]{0,160}?\b(?:unless\s+(?:\w+\s+){0,4}?(?:object|reject|refus|dispute|respond|repl(?:y|ies))\w*|(?:if|that|which)\s+(?:\w+\s+){0,3}?(?:does\s+not|do\s+not|did\s+not|fails?\s+to|has\s+not|have\s+not)\s+(?:\w+\s+)?(?:object|reject|respond|reply|answer|refuse|dispute)\w*|(?:absent|in\s+the\s+absence\s+of|without)\s+(?:an?\s+|any\s+)?(?:written\s+)?(?:objection|rejection|response|reply))|\b(?:failure|omission|neglect)\s+(?:\w+\s+){0,2}?to\s+(?:object|reject|respond|reply|answer)\b[^.;]{0,100}?(?<!\b(?:not|never)\s+)\b(?:constitutes?|amounts?\s+to|(?:is|shall\s+be|will\s+be)\s+(?:deemed|treated\s+as|taken\s+as|regarded\s+as))\s+(?:\w+\s+){0,2}?(?:accept\w*|consent\w*|approv\w*|agreement)`;

/**
 * A party's own opinion as the test: "if we consider that", "where the Consultant considers", "for as long as it
 * considers them useful", "whenever Provider believes" (not "reasonably considers", "considers, acting reasonably",
 * "has reason to believe", nor an opinion formed in good faith on reasonable grounds).
 */
export const OWN_OPINION = r`(?<!\breasonabl\w*\s+|\bacting reasonably\W+)\b(?!(?:to|not|and|or|that|who|which|also|then|reasonably|genuinely)\s)(?:it|we|they|(?:the\s+)?[\w-]+)\s+(?:alone\s+|itself\s+)?(?:considers?|believes?|deems?|thinks?|judges?|regards?)\b(?!,?\s+(?:reasonabl\w*|acting reasonably|in good faith|on reasonable grounds)\b)`;

/**
 * The customer's way out of a change the provider makes (the SaaS price check, the MSA family's unilateral changes):
 * termination, cancellation, non-renewal, declining the renewal, rejecting or avoiding the new terms or fees, ending
 * the agreement ("it may end this agreement", session 23).
 */
export const WAY_OUT = r`\b(?:terminat\w*|cancel\w*|non-?renew\w*|not\s+(?:to\s+)?renew|declin\w*|reject\w*|avoid\w*|opt\s+out|withdraw\w*|end\s+(?:this|the)\s+(?:agreement|contract|subscription|licen[cs]e|order))\b`;

/**
 * A general clause that ends every duty when the agreement or the employment ends, except those it lists, and lists no
 * duty of confidence: "When your employment ends, all your obligations under this agreement end, except clause 12
 * (Return of property), which continues", "On termination ..., all obligations of the parties ... shall come to an end,
 * save for the payment of fees accrued" (hold-out 18's misses, session 23): the specific confidentiality clause is undone
 * by it. Not where the sentence names confidentiality or secrets, keeps what survives "by its nature" or is "expressly
 * stated to survive", says "except as provided" or "subject to", or excepts a clause by its number alone (which may be
 * the confidentiality clause); and only with its list of exceptions in the sentence (a bare "all obligations end" beside
 * a survival clause is read with it, not by itself; nor "shall cease except:" whose exceptions follow, CUAD's Kiromic
 * consulting agreement, where "Sections 2, 3, ... shall survive").
 */
export const ALL_DUTIES_END = String.raw`^(?![\s\S]*\b(?:confidential\w*|confidence|secre(?:t|ts|cy)|non-?disclosure|by\s+(?:their|its)\s+(?:very\s+)?nature|(?:expressly|intended|stated|expressed|specified|provided)\s+(?:\w+\s+){0,3}?(?:to\s+)?(?:surviv\w*|continu\w*)|(?:except|save)\s+as\b|otherwise\s+(?:provided|stated|agreed)|subject\s+to)\b)(?![\s\S]*\b(?:clauses?|sections?|articles?|paragraphs?)\s+\d+(?:\.\d+)*(?![\d.])(?!\s*[(“"]))(?![\s\S]*:\s*$)(?=[\s\S]*\b(?:except|save|other\s+than|apart\s+from|with\s+the\s+exception\s+of)\b\s*(?:for\s+)?[\w(“"])(?=[\s\S]*(?:\b(?:on|upon|when|at|after|following|with)\s+(?:the\s+)?(?:\w+\s+){0,3}?(?:termination|expiry|expiration|end|cessation)\b|\bwhen\s+(?:[\w'’-]+\s+){1,3}(?:ends|terminates|expires|ceases|is\s+terminated)\b))[\s\S]*?\ball\s+(?:of\s+)?(?:(?:the|your|its|their|our|his|her)\s+|(?:each|either|both)\s+part(?:y|ies)['’]s?\s+|the\s+[\w-]+['’]s?\s+)?(?:(?:rights\s+and|continuing|remaining|other)\s+)?(?:obligations|duties|undertakings)\b[^.;]{0,80}?\b(?:shall\s+|will\s+)?(?:end|cease|terminate|lapse|expire|come\s+to\s+an\s+end|fall\s+away|be\s+discharged|be\s+released)s?\b`;

/*
 * Everyday English for the drafting words the checks read (plain29). Plain-English paper ("we", "you", "either of us")
 * names the contract, its term, its ending and a breach of it in ordinary words; a check written for "terminate this
 * Agreement" or "materially breaches" reads such a clause as absent. One home for those words, so each check that reads
 * the idea reads both forms.
 */
/** The contract itself, as drafting and plain English call it: "this Agreement", "the arrangement", "your subscription", "these terms". */
export const THE_CONTRACT = r`(?:agreement|contract|lease|licen[cs]e|subscription|arrangement|engagement|memorandum|deed|letter|terms)`;
/** What names the contract before its noun: "this", "the", and in plain English "these" (terms), "your" and "our" (subscription). */
export const THE_CONTRACT_DET = r`(?:this|the|these|your|our)`;
/**
 * A breach, in drafting and in plain English: "breaches it", "is in material breach", "breaks it", "has broken any of
 * its terms", "breaking these terms" (the verb "break" with what is broken after it, so that "a break in service" or
 * "breaks of more than an hour" is not one).
 */
export const BREACH = r`(?:breach\w*|(?:breaks?|breaking|broken|broke)\s+(?:(?:any|one|some|all)\s+of\s+)?(?:it|this|that|them|these|those|its|their|the|any|our|your)\b)`;
/**
 * A contract's term stated in plain English: "This arrangement lasts for two years", "This agreement runs until 30 June
 * 2029", "These terms will last for eighteen (18) months" (a stated time: a number of days, weeks, months or years, or a
 * date; not "lasts for as long as we keep making it", which states none).
 */
const SPELLED_NUMBER = r`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|twenty-four|thirty|thirty-six|sixty)`;
const DATE_WORDS = r`(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:January|February|March|April|May|June|July|August|September|October|November|December),?\s+\d{4}|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2})`;
export const TERM_RUNS = r`\b(?:this|the|these)\s+${THE_CONTRACT}\s+(?:(?:will|shall)\s+)?(?:lasts?|runs?|continues?|is\s+for|stays?\s+in\s+(?:force|effect))\s+(?:for\s+(?:a\s+(?:period|term)\s+of\s+)?(?:(?:\d+|${SPELLED_NUMBER})\s+(?:\(\d+\)\s+)?(?:(?:calendar|full|consecutive)\s+)?(?:years?|months?|weeks?|days?)\b)|(?:until|till|to)\s+(?:and\s+including\s+)?${DATE_WORDS})`;
/**
 * What a customer's data is called besides "data": the records and results a supplier gathers for or from it ("your
 * test results", "the Customer's batch records", "your kiln readings", "the footage", "your bookings"). Plain-English
 * paper names the data by what it is; read with the owner before it (scope.ts reads "your test results" as "the
 * Customer's test results"; the data-use checks read those).
 */
export const RECORDED_DATA = r`(?:data|content|information|inputs?|files|records|results|readings|logs|footage|recordings|recipes|bookings|details|figures)`;
/**
 * The leased premises as a lease in plain English names them: "the shop", "the unit", "the office", "the warehouse" (a
 * lease's own noun for what is let; "the Premises" in drafting). Read where a check asks what is done to the premises.
 */
export const THE_PREMISES = r`(?:premises|shop|unit|store|office|offices|warehouse|flat|apartment|kiosk|stall|workshop|studio|suite)`;
/** Entering a place, in drafting and in plain English: "enter", "entry", "access", "come into", "go onto". */
export const ENTER = r`(?:(?:enter|entry|access|inspect)\w*|(?:come|comes|coming|go|goes|going|get|gets|getting)\s+(?:in(?:to)?|on(?:to)?)\b)`;
