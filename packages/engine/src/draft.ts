/**
 * Draft: a clause or a complete document for every document type, from the clause library
 * (clause-library.ts), filled with what the prompt asks for (prompt.ts) and, where it is silent, the
 * type's playbook's preferred positions. Every document is reviewed with its own playbook before it
 * is returned: what departs from the playbook, and every request the engine could not meet, is named
 * in `warnings`. No language model is involved (see llm.ts for the provider door).
 */
import type { DocumentType, DraftClause, DraftInput, DraftOutput, Playbook } from './types.js';
import { normaliseJurisdiction, jurisdictionNameFromCode } from './keyterms.js';
import { builtInCheck, defaultPlaybookFor, withDetection } from './playbooks/index.js';
import { libraryClause, libraryClauseTypes, type ClauseFamily, type LibraryClause } from './clause-library.js';
import { parsePrompt, type PromptFacts, type PromptParty, type Side } from './prompt.js';
import { amountWords, countWords, dateWords, durationWords, jurisdictionWords, lawWords, monthsWords } from './words.js';
import { clauseTaxonomy } from './taxonomy.js';
import { review } from './review.js';

export { parsePrompt };
export type { PromptFacts };

/** A clause type that neither the library nor (where one is configured) a language model can draft. */
export class ClauseTypeNotDraftableError extends RangeError {
  readonly code = 'clause_type_not_draftable';
  constructor(message: string) {
    super(message);
    this.name = 'ClauseTypeNotDraftableError';
  }
}

interface DocumentSpec {
  title: string;
  /** What the document calls itself ("this Lease"). */
  short: string;
  family: ClauseFamily;
  /** Defined names of side a and side b. */
  names: [string, string];
  /** The clauses of the document, in order. */
  outline: string[];
  /** The default term in months when the prompt gives none (null: the document has no fixed term). */
  term_months: number | null;
}

const BOILERPLATE = ['force_majeure', 'anti_assignment', 'notices', 'governing_law', 'entire_agreement', 'severability', 'amendment', 'counterparts'];

