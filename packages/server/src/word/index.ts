/**
 * Word documents (DOCX) of contracts and drafts.
 *
 * A reviewed contract: the submitted DOCX itself when it came as DOCX, else a clean document built
 * from the extracted text with `docx` (a Markdown or HTML text as a document: headings, lists and
 * emphasis, no markup; markup.ts); then every redline is written into it as tracked changes and
 * every issue as a comment on its evidence (edit.ts). One path edits both, so a built document and
 * a submitted one carry their changes the same way.
 *
 * A draft: built with `docx` from its title and clauses.
 */
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { looksLikeHeading, readMarkup, redlineEdits, type Clause, type Redline, type Issue } from '@contract-analysis/engine';
import { editPackage, EMPHASIS, UnreadableDocument, type Change, type WordComment } from './edit.js';
import { markupBody, type MarkupBody } from './markup.js';

export { UnreadableDocument } from './edit.js';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface ContractDocumentInput {
  /** The extracted text that offsets refer to. */
  text: string;
  clauses: Clause[];
  issues: Issue[];
  redlines: Redline[];
  /** The submitted DOCX, when the contract came as one. */
  original: Uint8Array | null;
  /** RFC 3339 time written on every change and comment (the review's completion). */
  date: string;
  title?: string;
}

export interface ContractDocument {
  bytes: Uint8Array;
  /** Redlines whose place was not found in the document (left out; their issue's comment says so). */
  unplaced: number;
}

const HEADING_RE = /^(?:ARTICLE|Article|SECTION|Section)\s+\S+.{0,60}$/;
/** A block of one line that is a heading: in capitals or title case (the engine's reading, as the clauses are segmented), or "Article 4 ...", with no sentence end. */
const isHeading = (block: string) => !/[.;:,]$/.test(block) && (HEADING_RE.test(block) || looksLikeHeading(block));

/**
 * Paragraphs of plain text: one per line, with space after the last line of each block (blocks are
 * separated by blank lines). Lines are paragraphs rather than breaks so that every reader, mammoth
 * included, reads a line end where the text has one.
 */
function textParagraphs(text: string): Paragraph[] {
  const out: Paragraph[] = [];
  let first = true;
  for (const block of text.split(/\n[ \t]*\n/)) {
    if (!block.trim()) continue;
    const lines = block.split('\n');
    const heading = lines.length === 1 && isHeading(block.trim());
    lines.forEach((line, i) => {
      out.push(new Paragraph({
        alignment: first && heading ? AlignmentType.CENTER : undefined,
        spacing: { after: i === lines.length - 1 ? 160 : 0 },
        children: [new TextRun({ text: line, bold: heading || undefined })],
      }));
    });
    first = false;
  }
  return out;
}

/**
 * Text inserted into a Markdown or HTML contract as a reader sees it: each line read by the same reader as the
 * contract (its emphasis is markup, not words: its bold and italic words are marked for the Word runs; a list number
 * is set off by a tab), the white space around it kept.
 */
function shownInsert(insert: string): string {
  return insert.replace(/[^\n]+/g, (line) => {
    const core = line.trim();
    if (!core) return line;
    const doc = readMarkup(core);
    if (doc.kind === 'plain' || !doc.blocks.length) return line; // no markup in it: its words as they are
    // strong and emphasised words keep their marks, for the Word runs (edit.ts)
    const shown = doc.blocks.map((b) => b.runs.map((r) => (r.break ? '\n' : emphasised(r))).join('')).join(' ');
    return line.slice(0, line.indexOf(core)) + shown + line.slice(line.indexOf(core) + core.length);
  });
}

/** A run's text between the marks of its bold and italic. */
function emphasised(r: { text: string; bold?: boolean; italic?: boolean }): string {
  let t = r.text;
  if (r.italic) t = `${EMPHASIS.em[0]}${t}${EMPHASIS.em[1]}`;
  if (r.bold) t = `${EMPHASIS.strong[0]}${t}${EMPHASIS.strong[1]}`;
  return t;
}

