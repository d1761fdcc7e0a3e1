/** Edits of a text, what they leave of it and the contexts built for it: the helpers the speed rounds' tests (30 on) share. */
import { expect } from 'vitest';
import { buildContext, defaultPlaybookFor, review, type DocContext, type DocumentType } from '../../src/index.js';
import { evaluateLocated } from '../../src/review.js';
import type { TextMemo } from '../../src/memo.js';
import { forgetSegmentations } from '../../src/segment.js';
import { probingContexts } from '../../src/redline-probe.js';
import { gateFor } from '../../src/gate.js';

export interface Edit { start: number; end: number; insert: string }

/** The stretches of `edited` that are `text`'s, as segment.ts `sharedWith` gives them for one set of edits. */
export function sharedOf(text: string, edits: Edit[]): { from: number; to: number; d: number }[] {
  const out: { from: number; to: number; d: number }[] = [];
  let at = 0;
  let d = 0;
  for (const e of [...edits].sort((a, b) => a.start - b.start)) {
    if (e.start > at) out.push({ from: at + d, to: e.start + d, d });
    d += e.insert.length - (e.end - e.start);
    at = e.end;
  }
  if (text.length > at) out.push({ from: at + d, to: text.length + d, d });
  return out;
}

const topics = [...new Set(['msa', 'nda'].flatMap((t) => defaultPlaybookFor(t as 'msa').checks.flatMap((c) => c.detection?.topic ?? [])))];

/** Everything a context holds that a check reads, and every check of the playbook evaluated on it. */
function view(ctx: DocContext, type: DocumentType) {
  return {
    text: ctx.text, plain: ctx.plain, clauses: ctx.clauses, sentences: ctx.sentences, sentenceText: ctx.sentenceText,
    cueSentence: ctx.cueSentence, lead: ctx.lead, listEnd: ctx.listEnd, overrides: ctx.overrides, filledFrom: ctx.filledFrom,
    keyTerms: ctx.keyTerms, lex: ctx.lex, pieces: topics.map((g) => ctx.pieces.spansWith(gateFor(g))),
    checks: defaultPlaybookFor(type).checks.filter((c) => c.enabled).map((c) => JSON.stringify(evaluateLocated(c, ctx, true))),
  };
}

/**
 * Reviews `text` with redlines and builds every verification context the review built again, through the review's memo
 * with the edits (the incremental path) and from scratch, comparing the two. Returns how many were compared.
 */
export function compareContexts(text: string, type: DocumentType): number {
  forgetSegmentations();
  const seen: { text: string; memo: TextMemo; edits?: readonly Edit[] }[] = [];
  probingContexts((t, memo, edits) => seen.push({ text: t, memo, edits }), () => review({ text, document_type: type, options: { suggest_redlines: true } }));
  for (const s of seen) {
    forgetSegmentations();
    const fresh = view(buildContext(s.text), type);
    forgetSegmentations();
    expect(view(buildContext(s.text, s.memo.reader(), false, undefined, s.edits), type)).toEqual(fresh);
  }
  return seen.length;
}
