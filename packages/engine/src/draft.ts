/**
 * Draft: a clause or a whole document from the service's own clause library, filled with what the
 * prompt says (parties, mutual or one-way, term, governing law, purpose) and, where the prompt is
 * silent, the playbook's preferred positions. No language model is involved.
 */
import type { DocumentType, DraftClause, DraftInput, DraftOutput, Playbook } from './types.js';
import { normaliseJurisdiction, parseDurations } from './keyterms.js';
import { builtInCheck, defaultPlaybookFor, withDetection } from './playbooks/index.js';

interface LibraryClause {
  clause_type: string;
  heading: string;
  /** Template; {{name}} placeholders are filled from the draft variables. */
  text: string;
  /** For a one-way NDA, the text to use instead (when it differs). */
  one_way?: string;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

function spell(n: number, unit: string): string {
  const word = n < NUMBER_WORDS.length ? NUMBER_WORDS[n] : String(n);
  return `${word} (${n}) ${unit}${n === 1 ? '' : 's'}`;
}

/** The NDA clause library, in document order. It encodes pbk_nda_standard's preferred positions. */
const NDA_LIBRARY: LibraryClause[] = [
  {
    clause_type: 'definition_confidential_information',
    heading: 'Confidential Information',
    text: '"Confidential Information" means all non-public business, financial, commercial, technical and other information that {{a_party}} (the "Disclosing Party") discloses to {{the_other_party}} (the "Receiving Party") in connection with the Purpose, whether disclosed in writing, orally, visually, electronically or in any other form, that is marked or identified as confidential or that a reasonable person would understand to be confidential given its nature and the circumstances of disclosure, whether or not it is marked.',
  },
  {
    clause_type: 'standard_exclusions',
    heading: 'Exclusions',
    text: 'Confidential Information does not include information that (a) is or becomes publicly available through no fault of the Receiving Party; (b) was lawfully known to the Receiving Party before disclosure without a duty of confidentiality; (c) the Receiving Party rightfully receives from a third party without a duty of confidentiality to the Disclosing Party; or (d) the Receiving Party independently develops without use of or reference to the Disclosing Party\'s Confidential Information.',
  },
  {
    clause_type: 'confidentiality_obligations',
    heading: 'Obligations',
    text: 'The Receiving Party shall keep the Disclosing Party\'s Confidential Information confidential, protect it with at least reasonable care, and use it solely for the Purpose and for no other purpose. The Receiving Party shall not reverse engineer, decompile or disassemble any prototype, sample, software or other object that embodies Confidential Information. The Receiving Party may make only such copies of Confidential Information as are reasonably necessary for the Purpose, and all copies remain Confidential Information.',
  },
  {
    clause_type: 'permitted_disclosure',
    heading: 'Permitted Disclosure',
    text: 'The Receiving Party may disclose Confidential Information to its employees, and to its affiliates and its and their professional advisers and contractors, who need to know it for the Purpose and who are bound by obligations of confidentiality no less protective than this Agreement. The Receiving Party is responsible for any breach of this Agreement by them.',
  },
  {
    clause_type: 'compelled_disclosure',
    heading: 'Disclosure Required by Law',
    text: 'If the Receiving Party is required by law, regulation or legal process to disclose Confidential Information, it shall, where lawful, give the Disclosing Party prompt written notice so that the Disclosing Party may seek a protective order, and shall disclose only the portion that is legally required.',
  },
  {
    clause_type: 'confidentiality_of_agreement',
    heading: 'Confidentiality of this Agreement',
    text: 'Neither Party shall disclose the existence or terms of this Agreement, or the fact that discussions concerning the Purpose are taking place, except with the prior written consent of the other Party or as required by law.',
  },
  {
    clause_type: 'no_license',
    heading: 'Ownership',
    text: 'All Confidential Information remains the property of the Disclosing Party. No licence or other right in any Confidential Information or intellectual property is granted or implied by this Agreement, except the limited right to use Confidential Information for the Purpose. Nothing in this Agreement restricts either Party from competing with the other Party or from developing products or services similar to those of the other Party without use of its Confidential Information.',
  },
  {
    clause_type: 'term',
    heading: 'Term',
    text: 'This Agreement begins on the Effective Date and continues for {{term_text}}. Either Party may terminate it earlier by written notice to the other Party. The Receiving Party\'s obligations under this Agreement survive the termination or expiry of this Agreement for {{survival_text}}, and for trade secrets for as long as they remain trade secrets under applicable law.',
  },
  {
    clause_type: 'return_or_destruction',
    heading: 'Return or Destruction',
    text: 'Upon the termination of this Agreement, or earlier upon the Disclosing Party\'s written request, the Receiving Party shall promptly return or destroy all Confidential Information of the Disclosing Party in its possession and, on request, confirm in writing that it has done so. The Receiving Party may retain copies of Confidential Information to the extent required by law or by its bona fide record-retention policies, and in automatic electronic back-ups, provided that those copies remain subject to this Agreement.',
  },
  {
    clause_type: 'remedies',
    heading: 'Remedies',
    text: 'A breach of this Agreement may cause irreparable harm for which damages are not an adequate remedy, so the Disclosing Party may seek injunctive or other equitable relief in addition to any other remedy, without the need to post a bond.',
  },
  {
    clause_type: 'anti_assignment',
    heading: 'Assignment',
    text: 'Neither Party may assign this Agreement without the prior written consent of the other Party, except to a successor to all or substantially all of its business. This Agreement binds the Parties and their permitted successors and assigns.',
  },
  {
    clause_type: 'governing_law',
    heading: 'Governing Law and Jurisdiction',
    text: 'This Agreement is governed by the laws of {{governing_law}}, and the courts of {{governing_law}} have exclusive jurisdiction over any dispute arising out of or in connection with it.',
  },
  {
    clause_type: 'entire_agreement',
    heading: 'Entire Agreement',
    text: 'This Agreement is the entire agreement between the Parties about its subject matter and supersedes all prior agreements and understandings about it. It may be amended only in a writing signed by both Parties.',
  },
];

/** Commercial clauses for MSA and SaaS drafting, encoding pbk_msa_standard / pbk_saas_standard. */
const COMMERCIAL_LIBRARY: LibraryClause[] = [
  { clause_type: 'payment_terms', heading: 'Fees and Payment', text: '{{customer}} shall pay the fees set out in each order within thirty (30) days after receipt of a correct invoice, and may withhold amounts disputed in good faith.' },
  { clause_type: 'service_levels', heading: 'Service Levels', text: '{{provider}} shall make the Service available at least 99.9% of each calendar month, excluding scheduled maintenance notified in advance. If it does not, {{customer}} is entitled to service credits as set out in the Service Level Agreement.' },
  { clause_type: 'data_protection', heading: 'Customer Data', text: '{{customer}} retains all rights in its data. {{provider}} shall process customer data only to provide the Service, protect it with industry-standard security measures, notify {{customer}} of any security breach without undue delay, and return or delete it at the choice of {{customer}} when this Agreement ends.' },
  { clause_type: 'price_restrictions', heading: 'Price Changes', text: 'Fees are fixed for the initial term. {{provider}} may increase fees for any later term by no more than five percent (5%) on at least sixty (60) days\' written notice before that term begins.' },
  { clause_type: 'ip_ownership_assignment', heading: 'Ownership of Deliverables', text: 'All deliverables created specifically for {{customer}} under this Agreement, and all intellectual property rights in them, belong to {{customer}} on payment; {{provider}} retains its pre-existing materials and grants {{customer}} a perpetual, royalty-free licence to use them as part of the deliverables.' },
  { clause_type: 'confidentiality_obligations', heading: 'Confidentiality', text: 'Each Party shall keep the other Party\'s confidential information confidential, use it only to perform this Agreement, and not disclose it except to personnel and advisers who need to know it and are bound by confidentiality obligations. These obligations survive termination for three (3) years.' },
  { clause_type: 'indemnification', heading: 'Indemnification', text: '{{provider}} shall defend, indemnify and hold harmless {{customer}} from and against any third-party claim alleging that the services infringe or misappropriate any intellectual property right, and pay the damages and costs finally awarded.' },
  { clause_type: 'cap_on_liability', heading: 'Limitation of Liability', text: 'Neither Party shall be liable for any indirect, incidental, special, consequential or punitive damages, or for loss of profits or revenue, arising out of this Agreement. Except for breaches of confidentiality, indemnification obligations, or gross negligence or wilful misconduct, each Party\'s aggregate liability arising out of this Agreement shall not exceed the fees paid or payable under this Agreement in the twelve (12) months preceding the event giving rise to the claim.' },
  { clause_type: 'termination_for_convenience', heading: 'Termination', text: 'This Agreement begins on the Effective Date and continues for {{term_text}}. {{customer}} may terminate this Agreement for convenience at any time upon thirty (30) days\' prior written notice to {{provider}}. Either Party may terminate this Agreement if the other Party materially breaches it and fails to cure the breach within thirty (30) days after notice.' },
  { clause_type: 'anti_assignment', heading: 'Assignment', text: 'Neither Party may assign this Agreement without the prior written consent of the other Party, except to a successor to all or substantially all of its business.' },
  { clause_type: 'governing_law', heading: 'Governing Law', text: 'This Agreement is governed by the laws of {{governing_law}}, and the courts of {{governing_law}} have exclusive jurisdiction over any dispute arising out of or in connection with it.' },
];

const MSA_ORDER = ['payment_terms', 'ip_ownership_assignment', 'confidentiality_obligations', 'indemnification', 'cap_on_liability', 'termination_for_convenience', 'anti_assignment', 'governing_law'];
const SAAS_ORDER = ['service_levels', 'data_protection', 'payment_terms', 'price_restrictions', 'confidentiality_obligations', 'indemnification', 'cap_on_liability', 'termination_for_convenience', 'anti_assignment', 'governing_law'];

/** Clause types the library can draft. */
export function draftableClauseTypes(): string[] {
  return [...new Set([...NDA_LIBRARY, ...COMMERCIAL_LIBRARY].map((c) => c.clause_type))];
}

export interface PromptFacts {
  parties: string[];
  mutual: boolean | null;
  term_months: number | null;
  governing_law: string | null;
  purpose: string | null;
}

/** What the prompt says: parties, mutual or one-way, term, governing law and purpose. */
export function parsePrompt(prompt: string): PromptFacts {
  const facts: PromptFacts = { parties: [], mutual: null, term_months: null, governing_law: null, purpose: null };
  const between = /\bbetween\s+(.+?)\s+and\s+(.+?)(?=\s*(?:[,.;]|\bfor\b|\bto\b|\bregarding\b|\babout\b|\bunder\b|\bwith\b|\bgoverned\b|\bin connection\b|$))/i.exec(prompt);
  if (between) facts.parties = [between[1], between[2]].map((s) => s.replace(/^(?:the\s+)/i, '').trim());
  if (/\b(?:one[- ]way|unilateral|one[- ]sided)\b/i.test(prompt)) facts.mutual = false;
  else if (/\b(?:mutual|two[- ]way|bilateral)\b/i.test(prompt)) facts.mutual = true;
  const d = parseDurations(prompt.replace(/(\d+|\w+)-(year|month)/gi, '$1 $2')).find((x) => x.unit === 'Y' || x.unit === 'M');
  if (d) facts.term_months = Math.round(d.months);
  const law = /(?:governed by|under|law of|laws of|governing law[:\s]+|in)\s+(?:the\s+)?(?:laws? of\s+)?(?:the\s+)?(?:state of\s+)?([A-Z][A-Za-z ]+?)(?:\s+law)?(?=[,.;]|$|\s+(?:for|to|with|and|between))/.exec(prompt);
  facts.governing_law = (law && normaliseJurisdiction(law[1])) || normaliseJurisdiction(prompt);
  const purpose = /\b(?:to (?:evaluate|explore|discuss|assess|consider|negotiate|pursue)|for the purpose of|regarding|in connection with|about)\s+([^.;,]+?)(?=\s*(?:[.;,]|\s+governed|\s+under\s+[A-Z]|\s+for (?:a|one|two|three|\d)|$))/i.exec(prompt);
  if (purpose) facts.purpose = /^to /i.test(purpose[0]) ? purpose[0].trim() : `to ${purpose[0].replace(/^(?:for the purpose of|regarding|in connection with|about)\s+/i, 'evaluate ').trim()}`;
  return facts;
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => vars[k] ?? `[${k.replace(/_/g, ' ')}]`);
}