const DOCUMENTS: Record<DocumentType, DocumentSpec> = {
  nda: {
    title: 'Non-Disclosure Agreement', short: 'Agreement', family: 'nda', names: ['Disclosing Party', 'Receiving Party'], term_months: 24,
    outline: ['definition_confidential_information', 'standard_exclusions', 'confidentiality_obligations', 'permitted_disclosure', 'compelled_disclosure', 'confidentiality_of_agreement', 'no_license', 'term', 'return_or_destruction', 'remedies', 'anti_assignment', 'notices', 'governing_law', 'severability', 'counterparts', 'entire_agreement'],
  },
  msa: {
    title: 'Master Services Agreement', short: 'Agreement', family: 'generic', names: ['Customer', 'Provider'], term_months: 36,
    outline: ['definitions', 'services', 'payment_terms', 'warranty', 'ip_ownership_assignment', 'confidentiality_obligations', 'data_protection', 'indemnification', 'cap_on_liability', 'insurance', 'term', 'renewal_term', 'termination_for_convenience', 'termination', 'post_termination_services', 'survival', 'independent_contractor', ...BOILERPLATE],
  },
  saas: {
    title: 'Software as a Service Agreement', short: 'Agreement', family: 'generic', names: ['Customer', 'Provider'], term_months: 12,
    outline: ['definitions', 'subscription', 'service_levels', 'data_protection', 'payment_terms', 'price_restrictions', 'warranties', 'confidentiality_obligations', 'indemnification', 'cap_on_liability', 'term', 'renewal_term', 'termination_for_convenience', 'termination', 'survival', ...BOILERPLATE],
  },
  services: {
    title: 'Professional Services Agreement', short: 'Agreement', family: 'generic', names: ['Customer', 'Provider'], term_months: 12,
    outline: ['definitions', 'services', 'acceptance', 'payment_terms', 'warranty', 'ip_ownership_assignment', 'confidentiality_obligations', 'indemnification', 'cap_on_liability', 'insurance', 'term', 'termination_for_convenience', 'termination', 'survival', 'independent_contractor', ...BOILERPLATE],
  },
  consulting: {
    title: 'Consulting Agreement', short: 'Agreement', family: 'generic', names: ['Client', 'Consultant'], term_months: 12,
    outline: ['services', 'independent_contractor', 'payment_terms', 'warranty', 'ip_ownership_assignment', 'confidentiality_obligations', 'indemnification', 'cap_on_liability', 'insurance', 'term', 'termination_for_convenience', 'termination', 'survival', ...BOILERPLATE],
  },
  license: {
    title: 'Licence Agreement', short: 'Agreement', family: 'license', names: ['Licensee', 'Licensor'], term_months: 60,
    outline: ['definitions', 'license_grant', 'exclusivity', 'revenue_profit_sharing', 'audit_rights', 'ip_ownership_assignment', 'warranties', 'indemnification', 'cap_on_liability', 'confidentiality_obligations', 'term', 'termination_for_convenience', 'termination', 'change_of_control', 'survival', ...BOILERPLATE],
  },
  lease: {
    title: 'Commercial Lease', short: 'Lease', family: 'lease', names: ['Tenant', 'Landlord'], term_months: 60,
    outline: ['premises', 'payment_terms', 'price_restrictions', 'deposit', 'use', 'maintenance', 'insurance', 'renewal_term', 'anti_assignment', 'quiet_enjoyment', 'termination_for_convenience', 'termination', 'notices', 'governing_law', 'entire_agreement', 'severability', 'counterparts'],
  },
  dpa: {
    title: 'Data Processing Agreement', short: 'Agreement', family: 'dpa', names: ['Controller', 'Processor'], term_months: null,
    outline: ['processing_details', 'instructions', 'personnel_confidentiality', 'security', 'sub_processors', 'assistance', 'breach_notification', 'deletion_return', 'audit_rights', 'international_transfers', 'cap_on_liability', 'term', 'notices', 'governing_law', 'entire_agreement', 'severability', 'counterparts'],
  },
  employment: {
    title: 'Employment Agreement', short: 'Agreement', family: 'employment', names: ['Company', 'Employee'], term_months: null,
    outline: ['duties', 'compensation', 'term', 'termination', 'confidentiality_obligations', 'ip_ownership_assignment', 'return_or_destruction', 'non_compete', 'non_solicitation', 'notices', 'governing_law', 'entire_agreement', 'severability', 'counterparts'],
  },
  other: {
    title: 'Agreement', short: 'Agreement', family: 'generic', names: ['Customer', 'Provider'], term_months: 24,
    outline: ['definitions', 'services', 'payment_terms', 'confidentiality_obligations', 'cap_on_liability', 'term', 'renewal_term', 'termination', 'survival', ...BOILERPLATE],
  },
};

/** Clause types the library can draft: every type of the taxonomy and the operative clauses of documents. */
export function draftableClauseTypes(): string[] {
  return libraryClauseTypes();
}

/** Whether a clause type can be drafted from the library. */
export function isDraftableClauseType(clauseType: string): boolean {
  return !!libraryClause(clauseType);
}

/** Names of documents ("services agreement", "NDA"): these decide the type before any cue word. */
const TYPE_NAMES: [RegExp, DocumentType][] = [
  [/\b(?:dpa|data processing (?:agreement|addendum)|processor agreement)\b/i, 'dpa'],
  [/\b(?:nda|non-?disclosure|confidentiality agreement)\b/i, 'nda'],
  [/\b(?:saas|subscription agreement|software as a service)\b/i, 'saas'],
  [/\b(?:msa|master services?)\b/i, 'msa'],
  [/\b(?:lease|tenancy)\b/i, 'lease'],
  [/\blicen[cs]e agreement\b/i, 'license'],
  [/\b(?:employment (?:agreement|contract)|offer letter)\b/i, 'employment'],
  [/\b(?:consulting|consultancy) agreement\b/i, 'consulting'],
  [/\b(?:services agreement|statement of work|professional services)\b/i, 'services'],
];

/** Words that suggest a type when the prompt names no document. */
const TYPE_CUES: [RegExp, DocumentType][] = [
  [/\b(?:landlord|tenant|premises)\b/i, 'lease'],
  [/\b(?:licensor|licensee|licen[cs]ing|licen[cs]es?)\b/i, 'license'],
  [/\b(?:employ(?:s|ing|ee|er)?|salary)\b/i, 'employment'],
  [/\b(?:consulting|consultancy|consultant)\b/i, 'consulting'],
  [/\b(?:hir(?:e|es|ing))\b/i, 'employment'],
  [/\b(?:services?|deliverables)\b/i, 'services'],
];

