/**
 * Tracked changes and comments written into a WordprocessingML package.
 *
 * The package is read with fflate and its parts with @xmldom/xmldom; every change is made on the
 * DOM and serialised by it (no XML is written as strings). Deletions wrap the deleted runs in
 * `w:del` (their `w:t` become `w:delText`), insertions are new runs in `w:ins`, and a new paragraph
 * carries an inserted paragraph mark, so Word's "Accept all" gives the suggested text and "Reject
 * all" the original. Comments go to word/comments.xml (created, or appended to), anchored with
 * `w:commentRangeStart` / `w:commentRangeEnd` and a `w:commentReference` run.
 *
 * Edits are made from the end of the document to its start, so the offsets still to be edited never
 * move; comments are anchored first, on the untouched text.
 */
import { DOMParser, XMLSerializer, type Document as XmlDocument, type Element } from '@xmldom/xmldom';
import { strFromU8, strToU8, unzipSync, zipSync, type Unzipped } from 'fflate';
import { Layout, TYPED_NUMBER, type Numbering } from './layout.js';
import { childElement, childElements, elements, mapParagraphs, paraAt, readParagraph, W_NS, type Para } from './model.js';

export const AUTHOR = 'Contract Analysis';
const INITIALS = 'CA';
const COMMENTS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments';
const COMMENTS_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';
const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';

/** A change of the stored text: `text.slice(start, end)` becomes `insert`. */
export interface Change {
  start: number;
  end: number;
  insert: string;
  /** The comment anchored on this change's inserted text (for an issue with nothing to cite). */
  commentId?: number;
}

export interface WordComment {
  id: number;
  /** Stored-text range the comment is anchored on; absent: anchored on a change's insertion, or the first paragraph. */
  start?: number;
  end?: number;
  paragraphs: { text: string; bold?: boolean }[];
}

export interface EditResult {
  bytes: Uint8Array;
  /** Changes that could not be placed (their text was not found in the package). */
  unplaced: number;
}

/**
 * Marks an insertion's text may carry around strong (bold) and emphasised (italic) words, as the contract's markup
 * has them: Unicode noncharacters, which no contract text holds; they are never written into the document.
 */
export const EMPHASIS = { strong: ['\uFDD0', '\uFDD1'], em: ['\uFDD2', '\uFDD3'] } as const;
const EMPHASIS_SPLIT = /([\uFDD0-\uFDD3])/;

