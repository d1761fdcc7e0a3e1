/**
 * The built-in MSA playbook (pbk_msa_standard): a smaller set of commercial checks for a master
 * services agreement, from the customer's side. Detection rules are data, as in the NDA playbook.
 */
import { ALL_DUTIES_END, DEEMED_BY_SILENCE, FREE_TO, OWN_DISCRETION, OWN_OPINION, switchedOff, THE_CONTRACT, THE_CONTRACT_DET, WAY_OUT, WITHOUT_TELLING } from './shared.js';
import { CHANGE_NOTICE_TIER } from './tier-data.js';
import type { DefinitionReading, ExclusionTerms, Playbook, PlaybookCheck } from '../types.js';
import { PARTIAL_TAIL } from '../scope.js';
import { AFTER_INVOICE, GOVERNING_LAW_PHRASE, NUM } from '../keyterms.js';
import { CAP_DISAPPLIED, EXONERATION, NOT_LIABLE_BEYOND } from '../liability.js';
import { LIST_ITEM_LABEL } from '../labels.js';

const r = String.raw;
/** The document named by itself with words before its noun: "these Subscription Terms", "this Master Services Agreement", "these General Conditions of Sale". */
const SELF_QUALIFIED = r`(?:these|this)\s+(?:[A-Za-z'’-]+\s+){1,3}(?:terms|agreement|conditions)(?:\s+(?:of\s+(?:service|use|sale|supply|business)|and\s+conditions))?`;

/** A definition ('"Right of Reference" means ...'): it says what a word means, not what a party must do. */
export const DEFINITION = r`["“][^"”]{1,80}["”]\s*(?:shall\s+)?(?:means?|includes?|shall have the meaning|has the meaning|refers to)\b`;
/** A list item's number or letter before a sentence ("a. ", "(ii) ", "12.3 "), so that a pattern anchored at the start reads past it. */
const ITEM = r`(?:\W*(?:\(?[a-z]{1,4}\)|[a-z]{1,3}\.|\d{1,3}(?:\.\d{1,3})*\.?)\s+)?`;
/**
 * A drafting note in square brackets, not a term: "[Audit terms to be agreed.]", "[PRIOR TO EXECUTION ... THE PARTIES
 * WILL AGREE UPON APPROPRIATE LANGUAGE ...]": the whole sentence bracketed, saying the term is still open.
 */
export const DRAFTING_NOTE = r`^${ITEM}\W*\[[^\]]{0,400}\b(?:to be (?:agreed|determined|negotiated|confirmed|settled|discussed|inserted|provided)|(?:will|shall|to) (?:mutually )?(?:agree|negotiate)(?: upon| on)?|TBD|TBC|to come|under discussion|note to (?:draft|drafter|client))\b[^\]]{0,400}\]\W*$`;
/** "immediately" as a due date: not the banking term "immediately available funds", nor "the immediately succeeding day". */
const IMMEDIATELY = r`immediately(?!\s+(?:available|succeeding|preceding|prior|ceases?|cease\w*|stops?|stopp\w*)\b)`;
/**
 * A heading standing alone ("15. NO ASSIGNMENT", "GENERAL PROVISIONS 4.1 Indemnification.", "(a) Governing Law.",
 * "Section 9.11 [Governing Law].", "11. INDEMNIFICATION 11.1 Indemnification by the Distributor.", an EDGAR page header and "ARTICLE SIX ... 6.1 Representations.", a table of
 * contents line "15.1 Insurance Coverage .... 35"): no verb, a few words; the operative sentence follows it.
 */
export const HEADING_ONLY = r`^(?=[\s\S]{1,160}$)(?![\s\S]*\b(?:shall|will|may|must|can|is|are|be|agrees?|not|without|except|unless|provided)\b)(?:\s*source:[^\n]{0,120}?(?:\n|\d{1,2}\/\d{1,2}\/\d{2,4}\s))?\W*(?:\d+(?:\.\d+)*\.?\s+(?=[A-Za-z]))?(?:[A-Za-z][\w'’&,;/-]*\s+){0,4}(?:(?:section|article|clause)\s+[\dIVXLC]+(?:\.\d+)*\.?\s*|\d+(?:\.\d+)*\.?\s*|\(?[a-z0-9]{1,5}\)\s*)?\[?[A-Za-z][\w'’&,;/-]*(?:\s+(?:-\s+)?[A-Za-z][\w'’&,;/-]*){0,5}\]?\.?(?:\s*\.{3,})?\s*\d{0,4}\s*$`;
/** A character of the same sentence: not a full stop or semicolon, save a full stop inside a word or name ("Net.Works", "$1.5"). */
const IN_SENTENCE = r`(?:[^.;]|\.(?=[\w'’$]))`;
/** The customer-side party as the contracts name it, for sentences whose subject matters. */
export const CUSTOMER_SIDE = r`(?:customer|client|licensee|licensed users?|subscriber|buyer|purchaser|distributor|reseller|tenant|lessee)`;
export const PROVIDER_SIDE = r`(?:provider|service provider|supplier|vendor|licensor|seller|contractor|consultant|landlord|lessor|each party|either party|both parties)`;
/**
 * Words of assignment that are not an assignment of the agreement: of IP ("hereby assigns", "assign to Client as its
 * exclusive property all inventions"), to creditors, the successors-and-assigns clause.
 */
/**
 * An assignment of a party's interest in intellectual property, not of the agreement (session 23, the lead's reading of a
 * development agreement): "Neither Party shall assign a partial interest in the Joint IP ...", "may transfer or assign its
 * undivided interest in any Joint Invention", "may assign its share of the jointly owned patents", "its rights in the
 * Deliverables". Who may own the results is the ownership check's; the agreement itself is not named. Not a sentence that
 * names the agreement, its obligations or what falls "hereunder".
 */
export const IP_INTEREST_ASSIGNMENT = r`^(?![\s\S]*\b(?:(?:this|the)\s+(?:agreement|contract)\b(?!\s+(?:IP|intellectual|inventions?|technology|results))|hereunder\b|obligations\b|under\s+this\b))[\s\S]*\b(?:assign\w*|transfer\w*)\s+(?:(?:a|an|any|all|its|their|his|her|the|such|each|that)\s+)?(?:(?:of\s+)?(?:its|their|his|her|the)\s+)?(?:(?:partial|undivided|joint|co-?ownership|entire|respective|whole)\s+)?(?:interests?|shares?|rights?(?:,?\s+title)?(?:,?\s+and\s+interests?)?)\s+(?:in|of|to)\s+(?:and\s+to\s+)?(?:(?:the|any|such|its|their|all)\s+)?(?:[\w-]+\s+){0,3}?(?:IP\b|intellectual\s+property|inventions?\b|patents?\b|copyrights?\b|trade\s*marks?\b|know-how|technology|deliverables\b|work\s+product|results\b|developments?\b)`;
export const ASSIGNMENT_FALSE_FRIENDS = r`^(?![^.;]*(?:\b(?:may|shall|will|can)\s+not\b|\bnot\s+(?:be\s+)?(?:assign|transfer)|\bwithout\b[^.;]{0,60}\bconsent\b))[^.;]*\b(?:successors and (?:permitted )?assigns|hereby,? (?:irrevocably )?assigns?|assigns? (?:to [^.;]{0,40})?all (?:of )?(?:its |his |her |their )?right,? title|assign\w*\s+(?:to\s+[^.;]{0,40}?\s+)?(?:as\s+(?:its|his|her|their)\s+(?:sole\s+(?:and\s+)?)?(?:exclusive\s+)?property\s+)?(?:all\s+|any\s+|such\s+)?(?:(?:of\s+)?(?:its|his|her|their|the)\s+)?(?:inventions?|innovations?|discoveries|copyrights?|patents?|intellectual\s+property|work\s+product|works?\s+of\s+authorship|moral\s+rights)\b)|assignments? for the benefit of (?:its |his |their )?creditors`;
/**
 * The other side free to assign to anyone, with no consent, approval, notice or condition in the sentence: "The
 * Supplier may assign this Agreement to any person", "Provider may assign its rights at any time" (not the customer
 * side's own freedom, which is not against it).
 */
const ASSIGN_TO_ANYONE = r`(?!(?:[^.;]|\.(?=\d))*\b(?:consent|approv\w*|provided|subject to|conditions?|notice|notif\w*)\b)(?:(?!\b(?:neither|not|no|nor|${CUSTOMER_SIDE})\b)(?:[^.;]|\.(?=\d)))*\bmay\s+(?:freely\s+)?assign\s+(?:this\s+agreement|(?:any|all|its)\s+(?:of\s+its\s+)?rights)\b[^.;]{0,80}?\b(?:to\s+any\s+(?:other\s+)?(?:person|third[\s-]+part(?:y|ies)|entity|one|party|company|corporation)\b|at\s+any\s+time\b|at\s+its\s+(?:sole\s+|absolute\s+)?discretion\b)`;
/**
 * A party other than the customer side free to assign without the customer's consent, in a sentence that may also bar the
 * customer ("The Customer may not assign ... without the prior written consent of Orrin Digital Ltd. Orrin Digital Ltd may
 * assign ... to any person at any time without the Customer's consent", read as one sentence after "Ltd."): the right is
 * the other side's (not "may not assign", nor the customer's own right).
 */
const ASSIGN_WITHOUT_CUSTOMERS_CONSENT = r`[^;]*?(?<!\b${CUSTOMER_SIDE}\s+)\bmay\s+(?:freely\s+)?(?:assign|transfer|novate)\b(?:(?!\b(?:not|no|neither|nor)\b)[^.;]){0,200}?\bwithout\s+(?:(?:the|any)\s+)?(?:(?:prior|further|express)\s+)?(?:written\s+)?(?:consent|approval)\s+of\s+(?:the\s+)?${CUSTOMER_SIDE}\b|[^;]*?(?<!\b${CUSTOMER_SIDE}\s+)\bmay\s+(?:freely\s+)?(?:assign|transfer|novate)\b(?:(?!\b(?:not|no|neither|nor)\b)[^.;]){0,200}?\bwithout\s+(?:the\s+)?${CUSTOMER_SIDE}['’]s?\s+(?:(?:prior|further|express)\s+)?(?:written\s+)?(?:consent|approval)\b`;
/**
 * The other side's free assignment in the passive voice: "This Agreement ... may be assigned by the Provider upon written
 * notice to the Company", "may be transferred by Supplier at any time to any third party", "may be assigned or novated
 * by the Consultant without the Client's consent" (not "may not be", not by the customer side, nor with its consent).
 */
const ASSIGNED_BY_OTHER = r`(?![^.;]*\b(?:with|subject to|upon|after)\s+(?:the\s+)?(?:[\w'’]+\s+){0,3}?(?:prior\s+)?(?:written\s+)?(?:consent|approval)\b)(?:(?!\b(?:neither|not|no|nor|only)\b)[^.;])*\b(?:may|can)\s+be\s+(?:freely\s+)?(?:assigned|transferred|novated)(?:,?\s+(?:or|and|and\/or)\s+(?:assigned|transferred|novated|delegated))*\s+by\s+(?:the\s+)?(?!${CUSTOMER_SIDE}\b)[^.;]{1,60}?\b(?:(?:up)?on\s+(?:\w+\s+){0,3}notice|by\s+(?:giving\s+)?(?:\w+\s+){0,3}notice|without\s+(?:(?:the|any)\s+)?(?:[\w'’]+\s+){0,3}?(?:consent|approval)|at\s+any\s+time|to\s+any\s+(?:other\s+)?(?:person|third[\s-]+part(?:y|ies)|entity|one|party))\b`;
/**
 * One party free to transfer the agreement to anyone at any time, or without the other's consent, or telling it only
 * afterwards (session 22, misses17): "However, Lakehead may transfer this agreement to any company, in or outside its
 * group, at any time, and need only notify Kaveri afterwards", "Kaveri may at any time novate this agreement to any person
 * it chooses without Lakehead's consent", and a definition that takes in whoever it transfers to: "any person to whom X
 * transfers this memorandum, which it may do at any time without the Growers' consent" (not "may not", nor "only", nor the
 * customer side's own freedom); or the provider's role excepted from a bar on both: "Neither party may assign ... except
 * that the Licensor may assign it to anyone on notice" (hold-out 18's misses, session 23; not to a buyer of the business).
 */
const TRANSFER_TO_ANYONE = r`(?:(?!\b(?:neither|not|no|nor|only|except|save|unless|${CUSTOMER_SIDE})\b)[^.;])*\b(?:may|is\s+free\s+to|is\s+entitled\s+to)\s+(?:at\s+any\s+time\s+)?(?:freely\s+)?(?:assign|transfer|novate)\s+(?:this|the)\s+(?:agreement|memorandum|contract)\b[^.;]{0,120}?(?:\bto\s+any\s+(?:other\s+)?(?:company|person|entity|third[\s-]+part(?:y|ies)|one|party|corporation|business)\b[^.;]{0,120}?(?:\bat\s+any\s+time\b|\bwithout\b[^.;]{0,40}?\b(?:consent|approval)\b|\bneed\s+only\s+(?:notify|tell|inform)\b[^.;]{0,40}?\b(?:afterwards?|later|thereafter)\b)|\bat\s+any\s+time\b[^.;]{0,60}?\bwithout\b[^.;]{0,40}?\b(?:consent|approval)\b)|[^.;]*?(?<!\b${CUSTOMER_SIDE}\s+)\b(?:assigns?|transfers?|novates?)\s+(?:this|the)\s+(?:agreement|memorandum|contract)\b,?\s+which\s+(?:it|they|[\w-]+)\s+may\s+do\b(?![^.;]{0,20}\bonly\b)[^.;]{0,40}?\bwithout\b[^.;]{0,40}?\b(?:consent|approval)\b|(?:[^.]|\.\d)*?\b(?:except|save|provided|but)\s+(?:that\s+)?(?:the\s+)?(?:provider|service\s+provider|supplier|vendor|licensor|seller|contractor|consultant|landlord|lessor|processor)\s+may\s+(?:freely\s+|at\s+any\s+time\s+)?(?:assign|transfer|novate)\s+(?:it|this\s+agreement|the\s+agreement|this\s+licen[cs]e|this\s+contract)\b[^.;]{0,40}?\bto\s+(?:anyone|anybody|any\s+(?:other\s+)?(?:person|third[\s-]+part(?:y|ies)|entity|company|one|party|corporation|business)\b(?!\s+(?:that|which|who)\s+(?:acquires|succeeds|purchases|buys|is\s+(?:its|an?)\s+(?:affiliate|successor))))`;
/**
 * Free assignment of the agreement, unless to the exceptions the playbooks accept (a successor to the business:
 * preferred; an affiliate: the fallback); "freely assignable" deliverables are not the agreement; a right to assign
 * (or to novate or transfer this agreement) "subject only to prior written notice" is free assignment (a restructuring is a reorganisation). An entity under common control with the assignor is an
 * affiliate by another name; a lender taking the agreement as collateral is security, not a sale. A lead-in ending in a colon ("either party may assign ...
 * without the other's consent to any of the following:") lists the exceptions: its items say to whom, and the sentences
 * under it are not free assignment.
 */
export const FREE_ASSIGNMENT = r`^(?!(?:[^.;]|\.(?=\d))*\b(?:affiliat\w*|successors?|merger|substantially all|reorgani[sz]\w*|restructur\w*|acqui\w*|(?:under )?common control|controll(?:ed|ing) by|controlling (?:interest|stake|shareholding)|group compan(?:y|ies)|in control of|lenders?|collateral)\b)(?![\s\S]*:\s*$)(?![\s\S]*\bto\s+(?:any\s+(?:one\s+)?of\s+|each\s+of\s+)?the\s+following\s*:)(?:${ASSIGN_WITHOUT_CUSTOMERS_CONSENT}|(?:(?!\b(?:neither|not|no|nor)\b)[^.;])*\b${FREE_TO},?\s+(?:(?:freely|at (?:its|their) (?:sole |own |absolute )?discretion),?\s+)?(?:(?:transfer|novate|sell)\s+(?:or|and(?:\/or)?)\s+)?assign[^.;]{0,160}(?:${WITHOUT_TELLING}|\b(?:and|but)\s+(?:need not|(?:is|shall be|will be) not (?:required|obliged) to)\s+(?:notify|inform|tell|consult|seek|obtain))|[^.;]*\bfreely assign\w*[^.;]{0,60}\b(?:this agreement|(?:its|any|all) (?:of its )?rights|obligations|hereunder)\b|(?!(?:[^.;]|\.(?=\d))*\b(?:consent|approv\w*)\b)(?:(?!\b(?:neither|not|no|nor)\b)(?:[^.;]|\.(?=\d)))*\b(?:may|(?:shall )?ha(?:ve|s) the right to|is entitled to)\s+(?:freely\s+)?(?:assign\b|(?:novate|transfer)\s+(?:this|the)\s+agreement\b)[^.;]{0,160}\b(?:(?:subject only to|(?:up)?on|by giving|with)\s+(?:[\w'’()]+\s+){0,4}notice\b|by\s+(?:simply\s+|merely\s+|just\s+)?(?:telling|informing|notifying|advising|writing\s+to)\b)|${ASSIGN_TO_ANYONE}|${ASSIGNED_BY_OTHER}|${TRANSFER_TO_ANYONE})`;
/**
 * Assignment to anyone, the exceptions named only as examples of it: "may assign, novate or otherwise transfer this
 * Agreement ... to any person, including any of its Affiliates and any purchaser of its receivables, without the consent
 * of the Client" (an affiliate or a successor named after "including" limits nothing). Not a prohibition or a carve-out
 * ("neither", "not", "only", "except"), nor one that still needs the other's consent.
 */
export const ASSIGN_TO_ANYONE_INCLUDING = r`^(?=[^.;]*\b(?:without|need\s+not\s+(?:obtain|seek|ask\s+for)|(?:is|are|being)\s+not\s+required\s+to\s+(?:obtain|seek))\b[^.;]{0,40}\b(?:consent|approval)\b|(?![^.;]*\b(?:consent|approv\w*)\b))(?:(?!\b(?:neither|not|no|nor|only|except|save|other than)\b)[^.;])*?(?<!\b${CUSTOMER_SIDE}\s+)\b(?:may|is free to|is entitled to|(?:shall )?ha(?:ve|s) the right to)\s+(?:freely\s+)?(?:assign|transfer|novate)\b[^.;]{0,120}?\bto\s+any\s+(?:other\s+)?(?:person|third[\s-]+part(?:y|ies)|entity|one|party|company|corporation)\b,?\s+(?:including|whether or not)\b`;
/**
 * The bar on assignment with a carve-out that frees the provider side to assign the agreement to anyone (session 26,
 * misses21): "This clause does not restrict the Contractor from assigning this Agreement ... to any person that finances
 * ... or to any subcontractor it appoints", "nothing in this Section prevents Provider from transferring this Agreement to
 * any financing party or other third party". Not a carve-out for a successor, an acquirer of the business or an
 * affiliate, nor one for the right to be paid alone.
 */
export const ASSIGNMENT_CARVED_OUT_TO_ANYONE = r`(?:\b(?:does|do|shall|will)\s+not\s+(?:restrict|prevent|prohibit|limit|stop|preclude|apply\s+to)|\bnothing\b[^.;]{0,60}?\b(?:restricts?|prevents?|prohibits?|limits?|precludes?|stops?))\s+(?:the\s+)?${PROVIDER_SIDE}\s+from\s+(?:\w+\s+(?:or|and)\s+)?(?:assign|transferr?|novat)\w*\s+(?:(?:this|the)\s+(?:agreement|contract)|its\s+rights\s+and\s+obligations)\b(?![^.;]{0,160}\b(?:successor|acquir\w*|purchaser|buyer\s+of\s+(?:all|the\s+whole|substantially)|affiliat\w*|merger|consent)\b)[^.;]{0,80}?\bto\s+(?:any|an?)\s+(?:other\s+)?(?:person|persons|lender|financier|financing\s+party|bank|funder|factor|subcontractor|sub-contractor|third[\s-]+party|entity|company|one)\b`;
/**
 * A party other than the customer side free to assign or transfer the agreement to whomever it picks (session 25,
 * misses20): "may assign, novate or subcontract this agreement ... to any company in its group or to any other person it
 * considers qualified, on notice", "may transfer this agreement ... to any firm it judges suitable". The choice is the
 * assigning party's alone, whatever else the sentence names. Not the customer side's right, nor a transfer refused.
 */
export const ASSIGN_TO_WHOEVER_IT_PICKS = r`^(?:(?!\b(?:neither|not|no|nor|${CUSTOMER_SIDE})\b)(?:[^.;]|\.(?=\d)))*\b(?:may|is\s+free\s+to|is\s+entitled\s+to|(?:shall\s+)?ha(?:ve|s)\s+the\s+right\s+to)\s+(?:freely\s+)?(?:assign|transfer|novate)\b(?:,?\s+(?:or\s+|and\s+|and\/or\s+)?(?:assign|transfer|novate|subcontract|sub-contract|delegate))*,?\s+(?:this|the)\s+(?:agreement|contract)\b[^.;]{0,160}?\bto\s+(?:(?:any|such)\s+(?:other\s+)?(?:person|persons|firm|entity|company|one|party|third[\s-]+party|business|organi[sz]ation|contractor)|anyone|whoever|whomever)\s+(?:(?:that|whom|which|as)\s+)?(?:it|they)\s+(?:(?:may|shall)\s+)?(?:considers?|judges?|thinks?|deems?|chooses?|choose|selects?|select|decides?|decide|believes?|regards?|nominates?|nominate)\b`;
/**
 * A transferee the playbooks do not accept without consent (session 27, misses22): the assigning party's own designee or
 * nominee, a person it designates or names, "any person", "any other company", a buyer of "any" of its assets (not a
 * person that acquires all, the whole or substantially all of the business, nor one that controls or is controlled by
 * it or is under common control with it, one resulting from a merger, nor a company in its group: successors and
 * affiliates by other names).
 */
const OPEN_TRANSFEREE = r`(?:(?:its|our|their|his|her)\s+(?:own\s+)?(?:designees?|nominees?)\b|(?:a|any|such|another)\s+(?:other\s+)?(?:person|party|entity|company)\s+(?:that\s+|whom\s+)?(?:it|we|they)\s+(?:designates?|nominates?|names?)\b|any\s+(?:other\s+)?(?:person|persons|third[\s-]+part(?:y|ies)|entity|company|corporation|one|party|business|firm)\b(?![^.;]{0,100}?(?:\b(?:affiliat\w*|subsidiar\w*|common\s+(?:control|ownership)|controlled\s+by|controlling|controls?|successors?|merger|surviving|(?:in|within|of)\s+(?:its|our|their)\s+(?:own\s+)?(?:corporate\s+)?group)\b|\b(?:acquir\w*|purchas\w*|buy\w*|obtain\w*|takes?\s+over|succeed\w*\s+to)\s+(?:\([^)]{0,80}\)\s+)?(?:all\b|the\s+whole\b|substantially\s+all\b|the\s+entire\b|it\b|them\b|(?:its|our|their|the)\s+(?:[\w-]+\s+){0,3}?business\b)))|any\s+(?:purchaser|buyer|acquirer|transferee)\s+of\s+(?:any|some|part)\b)`;
/**
 * The other side free to transfer the agreement, without the customer's consent, to a transferee the playbooks do not
 * accept (session 27, misses22; hold-outs 12, 13 and 22): "Provider may assign or novate this Agreement, in whole or in
 * part, to its designee on written notice", "may assign ... to any Affiliate or to any person that acquires any of the
 * rigs", "We may transfer it ... to any person by emailing you, and the transfer takes effect unless you object within
 * 24 hours". The assignment checks accept a successor to the business (preferred) and an affiliate (fallback): a list of
 * transferees that also names an open class is free assignment, whatever else it names. Not the customer side's (or
 * "you") right, not a bar ("may not"), not a transfer that still needs consent ("with the Client's prior written
 * consent", "after informing Customer and obtaining its written consent": any consent named but "without" it); the instrument may be this agreement, contract, memorandum, letter, terms or deed, or "it".
 */
export const TRANSFER_TO_OPEN_CLASS = r`^(?![^.;]*(?<!\bwithout\s+(?:(?:the|any|its|their|our|your)\s+)?(?:[\w'’]+\s+){0,3})\b(?:consent|approval)\b)(?:(?!\b(?:neither|not|no|nor|you|${CUSTOMER_SIDE})\b)[^.;])*?\b(?:may|can|(?:is|are|shall\s+be)\s+(?:free|entitled|permitted)\s+to|(?:shall\s+)?ha(?:ve|s)\s+the\s+right\s+to)\s+(?:at\s+any\s+time\s+)?(?:freely\s+)?(?:assign|transfer|novate)(?:,?\s+(?:or|and|and\/or)\s+(?:assign|transfer|novate))*\s+(?:(?:this|the|these)\s+(?:agreement|contract|memorandum|letter|terms|deed)|it)\b[^.;]{0,160}?\bto\s+${OPEN_TRANSFEREE}`;
/**
 * "Consequential damages" defined to take in losses that flow directly from a breach: the exclusion then bars ordinary
 * damages too ("includes losses flowing directly", "means direct loss"), and (session 25, misses20) a definition that
 * takes in named losses "whether direct or indirect", "whether or not such losses are direct", "even if it is a direct
 * loss", where the heads named are losses the customer suffers directly (its stock, the cost of working elsewhere, its
 * own customers' claims: DIRECT_HEADS), not only the classic heads of profit, revenue, production, use or contract (an
 * oilfield knock-for-knock's "loss of production, ... profit ... and loss of contract, whether direct or indirect",
 * mutual and usual). Not a definition that leaves such losses out as direct ("but does not include ..., which are direct
 * losses", "excludes ...", "shall not be deemed to include"): the words after its exclusion are not read.
 */
const CONSEQUENTIAL_DEFINED = r`\bconsequential (?:damages|loss(?:es)?)["”]?\s+(?:shall\s+)?(?:be deemed to\s+)?(?:includes?|means?)\b`;
const NOT_INCLUDED = r`(?!\b(?:(?:does|do|shall|will)\s+not\s+(?:be\s+deemed\s+to\s+)?include|exclud\w*|but\s+not|other\s+than|save|except)\b)`;
/** Heads a customer suffers directly (its stock, the cost of working around a failure, its own customers' claims), not the classic heads of profit, revenue, production, use or contract. */
const DIRECT_HEADS = r`\b(?:costs?|expenses?|spoil\w*|damage\s+to|destruction|claims?|replacement|repairs?|wages|overtime|downtime|recall\w*|stock|goods|materials?)\b`;
const CONSEQUENTIAL_DEFINED_AS_DIRECT = r`${CONSEQUENTIAL_DEFINED}(?:${NOT_INCLUDED}[^.;]){0,240}?\b(?:flow(?:s|ing)?\s+directly|direct (?:damages|loss(?:es)?)|(?:damages|loss(?:es)?) (?:that|which) (?:flow|arise|result)\w* directly)|${CONSEQUENTIAL_DEFINED}(?=[^.;]*${DIRECT_HEADS})(?:${NOT_INCLUDED}[^.;]){0,240}?(?:\bwhether\s+direct\s+or\s+indirect\b|\bwhether\s+or\s+not\s+(?:\w+\s+){0,3}(?:is|are)\s+direct\b|\beven\s+(?:if|where|though)\s+(?:\w+\s+){0,3}(?:is|are)\s+(?:an?\s+)?direct\b)`;
/**
 * Losses the customer suffers directly classed as indirect (session 27, misses22; hold-outs 18 and 22): "loss of or
 * damage to your data and the cost of replacement services are indirect loss", "the loss of a rejected consignment,
 * demurrage and the cost of re-testing are indirect loss", "downtime, overtime wages and the cost of repairs shall be
 * deemed consequential damages", "are treated as consequential loss": a deeming that turns the exclusion on the claims the
 * customer actually has, as a definition that takes in direct loss does (CONSEQUENTIAL_DEFINED_AS_DIRECT). Not heads
 * said to be direct, nor said not to be indirect ("are not treated as consequential loss"), nor the classic heads of
 * profit, revenue, goodwill or use alone. Read from the sentence's start or a semicolon (an order row, "apply to us only;
 * ... loss of your data ... is indirect loss").
 */
const DEEMED_HEADS = r`(?:${DIRECT_HEADS}|\b(?:data|records|consignments?|shipments?|demurrage|re-?(?:testing|processing|packing|work)|spoilt|spoiled)\b)`;
export const DIRECT_LOSS_DEEMED_INDIRECT = r`(?:^|;\s*)(?!(?:[^.;]|\.(?=\d))*\b(?:not|never)\b[^.;]{0,30}\b(?:indirect|consequential|excluded)\b)(?:[^.;]|\.(?=\d))*?${DEEMED_HEADS}[^.;]{0,200}?\b(?:are|is|shall\s+be|will\s+be|constitutes?|counts?\s+as)\s+(?:(?:deemed|treated|regarded|taken|considered|classed|classified)\s+(?:to\s+be\s+|as\s+)?)?(?:an?\s+)?(?:indirect|consequential|excluded)\b(?:\s+or\s+consequential)?\s+(?:loss|losses|damages?)\b`;
/** Assignment to an affiliate (the assignment checks' fallback). */
export const AFFILIATE_ASSIGNMENT = r`\bassign\w*[^.;]{0,120}\baffiliat\w*|\baffiliat\w*[^.;]{0,120}\bassign`;
/** A sentence whose duty binds the customer side alone: no provider-side promise, nothing mutual or of each party. */
const CUSTOMER_ONLY_DUTY = r`^(?![\s\S]*\b(?:each|either|both|mutual\w*|reciprocal\w*|the parties|each other|one another|receiving party|recipient|neither party|no party)\b)(?![\s\S]*\b(?:provider|service provider|supplier|vendor|licensor|seller|contractor|consultant)\b(?:(?!\b${CUSTOMER_SIDE}\b)[^.;]){0,60}(?<!\b(?:and|or)\s+)\b(?:shall|will|must|agrees?|undertakes?|covenants?)\b)[\s\S]*?\b${CUSTOMER_SIDE}\b(?:(?!\b(?:provider|service provider|supplier|vendor|licensor|seller|contractor|consultant)\b)[^.;]){0,60}\b(?:shall|will|must|agrees?|undertakes?|covenants?)\b`;
/**
 * Data named by where it comes from rather than whose it is: "any information received from Customer", "all data
 * provided by the Licensee", "any data processed by the Software", "content uploaded to the Platform", and the customer's
 * own documents or files ("Licensee's client documents").
 */
const DATA_FROM_CUSTOMER = r`\b(?:any|all|the)\s+(?:\w+\s+)?(?:data|information|content|documents?|files|materials?)\s+(?:(?:it|that|which)\s+)?(?:(?:received|obtained|provided|supplied|submitted|uploaded|disclosed|collected|furnished)\s+(?:from|by)\s+(?:the\s+)?${CUSTOMER_SIDE}\b|(?:processed|uploaded|submitted|stored|hosted|input)\s+(?:by|through|via|in|into|to|using|with)\s+(?:the\s+)?(?:software|service|services|platform|system|application|product)s?\b)|\b${CUSTOMER_SIDE}['’]s?\s+(?:own\s+)?(?:(?:client|customer|end[- ]user)\s+)?(?:documents|files|data|content)\b`;
/**
 * The customer's data, or what it holds about its own customers: "Customer Data", "personal data", "the Reseller's
 * customer information", "information about the Distributor's customers".
 */
const CUSTOMERS_DATA = r`\b(?:customer data|personal data|personal information)\b|${DATA_FROM_CUSTOMER}|\b${CUSTOMER_SIDE}\s+(?:data|content)\b|\b(?:${CUSTOMER_SIDE}['’]s?\s+)?(?:customers?|clients?|end[- ]users?)['’]?\s+(?:data|information|details|lists?|records|contacts?)\b|\binformation\s+(?:about|relating to|concerning|regarding|on)\s+(?:the\s+)?(?:${CUSTOMER_SIDE}['’]s?\s+)?(?:customers|clients|end[- ]users)\b`;
/**
 * The provider free to use that data for its own ends: "may use Customer Data for any purpose", "may use any customer
 * information the Reseller provides for any purpose, including marketing its own products" (not "only" for the
 * services, not the customer side's own use, not a promise not to, not "any purpose other than" the services, not a use
 * under an agreed privacy policy, the customer's consent or instructions).
 */
/**
 * The provider side free to pass the customer's information to anyone it thinks fit: "may disclose it to its affiliates
 * ... and any other third party where the Consultant considers the disclosure useful", "may disclose Confidential
 * Information to such persons as it sees fit" (not to advisers who need to know, nor on a reasonable view).
 */
