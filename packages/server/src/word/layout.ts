/**
 * How a new clause is laid out in a Word document: like the clause it is a sibling of, in the
 * document's own numbering and styles.
 *
 * A suggested clause is inserted after the last paragraph of a section, which is often not a clause
 * of its own: the last item of a list ("(c) ceases to carry on business."), numbered one level down or
 * indented by hand with a hanging indent. Copying that paragraph would make the new clause item "(d)".
 * So the new clause takes the paragraph properties of the clause the list belongs to (the paragraph
 * that leads in to it), and a heading line written above the clause takes those of the section
 * headings: a numbered heading gives the new clause the next section number, and its text the
 * numbering of the clauses under it. Numbering is read from a paragraph's own `w:numPr` or from its
 * style's (styles.xml, `w:basedOn` followed).
 */
import type { Document as XmlDocument, Element } from '@xmldom/xmldom';
import { childElement, childElements, elements, readParagraph } from './model.js';

export interface Numbering {
  numId: string;
  ilvl: number;
}

/**
 * A clause number typed at the start of a paragraph's text ("4.3", "(d)", "Section 2.1", and the numbers of clauses
 * inserted between two others: "3A.", "Article IIIA"), and the white space after it.
 */
export const TYPED_NUMBER = /^(\s*(?:(?:Section|Clause|Article)\s+(?:[IVXLC]{1,7}[A-Z]?\b\.?)|(?:(?:Section|Clause|Article)\s+)?(?:\d{1,3}(?:\.\d{1,3})*(?:[A-Z]\b)?\.?|\(?[a-z]{1,2}\)|\(?[ivxlc]{1,6}\))))(\s+)/i;

/** The paragraph a clause's list item leads in from: "... if the other party:", "the following". */
const LEADS_IN = /(?:[:—–]|\b(?:if|that|which|unless|where|when|following|include|includes|including|means))\s*$/i;
/** A heading's words: short, no sentence end. */
const HEADING_TEXT = /^[^.;:!?]{1,80}[^.;:,!?\s]$/;
/** How far back a paragraph's list or section is looked for. */
const LOOK_BACK = 200;

export class Layout {
  /** Style id → its paragraph properties and the style it is based on. */
  private readonly styles = new Map<string, { pPr?: Element; basedOn?: string }>();

  /** numId → abstractNumId (numbering.xml). */
  private readonly nums = new Map<string, string>();
  /** abstractNumId → each level's w:lvl (its paragraph properties, format, text and start). */
  private readonly lvls = new Map<string, Map<number, Element>>();

  constructor(styles: XmlDocument | null, numbering: XmlDocument | null = null) {
    if (numbering) {
      for (const a of elements(numbering, 'w:abstractNum')) {
        const full = new Map<number, Element>();
        for (const l of childElements(a).filter((c) => c.nodeName === 'w:lvl')) full.set(Number(l.getAttribute('w:ilvl')) || 0, l);
        this.lvls.set(a.getAttribute('w:abstractNumId') ?? '', full);
      }
      for (const n of elements(numbering, 'w:num')) this.nums.set(n.getAttribute('w:numId') ?? '', childElement(n, 'w:abstractNumId')?.getAttribute('w:val') ?? '');
    }
    if (!styles) return;
    for (const s of elements(styles, 'w:style')) {
      if (s.getAttribute('w:type') !== 'paragraph') continue;
      const id = s.getAttribute('w:styleId');
      if (id) this.styles.set(id, { pPr: childElement(s, 'w:pPr'), basedOn: childElement(s, 'w:basedOn')?.getAttribute('w:val') ?? undefined });
    }
  }

  private styleOf(p: Element): string | undefined {
    return childElement(childElement(p, 'w:pPr'), 'w:pStyle')?.getAttribute('w:val') ?? undefined;
  }

