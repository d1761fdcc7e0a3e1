/**
 * The built-in data processing agreement playbook (pbk_dpa_standard), from the controller's side.
 * One check per term GDPR Article 28(3) requires of a processor contract (instructions,
 * confidentiality of personnel, security, sub-processors, assistance, deletion or return, audits),
 * plus breach notification (Art. 33(2)) and international transfers (Chapter V).
 */
import { CONSENT_BY_USE, FREE_TO, OWN_DISCRETION, OWN_OPINION, WITHOUT_TELLING } from './shared.js';
import { BREACH_HOURS_TIER, DELETION_DAYS_TIER, PROCESSOR_AUDIT_TIER, SUBPROCESSOR_NOTICE_TIER } from './tier-data.js';
import type { Playbook } from '../types.js';
import { COMMERCIAL_CHECKS as C } from './msa.js';
import { renamed } from './shared.js';

const r = String.raw;
const NAMES = { customer: 'Controller', provider: 'Processor' };
/**
 * A sub-processor the controller itself imposes ("that Controller has required Processor to use", "designated by the
 * Controller"): the controller's choice, which a processor may fairly decline to answer for (gaps25).
 */
const CONTROLLERS_CHOICE = r`\b(?:required|instructed|mandated|designated|specified|selected|chosen|directed|nominated)\s+(?:\w+\s+){0,2}?by\s+(?:the\s+)?(?:controller|customer|client|you)\b|\b(?:controller|customer|client)\s+(?:has\s+|have\s+)?(?:required|instructed|mandated|designated|specified|selected|chosen|directed|nominated)\b`;
/** The subject of a disclaimer is not the controller ("The Controller shall bear no responsibility for ..."). */
const NOT_THE_CONTROLLER = r`(?<!\b(?:controller|customer|client|you)\b[^.;]{0,30})`;
/**
 * Liability for the sub-processors disclaimed: "shall not be liable for the acts or omissions of its Sub-processors" (or
 * "for that sub-processor's performance"),
 * "shall have no liability ... for any breach ... by a Sub-processor", "is not responsible for any failure by a
 * sub-processor", "accepts no liability for the performance of its Sub-processors", "are not liable to you for anything
 * our sub-processors do" (gaps25). What is disclaimed is the sub-processors or what they do, not a thing that only names them
 * ("any taxes arising out of its engagement of Sub-processors", "claims caused by the negligence of the Controller, its
 * subcontractors"), and the one disclaiming is not a sub-processor itself (CUAD read with the DPA playbook).
 */
const SUB_DISCLAIMED = r`(?:(?<!\bsub-?(?:processor|contractor)s?\b[^.;]{0,30})\b(?:not|no|never)\b(?:\s+\w+){0,3}?\s+(?:be\s+)?(?:held\s+)?(?:liable|responsible|accountable|liability|responsibility)\b(?:\s+(?:\w+\s+){0,2}?to\s+(?:the\s+)?[\w-]+)?,?\s+(?:for|in\s+respect\s+of|with\s+respect\s+to|regarding|arising\s+from)\s+(?:the\s+|any\s+|its\s+|their\s+|our\s+|such\s+|each\s+)?(?:(?:acts?|omissions?|errors?|breach\w*|failures?|performance|conduct|negligence|defaults?|anything|whatever|what|work|services?)\b[^.;]{0,60}?)?\bsub-?(?:processor|contractor)s?\b|(?<!\bsub-?(?:processor|contractor)s?\b[^.;]{0,30})\b(?:not|no|never)\b(?:\s+\w+){0,3}?\s+(?:be\s+)?(?:held\s+)?(?:liable|responsible|accountable|liability|responsibility)\b,?\s+(?:for|in\s+respect\s+of|with\s+respect\s+to|regarding)\s+(?:the\s+|any\s+|its\s+|their\s+|such\s+|each\s+|that\s+|a\s+)?sub-?(?:processor|contractor)['’]s?\s+(?:acts?|omissions?|errors?|breach\w*|failures?|performance|conduct|negligence|defaults?)\b)`;
/**
 * The processor's own use of the data beside the controller's instructions: "may also process it for Processor's own
 * legitimate business purposes", "is entitled to use Personal Data to improve and develop its own services" (a sentence
 * about the data: not a licence to use the other party's name in advertising). The own purpose may come late, after a
 * form or a list ("save that it may also use Personal Data, in de-identified form or otherwise, to benchmark, train and
 * improve its models"), but not past a "not" or an "only to".
 */
/**
 * The people who handle the data released from confidence: a duty to bind them that is negated ("not be required to
 * ensure", "under no obligation to procure", "need not require"), access "without" any duty of confidence, or the
 * undertakings themselves "not required"; in a sentence that names the processor's people. Also access "without any
 * confidentiality agreement", and the duty said "not to apply" or "not to extend" to some of the people (contractors,
 * agency, temporary or offshore staff) in a sentence about confidentiality, the duty named by its clause number too
 * ("Clause 2.1 does not extend to agency workers"), and access "without signing any confidentiality undertaking"
 * (session 24, misses19; not "may not access ... without").
 */
const STAFF = r`\b(?:personnel|employees?|staff|persons?|individuals?|contractors?|subcontractors?|sub-contractors?|agents?|workers?|representatives?|team)\b`;
const STAFF_UNBOUND = r`^(?=[\s\S]*${STAFF})(?:[\s\S]*\b(?:(?:not|never)\s+(?:be\s+)?(?:required|obliged|obligated|bound|necessary|needed)|need\s+not|no\s+(?:\w+\s+){0,2}?(?:obligation|duty|requirement|need)s?)\s+(?:\w+\s+){0,3}?(?:to\s+)?(?:ensure|procure|require|make\s+sure|bind|impose|obtain|secure|have)\b[^.;]{0,140}\bconfiden\w*|[\s\S]*\bwithout\s+(?:(?:being|their\s+being|them\s+being)\s+)?(?:subject\s+to|bound\s+by|under|having\s+(?:given|signed|accepted))\s+(?:any\s+|an?\s+)?(?:\w+\s+)?(?:duty|duties|obligations?|undertakings?|agreements?|commitments?)\s+(?:of|to)\s+(?:keep\s+\w+\s+)?confiden\w*|[\s\S]*\bconfidentiality\s+(?:undertakings?|obligations?|agreements?|commitments?|duties)\b[^.;]{0,40}?\b(?:shall|will|are|is|need|do|does)\s+not\s+(?:be\s+)?(?:required|needed|necessary|obtained|imposed|apply)|[\s\S]*\bwithout\s+(?:any\s+|an?\s+)?(?:\w+\s+)?(?:confidentiality|non-?disclosure)\s+(?:undertakings?|obligations?|agreements?|commitments?|dut(?:y|ies))|(?=[\s\S]*\bconfiden\w*)[\s\S]*\b(?:(?:this|that|the\s+foregoing|such|the)\s+(?:clause|section|paragraph|obligation|duty|requirement|undertaking)s?\s+(?:\w+\s+)?|(?:clause|section|paragraph|article)\s+\d+(?:\.\d+)*(?:\s*\([a-z0-9]+\))?\s+)(?:does|do|shall|will)\s+not\s+(?:apply|extend)\s+to\b[^.;]{0,60}?${STAFF})|^(?=[\s\S]*${STAFF})(?![\s\S]*\b(?:not|never|no\s+one|nobody|only\s+after)\b[^.;]{0,60}\bwithout\b)[\s\S]*\bwithout\s+(?:first\s+)?(?:signing|giving|accepting|entering\s+into|having\s+(?:signed|given|accepted))\s+(?:any\s+|an?\s+)?(?:\w+\s+)?(?:confidentiality|non-?disclosure)\s+(?:undertakings?|obligations?|agreements?|commitments?|dut(?:y|ies)|statements?|forms?)`;

/**
 * The staff's duty of confidentiality made to end when they leave: "That commitment ends when the person leaves",
 * "undertakings ... lapse when their employment ends" (the duty named, or "that commitment" the sentence before made), "bound to confidentiality only for as long as they are employed"
 * (not a duty that survives, continues after they leave, or binds them afterwards).
 */
const STAFF_FREED_ON_LEAVING = r`^(?=[\s\S]*${STAFF})(?=[\s\S]*\b(?:confiden\w*|(?:that|this|such|these|those|the|their|its)\s+(?:commitments?|undertakings?|dut(?:y|ies)|obligations?)))(?![\s\S]*\b(?:surviv\w*|continu\w*|afterwards|thereafter|after\s+(?:\w+\s+){0,2}(?:leave|leaves|left|cease|ceases|end|ends)|at\s+all\s+times|indefinite\w*|perpetu\w*)\b)[\s\S]*(?:\b(?:lapse|lapses|cease|ceases|end|ends|expire|expires|terminate|terminates|falls?\s+away|no\s+longer\s+appl(?:y|ies))\b[^.;]{0,60}\b(?:when|on|upon|once|at|with)\b[^.;]{0,40}\b(?:leaves?|leaving|left|departure|depart\w*|(?:employment|engagement)\s+(?:ends|ceases|terminates)|end\s+of\s+(?:their|his|her|its|the)\s+(?:employment|engagement)|ceas\w*\s+to\s+be\s+(?:employed|engaged))|\bonly\s+(?:for\s+(?:so|as)\s+long\s+as|while|whilst|during)\b[^.;]{0,60}\b(?:employ\w*|engag\w*))`;

