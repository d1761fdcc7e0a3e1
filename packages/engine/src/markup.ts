/**
 * Markup read as a document. Markdown (CommonMark, with inline and block HTML; the Common Paper NDA is
 * Markdown with <span> tags) is parsed with mdast-util-from-markdown (micromark) and HTML with
 * htmlparser2; both give source offsets for every node, so everything here is said in offsets of the
 * original text.
 *
 * Two readings of one parse:
 * - the *plain view*: a string of the same length in which every markup character is a space (an
 *   entity becomes its character followed by spaces). Offsets into the plain view are offsets into
 *   the original, so citations still slice the original exactly, while patterns, clause headings, key
 *   terms and answers never see a tag, an emphasis marker or a link target. List markers ("1.", "-")
 *   are text: clause numbering is read from them.
 * - the *blocks*: headings with their level, paragraphs, list items (marker first), quotes and code,
 *   each a list of runs (an original range, the text a reader sees there, bold / italic / code), for
 *   renderers (the DOCX built from a text submission, the dashboard's review page).
 *
 * Plain-text contracts (most of them) do not pay for it: the cheap gate of markup-kind.ts rules markup
 * out first.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import { Parser } from 'htmlparser2';
import { htmlTagNames } from 'html-tag-names';
import type { Nodes, Parents } from 'mdast';
import { markupKind, type MarkupKind } from './markup-kind.js';
import { blankRuns, pageFurniture } from './page-lines.js';

export { markupKind, type MarkupKind } from './markup-kind.js';

/** A range of the original and what a reader sees there. */
export interface MarkupRun {
  start: number;
  end: number;
  /** The visible text: the original slice, an entity's character, a list marker, or " " for a line end inside a paragraph. */
  text: string;
  bold?: true;
  italic?: true;
  code?: true;
  /** A hard line break (Markdown's trailing backslash or two spaces, HTML's <br>). */
  break?: true;
}

export interface MarkupBlock {
  kind: 'heading' | 'paragraph' | 'list_item' | 'quote' | 'code';
  /** Heading level (1 to 6); list nesting (1 = top level) for list items and paragraphs inside them; else 0. */
  level: number;
  start: number;
  end: number;
  runs: MarkupRun[];
}

export interface MarkupDocument {
  kind: MarkupKind;
  /** The plain view (see above); the text itself for a plain-text document. */
  plain: string;
  /** Blocks in document order; empty for a plain-text document (its renderers keep their own layout). */
  blocks: MarkupBlock[];
}

/**
 * Blanks to sign or fill in ("________") are text, never emphasis: before parsing, runs of three
 * underscores or more become a punctuation character of the same length (U+2017), so that
 * "day of ________, 20__." does not read as strong emphasis.
 */
const FILL_IN_RE = /_{3,}/g;
const FILL_IN = '\u2017';
const CHAR_REF_RE = /&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/y;

const KNOWN_TAGS = new Set(htmlTagNames);
const SPACE = 0x20;
const NEWLINE = 0x0a;
const BLOCK_TAGS: Record<string, MarkupBlock['kind']> = {
  p: 'paragraph', div: 'paragraph', li: 'list_item', dt: 'paragraph', dd: 'paragraph', tr: 'paragraph', caption: 'paragraph',
  blockquote: 'quote', pre: 'code', h1: 'heading', h2: 'heading', h3: 'heading', h4: 'heading', h5: 'heading', h6: 'heading',
  section: 'paragraph', article: 'paragraph', header: 'paragraph', footer: 'paragraph',
};
const HIDDEN_TAGS = new Set(['script', 'style', 'template', 'noscript', 'head']);
const BOLD_TAGS = new Set(['b', 'strong', 'th']);
const ITALIC_TAGS = new Set(['i', 'em', 'cite', 'var', 'dfn']);
const CODE_TAGS = new Set(['code', 'kbd', 'samp', 'tt']);

/** The plain view of `text` (the text itself when it carries no markup). Same length, same line breaks. */
export function plainText(text: string): string {
  return plainView(text).plain;
}

/** The plain view of `text` and the page furniture it blanks (page-lines.ts `pageFurniture`), as [start, end) runs. */
export function plainView(text: string): { plain: string; furniture: [number, number][] } {
  const read = markupKind(text) === 'plain' ? text : readMarkup(text).plain;
  const furniture = pageFurniture(read);
  return { plain: blankRuns(read, furniture), furniture };
}

