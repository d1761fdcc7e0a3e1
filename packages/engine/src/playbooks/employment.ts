/**
 * The built-in employment playbook (pbk_employment_standard), from the employer's side, with the
 * limits a court would hold it to: a restrictive covenant that is too long is a risk to the
 * employer too (unenforceable, or cut down). Grounded in CUAD's Non-Compete, No-Solicit of
 * Employees / Customers, IP Ownership Assignment and Termination categories, and the usual
 * employment checklist: role and pay, notice, termination for cause, confidentiality, inventions.
 */
import { ALL_DUTIES_END } from './shared.js';
import type { Playbook } from '../types.js';
import { COMMERCIAL_CHECKS as C, CONFIDENTIALITY_DUTY, DEFINED_TERMS_READ } from './msa.js';

const r = String.raw;

/**
 * A restrictive covenant (named by `name`) that falls away when the employment ends in a given way: "Clause 8
 * (Non-Solicitation) shall cease to apply if the Company terminates the employment", "the non-compete lapses on a
 * dismissal without cause", or from the day it ends, whatever the way: "shall cease to apply from the Termination Date",
 * "will not apply after the employment ends" (the end named right after the verb: not a covenant that expires a stated
 * time after it). The employer loses the protection exactly when it is most needed.
 */
const fallsAway = (name: string) => r`\b(?:${name})\b[^.;]{0,80}\b(?:(?:shall|will|does|do)\s+(?:cease to (?:apply|have (?:any )?effect|bind)|(?:automatically )?(?:lapse|fall away|terminate|expire|end)|not apply|no longer (?:apply|bind)|be (?:void|unenforceable|of no (?:further )?(?:force or )?effect))|(?:automatically\s+)?(?:ceases? to (?:apply|have (?:any )?effect|bind)|lapses?|falls? away|terminates?|expires?|no longer (?:applies|apply|binds?))|(?:is|are|becomes?)\s+(?:void|unenforceable|of no (?:further )?(?:force or )?effect))\b(?:(?=[^.;]{0,40}\b(?:if|where|when|upon|on|in the event|once)\b[^.;]{0,80}\b(?:terminat\w*|dismiss\w*|ends?|ended|cessation|redundan\w*|leaves?|resign\w*)\b)|(?=\s+(?:to\s+\w+\s+)?(?:from|after|following|on\s+and\s+after|with\s+effect\s+from)\s+(?:the\s+)?(?:termination|end|cessation|date\s+of\s+termination|termination\s+date|employment\s+(?:ends|terminates|ceases)|(?:employee|executive)['’]s\s+(?:last\s+day|leaving|departure))\b))`;

/**
 * The employee left free to approach the employer's clients or staff from the day the employment ends: "is free to approach
 * and deal with any client or staff member of the Employer from the Employee's last day of employment" (not a freedom
 * limited to those the employee had no dealings with).
 */
/**
 * A promise not to approach the employer's customers or staff, in plain words (session 24, misses19): "you will not
 * approach or deal with any customer of ours", "or try to persuade any of our employees to leave us", "shall not
 * induce any member of staff to leave the Company". Only where the sentence names customers or staff and the time
 * after the employment (not a duty while it lasts, or on garden leave: "(c) not to contact any of the Company's clients").
 */
const PLAIN_NON_SOLICIT = r`^(?=[\s\S]*\b(?:after|following)\b[^.;]{0,40}?\b(?:employment|engagement|you\s+leave|leaving|termination|ends|ended)\b)[\s\S]*?(?:\b(?:not|never)\b[^.;]{0,30}?\b(?:approach|canvass|contact)\w*\b[^.;]{0,60}?\b(?:customers?|clients?|employees?|staff)\b|\b(?:not|never)\b[^.;]{0,80}?\b(?:persuade|induce|encourage|try\s+to\s+get)\w*\s+(?:any\s+(?:of\s+)?|an?\s+)?(?:our\s+|the\s+company['’]s\s+|the\s+employer['’]s\s+|its\s+)?(?:member\s+of\s+staff|employees?|staff|customers?|clients?)\b[^.;]{0,60}?\b(?:to\s+(?:leave|stop|cease|move)|away)\b)`;
/**
 * A restraint that binds only if the employer dismisses the employee for cause (session 26, misses21): "this clause shall
 * not apply if the employment ends for any reason other than the Employee's dismissal for gross misconduct", "This clause
 * applies only if the Employer dismisses the Employee for serious misconduct", "The restrictions in this clause do not
 * bind the Employee unless the Employer terminated the employment for cause": if the employee resigns, or is let go on
 * notice, the covenant never binds. The sentence names the covenant or points to its own clause ("this clause", "these
 * restrictions"); not a covenant that applies "however the employment ends" or "whether or not" so dismissed.
 */
const RESTRAINT_SUBJECT = r`(?:non-?solicit\w*|solicitation|restrictive\s+covenants?|(?:this|the\s+foregoing)\s+(?:clause|section|paragraph|covenant|undertaking)|(?:these|such|the)\s+(?:restrictions?|covenants?|undertakings?)(?:\s+(?:in|of|under)\s+this\s+(?:clause|section|paragraph))?)`;
const FOR_CAUSE = r`(?:(?:dismiss|terminat|discharg|sack)\w*\b[^.;]{0,60}?\b(?:(?:gross|serious|wilful)\s+misconduct|misconduct|for\s+cause|summar\w*|dishonest\w*)\b|summar\w*\s+dismiss\w*)`;
const RESTRAINT_ONLY_AFTER_CAUSE = r`\b${RESTRAINT_SUBJECT}\b[^.;]{0,60}?(?:\b(?:(?:shall|will|does|do)\s+)?(?:appl(?:y|ies)|binds?|(?:is|are)\s+(?:binding|enforceable)|ha(?:s|ve)\s+effect|(?:shall|will)\s+(?:apply|bind|have\s+effect))\s+only\s+(?:if|where|when|in\s+the\s+event|(?:up)?on)\b[^.;]{0,60}?\b${FOR_CAUSE}|\b(?:shall|will|does|do)\s+not\s+(?:apply|bind\w*|have\s+(?:any\s+)?effect)\b[^.;]{0,60}?(?:\bunless\b|\b(?:if|where|when|in\s+the\s+event)\b[^.;]{0,80}?\b(?:other\s+than|otherwise\s+than|except)\b)[^.;]{0,60}?\b${FOR_CAUSE})(?![^.;]{0,20}\bwithout\s+cause\b)`;

/**
 * The covenant emptied by its exceptions (session 24, misses19): "This does not apply to any customer you dealt with
 * while working for us, or to any of our employees", "clause 6 shall not apply to clients with whom the Employee had
 * dealings", "does not extend to any of the Company's staff": the very customers the employee knows, or all staff, left
 * out. Not an exception for those the employee never dealt with.
 */
const NON_SOLICIT_EMPTIED = r`\b(?:does|do|shall|will)\s+not\s+(?:apply|extend)\s+to\b(?:(?!\b(?:no|not|never|did\s+not)\b)[^.;]){0,60}?\b(?:customers?|clients?)\b\s+(?:(?:that|whom|who|which)\s+|with\s+whom\s+)?(?:you|the\s+employee|the\s+executive|he|she|they)\s+(?:\w+\s+){0,2}?(?:dealt|deal|worked|had\s+(?:any\s+)?(?:material\s+)?dealings|serviced|served|looked\s+after)\b|\b(?:does|do|shall|will)\s+not\s+(?:apply|extend)\s+to\b[^.;]{0,80}?\b(?:any|all)\s+(?:of\s+)?(?:our|the\s+company['’]s|the\s+employer['’]s|its)\s+(?:employees|staff)\b`;
const FREE_TO_APPROACH = r`\bfree\s+to\s+(?:approach|solicit|deal\s+with|contact|canvass|entice|employ|hire|engage)\b[^.;]{0,80}?\b(?:clients?|customers?|staff|employees?|personnel)\b(?![^.;]{0,80}\b(?:no\s+(?:material\s+)?dealings|not\s+deal\w*|did\s+not|never)\b)[^.;]{0,60}?\b(?:from|after|following|on|once)\b[^.;]{0,40}?\b(?:last\s+day|leav\w*|left|termination|cessation|employment\s+(?:ends|ended|terminates))`;

/** A notice of seven months or more, or of a year or more. */
const LONG_PERIOD = r`(?:(?:seven|eight|nine|ten|eleven|twelve|eighteen|twenty-four|thirty-six|[7-9]|1\d|2\d|3\d)\s*(?:\(\d+\)\s*)?months|(?:one|two|three|a|1|2|3)\s*(?:\(\d\)\s*)?years?)`;
const LONG_NOTICE_PERIOD = r`${LONG_PERIOD}['’]?\s+(?:(?:prior|advance|written)\s+)*notice`;
/**
 * The employer bound to a notice far beyond the market's one to three months: "the Company may terminate the
 * employment only on giving not less than twelve (12) months' written notice", "one year's notice" (the employer's
 * notice alone: not a long notice either party gives).
 */
const LONG_EMPLOYER_NOTICE = r`(?<!\b(?:either|each|both|or|and)\s+(?:the\s+)?)\b(?:company|employer|corporation|we)\b[^.;]{0,120}?\b(?:terminat\w*|dismiss\w*|end)\b[^.;]{0,120}?\b(?:not less than|no less than|at least|a minimum of|on|upon|by giving|giving|with)\s+(?:\w+\s+){0,2}?${LONG_NOTICE_PERIOD}`;
/**
 * The employer able to end the employment only by paying seven months' salary or more in place of notice (session 22,
 * misses17): "We may end this contract only by paying you eighteen (18) months' salary in lieu of notice", "may terminate
 * ... only upon payment of twenty-four (24) months' base salary in lieu of notice" (the price of a notice far beyond the
 * market's; not a month's pay in lieu beside a month's notice).
 */
