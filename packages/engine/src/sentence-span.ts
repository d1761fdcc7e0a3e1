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
