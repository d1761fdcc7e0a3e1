/**
 * The measurable tiers the built-in playbooks' positions name (session 28, tiers28), as `detection.tiers` data read by
 * src/tiers.ts. One constant per quantity the playbooks share; each check that names the quantity carries it. The census
 * of every check's quantities, and those left unread, is in docs/quality.md "Measurable tiers (session 28, tiers28)".
 */
import type { QuantityTier } from '../types.js';

const r = String.raw;

/**
 * A fee increase (SaaS and licence `price_increases`): "renewal increases are capped at 5% or CPI" (preferred); the
 * fallback names no percentage but "60 days' notice" (and a right to terminate, read by the check's own patterns). Read
 * wherever a fee is increased from one year or term to the next by a percentage, a "plus" just before it or a multiplier (not a fee for
 * more scope: "increased by 25% for each additional processor"), not interest, tax, discounts, credits, royalty rates of
 * sales, a share of another sum ("30% of the Article Fee"), nor more users. A ceiling ("shall not increase ... by more
 * than six percent (6%)") beyond the 5 % is a cap all the same: the fallback, not beyond it (`ceiling`).
 */
export const FEE_INCREASE_TIER: QuantityTier = {
  measure: 'each increase is',
  unit: 'percent',
  direction: 'max',
  preferred: 5,
  notice_days: 60,
  take: 'most',
  cue: r`\b(?:increas\w*|uplift\w*|escalat\w*|rais(?:e|es|ed|ing)|rises?|multiplied|greater\s+of|indexation)\b|\bplus\s+(?:an?\s+(?:further\s+|additional\s+)?)?$|\+\s*$`,
  window: 100,
  not: r`\b(?:interest|late|overdue|arrears|discount\w*|rebates?|commissions?|credits?|GST|VAT|tax(?:es)?|withholding)\b|\b(?:number\s+of\s+\w+|users?|seats|volumes?|quantit(?:y|ies)|usage)\s+(?:\w+\s+){0,3}?by\b|\bof\s+(?:the\s+)?(?:net|gross)\s+(?:sales|revenue|receipts|profits?)\b`,
  not_after: r`^\s+of\s+(?!(?:the\s+)?(?:then[- ]current|previous|prior|preceding|current|existing)\b)`,
  ceiling: r`(?:\b(?:not|never|no)\b[^.;]{0,90}\b(?:more|greater|higher)\s+than|\b(?:not\s+(?:to\s+)?)?exceed(?:ing|s)?|\b(?:capped|limited)\s+(?:at|to)|\ba\s+maximum\s+of|\bat\s+most|\bup\s+to)[^.;]{0,30}$`,
  within: r`^(?=[\s\S]*\b(?:annual\w*|each\s+(?:year|anniversary)|every\s+year|per\s+annum|a\s+year|yearly|renewal|anniversary|previous|prior|preceding|subsequent)\b)[\s\S]*?(?:\b(?:fees?|prices?|charges?|royalt(?:y|ies)|subscription)\b[^.;]{0,80}\b(?:increas\w*|uplift\w*|escalat\w*|plus|multiplied\s+by)\b|\b(?:increas\w*|uplift\w*|escalat\w*)\b[^.;]{0,80}\b(?:fees?|prices?|charges?|royalt(?:y|ies))\b)`,
};

/**
 * A conformity or performance warranty's length (services, consulting and licence warranties): "for at least 90 days"
 * preferred, "a 30-day warranty" the fallback. The period must follow the warranty's words and "for", "during" or "of"
 * ("conform to its specification for fourteen (14) days", "The Warranty Period is seven (7) days"), not a time to notify or
 * pay, nor another period in a sentence that names the warranty period ("during the Warranty Period ... within five
 * Business Days").
 */
export const WARRANTY_DAYS_TIER: QuantityTier = {
  measure: 'the warranty runs',
  unit: 'days',
  direction: 'min',
  preferred: 90,
  fallback: 30,
  take: 'most',
  cue: r`(?:\b(?:warrant\w*|guarantee\w*|conform\w*|in\s+accordance\s+with)\b[^;]*\b(?:for|during|of)\s+(?:a\s+(?:period|term)\s+of\s+)?(?:up\s+to\s+|at\s+least\s+|not\s+less\s+than\s+)?|\bwarranty\s+period\b["”)]?\s*(?:(?:is|shall\s+be|will\s+be|means|of|[:=–-])\s*)?(?:a\s+period\s+of\s+)?)$`,
  window: 240,
  not: r`\b(?:notif\w*|notice|report\w*|invoice\w*|pay(?:s|able|ment)?|terminat\w*|cure|in\s+business|experience)\b`,
};