const LONG_PAY_IN_LIEU = r`(?<!\b(?:either|each|both|or|and)\s+(?:the\s+)?)\b(?:company|employer|corporation|we)\b[^.;]{0,120}?\b(?:terminat\w*|dismiss\w*|end)\b[^.;]{0,120}?\bonly\s+(?:by|on|upon|after|against)\s+(?:paying|payment\s+of|making\s+(?:a\s+)?payment\s+of)\b[^.;]{0,40}?${LONG_PERIOD}['’]?\s+(?:(?:base|basic|gross|full)\s+)?(?:salary|pay|remuneration|wages|compensation)\b[^.;]{0,20}?\bin\s+(?:lieu|place)\s+of\s+notice\b`;
/**
 * The same in the passive or as the employer's duty to give it: "the Employment may be terminated by the Company giving
 * the Executive not less than nine months' written notice", "may be ended by the Employer on twelve (12) months' prior
 * written notice", "the Company shall give the Employee not less than eight months' notice of termination".
 */
const LONG_EMPLOYER_NOTICE_GIVEN = r`\b(?:terminated|ended|brought\s+to\s+an\s+end)\s+by\s+(?:the\s+)?(?:company|employer|corporation)\b[^.;]{0,60}?\b(?:not less than|no less than|at least|a minimum of|on|upon|by giving|giving|serving|with)\s+(?:\w+\s+){0,2}?${LONG_NOTICE_PERIOD}|(?<!\b(?:either|each|both|or|and)\s+(?:the\s+)?)\b(?:company|employer|corporation)\s+(?:shall|must|will|is\s+(?:required|obliged)\s+to)\s+(?:give|provide|serve)\s+(?:(?:the|an?)\s+)?(?:[\w-]+\s+){0,1}?(?:with\s+)?(?:not less than|no less than|at least|a minimum of)?\s*${LONG_NOTICE_PERIOD}`;

/** Words that make an obligation end: "shall lapse", "will cease", "expires", "no longer applies". */
/**
 * The employee's last day (session 24, misses19): "on the last day of employment", "on the Employee's last day of
 * employment", "on the last day of her employment with the Company".
 */
const LAST_DAY = r`(?:the\s+)?last\s+(?:working\s+)?day\s+of\s+(?:[\w'’]+\s+){0,2}?(?:employment|engagement|service)\b`;
const ENDS = r`(?:(?:shall|will)\s+(?:automatically\s+)?(?:lapse|cease|end|expire|terminate|fall away|no longer (?:apply|bind|continue))|(?:automatically\s+)?(?:lapse|cease|expire|terminate|fall away)s?|ends)`;

/** A duty named by reference: "this obligation", "such undertakings", "the Employee's obligations under this clause". */
const CLAUSE_DUTY = r`(?:(?:this|these|such|the foregoing|the above)\s+(?:confidentiality\s+|non-?disclosure\s+)?(?:obligations?|undertakings?|duty|duties)\b|(?:the\s+)?(?:employee|executive|[A-Z][\w-]+)['’]s?\s+(?:confidentiality\s+|non-?disclosure\s+)?(?:obligations?|undertakings?|duty|duties)\s+(?:under|in)\s+this\s+(?:clause|section|paragraph|article)\b)`;

/**
 * A sentence of its own that ends "this obligation" with the employment ("This obligation shall lapse when the
 * employment terminates"): an obligation or undertaking (not a restriction or covenant, the words of non-competes)
 * named only by "this", "such" or "the foregoing" (or as "the Employee's obligations under this clause"), read as the
 * confidentiality duty it follows.
 */
/**
 * A carve-out from the duty of confidence for whatever the employee judges useful: "Clause 9.1 shall not apply to ... any
 * information concerning the Company's customers ... which the Employee reasonably considers useful in any subsequent
 * employment", "nothing in Section 3 restricts the Employee from using any business information that the Employee deems
 * relevant", "... as the Employee, in the Employee's own judgement, needs" (the test the employee's own view, not the
 * information's being public or the law's demand).
 */
const USEFUL = r`(?:(?:\w+\s+){0,3}?(?:useful|relevant|necessary|helpful|valuable|beneficial|of\s+(?:use|value|benefit|interest)|needed|required)\b|to\s+be\s+(?:useful|relevant|of\s+use))`;
const EMPLOYEE_VIEW = r`(?:\b(?:employee|executive|he|she|they)\b(?:\s*,)?\s+(?:(?:may|shall|will|does|reasonably|honestly|genuinely|in\s+good\s+faith|in\s+(?:his|her|their|the\s+employee['’]s)\s+(?:own\s+|sole\s+)?(?:opinion|judge?ment|view|discretion))[\s,]+){0,3}(?:(?:considers?|deems?|believes?|judges?|thinks?|regards?|finds?)\s+${USEFUL}|(?:needs?|wish(?:es)?|wants?|chooses?)\b(?!\s+to\s+(?:keep|protect|treat))))`;
const FREE_AS_THE_EMPLOYEE_JUDGES = r`^(?=[\s\S]*\b(?:(?:shall|will|does|do)\s+not\s+(?:apply|extend|cover)|nothing\b[^.;]{0,60}\b(?:restricts?|prevents?|prohibits?|limits?|stops?)|exclud\w*|except\w*|free\s+to\s+(?:use|disclose)|(?:is|are)\s+not\s+(?:confidential|restricted))\b)[\s\S]*\b(?:information|knowledge|data|materials?|documents?|details)\b[^.;]{0,140}?${EMPLOYEE_VIEW}`;

/**
 * The same as an item of the carve-out's list, read alone when the list is cut at its semicolons ("or (c) any information
 * ... which the Employee reasonably considers useful in any subsequent employment"): usefulness to the employee is no
 * ground of confidentiality, so the item can only free the information.
 */
const LISTED_AS_THE_EMPLOYEE_JUDGES = r`^\W*(?:(?:or|and)\s+)?\(?[a-z0-9]{1,4}[.)]\s[\s\S]*?\b(?:information|knowledge|data|materials?|documents?|details)\b[^.;]{0,140}?${EMPLOYEE_VIEW}`;

const ANAPHORIC_LAPSE = r`^\W*(?:\d+(?:\.\d+)*\.?\s+)?${CLAUSE_DUTY}[^.;]{0,40}?\b${ENDS}\b[^.;]{0,40}?\b(?:on|upon|when|at|with|after)\b[^.;]{0,20}?\b(?:(?:the\s+)?(?:termination|end|expiry|cessation)\s+of\s+(?:the\s+|(?:his|her|their|the executive['’]s|the employee['’]s)\s+)?employment|(?:the\s+)?employment\s+(?:ends|terminates|ceases|is terminated))`;

/**
 * The employer barred from ending the employment for a long stretch, whatever the notice: "save that the Company may not
 * terminate the employment during the first three years other than for gross misconduct", "shall not dismiss the
 * Employee before the second anniversary", in a contract of "we" and "you": "We may not end your employment during your
 * first three years" (a lock-in of a year or more; not a bar during sick leave or a probation).
 */
const EMPLOYER_LOCKED_IN = r`\b(?:company|employer|corporation|we)\b[^.;]{0,40}\b(?:may|shall|will|can|is)\s+not\s+(?:be\s+(?:entitled|permitted|able)\s+to\s+)?(?:terminat\w*|dismiss\w*|end)\b[^.;]{0,80}?\b(?:during|within|before|prior\s+to|for|in)\s+(?:the\s+|your\s+|his\s+|her\s+|their\s+)?(?:first|initial|opening)?\s*(?:(?:one|two|three|four|five|[1-9])\s*(?:\(\d\)\s*)?years?|(?:twelve|eighteen|twenty-four|thirty-six|1[2-9]|[2-9]\d)\s*(?:\(\d+\)\s*)?months?|(?:first|second|third|fourth|fifth)\s+anniversary)\b`;
/**
 * The employer barred from giving notice until a named calendar date: "we may not give you notice before 31 March 2029",
 * "shall not terminate the Employee's employment by notice prior to 1 July 2028", "will not dismiss the Employee, other
 * than for just cause, until January 15, 2030" (a lock-in until then, whatever the notice clause says; not a bar kept to
 * the probation, nor notice the employer may give "including before" that date).
 */
const MONTH_NAME = r`(?:january|february|march|april|may|june|july|august|september|october|november|december)`;
const EMPLOYER_LOCKED_UNTIL_DATE = r`^(?![^.;]*\bprobation\w*)[^.;]*\b(?:company|employer|corporation|we)\b[^.;]{0,40}\b(?:may|shall|will|can)\s*not\s+(?:be\s+(?:entitled|permitted|able)\s+to\s+)?(?:give\s+(?:you|the\s+employee|him|her|them|the\s+executive)\s+(?:\w+\s+)?notice|terminat\w*|dismiss\w*|end)\b[^.;]{0,80}?\b(?:before|until|prior\s+to)\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+${MONTH_NAME}\s+|${MONTH_NAME}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+)(?:19|20)\d\d\b`;

/**
 * Dismissal without notice allowed only on a criminal conviction: "may terminate without notice only if the Employee is
 * convicted of an offence punishable by imprisonment", "shall be entitled to dismiss summarily solely upon a conviction"
 * (cause cut down to what an employer can almost never rely on; not a list of grounds of which a conviction is one).
 */
const CAUSE_ONLY_CONVICTION = r`\b(?:terminat\w*|dismiss\w*|cause|end)\b[^.;]{0,120}\b(?:only|solely|exclusively)\s+(?:if|where|when|upon|on|in\s+the\s+event(?:\s+that)?|following|after|for|in\s+case)\b(?:(?!\b(?:or|misconduct|breach\w*|fraud\w*|dishonest\w*|neglect\w*|negligen\w*|theft|gross)\b)[^.;]){0,60}\b(?:convict\w*|imprison\w*|sentenced|found\s+guilty)\b(?![^.;]*\bor\s+(?:(?:if|where|upon|on|for)\s+)?(?:\w+\s+){0,4}?(?:commits?|committed|is\s+guilty|breach\w*|misconduct|fraud\w*|dishonest\w*|neglect\w*|negligen\w*|fails?|refus\w*))`;

