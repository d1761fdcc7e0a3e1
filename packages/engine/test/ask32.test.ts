// `ask` session 29 (docs/learned.md, "`ask` TEST18 and session 29's lever"): the answer in the sub-clause next to the one
// ranked. A client asks "could they take our berth away if we don't pay?" and the contract defines the payment default in
// one sub-clause and states its consequence in the next ("4.1 If the Operator fails to pay ..." / "4.2 While the Operator
// is in Payment Default the Authority may withdraw the Assigned Berths ..."): the ranked sub-clause shares the question's
// words about paying, its neighbour the ones about the berth. A cited passage takes in its neighbour in the same clause (or
// a sibling sub-clause) when the neighbour adds a question word the passage lacks and enough of the question's parts
// (COMPLETE_MIN, lowered from 2.5 to 1 idf unit).
//
// Each row fails at a1a35b04 on the path(s) its comment names (one is kept as an expected failure, seen and left); the twins (questions whose answer is the ranked sub-clause
// itself) pass there and must stay answered. Contracts of their own: test/ask/ask32-texts.ts (a Scottish harbour berthing
// agreement, an Australian laboratory services agreement).
import { roundTests, type Row } from './support/ask-rank.js';
import { BERTH, LAB } from './ask/ask32-texts.ts';

const ROWS: Record<'a', { rows: Row[]; twins: Row[] }> = {
  a: {
    rows: [
      // lexical (fails at a1a35b04: 4.1's default, the charges and the records clause; the encoder path found it second)
      { text: BERTH, question: "could they take our berths away if we don't pay?", gold: 'While the Operator is in Payment Default the Authority may withdraw the Assigned Berths', fixed: ['lexical', 'encoder'] },
      // seen and left, both paths: 7.1's arrears and the invoice clause rank, and 7.2 adds no question word 7.1 lacks
      // ("suspend its courier collection service" against "stop picking up our samples")
      { text: LAB, question: 'could the lab stop picking up our samples if we fall behind on paying?', gold: 'While Customer is in arrears Laboratory may suspend its courier collection service.', fixed: [] },
    ],
    twins: [
      { text: BERTH, question: 'can the harbour check that our logs are right?', gold: "The Authority may, on five (5) working days' notice, inspect the Operator's vessel logs" },
      { text: BERTH, question: 'how many committee members must turn up for a meeting to count?', gold: 'A meeting of the committee is quorate when at least two members appointed by each party are present.' },
      { text: BERTH, question: 'could they give our berths to another ferry company if we are behind on charges?', gold: 'While the Operator is in Payment Default the Authority may withdraw the Assigned Berths' },
      { text: LAB, question: 'can we check the lab quality reports are accurate?', gold: "Customer may, once in each year, appoint an independent assessor to audit Laboratory's quality records" },
      { text: LAB, question: 'what happens to badly labelled samples we send?', gold: 'Laboratory may reject any sample that is not labelled or packaged in accordance with that manual.' },
      { text: LAB, question: 'can our doctors look up old results online?', gold: "Customer's clinicians may view the records of their own patients through Laboratory's results portal." },
      { text: BERTH, question: 'how long after a demand before we are in payment default?', gold: "the failure continues for forty-five (45) days after the Authority's written demand" },
      { text: BERTH, question: 'how much is the daily berthing charge?', gold: 'The Operator shall pay the Authority a berthing charge of GBP 1,150 for each day' },
      { text: LAB, question: 'when do we have to pay the lab invoices?', gold: 'Customer will pay each invoice within thirty (30) days' },
      { text: LAB, question: 'how quickly do results come back?', gold: 'within two (2) business days after it receives the sample' },
      { text: BERTH, question: 'how much notice to end the berthing agreement?', gold: "Either party may end this Agreement by giving the other at least six (6) months' written notice." },
    ],
  },
};

roundTests('ask session 29', ROWS);