  /** A paragraph's list and level: its own w:numPr, else its style's; null when it is not numbered (numId 0 included). */
  numbering(p: Element): Numbering | null {
    const read = (numPr: Element | undefined, ilvlDefault = 0): Numbering | null | undefined => {
      if (!numPr) return undefined;
      const numId = childElement(numPr, 'w:numId')?.getAttribute('w:val');
      const ilvl = Number(childElement(numPr, 'w:ilvl')?.getAttribute('w:val') ?? ilvlDefault) || 0;
      if (numId === undefined || numId === null) return undefined;
      return numId === '0' ? null : { numId, ilvl };
    };
    const own = read(childElement(childElement(p, 'w:pPr'), 'w:numPr'));
    if (own !== undefined) return own;
    const seen = new Set<string>();
    for (let id = this.styleOf(p); id && !seen.has(id); id = this.styles.get(id)?.basedOn) {
      seen.add(id);
      const viaStyle = read(childElement(this.styles.get(id)?.pPr, 'w:numPr'));
      if (viaStyle !== undefined) return viaStyle;
    }
    return null;
  }

  /** An indent by hand with a hanging first line (a list item typed as "(a)<tab>..."), not numbered. */
  private typedItem(p: Element): boolean {
    const ind = childElement(childElement(p, 'w:pPr'), 'w:ind');
    return !!ind && Number(ind.getAttribute('w:hanging') ?? 0) > 0 && !this.numbering(p);
  }

  /** A paragraph's own left indent (0 when it has none of its own). */
  private left(p: Element): number {
    const ind = childElement(childElement(p, 'w:pPr'), 'w:ind');
    return Number(ind?.getAttribute('w:left') ?? ind?.getAttribute('w:start') ?? 0) || 0;
  }

  /** A section heading: in a heading style, or a short numbered line without a sentence end. */
  isHeading(p: Element): boolean {
    if (/heading\s?\d/i.test(this.styleOf(p) ?? '')) return true;
    return !!this.numbering(p) && HEADING_TEXT.test(readParagraph(p).text.trim());
  }

  /** The paragraphs with text before `p` in its container, nearest first. */
  private before(p: Element): Element[] {
    const out: Element[] = [];
    for (let s = p.previousSibling; s && out.length < LOOK_BACK; s = s.previousSibling) {
      if (s.nodeType === 1 && s.nodeName === 'w:p' && readParagraph(s as Element).text.trim()) out.push(s as Element);
    }
    return out;
  }

  /**
   * The clause a new clause after `p` is laid out like: `p` itself, or, when `p` is an item of a list
   * (numbered deeper than the paragraph leading in to it, or typed with a hanging indent further in
   * than it), the paragraph the list belongs to.
   */
  clauseModel(p: Element): Element {
    let cur = p;
    for (let guard = 0; guard < 8; guard++) {
      const n = this.numbering(cur);
      const typed = this.typedItem(cur);
      if (!n && !typed) break;
      const prev = this.before(cur);
      const parent = n
        ? prev.find((q) => { const m = this.numbering(q); return !!m && m.numId === n.numId && m.ilvl < n.ilvl; })
        : prev.find((q) => this.left(q) < this.left(cur));
      if (!parent || this.isHeading(parent)) break;
      // the list's lead-in: it ends by introducing the items, or (by hand) it is numbered itself
      if (!LEADS_IN.test(readParagraph(parent).text.trim()) && !(typed && this.numbering(parent))) break;
      cur = parent;
    }
    return cur;
  }

  /** The w:lvl of list `numId` at level `ilvl` (numbering.xml), if the document defines it. */
  private level(numId: string, ilvl: number): Element | undefined {
    return this.lvls.get(this.nums.get(numId) ?? '')?.get(ilvl);
  }

  /** The indent (w:ind) that a paragraph numbered `n` takes from its list level. */
  private levelIndent(n: Numbering): Element | undefined {
    return childElement(childElement(this.level(n.numId, n.ilvl), 'w:pPr'), 'w:ind');
  }

