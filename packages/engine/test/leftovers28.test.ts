import { describe, expect, it } from 'vitest';
import { reviewed } from './redlined.js';
import { buildContext } from '../src/review.js';

/*
 * Session 24, leftovers28: what session 23 noticed and left, each a class written here in wordings of this file's own,
 * with a benign twin that must keep working.
 */

const checkOf = (out: ReturnType<typeof reviewed>, id: string) => out.review.checks.find((c) => c.check_id === id)!;

// ---- 1. Page furniture run into a sentence: the sentence is read and cited whole ----
// (a PDF conversion puts a page's footer, or its number and a filing banner, between two halves of a sentence; a
// continuation in capitals ("Kestrel Motors plc against ...") was read as a new paragraph, so the sentence was cut at
// the page break and its citation ended mid-phrase, the rest of it not cited)
describe('a sentence that runs over page furniture is read and cited whole', () => {
  const FURNITURE = /Source:|Page \d+ of \d+|CONFIDENTIAL|Confidential\s*$|- \d+ -/;
  const supply = (sentence: string, style: { buyer: string; seller: string }) => `SUPPLY AGREEMENT

This Agreement is made between ${style.seller} (the "Supplier") and ${style.buyer} (the "Buyer").

1. Supply
1.1 The Supplier shall supply the Products to the Buyer in accordance with each Order.

2. Indemnity
2.1 ${sentence}

3. Term
3.1 This Agreement continues for three years from the Effective Date.
`;
  const rows: [string, string, { buyer: string; seller: string }, string, string][] = [
    ['English, a footer with the page count on a line of its own',
      'The Supplier shall indemnify and hold harmless\n\nPage 12 of 40 Confidential\n\nKestrel Motors plc and its officers against all losses arising from any defect in the Products.',
      { seller: 'Harrow Components Ltd', buyer: 'Kestrel Motors plc' }, 'hold harmless', 'Kestrel Motors plc and its officers against all losses'],
    ['US, a page number and a filing banner run onto the end of the line',
      'Supplier shall defend, indemnify and hold harmless   14   Source: MERIDIAN FOODS INC, 10-Q, 5/4/2021\n\n\n\nBuyer, its Affiliates and their respective officers from and against any and all third party claims arising out of the Products.',
      { seller: 'Ridgeway Packaging LLC', buyer: 'Meridian Foods Inc.' }, 'hold harmless', 'Buyer, its Affiliates and their respective officers'],
    ['Australian, a confidentiality footer in capitals before the page number',
      'The Supplier must indemnify\n\nCONFIDENTIAL Page 3 of 9\n\nWattle Grove Pty Ltd against any loss or damage suffered as a result of a defect in the Products.',
      { seller: 'Banksia Fabrication Pty Ltd', buyer: 'Wattle Grove Pty Ltd' }, 'must indemnify', 'Wattle Grove Pty Ltd against any loss'],
  ];
  it.each(rows)('%s', (_n, sentence, style, before, after) => {
    const text = supply(sentence, style);
    const ctx = buildContext(text);
    // one sentence, both halves
    expect(ctx.sentenceText.some((t) => t.includes(before) && t.includes(after.slice(0, 20)))).toBe(true);
    const out = reviewed(text, 'msa');
    const ev = checkOf(out, 'msa.indemnification').evidence;
    const at = ev.findIndex((e) => e.quote.includes(before));
    expect(at).toBeGreaterThanOrEqual(0);
    // the quote that ends mid-phrase is followed by the rest of its sentence, and no quote carries the furniture
    expect(ev[at + 1]?.quote.startsWith(after)).toBe(true);
    for (const e of ev) {
      expect(e.quote).toBe(text.slice(e.start, e.end));
      expect(e.quote).not.toMatch(FURNITURE);
    }
  });
  // twins: a sentence that ends before the page furniture, and a new clause after it: two sentences, as written
  const twins: [string, string, { buyer: string; seller: string }, string][] = [
    ['English, a full stop before the footer',
      'The Supplier shall indemnify the Buyer against all losses arising from any defect in the Products.\n\nPage 12 of 40 Confidential\n\nKestrel Motors plc shall notify the Supplier of any claim promptly.',
      { seller: 'Harrow Components Ltd', buyer: 'Kestrel Motors plc' }, 'Kestrel Motors plc shall notify'],
    ['US, a full stop before the banner',
      'Supplier shall defend and indemnify Buyer from any third party claims arising out of the Products.   14   Source: MERIDIAN FOODS INC, 10-Q, 5/4/2021\n\n\n\nBuyer shall give Supplier prompt notice of each claim.',
      { seller: 'Ridgeway Packaging LLC', buyer: 'Meridian Foods Inc.' }, 'Buyer shall give Supplier'],
    ['Australian, a full stop before the footer in capitals',
      'The Supplier must indemnify the Buyer against any loss suffered as a result of a defect in the Products.\n\nCONFIDENTIAL Page 3 of 9\n\nWattle Grove Pty Ltd must notify the Supplier of any claim.',
      { seller: 'Banksia Fabrication Pty Ltd', buyer: 'Wattle Grove Pty Ltd' }, 'Wattle Grove Pty Ltd must notify'],
  ];
  it.each(twins)('twin: %s', (_n, sentence, style, second) => {
    const ctx = buildContext(supply(sentence, style));
    const own = ctx.sentenceText.find((t) => t.includes(second));
    expect(own).toBeDefined();
    expect(own!.trim().startsWith(second)).toBe(true);
  });
});