export const DISCLOSED_AT_WILL = r`\b${PROVIDER_SIDE}\b[^.;]{0,60}\bmay\s+(?:\w+\s+){0,2}?disclos\w*\b[^.;]{0,200}?\b(?:(?:any|such)\s+(?:other\s+)?(?:third\s+part(?:y|ies)|persons?|entit(?:y|ies))|anyone|whom(?:ever|soever)?)\b[^.;]{0,80}?(?:${OWN_DISCRETION}|${OWN_OPINION})`;
/**
 * The provider side's duty of confidence left to its own judgement (session 26, misses21): "shall keep the Client's
 * information confidential save to the extent the Consultant considers its disclosure appropriate", "save in so far as
 * the Provider thinks fit to disclose it", "may disclose the Client's information to the extent it considers
 * appropriate for its business", "may use and disclose ... as it deems appropriate in its sole discretion", the
 * information disclosed named as the customer side's (not its own: "PB may disclose Exhibit D ... in its sole discretion",
 * Exhibit D declared PB's information, a CUAD licence); not an exception for what the law, a court or the services need,
 * nor one the party must reasonably judge).
 */
const OPINION_FIT = r`(?:${OWN_DISCRETION}|${OWN_OPINION}(?:\s+[\w'’]+){0,3}?\s+(?:appropriate|fit|useful|desirable|expedient|beneficial|advantageous|in\s+its\s+(?:own\s+)?interests?)\b)`;
export const CONFIDENCE_AS_IT_THINKS_FIT = r`\b${PROVIDER_SIDE}\b[^.;]{0,40}?\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:\w+\s+){0,2}?(?:keep|hold|treat|maintain)\b[^.;]{0,120}?\b(?:confiden\w*|secret)\b[^.;]{0,20}?\b(?:save|except|other\s+than|unless)\s+(?:to\s+the\s+extent|in\s+so\s+far\s+as|insofar\s+as|as|where|when|if)\b[^.;]{0,30}?${OPINION_FIT}|\b${PROVIDER_SIDE}\b[^.;]{0,60}?\bmay\s+(?:\w+\s+){0,3}?disclos\w*\s+(?:(?:any|all|the)\s+)?(?:(?:${CUSTOMER_SIDE}|other\s+party)['’]s\b|(?:\w+\s+){0,2}?(?:information|data)\s+of\s+(?:the\s+)?(?:${CUSTOMER_SIDE}|other\s+party)\b)[^.;]{0,80}?(?:\b(?:to\s+the\s+extent|in\s+so\s+far\s+as|insofar\s+as|where|whenever|if)\s+${OPINION_FIT}|${OWN_DISCRETION})`;

// (the verb looked for first: its two look-behinds tried at every position of every sentence cost more than the rest)
const DATA_USE_MODAL = r`(?:may|is entitled to|shall be free to|has the right to|reserves the right to)`;
export const OWN_USE_OF_CUSTOMER_DATA = r`\b(?=${DATA_USE_MODAL})(?<!\b(?:not|no|only)\b[^.;]{0,40})(?<!\b${CUSTOMER_SIDE}\s+)${DATA_USE_MODAL}(?!\s+not\b)(?![^.;]*\b(?:privacy polic\w*|mutually agreed|consent|instruct\w*)\b)\s+(?:\w+\s+){0,2}(?:use|exploit|sell|share|disclose|commerciali[sz]e|monetize)\b[^.;]{0,60}(?:${CUSTOMERS_DATA})[^.;]{0,80}\b(?:any (?:other )?(?:[\w-]+ )?purposes?(?!\s+(?:other than|except|save)\b)|own purposes?|train\w*|improv\w*|aggregat\w*|commercial\w*|marketing|advertis\w*|benchmark\w*|machine learning|artificial intelligence|(?:AI|ML) models?)`;
/** A duty to keep information confidential, in the forms contracts use ("None of the parties ... shall ... disclose" too). */
export const CONFIDENTIALITY_DUTY = r`\b(?:hold|keep|maintain|treat|preserve|protect|safeguard)(?:s|ed|ing)?\b[^.;]{0,60}(?:in (?:strict )?confidence|confidential)|not (?:to )?disclose|(?:\b(?:shall|will|must)\s+not\b|\bagrees?\s+not\s+to\b)[^.;]{0,200}?\b(?:use|disclose|divulge|reveal|communicate)\b|\b(?:avoid|prevent)\b[^.;]{0,30}\b(?:unauthori[sz]ed )?disclosure|\b(?:none|neither|no)\b(?:\s+of)?[^.;]{0,120}?\b(?:shall|will|may|must)\b(?!\s+(?:not|be (?:required|obliged|obligated|compelled))\b)[^.;]{0,120}?\b(?:disclose|divulge|reveal)\b`;
/** The words of a confidentiality duty, with or without the word "confidential": "keep in confidence", "secrecy". */
/**
 * A duty of confidence that lapses a short fixed time after each piece of information is disclosed (days, weeks, up to
 * eighteen months, one year): "These obligations apply to each item ... for six (6) months from the date on which it is
 * disclosed", "expire one (1) year after the date that information was first disclosed", "this duty lasts ninety (90)
 * days following receipt". Not a period counted in years beyond one, nor one that runs until a time after the agreement
 * ends, nor the later of two ("whichever is later"), nor a time to return the information ("within thirty days").
 */
const SHORT_SPAN = String.raw`(?:(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:calendar\s+|business\s+|working\s+)?(?:days|weeks)|(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen)\s+(?:\(\d{1,2}\)\s+)?|(?:[1-9]|1[0-8])\s+)months?|(?:one|a|1)\s+(?:\(1\)\s+)?year)`;
const LAPSES_AFTER_DISCLOSURE = String.raw`^(?![\s\S]*\bwhichever\s+is\s+(?:the\s+)?(?:later|longer|last)\b)(?![\s\S]*\b(?:after|following)\s+(?:the\s+)?(?:end|expiry|expiration|termination)\s+of\s+(?:this|the)\s+(?:agreement|contract)\b)(?![\s\S]*\b(?:after|following)\s+(?:this|the)\s+(?:agreement|contract)\s+(?:ends|expires|terminates|is\s+terminated)\b)[\s\S]*?\b(?:for|during|up\s+to|a\s+period\s+of|lasts?|continues?|runs?|applies|apply|subsists?|expires?|ends?|ceases?|lapses?|terminates?)\s+(?:for\s+)?(?:a\s+period\s+of\s+)?${SHORT_SPAN}\s+(?:from|after|following|of)\s+(?:the\s+)?(?:(?:date|day|time)\s+(?:on\s+which\s+|that\s+|when\s+|of\s+)?)?(?:(?:it|each|that|such|the|its|any)\s+)?(?:[\w-]+\s+){0,3}?(?:(?:is|was|has\s+been|are|were)\s+)?(?:first\s+)?(?:disclos\w*|receiv\w*|receipt|provided|furnished|communicated|shared|delivered)\b`;
/**
 * A duty of confidence made to end with the agreement by a sentence of its own clause: "This Section 3 does not survive the
 * expiry or termination of this Agreement", "Clause 12.4 (Survival) does not apply to this clause 3", "these obligations
 * shall cease upon the expiry or earlier termination of this agreement", "the obligations in clause 8.1 end when this Agreement ends" (a clause number's dot read through; not a clause that survives, nor obligations that
 * continue for a time after it ends, nor the general "all obligations terminate on expiry, except ... which survive", nor
 * a sentence that says which articles survive and which do not). Also the duty ended with the work (session 24,
 * misses19): "the obligations of confidentiality in clause 3 lapse on completion of the Services", "shall keep the
 * Client's records confidential only until the Services are completed".
 */
const ENDS_WITH_AGREEMENT = String.raw`^(?![\s\S]*\b(?:(?:shall|will|to)\s+survive|survives)\b)[\s\S]*?\b(?:(?:does|do|shall|will)\s+not|(?:is|are)\s+not\s+to)\s+survive\b|\bsurviv\w*\)?\s+(?:(?:does|do|shall|will)\s+not|is\s+not\s+to)\s+apply\s+to\b|^(?![\s\S]*\b(?:surviv\w*|except\w*|save|other\s+than|subject\s+to|unless|otherwise|accrued)\b)[\s\S]*?\b(?:obligations?|dut(?:y|ies)|undertakings?|(?:this|that)\s+(?:clause|section|article))\b(?:[^.;]|\.\d){0,60}?\b(?:shall\s+|will\s+)?(?:cease|end|terminate|lapse|expire|fall\s+away)s?\b[^.;]{0,20}?(?:\bwhen\s+(?:this|the)\s+(?:agreement|contract)\s+(?:ends|expires|terminates|is\s+terminated|comes\s+to\s+an\s+end)\b|\b(?:on|upon|at|with)\s+(?:the\s+)?(?:(?:expiry|expiration|termination|end)\b(?:\s+or\s+(?:earlier\s+)?(?:expiry|expiration|termination))?\s+of\s+(?:this|the)\s+(?:agreement|contract|(?:subscription\s+)?term)\b|(?:its|their)\s+(?:expiry|expiration|termination|end)\b))|^(?![\s\S]*\b(?:surviv\w*|except\w*|save|other\s+than|subject\s+to|unless|otherwise)\b)[\s\S]*?\b(?:obligations?|dut(?:y|ies)|undertakings?)\b(?:[^.;]|\.\d){0,60}?\b(?:shall\s+|will\s+)?(?:cease|end|terminate|lapse|expire|fall\s+away|come\s+to\s+an\s+end)s?\b[^.;]{0,20}?\b(?:on|upon|at|with|after)\s+(?:the\s+)?(?:completion|performance|conclusion)\s+of\s+(?:the\s+)?(?:services?|works?|project|engagement|assignment)\b|\bconfidential\w*\b[^.;]{0,80}?\bonly\s+until\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:completion|completed|complete|performed|delivered|end|ends|termination|terminates|expiry|expires)\b`;
/**
 * Confidentiality left to a separate agreement the parties signed, incorporated or kept in force for what they exchange
 * (session 21: misses16 from hold-out 16, the lead from a hosting form): "The parties' Non-Disclosure Agreement dated 3
 * March 2025 is incorporated into this Agreement", "The Confidentiality Agreement executed between the parties ... shall
 * continue in full force and shall govern all information exchanged", "shall be governed by the Confidentiality Agreement
 * executed by the Parties", "as set out in the Non-Disclosure Agreement", "shared under the terms of the Agreement for
 * Exchange of Confidential Information". Not one this agreement supersedes, ends or replaces, nor one that has ended, nor
 * one yet to be signed ("subject to Sony's execution of a standard confidentiality agreement", a condition of an audit).
 */
const SEPARATE_NDA = r`\b(?:(?:mutual\s+|reciprocal\s+|one-?way\s+)?(?:non-?\s?disclosure|nondisclosure|confidentiality|secrecy)\s+(?:and\s+[\w-]+\s+)?agreement|NDA|agreement\s+for\s+(?:the\s+)?exchange\s+of\s+confidential\s+information)\b`;
const NDA_NOT_IN_FORCE = r`\b(?:supersed\w*|(?:is|are|be|stand|stands)\s+(?:hereby\s+)?(?:terminated|replaced|cancell?ed|canceled|revoked|rescinded|void)|(?:terminates|ends|expires|lapses)\s+(?:on|upon|with|at|as\s+of|from)|expired|lapsed|ceas\w*|replaced\s+by|no\s+(?:longer|further)|no\s+(?:force|effect)|(?:does|do|shall|will)\s+not\s+(?:apply|govern|continue)|(?:execution|signing|signature)\s+of|(?:to|shall|will|must)\s+(?:sign|execute|enter\s+into))\b`;
const SEPARATE_NDA_APPLIES = r`^(?![\s\S]*${NDA_NOT_IN_FORCE})[\s\S]*(?:\b(?:govern(?:ed|s)?\s+by|subject\s+to|under\s+(?:the\s+)?(?:terms|provisions)|in\s+accordance\s+with|as\s+set\s+(?:out|forth)\s+in|pursuant\s+to)\b[^.;]{0,80}?${SEPARATE_NDA}|${SEPARATE_NDA}[^.;]{0,160}?\b(?:appl(?:y|ies)|governs?|(?:is|are|be|shall\s+be|will\s+be)\s+(?:hereby\s+)?incorporated|forms?\s+(?:an?\s+(?:integral\s+)?)?part\s+of\s+this|continues?\s+(?:in\s+(?:full\s+)?(?:force|effect)|to\s+(?:apply|govern|bind))|(?:shall|will)\s+(?:continue|remain)\s+(?:in\s+(?:full\s+)?(?:force|effect)|to\s+(?:apply|govern|bind))|remains?\s+in\s+(?:full\s+)?(?:force|effect))\b)`;
/**
 * The information the parties exchange declared non-confidential, with the confidential kind sent to a separate agreement
 * (session 22, Bluefly's hosting form: "All information exchanged between the parties is non-confidential; provided,
 * however ... such information will be exchanged under the terms and conditions of the Agreement for Exchange of
 * Confidential Information"): this agreement binds no one to confidentiality; the separate one protects what it covers.
 */
const NON_CONFIDENTIAL_SAVE_UNDER_NDA = r`\binformation\b[^.;]{0,160}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:deemed\s+|treated\s+as\s+|considered\s+|regarded\s+as\s+)?(?:to\s+be\s+)?(?:non-?\s?confidential|not\s+confidential)\b[\s\S]{0,400}?${SEPARATE_NDA}`;
const CONFIDENTIALITY_TOPIC = r`confidential|\bin (?:strict(?:est)? |complete |absolute |the strictest )?confidence\b|\bsecrecy\b|\bnon-?disclosure\b`;
/** "terminate this Agreement by giving thirty (30) days' prior written notice", "the Agreement may be terminated upon prior written notice". */
/**
 * A right to end the contract worded without "terminate" as a verb of the party (benign21, session 18): "bring this
 * Agreement to an end", an adjective ("shall be terminable by either party", "is cancellable by the Licensee",
 * "determinable"), or the contract that "shall terminate at the option of either party" (also as an item, "shall
 * terminate (a) at the option of either party, upon ..."). ON_NOTICE also takes a notice of no stated length ("may
 * terminate this Agreement with written notice").
 */
const END_OTHERWISE = r`\bbring\s+(?:this|the)\s+(?:agreement|contract|lease|licen[cs]e)\s+to\s+an\s+end\b|\b(?:agreement|contract|lease|licen[cs]e)\s+(?:may|can|shall|will)\s+be\s+brought\s+to\s+an\s+end\b|\b(?:agreement|contract|lease|licen[cs]e)\s+(?:shall|will|is|may|remains?)\s+(?:be\s+|remain\s+)?(?:[\w,]+\s+){0,2}?(?:terminable|cancell?able|determinable)\b|\b(?:agreement|contract|lease|licen[cs]e)\s+(?:shall|will|may)\s+terminate\s+(?:\(?[a-z0-9]{1,3}\)\s*)?at\s+the\s+(?:option|election)\s+of\b`;
/**
 * A sentence's characters up to its end: a full stop only inside a number ("14.2") or after a paragraph number that
 * opens it ("7. The Customer may ..."), which the segmenter leaves on a paragraph with no heading.
 */
const IN_SENTENCE_NUMBERED = r`(?:[^.;]|\.(?=\d)|(?<=^[\s\d.()]*\d)\.)`;
/**
 * An ending both parties must agree to (session 23, the lead's reading of a supply agreement): "The parties may terminate
 * this Agreement at any time by written agreement", "may be terminated at any time by the written consent of both
 * parties", "with each other's prior written consent". Any contract may be ended so: it gives neither party a right to
 * end it. Not a sentence that also gives a right on notice or without cause ("by either party on thirty days' notice, or
 * by mutual agreement"), nor one that takes the other party's consent away ("without the Provider's consent").
 */
const MUTUAL_ENDING = r`^(?![\s\S]*\b(?:notice|for convenience|without cause|at will|for (?:any|no) reason|without\s+(?:the\s+)?(?:[\w-]+['’]s?\s+)?(?:prior\s+)?(?:written\s+)?consent)\b)[\s\S]*\b(?:terminat\w*|end|ended|cancel\w*|brought\s+to\s+an\s+end)\b[^.;]{0,100}?\b(?:by|upon|with|on|through)\s+(?:the\s+|their\s+|each\s+other['’]s\s+)?(?:mutual\s+|joint\s+)?(?:prior\s+)?(?:written\s+)?(?:agreement|consent)\b`;
const ON_NOTICE = r`(?:\b(?:terminat\w*|end|determine|cancel\w*|r[eé]sili(?:ate|er))\s+(?:(?:this|the)\s+)?(?:agreement|contract|lease|licen[cs]e)\b|\b(?:terminate|end|cancel)\s+it\b|\b(?:agreement|contract|lease|licen[cs]e)\s+(?:may|can)\s+be\s+terminated\b|${END_OTHERWISE})[^.;]{0,80}?\b(?:by giving|by providing|by serving|giving|upon|on|with)\b[^.;]{0,60}?(?:\b(?:days?|months?|weeks?)(?:['’]s?)?\s+(?:prior\s+|advance\s+)?(?:written\s+)?|\bprior\s+(?:written\s+)?|(?<=\bwith\s+(?:(?:prior|advance)\s+)?(?:written\s+)?))notice\b`;
/** The orders under an agreement: statements of work, order forms, purchase or work orders. */
const ORDERS = r`(?:statements?\s+of\s+work|sows?|order\s+forms?|orders|purchase\s+orders?|work\s+orders?|service\s+orders?|schedules)`;
/**
 * An exit charged at what the rest of the term or of an order would have cost, however the remainder is worded: "an
 * early termination charge equal to the Charges that would have been payable for the remainder of the Initial Term",
 * "an early termination fee equal to the Monthly Fees for the remainder of the Initial Term", "a cancellation fee equal
 * to fifty percent (50%) of the fees remaining to be paid under that Statement of Work", "the remaining Subscription
 * Fees for the unexpired term", "all instalments that would have fallen due had the Agreement run its course", "the
 * monthly retainer for each month left to run in the Initial Term", "the retainer for the unexpired months" (not a
 * refund or credit of them to the customer, "terminate the affected Services and refund any prepaid Fees for the remainder
 * of the Subscription Term", nor what a breach or insolvency costs). A refund or credit refused ("and no Charges paid in
 * advance will be refunded", "which are non-refundable", "without any credit") is no refund; "liable for all Subscription
 * Fees through the end of the then-current Subscription Term" and "the Fees for the remaining period of the Term" are the
 * remainder too (not the end of the notice period), and the fees owed when the provider terminates ("If termination is by
 * Licensor pursuant to Section 6.2(a), all License Fees ... through the end of the then-current Term") are no price of
 * the customer's exit (session 25).
 */
const EXIT_PRICED_AT_REMAINDER = r`^(?!(?:[^.;]|\.(?=\d)|(?<=^[\s\d.()]*\d)\.)*(?:\b(?:breach\w*|default\w*|insolv\w*|bankrupt\w*)\b|\b(?:terminat\w*|cancell?ation)\s+(?:\w+\s+){0,2}?by\s+(?:the\s+)?(?:provider|supplier|vendor|licensor|contractor|consultant|landlord)\b|\b(?:provider|supplier|vendor|licensor|contractor|consultant|landlord)\s+(?:terminates|has\s+terminated|may\s+terminate|elects\s+to\s+terminate)\b|(?<!\b(?:no|not|non|without|nor)(?:[\s-]+\w+){0,6}[\s-]+)\b(?:refund\w*|credit\w*|repa(?:y|id)\w*|reimburs\w*)\b))(?=(?:[^.;]|\.(?=\d)|(?<=^[\s\d.()]*\d)\.)*\b(?:terminat\w*|cancel\w*|early\s+exit|end\s+(?:this|the)\s+(?:agreement|contract|engagement))\b)(?:[^.;]|\.(?=\d)|(?<=^[\s\d.()]*\d)\.)*(?:\b(?:fees?|charges|instal?lments?|payments?|amounts?|sums?)\b[^.;]{0,80}\b(?:would|will)\s+(?:otherwise\s+)?have\s+(?:fallen|become|been)\s+(?:due|payable)\b[^.;]{0,40}?\b(?:had|if)\s+(?:the|this)\s+(?:agreement|contract|term|engagement)\b|\b(?:fees?|charges|instal?lments?|payments?|amounts?|sums?)\b(?:\s+[\w-]+){0,6}?\s+(?:for|through|until|over|during)\s+(?:the\s+)?(?:remainder|rest|balance|unexpired\s+(?:part|portion|period)|remaining\s+(?:part|portion|period))\s+of\s+(?:the|this|that|such|each|any|its)\s+(?:[\w-]+\s+){0,2}?(?:term|period|statements?\s+of\s+work|sows?|orders?|engagement|contract|agreement|project)\b|\b(?:fees?|charges|instal?lments?|payments?|amounts?|sums?)\b(?:\s+[\w-]+){0,6}?\s+(?:through|until|to)\s+the\s+(?:end|expiry|expiration)\s+of\s+(?:the|this|that|such|its)\s+(?:(?!notice\b)[\w-]+\s+){0,2}?(?:term|statements?\s+of\s+work|sows?|orders?|engagement|contract|agreement)\b|\b(?:fees?|charges|amounts?|sums?)\s+(?:then\s+)?remaining\s+(?:to\s+(?:be\s+)?(?:paid|payable|invoiced|due)|payable|due|unpaid)\s+(?:under|for|in\s+respect\s+of)\s+(?:the|that|such|this|each|any|its)\s+(?:[\w-]+\s+){0,2}?(?:term|period|statements?\s+of\s+work|sows?|orders?|engagement|contract|agreement|project)\b|\b(?:remaining|unexpired)\s+(?:[\w-]+\s+){0,2}?(?:fees|charges|instal?lments|payments)\s+(?:for|under|of|through)\s+(?:the|that|such|this|each|any)\s+(?:(?:remaining|unexpired|[\w-]+)\s+){0,2}?(?:term|period|statements?\s+of\s+work|sows?|orders?|engagement|contract|agreement|project)\b|\b(?:fees?|charges|retainers?|instal?lments?|payments?|amounts?|sums?)\b(?:\s+[\w-]+){0,6}?\s+for\s+(?:each|every|all|any|the)\s+(?:of\s+the\s+)?(?:(?:remaining|unexpired|outstanding)\s+(?:calendar\s+)?(?:months?|years?|quarters?|weeks?)\b|(?:calendar\s+)?(?:months?|years?|quarters?|weeks?)\s+(?:then\s+)?(?:remaining|left(?:\s+to\s+run)?|outstanding|unexpired)\b))`;
/**
 * A termination for convenience that leaves the orders running to their end: "No such termination shall affect any
 * Statement of Work then in force, each of which shall continue until its stated end date", "termination for convenience
 * under this Section shall not terminate any Order Form, which shall remain in effect for its term" (not where the orders
 * may be ended too, "or any Statement of Work", nor survival of accrued rights).
 */
/**
 * A notice of termination for convenience that may not take effect before the agreement's own term ends (session 25,
 * misses20): "provided that no such notice may expire before the end of the Term", "by one month's written notice
 * expiring no sooner than the last day of the term", "the notice takes effect only when the Term expires". The right
 * ends nothing early: the customer is held to the whole term. Not a notice that "may expire at any time", nor one tied
 * to an initial or minimum period (a lock-in before renewals the customer may then leave). Read from the sentence's
 * start (a lookahead), so the customer named as the one giving notice is not taken for a party it favours.
 */
const TERM_END = r`(?:the\s+)?(?:(?:end|expiry|expiration|last\s+day|close)\s+of\s+(?:the|this|its)\s+(?:term|agreement|contract)\b|(?:the\s+)?term(?:\s+of\s+(?:this|the)\s+(?:agreement|contract))?\s+(?:expires|ends)\b|this\s+(?:agreement|contract)\s+(?:expires|ends)\b)`;
const NOTICE_WAITS_FOR_TERM = r`^(?=[\s\S]*?(?:\bnotices?\b[^.;]{0,60}?(?:\b(?:(?:may|shall|will|can|does|do)\s*not|cannot)\s+(?:expire|end|take\s+effect|be\s+effective)\s+(?:before|prior\s+to|earlier\s+than|sooner\s+than|until)\s+${TERM_END}|\b(?:to\s+)?(?:expire|expiring|end|ending|take\s+effect|taking\s+effect|effective)\s+(?:no|not)\s+(?:earlier|sooner)\s+than\s+${TERM_END}|\b(?:takes?|shall\s+take|will\s+take)\s+effect\s+only\s+(?:on|at|upon|when)\s+${TERM_END})|\bno\s+(?:such\s+)?notice\s+(?:may|shall|will|can)\s+(?:expire|take\s+effect|be\s+effective)\s+(?:before|prior\s+to|earlier\s+than|until)\s+${TERM_END}))`;
const WORK_RUNS_ON = r`^(?![\s\S]*\b(?:may\s+(?:also\s+)?terminate\s+(?:any|the|each)\s+${ORDERS}|or\s+any\s+${ORDERS}\b[^.;]{0,40}\bterminat))[\s\S]*\b(?:(?:no|neither|any)\s+such\s+termination|termination\s+for\s+convenience|termination\s+under\s+this\s+(?:section|clause|article|paragraph))\b[^.;]{0,60}?\b(?:shall|will|does|do)\s+not\s+(?:affect|terminate|end|cancel)\b[^.;]{0,40}?\b(?:any|the|each)\s+${ORDERS}\b[^.;]{0,160}?\b(?:continue|remain|run)\w*\b[^.;]{0,80}?\b(?:until|to|through)\s+(?:its|their|the)\s+(?:stated\s+|scheduled\s+|agreed\s+)?(?:end|expir\w*|completion|term)\b|^[\s\S]*\bno\s+such\s+termination\b[^.;]{0,60}?\b(?:shall|will)\s+(?:affect|terminate|end)\b[^.;]{0,40}?\b(?:any|the|each)\s+${ORDERS}\b[^.;]{0,160}?\b(?:continue|remain)\w*\b`;

/**
 * A right that holds only while no order is open: "Provided that no Statement of Work is then in progress", "While no
 * Order Form remains open", "but only when there are no outstanding Statements of Work", "At any time that there is no
 * uncompleted Statement of Work outstanding" (not "whether or not any Statement of Work is in progress").
 */
const BETWEEN_ORDERS = r`\b(?:provided(?:,?\s+however,?)?\s+that|if|when|while|whilst|so\s+long\s+as|at\s+any\s+time\s+(?:that|when)|only\s+(?:if|when|while))\s+(?:there\s+(?:is|are)\s+(?:then\s+)?)?no\s+(?:\w+\s+){0,2}?${ORDERS}|\bno\s+(?:uncompleted|outstanding|open|active|pending|incomplete|unfinished)\s+${ORDERS}`;

/**
 * Payment, or a share of it, due before the goods ship or with the order: "50% of the Total Order Cost must be paid on
 * placement of the customer's order", "shall pay half of the purchase price prior to shipment", "made in full at the time the
 * order is placed and the remaining balance paid before the Products are shipped", "no later than ten days
 * prior to the shipment date", "payable in advance of delivery" (not the price fixed "at the time of placement of the
 * Order", nor rates "in force at the time each order is placed", nor payment on or after delivery, nor a deposit
 * refunded, nor fees for services before they start, nor the freight, customs and other costs of shipping paid ahead).
 * (Session 25, misses20: also "before that aircraft is released to service", "before the bottled wine is released".)
 */
/**
 * The provider free to keep the goods, the work or its report until it is paid, every sum or disputed sums too (session
 * 25, misses20): "may retain any loom parts it has removed for repair until every invoice, whether or not disputed, has
 * been paid", "may withhold its final audit report until all sums invoiced, including any sums under dispute, are paid in
 * full", "may keep the aircraft and its records until they are paid" (beside "including amounts the Customer disputes").
 * A lien that leaves the customer no time to pay and no right to dispute. Not the customer's right to withhold, nor "may
 * not withhold", nor a hold on one overdue, undisputed invoice. Read from the sentence's start.
 */
const HELD_UNTIL_PAID = r`^(?![^.;]*\b${CUSTOMER_SIDE}\s+(?:may|is\s+entitled\s+to|shall\s+be\s+entitled\s+to)\s+(?:keep|retain|withhold|hold))(?=[^.;]*\b(?:disput\w*|(?:all|every)\s+(?:sums?|amounts?|invoices?|fees|charges)|every\s+invoice)\b)(?=[\s\S]*?\b(?:may|(?:is|shall\s+be)\s+entitled\s+to)\s+(?!not\b)(?:keep|retain|withhold|hold(?:\s+back)?)\b[^.;]{0,100}?\buntil\b[^.;]{0,100}?\b(?:(?:has|have)\s+been|is|are)\s+paid\b)`;
const PAID_BEFORE_DELIVERY = r`^(?![\s\S]*\b(?:refund\w*|return\w*|credit\w*|reimburs\w*|freight|customs|costs and expenses|shipping (?:costs|charges)|insurance charges)\b)[\s\S]*\b(?:paid|payable|pay|payments?|prepa(?:y|id|yment)\w*|remit\w*)\b(?:(?!\b(?:in force|in effect|then[- ]current|current|prevailing)\b)[^.;]){0,100}?\b(?:(?:prior to|before|in advance of|(?:up)?on (?:the\s+)?placement of)\s+(?:the\s+|each\s+|any\s+|its\s+)?(?:[\w'’-]+\s+){0,3}?(?:orders?|shipments?|shipping|delivery|dispatch|goods leaving|release of (?:the\s+)?goods|(?:are|is|being|have been|has been)\s+(?:shipped|delivered|dispatched|released|handed\s+over))|(?:at the time|when|as soon as)\s+(?:the|an?|each|its)\s+(?:[\w-]+\s+){0,2}?order\s+is\s+(?:placed|submitted|issued))\b`;
/**
 * The price of goods paid when the agreement is signed, before anything is delivered (session 23, the lead's reading of
 * a supply agreement): "the Buyer will remit payment upon execution of this agreement" in a sale of hemp biomass, "the
 * Purchase Price shall be paid in full on signing". Not a fee for services or support paid on signing, which buys what
 * the term brings, nor a deposit refunded.
 */
const GOODS_PAID_ON_SIGNING = r`^(?=[\s\S]*\b(?:purchase|price|products?|goods|merchandise|equipment|biomass|materials?)\b)(?![\s\S]*\b(?:fees?|royalt\w*|refund\w*|deposit\w*|subscription\w*|licen[cs]e)\b)[\s\S]*\b(?:paid|payable|pay|payments?|remit\w*)\b[^.;]{0,100}?\b(?:(?:up)?on|at(?:\s+the\s+time\s+of)?)\s+(?:the\s+)?(?:execution|signing|signature)(?:\s+of\s+(?:this|the)\s+(?:agreement|contract))?\b`;
/**
 * A contract's notice, with no condition on the right it follows (breach, insolvency, a failure, "if", "upon the occurrence of
 * any of the following events:"); a breach named
 * only as what the exit leaves alone ("without prejudice to any claim ... for an earlier breach") is no condition.
 */
const UNCONDITIONAL = r`^(?!${IN_SENTENCE_NUMBERED}*(?<!\bwithout prejudice to\b[^.;]{0,80})(?:(?=breach|default|fail)(?<!\b(?:whether|regardless of whether|irrespective of whether)\s+or\s+not\b[^.;]{0,60}|\b(?:regardless|irrespective)\s+of\s+(?:whether\s+)?[^.;]{0,60})\b(?:breach\w*|default\w*|fails?|failure)\b|\b(?:insolv\w*|bankrupt\w*|unless|where|cause|force majeure|change (?:of|in) control|cure\w*)\b|\b(?:(?:upon|on)\s+the\s+(?:occurrence|happening)\s+of|(?:in|on|upon)\s+(?:any|either|each)\s+of\s+the\s+following)\b|\b(?:if|in the event(?: that)?)\b(?![^.;,]{0,100}?\b(?:wish(?:es)?|desires?|decides?|elects?|chooses?|intends?)\s+to\b)))`;

/** An indemnity removed outright, not narrowed: no "to the extent", "for claims arising from", "if", "unless", nor a list of the cases it leaves out ("for (i) any method ... not set forth in the Specifications, (ii) ...") after it. */
const WHOLLY = r`(?!(?:[^.;]|\.\d){0,120}\b(?:to the extent|in respect of|with respect to|for (?:any )?(?:claims?|losses|damages|liabilit\w*|expenses|costs|negligence|breach)|arising|caused|resulting|if|where|unless|except|insofar)\b)(?!(?:[^.;]|\.\d){0,120}\b(?:for|to)\s+\((?:[a-z]|[ivx]+|\d{1,2})\)\s)`;

/**
 * ... or removed for every claim, named broadly: "has no obligation to indemnify the Licensee with respect to any claims
 * arising from the Licensee's use of the Licensed Mark", "is under no duty to indemnify the Client for any claim made by
 * a third party"; not a carve-out of the usual kind (modifications, combinations, misuse, the other's breach or
 * negligence, "except", "to the extent").
 */
