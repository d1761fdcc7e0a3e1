import { createHash } from 'node:crypto';
import type { CheckDetection, DocumentType, Playbook, PlaybookCheck, PlaybookCheckOverride } from '../types.js';
import { NDA_PLAYBOOK } from './nda.js';
import { MSA_PLAYBOOK } from './msa.js';
import { SAAS_PLAYBOOK } from './saas.js';
import { GENERAL_PLAYBOOK } from './general.js';
import { LICENSE_PLAYBOOK } from './license.js';
import { DPA_PLAYBOOK } from './dpa.js';
import { CONSULTING_PLAYBOOK, SERVICES_PLAYBOOK } from './services.js';
import { EMPLOYMENT_PLAYBOOK } from './employment.js';
import { LEASE_PLAYBOOK } from './lease.js';
import { withLocators } from './shared.js';

const BUILT_IN: Playbook[] = [
  NDA_PLAYBOOK, MSA_PLAYBOOK, SAAS_PLAYBOOK, DPA_PLAYBOOK, EMPLOYMENT_PLAYBOOK, CONSULTING_PLAYBOOK, SERVICES_PLAYBOOK,
  LICENSE_PLAYBOOK, LEASE_PLAYBOOK, GENERAL_PLAYBOOK,
].map(withLocators);

/** The id of the playbook used for document types without one of their own. */
export const GENERAL_PLAYBOOK_ID = GENERAL_PLAYBOOK.id;

function clone<T>(x: T): T {
  return structuredClone(x);
}

/** The built-in playbooks, with their detection data (use toPublicPlaybook() before serving). */
export function listBuiltInPlaybooks(): Playbook[] {
  return BUILT_IN.map(clone);
}

export function getBuiltInPlaybook(id: string): Playbook | undefined {
  const p = BUILT_IN.find((x) => x.id === id);
  return p ? clone(p) : undefined;
}

/**
 * The built-in playbook used by default for a document type: its dedicated playbook (every type
 * has one), else `pbk_general` (whose document_type is `other`).
 */
export function defaultPlaybookFor(type: DocumentType): Playbook {
  return clone(defaultPlaybookShared(type));
}

/** The id of the built-in playbook a review of this document type uses (no copy made). */
export function defaultPlaybookIdFor(type: DocumentType): string {
  return defaultPlaybookShared(type).id;
}

/** defaultPlaybookFor() without the copy, for read-only use inside the engine. */
export function defaultPlaybookShared(type: DocumentType): Playbook {
  return BUILT_IN.find((x) => x.document_type === type) ?? BUILT_IN.find((x) => x.id === GENERAL_PLAYBOOK.id)!;
}

/**
 * A copy of `base` with the overrides applied. Unknown check ids throw a RangeError (the server maps
 * it to 422). The result keeps `id` and `version` of the base: the server assigns its own id, sets
 * `based_on`, `built_in: false` and bumps the version on PATCH.
 */
export function applyPlaybookOverrides(base: Playbook, overrides: PlaybookCheckOverride[]): Playbook {
  const out = clone(base);
  for (const o of overrides) {
    const c = out.checks.find((x) => x.check_id === o.check_id);
    if (!c) throw new RangeError(`unknown check_id: ${o.check_id}`);
    if (o.severity !== undefined) c.severity = o.severity;
    if (o.enabled !== undefined) c.enabled = o.enabled;
    if (o.preferred_position !== undefined) c.preferred_position = o.preferred_position;
    if (o.fallbacks !== undefined) c.fallbacks = [...o.fallbacks];
    if (o.suggested_language !== undefined) c.suggested_language = o.suggested_language;
  }
  return out;
}

/** The built-in checks themselves (not copies: do not modify). */
export function builtInChecksShared(): readonly PlaybookCheck[] {
  return BUILT_IN.flatMap((b) => b.checks);
}

/** A built-in check by id (not a copy: do not modify). */
export function builtInCheck(checkId: string): PlaybookCheck | undefined {
  for (const b of BUILT_IN) for (const c of b.checks) if (c.check_id === checkId) return c;
  return undefined;
}

export type PublicPlaybookCheck = Omit<PlaybookCheck, 'detection'>;
export type PublicPlaybook = Omit<Playbook, 'checks'> & { checks: PublicPlaybookCheck[] };