  /**
   * Whether the contract writes its own heading lines in bold: of the short lines without a sentence end before
   * `p` (its unnumbered heading lines, "ARTICLE III", "Termination for Convenience"), the nearest; true when there
   * is none to go by.
   */
  boldHeadingLines(p: Element): boolean {
    // a heading line may carry its typed number ("7. INTELLECTUAL PROPERTY"): its words are what is read
    const words = (q: Element) => readParagraph(q).text.trim().replace(TYPED_NUMBER, '');
    const line = this.before(p).find((q) => !this.numbering(q) && HEADING_TEXT.test(words(q)) && words(q).length <= 60);
    if (!line) return true;
    const runs = elements(line, 'w:r').filter((r) => elements(r, 'w:t').some((t) => t.textContent?.trim()));
    const bold = (r: Element) => childElements(childElement(r, 'w:rPr') ?? r).some((c) => c.nodeName === 'w:b' && !/^(?:0|false)$/.test(c.getAttribute('w:val') ?? ''));
    return runs.length > 0 && runs.every(bold);
  }

  /** The section heading above `clause` that a new heading line is laid out like, or null. */
  headingModel(clause: Element): Element | null {
    if (this.isHeading(clause)) return clause;
    const n = this.numbering(clause);
    for (const q of this.before(clause)) {
      if (!this.isHeading(q)) continue;
      const m = this.numbering(q);
      // a numbered clause's heading is of its own list, one level up or more (or unnumbered, in a heading style)
      if (n && (m ? m.numId !== n.numId || m.ilvl >= n.ilvl : !/heading\s?\d/i.test(this.styleOf(q) ?? ''))) continue;
      return q;
    }
    return null;
  }

  /**
   * The text of a new paragraph that carries its own number, with that number set off from its words as
   * `model`'s typed number is: by a tab where the model has one ("5.<tab>Residuals", a Markdown list item
   * as markup.ts lays it out, or a number typed by hand), so that the words start at the list's indent; by a space
   * when the number is longer than the model's ("3A." after "3."), which the indent has no room for.
   */
  typedNumberText(model: Element, text: string): string {
    const own = TYPED_NUMBER.exec(text);
    const theirs = TYPED_NUMBER.exec(readParagraph(model).text);
    if (!own || !theirs || !theirs[2].includes('\t') || own[2].includes('\t')) return text;
    // a number longer than the list's own ("3A." inserted among "1." to "4.") would overrun the hanging indent, and
    // its tab jump to the next tab stop far to the right: it is set off by a space, as a number typed by hand is
    if (/\d[A-Z]\.?$/.test(own[1].trim()) && own[1].trim().length > theirs[1].trim().length) return `${own[1].trimEnd()} ${text.slice(own[0].length)}`;
    return `${own[1]}\t${text.slice(own[0].length)}`;
  }