const FOR_ANY_CLAIM = r`(?=\w*(?:\s+(?:or|and|nor)\s+(?:to\s+)?(?:defend|indemnif\w*|hold\s+harmless))?(?:\s+(?:the\s+)?[\w-]+(?:['’]s?)?){0,3}?\s+(?:with respect to|in respect of|for|against|from)\s+(?:any|all)\s+(?:(?:and|or)\s+all\s+)?(?:(?:such|third[- ]part(?:y|ies)['’]?)\s+)?claims?\b(?![^.;]*\b(?:modif\w*|combin\w*|alter\w*|misuse\w*|breach\w*|negligen\w*|wil(?:l)?ful\w*|misconduct|except\w*|unless|other than|to the extent|not (?:supplied|provided|authori[sz]ed)|outside|contrary)\b))`;

/** Intellectual property named by its kinds. */
const IP_RIGHTS = r`proprietary rights?|\bpatents?\b|copyrights?|\bIPR\b|trade ?marks?|trade secrets?`;
/**
 * An indemnity whose only triggers are narrow: negligence or misconduct (wilful misfeasance, bad faith, reckless
 * disregard), bodily injury, death or damage to property, a breach of representations, warranties or covenants, a
 * breach of the agreement or a failure to perform it, goods that do not conform to the warranty, or a party's
 * inaccurate statements (not as a carve-out: "other than as a consequence of gross negligence"). Not when it also
 * covers the licensee's exercise of the rights granted (in substance the IP indemnity). A promise cut at a
 * list's semicolon is read with its other items (review.ts). Not when it reaches infringement, or any loss or claim arising from the agreement itself or
 * the services, products or content.
 */
const NARROW_INDEMNITY = r`^(?![\s\S]*(?:infring|misappropriat|intellectual property|${IP_RIGHTS}|any other cause|\b(?:exercise|use)\b[^.;]{0,40}\bof\s+the\s+(?:rights?|licen[cs]es?)\s+(?:granted|hereunder|under this)|\b(?:any|all)\b[^.;]{0,200}?\b(?:arising (?:out of|from|under)|relating to|in connection with|resulting from|as a result of)(?: or (?:in connection with|relat(?:ing|ed) to|resulting from))? (?:this (?:\w+ ){0,3}(?:agreement|attorney)|the (?:services|products?|goods|software|content|program|work))\b))[\s\S]*(?<!\b(?:other than|except(?: for)?|excluding|unless|save for)\b[^.;]{0,60})\b(?:negligen\w*|(?:wil(?:l)?ful|intentional) misconduct|bodily injur\w*|personal injur\w*|death|damage to (?:real or )?(?:tangible )?(?:personal )?property|property damage|(?:breach|inaccuracy|untruth)\w* of (?:any )?(?:of )?(?:its |the |his |their )?(?:\w+ ){0,2}(?:representations?|warrant\w*|covenants?)|misrepresentation|\bbreach\w*\s+(?:or (?:alleged )?breach\s+)?(?:by\s+(?:(?:the|such|either|any)\s+)?[\w-]+(?:\s+[\w-]+)?\s+)?of\s+(?:any\s+(?:of\s+)?(?:the\s+)?(?:provisions?|terms?|obligations?)\s+(?:of|under)\s+)?(?:this\s+agreement|its\s+obligations)|\bfail\w*\s+(?:\w+\s+){0,3}(?:to perform|in the performance of)\s+(?:any\s+of\s+)?(?:its|his|their)\s+obligations|\b(?:did|does|do|shall|will)\s+not\s+conform\w*\s+to\s+[^.;]{0,30}\bwarrant\w*|\bwarranty\s+(?:service|claims?|repairs?)|(?:inaccurate|incomplete|untrue|false|misleading)\s+(?:or\s+(?:inaccurate|incomplete|untrue|false|misleading)\s+)?statements?|wil(?:l)?ful misfeasance|bad faith|reckless disregard)`;

/**
 * An IP indemnity for software or services that reaches the infringement of patents alone ("the Software infringes a
 * United Kingdom patent registered at the date of this Agreement"), not copyright, trade secrets or intellectual property
 * in general, which most claims against software and services are. (For goods, "any claims that the Product infringes
 * any other patent" is the ordinary indemnity, and stays preferred.)
 */
const PATENTS_ONLY = r`^(?=[\s\S]*\bpatents?\b)(?=[\s\S]*\b(?:software|services?|platform|application|program|code|documentation|deliverables?|content|system|solution|subscription)\b)(?![\s\S]*\b(?:copyrights?|trade\s*marks?|trade\s+secrets?|intellectual\s+property|IP\s+rights?|proprietary\s+rights?|moral\s+rights?|database\s+rights?|design\s+rights?|misappropriat\w*|other\s+rights?|any\s+rights?)\b)[\s\S]*\binfring`;

/**
 * An indemnity stated to reach the indemnified provider's own fault: "whether or not caused by Consultant's negligence",
 * "even if the loss results from the Supplier's own negligence or wilful misconduct", "including claims arising from the
 * Vendor's sole negligence", "caused in whole or in part by Contractor's negligence" (not "except to the extent caused
 * by" it, the usual carve-out).
 */
const OWN_FAULT_INDEMNIFIED = r`[^.;]*\b(?:whether\s+or\s+not|even\s+(?:if|where|when|though)|regardless\s+of\s+whether|irrespective\s+of\s+whether|including\s+(?:(?:any|all)\s+)?(?:(?:claims?|losses?|liabilit(?:y|ies)|damages|costs)\s+)?(?:where|that|which|arising|resulting|caused)|in\s+whole\s+or\s+in\s+part\s+by)\b[^.;]{0,80}?\b(?:provider|service provider|supplier|vendor|contractor|consultant)['’]?s?\s+(?:own\s+)?(?:(?:sole|gross|active|passive|concurrent|contributory)\s+)?(?:negligen\w*|(?:wil(?:l)?ful|intentional)\s+(?:misconduct|default|acts?)|fault|breach\w*)`;

/**
 * The customer indemnifying the provider for the provider's own work or platform, or for every claim under the agreement
 * "however caused" (so the provider's own faults too) ("Client will defend, indemnify and hold harmless
 * Consultant from any claims arising from Consultant's performance of the Services"), or for claims that the provider's
 * deliverables, services, software or goods infringe (the provider's own IP risk: "alleges that the Equipment infringes"), or even for the provider's own fault
 * (OWN_FAULT_INDEMNIFIED), with no promise of the provider's in the sentence: not the usual indemnity for the customer's own use, content or instructions.
 */
/**
 * Claims that arise from the customer side's own authorised use of what the provider supplies: "arising directly or
 * indirectly from Licensee's exercise of the rights granted", "resulting from the Customer's use of the Services",
 * "arising out of the Client's receipt or use of the Services". An indemnity for these puts on the customer the claims
 * that the provider's own software or services infringe or fail (session 20, the lead's licence). Not a use the clause
 * qualifies as wrongful ("unauthorised use", "use ... in breach of this Agreement", "otherwise than in accordance with",
 * "in combination with", "as modified by"), which is the customer answering for its own conduct.
 */
const CUSTOMER_USE_QUALIFIERS = r`(?:breach\w*|violat\w*|contrary|otherwise\s+than|other\s+than|not\s+in\s+accordance|unauthori[sz]ed|misuse|mis-use|negligen\w*|wil+ful|fraud\w*|unlawful|illegal|improper\w*|wrongful\w*|modif\w*|combin\w*|except(?:ing)?|excluding)`;
const FOR_ITS_LICENSED_USE = r`[^.;]*\b(?:aris\w*|result\w*|stem\w*)(?:\s+or\s+(?:aris\w*|result\w*))?\s*,?\s+(?:(?:directly|indirectly|directly\s+or\s+indirectly|in\s+whole\s+or\s+in\s+part)\s*,?\s+)?(?:out\s+of|from|as\s+a\s+result\s+of|in\s+connection\s+with)\s+(?:\(\s*(?:[a-z]|[ivx]+|\d{1,2})\s*\)\s+)?(?:the\s+)?${CUSTOMER_SIDE}['’]?s?\s+(?:(?!${CUSTOMER_USE_QUALIFIERS})[\w-]+\s+){0,2}?(?:exercise|use|receipt|enjoyment)\s+(?:(?:or|and)\s+(?:use|exercise|receipt)\s+)?of\s+(?:(?:any|all|the|its)\s+(?:of\s+(?:the\s+)?)?)?(?:licen[cs]es?\b|licensed\b|rights?\b|services?\b|software\b|platform\b|deliverables?\b|products?\b|system\b|technology\b)(?![^.;]{0,120}\b${CUSTOMER_USE_QUALIFIERS}\b)`;
/**
 * A renewal or extension that only the provider side may choose: "may be renewed for a further period of five years at the
 * option of the Licensor", "the Supplier may, at its sole discretion, extend this agreement", "the Service Provider shall
 * have the option to renew". The customer side is held for another term without agreeing to it, or loses what it
 * built on at the other's word (session 20, the lead's licence). Not an option of both parties or of the customer side,
 * one the customer side may refuse or must approve, one exercised "with the Customer's consent", nor the customer's own renewal
 * or reinstatement that the provider may allow ("at XACCT's sole option, Licensee may reinstate or renew").
 */
/**
 * The provider side's role words, one source for PROVIDER_ROLE (with "company") and OTHER_SIDE_ROLE (with "landlord",
 * "lessor"): the words the two share, and each one's own as data.
 */
const PROVIDER_ROLE_WORDS = ['provider', r`service\s+provider`, 'supplier', 'vendor', 'licensor', 'seller', 'contractor', 'consultant'];
const roleOf = (own: string[]): string => `(?:${[...PROVIDER_ROLE_WORDS, ...own].join('|')})`;
const OTHER_SIDE_ROLE = roleOf(['landlord', 'lessor']);
const RENEWAL_AT_OTHER_SIDES_OPTION = r`^(?![\s\S]*\b(?:mutual\w*|both\s+parties|each\s+party|either\s+party|(?:the\s+)?parties\s+(?:may|agree|jointly))\b)(?![\s\S]*\b(?:unless|provided\s+that|subject\s+to|if)\b[^.;]{0,80}\b${CUSTOMER_SIDE}\b[^.;]{0,60}\b(?:objects?|declines?|refuses?|consents?|agrees?|approv\w*|terminat\w*|notif\w*|opts?\s+out|elects?\s+not)\b)(?![\s\S]*\bwith\s+(?:the\s+)?(?:prior\s+)?(?:written\s+)?(?:consent|agreement|approval)\s+of\s+(?:the\s+)?${CUSTOMER_SIDE}\b)(?![\s\S]*\b${CUSTOMER_SIDE}\s+(?:may|(?:shall|will)\s+have\s+the\s+(?:right|option)\s+to|is\s+entitled\s+to)\s+(?:\w+\s+){0,3}?(?:renew|extend)\b)[\s\S]*?(?:\b(?:renew\w*|extend\w*|extension|renewal)\b[^.;]{0,120}?\bat\s+(?:the\s+)?(?:(?:sole|absolute|exclusive|unilateral)\s+)?(?:option|election|discretion|choice)\s+of\s+(?:the\s+)?${OTHER_SIDE_ROLE}\b|\bat\s+(?:the\s+)?${OTHER_SIDE_ROLE}['’]s?\s+(?:(?:sole|absolute|exclusive)\s+)?(?:option|election|discretion|choice)\b[^.;]{0,80}?\b(?:renew\w*|extend\w*)\b|\b${OTHER_SIDE_ROLE}\s+(?:may|(?:shall|will)\s+have\s+the\s+(?:(?:sole|exclusive|unilateral)\s+)?(?:right|option)|has\s+the\s+(?:(?:sole|exclusive|unilateral)\s+)?(?:right|option)|(?:is|shall\s+be)\s+entitled)\s*,?\s+(?:(?:at\s+its\s+(?:(?:sole|absolute)\s+)?(?:option|discretion|election)|in\s+its\s+(?:(?:sole|absolute)\s+)?discretion)\s*,?\s+)?(?:to\s+)?(?:renew|extend)\s+(?:the\s+term\s+of\s+)?(?:this|the)\s+(?:agreement|contract|term|lease|licen[cs]e|subscription|initial\s+(?:term|period))\b|\b${OTHER_SIDE_ROLE}['’]s?\s+(?:(?:sole|exclusive|unilateral)\s+)?(?:option|right|election)\s+to\s+(?:renew|extend)\b)`;
const REVERSED_INDEMNITY = r`(?![^.;]*\b${PROVIDER_SIDE}\b(?:(?!\b${CUSTOMER_SIDE}\b)[^.;]){0,60}\b(?:shall|will|agrees? to|must)\s+(?:\w+,?\s+){0,3}(?:defend|indemnif))(?![^.;]*\b(?:each other|one another|mutual\w*|instruct\w*|specifications?|directions?|directed|designs?(?!\s+rights?)|drawings?|(?:provided|supplied|furnished) by (?:the )?${CUSTOMER_SIDE})\b)(?=${OWN_FAULT_INDEMNIFIED}|${FOR_ITS_LICENSED_USE}|[^.;]*\b(?:arising|resulting|stemming)\s+(?:(?:directly|indirectly|in whole or in part)\s+)?(?:out of|from)\s+(?:the\s+)?(?:provider|service provider|supplier|vendor|contractor|consultant)['’]s?\s+(?:\w+\s+){0,2}?(?:performance|services|work|acts?|omissions?|activities|conduct|provision|negligen\w*|platform|systems?)\b|[^.;]*\b(?:arising|resulting)\s+(?:out\s+of|from|under)(?:\s+or\s+(?:relating|related|in connection with|in relation to)(?:\s+to)?)?\s+(?:this\s+agreement|the\s+(?:services|platform))\b(?:(?!\b${CUSTOMER_SIDE}['’]s?\b)[^.;]){0,120}\b(?:howsoever|however)\s+(?:caused|arising)\b|[^.;]*\b(?:claims?|allegations?|suits?|actions?|alleg(?:es|ing|ed)|asserts?|asserting)\s+(?:\w+\s+){0,2}?that\s+(?:the|a|any)\s+(?:deliverables?|services?|software|platform|work product|products?|goods|equipment|hardware|components?|parts|(?:provider|supplier|vendor|consultant|contractor)['’]s?\s+(?:\w+\s+)?(?:products?|materials?|work))\b[^.;]{0,40}?\b(?:infring\w*|misappropriat\w*|violat\w*)\b)[^.;]*?\b${CUSTOMER_SIDE}\b[^.;]{0,60}\b(?:shall|will|agrees? to|hereby agrees? to|must)\s*,?\s+(?:[\w'’]+,?\s+){0,12}?(?:defend|indemnif|hold\b[^.;]{0,20}harmless)`;

/** The provider side by its role words alone (not "each party"). */
const PROVIDER_ROLE = roleOf(['company']);
/**
 * A grant-back: the customer side assigns to the provider what it makes itself ("the Client hereby assigns to the Supplier
 * all rights in any improvement it makes to the Supplier's software", "any enhancement made by the Distributor shall
 * belong to the Company, and the Distributor hereby assigns ..."): worse than the provider merely keeping its own work.
 */
const IMPROVEMENT_WORDS = r`\b(?:improvements?|modifications?|enhancements?|derivative works?|adaptations?|derivatives?)\b`;
const ASSIGNS_TO_PROVIDER = r`\b${CUSTOMER_SIDE}\b(?:(?!\b${PROVIDER_ROLE}\b)[^.;]){0,60}\b(?:(?:hereby\s+)?(?:irrevocably\s+)?(?:assigns|transfers)|hereby\s+(?:irrevocably\s+)?(?:assign|transfer)|(?:shall|will|must|agrees?\s+to)\s+(?:\w+\s+){0,2}?(?:assign|transfer))\b[^.;]{0,160}?\bto\s+(?:the\s+)?${PROVIDER_ROLE}\b`;
/**
 * The customer's licence to the deliverables one that lapses with the agreement: "grants the Client a non-exclusive licence
 * to use the Work Product ... during the term of this Agreement", "for the duration of this Agreement", "until this
 * Agreement terminates"), or only while the customer keeps paying ("for so long as the Client pays the Charges", "which
 * licence shall terminate if Customer fails to pay"); the deliverables named after the licence or before it ("retains the
 * Deliverables and grants Customer a licence to use them ..."), or with a statement of work or order ("until completion of
 * the applicable SOW"), granted in the passive too ("Client is granted a licence"), or for a fixed number of months or
 * years ("for a period of twelve (12) months from delivery"); what the provider makes for the customer named as
 * configurations, customisations, scripts or runbooks as well as deliverables. Not a perpetual licence, nor one to the
 * provider's pre-existing or third-party materials.
 */
const TERM_OF = r`(?:this|the|that|each|such)\s+(?:(?:applicable|relevant|related|corresponding)\s+)?(?:agreement|engagement|contract|statements?\s+of\s+work|sows?|project|(?:service\s+|work\s+)?orders?)`;
const LICENCE_ONLY_FOR_TERM = r`^(?![\s\S]*\b(?:pre-?existing|background|third[- ]part\w*|open[- ]source|perpetu\w*|irrevocabl\w*|surviv\w*)\b)[\s\S]*\b(?:grants?|(?:is|are)\s+(?:hereby\s+)?granted|receives?|(?:shall|will)\s+(?:have|receive|be\s+granted))\b[^.;]{0,80}\blicen[cs]e\b(?=[^.;]{0,240}\b(?:work product|deliverables?|reports?|work results|configurations?|customi[sz]ations?|scripts|runbooks?)\b|(?<=\b(?:work product|deliverables?|reports?|work results|configurations?|customi[sz]ations?|scripts|runbooks?)\b[^.;]{0,160}))[^.;]{0,240}?\b(?:for\s+(?:a\s+(?:period|term)\s+of\s+)?(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:months?|years?)\b|(?:during|for|throughout)\s+the\s+(?:(?:initial|subscription|then[- ]current)\s+)?(?:term|duration|life|currency)(?:\s+of\s+${TERM_OF}\b|(?!\s+of\b))|(?:while|for\s+so\s+long\s+as|as\s+long\s+as)\s+(?:this|the)\s+(?:agreement|engagement|contract)\s+(?:is|remains|continues)\s+in\s+(?:force|effect)|(?:while|for\s+so\s+long\s+as|as\s+long\s+as)\s+(?:the\s+)?${CUSTOMER_SIDE}\s+(?:(?:continues|remains)\s+to\s+)?(?:pays?|(?:is|remains)\s+(?:current|up\s+to\s+date)\s+(?:with|in|on)\s+(?:its\s+)?payments?)|(?:which|that|the|this|such)\s+licen[cs]e\s+(?:shall|will)\s+(?:\w+\s+)?(?:terminate|end|lapse|cease|expire)\s+(?:\w+\s+)?(?:if|when|upon|on|in\s+the\s+event)\b|until\s+(?:the\s+)?(?:termination|expiry|expiration|end|completion)\s+of\s+${TERM_OF}|until\s+${TERM_OF}\s+(?:ends|terminates|expires|is\s+completed))\b`;
/**
 * The provider keeping the work it makes, with the customer allowed to use it only for a time or one purpose: "retains
 * ownership of all work product ..., and the Client may use it only for the spring campaign", "shall remain the property
 * of the Consultant; the Client is permitted to use them solely during the twelve months that follow", "belong to the
 * Consultant, and the Client may use them only in connection with the project ... and for no longer than six months"
 * (not the provider's pre-existing or third-party materials, nor a perpetual or irrevocable use).
 */
const KEPT_USE_LIMITED = r`^(?=[\s\S]*?\buse\b[^.;]{0,40}?\b(?:only|solely|exclusively)\b)(?![\s\S]*\b(?:pre-?existing|background|third[- ]part\w*|open[- ]source|perpetu\w*|irrevocabl\w*)\b)(?=[\s\S]*\b(?:work\s+product|deliverables?|work\s+results?|materials|creative|reports?|artwork)\b)[\s\S]*?(?:\b${PROVIDER_SIDE}\b[^.;]{0,20}\b(?:retains?|keeps?|owns?|shall\s+(?:retain|own|keep))\b|\b(?:remains?|shall\s+remain|will\s+remain|belongs?|shall\s+belong|will\s+belong|(?:is|are)\s+(?:and\s+(?:shall|will)\s+remain\s+)?the\s+(?:sole\s+|exclusive\s+)?property)\b[^.;]{0,30}?\b(?:to|of)\s+(?:the\s+)?${PROVIDER_SIDE}\b)[^.]{0,200}?\b${CUSTOMER_SIDE}\b[^.;]{0,20}\b(?:may|can|is\s+(?:permitted|entitled|licen[cs]ed|allowed)\s+to|shall\s+be\s+(?:permitted|entitled)\s+to)\s+use\b[^.;]{0,40}?\b(?:only|solely|exclusively)\b[^.;]{0,80}?\b(?:campaigns?|projects?|events?|engagement|purposes?|months?|years?|term|period)\b`;
/**
 * The customer's licence to the deliverables one the provider may end: "grants the Client a non-exclusive licence to use
 * the Work Product ..., which the Consultant may terminate on written notice if ...", "the Supplier may revoke the licence
 * granted in Clause 4.2" (not a licence to the provider's pre-existing or third-party materials, nor one the customer ends).
 */
const LICENCE_PROVIDER_MAY_END = r`^(?![\s\S]*\b(?:pre-?existing|background|third[- ]part\w*|open[- ]source)\b)(?:[\s\S]*\bgrants?\b[^.;]{0,80}\blicen[cs]e\b[^.;]{0,120}\b(?:work product|deliverables?|reports?|work results)\b[^.;]{0,160}\b(?:which|that)\s+(?:the\s+)?(?:provider|service provider|supplier|vendor|licensor|contractor|consultant)\s+may\s+(?:at any time\s+)?(?:terminate|revoke|withdraw|suspend)\b|[\s\S]*\b(?:provider|service provider|supplier|vendor|licensor|contractor|consultant)\b[^.;]{0,20}\bmay\s+(?:at any time\s+)?(?:terminate|revoke|withdraw)\s+(?:the|this|such|that|any)\s+licen[cs]e\b[^.;]{0,80}\b(?:work product|deliverables?|reports?|work results|clause|section)\b)`;

/**
 * ... or anything else the customer side makes itself, where rights in it pass: "any customer list or other material
 * prepared by Reseller ... and Reseller assigns all such rights to Orrin" (not a hand-over of reports or data at the end).
 */
const CUSTOMERS_OWN_WORK = r`(?:${IMPROVEMENT_WORDS}|(?=[^.;]*\b(?:rights?|title|interest|ownership|intellectual property|copyrights?)\b)\b(?:materials?|works?|lists?|content|documents?|reports?|data|deliverables?)\b[^.;]{0,40}?\b(?:prepared|created|developed|made|produced|authored|written|compiled|generated)\s+(?:solely\s+)?by\s+(?:or\s+for\s+)?(?:the\s+)?${CUSTOMER_SIDE}\b)`;
// (either order in the sentence, and past a heading or number before it: "2. Improvements\nThe Client hereby assigns ...")
export const GRANT_BACK = r`${CUSTOMERS_OWN_WORK}[^.;]*?${ASSIGNS_TO_PROVIDER}|${ASSIGNS_TO_PROVIDER}[^.;]*?${CUSTOMERS_OWN_WORK}`;

/** Kinds of loss an English-style exclusion lists ("indirect, special or consequential loss"). */
// (also the singular and the misspellings real contracts carry: "indirect damage", "indirect loses or damaged")
const LOSS_KINDS = r`\b(?:indirect|incidental|special|consequential|punitive|exemplary)(?:(?:\s*,\s*|\s+(?:or|and|and\/or)\s+)(?:indirect|incidental|special|consequential|punitive|exemplary|economic))*\s+(?:loss(?:es)?|loses|damaged?)\b`;

/** A change promised not to make the service worse ("will not substantially diminish the level of Maintenance"). */
/**
 * A power given as a right: "reserves the right (, from time to time,) to", "shall have the right to", "has the right to",
 * "retains the right to", "is entitled to" (lead28: "JRVS shall have the right to revise JRVS Price at any time").
 */
const RIGHT_TO = r`(?:reserves?|retains?|shall\s+have|has|have)\s+the\s+right(?:\s*,[^,.;]{1,80},)?\s+to|(?:is|shall\s+be)\s+entitled\s+to`;
// the provider changing or taking away what the customer pays for ("may modify, replace or withdraw any feature of
// the service", "may discontinue any of the Services"): a change of the bargain as much as a change of its terms
// (not a change of the platform or software that delivers the service, nor a right to "enhance" or improve it)
// (also ceasing to provide it, or cutting it back: "may alter or cease providing the support services", "may curtail the
// Services": lead28)
const CHANGE_VERB = r`(?:modify|change|alter|withdraw|discontinue|remove|replace|reduce|update|amend|suspend|revise|vary|improve|cease|curtail|downgrade|delete)`;
/** What a service is made of, changed as the service is: "vary the scope, specification or content of the Services" (lead28). */
const SERVICE_PART = r`(?:scope|specifications?|content|nature|level|standards?|extent)`;
/**
 * The provider changing by itself what it supplies: the service's features or modules, or the products themselves, the
 * product line or the list of products ("reserves the right ... to modify, alter, change, or improve any or all of the
 * Products", "may revise the list of Products at any time", "may at any time withdraw any product or product line").
 * The contradiction reading it asks for a discretion with it (at any time, from time to time, at its discretion), which may
 * sit inside the reservation ("reserves the right, from time to time and in its sole discretion, to modify").
 */
export const SERVICE_CHANGE = r`\b(?:may|${RIGHT_TO})(?:\s*,[^,.;]{1,80},)?\s+(?!not\b|never\b)(?:\w+\s+){0,7}?(?:add(?:\s*,|\s+(?:or|and|and\/or))\s+)?${CHANGE_VERB}(?:,?\s+(?:(?:or|and|and\/or)\s+)?${CHANGE_VERB})*\s+(?:(?:providing|to provide|supplying|to supply|offering|to offer|performing|to perform)\s+)?(?:(?:any|all)\s+(?:or|and)\s+(?:any|all)\s+of\s+(?:the|its|our)\s+|(?:any|all|some)\s+of\s+(?:the|its|our)\s+|(?:any|all|some|the|its|our)\s+)(?:(?:part|parts|portion|aspect|sale|supply|provision|production|manufacture)s? (?:(?:and|or|and\/or) (?:the )?(?:sale|supply|provision|production|manufacture) )?of (?:(?:any|all|some) of )?(?:the |its |our )?|${SERVICE_PART}(?:\s*,\s*(?:(?:or|and)\s+)?${SERVICE_PART}|\s+(?:or|and|and\/or)\s+${SERVICE_PART})*\s+of\s+(?:the\s+|its\s+|our\s+)?)?(?:(?!(?:of|to|for|with|in|on|by|from|under|and|or)\b)[\w-]+\s+){0,2}?(?:features?|functionality|functions?|modules?|services?|subscription services?|specifications?|statements? of work|service descriptions?|products?|product\s+(?:lines?|range|list|offerings?|portfolio)|(?:list|range|line|catalog(?:ue)?)\s+of\s+(?:the\s+|its\s+|our\s+)?products)\b`;
/**
 * A document the customer is bound by (a policy, a schedule, the scope, the rates, the terms) that the other side may
 * change by its own act, named in any of the ways drafting puts it: "as the Vendor may amend it from time to time",
 * "as updated by the Supplier from time to time", "as they may be revised by Provider at any time", "each revised version takes effect ... and the Customer's agreement
 * is not required", "may vary the Rate Card without Client's consent", "a variation is deemed accepted unless Buyer
 * rejects it within two days". Not a change the parties make together, nor one the customer makes, nor a transfer of
 * the agreement (assignment, novation, subcontracting, a change of control), which the assignment checks read.
 */
const ONE_SIDE_CHANGE_WORD = r`(?:(?:amend|modif|chang|revis|updat|vary|varie|variation)\w*|alter(?:s|ed|ing|ations?)?\b)`;
const NOT_A_TRANSFER = r`(?![\s\S]*\b(?:assign\w*|novat\w*|subcontract\w*|change\s+(?:of|in)\s+control)\b)`;
/** The supplying side by its role word, whose own standard terms a customer may be made to accept as they change (not "Company", an employer as often as a supplier). */
const OWN_TERMS_OF = r`(?:provider|service provider|supplier|vendor|licensor|seller|contractor|consultant|carrier)`;
/**
 * Whose "normal" terms govern (TERMS_OF_TRADE): a party named by its possessive, not the customer side's ("the Client's
 * normal payment procedures" are its own, as are a "Company's" payroll procedures) and, for conduct, not the party's own
 * ("SCIEN shall follow its Standard Operating Procedures": `own` false), and terms of trade, business or payment, protocols, procedures, practices or
 * policies that the agreement does not attach or set out ("set forth above", "which are as follows").
 */
const usualTerms = (own: boolean) => r`(?!(?:the\s+)?(?:${CUSTOMER_SIDE}|company|employer)['’]|(?:the\s+)?(?:parties|party|each|either|both)\b)(?:(?:the\s+)?[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2}['’]s?${own ? '|its|their' : ''})\s+(?:normal|usual|standard|ordinary|customary|prevailing|current|then[- ]current|regular)\s+(?:(?!terms\b|conditions\b)[\w-]+\s*,?\s+(?:(?:and|or)\s+)?){0,4}?(?:terms\s+of\s+(?:trade|business|sale|payment)|trading\s+terms|(?:payment|credit|sales?)\s+terms|protocols?|procedures|practices|polic(?:y|ies))\b(?![^.;]{0,60}\b(?:attached|annexed|appended|(?:set\s+(?:out|forth)|described|contained|stated)\s+(?:in|above|below|herein)|as\s+follows|(?:in|at)\s+(?:schedule|exhibit|annex|appendix|attachment))\b)`;
const TERMS_OF_TRADE = r`\b(?:(?:paid|payable|pay|payment|invoiced|billed)\b(?:(?!\b(?:not|never)\b)[^.;]){0,60}?\b(?:in\s+accordance\s+with|according\s+to|on|under|pursuant\s+to|subject\s+to)\s+${usualTerms(true)}|(?<!\b(?:${PROVIDER_ROLE})\s+(?:will|shall|must)\s+)(?:will|shall|must|agrees?\s+to)\s+(?:follow|observe|comply\s+with|abide\s+by|adhere\s+to)\s+${usualTerms(false)})`;
const ONE_SIDED_CHANGE = [
  r`\bas\s+(?!(?:the\s+)?(?:parties|both|each|applicable|law|laws|legislation|statute|regulators?|${CUSTOMER_SIDE})\b)(?:the\s+|its\s+)?(?:[\w-]+\s+)?[\w-]+\s+(?:may|shall|will|can)\s+(?!not\b)(?:\w+\s+){0,3}?${ONE_SIDE_CHANGE_WORD}\s+(?:it|them|the\s+same|such\s+\w+|that\s+\w+|this\s+\w+)\b`,
  r`\bas\s+(?:\w+\s+){0,3}?(?:amended|updated|revised|modified|changed|varied)\s+(?:\w+\s+)?by\s+(?!(?:the\s+)?(?:parties|both|mutual|agreement|written|law|laws|legislation|statute|such|any|an?|these|those|this|that|subsequent|further|amendments?|attachments?|schedules?|exhibits?|addend\w*|supplements?|notices?|${CUSTOMER_SIDE})\b)(?:the\s+|its\s+)?[\w-]+\s+(?:\w+\s+){0,2}?(?:from\s+time\s+to\s+time|at\s+any\s+time|periodically|unilaterally|without\s+notice|in\s+its\s+(?:sole\s+|absolute\s+)?discretion)\b`,
  r`^${NOT_A_TRANSFER}(?=[\s\S]*\b${ONE_SIDE_CHANGE_WORD}|[\s\S]*\bnew\s+version)(?![\s\S]*\bmutual\w*)[\s\S]*\b(?:[\w-]+['’]s|its|their)\s+(?:\w+\s+)?(?:agreement|consent|approval|acceptance|signature)\s+(?:is|are|shall\s+be|will\s+be|need|needs)\s+not\s+(?:be\s+)?(?:required|needed|necessary)\b`,
  r`^${NOT_A_TRANSFER}(?![\s\S]*\b(?:each|either|neither|both)\s+part(?:y|ies)\b)[\s\S]*\b(?:may|reserves?\s+the\s+right\s+to|is\s+entitled\s+to)\s+(?!not\b)(?:\w+\s+){0,3}?${ONE_SIDE_CHANGE_WORD}\b[^.;]{0,160}\bwithout\s+(?:the\s+)?(?:need\s+for\s+|requiring\s+)?(?:any\s+)?(?:(?:[\w-]+|other\s+party)['’]s\s+(?:\w+\s+)?(?:agreement|consent|approval|signature)\b|(?:agreement|consent|approval|signature)\s+of\s+(?:the\s+)?(?:other\s+party|${CUSTOMER_SIDE})\b)`,
  r`^${NOT_A_TRANSFER}(?=[\s\S]*\b${ONE_SIDE_CHANGE_WORD})[\s\S]*(?:${DEEMED_BY_SILENCE})`,
  // the other side's own terms, rules or policy made part of the deal in whatever version it keeps: "the Supplier's
  // standard conditions, as updated from time to time", "Provider's Terms of Trade as in force from time to time"
  // (or the supplying side changing them, in the present tense: "as the Provider updates it from time to time", "as
  // Provider amends them from time to time; each amendment binds Customer")
  r`\bas\s+(?:the\s+)?${OWN_TERMS_OF}\s+(?:amends|updates|revises|modifies|changes|varies|supplements|replaces|reissues|republishes)\s+(?:it|them|the\s+same|these|those)\s+(?:\w+\s+){0,2}?(?:from\s+time\s+to\s+time|at\s+any\s+time|periodically)\b`,
  // (or the changed version made binding by the act of posting it: "the changed version applies to every test order from
  // the day we post it", "the updated handbook binds the Customer from the time the Supplier uploads it", "a new version
  // of them takes effect as soon as the Supplier posts it"; hold-out 18's misses, session 23)
  r`\b(?:changed|amended|updated|revised|modified|new)\s+(?:[\w-]+\s+){0,3}?(?:applies|apply|binds?|takes?\s+effect|(?:shall|will)\s+(?:apply|bind|take\s+effect)|is\s+effective|becomes?\s+(?:effective|binding))\b[^.;]{0,80}?\b(?:(?:from|on|upon|when|once|as\s+soon\s+as)\s+(?:the\s+(?:day|date|time|moment)\s+)?(?:(?:that\s+)?(?:we|it|they|the\s+[\w-]+)\s+)?(?:posts?|posted|publish(?:es|ed)?|uploads?|uploaded|places?|puts?)\b|(?:from|on|upon)\s+(?:its|their)\s+(?:posting|publication|upload)\b)`,
  r`\b${OWN_TERMS_OF}['’]s?\s+(?:[\w-]+\s+){0,4}?(?:terms|conditions|polic(?:y|ies)|rules|procedures|tariffs?|handbook|manual|guidelines|codes?)\b(?:\s+of\s+[\w-]+)?[^.;]{0,40}?\bas\s+(?:(?:amended|updated|revised|modified|changed|varied|supplemented|in\s+force|current|applicable|published|posted|issued)\s+(?:(?:or|and)\s+\w+\s+)?(?:by\s+(?:it|them|the\s+\w+)\s+)?)?(?:from\s+time\s+to\s+time|at\s+any\s+time)\b`,
  // (or the supplying side's own "normal" terms, which it sets and may change and the customer cannot read in the
  // agreement, made to govern payment or the customer's conduct: "invoiced for payment according to Datec's normal terms
  // of trade", "paid ... in accordance with Owner's normal payment protocols, which will be specified in the applicable
  // invoice", "Charterer will follow Owner's normal scheduling ... protocols established from time to time"; session 28,
  // leftovers32. Not the customer side's own procedures, nor terms attached or set out in a schedule)
  TERMS_OF_TRADE,
].join('|');
/**
 * The terms or the service changed in the passive voice, by the other side or at its discretion: "These Subscription
 * Terms may be amended at any time at the sole discretion of Provider", "the service description may be modified by the
 * Contractor at any time" (not by the parties, the customer, or by agreement: the contradiction's guards read those;
 * prices are PRICE_CHANGE's). A by-phrase naming the customer side, or "by notice" alone, is no free hand. The subject is
 * the noun the modal follows within a few words ("the service description in Schedule 2 may be"), not one a clause before
 * ("this Agreement, except as such system may be modified"); and a discretion alone does not say whose it is (a buyer's
 * specification "may be updated from time to time by PNC in its sole discretion": BellRing), so it is no trigger here.
 */
