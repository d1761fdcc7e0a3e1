/**
 * The built-in lease playbook (pbk_lease_standard), from the tenant's side: rent and its increases,
 * the term and renewal options, the deposit, repairs, assignment and subletting, the landlord's
 * termination rights, use, insurance and governing law. Grounded in CUAD's Renewal Term, Price
 * Restrictions, Anti-Assignment, Termination for Convenience, Insurance and Cap on Liability
 * categories and the usual commercial lease checklist.
 */
import { ENTER, OWN_DISCRETION, OWN_OPINION, THE_PREMISES } from './shared.js';
import { DEPOSIT_RETURN_TIER, ENTRY_NOTICE_TIER, MUTUAL_BREAK_NOTICE_TIER, RENT_INCREASE_TIER } from './tier-data.js';
import type { Playbook } from '../types.js';
import { ASSIGNMENT_FALSE_FRIENDS, COMMERCIAL_CHECKS as C } from './msa.js';
import { INSURANCE_DUTY, NOT_INSURANCE } from './services.js';
import { renamed } from './shared.js';

const r = String.raw;
const NAMES = { customer: 'Tenant', provider: 'Landlord' };

const LEASE_BREAK = C.terminationForConvenience('lease');

/**
 * A rent rise with a floor above the 3% a year the tenant accepts: "increased by the greater of (a) eight percent (8%) and
 * (b) the CPI increase", "escalate by not less than seven percent", "the increase ... shall be no less than 10 per cent"
 * (a minimum, not a cap: "not more than", "the lesser of"; not a percentage of sales).
 */
const PCT_ABOVE_3 = r`(?:(?<![\d.])(?:3\.\d*[1-9]|[4-9](?:\.\d+)?|[1-9]\d+(?:\.\d+)?)\s?(?:%|percent\b|per\s?cent\b)|\b(?:four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+(?:percent|per\s?cent)\b)`;
const RISE_FLOOR_ABOVE_CAP = r`^(?![\s\S]*\bof\s+(?:the\s+)?(?:gross|net)\s+(?:sales|receipts|revenues?|turnover)\b)[\s\S]*(?:\b(?:greater|higher)\s+of\b|\b(?:not|no|never)\s+(?:be\s+)?(?:less|lower)\s+than\b|\bat\s+least\b|\b(?:a\s+)?minimum(?:\s+(?:increase|rise|uplift|escalation))?(?:\s+of)?\b|\bfloor\s+of\b)[^.;]{0,40}?${PCT_ABOVE_3}`;

/**
 * A fixed rise at each review above the 3% a year the tenant accepts, stated as a bare rate: "Fixed increase of eight per
 * cent (8%) on each anniversary", "the rent shall increase by five per cent (5%)", "escalates at 4% compounded" (a floor
 * in effect, whatever inflation does; not a rise of 3% or less, nor one capped: "not exceeding", "the lesser of",
 * "capped at", nor a percentage of sales).
 */
const FIXED_RISE_ABOVE_3 = r`^(?![\s\S]*\b(?:not\s+(?:to\s+)?exceed\w*|no\s+more\s+than|capped|cap\s+of|maximum|lesser\s+of|whichever\s+is\s+(?:the\s+)?(?:lower|less(?:er)?)|up\s+to|of\s+(?:the\s+)?(?:gross|net)\s+(?:sales|receipts|revenues?|turnover))\b)[\s\S]*\b(?:increase[sd]?|rises?|escalates?|escalation|uplift(?:ed)?|goes\s+up|go\s+up)\b[^.;]{0,40}?\b(?:by|at|of)\s+(?:a\s+(?:fixed\s+)?(?:rate|amount|percentage)\s+of\s+)?${PCT_ABOVE_3}`;

/**
 * A review to the open market rent, up or down, fixed by an independent valuer if not agreed: the playbook's fallback,
 * not the capped rise it prefers ("reviewed to the open market rent", "the fair market rental value", "the current market
 * rent determined by a registered valuer acting as expert"); an upward-only review is read as such elsewhere.
 */
const MARKET_REVIEW = r`\bopen[- ]market\b|\b(?:fair\s+)?market\s+(?:rent(?:al)?|value)\b|\bindependent\s+(?:expert|valuer|surveyor|appraiser)\b|\b(?:registered|licensed|qualified)\s+(?:valuer|appraiser)\b`;

/**
 * The rent fixed by the landlord alone, after signing: "Base Rent in such amount as Landlord may notify to Tenant from time
 * to time", "such sum as the Landlord may specify", "at the rate published by Lessor" (not an additional rent for the
 * tenant's share of costs or taxes the landlord works out, nor a reasonable determination, a renewal or holding-over
 * rent, or a review by a stated mechanism: those are other checks).
 */
const RENT_AS_LANDLORD_SAYS = r`^(?![\s\S]*\b(?:additional rent|operating (?:costs?|expenses?)|service charges?|taxes|share|proportion\w*|utilit\w*|insurance|estimat\w*|reasonabl\w*|renew\w*|extension|option|hold(?:ing)?[- ]?over|review\w*|index\w*|cpi|increase\w*|adjust\w*|late|interest)\b)[\s\S]*\b(?:base |basic |monthly |annual |yearly )?rent(?:al)?\b[^.;]{0,120}?\b(?:(?:in\s+)?such\s+(?:amounts?|sums?|rates?)|(?:in\s+|at\s+)?(?:the|an?|any)\s+(?:amounts?|sums?|rates?|figure))\s+(?:as\s+|that\s+|which\s+)?(?:(?:is|are|may\s+be|shall\s+be)\s+)?(?:(?:the\s+)?(?:landlord|lessor)\s+(?:may\s+|shall\s+|will\s+)?(?:from\s+time\s+to\s+time\s+|in\s+its\s+\w+\s+)?(?:notif|determin|specif|sets?\b|fix|designat|publish|decid|stipulat|nominat|requir|demand|select|choos|announc|quot)\w*|(?:notified|determined|specified|set|fixed|designated|published|decided|stipulated|nominated|announced|quoted)\s+(?:from\s+time\s+to\s+time\s+)?by\s+(?:the\s+)?(?:landlord|lessor))`;

/**
 * Rent whose times or amounts are whatever the landlord demands (session 25, misses20): "at such times and in such
 * instalments as the Lessor may from time to time demand", "the Lessor may at any time require the Lessee to pay up to
 * six (6) months' rent in advance", "Rent ... is payable on demand by the Lessor". The sum is stated, but not when it
 * falls due: the tenant may be called on for it at any time. Not the insurance rent, service charge or other sums a
 * lease makes payable on demand, nor rent on a stated day. Read from the sentence's start, so the tenant named as the
 * one who pays is not taken for the party the demand favours.
 */
const RENT_WHEN_DEMANDED = r`^(?![\s\S]*\b(?:additional\s+rent|insurance|service\s+charges?|outgoings|VAT|interest|late|arrears|deposit|bond)\b)(?=[\s\S]*?\brent(?:al)?\b)[\s\S]*?(?:\b(?:at|on)\s+such\s+(?:other\s+)?(?:times?|dates?|intervals?)\b[^.;]{0,60}?\bas\s+(?:the\s+)?(?:landlord|lessor)\s+(?:may\s+|shall\s+|will\s+)?(?:from\s+time\s+to\s+time\s+)?(?:demand|require|specif|determin|decide|notif|direct|call)\w*|\b(?:landlord|lessor)\s+may\s+(?:at\s+any\s+time\s+)?(?:require|demand|call\s+for)\b[^.;]{0,60}?\b(?:months?|years?|quarters?)['’]?\s+(?:rent|rental)\s+(?:in\s+advance|up\s*front)|\brent(?:al)?\b[^.;]{0,60}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:payable|due|paid)\s+on\s+(?:the\s+)?(?:(?:landlord|lessor)['’]s\s+)?demand\b)`;

/**
 * A renewal the landlord may refuse as it pleases, so no option at all: "Landlord may grant or refuse such request in its
 * absolute discretion", "an extension ... subject to Landlord's sole approval" (not consent that may not be unreasonably
 * withheld, nor a discretion that arises only on a stated ground: "if Tenant is then in default").
 */
// (or the renewal, or its rent, "agreed by the Landlord in its sole discretion", "as the Landlord thinks fit")
const RENEWAL_AT_LANDLORDS_WILL = r`(?=[^.]*\b(?:renew\w*|extend\w*|extension)\b)[^.]*?\b(?:landlord|lessor)\b[^.;]{0,60}\b(?:may|shall be (?:entitled|free) to|is (?:entitled|free) to|reserves the right to)\s+(?:\w+\s+(?:or|and)\s+)?(?:refuse|decline|reject|withhold|deny)\b[^.;]{0,80}\b(?:absolute|sole|unfettered|own|complete)\s+discretion(?![^.;]{0,80}\b(?:if|where|unless|provided|in the event|only)\b)|\b(?:renew\w*|extend\w*|extension)\b[^.;]{0,120}\b(?:subject to|at|in|requires?|conditional (?:up)?on)\s+(?:the\s+)?(?:landlord|lessor)['’]s\s+(?:absolute\s+|sole\s+|unfettered\s+|own\s+)?(?:discretion|agreement|approval|consent)\b(?![^.;]{0,40}\bnot (?:to )?be unreasonably)|\b(?:renew\w*|extend\w*|extension)\b[^.;]{0,160}?\b(?:landlord|lessor)\b[^.;]{0,30}?(?:${OWN_DISCRETION}|${OWN_OPINION})(?![^.;]{0,80}\b(?:if|where|unless|in the event)\b)(?![^.;]{0,40}\bnot (?:to )?be unreasonably)`;