/**
 * Dismissal without notice that the clause confines to grounds naming no misconduct, dishonesty or serious breach: "may
 * terminate ... with immediate effect without notice ... only if the Executive: (a) is convicted ...; or (b) commits a
 * material breach ... unremedied sixty days later", "may dismiss without notice solely in the following circumstances",
 * "shall be entitled to end the employment forthwith, with no notice ..., only where the Executive has been declared
 * bankrupt". Read with the whole list under its lead-in (`whole_list`); not a clause that relies on a defined "Cause" (the
 * definition's breadth is read where it is defined), nor a list that names misconduct, fraud or a serious breach.
 */
const NARROW_SUMMARY_GROUNDS = r`^(?![\s\S]*\b(?:misconduct|misbehaviou?r|dishonest\w*|fraud\w*|theft|steal\w*|embezzl\w*|gross(?:ly)?\s+neglig\w*|wil(?:l)?ful\w*|serious(?:\s+or\s+persistent)?\s+breach\w*|repeated\s+breach\w*|persistent\s+breach\w*|disrepute|cause)\b)(?=[\s\S]*\b(?:without\s+(?:any\s+)?(?:prior\s+)?notice|no\s+notice|immediate(?:ly)?|forthwith|summar\w*)\b)[\s\S]*\b(?:terminat\w*|dismiss\w*|end)\b[\s\S]{0,300}?\b(?:only|solely|exclusively)\s+(?:if|where|when|in\s+the\s+event|in\s+(?:the\s+)?case|upon\s+the\s+occurrence|in\s+(?:any\s+of\s+)?the\s+following|on\s+(?:any\s+of\s+)?the\s+following|for\s+(?:any\s+of\s+|one\s+of\s+)?the\s+following)\b`;

/**
 * The duty of confidence kept for a stated time after the employment, the playbook's fallback: "shall continue to apply
 * after the Termination Date for a period of three years", "survive the end of Employee's employment for two (2) years",
 * "For eighteen months following the Termination Date the Executive shall continue to observe ..." (not one kept as
 * long as the information stays confidential, indefinitely or without limit).
 */
const CONFIDENCE_FOR_A_PERIOD = r`^(?=[\s\S]*\b(?:after|following|thereafter|beyond|surviv\w*|post-?employment)\b)(?![\s\S]*\b(?:(?:so|as)\s+long\s+as|indefinite\w*|perpetu\w*|without\s+(?:any\s+)?limit\w*|no\s+limit\w*|at\s+any\s+time)\b)[\s\S]*\b(?:for|during|throughout)\s+(?:a\s+(?:further\s+|maximum\s+)?(?:period|term)\s+of\s+|the\s+(?:first\s+)?)?(?:[\w-]+\s+){0,2}?(?:\(\d+\)\s+)?(?:years?|months?)\b`;

/**
 * A notice clause that names gross misconduct or cause only as an exception to the notice or to a bar on dismissal
 * ("save that the Company may not terminate ... other than for gross misconduct"), with no dismissal without notice in
 * it: evidence of the notice, not of termination for cause.
 */
const CAUSE_ONLY_AS_EXCEPTION = r`^(?=[^.;]*\bnotice\b)(?![^.;]*\b(?:without\s+(?:any\s+)?(?:prior\s+)?notice|immediate\w*|forthwith|summar\w*|instant\w*|in lieu)\b)[^.;]*\b(?:other\s+than|except|save|unless)\s+(?:for|in\s+the\s+case\s+of|on\s+(?:the\s+)?grounds?\s+of|by\s+reason\s+of)\s+(?:(?:the\s+)?employee['’]s\s+)?(?:gross\s+misconduct|cause)\b`;

/**
 * A salary that rises each year by a guaranteed minimum, automatically or whatever the performance: "will rise
 * automatically ... by eight per cent", "shall be increased each January 1 by a minimum of seven percent (7%),
 * irrespective of performance", "shall raise the Executive's remuneration by the greater of 6% and the rise in CPI"
 * (not a review at the employer's discretion, nor a rise to the statutory minimum wage).
 */
const FLOOR = r`(?:automatically|as\s+of\s+right|(?:by\s+)?(?:not\s+less\s+than|no\s+less\s+than|at\s+least|a\s+minimum\s+of|the\s+greater\s+of)|irrespective\s+of|regardless\s+of|whatever\s+the|whether\s+or\s+not)\b(?![^.;]{0,40}\b(?:minimum|national|statutory|living)\s+wage)`;
/**
 * Pay left to be agreed, determined or fixed later, with no sum in the sentence: "the base salary shall be determined by
 * the Company at the end of the first quarter", "remuneration is to be agreed between the parties", "wages will be fixed
 * at a later date" (not a stated sum reviewed later, nor pay set out in a schedule, an offer letter or a collective
 * agreement, nor pay determined by a stated scale).
 */
/**
 * Pay promised in an amount left to be agreed (session 25, misses20): "shall pay the Employee a bonus each August ... in
 * an amount to be agreed between them", "will be increased on each anniversary by a percentage the Employer will agree
 * with the Employee at the time", "a salary in an amount to be agreed". Owed, but no sum is stated: a dispute waiting
 * to happen, and a promise the employer cannot hold back. Not a bonus "to be agreed" that nothing promises, nor one at
 * the employer's discretion up to a stated cap. Also a schedule row whose salary is "to be agreed" (hold-out 19's Apia).
 */
const PAY_OWED_UNSTATED = r`\b(?:shall|will|must)\s+(?:(?:also\s+)?(?:pay|receive|be\s+paid|raise|increase|be\s+increased|be\s+raised|rise))\b[^.;]{0,120}?\b(?:in\s+(?:an?|such)\s+(?:amount|sum|figure)|by\s+(?:an?|such)\s+(?:amount|percentage|sum|figure)|at\s+(?:a|such)\s+rate)\s+(?:(?:that|which|as)\s+)?(?:(?:is|are)\s+)?(?:to\s+be\s+(?:agreed|negotiated|settled)|(?:the\s+)?(?:parties|we|you|they|employer|company|[A-Z][\w-]+)\s+(?:will|shall|may)\s+(?:later\s+|then\s+)?(?:agree|negotiate|settle))\b|(?:^|\n|\|)\s*(?:\*\*)?(?:(?:base|basic|annual|starting)\s+)?(?:salary|remuneration|wages?|pay)(?:\*\*)?\s*(?:[:|]|\s{2,})\s*(?:to\s+be\s+(?:agreed|determined|set|fixed|decided|confirmed|negotiated|settled)|TBA|TBC|TBD)\b`;
const PAY_LEFT_OPEN = r`^(?![\s\S]*(?:[$€£¥₹]|\b(?:usd|eur|gbp|sek|nok|dkk|inr|aud|cad|nzd|chf|sgd|hkd|zar|aed|jpy|rs|rupees?|dollars?|euros?|pounds?|kronor|francs?)\b|\d[\d,.]*\s*(?:per|a|an|each|every)\s+(?:year|month|week|hour|day|annum)\b))(?![\s\S]*\b(?:schedule|offer\s+letter|appendix|annex|collective\s+(?:agreement|bargaining)|award|pay\s+scales?|salary\s+scales?|grade|band)\b)[\s\S]*\b(?:base\s+|basic\s+|starting\s+)?(?:salary|remuneration|compensation|wages?|pay)\b[^.;]{0,40}?\b(?:(?:shall|will|is\s+to|are\s+to|must)\s+be\s+(?:agreed|determined|set(?!\s+out)|fixed|decided|confirmed|negotiated|settled)|(?:is|are)\s+(?:yet\s+)?to\s+be\s+(?:agreed|determined|set(?!\s+out)|fixed|decided|confirmed|negotiated|settled))\b`;

/**
 * Pay left to the employer's say from time to time (session 26, misses21): "such salary, allowances and bonus as the
 * Managing Director may fix ... from time to time", "such remuneration as the Board may determine from time to time",
 * "wages at whatever rate the Company sets from time to time". The contract states no sum (none in the sentence, and no
 * schedule, offer letter or scale it points to); not a stated salary beside a bonus or perquisites left to the employer.
 */
const PAY_AS_THE_EMPLOYER_FIXES = r`^(?=[\s\S]*\bfrom\s+time\s+to\s+time\b)(?![\s\S]*(?:[$€£¥₹]|\b(?:usd|eur|gbp|sek|nok|dkk|inr|aud|cad|nzd|chf|sgd|hkd|zar|aed|jpy|idr|rp|rs|rupees?|dollars?|euros?|pounds?|kronor|francs?)\b|\d[\d,.]*\s*(?:per|a|an|each|every)\s+(?:year|month|week|hour|day|annum)\b))(?![\s\S]*\b(?:schedule|offer\s+letter|appendix|annex|collective\s+(?:agreement|bargaining)|award|pay\s+scales?|salary\s+scales?)\b)[\s\S]*(?:\b(?:salary|salaries|remuneration|wages?|pay)\b[^.;]{0,60}?\b(?:such|whatever)\b(?:\s+(?!(?:as|that|which)\b)\w+){0,2}?\s+(?:as|that|which)?\s*(?:the\s+)?(?:board|company|employer|corporation|chair(?:man|person)?|(?:managing\s+)?director|chief\s+executive(?:\s+officer)?|ceo|management|we)\b[^.;]{0,20}?\b(?:may\s+|shall\s+|will\s+)?(?:from\s+time\s+to\s+time\s+)?(?:determine|fix|set|decide|approve)[sd]?\b|\b(?:such|whatever)\s+(?:[\w-]+,?\s+){0,4}?(?:salary|salaries|remuneration|wages?|pay)\b[^.;]{0,60}?\bas\s+(?:the\s+)?(?:board|company|employer|corporation|chair(?:man|person)?|(?:managing\s+)?director|chief\s+executive(?:\s+officer)?|ceo|management|we)\b[^.;]{0,20}?\b(?:may\s+|shall\s+|will\s+)?(?:from\s+time\s+to\s+time\s+)?(?:determine|fix|set|decide|approve)[sd]?\b)`;

