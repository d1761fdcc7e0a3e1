import { describe, expect, it } from 'vitest';
import { ask, expandQuestion, isOperative, stem } from '../src/index.js';
import { answerKindsOf, conceptsOf } from '../src/concepts.js';
import { SAMPLE_NDA } from './fixtures.js';

describe('ask', () => {
  it('cites the compelled-disclosure clause for a ContractNLI-style question', () => {
    const a = ask({ text: SAMPLE_NDA, question: 'Does the agreement require notice before a compelled disclosure?' });
    expect(a.citations.length).toBeGreaterThan(0);
    expect(a.citations[0].quote).toMatch(/required by law or court order/);
    expect(a.citations[0].section).toBe('2(b)');
    for (const c of a.citations) expect(SAMPLE_NDA.slice(c.start, c.end)).toBe(c.quote);
    const scores = a.citations.map((c) => c.score);
    expect([...scores].sort((x, y) => y - x)).toEqual(scores);
    expect(scores[0]).toBe(1);
    expect(a.confidence).toBeGreaterThan(0);
  });

  it('quotes operative language only: a bare heading that ranks stands for the sentence under it', () => {
    const text = [
      'CONSULTING AGREEMENT',
      '1. Services. The Consultant shall provide the marketing services described in Exhibit A.',
      '2. Fees; Payment. The Company shall pay the Consultant a monthly fee of $5,000, payable within thirty days of invoice.',
      '3. Term of Agreement. This Agreement shall begin on the Effective Date and shall continue until December 31, 2021.',
      '4. Taxes. The Consultant shall be responsible for all income taxes on amounts paid under this Agreement.',
      '5. Governing Law. This Agreement shall be governed by the laws of the State of Texas.',
    ].join('\n\n');
    const questions = ['How long does the agreement last?', 'Which law applies?', 'Who pays the taxes?', 'When is the fee paid?'];
    for (const question of questions) {
      const a = ask({ text, question });
      expect(a.citations.length, question).toBeGreaterThan(0);
      for (const c of a.citations) expect(isOperative(c.quote), `${question} -> ${c.quote}`).toBe(true);
    }
    expect(ask({ text, question: questions[0] }).citations[0].quote).toMatch(/shall continue until December 31, 2021/);
    expect(ask({ text, question: questions[1] }).citations[0].quote).toMatch(/laws of the State of Texas/);
  });

  it('answers a plain question with the normalised term', () => {
    const a = ask({ text: SAMPLE_NDA, question: 'How long does the agreement last?' });
    expect(a.answer).toContain('term two (2) years');
    expect(a.citations.some((c) => /two \(2\) years/.test(c.quote))).toBe(true);
  });

  it('names the governing law', () => {
    const a = ask({ text: SAMPLE_NDA, question: 'Which law governs this contract?' });
    expect(a.answer).toMatch(/^Governing law: the laws of the State of New York\./);
    expect(a.citations[0].quote).toMatch(/laws of the State of New York/);
  });

  it('reads "which state\'s law applies" as a governing-law question', () => {
    for (const question of ["Which state's law applies?", 'Which laws apply to this deal?']) {
      const a = ask({ text: SAMPLE_NDA, question });
      expect(a.answer, question).toMatch(/^Governing law: the laws of the State of New York\./);
      expect(a.citations.slice(0, 3).some((c) => /laws of the State of New York/.test(c.quote)), question).toBe(true);
    }
  });

  it('says so plainly when the contract is silent, with no citations', () => {
    const a = ask({ text: SAMPLE_NDA, question: 'What is the uptime commitment for the hosting platform?' });
    expect(a.citations).toEqual([]);
    expect(a.confidence).toBe(0);
    expect(a.answer).toMatch(/does not appear to address/);
  });

  it('expands questions with legal synonyms and stems words', () => {
    expect(stem('notification')).toBe(stem('notifications'));
    expect(stem('taxes')).toBe(stem('tax'));
    expect(stem('losses')).toBe(stem('loss'));
    expect(stem('fees')).toBe(stem('fee'));
    const { terms, expanded } = expandQuestion('Must copies be returned?');
    expect(terms).toContain(stem('copies'));
    expect(expanded).toEqual(expect.arrayContaining(['destroy', 'reproduce']));
  });

  it('reads a lay word for the money as the contract does: "put the price up" finds "increase the fees"', () => {
    const text = [
      'SUBSCRIPTION AGREEMENT',
      '1. Services. Provider will make the Platform available to Customer during the Subscription Term.',
      '2. Fees. Customer will pay the fees set out in each Order Form within thirty (30) days of the invoice date. Provider may increase the fees for any renewal term by giving Customer sixty (60) days\' notice.',
      '3. Term. The initial Subscription Term is one (1) year. Either party may terminate this Agreement for material breach not cured within thirty (30) days.',
      '4. Confidentiality. Each party will keep the other party\'s Confidential Information confidential.',
      '5. Governing Law. This Agreement is governed by the laws of the State of Delaware.',
    ].join('\n\n');
    const a = ask({ text, question: 'Can they put the price up?' });
    expect(a.citations[0]?.quote).toMatch(/may increase the fees/);
  });

  it('drops the letters a contraction leaves, so "doesn\'t" brings in no synonyms of "term" or "technical"', () => {
    const { terms, expanded } = expandQuestion("Why doesn't the supplier answer?");
    expect(terms).not.toContain('t');
    expect(expanded).not.toContain('termination');
    expect(expanded).not.toContain('technical');
  });

  it('reads what kind of fact a question asks for', () => {
    const kinds = (q: string) => answerKindsOf(q).map((k) => k.name);
    expect(kinds('How much do we pay up front?')).toEqual(['amount']);
    expect(kinds('How much notice must we give?')).toEqual(['duration']);
    expect(kinds('How many shops must we open?')).toEqual(['count']);
    expect(kinds('From when to when does the sponsorship run?')).toEqual(['date']);
    expect(kinds('Who owns the customer list?')).toEqual([]);
    const amount = answerKindsOf('How much land must the farmer provide?')[0].states;
    expect(amount.test('a minimum of seven thousand (7000) acres')).toBe(true);
    expect(amount.test('a fee of $150,000')).toBe(true);
    expect(amount.test('10.6 To provide land for the project')).toBe(false);
  });

  it('prefers, among sentences about the question, the one stating the amount asked for', () => {
    const text = [
      '1. Fees. The Licensee shall pay the licence fee to the Licensor under this Agreement in the manner the Licensor directs.',
      '2. Amount. The licence fee is $5,000 per month.',
      '3. Law. This Agreement is governed by the laws of the State of New York.',
    ].join('\n\n');
    const a = ask({ text, question: 'How much is the licence fee?' });
    expect(a.citations[0].quote).toMatch(/\$5,000/);
  });

  it('reads a party named by what it owns as the owner, and "our own name" as no ownership question', () => {
    const types = (q: string) => conceptsOf(q).flatMap((c) => c.types);
    expect(types('Can the brand owner go through our books?')).toEqual(['audit_rights']);
    expect(types('Could we file for the logo in our own name?')).not.toContain('ip_ownership_assignment');
    expect(types('Can they end the deal if we go bust?')).toContain('termination');
  });
});

