import type { components } from '@contract-analysis/client';

type Clause = components['schemas']['Clause'];
type Citation = { clause_id: string; start: number; end: number; section?: string };

/** Whitespace and Markdown or HTML markup between a heading's words ("**", "_", "<b>", "## "). */
const GAP = String.raw`(?:\s|[*_~#>\x60]|<[^<>]{0,200}>)*`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How many characters of `quote` are its clause's section number and heading ("3.11 Residuals\n",
 * "1. **Confidential Information**. "), with the markup and the punctuation after them; 0 when the quote does
 * not begin with them.
 */
export function headingPrefix(quote: string, clause: Pick<Clause, 'section' | 'heading'>): number {
  const words = clause.heading?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (!words.length || words.length > 15) return 0;
  const section = clause.section && !clause.section.startsWith('¶') ? `(?:(?:section|article|clause|§)\\s*)?${escape(clause.section)}\\.?${GAP}` : '';
  // the heading ends with punctuation, the end of its line or the end of its bold or tag: "Term of this
  // Agreement" begins a sentence, not with a heading
  const end = `(?:${GAP}[.:\\u2013\\u2014-]|[^\\S\\n]*\\n|\\*\\*|__|</[a-z0-9]+>)`;
  const re = new RegExp(`^${GAP}(?:${section})?${words.map(escape).join(GAP)}(?![\\p{L}\\p{N}])${end}${GAP}`, 'iu');
  return re.exec(quote)?.[0].length ?? 0;
}

const hasWords = (s: string) => /[\p{L}\p{N}]/u.test(s);

/**
 * The span of a citation a reader should see highlighted: the operative words, without the clause's section
 * number and heading in front of them. A citation that is nothing but its clause's heading ("1. Confidential
 * Information.") is `bare`: it stands for the clause, and is widened to the clause's words after the heading
 * (span null when the clause has none).
 */
export function evidenceSpan(text: string, clauses: ReadonlyMap<string, Clause>, c: Citation): { span: { start: number; end: number } | null; bare: boolean } {
  const clause = clauses.get(c.clause_id);
  const quote = text.slice(c.start, c.end);
  const cut = clause ? headingPrefix(quote, clause) : 0;
  if (cut === 0 || hasWords(quote.slice(cut))) return { span: { start: c.start + cut, end: c.end }, bare: false };
  const body = text.slice(c.end, Math.max(c.end, clause!.end));
  if (!hasWords(body)) return { span: null, bare: true };
  return { span: { start: c.end + (body.length - body.trimStart().length), end: c.end + body.trimEnd().length }, bare: true };
}

/**
 * Each citation's highlighted span (evidenceSpan), with a bare heading left out when the same issue or answer
 * cites operative words elsewhere: the heading then only says where those words are. Keeps the citations' order.
 */
export function evidenceSpans<C extends Citation>(text: string, clauses: ReadonlyMap<string, Clause>, citations: C[]): { citation: C; start: number; end: number }[] {
  const read = citations.map((citation) => ({ citation, ...evidenceSpan(text, clauses, citation) }));
  const words = read.some((r) => !r.bare && r.span);
  return read.filter((r) => r.span && !(r.bare && words)).map((r) => ({ citation: r.citation, start: r.span!.start, end: r.span!.end }));
}
