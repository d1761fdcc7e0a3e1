/**
 * The built-in SaaS playbook (pbk_saas_standard): subscription-specific checks from the customer's
 * side, plus the shared commercial checks.
 */
import { AVAILABILITY_TIER, FEE_INCREASE_TIER } from './tier-data.js';
import type { Playbook, PlaybookCheck } from '../types.js';
import { COMMERCIAL_CHECKS as C, CUSTOMER_EXCLUSION_TERMS, CUSTOMER_SIDE, OWN_USE_OF_CUSTOMER_DATA, PROVIDER_SIDE } from './msa.js';
import { FREE_TO, OWN_DISCRETION, OWN_OPINION, WAY_OUT, WITHOUT_TELLING, switchedOff } from './shared.js';

const r = String.raw;

/**
 * A "refund" of prepaid fees paid only in credits the customer may spend on more of the provider's service: "refund the
 * prepaid fees ... as service credits, which may be used only against future orders", "refunded by way of a credit note,
 * redeemable only against the fees of a renewal", "by crediting it to your account for use against future
 * subscriptions" (hold-out 18's misses, session 23). A customer who leaves gets nothing back. Not a refund in money, nor a
 * credit the customer may take in cash instead.
 */
const REFUND_AS_CREDIT = r`^(?![^.;]*\b(?:or\s+(?:in|as)\s+(?:cash|money)|at\s+(?:the\s+)?customer['’]s\s+(?:option|election|choice)|at\s+your\s+(?:option|election|choice))\b)[^.;]*?\b(?:refund\w*|repa(?:y|id)\w*)\b[^.;]{0,120}?\b(?:as|in\s+the\s+form\s+of|by\s+way\s+of|by\s+(?:issuing|crediting|means\s+of))\s+(?:(?:a|an|the|it|them)\s+)?(?:(?:service|account|subscription|future)\s+)?(?:credits?|credit\s+notes?|vouchers?|to\s+(?:your|its|the\s+customer['’]s|customer['’]s)\s+account\b[^.;]{0,40}?\b(?:future|renewal|later|further)\b)`;
/** Notice of sixty days or more ("sixty (60) days' prior written notice", "90 days notice"). */
const LONG_NOTICE = r`\b(?:sixty|ninety|one hundred (?:and )?twenty|[6-9]\d|[1-9]\d\d)\s*(?:\(\d+\)\s*)?(?:calendar )?days['’]?\s+(?:prior |advance )?(?:written )?notice`;
/**
 * A change of price the customer hears of long before it applies and can walk away from, in any of the usual forms:
 * "sixty (60) days' notice", notice "given at least ninety (90) days before the end of the then-current term", "notified
 * ... no later than four months before the renewal date", "not less than three months' written notice"; and a way out
 * beside it: termination, cancellation, non-renewal, declining the renewal, rejecting or avoiding the new fees.
 */
const LONG_LEAD = r`(?:${LONG_NOTICE}|\b(?:sixty|ninety|one hundred (?:and )?twenty|[6-9]\d|[1-9]\d\d)\s*(?:\(\d+\)\s*)?(?:calendar |business |working )?days\s+(?:before|prior to|in advance of|ahead of)\b|\b(?:two|three|four|five|six|[2-6])\s*(?:\(\d\)\s*)?(?:calendar )?months['’]?\s+(?:(?:prior|advance|written)\s+)*(?:notice|before|prior to|in advance of|ahead of)\b)`;
const NOTICE_AND_WAY_OUT = r`(?=[\s\S]*\b(?:notice|notif\w*)\b)(?=[\s\S]*${LONG_LEAD})(?=[\s\S]*${WAY_OUT})`;
/**
 * An increase that follows an index with a floor but no ceiling: "by the greater of seven percent (7%) and the annual
 * change in CPI", "the higher of the Retail Prices Index increase and 8 per cent", "CPI or 5%, whichever is greater"
 * (not "the lesser of", which caps it).
 */
const INDEX_FLOOR_NO_CEILING = r`^(?=[\s\S]*\b(?:fees?|prices?|pricing|charges|rates?|subscription)\b)[\s\S]*?\b(?:increas\w*|rais\w*|uplift\w*|adjust\w*|escalat\w*|index\w*)\b[^.;]{0,120}?(?:\b(?:greater|higher)\s+of\b[^.;]{0,120}\b(?:cpi|rpi|consumer price index|retail prices? index|index|inflation)\b|\b(?:cpi|rpi|consumer price index|retail prices? index|index|inflation)\b[^.;]{0,80}\bwhichever\s+is\s+(?:the\s+)?(?:greater|higher)\b)`;


/**
 * The customer's data, whatever the contract calls the customer ("Customer Data", "Subscriber Data", "Client Content");
 * not "Customer Information", which is as often information about the customers.
 */
/** A percentage below 99.5 (and from 10): "95.0 %", "98 per cent", "99.0%", "97 percent". */
const AVAILABILITY_BELOW_FALLBACK = r`(?<![\d.])(?:[1-8]\d|9[0-8])(?:\.\d+)?\s?(?:%|per\s?cent\b|percent\b)|(?<![\d.])99(?:\.[0-4]\d*)?\s?(?:%|per\s?cent\b|percent\b)`;
const CUSTOMER_DATA = r`\b${CUSTOMER_SIDE}(?:['’]s)?\s+(?:data|content)\b`;

/**
 * Data made from the customer's data (aggregated, de-identified, anonymised, "derived from" it) kept or used by the
 * provider as its own: "may collect, aggregate and de-identify Customer Data and use ... the resulting data for any
 * purpose", "The Provider owns all Aggregated Data, meaning data derived from Customer Data", "may retain anonymised ...
 * copies of Customer Data after termination and use them indefinitely for its own purposes". Not where the sentence
 * negates or confines it ("not", "only", "solely", "contain no Customer Data"), nor where the customer owns it.
 */
const DERIVED_DATA_KEPT = r`^(?![\s\S]*\b(?:not|never|only|solely|exclusively|no\s+${CUSTOMER_SIDE}\s+(?:data|content))\b)(?![\s\S]*\b${CUSTOMER_SIDE}\s+(?:shall\s+|will\s+)?(?:owns?|retains?)\b)(?=[\s\S]*${CUSTOMER_DATA})(?=[\s\S]*\b(?:aggregat\w*|de-?identif\w*|anonymi[sz]\w*|pseudonymi[sz]\w*|derived\s+from)\b)[\s\S]*(?:\bfor\s+any\s+(?:\w+\s+)?purposes?\b(?!\s+(?:other\s+than|except|save)\b)|\bfor\s+(?:its|their|our)\s+own\s+(?:\w+\s+)?purposes?\b|\bcommerciali[sz]\w*|\bmonetiz\w*|\bsell\b|\bwithout\s+(?:any\s+)?(?:restriction|limitation)|\bindefinitely\b|\bin\s+perpetuity\b|\b${PROVIDER_SIDE}\s+(?:shall\s+|will\s+)?owns?\b|\bproperty\s+of\s+(?:the\s+)?${PROVIDER_SIDE})`;
/**
 * Sub-processors of the customer's data engaged with no word to the customer: "may engage any subprocessor to process
 * Customer Data without notice to Customer", "is free to appoint new sub-processors without informing the Client".
 */
const SUBPROCESSORS_UNTOLD = r`\b${FREE_TO}\s+(?:\w+\s+){0,2}?(?:engage|appoint|use|authori[sz]e|add|replace|change)\w*\s+(?:any\s+|new\s+|additional\s+|other\s+)*(?:[\w-]+\s+)?(?:sub-?processors?|sub-?contractors?)\b[^.;]{0,80}?${WITHOUT_TELLING}`;