function durationText(months: number): string {
  return months % 12 === 0 ? spell(months / 12, 'year') : spell(months, 'month');
}

/** The document type a draft is for: the one asked for, else the one the prompt names (SaaS, MSA), else NDA. */
export function inferDocumentType(input: Pick<DraftInput, 'document_type' | 'prompt'>): DocumentType {
  return input.document_type ?? (/\b(?:saas|subscription|software as a service)\b/i.test(input.prompt) ? 'saas' : /\b(?:msa|master services?)\b/i.test(input.prompt) ? 'msa' : 'nda');
}

export function draft(input: DraftInput): DraftOutput {
  const documentType: DocumentType = inferDocumentType(input);
  const facts = parsePrompt(input.prompt);
  const warnings: string[] = [];
  const playbook: Playbook = input.playbook ? withDetection(input.playbook) : defaultPlaybookFor(documentType);
  const v = input.variables ?? {};
  const parties = input.parties?.length ? input.parties : facts.parties;
  const partyA = v.party_a ?? parties[0] ?? '[Party A]';
  const partyB = v.party_b ?? parties[1] ?? '[Party B]';
  if (!parties.length && !v.party_a) warnings.push('The prompt names no parties; placeholders [Party A] and [Party B] are used.');
  const law = (input.jurisdiction && (normaliseJurisdiction(input.jurisdiction) ?? input.jurisdiction)) || v.governing_law || facts.governing_law;
  if (!law) warnings.push('No governing law given; fill in [governing law].');
  const termMonths = v.term_months ? Number(v.term_months) : facts.term_months ?? 24;
  if (!facts.term_months && !v.term_months) warnings.push('No term given; the playbook\'s preferred two-year term is used.');
  if (termMonths > 60 && documentType === 'nda') warnings.push(`The requested term (${durationText(termMonths)}) is longer than the playbook's preferred maximum of five years.`);
  const mutual = v.mutual ? v.mutual === 'true' : facts.mutual ?? true;
  const purpose = v.purpose ?? facts.purpose ?? 'to evaluate a possible business relationship between the Parties';
  if (!v.purpose && !facts.purpose) warnings.push('No purpose given; a general evaluation purpose is used.');
  for (const [re, what] of [[/non-?compet/i, 'a non-compete'], [/residual/i, 'a residuals clause'], [/perpetual|indefinite/i, 'perpetual obligations']] as const) {
    if (re.test(input.prompt)) warnings.push(`The prompt asks for ${what}; the playbook's preferred position was used instead.`);
  }
  const vars: Record<string, string> = {
    party_a: partyA,
    party_b: partyB,
    a_party: mutual ? 'a Party' : partyA,
    the_other_party: mutual ? 'the other Party' : partyB,
    governing_law: law ?? '[governing law]',
    term_text: durationText(termMonths),
    survival_text: v.survival_years ? spell(Number(v.survival_years), 'year') : spell(3, 'year'),
    purpose,
    customer: v.customer ?? (input.kind === 'document' ? 'Customer' : partyA),
    provider: v.provider ?? (input.kind === 'document' ? 'Provider' : partyB),
    effective_date: v.effective_date ?? '[Effective Date]',
    ...v,
  };

  // which clauses
  let library: LibraryClause[];
  if (documentType === 'nda') library = NDA_LIBRARY;
  else if (documentType === 'saas') library = SAAS_ORDER.map((t) => COMMERCIAL_LIBRARY.find((c) => c.clause_type === t)!);
  else {
    library = MSA_ORDER.map((t) => COMMERCIAL_LIBRARY.find((c) => c.clause_type === t)!);
    if (documentType !== 'msa') warnings.push(`No dedicated clause library for ${documentType}; MSA clauses are used.`);
  }
  // playbook overrides: a check whose suggested_language was customised replaces the matching clause
  const custom = new Map<string, string>();
  for (const c of playbook.checks) {
    const type = c.detection?.clause_type;
    if (type && c.enabled && c.suggested_language && isCustomised(c.check_id, c.suggested_language)) custom.set(type, c.suggested_language);
  }

  if (input.kind === 'clause') {
    const wanted = input.clause_type ?? guessClauseType(input.prompt);
    const all = [...NDA_LIBRARY, ...COMMERCIAL_LIBRARY];
    const lib = (documentType === 'nda' ? NDA_LIBRARY : COMMERCIAL_LIBRARY).find((c) => c.clause_type === wanted) ?? all.find((c) => c.clause_type === wanted);
    if (!lib) {
      throw new RangeError(`no clause library entry for clause_type "${wanted ?? ''}"; draftable types: ${draftableClauseTypes().join(', ')}`);
    }
    const text = fill(custom.get(lib.clause_type) ?? lib.text, vars);
    return {
      kind: 'clause',
      document_type: documentType,
      title: lib.heading,
      text,
      clauses: [{ id: 'cl_1', clause_type: lib.clause_type, heading: lib.heading, text }],
      warnings,
    };
  }

  const clauses: DraftClause[] = [];
  const title = documentType === 'nda' ? (mutual ? 'Mutual Non-Disclosure Agreement' : 'Non-Disclosure Agreement') : documentType === 'saas' ? 'SaaS Subscription Agreement' : 'Master Services Agreement';
  const preamble = documentType === 'nda'
    ? `This ${title} (this "Agreement") is made as of ${vars.effective_date} (the "Effective Date") by and between ${partyA} and ${partyB} (each a "Party" and together the "Parties"). ${mutual ? 'Each Party may disclose Confidential Information to the other Party, and each Party, when it receives Confidential Information, is a "Receiving Party" under this Agreement.' : `${partyA} will disclose Confidential Information to ${partyB}.`} The Parties wish to exchange information for the following purpose: ${purpose} (the "Purpose").`
    : `This ${title} (this "Agreement") is made as of ${vars.effective_date} (the "Effective Date") by and between ${partyA} ("Customer") and ${partyB} ("Provider") (each a "Party").`;
  let n = 0;
  for (const lib of library) {
    n++;
    clauses.push({ id: `cl_${n}`, clause_type: lib.clause_type, heading: lib.heading, text: fill(custom.get(lib.clause_type) ?? lib.text, vars) });
  }
  const body = clauses.map((c, i) => `${i + 1}. ${c.heading}. ${c.text}`).join('\n\n');
  const signature = `IN WITNESS WHEREOF, the Parties have signed this Agreement as of the Effective Date.\n\n${partyA}\nBy: ____________________\n\n${partyB}\nBy: ____________________`;
  const text = `${title.toUpperCase()}\n\n${preamble}\n\n${body}\n\n${signature}\n`;
  return { kind: 'document', document_type: documentType, title, text, clauses, warnings };
}

