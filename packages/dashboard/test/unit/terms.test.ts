import { describe, expect, it } from 'vitest';
import { dateText, durationText, jurisdictionText, keyTermApplies, keyTermDisplay, termText } from '../../src/review/terms.js';

describe('key terms for people', () => {
  it('writes ISO 8601 durations out', () => {
    expect(durationText('P7Y')).toBe('7 years');
    expect(durationText('P1Y6M')).toBe('1 year and 6 months');
    expect(durationText('P30D')).toBe('30 days');
    expect(durationText('P1Y2M3D')).toBe('1 year, 2 months and 3 days');
    expect(durationText('perpetual')).toBe('perpetual');
    expect(durationText('P')).toBe('P');
  });

  it('writes an ISO date as a date, in any time zone', () => {
    expect(dateText('2018-11-28')).toBe('28 November 2018');
    expect(dateText('on signature')).toBe('on signature');
  });

  it('names the legal system a lawyer would name, not the state it is in', () => {
    expect(jurisdictionText('GB')).toBe('England and Wales');
    expect(jurisdictionText('GB-SCT')).toBe('Scotland');
    expect(jurisdictionText('US-NY')).toBe('New York');
    expect(jurisdictionText('US-DE')).toBe('Delaware');
    expect(jurisdictionText('US-DC')).toBe('District of Columbia');
    expect(jurisdictionText('CA-ON')).toBe('Ontario');
    expect(jurisdictionText('DE')).toBe('Germany');
    expect(jurisdictionText('KR')).toBe('South Korea');
    // a subdivision the engine does not name keeps its code; a name is shown as it is
    expect(jurisdictionText('US-GU')).toBe('United States (US-GU)');
    expect(jurisdictionText('England and Wales')).toBe('England and Wales');
    expect(termText(['US-NY', 'DE'], 'jurisdiction')).toBe('New York; Germany');
  });

  it('shows a missing value as a dash and joins lists', () => {
    expect(termText(null, 'duration')).toBe('—');
    expect(termText([], 'text')).toBe('—');
    expect(termText(['A Inc.', 'B LLC'])).toBe('A Inc.; B LLC');
    expect(termText(true)).toBe('yes');
    expect(termText('P2Y', 'duration')).toBe('2 years');
  });

  it("shows mutuality for an NDA, and for another contract only when it was read", () => {
    expect(keyTermApplies('mutual', null, 'nda')).toBe(true);
    expect(keyTermApplies('mutual', null, 'saas')).toBe(false);
    expect(keyTermApplies('mutual', null, null)).toBe(false);
    expect(keyTermApplies('mutual', true, 'license')).toBe(true);
    expect(keyTermApplies('governing_law', null, 'saas')).toBe(true);
  });
});

describe('key terms that are not a plain value', () => {
  const base = { parties: [], mutual: null, effective_date: null, term: null, survival: null, governing_law: null, jurisdiction: null, notice_period: null, liability_cap: null };
  it('says a term is stated by reference, and where, or left blank, instead of "—"', () => {
    const terms = {
      ...base,
      sources: {
        governing_law: { kind: 'by_reference' as const, reference: 'the Cover Page', quote: '[Governing Law]' },
        survival: { kind: 'by_reference' as const, reference: null, quote: 'the Term of Confidentiality' },
        term: { kind: 'blank' as const, reference: null, quote: '[●] years' },
      },
    };
    expect(keyTermDisplay(terms, 'governing_law', 'jurisdiction')).toEqual({ text: 'Stated by reference (the Cover Page)', title: 'The contract says: [Governing Law]' });
    expect(keyTermDisplay(terms, 'survival', 'duration').text).toBe('Stated by reference');
    expect(keyTermDisplay(terms, 'term', 'duration').text).toBe('Blank in the form');
    // a term with no source and no value is still "—"
    expect(keyTermDisplay(terms, 'jurisdiction').text).toBe('—');
  });

  it('says the parties are identified elsewhere or left blank when the list is empty, and lists them when named', () => {
    const elsewhere = { ...base, sources: { parties: { kind: 'by_reference' as const, reference: 'the Cover Page', quote: 'Each party is identified on the Cover Page' } } };
    expect(keyTermDisplay(elsewhere, 'parties')).toEqual({ text: 'Stated by reference (the Cover Page)', title: 'The contract says: Each party is identified on the Cover Page' });
    expect(keyTermDisplay({ ...base, sources: { parties: { kind: 'blank' as const, reference: null, quote: 'Company' } } }, 'parties').text).toBe('Blank in the form');
    expect(keyTermDisplay({ ...base, parties: ['Acme Corp.', 'Beta LLC'], sources: elsewhere.sources }, 'parties').text).toBe('Acme Corp.; Beta LLC');
    expect(keyTermDisplay(base, 'parties').text).toBe('—');
  });

  it("says whose notice the notice period is", () => {
    expect(keyTermDisplay({ ...base, notice_period: 'P30D', notice_period_given_by: 'either_party' }, 'notice_period', 'duration').text).toBe('30 days (either party)');
    expect(keyTermDisplay({ ...base, notice_period: 'P3M', notice_period_given_by: 'Employer' }, 'notice_period', 'duration').text).toBe('3 months (Employer)');
    expect(keyTermDisplay({ ...base, notice_period: 'P3M', notice_period_given_by: null }, 'notice_period', 'duration').text).toBe('3 months');
  });

  it('says how the term ends where its length does not', () => {
    expect(keyTermDisplay({ ...base, term: 'P2Y', term_kind: 'renewing', renewal_term: 'P1Y' }, 'term', 'duration')).toEqual({ text: '2 years, then renews by itself for 1 year at a time', title: 'P2Y' });
    expect(keyTermDisplay({ ...base, term: null, term_kind: 'renewing', renewal_term: null }, 'term', 'duration').text).toBe('A fixed term, then renews by itself');
    expect(keyTermDisplay({ ...base, term: null, term_kind: 'until_terminated' }, 'term', 'duration')).toEqual({ text: 'Until terminated', title: 'until_terminated' });
    expect(keyTermDisplay({ ...base, term: null, term_kind: 'perpetual' }, 'term', 'duration').text).toBe('Perpetual');
    expect(keyTermDisplay({ ...base, term: null, term_kind: 'until_event' }, 'term', 'duration').text).toMatch(/^Until an event/);
    expect(keyTermDisplay({ ...base, term: 'P3Y', term_kind: 'fixed', renewal_term: null }, 'term', 'duration').text).toBe('3 years');
    expect(keyTermDisplay({ ...base, term: null, term_kind: 'not_stated' }, 'term', 'duration').text).toBe('—');
    // a blank in the form still says so; a kind this page does not know shows the length alone
    expect(keyTermDisplay({ ...base, term: null, term_kind: 'not_stated', sources: { term: { kind: 'blank' as const, reference: null, quote: '[●] years' } } }, 'term', 'duration').text).toBe('Blank in the form');
    expect(keyTermDisplay({ ...base, term: 'P1Y', term_kind: 'until_milestone' as never }, 'term', 'duration').text).toBe('1 year');
  });

  it('shows key terms from before the fields existed as before', () => {
    expect(keyTermDisplay({ ...base, term: 'P5Y' }, 'term', 'duration')).toEqual({ text: '5 years', title: 'P5Y' });
    expect(keyTermDisplay({ ...base, governing_law: 'US-DE' }, 'governing_law', 'jurisdiction')).toEqual({ text: 'Delaware', title: 'US-DE' });
    expect(keyTermDisplay(base, 'governing_law', 'jurisdiction').text).toBe('—');
  });
});
