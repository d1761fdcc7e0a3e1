/**
 * The built-in NDA playbook (pbk_nda_standard).
 *
 * Perspective: a party to a mutual NDA that both discloses and receives. It wants its own
 * information well protected and the obligations it takes on to be workable and market-standard.
 *
 * Each check is a hypothesis about the contract (the first 17 are ContractNLI's hypotheses, with
 * the dataset's meaning of entailed / contradicted / not mentioned). Detection rules are data:
 * regular expressions matched case-insensitively one sentence at a time (see CheckDetection).
 */
import type { Playbook, PlaybookCheck } from '../types.js';
import { PARTIAL_TAIL } from '../scope.js';
import { GOVERNING_LAW_PHRASE } from '../keyterms.js';
import { AFFILIATE_ASSIGNMENT, ASSIGN_TO_WHOEVER_IT_PICKS, DEFINED_TERMS_READ, FREE_ASSIGNMENT } from './msa.js';
import { OWN_DISCRETION, OWN_OPINION } from './shared.js';
import { SURVIVAL_TIER } from './tier-data.js';

const r = String.raw;

/** The standard exclusions switched off: "the exclusions in Section 3 shall not apply", "... shall remain Confidential Information even if it becomes public". */
/** A disapplication limited to a kind of information ("... shall not apply to information relating to X") is partial: not an override. */
const PARTIAL = `(?!${PARTIAL_TAIL})`;

/**
 * A non-compete named by what it bars, not by the word "compete": the recipient "shall not ... develop, market or sell
 * any product that performs substantially the same function as" the discloser's (not a bar on using the information to
 * develop one, which is a use restriction).
 */
const SAME_PRODUCTS = String.raw`(?![^.;]*\buse\s+(?:the\s+|any\s+|such\s+)?(?:[\w-]+['’]s\s+)?(?:confidential|information|evaluation materials?)\b[^.;]{0,40}?\b(?:to|for|in order to)\s+(?:develop|design|create|market|sell|manufactur))(?:shall|will|must|agrees?(?: that it)?(?: shall| will)?|undertakes?) not\b[^.;]{0,120}\b(?:develop|market|sell|manufactur|distribut|offer|commerciali[sz]|licens)\w*\b[^.;]{0,120}\b(?:products?|services?|technolog\w*|devices?|software)\b[^.;]{0,80}\b(?:(?:substantially|materially|essentially)\s+(?:the\s+)?same|similar (?:to|in function)|comparable to|equivalent to|a substitute for)\b`;
/**
 * The exclusions available only on the discloser's word: "no exception in this clause 5 may be relied upon ... unless and
 * until the Discloser has confirmed in writing ... that the exception applies", "may invoke any of these exceptions only
 * with the prior written agreement of the Discloser", "treated as falling within Section 3 only where the Disclosing
 * Party ... has acknowledged" (the recipient's own proof, by records or evidence, is the fallback; a notice to the
 * discloser is no consent).
 */
const DISCLOSER_SAYS = r`(?:confirm|agree|consent|acknowledg|approv|accept|determin|decid|certif|validat)\w*`;
const DISCLOSER = r`(?:discloser|disclosing\s+party|disclosing\s+company)`;
const EXCLUSIONS_ON_DISCLOSERS_WORD = r`(?:\b(?:exclusions?|exceptions?|carve-?outs?)\b|\bparagraphs?\s*\([a-e]\)|\b(?:sub-?)?clauses?\s*\([a-e]\)|\bfall(?:ing|s)?\s+(?:within|under)\s+(?:section|clause|paragraph)s?\b)[^.;]{0,120}?\b(?:only|unless|until|if\s+and\s+only\s+if)\b[^.;]{0,80}?(?:\b${DISCLOSER}\b[^.;]{0,50}?\b${DISCLOSER_SAYS}|\b${DISCLOSER_SAYS}\b[^.;]{0,30}?\b(?:of|by|from)\s+the\s+${DISCLOSER}\b)`;
const EXCLUSIONS_DISAPPLIED = [
  r`(?<!provided(?:,? however,?)? that[^.;]{0,40})\b(?:exclusions?|exceptions?|carve-?outs?)\b(?:\s+(?:in|of|under|to|from|set (?:out|forth) in|contained in|listed in|described in|referred to in)\s+[^.;]{1,60}?)?,?\s+(?:shall|will|do|does|are to) not (?:apply|be available|operate)${PARTIAL}`,
  // ("remains Confidential Information even where the Recipient already held it before disclosure or later obtains it
  // from another source": the exceptions overridden without naming them)
  r`(?:(?:shall|will) (?:remain|be (?:treated|deemed|considered)(?: as)?|continue to be)|\b(?:remains?|continues? to be)\b)\s+(?:confidential|confidential information|subject to (?:this agreement|these obligations|the obligations))[^.;]{0,60}\b(?:even (?:if|where|when|though)|whether or not|regardless of whether|notwithstanding that)\b[^.;]{0,80}\b(?:public|known|third part|independently|possession|already|before (?:the )?disclosure|(?:another|other|any other) sources?)`,
  // ("Notwithstanding clause 4.2, the obligations in clause 4.1 shall apply to all Confidential Information, whether or not
  // it has entered the public domain": the duties stretched over what the exclusions leave out; not "subject to" them)
  r`^(?![\s\S]*\bsubject to\b)[\s\S]*\b(?:obligations?|duties|restrictions?|undertakings?|this agreement)\b(?:[^.;]|\.(?=\d)){0,60}?\b(?:shall|will)\s+(?:continue\s+to\s+|nevertheless\s+|still\s+)?apply\s+to\s+(?:all|any)\b[^.;]{0,60}?\b(?:even (?:if|where|when|though)|whether or not|regardless of whether|notwithstanding that|irrespective of whether)\b[^.;]{0,80}\b(?:public|known|third part|independently|possession|already|before (?:the )?disclosure|(?:another|other|any other) sources?)`,
  // (or available only on the discloser's word)
  EXCLUSIONS_ON_DISCLOSERS_WORD,
];

/** Spoken or shown disclosures. */
const ORAL = r`\b(?:oral(?:ly)?|verbal(?:ly)?|spoken|visual(?:ly)?|by word of mouth|demonstrations?)\b`;
/** A way back into the protection for spoken disclosures: a condition that they be confirmed, summarised or identified. */
const ORAL_WAY_BACK = r`\b(?:unless|except (?:where|if|to the extent)|save where|provided that|only if|if and to the extent|(?:but )?only (?:where|when|to the extent)|if (?:it is|they are|such|the)\b[^.;]{0,40}\b(?:confirm|summari[sz]|reduc|identif|designat))\b[^.;]{0,120}\b(?:confirm\w*|summari[sz]\w*|reduced to writing|in writing|written|identif\w*|designat\w*|marked)\b`;
/** The exclusion of spoken disclosures is final: no way back follows in the sentence. */
const ORAL_OUT_FINAL = `^(?![\\s\\S]*${ORAL_WAY_BACK})[\\s\\S]*?`;

/** Spoken or shown disclosures named by where they are made: "conveyed in conversations", "says in a meeting", "shows on a screen" (session 22, misses17; not a presentation named alone, "public disclosure such as abstracts and presentations"). */
const SCENE = r`(?:conversations?|discussions?|meetings?|calls?|presentations?|(?:site|plant|factory|farm)\s+(?:visits?|tours?)|visits?|tours?|demonstrations?|screens?)`;
const ORAL_SCENE = r`(?:${ORAL}|\b(?:disclosed|conveyed|communicated|given|shared|made\s+available|exchanged|provided|received)\s+(?:orally\s+|verbally\s+)?(?:in|during|at|on|through|by\s+way\s+of)\s+(?:(?:a|an|the|any|its|their)\s+)?(?:[\w-]+\s+){0,2}?${SCENE}\b|\b(?:says?|said|shows?|shown)\s+(?:\w+\s+){0,3}?(?:in|during|at|on)\s+(?:(?:a|an|the|any)\s+)?(?:[\w-]+\s+)?${SCENE}\b)`;

/** Spoken disclosures taken out of the definition (see nda.oral_information_included). */
const ORAL_EXCLUDED = [
        r`${ORAL_OUT_FINAL}(?:does|shall|will|do) not (?:include|cover|apply to|extend to|encompass|comprise)\b[^.;]{0,60}${ORAL}`,
        r`${ORAL_OUT_FINAL}\bexclud(?:es?|ing)\b[^.;]{0,60}${ORAL}`,
        r`${ORAL_OUT_FINAL}only[^.;]{0,40}(?:written|in writing|tangible)[^.;]{0,60}(?:shall|will) (?:be|constitute)`,
        r`${ORAL_OUT_FINAL}${ORAL}[^.;]{0,120}?\b(?:(?:is|are|shall|will|does|do)\s+not\s+(?:be\s+)?(?:constitute|considered|deemed|treated|regarded|included|part\s+of|confidential|protected|covered|subject\s+to|count|qualify|form|fall)|(?:is|are|shall\s+be|will\s+be)\s+excluded\s+from|(?:does|do|shall|will)\s+not\s+(?:constitute|form|count|qualify|amount|fall))`,
        r`${ORAL_OUT_FINAL}\bnothing\b[^.;]{0,40}${ORAL}[^.;]{0,120}\b(?:shall|will|is|are)\s+(?:be\s+)?(?:treated|deemed|considered|regarded|constitute|protected|covered)`,
        // (session 22, misses17: spoken and shown disclosures named by where they happen, "information conveyed in
        // conversations, presentations or plant tours shall not be treated as Confidential Information", "Nothing that
        // either party says in a meeting or call, or shows on a screen, is protected": only where the protection itself is
        // denied, not "Discussions ... shall not constitute an offer")
        r`${ORAL_OUT_FINAL}${ORAL_SCENE}[^.;]{0,120}?\b(?:is|are|shall|will)\s+not\s+(?:be\s+)?(?:(?:treated|deemed|considered|regarded)\s+as\s+)?(?:confidential\s+information|protected|confidential)\b`,
        r`${ORAL_OUT_FINAL}\bnothing\b[^.;]{0,60}?${ORAL_SCENE}[^.;]{0,120}?\b(?:shall|will|is|are)\s+(?:be\s+)?(?:(?:treated|deemed|considered|regarded)\s+as\s+)?(?:confidential\s+information|protected|confidential)\b`,
      ];

/**
 * Words not in a list the definition leaves out: after "excluding", "other than", "does not include", "but not" (a
 * lookbehind, read before a kind of information is counted as protected); a list of kinds, not a clause about them
 * ("other than information that is public, including pricing" leaves pricing in; "including, but not limited to," is no exclusion).
 */
const NOT_LEFT_OUT = r`(?<!\b(?:exclud(?:es?|ing)|other\s+than|except(?:ing)?|save|(?:but|and)\s+not(?!\s+(?:be\s+)?limited)|(?:does|do|shall|will|is|are)\s+not\s+(?:be\s+)?(?:include|includ\w+|extend\s+to|cover|encompass|comprise|apply\s+to)|nor)\b(?:(?!\b(?:that|which|who|whether|is|are|was|were|has|have|had|been|becomes?|became|including|includes?|include|such as|but|and all|together)\b)[^.;]){0,160})`;

/**
 * The duty of confidence switched off for the copies kept after return, by a sentence anywhere (session 25, misses20):
 * "Clause 3 ceases to apply to any copy kept under clause 7.2 two years after the date of return", "the duties in clause
 * 2 stop applying to those copies once two years have passed". Not "continues to apply to that copy". Read from the
 * sentence's start.
 */
const COPIES_FREED_LATER = r`^(?=[\s\S]*?\b(?:cease[sd]?|stops?|stopped)\s+(?:to\s+apply|applying)\s+to\s+(?:(?:any|the|that|such|each|those|these|all)\s+)?(?:[\w-]+\s+){0,2}?cop(?:y|ies)\b)`;
/** Copies kept as the recipient chooses: "such copies as it sees fit", "any copy that it wishes to keep", "at its discretion". */
const RETAINED_AT_WILL = r`\b(?:as (?:it|they|he|she) (?:sees?|thinks?|deems?|considers?) (?:fit|appropriate)|(?:any|whatever|such)\s+(?:\w+\s+)?cop(?:y|ies)\s+(?:as\s+|that\s+)?(?:it|they|he|she)\s+(?:wishes|wish|wants|want|chooses|choose|elects|elect|desires|desire|likes|like)\b(?!\s+to\s+(?:return|destroy|delete))|(?:it|they|he|she) (?:wishes|wish|wants|want|chooses|choose|elects|elect|desires|desire|likes|like) to (?:keep|retain|hold)|(?:retain|keep|hold)\w*\b[^.;]{0,80}\b(?:in|at) (?:its|their|his|her) (?:sole |absolute |own )*discretion|(?:retain|keep|hold)\w*\b[^.;]{0,80}\bwithout (?:any )?(?:limit|limitation|restriction))`;
/** Kept copies freed from confidence: "this agreement does not apply to copies it keeps", "no longer subject to any obligation", "shall cease to be subject to", "will no longer be treated as". */
const RETAINED_FREED = r`\b(?:this\s+agreement|(?:the|its|these)\s+(?:obligations?|terms|restrictions|provisions)(?:\s+of\s+this\s+agreement)?)\s+(?:shall|will|does|do)\s+not\s+apply\s+to\s+(?:any\s+|the\s+)?(?:such\s+)?(?:retained\s+|kept\s+)?cop(?:y|ies)\b|\b(?:no longer|cease[sd]? to|(?:shall|will|do|does|is|are) not (?:be|remain|continue to be))\s+(?:be\s+)?(?:subject to|treated as|considered|regarded as|deemed|bound by|protected|confidential|covered by)\b|\bfree (?:of|from) (?:any|all|the)\s+(?:obligations?|restrictions?|duties)`;

/**
 * A party released from the obligations of confidence as a whole: "Hollis shall have no obligation of confidence ... in
 * respect of any information disclosed to it", "Harcourt is not bound by any obligation of confidence", "shall owe no duty
 * of confidence to", "the obligations ... shall bind Alpha only"; by a party's own name or a party word, not "neither party"
 * or "no party"; or the clauses of confidence said to bind one named party only ("clauses 4 to 7 bind only Ararat", "the
 * obligations in clauses 2 and 3 apply only to Narmada", "This agreement binds Narmada only"; hold-out 18's misses, session
 * 23); not for one kind of information or one occasion (the standard exclusions: "that is or becomes publicly
 * available", "to the extent", "after", "unless").
 */
const RELEASE_TAIL = r`(?![^.;]*\b(?:that|which|who|to the extent|insofar|where|when|if|unless|except|save|after|following|before|once|upon|publicly|public|already|independently|third part(?:y|ies)|required by|beyond|more than|until)\b)`;
/** Words after "bind only" / "apply only to" that are no party's name (ONE_PARTY_RELEASED's last branch). */
const NOT_A_PARTY_NAME = r`(?:recipients?|receiv\w*|disclos\w*|information|confidential\w*|parties|party|each|both|either|any|such|it|them|material\w*|data|documents?|trade|this|that|those|these|the)\b`;
/** What the release covers is the whole: nothing more, "under this Agreement", "towards the other", or any information received. */
const WHOLE_TAIL = r`(?=\s*(?:[.;,]|$|(?:under|in|pursuant\s+to)\s+(?:this|the)\s+agreement\b|(?:to|towards)\s+(?:the\s+other(?:\s+party)?|[\w-]+)\s*(?:[.;,]|$|under\b|in\s+respect\b|with\s+respect\b)|(?:or\s+[^.;]{0,40}?)?\s*(?:in\s+respect\s+of|with\s+respect\s+to|as\s+to|regarding|concerning|in\s+relation\s+to)\s+(?:any\s+|all\s+|the\s+|such\s+)?(?:of\s+the\s+)?(?:confidential\s+)?information\b(?:\s+(?:disclosed|received|provided|furnished|supplied|(?:that\s+)?it\s+receives)\b[^.;]{0,60})?\s*(?:[.;,]|$)))`;
const ONE_PARTY_RELEASED = r`(?<!\b(?:neither|no|nor|each|either|both|any)\s+(?:[\w-]+\s+){0,2})\b(?:[A-Z][\w&.-]*|party|recipient)\s+(?:(?:shall|will)\s+(?:have|owe|bear)|has|owes|bears)\s+no\s+(?:obligations?|duty|duties)\s+(?:of\s+(?:confidence|confidentiality|secrecy|non-?disclosure)|to\s+(?:keep|hold|maintain|treat|protect)\b[^.;]{0,40}\bconfiden\w*)${RELEASE_TAIL}${WHOLE_TAIL}|(?<!\b(?:neither|no|nor|each|either|both|any)\s+(?:[\w-]+\s+){0,2})\b(?:[A-Z][\w&.-]*|party|recipient)\s+(?:is|are|shall|will)\s+not\s+(?:be\s+)?(?:bound|subject)\s+(?:by|to)\s+(?:any|the)\s+(?:obligations?|duty|duties)\s+of\s+(?:confidence|confidentiality|secrecy|non-?disclosure)${RELEASE_TAIL}${WHOLE_TAIL}|\bobligations\b[^.;]{0,60}\b(?:shall|will)\s+(?:bind|apply\s+to)\s+[A-Z][\w&.-]*\s+(?:only|alone)\b|\b(?:clauses?|sections?|articles?|paragraphs?|obligations?|duties|undertakings?|this\s+(?:agreement|nda|undertaking)|these\s+terms)\b[^.;]{0,60}?\b(?:bind|binds|appl(?:y|ies)(?:\s+to)?)\s+(?:only\s+(?:to\s+)?(?:the\s+)?(?!${NOT_A_PARTY_NAME})[A-Z][\w&'’-]*|(?:the\s+)?(?!${NOT_A_PARTY_NAME})[A-Z][\w&'’-]*\s+(?:only|alone))(?=\s*(?:[.;,]|$))`;

// Shared vocabulary
/** An announcement about the agreement or the dealings. */
/** One party named, by name or role ("Halberd", "the Receiving Party"), not either or each of them. */
const ONE_PARTY = r`(?!(?:either|each|neither|any|no|both|a|an|such|that|this|the\s+other|the\s+parties|part(?:y|ies)|it|they|nor)\b)(?:the\s+)?[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2}`;
/** Ahead in a sentence: what is excluded is liability under the agreement or for losses in general, not one head of it (taxes, a refused order). */
const OF_THE_AGREEMENT_OR_LOSSES = r`(?=[^.;]{0,200}?\b(?:(?:under|in connection with|arising (?:out of|under|from)|in respect of|relat(?:ing|ed) to)\s+(?:this|the)\s+agreement|for\s+any\s+(?:[\w,-]+\s+){0,8}?(?:damages|loss(?:es)?|breach(?:es)?)\b))`;
/**
 * The purpose of the dealings named as what is disclosed ("shall not disclose the Purpose"), not as what a use or a
 * disclosure is held to ("the Discloser's information only for the Purpose", "disclose it to employees for the purpose of").
 */
