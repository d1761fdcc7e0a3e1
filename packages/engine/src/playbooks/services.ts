/**
 * The built-in services and consulting playbooks (pbk_services_standard, pbk_consulting_standard),
 * from the customer's (client's) side: the commercial checks of the MSA playbook, plus what a
 * services or consulting engagement adds — acceptance of deliverables, a warranty that the
 * services are performed with skill and care, insurance, and (for consulting) the consultant's
 * independent-contractor status and the non-solicitation of staff. Grounded in CUAD's Warranty
 * Duration, Insurance, IP Ownership Assignment, No-Solicit of Employees, Cap on Liability,
 * Termination for Convenience and Anti-Assignment categories.
 */
import { DEEMED_ACCEPTANCE_TIER, PLACEMENT_FEE_TIER, WARRANTY_DAYS_TIER } from './tier-data.js';
import type { DefinitionReading, Playbook, PlaybookCheck } from '../types.js';
import { COMMERCIAL_CHECKS as C, CUSTOMER_EXCLUSION_TERMS, CUSTOMER_SIDE, DEFINITION, HEADING_ONLY, PROVIDER_SIDE } from './msa.js';
import { suspension } from './saas.js';
import { OWN_DISCRETION, RECORDED_DATA, renamed, switchedOff } from './shared.js';

const r = String.raw;

/** A duty to carry insurance, or insurance described by its cover: not a bare mention of the word. */
export const INSURANCE_DUTY = r`\b(?:maintain|carry|obtain|procure|keep|take out|purchase|effect)\w*\b[^.;]{0,100}\binsur\w*|\b(?:shall|will|must|agrees? to|undertakes? to|covenants? to)\s+(?:\w+\s+){0,2}insure\b|\binsur\w*\b[^.;]{0,80}\b(?:coverage|cover|polic(?:y|ies)|limits?|certificates?|insurers?|carriers?|premiums?|endorse\w*|in (?:an|the) amount)\b|\b(?:additional(?:ly)? )?insureds?\b|\bpolic(?:y|ies) of insurance`;
/**
 * A promise to perform the services to a standard of quality, stated without the word "warrant": "shall perform the
 * services in a good and workmanlike manner", "will provide the services in a timely and professional manner in
 * accordance with industry standards", "shall render the services with due care".
 */
/**
 * The standards accepted in the trade, named as the measure of the work with another verb (lead22): "following commonly
 * accepted standards of care in the industry", "consistent with generally accepted industry standards", "in line with
 * widely accepted standards of the industry", "in conformity with the standards generally observed in the industry".
 */
const ACCEPTED_STANDARDS = r`\b(?:following|consistent\s+with|in\s+line\s+with|in\s+(?:conformity|compliance|keeping)\s+with|conforming\s+to|according\s+to|in\s+accordance\s+with|to|that\s+meets?|meeting)\s+(?:the\s+)?(?:(?:commonly|generally|widely|customarily)\s+(?:accepted|recogni[sz]ed|observed)\s+(?:[\w-]+\s+){0,2}?(?:standards?|practices?)(?:\s+of\s+(?:care|skill|practice|workmanship))?(?:\s+(?:in|of)\s+the\s+(?:industry|trade|profession))?|(?:standards?|practices?)\s+(?:(?:commonly|generally|widely|customarily)\s+)?(?:accepted|recogni[sz]ed|observed|followed)\s+(?:\w+\s+)?in\s+the\s+(?:industry|trade|profession))`;
/**
 * The prudent, good or sound practice of a trade named as the measure of the work to be done (session 26, the lead's
 * reading of an operation and maintenance agreement): "shall perform ... in accordance with Prudent Electrical Practices",
 * "agrees, for the benefit of Owner, to operate ... and to maintain ... in accordance with ... Prudent Electrical
 * Practices", "shall operate and maintain the Facility in accordance with Good Utility Practice", "good engineering practice",
 * "prudent oilfield practices", "consistent with prudent industry practice"; not a passive that names no one ("the
 * facilities of the station will be maintained in accordance with good engineering practice").
 */
const TRADE_PRACTICE = r`\b(?:shall|will|must|agrees?|undertakes?)(?:,[^,.;]{1,40},)?\s+(?:to\s+)?(?:(?!be\b)\w+\s+){0,4}(?:perform|provid|render|carr(?:y|ied) out|conduct|deliver|operat|maintain|execut)\w*\b[^.;]{0,240}?\b(?:in\s+accordance|consistent|in\s+compliance|in\s+conformity)\s+with\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:good|prudent|sound|best)\s+(?:[\w-]+\s+){0,2}?practices?\b`;
const PERFORMANCE_STANDARD = r`\b(?:shall|will|must|agrees? to|undertakes? to)\s+(?:\w+\s+){0,5}(?:perform|provide|render|carry out|carried out|conduct|deliver)\w*\b[^.;]{0,160}?(?:\bin (?:an? )?(?:[\w-]+,? (?:and )?){0,3}(?:professional|workmanlike|skil(?:l)?ful|competent|diligent)(?: and (?:[\w-]+ ){0,2}[\w-]+)? manner|\bwith (?:(?:all|the) )?(?:due|reasonable|professional) (?:skill|care|diligence)|\bin accordance with (?:(?:generally accepted|applicable|prevailing|good|best|customary) )?(?:industry|professional) (?:standards|practices?)|${ACCEPTED_STANDARDS})`;
/**
 * A standard of effort in performing the services: "shall use commercially reasonable efforts in providing the
 * services", "will perform the Services using its best efforts" (not efforts to reach some other end: "reasonable
 * efforts to obtain a permit", "best efforts to provide for employees ... to perform the Services", nor efforts "to
 * perform the Services regardless of changes in" the law, which are about whether, not how).
 */
const EFFORTS_STANDARD = r`\b(?:shall|will|must|agrees? to|undertakes? to)\s+(?:\w+\s+){0,2}(?:use|exercise|apply|employ|devote)\s+(?:its|their|his|her|all)?\s*(?:(?:commercially|professionally)\s+reasonable|reasonable|best|diligent|good[- ]faith)\s+(?:(?:and|or)\s+[\w-]+\s+)?efforts?\s+(?:in|when|while)\s+(?:the\s+)?(?:perform|provid|render|deliver)\w*\s+(?:(?:the|its|such|all|any)\s+)?(?:[\w-]+\s+){0,2}?services?\b|\b(?:perform|provide|render|deliver)\w*\s+(?:the\s+|its\s+|such\s+)?services?\b[^.;]{0,60}?\b(?:using|with|through|applying)\s+(?:its|their|his|her|all)?\s*(?:(?:commercially|professionally)\s+reasonable|reasonable|best|diligent)\s+efforts?\b`;
/**
 * The provider's skill and care brought to the services, stated as a covenant with another verb (benign21, session 18):
 * "shall exercise due skill, care and diligence while rendering the Services", "shall give the Client the benefit of its
 * best knowledge, skill and judgment in carrying out the Services", "will devote its best skill and judgment to the
 * performance of its duties", "shall bring to the provision of the Services the degree of skill, care and diligence
 * ...". The skill must go to performing the services or duties: not to using them ("while using the Services", the
 * customer's care) nor to anything else ("reasonable care in safeguarding any equipment").
 */
const PERFORMING_SERVICES = r`(?:in|when|while|to|for|during)\s+(?:the\s+)?(?:perform\w*|provi\w*|render\w*|carr(?:y|ying|ied)\s+out|deliver\w*|execut\w*|supply\w*|discharg\w*)\s+(?:of\s+)?(?:(?:the|its|such|all|any|their|his|her)\s+)?(?:[\w-]+\s+){0,2}?(?:services?|duties|work)\b`;
const SKILL_STANDARD = r`\b(?:shall|will|must|agrees? to|undertakes? to)\s+(?:[\w,]+\s+){0,3}?(?:use|exercise|apply|employ|utili[sz]e|devote|give\s+(?:[\w-]+\s+){0,3}?the\s+benefit\s+of)\b[^.;]{0,80}?\b(?:skill|care|diligence|judg(?:e)?ment|expertise|competence)\b[^.;]{0,80}?${PERFORMING_SERVICES}|\b(?:shall|will|must|agrees? to|undertakes? to)\s+(?:[\w,]+\s+){0,3}?(?:bring|apply|devote)\s+to\s+(?:the\s+)?(?:perform\w*|provi\w*|render\w*|deliver\w*|execut\w*|supply\w*)\s+of\s+(?:(?:the|its|such|all|any)\s+)?(?:[\w-]+\s+){0,2}?(?:services?|duties|work)\b[^.;]{0,80}?\b(?:skill|care|diligence)\b`;
/**
 * A measured service standard the provider undertakes: "agrees to provide the services at an on time performance level
 * of no less than ninety percent (90%)", "shall deliver ... with a service level of 99.5%". A warranty of results, but
 * not of skill and care: the playbook's fallback.
 */
