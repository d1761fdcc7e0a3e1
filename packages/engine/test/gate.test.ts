import { describe, expect, it } from 'vitest';
import { listBuiltInPlaybooks, segmentDetailed } from '../src/index.js';
import { alternatives, literalGate, literalGates, gateFor, spanGateFor, PieceIndex, PieceMarks, pieceTokens, type Gate } from '../src/gate.js';
import type { CheckDetection } from '../src/types.js';
import { SAMPLE_NDA, RISKY_NDA } from './fixtures.js';

describe('literalGate', () => {
  it('finds word pieces that every match must contain', () => {
    expect(literalGate(String.raw`third part(?:y|ies)`)).toEqual(['third']);
    expect(literalGate(String.raw`\bsurviv`)).toEqual(['surviv']);
    expect(literalGate(String.raw`non-?compet|\bexclusiv`)).toEqual(['compet', 'exclusiv']);
    expect(literalGate(String.raw`advis[eo]rs?`)).toEqual(['advis']);
    expect(literalGate(String.raw`(?!foo)barbaz`)).toEqual(['barbaz']);
    expect(literalGate(String.raw`x{0,3}yyy`)).toEqual(['yyy']);
    // `[^]` is any character in JavaScript, and the class ends at its ']'
    expect(literalGate(String.raw`[^]*barbaz`)).toEqual(['barbaz']);
    expect(literalGate(String.raw`foo[^]{0,40}quux`)).toEqual(['quux']);
  });

  it('counts what a positive lookaround requires (it is in the tested text), never a negative one', () => {
    // "end" alone is in most sentences ("amendment", "extend"); the lookahead's "without" is not
    expect(literalGate(String.raw`^(?=[^.]*\bwithout cause\b)\W*end`)).toEqual(['without']);
    expect(literalGate(String.raw`(?<=\bsection )\d+`)).toEqual(['section']);
    expect(literalGate(String.raw`(?=notice|notify)\w+`)).toEqual(['notice', 'notify']);
    expect(literalGate(String.raw`(?!notice)\w+`)).toBeNull();
    expect(literalGate(String.raw`(?<!\bsection )\d+`)).toBeNull();
    expect(literalGate(String.raw`(?:(?=notice))?\w+`)).toBeNull();
  });

  it('gives up where a match needs no word piece', () => {
    expect(literalGate('.')).toBeNull();
    expect(literalGate(String.raw`(?:a|b)c`)).toBeNull();
    expect(literalGate(String.raw`foo|\d+`)).toBeNull();
    expect(literalGate(String.raw`(?:optional)?`)).toBeNull();
    expect(literalGate('[$€£]')).toBeNull();
  });

  it('never skips a sentence that a built-in pattern matches', () => {
    const sources = builtInSources((d) => [...d.topic, ...(d.entail ?? []), ...(d.contradict ?? []), ...(d.exclude ?? [])]);
    expect(skippedSentences(sources, gateFor)).toBeGreaterThan(100);
  });

  it('matches pieces case-insensitively inside words only', () => {
    const marks = new PieceMarks();
    marks.reset('The SURVIVAL of obligations');
    expect(marks.may(gateFor(String.raw`\bsurviv`))).toBe(true);
    marks.reset('sur-viv al');
    expect(marks.may(gateFor(String.raw`\bsurviv`))).toBe(false);
  });
});

