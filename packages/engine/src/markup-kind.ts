/**
 * The cheap gate of markup.ts, on its own so that a caller can ask it without loading the parsers (the
 * dashboard loads them only for a contract that needs them): most contracts carry no markup, and a few
 * plain searches rule it out before any pattern runs.
 */
export type MarkupKind = 'plain' | 'markdown' | 'html';

const MARKUP_CHARS = ['<', '**', '__', '#', '](', '&', '`'];
const MARKUP_HINT_RE = /<\/?[A-Za-z]|\*\*|__[^_\s]|^#{1,6}\s|\]\(|&[a-z]{2,5};|`/m;
/** An HTML document rather than Markdown: it opens (after comments) with a doctype, <html>, <head> or <body>. */
const HTML_DOCUMENT_RE = /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body)[\s>]/i;

/** What kind of document `text` is: plain text, Markdown (with HTML in it) or an HTML document. */
export function markupKind(text: string): MarkupKind {
  if (!MARKUP_CHARS.some((c) => text.includes(c)) || !MARKUP_HINT_RE.test(text)) return 'plain';
  return HTML_DOCUMENT_RE.test(text) ? 'html' : 'markdown';
}