/** Notice of a security breach put off until the provider has finished investigating it, with no deadline of its own. */
const INQUIRY = r`(?:investigation|review|analysis|assessment|inquiry|enquiry)`;
const BREACH_NOTICE_AFTER_INVESTIGATION = r`^(?![\s\S]*\b(?:undue delay|hours?|immediately)\b)[\s\S]*\b(?:notif\w*|inform\w*|report\w*|advis\w*|alert\w*)\b[^.;]{0,160}?\b(?:(?:after|following|upon|on|once|until)\s+(?:\w+\s+){0,4}?(?:complet\w*|conclu\w*|finish\w*|clos\w*)\b[^.;]{0,40}?\b${INQUIRY}|(?:after|following|upon|once|until|when)\s+(?:(?:the|its|such|any|their)\s+)?(?:[\w-]+\s+)?${INQUIRY}\s+(?:is|has been|was|have been)\s+(?:\w+\s+)?(?:complete\w*|conclu\w*|finish\w*|closed))`;
/**
 * Customer data deleted when the agreement ends ("will delete all Subscriber Data within ten (10) days" of termination,
 * "Customer Data will be erased"),
 * with nothing in the sentence that lets the customer take it first (return, export, retrieval, a copy, its request).
 */
const DELETED_WITHOUT_RETURN = r`^(?![\s\S]*\b(?:return\w*|export\w*|retriev\w*|download\w*|cop(?:y|ies)|request\w*|instruct\w*|elect\w*|option|choice|direct\w*|access|available|unless|except|law|legal\w*|backups?)\b)(?=[\s\S]*\b(?:expir\w*|terminat\w*|end of|ends?)\b)[\s\S]*(?:\b(?:will|shall|must|may)\s+(?:\w+\s+){0,2}?(?:delete|destroy|purge|erase)\b[^.;]{0,40}?${CUSTOMER_DATA}|${CUSTOMER_DATA}[^.;]{0,40}?\b(?:will|shall|must|may)\s+be\s+(?:\w+\s+)?(?:deleted|destroyed|purged|erased)\b)`;

/**
 * A cap on the provider's right to increase its fees or prices (not a capacity or a volume, nor a fee that rises with what
 * is added, "increased by 25% for each additional processor") above ten per cent a time, with no index beside it: "may increase the Annual
 * Subscription Fee ... by up to fifteen percent (15%)", "increases of no more than 20% per year" (not "the lesser of 4%
 * and CPI", nor a rate the customer pays, nor a discount).
 */
const HIGH_CAP = r`^(?=[\s\S]*\b(?:fees?|prices?|pricing|charges|rates?|subscription)\b)(?![\s\S]*\b(?:consumer price index|cpi|rpi|retail price index|index\w*|inflation|lesser of|lower of|discount\w*|interest|late|overdue|royalt\w*|commission\w*|for each|additional)\b)[\s\S]*\b(?:(?:may|can|(?:is\s+)?entitled\s+to|reserves?\s+the\s+right\s+to|is\s+free\s+to)\s+(?:\w+\s+){0,3}?(?:increase|raise|uplift)|may\s+be\s+(?:increased|raised))\b[^.;]{0,160}?\b(?:by|of)\s+(?:up\s+to\s+|not\s+more\s+than\s+|no\s+more\s+than\s+|a\s+maximum\s+of\s+|at\s+most\s+)?(?:[\w-]+\s+){0,3}?\(?(?:1[1-9]|[2-9]\d|[1-9]\d\d)(?:\.\d+)?\s?(?:%|percent\b|per\s?cent\b)`;
/** A number above ten in words ("eighteen per cent", "twenty-five percent"). */
const OVER_TEN_WORDS = r`(?:eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|(?:one|a)\s+hundred)`;
/**
 * A ceiling on increases stated as the increase's own limit, set above ten per cent a time: "Any such increase shall not
 * exceed 12% of the fee for the preceding year", "The increase shall be no more than twenty per cent (20%)", "No adjustment
 * may exceed 12.5 per cent" (of what is paid, or "such" an increase as the sentence before gives; not an index's ceiling, "the lesser
 * of CPI and 12%", nor a limit that comes with a way out).
 */
const HIGH_LIMIT = r`^(?=[\s\S]*\b(?:such|fees?|prices?|pricing|charges|rates?|subscription)\b)(?![\s\S]*\b(?:consumer prices? index|cpi|rpi|retail prices? index|index\w*|inflation|lesser of|lower of|discount\w*|interest|late|overdue|royalt\w*|terminat\w*|cancel\w*)\b)[\s\S]*\b(?:increases?|rises?|uplifts?|adjustments?|revisions?)\b[^.;]{0,80}?(?:\bnot\s+(?:to\s+)?exceed|\b(?:may|shall|will|can|must)\s+(?:not\s+)?exceed|\bno\s+(?:more|greater|higher)\s+than|\b(?:capped|limited)\s+(?:at|to)|\bup\s+to|\ba\s+maximum\s+of|\bat\s+most)\s+(?:(?:[\w-]+\s+){0,3}?\(?(?:1[1-9]|[2-9]\d|[1-9]\d\d)(?:\.\d+)?\s?(?:%|percent\b|per\s?cent\b)|${OVER_TEN_WORDS}\s+(?:percent|per\s?cent)\b)`;
/**
 * A fixed rise of the fees above ten per cent a time, with no index or cap beside it (tables22, session 19): "the licence
 * fee increases by 12% on each anniversary", a fee table's "Year 2 | +12 %" read with its noun ("the fees increase by
 * 12 %", schedule-values.ts); not "up to" or "no more than" (HIGH_CAP, HIGH_LIMIT), nor a rise for what is added.
 */
const FIXED_RISE_HIGH = r`^(?=[\s\S]*\b(?:fees?|prices?|pricing|charges|rates?|subscription)\b)(?![\s\S]*\b(?:consumer prices? index|cpi|rpi|retail prices? index|index\w*|inflation|lesser of|lower of|up to|not (?:to )?exceed|no more than|capped|cap of|maximum|discount\w*|interest|late|overdue|royalt\w*|for each|additional|per (?:additional|extra))\b)[\s\S]*\b(?:increases?|increased|rises?|uplift(?:s|ed)?|escalates?|goes up)\b[^.;]{0,40}?\b(?:by|at|of)\s+(?:a\s+fixed\s+)?(?:(?<![\d.])(?:1[1-9]|[2-9]\d|[1-9]\d\d)(?:\.\d+)?\s?(?:%|percent\b|per\s?cent\b)|${OVER_TEN_WORDS}\s+(?:percent|per\s?cent)\b)`;

/**
 * Service credits made the customer's sole remedy for missing the service levels: "which are Customer's sole and exclusive
 * remedy for any failure", "Service Credits are the only remedy available", "in full and final satisfaction of the
 * Supplier's liability", "shall not be entitled to ... any other remedy ..., other than the Service Credits"; not where a
 * right to terminate is kept beside them ("sole remedy, other than Customer's right to terminate under clause 12.3"). The
 * credits must be named as the remedy: a fee reduction "as Customer's sole and exclusive remedy" for downtime, TUNE's
 * WebHelp hosting agreement, its lawyer read as preferred.
 */
