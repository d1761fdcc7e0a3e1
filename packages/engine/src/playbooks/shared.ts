/**
 * Helpers shared by the built-in playbooks: the same commercial check seen by a licensee, a tenant
 * or a controller is the customer-side check with the sides renamed.
 */
import type { PlaybookCheck } from '../types.js';

export interface SideNames {
  customer: string;
  provider: string;
}

/** A copy of a customer-side check with "Customer" / "Provider" renamed in its prose and notes. */
export function renamed(check: PlaybookCheck, names: SideNames): PlaybookCheck {
  const swap = (s: string) =>
    s
      .replace(/\bCustomer\b/g, names.customer)
      .replace(/\bProvider\b/g, names.provider)
      .replace(/\bcustomer\b/g, names.customer.toLowerCase())
      .replace(/\bprovider\b/g, names.provider.toLowerCase());
  const out: PlaybookCheck = {
    ...check,
    title: swap(check.title),
    description: swap(check.description),
    preferred_position: swap(check.preferred_position),
    fallbacks: check.fallbacks.map(swap),
    suggested_language: swap(check.suggested_language),
  };
  if (check.detection) {
    const d = { ...check.detection, names };
    if (d.problem) d.problem = Object.fromEntries(Object.entries(d.problem).map(([k, v]) => [k, swap(v)]));
    out.detection = d;
  }
  return out;
}

/**
 * A check's description without its source notes: the data sets it was built from ("(ContractNLI nda-4)",
 * "(CUAD: License Grant)") say where a check comes from, not what it is about; with `law`, the legal source
 * ("(GDPR Art. 28(3)(a))") goes too.
 */
export function withoutSourceNotes(description: string, law = false): string {
  const sources = law ? 'ContractNLI|CUAD|GDPR' : 'ContractNLI|CUAD';
  return description.replace(new RegExp(String.raw`\s*\((?:${sources})\b(?:[^()]|\([^()]*\))*\)`, 'g'), '');
}

/**
 * The CUAD category (by its clause type) that locates each built-in check's clause when the rules find none
 * (learned/locator.ts reads the located clause; a category without a cross-validated threshold locates nothing).
 * Keyed by the check id after its playbook prefix.
 */
export const LOCATED_BY: Readonly<Record<string, string>> = {
  governing_law: 'governing_law',
  termination_for_convenience: 'termination_for_convenience',
  limitation_of_liability: 'cap_on_liability',
  grant_scope: 'license_grant',
  ip_ownership: 'ip_ownership_assignment',
  ip_assignment: 'ip_ownership_assignment',
  non_compete: 'non_compete',
};

/** A playbook's checks with `detection.locate` set from LOCATED_BY. */
export function withLocators<P extends { checks: PlaybookCheck[] }>(p: P): P {
  return {
    ...p,
    checks: p.checks.map((c) => {
      const locate = LOCATED_BY[c.check_id.slice(c.check_id.indexOf('.') + 1)];
      return locate && c.detection ? { ...c, detection: { ...c.detection, locate } } : c;
    }),
  };
}