/** The data a DPA protects, by its usual names. */
const PERSONAL_DATA = r`(?:personal data|personal information|(?:customer|controller|client|user) (?:personal )?data)\b`;
const OWN_USE_PURPOSE = r`(?:for (?:its|their|\w+['’]s?) own\b|for any (?:other )?purpose|\bany other purposes?\b(?!\s+(?:other than|except|save|unless))|\b(?:benchmark\w*|(?:develop|improv|enhanc|refin)\w*(?: (?:and|or) (?:develop|improv|enhanc|refin)\w*)? (?:of )?(?:its|their) (?:own )?(?:[\w-]+\s+){0,2}?(?:products|services|models)|train\w*\b[^.;]{0,60}\b(?:models?|algorithms?|artificial intelligence|machine[- ]learning|AI))\b)`;
const OWN_USE = r`(?=[^.;]*\b(?:personal data|personal information|(?:customer|controller|client) data)\b)[^.;]*?(?<!\b(?:not|no)\b[^.;]{0,40})(?:may|is entitled to|shall be entitled to|reserves the right to)\s+(?:also\s+|in addition\s+|additionally\s+|further\s+)?(?:process|use)\b(?:[^.;]{0,80}\b(?:analytics|product development|(?:market|advertis)\w*)\b|(?:(?!\b(?:not|never)\b|\bonly\s+(?:to|for|on|as|in accordance)\b)[^.;]){0,160}?${OWN_USE_PURPOSE})`;

/**
 * The same, promised as what the processor will do rather than what it may do: "will process Personal Data on the
 * Controller's instructions and, in addition, to train the models it offers to other customers", "shall also use it
 * for its own business purposes" (no "not" between the verb and the purpose; "for any purpose" not followed by "other
 * than").
 */
const OWN_USE_DUTY = r`(?=[^.;]*\b(?:personal data|personal information|(?:customer|controller|client) data)\b)(?<!\b(?:not|no)\b[^.;]{0,40})\b(?:shall|will)\s+(?:also\s+)?(?:process|use)\b(?:(?!\b(?:not|never|only|solely|exclusively)\b)[^.;]){0,120}?(?:\bfor (?:its|their|\w+['’]s?) own\b|\bfor any (?:other )?purpose\b(?!\s+(?:other than|except|save|unless))|\btrain\w*\b[^.;]{0,60}\b(?:models?|algorithms?|artificial intelligence|machine[- ]learning)\b|\b(?:develop|improv)\w*\b[^.;]{0,40}\b(?:its|their) (?:own )?(?:products|services|models|offerings)\b|\b(?:products|services|models)\b[^.;]{0,30}\b(?:offer\w*|provid\w*|sold|sells?)\b[^.;]{0,20}\bto (?:its|their) other (?:customers|clients)\b)`;
/**
 * Personal data kept, stored or processed wherever the processor or its sub-processors happen to be: "may store and
 * process Personal Data in any country in which they maintain facilities", "may transfer it to, and process it in, any
 * country where they operate", "wherever its sub-processors are" (not "in any country the Controller approves", nor
 * where the sentence names the safeguards).
 */
/**
 * Transfers allowed to named countries and then to "any other country" where the processor, its group or its
 * sub-processors operate, the catch-all joined by "and" or "or" ("to the United States, the Philippines and any other
 * country in which the Processor's group has an office"), with no safeguard or prior consent named in the sentence.
 */
const ANY_OTHER_GROUP_COUNTRY = r`^(?=[\s\S]*\b(?:transfer|store|process|host|access|move|relocat|export)\w*)(?![\s\S]*\b(?:standard contractual|adequa\w*|binding corporate|appropriate safeguards|article 4[5-9]|chapter v|prior\s+(?:written\s+)?(?:consent|approval|authori[sz]ation))\b)[\s\S]*\b(?:and|or)\s+(?:to\s+|in\s+)?any\s+other\s+(?:country|countries|jurisdiction|territory|location)\s+(?:in\s+which|where|that)\b[^.;]{0,80}\b(?:has|have|operates?|maintains?|is\s+located|are\s+located|offices?|facilit(?:y|ies)|affiliates?|group|sub-?processors?|data\s+cent(?:re|er)s?)\b`;
const ANYWHERE = r`\b${FREE_TO}\s+(?:\w+\s+){0,4}?(?:transfer|store|process|host|access|keep|move|relocate)\w*\b[^.;]{0,80}?\b(?:(?:in|to|from),?\s+any (?:other )?(?:country|countries|jurisdiction|territory|location)|wherever\s+(?:it|they|the\s+\w+|its\s+[\w-]+)\b|anywhere(?!\s+(?:in|within)\s+(?:the\s+)?(?:EEA|European|EU|Union|United Kingdom|UK|Switzerland|adequa\w*)))\b(?![^.;]{0,40}\b(?:approved|authori[sz]ed|agreed|consented)\b)(?![^.;]{0,160}\b(?:standard contractual|adequa\w*|binding corporate|appropriate safeguards|article 4[5-9]|chapter v)\b)`;

/**
 * A right to change the security measures that expressly reaches a change for the worse, the floor swallowed by its own
 * proviso: "may modify the measures from time to time, including in a way that lowers the overall level of security",
 * "may update them even if an update reduces the protection", or removes, relaxes or withdraws the measures themselves:
 * "including by removing or relaxing any of the measures", "even where a variation withdraws some of them", the measures
 * named bare ("including by dropping measures", "which may include discontinuing safeguards") (not
 * "provided that no update reduces ...", nor measures whose purpose is to reduce a risk).
 */
const SECURITY_REDUCIBLE = r`\b(?:may|can|reserves the right to|is entitled to|shall be free to)\b[^.;]{0,80}\b(?:change|modif|amend|alter|vary|varie|update|replac|revis)\w*\b[^.;]{0,120}\b(?:including|includes?|even if|even where|even though|even when|whether or not|notwithstanding that|regardless of whether|irrespective of whether)\b[^.;]{0,40}(?:\b(?:reduc|lower|degrad|decreas|diminish|weaken)\w*\s+(?:the\s+)?(?:overall\s+|general\s+)?(?:(?:level|standard|degree)\s+of\s+)?(?:security|protection)\b|\b(?:reduc|lower|lessen|degrad|downgrad|decreas|diminish|weaken|remov|relax|withdr[ae]w|discontinu|drop|delet|abandon)\w*\b(?:\s+(?:or|and)\s+\w+ing)?\s+(?:(?:any|some|all|one|each|either|several)\s+(?:or\s+more\s+)?of\s+(?:them|those|these|the\s+(?:[\w-]+\s+){0,2}?(?:measures|safeguards|controls))|(?:(?:the|those|these|such|its|their|any)\s+)?(?:[\w-]+\s+){0,2}?(?:measures?|safeguards?|controls?))\b)`;

/**
 * The security measures the processor may change at will, with no floor: measures "as the Processor may update them from
 * time to time", "may change those measures from time to time without the Controller's approval", "may revise the
 * security measures ... at any time". Not where the sentence keeps a floor ("provided that no update materially lowers
 * the overall level of security", "no change may reduce the protection", "no less protective", "equivalent"), nor an
 * update made "in accordance with clause 5" (the clause that sets the rule for changes, read where it is), nor a
 * change that can only raise the protection ("strengthen", "improve").
 */
const SECURITY_FLOOR = r`(?:provided|so long as|as long as|without (?:reducing|lowering|degrading|weakening)|(?:shall|will|does|do|must|may) not (?:materially )?(?:reduce|lower|degrade|decrease|diminish|weaken)|no (?:such )?(?:change|update|modification|revision|amendment)\w* (?:shall|will|may|must) (?:materially )?(?:reduce|lower|degrade|decrease|diminish|weaken)|only (?:if|where|when|to the extent)|equivalent|equally|no less|at least (?:the same|as (?:protective|secure|good))|improv\w*|strengthen\w*|enhanc\w*|(?:in accordance with|subject to|under|as (?:permitted|provided) (?:by|in))\s+(?:clause|section|paragraph|article)s?\s+\d)`;
/**
 * The measures the processor may cut at will, told or not (session 26, misses21): "may change, replace or reduce any
 * measure in Annex 2 at any time", "may reduce or withdraw any of those measures at its discretion", "reserves the right
 * to downgrade the measures in Schedule 2" (a right to lower them, not a change that must keep the level; not the
 * controller's own choice, nor "may not").
 */