/** The playbook as the API shows it: the internal detection rules removed. */
export function toPublicPlaybook(p: Playbook): PublicPlaybook {
  return {
    id: p.id,
    object: 'playbook',
    name: p.name,
    document_type: p.document_type,
    version: p.version,
    built_in: p.built_in,
    based_on: p.based_on,
    checks: p.checks.map(({ detection: _d, ...rest }) => ({ ...rest, fallbacks: [...rest.fallbacks] })),
  };
}

/**
 * Restore detection rules into a stored (public) playbook: checks whose ids match a built-in check
 * get its detection data. A server that stores only the public form passes it through this.
 */
export function withDetection(p: Playbook | PublicPlaybook): Playbook {
  return {
    ...p,
    checks: p.checks.map((c) => {
      if ((c as PlaybookCheck).detection) return c as PlaybookCheck;
      const b = builtInCheck(c.check_id);
      // detection data is shared, never modified: sharing it keeps the compiled patterns cached
      return b?.detection ? { ...c, detection: b.detection } : (c as PlaybookCheck);
    }),
  } as Playbook;
}

/**
 * The parts of a check's detection data that are its terms rather than how it reads a contract: the position each
 * outcome takes, the thresholds that grade a finding (months, days, months of fees), which side it takes and how it
 * names the sides, what ends it, and every wording a user sees (problem titles, notes). The patterns that find the
 * clause (topic, entail, contradict, exclude, ...) are left out: reading a contract better is the engine's change, not
 * a change of the playbook's positions.
 */
const TERMS: readonly (keyof CheckDetection)[] = [
  'positions', 'topic_only', 'master', 'key_term', 'preferred_max_months', 'acceptable_max_months', 'min_fee_months', 'max_months',
  'max_notice_days', 'notice_of', 'min_payment_days', 'max_deposit_months', 'indefinite_position', 'side', 'names', 'ended_by', 'balanced_by', 'problem', 'contradict_problems', 'override_problems',
];

/** JSON with object keys sorted and undefined left out, so that the same definition always gives the same text. */
function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (x && typeof x === 'object') {
    const entries = Object.entries(x as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(x);
}

/**
 * A playbook's definition as its version stands for: its name and document type, and per check (in order) everything
 * the API shows (id, title, category, description, positions, fallbacks, severity, suggested language, enabled) with
 * the check's terms (TERMS; a narrowed promise's position and notes, and a granted fallback's note, too). Not the id, version or detection patterns.
 */
export function playbookDefinition(p: Playbook): unknown {
  return {
    name: p.name,
    document_type: p.document_type,
    checks: p.checks.map(({ detection, ...shown }) => {
      const terms: Record<string, unknown> = {};
      for (const k of TERMS) terms[k] = detection?.[k];
      if (detection?.narrow) terms.narrow = { position: detection.narrow.position, note: detection.narrow.note, notes: detection.narrow.notes };
      if (detection?.fallback_when) terms.fallback_when = { note: detection.fallback_when.note, notes: detection.fallback_when.notes, positions: detection.fallback_when.positions };
      // (the definitions a check reads: which terms, and the issue each raises; not the patterns that read them)
      // (an exclusion's grading terms: the one-sided position, the carve-outs and direct losses by name, the notes)
      if (detection?.exclusion) { const x = detection.exclusion; terms.exclusion = { side: x.side, one_sided: x.one_sided, carve_outs: x.carve_outs.map((c) => c.name), swallows: x.swallows.map((w) => ({ name: w.name, back: w.back })), notes: x.notes }; }
      if (detection?.reads_definitions) terms.reads_definitions = detection.reads_definitions.map((x) => ({ term: x.term, problem: x.problem, in_topic: x.in_topic }));
      return { ...shown, terms };
    }),
  };
}

/**
 * A stable hash of playbookDefinition(p) (sha256 of its canonical JSON, hex): equal for equal definitions whatever
 * the order of object keys. test/playbook-versions.test.ts pins each built-in playbook's fingerprint to its version.
 */
export function playbookFingerprint(p: Playbook): string {
  return createHash('sha256').update(canonical(playbookDefinition(p))).digest('hex');
}