/** The document type a draft is for: the one asked for, else the one the prompt names (outside party names), else NDA. */
export function inferDocumentType(input: Pick<DraftInput, 'document_type' | 'prompt'>): DocumentType {
  if (input.document_type) return input.document_type;
  let text = input.prompt;
  for (const p of parsePrompt(input.prompt).parties) text = text.split(p.name).join(' ');
  return TYPE_NAMES.find(([re]) => re.test(text))?.[1] ?? TYPE_CUES.find(([re]) => re.test(text))?.[1] ?? 'nda';
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => vars[k] ?? `[${k.replace(/_/g, ' ')}]`);
}

/** A covenant's length as lawyers write it: in months up to two years ("twelve (12) months"), else in years. */
function covenantWords(months: number): string {
  return months <= 24 ? durationWords(months, 'month') : monthsWords(months);
}

function daysWords(days: number): string {
  return durationWords(days, 'day');
}

/** The parties as [side a, side b], each with its name (or a placeholder); and whether roles were guessed. */
function sides(parties: PromptParty[], oneWayNda: boolean): { a: PromptParty | null; b: PromptParty | null; guessed: boolean } {
  const withSide = parties.filter((p) => p.side);
  let a = withSide.find((p) => p.side === 'a') ?? null;
  let b = withSide.find((p) => p.side === 'b') ?? null;
  const rest = parties.filter((p) => p !== a && p !== b);
  if (!a && rest.length) a = rest.shift()!;
  if (!b && rest.length) b = rest.shift()!;
  const guessed = parties.length > 0 && withSide.length === 0 && !oneWayNda;
  return { a, b, guessed };
}

function partyFromVariables(v: Record<string, string>, key: string): PromptParty | null {
  return v[key] ? { name: v[key], role: null, side: null } : null;
}