const PURPOSE_DISCLOSED = r`(?<!\b(?:for|of|with|to|under|within|beyond|outside|than)\s(?:the\s)?)(?:the )?purpose\b`;
const ANNOUNCEMENT = r`\b(?:announcements?|press releases?|news releases?|publicity|public (?:disclosures?|statements?))\b[^.;]{0,120}\b(?:with respect to|regarding|concerning|about|relating to|related to|pertain(?:s|ing)? to|in relation to|in connection with|of)\b[^.;]{0,40}?\b(?:agreement|document|arrangements?|transactions?|discussions|negotiations|proposed|potential|possible|relationship|evaluation)\b`;
/** Using the information; "use (its) reasonable efforts" or "use due care" is about effort, not about using it. */
const NOT_EFFORT = r`(?!\s+(?:(?:its|their|his|her|all|every|such|the|commercially|reasonable|best|good[- ]faith|diligent|due|utmost|same|a)\s+){1,4}(?:efforts?|endeavou?rs|care|diligence|skill|degree)\b)`;
const USE = r`\b(?:use|used|using|utili[sz]e|exploit)\b${NOT_EFFORT}`;
/**
 * A duty triggered by a request ("upon the Disclosing Party's written request"), unless the request is one of several
 * triggers ("on termination, or at any time upon request", "upon request, and in any event on termination").
 */
const ON_REQUEST = r`(?<!\b(?:or|and)\b[^.;]{0,30})\b(?:upon|on|following|after|at) (?:the )?(?:[\w’'-]+ ){0,3}?requests?\b(?![^.;]{0,30}\b(?:or|and|in any event|in any case)\b)`;
/** What ends the purpose or the agreement, the events that trigger return or destruction. */
const RETURN_TRIGGER = r`\b(?:terminat\w*|expir\w*|complet\w*|conclu\w*|cessation|end of|ending|no longer|not (?:to )?proceed|decides? not|elects? not|is not consummated|not successful|abandon\w*|fulfil\w*|accomplish\w*)\b`;
/**
 * Return and destruction refused as a whole: "is under no obligation to return or destroy any Confidential Information",
 * "Nothing in this Agreement obliges the Recipient to hand back or destroy", "At no time shall Banksia be bound to return"
 * (not a refusal limited to some copies: back-ups, archival or legally required copies, notes and analyses).
 */
const RETURN_REFUSED = r`\b(?:need\s+not|(?:is|are|be|being)\s+under\s+no\s+(?:obligation|duty)|(?:has|have|bears?|owes?)\s+no\s+(?:obligation|duty)|(?:is|are|be|being)\s+not\s+(?:required|obliged|obligated|bound)|nothing\b[^.;]{0,60}?\b(?:obliges|requires|compels|binds)|at\s+no\s+time\b[^.;]{0,40}?\b(?:required|obliged|obligated|bound))\b[^.;]{0,40}?\b(?:return|destroy|delete|hand\s+back|give\s+back|deliver\s+(?:up|back)|surrender)\b(?![^.;]*\b(?:back-?ups?|archiv\w*|required\s+(?:by|under)|law|regulat\w*|legal|compliance|automatic\w*|electronic\w*|notes|analys[ie]s|extracts|summaries|compilations|portion|part\s+of|copies|copy)\b)`;
const CI = r`(?:confidential(?:ity)? information|proprietary information|confidential materials?|evaluation material|information|\bci\b)`;
const RECIPIENT_PEOPLE = r`(?:representatives?|advis[eo]rs?|consultants?|agents?|contractors?|sub-?contractors?|affiliates?|counsel|attorneys?|lawyers?|accountants?|auditors?|bankers?|lenders?|financing sources|financial advis[eo]rs?|professional advis[eo]rs?|subsidiar(?:y|ies)|parent (?:company|corporation)|insurers?|potential (?:co-?investors|financing))`;
const DISCLOSE_VERB = r`(?:disclos|divulg|reveal|communicat|furnish|provid|make (?:it |such \w+ )?available|made available|share|sharing|give access|access to|have access|transmit|distribut|disseminat|permit access|allow access)`;

/**
 * The receiver free to share the information with whomever it chooses: "disclose it to any third party with which it has a
 * business relationship, as the Recipient sees fit", "to such persons as it in its sole discretion determines" (not with
 * the discloser's consent or at its request, nor a right to decline to disclose, nor to those who need to know and are bound
 * to confidence).
 */
const DISCLOSED_AS_IT_SEES_FIT = r`(?<!\b(?:not|never|no|nor|declines?|decline|refuses?|refrain)\b[^.;]{0,60})(?<!\b(?:request\w*|instruct\w*|direct\w*|consent\w*)\b[^.;]{0,80})\bdisclos\w*\b(?![^.;]*\b(?:consent|approv\w*|need to know|need-to-know|bound by|request\w*|instruct\w*|direct\w*)\b)[^.;]{0,40}?\b(?:to|with)\s+(?:any|such|whichever|whatever)\s+(?:other\s+)?(?:third\s+part(?:y|ies)|persons?|entit(?:y|ies)|parties|organi[sz]ations?|companies)\b[^.;]{0,120}?(?:${OWN_DISCRETION}|${OWN_OPINION})`;

/**
 * Third parties given the information with no duty of confidence: "to its subcontractors, who need not be bound by any duty
 * of confidence", "with its lenders ... without requiring them to keep it confidential", "no such person shall be required
 * to agree to any obligation of confidentiality", "none of whom need be informed ... or be bound by any obligation of
 * confidentiality" (not "each such person shall be required to agree", nor "must be bound"); the recipients may be named
 * past an abbreviation's full stop ("Holdings, Inc., none of whom"); not the source an exclusion names ("obtained ... from
 * third parties which are not obligated to protect its confidentiality").
 */
const SHARED_UNBOUND = r`(?:${DISCLOSE_VERB}|\b(?:pass|hand|give|show|send|transfer)|\bmake\s+(?:[\w-]+\s+){1,3}?available)\w*\b(?:[^.;]|\.(?=\s*[,a-z0-9])){0,300}?\b(?<!\b(?:from|by)\s+(?:a\s+|any\s+|such\s+)?(?:third[- ]part(?:y|ies)|sources?|persons?|entit(?:y|ies))\s*,?\s*)(?:(?:who|which|they|it|that|such\s+\w+)\s+(?:need|needs)\s+not|(?:who|which|they)\s+(?:shall|will|are|is)\s+not\s+(?:be\s+)?(?:required|obliged|obligated|asked)\b|none\s+of\s+(?:whom|which|them)\s+(?:need|needs|shall|will|is|are)(?:\s+(?:be\s+)?(?:required|obliged))?|no\s+(?:such\s+)?(?:person|party|recipient|entity|third\s+party|one)\s+(?:shall|will|need|is\s+to)(?:\s+be\s+(?:required|obliged))?|without\s+(?:requiring|obliging|binding|asking)(?:\s+(?:them|it|him|her|any\s+of\s+them|such\s+\w+))?|(?:is|are|shall|will)\s+not\s+(?:be\s+)?(?:required|obliged)\s+to\s+(?:require|oblige|bind|ask)\s+(?:them|it|such\s+\w+)|(?:without\s+it\s+being|it\s+(?:is|being)\s+not|it\s+(?:shall|will)\s+not\s+be)\s+(?:necessary|required|needed)|(?:with\s+|there\s+(?:is|being|shall\s+be)\s+)?no\s+(?:requirement|need|necessity)\s+(?:that|for)|(?:irrespective|regardless)\s+of\s+whether|whether\s+or\s+not)\b[^.;]{0,80}?\b(?:bound|(?:keep|hold|treat)\b[^.;]{0,20}?\bconfidential|obligations?\s+of\s+(?:confidence|confidentiality|secrecy)|dut(?:y|ies)\s+of\s+(?:confidence|confidentiality|secrecy)|confidentiality\s+(?:obligations?|undertakings?|agreements?|duties)|(?:obliged|subject|sworn)\s+to\s+(?:secrecy|confidentiality)|(?:maintain|preserve|protect)\b[^.;]{0,20}?\bconfidential\w*|(?:secrecy|non-?disclosure)\s+(?:obligations?|undertakings?|agreements?))`;

/**
 * The receiver not answerable for the third parties it passes the information to: "may share it with its advisers ..., but
 * shall bear no responsibility for any act or omission of such persons", "shall not be liable for any breach of confidence
 * by them", "is not responsible for their conduct" (not "shall be responsible for", nor a disclaimer of the information's
 * accuracy: the acts disowned are the recipients').
 */
const SHARERS_DISOWNED = r`(?:${DISCLOSE_VERB}|\b(?:pass|hand|give|show|send|transfer)|\bmake\s+(?:[\w-]+\s+){1,3}?available)\w*\b[^.;]{0,300}?\b(?:(?:shall|will)\s+(?:have|bear|assume|accept|owe)\s+no|(?:has|have|bears?|assumes?|accepts?|owes?)\s+no|(?:is|are|shall|will)\s+not\s+(?:be\s+)?(?:responsible|liable|answerable|accountable))\b(?:\s+(?:responsibility|liability)(?:\s+(?:or|and)\s+(?:responsibility|liability))?)?\s+(?:whatsoever\s+)?for\s+(?:any\s+|the\s+)?(?:(?:acts?|omissions?|breach(?:es)?|use|disclosures?|conduct|failures?|defaults?)\b[^.;]{0,30}?\b(?:of|by)\s+(?:them|any\s+of\s+them|those\s+persons|such\s+(?:persons?|parties|third\s+parties|recipients|representatives|advis[eo]rs|entities))\b|(?:their|such\s+(?:persons?|parties|third\s+parties|recipients|representatives|advis[eo]rs|entities)['’]?)\s+(?:\w+\s+){0,2}?(?:acts?|omissions?|breach(?:es)?|use|disclosures?|conduct|failures?|defaults?)\b)`;

/**
 * Copies made without bound: "as many copies ... as it wishes", "any number of reproductions", "copy ... without limit",
 * "in whatever quantity it chooses" (not refused: "shall not make any number of copies").
 */
const COPIES_AT_WILL = r`(?<!\b(?:not|no|never|nor)\b[^.;]{0,60})\b(?:cop(?:y|ies)|reproduc\w*|duplicat\w*)\b[^.;]{0,120}?\b(?:as\s+many\b[^.;]{0,120}?\bas\s+(?:it|they|he|she)\b|any\s+number\s+of\b|without\s+(?:any\s+)?(?:limit|restriction)(?:s|\s+(?:as\s+to|on)\s+(?:number|quantity))?\b(?!\s*ation)|in\s+(?:whatever|any)\s+(?:quantity|quantities|number)\b|unlimited\s+(?:number|copies|reproductions)|as\s+(?:it|they)\s+(?:wishes|wish|sees?\s+fit|chooses?|thinks?\s+fit|deems?\s+fit))`;
/** Copies released from the agreement: "copies ... so made ... are not Confidential Information", "shall not be treated as", "fall outside this Agreement". */
const COPIES_FREED = r`\b(?:cop(?:y|ies)|reproductions?|duplicates?)\b(?!\s+of\s+(?:this|the)\s+(?:agreement|deed|nda)\b)[^.;]{0,100}?\b(?:(?:is|are|shall|will)\s+not\s+(?:be\s+)?(?:treated\s+as\s+|deemed\s+(?:to\s+be\s+)?|considered\s+|regarded\s+as\s+)?(?:confidential\s+information|subject\s+to\s+(?:this|these|the)\b)|falls?\s+outside\s+(?:this|these|the)\b|no\s+longer\s+(?:confidential|subject\s+to))`;

/**
 * One party free to make the dealings public without the other's consent, whatever the secrecy clause says: "Alpha may at
 * any time publicly announce, without Beta's consent, that the Parties are in discussions", "is free to tell the market ...
 * about the discussions ... without Banksia's approval", "shall be entitled, without the consent of Alpha, to issue press
 * releases disclosing the negotiations" (not with consent, not "may not", and not a disclosure the law, a regulator or a
 * stock exchange requires or one to advisers, employees or others bound to confidence).
 */
/**
 * Reverse engineering left free by a sentence that says nothing stops it: "nothing in this Agreement prevents Absheron from
 * analysing, decompiling or testing the Software Samples", "This agreement does not prohibit the recipient from
 * disassembling or reverse engineering", "Clause 2 shall not restrict Narmada from chemically analysing or
 * reverse-engineering" (hold-out 18's misses, session 23). Not "nothing ... permits it to decompile".
 */
/**
 * Confidential Information defined to take in what is public (session 26, misses21): "whether or not that information is
 * publicly available", "even if it is in the public domain", "regardless of whether it is generally known or available
 * to the public", "whether or not it is in the public domain" (not "other than", "unless", "that is not" public).
 */
const DEFINED_EVEN_IF_PUBLIC = r`\b(?:whether\s+or\s+not|regardless\s+of\s+whether|irrespective\s+of\s+whether|even\s+if|even\s+where|even\s+though)\s+(?:(?:such|that|the)\s+information\s+|it\s+|they\s+)?(?:is|are|was|has\s+been|becomes?|have\s+been)?\s*(?:(?:already|now|generally|otherwise|later)\s+)?(?:publicly\s+(?:available|known)|public|in\s+the\s+public\s+domain|generally\s+(?:known|available)|known\s+to\s+the\s+public|available\s+to\s+the\s+public)\b`;

/**
 * The bar on reverse engineering taken back by a proviso (session 26, misses21): "shall not reverse engineer ..., provided
 * that it may examine, test and take apart any prototype for ... its own product development", "; however, either party
 * may analyse the composition of any material it receives and use the results", "save that it may disassemble and study
 * any sample to the extent it considers useful". Not a proviso that allows it only with the discloser's consent, only
 * for the purpose, or in its presence.
 */
const TAKEN_APART_AFTER_ALL = r`\b(?:provided(?:\s+always)?(?:\s+that)?|however|save\s+that|except\s+that|but)\b[\s,]+(?:[\w'’-]+\s+){0,4}?(?:may|can|is\s+(?:free|entitled|permitted)\s+to|(?:shall|will)\s+be\s+(?:free|entitled|permitted)\s+to)\s+(?!not\b)(?:(?:also|freely)\s+)?(?:[a-z-]+\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|and\/or)\s+)){0,6}(?:analy[sz]e|test|take\s+apart|dismantle|disassemble|tear\s+down|reverse[- ]?engineer|decompile|study|examine\s+the\s+composition)\b(?![^.;]{0,160}\b(?:(?:only|solely)\s+(?:with|after|on|upon)\b[^.;]{0,40}\bconsent|with\s+(?:the\s+)?[\w'’ -]{0,40}?\b(?:prior\s+)?(?:written\s+)?consent|only\s+(?:for|to)\s+(?:the\s+)?(?:purpose|evaluat\w*|venture|transaction)|in\s+(?:the\s+)?presence\s+of)\b)`;

const NOT_PREVENTED_FROM_TAKING_APART = r`(?:\bnothing\b[^.;]{0,80}?\b(?:prevents?|prohibits?|restricts?|precludes?|stops?|bars?|limits?|restrains?)|\b(?:shall|does|do|will|is\s+not\s+to|must)\s+not\s+(?:\w+\s+)?(?:prevent|prohibit|restrict|preclude|stop|bar|limit|restrain))\s+(?:[\w&.'’-]+\s+){0,4}?from\s+(?:[a-z-]+(?:\s+[a-z-]+)?\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|and\/or)\s+)){0,6}(?:reverse[- ]?engineer|decompil|disassembl)`;
/**
 * One party given a bare permission to make the dealings known, in a sentence of its own or after "except that": "The
 * Bank may disclose the existence of this Agreement ... to any person", "except that Fraser is free to announce the
 * negotiations ... publicly", "Narmada may publish the fact and status of the discussions ... in its press releases"
 * (hold-out 18's misses, session 23). The holder is named (not "either party", "each party", "neither", "the parties"),
 * and the permission is not one to tell advisers or employees, nor one the law, a regulator or an exchange requires, nor
 * one given with the other's consent, nor one for what is already public or another section permits (CUAD's Biocept
 * collaboration: "except that each party may disclose the terms ... that are otherwise made public").
 */
const DEALINGS_ANNOUNCED_BY_ONE = r`(?:^\W*|\b(?:except|save|provided|but)\s+(?:that\s+|(?!that\b)))(?!(?:[\w&.'’-]+\s+){0,3}?(?:neither|either|each|both|no|any|every|parties|such|it|they|that|party)\b)(?:the\s+)?[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3}\s+(?:may(?!\s+not\b)|(?:is|shall\s+be|will\s+be)\s+(?:free|entitled|permitted|at\s+liberty)\s+to)\s+(?:\w+\s+){0,2}?(?:disclos\w*|announc\w*|publish\w*|publici[sz]e|make\s+public|reveal)\b(?![^.;]*\b(?:consent|approval|agreement\s+of|required\s+by|requires?|law|regulat\w*|courts?|stock\s+exchange|listing\s+rules|securities|filings?|representatives|advis[eo]rs|attorneys|accountants|counsel|lawyers|auditors|employees|officers|directors|need\s+to\s+know|confidential\s+basis|bound\s+by|made\s+public|publicly\s+(?:available|known)|public\s+domain|permitted\s+(?:under|by|in))\b)[^.;]{0,120}?\b(?:existence|discussions|negotiations|talks|(?:proposed|main|principal|key)\s+terms|terms\s+(?:of|under)|status)\b(?=[^.;]{0,160}?\b(?:any\s+(?:person|one|third\s+part(?:y|ies))|anyone|publicly|public|at\s+any\s+time|press|media|investor|market|website)\b)`;
const DEALINGS_ANNOUNCED_FREELY = r`(?<!\b(?:not|neither|nor|no|never)\b[^.;]{0,40})\b(?:may(?!\s+not\b)|(?:is|are|be|shall\s+be|will\s+be)\s+(?:free|entitled|permitted|at\s+liberty))\b(?=[^.;]{0,250}?\bwithout\s+(?:the\s+)?(?:need\s+for\s+(?:the\s+)?|any\s+)?(?:(?:prior\s+)?(?:written\s+)?(?:consent|approval|agreement)\b|[\w&.,'’ -]{1,60}?['’]s?\s+(?:prior\s+)?(?:written\s+)?(?:consent|approval|agreement)\b))(?=[^.;]{0,250}?\b(?:discussions|negotiations|existence|(?:main|principal|proposed|key)\s+terms|terms\s+(?:of|being|under|proposed)|this\s+agreement|the\s+transaction|talks)\b)(?![^.;]*\b(?:required\s+by|law|regulat\w*|courts?|stock\s+exchange|listing\s+rules|securities|representatives|advis[eo]rs|attorneys|accountants|counsel|lawyers|auditors|employees|need\s+to\s+know|confidential\s+basis|bound\s+by)\b)[^.;]{0,120}?\b(?:disclos\w*|announc\w*|tell|publish\w*|press\s+releases?|make\s+public|publici[sz]e|reveal|inform\s+(?:the\s+)?(?:market|press|public|media))`;

/**
 * The terms of the agreement (with its existence or the talks) taken out of what is confidential: "Confidential
 * Information excludes the terms and existence of this agreement", "the obligations of confidence ... do not apply to the
 * terms of this agreement or to the fact ... of the parties' discussions", "The terms of this agreement ... shall not be
 * treated as Confidential Information" (not a definition that includes them; the existence alone left out is the
 * playbook's fallback, so the terms must be among what is left out).
 */
const DEALINGS_CARVED_OUT = r`\b(?:confidential\s+information|(?:obligations?|duty|duties)\s+of\s+(?:confidence|confidentiality|non-?disclosure)|(?:the|this|these)\s+(?:confidentiality\s+|non-?disclosure\s+)?(?:obligations?|restrictions?|undertakings?))["”]?(?:\s+(?:in|under)\s+this\s+agreement)?\s+(?:shall\s+|does\s+|do\s+|will\s+)?(?:not\s+(?:include|cover|extend\s+to|apply\s+to|encompass)|excludes?)\b[^.;]{0,40}?\bterms\b[^.;]{0,24}?\b(?:this\s+agreement|the\s+(?:discussions|negotiations))\b|\bterms\s+(?:(?:and|or)\s+(?:the\s+)?existence\s+)?of\s+this\s+agreement\b[^.;]{0,80}?\b(?:shall|will|is|are)\s+not\s+(?:be\s+)?(?:treated\s+as\s+|deemed\s+(?:to\s+be\s+)?|considered\s+(?:to\s+be\s+)?|regarded\s+as\s+)?(?:part\s+of\s+(?:the\s+)?)?confidential\b`;

