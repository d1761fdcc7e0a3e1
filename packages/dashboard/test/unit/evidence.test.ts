import { describe, expect, it } from 'vitest';
import { evidenceSpan, evidenceSpans, headingPrefix } from '../../src/review/evidence.js';

const clause = (id: string, section: string, heading: string | undefined, start: number, end: number) => ({ id, section, heading, start, end });

describe('headingPrefix', () => {
  it('finds a section number and heading in plain text, on their own line or run in', () => {
    expect(headingPrefix('3.11 Residuals\nNotwithstanding Article 2', { section: '3.11', heading: 'Residuals' })).toBe('3.11 Residuals\n'.length);
    expect(headingPrefix('7. GOVERNING LAW. This Agreement', { section: '7', heading: 'Governing Law' })).toBe('7. GOVERNING LAW. '.length);
    expect(headingPrefix('Section 4 Term: The term is', { section: '4', heading: 'Term' })).toBe('Section 4 Term: '.length);
  });

  it('skips Markdown and HTML markup around the heading', () => {
    expect(headingPrefix('3. **Residuals**. The <span>Recipient</span> may', { section: '3', heading: 'Residuals' })).toBe('3. **Residuals**. '.length);
    expect(headingPrefix('<b>Term</b>. This Agreement lasts', { section: '', heading: 'Term' })).toBe('<b>Term</b>. '.length);
  });

  it('is 0 when the quote does not begin with the heading, or the clause has none', () => {
    expect(headingPrefix('The Recipient may use Residuals', { section: '3', heading: 'Residuals' })).toBe(0);
    expect(headingPrefix('3. Residuals. The Recipient', { section: '3' })).toBe(0);
    // a heading word that only begins a longer word is not the heading
    expect(headingPrefix('Terminology is defined below', { section: '', heading: 'Term' })).toBe(0);
  });
});

describe('evidenceSpan and evidenceSpans', () => {
  const text = 'Standard Terms\n\n1. **Confidential Information**. "Confidential Information" means all non-public information.\n\n3. **Residuals**. The Recipient may use any information retained in unaided memory.';
  const c1Start = text.indexOf('1. **');
  const c3Start = text.indexOf('3. **');
  const clauses = new Map([
    ['cl_1', clause('cl_1', '1', 'Confidential Information', 0, text.indexOf('\n\n3.'))],
    ['cl_3', clause('cl_3', '3', 'Residuals', c3Start, text.length)],
  ]);
  const heading1 = { clause_id: 'cl_1', start: c1Start, end: c1Start + '1. **Confidential Information**.'.length };
  const residuals = { clause_id: 'cl_3', start: c3Start, end: text.length };

  it('starts a citation that begins with its heading at the operative words', () => {
    const { span, bare } = evidenceSpan(text, clauses, residuals);
    expect(bare).toBe(false);
    expect(text.slice(span!.start, span!.end)).toBe('The Recipient may use any information retained in unaided memory.');
  });

  it('widens a bare heading to its clause\'s words', () => {
    const { span, bare } = evidenceSpan(text, clauses, heading1);
    expect(bare).toBe(true);
    expect(text.slice(span!.start, span!.end)).toBe('"Confidential Information" means all non-public information.');
  });

  it('leaves a bare heading out when the same issue cites operative words', () => {
    const spans = evidenceSpans(text, clauses, [residuals, heading1]);
    expect(spans.map((s) => s.citation)).toEqual([residuals]);
    expect(evidenceSpans(text, clauses, [heading1]).map((s) => text.slice(s.start, s.end))).toEqual(['"Confidential Information" means all non-public information.']);
  });

  it('keeps a citation of an unknown clause as it is', () => {
    const c = { clause_id: 'cl_9', start: 0, end: 14 };
    expect(evidenceSpan(text, clauses, c).span).toEqual({ start: 0, end: 14 });
  });
});

describe('headingPrefix on sentences', () => {
  it('does not take the first words of a sentence for a heading', () => {
    expect(headingPrefix('Term of this Agreement is two years.', { section: '', heading: 'Term' })).toBe(0);
    expect(headingPrefix('**Residuals** The Recipient may', { section: '', heading: 'Residuals' })).toBe('**Residuals** '.length);
  });
});
