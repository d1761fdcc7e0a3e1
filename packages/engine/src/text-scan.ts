/**
 * Small scans of a text read backwards from a position, each equal to a regular expression anchored at the end of a
 * slice (`...$`), which V8 tries at every position of the slice before the anchor fails it.
 */

/**
 * Whether a UTF-16 code unit is one of JavaScript's `\s` (the white space and line terminators of ECMAScript, as the
 * pattern class reads them without the u flag).
 */
export function isJsSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * The word before `end` with the white space after it, within the `limit` characters before it: what
 * `/\S+\s+$/.exec(text.slice(end - limit, end))?.[0] ?? ''` finds (the last run of non-space characters and every
 * space after it, read backwards instead of trying the pattern at every position of the slice), or '' when the
 * slice does not end in white space after some word.
 */
export function previousWord(text: string, end: number, limit: number): string {
  const from = Math.max(0, end - limit);
  let k = end;
  while (k > from && isJsSpace(text.charCodeAt(k - 1))) k--;
  if (k === end || k === from) return '';
  while (k > from && !isJsSpace(text.charCodeAt(k - 1))) k--;
  return text.slice(k, end);
}

/**
 * Whether the text can end as `<word> follows`, then white space, at most one of `: . — – -`, and white space: a
 * necessary condition of every pattern that ends in `follows\s*[:.—–-]?\s*$` (case-insensitive), tested backwards
 * from the end (the pattern decides; this only spares it the texts it cannot match).
 */
export function endsWithFollows(t: string): boolean {
  let k = t.length;
  while (k > 0 && isJsSpace(t.charCodeAt(k - 1))) k--;
  const c = t.charCodeAt(k - 1);
  if (c === 58 || c === 46 || c === 0x2014 || c === 0x2013 || c === 45) {
    k--;
    while (k > 0 && isJsSpace(t.charCodeAt(k - 1))) k--;
  }
  return k >= 7 && t.slice(k - 7, k).toLowerCase() === 'follows';
}