const CREDITS_SOLE_REMEDY = r`^(?![\s\S]*\b(?:other\s+than|except|save|without\s+prejudice\s+to|in\s+addition\s+to)\b[^.;]{0,80}\bterminat\w*)(?=[\s\S]*\b(?:credits?|service\s+levels?|availability|uptime|sla)\b)(?:[\s\S]*\bcredits?\b[^.;]{0,80}?(?<!\bnot\s+(?:be\s+)?(?:the\s+)?)\b(?:sole|exclusive|only)\s+(?:and\s+exclusive\s+)?(?:remed(?:y|ies)|recourse|compensation)\b|[\s\S]*\b(?:sole|exclusive|only)\s+(?:and\s+exclusive\s+)?(?:remed(?:y|ies)|recourse|compensation)\b[^.;]{0,60}?\b(?:is|are|shall\s+be|will\s+be|consists?\s+of|(?:in\s+the\s+form\s+)?of)\s+(?:the\s+|a\s+|any\s+)?(?:\w+\s+)?credits?\b|[\s\S]*\bcredits?\b[^.;]{0,80}?(?<!\bnot\s+)\bin\s+(?:full\s+and\s+final|full|complete|final)\s+(?:and\s+final\s+)?(?:satisfaction|settlement|discharge)\b|[\s\S]*\b(?:not|no)\b[^.;]{0,40}\b(?:entitle\w*|claim|recover|seek|other)\b[^.;]{0,80}\b(?:remed(?:y|ies)|damages|compensation)\b[^.;]{0,80}\b(?:other\s+than|except|save|apart\s+from|beyond)\s+(?:for\s+)?(?:the\s+|any\s+)?(?:service\s+)?credits?\b)`;
/**
 * Price increases limited: a cap or an index, or an increase only the parties together can make; an increase at the
 * provider's will is unacceptable unless long notice and a right to leave come with it. Shared by the SaaS and licence
 * playbooks (the licence renames the sides).
 */
export function priceIncreases(prefix: string): PlaybookCheck {
  return {
    check_id: `${prefix}.price_increases`,
    title: 'Price increases capped',
    category: 'commercial',
    description: 'Whether fee increases on renewal are limited.',
    preferred_position: 'Fees are fixed for the initial term; renewal increases are capped at 5% or CPI.',
    fallbacks: ['Increases on 60 days\' notice with a right to terminate before they apply.'],
    // (what an increase at will costs is a medium matter, as the same term is in the MSA's and services' change checks)
    severity: 'medium',
    suggested_language: 'Fees are fixed for the Initial Term. Provider may increase fees for a renewal term by no more than five percent (5%) on at least sixty (60) days\' written notice before the renewal.',
    enabled: true,
    detection: {
      // also renewal at whatever the provider's list price then is ("the fees for each renewal term shall be Provider's
      // list price then in effect", "at Provider's then-current rates" on renewal)
      topic: [r`\b(?:increase|adjust|change|revis\w*|rais(?:e|es|ed|ing))[^.;]{0,60}\b(?:fees?|prices?|pricing|rates?)\b|\b(?:increase|revis\w*|rais(?:e|es|ed|ing))\s+(?:its|the|our|their|any|all)\s+(?:\w+\s+)?charges\b|\b(?:fees?|prices?|pricing|rates?)\b[^.;]{0,60}(?:increase|adjust)|(?=[^.;]*\b(?:renew\w*|extension|extended|subsequent|successive)\b)[^.;]*\b(?:fees?|prices?|pricing|rates?|charges)\b[^.;]{0,80}\b(?:then[- ](?:current|prevailing|applicable|in effect)|(?:list|standard|published) (?:prices?|rates?|fees?|pricing)\b[^.;]{0,30}\b(?:then|in effect|at the time))|(?=[^.;]*\b(?:renew\w*|extension|extended|subsequent|successive)\b)[^.;]*\bthen[- ](?:current|prevailing|applicable) (?:list |standard |published )?(?:fees?|prices?|pricing|rates?|charges)\b`],
      // not the provider's price list: exchange, interest and tax rates, the price of a change the customer asks
      // for ("the costs of any such changes shall be added to the Contract Price"), price adjustments deducted
      // from net sales
      exclude: [r`\b(?:exchange|interest|tax|withholding|discount|royalty) rates?\b|\bcurrenc(?:y|ies)\b|\bcosts? of (?:any )?(?:such )?changes?\b|\bchanges?\b[^.;]{0,60}\bresult in\b|\bchanges? (?:in|to) (?:the )?(?:specifications?|scope|statement of work|sow|requirements|deliverables)\b|\bchange orders?\b|\bnet sales\b|\b(?:credits|allowances|rebates|chargebacks|discounts)\b[^.;]{0,100}\bprice adjustments?\b`,
        // (precision round 12, on supply, distribution and hosting agreements) nor the price of a change the customer
        // asks for ("a Specification change", "each engineering change the Company requests ... the impact of the change
        // upon existing Product pricing"), ...
        r`\b(?:specification|engineering|design)\s+changes?\b|\bchange\s+requests?\b|\b(?:requests?|requested|asks?\s+for|asked\s+for)\s+(?:an?\s+|any\s+|such\s+|the\s+)?(?:\w+\s+)?changes?\b|\bimpact\s+of\s+(?:the|such|any|that|each)\s+changes?\b|\bchanges?\b[^.;]{0,40}?\b(?:is|are|be|being|was)\s+requested\s+by\b`,
        // ... a price that can only fall ("the fee reduction shall be deemed accepted", "lowers its list prices", "a price
        // reduction ... as the result of a resourcing change"), ...
        r`^(?![\s\S]*\b(?:increas\w*|rais(?:e|es|ed|ing)|uplift\w*|higher|escalat\w*|chang\w*|revis\w*|modif\w*|amend\w*)\b)[\s\S]*\b(?:reduc\w*|decreas\w*|lower(?:s|ed|ing)?)\b|^(?![\s\S]*\b(?:increas\w*|rais(?:e|es|ed|ing)|uplift\w*|higher|escalat\w*)\b)[\s\S]*\b(?:price|fee|charge|rate)\s+(?:reductions?|decreases?)\b`,
        // ... a price that follows the contract's own formula (a commodity's adjustment or surcharge: "the Base Price, the
        // crude adjustment and the freight cost") or is adjusted under another section ("subject to the adjustments of
        // Section 7.3", read where that section is), ...
        r`\b(?:crude|oil|fuel|resin|commodity|raw[- ]materials?|steel|copper|alumin(?:i)?um|metals?)\s+(?:price\s+|cost\s+)?(?:adjustments?|surcharges?|index\w*)\b|\badjustments?\b[^.;]{0,80}?\b(?:of|in|under|per|pursuant\s+to|in\s+accordance\s+with|governed\s+by|set\s+(?:out|forth)\s+in|described\s+in|provided\s+(?:for\s+)?in)\s+(?:the\s+terms\s+of\s+)?(?:the\s+)?(?:[\w-]+\s+){0,5}?(?:sections?|clauses?|articles?|paragraphs?|exhibits?|schedules?|attachments?|annex\w*|appendi\w*)\b`,
        // ... how notice of a change in pricing is given ("Notices regarding general changes in product status, pricing
        // ... may also be made by posting on Cisco.com"), or "increased damages" beside the fees in a list of losses, ...
        r`\bnotices?\s+(?:regarding|concerning|of|about|relating\s+to|on)\b[^.;]{0,80}\b(?:changes?|pric\w*)\b[^.;]{0,120}\b(?:made|given|sent|delivered|served|posted|posting)\b|\bincreased\s+damages\b`,
        // ... credits for price adjustments the customer side claims ("price adjustment related credits requested by the
        // Distributor"), ...
        r`\bprice[- ]adjustments?\b[^.;]{0,30}\bcredits?\b|\bcredits?\b[^.;]{0,30}\b(?:for|on)\s+(?:any\s+|each\s+|a\s+)?price[- ](?:adjustments?|decreases?|reductions?)\b`,
        // ... nor a new tax, duty or change in the law passed on ("as a result of any change to the law or increase in
        // import duty ... add such increase to the Contract Price", "subsequent changes in Dutch laws"; not an increase
        // "for any reason" or at its discretion)
        r`^(?![\s\S]*\b(?:any reason|(?:sole|absolute|own) discretion|as it (?:sees|thinks|deems) fit)\b)[\s\S]*\b(?:changes?\s+(?:in|to|of)\s+(?:(?:the|any|such|applicable)\s+)*(?:[\w-]+\s+)?(?:laws?|legislation|regulations?|taxe?s?|taxation|dut(?:y|ies)|tariffs?)|(?:increases?|rises?)\s+in\s+(?:(?:the|any)\s+)?(?:import\s+|export\s+|customs\s+|excise\s+)?(?:taxe?s?|dut(?:y|ies)|tariffs?|levies))\b`],
      // a cap, or an index the increase follows
      // (or a change only the parties together can make: agreed, negotiated or discussed by both, or needing the other's
      // consent; session 21: "shall enter into good faith negotiations to agree upon new prices")
      entail: [r`(?:not (?:to )?exceed|\bno\s+(?:\w+\s+){1,3}(?:may|shall|will|can)\s+exceed|no more than|cap|capped|consumer price index|\bcpi\b|\bindex(?:ed|ation)?\b|\binflation\b|\d+\s?%|percent|per\s?cent\b)`, r`\bmutual(?:ly)?\b[^.;]{0,20}\b(?:written\s+)?agree\w*|\bmutual\s+(?:written\s+)?consent\b|\b(?:written\s+)?agreement of (?:both|the) parties\b|\bsigned by both parties\b|\b(?:the\s+)?parties\b[^.;]{0,40}\b(?:shall|will|must|agree to)\s+(?:\w+\s+){0,2}?(?:discuss|negotiate|agree)\b|\brequires?\b[^.;]{0,40}\b(?:prior\s+)?(?:written\s+)?(?:consent|approval|agreement)\b|\b(?:meet|confer|consult|discuss|negotiat\w*|review|assess)\b[^.;]{0,80}\bin\s+good\s+faith\b|\bgood[- ]faith\s+(?:negotiations?|discussions?|consultations?)\b|\bin\s+good\s+faith\b[^.;]{0,40}\b(?:discuss|negotiat\w*|agree|meet|confer|review|assess)\w*|\b(?:review|revisit)\w*\s+(?:all\s+|the\s+)?(?:inputs|components|elements)\s+(?:to|of)\s+(?:the\s+)?(?:\w+\s+)?pric(?:e|ing)\s+formula\b`],
      // the fallback: long notice of the increase and a right to terminate (or not to renew) before it applies
      // (the notice and the way out in any of their usual forms: NOTICE_AND_WAY_OUT)
      contradict: [r`^(?!${NOTICE_AND_WAY_OUT})`],
      fallback: [r`^${NOTICE_AND_WAY_OUT}`],
      precedence: 'entail',
      // a cap with a way round it: "If circumstances require [the provider] to raise its rates more than ten percent
      // (10%), [it] will provide ... supporting documentation" (not the customer's right to leave if they rise more)
      // (a party's raise beyond it, not an index that rises beyond it and is then capped)
      // (or a cap too high to protect: HIGH_CAP)
      override: [r`^(?![\s\S]*\b(?:terminat\w*|cancel\w*|object\w*|reject\w*|refund\w*|(?:may|shall|will|can) not|cannot|maximum|capped|limited to|no more than|not (?:to )?exceed)\b)[\s\S]*\b(?:if|where|in the event|should|when)\b[^.;]{0,80}\bto\s+(?:raise|increase)\b[^.;]{0,40}\b(?:more than|in excess of|above|beyond|exceed\w*)\s+(?:the\s+)?(?:cap|limit|(?:[\w-]+\s+){0,3}\(?\d+(?:\.\d+)?\s?%|(?:[\w-]+\s+){0,3}percent)`, HIGH_CAP, INDEX_FLOOR_NO_CEILING, HIGH_LIMIT, FIXED_RISE_HIGH],
      // (what each way round the cap does: a cap stated is not "no cap")
      override_problems: ['Provider may raise prices beyond the stated cap when it says circumstances require', 'Provider may raise prices by more than 10% at a time', 'Price increases follow an index with a floor but no ceiling', 'Provider may raise prices by more than 10% at a time', 'The fees rise by more than 10% at a time'],
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
      tiers: [FEE_INCREASE_TIER],
      problem: { unacceptable: 'Provider may raise prices without a cap' },
      clause_type: 'price_restrictions',
      max_evidence: 2,
    },
  };
}