const MEASURES_CUT_AT_WILL = r`(?<!\b(?:controller|customer|client|data\s+exporter)\s+)\b(?:may|can|reserves\s+the\s+right\s+to|is\s+(?:entitled|free)\s+to|shall\s+be\s+(?:entitled|free)\s+to)\s+(?:(?:at\s+any\s+time|from\s+time\s+to\s+time|unilaterally)\s+)?(?:[a-z]+(?:\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and|and\/or)\s+)){0,4}(?:reduce|lower|downgrade|degrade|withdraw|remove|lessen|weaken|diminish|relax|discontinue|drop)\s+(?:(?:any|all|some|each|one|either)\s+(?:(?:or\s+more\s+|or\s+all\s+)?of\s+)?)?(?:(?:the|those|these|such|its|their)\s+)?(?:[\w-]+\s+){0,2}?(?:measures?|safeguards?|controls?)\b(?![^.;]{0,160}\b(?:${SECURITY_FLOOR}|(?:with|on)\s+(?:the\s+)?(?:controller|customer|client)['’]s\s+(?:prior\s+)?(?:written\s+)?(?:consent|approval|agreement))\b)`;
const CHANGE_VERB = r`(?:update|amend|change|modify|revise|vary|alter)(?:s|d|ed)?`;
/** The controller by its usual names: a change it makes to its own instructions is no change of the processor's measures. */
const CONTROLLER_SIDE = r`(?:controller|customer|client|data\s+exporter)`;
const SECURITY_CHANGED_AT_WILL = r`^(?![\s\S]*\b${SECURITY_FLOOR}\b)(?=[\s\S]*\b(?:measures|security|safeguards|controls)\b)[\s\S]*(?:\bas\s+(?!(?:the\s+)?${CONTROLLER_SIDE})(?:\w+\s+){0,3}?(?:may|shall|will)\s+(?:\w+\s+)?${CHANGE_VERB}\s+(?:(?:them|it|the\s+same|such\s+measures)\s+)?(?:from\s+time\s+to\s+time|at\s+any\s+time|periodically)\b|\bas\s+${CHANGE_VERB}\s+(?:by\s+(?:the\s+)?[\w-]+\s+)?(?:from\s+time\s+to\s+time|at\s+any\s+time|periodically)\b|\bwhich\s+(?!(?:the\s+)?${CONTROLLER_SIDE})(?:\w+\s+){0,3}?(?:may|can)\s+${CHANGE_VERB}\b[^.;]{0,40}?\b(?:unilaterally|at\s+any\s+time|from\s+time\s+to\s+time|periodically|without\b[^.;]{0,30}\b(?:consent|approval|agreement))|(?<!\b${CONTROLLER_SIDE}\s+)\b(?:may|can|reserves the right to|is entitled to|is free to)\s+(?:\w+\s+(?:or|and)\s+)?${CHANGE_VERB}\s+(?:(?:its|the|their|any|such|those|these)\s+)?(?:[\w-]+\s+){0,2}?(?:measures|safeguards|security|controls|standards)\b[^.;]{0,80}?\b(?:without\b[^.;]{0,30}\b(?:consent|approval|agreement|authori[sz]ation)|at\s+any\s+time|unilaterally))`;

/**
 * Personal data kept or disposed of as the processor's own policies say, kept in backups without limit, or kept at the
 * processor's option: "delete or return Personal Data in accordance with its data retention policy", "in line with the
 * Service Provider's records-management policies", "copies held in backup systems may be kept indefinitely", "shall, at
 * its option, delete the Personal Data or retain it", "at the choice of the data importer, delete ... or retain it for as
 * long as the data importer considers appropriate", "for as long as its business needs require" (not the controller's
 * policy or choice, nor a backup kept until overwritten within a stated time).
 */
const PROCESSOR_REF = r`(?:its|their|the\s+(?:processor|vendor|supplier|service\s+provider|provider|data\s+importer|sub-?processor)['’]?s?|(?:processor|vendor|supplier|provider)['’]s?)`;
const KEPT_ON_ITS_OWN_TERMS = r`\b(?:in\s+accordance\s+with|in\s+line\s+with|consistent\s+with|under|pursuant\s+to|as\s+(?:set\s+out|provided|required)\s+(?:in|by)|per)\s+${PROCESSOR_REF}\s+(?:(?:own|standard|internal|usual|normal|then[- ]current|applicable)\s+)*(?:data\s+|document\s+|information\s+|records?\s+)?(?:retention|records?[- ]management|deletion|archiving|destruction|disposal)\s+(?:polic(?:y|ies)|schedules?|procedures?|practices?|periods?)\b|\b(?:back-?ups?|backed[- ]up|archiv\w*)\b[^.;]{0,120}\b(?:indefinitely|permanently|in\s+perpetuity|without\s+(?:any\s+)?(?:time\s+)?limit\w*)|\bat\s+${PROCESSOR_REF}\s+(?:sole\s+|own\s+|absolute\s+)?(?:option|election|choice|discretion)\b[^.;]{0,120}\b(?:retain|keep|hold|store)\b|\bfor\s+as\s+long\s+as\s+(?:its|their|[\w-]+['’]s?)\s+(?:own\s+)?(?:business|commercial|operational|internal)\s+(?:needs?|purposes?|requirements?)\b|\bat\s+the\s+(?:sole\s+|own\s+|absolute\s+)?(?:option|election|choice|discretion)\s+of\s+(?:the\s+)?(?:processor|vendor|supplier|service\s+provider|provider|data\s+importer|sub-?processor)\b[^.;]{0,120}\b(?:retain|keep|hold|store)\b|\b(?:retain|keep|hold|store)\w*\b[^.;]{0,60}\bfor\s+as\s+long\s+as\s+(?!(?:the\s+)?${CONTROLLER_SIDE})(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:considers?|deems?|thinks?|judges?)\s+(?:it\s+)?(?:appropriate|fit|useful|desirable|necessary(?![^.;]{0,40}\b(?:law|legal\w*|regulat\w*|compl\w*)\b))`;

/**
 * A deletion duty that gives way whenever the processor so chooses, the protection swallowed by its own proviso: "shall
 * delete the Personal Data, unless the Processor elects to retain it", "save where it decides to keep a copy" (not a
 * retention the controller chooses or the law requires).
 */
const RETAINED_AT_ITS_ELECTION = r`\b(?:unless|except (?:where|if|to the extent|in so far as)|save (?:where|if|to the extent|in so far as)|other than where|but not (?:where|if))\s+(?!(?:the\s+)?(?:controller|customer|client|data exporter|law|applicable law|required|union|member state)\b)(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:elects?|chooses?|decides?|wishes?|prefers?|opts?|determines?)\s+(?:\w+\s+){0,2}?to\s+(?:retain|keep|hold|store|archive|continue to (?:use|process|hold|store))\b`;

/**
 * An audit right that can be exercised only by reading what the processor chooses to hand over: "may audit ... only by
 * reviewing the Processor's latest ISO certificate", "solely through the summary report of its external auditor" (not
 * where an inspection follows if the report does not answer: "unless", "except").
 */
const AUDIT_ON_PAPER_ONLY = r`\b(?:audit|inspect|verif|review|assess)\w*\b[^.;]{0,200}\b(?:only|solely|exclusively)\s+(?:by|through|via|by way of|in the form of|by means of|on the basis of)\s+(?:(?:reviewing|reading|receiving|examining|requesting|obtaining|inspecting|consulting|a review of|the review of)\s+)?(?:(?:a|an|the|its|their|any|[\w-]+['’]s?)\s+)?(?:[\w-]+\s+){0,4}?(?:reports?|certificat\w*|summar(?:y|ies)|questionnaires?|attestations?|documentation|documents)\b(?![^.;]{0,120}\b(?:unless|except|save|other than)\b)`;

/**
 * A duty to protect the data that names no measures, only a standard of care: "shall take reasonable steps to protect
 * the personal data", "will use commercially reasonable efforts to keep Customer Personal Data secure", "shall maintain
 * commercially reasonable security", "all reasonable precautions". Article 28(3)(c) asks for the measures of Article 32
 * (appropriate technical and organisational measures); a sentence that names them, names measures (encryption, access
 * controls) or points to a schedule that lists them is not bare.
 */
const DATA_CARE_TOPIC = r`\b(?:steps|efforts|endeavou?rs|precautions|care|measures)\s+(?:\w+\s+){0,3}?to\s+(?:protect|secure|safeguard|keep)\b[^.;]{0,80}\b(?:personal\s+data|personal\s+information|data)\b|\b(?:keep|hold|store)\s+(?:the\s+|all\s+|any\s+)?(?:[\w-]+\s+){0,2}?(?:personal\s+data|personal\s+information|data)\s+(?:secure|safe)(?:ly)?\b`;
const SECURITY_DUTY = r`^(?![\s\S]*\bassist\w*)[\s\S]*\b(?:shall|will|must|agrees?\s+to|undertakes?\s+to|(?:is|are)\s+(?:required|obliged)\s+to)\b[^.;]{0,80}\b(?:protect|secur|safeguard|measures|precautions)`;
const BARE_CARE = r`^(?![\s\S]*\b(?:technical\s+and\s+organi[sz]ational|article\s+32|encrypt\w*|pseudonymi\w*|access\s+controls?|(?:set\s+out|described|listed|specified|detailed)\s+in\s+(?:the\s+)?(?:schedule|annex|appendix|exhibit|attachment)|(?:schedule|annex|appendix|exhibit|attachment)\s+[\w.]+)\b)[\s\S]*\b(?:(?:commercially\s+)?reasonable\s+(?:steps|efforts|endeavou?rs|precautions|care|measures|security|safeguards|(?:level|standard)\s+of\s+(?:security|protection|care))|reasonably\s+(?:protect|secure|safeguard))\b`;

/** A number of months over twelve, in words or figures: "thirty-six (36)", "24", "eighteen"; and of years over one. */
const MONTHS_OVER_12 = r`(?:(?:1[3-9]|[2-9]\d|\d{3,})|(?:[\w-]+\s+)?\((?:1[3-9]|[2-9]\d|\d{3,})\)|eighteen|twenty-four|thirty-six|forty-eight|sixty)[\s-]*(?:consecutive\s+|calendar\s+)?months?`;
const YEARS_OVER_1 = r`(?:[2-9]|(?:[\w-]+\s+)?\([2-9]\)|two|three|four|five)[\s-]*(?:consecutive\s+|calendar\s+)?years?`;
/**
 * Audits further apart than the yearly audit of the fallback: "no more than once in any thirty-six (36) month period",
 * "once every two years", "biennially" (not once a year, nor once in any twelve months).
 */
