// Where the shared data lives: $CONTRACT_DATA_DIR, else <repo>/../shared/data (read in place, never copied).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '..', '..', '..');
export const DATA_DIR = process.env.CONTRACT_DATA_DIR ?? resolve(REPO_ROOT, '..', 'shared', 'data');

export function dataPath(...parts: string[]): string {
  return resolve(DATA_DIR, ...parts);
}

export function hasData(...parts: string[]): boolean {
  return existsSync(dataPath(...parts));
}

export interface NliDoc {
  id: number;
  file_name: string;
  text: string;
  spans: [number, number][];
  annotation_sets: { annotations: Record<string, { choice: 'Entailment' | 'Contradiction' | 'NotMentioned'; spans: number[] }> }[];
}

export function loadContractNli(split = 'dev'): { documents: NliDoc[] } {
  return JSON.parse(readFileSync(dataPath('contractnli', `${split}.json`), 'utf8'));
}

/** The NDA playbook's check ids for the 17 ContractNLI hypotheses. */
export const NLI_CHECKS: Record<string, string> = {
  'nda-1': 'nda.explicit_identification',
  'nda-2': 'nda.technical_information_only',
  'nda-3': 'nda.oral_information_included',
  'nda-4': 'nda.limited_use',
  'nda-5': 'nda.sharing_with_employees',
  'nda-7': 'nda.sharing_with_third_parties',
  'nda-8': 'nda.compelled_disclosure_notice',
  'nda-10': 'nda.confidentiality_of_agreement',
  'nda-11': 'nda.no_reverse_engineering',
  'nda-12': 'nda.independent_development',
  'nda-13': 'nda.third_party_acquisition',
  'nda-15': 'nda.no_license_granted',
  'nda-16': 'nda.return_or_destroy',
  'nda-17': 'nda.permitted_copies',
  'nda-18': 'nda.no_solicitation',
  'nda-19': 'nda.survival_of_obligations',
  'nda-20': 'nda.retention_after_return',
};

/** Each hypothesis phrased as a plain question, for the ask eval. */
export const NLI_QUESTIONS: Record<string, string> = {
  'nda-1': 'Does confidential information have to be marked or identified as confidential?',
  'nda-2': 'Is confidential information limited to technical information?',
  'nda-3': 'Does confidential information include information disclosed orally?',
  'nda-4': 'May the receiving party use confidential information only for the stated purpose?',
  'nda-5': 'May the receiving party share confidential information with its employees?',
  'nda-7': 'May the receiving party share confidential information with third parties such as consultants, agents or advisors?',
  'nda-8': 'Does the agreement require notice before a compelled disclosure required by law?',
  'nda-10': 'Must the parties keep the existence or terms of the agreement confidential?',
  'nda-11': 'Is reverse engineering prohibited?',
  'nda-12': 'May the receiving party independently develop similar information?',
  'nda-13': 'May the receiving party acquire similar information from a third party?',
  'nda-15': 'Does the agreement grant any license or rights to the confidential information?',
  'nda-16': 'Must confidential information be returned or destroyed when the agreement ends?',
  'nda-17': 'May the receiving party make copies of confidential information?',
  'nda-18': 'Is there a non-solicitation of employees obligation?',
  'nda-19': 'Do the obligations survive termination of the agreement?',
  'nda-20': 'May the receiving party retain some confidential information after return or destruction?',
};

/**
 * The playbook type a CUAD file name names. `strict`: only a title that names the type outright ("... SERVICES
 * AGREEMENT", "MASTER SUPPLY AGREEMENT"), the round trip's contracts of types with a playbook; otherwise the broader
 * reading the lawyer-suite diff uses (a distribution or reseller agreement reviewed as an MSA). Undefined when none.
 */
const CUAD_TYPES: { type: string; strict: RegExp; broad: RegExp }[] = [
  { type: 'saas', strict: /\bHOSTING\b|\bSAAS\b|SUBSCRIPTION/i, broad: /\bHOSTING\b|\bSAAS\b|SUBSCRIPTION/i },
  { type: 'license', strict: /LICEN[CS]E/i, broad: /LICEN[CS]E/i },
  { type: 'consulting', strict: /CONSULTING/i, broad: /CONSULTING/i },
  { type: 'services', strict: /SERVICES? AGREEMENT|OUTSOURCING|MAINTENANCE AGREEMENT/i, broad: /SERVICES?\b|OUTSOURCING|MAINTENANCE|AGENCY/i },
  { type: 'employment', strict: /EMPLOYMENT/i, broad: /EMPLOYMENT/i },
  { type: 'lease', strict: /\bLEASE\b/i, broad: /\bLEASE\b/i },
  { type: 'msa', strict: /MASTER (?:SERVICES?|SUPPLY) AGREEMENT/i, broad: /SUPPLY|DISTRIBUT|RESELLER|MANUFACTURING/i },
];

export function cuadTypeOf(title: string, strict = false): string | undefined {
  return CUAD_TYPES.find((t) => (strict ? t.strict : t.broad).test(title))?.type;
}
