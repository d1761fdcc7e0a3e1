// Speed round 29: a check's sentence-bounded pattern is compiled both as rewritten to cross inner dots (acrossInnerDots,
// leftovers29) and as written, and a text with no inner dot is matched with the form as written (sentence-span.ts
// SpanningRegExp). These rows hold that every check pattern review.ts compiles is covered by the rewrite, that the
// two-way pattern answers exactly as the rewritten one on texts with and without inner dots (CUAD sentences and our own,
// every call shape the engine uses), and that the careful redline path's probe (redline-probe.ts) is inert outside a
// probe. Nothing is timed.
import { describe, expect, it } from 'vitest';
import { buildContext, review } from '../src/index.js';
import { checkPatterns } from '../src/review.js';
import { builtInChecksShared } from '../src/playbooks/index.js';
import { acrossInnerDots, hasInnerDot, spanningRegExp, SpanningRegExp } from '../src/sentence-span.js';
import { citedFirstProbe, probingCitedFirst } from '../src/redline-probe.js';
import { cuadDocs } from '../eval/roundtrip.ts';

// (compiled with `new RegExp` as at the start: a check's `about` names what a clause is about, not a sentence-bounded span)
const NOT_SPANNING = new Set(['about.names', 'about.kept']);

describe('every sentence-bounded check pattern is compiled to cross inner dots', () => {
  it('no compiled pattern keeps a negated class that leaves out the full stop without INNER_DOT beside it', () => {
    const uncovered: string[] = [];
    let spanning = 0;
    let all = 0;
    for (const check of builtInChecksShared()) {
      if (!check.detection) continue;
      for (const { at, re } of checkPatterns(check.detection)) {
        all++;
        if (re instanceof SpanningRegExp) {
          spanning++;
          // (the two forms differ only by the rewrite: the one used on texts with inner dots is the rewritten one)
          expect(re.full.source).toBe(re.source);
          expect(acrossInnerDots(re.plain.source)).toBe(re.source);
        }
        if (NOT_SPANNING.has(at)) continue;
        if (acrossInnerDots(re.source) !== re.source) uncovered.push(`${check.check_id} ${at}: ${re.source.slice(0, 120)}`);
      }
    }
    expect(uncovered).toEqual([]);
    expect(all).toBeGreaterThan(1000);
    expect(spanning).toBeGreaterThan(1000);
  });
  it('and a pattern compiled past the rewrite is caught (the check above is not vacuous)', () => {
    const written = String.raw`\bwill not\b[^.;]{0,240}\bcompete\b`;
    expect(acrossInnerDots(new RegExp(written, 'i').source)).not.toBe(written);
    expect(acrossInnerDots(spanningRegExp(written).source)).toBe(spanningRegExp(written).source);
  });
});

describe('inner dots, as INNER_DOT reads them', () => {
  // rows: a dot that ends no sentence; twins: one that does, or none
  const inner = [
    'you will not during the Restricted Period (and in respect of sub-paragraph 14.2(f) below only) compete',
    'The Consultant shall comply with U.S. export laws in performing the Services',
    'The fee under clause 12.1.2 is $1.5 million payable in two instalments',
    'any affiliate, i.e. any entity that controls the Supplier',
    'Brightwater Logistics, Inc. shall not solicit any employee',
    'governed by the laws of Ontario, Canada and the Province\u2019s courts under s.3',
  ];
  const twins = [
    'The Employee shall not compete under this clause. After the term the Employee may compete',
    'Supplier excludes Northwind Inc. Competitors of Customer are not Affiliates',
    'The price is fixed for the term',
    'See No. 5 of the schedule',
    'The fee is payable.',
    'Payment is due within 30 days. Interest accrues',
  ];
  it.each(inner)('has one: %s', (s) => expect(hasInnerDot(s)).toBe(true));
  it.each(twins)('has none: %s', (s) => expect(hasInnerDot(s)).toBe(false));
  it('the last answer is kept for the same text only', () => {
    expect(hasInnerDot(inner[0])).toBe(true);
    expect(hasInnerDot(twins[0])).toBe(false);
    expect(hasInnerDot(inner[0])).toBe(true);
  });
});

/** A match as JSON: its text, place, groups and the input's lastIndex after it. */
const asRead = (m: RegExpExecArray | null, lastIndex: number) => JSON.stringify(m && { m: [...m], index: m.index, groups: m.groups ?? null, lastIndex });

/** INNER_DOT's places, written out here (the sentences are chosen independently of hasInnerDot). */
const INNER = /\.(?=[0-9A-Za-z]|[ \t]{1,3}[a-z])/;
const inner = (s: string) => INNER.test(s);

function sentencesOf(texts: string[], per: number): string[] {
  const out: string[] = [];
  for (const text of texts) {
    const ctx = buildContext(text);
    const withDot = ctx.sentenceText.filter(inner).slice(0, per);
    const without = ctx.sentenceText.filter((s) => !inner(s)).slice(0, per);
    out.push(...withDot, ...without);
  }
  return out;
}