const AUDIT_RARELY = r`\b(?:audit|inspect)\w*\b[^.;]{0,200}(?:\b(?:once|(?:one|1|a\s+single)\s+(?:audit|inspection))\s+(?:in\s+|during\s+)?(?:any|every|each|per|a)\s+(?:(?:period|cycle)\s+of\s+)?(?:${MONTHS_OVER_12}|${YEARS_OVER_1})|\bbienni\w*|\bevery\s+(?:other|second|third)\s+(?:calendar\s+)?year)\b`;
/** What limits a prohibition of audits to some of them ("more than once a year", "without notice"), or makes it conditional. */
const AUDIT_BAN_LIMITED = String.raw`(?![^.;]{0,60}\b(?:more than|more often|without|unless|except|other than|before|during|outside|in excess|prior to|until)\b)`;
/**
 * Audits or inspections prohibited, by any verb or in the passive: "Controller may not conduct on-site audits or
 * inspections", "is not permitted to undertake audits or site visits", "on-site audits are not permitted", "will not
 * carry out or commission any inspection" (the audits themselves the subject, not "a vehicle not available for
 * inspection"; not "more than once a year", "without notice", "unless ...").
 */
const AUDIT_BANNED = String.raw`(?:\b(?:shall|will|may|must|can)\s+not\s+(?:(?:conduct|carry\s+out|perform|undertake|commission|make|request|initiate)\s+(?:or\s+)?)+(?:[\w'’-]+\s+){0,3}?(?:audits?|inspections?)\b|\b(?:is|are)\s+not\s+(?:entitled|permitted|allowed)\s+to\s+(?:[\w'’-]+\s+){0,3}?(?:audits?|audit|inspect\w*)\b|\b(?:audits?|inspections?)(?:\s+(?:of|at|on|by|in)\s+[^.;,]{0,40}?)?\s+(?:are|is|shall|will)\s+not\s+(?:be\s+)?(?:permitted|allowed|available)\b)${AUDIT_BAN_LIMITED}`;
/**
 * A report, certificate or summary deemed to be the whole of the audit right: "shall be deemed to satisfy all of
 * Controller's audit rights", "constitutes full satisfaction of Controller's rights to audit", "discharges Processor's
 * audit obligations in full" (not "shall not be deemed to", "does not discharge", nor where the controller may still
 * audit "unless" or "except" ...).
 */
const AUDIT_BY_DEEMING = String.raw`(?:(?<!\bnot\s(?:be\s)?)\bdeemed\s+to\s+(?:satisfy|fulfil+|discharge|meet)\b[^.;]{0,60}?\b(?:audit|inspection)\w*|\b(?:constitutes?|represents?)\s+(?:full|complete|sufficient)\s+(?:satisfaction|performance|discharge)\s+of\b[^.;]{0,60}?\b(?:audit|inspection)\w*|(?<!\bnot\s)\b(?:discharges?|satisf(?:y|ies)|fulfil+s?)\s+(?:[\w'’-]+\s+){0,4}?(?:audit|inspection)\s+(?:rights?|obligations?|requirements?)\s+in\s+full\b)(?![^.;]{0,120}\b(?:unless|except|save|other than)\b)`;
/** An audit only on more than thirty days' notice: "on ninety (90) days' prior written notice", "two months' notice". */
const AUDIT_LONG_NOTICE = r`\b(?:(?:3[1-9]|[4-9]\d|\d{3,})|(?:[\w-]+\s+)?\((?:3[1-9]|[4-9]\d|\d{3,})\)|forty(?:-\w+)?|fifty(?:-\w+)?|sixty|seventy|eighty|ninety)\s*(?:\(\d+\)\s*)?(?:business\s+|working\s+|calendar\s+)?days['’]?\s+(?:(?:prior|advance|written)\s+)*notice|\b(?:two|three|four|six|[2-9])\s*(?:\(\d\)\s*)?months['’]?\s+(?:(?:prior|advance|written)\s+)*notice`;

/** This DPA, by its own name: "this Addendum", "this Data Processing Agreement", "this DPA", "this Schedule". */
const THIS_DPA = r`(?:\bthis\s+(?:(?:data\s+(?:processing|protection)\s+|processing\s+|privacy\s+)?(?:addendum|schedule|exhibit|annex|appendix|dpa)|(?:data\s+(?:processing|protection)|processing)\s+(?:agreement|terms))\b|\bthe\s+(?:DPA|data\s+processing\s+(?:addendum|agreement|terms))\b)`;
/** The words of a conflict that one document wins: "in the event of any conflict ... shall prevail". */
const CONFLICT = r`\b(?:conflicts?|inconsisten\w*|discrepanc\w*|contradict\w*)\b`;
const PREVAILS = r`(?:shall\s+|will\s+)?(?:prevail|prevails|control|controls|govern|governs|take\s+precedence|takes\s+precedence|ha(?:ve|s)\s+precedence|be\s+given\s+precedence|rank\s+first)\b`;
/**
 * The main agreement the DPA supplements, by a qualifier ("the Master Services Agreement", "the Principal Agreement"), or
 * by the name general terms go by (session 25, misses20: "these General Terms", "the Standard Terms of Business", "these
 * General Conditions"; a DPA named "the DPA" is THIS_DPA).
 */
const MAIN_AGREEMENT = r`(?:\b(?:the|that)\s+(?:(?:main|master|principal|underlying|commercial|services?|subscription|licen[cs]e|customer|framework|purchase)\s+(?:(?!this\b)[\w-]+\s+){0,2}?(?:agreement|contract|terms)|terms\s+(?:of\s+(?:service|use)|and\s+conditions))\b|\b(?:the|these|those)\s+(?:general|standard)\s+(?:terms|conditions)\b(?:\s+of\s+(?:business|sale|supply|service))?)`;
/**
 * The main agreement winning a conflict with the DPA, so that its terms (a wider use of data, a lower cap) override the
 * data protection terms: "if this Addendum and the Agreement conflict, the Agreement prevails", "the Master Agreement
 * shall take precedence over this DPA" (not where the DPA wins on data protection: "except", "save", "unless").
 */
/**
 * The main agreement winning only what is left once the DPA has won on personal data: "in all other respects the Master
 * Services Agreement shall prevail", "in any other inconsistency ...", "otherwise than on the protection of Personal
 * Data ..." (what the DPA wins is read by DPA_PREVAILS; not the main agreement winning every conflict).
 */
const ON_THE_REST = r`\b(?:(?:all|any|every|each)\s+other\s+(?:conflicts?|inconsisten\w*|discrepanc\w*|matters?|respects?|cases?|issues?|subjects?|purposes|things)|otherwise\s+than|on\s+(?:all\s+)?other\s+(?:matters|subjects|issues)|(?:except|save|other\s+than)\s+(?:on|as\s+to|in\s+respect\s+of|with\s+respect\s+to|in\s+relation\s+to|for)\b[^.;]{0,40}\b(?:personal\s+data|data\s+protection|processing|privacy))\b`;
const MAIN_PREVAILS = r`^(?![\s\S]*${ON_THE_REST})(?=[\s\S]*${CONFLICT})(?:(?=[\s\S]*${THIS_DPA})[\s\S]*\b(?:the\s+)?(?:terms\s+of\s+|provisions\s+of\s+)?the\s+agreement\s+${PREVAILS}|[\s\S]*${MAIN_AGREEMENT}\s+${PREVAILS}|[\s\S]*${THIS_DPA}\s+(?:shall|will|is|are)\s+(?:be\s+)?subordinate\s+to\b)(?![^.;]{0,120}\b(?:except|save|other than|unless|but|provided)\b)`;
/** The DPA (or the Standard Contractual Clauses) winning a conflict: "this DPA shall prevail", "the SCCs take precedence". */
const DPA_PREVAILS = r`${CONFLICT}[^.;]*?(?:${THIS_DPA}|\bthis\s+agreement\b|\b(?:the\s+)?standard\s+contractual\s+clauses\b|\bthe\s+clauses\b|\bSCCs\b)\s+${PREVAILS}|${CONFLICT}[^.;]*?\b(?:prevail|precedence)\b[^.;]{0,20}\bover\b[^.;]{0,20}(?:${MAIN_AGREEMENT}|\bthe\s+agreement\b)`;

/**
 * A conflict settled by whichever term favours the processor, or burdens it least: "the provision that is more
 * favourable to the Processor shall prevail", "whichever of them places the lesser obligation on the Processor takes
 * precedence", "resolved in favour of the Processor" (not the controller, nor the stricter protection of the data).
 */
const PROCESSOR_ROLE = r`(?:processor|vendor|supplier|service\s+provider|provider|data\s+importer)`;
const PROCESSOR_FAVOURED = r`${CONFLICT}[^.;]*?(?:\b(?:more|most)\s+(?:favou?rable|advantageous|beneficial)\s+to|\bin\s+favou?r\s+of)\s+(?:the\s+)?${PROCESSOR_ROLE}\b|${CONFLICT}[^.;]*?\b(?:lesser|least|fewer|fewest|lighter|lightest|narrower|narrowest|less\s+onerous|least\s+onerous)\s+(?:\w+\s+){0,2}?(?:obligations?|burdens?|duties|liabilit(?:y|ies)|restrictions?|requirements?)\s+(?:on|upon|for|of|to)\s+(?:the\s+)?${PROCESSOR_ROLE}\b`;

