import { describe, expect, it } from 'vitest';
import { proseWords } from '../src/contract-prose.js';
import { gateFor, joinedGatesFor, PieceIndex, pieceTokens, spanGateFor } from '../src/gate.js';
import { markupKind } from '../src/markup-kind.js';
import type { Party } from '../src/types.js';

/** Whether a party's defined name is written with "the" in most of its uses, as the pattern with a leading optional "the" counts them. */
function byPattern(text: string, name: string): boolean {
  let the = 0;
  let all = 0;
  for (const m of text.matchAll(new RegExp(String.raw`(\bthe\s+)?\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'g'))) {
    all++;
    if (m[1]) the++;
  }
  return all > 0 && the * 2 > all;
}

describe('a party written with "the" (proseWords), its uses found by its name alone', () => {
  const article = (text: string, name: string) =>
    proseWords(text, { parties: [{ name: 'Acme Holdings Ltd', defined_as: name } as Party, { name: 'Brightwater plc' } as Party], governing_law: null }, { sides: ['provider', 'customer'] }).provider!.article;
  it.each([
    ['the Supplier shall deliver; the Supplier may invoice; Supplier warrants.', 'Supplier'],
    ['Supplier shall deliver; the Supplier may invoice; Supplier warrants.', 'Supplier'],
    ['The Supplier shall deliver. The Supplier may invoice; the Supplier warrants.', 'Supplier'],
    ['the\n\t Supplier shall; the  Supplier may; Supplier must.', 'Supplier'],
    ['Bathe Supplier; lathe Supplier; the Supplier.', 'Supplier'],
    ['the Supplierthe Supplier the Supplier', 'Supplier'],
    ['SupplierSupplier the Supplier Supplier-side the Supplier', 'Supplier'],
    ['the Acme Co. shall; the Acme Co. may; Acme Co. must.', 'Acme Co.'],
    ['the thermo shall; thermo may; the thermo must', 'thermo'],
    ['nothing of the party here', 'Vendor'],
    ['the Vendor', 'Vendor'],
  ])('%s (%s)', (text, name) => {
    expect(article(text, name)).toBe(byPattern(text, name));
  });
  it('a name the search cannot take alone is counted by the pattern', () => {
    for (const [text, name] of [['the the Company; the Company', 'the Company'], ['the (Vendor) shall; (Vendor) may', '(Vendor)']]) expect(article(text, name)).toBe(byPattern(text, name));
  });
});

describe('gates of a pattern tested on a text joined from spans (joinedGatesFor)', () => {
  it('gives one gate per set of pieces, the first gateFor\'s, each met in any span', () => {
    const src = String.raw`\bwarrant\w*[\s\S]*\bmerchantab`;
    const gates = joinedGatesFor(src)!;
    expect(gates).toHaveLength(2);
    expect(gates[0]).toEqual(gateFor(src));
    const text = 'Seller warrants the goods: they are merchantable.';
    const spans = [{ start: 0, end: 26 }, { start: 27, end: text.length }];
    const index = new PieceIndex(pieceTokens(text), spans);
    // the joined text matches; no one span holds both pieces (the span gate would skip both), each gate is met in one
    expect(new RegExp(src, 'i').test(text)).toBe(true);
    expect(index.spansWith(spanGateFor(src))).toEqual([]);
    // ("merchantab", the longer piece, is the first set; "warrant" the further one)
    expect(index.spansWith(gates[0])).toEqual([1]);
    expect(index.spansWith(gates[1])).toEqual([0]);
    expect(joinedGatesFor('.')).toBeNull();
  });
});

describe('markupKind, its hints tried one by one', () => {
  it.each([
    ['Plain text & more: Section 3 # not a heading', 'plain'],
    ['# Heading\n\nText', 'markdown'],
    ['Some **bold** words', 'markdown'],
    ['A redaction [**] and ***** stars', 'plain'],
    ['a [link](http://x.y) here', 'markdown'],
    ['<p>para</p>', 'markdown'],
    ['<html><body><p>x</p></body></html>', 'html'],
    ['a `code` span', 'markdown'],
    ['a __strong__ word and a blank ____', 'markdown'],
    ['AT&T &sbsp; typo', 'plain'],
    ['a&nbsp;b', 'markdown'],
  ])('%s', (text, kind) => {
    expect(markupKind(text)).toBe(kind);
  });
});