/**
 * Pay stated only as the figure for a grade or band in a table, scale or policy the employer may change (session 22,
 * misses17), with no sum in the sentence: "Your salary is the rate for your band in our Pay Scale, which we may change at
 * any time", "as set out in the Company's salary grid for Grade 4, as amended by the Company from time to time", "under
 * the Employer's remuneration policy, which the Employer may vary at its discretion" (not a stated sum the table explains,
 * nor a table the employer may only raise).
 */
const PAY_BY_CHANGEABLE_TABLE = r`^(?![\s\S]*(?:[$€£¥₹]|\b(?:usd|eur|gbp|sek|nok|dkk|inr|aud|cad|nzd|chf|sgd|hkd|zar|aed|jpy|idr|rp|rs|rupees?|rupiah|dollars?|euros?|pounds?|kronor|francs?)\b|\d[\d,.]*\s*(?:per|a|an|each|every)\s+(?:year|month|week|hour|day|annum)\b))[\s\S]*\b(?:salary|remuneration|compensation|wages?|pay)\b[^.;]{0,160}?\b(?:tables?|scales?|grids?|bands?|grades?|polic(?:y|ies)|structures?|matri(?:x|ces))\b[^.;]{0,120}?(?:\b(?:we|company|employer|corporation|it)\b(?:(?!\b(?:not|never|only)\b)[^.;]){0,60}?\b(?:may|can|reserves?\s+the\s+right\s+to)\s+(?:(?:at\s+any\s+time|from\s+time\s+to\s+time|unilaterally)\s+)?(?:change|amend|vary|revise|update|alter|modify|replace|withdraw)\b|\bas\s+(?:amended|changed|varied|revised|updated|modified)\s+(?:\w+\s+){0,2}?by\s+(?:us|the\s+(?:company|employer|corporation))\b)`;

/**
 * A fixed term neither side may end on notice before it runs out: "neither party may terminate it before that date by
 * giving notice", "is not terminable on notice by either party during that term", "cannot be brought to an end early by
 * notice" (not one either side may end early on stated notice).
 */
const NO_NOTICE_BEFORE_THE_END = r`\b(?:(?:cannot|can\s*not|may\s+not|shall\s+not|will\s+not)\s+be\s+(?:terminated|ended|brought\s+to\s+an\s+end)(?:\s+early)?\s+(?:by|on|with)\s+(?:(?:the\s+)?giving\s+(?:of\s+)?)?notice|(?:is|are)\s+not\s+terminable\s+(?:by|on|with)\s+notice|(?:neither|no)\s+party\s+(?:may|shall|can|will|is\s+entitled\s+to)\s+(?:terminate|end)\b[^.;]{0,60}?\b(?:before|prior\s+to|ahead\s+of)\b[^.;]{0,40}?\bnotice)\b`;

const SALARY_RISES_AS_OF_RIGHT = r`\b(?:salary|pay|remuneration|wages?|compensation)\b[^.;]{0,60}?\b(?:shall|will|must)\s+(?:automatically\s+)?(?:increase|rise|go\s+up|be\s+(?:increased|raised|uplifted))\b[^.;]{0,80}?\b${FLOOR}|\b(?:shall|will|must)\s+(?:automatically\s+)?(?:increase|raise|uplift)\s+(?:the\s+)?(?:\w+['’]s\s+)?(?:base\s+|basic\s+)?(?:salary|pay|remuneration|wages?)\b[^.;]{0,60}?\b${FLOOR}`;

/**
 * "Cause" (or gross misconduct) taken away by a proviso that excuses whatever the employee believed served the employer:
 * "no conduct shall be treated as Cause where Employee acted in the good-faith belief that it served the best interests of
 * Employer", "nothing the Executive does in the honest belief that it benefits the Group shall amount to gross misconduct"
 * (not a proviso for a refusal to act unlawfully, nor for acts the board authorised).
 */
const CAUSE_EXCUSED_BY_BELIEF = r`^(?=[^.]*\b(?:not|no|nothing)\b[^.;]{0,120}?\b(?:constitut\w*|amount\s+to|be|treated\s+as|deemed|count\s+as|regarded\s+as)\b[^.;]{0,30}?\b(?:cause|(?:gross\s+|serious\s+)?misconduct)\b|[^.]*\b(?:cause|(?:gross\s+|serious\s+)?misconduct)\b[^.;]{0,30}\b(?:shall|will|does|is)\s+not\s+(?:include|cover|extend\s+to)\b)[^.]*?\b(?:belie\w*|consider\w*|thought|think\w*|good[- ]faith|honest\w*)\b[^.;]{0,80}?\b(?:interests?|benefit\w*|advantage|served|serves)\b`;

/**
 * Confidential Information cut down to what is marked, stamped or identified as confidential: '"Confidential
 * Information" means information that the Employer has marked or identified in writing as confidential', "is limited to
 * written materials ... stamped", "covers only documents labelled as confidential" (not a definition that covers it
 * "whether or not" marked, nor one that names marked documents among all the rest: "including", nor one that adds what
 * by its nature, or as a reasonable person would understand, is confidential).
 */
const MARKED = r`\b(?:marked|mark|labell?ed|legend|stamped|designated|identified)\b`;
const NOT_UNMARKED = r`(?:(?!\b(?:whether|regardless|irrespective|not|including|includes|all|any)\b)[^.;])`;
const CONFIDENTIAL_ONLY_IF_MARKED = r`^(?![^.]*\b(?:by\s+(?:its|their)\s+(?:very\s+)?nature|reasonabl\w*\s+(?:be\s+)?(?:understood|regarded|considered|expected|treated)|ought\s+(?:reasonably\s+)?to\s+(?:know|be|regard|understand)|whether\s+or\s+not)\b)[^.]*?(?:["“]?\bconfidential\s+information\b["”]?\s+(?:shall\s+)?(?:means?|refers?\s+to|covers?)\b${NOT_UNMARKED}{0,80}?${MARKED}|\bconfidential\s+information\b[^.;]{0,80}?\b(?:only|solely|exclusively|(?<!\bnot\s+)(?:limited|restricted|confined)\s+to)\b${NOT_UNMARKED}{0,60}?${MARKED})`;

/**
 * A bonus taken out of the employer's discretion: one agreed between the employee and a line manager (who cannot bind
 * the employer's pay policy), or payable whether or not the employee is still employed ("which once agreed shall be
 * guaranteed and payable whether or not the Employee remains employed").
 */
const BONUS_OUT_OF_HAND = r`\bbonus\w*\b[^.;]{0,160}(?:\b(?:line\s+)?(?:manager|supervisor|team\s+leader|head\s+of\s+department)\b[^.;]{0,20}\b(?:may\s+|shall\s+|will\s+)?(?:agree|agreed|determine|decide|set|approve)\b|\b(?:agreed|determined|set|fixed|approved)\s+(?:\w+\s+){0,3}?(?:by|with)\s+(?:the\s+|his\s+|her\s+|their\s+|(?:the\s+)?(?:employee|executive)['’]s\s+)?(?:line\s+)?(?:manager|supervisor|team\s+leader)\b|\b(?:whether\s+or\s+not|regardless\s+of\s+whether|irrespective\s+of\s+whether|even\s+if)\s+(?:the\s+)?(?:employee|executive|he|she|they)\s+(?:remains?|is\s+still|continues?\s+to\s+be|stays?|is\s+then)\s+(?:employed|in\s+(?:the\s+company['’]s\s+)?employment|with\s+the\s+company)\b)`;

/**
 * A post-employment restraint in words other than "compete": "shall not work for or be concerned in any business",
 * "undertakes not to be employed by any company", for a period after the employment ends, also with a place or a time set
 * off in commas between "not" and the verb ("shall not, anywhere in the Asia-Pacific region, be employed by", "will not,
 * for a period of two years following ..., be engaged or concerned in") (not a duty of exclusivity while employed).
 */
const RESTRAINT_AFTER = r`^(?=[^.;]*\b(?:after|following|post-|thereafter|from\s+the\s+(?:date\s+of\s+)?(?:termination|cessation)|termination\s+date)\b)[^.;]*?\b(?:shall|will|must|agrees?(?:\s+that\s+(?:he|she|it|they)\s+(?:shall|will))?|undertakes?|covenants?)\s+not\b(?:\s*,[^,.;]{1,200},)?(?:\s+to)?\s+(?:\w+\s+){0,3}?(?:work\s+(?:for|with|in)|be\s+(?:employed|engaged|concerned|interested|involved)(?:\s+(?:by|in|with))?|carry\s+on|set\s+up|establish|provide\s+services\s+to|act\s+(?:as|for))\b[^.;]{0,120}\b(?:business|undertaking|company|entity|firm|enterprise|trade|organi[sz]ation)`;
/** A restraint on any business at all, anywhere in the world: wider than any employer's interest a court protects. */
const ANY_BUSINESS_ANYWHERE = r`^(?=[\s\S]*\b(?:anywhere|worldwide|throughout\s+the\s+world|in\s+the\s+world|any\s+(?:country|part\s+of\s+the\s+world))\b)[\s\S]*\bany\s+(?:other\s+)?(?:business|undertaking|employment|trade|occupation|company|entity)\b(?![^.;]{0,80}\b(?:compet\w*|similar|same|which|that|whose)\b)`;

/**
 * A cure period before any dismissal for cause that is long (more than a month) or given even for conduct that cannot be
 * put right: "only after giving the Employee sixty (60) days' written notice ... and an opportunity to remedy them", "a cure
 * period of not less than forty-five days", "three months to rectify the conduct", "ninety (90) days in which to cure it,
 * whether or not the conduct is capable of cure", "even where it involves dishonesty" (not a short cure for curable
 * breaches: "ten (10) days", "seven days").
 */