/**
 * The processor's help cut to a self-service tool, refused, or put outside the addendum: "will assist Controller ... only by
 * giving Controller access to the reporting dashboard", "is not obliged to assist the Controller with data protection
 * impact assessments", "Any further assistance, such as with impact assessments, is outside the scope of this Addendum"
 * (not help that includes the tool, "including by making the export tool available", nor further help "within the scope").
 */
/**
 * The processor's help given only as it chooses (session 22, misses17): under an order "which Processor may decline", "at
 * the Processor's sole discretion", "Processor may refuse any request for assistance" (not help it "may not decline", nor
 * one where it "has no discretion to refuse").
 */
const ASSISTANCE_AT_WILL = r`\b(?:assist\w*|help\w*|support\w*)\b[^.;]{0,200}?(?:\b(?:processor|supplier|provider|vendor|service\s+provider|it)\s+may\s+(?:in\s+its\s+(?:sole\s+|absolute\s+)?discretion\s+)?(?:decline|refuse|reject)\b|\b(?:at|in)\s+(?:its|the\s+(?:processor|supplier|provider|vendor)['’]s)\s+(?:sole\s+|absolute\s+|own\s+)?discretion\b)|\b(?:processor|supplier|provider|vendor|service\s+provider)\b[^.;]{0,30}?\bmay\s+(?:decline|refuse|reject)\b[^.;]{0,80}?\b(?:assist\w*|help|support|cooperat\w*|co-operat\w*)`;
const ASSISTANCE_WITHHELD = r`\b(?:assist\w*|help\w*|support\w*)\b[^.;]{0,120}?\bonly\s+(?:by|through|via|in\s+the\s+form\s+of)\s+(?:(?:making|providing|giving|offering|granting)\b[^.;]{0,80}?)?\b(?:self-?service|tools?|dashboards?|functionality|features?|interfaces?|portals?|export\w*|reports?|documentation)\b|\b(?:any\s+)?(?:other|further|additional|wider)\s+(?:assistance|help|support|cooperation|co-operation)\b[^.;]{0,160}?\b(?:is|are|shall\s+be|will\s+be|falls?|lies?)\s+(?:(?:entirely|wholly)\s+)?(?:outside|beyond)\s+(?:the\s+)?scope\b|\b(?:any\s+)?(?:other|further|additional|wider)\s+(?:assistance|help|support)\b[^.;]{0,160}?\b(?:is|are|shall\s+be|will\s+be)\s+not\s+(?:provided|required|included|available)\b|\b(?:processor|supplier|provider|vendor|service\s+provider)\b[^.;]{0,30}?\b(?:(?:is|shall\s+be|will\s+be)\s+(?:not|under\s+no\s+(?:obligation|duty))\s+(?:(?:obliged|required|bound)\s+)?|(?:has|shall\s+have)\s+no\s+(?:obligation|duty)\s+|need\s+not\s+|(?:shall|will|does)\s+not\s+)(?:to\s+)?(?:assist|help|support|cooperate|co-operate)\b[^.;]{0,80}\b(?:data\s+subjects?|impact\s+assessments?|prior\s+consultations?|articles?\s+3[2-6]|supervisory\s+authorit\w*)`;