const MEASURED_STANDARD = r`\b(?:shall|will|must|agrees? to|undertakes? to)\s+(?:\w+\s+){0,5}(?:perform|provide|render|deliver|achieve|maintain|meet)\w*\b[^.;]{0,120}?\b(?:performance|service|on[- ]time|delivery|availability|accuracy)\s+(?:levels?|standards?|rates?)\b[^.;]{0,30}?\b(?:no less than|not less than|at least|(?:a )?minimum(?: of)?|of)\s+(?:[\w-]+\s+){0,3}?\(?(?:\d+(?:\.\d+)?\s?%|percent\b)`;
/**
 * Insurance named as a tax or a cost of shipping ("employment insurance" remittances, "prices exclude freight,
 * insurance"), or as a party's business, the subject of the work and not cover (session 26, the lead's reading of an
 * insurer's outsourcing agreement): "an insurance company", "insurance companies", "an insurance broking business", "the
 * processing and administration of its insurance policies".
 */
export const NOT_INSURANCE = r`\b(?:un)?employment insurance|\bnational insurance|\bsocial (?:security|insurance)|(?:freight|transport\w*|shipping|postage|carriage)\b[^.;]{0,30}\binsurance|\binsurance\b[^.;]{0,30}\b(?:vat|duties|freight)\b|\b(?:life\s+|general\s+|health\s+)?insurance\s+(?:compan(?:y|ies)|business|broking|brokerage|brokers?|agency|carriers?\s+(?:domiciled|licensed|authori[sz]ed))\b|\b(?:process\w*|administ\w*|underwrit\w*|issu\w*|sell\w*|market\w*|arrang\w*|distribut\w*|servic\w*)\s+(?:and\s+\w+\s+)?(?:of\s+)?(?:its|their|the\s+customer['’]s|the\s+client['’]s)?\s*insurance\s+(?:policies|products)\b`;

/**
 * A party's act of taking out cover, after its "shall" or "will": to maintain, carry, obtain, procure, keep, purchase,
 * take out, provide, effect or arrange insurance (up to 100 characters on), or to insure something ("shall insure the
 * equipment").
 */
const TAKES_OUT_INSURANCE = r`(?:(?:maintain|carry|obtain|procure|keep|purchase|take out|provid|effect|arrang)\w*\b[^.;]{0,100}\binsur|insures?\b)`;

/**
 * Insurance that is not the provider's duty: the customer's own cover ("Client shall maintain D&O insurance", "The Bank
 * will provide full replacement insurance cover for its assets", "The Client shall insure the site", with no duty of
 * the provider in the sentence), or the provider kept out of the customer's plans ("Consultant shall not be
 * eligible to participate in any benefit plans or insurance coverage provided by the Company"), or covered by the customer's
 * policy ("Consultant shall be an additional insured under Company's insurance coverages").
 */
const CUSTOMERS_INSURANCE = r`^(?![^.;]*\b${PROVIDER_SIDE}\b[^.;]{0,60}\b(?:shall|will|must|agrees? to)\s+(?:\w+\s+){0,3}${TAKES_OUT_INSURANCE})[^.;]*\b${CUSTOMER_SIDE}\b[^.;]{0,60}\b(?:shall|will|must|agrees? to)\s+(?:\w+\s+){0,3}${TAKES_OUT_INSURANCE}|\bnot\b[^.;]{0,30}\b(?:eligible|entitled)\b[^.;]{0,40}\bparticipat\w*\b[^.;]{0,120}\binsur\w*|\b${PROVIDER_SIDE}\b[^.;]{0,30}\b(?:shall|will)\s+be\s+(?:named\s+as\s+)?an?\s+(?:additional\s+)?insured\s+under\b`;

/**
 * Insurance as the measure of a liability, not a duty to carry it (session 23, the lead's reading of a development
 * agreement): "liability ... shall not exceed the greater of $X and the amount of insurance coverage actually paid to the
 * Supplier", "limited to the proceeds recovered under its insurance policies", "the amount paid out by its insurer". It says
 * what a claim recovers if cover happens to exist; nothing in it makes the provider insure. Not a sentence that also
 * imposes cover ("shall maintain ... insurance").
 */
const INSURANCE_AS_MEASURE = r`^(?![\s\S]*\b(?:maintain|carry|obtain|procure|keep|purchase|take\s+out|effect)\w*\b[^.;]{0,100}\binsur)(?=[\s\S]*\b(?:liab\w*|damages|losses|recover\w*|claims?)\b)[\s\S]*(?:\binsurance\s+(?:coverage\s+|cover\s+|proceeds\s+)?(?:actually\s+)?(?:paid|recovered|received|collected)\b|\b(?:proceeds|amounts?|sums?)\s+(?:actually\s+)?(?:recovered|received|paid(?:\s+out)?|collected)\s+(?:under|from|by)\s+(?:any\s+|its\s+|their\s+|the\s+)?(?:relevant\s+|applicable\s+)?(?:insurance|insurers?|polic(?:y|ies))\b|\b(?:proceeds|recover\w*)\s+(?:of|from|under)\s+(?:any\s+|its\s+|the\s+)?(?:applicable\s+|relevant\s+)?insurance|\bpaid(?:\s+out)?\s+by\s+(?:any\s+|its\s+|their\s+|the\s+)?insurers?\b)`;

/** The role words of the provider side alone (not "each party"), for who holds a choice or a right. */
const PROVIDER_ONLY = r`(?:provider|service provider|supplier|vendor|contractor|consultant|seller|licensor)`;
/**
 * Insurance whose cover the provider sets by its own judgement, with no floor: "shall maintain such insurance as it
 * considers appropriate", "will carry insurance in the amounts it deems sufficient", "insurance of the kinds and at the
 * levels determined by the Supplier in its sole discretion" (a promise that measures itself is no promise). Not with a
 * stated minimum or an outside standard beside it ("but not less than $1,000,000", "as is customary in the industry",
 * "as a prudent consultant would carry", "as required by law"), nor a view the customer side takes or one formed reasonably.
 */
const INSURANCE_AT_OWN_CHOICE = r`^(?![\s\S]*(?:[$€£]\s?\d|\b\d{1,3}(?:,\d{3})+|\b(?:million|usd|eur|gbp|dollars|euros|not less than|no less than|at least|minimum|customary|customarily|industry|prudent|usual|usually|standard|reasonabl\w*|required by (?:applicable )?law|statutory)\b|\b${CUSTOMER_SIDE}\b[^.;]{0,40}\b(?:discretion|considers?|deems?|determines?|approv\w*|requires?|specif\w*)\b))[\s\S]*\binsur\w*\b[^.;]{0,100}?(?:${OWN_DISCRETION}|\b(?:it|they|(?:the\s+)?${PROVIDER_ONLY})\s+(?:alone\s+|itself\s+)?(?:considers?|deems?|thinks?|determines?|judges?|believes?|decides?|elects?|chooses?)\b|\b(?:determined|decided|chosen|selected|set)\s+by\s+(?:the\s+)?${PROVIDER_ONLY}\b)`;

/**
 * Accepted without a word from the customer: "deemed accepted", "treated as accepted", "considered to have been accepted",
 * or a rule that fixes the moment ("A Deliverable is accepted on the earlier of ... two (2) Business Days after
 * delivery", "shall be accepted upon the expiry of ..."; hold-out 18's misses, session 23), not acceptance on the
 * customer's own sign-off alone ("is accepted when the Buyer confirms in writing that it meets the acceptance criteria").
 */
const DEEMED_ACCEPTED = r`\b(?:deemed|treated|considered|taken|regarded)\s+(?:to\s+(?:have\s+been|be)\s+|as\s+(?:having\s+been\s+)?)?accepted\b|\bacceptance\s+(?:shall|will)\s+be\s+deemed\b|\b(?:is|are|shall\s+be|will\s+be)\s+(?:finally\s+)?accepted\s+(?:on|upon|at|when)\b(?!\s+(?:the\s+)?(?:\w+['’]s?\s+)?(?:written\s+)?(?:acceptance|confirmation|notice\s+of\s+acceptance|sign-?off|approval)\b\s*(?:[.;]|$)|\s+(?:the\s+)?(?:${CUSTOMER_SIDE}|buyer|purchaser|company|authority|employer|we|you)\s+(?:confirms?|approves?|signs?|accepts?|certif(?:y|ies)|notif(?:y|ies))\b)`;
/**
 * A window too short to test a deliverable in: under ten days, or hours ("within five (5) business days", "48 hours"), or
 * so many days after the delivery ("three Business Days after delivery", "48 hours after submission").
 */