/**
 * Deductions from the deposit that the landlord sets by its own view: "less any amount that Landlord in its sole discretion
 * considers to be owed", "after deducting such sums as the Landlord deems appropriate" (not amounts "then due" or
 * "reasonably incurred", nor a reasonable opinion, nor a sentence that does not name the landlord).
 */
const DEDUCTED_AT_WILL = r`^(?=[\s\S]*\b(?:landlord|lessor)\b)[\s\S]*?\b(?:less|minus|after deducting|deduct\w*|withhold\w*|retain\w*|set(?:ting)?[- ]off)\b[^.;]{0,80}?(?:${OWN_DISCRETION}|${OWN_OPINION}|\b(?:landlord|lessor)\s+(?:deems?|considers?|thinks?|determines?)\s+(?:appropriate|fit|necessary|owed|due))`;

/**
 * A renewal right negated: "Tenant shall have no option to renew", "is not entitled to extend the Term", "this Lease
 * shall not be renewed or extended" (not a bar only while the tenant is in default, nor one lifted by an option given
 * elsewhere: "unless", "except", "save", "other than", "if", "while"; nor the usual end of an option once used: "no
 * right to renew beyond the Extension Term", "the renewal term shall not be renewed").
 */
/**
 * A "renewal" that is only the tenant's request for a new lease, which the landlord may refuse as it pleases, said over
 * two sentences: "The Tenant may ask the Landlord for a new lease ... . The Landlord may grant or refuse the request in
 * its absolute discretion" (read with the sentence after the request: the check's window). Not a discretion the
 * landlord must not exercise unreasonably.
 */
const NEW_LEASE_ASKED = r`\b(?:tenant|lessee)\b[^.;]{0,80}?\b(?:new|further|fresh)\s+lease\b`;
const NEW_LEASE_AT_LANDLORDS_WILL = r`${NEW_LEASE_ASKED}[^.;]*[.;]?\s*[^.;]*?\b(?:landlord|lessor)\b[^.;]{0,80}?\b(?:absolute|sole|unfettered|own|complete)\s+discretion\b(?![^.;]{0,40}\bnot (?:to )?be unreasonably)`;

const NO_RENEWAL = r`(?:\b(?:shall|will|does|do)\s+have\s+no\s+|\b(?:has|have)\s+no\s+|\b(?:shall|will|does|do)\s+not\s+have\s+(?:an?|any|the)\s+|\bthere\s+(?:is|shall\s+be|will\s+be)\s+no\s+|\bwithout\s+(?:any\s+)?)(?:option|right|entitlement)\s+(?:\w+\s+){0,2}?to\s+(?:renew|extend)\b|\bnot\s+(?:be\s+)?entitled\s+to\s+(?:renew|extend)\b|(?<!\b(?:renewal|extension|renewed|extended|option|additional|further)\s+)\b(?:lease|term)\b[^.;]{0,20}\b(?:shall|will|may)\s+not\s+be\s+(?:renewed|extended)\b|\bno\s+(?:renewal|extension)\s+(?:option|right|term)s?\b`;
const NO_RENEWAL_UNLESS = r`(?![^.;]*\b(?:unless|except|save|other than|if|while|during any|so long as|until|beyond|thereafter|again|second|further|additional)\b)`;

/**
 * A discretion to refuse that needs no reason at all: "which Landlord may withhold for any reason or no reason", "for
 * any reason whatsoever", "may refuse consent without giving reasons", "arbitrarily" (not consent that may not be
 * unreasonably withheld).
 */
const ANY_REASON = r`\b(?:for\s+any\s+(?:reason\s+)?or\s+(?:for\s+)?no\s+reason(?:\s+at\s+all)?|for\s+no\s+reason|(?<!\bnot\b[^.;]{0,40})(?:for\s+any\s+reason\s+(?:whatsoever|at\s+all)|for\s+whatever\s+reason)(?![^.;]{0,20}\bother\s+than\b)|without\s+(?:giving|stating|providing|assigning|having)?\s*(?:any\s+)?reasons?|arbitrarily|whether\s+or\s+not\s+(?:such\s+)?(?:refusal|withholding)\s+is\s+reasonable|whether\s+reasonabl[ey]\s+or\s+not)\b`;

/**
 * The deposit given back to the tenant: "returned", "refunded", "repaid", "released to the Tenant", "pay the balance of
 * the Rent Deposit ... to the Tenant", "account to the Lessee for the deposit" (not the tenant paying the deposit in).
 */
const GIVEN_BACK = r`(?:\b(?:return|refund|repa(?:y|id)|releas)\w*|\bpa(?:y|id)\s+(?:back\s+)?(?:to\s+(?:the\s+)?(?:tenant|lessee)\s+)?(?:the\s+)?(?:balance|remainder|amount)\b(?=[^.;]{0,80}\b(?:tenant|lessee)\b)|\baccount\w*\s+(?:to\s+(?:the\s+)?(?:tenant|lessee)\s+)?for\b)`;

/**
 * A deposit the landlord may spend on whatever it says it is owed, not on what is due: "may apply the deposit to any
 * amount Landlord claims is owed", "may deduct such sums as the Lessor considers appropriate", "at its sole discretion"
 * (not amounts due and unpaid, nor what the landlord reasonably determines).
 */
const DEPOSIT_AT_WILL = r`\b(?:apply|applied|use|used|deduct\w*|retain\w*|set\s+off|draw\s+(?:on|down)|appropriat\w*|withh[oe]ld\w*)\b[^.;]{0,80}\b(?:(?:any|such|all|whatever)\s+(?:amounts?|sums?|costs?|losses?|damages?|charges?|moneys?|monies)\b[^.;]{0,20}?\b(?:(?:that|which|as)\s+)?(?:the\s+)?(?:landlord|lessor)\s+(?:alone\s+|itself\s+|unilaterally\s+)?(?:claims?|alleges?|asserts?|contends?|considers?|believes?|deems?|says?|thinks?|estimates?|determines?)\b(?!\s+(?:reasonabl\w*|in good faith|acting reasonably)\b)|${OWN_DISCRETION})`;

/**
 * The deposit given back only once the premises are let again: "once the Premises have been re-let", "not be returned
 * until the Landlord has found a replacement tenant", "after the Landlord has granted a new lease ... to an incoming
 * tenant", in either order, past a cross-reference's full stop ("under clause 5.2") (not a return by a date "whether
 * or not" the premises are re-let, nor "after the end of the Term").
 */
const NO_STOP = r`(?:[^.;]|\.(?=\d))`;
const RELET_EVENT = r`(?:(?!\b(?:end|expiry|expiration|termination|whether|even|regardless|irrespective|without)\b)${NO_STOP}){0,80}?\b(?:re-?let(?:s|ting)?|re-leas\w*|(?:new|replacement|incoming|substitute|successor)\s+(?:tenant|lessee|occupier)s?|new\s+lease)\b`;
const DEPOSIT_UNTIL_RELET = r`${GIVEN_BACK}${NO_STOP}{0,120}?\b(?:until|unless|once|after|when|following|upon|on)\b${RELET_EVENT}|\b(?:until|once|after|when|following|upon)\b${RELET_EVENT}${NO_STOP}{0,120}?${GIVEN_BACK}`;

/**
 * A renewal option lost for any breach at any time, however small and even if put right: "lapses if the Lessee has at any
 * time during the term been in default ..., even if the default was later remedied", "if the Tenant has ever paid rent
 * late", "has strictly performed and observed all of its covenants throughout the Term", also in a sentence of its own that
 * names only "the option" or "that right ... exercised" (not an option barred only by a
 * breach that subsists, or was notified and left unremedied, at the date of the notice).
 */
const OPTION_LOST_FOR_ANY_BREACH = r`(?:\boption|\bright\s+to\s+(?:renew|extend)|\b(?:that|this|the|such)\s+right(?=[^.;]{0,40}\bexercis))\b[^.]{0,300}?(?:\b(?:any|every|each)\s+(?:\w+\s+){0,3}?(?:breach|default|late\s+payment|failure)\b[^.;]{0,80}?\b(?:whether\s+or\s+not|even\s+if|even\s+though|however)\b[^.;]{0,30}?\b(?:remedied|cured|rectified|waived|minor|trivial|small)\b|\b(?:strictly|fully|punctually)\s+(?:complied|performed|observed)\b[^.;]{0,60}?\b(?:at\s+all\s+times|throughout)\b|\b(?:has|have)\s+(?:ever|at\s+any\s+time)\b[^.;]{0,40}?\b(?:breach\w*|default\w*|late|fail\w*)\b)`;

