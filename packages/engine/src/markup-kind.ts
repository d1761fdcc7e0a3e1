/**
 * The cheap gate of markup.ts, on its own so that a caller can ask it without loading the parsers (the
 * dashboard loads them only for a contract that needs them): most contracts carry no markup, and a few
 * plain searches rule it out before any pattern runs.
 */
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { htmlTagNames } from 'html-tag-names';

export type MarkupKind = 'plain' | 'markdown' | 'html';

const MARKUP_CHARS = ['<', '**', '__', '#', '](', '&', '`'];
/**
 * Markup rather than characters a plain text uses too: a tag of an HTML element (not a placeholder such as
 * "<Party>"), paired bold (not a redaction's "*****", "[**]" or a blank's "____"), an ATX heading, a link
 * (not a redaction "[***](...)"), or a code span (not ``TeX quotes''). Character references are looked for
 * apart (see `hasCharacterReference`).
 */
const MARKUP_HINTS: [needle: string, source: string][] = [
  ['<', `</?(?:${htmlTagNames.join('|')})(?=[\\s/>])`],
  ['**', '(?<![*\\w[])\\*\\*(?=[^*\\s\\]])[^\\n]*?[^*\\s[]\\*\\*(?![*\\w\\]])'],
  ['__', '(?<![_\\w])__(?=[^_\\s])[^\\n]*?[^_\\s]__(?![_\\w])'],
  ['#', '^#{1,6}[ \\t]'],
  ['](', '(?<!\\[\\*+)\\]\\([^)\\s]+\\)'],
  ['`', '(?:^|[^`])`[^`\\n]+`(?!`)'],
];
/**
 * The hints branch by branch (they were one alternation), each tried only on a text that holds the characters every match of it holds: the
 * same answer (a text matches an alternation when it matches one of its branches), without trying every branch at
 * every character of a text that has, say, an ampersand and no tag.
 */
const MARKUP_HINT_PARTS = MARKUP_HINTS.map(([needle, source]) => [needle, new RegExp(source, 'im')] as const);
function hasMarkupHint(text: string): boolean {
  for (const [needle, re] of MARKUP_HINT_PARTS) if (text.includes(needle) && re.test(text)) return true;
  return false;
}
const CHARACTER_REFERENCE_RE = /&(?:#\d{1,7}|#[xX][0-9A-Fa-f]{1,6}|([A-Za-z][A-Za-z0-9]{1,31}));/g;

/** A numeric character reference or a named one HTML defines ("&nbsp;", not the "&sbsp;" of a typo). */
function hasCharacterReference(text: string): boolean {
  for (const m of text.matchAll(CHARACTER_REFERENCE_RE)) {
    if (m[1] === undefined || decodeNamedCharacterReference(m[1]) !== false) return true;
  }
  return false;
}
/** An HTML document rather than Markdown: it opens (after comments) with a doctype, <html>, <head> or <body>. */
const HTML_DOCUMENT_RE = /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body)[\s>]/i;

/** What kind of document `text` is: plain text, Markdown (with HTML in it) or an HTML document. */
export function markupKind(text: string): MarkupKind {
  if (!MARKUP_CHARS.some((c) => text.includes(c)) || !(hasMarkupHint(text) || (text.includes('&') && hasCharacterReference(text)))) return 'plain';
  return HTML_DOCUMENT_RE.test(text) ? 'html' : 'markdown';
}