/**
 * A passage of the plain view as a reader is shown it in running prose (a quote in an answer or an issue):
 * white space collapsed, and the gaps blanked markup leaves before punctuation ("**Residuals**." → "Residuals.")
 * closed. Citations keep slicing the original; this is only for text written for people.
 */
export function readablePassage(plain: string, start: number, end: number): string {
  return plain.slice(start, end).replace(/\s+/g, ' ').replace(/ ([.,;:)\]])/g, '$1').trim();
}

/**
 * Neighbouring units are parsed together up to this many characters (each call of the parser sets its
 * extensions up again); a unit larger than LINK_UNIT_CHARS is read without links (micromark's link
 * resolution is not linear in unclosed brackets).
 */
const UNIT_CHARS = 8_000;
const LINK_UNIT_CHARS = 20_000;
const NO_LINKS = { disable: { null: ['labelStartLink', 'labelStartImage', 'labelEnd'] } };
/** GitHub's tables (a cover page's signature table): rows are blocks, cells apart by a tab. */
const TABLE_SYNTAX = gfmTable();
const TABLE_TREE = gfmTableFromMarkdown();

/**
 * Markdown cut into units that parse alone as they parse together: a unit ends at a blank line that
 * is followed by a line starting in the first column, outside fenced code and HTML comments (where
 * nothing can continue a block across it, but for link reference definitions, which are rare in
 * contracts and then read as text).
 */
export function markdownUnits(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  let fence: string | null = null;
  let comment = false;
  let blank = false;
  for (let at = 0; at < text.length; ) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl + 1;
    const line = text.slice(at, end);
    if (blank && !fence && !comment && /^[^\s]/.test(line) && at > start) {
      out.push([start, at]);
      start = at;
    }
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (f && (!fence || (f[1][0] === fence[0] && f[1].length >= fence.length))) fence = fence ? null : f[1];
    if (!fence) {
      const open = line.lastIndexOf('<!--');
      const close = line.lastIndexOf('-->');
      if (open >= 0 && open > close) comment = true;
      else if (close >= 0) comment = false;
    }
    blank = !line.trim();
    at = end;
  }
  if (start < text.length) out.push([start, text.length]);
  return out;
}

let last: { text: string; doc: MarkupDocument } | null = null;

/** The plain view and the blocks of `text` (one parse; the last document read is kept, as review reads it several times). */
export function readMarkup(text: string): MarkupDocument {
  if (last && last.text === text) return last.doc;
  const kind = markupKind(text);
  let doc: MarkupDocument;
  if (kind === 'plain') doc = { kind, plain: text, blocks: [] };
  else {
    const b = new Builder(text);
    if (kind === 'html') b.html(0, text.length, false);
    else b.markdown();
    doc = { kind, plain: b.plain(), blocks: b.blocks };
  }
  last = { text, doc };
  return doc;
}

/** A tag written as a tag: a known HTML element, in lower or upper case ("<Address of Party>" is a placeholder). */
function isTag(raw: string): boolean {
  const lower = raw.toLowerCase();
  return KNOWN_TAGS.has(lower) && (raw === lower || raw === raw.toUpperCase());
}

interface Style {
  bold: number;
  italic: number;
  code: number;
}

class Builder {
  /** The plain view, one UTF-16 code unit per character of the original: blank until revealed as text. */
  private readonly out: Uint16Array;
  /** The text as parsed (fill-in blanks masked, same offsets); `original` is what the views show. */
  private readonly text: string;
  readonly blocks: MarkupBlock[] = [];
  private block: MarkupBlock | null = null;
  /** Offset of the Markdown unit being read (node positions are relative to it). */
  private base = 0;
  private style: Style = { bold: 0, italic: 0, code: 0 };

  constructor(private readonly original: string) {
    this.text = original.replace(FILL_IN_RE, (m) => FILL_IN.repeat(m.length));
    this.out = new Uint16Array(original.length).fill(SPACE);
    for (let i = original.indexOf('\n'); i >= 0; i = original.indexOf('\n', i + 1)) this.out[i] = NEWLINE;
  }