/**
 * Recapture: asked to consent to an assignment or a subletting, the landlord may end the lease or take the premises back
 * instead: "Should the Lessee apply for consent to sublet ..., the Lessor may by notice end this Lease", "the right to
 * recapture the Premises ... after receiving Tenant's request for consent to any assignment", "Before applying for
 * consent to underlet, the Tenant must first offer to surrender ..., and the Landlord may accept the surrender" (not a
 * landlord who must answer the request, nor one that may not end the lease).
 */
const DEALING_REQUEST = r`\b(?:request\w*|ask\w*|appl(?:y|ies|ied|ying|ication)|propos\w*|seek\w*|wish\w*|desir\w*)\b[^.;]{0,60}?\b(?:assign\w*|sub-?l(?:et|ease)\w*|under-?l(?:et|ease)\w*)`;
const TAKEN_BACK = r`\b(?:landlord|lessor)\b[^.;]{0,40}?\b(?:may|shall\s+(?:be\s+entitled|have\s+the\s+right)|is\s+entitled|has\s+the\s+right|reserves\s+the\s+right)\b(?!\s+not\b)[^.;]{0,80}?\b(?:terminat\w*|end|recapture|take\s+back|resume\s+possession|re-?enter|(?:require|accept)\s+(?:a\s+|the\s+)?surrender|require\s+(?:the\s+)?(?:tenant|lessee)\s+to\s+surrender)\b`;
const RECAPTURE_ON_REQUEST = r`${DEALING_REQUEST}[^.]{0,200}?${TAKEN_BACK}|${TAKEN_BACK}[^.]{0,200}?${DEALING_REQUEST}`;

/** Words that take what follows out of a list ("excluding", "other than", "but not"), or give it to the landlord. */
const NOT_EXCLUDED = r`(?:(?!\b(?:exclud\w*|except\w*|other than|save|but not|not including|(?:does|do|shall|will)\s+not\s+include|no|(?:landlord|lessor)\s+(?:shall|will|must|is responsible))\b)[^.;])`;
/**
 * Service charge or additional rent that passes on the landlord's capital and structural costs, or has no cap: "its
 * share of operating expenses, including capital expenditures and structural repairs", "roof replacement and any
 * improvements Landlord elects to make", "rebuilding, renewing and improving the structure", "without cap", "no limit
 * on the Service Costs" (not a charge that excludes them: "excluding", "other than").
 */
const NOT_LANDLORDS = r`(?![^.;]{0,40}\b(?:(?:shall|will)\s+be\s+|are\s+|is\s+)?(?:borne|paid|payable)\s+(?:solely\s+)?by\s+(?:the\s+)?(?:landlord|lessor)\b|[^.;]{0,20}\bat\s+(?:the\s+)?(?:landlord|lessor)['’]s\s+(?:own\s+|sole\s+)?(?:cost|expense))`;
/** The landlord's capital and structural costs passed on through the charge. */
const CHARGE_CAPITAL = r`(?:(?<!\b(?:exclud\w*|except\w*|other than|save|but not|not including|(?:does|do|shall|will)\s+not)\b[^.;]{0,120})\b(?:includ\w*|together with|as well as|and|plus)\b${NOT_EXCLUDED}{0,120}?\b(?:capital\s+(?:expenditures?|costs?|improvements?|repairs?|replacements?|items|works?|expenses)|structural\s+(?:repairs?|works?|costs?|items|replacements?)|(?:the\s+)?(?:cost|costs)\s+of\s+(?:any\s+)?(?:structural|capital)\b|(?:roof|structure|foundations?)\s+(?:replacement|renewal|reconstruction)|(?:rebuild\w*|renew\w*|replac\w*|improv\w*|upgrad\w*|refurbish\w*|moderni[sz]\w*)(?:(?:\s*,\s*|\s+(?:and|or)\s+)[a-z]+ing)*\s+(?:of\s+)?(?:the\s+|its\s+|any\s+)?(?:roof|structure|structural\s+(?:components?|elements?|parts?)|foundations|building systems|lifts?|elevators?|escalators?|(?:heating\s+|air[- ]conditioning\s+|mechanical\s+)?plant|machinery|chillers?|boilers?|hvac)|\b(?:sinking|reserve|replacement)\s+funds?\b|\bwhether\s+or\s+not\s+(?:in\s+the\s+nature\s+of\s+)?(?:a\s+)?repairs?\b|improvements?\s+(?:that\s+|which\s+)?(?:the\s+)?(?:landlord|lessor)\s+(?:elects?|chooses?|decides?|wishes?|may\s+make|makes?))\b)${NOT_LANDLORDS}`;
/** A charge said to have no cap. */
const CHARGE_NO_CAP = r`(?:\b(?:without|with\s+no|not\s+subject\s+to\s+any)\s+(?:any\s+)?(?:cap|ceiling|maximum|limit)\b|\buncapped\b|\bno\s+(?:limit|cap|ceiling|maximum)\s+(?:on|to)\b)${NOT_LANDLORDS}`;
/**
 * The pool of costs a service charge or outgoings clause passes on, where it is defined apart from the charge: '"Landlord's
 * Costs" means all costs incurred by the Landlord in relation to the Building', '"Building Costs" means ...', "The
 * Outgoings include ...", "The Service Costs comprise ..." (the Australian and New Zealand "outgoings" only where they are
 * the tenant's or the lease's).
 */
const COST_POOL = r`(?=[^.;]*(?:\b(?:building|premises|property|estate|(?<!\bcost\s)cent(?:re|er))\b|\b(?:common\s+(?:areas?|parts)|landlord|lessor|tenant|lessee)\b))(?:["“]?\b(?:building|service|estate|centre|center|operating|common\s+area|landlord['’]s|lessor['’]s|property)\s+(?:costs|expenses|expenditure|outgoings)["”]?\s+(?:means?|includes?|comprises?|shall\s+(?:mean|include|comprise)|(?:is|are)\s+all)\b|\b(?:the\s+)?outgoings\b[^.;]{0,20}\b(?:means?|includes?|comprises?|shall\s+(?:mean|include|comprise)|do\s+not\s+include)\b|\b(?:tenant|lessee)['’]s\s+(?:proportion|share)\s+of\s+(?:the\s+)?(?:\w+\s+)?outgoings\b)|\b(?:pay|contribute)\s+(?:its|their|the\s+(?:tenant|lessee)['’]s)\s+(?:proportion|share)\s+of\s+(?:the\s+)?outgoings\b`;
/**
 * The tenant made to insure the whole building, or the landlord freed of any duty to insure: "The Tenant must insure the
 * Building, including its structure", "Lessee shall at its own cost keep the entire building ... insured", "the Tenant shall
 * effect buildings insurance", "The Landlord shall not be obliged to insure", "has no obligation to insure anything" (not
 * the tenant insuring its contents, fit-out or liability, nor the premises it occupies, the playbook's fallback; nor a landlord
 * freed of insuring the tenant's own goods and fixtures: NOT_TENANTS_OWN).
 */
/**
 * Not the tenant's own things: what follows a landlord's freedom from insuring is not "the Tenant's stock, fit-out or plant",
 * "any personal property, trade fixtures or equipment of Tenant", "the Tenant's fixtures, fittings and contents" (the usual
 * split, which the tenant insures), unless the landlord's own are named with them.
 */
const NOT_TENANTS_OWN = r`(?!\s+(?:(?:any|the|all)\s+(?:of\s+the\s+)?)?(?:(?:tenant|lessee)['’]s?\b|(?:(?:personal|movable|moveable)\s+property|trade\s+fixtures|fixtures|fittings|contents|stock|goods|equipment|plant|chattels|belongings|fit-?out|inventory|vehicles|merchandise)\b(?![^.;]{0,60}\b(?:landlord|lessor)['’]s\b)))`;
const TENANT_INSURES_BUILDING = r`\b(?:tenant|lessee)\b[^.;]{0,40}\b(?:shall|must|will|agrees?\s+to|covenants?\s+to|undertakes?\s+to)\s+(?:[\w'’]+\s+){0,5}?(?:insure|keep|effect|take\s+out|maintain|procure)\s+(?:the\s+(?:whole\s+(?:of\s+the\s+)?|entire\s+)?(?:building|structure)\b|(?:the\s+)?buildings?\s+insurance\b|insurance\s+(?:of|for|on)\s+the\s+(?:whole\s+(?:of\s+the\s+)?|entire\s+)?building\b)|\b(?:landlord|lessor)\b[^.;]{0,30}\b(?:(?:shall|will)\s+not\s+be\s+(?:obliged|required|bound)|is\s+not\s+(?:obliged|required|bound)|(?:is|shall\s+be)\s+under\s+no\s+(?:obligation|duty)|(?:has|shall\s+have)\s+no\s+(?:obligation|duty|responsibility)|need\s+not)\s+(?:to\s+)?(?:insure|effect\s+(?:any\s+)?insurance|take\s+out\s+(?:any\s+)?insurance)\b${NOT_TENANTS_OWN}`;

