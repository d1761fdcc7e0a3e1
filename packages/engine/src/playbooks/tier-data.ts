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
 * Deemed acceptance (services and consulting `acceptance`): the fallback's text is "deemed acceptance after 15 business
 * days without a written rejection", but the engine has read a window of ten days or more as the fallback since judge
 * round 11 (test/judge11.test.ts holds "deemed accepted ... ten (10) business days after its receipt unless the Customer
 * notifies a failure" benign), so the tier's bound is 10 business days: whether to hold the text's 15 is the lead's call.
 * The preferred position has none (any window stated is at best the fallback). Read in
 * sentences that deem a deliverable accepted, in business days (a calendar day is five-sevenths of one); not one whose
 * window runs only after a reminder (the services check's own DEEMED_ACCEPTED_QUICKLY says the same).
 */
export const DEEMED_ACCEPTANCE_TIER: QuantityTier = {
  measure: 'a deliverable is deemed accepted after',
  unit: 'business_days',
  direction: 'min',
  fallback: 10,
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
