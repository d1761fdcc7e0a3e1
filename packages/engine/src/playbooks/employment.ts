/**
 * The built-in employment playbook (pbk_employment_standard), from the employer's side, with the
 * limits a court would hold it to: a restrictive covenant that is too long is a risk to the
 * employer too (unenforceable, or cut down). Grounded in CUAD's Non-Compete, No-Solicit of
 * Employees / Customers, IP Ownership Assignment and Termination categories, and the usual
 * employment checklist: role and pay, notice, termination for cause, confidentiality, inventions.
 */
import type { Playbook } from '../types.js';
import { COMMERCIAL_CHECKS as C, CONFIDENTIALITY_DUTY } from './msa.js';

const r = String.raw;

/**
 * A restrictive covenant (named by `name`) that falls away when the employment ends in a given way: "Clause 8
 * (Non-Solicitation) shall cease to apply if the Company terminates the employment", "the non-compete lapses on a
 * dismissal without cause". The employer loses the protection exactly when it is most needed.
 */
const fallsAway = (name: string) => r`\b(?:${name})\b[^.;]{0,80}\b(?:(?:shall|will|does|do)\s+(?:cease to (?:apply|have (?:any )?effect|bind)|(?:automatically )?(?:lapse|fall away|terminate|expire|end)|not apply|no longer (?:apply|bind)|be (?:void|unenforceable|of no (?:further )?(?:force or )?effect))|(?:automatically\s+)?(?:ceases? to (?:apply|have (?:any )?effect|bind)|lapses?|falls? away|terminates?|expires?|no longer (?:applies|apply|binds?))|(?:is|are|becomes?)\s+(?:void|unenforceable|of no (?:further )?(?:force or )?effect))\b(?=[^.;]{0,40}\b(?:if|where|when|upon|on|in the event|once)\b[^.;]{0,80}\b(?:terminat\w*|dismiss\w*|ends?|ended|cessation|redundan\w*|leaves?|resign\w*)\b)`;

/**
 * The employer bound to a notice far beyond the market's one to three months: "the Company may terminate the
 * employment only on giving not less than twelve (12) months' written notice", "one year's notice" (the employer's
 * notice alone: not a long notice either party gives).
 */
const LONG_EMPLOYER_NOTICE = r`(?<!\b(?:either|each|both|or|and)\s+(?:the\s+)?)\b(?:company|employer|corporation)\b[^.;]{0,120}?\b(?:terminat\w*|dismiss\w*|end)\b[^.;]{0,120}?\b(?:not less than|no less than|at least|a minimum of|on|upon|by giving|giving|with)\s+(?:\w+\s+){0,2}?(?:(?:seven|eight|nine|ten|eleven|twelve|eighteen|twenty-four|thirty-six|[7-9]|1\d|2\d|3\d)\s*(?:\(\d+\)\s*)?months|(?:one|two|three|a|1|2|3)\s*(?:\(\d\)\s*)?years?)['’]?\s+(?:(?:prior|advance|written)\s+)*notice`;

/** Words that make an obligation end: "shall lapse", "will cease", "expires", "no longer applies". */
const ENDS = r`(?:(?:shall|will)\s+(?:automatically\s+)?(?:lapse|cease|end|expire|terminate|fall away|no longer (?:apply|bind|continue))|(?:automatically\s+)?(?:lapse|cease|expire|terminate|fall away)s?|ends)`;

/**
 * A sentence of its own that ends "this obligation" with the employment ("This obligation shall lapse when the
 * employment terminates"): an obligation or undertaking (not a restriction or covenant, the words of non-competes)
 * named only by "this", "such" or "the foregoing", or as the employee's obligations "under this clause" ("The Employee's
 * obligations under this clause cease upon the termination of the employment"), read as the confidentiality duty it follows.
 */