/**
 * Disclosure barred to everyone but the other side's people, so the bound party may not tell its own staff: "Seller will
 * not ... divulge to anyone ... except to authorized representatives of Purchasers", "will not reveal it to any person
 * other than the Buyer and the Buyer's directors", "must not communicate the Confidential Information to anybody, save to
 * Heron Health Holdings, LLC and its staff" (`bound` is the bound party, the sentence's subject; not an exception for its own people: "except its
 * own officers", "other than the Seller's directors", "employees of the Recipient"; nor "except as required by law").
 */
const PEOPLE = r`(?:directors?|officers?|employees?|staff|personnel|representatives?|advis[eo]rs?|agents?|counsel)`;
const ONLY_TO_OTHER_SIDE = r`^\W*(?:\(?[a-z0-9]{1,4}[.)]\s*)*(?:the\s+)?(?!(?:the|a|an|each|either|any|this|such|it|he|she|they)\b)(?<bound>\w+)\s+(?:[\w,]+\s+){0,12}?(?:shall|will|must|may)\s+not\b[^.;]{0,120}?\b(?:disclos|divulg|reveal|communicat|make\s+available|show|furnish|provid)\w*\b[^.;]{0,60}?\b(?:anyone|anybody|any\s+(?:one|person|other\s+person|third\s+party|individual|entity)|no\s+one)\b[^.;]{0,120}?\b(?:except|other\s+than|save|but)\b(?:\s+(?:to|for))?\s+(?!(?:its|their|his|her|such|own|as|where|if|when|with|in|under|pursuant|to|that|which|required|permitted|provided|the\s+extent)\b|(?:the\s+)?\k<bound>\b)(?=(?:[^.;]|\.(?=\s*[,a-z])){0,80}?(?:\b${PEOPLE}\s+of\s+(?:the\s+)?(?!(?:\k<bound>|its|their|his|her|such|any|each|either)\b)\w+|\b(?!\k<bound>\b)\w+['’]s?\s+(?:own\s+)?(?:\w+\s+){0,2}?${PEOPLE}\b|\b(?!\k<bound>\b)\w+(?:[\s,.]+\w+){0,4}?,?\s+(?:and|or)\s+(?:its|their)\s+${PEOPLE}\b))`;
/**
 * Sharing with the recipient's people whether or not they need to know it, or whether or not they owe any duty of
 * confidence: "may disclose ... to any of its staff, regardless of whether they need to know it", "free to share ...
 * irrespective of whether such persons are bound by any obligation of confidentiality", "without any need-to-know
 * restriction and without requiring them to keep it confidential" (not sharing kept to those who need to know and are
 * bound: "provided such persons are bound", nor a bar: "shall not disclose it to anyone, whether or not bound").
 */
/**
 * A sentence that leaves liability for a breach of the confidentiality clauses unlimited before it caps the rest: "Nothing in
 * this Agreement shall limit the liability of either Party for breach of Clauses 1 and 2, but ... for any other claim shall
 * not exceed ...", "Neither party's liability for breach of sections 1 and 2 is limited; ...", "Liability for a breach of
 * clause 1 (Confidentiality) is unlimited; ..." (the unlimited part before the first semicolon or "but"; not a cap that
 * names those breaches among the capped claims).
 */
/**
 * What the recipient develops presumed or deemed to come from the discloser's information: "any product ... that the
 * Receiving Party develops within two (2) years ... shall be deemed to have been derived from the Disclosing Party's
 * Confidential Information", "it shall be presumed that any competing product ... was developed using ...", "is presumed
 * to have been developed with the other's Confidential Information" (hold-out 18's misses, session 23): the
 * independent-development exclusion is emptied, whatever the recipient's records show. Not "shall not be deemed", nor a
 * presumption the discloser must prove.
 */
const DEVELOPMENT_PRESUMED_DERIVED = r`(?<!\b(?:not|no|never)\s+(?:be\s+)?)\b(?:presumed|deemed|treated|taken|regarded|considered)\s+(?:(?:as\s+|to\s+(?:have\s+been|be)\s+)(?:\w+\s+){0,2}?(?:developed|derived|made|created|conceived|designed)|that\b[^.;]{0,200}?\b(?:was|were|has\s+been|have\s+been|is|are)\s+(?:\w+\s+){0,1}?(?:developed|derived|made|created|conceived|designed))\s+(?:(?:in\s+)?(?:using|with(?:\s+the\s+(?:use|benefit|aid)\s+of)?|from|by\s+(?:the\s+)?use\s+of|on\s+the\s+basis\s+of|based\s+(?:on|upon))\s+)(?:the\s+|any\s+)?(?:[\w'’-]+\s+){0,3}?(?:confidential\s+information|information|trade\s+secrets?)\b(?![^.;]*\b(?:if|where|unless)\s+(?:the\s+)?(?:disclos\w+\s+party|discloser)\s+(?:proves|shows|establishes|demonstrates)\b)`;
/**
 * A bar on developing, designing or building products, software or technology similar to (or competing with) the other
 * party's, with no tie to the use of its information, or whether or not it is used: "Neither party will develop ... any
 * product that competes with or is similar to the other party's products for two years", "shall not ... design or build
 * any software comparable to the Disclosing Party's, whether or not it makes use of the Confidential Information" (not a
 * bar on developing them "using" or "based on" the information, nor one on using the information to develop them, nor
 * freedom "provided it does not use" it, nor "shall not be construed to restrict ... from developing", nor the usual
 * disclaimer "Nothing in this Agreement is a representation ... that the Receiving Party will not develop"; the verb within
 * three words of the bar or after a phrase between commas, and what is barred a product, technology or the like "similar to"
 * or competing with the other's (not "shall not create a partnership or other similar arrangement"), so not "Neither party shall disclose ..., and each may develop
 * competing products"; the verbs as verbs: not "work product ... or similar privileges").
 */
const DEVELOPMENT_BARRED = r`^(?![\s\S]*\b(?:nothing|constru\w*|representations?|interpret\w*|impl(?:y|ies|ied))\b)(?:(?![\s\S]*\b(?:using|by\s+(?:the\s+)?use\s+of|based\s+(?:on|upon)|derived\s+from|with\s+(?:the\s+)?(?:use|benefit|aid)\s+of|(?:that|which)\s+(?:uses?|incorporates?|embod(?:y|ies))|provided|so\s+long\s+as|as\s+long\s+as|(?:use|uses|utili[sz]e|exploit|rely\s+on)\s+(?:of\s+)?(?:the\s+|any\s+|such\s+|its\s+|that\s+|their\s+)?(?:[\w'’-]+\s+){0,3}?(?:information|materials?|data|know-how|trade\s+secrets?))\b)|(?=[\s\S]*\b(?:whether\s+or\s+not|irrespective\s+of\s+whether|regardless\s+of\s+whether|even\s+if)\b))[\s\S]*?(?:\b(?:shall|will|may|must)\s*not\b|\bcannot\b|\bneither\b[^.;]{0,60}?\b(?:shall|will|may|must)\b|\bundertakes?\s+not\s+to\b)(?:\s*,[^,.;]{1,120},)?\s+(?:(?!(?:limit|restrict|prevent|preclud|prohibit|impair|constru|deem|affect|inhibit|restrain|interfer|obligat|requir|liab|use|disclos)\w*\s)\w+\s+){0,3}?(?:develop(?:s|ed|ing)?|design(?:s|ed|ing)?|build(?:s|ing)?|built|creat(?:e|es|ed|ing)|produc(?:e|es|ed|ing)|engineer(?:s|ed|ing)?)\b[^.;]{0,160}?(?:\b(?:similar|comparable|equivalent)\s+to\b|\bcompet(?:e|es|ing|itive)\b|\b(?:similar|comparable|equivalent)\s+(?:[\w-]+\s+){0,2}?(?:products?|services?|software|systems?|technolog\w*|processes|platforms?|devices?|tools?|solutions?|equipment|designs?|methods|programs?|applications?)\b)`;
const UNLIMITED_PART = r`(?:\b(?:nothing|no\s+(?:provision|term|clause))\b[^.;]{0,80}?\b(?:limits?|restricts?|excludes?|caps?|reduces?)\b[^.;]{0,60}?\bliabilit\w*\b[^.;]{0,60}?\bfor\s+(?:a\s+|any\s+)?breach(?:es)?\s+of\b|\b(?:neither|no)\s+(?:party|parties|of\s+us)(?:['’]s?)?\s+liabilit\w*\s+for\s+(?:a\s+|any\s+)?breach(?:es)?\s+of\b[^.;]{0,80}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:in\s+any\s+way\s+)?(?:limited|capped|restricted)\b|\bliabilit\w*\s+(?:of\s+(?:either|each|any)\s+(?:party|of\s+us)\s+)?for\s+(?:a\s+|any\s+)?breach(?:es)?\s+of\b[^.;]{0,80}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:unlimited|uncapped|not\s+(?:limited|capped))\b)`;
const UNLIMITED_FOR_CONFIDENTIALITY = r`^[^.;]*?${UNLIMITED_PART}[^.;]*?(?:;|\bbut\b|\bwhile\b|\bwhereas\b)[^.;]*?\b(?:(?:any|all|every)\s+other|(?:anything|everything)\s+else)\b`;
/**
 * The people the recipient may share with, defined as anyone it picks or whether or not bound (session 24, misses19):
 * the sharing clause reads "may disclose it to its Representatives", and the definition says '"Representatives" means any
 * person the Recipient selects in its discretion ... whether or not that person owes a duty of confidence', '"Authorised
 * Persons" means such persons as the Recipient may from time to time decide, and they need not be bound'. Read where
 * the sharing clause uses the term; not a definition of those who need to know and are bound.
 */
/**
 * Injunctive relief granted and taken back in the same clause (session 25, misses20): "provided always that monetary
 * damages shall be the sole and exclusive remedy", "but its only remedy for a breach ... is an award of damages", "may
 * obtain such relief only after an expert has determined the dispute", "only on lodging security equal to the full
 * amount of its claim". Not "damages are not the sole remedy", "in addition to damages", nor a bond waived, nor a sole
 * remedy that is "to seek monetary damages or equitable relief" (CUAD's Otis IP agreement).
 */
const RELIEF_TAKEN_BACK = r`(?<!\b(?:not|no|neither|never)\b[^.;]{0,30})\b(?:monetary\s+)?damages\s+(?:shall|will|are|is)\s+(?:be\s+)?(?:the|its|their|a\s+party['’]s)\s+(?:sole|only|exclusive)(?:\s+and\s+exclusive)?\s+remed(?:y|ies)\b(?!\s*(?:,\s*)?(?:or|and)\s+(?:\w+\s+){0,2}?(?:equitable|injunct\w*|specific))|\b(?:sole|only|exclusive)(?:\s+and\s+exclusive)?\s+remedy\b[^.;]{0,60}?(?<!\bnot\s)\b(?:is|shall\s+be|will\s+be)\s+(?:an?\s+award\s+of\s+|to\s+(?:claim|recover|seek)\s+)?(?:monetary\s+)?damages\b(?!\s*(?:,\s*)?(?:or|and)\s+(?:\w+\s+){0,2}?(?:equitable|injunct\w*|specific))|\b(?:relief|injunctions?)\b[^.;]{0,60}?\bonly\s+(?:after|once|when|until)\b[^.;]{0,80}?\b(?:expert|arbitra\w*|mediat\w*|dispute\s+resolution|procedure|determin\w*|decided|award\w*)\b|\bonly\s+(?:on|upon|after|if)\s+(?:lodging|giving|posting|providing|furnishing|depositing)\s+(?:a\s+|any\s+)?(?:security|bond|deposit)\s+(?:equal\s+to|for|in\s+the\s+amount\s+of|covering)\s+(?:the\s+)?(?:full\s+|whole\s+|entire\s+)?(?:amount|value|sum)\b`;

const PEOPLE_DEFINED_AS_ANYONE = {
  term: r`representatives?|authori[sz]ed\s+(?:persons?|recipients?|representatives?|users?)|permitted\s+(?:recipients?|persons?|disclosees?)|approved\s+(?:persons?|recipients?)`,
  adverse: [
    r`\b(?:any(?:one|body|\s+(?:other\s+)?(?:person|individual|entity|third\s+party))|such\s+(?:other\s+)?(?:persons?|people|individuals|third\s+parties)|whomever|whoever)\b[^.;]{0,60}?\b(?:recipient|receiving\s+party|it)\b[^.;]{0,30}?\b(?:selects?|chooses?|decides?|determines?|wishes?|nominates?|(?:thinks|sees)\s+fit|in\s+its\s+(?:sole\s+|absolute\s+|own\s+)*discretion)\b`,
    r`\b(?:whether\s+or\s+not|regardless\s+of\s+whether|irrespective\s+of\s+whether|without\s+regard\s+to\s+whether)\b[^.;]{0,40}?\b(?:bound|subject|owes?|under|agreed?)\b`,
    r`\b(?:need|needs)\s+not\s+(?:be\s+)?(?:bound|subject|sign|owe|agree)\b`,
  ],
  unless: [r`\b(?:has|have|shall\s+have)\s+the\s+meanings?\s+(?:given|set|ascribed|assigned|provided)`],
  problem: '"{term}" is defined to take in anyone the recipient picks, bound to confidentiality or not, so the information may go to anyone',
  in_topic: true,
};
/** Business information taken into what is protected, not named only to be left out (nda.technical_information_only). */
const BUSINESS_INFO_TAKEN_IN = r`${NOT_LEFT_OUT}\b(?:business|financial|commercial|marketing|customers?|clients?|pric(?:e|es|ing)|sales|strateg(?:y|ies|ic)|personnel|employees?|operational|operations|legal|economic|suppliers?|investors?|accounting|forecasts?|budgets?|personal|student|patient|medical|stockholder|proposals?|negotiations|affairs)\b`;
const OTHER_THAN_TECHNICAL_TAKEN_IN = r`\btechnical\b[^.;]{0,20}\b(?:or|and|and\/or)\s+(?:non-?technical|other|commercial|business)\b|${NOT_LEFT_OUT}\bnon-?\s*technical\b|\b(?:know-?how|technical information|technical data)\b[^.;]{0,10}\b(?:and|or) (?:all |any )?other (?:information|data|materials?)`;
/**
 * Confidential Information defined as another defined term whose own definition takes in business information
 * (session 24, misses19): '"Confidential Information" means Technical Data that one party makes available ...' with
 * '"Technical Data" means ... process flowsheets, and also commercial terms, pricing, ... financing plans': the
 * definition that reads technical-only by its label is wide by its term's definition, so the reading turns to the
 * preferred position. Not a term whose definition names business information only to leave it out.
 */
const INFORMATION_TERM = r`(?!(?:confidential|proprietary)\s+information$)(?:[\w'’-]+\s+){0,3}?(?:data|information|materials?|know-?how)`;
const INFORMATION_DEFINED_WIDE = (from: 'unacceptable' | 'acceptable') => ({
  term: INFORMATION_TERM,
  adverse: [BUSINESS_INFO_TAKEN_IN, OTHER_THAN_TECHNICAL_TAKEN_IN],
  problem: '"{term}", the information Confidential Information is defined by, takes in business and commercial information',
  in_topic: true,
  turns: { from, outcome: 'contradicted' as const, position: 'preferred' as const },
});
/**
 * ... and the other way round: Confidential Information defined as a term whose own definition is technical only, the
 * business information left out or never named ('"Project Information" means cell chemistry data, test protocols and
 * plant drawings only, and does not include prices'), where the definition's own words named nothing technical (the
 * check read it as silent). Not one that takes in all information, or information of any kind.
 */
const INFORMATION_DEFINED_NARROW = {
  term: INFORMATION_TERM,
  adverse: [r`^(?![\s\S]*(?:${BUSINESS_INFO_TAKEN_IN}|${OTHER_THAN_TECHNICAL_TAKEN_IN}|(?:information|data) of (?:any|whatever|every) (?:kind|nature|type|description)|\b(?:all|any)\s+(?:and\s+all\s+)?(?:other\s+)?information\b))[\s\S]*\b(?:technical|technology|specifications?|drawings?|software|know-?how|designs?|formulations?|chemistry|engineering)\b`],
  problem: '"{term}", the information Confidential Information is defined by, is technical information only',
  in_topic: true,
  turns: { from: 'acceptable' as const, outcome: 'entailed' as const, position: 'unacceptable' as const },
};
/**
 * The duty to return or destroy taken back whole by another clause (session 24, misses19): "Notwithstanding clause 2,
 * neither party shall be obliged to return or destroy any Confidential Information", "Despite clause 4, the Recipient
 * need not return or destroy any Confidential Information it obtained while this agreement was in force", "is under no
 * obligation to return or destroy any of the Confidential Information". Not a release of what sits in back-ups or
 * archives, of what the law, a regulator or an auditor requires kept, nor one that waits on a request.
 */
const RETURN_TAKEN_BACK = r`^(?![\s\S]*\b(?:back-?ups?|archiv\w*|law|legal(?:ly)?|regulat\w*|auditors?|compliance|requests?|until|unless|except|save|other\s+than|one\s+copy)\b)[\s\S]*?(?:${RETURN_REFUSED}|\b(?:neither|no)\s+(?:party|recipient|receiving\s+party)\s+(?:shall|will|is|need)\s+(?:be\s+)?(?:obliged|required|obligated|bound)\s+to\s+(?:\w+\s+){0,2}?(?:return|destroy|delete))\b[^.;]{0,30}?\b(?:any|all|every|anything)\b`;
const SHARED_WITHOUT_NEED = r`(?<!\b(?:not|never|cannot|no)\s+(?:\w+\s+){0,2})\b(?:disclos|divulg|shar|giv|show|pass|provid|mak|communicat|access)\w*\b[^.;]{0,120}?\b${PEOPLE}[^.;]{0,160}?(?:\b(?:whether\s+or\s+not|regardless\s+of\s+whether|irrespective\s+of\s+whether|even\s+if|even\s+where|whatever\s+their|without\s+regard\s+to\s+whether)\s+(?:(?:they|he\s+or\s+she|such\s+persons?|those\s+persons?|the\s+recipients?|any\s+of\s+them)\s+)?(?:(?:do|does)\s+not\s+)?(?:need|needs|require|requires|have\s+a\s+need|has\s+a\s+need|are\s+bound|is\s+bound|owe|owes|are\s+subject|is\s+subject|(?:have|has)\s+(?:signed|agreed|accepted)|are\s+under)\b|\bwithout\s+(?:any\s+)?(?:need[- ]to[- ]know|(?:requiring|binding|obliging|asking)\s+(?:them|such\s+persons?|those\s+persons?|the\s+recipients?)\s+to\s+(?:keep|hold|treat|maintain|be\s+bound))\b|\bwithout\s+(?:their|them|such\s+persons?)\s+(?:being|having\s+to\s+be)\s+(?:bound|subject)\b)`;

/**
 * The discloser licensing its information beyond the Purpose, whatever the no-licence words around it say: "Each Discloser
 * hereby grants the Recipient a ... perpetual, irrevocable ... licence to use the Confidential Information ... in designing,
 * developing, making and selling products", "grants to the Recipient a perpetual right to exploit the Confidential
 * Information commercially", "the Recipient is granted a worldwide licence ... for any purpose whatsoever" (not a licence
 * for the Purpose only, revocable or for the term); the information also named by a pronoun after the act ("to use it",
 * "to use and modify the same"), and use in the recipient's own products as a width; not a grant refused ("is granted no
 * licence") nor "for any purpose other than the Purpose".
 */
