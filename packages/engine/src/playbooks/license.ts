/**
 * The built-in licence playbook (pbk_license_standard), from the licensee's side. Grounded in
 * CUAD's licence categories (License Grant, Exclusivity, Non-Transferable License, Irrevocable or
 * Perpetual License, Revenue/Profit Sharing, Audit Rights, IP Ownership Assignment, Change of
 * Control, Anti-Assignment, Termination for Convenience, Cap on Liability) and the usual licence
 * checklist: grant scope, exclusivity, sublicensing, royalties and audit, ownership of
 * improvements, termination and change of control.
 */
import { AUDIT_FREQUENCY_TIER, AUDIT_NOTICE_TIER, CONTROL_TERMINATION_NOTICE_TIER, WARRANTY_DAYS_TIER } from './tier-data.js';
import type { ExclusionTerms, Playbook, PlaybookCheck } from '../types.js';
import { COMMERCIAL_CHECKS as C, CUSTOMER_EXCLUSION_TERMS, DEFINITION, DRAFTING_NOTE, HEADING_ONLY } from './msa.js';
import { priceIncreases } from './saas.js';
import { dataUse, EFFORTS_ONLY_REMEDY, NOT_THE_SUBJECT, SOLE_REMEDY_FOR_DEFECT, WARRANTIES_DISCLAIMED } from './services.js';
import { OWN_DISCRETION, renamed } from './shared.js';

const r = String.raw;
const NAMES = { customer: 'Licensee', provider: 'Licensor' };

/**
 * Products named by doing what the licensed ones do, not by the word "compete": "any software that performs substantially
 * the same functions as the Licensed Software", "a product with equivalent functionality", "technology substantially
 * similar to the Licensed Technology".
 */
const LIKE_PRODUCTS = r`\b(?:software|products?|services?|technology|programs?|applications?|solutions?|systems?)\b[^.;]{0,30}\b(?:that|which)\s+(?:performs?|provides?|offers?|has|have|delivers?)\s+(?:substantially\s+|materially\s+)?(?:the same|similar|equivalent|comparable)\s+(?:functions?|functionality|features?|capabilit\w*)|\b(?:substantially|materially)\s+(?:the same as|similar to|equivalent to)\s+(?:the\s+)?licensed\b|\bwith\s+(?:substantially\s+)?(?:the same|similar|equivalent|comparable)\s+(?:functions?|functionality|features?)\b`;
/** A clause number before a sentence ("2.2 ", "12. "): a sentence read from its start may begin with one. */
const NUMBERED = r`(?:\d+(?:\.\d+)*\.?\s+)?`;
/**
 * Affiliates, outsourcers or contractors barred from using the licensed materials even for the licensee, in a sentence
 * that does not say "sublicense": "shall not permit access by any Affiliate, outsourcer or contractor, even where acting
 * solely on Licensee's behalf", "shall not allow any contractor or affiliate to use it" (not with a carve-out that lets
 * them: "but may permit its Affiliates ... to use it", "except", "unless"; nor a bar on affiliates doing anything but using
 * the licensed thing: "shall not permit its Affiliates ... (including any director ...) to solicit" proposals, nor a use
 * outside the licence's scope: "will not permit any of its Affiliates ... to use ... outside the scope of the licenses").
 */
const OTHERS_BARRED = r`^${NUMBERED}(?![^.;]*\b(?:but|except|save|unless|provided that|outside|beyond)\b)(?=[^.;]*\b(?:use|uses|using|access\w*)\b)(?=[^.;]*\b(?:licen[cs]ed|software|platform|programs?|technology|materials|marks?|content|database|documentation)\b)[^.;]*\b(?:not|no|neither|nor)\b[^.;]{0,40}\b(?:permit|allow|authori[sz]e|let|enable)\w*\b[^.;]{0,60}?\b(?:any|its|their)\s+(?:of\s+(?:its|their)\s+)?(?:affiliates?|affiliated compan\w+|contractors?|subcontractors?|outsourc\w*|service providers?)\b(?:[^.;]{0,80}\b(?:to\s+)?(?:use|access)\b|[^.;]{0,40}\b(?:even|including)\b)`;

/**
 * The licensor alone free to end the whole licence agreement at once, for any reason or none: "Licensor reserves the
 * right to terminate this Agreement immediately upon written notice for any reason", "Licensor may terminate this
 * Agreement at will, with immediate effect" (not either party's right, nor termination on a period's notice, which the
 * termination check reads, nor on a breach, default
 * or insolvency, "Upon any breach by Licensee ..., the Licensor may immediately terminate this Agreement", nor any other
 * ground: "In the event Licensee winds up ..., Licensor shall be entitled to terminate this Agreement immediately").
 */
const LICENSOR_ENDS_AT_WILL = r`^${NUMBERED}(?![^.;]*\b(?:either|each|both|any)\s+part(?:y|ies)\b)(?![^.;]*\b(?:only (?:if|where|upon|on|for|in)|breach\w*|default\w*|insolv\w*|bankrupt\w*|fails?|failure|violat\w*)\b)(?![^.;]*(?<!\bincluding\s)\b(?:if|in the event|in case|upon the occurrence|should|where|when|unless)\b)[^.;]*\blicensor\b[^.;]{0,30}\b(?:may|reserves the right to|shall (?:have the right|be entitled) to|is entitled to|has the right to)\s+(?:at any time\s+)?terminate\s+(?:this|the)\s+(?:agreement|licen[cs]e(?:\s+agreement)?)\b(?=[^.;]*\b(?:immediately|forthwith|with immediate effect|without (?:any\s+|prior\s+)*notice|at will)\b)[^.;]{0,60}?\b(?:immediately|forthwith|for any (?:or no )?reason|for no reason|without (?:cause|reason)|at will|${OWN_DISCRETION})`;
/**
 * A licence the licensor may withdraw at will: "which the Licensor may revoke at any time on written notice for any reason
 * or no reason", "may withdraw the licence in its sole discretion", "2.2 Licensor may revoke the licence ... at any time ...
 * if Licensor determines, in its sole discretion", a licence "revocable by Licensor at any time", "revocable at any time in
 * Licensor's sole discretion" (not revocation on a stated ground, "at any time ... in the event that" one occurs, "only if the Licensee fails to pay",
 * "revocable only for Licensee's uncured material breach", nor withdrawing from anything but the licence).
 */