/**
 * Rent that stays payable while damage keeps the tenant out: a sentence on damage, destruction, fire, casualty or premises
 * unfit for use that keeps the rent running ("the rent shall continue to be payable in full", "Base Rent shall not
 * abate", "no abatement of rent shall apply", "remains liable for the full rent"). Not where the sentence speaks of
 * what the tenant caused or of insurance vitiated by it (rent suspension's usual exception), nor where it suspends or
 * abates the rent. (A section number's dot, "2.2", does not end the sentence.) Also the tenant told to go on paying it:
 * "shall continue to pay the rent notwithstanding any damage ... by an insured risk", "must keep paying the full rent even
 * if the Premises are damaged" (hold-out 18's misses, session 23), not "need not keep paying".
 */
const RENT_RUNS_ON = r`^(?=(?:[^.;]|\.\d)*\b(?:damage[ds]?|destroy\w*|destruction|casualty|fire|untenantable|unfit\s+for\s+(?:use|occupation)|insured\s+risks?)\b)(?!(?:[^.;]|\.\d)*\b(?:vitiat\w*|(?:caused|occasioned)\s+by|(?:act|default|neglect|negligence|fault|omission)\s+(?:or\s+\w+\s+)?of)\b)(?:[^.;]|\.\d)*?(?:\brent\w*\b[^.;]{0,60}?\b(?:shall|will|is\s+to|must)\s+(?:continue|remain)\s+(?:to\s+be\s+)?(?:payable|due)\b|\brent\w*\b[^.;]{0,40}?\b(?:shall|will)\s+not\s+(?:abate|cease|be\s+(?:suspended|abated|reduced))\b|\bno\s+(?:abatement|suspension|reduction|cesser)\s+of\s+(?:the\s+)?(?:\w+\s+)?rent\b|\b(?:remains?|shall\s+remain|continues?\s+to\s+be)\s+liable\s+(?:for|to\s+pay)\s+(?:the\s+)?(?:full\s+|whole\s+)?(?:\w+\s+)?rent\b|(?<!\b(?:not|never)\s+)\b(?:shall|will|must|is\s+to|agrees?\s+to)\s+(?:continue\s+to\s+pay|continue\s+paying|keep\s+(?:on\s+)?paying)\s+(?:the\s+)?(?:full\s+|whole\s+)?(?:\w+\s+)?rent\b)`;

/**
 * A landlord freed of rebuilding after insured damage: "shall be under no obligation to reinstate", "is not required to
 * rebuild or restore", "need not lay it out in rebuilding" (not where the sentence makes the release conditional, as on
 * planning permission that cannot be had: "if", "where", "unless").
 */
const NO_REINSTATEMENT = r`\b(?:landlord|lessor)\b[^.;]{0,80}?\b(?:(?:shall|will)\s+(?:be\s+)?(?:under\s+no\s+(?:obligation|duty)|not\s+(?:be\s+)?(?:obliged|required|bound))|is\s+(?:under\s+no\s+(?:obligation|duty)|not\s+(?:obliged|required|bound))|need\s+not)\s+(?:to\s+)?(?:(?:lay\s+(?:it|them|\w+\s+\w+)\s+out\s+in\s+)?(?:reinstat|rebuild|restor|repair)\w*|apply\s+(?:the\s+)?insurance\s+(?:money|monies|moneys|proceeds))\b(?![^.;]{0,160}\b(?:if|where|unless|until|save|except)\b)`;

/**
 * Entry on "reasonable", "adequate" or "sufficient" notice with no period stated in the sentence: the playbook's fallback,
 * not the 24 hours' written notice it prefers ("on reasonable prior notice", "after giving reasonable notice", "on giving
 * the Tenant adequate notice"; not "on at least 48 hours' notice" nor "two business days' notice").
 */
const ENTRY_ON_UNSTATED_NOTICE = r`^(?![^.]*\b(?:\d+|one|two|three|four|five|seven|ten|fourteen|twenty-four|forty-eight|seventy-two)\s*(?:\(\d+\)\s*)?(?:clear\s+|business\s+|working\s+)?(?:hours?|days?)\b)[^.]*\b(?:reasonable|adequate|sufficient|appropriate)\s+(?:prior\s+|advance\s+|written\s+|oral\s+)*notice\b`;

/**
 * A break right the landlord holds as well as the tenant: "Either party may terminate this Lease on the third anniversary",
 * "The Lessor or the Lessee may end this lease", "Each of the Landlord and the Tenant may determine this Lease": the
 * playbook's fallback (mutual break rights), not its tenant-only break (not a right to end the lease on a breach,
 * insolvency, damage or another stated ground; only a sentence in a lease's words, not "either party may terminate this
 * Agreement" in a contract of another kind).
 */
const MUTUAL_BREAK = r`^(?=[^.]*\b(?:lease|landlord|lessor|tenant|lessee|premises|tenancy)\b)(?![^.]*\b(?:breach\w*|default\w*|insolv\w*|bankrupt\w*|destroy\w*|damaged?|condemn\w*|compulsor\w*|unfit|if|unless|in\s+the\s+event|should)\b)[^.]*?(?:\b(?:either|each)\s+(?:party|of\s+the\s+parties)|\b(?:the\s+)?(?:landlord|lessor)\s+(?:or|and)\s+(?:the\s+)?(?:tenant|lessee)|\b(?:the\s+)?(?:tenant|lessee)\s+(?:or|and)\s+(?:the\s+)?(?:landlord|lessor)|\bthe\s+parties)\b[^.;]{0,40}?\b(?:may|shall\s+(?:be\s+entitled|have\s+the\s+right)\s+to|(?:is|are)\s+entitled\s+to)\s+(?:\w+\s+){0,2}?(?:terminat\w*|end|determine|break)\b`;

/**
 * Consent to assign on condition that the outgoing tenant guarantees its assignee or stays liable with it: "enters into an
 * authorised guarantee agreement", "shall remain jointly and severally liable with the assignee", "must first guarantee
 * the incoming tenant's performance": the playbook's fallback (not a release on assignment).
 */
const TENANT_GUARANTEES_ASSIGNEE = r`\bauthori[sz]ed\s+guarantee\b|\b(?:tenant|lessee)\s+(?:shall|will|must)\s+(?:\w+\s+){0,2}?(?:remain|continue\s+to\s+be|be\s+and\s+remain)\s+(?:jointly\s+and\s+severally\s+|primarily\s+|fully\s+)?liable\b|\b(?:tenant|lessee)\s+(?:shall|will|must)\s+(?:first\s+)?(?:guarantee|stand\s+surety\s+for)\b[^.;]{0,60}\b(?:assignee|incoming|new\s+tenant|successor)|\bguarantee\w*\s+(?:the\s+)?(?:performance|obligations)\b[^.;]{0,60}\bby\s+the\s+assignee\b`;

/**
 * The landlord repairing the structure and recovering the cost through the service charge, operating expenses or
 * outgoings: "the cost being a Service Cost", "the cost of doing so shall be included in Operating Expenses", "may recover
 * the cost as part of the Outgoings": the playbook's fallback (not a cost the landlord bears, or may not recover).
 */
const POOLS = r`(?:service\s+(?:costs?|charges?)|operating\s+(?:expenses|costs)|outgoings|common\s+area\s+(?:maintenance|charges?|costs?|expenses))`;
const REPAIR_THROUGH_CHARGE = r`^(?![^.]*\b(?:not|never)\s+(?:be\s+)?(?:included|recover\w*|form(?:ing)?|part)\b)(?=[^.]*\b(?:landlord|lessor)\b[^.;]{0,80}\b(?:repair|maintain|keep|replace)\w*\b)[^.]*?(?:\bcosts?\s+(?:of\s+\w+\s+(?:so|which|them|it)\s+)?(?:being|shall\s+be|is|are|to\s+be|will\s+be|forms?|forming)\s+(?:included\s+in\s+|part\s+of\s+|recoverable\s+(?:as|through|under)\s+)?(?:an?\s+|the\s+)?${POOLS}|\brecover\w*\s+(?:the\s+)?(?:cost|costs|expenses?)\s+(?:\w+\s+){0,3}?(?:as|through|via|under|by\s+way\s+of|in)\s+(?:part\s+of\s+)?(?:the\s+)?${POOLS})`;

/**
 * The deposit returned within two months rather than one: "returned ... within sixty (60) days", "refund the bond ...
 * within 45 days", "Within sixty days after the end of the Term, the Landlord shall pay the balance ... to the Tenant": the
 * playbook's fallback (a later return is read as unacceptable elsewhere).
 */
const DAYS_31_TO_60 = r`(?:(?:thirty-(?:one|five)|forty(?:-(?:two|five))?|fifty(?:-six)?|sixty)\s*(?:\(\d+\)\s*)?(?:calendar\s+)?days|\(?(?<!\d)(?:3[1-9]|[45]\d|60)\)?\s*(?:calendar\s+)?days|(?:two|2)\s*(?:\(2\)\s*)?months)`;
const DEPOSIT_BACK_IN_TWO_MONTHS = r`${GIVEN_BACK}[^.;]{0,60}?\b(?:within|after|no\s+later\s+than|not\s+later\s+than)\s+(?:a\s+period\s+of\s+)?${DAYS_31_TO_60}|\b(?:within|no\s+later\s+than|not\s+later\s+than)\s+${DAYS_31_TO_60}[^.;]{0,80}?${GIVEN_BACK}`;

