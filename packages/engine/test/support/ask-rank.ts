/** Where a gold answer stands among `ask`'s citations: the helpers the `ask` round tests (round 16 on) share. */
import { describe, expect, it } from 'vitest';
import { ask, askRanked, loadEncoder, type AskOutput } from '../../src/index.js';

/** The two ways `ask` is measured: the lexical method, and the server's path with the sentence encoder (askRanked). */
export type Path = 'lexical' | 'encoder';
export const PATHS: Path[] = ['lexical', 'encoder'];

/** The gold text's offsets in the contract; a gold the contract does not hold is the test's own error. */
export function goldSpan(text: string, gold: string): readonly [number, number] {
  const a = text.indexOf(gold);
  if (a < 0) throw new Error(`gold not in the contract: ${gold}`);
  return [a, a + gold.length] as const;
}

/** The rank (0 first) of the first citation that overlaps the gold text, Infinity when none does. */
export function rankOf(out: AskOutput, text: string, gold: string): number {
  const [a, b] = goldSpan(text, gold);
  const at = out.citations.findIndex((c) => c.start < b && a < c.end);
  return at < 0 ? Infinity : at;
}

/** A round test's row: a question on a contract and its gold text; `fixed`, the paths the round's method passes. */
export interface Row { text: string; question: string; gold: string; fixed?: Path[] }

/**
 * A round's classes as tests (rounds 18 on): each row on each path, passing where `fixed` names the path and kept as an
 * expected failure elsewhere; each twin on each path must stay answered.
 */
export function roundTests(title: string, classes: Record<string, { rows: Row[]; twins: Row[] }>) {
  describe(title, async () => {
    const encoder = await loadEncoder();
    if (!encoder) throw new Error("ask's sentence encoder is not installed: run tools/setup.sh (tools/ask-models.sh)");
    const answer = async (path: Path, r: Row) => (path === 'lexical' ? ask({ text: r.text, question: r.question }) : askRanked({ text: r.text, question: r.question }, encoder));
    for (const [cls, { rows, twins }] of Object.entries(classes)) {
      describe(`(${cls})`, () => {
        for (const r of rows) for (const path of PATHS) {
          ((r.fixed ?? []).includes(path) ? it : it.fails)(`${path}: "${r.question}" cites "${r.gold.slice(0, 50)}" in the top three`, async () => {
            expect(rankOf(await answer(path, r), r.text, r.gold)).toBeLessThan(3);
          });
        }
        for (const r of twins) for (const path of PATHS) {
          it(`${path}, twin: "${r.question}" still cites "${r.gold.slice(0, 50)}" in the top three`, async () => {
            expect(rankOf(await answer(path, r), r.text, r.gold)).toBeLessThan(3);
          });
        }
      });
    }
  });
}