const PASSIVE_CHANGE = r`\b(?:${SELF_QUALIFIED}|terms(?:\s+of\s+(?:service|use|sale|business))?|conditions|agreement|polic(?:y|ies)|services?|service\s+descriptions?|specifications?|features?|functionality|products?|product\s+list)\b(?:\s+(?!(?:except|as|unless|save|such|which|that|where|if|when)\b)[\w'’()-]+){0,5}?\s+(?:may|can)\s+be\s+(?:\w+\s+)?(?:changed|amended|modified|revised|updated|varied|altered|withdrawn|discontinued|reduced)\b(?![^.;]{0,80}\bby\s+(?:the\s+)?${CUSTOMER_SIDE}\b)(?=[^.;]{0,80}\b(?:at\s+any\s+time|without\s+(?:any\s+)?(?:prior\s+|advance\s+)?(?:written\s+)?notice|unilaterally|by\s+(?:the\s+)?${OWN_TERMS_OF})\b)`;
/**
 * "in writing" as the form of an agreement ("agreed in writing", "amended only in writing"), not of a notice ("written notice",
 * "notice in writing", "by notifying the Customer in writing"): a change one side makes by notice is its change alone (lead28).
 */
const IN_WRITING_AGREED = r`(?<!\b(?:notice|notif\w*)\b[^.;]{0,40})\bin writing\b`;
/** Both sides' assent in its written form: signed, mutual, written (not "written notice"), in writing (not a notice's). */
const AGREED_FORM = r`\b(?:signed|mutual\w*)\b|\bwritten\b(?!\s+(?:notice|notification)\b)|${IN_WRITING_AGREED}`;
// (also "no variation shall reduce the Services": lead28)
export const NO_WORSE = r`(?:(?:not|never)\s+(?:\w+\s+){0,2}|\bno\s+(?:such\s+)?\w+\s+(?:shall|will|may|can)\s+(?:\w+\s+)?)(?:materially |substantially |significantly )?(?:diminish|reduce|degrade|decrease|adversely affect)`;

/**
 * The parties' agreement to a change ("as agreed", "agrees", "by mutual agreement", "with the Customer's prior written
 * agreement"), not the word naming the document ("the fees payable under this Agreement"), which limits nothing (lead22).
 */
const AGREED_TO = r`(?:agree(?:s|d|ing)?|(?:by|upon|on|with|subject\s+to|after)\s+(?:(?:the|its|their|our|your|a)\s+)?(?:(?:mutual|prior|separate|further|written|express)\s+)*agreement|[\w-]+['’]s?\s+(?:(?:prior|written|express)\s+)*agreement)`;
/**
 * The provider setting the prices by itself, with no cap, index or agreement in the sentence (not a list's lead-in that
 * accepts its items, read with the item: "the Customer agrees to the following:", "agrees as follows", "acknowledges
 * and agrees that, as to the platform:", an "agree" a colon follows, while "the parties agree that prices may be
 * amended" stays an agreed change; nor "the approved system" it speaks of: Buffalo Wild Wings' software fees, session
 * 21): "Supplier may revise its prices at any time by posting a new price list on its portal", "the fees may be changed
 * from time to time by the Provider", "hourly rates are subject to change at any time" (the MSA's and the services
 * playbooks' unilateral-change check reads it; the SaaS playbook has its own price check); not an increase "only" on a
 * ground, "pursuant to" a cost increase or "in accordance with" a stated mechanism.
 */
const PRICE_CHANGE = r`^(?![\s\S]*\b(?:not (?:to )?exceed|no more than|capped|cap of|consumer price index|cpi|index\w*|\d+(?:\.\d+)?\s?%|percent|${AGREED_TO}(?!\s+(?:to\s+the\s+following|as\s+follows)\b|[^.;:]{0,120}:)|consent\w*|approv\w*(?<!\b(?:the|an?|its|any|our|their|your)\s+approved)|negotiat\w*|only|solely|pursuant to|in accordance with|to reflect|to recover|pass(?:es|ed)?[- ]through|in proportion)\b)(?:[\s\S]*\b(?:may|${RIGHT_TO}|can)\s+(?!not\b|never\b)(?:\w+\s+){0,3}?(?:revise|change|modify|amend|vary|update|increase|adjust|alter)\s+(?:(?:any|all) of\s+)?(?:(?:its|the|their|our|any|all|such)\s+)?(?:(?:list|standard|published|wholesale|reseller|then[- ]current|hourly|daily|day|weekly|monthly|quarterly|annual|yearly|subscription|support|maintenance|professional|service|consulting|billing|unit)\s+)?(?:prices?|fees?|rates?|charges|price ?lists?|pricing|tariffs?)\b|[\s\S]*\b(?:prices?|fees?|rates?|price ?lists?|pricing|tariffs?)\b[^.;]{0,80}\b(?:may|can)\s+be\s+(?:revised|changed|modified|amended|varied|updated|increased|adjusted|altered)\b[^.;]{0,60}\b(?:from time to time|at any time|by posting|without (?:any )?(?:prior |advance )?(?:written )?notice|(?:at|in) (?:its|their|[\w-]+['’]s?) (?:sole |absolute )?discretion|at the (?:sole |absolute )?discretion of|by (?:the )?(?:provider|supplier|vendor|licensor|seller|company))\b|[\s\S]*\b(?:prices?|fees?|rates?|price ?lists?|pricing|tariffs?|fee schedules?|rate cards?)\b[^.;]{0,60}\b(?:are|is|shall be|will be|remain)\s+subject\s+to\s+(?:change|revision|adjustment|variation|increase)\b[^.;]{0,60}\b(?:from time to time|at any time|without (?:prior )?notice|by posting|(?:at|in) (?:its|their) (?:sole |absolute )?discretion|by (?:the )?(?:provider|supplier|vendor|licensor|seller|company|consultant|contractor))\b)`;

/** What makes a price change no free hand: a cap, an index, the customer's agreement, a ground it is confined to. */
const PRICE_LIMITED = r`\b(?:not (?:to )?exceed|no more than|capped|cap of|consumer price index|cpi|index\w*|\d+(?:\.\d+)?\s?%|percent|${AGREED_TO}|consent\w*|approv\w*|negotiat\w*|only|solely|signed|mutual\w*)\b`;
/**
 * A rate reviewed and raised by a pronoun: "may review the Day Rate and increase it with effect from any date by giving
 * ... notice", "may revisit the Hourly Rate from time to time and raise it", "will review its hourly rates each quarter and
 * may change them by notifying Customer" (not with a cap, index or the customer's agreement in the sentence, nor the
 * customer's own review).
 */
const PRICE_RAISED_AS_IT = r`^(?![\s\S]*${PRICE_LIMITED})(?![\s\S]*\b${CUSTOMER_SIDE}\s+(?:may|can|shall|will)\b)[\s\S]*\b(?:prices?|fees?|rates?|charges|pricing|tariffs?)\b[^.;]{0,60}?\b(?:and|to)\s+(?:(?:may|can|will|shall)\s+)?(?:then\s+)?(?:increase|raise|change|adjust|vary|revise|amend|alter)\s+(?:it|them)\b`;
/**
 * A free change of the fees beside a limited one in the same sentence: "may increase the Monthly Fee ... by up to seven
 * percent (7%), and may in addition adjust its fees at any time upon thirty (30) days' notice to reflect increases in its
 * ... costs", "in line with the Consumer Prices Index and may also vary its rates from time to time by written notice"
 * (the limb after "also" / "in addition" read alone; not "may not otherwise vary", nor a second limb with its own cap or
 * the customer's agreement).
 */
const PRICE_CHANGE_BESIDE_A_LIMIT = r`^[\s\S]*?\b(?:and|but)\s+(?:(?:the\s+)?(?:provider|supplier|consultant|vendor|contractor|licensor|it)\s+)?(?:may|can)\s+(?:also|in\s+addition|additionally|further|separately)\s+(?:\w+\s+){0,2}?(?:revise|change|modify|amend|vary|update|increase|adjust|alter|raise)\s+(?:(?:its|the|their|any|all|such)\s+)?(?:[\w-]+\s+)?(?:prices?|fees?|rates?|charges|pricing|tariffs?)\b(?![^.;]*${PRICE_LIMITED})(?=[^.;]{0,100}\b(?:at any time|from time to time|(?:up)?on\s+(?:[\w()'’-]+\s+){0,4}?(?:written\s+)?notice|by\s+(?:giving\s+)?(?:[\w()'’-]+\s+){0,5}?(?:written\s+)?notice|by\s+notifying)\b)`;
/**
 * A price defined as the provider may make it: '"Fees" means the daily rates ..., plus an uplift of fifteen percent (15%),
 * as the Consultant may increase from time to time by notice', '"Charges" means the rates in the Price List, as the
 * Provider may update them', '"Fees" means the amounts stated in each Order, as adjusted by Provider in its discretion'
 * (a percentage in the definition is its content, not a cap on the change; not a change the customer must agree to, nor
 * one made under a stated clause).
 */
const PRICE_DEFINED_AS_CHANGED = r`^[\s\S]*?\b(?:prices?|fees?|rates?|charges|pricing|tariffs?|price\s+list|rate\s+card)\b["”]?\s+(?:means?|shall\s+mean|has\s+the\s+meaning)\b[^.;]{0,200}?(?:\b(?:as|which|that)\s+(?:the\s+)?(?:provider|supplier|consultant|vendor|contractor|licensor|company)\s+(?:may|can)\s+(?!not\b)(?:\w+\s+){0,2}?(?:increase|raise|change|adjust|vary|revise|amend|update|alter)\b|\bas\s+(?:increased|raised|changed|adjusted|varied|revised|amended|updated|altered)\s+by\s+(?:the\s+)?(?:provider|supplier|consultant|vendor|contractor|licensor)\b)(?![^.;]*${PRICE_LIMITED})(?![^.;]*\b(?:under|pursuant\s+to|in\s+accordance\s+with)\s+(?:clause|section|paragraph|schedule|article)\b)`;
/** Every way the provider changes its prices by itself. */
/**
 * A price change announced ahead (notice, or the new prices "offered three (3) months in advance"), with a way out for
 * the customer beside it (WAY_OUT: "may decide ... to prolong or terminate", "may reject the revised fees and cancel"):
 * the fallback (lead22).
 */
const ADVANCE_WARNING = r`\b(?:notice|notif\w*|in\s+advance)\b`;
const PRICE_CHANGES = r`(?:${PRICE_CHANGE})|(?:${PRICE_RAISED_AS_IT})|(?:${PRICE_CHANGE_BESIDE_A_LIMIT})|(?:${PRICE_DEFINED_AS_CHANGED})`;

/**
 * Buying elsewhere: the customer's promise not to obtain from anyone else what the provider supplies, an exclusive
 * purchase ("not ... purchase, license or otherwise obtain from any third party any services substantially similar to
 * the Services", "not to source equivalent services from any competitor of Provider"): the thing bought is named as like
 * the provider's (similar, comparable, equivalent, the same, competing), before or after the other source.
 */
const LIKE_THE_PROVIDERS = r`(?:(?:substantially\s+|materially\s+)?(?:similar|comparable|equivalent|identical)|the\s+same\s+as|competing|competitive|substitut\w*)`;
const OTHER_SOURCE = r`(?:from|through|with)\s+(?:any\s+|a\s+|an\s+)?(?:third[- ]part(?:y|ies)|other\s+(?:vendors?|suppliers?|providers?|sources?|persons?|part(?:y|ies))|competitors?\b|(?:person|entity|party|source)\s+other\s+than|anyone\s+(?:else|other\s+than))`;
const BUYS_ELSEWHERE = r`(?:buy|purchase|procure|obtain|source|acquire|licen[cs]e|subscribe\s+to|contract\s+for)\w*\b(?:[^.;]{0,60}?\b${OTHER_SOURCE}[^.;]{0,120}?\b${LIKE_THE_PROVIDERS}|[^.;]{0,60}?\b${LIKE_THE_PROVIDERS}\b[^.;]{0,80}?\b${OTHER_SOURCE})`;

/**
 * The customer alone made liable for every loss, consequential loss and lost profit included: "Customer shall be liable to
 * Supplier for all losses arising from its breach ..., including indirect and consequential losses and loss of profits",
 * "Customer shall indemnify Provider against all losses, including loss of profit and consequential loss" (not a sentence
 * that binds both parties, "each party", "either party", nor one that excludes such losses: "not", "no", "excluding"; nor
 * the price of the work, "shall reimburse EmployeeCo for all direct or indirect costs and expenses" of performing it).
 */
/**
 * A kind of loss named as a loss: the word of kind followed, through any list of kinds, by the loss ("special and
 * consequential losses", "indirect damages") or the end of the list ("whether direct or indirect."), not by another noun
 * ("special features requested by its customers", "indirect channel support", "incidental services": gaps25, from a CUAD
 * content licence's "including ... special features").
 */
const AS_A_LOSS = r`(?=(?:\s*(?:,|or|and|and\/or)\s*(?:or\s+|and\s+)?(?:direct|indirect|consequential|special|incidental|punitive|exemplary|economic)\b)*\s*(?:damages?\b|loss(?:es)?\b|liabilit\w*|[,.;:)]|$))`;
/**
 * An exclusion of lost profit that keeps the customer liable for the provider's own lost profit (session 22, misses17):
 * "except that Customer shall remain liable to Vendor for Vendor's loss of profit on any Statement of Work that Customer
 * cancels", "save that the Customer shall compensate the Supplier for its lost profits and standby costs", "the
 * Consultant's lost profit on any work the Client cancels is direct loss recoverable from the Client". Read inside a mutual
 * exclusion too (unlike CUSTOMER_BEARS_CONSEQUENTIAL): only the provider is spared in truth. Not the same loss excluded
 * for both, nor the customer freed of it ("need not compensate", "recoverable from neither party").
 */
const PROVIDER_ONLY = r`(?:provider|service provider|supplier|vendor|licensor|seller|contractor|consultant)`;
const PROFIT_LOST = r`(?:loss(?:es)?\s+of\s+(?:profits?|revenues?)|lost\s+(?:profits?|revenues?))`;
const CUSTOMER_KEPT_LIABLE_FOR_PROFIT = r`\b${CUSTOMER_SIDE}\b[^.;]{0,20}?\b(?:shall|will|must|is|are)\s+(?:(?:remain|continue\s+to\s+be|be)\s+(?:fully\s+)?liable\b[^.;]{0,40}?\bfor|(?:compensate|reimburse|pay|indemnify)\s+(?:the\s+)?${PROVIDER_ONLY}\b[^.;]{0,40}?\b(?:for|in\s+respect\s+of))\s+(?:(?:the\s+)?${PROVIDER_ONLY}['’]s?|its)\s+(?:[\w-]+\s+){0,3}?${PROFIT_LOST}|\b${PROVIDER_ONLY}['’]s?\s+(?:[^.;]{0,80}?\b)?${PROFIT_LOST}[^.;]{0,100}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:deemed\s+(?:to\s+be\s+)?)?(?:a\s+)?direct\s+(?:loss(?:es)?|damages?)\b[^.;]{0,40}?\brecoverable\s+from\s+(?:the\s+)?(?:${CUSTOMER_SIDE}|company)\b`;

/**
 * A mutual exclusion of indirect loss turned one-way by another clause: "The exclusion of indirect loss and loss of profit
 * in clause 3.1 operates only in favour of the Consultant", "Clause 14.1 applies only to claims against the Consultant",
 * "the Client's liability for indirect or consequential loss ... is not limited by it", "Nothing in clause 3 limits the
 * Client's liability for consequential loss" (hold-out 18's misses, session 23). The clause named by its number is read
 * as the exclusion only where the sentence speaks of such loss. Not an exclusion applied to both, nor the customer's
 * liability "limited in the same way".
 */
/**
 * The exclusion given to the provider's benefit alone by a later clause, whichever way round the words come (session 24,
 * misses19): "Clauses 9.1 and 9.2 are for the benefit of the Licensor only", "Clause 3.1 is for the sole benefit of the
 * Vendor" (not "for the benefit of the Licensor and the Licensee alike"); read where the sentence speaks of such loss, or
 * the clause it names is an exclusion of it (the sentences beside it say so: CUSTOMER_BEARS_CONSEQUENTIAL).
 */
const BENEFIT_OF_PROVIDER_ALONE = r`\b(?:clauses?|sections?|articles?|paragraphs?)\s+\d+(?:\.\d+)*(?:\s*\([a-z0-9]+\))?(?:\s*(?:,|and|or)\s*\d+(?:\.\d+)*(?:\s*\([a-z0-9]+\))?)*\s+(?:is|are|shall\s+be|will\s+be|operates?|appl(?:y|ies))\s+(?:for\s+the\s+(?:sole|exclusive)\s+benefit\s+of\s+(?:the\s+)?${PROVIDER_ONLY}\b(?!\s+and\b)|for\s+the\s+benefit\s+of\s+(?:the\s+)?${PROVIDER_ONLY}\s+(?:only|alone)\b|(?:solely|only|exclusively)\s+(?:for\s+the\s+benefit\s+of|in\s+favou?r\s+of)\s+(?:the\s+)?${PROVIDER_ONLY}\b(?!\s+and\b))`;
/**
 * An exclusion for the provider that says, in its own sentence, that the customer's liability stands (session 24,
 * misses19): "The Provider is not liable for any indirect loss ...; this clause does not limit the Customer's liability to
 * the Provider", "... nothing in this clause limits the Customer's liability", "This clause shall not restrict the
 * Customer's liability in any way" (where the sentence speaks of such loss).
 */
const CLAUSE_LEAVES_CUSTOMER_LIABLE = r`\b(?:nothing\s+in\s+)?(?:this|that|the\s+foregoing|the\s+preceding)\s+(?:clause|section|sentence|exclusion|paragraph|article|sub-?clause)\s+(?:limits?|excludes?|restricts?|reduces?|(?:does|shall|will)\s+not\s+(?:in\s+any\s+way\s+)?(?:limit|exclude|restrict|reduce|affect))\s+(?:in\s+any\s+way\s+)?(?:the\s+)?${CUSTOMER_SIDE}['’]s?\s+liabilit`;
const LOSS_WORD = r`(?:indirect|consequential|special|incidental|loss(?:es)?\s+of\s+(?:profits?|production|revenues?)|lost\s+(?:profits?|revenues?))`;
const EXCLUSION_FOR_PROVIDER_ONLY = r`^(?=[\s\S]*\b${LOSS_WORD}\b)[\s\S]*?\b(?:clause|section|article|paragraph)\s+\d+(?:\.\d+)*(?:\s*\([a-z0-9]+\))?\s+(?:applies|shall\s+apply|will\s+apply|operates|shall\s+operate|is\s+for\s+the\s+benefit\s+of)\s+only\s+(?:to|for\s+the\s+benefit\s+of|in\s+favour\s+of|in\s+favor\s+of)?\s*(?:claims\s+(?:against|made\s+against)\s+|the\s+liability\s+of\s+)?(?:the\s+)?${PROVIDER_ONLY}\b|^(?=[\s\S]*\b${LOSS_WORD}\b)[\s\S]*?(?:${BENEFIT_OF_PROVIDER_ALONE}|${CLAUSE_LEAVES_CUSTOMER_LIABLE})|\b${CUSTOMER_SIDE}['’]s?\s+liability\s+for\s+(?:[\w-]+\s+){0,3}?${LOSS_WORD}\b[^.;]{0,80}?\b(?:(?:is|are|shall\s+be|will\s+be)\s+not|(?:shall|will)\s+not\s+be|is\s+in\s+no\s+way)\s+(?:\w+\s+)?(?:limited|excluded|restricted|affected|reduced)\b|\bnothing\s+in\b[^.;]{0,60}?\b(?:limits?|excludes?|restricts?|reduces?)\s+(?:the\s+)?${CUSTOMER_SIDE}['’]s?\s+liability\s+for\s+(?:[\w-]+\s+){0,3}?${LOSS_WORD}`;
/**
 * A carve-out from a mutual exclusion of indirect loss that takes the customer side back out of it whole (session 28,
 * leftovers32): "Neither party shall be liable for any consequential damages, except that Customer shall remain liable
 * for all damages Provider suffers", "... save that the Licensee remains liable for any and all losses the Licensor
 * incurs", "...; however, this exclusion does not apply to the Client", "provided that the foregoing shall not apply to
 * the Customer's liability to the Provider", "save that this clause does not apply to any liability of the Licensee". Only the provider is then spared the loss: the exclusion is one-sided in
 * truth. Not a carve-out of one head ("remain liable for all damages caused by its breach of clause 9", "does not apply
 * to the Customer's liability for breach of confidentiality"), nor one both parties keep ("either party"), nor the fees
 * ("remains liable for the fees"), nor the provider kept liable (the customer's gain).
 */
const WHOLE_LOSS = r`(?:any\s+and\s+all|all|any|every)\s+(?:(?:direct\s+(?:and|or)\s+indirect|indirect|consequential)\s+)?(?:loss(?:es)?|damages?|liabilit(?:y|ies))`;
const CARVE_OUT_KEEPS_CUSTOMER_LIABLE = r`^(?=[\s\S]*\b${LOSS_WORD}\b)[\s\S]*?\b(?:except|save|provided|however|but)\b[^.;]{0,40}?(?:\b${CUSTOMER_SIDE}\b[^.;]{0,20}?\b(?:shall|will|is|are|remains?)\s+(?:(?:remain|continue\s+to\s+be|be)\s+)?(?:fully\s+)?liable\s+(?:to\s+(?:the\s+)?${PROVIDER_ONLY}\s+)?for\s+${WHOLE_LOSS}\b(?=\s*(?:[.;]|$|(?:suffered|incurred|sustained)\s+by\s+(?:the\s+)?${PROVIDER_ONLY}\b|(?:that\s+|which\s+)?(?:the\s+)?${PROVIDER_ONLY}\s+(?:suffers|incurs|sustains|may\s+suffer|may\s+incur)\b|(?:of|to)\s+(?:the\s+)?${PROVIDER_ONLY}\s*(?:[.;]|$)|arising\s+(?:out\s+of|from|under)\s+(?:or\s+in\s+connection\s+with\s+)?this\s+agreement\s*(?:[.;]|$)))|\b(?:this|that|the\s+foregoing|such|the\s+preceding)(?:\s+(?:exclusion|limitation|clause|section|sentence|paragraph|sub-?clause|article|provision))?\s+(?:shall|does|will)\s+not\s+apply\s+to\s+(?:(?:any|the)\s+liabilit(?:y|ies)\s+of\s+)?(?:the\s+)?${CUSTOMER_SIDE}(?:['’]s?\s+liabilit(?:y|ies))?\b(?!['’-]|\s+(?:for|under|in\s+respect\s+of|with\s+respect\s+to|arising|and|or)\b))`;
const CUSTOMER_BEARS_CONSEQUENTIAL = r`^(?![\s\S]*\b(?:each|either|neither|both)\s+part(?:y|ies)\b|[\s\S]*\b(?:mutual\w*|excluding|exclusive\s+of|other\s+than|except)\b)[\s\S]*(?:\b${CUSTOMER_SIDE}\b[^.;]{0,40}?\b(?:shall|will|must|agrees?\s+to|is|are|remains?|continues?\s+to\s+be)\s+(?!not\b)(?:be\s+)?(?:fully\s+)?(?:liable|responsible|indemnif\w*|compensat\w*|reimburs\w*|hold\b[^.;]{0,30}\bharmless)\b|\b${PROVIDER_ONLY}\b[^.;]{0,20}?\b(?:may|can|shall\s+be\s+entitled\s+to|will\s+be\s+entitled\s+to|is\s+entitled\s+to)\s+recover\s+from\s+(?:the\s+)?${CUSTOMER_SIDE}\b)[^.;]{0,80}?\b(?:all|any\s+and\s+all|every)\b[^.;]{0,80}?\b(?:including|incl\w*|whether\s+direct\s+or|direct\s+(?:and|or))\b[^.;]{0,40}?(?:\b(?:indirect|consequential|special|incidental|punitive)\b(?!\s+(?:costs?|expenses?|overheads?|charges|taxes)\b)${AS_A_LOSS}|\b(?:loss(?:es)?\s+of\s+profits?|lost\s+profits?)\b)`;

/**
 * A promise not to compete (or to deal in competing products) that binds the customer side, alone or as one of the
 * parties: "the Reseller shall not market any product that competes with the Products", "neither party shall compete
 * with the other"; in words without "compete" too ("shall not be engaged, concerned or interested in any business which
 * supplies services similar to", "shall not carry on or be involved in a similar business": session 28, leftovers32);
 * not the provider's own exclusivity, nor a use restriction on information.
 */
const CUSTOMER_RESTRAINT = r`(?:\b${CUSTOMER_SIDE}s?\b(?:(?!\b${PROVIDER_ROLE}\b)[^.;]){0,80}?|\b(?:neither|each|either)\s+party\b[^.;]{0,40}?)\b(?:shall|will|must|may|agrees?|undertakes?|covenants?)(?:\s+(?:that\s+)?(?:it|they)\s+(?:shall|will))?\s+(?:not|never)\b(?:\s+to)?[^.;]{0,160}?\b(?:compete|competes|competing|competitive\s+(?:with|to|products?|services?|goods|business\w*|lines?|brands?|items?|devices?|software)\b|competitors?\b|(?:engage|carry\s+on|be\s+(?:engaged|interested|involved|concerned)(?:\s*,\s*(?:or\s+|and\s+)?(?:engaged|interested|involved|concerned)|\s+(?:or|and)\s+(?:be\s+)?(?:engaged|interested|involved|concerned))*|participate|invest)\s+(?:\w+\s+){0,3}?in\b[^.;]{0,80}\b(?:compet\w*|similar|same)|carry\s+on\s+(?:\w+\s+){0,3}?(?:similar|competing|same)\b|(?:sell|market|distribute|promote|represent|resell|manufacture)\b[^.;]{0,80}\b(?:compet\w*|similar to|same as)|${BUYS_ELSEWHERE})`;
/**
 * The same restraint put as a duty to buy: the customer must take what it needs only from the provider ("shall obtain
 * all of its requirements ... solely from Vendor", "shall use the Supplier as its sole and exclusive supplier of"), so
 * it may not buy a competing product or service from anyone else. Not a statement that nothing obliges it to. Read
 * only where it outlasts the agreement (unacceptable): while the agreement runs, a requirements or sole-supplier term
 * is the ordinary bargain of a supply agreement, and the lawyer-read suite reads it so (TEST11's supply agreement).
 */
const SOLE_SOURCE = r`(?:(?:exclusively|solely|only)\s+(?:from|through|with)\s+(?:the\s+)?${PROVIDER_ROLE}\b|\b${PROVIDER_ROLE}\s+as\s+(?:its|their)\s+(?:sole|exclusive|only)\s+(?:and\s+(?:sole|exclusive|only)\s+)?(?:supplier|provider|source|vendor)\b)`;
const BUYS_ONLY_FROM_PROVIDER = r`\b${CUSTOMER_SIDE}s?\b(?:(?!\b${PROVIDER_ROLE}\b)[^.;]){0,60}?\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to|covenants?\s+to)\b(?!\s+not\b)(?:\s*,[^,.;]{1,80},)?\s+(?:\w+\s+){0,2}?(?:buy|purchase|procure|obtain|source|order|acquire|use|take|subscribe)\w*\b[^.;]{0,160}?${SOLE_SOURCE}`;
/**
 * The same tie put as a prohibition: "shall not buy goods of the kind ... from any manufacturer other than the Seller",
 * "will not ... source components ... from any supplier except the Supplier", or a service's: "shall not engage any
 * person other than Contractor to perform coiled-tubing services", "will not use any provider other than the Supplier".
 */
const BUYS_FROM_NO_OTHER = r`\b${CUSTOMER_SIDE}s?\b(?:(?!\b${PROVIDER_ROLE}\b)[^.;]){0,60}?\b(?:shall|will|must|may)\s+not\b(?:\s*,[^,.;]{1,80},)?\s+(?:\w+\s+){0,2}?(?:(?:buy|purchase|procure|obtain|source|order|acquire)\w*\b[^.;]{0,160}?\bfrom\s+(?:any|a|another|other)\s+(?:[\w-]+\s+){0,2}?(?:suppliers?|manufacturers?|makers?|vendors?|sources?|persons?|part(?:y|ies)|entit(?:y|ies)|providers?|sellers?)\s+(?:other\s+than|except|besides|save)\s+(?:the\s+)?${PROVIDER_ROLE}\b|(?:engag|appoint|retain|hir|instruct|employ|us)\w*\s+(?:any|a|another|other)\s+(?:[\w-]+\s+){0,2}?(?:persons?|part(?:y|ies)|contractors?|sub-?contractors?|suppliers?|providers?|firms?|compan(?:y|ies)|entit(?:y|ies)|vendors?|consultants?)\s+(?:other\s+than|except|besides|save)\s+(?:the\s+)?${PROVIDER_ROLE}\b)`;
/** The same, read once per sentence for the topic (the sentence must name someone "other than" the provider at all). */
const BUYS_FROM_NO_OTHER_TOPIC = r`^(?=[\s\S]*?\b(?:other\s+than|except|besides|save)\s+(?:the\s+)?${PROVIDER_ROLE}\b)[\s\S]*?${BUYS_FROM_NO_OTHER}`;
/** A restraint that reaches past the agreement: "for two (2) years after termination", "thereafter", "post-term". */
const AFTER_TERM = r`(?:\b(?:after|following|beyond|subsequent to|from)\b[^.;]{0,30}\b(?:termination|expiration|expiry|end|ends|ended|expires|terminates|cessation)\b|\b(?:thereafter|afterwards?)\b|\bpost-?(?:term|termination)\b|\bfor\s+(?:a\s+period\s+of\s+)?(?:[\w-]+\s+){0,2}(?:\(\d+\)\s+)?(?:years?|months?)\s+(?:after|following|from)\b)`;
/** A duty to buy only from the provider that runs on past the agreement (see BUYS_ONLY_FROM_PROVIDER). */
// (a period after "nothing" or a bare "not" frees the customer then; the prohibition's own "shall not" does not)
const AFTER_TERM_SOLE_SOURCE = r`^(?=[\s\S]*?(?<!\b(?:nothing|(?<!\b(?:shall|will|must|may)\s+)not)\b[^.;]{0,60})${AFTER_TERM})[\s\S]*(?:${BUYS_ONLY_FROM_PROVIDER}|${BUYS_FROM_NO_OTHER})`;