/** The document body of a Markdown or HTML text; null for plain text. */
function markupOf(text: string): MarkupBody | null {
  const doc = readMarkup(text);
  return doc.kind === 'plain' || !doc.blocks.length ? null : markupBody(doc);
}

/** A clean DOCX of a text (a contract that came as text, Markdown, HTML or PDF). */
export async function buildTextDocx(text: string, title = 'Contract', body = markupOf(text)): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Contract Analysis',
    title,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [{ children: body ? body.paragraphs : textParagraphs(text) }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** The comment text of an issue: its title, what the contract says and why, and what to do. */
function commentOf(issue: Issue, unplacedRedline: Redline | undefined): WordComment['paragraphs'] {
  const ps: WordComment['paragraphs'] = [
    { text: `${issue.title} (${issue.severity})`, bold: true },
    { text: issue.explanation },
    { text: issue.recommendation },
  ];
  if (unplacedRedline) ps.push({ text: `Suggested text (not tracked here, its place was not found): ${unplacedRedline.suggested_text}` });
  return ps;
}

/**
 * The contract as DOCX with its redlines tracked and its issues as comments. Throws
 * UnreadableDocument when the stored DOCX cannot be read.
 */
export async function contractDocx(input: ContractDocumentInput): Promise<ContractDocument> {
  const body = input.original ? null : markupOf(input.text);
  const base = input.original ?? (await buildTextDocx(input.text, input.title, body));
  // offsets of the stored text, in the built document's text when the markup is not in it
  const place = body ? body.place : (o: number) => o;
  const { edits, skipped } = redlineEdits(input.text, input.clauses, input.redlines);
  const byRedline = new Map(input.redlines.map((r) => [r.id, r]));
  const comments: WordComment[] = [];
  const changes: Change[] = edits.map((e) => {
    // an insertion that begins with white space (a new paragraph, a sentence added to one) goes after the text before
    // it, not into the next paragraph; anything else keeps the words it covers
    const start = place(e.start, e.end === e.start && /^\s/.test(e.insert) ? 'end' : 'start');
    const end = e.end === e.start ? start : Math.max(start, place(e.end, 'end'));
    return { start, end, insert: body ? shownInsert(e.insert) : e.insert, redline: e.redline_id } as Change & { redline: string };
  });
  input.issues.forEach((issue, n) => {
    const cite = issue.citations[0];
    const rl = issue.redline_id ? byRedline.get(issue.redline_id) : undefined;
    const comment: WordComment = { id: n + 1, paragraphs: commentOf(issue, rl && skipped.includes(rl.id) ? rl : undefined) };
    if (cite) {
      comment.start = place(cite.start, 'start');
      comment.end = Math.max(comment.start, place(cite.end, 'end'));
    } else if (rl) {
      // nothing to cite (a missing clause): the comment sits on the inserted text
      const change = (changes as Array<Change & { redline: string }>).find((c) => c.redline === rl.id && c.insert && c.commentId === undefined);
      if (change) change.commentId = comment.id;
    }
    comments.push(comment);
  });
  const out = editPackage(base, body ? body.shown : input.text, changes, comments, input.date);
  return { bytes: out.bytes, unplaced: out.unplaced + skipped.length };
}

export interface DraftDocumentInput {
  title: string;
  text: string;
  clauses: { heading: string; text: string }[];
}

/** A completed draft as DOCX: its title, then each clause under its heading. */
export async function draftDocx(draft: DraftDocumentInput): Promise<Uint8Array> {
  const children: Paragraph[] = [new Paragraph({ text: draft.title, heading: HeadingLevel.TITLE })];
  if (draft.clauses.length) {
    for (const c of draft.clauses) {
      if (c.heading) children.push(new Paragraph({ text: c.heading, heading: HeadingLevel.HEADING_2 }));
      children.push(...textParagraphs(c.text));
    }
  } else children.push(...textParagraphs(draft.text));
  const doc = new Document({ creator: 'Contract Analysis', title: draft.title, sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

export function isUnreadable(e: unknown): e is UnreadableDocument {
  return e instanceof UnreadableDocument;
}