  /**
   * Paragraph properties for a new paragraph laid out like `model`: its style, numbering, indent and
   * spacing; not its section break, its own tracked changes or its mark's run properties. Without
   * numbering when `numbered` is false; a hanging first line only when the paragraph is numbered or
   * its text carries its own number (`ownNumber`).
   */
  properties(model: Element, numbered: boolean, ownNumber = false): Element | null {
    const pPr = childElement(model, 'w:pPr');
    if (!pPr) return null;
    const copy = pPr.cloneNode(true) as Element;
    const drop = new Set(['w:sectPr', 'w:pPrChange', 'w:rPr', ...(numbered ? [] : ['w:numPr'])]);
    for (const c of childElements(copy)) if (drop.has(c.nodeName)) copy.removeChild(c);
    if (!numbered && this.numbering(model)) {
      // a paragraph numbered by its style is unnumbered by numId 0
      const numPr = copy.ownerDocument!.createElementNS(copy.namespaceURI, 'w:numPr');
      const numId = copy.ownerDocument!.createElementNS(copy.namespaceURI, 'w:numId');
      numId.setAttributeNS(copy.namespaceURI, 'w:val', '0');
      numPr.appendChild(numId);
      const style = childElement(copy, 'w:pStyle');
      copy.insertBefore(numPr, style ? style.nextSibling : copy.firstChild);
    }
    // unnumbered text under a numbered clause starts where the clause's text does (its level's indent)
    const n = this.numbering(model);
    const levelInd = n ? this.levelIndent(n) : undefined;
    if (!numbered && levelInd && !childElement(copy, 'w:ind')) {
      const ind = copy.ownerDocument!.createElementNS(copy.namespaceURI, 'w:ind');
      ind.setAttributeNS(copy.namespaceURI, 'w:left', levelInd.getAttribute('w:left') ?? levelInd.getAttribute('w:start') ?? '0');
      // w:ind comes after w:numPr, w:spacing and the other layout properties before w:jc
      copy.insertBefore(ind, childElements(copy).find((c) => ['w:contextualSpacing', 'w:mirrorIndents', 'w:suppressOverlap', 'w:jc', 'w:textDirection', 'w:textAlignment', 'w:textboxTightWrap', 'w:outlineLvl', 'w:divId', 'w:cnfStyle', 'w:rPr', 'w:sectPr', 'w:pPrChange'].includes(c.nodeName)) ?? null);
    }
    // a hanging first line is for a number: kept only where the paragraph has one
    const ind = childElement(copy, 'w:ind');
    if (ind && ind.getAttribute('w:hanging') && !ownNumber && !(numbered && this.numbering(model))) ind.removeAttribute('w:hanging');
    return copy;
  }

  /**
   * Whether a paragraph numbered `n`, inserted after `after`, leaves every number after it as it was: the next
   * paragraph of the same list (the document's own, not one in `ours`) is of a higher level, which restarts the
   * count (a clause "4.3" added at the end of section 4, before "5."), or there is none. A paragraph of the same level
   * or deeper after it would take the next number (a section added between sections 5 and 6 makes 6 into 7).
   */
  keepsLaterNumbers(after: Element, n: Numbering, ours: Set<Element>): boolean {
    for (let s = after.nextSibling; s; s = s.nextSibling) {
      if (s.nodeType !== 1 || (s as Element).nodeName !== 'w:p' || ours.has(s as Element)) continue;
      const m = this.numbering(s as Element);
      if (m && m.numId === n.numId) return m.ilvl < n.ilvl;
    }
    return true;
  }

  /**
   * The properties of a paragraph that carries its number typed instead of taking the list's next number: laid out
   * like `model`, out of the list (numId 0), with the indent and hanging line of the model's level, so that its typed
   * number and its words stand where the list's do.
   */
  heldProperties(model: Element): Element | null {
    const copy = this.properties(model, false, true);
    const n = this.numbering(model);
    const levelInd = n ? this.levelIndent(n) : undefined;
    if (!copy || !levelInd) return copy;
    const own = childElement(copy, 'w:ind');
    const ind = levelInd.cloneNode(true) as Element;
    if (own) copy.replaceChild(ind, own);
    else copy.insertBefore(ind, childElements(copy).find((c) => ['w:contextualSpacing', 'w:mirrorIndents', 'w:suppressOverlap', 'w:jc', 'w:textDirection', 'w:textAlignment', 'w:textboxTightWrap', 'w:outlineLvl', 'w:divId', 'w:cnfStyle', 'w:rPr', 'w:sectPr', 'w:pPrChange'].includes(c.nodeName)) ?? null);
    return copy;
  }