describe('the two-way pattern answers as the rewritten one', () => {
  it('every rewritten check pattern, on CUAD sentences (every 20th text) and our own, with and without inner dots', () => {
    const own = [
      'The Executive will not, during the Restricted Period (and in respect of sub-paragraph 14.2(f) below only, at any time) compete with the Company.',
      'Provider shall indemnify Customer against any claim under Section 9.3(b) that the Services infringe U.S. patents.',
      'The Supplier\u2019s total liability under clause 12.1.2 shall not exceed $1.5 million in aggregate.',
      'The Receiving Party shall keep confidential all information received from the Disclosing Party, i.e. any information marked confidential.',
      'Provider may terminate this Agreement for convenience on thirty (30) days\u2019 notice.',
      'Customer shall pay all undisputed invoices within 45 days. Provider may suspend the Services.',
    ];
    const sentences = [...own, ...sentencesOf(cuadDocs().filter((_, i) => i % 20 === 3).map((d) => d.text), 6)];
    expect(sentences.filter(inner).length).toBeGreaterThan(20);
    expect(sentences.filter((s) => !inner(s)).length).toBeGreaterThan(20);
    const seen = new Set<string>();
    let compared = 0;
    for (const check of builtInChecksShared()) {
      if (!check.detection) continue;
      for (const { re } of checkPatterns(check.detection)) {
        if (!(re instanceof SpanningRegExp) || seen.has(re.source + re.flags)) continue;
        seen.add(re.source + re.flags);
        const want = new RegExp(re.source, re.flags);
        for (const s of sentences) {
          re.lastIndex = want.lastIndex = 0;
          const got = asRead(re.exec(s), re.lastIndex);
          expect(got).toBe(asRead(want.exec(s), want.lastIndex));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(10000);
  }, 600_000);
  it('test, exec with lastIndex, match, matchAll, replace, search and split, global or not', () => {
    const written = String.raw`\b(?:shall|will) not\b[^.;]{0,80}\b(compete|solicit)\w*`;
    const texts = [
      'The Executive shall not under clause 14.2(f) compete. The Executive will not in the U.S. solicit any client; nor shall not elsewhere compete',
      'The Executive shall not compete. The Executive will not, in any event, solicit any client',
      'The Executive shall not under clause 14.2. Compete freely',
    ];
    for (const flags of ['i', 'gi']) {
      const two = spanningRegExp(written, flags);
      expect(two).toBeInstanceOf(SpanningRegExp);
      const want = () => new RegExp(acrossInnerDots(written), flags);
      for (const t of texts) {
        expect(two.test(t)).toBe(want().test(t));
        two.lastIndex = 0;
        const w = want();
        for (let k = 0; k < 4; k++) expect(asRead(two.exec(t), two.lastIndex)).toBe(asRead(w.exec(t), w.lastIndex));
        two.lastIndex = 0;
        expect(JSON.stringify(t.match(two))).toBe(JSON.stringify(t.match(want())));
        if (flags === 'gi') expect([...t.matchAll(two)].map((m) => [m[0], m.index])).toEqual([...t.matchAll(want())].map((m) => [m[0], m.index]));
        expect(t.replace(two, '<$1>')).toBe(t.replace(want(), '<$1>'));
        expect(t.search(two)).toBe(t.search(want()));
        expect(t.split(two)).toEqual(t.split(want()));
      }
    }
    // (a source the rewrite leaves alone is compiled as written, a plain RegExp)
    expect(spanningRegExp(String.raw`\bcompete\b`)).not.toBeInstanceOf(SpanningRegExp);
  });
});

describe("the careful path's probe (redline-probe.ts)", () => {
  const text = `SERVICES AGREEMENT

This Agreement is made between Fenwick Harbour Limited (the "Client") and Ardent Systems plc (the "Supplier").

1. Charges
1.1 The Client shall pay the Charges within 10 days of the date of each invoice.

2. Liability
2.1 The Supplier's total liability under this Agreement shall be limited to £50.
`;
  it('is unset outside probingCitedFirst and restored after it, also when the reviews throw', () => {
    expect(citedFirstProbe()).toBeNull();
    const { probe } = probingCitedFirst({ on: false }, () => {
      expect(citedFirstProbe()?.on).toBe(false);
      probingCitedFirst({}, () => expect(citedFirstProbe()?.on).toBe(true));
      expect(citedFirstProbe()?.on).toBe(false);
      return review({ text, document_type: 'msa', options: { suggest_redlines: true } });
    });
    expect(probe.cut).toBe(0);
    expect(citedFirstProbe()).toBeNull();
    expect(() => probingCitedFirst({}, () => { throw new Error('x'); })).toThrow('x');
    expect(citedFirstProbe()).toBeNull();
  });
  it('a review outside a probe is the one with the path on', () => {
    const shipped = JSON.stringify(review({ text, document_type: 'msa', options: { suggest_redlines: true } }));
    const { result } = probingCitedFirst({ on: true }, () => JSON.stringify(review({ text, document_type: 'msa', options: { suggest_redlines: true } })));
    expect(shipped).toBe(result);
  });
});