export function draft(input: DraftInput): DraftOutput {
  const documentType = inferDocumentType(input);
  const spec = DOCUMENTS[documentType];
  const facts = parsePrompt(input.prompt);
  const warnings: string[] = [];
  /** What was filled from defaults: reported for documents (a clause reports its unfilled placeholders). */
  const defaults: string[] = [];
  const playbook: Playbook = input.playbook ? withDetection(input.playbook) : defaultPlaybookFor(documentType);
  const v = input.variables ?? {};

  // parties and their roles
  const given: PromptParty[] = input.parties?.length ? input.parties.map((name) => facts.parties.find((p) => p.name === name) ?? { name, role: null, side: null }) : facts.parties;
  const mutual = v.mutual ? v.mutual === 'true' : facts.mutual ?? true;
  const oneWayNda = documentType === 'nda' && !mutual;
  const s = sides(given, oneWayNda);
  const partyA = partyFromVariables(v, 'party_a') ?? s.a;
  const partyB = partyFromVariables(v, 'party_b') ?? s.b;
  const nameA = partyA?.name ?? '[Party A]';
  const nameB = partyB?.name ?? '[Party B]';
  const [roleA, roleB] = spec.names;
  if (!partyA && !partyB) defaults.push('The prompt names no parties; placeholders [Party A] and [Party B] are used.');
  else if (!partyA || !partyB) defaults.push(`The prompt names only one party; a placeholder is used for the ${!partyA ? roleA : roleB}.`);
  if (s.guessed && documentType !== 'nda' && partyA && partyB) defaults.push(`The prompt does not say which party is the ${roleA}; ${nameA} is taken as the ${roleA} and ${nameB} as the ${roleB}.`);

  // governing law
  const lawName = input.jurisdiction ? (jurisdictionNameFromCode(input.jurisdiction) ?? normaliseJurisdiction(input.jurisdiction) ?? input.jurisdiction) : v.governing_law ?? facts.governing_law;
  if (!lawName) defaults.push('No governing law given; fill in [governing law].');

  // term, renewal, notice, survival, covenants, cap
  const termMonths = v.term_months ? Number(v.term_months) : facts.term_months ?? spec.term_months;
  if (spec.term_months !== null && !facts.term_months && !v.term_months) defaults.push(`No term given; the default of ${monthsWords(spec.term_months)} is used.`);
  if (spec.term_months === null && facts.term_months) defaults.push(`A ${documentType === 'dpa' ? 'data processing agreement lasts as long as the processing' : 'contract of employment continues until terminated'}; the requested term of ${monthsWords(facts.term_months)} was not used as a fixed term.`);
  const survivalMonths = v.survival_years ? Number(v.survival_years) * 12 : facts.survival_months ?? 36;
  const noticeDays = facts.notice_days ?? 30;
  const nonSolicit = facts.non_solicit_months ?? 12;
  const nonCompete = facts.non_compete_months ?? 6;
  const purpose = v.purpose ?? facts.purpose ?? 'to evaluate a possible business relationship between the Parties';
  if (documentType === 'nda' && !v.purpose && !facts.purpose) defaults.push('No purpose given; a general evaluation purpose is used.');
  const renewal = facts.renewal;
  const renewalMonths = renewal?.months ?? 12;
  const renewalNotice = facts.renewal_notice_days ?? 60;
  let capText = 'the fees paid or payable under this Agreement in the twelve (12) months preceding the event giving rise to the claim';
  if (facts.cap?.months_of_fees) capText = `the fees paid or payable under this Agreement in the ${countWords(facts.cap.months_of_fees)} months preceding the event giving rise to the claim`;
  if (facts.cap?.amount) capText = amountWords(facts.cap.amount.value, facts.cap.amount.currency);

  const renewalWords = facts.stated.renewal ?? monthsWords(renewalMonths);
  const renewalNoticeWords = facts.stated.renewal_notice ?? daysWords(renewalNotice);
  const noticeWords = facts.stated.notice ?? daysWords(noticeDays);
  const renewalSentence = !renewal
    ? 'This Agreement renews for successive one-year terms only if both Parties agree in writing before the end of the then-current term.'
    : renewal.automatic
      ? `This Agreement renews automatically for successive renewal terms of ${renewalWords} each unless either Party gives the other Party written notice of non-renewal at least ${renewalNoticeWords} before the end of the then-current term.`
      : `This Agreement may be renewed for a further term of ${renewalWords} if both Parties agree in writing at least ${renewalNoticeWords} before the end of the then-current term.`;

  const vars: Record<string, string> = {
    title: spec.title,
    party_a: nameA,
    party_b: nameB,
    party_a_full: nameA,
    party_b_full: nameB,
    a_party: mutual ? 'a Party' : nameA,
    the_other_party: mutual ? 'the other Party' : nameB,
    customer: input.kind === 'clause' && partyA ? partyA.name : documentType === 'nda' ? 'Customer' : roleA,
    provider: input.kind === 'clause' && partyB ? partyB.name : documentType === 'nda' ? 'Provider' : roleB,
    law_words: lawName ? lawWords(lawName) : 'the laws of [governing law]',
    forum: lawName ? jurisdictionWords(lawName) : '[governing law]',
    term_text: facts.stated.term && facts.term_months === termMonths ? facts.stated.term : termMonths ? monthsWords(termMonths) : '[term]',
    survival_text: facts.stated.survival ?? monthsWords(survivalMonths),
    notice_text: `${noticeWords}'`,
    renewal_text: monthsWords(renewal?.months ?? 60),
    renewal_notice_text: renewalNoticeWords,
    renewal_sentence: renewalSentence,
    renewal_inline: renewal ? ` ${renewalSentence}` : '',
    non_solicit_text: facts.stated.non_solicit ?? covenantWords(nonSolicit),
    non_compete_text: facts.stated.non_compete ?? covenantWords(nonCompete),
    cap_text: capText,
    purpose,
    purpose_clause: purpose,
    effective_date: v.effective_date ?? (facts.effective_date ? dateWords(facts.effective_date) : '[Effective Date]'),
    job_title: v.job_title ?? facts.job_title ?? '[job title]',
    salary: facts.salary ? amountWords(facts.salary.value, facts.salary.currency) : '[amount]',
    rent: facts.rent ? amountWords(facts.rent.value, facts.rent.currency) : '[amount]',
    lease_break_notice: facts.notice_days ? `${noticeWords}'` : "six (6) months'",
    title_upper: spec.title.toUpperCase(),
    employment_notice_text: facts.notice_days ? `${noticeWords}'` : "one (1) month's",
    breach_hours_text: durationWords(facts.breach_notice_hours ?? 48, 'hour'),
    breach_notice: facts.breach_notice_hours ? `without undue delay, and in any event within ${durationWords(facts.breach_notice_hours, 'hour')}` : 'without undue delay',
    ...v,
  };

  // a check whose suggested_language the playbook customised replaces the library's wording of its clause type
  const custom = new Map<string, string>();
  for (const c of playbook.checks) {
    const type = c.detection?.clause_type;
    if (type && c.enabled && c.suggested_language && isCustomised(c.check_id, c.suggested_language)) custom.set(type, c.suggested_language);
  }
  const wording = (type: string): LibraryClause | undefined => {
    const lib = libraryClause(type, spec.family);
    if (!lib) return undefined;
    const own = custom.get(type);
    return own ? { ...lib, text: own.replace(/\{\{governing_law\}\}/g, '{{forum}}') } : lib;
  };

  if (input.kind === 'clause') return draftClause(input, facts, vars, wording, documentType, warnings);
  warnings.push(...defaults);

  // the outline, with what the prompt asks for or refuses
  const outline = [...spec.outline];
  if (renewal && !outline.includes('renewal_term') && documentType !== 'nda') outline.splice(outline.indexOf('term') + 1, 0, 'renewal_term');
  if (facts.non_solicit_months && !outline.includes('non_solicitation')) facts.include.push('non_solicitation');
  if (facts.non_compete_months && !outline.includes('non_compete')) facts.include.push('non_compete');
  for (const type of facts.exclude) {
    const at = outline.indexOf(type);
    if (at >= 0) {
      outline.splice(at, 1);
      warnings.push(`The ${titleOf(type)} clause was left out as the prompt asks.`);
    }
  }
  const refused: Record<string, string> = { nda: 'residuals,non_compete' };
  for (const type of facts.include) {
    if (outline.includes(type) || facts.exclude.includes(type)) continue;
    if (refused[documentType]?.split(',').includes(type)) {
      warnings.push(`The prompt asks for ${articled(titleOf(type))} clause; it was not included because ${playbook.id} treats it as unacceptable${type === 'residuals' ? ' (the draft keeps information in unaided memory confidential)' : ''}.`);
      continue;
    }
    if (!libraryClause(type, spec.family)) {
      warnings.push(`The prompt asks for ${articled(titleOf(type))} clause, which the clause library cannot draft.`);
      continue;
    }
    const before = outline.findIndex((t) => BOILERPLATE.includes(t) || t === 'notices' || t === 'governing_law');
    outline.splice(before >= 0 ? before : outline.length, 0, type);
  }
  if (documentType === 'nda' && /\b(?:perpetual|indefinite(?:ly)?|forever)\b/i.test(input.prompt)) {
    warnings.push(`The prompt asks for perpetual confidentiality; the obligations survive for ${monthsWords(survivalMonths)} (and for trade secrets while they remain trade secrets), because ${playbook.id} treats perpetual obligations as unacceptable.`);
  }
  if (facts.payment_days) vars.payment_days = daysWords(facts.payment_days);

  // the document
  const clauses: DraftClause[] = [];
  for (const type of outline) {
    const lib = wording(type);
    if (!lib) continue;
    let text = fill(lib.text, vars);
    if (type === 'payment_terms' && facts.payment_days) text = text.replace(/thirty \(30\) days after receipt/, `${daysWords(facts.payment_days)} after receipt`);
    clauses.push({ id: `cl_${clauses.length + 1}`, clause_type: type, heading: lib.heading, text });
  }
  const title = documentType === 'nda' ? (mutual ? 'Mutual Non-Disclosure Agreement' : 'Non-Disclosure Agreement') : spec.title;
  vars.title = title;
  // the parties in the order the prompt names them (a lease names the landlord first when the prompt does)
  const namedFirst: [string, string][] = partyA && partyB && given.indexOf(partyB) >= 0 && given.indexOf(partyB) < given.indexOf(partyA)
    ? [[nameB, roleB], [nameA, roleA]] : [[nameA, roleA], [nameB, roleB]];
  const defined = (name: string, role: string) => documentType === 'employment' ? `${name} (the "${role}")` : `${name} ("${role}")`;
  const preamble = documentType === 'nda'
    ? `This ${title} (this "Agreement") is made as of ${vars.effective_date} (the "Effective Date") by and between ${nameA} and ${nameB} (each a "Party" and together the "Parties"). ${mutual ? 'Each Party may disclose Confidential Information to the other Party, and each Party, when it receives Confidential Information, is a "Receiving Party" under this Agreement.' : `This is a one-way agreement: ${nameA} will disclose Confidential Information to ${nameB}, and only ${nameB} receives it.`} ${mutual ? 'The Parties wish to exchange information' : `${nameA} wishes to disclose information`} for the following purpose: ${purpose} (the "Purpose").`
    : `This ${title} (this "Agreement") is made as of ${vars.effective_date} (the "Effective Date") by and between ${namedFirst.map(([n, r]) => defined(n, r)).join(' and ')} (each a "Party" and together the "Parties").${facts.purpose || v.purpose ? ` The Parties enter into this Agreement ${purpose}.` : ''}`;
  const body = clauses.map((c, i) => `${i + 1}. ${c.heading}. ${c.text}`).join('\n\n');
  const block = (name: string, role: string) => documentType === 'employment' && role === 'Employee'
    ? `EMPLOYEE\n${name}\nSignature: ____________________\nDate: ____________________`
    : `${name} (${role})\nBy: ____________________\nName: ____________________\nTitle: ____________________\nDate: ____________________`;
  const signature = `IN WITNESS WHEREOF, the Parties have signed this Agreement as of the Effective Date.\n\n${namedFirst.map(([n, r]) => block(n, documentType === 'nda' ? 'Party' : r)).join('\n\n')}`;
  let text = `${title.toUpperCase()}\n\n${preamble}\n\n${body}\n\n${signature}\n`;
  if (spec.short !== 'Agreement') {
    // the document calls itself by its own name ("this Lease")
    text = text.replace(/\b(this|This) Agreement\b/g, `$1 ${spec.short}`).replace(/\(this "Agreement"\)/, `(this "${spec.short}")`);
    for (const c of clauses) c.text = c.text.replace(/\b(this|This) Agreement\b/g, `$1 ${spec.short}`);
  }

  // nothing the prompt asked for is dropped silently: each term read from it is in the text, or named here
  // (in the clause that takes it: "ten (10) days" elsewhere does not make a payment period)
  const asked: [string, string | null, string[]][] = [
    ['a term', facts.term_months && spec.term_months !== null ? vars.term_text : null, ['term', 'premises']],
    ['a notice period', facts.stated.notice ?? null, ['term', 'termination', 'termination_for_convenience']],
    ['a renewal notice period', facts.renewal && facts.stated.renewal_notice ? facts.stated.renewal_notice : null, ['term', 'renewal_term', 'notice_to_terminate_renewal']],
    ['a survival period', facts.stated.survival ?? null, ['term', 'confidentiality_obligations', 'survival']],
    ['a non-solicitation period', facts.stated.non_solicit ?? null, ['non_solicitation', 'no_solicit_of_employees', 'no_solicit_of_customers']],
    ['a non-compete period', facts.stated.non_compete && !facts.exclude.includes('non_compete') ? facts.stated.non_compete : null, ['non_compete']],
    ['a payment period', facts.payment_days ? daysWords(facts.payment_days) : null, ['payment_terms']],
    ['a breach notification period', facts.breach_notice_hours ? durationWords(facts.breach_notice_hours, 'hour') : null, ['data_protection', 'breach_notification']],
    ['a liability cap', facts.cap ? capText : null, ['cap_on_liability']],
    ['a salary', facts.salary ? vars.salary : null, ['compensation']],
    ['a rent', facts.rent ? vars.rent : null, ['payment_terms']],
    ['a job title', facts.job_title && documentType === 'employment' ? facts.job_title : null, ['duties']],
    ['a purpose', facts.purpose ? purpose : null, []],
  ];
  for (const [what, words, types] of asked) {
    if (!words) continue;
    const used = types.length ? clauses.some((c) => types.includes(c.clause_type) && c.text.includes(words)) : text.includes(words);
    if (!used) warnings.push(`The prompt asks for ${what} (${words}); the ${title} has no clause that takes it, so it was not used.`);
  }
  const blanks = [...new Set(text.match(/\[[A-Za-z][A-Za-z ]{1,30}\]/g) ?? [])];
  if (blanks.length) warnings.push(`Fill in before use: ${blanks.join(', ')}.`);

  // the engine reviews its own draft: every departure from the playbook is named
  const checked = review({ text, document_type: documentType, playbook, options: { risk_scoring: true, suggest_redlines: false } });
  for (const issue of checked.review.issues) warnings.push(`Review with ${playbook.id}: ${issue.title} (${issue.severity}).`);
  return { kind: 'document', document_type: documentType, title, text, clauses, warnings };
}

