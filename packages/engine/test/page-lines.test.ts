import { describe, expect, it } from 'vitest';
import { buildContext, plainText } from '../src/index.js';

describe('page furniture', () => {
  it.each([
    ['a filing banner', 'Source: ACME HOLDINGS INC, 10-K, 3/30/2020'],
    ['a dashed page number', '   - 12 -'],
    ['a tight dashed page number', '-7-'],
    ['a page number with its total', 'Page 3 of 36'],
  ])('blanks %s, keeping the offsets', (_name, line) => {
    const text = `The term ends on\n\n${line}\n\nthe third anniversary.`;
    const plain = plainText(text);
    expect(plain).toHaveLength(text.length);
    expect(plain).toBe(`The term ends on\n\n${' '.repeat(line.length)}\n\nthe third anniversary.`);
  });

  it.each([
    ['a bare number, which may be a figure in a table', '12'],
    ['a sentence that mentions a page', 'See page 12 of the Order Form for the fees.'],
    ['a source in running text', 'Source: the Supplier’s price list dated 1/2/2020, as amended from time to time.'],
  ])('leaves %s', (_name, line) => {
    const text = `Intro.\n\n${line}\n\nMore.`;
    expect(plainText(text)).toBe(text);
  });

  it('lets a sentence run over a page break, and no sentence begin with a banner', () => {
    const text = [
      '5. Confidentiality. The Receiving Party shall keep the Confidential Information',
      '',
      'Source: ACME HOLDINGS INC, 10-K, 3/30/2020',
      '',
      '',
      'in strict confidence and shall not disclose it to any third party.',
      '',
      '6. Governing Law. This Agreement is governed by the laws of Delaware.',
    ].join('\n');
    expect(plainText(text)).toHaveLength(text.length);
    const ctx = buildContext(text);
    const keep = ctx.sentenceText.find((t) => t.includes('shall keep'))!;
    expect(keep).toContain('in strict confidence and shall not disclose it');
    expect(keep).not.toContain('Source:');
    expect(ctx.sentenceText.some((t) => /^\s*Source:/.test(t))).toBe(false);
  });
});