/**
 * Fees said to be non-refundable and nothing more: "Fees are non-refundable", "All amounts paid are non-refundable", "No
 * fees paid are refundable", "payments made under this Agreement shall not be refundable" (not with an exception in the
 * sentence, the fallback, nor a one-off fee: set-up, signing, initial, application or franchise fees, deposits, milestones).
 */
/**
 * Suspension with no notice at all for any late sum or on the provider's own view: "may suspend ... without prior notice
 * and without liability, if any amount owed by Customer is overdue, or if Provider believes that Customer's use may
 * adversely affect the Service", "immediately and without notice if any invoice is not paid on its due date" (not a
 * suspension after notice or a grace period, for an undisputed sum, or for an imminent threat or a material breach, nor
 * on a reasonable belief).
 */
const SUSPENDED_WITHOUT_NOTICE = r`^(?![\s\S]*\b(?:undisputed|imminent|material(?:ly)?|reasonabl\w*|after\s+(?:\w+\s+){0,4}?notice|(?:days?|weeks?|hours?)['’]?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice|cure\w*|remed\w*)\b)(?=[\s\S]*\bwithout\s+(?:(?:any|prior|advance|further|written|notice\s+or|or)\s+)*notice\b)[\s\S]*\bsuspen\w*\b[\s\S]*?(?:\bany\s+(?:\w+\s+){0,2}?(?:amounts?|sums?|invoices?|payments?|fees?|charges?)\b[^.;]{0,60}?\b(?:overdue|late|unpaid|outstanding|not\s+paid|past\s+due|in\s+arrears)\b|\b(?:believes?|considers?|thinks?|deems?|suspects?|determines?|in\s+its\s+(?:sole\s+)?(?:opinion|view|judge?ment))\b)`;

/**
 * Suspension for any late sum on a few days' notice or less: "If any amount owed by Customer is more than five (5) days
 * past due, Provider may suspend the Services ... upon two (2) business days' notice", "may suspend performance on 48
 * hours' notice if any invoice is unpaid on its due date", "Should the Client fail to pay any sum when due, the
 * Consultant may, on giving three days' written notice, suspend work", or with no notice named at all for any sum or a
 * failure to pay ("If any payment is not received on the due date, ... has the right to suspend the services until
 * payment has been received", "if Licensee fails to timely pay") (not a suspension the provider decides is warranted
 * because invoices are overdue, with no notice named, which test/common-wording.test.ts reads as grounded; not an
 * undisputed sum, nor after a grace of two weeks or more: "if any undisputed invoice is more than thirty days overdue, ...
 * on five days' notice").
 */
const SHORT_NOTICE = r`\b(?:(?:one|two|three|four|five|six|seven|[1-7])\s*(?:\(\d\)\s*)?(?:business\s+|working\s+|calendar\s+|clear\s+)?(?:day['’]s|days?)|(?:\d{1,2}|twenty[- ]four|forty[- ]eight|seventy[- ]two)\s*(?:\(\d+\)\s*)?hours?)['’]?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\b`;
const LATE_SUM = r`\b(?:past\s+due|overdue|unpaid|not\s+(?:been\s+)?(?:paid|received)|late|in\s+arrears|fail\w*\s+to\s+(?:\w+\s+)?pay|failure\s+to\s+(?:\w+\s+)?pay|outstanding)\b`;
const SUSPENDED_ON_SHORT_NOTICE = r`^(?![\s\S]*\b(?:undisputed|(?<!\bwhether\s+or\s+)not\s+(?:being\s+)?(?:in\s+)?(?:good\s+faith\s+)?disputed|(?:fourteen|fifteen|twenty|thirty|forty|forty-five|sixty|ninety|1[4-9]|[2-9]\d)\s*(?:\(\d+\)\s*)?(?:business\s+|working\s+|calendar\s+)?days?)\b)(?=[\s\S]*(?:${SHORT_NOTICE}|^(?![\s\S]*\bnoti(?:ce|f))(?=[\s\S]*(?:\bany\s+(?:\w+\s+){0,2}?(?:payments?|amounts?|sums?|invoices?|fees|charges)\b|\bfail\w*\s+to\s+(?:\w+\s+)?pay\b)))[\s\S]*$)(?=[\s\S]*\bsuspen\w*\b)[\s\S]*${LATE_SUM}`;
/**
 * A refund refused in the very case where the provider ends or withdraws the service: "no refund of prepaid Fees shall be
 * due where Provider terminates this Agreement for convenience ... or discontinues the Service", "not entitled to any
 * refund ..., including where Supplier discontinues the platform", "No refund will be made if Vendor withdraws the
 * Service" (not a refund promised in the same sentence).
 */