/**
 * Deemed acceptance (services and consulting `acceptance`): the fallback is "deemed acceptance after 15 business days
 * without a written rejection", and the tier's bound is the text's fifteen (session 29: it was ten, after judge round
 * 11's benign row of ten business days; the playbook's stated position is the authority, so a window of ten business
 * days, or two weeks, is now beyond the fallback). The preferred position has none (any window stated is at best the
 * fallback). Read in sentences that deem a deliverable accepted, in business days (a calendar day is five-sevenths of
 * one); not one whose window runs only after a reminder (the services check's own DEEMED_ACCEPTED_QUICKLY says the same).
 */
export const DEEMED_ACCEPTANCE_TIER: QuantityTier = {
  measure: 'a deliverable is deemed accepted after',
  unit: 'business_days',
  direction: 'min',
  fallback: 15,
  take: 'least',
  cue: r`[\s\S]`,
  window: 240,
  sentence: r`^(?![\s\S]*\b(?:reminders?|follow-up\s+notice|second\s+notice)\b)[\s\S]*?(?:\b(?:deemed|treated|considered|taken|regarded)\s+(?:to\s+(?:have\s+been|be)\s+|as\s+(?:having\s+been\s+)?)?accepted\b|\b(?:is|are|shall\s+be|will\s+be|becomes?)\s+accepted\s+(?:on\s+the\s+[\w-]+\s+(?:\(\w+\)\s+)?(?:business\s+|working\s+|calendar\s+)?day|[\w-]+\s+(?:\(\d+\)\s+)?(?:business\s+|working\s+|calendar\s+)?(?:days?|hours?)\s+after))`,
  not: r`\b(?:warrant\w*|pay(?:s|able|ment)?|invoice\w*)\b`,
};

/** Personal data breach notification (DPA): "within 48 hours of becoming aware" preferred, "within 72 hours" the fallback. */
export const BREACH_HOURS_TIER: QuantityTier = {
  measure: 'notification comes',
  unit: 'hours',
  direction: 'max',
  preferred: 48,
  fallback: 72,
  take: 'least',
  cue: r`\b(?:notif\w*|inform\w*|tell|report\w*|alert\w*|advis\w*|aware\w*|discover\w*)\b`,
  window: 160,
  not: r`\b(?:full|final|detailed|written|further)\s+(?:incident\s+)?reports?\b|\broot[- ]cause\b|\bfollow-?up\b|\bupdates?\b|\bretain\w*|\brecords?\b`,
  range: [0, 1500],
};

/** Availability (SaaS service levels): "at least 99.9%" preferred, "99.5% with service credits" the fallback. */
export const AVAILABILITY_TIER: QuantityTier = {
  measure: 'availability is',
  unit: 'percent',
  direction: 'min',
  preferred: 99.9,
  fallback: 99.5,
  take: 'most',
  cue: r`\b(?:availab\w*|uptime|up|service\s+levels?|accessible|operational|online)\b`,
  window: 120,
  not: r`\b(?:below|under|falls?|drops?|between|fails?\s+to|credits?\s+of)\b|(?<!\bnot\s)\bless\s+than\b`,
  range: [80, 100],
};

/** A lease deposit's return: "within 30 days after the lease ends" preferred, "within 60 days" the fallback (its size is max_deposit_months). */
export const DEPOSIT_RETURN_TIER: QuantityTier = {
  measure: 'the deposit is returned',
  unit: 'days',
  direction: 'max',
  preferred: 30,
  fallback: 60,
  take: 'most',
  cue: r`\b(?:return\w*|refund\w*|repa(?:y|id|yment)\w*|pa(?:y|id|ys)\s+(?:it\s+|them\s+|the\s+\w+\s+)?back|releas\w*|reimburs\w*)\b`,
  window: 120,
  not_after: r`^['’]?s?\s+(?:of\s+)?(?:base\s+|the\s+)?(?:rent|fees?|rental)\b`,
};

/** Royalty audits (licence, the licensee's seat): "at most once a year" preferred, "at most twice a year" the fallback. */
export const AUDIT_FREQUENCY_TIER: QuantityTier = {
  measure: 'audits may be held',
  unit: 'per_year',
  direction: 'max',
  preferred: 1,
  fallback: 2,
  take: 'most',
  cue: r`\b(?:audit\w*|inspect\w*|examin\w*|verif\w*)\b`,
  window: 160,
};

