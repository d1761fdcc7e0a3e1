/**
 * The built-in data processing agreement playbook (pbk_dpa_standard), from the controller's side.
 * One check per term GDPR Article 28(3) requires of a processor contract (instructions,
 * confidentiality of personnel, security, sub-processors, assistance, deletion or return, audits),
 * plus breach notification (Art. 33(2)) and international transfers (Chapter V).
 */
import { OWN_DISCRETION, OWN_OPINION } from './shared.js';
import type { Playbook } from '../types.js';
import { COMMERCIAL_CHECKS as C } from './msa.js';
import { renamed } from './shared.js';

const r = String.raw;
const NAMES = { customer: 'Controller', provider: 'Processor' };
/**
 * The processor's own use of the data beside the controller's instructions: "may also process it for Processor's own
 * legitimate business purposes", "is entitled to use Personal Data to improve and develop its own services" (a sentence
 * about the data: not a licence to use the other party's name in advertising).
 */
const OWN_USE = r`(?=[^.;]*\b(?:personal data|personal information|(?:customer|controller|client) data)\b)[^.;]*?(?<!\b(?:not|no)\b[^.;]{0,40})(?:may|is entitled to|shall be entitled to|reserves the right to)\s+(?:also\s+)?(?:process|use)\b[^.;]{0,80}(?:for (?:its|their|\w+['’]s?) own\b|for any (?:other )?purpose|\b(?:analytics|product development|(?:develop|improv)\w*(?: (?:and|or) (?:develop|improv)\w*)? (?:of )?(?:its|their) (?:own )?(?:products|services)|(?:train|market|advertis)\w*)\b)`;

/**
 * The same, promised as what the processor will do rather than what it may do: "will process Personal Data on the
 * Controller's instructions and, in addition, to train the models it offers to other customers", "shall also use it
 * for its own business purposes" (no "not" between the verb and the purpose; "for any purpose" not followed by "other
 * than").
 */
const OWN_USE_DUTY = r`(?=[^.;]*\b(?:personal data|personal information|(?:customer|controller|client) data)\b)(?<!\b(?:not|no)\b[^.;]{0,40})\b(?:shall|will)\s+(?:also\s+)?(?:process|use)\b(?:(?!\b(?:not|never|only|solely|exclusively)\b)[^.;]){0,120}?(?:\bfor (?:its|their|\w+['’]s?) own\b|\bfor any (?:other )?purpose\b(?!\s+(?:other than|except|save|unless))|\btrain\w*\b[^.;]{0,60}\b(?:models?|algorithms?|artificial intelligence|machine[- ]learning)\b|\b(?:develop|improv)\w*\b[^.;]{0,40}\b(?:its|their) (?:own )?(?:products|services|models|offerings)\b|\b(?:products|services|models)\b[^.;]{0,30}\b(?:offer\w*|provid\w*|sold|sells?)\b[^.;]{0,20}\bto (?:its|their) other (?:customers|clients)\b)`;
/**
 * Personal data kept, stored or processed wherever the processor or its sub-processors happen to be: "may store and
 * process Personal Data in any country in which they maintain facilities" (not "in any country the Controller approves",
 * nor where the sentence names the safeguards).
 */