describe('literalGates (a pattern tested on one span at a time)', () => {
  it('finds every set of pieces a match needs, looking into groups of one branch only', () => {
    // first literalGate's set, then the further ones, each of pieces of 5 characters or more
    expect(literalGates(String.raw`\b(?:may|is entitled to)\s+(?:disclose|share)\b[^.;]{0,60}\bcustomer data\b`)).toEqual([['customer'], ['disclose', 'share']]);
    expect(literalGates(String.raw`(?:(?:warrant\w*)[^.;]*(?:merchantab|fitness))`)).toEqual([['warrant'], ['merchantab', 'fitness']]);
    // an alternation of several branches is known by its one set only
    expect(literalGates(String.raw`(?:warranty[^.]*merchantab)|(?:fitness)`)).toEqual([['merchantab', 'fitness']]);
    // optional and negative parts never count
    expect(literalGates(String.raw`(?:warranty)?(?!merchantab)fitness`)).toEqual([['fitness']]);
    expect(literalGates('.')).toEqual([]);
  });

  it('skips only spans without a piece of every set', () => {
    const gate = spanGateFor(String.raw`\bwarrant\w*[^.;]*\bmerchantab`)!;
    expect(gate.also?.length).toBe(1);
    const text = 'Seller warrants the goods. The goods are merchantable. Seller warrants that they are merchantable.';
    const spans = [{ start: 0, end: 26 }, { start: 27, end: 54 }, { start: 55, end: text.length }];
    expect(new PieceIndex(pieceTokens(text), spans).spansWith(gate)).toEqual([2]);
    const marks = new PieceMarks();
    marks.reset('The goods are merchantable.');
    expect(marks.may(gate)).toBe(false);
    marks.reset('Seller warrants that they are merchantable.');
    expect(marks.may(gate)).toBe(true);
  });

  it('never skips a sentence that a built-in topic or override pattern matches', () => {
    const sources = builtInSources((d) => [...d.topic, ...(d.override ?? [])].map((x) => `(?:${x})`));
    expect(skippedSentences(sources, spanGateFor)).toBeGreaterThan(100);
  });

  it('lists and marks the same spans, in order and each once, for every built-in gate', () => {
    const sources = builtInSources((d) => [...d.topic, ...(d.override ?? []), ...(d.entail ?? []), ...(d.contradict ?? [])].map((x) => `(?:${x})`));
    let some = 0;
    let none = 0;
    for (const text of [SAMPLE_NDA, RISKY_NDA]) {
      const seg = segmentDetailed(text);
      const index = new PieceIndex(pieceTokens(seg.plain), seg.sentences);
      for (const src of sources) {
        for (const gate of [spanGateFor(src), gateFor(src)]) {
          const list = index.spansWith(gate);
          const marked = index.marksWith(gate);
          if (!gate) {
            expect(list).toBeNull();
            expect(marked).toBeNull();
            continue;
          }
          // (every piece is registered before the samples are indexed: a gate has an answer)
          expect(list, src).not.toBeNull();
          expect(marked!.length).toBe(seg.sentences.length);
          expect([...marked!].flatMap((m, i) => (m ? [i] : [])), src).toEqual(list);
          expect(list!.every((x, k) => k === 0 || x > list![k - 1]), src).toBe(true);
          if (list!.length) some++;
          else none++;
        }
      }
    }
    expect(some).toBeGreaterThan(50);
    expect(none).toBeGreaterThan(50);
  });
});

describe('alternatives (the branches of a pattern, gated apart)', () => {
  it('splits the top-level alternation and a branch that is one group, nothing nested in a sequence', () => {
    expect(alternatives(String.raw`foo|(?:bar|baz)|qu(?:u|x)`)).toEqual(['foo', 'bar', 'baz', String.raw`qu(?:u|x)`]);
    expect(alternatives(String.raw`(?:a(?:b|c))`)).toEqual([String.raw`(?:a(?:b|c))`]);
    // a class's '|' and ')' and an escaped one are characters; a quantified group is no branch
    expect(alternatives(String.raw`[|)]x|\|y|(?:p|q)+`)).toEqual([String.raw`[|)]x`, String.raw`\|y`, String.raw`(?:p|q)+`]);
    expect(alternatives(String.raw`(?:p|q)(?:r|s)`)).toEqual([String.raw`(?:p|q)(?:r|s)`]);
  });

  it('leaves whole a pattern that refers back to a group or cannot be read', () => {
    expect(alternatives(String.raw`(a)|b\1`)).toEqual([String.raw`(a)|b\1`]);
    expect(alternatives(String.raw`(?<q>a)|\k<q>`)).toEqual([String.raw`(?<q>a)|\k<q>`]);
    expect(alternatives('a|(b')).toEqual(['a|(b']);
  });

  it('gives branches that together match what the whole does, on every built-in override and sentence of the samples', () => {
    const sources = builtInSources((d) => d.override ?? []);
    let split = 0;
    for (const src of sources) {
      const parts = alternatives(src).map((x) => new RegExp(x, 'i'));
      if (parts.length > 1) split++;
      const whole = new RegExp(src, 'i');
      for (const text of [SAMPLE_NDA, RISKY_NDA]) {
        for (const s of segmentDetailed(text).sentences) {
          const sentence = text.slice(s.start, s.end);
          expect(parts.some((re) => re.test(sentence)), `${src} on ${sentence}`).toBe(whole.test(sentence));
        }
      }
    }
    expect(split).toBeGreaterThan(3);
  });
});

/** The patterns `of` picks from every built-in check. */
function builtInSources(of: (d: CheckDetection) => string[]): Set<string> {
  const sources = new Set<string>();
  for (const p of listBuiltInPlaybooks()) for (const c of p.checks) for (const x of of(c.detection!)) sources.add(x);
  return sources;
}

/** How many (sentence, pattern) pairs of two sample NDAs a gate skips, each asserted not to match. */
function skippedSentences(sources: Set<string>, gateOf: (source: string) => Gate | null): number {
  const marks = new PieceMarks();
  let skipped = 0;
  for (const text of [SAMPLE_NDA, RISKY_NDA]) {
    for (const s of segmentDetailed(text).sentences) {
      const sentence = text.slice(s.start, s.end);
      marks.reset(sentence);
      for (const src of sources) {
        if (marks.may(gateOf(src))) continue;
        skipped++;
        expect(new RegExp(src, 'i').test(sentence), `${src} on ${sentence}`).toBe(false);
      }
    }
  }
  return skipped;
}
