// `ask` round 9 (engine README, "`ask` round 9"): two sentences next to each other in one clause that both rank among
// the best are one citation, so an answer that runs over two sentences is quoted whole and the slot the second would
// have taken goes to the next sentence. A short endorsement contract written for this test.
import { describe, expect, it } from 'vitest';
import { ask } from '../src/index.js';

const CONTRACT = `ENDORSEMENT AGREEMENT

This Endorsement Agreement is made on 3 March 2024 between Larkspur Apparel Inc. ("Company") and Dana Whitfield ("Athlete").

1. Services. Athlete shall wear Company apparel at every tournament in which Athlete competes during the Term.

2. Apparel. Company shall furnish Athlete, at no cost, with sufficient Company apparel for the Services and for Athlete's personal use. The apparel so furnished shall not exceed twelve thousand dollars ($12,000) at wholesale in any Contract Year.

3. Fees. Company shall pay Athlete an annual fee of $150,000 in four equal quarterly instalments.

4. Term. This Agreement shall begin on 1 April 2024 and end on 31 March 2027.

5. Governing Law. This Agreement shall be governed by the laws of the State of California.

6. Apparel Returns. Athlete may return apparel that does not fit within thirty days of delivery.`;

describe('ask: passages of adjacent sentences', () => {
  it('quotes an answer that runs over two sentences of one clause as one citation', () => {
    const a = ask({ text: CONTRACT, question: 'How much free apparel does the company have to give the athlete?' });
    const first = a.citations[0];
    expect(first.quote).toMatch(/^Company shall furnish Athlete, at no cost/);
    expect(first.quote).toMatch(/shall not exceed twelve thousand dollars \(\$12,000\) at wholesale in any Contract Year\.$/);
    expect(CONTRACT.slice(first.start, first.end)).toBe(first.quote);
    expect(first.section).toBe('2');
  });

  it('never joins sentences of different clauses, and never cites a sentence twice', () => {
    for (const question of ['How much free apparel does the company have to give the athlete?', 'What does the athlete get paid?', 'Can the athlete send back apparel?', 'How long does the agreement last?']) {
      const a = ask({ text: CONTRACT, question });
      for (const c of a.citations) expect(c.quote, question).not.toMatch(/\n\s*\d+\.\s/);
      const spans = a.citations.map((c) => [c.start, c.end]).sort((x, y) => x[0] - y[0]);
      for (let k = 1; k < spans.length; k++) expect(spans[k][0], question).toBeGreaterThanOrEqual(spans[k - 1][1]);
      const scores = a.citations.map((c) => c.score);
      expect([...scores].sort((x, y) => y - x), question).toEqual(scores);
    }
  });
});
