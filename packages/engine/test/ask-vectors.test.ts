// The learned word vectors `ask` reads (data/ask.vectors.json, tools/train/ask-vectors.py).
import { describe, expect, it } from 'vitest';
import { closestWords, cosine, textVector, wordId, wordSimilarity } from '../src/learned/ask-vectors.js';

const id = (w: string) => {
  const i = wordId(w);
  expect(i, w).toBeGreaterThanOrEqual(0);
  return i;
};

describe('ask word vectors', () => {
  it('places words contracts use alike close together', () => {
    expect(wordSimilarity(id('bill'), id('invoice'))).toBeGreaterThan(wordSimilarity(id('bill'), id('jurisdiction')));
    expect(wordSimilarity(id('books'), id('records'))).toBeGreaterThan(0.5);
    expect(wordSimilarity(id('customs'), id('duties'))).toBeGreaterThan(0.5);
    expect(wordSimilarity(id('lawyers'), id('attorneys'))).toBeGreaterThan(0.5);
  });

  it('finds the closest words among given candidates only, best first, above the floor', () => {
    const cands = ['invoice', 'invoices', 'payment', 'arbitration', 'trademark'].map(id);
    const near = closestWords(id('bill'), cands, 3, 0.3);
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThanOrEqual(3);
    for (const n of near) expect(['invoice', 'invoices', 'payment']).toContain(n.word);
    expect(near.map((n) => n.sim)).toEqual([...near.map((n) => n.sim)].sort((a, b) => b - a));
    expect(closestWords(id('bill'), cands, 3, 0.99)).toEqual([]);
  });

  it('knows no made-up word, and a text of unknown words has no vector', () => {
    expect(wordId('qzxwvtk')).toBe(-1);
    expect(textVector(['qzxwvtk', 'vvqqz'])).toBeNull();
  });

  it('gives texts unit vectors that are closer when they say the same thing', () => {
    const q = textVector(['pay', 'invoice', 'days'])!;
    const a = textVector(['payment', 'due', 'within', 'thirty', 'days', 'of', 'invoice'])!;
    const b = textVector(['governed', 'by', 'the', 'laws', 'of', 'the', 'state', 'of', 'new', 'york'])!;
    expect(cosine(q, q)).toBeCloseTo(1, 5);
    expect(cosine(q, a)).toBeGreaterThan(cosine(q, b));
  });
});
