/**
 * Sentence-bounded spans across the dots that end no sentence.
 *
 * Patterns keep to one sentence with a negated class that leaves out the full stop ("will not[^.;]{0,240}compete"),
 * and so stopped at the dot of a clause reference or a number ("Section 14.2(f)", "clause 3.1.2", "$1.5 million", "2.5
 * per cent") or an abbreviation ("U.S. law", "Inc. shall", "i.e. any"): a promise and its verb either side of one were
 * not read together. `acrossInnerDots` rewrites each such class of a pattern's source into one that also admits such a
 * dot (INNER_DOT), so that every pattern shares one answer and none is edited; a dot that ends a sentence ("... under
 * clause 14.2. After ...", "... Inc. Competitors ...") still ends the span.
 */

/**
 * A dot that ends no sentence: one followed at once by a letter or digit ("14.2", "3.1.2", "$1.5", "U.S.A",
 * "e.g"), or an abbreviation's followed by a space and a lower-case word or a digit ("U.S. law", "Inc. shall", "No. 5"
 * is left out: a number after a full stop is more often the next clause's). Case-sensitive within a pattern compiled
 * with the "i" flag (a modifier group).
 */
export const INNER_DOT = String.raw`\.(?=[0-9A-Za-z]|(?-i:[ \t]{1,3}[a-z]))`;

const cache = new Map<string, string>();
/** A dot as an alternative of its own: "|\.(?=\d)", "|(?<=...)\.", "|\.\d". */
const HANDLES_DOTS_RE = /\|(?:\(\?<[=!][^)]*\))?\\\./;

/**
 * The pattern source with each negated character class that leaves out the full stop ("[^.;]", "[^.]", "[^,.;]")
 * admitting INNER_DOT too: "[^.;]" becomes "(?:[^.;]|INNER_DOT)". Classes that are not negated, or do not name the
 * dot, are left as they are; so is the source when it has none.
 */
export function acrossInnerDots(source: string): string {
  // (a pattern with a dot of its own in an alternation, "(?:[^.;]|\.(?=\d))*", already says which dots it crosses: a
  // second way to match the same dot would make a failing match try both, exponentially)
  if (!source.includes('[^') || HANDLES_DOTS_RE.test(source)) return source;
  let out = cache.get(source);
  if (out !== undefined) return out;
  out = '';
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '\\') {
      out += source.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (ch !== '[') {
      out += ch;
      i++;
      continue;
    }
    // a character class: find its end (an escaped "]" or one first in the class is a member)
    let j = i + 1;
    const negated = source[j] === '^';
    if (negated) j++;
    if (source[j] === ']') j++;
    let dot = false;
    while (j < source.length && source[j] !== ']') {
      if (source[j] === '\\') {
        if (source[j + 1] === '.') dot = true;
        j += 2;
        continue;
      }
      if (source[j] === '.') dot = true;
      j++;
    }
    const cls = source.slice(i, j + 1);
    out += negated && dot ? `(?:${cls}|${INNER_DOT})` : cls;
    i = j + 1;
  }
  if (cache.size > 20000) cache.clear();
  cache.set(source, out);
  return out;
}

/** Where INNER_DOT can match: the same positions, case-sensitive (the "i" flag without "u" folds no letter into ASCII). */
const INNER_DOT_RE = /\.(?=[0-9A-Za-z]|[ \t]{1,3}[a-z])/;
let lastText = '';
let lastHas = false;
/** Whether a text has a dot INNER_DOT matches (one pass; the last text's answer is kept, patterns are tried in turn on one). */
export function hasInnerDot(s: string): boolean {
  if (s === lastText) return lastHas;
  lastText = s;
  return (lastHas = s.indexOf('.') >= 0 && INNER_DOT_RE.test(s));
}

/**
 * A pattern compiled both ways: as rewritten (`full`, acrossInnerDots) and as written (`plain`). A text with no inner
 * dot gives both the same matches (the rewrite only adds INNER_DOT alternatives, which then never match, and no
 * capturing group), and the form as written runs faster (V8 runs a negated class's loop as a scan, an alternation's
 * loop one step at a time with backtracking): `exec` and `test` run `plain` on such a text and `full` on the rest.
 * `source` is the rewritten one; String.prototype.match, replace and search go through `exec`; matchAll and split
 * build a RegExp of the rewritten source (Symbol.species).
 */
export class SpanningRegExp extends RegExp {
  readonly plain: RegExp;
  readonly full: RegExp;
  constructor(written: string, rewritten: string, flags: string) {
    super(rewritten, flags);
    this.plain = new RegExp(written, flags);
    this.full = new RegExp(rewritten, flags);
  }
  static override get [Symbol.species](): RegExpConstructor {
    return RegExp;
  }
  override exec(input: string): RegExpExecArray | null {
    const s = String(input);
    const re = hasInnerDot(s) ? this.full : this.plain;
    if (!this.global && !this.sticky) return re.exec(s);
    re.lastIndex = this.lastIndex;
    const m = re.exec(s);
    this.lastIndex = re.lastIndex;
    return m;
  }
  override test(input: string): boolean {
    const s = String(input);
    if (!this.global && !this.sticky) return (hasInnerDot(s) ? this.full : this.plain).test(s);
    return this.exec(s) !== null;
  }
}

/**
 * A check's pattern as a RegExp whose sentence-bounded spans ("[^.;]{0,240}") run across the dots that end no
 * sentence: a SpanningRegExp when acrossInnerDots rewrites its source, else the pattern as written.
 */
export function spanningRegExp(source: string, flags = 'i'): RegExp {
  const rewritten = acrossInnerDots(source);
  return rewritten === source ? new RegExp(source, flags) : new SpanningRegExp(source, rewritten, flags);
}