  /** The plain view as a string. */
  plain(): string {
    return new TextDecoder('utf-16le').decode(this.out);
  }

  // ---------------------------------------------------------------- blocks and runs

  private open(kind: MarkupBlock['kind'], level: number, start: number): MarkupBlock {
    this.close();
    this.block = { kind, level, start, end: start, runs: [] };
    return this.block;
  }

  private close(): void {
    const b = this.block;
    if (!b) return;
    while (b.runs.length && !b.runs[b.runs.length - 1].text.trim()) b.runs.pop();
    while (b.runs.length && !b.runs[0].text.trim()) b.runs.shift();
    if (b.runs.length) {
      b.end = b.runs[b.runs.length - 1].end;
      this.blocks.push(b);
    }
    this.block = null;
  }

  private run(start: number, end: number, text: string, extra: Partial<MarkupRun> = {}): void {
    if (!this.block) this.open('paragraph', 0, start);
    const r: MarkupRun = { start, end, text, ...extra };
    if (this.style.bold > 0) r.bold = true;
    if (this.style.italic > 0) r.italic = true;
    if (this.style.code > 0) r.code = true;
    this.block!.runs.push(r);
  }

  /**
   * Reveal original [start, end) as text and add it as runs: whitespace that holds a line end, or two
   * spaces or more, is one run that reads " " (a reader's soft break), so that other runs keep their
   * offsets one to one.
   */
  private reveal(start: number, end: number): void {
    const t = this.original;
    for (let i = start; i < end; i++) this.out[i] = t.charCodeAt(i);
    const slice = t.slice(start, end);
    const ws = /\s*\n\s*|[ \t]{2,}/g;
    let at = 0;
    for (let m = ws.exec(slice); m; m = ws.exec(slice)) {
      if (m.index > at) this.run(start + at, start + m.index, slice.slice(at, m.index));
      this.run(start + m.index, start + m.index + m[0].length, ' ');
      at = m.index + m[0].length;
    }
    if (slice.length > at) this.run(start + at, end, slice.slice(at));
  }

  /** An entity (or another reference) at [start, end) that reads `value`. */
  private entity(start: number, end: number, value: string): void {
    this.out[start] = value.length === 1 ? value.charCodeAt(0) : SPACE;
    this.run(start, end, value);
  }

  /**
   * Reveal the characters of original [start, end) that make up `value` (a node's text as the parser
   * read it): equal characters in order are text, a character reference is its character, anything the
   * parser dropped (an escaping backslash, a quote marker, indentation) stays blank.
   */
  private aligned(start: number, end: number, value: string): void {
    const t = this.text;
    let j = 0;
    let from = -1;
    const flush = (i: number) => {
      if (from >= 0) this.reveal(from, i);
      from = -1;
    };
    for (let i = start; i < end && j < value.length; i++) {
      if (t[i] === '&') {
        CHAR_REF_RE.lastIndex = i;
        const m = CHAR_REF_RE.exec(t);
        if (m && i + m[0].length <= end && !value.startsWith(m[0], j)) {
          flush(i);
          const cp = value.codePointAt(j)!;
          const ch = String.fromCodePoint(cp);
          this.entity(i, i + m[0].length, ch);
          j += ch.length;
          i += m[0].length - 1;
          continue;
        }
      }
      if (t[i] === value[j]) {
        if (from < 0) from = i;
        j++;
      } else flush(i);
      if (j === value.length) flush(i + 1);
    }
    flush(end);
  }

  // ---------------------------------------------------------------- Markdown

  /**
   * Markdown is parsed unit by unit (see `markdownUnits`), so that a construct the parser reads in
   * more than linear time (a long run of unclosed link brackets) stays bounded by its unit; a unit
   * larger than LINK_UNIT_CHARS is parsed without links and images.
   */
  markdown(): void {
    // neighbouring units are read together up to UNIT_CHARS: fewer calls of the parser
    const units: Array<[number, number]> = [];
    for (const [s, e] of markdownUnits(this.text)) {
      const lastUnit = units[units.length - 1];
      if (lastUnit && e - lastUnit[0] <= UNIT_CHARS) lastUnit[1] = e;
      else units.push([s, e]);
    }
    for (const [s, e] of units) {
      const unit = this.text.slice(s, e);
      const extensions = e - s > LINK_UNIT_CHARS ? [TABLE_SYNTAX, NO_LINKS] : [TABLE_SYNTAX];
      const tree = fromMarkdown(unit, { extensions, mdastExtensions: [TABLE_TREE] });
      this.base = s;
      this.children(tree, { quote: false, depth: 0 });
      this.close();
    }
  }

