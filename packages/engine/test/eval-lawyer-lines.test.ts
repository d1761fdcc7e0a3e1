// `pnpm eval` and eval/lawyer/score.ts print the lawyer-read suite's aggregates for every set (round 12 printed only to
// TEST6): the lines come from the scored result's own sets, so a set added to the suite is printed too.
import { describe, expect, it } from 'vitest';
import { tallyLines, type Half, type Tally } from '../eval/lawyer/score.ts';

const tally = (contracts: number): Tally => ({ contracts, checks: 10, position: 7, outcome: 8, deserved: 3, falseIssues: 1, missedIssues: 1, evidenceRight: 2, evidenceChecked: 4, partiesRight: contracts });

describe('the lawyer suite\'s aggregate lines', () => {
  const halves: Half[] = ['tune', 'test', 'test2', 'test3', 'test4', 'test5', 'test6', 'test6more', 'test7', 'test7more', 'test8', 'test8more', 'test9', 'test9more', 'test10', 'test10more', 'test11', 'test11more'];
  const r = Object.fromEntries(halves.map((h, i) => [h, tally(i + 1)])) as Record<Half, Tally>;
  const lines = tallyLines(r);
  it('gives every set, each part of a set judged in two and both together, in order', () => {
    const names = lines.map((l) => l.split(':')[0]);
    expect(names.slice(0, 6)).toEqual(['TUNE', 'TEST', 'TEST2', 'TEST3', 'TEST4', 'TEST5']);
    for (const n of [6, 7, 8, 9, 10, 11]) expect(names).toEqual(expect.arrayContaining([`TEST${n}`, `TEST${n} more`, `TEST${n} all`]));
    expect(names.indexOf('TEST11 all')).toBe(names.length - 1);
    expect(lines.length).toBe(6 + 6 * 3);
  });
  it('adds a set\'s two parts for its "all" line', () => {
    const all = lines.find((l) => l.startsWith('TEST11 all:'))!;
    expect(all).toContain(`${17 + 18} contracts`);
  });
});
