/**
 * Markup read as text. Markdown and HTML contracts (the Common Paper NDA is Markdown with <span>
 * tags) are analysed through a *plain view*: a string of the same length in which every markup
 * character is a space. Offsets into the plain view are offsets into the original, so citations
 * still slice the original text exactly, while patterns, clause headings, key terms and answers
 * never see a tag, an emphasis marker or a link target.
 */

/** HTML tags by name (a placeholder such as "<Company name>" is text, not a tag), and comments. */
const TAG_NAMES = 'span|div|p|br|b|i|u|em|strong|a|label|ul|ol|li|table|tr|td|th|thead|tbody|tfoot|caption|col|colgroup|h[1-6]|sup|sub|small|font|center|hr|img|section|article|header|footer|nav|main|aside|figure|blockquote|pre|code|s|c|page|html|body|head|title|style|meta|link|input|mark|del|ins|abbr|cite|dl|dt|dd';
const TAG_RE = new RegExp(`</?(?:${TAG_NAMES})(?:\\s[^<>\\n]{0,400})?/?>|<!--[\\s\\S]{0,2000}?-->`, 'gi');
const ENTITY_RE = /&(amp|lt|gt|quot|apos|nbsp|#\d{1,5});/g;
const ENTITY_CHAR: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** Paired emphasis (**bold**, __bold__, ***both***) and inline code (`x`); blanks for signatures ("______") stay. */
const EMPHASIS_RE = /(?<![*_`])(\*{2,3}|__|`)(?=[^\s*_`])([^\n]{0,400}?[^\s*_`])\1(?![*_`])/g;
const HEADING_RE = /^[ \t]{0,3}#{1,6}(?=[ \t])/gm;
/** [text](target): the brackets and the target go, the text stays. */
const LINK_RE = /\[([^\]\n]{1,300})\]\(([^)\s]{1,500})\)/g;
const BLOCKQUOTE_RE = /^[ \t]{0,3}>(?=[ \t])/gm;

const MARKUP_CHARS = ['<', '**', '__', '#', '](', '&', '`'];
const MARKUP_HINT_RE = /<\/?[A-Za-z]|\*\*|__[^_\s]|^#{1,6}\s|\]\(|&[a-z]{2,5};|`/m;

function blank(s: string): string {
  return s.replace(/[^\n]/g, ' ');
}

/** The plain view of `text` (the text itself when it carries no markup). Same length, same line breaks. */
export function plainText(text: string): string {
  // most contracts carry no markup: rule that out with plain searches before any pattern runs
  if (!MARKUP_CHARS.some((c) => text.includes(c)) || !MARKUP_HINT_RE.test(text)) return text;
  let out = text.replace(TAG_RE, blank);
  out = out.replace(ENTITY_RE, (m, name: string) => {
    const ch = name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : ENTITY_CHAR[name];
    return (ch.length === 1 ? ch : ' ') + ' '.repeat(m.length - 1);
  });
  out = out.replace(LINK_RE, (_m, label: string, target: string) => ` ${label}${' '.repeat(target.length + 3)}`);
  out = out.replace(EMPHASIS_RE, (_m, mark: string, inner: string) => `${' '.repeat(mark.length)}${inner}${' '.repeat(mark.length)}`);
  out = out.replace(HEADING_RE, blank);
  out = out.replace(BLOCKQUOTE_RE, blank);
  return out;
}
