import { describe, expect, it } from 'vitest';
import { segment, segmentDetailed, splitSentences, looksLikeHeading } from '../src/index.js';
import { SAMPLE_NDA } from './fixtures.js';

describe('segment', () => {
  it('gives stable sequential ids and offsets inside the text', () => {
    const a = segment(SAMPLE_NDA);
    const b = segment(SAMPLE_NDA);
    expect(a).toEqual(b);
    a.forEach((c, i) => {
      expect(c.id).toBe(`cl_${i + 1}`);
      expect(c.start).toBeLessThan(c.end);
      expect(SAMPLE_NDA.slice(c.start, c.end).trim()).toBe(SAMPLE_NDA.slice(c.start, c.end));
    });
  });

  it('recognises decimal sections, list items and their parents', () => {
    const cl = segment(SAMPLE_NDA);
    const sections = cl.map((c) => c.section);
    expect(sections).toContain('1.1');
    expect(sections).toContain('1.2');
    expect(sections).toContain('2(a)');
    expect(sections).toContain('2(b)');
    expect(sections).toContain('6');
  });

  it('attaches stand-alone and run-in headings', () => {
    const cl = segment(SAMPLE_NDA);
    const excl = cl.find((c) => c.heading === 'Exclusions');
    expect(excl).toBeDefined();
    expect(SAMPLE_NDA.slice(excl!.start, excl!.end)).toMatch(/^3\. Exclusions\s+Confidential Information does not include/);
    expect(excl!.clause_type).toBe('standard_exclusions');
    const law = cl.find((c) => c.section === '6')!;
    expect(law.heading).toBe('Governing Law');
    expect(law.clause_type).toBe('governing_law');
  });

  it('handles Article numbering and roman sub-items', () => {
    const text = 'ARTICLE IV\nTERMINATION\nSection 4.1 Either party may terminate this Agreement for convenience.\n(i) on notice;\n(ii) on breach.\n';
    const cl = segment(text);
    expect(cl.map((c) => c.section)).toEqual(['Article IV', '4.1', '4.1(i)', '4.1(ii)']);
  });

  it('joins hard-wrapped PDF lines back into one clause', () => {
    const text = '1. The Receiving Party shall hold all Confidential\ninformation in strict confidence and shall not\ndisclose it to anyone.\n2. Next clause here.';
    const cl = segment(text);
    expect(cl).toHaveLength(2);
    expect(text.slice(cl[0].start, cl[0].end)).toContain('disclose it to anyone.');
  });

  it('splits sentences without breaking abbreviations or decimals', () => {
    const text = 'Acme Inc. shall pay U.S. $1.5 million. The fee is due in 30 days; (a) first; (b) second.';
    const spans = splitSentences(text, 0, text.length).map(([a, b]) => text.slice(a, b));
    expect(spans).toEqual(['Acme Inc. shall pay U.S. $1.5 million.', 'The fee is due in 30 days;', '(a) first;', '(b) second.']);
  });

  it('tells headings from sentences', () => {
    expect(looksLikeHeading('GOVERNING LAW')).toBe(true);
    expect(looksLikeHeading('Limitation of Liability')).toBe(true);
    expect(looksLikeHeading('The parties agree to the following terms.')).toBe(false);
  });

  it('returns sentences that lie inside their clause', () => {
    const seg = segmentDetailed(SAMPLE_NDA);
    const byId = new Map(seg.clauses.map((c) => [c.id, c]));
    expect(seg.sentences.length).toBeGreaterThan(seg.clauses.length);
    for (const s of seg.sentences) {
      const c = byId.get(s.clause_id)!;
      expect(s.start).toBeGreaterThanOrEqual(c.start);
      expect(s.end).toBeLessThanOrEqual(c.end);
    }
  });
});