const KEPT_WHEN_PROVIDER_ENDS = r`^(?![\s\S]*\b(?:shall|will|must|agrees?\s+to)\s+(?:promptly\s+)?(?:refund|repay|reimburse)\b)[\s\S]*(?:\bno\s+(?:\w+\s+){0,2}?refunds?\b|\b(?:not|never)\b[^.;]{0,40}\brefund\w*|\bnon-?refundable\b|\bwithout\s+(?:any\s+)?refund)[^.;]{0,100}?\b(?:where|if|when|whenever|in\s+the\s+event|upon|on|including|even|whether|regardless)\b[^.;]{0,40}?\b${PROVIDER_SIDE}\b[^.;]{0,30}?\b(?:terminat\w*|discontinu\w*|ceas\w*|withdraw\w*|suspend\w*|ends?\b|stops?\b)`;
// ("In every other case fees are non-refundable", "Otherwise, ... non-refundable": the cases a refund was just promised for
// are the exceptions, unless the other cases include the provider's own exit, "including where Provider ends it")
const PLAIN_NON_REFUNDABLE = r`^(?![\s\S]*\b(?:(?:in\s+)?(?:every|all|any)\s+other\s+(?:cases?|circumstances|events?)|otherwise)\b(?![\s\S]*\b(?:including|even)\b))(?![\s\S]*\b(?:except|save|unless|other than|subject to|provided that|excluding|initial|set-?up|signing|application|joining|franchise|entrance|up-?front|one-?time|milestones?|deposits?|pro[- ]?rat\w*)\b)[\s\S]*(?:\b(?:fees|amounts|payments|charges|sums|monies|moneys)\b(?:\s+[\w-]+){0,4}?\s+(?:are|is|shall be|will be|remain|shall remain)\s+(?:\w+\s+|non-?cancell?able\s+(?:and\s+)?)?(?:non-?refundable|not\s+refundable)\b|\bno\s+(?:\w+\s+)?(?:fees|amounts|payments|charges|sums)\b(?:\s+[\w-]+){0,3}?\s+(?:are|is|shall be|will be)\s+(?:\w+\s+)?refund(?:able|ed)\b)`;

/**
 * The provider's right to suspend the service: only for stated causes, on notice (SaaS, and services agreements, whose
 * provider may stop work as a SaaS provider stops access).
 */
export function suspension(prefix: string): PlaybookCheck {
  return {
    check_id: `${prefix}.suspension`,
    title: 'Suspension only for cause, on notice',
    category: 'service',
    description: 'Whether the provider may suspend the service only for stated causes (non-payment after notice, a security threat, unlawful use), limited to what the cause requires, rather than at will.',
    preferred_position: 'Suspension only for undisputed fees unpaid after written notice, or to the extent needed to stop an imminent security threat or unlawful use, with prompt restoration once the cause is cured.',
    fallbacks: ['Suspension for a material breach after notice and a short cure period.'],
    severity: 'high',
    suggested_language: 'Provider may suspend Customer\'s access to the Service only (a) if undisputed fees remain unpaid thirty (30) days after written notice, or (b) to the extent necessary to prevent an imminent threat to the security or integrity of the Service, and shall restore access promptly once the cause is resolved.',
    enabled: true,
    detection: {
      // (also passive, the access named first: "Access to the Platform may be suspended by Provider")
      // (and access restricted, blocked or disabled, which stops the service as a suspension does: "may restrict
      // Customer's access to the Services", "disable the Principal's access to the monitoring system"; session 21)
      // (session 22, misses17: or the product named as what it is, "suspend the booking engine", "the customer portal")
      topic: [r`\bsuspen(?:d|ds|ded|ding|sion)\b[^.;]{0,120}\b(?:access|service|services|account|subscription|use|performance|work|platform|portal|system|software|application|app|engine|website|network)\b`, r`\b(?:access|services?|accounts?|subscriptions?|platform)\b(?:\s+(?:to|of|for)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?[\w-]+)?\s+(?:may|shall|will|can)\s+be\s+(?:\w+\s+)?suspended\b`,
        r`\b(?:restrict|limit|block|disabl|deactivat|cut\w*\s+off)\w*\s+(?:(?:the\s+)?[\w-]+['’]s?\s+)?access\s+(?:to|of)\s+(?:the\s+|any\s+|all\s+|its\s+)?(?:[\w-]+\s+){0,2}?(?:services?|platform|software|system|accounts?|subscriptions?|applications?|portal)\b`],
      // the customer's own right to suspend is no risk to it
      exclude: [r`\b${CUSTOMER_SIDE}\b[^.;]{0,30}\b(?:may|shall (?:have|be entitled)|is entitled|reserves the right)\b[^.;]{0,30}\bsuspend`, r`force majeure`, r`\b(?:prevent\w*\s+or\s+suspend\w*|stop\s+orders?|(?:orders?|action)\s+suspending)\b|\bsuspend\w*\s+(?:the\s+)?(?:conversion|offering|use\s+of\s+(?:the\s+|any\s+)?(?:[\w-]+\s+)?(?:registration|prospectus|proxy))`],
      entail: [r`\b(?:only|solely)\b|\bif\b|\bunless\b|\bwhere\b|\bin the event\b|unpaid|overdue|past due|non-?payment|security|threat|unlawful|illegal|emergenc|breach|violat|maintenance|\bupgrad|\brepair`],
      // at will: for any or no reason, at the provider's discretion, without cause, "at any time" with no ground
      // (discretion, "at any time" or "without notice" with a ground in the sentence is suspension for that ground)
      // also on the provider's own judgement that any term at all was broken ("if Provider believes, in its sole
      // judgement, that Customer has breached any provision"): no materiality, nothing the customer can contest
      contradict: [r`^(?=[\s\S]*\b(?:sole|absolute|unfettered|own)\s+(?:discretion|judge?ment|opinion|determination)\b)(?=[\s\S]*\b(?:breach\w*|violat\w*|contraven\w*)\s+(?:of\s+)?any\s+(?:term|provision|obligation|part|condition)s?\b)[\s\S]*\bsuspen|\bfor (?:any|no) (?:reason|purpose)\b|\bfor any or no reason\b|\bwithout (?:any )?(?:cause|reason)\b|\bfor convenience\b|\bwhenever (?:it|they|\w+) (?:wishes|chooses|sees fit|deems)|(?<!\b(?:if|where|when|in the event|breach|violat\w*|infring\w*|alleged)\b[^.;]*)(?:(?:sole|absolute|own) discretion|\b(?:at|in) (?:its|their|our) (?:discretion|option)\b|\bat any time\b|\bwithout (?:(?:any|prior|advance|written) )*notice\b)(?![^.;]*\b(?:if|where|when|in the event|upon|during|to the extent|in case|unless|breach|violat\w*|infring\w*|alleged)\b)`,
        // at any time or without notice, on the provider's own belief that any term at all was broken ("if Tallyhaw
        // believes in good faith that Customer has breached Section 4 or any other provision"): nothing material, no
        // notice, nothing the customer can answer (not a reasonable belief of a material breach)
        // (or that it broke the agreement at all: "if it believes Customer has breached this agreement", "if Provider thinks
        // Customer has broken these terms"; session 21)
        r`^(?![\s\S]*\b(?:material(?:ly)?|reasonabl\w*|after (?:\w+\s+){0,3}notice|cure\w*)\b)(?=[\s\S]*\b(?:at any time|without (?:(?:any|prior|advance|written)\s+)*notice)\b)(?=[\s\S]*\b(?:believes?|considers?|determines?|suspects?|deems?|judges?|thinks?)\b)[\s\S]*\bsuspen\w*\b[\s\S]*(?:\b(?:breach\w*|violat\w*|contraven\w*|broken|broke)\s+(?:of\s+)?(?:[^.;]{0,60}?\bor\s+)?any\s+(?:other\s+)?(?:term|provision|obligation|part|condition)s?\b|\b(?:breach(?:ed|es)?|broken|broke|violated|(?:is|are)\s+in\s+breach\s+of)\s+(?:of\s+)?(?:this|these|the)\s+(?:agreement|terms|contract)\b)`,
        // a ground that is only the provider's opinion that suspending is right ("if Provider believes, in its discretion,
        // that suspension is appropriate"), with no cause named in the sentence
        // a ground that is only the provider's own view of a risk ("whenever in Provider's sole judgment Customer's use may
        // expose it to risk", "if we consider that the Subscriber's use creates a risk"): no cause the customer can
        // answer (not a reasonable belief, nor beside unpaid fees, an imminent threat or a material breach)
        r`^(?![\s\S]*\b(?:unpaid|overdue|past due|non-?payment|undisputed|fail\w* to pay|imminent|material(?:ly)? breach\w*|court orders?|required by law)\b)(?=[\s\S]*(?:\bsuspen\w*\b[^.;]{0,60}\b(?:access|services?|accounts?|platform|subscriptions?|use)\b|\b(?:access|services?|accounts?|platform|subscriptions?)\b[^.;]{0,60}\bsuspen))[\s\S]*(?:${OWN_DISCRETION}|${OWN_OPINION})[^.;]{0,120}\b(?:risks?|may|might|could|likely|potential\w*|expos\w*|harm\w*|reputation\w*|inappropriate|objectionable|undesirabl\w*|detriment\w*|adverse\w*)\b`,
        r`^(?![\s\S]*\b(?:unpaid|overdue|past due|non-?payment|pay\w*|fees?|security|threat\w*|unlawful|illegal|emergenc\w*|breach\w*|violat\w*|infring\w*|fraud\w*|abus\w*|misuse|harm\w*|damage|maintenance|upgrad\w*|repair\w*|law|legal\w*|court|regulat\w*|fail\w*|default\w*|policy|insolv\w*|bankrupt\w*)\b)(?=[\s\S]*\bsuspen\w*\b[^.;]{0,40}?\b(?:access|services?|accounts?|subscriptions?|platform|software)\b)[\s\S]*\b(?:believes?|determines?|deems?|considers?|decides?|judges?|thinks?|opinion|view)\b[^.;]{0,40}?\b(?:suspension|suspending|suspend|it|such action|doing so)\b[^.;]{0,30}?\b(?:appropriate|advisable|warranted|desirable|justified|expedient|necessary|fit|proper)\b`, SUSPENDED_WITHOUT_NOTICE, SUSPENDED_ON_SHORT_NOTICE],
      precedence: 'contradict',
      // no right to suspend is the customer's best position
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
      problem: { unacceptable: 'Provider may suspend the service at will' },
      contradict_problems: [...Array(5).fill('Provider may suspend the service at will'), 'Provider may suspend the service for any late payment on a few days\' notice'],
      clause_type: 'termination',
      max_evidence: 2,
    },
  };
}