const WIDE_LICENCE = r`(?:\b(?:discloser|disclosing\s+party|each\s+party|either\s+party|owner)\s+(?:hereby\s+)?(?:grants?|gives?|confers?)\b(?!\s+(?:no|not)\b)|\b(?:recipient|receiving\s+party|receiver)\s+(?:is|shall\s+be|will\s+be)\s+(?:hereby\s+)?(?:granted|given)\b(?!\s+(?:no|not)\b))[^.;]{0,200}?\b(?:licen[cs]es?|rights?)\b(?=[^.;]{0,200}?\b(?:confidential\s+information|evaluation\s+material|information|(?:use|exploit|copy|modify|disclose|commerciali[sz]e|reproduce)(?:\s+(?:and|or)\s+\w+)?\s+(?:it|them|the\s+same|such\s+(?:information|materials?)))\b)[^.;]{0,240}?\b(?:perpetual|irrevocable|for\s+any\s+(?:purpose|use)(?!\s+(?:other\s+than|except|save|but|beyond))|any\s+purpose\s+whatsoever|in(?:to)?\s+(?:its|their|the\s+recipient['’]s|the\s+receiving\s+party['’]s)\s+own\s+(?:products?|services?|business|account)|in\s+any\s+field|commercial(?:ly|i[sz]e|i[sz]ation)?|to\s+(?:\w+\s+){0,2}?(?:develop|design|make|manufactur|sell|market|exploit|commerciali[sz])\w*|in\s+(?:\w+,?\s+){0,3}?(?:designing|developing|making|manufacturing|selling|marketing))\b`;

/**
 * A period shorter than a year: "three (3) months", "6 months", "ninety (90) days", "180 days", "8 weeks" (not "twenty-one
 * (21) months", nor "twelve months", nor 365 days or more).
 */
const UNDER_A_YEAR = r`(?:(?<![\w-])(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven)\s*(?:\(\s*(?:[1-9]|1[01])\s*\)\s*)?|\b(?:[1-9]|1[01])\s+)(?:calendar\s+)?months?\b|(?:(?<![\w-])[\w-]+\s*\(\s*(?:[1-9]\d?|[12]\d\d|3[0-5]\d|36[0-4])\s*\)|\b(?:[1-9]\d?|[12]\d\d|3[0-5]\d|36[0-4])|(?<![\w-])(?:thirty|forty-five|sixty|ninety))\s*(?:calendar\s+|business\s+|working\s+)?days\b|(?:(?<![\w-])[\w-]+\s*\(\s*\d{1,2}\s*\)|\b\d{1,2}|(?<![\w-])(?:one|two|three|four|six|eight|ten|twelve))\s*weeks?\b`;
/** A duty said to outlive the agreement ("survive", "continue in force", "remain binding"; not a heading's "Survival"). */
const SURVIVES = r`\bsurviv(?:e|es|ed|ing)\b|\b(?:continue|remain)\w*\b[^.;]{0,40}?\b(?:in\s+(?:full\s+)?(?:force|effect)|to\s+(?:apply|bind)|binding|bound|in\s+place)\b`;
/**
 * The duties outliving the agreement for less than a year: "survive its expiry ... for a period of three (3) months",
 * "continue in force for ninety (90) days after the termination", "For six months after termination the obligations ...
 * continue to apply" (a period to return or certify is no survival: the period must be what the duty survives for).
 */
const SURVIVES_BRIEFLY = r`(?:${SURVIVES})[^.;]{0,120}?\bfor\s+(?:a\s+(?:further\s+|additional\s+)?period\s+of\s+|only\s+|no\s+more\s+than\s+|not\s+more\s+than\s+|up\s+to\s+)?(?:${UNDER_A_YEAR})|\bfor\s+(?:a\s+(?:further\s+)?period\s+of\s+)?(?:${UNDER_A_YEAR})\s+(?:after|following|from|beyond)\b[^.;]{0,80}?(?:${SURVIVES})`;

/** Information not marked, labelled or identified as confidential. */
const NOT_MARKED = r`(?:\bnot\s+(?:been\s+|be\s+)?(?:so\s+|expressly\s+|clearly\s+|properly\s+)?(?:marked|legended|labell?ed|designated|identified|confirmed|stamped)|\bunmarked|\bun-?legended|\bunlabell?ed)\b`;
/** ... shut out of the protection: "is not Confidential Information", "no duty of confidence in respect of", "fall outside". */
const SHUT_OUT = r`(?:(?:is|are|shall|will)\s+not\s+(?:be\s+)?(?:deemed\s+(?:to\s+be\s+)?|treated\s+as\s+|considered\s+(?:to\s+be\s+)?|regarded\s+as\s+|constitute\s+)?(?:confidential|proprietary|protected|subject\s+to|covered\s+by|part\s+of)|falls?\s+outside|(?:is|are)\s+excluded|no\s+(?:duty|duties|obligations?)\s+(?:of\s+(?:confidence|confidentiality|secrecy)\s+)?(?:in\s+respect\s+of|with\s+respect\s+to|as\s+to|regarding|for|in\s+relation\s+to))\b`;
/** ... whatever its nature: "however sensitive", "regardless of its nature or value", "even if its confidential nature is obvious". */
const NATURE_DENIED = r`\b(?:regardless|irrespective)\s+of\s+(?:its|their|the)\s+(?:\w+\s+){0,2}?(?:nature|value|sensitivity|content|importance)|\bhowever\s+(?:\w+\s+)?(?:sensitive|confidential|valuable|secret|important|proprietary)|\beven\s+(?:if|though|where)\b[^.;]{0,60}?\b(?:sensitive|nature|obvious|apparent|valuable|evident)|\bwhatever\s+(?:its|their)\s+(?:\w+\s+)?(?:nature|value|sensitivity)`;
/**
 * Protection made strictly a matter of marking: unmarked information expressly shut out whatever its nature ("Information
 * not so legended ... is not Proprietary Information, however sensitive its nature"), or oral disclosures protected only
 * if confirmed in writing within less than the fallback's thirty days ("within seven (7) days", "within 5 business days").
 */
const UNMARKED_SHUT_OUT = r`^(?=[\s\S]*?${NOT_MARKED})(?=[\s\S]*?${SHUT_OUT})(?=[\s\S]*?(?:${NATURE_DENIED}))`;
const CONFIRMED_IN_DAYS = r`\b(?:confirm\w*|summari[sz]\w*|reduc\w*\s+to\s+writing|written\s+summary|designat\w*\s+in\s+writing|identif\w*\s+in\s+writing)\b[^.;]{0,80}?\bwithin\s+(?:(?:(?<![\w-])(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|twenty-(?:one|two|three|four|five|six|seven|eight|nine)))\s*(?:\(\s*\d{1,2}\s*\)\s*)?|(?:[1-9]|[12]\d)\s+)(?:business\s+|working\s+|calendar\s+)?days\b`;

/**
 * One party free to do what it likes with what it receives from the other, though the agreement binds the other: "Kestrel
 * shall be free to use, copy and disclose any information obtained from Marlin ... without restriction", "Alpha may use and
 * disclose all information it receives from Beta for any purpose" (not "either"/"each"/"neither" party, nor information
 * received from a third party or the public, nor a use "for any purpose" that goes on to name it).
 */
const ONE_PARTY_FREE = r`(?<!\b(?:neither|no|nor|each|either|both|any|not)\s+(?:[\w-]+\s+){0,2})\b${ONE_PARTY}\s+(?:may|can|(?:shall|will)\s+be\s+(?:free|entitled|at\s+liberty)\s+to|is\s+(?:free|entitled|at\s+liberty)\s+to)\s+(?:freely\s+)?(?:use|disclose|exploit|copy|utili[sz]e|share|publish)\b(?:(?:,\s*|\s+(?:and|or|and\/or)\s+)(?:use|disclose|exploit|copy|utili[sz]e|share|publish|reproduce)\b)*[^.;]{0,80}?\b(?:receiv\w*|obtain\w*|furnish\w*|provided|supplied|disclosed)\b[^.;]{0,40}?\b(?:from|by)\s+(?!(?:third|other|another|public|a|an|any|its|their|such|sources?|persons?|the\s+public)\b)${ONE_PARTY}\b[^.;]{0,80}?(?:\bwithout\s+(?:any\s+)?(?:restrictions?|limitations?|limits?|obligations?|duty|duties|conditions?)\b|\bfreely\b|\bfor\s+any\s+(?:purpose|reason)(?:\s+(?:whatsoever|at\s+all|it\s+(?:chooses|wishes|sees\s+fit)))?\s*(?:[.;,]|$)|\bin\s+any\s+(?:manner|way)\s+(?:it|that\s+it)\s+(?:sees|thinks|deems|chooses|wishes)|\bas\s+it\s+(?:sees|thinks|deems)\s+fit)`;

/** Information excluded because it is public: the exclusion every list opens with. */
const PUBLIC_EXCLUDED = r`public domain|publicly (?:available|known)|generally (?:available|known) (?:to|by|among) the public|available to the public|becomes? public|part of the public|publicly disclosed`;
/**
 * An exclusions list ("does not include", "shall not apply to", "excludes" ... information which (i) ...) read whole, from its
 * first item (the public one) to its last ("..., or (ii) ...", "; or (b) ..."; an item read alone, its list's earlier items
 * unseen, is not; nor a filing's redaction legend, "(i) not material and (ii) ... if publicly disclosed"), that names
 * neither what the recipient
 * knew or held before nor what it develops itself: "does not include information which (i) is generally known by the
 * public ..., or (ii) becomes available ... from a source not bound" (any word of prior knowledge or development anywhere
 * in the list keeps it whole).
 */
const EXCLUSIONS_CUT_SHORT = r`^(?=[\s\S]*?\b(?:(?:does|do|shall|will)\s+not\s+(?:include|apply|extend|cover|restrict|limit)|not\s+(?:be\s+)?(?:deemed|considered|treated\s+as|regarded\s+as)|exclud(?:es?|ing))\b\s+(?:[\w'’"“”-]+\s+){0,6}?(?:information|materials?|data|anything|documents)\b[^(]{0,80}\((?:i|a|1)\)\s)(?=[\s\S]*?\((?:i|a|1)\)\s[\s\S]*?(?:${PUBLIC_EXCLUDED}))(?=[\s\S]*?(?:\bor|\band|;)\s+\(?(?:ii|iii|iv|b|c|d|2|3|4)\)\s)(?![\s\S]*?\b(?:already|prior|previously|before|possession|possessed|independent\w*|develop\w*|knew|known\s+(?:to|by)\s+(?!the\s+(?:general\s+)?public\b)|created|generated|conceived))`;

/**
 * Third-party information excluded only so far as the recipient knows of no duty on the source (information received,
 * obtained or furnished from or by a third party or source, not a warranty given "to its knowledge"): "who, to the Recipient's
 * knowledge, owes no duty", "from a source not known by Tarang to be bound", "so far as the receiving party is aware after
 * reasonable enquiry" (the check's fallback); not where the item offers, beside it, information received "or without any
 * accompanying obligation of confidence", the preferred exclusion itself.
 */
const KNOWLEDGE_QUALIFIED = r`\b(?:receiv\w*|obtain\w*|acquir\w*|disclosed|furnished|made\s+(?:known|available)|becomes?\s+available|came|comes?)\b[^.;]{0,80}?\b(?:from|by)\s+(?:a\s+|any\s+|such\s+)?(?:third[- ](?:part(?:y|ies)|persons?|entit(?:y|ies))|sources?|persons?|entit(?:y|ies))\b[^.;]{0,150}?(?:\bto\s+(?:the\s+best\s+of\s+)?(?:its|his|her|their|your|the\s+[\w-]+(?:\s+[\w-]+)?['’]s?|[\w-]+['’]s?)\s+(?:actual\s+)?knowledge\b|\b(?:in|so)\s*far\s+as\s+(?:is\s+known\s+to\b|(?:the\s+)?[\w\s'’-]{1,40}?\s+(?:is|are|was|were)\s+aware\b)|\bnot\s+known\s+(?:by|to)\b|\b(?:after|following|upon)\s+(?:due|reasonable|diligent)\s+(?:inquiry|enquiry|investigation)\b|\bwithout\s+(?:the\s+)?[\w\s'’-]{0,30}?knowledge\s+(?:of|that)\b|\b(?:did|does)\s+not\s+know\b|\b(?:is|was)\s+not\s+aware\b)(?![^.;]*\bor\s+(?:otherwise\s+)?without\s+(?:an?\s+|any\s+)?(?:accompanying\s+)?(?:obligation|duty|restriction)s?\b)`;

/**
 * An exclusion the recipient must prove by its written records: "as evidenced by the Recipient's written records", "can show
 * by contemporaneous documentary evidence", "as demonstrated by written records of the receiving party" (the exclusions'
 * fallback).
 */
const WRITTEN_PROOF = r`\b(?:evidenced|shown?|prove[dn]?|demonstrated?|documented|established?|substantiated?)\s+(?:(?:by|through|with|from)\s+)(?:(?:its|their|his|her|the|any|[\w-]+['’]s?|contemporaneous|competent|prior|dated|reasonable|own|(?:receiving\s+party|recipient)['’]s?)\s+){0,3}(?:written|documentary|contemporaneous|documented|dated)\s+(?:records?|evidence|documentation|proof|files?)\b`;

