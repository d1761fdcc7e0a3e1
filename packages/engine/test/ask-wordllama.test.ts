// The paraphrase-trained embedding `ask` reads (data/ask.wordllama.json, tools/train/ask-wordllama.py from WordLlama).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { embed, embeddingDims, wordPieces } from '../src/learned/ask-wordllama.js';
import { cosine as similarity } from '../src/learned/quantised.js';

const words = (s: string) => s.toLowerCase().match(/[a-z]+/g) ?? [];
const e = (s: string) => {
  const v = embed(words(s));
  expect(v, s).not.toBeNull();
  return v!;
};
const sim = (a: string, b: string) => similarity(e(a), e(b));

describe('ask paraphrase embedding (WordLlama)', () => {
  it("tokenises as Llama 2's tokenizer does and embeds as WordLlama does (parity with the Python derivation)", () => {
    const parity = JSON.parse(readFileSync(new URL('./ask/wordllama-parity.json', import.meta.url), 'utf8')) as { cases: { text: string; pieces: string[]; embedding: number[] }[] };
    expect(parity.cases.length).toBeGreaterThanOrEqual(5);
    for (const c of parity.cases) {
      expect(words(c.text).flatMap(wordPieces), c.text).toEqual(c.pieces);
      expect(c.embedding.length).toBe(embeddingDims());
      // int8 weights against full precision: the same direction
      expect(similarity(e(c.text), Float32Array.from(c.embedding)), c.text).toBeGreaterThan(0.999);
    }
    expect(wordPieces('terminate')).toEqual(['\u2581terminate']);
  });

  it('relates lay words to the words contracts use for them, which co-occurrence in contracts cannot', () => {
    expect(sim('rival', 'competitor')).toBeGreaterThan(sim('rival', 'invoice') + 0.2);
    expect(sim('quit', 'resign')).toBeGreaterThan(sim('quit', 'warranty') + 0.2);
    expect(sim('our own servers', 'hosting')).toBeGreaterThan(sim('our own servers', 'royalties') + 0.2);
    expect(sim('malware', 'malicious code')).toBeGreaterThan(sim('malware', 'governing law') + 0.2);
  });

  it('ranks the sentence that answers a lay question above ones that do not', () => {
    const q = 'can I quit the job early';
    const answer = 'The Consultant may resign from the engagement upon thirty days written notice.';
    for (const other of ['Payment of each invoice is due within thirty days of receipt.', 'This Agreement is governed by the laws of the State of Delaware.']) {
      expect(sim(q, answer)).toBeGreaterThan(sim(q, other));
    }
  });

  it('gives unit vectors, deterministically, and none for a text without letters', () => {
    const a = e('Either party may terminate this Agreement');
    const b = e('Either party may terminate this Agreement');
    expect(similarity(a, a)).toBeCloseTo(1, 5);
    expect([...a]).toEqual([...b]);
    expect(embed([])).toBeNull();
    expect(embed(['\u00e9\u00e9'])).toBeNull();
    // a run of letters far longer than any word (a pasted blob) is not tokenised: BPE on it would take minutes
    expect(embed(['a'.repeat(200_000)])).toBeNull();
  });
});
