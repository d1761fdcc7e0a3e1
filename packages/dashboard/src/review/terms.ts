/**
 * Key terms as a reader reads them: the API gives durations as ISO 8601 (`P7Y`), dates as ISO dates and
 * countries as ISO 3166 codes, which are for programs. Values in another shape are shown as they are.
 */

import type { components } from '@contract-analysis/client';
import { jurisdictionDisplayName } from '@contract-analysis/engine/jurisdiction-codes';

type KeyTerms = components['schemas']['KeyTerms'];
type KeyTermSource = components['schemas']['KeyTermSource'];

const UNITS: [string, string][] = [['Y', 'year'], ['M', 'month'], ['W', 'week'], ['D', 'day']];

/** "P7Y" → "7 years", "P1Y6M" → "1 year and 6 months", "P30D" → "30 days"; anything else unchanged. */
export function durationText(iso: string): string {
  const m = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?$/.exec(iso);
  if (!m || iso === 'P') return iso;
  const parts = UNITS.flatMap(([, unit], i) => {
    const v = m[i + 1];
    return v === undefined ? [] : [`${Number(v)} ${unit}${Number(v) === 1 ? '' : 's'}`];
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
}

/** "2018-11-28" → "28 November 2018" (the date as written, whatever the reader's time zone). */
export function dateText(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

let regions: Intl.DisplayNames | undefined;

function countryName(alpha2: string): string | undefined {
  try {
    regions ??= new Intl.DisplayNames(['en'], { type: 'region' });
    const name = regions.of(alpha2);
    return name && name !== alpha2 ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A jurisdiction code as the legal system a lawyer names: a state or province by its name ("US-NY" → "New York",
 * "GB-SCT" → "Scotland"), `GB` (English law) as "England and Wales", another country by the browser's region names
 * ("DE" → "Germany").
 */
export function jurisdictionText(code: string): string {
  return jurisdictionDisplayName(code, countryName);
}

export type KeyTermKind = 'duration' | 'date' | 'jurisdiction' | 'text';

/** One key term's value for people: '—' when there is none, a list joined with semicolons. */
export function termText(v: unknown, kind: KeyTermKind = 'text'): string {
  if (v === null || v === undefined || v === '') return '—';
  if (Array.isArray(v)) return v.length ? v.map((x) => termText(x, kind)).join('; ') : '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'object') {
    return Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== null && x !== undefined)
      .map(([k, x]) => `${k.replace(/_/g, ' ')}: ${termText(x)}`)
      .join(', ');
  }
  const s = String(v);
  return kind === 'duration' ? durationText(s) : kind === 'date' ? dateText(s) : kind === 'jurisdiction' ? jurisdictionText(s) : s;
}

/**
 * Whether a key term means something for this contract: mutuality is an NDA's (mutual or one-way); another contract
 * shows it only when it was read, not as a blank a reader would take for something missing.
 */
export function keyTermApplies(key: string, value: unknown, documentType: string | null | undefined): boolean {
  return key !== 'mutual' || documentType === 'nda' || (value !== null && value !== undefined);
}

/** Whose notice, for people: `either_party` → "either party", a party's defined term or name as it is. */
export function noticeGiverText(givenBy: string): string {
  return givenBy === 'either_party' ? 'either party' : givenBy.replace(/_/g, ' ');
}

/** A term without a value that the contract nonetheless addresses: "Stated by reference (the Cover Page)", "Blank in the form". */
export function sourceText(source: KeyTermSource): string {
  if (source.kind === 'blank') return 'Blank in the form';
  return source.reference ? `Stated by reference (${source.reference})` : 'Stated by reference';
}

/** How the term ends, for people, beside its length when it has one (`term_kind`; null for a kind this page does not know). */
const TERM_KIND_TEXT: Record<string, string> = {
  until_terminated: 'Until terminated',
  perpetual: 'Perpetual',
  until_event: 'Until an event (a project, the services, another agreement)',
};

/**
 * The term for people: its length, and how it ends where the length does not say it ("2 years, then renews by itself
 * for 1 year at a time", "Until terminated", "Perpetual"). Key terms from before `term_kind` existed show the length
 * alone, as before; a kind added later than this page shows the length alone too.
 */
export function termDisplayText(terms: KeyTerms): string | null {
  const kind = terms.term_kind;
  const length = terms.term ? durationText(terms.term) : null;
  if (kind === 'renewing') {
    const each = terms.renewal_term ? ` for ${durationText(terms.renewal_term)} at a time` : '';
    return `${length ?? 'A fixed term'}, then renews by itself${each}`;
  }
  if (!length && kind && TERM_KIND_TEXT[kind]) return TERM_KIND_TEXT[kind];
  return null;
}

/**
 * One key term of a contract's key terms for people, with what the plain value does not say: a term stated by
 * reference or left blank (`sources`) instead of '—', and whose notice the notice period is ("30 days (either
 * party)"). `title` is the contract's own words or the value as the API gives it, for a tooltip.
 */
export function keyTermDisplay(terms: KeyTerms, key: string, kind: KeyTermKind = 'text'): { text: string; title?: string } {
  const value = (terms as unknown as Record<string, unknown>)[key];
  const source = (terms.sources as Record<string, KeyTermSource | undefined> | undefined)?.[key];
  const empty = value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  if (empty && source) {
    return { text: sourceText(source), title: `The contract says: ${source.quote}` };
  }
  const text = (key === 'term' ? termDisplayText(terms) : null) ?? termText(value, kind);
  const title = typeof value === 'string' ? value : key === 'term' && terms.term_kind ? terms.term_kind : undefined;
  if (key === 'notice_period' && typeof value === 'string' && terms.notice_period_given_by) {
    return { text: `${text} (${noticeGiverText(terms.notice_period_given_by)})`, title };
  }
  return { text, title };
}
