/**
 * Markup read as text. Markdown and HTML contracts (the Common Paper NDA is Markdown with <span>
 * tags) are analysed through a *plain view*: a string of the same length in which every markup
 * character is a space. Offsets into the plain view are offsets into the original, so citations
 * still slice the original text exactly, while patterns, clause headings, key terms and answers
 * never see a tag, an emphasis marker or a link target.
 */

const TAG_RE = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>\n]{0,400})?\/?>|<!--[\s\S]{0,2000}?-->/g;
const ENTITY_RE = /&(amp|lt|gt|quot|apos|nbsp|#\d{1,5});/g;
const ENTITY_CHAR: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** Emphasis runs (**, __, ***), inline code ticks and ATX heading marks. */
const EMPHASIS_RE = /\*{2,3}|(?<![A-Za-z0-9])__+|__+(?![A-Za-z0-9])|`+/g;
const HEADING_RE = /^[ \t]{0,3}#{1,6}(?=[ \t])/gm;
/** [text](target): the brackets and the target go, the text stays. */
const LINK_RE = /\[([^\]\n]{1,300})\]\(([^)\s]{1,500})\)/g;
const BLOCKQUOTE_RE = /^[ \t]{0,3}>(?=[ \t])/gm;

const MARKUP_HINT_RE = /<\/?[A-Za-z]|\*\*|__|^#{1,6}\s|\]\(|&[a-z]{2,5};|`/m;

function blank(s: string): string {
  return s.replace(/[^\n]/g, ' ');
}

/** The plain view of `text` (the text itself when it carries no markup). Same length, same line breaks. */
export function plainText(text: string): string {
  if (!MARKUP_HINT_RE.test(text)) return text;
  let out = text.replace(TAG_RE, blank);
  out = out.replace(ENTITY_RE, (m, name: string) => {
    const ch = name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : ENTITY_CHAR[name];
    return (ch.length === 1 ? ch : ' ') + ' '.repeat(m.length - 1);
  });
  out = out.replace(LINK_RE, (_m, label: string, target: string) => ` ${label}${' '.repeat(target.length + 3)}`);
  out = out.replace(EMPHASIS_RE, blank);
  out = out.replace(HEADING_RE, blank);
  out = out.replace(BLOCKQUOTE_RE, blank);
  return out;
}