const ANYWHERE = r`\b(?:may|is entitled to|are entitled to|shall be free to|can)\s+(?:\w+\s+){0,4}?(?:transfer|store|process|host|access|keep)\w*\b[^.;]{0,80}?\b(?:(?:in|to|from)\s+any (?:other )?(?:country|countries|jurisdiction|territory|location)|anywhere(?!\s+(?:in|within)\s+(?:the\s+)?(?:EEA|European|EU|Union|United Kingdom|UK|Switzerland|adequa\w*)))\b(?![^.;]{0,30}\b(?:approved|authori[sz]ed|agreed|consented)\b)(?![^.;]{0,160}\b(?:standard contractual|adequa\w*|binding corporate|appropriate safeguards|article 4[5-9]|chapter v)\b)`;

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
        topic: [r`(?:personnel|employees|staff|persons?|individuals?)\b[^.;]{0,160}\bconfidential|\bconfidential\w*\b[^.;]{0,120}\b(?:personnel|employees|staff|persons? authori[sz]ed)`],
        entail: [r`.`],
        precedence: 'entail',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { missing: 'Processor\'s personnel are not bound to confidentiality' },
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
        topic: [r`technical and organi[sz]ational (?:security )?measures|security measures?|article 32|(?:appropriate|adequate|reasonable) (?:level of )?security|encrypt\w*|\bsecurity of (?:the )?(?:personal data|data|processing)\b`],
        entail: [r`.`],
        // also no undertaking or commitment as to the measures, and measures the processor may withdraw, or change at its
        // discretion with no floor ("provided that no change reduces the overall level of security" keeps one)
        contradict: [r`(?:no|not)\b[^.;]{0,40}(?:responsib|liab|obligat)\w*[^.;]{0,60}security|(?:may|can) (?:reduce|lower|degrade)[^.;]{0,40}(?:security|measures)|\b(?:no|not (?:give|make|provide|assume)s?(?: any)?)\s+(?:\w+\s+){0,2}?(?:undertakings?|commitments?|obligations?)\b[^.;]{0,30}\b(?:as to|regarding|concerning|in respect of|with respect to|about|to (?:implement|maintain|apply))\b[^.;]{0,40}\bsecurity\b|^(?![^.;]*\b(?:provided|so long as|as long as|without (?:reducing|lowering|degrading)|(?:shall|will|does|do|must) not (?:materially )?(?:reduce|lower|degrade|decrease|diminish)|no (?:such )?(?:change|update|modification)\w* (?:shall|will|may) (?:materially )?(?:reduce|lower|degrade|decrease|diminish)|only (?:if|where|when|to the extent)|equivalent|equally|no less)\b)(?:[^.;]*\b(?:measures|security|safeguards)\b[^.;]*\b(?:may|can|reserves the right to)\s+(?:\w+\s+(?:or|and)\s+)?(?:withdraw|remove|discontinue|cease|(?:change|modify|amend|alter|vary)\b[^.;]{0,60}\bat (?:its|their) (?:sole |absolute |own |unfettered )?discretion)|[^.;]*\b(?:may|can|reserves the right to)\s+(?:\w+\s+(?:or|and)\s+)?(?:withdraw|remove|discontinue|cease to (?:apply|maintain))\b[^.;]{0,60}\b(?:measures|safeguards|security)\b)`],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'Processor may weaken or disclaims the security measures', missing: 'No security measures are required of Processor' },
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
        topic: [r`sub-?processors?|sub-?contract\w*[^.;]{0,60}process|(?:engage|appoint)\w*[^.;]{0,40}(?:another|other|third[- ]party) processors?`],
        entail: [r`(?:prior )?(?:specific or general )?(?:written )?(?:authori[sz]ation|consent|approval)|\bobject\w*|same (?:data protection )?obligations|fully liable`],
        // changes without notice or objection: "without notice", "at any time by updating the list on its website",
        // a general authorisation with no duty to tell the controller of a change ("need not notify")
        // (or sub-processors "of its choosing", "as it sees fit", with no notice or objection in the sentence)
        contradict: [r`\b(?:engage|appoint|use|add|choose|select|retain|replace)\w*\s+(?:\w+\s+){0,2}?sub-?processors?\s+(?:\w+\s+){0,3}?${OWN_DISCRETION}(?![^.;]{0,160}\b(?:notice|notif\w*|inform\w*|object\w*)\b)|(?<!\b(?:not|no)\b[^.;]{0,40})(?:may|is entitled to|shall be free to)\s+(?:\w+\s+){0,2}(?:engage|appoint|use|replace|add|change)[^.;]{0,80}sub-?processors?[^.;]{0,80}(?:without[^.;]{0,40}(?:notice|consent|authori[sz]ation|approval)(?![^.;]{0,160}\b(?:(?:provided|save|except|but)\b[^.;]{0,40}\b(?:notif\w*|inform\w*|notice)|may (?:\w+ )?object|(?:right|entitled) to object))|\bat any time\b(?![^.;]{0,80}\b(?:notice|object))|\bat (?:its|their) (?:own |sole |absolute )?discretion\b(?![^.;]{0,80}\b(?:notice|object))|\bby (?:updating|posting|publishing|amending)\b(?![^.;]{0,80}\b(?:notice|object)))|(?:no|not have (?:a|any)) right to object|sub-?processors?\b[^.;]{0,120}\b(?:need not|(?:is|shall be|will be) (?:not|under no obligation) (?:required |obliged |bound )?to|has no obligation to) (?:notify|inform|tell|give notice)|\b(?:need not|(?:is|shall be|will be) not (?:required|obliged) to|has no obligation to) (?:notify|inform|tell)\b[^.;]{0,60}sub-?processors?`],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'Processor may engage sub-processors without authorisation or objection', missing: 'Nothing controls Processor\'s use of sub-processors' },
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
        topic: [r`data subjects?['’]?\s+(?:rights?|requests?)|\bassist\w*[^.;]{0,120}(?:data subjects?|articles? 3[2-6]|impact assessments?|prior consultation|supervisory authorit)`],
        entail: [r`.`],
        precedence: 'entail',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { missing: 'Processor is not required to assist with data subject requests and compliance' },
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
        topic: [r`(?:delet|return|destr|eras|retain|keep|stor)\w*[^.;]{0,100}(?:personal data|customer data|controller data)|(?:personal data|customer data|controller data)[^.;]{0,100}(?:delet|return|destr|eras)\w*`],
        entail: [r`.`],
        // retention at the processor's discretion ("for as long as it considers necessary for its business purposes"),
        // not the storage that Union or Member State law requires
        contradict: [r`(?:may|is entitled to|shall be entitled to) (?:retain|keep|continue to (?:use|process))[^.;]{0,160}(?:(?:for as long as|until|as)\s+${OWN_OPINION}|${OWN_DISCRETION}|indefinitely|for (?:its|their) own|for any purpose|aggregated|anonymi|for as long as (?:it|they|\w+) (?:considers?|deems?|determines?|thinks?|requires?|wishes?)|at (?:its|their) (?:sole |own )?discretion|for (?:its|their) (?:legitimate |own |internal )?business (?:purposes|needs))|(?:no|not)\b[^.;]{0,40}(?:obligat\w*|requir\w*) to (?:delete|return)`],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
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
        topic: [r`\baudit\w*|\binspect\w*|demonstrat\w*\b[^.;]{0,40}\bcompliance`],
        entail: [r`.`],
        // also a report or certificate as the only way to verify compliance, and no audit or inspection to take place at
        // all (not "no audit shall take place more than once a year" or "without notice")
        contradict: [r`(?:shall|will|may) not (?:be entitled|be permitted|have (?:the|any) right)[^.;]{0,30}(?:to )?(?:audit|inspect)|(?:no|not have (?:a|any)) right to (?:audit|inspect)|(?:waives?|excludes?)[^.;]{0,40}(?:(?:audit|inspection) rights?|rights?\s+(?:to|of)\s+(?:audit|inspect\w*)(?=\s*[.;,]|\s+(?:the\s+)?(?:processor|provider|supplier|vendor|sub-?processors?|its|their|premises|facilities|systems?|records?|books)\b|\s+(?:or|and)\s+(?:audit|inspect)))|\b(?:sole|only|exclusive)\s+(?:means|method|way|manner|evidence|basis)\b[^.;]{0,20}\b(?:of|for|to)\s+(?:verif|demonstrat|audit|assess|evidenc|confirm)\w*(?![^.;]{0,120}\b(?:unless|except|save|other than)\b)|\b(?:audit|inspection)\w*\b[^.;]{0,60}(?<!\bnot\s+)\b(?:limited|restricted|confined)\s+(?:exclusively\s+|solely\s+|only\s+)?to\b[^.;]{0,60}\b(?:reports?|certificat\w*|certifications?|summar(?:y|ies)|questionnaires?|attestations?)\b(?![^.;]{0,120}\b(?:unless|except|save|other than)\b)|\b(?:(?:audit|inspection)\s+rights?|rights?\s+(?:of|to)\s+(?:audit|inspect\w*))\b[^.;]{0,80}\b(?:satisfied|fulfilled|discharged|met)\b[^.;]{0,20}\b(?:exclusively|solely|only)\b(?![^.;]{0,120}\b(?:unless|except|save|other than)\b)|\bno\s+(?:on-?site\s+|physical\s+|other\s+)?(?:audits?|inspections?)\b[^.;]{0,80}?\b(?:shall|will|may)\s+(?:be\s+)?(?:take place|be permitted|permitted|be conducted|conducted|be carried out|carried out|be allowed|allowed|be made|occur)\b(?![^.;]{0,60}\b(?:more than|more often|without|unless|except|other than|before|during|outside|in excess|prior to|until)\b)`],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'Controller has no right to audit Processor', missing: 'No audit or information rights for Controller' },
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
        topic: [r`transfer\w*[^.;]{0,120}(?:outside|third countr|international|cross-border|EEA|European Economic Area|United Kingdom)|standard contractual clauses|adequacy decision`, ANYWHERE],
        entail: [r`standard contractual clauses|adequa\w+|binding corporate rules|article (?:45|46|47|49)|appropriate safeguards|prior (?:written )?(?:consent|authori[sz]ation)`],
        contradict: [r`(?:may|is entitled to|shall be free to) (?:freely )?transfer[^.;]{0,80}(?:any country|anywhere|without)`, ANYWHERE],
        topic_only: 'contradicted',
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'Processor may transfer personal data abroad without safeguards', missing: 'International transfers are not addressed' },
        clause_type: 'data_protection',
        max_evidence: 2,
      },
    },
    renamed(C.limitationOfLiability('dpa'), NAMES),
    renamed(C.governingLaw('dpa'), NAMES),
  ],
};