const SHORT_WINDOW = r`(?:\b(?:within|in|after|during)\s+(?:the\s+)?(?:first\s+)?(?:(?:one|two|three|four|five|six|seven|eight|nine|[1-9])\s*(?:\(\s*\d\s*\)\s*)?(?:business\s+|working\s+|calendar\s+|banking\s+)?days?|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty-four|forty-eight|seventy-two|\d{1,2})\s*(?:\(\s*\d+\s*\)\s*)?hours?)\b|\b(?:(?:one|two|three|four|five|six|seven|eight|nine|[1-9])\s*(?:\(\s*\d\s*\)\s*)?(?:business\s+|working\s+|calendar\s+|banking\s+)?days?|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty-four|forty-eight|seventy-two|\d{1,2})\s*(?:\(\s*\d+\s*\)\s*)?hours?)\s+(?:after|following|from)\s+(?:its\s+|the\s+|each\s+)?(?:delivery|receipt|submission|handover)\b)`;
/**
 * Deemed acceptance unless the customer objects within a short window: "deemed accepted unless Client rejects them in
 * writing within three (3) business days", "if Customer does not give notice of a defect within 48 hours, the deliverable
 * is treated as accepted" (a window of ten days or more is the playbook's fallback; nor a short window that runs only
 * after a reminder, once a test period has passed).
 */
const DEEMED_ACCEPTED_QUICKLY = r`^(?![\s\S]*\b(?:reminders?|follow-up notice|second notice)\b)(?:[\s\S]*(?:${DEEMED_ACCEPTED})[^.;]{0,160}?${SHORT_WINDOW}|[\s\S]*${SHORT_WINDOW}[^.;]{0,200}?(?:${DEEMED_ACCEPTED}))`;

/**
 * A disclaimer whose object is not the licensed or contracted subject (precision round, issue 11): a business result ("no minimum
 * level of revenue or profit will be generated"); reliance on the licensor's approvals or advice ("no warranties ...
 * by providing any waiver, approval, consent, or suggestion"); things lent or handed over to do the work, named before
 * the "as is" with no licensed subject beside them ("the Sonos Tools ... 'as is'", "All assets delivered ... pursuant to
 * this section ... 'AS IS'", "IBM provides loaned items on an 'as is' basis"); a residual class beside the warranted ones ("any product ... which is not listed in the
 * price list ... is furnished 'as is'"); an exclusion for what others opened, modified or misused ("makes no
 * representation as to facilities which have been opened or modified by Owner").
 */
const SUBJECT_WORD = r`\b(?:software|licen[cs]ed|programs?|technology|platform|services?|products?|materials?|deliverables?|documentation|content)\b`;
export const NOT_THE_SUBJECT = r`(?![\s\S]*\b(?:minimum\s+|any\s+)?(?:level|amount|volume)\s+of\s+(?:revenues?|profits?|sales|business|income|orders)\b)(?![\s\S]*\bby\s+(?:providing|giving|granting|reason of)\s+(?:any\s+)?(?:waivers?|approvals?|consents?|suggestions?|advice|recommendations?)\b)(?!(?:(?!${SUBJECT_WORD})[^.;])*?\b(?:tools?|tooling|assets|equipment|facilities|premises|loaned|lent)\b(?:(?!${SUBJECT_WORD})[^.;])*?["“']?as[- ]is\b)(?![\s\S]*\b(?:which|that)\s+(?:is|are)\s+not\s+(?:listed|included|identified|specified|covered)\b)(?![\s\S]*\b(?:opened|modified|altered|repaired|tampered with|misused)\s+(?:\w+\s+){0,2}?by\s+(?:the\s+)?(?:owner|customer|client|licensee|anyone|any person|any third|persons?|a third)\b)`;

/**
 * A disclaimer of all warranties: "provided \"as is\"", "on an as-is basis", "disclaims all warranties", "makes no
 * warranty" (not of the "other" ones beside an express warranty, "except as set forth in Section 9", "Save as set out in
 * clause 8.1", "save that the program shall conform to the specification", "except that the products sold hereunder shall
 * meet Seller's applicable standard specifications", nor of the implied ones only, "disclaims all
 * warranties of merchantability and fitness": the word "warranties" is read whole, so that "warrant" does not stop
 * short of the "of merchantability" that follows it).
 */
export const WARRANTIES_DISCLAIMED = r`(?<!\b(?:except|save|other than)\b(?:[^.;]|\.(?=\d)){0,200})(?:["“'](?:as is|as available)["”']|\bon an ["“']?as[- ]is\b)|(?:disclaims?\s+(?:all|any)\s+warrant\w*|(?:makes?|gives?) no (?!other\b)(?:\w+ )?(?:warrant\w*|representation\w*)(?![^.;]{0,60}\bother than\b))\b(?<!\b(?:except|save)\b(?:[^.;]|\.(?=\d)){0,200})(?!\s+(?:\w+\s+){0,2}(?:of|as to)\s+(?:merchantability|fitness|non-?infringement|title)\b)(?![^.;]{0,200}\b(?:except|other than|save)\b(?:[^.;]{0,40}\b(?:set (?:forth|out)|provided|stated|expressly|express|specified|section|article|paragraph|clause)|[^.;]{0,60}\b(?:shall|will|must)\s+(?:\w+\s+)?(?:conform|meet|comply|perform))\b)`;

function acceptance(prefix: string): PlaybookCheck {
  return {
    check_id: `${prefix}.acceptance`,
    title: 'Deliverables are subject to acceptance',
    category: 'service',
    description: 'Whether the customer may test deliverables and reject those that do not meet the agreed specification before paying for them.',
    preferred_position: 'Deliverables are accepted only when they meet the agreed acceptance criteria; rejected deliverables are corrected at the provider\'s cost.',
    fallbacks: ['Deemed acceptance after 15 business days without a written rejection.'],
    severity: 'medium',
    suggested_language: 'Customer may test each Deliverable against its acceptance criteria within fifteen (15) business days of delivery and reject it by written notice if it does not conform; Provider shall correct and redeliver a rejected Deliverable at no additional charge.',
    enabled: true,
    detection: {
      topic: [r`\baccept(?:ance|ed)\b[^.;]{0,120}(?:deliverables?|criteria|tests?|testing|specifications?)|(?:deliverables?|work product)[^.;]{0,120}\b(?:accept\w*|reject\w*)`],
      entail: [r`.`],
      // also acceptance by use or payment, before any test ("use of any deliverable in its business shall constitute final
      // acceptance"), not "payment shall not constitute acceptance"
      // ("deemed accepted by the Client upon delivery", "deemed to be accepted at the time it is delivered", "on the date on
      // which it is delivered", "on the day of its receipt")
      // (or deemed accepted unless rejected within a window too short to test in: DEEMED_ACCEPTED_QUICKLY)
      contradict: [DEEMED_ACCEPTED_QUICKLY, r`deemed (?:to (?:have been|be) )?accepted\b[^.;]{0,40}?\b(?:(?:up)?on|at the time (?:of|it is|they are)|when (?:it is |they are )?|as soon as (?:it is |they are )?)\s*(?:its |their |the )?deliver(?:y|ed)\b|accepted (?:up)?on delivery|deemed (?:to (?:have been|be) )?accepted\b[^.;]{0,40}?\b(?:(?:up)?on|at|from)\s+the\s+(?:date|day|time)\s+(?:on\s+which|that|when|of)\s+(?:(?:it|they)\s+(?:is|are)\s+|its\s+|their\s+|the\s+\w+\s+(?:is|are)\s+)?(?:deliver(?:y|ed)|receiv\w*|receipt)\b|no (?:right to )?(?:reject|acceptance)|(?<!\b(?:not|never|no|neither|nor)\b[^.;]{0,40})\b(?:use|using|payment|paying)\b[^.;]{0,80}(?<!\b(?:not|never|no|neither|nor)\b[^.;]{0,30})\b(?:constitutes?|(?:be|is|are) deemed|amounts? to|signif(?:y|ies))\s+(?:\w+\s+){0,3}acceptance\b`],
      precedence: 'contradict',
      // deemed acceptance after a longer silence, and nothing else on acceptance: the playbook's fallback
      narrow: { promise: r`.`, only: [DEEMED_ACCEPTED], note: 'Deliverables are deemed accepted if not rejected in time, not accepted against agreed criteria' },
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
      tiers: [DEEMED_ACCEPTANCE_TIER],
      problem: { unacceptable: 'Deliverables are deemed accepted on delivery, or unless rejected within days, without time to test them' },
      clause_type: 'acceptance',
      max_evidence: 2,
    },
  };
}

/**
 * Session 18 (licence22): a warranty whose only remedy is the provider's efforts to put it right, with no repair or
 * replacement promised, no refund and no way out: "Licensee's sole remedy for breach of this warranty is for Licensor to
 * use reasonable efforts to correct the non-conformity", "the Supplier's only obligation ... shall be to use commercially
 * reasonable endeavours to remedy the defect", "As the Client's exclusive remedy ..., the Vendor shall endeavour to
 * rectify errors". Below the fallback (repair or replacement, or re-performance, as the sole remedy). Not where the
 * sentence also gives a replacement, a refund, a re-performance, a credit or termination.
 */
