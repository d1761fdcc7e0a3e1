// The incremental path of redline verification (memo.ts): contexts of edited texts built through the review's
// memo must equal the contexts built afresh, and every check must read them alike. The edited texts are those
// the verification builds: the contract with its redlines accepted (all, and each alone), and the small texts
// of the contract's preamble with one clause that the cheap first reading judges candidates on.
import { describe, expect, it } from 'vitest';
import { applyRedlines, buildContext, evaluateCheck, review, defaultPlaybookFor, type DocContext, type DocumentType } from '../src/index.js';
import { TextMemo } from '../src/memo.js';
import { forgetSegmentations } from '../src/segment.js';
import { gateFor } from '../src/gate.js';
import { cuadDocs, nliDocs } from '../eval/roundtrip.ts';
import { adverseDocs } from './adverse/docs.js';

/** What a context holds, without the memo it was built with; the piece index by what it answers. */
function view(ctx: DocContext, gates: string[]) {
  return {
    text: ctx.text, plain: ctx.plain, clauses: ctx.clauses, sentences: ctx.sentences, sentenceText: ctx.sentenceText,
    keyTerms: ctx.keyTerms, lead: ctx.lead, listEnd: ctx.listEnd, overrides: ctx.overrides, lex: ctx.lex,
    pieces: gates.map((g) => ctx.pieces.spansWith(gateFor(g))),
  };
}

function compare(text: string, type: DocumentType): number {
  const playbook = defaultPlaybookFor(type);
  const gates = playbook.checks.flatMap((c) => c.detection?.topic ?? []);
  const out = review({ text, document_type: type, options: { suggest_redlines: true } });
  const redlines = out.review.redlines ?? [];
  // the review's own reading, recorded as review() records it
  forgetSegmentations();
  const memo = TextMemo.create();
  const original = buildContext(text, memo);
  for (const c of playbook.checks) if (c.enabled) evaluateCheck(c, original);
  const head = text.slice(0, Math.min(3000, original.clauses[Math.min(3, original.clauses.length - 1)]?.end ?? 1500));
  const edited = [
    applyRedlines(text, out.clauses, redlines).text,
    ...redlines.map((r) => applyRedlines(text, out.clauses, [r]).text),
    ...original.clauses.slice(0, 12).map((c) => `${head}\n\n${text.slice(c.start, c.end)}`),
  ];
  let compared = 0;
  for (const t of edited) {
    forgetSegmentations();
    const reused = buildContext(t, memo.reader());
    forgetSegmentations();
    const fresh = buildContext(t);
    expect(view(reused, gates)).toEqual(view(fresh, gates));
    for (const c of playbook.checks) if (c.enabled) expect(evaluateCheck(c, reused)).toEqual(evaluateCheck(c, fresh));
    compared++;
  }
  return compared;
}

describe('verification through the review memo', () => {
  it('builds the same contexts and check readings as a fresh build (adverse suite)', () => {
    let n = 0;
    for (const d of adverseDocs()) n += compare(d.text, d.type);
    expect(n).toBeGreaterThan(1000);
  });

  const shared = [...nliDocs(12), ...cuadDocs(12)];
  it.skipIf(!shared.length)('builds the same contexts and check readings as a fresh build (ContractNLI and CUAD)', () => {
    for (const d of shared) compare(d.text, d.type as DocumentType);
  });

  it('records only when asked to: a reader adds nothing', () => {
    const memo = TextMemo.create();
    const reader = memo.reader();
    expect(reader.get(compare, '', 'a', () => 1)).toBe(1);
    expect(reader.get(compare, '', 'a', () => 2)).toBe(2);
    expect(memo.get(compare, '', 'a', () => 3)).toBe(3);
    expect(reader.get(compare, '', 'a', () => 4)).toBe(3);
  });
});