const LONG_SPAN = r`(?<![\w-])(?:(?:thirty-one|thirty-five|forty(?:-\w+)?|fifty(?:-\w+)?|sixty|seventy(?:-\w+)?|eighty|ninety|one\s+hundred(?:\s+and)?(?:\s+\w+)?|3[1-9]|[4-9]\d|[1-9]\d{2})\s*(?:\(\d+\)\s*)?(?:calendar\s+|business\s+|working\s+|clear\s+)?days|(?:two|three|four|five|six|twelve|[2-9]|1[0-2])\s*(?:\(\d+\)\s*)?months)`;
const CURE_VERB = r`(?:cure|remedy|rectify|correct|put\s+right)`;
const LONG_CURE_FOR_CAUSE = r`^(?=[\s\S]*\b(?:cause|misconduct|dismiss\w*|dishonest\w*|summar\w*)\b)[\s\S]*?(?:${LONG_SPAN}['’]?\s+(?:[\w'’-]+\s+){0,8}?(?:in\s+which|within\s+which|to|for)\s+(?:\w+\s+){0,2}?${CURE_VERB}\b|\b(?:cure|remedy|remedial|rectification|correction)\s+period\s+of\s+(?:not\s+less\s+than\s+|no\s+less\s+than\s+|at\s+least\s+)?${LONG_SPAN}|\b${CURE_VERB}\b[^.;]{0,60}?\bwithin\s+(?:a\s+period\s+of\s+)?${LONG_SPAN}|\b(?:${CURE_VERB}|cured|remedied|rectified)\b[^.;]{0,80}\b(?:whether\s+or\s+not|even\s+(?:if|where|when|though)|regardless\s+of\s+whether|irrespective\s+of\s+whether)\b[^.;]{0,60}\b(?:capable\s+of|curable|remediable|dishonest\w*|fraud\w*|gross\s+misconduct|theft))`;
/**
 * A dismissal for cause, or a summary one, allowed only once warnings have been given, whatever the misconduct: "may
 * terminate ... for cause only after it has issued at least two written warnings", "No dismissal for gross misconduct
 * shall take effect unless the Employee has first received a final written warning", "shall not summarily dismiss ...
 * before the ... warnings of its disciplinary procedure have all been given" (not warnings kept for lesser misconduct
 * or poor performance, nor a dismissal "without any prior warning").
 */
const WARNINGS_BEFORE_CAUSE = r`^(?![\s\S]*\b(?:lesser|minor|poor\s+performance|under-?performance|capable\s+of\s+(?:remedy|being\s+(?:remedied|cured|put\s+right))|curable|other\s+(?:misconduct|breach\w*|conduct))\b)(?![\s\S]*\bwithout\s+(?:(?:any|first|giving|the|a)\s+)*(?:prior\s+)?(?:[\w-]+,?\s+){0,5}?warnings?\b)(?=[\s\S]*\b(?:cause|misconduct|summar\w*|immediate\s+effect|immediately)\b)[\s\S]*?\b(?:dismiss\w*|terminat\w*)\b[\s\S]{0,240}?\b(?:only\s+(?:after|once|when|if)|unless|until|before|provided\s+that)\b[^.;]{0,120}?\bwarnings?\b`;

/**
 * The employer's core business information taken out of what the employee must keep confidential: its customers, prices
 * and margins, suppliers, or whatever the employee carries away in memory: "Confidential Information shall not include the
 * names of ... the Employer's clients, nor its fee rates", "Nothing in this clause applies to the Company's supplier lists,
 * purchase prices or margins", "information the Executive retains in unaided memory is excluded" (not a carve-out of what
 * is public, published or lawfully received from a third party, nor a definition that includes them; a sentence that names
 * no confidential information only in the form "Nothing in this clause applies to" the customer or supplier lists,
 * prices or margins).
 */
const CORE_INFO = r`(?:\b(?:names?|identit(?:y|ies)|lists?|details|requirements|contacts?)\b(?:[^.;]{0,60}?)\b(?:customers?|clients?)\b|\b(?:customer|client|supplier)\s+(?:lists?|names|details|data|contacts)\b|\bsuppliers?\b|\b(?:pric(?:es|ing)|purchase\s+prices?|margins?|fee\s+rates?|discount\s+structures?|rates\s+of\s+charge)\b|\bunaided\s+memory\b|\b(?:retain\w*|carr\w+)\s+in\s+(?:\w+\s+)?memory\b|\b(?:can|could|may)\s+(?:remember|recall)\b|\bwithout\s+(?:reference\s+to\s+)?(?:notes|records)\b)`;
const NOT_PUBLIC = r`(?:(?!\b(?:public\w*|published|generally|lawfully|already|independently|third\s+part\w*|but|save|except)\b)[^.;])`;
const CI_CUT = r`(?:["“]?\bconfidential\s+information\b["”]?\s+(?:shall|will|does|do)\s+not\s+(?:include|cover|extend\s+to)|["“]?\bconfidential\s+information\b["”]?\s+(?:excludes|shall\s+exclude)|\bexcluded\s+from\s+(?:the\s+(?:definition|scope)\s+of\s+)?["“]?confidential\s+information\b|\b(?:shall|will|does|do)\s+not\s+(?:form|constitute|be)\s+(?:part\s+of\s+)?["“]?confidential\s+information\b)`;
const CORE_INFO_CARVED_OUT = r`${CI_CUT}${NOT_PUBLIC}{0,160}?${CORE_INFO}|^(?=[\s\S]*\bconfidential(?:ity|\s+information)\b)[\s\S]*?\b(?:unaided\s+memory|(?:retain\w*|carr\w+)\s+in\s+(?:\w+\s+)?memory)\b${NOT_PUBLIC}{0,60}?\b(?:is|are|shall\s+be)\s+excluded\b|\bnothing\s+in\s+this\s+(?:clause|section|paragraph)\s+(?:applies|shall\s+apply|will\s+apply)\s+to\b${NOT_PUBLIC}{0,80}?\b(?:(?:customer|client|supplier)\s+(?:lists?|names|details|data|contacts)|purchase\s+prices?|margins|fee\s+rates|pricing)\b`;

/**
 * The employer's information left free once the employment ends, in a sentence of its own (session 26, misses21): "After
 * you leave, you may use and disclose any information you learned", "Following the termination of the employment, the
 * Employee may use and disclose any information acquired", "is free to use ... once the employment ends" (not "may not",
 * "cannot", "is not free to", nor the return of what is public).
 */
const FREE_AFTER_EMPLOYMENT = r`\b(?:after|once|following|upon|when|on)\s+(?:\w+\s+){0,5}?(?:leave|leaves|left|leaving|ends?|ended|terminat\w*|ceases?|ceased|cessation|departure)\b[^.;]{0,40}?\b(?:you|employee|executive|he|she|they)\s+(?:(?:is|are|will\s+be|shall\s+be)\s+(?:then\s+)?(?:free|at\s+liberty|entitled)\s+to|may|can)\s+(?:(?:then|freely|also|thereafter|afterwards)\s+)?(?:use|disclose|exploit|share)\b(?![^.;]{0,120}\b(?:public\w*|generally\s+known|required\s+by\s+law|skill|experience)\b)[^.;]{0,80}?\b(?:information|anything|everything|knowledge|data|lists?|prices|secrets|know-how)\b`;

/**
 * A confidentiality duty bounded by the employment: "shall keep ... confidential during the employment", "while employed"
 * (not one that goes on after it, nor the information's source: "information received during the employment").
 */
const DURING_EMPLOYMENT_ONLY = r`^(?![\s\S]*\b(?:after|thereafter|afterwards|following|at\s+any\s+time|at\s+all\s+times|indefinite\w*|perpetu\w*|surviv\w*|post-?employment|beyond|then\s+or|years?|months?)\b)[\s\S]*(?<!\b(?:acquir|obtain|receiv|learn|disclos|provid|made\s+available|com|came|gain|access|develop|creat|given|generat)\w*\b[^.;]{0,40})(?:\b(?:during|throughout|for\s+the\s+(?:duration|term|period)\s+of|while|whilst)\s+(?:the\s+|his\s+|her\s+|their\s+|(?:the\s+)?(?:employee|executive)['’]s\s+|this\s+)?(?:employment|engagement|period\s+of\s+(?:employment|engagement))|\b(?:while|whilst)\s+(?:(?:he|she|they|the\s+employee|the\s+executive)\s+(?:is|are|remains?)\s+)?(?:employed|in\s+(?:the\s+)?employment))\b`;

/**
 * The same duty carried past the employment in a sentence of its own: "The Employee's obligations under this clause
 * continue after the termination of the employment", "These obligations survive the end of the employment".
 */
const ANAPHORIC_SURVIVAL = r`^\W*(?:\d+(?:\.\d+)*\.?\s+)?${CLAUSE_DUTY}[^.;]{0,40}?\b(?:(?:shall|will)\s+)?(?:continue|survive|remain\s+in\s+(?:force|effect))s?\b[^.;]{0,20}?\b(?:after|beyond|following|the\s+(?:termination|end|expiry|cessation))\b`;

/** A restriction only while the employment lasts: "during the Employment", "while employed", with nothing after it. */
const ONLY_WHILE_EMPLOYED = r`^(?![\s\S]*\b(?:after|following|post-?|thereafter|restricted\s+period|termination\s+date|ceas\w*|leav\w*|ends?|ended|termination|months?|years?)\b)[\s\S]*(?:\b(?:during|throughout|in\s+the\s+course\s+of)\s+(?:the\s+|his\s+|her\s+|their\s+|(?:the\s+)?(?:employee|executive)['’]s\s+)?(?:employment|engagement|appointment)\b|\bwhile\s+(?:\w+\s+){0,2}?(?:employed|in\s+(?:the\s+)?employment)\b)`;

/**
 * A covenant whose only period is the employment itself, for the non-solicitation check: "for so long as the employment
 * continues", "during the term of his employment", "whilst he remains employed", "while the employment lasts", with no
 * period after it in the sentence (soliciting staff "to leave" the employer is the covenant's matter, not a period).
 */