export const EFFORTS_ONLY_REMEDY = r`^(?![\s\S]*\b(?:replac\w*|refund\w*|re-?perform\w*|return\w*|terminat\w*|credit\w*|repa(?:y|id|yment)\w*|money\s+back)\b)(?=[\s\S]*\b(?:sole|exclusive|only|entire)\s+(?:and\s+exclusive\s+)?(?:remed\w*|obligations?|liability|recourse)\b)[\s\S]*?\b(?:(?:efforts?|endeavou?rs?)\s+to\s+(?:\w+\s+){0,2}?|endeavou?r(?:s|ing)?\s+to\s+(?:\w+\s+){0,1}?|attempt(?:s|ing)?\s+to\s+)(?:correct|fix|remedy|rectify|repair|cure|resolve)\b`;
/**
 * A warranty whose sole remedy puts nothing right (session 26, misses21): "the Client's sole and exclusive remedy for any
 * breach of it is a written explanation from the Consultant", "exclusive remedy for a defective report is a meeting with
 * the Consultant to discuss it", "only obligation for any nonconformity shall be to provide Customer with a written report
 * describing its cause": words, no re-performance, repair, refund or way out. Not where the sentence also gives one.
 */
export const WORDS_ONLY_REMEDY = r`^(?![\s\S]*\b(?:replac\w*|refund\w*|re-?perform\w*|re-?do\w*|return\w*|terminat\w*|credit\w*|repa(?:y|id|yment)\w*|money\s+back|correct\w*|fix\w*|rectif\w*|repair\w*)\b)[\s\S]*?\b(?:sole|exclusive|only|entire)\s+(?:and\s+exclusive\s+)?(?:remed\w*|obligations?|recourse)\b[^.;]{0,100}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:to\s+(?:\w+\s+){0,4}?)?(?:(?:an?|the|one)\s+)?(?:(?:written|oral|verbal|short|brief)\s+)?(?:explanation|apology|meeting|discussion|report|advice|account|statement|consultation|call)\b`;
/** A sentence that names a sole remedy for a defect, whether or not it says "warranty" ("As the Client's exclusive remedy for any non-conformity ..."). */
export const SOLE_REMEDY_FOR_DEFECT = r`\b(?:sole|exclusive|only)\s+(?:and\s+exclusive\s+)?remed\w*\b[^.;]{0,120}\b(?:non-?conform\w*|defects?|errors?|deficienc\w*)\b`;

/**
 * Session 18 (licence22): the customer's data that a vendor of software or services collects or keeps: usage data,
 * telemetry, diagnostic or log data, statistics on the customer's use, the customer's own data or content, and the data it
 * enters into or processes with the software ("any data the Client enters into the Software", "data about Licensee's use
 * of the Software").
 */
const VENDOR_HELD_DATA = r`(?:\b(?:usage|use|telemetry|diagnostic|analytics?|performance|operational|statistical|log|system)\s+(?:data|information|statistics|logs?|records)\b|\btelemetry\b|\bstatistics\b[^.;]{0,40}\b(?:use|usage|operation)\b|\b${CUSTOMER_SIDE}(?:['’]s)?\s+(?:data|content|inputs?)\b|\b${CUSTOMER_SIDE}['’]s?\s+(?:[\w-]+['’]?\s+){0,2}?${RECORDED_DATA}\b|\b(?:data|information)\s+(?:about|on|regarding|concerning)\s+how\s+(?:the\s+)?${CUSTOMER_SIDE}\s+uses?\b|\b(?:data|information)\b[^.;]{0,40}\b(?:enter\w*|input\w*|upload\w*|submit\w*|stor\w*|process\w*)\s+(?:\w+\s+){0,2}?(?:into|in|through|using|with)\s+(?:the\s+)?(?:software|system|platform|services?|products?)\b|\b(?:data|information)\s+(?:about|on|regarding|concerning|relating\s+to|derived\s+from)\s+(?:the\s+)?(?:[\w-]+['’]s?\s+)?(?:use|usage|operation)\b)`;
/** A free hand to the vendor (not a customer's, not negated): "may", "shall be entitled to", "reserves the right to", a licence granted to it. */
const VENDOR_MAY = r`(?<!\b(?:not|no|never)\b[^.;]{0,30})(?<!\b${CUSTOMER_SIDE}\s+)(?:\bmay|\bcan|\b(?:is|are|shall\s+be|will\s+be)\s+(?:entitled|free|permitted|at\s+liberty)\s+to|\b(?:has|have|shall\s+have|reserves?)\s+the\s+right\s+to|\bgrants?\b[^.;]{0,80}\b(?:licen[cs]e|right)\s+to)(?!\s+not\b)`;
/** Not in a negated part of the sentence: "and shall not sell or disclose that data or use it for any other purpose". */
const NOT_NEGATED = r`(?<!\b(?:not|never|nor|no)\b[^.;,]{0,50})`;
/** Data that no longer identifies the customer or anyone: aggregated, de-identified, anonymised. */
const DE_IDENTIFIED = r`\b(?:aggregated|aggregate\s+(?:form|basis|data|statistics|information)|aggregat(?:ion|ing)|de-?identif\w*|anonymi[sz]\w*|pseudonymi[sz]\w*|non-?identifiable|(?:does|do)\s+not\s+identify)\b`;
/**
 * The vendor free to use the customer's data for any purpose, its own purposes or without restriction, or to sell,
 * license or commercialise it, aggregated or not: "may collect Usage Data and use, copy and disclose it for any purpose",
 * "may compile data about the Client's usage ... and sell it to third parties".
 */
const ANY_PURPOSE_TAIL = r`${VENDOR_MAY}[^.;]{0,200}?${NOT_NEGATED}(?:\bany\s+(?:other\s+)?(?:lawful\s+)?(?:business\s+)?purposes?\b(?!\s+(?:other\s+than|except|save)\b)|\b(?:its|their)\s+own\s+(?:\w+\s+)?purposes?\b|\bwithout\s+(?:any\s+)?(?:restriction|limitation)\b|\b(?:sell|sells|sale|resell|monetiz\w*|monetis\w*|commerciali[sz]\w*|rent|lease)\b)`;
const DATA_ANY_PURPOSE = r`^(?=[\s\S]*\b${PROVIDER_SIDE}\b)(?=[\s\S]*${VENDOR_HELD_DATA})[\s\S]*?${ANY_PURPOSE_TAIL}`;
/**
 * Identifiable data passed on or put to the vendor's own ends: shared with its affiliates or third parties (or partners
 * named by their trade: "its feed-manufacturer partners", "its logistics and insurance partners"; hold-out 18's misses,
 * session 23), used to train
 * models or for benchmarking ("may share it with its affiliates and other third parties", "may use any data the Client
 * enters ... to train its machine learning models"); in aggregated, de-identified form that is the fallback instead.
 */
const PASSED_ON_TAIL = r`${VENDOR_MAY}[^.;]{0,200}?${NOT_NEGATED}(?:\b(?:disclos\w*|shar\w*|transfer\w*|provid\w*|pass(?:es|ed|ing)?|make\s+(?:it\s+|them\s+|such\s+\w+\s+)?available|licen[cs]\w*)\b[^.;]{0,60}?\b(?:to|with)\s+(?:its\s+|any\s+|other\s+|the\s+)*(?:(?!(?:and|or|${CUSTOMER_SIDE}|your|our)\b)[\w-]+\s+(?:(?:and|or)\s+[\w-]+\s+)?)?(?:affiliates?|third\s+part(?:y|ies)|partners?|others|any\s+person|persons?|advertisers?)\b|\btrain\w*\b|\bmachine\s+learning\b|\b(?:AI|ML)\s+models?\b|\bbenchmark\w*)`;
const DATA_PASSED_ON = r`^(?![\s\S]*${DE_IDENTIFIED})(?=[\s\S]*\b${PROVIDER_SIDE}\b)(?=[\s\S]*${VENDOR_HELD_DATA})[\s\S]*?${PASSED_ON_TAIL}`;
/** Use confined to providing, supporting or improving what is supplied: "only to provide and support", "solely for the purpose of providing maintenance". */
const DATA_CONFINED = r`^(?=[\s\S]*${VENDOR_HELD_DATA})[\s\S]*?\b(?:(?:only|solely|exclusively|except)\s+(?:as\s+(?:necessary|required)\s+)?(?:to|for|in\s+order\s+to)\b|\bto\s+(?:\w+\s+){0,1}?(?:provide|support|maintain|improve|develop|enhance|operate|perform|secure|resolve|diagnose)\b|\bfor\s+the\s+purposes?\s+of\s+(?:\w+\s+){0,1}?(?:providing|supporting|maintaining|improving|developing|enhancing|operating|performing|securing|resolving|diagnosing)\b|\bfor\s+(?:\w+\s+){0,2}?(?:improvement|development|support|maintenance|benchmarking|analysis)\b)`;