export const NDA_CHECKS: PlaybookCheck[] = [
  {
    check_id: 'nda.explicit_identification',
    title: 'Confidential information must be marked or identified',
    category: 'scope',
    description: 'Whether information is protected only when the discloser marks or identifies it as confidential (ContractNLI nda-1).',
    preferred_position: 'Information is protected if it is marked confidential or would reasonably be understood to be confidential; marking is not a condition of protection.',
    fallbacks: ['Written information must be marked; oral information is protected if identified as confidential at disclosure and summarised in writing within 30 days.'],
    severity: 'medium',
    suggested_language: 'Confidential Information includes information that is marked or identified as confidential and information that a reasonable person would understand to be confidential given its nature and the circumstances of disclosure, whether or not it is marked.',
    enabled: true,
    detection: {
      topic: [
        r`\b(?:mark(?:ed|ing|s)?|legend|designat(?:ed|es|ion)|identif(?:ied|y|ies)|label(?:l)?ed|stamped)\b[^.;]{0,120}\b(?:confidential|proprietary|secret)`,
        r`(?:confidential|proprietary)[^.;]{0,60}\b(?:mark(?:ed|ing)|legend|designat|identifi|label)`,
        r`["“]\s*(?:confidential|proprietary|evaluation)\s+(?:information|materials?)\s*["”]\s*(?:shall |will )?(?:means?|includes?)\b`,
        // the reasonable-person standard that replaces marking
        r`(?:reasonabl[ey]|ought|should)[^.;]{0,60}(?:be (?:\w+ )?(?:understood|considered|regarded|deemed)|have (?:reasonably )?(?:known|understood))[^.;]{0,60}(?:confidential|proprietary)|(?:by|from) (?:its|their) (?:very )?nature[^.;]{0,80}(?:confidential|proprietary)`,
      ],
      entail: [
        r`\b(?:marked|labell?ed|stamped|legended|designated|identified|indicated|denoted)\b[^.;]{0,80}(?:as |by |with |in writing |at the time )[^.;]{0,40}(?:["“”']?(?:confidential|proprietary|secret|restricted))`,
        r`(?:only if|provided that|so long as|if and only if|to the extent|only (?:where|when))[^.;]{0,80}\b(?:marked|designated|identified|labell?ed|identifies|designates)\b`,
        // unmarked information shut out of the protection
        r`${NOT_MARKED}[^.;]{0,120}?${SHUT_OUT}|${SHUT_OUT}[^.;]{0,100}?${NOT_MARKED}`,
        r`(?:oral(?:ly)?|verbal(?:ly)?|visual(?:ly)?|non-?tangible|intangible)[^.;]{0,160}(?:identified|designated|indicated|summari[sz]ed|reduced to writing|confirmed in writing)`,
        r`(?:bear|bearing|bears)[^.;]{0,40}(?:legend|marking|mark)`,
      ],
      contradict: [
        r`whether or not[^.;]{0,40}\b(?:marked|designated|identified|labell?ed|so (?:marked|designated|identified))`,
        r`regardless of whether[^.;]{0,60}\b(?:marked|designated|identified|labell?ed)`,
        // (not a relative clause naming what is unmarked: "information that is not marked ... shall not be deemed")
        r`(?:need|shall|will|does|do|(?<!\b(?:that|which)\s)(?:is|are))\s+not\s+(?:need to\s+)?(?:be\s+)?(?:so\s+)?(?:marked|identified|designated|labell?ed)`,
        r`(?:not so|not) (?:marked|designated|identified)[^.;]{0,80}(?:but|if|which|that)`,
        r`(?:reasonabl[ey]|would|ought|should)[^.;]{0,60}(?:be (?:\w+ )?(?:understood|considered|regarded|deemed|known)|understand|consider|expect|regard\b|view\b)[^.;]{0,60}(?:confidential|proprietary)`,
        r`\b(?:knew|knows|know),? or (?:should|ought to|would) (?:reasonably )?(?:have )?(?:reasonably )?(?:known|understood)\b[^.;]{0,80}(?:confidential|proprietary)|\b(?:should|ought to) (?:reasonably )?have (?:reasonably )?(?:known|understood)\b[^.;]{0,80}(?:confidential|proprietary)`,
        r`(?:by|from) (?:its|their) (?:very )?nature[^.;]{0,80}(?:confidential|proprietary|sensitive)|(?:confidential|proprietary)[^.;]{0,30}(?:by|from) (?:its|their) (?:very )?nature|(?:confidential|proprietary)[^.;]{0,80}(?:from|given|in light of) the (?:nature|circumstances)`,
        r`(?:without|absence of)[^.;]{0,20}(?:any )?(?:marking|legend|designation)`,
      ],
      precedence: 'contradict',
      // marking made a strict condition, beyond the fallback: unmarked information shut out whatever its nature, or oral
      // disclosures confirmed in writing within less than thirty days (the outcome stays entailed)
      narrow: { promise: `${UNMARKED_SHUT_OUT}|${CONFIRMED_IN_DAYS}`, only: [UNMARKED_SHUT_OUT, CONFIRMED_IN_DAYS], position: 'unacceptable', notes: ['Information not marked as confidential is not protected, however sensitive it is', 'Orally disclosed information is protected only if confirmed in writing within less than thirty days'] },
      positions: { entailed: 'acceptable', contradicted: 'preferred', not_mentioned: 'acceptable' },
      clause_type: 'definition_confidential_information',
    },
  },
  {
    check_id: 'nda.technical_information_only',
    title: 'Only technical information is protected',
    category: 'scope',
    description: 'Whether the definition of Confidential Information is limited to technical information, leaving business information unprotected (ContractNLI nda-2).',
    preferred_position: 'Confidential Information covers business, financial, commercial and technical information.',
    fallbacks: ['A definition limited to the information described in the Purpose, if that description covers business information.'],
    severity: 'medium',
    suggested_language: 'Confidential Information means all non-public business, financial, commercial, technical and other information, in any form, that a Party discloses to the other Party in connection with the Purpose.',
    enabled: true,
    detection: {
      topic: [
        r`(?:["“]\s*(?:confidential|proprietary|evaluation)\s+(?:information|materials?)\s*["”]|(?:confidential|proprietary|evaluation) (?:information|materials?)\s*\)?,?\s*(?:shall |will |as used [^.]{0,30})?(?:mean|include|refer|consist|is defined|encompass|comprise|cover)s?\b|\bci means)`,
        r`(?:information|data|materials)[^.;]{0,250}\((?:collectively,?\s*|together,?\s*|hereinafter\s*|herein\s*)?(?:the\s*|as\s*)?["“]\s*(?:confidential|proprietary)\s+(?:information|materials?)`,
        r`receiving (?:party|confidential disclosure) of (?:certain )?confidential`,
        r`(?:['‘’]confidential information['’]|["“](?:information|proprietary information|confidential materials)["”])`,
        r`\binformation\b[^.;]{0,320}\b(?:includ(?:es|ing|e)|such as)\b,?\s*(?:but (?:is )?not limited to|without limitation)`,
        r`\b(?:may|will|shall)\b[^.;]{0,40}\b(?:disclose|provide|furnish|supply|access)\b[^.;]{0,80}\binformation\b[^.;]{0,120}\b(?:including|relating to|regarding|concerning)\b`,
      ],
      // (business information named only to be left out does not widen the definition: "excluding Kestrel's commercial
      // terms and prices", "shall not include any financial or marketing information", "but not the pricing")
      contradict: [BUSINESS_INFO_TAKEN_IN, r`(?:information|data) of (?:any|whatever|every) (?:kind|nature|type|description)`, OTHER_THAN_TECHNICAL_TAKEN_IN],
      entail: [r`\btechnical\b|\btechnology\b|\bspecifications?\b|\bdrawings?\b|\bsoftware\b|\bknow-?how\b|\bdesigns?\b`],
      precedence: 'contradict',
      positions: { entailed: 'unacceptable', contradicted: 'preferred', not_mentioned: 'acceptable' },
      clause_type: 'definition_confidential_information',
      // (Confidential Information defined as another defined term, "Technical Data", "Project Information", read through
      // that term's own definition: one that takes in business information widens it, INFORMATION_DEFINED_WIDE)
      reads_definitions: [INFORMATION_DEFINED_WIDE('unacceptable'), INFORMATION_DEFINED_NARROW, INFORMATION_DEFINED_WIDE('acceptable')],
    },
  },
  {
    check_id: 'nda.oral_information_included',
    title: 'Orally disclosed information is covered',
    category: 'scope',
    description: 'Whether Confidential Information may include information conveyed orally or visually (ContractNLI nda-3).',
    preferred_position: 'Information disclosed in any form, including orally or visually, is covered.',
    fallbacks: ['Oral information is covered if identified as confidential at the time of disclosure.'],
    severity: 'medium',
    suggested_language: 'Confidential Information includes information disclosed in writing, orally, visually, electronically or in any other form.',
    enabled: true,
    detection: {
      topic: [
        r`\b(?:oral(?:ly)?|verbal(?:ly)?|spoken|visual(?:ly)?|by (?:inspection|observation)|intangible|non-?tangible)\b[^.;]{0,80}\b(?:information|disclos\w*|form|communicat\w*|convey\w*|provid\w*|transmi\w*|furnish\w*|made available|supplied|presentations?|discussions?)`,
        r`\b(?:information|disclos\w*|provided|communicated|furnished|conveyed|supplied|made available)\b[^.;]{0,120}\b(?:oral(?:ly)?|verbal(?:ly)?|visual(?:ly)?|spoken|by (?:inspection|observation)|intangible|non-?tangible)\b`,
        r`\binformation\b[^.;]{0,120}(?:in|of) (?:any|whatever|every) (?:form|medium|format)|\b(?:information|materials?|data)\b[^.;]{0,80}regardless of[^.;]{0,30}(?:form|medium|format|means)|\binformation\b[^.;]{0,60}\b(?:disclosed|provided|communicated|furnished|conveyed|transmitted|made available)\b[^.;]{0,60}\b(?:by|through) any (?:other )?(?:means|method|medium)`,
        r`\binformation\b[^.;]{0,120}whether (?:in |by )?(?:written|writing|documentary|tangible|electronic)[^.;]{0,60}or (?:otherwise|not|any other)`,
      ],
      // notices, amendments, representations and entire-agreement clauses "whether oral or written", and oral medicines, are not disclosures
      exclude: [r`verbal notice|oral notice|(?:written|writing) (?:and|or) (?:verbal|oral) notice|(?:amend|modif|waive|vary|variation|supersede|entire agreement|representation|warrant)[^.;]{0,120}\b(?:oral|verbal)|\boral (?:capsules?|tablets?|formulations?|dos(?:e|es|age|ing)|administration|solutions?|suspensions?|route|drugs?|medications?|health|surgery|care|contraceptives?)\b|oral[^.;]{0,60}(?:agreement|understanding|amendment|modification|representations?)|oral (?:argument|hearing)`,
        // nor what a party's people keep in their heads: a residuals definition of information "in intangible form"
        // retained in the unaided memory (or "held in non-tangible form in the minds of") says nothing of how it was
        // disclosed (unless the sentence names spoken or shown disclosures itself)
        r`^(?![\s\S]*${ORAL})(?=[\s\S]*\b(?:intangible|non-?tangible)\b)[\s\S]*\b(?:memor(?:y|ies|i[sz]ed)|minds?|recollections?)\b`],
      entail: [r`^(?!${ORAL_EXCLUDED.join('|')})`],
      // spoken disclosures taken out of the definition: the definition excludes them ("does not extend to information
      // communicated verbally"), or they are the subject of a negated inclusion ("Information disclosed orally ... shall
      // not constitute Confidential Information", "Oral disclosures ... are excluded from", "Nothing communicated orally
      // ... shall be treated as"); not where a way back in follows (ORAL_WAY_BACK: the fallback, see narrow)
      contradict: ORAL_EXCLUDED,
      // (session 22, misses17: and wherever they are taken out, beside a definition "in any form", "Notwithstanding clause
      // 1, information disclosed orally ... is not Confidential Information": the exclusion wins over the definition)
      // (only in a sentence about the protection itself, which names what is confidential or protected: not "excluding the
      // Mirror Site) through which Spoken-Word Audio Products are sold" in a licence read as an NDA)
      override: [`^(?=[\\s\\S]*\\b(?:confidential\\w*|protected|proprietary)\\b)(?:${ORAL_EXCLUDED.join('|')})`],
      // (kept in on the discloser's word in writing: "unless confirmed in writing within thirty days", the fallback)
      narrow: { promise: ORAL, only: [ORAL_WAY_BACK], note: 'Orally disclosed information is protected only if the discloser confirms it in writing' },
      precedence: 'entail',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      problem: { overridden: 'Information disclosed orally or visually is taken out of the protection, whatever form the definition covers' },
      clause_type: 'definition_confidential_information',
    },
  },
  {
    check_id: 'nda.limited_use',
    title: 'Use limited to the stated purpose',
    category: 'use_and_disclosure',
    description: 'Whether the receiver may use Confidential Information only for the purpose stated in the agreement (ContractNLI nda-4).',
    preferred_position: 'The receiver uses Confidential Information solely for the Purpose.',
    fallbacks: ['Use for the Purpose and for closely related internal evaluation.'],
    severity: 'high',
    suggested_language: 'The Receiving Party shall use the Disclosing Party\'s Confidential Information solely for the Purpose and for no other purpose.',
    enabled: true,
    detection: {
        // (session 24: a duty meant to outlast the agreement, ended by a general clause naming its clause by number)
        lapses_with_term: true,
      topic: [USE],
      entail: [
        r`${USE}[^.;]{0,160}\b(?:solely|only|exclusively|sole purpose|strictly|for no other|any (?:other )?purpose other than|for any purpose except|other than (?:for|in connection with|to)|except (?:for|as|in connection with|to))\b`,
        r`\b(?:solely|only|exclusively)\b[^.;]{0,80}${USE}`,
        r`\bnot\b[^.;]{0,40}\b(?:use|utili[sz]e|exploit)\b${NOT_EFFORT}[^.;]{0,120}\b(?:for (?:any|its own|their own|the benefit)|to (?:the|its) (?:detriment|advantage)|in any (?:way|manner)|except|other than|commercial)`,
        r`\b(?:not|nor|never)\b[^.;]{0,250}\b(?:use|utili[sz]e|exploit)\b${NOT_EFFORT}[^.;]{0,250}\b(?:for any other purpose|for (?:(?:his|her|its|their)(?: or (?:his|her|its|their))?|the recipient's) own (?:account|benefit|purposes?))`,
        r`(?:purpose|permitted use)[^.;]{0,80}(?:for which|for the sole)`,
      ],
      // (also "for the Purpose and for any other purpose connected with its business", not "any purpose other than")
      contradict: [r`\bmay use\b[^.;]{0,80}\bfor any (?:other |lawful )*(?:business )?purposes?\b(?!\s+(?:other than|except|save|unless)\b)|\bwithout restriction (?:on|as to) (?:its )?use`],
      precedence: 'contradict',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      clause_type: 'confidentiality_obligations',
    },
  },
  {
    check_id: 'nda.sharing_with_employees',
    title: 'Sharing with employees on a need-to-know basis',
    category: 'use_and_disclosure',
    description: 'Whether the receiver may share Confidential Information with its employees (ContractNLI nda-5).',
    preferred_position: 'The receiver may share with employees who need to know for the Purpose and are bound by confidentiality duties.',
    fallbacks: ['Sharing with named employees approved in writing by the discloser.'],
    severity: 'medium',
    suggested_language: 'The Receiving Party may disclose Confidential Information to its employees who need to know it for the Purpose and who are bound by obligations of confidentiality no less protective than this Agreement.',
    enabled: true,
    detection: {
      // (or the defined people it may share with: "its Authorised Persons", "its Permitted Recipients", read through their definition)
      topic: [r`\b(?:employees?|staff|personnel|officers?|directors?|workers?|employed|representatives?|(?:authori[sz]ed|permitted|approved)\s+(?:persons|recipients|representatives))\b`],
      entail: [
        r`${DISCLOSE_VERB}[^.;]{0,250}\b(?:employees?|staff|personnel|officers?|employed)\b`,
        r`\b(?:used|reviewed|accessed|seen) by\b[^.;]{0,120}\b(?:employees?|staff|personnel|officers?)\b`,
        r`(?:only|solely|except|other than)\b[^.;]{0,60}\b(?:to|with|by)\b[^.;]{0,40}\brepresentatives\b[^.;]{0,120}(?:need to know|need-to-know|have a need|require)`,
        r`\b(?:employees?|staff|personnel|officers?)\b[^.;]{0,200}(?:need to know|need-to-know|have a need|require (?:access|knowledge)|who (?:are|have been) (?:directly )?involved|bound by|informed of|aware of|on a need)`,
        r`["“]representatives?["”][^.;]{0,120}\b(?:employees?|staff|personnel|officers)\b|\b(?:employees?|officers)\b[^.;]{0,120}\(?(?:collectively|together)?,?\s*["“]representatives?["”]`,
      ],
      contradict: [r`(?:shall|will|may) not (?:disclose|provide|give access)[^.;]{0,80}(?:to )?(?:any (?:of its )?)?employees?(?! (?:who|with|that|except))`],
      precedence: 'entail',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
      // disclosure barred to everyone but the other side's people, wherever the document says so
      // (or sharing with its people whether or not they need to know it or are bound to keep it confidential:
      // SHARED_WITHOUT_NEED)
      override: [ONLY_TO_OTHER_SIDE, SHARED_WITHOUT_NEED],
      override_problems: ['The recipient may not share the information with its own employees, only with the other side', 'The recipient may share the information with its people whether or not they need to know it or are bound to keep it confidential'],
      problem: { overridden: 'The recipient may not share the information with its own employees, only with the other side' },
      clause_type: 'permitted_disclosure',
      // (or the people it may share with defined as anyone it picks, bound or not: PEOPLE_DEFINED_AS_ANYONE)
      reads_definitions: [PEOPLE_DEFINED_AS_ANYONE],
    },
  },
  {
    check_id: 'nda.sharing_with_third_parties',
    title: 'Sharing with advisers and other third parties',
    category: 'use_and_disclosure',
    description: 'Whether the receiver may share Confidential Information with some third parties such as consultants, agents and professional advisers (ContractNLI nda-7).',
    preferred_position: 'The receiver may share with affiliates, professional advisers and contractors who need to know and are bound by confidentiality duties, remaining responsible for them.',
    fallbacks: ['Sharing with professional advisers only, or with others with the discloser\'s prior written consent.'],
    severity: 'medium',
    suggested_language: 'The Receiving Party may disclose Confidential Information to its affiliates and to its and their professional advisers and contractors who need to know it for the Purpose and are bound by obligations of confidentiality no less protective than this Agreement; the Receiving Party is responsible for any breach by them.',
    enabled: true,
    detection: {
      topic: [r`third part(?:y|ies)`, RECIPIENT_PEOPLE],
      entail: [
        r`(?:\bmay\b|permitted to|entitled to|at liberty to|free to|right to|except|other than|only|solely|limited to|save|unless)[^.;]{0,120}${DISCLOSE_VERB}[^.;]{0,200}\b${RECIPIENT_PEOPLE}`,
        r`${DISCLOSE_VERB}[^.;]{0,200}(?:except|other than|only|solely|limited|save)\b[^.;]{0,40}(?:to|with|by)\b[^.;]{0,160}\b${RECIPIENT_PEOPLE}`,
        r`\b${RECIPIENT_PEOPLE}[^.;]{0,200}(?:need to know|need-to-know|have a need|bound by|informed of|aware of|on a need|who (?:are|have been) (?:directly )?involved|to whom[^.;]{0,40}disclos)`,
        r`["“]representatives?["”]\s*(?:shall |will )?(?:mean|include)[^.;]{0,200}(?:advis|consult|agents?|contractors?|counsel|attorneys|accountants)`,
        r`(?:advis[eo]rs?|consultants?|agents?|contractors?|counsel|attorneys|accountants)[^.;]{0,60}\(?(?:collectively|together)?,?\s*["“]representatives?["”]`,
      ],
      contradict: [
        r`\b(?:not|never|no|refrain from)\b(?! (?:be )?(?:required|obliged|obligated|under any obligation)\b)[^.;]{0,140}\b(?:disclos|divulg|reveal|communicat|make available|give access|distribut|disseminat|publish)\w*[^.;]{0,200}\b(?:any|to a|to an?y? other) (?:(?:individual|person|entity) (?:or|and) )?(?:third part(?:y|ies)|person|other person|entity|firm|individual)`,
        r`(?:shall|will|must) not be disclosed to (?:any )?(?:third part|other person)`,
        r`(?:restrict|limit) access[^.;]{0,60}(?:only |solely )?to (?:its |their )?(?:own )?employees`,
      ],
      exclude: [r`duly authori[sz]ed|in witness|(?:agent|representative) of the other|joint venture|indemnif|warrant`],
      precedence: 'entail',
      positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'acceptable' },
      // the receiver free to pass the information to anyone it chooses, wherever the document says so
      // or to third parties who need not keep it confidential
      override: [DISCLOSED_AS_IT_SEES_FIT, SHARED_UNBOUND, SHARERS_DISOWNED],
      problem: { overridden: 'The receiving party may disclose Confidential Information to any third party it chooses, or to third parties not bound to keep it confidential' },
      override_problems: [
        'The receiving party may disclose Confidential Information to any third party it chooses, or to third parties not bound to keep it confidential',
        'The receiving party may disclose Confidential Information to any third party it chooses, or to third parties not bound to keep it confidential',
        'The receiving party may pass Confidential Information to third parties without being responsible for what they do with it',
      ],
      clause_type: 'permitted_disclosure',
    },
  },
  {
    check_id: 'nda.compelled_disclosure_notice',
    title: 'Notice before compelled disclosure',
    category: 'use_and_disclosure',
    description: 'Whether the receiver must notify the discloser when required by law, regulation or judicial process to disclose Confidential Information (ContractNLI nda-8).',
    preferred_position: 'Disclosure required by law is permitted after prompt notice (where lawful) so the discloser can seek protection, limited to what is legally required.',
    fallbacks: ['Notice "where practicable"; no notice needed for routine regulatory examinations.'],
    severity: 'medium',
    suggested_language: 'If the Receiving Party is required by law, regulation or legal process to disclose Confidential Information, it shall, where lawful, give the Disclosing Party prompt written notice so that it may seek a protective order, and shall disclose only the portion legally required.',
    enabled: true,
    detection: {
      topic: [
        // (an authority that can compel, not the power to act: "not required to make any inquiry to confirm such
        // authority", "obliged to enquire into the authority of any person", "the signing authority of", Western Copper)
        r`(?:required|compelled|requested|ordered|obliged|obligated|requirement|demand(?:ed)?)\b[^.;]{0,160}\b(?:law|court|regulat|subpoena|legal (?:process|proceeding)|judicial|government|tribunal|(?<!\b(?:such|its|his|her|their|signing|corporate|requisite|necessary|full|own|actual|apparent|ostensible|sufficient|express|implied)\s+)authority(?!\s+to\s+(?!disclos)|\s+of\s+(?:any|a|an|the|each|such)\s+(?:person|individual|signator\w*|officer|representative|employee|agent|director)s?\b)|stock exchange|interrogator|civil investigative|administrative)`,
        r`\b(?:subpoena|court order|legal process|judicial process|protective order)\b`,
        r`\b(?:law|laws|court|regulat\w*|authorit(?:y|ies)|tribunal|government\w*|regulator)\b[^.;]{0,60}\b(?:requires?|requiring|compels?|compelling|obliges?|demands?)\b[^.;]{0,80}\bdisclos|\b(?:law|court|regulat\w*|authorit(?:y|ies)|tribunal|government\w*|regulator)\b[^.;]{0,60}\borders\s+(?:[\w-]+\s+){0,4}?to\s+disclos`,
        r`\b(?:order|orders|request|demand)\b (?:of|by|from|issued by) (?:a |any |the )?(?:court|government|tribunal|regulat|competent|judicial|administrative)|(?:response|pursuant) to (?:a |any )?(?:valid |lawful )?(?:order|subpoena|request)`,
        // disclosure to an authority that merely asks ("to any governmental, regulatory or judicial authority that requests
        // it"), not one that compels it
        r`\bdisclos\w*\b[^.;]{0,80}?\b(?:to|with)\s+(?:any|a|an|the)\s+(?:[\w-]+,?\s+(?:or\s+|and\s+)?){0,4}(?:authorit(?:y|ies)|regulators?|courts?|tribunals?|agenc(?:y|ies)|government\w*|officials?)\b[^.;]{0,40}?\b(?:that|which|who)\s+(?:requests?|asks?\s+for|demands?|seeks?)\b`,
      ],
      // a notice that is dispensed with ("without notice", "need not notify") is no notice
      entail: [r`(?<!\bwithout (?:(?:any|prior|first|giving|further) )*)(?<!\b(?:need not|no|not required to|not obliged to|not obligated to|not bound to|(?:no|not (?:be )?under any) (?:obligation|duty|requirement) to) (?:(?:give|provide|any|prior) )*)\b(?:notice|notify|notifies|notif(?:ied|ication)|inform|informs|advise|apprise|alert)\b|protective order|seek (?:a |an )?(?:protective|appropriate|other) (?:order|remedy)`],
      // (also "shall be under no obligation to inform", "owes no duty to notify")
      contradict: [r`\bwithout (?:(?:any|prior|first|giving|further) )*(?:notice|notif\w*|informing|telling|advising|alerting)\b|\b(?:need not|(?:is |are |be )?not (?:required|obliged|obligated|bound) to|(?:has|have|owes?|(?:is|are|be) under) no (?:obligation|duty|requirement) to|not (?:be )?under any (?:obligation|duty) to)\s+(?:(?:give|provide|any|prior) )*(?:notice|notify|inform|advise|tell)\b`],
      window: 3,
      precedence: 'entail',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      clause_type: 'compelled_disclosure',
    },
  },
  {
    check_id: 'nda.confidentiality_of_agreement',
    title: 'The agreement and the discussions are confidential',
    category: 'use_and_disclosure',
    description: 'Whether the receiver must not disclose that the agreement was made or that negotiations are taking place (ContractNLI nda-10).',
    preferred_position: 'Neither party discloses the existence or terms of the agreement or of the discussions without consent, except as required by law.',
    fallbacks: ['Only the terms (not the existence) of the agreement are confidential.'],
    severity: 'low',
    suggested_language: 'Neither Party shall disclose the existence or terms of this Agreement or the fact that discussions concerning the Purpose are taking place, except with the other Party\'s prior written consent or as required by law.',
    enabled: true,
    detection: {
        // (session 24: a duty meant to outlast the agreement, ended by a general clause naming its clause by number)
        lapses_with_term: true,
      topic: [
        r`\b(?:existence|fact|status)\b[^.;]{0,80}\b(?:this (?:agreement|nda)|the agreement|discussions|negotiations|(?:are|is|were|have been) (?:negotiating|discussing|in (?:discussions|negotiations))|conversations|transaction|evaluation|relationship|(?:confidential )?(?:information|materials?) (?:has|have) been|evaluation material|investigation)`,
        r`\b(?:existence|fact)\b (?:that|of)[^.;]{0,80}\b(?:has|have) (?:obtained|received|been (?:made available|disclosed|provided|furnished))`,
        r`\b(?:discussions|negotiations)\b[^.;]{0,40}\b(?:are|is|have been) (?:taking place|being held|under ?way|ongoing|occurring)`,
        r`\b(?:not|no|neither|nor|without)\b[^.;]{0,120}disclos[^.;]{0,120}(?:(?:the )?(?:terms|substance|contents?|nature) of (?:this agreement|the discussions|any discussions|such discussions|the negotiations|any negotiations)|that (?:discussions|negotiations|investigations|the parties)|(?:its )?participation in|${PURPOSE_DISCLOSED}|the (?:proposed )?transaction)`,
        r`(?:terms(?: and conditions)?|contents?|substance) of (?:this agreement|the discussions|these negotiations)\b[^.;]{0,60}\b(?:shall|will|must|is|are)\s+(?:\w+\s+){0,4}?(?:confidential|not be disclosed)`,
        // an announcement ban counts when it names the agreement or the dealings; a publicity rule in general, or a
        // permission or promise to announce ("shall issue a joint press release concerning this Agreement"), does not
        r`\b(?:no|not|neither|nor|never|prohibited from|refrain from|prior to (?:making|issuing|releasing|the release of))\b[^.;]{0,160}${ANNOUNCEMENT}|${ANNOUNCEMENT}[^.;]{0,160}\b(?:only (?:as|with|upon|after|if|by)|without (?:the )?(?:\w+ )?(?:prior )?(?:written )?(?:consent|approval)|(?:consent|approval) of|mutually agreed|prior (?:\w+ )?(?:written )?(?:consent|approval|review)|for (?:its )?approval)`,
        // the agreement itself kept confidential: "This Agreement ... shall be kept confidential", "confidentiality regarding this Agreement"
        // (the agreement as the subject, not "information disclosed under this Agreement shall be kept confidential")
        r`^\W*(?:[a-z0-9]{1,4}[.)]\s*)*(?:this agreement|the (?:existence|terms(?: and conditions)?|contents) (?:hereof|of this agreement))\b[^.;]{0,120}\b(?:shall|will|must|is to|are to) be (?:kept|held|treated|maintained)\b[^.;]{0,20}\b(?:in |as )?(?:strict(?:est|ly)? )?confiden|\b(?:keep|hold|treat|maintain)\s+(?:the (?:existence|terms(?: and conditions)?|contents) of\s+)?this agreement\s+(?:\w+\s+){0,3}?(?:in |as )?(?:strict(?:est|ly)? )?confiden|\b(?:keep|hold|treat|maintain)\s+the (?:existence|terms(?: and conditions)?|contents) of\s+this agreement\b[^.;]{0,80}?\b(?:in|as) (?:strict(?:est|ly)? )?confiden|\bconfidential(?:ity)? (?:regarding|of|concerning|as to|with respect to) this agreement`,
        r`\b(?:disclos(?:e|es|ed|ing)|announc(?:e|es|ed|ing))\b[^.;]{0,40}?${PURPOSE_DISCLOSED}`,
      ],
      entail: [r`.`],
      exclude: [r`(?:this agreement|the agreement) (?:shall|will) (?:terminate|expire|be governed)`],
      precedence: 'entail',
      positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'acceptable' },
      // one party free to announce the dealings without the other's consent, wherever the document says so
      // ... or the terms of the agreement taken out of what is confidential (DEALINGS_CARVED_OUT)
      override: [DEALINGS_ANNOUNCED_FREELY, DEALINGS_CARVED_OUT, DEALINGS_ANNOUNCED_BY_ONE],
      problem: { overridden: 'One party may announce the agreement or the discussions without the other\'s consent' },
      override_problems: ['One party may announce the agreement or the discussions without the other\'s consent', 'The terms of the agreement and the discussions are carved out of what is confidential', 'One party may announce the agreement or the discussions to anyone'],
      clause_type: 'confidentiality_obligations',
    },
  },
  {
    check_id: 'nda.no_reverse_engineering',
    title: 'No reverse engineering',
    category: 'use_and_disclosure',
    description: 'Whether the receiver must not reverse engineer, decompile or disassemble objects embodying Confidential Information (ContractNLI nda-11).',
    preferred_position: 'Reverse engineering, decompiling and disassembling are prohibited.',
    fallbacks: ['Silence, where no prototypes, samples or software are exchanged.'],
    severity: 'low',
    suggested_language: 'The Receiving Party shall not reverse engineer, decompile, disassemble or analyse the composition of any prototype, sample, software or other object that embodies the Disclosing Party\'s Confidential Information.',
    enabled: true,
    detection: {
        // (session 24: a duty meant to outlast the agreement, ended by a general clause naming its clause by number)
        lapses_with_term: true,
      topic: [r`reverse[- ]?engineer|decompil|disassembl|reverse[- ]?assembl|chemical(?:ly)? analy|analy[sz]e the (?:composition|structure)|analys[ie]s[^.;]{0,80}(?:structure|composition)|(?:must|shall|will) not be analy[sz]ed`],
      entail: [r`.`],
      // the act permitted, alone or among other acts the permission lists ("may examine, disassemble and reverse
      // engineer", "is free to test, analyse and decompile"); not a permission negated ("Neither Party is permitted to",
      // "may not"); a permission held by the discloser over its own samples is dropped by the shared reader; or the act
      // left free by "nothing ... prevents" or "does not prohibit" (NOT_PREVENTED_FROM_TAKING_APART)
      contradict: [r`(?<!\b(?:not|no|never|neither|nor|nothing)\b[^.;,]{0,40})\b(?:may|can|(?:is|are|shall be|will be) (?:permitted|entitled|free|allowed|authori[sz]ed|at liberty) to|(?:has|have|shall have|will have) the right to)\s+(?!not\b)(?:(?:also|freely)\s+)?(?:[a-z-]+(?:\s+[a-z-]+)?\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|and\/or)\s+)){0,6}(?:reverse[- ]?engineer|decompil|disassembl)`, NOT_PREVENTED_FROM_TAKING_APART, TAKEN_APART_AFTER_ALL],
      precedence: 'contradict',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
      clause_type: 'confidentiality_obligations',
    },
  },
  {
    check_id: 'nda.independent_development',
    title: 'Independent development is permitted',
    category: 'exclusions',
    description: 'Whether the receiver may independently develop information similar to Confidential Information (ContractNLI nda-12).',
    preferred_position: 'Information independently developed without use of the discloser\'s information is excluded, and each party remains free to develop similar products.',
    fallbacks: ['Independent development is excluded if shown by contemporaneous written records.'],
    severity: 'medium',
    suggested_language: 'Confidential Information does not include information that the Receiving Party independently develops without use of or reference to the Disclosing Party\'s Confidential Information, and nothing in this Agreement prevents either Party from developing products or services similar to those of the other Party.',
    enabled: true,
    detection: {
      topic: [
        r`independent(?:ly)?[^.;]{0,40}(?:develop|creat|conceiv|deriv|generat|produc|discover|acquir)`,
        r`(?:develop|creat|conceiv|deriv|generat)(?:ed|s|ing)?\b[^.;]{0,80}(?:independently|without (?:the )?(?:use|benefit|reference|aid|access|reliance|breach|utili[sz]ation))`,
        r`(?:developing|develop|acquir)[^.;]{0,80}(?:similar|competing|competitive)[^.;]{0,40}(?:products?|services?|technolog|information)`,
        // (also a freedom to develop, design or build software or systems "similar / comparable to" the other's, "may ...
        // design or build software comparable to", "from developing ... similar to those", "Nothing ... is a
        // representation ... that the Receiving Party will not develop ... similar", and a bar on it:
        // DEVELOPMENT_BARRED)
        r`(?:\b(?:may|free\s+to|from|(?:right|entitled|able|permitted)\s+to)|\bnothing\b[^.;]{0,160}?\bnot)(?:\s*,[^,.;]{1,100},)?\s+(?:\w+\s+){0,3}?(?:develop(?:s|ed|ing)?|(?:design|build)(?:s|ed|ing)?(?=\s+(?:or\s+\w+\s+)?(?:any|a|an|the|its|their|software|products?|systems?|technolog\w*|tools?|solutions?)\b)|built)\b[^.;]{0,100}?\b(?:similar|comparable|competing|competitive)\b(?:\s+to\b|[^.;]{0,40}?\b(?:software|systems?|solutions?|devices?|tools?|processes|methods|platforms?)\b)`,
        DEVELOPMENT_BARRED,
      ],
      entail: [r`.`],
      contradict: [r`(?:shall|will|may) not[^.;]{0,40}(?:develop|create)[^.;]{0,80}(?:similar|competing|competitive)`],
      precedence: 'entail',
      // (or a bar on developing similar products whether or not the information is used: DEVELOPMENT_BARRED)
      override: [EXCLUSIONS_DISAPPLIED[0], DEVELOPMENT_BARRED, DEVELOPMENT_PRESUMED_DERIVED],
      override_problems: ['Independent development is not protected', 'A party may not develop products similar to the other\'s, even without using its information', 'What the recipient develops is presumed to use the discloser\'s information'],
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      problem: { unacceptable: 'Independent development is not protected', missing: 'Independent development is not excluded' },
      clause_type: 'standard_exclusions',
    },
  },
  {
    check_id: 'nda.third_party_acquisition',
    title: 'Information from third parties is excluded',
    category: 'exclusions',
    description: 'Whether the receiver may acquire information similar to Confidential Information from a third party (ContractNLI nda-13).',
    preferred_position: 'Information lawfully received from a third party without a duty of confidentiality is excluded.',
    fallbacks: ['Excluded if the receiver did not know the third party owed a duty of confidentiality.'],
    severity: 'medium',
    suggested_language: 'Confidential Information does not include information that the Receiving Party rightfully receives from a third party without a duty of confidentiality to the Disclosing Party.',
    enabled: true,
    detection: {
      topic: [
        r`(?:receiv(?:e|es|ed|ing)|obtain(?:s|ed|ing)?|acquir(?:e|es|ed|ing)|disclosed|furnished|provided|made available|comes?|came|becomes?|become|available)\b[^.;]{0,160}\b(?:from|by|through|via)\b[^.;]{0,20}(?:a |any |another |other )?(?:third[- ]part(?:y|ies)|source other than|person other than|other sources?|non-?party|independent source|source (?:that|which|who) is not)`,
        r`third[- ]part(?:y|ies)[^.;]{0,120}(?:without (?:any |an? )?(?:restriction|obligation|breach|duty)|not (?:under|bound|subject)|(?:lawfully|rightfully|legally) (?:in|entitled|obtained|possess))`,
        r`from a source other than|(?:receiv|obtain|acquir)\w*[^.;]{0,60}\bfrom other (?:parties|sources)`,
        r`\b(?:source|third[- ]part(?:y|ies)|third person|person|entity)\b[^.;]{0,150}(?:not (?:known|obligated|bound|subject|under|prohibited|breaching|in breach)|without (?:any )?(?:restriction|breach|obligation|duty)|entitled to disclose|(?:lawfully|rightfully|legally)|legal right|no (?:obligation|duty))`,
        r`rightfully (?:possess\w*|receive\w*|obtain\w*|acquire\w*)|non-?confidential basis|(?:learned|received|obtained|revealed)[^.;]{0,60}(?:from|by) (?:a |any )?third`,
      ],
      entail: [r`.`],
      // claims brought by third parties (indemnities, infringement), and a definition that takes in information received from
      // third parties, are not the exclusion
      exclude: [r`\bclaims?\b[^.;]{0,20}\b(?:by|of|from) (?:any )?third[- ]part|\b(?:indemnif\w*|hold\w* [^.;]{0,30}harmless)\b|\binfring\w*|\b(?:shall|will) (?:also )?include\b[^.;]{0,80}\b(?:obtained|received|acquired)\b[^.;]{0,60}\bfrom (?:a |any )?third[- ]part`],
      precedence: 'entail',
      override: EXCLUSIONS_DISAPPLIED,
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      fallback_when: { patterns: [KNOWLEDGE_QUALIFIED], note: 'Information from a third party is excluded only where the receiving party does not know of the source\'s duty of confidence' },
      problem: { unacceptable: 'Information received from third parties is not excluded', missing: 'Information received from third parties is not excluded' },
      clause_type: 'standard_exclusions',
    },
  },
  {
    check_id: 'nda.no_license_granted',
    title: 'No licence or rights granted',
    category: 'ownership',
    description: 'Whether the agreement grants the receiver no right in the Confidential Information (ContractNLI nda-15).',
    preferred_position: 'Disclosure grants no licence or other right; all information remains the discloser\'s property.',
    fallbacks: ['A limited licence to use the information for the Purpose only.'],
    severity: 'high',
    suggested_language: 'All Confidential Information remains the property of the Disclosing Party. No licence or other right in any Confidential Information or intellectual property is granted or implied by this Agreement, except the limited right to use Confidential Information for the Purpose.',
    enabled: true,
    detection: {
      topic: [
        r`\bno (?:other )?(?:rights?|licen[cs]es?|title|interest|ownership)\b[^.;]{0,200}(?:grant|implie|convey|transfer|confer|created|given|acquire|obtain|is or shall be|by virtue)`,
        r`(?:\bnot\b|\bnothing\b|\bneither\b|\bnor\b|\bcannot\b)[^.;]{0,120}\b(?:grant|granting|conferr?|convey|transfer|vest|construed as|deemed|implied|give|create|acquires?|receives?|obtains?|deduce)(?:s|ed|red|ring|ing)?\b(?! to (?:prevent|restrict|prohibit|preclude|limit))[^.;]{0,120}\b(?:rights?|licen[cs]es?|title|interest|ownership)`,
        r`\bproperty\b[^.;]{0,120}\b(?:shall|will) (?:remain|be vested|vest)\b[^.;]{0,20}\b(?:with|in)\b`,
        r`(?:remain|be and remain|is and shall remain|are and shall remain|shall be|will remain|shall remain|\bis|\bare)[^.;]{0,40}(?:the )?(?:sole |exclusive |sole and exclusive )?property of`,
        r`\b(?:title|ownership)\b[^.;]{0,80}\b(?:remain|vest|be retained|shall be retained)`,
        r`\b(?:retains?|reserves?)\b[^.;]{0,40}\b(?:all )?(?:right|rights|title|ownership|interest)`,
        r`(?:no|without) (?:explicit or implied |express or implied )?transfer of (?:ownership|title|rights)`,
        r`\bno (?:license|licence)\b`,
      ],
      entail: [r`.`],
      contradict: [r`hereby grants?[^.;]{0,80}(?:licen[cs]e|right)[^.;]{0,80}(?:confidential information|information)`],
      // (nor rights kept against a waiver, "shall not be construed as a waiver of any other rights", nor rights given as
      // remedies, "any rights, remedies or claims")
      exclude: [r`reserves? the right to|no (?:right|obligation) to (?:disclose|proceed|enter|purchase|negotiate)|(?:obligat|require)[^.;]{0,30}to (?:disclose|provide|furnish)|no rights? (?:or|nor) obligations? (?:to|with respect to) (?:the )?(?:transaction|proceed)|\b(?:construed|deemed|operate|treated|considered)\s+(?:as\s+|to\s+be\s+)?(?:an?\s+)?waiver\b|\brights?,?\s+(?:(?:and|or)\s+)?remed(?:y|ies)\b`],
      // a licence to the information wider than the Purpose, beside the no-licence words (WIDE_LICENCE)
      override: [WIDE_LICENCE],
      precedence: 'entail',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      clause_type: 'no_license',
    },
  },
  {
    check_id: 'nda.return_or_destroy',
    title: 'Return or destruction of information',
    category: 'return_and_retention',
    description: 'Whether the receiver must return or destroy Confidential Information when the agreement ends or on request (ContractNLI nda-16).',
    preferred_position: 'On request or at the end of the agreement, the receiver returns or destroys the information and, on request, certifies that it has done so.',
    fallbacks: ['Return or destruction on request only.'],
    severity: 'medium',
    suggested_language: 'Upon the Disclosing Party\'s written request or the termination of this Agreement, the Receiving Party shall promptly return or destroy all Confidential Information of the Disclosing Party in its possession and, on request, confirm in writing that it has done so.',
    enabled: true,
    detection: {
      topic: [
        r`\b(?:return(?:ed|s|ing)?|destroy(?:ed|s|ing)?|destruction|delet(?:e|ed|ion)|eras(?:e|ed|ure)|purge|deliver(?:ed)? (?:up|back)|surrender(?:ed|s)?)\b`,
        // handing the material back in other words: "all copies of the Information ... will be delivered to ..."
        r`\ball\b[^.;]{0,40}\b(?:copies|information|materials?|documents)\b[^.;]{0,100}\b(?:shall|will|must) (?:promptly )?be (?:promptly )?(?:delivered|handed (?:over|back))\b`,
      ],
      // the end of the agreement or of the purpose triggers it; where the same sentence makes it wait for a request ("if the
      // transaction is not consummated, ... shall, upon X's written request, ..."), it is return on request, the fallback
      // (the trigger is looked for first, so that the unbounded look-behind runs only where a trigger starts)
      // (not where the sentence refuses the duty as a whole: "under no obligation to return ... on termination")
      entail: [r`^(?![\s\S]*${RETURN_REFUSED})[\s\S]*?(?=${RETURN_TRIGGER})(?<!${ON_REQUEST}[^.;]*)${RETURN_TRIGGER}(?![^.;]*${ON_REQUEST})`],
      contradict: [r`\b(?:need not|(?:is |are |be )?not (?:required|obliged|obligated) to|has no obligation to|have no obligation to|shall have no obligation to)\s+(?:\w+ ){0,2}(?:return|destroy|delete)\b`, RETURN_REFUSED],
      // return or destruction on request only: the playbook's fallback, not its preferred position
      fallback: [r`\b(?:shall|must|will|agrees? to|undertakes? to)\b[^.;]{0,60}\b(?:return|destroy|delete)[^.;]*\brequest|\brequest\b[^.;]{0,120}\b(?:shall|must|will|agrees? to)\b[^.;]{0,60}\b(?:return|destroy|delete)`],
      window: 2,
      exclude: [r`return (?:receipt|on investment)|tax return|in return for|returned? (?:mail|receipt)|return (?:this|the|a) (?:signed |executed |completed )?(?:\w+ )?(?:agreement|form|nda)\b`],
      precedence: 'entail',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      // (or a later clause, wherever it stands, that frees the recipient from returning or destroying any of it:
      // RETURN_TAKEN_BACK)
      override: [RETURN_TAKEN_BACK],
      problem: { overridden: 'A later clause frees the recipient from returning or destroying the information at all' },
      clause_type: 'return_or_destruction',
    },
  },
  {
    check_id: 'nda.permitted_copies',
    title: 'Copies may be made',
    category: 'use_and_disclosure',
    description: 'Whether the receiver may make copies of Confidential Information in some circumstances (ContractNLI nda-17).',
    preferred_position: 'Copies may be made only as reasonably necessary for the Purpose, and copies remain subject to the agreement.',
    fallbacks: ['No copies without the discloser\'s prior written consent.'],
    severity: 'low',
    suggested_language: 'The Receiving Party may make only such copies of Confidential Information as are reasonably necessary for the Purpose; all copies remain Confidential Information and shall carry the Disclosing Party\'s confidentiality notices.',
    enabled: true,
    detection: {
      topic: [r`\b(?:cop(?:y|ies|ying)|reproduc(?:e|ed|tion|tions|ing)|duplicat(?:e|ed|ion)|photocop(?:y|ied))\b`],
      entail: [
        r`\b(?:cop(?:y|ies)|reproduc\w*|duplicat\w*)\b[^.;]{0,160}\b(?:except|unless|other than|save)\b[^.;]{0,120}\b(?:necessary|required|purpose|need|extent|use by|performance|evaluat)`,
        r`(?:may|shall be (?:entitled|permitted)|is permitted|are permitted|permitted to|entitled to) (?:make|retain|keep|create)[^.;]{0,40}(?:cop(?:y|ies)|notes|reproductions)`,
        r`(?:only|solely) (?:make )?(?:such )?(?:cop(?:y|ies)|reproductions)[^.;]{0,60}(?:as|that) (?:are|is) (?:strictly |reasonably )?(?:necessary|required)`,
        r`(?:cop(?:y|ies)|reproductions?)[^.;]{0,80}(?:shall|will|must) (?:bear|contain|reproduce|include|retain)[^.;]{0,60}(?:notice|legend|marking)`,
        r`(?:retain|keep)[^.;]{0,40}(?:one|1|an?) (?:\(1\) )?(?:archival |archive |single )?cop(?:y|ies)`,
        // "may copy and reproduce ... only as necessary for the Purpose", "is entitled to duplicate ... as reasonably required"
        r`(?:\bmay|entitled to|permitted to)\s+(?:\w+\s+(?:and|or)\s+)?(?:copy|reproduce|duplicate)\b[^.;]{0,100}?\b(?:only|solely|as|to the extent)\b[^.;]{0,40}?\b(?:necessary|required|needed|requires)\b`,
      ],
      contradict: [
        r`\b(?:not|no|never)\b[^.;]{0,60}\b(?:cop(?:y|ies)|reproduc\w*|duplicat\w*|photocop\w*)\b[^.;]{0,160}\bwithout\b[^.;]{0,60}(?:consent|permission|approval|authori[sz]ation)`,
        r`\b(?:not|never)\b[^.;]{0,30}\b(?:copy|reproduce|duplicate|photocopy)\b(?![^.;]{0,200}\b(?:except|unless|other than|save as|only)\b)`,
        // copying at the end of a list of prohibited acts ("shall not reverse engineer, decompile ... or copy")
        r`\b(?:shall|will|must|may) not\b[^.;]{0,120}(?:,|\bor|\/or)\s+(?:copy|reproduce|duplicate|photocopy)\b(?![^.;]{0,200}\b(?:except|unless|other than|save as|only)\b)`,
        r`\b(?:not|no)\b[^.;]{0,30}(?:cop(?:y|ies)|reproductions?)[^.;]{0,40}(?:shall|will|may) be (?:made|taken)(?![^.;]{0,200}\b(?:except|unless|other than)\b)`,
      ],
      exclude: [r`(?:return|destroy|deliver)[^.;]{0,100}(?:all )?(?:copies|reproductions)|(?:copies|reproductions)[^.;]{0,100}(?:returned|destroyed)|\bretain|counterparts?|facsimile|signature|copy of (?:this|the) agreement|copies of (?:this|the) agreement|\bcopyright`],
      precedence: 'contradict',
      positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'acceptable' },
      // copies made without bound, or released from the agreement, wherever the document says so
      override: [COPIES_AT_WILL, COPIES_FREED],
      problem: { overridden: 'The receiving party may make unlimited copies, or copies that are not protected by the agreement' },
      clause_type: 'confidentiality_obligations',
    },
  },
  {
    check_id: 'nda.no_solicitation',
    title: 'No solicitation of personnel',
    category: 'restrictive_covenants',
    description: 'Whether the receiver must not solicit the discloser\'s employees or other representatives (ContractNLI nda-18).',
    preferred_position: 'No non-solicitation covenant in an NDA; if one is requested, it is mutual, limited to 12 months and to employees met through the Purpose, and allows general advertisements.',
    fallbacks: ['A mutual 12-month non-solicitation of employees introduced through the Purpose, with a general-advertising carve-out.'],
    severity: 'medium',
    suggested_language: 'Nothing in this Agreement restricts either Party from soliciting or hiring any person, including through general advertisements not targeted at the other Party\'s personnel.',
    enabled: true,
    detection: {
      topic: [
        r`\b(?:solicit\w*|hire|hiring|employ|recruit\w*|entice|induce|engage|contact)\b[^.;]{0,160}\b(?:employees?|personnel|officers?|staff|directors?|representatives|consultants|customers?|clients?|suppliers?|workers|individuals?|persons? (?:employed|who is|who are)|partners|in the employ)`,
        r`\bnon-?solicit`,
      ],
      entail: [r`\b(?:not|no|refrain|neither|nor)\b[^.;]{0,200}\b(?:solicit|hire|employ|recruit|entice|induce|contact)|\bnon-?solicit`],
      contradict: [r`nothing[^.;]{0,80}(?:restrict|prevent|prohibit)[^.;]{0,60}(?:solicit|hir)`],
      exclude: [
        r`solicit(?:ation)? (?:of )?(?:proxies|proxy|offers|bids)`,
        r`^(?![^]*\b(?:solicit|hire|hiring|recruit|entice|induce))[^]*\b(?:engage|become involved|carry on|invest|participate|be (?:employed|interested))\b[^.;]{0,80}\b(?:either )?as an? (?:employee|officer|director|agent|consultant|partner|advis[eo]r|owner|shareholder|stockholder)\b`,
      ],
      precedence: 'contradict',
      positions: { entailed: 'acceptable', contradicted: 'preferred', not_mentioned: 'preferred' },
      // the fallback is a 12-month covenant: one that runs longer ("for twenty-four (24) months", "two years") is worse
      // than every fallback, whoever it binds
      max_months: { preferred: 0, fallback: 12 },
      problem: { unacceptable: 'The non-solicitation covenant runs longer than 12 months' },
      clause_type: 'no_solicit_of_employees',
    },
  },
  {
    check_id: 'nda.survival_of_obligations',
    title: 'Obligations survive termination',
    category: 'term',
    description: 'Whether some obligations continue after the agreement ends (ContractNLI nda-19).',
    preferred_position: 'Confidentiality obligations survive termination for a fixed period (two to five years), and indefinitely for trade secrets.',
    fallbacks: ['Survival for the period of the agreement\'s term plus at least two years.'],
    severity: 'high',
    suggested_language: 'The Receiving Party\'s obligations under this Agreement survive its termination or expiry for three (3) years, and for trade secrets for as long as they remain trade secrets under applicable law.',
    enabled: true,
    detection: {
      tiers: [SURVIVAL_TIER],
      topic: [
        r`\bsurviv`,
        r`(?:continue|remain|be)[^.;]{0,80}(?:in (?:full )?(?:force|effect)|binding|bound|apply|applicable|obligat)[^.;]{0,160}(?:after|following|beyond|notwithstanding|subsequent to|despite|regardless of)[^.;]{0,60}(?:terminat|expir|return|completion|conclusion|end)`,
        r`(?:after|following|beyond|from)[^.;]{0,40}(?:the )?(?:terminat|expir|disclosure)[^.;]{0,160}(?:for a (?:further )?period|years?\b|months?\b)`,
        r`(?:shall|will) not (?:terminate|expire|lapse)[^.;]{0,40}(?:but|and shall)|(?:continue|remain)[^.;]{0,40}(?:indefinitely|in perpetuity|without limit(?:ation)? (?:of|in) time|perpetual)`,
        r`(?:terminat|expir)[^.;]{0,120}(?:shall|will|does|do) not (?:affect|relieve|release|discharge)`,
        r`(?:obligations?|duties|undertakings?)\b[^.;]{0,120}\b(?:shall|will) continue (?:in respect of|with respect to|as to)`,
        r`(?:obligations?|undertakings?|duties)[^.;]{0,120}(?:for a period of|until)[^.;]{0,40}(?:years?|months?|(?:such )?(?:time|date) as)`,
        r`(?:shall|will) continue (?:to )?(?:apply|be (?:subject|held|bound)|to treat|to receive|to protect)|(?:remain|continue)[^.;]{0,20}bound by|whether during or after|(?:time limitation|limitation of time|without limit(?:ation)? (?:of|in|as to) time)|in confidence for a period of|confidential for a period of|continue to be bound|remain subject to (?:the|this|these)|(?:continue|remain)[^.;]{0,20}(?:after|following|beyond) (?:the )?(?:terminat|expir)|(?:keep|maintain|hold)[^.;]{0,60}(?:permanently|in perpetuity|indefinitely)|notwithstanding (?:the )?(?:return|destruction|terminat|expir)`,
      ],
      entail: [r`.`],
      exclude: [r`survivor|surviving (?:entity|corporation|company)`],
      // the undertakings said to end with the agreement: "may be terminated ... whereupon all undertakings under it shall
      // cease", "all obligations of the parties shall terminate upon termination of this Agreement" (not with some kept:
      // "except", "all other obligations", "survive", "continue", nor only a duty to disclose more or to perform, nor
      // obligations ending with something else: "upon termination of the Offering"; "other" only of other obligations,
      // not the counterparty: "... and neither party shall have any further liability to the other")
      override: [r`^(?![^.;]*\b(?:except|save|other\s+(?:than|obligations?|provisions?|terms?|clauses?|sections?|undertakings?|duties|rights?)|surviv\w*|continu\w*|remain\w*|notwithstanding|provided|disclos\w*|deliver\w*|perform\w*|pay\w*)\b)[^.;]*(?:\bterminat\w*\b[^.;]{0,240}\b(?:whereupon|upon which|at which time|and thereupon)\b[^.;]{0,40}\b(?:all\s+)?(?:obligations?|undertakings?|duties)\b[^.;]{0,60}\b(?:shall|will)\s+(?:immediately\s+|forthwith\s+)?(?:cease|end|terminate|lapse|expire)\b|\b(?:all\s+)?(?:obligations?|undertakings?|duties)\b[^.;]{0,80}\b(?:shall|will)\s+(?:immediately\s+|forthwith\s+)?(?:cease|end|terminate|lapse|expire)\b[^.;]{0,20}\b(?:up)?on\s+(?:the\s+)?(?:terminat|expir)\w*\b(?!\s+of\s+(?!(?:this|the)\s+(?:agreement|contract)\b)))`],
      precedence: 'entail',
      // the duties outlive the agreement, but for less than a year: below the fallback's two years (the outcome stays
      // entailed: some obligations survive)
      narrow: { promise: SURVIVES, only: [SURVIVES_BRIEFLY], position: 'unacceptable', note: 'The obligations outlive the agreement by less than a year' },
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      clause_type: 'survival',
    },
  },
  {
    check_id: 'nda.retention_after_return',
    title: 'Retention of copies after return',
    category: 'return_and_retention',
    description: 'Whether the receiver may keep some Confidential Information after return or destruction, e.g. legal or backup copies (ContractNLI nda-20).',
    preferred_position: 'The receiver may keep copies required by law or professional rules, and automatic electronic backups, which stay confidential.',
    fallbacks: ['No retention except one archival copy kept by legal counsel.'],
    severity: 'low',
    suggested_language: 'The Receiving Party may retain copies of Confidential Information to the extent required by law or by its bona fide record-retention policies, and in automatic electronic back-ups, provided that such copies remain subject to this Agreement.',
    enabled: true,
    detection: {
      topic: [r`\b(?:retain(?:ed|s)?|retention|keep|kept|archiv\w*|back-?ups?|backed up)\b`, r`\b(?:return(?:ed)?|destroy(?:ed)?|destruction|delete|deleted|erase|purge)\b`],
      entail: [
        // (also past an aside: "may, however, retain")
        r`(?:may|might|can|shall be (?:entitled|permitted|allowed)|is (?:entitled|permitted|allowed)|are (?:entitled|permitted|allowed)|be permitted|be entitled|be allowed)(?:,[^,.;]{1,40},)?(?: to)?(?: \w+)? (?:retain|keep|maintain|archive|hold)\b`,
        r`(?:will|shall) not be (?:made|required)|no such (?:destruction|deletion|return)|not (?:be )?(?:obliged|obligated|required) to (?:return|destroy|delete|erase|purge)`,
        r`\b(?:retain|keep|maintain)\b[^.;]{0,80}\b(?:one|1|an?|single)\b(?: \(1\))? (?:archival |archive |file |record |legal |secure )?cop(?:y|ies)`,
        r`(?:except|other than|save|unless|excluding|provided (?:however|that))[^.;]{0,160}(?:retain|retention|required (?:to be kept |to retain )?by (?:applicable )?(?:law|regulation|rules)|back-?up|archiv|legal (?:hold|or regulatory)|compliance purposes|record[- ]keeping|record retention|automatic(?:ally)?)`,
        r`(?:not|no)\b[^.;]{0,20}(?:be )?(?:required|obligated|obliged)\b[^.;]{0,40}(?:to )?(?:return|destroy|delete|erase|purge)`,
        r`(?:back-?up|archiv\w*)[^.;]{0,160}(?:not (?:be )?required|shall not|need not|permitted|may|exempt|excluded)`,
        r`\bnotwithstanding\b[^.;]{0,120}\b(?:retain|keep)`,
        r`(?:required|obliged|obligated)\b[^.;]{0,80}\bto retain\b|(?:required|obliged|obligated) by (?:applicable )?(?:law|regulation|rule)[^.;]{0,40}\bto keep\b|shall not apply to the extent[^.;]{0,160}\b(?:retain|keep)\b`,
        r`(?:return|destruction)[^.;]{0,60}(?:impossible|impracticable|not (?:reasonably )?practicable|unduly)`,
      ],
      contradict: [
        r`(?:not|no|never|without)\b[^.;]{0,30}(?:be )?(?:retain(?:ed|ing)?|keep(?:ing)?|kept)\b[^.;]{0,60}(?:cop(?:y|ies)|confidential|information|materials|any|in any form|thereafter)`,
        r`(?:retain|keep)[^.;]{0,20}no (?:cop(?:y|ies)|confidential|information|materials)`,
        r`permanently (?:deleted|erased|destroyed)|(?:including|and) (?:any and )?all (?:copies|reproductions)[^.;]{0,80}(?:returned|destroyed)|(?:return|destroy)[^.;]{0,60}(?:including|together with) (?:any and )?all (?:copies|records|reproductions|extracts)`,
      ],
      // what is kept is the recipient's to choose, or stops being confidential: the retention the check reads, worse than
      // every fallback (the outcome stays entailed: copies are kept)
      narrow: { promise: r`\b(?:retain|retained|retention|keep|kept|archiv|back-?ups?|backed up)\b`, only: [RETAINED_AT_WILL, RETAINED_FREED], position: 'unacceptable', notes: ['The recipient may keep whatever copies it chooses after return or destruction', 'Copies kept after return or destruction are no longer confidential'] },
      exclude: [r`return (?:receipt|on investment)|tax return|in return for|retain (?:the )?(?:services|counsel|an? )|retain(?:s|ed)? (?:all |its )?(?:right|title|ownership|interest)|keep (?:it |the |such |all )?(?:[a-z ]{0,30})?(?:confidential|secret|in confidence)|keep[^.;]{0,30}(?:informed|records of)|retain(?:ed)? in (?:confidence|(?:its|their) (?:memory|minds?))|residual`],
      precedence: 'entail',
      positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'acceptable' },
      // a later clause that switches the confidentiality duty off for the copies kept (COPIES_FREED_LATER), wherever it
      // stands: the retention reads ordinary in its own clause
      override: [COPIES_FREED_LATER],
      override_problems: ['Copies kept after return or destruction stop being confidential after a time'],
      clause_type: 'return_or_destruction',
    },
  },
  // ---- checks beyond ContractNLI ----
  {
    check_id: 'nda.mutuality',
    title: 'Mutual obligations',
    category: 'structure',
    description: 'Whether both parties disclose and are bound (mutual) or only one party is bound (one-way).',
    preferred_position: 'Mutual: both parties disclose and receive, under the same obligations.',
    fallbacks: ['One-way, where only the other party discloses and our obligations are otherwise standard.'],
    severity: 'medium',
    suggested_language: 'Each Party may disclose Confidential Information to the other Party, and each Party, when it receives Confidential Information, is a "Receiving Party" with the obligations set out in this Agreement.',
    enabled: true,
    detection: {
      topic: [r`\b(?:mutual|each party|either party|both parties|one-way|unilateral)\b`],
      key_term: 'mutual',
      // (though both disclose, one party released from the obligations of confidence that bind the other: worse than the
      // one-way fallback, where only the other party discloses)
      override: [ONE_PARTY_RELEASED, ONE_PARTY_FREE],
      override_problems: ['One party is released from the obligations of confidence that bind the other', 'One party may use and disclose what it receives from the other freely, while the other is bound'],
      positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'acceptable' },
      clause_type: 'parties',
    },
  },
  {
    check_id: 'nda.term_length',
    title: 'Length of the confidentiality obligations',
    category: 'term',
    description: 'How long the agreement and the confidentiality obligations last.',
    preferred_position: 'A stated term for the confidentiality obligations of two to five years (trade secrets for as long as they remain trade secrets).',
    fallbacks: ['Up to ten years, or an indefinite duty limited to trade secrets.'],
    severity: 'medium',
    suggested_language: 'This Agreement continues for two (2) years from the Effective Date. The Receiving Party\'s obligations survive for three (3) years after the termination or expiry of this Agreement.',
    enabled: true,
    detection: {
      topic: [r`\b(?:term|period|duration|expire|terminate|surviv|years?|months?|indefinitely|perpetu)`],
      // how long the obligations last (their survival, else the agreement's term), judged against tiers
      key_term: 'survival',
      preferred_max_months: 60,
      acceptable_max_months: 120,
      indefinite_position: 'unacceptable',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      problem: { missing: 'The agreement does not say how long the obligations last' },
      clause_type: 'term',
    },
  },
  {
    check_id: 'nda.governing_law',
    title: 'Governing law stated',
    category: 'disputes',
    description: 'Whether the agreement names the law that governs it (and the courts that hear disputes).',
    preferred_position: 'The law and courts of our home jurisdiction; otherwise a neutral, well-developed commercial law.',
    fallbacks: ['The law of the other party\'s jurisdiction, with non-exclusive jurisdiction of its courts.'],
    severity: 'medium',
    suggested_language: 'This Agreement is governed by the laws of {{governing_law}}, and the courts of {{governing_law}} have exclusive jurisdiction over any dispute arising from it.',
    enabled: true,
    detection: {
      topic: [r`governed by|governing law|laws? of the state|jurisdiction|${GOVERNING_LAW_PHRASE}[^.;]{0,40}?\blaws?\b`],
      key_term: 'governing_law',
      positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'missing' },
      problem: { missing: 'No governing law is stated' },
      clause_type: 'governing_law',
    },
  },
  {
    check_id: 'nda.residuals',
    title: 'No residuals clause',
    category: 'use_and_disclosure',
    description: 'Whether the receiver may use information retained in unaided memory (a residuals clause), which undermines the use restriction.',
    preferred_position: 'No residuals clause.',
    fallbacks: ['A residuals clause that excludes trade secrets, patents and the specific source of information, and grants no licence.'],
    severity: 'high',
    suggested_language: 'Nothing in this Agreement permits the Receiving Party to use or disclose Confidential Information retained in the unaided memory of its personnel.',
    enabled: true,
    detection: {
      topic: [r`\bresiduals?\b|unaided memor|retain(?:ed|s)? (?:\w+ )?in (?:the )?(?:\w+ )?(?:memory|memories|minds?)|mental impressions`],
      // a permission to use what people remember (also phrased as "nothing restricts"), not negated ("may not be used")
      contradict: [
        r`(?<!\b(?:nothing|not|no|neither|nor|never)\b[^.;]{0,100})\b(?:may|free to|entitled to|right to|permitted to|can)\b(?!\s+(?:not|never)\b)[^.;]{0,160}\b(?:use|disclose|exploit)`,
        r`\bnothing\b[^.;]{0,120}\b(?:restrict|prevent|prohibit|limit|preclude)s?\b[^.;]{0,160}\b(?:use|residual|memor)`,
        r`\b(?:no|not (?:be )?(?:subject to|under) any)\s+(?:obligation|restriction|liability)[^.;]{0,80}\b(?:use|residual|memor)`,
      ],
      precedence: 'contradict',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
      problem: { unacceptable: 'A residuals clause lets the recipient use information its people remember' },
      clause_type: 'residuals',
    },
  },
  {
    check_id: 'nda.injunctive_relief',
    title: 'Injunctive relief available',
    category: 'remedies',
    description: 'Whether the discloser may seek an injunction or other equitable relief for a breach without proving damages.',
    preferred_position: 'Breach may cause irreparable harm; the discloser may seek injunctive relief in addition to other remedies, without posting a bond.',
    fallbacks: ['Either party may seek injunctive relief in a court of competent jurisdiction.'],
    severity: 'medium',
    suggested_language: 'A breach of this Agreement may cause irreparable harm for which damages are not an adequate remedy, so the Disclosing Party may seek injunctive or other equitable relief in addition to any other remedy, without the need to post a bond.',
    enabled: true,
    detection: {
      topic: [r`injunct|equitable relief|specific performance|irreparabl|restraining order`],
      entail: [r`.`],
      // (relief refused is read by the shared reader, by who is refused it: scope.ts remedyDenied; a refusal to the recipient
      // alone, "The Receiving Party may not seek injunctive relief", leaves the discloser's remedy standing)
      // (or taken back in the same breath, RELIEF_TAKEN_BACK: damages the only remedy, relief only after a procedure or on
      // security for the whole claim)
      contradict: [r`(?<!\b(?:not|no|neither|never)\b[^.;]{0,40})\bwaives?[^.;]{0,40}(?:injunct|equitable)`, RELIEF_TAKEN_BACK],
      precedence: 'contradict',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      problem: { unacceptable: 'Injunctive relief is waived, or taken back: damages are the only remedy, or relief waits on a procedure or full security', missing: 'Injunctive relief is not provided for' },
      clause_type: 'remedies',
    },
  },
  {
    check_id: 'nda.liability_not_limited',
    title: 'Liability for a breach is not limited',
    category: 'remedies',
    description: 'Whether a party\'s liability for breaching the NDA is capped or cut down (a sum, only gross negligence, one party spared), which leaves the discloser without a real remedy.',
    preferred_position: 'No cap on either party\'s liability for a breach of its confidentiality obligations.',
    fallbacks: ['Neither party is liable for indirect or consequential losses; direct losses stay recoverable in full.'],
    severity: 'high',
    suggested_language: 'Nothing in this Agreement limits or excludes either Party\'s liability for a breach of its obligations under this Agreement.',
    enabled: true,
    detection: {
      // (only sentences that limit: the patterns below are read on these alone)
      topic: [r`\b(?:not\s+(?:be\s+)?(?:held\s+)?liable|no\s+liability|(?:neither|no\s+party)\b[^.;]{0,100}\bliab\w*|liabilit(?:y|ies)\b[^.;]{0,160}\b(?:exceed|limited\s+to)|(?:maximum|aggregate|total|cumulative)\s+liability|in\s+excess\s+of|in\s+no\s+event|under\s+no\s+circumstances)`],
      // a mutual exclusion of indirect or consequential losses: the fallback
      entail: [r`\b(?:neither|no|either|each)\s+party\b[^.;]{0,120}\bliab\w*[^.;]{0,160}\b(?:indirect|consequential|incidental|special|punitive|exemplary)\b|\b(?:in no event|under no circumstances)\s+(?:shall|will)\s+(?:either|any)\s+party\b[^.;]{0,120}\bliab\w*[^.;]{0,160}\b(?:indirect|consequential|incidental|special|punitive|exemplary)\b`],
      contradict: [
        // a cap: a sum, or only the losses some narrow fault causes
        r`\bliabilit(?:y|ies)\b[^.;]{0,160}\b(?:(?:shall|will|may|does|do)\s+not(?:\s+in\s+any\s+event)?\s+exceed|not\s+to\s+exceed|(?:is|are|shall\s+be|will\s+be)\s+limited\s+to)\b|\b(?:maximum|aggregate|total|cumulative)\s+liability\b|\bliable\b[^.;]{0,200}\b(?:in\s+excess\s+of|exceeding|more\s+than)\s+(?:[$€£]|(?:US|USD|EUR|GBP|CAD|AUD)\b|\d|the\s+(?:sum|amount))`,
        // one party alone spared liability for its breach or losses: "in no event shall Halberd be liable", "Acme shall
        // have no liability" (not "either party"; only an exclusion of the agreement's liabilities or of losses in general,
        // not one head allocated: taxes, a refused order)
        r`(?:\b(?:in no event|under no circumstances)\s+(?:shall|will)\s+${ONE_PARTY}\s+be\s+(?:held\s+)?liable${OF_THE_AGREEMENT_OR_LOSSES}|(?<![A-Za-z,]\s*)${ONE_PARTY}\s+(?:shall|will)\s+(?:not\s+be\s+(?:held\s+)?liable|(?:have|bear|incur)\s+no\s+liability))${OF_THE_AGREEMENT_OR_LOSSES}`,
      ],
      // a cap that leaves the confidentiality obligations outside it does not limit the NDA's remedy
      // (nor the discloser's disclaimer of its information's accuracy or use, nor a recipient held harmless for a
      // disclosure the agreement allows: "shall not be liable for such disclosure")
      // (nor a cap on "any other claim" in a sentence that leaves a breach of the confidentiality clauses unlimited:
      // UNLIMITED_FOR_CONFIDENTIALITY)
      exclude: [r`\b(?:accura\w*|completeness|errors?|omissions?|reliance|relying|rely|use of (?:the|any|such)\s+(?:\w+\s+){0,2}information|results? of (?:the|its|any) use)\b|\bliab\w*\s+(?:\w+\s+){0,3}?for\s+(?:the\s+|such\s+|any\s+|that\s+|a\s+)?disclosures?\b`, r`\b(?:except|excluding|other than|save|does not apply to|shall not apply to|will not apply to)\b[^.;]{0,80}\b(?:breach(?:es)?\s+of\s+(?:its\s+|their\s+|the\s+)?(?:confidentiality|this agreement|(?:section|clause)\s+\d)|confidentiality\s+obligations|obligations\s+(?:of\s+confidentiality|under\s+(?:this\s+agreement|(?:section|clause)\s+\d)))`, UNLIMITED_FOR_CONFIDENTIALITY],
      topic_only: 'not_mentioned',
      precedence: 'contradict',
      positions: { entailed: 'acceptable', contradicted: 'unacceptable', not_mentioned: 'preferred' },
      problem: { unacceptable: 'Liability for a breach of the NDA is capped or excluded' },
      clause_type: 'cap_on_liability',
      max_evidence: 3,
    },
  },
  {
    check_id: 'nda.assignment',
    title: 'Assignment needs consent',
    category: 'structure',
    description: 'Whether a party may assign the agreement only with the other\'s consent.',
    preferred_position: 'Neither party may assign without the other\'s prior written consent, except to a successor in a merger or sale of the business.',
    fallbacks: ['Assignment to affiliates without consent.'],
    severity: 'low',
    suggested_language: 'Neither Party may assign this Agreement without the prior written consent of the other Party, except to a successor to all or substantially all of its business, and this Agreement binds permitted successors and assigns.',
    enabled: true,
    detection: {
      topic: [r`\bassign(?:ed|ment|s|able)?\b|\btransfer(?:red)?\b[^.;]{0,40}(?:this agreement|rights)`],
      entail: [r`(?:not|no|neither|nor)[^.;]{0,100}\b(?:assign|transfer)|\bassign\w*[^.;]{0,120}without[^.;]{0,60}(?:consent|approval)|(?:consent|approval)[^.;]{0,60}\bassign`],
      // free assignment, unless to a successor or an affiliate (the MSA check's exceptions; an affiliate is the fallback)
      // (or to whomever the party picks: ASSIGN_TO_WHOEVER_IT_PICKS; or to an assignee defined as anyone, read through its
      // definition: DEFINED_TERMS_READ.assignees)
      contradict: [FREE_ASSIGNMENT, ASSIGN_TO_WHOEVER_IT_PICKS],
      fallback: [AFFILIATE_ASSIGNMENT],
      exclude: [r`assigned to (?:it|them) in|meaning(?:s)? assigned|the meanings? (?:ascribed|assigned|given)|\bassignee of the rights`],
      precedence: 'contradict',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
      reads_definitions: [DEFINED_TERMS_READ.assignees],
      clause_type: 'anti_assignment',
    },
  },
  {
    check_id: 'nda.non_compete',
    title: 'No non-compete',
    category: 'restrictive_covenants',
    description: 'Whether the NDA restricts a party from competing or doing business in a field (it should not).',
    preferred_position: 'No restriction on competing; each party remains free to pursue similar opportunities.',
    fallbacks: ['None: a non-compete does not belong in an NDA.'],
    severity: 'high',
    suggested_language: 'Nothing in this Agreement restricts either Party from competing with the other Party or from entering into any business relationship with any third party.',
    enabled: true,
    detection: {
      topic: [r`non-?compet|\bcompet(?:e|es|ing|ition|itive)\b|\bexclusiv`, SAME_PRODUCTS],
      entail: [r`(?:nothing|not|no)\b[^.;]{0,120}(?:restrict|prevent|prohibit|limit|preclude|obligat|require)[^.;]{0,160}(?:compet|similar|any (?:other )?(?:business|party|third part)|develop|enter)|(?:free|right) to[^.;]{0,80}(?:compet|similar|independently)|not (?:create|constitute|imply)[^.;]{0,40}exclusiv`],
      contradict: [
        r`(?:shall|will|must|agrees?(?: that it)?(?: shall| will)?|may|undertakes?) not\b[^.;]{0,240}\b(?:compete|competes|competing|competitive with|competitor of|engage in[^.;]{0,80}(?:compet|similar business|same (?:line of )?business))`,
        r`(?:shall|will) refrain from[^.;]{0,160}\bcompet`,
        r`\bneither\b[^.;]{0,60}\b(?:shall|will|may)\b[^.;]{0,200}\b(?:compete|competes|competing|competitive with)`,
        r`non-?compet(?:e|ition) (?:covenant|obligation|period|undertaking|restriction)`,
        SAME_PRODUCTS,
      ],
      exclude: [
        r`competitive (?:position|advantage|harm|disadvantage)|(?:competitor|competitors)\b[^.;]{0,40}(?:harm|injur|damage)|independent(?:ly)? develop`,
        // a restriction on using the information to compete is a use restriction, not a non-compete
        r`\buse\b[^.;]{0,80}(?:confidential|information|materials?|evaluation)[^.;]{0,60}\b(?:to|for|in order to|in connection with)\b[^.;]{0,30}\bcompet`,
        r`(?:nothing|not)\b[^.;]{0,120}(?:restrict|prevent|prohibit|limit|preclude)[^.;]{0,160}compet`,
        r`\b(?:be|is|are)\s+(?:restricted|prevented|prohibited|precluded|limited)\s+from[^.;]{0,60}compet`,
      ],
      precedence: 'contradict',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'preferred' },
      problem: { unacceptable: 'The NDA contains a non-compete' },
      clause_type: 'non_compete',
    },
  },
  {
    check_id: 'nda.standard_exclusions',
    title: 'Standard exclusions from confidentiality',
    category: 'exclusions',
    description: 'Whether information that is public, already known, independently developed or received from a third party is excluded.',
    preferred_position: 'All four standard exclusions apply: public through no fault of the receiver, already known, received from a third party without restriction, independently developed.',
    fallbacks: ['The exclusions apply if proved by written records.'],
    severity: 'high',
    suggested_language: 'Confidential Information does not include information that (a) is or becomes publicly available through no fault of the Receiving Party, (b) was lawfully known to the Receiving Party before disclosure without a duty of confidentiality, (c) is rightfully received from a third party without a duty of confidentiality, or (d) is independently developed by the Receiving Party without use of the Disclosing Party\'s Confidential Information.',
    enabled: true,
    detection: {
      topic: [r`public(?:ly)?(?: domain| available| known| knowledge)?|general(?:ly)? (?:available|known)|already (?:known|in (?:the|its) possession)|prior to (?:the )?(?:disclosure|receipt)|(?:in (?:the|its) )?possession`],
      entail: [r`(?:public domain|publicly (?:available|known)|generally (?:available|known) (?:to|by|among) the public|available to the public|becomes? public|part of the public|publicly disclosed)`],
      precedence: 'entail',
      // the list cut short: public and third-party information only, nothing for what the recipient already knew or
      // develops itself (the outcome stays entailed: some exclusions are stated)
      narrow: { promise: PUBLIC_EXCLUDED, only: [EXCLUSIONS_CUT_SHORT], position: 'unacceptable', note: 'The exclusions leave out information the receiving party already knew or develops independently' },
      fallback_when: { patterns: [WRITTEN_PROOF], note: 'The exclusions apply only where the receiving party proves them by its written records' },
      override: EXCLUSIONS_DISAPPLIED,
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      problem: { unacceptable: 'The standard exclusions from confidentiality are disapplied', missing: 'The standard exclusions from confidentiality are missing' },
      clause_type: 'standard_exclusions',
    },
  },
  {
    check_id: 'nda.definition_breadth',
    title: 'Confidential Information is defined and bounded',
    category: 'scope',
    description: 'Whether the agreement defines Confidential Information, and whether the definition is bounded to information that is in fact confidential.',
    preferred_position: 'A definition covering non-public information disclosed in connection with the Purpose, in any form.',
    fallbacks: ['"All information disclosed", if the standard exclusions apply.'],
    severity: 'high',
    suggested_language: '"Confidential Information" means all non-public information, in any form, that a Party (the "Disclosing Party") discloses to the other Party (the "Receiving Party") in connection with the Purpose and that is marked as confidential or would reasonably be understood to be confidential.',
    enabled: true,
    detection: {
      topic: [
        r`(?:["“]\s*(?:confidential|proprietary|evaluation)\s+(?:information|materials?)\s*["”]|confidential information\s*\)?,?\s*(?:shall |will )?(?:mean|include|refer|is defined)s?\b)`,
        r`(?:information|data|materials)[^.;]{0,250}\((?:collectively,?\s*|together,?\s*|hereinafter\s*)?(?:the\s*|as\s*)?["“]\s*(?:confidential|proprietary)\s+(?:information|materials?)`,
      ],
      entail: [r`.`],
      contradict: [r`whether or not (?:such information is |it is )?(?:confidential|proprietary|non-?public)|regardless of whether (?:such information is |it is )?(?:confidential|proprietary|public)|(?:including|includes) (?:information (?:that is )?)?(?:publicly available|in the public domain)`, DEFINED_EVEN_IF_PUBLIC],
      precedence: 'contradict',
      positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
      problem: { unacceptable: 'Confidential Information covers information that is not confidential', missing: 'Confidential Information is not defined' },
      clause_type: 'definition_confidential_information',
    },
  },
];

