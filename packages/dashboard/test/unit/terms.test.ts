import { describe, expect, it } from 'vitest';
import { dateText, durationText, jurisdictionText, termText } from '../../src/review/terms.js';

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

  it('names a country, and a state or province with its country', () => {
    expect(jurisdictionText('GB')).toBe('United Kingdom');
    expect(jurisdictionText('US-IA')).toBe('Iowa, United States');
    expect(jurisdictionText('US-DC')).toBe('District of Columbia, United States');
    expect(jurisdictionText('CA-ON')).toBe('Ontario, Canada');
    expect(jurisdictionText('GB-SCT')).toBe('Scotland, United Kingdom');
    // a subdivision the engine does not name keeps its code; a name is shown as it is
    expect(jurisdictionText('US-GU')).toBe('United States (US-GU)');
    expect(jurisdictionText('England and Wales')).toBe('England and Wales');
    expect(termText(['US-NY', 'DE'], 'jurisdiction')).toBe('New York, United States; Germany');
  });

  it('shows a missing value as a dash and joins lists', () => {
    expect(termText(null, 'duration')).toBe('—');
    expect(termText([], 'text')).toBe('—');
    expect(termText(['A Inc.', 'B LLC'])).toBe('A Inc.; B LLC');
    expect(termText(true)).toBe('yes');
    expect(termText('P2Y', 'duration')).toBe('2 years');
  });
});
