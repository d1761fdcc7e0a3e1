// Speed round 19: a pattern that opens with a lookaround gets a lookahead of how its matches start (gate.ts
// `quickStart`, `matchStart`), so that the engine runs the lookaround only where a match can begin. The answer must be
// the same: these rows compare every match of the pattern as written and as compiled, on hand-written sentences and on
// generated text, and check that the start read from a pattern is what its matches begin with.
import { describe, expect, it } from 'vitest';
import { matchStart, quickStart, alternatives } from '../src/gate.js';
import { listBuiltInPlaybooks } from '../src/playbooks/index.js';

/** Every match (index and text) of a pattern over a text, as `matchAll` with the flags the review uses. */
const matches = (source: string, text: string) => [...text.matchAll(new RegExp(source, 'gi'))].map((m) => `${m.index}:${m[0]}`);

describe('matchStart reads how every match begins', () => {
  it.each<[string, string | null]>([
    [String.raw`(?<!\bnot\s)\bmay\b`, 'may'],
    [String.raw`(?<!no\s)(?:may|is\s+free)`, String.raw`may|is\s`],
    [String.raw`(?<!x)colou?r`, 'colour|color'],
    [String.raw`(?<!x)(?:the\s+)?price`, String.raw`the\s|price`],
    [String.raw`(?<!x)[A-Z][a-z]+`, '[A-Z][a-z]'],
    [String.raw`(?<!x)a{0,2}b`, 'a|b'],
    // nothing confines the start: an optional whole, an empty branch, a back-reference first
    [String.raw`(?<!x)(?:ab)?`, null],
    [String.raw`(?<!x)(?:ab|)c?`, null],
    [String.raw`(a)(?<!x)\1`, 'a'],
    [String.raw`(?<!x)\1b`, null],
  ])('%s starts with %s', (source, want) => {
    expect(matchStart(source)).toBe(want);
  });

  it('leaves a pattern alone that opens with no lookaround, or whose start may be almost any character', () => {
    expect(quickStart(String.raw`\bmay\b(?!\s+not)`)).toBe(String.raw`\bmay\b(?!\s+not)`);
    // (no start is put before it; speed round 20 tries it only where a run of its class begins: speed20.test.ts)
    const free = String.raw`(?=[^.;]*\brenew)[^.;]*\bfees?\b`;
    expect(quickStart(free)).toBe(`(?<![^.;])${free}`);
  });

  it('puts the start before each top-level branch that opens with a lookaround, and inside a group that is the whole', () => {
    expect(quickStart(String.raw`(?:(?<!not\s)may|\bcan)`)).toBe(String.raw`(?:(?=may)(?<!not\s)may|\bcan)`);
    expect(quickStart(String.raw`(?<!no\s)copy|(?<!not\s)\bshare`)).toBe(String.raw`(?=copy)(?<!no\s)copy|(?=share)(?<!not\s)\bshare`);
  });
});

describe('a pattern with its start put before it matches what it matched', () => {
  const patterns = [
    String.raw`(?<!\b(?:not|no|never)\b[^.;]{0,40})\b(?:may(?!\s+not\b)|(?:is|are|shall\s+be)\s+(?:free|entitled))\b[^.;]{0,60}?\b(?:disclos\w*|announc\w*)`,
    String.raw`(?<!\b(?:not|nor)\b[^.;]{0,30})\b(?:cop(?:y|ies)|reproduc\w*)\b[^.;]{0,40}?\b(?:as\s+many|without\s+limit)`,
    String.raw`(?<![\w-])(?:[A-Z][\w&.-]*|party)\s+(?:shall|will)\s+not\s+be\s+liable`,
    String.raw`(?!\bthe\b)(?<=\s)(?:colou?rs?|shade)\b`,
    String.raw`(?<=,\s)(?:-|\u2013)?\s?\d{1,3}(?:\.\d)?`,
    String.raw`(?<!a)(?:ab|ba)+c?|(?<=b)a{1,2}`,
  ];
  const sentences = [
    'Either party may disclose the terms of this Agreement without consent.',
    'Neither party may disclose the terms; the Company is free to announce the transaction at any time.',
    'The Recipient shall not copy the information, but Acme is entitled to reproduce it as many times as it wishes.',
    'Recipient may not disclose. Vendor shall not be liable for indirect loss, nor shall the party be liable.',
    'Copies may be made without limitation by Licensee; no copies without limit are permitted.',
    'the colours, red shade, and colour of the Goods; margin of, -4.5 or, 12 and, \u201312',
  ];
  it.each(patterns.map((p) => [p]))('%s', (source) => {
    const quick = quickStart(source);
    expect(quick).not.toBe(source);
    for (const s of sentences) expect(matches(quick, s), s).toEqual(matches(source, s));
    // generated text over the letters these patterns turn on
    let seed = 19;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const alphabet = ['a', 'b', 'c', ' ', ',', '.', 'may', 'not ', 'copy', 'colour', 'shade', '-', '1', 'Acme ', 'shall not be liable', 'is free ', 'disclose'];
    for (let n = 0; n < 400; n++) {
      const text = Array.from({ length: 1 + Math.floor(rand() * 14) }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
      expect(matches(quick, text), text).toEqual(matches(source, text));
    }
  });

  it('every built-in check pattern that opens with a lookaround matches as it did, on its own playbooks\' wording', () => {
    const texts: string[] = [];
    const sources: string[] = [];
    for (const pb of listBuiltInPlaybooks()) {
      for (const c of pb.checks) {
        texts.push(c.title, c.description, c.preferred_position, ...c.fallbacks, c.suggested_language);
        const d = c.detection;
        if (!d) continue;
        for (const p of [...d.topic, ...(d.entail ?? []), ...(d.contradict ?? []), ...(d.exclude ?? []), ...(d.fallback ?? []), ...(d.override ?? [])]) {
          // (every match, as matchAll finds them: not the branches tried only where a run begins, whose first match
          // alone is kept, the one the review looks for: speed20.test.ts)
          for (const b of alternatives(p)) if (quickStart(b) !== b && !quickStart(b).startsWith('(?<![^')) sources.push(b);
        }
      }
    }
    // (the NDA playbook's announcement and copying readings are among them)
    expect(sources.length).toBeGreaterThan(40);
    const corpus = texts.filter(Boolean).join(' ');
    let matched = 0;
    for (const s of sources) {
      const want = matches(s, corpus);
      matched += want.length ? 1 : 0;
      expect(matches(quickStart(s), corpus), s).toEqual(want);
    }
    expect(matched).toBeGreaterThan(0);
  });
});