export const DPA_PLAYBOOK: Playbook = {
  id: 'pbk_dpa_standard',
  object: 'playbook',
  name: 'GDPR Article 28 data processing agreement (controller side)',
  document_type: 'dpa',
  version: 1,
  built_in: true,
  based_on: null,
  checks: [
    {
      check_id: 'dpa.instructions',
      title: 'Processing only on documented instructions',
      category: 'processing',
      description: 'Whether the processor processes personal data only on the controller\'s documented instructions (GDPR Art. 28(3)(a)).',
      preferred_position: 'The processor processes personal data only on the controller\'s documented instructions, including for transfers, and tells the controller if an instruction infringes data protection law.',
      fallbacks: ['Processing only to provide the services described in the agreement, which count as the controller\'s instructions.'],
      severity: 'high',
      suggested_language: 'Processor shall process Personal Data only on the documented instructions of Controller, including with regard to transfers to a third country, unless required to do so by Union or Member State law, and shall immediately inform Controller if, in its opinion, an instruction infringes applicable data protection law.',
      enabled: true,
      detection: {
        topic: [r`\binstructions?\b|\binstruct(?:s|ed)\b|process\w*[^.;]{0,80}(?:own purposes?|any (?:other )?purposes?)`, OWN_USE, OWN_USE_DUTY],
        // "on the documented instructions", "on Customer's documented instructions"
        entail: [r`(?:only|solely|exclusively)\b[^.;]{0,80}(?:documented |written |lawful )?instruct(?:ions|s|ed)\b|in accordance with[^.;]{0,40}instructions|on (?:the )?(?:[\w-]+['’]s? )?(?:documented|written) instructions`],
        contradict: [OWN_USE, OWN_USE_DUTY],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'Processor may process personal data for its own purposes', missing: 'Processing is not limited to the controller\'s instructions' },
        clause_type: 'data_protection',
        max_evidence: 2,
      },
    },
    {
      check_id: 'dpa.personnel_confidentiality',
      title: 'Personnel bound to confidentiality',
      category: 'processing',
      description: 'Whether persons authorised to process the personal data are bound to confidentiality (GDPR Art. 28(3)(b)).',
      preferred_position: 'Everyone authorised to process the personal data has committed to confidentiality or is under a statutory obligation of confidentiality.',
      fallbacks: ['Personnel are bound by the processor\'s general confidentiality policies.'],
      severity: 'medium',
      suggested_language: 'Processor shall ensure that persons authorised to process the Personal Data have committed themselves to confidentiality or are under an appropriate statutory obligation of confidentiality.',
      enabled: true,
      detection: {
        topic: [r`(?:personnel|employees|staff|persons?|individuals?)\b[^.;]{0,160}\bconfiden(?:tial|ce\b)|\bconfiden(?:tial\w*|ce)\b[^.;]{0,120}\b(?:personnel|employees|staff|persons? authori[sz]ed)`],
        entail: [r`.`],
        precedence: 'entail',
        // the duty taken away, wherever it is said: "shall not be required to ensure that they are bound by any obligation
        // of confidentiality", "under no obligation to bind its staff to confidence", "may access Personal Data without
        // being subject to any duty of confidentiality", "confidentiality undertakings shall not be required from the
        // personnel" (a sentence about the people who handle the data)
        // (or the duty made to end the day they leave: STAFF_FREED_ON_LEAVING)
        override: [STAFF_UNBOUND, STAFF_FREED_ON_LEAVING],
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { missing: 'Processor\'s personnel are not bound to confidentiality', overridden: 'Processor need not bind the people who handle the Personal Data to confidentiality, or their duty ends when they leave' },
        clause_type: 'data_protection',
        max_evidence: 2,
      },
    },
    {
      check_id: 'dpa.security',
      title: 'Appropriate technical and organisational security measures',
      category: 'security',
      description: 'Whether the processor must implement appropriate technical and organisational measures (GDPR Art. 28(3)(c) and Art. 32).',
      preferred_position: 'The processor implements the measures in a security annex that meets Article 32, and does not reduce them during the term.',
      fallbacks: ['Industry-standard security measures, described in the processor\'s published security documentation.'],
      severity: 'high',
      suggested_language: 'Processor shall implement and maintain appropriate technical and organisational measures to ensure a level of security appropriate to the risk, as required by Article 32 GDPR, including the measures set out in Annex II.',
      enabled: true,
      detection: {
        // (also a right to change "those measures" in a sentence of its own after the one that names them, or one to
        // remove or relax them, "may amend Schedule 2 ..., including by removing any of the measures": SECURITY_REDUCIBLE)
        topic: [DATA_CARE_TOPIC, SECURITY_REDUCIBLE, MEASURES_CUT_AT_WILL, r`\b(?:may|can|reserves the right to|is entitled to|is free to)\s+(?:\w+\s+(?:or|and)\s+)?${CHANGE_VERB}\s+(?:those|these|such|the|its|their)\s+(?:[\w-]+\s+)?measures\b|technical and organi[sz]ational (?:security )?measures|security measures?|(?=[^.;]*\b${PERSONAL_DATA})\b(?:information\s+|data\s+)?security\s+(?:programmes?|programs?|controls|safeguards|standards|polic(?:y|ies))|article 32|(?:appropriate|adequate|reasonable) (?:level of )?security|encrypt\w*|\bsecurity of (?:the )?(?:personal data|data|processing)\b`],
        entail: [r`.`],
        // also no undertaking or commitment as to the measures, and measures the processor may withdraw, or change at its
        // discretion with no floor ("provided that no change reduces the overall level of security" keeps one), the
        // measures named before or after the verb ("may update its security measures at its discretion"); and a change
        // expressly allowed to lower the protection (SECURITY_REDUCIBLE)
        contradict: [SECURITY_CHANGED_AT_WILL, MEASURES_CUT_AT_WILL, r`(?:no|not)\b[^.;]{0,40}(?:responsib|liab|obligat)\w*[^.;]{0,60}security|(?:may|can) (?:reduce|lower|degrade)[^.;]{0,40}(?:security|measures)|\b(?:no|not (?:give|make|provide|assume)s?(?: any)?)\s+(?:\w+\s+){0,2}?(?:undertakings?|commitments?|obligations?)\b[^.;]{0,30}\b(?:as to|regarding|concerning|in respect of|with respect to|about|to (?:implement|maintain|apply))\b[^.;]{0,40}\bsecurity\b|^(?![^.;]*\b(?:provided|so long as|as long as|without (?:reducing|lowering|degrading)|(?:shall|will|does|do|must) not (?:materially )?(?:reduce|lower|degrade|decrease|diminish)|no (?:such )?(?:change|update|modification)\w* (?:shall|will|may) (?:materially )?(?:reduce|lower|degrade|decrease|diminish)|only (?:if|where|when|to the extent)|equivalent|equally|no less)\b)(?:[^.;]*\b(?:measures|security|safeguards)\b[^.;]*\b(?:may|can|reserves the right to)\s+(?:\w+\s+(?:or|and)\s+)?(?:withdraw|remove|discontinue|cease|(?:change|modify|amend|alter|vary)\b[^.;]{0,60}\bat (?:its|their) (?:sole |absolute |own |unfettered )?discretion)|[^.;]*\b(?:may|can|reserves the right to)\s+(?:\w+\s+(?:or|and)\s+)?(?:withdraw|remove|discontinue|cease to (?:apply|maintain))\b[^.;]{0,60}\b(?:measures|safeguards|security)\b|[^.;]*\b(?:may|can|reserves the right to)\s+(?:\w+\s+(?:or|and)\s+)?(?:change|modify|amend|alter|vary|update)\s+(?:(?:its|the|their|any|such)\s+)?(?:[\w-]+\s+){0,2}?(?:measures|safeguards|security)\b[^.;]{0,60}\bat (?:its|their) (?:sole |absolute |own |unfettered )?discretion)`, SECURITY_REDUCIBLE],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        // a duty of reasonable care with no measures named ("reasonable steps to protect the personal data"): the
        // fallback, not the Article 32 measures the playbook prefers
        narrow: { promise: SECURITY_DUTY, only: [BARE_CARE], note: 'Processor need only take reasonable steps to protect the personal data: no technical and organisational measures (Article 32) are named' },
        problem: { unacceptable: 'Processor may weaken or disclaim the security measures', missing: 'No security measures are required of Processor' },
        clause_type: 'data_protection',
        max_evidence: 2,
      },
    },
    {
      check_id: 'dpa.sub_processors',
      title: 'Sub-processors only with authorisation and a right to object',
      category: 'processing',
      description: 'Whether the processor engages sub-processors only with the controller\'s prior authorisation, with notice of changes and a right to object, under the same obligations (GDPR Art. 28(2) and (4)).',
      preferred_position: 'Sub-processors only with prior specific or general written authorisation; advance notice of changes with a right to object; the same data protection obligations flow down and the processor stays liable.',
      fallbacks: ['General authorisation for a published list, with 30 days\' notice of changes and a right to terminate if the controller objects.'],
      severity: 'high',
      suggested_language: 'Processor shall not engage another processor without the prior specific or general written authorisation of Controller. In the case of general authorisation, Processor shall inform Controller of any intended addition or replacement at least thirty (30) days in advance, giving Controller the opportunity to object.',
      enabled: true,
      detection: {
        tiers: [SUBPROCESSOR_NOTICE_TIER],
        topic: [r`sub-?processors?|sub-?contract\w*[^.;]{0,60}process|(?:engage|appoint)\w*[^.;]{0,40}(?:another|other|third[- ]party) processors?`],
        entail: [r`(?:prior )?(?:specific or general )?(?:written )?(?:authori[sz]ation|consent|approval)|\bobject\w*|same (?:data protection )?obligations|fully liable`],
        // changes without notice or objection: "without notice", "at any time by updating the list on its website",
        // a new sub-processor taken as accepted because the controller goes on using the service (CONSENT_BY_USE),
        // a general authorisation with no duty to tell the controller of a change ("need not notify")
        // (or sub-processors "of its choosing", "as it sees fit", with no notice or objection in the sentence)
        contradict: [r`\b(?:engage|appoint|use|add|choose|select|retain|replace)\w*\s+(?:\w+\s+){0,2}?sub-?processors?\s+(?:\w+\s+){0,3}?${OWN_DISCRETION}(?![^.;]{0,160}\b(?:notice|notif\w*|inform\w*|object\w*)\b)|(?<!\b(?:not|no)\b[^.;]{0,40})${FREE_TO}\s+(?:\w+\s+){0,2}(?:engage|appoint|use|replace|add|change)[^.;]{0,80}sub-?processors?[^.;]{0,80}(?:${WITHOUT_TELLING}(?![^.;]{0,160}\b(?:(?:provided|save|except|but)\b[^.;]{0,40}\b(?:notif\w*|inform\w*|notice)|may (?:\w+ )?object|(?:right|entitled) to object))|\bat any time\b(?![^.;]{0,80}\b(?:notice|object))|\bat (?:its|their) (?:own |sole |absolute )?discretion\b(?![^.;]{0,80}\b(?:notice|object))|\bby (?:updating|posting|publishing|amending)\b(?![^.;]{0,80}\b(?:notice|object)))|(?:no|not have (?:a|any)) right to object|sub-?processors?\b[^.;]{0,120}\b(?:need not|(?:is|shall be|will be) (?:not|under no obligation) (?:required |obliged |bound )?to|has no obligation to) (?:notify|inform|tell|give notice)|\b(?:need not|(?:is|shall be|will be) not (?:required|obliged) to|has no obligation to) (?:notify|inform|tell)\b[^.;]{0,60}sub-?processors?`, CONSENT_BY_USE],
        // (elements28 set the fallback's conditions here, `requires`: notice of changes and a way out. Taken out at the
        // merge, session 28: it moved one spent pair (hold-out 7) and flagged two fair clauses of earlier rounds, a
        // sub-processor accepted by continued use where the controller may terminate instead, and users11's benign twin)
        names: { customer: 'Controller', provider: 'Processor' },
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'Processor may engage sub-processors without authorisation or objection', missing: 'Nothing controls Processor\'s use of sub-processors' },
        clause_type: 'data_protection',
        max_evidence: 2,
      },
    },
    // (gaps25, session 21: GDPR Art. 28(4), which dpa.sub_processors names but does not judge)
    {
      check_id: 'dpa.sub_processor_liability',
      title: 'Processor stays fully liable for its sub-processors',
      category: 'processing',
      description: 'Whether the processor remains fully liable to the controller for the performance of its sub-processors\' obligations (GDPR Art. 28(4)).',
      preferred_position: 'Processor remains fully liable to Controller for the performance of each sub-processor\'s obligations, and for its acts and omissions as if they were Processor\'s own.',
      fallbacks: ['Processor is liable for its sub-processors as for itself, within the limitation of liability of the agreement.'],
      severity: 'high',
      suggested_language: 'Processor shall remain fully liable to Controller for the performance of each sub-processor\'s data protection obligations, and for the acts and omissions of each sub-processor as if they were Processor\'s own.',
      enabled: true,
      detection: {
        // a sentence of liability or responsibility that names the sub-processors
        topic: [r`^(?=[^.;]*\b(?:liab\w*|responsib\w*|accountab\w*)\b)[^.;]*\bsub-?(?:processor|contractor)s?\b`],
        entail: [r`(?<!\b(?:not|no|never)\s+(?:\w+\s+)?)\b(?:remains?|remain|(?:shall|will)\s+be|is|are|be)\s+(?:fully\s+|wholly\s+|primarily\s+|directly\s+)?(?:liable|responsible|accountable)\b[^.;]{0,160}?\bsub-?(?:processor|contractor)s?\b|\bsub-?(?:processor|contractor)s?\b[^.;]{0,160}?\b(?:remains?|shall\s+remain|will\s+remain)\s+(?:fully\s+)?(?:liable|responsible|accountable)\b`],
        // (not the controller's own duties, nor a sub-processor the controller imposes: "that Controller has required
        // Processor to use")
        contradict: [
          `^(?![^.;]*(?:${CONTROLLERS_CHOICE}))(?:[^.;]*?${NOT_THE_CONTROLLER}${SUB_DISCLAIMED})`,
          `^(?![^.;]*(?:${CONTROLLERS_CHOICE}))(?=[^.;]*\\bsub-?(?:processor|contractor)s?\\b)(?=[^.;]*\\b(?:liab\\w*|responsib\\w*)\\b)[^.;]*\\b(?:only|solely|limited\\s+to|restricted\\s+to|confined\\s+to)\\b[^.;]{0,80}?\\b(?:select\\w*|choos\\w*|choice|appoint\\w*|instruct\\w*|engagement)\\b`,
          `^(?![^.;]*(?:${CONTROLLERS_CHOICE}))(?=[^.;]*\\bsub-?(?:processor|contractor)s?\\b)(?=[^.;]*\\b(?:liab\\w*|responsib\\w*)\\b)[^.;]*?(?:\\b(?:only|solely)\\s+to\\s+the\\s+extent\\s+(?:that\\s+)?[^.;]{0,40}?\\b(?:recover\\w*|obtain\\w*|receiv\\w*|is\\s+paid|is\\s+compensated)\\b|(?<!\\bnot\\s+(?:be\\s+)?)\\blimited\\s+to\\s+(?:the\\s+)?(?:amounts?|sums?)\\s+(?:\\w+\\s+){0,2}?(?:recovered|obtained|received|paid)\\b)`,
          // (or capped at what it recovers, however worded: "shall not exceed the amount Processor actually recovers",
          // "is capped at whatever Processor can recover", "up to the sums Processor receives"; session 25, misses20)
          `^(?![^.;]*(?:${CONTROLLERS_CHOICE}))(?=[^.;]*\\bsub-?(?:processor|contractor)s?\\b)(?=[^.;]*\\b(?:liab\\w*|responsib\\w*)\\b)[^.;]*?(?:(?<!\\bnot\\s+(?:be\\s+)?)\\b(?:limited|capped|restricted|confined)\\s+(?:at|to)|\\b(?:shall|will|does|do)\\s+not\\s+exceed|\\bup\\s+to)\\s+(?:the\\s+|any\\s+)?(?:amounts?|sums?|what(?:ever)?|monies)\\b[^.;]{0,50}?\\b(?:recover\\w*|obtain\\w*|receiv\\w*|is\\s+paid|is\\s+compensated)\\b`,
        ],
        contradict_problems: ['Processor disclaims liability for what its sub-processors do', 'Processor is liable for its sub-processors only for choosing or instructing them', 'Processor is liable for its sub-processors only up to what it recovers from them', 'Processor is liable for its sub-processors only up to what it recovers from them'],
        // the agreement's cap over the liability: the fallback
        fallback_when: { patterns: [r`\bsubject\s+to\b[^.;]{0,80}?\b(?:limitations?|limits?|caps?|exclusions?)\b|\b(?:limitations?|limits?|caps?)\s+(?:of|on)\s+liability\b[^.;]{0,60}?\bappl(?:y|ies)\b`], note: 'Processor is liable for its sub-processors only within the agreement\'s limitation of liability' },
        precedence: 'contradict',
        // silence leaves Art. 28(4) itself, which binds the processor where the GDPR applies
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
        problem: { unacceptable: 'Processor is not fully liable for its sub-processors' },
        clause_type: 'data_protection',
        max_evidence: 2,
      },
    },
    {
      check_id: 'dpa.assistance',
      title: 'Assistance with data subject rights and compliance',
      category: 'processing',
      description: 'Whether the processor assists the controller with data subject requests, security, breach notification, impact assessments and prior consultation (GDPR Art. 28(3)(e) and (f)).',
      preferred_position: 'The processor assists the controller, by appropriate measures, with data subject requests and with its obligations under Articles 32 to 36.',
      fallbacks: ['Assistance on request at the processor\'s reasonable cost.'],
      severity: 'medium',
      suggested_language: 'Taking into account the nature of the processing, Processor shall assist Controller by appropriate technical and organisational measures in responding to requests from data subjects exercising their rights, and in ensuring compliance with Articles 32 to 36 GDPR.',
      enabled: true,
      detection: {
        topic: [r`data subjects?['’]?\s+(?:rights?|requests?)|\bassist\w*[^.;]{0,120}(?:data subjects?|articles? 3[2-6]|impact assessments?|prior consultation|supervisory authorit)`, ASSISTANCE_WITHHELD],
        entail: [r`.`],
        // help cut to a self-service tool, refused, or put outside the addendum (ASSISTANCE_WITHHELD), or given only as the
        // processor chooses (ASSISTANCE_AT_WILL)
        contradict: [ASSISTANCE_WITHHELD, ASSISTANCE_AT_WILL],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        // assistance charged to the controller is the fallback ("at Controller's cost", "at the Processor's then-current
        // rates")
        narrow: { promise: r`assist`, only: [r`\bat\s+(?:the\s+)?(?:controller|customer|client)['’]s?\s+(?:sole\s+|own\s+)?(?:cost|expense|charge)|\b(?:then[- ]current|standard|prevailing|hourly|professional services)\s+(?:rates?|fees?|charges?|prices?)\b|\b(?:charge|invoice)\w*\s+(?:the\s+)?(?:controller|customer|client)\b|\bsubject\s+to\s+(?:the\s+)?(?:payment|reimbursement)\b`], note: 'Processor charges Controller for its assistance' },
        problem: { missing: 'Processor is not required to assist with data subject requests and compliance', unacceptable: 'Processor\'s assistance is cut to a self-service tool, refused or put outside the DPA' },
        clause_type: 'data_protection',
        max_evidence: 2,
      },
    },
    {
      check_id: 'dpa.breach_notification',
      title: 'Personal data breaches notified without undue delay',
      category: 'security',
      description: 'Whether the processor notifies the controller of a personal data breach without undue delay, in time for the controller\'s own 72-hour notification (GDPR Art. 33(2)).',
      preferred_position: 'Notification without undue delay and in any event within 48 hours of becoming aware, with the information Article 33(3) requires.',
      fallbacks: ['Notification without undue delay and within 72 hours.'],
      severity: 'high',
      suggested_language: 'Processor shall notify Controller without undue delay, and in any event within forty-eight (48) hours, after becoming aware of a Personal Data Breach, and provide the information Controller needs to meet its obligations under Article 33 GDPR.',
      enabled: true,
      detection: {
        topic: [r`(?:personal data|security|data)\s+breach|breach\b[^.;]{0,40}(?:personal data|security)|security incidents?`],
        // (a number in words may be hyphenated: "within twenty-four (24) hours")
        entail: [r`without undue delay|promptly|immediately|within\s+(?:[\w-]+\s+)?\(?(?:[1-9]|[1-6]\d|7[0-2])\)?\s*hours|within\s+(?:one|two|three|1|2|3)\s*(?:\(\d\)\s*)?(?:business |working )?days?`],
        // (a later deadline for a follow-up — "a root-cause report within five Business Days thereafter" — is not the
        // notification's)
        // (also a clock that starts only when the processor has confirmed the breach or finished investigating it: "within
        // seventy-two hours after the Processor has confirmed ... that a breach has occurred")
        contradict: [r`(?<!\b(?:reports?|updates?|details|summary|analysis|findings|further information)\b[^.;]{0,40})(?:within\s+(?:\w+[- ]?\w*\s+)?\(?(?:7[3-9]|[89]\d|\d{3,})\)?\s*hours|within\s+(?:\w+\s+)?\(?(?:[4-9]|\d{2,})\)?\s*(?:business |working |calendar )?days|within\s+(?:four|five|six|seven|ten|fourteen|fifteen|thirty)\s*(?:\(\d+\)\s*)?(?:business |working |calendar )?days)(?!\s+(?:thereafter|after (?:that|such|the initial|its) (?:notice|notification)))|(?:no|not)\b[^.;]{0,40}(?:obligat\w*|requir\w*) to notify|\bwithin\s+[^.;]{0,40}?\b(?:hours?|days?)\s+(?:after|from|following|of|once|upon)\s+(?:the\s+)?(?:(?:processor|provider|supplier|vendor|it|we)\s+(?:has\s+|have\s+)?(?:confirm\w*|determin\w*|verif\w*|conclud\w*|establish\w*|complet\w*)|(?:the\s+)?(?:completion|conclusion)\s+of)\b`],
        topic_only: 'contradicted',
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        tiers: [BREACH_HOURS_TIER],
        problem: { unacceptable: 'Breach notification comes too late for the controller\'s 72-hour deadline', missing: 'No obligation to notify personal data breaches' },
        clause_type: 'data_protection',
        max_evidence: 2,
      },
    },
    {
      check_id: 'dpa.deletion_return',
      title: 'Personal data deleted or returned at the end',
      category: 'processing',
      description: 'Whether at the end of the services the processor deletes or returns all personal data, at the controller\'s choice, and deletes copies (GDPR Art. 28(3)(g)).',
      preferred_position: 'At the controller\'s choice, deletion or return of all personal data at the end of the services, and deletion of existing copies unless law requires storage.',
      fallbacks: ['Deletion within 90 days after the end of the services, with a certificate of deletion on request.'],
      severity: 'medium',
      suggested_language: 'At the choice of Controller, Processor shall delete or return all Personal Data to Controller after the end of the provision of services relating to processing, and delete existing copies unless Union or Member State law requires storage of the Personal Data.',
      enabled: true,
      detection: {
        topic: [r`(?:delet|return|destr|eras|retain|keep|stor)\w*[^.;]{0,100}(?:personal data|customer data|controller data)|(?:personal data|customer data|controller data)[^.;]{0,100}(?:delet|return|destr|eras|dispos|retained)\w*`],
        entail: [r`.`],
        // retention at the processor's discretion ("for as long as it considers necessary for its business purposes"),
        // or at its election ("unless it elects to keep it"), not the storage that Union or Member State law requires
        // (or on its own terms: its retention policy, backups without limit, at its option: KEPT_ON_ITS_OWN_TERMS)
        contradict: [RETAINED_AT_ITS_ELECTION, KEPT_ON_ITS_OWN_TERMS, r`(?:may|is entitled to|shall be entitled to|reserves the right to|(?:elects?|chooses?|decides?|wishes?|opts?) to) (?:retain|keep|continue to (?:use|process))[^.;]{0,160}(?:(?:for as long as|until|as)\s+${OWN_OPINION}|${OWN_DISCRETION}|indefinitely|for (?:its|their) own|for any purpose|aggregated|anonymi|for as long as (?:it|they|\w+) (?:considers?|deems?|determines?|thinks?|requires?|wishes?)|at (?:its|their) (?:sole |own )?discretion|for (?:its|their) (?:legitimate |own |internal )?business (?:purposes|needs))|(?:no|not)\b[^.;]{0,40}(?:obligat\w*|requir\w*) to (?:delete|return)`],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        tiers: [DELETION_DAYS_TIER],
        problem: { unacceptable: 'Processor may keep personal data after the end of the services', missing: 'Nothing requires Processor to delete or return personal data at the end' },
        clause_type: 'data_protection',
        max_evidence: 2,
      },
    },
    {
      check_id: 'dpa.audits',
      title: 'Controller may audit the processor',
      category: 'security',
      description: 'Whether the processor makes available the information needed to demonstrate compliance and allows for and contributes to audits and inspections (GDPR Art. 28(3)(h)).',
      preferred_position: 'The processor allows audits and inspections by the controller or its auditor, and provides the information needed to demonstrate compliance.',
      fallbacks: ['Third-party audit reports (ISO 27001, SOC 2) first, with an on-site audit once a year if they do not answer the controller\'s questions.'],
      severity: 'medium',
      suggested_language: 'Processor shall make available to Controller all information necessary to demonstrate compliance with Article 28 GDPR and allow for and contribute to audits, including inspections, conducted by Controller or another auditor mandated by Controller.',
      enabled: true,
      detection: {
        topic: [r`\baudit\w*|\binspect\w*|(?:demonstrat|verif)\w*\b[^.;]{0,40}\bcompliance`],
        entail: [r`.`],
        // also a report or certificate as the only way to verify compliance (AUDIT_ON_PAPER_ONLY), audits further apart
        // than a year (AUDIT_RARELY), and no audit or inspection to take place at all (not "no audit shall take place more
        // than once a year" or "without notice")
        contradict: [AUDIT_ON_PAPER_ONLY, AUDIT_RARELY, AUDIT_BANNED, AUDIT_BY_DEEMING, r`(?:shall|will|may) not (?:be entitled|be permitted|have (?:the|any) right)[^.;]{0,30}(?:to )?(?:audit|inspect)|(?:no|not have (?:a|any)) right to (?:audit|inspect)|(?:waives?|excludes?)[^.;]{0,40}(?:(?:audit|inspection) rights?|rights?\s+(?:to|of)\s+(?:audit|inspect\w*)(?=\s*[.;,]|\s+(?:the\s+)?(?:processor|provider|supplier|vendor|sub-?processors?|its|their|premises|facilities|systems?|records?|books)\b|\s+(?:or|and)\s+(?:audit|inspect)))|\b(?:sole|only|exclusive)\s+(?:means|method|way|manner|evidence|basis)\b[^.;]{0,20}\b(?:of|for|to)\s+(?:verif|demonstrat|audit|assess|evidenc|confirm)\w*(?![^.;]{0,120}\b(?:unless|except|save|other than)\b)|\b(?:audit|inspection)\w*\b[^.;]{0,60}(?<!\bnot\s+)\b(?:limited|restricted|confined)\s+(?:exclusively\s+|solely\s+|only\s+)?to\b[^.;]{0,60}\b(?:reports?|certificat\w*|certifications?|summar(?:y|ies)|questionnaires?|attestations?)\b(?![^.;]{0,120}\b(?:unless|except|save|other than)\b)|\b(?:(?:audit|inspection)\s+rights?|rights?\s+(?:of|to)\s+(?:audit|inspect\w*))\b[^.;]{0,80}\b(?:satisfied|fulfilled|discharged|met)\b[^.;]{0,20}\b(?:exclusively|solely|only)\b(?![^.;]{0,120}\b(?:unless|except|save|other than)\b)|\bno\s+(?:on-?site\s+|physical\s+|other\s+)?(?:audits?|inspections?)\b[^.;]{0,80}?\b(?:shall|will|may)\s+(?:be\s+)?(?:take place|be permitted|permitted|be conducted|conducted|be carried out|carried out|be allowed|allowed|be made|occur)\b(?![^.;]{0,60}\b(?:more than|more often|without|unless|except|other than|before|during|outside|in excess|prior to|until)\b)`],
        // an audit on notice longer than a month is a right still, but a weaker one: the fallback
        narrow: { promise: r`\baudit|\binspect`, only: [AUDIT_LONG_NOTICE], note: 'Controller may audit only on more than a month\'s notice' },
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        tiers: [PROCESSOR_AUDIT_TIER],
        problem: { unacceptable: 'Controller has no real right to audit Processor', missing: 'No audit or information rights for Controller' },
        contradict_problems: ['Controller may check compliance only by reading Processor\'s own reports or certificates', 'Controller may audit less often than once a year', 'Controller may not audit or inspect Processor', 'A report of Processor\'s stands in for Controller\'s audit rights'],
        clause_type: 'audit_rights',
        max_evidence: 2,
      },
    },
    {
      check_id: 'dpa.international_transfers',
      title: 'Transfers outside the EEA only with safeguards',
      category: 'transfers',
      description: 'Whether transfers of personal data to third countries happen only with an adequacy decision or appropriate safeguards such as the Standard Contractual Clauses (GDPR Chapter V).',
      preferred_position: 'No transfer outside the EEA without the controller\'s prior written consent and an adequacy decision or the Standard Contractual Clauses.',
      fallbacks: ['Transfers to listed countries under the Standard Contractual Clauses, notified in advance.'],
      severity: 'high',
      suggested_language: 'Processor shall not transfer Personal Data to a country outside the European Economic Area unless that country benefits from an adequacy decision or the transfer is made under the Standard Contractual Clauses adopted by the European Commission, and only with Controller\'s prior written consent.',
      enabled: true,
      detection: {
        // (and any statement of where the data may go: "in any country the Controller has approved")
        topic: [r`transfer\w*[^.;]{0,120}(?:outside|third countr|international|cross-border|EEA|European Economic Area|United Kingdom)|\b(?:mov|relocat|export)\w*\b[^.;]{0,80}\boutside\s+(?:the\s+)?(?:EEA|European|EU|Union|United Kingdom|UK)\b|standard contractual clauses|adequacy decision|(?=[^.;]*\b${PERSONAL_DATA})\b(?:transfer|store|process|host|move)\w*\b[^.;]{0,80}\b(?:in|to),?\s+any\s+(?:other\s+)?(?:country|countries|jurisdiction|territory)\b`, ANYWHERE, ANY_OTHER_GROUP_COUNTRY],
        entail: [r`standard contractual clauses|international data transfer (?:agreement|addendum)|\bIDTA\b|adequa\w+|binding corporate rules|article (?:45|46|47|49)|appropriate safeguards|prior (?:written )?(?:consent|authori[sz]ation)|\b(?:has|have)\s+(?:approved|authori[sz]ed|consented\s+to)\b|\b(?:approved|authori[sz]ed)\s+(?:in\s+writing|by\s+the\s+(?:controller|customer|client))\b`],
        contradict: [r`(?<!\b(?:not|no)\b[^.;]{0,40})${FREE_TO},?\s+(?:(?:freely|at (?:its|their) (?:sole |own |absolute )?discretion),?\s+)?transfer[^.;]{0,80}(?:any country|anywhere|without)`, ANYWHERE, ANY_OTHER_GROUP_COUNTRY],
        topic_only: 'contradicted',
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'Processor may transfer personal data abroad without safeguards', missing: 'International transfers are not addressed' },
        clause_type: 'data_protection',
        max_evidence: 2,
      },
    },
    {
      check_id: 'dpa.precedence',
      title: 'The DPA prevails over the main agreement on data protection',
      category: 'structure',
      description: 'Whether, in a conflict between the data processing terms and the main agreement they supplement, the data processing terms (and any Standard Contractual Clauses) win, so that the main agreement cannot widen the processor\'s use of the data or cut down its data protection duties.',
      preferred_position: 'In a conflict, the Standard Contractual Clauses prevail, then this DPA, then the main agreement, in every matter of the processing of personal data.',
      fallbacks: ['The main agreement prevails in general, but this DPA prevails on the processing of personal data.'],
      severity: 'medium',
      suggested_language: 'If there is any conflict between this Agreement and the principal agreement it supplements, this Agreement prevails in respect of the processing of Personal Data, and the Standard Contractual Clauses, where they apply, prevail over both.',
      enabled: true,
      detection: {
        topic: [r`(?=[^.;]*${CONFLICT})[^.;]*\b(?:prevail|precedence|control|govern|subordinate)\w*`, PROCESSOR_FAVOURED],
        exclude: [r`\bprevailing\s+(?:party|parties|rate|market|wage|price)`],
        entail: [DPA_PREVAILS],
        // (or whichever term favours the processor: the controller's protection gives way wherever they differ)
        contradict: [MAIN_PREVAILS, PROCESSOR_FAVOURED],
        // an order of precedence the rules cannot place ("in the following order"): stated, the fallback at worst
        fallback: [r`.`],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'acceptable' },
        problem: { unacceptable: 'The main agreement, or whichever term favours Processor, prevails over the DPA in a conflict' },
        clause_type: 'data_protection',
        max_evidence: 2,
      },
    },
    // (a DPA has no fees of its own: the cap it asks for is counted in the fees of the agreement it supplements)
    {
      ...renamed(C.limitationOfLiability('dpa'), NAMES),
      suggested_language: 'Except for breaches of data protection law, of confidentiality or of indemnification obligations, or gross negligence or wilful misconduct, each Party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid or payable under the principal agreement it supplements in the twelve (12) months preceding the event giving rise to the claim.',
    },
    renamed(C.governingLaw('dpa'), NAMES),
  ],
};
