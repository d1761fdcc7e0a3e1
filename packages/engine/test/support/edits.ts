/** Edits of a text and what they leave of it: the helpers the speed rounds' tests (30 on) share. */

export interface Edit { start: number; end: number; insert: string }

/** The stretches of `edited` that are `text`'s, as segment.ts `sharedWith` gives them for one set of edits. */
export function sharedOf(text: string, edits: Edit[]): { from: number; to: number; d: number }[] {
  const out: { from: number; to: number; d: number }[] = [];
  let at = 0;
  let d = 0;
  for (const e of [...edits].sort((a, b) => a.start - b.start)) {
    if (e.start > at) out.push({ from: at + d, to: e.start + d, d });
    d += e.insert.length - (e.end - e.start);
    at = e.end;
  }
  if (text.length > at) out.push({ from: at + d, to: text.length + d, d });
  return out;
}