/**
 * The provider alone free to assign to its own kin or to the buyer of its business, without the customer's consent:
 * "Vendor may assign this Agreement without Customer's consent to an Affiliate or in connection with a merger ...", "The
 * Supplier may assign ... to any member of the Supplier's group or to a purchaser of all or substantially all of its
 * business", "The Service Provider may, without the consent of the Client, assign this Agreement to its Affiliates or to
 * any successor", "to a related body corporate or on a change in control of the Provider" (gaps25, session 21). The
 * provider named as the one who may, not one of two ("Neither Customer nor Vendor may", "either party may": the
 * exception both hold is the preferred tier), nor "Company", as often the customer; and what it transfers is the agreement
 * or its rights, not money or data sent to its affiliates ("electronic funds transfer ... to us or our affiliates"); and
 * the same sentence gives the customer no exception of its own ("... and Licensee may assign this Agreement without consent
 * to ... an Affiliate of Licensee").
 */
const PROVIDER_WORD = r`(?:provider|service provider|supplier|vendor|licensor|we)`;
const CUSTOMER_MAY_ASSIGN = r`\b${CUSTOMER_SIDE}\s+(?:may|can|is\s+entitled\s+to|shall\s+be\s+entitled\s+to|(?:shall\s+)?ha(?:s|ve)\s+the\s+right\s+to|is\s+free\s+to)\s+(?:(?!not\b|never\b)\w+\s+){0,2}?(?:assign|transfer|novate)\w*\b`;
const ONLY_PROVIDER_ASSIGNS_TO_KIN = r`(?<!\b(?:nor|neither|and|or|either|of|to|with|from|by)\s+(?:the\s+)?)\b${PROVIDER_WORD}\b(?![^.;]*${CUSTOMER_MAY_ASSIGN})(?<!${CUSTOMER_MAY_ASSIGN}[^.;]*)(?:(?!\b(?:not|no|nor|never|party|parties|${CUSTOMER_SIDE})\b)[^.;]){0,40}?\b(?:may|can|is\s+entitled\s+to|shall\s+be\s+entitled\s+to|(?:shall\s+)?ha(?:s|ve)\s+the\s+right\s+to|is\s+free\s+to)\b(?:(?!\b(?:not|only)\b)[^.;]){0,60}?\b(?:assign|transfer|novate)\w*\b[^.;]{0,40}?\b(?:agreement|contract|subscription|rights|obligations|it)\b[^.;]{0,200}?\b(?:affiliat\w*|members?\s+of\s+(?:its|the\s+[\w-]+['’]s?)\s+group|group\s+compan\w*|related\s+bod(?:y|ies)(?:\s+corporate)?|successors?|merger|amalgamation|acqui\w*|substantially\s+all|change\s+(?:of|in)\s+control|reorgani[sz]\w*|purchaser|buyer)`;
/**
 * Assignment from the customer's seat (gaps25, session 21; CUAD Anti-Assignment, Change of Control): the shared reader of
 * the MSA, services and licence checks (consent preferred, the provider's free assignment unacceptable, silence the general
 * law), with the provider's own exception for its affiliates or the buyer of its business, which the customer does not
 * get in the same sentence, the fallback.
 */
const ASSIGNMENT = C.assignment('saas');
const SAAS_ASSIGNMENT: PlaybookCheck = {
  ...ASSIGNMENT,
  title: 'Provider may not assign without Customer\'s consent',
  description: 'Whether the provider may assign or novate the subscription to someone else without the customer\'s consent, while the customer is bound to ask (CUAD: Anti-Assignment, Change of Control).',
  preferred_position: 'Neither party may assign this Agreement without the other\'s prior written consent, except that either party may assign it to a successor to all or substantially all of its business on written notice.',
  fallbacks: ['Provider alone may assign to its affiliates or to the buyer of its business without consent, on written notice, provided the assignee takes on all of Provider\'s obligations.'],
  suggested_language: 'Neither party may assign or novate this Agreement without the prior written consent of the other party, except that either party may assign it, on written notice to the other, to a successor to all or substantially all of its business that agrees in writing to be bound by this Agreement.',
  detection: {
    ...ASSIGNMENT.detection!,
    fallback_when: { patterns: [ONLY_PROVIDER_ASSIGNS_TO_KIN], note: 'Only Provider may assign without consent, to its affiliates or the buyer of its business; Customer may not' },
    problem: { unacceptable: 'Provider may assign the agreement to anyone without Customer\'s consent, while Customer may not' },
  },
};

