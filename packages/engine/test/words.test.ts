import { describe, expect, it } from 'vitest';
import {
  amountWords, ask, countWords, draft, durationWords, extractKeyTerms, forPeople, isoDurationWords, jurisdictionWords, lawWords, monthsWords,
  numberWords, plural, rawCodesIn, review, type DocumentType,
} from '../src/index.js';
import { RISKY_NDA, SAMPLE_NDA } from './fixtures.js';
import { CASES as ADVERSE } from './adverse/cases.js';

describe('words for people', () => {
  it('writes numbers, durations and amounts as a lawyer does', () => {
    expect(numberWords(0)).toBe('zero');
    expect(numberWords(48)).toBe('forty-eight');
    expect(numberWords(120)).toBe('one hundred and twenty');
    expect(numberWords(2_000_000)).toBe('two million');
    expect(numberWords(12_500)).toBe('twelve thousand five hundred');
    expect(countWords(12)).toBe('twelve (12)');
    expect(durationWords(5, 'year')).toBe('five (5) years');
    expect(durationWords(1, 'month')).toBe('one (1) month');
    expect(isoDurationWords('P12M')).toBe('twelve (12) months');
    expect(isoDurationWords('P30D')).toBe('thirty (30) days');
    expect(isoDurationWords('P1Y6M')).toBe('one (1) year and six (6) months');
    expect(isoDurationWords('not a duration')).toBe('not a duration');
    expect(monthsWords(24)).toBe('two (2) years');
    expect(monthsWords(18)).toBe('eighteen (18) months');
    expect(amountWords(100_000, 'USD')).toBe('one hundred thousand United States dollars (US$100,000)');
    expect(amountWords(85_000, 'GBP')).toBe('eighty-five thousand pounds sterling (£85,000)');
    expect(plural(1, 'month')).toBe('1 month');
    expect(plural(3, 'month')).toBe('3 months');
    expect(plural(2, 'days')).toBe('2 days');
  });

  it('writes jurisdictions from codes or names', () => {
    expect(lawWords('US-NY')).toBe('the laws of the State of New York');
    expect(lawWords('New York')).toBe('the laws of the State of New York');
    expect(jurisdictionWords('US-MA')).toBe('the Commonwealth of Massachusetts');
    expect(jurisdictionWords('US-DC')).toBe('the District of Columbia');
    expect(jurisdictionWords('GB')).toBe('England and Wales');
    expect(jurisdictionWords('CA-ON')).toBe('the Province of Ontario');
    expect(jurisdictionWords('NL')).toBe('the Netherlands');
    expect(jurisdictionWords('DE')).toBe('Germany');
    expect(forPeople('term P5Y under US-NY law')).toBe('term five (5) years under the State of New York law');
  });
});

const TYPES: DocumentType[] = ['nda', 'msa', 'saas', 'dpa', 'employment', 'consulting', 'services', 'license', 'lease', 'other'];
const QUESTIONS = ['Which law governs this contract?', 'How long does the agreement last?', 'When is the effective date?', 'Who are the parties?', 'Which courts have jurisdiction?'];

/** Every human-facing text of a review: summary, issue titles, explanations, recommendations and redline text. */
function reviewTexts(text: string, documentType: DocumentType): string[] {
  const r = review({ text, document_type: documentType, options: { risk_scoring: true, suggest_redlines: true } });
  return [
    r.review.summary,
    ...r.review.issues.flatMap((i) => [i.title, i.explanation, i.recommendation]),
    ...(r.review.redlines ?? []).map((x) => x.suggested_text),
  ];
}

describe('no raw ISO code or duration in human-facing text', () => {
  const texts: { where: string; text: string; codes: string[] }[] = [];
  const documents: { text: string; type: DocumentType }[] = [
    { text: SAMPLE_NDA, type: 'nda' }, { text: RISKY_NDA, type: 'nda' },
    ...ADVERSE.flatMap((c) => [{ text: c.adverse.text, type: c.type }, { text: c.benign.text, type: c.type }]),
  ];
  for (const type of TYPES) {
    for (const law of ['New York', 'Germany', 'England and Wales', 'Ontario']) {
      const d = draft({ prompt: `${type} between Acme Inc (customer) and Beta LLC (provider), 5-year term, ${law} law`, kind: 'document', document_type: type });
      texts.push({ where: `draft ${type} ${law}`, text: [d.title, d.text, ...d.warnings].join('\n'), codes: [] });
      documents.push({ text: d.text, type });
    }
  }
  for (const [i, { text, type }] of documents.entries()) {
    const codes = [extractKeyTerms(text).governing_law].filter((x): x is string => !!x && /^[A-Z]{2}(?:-|$)/.test(x));
    for (const q of QUESTIONS) texts.push({ where: `answer ${i} ${q}`, text: ask({ text, question: q }).answer.replace(/The contract says[\s\S]*$/, ''), codes });
    for (const t of reviewTexts(text, type)) texts.push({ where: `review ${i} ${type}`, text: t.replace(/"[^"]*"/g, ''), codes });
  }

  it(`scans ${texts.length} drafts, answers and review texts`, () => {
    expect(texts.length).toBeGreaterThan(500);
    const found = texts.map((t) => ({ where: t.where, raw: rawCodesIn(t.text, t.codes) })).filter((t) => t.raw.length);
    expect(found).toEqual([]);
  });

  it('the scanner finds what it must', () => {
    expect(rawCodesIn('In short: term P5Y.')).toEqual(['P5Y']);
    expect(rawCodesIn('governed by the laws of US-NY')).toEqual(['US-NY']);
    expect(rawCodesIn('Governing law: GB.', ['GB'])).toEqual(['GB']);
    expect(rawCodesIn('the laws of the State of New York, for five (5) years')).toEqual([]);
  });
});