/**
 * Payment due the moment it is invoiced, in words other than "upon receipt": "Invoices are due on receipt", "fees are
 * payable on presentation of the invoice", "amounts become due when invoiced".
 */
/**
 * A time to pay counted from the invoice with "after", "from" or "following" rather than "within" (lead22): "All invoices
 * are due and payable thirty (30) days after the invoice date", "shall be paid forty-five (45) days from the date of the
 * invoice", "payment is to be made 30 days following receipt of a correct invoice".
 */
const PAID_DAYS_AFTER_INVOICE = r`\b(?:payable|pay|paid|payment|due)\b[^.;]{0,60}?\b${NUM}\s*(?:\(\s*${NUM}\s*\)\s*)?(?:calendar\s+|business\s+|working\s+)?days?\s+${AFTER_INVOICE}`;
const DUE_AT_ONCE = r`\b(?:invoices?|fees|amounts?|charges|sums?|payments?|balances?)\b[^.;]{0,60}?\b(?:are|is|shall\s+be|will\s+be|becomes?|become|fall)\s+(?:immediately\s+)?(?:due|payable)(?:\s+and\s+(?:due|payable))?\s+(?:(?:up)?on\s+(?:(?:its|their|the)\s+)?(?:receipt|presentation|presentment|issue|issuance)\b|when\s+(?:invoiced|issued|rendered|presented|received)\b)`;
/**
 * Late-payment interest above 1.5 % a month or 18 % a year: "overdue amounts bear interest at 2% per month", "interest on
 * late payments at two percent (2%) a month", "unpaid sums accrue interest at 24% per annum".
 */
const LATE_INTEREST_HIGH = r`^(?=[\s\S]*\b(?:overdue|late|past[- ]due|unpaid|outstanding|delinquent|not\s+(?:been\s+)?paid|arrears|when\s+due|due\s+date)\b)[\s\S]*\binterest\b[^.;]{0,100}?(?<![\d./-])(?:(?:1\.(?:[6-9]\d*|5\d*[1-9]\d*)|[2-9](?:\.\d+)?|[1-9]\d(?:\.\d+)?)\s*(?:%|percent|per\s*cent)\s*\)?\s*(?:per|a|each|every|for\s+each|for\s+every)\s+(?:calendar\s+)?month|(?:18\.\d*[1-9]\d*|19(?:\.\d+)?|[2-9]\d(?:\.\d+)?|[1-9]\d{2}(?:\.\d+)?)\s*(?:%|percent|per\s*cent)\s*\)?\s*(?:per\s+(?:annum|year)|a\s+year|annually|each\s+year|yearly))\b`;

/**
 * An early exit refused: "may not terminate it before the end of that term", "neither party may end it before then", "shall not be entitled to terminate this
 * Agreement for convenience", "cannot end the Lease early", "has no right to terminate during the Initial Term", "may not
 * be terminated before the expiry of the Minimum Term" (not a refusal that waits on a ground: "may not terminate ... unless
 * the other party is in breach" still reads as refused, its ground being the breach right beside it).
 */
const EARLY = String.raw`(?:early|before\s+then|before\s+(?:the\s+)?(?:end|expir\w*|conclusion)|prior\s+to\s+(?:the\s+)?(?:end|expir\w*|conclusion)|during\s+(?:the\s+)?(?:initial\s+|minimum\s+|fixed\s+)?(?:term|period)|for\s+convenience|without\s+cause|at\s+will)`;
const NO_EARLY_EXIT = String.raw`\b(?:(?:neither|no)\s+party\s+(?:may|shall|will|can|is\s+entitled\s+to)|(?:may|shall|will|can|must)\s*not|cannot|(?:is|are)\s+not\s+(?:entitled|permitted|allowed)\s+to|shall\s+not\s+be\s+(?:entitled|permitted|allowed)\s+to|(?:has|have)\s+no\s+right\s+to|(?:does|do|shall|will)\s+not\s+have\s+(?:a|any|the)\s+right\s+to)\s+(?:be\s+)?(?:terminat\w*|end|ended|cancel\w*|determine|determined)\b(?:\s+(?:this|the|it|its|such)\b(?:\s+[\w-]+){0,3}?)?[^.;]{0,40}?\b${EARLY}\b`;

/**
 * Definitions the commercial checks read (`reads_definitions`, review.ts readDefinitions): a defined term whose
 * definition takes away what the clause using it seems to give. Each is tested on the definition's own words.
 */
/** A term given the meaning another document gives it: "has the meaning set forth in the Asset Purchase Agreement". */
const DEFINED_BY_REFERENCE = r`\b(?:has|have|shall have)\s+the\s+meanings?\s+(?:given|set|ascribed|assigned|provided)`;
const PROVIDER_MAY = r`(?:${PROVIDER_SIDE}|it)\s+(?:may|shall be entitled to|is entitled to|reserves the right to|can)\s+(?!not\b|never\b)(?:\w+\s+){0,3}?`;
/** The defined assignees an exception to a bar on assignment names ("except to a Permitted Assign"). */
export const ASSIGNEE_TERMS = r`(?:permitted|approved|authori[sz]ed|eligible)\s+(?:assigns?|assignees?|transferees?|successors?)`;
/** Such an assignee defined as anyone: any person or asset buyer, a financier, whoever the party names, bound or not. */
export const ASSIGNEE_IS_ANYONE = r`\bany\s+(?:other\s+)?(?:person|entity|one|body|company|firm|third[\s-]+party|party|corporation)\b(?!\s+(?:that|which|who)\s+(?:directly\s+or\s+indirectly\s+)?(?:controls?|is\s+controlled|(?:succeeds?|acquires?|purchases?|buys?)\s+(?:to\s+)?(?:all|the\s+whole|substantially\s+all|the\s+entire)))|\b(?:banks?|lenders?|financiers?|investors?|funders?)\b|\bwhether\s+or\s+not\s+(?:it|they|that\s+\w+|such\s+\w+)\s+(?:takes?\s+on|assumes?|agrees?|is\s+bound|accepts?)|\bsuch\s+(?:person|persons|entity|entities|party|parties)\s+as\s+(?:the\s+)?[\w\s-]{1,30}?\s+(?:may|shall|does|chooses?|decides?|selects?|nominates?|designates?)\b|\b(?:buyers?|purchasers?|acquirers?)\s+of\s+(?:any|some|part)\b`;
/**
 * A definition that makes the term mean "only" part of what the clause using it gives (session 27, defs27): '"Deliverables"
 * means only the printed reports', '"Covered Claim" means only a claim ... finally upheld', '"Work Product" shall mean
 * solely the written reports', '"Indemnified Claim" is limited to ...', "IP Claim includes only ...", "means the final
 * report only". Read on the definition's own words from its term: the narrowing verb within the definition's first 80
 * characters. Not a definition narrowed to what a statement of work, order or schedule lists (ordinary drafting), nor
 * one given by another document.
 */
/** The head of a definition's own words, up to its verb: a clause number, the term (quoted, emphasised or not), a colon. */
const DEFINITION_HEAD = r`^\s*(?:\(?[\w.]{1,6}\)?\s+)?(?:\*\*|__)?["“]?[A-Z][^"”.;:]{0,60}?["”]?(?:\*\*|__)?\s*(?:\)\s*)?[:,]?\s*(?:shall\s+|will\s+)?`;
const NARROWED_TO_ONLY = r`${DEFINITION_HEAD}(?:(?:means?|mean|refers?\s+to|includes?|include|covers?|is|are|be)\s+(?:only|solely|exclusively|no\s+more\s+than)\b|(?:is|are|be)\s+(?:limited|restricted|confined)\s+(?:only\s+|solely\s+)?to\b|(?:means?|mean)\s+[^.;]{0,120}?\s(?:only|and\s+(?:nothing|no)\s+(?:else|other|more))\s*(?:[.;]|$))`;
/** ... narrowed to what the contract's own papers list: ordinary drafting, "means only the items identified in a Statement of Work". */
const NARROWED_TO_WHAT_IS_LISTED = r`\b(?:only|solely|exclusively|limited\s+to)\s+(?:the\s+|those\s+|such\s+)?(?:items?|deliverables?|materials?|work\s+products?|things|documents?|outputs?|goods|services|products?|works?)\s+(?:\w+\s+){0,3}?(?:specified|identified|listed|described|set\s+out|set\s+forth|designated|named|expressly\s+stated)\s+(?:as\s+[\w-]+\s+)?(?:in|under|on)\s+(?:the\s+|an?\s+|each\s+|any\s+)?(?:applicable\s+|relevant\s+|agreed\s+)?(?:statements?\s+of\s+work|sows?|orders?(?:\s+forms?)?|schedules?|exhibits?|annex(?:es|ures?)?|appendi(?:x|ces)|work\s+orders?|purchase\s+orders?|project\s+plans?|specifications?)\b`;
/** A term defined in brackets after what it names ('... transaction information (collectively, the "User Data")'): its definition's words are those before it, with no head of its own to narrow it. */
const BRACKET_DEFINED = r`["”]\s*\)\s*$`;
/**
 * A term that names what one side keeps, not what the clause gives ("Provider Materials", "Supplier Tools", "Background
 * IP", "Pre-existing Materials", "Excluded Inventions"): narrowing it gives the other side more, not less.
 */
const TERM_KEPT_BY_ONE_SIDE = r`^\s*(?:\(?[\w.]{1,6}\)?\s+)?(?:\*\*|__)?["“]?(?:[A-Za-z'’-]+\s+){0,3}?(?:provider|supplier|vendor|consultant|contractor|licensor|service\s+provider|background|pre-?existing|prior|retained|excluded|reserved|third[\s-]+party)(?:['’]s?)?\b(?:\s+[A-Za-z'’-]+){0,3}["”]?(?:\*\*|__)?\s*(?:\)\s*)?[:,]?\s*(?:shall\s+|will\s+)?(?:means?|mean|includes?|include|is|are|refers?)\b`;
/**
 * The work an intellectual-property clause gives, defined to leave out what is made for the other side ("means the
 * inspection reports ..., but not the sorting software ... prepared for Customer", "does not include any control code
 * ... written for the line", "excludes all software configurations ... the Supplier prepares"), or to take in only what
 * is made at its premises or in its hours ("means work you do during your working hours at the Mill's premises"). Not
 * an exclusion of the maker's pre-existing, background or own tools, of third-party material, or of the tools
 * "themselves" (ordinary drafting), nor one whose excluded things are not said to be made (prepared, written, developed,
 * created) or kept as the maker's property (CUAD's Reed's recipe agreement: a Recipe "will not include the composition
 * of or recipe for the Neutral Alcohol Beverage Base", the brewer's own base), nor a definition that reaches work
 * "whether at the premises or elsewhere".
 */
const MADE_THINGS = r`(?:software|code|programs?|scripts?|drawings?|designs?|models?|files?|inventions?|recipes?|formulas?|formulae|configurations?|databases?|data\s+models?)`;
const WORK_LEFT_OUT = r`${DEFINITION_HEAD}(?:means?|mean|includes?|include)\b[^;]{0,300}?\b(?:but\s+not|(?:does|do|shall|will)\s+not\s+include|exclud(?:es?|ing)|other\s+than)\s+(?!(?:the\s+|any\s+|its\s+|their\s+|all\s+)?(?:[\w'’-]+\s+){0,2}?(?:pre-?existing|background|existing|prior|own|third[\s-]+party)\b)(?:[\w'’-]+\s+){0,4}?${MADE_THINGS}\b(?![^.;]{0,80}\bthemselves\b)[^.;]{0,120}?\b(?:prepar\w*|mak(?:e|es|ing)|made|writ(?:e|es|ten|ing)|wrote|develop\w*|creat\w*|buil(?:d|ds|t|ding)|generat\w*|authored|(?:remains?|stays?)\s+(?:\w+\s+){0,3}?property)\b`;
const WORK_ONLY_ON_SITE = r`${DEFINITION_HEAD}(?:means?|mean)\b[^.;]{0,200}?\b(?:at\s+(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+)?['’]s?\s+premises|during\s+(?:the\s+|your\s+|his\s+|her\s+|their\s+|its\s+)?(?:normal\s+|scheduled\s+|regular\s+|ordinary\s+)?(?:working|business|office|scheduled|contracted)\s+hours)\b`;
export const DEFINED_TERMS_READ = {
  /** The price defined as what the provider sets: "as the Supplier may apply from time to time", "as adjusted by Vendor". */
  prices: {
    term: r`(?:subscription |service |licen[cs]e |professional )?(?:fees?|charges?|prices?|rates?|price list|rate card)`,
    adverse: [
      r`\b(?:as|which|that|such\s+\w+(?:\s+\w+){0,4}\s+as)\s+(?:the\s+)?${PROVIDER_MAY}(?:apply|set|determine|specify|revise|increase|raise|adjust|change|vary|amend|update|impose|introduce|notify|publish|post)\w*\b`,
      r`\b(?:as\s+)?(?:adjusted|revised|increased|raised|varied|amended|updated|changed|set|determined|specified)\s+(?:\w+\s+){0,2}?by\s+(?:the\s+)?${PROVIDER_SIDE}\b(?![^.;]{0,40}\b(?:and|with)\s+(?:the\s+)?${CUSTOMER_SIDE}\b)`,
      r`\b(?:at|in)\s+(?:its|the\s+${PROVIDER_SIDE}['’]s?)\s+(?:sole\s+|absolute\s+|own\s+)*discretion\b`,
    ],
    // (a change both parties sign, or one the customer may refuse by ending the agreement: the playbook's fallback)
    unless: [DEFINED_BY_REFERENCE, r`\b(?:signed|agreed)\s+(?:in writing\s+)?by\s+(?:\w+\s+){0,3}both\b|\bmutual(?:ly)?\b|\b(?:consent|approval|agreement)\s+of\s+(?:the\s+)?${CUSTOMER_SIDE}\b|\b${CUSTOMER_SIDE}\s+may\s+(?:\w+\s+){0,3}terminat`],
    problem: '"{term}" is defined so that Provider may raise or change the price by itself',
  },
  /**
   * Any term the check's own clause uses, defined to mean only part of what the clause gives (NARROWED_TO_ONLY): the
   * customer owns "the Deliverables", the provider indemnifies against "each Covered Claim", the employee assigns "all
   * Work Product", and the definition elsewhere makes it a sliver. The term is any the document defines; the clause must
   * use it (in_topic).
   */
  narrowed: {
    term: r`.+`,
    adverse: [NARROWED_TO_ONLY],
    unless: [DEFINED_BY_REFERENCE, BRACKET_DEFINED, NARROWED_TO_WHAT_IS_LISTED, TERM_KEPT_BY_ONE_SIDE],
    problem: '"{term}" is defined to mean only part of what the clause that uses it gives, so the clause gives much less than it seems',
    in_topic: true,
  },
  /** ... and the work an intellectual-property clause gives defined to leave out what is made, or to take in only what is made on site in hours. */
  workNarrowed: {
    term: r`.+`,
    adverse: [WORK_LEFT_OUT, WORK_ONLY_ON_SITE],
    unless: [DEFINED_BY_REFERENCE, BRACKET_DEFINED, TERM_KEPT_BY_ONE_SIDE, r`\bwhether\s+(?:at|on|in|within|during|or\s+not|inside|outside)\b|\bwherever\b|\b(?:or|and)\s+(?:elsewhere|remotely|anywhere)\b`],
    problem: '"{term}" is defined to leave out the work made, or to take in only what is made on site in working hours, so the clause that gives it gives much less than it seems',
    in_topic: true,
  },
  /** The indemnity's measure of loss defined to leave out what a claim costs: legal fees, defence, settlements. */
  losses: {
    term: r`(?:indemnified |covered )?(?:losses|loss|damages|liabilities|claims? costs)`,
    adverse: [r`\b(?:exclud\w*|but not|(?:does|do|shall|will) not include|other than|except|save)\b[^.;]{0,100}?\b(?:legal|attorneys?['’]?|lawyers?['’]?|counsel|defen[cs]e|defending|settlement|settle|expert)`],
    unless: [DEFINED_BY_REFERENCE],
    problem: '"{term}" is defined to leave out legal costs, defence costs or settlements, so Provider\'s indemnity covers little of a claim',
    in_topic: true,
  },
  /** The cap's carve-out defined away: gross negligence that needs an intent to harm, a conviction, an admission, or is only fraud. */
  misconduct: {
    term: r`gross negligence|wil+ful misconduct|wil+ful default|gross negligence,? (?:or|and(?:\/or)?) wil+ful (?:misconduct|default)`,
    adverse: [r`\binten(?:t|tion)\s+(?:of\s+|to\s+)(?:caus\w*|injur\w*|harm\w*|damag\w*)|\bcriminal\s+conviction\b|\bconvicted\b|\badmit\w*\s+(?:\w+\s+){0,2}in\s+writing|\bmeans?\s+(?:only\s+|solely\s+)?(?:\w+\s+){0,2}?fraud\b|\bfraud\b[^.;]{0,80}\b(?:and nothing else|and no other)\b`],
    unless: [DEFINED_BY_REFERENCE],
    problem: '"{term}" is defined so narrowly that the cap\'s carve-out for it is almost empty',
    in_topic: true,
  },
  /** "Affiliate" defined to take in a buyer or anyone the provider names: assignment "to an Affiliate" is to anyone. */
  affiliates: {
    term: r`affiliates?|group compan(?:y|ies)|permitted (?:assignee|transferee)s?`,
    // (a buyer of the business or of the party itself, or whoever the provider names; not an affiliate's own successors)
    adverse: [r`\b(?:acquir\w*|purchas\w*|buy\w*)\b[^.;]{0,60}\b(?:business|assets?|undertaking|shares|stock|equity)\b|\b(?:successor|acquirer|purchaser|buyer)s?\s+(?:to|of)\s+(?:(?:all|substantially|the|its|a)\s+)*(?:business|assets|undertaking|${PROVIDER_SIDE})\b|\b(?:designat|nominat|specif|notif|select)\w*\s+(?:\w+\s+){0,2}?by\s+(?:the\s+)?${PROVIDER_SIDE}\b|\b${PROVIDER_SIDE}\s+(?:may\s+)?(?:\w+\s+){0,2}?(?:designat|nominat|specif|notif|select)\w*`],
    // (a term defined by another agreement's meaning is read there, not here)
    unless: [DEFINED_BY_REFERENCE],
    problem: '"{term}" is defined to take in any buyer or anyone Provider names, so Provider may assign the agreement without consent',
    in_topic: true,
  },
  /**
   * The assignee an exception to the bar names, defined as anyone (session 25, misses20): '"Permitted Assignee" means any
   * person that acquires the Service or any of the Provider's receivables, and any lender', "any person to whom a party
   * chooses to transfer its rights", "such person as the assigning party may nominate", "whether or not it assumes the
   * obligations". Not a successor to (or buyer of) all or substantially all of the business that takes on the obligations.
   */
  assignees: {
    term: ASSIGNEE_TERMS,
    adverse: [ASSIGNEE_IS_ANYONE],
    unless: [DEFINED_BY_REFERENCE],
    problem: '"{term}" is defined to take in anyone (any buyer of an asset, a lender, whoever the assigning party names), so the agreement may be assigned without consent',
    in_topic: true,
  },
  /** "Confidential Information" defined so narrowly that little is protected: only what is marked or written, only trade secrets. */
  confidential: {
    term: r`confidential information|proprietary information`,
    // ("including, but not limited to, in writing" is no limit)
    adverse: [r`\b(?:only|solely|exclusively|(?<!\bnot\s)limited to)\b[^.;]{0,80}\b(?:marked|labell?ed|designated|identified|legended|in writing|written)\b|\b(?:only|solely|exclusively|(?<!\bnot\s)limited to)\b[^.;]{0,30}\btrade secrets?\b|\btrade secrets?\b[^.;]{0,60}\b(?:and no other|and nothing else)\b|\b(?:does|do|shall|will) not include\s+(?:any\s+)?(?:information\s+)?(?:disclosed\s+|given\s+|communicated\s+)?(?:orally|verbally|in oral)`],
    unless: [DEFINED_BY_REFERENCE, r`\bwhether or not\s+(?:so\s+)?(?:marked|designated|identified|in writing)|\breasonabl[ey]\s+(?:person\s+)?(?:would\s+)?(?:be\s+)?(?:understood|understand|expected|considered)`],
    problem: '"{term}" is defined so narrowly (only what is marked or written, or only trade secrets) that little is protected',
    in_topic: true,
  },
  /**
   * "Confidential Information" defined as the provider's information alone ("means all information relating to the
   * Supplier's business", "information disclosed by Vendor"): the duty both parties give protects nothing of the
   * customer's. Not a definition of either party's information, or one that names the customer too.
   */
  providersOnly: {
    term: r`confidential information|proprietary information`,
    // (the customer named only as the one it is given to, "disclosed by the Provider to the Customer", is no owner of it:
    // session 22, misses17)
    adverse: [r`\bmeans?\b(?![^.;]*\b(?:either|each|both|any|the\s+other|receiving|disclosing)\s+part(?:y|ies)\b)(?![^.;]*?(?<!\b(?:to|with)\s+(?:the\s+)?)\b(?:${CUSTOMER_SIDE}|parties)\b)[^.;]{0,60}?\binformation\s+(?:\w+\s+){0,2}?(?:of|belonging\s+to|disclosed\s+by|relating\s+to|concerning|about|supplied\s+by|provided\s+by|furnished\s+by|owned\s+by)\s+(?:the\s+)?(?:provider|service provider|supplier|vendor|licensor|seller|contractor|consultant)\b`],
    unless: [DEFINED_BY_REFERENCE],
    problem: '"{term}" is defined as Provider\'s information alone, so Customer\'s own information is not protected',
    in_topic: true,
  },
} satisfies Record<string, DefinitionReading>;

/**
 * A renewal that a party can stop by notice, said without the word "unless": "Either party may prevent a renewal by
 * giving the other written notice at least ninety (90) days before the end of the term", "may stop the automatic
 * renewal by serving notice", "may elect not to renew by notifying the other" (the notice's days then graded).
 */
const RENEWAL_STOPPED_BY_NOTICE = r`\b(?:prevent|stop|avoid|block|cancel|opt\s+out\s+of)\s+(?:(?:a|the|any|such|each|an)\s+)?(?:automatic\s+)?(?:renewal|extension)\b[^.;]{0,40}?\bby\s+(?:giving|serving|sending|providing|delivering|notifying)\b|\belect\s+not\s+to\s+(?:renew|extend)\b[^.;]{0,40}?\bby\s+(?:giving|serving|sending|providing|delivering|notifying)\b`;

/**
 * An indemnity's exclusions that take in the claims it was given for (liability round 19): an exclusion (or an "Excluded
 * Claim" defined) that reaches any use of the indemnified thing by the customer ("any use of the Software by Licensee",
 * with no "in breach of this Agreement", "not in accordance with the Documentation" after it), the provider's own
 * supply ("to the extent it relates to the Services or the Deliverables as supplied by the Supplier"; not "the Content
 * provided by World Book" alone, which may be the indemnitee's own, as in a CUAD content licence), or a combination or modification even the provider supplied or made ("any combination ...
 * whether or not supplied by Licensor"), or the customer's use as the contract or the documentation allows ("does not apply
 * to a claim arising from the Customer's use of the Platform in accordance with the Documentation", hold-out 18's misses,
 * session 23). Not the usual exclusions: the customer's materials, changes not made by the provider, combinations with
 * what the provider did not supply, use in breach, use "otherwise than in accordance with" the documentation.
 */
const INDEMNIFIED_THING = r`(?:services?|software|deliverables?|products?|work\s+product|licensed\s+[\w-]+|platform|solution|documentation|materials?|content)`;
const INDEMNITY_EXCLUSION_LEAD = r`(?:\bno\s+(?:\w+\s+){0,2}(?:obligations?|liabilit\w*|duty)\b|\b(?:shall|will|does|do)\s+not\s+(?:apply|extend|cover)\b|\b(?:is|are)\s+excluded\b|\bexclud(?:es|ing)\b|\b(?:excluded|excepted|exempt\w*)\s+(?:claims?|matters?)["”]?\s+(?:means?|shall\s+mean|includes?)\b)`;
/** The provider's supply not narrowed after it: not "... supplied by Airspan ... in accordance with any design or instruction furnished by Distributor", "... as modified by Customer". */
const UNQUALIFIED_SUPPLY = r`(?![^.;]{0,100}\b(?:in\s+accordance\s+with|according\s+to|pursuant\s+to|at\s+the\s+(?:request|direction|instruction)|(?:designs?|specifications?|instructions?|materials?)\s+(?:\w+\s+)?(?:furnished|supplied|provided|given)\s+by|modif\w*|combin\w*|alter\w*|misuse\w*|breach\w*|not\s+(?:in\s+accordance|authori[sz]ed|supplied|provided)|other\s+than|unless|except)\b)`;
export const INDEMNITY_SWALLOWED = r`^(?=[\s\S]*\b(?:indemn\w*|defen[cd]\w*|claims?)\b)[\s\S]*?${INDEMNITY_EXCLUSION_LEAD}(?:[^.;]|\.\d){0,240}?(?:\bany\s+use\s+of\s+(?:the\s+)?${INDEMNIFIED_THING}\s+by\s+(?:the\s+)?${CUSTOMER_SIDE}\b(?:\s+or\s+(?:its|their)\s+[\w\s-]{1,30}?)?(?=\s*(?:[.;,)]|\(|$|(?:or|and)\s+(?!(?:in|other|not|outside|contrary)\b)))|\b(?:relat\w*\s+to|aris\w*\s+(?:from|out\s+of)|in\s+connection\s+with)\s+(?:the\s+)?${INDEMNIFIED_THING}(?:\s+(?:or|and)\s+(?:the\s+)?${INDEMNIFIED_THING})?\s*,?\s*(?:as\s+(?:supplied|provided|delivered|furnished)|(?:supplied|provided|delivered|furnished)\s+by\s+(?:the\s+)?${PROVIDER_ROLE})\b${UNQUALIFIED_SUPPLY}|\bany\s+(?:combination|modification)\b(?:[^.;]|\.\d){0,100}?\b(?:whether\s+or\s+not|even\s+if|including\s+(?:any\s+)?(?:\w+\s+){0,3}?)(?:\w+\s+){0,2}?(?:supplied|provided|specified|recommended|approved|furnished|made|performed)\s+by\s+(?:the\s+)?${PROVIDER_ROLE}\b|\b(?:use|operation)\s+of\s+(?:the\s+)?${INDEMNIFIED_THING}\b[\w\s'’]{0,30}?(?<!\b(?:other|otherwise)\s+than\s+)(?<!\bnot\s+)(?<!\bnot\s+strictly\s+)\b(?:in\s+accordance\s+with|in\s+compliance\s+with|as\s+(?:permitted|authori[sz]ed|described|contemplated|specified)\s+(?:by|in)|in\s+the\s+manner\s+(?:described|permitted|set\s+out|specified)\s+in)\s+(?:the\s+|this\s+|its\s+)?(?:[\w-]+\s+){0,2}?(?:documentation|agreement|user\s+guides?|specifications?|manuals?|instructions?)\b)`;

/**
 * Liability round 20: an indemnity given, but short of the playbook's preferred one (the fallback, acceptable, with the
 * ground named). Each reads the indemnity's own sentences and those of its numbered clause; none of them the customer's
 * own indemnity, which the check does not read.
 */
// (what a judgment must be to count: final, not open to appeal)
const FINAL_JUDGMENT = r`\b(?:final(?:ly)?|non-?appealable|un-?appealable|no\s+(?:further\s+)?appeal|from\s+which\s+no\s+appeal)\b`;
/**
 * Paid only on a final judgment: "shall pay only those damages awarded ... in a final, non-appealable judgment", "limited
 * to the amounts awarded ... by a final decree ... from which no appeal lies"; a settlement named beside it is no such
 * limit ("... or agreed in a settlement Vendor approves").
 */
export const INDEMNITY_FINAL_JUDGMENT_ONLY = r`^(?![\s\S]*\b(?:settle\w*|compromise\w*)\b)[\s\S]*\b(?:only|solely|limited\s+to|restricted\s+to|confined\s+to)\b[^.;]{0,80}?\b(?:awarded|adjudged|ordered|decreed|judgments?|judgements?|decrees?|orders?)\b[^.;]{0,80}?${FINAL_JUDGMENT}`;
/**
 * Defence costs or settlements left out of it: "shall not extend to legal costs incurred ... in defending the claim or to
 * any sum paid in settlement of it", "excluding attorneys' fees"; not the usual bar on a settlement made without the
 * indemnitor's consent ("shall not be liable for any settlement made without its prior written consent").
 */
const DEFENCE_COSTS = r`(?:legal\s+(?:costs|fees|expenses)|attorneys?['’]?\s+fees|lawyers?['’]?\s+fees|counsel\s+fees|costs?\s+(?:of|incurred\s+(?:by\s+[\w\s'’]{1,30}?\s+)?in)\s+(?:\w+\s+){0,3}?defen[cd]\w*|defen[cd]e\s+costs)`;
const SETTLEMENT_SUMS = r`(?:(?:sums?|amounts?|monies|moneys|payments?)\s+(?:paid|payable|agreed)\s+(?:\w+\s+){0,2}?in\s+(?:any\s+)?(?:settlement|compromise)|settlements?|settlement\s+amounts?)`;
const WITH_CONSENT = r`(?![^.;]{0,60}\b(?:without|unless|not\s+(?:approved|authori[sz]ed|consented|agreed)|other\s+than\s+(?:one|those|a\s+settlement)\s+(?:approved|agreed))\b)`;
// (not the usual procedure once the indemnitor takes the defence over: "will not be liable ... for any legal expenses
// subsequently incurred", separate counsel at the indemnified party's own cost, a right "but not the obligation" to settle;
// nor what an arbitral award may include)
const DEFENCE_TAKEN_OVER = r`^(?![\s\S]*\b(?:assum\w*\s+(?:the\s+|its\s+)?(?:defen[cs]e|control)|subsequently|thereafter|separate\s+counsel|own\s+counsel|counsel\s+of\s+its\s+(?:own\s+)?choice|participat\w*|elects?\s+to|but\s+not\s+the\s+obligation|at\s+its\s+own\s+(?:cost|expense)|arbitra\w*|tribunal)\b)`;
export const INDEMNITY_WITHOUT_COSTS_OR_SETTLEMENTS = r`${DEFENCE_TAKEN_OVER}[\s\S]*?(?:\b(?:not|no)\s+(?:\w+\s+){0,3}?(?:extend|apply|cover|include|liab\w*|obligat\w*|responsib\w*|pay|reimburse)\w*\b[^.;]{0,60}?\b(?:${DEFENCE_COSTS}|${SETTLEMENT_SUMS})\b${WITH_CONSENT}|\b(?:excluding|exclusive\s+of|other\s+than|but\s+not)\s+(?:any\s+)?(?:${DEFENCE_COSTS}|${SETTLEMENT_SUMS})\b${WITH_CONSENT})`;
// (a country or region one names in a contract; the territory of an agreement defined by the parties is left out)
const COUNTRY = r`(?:the\s+)?(?:United\s+States(?:\s+of\s+America)?|U\.S\.(?:A\.)?(?!\w)|USA|United\s+Kingdom|U\.K\.(?!\w)|UK|Great\s+Britain|England(?:\s+and\s+Wales)?|Scotland|Ireland|Canada|Australia|New\s+Zealand|India|Singapore|Hong\s+Kong|Germany|France|Japan|China|Israel|South\s+Africa|European\s+(?:Union|Economic\s+Area)|EU|EEA)`;
const NO_OTHER_PLACE = r`(?!${IN_SENTENCE}{0,80}\b(?:elsewhere|worldwide|anywhere|any\s+other\s+(?:country|countries|jurisdiction|territory|place)|other\s+countr\w*|(?:the\s+|any\s+)?countr(?:y|ies)\s+(?:in\s+which|where)|any\s+(?:country|jurisdiction|territory))\b)`;
/**
 * Limited to one country: "infringes a patent issued in, or a copyright ... enforceable in, the United States", "the use
 * of the Software in the United Kingdom", "only to the extent the claim arises in Australia", "a U.S. patent"; not "in
 * the United Kingdom or elsewhere".
 */