  private children(node: Parents, ctx: { quote: boolean; depth: number }): void {
    for (const c of node.children) this.flow(c, ctx);
  }

  private at(node: Nodes): [number, number] {
    const s = this.base + (node.position?.start.offset ?? 0);
    return [s, this.base + (node.position?.end.offset ?? s - this.base)];
  }

  private flow(node: Nodes, ctx: { quote: boolean; depth: number }): void {
    const [s, e] = this.at(node);
    switch (node.type) {
      case 'heading':
        this.open('heading', node.depth, s);
        this.inlines(node);
        this.close();
        return;
      case 'paragraph':
        this.open(ctx.quote ? 'quote' : 'paragraph', ctx.depth, s);
        this.inlines(node);
        this.close();
        return;
      case 'blockquote':
        this.children(node, { ...ctx, quote: true });
        return;
      case 'list':
        this.children(node, { ...ctx, depth: ctx.depth + 1 });
        return;
      case 'listItem': {
        const first = node.children[0] ? this.at(node.children[0])[0] : e;
        const marker = /\S+/.exec(this.text.slice(s, first));
        this.open('list_item', ctx.depth, s);
        if (marker) {
          const ms = s + marker.index;
          const me = ms + marker[0].length;
          this.out.set(Array.from(this.original.slice(ms, me), (c) => c.charCodeAt(0)), ms);
          this.run(ms, me, /^[-*+]$/.test(marker[0]) ? '•' : marker[0]);
          this.run(me, me, '\t');
        }
        // the first paragraph continues the item's block; later ones are paragraphs of the item
        node.children.forEach((c, i) => {
          if (i === 0 && c.type === 'paragraph') this.inlines(c);
          else this.flow(c, ctx);
        });
        this.close();
        return;
      }
      case 'code': {
        this.open('code', 0, s);
        // a fence's first line is its opening (and info string), not content
        const body = /^ {0,3}(?:`{3,}|~{3,})/.test(this.text.slice(s, e)) ? this.text.indexOf('\n', s) + 1 || e : s;
        this.style.code++;
        this.aligned(body, e, node.value);
        this.style.code--;
        this.close();
        return;
      }
      case 'html':
        this.close();
        this.html(s, e, true);
        this.close();
        return;
      case 'table':
        node.children.forEach((row, i) => {
          // the header row is bold; the pipes and the delimiter row are markup
          this.open('paragraph', 0, this.at(row)[0]);
          if (i === 0) this.style.bold++;
          row.children.forEach((cell, j) => {
            if (j > 0) this.run(this.at(cell)[0], this.at(cell)[0], '\t');
            this.inlines(cell);
          });
          if (i === 0) this.style.bold--;
          this.close();
        });
        return;
      case 'root':
        this.children(node, ctx);
        return;
      default:
        // thematic breaks, definitions: markup only
        return;
    }
  }

  /** The inline content of a paragraph or heading; inline HTML tags carry style across siblings. */
  private inlines(node: Parents): void {
    const saved = { ...this.style };
    this.inline(node);
    this.style = saved;
  }

  private inline(node: Parents): void {
    for (const c of node.children) {
      const [s, e] = this.at(c);
      switch (c.type) {
        case 'text':
          this.aligned(s, e, c.value);
          break;
        case 'strong':
        case 'emphasis': {
          const key = c.type === 'strong' ? 'bold' : 'italic';
          this.style[key]++;
          this.inline(c);
          this.style[key]--;
          break;
        }
        case 'inlineCode': {
          this.style.code++;
          const ticks = /^`+/.exec(this.text.slice(s, e))?.[0].length ?? 0;
          this.aligned(s + ticks, e - ticks, c.value);
          this.style.code--;
          break;
        }
        case 'break':
          this.run(s, e, '\n', { break: true });
          break;
        case 'html':
          this.inlineTag(s, e);
          break;
        case 'image':
        case 'imageReference':
          break;
        default:
          if ('children' in c) this.inline(c as Parents);
      }
    }
  }