function isCustomised(checkId: string, language: string): boolean {
  const c = builtInCheck(checkId);
  return !!c && c.suggested_language !== language;
}

function guessClauseType(prompt: string): string | undefined {
  const p = prompt.toLowerCase();
  const table: [RegExp, string][] = [
    [/limitation of liability|liability cap|cap on liability/, 'cap_on_liability'],
    [/indemn/, 'indemnification'],
    [/governing law|choice of law/, 'governing_law'],
    [/assign/, 'anti_assignment'],
    [/payment|fees|invoice/, 'payment_terms'],
    [/service level|sla|uptime/, 'service_levels'],
    [/data protection|privacy|customer data/, 'data_protection'],
    [/price increase|pricing/, 'price_restrictions'],
    [/ownership|intellectual property|deliverables/, 'ip_ownership_assignment'],
    [/terminat/, 'termination_for_convenience'],
    [/definition|confidential information means/, 'definition_confidential_information'],
    [/exclusion/, 'standard_exclusions'],
    [/return|destr/, 'return_or_destruction'],
    [/compelled|required by law|subpoena/, 'compelled_disclosure'],
    [/injunct|remed/, 'remedies'],
    [/term|surviv/, 'term'],
    [/confidential/, 'confidentiality_obligations'],
  ];
  for (const [re, t] of table) if (re.test(p)) return t;
  return undefined;
}