export const INDEMNITY_ONE_TERRITORY = r`^(?=[\s\S]*\b(?:infring\w*|intellectual\s+property|patents?|copyrights?|trade\s+secrets?|misappropriat\w*)\b)(?:[\s\S]*\b(?:infring\w*|claims?|use[sd]?|using|arises?|arising|arose|occurs?|occurring|brought|patents?|copyrights?|trade\s+secrets?|rights?)\b(?:,?\s+or\s+(?:a\s+)?[\w\s]{1,40}?)?[^.;]{0,60}?\b(?:in|within|outside(?:\s+of)?|under\s+the\s+laws\s+of),?\s+${COUNTRY}\b${NO_OTHER_PLACE}|[\s\S]*\b(?:U\.S\.|United\s+States|U\.K\.|UK|Australian|Canadian|Indian)\s+(?:patents?|copyrights?|trade\s*marks?|intellectual\s+property)\b)`;
/**
 * Session 18 (licence22): paid what a court finally awards and nothing said of settlements, "shall pay the damages finally
 * awarded against Licensee by a court", "indemnify ... against all damages awarded ... in a final judgment", "will bear
 * the amounts finally adjudged" (without "only": INDEMNITY_FINAL_JUDGMENT_ONLY reads that); a settlement the indemnitor
 * agrees or approves named in the sentence is the usual full promise ("... or agreed by Licensor in settlement"); the
 * customer's own indemnity beside it ("You will defend us ... and will pay any damages ... finally awarded") is not read.
 */
export const INDEMNITY_FINALLY_AWARDED = r`^(?![\s\S]*\b(?:settle\w*|compromise\w*)\b)(?!(?:[^.;]|\.(?=\d))*\b(?:you|${CUSTOMER_SIDE})\s+(?:shall|will|agrees?\s+to|must|undertakes?\s+to)\s+(?:\w+\s+){0,2}?(?:defend|indemnif|pay|hold)\w*\b)(?=[\s\S]*\b(?:infring\w*|intellectual\s+property|patents?|copyrights?|claims?)\b)[\s\S]*\b(?:pay|pays|paying|bear|bears|reimburse\w*|indemnif\w*|hold\s+\w+\s+harmless)\b[^.;]{0,120}?\b(?:damages|amounts?|sums?|awards?|losses|costs)\b[^.;]{0,60}?(?:\bfinally\s+(?:awarded|adjudged|assessed|determined|ordered)|\b(?:awarded|adjudged|ordered)\b[^.;]{0,60}?\b(?:in|by|under)\s+(?:a|the|any)\s+(?:\w+\s+){0,2}?final\s+(?:judg(?:e)?ment|decree|order|award))`;
/**
 * Session 18 (licence22): no indemnity for the software used with what its ordinary use needs, the hardware, operating
 * systems, networks or data it runs on or with: "no obligation ... for any claim arising from use of the Software in
 * combination with any hardware, software or data not supplied by Licensor", "shall not apply to any Claim which results
 * from the Software being operated with equipment, an operating system or data that the Supplier did not provide". Not the
 * usual exclusion confined to combinations but for which there would be no claim, nor to things the documentation does
 * not call for ("... other than those specified in the Documentation"), nor one confined to what the combination alone
 * causes ("to the extent they arise solely based upon the combination"), nor one saved by an exception; nor the customer's
 * own indemnity beside it.
 */
export const INDEMNITY_EXCLUDES_ORDINARY_USE = r`^(?![\s\S]*\b(?:but\s+for|solely|to\s+the\s+extent|would\s+not\s+have\s+(?:arisen|occurred|existed|been\s+\w+)|would\s+have\s+been\s+avoided|(?:specified|required|recommended|contemplated|described|identified|approved|authori[sz]ed|intended|designated)\s+(?:in|by|under)\s+(?:the\s+)?(?:documentation|specifications?|licensor|supplier|vendor|provider|company|this\s+agreement)|unless|except)\b)[\s\S]*?(?:${INDEMNITY_EXCLUSION_LEAD}|\b(?:shall|will|does|is)\s+not\s+(?:be\s+)?(?:liable|responsible|obliged|obligated)\b)(?:[^.;]|\.\d){0,160}?\b(?:combin\w*|(?:used|use|operated|operation|run|running)\s+(?:together\s+)?with)\b[^.;]{0,80}?\b(?:hardware|equipment|computers?|operating\s+systems?|data|databases?|networks?|infrastructure)\b`;
// (the general cap named: its limits, the liability cap, a clause headed so)
const THE_CAP = r`(?:(?:\w+\s+){0,2}?(?:limitations?|limits?|caps?)\s+(?:of|on)\s+(?:\w+\s+)?liability|(?:the\s+)?(?:overall\s+|aggregate\s+|general\s+)?liability\s+(?:cap|ceiling|limit)|(?:the\s+)?(?:overall\s+|aggregate\s+|general\s+)?(?:cap|limit(?:ation)?s?)\s+(?:set\s+(?:out|forth)\s+|contained\s+|stated\s+)?(?:in|under)\s+(?:section|clause|article|paragraph)\b|(?:section|clause|article)\s+[\d.]+\s*\((?:limitation|limits?\b|liability\s+cap|cap\b)[^)]{0,30}\))`;
/**
 * Made subject to the general cap: "Vendor's obligations under this Section 8 are subject to the limitations of liability
 * set out in Section 10", "shall count towards, and is limited by, the Liability Cap"; not "not subject to", "shall not
 * count towards".
 */
export const INDEMNITY_UNDER_THE_CAP = r`(?<!\bnot\s+(?:be\s+)?)\bsubject\s+to\s+(?:the\s+)?${THE_CAP}|(?<!\bnot\s+(?:be\s+)?)\b(?:count(?:s|ed)?|appl(?:y|ies|ied))\s+(?:towards?|against)\s+(?:the\s+)?${THE_CAP}|(?<!\bnot\s+)\b(?:count(?:s|ed)?)\s+towards?\b${IN_SENTENCE}{0,40}?\b(?:limited|capped)\s+by\b|(?<!\bnot\s+(?:be\s+)?)\b(?:limited|capped)\s+by\s+(?:the\s+)?${THE_CAP}`;
/** From the cap's side: its limits said to reach the indemnities ("The limits in clause 15.1 apply to all liability ..., including liability under the indemnities in clause 11"). */
export const CAP_REACHES_INDEMNITIES = r`^(?![\s\S]*\b(?:except|excluding|other\s+than|save|but\s+not|not\s+apply|do\s+not|does\s+not|shall\s+not|will\s+not)\b)[\s\S]*\b(?:limits?|limitations?|caps?|exclusions\s+and\s+limitations)\b${IN_SENTENCE}{0,80}?\bappl(?:y|ies)\s+(?:equally\s+)?to\b${IN_SENTENCE}{0,80}?\b(?:including|includ\w*|even)\b${IN_SENTENCE}{0,60}?\bindemn\w*`;
/**
 * Forfeited for late notice of the claim, not only to the extent the indemnitor is prejudiced: "failure to notify Vendor
 * within that period shall relieve Vendor of its obligations", "shall have no liability ... unless the Customer notifies
 * ... within fourteen (14) days", "a condition precedent ... that the Licensee gives ... notice ... within 7 days".
 */
const UNLESS_PREJUDICED = r`^(?![\s\S]*\b(?:prejudic\w*|to\s+the\s+extent|insofar\s+as|in\s+so\s+far\s+as|except\s+(?:to|where|if)|materially\s+(?:harm|impair|affect)\w*)\b)`;
export const INDEMNITY_LOST_FOR_LATE_NOTICE = r`${UNLESS_PREJUDICED}(?:[\s\S]*\b(?:fail\w*|delay\w*|omission|omit\w*|neglect\w*)\b${IN_SENTENCE}{0,60}?\b(?:notify|notif\w*|give\s+(?:\w+\s+){0,3}?notice|provide\s+(?:\w+\s+){0,3}?notice|(?:written\s+)?notice)\b${IN_SENTENCE}{0,120}?\b(?:shall|will|does|is\s+to|must)\s+(?!not\b)(?:(?!not\b)\w+\s+){0,2}?(?:relieve|release|discharge|excuse|void|forfeit|terminate|extinguish|bar)\w*\b|[\s\S]*\b(?:no|not\s+(?:have\s+any|be|bear\s+any))\s+(?:\w+\s+){0,2}?(?:liab\w*|obligat\w*|responsib\w*)\b${IN_SENTENCE}{0,100}?\bunless\b${IN_SENTENCE}{0,100}?\b(?:notif\w*|notice)\b${IN_SENTENCE}{0,80}?\bwithin\b|[\s\S]*\bconditions?\s+precedent\b${IN_SENTENCE}{0,160}?\b(?:notif\w*|notice)\b${IN_SENTENCE}{0,80}?\bwithin\b|[\s\S]*\b(?:notif\w*|notice)\b${IN_SENTENCE}{0,80}?\bwithin\b${IN_SENTENCE}{0,120}?\bconditions?\s+precedent\b)`;

/**
 * A party's liability capped by reference to the cap just stated (benign21, session 18): "the liability of the Licensee is
 * limited in the same way as in 12.1", "shall be capped on the same basis", "is limited on the same terms" (a "not" before
 * it is read as unlimited first, liability.ts).
 */
const CAPPED_LIKE_ANOTHER = r`(?:limited|capped)\s+(?:in|on|to)\s+the\s+same\s+(?:way|manner|basis|terms|extent|amount)\b`;

/**
 * An automatic renewal a party can stop, worded without "unless ... notice" (benign21, session 18): it can be "switched
 * off" or "turned off" (not "cannot be switched off"), a party "opts out of renewal", or it renews "except on
 * cancellation by either party" (a civil-law "sauf dénonciation" in translation). The notice it takes is graded as any.
 */
const RENEWAL_SWITCHED_OFF = r`(?<!\b(?:cannot|can\s*not|may\s+not|not|never)\s+(?:be\s+)?)\b(?:switch(?:ed|es|ing)?|turn(?:ed|s|ing)?)\s+off\b|\bopt(?:s|ed|ing)?\s+out\s+of\s+(?:the\s+|any\s+)?(?:automatic\s+|auto-?)?renewal\b|\b(?:except|save)\s+(?:(?:on|upon|where|for|by|in\s+case\s+of)\s+)?(?:[\w-]+\s+){0,2}?(?:denunciation|cancell?ation|notice|termination|objection)\s+(?:of\s+(?:\w+\s+){0,2})?by\s+(?:either|any|each|one)\s+(?:of\s+the\s+)?part(?:y|ies)\b`;

/**
 * The customer's terms for an exclusion of consequential loss (session 20, saas24; the SaaS, services and consulting playbooks): the carve-outs a customer's lawyer
 * asks for, and the losses a customer suffers directly when the service fails, which a vendor's list of
 * "indirect" losses often takes in (the data lost or corrupted, the cost of buying a replacement service, "cover").
 */
const DATA_CARVE_OUT = 'data-protection and security breaches';
export const CUSTOMER_EXCLUSION_TERMS: ExclusionTerms = {
  side: 'customer',
  one_sided: 'unacceptable',
  carve_outs: [
    { name: 'breach of confidentiality', pattern: r`\bconfidential\w*` },
    { name: DATA_CARVE_OUT, pattern: r`\bdata\s+(?:protection|security|privacy|processing|breach\w*)\b|\b(?:information|cyber)\s*-?security\b|\bsecurity\s+(?:breach\w*|incidents?|obligations?|measures|requirements)\b|\bpersonal\s+(?:data|information)\b|\bprivacy\b|\b${CUSTOMER_SIDE}\s+data\b|\bunauthori[sz]ed\s+(?:access|disclosure|use)\b` },
    { name: 'indemnified claims', pattern: r`\bindemn\w*` },
    { name: 'gross negligence or wilful misconduct', pattern: r`\bgross(?:ly)?\s+neglig\w*|\bwil+ful\s+(?:misconduct|default|breach|neglect|misfeasance)\b|\bintentional\s+(?:misconduct|breach)\b|\bdeliberate\s+(?:breach|default|misconduct)\b` },
  ],
  swallows: [
    // (the data may be someone's and among other things: "loss of, or damage to, Customer's records or data", "loss of
    // profits, revenue or data"; not a breach of data protection named as a cause)
    { name: 'loss of data', pattern: r`\b(?:loss|losses|corruption|destruction|deletion)\s+(?:of|to)\b[^.;]{0,80}?\bdata\b(?!\s+(?:breach\w*|protection|security|processing|privacy)\b)|\b(?:lost|corrupted|damaged)\s+(?:[\w-]+(?:['’]s)?\s+)?data\b|\bdata\s+loss\b`, back: [DATA_CARVE_OUT] },
    { name: 'the cost of replacement services', pattern: r`\b(?:costs?|expenses?)\s+of\s+(?:(?:procur\w*|obtain\w*|acquir\w*|purchas\w*|sourc\w*|buy\w*)\s+)?(?:any\s+)?(?:substitute|replacement|alternative|alternate)\s+(?:goods|services?|software|products?|technology|systems?|solutions?|platforms?)\b|\b(?:procurement|purchase)\s+of\s+(?:any\s+)?(?:substitute|replacement)\s+(?:goods|services?|software|products?|technology)\b|\bcost\s+of\s+cover\b|\bcover\s+damages\b|,\s*cover\s*,` },
  ],
  notes: {
    one_sided: 'Only Provider is spared indirect and consequential losses',
    swallows: 'The exclusion takes away losses Customer suffers directly: {heads}',
    carve_outs: 'The exclusion has no carve-out for {heads}',
  },
};

/**
 * An exclusion worded party by party, so mutual (gaps25, session 21, from CUAD): "IN NO EVENT WILL CONTENT PROVIDER BE
 * LIABLE TO COMPANY NOR WILL COMPANY BE LIABLE TO CONTENT PROVIDER", "The Licensor shall not be liable to the Licensee, nor
 * shall the Licensee be liable to the Licensor", and one for "a party hereto (the "defaulting party")" toward "the other
 * party", whichever defaults (not "a party's", whose breach a carve-out names); "IN NO EVENT SHALL A PARTY BE LIABLE", "IN NO
 * EVENT SHALL EITHER FMI OR ROCHE BE LIABLE" (the two named).
 */
const RECIPROCAL_EXCLUSION = r`\bbe\s+liable\s+to\s+(?:the\s+)?[\w&.-]+(?:\s+[\w&.-]+){0,3}?,?\s+nor\s+(?:shall|will)\s+(?:the\s+)?[\w&.-]+(?:\s+[\w&.-]+){0,3}?\s+be\s+liable\s+to\b|\b(?:a|any)\s+party(?!['’])(?:\s+hereto)?(?:\s*\([^()]{0,40}\))?\s+(?:shall|will|is|are)\s+not\s+(?:be\s+)?(?:liable|responsible)\b[^.;]{0,300}?\bthe\s+other\s+party\b|\b(?:in\s+no\s+event|under\s+no\s+circumstances?)\s+(?:shall|will)\s+a\s+party\s+be\s+liable\b|\beither\s+(?:the\s+)?[\w&.-]+(?:\s+[\w&.-]+){0,2}?\s+or\s+(?:the\s+)?[\w&.-]+(?:\s+[\w&.-]+){0,2}?\s+(?:shall\s+|will\s+)?be\s+liable\b`;


/**
 * The customer side's promise to defend or indemnify the provider side with no such promise of the provider's in the
 * sentence (a list item's letter may come first; not a promise the two make to each other): it protects the other side,
 * so the indemnification check does not read it as its own, and where nothing comes back it is the one-way indemnity
 * running the wrong way (`one_way`).
 */
const CUSTOMER_INDEMNIFIES = r`^${ITEM}(?!${REVERSED_INDEMNITY})(?![^.;]*\b${PROVIDER_SIDE}\b(?:(?!\b${CUSTOMER_SIDE}\b)[^.;]){0,60}\b(?:shall|will|agrees? to|hereby agrees? to|undertakes? to|must)\s+(?:\w+,?\s+){0,3}(?:defend|indemnif))(?![^.;]*\b(?:each other|one another|mutually)\b)[^.;]*?\b${CUSTOMER_SIDE}\b[^.;]{0,60}\b(?:shall|will|agrees? to|hereby agrees? to|undertakes? to|must)\s+(?:\w+,?\s+){0,3}(?:(?:bear|accept|assume)\s+(?:\w+\s+){0,3}?(?:responsibility|liability)\s+and\s+)?(?:defend|indemnif|hold\b[^.;]{0,20}harmless)`;