  /**
   * The numbers to type on paragraphs held out of their list (`held`: each with the list and level it would have had),
   * as the list would show them with no number after them moved: the document's numbers counted as Word counts them
   * (start values, a level restarting under a higher one), a held paragraph numbered after the last number of its
   * level with a letter ("5A", "5B", and "IIIA" in capitals; "(ca)" for a lettered level), and a held paragraph under a
   * held one counted from 1 under it ("5A.1"). Each with what separates it from the words (a tab unless the level says
   * otherwise).
   */
  heldLabels(doc: XmlDocument, held: Map<Element, Numbering>): Map<Element, { label: string; suffix: string }> {
    const out = new Map<Element, { label: string; suffix: string }>();
    if (!held.size) return out;
    interface ListState { real: number[]; shown: string[]; letters: number[]; sub: number[]; heldAt?: number }
    const states = new Map<string, ListState>();
    const state = (numId: string) => {
      let st = states.get(numId);
      if (!st) states.set(numId, (st = { real: Array(9).fill(-1), shown: Array(9).fill(''), letters: Array(9).fill(0), sub: Array(9).fill(0) }));
      return st;
    };
    for (const p of elements(doc, 'w:p')) {
      const h = held.get(p);
      const n = h ?? this.numbering(p);
      if (!n) continue;
      const lvl = (k: number) => this.level(n.numId, k);
      const start = (k: number) => Number(childElement(lvl(k), 'w:start')?.getAttribute('w:val') ?? 1);
      const fmt = (k: number) => childElement(lvl(k), 'w:numFmt')?.getAttribute('w:val') ?? 'decimal';
      const st = state(n.numId);
      const L = n.ilvl;
      for (let k = 0; k < L; k++) if (st.real[k] < 0) { st.real[k] = start(k); st.shown[k] = formatNumber(st.real[k], fmt(k)); }
      if (!h) {
        st.real[L] = st.real[L] < 0 ? start(L) : st.real[L] + 1;
        st.shown[L] = formatNumber(st.real[L], fmt(L));
        st.letters[L] = 0;
        for (let k = L + 1; k < 9; k++) { st.real[k] = -1; st.shown[k] = ''; st.letters[k] = 0; st.sub[k] = 0; }
        if (st.heldAt !== undefined && L <= st.heldAt) st.heldAt = undefined;
        continue;
      }
      if (st.heldAt !== undefined && st.heldAt < L) {
        // under a held paragraph: counted from 1 under it
        st.sub[L] += 1;
        st.shown[L] = formatNumber(st.sub[L], fmt(L));
      } else {
        st.letters[L] += 1;
        const letter = String.fromCharCode(64 + Math.min(26, st.letters[L]));
        st.shown[L] = `${formatNumber(st.real[L] < 0 ? start(L) : st.real[L], fmt(L))}${/^lower/.test(fmt(L)) ? letter.toLowerCase() : letter}`;
        st.heldAt = L;
      }
      for (let k = L + 1; k < 9; k++) { st.shown[k] = ''; st.sub[k] = 0; }
      const text = childElement(lvl(L), 'w:lvlText')?.getAttribute('w:val') ?? `%${L + 1}.`;
      const label = text.replace(/%(\d)/g, (_m, d: string) => st.shown[Number(d) - 1] ?? '');
      const suff = childElement(lvl(L), 'w:suff')?.getAttribute('w:val') ?? 'tab';
      out.set(p, { label, suffix: suff === 'space' ? ' ' : suff === 'nothing' ? '' : '\t' });
    }
    return out;
  }
}

/** A list number in a level's format: decimal, letters, roman numerals (others as decimal). */
function formatNumber(n: number, fmt: string): string {
  const roman = (x: number) => {
    let out = '';
    for (const [v, r] of [[1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'], [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i']] as const) while (x >= v) { out += r; x -= v; }
    return out;
  };
  const letters = (x: number) => String.fromCharCode(97 + ((x - 1) % 26)).repeat(Math.floor((x - 1) / 26) + 1);
  switch (fmt) {
    case 'lowerLetter': return letters(n);
    case 'upperLetter': return letters(n).toUpperCase();
    case 'lowerRoman': return roman(n);
    case 'upperRoman': return roman(n).toUpperCase();
    case 'decimalZero': return n < 10 ? `0${n}` : String(n);
    default: return String(n);
  }
}
