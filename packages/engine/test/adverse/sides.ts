/** The expected readings the hold-outs state for each side of a pair, and the helpers their whole documents use. */
import type { Side } from './cases.js';

/** The adverse side: flagged, its position unacceptable. */
export const bad = (text: string): Side => ({ text, position: 'unacceptable', issue: true });
/** The benign twin: not flagged, preferred or acceptable. */
export const good = (text: string): Side => ({ text, position: ['preferred', 'acceptable'], issue: false });
/** Flagged, read either as adverse or as the protection missing altogether (both are right for this clause). */
export const badOrMissing = (text: string): Side => ({ text, position: ['unacceptable', 'missing'], issue: true });
/** A governing-law clause that names no law the parties can know at signing: flagged as no law stated. */
export const noLaw = (text: string): Side => ({ text, position: ['missing', 'unacceptable'], issue: true });

/** Replaces the `{{SLOT}}` line of a document with a clause; throws if the document has no such slot. */
export function fill(doc: string, slot: string, clause: string): string {
  const mark = `{{${slot}}}`;
  if (!doc.includes(mark)) throw new Error(`no slot ${slot}`);
  return doc.replace(mark, clause);
}

/** Replaces one exact passage of a document; throws if it is not there. */
export function swap(doc: string, from: string, to: string): string {
  if (!doc.includes(from)) throw new Error(`no passage "${from.slice(0, 40)}"`);
  return doc.replace(from, to);
}