export const COMMERCIAL_CHECKS = {
  limitationOfLiability: (prefix: string): PlaybookCheck => ({
    check_id: `${prefix}.limitation_of_liability`,
    title: 'Liability is capped mutually',
    category: 'liability',
    description: 'Whether each party\'s liability is capped, with a cap that is mutual and tied to the fees.',
    preferred_position: 'Each party\'s aggregate liability is capped at the fees paid or payable in the 12 months before the claim, with carve-outs for confidentiality, indemnities and wilful misconduct.',
    fallbacks: ['A mutual cap of at least the fees paid in the previous 6 months.', 'A cap on the customer\'s liability only, with the provider\'s liability capped at a higher amount.'],
    severity: 'high',
    suggested_language: 'Except for breaches of confidentiality, indemnification obligations, or gross negligence or wilful misconduct, each Party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid or payable under this Agreement in the twelve (12) months preceding the event giving rise to the claim.',
    enabled: true,
    detection: {
      // (a full stop inside a name, "E.Volve's liability", "the liability of Net.Works", does not end the sentence)
      // ("is capped at" too, which the key terms read: lead28)
      topic: [r`liabilit${IN_SENTENCE}{0,160}(?:(?:shall|will|may|does|do) not(?: in any event)? exceed|not to exceed|limited to|capped (?:at|to)\b|in no event exceed|exceed the (?:total|aggregate|amount)|${CAPPED_LIKE_ANOTHER})|(?:maximum|aggregate|total|cumulative) liability|\bin no event shall\b${IN_SENTENCE}{0,80}\bliabilit${IN_SENTENCE}{0,240}\bexceed\b`, NOT_LIABLE_BEYOND, EXONERATION, CAP_DISAPPLIED],
      key_term: 'liability_cap',
      side: 'customer',
      // months of fees: 12 or more preferred, 6 the least acceptable; less is unacceptable even though a cap exists
      min_fee_months: { preferred: 12, fallback: 6 },
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      problem: { missing: 'No limitation of liability: neither party\'s liability is capped' },
      reads_definitions: [DEFINED_TERMS_READ.misconduct],
      clause_type: 'cap_on_liability',
      max_evidence: 3,
    },
  }),
  /**
   * The exclusion of indirect and consequential loss. One reader (the patterns below) for every playbook that has the
   * check; the terms it is graded by are the playbook's: by default the MSA's (a one-sided exclusion is the fallback
   * where a cap of 12 months' fees balances it), or, given `exclusion` (the SaaS customer's, session 20), a one-sided
   * exclusion unacceptable, the customer's direct losses not to be excluded, and the carve-outs the preferred tier asks.
   */
  consequentialDamages: (prefix: string, exclusion?: ExclusionTerms): PlaybookCheck => {
    const reader = {
      // (English drafting excludes "indirect or consequential loss": the loss form right after the list of kinds, and
      // only where it is excluded, not where a party must make such losses good: "indemnify ... for all direct and
      // indirect losses"; a list item that is only the kinds of loss sits under an exclusion's lead-in)
      topic: [r`(?:indirect|incidental|special|consequential|punitive|exemplary)[^.;]{0,60}damages|\b(?:not|no|neither|nor|never|exclud\w*)\b[^.;]{0,300}?${LOSS_KINDS}|${LOSS_KINDS}[^.;]{0,120}\b(?:is|are|shall be|will be)\s+excluded\b|^\s*(?:\(?[a-z0-9]{1,4}[).]\s*)?(?:any\s+)?${LOSS_KINDS}`],
      // (plain English is mutual too: "neither of us will be liable to the other", "Neither you nor we will be liable")
      // (not an exclusion only of what termination costs, "Neither party shall be liable ... for any consequential damages
      // arising ... out of termination of this agreement": the distributor's usual waiver, not the general exclusion)
      entail: [r`^(?!${ITEM}[^.;]*\b(?:damages|losses)\b[^.;]{0,80}\b(?:arising|resulting|by reason|on account|because)\b(?:(?!\bthis agreement\b)[^.;]){0,40}\b(?:termination|expiration|non-?renewal)\b(?![^.;]{0,30}\bor\b[^.;]{0,20}\b(?:breach|performance|this agreement)\b))[\s\S]*(?:(?:neither|either|each) party|in no event shall (?:either|any) party|no party|\b(?:neither|either|each)\s+of\s+us\b|\bneither\s+(?:the\s+)?[\w&.-]+\s+nor\s+(?:the\s+)?[\w&.-]+\s+(?:shall|will|is|are)\b|${RECIPROCAL_EXCLUSION})`],
      topic_only: 'contradicted' as const,
      precedence: 'entail' as const,
      // "consequential damages" defined to take in losses that flow directly from a breach: the exclusion then bars
      // ordinary damages too (CONSEQUENTIAL_DEFINED_AS_DIRECT; or such losses deemed indirect: DIRECT_LOSS_DEEMED_INDIRECT)
      // (or the customer made liable for the very losses the exclusion spares the provider: CUSTOMER_BEARS_CONSEQUENTIAL;
      // or the exclusion applied to the provider alone by another clause: EXCLUSION_FOR_PROVIDER_ONLY)
      override: [CUSTOMER_BEARS_CONSEQUENTIAL, CUSTOMER_KEPT_LIABLE_FOR_PROFIT, EXCLUSION_FOR_PROVIDER_ONLY, CARVE_OUT_KEEPS_CUSTOMER_LIABLE, CONSEQUENTIAL_DEFINED_AS_DIRECT, DIRECT_LOSS_DEEMED_INDIRECT],
      clause_type: 'cap_on_liability',
      max_evidence: 2,
    };
    if (exclusion) {
      return {
        check_id: `${prefix}.consequential_damages`,
        title: 'Consequential damages excluded for both parties, with the customer\'s carve-outs',
        category: 'liability',
        description: 'Whether indirect and consequential loss is excluded for both parties alike, without taking away the losses the customer suffers directly when the service fails (its data, the cost of a replacement service), and with carve-outs for breach of confidentiality, data-protection and security breaches, indemnified claims and gross negligence or wilful misconduct.',
        preferred_position: 'Neither party is liable for indirect, incidental, special or consequential damages or lost profits, except for breach of confidentiality, breach of the data-protection and security obligations, indemnified claims, and gross negligence or wilful misconduct; loss of Customer\'s data and the cost of replacement services are not excluded.',
        fallbacks: ['A mutual exclusion of indirect and consequential damages without some of those carve-outs.'],
        severity: 'high',
        suggested_language: 'Except for a party\'s breach of its confidentiality obligations, Provider\'s breach of its data-protection or security obligations, a party\'s indemnification obligations, and a party\'s gross negligence or wilful misconduct, neither party shall be liable for any indirect, incidental, special or consequential damages, or for loss of profits or revenue, arising out of this Agreement. The costs of restoring or recovering Customer\'s lost or corrupted data and of procuring replacement services for the rest of the term are direct damages and are not excluded.',
        enabled: true,
        detection: {
          ...reader,
          // silence leaves the general law, under which the customer, the likelier claimant, recovers foreseeable loss
          positions: { entailed: 'preferred', contradicted: exclusion.one_sided, not_mentioned: 'preferred' },
          exclusion,
          problem: { unacceptable: exclusion.notes.one_sided.replace('{heads}', '') },
        },
      };
    }
    return {
      check_id: `${prefix}.consequential_damages`,
      title: 'Consequential damages excluded for both parties',
      category: 'liability',
      description: 'Whether indirect, consequential and lost-profit damages are excluded for both parties.',
      preferred_position: 'Neither party is liable for indirect, incidental, special or consequential damages, subject to the same carve-outs as the cap.',
      fallbacks: ['A one-sided exclusion balanced by a cap that is at least 12 months\' fees.'],
      severity: 'medium',
      suggested_language: 'Neither Party shall be liable for any indirect, incidental, special, consequential or punitive damages, or for loss of profits or revenue, arising out of this Agreement, except for breaches of confidentiality or indemnification obligations.',
      enabled: true,
      detection: {
        ...reader,
        positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'missing' },
        // the fallback's condition: a one-sided exclusion only beside a cap of the preferred size
        balanced_by: { check: 'limitation_of_liability', min_fee_months: 12 },
        problem: { unbalanced: 'Only Provider is spared indirect and consequential losses, and its cap ({months} of fees) is below the {min} months that would balance it', missing: 'Indirect and consequential damages are not excluded', unacceptable: '"Consequential damages" are defined to include direct losses, or Customer is made liable for consequential losses, so the exclusion does not protect Customer' },
      },
    };
  },
  indemnification: (prefix: string): PlaybookCheck => ({
    check_id: `${prefix}.indemnification`,
    title: 'Provider indemnifies for third-party IP claims',
    category: 'liability',
    description: 'Whether the provider defends and indemnifies the customer against third-party claims, in particular infringement claims.',
    preferred_position: 'The provider defends and indemnifies the customer against third-party claims that the services infringe intellectual property rights.',
    fallbacks: ['A mutual indemnity for third-party claims caused by a party\'s breach or negligence.'],
    severity: 'high',
    suggested_language: 'Provider shall defend, indemnify and hold harmless Customer from and against any third-party claim alleging that the Services infringe or misappropriate any intellectual property right, and pay the damages and costs finally awarded against Customer or agreed in a settlement Provider approves.',
    enabled: true,
    detection: {
      // (a promise to defend however long the list of those defended: "defend Licensee and its officers, directors and
      // employees against any claim")
      // ("hold Customer harmless" too, unless the customer side holds the provider harmless for anything but the
      // provider's own work or fault: a customer's release, "agrees to hold i-on harmless for any interruptions")
      // (or a promise to defend or settle a claim "brought against" the other: "Tripath agrees that it will at its expense,
      // defend or at its option settle any claim, suit, proceeding, or other action brought against Distributor")
      topic: [r`indemnif|hold harmless|defend[^.;]{0,40}(?:against|from)|\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:[\w,]+\s+){0,4}?defend\b[^.;]{0,100}?\b(?:claims?|suits?|actions?|proceedings?)\b[^.;]{0,40}?\bbrought\s+against\b|\bdefend\b[^.;]{0,120}?\b(?:against|from)\s+(?:any|all|each|every)\s+(?:third[- ]party\s+)?(?:claims?|suits?|actions?|proceedings?|demands?)\b`, r`^(?:(?![^.;]*\b${CUSTOMER_SIDE}\b[^.;]*\bhold\s+(?:[\w'’-]+\s+){1,4}?harmless)|(?=${ITEM}${REVERSED_INDEMNITY}))[\s\S]*\bhold\s+(?:[\w'’-]+\s+){1,4}?harmless\b`],
      entail: [r`^(?!${ITEM}${REVERSED_INDEMNITY})[\s\S]*?(?:infring|misappropriat|intellectual property|${IP_RIGHTS}|third[- ]party claim|third part(?:y|ies))`],
      // the customer indemnifying the provider for the provider's own work: worse than no indemnity at all
      contradict: [r`^${ITEM}${REVERSED_INDEMNITY}`],
      // "Customer agrees to indemnify Provider" (and no promise from Provider in the sentence) protects the other side; a heading is not the clause
      exclude: [
        // (the provider's promise has the provider for its subject: not "the rights granted by Licensor to Licensee, and
        // Licensee shall defend", where the provider is named just before the customer's promise)
        // (nor a promise the two parties make to each other: "Company and Distributor agree to indemnify ... each other")
        // (a list item's letter may come first: "a. Client shall indemnify ...")
        CUSTOMER_INDEMNIFIES,
        // "Customer's obligation to indemnify Provider" (and no such obligation of Provider's in the sentence)
        r`^${ITEM}(?![^;]*\b${PROVIDER_SIDE}(?:['’]s?\s+(?:\w+\s+){0,2}(?:obligations?|duty|duties)\s+to|\b[^.;]{0,60}\b(?:shall|will|agrees? to|must)\s+(?:\w+\s+){0,3})\s*(?:defend|indemnif))[^;]*?\b${CUSTOMER_SIDE}['’]s?\s+(?:\w+\s+){0,2}(?:obligations?|duty|duties)\s+to\s+(?:defend|indemnif|hold\b[^.;]{0,20}harmless)`,
        HEADING_ONLY,
        r`\bsurviv\w*\b[^.;]{0,80}\bindemni|\bindemni\w*\b[^.;]{0,80}\bsurviv`,
        // (session 22: nor a party's chance to resist a compelled disclosure, "give the disclosing Party the opportunity
        // to defend, limit or protect against such disclosure", "the right to defend against the subpoena": no claim)
        r`^(?![\s\S]*\b(?:indemnif\w*|hold\s+(?:[\w'’-]+\s+){1,4}?harmless|claims?)\b)[\s\S]*\bdefend\b[^.;]{0,40}?\b(?:against|from)\s+(?:such|the|any|that|this|a|an)\s+(?:[\w-]+\s+){0,2}?(?:disclosures?|orders?|subpoenas?|requests?|requirements?)\b`,
        // (session 21: nor a sentence that only names the indemnity clause by its number and heading, "b) to a breach of
        // article 15 (indemnification for breach of intellectual property rights)", an item of a cap's exceptions)
        r`^(?![\s\S]*\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:\w+,?\s+){0,3}?(?:defend|indemnify|hold)\b)[\s\S]*\b(?:clauses?|sections?|articles?|paragraphs?)\s+\d+(?:\.\d+)*\s*\(\s*(?:[\w-]+\s+){0,2}?indemni[^)]*\)`,
        // (session 20: nor a limitation of liability that names the indemnities only among its carve-outs, "Except for a
        // party's indemnification obligations, neither party shall be liable ...": it promises no indemnity; session 21:
        // nor its list of exceptions, "shall not apply: a) ...; or b) to a breach of article 15 (indemnification for ...)")
        r`^(?![\s\S]*\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:\w+,?\s+){0,3}?(?:defend|indemnify|hold)\b)(?=[\s\S]*\b(?:liable|liability|liabilities)\b)[\s\S]*\b(?:except|excluding|other\s+than|save|not\s+apply(?:\s+to)?)\b(?:[^.;]|;\s*(?:(?:and|or)\s+)?\(?[a-z0-9]{1,3}\)\s){0,300}?\bindemni\w*`,
      ],
      topic_only: 'entailed',
      precedence: 'entail',
      // only for negligence or misconduct, bodily injury or property damage, or a breach of representations, and
      // nothing on infringement or claims in general: the fallback, not the indemnity the playbook prefers
      // (or one that reaches the infringement of patents alone, not copyright or trade secrets: PATENTS_ONLY)
      narrow: {
        promise: r`\b(?:shall|will|agrees? to|undertakes? to|must)\s+(?:\w+[ ,]+){0,4}(?:defend|indemnif|hold\b)|\bindemnifies\b`,
        only: [NARROW_INDEMNITY, PATENTS_ONLY],
        notes: ['The indemnity covers only claims of negligence, injury or breach, not third-party intellectual property claims', 'The indemnity covers patent claims only, not copyright or trade secret claims'],
      },
      // an indemnity removed elsewhere ("notwithstanding Section 9, Provider shall have no obligation to indemnify")
      override: [
        // (its exclusions take in the very claims it was given for: INDEMNITY_SWALLOWED)
        INDEMNITY_SWALLOWED,
        // (session 23: an order form's row switching the IP indemnity off, "IP Indemnification | Not included": the
        // clause that gives it only where the order form includes it is then read as that row, schedule-values.ts)
        switchedOff(r`(?:(?:IP|intellectual\s+property|infringement|third[- ]party(?:\s+claims?)?)\s+)indemni\w*`),
        // (not the customer side's own duty: "the Client has no obligation to indemnify the Supplier")
        r`(?<!provided(?:, however,)? that[^.;]{0,60})(?<!\b${CUSTOMER_SIDE}\s+(?:\w+\s+){0,3})(?:no|not have any|not be under any|not bear any|not owe any)\s+(?:\w+\s+){0,2}(?:obligations?|duty|duties|liability)\s+(?:\w+\s+){0,3}to\s+(?:defend|indemnif|hold harmless)(?:${WHOLLY}|${FOR_ANY_CLAIM})`,
        // (not a list of the cases it does not cover, "will not apply (i) to the extent that ...", nor a saving for the
        // law, "except to the extent that such indemnification is void or otherwise unenforceable under applicable law")
        r`(?:indemnit(?:y|ies)|indemnification(?: obligations?)?)\b[^.;]{0,80}(?:shall|will|do|does) not apply(?!(?:\s*\((?:[a-z]|[ivx]+|\d{1,2})\))?${PARTIAL_TAIL})|(?<!\b(?:extent|if|where|insofar as|unless|in the event)\s+(?:that\s+)?(?:such\s+|the\s+|any\s+)?)(?:indemnit(?:y|ies)|indemnification(?: obligations?)?)\b[^.;]{0,60}(?:is|are) (?:hereby )?(?:deleted|removed|waived|struck|void)(?![^.;]{0,40}\b(?:unenforceable|under (?:applicable )?law|by law)\b)`,
        r`(?<!provided(?:, however,)? that[^.;]{0,60})(?<!\b${CUSTOMER_SIDE}\s+)(?:shall|will) not (?:be (?:required|obliged|obligated) to|have to) (?:defend|indemnif)(?:${WHOLLY}|${FOR_ANY_CLAIM})`,
        // (or said outright, in the present or the future: "Vendor does not defend or indemnify Customer against any
        // claim", "The Supplier will not indemnify the Customer for any claim", "gives no indemnity ... in respect of any
        // claim"; not the customer side's, nor a proviso's)
        r`(?<!provided(?:, however,)? that[^.;]{0,60})(?<!\b${CUSTOMER_SIDE}\s+)\b(?:does|do|shall|will)\s+not\s+(?:defend,?\s+(?:or|nor)\s+)?(?:defend|indemnif)(?:${WHOLLY}|${FOR_ANY_CLAIM})|(?<!\b${CUSTOMER_SIDE}\s+)\b(?:gives?|provides?|offers?|makes?)\s+no\s+(?:\w+\s+)?indemnit(?:y|ies)${FOR_ANY_CLAIM}`,
      ],
      side: 'customer',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      problem: { unacceptable: 'Customer indemnifies Provider for Provider\'s own work or fault, or for every claim however caused, and Provider gives no indemnity', overridden: 'Provider\'s indemnity is removed: Customer is not protected against third-party claims', missing: 'No indemnity from Provider for third-party IP claims', one_way: 'Customer indemnifies Provider and gets no indemnity back, not even for third-party IP claims' },
      // (session 24: the customer side's indemnity with nothing back, the worse case of a missing one)
      one_way: CUSTOMER_INDEMNIFIES,
      // an indemnity given, but short of the preferred one: paid only on a final judgment, without defence costs or
      // settlements, for one country, under the general cap, or lost for late notice of the claim (liability round 20)
      fallback_when: {
        patterns: [INDEMNITY_FINAL_JUDGMENT_ONLY, INDEMNITY_WITHOUT_COSTS_OR_SETTLEMENTS, INDEMNITY_ONE_TERRITORY, INDEMNITY_UNDER_THE_CAP, INDEMNITY_LOST_FOR_LATE_NOTICE, INDEMNITY_EXCLUDES_ORDINARY_USE, INDEMNITY_FINALLY_AWARDED],
        anywhere: [CAP_REACHES_INDEMNITIES],
        note: 'The indemnity is narrower than the playbook prefers',
        // (paid only on a final judgment, or without defence costs or settlements: little of a claim is covered, as where
        // "Losses" are defined to leave them out, DEFINED_TERMS_READ.losses; unacceptable)
        // (session 18: excluding use with the hardware, software or data ordinary use needs covers little, unacceptable;
        // a promise to pay what is finally awarded with no settlement named, acceptable)
        positions: ['unacceptable', 'unacceptable', 'acceptable', 'acceptable', 'acceptable', 'unacceptable', 'acceptable', 'acceptable'],
        // (one country's claims only: a limit where the contract names another place the customer may trade in; in a
        // contract that names no other, the spent sets' lawyers read such an indemnity as preferred)
        places: [2],
        notes: [
          'Provider\'s indemnity pays only damages awarded in a final judgment, not settlements or defence costs, so it covers little of a claim',
          'Provider\'s indemnity leaves out Customer\'s defence costs or sums paid in settlement, so it covers little of a claim',
          'The indemnity reaches only claims in one country',
          'The indemnity is subject to the general liability cap',
          'The indemnity is lost if Customer notifies the claim late, not only to the extent Provider is prejudiced',
          'Provider\'s indemnity excludes claims arising from use with hardware, software or data Provider did not supply, which ordinary use needs, so it covers little',
          'Provider\'s indemnity pays only what a court finally awards, and says nothing of settlements',
          'The indemnity is subject to the general liability cap',
        ],
      },
      reads_definitions: [DEFINED_TERMS_READ.losses, DEFINED_TERMS_READ.narrowed],
      clause_type: 'indemnification',
      max_evidence: 3,
    },
  }),
  terminationForConvenience: (prefix: string): PlaybookCheck => ({
    check_id: `${prefix}.termination_for_convenience`,
    title: 'Customer may terminate for convenience',
    category: 'term',
    description: 'Whether the customer can end the agreement without cause on notice.',
    preferred_position: 'The customer may terminate for convenience on 30 days\' written notice.',
    fallbacks: ['Termination for convenience on up to 90 days\' notice, or at the end of each renewal term.'],
    severity: 'medium',
    suggested_language: 'Customer may terminate this Agreement or any Statement of Work for convenience at any time upon thirty (30) days\' prior written notice to Provider.',
    enabled: true,
    detection: {
      topic: [
        r`\b(?:end|cancel\w*) (?:(?:this|the) \w+|(?:your|our|these) ${THE_CONTRACT}\b)[^.;]{0,120}(?:for (?:any reason|convenience|no reason)|without cause|at any time|at will)|(?<!\b(?:upon|on|after|following|before|prior to|until|at)\s+(?:the\s+|any\s+)?(?:(?:expiration|expiry)\s+or\s+(?:early\s+)?)?)terminat(?:(?!\b(?:if|in the event|upon the occurrence)\b)[^.;]){0,120}(?:for (?:any (?:or no )?reason|convenience|no reason)|without cause|at any time(?![^.;]{0,30}\b(?:in the event|if|upon the occurrence|should|where|when|for (?:an? )?(?:uncured |material |any )*(?:breach|default|cause))\b|[^.;]{0,100}?(?<!\b(?:and|but|or)\s)\bif\s+(?:the\s+other\s+party|(?:either|any|a)\s+party|it|the\s+\w+)\b(?:\s*:|[^.;]{0,40}?\b(?:becomes?|is|are|files?|fails?|breach\w*|default\w*|commits?|ceases?|makes?|enters?)\b))|at will)|(?:for (?:any (?:or no )?reason|convenience|no reason)|without cause|at will)[^.;]{0,60}terminat`,
        // (not "may terminate at any time in the event that the other defaults", "at any time for an uncured breach", nor
        // "may be terminated at any time by either party, effective immediately upon written notice, if the other party
        // becomes insolvent": a condition further on, with its own subject and verb, still makes it a ground; nor a
        // termination that only dates something else, "upon the expiration or termination of this Agreement, or at any
        // time the disclosing party may request, it will return ..."; nor
        // "may terminate this Agreement if, at any time ...": a condition comes with it)
        // "Either party may terminate this Agreement by giving ninety days' written notice" (or "end" / "determine this
        // Lease by giving ..."): notice is the only condition
        r`^(?=${IN_SENTENCE_NUMBERED}*?${ON_NOTICE})${UNCONDITIONAL}[\s\S]*?(?:terminat|\b(?:end|determine|cancel\w*|r[eé]sili(?:ate|er))\s+(?:this|the)\s+(?:agreement|contract|lease|licen[cs]e)\b|\b(?:end|cancel\w*)\s+${THE_CONTRACT_DET}\s+${THE_CONTRACT}\b|\b(?:end|cancel)\s+it\b|${END_OTHERWISE})`,
        // an item of a lead-in that lists the grounds ("Owner may terminate ... upon any of the following: ... (e) Without
        // cause on seven (7) days' prior written notice"): the item states the right, the lead-in its holder
        // (the label may be the clause's own, read apart from its sentence: "13.1.3 By either party for any reason by
        // providing six (6) months prior written notice": then "By" and the holder open the item)
        r`^\W*(?:(?:and|or)\s+)?(?:${LIST_ITEM_LABEL}\s*(?:by\s+[\w\s]{1,30}?\s+)?|by\s+[\w\s]{1,30}?\s+)(?:without cause|for (?:any (?:or no )?reason|convenience|no reason)|at will)\b`,
        // ... or an item that is a notice alone ("(vi) Upon Diplomat giving Tadeo at least sixty (60) days advance written
        // notice of termination of this Agreement")
        r`^\W*(?:(?:and|or)\s+)?(?:${LIST_ITEM_LABEL}\s*)?(?:upon|on|by)\s+(?:[\w-]+\s+){0,3}?(?:giving|providing|delivering|serving)\s+(?:[\w-]+\s+){0,3}?(?:(?:at least|not less than|no less than)\s+)?[^.;]{0,40}?\bnotice of (?:its |the )?(?:intention to )?terminat\w*(?: of)?(?: this \w+)?\s*[.;]?\s*(?:or|and)?\s*$`,
        // cancelling or withdrawing from a statement of work, order or the agreement at a party's discretion ("Provider may
        // withdraw from any Statement of Work at its discretion on five days' notice"), or revoking the licence at any
        // time or at will ("Licensor may revoke the licence ... at any time by written notice"); not "only if" a ground, nor
        // a discretion that waits on a condition ("at its sole discretion if the application is not approved by ...")
        r`^(?![^.;]*\b(?:if|where|unless|in the event|upon the occurrence)\b)[^.;]*\b(?:cancel\w*|withdraw\s+from|terminat\w*|end)\s+(?:this|the|any|an?|each)\s+(?:[\w-]+\s+){0,3}?(?:agreement|contract|statements? of work|SOWs?|orders?(?: forms?)?|purchase orders?|projects?|engagements?|licen[cs]es?)\b[^.;]{0,80}?\bat\s+(?:its|their|his|her|the\s+[\w-]+['’]s?)\s+(?:sole\s+|absolute\s+|own\s+|reasonable\s+)*discretion\b`,
        r`\brevok\w*\s+(?:this|the|any|its)\s+(?:[\w-]+\s+){0,4}?licen[cs]es?\b(?![^.;]*\bonly\s+(?:if|where|upon|in the event)\b)[^.;]{0,80}?(?:\bat will\b|\bfor (?:any|no) reason\b|\bwithout cause\b|\bat any time\b(?![^.;]{0,60}\b(?:if|in the event|where|upon (?:the )?(?:occurrence|breach))\b))`,
        // a notice of a party's election to terminate, with nothing asked of it ("will continue to provide the Services
        // until the last day of the month following the month in which Client provides ... notice of its election to
        // terminate this Agreement"); not one that stops the agreement only at the end of a term
        r`${UNCONDITIONAL}(?:[^.;]|\.(?=\d))*\bnotice\s+of\s+(?:its|his|her|their|the|such party['’]s)\s+(?:election|intention|intent|decision|desire|wish)\s+to\s+terminate\s+(?:this|the)\s+(?:agreement|contract|licen[cs]e|lease)\b(?![^.;]{0,60}\b(?:at the end|upon (?:the )?expiration|on (?:the )?expiration|effective (?:as of )?the end|prior to|before|as of the (?:end|expiration))\b)`,
        // a renewal "unless terminated by either party upon ninety (90) days written notice": a right to end it on
        // notice at any time, unless the notice must come before the end of a term (then it only stops the renewal)
        // ... or a rolling term that runs "until terminated by Provider or Customer upon thirty days' notice", "from year to
        // year until terminated by either party giving six months' notice", "until ended by the Client or the Consultant
        // on fourteen days' notice": the same right, the two parties named
        // (the notice given "to the other not less than three months'" before it is named, and one that may not expire
        // before a minimum period ends, which is a lock-in, not a notice that only stops a renewal)
        // a party's early exit refused: "Customer may not terminate it before the end of that term", "shall not be entitled
        // to terminate this Agreement for convenience", "has no right to end the Lease early", "may not be terminated during
        // the Initial Term" (the holder machinery reads whose right is refused: the customer's is unacceptable)
        NO_EARLY_EXIT,
        r`\b(?:unless|until)\s+(?:sooner\s+|earlier\s+)?(?:terminated|ended|cancell?ed)\s+by\s+(?:(?:either|any|each)\s+party|the\s+parties|(?:the\s+)?[\w.&-]+(?:\s+[\w.&-]+){0,2}\s+or\s+(?:by\s+)?(?:the\s+)?[\w.&-]+(?:\s+[\w.&-]+){0,2}?)\b[^.;]{0,40}?\b(?:upon|on|by giving|giving|with|by)\s+[^.;]{0,60}?\bnotice\b(?![^.;]{0,80}?(?<!\bnot\s+(?:to\s+)?(?:expire|end|take\s+effect)\s+)\b(?:prior to|before|preceding|in advance of)\b[^.;]{0,30}\b(?:end|expir\w*|anniversary|renewal|close)\b)`,
      ],
      entail: [r`.`],
      precedence: 'entail',
      // the right must be the customer's (or both parties'): the provider's right to walk away is not it
      side: 'customer',
      // an ending both parties must agree to gives no one a right
      exclude: [MUTUAL_ENDING],
      // (not the noun of a heading glued to the start of the sentence: "Termination by Company: Company may terminate
      // ...", "15.2 Termination without cause Notwithstanding ..., either party may terminate ..."), unless nothing follows it
      holder: r`(?<!^\W*(?:(?:section|article|clause)\s+)?(?:[\dIVX]+(?:\.\d+)*[A-Z]?\.?|\(?[a-z0-9]{1,3}\))?\s*)\bterminat|\bterminat(?![\s\S]*\bterminat)|\bend (?:this|the|any|it)\b|\bend\s+(?:your|our|these)\s+${THE_CONTRACT}\b|\bdetermine\s+(?:this|the)\s+(?:agreement|contract|lease|licen[cs]e)\b|\bcancel|\bwithdraw\s+from\b|\brevok|\bterminable\b|\bdeterminable\b|\bbring\s+(?:this|the)\s+\w+\s+to\s+an\s+end\b|\bbrought\s+to\s+an\s+end\b|\br[eé]sili(?:ate|er)\b|\bat\s+the\s+(?:option|election)\s+of\b`,
      // the notice it takes: up to 30 days preferred, up to 90 the fallback, longer defeats the purpose
      max_notice_days: { preferred: 30, fallback: 90 },
      // an exit priced at what the whole term would have cost ("provided that it pays, as a termination fee, all
      // instalments that would have fallen due had the Agreement run its course", "the fees for the remainder of the
      // Term"): no exit at all (not a fee for the work done, nor what a breach or insolvency costs)
      // ... or an exit that leaves the work running: "No such termination shall affect any Statement of Work then in force,
      // each of which shall continue until its stated end date" (the termination for convenience just given; not the
      // orders' own termination, nor survival of accrued rights)
      // ... or a notice that may not take effect before the term ends (NOTICE_WAITS_FOR_TERM): no early exit at all
      override: [WORK_RUNS_ON, EXIT_PRICED_AT_REMAINDER, NOTICE_WAITS_FOR_TERM],
      override_problems: ['Customer\'s exit leaves the work running: no real right to terminate for convenience', 'Customer\'s exit costs the fees for the rest of the term: no real right to terminate for convenience', 'Customer\'s notice may not take effect before the term ends: no real right to terminate for convenience'],
      // an exit only between engagements, while no order is open: the fallback
      narrow: { promise: r`.`, only: [BETWEEN_ORDERS], note: 'Customer may terminate for convenience only while no order or statement of work is open' },
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      problem: { unacceptable: 'Customer cannot terminate for convenience; only Provider may end the agreement at will', missing: 'Customer has no right to terminate for convenience', overridden: 'Customer\'s exit costs the fees for the rest of the term, or leaves the work running: no real right to terminate for convenience' },
      clause_type: 'termination_for_convenience',
      max_evidence: 2,
    },
  }),
  autoRenewal: (prefix: string): PlaybookCheck => ({
    check_id: `${prefix}.auto_renewal`,
    title: 'No silent automatic renewal',
    category: 'term',
    description: 'Whether the agreement renews automatically, and if so, whether it can be stopped on reasonable notice.',
    preferred_position: 'Renewal only by mutual written agreement; if automatic, either party may stop it on no more than 30 days\' notice.',
    fallbacks: ['Automatic renewal for one-year terms, stoppable on up to 90 days\' notice.'],
    severity: 'low',
    suggested_language: 'This Agreement renews for successive one-year terms only if both Parties agree in writing before the end of the then-current term.',
    enabled: true,
    detection: {
      // (also "the Term shall automatically be extended for one-year periods" (the agreement or its term, not a period
      // or a right that extends), "continues for further periods of three years", "continues from year to year", "notice of
      // non-renewal": the renewal named without the word "automatic", unless it then needs an agreement or approval;
      // a renewal term named in passing, "during the Term (and any renewal term)", "the Initial Term or any Renewal
      // Term", says nothing of how the agreement renews; nor does one in a sentence with no verb of renewing,
      // extending or continuing: "Licensor may revise the fee for any renewal term", "for any extension or renewal term,
      // the appointment shall be non-exclusive")
      topic: [r`(?:automatic(?:ally)?|auto-?)\s*(?:be\s+)?renew|renew\w*\s+automatically|\b(?:agreement|contract|term|lease|licen[cs]e|subscription)\b[^.;]{0,80}?\b(?:shall|will|is|to)\s+(?:then\s+|thereafter\s+)?(?:be\s+)?(?:automatically\s+(?:be\s+)?extend\w*|extend\w*\s+automatically)|successive[^.;]{0,40}(?:periods?|terms?)|(?<!\b(?:and|or)\s+(?:any|each|every|a|the)\s+(?:(?:subsequent|then[- ]current|additional|extended)\s+)?)(?:(?<=\b(?:renew(?:s|ed)?|extend(?:s|ed)?|continu(?:e|es|ed)|followed)\b[^.;]*)renewal terms?|renewal terms?(?=[^.;]*\b(?:renew(?:s|ed)?|extend(?:s|ed)?|continu(?:e|es|ed))\b)|(?<=\b(?:shall|will)\s+(?:automatically\s+)?(?:be\s+)?(?:extend(?:ed)?|continue|renew(?:ed)?)\b[^.;]*)renewal periods?)|(?:\b(?:continues?|continuing|(?:be\s+)?extended|extends?|renews?)\b(?:\s+(?:in\s+force|in\s+effect|thereafter|automatically))*\s+(?:for\s+)?(?:(?:a|one|any)\s+)?(?:further|additional|subsequent|consecutive)\s+(?:(?:[\w()-]+\s+){0,2}(?:periods?|terms?)\b|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty-four|thirty-six)(?:\s*\(\d+\))?[\s-]+(?:calendar\s+)?(?:years?|months?)\b)|\b(?:continu\w*|renew\w*|extend\w*)\b[^.;]{0,40}\bfrom\s+year\s+to\s+year\b)(?![^.;]*\b(?:mutual\w*|approv\w*|agreed)\b)|\bnotice\s+of\s+non-?renewal\b|${RENEWAL_STOPPED_BY_NOTICE}`],
      // a definition ("Calendar Quarter" means each successive period of three months; "Renewal Term" has the
      // meaning in Section 15) renews nothing
      // (nor a sentence about fees that names the notice of non-renewal only as the way to avoid them, with no verb of
      // renewing: "the Licensee may then avoid the new fees by giving notice of non-renewal under Section 10.2" is read
      // by the price check, and the renewal where the renewal clause is)
      exclude: [DEFINITION, r`^(?=[\s\S]*\b(?:fees?|prices?|pricing|charges|rates)\b)(?![\s\S]*\b(?:renews?|renewed|automatic\w*|extend(?:s|ed)?|continu(?:e|es|ed))\b)[\s\S]*\bnotices?\s+of\s+non-?renewal\b`],
      // renewal that needs someone to act: agreement, a notice that stops it, or an option to extend that a party
      // exercises ("shall have the option to extend the Term for successive renewal terms ... by giving notice"); a
      // party's termination before the term ends ("unless terminated by Reseller within sixty (60) days prior to the
      // expiration", graded by its notice); a renewal on a condition someone must approve or meet ("provided such
      // continuance is approved annually by the Board", "provided that Licensee achieves net sales of ...", "In the event that
      // MusclePharm shall achieve Net Sales of $20 million ..., then this Agreement shall automatically be renewed")
      // (also a party's own notice of non-renewal that stops it: "the Licensee may then avoid the new fees by giving
      // notice of non-renewal", "may respond with a notice of non-renewal")
      // (or an extension only at the customer's own option, election or request: "may be extended ... at the Customer's
      // option, by written notice", "only if the Customer so requests", "Customer may, at its option, renew")
      entail: [r`${RENEWAL_STOPPED_BY_NOTICE}|\bat\s+(?:the\s+)?${CUSTOMER_SIDE}['’]s?\s+(?:sole\s+|own\s+|absolute\s+)?(?:option|election|request)\b|\b${CUSTOMER_SIDE}\s+may,?\s+at\s+its\s+(?:sole\s+|own\s+|absolute\s+)?(?:option|election|discretion),?\s+(?:renew|extend)\b|\bonly\s+(?:if|where|when)\s+(?:the\s+)?${CUSTOMER_SIDE}\s+(?:so\s+)?(?:requests?|elects?|chooses?|wishes)\b|\b(?:giv\w*|serv\w*|send\w*|deliver\w*|issu\w*|respond\w*\s+with)\s+(?:\w+\s+){0,3}?notices?\s+of\s+non-?renewal\b|\bif\b[^.;]{0,60}\bnotif\w*\b[^.;]{0,60}\b(?:intent\w*|elect\w*|wish\w*|desire\w*)\s+to\s+(?:so\s+)?(?:renew|extend)\b|(?:mutual(?:ly)? (?:written )?agree|by (?:mutual )?written agreement|unless (?:either|a) (?:party|of us|of the parties)|(?:both|the) parties agree|agree in writing)|\bunless\s+(?:either|any|one|each)\b[^.;]{0,60}\b(?:gives?|provides?|serves?|delivers?|notif\w*)\b|\b(?:options?|elects?|election)\b[^.;]{0,30}\bto\s+(?:extend|renew)\b|\b(?:exercise|exercising)\b[^.;]{0,40}\b(?:renewal|extension)\s+options?\b|\bunless\b[^.;]{0,100}\b(?:notice|notif\w*)\b|\b(?:provided that|on condition that)\b(?:[^.;]|\.\d){0,160}\b(?:will|shall)\s+(?:automatically\s+)?(?:be\s+)?renew|\buntil\b[^.;]{0,60}\bterminat\w*\b[^.;]{0,80}\b(?:notice|notif\w*)\b|\bunless\s+(?:sooner\s+|earlier\s+)?terminated\s+by\s+(?!operation\b)[^.;]{0,80}?\b(?:prior to|before|in advance of|preceding)\s+(?:the\s+)?(?:end|expir\w*|anniversary|close)\b|\b(?:provided|on condition|subject to|in the event|if)\b[^.;]{0,80}\b(?:approv\w*|achiev\w*|attain\w*|agree(?!ments?\b)\w*|consent\w*)\b`, RENEWAL_SWITCHED_OFF],
      contradict: [r`.`],
      precedence: 'entail',
      // the notice that stops it: up to 90 days is the fallback, longer leaves the customer bound for another term
      max_notice_days: { preferred: 30, fallback: 90 },
      // each renewal for one year at most: a longer automatic renewal term holds the customer for years at a time
      max_renewal_months: 12,
      // "unless terminated, this Agreement will automatically renew", with "either party may terminate on ninety
      // days' notice" elsewhere: the termination right stops it
      ended_by: 'termination_for_convenience',
      // a renewal only the provider side may choose, wherever it is written (session 20)
      override: [RENEWAL_AT_OTHER_SIDES_OPTION],
      override_problems: ['Only Provider may renew or extend the agreement: Customer is held to a further term, or loses it, at Provider\'s choice'],
      override_severity: 'medium',
      positions: { entailed: 'acceptable', contradicted: 'unacceptable', not_mentioned: 'preferred' },
      problem: { unacceptable: 'The agreement renews automatically with no way to stop it', notice: 'Stopping the automatic renewal takes {days} days\' notice, beyond the {fallback}-day fallback', renewal: 'Each automatic renewal runs {period}, beyond the fallback\'s {fallback}' },
      clause_type: 'renewal_term',
      max_evidence: 2,
    },
  }),
  governingLaw: (prefix: string): PlaybookCheck => ({
    check_id: `${prefix}.governing_law`,
    title: 'Governing law stated',
    category: 'disputes',
    description: prefix === 'general' ? 'Whether the agreement names the governing law.' : 'Whether the agreement names the governing law, and whose: our side\'s home law, a neutral one, or the other side\'s where the two are based in different countries.',
    preferred_position: 'The law and courts of our home jurisdiction.',
    fallbacks: ['A neutral, well-developed commercial law.'],
    severity: 'medium',
    suggested_language: 'This Agreement is governed by the laws of {{governing_law}}, and the courts of {{governing_law}} have exclusive jurisdiction over any dispute arising from it.',
    enabled: true,
    detection: {
      topic: [r`governed by|governing law|laws? of the state|${GOVERNING_LAW_PHRASE}[^.;]{0,40}?\blaws?\b`],
      // a reference to the clause by its heading ("Paragraphs 9.6 (Disclaimer), 9.12 (Governing Law) ... survive"), or a
      // table of contents ("16.4 Governing Law 51 16.5 ..."), states no law; nor does a party's incorporation ("a
      // corporation duly organized and in good standing under the laws of the State of Delaware")
      exclude: [HEADING_ONLY, r`^(?![\s\S]*${GOVERNING_LAW_PHRASE})[\s\S]*(?:\(\s*(?:governing|applicable) law\s*\)|\bgoverning law\s+\d{1,3}\s+\d+(?:\.\d+)+\s|\b(?:organi[sz]ed|incorporated|formed|existing|registered|in good standing|chartered|corporation|company|partnership)\b[^.;]{0,60}?\b(?:under|pursuant to|in accordance with)\s+the\s+laws?\s+of\b)`],
      key_term: 'governing_law',
      master: true,
      // (the general playbook takes no side: whose home the law is does not matter to it)
      ...(prefix === 'general' ? {} : { home_side: 'customer' as const }),
      positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'missing' },
      problem: { missing: 'No governing law is stated' },
      clause_type: 'governing_law',
      max_evidence: 2,
    },
  }),
  assignment: (prefix: string): PlaybookCheck => ({
    check_id: `${prefix}.assignment`,
    title: 'Assignment needs consent',
    category: 'structure',
    description: 'Whether a party may assign the agreement only with the other\'s consent.',
    preferred_position: 'No assignment without prior written consent, except to a successor in a merger or sale of the business.',
    fallbacks: ['Assignment to affiliates without consent.'],
    severity: 'low',
    suggested_language: 'Neither Party may assign this Agreement without the prior written consent of the other Party, except to a successor to all or substantially all of its business.',
    enabled: true,
    detection: {
      // (also the agreement, or a party's rights and duties under it, transferred or novated without the word "assign")
      // (session 22: or memorandum, or contract)
      topic: [r`\bassign(?:ed|ment|s|able)?\b|\b(?:transfer\w*|novat\w*)\b[^.;]{0,60}\b(?:this|the)\s+(?:agreement|memorandum|contract)\b|\b(?:this|the)\s+agreement\b[^.;]{0,80}\b(?:transferred|novated)\b|\brights\s+(?:and|or)\s+(?:duties|obligations)\b[^.;]{0,80}\btransfer\w*|\b(?:transfer\w*|novat\w*)\b[^.;]{0,60}\b(?:this\s+letter|these\s+terms)\b`, ASSIGNMENT_CARVED_OUT_TO_ANYONE,
        // (session 27: the other side's transfer of this letter or these terms, or "it", to an open class of transferees)
        TRANSFER_TO_OPEN_CLASS],
      // (consent required: "may not assign ... without", or "may be assigned only with the Client's prior written consent")
      entail: [r`(?:not|no|neither|nor)[^.;]{0,100}\b(?:assign|transfer)|\bassign\w*[^.;]{0,120}without[^.;]{0,60}(?:consent|approval)|\b(?:assign|transfer|novat)\w*\b[^.;]{0,120}\bonly\s+(?:with|upon|after|subject to)\s+(?:the\s+)?(?:[\w'’]+\s+){0,3}?(?:prior\s+)?(?:written\s+)?(?:consent|approval)\b`],
      // free assignment of the agreement, unless it is the exceptions the playbook accepts (a successor to the
      // business: preferred; an affiliate: the fallback); "freely assignable" deliverables are not the agreement; a
      // right to assign "subject only to prior written notice" is free assignment
      // (also to anyone, the affiliates or successors named only as examples: ASSIGN_TO_ANYONE_INCLUDING)
      contradict: [FREE_ASSIGNMENT, ASSIGN_TO_ANYONE_INCLUDING, ASSIGN_TO_WHOEVER_IT_PICKS, ASSIGNMENT_CARVED_OUT_TO_ANYONE, TRANSFER_TO_OPEN_CLASS,
        // ... or consent that is deemed given when the customer stays silent ("deemed to consent unless it objects within
        // five days", "a failure to object constitutes consent"): consent in name only
        r`^(?=[\s\S]*\b(?:assign|novat|transfer)\w*)[\s\S]*?(?:${DEEMED_BY_SILENCE})`],
      fallback: [AFFILIATE_ASSIGNMENT],
      exclude: [r`meaning(?:s)? assigned|the meanings? (?:ascribed|assigned|given)`, ASSIGNMENT_FALSE_FRIENDS, IP_INTEREST_ASSIGNMENT, HEADING_ONLY],
      precedence: 'contradict',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
      problem: { unacceptable: 'The other party may assign the agreement without consent' },
      reads_definitions: [DEFINED_TERMS_READ.affiliates, DEFINED_TERMS_READ.assignees],
      clause_type: 'anti_assignment',
      max_evidence: 2,
    },
  }),
  confidentiality: (prefix: string): PlaybookCheck => ({
    check_id: `${prefix}.confidentiality`,
    title: 'Confidentiality obligations',
    category: 'data',
    description: 'Whether each party must keep the other\'s confidential information confidential.',
    preferred_position: 'Mutual confidentiality obligations that survive termination.',
    fallbacks: ['A separate NDA incorporated by reference.'],
    severity: 'medium',
    suggested_language: 'Each Party shall keep the other Party\'s Confidential Information confidential, use it only to perform this Agreement and disclose it only to personnel and advisers who need to know it and are bound by confidentiality obligations.',
    enabled: true,
    detection: {
        // (session 24: a duty meant to outlast the agreement, ended by a general clause naming its clause by number)
        lapses_with_term: true,
      // (and a separate agreement named only as an "NDA"; whether it applies is the fallback's test)
      topic: [CONFIDENTIALITY_TOPIC, r`\bNDA\b`],
      entail: [CONFIDENTIALITY_DUTY],
      // a duty that keeps only the agreement's own terms confidential protects none of the customer's information
      // (unless a separate confidentiality agreement does, which the sentence names, or the sentence protects
      // information either party designates, marks or identifies as confidential, "(including the terms and
      // conditions of this Agreement)" only an example)
      narrow: {
        promise: CONFIDENTIALITY_DUTY,
        only: [r`^(?![\s\S]*\b(?:confidential information|proprietary information|information (?:disclosed|received|provided|furnished|obtained|of (?:the|each|either) (?:other )?part\w*|relating to|concerning|about)|trade secrets?|know-how|business information|technical information|data|(?:confidentiality|non-?disclosure) agreement|NDA)\b|[\s\S]*\binformation\b[^.;]{0,60}\b(?:designat\w*|mark(?:s|ed)|identif\w*|treat(?:s|ed)|describ\w*)\s+(?:\w+\s+){0,4}?as\s+(?:confidential|proprietary)\b)[\s\S]*\b(?:terms|contents|existence|provisions)\b(?: and (?:conditions|existence|contents))? (?:of|in) this agreement\b`,
          // ... or a duty that lasts only while the agreement does ("during the term of this Agreement"), with nothing
          // that carries it past the end (survival, "thereafter", a period after it, "perpetual")
          r`^(?![\s\S]*\b(?:surviv\w*|(?:there|here)?after\w*|following|beyond|subsequent\w*|perpetu\w*|indefinite\w*|years?|months?|trade secrets?)\b)[\s\S]*\b(?:during|for|throughout|while)\s+(?:the\s+)?(?:(?:initial\s+)?term|duration|life|continuance|currency|period)\s+of\s+(?:this|the)\s+(?:agreement|contract|engagement)\b|^(?![\s\S]*\b(?:surviv\w*|(?:there|here)?after\w*|following|beyond|perpetu\w*|indefinite\w*|years?|months?)\b)[\s\S]*\buntil\s+(?:the\s+)?(?:expiry|expiration|termination|end)\s+of\s+(?:this|the)\s+(?:agreement|contract|engagement)\b`,
          // ... or every duty binds the customer side alone ("The Distributor shall keep confidential all information it
          // receives from the Supplier"), with no promise of the provider's, of each party's or to each other anywhere
          CUSTOMER_ONLY_DUTY],
        position: 'unacceptable',
        notes: ['Only the terms of this Agreement are kept confidential; the information the parties exchange is not protected', 'The confidentiality duty lasts only while the Agreement does; the information is unprotected once it ends', 'Only Customer is bound to confidentiality; Customer\'s own information is not protected'],
      },
      master: true,
      // (no duty stated here, but a separate agreement the parties signed applies to what they exchange, incorporated or
      // kept in force: the fallback, a separate NDA incorporated by reference)
      fallback: [SEPARATE_NDA_APPLIES],
      // a user's own password, or the confidentiality legend of a filing, is not the parties' duty
      exclude: [r`\bpasswords?\b|confidential treatment has been requested`],
      precedence: 'entail',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      // the provider free to use the customer's data, or its customers' information, for its own ends, wherever it says so
      // ... or to disclose it to anyone it thinks fit
      // ... or a general clause that ends every duty with the agreement, its exceptions naming no confidentiality (ALL_DUTIES_END)
      override: [OWN_USE_OF_CUSTOMER_DATA, DISCLOSED_AT_WILL, ALL_DUTIES_END, CONFIDENCE_AS_IT_THINKS_FIT],
      override_problems: ['Provider may use Customer\'s data, or its customers\' information, for its own purposes', 'Provider may disclose Customer\'s information to whomever it chooses', 'Every duty ends with the Agreement except those listed, and confidentiality is not among them: the information is unprotected once it ends', 'Provider keeps Customer\'s information confidential only as far as it thinks fit'],
      // a duty that lapses a short time after each disclosure, in the clause or any sentence on the topic: Customer's
      // information is soon free to disclose, while the agreement still runs
      // (or a sentence of the clause that makes the duty end with the Agreement: ENDS_WITH_AGREEMENT)
      fallback_when: {
        patterns: [LAPSES_AFTER_DISCLOSURE, ENDS_WITH_AGREEMENT, NON_CONFIDENTIAL_SAVE_UNDER_NDA],
        note: 'The confidentiality duty lapses a short time after each disclosure, even while the Agreement runs',
        notes: ['The confidentiality duty lapses a short time after each disclosure, even while the Agreement runs', 'The confidentiality duty ends with the Agreement; the information is unprotected once it ends', 'The information exchanged is declared non-confidential; only what the separate confidentiality agreement covers is protected, on its terms'],
        positions: ['unacceptable', 'unacceptable', 'acceptable'],
      },
      problem: { unacceptable: 'Customer\'s information may be disclosed', missing: 'No confidentiality obligations protect Customer\'s information', overridden: 'Provider may use Customer\'s data, or its customers\' information, for its own purposes, or disclose it to whomever it chooses' },
      reads_definitions: [DEFINED_TERMS_READ.confidential, DEFINED_TERMS_READ.providersOnly],
      clause_type: 'confidentiality_obligations',
      max_evidence: 2,
    },
  }),
  ipOwnership: (prefix: string): PlaybookCheck => ({
    check_id: `${prefix}.ip_ownership`,
    title: 'Ownership of deliverables',
    category: 'ownership',
    description: 'Whether intellectual property in deliverables made for the customer belongs to the customer.',
    preferred_position: 'The customer owns deliverables created for it; the provider keeps its pre-existing IP and grants a licence to use it with the deliverables.',
    fallbacks: ['The provider owns deliverables and grants the customer a perpetual, royalty-free licence.'],
    severity: 'medium',
    suggested_language: 'All deliverables created specifically for Customer under this Agreement, and all intellectual property rights in them, belong to Customer on payment; Provider retains its pre-existing materials and grants Customer a perpetual, royalty-free licence to use them as part of the deliverables.',
    enabled: true,
    detection: {
      topic: [r`\b(?:title|ownership)\s+(?:to|in|of)\s+(?:the\s+|all\s+)?(?:deliverables?|work product)\b[^.;]{0,60}\b(?:pass(?:es)?|shall\s+pass|will\s+pass|transfers?)\s+to\b`, r`(?:intellectual property|proprietary rights|work product|deliverables?|inventions?|configurations?|customi[sz]ations?)[^.;]{0,160}(?:own|property|title|assign|\bvest)|(?:intellectual property|proprietary rights|work product|deliverables?|inventions?|configurations?|customi[sz]ations?)[^.;]{0,160}\bbelongs?\s+(?:solely\s+|exclusively\s+)?to\s+(?:the\s+)?(?:customer|client|company)\b|(?:hereby assigns?|shall own|sole and exclusive (?:owner|property)|all right, title and interest)|\bown(?:s|ers?|ership)?\b[^.;]{0,40}\b(?:intellectual property|proprietary rights)\b|\b(?:owns|shall own|will own)\s+(?:all\s+)?(?:(?:the|such)\s+)?(?:deliverables?|work product|work results|inventions?)\b|\bretains?\s+(?:full |sole |all |exclusive )*(?:ownership|title)\b[^.;]{0,80}\b(?:content|intellectual|proprietary|copyrights?|software|deliverables?|work product|data|(?:trade|service)?marks?)\b`],
      // a disclaimer of any warranty as to ownership states no owner; nor does an indemnity or a warranty against
      // infringement that names whose rights they are ("third party claims ... of patents ... owned by Flotek"), nor a
      // warranty of title ("WLI represents and warrants that it owns all right, title and interest in the Products"); an
      // assignment that passes "the right to sue ... for past infringement" still assigns
      exclude: [r`\bno (?:representations?|warrant(?:y|ies))\b[^.;]{0,80}\bownership\b|\bindemnif\w*|\bhold\w*\s+(?:\w+\s+){0,6}harmless\b|\b(?:not|never)\s+(?:\w+\s+)?infring\w*|\bnon-?infring\w*|\b(?:allegations?|alleging)\b[^.;]{0,80}\binfring\w*|\bclaims?\s+(?:of|for|that)\s+(?:\w+\s+){0,4}infring\w*|\b(?:represents?|warrants?)\b[^.;]{0,40}\bthat\b[^.;]{0,60}\b(?:owns?|is the (?:sole )?owner)\b`],
      // (not the distributor acknowledging that the supplier, its "Company", owns the products' rights; not the customer
      // side assigning to the supplier: "... shall belong to the Supplier, and the Distributor hereby assigns")
      // (or title passing to the customer: "Title to the Deliverables passes to the Client on payment")
      entail: [r`\b(?:title|ownership)\s+(?:to|in|of)\s+(?:the\s+|all\s+)?(?:deliverables?|work product)\b[^.;]{0,60}\b(?:pass(?:es)?|shall\s+pass|will\s+pass|transfers?)\s+to\s+(?:the\s+)?(?:customer|client|company)\b`, r`(?<!\b(?:distributor|reseller|licensee|customer|buyer|purchaser)\s+(?:acknowledges?|agrees?|recogni[sz]es?)(?:\s+and\s+(?:agrees?|acknowledges?))?\s+that\s+)(?:customer|client|company)(?:(?!\b(?:acknowledg\w*|recogni[sz]\w*|agrees? that)\b)[^.;]){0,60}(?:shall own|owns|sole and exclusive)|assigns?[^.;]{0,60}to (?:the )?(?:customer|client|company)|(?:property|owned (?:solely |exclusively )?by|vest(?:s|ed)?(?: solely| exclusively| absolutely)? in) (?:of )?(?:the )?(?:customer|client|company)|(?<!\b(?:about|of|on|to|for|regarding|concerning|in|with|from)\s+(?:the\s+|such\s+|any\s+|all\s+)?)\b(?:deliverables?|work product|intellectual property(?: rights)?(?: in (?:them|it|such \w+|the \w+))?)\b(?:\s+and\s+all\s+(?:intellectual\s+property\s+)?rights\s+in\s+(?:them|it))?(?:\s*,[^.;]{0,120},)?\s*,?\s+(?:shall\s+|will\s+)?belongs?\s+(?:solely\s+|exclusively\s+)?to\s+(?:the\s+)?(?:customer|client|company)\b|\b(?:consultant|contractor|service provider|provider|supplier|vendor|developer)\b(?:(?!\b${CUSTOMER_SIDE}\b)[^.;]){0,60}\bhereby\s+(?:irrevocably\s+)?(?:assigns?|transfers?)\b`],
      topic_only: 'contradicted',
      // (session 23: judged on the clause about what the customer pays for, not on one vesting other works in it)
      // (what the provider makes for the customer: the deliverables, the work product, "Developments", what results from
      // the services or is developed for the customer or under this agreement; not "the development and approval of"),
      // kept by the provider side in a sentence of its own
      about: {
        names: r`\b(?:deliverables?|work\s+product|developments|work\s+results?|custom\s+(?:software|developments?|work))\b|\b(?:results?\s+of|resulting\s+(?:from|or\s+based\s+on)|aris\w+\s+(?:from|out\s+of)|created|developed|conceived|produced|generated|prepared|made)\b[^.;]{0,60}?\b(?:services|hereunder|under\s+this\s+agreement|in\s+the\s+course\s+of|in\s+(?:performing|providing)|for\s+(?:the\s+)?(?:customer|client|company|products?))\b`,
        kept: r`\b(?:provider|service\s+provider|supplier|vendor|licensor|seller|contractor|consultant|developer)\b(?:(?!\b${CUSTOMER_SIDE}\b)[^.;]){0,60}?\b(?:retains?|shall\s+(?:retain|own|keep)|will\s+(?:retain|own|keep)|owns?|keeps?)\b|\b(?:(?:sole\s+|exclusive\s+)?property\s+of|owned\s+(?:solely\s+|exclusively\s+)?by|vest(?:s|ed)?\s+(?:solely\s+|exclusively\s+)?in|belongs?\s+(?:solely\s+|exclusively\s+)?to)\s+(?:the\s+)?(?:provider|service\s+provider|supplier|vendor|licensor|seller|contractor|consultant|developer)\b`,
      },
      master: true,
      // (not applicable to a contract that makes nothing anyone could own: goods, carriage, a fund's records)
      needs: 'work_product',
      precedence: 'entail',
      // the provider keeps the deliverables and the customer's licence to use them may be revoked: worse than the
      // fallback's perpetual licence; in one sentence, or the grant alone ("grants Client a non-exclusive, revocable
      // license to use the Work Product"), not a licence to the provider's own pre-existing materials built into
      // deliverables the customer owns; or a later term that overrides the customer's ownership in the provider's favour
      // ("Notwithstanding Section 3 of the Agreement, all Deliverables under this SOW shall be owned by Supplier"; not the
      // provider keeping its own tools)
      // (also a grant-back of the customer's own improvements to the provider: GRANT_BACK)
      // (or one that lapses with the agreement: LICENCE_ONLY_FOR_TERM; or kept, with a use only for a time or one purpose: KEPT_USE_LIMITED)
      // (and the customer's licence to them one the provider may end: "grants the Client a non-exclusive licence to use the
      // Work Product ..., which the Consultant may terminate on written notice if ...", "Supplier may revoke the licence")
      override: [GRANT_BACK, LICENCE_PROVIDER_MAY_END, LICENCE_ONLY_FOR_TERM, r`\b${PROVIDER_SIDE}\b[^.;]{0,20}\b(?:retains?|shall (?:retain|own)|owns?|keeps?)\b[^.;]{0,120}\b(?:deliverables?|work product)\b[^.;]{0,160}(?<!\bir)revocable\b[^.;]{0,40}\blicen[cs]e`, r`^(?![\s\S]*\b(?:pre-?existing|background|incorporated|embedded|contained|included|third[- ]part\w*|open[- ]source)\b)[\s\S]*\bgrants?\s+(?:to\s+)?(?:the\s+)?(?:${CUSTOMER_SIDE}|company)\b[^.;]{0,60}?(?:(?<![\w-])revocable\b[^.;]{0,40}?\blicen[cs]e|\blicen[cs]e\b,?\s+(?:which is\s+|that is\s+)?revocable)\b[^.;]{0,60}?\b(?:work product|deliverables?|reports?|materials|results|work|inventions?|developments?)\b`, r`\bnotwithstanding\b[^.;]{0,120}?\b(?:deliverables?|work product)\b[^.;]{0,60}?\b(?:shall|will)\s+(?:be\s+)?(?:owned (?:solely |exclusively )?by|(?:the )?(?:sole |exclusive )*property of|vest(?:ed)? (?:solely |exclusively )?in)\s+(?:the\s+)?${PROVIDER_SIDE}\b|\bnotwithstanding\b[^.;]{0,120}?\b${PROVIDER_SIDE}\s+(?:shall\s+|will\s+)?(?:own|owns|retains?\s+(?:all\s+right,\s+title\s+and\s+interest\s+in|ownership\s+of))\s+(?:all\s+)?(?:the\s+)?(?:deliverables?|work product)\b`, KEPT_USE_LIMITED],
      positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'missing' },
      problem: { missing: 'The contract does not say who owns the deliverables', unacceptable: 'Provider owns the deliverables and Customer\'s licence to use them can be revoked', overridden: 'Provider owns the deliverables: Customer\'s ownership is overridden, its licence to use them can be revoked or ends with the agreement, or it must assign its own improvements to Provider' },
      // (each way the customer's hold on the deliverables is taken away, in the override's order)
      override_problems: [
        'Customer must assign or license its own improvements back to Provider',
        'Provider owns the deliverables and may end Customer\'s licence to use them',
        'Provider owns the deliverables, and Customer\'s licence to use them ends with the agreement or when Customer stops paying',
        'Provider owns the deliverables and Customer\'s licence to use them can be revoked',
        'Provider owns the deliverables and Customer\'s licence to use them can be revoked',
        'A later term overrides Customer\'s ownership: Provider owns the deliverables',
        'Provider keeps the deliverables, and Customer may use them only for a time or one purpose',
      ],
      reads_definitions: [DEFINED_TERMS_READ.narrowed, DEFINED_TERMS_READ.workNarrowed],
      clause_type: 'ip_ownership_assignment',
      max_evidence: 2,
    },
  }),
  paymentTerms: (prefix: string): PlaybookCheck => ({
    check_id: `${prefix}.payment_terms`,
    title: 'Payment within 30 days or more',
    category: 'commercial',
    description: 'Whether invoices are payable on reasonable terms (30 days or more) and late-payment interest is moderate.',
    preferred_position: 'Undisputed invoices are payable within 30 to 60 days of receipt.',
    fallbacks: ['Payment within 15 days, with good-faith dispute rights.'],
    severity: 'low',
    suggested_language: 'Customer shall pay undisputed amounts within thirty (30) days after receipt of a correct invoice, and may withhold amounts disputed in good faith.',
    enabled: true,
    detection: {
      // (not "prepaid" or "repayment")
      // (or a time to pay counted after the invoice: "due and payable 30 days after the invoice date", "paid forty-five (45)
      // days from the date of the invoice", "made 30 days following receipt of a correct invoice": lead22)
      topic: [DUE_AT_ONCE, PAID_DAYS_AFTER_INVOICE, r`\b(?:invoices?|fees|charges|amounts?\s+invoiced)\s+(?:(?:are|is|shall\s+be|will\s+be|become|becomes|fall|falls)\s+)?due\s+(?:and\s+payable\s+)?(?:within|no\s+later\s+than)\s*(?:\w+(?:-\w+)?)?\s*(?:\(\d+\)\s*)?(?:calendar\s+|business\s+|working\s+)?days?\b`, r`\b(?:payable|pay|paid|payment)[^.;]{0,160}(?:within|no later than|net)\s*(?:\w+(?:-\w+)?)?\s*(?:\(\d+\)\s*)?(?:(?:calendar\s+)?days?|(?:business\s+|working\s+)?hours?)\b|net \d+|(?:payable|pay|paid|payment)(?:\s+[^\s.;,]+){0,8}?\s+(?:upon receipt|in advance|${IMMEDIATELY})|\b(?:payable|paid)\b[^.;]{0,80}\b(?:monthly in arrears|in arrears|on the last (?:business )?day of (?:each|every) (?:calendar )?month)`,
        // (a window counted in business, working or banking days, for paying invoices: "pay each invoice within seven (7)
        // business days of the invoice date"; other sums paid in such days are often not the payment terms)
        r`^(?=[\s\S]*\binvoic\w*)[\s\S]*\b(?:payable|pay|paid|payment)[^.;]{0,160}(?:within|no later than)\s*(?:\w+(?:-\w+)?)?\s*(?:\(\d+\)\s*)?(?:business|working|banking|clear)\s+days?\b`],
      // a period to pay (its length is judged by min_payment_days, in days or hours: tiers29), or payment in arrears; payment on receipt or in
      // advance leaves no time at all
      entail: [r`\b${NUM}\s*(?:\(\s*${NUM}\s*\)\s*)?(?:calendar |business |working |banking |clear )?days?\b|\b${NUM}\s*(?:\(\s*${NUM}\s*\)\s*)?(?:(?:business |working )?hours?|weeks?)\b|\bnet\s*\d|in arrears|last (?:business )?day of (?:each|every) (?:calendar )?month`],
      // (not a period counted from receipt: "within [***] ([***]) days upon receipt of the invoice")
      contradict: [r`(?:(?<!\bdays?\s{1,3})upon receipt|${IMMEDIATELY}|in advance)`, DUE_AT_ONCE],
      // 30 days or more preferred, 15 the playbook's fallback, less is too quick
      min_payment_days: { preferred: 30, fallback: 15 },
      // "payment ... immediately" within one clause: "the affected party shall immediately notify", after a comma, is not
      // a payment term; what an indemnitor pays after a claim is settled is not the payment terms of invoices; a
      // definition ('"Payment Date" means ... immediately following ...') is no term of payment
      // (nor what an audit's underpayment or its cost costs: "if the underpayment is five percent or more, Company shall,
      // within ten (10) days of its receipt of an invoice therefor, reimburse" the audit)
      // (precision round, issue 11; none of these is when the customer pays for the goods or services: freight or
      // shipping paid ahead, a sum someone "has paid in advance" (a refund's subject), the provider's own deadline to
      // invoice ("will invoice Reseller for payment of the Fee incurred within ten (10) days"; not where the invoice itself "is
      // due within" a period, the customer's time to pay), a payment to the
      // customer ("payment from Kubient to Customer"), the reimbursement of sums paid on the customer's behalf (with no fee,
      // rate, price, charge, invoice or bill in the sentence), and
      // what falls due when the agreement ends ("Upon termination ..., all outstanding invoices immediately become due"))
      // (nor proof that a tax withheld was paid over: "shall submit proof of payment of the withholding taxes within 30 days")
      // (nor a sum already paid, "MediWound has paid to CBC US$ [***] ... within 3 (three) business days": a recital, not terms)
      exclude: [r`\bindemnif\w*`, DEFINITION, r`\b(?:underpayments?|overpayments?|under-payments?|underpaid|overpaid)\b|\b(?:proof|evidence|receipts?)\s+of\s+(?:the\s+)?payment\s+of\s+(?:the\s+|any\s+|such\s+)?(?:[\w-]+\s+){0,3}?tax\w*\b|\baudit\w*\b[^.;]{0,200}\breimburs\w*|\breimburs\w*\b[^.;]{0,200}\baudit`,
        r`\b(?:freight|shipping (?:costs|charges)|carriage)\b[^.;]{0,40}\b(?:paid|pay|prepa\w*)\b[^.;]{0,20}\bin advance\b|\b(?:has|have|had)\s+(?:been\s+)?(?:paid|prepaid)\b[^.;]{0,20}\bin advance\b|^(?![\s\S]*\b(?:shall|will|must|agrees?\s+to)\s+(?:\w+\s+){0,2}?pay\b)[\s\S]*\b(?:has|have|had)\s+(?:already\s+)?paid\b[^.;]{0,200}\bwithin\b`,
        r`^(?![\s\S]*(?<!\bfor\s)\b(?:payable|pay|paid|payment|remit\w*)\b[^.;]{0,60}\bwithin\b)(?![\s\S]*\b(?:invoices?|bills?)\s+(?:(?:is|are|shall\s+be|will\s+be|become|becomes|fall|falls)\s+)?due\s+(?:and\s+payable\s+)?within\b)[\s\S]*\b(?:shall|will|must|to)\s+(?:promptly\s+)?(?:invoice|bill)\b[^.;]{0,120}\bwithin\b`,
        r`\bpayments?\s+from\s+(?:the\s+)?[\w'’-]+\s+to\s+(?:the\s+)?(?:customer|client|licensee)\b|\b(?:provider|supplier|vendor|contractor|consultant|licensor)\s+(?:shall|will|must)\s+(?:\w+\s+){0,2}?pay\b[^.;]{0,60}\bto\s+(?:the\s+)?(?:customer|client|licensee)\b`,
        r`^(?![\s\S]*\b(?:fees?|rates?|pric\w*|charges?|invoic\w*|bill\w*)\b)[\s\S]*(?:\breimburs\w*|\bon\s+(?:the\s+)?(?:[\w-]+['’]s?|your|its|their|our)\s+behalf\b)`,
        r`^\W*(?:(?:section|clause|article)\s+)?(?:\(?[\w.]{1,6}\)?\s+)?(?:upon|on|following|after)\s+(?:the\s+)?(?:any\s+)?(?:such\s+)?(?:termination|expiration|expiry)\b`],
      precedence: 'entail',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
      // paid, in whole or in part, before the goods ship or with the order, whatever period the rest is paid in
      // (PAID_BEFORE_DELIVERY); late-payment interest above 1.5 % a month or 18 % a year, wherever it is stated (LATE_INTEREST_HIGH)
      // ... or the provider may keep the goods or the work until every sum, disputed or not, is paid (HELD_UNTIL_PAID)
      override: [PAID_BEFORE_DELIVERY, GOODS_PAID_ON_SIGNING, LATE_INTEREST_HIGH, HELD_UNTIL_PAID],
      problem: { unacceptable: 'Payment is due too quickly', overridden: 'Payment, or part of it, is due before delivery or with the order, or late payments bear interest above 1.5% a month (18% a year), or Provider may hold the work until every sum, disputed or not, is paid' },
      clause_type: 'payment_terms',
      max_evidence: 2,
    },
  }),
  nonCompete: (prefix: string): PlaybookCheck => ({
    check_id: `${prefix}.non_compete`,
    title: 'Customer not bound by a non-compete after the agreement',
    category: 'restrictive_covenants',
    description: 'Whether the customer (a reseller or distributor too) is barred from competing or from dealing in competing products, and whether the bar outlasts the agreement.',
    preferred_position: 'No restriction on the customer dealing in competing products or services.',
    fallbacks: ['A bar on dealing in directly competing products during the term only, limited to the territory.'],
    severity: 'high',
    suggested_language: 'Nothing in this Agreement restricts Customer from acquiring, developing, marketing or distributing products or services that compete with those of Provider, during or after the term.',
    enabled: true,
    detection: {
      topic: [r`non-?compet|\bcompet(?:e|es|ing|ition|itive|itor)\b|\b(?:similar|same) (?:products?|services?|business)\b`, CUSTOMER_RESTRAINT, SOLE_SOURCE, BUYS_FROM_NO_OTHER_TOPIC],
      // a restraint on the customer during the term: the fallback; one that outlasts the agreement: unacceptable
      entail: [CUSTOMER_RESTRAINT],
      // (not a period named only to say the customer is free then: "nothing restricts Customer after it ends")
      contradict: [r`^(?=[\s\S]*?(?<!\b(?:nothing|no\s+(?:restriction|restraint|limit)\w*|not\s+(?:restrict|prevent|limit|bind|apply)\w*)\b[^.;]{0,60})${AFTER_TERM})[\s\S]*${CUSTOMER_RESTRAINT}`, AFTER_TERM_SOLE_SOURCE],
      // (not a restriction on using the other's information to compete, nor a statement that nothing restricts competing)
      exclude: [r`\buse\b[^.;]{0,80}(?:confidential|information|materials?)[^.;]{0,60}\b(?:to|for|in order to|in connection with)\b[^.;]{0,30}\bcompet|\b(?:nothing|not)\b[^.;]{0,120}\b(?:restrict|prevent|prohibit|limit|preclude)\w*\b[^.;]{0,80}?\bfrom\b[^.;]{0,160}compet|competitive (?:position|advantage|harm|disadvantage|bid\w*|pric\w*)`, DEFINITION, HEADING_ONLY],
      precedence: 'contradict',
      positions: { entailed: 'acceptable', contradicted: 'unacceptable', not_mentioned: 'preferred' },
      problem: { unacceptable: 'Customer may not compete, or deal in competing products, even after the agreement ends' },
      clause_type: 'non_compete',
      max_evidence: 2,
    },
  }),
  /** With `prices`, the provider setting its prices by itself is such a change too (for playbooks with no price check). */
  unilateralChanges: (prefix: string, { prices = false } = {}): PlaybookCheck => ({
    check_id: `${prefix}.unilateral_changes`,
    title: 'Terms change only by agreement',
    category: 'commercial',
    description: 'Whether the terms, and the service the customer pays for, can be changed only by a written amendment both parties sign, rather than by the provider posting new terms that bind the customer on continued use or changing or withdrawing features at its discretion.',
    preferred_position: 'Amendments only in writing signed by both parties; online terms and policies bind the customer only in the version agreed at signing.',
    fallbacks: ['Changes to policies on at least thirty days\' notice, with a right to terminate and a pro-rata refund if a change is materially adverse.'],
    severity: 'medium',
    suggested_language: 'No amendment to this Agreement, including any terms or policies incorporated by reference, is effective unless it is in writing and signed by authorised representatives of both parties.',
    enabled: true,
    detection: {
      topic: [r`\b(?:modif|amend|chang|revis|updat|var(?:y|ie))\w*\b[^.;]{0,80}\b(?:(?:these|the|this) (?:terms|agreement|conditions)|${SELF_QUALIFIED}|terms of (?:service|use)|acceptable use polic(?:y|ies))\b|\b(?:amendments?|modifications?|variations?)\b[^.;]{0,80}\b(?:agreement|terms)\b|\b(?:continued use|continu(?:es|ing) to use)\b[^.;]{0,80}\baccept`,
        // (the service changed or withdrawn is a matter of its own: the language, an amendments clause, is not written in its place)
        SERVICE_CHANGE, ONE_SIDED_CHANGE, PASSIVE_CHANGE, ...(prices ? [PRICE_CHANGES] : [])],
      entail: [r`${IN_WRITING_AGREED}|\bwritten (?:instrument|agreement|amendment)\b|\bsigned by\b|\bmutual(?:ly)? (?:written )?agree\w*|authori[sz]ed representatives`],
      // the provider changes the terms by itself, or continued use is taken as consent, unless the change comes with
      // notice and a right to terminate (the fallback)
      // (not a change both parties make: "the parties may amend", "only by a written agreement signed by both")
      // (the service changed at the provider's discretion, or by its notice alone where no condition, such as unpaid fees,
      // makes the change a remedy: "may vary the Specification ... by giving fourteen days' written notice": lead28)
      contradict: [r`^(?![\s\S]*\b(?:notice|notif\w*)\b[\s\S]*\b(?:terminat|${NO_WORSE}))(?![\s\S]*(?:${AGREED_FORM}))(?![\s\S]*\bpart(?:y|ies)\s+(?:hereto\s+)?(?:may|agree|recogni[sz]e|shall)\b)(?:[\s\S]*\b(?:may|reserves? the right to|is entitled to|shall be entitled to)\s+(?!not\b|never\b)(?:\w+\s+){0,3}(?:modify|amend|change|revise|update|vary)\s+(?:any and all (?:of )?|any (?:of )?|all (?:of )?)?(?:${SELF_QUALIFIED}\b|(?:(?:these|the|this|its) )?(?:terms|agreement|conditions|acceptable use polic(?:y|ies)|terms of (?:service|use))\b)(?!\s+(?:under|on) which\b)|[\s\S]*\b(?:(?:continued|continuing|further)\s+(?:use|access|performance|sales?|resale|orders?|ordering|trading|operation|participation)|continu(?:es|ing|e)\s+to\s+(?:use|access|resell|sell|order|perform|operate|trade|participate|market|distribute))\b[^.;]{0,80}(?:\b(?:constitutes?|deemed|signif\w*|means?|shall be|amounts? to)\b[^.;]{0,40}\baccept|\b(?:is|will be)\s+(?:treated as\s+|taken as\s+)?(?:its\s+|an?\s+)?accept)|(?![\s\S]*${NO_WORSE})(?=[\s\S]*\b(?:at (?:its|our|their|the provider's) (?:sole |absolute )?discretion|without (?:prior )?notice|at any time|for any reason|from time to time)\b)[\s\S]*${SERVICE_CHANGE}|(?![\s\S]*${NO_WORSE})(?=[\s\S]*\bnotice\b)(?![\s\S]*${WAY_OUT})(?![\s\S]*\b(?:if|where|in the event|unless|until|when|should)\b)[\s\S]*${SERVICE_CHANGE}|(?![\s\S]*${NO_WORSE})[\s\S]*${PASSIVE_CHANGE})`,
        // (a document the other side changes by its own act, in any wording; even "in writing" there: "unless Buyer rejects it in writing")
        r`^(?![\s\S]*\b(?:notice|notif\w*)\b[\s\S]*\b(?:terminat|${NO_WORSE}))[\s\S]*?(?:${ONE_SIDED_CHANGE})`, ...(prices ? [r`^(?![\s\S]*${ADVANCE_WARNING}[\s\S]*${WAY_OUT})(?:${PRICE_CHANGES})`] : [])],
      fallback: [r`\b(?:notice|notif\w*)\b[\s\S]*\b(?:terminat|${NO_WORSE})|${ADVANCE_WARNING}[\s\S]*${WAY_OUT}`],
      precedence: 'contradict',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
      tiers: [CHANGE_NOTICE_TIER],
      problem: { unacceptable: prices ? 'Provider may change the terms, the service or the prices by itself' : 'Provider may change the terms or the service by itself' },
      // (elements28: the provider's right to change the terms or its policies counts only with notice to the customer
      // and the customer's right to end the agreement or refuse the change, in its clause)
      requires: {
        gate: r`modif|amend|chang|revis|updat|var(?:y|ie)`,
        grants: [r`\b{other}\s+(?:\w+\s+){0,3}?(?:may|can|reserves?\s+the\s+right\s+to|is\s+entitled\s+to|shall\s+be\s+entitled\s+to)\s+(?:\w+\s+){0,3}?(?:modify|amend|change|revise|update|vary|replace)\s+(?:\w+\s+){0,4}?(?:terms|polic(?:y|ies)|conditions|agreement|rules|handbook)\b`],
        unless: [r`\b(?:with|subject to)\s+(?:the\s+)?(?:\w+\s+){0,2}(?:prior\s+)?(?:written\s+)?(?:consent|agreement|approval)|\bsigned\b|\bmutual|\bby (?:written )?agreement\b|\bonly\b[^.;]{0,40}\b(?:agree|sign)|${NO_WORSE}`],
        conditions: [{ condition: 'notice', holder: 'other' }, { condition: 'way_out' }],
        within: 'clause',
      },
      // (session 23: the customer's way out of the change may be the next sentence, "The offer must be submitted three
      // (3) months in advance and EuroTel may decide within one (1) month to prolong or terminate")
      way_out_next: true,
      reads_definitions: [DEFINED_TERMS_READ.prices],
      clause_type: 'amendment',
      max_evidence: 2,
    },
  }),
};

const C = COMMERCIAL_CHECKS;

export const MSA_PLAYBOOK: Playbook = {
  id: 'pbk_msa_standard',
  object: 'playbook',
  name: 'Standard MSA (customer side)',
  document_type: 'msa',
  version: 2,
  built_in: true,
  based_on: null,
  checks: [
    C.limitationOfLiability('msa'),
    C.consequentialDamages('msa'),
    C.indemnification('msa'),
    C.ipOwnership('msa'),
    C.confidentiality('msa'),
    C.terminationForConvenience('msa'),
    C.autoRenewal('msa'),
    C.assignment('msa'),
    C.governingLaw('msa'),
    C.paymentTerms('msa'),
    C.unilateralChanges('msa', { prices: true }),
    C.nonCompete('msa'),
  ],
};