/** A run-in heading's words at the start of a paragraph's text, after its typed number: "Limitation of Liability." */
const RUN_IN_RE = /^([A-Z][A-Za-z'’&,\- ]{1,60}?[.:])(?=\s)/;

/** The run that holds a paragraph's run-in heading when it is formatted apart from its text (bold, underlined, italic), else null. */
function runInHeading(p: Element): Element | null {
  const runs = elements(p, 'w:r').filter((r) => elements(r, 'w:t').some((t) => t.textContent));
  const text = (r: Element) => elements(r, 'w:t').map((t) => t.textContent ?? '').join('');
  let k = 0;
  // after its number, when the number is typed in a run of its own
  if (runs[k] && TYPED_NUMBER.exec(`${text(runs[k]).trim()} `)?.[1].trim() === text(runs[k]).trim()) k++;
  const head = runs[k];
  const rest = runs[k + 1];
  if (!head || !rest || !RUN_IN_RE.test(`${text(head).trimStart().replace(TYPED_NUMBER, '')} `)) return null;
  const looks = (r: Element) => {
    const rPr = childElement(r, 'w:rPr');
    return ['w:b', 'w:u', 'w:i', 'w:caps', 'w:smallCaps'].filter((n) => (rPr ? childElements(rPr) : []).some((c) => c.nodeName === n && !/^(?:0|false|none)$/.test(c.getAttribute('w:val') ?? ''))).join();
  };
  return looks(head) && looks(head) !== looks(rest) ? head : null;
}

/** A new clause's run-in heading (after its typed number) marked strong, to take the contract's heading run. */
function markRunIn(text: string): string {
  if (/[\uFDD0-\uFDD3]/.test(text)) return text; // marked already (Markdown)
  const n = TYPED_NUMBER.exec(text)?.[0] ?? '';
  const m = RUN_IN_RE.exec(text.slice(n.length));
  return m ? `${n}${EMPHASIS.strong[0]}${m[1]}${EMPHASIS.strong[1]}${text.slice(n.length + m[1].length)}` : text;
}

/** The package cannot be read or edited: not a ZIP, no document part, XML that does not parse. */
export class UnreadableDocument extends Error {}

function parseXml(xml: string, part: string): XmlDocument {
  try {
    return new DOMParser({ onError: (level, msg) => { if (level !== 'warning') throw new Error(msg); } }).parseFromString(xml, 'application/xml') as unknown as XmlDocument;
  } catch (e) {
    throw new UnreadableDocument(`${part} is not well-formed XML (${(e as Error).message.split('\n')[0]})`);
  }
}

const serialize = (d: XmlDocument) => new XMLSerializer().serializeToString(d as any);

/** Unzip a package, refusing anything that is not one. */
export function readPackage(bytes: Uint8Array): Unzipped {
  let files: Unzipped;
  try {
    files = unzipSync(bytes);
  } catch (e) {
    throw new UnreadableDocument(`the stored DOCX is not a readable ZIP archive (${(e as Error).message})`);
  }
  if (!files['word/document.xml']) throw new UnreadableDocument('the stored DOCX has no word/document.xml');
  return files;
}

class Editor {
  private nextId: number;
  private readonly stamp: Record<string, string>;
  /** The paragraphs of the document as submitted and where their text is in the stored text, found once. */
  private readonly located: Array<{ p: Element; at: number }>;
  /** The submitted length of each paragraph's text. */
  private readonly lengths: number[];
  /** The paragraphs this editor inserted, and those of them held out of their list (with the list and level they would have had). */
  private readonly ours = new Set<Element>();
  private readonly held = new Map<Element, Numbering>();

  constructor(private readonly doc: XmlDocument, stored: string, date: string, private readonly layout: Layout) {
    const mapped = mapParagraphs(doc, stored);
    this.located = mapped.map((x) => ({ p: x.p, at: x.at }));
    this.lengths = mapped.map((x) => x.text.length);
    // revision and comment ids must not collide with the document's own
    let max = 0;
    for (const name of ['w:ins', 'w:del', 'w:comment', 'w:commentRangeStart', 'w:bookmarkStart', 'w:moveFrom', 'w:moveTo']) {
      for (const el of elements(doc, name)) max = Math.max(max, Number(el.getAttribute('w:id')) || 0);
    }
    this.nextId = max + 1;
    this.stamp = { 'w:author': AUTHOR, 'w:date': date };
  }

  private el(name: string, attrs: Record<string, string> = {}): Element {
    const e = this.doc.createElementNS(W_NS, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttributeNS(W_NS, k, v);
    return e;
  }

  private revision(name: 'w:ins' | 'w:del'): Element {
    return this.el(name, { 'w:id': String(this.nextId++), ...this.stamp });
  }

  /**
   * The submitted paragraphs as they are now. Edits go from the end of the text to its start, so a
   * paragraph's text before the next edit's position is still the submitted text at its offset.
   */
  paras(): Para[] {
    return this.located.map((x) => ({ ...readParagraph(x.p), at: x.at }));
  }

  /** The paragraph holding a stored-text offset (see paraAt), read as it is now; only that one is read. */
  paraAt(offset: number): Para | null {
    const hit = paraAt(this.located.map((x) => ({ p: x.p, at: x.at, text: '', pieces: [] })).map((x, i) => ({ ...x, text: ' '.repeat(this.lengths[i]) })), offset);
    return hit ? { ...readParagraph(hit.p), at: hit.at } : null;
  }

  /** Split the runs of a paragraph so that a run boundary falls at its local offset `k`. */
  private splitAt(para: Para, k: number): Para {
    const piece = para.pieces.find((x) => x.start < k && k < x.start + x.text.length);
    if (!piece && !para.pieces.some((x) => x.start < k && k < x.start + x.text.length)) {
      // k is already a boundary between pieces; make it a run boundary too
      const after = para.pieces.find((x) => x.start === k);
      const before = para.pieces.find((x) => x.start + x.text.length === k);
      if (after && before && after.run === before.run) this.splitRun(after.run, after.child, 0);
      return { ...readParagraph(para.p), at: para.at };
    }
    this.splitRun(piece!.run, piece!.child, k - piece!.start);
    return { ...readParagraph(para.p), at: para.at };
  }

  /** Split `run` before `child` (at `offset` inside a w:t): the first part keeps what comes before. */
  private splitRun(run: Element, child: Element, offset: number): void {
    const first = run.cloneNode(false) as Element;
    let moving = true;
    for (const c of childElements(run)) {
      if (c === child) {
        moving = false;
        if (offset > 0 && c.nodeName === 'w:t') {
          const t = c.textContent ?? '';
          const head = c.cloneNode(false) as Element;
          head.setAttribute('xml:space', 'preserve');
          head.appendChild(this.doc.createTextNode(t.slice(0, offset)));
          first.appendChild(head);
          c.textContent = t.slice(offset);
          c.setAttribute('xml:space', 'preserve');
        }
        break;
      }
      if (moving) {
        if (c.nodeName === 'w:rPr') first.appendChild(c.cloneNode(true));
        else first.appendChild(c); // moves it
      }
    }
    run.parentNode!.insertBefore(first, run);
  }

  /** The runs wholly inside local range [a, b) of a paragraph, after splitting at both ends. */
  private isolate(para: Para, a: number, b: number): { para: Para; runs: Element[] } {
    let p = this.splitAt(para, b);
    p = this.splitAt(p, a);
    const runs: Element[] = [];
    for (const piece of p.pieces) {
      if (piece.start >= a && piece.start + piece.text.length <= b && !runs.includes(piece.run)) runs.push(piece.run);
    }
    return { para: p, runs };
  }

  /** Mark runs deleted: each is wrapped in its own w:del and its text becomes w:delText. */
  private deleteRuns(runs: Element[]): Element | null {
    let last: Element | null = null;
    for (const run of runs) {
      for (const t of childElements(run).filter((c) => c.nodeName === 'w:t')) {
        const dt = this.el('w:delText');
        dt.setAttribute('xml:space', 'preserve');
        dt.appendChild(this.doc.createTextNode(t.textContent ?? ''));
        run.replaceChild(dt, t);
      }
      const del = this.revision('w:del');
      run.parentNode!.insertBefore(del, run);
      del.appendChild(run);
      last = del;
    }
    return last;
  }

  /** A paragraph mark marked as deleted or inserted. */
  private markParagraph(p: Element, kind: 'w:ins' | 'w:del'): void {
    let pPr = childElement(p, 'w:pPr');
    if (!pPr) {
      pPr = this.el('w:pPr');
      p.insertBefore(pPr, p.firstChild);
    }
    let rPr = childElement(pPr, 'w:rPr');
    if (!rPr) {
      rPr = this.el('w:rPr');
      // w:rPr comes before w:sectPr and w:pPrChange in a paragraph's properties
      const sect = childElements(pPr).find((c) => c.nodeName === 'w:sectPr' || c.nodeName === 'w:pPrChange');
      pPr.insertBefore(rPr, sect ?? null);
    }
    rPr.insertBefore(this.revision(kind), rPr.firstChild);
  }

  /**
   * New runs for inserted text (breaks for line ends, tabs as tabs), formatted like `model`, inside one w:ins.
   * `bold`: all of it bold (a heading line of its own). Text marked strong or emphasised (EMPHASIS) is bold or
   * italic; strong text takes `strong`'s formatting instead when given (the contract's own run-in headings).
   */
  private insertion(text: string, model: Element | null, bold = false, strong: Element | null = null): Element {
    const ins = this.revision('w:ins');
    const rPr = childElement(model ?? undefined, 'w:rPr');
    const strongPr = childElement(strong ?? undefined, 'w:rPr');
    let mark = { b: false, i: false };
    text.split('\n').forEach((line, i) => {
      let first = true;
      for (const seg of line.split(EMPHASIS_SPLIT)) {
        if (seg === EMPHASIS.strong[0] || seg === EMPHASIS.strong[1]) mark = { ...mark, b: seg === EMPHASIS.strong[0] };
        else if (seg === EMPHASIS.em[0] || seg === EMPHASIS.em[1]) mark = { ...mark, i: seg === EMPHASIS.em[0] };
        if (seg.length === 1 && EMPHASIS_SPLIT.test(seg) || (!seg && !(i > 0 && first))) continue;
        const r = this.el('w:r');
        const own = mark.b && strongPr ? strongPr : rPr;
        const copy = own ? (own.cloneNode(true) as Element) : bold || mark.b || mark.i ? this.el('w:rPr') : null;
        if (copy) {
          for (const c of childElements(copy)) if (c.nodeName === 'w:ins' || c.nodeName === 'w:del' || c.nodeName === 'w:rPrChange') copy.removeChild(c);
          // bold, italic (after w:rStyle and w:rFonts, in the schema's order)
          if (bold || (mark.b && !strongPr)) this.setRunProperty(copy, 'w:b');
          if (mark.i) this.setRunProperty(copy, 'w:i');
          r.appendChild(copy);
        }
        if (i > 0 && first) r.appendChild(this.el('w:br'));
        first = false;
        seg.split('\t').forEach((piece, k) => {
          if (k > 0) r.appendChild(this.el('w:tab'));
          if (!piece) return;
          const t = this.el('w:t');
          t.setAttribute('xml:space', 'preserve');
          t.appendChild(this.doc.createTextNode(piece));
          r.appendChild(t);
        });
        if (r.childNodes.length) ins.appendChild(r);
      }
    });
    return ins;
  }

  /** Turn a toggle property (w:b, w:i) on in run properties: the one there set on, else a new one in the schema's place. */
  private setRunProperty(rPr: Element, name: 'w:b' | 'w:i'): void {
    const there = childElements(rPr).find((c) => c.nodeName === name);
    if (there) {
      there.removeAttribute('w:val');
      return;
    }
    const order = ['w:rStyle', 'w:rFonts', 'w:b', 'w:bCs', 'w:i'];
    const after = order.slice(0, order.indexOf(name));
    rPr.insertBefore(this.el(name), childElements(rPr).find((c) => !after.includes(c.nodeName) && c.nodeName !== name) ?? null);
  }

  /** A new paragraph after `after`, laid out with `pPr` (a copy), its text formatted like `model`, all inserted. */
  private newParagraph(after: Element, text: string, pPr: Element | null, model: Element | null, commentId?: number, bold = false, strong: Element | null = null): Element {
    const p = this.el('w:p');
    if (pPr) p.appendChild(pPr);
    this.markParagraph(p, 'w:ins');
    const ins = this.insertion(text, model, bold, strong);
    if (commentId !== undefined) this.wrapComment(p, ins, ins, commentId);
    else p.appendChild(ins);
    after.parentNode!.insertBefore(p, after.nextSibling);
    this.ours.add(p);
    return p;
  }

  /**
   * New paragraphs after `after` for a new clause (layout.ts): one block is the clause, laid out like
   * the clause it follows; with more, the first is its heading line, laid out like the section
   * headings above (numbered as they are), and the rest its text, laid out like that clause.
   */
  private newClause(after: Element, blocks: string[], commentId?: number): void {
    const clause = this.layout.clauseModel(after);
    const heading = blocks.length > 1 ? this.layout.headingModel(clause) : null;
    const lastRun = (p: Element) => elements(p, 'w:r').filter((r) => elements(r, 'w:t').length).pop() ?? null;
    const body = lastRun(clause) ?? lastRun(after);
    // no heading to follow among numbered clauses: the heading line takes the clause's number, its text goes under it
    const numberedHeading = blocks.length > 1 && !heading && !!this.layout.numbering(clause);
    // the contract's run-in headings ("1.1 **Products.** Supplier shall ..."): a new clause's run-in heading looks the same
    const runIn = runInHeading(clause);
    // a heading line with no section heading to follow is bold, unless the contract's own heading lines are not
    const boldLine = !heading && blocks.length > 1 && this.layout.boldHeadingLines(clause);
    let at = after;
    let headingHeld = false;
    blocks.forEach((block, i) => {
      const isHeading = i === 0 && blocks.length > 1;
      // text that carries its own number ("6. No Licence. ...") is not numbered again, and its number is set off
      // from its words as the model's is (a tab in a list)
      const own = TYPED_NUMBER.test(block);
      const numbered = !own && (isHeading ? !!heading || numberedHeading : !numberedHeading);
      const model = isHeading && heading ? heading : clause;
      // a paragraph that would take the list's next number where a number after it would move (a section between
      // sections 5 and 6) is held out of the list and its number typed (heldLabels: "5A.", its clauses "5A.1"); so is
      // the text under a held heading
      const n = numbered ? this.layout.numbering(model) : null;
      const hold = !!n && (headingHeld || !this.layout.keepsLaterNumbers(at, n, this.ours));
      const pPr = hold ? this.layout.heldProperties(model) : this.layout.properties(model, numbered, own);
      const runs = isHeading && heading ? lastRun(heading) ?? body : body;
      let text = own ? this.layout.typedNumberText(model, block) : block;
      if (runIn && !isHeading) text = markRunIn(text);
      at = this.newParagraph(at, text, pPr, runs, i === 0 ? commentId : undefined, isHeading && boldLine, runIn);
      if (hold) {
        this.held.set(at, n!);
        if (isHeading) headingHeld = true;
      }
    });
  }

  /** The typed numbers of the paragraphs held out of their list, inserted with their text (Layout.heldLabels). */
  typeHeldNumbers(): void {
    for (const [p, { label, suffix }] of this.layout.heldLabels(this.doc, this.held)) {
      const ins = childElements(p).find((c) => c.nodeName === 'w:ins' && elements(c, 'w:r').length) ?? elements(p, 'w:ins').find((c) => c.parentNode!.nodeName !== 'w:rPr');
      const first = ins && elements(ins, 'w:r')[0];
      if (!ins || !first) continue;
      const r = this.el('w:r');
      const rPr = childElement(first, 'w:rPr');
      if (rPr) r.appendChild(rPr.cloneNode(true));
      const t = this.el('w:t');
      t.setAttribute('xml:space', 'preserve');
      t.appendChild(this.doc.createTextNode(suffix === '\t' ? label : label + suffix));
      r.appendChild(t);
      if (suffix === '\t') r.appendChild(this.el('w:tab'));
      ins.insertBefore(r, ins.firstChild);
    }
  }

  /** Comment range markers around [first, last] (siblings in one parent), and the reference after. */
  private wrapComment(parentIfNew: Element | null, first: Element, last: Element, id: number): void {
    const start = this.el('w:commentRangeStart', { 'w:id': String(id) });
    const end = this.el('w:commentRangeEnd', { 'w:id': String(id) });
    const ref = this.el('w:r');
    ref.appendChild(this.el('w:commentReference', { 'w:id': String(id) }));
    if (parentIfNew && !first.parentNode) {
      parentIfNew.appendChild(start);
      parentIfNew.appendChild(first);
      parentIfNew.appendChild(end);
      parentIfNew.appendChild(ref);
      return;
    }
    first.parentNode!.insertBefore(start, first);
    last.parentNode!.insertBefore(end, last.nextSibling);
    end.parentNode!.insertBefore(ref, end.nextSibling);
  }

  /** Anchor a comment on stored-text range [s, e); false when the range is not in the package. */
  anchorComment(s: number, e: number, id: number): boolean {
    const ps = this.paraAt(s);
    const pe = this.paraAt(Math.max(s, e - 1));
    if (!ps || !pe) return false;
    const a = Math.max(0, Math.min(s - ps.at, ps.text.length));
    const b = Math.max(0, Math.min(e - pe.at, pe.text.length));
    if (ps === pe && b <= a) return false;
    const first = this.isolate(ps, a, ps === pe ? b : ps.text.length).runs[0];
    const lastPara = ps === pe ? null : this.isolate({ ...readParagraph(pe.p), at: pe.at }, 0, b);
    const runs = lastPara ? lastPara.runs : this.isolate({ ...readParagraph(ps.p), at: ps.at }, a, b).runs;
    const last = runs[runs.length - 1];
    if (!first || !last) return false;
    this.wrapComment(null, first, last, id);
    return true;
  }

  /** Anchor a comment on the first paragraph with text. */
  anchorAtStart(id: number): void {
    const p = this.paras().find((x) => x.pieces.length);
    if (!p) return;
    const runs = this.isolate(p, 0, p.text.length).runs;
    this.wrapComment(null, runs[0], runs[runs.length - 1], id);
  }

  /** Make one change as tracked revisions; false when its place is not in the package. */
  change(c: Change): boolean {
    const ps = this.paraAt(c.start);
    if (!ps) return false;
    const pe = c.end > c.start ? this.paraAt(c.end) : ps;
    if (!pe) return false;
    let lastDel: Element | null = null;
    if (c.end > c.start) {
      // delete [start, end) paragraph by paragraph; a deleted separator merges paragraphs (deleted marks)
      const all = this.located.map((x) => x.p);
      const i0 = all.indexOf(ps.p);
      const i1 = all.indexOf(pe.p);
      for (let i = i1; i >= i0; i--) {
        const p = all[i];
        const mapped = { ...readParagraph(p), at: this.located[i].at };
        const a = p === ps.p ? c.start - ps.at : 0;
        const b = p === pe.p ? Math.min(c.end - pe.at, pe.text.length) : mapped.text.length;
        if (b > a) {
          const { runs } = this.isolate({ ...readParagraph(p), at: mapped.at }, a, b);
          const d = this.deleteRuns(runs);
          if (p === ps.p) lastDel = d;
        }
        if (i < i1) this.markParagraph(p, 'w:del');
      }
    }
    if (!c.insert) return true;
    // insertion: new paragraphs after the paragraph when the text starts a new one, else runs in place
    const para = { ...readParagraph(ps.p), at: ps.at };
    const k = Math.min(Math.max(0, c.start - ps.at), para.text.length);
    const m = /^\n+/.exec(c.insert);
    if (m && k >= para.text.trimEnd().length && c.end === c.start) {
      // each line a paragraph of its own (a heading line, then its text), as the text reads
      this.newClause(ps.p, c.insert.slice(m[0].length).split(/\n+/), c.commentId);
      return true;
    }
    const text = c.insert.replace(/\n{2,}/g, '\n');
    let ins: Element;
    if (lastDel) {
      ins = this.insertion(text, lastDel.firstChild as Element);
      lastDel.parentNode!.insertBefore(ins, lastDel.nextSibling);
    } else {
      const p = k > 0 && k < para.text.length ? this.splitAt(para, k) : para;
      const before = [...p.pieces].reverse().find((x) => x.start + x.text.length <= k);
      const after = p.pieces.find((x) => x.start >= k);
      const model = before?.run ?? after?.run ?? null;
      ins = this.insertion(text, model);
      if (before) before.run.parentNode!.insertBefore(ins, before.run.nextSibling);
      else if (after) after.run.parentNode!.insertBefore(ins, after.run);
      else {
        ps.p.appendChild(ins);
      }
    }
    if (c.commentId !== undefined) {
      const start = this.el('w:commentRangeStart', { 'w:id': String(c.commentId) });
      ins.parentNode!.insertBefore(start, ins);
      const end = this.el('w:commentRangeEnd', { 'w:id': String(c.commentId) });
      ins.parentNode!.insertBefore(end, ins.nextSibling);
      const ref = this.el('w:r');
      ref.appendChild(this.el('w:commentReference', { 'w:id': String(c.commentId) }));
      end.parentNode!.insertBefore(ref, end.nextSibling);
    }
    return true;
  }

  /** word/comments.xml with the new comments appended. */
  commentsPart(existing: string | null, comments: WordComment[], date: string): string {
    const doc = existing ? parseXml(existing, 'word/comments.xml') : parseXml(`<w:comments xmlns:w="${W_NS}"/>`, 'word/comments.xml');
    const root = doc.documentElement!;
    for (const c of comments) {
      const el = doc.createElementNS(W_NS, 'w:comment');
      el.setAttributeNS(W_NS, 'w:id', String(c.id));
      el.setAttributeNS(W_NS, 'w:author', AUTHOR);
      el.setAttributeNS(W_NS, 'w:date', date);
      el.setAttributeNS(W_NS, 'w:initials', INITIALS);
      c.paragraphs.forEach((para, i) => {
        const p = doc.createElementNS(W_NS, 'w:p');
        if (i === 0) {
          const r = doc.createElementNS(W_NS, 'w:r');
          r.appendChild(doc.createElementNS(W_NS, 'w:annotationRef'));
          p.appendChild(r);
        }
        const r = doc.createElementNS(W_NS, 'w:r');
        if (para.bold) {
          const rPr = doc.createElementNS(W_NS, 'w:rPr');
          rPr.appendChild(doc.createElementNS(W_NS, 'w:b'));
          r.appendChild(rPr);
        }
        const t = doc.createElementNS(W_NS, 'w:t');
        t.setAttribute('xml:space', 'preserve');
        t.appendChild(doc.createTextNode(para.text));
        r.appendChild(t);
        p.appendChild(r);
        el.appendChild(p);
      });
      root.appendChild(el);
    }
    return serialize(doc);
  }

  newCommentId(): number {
    return this.nextId++;
  }
}

/** Register word/comments.xml in the package's relationships and content types when it is new. */
function registerComments(files: Unzipped): void {
  const relsPath = 'word/_rels/document.xml.rels';
  const rels = files[relsPath] ? parseXml(strFromU8(files[relsPath]), relsPath) : parseXml(`<Relationships xmlns="${REL_NS}"/>`, relsPath);
  const relList = elements(rels, 'Relationship');
  if (!relList.some((r) => r.getAttribute('Type') === COMMENTS_REL)) {
    const ids = new Set(relList.map((r) => r.getAttribute('Id')));
    let n = relList.length + 1;
    while (ids.has(`rId${n}`)) n++;
    const r = rels.createElementNS(REL_NS, 'Relationship');
    r.setAttribute('Id', `rId${n}`);
    r.setAttribute('Type', COMMENTS_REL);
    r.setAttribute('Target', 'comments.xml');
    rels.documentElement!.appendChild(r);
    files[relsPath] = strToU8(serialize(rels));
  }
  const ctPath = '[Content_Types].xml';
  if (!files[ctPath]) throw new UnreadableDocument('the stored DOCX has no [Content_Types].xml');
  const ct = parseXml(strFromU8(files[ctPath]), ctPath);
  if (!elements(ct, 'Override').some((o) => o.getAttribute('PartName') === '/word/comments.xml')) {
    const o = ct.createElementNS(CT_NS, 'Override');
    o.setAttribute('PartName', '/word/comments.xml');
    o.setAttribute('ContentType', COMMENTS_TYPE);
    ct.documentElement!.appendChild(o);
    files[ctPath] = strToU8(serialize(ct));
  }
}

/**
 * The package with `changes` tracked and `comments` anchored. `stored` is the text the offsets refer
 * to (the text extracted from this package, or the text a built package was made from).
 */
export function editPackage(bytes: Uint8Array, stored: string, changes: Change[], comments: WordComment[], date: string): EditResult {
  const files = readPackage(bytes);
  const doc = parseXml(strFromU8(files['word/document.xml']), 'word/document.xml');
  const styles = files['word/styles.xml'] ? parseXml(strFromU8(files['word/styles.xml']), 'word/styles.xml') : null;
  const numbering = files['word/numbering.xml'] ? parseXml(strFromU8(files['word/numbering.xml']), 'word/numbering.xml') : null;
  const ed = new Editor(doc, stored, date, new Layout(styles, numbering));
  // comment ids are allocated by the editor, above every id in the document
  const ids = new Map<number, number>();
  for (const c of comments) ids.set(c.id, ed.newCommentId());
  const placed = new Set<number>();
  for (const c of comments) {
    if (c.start === undefined || c.end === undefined) continue;
    if (ed.anchorComment(c.start, c.end, ids.get(c.id)!)) placed.add(c.id);
  }
  let unplaced = 0;
  const order = changes.map((c, i) => ({ c, i })).sort((x, y) => y.c.start - x.c.start || y.i - x.i);
  for (const { c } of order) {
    const commentId = c.commentId !== undefined ? ids.get(c.commentId) : undefined;
    if (ed.change({ ...c, commentId })) {
      if (c.commentId !== undefined) placed.add(c.commentId);
    } else unplaced++;
  }
  for (const c of comments) if (!placed.has(c.id)) ed.anchorAtStart(ids.get(c.id)!);
  ed.typeHeldNumbers();
  files['word/document.xml'] = strToU8(serialize(doc));
  if (comments.length) {
    const existing = files['word/comments.xml'] ? strFromU8(files['word/comments.xml']) : null;
    files['word/comments.xml'] = strToU8(ed.commentsPart(existing, comments.map((c) => ({ ...c, id: ids.get(c.id)! })), date));
    registerComments(files);
  }
  return { bytes: zipSync(files, { level: 6 }), unplaced };
}
