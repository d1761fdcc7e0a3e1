// `ask`'s learned question adapter (learned/ask-adapter.ts, engine README "`ask` round 10"): the arithmetic of
// q' = (I + A) q, the shipped weights' shape, and that `askRanked` reads the question through it. The askRanked tests
// need the encoder set-up installs (tools/ask-models.sh); without it they fail and say so.
import { describe, expect, it } from 'vitest';
import { askRanked, loadEncoder, DEFAULT_ENCODER } from '../src/index.js';
import { adapterOf, queryAdapter } from '../src/learned/ask-adapter.js';
import { dot } from '../src/learned/ask-encoder.js';

/** Some non-zero weights: A = 0.01 * a fixed pattern. */
const queryAdapterWeights = () => Int8Array.from({ length: 384 * 384 }, (_, k) => ((k * 7919) % 255) - 127);
const unit = (xs: number[]) => { const n = Math.hypot(...xs); return Float32Array.from(xs, (x) => x / n); };

describe('the question adapter', () => {
  it('is the identity when A is zero, and renormalises (I + A) q otherwise', () => {
    const q = unit([3, 4, 0]);
    expect([...adapterOf('x', 3, new Int8Array(9), 1).adapt(q)]).toEqual([...q]);
    // A = 0.01 * [[0, 0, 0], [0, 0, 0], [100, 0, 0]]: the third coordinate takes the first's value
    const a = new Int8Array(9);
    a[6] = 100;
    const got = adapterOf('x', 3, a, 0.01).adapt(q);
    const want = unit([0.6, 0.8, 0.6]);
    got.forEach((v, d) => expect(v).toBeCloseTo(want[d], 6));
    expect(() => adapterOf('x', 3, a, 0.01).adapt(unit([1, 0]))).toThrow(/3 dimensions given 2/);
  });

  it('ships for the default encoder: a square map of its dimension, close to the identity', () => {
    const adapter = queryAdapter();
    expect(adapter).not.toBeNull();
    expect(adapter!.encoder).toBe(DEFAULT_ENCODER);
    const q = unit(Array.from({ length: 384 }, (_, d) => Math.sin(d + 1)));
    const v = adapter!.adapt(q);
    expect(v.length).toBe(384);
    expect(Math.hypot(...v)).toBeCloseTo(1, 5);
    // a nudge, not a new space: the adapted vector stays near the question's own
    const cos = dot(q, v);
    expect(cos).toBeGreaterThan(0.5);
    expect(cos).toBeLessThan(1);
    expect([...adapter!.adapt(q)]).toEqual([...v]);
  });
});

describe('askRanked with the adapter', () => {
  const text = `SERVICES AGREEMENT

1. Fees. Customer shall pay Supplier the fees in Schedule 1 within thirty (30) days of each invoice.

2. Termination. Supplier may terminate this Agreement on ten (10) days' written notice if Customer fails to pay any undisputed invoice when due.

3. Liability. Neither party shall be liable for any indirect or consequential loss, including loss of profits, revenue or business.

4. Governing Law. This Agreement is governed by the laws of England and Wales.
`;

  it('reads the question through the adapter by default and not with adapter: false, quoting exactly either way', async () => {
    const encoder = await loadEncoder();
    if (!encoder) throw new Error('ask\'s sentence encoder is not installed: run tools/setup.sh (tools/ask-models.sh)');
    const question = 'Can they drop us if we are late paying?';
    const on = await askRanked({ text, question }, encoder);
    const off = await askRanked({ text, question }, encoder, { adapter: false });
    // the adapted question vector gives other encoder scores, so the fused scores below the top differ
    expect(on.citations.map((c) => c.score)).not.toEqual(off.citations.map((c) => c.score));
    for (const a of [on, off]) for (const c of a.citations) expect(text.slice(c.start, c.end)).toBe(c.quote);
    expect(await askRanked({ text, question }, encoder)).toEqual(on);
  });

  it('takes an adapter of the caller\'s: the identity gives round 9\'s answer', async () => {
    const encoder = await loadEncoder();
    if (!encoder) throw new Error('ask\'s sentence encoder is not installed: run tools/setup.sh (tools/ask-models.sh)');
    const question = 'Can they drop us if we are late paying?';
    const identity = adapterOf(DEFAULT_ENCODER, 384, new Int8Array(384 * 384), 1);
    expect(await askRanked({ text, question }, encoder, { adapter: identity })).toEqual(await askRanked({ text, question }, encoder, { adapter: false }));
    // an adapter fitted for another encoder is not applied
    const other = adapterOf('bge-small-en-v1.5-q', 384, queryAdapterWeights(), 0.01);
    expect(await askRanked({ text, question }, encoder, { adapter: other })).toEqual(await askRanked({ text, question }, encoder, { adapter: false }));
  });
});
