/**
 * The edits that make a context's text from the review's own (the text its memo read first), so that a context derived
 * from it (the document with the sections a later clause takes away blanked, `sectionsGone`; the document as its word
 * amendments amend it, `amendmentsOf`) is built with them as a redline's edited text is (speed round 30): its plain view,
 * run-in breaks and clauses read afresh only where it differs from the review's text. Speed round 32.
 *
 * Nothing read depends on them: segmentation checks every stretch the edits say is the base's (segment.ts `sharedWith`)
 * and reads the whole text where they do not hold, so edits that were wrong would cost time, not change a reading; and
 * `composeEdits` gives none unless applying its edits to the base gives the derived text exactly.
 */
export interface TextEdit {
  start: number;
  end: number;
  insert: string;
}

/** Sorted by start; undefined when two overlap (an empty one at the end of another does not). */
function ordered(edits: readonly TextEdit[]): TextEdit[] | undefined {
  const out = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  for (let k = 1; k < out.length; k++) if (out[k].start < out[k - 1].end) return undefined;
  return out;
}

/**
 * The edits that make `text` from `base`, given the edits `first` that make `mid` from `base` and `second` that make
 * `text` from `mid`: each stretch of `mid` that either changed (the images of `first`'s inserts, `second`'s ranges),
 * merged where they meet, taken back to `base`'s offsets. Undefined when the edits overlap or the result does not give
 * `text` from `base` exactly.
 */
export function composeEdits(base: string, first: readonly TextEdit[], mid: string, second: readonly TextEdit[], text: string): TextEdit[] | undefined {
  const a1 = ordered(first);
  const a2 = ordered(second);
  if (!a1 || !a2) return undefined;
  // first's edits as they stand in mid: [from, to) and the shift of the stretch after each
  const img: { from: number; to: number; dBefore: number; dAfter: number }[] = [];
  let d = 0;
  for (const e of a1) {
    const from = e.start + d;
    const after = d + e.insert.length - (e.end - e.start);
    img.push({ from, to: from + e.insert.length, dBefore: d, dAfter: after });
    d = after;
  }
  if (base.length + d !== mid.length) return undefined;
  // the stretches of mid that changed, merged where they overlap or meet
  const spans = [...img.map((x) => [x.from, x.to] as [number, number]), ...a2.map((e) => [e.start, e.end] as [number, number])].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const merged: [number, number][] = [];
  for (const [s, t] of spans) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], t);
    else merged.push([s, t]);
  }
  // a position of mid outside second's ranges, in text
  const toText = (p: number, end: boolean): number => {
    let shift = 0;
    for (const e of a2) {
      if (end ? e.start <= p : e.start < p) shift += e.insert.length - (e.end - e.start);
      else break;
    }
    return p + shift;
  };
  const out: TextEdit[] = merged.map(([s, t]) => ({ start: toBaseStart(s), end: toBaseEnd(t), insert: text.slice(toText(s, false), toText(t, true)) }));
  function toBaseStart(p: number): number {
    // the shift of first's edits wholly before p (an empty image at p is inside the merged stretch)
    let shift = 0;
    for (const x of img) {
      if (x.from < p) shift = x.dAfter;
      else break;
    }
    return p - shift;
  }
  function toBaseEnd(p: number): number {
    // the shift of first's edits whose image starts at or before p (an empty image at p is inside the merged stretch)
    let shift = 0;
    for (const x of img) {
      if (x.from <= p) shift = x.dAfter;
      else break;
    }
    return p - shift;
  }
  // (the proof: the edits applied to base give text, compared whole)
  let at = 0;
  const parts: string[] = [];
  for (const e of out) {
    if (e.start < at || e.end < e.start) return undefined;
    parts.push(base.slice(at, e.start), e.insert);
    at = e.end;
  }
  parts.push(base.slice(at));
  return parts.join('') === text ? out : undefined;
}