/**
 * The customer's data under a defined name, read through its definition (session 24, misses19): '"Plant Data" means all
 * temperature logs ... from the Customer's cold stores' and "The Provider may use Plant Data ... and also to compile and
 * sell cold-chain reports"; the sentence that uses the term is read with the patterns of the data clause (any purpose,
 * sale, passed on), the definition says whose the data is. Not a term defined as the provider's own data.
 */
const CUSTOMERS_DATA_BY_NAME: DefinitionReading = {
  term: r`(?!confidential\b)(?:[\w-]+\s+){0,2}?(?:data|records|readings|logs|results|information)`,
  adverse: [r`\b${CUSTOMER_SIDE}['’]s?\s+(?:[\w-]+\s+){0,3}?(?:data|records|readings|logs|results|information|premises|sites?|stores?|yards?|plants?|systems?|equipment|vessels?|operations?|facilit\w+|business|use)\b|\b(?:from|about|of|in|at|on|by|concerning|relating\s+to)\s+(?:the\s+)?${CUSTOMER_SIDE}\b(?!\s+(?:by|from)\b)`],
  unless: [r`\b(?:has|have|shall\s+have)\s+the\s+meanings?\s+(?:given|set|ascribed|assigned|provided)|^(?![\s\S]*\b${CUSTOMER_SIDE}['’]s?\b)[\s\S]*\b(?:supplied|provided|given|delivered|made\s+available)\s+(?:\w+\s+){0,2}?to\s+(?:the\s+)?${CUSTOMER_SIDE}\b`],
  problem: 'Provider may use "{term}", Customer\'s data, for its own purposes, sell it or pass it on',
  used_in: [r`^(?=[\s\S]*\b${PROVIDER_SIDE}\b)[\s\S]*?${ANY_PURPOSE_TAIL}`, r`^(?![\s\S]*${DE_IDENTIFIED})(?=[\s\S]*\b${PROVIDER_SIDE}\b)[\s\S]*?${PASSED_ON_TAIL}`],
};
/**
 * The use of the customer's data confined to "the Permitted Purposes", defined to take in selling it or passing it on
 * (session 24, misses19): '"Permitted Purposes" means supporting the Software and also selling benchmarking reports ...
 * and sharing Survey Records with the Licensor's partners for their own purposes'. Read where a sentence confines the
 * provider's use of data to the term.
 */
const DATA_PURPOSES_DEFINED_WIDE: DefinitionReading = {
  term: r`(?:permitted|authori[sz]ed|agreed|approved)\s+(?:purposes?|uses?)`,
  adverse: [r`\b(?:sell|sells|selling|sale|resell\w*|monetiz\w*|monetis\w*|commerciali[sz]\w*)\b|\b(?:shar|disclos|transfer|pass)\w*\b[^.;]{0,60}?\b(?:to|with)\s+(?:its\s+|any\s+|other\s+|the\s+)*(?:(?!(?:and|or|${CUSTOMER_SIDE})\b)[\w'’-]+\s+){0,2}?(?:affiliates?|third\s+part(?:y|ies)|partners?|others|any\s+person)\b|\b(?:its|their)\s+own\s+(?:\w+\s+)?purposes\b`],
  unless: [r`\b(?:has|have|shall\s+have)\s+the\s+meanings?\s+(?:given|set|ascribed|assigned|provided)`],
  problem: '"{term}" is defined to let Provider sell Customer\'s data or pass it on',
  used_in: [r`^(?=[\s\S]*\b${PROVIDER_SIDE}\b)[\s\S]*?\b(?:data|records|readings|logs|results|information)\b[\s\S]*?\b(?:only|solely|exclusively)\s+(?:for|in\s+connection\s+with)\s+(?:the\s+)?(?:permitted|authori[sz]ed|agreed|approved)\s+(?:purposes?|uses?)\b|^(?=[\s\S]*\b${PROVIDER_SIDE}\b)[\s\S]*?\b(?:use|process|exploit)\b[^.;]{0,80}?\b(?:data|records|readings|logs|results|information)\b[^.;]{0,40}?\bfor\s+(?:the\s+)?(?:permitted|authori[sz]ed|agreed|approved)\s+(?:purposes?|uses?)\b`],
};

/**
 * Whether the vendor may use the customer's data only to provide and support what it supplies (licence and services
 * playbooks; the SaaS playbook's data check reads hosted data). A common licensee redline: CUAD has no category for it,
 * so the tiers are the practice's: only to provide and support; the fallback, aggregated and de-identified data to improve
 * the product; below it, any purpose, sale, or identifiable data passed on. Silence gives the vendor no right.
 */
export function dataUse(prefix: string): PlaybookCheck {
  return {
    check_id: `${prefix}.data_use`,
    title: 'Provider uses Customer\'s data only to provide and support what it supplies',
    category: 'data',
    description: 'Whether the provider may collect and use the customer\'s data (usage data, telemetry, data entered into or processed with what it supplies) only to provide and support it, rather than for its own purposes, for sale, or to pass on to others.',
    preferred_position: 'Provider collects and uses Customer\'s data, including usage data and telemetry, only to provide, maintain and support what it supplies to Customer.',
    fallbacks: ['Provider may also use usage data in aggregated, de-identified form that identifies neither Customer nor any individual, to improve its products.'],
    severity: 'high',
    suggested_language: 'Provider may collect and use data about Customer\'s use of the Software and any data Customer enters into it only to provide, maintain and support the Software for Customer, and shall not sell or disclose that data or use it for any other purpose.',
    enabled: true,
    detection: {
      // a sentence naming the provider, the customer's data and something done with it
      topic: [r`^(?=[\s\S]*\b${PROVIDER_SIDE}\b)(?=[\s\S]*${VENDOR_HELD_DATA})[\s\S]*\b(?:collect\w*|gather\w*|use|uses|using|access\w*|process\w*|analy[sz]\w*|compil\w*|retain\w*|disclos\w*|shar\w*|sell|sale|monetiz\w*|aggregat\w*|exploit\w*|copy|copies|pass(?:es|ed|ing)?)\b`],
      entail: [DATA_CONFINED],
      contradict: [DATA_ANY_PURPOSE, DATA_PASSED_ON],
      // (the customer's own use of its data, a definition, a heading, a confidentiality clause's recipient and discloser)
      exclude: [DEFINITION, HEADING_ONLY, r`\b(?:recipient|receiving party|discloser|disclosing party)\b`, r`^(?![\s\S]*\b${PROVIDER_SIDE}\b)[\s\S]*\b${CUSTOMER_SIDE}\b[^.;]{0,30}\b(?:may|shall|will|can)\b`],
      fallback_when: { patterns: [DE_IDENTIFIED], note: 'Provider may use Customer\'s data in aggregated, de-identified form to improve its products' },
      precedence: 'contradict',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
      problem: { unacceptable: 'Provider may use Customer\'s data for its own purposes, sell it or pass it on' },
      contradict_problems: ['Provider may use Customer\'s data for any purpose of its own, or sell it', 'Provider may pass Customer\'s identifiable data to others or use it to train models or for benchmarking'],
      clause_type: 'data_protection',
      // (or the customer's data named by a defined term, or its use confined to purposes defined to take in its sale)
      reads_definitions: [CUSTOMERS_DATA_BY_NAME, DATA_PURPOSES_DEFINED_WIDE],
      max_evidence: 2,
    },
  };
}

/** The deliverables (work product, customised software) supplied "as is": "THE DELIVERABLES ... ARE PROVIDED "AS-IS"", "all Deliverables are supplied on an "as is" basis". */
const DELIVERABLES_AS_IS = r`\b(?:deliverables?|work\s+product|work\s+results|(?:custom(?:i[sz]ed)?\s+)?developments?)\b[^.;]{0,80}?\b(?:are|is|shall\s+be|will\s+be)\s+(?:(?:provided|delivered|furnished|supplied|made\s+available)\s+)?(?:(?:to\s+(?:the\s+)?\w+\s+)?on\s+an?\s+)?["“']?as[- ]is\b`;
/** A promise that what is delivered conforms to what was ordered: "each Deliverable will conform to its specification". */
const CONFORMITY_PROMISE = r`conform\w*[^.;]{0,40}(?:specification|description|documentation|statement of work|order)`;

