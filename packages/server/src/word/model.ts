/**
 * The text of a WordprocessingML body as the service read it, mapped onto its runs.
 *
 * The contract's text (what citations and redlines index) was extracted from the DOCX by mammoth:
 * each paragraph's text followed by a blank line, with tabs and breaks as characters, tracked
 * deletions left out. Here each paragraph's text is rebuilt from its runs the same way and found in
 * the stored text in order, so that an offset of the stored text names a paragraph and a position
 * in one of its runs. A paragraph whose text is not found (a construct read differently) is left
 * unmapped: edits there are not made, and the caller is told.
 */
import type { Document as XmlDocument, Element, Node } from '@xmldom/xmldom';

export const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** One text-bearing child of a run: w:t, w:tab, w:br, w:cr or w:noBreakHyphen. */
export interface Piece {
  run: Element;
  child: Element;
  text: string;
  /** Offset of the piece in its paragraph's text. */
  start: number;
}

export interface Para {
  p: Element;
  text: string;
  pieces: Piece[];
  /** Offset of the paragraph's text in the stored text; -1 when it was not found. */
  at: number;
}

const SKIP = new Set(['w:del', 'w:moveFrom', 'w:pPr', 'w:rPr', 'mc:Fallback', 'w:txbxContent', 'w:instrText', 'w:delText']);

export function elements(node: Node, name: string): Element[] {
  return Array.from((node as Element).getElementsByTagName(name));
}

export function childElements(node: Node): Element[] {
  const out: Element[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) out.push(c as Element);
  return out;
}

/** The first child element of `el` named `name` ("w:pPr"), if any. */
export function childElement(el: Element | undefined, name: string): Element | undefined {
  return el ? childElements(el).find((c) => c.nodeName === name) : undefined;
}

function pieceText(child: Element): string | null {
  switch (child.nodeName) {
    case 'w:t':
      return child.textContent ?? '';
    case 'w:tab':
      return '\t';
    case 'w:br':
    case 'w:cr':
      return '\n';
    case 'w:noBreakHyphen':
      return '-';
    default:
      return null;
  }
}

/** The runs of a paragraph in order, their text pieces and the paragraph's text (nested paragraphs excluded). */
export function readParagraph(p: Element): Omit<Para, 'at'> {
  const pieces: Piece[] = [];
  let text = '';
  const walk = (node: Node) => {
    for (let c = node.firstChild; c; c = c.nextSibling) {
      if (c.nodeType !== 1) continue;
      const el = c as Element;
      if (SKIP.has(el.nodeName) || el.nodeName === 'w:p') continue;
      if (el.nodeName === 'w:r') {
        for (const child of childElements(el)) {
          const t = pieceText(child);
          if (t === null || t === '') continue;
          pieces.push({ run: el, child, text: t, start: text.length });
          text += t;
        }
      } else walk(el);
    }
  };
  walk(p);
  return { p, text, pieces };
}

/** Every paragraph of the body in document order (table cells included), located in the stored text. */
export function mapParagraphs(doc: XmlDocument, stored: string): Para[] {
  const body = doc.getElementsByTagName('w:body')[0];
  if (!body) throw new Error('word/document.xml has no w:body');
  const paras: Para[] = [];
  let cursor = 0;
  for (const p of elements(body, 'w:p')) {
    const r = readParagraph(p);
    let at = -1;
    if (r.text.trim()) {
      const found = stored.indexOf(r.text, cursor);
      // a paragraph is found where expected: after the previous one, with only separators between
      if (found >= 0 && !stored.slice(cursor, found).trim()) at = found;
      else if (found >= 0 && found - cursor < 4000) at = found;
      if (at >= 0) cursor = at + r.text.length;
    }
    paras.push({ ...r, at });
  }
  return paras;
}

/** The paragraph holding a stored-text offset (at its end counts), or null. */
export function paraAt(paras: Para[], offset: number): Para | null {
  let best: Para | null = null;
  for (const p of paras) {
    if (p.at < 0) continue;
    if (p.at <= offset && offset <= p.at + p.text.length) return p;
    if (p.at + p.text.length <= offset) best = p;
    else break;
  }
  // an offset between paragraphs (a separator) belongs to the end of the paragraph before it
  return best;
}
