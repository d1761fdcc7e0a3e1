import { describe, expect, it } from 'vitest';
import { looksLikeHeading, segment } from '../src/segment.js';

/*
 * Session 27, leftovers31: what session 26 noticed and left, each a class written here in wordings and documents of
 * this file's own, with a benign twin that must keep working.
 */

// ---- 1. A line in capitals that reads as a sentence is no heading, whatever its length ----
describe('a line in capitals that reads as a sentence is no heading', () => {
  const sentences: [string, string][] = [
    ['US, a modal verb', 'THE CUSTOMER WILL PAY EACH INVOICE WITHIN THIRTY DAYS.'],
    ['English, a short sentence with "shall"', 'THE SUPPLIER SHALL NOT SUBCONTRACT.'],
    ['Australian, "is" and "are" in a disclaimer', 'THE GOODS ARE SUPPLIED AS IS AND ALL WARRANTIES ARE EXCLUDED'],
    ['Canadian, "hereby" and "agrees"', 'EACH PARTY HEREBY AGREES TO THESE TERMS'],
    ['Indian, two sentences with a stop inside', 'READ THIS CAREFULLY. IT LIMITS LIABILITY'],
  ];
  it.each(sentences)('%s: not a heading', (_n, s) => {
    expect(looksLikeHeading(s)).toBe(false);
  });
  it.each(sentences)('%s: above a numbered clause, it does not head it', (_n, s) => {
    const text = `SUPPLY AGREEMENT\n\nThis Agreement is made between the parties named in the Schedule.\n\n${s}\n\n7.1 The Supplier must deliver the Goods to the Site.\n`;
    const own = segment(text).find((c) => text.slice(c.start, c.end).includes('7.1 The Supplier'))!;
    expect(own.heading).not.toBe(s.replace(/[:.]$/, ''));
  });
  it.each(sentences)('%s: above an article heading, the article starts at its own line', (_n, s) => {
    const text = `SUPPLY AGREEMENT\n\nThis Agreement is made between the parties named in the Schedule.\n\n${s}\n\nARTICLE 7 DELIVERY\n\n7.1 The Supplier must deliver the Goods to the Site.\n`;
    const own = segment(text).find((c) => text.slice(c.start, c.end).includes('ARTICLE 7 DELIVERY'))!;
    expect(text.slice(own.start, own.end).startsWith('ARTICLE 7 DELIVERY')).toBe(true);
    expect(own.heading).not.toBe(s.replace(/[:.]$/, ''));
  });
  // twins: headings in capitals, some of them long, some with a word a sentence would have
  const headings: [string, string][] = [
    ['US, a long heading', 'REPRESENTATIONS AND WARRANTIES OF THE PARTIES AND LIMITATION OF LIABILITY'],
    ['English, employment at will', 'TERMINATION AT WILL'],
    ['Australian, as is', 'DISCLAIMER; GOODS SUPPLIED AS IS'],
    ['Canadian, a question', 'WHAT THE SUPPLIER WILL DO'],
    ['Indian, a title above a part', 'PART A - GENERAL TERMS AND CONDITIONS OF SUPPLY OF GOODS'],
    ['US, a heading that states its rule', 'TIME IS OF THE ESSENCE'],
    ['English, remedies', 'RIGHTS AND REMEDIES ARE CUMULATIVE'],
    ['Australian, title case with a verb', 'Timing Is Important'],
  ];
  it.each(headings)('twin, %s: a heading', (_n, s) => {
    expect(looksLikeHeading(s)).toBe(true);
  });
  it.each(headings)('twin, %s: above a numbered clause, it heads it', (_n, s) => {
    const text = `SUPPLY AGREEMENT\n\nThis Agreement is made between the parties named in the Schedule.\n\n${s}\n\n7.1 The Supplier must deliver the Goods to the Site.\n`;
    const own = segment(text).find((c) => text.slice(c.start, c.end).includes('7.1 The Supplier'))!;
    expect(own.heading).toBe(s);
  });
  // a long title (more than eight words) above an article heading is a block of its own, as a short one is
  it.each(headings)('twin, %s: above an article heading, a block of its own', (_n, s) => {
    const text = `SUPPLY AGREEMENT\n\nThis Agreement is made between the parties named in the Schedule.\n\n${s}\n\nARTICLE 7 DELIVERY\n\n7.1 The Supplier must deliver the Goods to the Site.\n`;
    const own = segment(text).find((c) => text.slice(c.start, c.end).includes('ARTICLE 7 DELIVERY'))!;
    expect(text.slice(own.start, own.end).startsWith('ARTICLE 7 DELIVERY')).toBe(true);
  });
});

