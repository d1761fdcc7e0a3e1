/**
 * An issue's note laid out for a lawyer. The engine writes each issue as a title, an explanation ("<title>.
 * The contract says: “…” (section 3). The check looks at …") and a recommendation ("Preferred: … Fallback: …
 * Or: … Anything worse than the fallback should be rejected."). These read the parts back so the page can show
 * the finding without repeating the title, what the check covers apart from it, and the positions as a list.
 * A text in another shape (a language model's revision, an older review) is shown as it is.
 */

export interface Explanation {
  /** What the contract says or lacks. */
  finding: string;
  /** What the check looks at, when the explanation says it. */
  check?: string;
}

const CHECK_RE = /\s*(The check looks at\b[\s\S]*)$/;

/** The explanation without a first sentence that only repeats the title, with the check's scope apart. */
export function explanationParts(title: string, explanation: string): Explanation {
  let text = explanation.trim();
  const t = title.trim().replace(/[.\s]+$/, '');
  if (t && text.toLowerCase().startsWith(t.toLowerCase()) && /^[.:]\s/.test(text.slice(t.length) + ' ')) text = text.slice(t.length + 1).trim();
  const m = CHECK_RE.exec(text);
  const finding = (m ? text.slice(0, m.index) : text).trim();
  if (!finding) return { finding: text };
  return m ? { finding, check: m[1].trim() } : { finding };
}

export interface Recommendation {
  preferred: string;
  /** Fallback positions, best first. */
  fallbacks: string[];
  /** A closing instruction ("Anything worse than the fallback should be rejected."). */
  closing?: string;
}

const CLOSING_RE = /\s+(Anything worse than the fallbacks?\b[^]*)$/;

/** The preferred position and the fallbacks of a recommendation, or null when it is not in that shape. */
export function recommendationParts(recommendation: string): Recommendation | null {
  const m = /^\s*Preferred:\s*([\s\S]+)$/.exec(recommendation);
  if (!m) return null;
  let body = m[1].trim();
  const closing = CLOSING_RE.exec(body);
  if (closing) body = body.slice(0, closing.index).trim();
  const [preferred, ...rest] = body.split(/\s+Fallback:\s+/);
  const fallbacks = rest.join(' ').split(/\s+Or:\s+/).map((f) => f.trim()).filter(Boolean);
  if (!preferred.trim()) return null;
  return { preferred: preferred.trim(), fallbacks, ...(closing ? { closing: closing[1].trim() } : {}) };
}