function servicesWarranty(prefix: string): PlaybookCheck {
  return {
    check_id: `${prefix}.services_warranty`,
    title: 'Services warranted to be performed with skill and care',
    category: 'service',
    description: 'Whether the provider warrants that the services are performed in a professional manner and the deliverables conform to their specifications, with a remedy if not (CUAD: Warranty Duration).',
    preferred_position: 'The services are performed with reasonable skill and care by qualified personnel, and deliverables conform to their specifications for at least 90 days, with re-performance or a refund as the remedy.',
    fallbacks: ['A 30-day conformity warranty with re-performance as the sole remedy.'],
    severity: 'medium',
    suggested_language: 'Provider warrants that the Services will be performed in a professional and workmanlike manner by suitably qualified personnel, and that each Deliverable will conform to its specification for ninety (90) days after acceptance.',
    enabled: true,
    detection: {
      topic: [r`\bwarrant\w*|\bguarantee\w*`, PERFORMANCE_STANDARD, TRADE_PRACTICE, MEASURED_STANDARD, EFFORTS_STANDARD, SKILL_STANDARD, SOLE_REMEDY_FOR_DEFECT],
      entail: [r`professional|workmanlike|(?:skill|diligence),? and care|due care|(?:good|best|industry|generally accepted) (?:industry )?(?:practice|standards?)|conform\w*[^.;]{0,40}(?:specification|description|documentation|statement of work|order)|qualified personnel`, MEASURED_STANDARD, EFFORTS_STANDARD, SKILL_STANDARD, PERFORMANCE_STANDARD, TRADE_PRACTICE],
      // only a measured standard (an on-time or service-level percentage), nothing of skill and care: the fallback
      narrow: {
        promise: r`.`,
        only: [r`^(?![\s\S]*(?:professional|workmanlike|skil(?:l)?ful|\bcare\b|diligen|(?:practice|standards?) of the industry|industry (?:practice|standards?)|conform\w*[^.;]{0,40}(?:specification|description|documentation)|qualified personnel))[\s\S]*${MEASURED_STANDARD}`],
        note: 'Only a measured service standard is undertaken, not performance with skill and care',
      },
      // a disclaimer of all warranties: not of the "other" ones beside an express warranty ("except as set forth in
      // Section 9"), nor of the implied ones only ("disclaims all warranties of merchantability and fitness")
      // (an "as is" saved for the warranties the contract gives, "Save as expressly set out in clause 8.1, ... 'as is'", is
      // the disclaimer of all other warranties, as "disclaims all warranties" is below)
      // (nor a disclaimer of something else: NOT_THE_SUBJECT)
      // (or a warranty whose only remedy is the provider's efforts to put it right: EFFORTS_ONLY_REMEDY)
      contradict: [r`^${NOT_THE_SUBJECT}[\s\S]*?(?:${WARRANTIES_DISCLAIMED})`, EFFORTS_ONLY_REMEDY, WORDS_ONLY_REMEDY],
      // the services' standard promised, but the deliverables supplied "as is", even "except as provided in" the clause
      // with that standard (lead22): nothing promises that what is delivered conforms, worse than the fallback's 30-day
      // conformity warranty; not where an entailing sentence promises that conformity
      fallback_when: {
        patterns: [DELIVERABLES_AS_IS],
        unless: [CONFORMITY_PROMISE],
        note: 'Only the services\' standard is promised: the deliverables are supplied "as is", with no promise that they conform to their specification',
        positions: ['unacceptable'],
      },
      precedence: 'contradict',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      tiers: [WARRANTY_DAYS_TIER],
      problem: { unacceptable: 'The services are provided "as is", without any warranty', missing: 'No warranty that the services are performed with skill and care' },
      contradict_problems: ['The services are provided "as is", without any warranty', 'The only remedy for a breach of the warranty is Provider\'s efforts to correct it: no re-performance or refund is promised', 'The only remedy for a breach of the warranty is an explanation, a meeting or a report: nothing is put right'],
      clause_type: 'warranty',
      max_evidence: 2,
    },
  };
}

/**
 * A row of an insurance table or particulars with its cover stated as a sum beside the label (its cell's edge, or a
 * column's gap read as one space; not "insurance of AUD 5,000,000" in a sentence, which says nothing of a duty): "Public liability insurance:
 * A$20,000,000 for any one occurrence", "| Professional indemnity insurance | £5,000,000 each claim |".
 */
const INSURANCE_SUM = r`\binsurance\b(?:\s*[|:]|\s+[-–—])?\s*(?:(?:US|A|C|NZ|HK|S)?[$£€₹]|Rs\.?\s?|(?:INR|USD|GBP|EUR|AUD|CAD|NZD)\s?)\d`;
/**
 * The core covers switched off in such a table ("Professional indemnity insurance | Not required", "Insurance required:
 * Not applicable"); not a further cover the table adds and leaves out ("Cyber insurance | Not required").
 */
const CORE_INSURANCE_OFF = switchedOff(r`(?:[\w'’&-]+\s+){0,2}?(?:professional|public|general|third[- ]party|errors)\b[^|:\n]{0,40}?\binsurance|insurance(?:\s+(?:required|requirements?|cover(?:age)?))?`);

function insurance(prefix: string): PlaybookCheck {
  return {
    check_id: `${prefix}.insurance`,
    title: 'Provider carries adequate insurance',
    category: 'liability',
    description: 'Whether the provider must maintain professional indemnity, general liability and other relevant insurance (CUAD: Insurance).',
    preferred_position: 'Professional indemnity and general liability insurance at stated minimum amounts, with certificates on request.',
    fallbacks: ['Insurance "as is customary in the industry", with certificates on request.'],
    severity: 'low',
    suggested_language: 'Provider shall maintain, during the term and for two (2) years after it, professional indemnity insurance and general liability insurance of at least [amount] per claim, and provide certificates of insurance on request.',
    enabled: true,
    detection: {
      // (or a row of an insurance table: a cover with its sum, or the core covers switched off)
      topic: [INSURANCE_DUTY, INSURANCE_SUM, CORE_INSURANCE_OFF],
      exclude: [NOT_INSURANCE, CUSTOMERS_INSURANCE, INSURANCE_AS_MEASURE],
      entail: [r`.`],
      // insurance left to the provider's choice: "may, at its option, maintain such insurance as it considers
      // appropriate", "shall not be required to carry any insurance" (not a sentence that also imposes cover, nor a
      // limit on how much: "not required to carry insurance in excess of", nor a right the customer "may, but need not"
      // exercise to buy cover for the provider); or cover the provider sets by its own judgement, with no floor
      // (INSURANCE_AT_OWN_CHOICE)
      contradict: [r`^(?![\s\S]*\b(?:shall|will|must|agrees? to|undertakes? to|covenants? to)\s+(?:\w+\s+){0,3}(?:maintain|carry|obtain|procure|keep|purchase|take out|effect)\b)[\s\S]*(?:\bmay\b[^.;]{0,40}\b(?:maintain|carry|obtain|procure|keep|purchase|take out)\b[^.;]{0,20}\b(?:such|any|whatever)\s+(?:\w+\s+)?insurance\b[^.;]{0,40}\b(?:it|they|\w+)\s+(?:considers?|deems?|thinks?|determines?|sees? fit|wishes?|chooses?)|\b(?:not (?:be )?(?:required|obliged|obligated)|under no obligation|no (?:obligation|requirement)|(?<!\bmay\s*,?\s*(?:but|and)\s+)need not)\b[^.;]{0,20}?\b(?:to\s+)?(?:\w+\s+)?(?:maintain|carry|obtain|procure|keep|purchase|take out|effect)\b[^.;]{0,60}?\binsurance\b(?![^.;]{0,60}\b(?:in excess of|more than|greater than|beyond|above|other than|except|additional|further|higher)\b))`, INSURANCE_AT_OWN_CHOICE, CORE_INSURANCE_OFF],
      precedence: 'contradict',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      problem: { unacceptable: 'Provider need not carry any insurance', missing: 'Provider is not required to carry insurance' },
      contradict_problems: ['Provider need not carry any insurance', 'Provider chooses its own insurance, with no minimum: no real promise to insure', 'Provider need not carry any insurance: the schedule sets none'],
      clause_type: 'insurance',
      max_evidence: 2,
    },
  };
}

/**
 * The provider's people: its employees, staff, personnel, contractors or consultants, or (session 25, misses20) anyone
 * named by a trade and by the work they did: "any licensed engineer who has worked on the Customer's aircraft", "any
 * auditor who was assigned to the Client's bakeries", "any forklift driver who is or was involved in the Services".
 */
const PROVIDERS_PEOPLE = r`(?:\b(?:employees?|personnel|staff|contractors?|subcontractors?|consultants?|workers|team members?|individuals?|persons?|people)\b|\b[a-z][\w-]+\s+(?:who|whom|that)\s+(?:(?:has|have|had)\s+(?:worked|been\s+(?:engaged|assigned|employed|involved|seconded))|(?:is|was)(?:\s+or\s+(?:was|has\s+been))?\s+(?:engaged|assigned|employed|involved|seconded)|worked|works)\b)`;
/**
 * A bar on hiring or soliciting the provider's people that binds the customer side, alone or as one of the parties:
 * "Client shall not hire or solicit any employee of Consultant", "the Customer agrees not to employ or engage any of the
 * Supplier's personnel", "neither party shall solicit the other's staff" (not the provider's own promise not to poach
 * the customer's people, nor a carve-out that lets a party hire).
 */