/**
 * Notice of a change to the terms or policies (MSA, SaaS, services and consulting `unilateral_changes`): the fallback is
 * "changes to policies on at least thirty days' notice" (with a right to terminate and a refund, read by the check's own
 * patterns). Only a period that is a notice ("ten (10) days' prior notice", "15 days in advance"), not the window to
 * terminate after a change, nor a change the other side makes as a remedy for a late payment or a breach (a CUAD
 * manufacturing agreement's "upon seven (7) Working Days' written notice ... change" the terms of an overdue account).
 */
export const CHANGE_NOTICE_TIER: QuantityTier = {
  measure: 'changes take effect on',
  unit: 'days',
  direction: 'min',
  preferred: 30,
  fallback: 30,
  take: 'least',
  cue: r`[\s\S]`,
  window: 240,
  sentence: r`^(?![\s\S]*\b(?:late|arrears|overdue|breach\w*|default\w*|non-?payment|fails?\s+to\s+pay)\b)[\s\S]*\b(?:modif|amend|chang|revis|updat|var(?:y|ie))\w*\b`,
  not_after: r`^(?!['’]?s?\s*(?:\(\s*\w+\s*\)\s*)?(?:(?:prior|advance|written|previous|express|email|e-mail)\s+)*(?:notice|notification)\b|\s+(?:in\s+advance|before\s+(?:it|they|the\s+(?:change|update|amendment|modification|variation)s?)\s+(?:takes?|come)))`,
};

/** Deletion at the end (DPA `deletion_return`): the fallback is "deletion within 90 days after the end of the services"; the preferred names no number. Not backups or copies the law requires kept. */
export const DELETION_DAYS_TIER: QuantityTier = {
  measure: 'personal data is deleted',
  unit: 'days',
  direction: 'max',
  preferred: 90,
  fallback: 90,
  take: 'most',
  cue: r`\b(?:delet\w*|destr\w*|eras\w*|return\w*|purg\w*|dispos\w*)\b`,
  window: 120,
  cue_after: 80,
  not: r`\b(?:backups?|back-ups?|archiv\w*|required\s+by|legal\s+(?:hold|obligations?)|statutory|retention\s+(?:period|obligations?)\s+(?:under|required))\b`,
  range: [0, 3650],
};

/** Audits of the processor (DPA `audits`): the fallback allows an on-site audit "once a year"; fewer (once every two years, once during the term) is beyond it. */
export const PROCESSOR_AUDIT_TIER: QuantityTier = {
  measure: 'audits may be held',
  unit: 'per_year',
  direction: 'min',
  preferred: 1,
  fallback: 1,
  take: 'least',
  cue: r`\b(?:audit\w*|inspect\w*|inspections?)\b`,
  window: 160,
};

/**
 * What follows a period that is a notice: "ten (10) days' prior notice", "12 hours prior written notice", "15 days in
 * advance", "one week before the new processor starts" (not a window counted after something: "within ten (10) days of
 * that notice", "within the next two hours").
 */
const NOTICE_FOLLOWS = r`^(?!['’]?s?\s*(?:\(\s*\w+\s*\)\s*)?(?:(?:prior|advance|written|previous|express|email|e-mail)\s+)*(?:notice|notification)\b|\s+(?:in\s+advance|(?:prior\s+to|before)\s+(?:it|they|the|any|such|each|a|an|its)\b))`;

/**
 * Notice of a new or replaced sub-processor (DPA `sub_processors`): the fallback is "30 days' notice of changes"; the
 * preferred says "advance notice" without a number, so thirty days or more stays the preferred (the tier only reads
 * less). Only a period that is a notice (NOTICE_FOLLOWS), not the controller's window to object or terminate after it.
 */
export const SUBPROCESSOR_NOTICE_TIER: QuantityTier = {
  measure: 'a new sub-processor is notified',
  problem: 'A new sub-processor may be engaged on too little notice',
  unit: 'days',
  direction: 'min',
  preferred: 30,
  fallback: 30,
  take: 'least',
  cue: r`[\s\S]`,
  window: 240,
  sentence: r`\bsub-?processors?\b|\b(?:another|other|new|additional|replacement)\s+processors?\b|\bsub-?contractors?\b`,
  not: r`\b(?:object\w*|terminat\w*|respond\w*|repl(?:y|ies))\s+(?:\w+\s+){0,4}?(?:within|during|in)\s+(?:a\s+period\s+of\s+)?(?:the\s+)?\w+`,
  not_after: NOTICE_FOLLOWS,
};

