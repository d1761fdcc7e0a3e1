/** Where a gold answer stands among `ask`'s citations: the helpers the `ask` round tests (round 16 on) share. */
import type { AskOutput } from '../../src/index.js';

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