const CUSTOMER_NO_HIRE = r`(?:(?:\b${CUSTOMER_SIDE}s?\b(?:(?!\b${PROVIDER_ONLY}\b)[^.;]){0,80}?|\b(?:each|either)\s+(?:party|of the parties)\b[^.;]{0,40}?|\bthe\s+parties\b[^.;]{0,40}?)\b(?:shall|will|must|may|agrees?|undertakes?|covenants?)(?:\s+that\s+(?:it|they)\s+(?:shall|will))?\s+(?:not\b|never\b|refrain\s+from\b)|\b(?:neither|no)\s+(?:party|of the parties)\b[^.;]{0,40}?\b(?:shall|will|may|must)\b)(?:\s+to)?[^.;]{0,80}?(?:\b(?:(?<!\bfor\s)hir(?:e|ing)|employ(?:ing)?|solicit(?:ing)?(?!\s+(?:[\w'’-]+\s+){0,3}?(?:customers?|clients?|users?|business|orders?|subscribers?|accounts?|members?|patients?)\b)|recruit(?:ing)?|entic(?:e|ing)|poach(?:ing)?|offer(?:ing)?\s+(?:\w+\s+)?employment)\b[^.;]{0,100}?${PROVIDERS_PEOPLE}|\bengag(?:e|ing)\s+(?:the\s+services\s+of\s+)?(?:(?:any|an?|the|such)\s+)?(?:of\s+)?(?:[\w'’-]+\s+){0,2}?${PROVIDERS_PEOPLE}|\binduc(?:e|ing)\b[^.;]{0,80}?${PROVIDERS_PEOPLE}[^.;]{0,80}?\bto\s+(?:leave|terminate|resign|end)\b)`;
/** What the customer side pays for hiring one of the provider's people ("shall pay Provider a fee equal to ..."). */
const HIRE_VERB = r`\b(?:hire[sd]?|hiring|employs?|employed|employing|recruit\w*|solicit\w*|accept\w*\s+(?:an?\s+offer\s+of\s+)?employment|becomes?\s+(?:an?\s+employee|employed))\b`;
/** Taking one of the provider's people on as one's own contractor: "engage any member of the Provider's staff". */
const ENGAGES_PEOPLE = r`\bengag(?:e|es|ed|ing)(?:\s*,[^,.;]{0,60},)?\s+(?:(?:any|an?|the|such)\s+)?(?:(?:member|members|one)\s+of\s+|of\s+)?(?:the\s+)?(?:[\w'’-]+\s+){0,2}?${PROVIDERS_PEOPLE}`;
const HIRES_PEOPLE = r`(?:${HIRE_VERB}[^.;]{0,60}${PROVIDERS_PEOPLE}|${PROVIDERS_PEOPLE}[^.;]{0,60}${HIRE_VERB}|${ENGAGES_PEOPLE})`;
const NO_HIRE_FEE = r`^(?=[\s\S]*\b(?:pay|pays|paid|payable)\b)[\s\S]*?(?:\b(?:fee|sum|amount|damages|compensation|payment|charge)\b[^.;]{0,160}${HIRES_PEOPLE}|${HIRES_PEOPLE}[^.;]{0,160}\b(?:shall|will|must|agrees? to)\s+pay\b)`;
/**
 * A price on hiring that is a penalty rather than a recruiter's fee: half a year's pay or more ("a fee equal to two
 * years' salary", "liquidated damages of twelve (12) months' compensation", "100% of the person's annual remuneration",
 * "three times the annual salary", "the person's first year's remuneration"); a placement fee of a quarter of the first year's salary is the market's.
 */
const NO_HIRE_PENALTY = r`(?:\b(?:equal|equivalent|amounting)\s+to|(?<!(?:%|\)|\bcent|\bpercent|\bquarter|\bthird|\bfifth|\bhalf|\bportion|\bfraction|\bproportion|\bpart)\s)\bof)\s+(?:(?:the|that|such|his|her|their|its)\s+)?(?:(?:[\w-]+\s+){0,2}?[\w-]+['’]s\s+)?(?:full\s+|whole\s+|entire\s+)?first[- ]year['’]?s?\s+(?:annual\s+|gross\s+|base\s+|total\s+)*(?:salar(?:y|ies)|compensation|remuneration|pay|wages|earnings)\b|\b(?:equal to|equivalent to|of|amounting to|calculated as|being)\s+(?:[\w'’-]+\s+){0,3}?(?:(?:one|two|three|four|five|1|2|3|4|5)\s*(?:\(\s*\d\s*\)\s*)?(?:full\s+)?years?['’]?s?|(?:six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty-four|thirty-six|[6-9]|[1-9]\d)\s*(?:\(\s*\d+\s*\)\s*)?months?['’]?s?|(?:[5-9]\d|[1-9]\d{2,})(?:\.\d+)?\s*(?:%|percent)(?:\s*\(\s*\d+\s*%?\s*\))?\s+of|(?:fifty|sixty|seventy|eighty|ninety|one\s+hundred|two\s+hundred)(?:[\s-]+(?:and\s+)?[a-z]+)?\s+(?:per\s?cent|percent)\s*(?:\(\s*\d+(?:\.\d+)?\s*%?\s*\)\s*)?of)\s+(?:[\w'’-]+\s+){0,4}?(?:annual\s+|yearly\s+|gross\s+|base\s+|total\s+)*(?:salar(?:y|ies)|compensation|remuneration|pay|wages|earnings)\b|\b(?:two|three|four|five|2|3|4|5)\s*(?:\(\s*\d\s*\)\s*)?times\s+(?:the\s+|that\s+|such\s+|his\s+or\s+her\s+|its\s+)?(?:[\w'’-]+\s+){0,3}?(?:annual|yearly|annuali[sz]ed|first[- ]year)\s+(?:\w+\s+)?(?:salar(?:y|ies)|compensation|remuneration|pay|wages|earnings)\b`;

/**
 * The customer side barred from hiring the provider's people: a mutual bar during the term is common ground; a one-way
 * bar that outlasts the engagement by more than a year, or one priced as a penalty, keeps the customer from people it
 * has come to rely on (CUAD: No-Solicit of Employees).
 */
function customerNoHire(prefix: string): PlaybookCheck {
  return {
    check_id: `${prefix}.non_solicitation`,
    title: 'Customer not bound by a long or penalty-backed no-hire',
    category: 'restrictive_covenants',
    description: 'Whether the customer is barred from hiring or soliciting the provider\'s personnel, for how long after the engagement, and at what price if it does (CUAD: No-Solicit of Employees).',
    preferred_position: 'No restriction on the customer hiring the provider\'s personnel, or a mutual bar on active solicitation during the term only, with general advertisements excepted.',
    fallbacks: ['A mutual non-solicitation for up to twelve months after the term, with any placement fee no more than a quarter of the person\'s first-year salary.'],
    severity: 'medium',
    suggested_language: 'During the term and for twelve (12) months after it, neither party shall actively solicit for employment any employee of the other party who worked on the Services. General advertisements not aimed at those employees, and hiring anyone who responds to them, are not solicitation, and no fee or damages are payable for such a hire.',
    enabled: true,
    detection: {
      // (not a bar on using debarred or sanctioned people, nor each party's responsibility for its own staff's hiring)
      topic: [CUSTOMER_NO_HIRE, r`^(?=[\s\S]*${PROVIDERS_PEOPLE})[\s\S]*(?:${NO_HIRE_FEE})`],
      exclude: [r`\b(?:debarr?\w*|excluded individuals|sanction\w*|responsib\w* for (?:the )?hiring|deemed (?:to be )?(?:an? )?employees?)\b|\bnot\s+(?:\(\w{1,4}\)\s+)?be\s+(?:required|obliged|obligated)\s+to\s+(?:hire|employ|engage|retain|offer)`],
      entail: [r`.`],
      contradict: [NO_HIRE_PENALTY],
      precedence: 'contradict',
      // how long it lasts: any bar past the term is the fallback at best, more than a year after it unacceptable
      max_months: { preferred: 0, fallback: 12 },
      tiers: [PLACEMENT_FEE_TIER],
      positions: { entailed: 'acceptable', contradicted: 'unacceptable', not_mentioned: 'preferred' },
      problem: { unacceptable: 'Customer may not hire Provider\'s personnel for a long time after the agreement, or must pay a penalty if it does' },
      clause_type: 'no_solicit_of_employees',
      max_evidence: 2,
    },
  };
}