/** A cap on the charge, or on its increases: "shall not exceed", "capped at", "no more than 5% above" (not "without any cap"). */
const CHARGE_CAP = r`(?<!\b(?:without|with\s+no|no|not\s+subject\s+to)\s+(?:any\s+)?)\b(?:cap(?:ped)?|ceiling|maximum)\b|\bnot\s+(?:to\s+)?exceed\b|\bno\s+more\s+than\b|\b(?:shall|will|must)\s+not\s+(?:increase|rise)\s+by\s+more\s+than\b`;
/**
 * The charge accounted for: a statement or certificate of the costs actually incurred (by an accountant or surveyor), a
 * reconciliation with the payments on account, or the tenant's right to audit or inspect the accounts, invoices or
 * vouchers.
 */
const CHARGE_ACCOUNTED = r`\b(?:audit\w*|inspect\w*|reconcil\w*|vouchers?)\b|\bstatement\s+of\s+(?:the\s+)?(?:actual\s+|total\s+)?(?:costs?|expenses|expenditure|outgoings|service\s+charge)\b|\bcertified\s+by\s+(?:an?\s+|the\s+)?(?:independent\s+)?(?:accountant|auditor|surveyor)\b|\b(?:copies\s+of|examine)\s+(?:the\s+)?(?:invoices|receipts|accounts|records)\b`;
/** The charge kept to running costs, or capped: "excluding capital expenditure", "shall not increase by more than 5%". */
const CHARGE_LIMITED = r`\b(?:exclud\w*|other than|but not|not including|(?:shall|does|do|will)\s+not\s+include)\b[^.;]{0,120}\b(?:capital|structural|structure|roof|replac\w*|improvements?|plant|lifts?|sinking|reserve|refurbish\w*)\b|\b(?:cap(?:ped)?|ceiling|not\s+(?:to\s+)?exceed|no\s+more\s+than|shall\s+not\s+increase\s+by\s+more\s+than)\b|\bamortis\w*|\bamortiz\w*`;

/**
 * How a landlord's negligence may be qualified before the word: "own", "sole", "sole, joint or concurrent", "contributory",
 * "active or passive" (up to four such words, joined by commas, "or", "and").
 */
const NEGLIGENCE_KIND = r`(?:(?:own|sole|joint|concurrent|contributory|comparative|partial|active|passive)(?:\s*,\s*|\s+(?:or|and|and\/or)\s+|\s+)){0,4}`;

/**
 * The tenant's indemnity reaching the landlord's own negligence or default: "including those caused by Landlord's own
 * negligence", "whether or not caused by the negligence of the Lessor", "even if arising from Landlord's default" (not
 * an indemnity that carves it out: "except to the extent caused by Landlord's negligence").
 */
const INDEMNITY_FOR_LANDLORD = r`\b(?:tenant|lessee)\b[^.;]{0,120}\b(?:indemnif\w*|hold\w*\s+(?:\w+\s+){0,3}harmless|defend\w*)\b[^.;]*?\b(?:including|includes|even\s+(?:if|where|when|though)|whether\s+or\s+not|regardless\s+of\s+whether|irrespective\s+of\s+whether|notwithstanding)\b${NOT_EXCLUDED}{0,80}?\b(?:(?:landlord|lessor)['’]s?\s+${NEGLIGENCE_KIND}(?:(?:gross\s+)?negligen\w*|fault|default|breach|wil(?:l)?ful\s+misconduct)|(?:(?:gross\s+)?negligen\w*|fault|default|breach|acts?\s+or\s+omissions?|wil(?:l)?ful\s+misconduct)\s+(?:of|by)\s+(?:the\s+)?(?:landlord|lessor))\b`;
/** The same indemnity, with the landlord's own negligence carved out. */
const INDEMNITY_CARVED = r`\b(?:except|other than|save|excluding|but not|unless)\b[^.;]{0,80}\b(?:(?:landlord|lessor)['’]s?\s+${NEGLIGENCE_KIND}(?:(?:gross\s+)?negligen\w*|fault|default|breach|wil(?:l)?ful\s+misconduct)|(?:(?:gross\s+)?negligen\w*|fault|default|breach|acts?\s+or\s+omissions?|wil(?:l)?ful\s+misconduct)\s+(?:of|by)\s+(?:the\s+)?(?:landlord|lessor))\b`;

/**
 * An item of the tenant's covenant list, read with its lead-in ("The Tenant covenants with the Landlord as follows: (b) to
 * keep the whole of the Premises, including the roof and main structure, in good and substantial repair"): the item has
 * no subject of its own, the lead-in names the tenant; not an item that leaves the structure out or to the landlord.
 */
const TENANTS_LISTED_COVENANT = r`\b(?:tenant|lessee)\b[^.;:]{0,40}\b(?:covenants?|agrees?|undertakes?|shall|will|must)\b[^.;:]{0,60}:\s*(?:\(?[a-z0-9]{1,4}[.)]\s*)?(?:to\s+)?(?![^.;]*\b(?:landlord|lessor)\b)(?:keep|put|maintain|repair)\b(?:(?!\b(?:exclud\w*|except\w*|other\s+than|save|interior|non-?structural)\b)[^.;]){0,160}\b(?:structur\w*|roof|foundations?|exterior)\b`;

/**
 * The landlord's repair of the structure paid for by the tenant in full, the protection taken back by its own proviso:
 * "Landlord shall repair the roof and structure at Tenant's cost", "and Tenant shall reimburse Landlord for the whole
 * cost of such repairs", "shall carry out all structural repairs ..., and the Tenant shall bear the entire expense" (not a share
 * through a capped service charge, nor damage the tenant caused: "caused by Tenant"; session 26, misses21: "needed because
 * of damage done by the Tenant", "due to the Tenant's breach", "arise from the Tenant's misuse").
 */
const STRUCTURE_AT_TENANTS_COST = r`^(?![^.;]*\b(?:caused|occasioned|resulting|done|made)\s+by\s+(?:the\s+)?(?:tenant|lessee)\b|[^.;]*\b(?:because\s+of|due\s+to|arising\s+(?:from|out\s+of)|arise\s+from|attributable\s+to|resulting\s+from|result\s+from|needed\s+by\s+reason\s+of|by\s+reason\s+of)\s+(?:(?:any|the)\s+)?(?:(?:tenant|lessee)['’]s\s+(?:\w+\s+){0,2}?(?:act|acts|default|breach|negligence|neglect|fault|misuse|use|damage)|damage\s+(?:done|caused)\s+by\s+(?:the\s+)?(?:tenant|lessee))\b|[^.;]*\b(?:cap(?:ped)?|not\s+(?:to\s+)?exceed|service\s+charge|proportion|share)\b)(?=[^.;]*\b(?:structur\w*|roof|foundations?|exterior)\b)[^.;]*\b(?:landlord|lessor)\b[^.;]{0,40}\b(?:shall|will|must|agrees?\s+to|covenants?\s+to)\s+(?:(?:carry\s+out|undertake|do|make|effect)\s+(?:all\s+|any\s+|the\s+)?(?:structural\s+)?(?=repair)|(?:\w+\s+){0,2}?)(?:repair|maintain|keep|replace)\w*\b[^.;]*?(?:\b(?:at|for)\s+(?:the\s+)?(?:tenant|lessee)['’]s\s+(?:sole\s+|own\s+)?(?:cost|expense)|\b(?:tenant|lessee)\s+(?:shall|will|must)\s+(?:\w+\s+){0,2}?(?:reimburse|pay|bear|refund)\b[^.;]{0,60}\b(?:cost|costs|expense|expenses)\b)`;

/** The rent named by a schedule's row or a schedule the form leaves blank (schedule-values.ts: "the Annual Rent (left blank)"). */
const RENT_LEFT_BLANK = r`\b(?:base |monthly |annual |basic |yearly )?rent(?:al)?\b[^.;]{0,120}?\((?:[A-Za-z' -]{1,60}:\s*)?left blank\)`;