function draftClause(input: DraftInput, facts: PromptFacts, vars: Record<string, string>, wording: (t: string) => LibraryClause | undefined, documentType: DocumentType, warnings: string[]): DraftOutput {
  const wanted = input.clause_type ?? guessClauseType(input.prompt, facts);
  const lib = wanted ? wording(wanted) : undefined;
  if (!lib) {
    const known = draftableClauseTypes();
    throw new ClauseTypeNotDraftableError(wanted
      ? `clause_type "${wanted}" cannot be drafted: it is not a clause type of the taxonomy (GET /benchmarks/clause-types lists them). Draftable types: ${known.join(', ')}.`
      : `The prompt does not name a clause type the library can draft; give clause_type, one of: ${known.join(', ')}.`);
  }
  const text = fill(lib.text, vars);
  const blanks = [...new Set(text.match(/\[[A-Za-z][A-Za-z ]{1,30}\]/g) ?? [])];
  if (blanks.length) warnings.push(`Fill in before use: ${blanks.join(', ')}.`);
  return {
    kind: 'clause',
    document_type: documentType,
    title: lib.heading,
    text,
    clauses: [{ id: 'cl_1', clause_type: lib.clause_type, heading: lib.heading, text }],
    warnings,
  };
}

function isCustomised(checkId: string, language: string): boolean {
  const c = builtInCheck(checkId);
  return !!c && c.suggested_language !== language;
}

