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
const MARKUP_HINT_RE = new RegExp(
  [
    `</?(?:${htmlTagNames.join('|')})(?=[\\s/>])`,
    '(?<![*\\w[])\\*\\*(?=[^*\\s\\]])[^\\n]*?[^*\\s[]\\*\\*(?![*\\w\\]])',
    '(?<![_\\w])__(?=[^_\\s])[^\\n]*?[^_\\s]__(?![_\\w])',
    '^#{1,6}[ \\t]',
    '(?<!\\[\\*+)\\]\\([^)\\s]+\\)',
    '(?:^|[^`])`[^`\\n]+`(?!`)',
  ].join('|'),
  'im',
);
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
  if (!MARKUP_CHARS.some((c) => text.includes(c)) || !(MARKUP_HINT_RE.test(text) || (text.includes('&') && hasCharacterReference(text)))) return 'plain';
  return HTML_DOCUMENT_RE.test(text) ? 'html' : 'markdown';
}
