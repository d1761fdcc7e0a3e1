/**
 * Reading a limitation of liability: whether a sentence caps liability, leaves it unlimited, or
 * carves one head of liability out of a cap, and how large a cap measured in fees is. Whose
 * liability it is comes from scope.ts (liabilityHolder); review.ts judges the result against the
 * playbook's tiers.
 */
import { NOT_LIABLE_BEYOND, NUM, OTHER_AGREEMENT, parseNumber } from './keyterms.js';

export { NOT_LIABLE_BEYOND };

/**
 * A cap disapplied for every breach by one party ("The limit in this Section does not apply to Customer's payment
 * obligations ... or to any other breach of this Agreement by Customer"), or for one party as a whole ("The limitations
 * of liability in this Section shall not apply to the Customer"): that party's liability is uncapped. Not named heads
 * alone ("does not apply to either party's breach of Section 3"), nor other limits ("the working time limits ... do not
 * apply to you").
 */
/** A party named as the whole of what a disapplication reaches: "... shall not apply to the Customer." (not "to the Customer's payment obligations"). */
const TO_PARTY = String.raw`(?:to|in (?:favou?r|respect) of)\s+(?=(?:the\s+)?[\w&.-]+(?:\s+[\w&.-]+){0,3}?\s*(?:,?\s+(?:or|and)\s+(?:its|their)\s+[\w\s]{1,30}?)?\s*(?:[.;]|$))`;
export const CAP_DISAPPLIED = String.raw`(?:\b(?:limit(?:ation)?s?|cap|exclusions?)\b[^.;]{0,80}\b(?:does|do|shall|will)\s+not\s+apply\b[^.;]{0,240}?\bany\s+(?:other\s+)?(?:breach|default)\w*(?:\s+of\s+this\s+agreement)?\s+by\s+|\b(?:limit(?:ation)?s?|caps?|exclusions?)\s+(?:(?:of|on)\s+liabilit\w*|(?:in|of|under|set (?:out|forth) in)\s+this\s+(?:section|clause|article|paragraph))\b[^.;]{0,60}\b(?:does|do|shall|will)\s+not\s+apply\s+${TO_PARTY})`;

/**
 * The party a sentence disapplies something to as a whole: "Clauses 12.1 and 12.2 shall not apply to the Customer" →
 * "the Customer"; null when it names a head, a document or nothing ("... to the Customer's obligation to pay the
 * Charges", "... to any claim arising from", "... shall not apply").
 */
const DISAPPLIED_TO_RE = new RegExp(String.raw`\b(?:does|do|shall|will)\s+not\s+apply\s+${TO_PARTY}((?:the\s+)?[\w&.-]+(?:\s+[\w&.-]+){0,3}?)\s*(?:,|[.;]|$|\s+(?:or|and)\b)`, 'i');
export function disappliedTo(t: string): string | null {
  return DISAPPLIED_TO_RE.exec(t)?.[1] ?? null;
}

/**
 * Liability without a cap: "Customer's liability under this Agreement is unlimited", "liability ...
 * shall not be limited", "the Licensee's liability is not limited" (not "is not limited to", nor "by" something). The words must speak of liability: "including, without limitation", an
 * "unlimited guarantee" or insurance that "shall not be limited" are not uncapped liability.
 */