  /** One inline HTML tag (or comment) of a Markdown paragraph. */
  private inlineTag(s: number, e: number): void {
    const m = /^<(\/?)([A-Za-z][A-Za-z0-9-]*)/.exec(this.text.slice(s, e));
    if (!m) return; // a comment, a processing instruction, a declaration
    if (!isTag(m[2])) {
      this.reveal(s, e); // a placeholder such as <Company name>
      return;
    }
    const name = m[2].toLowerCase();
    const delta = m[1] ? -1 : /\/>$/.test(this.text.slice(s, e)) ? 0 : 1;
    if (name === 'br') this.run(s, e, '\n', { break: true });
    else this.restyle(name, delta);
  }

  private restyle(name: string, delta: number): void {
    if (BOLD_TAGS.has(name)) this.style.bold = Math.max(0, this.style.bold + delta);
    if (ITALIC_TAGS.has(name)) this.style.italic = Math.max(0, this.style.italic + delta);
    if (CODE_TAGS.has(name)) this.style.code = Math.max(0, this.style.code + delta);
  }

  // ---------------------------------------------------------------- HTML

  /**
   * HTML in original [start, end): a document, or a block of a Markdown document. Tags and comments
   * are markup, text is text (entities read as their characters); block elements open blocks. Inside
   * Markdown (`markdownBlock`), a tag that is no HTML element is a placeholder, and so text.
   */
  html(start: number, end: number, markdownBlock: boolean): void {
    let hidden = 0;
    /** Open lists: ordered or not, and the number of the last item. */
    const lists: Array<{ ordered: boolean; n: number }> = [];
    const source = this.text.slice(start, end);
    const parser: Parser = new Parser(
      {
        onopentag: (name, attrs, implied) => {
          if (implied) return;
          const s = start + parser.startIndex;
          const raw = /^<([^\s/>]+)/.exec(source.slice(parser.startIndex))?.[1] ?? name;
          if (markdownBlock && !isTag(raw)) {
            this.reveal(s, start + parser.endIndex + 1);
            return;
          }
          if (HIDDEN_TAGS.has(name)) hidden++;
          const e = start + parser.endIndex + 1;
          if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', n: Math.max(0, Number(attrs.start ?? 1) - 1) || 0 });
          const kind = BLOCK_TAGS[name];
          if (kind === 'list_item') {
            // the item's number or bullet is not in the text: a run of no width says it, for readers
            const list = lists[lists.length - 1];
            this.open(kind, Math.max(1, lists.length), s);
            this.run(e, e, list?.ordered ? `${++list.n}.` : '•');
            this.run(e, e, '\t');
          } else if (kind === 'paragraph' && this.block?.kind === 'list_item' && !this.block.runs.some((r) => r.end > r.start)) {
            // a paragraph that opens an item is the item's text
          } else if (kind) this.open(kind, kind === 'heading' ? Number(name[1]) : 0, s);
          else if (name === 'br') this.run(s, start + parser.endIndex + 1, '\n', { break: true });
          this.restyle(name, 1);
        },
        onclosetag: (name, implied) => {
          const raw = /^<\/([^\s/>]+)/.exec(source.slice(parser.startIndex))?.[1];
          if (markdownBlock && !implied && raw && !isTag(raw)) {
            this.reveal(start + parser.startIndex, start + parser.endIndex + 1);
            return;
          }
          if (markdownBlock && implied && !KNOWN_TAGS.has(name)) return;
          if (HIDDEN_TAGS.has(name)) hidden = Math.max(0, hidden - 1);
          if (name === 'ul' || name === 'ol') lists.pop();
          if (BLOCK_TAGS[name]) this.close();
          else if ((name === 'td' || name === 'th') && this.block) this.run(start + parser.endIndex + 1, start + parser.endIndex + 1, '\t');
          this.restyle(name, -1);
        },
        ontext: (data) => {
          if (hidden) return;
          const s = start + parser.startIndex;
          const e = start + parser.endIndex + 1;
          if (this.text.slice(s, e) === data) {
            if (!this.block && !data.trim()) return;
            this.reveal(s, e);
          } else this.entity(s, e, data);
        },
      },
      { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
    );
    parser.end(source);
  }
}