/**
 * The landlord's entry (lease `landlord_access`): "at least 24 hours' written notice" preferred; the fallback, "reasonable
 * notice during business hours", names no period, and a period the lease states shorter than the only one the playbook
 * names is not read as reasonable notice: the tier's fallback is the same 24 hours (a lease that states no period is the
 * check's own fallback_when, unchanged). Only a period that is a notice (NOTICE_FOLLOWS), not one in an emergency.
 */
export const ENTRY_NOTICE_TIER: QuantityTier = {
  measure: 'the landlord may enter on',
  problem: 'Landlord may enter the premises on short notice',
  unit: 'hours',
  direction: 'min',
  preferred: 24,
  fallback: 24,
  take: 'least',
  cue: r`[\s\S]`,
  window: 240,
  not_after: NOTICE_FOLLOWS,
};

/**
 * A rent rise (lease `rent_increases`): "CPI or a fixed percentage of no more than 3%" preferred; the fallback is not a
 * percentage but an open-market review up or down, so a fixed rise beyond 3 % (or a floor beyond it: "the greater of
 * CPI and 7.5 %") is beyond every fallback (`other_fallback`), unless it is a ceiling the lease sets ("capped at 5 %"),
 * which limits the rent as a market review does not; a rise by "the lesser of" CPI and a percentage never exceeds CPI,
 * the preferred, and is not read. Read where the rent is increased
 * from one year to the next by a percentage or a multiplier (the cue may stand a long way before it in a list of
 * alternatives: "increased by the greater of (a) the percentage movement in the Consumers Price Index ... and (b) seven
 * and a half per cent (7.5%)"); not interest, a share of outgoings or of sales.
 */
export const RENT_INCREASE_TIER: QuantityTier = {
  measure: 'each rent increase is',
  problem: 'The rent must rise each time by more than 3%, whatever inflation is',
  unit: 'percent',
  direction: 'max',
  preferred: 3,
  other_fallback: true,
  take: 'most',
  cue: r`\b(?:increas\w*|uplift\w*|escalat\w*|rais(?:e|es|ed|ing)|rises?|multiplied|greater\s+of|higher\s+of|review\w*|adjust\w*)\b|\bplus\s+(?:an?\s+(?:further\s+|additional\s+)?)?$|\+\s*$`,
  window: 240,
  not: r`\b(?:interest|late|overdue|arrears|outgoings|operating\s+(?:costs|expenses)|taxes|GST|VAT|service\s+charges?|commissions?|discount\w*)\b|\bof\s+(?:the\s+)?(?:net\s+|gross\s+)?(?:sales|revenue|receipts|turnover|profits?)\b`,
  not_after: r`^\s+of\s+(?!(?:the\s+)?(?:then[- ]current|previous|prior|preceding|current|existing|annual|base|monthly)\b)`,
  ceiling: r`(?:\b(?:not|never|no)\b[^.;]{0,90}\b(?:more|greater|higher)\s+than|\b(?:not\s+(?:to\s+)?)?exceed(?:ing|s)?|\b(?:capped|limited)\s+(?:at|to)|\ba\s+maximum\s+of|\bat\s+most|\bup\s+to|\bsubject\s+to\s+a\s+(?:cap|maximum)\s+of)[^.;]{0,90}$`,
  sentence: r`^(?![\s\S]*\b(?:lesser|lower)\s+of\b)`,
  within: r`^(?=[\s\S]*\b(?:annual\w*|each\s+(?:year|anniversary|lease\s+year)|every\s+year|per\s+annum|a\s+year|yearly|anniversary|previous|prior|preceding)\b)[\s\S]*?\brent(?:al)?\b[^.;]{0,120}\b(?:increas\w*|uplift\w*|escalat\w*|plus|multiplied\s+by)\b`,
};

/**
 * Termination on a change of control (licence `change_of_control`): the fallback allows it only against a competitor
 * acquirer "on 90 days' notice"; the preferred allows none, so ninety days or more stays whatever the check read (the
 * tier only reads less). Only a period that is a notice (NOTICE_FOLLOWS) of an ending (terminate, end, cancel before it
 * in its clause), not the licensee's notice of the change itself, nor a time to return the software after termination.
 */
export const CONTROL_TERMINATION_NOTICE_TIER: QuantityTier = {
  measure: 'the licence may be ended on',
  problem: 'Licensor may terminate on a change of control on short notice',
  unit: 'days',
  direction: 'min',
  preferred: 90,
  fallback: 90,
  take: 'least',
  cue: r`\b(?:terminat\w*|end|cancel\w*|rescind\w*|revok\w*)\b`,
  window: 160,
  not_after: NOTICE_FOLLOWS,
};