const ANAPHORIC_LAPSE = r`^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:(?:this|these|such|the foregoing|the above)\s+(?:confidentiality\s+|non-?disclosure\s+)?(?:obligations?|undertakings?|duty|duties)|(?:the\s+)?(?:employee|executive|[A-Z][\w-]+)['’]s?\s+(?:confidentiality\s+|non-?disclosure\s+)?(?:obligations?|undertakings?|duty|duties)\s+(?:under|in)\s+this\s+(?:clause|section|article|paragraph))\b[^.;]{0,40}?\b${ENDS}\b[^.;]{0,40}?\b(?:on|upon|when|at|with|after)\b[^.;]{0,20}?\b(?:(?:the\s+)?(?:termination|end|expiry|cessation)\s+of\s+(?:the\s+|(?:his|her|their|the executive['’]s|the employee['’]s)\s+)?employment|(?:the\s+)?employment\s+(?:ends|terminates|ceases|is terminated))`;

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
        topic: [r`\b(?:base )?salary\b|\bcompensation\b|\bwages?\b|\bremuneration\b|\bovertime\b|\bhours worked\b[^.;]{0,20}\b(?:in excess of|over|beyond)\b`],
        entail: [r`.`],
        // pay for overtime denied outright: wage law lets no employee waive it unless the role is exempt, so the
        // clause is a risk for the employer too ("shall not be entitled to any additional payment for hours worked in
        // excess of forty (40)", "no overtime shall be paid")
        // (a role stated to be exempt is not this)
        contradict: [r`(?<!\bexempt\b[^.;]{0,160})\b(?:not|no)\b[^.;]{0,40}\b(?:entitled|eligible|paid|payable|compensated|payment|pay|remuneration)\b[^.;]{0,60}\b(?:overtime|hours (?:worked )?(?:in excess of|over|beyond)|additional hours|extra hours)\b(?![^.;]{0,160}\bexempt\b)|(?<!\bexempt\b[^.;]{0,160})\bno\b[^.;]{0,20}\bovertime\b[^.;]{0,40}\b(?:paid|payable|pay|compensat\w*)\b(?![^.;]{0,160}\bexempt\b)`],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'Overtime is never paid, which wage law allows only for exempt roles', missing: 'The employee\'s compensation is not stated' },
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
        // also "may resign on ... notice", "may end the employment on ... notice"
        topic: [LONG_EMPLOYER_NOTICE, r`terminat\w*[^.;]{0,120}(?:notice|at will|at any time)|\bat[- ]will\b|notice (?:period|of (?:termination|resignation))|\b(?:resign\w*|end (?:the|his|her|their|this|its) employment)\b[^.;]{0,120}\bnotice\b`],
        entail: [r`.`],
        // the employer bound to a notice far beyond the market's one to three months ("the Company may terminate only on
        // twelve (12) months' notice"), whatever the employee's own notice
        contradict: [LONG_EMPLOYER_NOTICE],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'The employer must give notice far longer than the market\'s one to three months', missing: 'The contract does not say how the employment ends' },
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
        topic: [r`\bfor cause\b|["“]cause["”]|gross misconduct|summar(?:y|ily) dismiss`],
        entail: [r`.`],
        // cause cut down to (almost) nothing: "'Cause' means only ...", a conviction as finally determined once every
        // appeal is exhausted
        contradict: [r`["“]?\bcause\b["”]?\s+(?:shall\s+)?(?:means?|mean|is|be|refers?(?:\s+to)?)\s+(?:(?:limited|restricted|confined)\s+)?(?:only|solely|exclusively)\b|["“]?\bcause\b["”]?\s+(?:shall\s+be|is)\s+(?:limited|restricted|confined)\s+(?:only|solely|exclusively)\s+to\b|\b(?:only|solely|exclusively)\s+(?:means?|includes?)\b[^.;]{0,20}\bcause\b|\bcause\b[^.;]{0,200}\b(?:(?:all\s+)?(?:rights?|avenues?|possibilit(?:y|ies))\s+of\s+appeal|(?:all|any)\s+appeals?)\s+(?:have|having|has)\s+(?:been\s+)?(?:exhausted|expired|lapsed)|\bcause\b[^.;]{0,200}\bfinal,?\s+(?:and\s+)?non-?appealable\b`],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
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
        topic: [r`(?:inventions?|work product|intellectual property|works? made for hire|copyright)[^.;]{0,200}(?:own\w*|property|assign\w*|title|vest|retain\w*)|(?:inventions?|work product|works? of authorship)\b[^.;]{0,400}\b(?:shall|will)\s+(?:remain|be|become)\s+(?:the\s+)?(?:(?:sole|exclusive|absolute)\s+(?:and\s+(?:exclusive|sole)\s+)?)?property\s+of\b|hereby assigns?|\b(?:employee|executive|consultant|contractor)\b[^.;]{0,60}\bassign\w*\b[^.;]{0,80}\b(?:inventions?|work product|intellectual property)\b|(?:own|retain)\w*[^.;]{0,80}(?:inventions?|intellectual property|work product)`],
        // the employer owns it, or the employee (consultant, contractor) assigns it, whatever the employer is called
        // ("Consultant hereby assigns to Aduro"), or licenses to it what the employee owned before and builds in
        entail: [r`(?:company|employer)\b[^.;]{0,60}(?:shall own|owns|sole and exclusive)|assigns?\b[^.;]{0,80}to (?:the )?(?:company|employer)|(?:property|owned by) (?:of )?(?:the )?(?:company|employer)|\bvest(?:s|ed)?\s+in\s+(?:the\s+)?(?:company|employer)\b|works? made for hire|\b(?:employee|executive|consultant|contractor)\b[^.;]{0,60}\b(?:hereby (?:irrevocably )?|shall |will |agrees? to )(?:irrevocably )?assigns?\b|\b(?:employee|executive|consultant|contractor)\b[^.;]{0,60}\bgrants?\b[^.;]{0,80}\b(?:license|licence)\b`],
        // the statutory carve-out (own time, own equipment, unrelated to the business) is not a problem
        contradict: [
          r`(?:employee|executive)\b[^.;]{0,40}(?:shall|will) (?:retain|own)\b(?![^.;]{0,160}(?:own time|without[^.;]{0,30}(?:equipment|resources|facilities)|unrelated to|not relat|prior inventions|before (?:the )?(?:employment|effective date)))`,
          // the same in the passive: "shall remain the exclusive property of the Executive", "shall vest in the Employee"
          // (not prior or excluded inventions, nor those of the employee's own time)
          // (nor the statutory carve-out written first: "Inventions developed entirely on the Employee's own time without
          // using the Company's equipment ... shall remain the property of the Employee")
          r`(?<!\b(?:prior|pre-?existing|excluded|before)\b[^.;]{0,200})(?<!\b(?:own time|unrelated to|not relat\w*|without (?:\w+\s+){0,3}(?:equipment|resources|facilities|trade secrets))\b[^.;]{0,200})\b(?:shall|will)\s+(?:(?:remain|be|become)\s+(?:the\s+)?(?:(?:sole|exclusive|absolute)\s+(?:and\s+(?:exclusive|sole)\s+)?)?(?:property\s+of|owned\s+by)|(?:remain\s+)?vest(?:ed)?\s+in)\s+(?:the\s+)?(?:employee|executive)\b(?![^.;]{0,160}(?:own time|without[^.;]{0,30}(?:equipment|resources|facilities)|unrelated to|not relat|prior inventions|before (?:the )?(?:employment|effective date)))`,
          // an assignment reaching past what the statutes let an employer take (Cal. Lab. Code § 2870, RCW 49.44.140 and
          // the like): inventions made on the employee's own time, without the employer's resources and unrelated to its
          // business, with no carve-out in the sentence
          r`\bassign\w*\b[^.;]{0,240}\b(?:whether or not|regardless of whether|irrespective of whether|even if)\b[^.;]{0,40}\b(?:(?:made |conceived |developed )?(?:during|in|outside(?: of)?) (?:normal |regular )?(?:working|business|office|work) (?:hours|time)|(?:on|in) (?:the employee['’]s |his |her |their )?own time|(?:using|with|by use of|use of) (?:the )?(?:company|employer)['’]s? (?:\w+ )?(?:resources|equipment|facilities|time|materials|premises)|relat\w* to (?:the )?(?:company|employer)['’]s? business)(?![^.;]{0,240}\b(?:does not apply|shall not apply|do not apply|excluding|except)\b)`,
        ],
        topic_only: 'contradicted',
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'The inventions clause leaves work with the employee, or claims inventions the law leaves to the employee', missing: 'Work product and inventions are not assigned to the employer' },
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
        topic: [r`confidential`, ANAPHORIC_LAPSE],
        entail: [CONFIDENTIALITY_DUTY, r`not (?:to )?(?:use or )?disclose`],
        // the duty ends with the employment: "confidentiality obligations shall lapse when the employment terminates"; not a
        // duty that ends for information gone public, nor a sentence that keeps some duties alive (a survival list, "other
        // than", "except")
        contradict: [r`^(?![\s\S]*\b(?:surviv\w*|other than|except|save|apart from|with the exception of)\b)[\s\S]*\b(?:obligations?|duty|duties|undertakings?|restrictions?|covenants?)\b[^.;]{0,60}\b${ENDS}\b[^.;]{0,40}\b(?:on|upon|when|at|with|after)\b[^.;]{0,20}\b(?:(?:the\s+)?(?:termination|end|expiry|cessation)\b|(?:the\s+)?employment\s+(?:ends|terminates|ceases))(?![^.;]{0,80}\b(?:save|except|other than|but)\b[^.;]{0,40}\bconfidential)`],
        precedence: 'contradict',
        positions: { entailed: 'preferred', contradicted: 'unacceptable', not_mentioned: 'missing' },
        problem: { unacceptable: 'The employee\'s confidentiality duty ends with the employment', missing: 'The employee has no confidentiality obligation' },
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
        topic: [r`non-?compet\w*|\bcompet\w*`],
        entail: [
          r`(?:shall|will|must|agrees?(?: that (?:he|she|it|they) (?:shall|will))?|undertakes?) not\b[^.;]{0,240}\b(?:compete|competes|competing|competitive with|competitor|engage in[^.;]{0,80}(?:compet|similar business))`,
          r`non-?compet(?:e|ition) (?:covenant|obligation|period|undertaking|restriction)`,
        ],
        exclude: [r`\buse\b[^.;]{0,80}(?:confidential|information)[^.;]{0,60}\bcompet|(?:nothing|not)\b[^.;]{0,120}(?:restrict|prevent|prohibit|limit)[^.;]{0,160}compet|competitive (?:salary|compensation|pay|position|advantage)`],
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
        topic: [r`\bsolicit\w*|\bentice\w*|\bpoach\w*`],
        entail: [r`.`],
        precedence: 'entail',
        max_months: { preferred: 12, fallback: 24 },
        positions: { entailed: 'preferred', contradicted: 'acceptable', not_mentioned: 'missing' },
        override: [fallsAway(r`non-?solicit\w*|solicitation|restrictive covenants?`)],
        problem: { unacceptable: 'The non-solicitation period is longer than a court is likely to enforce', overridden: 'The non-solicitation covenant falls away when the employment ends in a way the contract names', missing: 'No protection against soliciting staff or customers' },
        clause_type: 'non_solicit',
        max_evidence: 2,
      },
    },
    C.governingLaw('employment'),
  ],
};
