/**
 * The Word body of a contract submitted as Markdown or HTML: the engine's blocks (engine/src/markup.ts)
 * as Word paragraphs (headings in Word's heading styles, list items with their number or a bullet and
 * a hanging indent, quotes indented, bold, italic and code runs), with no markup character in them.
 *
 * The built document's text is not the stored text (the markup is gone), so this also gives that text
 * (`shown`: each paragraph's text, paragraphs separated by a blank line, as edit.ts reads a package)
 * and the place in it of any stored-text offset, for the tracked changes and comments.
 */
import { HeadingLevel, Paragraph, Tab, TextRun } from 'docx';
import type { MarkupBlock, MarkupDocument } from '@contract-analysis/engine';

const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4, HeadingLevel.HEADING_5, HeadingLevel.HEADING_6];
const INDENT = 360; // twentieths of a point: a quarter inch

/** A run of the stored text placed in `shown`. */
interface Placed {
  start: number;
  end: number;
  /** Offset in `shown` and length there. */
  at: number;
  length: number;
}

export interface MarkupBody {
  paragraphs: Paragraph[];
  /** The text of the built document as edit.ts reads it. */
  shown: string;
  /**
   * The offset in `shown` of stored-text offset `o`. Inside markup, `start` goes forward to the next
   * text and `end` back to the text before, so a range keeps exactly the words it covers.
   */
  place(o: number, side: 'start' | 'end'): number;
}

function paragraphOf(block: MarkupBlock): Paragraph {
  const children = block.runs.map((r) => {
    if (r.break) return new TextRun({ break: 1 });
    if (r.text === '\t') return new TextRun({ children: [new Tab()] });
    return new TextRun({ text: r.text, bold: r.bold, italics: r.italic, font: r.code ? 'Courier New' : undefined });
  });
  const level = Math.max(1, block.level);
  switch (block.kind) {
    case 'heading':
      return new Paragraph({ heading: HEADINGS[Math.min(6, level) - 1], spacing: { before: 240, after: 120 }, keepNext: true, children });
    case 'list_item':
      return new Paragraph({ spacing: { after: 120 }, indent: { left: INDENT * (level + 1), hanging: INDENT }, children });
    case 'quote':
      return new Paragraph({ spacing: { after: 160 }, indent: { left: INDENT * 2 }, children });
    default:
      return new Paragraph({ spacing: { after: 160 }, indent: block.level > 0 ? { left: INDENT * (level + 1) } : undefined, children });
  }
}

const runText = (r: MarkupBlock['runs'][number]) => (r.break ? '\n' : r.text);

/** The Word paragraphs of a Markdown or HTML document, the text they read as, and where stored offsets fall in it. */
export function markupBody(doc: MarkupDocument): MarkupBody {
  const placed: Placed[] = [];
  let shown = '';
  doc.blocks.forEach((block, i) => {
    if (i > 0) shown += '\n\n';
    for (const r of block.runs) {
      const t = runText(r);
      if (r.end > r.start) placed.push({ start: r.start, end: r.end, at: shown.length, length: t.length });
      shown += t;
    }
  });
  const place = (o: number, side: 'start' | 'end'): number => {
    // the first run that ends after o (start), or the last that starts before it (end)
    let lo = 0;
    let hi = placed.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (placed[mid].end <= o) lo = mid + 1;
      else hi = mid;
    }
    if (side === 'start') {
      const r = placed[lo];
      if (!r) return shown.length;
      if (r.start >= o) return r.at;
      return r.at + (r.length === r.end - r.start ? o - r.start : 0);
    }
    const inside = placed[lo] && placed[lo].start < o ? placed[lo] : null;
    if (inside) return inside.at + (inside.length === inside.end - inside.start ? o - inside.start : inside.length);
    const before = placed[lo - 1];
    return before ? before.at + before.length : 0;
  };
  return { paragraphs: doc.blocks.map(paragraphOf), shown, place };
}