const SOLICIT_ONLY_WHILE_EMPLOYED = r`^(?![\s\S]*\b(?:after|following|post-?|thereafter|afterwards|restricted\s+period|termination(?:\s+date)?|ceas\w*|leaving|left|ends?|ended|months?|years?|surviv\w*)\b)[\s\S]*(?:\b(?:during|throughout|in\s+the\s+course\s+of|for\s+the\s+(?:duration|term|period)\s+of)\s+(?:the\s+(?:term|period|course|continuance)\s+of\s+)?(?:the\s+|his\s+|her\s+|their\s+|(?:the\s+)?(?:employee|executive)['’]s\s+)?(?:employment|engagement|appointment)\b|\b(?:while|whilst|(?:for\s+)?(?:so|as)\s+long\s+as)\s+(?:(?:the|his|her|their)\s+)?(?:employment|engagement|appointment)\s+(?:lasts|continues|subsists|is\s+in\s+force)\b|\b(?:while|whilst|(?:for\s+)?(?:so|as)\s+long\s+as)\s+(?:\w+\s+){0,2}?(?:employed|in\s+(?:the\s+)?employment)\b)`;

/**
 * The employee keeping what is made in the employment by calling it an improvement of something of their own: "shall
 * retain all rights in the software library known as 'Tessel' and in all improvements ... to it, whether made before or
 * during the Employment", "will own any improvements to the Employee's pre-existing software that the Employee makes in
 * the course of the employment", "shall retain ownership of the Prior Inventions and of all enhancements and derivative
 * works of them developed during Executive's employment" (not the thing as it stood before the employment alone).
 */
const KEEPS_IMPROVEMENTS_MADE_IN_EMPLOYMENT = r`\b(?:employee|executive|consultant|he|she)\b[^.;]{0,40}\b(?:shall|will|may)\s+(?:retain|own|keep|remain\s+the\s+owner\s+of)\b[^.;]{0,200}?\b(?:improvements?|modifications?|enhancements?|extensions?|derivative\s+works?|developments?|adaptations?|new\s+versions?)\b[^.;]{0,160}?\b(?:during|in\s+the\s+course\s+of|in\s+connection\s+with)\s+(?:the\s+|his\s+|her\s+|their\s+|(?:the\s+)?(?:employee|executive)['’]s\s+)?(?:employment|engagement|appointment)\b`;