/** Issue titles for the ContractNLI checks, stating the problem (their titles state the position). */
const NLI_PROBLEMS: Record<string, { unacceptable?: string; missing?: string }> = {
  'nda.explicit_identification': { unacceptable: 'Information is protected only if marked confidential', missing: 'The agreement does not say whether unmarked information is protected' },
  'nda.technical_information_only': { unacceptable: 'Only technical information is protected; business information is not' },
  'nda.oral_information_included': { unacceptable: 'Orally disclosed information is not protected', missing: 'The agreement does not say whether oral disclosures are protected' },
  'nda.limited_use': { unacceptable: 'The recipient may use the information beyond the stated purpose', missing: 'Use of the information is not limited to a purpose' },
  'nda.sharing_with_employees': { unacceptable: 'The recipient may not share the information with the employees who need it' },
  'nda.sharing_with_third_parties': { unacceptable: 'The recipient may not share the information with its advisers', missing: 'The agreement does not say whether advisers may receive the information' },
  'nda.compelled_disclosure_notice': { unacceptable: 'No notice is required before a compelled disclosure', missing: 'Compelled disclosure is not addressed' },
  'nda.confidentiality_of_agreement': { unacceptable: 'The agreement and the discussions may be disclosed' },
  'nda.no_reverse_engineering': { unacceptable: 'The recipient may reverse engineer the information' },
  'nda.no_license_granted': { unacceptable: 'The agreement grants rights in the confidential information', missing: 'The agreement does not say that no licence is granted' },
  'nda.return_or_destroy': { unacceptable: 'The recipient need not return or destroy the information', missing: 'Return or destruction of the information is not required' },
  'nda.permitted_copies': { unacceptable: 'The recipient may not make the copies it needs' },
  'nda.no_solicitation': { unacceptable: 'The NDA restricts hiring or soliciting staff' },
  'nda.survival_of_obligations': { unacceptable: 'The obligations end when the agreement ends', missing: 'The agreement does not say whether the obligations survive termination' },
  'nda.retention_after_return': { unacceptable: 'The recipient may keep copies after return or destruction' },
  'nda.mutuality': { unacceptable: 'Only one party is protected' },
  'nda.assignment': { unacceptable: 'A party may assign the agreement without consent' },
};
for (const c of NDA_CHECKS) {
  const p = NLI_PROBLEMS[c.check_id];
  if (p && c.detection) c.detection.problem = { ...p, ...c.detection.problem };
}

export const NDA_PLAYBOOK: Playbook = {
  id: 'pbk_nda_standard',
  object: 'playbook',
  name: 'Standard mutual NDA',
  document_type: 'nda',
  version: 2,
  built_in: true,
  based_on: null,
  checks: NDA_CHECKS,
};
