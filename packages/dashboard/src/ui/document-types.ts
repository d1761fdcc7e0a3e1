import type { DocumentType } from '@contract-analysis/client';

/** The document types, in the order the upload offers them, with their names for people: short and in full. */
const DOCUMENT_TYPE_NAMES: Record<DocumentType, [string, string]> = {
  nda: ['NDA', 'Non-disclosure agreement (NDA)'],
  msa: ['MSA', 'Master services agreement (MSA)'],
  saas: ['SaaS', 'SaaS subscription agreement'],
  dpa: ['DPA', 'Data processing agreement (DPA)'],
  employment: ['Employment', 'Employment agreement'],
  consulting: ['Consulting', 'Consulting agreement'],
  services: ['Services', 'Services agreement'],
  license: ['Licence', 'Licence agreement'],
  lease: ['Lease', 'Lease'],
  other: ['Other', 'Other contract'],
};
export const DOCUMENT_TYPES = Object.keys(DOCUMENT_TYPE_NAMES) as DocumentType[];

/** A document type's name ("nda" → "NDA", in full "Non-disclosure agreement (NDA)"); an unknown type as it is. */
export function documentTypeName(type: string, full = false): string {
  return DOCUMENT_TYPE_NAMES[type as DocumentType]?.[full ? 1 : 0] ?? type;
}