export const LEASE_PLAYBOOK: Playbook = {
  id: 'pbk_lease_standard',
  object: 'playbook',
  name: 'Standard commercial lease (tenant side)',
  document_type: 'lease',
  version: 1,
  built_in: true,
  based_on: null,
  checks: [
    {
      check_id: 'lease.rent',
      title: 'Rent and payment dates stated',
      category: 'commercial',
      description: 'Whether the rent, and when it is payable, are stated.',
      preferred_position: 'A fixed rent, payable monthly in advance or in arrears on a stated day.',
      fallbacks: ['Rent set out in a schedule incorporated by reference.'],
      severity: 'high',
      suggested_language: 'Tenant shall pay rent of [amount] per month, in advance on the first day of each calendar month.',
      enabled: true,
      detection: {
        topic: [r`\b(?:base |monthly |annual |basic )?rent\b`],
        entail: [r`.`],
        precedence: 'entail',
        // the rent itself left for the landlord to name later (RENT_AS_LANDLORD_SAYS): no rent is agreed at all
        // (or named only by a schedule row or schedule left blank: schedule-values.ts reads it "(left blank)")
        // (or due whenever, and in whatever amounts, the landlord demands: RENT_WHEN_DEMANDED)
        override: [RENT_AS_LANDLORD_SAYS, RENT_LEFT_BLANK, RENT_WHEN_DEMANDED],
        override_problems: ['The rent is whatever the landlord names, so no rent is agreed', 'The rent is left blank in the schedule it refers to, so no rent is stated', 'The rent falls due whenever, and in whatever amounts, the landlord demands: no payment dates are agreed'],
        positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'missing' },
        problem: { missing: 'The rent is not stated', overridden: 'The rent is whatever the landlord names, so no rent is agreed' },
        clause_type: 'payment_terms',
        max_evidence: 2,
      },
    },
    {
      check_id: 'lease.rent_increases',
      title: 'Rent increases are capped',
      category: 'commercial',
      description: 'Whether rent reviews and escalations are limited (a fixed percentage, CPI, or a cap), rather than at the landlord\'s discretion (CUAD: Price Restrictions).',
      preferred_position: 'Annual increases limited to CPI or a fixed percentage of no more than 3%.',
      fallbacks: ['Open-market rent review, upwards or downwards, decided by an independent expert if disputed.'],
      severity: 'medium',
      suggested_language: 'The rent increases on each anniversary of the Commencement Date by the lesser of the change in the Consumer Price Index over the previous twelve months and three percent (3%).',
      enabled: true,
      detection: {
        tiers: [RENT_INCREASE_TIER],
        topic: [r`(?:increase|adjust|escalat|review|revis|uplift|re-?set|re-?determin)\w*[^.;]{0,80}\brent\b|\brent\b[^.;]{0,80}(?:increase|adjust|escalat|review|revis|uplift|re-?set|re-?determin)\w*`],
        entail: [r`(?:not (?:to )?exceed|no more than|lesser of|capped?|consumer price index|\bcpi\b|retail price index|\brpi\b|\d+(?:\.\d+)?\s?%|per\s?cent|independent (?:expert|valuer|surveyor)|open[- ]market)`, MARKET_REVIEW],
        // at the landlord's will, or a review that can only go up (worse than the fallback's review "upwards or
        // downwards"): "the rent following any review shall never be less than the rent payable immediately before it"
        // (also a rent set by a surveyor or valuer the landlord alone appoints; or reviewed to "the higher of" the rent
        // payable before the review and the market rent, "whichever is the greater": upward only in other words)
        contradict: [r`(?:sole|absolute|own) discretion|as (?:the )?landlord (?:may )?(?:determine|decide|specif)|at any time|\b(?:surveyor|valuer|appraiser|expert|broker)\s+(?:\w+\s+)?(?:appointed|nominated|chosen|selected|instructed|engaged)\s+(?:solely\s+|only\s+)?by\s+(?:the\s+)?(?:landlord|lessor)\b(?!\s*(?:and|or|jointly|together|with)\b)|\bupwards?[- ]only\b|\b(?:not|never|in no (?:event|case))\b[^.;]{0,40}\b(?:be )?(?:less|lower|reduced|decreased?)\b[^.;]{0,40}\b(?:than|below)\b[^.;]{0,60}\b(?:rent|amount)\b[^.;]{0,40}\b(?:before|preceding|prior|previously|then (?:payable|in effect))\b|\bno (?:reduction|decrease)\b[^.;]{0,40}\brent\b|\b(?:higher|greater)\s+of\b(?=[^.;]{0,240}\b(?:rent|amount)\b[^.;]{0,60}\b(?:immediately\s+)?(?:before|preceding|prior to|previously|then (?:payable|in effect|current)|passing)\b)|\bwhichever\s+is\s+(?:the\s+)?(?:higher|greater)\b`, RISE_FLOOR_ABOVE_CAP, FIXED_RISE_ABOVE_3],
        // a review to the open market rent, up or down: the fallback
        fallback_when: { patterns: [MARKET_REVIEW], note: 'The rent is reviewed to the open market rent, not limited to CPI or a fixed rise of 3% or less' },
        topic_only: 'contradicted',
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
        problem: { unacceptable: 'The rent can rise without a cap, at the landlord\'s discretion, or only upward' },
        contradict_problems: ['The rent can rise without a cap, at the landlord\'s discretion, or only upward', 'The rent must rise each time by more than 3%, whatever inflation is', 'The rent must rise each time by more than 3%, whatever inflation is'],
        clause_type: 'price_restrictions',
        max_evidence: 2,
      },
    },
    {
      check_id: 'lease.renewal_option',
      title: 'Tenant has an option to renew',
      category: 'term',
      description: 'Whether the tenant may extend the lease for a further term on notice (CUAD: Renewal Term).',
      preferred_position: 'An option for the tenant to renew for a further term on the same terms, exercisable by notice.',
      fallbacks: ['A right of first negotiation for a new lease before the term ends.'],
      severity: 'low',
      suggested_language: 'Tenant may renew this Lease for one further term of [five (5)] years on the same terms, except rent, by giving Landlord written notice at least six (6) months before the end of the Term.',
      enabled: true,
      detection: {
        topic: [RENEWAL_AT_LANDLORDS_WILL, NO_RENEWAL, OPTION_LOST_FOR_ANY_BREACH, NEW_LEASE_ASKED, r`option to (?:renew|extend)|(?:renew|extend)\w*[^.;]{0,60}(?:further|additional|extension) (?:term|period)|renewal (?:term|option)`],
        entail: [r`(?:tenant|lessee)\b[^.;]{0,80}(?:may|(?:shall have|has) (?:the|an) (?:right|option)|is entitled)|option`],
        // no option at all: the landlord may refuse at its discretion, or the renewal needs its agreement
        // or none: the right negated outright ("shall have no option to renew")
        // or an option lost for any breach at any time, even one remedied (OPTION_LOST_FOR_ANY_BREACH)
        contradict: [RENEWAL_AT_LANDLORDS_WILL, r`(?:${NO_RENEWAL})${NO_RENEWAL_UNLESS}`, OPTION_LOST_FOR_ANY_BREACH, NEW_LEASE_AT_LANDLORDS_WILL],
        // (a request for a new lease, then the landlord's say over it in the next sentence)
        window: 2,
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
        problem: { unacceptable: 'The renewal "option" depends on Landlord\'s discretion' },
        contradict_problems: ['The renewal "option" depends on Landlord\'s discretion', 'Tenant has no option to renew', 'The option is lost for any breach at any time, even one put right', 'The renewal "option" depends on Landlord\'s discretion'],
        clause_type: 'renewal_term',
        max_evidence: 2,
      },
    },
    {
      check_id: 'lease.deposit',
      title: 'Security deposit is returned',
      category: 'commercial',
      description: 'Whether the security deposit is of a reasonable size (in months of rent) and is held for the tenant and returned, less lawful deductions, within a stated time after the lease ends.',
      preferred_position: 'A deposit of no more than two months\' rent, returned within 30 days after the lease ends, less only documented amounts owed.',
      fallbacks: ['A deposit of up to three months\' rent, returned within 60 days with an itemised statement of deductions.'],
      severity: 'medium',
      suggested_language: 'Landlord shall return the Security Deposit to Tenant within thirty (30) days after the end of the Term, less any amounts then due from Tenant, with an itemised statement of any deduction.',
      enabled: true,
      detection: {
        // ("rental bond", "security bond": the Australian and residential words for the deposit; not a bond posted for an
        // injunction)
        // (or a bare "bond" in a sentence on the tenancy, the Australian and New Zealand word for it: not a bond posted
        // with a court, a performance or surety bond, or a government bond)
        // (also a row of the particulars labelled "Bond", as Australian and New Zealand leases put it: "Item 6 — Bond: ...")
        topic: [r`(?:security )?deposit|\b(?:rental|security|tenancy|residential)\s+bond\b|(?:^|[|–—-]\s*)(?:item\s+\d{1,2}[a-z]?\s*[-–—.:)]?\s*)?bond\s*(?:[|:]|[-–—]\s)`, r`^(?=[^.;]*\b(?:tenant|lessee|landlord|lessor|premises)\b)(?![^.;]*\b(?:injunct\w*|court|relief|equitable|restrain\w*|remed(?:y|ies)|performance|surety|insurance|government|treasury|issu\w*|interest\s+rate|coupon)\b)[^.;]*\bbond\b`],
        entail: [GIVEN_BACK],
        // returned within two months rather than one: the fallback
        fallback_when: { patterns: [DEPOSIT_BACK_IN_TWO_MONTHS], note: 'The deposit is returned only within two months after the lease ends' },
        // kept from the tenant, or held long after the lease ends: a return later than the 60-day fallback (the number
        // in words of up to four: "one hundred and eighty (180) days"); or spent on whatever the landlord claims
        // (DEPOSIT_AT_WILL), or less whatever the landlord alone thinks is owed (DEDUCTED_AT_WILL)
        contradict: [DEDUCTED_AT_WILL, DEPOSIT_AT_WILL, DEPOSIT_UNTIL_RELET, r`non-?refundable|(?:shall|will) not be (?:returned|refunded)|forfeit\w*|${GIVEN_BACK}[^.;]{0,60}\b(?:until|within|after|no (?:earlier|sooner) than)\s+(?:[a-z]+(?:[- ][a-z]+){0,3}\s+)?\(?(?:(?:[3-9]|[1-9]\d)\)?\s*months|(?:6[1-9]|[7-9]\d|\d{3,})\)?\s*days|(?:one|two|three)\)?\s*years?)\b|${GIVEN_BACK}[^.;]{0,60}\b(?:until|within|after|no (?:earlier|sooner) than)\s+(?:three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty-four)\s+(?:\(\d+\)\s*)?months|${GIVEN_BACK}[^.;]{0,60}\b(?:until|within|after)\s+(?:one|a|two)\s+(?:\(\d+\)\s*)?years?`],
        topic_only: 'contradicted',
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
        tiers: [DEPOSIT_RETURN_TIER],
        max_deposit_months: { preferred: 2, fallback: 3 },
        problem: { unacceptable: 'The deposit is not returned to Tenant' },
        contradict_problems: ['Landlord may spend the deposit on whatever it claims is owed', 'The deposit is not returned to Tenant, or only long after the lease ends', 'The deposit is returned only once the premises are let again'],
        clause_type: 'payment_terms',
        max_evidence: 2,
      },
    },
    {
      check_id: 'lease.repairs',
      title: 'Landlord repairs structure and common parts',
      category: 'premises',
      description: 'Whether the landlord keeps the structure, roof, exterior and building systems in repair, leaving the tenant only the interior.',
      preferred_position: 'Landlord repairs the structure, roof, exterior, common parts and building systems; tenant keeps the interior in good condition, fair wear and tear excepted.',
      fallbacks: ['Tenant repairs the interior and contributes to the landlord\'s structural repairs through a capped service charge.'],
      severity: 'medium',
      suggested_language: 'Landlord shall keep the structure, roof, foundations, exterior and building systems of the Building in good repair. Tenant shall keep the interior of the Premises in good condition, fair wear and tear excepted.',
      enabled: true,
      detection: {
        topic: [r`\brepairs?\b|\bmaint(?:ain|enance)\b[^.;]{0,80}(?:premises|building|structure|roof)|\breplac\w*\b[^.;]{0,40}\b(?:roof|structure|foundations?)\b`],
        // (also the structure put on the landlord without a verb of repair: "the Lessor being responsible for the foundations,
        // roof and exterior walls")
        entail: [r`(?:landlord|lessor)\b[^.;]{0,160}(?:repair|maintain|replac)|wear and tear|\b(?:landlord|lessor)(?:['’]s)?\s+(?:\w+\s+){0,2}?(?:responsib\w*|obligation|liab\w*)\b[^.;]{0,40}?\b(?:structur\w*|roof|foundations?|exterior)\b`],
        // also the structure named before the duty: "Tenant shall keep the whole of the Premises, including the roof and
        // structure, in good repair"
        // (not once the sentence has turned to the landlord: "Tenant shall keep the interior in repair, and Landlord shall
        // repair the roof"); or the landlord repairing it at the tenant's whole cost (STRUCTURE_AT_TENANTS_COST)
        // the landlord's repair of the structure charged back through the service charge: the fallback
        fallback_when: { patterns: [REPAIR_THROUGH_CHARGE], note: 'Landlord repairs the structure but recovers the cost from Tenant through the service charge' },
        contradict: [STRUCTURE_AT_TENANTS_COST, TENANTS_LISTED_COVENANT, r`(?:tenant|lessee)\b[^.;]{0,80}(?:repair|maintain)(?:(?!\b(?:landlord|lessor)\b)[^.;]){0,120}(?:structur|roof|foundation|exterior|structural)|(?:tenant|lessee)\b[^.;]{0,80}(?:all|any and all) repairs|(?:tenant|lessee)\b[^.;]{0,30}\b(?:shall|will|must|agrees? to|covenants? to)\b[^.;]{0,40}\b(?:keep|put|maintain)\b(?:(?!\b(?:landlord|lessor)\b)[^.;]){0,120}\b(?:structur\w*|roof|foundations?|exterior)\b(?:(?!\b(?:landlord|lessor)\b)[^.;]){0,120}\b(?:repair|condition)\b`],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'Tenant must repair the structure of the building', missing: 'The lease does not say who repairs the premises' },
        clause_type: 'maintenance',
        max_evidence: 2,
      },
    },
    {
      check_id: 'lease.assignment_subletting',
      title: 'Assignment and subletting with consent not unreasonably withheld',
      category: 'structure',
      description: 'Whether the tenant may assign or sublet with the landlord\'s consent, which may not be unreasonably withheld (CUAD: Anti-Assignment).',
      preferred_position: 'Assignment and subletting with the landlord\'s consent, not to be unreasonably withheld, conditioned or delayed; assignment to affiliates without consent.',
      fallbacks: ['Consent not unreasonably withheld, with the tenant guaranteeing the assignee.'],
      severity: 'medium',
      suggested_language: 'Tenant may assign this Lease or sublet all or part of the Premises with Landlord\'s prior written consent, which shall not be unreasonably withheld, conditioned or delayed.',
      enabled: true,
      detection: {
        topic: [r`\bassign\w*|\bsub-?let\w*|\bsub-?leas\w*|\bunder-?l(?:et|eas)\w*`],
        entail: [r`not (?:to )?be unreasonably (?:withheld|delayed|conditioned)|without (?:the )?(?:landlord['’]s )?consent[^.;]{0,40}(?:affiliate|group compan)`],
        // (or consent the landlord may refuse "for any reason or no reason", ANY_REASON)
        // also an outright bar with no consent route in the sentence ("Tenant shall not assign ... or sublet the whole or
        // any part of the Premises, and any attempt to do so shall be void"; "underlet" or "underlease" in English
        // drafting); not a bar on part only, nor one with an exception, a consent or a reference elsewhere
        contradict: [r`(?:absolute|sole) discretion|(?:consent|approval|permission|withh[oe]ld|refus\w*|den(?:y|ied))\b[^.;]{0,60}${ANY_REASON}|(?:shall|may) not[^.;]{0,80}(?:assign|sub-?let)[^.;]{0,80}(?:under any circumstances|in any event|at all)|absolutely prohibited|\b(?:tenant|lessee)\b[^.;]{0,30}\b(?:shall|will|must|may)\s+not\b(?![^.;]*\b(?:consent|approv\w*|permission|agree\w*|unless|except|save|other than|without|subject to|provided|clause|section|article|paragraph|part only|part of the premises only)\b)(?=[^.;]*\b(?:sub-?let|under-?let|sub-?leas|under-?leas))[^.;]{0,60}\bassign\w*\b[^.;]*\b(?:whole|void|null|any part)\b`, RECAPTURE_ON_REQUEST],
        exclude: [r`meaning(?:s)? assigned|the meanings? (?:ascribed|assigned|given)`, ASSIGNMENT_FALSE_FRIENDS],
        // consent on the tenant guaranteeing its assignee: the fallback
        fallback_when: { patterns: [TENANT_GUARANTEES_ASSIGNEE], note: 'Tenant must guarantee its assignee, or stay liable with it, as a condition of consent' },
        topic_only: 'entailed',
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
        problem: { unacceptable: 'Tenant may never assign or sublet, or only at Landlord\'s absolute discretion' },
        contradict_problems: ['Tenant may never assign or sublet, or only at Landlord\'s absolute discretion', 'Landlord may take the premises back when Tenant asks to assign or sublet'],
        clause_type: 'anti_assignment',
        max_evidence: 2,
      },
    },
    renamed(
      {
        ...LEASE_BREAK,
        // a break right on long notice is the norm in a lease: no notice tiers
        // (a break right the landlord holds too is the fallback, MUTUAL_BREAK, on six months' notice or more: tiers29); a landlord's right to end the lease at will
        // is the adverse term itself, so the redline puts the tenant's break in its place rather than beside it
        detection: { ...(({ max_notice_days: _n, ...rest }) => rest)(LEASE_BREAK.detection!), fallback_when: { patterns: [MUTUAL_BREAK], note: 'Landlord may also break the lease on notice' }, other_side_right: 'replaced', tiers: [{ ...MUTUAL_BREAK_NOTICE_TIER, sentence: MUTUAL_BREAK }] },
        // (a lease's break is on months' notice, not the thirty days a services contract gives)
        suggested_language: 'Tenant may terminate this Lease at any time by giving Landlord at least six (6) months\' prior written notice.',
        preferred_position: 'Landlord may not end the lease early except for Tenant\'s uncured breach; Tenant has a break right on notice.',
        fallbacks: ['Mutual break rights on at least six months\' notice, not before the third year.'],
      },
      NAMES,
    ),
    {
      check_id: 'lease.landlord_access',
      title: 'Landlord enters only on notice',
      category: 'premises',
      description: 'Whether the landlord may enter the premises only at reasonable times on prior notice (except in an emergency) and for stated purposes, rather than at will.',
      preferred_position: 'Entry at reasonable times on at least 24 hours\' written notice to inspect, repair or show the premises, accompanied if Tenant wishes, and without notice only in an emergency.',
      fallbacks: ['Entry on reasonable notice during business hours, with as little disruption to Tenant\'s business as practicable.'],
      severity: 'medium',
      suggested_language: 'Landlord may enter the Premises at reasonable times on at least twenty-four (24) hours\' written notice to inspect, repair or show them, causing as little disruption to Tenant\'s business as practicable, and without notice only in an emergency.',
      enabled: true,
      detection: {
        tiers: [ENTRY_NOTICE_TIER],
        topic: [r`(?:landlord|lessor)\b[^.;]{0,80}\b${ENTER}[^.;]{0,80}\b(?:the|your|its|our)\s+${THE_PREMISES}\b|(?:landlord|lessor)\b[^.;]{0,80}\b(?:enter|entry|access|inspect)\w*\b[^.;]{0,80}\bpremises\b|\bright (?:of|to) (?:entry|enter|access)\b[^.;]{0,80}\bpremises\b`],
        entail: [r`\bnotice\b|reasonable times|business hours|emergenc`],
        // at will: at any time, without notice, for any purpose — but not in an emergency
        contradict: [r`(?<!\bemergenc\w*\b[^.;]{0,60})\b(?:at any (?:time|hour)|at all (?:times|hours)|whenever (?:it|they|\w+) (?:wishes|chooses|sees fit|deems)|without (?:(?:any|prior|advance|written) )*notice|for any (?:purpose|reason))\b(?![^.;]{0,40}\bemergenc)`],
        // entry on reasonable notice with no period stated: the fallback
        fallback_when: { patterns: [ENTRY_ON_UNSTATED_NOTICE], note: 'Landlord may enter on reasonable notice, with no minimum period stated' },
        precedence: 'contradict',
        // a lease silent on entry gives the landlord no right to enter
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
        problem: { unacceptable: 'Landlord may enter the premises at will, without notice' },
        clause_type: 'maintenance',
        max_evidence: 2,
      },
    },
    {
      check_id: 'lease.insurance',
      title: 'Insurance responsibilities allocated',
      category: 'liability',
      description: 'Whether the lease says who insures the building and who insures the tenant\'s contents and liability, and whether the rent is suspended while insured damage makes the premises unfit for use (CUAD: Insurance).',
      preferred_position: 'Landlord insures the building (recovering a fair share of the premium), and the rent is suspended while insured damage makes the premises unfit for use; tenant insures its contents and public liability.',
      fallbacks: ['Tenant insures the premises it occupies, with the landlord named as co-insured.'],
      severity: 'low',
      suggested_language: 'Landlord shall insure the Building against the usual risks for its full reinstatement value. Tenant shall insure its own contents and maintain public liability insurance of at least [amount]. If the Premises are damaged by an insured risk so as to be unfit for use, the rent, or a fair proportion of it, shall be suspended until they are fit for use again.',
      enabled: true,
      detection: {
        topic: [INSURANCE_DUTY],
        exclude: [NOT_INSURANCE],
        entail: [r`.`],
        // the tenant insuring the whole building, or the landlord insuring nothing (TENANT_INSURES_BUILDING)
        contradict: [TENANT_INSURES_BUILDING],
        precedence: 'contradict',
        // the rent left running while insured damage keeps the tenant out (RENT_RUNS_ON), or the landlord freed of rebuilding
        // (NO_REINSTATEMENT), wherever it is said
        override: [RENT_RUNS_ON, NO_REINSTATEMENT],
        override_problems: ['Rent stays payable while damage makes the premises unfit for use', 'Landlord need not reinstate the premises after insured damage'],
        // (who insures what is a low point; rent paid for premises the tenant cannot use, or premises never rebuilt,
        // is among a tenant's gravest: the override raises a high-severity issue)
        override_severity: 'high',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'Tenant insures the whole building, or Landlord need not insure it', missing: 'The lease does not allocate insurance', overridden: 'Rent stays payable while damage makes the premises unfit for use' },
        clause_type: 'insurance',
        max_evidence: 2,
      },
    },
    {
      check_id: 'lease.service_charges',
      title: 'Service charges exclude capital costs and are capped',
      category: 'commercial',
      description: 'Whether service charges, operating expenses or other additional rent passed on to the tenant are limited to the running costs of the building, excluding the landlord\'s capital and structural costs, and capped.',
      preferred_position: 'Tenant pays a fair proportion of the reasonable, properly incurred costs of running the building, excluding capital improvements, structural repairs and replacements, with increases in controllable costs capped each year.',
      fallbacks: ['Capital costs recoverable only amortised over their useful life, with an annual cap on the charge.'],
      severity: 'medium',
      suggested_language: 'Tenant shall pay, as additional rent, its proportionate share of the reasonable and properly incurred costs of operating the Building, excluding any capital expenditure, structural repair or replacement and any improvement, and the amount payable for controllable costs in any year shall not exceed that for the previous year by more than five percent (5%). Within four (4) months after the end of each year Landlord shall give Tenant a statement of the costs actually incurred, any overpayment shall be credited to Tenant, and Tenant may inspect the invoices and receipts for those costs.',
      enabled: true,
      detection: {
        topic: [r`(?=[^.;]*\b(?:tenant|lessee|premises|building|estate|landlord|lessor|property)\b)[^.;]*?\bservice\s+charges?\b|\bservice\s+(?:costs|expenditure)\b|\badditional\s+rent\b|\bcommon\s+area\s+(?:maintenance|charges?|costs?|expenses)\b|\bCAM\s+charges?\b|\b(?:share|proportion|percentage)\s+of\s+(?:(?:all|the|any)\s+)?(?:(?:building|property|common area|landlord['’]s)\s+)?(?:operating|maintenance)\s+(?:expenses|costs)\b|\b(?:operating|maintenance)\s+(?:expenses|costs)\s+(?:of|for)\s+(?:the\s+)?(?:building|property|premises|estate|centre|center|project)\b|\b(?:share|proportion|percentage)\s+of\s+[^.;]{0,60}\b(?:expenses|costs|outgoings)\b[^.;]{0,40}\b(?:building|property|estate|centre|center|common\s+areas|common\s+parts)\b`, COST_POOL],
        entail: [CHARGE_LIMITED],
        contradict: [CHARGE_CAPITAL, CHARGE_NO_CAP],
        // (a lead-in and its list of costs read as one: "The Service Costs are all costs ... in providing the following: (a) ...")
        whole_list: true,
        // a charge stated with neither: the running costs passed on, uncapped, as the fallback at best
        fallback: [r`.`],
        precedence: 'contradict',
        // a lease with no service charge or additional rent leaves Tenant paying the rent alone
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
        problem: { unacceptable: 'Tenant pays Landlord\'s capital and structural costs through an uncapped service charge' },
        // what is wrong with the clause at hand: its capital costs, or no cap; and what else it lacks that a tenant's
        // lawyer asks for (a cap where capital costs were the problem, a statement of the actual costs and a right to
        // inspect them)
        contradict_problems: ['Tenant pays Landlord\'s capital and structural costs through the service charge', 'The service charge has no cap'],
        lacks: [
          { pattern: CHARGE_CAP, note: 'the charge has no cap' },
          { pattern: CHARGE_ACCOUNTED, note: 'Tenant has no year-end statement of the costs actually incurred and no right to inspect the invoices behind them' },
        ],
        clause_type: 'payment_terms',
        max_evidence: 2,
      },
    },
    {
      check_id: 'lease.tenant_indemnity',
      title: 'Tenant\'s indemnity excludes Landlord\'s own negligence',
      category: 'liability',
      description: 'Whether the tenant\'s indemnity is limited to claims arising from the tenant\'s own use of the premises, acts and defaults, and not claims caused by the landlord\'s own negligence or breach.',
      preferred_position: 'Tenant indemnifies Landlord only against claims arising from Tenant\'s use of the premises or its breach, except to the extent caused by Landlord\'s negligence or breach.',
      fallbacks: ['A mutual indemnity, each party answering for its own negligence and breach.'],
      severity: 'high',
      suggested_language: 'Tenant shall indemnify Landlord against claims arising from Tenant\'s use of the Premises or its breach of this Lease, except to the extent caused by the negligence, wilful misconduct or breach of Landlord or its agents.',
      enabled: true,
      detection: {
        topic: [r`\b(?:tenant|lessee)\b[^.;]{0,120}\b(?:indemnif\w*|hold\w*\s+(?:\w+\s+){0,3}harmless)\b`],
        entail: [INDEMNITY_CARVED, r`.`],
        contradict: [r`${INDEMNITY_FOR_LANDLORD}(?![^.;]{0,120}${INDEMNITY_CARVED})`],
        precedence: 'contradict',
        // no tenant indemnity at all leaves the landlord to its ordinary remedies
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
        problem: { unacceptable: 'Tenant indemnifies Landlord even against Landlord\'s own negligence' },
        clause_type: 'indemnification',
        max_evidence: 2,
      },
    },
    renamed(C.governingLaw('lease'), NAMES),
  ],
};