export const SAAS_PLAYBOOK: Playbook = {
  id: 'pbk_saas_standard',
  object: 'playbook',
  name: 'Standard SaaS subscription (customer side)',
  document_type: 'saas',
  version: 2,
  built_in: true,
  based_on: null,
  checks: [
    {
      check_id: 'saas.service_levels',
      title: 'Uptime commitment with service credits',
      category: 'service',
      description: 'Whether the provider commits to an availability level with remedies when it is missed.',
      preferred_position: 'At least 99.9% monthly availability, with service credits and a termination right for repeated failures.',
      fallbacks: ['99.5% availability with service credits.'],
      severity: 'medium',
      suggested_language: 'Provider shall make the Service available at least 99.9% of each calendar month, excluding scheduled maintenance notified in advance; if it does not, Customer is entitled to the service credits set out in the Service Level Agreement.',
      enabled: true,
      detection: {
        topic: [r`service level|uptime|availab(?:le|ility)[^.;]{0,60}(?:\d{2}(?:\.\d+)?\s?%|percent)|service credits?|\bdowntime\b[^.;]{0,120}\bcredit`],
        entail: [r`\d{2}(?:\.\d+)?\s?%|percent|service credits?|\bcredit\w*\b`],
        // a target with its remedies taken away: "failure to meet this target shall not entitle Customer to any credit";
        // or disclaimed: "does not guarantee any level of availability", "no service credits apply", "makes no commitment
        // as to uptime", "this target is not a commitment"
        contradict: [r`\b(?:does|do|shall|will)\s+not\s+(?:guarantee|warrant|commit\s+to|promise)\b[^.;]{0,40}\b(?:availab\w*|uptime|service levels?)\b|\bno\s+(?:commitment|guarantee|warranty)\s+(?:as\s+to|of|regarding|concerning|to)\s+(?:any\s+)?(?:level\s+of\s+)?(?:availab\w*|uptime|service levels?)\b|\b(?:target|objective|goal)\b[^.;]{0,20}\b(?:is|are)\s+not\s+(?:a\s+)?(?:commitment|guarantee|warranty)|\bno\s+(?:service\s+)?credits?\s+(?:shall\s+|will\s+)?(?:appl(?:y|ies)|accrue|are\s+(?:offered|provided|available))\b|\b(?:not|no)\s+(?:\w+\s+){0,2}(?:entitle\w*|eligible|receive|owe\w*|due|payable|available|liable)\b(?![^.;]{0,160}\b(?:other\s+than|except|save|apart\s+from|beyond)\s+(?:for\s+)?(?:the\s+|any\s+|its\s+)?(?:applicable\s+)?(?:service\s+)?credits?\b)[^.;]{0,60}\b(?:credits?|refunds?|remed(?:y|ies)|compensation)\b|\bno (?:service )?credits?\b[^.;]{0,40}\b(?:shall|will|are|is)\b[^.;]{0,20}\b(?:be )?(?:due|payable|owed|issued|available|given)\b`,
          // a service-level table or order form whose credits or commitment row says "None", "N/A", "Not applicable"
          switchedOff(r`(?:[\w'’&-]+\s+){0,2}?(?:service\s+credits?|service\s+levels?|sla|uptime|availability)`),
          // an availability figure below the fallback's 99.5 %, the first figure after the word ("Availability | 95.0 %
          // measured over each contract year", "uptime of at least 98 per cent"), or just before it ("97% availability"); not
          // a threshold below the commitment that triggers a remedy ("may terminate if Availability falls below 99.0%")
          r`\b(?:availab\w*|up-?time)\b(?:(?!\b(?:below|under|less|lower|short|fall\w*|drop\w*|fail\w*|miss\w*|beneath)\b)[^.;%\d]){0,60}(?:${AVAILABILITY_BELOW_FALLBACK})|(?:${AVAILABILITY_BELOW_FALLBACK})[^.;%\d]{0,12}\b(?:availab\w*|up-?time)\b`],
        contradict_problems: ['The uptime commitment has no remedy', 'The uptime commitment has no remedy: no service credits', 'The availability committed is below 99.5%'],
        precedence: 'contradict',
        // the credits Customer's only remedy for the failure (no damages, no termination for repeated failures): the
        // fallback, not the preferred credits and a way out (liability round 20)
        fallback_when: { patterns: [CREDITS_SOLE_REMEDY], note: 'Service credits are Customer\'s only remedy for missed service levels' },
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        tiers: [AVAILABILITY_TIER],
        problem: { unacceptable: 'The uptime commitment has no remedy', missing: 'No uptime commitment or service credits' },
        clause_type: 'service_levels',
        max_evidence: 2,
      },
    },
    {
      check_id: 'saas.data_protection',
      title: 'Customer data protected and returned',
      category: 'data',
      description: 'Whether the provider must secure customer data, process personal data lawfully and return it at the end.',
      preferred_position: 'Customer owns its data; the provider processes it only on instructions, secures it to industry standards, notifies breaches promptly and returns or deletes it at the end.',
      fallbacks: ['A data processing agreement incorporated by reference.'],
      severity: 'high',
      suggested_language: 'Customer retains all rights in Customer Data. Provider shall process Customer Data only to provide the Service, protect it with industry-standard security measures, notify Customer of any security breach without undue delay, and return or delete it at Customer\'s choice when this Agreement ends.',
      enabled: true,
      detection: {
        topic: [r`customer data|personal data|personal information|data protection|security (?:measures|breach|incident)|privacy`, CUSTOMER_DATA],
        // also the data handed back at the end ("available for export", "return ... at Customer's choice")
        entail: [r`(?:secur|protect|safeguard|encrypt|confidential|process[^.;]{0,40}(?:only|solely|in accordance))`, r`\b(?:return|export|retriev|download)\w*\b[^.;]{0,80}(?:\bcustomer data\b|${CUSTOMER_DATA})|(?:\bcustomer data\b|${CUSTOMER_DATA})[^.;]{0,80}\b(?:return\w*|export\w*|retriev\w*|download\w*)\b`],
        // a licence to exploit the customer's data overrides any security promise
        // ... and so does deleting it at the end with no chance to take a copy ("shall have no obligation to provide
        // Customer with any copy of it")
        contradict: [r`\bdelet\w*\b[^.;]{0,100}\b(?:no (?:obligation|duty)|not (?:be )?(?:obliged|required|responsible)|under no obligation)\b[^.;]{0,20}\bto\b[^.;]{0,30}\b(?:provide|return|deliver|make available|export|give)\b[^.;]{0,40}\b(?:cop(?:y|ies)|data|export)|\bdelet\w*\b[^.;]{0,80}\bcustomer data\b[^.;]{0,80}\bwithout\b[^.;]{0,40}\b(?:(?:chance|opportunity|right) to (?:export|retrieve|download)|(?:returning|exporting|providing) (?:it|a copy|any copy))`, OWN_USE_OF_CUSTOMER_DATA,
          // ... or granted as a licence: "grants Provider a perpetual, irrevocable licence to use, copy and commercialise
          // Subscriber Data for any purpose" (not a licence "solely to provide the Services")
          // a breach notice that waits for the provider's own investigation ("within a reasonable time after Provider
          // completes its investigation"), with no deadline in hours or "without undue delay" beside it
          BREACH_NOTICE_AFTER_INVESTIGATION,
          // the data deleted when the agreement ends, with no return, export or copy offered in the sentence
          DELETED_WITHOUT_RETURN,
          // data derived from it kept or used as the provider's own (DERIVED_DATA_KEPT); sub-processors engaged untold
          DERIVED_DATA_KEPT, SUBPROCESSORS_UNTOLD,
          r`(?<!\b(?:not|no)\b[^.;]{0,40})\bgrants?\b[^.;]{0,80}\b(?:licen[cs]e|right)\b(?![^.;]*\b(?:solely|only|exclusively)\s+(?:to|for|in order to)\b)[^.;]{0,120}\b(?:${CUSTOMER_DATA}|customer data|personal data)\b(?=[^.;]*\b(?:perpetual|irrevocable|any (?:lawful )?purpose|own purposes?|commerciali[sz]\w*|sell|monetiz\w*|surviv\w*)\b)|(?<!\b(?:not|no)\b[^.;]{0,40})\bgrants?\b[^.;]{0,40}\b(?:perpetual|irrevocable)\b[^.;]{0,80}\b(?:licen[cs]e|right)\b[^.;]{0,80}\b(?:${CUSTOMER_DATA}|customer data|personal data)\b`],
        precedence: 'contradict',
        problem: { unacceptable: 'Customer Data is exposed: Provider may use it for its own purposes, put off breach notice or delete it without return', missing: 'Customer Data is not protected' },
        // the ground found, in the order of `contradict`
        contradict_problems: [
          'Customer Data is exposed: Provider may delete it without returning a copy',
          'Customer Data is exposed: Provider may use it for its own purposes',
          'Customer Data is exposed: Provider may put off breach notice until its own investigation ends',
          'Customer Data is exposed: Provider deletes it at the end without a chance to take it back',
          'Customer Data is exposed: Provider keeps and uses data derived from it (aggregated or de-identified) as its own',
          'Customer Data is exposed: Provider may engage sub-processors without telling Customer',
          'Customer Data is exposed: Provider takes a lasting licence to use it for its own purposes',
        ],
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        clause_type: 'data_protection',
        max_evidence: 3,
      },
    },
    priceIncreases('saas'),
    suspension('saas'),
    {
      check_id: 'saas.refunds',
      title: 'Prepaid fees refunded if the service ends early',
      category: 'commercial',
      description: 'Whether fees paid in advance come back, pro rata, when the provider ends the subscription without cause or the customer ends it for the provider\'s breach, rather than being kept in every case.',
      preferred_position: 'A pro-rata refund of prepaid fees when the provider terminates without cause or the customer terminates for the provider\'s breach.',
      fallbacks: ['Fees non-refundable, except on termination for the provider\'s breach.'],
      severity: 'medium',
      suggested_language: 'If Provider terminates this Agreement other than for Customer\'s breach, or Customer terminates it for Provider\'s breach, Provider shall refund the fees prepaid for the remainder of the Subscription Term.',
      enabled: true,
      detection: {
        topic: [r`\bnon-?refundable\b|\brefund\w*\b[^.;]{0,80}\b(?:fees?|prepaid|pre-paid|amounts?|charges|subscription|payments?)\b|\b(?:fees?|prepaid|pre-paid|amounts?|charges|payments?)\b[^.;]{0,80}\brefund\w*`],
        // not a tax refund, an overpayment paid back, a deposit, or what an audit finds was over- or under-charged ("if
        // the audit reveals an overcharge, Provider shall promptly refund the difference")
        exclude: [r`\btax(?:es)?\b[^.;]{0,40}\brefund|\brefund\w*\b[^.;]{0,40}\btax(?:es)?\b|\boverpa\w*|\bdeposits?\b|\b(?:audit\w*|inspection|examination)\b[^.;]{0,160}\b(?:refund|repay|reimburse|credit)\w*|\b(?:refund|repay|reimburse)\w*\b[^.;]{0,120}\b(?:audit\w*|overcharg\w*|discrepanc\w*)\b|\bovercharg\w*`],
        // a refund promised (pro rata, of prepaid or unused fees)
        entail: [r`(?<!\b(?:no|not|never)\b[^.;]{0,20})\b(?:shall|will|must|agrees? to)\s+(?:promptly\s+)?(?:refund|repay|reimburse)\b[^.;]{0,80}\b(?:fees?|amounts?|prepaid|pre-paid|charges|portion)\b|\bpro[- ]?rata(?:ted)?\s+refunds?\b|\brefund\w*\s+(?:of\s+)?(?:any\s+|all\s+|the\s+)?(?:prepaid|pre-paid|unused|unearned|pro[- ]?rat\w*)`],
        // the fallback: non-refundable, with exceptions ("except on termination for Provider's breach")
        fallback: [r`\bnon-?refundable\b[^.;]{0,60}\b(?:except|save|unless|other than)\b`],
        // fees kept in every case: "non-refundable in all circumstances", "under no circumstances ... refunded", "no refunds
        // ... even if this Agreement is terminated"
        // ... or fees said to be non-refundable with no exception at all ("Fees are non-refundable", "no fees paid are
        // refundable", "all amounts paid are non-refundable"): not a one-off fee (set-up, signing, initial), nor one with
        // an exception (the fallback)
        contradict: [REFUND_AS_CREDIT, PLAIN_NON_REFUNDABLE, KEPT_WHEN_PROVIDER_ENDS, r`\bnon-?refundable\b[^.;]{0,60}\b(?:in (?:all|any) circumstances|under (?:any|all) circumstances|for any reason|whatsoever|without exception|in any event|regardless of)|\b(?:in (?:all|any) circumstances|under (?:any|no) circumstances|for any reason whatsoever)\b[^.;]{0,40}\b(?:non-?refundable|refund\w*)\b|\bno refunds?\b[^.;]{0,80}\b(?:for any reason|in any circumstances|under any circumstances|whatsoever|even (?:if|where|upon|on))\b|\b(?:not|never)\b[^.;]{0,20}\brefund\w*\b[^.;]{0,80}\beven (?:if|where|upon|on)\b[^.;]{0,40}\bterminat`],
        precedence: 'contradict',
        // silence leaves the general law
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
        // (elements28: fees kept, forfeited or not repaid on an ending count only with a refund, anywhere in the contract,
        // where Provider is in breach or ends the service; not a one-off fee, nor fees kept only on Customer's own early
        // ending or breach)
        requires: {
          gate: r`refund|forfeit|repa(?:y|id)|reimburs|returned`,
          grants: [r`\b(?:fees?|prepaid|pre-paid|charges|subscriptions?|paid in advance)\b[^.;]{0,80}\b(?:forfeit\w*|non-?refundable|not\s+(?:be\s+)?(?:\w+\s+)?(?:refunded|refundable|repaid|returned|reimbursed))\b`, r`\b(?:no\s+(?:\w+\s+)?refunds?|forfeit\w*)\b[^.;]{0,80}\b(?:fees?|prepaid|pre-paid|charges)\b`],
          // (not a one-off fee or payment, nor leave forfeited)
          unless: [r`\b(?:set-?up|signing|initial|implementation|onboarding|one-?time|application|joining|activation|training|upfront|up-front|milestone|production|placement|franchise)\s+(?:\w+\s+)?(?:fees?|payments?)\b|\b(?:holiday|vacation|leave)\b`, r`\b(?:{own}|you)\b[^.;]{0,40}\b(?:terminat\w*|cancel\w*|ends?)\b[^.;]{0,40}\b(?:for\s+(?:its\s+|your\s+)?convenience|without\s+cause|early)\b|\b(?:{own}'s|your)\s+(?:\w+\s+)?(?:breach|default)`],
          conditions: [{ condition: 'refund', holder: 'other' }],
          within: 'document',
        },
        problem: { unacceptable: 'Prepaid fees are kept in every case, even if Provider ends the service early or is in breach' },
        contradict_problems: ['The prepaid fees come back only as credits against future fees, not in money', 'Fees are non-refundable with no exception, even if Provider ends the service early or is in breach', 'Prepaid fees are kept even when Provider ends or withdraws the service early', 'Prepaid fees are kept in every case, even if Provider ends the service early or is in breach'],
        clause_type: 'payment_terms',
        max_evidence: 2,
      },
    },
    C.unilateralChanges('saas'),
    C.limitationOfLiability('saas'),
    C.consequentialDamages('saas', CUSTOMER_EXCLUSION_TERMS),
    C.indemnification('saas'),
    C.confidentiality('saas'),
    C.autoRenewal('saas'),
    C.terminationForConvenience('saas'),
    SAAS_ASSIGNMENT,
    C.governingLaw('saas'),
  ],
};