const LICENCE_WITHDRAWN_AT_WILL = r`^${NUMBERED}(?=[^.;]*\b(?:licen[cs]\w*|rights? (?:granted|to use)|use of|permission)\b)(?![^.;]*\b(?:irrevocabl\w*|only (?:if|where|upon|on|for|in)|(?:if|where|in the event)\b[^.;]{0,60}\b(?:fails?|breach\w*|default\w*|insolv\w*))\b)[^.;]*\b(?:may|can|(?:right|entitled|authori[sz]ed) to|reserves? the right to)\s+(?!not\b|never\b)(?:\w+\s+){0,2}?(?:revoke|withdraw|cancel)\b[^.;]{0,160}(?:\b(?:at any time|for any (?:or no )?reason|for no reason|without (?:cause|reason))\b|${OWN_DISCRETION})|(?<!\bir|\b(?:not|never|nor|no)\b[^.;]{0,40})\brevocable\s+(?:by\s+(?:the\s+)?(?:licensor|[A-Z][\w-]+)\s+)?(?:,\s*)?(?:at will|at any time|for any (?:or no )?reason|without (?:cause|reason)|${OWN_DISCRETION})(?![^.;]{0,120}\b(?:in the event|if|where|upon the occurrence|should|provided that)\b)|${LICENSOR_ENDS_AT_WILL}`;

/**
 * Every warranty disclaimed (WARRANTIES_DISCLAIMED), not one narrow point: not "makes no warranty that the operation ...
 * will be uninterrupted", "disclaims any warranty that the Products will be suitable", "no representation ... concerning
 * whether the data is accurate", "for the truth or completeness of any data", "as to the validity of the patents"; not a
 * party's duty to give no warranties to others ("Distributor shall make no warranties ... on behalf of Vendor"); not "no
 * further" warranty beside the ones given, "unless specified otherwise herein", nor one "regarding the outcome" of a trial; not the confidential information given "as is" ("the discloser provides information on an 'as is' basis"); not with the contract's own warranty saved ("But for the
 * warranty set forth in section 5.1", "EXCEPT FOR THE LIMITED WARRANTY SET FORTH IN SECTION 6.2", "Except as expressly set
 * forth in this Agreement", however far the saving is from the disclaimer and across a numbered reference).
 */
const WHOLLY_AS_IS = r`^(?![\s\S]*\b(?:confidential information|evaluation materials?|discloser|disclosing party)\b)(?![\s\S]*\b(?:makes?|made|gives?|extends?|provides?|disclaims?)\s+(?:no|any)\s+(?:\w+\s+){0,4}?(?:warrant\w*|representations?|guarantees?)\s+(?:(?:and|or)\s+(?:\w+\s+){0,3}?)?(?:(?:of any kind|whatsoever|express(?:ed)?\s+or\s+implied)\s*,?\s*)*(?:that|as to|concerning|regarding|whether|with respect to (?:the )?(?:validity|registrab\w*|scope|enforceab\w*|future|possible|terms|value|transactions?))\b)${NOT_THE_SUBJECT}(?![\s\S]*\b(?:warrant\w*|representations?)\b[^.;]{0,80}\b(?:for|as to|concerning|regarding|with respect to)\s+the\s+(?:truth|accuracy|completeness)\b)(?![\s\S]*\b(?:shall|will|must|agrees? to)\s+(?:not\s+)?make\s+no\b|[\s\S]*\bon behalf of\b)(?![\s\S]*\b(?:unless|save)\s+(?:of\s+|for\s+|as\s+)?(?:the\s+)?(?:specified|stated|provided|otherwise|(?:express\s+)?representations|(?:express\s+)?warrant\w*)\b|[\s\S]*\bno\s+further\s+(?:representations?|warrant\w*)\b|[\s\S]*\bregarding\s+the\s+(?:outcome|results?|success)\b)(?![\s\S]*\bbut for\b[^.;]{0,60}\b(?:warrant\w*|section|clause|article)\b)(?![\s\S]*\b(?:except|save|other than)\s+(?:for\s+|as\s+)?(?:(?:the|any|its)\s+)?(?:(?:limited|express|specific)\s+)?(?:warrant\w*|(?:(?:expressly|specifically|otherwise|explicitly)\s+(?:and\s+)?){1,2}(?:set\s+(?:forth|out)|provided|stated)|(?:set\s+(?:forth|out)|provided|stated)\s+(?:herein|in|above|below))\b)[\s\S]*?(?:${WARRANTIES_DISCLAIMED})`;
/**
 * How long the performance warranty runs, read in the sentence that gives it (one naming performance, conformity,
 * operation or defects) and counted from the event it runs from: "for a period of sixty (60) days from delivery", "during
 * the first thirty days after installation", "for one month from acceptance" (not an invoice or cure period in a
 * sentence that also says "warranty"). Between thirty days and three months is the fallback; under thirty days is below it
 * ("for fourteen (14) days after delivery", "for a period of seven days").
 */
const WARRANTY_SENTENCE = r`^(?=[\s\S]*\bwarrant\w*)(?=[\s\S]*\b(?:perform\w*|operate|operates|function\w*|conform\w*|defects?|errors?)\b)[\s\S]*`;
const WARRANTY_FOR = r`\b(?:for|during)\s+(?:a\s+(?:period|term)\s+of\s+|the\s+first\s+)?`;
/** The event a warranty period runs from: "from delivery", "after installation", "following the date of acceptance". */
const WARRANTY_FROM = r`(?=[^.;]{0,60}?\b(?:from|after|following|of)\s+(?:the\s+)?(?:date\s+of\s+)?(?:its\s+)?(?:delivery|installation|acceptance|shipment|receipt|go[- ]live|the\s+effective\s+date)\b)`;
const WARRANTY_30_TO_89_DAYS = r`${WARRANTY_SENTENCE}${WARRANTY_FOR}(?:(?:thirty|forty|fifty|sixty|seventy|eighty)(?:-\w+)?|[3-8]\d)\s*(?:\(\d+\)\s*)?(?:calendar\s+)?days\b${WARRANTY_FROM}|${WARRANTY_SENTENCE}${WARRANTY_FOR}(?:one|two|1|2)\s*(?:\(\d\)\s*)?(?:calendar\s+)?months?\b${WARRANTY_FROM}`;
const WARRANTY_UNDER_30_DAYS = r`${WARRANTY_SENTENCE}${WARRANTY_FOR}(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty(?:-\w+)?|[1-9]|[12]\d)\s*(?:\(\d+\)\s*)?(?:calendar\s+|business\s+|working\s+)?days\b${WARRANTY_FROM}`;

