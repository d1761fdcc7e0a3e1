/**
 * The labelled fields of a cover page, order form or key-terms table: "Effective Date: 1 March 2025" lines, the rows
 * of a table (Markdown or HTML: a label cell and a value cell, or a label cell and one value per party's column), and
 * a heading over what a form fills in ("### MNDA Term" over its ticked option). Read from the markup's blocks
 * (markup.ts, which parses Markdown tables and HTML) and, for plain text, from its lines. Key terms read them for what
 * the contract's sentences leave unstated (keyterms.ts).
 */
import { readMarkup } from './markup.js';

export interface CoverField {
  /** The label as written, spaces collapsed ("MNDA Term", "Governing Law"). */
  label: string;
  /** The value: a cell's or a line's words, or a headed section's text; one per column for a table with party columns. */
  values: string[];
  /** The column headings of a table with several value columns ("Party 1", "Party 2"), else empty. */
  columns: string[];
}

const clean = (s: string): string => s.replace(/\s+/g, ' ').replace(/^[\s*_>#-]+|[\s*_:]+$/g, '').trim();
/** A label: a few words in a label's case, not a sentence ("Governing Law", "Party 1", "Customer's legal name"). */
const LABEL_RE = /^[A-Z][A-Za-z0-9'’&/()., -]{0,48}$/;
const isLabel = (s: string): boolean => LABEL_RE.test(s) && s.split(' ').length <= 6 && !/[.]\s|\b(?:shall|will|must|may)\b/.test(s);
/** "Label: value" on one line of plain text (not a sentence that runs on past a colon). */
const LINE_FIELD_RE = /^[ \t>*#-]*([A-Z][A-Za-z0-9'’&/() -]{1,48}?)[ \t*]*:[ \t*]*(\S[^\n]{0,160})$/gm;

/** A column heading for a party: "Party 1", "PARTY B", "Disclosing Party", "Customer". */
const PARTY_COLUMN_RE = /^(?:(?:the\s+)?(?:\w+\s+)?party(?:\s*(?:[12AB]|one|two))?|customer|client|supplier|provider|vendor|licensor|licensee|landlord|tenant|buyer|seller|company)$/i;

export function coverFields(original: string): CoverField[] {
  const doc = readMarkup(original);
  const out: CoverField[] = [];
  if (doc.kind === 'plain') {
    for (const m of original.slice(0, 20000).matchAll(LINE_FIELD_RE)) {
      const label = clean(m[1]);
      if (isLabel(label)) out.push({ label, values: [clean(m[2])], columns: [] });
    }
    return out;
  }
  const blocks = doc.blocks;
  let columns: string[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (b.start > 40000) break;
    const text = b.runs.map((r) => r.text).join('');
    if (b.kind === 'heading') {
      columns = [];
      const label = clean(text);
      if (!isLabel(label)) continue;
      // the section under the heading, to the next heading
      const parts: string[] = [];
      for (let j = i + 1; j < blocks.length && blocks[j].kind !== 'heading' && parts.length < 12; j++) parts.push(blocks[j].runs.map((r) => r.text).join('').trim());
      out.push({ label, values: [parts.filter(Boolean).join('\n')], columns: [] });
      continue;
    }
    // an HTML row whose value cells are empty has no tab between its cells: its label stands alone
    const emptyCells = !text.includes('\t') && /^\s*<\/t[dh]>\s*<t[dh]\b[^>]*>(?:\s|&nbsp;)*<\/t[dh]>/i.test(original.slice(b.end, b.end + 80));
    const pipes = doc.kind === 'markdown' ? markdownRow(original, doc.plain, b.start) : null;
    if (pipes || text.includes('\t') || emptyCells) {
      // a table row: cells apart by a tab (a Markdown row's from its pipes, as empty cells give no tab)
      const cells = pipes ?? (emptyCells ? [clean(text), ''] : text.split('\t').map(clean));
      const label = cells[0];
      const heads = cells[0] === '' ? cells.slice(1) : cells;
      if (heads.length >= 2 && heads.every((c) => PARTY_COLUMN_RE.test(c))) {
        // a header row names the value columns ("| | PARTY 1 | PARTY 2 |": its empty first cell gives no tab)
        columns = heads;
        continue;
      }
      if (isLabel(label)) out.push({ label, values: cells.slice(1), columns: cells.length > 2 ? columns : [] });
      continue;
    }
    columns = [];
    for (const m of text.matchAll(LINE_FIELD_RE)) {
      const label = clean(m[1]);
      if (isLabel(label)) out.push({ label, values: [clean(m[2])], columns: [] });
    }
  }
  return out;
}

/** The cells of a Markdown table row that starts at `at` (its plain words, cut at the original's pipes), else null. */
function markdownRow(original: string, plain: string, at: number): string[] | null {
  const start = original.lastIndexOf('\n', at - 1) + 1;
  const nl = original.indexOf('\n', at);
  const end = nl < 0 ? original.length : nl;
  const line = original.slice(start, end);
  if (!/^\s*\|/.test(line)) return null;
  const cuts = [...line.matchAll(/(?<!\\)\|/g)].map((m) => start + (m.index ?? 0));
  if (cuts.length < 2) return null;
  const cells: string[] = [];
  for (let k = 0; k + 1 < cuts.length; k++) cells.push(clean(plain.slice(cuts[k] + 1, cuts[k + 1])));
  return cells;
}