/**
 * How long confidentiality survives the agreement (NDA `survival_of_obligations`): "two to five years" preferred, "the
 * term plus at least two years" the fallback, so a survival shorter than two years is beyond both (under a year the
 * check's own `narrow` already said so). The longest period a survival sentence states decides (a shorter term of the
 * agreement beside it is not the survival; only a sentence that speaks of the agreement's end or of survival, not the
 * NDA's own term "for two (2) years from the date of signature"); not a non-solicitation's or non-compete's survival.
 */
export const SURVIVAL_TIER: QuantityTier = {
  measure: 'the obligations survive for',
  problem: 'The obligations outlive the agreement by less than two years',
  unit: 'months',
  direction: 'min',
  preferred: 24,
  fallback: 24,
  take: 'most',
  cue: r`\b(?:surviv\w*|continu\w*|remain\w*|in\s+(?:full\s+)?(?:force|effect)|bound|binding|apply|lapse|expire|period\s+of)\b`,
  window: 160,
  sentence: r`^(?![\s\S]*\b(?:non-?solicit\w*|solicit\w*|non-?compet\w*|hire|hiring|employ\w*)\b)(?=[\s\S]*\b(?:surviv\w*|terminat\w*|expir\w*|lapse\w*)\b)`,
};

/**
 * A royalty audit's notice (licence `royalties_audit`, the licensee's seat): "on 30 days' notice" preferred; the fallback,
 * "reasonable notice", names no number, so a shorter notice stated is the fallback (acceptable), never beyond it (an
 * audit without notice is the check's own contradiction). Only a period that is a notice (NOTICE_FOLLOWS).
 */
export const AUDIT_NOTICE_TIER: QuantityTier = {
  measure: 'audits come on',
  unit: 'days',
  direction: 'min',
  preferred: 30,
  take: 'least',
  cue: r`[\s\S]`,
  window: 240,
  not_after: NOTICE_FOLLOWS,
};

/**
 * A placement fee for hiring the provider's people (services and consulting `non_solicitation`): the fallback allows
 * one of "no more than a quarter of the person's first-year salary"; the preferred none. A percentage of the person's pay,
 * or a number of months of it (four months' salary is a third of a year's), beyond a quarter is beyond the fallback
 * (half a year's pay or more the check's own NO_HIRE_PENALTY already read).
 */
export const PLACEMENT_FEE_TIER: QuantityTier = {
  measure: 'the fee for hiring is',
  problem: 'Customer must pay more than a quarter of the person\'s first-year salary to hire one of Provider\'s people',
  unit: 'percent',
  direction: 'max',
  fallback: 25,
  take: 'most',
  cue: r`\b(?:fees?|sum|amount|pay|pays|paid|payable|compensat\w*|damages|equal|equivalent|charge)\b`,
  window: 160,
  sentence: r`\b(?:salar\w*|remuneration|compensation|wages|earnings|pay)\b`,
  not_after: r`^(?![\s)]*of\s+(?:[\w'’-]+\s+){0,6}?(?:salar\w*|remuneration|compensation|wages|earnings|pay)\b|['’]s?\s+(?:\(\s*\w+\s*\)\s*)?(?:of\s+)?(?:[\w'’-]+\s+){0,4}?(?:salar\w*|remuneration|compensation|wages|earnings|pay)\b)`,
  months_of: r`salar\w*|remuneration|compensation|wages|earnings|pay\b`,
  range: [0, 500],
};

/**
 * A break right the landlord holds too (lease `termination_for_convenience`): the fallback is "mutual break rights on at
 * least six months' notice"; the tenant's own break on any notice is the preferred. Read only in the sentences the
 * lease playbook gives it (MUTUAL_BREAK there: either party, the landlord and the tenant, the parties), so a break the
 * tenant alone holds is never measured; a notice under six months (180 days) is beyond the fallback. ("Not before the
 * third year" is not read.)
 */
export const MUTUAL_BREAK_NOTICE_TIER: QuantityTier = {
  measure: 'either party may break the lease on',
  problem: 'Landlord may also break the lease on less than six months\' notice',
  unit: 'days',
  direction: 'min',
  fallback: 180,
  take: 'least',
  cue: r`[\s\S]`,
  window: 240,
  not_after: NOTICE_FOLLOWS,
};
