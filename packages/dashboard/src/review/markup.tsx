/**
 * A Markdown or HTML contract shown as a document: the engine's blocks (headings, paragraphs, list items,
 * quotes, code; engine/src/markup.ts) with their bold, italic and code runs, and no markup character. Marks
 * and tracked changes are the same segments as for a plain text (segments.ts), cut at the blocks' starts; a
 * run shows the part of each segment it holds, so a highlight covers exactly the cited words. Everything is
 * rendered as text nodes.
 */
import { Component, Fragment, type ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { plainText, readablePassage, readMarkup, type MarkupBlock, type MarkupDocument, type MarkupRun } from '@contract-analysis/engine/markup';
import { issueIds, type Segment } from './segments.js';

type Op = { op: 'insert' | 'delete' | 'equal'; text: string };

export { readablePassage };

/** The document of a Markdown or HTML text, or null when it has no markup to lay out. */
export function documentOf(text: string): MarkupDocument | null {
  const doc = readMarkup(text);
  return doc.kind !== 'plain' && doc.blocks.length ? doc : null;
}

/**
 * The contract as a document. `blocks` are its segments grouped at the document's block starts; a block
 * re-renders only when its segments change or the active issue enters or leaves it.
 */
export function MarkupText({ doc, blocks, activeIssue }: { doc: MarkupDocument; blocks: Segment[][]; activeIssue?: string }) {
  const owners = useMemo(() => blockOfGroups(doc, blocks), [doc, blocks]);
  return (
    <div class="doc-text doc-markup">
      {blocks.map((segs, i) => {
        const block = owners[i];
        if (!block) return null;
        const active = activeIssue && segs.some((s) => s.marks.some((m) => m.id === activeIssue)) ? activeIssue : undefined;
        return <MarkupBlockView key={block.start} block={block} segs={segs} active={active} />;
      })}
    </div>
  );
}

/** The block each group of segments (grouped at the blocks' starts) belongs to; null before the first block. */
export function blockOfGroups(doc: MarkupDocument, groups: Segment[][]): (MarkupBlock | null)[] {
  const byStart = new Map(doc.blocks.map((b) => [b.start, b]));
  return groups.map((g) => byStart.get(g[0].start) ?? null);
}

/**
 * A redline's operations as a reader sees them: the markup in the original words left out, and the gaps it
 * leaves closed, also before punctuation ("**Term**." → "Term."; the engine's readablePassage), keeping one space
 * at either end where the operation had one, so that the operations still join as words. A blank line (a new
 * paragraph: a clause the redline adds) is kept as PARAGRAPH.
 */
export function readable(ops: Op[]): Op[] {
  return ops.map((o) => ({ op: o.op, text: o.text.split(BLANK_LINE_RE).map(readableWords).join(PARAGRAPH) }));
}

const BLANK_LINE_RE = /[ \t]*\n[ \t]*\n\s*/;
/** Where a redline's text starts a new paragraph (see readable). */
export const PARAGRAPH = '\n\n';

function readableWords(markup: string): string {
  const plain = plainText(markup);
  const text = readablePassage(plain, 0, plain.length);
  if (!text) return /\s/.test(plain) ? ' ' : '';
  return `${/^\s/.test(plain) ? ' ' : ''}${text}${/\s$/.test(plain) ? ' ' : ''}`;
}

/** A list item's number or bullet at the start of a paragraph ("6. ", "(d) ", "• "). */
const ITEM_RE = /^(?:\d{1,3}(?:\.\d{1,3})*[.)]|\(?[a-z]{1,2}\)|\(?[ivxlc]{1,6}\)|[•*-])\s/i;

/**
 * Inserted text as it reads in the document: a paragraph it adds stands on its own line, and one that starts
 * with a list item's number hangs that number out as the document's items do (`.md-item`), so "6." sits under "5.".
 */
function inserted(text: string): ComponentChildren[] {
  return text.split(PARAGRAPH).map((part, i) => {
    if (i === 0) return part ? <ins key={i}>{part}</ins> : null;
    return <ins key={i} class={ITEM_RE.test(part) ? 'para item' : 'para'}>{part.trimStart()}</ins>;
  });
}