/**
 * The software warranted to work as documented: "warrants that the Software will perform materially in accordance with
 * the Documentation for ninety (90) days", "will be free from material defects", "conforms to its specifications"; a
 * licence "as is", or a disclaimer of every warranty, is unacceptable; silence leaves the warranties the law implies.
 */
const LICENCE_WARRANTY: PlaybookCheck = {
  check_id: 'license.warranty',
  title: 'Licensed software warranted to perform as documented',
  category: 'commercial',
  description: 'Whether the licensor warrants that the licensed software or materials perform materially as documented, free of material defects and malicious code, with a remedy if not, rather than licensing them "as is" (CUAD: Warranty Duration).',
  preferred_position: 'The software performs materially in accordance with its documentation for at least 90 days from delivery, is free of malicious code, and the licensor repairs or replaces it, or refunds the fees, if it does not.',
  fallbacks: ['A 30-day performance warranty with repair or replacement as the sole remedy.'],
  severity: 'medium',
  suggested_language: 'Licensor warrants that for ninety (90) days from delivery the Software will perform materially in accordance with the Documentation and will be free of viruses and other malicious code; if it does not, Licensor shall at its option repair or replace it, or refund the fees paid for it.',
  enabled: true,
  detection: {
    topic: [r`\bwarrant\w*|\bguarantee\w*|["“'](?:as is|as available)["”']|\bon an ["“']?as[- ]is\b`, SOLE_REMEDY_FOR_DEFECT],
    // the warranty of performance, conformity or freedom from defects or malicious code
    entail: [r`\b(?:perform|operate|function)\w*\b[^.;]{0,40}\b(?:materially|substantially)?\s*(?:in accordance with|as described in|in conformity with)\b[^.;]{0,40}\b(?:documentation|specifications?|user guides?|manuals?)|\bconform\w*\b[^.;]{0,40}\b(?:documentation|specifications?|description)|\bfree (?:from|of) (?:(?:any|all|material)\s+)*(?:defects?|errors?|viruses|malicious code|harmful code|disabling)`],
    // (or a warranty that runs under thirty days, below the fallback: WARRANTY_UNDER_30_DAYS)
    // (or one whose only remedy is the licensor's efforts to correct: EFFORTS_ONLY_REMEDY, below the fallback's repair or replacement)
    contradict: [WHOLLY_AS_IS, WARRANTY_UNDER_30_DAYS, EFFORTS_ONLY_REMEDY],
    // a warranty of thirty days to three months: the fallback, not the ninety days preferred
    fallback_when: { patterns: [WARRANTY_30_TO_89_DAYS], note: 'The performance warranty runs for less than the ninety days preferred' },
    // not the licensee's warranties, nor a warranty of title or authority alone (that is not about how the software works)
    exclude: [r`^(?![\s\S]*\b(?:licensor|provider|vendor|supplier)\b)[\s\S]*\b(?:licensee|customer)\b[^.;]{0,40}\b(?:represents?|warrants?)\b`],
    precedence: 'contradict',
    positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
    tiers: [WARRANTY_DAYS_TIER],
    problem: { unacceptable: 'The licensed software is provided "as is", without any warranty that it works' },
    contradict_problems: ['The licensed software is provided "as is", without any warranty that it works', 'The performance warranty runs for less than thirty days', 'The only remedy for a breach of the warranty is Licensor\'s efforts to correct it: no repair, replacement or refund is promised'],
    clause_type: 'warranty',
    max_evidence: 2,
  },
};

/**
 * The licensee's improvements made the licensor's by other words than "assign" or "property of": title that "shall vest
 * in the Licensor" or "passes to Licensor" (not "transfer ... to", which as often describes help with the other's filing), improvements that "belong to Licensor", held "on trust for the Licensor", or an
 * exclusive licence of them to the licensor ("grants to the Licensor an exclusive, perpetual ... licence of every
 * improvement"). In a sentence that names the licensee and not about what the licensor itself creates ("derivative works
 * that Licensor creates ... belong to Licensor" is its own work).
 */
const LICENSOR_PARTY = r`(?:the\s+)?(?:licensor|provider)\b`;
const IMPROVEMENTS_TO_LICENSOR = r`^${NUMBERED}(?![^.;]*\b(?:licensee|customer)\s+(?:shall\s+|will\s+)?(?:owns?|retains?|keeps?)\b)(?![^.;]*\b(?:licensor|provider)\s+(?:\w+\s+){0,2}?(?:creates?|makes?|develops?|conceives?|authors?|writes?)\b)(?=[^.;]*\b(?:licensee|customer)\b)[^.;]*?(?:\b(?:vest\w*|pass(?:es)?)\s+(?:\w+\s+){0,2}?(?:in|to)\s+${LICENSOR_PARTY}|\bbelong\w*\s+(?:solely\s+|exclusively\s+|absolutely\s+)?to\s+${LICENSOR_PARTY}|\b(?:hold|holds|held)\s+(?:\w+\s+){0,4}?(?:on|in)\s+trust\s+for\s+${LICENSOR_PARTY}|\b(?:licensee|customer)\b[^.;]{0,40}\bgrants?\b[^.;]{0,40}\b(?:licensor|provider)\b[^.;]{0,40}(?<!\bnon-?\s?)\bexclusive\b[^.;]{0,80}\b(?:licen[cs]e|rights?)\b)`;
/**
 * Whatever the licensee creates for use with the licensed materials, under any name, where the sentence says who owns it:
 * "assigns to Licensor all rights in any configurations, scripts and interfaces that Licensee creates", "Any reports,
 * templates or integrations developed by the Licensee ... shall become the property of the Licensor", "All work product
 * that Customer's personnel create using the Licensed Software ... shall be owned by Customer".
 */