function titleOf(type: string): string {
  return (clauseTaxonomy().find((t) => t.clause_type === type)?.title ?? type.replace(/_/g, ' ')).toLowerCase();
}

function articled(s: string): string {
  return `${/^[aeiou]/i.test(s) ? 'an' : 'a'} ${s}`;
}

/** The clause type a prompt for one clause asks for: a named type, else a taxonomy title or synonym it mentions. */
function guessClauseType(prompt: string, facts: PromptFacts): string | undefined {
  const p = prompt.toLowerCase();
  const table: [RegExp, string][] = [
    [/limitation of liability|liability cap|cap on liability|limit(?:ing)? liability/, 'cap_on_liability'],
    [/governing law|choice of law/, 'governing_law'],
    [/assign/, 'anti_assignment'],
    [/payment|fees|invoice/, 'payment_terms'],
    [/data protection|privacy|customer data/, 'data_protection'],
    [/price increase|pricing/, 'price_restrictions'],
    [/ownership|intellectual property|deliverables/, 'ip_ownership_assignment'],
    [/terminat\w* for convenience/, 'termination_for_convenience'],
    [/terminat/, 'termination'],
    [/definition|confidential information means/, 'definition_confidential_information'],
    [/exclusions? from confidential/, 'standard_exclusions'],
    [/return|destr/, 'return_or_destruction'],
    [/compelled|required by law|subpoena/, 'compelled_disclosure'],
    [/injunct|remed/, 'remedies'],
    [/surviv/, 'survival'],
    [/\bterm\b/, 'term'],
    [/confidential/, 'confidentiality_obligations'],
  ];
  if (facts.include.length) return facts.include[0];
  for (const [re, t] of table) if (re.test(p)) return t;
  return clauseTaxonomy().find((t) => p.includes(t.title.toLowerCase()) || p.includes(t.clause_type.replace(/_/g, ' ')))?.clause_type;
}