const UNLIMITED_WORDS_RE = /(?:liabilit\w*|liable)\b[^.;]{0,80}?(?:\b(?:is|are|shall be|will be|remains?|be)\s+(?:unlimited|uncapped)\b|\b(?:is|are|remains?),?\s+not\s+(?:limited|capped)\b(?!\s+(?:to|by)\b)(?![^.;]{0,60}\binsurance)|(?:shall|will) not be (?:limited|capped|subject to (?:any|the) (?:limit|cap))\b(?! to\b)(?![^.;]{0,60}\binsurance)|(?<!includ\w*,?\s)without (?:any )?(?:limit|cap)(?:ation)?\b(?! (?:of|to)\b)|not (?:be )?subject to (?:any|the)[^.;]{0,40}(?:limit|cap))|\b(?:unlimited|uncapped) liabilit(?!\w*\s+compan)|\bno (?:limit|cap) (?:on|to) (?:\w+['’]s? )?liabilit/i;
/**
 * A limit disclaimed for a party without naming a head of liability: "Nothing in this Section limits Client's
 * liability", "nothing in this Agreement shall restrict either party's liability", "but nothing limits the Licensee's
 * liability" (not with a head named after it, "...
 * liability for death or personal injury", "... liability for:" a list of heads, "... liability under Clause 10").
 */
const NOTHING_LIMITS = String.raw`\bnothing(?: in this (?:section|clause|article|paragraph|agreement)\b)?[^.;]{0,60}?\b(?:limits?|restricts?|excludes?|caps?|(?:shall|will|is intended to|operates? to|does) (?:limit|restrict|exclude|cap))\b[^.;]{0,40}?\bliabilit(?!\w*\s*(?:for|in respect of|with respect to|arising|resulting|caused|to the extent|in connection with|under\s+(?!this agreement\b))\b)`;
export const UNLIMITED_RE = new RegExp(`${UNLIMITED_WORDS_RE.source}|${CAP_DISAPPLIED}|${NOTHING_LIMITS}`, 'i');

/** Where the words of unlimitedness begin in a match of UNLIMITED_RE. */
const UNLIMITED_WORD_RE = /\b(?:does|do|shall|will)\s+not\s+apply\b|\b(?:unlimited|uncapped|not be (?:limited|capped|subject)|(?:is|are|remains?),?\s+not\s+(?:limited|capped)|without (?:any )?(?:limit|cap)|not (?:be )?subject to|no (?:limit|cap))/i;

/**
 * A party relieved of all liability save for its gross negligence, wilful misconduct, bad faith or fraud ("neither the
 * Adviser nor its officers shall be subject to any liability for ... any act or omission ..., except by reason of wilful
 * misfeasance, bad faith or gross negligence"): a limitation of liability as far-reaching as a cap of nothing. It must
 * reach liability in general (any act, omission, loss or claim, an error of judgment): not one head ("no liability ...
 * as a result of any late delivery"), an exclusion of indirect or consequential damages or lost profits, nor a delay or
 * force majeure excuse.
 */
/**
 * What only the law keeps: "save to the extent that such liability cannot be excluded by law", "except as required by
 * applicable law", "unless the law does not permit its exclusion". An exoneration saved only for it excludes all liability.
 */
const LAW_ONLY = String.raw`(?:(?:such\s+|its\s+|the\s+)?liabilit\w*|it)\s+(?:cannot|can\s*not|may\s+not|is\s+not\s+(?:able|permitted)\s+to)\s+(?:lawfully\s+|legally\s+)?be\s+(?:lawfully\s+|legally\s+)?(?:excluded|limited|restricted)|(?:required|mandated)\s+by\s+(?:(?:the|applicable|any)\s+)*(?:mandatory\s+)?law|(?:the\s+)?(?:applicable\s+)?law\s+(?:does\s+not|do\s+not|shall\s+not)\s+(?:permit|allow)`;
export const EXONERATION_BY_LAW_RE = new RegExp(String.raw`\b(?:except|other than|save|unless|excluding)\b[^.;]{0,60}?(?:${LAW_ONLY})`, 'i');

/** Gross negligence, wilful misconduct or default, fraud, bad faith, recklessness: the heads a party cannot fairly exclude. */
const MISCONDUCT_HEAD = String.raw`(?:gross(?:ly)?\s+neglig\w*|wil+ful\s+(?:misconduct|default|neglect|breach)|intentional\s+misconduct|fraud\w*|bad\s+faith|reckless\w*)`;
const WHOSE = String.raw`(?:(?:its|his|her|their|the\s+[\w&.-]+['’]s?|[\w&.-]+['’]s?)\s+)?(?:own\s+)?`;
/**
 * A party liable only for its gross negligence, wilful default or fraud, said as a grant rather than an exclusion: "The
 * Supplier shall be liable to the Customer only for loss caused by the Supplier's gross negligence or wilful default",
 * "Vendor's liability under this Agreement is limited to losses resulting from Vendor's fraud or willful misconduct". The
 * list of such heads must end the sentence: not "... gross negligence or breach of this Agreement".
 */
export const LIABLE_ONLY_FOR_MISCONDUCT = String.raw`(?:\b(?:shall|will)\s+(?:only\s+)?be\s+liable|\b(?:is|are)\s+(?:only\s+)?liable|\bliabilit\w*\b[^.;]{0,60}?\b(?:is|are|shall\s+be|will\s+be)\b)[^.;]{0,80}?\b(?:only|solely|limited\s+to|restricted\s+to|confined\s+to)\b[^.;]{0,60}?\b(?:caused\s+by|resulting\s+from|arising\s+(?:from|out\s+of)|attributable\s+to|due\s+to)\s+${WHOSE}${MISCONDUCT_HEAD}(?:\s*(?:,|or|and|and\/or)\s*(?:or\s+|and\s+)?${WHOSE}${MISCONDUCT_HEAD})*\s*(?:[.;]|$)`;
/**
 * One head of loss rather than liability in general: indirect, consequential, incidental, special (not "special
 * conditions"), punitive or exemplary damages. The exoneration readers decline a sentence that names one: it excludes
 * that head, not all liability. Each reader appends the further heads it needs (ONE_HEAD_MORE, its own extras).
 */
const ONE_HEAD = String.raw`indirect|consequential|incidental|special(?!\s+(?:conditions?|terms?|provisions?))|punitive|exemplary`;
/** Lost profits, loss of revenue, data or goodwill (and `more` kinds of loss), delay, force majeure: heads a reader of a general exclusion also declines. */
const oneHeadMore = (more = '') => String.raw`lost\s+profits?|loss\s+of\s+(?:profits?|revenues?|data|goodwill${more})|delays?|force\s+majeure`;
/** A sentence that names none of ONE_HEAD and of the `extra` heads given. */
const namesNoHead = (...extra: string[]) => String.raw`^(?![\s\S]*\b(?:${[ONE_HEAD, ...extra].join('|')})\b)`;
const EXONERATION_SAVE = String.raw`${namesNoHead(oneHeadMore())}[\s\S]*?(?:\b(?:shall|will)\s+not\s+be\s+(?:held\s+)?(?:liable|responsible|subject\s+to\s+any\s+liability)|\b(?:shall|will)\s+(?:have|incur|bear)\s+no\s+liability|\bneither\b[^.;]{0,200}?\bnor\b[^.;]{0,200}?\b(?:shall|will)\s+be\s+(?:held\s+)?(?:liable|subject\s+to\s+any\s+liability))\b(?=[^.;]{0,200}?\b(?:errors? of judgment|mistakes? of (?:law|fact)|any (?:act|omission|loss|losses|damages?|claims?|liabilit\w*|costs?|expenses?|action|matter)\b|anything))[^.;]{0,400}?\b(?:except|other than|save|unless|excluding)\b[^.;]{0,60}?\b(?:gross(?:ly)?\s+neglig\w*|wil(?:l)?ful\s+(?:misconduct|misfeasance|default|neglect)|bad\s+faith|fraud\w*|reckless\s+disregard|${LAW_ONLY})`;
/** The words that relieve a party of liability: "shall not be liable", "has no liability", "excludes all liability". */
const RELIEVED = String.raw`(?:\bneither\b[^.;]{0,200}?\b(?:(?:shall|will)\s+be\s+(?:held\s+)?(?:liable|responsible)|(?:is|are)\s+(?:liable|responsible)|(?:shall\s+|will\s+)?(?:have|has|incurs?|bears?)\s+any\s+liabilit\w*)|\b(?:shall|will|does|do)\s+not\s*(?:,[^,.;]{1,80},\s*)?(?:in\s+any\s+(?:event|circumstances?)\s+)?be\s+(?:held\s+)?(?:liable|responsible)|\b(?:is|are)\s+not\s+(?:liable|responsible)|\b(?:shall|will|does|do)\s+not\s+(?:have|incur|bear|accept)\s+any\s+liabilit\w*|\b(?:has|have|shall\s+have|will\s+have|incurs?|bears?|accepts?)\s+no\s+liabilit\w*|\bexcludes?\s+all\s+(?:its\s+)?liabilit\w*)`;
/**
 * A party relieved of all liability, however it arises, with nothing kept: "Provider shall not be liable for any loss or
 * damage suffered by Customer, however caused", "The Supplier excludes all liability for any loss or damage, whether
 * arising in contract, tort (including negligence) or otherwise", "Consultant has no liability whatsoever to Client for
 * any loss, damage or expense of any kind". Not an exclusion of loss of or damage to one thing ("any loss of or damage
 * to Customer's equipment, however caused"), nor of one head (indirect or consequential loss, lost profits or
 * data, delay, force majeure or what is beyond a party's control), nor of loss something else causes ("to the extent
 * caused by Customer's breach", "arising from the Customer's failure to ..."), nor a cap ("in excess of", "exceed"), nor
 * one saved for some liability (those are read as EXONERATION_SAVE reads them).
 */
const LOSS = String.raw`(?:loss|losses|damage|damages|liabilit\w*|claims?|costs?|expenses?)`;
const TOTAL_EXCLUSION = String.raw`${namesNoHead(oneHeadMore('|use|business'), String.raw`beyond\s+(?:its|their|the\s+[\w&.-]+['’]s?)\s+(?:reasonable\s+)?control|in\s+excess\s+of|exceed\w*|except|save|unless|other\s+than|excluding|provided\s+that|to\s+the\s+extent|(?:made|brought|asserted)\s+by|caused\s+by(?!\s+(?:it|its|the\s+\w+['’]s?)\s+(?:own\s+)?neglig)`)}(?![\s\S]*\b(?:arising|resulting)\s+(?:from|out\s+of)\s+(?!(?:or\s+in\s+connection\s+with\s+)?(?:this|the)\s+(?:agreement|contract|services)\b))[\s\S]*?${RELIEVED}(?=[^.;]{0,160}?\bfor\s+any\s+${LOSS}(?:\s*(?:,|or|and)\s*(?:any\s+)?${LOSS})*\b(?!\s+(?:of|to|in\s+respect\s+of)\s+(?!any\s+kind\b)))(?=[^.;]*?(?:\b(?:howsoever|however)\s+(?:arising|caused|occurring)|\bwhether\s+(?:arising\s+)?(?:in|under)\s+contract\b|\bof\s+any\s+(?:kind|nature|description)\b|\bwhatsoever\b|\bexcludes?\s+all\b))`;
/**
 * A party that answers only for its own actual or personal fault, not for what its employees, agents or subcontractors
 * do: "shall not be liable for any loss caused by the acts or omissions of its employees, agents or subcontractors", "...
 * or from any other cause arising without the actual fault or privity of the Carrier", "unless it is caused by the
 * personal negligence of its directors". The people must be the liable party's own ("its", "his", "their"): an exclusion of
 * loss the other party's people cause is fair.
 */
const OWN_PEOPLE = String.raw`(?:employees|servants|agents|sub-?contractors|personnel|staff|crew|master|officers|contractors|representatives|pilots|mariners|drivers)`;
const OWN_FAULT_ONLY = String.raw`${RELIEVED}[^.;]{0,200}?(?:\b(?:caused\s+by|arising\s+(?:from|out\s+of)|resulting\s+from|attributable\s+to|due\s+to|for)\s+(?:any\s+|the\s+)?(?:acts?|omissions?|neglect|negligence|defaults?|barratry|errors?|misconduct)(?:\s*(?:,|or|and)\s*(?:or\s+|and\s+)?(?:any\s+)?(?:acts?|omissions?|neglect|negligence|defaults?|barratry|errors?|misconduct))*\s+of\s+(?:any\s+of\s+)?(?:its|his|her|their)\s+(?:own\s+)?(?:[\w-]+\s*,?\s+){0,2}?${OWN_PEOPLE}\b|[^.]{0,1500}?\bwithout\s+the\s+(?:actual|personal)\s+fault\s+(?:or\s+privity\s+)?of\b|\bunless\s+(?:it\s+is\s+|they\s+are\s+|such\s+[\w\s]{0,20}?\s+(?:is|are)\s+)?caused\s+by\s+the\s+personal\s+(?:negligence|fault|act|default|neglect))`;
/**
 * An exoneration: a party relieved of liability save for misconduct (in either form, see LIABLE_ONLY_FOR_MISCONDUCT),
 * of all liability however caused, or of all but its own actual fault.
 */
export const EXONERATION = String.raw`(?:${EXONERATION_SAVE})|${namesNoHead()}[\s\S]*?${LIABLE_ONLY_FOR_MISCONDUCT}|${TOTAL_EXCLUSION}|${OWN_FAULT_ONLY}`;

const TOTAL_EXCLUSION_RE = new RegExp(TOTAL_EXCLUSION, 'i');
const OWN_FAULT_ONLY_RE = new RegExp(OWN_FAULT_ONLY, 'i');
/** How an exoneration relieves its party (null for a sentence that is none). */
export function exonerationKind(t: string): 'law' | 'all' | 'own_fault' | 'misconduct' | null {
  if (!EXONERATION_RE.test(t)) return null;
  if (EXONERATION_BY_LAW_RE.test(t)) return 'law';
  if (TOTAL_EXCLUSION_RE.test(t)) return 'all';
  if (OWN_FAULT_ONLY_RE.test(t)) return 'own_fault';
  return 'misconduct';
}

export const EXONERATION_RE = new RegExp(EXONERATION, 'i');

/** The words of a cap; "in no event shall X's liability ... exceed" reaches past a long parenthesis of carve-outs. */
const CAP_WORDS_RE = /liabilit[^.;]{0,60}\bexceed\b|(?:is|are|be)\s+(?:expressly\s+)?(?:limited|capped)\s+(?:in|on|to)\s+the\s+same\s+(?:way|manner|basis|terms|extent|amount)\b|\bin no event shall\b[^.;]{0,80}\bliabilit[^.;]{0,240}\bexceed\b|shall not exceed|will not exceed|not to exceed|(?:is|are|be|shall be) (?:expressly )?limited to|in no event exceed|capped at|(?:shall|will) be liable[^.;]{0,40}(?:only )?(?:up to|to a maximum)|exceed the (?:total|aggregate|amount)|(?:maximum|aggregate|total|cumulative|entire) liability[^.;]{0,120}(?:is|shall be|will be|of)\b/i;
/** A cap, or an exoneration save for gross negligence and the like (read as a cap of that party's liability). */
export const CAP_VERB_RE = new RegExp(`${CAP_WORDS_RE.source}|${NOT_LIABLE_BEYOND}|${EXONERATION}`, 'i');

/** A cap in money of at most this many units of its currency is nominal: too small to answer for any real loss. */
export const NOMINAL_CAP = 1000;

/**
 * The nominal sum a cap sentence limits liability to ("shall not exceed US$100", "the lesser of the fees paid and
 * US$500"), given the amounts it names; null when the cap is measured in fees (not the lesser of fees and a sum) or a rate, is the greater of a sum and something else, or names any sum above NOMINAL_CAP.
 */
export function nominalCap(t: string, amounts: readonly { value: number; quote: string }[]): string | null {
  // (not a rate: "$4.41 per kilogram", "$100 for each day of delay")
  // (a cap at "the lesser of" the fees and a small sum is that sum, whatever the fees)
  if (!amounts.length || (capFeeMonths(t) !== null && !/\b(?:lesser|lower|smaller)\s+of\b/i.test(t)) || /\b(?:greater|higher|larger)\s+of\b|\bper\s+(?!cent\b)\w+|\bfor (?:each|every)\b/i.test(t)) return null;
  return amounts.every((a) => a.value <= NOMINAL_CAP) ? amounts[0].quote : null;
}

/**
 * A sentence that caps liability and then, after ", and", ";", "while", "but" or "whereas", leaves liability unlimited:
 * "the Processor's total liability ... shall not exceed GBP 5,000, and the Controller's liability is unlimited",
 * "Provider's liability is limited to ..., while Customer's liability is uncapped". The two parts, each to be read for
 * its own holder (the second may be a carve-out of one head, "while liability for fraud is uncapped"); null where the
 * sentence is not so made (the first part must cap and not itself leave liability unlimited).
 */
const CAP_THEN_JOIN_RE = /,\s*(?:and|but|while|whereas)\b|;\s*(?:and\b|but\b)?|\s(?:while|whereas)\b/gi;
export function capThenUnlimited(t: string): { cap: string; rest: string } | null {
  const joins = [...t.matchAll(CAP_THEN_JOIN_RE)].reverse();
  for (const j of joins) {
    const cap = t.slice(0, j.index);
    const rest = t.slice(j.index! + j[0].length);
    if (UNLIMITED_RE.test(rest) && /liabilit|liable/i.test(rest) && !UNLIMITED_RE.test(cap) && /liabilit|liable/i.test(cap) && CAP_VERB_RE.test(cap)) return { cap, rest };
  }
  return null;
}

/**
 * An unlimited head of liability rather than unlimited liability: "liability for a party's
 * indemnification obligations is unlimited", "the cap does not apply to claims arising from fraud".
 * "Liability for any breach of this Agreement" or "under this Agreement" is all of it.
 */
export function isCarveOut(t: string): boolean {
  const u = UNLIMITED_RE.exec(t);
  const w = u ? UNLIMITED_WORD_RE.exec(u[0]) : null;
  // ("Nothing in this Section limits ... liability" names its head after the word liability: "... liability for death")
  const nothing = u && /^nothing\b/i.test(u[0]);
  const head = !u ? t : nothing ? t.slice(u.index + u[0].length - 'liabilit'.length) : t.slice(0, u.index + (w ? w.index : 0));
  // a named head of liability: an indemnity, confidentiality, fraud, death or injury, infringement, a numbered section
  if (/\b(?:indemnit\w*|indemnif\w*|confidential\w*|fraud\w*|wil(?:l)?ful|gross(?:ly)? neglig\w*|death|bodily|personal injury|infring\w*|data (?:breach|protection)|payment obligations?|(?:section|clause|paragraph|article)s? \d)/i.test(head)) return true;
  const m = /\b(?:for|arising (?:from|out of|under)|in respect of|with respect to|resulting from|caused by)\s+(?!this agreement\b|any (?:and all )?(?:breach|claims?|loss|damages?)\b|all (?:claims?|losses|damages)\b)/i.exec(head);
  return !!m && /liabilit|liable/i.test(head);
}

/**
 * What a cap may be measured in: fees, charges or amounts, including one defined fee term in the singular ("the Licence
 * Fee", "the Service Fee", "the Monthly Charge") and "the Subscription Fees". A bare singular "fee" or "charge" needs the
 * word before it that names it ("free of charge", "a fee" are no measure).
 */
const FEE_TERM = String.raw`(?:(?:licen[cs]e|subscription|services?|support|maintenance|hosting|platform|usage|management|monthly|annual|yearly|contract|retainer)\s+(?:fees?|charges?)|fees|charges|amounts|compensation)`;

/** A percentage of the fees a cap is measured in: "25% of the Fees", "one hundred and fifty per cent (150%) of the charges". */
const PERCENT_OF_FEES_RE = new RegExp(String.raw`\b(\d+(?:\.\d+)?)\s*(?:%|per\s?cent\b|percent\b)\)?\s+of\s+(?:the\s+|all\s+)?(?:total\s+|aggregate\s+|annual\s+)?${FEE_TERM}\b`, 'i');
/** "three (3) months' Fees", "twelve months of the Licence Fee". */
const MONTHS_OF_FEES_RE = new RegExp(String.raw`\b(\d+|[a-z]+(?:-[a-z]+)?)\s*(?:\((\d+)\)\s*)?(months?|years?)(?:['’]s?)?\s+(?:of\s+)?(?:the\s+)?${FEE_TERM}\b`, 'i');
/**
 * "the fees paid in the twelve (12) months preceding", "the Licence Fee paid during the three month period before the
 * claim", "the Charges paid in the preceding 6-month period"; not a sentence of its own about the fee ("... GBP 500,000,
 * and the Licence Fee is payable in the first month of each year").
 */
const FEES_IN_MONTHS_RE = new RegExp(String.raw`\b${FEE_TERM}\b(?:(?!\b(?:is|are|shall|will|must|falls?)\s)[^.;]){0,120}?\b(?:in|during|for|over|within|in\s+respect\s+of)\s+the\s+(?:(?:immediately\s+)?(?:preceding|prior|previous|last|first)\s+)?(?:(\d+|[a-z]+(?=[\s(-]))\s*(?:\((\d+)\)\s*)?-?)?(months?|years?|month period|year period)`, 'i');
/** "the Licence Fee paid in respect of the calendar month in which the claim arose": one month's fees. */
const FEES_OF_THE_MONTH_RE = new RegExp(String.raw`\b${FEE_TERM}\b[^.;]{0,80}?\b(?:in respect of|for|during|in)\s+the\s+(?:calendar\s+)?month\s+(?:in\s+which|when|during\s+which)\b`, 'i');

/**
 * Fees of a period in weeks or days, as months (a year of 52 weeks, of 365 days): "the fees paid in the two (2) weeks
 * preceding the claim", "the charges paid during the thirty (30) days immediately preceding", "one week's fees". The
 * period must look back ("preceding", "before", "prior", "last"): not "the fees payable within thirty (30) days".
 */
const BACK = String.raw`(?:immediately\s+)?(?:preceding|prior|previous|last|before)`;
const FEES_IN_DAYS_RE = new RegExp(String.raw`\b${FEE_TERM}\b(?:(?!\b(?:is|are|shall|will|must|falls?)\s)[^.;]){0,120}?\b(?:in|during|for|over|within|in\s+respect\s+of)\s+the\s+(${BACK}\s+)?(${NUM})\s*(?:\((\d+)\)\s*)?-?(weeks?|days?)\b(?:\s+period)?(\s+${BACK})?`, 'i');
const DAYS_OF_FEES_RE = new RegExp(String.raw`\b(${NUM})\s*(?:\((\d+)\)\s*)?(weeks?|days?)['’]s?\s+(?:of\s+)?(?:the\s+)?${FEE_TERM}\b`, 'i');
function feeDaysMonths(t: string): number | null {
  const d = FEES_IN_DAYS_RE.exec(t);
  const m = d && (d[1] || d[5]) ? { n: d[3] ?? d[2], unit: d[4] } : (() => { const x = DAYS_OF_FEES_RE.exec(t); return x ? { n: x[2] ?? x[1], unit: x[3] } : null; })();
  if (!m) return null;
  const n = parseNumber(m.n) ?? (/^an?$/i.test(m.n) ? 1 : null);
  if (n === null) return null;
  return Math.round((/week/i.test(m.unit) ? (n * 12) / 52 : (n * 12) / 365) * 100) / 100;
}

/** A cap measured in fees: "the fees paid in the twelve (12) months preceding", "one month of fees", "two times the annual fees". */
export function capFeeMonths(t: string): number | null {
  const num = (w: string) => parseNumber(w);
  const m = MONTHS_OF_FEES_RE.exec(t) ?? FEES_IN_MONTHS_RE.exec(t);
  if (m) {
    const n = m[2] ? Number(m[2]) : m[1] ? num(m[1]) : 1;
    const months = n === null ? (/year/i.test(m[3]) ? 12 : null) : /year/i.test(m[3]) ? n * 12 : n;
    // a share of those fees: "twenty-five per cent (25%) of the Fees paid in the twelve (12) months" is three months'
    const share = PERCENT_OF_FEES_RE.exec(t);
    // (a word that is no number, "in respect of the calendar month in which", reads on below)
    if (months !== null) return share ? Math.round(months * Number(share[1])) / 100 : months;
  }
  const days = /\b(?:weeks?|days?)\b/i.test(t) ? feeDaysMonths(t) : null;
  if (days !== null) return days;
  if (FEES_OF_THE_MONTH_RE.test(t)) return 1;
  const times = /\b(\d+|one|two|three|four|five)\s*(?:\(\d+\)\s*)?(?:times|x)\s+(?:the\s+)?(?:annual|yearly|total annual)\s+(?:fees|charges|contract value)/i.exec(t);
  if (times) return (num(times[1]) ?? 1) * 12;
  if (/\b(?:annual|yearly) (?:(?:licen[cs]e|subscription|services?|support|maintenance) )?(?:fees?|charges?|contract value)/i.test(t)) return 12;
  return null;
}

/**
 * Liability limited by reference to another agreement, the one this document supplements or runs under: "Each party's
 * liability under this DPA is subject to the limitations and exclusions in the Main Agreement", "the limitations of
 * liability are as set out in the Principal Agreement", "Clause 14 (Limitation of Liability) of the Services Agreement
 * applies to this Addendum", "liability ... shall be limited in accordance with the Master Agreement". The limitation is
 * addressed, but its terms are in a document this one does not carry. Not a negated one ("is not subject to the
 * limitations in the Main Agreement", "notwithstanding ..."), nor a reference to this document's own clauses.
 * (A test, not a search: past the negation's lookahead, each reading is looked for anywhere; no reading starts with
 * the run of clause characters before it, which the lazy scan already steps over and which made the search quadratic.)
 */
const LIMITS_WORDS = String.raw`(?:limitations?|limits?|exclusions?|caps?|restrictions?|provisions|terms)\b`;
const NEGATED_REF = String.raw`\b(?:not|never|notwithstanding|regardless|irrespective|despite|nor|without)\b`;
export const LIMITED_BY_REFERENCE_RE = new RegExp(String.raw`^(?![^.;]*${NEGATED_REF}[^.;]{0,60}\b(?:subject\s+to|set\s+out|set\s+forth|in\s+accordance|limitations?|limits?|exclusions?|caps?)\b)[\s\S]*?(?:` +
  // liability ... subject to / limited in accordance with / governed by / as set out in ... the other agreement
  String.raw`\bliabilit\w*\b[^.;]{0,120}?\b(?:(?:is|are|shall\s+be|will\s+be|remains?|be)\s+)?(?:subject\s+to|limited\s+(?:(?:as|to\s+the\s+extent)\s+(?:set\s+(?:out|forth)|provided|stated|specified)\s+in|in\s+accordance\s+with|by|under|pursuant\s+to)|governed\s+by|as\s+(?:set\s+(?:out|forth)|provided|stated|specified|agreed)\s+(?:in|under)|determined\s+(?:in\s+accordance\s+with|under|by))\s+(?:(?:all|any|each\s+of)\s+)?(?:the\s+)?(?:${LIMITS_WORDS}(?:\s+(?:and|or)\s+${LIMITS_WORDS})?(?:\s+(?:of|on)\s+liabilit\w*)?\s+(?:(?:in|of|under|set\s+(?:out|forth)\s+in|contained\s+in|agreed\s+in|stated\s+in)\s+)?)?(?:(?:clause|section|article|paragraph)\s+[\w.()]+\s+(?:\([^)]{0,40}\)\s+)?(?:of|in)\s+)?${OTHER_AGREEMENT}` +
  // the limitations of liability ... in / of the other agreement ... apply (to this DPA) / are as set out in
  String.raw`|\b${LIMITS_WORDS}(?:\s+(?:and|or)\s+${LIMITS_WORDS})?\s+(?:(?:of|on)\s+)?liabilit\w*\b[^.;]{0,60}?\b(?:(?:in|of|under|set\s+(?:out|forth)\s+in|contained\s+in)\s+${OTHER_AGREEMENT}[^.;]{0,60}?\b(?:shall|will|do|does)?\s*(?:also\s+)?appl(?:y|ies)\b|(?:are|is|shall\s+be)\s+(?:those|as)\s+(?:set\s+(?:out|forth)|provided|stated|specified)\s+(?:in|under)\s+${OTHER_AGREEMENT})` +
  // clause 14 (Limitation of Liability) of the Services Agreement applies to this Addendum
  String.raw`|\b(?:clause|section|article|paragraph)\s+[\w.()]+\s+\((?:limitation|exclusion)s?\s+(?:(?:and|of)\s+(?:limitation|exclusion)s?\s+)?of\s+liabilit\w*\)\s+(?:of|in)\s+${OTHER_AGREEMENT}[^.;]{0,40}?\b(?:shall|will)?\s*appl(?:y|ies)\b)`, 'i');

// ---- liability round 19: the checklist a customer's lawyer runs over a cap ----

export const LIABLE_ONLY_FOR_MISCONDUCT_RE = new RegExp(LIABLE_ONLY_FOR_MISCONDUCT, 'i');

/**
 * The heads a cap's carve-outs reach, read for whose liability each is: the leading exception of a cap sentence
 * ("Except for Customer's breach of Section 7 and Customer's indemnification obligations, in no event shall either
 * party's liability exceed ...") or what a cap is said not to apply to ("The limit in clause 12.2 shall not apply to the
 * Client's liability for breach of clause 9", "The cap ... does not apply to any liability of the Licensee arising
 * from ..."). A party's obligation to pay the fees is no carve-out a lawyer questions, and is left out.
 */
const CAP_EXCEPTION_RE = /^\W*(?:\d[\d.]*\.?\s+)?(?:[A-Z][\w ]{0,40}[.:]\s+)?(?:except|other\s+than|excluding|save|with\s+the\s+exception\s+of)\b([\s\S]{0,400}?)\b(?:in\s+no\s+event|(?:each|either|neither)\s+party|the\s+(?:total|aggregate|maximum|cumulative)|(?:total|aggregate|cumulative|maximum)\s+liabilit)/i;
const CAP_NOT_APPLY_RE = /\b(?:limit\w*|caps?|exclusions?|(?:clause|section|article|paragraph)s?\s+\d[\w.()]*|this\s+(?:clause|section|article))\b[^.;]{0,80}?\b(?:does|do|shall|will)\s+not\s+(?:apply|extend)\s+to\b([^.;]{0,300})/i;
const HEAD_WORDS = String.raw`(?:breach|liabilit|indemnit|indemnif|obligation|infring|misappropriat|gross|wil+ful|fraud|misuse|violation|negligen|confidential|data|use|wrongful)\w*`;
const HEAD_REF_RE = new RegExp(String.raw`\b((?:either|each|a|any|both|neither|the)\s+)?([\w&.-]+)['’]s?\s+(?:own\s+)?(${HEAD_WORDS})|\b(?:liabilit\w*|breach\w*|obligations?)\s+of\s+((?:either|each|a|any|both|the)\s+)?([\w&.-]+)`, 'gi');
const PAYMENT_HEAD_RE = /^[^,;]{0,30}?\b(?:to\s+pay|pay(?:ment)?s?|fees|charges|amounts?\s+(?:due|owed|payable)|sums?\s+due)\b/i;
/** A carve-out of every claim one party brings against the other: "any claim brought by Vendor against Calloway" (the party sued). */
const EVERY_CLAIM_AGAINST_RE = /\b(?:any|all)\s+(?:claims?|actions?|proceedings?|suits?)\s+(?:brought|made|asserted|commenced|instituted)\s+by\s+(?:the\s+)?[\w&.-]+\s+against\s+((?:the\s+)?[\w&.-]+)/i;
export function carveOutHolders(t: string, role: (word: string) => 'customer' | 'provider' | 'both' | null): Set<'customer' | 'provider' | 'both' | 'whole'> {
  const out = new Set<'customer' | 'provider' | 'both' | 'whole'>();
  const heads = CAP_EXCEPTION_RE.exec(t)?.[1] ?? CAP_NOT_APPLY_RE.exec(t)?.[1];
  if (!heads) return out;
  const every = EVERY_CLAIM_AGAINST_RE.exec(heads);
  if (every) { const r = role(every[1]); if (r) { out.add(r); if (r !== 'both') out.add('whole'); } }
  for (const m of heads.matchAll(HEAD_REF_RE)) {
    const det = (m[1] ?? m[4] ?? '').trim().toLowerCase();
    const word = m[2] ?? m[5];
    // what the head is about: the words after the party ("the Client's obligation to pay the Charges" is payment)
    const after = heads.slice(m.index + m[0].length - (m[3]?.length ?? 0), m.index + m[0].length + 60);
    if (PAYMENT_HEAD_RE.test(after)) continue;
    if (/^(?:either|each|a|any|both|neither)$/.test(det) || /^(?:either|each|both|neither)$/i.test(word) || /^part(?:y|ies)$/i.test(word) && det !== 'the') { out.add('both'); continue; }
    if (/^(?:its|his|her|their|other|such|this|that)$/i.test(word)) continue;
    const r = role(`${det} ${word}`.trim());
    if (r) out.add(r);
  }
  return out;
}

/**
 * A cap given to one party by another sentence: "Clause 14.1 shall operate solely for the benefit of the Supplier",
 * "Section 9.1 applies only to the liability of Vendor", "The limitation in clause 12.1 applies to the liability of the
 * Licensor only". The party, and the clause number named (if any). Not "applies to Vendor and Client alike".
 */
const CAP_ONLY_FOR_RE = /\b(?:limit\w*|caps?|exclusions?|(?:clause|section|article|paragraph)\s+(\d[\w.()]*)|this\s+(?:clause|section|article))\b[^.;]{0,80}?\b(?:appl(?:y|ies)|operates?|(?:shall|will)\s+(?:apply|operate)|(?:is|are)\s+(?:given|made|intended|for))\s+(only\s+|solely\s+|exclusively\s+)?(?:to|for\s+the\s+(?:(sole|exclusive)\s+)?benefit\s+of|in\s+favou?r\s+of)\s+(?:the\s+liability\s+of\s+)?((?:the\s+)?[\w&.-]+)(\s+only\b|\s+alone\b)?(?!\s+(?:and|or)\b)/i;
export function capOnlyFor(t: string): { party: string; section: string | null } | null {
  const m = CAP_ONLY_FOR_RE.exec(t);
  if (!m || !(m[2] || m[3] || m[5])) return null;
  return { party: m[4], section: m[1] ?? null };
}

/**
 * A time bar on claims: "No action arising out of this Agreement may be brought by Customer more than three (3) months
 * after the cause of action arose", "The Supplier shall have no liability for any claim unless the Customer has issued
 * proceedings within ninety (90) days". The period in months and whose claims it bars ('both' when it names no party or
 * either party); null when the sentence sets no such bar.
 */
const TIME_BAR_RE = new RegExp(String.raw`\b(?:actions?|claims?|proceedings?|suits?|arbitrations?|demands?)\b[^.;]{0,160}?\b(?:brought|commenced|instituted|issued|filed|notified|made|raised|initiated)\b[^.;]{0,80}?\b(?:more\s+than|after|later\s+than|within)\s+(${NUM})\s*(?:\((\d+)\)\s*)?(days?|weeks?|months?|years?)\b`, 'i');
export function timeBar(t: string, role: (word: string) => 'customer' | 'provider' | 'both' | null): { months: number; claimant: 'customer' | 'provider' | 'both' } | null {
  if (!/\b(?:no|not|unless|must|shall\s+be\s+(?:barred|waived)|barred|waive[sd]?|forfeit\w*)\b/i.test(t)) return null;
  const m = TIME_BAR_RE.exec(t);
  if (!m) return null;
  // (a bar, not a duty: "no claim ... may be brought ... more than", "must be brought within", "no liability ... unless ... within")
  if (!/\b(?:no|any)\s+(?:action|claim|proceeding|suit|arbitration|demand)|\bmust\s+be\s+(?:brought|commenced|instituted|issued|filed)|\bno\s+liabilit\w*\b[^.;]{0,120}\bunless\b|\b(?:barred|waive[sd]?|forfeit\w*)\b/i.test(t)) return null;
  const n = parseNumber(m[2] ?? m[1]);
  if (n === null) return null;
  const unit = m[3].toLowerCase();
  const months = unit.startsWith('day') ? n / 30.4 : unit.startsWith('week') ? (n * 12) / 52 : unit.startsWith('year') ? n * 12 : n;
  let claimant: 'customer' | 'provider' | 'both' = 'both';
  const by = /\bby\s+((?:the\s+)?[\w&.-]+(?:\s+party)?)/i.exec(t.slice(m.index));
  const against = /\bagainst\s+((?:the\s+)?[\w&.-]+)/i.exec(t);
  const defendant = /((?:the\s+)?[\w&.-]+)\s+(?:shall|will)\s+(?:have\s+no|not\s+(?:be|have)\s+(?:any\s+)?)liab/i.exec(t);
  const flip = (r: 'customer' | 'provider' | 'both' | null) => (r === 'customer' ? 'provider' : r === 'provider' ? 'customer' : r);
  const r = by ? role(by[1]) : against ? flip(role(against[1])) : defendant ? flip(role(defendant[1])) : null;
  if (r) claimant = r;
  return { months: Math.round(months * 10) / 10, claimant };
}

/**
 * A cap measured by a defined term: "shall not exceed the Liability Cap", "shall be limited to the Maximum Amount". The
 * term as written (the sentence's own words in capitals after the cap's verb); null when the measure is in words.
 */
const CAP_TERM_RE = /\b(?:exceed(?:ing)?|limited\s+to|capped\s+at|in\s+excess\s+of|more\s+than)\s+(?:the\s+|an\s+amount\s+equal\s+to\s+(?:the\s+)?)?((?:[A-Z][\w-]*)(?:\s+[A-Z][\w-]*){0,3})/;
export function capTerm(t: string): string | null {
  const m = CAP_TERM_RE.exec(t);
  if (!m || /^(?:Fees?|Charges?|Agreement|Contract|Services?|Section|Clause|US|USD|GBP|EUR|AUD|CAD|INR|Rs|Rupees|Dollars?|Pounds?|Euros?)\b/.test(m[1])) return null;
  return m[1];
}

/** The words that name the contract's price or yearly fees before a sum ("the Contract Sum of AUD 950,000", "Contract Price: £1,840,000", "annual subscription fees of $480,000"). */
export const PRICE_WORDS = String.raw`\b(?:contract\s+(?:price|sum|value)|(?:total|annual|yearly)\s+(?:[\w-]+\s+){0,2}?(?:fees?|charges?|price|value|consideration)|(?:total\s+)?(?:price|consideration)\s+(?:of|is|shall\s+be))\b`;

/**
 * A party made liable for all its breach causes, consequential loss and lost profits included ("Company shall be liable
 * to Contractor for all damages arising from Company's breach, including consequential damages and Contractor's lost
 * profits"); not a mutual sentence, nor one with an exception. Whose liability it is, review.ts reads (liabilityHolder).
 */
export const BEARS_CONSEQUENTIAL_RE = /^(?![\s\S]*\b(?:(?:each|either|neither|both)\s+part(?:y|ies)|mutual\w*|excluding|exclusive\s+of|other\s+than|except)\b)[\s\S]*\b(?:shall|will|must|agrees?\s+to|is|are)\s+(?!not\b)(?:be\s+)?(?:fully\s+)?(?:liable|responsible)\b[^.;]{0,80}?\b(?:all|any\s+and\s+all|every)\b[^.;]{0,80}?\b(?:including|incl\w*|whether\s+direct\s+or|direct\s+(?:and|or))\b[^.;]{0,40}?\b(?:indirect|consequential|special|incidental|punitive|loss(?:es)?\s+of\s+profits?|lost\s+profits?)\b/i;