const LICENSEE_CREATIONS = r`(?=[^.;]*\b(?:own\w*|property|title|assign\w*|vest\w*|belong\w*)\b)[^.;]*(?:\b(?:that|which)\s+(?:the\s+)?(?:licensee|customer)(?:['’]s\s+(?:\w+\s+)?(?:personnel|employees|staff|engineers|developers|users))?\s+(?:\w+\s+)?(?:creates?|develops?|writes?|authors?|produces?|builds?|conceives?)\b|\b(?:created|developed|written|authored|built|conceived)\s+by\s+(?:the\s+)?(?:licensee|customer)\b)`;
/** The fallback: the licensee grants the licensor a non-exclusive licence of its improvements ("grant-back"). */
const IMPROVEMENTS_LICENSED_BACK = r`\b(?:licensee|customer)\b[^.;]{0,40}\bgrants?\b[^.;]{0,40}\b(?:licensor|provider)\b[^.;]{0,40}\bnon-?\s?exclusive\b[^.;]{0,80}\b(?:licen[cs]e|rights?)\b`;

/**
 * The SaaS price check (one home: `priceIncreases`), read only where the licensor gives itself a right to change what the
 * licensee pays: "Licensor may increase the fees for any renewal term ... as Licensor sees fit", "the licence fees may be
 * revised by Licensor", not every price in a licence (purchase prices of shares, late-payment surcharges, allowances
 * deducted from net sales, a distributor's own mark-ups).
 */
const LICENSOR_PRICE_RIGHT = r`\b(?:licensor|provider|vendor|supplier)\b[^.;]{0,60}\b(?:may|reserves? the right to|is entitled to|shall be entitled to|has the right to|can)\s+(?!not\b|never\b)(?:\w+\s+){0,3}?(?:increase|raise|revise|change|modify|adjust|vary|amend|update)\s+(?:\w+\s+){0,3}?(?:fees?|prices?|pricing|charges|rates|price ?lists?)\b|\b(?:licen[cs]e|subscription|maintenance|support|annual)\s+(?:fees?|charges)\b[^.;]{0,40}\b(?:may|shall|will)\s+be\s+(?:increased|raised|revised|changed|adjusted|modified)\b[^.;]{0,40}\bby\s+(?:the\s+)?(?:licensor|provider|vendor|supplier)\b`;
/**
 * The limit of such an increase, stated in a sentence of its own: "Any such increase shall not exceed 12% of the fee for
 * the preceding year", "Such revision shall not exceed 5%", "No adjustment may exceed 12.5 per cent" (read with the right
 * it limits, so that a cap one sentence on is not "no cap").
 */
const INCREASE_LIMIT = r`\b(?:such|any|the|each|every|no|all)\s+(?:such\s+)?(?:annual\s+|yearly\s+|proposed\s+)?(?:increases?|rises?|uplifts?|adjustments?|revisions?)\b[^.;]{0,80}?(?:\bexceed\w*|\bno\s+(?:more|greater|higher)\s+than|\b(?:capped|limited)\s+(?:at|to)|\ba\s+maximum\s+of|\bat\s+most)\b`;
const PRICE_CHECK = renamed(priceIncreases('license'), NAMES);
/**
 * The shared convenience check, with the licensor's own right to end the licence at will read as the adverse term: a
 * licensee that has paid for the licence (often once, for a perpetual one) loses it on the licensor's notice, so a redline
 * puts the licensee's right in that sentence's place rather than beside it (`other_side_right`).
 */
const TFC_CHECK = renamed(C.terminationForConvenience('license'), NAMES);
const LICENCE_TERMINATION: PlaybookCheck = { ...TFC_CHECK, detection: { ...TFC_CHECK.detection!, other_side_right: 'replaced' } };
const LICENCE_PRICE_INCREASES: PlaybookCheck = { ...PRICE_CHECK, detection: { ...PRICE_CHECK.detection!, topic: [LICENSOR_PRICE_RIGHT, INCREASE_LIMIT] } };

/**
 * The licensee's terms for an exclusion of indirect and consequential loss (gaps25, session 21), on saas24's shared reader:
 * one that spares only the licensor is unacceptable; a mutual one is preferred with carve-outs for breach of
 * confidentiality, the indemnities (the licensor's IP indemnity above all) and gross negligence or wilful misconduct, and
 * the fallback without some of them. Data protection is the SaaS customer's carve-out, not a licensee's of software it runs
 * itself, and no head of loss is read as swallowed: a licensee keeps its own data and backups, and the cost of substitute
 * software in a mutual exclusion is a point to negotiate, not one to refuse.
 */
const LICENSEE_EXCLUSION_TERMS: ExclusionTerms = {
  side: 'customer',
  one_sided: 'unacceptable',
  carve_outs: CUSTOMER_EXCLUSION_TERMS.carve_outs.filter((x) => !/data/.test(x.name)),
  swallows: [],
  notes: CUSTOMER_EXCLUSION_TERMS.notes,
};
const CONSEQUENTIAL = renamed(C.consequentialDamages('license', LICENSEE_EXCLUSION_TERMS), NAMES);
const LICENCE_CONSEQUENTIAL: PlaybookCheck = {
  ...CONSEQUENTIAL,
  title: 'Consequential damages excluded for both parties, with the licensee\'s carve-outs',
  description: 'Whether indirect and consequential loss is excluded for both parties alike, with carve-outs for breach of confidentiality, the indemnities (the licensor\'s intellectual property indemnity above all) and gross negligence or wilful misconduct.',
  preferred_position: 'Neither party is liable for indirect, incidental, special or consequential damages or lost profits, except for breach of confidentiality, the indemnities, and gross negligence or wilful misconduct.',
  fallbacks: ['A mutual exclusion of indirect and consequential damages without some of those carve-outs.'],
  suggested_language: 'Except for a party\'s breach of its confidentiality obligations, a party\'s indemnification obligations, and a party\'s gross negligence or wilful misconduct, neither party shall be liable for any indirect, incidental, special or consequential damages, or for loss of profits or revenue, arising out of this Agreement.',
};