export const SERVICES_PLAYBOOK: Playbook = {
  id: 'pbk_services_standard',
  object: 'playbook',
  name: 'Standard services agreement (customer side)',
  document_type: 'services',
  version: 1,
  built_in: true,
  based_on: null,
  checks: [
    acceptance('services'),
    servicesWarranty('services'),
    dataUse('services'),
    C.limitationOfLiability('services'),
    C.consequentialDamages('services', CUSTOMER_EXCLUSION_TERMS),
    C.indemnification('services'),
    C.ipOwnership('services'),
    C.confidentiality('services'),
    C.terminationForConvenience('services'),
    C.autoRenewal('services'),
    suspension('services'),
    insurance('services'),
    C.paymentTerms('services'),
    C.unilateralChanges('services', { prices: true }),
    customerNoHire('services'),
    C.assignment('services'),
    C.governingLaw('services'),
  ],
};

const CONSULTING_NAMES = { customer: 'Client', provider: 'Consultant' };

/**
 * The consultant given the client's authority, an agent rather than an independent contractor: "is authorised to
 * negotiate and conclude contracts in the Client's name", "may enter into agreements binding on Client", "shall have
 * authority to sign purchase orders and incur obligations on behalf of Client" (not "is not authorised", "may not", "has
 * no authority").
 */
const CONSULTANT_AS_AGENT = r`\b(?:consultant|contractor)\b[^.;]{0,60}?\b(?:(?:is|are|shall\s+be|will\s+be)\s+(?:hereby\s+|expressly\s+)?(?:authori[sz]ed|empowered|entitled|permitted)|(?:shall|will)\s+have\s+(?:the\s+|full\s+)?(?:authority|power|right)|(?:has|have)\s+(?:the\s+|full\s+)?(?:authority|power|right)|may\s+(?!not\b|never\b))\s*(?:to\s+)?(?:\w+\s+){0,3}?(?:bind|conclude|enter\s+into|sign|execute|negotiate|incur|make|accept|commit)\w*\b[^.;]{0,100}?(?:\b(?:on\s+behalf\s+of|in\s+the\s+name\s+of|binding\s+(?:on|upon)|bind(?:ing)?)\s+(?:the\s+)?(?:${CUSTOMER_SIDE}|company)\b|\bin\s+(?:the\s+)?(?:${CUSTOMER_SIDE}|company)['’]s\s+name\b)`;

/**
 * The consultant treated as an employee: the client withholds income tax or pays social security on the fees, or the
 * consultant joins the client's employee benefit plans (not "shall not withhold", "shall not be eligible").
 */
const CONSULTANT_AS_EMPLOYEE = r`\b(?:${CUSTOMER_SIDE}|company|employer)\b[^.;]{0,30}\b(?:(?:shall|will|must|agrees? to)\s+(?!not\b|never\b)(?:\w+\s+){0,2}?(?:withhold|deduct|pay|remit|make|bear)\w*|(?:shall|will|must)\s+(?:be\s+)?(?:responsible|liable)\s+for)\b[^.;]{0,60}\b(?:income tax\w*|taxes|payroll tax\w*|social security|national insurance|withholding|employer['’]?s? contributions)\b[^.;]{0,80}\b(?:consultant|contractor)\b|\b(?:consultant|contractor)\b[^.;]{0,60}\b(?:shall|will)\s+be\s+(?:eligible|entitled)\s+to\s+participate\b[^.;]{0,60}\b(?:(?:employee|staff)\s+benefit|benefit\s+(?:plans?|programs?|schemes?)\b[^.;]{0,60}\b(?:employees|staff))\b`;

/**
 * The consultant treated as an employee in other words: tax deducted from the fees ("the Client shall deduct PAYE income
 * tax and national insurance contributions from the Fees", "shall deduct income tax and social contributions from the
 * Fees"; not a withholding tax on a non-resident's payments), paid leave or the staff's benefits ("shall be entitled to the Client's employee benefits and paid leave", "shall
 * receive the benefits the Client provides to its staff"), work under the client's direction and control ("shall work
 * under the direction and control of the Client's managers"). Not "shall not deduct", "not entitled", "none of the
 * benefits", "shall not work under".
 */
const CONSULTANT_AS_STAFF = r`^(?![\s\S]*\bnon-?residen\w*)[\s\S]*?\b(?:${CUSTOMER_SIDE}|company|employer)\b[^.;]{0,30}\b(?:shall|will|must|agrees? to)\s+(?!not\b|never\b)(?:\w+\s+){0,2}?(?:withhold|deduct)\w*\b[^.;]{0,80}\b(?:income tax\w*|paye|payroll tax\w*|social security|social contributions?|national insurance)\b[^.;]{0,60}\bfrom\s+(?:the\s+|its\s+|any\s+)?(?:fees?|payments?|sums?|amounts?|invoices?|remuneration)\b|\b(?:consultant|contractor)\b[^.;]{0,240}?\b(?:shall|will)\s+(?:be\s+(?:entitled|eligible)\s+to(?:\s+(?:receive|take|participate\s+in))?|receive|enjoy|have)\s+(?:the\s+)?(?:(?:${CUSTOMER_SIDE}|company)['’]s\s+)?(?:employee\s+benefits|staff\s+benefits|paid\s+(?:holiday|leave|vacation|time\s+off)|sick\s+pay|holiday\s+pay|benefits\s+(?:that\s+|which\s+)?(?:the\s+)?(?:${CUSTOMER_SIDE}|company)\s+(?:provides|gives|offers|extends)\s+to\s+its\s+(?:employees|staff))\b|\b(?:consultant|contractor)\b[^.;]{0,80}?\b(?:shall|will)\s+(?!not\b|never\b)(?:work|act|perform\s+(?:the\s+)?services|carry\s+out\s+(?:the\s+)?services)\s+under\s+the\s+(?:direction|supervision|control)\s+(?:and|or)\s+(?:direction|supervision|control)\s+of\s+(?:the\s+)?(?:${CUSTOMER_SIDE}|company)`;

export const CONSULTING_PLAYBOOK: Playbook = {
  id: 'pbk_consulting_standard',
  object: 'playbook',
  name: 'Standard consulting agreement (client side)',
  document_type: 'consulting',
  version: 1,
  built_in: true,
  based_on: null,
  checks: [
    {
      check_id: 'consulting.independent_contractor',
      title: 'Consultant is an independent contractor',
      category: 'structure',
      description: 'Whether the consultant acts as an independent contractor, responsible for its own taxes and benefits, and not as an employee or agent of the client.',
      preferred_position: 'The consultant is an independent contractor, responsible for its own taxes, insurance and benefits, with no authority to bind the client.',
      fallbacks: ['Independent-contractor status stated, with the consultant indemnifying the client for its own taxes.'],
      severity: 'medium',
      suggested_language: 'Consultant is an independent contractor and not an employee, agent or partner of Client. Consultant is responsible for all taxes, insurance and benefits relating to its personnel and has no authority to bind Client.',
      enabled: true,
      detection: {
        // "not ... an employee or agent", "the relationship ... shall be that of a contractor"; not a list of the client's partners
        // (the authority to bind the client is on the topic wherever it is said, not only in the sentence that gives the label)
        topic: [r`independent contractor|\b(?:not|no|neither)\b\s+(?:[\w-]+\s+){0,6}(?:an?\s+)?(?:employee|employment relationship|agent|partner(?:ship)?|joint venture)|\brelationship\b[^.;]{0,120}\bthat of (?:an? )?(?:independent )?contractor`, CONSULTANT_AS_EMPLOYEE, CONSULTANT_AS_STAFF, CONSULTANT_AS_AGENT],
        entail: [r`.`],
        contradict: [CONSULTANT_AS_EMPLOYEE, CONSULTANT_AS_STAFF, CONSULTANT_AS_AGENT],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { missing: 'The consultant\'s status as an independent contractor is not stated' },
        clause_type: 'independent_contractor',
        max_evidence: 2,
      },
    },
    renamed(acceptance('consulting'), CONSULTING_NAMES),
    renamed(C.ipOwnership('consulting'), CONSULTING_NAMES),
    servicesWarranty('consulting'),
    renamed(C.indemnification('consulting'), CONSULTING_NAMES),
    renamed(C.limitationOfLiability('consulting'), CONSULTING_NAMES),
    renamed(C.consequentialDamages('consulting', CUSTOMER_EXCLUSION_TERMS), CONSULTING_NAMES),
    renamed(C.confidentiality('consulting'), CONSULTING_NAMES),
    renamed(C.terminationForConvenience('consulting'), CONSULTING_NAMES),
    renamed(C.autoRenewal('consulting'), CONSULTING_NAMES),
    renamed(C.paymentTerms('consulting'), CONSULTING_NAMES),
    renamed(C.unilateralChanges('consulting', { prices: true }), CONSULTING_NAMES),
    renamed(insurance('consulting'), CONSULTING_NAMES),
    renamed(customerNoHire('consulting'), CONSULTING_NAMES),
    renamed(C.assignment('consulting'), CONSULTING_NAMES),
    renamed(C.governingLaw('consulting'), CONSULTING_NAMES),
  ],
};