export const EMPLOYMENT_PLAYBOOK: Playbook = {
  id: 'pbk_employment_standard',
  object: 'playbook',
  name: 'Standard employment agreement (employer side)',
  document_type: 'employment',
  version: 1,
  built_in: true,
  based_on: null,
  checks: [
    {
      check_id: 'employment.compensation',
      title: 'Compensation is stated',
      category: 'commercial',
      description: 'Whether the salary or other compensation, and when it is paid, are stated.',
      preferred_position: 'A stated base salary, payment schedule and any bonus terms, with bonuses discretionary unless agreed otherwise.',
      fallbacks: ['Compensation set out in a separate offer letter incorporated by reference.'],
      severity: 'medium',
      suggested_language: 'The Company shall pay the Employee a base salary of [amount] per year, payable in accordance with the Company\'s regular payroll practices.',
      enabled: true,
      detection: {
        topic: [r`\b(?:base )?salary\b|\bcompensation\b|\bwages?\b|\bremuneration\b|\bbonus\w*\b|\bovertime\b|\bhours worked\b[^.;]{0,20}\b(?:in excess of|over|beyond)\b`],
        entail: [r`.`],
        // pay for overtime denied outright: wage law lets no employee waive it unless the role is exempt, so the
        // clause is a risk for the employer too ("shall not be entitled to any additional payment for hours worked in
        // excess of forty (40)", "no overtime shall be paid")
        // (a role stated to be exempt is not this); or a bonus out of the employer's hands (BONUS_OUT_OF_HAND)
        contradict: [r`(?<!\bexempt\b[^.;]{0,160})\b(?:not|no)\b[^.;]{0,40}\b(?:entitled|eligible|paid|payable|compensated|payment|pay|remuneration)\b[^.;]{0,60}\b(?:overtime|hours (?:worked )?(?:in excess of|over|beyond)|additional hours|extra hours)\b(?![^.;]{0,160}\bexempt\b)|(?<!\bexempt\b[^.;]{0,160})\bno\b[^.;]{0,20}\bovertime\b[^.;]{0,40}\b(?:paid|payable|pay|compensat\w*)\b(?![^.;]{0,160}\bexempt\b)`, BONUS_OUT_OF_HAND, SALARY_RISES_AS_OF_RIGHT, PAY_LEFT_OPEN, PAY_BY_CHANGEABLE_TABLE, PAY_OWED_UNSTATED, PAY_AS_THE_EMPLOYER_FIXES],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'Overtime is never paid, which wage law allows only for exempt roles', missing: 'The employee\'s compensation is not stated' },
        contradict_problems: ['Overtime is never paid, which wage law allows only for exempt roles', 'The bonus is out of the employer\'s hands: set with a line manager, or paid whether or not the employee stays', 'The salary rises by a guaranteed minimum, whatever the employee\'s performance', 'The salary is left to be agreed or set later: the contract states no sum', 'The salary is only the figure in a table the employer may change: the contract states no sum', 'Pay is promised in an amount left to be agreed: the contract states no sum for it, and the employer cannot hold it back', 'Pay is whatever the employer fixes from time to time: the contract states no sum'],
        clause_type: 'compensation',
        max_evidence: 2,
      },
    },
    {
      check_id: 'employment.notice_period',
      title: 'Notice period for termination',
      category: 'term',
      description: 'Whether either side may end the employment on stated notice (or at will, where the law allows), rather than the contract being silent.',
      preferred_position: 'Either party may terminate on a stated notice period (for example one to three months), or the employment is at will where permitted.',
      fallbacks: ['Statutory notice only.'],
      severity: 'medium',
      suggested_language: 'Either party may terminate the Employee\'s employment by giving the other not less than [one (1) month\'s] written notice.',
      enabled: true,
      detection: {
        // also "may resign on ... notice", "may end the employment on ... notice" (not a dismissal "without notice", the
        // cause check's)
        topic: [LONG_EMPLOYER_NOTICE, LONG_EMPLOYER_NOTICE_GIVEN, EMPLOYER_LOCKED_IN, NO_NOTICE_BEFORE_THE_END, EMPLOYER_LOCKED_UNTIL_DATE, LONG_PAY_IN_LIEU, r`\bterminable\b[^.;]{0,60}\bnotice|\bbrought\s+to\s+an\s+end\b[^.;]{0,80}\bnotice|(?:terminat\w*|\bended\b)[^.;]{0,120}(?:(?<!\bwithout\s+(?:any\s+|prior\s+|advance\s+)?)notice|at will|at any time)|\bat[- ]will\b|notice (?:period|of (?:termination|resignation))|\b(?:resign\w*|end (?:the|his|her|their|this|its|your|my|our) employment|end (?:this|the) (?:contract|agreement)|dismiss\w*|leave (?:the (?:employment|company|employer)\b|(?:on|by|after|upon) (?:giving )?))\b[^.;]{0,120}(?<!\bwithout\s+(?:any\s+|prior\s+|advance\s+)?)\bnotice\b|\bnotice\b[^.;]{0,20}\bto\s+(?:end|terminate)\s+(?:the|his|her|their|this)\s+(?:employment|agreement)\b`],
        entail: [r`.`],
        // the employer bound to a notice far beyond the market's one to three months ("the Company may terminate only on
        // twelve (12) months' notice"), whatever the employee's own notice
        // (or barred from ending it at all for a year or more, EMPLOYER_LOCKED_IN); a notice either side gives is read
        // against the tiers: up to three months preferred, six the fallback
        // or a fixed term no one may end on notice before it runs out (NO_NOTICE_BEFORE_THE_END), or no notice from the
        // employer until a named date (EMPLOYER_LOCKED_UNTIL_DATE)
        contradict: [LONG_EMPLOYER_NOTICE, LONG_EMPLOYER_NOTICE_GIVEN, EMPLOYER_LOCKED_IN, NO_NOTICE_BEFORE_THE_END, EMPLOYER_LOCKED_UNTIL_DATE, LONG_PAY_IN_LIEU],
        max_notice_days: { preferred: 90, fallback: 180 },
        // the employer's notice, where each side has its own (the employee's month is not what the employer must give)
        notice_of: 'customer',
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'The employer must give notice far longer than the market\'s one to three months', missing: 'The contract does not say how the employment ends', notice: 'The employment can be ended only on {days} days\' notice, beyond the {fallback}-day fallback' },
        contradict_problems: ['The employer must give notice far longer than the market\'s one to three months', 'The employer must give notice far longer than the market\'s one to three months', 'The employer may not end the employment for a year or more', 'Neither side may end the fixed term on notice before it runs out', 'The employer may not give notice until a named date', 'The employer may end the employment only by paying far more than the market\'s notice'],
        clause_type: 'termination',
        max_evidence: 2,
      },
    },
    {
      check_id: 'employment.termination_for_cause',
      title: 'Termination for cause defined',
      category: 'term',
      description: 'Whether the employer may terminate immediately for cause, and what counts as cause.',
      preferred_position: 'Immediate termination for cause, with cause defined (gross misconduct, material breach, dishonesty, conviction).',
      fallbacks: ['Termination for cause with a short cure period for curable breaches.'],
      severity: 'medium',
      suggested_language: 'The Company may terminate the Employee\'s employment immediately for Cause, which includes gross misconduct, material breach of this Agreement not cured within ten (10) days of notice, fraud or dishonesty, or conviction of a serious offence.',
      enabled: true,
      detection: {
        // (also a right to dismiss the employee without notice on stated grounds, whatever it is called, not the employee's
        // own right to leave nor an automatic end; not a notice clause that names gross misconduct only as an exception to the notice,
        // CAUSE_ONLY_AS_EXCEPTION)
        topic: [r`\bfor cause\b|["“]cause["”]|gross misconduct|summar(?:y|ily) dismiss`, r`^(?=[^.;]*\b(?:employ\w*|executive|dismiss\w*)\b)(?![^.;]*\b(?:employee|executive)\s+may\s+(?:terminat|resign|end))[^.;]*?\b(?:may|is\s+entitled\s+to|shall\s+be\s+entitled\s+to|has\s+the\s+right\s+to|reserves\s+the\s+right\s+to)\s+(?:\w+\s+){0,3}?(?:terminat\w*|dismiss\w*|end)\b[^.;]{0,80}\b(?:without\s+(?:any\s+)?(?:prior\s+)?notice|immediately|forthwith|summarily|with\s+immediate\s+effect)\b(?:[^.;()]|\([^().;]{0,160}\)){0,60}\b(?:if|where|in\s+the\s+event|upon|for|only|solely|exclusively|in\s+(?:any\s+of\s+)?the\s+following|on\s+(?:any\s+of\s+)?the\s+following)\b`],
        exclude: [CAUSE_ONLY_AS_EXCEPTION],
        entail: [r`.`],
        // cause cut down to (almost) nothing: "'Cause' means only ...", a conviction as finally determined once every
        // appeal is exhausted, dismissal only on a conviction (CAUSE_ONLY_CONVICTION)
        // (or taken away by a proviso excusing whatever the employee believed served the employer, CAUSE_EXCUSED_BY_BELIEF;
        // or held off by a long cure period, or one for conduct that cannot be cured, LONG_CURE_FOR_CAUSE)
        contradict: [CAUSE_EXCUSED_BY_BELIEF, LONG_CURE_FOR_CAUSE, WARNINGS_BEFORE_CAUSE, CAUSE_ONLY_CONVICTION, NARROW_SUMMARY_GROUNDS, r`["“]?\bcause\b["”]?\s+(?:shall\s+)?(?:means?|mean|is|be|refers?(?:\s+to)?)\s+(?:(?:limited|restricted|confined)\s+)?(?:only|solely|exclusively)\b|["“]?\bcause\b["”]?\s+(?:shall\s+be|is)\s+(?:limited|restricted|confined)\s+(?:only|solely|exclusively)\s+to\b|\b(?:only|solely|exclusively)\s+(?:means?|includes?)\b[^.;]{0,20}\bcause\b|\bcause\b[^.;]{0,200}\b(?:(?:all\s+)?(?:rights?|avenues?|possibilit(?:y|ies))\s+of\s+appeal|(?:all|any)\s+appeals?)\s+(?:have|having|has)\s+(?:been\s+)?(?:exhausted|expired|lapsed)|\bcause\b[^.;]{0,200}\bfinal,?\s+(?:and\s+)?non-?appealable\b`],
        // (a lead-in and the items of its list read as one: the grounds are the list's)
        whole_list: true,
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        contradict_problems: ['"Cause" is excused whenever the employee believed the act served the employer', 'The employer must give a long cure period, or one even for conduct that cannot be cured, before dismissing for cause', 'The employer may dismiss for cause only after a warning procedure, even for gross misconduct'],
        problem: { unacceptable: 'Cause is defined so narrowly that the employer can hardly rely on it', missing: 'Termination for cause is not provided for' },
        clause_type: 'termination',
        max_evidence: 2,
      },
    },
    {
      check_id: 'employment.ip_assignment',
      title: 'Inventions and work product belong to the employer',
      category: 'ownership',
      description: 'Whether intellectual property the employee creates in the course of employment is assigned to the employer (CUAD: IP Ownership Assignment).',
      preferred_position: 'All work product and inventions made in the course of employment are assigned to the employer, with a duty to assist with registrations.',
      fallbacks: ['Ownership by operation of law (work made for hire), with a back-up assignment.'],
      severity: 'high',
      suggested_language: 'The Employee hereby assigns to the Company all right, title and interest in all inventions, works and other intellectual property created by the Employee in the course of employment, and shall sign any document reasonably required to perfect that assignment.',
      enabled: true,
      detection: {
        topic: [KEEPS_IMPROVEMENTS_MADE_IN_EMPLOYMENT, r`(?:inventions?|work product|intellectual property|works? made for hire|copyright)[^.;]{0,200}(?:own\w*|property|assign\w*|title|vest|retain\w*|belong\w*|remain\w*\s+with)|(?:inventions?|work product|works? of authorship)\b[^.;]{0,400}\b(?:shall|will)\s+(?:remain|be|become)\s+(?:the\s+)?(?:(?:sole|exclusive|absolute)\s+(?:and\s+(?:exclusive|sole)\s+)?)?property\s+of\b|hereby assigns?|\b(?:employee|executive|consultant|contractor)\b[^.;]{0,60}\bassign\w*\b[^.;]{0,80}\b(?:inventions?|work product|intellectual property)\b|(?:own|retain)\w*[^.;]{0,80}(?:inventions?|intellectual property|work product)`],
        // the employer owns it, or the employee (consultant, contractor) assigns it, whatever the employer is called
        // ("Consultant hereby assigns to Aduro"), or licenses to it what the employee owned before and builds in
        entail: [r`(?:company|employer)\b[^.;]{0,60}(?:shall own|owns|sole and exclusive)|\b(?:belong\w*|remain\w*)\s+(?:solely\s+|exclusively\s+|absolutely\s+)?(?:to|with)\s+(?:the\s+)?(?:company|employer)\b|assigns?\b[^.;]{0,80}to (?:the )?(?:company|employer)|(?:property|owned by) (?:of )?(?:the )?(?:company|employer)|\bvest(?:s|ed)?\s+in\s+(?:the\s+)?(?:company|employer)\b|works? made for hire|\b(?:employee|executive|consultant|contractor)\b[^.;]{0,60}\b(?:hereby (?:irrevocably )?|shall |will |agrees? to )(?:irrevocably )?assigns?\b|\b(?:employee|executive|consultant|contractor)\b[^.;]{0,60}\bgrants?\b[^.;]{0,80}\b(?:license|licence)\b`],
        // the statutory carve-out (own time, own equipment, unrelated to the business) is not a problem
        contradict: [
          KEEPS_IMPROVEMENTS_MADE_IN_EMPLOYMENT,
          r`(?:employee|executive)\b[^.;]{0,40}(?:shall|will) (?:retain|own)\b(?![^.;]{0,160}(?:own time|without[^.;]{0,30}(?:equipment|resources|facilities)|unrelated to|not relat|prior inventions|before (?:the )?(?:employment|effective date)))`,
          // the same in the passive: "shall remain the exclusive property of the Executive", "shall vest in the Employee",
          // "shall belong to the Employee"
          // (not prior or excluded inventions, nor those of the employee's own time)
          // (nor the statutory carve-out written first: "Inventions developed entirely on the Employee's own time without
          // using the Company's equipment ... shall remain the property of the Employee")
          r`(?<!\b(?:prior|pre-?existing|excluded|before)\b[^.;]{0,200})(?<!\b(?:own time|unrelated to|not relat\w*|without (?:\w+\s+){0,3}(?:equipment|resources|facilities|trade secrets))\b[^.;]{0,200})\b(?:shall|will)\s+(?:(?:remain|be|become)\s+(?:the\s+)?(?:(?:sole|exclusive|absolute)\s+(?:and\s+(?:exclusive|sole)\s+)?)?(?:property\s+of|owned\s+by)|(?:remain\s+)?vest(?:ed)?\s+in|(?:remain\s+|continue\s+to\s+)?belong\s+(?:solely\s+|exclusively\s+|absolutely\s+)?to|remain\s+with)\s+(?:the\s+)?(?:employee|executive)\b(?![^.;]{0,160}(?:own time|without[^.;]{0,30}(?:equipment|resources|facilities)|unrelated to|not relat|prior inventions|before (?:the )?(?:employment|effective date)))`,
          // ... and in the present tense, as plain English states it ("Anything else you create ... belongs to you", with
          // "you" the employee: session 28, plain28), under the same carve-outs
          r`(?<!\b(?:prior|pre-?existing|excluded|before)\b[^.;]{0,200})(?<!\b(?:own time|unrelated to|not relat\w*|without (?:\w+\s+){0,3}(?:equipment|resources|facilities|trade secrets))\b[^.;]{0,200})\b(?:belongs\s+(?:solely\s+|exclusively\s+|absolutely\s+)?to|remains\s+(?:with|the\s+(?:(?:sole|exclusive|absolute)\s+)?property\s+of)|vests\s+in|is\s+(?:the\s+)?(?:(?:sole|exclusive|absolute)\s+)?property\s+of)\s+(?:the\s+)?(?:employee|executive)\b(?![^.;]{0,160}(?:own time|without[^.;]{0,30}(?:equipment|resources|facilities)|unrelated to|not relat|prior inventions|before (?:the )?(?:employment|effective date)))`,
          // an assignment reaching past what the statutes let an employer take (Cal. Lab. Code § 2870, RCW 49.44.140 and
          // the like): inventions made on the employee's own time, without the employer's resources and unrelated to its
          // business, with no carve-out in the sentence
          r`\bassign\w*\b[^.;]{0,240}\b(?:whether or not|regardless of whether|irrespective of whether|even if)\b[^.;]{0,40}\b(?:(?:made |conceived |developed )?(?:during|in|outside(?: of)?) (?:normal |regular )?(?:working|business|office|work) (?:hours|time)|(?:on|in) (?:the employee['’]s |his |her |their )?own time|(?:using|with|by use of|use of) (?:the )?(?:company|employer)['’]s? (?:\w+ )?(?:resources|equipment|facilities|time|materials|premises)|relat\w* to (?:the )?(?:company|employer)['’]s? business)(?![^.;]{0,240}\b(?:does not apply|shall not apply|do not apply|excluding|except)\b)`,
        ],
        topic_only: 'contradicted',
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'The inventions clause leaves work with the employee, or claims inventions the law leaves to the employee', missing: 'Work product and inventions are not assigned to the employer' },
        reads_definitions: [DEFINED_TERMS_READ.narrowed, DEFINED_TERMS_READ.workNarrowed],
        clause_type: 'ip_ownership_assignment',
        max_evidence: 2,
      },
    },
    {
      check_id: 'employment.confidentiality',
      title: 'Employee keeps the employer\'s information confidential',
      category: 'data',
      description: 'Whether the employee must keep the employer\'s confidential information confidential during and after employment.',
      preferred_position: 'Confidentiality during employment and after it ends, without time limit for trade secrets.',
      fallbacks: ['Confidentiality for a stated period after employment ends.'],
      severity: 'high',
      suggested_language: 'During and after the employment, the Employee shall not use or disclose any Confidential Information of the Company except as required to perform the Employee\'s duties.',
      enabled: true,
      detection: {
        // (session 24: a duty meant to outlast the agreement, ended by a general clause naming its clause by number)
        lapses_with_term: true,
        topic: [r`confidential`, ANAPHORIC_LAPSE, ANAPHORIC_SURVIVAL, FREE_AFTER_EMPLOYMENT, FREE_AS_THE_EMPLOYEE_JUDGES, LISTED_AS_THE_EMPLOYEE_JUDGES, CORE_INFO_CARVED_OUT],
        // (or in the passive: "shall not be used or disclosed by the Executive")
        entail: [CONFIDENTIALITY_DUTY, r`not (?:to )?(?:use or )?disclose|\b(?:shall|must|will|may)\s+not\s+be\s+(?:(?:used|copied)\s+(?:or|and(?:\/or)?)\s+)?(?:disclosed|divulged|communicated)\b`, ANAPHORIC_SURVIVAL],
        // the duty ends with the employment: "confidentiality obligations shall lapse when the employment terminates"; not a
        // duty that ends for information gone public, nor a sentence that keeps some duties alive (a survival list, "other
        // than", "except")
        // (or information left free when the employee judges it useful: FREE_AS_THE_EMPLOYEE_JUDGES)
        // (or Confidential Information cut down to what is marked confidential, CONFIDENTIAL_ONLY_IF_MARKED; or with the
        // customers, prices, suppliers or what the employee remembers carved out of it, CORE_INFO_CARVED_OUT)
        contradict: [CONFIDENTIAL_ONLY_IF_MARKED, CORE_INFO_CARVED_OUT, FREE_AFTER_EMPLOYMENT, FREE_AS_THE_EMPLOYEE_JUDGES, LISTED_AS_THE_EMPLOYEE_JUDGES, r`^(?![\s\S]*\b(?:surviv\w*|other than|except|save|apart from|with the exception of)\b)[\s\S]*\b(?:obligations?|duty|duties|undertakings?|restrictions?|covenants?)\b[^.;]{0,60}\b(?:${ENDS}|(?:shall\s+|will\s+)?(?:end|comes?\s+to\s+an\s+end))\b[^.;]{0,40}\b(?:on|upon|when|at|with|after)\b[^.;]{0,20}\b(?:(?:the\s+)?(?:termination|end|expiry|cessation)\b|(?:the\s+)?employment\s+(?:ends|terminates|ceases)|${LAST_DAY})(?![^.;]{0,80}\b(?:save|except|other than|but)\b[^.;]{0,40}\bconfidential)`],
        // a duty stated only for the time of the employment ("during the employment") and nowhere carried past it
        // (a sentence carrying it past the employment, ANAPHORIC_SURVIVAL, is a promise that is not so bounded)
        narrow: { promise: r`confidential|disclos|${ANAPHORIC_SURVIVAL}`, only: [DURING_EMPLOYMENT_ONLY], position: 'unacceptable', note: 'The employee\'s confidentiality duty lasts only during the employment' },
        // kept for a stated time after the employment: the fallback
        fallback_when: { patterns: [CONFIDENCE_FOR_A_PERIOD], note: 'The employee\'s confidentiality duty lasts only for a stated period after the employment' },
        // a general clause that ends every duty with the employment but those it lists, confidentiality not among them
        override: [ALL_DUTIES_END],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'The employee\'s confidentiality duty ends with the employment', missing: 'The employee has no confidentiality obligation', overridden: 'Every duty of the employee ends with the employment except those listed, and confidentiality is not among them' },
        contradict_problems: ['Only what is marked confidential is protected', 'The employer\'s customers, prices, suppliers or what the employee remembers are left out of what is confidential', 'The employer\'s information is free for the employee to use and disclose once the employment ends'],
        clause_type: 'confidentiality_obligations',
        max_evidence: 2,
      },
    },
    {
      check_id: 'employment.non_compete',
      title: 'Non-compete is limited in time',
      category: 'restrictive_covenants',
      description: 'Whether a post-employment non-compete is short enough to be enforceable (CUAD: Non-Compete): up to 6 months preferred, 12 months at most.',
      preferred_position: 'No non-compete, or one of up to six months, limited to the employee\'s role and the employer\'s actual markets.',
      fallbacks: ['A non-compete of up to twelve months, limited to direct competitors in the territory where the employee worked.'],
      severity: 'high',
      suggested_language: 'For six (6) months after the employment ends, the Employee shall not work for a direct competitor of the Company in a role similar to the Employee\'s role in the twelve (12) months before the employment ended.',
      enabled: true,
      detection: {
        // (session 24: a duty meant to outlast the agreement, ended by a general clause naming its clause by number)
        lapses_with_term: true,
        topic: [r`non-?compet\w*|\bcompet\w*`, RESTRAINT_AFTER],
        entail: [
          r`(?:shall|will|must|agrees?(?: that (?:he|she|it|they) (?:shall|will))?|undertakes?) not\b[^.;]{0,240}\b(?:compete|competes|competing|competitive with|competitor|engage in[^.;]{0,80}(?:compet|similar business))`,
          r`non-?compet(?:e|ition) (?:covenant|obligation|period|undertaking|restriction)`,
          RESTRAINT_AFTER,
        ],
        // a restraint on any business anywhere in the world is wider than a court protects, however short
        narrow: { promise: r`.`, only: [ANY_BUSINESS_ANYWHERE], position: 'unacceptable', note: 'The non-compete covers any business anywhere in the world, wider than a court is likely to enforce' },
        // (a schedule's defined "Restricted Period" or "Restricted Territory" is no "nothing restricts ...": tables22)
        // (nor a bar on competing while employed, with nothing after the employment: "shall not during the Employment be
        // engaged in any business which competes", which is no post-employment non-compete)
        exclude: [r`\buse\b[^.;]{0,80}(?:confidential|information)[^.;]{0,60}\bcompet|(?:nothing|not)\b[^.;]{0,120}(?:restrict(?!ed\s+(?:period|territory|area|region|business|activities|services|products|customers?|clients?|persons?)\b)|prevent|prohibit|limit)[^.;]{0,160}compet|competitive (?:salary|compensation|pay|position|advantage)`, ONLY_WHILE_EMPLOYED],
        precedence: 'entail',
        max_months: { preferred: 6, fallback: 12 },
        positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'preferred' },
        override: [fallsAway(r`non-?compet\w*|competition|restrictive covenants?`)],
        problem: { unacceptable: 'The non-compete is longer than a court is likely to enforce', overridden: 'The non-compete falls away when the employment ends in a way the contract names' },
        clause_type: 'non_compete',
        max_evidence: 2,
      },
    },
    {
      check_id: 'employment.non_solicit',
      title: 'Non-solicitation of staff and customers',
      category: 'restrictive_covenants',
      description: 'Whether the employee may not solicit the employer\'s staff or customers for a period after leaving (CUAD: No-Solicit of Employees, No-Solicit of Customers), for up to 12 months preferred and 24 at most.',
      preferred_position: 'No solicitation of employees or customers the employee dealt with, for twelve months after leaving.',
      fallbacks: ['Non-solicitation of employees only, for up to twenty-four months.'],
      severity: 'low',
      suggested_language: 'For twelve (12) months after the employment ends, the Employee shall not solicit or entice away any employee of the Company, or any customer of the Company with whom the Employee dealt in the last twelve (12) months of employment.',
      enabled: true,
      detection: {
        // (session 23: a general clause ending clause N with the employment takes the restriction away)
        lapses_with_term: true,
        // (or in plain words: "you will not approach any customer of ours", "or try to persuade any of our employees to
        // leave us": PLAIN_NON_SOLICIT)
        topic: [r`\bsolicit\w*|\bentice\w*|\bpoach\w*`, PLAIN_NON_SOLICIT],
        entail: [r`.`],
        precedence: 'entail',
        max_months: { preferred: 12, fallback: 24 },
        positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'missing' },
        override: [fallsAway(r`non-?solicit\w*|solicitation|restrictive covenants?`), FREE_TO_APPROACH, NON_SOLICIT_EMPTIED, RESTRAINT_ONLY_AFTER_CAUSE],
        // a covenant that binds only while the employment lasts leaves staff and clients open from the last day (the promise
        // itself, not its heading)
        narrow: { promise: r`\b(?:shall|will|must|may|to)\s+not\b[^.;]*?\b(?:solicit|entic|poach|canvass)\w*`, only: [SOLICIT_ONLY_WHILE_EMPLOYED], position: 'unacceptable', note: 'The non-solicitation covenant binds only while the employment lasts, nothing after it' },
        problem: { unacceptable: 'The non-solicitation period is longer than a court is likely to enforce', overridden: 'The non-solicitation covenant falls away when the employment ends in a way the contract names', missing: 'No protection against soliciting staff or customers' },
        // the covenant's period defined as the employment itself ('"Restricted Period" means the period during which the
        // Employee is employed'), with nothing after it: the covenant binds only while the employment lasts
        reads_definitions: [{
          term: r`(?:restricted|restriction|non-?solicit(?:ation)?|protected|relevant|covenant)\s+(?:period|term)`,
          adverse: [r`^(?![\s\S]*\b(?:after|following|post-?|thereafter|afterwards|beyond|subsequent\w*|months?|years?|weeks?|days?|surviv\w*)\b)[\s\S]*\b(?:employment|engagement|appointment|employed|engaged)\b`],
          problem: 'The "{term}" is defined as the employment itself, so the non-solicitation covenant binds nothing after the employee leaves',
          in_topic: true,
        }],
        clause_type: 'non_solicit',
        max_evidence: 2,
      },
    },
    C.governingLaw('employment'),
  ],
};