export const LICENSE_PLAYBOOK: Playbook = {
  id: 'pbk_license_standard',
  object: 'playbook',
  name: 'Standard licence agreement (licensee side)',
  document_type: 'license',
  version: 1,
  built_in: true,
  based_on: null,
  checks: [
    {
      check_id: 'license.grant_scope',
      title: 'Licence grant covers the intended use',
      category: 'grant',
      description: 'Whether the agreement grants a licence and says what it covers: the licensed rights, field of use, territory and purpose (CUAD: License Grant).',
      preferred_position: 'A clear grant of the rights needed (use, reproduce, modify, distribute as required) for the whole intended field and territory.',
      fallbacks: ['A narrower grant that still covers the current business, with a right to extend it on agreed terms.'],
      severity: 'high',
      suggested_language: 'Licensor hereby grants to Licensee a worldwide licence to use, reproduce and modify the Licensed Materials for the purposes of Licensee\'s business during the Term.',
      enabled: true,
      detection: {
        topic: [r`\bgrants?\b[^.;]{0,120}\blicen[cs]e|\blicen[cs]e (?:is )?(?:hereby )?granted|\blicensed (?:rights|materials|products?|software|technology|patents?)\b`],
        // a heading ("ARTICLE II GRANT OF LICENSE 2.1.") grants nothing; the grant follows it
        exclude: [HEADING_ONLY],
        entail: [r`.`],
        // the licence revocable at the licensor's will: "which the Licensor may revoke at any time on written notice for
        // any reason or no reason", "may withdraw the licence in its sole discretion" (not revocation on a stated ground,
        // "only if the Licensee fails to pay", nor withdrawing from anything but the licence)
        override: [LICENCE_WITHDRAWN_AT_WILL],
        precedence: 'entail',
        positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'missing' },
        problem: { missing: 'The agreement does not grant Licensee a licence', overridden: 'Licensor may revoke the licence at will' },
        clause_type: 'license_grant',
        max_evidence: 3,
      },
    },
    {
      check_id: 'license.exclusivity',
      title: 'Licensee is not bound to exclusivity',
      category: 'grant',
      description: 'Whether the licensee must deal exclusively with the licensor, or may not use competing products (CUAD: Exclusivity, Non-Compete).',
      preferred_position: 'No exclusivity or non-compete obligation on the licensee.',
      fallbacks: ['Exclusivity limited to the licensed field, in return for an exclusive grant, for no longer than two years.'],
      severity: 'medium',
      suggested_language: 'Nothing in this Agreement prevents Licensee from acquiring, licensing or developing products or technology that compete with the Licensed Materials.',
      enabled: true,
      detection: {
        topic: [r`\bexclusiv\w*|\bcompet\w*`, LIKE_PRODUCTS],
        contradict: [
          r`(?:licensee|customer|distributor)\b[^.;]{0,80}(?:shall|will|must|agrees? to) (?:\w+ )?(?:exclusively|only) (?:purchase|use|obtain|buy|source|license)`,
          r`(?:licensee|customer|distributor)\b[^.;]{0,60}(?:shall|will|must|agrees?) not\b[^.;]{0,160}(?:\b(?:compet\w*|similar (?:products?|technology))|${LIKE_PRODUCTS})`,
        ],
        // an exclusive licence granted to Licensee: exclusivity in its favour, not a restraint on it
        entail: [r`(?<!\bnon-?\s?)\bexclusive,?\s+(?:[\w-]+,?\s+){0,3}licen[cs]es?\b|(?<!\bnon-?\s?)\bexclusive rights? (?:and licen[cs]e )?to (?:use|exploit|exercise|distribute|sell|market|make|reproduce|commerciali[sz]e)\b`],
        exclude: [r`non-?\s?exclusive|(?:nothing|not)\b[^.;]{0,80}(?:restrict|prevent|prohibit|limit)[^.;]{0,120}compet|\buse\b[^.;]{0,60}(?:confidential|information)[^.;]{0,60}compet`, DEFINITION],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
        problem: { unacceptable: 'Licensee is bound to exclusivity or a non-compete' },
        clause_type: 'exclusivity',
        max_evidence: 2,
      },
    },
    {
      check_id: 'license.sublicensing',
      title: 'Licensee may sublicense to affiliates and contractors',
      category: 'grant',
      description: 'Whether the licensee may sublicense, at least to its affiliates and service providers (CUAD: Affiliate License-Licensee, Non-Transferable License).',
      preferred_position: 'The licensee may sublicense to its affiliates and to contractors acting for it, and remains responsible for them.',
      fallbacks: ['No sublicensing, but affiliates and contractors may use the licensed materials on the licensee\'s behalf.'],
      severity: 'low',
      suggested_language: 'Licensee may sublicense its rights under this Agreement to its Affiliates and to contractors acting on its behalf, and remains responsible for their compliance with this Agreement.',
      enabled: true,
      detection: {
        topic: [r`sub-?licen[cs]\w*`, OTHERS_BARRED],
        // "non-sublicensable", also broken at the hyphen ("non- sublicensable"); "may not sublicense" is no permission
        // (also a bar with a carve-out that permits some sublicences: "may not sublicense ... to any third party, except for
        // the content related to its business", "shall not sublicense except to its affiliates"; not one that waits on consent)
        entail: [r`(?<!\b(?:not|no|neither|nor|without)\b[^.;]{0,60})\b(?:may|right to|entitled to|including the right to)\b(?!(?:(?!sub-?licen)[^.;]){0,40}\b(?:not|no|never)\b)[^.;]{0,40}sub-?licen|(?<!non-?\s?)sub-?licensable|\b(?:not|no|nor)\b[^.;]{0,60}sub-?licen\w*\b[^.;]{0,120}\b(?:except|save)\s+(?:for|to|in favou?r of|in respect of|as to|with respect to)\b(?![^.;]{0,60}\b(?:consent|approv\w*|permission|authori[sz]ation|agreement)\b)`],
        contradict: [r`(?:not|no|neither|nor)\b[^.;]{0,60}sub-?licen|non-?\s?sub-?licensable|without (?:the )?(?:right to )?sub-?licen`],
        // beyond the fallback: not even affiliates or contractors may use the materials on the licensee's behalf
        // ("shall not sublicense ... or permit any third party, including its affiliates and contractors, to use it", "no right
        // to grant sublicences, and may not permit any Affiliate, contractor or outsourcing provider to use"; not a
        // use outside the licence's scope), or the licensed content may not be used by anyone else, its affiliates
        // included ("shall not permit any use of the Licensed Content by any other Person (including Licensee's Affiliates)"); not
        // where the affiliates are then allowed ("shall not sublicense the Licensed Software, and its affiliates may use it")
        override: [OTHERS_BARRED, r`^${NUMBERED}(?=[^.;]*\bsub-?licen)(?![^.;]*\b(?:but|except|other than|save|unless|outside|beyond)\b)[^.;]*\b(?:not|no|neither|nor)\b[^.;]{0,80}\b(?:permit|allow|authori[sz]e|let)\w*\b[^.;]{0,60}\b(?:(?:including|even)\b[^.;]{0,20}\b(?:its |their )?|any (?:of (?:its|their) )?)(?:affiliates?|contractors?|subcontractors?|service providers?|outsourc\w* providers?)\b[^.;]{0,80}\b(?:to )?(?:use|access|operate|run)\b`, r`^${NUMBERED}(?![^.;]*\b(?:but|except|other than|save|unless)\b)[^.;]*?\b(?:not|nor|no)\b[^.;]{0,120}\b(?:extend|use|exercise|permit|sub-?licen\w*|grant)\w*\b[^.;]{0,160}\b(?:licen[cs]ed|rights? (?:granted|hereunder)|(?:this|the) licen[cs]e\b(?!\s+agreement))[^.;]{0,160}(?:\b(?:its|their|any|an)\s+|['’]s?\s+)(?:affiliates?\b|affiliated compan)(?!\w*\s+(?:\w+\s+){0,2}?(?:may|can|(?:are|is|shall be|will be) (?:permitted|entitled|allowed|free))\s+(?!not\b))|(?:\b(?:its|their|any)\s+|['’]s?\s+)affiliates?\b[^.;]{0,60}\b(?:may|shall) not (?:use|exercise|be granted)\b|(?<=\bsub-?licen[^.;]*)(?<!\b(?:but|except|other than|save|unless)\b[^.;]*)\b(?:none|no)\s+(?:of\s+)?(?:the\s+)?(?:[\w-]+['’]s?\s+|its\s+|their\s+)?(?:affiliates?|affiliated compan\w+)\b[^.;]{0,60}\b(?:may|shall|will|is|are)\s+(?:\w+\s+)?(?:use|exercise|be granted|permitted|entitled|allowed)\b(?![^.;]*\b(?:but|except|other than|save|unless)\b)`],
        precedence: 'entail',
        positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'acceptable' },
        problem: { unacceptable: 'Not even Licensee\'s affiliates or contractors may use the licensed materials on its behalf' },
        clause_type: 'license_grant',
        max_evidence: 2,
      },
    },
    {
      check_id: 'license.royalties_audit',
      title: 'Royalty audits are limited in frequency and cost',
      category: 'commercial',
      description: 'Whether the licensor\'s audit of royalties and records is limited: on notice, in business hours, at most once a year, at the licensor\'s cost unless a material underpayment is found (CUAD: Audit Rights, Revenue/Profit Sharing).',
      preferred_position: 'Audits at most once a year, on 30 days\' notice, during business hours, at the licensor\'s cost unless they reveal an underpayment of more than 5%.',
      fallbacks: ['Audits on reasonable notice during business hours, at most twice a year.'],
      severity: 'medium',
      suggested_language: 'Licensor may, at its own cost and no more than once in any twelve (12) month period, on at least thirty (30) days\' written notice and during normal business hours, audit Licensee\'s records relating to royalties payable under this Agreement.',
      enabled: true,
      detection: {
        topic: [r`\baudit(?!orium)\w*|\binspect\w*[^.;]{0,60}(?:books|records|accounts)|\bexamin\w*[^.;]{0,60}(?:books|accounts)|(?:books|records|accounts)[^.;]{0,60}\binspect`],
        // limits on frequency and hours, or the auditing party bearing the cost unless an underpayment is found; notice
        // alone ("upon reasonable notice, to inspect all books") leaves the audit unlimited, and so do business hours
        // alone ("may examine the books during normal business hours", with no notice, frequency or cost rule); the cost
        // put on the audited party only if the audit finds an underpayment ("In the event that any such audit reveals
        // that plan_b has underpaid ... plan_b shall bear the cost of the audit") is a cost rule
        entail: [r`(?:once|one time|(?:no|not) more (?:often |frequently )?than (?:one|once|twice|two times)|(?:not|never) exceed (?:one|1|two|2)\b)[^.;]{0,40}(?:year|annual|calendar|twelve|12|quarter|period)|\breasonable (?:frequency|intervals)\b|(?=[\s\S]*\b(?:notice|notif\w*)\b)[\s\S]*?(?:(?:normal |regular )?business hours|\breasonable (?:business )?(?:hours|times)\b)|\b(?:if|in the event(?: that)?|where|should)\b[^.;]{0,80}\b(?:audit|inspection|examination|review)\b[^.;]{0,40}\b(?:reveals?|shows?|discloses?|finds?|establishes)\b[^.;]{0,160}\b(?:under-?pa(?:id|yment)|under-?report\w*|understat\w*|discrepanc\w*|shortfall)[^.;]{0,200}?\b(?:bear|pay|reimburse)\w*\b[^.;]{0,30}\b(?:costs?|expenses?|fees?)\s+(?:of|for)\s+(?:the|such|that)\s+(?:audit|inspection|examination|review)\b|\b(?:bear|pay|reimburse)\w*\b[^.;]{0,30}\b(?:costs?|expenses?|fees?)\s+(?:of|for)\s+(?:an?|the|such|any|that)\s+(?:audit|inspection|examination|review)\b[^.;]{0,40}\b(?:only\s+)?(?:if|where|when|in the event)\b[^.;]{0,60}\b(?:under-?pa(?:id|yment)|under-?report\w*|understat\w*|discrepanc\w*|shortfall)|\b(?:cost|expense)s? of (?:the|such|any) audit\b[^.;]{0,60}\bborne by\b[^.;]{0,40}\bunless\b|\bunless\b[^.;]{0,80}\b(?:discrepancy|underpayment|under-payment|understatement)\b`],
        // (also every audit at the licensee's cost, with no threshold that shifts it to the licensor)
        contradict: [r`at any time,?\s+(?:and\s+)?without (?:(?:any|prior|advance|written)\s+)*notice|unannounced`, r`\b(?:licensee|customer|company)\b[^.;]{0,40}\b(?:bear|pay|reimburse)\w*\b[^.;]{0,30}\b(?:all|the full)?\s*(?:the )?(?:costs?|expenses?)\b[^.;]{0,30}\b(?:of|for) (?:every|each|any|all) (?:such )?audits?\b(?![^.;]{0,120}\b(?:only if|unless|if (?:it|the audit|such audit) (?:reveals|shows|discloses))\b)`],
        // not an audit right: audited financial statements, auditors named among those who may be told, a table of
        // contents ("7.1 Books and Records 23 7.2 Audits 23"), a bracketed drafting note that audit terms are still to be agreed
        exclude: [DEFINITION, HEADING_ONLY, DRAFTING_NOTE, r`\baudited\b[^.;]{0,40}\b(?:financial|balance sheets?|accounts)\b|financial statements|\bauditors\b[^.;]{0,40}\b(?:attorneys|lawyers|advis[eo]rs|solicitors|counsel|insur\w+)\b|\b(?:attorneys|lawyers|advis[eo]rs|solicitors|counsel)\b[^.;]{0,40}\bauditors\b`, r`(?:\d+(?:\.\d+)+\.?\s+[A-Z][^.;\n]{1,60}?\s\d{1,3}\s+){2}`],
        topic_only: 'contradicted',
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
        tiers: [AUDIT_FREQUENCY_TIER, AUDIT_NOTICE_TIER],
        // (each ground named as found: the audit on no notice, the cost of every audit put on the licensee; an audit right
        // with neither and no limit is unlimited)
        contradict_problems: ['Licensor may audit at any time without notice', 'Licensee bears the cost of every audit, whatever it finds'],
        problem: { unacceptable: 'Licensor\'s audit right has no limit on frequency, notice or cost' },
        clause_type: 'audit_rights',
        max_evidence: 2,
      },
    },
    {
      check_id: 'license.improvements',
      title: 'Licensee owns its improvements',
      category: 'ownership',
      description: 'Whether improvements and derivative works made by the licensee belong to it, rather than being assigned or licensed back to the licensor (CUAD: IP Ownership Assignment, Joint IP Ownership).',
      preferred_position: 'Licensee owns the improvements and derivative works it creates; no assignment or exclusive grant-back to the licensor.',
      fallbacks: ['A non-exclusive, royalty-free grant-back licence of improvements to the licensor.'],
      severity: 'high',
      suggested_language: 'As between the parties, Licensee owns all improvements, modifications and derivative works of the Licensed Materials that Licensee creates, subject to Licensor\'s ownership of the underlying Licensed Materials.',
      enabled: true,
      detection: {
        // (also title named before them, and their vesting in, belonging to or being held on trust for a party)
        // (a licence of them, not the word "Licensee": "any modification not made by Licensor ... made available to Licensee" in
        // an indemnity's exclusions is no term about improvements); and what the licensee creates for use with the licensed
        // materials under any name (configurations, scripts, integrations, work product) owned, assigned or vested
        topic: [r`\b(?:improvements?|modifications?|derivative works?|enhancements?|adaptations?)\b[^.;]{0,200}\b(?:own\w*|property|title|assign\w*|grant[- ]?back|licen[cs](?:e[sd]?|ing)\b|vest\w*|belong\w*|trust)|\btitle\b[^.;]{0,60}\b(?:improvements?|modifications?|derivative works?|enhancements?|adaptations?)\b`, LICENSEE_CREATIONS],
        // (not an indemnity's or a warranty's exclusions that name a modification and say nothing of who owns it)
        exclude: [r`^(?![\s\S]*\b(?:assign\w*|owns?|owned|ownership|property|title|vest\w*|belong\w*)\b)[\s\S]*\b(?:indemn\w*|infring\w*|claims?|warrant\w*|liab\w*)\b`],
        contradict: [
          r`(?:licensee|customer)\b[^.;]{0,40}(?:shall|will|hereby)\s+(?:\w+\s+)?assigns?\b[^.;]{0,120}(?:to (?:the )?(?:licensor|provider))?`,
          r`(?:shall be|are|is|become)\s+(?:the\s+)?(?:sole\s+(?:and\s+exclusive\s+)?)?(?:property of|owned (?:solely )?by)\s+(?:the\s+)?(?:licensor|provider)`,
          r`(?:licensor|provider)\s+(?:shall|will)\s+(?:solely\s+)?own\b[^.;]{0,80}(?:improvements?|modifications?|derivative)`,
          r`exclusive[^.;]{0,40}grant[- ]?back`,
          IMPROVEMENTS_TO_LICENSOR,
        ],
        // a non-exclusive licence of the licensee's improvements granted back to the licensor: the fallback
        fallback_when: { patterns: [IMPROVEMENTS_LICENSED_BACK], note: 'Licensee keeps its improvements but grants Licensor a non-exclusive licence of them (a grant-back)' },
        entail: [r`(?:licensee|customer)\b[^.;]{0,60}(?:shall own|owns|retains?|will own)|(?:property of|owned by)\s+(?:the\s+)?(?:licensee|customer)`],
        precedence: 'contradict',
        topic_only: 'entailed',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
        problem: { unacceptable: 'Licensee\'s improvements are assigned to Licensor' },
        clause_type: 'ip_ownership_assignment',
        max_evidence: 2,
      },
    },
    {
      check_id: 'license.change_of_control',
      title: 'No termination on Licensee\'s change of control',
      category: 'term',
      description: 'Whether the licensor may terminate, or must consent, when the licensee is acquired or merges (CUAD: Change of Control).',
      preferred_position: 'A change of control of the licensee neither terminates the licence nor requires consent.',
      fallbacks: ['Termination on a change of control only where the acquirer is a direct competitor of the licensor, on 90 days\' notice.'],
      severity: 'medium',
      suggested_language: 'A change of control of Licensee does not require Licensor\'s consent and does not give Licensor a right to terminate this Agreement.',
      enabled: true,
      detection: {
        tiers: [CONTROL_TERMINATION_NOTICE_TIER],
        topic: [r`change (?:of|in) (?:the )?control|(?:merger|consolidation|acquisition)\b[^.;]{0,80}(?:of|by|with)\b[^.;]{0,60}(?:licensee|all or substantially all)|(?:\b(?:licensee|party|parties|company|shares|stock|securities|assets|business|interests?)\b(?:(?!\b(?:products?|technology|software|copies|units|goods|licen[cs]es|items)\b)[^.;]){0,60}\b(?:is|are|was|were|be|been|being|becomes?)\s+acquired by(?!\s+(?:such\s+|the\s+|any\s+)?(?:end[- ]?users?|customers?|consumers?|purchasers?|distributors?|resellers?|licensees?)\b)|controlling interest|majority of (?:the )?(?:voting|outstanding))`],
        // a consent waived in a lead-in ("no such consent ... is required ... so long as: (a) ...") read with its items
        // (not a permission to assign without consent whose list names the merger: "either party may assign ... without the
        // other party's consent to any of the following: (i) the assignor's successor in a consolidation or merger")
        // (not a change of control said to be no assignment: "No Change of Control shall be deemed an assignment ... or
        // entitle the Licensor to terminate", "a Change of Control shall not constitute an assignment")
        // (nor a transfer restriction, "whether by ... merger ... or otherwise", whose exceptions free a transfer to the
        // acquirer of all or substantially all of the business in the same sentence: a change of control needs no consent
        // there; session 21, from Otis's intellectual property agreement, whose exceptions are items after "except as follows:")
        contradict: [r`^(?![\s\S]*\b(?:except|save|other\s+than|excluding)\b[\s\S]{0,600}?\b(?:to|by)\s+(?:a|an|any|the|its)\s+(?:[\w-]+\s+){0,2}?(?:person|entity|purchaser|acquir\w*|successor|transferee|buyer|third\s+party)\b[^.;]{0,120}?\b(?:acquir\w*|purchas\w*|succeed\w*|of|to)\b[^.;]{0,80}?\ball\s+or\s+substantially\s+all\b)(?!(?:[^.;]|\.(?=\d))*\b(?:no|neither)\s+(?:a\s+|any\s+|such\s+)?change\s+(?:of|in)\s+control\b|(?:[^.;]|\.(?=\d))*\bchange\s+(?:of|in)\s+control\b(?:[^.;]|\.(?=\d)){0,80}\b(?:shall|will|does)\s+not\s+(?:be\s+deemed|constitute|require|entitle|give\s+rise))(?!(?:(?!\b(?:not|no|neither|nor)\b)[^.;])*\b(?:may|shall have the right to|is entitled to)\s+assign\b[^.;]{0,160}\bwithout\b[^.;]{0,30}\bconsent\b[^.;]{0,80}:)[\s\S]*?(?:terminat\w*|(?<!\b(?:no|without (?:the )?(?:need for|requirement of)(?: any)?)\s+(?:such\s+|further\s+|additional\s+)?(?:prior\s+)?(?:written\s+)?)(?:prior )?(?:written )?consent(?:s|ed|ing)?\b|deemed (?:an? )?assignment)`],
        // what leaves the licensee free: no consent is needed, a party may assign on a merger without consent, a change
        // of control is not an assignment; and a survival list that only names the section
        exclude: [r`(?:nothing|not)\b[^.;]{0,40}(?:terminat|require)[^.;]{0,60}change (?:of|in) control|change (?:of|in) control[^.;]{0,80}(?:shall|will|does) not (?:require|give|entitle|terminate|be (?:deemed|considered|treated))|\bno\b[^.;]{0,30}\bconsent\b[^.;]{0,60}\b(?:is |be |shall be )?required\b|^(?:(?!\b(?:not|no|neither|nor)\b)[^.;])*\b(?:may|shall have the right to|is entitled to)\s+assign\b[^.;]{0,160}\bwithout\b[^.;]{0,20}\bconsent|\b(?:shall|will) survive\b|\bsurvival\b|continue in full force`],
        // the fallback: only an acquirer that competes with the licensor lets it end the licence, said in the sentence
        // or in the definition of the change of control it relies on ("'Change of Control' means ... a Competitor ...")
        limited: { when: [r`\bcompetitors?\b|\b(?:directly |indirectly )?compet(?:es|ing)\b|\bcompetitive (?:business|products?|with)\b`], defined: r`change (?:of|in) control`, about: r`control|merger|acqui|consolidat|transfer|\bsale of` },
        // (session 22: and the exceptions may be the items after "except as follows:", Otis's own drafting)
        exceptions_after: true,
        topic_only: 'entailed',
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
        // (elements28: a licence ended on a change of control, or the licensor's right to end it then, counts only where
        // the acquirer competes with the licensor, said in the sentence or in the definition it uses)
        requires: {
          gate: r`control|acquir`,
          grants: [
            r`\b(?:agreement|licen[cs]e)\s+(?:shall\s+|will\s+|automatically\s+|immediately\s+)*(?:terminat\w*|end|ends|expire\w*|lapse\w*|ceases?)\b[^.;]{0,160}\b(?:change\s+(?:of|in)\s+(?:the\s+)?control|acquires?\s+control|(?:is|are)\s+acquired\s+by)`,
            r`\b{other}\s+(?:\w+\s+){0,2}?(?:may|can|is entitled to|shall be entitled to|shall have the right to|has the right to)\s+(?:immediately\s+)?terminat\w*[^.;]{0,200}\b(?:change\s+(?:of|in)\s+(?:the\s+)?control|acquires?\s+control|(?:is|are)\s+acquired\s+by)`,
            r`\b(?:change\s+(?:of|in)\s+(?:the\s+)?control|acquires?\s+control|(?:is|are)\s+acquired\s+by)[^.;]{0,160}\b(?:(?:agreement|licen[cs]e)\s+(?:shall\s+|will\s+|automatically\s+|immediately\s+)*(?:terminat\w*|end|ends|expire\w*|lapse\w*)|{other}\s+(?:may|can|is entitled to|shall be entitled to|shall have the right to)\s+(?:immediately\s+)?terminat)`,
          ],
          unless: [r`\bcontrol\s+of\s+(?:the\s+)?{other}\b|\b{other}\s+(?:undergoes|is acquired|experiences)`],
          conditions: [{ condition: 'competitor' }],
        },
        problem: { unacceptable: 'Licensor may terminate or must consent if Licensee changes control' },
        clause_type: 'change_of_control',
        max_evidence: 2,
      },
    },
    LICENCE_WARRANTY,
    renamed(dataUse('license'), NAMES),
    LICENCE_PRICE_INCREASES,
    renamed(C.autoRenewal('license'), NAMES),
    renamed(C.confidentiality('license'), NAMES),
    LICENCE_TERMINATION,
    renamed(C.indemnification('license'), NAMES),
    renamed(C.limitationOfLiability('license'), NAMES),
    LICENCE_CONSEQUENTIAL,
    renamed(C.assignment('license'), NAMES),
    renamed(C.governingLaw('license'), NAMES),
  ],
};
