/**
 * The number a new clause takes in a contract's own scheme, without moving any existing number (a cross-reference
 * to "Section 4" must still mean the same section once the redline is accepted):
 *
 * - among sub-clauses 3.1–3.5, the next one: 3.6 (zero-padded as its siblings are: 3.06);
 * - after the last top-level section, the next one: 9 after 8;
 * - between two top-level sections, a lettered insertion after the one it follows: 3A between 3 and 4, then 3B;
 *   "Article IIIA" between Articles III and IV;
 * - among lettered clauses (a)–(c) that are the document's clauses, the next letter after the last: (d).
 *
 * A label is written in the style of the clause it follows: "Section 3A.", "ARTICLE IIIA", "**3A.**", "(d)".
 * A document whose clauses carry no number gets none.
 */

/** A new clause's label: `at(k)` is the label of the k-th new clause placed at the same point (k = 0 for the first). */
export interface NewLabel {
  at: (k: number) => string;
  /** How deep it is: 1 for a top-level section (3, 3A, Article IIIA), 2 for 3.6, and so on. */
  depth: number;
}

const ROMAN: [number, string][] = [[1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'], [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];

export function toRoman(n: number): string {
  let out = '';
  for (const [v, s] of ROMAN) for (; n >= v; n -= v) out += s;
  return out;
}

export function fromRoman(s: string): number | null {
  if (!/^[IVXLCDM]+$/i.test(s)) return null;
  const u = s.toUpperCase();
  let n = 0;
  for (let i = 0; i < u.length; i++) {
    const v = ROMAN.find(([, r]) => r === u[i])![0];
    const next = i + 1 < u.length ? ROMAN.find(([, r]) => r === u[i + 1])![0] : 0;
    n += v < next ? -v : v;
  }
  return toRoman(n) === u ? n : null;
}

/** The k-th letter after `letter` in its case ("c", 1 → "d"); past "z", doubled as contracts do ("aa"). */
export function nextLetter(letter: string, k: number): string {
  const upper = letter === letter.toUpperCase();
  const base = (upper ? 'A' : 'a').charCodeAt(0);
  // "c" is 3, "aa" is 27
  const value = letter.length === 2 && letter[0] === letter[1] ? 26 + letter.charCodeAt(0) - base + 1 : letter.charCodeAt(0) - base + 1;
  const n = value + k;
  const ch = (i: number) => String.fromCharCode(base + ((i - 1) % 26));
  return n <= 26 ? ch(n) : ch(n).repeat(2);
}

/** The sub-clause after the `max`-th of `parent` ("3", 5 → "3.6"), as wide as `like` pads its last part ("3.05" → "3.06"). */
export function nextSubClause(parent: string, max: number, like: string): NewLabel {
  const width = /\.(0\d)$/.test(like) ? 2 : 0;
  return { at: (k) => `${parent}.${String(max + 1 + k).padStart(width, '0')}`, depth: parent.split('.').length + 1 };
}

/** The top-level section after the last one, `n`: n+1 (in Roman numerals when the document's are). */
export function nextSection(n: number, roman: boolean): NewLabel {
  return { at: (k) => (roman ? toRoman(n + 1 + k) : String(n + 1 + k)), depth: 1 };
}

/** A top-level section inserted after section `label` ("3", "III") and before the next: 3A, 3B, ... */
export function insertedSection(label: string): NewLabel {
  return { at: (k) => `${label}${nextLetter('A', k)}`, depth: 1 };
}

/** A lettered clause after the last one, `letter` ("c" → "(d)"). */
export function nextLettered(letter: string): NewLabel {
  return { at: (k) => `(${nextLetter(letter, k + 1)})`, depth: 1 };
}

/**
 * A clause's label as it is written at its start: what opens it (indent, Markdown heading or emphasis), the word
 * before the number ("Section ", "ARTICLE "), the number ("3", "4.2", "III", "(c)"), what follows it (".", ")", ":")
 * and the white space before its words.
 */
const LEAD_RE = /^([ \t]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?)((?:Section|SECTION|Clause|CLAUSE|Article|ARTICLE)\s+)?(\d{1,3}(?:\.\d{1,3})*(?:[A-Z](?=[.):\s]))?|(?<=(?:Section|SECTION|Clause|CLAUSE|Article|ARTICLE)\s+)[IVXLC]{1,7}[A-Z]?(?=[.:\s])|\([a-zA-Z]{1,2}\))(\.?\)?:?)([ \t]+|[ \t]*\n[ \t]*)/;

export interface Lead {
  open: string;
  word: string;
  number: string;
  after: string;
  space: string;
}

export function readLead(text: string): Lead | null {
  const m = LEAD_RE.exec(text);
  return m ? { open: m[1], word: m[2] ?? '', number: m[3], after: m[4], space: m[5] } : null;
}

/** A label written as `lead` writes its own: "Section 3A. ", "ARTICLE IIIA\n", "(d) "; `open` false leaves out what opens it. */
export function writeLabel(lead: Lead | null, label: string, open = true): string {
  if (!lead) return /^\(/.test(label) ? `${label} ` : `${label}. `;
  // a new clause is never a Markdown heading line unless its model is, nor left with an emphasis it does not close
  return `${open ? lead.open : lead.open.replace(/(?:\*\*|__)$/, '')}${lead.word}${label}${lead.after}${lead.space}`;
}

/**
 * The section numbers typed in a stretch of text read as one clause (a PDF's page of sections run together:
 * "... the Territory. 2. Exclusivity 2.1 The Reseller's ..."): each "N." or "N.M" that opens a sentence or follows a
 * heading's words, not one that a reference names ("Section 11.2", "clause 4.").
 */
const TYPED_SECTION_RE = /(?<=^|\n[ \t]*|[.;:!?)"”]\s+|\b[A-Z][A-Za-z'’]*\s+)(?<!(?:Section|Sections|SECTION|Clause|Clauses|clause|clauses|Article|Articles|ARTICLE|Paragraph|paragraph|Schedule|Exhibit|Annex|Appendix|Item|No|and|or|of|to|in|under|with|see|page|Page)\s+)(\d{1,2})\.(\d{1,3})?\.?(?=\s+[A-Z])/g;

/** The last section number typed in `text` (as its parts: [15, 7] for "15.7"), or null. */
export function lastTypedSection(text: string): number[] | null {
  return typedSections(text).at(-1) ?? null;
}

/** Every section number typed in `text`, as parts ([15, 7] for "15.7"). */
export function typedSections(text: string): number[][] {
  const out: number[][] = [];
  for (const m of text.matchAll(TYPED_SECTION_RE)) {
    const top = Number(m[1]);
    if (top > 0 && top <= 60) out.push(m[2] ? [top, Number(m[2])] : [top]);
  }
  return out;
}