function styled(run: MarkupRun, text: string): ComponentChildren {
  let out: ComponentChildren = text;
  if (run.code) out = <code>{out}</code>;
  if (run.italic) out = <em>{out}</em>;
  if (run.bold) out = <strong>{out}</strong>;
  return out;
}

/**
 * What the runs show of original [start, end): the part of each run inside it (a run whose text is not its
 * range, such as an entity, and a separator such as a list marker's tab, count where they start).
 */
function piecesOf(runs: MarkupRun[], start: number, end: number): ComponentChildren[] {
  const out: ComponentChildren[] = [];
  for (let i = 0; i < runs.length; i++) {
    const run = runs[i];
    if (run.start >= end) break;
    if (run.end === run.start) {
      if (run.start >= start) out.push(run.text === '\t' ? ' ' : run.text);
      continue;
    }
    if (run.end <= start) continue;
    if (run.break) {
      if (run.start >= start) out.push(<br key={i} />);
      continue;
    }
    const text = run.text.length === run.end - run.start
      ? run.text.slice(Math.max(start, run.start) - run.start, Math.min(end, run.end) - run.start)
      : run.start >= start ? run.text : '';
    if (text) out.push(<Fragment key={i}>{styled(run, text)}</Fragment>);
  }
  return out;
}

interface Props {
  block: MarkupBlock;
  segs: Segment[];
  active?: string;
}

/** One block; it re-renders only when its segments change or the active issue enters or leaves it. */
export class MarkupBlockView extends Component<Props> {
  override shouldComponentUpdate(next: Props): boolean {
    return next.segs !== this.props.segs || next.active !== this.props.active || next.block !== this.props.block;
  }

  override render() {
    const { block, segs, active } = this.props;
    const body: ComponentChildren[] = [];
    // each segment once, in order: the pieces of the runs it covers (one mark for all of them), or its redline
    segs.forEach((s, key) => {
      let content: ComponentChildren[];
      if (s.kind === 'redline') {
        content = [
          <span key="r" class="redline" title={s.redline.rationale} data-redline={s.redline.id} tabIndex={-1}>
            <span class="sr-only">Suggested change: </span>
            {readable(s.operations).map((o, i) =>
              o.op === 'insert' ? <Fragment key={i}>{inserted(o.text)}</Fragment> : o.op === 'delete' ? <del key={i}>{o.text}</del> : <span key={i}>{o.text}</span>,
            )}
          </span>,
        ];
      } else content = piecesOf(block.runs, s.start, s.end);
      if (!content.length) return;
      if (s.marks.length === 0) {
        body.push(<span key={key}>{content}</span>);
        return;
      }
      const cls = s.marks.map((m) => (m.kind === 'citation' ? 'cite' : `sev-${m.severity}`));
      if (active && s.marks.some((m) => m.kind === 'issue' && m.id === active)) cls.push('active');
      // the first segment of each mark carries its id, to scroll to and focus
      body.push(
        <mark key={key} class={cls.join(' ')} data-first={s.starts.length ? s.starts.join(' ') : undefined} data-issues={issueIds(s)} title={issueIds(s) && 'Show the issue'} tabIndex={s.starts.length ? -1 : undefined}>
          {content}
        </mark>,
      );
    });
    const level = Math.max(1, block.level);
    switch (block.kind) {
      case 'heading':
        return <p class={`block md-heading md-h${Math.min(level, 6)}`} role="heading" aria-level={Math.min(6, level + 2)}>{body}</p>;
      case 'list_item':
        return <p class="block md-item" style={{ '--depth': level }}>{body}</p>;
      case 'quote':
        return <blockquote class="block md-quote">{body}</blockquote>;
      case 'code':
        return <pre class="block md-code">{body}</pre>;
      default:
        return <p class="block md-para" style={block.level > 0 ? { '--depth': level } : undefined}>{body}</p>;
    }
  }
}
